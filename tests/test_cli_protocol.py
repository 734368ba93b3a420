"""`--protocol` and `--time-zone` on the commands that run the plugin, and `validate-log` on
logs that hold version 2 events (docs/protocol-v2.md): protocol 2 reads them, protocol 1 calls
the first one corrupt."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from pathlib import Path
from subprocess import CompletedProcess
from typing import Any

import pytest

from dsh_schedule.cli import main
from tests.support.cli import COMMAND, run_cli

PLUGIN_COMMANDS = ("shell", "demo", "worker")


@pytest.mark.parametrize("command", [*PLUGIN_COMMANDS, "validate-log"])
def test_help_lists_the_protocol_and_its_default(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    assert exited.value.code == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "--protocol {1,2}" in out
    assert "2 (the default" in out


@pytest.mark.parametrize("command", PLUGIN_COMMANDS)
def test_help_lists_the_time_zone(capsys: pytest.CaptureFixture[str], command: str) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "--time-zone ZONE" in capsys.readouterr().out


@pytest.mark.parametrize("command", [*PLUGIN_COMMANDS, "validate-log"])
@pytest.mark.parametrize("value", ["3", "0", "two", ""])
def test_a_protocol_other_than_1_or_2_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], command: str, value: str
) -> None:
    where = {"shell": ["--db", "x"], "worker": ["--store", "x"], "validate-log": ["x"]}
    with pytest.raises(SystemExit) as exited:
        main([command, *where.get(command, []), "--protocol", value])
    assert exited.value.code == 2
    assert "--protocol" in capsys.readouterr().err


@pytest.mark.parametrize("command", PLUGIN_COMMANDS)
def test_a_time_zone_that_names_no_zone_is_a_usage_error_in_one_line(
    tmp_path: Path, command: str
) -> None:
    where = {"shell": ["--db", str(tmp_path / "s.sqlite")], "worker": ["--store", "memory:"]}
    result = run_cli(command, *where.get(command, []), "--time-zone", "Atlantis")
    assert result.returncode == 2
    assert result.stderr == (
        "dsh-schedule: error: --time-zone 'Atlantis': not a time zone; name one of the IANA "
        "database, like Europe/Paris, America/New_York or UTC\n"
    )
    assert not (tmp_path / "s.sqlite").exists()


# --- validate-log on version 2 events ------------------------------------------------------------

AFTER_V1 = {
    "version": 1,
    "operation": "create",
    "schedule": {
        "id": "schedule-1",
        "kind": "after",
        "prompt": "stretch",
        "afterSeconds": 60,
        "scheduledAt": "2026-12-01T10:01:00.000Z",
    },
}
EVERY = {
    "version": 2,
    "operation": "create",
    "schedule": {
        "id": "schedule-2",
        "kind": "every",
        "prompt": "drink water",
        "everySeconds": 1800,
        "scheduledAt": "2026-12-01T10:30:00.000Z",
    },
}
CALENDAR = {
    "version": 2,
    "operation": "create",
    "schedule": {
        "id": "schedule-3",
        "kind": "calendar",
        "prompt": "check the mail",
        "time": "08:30",
        "days": ["mon", "tue", "wed", "thu", "fri"],
        "timeZone": "Europe/Paris",
        "scheduledAt": "2026-12-02T07:30:00.000Z",  # Wednesday 08:30 in Paris (UTC+1)
    },
}
EVERY_DISPATCH = {
    "version": 2,
    "operation": "dispatch",
    "id": "schedule-2",
    "occurrenceAt": "2026-12-01T10:30:00.000Z",
}
AT = {
    "version": 2,
    "operation": "create",
    "schedule": {
        "id": "schedule-4",
        "kind": "at",
        "prompt": "call mom",
        "scheduledAt": "2026-12-02T08:00:00.000Z",
    },
}
AT_DELETE = {"version": 2, "operation": "delete", "id": "schedule-4"}
MIXED = [AFTER_V1, EVERY, CALENDAR, EVERY_DISPATCH, AT, AT_DELETE]


def _jsonl(path: Path, changes: list[dict[str, Any]]) -> Path:
    lines = [
        json.dumps({"type": "schedule/change", "seq": seq, "time": 0, "data": data})
        for seq, data in enumerate(changes)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_log_of_v1_and_v2_events_is_valid_under_protocol_2(tmp_path: Path) -> None:
    log = _jsonl(tmp_path / "log.jsonl", MIXED)
    result = run_cli("validate-log", str(log))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == (
        f"{log}: valid: 6 events (seed 0), 6 schedule changes, 4 ids, 3 active\n"
        "  schedule-1 due 2026-12-01T10:01:00.000Z\n"
        "  schedule-2 due 2026-12-01T11:00:00.000Z (every 30 minutes)\n"
        "  schedule-3 due 2026-12-02T07:30:00.000Z (every weekday at 08:30 (Europe/Paris))\n"
    )


def test_a_protocol_1_reader_finds_the_first_v2_event_corrupt(tmp_path: Path) -> None:
    log = _jsonl(tmp_path / "log.jsonl", MIXED)
    result = run_cli("validate-log", str(log), "--protocol", "1")
    assert result.returncode == 1
    assert result.stdout.startswith(f"{log}: violation at seq 1: ")
    only_v1 = _jsonl(tmp_path / "v1.jsonl", [AFTER_V1])
    assert run_cli("validate-log", str(only_v1), "--protocol", "1").returncode == 0


def test_the_json_report_names_the_protocol_and_each_kind(tmp_path: Path) -> None:
    log = _jsonl(tmp_path / "log.jsonl", MIXED)
    report = json.loads(run_cli("validate-log", str(log), "--json").stdout)
    assert report["protocol"] == 2 and report["valid"] is True
    [session] = report["sessions"]
    assert session["active"] == [
        {"id": "schedule-1", "kind": "after", "scheduledAt": "2026-12-01T10:01:00.000Z"},
        {"id": "schedule-2", "kind": "every", "scheduledAt": "2026-12-01T11:00:00.000Z"},
        {"id": "schedule-3", "kind": "calendar", "scheduledAt": "2026-12-02T07:30:00.000Z"},
    ]
    refused = json.loads(run_cli("validate-log", str(log), "--json", "--protocol", "1").stdout)
    assert refused["protocol"] == 1 and refused["valid"] is False
    assert refused["sessions"][0]["violation"]["seq"] == 1


def test_a_recurring_dispatch_off_its_rule_is_a_violation(tmp_path: Path) -> None:
    off = {**EVERY_DISPATCH, "occurrenceAt": "2026-12-01T10:31:00.000Z"}
    log = _jsonl(tmp_path / "log.jsonl", [AFTER_V1, EVERY, off])
    result = run_cli("validate-log", str(log))
    assert result.returncode == 1
    assert result.stdout.startswith(f"{log}: violation at seq 2: ")


# --- the shell with each protocol -------------------------------------------------------------


def _shell(database: Path, stdin: str, *args: str, tz: str | None = None) -> CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key != "TZ"}
    if tz is not None:
        env["TZ"] = tz
    return subprocess.run(
        [*COMMAND, "shell", "--db", str(database), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )


def _schedule_changes(database: Path) -> list[dict[str, Any]]:
    with sqlite3.connect(database) as connection:
        rows = connection.execute(
            "SELECT data FROM events WHERE type = 'schedule/change' ORDER BY session, seq"
        ).fetchall()
    connection.close()
    return [json.loads(data) for (data,) in rows]


def test_the_shell_says_its_protocol_and_the_zone_it_reads_times_in(tmp_path: Path) -> None:
    posix = _shell(tmp_path / "a.sqlite", "quit\n", tz="XYZ-5:30")
    assert posix.returncode == 0, posix.stderr
    assert posix.stdout.splitlines()[0].endswith(
        "; protocol 2; your time zone is UTC (TZ='XYZ-5:30' names no IANA zone)."
    )
    named = _shell(tmp_path / "b.sqlite", "quit\n", "--protocol", "1", "--time-zone", "paris")
    assert named.stdout.splitlines()[0].endswith(
        "; protocol 1; your time zone is Europe/Paris (--time-zone)."
    )
    from_tz = _shell(tmp_path / "c.sqlite", "quit\n", tz=":America/New_York")
    assert from_tz.stdout.splitlines()[0].endswith("your time zone is America/New_York (TZ).")


def test_protocol_2_writes_version_2_events_and_protocol_1_refuses_that_session(
    tmp_path: Path,
) -> None:
    database = tmp_path / "s.sqlite"
    requests = "remind me every weekday at 08:30 to check the mail\nremind me in 1 hour to x\n"
    first = _shell(database, requests, "--time-zone", "Europe/Paris")
    assert first.returncode == 0, first.stderr
    assert "main> OK: I will remind you to check the mail every weekday at 08:30" in first.stdout
    changes = _schedule_changes(database)
    assert [(c["version"], c["schedule"]["kind"]) for c in changes] == [
        (2, "calendar"),
        (2, "after"),
    ]
    assert changes[0]["schedule"]["timeZone"] == "Europe/Paris"
    refused = _shell(database, "quit\n", "--protocol", "1")
    assert refused.returncode == 2
    assert refused.stderr.startswith("dsh-schedule: error: ")
    assert "the schedule log is corrupt" in refused.stderr and refused.stderr.count("\n") == 1
    again = _shell(database, "list\n")
    assert again.returncode == 0 and "- schedule-1: check the mail every weekday" in again.stdout


def test_protocol_1_writes_version_1_events_which_protocol_2_reads(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    first = _shell(database, "remind me in 1 hour to stretch\n", "--protocol", "1")
    assert first.returncode == 0, first.stderr
    [change] = _schedule_changes(database)
    assert change["version"] == 1
    later = _shell(database, "remind me every 30 minutes to drink water\nlist\n")
    assert later.returncode == 0, later.stderr
    assert "- schedule-1: stretch at " in later.stdout
    assert "- schedule-2: drink water every 30 minutes, next at " in later.stdout
    assert [c["version"] for c in _schedule_changes(database)] == [1, 2]
