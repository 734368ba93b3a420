"""The live owner's drive requests and tool calls (SPEC §7): requests during a drive coalesce
into one more, tool calls wait in the shared FIFO, and the idle trigger fires only for a log
holding a schedule change."""

from __future__ import annotations

import asyncio
import gc
import weakref

import pytest

from tests.support.live import Gate, Live, live_test, spin
from tests.support.owner import CREATE, DELETE, MINUTE, SECOND, create_settled, schedule_operations


@live_test
async def test_requests_during_a_drive_coalesce_into_exactly_one_more() -> None:
    live = await Live.started()
    await create_settled(live, 3600)
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
    await create_settled(live, 3600)
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
    await create_settled(live, 5)
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
    await create_settled(live, 5)
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
    await create_settled(live, 3600)
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
    assert schedule_operations(live) == [("create", "schedule-1")]
    assert (await live.value(CREATE, {"prompt": "y", "after_seconds": 5}))["id"] == "schedule-2"
