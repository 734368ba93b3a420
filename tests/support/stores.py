"""What store tests share: lease holders, a commit under a fresh claim, and the store contract
suite's backends (each a factory taking the test's fixtures and lease clock and returning an
opener that opens the store at the same place each call, so a second call is a reopen: a new
process on the same data) and the sessions and events it stores."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from dsh_schedule.host.stores import MemoryStore, SessionStore, StoredSession
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS, Holder, Lease
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event, SessionEvent

HOLDER = Holder("test-host", 1, "test-instance")


def commit_claimed(store: SessionStore, session_id: str, events: Sequence[SessionEvent]) -> None:
    """Claim the session for `HOLDER` (again, if it holds it already) and commit under it."""
    (claim,) = store.claim(HOLDER, DEFAULT_TTL_MS, session_id=session_id)
    store.commit(claim.lease, events)


Opener = Callable[[], SessionStore]


def memory_backend(_: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    store = MemoryStore(clock=clock)
    return lambda: store


def sqlite_backend(request: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    scratch: Path = request.getfixturevalue("tmp_path")
    return lambda: SqliteStore(scratch / "sessions.sqlite", clock=clock)


def postgres_backend(request: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    url: str = request.getfixturevalue("postgres_url")
    return lambda: PostgresStore(url, clock=clock)


def postgres_pooled_backend(request: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    url: str = request.getfixturevalue("postgres_url")
    return lambda: PostgresStore(url, clock=clock, pooled=True)


BACKENDS = [
    pytest.param(memory_backend, id="memory"),
    pytest.param(sqlite_backend, id="sqlite"),
    pytest.param(postgres_backend, id="postgres"),
    pytest.param(postgres_pooled_backend, id="postgres-pooled"),
]


def note_events(start: int, *data: object) -> tuple[Event, ...]:
    """Events numbered from `start`, one per item of `data`."""
    return tuple(Event("note", start + i, 1000 + start + i, item) for i, item in enumerate(data))


def stored_session(session_id: str, *data: object, seed_length: int = 0) -> StoredSession:
    """A session of `data` as events from 0, for an agent named after it."""
    return StoredSession(session_id, f"agent of {session_id}", seed_length, note_events(0, *data))


OTHER = Holder("other-host", 2, "other-instance")
TTL = 15_000


def claimed_one(store: SessionStore, session_id: str, holder: Holder = HOLDER) -> Lease:
    """The lease `holder` gets on one session, for `TTL`."""
    (claim,) = store.claim(holder, TTL, session_id=session_id)
    return claim.lease
