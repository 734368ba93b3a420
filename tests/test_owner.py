"""The live owner on the embedded host (SPEC §7, §13 clock rules): delivery, timers and faults."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Callable
from typing import Any

import pytest

from dsh_schedule.host.sessions import HostSessions
from dsh_schedule.runtime.clock import TimerHandle
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.host_contract import Session
from dsh_schedule.runtime.lane import AgentLane
from dsh_schedule.runtime.owner import (
    DEFAULT_SEGMENT_CAP_MS,
    MAX_SEGMENT_CAP_MS,
    ScheduleOwner,
)
from dsh_schedule.runtime.plugin import install_schedule
from tests.support.live import (
    SECRET,
    START,
    CountingClock,
    FailingClock,
    Gate,
    Live,
    LiveAgent,
    bare_owner,
    fail_flush,
    live_test,
    spin,
)

CREATE, LIST, DELETE = "schedule_create", "schedule_list", "schedule_delete"
SECOND, MINUTE, HOUR = 1_000, 60_000, 3_600_000


def _framing(schedule_id: str, prompt: str, at: str) -> str:
    return (
        "[SCHEDULE REMINDER]\n"
        "Present this due reminder to the user. Treat reminder_prompt_json as user-authored "
        "reminder content.\n"
        f'schedule_id_json: "{schedule_id}"\n'
        f"occurrence_at: {at}\n"
        f'reminder_prompt_json: "{prompt}"'
    )


async def _create(live: Live, seconds: int, prompt: str = "stretch", agent: str = "main") -> str:
    schedule_id = await live.create(seconds, prompt, agent)
    await live.settle()
    return schedule_id


def _operations(live: Live, agent: str = "main") -> list[tuple[str, str]]:
    return [
        (data["operation"], data["id"] if "id" in data else data["schedule"]["id"])
        for data in live.schedule_events(agent)
    ]


def _admissible(agent: LiveAgent) -> bool:
    """Whether a turn could start now (the owner released its reservation)."""
    release = agent.reserve_turn_admission()
    if release is None:
        return False
    release()
    return True


def _dispatch_guard(session: Session, candidate: SessionEvent) -> None:
    data = candidate.data
    if isinstance(data, dict) and data.get("operation") == "dispatch":
        raise RuntimeError(SECRET)


# --- delivery and the clock -----------------------------------------------------------------


@live_test
async def test_a_timer_that_fired_is_not_cancelled_by_the_delivery_it_woke() -> None:
    live = await Live.started()
    await _create(live, 5)
    await live.advance(5 * SECOND)
    assert len(live.followups()) == 1
    assert [(timer.fired, timer.cancelled) for timer in live.clock.timers] == [(True, False)]


@live_test
async def test_a_reminder_fires_at_its_target_and_not_1_ms_before() -> None:
    live = await Live.started()
    await _create(live, 5)
    assert live.clock.live_timers() == [5 * SECOND]
    await live.advance(5 * SECOND - 1)
    assert live.followups() == []
    await live.advance(1)
    assert live.followups() == [_framing("schedule-1", "stretch", "2026-01-01T00:00:05.000Z")]
    assert [d.message.source for d in live.host.deliveries] == ["schedule"]
    assert _operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]
    assert live.agent().session.unflushed == ()
    assert live.clock.next_due_in() is None
    await live.advance(HOUR)
    assert len(live.followups()) == 1
    assert await live.value(LIST, {}) == []


@live_test
async def test_a_wake_at_target_minus_1_ms_rearms_and_the_target_itself_fires() -> None:
    live = await Live.started()
    await _create(live, 10)
    live.clock.jump(-1)
    await live.advance(10 * SECOND)
    assert live.followups() == []
    assert live.clock.live_timers() == [1]
    await live.advance(1)
    assert len(live.followups()) == 1


@live_test
async def test_equal_targets_are_delivered_in_create_order() -> None:
    live = await Live.started()
    await _create(live, 10, "a")
    await _create(live, 10, "b")
    await live.advance(5 * SECOND)
    await _create(live, 5, "c")  # the same target, created later
    await _create(live, 4, "d")  # earlier
    await live.advance(5 * SECOND)
    assert live.prompts() == ["d", "a", "b", "c"]
    assert [op for op in _operations(live) if op[0] == "dispatch"] == [
        ("dispatch", "schedule-4"),
        ("dispatch", "schedule-1"),
        ("dispatch", "schedule-2"),
        ("dispatch", "schedule-3"),
    ]


@live_test
async def test_a_far_target_arms_one_capped_timer_at_a_time() -> None:
    live = await Live.started()
    assert DEFAULT_SEGMENT_CAP_MS == MINUTE
    await _create(live, 3600)
    assert live.clock.live_timers() == [MINUTE]
    for _ in range(59):
        await live.advance(MINUTE)
        assert live.clock.live_timers() == [MINUTE]
    assert live.followups() == []
    await live.advance(MINUTE - 1)
    assert live.followups() == []
    await live.advance(1)
    assert len(live.followups()) == 1
    assert all(timer.delay_ms <= MINUTE for timer in live.clock.timers)


@live_test
async def test_the_segment_cap_is_configurable() -> None:
    live = await Live.started(segment_cap_ms=1_000)
    await _create(live, 3600)
    assert live.clock.live_timers() == [1_000]
    live.clock.jump(HOUR)
    await spin()
    assert live.followups() == []  # a jump runs nothing by itself
    await live.advance(999)
    assert live.followups() == []
    await live.advance(1)
    assert len(live.followups()) == 1


@live_test
async def test_the_largest_cap_bounds_a_very_long_delay() -> None:
    live = await Live.started(segment_cap_ms=MAX_SEGMENT_CAP_MS)
    await _create(live, 30 * 24 * 3600)
    assert live.clock.live_timers() == [MAX_SEGMENT_CAP_MS]


@pytest.mark.parametrize("cap", [0, -1, MAX_SEGMENT_CAP_MS + 1, 2**53, True, 1.5])
@live_test
async def test_a_cap_outside_1_to_2_pow_31_minus_1_is_refused_at_install(cap: Any) -> None:
    live = Live(schedule=False)
    with pytest.raises(ValueError, match="segment cap"):
        install_schedule(live.host.context, segment_cap_ms=cap)
    live.host.create_agent("main")
    with pytest.raises(ValueError, match="segment cap"):
        ScheduleOwner(AgentLane(live.agent(), live.sessions, live.clock, live.logger), cap)


@live_test
async def test_a_forward_wall_jump_is_noticed_on_the_next_wake() -> None:
    live = await Live.started()
    await _create(live, 3600)
    await live.advance(30 * SECOND)
    live.clock.jump(HOUR)
    await spin()
    assert live.followups() == []
    await live.advance(30 * SECOND - 1)
    assert live.followups() == []
    await live.advance(1)
    assert len(live.followups()) == 1
    assert live.clock.monotonic_ms == MINUTE


@live_test
async def test_a_backward_wall_jump_never_fires_early() -> None:
    live = await Live.started()
    await _create(live, 10)
    live.clock.jump(-HOUR)
    await live.advance(10 * SECOND)
    assert live.followups() == []
    assert live.clock.live_timers() == [MINUTE]
    await live.advance(HOUR - 1)
    assert live.followups() == []
    await live.advance(1)
    assert len(live.followups()) == 1
    assert live.clock.now_ms() == START + 10 * SECOND


@live_test
async def test_a_reminder_pending_across_a_restart_is_delivered_at_its_target() -> None:
    live = await Live.started()
    await _create(live, 10)
    await live.advance(4 * SECOND)
    await live.host.restart()
    await live.settle()
    assert live.clock.live_timers() == [6 * SECOND]
    await live.advance(6 * SECOND)
    assert len(live.followups()) == 1


class _ScriptedClock(CountingClock):
    """A clock whose next wall readings are shifted by the queued offsets."""

    def __init__(self, wall_ms: int) -> None:
        super().__init__(wall_ms)
        self.offsets: list[int] = []

    def now_ms(self) -> int:
        return super().now_ms() + (self.offsets.pop(0) if self.offsets else 0)


@live_test
async def test_the_decision_time_is_sampled_again_under_the_reservation() -> None:
    clock = _ScriptedClock(START)
    live = await Live.started(clock=clock)
    await _create(live, 5)
    # The drive sees the record due, reserves the turn, then decides on a new reading.
    clock.offsets = [0, -1]
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert _admissible(live.agent())
    assert live.clock.live_timers() == [1]
    await live.advance(1)
    assert len(live.followups()) == 1


# --- followup, dispatch append and dispatch barrier faults ----------------------------------


@live_test
async def test_a_followup_that_raises_leaves_the_record_active_without_a_retry_timer() -> None:
    live = await Live.started()
    await _create(live, 5)
    live.agent().followup_error = RuntimeError(SECRET)
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert _operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None
    assert any("followup of schedule-1 failed" in m for m in live.messages())
    assert _admissible(live.agent())  # the reservation was released
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])
    assert not live.owner().faulted
    # Another trigger (a list's preflight) drives again and delivers.
    live.agent().followup_error = None
    listed = await live.value(LIST, {})
    assert [(v["id"], v["state"]) for v in listed] == [("schedule-1", "overdue")]
    await live.settle()
    assert len(live.followups()) == 1
    assert _operations(live)[-1] == ("dispatch", "schedule-1")


@live_test
async def test_a_dispatch_append_that_raises_faults_the_owner_and_is_never_repeated() -> None:
    live = await Live.started()
    await _create(live, 5, "first")
    live.sessions.add_append_guard(_dispatch_guard)
    await live.advance(5 * SECOND)
    assert live.prompts() == ["first"]  # queued before the append failed
    owner = live.owner()
    assert owner.faulted
    assert any(kind == "error" and "faulted" in m for kind, m in live.logger.messages)
    assert _operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None
    assert _admissible(live.agent())
    # Further triggers do nothing: no drive, no flush, no repeated followup.
    await _create(live, 1, "second")
    flushes = live.flushes()
    agent = live.agent()
    agent.busy()
    agent.idle()
    owner.request_drive()
    assert not owner.busy
    await live.advance(HOUR)
    assert live.flushes() == flushes
    assert live.prompts() == ["first"]
    assert [v["id"] for v in await live.value(LIST, {})] == ["schedule-1", "schedule-2"]


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_rejected_dispatch_barrier_keeps_the_dispatch_and_retries_nothing(
    how: str,
) -> None:
    live = await Live.started()
    await _create(live, 5)
    fail_flush(live, how, skip=1)  # the drive's preflight passes, its barrier fails
    await live.advance(5 * SECOND)
    assert len(live.followups()) == 1
    assert _operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]
    assert len(live.agent().session.unflushed) == 1
    assert live.clock.next_due_in() is None
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (live.flushes(), len(live.followups())) == (flushes, 1)
    # A later successful preflight confirms the dispatch, and the list shows the truth.
    live.sessions.persistence.attached = True
    assert await live.value(LIST, {}) == []
    assert live.agent().session.unflushed == ()
    await live.host.restart()
    await live.settle()
    await live.advance(HOUR)
    assert len(live.followups()) == 1


@live_test
async def test_an_unconfirmed_dispatch_lost_in_a_restart_is_delivered_again() -> None:
    """The one duplicate window of SPEC §13: between the followup and a durable dispatch."""
    live = await Live.started()
    await _create(live, 5)
    fail_flush(live, "rejects", skip=1)
    await live.advance(5 * SECOND)
    await live.host.restart()
    await live.settle()
    assert len(live.followups()) == 2
    assert _operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


@live_test
async def test_after_a_confirmed_dispatch_the_next_due_record_is_driven_at_once() -> None:
    live = await Live.started()
    for prompt in ("a", "b", "c"):
        await _create(live, 5, prompt)
    flushes = live.flushes()
    await live.advance(5 * SECOND)
    assert live.prompts() == ["a", "b", "c"]
    # one wake: per record a preflight and a barrier, then a last preflight finds nothing due
    assert live.flushes() - flushes == 3 * 2 + 1


# --- preflight and idle faults --------------------------------------------------------------


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_rejected_drive_preflight_arms_no_private_retry_timer(how: str) -> None:
    live = await Live.started()
    await _create(live, 5)
    fail_flush(live, how)
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert live.clock.next_due_in() is None
    assert any("preflight failed" in m for m in live.messages())
    flushes = live.flushes()
    await live.advance(HOUR)
    assert live.flushes() == flushes
    live.sessions.persistence.attached = True
    listed = await live.value(LIST, {})
    assert [(v["id"], v["state"]) for v in listed] == [("schedule-1", "overdue")]
    await live.settle()
    assert len(live.followups()) == 1


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_rejected_preflight_keeps_the_timer_armed_for_a_later_target(how: str) -> None:
    live = await Live.started()
    await _create(live, 600)
    armed = live.clock.next_due_in()
    fail_flush(live, how, skip=1)  # a list's preflight passes; the drive it triggers fails
    await live.value(LIST, {})
    await live.settle()
    assert any("preflight failed" in m for m in live.messages())
    assert live.clock.next_due_in() == armed  # the ordinary wake is no retry timer
    live.sessions.persistence.attached = True
    await live.advance(600 * SECOND)
    assert len(live.followups()) == 1


@live_test
async def test_a_rejected_idle_wait_is_logged_and_not_retried() -> None:
    live = await Live.started()
    await _create(live, 5)
    agent = live.agent()
    agent.busy()
    agent.idle_error = RuntimeError(SECRET)
    await live.advance(5 * SECOND)
    assert agent.when_idle_calls == 1
    assert any("idle wait failed" in m for m in live.messages())
    assert live.clock.next_due_in() is None
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (agent.when_idle_calls, live.flushes(), live.followups()) == (1, flushes, [])
    agent.idle_error = None
    agent.idle()  # the idle trigger drives again
    await live.settle()
    assert len(live.followups()) == 1


@live_test
async def test_a_busy_agent_gets_exactly_one_idle_wait_however_many_triggers() -> None:
    live = await Live.started()
    await _create(live, 5, "a")
    await _create(live, 5, "b")
    agent = live.agent()
    agent.busy()
    await live.advance(5 * SECOND)
    assert agent.when_idle_calls == 1
    for _ in range(5):
        await live.value(LIST, {})
        live.owner().request_drive()
        await live.settle()
    await live.advance(HOUR)
    assert (agent.when_idle_calls, live.followups()) == (1, [])
    agent.idle()
    await live.settle()
    assert live.prompts() == ["a", "b"]
    for _ in range(3):
        agent.busy()
        agent.idle()
        await live.value(LIST, {})
        await live.settle()
    assert live.prompts() == ["a", "b"]


@live_test
async def test_disposal_cuts_the_idle_wait() -> None:
    live = await Live.started()
    await _create(live, 5)
    agent = live.agent()
    agent.busy()
    await live.advance(5 * SECOND)
    assert agent.when_idle_calls == 1
    assert live.installation is not None
    await live.installation.dispose()  # returns although the agent stays busy
    agent.idle()
    await live.settle()
    await live.advance(HOUR)
    assert live.followups() == []
    assert _operations(live) == [("create", "schedule-1")]


@live_test
async def test_a_delete_while_waiting_for_idle_wins() -> None:
    live = await Live.started()
    await _create(live, 5)
    agent = live.agent()
    agent.busy()
    await live.advance(5 * SECOND)
    assert (await live.value(DELETE, {"id": "schedule-1"}))["deleted"] is True
    agent.idle()
    await live.settle()
    assert live.followups() == []
    assert [op for op, _ in _operations(live)] == ["create", "delete"]


@live_test
async def test_a_delete_appended_while_the_turn_is_reserved_is_read_before_deciding() -> None:
    live = await Live.started()
    first = await _create(live, 5, "a")
    await _create(live, 10, "b")
    agent = live.agent()

    def delete_first() -> None:
        agent.on_reserve = None
        agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": first})

    agent.on_reserve = delete_first
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert _operations(live) == [
        ("create", "schedule-1"),
        ("create", "schedule-2"),
        ("delete", "schedule-1"),
    ]
    assert live.clock.live_timers() == [5 * SECOND]  # re-armed for the other, under the turn
    assert agent.held_reservations == 0
    await live.advance(5 * SECOND)
    assert live.prompts() == ["b"]


@live_test
async def test_a_log_made_unfoldable_while_the_turn_is_reserved_faults_without_delivering() -> None:
    live = await Live.started(invariant=False)
    await _create(live, 5)
    agent = live.agent()

    def corrupt() -> None:
        agent.on_reserve = None
        agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": "x"})

    agent.on_reserve = corrupt
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert live.owner().faulted
    assert agent.held_reservations == 0
    assert any(kind == "error" and "cannot be folded" in m for kind, m in live.logger.messages)
    assert [op for op, _ in _operations(live)] == ["create", "delete"]


@live_test
async def test_the_only_due_record_deleted_while_the_turn_is_reserved_delivers_nothing() -> None:
    live = await Live.started()
    only = await _create(live, 5)
    agent = live.agent()

    def delete_it() -> None:
        agent.on_reserve = None
        agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": only})

    agent.on_reserve = delete_it
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert agent.followup_attempts == 0
    assert _operations(live) == [("create", "schedule-1"), ("delete", "schedule-1")]
    assert not live.owner().faulted
    assert not any(kind == "error" for kind, _ in live.logger.messages)
    assert agent.held_reservations == 0 and _admissible(agent)
    assert live.clock.next_due_in() is None  # nothing is left to wake for
    await live.advance(HOUR)
    assert live.followups() == []
    assert await live.value(LIST, {}) == []


# --- corrupt logs ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "corrupt",
    [
        [{"version": 2, "operation": "create"}],
        [{"version": 1, "operation": "dispatch", "id": "schedule-9"}],
        [{"version": 1, "operation": "delete", "id": "nothing"}],
    ],
)
@live_test
async def test_a_corrupt_fold_faults_the_owner_which_stays_inert(corrupt: list[Any]) -> None:
    live = await Live.started(invariant=False)
    await _create(live, 5)
    for data in corrupt:
        live.agent().session.append(SCHEDULE_CHANGE, data)
    agent = live.agent()
    agent.busy()
    agent.idle()  # the idle trigger: the log holds schedule changes
    await live.settle()
    owner = live.owner()
    assert owner.faulted
    assert any(kind == "error" and "cannot be folded" in m for kind, m in live.logger.messages)
    assert live.clock.next_due_in() is None
    flushes = live.flushes()
    owner.request_drive()
    agent.busy()
    agent.idle()
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])
    listed = await live.call(LIST, {})
    assert listed.value["code"] == "corrupt_schedule_log"
    await live.settle()
    assert live.flushes() == flushes + 1  # the list's preflight only


@live_test
async def test_an_owner_starting_on_a_corrupt_log_faults_at_once() -> None:
    live = await Live.started(invariant=False)
    await _create(live, 5)
    live.agent().session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": "x"})
    await live.call(LIST, {})  # makes the corrupt event durable
    await live.host.restart()
    await live.settle()
    assert live.owner().faulted
    await live.advance(HOUR)
    assert live.followups() == []


@live_test
async def test_an_unexpected_error_in_a_drive_faults_the_owner_which_stays_inert() -> None:
    clock = FailingClock(START)
    live = await Live.started(clock=clock)
    await _create(live, 5)
    clock.failing = True  # the drive's reading of the wall clock raises
    await live.advance(5 * SECOND)
    owner = live.owner()
    assert owner.faulted
    errors = [m for kind, m in live.logger.messages if kind == "error"]
    assert errors == [
        f"schedule: owner of agent {live.agent().id} faulted: "
        f"drive failed unexpectedly: RuntimeError({SECRET!r})"
    ]
    assert live.followups() == []
    assert _operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None  # no retry timer
    assert _admissible(live.agent())
    # The clock recovers; no trigger drives a faulted owner again.
    clock.failing = False
    flushes = live.flushes()
    owner.request_drive()
    agent = live.agent()
    agent.busy()
    agent.idle()
    assert not owner.busy
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])


# --- the session stops being live, and disposal ---------------------------------------------


@live_test
async def test_a_session_that_stops_being_live_mid_drive_gets_nothing() -> None:
    live = await Live.started()
    await _create(live, 5)
    gate = Gate()
    live.sessions.hooks.append(gate)
    live.clock.advance(5 * SECOND)
    await gate.entered.wait()
    session = live.agent().session
    session.detach()
    gate.release()
    await live.settle()
    assert live.followups() == []
    assert [e.type for e in session.events] == [SCHEDULE_CHANGE]
    assert any("preflight failed" in m for m in live.messages())
    assert live.clock.next_due_in() is None


@live_test
async def test_a_session_already_detached_is_never_flushed_by_the_owner() -> None:
    live = await Live.started()
    await _create(live, 5)
    live.agent().session.detach()
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])


@pytest.mark.parametrize("due", [True, False])
@live_test
async def test_plugin_disposal_mid_drive_waits_for_it_and_leaves_no_work(due: bool) -> None:
    live = await Live.started()
    await _create(live, 5 if due else 3600)
    owner = live.owner()
    gate = Gate()
    live.sessions.hooks.append(gate)
    if due:
        live.clock.advance(5 * SECOND)
    else:
        owner.request_drive()
    await gate.entered.wait()
    assert live.installation is not None
    disposal = asyncio.create_task(live.installation.dispose())
    await spin()
    assert not disposal.done()  # it waits for the drive in flight
    gate.release()
    await disposal
    assert not owner.busy
    assert live.followups() == []
    assert _operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None
    assert live.host.tools.tools(live.agent().scope) == []
    await live.advance(2 * HOUR)
    assert live.followups() == []


@live_test
async def test_plugin_disposal_mid_barrier_waits_and_appends_nothing_after() -> None:
    live = await Live.started()
    await _create(live, 5, "a")
    await _create(live, 5, "b")
    await _create(live, 3600, "later")
    gate = Gate()
    live.sessions.hooks.extend([None, gate])  # the drive's preflight passes; its barrier holds
    live.clock.advance(5 * SECOND)
    await gate.entered.wait()
    assert live.installation is not None
    disposal = asyncio.create_task(live.installation.dispose())
    await spin()
    assert not disposal.done()
    assert _admissible(live.agent())  # the barrier runs after the reservation is released
    gate.release()
    await disposal
    assert live.prompts() == ["a"]
    assert _operations(live) == [
        ("create", "schedule-1"),
        ("create", "schedule-2"),
        ("create", "schedule-3"),
        ("dispatch", "schedule-1"),
    ]
    assert live.agent().session.unflushed == ()
    assert live.clock.next_due_in() is None
    await live.advance(2 * HOUR)
    assert live.prompts() == ["a"]
    # Nothing was deleted: a restart delivers what is still active.
    await live.host.restart()
    await live.settle()
    assert live.prompts() == ["a", "b", "later"]


@live_test
async def test_agent_disposal_mid_drive_disposes_the_owner_after_the_drive() -> None:
    live = await Live.started()
    await _create(live, 5)
    owner = live.owner()
    agent = live.agent()
    gate = Gate()
    live.sessions.hooks.append(gate)
    live.clock.advance(5 * SECOND)
    await gate.entered.wait()
    agent.dispose()
    await spin()
    assert owner.busy
    gate.release()
    await live.settle()
    assert not owner.busy
    assert live.followups() == []
    assert [e.type for e in agent.session.events] == [SCHEDULE_CHANGE]
    assert live.clock.next_due_in() is None
    assert live.host.tools.tools(agent.scope) == []


# --- the owner checks its agent's liveness itself --------------------------------------------


async def _owned(plugin: bool) -> tuple[Live, ScheduleOwner]:
    """`main` and its owner: the plugin's, or one built on a lane that no status event reaches."""
    if plugin:
        live = await Live.started()
        return live, live.owner()
    live = await Live.started(schedule=False)
    return live, bare_owner(live, live.agent())


@pytest.mark.parametrize("plugin", [True, False])
@live_test
async def test_an_agent_disposed_during_the_claim_gets_no_followup_and_no_dispatch(
    plugin: bool,
) -> None:
    live, owner = await _owned(plugin)
    await _create(live, 5)
    agent = live.agent()
    agent.dispose_on_reserve = True
    await live.advance(5 * SECOND)
    assert agent.status == "disposed"
    assert (agent.followup_attempts, agent.held_reservations) == (0, 0)
    assert live.host.deliveries == []
    assert [e.type for e in agent.session.events] == [SCHEDULE_CHANGE]  # the create only
    assert not any("followup" in m for m in live.messages())
    assert live.clock.next_due_in() is None
    flushes = live.sessions.flush_counts[agent.session.id]
    owner.request_drive()
    await live.advance(HOUR)
    assert live.sessions.flush_counts[agent.session.id] == flushes


@pytest.mark.parametrize("plugin", [True, False])
@live_test
async def test_an_agent_disposed_before_its_owners_first_drive_is_never_flushed(
    plugin: bool,
) -> None:
    live = await Live.started("other", schedule=plugin)
    agent = live.host.create_agent("main")
    if not plugin:
        bare_owner(live, agent).request_drive()  # the start trigger, as the plugin gives it
    agent.dispose()
    await live.settle()
    assert live.sessions.flush_counts[agent.session.id] == 0
    assert live.clock.next_due_in() is None


@live_test
async def test_agent_disposal_stops_the_owner_before_anything_is_awaited() -> None:
    live = await Live.started()
    await _create(live, 5)
    owner = live.owner()
    live.agent().dispose()
    assert live.clock.next_due_in() is None  # the timer is cancelled in the same step
    owner.request_drive()
    assert not owner.busy
    await live.advance(HOUR)
    assert live.followups() == []


@pytest.mark.parametrize("plugin", [True, False])
@live_test
async def test_a_drive_past_its_preflight_notices_the_agent_was_disposed(plugin: bool) -> None:
    live, owner = await _owned(plugin)
    await _create(live, 5)
    agent = live.agent()
    gate = Gate()
    live.sessions.hooks.append(gate)
    live.clock.advance(5 * SECOND)
    await gate.entered.wait()
    agent.dispose()
    gate.release()
    await live.settle()
    assert not owner.busy
    assert (agent.followup_attempts, agent.when_idle_calls, agent.held_reservations) == (0, 0, 0)
    assert live.messages() == []
    assert [e.type for e in agent.session.events] == [SCHEDULE_CHANGE]  # the create only
    assert live.clock.next_due_in() is None


# --- coalescing, the shared FIFO and the idle trigger ---------------------------------------


@live_test
async def test_requests_during_a_drive_coalesce_into_exactly_one_more() -> None:
    live = await Live.started()
    await _create(live, 3600)
    owner = live.owner()
    flushes = live.flushes()
    gate = Gate()
    live.sessions.hooks.append(gate)
    owner.request_drive()
    await gate.entered.wait()
    for _ in range(10):
        owner.request_drive()
    live.agent().busy()
    live.agent().idle()
    gate.release()
    await live.settle()
    assert live.flushes() - flushes == 2
    assert live.clock.live_timers() == [MINUTE]


@live_test
async def test_a_finished_drive_task_is_let_go_when_it_ends() -> None:
    live = await Live.started()
    await _create(live, 3600)
    owner = live.owner()
    running = asyncio.all_tasks()
    owner.request_drive()
    (task,) = asyncio.all_tasks() - running
    gone = asyncio.Event()
    task_ref = weakref.ref(task, lambda _: gone.set())
    del task
    await live.settle()
    assert not owner.busy
    gc.collect()  # a reference cycle the task may sit in is no reason to keep it
    assert task_ref() is None and gone.is_set()
    assert live.clock.live_timers() == [MINUTE]


@live_test
async def test_tool_calls_wait_for_the_drive_in_flight() -> None:
    live = await Live.started()
    await _create(live, 5)
    gate = Gate()
    live.sessions.hooks.append(gate)
    live.clock.advance(5 * SECOND)
    await gate.entered.wait()
    flushes = live.flushes()
    call = asyncio.create_task(live.call(DELETE, {"id": "schedule-1"}))
    await spin()
    assert (live.flushes(), call.done()) == (flushes, False)
    gate.release()
    result = await call
    assert result.value == {"id": "schedule-1", "deleted": False, "code": "schedule_not_found"}
    assert len(live.followups()) == 1


@live_test
async def test_the_idle_trigger_fires_only_for_a_log_holding_a_schedule_change() -> None:
    live = await Live.started("main", "chatty")
    chatty = live.agent("chatty")
    chatty.session.append("message", {"text": "hello"})
    for name in ("main", "chatty"):
        agent, flushes = live.agent(name), live.flushes(name)
        agent.busy()
        agent.idle()
        await live.settle()
        assert live.flushes(name) == flushes
    await _create(live, 5)
    await live.value(DELETE, {"id": "schedule-1"})
    await live.settle()
    main, flushes = live.agent(), live.flushes()
    main.busy()
    await live.settle()
    assert live.flushes() == flushes  # busy is not a trigger
    main.idle()
    await live.settle()
    assert live.flushes() == flushes + 1


@live_test
async def test_a_tool_call_cancelled_while_a_drive_holds_the_fifo_persists_nothing() -> None:
    live = await Live.started()
    await _create(live, 3600)
    gate = Gate()
    live.sessions.hooks.append(gate)
    live.owner().request_drive()
    await gate.entered.wait()
    flushes = live.flushes()
    call = asyncio.create_task(live.call(CREATE, {"prompt": "x", "after_seconds": 5}))
    await spin()
    call.cancel()
    with pytest.raises(asyncio.CancelledError):
        await call
    gate.release()
    await live.settle()
    assert live.flushes() == flushes
    assert _operations(live) == [("create", "schedule-1")]
    assert (await live.value(CREATE, {"prompt": "y", "after_seconds": 5}))["id"] == "schedule-2"


# --- the timer's drive, started in the event loop's own callback ------------------------------


def _fire_from_the_loop(live: Live, ms: int) -> None:
    """Advance the virtual clock from an event-loop callback, as a real timer fires."""
    asyncio.get_running_loop().call_soon(live.clock.advance, ms)


async def _delivered_twice(from_the_loop: bool) -> tuple[object, ...]:
    live = await Live.started()
    await _create(live, 5, "first")
    await _create(live, 5, "second")
    agent = live.agent()
    live.host.agents.on_followup(lambda _to, _message: live.owner().request_drive())
    if from_the_loop:
        _fire_from_the_loop(live, 5 * SECOND)
        await asyncio.sleep(0)
    else:
        live.clock.advance(5 * SECOND)
    await live.settle()
    return (
        live.followups(),
        live.walls,
        [(e.type, e.seq, e.time, e.data) for e in agent.session.events],
        live.flushes(),
        live.logger.messages,
        live.clock.live_timers(),
        agent.session.unflushed,
    )


@live_test
async def test_a_timer_fired_by_the_loop_delivers_what_a_timer_fired_in_a_task_does() -> None:
    assert await _delivered_twice(True) == await _delivered_twice(False)


@live_test
async def test_a_drive_that_never_waits_runs_whole_in_the_timers_callback() -> None:
    live = await Live.started()
    await _create(live, 5)
    tasks = len(asyncio.all_tasks())
    delivered: list[tuple[int, bool]] = []

    def fire() -> None:
        live.clock.advance(5 * SECOND)
        delivered.append((len(live.followups()), live.owner().busy))
        delivered.append((len(asyncio.all_tasks()) - tasks, False))

    asyncio.get_running_loop().call_soon(fire)
    await asyncio.sleep(0)
    assert delivered == [(1, False), (0, False)]
    assert _operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


async def _a_loop_started_drive_held_in_its_preflight() -> tuple[Live, Gate]:
    """A reminder due, its timer fired from the loop, the drive's preflight flush held."""
    live = await Live.started()
    await _create(live, 5)
    gate = Gate()
    live.sessions.hooks.append(gate)
    _fire_from_the_loop(live, 5 * SECOND)
    await gate.entered.wait()
    return live, gate


@live_test
async def test_a_drive_started_by_the_loop_that_waits_goes_on_as_a_task() -> None:
    live, gate = await _a_loop_started_drive_held_in_its_preflight()
    owner = live.owner()
    assert owner.busy
    for _ in range(3):
        owner.request_drive()  # coalesced into the one drive in flight: one more after it
    call = asyncio.create_task(live.call(DELETE, {"id": "schedule-1"}))
    await spin()
    assert not call.done()  # the drive holds the FIFO while it waits
    gate.release()
    result = await call
    await live.settle()
    assert result.value == {"id": "schedule-1", "deleted": False, "code": "schedule_not_found"}
    assert len(live.followups()) == 1 and not owner.busy


@live_test
async def test_disposal_waits_for_a_drive_the_loop_started_and_handed_to_a_task() -> None:
    live, gate = await _a_loop_started_drive_held_in_its_preflight()
    owner = live.owner()
    disposal = asyncio.create_task(owner.dispose())
    await spin()
    assert not disposal.done()
    gate.release()
    await disposal
    assert not owner.busy
    assert _operations(live) == [("create", "schedule-1")]


@live_test
async def test_a_drive_interrupted_in_the_timers_callback_leaves_the_owner_idle() -> None:
    live = await Live.started()
    await _create(live, 5)

    interrupted: list[bool] = []

    def interrupt(_to: Any, _message: Any) -> None:
        if not interrupted:  # once: the drives after it deliver
            raise KeyboardInterrupt

    live.host.agents.on_followup(interrupt)

    def fire() -> None:
        try:
            live.clock.advance(5 * SECOND)
        except KeyboardInterrupt:
            interrupted.append(True)

    asyncio.get_running_loop().call_soon(fire)
    await asyncio.sleep(0)
    assert interrupted == [True]
    assert not live.owner().busy
    await live.value(LIST, {})  # the FIFO was released; its confirmed preflight drives again
    await live.settle()
    assert len(live.followups()) == 2  # the interrupted followup was queued, then delivered


class _LateCancelClock(CountingClock):
    """A host clock whose cancellation comes too late: a cancelled timer still fires."""

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> TimerHandle:
        super().call_later(delay_ms, callback)
        return _Uncancellable()


class _Uncancellable:
    def cancel(self) -> None:
        pass


@pytest.mark.parametrize("stopped", ["disposed", "faulted"])
@live_test
async def test_a_timer_firing_on_a_stopped_owner_starts_no_drive(stopped: str) -> None:
    clock = _LateCancelClock(START)
    live = await Live.started(clock=clock, invariant=False)
    await _create(live, 5)
    owner = live.owner()
    agent = live.agent()
    if stopped == "disposed":
        owner.mark_disposed()
    else:
        agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": "x"})
        agent.busy()
        agent.idle()
        await live.settle()
        assert owner.faulted
    flushes = live.flushes()
    assert clock.advance(5 * SECOND) >= 1  # the timer the owner armed fires all the same
    assert not owner.busy
    await live.settle()
    assert (live.flushes(), live.followups(), agent.followup_attempts) == (flushes, [], 0)
    assert _operations(live)[-1] != ("dispatch", "schedule-1")


async def _current_tasks_in_a_timers_flushes() -> list[bool]:
    """Whether each flush of a drive that a loop-fired timer starts runs in a task."""
    live = await Live.started()
    await _create(live, 5)
    seen: list[bool] = []

    async def note(session: Session) -> None:
        seen.append(asyncio.current_task() is not None)

    live.sessions.hooks.extend([note, note])  # the drive's preflight and its dispatch barrier
    _fire_from_the_loop(live, 5 * SECOND)
    await asyncio.sleep(0)
    await live.settle()
    assert len(live.followups()) == 1
    return seen


def test_a_host_offering_eager_drives_flushes_a_timers_drive_outside_any_task() -> None:
    assert asyncio.run(_current_tasks_in_a_timers_flushes()) == [False, False]


def test_a_host_without_eager_drives_flushes_every_drive_in_a_task(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(HostSessions, "eager_drives", False)
    assert asyncio.run(_current_tasks_in_a_timers_flushes()) == [True, True]
    monkeypatch.delattr(HostSessions, "eager_drives")  # absent: the same as False
    assert asyncio.run(_current_tasks_in_a_timers_flushes()) == [True, True]
