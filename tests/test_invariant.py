"""The invariant companion on the embedded host (SPEC §8): install, later sessions, candidates."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import pytest

from dsh_schedule.host.stores import SessionStore, StoredSession
from dsh_schedule.runtime import fold
from dsh_schedule.runtime.decode import decode_event
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event, SessionEvent
from dsh_schedule.runtime.host_contract import PluginContext
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.lane import projection_for
from dsh_schedule.runtime.plugin import CompositionError
from tests.support.changes import change, create
from tests.support.live import Live, LiveSession, live_test

AT = "2026-01-01T00:00:05.000Z"
"""When the records these tests write are due: five seconds after the harness starts."""


def _create(schedule_id: str, prompt: str = "p") -> Any:
    return create(schedule_id, prompt=prompt, afterSeconds=5, scheduledAt=AT)


def _record(**fields: Any) -> Any:
    return create("schedule-3", **{"prompt": "p", "afterSeconds": 5, "scheduledAt": AT, **fields})


async def _corrupt_store() -> SessionStore:
    """A store holding a healthy session and, durably, a corrupt one."""
    live = await Live.started("good", "bad", invariant=False, schedule=False)
    live.agent("good").session.append(SCHEDULE_CHANGE, _create("schedule-1"))
    bad = live.agent("bad").session
    bad.append(SCHEDULE_CHANGE, _create("schedule-1"))
    bad.append(SCHEDULE_CHANGE, change("dispatch", "schedule-2"))
    for name in ("good", "bad"):
        assert await live.sessions.flush(live.agent(name).session)
    await live.close()
    return live.store


# --- install --------------------------------------------------------------------------------


@live_test
async def test_install_over_a_corrupt_session_fails_and_the_load_is_all_or_nothing() -> None:
    store = await _corrupt_store()
    live = Live(store=store)
    for name in ("good", "bad"):
        live.sessions.open(agent_name=name)  # live before the companion loads
    live.plugins.reverse()  # the schedule plugin loads first and must be unwound again
    with pytest.raises(ScheduleLogError) as raised:
        await live.load()
    assert (raised.value.code, raised.value.seq) == ("corrupt_schedule_log", 1)
    resumed = live.host.resume_agents()
    live.host.create_agent("late")
    await live.settle()
    for agent in [*resumed, live.agent("late")]:
        assert live.host.tools.tools(agent.scope) == []
    assert sum(live.sessions.flush_counts.values()) == 0
    # No guard was left behind either.
    late = live.agent("late").session
    late.append(SCHEDULE_CHANGE, change("delete", "nothing"))
    assert len(late.events) == 1


@live_test
async def test_install_folds_every_live_session_so_their_candidates_are_checked() -> None:
    live = await Live.started("main", invariant=False, schedule=False)
    session = live.agent().session
    session.append(SCHEDULE_CHANGE, _create("schedule-1"))
    session.append("message", {"text": "hi"})
    installed = install_schedule_invariant(live.host.context)
    with pytest.raises(ScheduleLogError, match="reuses"):
        session.append(SCHEDULE_CHANGE, _create("schedule-1"))
    session.append(SCHEDULE_CHANGE, change("dispatch", "schedule-1"))
    await installed.dispose()
    session.append(SCHEDULE_CHANGE, change("dispatch", "schedule-1"))  # no longer guarded
    assert len(session.events) == 4


@live_test
async def test_the_invariant_needs_the_sessions_service() -> None:
    live = Live(schedule=False)
    missing: dict[str, Any] = {"sessions": None}
    ctx: PluginContext = dataclasses.replace(live.host.context, **missing)
    with pytest.raises(CompositionError, match="sessions"):
        install_schedule_invariant(ctx)


# --- later sessions -------------------------------------------------------------------------


@live_test
async def test_a_session_created_later_is_checked_from_its_first_candidate() -> None:
    live = await Live.started("main", schedule=False)
    session = live.agent().session
    session.append(SCHEDULE_CHANGE, _create("schedule-1"))
    with pytest.raises(ScheduleLogError, match="not active"):
        session.append(SCHEDULE_CHANGE, change("delete", "schedule-2"))
    assert len(session.events) == 1


@live_test
async def test_a_fork_created_later_is_checked_beyond_its_seed() -> None:
    live = await Live.started("parent", schedule=False)
    parent = live.agent("parent").session
    parent.append(SCHEDULE_CHANGE, _create("schedule-1", "parent's"))
    child = live.host.fork("parent", "child").session
    assert child.header.seed_length == 2
    # The fork owns none of its parent's reminders but may reuse its ids.
    with pytest.raises(ScheduleLogError, match="not active"):
        child.append(SCHEDULE_CHANGE, change("dispatch", "schedule-1"))
    child.append(SCHEDULE_CHANGE, _create("schedule-1", "child's"))
    child.append(SCHEDULE_CHANGE, change("dispatch", "schedule-1"))
    with pytest.raises(ScheduleLogError, match="reuses"):
        child.append(SCHEDULE_CHANGE, _create("schedule-1", "again"))
    assert len(child.events) == 4


@live_test
async def test_a_corrupt_session_created_later_is_refused_and_never_becomes_live() -> None:
    live = await Live.started("main")
    stored = StoredSession(
        "session-adopted",
        "adopted",
        0,
        (Event(SCHEDULE_CHANGE, 0, 0, change("delete", "schedule-1")),),
    )
    with pytest.raises(ScheduleLogError, match="not active") as raised:
        live.sessions.adopt(stored)
    assert raised.value.seq == 0
    assert live.sessions.get("session-adopted") is None
    assert [s.id for s in live.sessions.list()] == [live.agent().session.id]
    # Its claim was given back: the refusal is not a lease held until it expires.
    lease = live.store.lease_of("session-adopted")
    assert lease is not None and not lease.live_at(live.store.clock.now_ms())
    # Opening it again is refused again, the same way.
    with pytest.raises(ScheduleLogError):
        live.host.open_agent("adopted")
    assert live.host.agents.named("adopted") is None
    # Other sessions are unaffected.
    assert (await live.value("schedule_create", {"prompt": "x", "after_seconds": 5}))["id"] == (
        "schedule-1"
    )


@live_test
async def test_a_corrupt_session_opened_later_fails_its_open_and_releases_the_claim() -> None:
    store = await _corrupt_store()
    live = Live(store=store)
    await live.load()
    with pytest.raises(ScheduleLogError) as raised:
        live.host.open_agent("bad")
    assert (raised.value.code, raised.value.seq) == ("corrupt_schedule_log", 1)
    assert live.sessions.list() == []
    assert live.host.agents.live() == []
    good = live.host.open_agent("good")
    assert [s.id for s in live.sessions.list()] == [good.session.id]
    await live.close()


# --- candidates -----------------------------------------------------------------------------

REFUSED = [
    "not an object",
    None,
    [1, 2],
    7,
    {},
    {"version": 2, "operation": "create", "schedule": _create("x")["schedule"]},
    {"version": "1", "operation": "delete", "id": "schedule-1"},
    {"version": True, "operation": "delete", "id": "schedule-1"},
    {"operation": "delete", "id": "schedule-1"},
    {"version": 1, "operation": "update", "id": "schedule-1"},
    {"version": 1, "operation": "delete", "id": "schedule-1", "extra": True},
    {"version": 1, "operation": "delete"},
    {"version": 1, "operation": "create"},
    _record(kind="every"),
    _record(prompt=""),
    _record(prompt=" padded"),
    _record(prompt="padded\u3000"),
    _record(afterSeconds=0),
    _record(afterSeconds=1.5),
    _record(afterSeconds=2**53),
    _record(afterSeconds="5"),
    _record(afterSeconds=True),
    _record(id=""),
    _record(id=" schedule-3"),
    _record(scheduledAt="2026-02-30T00:00:00.000Z"),
    _record(scheduledAt="2026-01-01T00:00:00Z"),
    _record(scheduledAt="2026-01-01T00:00:00.000Z\n"),
    _record(extra=1),
    _create("schedule-1"),  # active
    _create("schedule-2"),  # dispatched
    change("delete", "schedule-2"),
    change("dispatch", "schedule-2"),
    change("delete", "schedule-9"),
    change("dispatch", "unknown"),
]


@pytest.mark.parametrize("data", REFUSED)
@live_test
async def test_a_refused_candidate_leaves_the_log_unchanged(data: Any) -> None:
    live = await Live.started("main", schedule=False)
    session = live.agent().session
    session.append(SCHEDULE_CHANGE, _create("schedule-1"))
    session.append(SCHEDULE_CHANGE, _create("schedule-2"))
    session.append(SCHEDULE_CHANGE, change("dispatch", "schedule-2"))
    before = list(session.events)
    with pytest.raises(ScheduleLogError):
        session.append(SCHEDULE_CHANGE, data)
    assert list(session.events) == before
    assert all(a is b for a, b in zip(session.events, before, strict=True))
    # The projection was not changed by the refusal: the log goes on as before.
    session.append(SCHEDULE_CHANGE, change("delete", "schedule-1"))
    session.append(SCHEDULE_CHANGE, _create("schedule-3"))
    assert [e.seq for e in session.events] == [0, 1, 2, 3, 4]


@pytest.mark.parametrize("event_type", ["message", "schedule/changes", "Schedule/change", "x"])
@pytest.mark.parametrize("data", [REFUSED[0], REFUSED[5], change("dispatch", "schedule-1")])
@live_test
async def test_other_event_types_are_never_refused(event_type: str, data: Any) -> None:
    live = await Live.started("main", schedule=False)
    session = live.agent().session
    session.append(SCHEDULE_CHANGE, _create("schedule-1"))
    session.append(event_type, data)
    with pytest.raises(ScheduleLogError, match="not active"):
        session.append(SCHEDULE_CHANGE, change("delete", "schedule-2"))
    session.append(event_type, data)  # a refused candidate leaves other types welcome
    assert len(session.events) == 3


def _counting_decode(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the events the fold decodes (the fold module's `decode_event`)."""
    calls = [0]
    decode = decode_event

    def counted(event: SessionEvent, protocol: int = 1) -> Any:
        calls[0] += 1
        return decode(event, protocol)

    monkeypatch.setattr(fold, "decode_event", counted)
    return calls


def test_each_candidate_costs_a_constant_number_of_decodes_and_reads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = _counting_decode(monkeypatch)

    async def scenario() -> None:
        live = await Live.started("main", schedule=False)
        session = live.agent().session
        assert isinstance(session, LiveSession)
        costs: list[tuple[int, int]] = []
        for n in range(1, 2_001):
            decodes, reads = calls[0], session.reads
            session.append(SCHEDULE_CHANGE, _create(f"schedule-{n}"))
            if n % 3 == 0:
                session.append("message", {"n": n})
            costs.append((calls[0] - decodes, session.reads - reads))
        # The first candidate has nothing before it to fold; every later one folds the
        # events appended since the last candidate (one or two) and decodes itself. Folding
        # the last candidate, now stored, reuses the decode of its check.
        assert costs[0] == (1, 0)
        assert max(d for d, _ in costs) == 1
        assert max(r for _, r in costs) <= 4
        assert costs[10:310] == costs[1510:1810]  # the same cost at 10 and at 1510 events
        # A refused candidate costs the same and does not make the next one pay more.
        decodes, reads = calls[0], session.reads
        with pytest.raises(ScheduleLogError):
            session.append(SCHEDULE_CHANGE, _create("schedule-1"))
        session.append(SCHEDULE_CHANGE, change("delete", "schedule-1"))
        assert calls[0] - decodes == 2  # each candidate (the last stored one was decoded)
        assert session.reads - reads <= 6

    asyncio.run(scenario())


def test_the_companion_and_the_lane_share_one_fold_and_each_change_is_decoded_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = _counting_decode(monkeypatch)

    async def scenario() -> None:
        live = await Live.started("a", "b")
        sessions = [live.agent(name).session for name in ("a", "b")]
        lane = live.owner("a")._lane
        assert lane.projection is projection_for(sessions[0], 1)
        assert projection_for(sessions[0], 2) is not lane.projection  # one per protocol
        before = calls[0]
        for number, session in enumerate(sessions, start=1):
            session.append(SCHEDULE_CHANGE, _create(f"schedule-{number}"))
        # Both sessions flush after both checks: each fold reuses its own check's decode.
        assert all(await asyncio.gather(*(live.sessions.flush(s) for s in sessions)))
        await live.settle()
        assert calls[0] - before == 2
        assert [list(projection_for(s, 1).active) for s in sessions] == [
            ["schedule-1"],
            ["schedule-2"],
        ]

    asyncio.run(scenario())


class _BareSession:
    """A host's session without the optional offers (`fold_projections`, `fold_checkpoint`):
    the companion keeps its own projection of it."""

    def __init__(self, session_id: str) -> None:
        self.id = session_id
        self.header = dataclasses.make_dataclass("Header", [("seed_length", int)])(0)
        self.events: list[SessionEvent] = []
        self.live = True


class _BareSessions:
    def __init__(self, *sessions: _BareSession) -> None:
        self.sessions = list(sessions)
        self.guards: list[Any] = []
        self.created: list[Any] = []

    def list(self) -> list[_BareSession]:
        return self.sessions

    def on_created(self, listener: Any) -> Any:
        self.created.append(listener)
        return lambda: None

    def add_append_guard(self, guard: Any) -> Any:
        self.guards.append(guard)
        return lambda: None

    def append(self, session: _BareSession, data: Any) -> None:
        candidate = Event(SCHEDULE_CHANGE, len(session.events), 0, data)
        for guard in self.guards:
            guard(session, candidate)
        session.events.append(candidate)


def test_a_session_without_shared_projections_gets_the_companions_own() -> None:
    first, second = _BareSession("s-1"), _BareSession("s-2")
    sessions = _BareSessions(first)
    ctx = PluginContext(sessions, None, None, None, None, None)  # type: ignore[arg-type]
    install_schedule_invariant(ctx)
    sessions.append(first, _create("schedule-1"))
    sessions.created[0](second)  # opened after the install
    sessions.sessions.append(second)
    sessions.append(second, _create("schedule-1"))  # ids are the session's own
    with pytest.raises(ScheduleLogError, match="reuses"):
        sessions.append(first, _create("schedule-1"))
    sessions.append(first, change("dispatch", "schedule-1"))
    with pytest.raises(ScheduleLogError, match="not active"):
        sessions.append(first, change("delete", "schedule-1"))
    sessions.append(second, change("delete", "schedule-1"))
    late = _BareSession("s-3")  # never announced: folded at its first candidate
    late.events.append(Event(SCHEDULE_CHANGE, 0, 0, _create("schedule-1")))
    with pytest.raises(ScheduleLogError, match="reuses"):
        sessions.append(late, _create("schedule-1"))
    assert [len(s.events) for s in (first, second, late)] == [2, 2, 1]
    assert not hasattr(first, "fold_projections")
