"""Checkpoints as a host writes them, folded here from a whole log (for store tests), and what
the checkpoint tests share: session `s` claimed and committed under a released lease, a history
of every kind of change, and a SQLite file holding a checkpoint for a test to damage."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path

from dsh_schedule.host.stores import SessionStore, StoredSession, checkpoints
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.events import Event, SessionEvent
from dsh_schedule.runtime.fold import FoldCheckpoint, ScheduleProjection
from tests.support.changes import create, delete, dispatch, log
from tests.support.stores import HOLDER


def write_of(
    events: Sequence[SessionEvent],
    seed_length: int = 0,
    *,
    since: int = 0,
    whole: bool = True,
    protocol: int = 1,
) -> checkpoints.Write:
    """The checkpoint of the whole of `events`, with the seen ids after the first `since`."""
    projection = ScheduleProjection(seed_length, protocol)
    projection.refresh(events)
    state = projection.snapshot(len(events), since)
    assert state is not None
    return checkpoints.write_of(state, since, whole)


TTL = 60_000


def claimed(store: SessionStore, session_id: str = "s") -> StoredSession:
    """The session as a claim reads it; the lease is given up at once."""
    (claim,) = store.claim(HOLDER, TTL, session_id=session_id)
    store.release(claim.lease)
    return claim.stored


def commit_released(
    store: SessionStore, events: list[Event], checkpoint: checkpoints.Write | None = None
) -> None:
    """Commit `events` (and `checkpoint`) to session `s` under a lease given up after."""
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    store.commit(claim.lease, events, None, checkpoint)
    store.release(claim.lease)


def resumable_of(stored: StoredSession) -> FoldCheckpoint:
    """The checkpoint a claim offered, which must be one to resume from."""
    offer = stored.checkpoint
    assert offer is not None
    usable = checkpoints.resumable(offer, stored.seed_length, stored.events[offer.length - 1])
    assert isinstance(usable, FoldCheckpoint), usable
    return usable


def mixed_history(count: int) -> list[Event]:
    """Creates, deletes, dispatches and notes, leaving schedule-2 and the last create active."""
    items: list[object] = [create("schedule-1"), create("schedule-2")]
    for number in range(3, count + 3):
        items += [create(f"schedule-{number}"), ("note", {"n": number})]
        items.append(delete(f"schedule-{number - 1}") if number > 3 else dispatch("schedule-1"))
    return log(*items)


def sqlite_with_checkpoint(path: Path, events: list[Event]) -> SqliteStore:
    """A SQLite store at `path` whose session `s` holds `events` and their checkpoint."""
    store = SqliteStore(path)
    store.create_session(StoredSession("s", "main", 0, (), wake_at=31_000))
    commit_released(store, events, write_of(events))
    return store


def execute_sql(path: Path, statement: str, *values: object) -> None:
    """Run one SQL statement on the file, behind the store's back."""
    with sqlite3.connect(path) as db:
        db.execute(statement, values)


def encoded(data: object) -> str:
    """The stored text of `data`, as the stores encode it."""
    from dsh_schedule.host.stores import encode_data

    return encode_data("s", data)
