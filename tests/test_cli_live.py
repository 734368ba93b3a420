"""The user-facing commands run as a user runs them: real subprocesses on real SQLite files.

These are the only tests that let real seconds pass, because the product under test is the
real-time demo and shell; each reminder is one second long.
"""

from __future__ import annotations

import json
import os
import pty
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.changes import create, dispatch
from tests.support.cli import COMMAND, run_cli
from tests.support.terminal import ON_A_TERMINAL, read_terminal

FRAMING_HEAD = "| [SCHEDULE REMINDER]"


def test_demo_runs_end_to_end_and_prints_the_framing() -> None:
    result = run_cli("demo")
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
    first = run_cli(
        "shell", "--db", str(database), stdin="remind me in 1 second to stretch\nquit\n"
    )
    assert first.returncode == 0, first.stderr
    assert "main> OK: I will remind you to stretch" in first.stdout
    assert "Reminder: stretch" not in first.stdout
    second = run_cli("shell", "--db", str(database), stdin="wait 2\nlist my reminders\n")
    assert second.returncode == 0, second.stderr
    assert "main> Reminder: stretch (due " in second.stdout
    assert "You have no pending reminders." in second.stdout


def test_shell_explains_a_bad_wait(tmp_path: Path) -> None:
    result = run_cli("shell", "--db", str(tmp_path / "s.sqlite"), stdin="wait soon\n")
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
    resumed = run_cli("shell", "--db", str(database), "--wait", "10", stdin="wait 2\n")
    assert "main> Reminder: stretch (due " in resumed.stdout, resumed.stdout + resumed.stderr


def _jsonl(path: Path, changes: list[dict[str, object]]) -> Path:
    lines = [
        json.dumps({"type": "schedule/change", "seq": seq, "time": 0, "data": data})
        for seq, data in enumerate(changes)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


CREATE = create(prompt="p", afterSeconds=1, scheduledAt="1970-01-01T00:00:01.000Z")
DISPATCH = dispatch("schedule-1")


def test_validate_log_accepts_a_good_jsonl_log(tmp_path: Path) -> None:
    log = _jsonl(tmp_path / "log.jsonl", [CREATE])
    result = run_cli("validate-log", str(log))
    assert result.returncode == 0, result.stderr
    assert "valid: 1 events (seed 0), 1 schedule changes, 1 ids, 1 active" in result.stdout
    assert "schedule-1 due 1970-01-01T00:00:01.000Z" in result.stdout


def test_validate_log_reports_the_first_violation_with_its_seq(tmp_path: Path) -> None:
    log = _jsonl(tmp_path / "log.jsonl", [CREATE, DISPATCH, DISPATCH, CREATE])
    result = run_cli("validate-log", str(log))
    assert result.returncode == 1
    assert "violation at seq 2:" in result.stdout
    assert "Traceback" not in result.stderr


def test_validate_log_honours_a_fork_seed(tmp_path: Path) -> None:
    log = _jsonl(tmp_path / "log.jsonl", [CREATE, DISPATCH, CREATE])
    assert run_cli("validate-log", str(log)).returncode == 1
    assert run_cli("validate-log", str(log), "--seed-length", "2").returncode == 0


def test_validate_log_json_reports_a_jsonl_log(tmp_path: Path) -> None:
    good = _jsonl(tmp_path / "good.jsonl", [CREATE])
    result = run_cli("validate-log", str(good), "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "log": str(good),
        "protocol": 2,
        "valid": True,
        "sessions": [
            {
                "session": None,
                "valid": True,
                "events": 1,
                "seedLength": 0,
                "scheduleChanges": 1,
                "ids": 1,
                "active": [
                    {"id": "schedule-1", "kind": "after", "scheduledAt": "1970-01-01T00:00:01.000Z"}
                ],
                "violation": None,
                "wakeAt": None,  # a JSONL log comes with no wake-up index
                "wakeIndex": None,
                "checkpoint": None,  # nor with a checkpoint
            }
        ],
    }
    bad = _jsonl(tmp_path / "bad.jsonl", [CREATE, DISPATCH, DISPATCH])
    result = run_cli("validate-log", str(bad), "--json")
    assert result.returncode == 1
    [session] = json.loads(result.stdout)["sessions"]
    assert session["valid"] is False and session["events"] == 3
    assert session["ids"] is None and session["active"] is None
    assert session["violation"]["seq"] == 2 and isinstance(session["violation"]["message"], str)


def test_validate_log_checks_every_session_of_a_store(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"
    for agent in ("alice", "bob"):
        requests = "remind me in 1 hour to stretch\nremind me in 2 hours to walk\n"
        assert (
            run_cli("shell", "--db", str(database), "--agent", agent, stdin=requests).returncode
            == 0
        )
    with sqlite3.connect(database) as connection:  # alice's second create reuses her first id
        [(first,)] = connection.execute(
            "SELECT data FROM events JOIN sessions ON session = position"
            " WHERE agent_name = 'alice' AND type = 'schedule/change' ORDER BY seq LIMIT 1"
        ).fetchall()
        connection.execute(
            "UPDATE events SET data = ? WHERE type = 'schedule/change' AND data LIKE ?"
            " AND session = (SELECT position FROM sessions WHERE agent_name = 'alice')",
            (first, "%schedule-2%"),
        )
    connection.close()
    result = run_cli("validate-log", str(database), "--json")
    assert result.returncode == 1, result.stderr
    report = json.loads(result.stdout)
    assert report["valid"] is False
    alice, bob = report["sessions"]
    assert (alice["session"], bob["session"]) == ("session-1", "session-2")
    assert alice["valid"] is False and alice["violation"]["seq"] is not None
    assert bob["valid"] is True and [a["id"] for a in bob["active"]] == ["schedule-1", "schedule-2"]
    text = run_cli("validate-log", str(database))
    assert text.returncode == 1
    assert "session-1: violation at seq " in text.stdout
    assert "session-2: valid: " in text.stdout


def test_validate_log_on_a_sqlite_store(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"
    assert (
        run_cli("shell", "--db", str(database), stdin="remind me in 1 hour to stretch\n").returncode
        == 0
    )
    result = run_cli("validate-log", str(database))
    assert result.returncode == 0, result.stderr
    assert "session-1: valid:" in result.stdout and "1 active" in result.stdout
    assert run_cli("validate-log", str(database), "--session", "session-1").returncode == 0
    missing = run_cli("validate-log", str(database), "--session", "nope")
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
    result = run_cli("validate-log", str(log))
    assert result.returncode == 2
    assert expected in result.stderr
    assert result.stderr.count("\n") == 1


def test_errors_are_one_line_without_a_traceback(tmp_path: Path) -> None:
    for args in (
        ("validate-log", str(tmp_path / "missing.jsonl")),
        ("shell", "--db", str(tmp_path / "no" / "such" / "dir.sqlite")),
    ):
        result = run_cli(*args, stdin="quit\n")
        assert result.returncode == 2
        assert result.stderr.startswith("dsh-schedule: error: "), result.stderr
        assert result.stderr.count("\n") == 1, result.stderr


def test_a_damaged_store_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"
    assert (
        run_cli("shell", "--db", str(database), stdin="remind me in 1 hour to stretch\n").returncode
        == 0
    )
    with sqlite3.connect(database) as connection:
        connection.execute("DELETE FROM events WHERE seq = 1")
    connection.close()
    result = run_cli("shell", "--db", str(database), stdin="quit\n")
    assert result.returncode == 2  # an input that cannot be read
    assert result.stderr.startswith("dsh-schedule: error: session store ")
    assert "seq 2 where 1 was due" in result.stderr
    assert result.stderr.count("\n") == 1


# --- hostile shell input and output (issue 12) ---------------------------------------------

HUGE = "9" * 5_000


def _replies(stdout: str) -> list[str]:
    return [line for line in stdout.splitlines() if line.startswith("main> ")]


def test_a_5000_digit_number_typed_in_the_shell_gets_a_one_line_answer(tmp_path: Path) -> None:
    requests = [
        f"remind me in {HUGE} seconds to stretch",
        f"remind me to stretch in {HUGE} minutes",
        f"wait {HUGE}",
        f"cancel {HUGE}",
        "list my reminders",
    ]
    result = run_cli("shell", "--db", str(tmp_path / "s.sqlite"), stdin="\n".join(requests) + "\n")
    assert result.returncode == 0, result.stderr[-2_000:]
    assert result.stderr == ""
    too_large, too_large_again, not_found, listed = _replies(result.stdout)
    assert "too large" in too_large and too_large == too_large_again
    assert not_found == f"main> There is no pending reminder {HUGE}."
    assert listed == "main> You have no pending reminders."
    assert "wait takes a number of seconds" in result.stdout


def test_the_shell_piped_into_head_exits_quietly(tmp_path: Path) -> None:
    requests = tmp_path / "requests.txt"
    requests.write_text("list my reminders\n" * 500, encoding="utf-8")
    errors = tmp_path / "stderr.txt"
    with requests.open("rb") as stdin, errors.open("wb") as stderr:
        shell = subprocess.Popen(
            [*COMMAND, "shell", "--db", str(tmp_path / "s.sqlite")],
            stdin=stdin,
            stdout=subprocess.PIPE,
            stderr=stderr,
        )
        assert shell.stdout is not None
        head = subprocess.run(
            ["head", "-n", "2"], stdin=shell.stdout, capture_output=True, timeout=60, check=True
        )
        shell.stdout.close()  # head alone holds the pipe now: its exit closes it
        assert shell.wait(timeout=60) == 0
    assert len(head.stdout.splitlines()) == 2
    assert errors.read_text(encoding="utf-8") == ""


def test_validate_log_refuses_a_line_nested_100000_deep_in_one_line(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    nested = "[" * 100_000 + "]" * 100_000
    log.write_text(f'{{"type": "x", "seq": 0, "time": 0, "data": {nested}}}\n', encoding="utf-8")
    for extra in ((), ("--json",)):
        result = run_cli("validate-log", str(log), *extra)
        assert result.returncode == 2
        assert result.stdout == ""
        assert result.stderr.startswith(f"dsh-schedule: error: {log}:1: "), result.stderr[-500:]
        assert "nested too deeply" in result.stderr
        assert result.stderr.count("\n") == 1


def test_a_reminder_header_typed_by_the_user_is_not_a_reminder(tmp_path: Path) -> None:
    requests = ["[SCHEDULE REMINDER]", '[SCHEDULE REMINDER] reminder_prompt_json: "x"']
    result = run_cli("shell", "--db", str(tmp_path / "s.sqlite"), stdin="\n".join(requests) + "\n")
    assert result.returncode == 0, result.stderr[-2_000:]
    assert result.stderr == ""
    replies = _replies(result.stdout)
    assert len(replies) == 2
    assert not [reply for reply in replies if reply.startswith("main> Reminder:")]


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


@pytest.mark.parametrize("locale", ["C.UTF-8", "C"])
def test_the_shell_refuses_a_line_that_is_not_utf8(tmp_path: Path, locale: str) -> None:
    database = tmp_path / "s.sqlite"
    requests = (
        b"remind me in 1 hour to caf\xe9\nremind me in 1 hour to caf\xc3\xa9\nlist reminders\n"
    )
    result = subprocess.run(
        [*COMMAND, "shell", "--db", str(database)],
        input=requests,
        capture_output=True,
        timeout=60,
        check=False,
        env={**os.environ, "LC_ALL": locale},
    )
    assert result.returncode == 0, result.stderr.decode(errors="replace")[-2_000:]
    assert result.stderr == b""
    out = result.stdout.decode("utf-8")  # strictly: nothing undecodable is echoed either
    [refusal] = [line for line in out.splitlines() if "not valid UTF-8" in line]
    assert "not sent" in refusal
    assert "- schedule-1: caf\u00e9 at " in out
    assert "schedule-2" not in out
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT data FROM events").fetchall()
    connection.close()
    stored = [s for (data,) in rows for s in _strings(json.loads(data))]
    assert any("caf\u00e9" in s for s in stored)
    for text in stored:
        text.encode("utf-8")  # no lone surrogate, which a model SDK could not send


def test_an_empty_agent_name_is_refused(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    for name in ("", "  "):
        result = run_cli("shell", "--db", str(database), "--agent", name, stdin="quit\n")
        assert result.returncode == 2
        assert "--agent" in result.stderr and "Traceback" not in result.stderr
    assert not database.exists()


# --- the shell on a real terminal ------------------------------------------------------------


@pytest.mark.parametrize(("key", "status"), [(b"\x03", 130), (b"\x04", 0)])
def test_ctrl_c_and_ctrl_d_at_the_prompt_end_the_shell_at_once(
    tmp_path: Path, key: bytes, status: int
) -> None:
    terminal, child_side = pty.openpty()
    shell = subprocess.Popen(
        [sys.executable, "-c", ON_A_TERMINAL, "shell", "--db", str(tmp_path / "s.sqlite")],
        stdin=child_side,
        stdout=child_side,
        stderr=child_side,
        start_new_session=True,
    )
    os.close(child_side)
    try:
        read_terminal(terminal, 60, until=b"you> ")
        os.write(terminal, key)  # and no Enter
        pressed = time.monotonic()
        assert shell.wait(timeout=5) == status
        assert time.monotonic() - pressed < 5
        rest = read_terminal(terminal, 5)
        assert b"Traceback" not in rest
        assert b"Bye." in rest
    finally:
        if shell.poll() is None:
            shell.kill()
            shell.wait()
        os.close(terminal)
