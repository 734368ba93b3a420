"""The three tools' shared FIFO (SPEC §6): calls run one at a time in arrival order, a call
cancelled while waiting or in its preflight persists nothing, and results render through the
host as compact JSON.

Most tests run the tools without an owner (`bare_tools`), so the flushes counted are the
tools' own; `confirmed` counts the owner recompute requests (`lane.on_confirmed` listeners).
"""

from __future__ import annotations

import asyncio

import pytest

from dsh_schedule.runtime.jsjson import render_json
from tests.support.live import Gate, live_test, spin
from tests.support.tools import CREATE, DELETE, LIST, bare_started


@live_test
async def test_a_call_cancelled_while_waiting_in_the_fifo_persists_nothing() -> None:
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (DELETE, {"id": "schedule-1"}),
    ):
        bare = await bare_started()
        if name == DELETE:
            await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
        before, events = bare.flushes, len(bare.agent.session.events)
        await bare.lane.fifo.acquire()
        call = asyncio.create_task(bare.live.call(name, arguments))
        await spin()
        assert not call.done()
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        bare.lane.fifo.release()
        await spin()
        assert (bare.flushes - before, len(bare.agent.session.events)) == (0, events)
        # The FIFO still works and nothing was allocated.
        listed = await bare.live.value(LIST, {})
        assert [v["id"] for v in listed] == (["schedule-1"] if name == DELETE else [])


@live_test
async def test_a_call_cancelled_during_its_preflight_persists_nothing() -> None:
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (DELETE, {"id": "schedule-1"}),
    ):
        bare = await bare_started()
        if name == DELETE:
            await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
        events = len(bare.agent.session.events)
        gate = Gate()
        bare.live.sessions.hooks.append(gate)
        call = asyncio.create_task(bare.live.call(name, arguments))
        await gate.entered.wait()
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        gate.release()
        await spin()
        assert len(bare.agent.session.events) == events
        assert bare.agent.session.unflushed == ()
        assert not bare.lane.fifo.locked()
        created = await bare.live.value(CREATE, {"prompt": "y", "after_seconds": 5})
        assert created["id"] == ("schedule-2" if name == DELETE else "schedule-1")
        assert [v["id"] for v in await bare.live.value(LIST, {})] == (
            ["schedule-1", "schedule-2"] if name == DELETE else ["schedule-1"]
        )


@live_test
async def test_the_fifo_runs_calls_one_at_a_time_in_arrival_order() -> None:
    bare = await bare_started()
    gate = Gate()
    bare.live.sessions.hooks.append(gate)
    calls = [
        asyncio.create_task(bare.live.call(name, arguments))
        for name, arguments in (
            (CREATE, {"prompt": "first", "after_seconds": 5}),
            (CREATE, {"prompt": "second", "after_seconds": 5}),
            (LIST, {}),
            (DELETE, {"id": "schedule-1"}),
            (LIST, {}),
        )
    ]
    await gate.entered.wait()
    await spin()
    assert bare.flushes == 1  # the others wait in the FIFO, before their preflights
    gate.release()
    results = [result.value for result in await asyncio.gather(*calls)]
    assert [results[0]["id"], results[1]["id"]] == ["schedule-1", "schedule-2"]
    assert [v["id"] for v in results[2]] == ["schedule-1", "schedule-2"]
    assert results[3] == {"id": "schedule-1", "deleted": True}
    assert [v["id"] for v in results[4]] == ["schedule-2"]
    assert [e["operation"] for e in bare.live.schedule_events()] == ["create", "create", "delete"]
    assert bare.flushes == 2 + 2 + 1 + 2 + 1


@live_test
async def test_results_render_through_the_host_as_compact_json() -> None:
    bare = await bare_started()
    prompt = 'caf\u00e9 "quoted" \\ back\nslash \u2028 \x7f'
    result = await bare.live.call(CREATE, {"prompt": prompt, "after_seconds": 5})
    assert result.text == render_json(result.value)
    assert '"prompt":"caf\u00e9 \\"quoted\\" \\\\ back\\nslash \u2028 \x7f"' in result.text
    listed = await bare.live.call(LIST, {})
    assert listed.text == "[" + result.text + "]"
