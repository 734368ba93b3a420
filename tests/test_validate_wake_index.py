"""`validate-log` checks a store's wake-up index against each log (SPEC §14): a late or missing
wake-up time fails like a violation, an early one is a note."""

from __future__ import annotations

import io
import json
import sqlite3
from pathlib import Path

from dsh_schedule.cli.validate_log import validate_log
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.instants import format_instant
from tests.support.cli import run_cli
from tests.support.reminders import seed


def _store(tmp_path: Path) -> Path:
    path = tmp_path / "s.sqlite"
    seed(f"sqlite:{path}", {"main": [3600, 60], "idle": []})
    return path


def _tamper(path: Path, statement: str) -> None:
    with sqlite3.connect(path) as db:
        db.execute(statement)


def _report(path: Path) -> tuple[int, dict[str, object]]:
    out = io.StringIO()
    code = validate_log(path, None, 0, out, as_json=True)
    report: dict[str, object] = json.loads(out.getvalue())
    return code, report


def _indexes(report: dict[str, object]) -> list[object]:
    sessions = report["sessions"]
    assert isinstance(sessions, list)
    return [session["wakeIndex"] for session in sessions]


def test_a_store_written_by_hosts_has_an_index_that_matches(tmp_path: Path) -> None:
    path = _store(tmp_path)
    code, report = _report(path)
    assert (code, _indexes(report)) == (0, ["matches", "matches"])
    text = run_cli("validate-log", "--store", f"sqlite:{path}")
    assert text.returncode == 0 and "wake-up index" not in text.stdout


def test_a_late_wake_up_time_fails(tmp_path: Path) -> None:
    path = _store(tmp_path)
    (main,) = [s for s in _sessions(path) if s.agent_name == "main"]
    assert main.wake_at is not None
    _tamper(path, f"UPDATE sessions SET wake_at = {main.wake_at + 1} WHERE id = '{main.id}'")
    code, report = _report(path)
    assert (code, report["valid"], _indexes(report)) == (1, False, ["late", "matches"])
    text = run_cli("validate-log", "--store", f"sqlite:{path}")
    assert text.returncode == 1
    assert (
        f"wake-up index violation: it says {format_instant(main.wake_at + 1)}, but the "
        f"earliest pending reminder is due {format_instant(main.wake_at)}"
    ) in text.stdout


def test_a_missing_wake_up_time_fails(tmp_path: Path) -> None:
    path = _store(tmp_path)
    _tamper(path, "UPDATE sessions SET wake_at = NULL")
    code, report = _report(path)
    assert (code, _indexes(report)) == (1, ["missing", "matches"])


def test_an_early_wake_up_time_is_a_note(tmp_path: Path) -> None:
    path = _store(tmp_path)
    _tamper(path, "UPDATE sessions SET wake_at = 0")
    code, report = _report(path)
    assert (code, _indexes(report)) == (0, ["early", "early"])
    text = run_cli("validate-log", str(path))
    assert text.returncode == 0
    assert "note: the wake-up index says 1970-01-01T00:00:00.000Z, before" in text.stdout


def test_a_corrupt_log_is_a_violation_and_its_index_is_not_judged(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    store = SqliteStore(path)
    bad = Event(SCHEDULE_CHANGE, 0, 5, {"version": 1, "operation": "dispatch", "id": "x"})
    store.create_session(StoredSession("s", "main", 0, (bad,), wake_at=7))
    store.close()
    code, report = _report(path)
    assert (code, _indexes(report)) == (1, [None])


def test_a_jsonl_log_has_no_index(tmp_path: Path) -> None:
    path = tmp_path / "log.jsonl"
    path.write_text("")
    code, report = _report(path)
    assert (code, _indexes(report)) == (0, [None])


def _sessions(path: Path) -> list[StoredSession]:
    store = SqliteStore(path, read_only=True)
    try:
        return store.load_sessions()
    finally:
        store.close()
