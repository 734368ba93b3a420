"""Group commit: on a store whose commits share a sync, the flushes of one event-loop turn
share one store transaction, and each still gets its own outcome (issue 19); on the memory
store, which has no sync to share, each flush commits at once with the same outcomes. The store
side of each rule is in the store suite (tests/test_host_store_group_commit.py); here: random
mixes of commits, and the flush path of the host."""

from __future__ import annotations

import asyncio
import itertools
import sqlite3
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.host.errors import (
    FlushRejectedError,
    LeaseLostError,
    SessionDetachedError,
    StoreBusyError,
    StoreError,
)
from dsh_schedule.host.sessions import HostSession, HostSessions
from dsh_schedule.host.stores import (
    Commit,
    MemoryStore,
    SessionStore,
    StoredSession,
    WakeUp,
    shares_sync,
)
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.host.testing import FaultySessions
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event
from tests.support.stores import HOLDER

OTHER = Holder("other-host", 2, "other-instance")
TTL = 60_000
NOW = 1_000_000


def _events(start: int, *data: object) -> list[Event]:
    return [Event("note", start + i, NOW, item) for i, item in enumerate(data)]


def _logs(store: SessionStore) -> dict[str, list[object]]:
    return {s.id: [e.data for e in s.events] for s in store.load_sessions()}


# --- random mixes of good and bad commits: exactly the good ones land ------------------------

KINDS = ("good", "fence only", "gap", "taken over", "not json")


@pytest.fixture(scope="module")
def scratch() -> Iterator[Callable[[], SqliteStore]]:
    """Fresh SQLite stores for the examples of a property (one file each)."""
    with tempfile.TemporaryDirectory(prefix="dsh-group-") as folder:
        numbers = itertools.count()
        yield lambda: SqliteStore(Path(folder) / f"{next(numbers)}.sqlite", clock=VirtualClock(NOW))


@pytest.mark.parametrize("backend", ["memory", "sqlite"])
@settings(max_examples=40, deadline=None)
@given(
    plan=st.lists(
        st.tuples(st.sampled_from(KINDS), st.integers(0, 3), st.booleans()), min_size=1, max_size=6
    )
)
def test_a_random_mix_of_commits_lands_exactly_the_good_ones(
    scratch: Callable[[], SqliteStore], backend: str, plan: list[tuple[str, int, bool]]
) -> None:
    store: SessionStore = MemoryStore(clock=VirtualClock(NOW)) if backend == "memory" else scratch()
    commits = []
    for number, (kind, count, wake) in enumerate(plan):
        session_id = f"s{number}"
        store.create_session(StoredSession(session_id, f"agent {number}", 0, tuple(_events(0, 0))))
        (claim,) = store.claim(HOLDER, TTL, session_id=session_id)
        lease = claim.lease
        if kind == "taken over":
            store.release(lease)
            store.claim(OTHER, TTL, session_id=session_id)
        events = {
            "good": _events(1, *range(1, count + 1)),
            "fence only": [],
            "gap": _events(2 + count, "gap"),
            "taken over": _events(1, "late"),
            "not json": _events(1, *range(count), {"no": {1, 2}}),
        }[kind]
        commits.append(Commit(lease, events, WakeUp(number) if wake else None))
    outcomes = store.commit_many(commits)
    logs = _logs(store)
    for number, ((kind, count, _), outcome) in enumerate(zip(plan, outcomes, strict=True)):
        landed = kind in ("good", "fence only")
        assert (outcome is None) == landed, (kind, outcome)
        if kind == "taken over":
            assert isinstance(outcome, LeaseLostError)
        elif not landed:
            assert isinstance(outcome, StoreError) and not isinstance(outcome, LeaseLostError)
        expected = [0, *range(1, count + 1)] if kind == "good" else [0]
        assert logs[f"s{number}"] == expected
    wakes = {s.id: s.wake_at for s in store.load_sessions()}
    for number, (kind, _, wake) in enumerate(plan):
        landed = kind in ("good", "fence only")
        assert wakes[f"s{number}"] == (number if wake and landed else None)
    store.close()


# --- the flush path: one commit_many per event-loop turn --------------------------------------


class Counted:
    """A store whose group commits are counted: the size of each `commit_many` call."""

    def __init__(self, store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
        self.store = store
        self.grouped = shares_sync(store)
        """Whether the host groups the flushes of one turn on this store (not the memory one)."""
        self.groups: list[int] = []
        commit_many = store.commit_many

        def counted(commits: Sequence[Commit]) -> list[StoreError | None]:
            self.groups.append(len(commits))
            return commit_many(commits)

        monkeypatch.setattr(store, "commit_many", counted)


def _memory(request: pytest.FixtureRequest, clock: VirtualClock) -> SessionStore:
    return MemoryStore(clock=clock)


def _sqlite(request: pytest.FixtureRequest, clock: VirtualClock) -> SessionStore:
    scratch: Path = request.getfixturevalue("tmp_path")
    return SqliteStore(scratch / "sessions.sqlite", clock=clock, busy_timeout_s=0.05)


def _postgres(request: pytest.FixtureRequest, clock: VirtualClock) -> SessionStore:
    return PostgresStore(request.getfixturevalue("postgres_url"), clock=clock)


@pytest.fixture
def clock() -> VirtualClock:
    return VirtualClock(NOW)


@pytest.fixture(
    params=[
        pytest.param(_memory, id="memory"),
        pytest.param(_sqlite, id="sqlite"),
        pytest.param(_postgres, id="postgres"),
    ]
)
def counted(
    request: pytest.FixtureRequest, clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Counted]:
    factory: Callable[[pytest.FixtureRequest, VirtualClock], SessionStore] = request.param
    store = factory(request, clock)
    yield Counted(store, monkeypatch)
    store.close()


def _live(
    store: SessionStore, clock: VirtualClock, *names: str
) -> tuple[HostSessions, list[HostSession]]:
    sessions = HostSessions(store, clock, HOLDER, TTL)
    return sessions, [sessions.create(name) for name in names]


def test_concurrent_flushes_share_one_group_and_sequential_ones_still_work(
    counted: Counted, clock: VirtualClock
) -> None:
    sessions, live = _live(counted.store, clock, "a", "b", "c")

    async def run() -> None:
        for number, session in enumerate(live):
            session.append("note", f"{session.agent_name}{number}")
        flushed = await asyncio.gather(*(sessions.flush(session) for session in live))
        assert flushed == [True, True, True]
        assert counted.groups == ([3] if counted.grouped else [1, 1, 1])
        live[0].append("note", "again")
        assert await sessions.flush(live[0]) is True
        assert await sessions.flush(live[1]) is True  # nothing pending: the fence alone
        assert counted.groups[-2:] == [1, 1]

    asyncio.run(run())
    a, b, c = live
    assert _logs(counted.store) == {a.id: ["a0", "again"], b.id: ["b1"], c.id: ["c2"]}
    assert all(session.unflushed == () for session in live)


def test_a_lost_lease_fails_its_own_flush_only_and_retires_only_its_session(
    counted: Counted, clock: VirtualClock
) -> None:
    sessions, (a, b, c) = _live(counted.store, clock, "a", "b", "c")
    lost: list[str] = []
    sessions.on_lost(lambda session, reason: lost.append(session.id))
    counted.store.release(b.lease)
    counted.store.claim(OTHER, TTL, session_id=b.id)  # another process took b over
    for session in (a, b, c):
        session.append("note", session.agent_name)

    async def run() -> list[bool | BaseException]:
        flushes = (sessions.flush(session) for session in (a, b, c))
        return await asyncio.gather(*flushes, return_exceptions=True)

    first, second, third = asyncio.run(run())
    assert (first, third) == (True, True)
    assert isinstance(second, LeaseLostError)
    assert counted.groups == ([3] if counted.grouped else [1, 1, 1])
    assert lost == [b.id]
    assert [s.id for s in sessions.list()] == [a.id, c.id]
    assert _logs(counted.store) == {a.id: ["a"], b.id: [], c.id: ["c"]}


def test_a_failed_transaction_fails_every_flush_of_the_group_with_its_own_error(
    counted: Counted, clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    sessions, live = _live(counted.store, clock, "a", "b")
    for session in live:
        session.append("note", session.agent_name)

    def broken() -> int:
        raise OSError("the clock is gone")

    async def run() -> list[bool | BaseException]:
        return await asyncio.gather(*map(sessions.flush, live), return_exceptions=True)

    with monkeypatch.context() as patched:
        patched.setattr(clock, "now_ms", broken)
        failures = asyncio.run(run())
    for failure in failures:
        assert isinstance(failure, StoreError) and "the lease clock failed" in str(failure)
    assert failures[0] is not failures[1]
    assert [len(session.unflushed) for session in sessions.list()] == [1, 1]  # kept, still live
    assert asyncio.run(run()) == [True, True]
    assert _logs(counted.store) == {live[0].id: ["a"], live[1].id: ["b"]}


def test_a_sqlite_write_lock_held_elsewhere_fails_the_group_and_the_next_one_commits(
    tmp_path: Path,
) -> None:
    clock = VirtualClock(NOW)
    store = SqliteStore(tmp_path / "s.sqlite", clock=clock, busy_timeout_s=0.05)
    sessions, live = _live(store, clock, "a", "b")
    for session in live:
        session.append("note", session.agent_name)

    async def run() -> list[bool | BaseException]:
        return await asyncio.gather(*map(sessions.flush, live), return_exceptions=True)

    other = sqlite3.connect(tmp_path / "s.sqlite", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    busy = asyncio.run(run())
    assert all(isinstance(failure, StoreBusyError) for failure in busy)
    other.execute("ROLLBACK")
    other.close()
    assert asyncio.run(run()) == [True, True]
    store.close()


def test_injected_faults_and_a_removed_listener_answer_each_flush_of_a_group(
    counted: Counted, clock: VirtualClock
) -> None:
    store = counted.store
    sessions = FaultySessions(store, clock, HOLDER, TTL)
    live = [sessions.create(name) for name in ("a", "b", "c")]
    for session in live:
        session.append("note", session.agent_name)

    async def run() -> list[bool | BaseException]:
        return await asyncio.gather(*map(sessions.flush, live), return_exceptions=True)

    sessions.persistence.inject_faults(skip=1, fail=1)
    first, second, third = asyncio.run(run())
    assert (first, third) == (True, True)
    assert isinstance(second, FlushRejectedError)
    assert _logs(store) == {live[0].id: ["a"], live[1].id: [], live[2].id: ["c"]}
    sessions.persistence.attached = False
    assert asyncio.run(run()) == [False, False, False]
    sessions.persistence.attached = True
    assert asyncio.run(run()) == [True, True, True]
    assert _logs(store) == {live[0].id: ["a"], live[1].id: ["b"], live[2].id: ["c"]}
    assert counted.groups == ([2, 3] if counted.grouped else [1] * 5)  # refused: not committed


def test_a_second_flush_of_a_session_in_one_turn_runs_after_the_first(
    counted: Counted, clock: VirtualClock
) -> None:
    sessions, (a, b) = _live(counted.store, clock, "a", "b")
    a.append("note", "a")

    async def run() -> tuple[bool, bool, bool]:
        return await asyncio.gather(sessions.flush(a), sessions.flush(b), sessions.flush(a))

    assert list(asyncio.run(run())) == [True, True, True]
    assert counted.groups == ([2, 1] if counted.grouped else [1, 1, 1])
    assert _logs(counted.store) == {a.id: ["a"], b.id: []}


def test_a_flush_cancelled_before_its_group_persists_nothing(tmp_path: Path) -> None:
    clock = VirtualClock(NOW)
    store = SqliteStore(tmp_path / "s.sqlite", clock=clock)
    sessions, (a,) = _live(store, clock, "a")
    a.append("note", "a")

    async def run() -> None:
        flush = asyncio.ensure_future(sessions.flush(a))  # queued: its group runs later
        flush.cancel()
        with pytest.raises(asyncio.CancelledError):
            await flush

    asyncio.run(run())
    assert _logs(store) == {a.id: []}
    assert a.unflushed != ()
    store.close()


def test_gathered_flushes_of_a_group_make_no_task_apiece(tmp_path: Path) -> None:
    """A group's flushes are futures: `asyncio.gather` awaits them as they are, where it
    wraps each coroutine in a task of its own (a tenth of a change's CPU in a group)."""
    clock = VirtualClock(NOW)
    store = SqliteStore(tmp_path / "s.sqlite", clock=clock)
    sessions, live = _live(store, clock, "a", "b", "c")
    tasks: list[int] = []
    for session in live:
        session.append("note", session.id)
        session.when_durable(0, lambda: tasks.append(len(asyncio.all_tasks())))

    async def run() -> list[bool]:
        return await asyncio.gather(*(sessions.flush(s) for s in live))

    assert asyncio.run(run()) == [True, True, True]
    assert tasks == [1, 1, 1]  # the gathering task alone, while the group commits
    assert _logs(store) == {s.id: [s.id] for s in live}
    store.close()


def test_a_grouped_flush_of_a_session_not_live_fails_where_it_is_awaited(tmp_path: Path) -> None:
    clock = VirtualClock(NOW)
    store = SqliteStore(tmp_path / "s.sqlite", clock=clock)
    sessions, (a, b) = _live(store, clock, "a", "b")
    a.append("note", "a")
    b.append("note", "b")
    sessions.close(a)

    async def run() -> list[bool | BaseException]:
        flushes = [sessions.flush(s) for s in (a, b)]  # no error at the call
        return await asyncio.gather(*flushes, return_exceptions=True)

    closed, flushed = asyncio.run(run())
    assert isinstance(closed, SessionDetachedError)
    assert str(closed) == f"session {a.id} is not live in this host"
    assert flushed is True
    assert _logs(store) == {a.id: [], b.id: ["b"]}
    store.close()


def test_a_session_closed_before_its_group_runs_fails_its_flush_as_not_live(
    tmp_path: Path,
) -> None:
    clock = VirtualClock(NOW)
    store = SqliteStore(tmp_path / "s.sqlite", clock=clock)
    sessions, (a, b) = _live(store, clock, "a", "b")
    a.append("note", "a")
    b.append("note", "b")

    async def run() -> list[bool | BaseException]:
        flushes = [sessions.flush(s) for s in (a, b)]  # both queued, their group not run
        sessions.close(a)
        return await asyncio.gather(*flushes, return_exceptions=True)

    closed, flushed = asyncio.run(run())
    assert isinstance(closed, SessionDetachedError)
    assert flushed is True
    assert _logs(store) == {a.id: [], b.id: ["b"]}
    store.close()


def test_commit_is_the_group_of_one(counted: Counted, clock: VirtualClock) -> None:
    _, (a,) = _live(counted.store, clock, "a")
    counted.store.commit(a.lease, _events(0, "x"))
    with pytest.raises(StoreError, match="does not continue"):
        counted.store.commit(a.lease, _events(0, "x"))
    assert counted.groups == [1, 1]


# --- a store with no sync to share: each flush commits at once --------------------------------


def test_a_store_says_whether_its_commits_share_a_sync(tmp_path: Path) -> None:
    sqlite = SqliteStore(tmp_path / "s.sqlite")
    assert (shares_sync(MemoryStore()), shares_sync(sqlite)) == (False, True)
    assert PostgresStore.shares_sync is True
    assert shares_sync(cast(SessionStore, object())) is True  # one that does not say groups
    sqlite.close()


def test_a_memory_store_flush_commits_before_any_other_callback_runs(clock: VirtualClock) -> None:
    store = MemoryStore(clock=clock)
    sessions, (a, b) = _live(store, clock, "a", "b")
    seen: list[dict[str, list[object]]] = []

    async def run() -> None:
        asyncio.get_running_loop().call_soon(lambda: seen.append(_logs(store)))
        a.append("note", "a")
        assert await sessions.flush(a) is True
        assert seen == []  # the loop never had a turn: the flush did not wait for one
        assert _logs(store) == {a.id: ["a"], b.id: []}
        b.append("note", "b")
        flush = sessions.flush(b)
        assert _logs(store)[b.id] == []  # asked, not yet run: a coroutine runs when awaited
        assert await flush is True
        assert seen == []
        await asyncio.sleep(0)
        assert seen == [{a.id: ["a"], b.id: ["b"]}]

    asyncio.run(run())


class _Unsaid:
    """A store written before `shares_sync`: the memory store's every attribute but that."""

    def __init__(self, store: MemoryStore) -> None:
        self._store = store

    def __getattr__(self, name: str) -> Any:
        if name == "shares_sync":
            raise AttributeError(name)
        return getattr(self._store, name)


def test_a_store_that_does_not_say_gets_its_flushes_grouped(
    clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    counted = Counted(cast(SessionStore, _Unsaid(MemoryStore(clock=clock))), monkeypatch)
    assert counted.grouped
    sessions, live = _live(counted.store, clock, "a", "b")

    async def run() -> list[bool]:
        for session in live:
            session.append("note", session.agent_name)
        return await asyncio.gather(*map(sessions.flush, live))

    assert asyncio.run(run()) == [True, True]
    assert counted.groups == [2]
    assert _logs(counted.store) == {live[0].id: ["a"], live[1].id: ["b"]}
