"""The lines the shell answers itself: `quit` in any case, `wait SECONDS` only as a command (so
"wait a minute, remind me …" is a request), and "delete all", which a terminal confirms with
y/N first and piped input only does as `delete all --yes`, after being told what it would
delete."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from dsh_schedule.cli.shell import BYE
from dsh_schedule.cli.shell_commands import DELETE_ALL_QUESTION, Wait, confirmed, shell_command
from tests.support.cli import run_cli
from tests.support.terminal import shell_on_terminal

UP = b"\x1b[A"


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("quit", "quit"),
        ("Quit", "quit"),
        ("QUIT!", "quit"),
        ("exit.", "quit"),
        ("bye", "quit"),
        ("Help", "help"),
        ("help?", "help"),
        ("wait 5", Wait(5.0)),
        ("WAIT 0.5", Wait(0.5)),
        ("wait", Wait(None)),
        ("wait soon", Wait(None)),
        ("wait 86401", Wait(None)),
        ("wait -1", Wait(None)),
        ("delete all", "confirm delete all"),
        ("Cancel all!", "confirm delete all"),
        ("drop everything", "confirm delete all"),
        ("delete all --yes", None),
        ("wait a minute, remind me in 5 minutes to stretch", None),
        ("quit smoking in 5 minutes", None),
        ("remind me in 5 minutes to quit", None),
    ],
)
def test_what_the_shell_does_itself(text: str, command: object) -> None:
    assert shell_command(text) == command


@pytest.mark.parametrize(
    ("answer", "yes"),
    [(b"y\n", True), (b"Yes\n", True), (b" Y \n", True), (b"n\n", False), (b"\n", False),
     (b"yes please\n", False), (None, False), (b"\xff\n", False)],
)  # fmt: skip
def test_only_y_or_yes_confirms(answer: bytes | None, yes: bool) -> None:
    assert confirmed(answer) is yes


def test_piped_delete_all_says_what_it_would_delete_and_waits_for_yes(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    requests = [
        "wait a minute, remind me in 1 hour to turn off the stove",
        "remind me in 10 minutes to call mom and in 20 minutes to call dad",
        "forget it",
        "wait 0",
        "drop everything",
        "delete all --yes",
        "Quit",
        "remind me in 1 hour to never be read",
    ]
    result = run_cli("shell", "--db", str(database), stdin="\n".join(requests) + "\n")
    assert result.returncode == 0, result.stderr
    replies = [line for line in result.stdout.splitlines() if line.startswith("main> ")]
    stove, parents, forgot, would, deleted = replies
    assert stove.startswith("main> OK: I will remind you to turn off the stove at ")
    assert parents.startswith("main> OK: I will remind you to call mom at ")
    assert "\nOK: I will remind you to call dad at " in result.stdout  # the same reply
    assert forgot == "main> OK, nothing changed."
    assert would == (
        "main> That would delete 3 pending reminders: schedule-1 (turn off the stove), "
        "schedule-2 (call mom), schedule-3 (call dad). To delete them, say 'delete all --yes'."
    )
    assert deleted == (
        "main> Deleted 3: schedule-1 (turn off the stove), schedule-2 (call mom), "
        "schedule-3 (call dad)."
    )
    assert "never be read" not in result.stdout.replace("you> remind me in 1 hour to never", "")
    assert result.stdout.rstrip().endswith(BYE)


def test_delete_all_on_a_terminal_asks_first(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    with shell_on_terminal(database) as terminal:
        terminal.expect(b"you> ")
        terminal.type(b"remind me in 1 hour to stretch\r")
        terminal.expect(b"(schedule-1).")
        terminal.expect(b"you> ")
        terminal.type(b"Delete all\r")
        terminal.expect(DELETE_ALL_QUESTION.encode())
        terminal.type(b"n\r")
        terminal.expect(b"Nothing deleted.")
        terminal.expect(b"you> ")
        terminal.type(b"cancel all!\r")
        terminal.expect(DELETE_ALL_QUESTION.encode())
        terminal.type(b"y\r")
        terminal.expect(b"Deleted 1: schedule-1 (stretch).")
        terminal.expect(b"you> ")
        terminal.type(UP)  # the answers are not kept in the history
        terminal.expect(b"you> cancel all!")
        terminal.type(b"\x15" + b"QUIT\r")
        assert terminal.shell.wait(timeout=60) == 0
        assert BYE.encode() in terminal.rest()
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT data FROM events WHERE type = 'message'").fetchall()
    connection.close()
    typed = [json.loads(data)["text"] for (data,) in rows if json.loads(data)["role"] == "user"]
    assert typed == ["remind me in 1 hour to stretch", "delete all --yes"]
