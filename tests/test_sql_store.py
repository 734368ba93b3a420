"""The SQL store is one store: SQLite and PostgreSQL read a claimed session by one check.

A claim refuses a stored record that no commit could have written (a seed longer than the
log, or before its start) on both databases alike, naming the store and the session, and
leaves the lease as it was.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sql import SqlStore
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.events import Event
from tests.support.stores import HOLDER

TTL = 15_000
EVENTS = (Event("message", 0, 1_000, {"text": "a"}), Event("message", 1, 2_000, {"text": "b"}))


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqliteStore | PostgresStore]:
    opened: SqliteStore | PostgresStore
    if request.param == "sqlite":
        opened = SqliteStore(tmp_path / "s.sqlite")
    else:
        opened = PostgresStore(request.getfixturevalue("postgres_url"))
    opened.create_session(StoredSession("s1", "main", 1, EVENTS))
    yield opened
    opened.close()


def _where(store: SqliteStore | PostgresStore) -> str:
    return str(store.path) if isinstance(store, SqliteStore) else store.label


def _sessions(store: SqliteStore | PostgresStore) -> str:
    return "sessions" if isinstance(store, SqliteStore) else "dsh_sessions"


def test_both_databases_resume_a_claimed_session_by_the_one_check() -> None:
    assert SqliteStore._resumed is PostgresStore._resumed is SqlStore._resumed


@pytest.mark.parametrize("seed_length", [3, -1])
def test_a_claim_refuses_a_seed_no_commit_could_have_written(
    store: SqliteStore | PostgresStore, seed_length: int
) -> None:
    store._database().execute(f"UPDATE {_sessions(store)} SET seed_length = {seed_length}")
    with pytest.raises(StoreError) as caught:
        store.claim(HOLDER, TTL, session_id="s1")
    assert str(caught.value) == (
        f"session store {_where(store)}: damaged: session s1: seed_length {seed_length} "
        "outside its 2 events"
    )
    assert store.lease_of("s1") is None  # the refused claim wrote nothing


def test_a_claim_of_a_sound_record_reads_it_whole(store: SqliteStore | PostgresStore) -> None:
    (claim,) = store.claim(HOLDER, TTL, session_id="s1")
    assert (claim.stored.seed_length, tuple(claim.stored.events)) == (1, EVENTS)
    assert store.lease_of("s1") == claim.lease


def test_a_claim_on_sqlite_refuses_a_wake_up_time_that_is_not_one(tmp_path: Path) -> None:
    """Only SQLite can hold such a value (PostgreSQL's column is a bigint); the check that
    refuses it is the one both run."""
    store = SqliteStore(tmp_path / "s.sqlite")
    store.create_session(StoredSession("s1", "main", 1, EVENTS))
    store._database().execute("UPDATE sessions SET wake_at = 'soon'")
    with pytest.raises(StoreError) as caught:
        store.claim(HOLDER, TTL, session_id="s1")
    assert str(caught.value) == (
        "session s1: a wake-up time is a 64-bit integer or none, not 'soon'"
    )
    store.close()
