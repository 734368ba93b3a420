"""`SessionStore.due_unclaimed` on every store: the sessions `claim_due` would claim now,
counted, and the one due earliest; it claims and writes nothing."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from dsh_schedule.host.stores import Backlog, MemoryStore, SessionStore, StoredSession
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sqlite import SqliteStore

HOLDER = Holder("h", 1, "i", "worker")


def stores(tmp_path: Path, request: pytest.FixtureRequest) -> dict[str, Callable[[], SessionStore]]:
    return {
        "memory": MemoryStore,
        "sqlite": lambda: SqliteStore(tmp_path / "s.sqlite"),
        "postgresql": lambda: PostgresStore(request.getfixturevalue("postgres_url")),
    }


@pytest.mark.parametrize("kind", ["memory", "sqlite", "postgresql"])
def test_due_unclaimed_counts_what_a_worker_would_claim(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    store = stores(tmp_path, request)[kind]()
    try:
        assert store.due_unclaimed() == Backlog(0)
        now = store.clock.now_ms()
        wakes = {
            "free": now - 5_000,
            "held": now - 8_000,
            "expired": now - 3_000,
            "released": now - 1_000,
            "later": now + 60_000,
            "never": None,
        }
        for name, wake in wakes.items():
            store.create_session(StoredSession(name, name, 0, (), wake_at=wake))
        store.claim(HOLDER, 60_000, session_id="held")
        store.claim(HOLDER, 1, session_id="expired")
        (released,) = store.claim(HOLDER, 60_000, session_id="released")
        store.release(released.lease)
        time.sleep(0.05)  # the 1 ms lease is over
        leases = {name: store.lease_of(name) for name in wakes}
        backlog = store.due_unclaimed()
        assert backlog == Backlog(3, "free", now - 5_000)
        assert {name: store.lease_of(name) for name in wakes} == leases  # nothing claimed
        claimed = store.claim_due(HOLDER, 60_000, 10)
        assert sorted(c.stored.id for c in claimed) == ["expired", "free", "released"]
        assert store.due_unclaimed() == Backlog(0)
    finally:
        store.close()


def test_a_read_only_sqlite_store_answers(tmp_path: Path) -> None:
    writer = SqliteStore(tmp_path / "s.sqlite")
    writer.create_session(StoredSession("s", "a", 0, (), wake_at=1))
    writer.close()
    reader = SqliteStore(tmp_path / "s.sqlite", read_only=True)
    try:
        assert reader.due_unclaimed() == Backlog(1, "s", 1)
    finally:
        reader.close()
