"""Plugin composition on the embedded host (SPEC §8): services, agents, scopes, unwinding."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import pytest

from dsh_schedule.generated.contracts import SCHEDULE_CREATE, SCHEDULE_DELETE, SCHEDULE_LIST
from dsh_schedule.runtime.host_contract import Agent, PluginContext, ToolCall, ToolDefinition
from dsh_schedule.runtime.plugin import CompositionError, ScheduleInstallation, install_schedule
from tests.support.live import Live, live_test

NAMES = ["schedule_create", "schedule_list", "schedule_delete"]
SERVICES = ["sessions", "agents", "tools", "session_persistence"]
CONTRACTS = {c.name: c for c in (SCHEDULE_CREATE, SCHEDULE_LIST, SCHEDULE_DELETE)}


def _names(live: Live, name: str) -> list[str]:
    return [tool.name for tool in live.host.tools.tools(live.agent(name).scope)]


def _has_owner(live: Live, name: str) -> bool:
    assert live.installation is not None
    return live.installation.owner_of(live.agent(name).id) is not None


async def _foreign(call: ToolCall) -> Any:
    return []


def _foreign_tool(name: str) -> ToolDefinition:
    contract = CONTRACTS[name]
    return ToolDefinition(
        name, "another plugin's tool", contract.arguments_schema(), {}, handler=_foreign
    )


def _without(ctx: PluginContext, *services: str) -> PluginContext:
    missing: dict[str, Any] = dict.fromkeys(services)
    return dataclasses.replace(ctx, **missing)


@pytest.mark.parametrize("missing", SERVICES)
@live_test
async def test_a_missing_service_is_a_composition_error_naming_it(missing: str) -> None:
    live = Live(schedule=False)
    ctx = _without(live.host.context, missing)
    with pytest.raises(CompositionError, match=missing) as raised:
        install_schedule(ctx)
    assert [s for s in SERVICES if s in str(raised.value)] == [missing]
    live.host.create_agent("main")
    assert _names(live, "main") == []


@live_test
async def test_every_missing_service_is_named() -> None:
    live = Live(schedule=False)
    ctx = _without(live.host.context, *SERVICES)
    with pytest.raises(CompositionError) as raised:
        install_schedule(ctx)
    assert all(service in str(raised.value) for service in SERVICES)


@live_test
async def test_a_composition_error_fails_the_host_load_and_leaves_nothing() -> None:
    live = Live()

    def without_agents(ctx: PluginContext) -> ScheduleInstallation:
        return install_schedule(_without(ctx, "agents"))

    live.plugins.append(without_agents)
    with pytest.raises(CompositionError, match="agents"):
        await live.load()
    live.host.create_agent("main")
    await live.settle()
    assert _names(live, "main") == []
    assert live.flushes() == 0


@live_test
async def test_only_root_agents_created_after_install_get_tools_and_an_owner() -> None:
    live = Live()
    live.host.create_agent("early")
    await live.load()
    live.host.create_agent("late")
    child = live.host.agents.create("child", live.agent("late").session, is_root=False)
    await live.settle()
    assert live.host.agents.get(child.id) is child
    assert (_names(live, "early"), _names(live, "late"), _names(live, "child")) == ([], NAMES, [])
    assert [_has_owner(live, n) for n in ("early", "late", "child")] == [False, True, False]
    early = await live.call("schedule_list", {}, "early")
    assert (early.is_error, early.text) == (True, "unknown tool 'schedule_list'")
    child_call = await live.call("schedule_create", {"prompt": "x", "after_seconds": 1}, "child")
    assert child_call.is_error
    assert live.flushes("early") == 0


@live_test
async def test_each_agent_has_its_tools_in_its_own_scope() -> None:
    live = await Live.started("a", "b")
    created = await live.value("schedule_create", {"prompt": "for a", "after_seconds": 60}, "a")
    assert created["id"] == "schedule-1"
    assert await live.value("schedule_list", {}, "b") == []
    a_tools = live.host.tools.tools(live.agent("a").scope)
    b_tools = live.host.tools.tools(live.agent("b").scope)
    assert not set(map(id, a_tools)) & set(map(id, b_tools))
    other = await live.value("schedule_create", {"prompt": "for b", "after_seconds": 60}, "b")
    assert other["id"] == "schedule-1"  # ids are session-local


@pytest.mark.parametrize("conflict", NAMES)
@live_test
async def test_registration_is_all_or_nothing(conflict: str) -> None:
    live = Live()
    foreign = _foreign_tool(conflict)

    def register_first(agent: Agent) -> None:
        live.host.tools.register(agent.scope, foreign)

    unsubscribe = live.host.agents.on_created(register_first)
    await live.load()
    live.host.create_agent("main")
    await live.settle()
    assert live.host.tools.tools(live.agent().scope) == [foreign]
    assert not _has_owner(live, "main")
    assert any(kind == "error" and conflict in m for kind, m in live.logger.messages)
    assert live.flushes() == 0
    assert live.clock.next_due_in() is None
    # The conflict is local to that agent's scope: the next agent is installed normally.
    unsubscribe()
    live.host.create_agent("other")
    await live.settle()
    assert (_names(live, "other"), _has_owner(live, "other")) == (NAMES, True)


@live_test
async def test_agent_disposal_unregisters_its_tools_and_disposes_its_owner() -> None:
    live = await Live.started("a", "b")
    for name in ("a", "b"):
        await live.value("schedule_create", {"prompt": name, "after_seconds": 5}, name)
    await live.settle()
    assert len(live.clock.live_timers()) == 2
    a = live.agent("a")
    owner = live.owner("a")
    a.dispose()
    await live.settle()
    assert live.host.tools.tools(a.scope) == []
    assert live.installation is not None
    assert live.installation.owner_of(a.id) is None
    assert len(live.clock.live_timers()) == 1
    owner.request_drive()
    assert not owner.busy
    await live.advance(10_000)
    assert [d.agent for d in live.host.deliveries] == ["b"]
    assert _names(live, "b") == NAMES


@live_test
async def test_an_idle_owner_is_disposed_with_its_agent_without_a_task() -> None:
    """A worker releases every session it delivered in: an owner with no drive or idle wait
    in flight is disposed in the agent's disposal, with nothing left to wait for."""
    live = await Live.started("a")
    await live.value("schedule_create", {"prompt": "a", "after_seconds": 5}, "a")
    await live.settle()
    owner = live.owner("a")
    assert not owner.in_flight
    tasks = asyncio.all_tasks()
    live.agent("a").dispose()
    assert asyncio.all_tasks() == tasks
    assert not owner.in_flight
    owner.request_drive()
    assert not owner.busy  # disposed: it starts nothing


@live_test
async def test_an_owner_with_a_drive_in_flight_is_waited_for_as_its_agent_is_disposed() -> None:
    live = await Live.started("a")
    owner = live.owner("a")
    owner.request_drive()
    assert owner.in_flight
    live.agent("a").dispose()
    assert live.installation is not None
    await live.installation.dispose()  # waits for the drive's disposal
    assert not owner.in_flight


@live_test
async def test_plugin_disposal_unwinds_everything_and_later_agents_get_nothing() -> None:
    live = await Live.started("a", "b")
    for name in ("a", "b"):
        await live.value("schedule_create", {"prompt": name, "after_seconds": 5}, name)
    await live.settle()
    owners = [live.owner("a"), live.owner("b")]
    assert live.installation is not None
    await live.installation.dispose()
    assert live.installation.owners == []
    assert (_names(live, "a"), _names(live, "b")) == ([], [])
    assert live.clock.next_due_in() is None
    live.host.create_agent("c")
    await live.settle()
    assert _names(live, "c") == []
    for owner in owners:
        owner.request_drive()
        assert not owner.busy
    flushes = sum(live.sessions.flush_counts.values())
    live.agent("a").busy()
    live.agent("a").idle()
    await live.advance(60_000)
    assert live.host.deliveries == []
    assert sum(live.sessions.flush_counts.values()) == flushes
    # Nothing was deleted: both reminders are still in the logs.
    assert [e["operation"] for e in live.schedule_events("a")] == ["create"]


@live_test
async def test_a_restart_installs_on_every_resumed_root_agent() -> None:
    live = await Live.started("a", "b")
    await live.value("schedule_create", {"prompt": "a", "after_seconds": 5}, "a")
    await live.host.restart()
    await live.settle()
    assert (_names(live, "a"), _names(live, "b")) == (NAMES, NAMES)
    await live.advance(5_000)
    assert [d.agent for d in live.host.deliveries] == ["a"]


@live_test
async def test_status_changes_of_agents_without_an_installation_are_ignored() -> None:
    live = Live()
    live.host.create_agent("early")  # before the plugin: never installed
    await live.load()
    live.host.create_agent("late")
    await live.value("schedule_create", {"prompt": "late's", "after_seconds": 5}, "late")
    child = live.host.agents.create("child", live.sessions.create("child"), is_root=False)
    others = [live.agent("early"), child]
    for agent in others:
        agent.busy()
        agent.idle()  # the idle trigger of an agent that has no owner
    for agent in others:
        agent.dispose()
    await live.settle()
    assert live.installation is not None
    assert [live.installation.owner_of(agent.id) for agent in others] == [None, None]
    assert live.installation.owners == [live.owner("late")]
    assert [live.sessions.flush_counts[agent.session.id] for agent in others] == [0, 0]
    assert not any(kind == "error" for kind, _ in live.logger.messages)
    await live.advance(5_000)
    assert live.prompts("late") == ["late's"]
    assert _names(live, "late") == NAMES
