"""The embedded host's tool registry: scoped registration and validated calls."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from dsh_schedule.generated.contracts import (
    SCHEDULE_CREATE,
    SCHEDULE_CREATE_V2,
    SCHEDULE_DELETE,
    SCHEDULE_LIST,
    ToolContract,
)
from dsh_schedule.host.agents import HostAgent, HostAgents
from dsh_schedule.host.errors import ToolConflictError, UnknownToolContractError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.sessions import HostSessions
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.host.tool_registry import HostToolRegistry, ToolResult
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import ToolCall, ToolDefinition
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.jsjson import render_json
from dsh_schedule.runtime.plugin import install_schedule

CONTRACTS = {c.name: c for c in (SCHEDULE_CREATE, SCHEDULE_LIST, SCHEDULE_DELETE)}


def _tool(name: str, handler: Callable[[ToolCall], Awaitable[Any]]) -> ToolDefinition:
    contract = CONTRACTS[name]
    return ToolDefinition(
        name=name,
        description=contract.description,
        arguments_schema=contract.arguments_schema(),
        output_schema=contract.output_schema(),
        handler=handler,
    )


def _returning(value: Any, calls: list[ToolCall] | None = None) -> Callable[[ToolCall], Any]:
    async def handler(call: ToolCall) -> Any:
        if calls is not None:
            calls.append(call)
        return value

    return handler


class World:
    def __init__(self) -> None:
        self.logger = RecordingLogger()
        self.registry = HostToolRegistry(self.logger)
        sessions = HostSessions(MemoryStore(), VirtualClock())
        agents = HostAgents()
        self.main = agents.create("main", sessions.create("main"))
        self.other = agents.create("other", sessions.create("other"))

    def call(self, name: str, arguments: Any, agent: HostAgent | None = None) -> ToolResult:
        return asyncio.run(self.registry.call_tool(agent or self.main, name, arguments))


DELETED = {"id": "schedule-1", "deleted": True}


def test_a_tool_is_registered_in_one_scope_only() -> None:
    world = World()
    tool = _tool("schedule_delete", _returning(DELETED))
    world.registry.register(world.main.scope, tool)
    assert world.registry.tools(world.main.scope) == [tool]
    assert world.registry.tools(world.other.scope) == []
    world.registry.register(world.other.scope, _tool("schedule_delete", _returning(DELETED)))


def test_a_second_tool_of_the_same_name_in_a_scope_conflicts() -> None:
    world = World()
    first = _tool("schedule_list", _returning([]))
    world.registry.register(world.main.scope, first)
    with pytest.raises(ToolConflictError, match="schedule_list"):
        world.registry.register(world.main.scope, _tool("schedule_list", _returning([])))
    assert world.registry.tools(world.main.scope) == [first]


def test_the_disposer_removes_exactly_its_own_registration() -> None:
    world = World()
    unregister = world.registry.register(world.main.scope, _tool("schedule_list", _returning([])))
    unregister()
    assert world.registry.tools(world.main.scope) == []
    newer = _tool("schedule_list", _returning([]))
    world.registry.register(world.main.scope, newer)
    unregister()
    assert world.registry.tools(world.main.scope) == [newer]


def test_a_tool_without_generated_validators_cannot_be_registered() -> None:
    world = World()
    tool = ToolDefinition("schedule_every", "", {}, {}, _returning(None))
    with pytest.raises(UnknownToolContractError, match="schedule_every"):
        world.registry.register(world.main.scope, tool)


EVERY_VIEW = {
    "id": "schedule-1",
    "kind": "every",
    "prompt": "stretch",
    "everySeconds": 1800,
    "scheduledAt": "2026-12-01T10:30:00.000Z",
    "state": "scheduled",
    "deliveryMode": "session-local",
}


def _v2(contract: ToolContract, handler: Callable[[ToolCall], Awaitable[Any]]) -> ToolDefinition:
    return ToolDefinition(
        contract.name,
        contract.description,
        contract.arguments_schema(),
        contract.output_schema(),
        handler,
    )


def test_each_protocols_definition_is_checked_with_its_own_contracts_validators() -> None:
    """The same tool name in both protocols: a v2 view is a valid v2 output and an invalid v1
    one; v2 arguments are checked against the v2 schema."""
    world = World()
    world.registry.register(world.main.scope, _v2(SCHEDULE_CREATE_V2, _returning(EVERY_VIEW)))
    world.registry.register(world.other.scope, _tool("schedule_create", _returning(EVERY_VIEW)))
    created = world.call("schedule_create", {"prompt": "stretch", "every_seconds": 1800})
    assert created == ToolResult(False, EVERY_VIEW, render_json(EVERY_VIEW))
    v1 = world.call("schedule_create", {"prompt": "stretch", "after_seconds": 5}, world.other)
    assert v1.is_error and v1.text.startswith("invalid output from schedule_create")
    refused = world.call("schedule_create", {"prompt": "stretch", "every_seconds": "often"})
    assert refused.is_error
    assert refused.text.startswith("invalid arguments for schedule_create: #/every_seconds type")


def test_a_definition_whose_schema_is_no_contracts_cannot_be_registered() -> None:
    world = World()
    schema = {**SCHEDULE_CREATE_V2.arguments_schema(), "title": "SomethingElse"}
    tool = ToolDefinition("schedule_create", "", schema, {}, _returning(None))
    with pytest.raises(UnknownToolContractError, match="schedule_create"):
        world.registry.register(world.main.scope, tool)


def test_a_valid_call_returns_the_value_as_compact_json() -> None:
    world = World()
    calls: list[ToolCall] = []
    world.registry.register(world.main.scope, _tool("schedule_delete", _returning(DELETED, calls)))
    result = world.call("schedule_delete", {"id": "schedule-1"})
    assert result == ToolResult(False, DELETED, '{"id":"schedule-1","deleted":true}')
    assert calls == [ToolCall(world.main.id, {"id": "schedule-1"})]


def test_json_text_is_escaped_like_javascript() -> None:
    world = World()
    view = {
        "id": "schedule-1",
        "kind": "after",
        "prompt": 'caf\u00e9 "\u2028"\nend',
        "afterSeconds": 5,
        "scheduledAt": "2026-01-01T00:00:05.000Z",
        "state": "scheduled",
        "deliveryMode": "session-local",
    }
    world.registry.register(world.main.scope, _tool("schedule_list", _returning([view])))
    result = world.call("schedule_list", {})
    assert not result.is_error
    assert result.text.startswith('[{"id":"schedule-1","kind":"after","prompt":"caf\u00e9')
    assert '\\"\u2028\\"\\nend"' in result.text


def test_a_domain_error_is_a_value_not_an_error_result() -> None:
    world = World()
    value = {"code": "invalid_rule", "message": "after_seconds must be positive."}
    world.registry.register(world.main.scope, _tool("schedule_create", _returning(value)))
    result = world.call("schedule_create", {"prompt": "x", "after_seconds": 0})
    assert (result.is_error, result.value) == (False, value)


def test_an_unknown_tool_is_an_error_result() -> None:
    world = World()
    world.registry.register(world.other.scope, _tool("schedule_list", _returning([])))
    result = world.call("schedule_list", {})
    assert result == ToolResult(True, None, "unknown tool 'schedule_list'")


@pytest.mark.parametrize(
    ("arguments", "fragments"),
    [
        ({"prompt": "x", "after_seconds": "5"}, ["#/after_seconds", "type"]),
        ({"prompt": "x"}, ["#", "required"]),
        ({"prompt": 7, "after_seconds": 5}, ["#/prompt", "type"]),
        (["x", 5], ["#", "type"]),
        (None, ["#", "type"]),
    ],
)
def test_arguments_are_validated_before_the_handler_runs(
    arguments: Any, fragments: list[str]
) -> None:
    world = World()
    calls: list[ToolCall] = []
    world.registry.register(world.main.scope, _tool("schedule_create", _returning({}, calls)))
    result = world.call("schedule_create", arguments)
    assert result.is_error and result.value is None
    assert result.text.startswith("invalid arguments for schedule_create: ")
    for fragment in fragments:
        assert fragment in result.text
    assert calls == []


def test_extra_keys_reach_the_open_create_tool() -> None:
    world = World()
    calls: list[ToolCall] = []
    value = {"code": "invalid_selector", "message": "Only after_seconds."}
    world.registry.register(world.main.scope, _tool("schedule_create", _returning(value, calls)))
    arguments = {"prompt": "x", "after_seconds": 5, "cron": "* * * * *"}
    assert world.call("schedule_create", arguments).value == value
    assert calls[0].arguments == arguments


def test_the_closed_tools_refuse_extra_keys() -> None:
    world = World()
    world.registry.register(world.main.scope, _tool("schedule_list", _returning([])))
    result = world.call("schedule_list", {"all": True})
    assert result.is_error
    assert "additionalProperties" in result.text


@pytest.mark.parametrize(
    "value",
    [
        {"id": "schedule-1", "deleted": "yes"},
        {"id": "schedule-1", "deleted": True, "extra": 1},
        {"code": "persistence_uncertain", "message": "m"},
        None,
    ],
)
def test_an_invalid_output_is_an_error_result(value: Any) -> None:
    world = World()
    world.registry.register(world.main.scope, _tool("schedule_delete", _returning(value)))
    result = world.call("schedule_delete", {"id": "schedule-1"})
    assert result.is_error and result.value is None
    assert result.text.startswith("invalid output from schedule_delete: #")


def test_a_handler_cancelled_from_inside_is_an_error_result() -> None:
    async def cancelled(_: ToolCall) -> Any:
        raise asyncio.CancelledError

    world = World()
    world.registry.register(world.main.scope, _tool("schedule_list", cancelled))
    assert world.call("schedule_list", {}) == ToolResult(True, None, "schedule_list was cancelled")


def test_cancelling_the_caller_propagates() -> None:
    started = asyncio.Event()

    async def waits(_: ToolCall) -> Any:
        started.set()
        await asyncio.Event().wait()

    async def scenario(world: World) -> None:
        call = asyncio.create_task(world.registry.call_tool(world.main, "schedule_list", {}))
        await started.wait()
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call

    world = World()
    world.registry.register(world.main.scope, _tool("schedule_list", waits))
    asyncio.run(scenario(world))


def test_a_handler_that_raises_is_an_error_result_without_its_text() -> None:
    async def broken(_: ToolCall) -> Any:
        raise RuntimeError("secret backend detail")

    world = World()
    world.registry.register(world.main.scope, _tool("schedule_list", broken))
    result = world.call("schedule_list", {})
    assert result == ToolResult(True, None, "schedule_list failed")
    assert world.logger.messages == [
        (
            "error",
            f"tool schedule_list of {world.main.id} raised RuntimeError('secret backend detail')",
        )
    ]


async def _settle() -> None:
    """Let every task the runtime started run until nothing is left to do right now."""
    for _ in range(100):
        await asyncio.sleep(0)


def test_the_schedule_plugins_run_on_the_embedded_host() -> None:
    async def scenario() -> None:
        clock = VirtualClock(1_000)
        host = EmbeddedHost(MemoryStore(), clock, RecordingLogger())
        await host.load_plugins([install_schedule_invariant, install_schedule])
        main = host.create_agent("main")
        await _settle()
        arguments = {"prompt": "stretch", "after_seconds": 5}
        created = await host.call_tool("main", "schedule_create", arguments)
        assert not created.is_error
        assert created.value["scheduledAt"] == "1970-01-01T00:00:06.000Z"
        with pytest.raises(ScheduleLogError):
            main.session.append(SCHEDULE_CHANGE, {"version": 2})
        assert len(main.session.events) == 1
        clock.advance(4_999)
        await _settle()
        assert host.deliveries == []
        clock.advance(1)
        await _settle()
        assert [d.agent for d in host.deliveries] == ["main"]
        assert host.deliveries[0].message.text.startswith("[SCHEDULE REMINDER]\n")
        await host.restart()
        await _settle()
        assert len(host.deliveries) == 1
        listed = await host.call_tool("main", "schedule_list", {})
        assert (listed.is_error, listed.text) == (False, "[]")
        await host.close()

    asyncio.run(scenario())
