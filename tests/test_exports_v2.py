"""Protocol 2's contracts: the same tool names with their own constants, every export valid for
the provider SDKs' own types, strict exports following the providers' rules, and the v2
catalog generated from them."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from typing import Any

import mcp.types
import pytest
from anthropic.types import ToolParam
from hypothesis import given
from hypothesis import strategies as st
from openai.types.chat import ChatCompletionFunctionToolParam
from openai.types.responses import FunctionToolParam
from pydantic import TypeAdapter

from dsh_schedule.generated import contracts, validators
from dsh_schedule.generated.contracts import TOOL_CONTRACTS, TOOL_CONTRACTS_V2
from dsh_schedule.generator.catalog import render_catalog
from dsh_schedule.generator.exports import (
    EXPORTS,
    export_anthropic_strict,
    export_mcp,
    export_openai,
    openai_arguments,
)
from tests.support.paths import ROOT
from tests.support.schemas import subschemas

NAMES = ["schedule_create", "schedule_list", "schedule_delete"]
SDK_TYPES: dict[str, Any] = {
    "openai": ChatCompletionFunctionToolParam,
    "openai-responses": FunctionToolParam,
    "anthropic": ToolParam,
    "anthropic-strict": ToolParam,
}


def test_both_versions_have_their_constants_and_validator_tables() -> None:
    assert [c.name for c in TOOL_CONTRACTS_V2] == NAMES == [c.name for c in TOOL_CONTRACTS]
    assert contracts.SCHEDULE_CREATE_V2 is TOOL_CONTRACTS_V2[0]
    assert contracts.SCHEDULE_CREATE_V2.source == "schemas/v2/tools/schedule-create.json"
    assert list(validators.TOOL_VALIDATORS_V2) == NAMES == list(validators.TOOL_VALIDATORS)
    arguments, output = validators.TOOL_VALIDATORS_V2["schedule_create"]
    assert arguments is validators.validate_schedule_create_v2_arguments
    assert output is validators.validate_schedule_create_v2_output
    assert validators.is_valid_schedule_create_v2_arguments({"prompt": "x", "cron": "*"})
    assert not validators.is_valid_schedule_create_arguments({"prompt": "x", "at": "y"})


def test_the_create_description_names_every_selector_form_and_the_limits() -> None:
    description = contracts.SCHEDULE_CREATE_V2.description
    for needle in (
        "after_seconds",
        "at",
        '"time_zone": "Europe/Paris"',
        "2026-12-02T09:00:00+01:00",
        "every_seconds",
        "at least 300",
        "calendar",
        "mon tue wed thu fri sat sun",
        "at most 100 active reminders",
        "at most 20",
        "too_many_schedules",
    ):
        assert needle in description


@pytest.mark.parametrize("fmt", sorted(SDK_TYPES))
def test_each_v2_tool_of_the_export_is_the_sdk_type(fmt: str) -> None:
    adapter: TypeAdapter[Any] = TypeAdapter(SDK_TYPES[fmt])
    tools = EXPORTS[fmt](TOOL_CONTRACTS_V2)
    assert len(tools) == len(TOOL_CONTRACTS_V2)
    for tool in tools:
        assert adapter.validate_python(tool) == tool


def test_the_v2_mcp_export_is_a_tools_list_result_with_object_schemas() -> None:
    export = export_mcp(TOOL_CONTRACTS_V2)
    result = mcp.types.ListToolsResult.model_validate(export)
    assert result.model_dump(by_alias=True, exclude_unset=True) == export
    for tool in export["tools"]:
        assert tool["inputSchema"]["type"] == "object"
        assert tool["outputSchema"]["type"] == "object"


def test_the_v2_openai_export_follows_strict_mode() -> None:
    for tool in export_openai(TOOL_CONTRACTS_V2):
        for schema in subschemas(tool["function"]["parameters"]):
            assert "oneOf" not in schema
            if schema.get("type") == "object":
                assert schema["additionalProperties"] is False
                assert sorted(schema["required"]) == sorted(schema["properties"])
    create = export_openai(TOOL_CONTRACTS_V2)[0]["function"]
    assert create["description"].endswith(
        " Required, as the tool needs them: AtLocalTime date, time, time_zone; CalendarRule "
        "time, time_zone. Optional, so required and nullable (null omits it): after_seconds, at, "
        "every_seconds, calendar; CalendarRule days."
    )


def test_the_v2_anthropic_strict_export_closes_every_object() -> None:
    for tool in export_anthropic_strict(TOOL_CONTRACTS_V2):
        for schema in subschemas(tool["input_schema"]):
            assert "oneOf" not in schema
            if schema.get("type") == "object":
                assert schema["additionalProperties"] is False
    create = export_anthropic_strict(TOOL_CONTRACTS_V2)[0]
    assert create["input_schema"]["required"] == ["prompt"]


def test_the_v2_catalog_is_generated_from_the_v2_contracts() -> None:
    text = (ROOT / "docs" / "tool-catalog-v2.md").read_text(encoding="utf-8")
    assert text == render_catalog(TOOL_CONTRACTS_V2, 2)
    assert "# Schedule tool catalog, protocol 2" in text
    assert "[protocol 1](tool-catalog.md)" in text
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)\n```", text, re.S)]
    for contract in TOOL_CONTRACTS_V2:
        assert contract.arguments_schema() in blocks
        assert contract.output_schema() in blocks
        assert f"Source schema: `{contract.source}`" in text
    assert "[protocol 2](tool-catalog-v2.md)" in (ROOT / "docs" / "tool-catalog.md").read_text(
        encoding="utf-8"
    )


def test_catalog_command_takes_the_protocol() -> None:
    def catalog(*args: str) -> str:
        return subprocess.run(
            [sys.executable, "-m", "dsh_schedule", "catalog", *args],
            capture_output=True,
            text=True,
            check=True,
        ).stdout

    version_2 = (ROOT / "docs" / "tool-catalog-v2.md").read_text(encoding="utf-8")
    assert catalog("--protocol", "2") == version_2
    # protocol 2 is the default of every command, catalog included (SPEC §15)
    assert catalog() == version_2
    tools = json.loads(catalog("--format", "json"))
    assert [tool["source"] for tool in tools] == [c.source for c in TOOL_CONTRACTS_V2]
    version_1 = (ROOT / "docs" / "tool-catalog.md").read_text(encoding="utf-8")
    assert catalog("--protocol", "1") == version_1
    tools = json.loads(catalog("--protocol", "1", "--format", "json"))
    assert [tool["source"] for tool in tools] == [c.source for c in TOOL_CONTRACTS]


SELECTORS = {
    "after_seconds": st.integers(1, 10**6),
    "at": st.one_of(
        st.just("2027-01-05T09:00:00Z"),
        st.just({"date": "2027-01-05", "time": "09:00", "time_zone": "Europe/Paris"}),
    ),
    "every_seconds": st.integers(300, 10**6),
    "calendar": st.fixed_dictionaries(
        {"time": st.just("08:30"), "time_zone": st.just("Asia/Kathmandu")},
        optional={"days": st.lists(st.sampled_from(["mon", "tue", "fri"]), max_size=3)},
    ),
}
"""The optional properties of protocol 2's create arguments, at every level, with values (an at
object and a calendar rule have the keys the tool needs)."""


def _strict(value: dict[str, Any], names: tuple[str, ...]) -> dict[str, Any]:
    """`value` as an OpenAI strict call sends it: every property named, null if omitted."""
    return {name: value.get(name) for name in names}


@given(st.sampled_from(sorted(SELECTORS)).flatmap(lambda n: st.tuples(st.just(n), SELECTORS[n])))
def test_openai_strict_arguments_come_back_as_the_caller_meant(selector: tuple[str, Any]) -> None:
    name, value = selector
    arguments = {"prompt": "stretch", name: value}
    strict = _strict(arguments, ("prompt", *SELECTORS))
    nested = {"at": ("date", "time", "time_zone"), "calendar": ("time", "days", "time_zone")}
    if isinstance(value, dict):
        strict[name] = _strict(value, nested[name])
    assert None in strict.values()
    assert openai_arguments(contracts.SCHEDULE_CREATE_V2, strict) == arguments


def test_openai_strict_arguments_keep_what_is_not_an_omission() -> None:
    create = contracts.SCHEDULE_CREATE_V2
    # a required property's null is the caller's value: the tool answers it
    assert openai_arguments(create, {"prompt": None, "at": None}) == {"prompt": None}
    # so is the null of a key the tool needs, which the strict export never offers as null
    at = {"date": "2027-01-05", "time": "09:00", "time_zone": None}
    assert openai_arguments(create, {"prompt": "p", "at": at}) == {"prompt": "p", "at": at}
    # unknown keys and non-objects pass as sent, for the tool or the registry to refuse
    assert openai_arguments(create, {"prompt": "p", "cron": None}) == {"prompt": "p", "cron": None}
    assert openai_arguments(create, "not an object") == "not an object"
    assert openai_arguments(create, {"prompt": "p", "at": "2027-01-05T09:00:00Z"}) == {
        "prompt": "p",
        "at": "2027-01-05T09:00:00Z",
    }
    # protocol 1's create has no optional property: nothing is dropped
    assert openai_arguments(contracts.SCHEDULE_CREATE, {"prompt": "p", "after_seconds": None}) == {
        "prompt": "p",
        "after_seconds": None,
    }
