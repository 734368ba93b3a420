"""The virtual clock: timers fire in due order at their due times; jumps move the wall alone."""

from __future__ import annotations

import asyncio

import pytest

from dsh_schedule.runtime.clock import SystemClock, VirtualClock


def test_advance_fires_timers_in_due_order_with_the_clock_at_their_due_time() -> None:
    clock = VirtualClock(wall_ms=1_000)
    seen: list[tuple[str, int, int]] = []
    clock.call_later(300, lambda: seen.append(("b", clock.now_ms(), clock.monotonic_ms)))
    clock.call_later(100, lambda: seen.append(("a", clock.now_ms(), clock.monotonic_ms)))
    clock.call_later(300, lambda: seen.append(("c", clock.now_ms(), clock.monotonic_ms)))
    assert clock.advance(250) == 1
    assert clock.advance(50) == 2
    assert seen == [("a", 1_100, 100), ("b", 1_300, 300), ("c", 1_300, 300)]
    assert clock.now_ms() == 1_300


def test_a_timer_is_not_due_one_millisecond_early() -> None:
    clock = VirtualClock()
    fired: list[int] = []
    clock.call_later(10, lambda: fired.append(1))
    clock.advance(9)
    assert fired == []
    assert clock.next_due_in() == 1
    clock.advance(1)
    assert fired == [1]
    assert clock.next_due_in() is None


def test_cancelled_timers_never_fire() -> None:
    clock = VirtualClock()
    fired: list[int] = []
    clock.call_later(10, lambda: fired.append(1)).cancel()
    assert clock.next_due_in() is None
    assert clock.advance(100) == 0
    assert fired == []


def test_jump_moves_the_wall_clock_alone() -> None:
    clock = VirtualClock(wall_ms=10_000)
    fired: list[int] = []
    clock.call_later(5, lambda: fired.append(1))
    clock.jump(-4_000)
    clock.jump(60_000)
    assert clock.now_ms() == 66_000
    assert clock.monotonic_ms == 0
    assert fired == []


def test_timers_armed_by_a_callback_fire_within_the_same_advance() -> None:
    clock = VirtualClock()
    fired: list[int] = []

    def first() -> None:
        fired.append(clock.monotonic_ms)
        clock.call_later(10, lambda: fired.append(clock.monotonic_ms))

    clock.call_later(10, first)
    clock.advance(25)
    assert fired == [10, 20]


def test_advance_refuses_going_back() -> None:
    with pytest.raises(ValueError, match="non-negative"):
        VirtualClock().advance(-1)


def test_system_clock_reads_wall_time_and_arms_loop_timers() -> None:
    async def scenario() -> list[int]:
        clock = SystemClock()
        fired: list[int] = []
        handle = clock.call_later(60_000, lambda: fired.append(1))
        handle.cancel()
        assert clock.now_ms() > 1_700_000_000_000
        return fired

    assert asyncio.run(scenario()) == []
