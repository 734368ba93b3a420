"""Host exports checked against each provider's own rules, and the catalog's content."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from dsh_schedule.generated.contracts import TOOL_CONTRACTS
from dsh_schedule.generator.catalog import render_catalog
from dsh_schedule.generator.exports import export_anthropic, export_mcp, export_openai
from dsh_schedule.generator.tool_spec import ToolSpec
from tests.conftest import ROOT

SPECS = [
    ToolSpec(c.name, c.description, c.arguments_schema(), c.output_schema(), c.source)
    for c in TOOL_CONTRACTS
]
NAMES = ["schedule_create", "schedule_list", "schedule_delete"]


def _schemas(node: Any) -> Iterator[dict[str, Any]]:
    """Every subschema of a schema (objects reached through schema keywords)."""
    if not isinstance(node, dict):
        return
    yield node
    for key in ("items", "additionalProperties"):
        yield from _schemas(node.get(key))
    for key in ("oneOf", "anyOf"):
        for branch in node.get(key, []):
            yield from _schemas(branch)
    for key in ("properties", "$defs"):
        for child in node.get(key, {}).values():
            yield from _schemas(child)


def test_contracts_are_the_three_tools_in_order() -> None:
    assert [c.name for c in TOOL_CONTRACTS] == NAMES
    first = TOOL_CONTRACTS[0].arguments_schema()
    first["mutated"] = True
    assert "mutated" not in TOOL_CONTRACTS[0].arguments_schema()


def test_mcp_entries_have_object_input_and_output_schemas() -> None:
    tools = export_mcp(SPECS)["tools"]
    assert [t["name"] for t in tools] == NAMES
    for tool in tools:
        assert tool["inputSchema"]["type"] == "object"
        assert tool["outputSchema"]["type"] == "object"


def test_mcp_wraps_the_list_array_and_says_so() -> None:
    listing = export_mcp(SPECS)["tools"][1]
    assert listing["outputSchema"]["required"] == ["result"]
    assert '{"result": <value>}' in listing["description"]
    create = export_mcp(SPECS)["tools"][0]
    assert "Export note" not in create["description"]


def test_openai_strict_rules_hold_everywhere() -> None:
    for tool in export_openai(SPECS):
        function = tool["function"]
        assert tool["type"] == "function"
        assert function["strict"] is True
        for schema in _schemas(function["parameters"]):
            assert "oneOf" not in schema
            if schema.get("type") == "object":
                assert schema["additionalProperties"] is False
                assert sorted(schema["required"]) == sorted(schema["properties"])


def test_openai_says_where_meaning_changed() -> None:
    create, listing, delete = export_openai(SPECS)
    assert "Export note" in create["function"]["description"]
    assert "prompt, after_seconds" in create["function"]["description"]
    assert "Export note" not in listing["function"]["description"]
    assert "Export note" not in delete["function"]["description"]


def test_openai_transform_handles_optional_properties_and_one_of() -> None:
    spec = ToolSpec(
        "t",
        "d",
        {
            "type": "object",
            "properties": {
                "a": {"type": "string"},
                "b": {"oneOf": [{"type": "integer"}, {"type": "string"}]},
            },
            "required": ["a"],
        },
        {},
        "x",
    )
    (tool,) = export_openai([spec])
    parameters = tool["function"]["parameters"]
    assert parameters["required"] == ["a", "b"]
    assert parameters["properties"]["b"]["anyOf"][1] == {"type": "null"}
    assert "anyOf" in parameters["properties"]["b"]["anyOf"][0]
    assert "required and nullable" in tool["function"]["description"]
    assert "oneOf became anyOf" in tool["function"]["description"]


def test_anthropic_tools_use_the_input_schema_as_is() -> None:
    tools = export_anthropic(SPECS)
    assert [t["name"] for t in tools] == NAMES
    for tool, spec in zip(tools, SPECS, strict=True):
        assert tool["input_schema"] == spec.arguments
        assert tool["input_schema"]["type"] == "object"


def test_catalog_shows_both_schemas_of_every_tool() -> None:
    text = (ROOT / "docs" / "tool-catalog.md").read_text(encoding="utf-8")
    assert text == render_catalog(SPECS)
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)\n```", text, re.S)]
    for spec in SPECS:
        assert f"## `{spec.name}`" in text
        assert spec.arguments in blocks
        assert spec.output in blocks
        assert f"Source schema: `{spec.source}`" in text
    assert (
        "| package | model-visible names | requires | writes / affects | deployment note |" in text
    )


@pytest.mark.parametrize("fmt", ["markdown", "json", "mcp", "openai", "anthropic"])
def test_catalog_command_prints_every_format(fmt: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dsh_schedule", "catalog", "--format", fmt],
        capture_output=True,
        text=True,
        check=True,
    )
    for name in NAMES:
        assert name in result.stdout
    if fmt != "markdown":
        json.loads(result.stdout)
