"""The live owner when its session stops being live or its plugin or agent is disposed (SPEC §7):
it waits for a drive in flight, then does no more work, and checks its agent's liveness itself."""

from __future__ import annotations

import asyncio

import pytest

from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.owner import ScheduleOwner
from tests.support.live import Gate, Live, bare_owner, live_test, spin
from tests.support.owner import HOUR, SECOND, create_settled, schedule_operations, turn_admissible


@live_test
async def test_a_session_that_stops_being_live_mid_drive_gets_nothing() -> None:
    live = await Live.started()
    await create_settled(live, 5)
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
    await create_settled(live, 5)
    live.agent().session.detach()
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])


@pytest.mark.parametrize("due", [True, False])
@live_test
async def test_plugin_disposal_mid_drive_waits_for_it_and_leaves_no_work(due: bool) -> None:
    live = await Live.started()
    await create_settled(live, 5 if due else 3600)
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
    assert schedule_operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None
    assert live.host.tools.tools(live.agent().scope) == []
    await live.advance(2 * HOUR)
    assert live.followups() == []


@live_test
async def test_plugin_disposal_mid_barrier_waits_and_appends_nothing_after() -> None:
    live = await Live.started()
    await create_settled(live, 5, "a")
    await create_settled(live, 5, "b")
    await create_settled(live, 3600, "later")
    gate = Gate()
    live.sessions.hooks.extend([None, gate])  # the drive's preflight passes; its barrier holds
    live.clock.advance(5 * SECOND)
    await gate.entered.wait()
    assert live.installation is not None
    disposal = asyncio.create_task(live.installation.dispose())
    await spin()
    assert not disposal.done()
    assert turn_admissible(live.agent())  # the barrier runs after the reservation is released
    gate.release()
    await disposal
    assert live.prompts() == ["a"]
    assert schedule_operations(live) == [
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
    await create_settled(live, 5)
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
    await create_settled(live, 5)
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
    await create_settled(live, 5)
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
    await create_settled(live, 5)
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
