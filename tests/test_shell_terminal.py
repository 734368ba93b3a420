"""The shell as a person uses it: on a real pseudo-terminal, with keys typed one by one.

Each test waits for what the shell shows rather than for fixed times; one reminder is due a
second after it is made, so the whole file takes a few seconds.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import signal
import sqlite3
import subprocess
import termios
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from dsh_schedule.cli.shell import BYE, HELP
from dsh_schedule.host.stores.sqlite import BUSY_TIMEOUT_S
from tests.support.cli import COMMAND, run_cli
from tests.support.terminal import shell_on_terminal

UP, DOWN, LEFT, HOME = b"\x1b[A", b"\x1b[B", b"\x1b[D", b"\x1b[H"
BACKSPACE, CUT_AFTER, CTRL_C, CTRL_D = b"\x7f", b"\x0b", b"\x03", b"\x04"
ZONE = {"TZ": "Asia/Kolkata"}
"""A local zone 5:30 ahead of UTC all year, named IST, from TZ (the shell reads its rules from
tzdata, as protocol 2 does)."""
LOCAL_AND_UTC = re.compile(rb"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) IST \((\d{4}-[-\d:T.]+)Z\)")


def _user_messages(database: Path) -> list[str]:
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT type, data FROM events ORDER BY session, seq").fetchall()
    connection.close()
    found = []
    for kind, data in rows:
        value = json.loads(data)
        if kind == "message" and value.get("role") == "user":
            found.append(value["text"])
    return [text for text in found if not text.startswith("[SCHEDULE REMINDER]")]


def test_a_reminder_arriving_mid_typing_is_shown_above_the_line_being_typed(
    tmp_path: Path,
) -> None:
    database = tmp_path / "s.sqlite"
    with shell_on_terminal(database, ZONE) as terminal:
        terminal.expect(b"you> ")
        terminal.type(b"remind me in 1 second to stretch\r")
        confirmation = terminal.expect(b"(schedule-1).")
        terminal.expect(b"you> ")
        terminal.type(b"list rem")  # no Enter: the reminder comes due while this is typed
        terminal.expect(b"list rem")
        shown = terminal.expect(b"Reminder: stretch")
        assert shown.endswith(b"\r\x1b[Kmain> Reminder: stretch")  # the typed line cleared
        redrawn = terminal.expect(b"you> list rem")  # and drawn again below the reminder
        assert b"schedule-1)\r\n" in redrawn
        terminal.type(b"inders\r")
        terminal.expect(b"[schedule_list")
        terminal.expect(b"you> ")
        terminal.type(b"quit\r")
        assert terminal.shell.wait(timeout=60) == 0
        assert BYE.encode() in terminal.rest()
    assert _user_messages(database) == ["remind me in 1 second to stretch", "list reminders"]
    [(local, utc)] = LOCAL_AND_UTC.findall(confirmation)
    instant = datetime.fromisoformat(utc.decode())
    assert datetime.fromisoformat(local.decode()) == instant.replace(microsecond=0) + timedelta(
        hours=5, minutes=30
    )


def test_history_and_line_editing(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    with shell_on_terminal(database) as terminal:
        terminal.expect(b"you> ")
        terminal.type(b"remind me in 1 hour to water the plantz\r")
        terminal.expect(b"(schedule-1).")
        terminal.type(b"lis reminders" + HOME + b"\x1b[C" * 3 + b"t\r")  # insert mid-line
        terminal.expect(b"[schedule_list")
        terminal.type(UP + UP)  # back past "list reminders" to the first line
        terminal.expect(b"you> remind me in 1 hour to water the plantz")
        terminal.type(BACKSPACE + b"s" + LEFT * 6 + CUT_AFTER + b"trees\r")
        terminal.expect(b"(schedule-2).")
        terminal.type(UP + UP + DOWN)
        terminal.expect(b"you> remind me in 1 hour to water the trees")
        terminal.type(CTRL_D)  # on a line that is not empty: deletes nothing at its end
        terminal.type(b"\x15" + b"exit\r")  # Ctrl-U cuts the recalled line first
        assert terminal.shell.wait(timeout=60) == 0
    assert _user_messages(database) == [
        "remind me in 1 hour to water the plantz",
        "list reminders",
        "remind me in 1 hour to water the trees",
    ]


def test_help_says_what_can_be_typed(tmp_path: Path) -> None:
    with shell_on_terminal(tmp_path / "s.sqlite") as terminal:
        assert b"'help'" in terminal.expect(b"you> ")
        terminal.type(b"help\r")
        shown = terminal.expect(HELP.splitlines()[-1].encode())
        for needed in (b"remind me in 10 minutes", b"wait 5", b"quit, exit", b"Ctrl-D"):
            assert needed in shown
        terminal.expect(b"\ryou> ")
        terminal.type(CTRL_D)
        assert terminal.shell.wait(timeout=60) == 0
        assert BYE.encode() in terminal.rest()
    assert _user_messages(tmp_path / "s.sqlite") == []  # help is the shell's, not the model's


def test_ctrl_c_mid_line_leaves_cleanly_and_gives_the_terminal_back(tmp_path: Path) -> None:
    with shell_on_terminal(tmp_path / "s.sqlite") as terminal:
        terminal.expect(b"you> ")
        typing = termios.tcgetattr(terminal.fd)
        assert not typing[3] & (termios.ICANON | termios.ECHO)  # the editor's own mode
        terminal.type(b"remind me in")
        terminal.expect(b"remind me in")
        terminal.type(CTRL_C)
        assert terminal.shell.wait(timeout=60) == 130
        rest = terminal.rest()
        assert BYE.encode() in rest
        assert b"Traceback" not in rest and b"interrupted" not in rest
        restored = termios.tcgetattr(terminal.fd)
        assert restored[3] & termios.ICANON and restored[3] & termios.ECHO


def test_ctrl_c_caught_by_another_thread_of_the_shell_still_ends_it(tmp_path: Path) -> None:
    """The kernel hands the terminal's SIGINT to any thread of the shell that does not block it;
    here the line editor's, blocked in its read, gets it while the event loop sleeps until its
    next timer (a lease renewed every 20 minutes). The shell must still leave at once: 130."""
    with shell_on_terminal(tmp_path / "s.sqlite", None, "--lease-ttl", "3600") as terminal:
        terminal.expect(b"you> ")
        terminal.type(b"remind me in")
        terminal.expect(b"remind me in")
        time.sleep(0.5)  # the editor back in its read, the loop asleep
        shell = terminal.shell.pid
        others = [int(task) for task in os.listdir(f"/proc/{shell}/task") if int(task) != shell]
        assert others  # the line editor's thread
        tgkill = ctypes.CDLL(None, use_errno=True).tgkill
        for thread in others:
            assert tgkill(shell, thread, signal.SIGINT) == 0
        assert terminal.shell.wait(timeout=60) == 130
        rest = terminal.rest()
        assert BYE.encode() in rest
        assert b"Traceback" not in rest and b"interrupted" not in rest
        assert termios.tcgetattr(terminal.fd)[3] & termios.ICANON


def test_a_session_lost_while_typing_is_said_below_the_typed_line(tmp_path: Path) -> None:
    """Pause the shell past its one-second lease, let another process take the session, and
    resume it: the line being typed stays, the loss is said below it, exit code 3."""
    database = tmp_path / "s.sqlite"
    with shell_on_terminal(database, None, "--lease-ttl", "1") as terminal:
        terminal.expect(b"you> ")
        terminal.type(b"remind me")
        terminal.expect(b"you> remind me")
        terminal.shell.send_signal(signal.SIGSTOP)
        try:
            other = run_cli("shell", "--db", str(database), "--wait", "30", stdin="quit\n")
        finally:
            terminal.shell.send_signal(signal.SIGCONT)
        assert other.returncode == 0, other.stderr
        shown = terminal.expect(b"the shell stops here")
        # right after the typed line ("you> remind me" and the erase to its end): a new line
        assert shown.startswith(b"\x1b[K\r\nlost session session-1: ")
        assert terminal.shell.wait(timeout=60) == 3
        assert b"you> " not in terminal.rest()  # no prompt drawn again after the loss
        assert termios.tcgetattr(terminal.fd)[3] & termios.ICANON


# --- keys typed before the shell is ready, and Ctrl-C as it leaves ----------------------------


def test_lines_typed_before_the_shell_is_ready_are_kept_and_an_enter_sends_them(
    tmp_path: Path,
) -> None:
    """Typed while the terminal is still in its own line mode (it echoes them): a whole line is
    sent as if typed at the prompt, and the line begun after it waits at the prompt."""
    database = tmp_path / "s.sqlite"
    ahead = b"remind me in 1 hour to stretch\rlist rem"
    with shell_on_terminal(database, None, typed_ahead=ahead) as terminal:
        echoed = terminal.expect(b"Session session-1 of main")
        # the terminal's echo, and the shell's first line below it, not at its end
        assert echoed == b"remind me in 1 hour to stretch\r\nlist rem\r\nSession session-1 of main"
        terminal.expect(b"you> remind me in 1 hour to stretch")
        terminal.expect(b"(schedule-1).")
        terminal.expect(b"you> list rem")
        terminal.type(b"inders\r")
        terminal.expect(b"- schedule-1: stretch at ")
        terminal.expect(b"you> ")
        terminal.type(CTRL_D)
        assert terminal.shell.wait(timeout=60) == 0
    assert _user_messages(database) == ["remind me in 1 hour to stretch", "list reminders"]


@pytest.mark.parametrize(
    ("ahead", "sent"),
    [
        (CTRL_D, []),
        (b"remind me in 1 hour to stretch\r" + CTRL_D, ["remind me in 1 hour to stretch"]),
    ],
)
def test_a_ctrl_d_typed_before_the_shell_is_ready_ends_it_as_at_the_prompt(
    tmp_path: Path, ahead: bytes, sent: list[str]
) -> None:
    """In the terminal's own line mode a Ctrl-D on an empty line is an end of input, not a
    byte: once the shell is ready it ends as a Ctrl-D at the prompt does, after what came
    before it was sent."""
    database = tmp_path / "s.sqlite"
    with shell_on_terminal(database, None, typed_ahead=ahead) as terminal:
        assert terminal.shell.wait(timeout=60) == 0
        rest = terminal.rest()
        # at an empty prompt, as a Ctrl-D typed there
        assert rest.endswith(b"\ryou> \x1b[K\r\n" + BYE.encode() + b"\r\n")
        assert termios.tcgetattr(terminal.fd)[3] & termios.ICANON
    assert _user_messages(database) == sent


@contextmanager
def _holding(database: Path) -> Iterator[subprocess.Popen[str]]:
    """A shell on `database` fed by a pipe, holding its session until its input ends."""
    holder = subprocess.Popen(
        [*COMMAND, "shell", "--db", str(database)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdin is not None and holder.stdout is not None
    try:
        for line in holder.stdout:
            if line.startswith("Type a request"):
                break
        yield holder
    finally:
        holder.stdin.close()
        holder.stdout.close()
        if holder.wait(timeout=60) != 0:
            raise AssertionError(f"the holding shell ended with {holder.returncode}")


def test_keys_typed_while_the_session_is_opened_are_kept_and_ctrl_c_ends_it(
    tmp_path: Path,
) -> None:
    """Another process holds the session, so the shell waits (`--wait`) before any prompt:
    a line typed then is sent once the session is open, and a Ctrl-C ends it with 130."""
    database = tmp_path / "s.sqlite"
    with (
        _holding(database) as holder,
        shell_on_terminal(database, None, "--wait", "60") as terminal,
    ):
        terminal.expect(b"waiting for session session-1: held by ")
        terminal.type(b"remind me in 1 hour to stretch\r")
        assert holder.stdin is not None
        holder.stdin.close()  # the session is free: the waiting shell takes it
        assert holder.wait(timeout=60) == 0
        terminal.expect(b"you> remind me in 1 hour to stretch")
        terminal.expect(b"(schedule-1).")
        terminal.expect(b"you> ")
        terminal.type(b"quit\r")
        assert terminal.shell.wait(timeout=60) == 0
    with (
        _holding(database),
        shell_on_terminal(database, None, "--wait", "60") as terminal,
    ):
        terminal.expect(b"waiting for session session-1: held by ")
        terminal.type(CTRL_C)
        assert terminal.shell.wait(timeout=60) == 130
        rest = terminal.rest()
        assert BYE.encode() in rest and b"you> " not in rest
        assert b"Traceback" not in rest and b"interrupted" not in rest
        assert termios.tcgetattr(terminal.fd)[3] & termios.ICANON
    assert _user_messages(database) == ["remind me in 1 hour to stretch"]


def test_a_second_ctrl_c_ends_a_shell_held_up_as_it_leaves(tmp_path: Path) -> None:
    """The first Ctrl-C starts the shell's leaving, here held up: giving its session up is a
    write, and another process holds the file's write lock. The second ends it at once, 130,
    the terminal given back; the reminder it had confirmed is still in the log."""
    database = tmp_path / "s.sqlite"
    with shell_on_terminal(database, None, "--lease-ttl", "3600") as terminal:
        terminal.expect(b"you> ")
        terminal.type(b"remind me in 1 hour to stretch\r")
        terminal.expect(b"(schedule-1).")
        terminal.expect(b"you> ")
        writer = sqlite3.connect(database, isolation_level=None)
        try:
            writer.execute("BEGIN IMMEDIATE")
            terminal.type(CTRL_C)
            first = time.monotonic()
            while not termios.tcgetattr(terminal.fd)[3] & termios.ICANON:
                assert terminal.shell.poll() is None  # it leaves, waiting for the lock
                assert time.monotonic() - first < 60
                time.sleep(0.01)
            assert terminal.shell.poll() is None
            terminal.type(CTRL_C)
            assert terminal.shell.wait(timeout=60) == 130
            # before the store's wait for the lock (5 s) ran out, so the second Ctrl-C ended it
            assert time.monotonic() - first < BUSY_TIMEOUT_S
            rest = terminal.rest()
            assert rest.endswith(BYE.encode() + b"\r\n")
            assert b"Traceback" not in rest
            assert termios.tcgetattr(terminal.fd)[3] & termios.ECHO
        finally:
            writer.rollback()
            writer.close()
    assert _user_messages(database) == ["remind me in 1 hour to stretch"]
    with sqlite3.connect(database) as connection:
        [(data,)] = connection.execute(
            "SELECT data FROM events WHERE type = 'schedule/change'"
        ).fetchall()
    connection.close()
    assert json.loads(data)["schedule"]["prompt"] == "stretch"
