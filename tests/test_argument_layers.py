"""Which layer answers a create whose selector value has the wrong JSON type
(docs/protocol-v2.md, "Which layer answers a wrongly typed value"): the embedded host checks
the arguments schema first and answers with a host error, and the tool never runs; called
directly, as by a host that skips schema validation, the tool answers with its own code."""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.runtime.host_contract import ToolCall
from dsh_schedule.runtime.outcomes import MESSAGES_V2
from tests.support.live import Live, live_test

WRONG_TYPES = [
    # arguments, the pointer and keyword of the host's error, the tool's own code
    ({"prompt": "x", "at": 5}, "#/at anyOf", "invalid_rule"),
    ({"prompt": "x", "at": None}, "#/at anyOf", "invalid_rule"),
    ({"prompt": "x", "after_seconds": "5"}, "#/after_seconds type", "invalid_rule"),
    ({"prompt": "x", "every_seconds": "often"}, "#/every_seconds type", "invalid_rule"),
    ({"prompt": "x", "calendar": "08:30"}, "#/calendar type", "invalid_rule"),
    (
        {"prompt": "x", "calendar": {"time": 830, "time_zone": "UTC"}},
        "#/calendar/time type",
        "invalid_rule",
    ),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "days": [1], "time_zone": "UTC"}},
        "#/calendar/days/0 type",
        "invalid_rule",
    ),
    (
        {"prompt": "x", "at": {"date": 20261224, "time": "09:00", "time_zone": "UTC"}},
        "#/at anyOf",
        "invalid_rule",
    ),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "time_zone": 5}},
        "#/calendar/time_zone type",
        "invalid_time_zone",
    ),
    ({"prompt": 7, "after_seconds": 5}, "#/prompt type", "invalid_prompt"),
    (["x", 5], "# type", "invalid_selector"),
]


async def _live() -> Live:
    live = Live(invariant=True, protocol=2)
    await live.load()
    live.host.create_agent("main")
    return live


@pytest.mark.parametrize(("arguments", "violation", "code"), WRONG_TYPES)
@live_test
async def test_the_embedded_host_refuses_a_wrong_type_before_the_tool_runs(
    arguments: Any, violation: str, code: str
) -> None:
    live = await _live()
    result = await live.call("schedule_create", arguments)
    assert (result.is_error, result.value) == (True, None)
    assert result.text.startswith(f"invalid arguments for schedule_create: {violation}: ")
    assert live.schedule_events() == []


@pytest.mark.parametrize(("arguments", "violation", "code"), WRONG_TYPES)
@live_test
async def test_the_tool_called_directly_answers_its_own_code(
    arguments: Any, violation: str, code: str
) -> None:
    live = await _live()
    agent = live.agent()
    [tool] = [t for t in live.host.tools.tools(agent.scope) if t.name == "schedule_create"]
    value = await tool.handler(ToolCall(agent_id=agent.id, arguments=arguments))
    assert value == {"code": code, "message": MESSAGES_V2[code]}  # type: ignore[index]
    assert live.schedule_events() == []


@pytest.mark.parametrize(
    "arguments",
    [
        {"prompt": "x", "at": "tomorrow at 9"},
        {"prompt": "x", "every_seconds": 1.5},
        {"prompt": "x", "calendar": {"time": "8:30", "time_zone": "UTC"}},
    ],
)
@live_test
async def test_a_value_of_the_right_type_reaches_the_tool_through_the_host(
    arguments: dict[str, Any],
) -> None:
    live = await _live()
    value = await live.value("schedule_create", arguments)
    assert value == {"code": "invalid_rule", "message": MESSAGES_V2["invalid_rule"]}
