"""Each provider's documented limits, checked on every export at generation (issue 30, item 4).

The figures come from the providers' pages (generator/provider_limits.py names each one):
OpenAI function names `^[a-zA-Z0-9_-]{1,64}$` and descriptions of at most 1,024 characters;
strict schemas closed, every property required, no oneOf; Anthropic names
`^[a-zA-Z0-9_-]{1,64}$`, strict schemas closed, no length bounds, at most 24 optional
properties over the request; MCP names of 1 to 128 characters of letters, digits, `_`, `-` and
`.`, object input and output schemas.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.generated.contracts import TOOL_CONTRACTS, TOOL_CONTRACTS_V2, ToolContract
from dsh_schedule.generator.exports import EXPORTS, export_openai
from dsh_schedule.generator.provider_limits import RULES, lint_export, lint_exports
from tests.support.paths import ROOT

NAME = re.compile(r"[a-zA-Z0-9_-]{1,64}")
PROTOCOLS = {1: TOOL_CONTRACTS, 2: TOOL_CONTRACTS_V2}


def _contract(
    name: str = "bad_tool",
    description: str = "Does things.",
    arguments: dict[str, Any] | None = None,
    model_description: str | None = None,
) -> ToolContract:
    closed = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
    schema = arguments if arguments is not None else closed  # no export changes it
    return ToolContract(
        name,
        description,
        json.dumps(schema),
        json.dumps({"type": "object"}),
        "schemas/tools/bad-tool.json",
        model_description if model_description is not None else description,
    )


# --- ours keep every limit ----------------------------------------------------------------


def test_every_rule_says_where_its_provider_documents_it() -> None:
    assert set(RULES) == set(EXPORTS)
    for format, rules in RULES.items():
        provider = {"json": "", "mcp": "MCP", "anthropic": "Anthropic", "openai": "OpenAI"}
        for rule in rules:
            assert rule.name and (rule.tool or rule.export)
            assert provider[format.split("-")[0]] in rule.source, (format, rule.name)


@pytest.mark.parametrize("protocol", sorted(PROTOCOLS))
def test_every_export_of_both_protocols_keeps_every_documented_limit(protocol: int) -> None:
    assert lint_exports(PROTOCOLS[protocol]) == []


@pytest.mark.parametrize("protocol", sorted(PROTOCOLS))
def test_every_openai_tool_fits_the_name_pattern_and_1024_characters(protocol: int) -> None:
    for fmt in ("openai", "openai-responses"):
        tools = EXPORTS[fmt](PROTOCOLS[protocol])
        functions = [t["function"] for t in tools] if fmt == "openai" else tools
        for function in functions:
            assert NAME.fullmatch(function["name"])
            assert len(function["description"]) <= 1024, (fmt, function["name"])


def test_the_long_create_description_goes_to_openai_short_and_stays_whole_in_the_catalog() -> None:
    """Protocol 2's create description, with its export notes, was 2,675 characters, which
    OpenAI refuses; OpenAI now gets the model description, the catalog the full text."""
    create = TOOL_CONTRACTS_V2[0]
    assert len(create.description) > 1024
    assert create.model_description != create.description
    sent = export_openai(TOOL_CONTRACTS_V2)[0]["function"]["description"]
    assert sent.startswith(create.model_description + " Export note: ")
    assert len(sent) <= 1024
    catalog = (ROOT / "docs" / "tool-catalog-v2.md").read_text(encoding="utf-8")
    assert f"## `schedule_create`\n\n{create.description}\n" in catalog
    assert f"(OpenAI caps a description at 1,024 characters):\n\n> {sent[:40]}" in catalog
    assert EXPORTS["json"](TOOL_CONTRACTS_V2)[0]["description"] == create.description
    assert EXPORTS["mcp"](TOOL_CONTRACTS_V2)["tools"][0]["description"] == create.description
    assert EXPORTS["anthropic"](TOOL_CONTRACTS_V2)[0]["description"] == create.description
    strict = EXPORTS["anthropic-strict"](TOOL_CONTRACTS_V2)[0]["description"]
    assert strict.startswith(create.description + " Export note: ")


# --- a bad contract fails, one line per violation -----------------------------------------


def test_a_description_too_long_for_openai_is_one_line_per_openai_format() -> None:
    assert lint_exports([_contract(description="x" * 1025)]) == [
        "schemas/tools/bad-tool.json: bad_tool: openai: description at most 1,024 characters: "
        "the description has 1,025 characters, more than 1,024",
        "schemas/tools/bad-tool.json: bad_tool: openai-responses: description at most 1,024 "
        "characters: the description has 1,025 characters, more than 1,024",
    ]
    # exactly 1,024 is allowed; a short model description is what OpenAI gets
    assert lint_exports([_contract(description="x" * 1024)]) == []
    assert lint_exports([_contract(description="x" * 5000, model_description="Short.")]) == []


def test_a_bad_name_is_refused_for_every_provider_whose_pattern_it_breaks() -> None:
    lines = lint_exports([_contract(name="bad.tool")])
    assert [line.split(": ")[2:4] for line in lines] == [
        ["json", "name"],
        ["json", "name"],
        ["openai", "name"],
        ["openai-responses", "name"],
        ["anthropic", "name"],
        ["anthropic-strict", "name"],
    ]  # MCP allows a dot: its rule holds
    assert lines[2] == (
        "schemas/tools/bad-tool.json: bad.tool: openai: name: the name 'bad.tool' does not "
        "match [a-zA-Z0-9_-]{1,64}"
    )
    too_long = lint_exports([_contract(name="t" * 65)])
    assert len(too_long) == 6 and all("does not match" in line for line in too_long)
    assert lint_exports([_contract(name="t" * 64)]) == []


def test_an_open_object_in_a_strict_export_is_a_violation() -> None:
    contract = _contract()
    opened = {
        "type": "function",
        "function": {
            "name": "bad_tool",
            "description": "Does things.",
            "parameters": {
                "type": "object",
                "properties": {"a": {"type": "object", "properties": {"b": {"type": "string"}}}},
                "required": ["a"],
                "additionalProperties": False,
            },
            "strict": True,
        },
    }
    assert lint_export("openai", [opened], [contract]) == [
        "schemas/tools/bad-tool.json: bad_tool: openai: additionalProperties: false: the object "
        "at /properties/a lacks additionalProperties: false",
        "schemas/tools/bad-tool.json: bad_tool: openai: every property required: the object "
        "at /properties/a leaves b out of required",
    ]
    anthropic = {
        "name": "bad_tool",
        "description": "Does things.",
        "input_schema": {"type": "object", "properties": {"b": {"oneOf": [{"type": "string"}]}}},
        "strict": True,
    }
    assert lint_export("anthropic-strict", [anthropic], [contract]) == [
        "schemas/tools/bad-tool.json: bad_tool: anthropic-strict: additionalProperties: false: "
        "the object at / lacks additionalProperties: false",
        "schemas/tools/bad-tool.json: bad_tool: anthropic-strict: supported keywords: oneOf at "
        "/properties/b is not supported",
    ]


def test_the_strict_transforms_close_every_object_even_a_nullable_one() -> None:
    """What the lint would refuse, the transforms never make: a `type: [object, null]` is
    closed too."""
    contract = _contract(
        arguments={
            "type": "object",
            "properties": {"a": {"type": ["object", "null"], "properties": {"b": {}}}},
        }
    )
    assert lint_exports([contract]) == []


def test_the_anthropic_request_wide_limit_on_optional_properties() -> None:
    """At most 24 optional properties over all strict tools of a request; the line names the
    folder, for the whole export."""
    properties = {f"p{i}": {"type": "string"} for i in range(25)}
    contract = _contract(arguments={"type": "object", "properties": properties})
    assert lint_exports([contract]) == [
        "schemas/tools/: all tools: anthropic-strict: at most 24 optional properties: 25 "
        "optional properties, more than 24",
    ]
    del properties["p24"]
    assert lint_exports([_contract(arguments={"type": "object", "properties": properties})]) == []


def test_anthropic_strict_leaves_length_bounds_to_the_host_and_says_so() -> None:
    contract = _contract(
        arguments={
            "type": "object",
            "properties": {"word": {"type": "string", "minLength": 1, "description": "A word."}},
            "required": ["word"],
        }
    )
    assert lint_exports([contract]) == []
    (tool,) = EXPORTS["anthropic-strict"]([contract])
    assert tool["input_schema"]["properties"]["word"] == {
        "type": "string",
        "description": "A word. minLength 1 is checked by the host, not the provider.",
    }
    assert tool["description"].endswith(
        "Checked by the host only, as strict mode takes no such bound: minLength 1 at "
        "/properties/word."
    )
    (openai,) = EXPORTS["openai"]([contract])  # OpenAI's strict mode takes minLength
    assert openai["function"]["parameters"]["properties"]["word"]["minLength"] == 1


# --- generate refuses to write what a provider would refuse ---------------------------------


def _cli(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dsh_schedule", "generate", *args, "--root", str(root)],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_generate_fails_on_a_too_long_description_and_writes_nothing(project_copy: Path) -> None:
    path = project_copy / "schemas" / "tools" / "schedule-list.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    document["description"] = "List reminders. " + "Very long. " * 100
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    before = (project_copy / "generated" / "contracts.py").read_text(encoding="utf-8")
    length = len(document["description"])
    expected = [
        f"provider limit: schemas/tools/schedule-list.json: schedule_list: {fmt}: description "
        f"at most 1,024 characters: the description has {length:,} characters, more than 1,024"
        for fmt in ("openai", "openai-responses")
    ] + ["nothing was written; shorten or reshape the schema"]
    for args in (("--check",), ()):
        result = _cli(project_copy, *args)
        assert result.returncode == 1
        assert result.stderr.splitlines() == expected
        assert "Traceback" not in result.stderr
    assert (project_copy / "generated" / "contracts.py").read_text(encoding="utf-8") == before
    # a short model description is the fix: OpenAI gets it, the catalog keeps the full text
    document["x-model-description"] = "List the pending reminders."
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    assert _cli(project_copy).returncode == 0
    catalog = (project_copy / "docs" / "tool-catalog.md").read_text(encoding="utf-8")
    assert document["description"] in catalog
    contracts = (project_copy / "generated" / "contracts.py").read_text(encoding="utf-8")
    assert '"List the pending reminders."' in contracts
