"""The virtual clock: timers fire in due order at their due times; jumps move the wall alone."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.runtime.clock import SystemClock, TimerHandle, VirtualClock


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


class _ReferenceClock:
    """The rule written plainly: every live timer, fired by (due, arming order)."""

    def __init__(self) -> None:
        self.monotonic = 0
        self.armed: list[tuple[int, int, Callable[[], None]]] = []
        self.cancelled: set[int] = set()

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> int:
        self.armed.append((self.monotonic + max(0, delay_ms), len(self.armed), callback))
        return len(self.armed) - 1

    def live(self) -> list[tuple[int, int, Callable[[], None]]]:
        return sorted(t for t in self.armed if t[1] not in self.cancelled)

    def next_due_in(self) -> int | None:
        live = self.live()
        return live[0][0] - self.monotonic if live else None

    def advance(self, ms: int) -> int:
        target, fired = self.monotonic + ms, 0
        while (live := self.live()) and live[0][0] <= target:
            due, index, callback = live[0]
            self.cancelled.add(index)  # fired: never again
            self.monotonic = due
            fired += 1
            callback()
        self.monotonic = target
        return fired


operations = st.lists(
    st.one_of(
        st.tuples(st.just("arm"), st.integers(-2, 40), st.integers(-1, 20)),
        st.tuples(st.just("cancel"), st.integers(0, 60), st.just(0)),
        st.tuples(st.just("advance"), st.integers(0, 30), st.just(0)),
        st.tuples(st.just("next"), st.just(0), st.just(0)),
    ),
    max_size=60,
)


@given(operations)
@settings(max_examples=300, deadline=None)
def test_timers_fire_as_the_plain_rule_says_ties_in_arming_order(ops: list[Any]) -> None:
    """Random arming (some callbacks arm another timer, with a delay of 0 among them),
    cancelling, advancing and peeking give the same firings on both clocks."""
    clock, reference = VirtualClock(), _ReferenceClock()
    fired: dict[str, list[tuple[int, int]]] = {"clock": [], "reference": []}
    handles: list[TimerHandle] = []

    def arm(which: str, delay: int, then: int, name: int) -> None:
        def callback() -> None:
            at = clock.monotonic_ms if which == "clock" else reference.monotonic
            fired[which].append((name, at))
            if then >= 0:  # arm a follower, named after its parent
                arm(which, then, -1, 1000 + name)

        if which == "clock":
            handles.append(clock.call_later(delay, callback))
        else:
            reference.call_later(delay, callback)

    for op, a, b in ops:
        if op == "arm":
            arm("clock", a, b, len(handles))
            arm("reference", a, b, len(reference.armed))
        elif op == "cancel" and a < len(handles):
            handles[a].cancel()
            reference.cancelled.add(a)
        elif op == "advance":
            assert clock.advance(a) == reference.advance(a)
        else:
            assert clock.next_due_in() == reference.next_due_in()
        assert fired["clock"] == fired["reference"]
