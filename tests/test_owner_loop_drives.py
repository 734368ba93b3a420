"""The live owner's drive started in the event loop's own timer callback (SPEC §7): it delivers
what a drive in a task does, goes on as a task once it waits, and stops with the owner."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from dsh_schedule.host.sessions import HostSessions
from dsh_schedule.runtime.clock import TimerHandle
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import Session
from tests.support.live import START, CountingClock, Gate, Live, live_test, spin
from tests.support.owner import DELETE, LIST, SECOND, create_settled, schedule_operations


def _fire_from_the_loop(live: Live, ms: int) -> None:
    """Advance the virtual clock from an event-loop callback, as a real timer fires."""
    asyncio.get_running_loop().call_soon(live.clock.advance, ms)


async def _delivered_twice(from_the_loop: bool) -> tuple[object, ...]:
    live = await Live.started()
    await create_settled(live, 5, "first")
    await create_settled(live, 5, "second")
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
    await create_settled(live, 5)
    tasks = len(asyncio.all_tasks())
    delivered: list[tuple[int, bool]] = []

    def fire() -> None:
        live.clock.advance(5 * SECOND)
        delivered.append((len(live.followups()), live.owner().busy))
        delivered.append((len(asyncio.all_tasks()) - tasks, False))

    asyncio.get_running_loop().call_soon(fire)
    await asyncio.sleep(0)
    assert delivered == [(1, False), (0, False)]
    assert schedule_operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


async def _a_loop_started_drive_held_in_its_preflight() -> tuple[Live, Gate]:
    """A reminder due, its timer fired from the loop, the drive's preflight flush held."""
    live = await Live.started()
    await create_settled(live, 5)
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
    assert schedule_operations(live) == [("create", "schedule-1")]


@live_test
async def test_a_drive_interrupted_in_the_timers_callback_leaves_the_owner_idle() -> None:
    live = await Live.started()
    await create_settled(live, 5)

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
    await create_settled(live, 5)
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
    assert schedule_operations(live)[-1] != ("dispatch", "schedule-1")


async def _current_tasks_in_a_timers_flushes() -> list[bool]:
    """Whether each flush of a drive that a loop-fired timer starts runs in a task."""
    live = await Live.started()
    await create_settled(live, 5)
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
