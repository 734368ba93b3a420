"""`dsh-schedule validate-log`: replay an existing log under the invariant policy.

A log is a JSONL file (one event object per line: type, seq, time, data) or a SQLite store
written by the embedded host. Each session is folded strictly; the first violation is
reported with its seq.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import ScheduleProjection

SQLITE_MAGIC = b"SQLite format 3\x00"
PROGRESS_EVERY = 100_000


class LogReadError(Exception):
    """The log cannot be read at all (as opposed to a log that breaks a replay rule)."""


@dataclass(frozen=True)
class LogSession:
    label: str
    seed_length: int
    events: Sequence[Event]


def validate_log(path: Path, session_id: str | None, seed_length: int, out: TextIO) -> int:
    """0 when every session replays; 1 at the first violation (reported with its seq)."""
    checked = 0
    for session in _sessions(path, session_id, seed_length):
        checked += 1
        projection = ScheduleProjection(session.seed_length)
        try:
            for done in range(0, len(session.events), PROGRESS_EVERY):
                if done:
                    print(f"{session.label}: {done} events checked...", file=sys.stderr)
                projection.update(session.events[: done + PROGRESS_EVERY])
            active = projection.active
        except ScheduleLogError as error:
            where = "" if error.seq is None else f" at seq {error.seq}"
            out.write(f"{session.label}: violation{where}: {error.message}\n")
            return 1
        changes = sum(1 for event in session.events if event.type == SCHEDULE_CHANGE)
        out.write(
            f"{session.label}: valid: {len(session.events)} events (seed {session.seed_length}), "
            f"{changes} schedule changes, {len(projection.seen_ids)} ids, "
            f"{len(active)} active"
            + "".join(f"\n  {r.id} due {r.scheduledAt}" for r in active.values())
            + "\n"
        )
    if not checked:  # a store that holds no session yet (killed before its first commit)
        out.write(f"{path}: valid: no sessions\n")
    return 0


def _sessions(path: Path, session_id: str | None, seed_length: int) -> Iterator[LogSession]:
    try:
        with path.open("rb") as file:
            magic = file.read(len(SQLITE_MAGIC))
    except OSError as error:
        raise LogReadError(f"{path}: cannot read: {error.strerror}") from None
    if magic == SQLITE_MAGIC:
        yield from _sqlite_sessions(path, session_id)
    else:
        yield LogSession(str(path), seed_length, _jsonl_events(path))


def _sqlite_sessions(path: Path, session_id: str | None) -> Iterator[LogSession]:
    from dsh_schedule.host.sqlite_store import SqliteStore
    from dsh_schedule.host.store import StoreError

    try:
        store = SqliteStore(path, read_only=True)  # validating never writes, not even WAL setup
        try:
            stored = store.load_sessions()
        finally:
            store.close()
    except StoreError as error:
        raise LogReadError(str(error)) from None
    chosen = [s for s in stored if session_id is None or s.id == session_id]
    if not chosen and session_id is not None:
        raise LogReadError(
            f"{path}: no session {session_id!r} (sessions: {', '.join(s.id for s in stored)})"
        )
    for session in chosen:
        yield LogSession(f"{path} {session.id}", session.seed_length, list(session.events))


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
