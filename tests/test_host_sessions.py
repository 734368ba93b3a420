"""Live sessions of the embedded host: appends, guards, flush and its faults, forks, resume."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from dsh_schedule.host.errors import FlushRejectedError, SessionDetachedError, StoreError
from dsh_schedule.host.sessions import END_SEED, HostSession, HostSessions
from dsh_schedule.host.stores import Commit, MemoryStore
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.testing import FaultySessions
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event, SessionEvent
from dsh_schedule.runtime.fold import FoldState, ScheduleProjection, fold_schedule_events
from dsh_schedule.runtime.host_contract import Session
from dsh_schedule.runtime.presentation import schedule_reminder_presentation
from tests.support.changes import create, dispatch
from tests.support.stores import HOLDER

OTHER = Holder("other-host", 2, "other-instance")
TTL = 60_000


class Refused(Exception):
    pass


def _open(store: MemoryStore | None = None, now: int = 5000) -> tuple[HostSessions, MemoryStore]:
    """Sessions of a host on `store` (new, or reused as a restarted host would reopen it)."""
    store = store if store is not None else MemoryStore()
    return HostSessions(store, VirtualClock(now), HOLDER), store


def _faulty() -> tuple[FaultySessions, MemoryStore]:
    """Sessions of a host on a new store, with the fault switches of `host.testing`."""
    store = MemoryStore()
    return FaultySessions(store, VirtualClock(5000), HOLDER), store


def _durable(store: MemoryStore, session_id: str) -> list[object]:
    (stored,) = [s for s in store.load_sessions() if s.id == session_id]
    return [event.data for event in stored.events]


def _flush(sessions: HostSessions, session: Session) -> bool:
    async def flushed() -> bool:
        return await sessions.flush(session)

    return asyncio.run(flushed())


def test_appends_get_contiguous_seqs_and_the_clock_time() -> None:
    clock = VirtualClock(1000)
    sessions = HostSessions(MemoryStore(), clock)
    session = sessions.create("main")
    first = session.append("note", {"n": 1})
    clock.advance(250)
    second = session.append("note", {"n": 2})
    assert (first, second) == (Event("note", 0, 1000, {"n": 1}), Event("note", 1, 1250, {"n": 2}))
    assert list(session.events) == [first, second]
    assert session.header.seed_length == 0
    assert session.live


def test_a_guard_sees_the_candidate_before_it_is_stored() -> None:
    sessions, _ = _open()
    session = sessions.create("main")
    seen: list[tuple[int, SessionEvent]] = []
    sessions.add_append_guard(lambda s, candidate: seen.append((len(s.events), candidate)))
    event = session.append("note", "x")
    assert seen == [(0, event)]


def test_a_refusing_guard_leaves_the_log_unchanged() -> None:
    sessions, _ = _open()
    session = sessions.create("main")
    session.append("note", "kept")
    calls: list[str] = []

    def first(_: Session, candidate: SessionEvent) -> None:
        calls.append("first")
        if candidate.data == "bad":
            raise Refused("no")

    def second(_: Session, __: SessionEvent) -> None:
        calls.append("second")

    sessions.add_append_guard(first)
    sessions.add_append_guard(second)
    with pytest.raises(Refused):
        session.append("note", "bad")
    assert calls == ["first"]
    assert [e.data for e in session.events] == ["kept"]
    assert session.append("note", "next").seq == 1


def test_a_disposed_guard_no_longer_runs() -> None:
    sessions, _ = _open()
    session = sessions.create("main")

    def refuse(_: Session, __: SessionEvent) -> None:
        raise Refused("always")

    dispose = sessions.add_append_guard(refuse)
    with pytest.raises(Refused):
        session.append("note", 1)
    dispose()
    dispose()
    assert session.append("note", 1).seq == 0


@pytest.mark.parametrize("attribute", ["wake_hint", "checkpoint_hint"])
def test_a_hint_disposer_takes_back_only_its_own_hint(attribute: str) -> None:
    sessions, _ = _open()
    session = sessions.create("main")
    provide = getattr(sessions, f"provide_{attribute}")

    def first(*_: object) -> None:
        return None

    def second(*_: object) -> None:
        return None

    dispose_first = provide(session, first)
    assert getattr(session, attribute) is first
    dispose_first()
    assert getattr(session, attribute) is None
    dispose_second = provide(session, second)
    dispose_first()  # the hint it offered was replaced: it leaves the newer one alone
    assert getattr(session, attribute) is second
    dispose_second()
    dispose_second()
    assert getattr(session, attribute) is None


def test_an_append_is_live_at_once_and_durable_only_after_flush() -> None:
    sessions, store = _faulty()
    session = sessions.create("main")
    session.append("note", "a")
    session.append("note", "b")
    assert _durable(store, session.id) == []
    assert session.unflushed == tuple(session.events)
    assert _flush(sessions, session) is True
    assert _durable(store, session.id) == ["a", "b"]
    assert session.unflushed == ()
    session.append("note", "c")
    assert _flush(sessions, session) is True
    assert _flush(sessions, session) is True
    assert _durable(store, session.id) == ["a", "b", "c"]
    assert sessions.flush_counts[session.id] == 3


def test_on_a_store_with_no_sync_to_share_a_flush_commits_when_it_is_awaited() -> None:
    sessions, store = _open()
    session = sessions.create("main")
    session.append("note", "a")

    async def called_then_awaited() -> None:
        pending = sessions.flush(session)
        assert _durable(store, session.id) == []
        assert await pending is True
        assert _durable(store, session.id) == ["a"]

    asyncio.run(called_then_awaited())


def test_without_a_listener_flush_returns_false_and_commits_nothing() -> None:
    sessions, store = _faulty()
    session = sessions.create("main")
    session.append("note", "a")
    sessions.persistence.attached = False
    assert _flush(sessions, session) is False
    assert _durable(store, session.id) == []
    sessions.persistence.attached = True
    assert _flush(sessions, session) is True
    assert _durable(store, session.id) == ["a"]


def test_injected_faults_skip_then_reject_and_a_rejection_commits_nothing() -> None:
    sessions, store = _faulty()
    session = sessions.create("main")
    sessions.persistence.inject_faults(skip=1, fail=2)
    session.append("note", "a")
    assert _flush(sessions, session) is True
    session.append("note", "b")
    for _ in range(2):
        with pytest.raises(FlushRejectedError, match="rejected"):
            _flush(sessions, session)
        assert _durable(store, session.id) == ["a"]
    assert _flush(sessions, session) is True
    assert _durable(store, session.id) == ["a", "b"]
    assert sessions.flush_counts[session.id] == 4


def test_a_rejection_applies_even_when_nothing_is_pending() -> None:
    sessions, _ = _faulty()
    session = sessions.create("main")
    sessions.persistence.inject_faults(skip=0, fail=1)
    with pytest.raises(FlushRejectedError):
        _flush(sessions, session)
    assert _flush(sessions, session) is True


def test_faults_wait_while_the_listener_is_removed() -> None:
    sessions, _ = _faulty()
    session = sessions.create("main")
    sessions.persistence.inject_faults(skip=0, fail=1)
    sessions.persistence.attached = False
    assert _flush(sessions, session) is False
    sessions.persistence.attached = True
    with pytest.raises(FlushRejectedError):
        _flush(sessions, session)


def test_negative_fault_counts_are_refused() -> None:
    sessions, _ = _faulty()
    with pytest.raises(ValueError, match="negative"):
        sessions.persistence.inject_faults(skip=-1, fail=0)


def test_a_store_that_refuses_the_batch_makes_flush_raise_and_keeps_the_suffix() -> None:
    sessions, store = _open()
    session = sessions.create("main")
    session.append("note", {"not json": object()})
    with pytest.raises(StoreError):
        _flush(sessions, session)
    assert session.durable_length == 0
    assert _durable(store, session.id) == []


def test_a_session_that_is_not_live_cannot_flush_or_append() -> None:
    sessions, _ = _open()
    session = sessions.create("main")
    sessions.detach_all()
    assert not session.live
    assert sessions.list() == []
    with pytest.raises(SessionDetachedError):
        _flush(sessions, session)
    with pytest.raises(SessionDetachedError):
        session.append("note", "late")
    assert list(session.events) == []


def test_a_session_of_another_host_cannot_flush_here() -> None:
    sessions, store = _open()
    session = sessions.create("main")
    reopened, _ = _open(store)
    assert reopened.get(session.id) is not session
    with pytest.raises(SessionDetachedError):
        _flush(reopened, session)


def test_a_session_whose_open_was_refused_cannot_flush_nor_one_closed_or_lost() -> None:
    sessions, _ = _open()
    first, second = sessions.create("a"), sessions.create("b")
    assert sessions.close_many([first, second]) == []
    seen: list[Session] = []

    def refuse_b(session: Session) -> None:
        seen.append(session)
        if session.id == second.id:
            raise Refused

    sessions.on_created(refuse_b)
    with pytest.raises(Refused):
        sessions.open_many([first.id, second.id])
    assert seen[0].id == first.id and seen[0].live  # accepted, then unwound with the group
    with pytest.raises(SessionDetachedError):
        _flush(sessions, seen[0])
    with pytest.raises(SessionDetachedError):
        _flush(sessions, first)  # closed
    (again,) = sessions.open(session_id=first.id)
    assert _flush(sessions, again)


def test_reopening_keeps_exactly_the_flushed_events() -> None:
    sessions, store = _open()
    session = sessions.create("main")
    session.append("note", "durable")
    _flush(sessions, session)
    session.append("note", "lost")
    reopened, _ = _open(store, now=9000)
    assert reopened.get(session.id) is None  # nothing is open until it is asked for
    (resumed,) = reopened.open(agent_name="main")
    assert reopened.get(session.id) is resumed
    assert [e.data for e in resumed.events] == ["durable"]
    assert resumed.agent_name == "main"
    assert resumed.durable_length == 1
    assert resumed.append("note", "again") == Event("note", 1, 9000, "again")


def test_sessions_are_listed_in_creation_order_with_fresh_ids() -> None:
    sessions, store = _open()
    first, second = sessions.create("a"), sessions.create("b")
    assert sessions.list() == [first, second]
    assert first.id != second.id
    reopened, _ = _open(store)
    third = reopened.create("c")
    assert third.id not in (first.id, second.id)
    reopened.open(session_id=second.id)
    assert [s.id for s in reopened.list()] == [third.id, second.id]  # the order opened here


def test_created_listeners_hear_later_sessions_until_disposed() -> None:
    sessions, _ = _open()
    sessions.create("before")
    heard: list[str] = []
    dispose = sessions.on_created(lambda s: heard.append(s.id))
    created = sessions.create("after")
    fork = sessions.fork(created, "fork")
    dispose()
    sessions.create("unheard")
    assert heard == [created.id, fork.id]


def _parent_with_events(sessions: HostSessions) -> HostSession:
    parent = sessions.create("parent")
    parent.append("note", "durable")
    _flush(sessions, parent)
    parent.append("note", "live only")
    return parent


def test_a_fork_copies_the_live_log_and_closes_its_seed_with_a_marker() -> None:
    sessions, _ = _open(now=7000)
    parent = _parent_with_events(sessions)
    fork = sessions.fork(parent, "child")
    assert fork.header.seed_length == 3
    assert list(fork.events[:2]) == list(parent.events)
    assert fork.events[2] == Event(END_SEED, 2, 7000, {"parent": parent.id})
    assert fork.agent_name == "child"
    assert fork.append("note", "own").seq == 3
    assert len(parent.events) == 2


def test_a_fork_seed_is_durable_and_its_seed_length_survives_a_reopen() -> None:
    sessions, store = _open()
    fork = sessions.fork(_parent_with_events(sessions), "child")
    fork.append("note", "unflushed")
    reopened, _ = _open(store)
    (resumed,) = reopened.open(agent_name="child")
    assert resumed.header.seed_length == 3
    assert [e.seq for e in resumed.events] == [0, 1, 2]
    (parent,) = reopened.open(agent_name="parent")
    assert [e.data for e in parent.events] == ["durable"]


def test_only_a_live_session_of_this_host_can_be_forked() -> None:
    sessions, _ = _open()
    parent = sessions.create("parent")
    sessions.detach_all()
    with pytest.raises(SessionDetachedError):
        sessions.fork(parent, "child")


def test_a_fork_owns_none_of_its_seed_yet_presents_inherited_dispatches() -> None:
    sessions, _ = _open()
    parent = sessions.create("parent")
    parent.append(SCHEDULE_CHANGE, create("R", prompt="parent"))
    parent.append(SCHEDULE_CHANGE, dispatch("R"))
    fork = sessions.fork(parent, "child")
    seed_length = fork.header.seed_length
    assert fold_schedule_events(fork.events, seed_length).seen_ids == ()
    fork.append(SCHEDULE_CHANGE, create("R", prompt="child"))
    fork.append(SCHEDULE_CHANGE, dispatch("R"))
    assert fold_schedule_events(fork.events, seed_length).active == ()
    inherited = schedule_reminder_presentation(fork.events, 1, seed_length)
    owned = schedule_reminder_presentation(fork.events, 4, seed_length)
    assert inherited is not None and owned is not None
    assert (inherited.prompt, owned.prompt) == ("parent", "child")


def test_a_checkpoint_hint_that_raises_leaves_the_flush_to_commit_without_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(HostSession, "checkpoint_every", 1)  # a checkpoint at every flush
    sessions, store = _open()
    session = sessions.create("main")

    def broken(length: int, since: int) -> FoldState | None:
        raise Refused("no state")

    def working(length: int, since: int) -> FoldState | None:
        projection = ScheduleProjection()
        projection.refresh(session.events[:length])
        return projection.snapshot(length, since)

    sessions.provide_checkpoint_hint(session, broken)
    session.append("note", "a")
    assert _flush(sessions, session) is True
    assert _durable(store, session.id) == ["a"]
    assert store.checkpoint_of(session.id) == (None, [])
    # The store still holds none this host could use: the next flush writes one at once.
    sessions.provide_checkpoint_hint(session, working)
    session.append("note", "b")
    assert _flush(sessions, session) is True
    stored, seen = store.checkpoint_of(session.id)
    assert stored is not None and stored.length == 2 and seen == []


class _Unreachable(MemoryStore):
    """A store whose commits share a sync, and whose `commit_many` raises while `down`."""

    shares_sync = True

    def __init__(self) -> None:
        super().__init__()
        self.down = False

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        if self.down:
            raise StoreError("session store: unreachable")
        return super().commit_many(commits)


def test_a_group_commit_that_raises_fails_every_flush_of_the_group() -> None:
    store = _Unreachable()
    sessions = HostSessions(store, VirtualClock(5000), HOLDER)
    first, second = sessions.create("a"), sessions.create("b")
    first.append("note", "a1")
    second.append("note", "b1")

    async def flush_both() -> list[bool | BaseException]:
        flushes = sessions.flush(first), sessions.flush(second)
        return list(await asyncio.gather(*flushes, return_exceptions=True))

    store.down = True
    outcomes = asyncio.run(flush_both())
    assert [str(outcome) for outcome in outcomes] == ["session store: unreachable"] * 2
    assert all(isinstance(outcome, StoreError) for outcome in outcomes)
    assert (_durable(store, first.id), _durable(store, second.id)) == ([], [])
    assert (first.live, second.live) == (True, True)  # no lease was lost: the next group may
    store.down = False
    assert asyncio.run(flush_both()) == [True, True]
    assert (_durable(store, first.id), _durable(store, second.id)) == (["a1"], ["b1"])


def test_a_claim_of_a_session_already_open_here_is_refused_and_every_claim_released() -> None:
    sessions, store = _open()
    first, second = sessions.create("a"), sessions.create("b")
    assert sessions.close(second) == []
    claims = [
        *store.claim(HOLDER, TTL, session_id=second.id),
        *store.claim(HOLDER, TTL, session_id=first.id),
    ]
    with pytest.raises(StoreError, match=f"^session {first.id} is already open in this host$"):
        sessions.open_claimed(claims)
    assert sessions.list() == [first] and sessions.get(second.id) is None
    # The claim opened before the refusal was undone and released: another holder takes it.
    other = HostSessions(store, VirtualClock(5000), OTHER)
    assert [s.id for s in other.open(session_id=second.id)] == [second.id]


@pytest.mark.parametrize("how", ["create", "fork"])
def test_a_new_session_a_created_listener_refuses_is_released_at_once(how: str) -> None:
    sessions, store = _open()
    parent = sessions.create("parent")

    def refuse(_: Session) -> None:
        raise Refused("not this one")

    sessions.on_created(refuse)
    with pytest.raises(Refused):
        sessions.create("main") if how == "create" else sessions.fork(parent, "main")
    assert sessions.list() == [parent]
    # Recorded durably, held by nobody: another holder claims it at once, lease not waited out.
    (stored,) = [s for s in store.load_sessions() if s.agent_name == "main"]
    (opened,) = HostSessions(store, VirtualClock(5000), OTHER).open(agent_name="main")
    assert opened.id == stored.id
