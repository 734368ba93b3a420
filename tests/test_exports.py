"""Host exports checked against each provider's own rules, and the catalog's content."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from dsh_schedule.generated.contracts import TOOL_CONTRACTS, ToolContract
from dsh_schedule.generator.catalog import FORMATS, render_catalog
from dsh_schedule.generator.exports import (
    export_anthropic,
    export_anthropic_strict,
    export_mcp,
    export_openai,
    export_openai_responses,
)
from tests.support.paths import ROOT
from tests.support.schemas import subschemas

SPECS = list(TOOL_CONTRACTS)
NAMES = ["schedule_create", "schedule_list", "schedule_delete"]


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
        for schema in subschemas(function["parameters"]):
            assert "oneOf" not in schema
            if schema.get("type") == "object":
                assert schema["additionalProperties"] is False
                assert sorted(schema["required"]) == sorted(schema["properties"])


def test_openai_says_where_meaning_changed() -> None:
    create, listing, delete = export_openai(SPECS)
    assert "Export note" in create["function"]["description"]
    assert create["function"]["description"].endswith(
        " Export note: Closed, the provider refuses any other key instead of passing it to the "
        "tool: the arguments."
    )
    assert "Export note" not in listing["function"]["description"]
    assert "Export note" not in delete["function"]["description"]


def test_openai_transform_handles_optional_properties_and_one_of() -> None:
    spec = _contract(
        {
            "type": "object",
            "properties": {
                "a": {"type": "string"},
                "b": {"oneOf": [{"type": "integer"}, {"type": "string"}]},
            },
            "required": ["a"],
        },
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
        assert tool["input_schema"] == spec.arguments_schema()
        assert tool["input_schema"]["type"] == "object"


def test_catalog_shows_both_schemas_of_every_tool() -> None:
    text = (ROOT / "docs" / "tool-catalog.md").read_text(encoding="utf-8")
    assert text == render_catalog(SPECS)
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)\n```", text, re.S)]
    for spec in SPECS:
        assert f"## `{spec.name}`" in text
        assert spec.arguments_schema() in blocks
        assert spec.output_schema() in blocks
        assert f"Source schema: `{spec.source}`" in text
    assert (
        "| package | model-visible names | requires | writes / affects | deployment note |" in text
    )


def test_formats_are_every_export_and_markdown() -> None:
    assert FORMATS == (
        "markdown",
        "json",
        "mcp",
        "openai",
        "openai-responses",
        "anthropic",
        "anthropic-strict",
    )


def test_catalog_help_lists_every_format_and_the_default() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dsh_schedule", "catalog", "--help"],
        capture_output=True,
        text=True,
        check=True,
    )
    listed = [
        line.split()[0]
        for line in result.stdout.split("formats:\n")[1].split("\n\n")[0].splitlines()
    ]
    assert tuple(listed) == FORMATS
    assert "(default: markdown)" in result.stdout
    # "the formats below" are below the options that say so, then the exit codes
    text = result.stdout
    assert (
        text.index("one of the formats below")
        < text.index("formats:\n")
        < text.index("exit codes:")
    )
    assert "(default: 2, as every command;" in " ".join(text.split())


def test_openai_responses_tools_are_the_chat_tools_unwrapped() -> None:
    for chat, flat in zip(export_openai(SPECS), export_openai_responses(SPECS), strict=True):
        assert flat == {"type": "function", **chat["function"]}
        assert flat["strict"] is True


def test_anthropic_strict_closes_every_object_and_keeps_optional_keys_optional() -> None:
    for tool, spec in zip(export_anthropic_strict(SPECS), SPECS, strict=True):
        assert tool["strict"] is True
        source = spec.arguments_schema()
        assert tool["input_schema"].get("required") == source.get("required")
        for schema in subschemas(tool["input_schema"]):
            assert "oneOf" not in schema
            if schema.get("type") == "object":
                assert schema["additionalProperties"] is False
    create = export_anthropic_strict(SPECS)[0]
    assert "Export note: Closed, the provider refuses any other key" in create["description"]
    (tool,) = export_anthropic_strict([OPEN_SPEC])
    assert tool["input_schema"]["required"] == ["a", "c"]  # b stays optional, never nullable
    assert tool["input_schema"]["properties"]["b"]["anyOf"][0] == {"type": "integer"}


@pytest.mark.parametrize("fmt", FORMATS)
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


# -- descriptions describe the schema they are exported with --------------------------------

CHILD_KEYS = ("properties", "items", "additionalProperties", "oneOf", "anyOf", "$defs")


def _meaning(node: dict[str, Any]) -> dict[str, Any]:
    """What a node itself says about a value (its children are compared on their own)."""
    own = {k: v for k, v in node.items() if k not in ("description", "title", *CHILD_KEYS)}
    own["properties"] = sorted(node.get("properties", {}))
    own["required"] = sorted(node.get("required", []))
    if isinstance(node.get("additionalProperties"), bool):
        own["additionalProperties"] = node["additionalProperties"]
    for key in ("oneOf", "anyOf"):
        if key in node:
            own["alternatives"] = (key, len(node[key]))
    return own


def _nullable(node: dict[str, Any]) -> bool:
    return len(node.get("anyOf", [])) == 2 and node["anyOf"][1] == {"type": "null"}


def _pairs(source: Any, exported: Any) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """Each exported subschema with the source subschema it was derived from."""
    if not isinstance(exported, dict):
        return
    yield source, exported
    for key in ("items", "additionalProperties"):
        if isinstance(source.get(key), dict):
            yield from _pairs(source[key], exported[key])
    source_branches = source.get("oneOf", source.get("anyOf", []))
    for branch, derived in zip(source_branches, exported.get("anyOf", []), strict=False):
        yield from _pairs(branch, derived)
    for key in ("properties", "$defs"):
        for name, child in source.get(key, {}).items():
            derived = exported[key][name]
            if key == "properties" and name not in source.get("required", []):
                assert _nullable(derived), name  # an optional property became nullable
                derived = derived["anyOf"][0]
            yield from _pairs(child, derived)


def _contract(arguments: dict[str, Any]) -> ToolContract:
    """A tool named t whose arguments schema is `arguments`."""
    return ToolContract("t", "d", json.dumps(arguments), "{}", "x", "d")


OPEN_SPEC = _contract(
    {
        "description": "Open: any key reaches the tool; b may be left out.",
        "type": "object",
        "properties": {
            "a": {"description": "A name.", "type": "string"},
            "b": {
                "description": "Exactly one of a number or a word.",
                "oneOf": [{"type": "integer"}, {"type": "string"}],
            },
            "c": {
                "description": "Options, open too.",
                "type": "object",
                "properties": {"d": {"type": "boolean"}},
            },
        },
        "required": ["a", "c"],
    },
)


@pytest.mark.parametrize("spec", [*SPECS, OPEN_SPEC], ids=lambda spec: spec.name)
def test_openai_descriptions_describe_the_exported_schema(spec: ToolContract) -> None:
    """A subschema the export changes gets a description of what it now is; one it keeps
    keeps the source's description."""
    (tool,) = export_openai([spec])
    for source, exported in _pairs(spec.arguments_schema(), tool["function"]["parameters"]):
        if _meaning(source) == _meaning(exported):
            assert exported.get("description") == source.get("description")
        else:
            assert exported.get("description"), exported
            assert exported["description"] != source.get("description"), exported


def test_openai_create_arguments_are_described_as_closed() -> None:
    create = export_openai(SPECS)[0]["function"]["parameters"]
    assert create["additionalProperties"] is False
    description = create["description"]
    assert "open" not in description.lower()
    assert "prompt" in description and "after_seconds" in description
    assert "refuse" in description
    source = SPECS[0].arguments_schema()["description"]
    assert "Open on purpose" in source  # the host-neutral schema stays open
    for tool in (export_mcp(SPECS)["tools"][0]["inputSchema"], export_anthropic(SPECS)[0]):
        schema = tool.get("input_schema", tool)
        assert schema["description"] == source and "additionalProperties" not in schema


def test_openai_transform_describes_what_changed() -> None:
    (tool,) = export_openai([OPEN_SPEC])
    parameters = tool["function"]["parameters"]
    assert "b" in parameters["description"] and "null" in parameters["description"]
    assert "oneOf" not in json.dumps(parameters)
    assert "several" in parameters["properties"]["b"]["anyOf"][0]["description"]
    assert "d" in parameters["properties"]["c"]["description"]


# -- the catalog is readable Markdown --------------------------------------------------------


def markdown_blocks(text: str) -> list[tuple[str, list[str]]]:
    """Split Markdown into blocks (CommonMark's block structure, for the constructs the
    catalog uses), refusing what renders differently from how it reads: a block that does not
    start after a blank line, a line of another kind inside a block, an unclosed fence."""
    lines = text.split("\n")
    assert lines[-1] == "" and lines[-2] != "", "one final newline"
    blocks: list[tuple[str, list[str]]] = []
    index = 0
    while index < len(lines):
        if not lines[index].strip():
            index += 1
            continue
        assert index == 0 or not lines[index - 1].strip(), f"line {index + 1}: no blank line"
        first = lines[index]
        if first.startswith(("```", "<!--")):
            closing = "```" if first.startswith("```") else "-->"
            end = index + 1
            while end < len(lines) and not lines[end].endswith(closing):
                end += 1
            assert end < len(lines), f"line {index + 1}: never closed"
            kind = "fence" if closing == "```" else "html"
            blocks.append((kind, lines[index : end + 1]))
            index = end + 1
            continue
        end = index
        while end < len(lines) and lines[end].strip():
            end += 1
        block = lines[index:end]
        kind = (
            "heading"
            if re.match(r"#{1,6} ", first)
            else "list"
            if first.startswith("- ")
            else "table"
            if first.startswith("|")
            else "paragraph"
        )
        for number, line in enumerate(block[1:], start=index + 2):
            starts_list = line.startswith(("- ", "* ", "+ "))
            assert kind != "heading", f"line {number}: text runs on after a heading"
            assert not re.match(r"#{1,6} |```", line), f"line {number}: inside a {kind}"
            assert (kind == "list") == starts_list, f"line {number}: inside a {kind}"
            assert (kind == "table") == line.startswith("|"), f"line {number}: inside a {kind}"
        for number, line in enumerate(block, start=index + 1):
            outside_code = re.sub(r"`[^`]*`", "", line)
            assert not re.search(r"<[A-Za-z/]", outside_code), f"line {number}: reads as HTML"
        blocks.append((kind, block))
        index = end
    return blocks


def test_catalog_markdown_has_the_intended_structure() -> None:
    text = (ROOT / "docs" / "tool-catalog.md").read_text(encoding="utf-8")
    blocks = markdown_blocks(text)
    kinds = [kind for kind, _ in blocks]
    assert kinds[:3] == ["html", "heading", "paragraph"]
    assert blocks[1][1] == ["# Schedule tool catalog"]
    table = blocks[kinds.index("table")][1]
    assert len(table) == 3
    assert {line.count(" | ") for line in table} == {4}  # five cells in every row
    headings = [lines[0] for kind, lines in blocks if kind == "heading"]
    assert headings == ["# Schedule tool catalog", "## Package map"] + [
        f"## `{name}`" for name in NAMES
    ]
    for name in NAMES:
        start = blocks.index(("heading", [f"## `{name}`"]))
        section = blocks[start + 1 : start + 10]
        assert [kind for kind, _ in section] == [
            "paragraph",  # the description
            "paragraph",
            "fence",
            "paragraph",
            "fence",
            "paragraph",  # source schema
            "paragraph",  # package note
            "paragraph",  # provider exports
            "list",
        ]
        assert start + 10 == len(blocks) or blocks[start + 10][0] == "heading"
        for kind, lines in section:
            if kind == "fence":
                assert lines[0] == "```json" and lines[-1] == "```"
                json.loads("\n".join(lines[1:-1]))
        exports = section[8][1]
        assert [line.split(":")[0] for line in exports] == [
            f"- {name}" for name in FORMATS if name not in ("markdown", "json")
        ]


@pytest.mark.parametrize(
    "broken",
    [
        "# T\n\n- a\n## Next\n",
        "<!-- banner -->\n# T\n",
        "# T\n\n```json\n{}\n",
        "# T\ntext\n",
        "# T\n\ntext\n- item\n",
        "# T\n\nwraps it as {<value>}\n",
    ],
)
def test_the_markdown_check_refuses_what_reads_wrong(broken: str) -> None:
    with pytest.raises(AssertionError):
        markdown_blocks(broken)
