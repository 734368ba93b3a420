"""The shell's input on a terminal: a small line editor with history, in the standard library.

Why not `readline`: its `input()` owns the terminal from a thread, and text printed from the
event loop (a reminder arriving mid-typing) would land inside the line being typed. Here one
lock guards the screen: `show` clears the prompt's line, prints above it, and redraws the
prompt with the partly typed line and the cursor where they were. The terminal is put in
non-canonical mode without echo; signals stay on, so Ctrl-C is SIGINT wherever the shell is.
Keys: printable text, Enter, Backspace, Delete, Left/Right, Home/End (and Ctrl-A/Ctrl-E),
Up/Down for history, Ctrl-U/Ctrl-K to cut before/after the cursor, Ctrl-D to end input on an
empty line. A line wider than the terminal is not wrapped cleverly. What was typed before the
editor took the terminal is kept: the editor reads it first, as if typed at its prompt.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import fcntl
import os
import select
import struct
import termios
import threading
from typing import TextIO

from dsh_schedule.cli.line_input import Deliver

KEYS = {
    b"\x1b[A": "up",
    b"\x1bOA": "up",
    b"\x1b[B": "down",
    b"\x1bOB": "down",
    b"\x1b[C": "right",
    b"\x1bOC": "right",
    b"\x1b[D": "left",
    b"\x1bOD": "left",
    b"\x1b[H": "home",
    b"\x1bOH": "home",
    b"\x1b[1~": "home",
    b"\x1b[F": "end",
    b"\x1bOF": "end",
    b"\x1b[4~": "end",
    b"\x1b[3~": "delete",
    b"\x01": "home",
    b"\x05": "end",
    b"\x02": "left",
    b"\x06": "right",
    b"\x10": "up",
    b"\x0e": "down",
    b"\x7f": "backspace",
    b"\x08": "backspace",
    b"\x15": "cut-before",
    b"\x0b": "cut-after",
    b"\x04": "eof",
    b"\r": "enter",
    b"\n": "enter",
}


class LineEditor:
    """`await readline()` shows `prompt`, lets the user edit a line, and gives it as UTF-8
    bytes with its newline (None after Ctrl-D on an empty line); `show` prints above it."""

    def __init__(self, fd: int, out: TextIO, prompt: str) -> None:
        self._fd = fd
        self._out = out
        self._prompt = prompt
        self._shown_prompt = prompt
        self._remember = True
        self._lock = threading.Lock()
        self._text: list[str] = []
        self._cursor = 0
        self._reading = False
        self._history: list[str] = []
        self._recalled = 0  # index into history (len(history): the line being typed)
        self._draft = ""
        self._saved = termios.tcgetattr(fd)
        self._pending = typed_ahead(fd)
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        mode = termios.tcgetattr(fd)
        mode[3] &= ~(termios.ICANON | termios.ECHO | termios.IEXTEN)
        mode[6][termios.VMIN] = 1
        mode[6][termios.VTIME] = 0
        termios.tcsetattr(fd, termios.TCSANOW, mode)
        if self._saved[3] & termios.ECHO and unread(fd):
            out.write("\n")  # below the part of a line that the terminal echoed as it was typed
            out.flush()

    def close(self) -> None:
        """Give the terminal back as it was."""
        with contextlib.suppress(termios.error):
            termios.tcsetattr(self._fd, termios.TCSANOW, self._saved)

    def show(self, text: str) -> None:
        """Print `text` above the prompt, keeping the partly typed line."""
        with self._lock:
            if self._reading:
                self._out.write("\r\x1b[K")
            self._out.write(text + "\n")
            if self._reading:
                self._draw()
            self._out.flush()

    async def readline(self, question: str | None = None) -> bytes | None:
        """The next line, after the prompt or, when given, after `question` (whose answer is
        not kept in the history)."""
        loop = asyncio.get_running_loop()
        line: asyncio.Future[bytes | None] = loop.create_future()

        def settle(value: bytes | None) -> None:
            if not line.done():
                line.set_result(value)

        def deliver(value: bytes | None) -> None:
            with contextlib.suppress(RuntimeError):  # a closed loop: the shell is gone
                loop.call_soon_threadsafe(settle, value)

        with self._lock:
            self._text, self._cursor, self._reading = [], 0, True
            self._shown_prompt, self._remember = question or self._prompt, question is None
            self._recalled = len(self._history)
            self._draw()
            self._out.flush()
        threading.Thread(target=self._edit, args=(deliver,), name="dsh-editor", daemon=True).start()
        try:
            return await line
        except asyncio.CancelledError:  # the shell stops (Ctrl-C, a lost session)
            with self._lock:
                if self._reading:
                    self._reading = False
                    self._out.write("\n")  # end the prompt's line, keeping what was typed
                    self._out.flush()
            raise

    def _edit(self, deliver: Deliver) -> None:
        while True:
            while self._pending:  # typed ahead of this line first
                key, text = self._next_key()
                if key is None and not text:
                    break  # an escape sequence not complete yet
                with self._lock:
                    done, line = self._apply(key, text)
                    if done:
                        self._reading = False
                        self._out.write("\n")
                        self._out.flush()
                if done:
                    deliver(line)
                    return
            try:
                chunk = os.read(self._fd, 1_024)
            except OSError:  # EIO: the terminal has gone away
                chunk = b""
            if not chunk:
                with self._lock:
                    self._reading = False
                deliver(None)
                return
            self._pending += chunk

    def _next_key(self) -> tuple[str | None, str]:
        """The next key in the pending input, or the text typed; (None, "") if incomplete."""
        data = self._pending
        for sequence, key in KEYS.items():
            if data.startswith(sequence):
                self._pending = data[len(sequence) :]
                return key, ""
        if data[:1] == b"\x1b":
            if any(sequence.startswith(data) for sequence in KEYS):
                return None, ""
            if data[1:2] not in (b"[", b"O"):  # Escape alone
                self._pending = data[1:]
                return "ignored", ""
            end = 2  # an unknown sequence: skip ESC [ and what belongs to it
            while end < len(data) and not 0x40 <= data[end] <= 0x7E:
                end += 1
            self._pending = data[end + 1 :]
            return "ignored", ""
        if data[0] < 0x20:
            self._pending = data[1:]
            return "ignored", ""
        self._pending = data[1:]
        text = self._decoder.decode(data[:1])
        return (None, text) if text else ("ignored", "")  # "": the middle of a character

    def _apply(self, key: str | None, text: str) -> tuple[bool, bytes | None]:
        """Edit for one key: (False, None) to read on, else (True, the line or None at the end)."""
        if text:
            self._text[self._cursor : self._cursor] = list(text)
            self._cursor += len(text)
        elif key == "enter":
            line = "".join(self._text)
            remember = self._remember and line.strip()
            if remember and (not self._history or self._history[-1] != line):
                self._history.append(line)
            self._cursor = len(self._text)
            self._draw()
            return True, (line + "\n").encode("utf-8")
        elif key == "eof":
            if not self._text:
                return True, None
            del self._text[self._cursor : self._cursor + 1]
        elif key == "backspace" and self._cursor:
            self._cursor -= 1
            del self._text[self._cursor]
        elif key == "delete":
            del self._text[self._cursor : self._cursor + 1]
        elif key == "left":
            self._cursor = max(0, self._cursor - 1)
        elif key == "right":
            self._cursor = min(len(self._text), self._cursor + 1)
        elif key == "home":
            self._cursor = 0
        elif key == "end":
            self._cursor = len(self._text)
        elif key == "cut-before":
            del self._text[: self._cursor]
            self._cursor = 0
        elif key == "cut-after":
            del self._text[self._cursor :]
        elif key in ("up", "down"):
            self._recall(-1 if key == "up" else 1)
        self._draw()
        self._out.flush()
        return False, None

    def _recall(self, step: int) -> None:
        if self._recalled == len(self._history):
            self._draft = "".join(self._text)
        target = self._recalled + step
        if not 0 <= target <= len(self._history):
            return
        self._recalled = target
        line = self._history[target] if target < len(self._history) else self._draft
        self._text, self._cursor = list(line), len(line)

    def _draw(self) -> None:
        back = len(self._text) - self._cursor
        self._out.write(f"\r{self._shown_prompt}{''.join(self._text)}\x1b[K")
        if back:
            self._out.write(f"\x1b[{back}D")


def typed_ahead(fd: int) -> bytes:
    """The whole lines typed on terminal `fd` before the editor took it, read in the
    terminal's own line mode: there a Ctrl-D on an empty line is an end of input, not a byte,
    and once the mode changes it would be a NUL, which the editor ignores; it becomes the
    editor's Ctrl-D here. A line typed without Enter yet stays in the terminal, which gives it
    to the editor's first read. A terminal gone away reads as an end of input too."""
    typed = b""
    while select.select([fd], [], [], 0)[0]:  # a whole line (or an end of input) is waiting
        chunk = os.read(fd, 1_024)
        if not chunk:
            return typed + b"\x04"
        typed += chunk
    return typed


def unread(fd: int) -> int:
    """How many bytes terminal `fd` holds that nobody has read yet."""
    count: int = struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0" * 4))[0]
    return count
