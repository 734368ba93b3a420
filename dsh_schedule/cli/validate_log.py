"""`dsh-schedule validate-log`: replay an existing log under the invariant policy.

A log is a JSONL file (one event object per line: type, seq, time, data), a SQLite store
written by the embedded host, or any store a URL names (`--store`: `sqlite:PATH` or a path,
`postgresql://…`), opened read-only. Each session is folded strictly; a session's first
violation is reported with its seq; so is a dispatch with no reminder message of its
occurrence before it, in a log the embedded host wrote under its exactly-once rule
(`host/reminder_log.py`). A store's wake-up index is checked against each valid
log: a wake-up time later than the earliest pending reminder (or none while one is pending)
would keep workers away from a due session, and fails like a violation; an earlier one (an
upgraded store's "look now") only costs a worker a look, and is reported as a note. The report
is text, or with `--json` one JSON document with an entry per session; either names a store by
its URL without the password.

Logs are read as protocol 2 by default, which reads version 1 and version 2 events: what the
shell, the demo and the worker write. `--protocol 1` reads them as a protocol-1 host does, for
which a version 2 event is corrupt: the check to run before a log goes to such a host.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TextIO

from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.reminder_log import undelivered_dispatch
from dsh_schedule.host.stores.postgres import redacted
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import ScheduleProjection
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.occurrences import Record, is_recurring, rule_words

if TYPE_CHECKING:
    from dsh_schedule.host.stores import StoredSession, checkpoints

SQLITE_MAGIC = b"SQLite format 3\x00"
PROGRESS_EVERY = 100_000


class LogReadError(CommandLineError):
    """The log cannot be read at all (as opposed to a log that breaks a replay rule)."""


@dataclass(frozen=True)
class LogSession:
    label: str
    session_id: str | None
    """None for a JSONL log, which holds one session's events and not its id."""
    seed_length: int
    events: Sequence[Event]
    indexed: bool = False
    """Whether the log comes with a wake-up time (a store's); a JSONL log has none."""
    wake_at: int | None = None
    checkpoint: str | None = None
    """What is wrong with the store's checkpoint of the session, replayed from its log."""


WakeIndex = Literal["matches", "early", "late", "missing"]
"""How a stored wake-up time compares with the log's earliest pending target."""


@dataclass(frozen=True)
class Replay:
    """One session's replay: its active records, or the first rule it breaks."""

    session: LogSession
    schedule_changes: int
    seen_ids: int | None
    active: list[Record] | None
    violation: ScheduleLogError | None
    due_at: int | None = None
    """The earliest pending target of a valid log."""
    wake_index: WakeIndex | None = None
    """None for a log with no wake-up index, or one that breaks a rule."""

    @property
    def failed(self) -> bool:
        return (
            self.violation is not None
            or self.wake_index in ("late", "missing")
            or self.session.checkpoint is not None
        )


def validate_log(
    log: Path | str,
    session_id: str | None,
    seed_length: int,
    out: TextIO,
    *,
    as_json: bool = False,
    protocol: int = 2,
) -> int:
    """0 when every session replays under `protocol`; 1 when any breaks a rule (each reported
    at its first). `log` is a file (a JSONL log or a SQLite store) or, as a string, a store
    URL."""
    name = str(log) if isinstance(log, Path) else redacted(log)
    sessions = _sessions(log, name, session_id, seed_length)
    replays = [_replay(session, protocol) for session in sessions]
    if as_json:
        report = _json_report(name, replays, protocol)
        out.write(json.dumps(report, ensure_ascii=True) + "\n")
    else:
        _write_text(name, replays, out)
    return 1 if any(replay.failed for replay in replays) else 0


def _replay(session: LogSession, protocol: int) -> Replay:
    changes = sum(1 for event in session.events if event.type == SCHEDULE_CHANGE)
    projection = ScheduleProjection(session.seed_length, protocol)
    try:
        for done in range(0, len(session.events), PROGRESS_EVERY):
            if done:
                print(f"{session.label}: {done} events checked...", file=sys.stderr)
            projection.update(session.events[: done + PROGRESS_EVERY])
        active = list(projection.active.values())
        earliest = projection.earliest()
    except ScheduleLogError as error:
        return Replay(session, changes, None, None, error)
    undelivered = undelivered_dispatch(session.events, session.seed_length)
    if undelivered is not None:
        rule = "a dispatch with no reminder message of its occurrence before it"
        return Replay(session, changes, None, None, ScheduleLogError(rule, undelivered))
    due_at = None if earliest is None else projection.target_ms(earliest.id)
    index = _compare(session.wake_at, due_at) if session.indexed else None
    return Replay(session, changes, len(projection.seen_ids), active, None, due_at, index)


def _compare(wake_at: int | None, due_at: int | None) -> WakeIndex:
    if wake_at == due_at:
        return "matches"
    if due_at is None:
        return "early"  # a worker that looks finds nothing due, and clears it
    if wake_at is None:
        return "missing"
    return "early" if wake_at < due_at else "late"


def _write_text(name: str, replays: list[Replay], out: TextIO) -> None:
    for replay in replays:
        label = replay.session.label
        if replay.session.checkpoint is not None:
            out.write(f"{label}: checkpoint violation: {replay.session.checkpoint}\n")
        if replay.violation is not None:
            error = replay.violation
            where = "" if error.seq is None else f" at seq {error.seq}"
            out.write(f"{label}: violation{where}: {error.message}\n")
            continue
        active = replay.active or []
        out.write(
            f"{label}: valid: {len(replay.session.events)} events "
            f"(seed {replay.session.seed_length}), {replay.schedule_changes} schedule changes, "
            f"{replay.seen_ids} ids, {len(active)} active"
            + "".join(f"\n  {r.id} due {r.scheduledAt}{_rule(r)}" for r in active)
            + "\n"
        )
        if replay.wake_index not in (None, "matches"):
            out.write(f"{label}: {_index_text(replay)}\n")
    if not replays:  # a store that holds no session yet (killed before its first commit)
        out.write(f"{name}: valid: no sessions\n")


def _rule(record: Record) -> str:
    """A recurring record's rule, in words, after its next occurrence."""
    return f" ({rule_words(record)})" if is_recurring(record) else ""


def _index_text(replay: Replay) -> str:
    stored = _instant(replay.session.wake_at)
    due = _instant(replay.due_at)
    if replay.wake_index == "early":
        return (
            f"note: the wake-up index says {stored}, before the earliest pending reminder "
            f"({due}): harmless, a worker looks at the session then and corrects it"
        )
    return (
        f"wake-up index violation: it says {stored}, but the earliest pending reminder is due "
        f"{due}: no worker would open the session in time"
    )


def _instant(ms: int | None) -> str:
    if ms is None:
        return "none"
    try:
        return format_instant(ms)
    except ValueError:
        return f"{ms} ms"


def _json_report(name: str, replays: list[Replay], protocol: int) -> dict[str, object]:
    return {
        "log": name,
        "protocol": protocol,
        "valid": not any(replay.failed for replay in replays),
        "sessions": [
            {
                "session": replay.session.session_id,
                "valid": replay.violation is None,
                "events": len(replay.session.events),
                "seedLength": replay.session.seed_length,
                "scheduleChanges": replay.schedule_changes,
                "ids": replay.seen_ids,
                "active": None
                if replay.active is None
                else [
                    {"id": r.id, "kind": r.kind, "scheduledAt": r.scheduledAt}
                    for r in replay.active
                ],
                "violation": None
                if replay.violation is None
                else {"seq": replay.violation.seq, "message": replay.violation.message},
                "wakeAt": replay.session.wake_at,
                "wakeIndex": replay.wake_index,
                "checkpoint": replay.session.checkpoint,
            }
            for replay in replays
        ],
    }


def _sessions(
    log: Path | str, name: str, session_id: str | None, seed_length: int
) -> Iterator[LogSession]:
    if isinstance(log, str):
        yield from _store_sessions(log, name, session_id)
        return
    path = log
    try:
        with path.open("rb") as file:
            magic = file.read(len(SQLITE_MAGIC))
    except OSError as error:
        raise LogReadError(f"{path}: cannot read: {error.strerror}") from None
    if magic == SQLITE_MAGIC:
        yield from _store_sessions(f"sqlite:{path}", name, session_id)
    else:
        yield LogSession(str(path), None, seed_length, _jsonl_events(path))


def _store_sessions(url: str, name: str, session_id: str | None) -> Iterator[LogSession]:
    from dsh_schedule.host.errors import StoreError
    from dsh_schedule.host.store_url import open_store

    if url == "memory:":
        raise LogReadError(
            "session store memory: holds nothing in a new process; "
            "name a SQLite file or a PostgreSQL database"
        )
    try:
        store = open_store(url, read_only=True)  # validating never writes, not even WAL setup
        try:
            stored = store.load_sessions()
            chosen = [s for s in stored if session_id is None or s.id == session_id]
            if not chosen and session_id is not None:
                raise LogReadError(
                    f"{name}: no session {session_id!r} "
                    f"(sessions: {', '.join(s.id for s in stored)})"
                )
            kept = {s.id: store.checkpoint_of(s.id) for s in chosen}
        finally:
            store.close()
    except StoreError as error:
        raise LogReadError(str(error)) from None
    for session in chosen:
        yield LogSession(
            f"{name} {session.id}",
            session.id,
            session.seed_length,
            list(session.events),
            indexed=True,
            wake_at=session.wake_at,
            checkpoint=_checkpoint_problem(session, *kept[session.id]),
        )


def _checkpoint_problem(
    session: StoredSession, stored: checkpoints.Stored | None, seen: list[str]
) -> str | None:
    from dsh_schedule.host.stores import checkpoints, encode_data

    rows = [(e.seq, e.type, e.time, encode_data(session.id, e.data)) for e in session.events]
    return checkpoints.verify(stored, seen, session.seed_length, session.events, rows)


def _jsonl_events(path: Path) -> list[Event]:
    events: list[Event] = []
    with path.open(encoding="utf-8", errors="surrogateescape") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except ValueError as error:
                raise LogReadError(f"{path}:{number}: not a JSON event: {error}") from None
            except RecursionError:
                raise LogReadError(
                    f"{path}:{number}: not a JSON event: nested too deeply"
                ) from None
            if not (
                isinstance(value, dict)
                and isinstance(value.get("type"), str)
                and isinstance(value.get("seq"), int)
                and isinstance(value.get("time"), int)
                and "data" in value
            ):
                raise LogReadError(f"{path}:{number}: an event needs type, seq, time and data")
            if value["seq"] != len(events):
                raise LogReadError(
                    f"{path}:{number}: seq {value['seq']} where {len(events)} was due"
                )
            events.append(Event(value["type"], value["seq"], value["time"], value["data"]))
    return events
