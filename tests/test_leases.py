"""Leases in the embedded host, on the virtual clock: two hosts on one store act as two
processes on one database, and the store's lease clock is the same virtual clock."""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.host.errors import AgentStateError, LeaseHeldError, StoreError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.stores import MemoryStore, SessionStore, StoredSession
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS, Holder, Lease, check_ttl, same_lease
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.host.virtual_time import advance, settle
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.owner import ScheduleOwner
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from tests.support.live import START, live_test

TTL = 3_000


class Process:
    """One host with the companion and the plugin, as one process would run them."""

    def __init__(self, store: MemoryStore, clock: VirtualClock, name: str) -> None:
        self.clock = clock
        self.logger = RecordingLogger()
        self.host = EmbeddedHost(
            store, clock, self.logger, lease_ttl_ms=TTL, holder=Holder(name, 1, name)
        )
        self.installations: list[ScheduleInstallation] = []
        self.heard: list[tuple[str, str]] = []
        self.host.on_lost(lambda session_id, reason: self.heard.append((session_id, reason)))

    def _install(self, ctx: Any) -> ScheduleInstallation:
        self.installations.append(install_schedule(ctx))
        return self.installations[-1]

    async def load(self) -> Process:
        await self.host.load_plugins([install_schedule_invariant, self._install])
        return self

    def owners(self) -> list[ScheduleOwner]:
        return [owner for i in self.installations for owner in i.owners]

    async def call(self, tool: str, arguments: Any, agent: str = "main") -> Any:
        result = await self.host.call_tool(agent, tool, arguments)
        assert not result.is_error, result.text
        return result.value

    def texts(self) -> list[str]:
        return [delivery.message.text for delivery in self.host.deliveries]


def _operation(change: Any) -> str:
    operation: str = change["operation"]
    return operation


async def _two(clock: VirtualClock) -> tuple[MemoryStore, Process, Process]:
    store = MemoryStore(clock=clock)
    return store, await Process(store, clock, "a").load(), await Process(store, clock, "b").load()


@live_test
async def test_a_held_agent_is_refused_to_a_second_host_while_renewals_keep_it() -> None:
    clock = VirtualClock(START)
    store, a, b = await _two(clock)
    session = a.host.open_agent("main").session
    for _ in range(5):  # far past one TTL: the renewals keep the lease
        await advance(clock, TTL, a.owners)
        with pytest.raises(LeaseHeldError) as refused:
            b.host.open_agent("main")
        assert refused.value.lease.holder == a.host.holder
    lease = store.lease_of(session.id)
    assert lease is not None and lease.epoch == 1 and lease.live_at(clock.now_ms())
    assert b.host.agents.live() == [] and b.host.sessions.list() == []
    await a.host.close()  # a clean close releases: the next host need not wait
    assert b.host.open_agent("main").session.id == session.id
    lease = store.lease_of(session.id)
    assert lease is not None and (lease.epoch, lease.holder) == (2, b.host.holder)
    await b.host.close()


@live_test
async def test_a_forward_wall_jump_past_the_ttl_lets_another_take_over_and_fences_the_first() -> (
    None
):
    clock = VirtualClock(START)
    _, a, b = await _two(clock)
    a.host.open_agent("main")
    created = await a.call("schedule_create", {"prompt": "stretch", "after_seconds": 10})
    clock.jump(TTL)  # the wall clock alone: a's lease is over before a could renew it
    taken = b.host.open_agent("main")
    assert [_operation(e.data) for e in taken.session.events] == ["create"]
    # a does not know yet; its next operation is fenced out and it stops at once.
    value = await a.call("schedule_list", {})
    assert value["code"] == "persistence_uncertain"
    assert a.heard == [(taken.session.id, a.heard[0][1])]
    assert "taken over" in a.heard[0][1]
    assert a.host.agents.live() == [] and a.host.sessions.list() == []
    assert [m for level, m in a.logger.messages if "lost session" in m] == [
        f"lost session {taken.session.id}: {a.heard[0][1]}"
    ]
    # Only b delivers, once, at the target; a's renewal finds nothing left to renew.
    await advance(clock, 10_000, lambda: [*a.owners(), *b.owners()])
    assert a.texts() == [] and len(b.texts()) == 1
    assert created["id"] in b.texts()[0]
    schedule = [e.data for e in taken.session.events if e.type == SCHEDULE_CHANGE]
    assert [_operation(c) for c in schedule] == ["create", "dispatch"]
    assert len(a.heard) == 1
    await b.host.close()
    await a.host.close()


@live_test
async def test_a_renewal_that_finds_the_lease_taken_retires_the_session_before_it_delivers() -> (
    None
):
    clock = VirtualClock(START)
    _, a, b = await _two(clock)
    a.host.open_agent("main")
    await a.call("schedule_create", {"prompt": "stretch", "after_seconds": 60})
    clock.jump(TTL)
    b.host.open_agent("main")
    await advance(clock, TTL // 3, a.owners)  # a's renewal runs first and finds it lost
    assert len(a.heard) == 1 and a.host.agents.live() == []
    await advance(clock, 60_000, lambda: [*a.owners(), *b.owners()])
    assert a.texts() == [] and len(b.texts()) == 1
    await b.host.close()
    await a.host.close()


@live_test
async def test_a_backward_wall_jump_lengthens_a_dead_holders_lease() -> None:
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    b = await Process(store, clock, "b").load()
    dead = store.create("main", 0, (), Holder("dead", 9, "dead"), TTL)  # and never renewed
    clock.jump(-60_000)  # the wall clock steps a minute back...
    clock.jump(60_000 + TTL - 1)  # ...so a minute later the lease is still live
    with pytest.raises(LeaseHeldError):
        b.host.open_agent("main")
    clock.jump(1)
    assert b.host.open_agent("main").session.id == dead.stored.id
    await b.host.close()


@live_test
async def test_a_renewal_the_store_fails_is_logged_and_tried_again() -> None:
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    process = await Process(store, clock, "a").load()
    session = process.host.open_agent("main").session
    failing = True
    renew_many = store.renew_many

    def flaky(leases: Any, ttl_ms: int) -> Any:
        if failing:
            raise StoreError("the disk is full")
        return renew_many(leases, ttl_ms)

    store.renew_many = flaky  # type: ignore[method-assign]
    await advance(clock, TTL // 3, process.owners)
    assert ("warning", "lease renewal failed: the disk is full") in process.logger.messages
    failing = False
    await advance(clock, TTL // 3, process.owners)
    lease = store.lease_of(session.id)
    assert lease is not None and lease.expires_at_ms == clock.now_ms() + TTL
    assert process.heard == []
    await process.host.close()


def test_open_agent_refuses_an_agent_already_open_and_a_missing_session() -> None:
    host = EmbeddedHost(MemoryStore(), VirtualClock(START), RecordingLogger())
    host.open_agent("main")
    with pytest.raises(AgentStateError, match="already open"):
        host.open_agent("main")
    with pytest.raises(StoreError, match="no session ghost"):
        host.open_session("ghost")
    with pytest.raises(StoreError, match="already open in this host"):
        host.open_session("session-1")


@live_test
async def test_open_sessions_claims_many_together_all_or_none() -> None:
    clock = VirtualClock(START)
    store, a, b = await _two(clock)
    corrupt = Event(SCHEDULE_CHANGE, 0, START, {"version": 1, "operation": "dispatch", "id": "x"})
    for session_id, agent_name, events in (
        ("s1", "one", ()),
        ("s2", "two", ()),
        ("bad", "three", (corrupt,)),
    ):
        store.create_session(StoredSession(session_id, agent_name, 0, events))
    b.host.open_session("s2")
    with pytest.raises(LeaseHeldError, match=r"^session s2 is held by host b pid 1"):
        a.host.open_sessions(["s1", "s2"])
    assert store.lease_of("s1") is None
    # The companion refuses the corrupt log: every session claimed with it is given up again.
    with pytest.raises(ScheduleLogError):
        a.host.open_sessions(["s1", "bad"])
    for session_id in ("s1", "bad"):
        lease = store.lease_of(session_id)
        assert lease is not None and lease.holder == a.host.holder
        assert not lease.live_at(clock.now_ms())
    assert a.host.agents.live() == [] and a.host.sessions.list() == []
    await b.host.close()
    agents = a.host.open_sessions(["s2", "s1"])
    assert [(agent.name, agent.session.id) for agent in agents] == [("two", "s2"), ("one", "s1")]
    with pytest.raises(StoreError, match=r"^session s1 is already open in this host$"):
        a.host.open_sessions(["s1"])
    assert store.lease_of("s1") == agents[1].session.lease  # not claimed again
    await a.host.close()


@pytest.mark.parametrize("ttl", [0, -1, 2**31, 1.5, True])
def test_a_ttl_is_a_whole_positive_number_of_ms(ttl: Any) -> None:
    with pytest.raises(ValueError, match="TTL"):
        check_ttl(ttl)
    assert check_ttl(DEFAULT_TTL_MS) == 15_000


@live_test
async def test_settling_a_host_ignores_the_renewal_timer() -> None:
    clock = VirtualClock(START)
    process = await Process(MemoryStore(clock=clock), clock, "a").load()
    process.host.open_agent("main")
    await settle(clock, process.owners)  # a renewal is armed, and not due: nothing to wait for
    await process.host.close()
    assert clock.next_due_in() is None  # closing cancelled it


class _PausingStore(MemoryStore):
    """A store that runs `pause` once, right after the next fence check passes: as if the
    process had been stopped between its preflight and its followup."""

    pause: Any = None

    def commit_many(self, commits: Any) -> Any:
        outcomes = super().commit_many(commits)
        for commit, outcome in zip(commits, outcomes, strict=True):
            if outcome is None:
                pause, self.pause = self.pause, None
                if pause is not None and not commit.events:
                    pause()
        return outcomes


@live_test
async def test_a_holder_paused_after_its_preflight_never_delivers_a_deleted_reminder() -> None:
    clock = VirtualClock(START)
    store = _PausingStore(clock=clock)
    a = await Process(store, clock, "a").load()
    b = await Process(store, clock, "b").load()
    a.host.open_agent("main")
    await a.call("schedule_create", {"prompt": "stretch", "after_seconds": 1})

    def paused_past_the_lease() -> None:
        clock.jump(TTL)  # a sleeps through its lease; b takes over and deletes the reminder
        session = b.host.open_agent("main").session
        session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": "schedule-1"})
        assert b.host.sessions.persistence.commit(session)

    store.pause = paused_past_the_lease
    await advance(clock, 1_000, a.owners)  # a's owner wakes: preflight, then the followup
    assert a.texts() == []  # refused: a's lease had expired before the reminder left it
    assert any("no longer holds session" in m for _, m in a.logger.messages)
    assert [_operation(e.data) for e in store.load_sessions()[0].events] == ["create", "delete"]
    await b.host.close()
    await a.host.close()


class _BatchCountingStore(MemoryStore):
    """A memory store that counts its batched lease calls and can fail them: `fail_renewal` and
    `fail_release` make the whole call raise; `missing` names a session the store answers
    for as if it did not exist, while it handles the rest."""

    fail_renewal: str | None = None
    fail_release: str | None = None
    missing: str | None = None

    def __init__(self, clock: VirtualClock) -> None:
        super().__init__(clock=clock)
        self.calls: list[tuple[str, list[str]]] = []

    def renew_many(self, leases: Any, ttl_ms: int) -> Any:
        self.calls.append(("renew_many", [lease.session_id for lease in leases]))
        if self.fail_renewal is not None:
            raise StoreError(self.fail_renewal)
        return self._split(
            leases, lambda rest: super(_BatchCountingStore, self).renew_many(rest, ttl_ms)
        )

    def release_many(self, leases: Any) -> Any:
        self.calls.append(("release_many", [lease.session_id for lease in leases]))
        if self.fail_release is not None:
            raise StoreError(self.fail_release)
        return self._split(leases, super().release_many)

    def _split(self, leases: Any, call: Any) -> list[Any]:
        rest = iter(call([lease for lease in leases if lease.session_id != self.missing]))
        return [
            StoreError(f"session {lease.session_id} does not exist")
            if lease.session_id == self.missing
            else next(rest)
            for lease in leases
        ]


async def _three(store: _BatchCountingStore, clock: VirtualClock) -> Process:
    for name in ("x", "y", "z"):
        store.create_session(StoredSession(name, name, 0, ()))
    process = await Process(store, clock, "a").load()
    process.host.open_sessions(["x", "y", "z"])
    store.calls.clear()
    return process


@live_test
async def test_a_host_renews_all_its_leases_in_one_call_and_retires_only_the_lost_one() -> None:
    clock = VirtualClock(START)
    store = _BatchCountingStore(clock)
    a = await _three(store, clock)
    b = await Process(store, clock, "b").load()
    y = a.host.sessions.get("y")
    assert y is not None
    store.release(y.lease)  # as if a had paused: b takes y over
    b.host.open_session("y")
    await advance(clock, TTL // 3, a.owners)
    assert store.calls == [("renew_many", ["x", "y", "z"]), ("renew_many", ["y"])]  # a, then b
    assert [session_id for session_id, _ in a.heard] == ["y"]
    assert [s.id for s in a.host.sessions.list()] == ["x", "z"]
    for session in a.host.sessions.list():  # renewed, and the host holds the renewed lease
        assert store.lease_of(session.id) == session.lease
        assert session.lease.expires_at_ms == clock.now_ms() + TTL
    store.calls.clear()
    await advance(clock, TTL // 3, a.owners)
    assert store.calls == [("renew_many", ["x", "z"]), ("renew_many", ["y"])]
    await a.host.close()
    await b.host.close()


@live_test
async def test_a_lease_the_store_cannot_renew_is_logged_and_the_others_are_renewed() -> None:
    clock = VirtualClock(START)
    store = _BatchCountingStore(clock)
    a = await _three(store, clock)
    store.missing = "y"
    await advance(clock, TTL // 3, a.owners)
    assert ("warning", "lease of session y not renewed: session y does not exist") in (
        a.logger.messages
    )
    assert a.heard == [] and [s.id for s in a.host.sessions.list()] == ["x", "y", "z"]
    x = store.lease_of("x")
    assert x is not None and x.expires_at_ms == clock.now_ms() + TTL
    store.missing = None
    await a.host.close()


@live_test
async def test_closing_a_host_releases_every_lease_in_one_call() -> None:
    clock = VirtualClock(START)
    store = _BatchCountingStore(clock)
    a = await _three(store, clock)
    await a.host.close()
    assert store.calls == [("release_many", ["x", "y", "z"])]
    for session_id in ("x", "y", "z"):
        lease = store.lease_of(session_id)
        assert lease is not None and not lease.live_at(clock.now_ms())
    assert a.logger.messages == []


@live_test
async def test_leases_a_closing_host_could_not_release_are_logged_one_line_each() -> None:
    clock = VirtualClock(START)
    store = _BatchCountingStore(clock)
    a = await _three(store, clock)
    store.missing = "y"
    await a.host.close()
    assert a.logger.messages == [
        ("warning", "lease of session y not released: session y does not exist")
    ]
    lease = store.lease_of("x")
    assert lease is not None and not lease.live_at(clock.now_ms())
    failing = _BatchCountingStore(clock)
    b = await _three(failing, clock)
    failing.fail_release = "the disk is full"
    await b.host.close()
    assert b.logger.messages == [
        ("warning", f"lease of session {name} not released: the disk is full")
        for name in ("x", "y", "z")
    ]


STATES = ("held", "expired", "taken over", "released", "missing")


@pytest.fixture(scope="module")
def sqlite_files() -> Iterator[Callable[[VirtualClock], SqliteStore]]:
    """Fresh SQLite stores for the examples of a property (one file each), which skip the
    sync to disk: the property is about what is decided, not about durability."""
    with tempfile.TemporaryDirectory(prefix="dsh-leases-") as folder:
        numbers = itertools.count()

        def fresh(clock: VirtualClock) -> SqliteStore:
            store = SqliteStore(Path(folder) / f"{next(numbers)}.sqlite", clock=clock)
            store._database().execute("PRAGMA synchronous = OFF")
            return store

        yield fresh


def _leases_in(store: SessionStore, clock: VirtualClock, states: list[str]) -> list[Lease]:
    """One lease per state, each on its own session, as `HOLDER` last held it."""
    me, other = Holder("me", 1, "me"), Holder("other", 2, "other")
    leases = []
    for number, state in enumerate(states):
        session_id = f"s{number}"
        if state == "missing":
            leases.append(Lease(session_id, me, 1, 0, TTL))
            continue
        store.create_session(StoredSession(session_id, f"agent {number}", 0, ()))
        (claim,) = store.claim(me, 1 if state == "expired" else TTL, session_id=session_id)
        if state in ("taken over", "released"):
            store.release(claim.lease)
        if state == "taken over":
            store.claim(other, TTL, session_id=session_id)
        leases.append(claim.lease)
    clock.advance(1)  # the leases claimed for 1 ms are over
    return leases


def _said(outcome: object) -> tuple[str, str]:
    return (type(outcome).__name__, str(outcome) if isinstance(outcome, Exception) else "")


@pytest.mark.parametrize("backend", ["memory", "sqlite"])
@settings(max_examples=20, deadline=None)
@given(states=st.lists(st.sampled_from(STATES), min_size=1, max_size=6), data=st.data())
def test_many_leases_at_once_end_as_each_one_alone_would(
    sqlite_files: Callable[[VirtualClock], SqliteStore],
    backend: str,
    states: list[str],
    data: st.DataObject,
) -> None:
    """`renew_many` and `release_many` of leases in any states and any order: each outcome,
    and each lease left in the store, is what `renew` (or `release`) of that lease alone gives
    on a twin store."""
    order = data.draw(st.permutations(range(len(states))))
    outcomes: dict[str, list[list[tuple[str, str]]]] = {"many": [], "alone": []}
    left: dict[str, list[list[Lease | None]]] = {"many": [], "alone": []}
    for way in ("many", "alone"):
        clock = VirtualClock(START)
        store: SessionStore = (
            MemoryStore(clock=clock) if backend == "memory" else sqlite_files(clock)
        )
        made = _leases_in(store, clock, states)
        leases = [made[i] for i in order]
        if way == "many":
            renewals: list[object] = list(store.renew_many(leases, TTL))
        else:
            renewals = []
            for lease in leases:
                try:
                    renewals.append(store.renew(lease, TTL))
                except StoreError as error:
                    renewals.append(error)
        released: list[object] = []
        if way == "many":
            released = list(store.release_many(leases))
        else:
            for lease in leases:
                try:
                    store.release(lease)
                except StoreError as error:
                    released.append(error)
                else:
                    released.append(None)
        outcomes[way].extend([[_said(o) for o in renewals], [_said(o) for o in released]])
        left[way].append([store.lease_of(lease.session_id) for lease in leases])
        store.close()
    assert outcomes["many"] == outcomes["alone"]
    assert left["many"] == left["alone"]


@given(
    st.sampled_from(["a", "b"]),
    st.integers(1, 3),
    st.sampled_from(["i1", "i2"]),
    st.sampled_from(["host", "worker"]),
    st.integers(1, 3),
)
def test_a_lease_is_the_same_holding_when_its_epoch_and_an_equal_holder_match(
    host: str, pid: int, instance: str, role: Any, epoch: int
) -> None:
    """By value, not by identity: a lease read back from a store (a copy of its holder) is the
    holding recorded; renewals (the expiry) aside, any other holder or epoch is not."""
    recorded = Lease("s", Holder("a", 1, "i1", "host"), 2, 10, 20)
    copy = Holder(host, pid, instance, role)
    same = (copy == recorded.holder) and epoch == recorded.epoch
    assert same_lease(recorded, Lease("s", copy, epoch, 10, 99)) is same
    assert same_lease(recorded, recorded._replace(expires_at_ms=99)) is True
    assert same_lease(None, recorded) is False
