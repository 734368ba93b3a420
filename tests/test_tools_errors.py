"""The three tools' errors on the embedded host (SPEC §6): shape errors before any persistence,
and domain errors after the preflight (clock, range, corrupt or failing fold), each writing
nothing.

Most tests run the tools without an owner (`bare_tools`), so the flushes counted are the
tools' own; `confirmed` counts the owner recompute requests (`lane.on_confirmed` listeners).
"""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import ToolCall
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.jsjson import render_json
from tests.support.live import SECRET, FailingClock, live_test
from tests.support.tools import CREATE, DELETE, LIST, bare_started, error_of, matches, tool_named


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({"prompt": "x", "after_seconds": 5, "at": "2026-01-01T00:00:00.000Z"}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "every_seconds": 5}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "cron": "* * * * *"}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "time_zone": "UTC"}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "id": "schedule-1"}, "invalid_selector"),
        ({"prompt": "", "after_seconds": 0, "cron": "x"}, "invalid_selector"),
        ({"prompt": "", "after_seconds": 5}, "invalid_prompt"),
        ({"prompt": "  \t\n ", "after_seconds": 5}, "invalid_prompt"),
        ({"prompt": "\u00a0\u2028\u3000\ufeff", "after_seconds": 5}, "invalid_prompt"),
        ({"prompt": " ", "after_seconds": 0}, "invalid_prompt"),
        ({"prompt": "x", "after_seconds": 0}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": -1}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": -0.0}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": 1.5}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": 2**53}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": 1e300}, "invalid_rule"),
    ],
)
@live_test
async def test_create_shape_errors_persist_nothing(arguments: dict[str, Any], code: str) -> None:
    bare = await bare_started()
    result = await bare.live.call(CREATE, arguments)
    assert (result.is_error, matches(error_of(code), result.value)) == (False, True)
    assert result.text == render_json(result.value)
    assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (0, [], [])


@pytest.mark.parametrize("schedule_id", ["", " schedule-1", "schedule-1 ", "\ufeffa", "a\u2028"])
@live_test
async def test_delete_of_an_empty_or_padded_id_is_invalid_rule_before_persistence(
    schedule_id: str,
) -> None:
    bare = await bare_started()
    result = await bare.live.call(DELETE, {"id": schedule_id})
    assert matches(error_of("invalid_rule"), result.value)
    assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (0, [], [])


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (CREATE, {"prompt": "", "after_seconds": 0, "cron": "x"}),
        (LIST, {}),
        (DELETE, {"id": "schedule-1"}),
    ],
)
@live_test
async def test_a_call_from_another_agent_is_an_internal_error(
    name: str, arguments: dict[str, Any]
) -> None:
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "mine", "after_seconds": 5})
    other = bare.live.host.create_agent("other")
    before, events = bare.flushes, len(bare.agent.session.events)
    value = await tool_named(bare, name).handler(ToolCall(agent_id=other.id, arguments=arguments))
    assert matches(error_of("internal_error"), value)
    assert (bare.flushes, len(bare.agent.session.events)) == (before, events)
    assert bare.live.sessions.flush_counts[other.session.id] == 0


@pytest.mark.parametrize("schedule_id", ["", " schedule-1", "schedule-1\u3000"])
@live_test
async def test_delete_checks_the_id_before_the_calling_agent(schedule_id: str) -> None:
    bare = await bare_started()
    other = bare.live.host.create_agent("other")
    call = ToolCall(agent_id=other.id, arguments={"id": schedule_id})
    assert matches(error_of("invalid_rule"), await tool_named(bare, DELETE).handler(call))
    assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (0, [], [])


@live_test
async def test_a_clock_that_raises_is_an_internal_error() -> None:
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    clock = FailingClock(bare.live.clock.now_ms())
    bare.lane.clock = clock
    clock.failing = True
    for name, arguments in ((CREATE, {"prompt": "y", "after_seconds": 5}), (LIST, {})):
        result = await bare.live.call(name, arguments)
        assert matches(error_of("internal_error"), result.value)
        assert SECRET not in result.text
    assert len(bare.agent.session.events) == 1
    clock.failing = False
    assert (await bare.live.value(CREATE, {"prompt": "y", "after_seconds": 5}))[
        "id"
    ] == "schedule-2"


@pytest.mark.parametrize("after_seconds", [9007199254740991, 253402300799])
@live_test
async def test_a_target_past_the_representable_range_is_time_out_of_range(
    after_seconds: int,
) -> None:
    bare = await bare_started()
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": after_seconds})
    assert matches(error_of("time_out_of_range"), result.value)
    assert (bare.flushes, bare.agent.session.events) == (1, [])


@live_test
async def test_the_year_9999_boundary() -> None:
    bare = await bare_started(start=parse_instant("9999-12-31T23:59:50.000Z"))
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 10})
    assert matches(error_of("time_out_of_range"), result.value)
    created = await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 9})
    assert (created["id"], created["scheduledAt"]) == ("schedule-1", "9999-12-31T23:59:59.000Z")


@pytest.mark.parametrize(
    "data",
    [
        {"version": 2, "operation": "create"},
        {"version": 1, "operation": "dispatch", "id": "schedule-1"},
        "not an object",
    ],
)
@live_test
async def test_a_corrupt_log_is_reported_by_every_tool_and_never_written(data: Any) -> None:
    bare = await bare_started(invariant=False)
    bare.agent.session.append(SCHEDULE_CHANGE, data)
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (LIST, {}),
        (DELETE, {"id": "schedule-1"}),
    ):
        before = bare.flushes
        result = await bare.live.call(name, arguments)
        assert matches(error_of("corrupt_schedule_log"), result.value)
        assert bare.flushes - before == 1
    assert len(bare.agent.session.events) == 1


class _HostileType(str):
    """An event type whose comparison raises: a fold failure that is not a corrupt log."""

    __slots__ = ()

    def __ne__(self, other: object) -> bool:
        raise RuntimeError(SECRET)


@live_test
async def test_a_fold_that_fails_otherwise_is_an_internal_error() -> None:
    bare = await bare_started(invariant=False)
    bare.agent.session.append(_HostileType("note"), {})
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (LIST, {}),
        (DELETE, {"id": "schedule-1"}),
    ):
        result = await bare.live.call(name, arguments)
        assert matches(error_of("internal_error"), result.value)
        assert SECRET not in result.text
    assert len(bare.agent.session.events) == 1
