"""The shell's line editor on a real pseudo-terminal, in this process: the keys a person
presses, however the terminal cuts them into reads, give the line they meant."""

from __future__ import annotations

import asyncio
import os
import pty
import termios
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.cli.line_editor import LineEditor
from tests.support.terminal import read_terminal


@contextmanager
def _editor() -> Iterator[tuple[int, LineEditor]]:
    """The test's side of a pty, and an editor on the other side writing its screen there."""
    terminal, side = pty.openpty()
    screen = os.fdopen(os.dup(side), "w", encoding="utf-8")
    editor = LineEditor(side, screen, "> ")
    try:
        yield terminal, editor
    finally:
        editor.close()
        screen.close()
        os.close(side)
        os.close(terminal)


def _lines(*typed: bytes, count: int = 1) -> list[bytes | None]:
    """The next `count` lines an editor gives for `typed`, written in that many pieces."""
    with _editor() as (terminal, editor):

        async def read() -> list[bytes | None]:
            got = []
            for _ in range(count):
                got.append(await asyncio.wait_for(editor.readline(), 60))
            return got

        async def run() -> list[bytes | None]:
            # The terminal reads what the editor draws, as a real one does: a pty holds only
            # a few KiB, and an editor redrawing a long line would otherwise block on it.
            loop = asyncio.get_running_loop()
            loop.add_reader(terminal, os.read, terminal, 65_536)
            try:
                reading = asyncio.ensure_future(read())
                for piece in typed:
                    os.write(terminal, piece)
                    await asyncio.sleep(0)
                return await reading
            finally:
                loop.remove_reader(terminal)

        return asyncio.run(run())


def test_editing_keys() -> None:
    assert _lines(b"helo\x1b[D\x1b[Dl\r") == [b"hello\n"]  # Left twice, insert
    assert _lines(b"xhello\x01\x1b[3~\x05!\r") == [b"hello!\n"]  # Home, Delete, End
    assert _lines(b"abc\x1b[H\x1b[C\x0b\r") == [b"a\n"]  # Ctrl-K cuts after the cursor
    assert _lines(b"abc\x1b[D\x15\r") == [b"c\n"]  # Ctrl-U cuts before it
    assert _lines(b"ab\x7f\x08c\r") == [b"c\n"]  # Backspace (both codes)
    assert _lines(b"ab\x1b[D\x04\r") == [b"a\n"]  # Ctrl-D on a line deletes under the cursor
    assert _lines(b"\x1bx\x1b[99Zy\x07\r") == [b"xy\n"]  # Escape, unknown keys: ignored


def test_ctrl_d_on_an_empty_line_is_the_end() -> None:
    assert _lines(b"\x04") == [None]


def test_history_goes_back_and_forth_and_keeps_the_draft() -> None:
    typed = b"one\rtwo\rtwo\r  \rdraft\x1b[A\x1b[A\x1b[A\x1b[A\x1b[B\x1b[B\x1b[B\r"
    # "two" twice and a blank line are one entry each, or none: up three times is "one"
    assert _lines(typed, count=5) == [b"one\n", b"two\n", b"two\n", b"  \n", b"draft\n"]
    typed = b"one\rtwo\r\x1b[A\x1b[A\x1b[A\x1b[Ax\r"  # past the oldest stays there
    assert _lines(typed, count=3) == [b"one\n", b"two\n", b"onex\n"]


@given(st.text(st.characters(codec="utf-8", min_codepoint=0x20, exclude_characters="\x7f")))
def test_text_in_any_pieces_is_the_line_typed(text: str) -> None:
    data = text.encode("utf-8") + b"\r"
    cuts = sorted({len(data) // 3, len(data) // 2})
    pieces = [data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)], strict=True)]
    assert _lines(*pieces) == [text.encode("utf-8") + b"\n"]


def test_a_line_longer_than_the_terminal_holds_is_given_whole() -> None:
    text = "é" * 3_000  # each redraw of it is 6 KiB: more than a pty holds unread
    data = text.encode("utf-8") + b"\r"
    assert _lines(data[:2_000], data[2_000:]) == [text.encode("utf-8") + b"\n"]


def test_lines_typed_ahead_are_each_given_in_turn() -> None:
    assert _lines(b"a\rb\x1b", b"[D\x1b", b"[Dc\r", count=2) == [b"a\n", b"cb\n"]


def _lines_typed_first(ahead: bytes, count: int, then: bytes) -> list[bytes | None]:
    """The first `count` lines an editor gives when `ahead` was typed, then "ahead" without
    Enter, in the terminal's own line mode before the editor took it, and `then` after."""
    terminal, side = pty.openpty()
    screen = os.fdopen(os.dup(side), "w", encoding="utf-8")
    try:
        os.write(terminal, ahead + b"ahead")
        echo = ahead.replace(b"\r", b"\r\n").replace(b"\x04", b"") + b"ahead"
        assert read_terminal(terminal, 60, until=echo) == echo  # every key taken, in that mode
        editor = LineEditor(side, screen, "> ")

        async def run() -> list[bytes | None]:
            loop = asyncio.get_running_loop()
            loop.add_reader(terminal, os.read, terminal, 65_536)
            try:
                got = [await asyncio.wait_for(editor.readline(), 60) for _ in range(count - 1)]
                last = asyncio.ensure_future(editor.readline())
                os.write(terminal, then)
                return [*got, await asyncio.wait_for(last, 60)]
            finally:
                loop.remove_reader(terminal)

        try:
            return asyncio.run(run())
        finally:
            editor.close()
    finally:
        screen.close()
        os.close(side)
        os.close(terminal)


@given(
    st.lists(
        st.text(
            st.characters(codec="utf-8", min_codepoint=0x20, exclude_characters="\x7f"),
            max_size=200,  # four lines of it fit the terminal's line buffer (4 KiB)
        ),
        max_size=4,
    ),
    st.booleans(),
)
def test_lines_typed_before_the_editor_took_the_terminal_come_first(
    lines: list[str], ctrl_d: bool
) -> None:
    """Whole lines typed in the terminal's line mode are given as typed; a Ctrl-D on an empty
    line after them is the end, as at the prompt; a line not ended yet is the next one's start."""
    typed = [line.encode("utf-8") for line in lines]
    ahead = b"".join(line + b"\r" for line in typed) + (b"\x04" if ctrl_d else b"")
    expected: list[bytes | None] = [line + b"\n" for line in typed]
    expected.append(None if ctrl_d else b"ahead, and more\n")
    assert _lines_typed_first(ahead, len(expected), b", and more\r") == expected


def test_shown_text_goes_above_the_line_being_typed() -> None:
    with _editor() as (terminal, editor):

        async def run() -> bytes | None:
            reading = asyncio.ensure_future(editor.readline())
            os.write(terminal, b"half")
            screen = b""
            while not screen.endswith(b"> half\x1b[K"):
                await asyncio.sleep(0.01)
                screen += os.read(terminal, 1_024)
            editor.show("a reminder")
            screen = b""
            while not screen.endswith(b"> half\x1b[K"):
                await asyncio.sleep(0.01)
                screen += os.read(terminal, 1_024)
            assert screen == b"\r\x1b[Ka reminder\r\n\r> half\x1b[K"
            os.write(terminal, b"\x1b[D\x1b[D")  # the cursor is put back where it was
            os.write(terminal, b"!\r")
            return await reading

        assert asyncio.run(run()) == b"ha!lf\n"


def test_close_gives_the_terminal_back() -> None:
    with _editor() as (terminal, editor):
        assert not termios.tcgetattr(terminal)[3] & termios.ICANON
        editor.close()
        assert termios.tcgetattr(terminal)[3] & termios.ICANON
