"""What the PostgreSQL store's tests share: a store opened and closed, a plain connection to
tamper with it, a store populated with sessions, every row of its tables (what a refusal must not
change), and the one `StoreError` line that opening a refused store raises."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
import pytest

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.runtime.events import Event
from tests.support.stores import HOLDER, TTL

TABLES = (
    "dsh_meta",
    "dsh_sessions",
    "dsh_events",
    "dsh_leases",
    "dsh_checkpoints",
    "dsh_seen_ids",
)


@contextmanager
def opened(url: str, **options: Any) -> Iterator[PostgresStore]:
    """The store at `url`, closed when the block ends."""
    store = PostgresStore(url, **options)
    try:
        yield store
    finally:
        store.close()


def raw_connection(url: str) -> psycopg.Connection[tuple[Any, ...]]:
    """A plain connection, to tamper with a store the way a bug or another program would."""
    return psycopg.connect(url, autocommit=True)


def notes(start: int, stop: int) -> list[Event]:
    """Note events numbered `start` to `stop - 1`."""
    return [Event("note", seq, 1000 + seq, {"n": seq}) for seq in range(start, stop)]


def populated(url: str, sessions: int = 1, events: int = 3) -> str:
    """A store with sessions `s0`, ... of the agent `main`, each with `events` notes and its
    lease released."""
    with opened(url) as store:
        for number in range(sessions):
            store.create_session(StoredSession(f"s{number}", "main", 0, ()))
            (claim,) = store.claim(HOLDER, TTL, session_id=f"s{number}")
            store.commit(claim.lease, notes(0, events))
            store.release(claim.lease)
    return url


def contents(url: str) -> list[object]:
    """Every row of the store's tables, and its relations: what a refusal must not change."""
    with raw_connection(url) as db:
        found = [
            row
            for row in db.execute(
                "SELECT relname, relkind FROM pg_class WHERE relnamespace ="
                " (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) ORDER BY 1"
            )
        ]
        tables = [name for name, kind in found if name in TABLES and kind == "r"]
        return found + [db.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall() for t in tables]


def refusal(url: str, action: Callable[[PostgresStore], object] = lambda store: None) -> str:
    """The message of the one `StoreError` opening `url` (and running `action`) raises,
    checking that it is one line naming the URL and that nothing in the store changed."""
    before = contents(url)
    with pytest.raises(StoreError) as caught, opened(url) as store:
        action(store)
    message = str(caught.value)
    assert message.startswith(f"session store {url}: ") and "\n" not in message
    assert contents(url) == before
    return message
