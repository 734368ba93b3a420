"""The user-facing commands run as a user runs them: real subprocesses on real SQLite files.

These are the only tests that let real seconds pass, because the product under test is the
real-time demo and shell; each reminder is one second long.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

COMMAND = [sys.executable, "-m", "dsh_schedule"]
FRAMING_HEAD = "| [SCHEDULE REMINDER]"


def run(*args: str, stdin: str = "", timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*COMMAND, *args], input=stdin, capture_output=True, text=True, timeout=timeout, check=False
    )


def test_demo_runs_end_to_end_and_prints_the_framing() -> None:
    result = run("demo")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert FRAMING_HEAD in out
    assert '| schedule_id_json: "schedule-1"' in out
    assert '| reminder_prompt_json: "stretch"' in out
    assert "Restart the host while the reminder is pending" in out
    assert '"scheduleId": "schedule-1", "prompt": "stretch"' in out
    assert out.index("Restart the host") < out.index(FRAMING_HEAD)


def test_shell_is_resumable_through_a_pipe(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"
    first = run("shell", "--db", str(database), stdin="remind me in 1 second to stretch\nquit\n")
    assert first.returncode == 0, first.stderr
    assert "main> OK: I will remind you to stretch" in first.stdout
    assert "Reminder: stretch" not in first.stdout
    second = run("shell", "--db", str(database), stdin="wait 2\nlist my reminders\n")
    assert second.returncode == 0, second.stderr
    assert "main> Reminder: stretch (due " in second.stdout
    assert "You have no pending reminders." in second.stdout


def test_shell_explains_a_bad_wait(tmp_path: Path) -> None:
    result = run("shell", "--db", str(tmp_path / "s.sqlite"), stdin="wait soon\n")
    assert "wait takes a number of seconds" in result.stdout


def test_a_pending_reminder_survives_sigkill(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"
    child = subprocess.Popen(
        [*COMMAND, "shell", "--db", str(database), "--lease-ttl", "1"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write("remind me in 1 second to stretch\n")
    child.stdin.flush()
    for line in child.stdout:  # the confirmation follows the create's durable barrier
        if line.startswith("main> OK: I will remind you"):
            break
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=10)
    child.stdin.close()
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    # The killed holder's lease lasts up to 1 s more: the next shell waits for it.
    resumed = run("shell", "--db", str(database), "--wait", "10", stdin="wait 2\n")
    assert "main> Reminder: stretch (due " in resumed.stdout, resumed.stdout + resumed.stderr


def _jsonl(path: Path, changes: list[dict[str, object]]) -> Path:
    lines = [
        json.dumps({"type": "schedule/change", "seq": seq, "time": 0, "data": data})
        for seq, data in enumerate(changes)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


RECORD = {
    "id": "schedule-1",
    "kind": "after",
    "prompt": "p",
    "afterSeconds": 1,
    "scheduledAt": "1970-01-01T00:00:01.000Z",
}


def test_validate_log_accepts_a_good_jsonl_log(tmp_path: Path) -> None:
    log = _jsonl(
        tmp_path / "log.jsonl", [{"version": 1, "operation": "create", "schedule": RECORD}]
    )
    result = run("validate-log", str(log))
    assert result.returncode == 0, result.stderr
    assert "valid: 1 events (seed 0), 1 schedule changes, 1 ids, 1 active" in result.stdout
    assert "schedule-1 due 1970-01-01T00:00:01.000Z" in result.stdout


def test_validate_log_reports_the_first_violation_with_its_seq(tmp_path: Path) -> None:
    create = {"version": 1, "operation": "create", "schedule": RECORD}
    dispatch = {"version": 1, "operation": "dispatch", "id": "schedule-1"}
    log = _jsonl(tmp_path / "log.jsonl", [create, dispatch, dispatch, create])
    result = run("validate-log", str(log))
    assert result.returncode == 1
    assert "violation at seq 2:" in result.stdout
    assert "Traceback" not in result.stderr


def test_validate_log_honours_a_fork_seed(tmp_path: Path) -> None:
    dispatch = {"version": 1, "operation": "dispatch", "id": "schedule-1"}
    create = {"version": 1, "operation": "create", "schedule": RECORD}
    log = _jsonl(tmp_path / "log.jsonl", [create, dispatch, create])
    assert run("validate-log", str(log)).returncode == 1
    assert run("validate-log", str(log), "--seed-length", "2").returncode == 0


def test_validate_log_on_a_sqlite_store(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"
    assert (
        run("shell", "--db", str(database), stdin="remind me in 1 hour to stretch\n").returncode
        == 0
    )
    result = run("validate-log", str(database))
    assert result.returncode == 0, result.stderr
    assert "session-1: valid:" in result.stdout and "1 active" in result.stdout
    assert run("validate-log", str(database), "--session", "session-1").returncode == 0
    missing = run("validate-log", str(database), "--session", "nope")
    assert missing.returncode == 2
    assert "no session 'nope'" in missing.stderr


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("{not json\n", "log.jsonl:1: not a JSON event"),
        ('{"type": "x", "seq": 1, "time": 0, "data": null}\n', "seq 1 where 0 was due"),
        ('{"type": "x"}\n', "an event needs type, seq, time and data"),
    ],
)
def test_validate_log_refuses_an_unreadable_jsonl_log(
    tmp_path: Path, content: str, expected: str
) -> None:
    log = tmp_path / "log.jsonl"
    log.write_text(content, encoding="utf-8")
    result = run("validate-log", str(log))
    assert result.returncode == 2
    assert expected in result.stderr
    assert result.stderr.count("\n") == 1


def test_errors_are_one_line_without_a_traceback(tmp_path: Path) -> None:
    for args in (
        ("validate-log", str(tmp_path / "missing.jsonl")),
        ("shell", "--db", str(tmp_path / "no" / "such" / "dir.sqlite")),
    ):
        result = run(*args, stdin="quit\n")
        assert result.returncode != 0
        assert result.stderr.startswith("dsh-schedule: error: "), result.stderr
        assert result.stderr.count("\n") == 1, result.stderr


def test_a_damaged_store_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"
    assert (
        run("shell", "--db", str(database), stdin="remind me in 1 hour to stretch\n").returncode
        == 0
    )
    with sqlite3.connect(database) as connection:
        connection.execute("DELETE FROM events WHERE seq = 1")
    connection.close()
    result = run("shell", "--db", str(database), stdin="quit\n")
    assert result.returncode == 2  # an input that cannot be read
    assert result.stderr.startswith("dsh-schedule: error: session store ")
    assert "seq 2 where 1 was due" in result.stderr
    assert result.stderr.count("\n") == 1
