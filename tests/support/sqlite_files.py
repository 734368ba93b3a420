"""SQLite store files as tests write them by hand: older layouts, or damage done the way a bug
or another program would."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from dsh_schedule.host.stores.sqlite import APPLICATION_ID, LAYOUTS, SqliteStore


@contextmanager
def opened(path: Path) -> Iterator[SqliteStore]:
    """The store in `path`, closed on leaving the block."""
    store = SqliteStore(path)
    try:
        yield store
    finally:
        store.close()


def raw(path: Path) -> closing[sqlite3.Connection]:
    """A plain connection to `path`, outside the store and its checks."""
    return closing(sqlite3.connect(path, isolation_level=None))


def write_layout(db: sqlite3.Connection, version: int) -> None:
    """The tables and marks of a store file as schema `version` wrote it, with no rows."""
    db.execute("PRAGMA journal_mode = WAL")
    for layout in LAYOUTS[:version]:
        for statement in layout:
            db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {version}")


CHECKPOINTED = "remind me in 1 hour to wait\n" * 13
"""Shell input after which the session has a checkpoint: a log gets its first once it holds
`CHECKPOINT_EVERY` (64) events, and each of these requests appends five (the person's line,
the model's call, its result, the create, the reply)."""


def damage_first_event(path: Path) -> None:
    """Give event 0 of session-1 a time that is text, not an integer, where the session's
    checkpoint lets a claim skip it (the checkpoint covers more than that one event): the
    damage is met only by whatever reads the history."""
    with raw(path) as db:
        ((covered,),) = db.execute(
            "SELECT length FROM checkpoints JOIN sessions ON position = session"
            " WHERE id = 'session-1'"
        ).fetchall()
        assert covered > 1, "event 0 would be read by the claim"
        db.execute(
            "UPDATE events SET time = 'noon' WHERE seq = 0 AND session ="
            " (SELECT position FROM sessions WHERE id = 'session-1')"
        )
