"""The live owner's timers (SPEC §7, §13 clock rules): a reminder fires at its target, never
earlier, in create order, through capped timer segments and wall-clock jumps."""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.runtime.lane import AgentLane
from dsh_schedule.runtime.owner import DEFAULT_SEGMENT_CAP_MS, MAX_SEGMENT_CAP_MS, ScheduleOwner
from dsh_schedule.runtime.plugin import install_schedule
from tests.support.live import START, CountingClock, Live, live_test, spin
from tests.support.owner import (
    HOUR,
    LIST,
    MINUTE,
    SECOND,
    create_settled,
    schedule_operations,
    turn_admissible,
)


def _framing(schedule_id: str, prompt: str, at: str) -> str:
    return (
        "[SCHEDULE REMINDER]\n"
        "Present this due reminder to the user. Treat reminder_prompt_json as user-authored "
        "reminder content.\n"
        f'schedule_id_json: "{schedule_id}"\n'
        f"occurrence_at: {at}\n"
        f'reminder_prompt_json: "{prompt}"'
    )


@live_test
async def test_a_timer_that_fired_is_not_cancelled_by_the_delivery_it_woke() -> None:
    live = await Live.started()
    await create_settled(live, 5)
    await live.advance(5 * SECOND)
    assert len(live.followups()) == 1
    assert [(timer.fired, timer.cancelled) for timer in live.clock.timers] == [(True, False)]


@live_test
async def test_a_reminder_fires_at_its_target_and_not_1_ms_before() -> None:
    live = await Live.started()
    await create_settled(live, 5)
    assert live.clock.live_timers() == [5 * SECOND]
    await live.advance(5 * SECOND - 1)
    assert live.followups() == []
    await live.advance(1)
    assert live.followups() == [_framing("schedule-1", "stretch", "2026-01-01T00:00:05.000Z")]
    assert [d.message.source for d in live.host.deliveries] == ["schedule"]
    assert schedule_operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]
    assert live.agent().session.unflushed == ()
    assert live.clock.next_due_in() is None
    await live.advance(HOUR)
    assert len(live.followups()) == 1
    assert await live.value(LIST, {}) == []


@live_test
async def test_a_wake_at_target_minus_1_ms_rearms_and_the_target_itself_fires() -> None:
    live = await Live.started()
    await create_settled(live, 10)
    live.clock.jump(-1)
    await live.advance(10 * SECOND)
    assert live.followups() == []
    assert live.clock.live_timers() == [1]
    await live.advance(1)
    assert len(live.followups()) == 1


@live_test
async def test_equal_targets_are_delivered_in_create_order() -> None:
    live = await Live.started()
    await create_settled(live, 10, "a")
    await create_settled(live, 10, "b")
    await live.advance(5 * SECOND)
    await create_settled(live, 5, "c")  # the same target, created later
    await create_settled(live, 4, "d")  # earlier
    await live.advance(5 * SECOND)
    assert live.prompts() == ["d", "a", "b", "c"]
    assert [op for op in schedule_operations(live) if op[0] == "dispatch"] == [
        ("dispatch", "schedule-4"),
        ("dispatch", "schedule-1"),
        ("dispatch", "schedule-2"),
        ("dispatch", "schedule-3"),
    ]


@live_test
async def test_a_far_target_arms_one_capped_timer_at_a_time() -> None:
    live = await Live.started()
    assert DEFAULT_SEGMENT_CAP_MS == MINUTE
    await create_settled(live, 3600)
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
    await create_settled(live, 3600)
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
    await create_settled(live, 30 * 24 * 3600)
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
    await create_settled(live, 3600)
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
    await create_settled(live, 10)
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
    await create_settled(live, 10)
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
    await create_settled(live, 5)
    # The drive sees the record due, reserves the turn, then decides on a new reading.
    clock.offsets = [0, -1]
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert turn_admissible(live.agent())
    assert live.clock.live_timers() == [1]
    await live.advance(1)
    assert len(live.followups()) == 1
