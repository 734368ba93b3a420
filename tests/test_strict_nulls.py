"""A strict export never offers "null to omit" for a value the tool needs (issue 30).

Every call the OpenAI strict export of protocol 2's create allows (each nullable property null
or given, each alternative of an anyOf), with exactly one selector as the description asks, is
sent as OpenAI would send it, through `openai_arguments`, to the real tool on the embedded host:
none may be refused. Before, the export offered null for an at object's date, time and
time_zone and a calendar rule's time and time_zone, and the tool refused each with
`invalid_rule`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Iterator
from typing import Any

from dsh_schedule.cli.live import schedule_plugins
from dsh_schedule.generated.contracts import SCHEDULE_CREATE_V2
from dsh_schedule.generator.exports import export_anthropic_strict, export_openai, openai_arguments
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.runtime.clock import VirtualClock

START = 1_767_225_600_000  # 2026-01-01T00:00:00.000Z
SELECTORS = ("after_seconds", "at", "every_seconds", "calendar")
VALUES: dict[str, list[Any]] = {
    "prompt": ["stretch"],
    "after_seconds": [600],
    "every_seconds": [600],
    "date": ["2027-01-05"],
    "time": ["09:00"],
    "time_zone": ["Europe/Paris"],
    "days": [["mon", "fri"]],
    "at": ["2027-01-05T09:00:00Z"],
}
"""A valid value for each property that takes a plain value (`at` also takes a string)."""


def _calls(schema: Any, defs: dict[str, Any], name: str = "") -> Iterator[Any]:
    """Every value `schema` allows, built from VALUES: both sides of each anyOf (null
    included), every property of an object as the strict schema requires it."""
    if "$ref" in schema:
        yield from _calls(defs[schema["$ref"].removeprefix("#/$defs/")], defs, name)
    elif "anyOf" in schema:
        for branch in schema["anyOf"]:
            yield from _calls(branch, defs, name)
    elif schema.get("type") == "null":
        yield None
    elif schema.get("type") == "object":
        properties = schema["properties"]
        assert sorted(schema["required"]) == sorted(properties)  # OpenAI strict
        choices = [list(_calls(properties[key], defs, key)) for key in properties]
        for values in itertools.product(*choices):
            yield dict(zip(properties, values, strict=True))
    elif schema.get("type") == "string" and name == "at":
        yield from VALUES["at"]
    else:
        yield from VALUES[name]


def _allowed_calls() -> list[dict[str, Any]]:
    """The create calls the OpenAI strict export allows, with exactly one selector given."""
    parameters = export_openai([SCHEDULE_CREATE_V2])[0]["function"]["parameters"]
    return [
        call
        for call in _calls(parameters, parameters["$defs"])
        if sum(call[key] is not None for key in SELECTORS) == 1
    ]


def _created(calls: list[Any]) -> list[tuple[bool, Any]]:
    """What the real tool answers each call, in a fresh protocol 2 host."""

    async def run() -> list[tuple[bool, Any]]:
        host = EmbeddedHost(MemoryStore(), VirtualClock(wall_ms=START), RecordingLogger())
        try:
            await host.load_plugins(schedule_plugins(2))
            host.open_agent("main")
            answers = []
            for call in calls:
                result = await host.call_tool("main", "schedule_create", call)
                answers.append((result.is_error, json.loads(result.text)))
            return answers
        finally:
            await host.close()

    return asyncio.run(run())


def test_no_call_the_openai_strict_export_allows_is_refused_for_a_null_it_offered() -> None:
    calls = _allowed_calls()
    answers = _created([openai_arguments(SCHEDULE_CREATE_V2, call) for call in calls])
    refused = [
        (call, value)
        for call, (is_error, value) in zip(calls, answers, strict=True)
        if is_error or "code" in value
    ]
    assert refused == []
    # at: a text or an object; calendar: days given or null
    kinds = [value["kind"] for _, value in answers]
    assert kinds == ["after", "at", "at", "every", "calendar", "calendar"]


def test_the_keys_the_tool_needs_are_required_and_never_nullable_in_the_strict_exports() -> None:
    openai = export_openai([SCHEDULE_CREATE_V2])[0]["function"]["parameters"]["$defs"]
    anthropic = export_anthropic_strict([SCHEDULE_CREATE_V2])[0]["input_schema"]["$defs"]
    for defs in (openai, anthropic):
        assert defs["AtLocalTime"]["required"] == ["date", "time", "time_zone"]
        for name in ("date", "time", "time_zone"):
            assert defs["AtLocalTime"]["properties"][name] == _source("AtLocalTime", name)
        for name in ("time", "time_zone"):
            assert defs["CalendarRule"]["properties"][name] == _source("CalendarRule", name)
    assert openai["CalendarRule"]["required"] == ["time", "days", "time_zone"]
    assert openai["CalendarRule"]["properties"]["days"]["anyOf"][1] == {"type": "null"}
    assert anthropic["CalendarRule"]["required"] == ["time", "time_zone"]  # days stays optional


def _source(title: str, name: str) -> Any:
    """A property of a named schema as the source schema has it (a plain string, no null)."""
    defs = SCHEDULE_CREATE_V2.arguments_schema()["$defs"]
    (schema,) = [schema for schema in defs.values() if schema["title"] == title]
    return schema["properties"][name]


def test_the_source_schema_still_leaves_the_answer_to_the_tool() -> None:
    """The host's validation (the source schema) lets an at object without its zone reach the
    tool, which answers invalid_rule (conformance/scenario-v2-tools.json); only the strict
    exports, which let a provider shape the call, require the zone."""
    ((is_error, value),) = _created(
        [{"prompt": "x", "at": {"date": "2026-06-02", "time": "09:00"}}]
    )
    assert not is_error and value["code"] == "invalid_rule"
