"""Tools registered per agent scope, and calls that pass through the generated validators.

A call's arguments are validated before the handler runs and its output after, both with the
validators generated from the tool contracts, so a handler only ever sees schema-valid
arguments and the model only ever sees a schema-valid value. Both protocols name their tools
alike; a definition's arguments schema (its title) says which contract, and so which
validators, it is. Host failures (bad arguments,
unknown tool, invalid output, cancellation) are `is_error` results; a domain error is a value.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from dsh_schedule.generated.contracts import TOOL_CONTRACTS, TOOL_CONTRACTS_V2
from dsh_schedule.generated.validators import TOOL_VALIDATORS, TOOL_VALIDATORS_V2, Violation
from dsh_schedule.host.errors import ToolConflictError, UnknownToolContractError
from dsh_schedule.runtime.host_contract import (
    Agent,
    Disposer,
    Logger,
    ToolCall,
    ToolDefinition,
    ToolScope,
)
from dsh_schedule.runtime.jsjson import js_json_string, render_json

Validator = Callable[[Any], list[Violation]]

Validators = tuple[Validator, Validator]
VALIDATORS: Final[Mapping[tuple[str, str], Validators]] = {
    (contract.name, contract.arguments_schema()["title"]): validators[contract.name]
    for contracts, validators in (
        (TOOL_CONTRACTS, TOOL_VALIDATORS),
        (TOOL_CONTRACTS_V2, TOOL_VALIDATORS_V2),
    )
    for contract in contracts
}
"""(tool name, arguments schema title) -> (arguments validator, output validator): the tools
this host can validate, every tool contract of both protocols (generated)."""


@dataclass(frozen=True)
class ToolResult:
    """What the model gets back: `text` is the value as compact JSON, or the host's error."""

    is_error: bool
    value: Any
    text: str


class _Registered(NamedTuple):
    tool: ToolDefinition
    validators: Validators


class HostToolRegistry:
    def __init__(self, logger: Logger) -> None:
        self._logger = logger
        self._scopes: dict[ToolScope, dict[str, _Registered]] = {}

    def register(self, scope: ToolScope, tool: ToolDefinition) -> Disposer:
        """Add `tool` to `scope`; the disposer removes exactly this registration."""
        validators = VALIDATORS.get((tool.name, str(tool.arguments_schema.get("title"))))
        if validators is None:
            raise UnknownToolContractError(f"no generated validators for tool {tool.name!r}")
        tools = self._scopes.get(scope)
        if tools is None:
            tools = self._scopes[scope] = {}
        if tool.name in tools:
            raise ToolConflictError(f"tool {tool.name!r} is already registered in {scope!r}")
        registered = tools[tool.name] = _Registered(tool, validators)

        def unregister() -> None:
            if tools.get(tool.name) is registered:
                del tools[tool.name]
                if not tools and self._scopes.get(scope) is tools:
                    del self._scopes[scope]  # a disposed agent's scope is not kept

        return unregister

    def tools(self, scope: ToolScope) -> list[ToolDefinition]:
        """The tools visible in `scope`, in registration order."""
        return [registered.tool for registered in self._scopes.get(scope, {}).values()]

    async def call_tool(self, agent: Agent, name: str, arguments: Any) -> ToolResult:
        registered = self._scopes.get(agent.scope, {}).get(name)
        if registered is None:
            return _host_error(f"unknown tool {name!r}")
        tool, (validate_arguments, validate_output) = registered.tool, registered.validators
        errors = validate_arguments(arguments)
        if errors:
            return _host_error(f"invalid arguments for {name}: {_describe(errors)}")
        try:
            value = await tool.handler(ToolCall(agent.id, arguments))
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is not None and task.cancelling():
                raise  # the caller itself is being cancelled: let it go
            return _host_error(f"{name} was cancelled")
        except Exception as error:
            self._logger.error(f"tool {name} of {agent.id} raised {error!r}")
            return _host_error(f"{name} failed")
        errors = validate_output(value)
        if errors:
            return _host_error(f"invalid output from {name}: {_describe(errors)}")
        return ToolResult(False, value, render_json(value))


def _host_error(text: str) -> ToolResult:
    return ToolResult(True, None, text)


SHOWN_ERRORS: Final = 5
"""How many violations an argument error names; the rest are counted."""
POINTER_LIMIT: Final = 100
"""How much of a JSON pointer an argument error quotes (its keys are the caller's text)."""


def _describe(errors: list[Violation]) -> str:
    """Each violation as `#<JSON pointer> <keyword>: <message>`. A pointer holds the caller's
    own keys, so it is quoted JSON-escaped (no line breaks, no lone surrogates that UTF-8
    cannot carry) and cut short, and only the first few violations are named."""
    shown = "; ".join(
        f"#{_quoted(error.path)} {error.keyword}: {error.message}"
        for error in errors[:SHOWN_ERRORS]
    )
    hidden = len(errors) - SHOWN_ERRORS
    return f"{shown}; and {hidden} more" if hidden > 0 else shown


def _quoted(pointer: str) -> str:
    cut = pointer[:POINTER_LIMIT]
    return js_json_string(cut)[1:-1] + ("..." if len(pointer) > POINTER_LIMIT else "")
