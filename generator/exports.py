"""Host exports of the tool catalog: MCP, OpenAI strict function tools (Chat Completions and
Responses shapes) and Anthropic tools (as they are, or strict).

Runtime code: the standard library only, so an install without the generator's extras exports
too. Each export is derived from the generated tool contracts. Where a provider forbids a
construct the schema is transformed, and every transformation that changes what a value means
is recorded as a note: the note is appended to that tool's description in the export and
listed in the catalog, so nobody has to diff schemas to learn what a provider will do
differently. A subschema the export changes also gets a description of what it now accepts in
place of its own, which was written for the schema before the change.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # generated code: read, never imported, while generating
    from dsh_schedule.generated.contracts import ToolContract

Schema = dict[str, Any]


def export_notes(contract: ToolContract) -> dict[str, list[str]]:
    """What each provider export changes in the meaning of this tool's schemas."""
    return {
        "mcp": _mcp_output(contract.output_schema())[1],
        "openai": _openai_strict(contract.arguments_schema())[1],
        "openai-responses": _openai_strict(contract.arguments_schema())[1],
        "anthropic": [],
        "anthropic-strict": _anthropic_strict(contract.arguments_schema())[1],
    }


def export_json(contracts: Sequence[ToolContract]) -> list[Schema]:
    return [
        {
            "name": contract.name,
            "description": contract.description,
            "arguments": contract.arguments_schema(),
            "output": contract.output_schema(),
            "source": contract.source,
        }
        for contract in contracts
    ]


def export_mcp(contracts: Sequence[ToolContract]) -> Schema:
    """A `tools/list` result: object input and output schemas for every tool."""
    tools = []
    for contract in contracts:
        output, notes = _mcp_output(contract.output_schema())
        tools.append(
            {
                "name": contract.name,
                "description": _with_notes(contract.description, notes),
                "inputSchema": contract.arguments_schema(),
                "outputSchema": output,
            }
        )
    return {"tools": tools}


def export_openai(contracts: Sequence[ToolContract]) -> list[Schema]:
    """Strict function tools (chat completions form)."""
    tools = []
    for contract in contracts:
        parameters, notes = _openai_strict(contract.arguments_schema())
        tools.append(
            {
                "type": "function",
                "function": {
                    "name": contract.name,
                    "description": _with_notes(contract.description, notes),
                    "parameters": parameters,
                    "strict": True,
                },
            }
        )
    return tools


def openai_arguments(contract: ToolContract, arguments: Any) -> Any:
    """The arguments an OpenAI strict call sent, as the tool takes them: a null the strict export
    asked for in place of an omitted optional property ("send null to omit it") is left out
    again, at every level. Anything else passes unchanged, for the tool to judge."""
    schema = contract.arguments_schema()
    return _omit_nulls(schema, arguments, schema.get("$defs", {}))


def _omit_nulls(schema: Any, value: Any, defs: Schema) -> Any:
    if not isinstance(schema, dict) or not isinstance(value, dict):
        return value
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return _omit_nulls(defs.get(ref.removeprefix("#/$defs/")), value, defs)
    for key in ("oneOf", "anyOf"):
        objects = [b for b in schema.get(key, ()) if _resolves_to_object(b, defs)]
        if len(objects) == 1:  # the strict export keeps every branch; one of them takes objects
            return _omit_nulls(objects[0], value, defs)
    properties = schema.get("properties", {})
    required = schema.get("required", ())
    return {
        name: _omit_nulls(properties.get(name), item, defs)
        for name, item in value.items()
        if not (item is None and name in properties and name not in required)
        or _accepts_null(properties[name], defs)
    }


def _accepts_null(schema: Any, defs: Schema) -> bool:
    """Whether a source schema itself allows null (then a null is a value, not an omission)."""
    if not isinstance(schema, dict):
        return schema is True
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return _accepts_null(defs.get(ref.removeprefix("#/$defs/")), defs)
    kind = schema.get("type")
    if kind is not None and "null" not in (kind if isinstance(kind, list) else [kind]):
        return False
    if "const" in schema and schema["const"] is not None:
        return False
    if "enum" in schema and None not in schema["enum"]:
        return False
    branches = schema.get("anyOf", schema.get("oneOf"))
    return branches is None or any(_accepts_null(b, defs) for b in branches)


def export_openai_responses(contracts: Sequence[ToolContract]) -> list[Schema]:
    """Strict function tools in the Responses API's flat shape (no `function` wrapper)."""
    return [{"type": "function", **tool["function"]} for tool in export_openai(contracts)]


def export_anthropic(contracts: Sequence[ToolContract]) -> list[Schema]:
    """Anthropic tool definitions; the input schema is used as it is."""
    return [
        {
            "name": contract.name,
            "description": contract.description,
            "input_schema": contract.arguments_schema(),
        }
        for contract in contracts
    ]


def export_anthropic_strict(contracts: Sequence[ToolContract]) -> list[Schema]:
    """Anthropic tools with `strict: true`: the provider checks every call against the input
    schema, whose objects strict mode wants closed."""
    tools = []
    for contract in contracts:
        schema, notes = _anthropic_strict(contract.arguments_schema())
        tools.append(
            {
                "name": contract.name,
                "description": _with_notes(contract.description, notes),
                "input_schema": schema,
                "strict": True,
            }
        )
    return tools


EXPORTS: dict[str, Callable[[Sequence[ToolContract]], Any]] = {
    "json": export_json,
    "mcp": export_mcp,
    "openai": export_openai,
    "openai-responses": export_openai_responses,
    "anthropic": export_anthropic,
    "anthropic-strict": export_anthropic_strict,
}
"""Every export format, by the name `dsh-schedule catalog --format` takes."""


def _with_notes(description: str, notes: list[str]) -> str:
    if not notes:
        return description
    return description + " Export note: " + " ".join(notes)


def _mcp_output(output: Schema) -> tuple[Schema, list[str]]:
    """MCP output schemas describe an object. A union of objects only gains `type: object`;
    anything else is wrapped as `{"result": value}`."""
    if output.get("type") == "object":
        return output, []
    branches = output.get("oneOf", [])
    defs = output.get("$defs", {})
    if branches and all(_resolves_to_object(branch, defs) for branch in branches):
        return {"type": "object", **output}, []
    wrapped = {k: v for k, v in output.items() if k != "$defs"}
    schema: Schema = {
        "type": "object",
        "properties": {"result": wrapped},
        "required": ["result"],
        "additionalProperties": False,
    }
    if defs:
        schema["$defs"] = defs
    note = (
        'MCP structured content wraps the value as `{"result": <value>}` because an MCP output '
        "schema must describe an object."
    )
    return schema, [note]


def _resolves_to_object(schema: Schema, defs: Schema) -> bool:
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return _resolves_to_object(defs.get(ref.removeprefix("#/$defs/"), {}), defs)
    return schema.get("type") == "object"


def _openai_strict(arguments: Schema) -> tuple[Schema, list[str]]:
    """OpenAI strict mode: every object closed with all properties required, no oneOf."""
    notes: list[str] = []
    return _strict_node(copy.deepcopy(arguments), "", notes, require_all=True), notes


def _anthropic_strict(arguments: Schema) -> tuple[Schema, list[str]]:
    """Anthropic strict mode: every object closed, no oneOf; optional properties stay so."""
    notes: list[str] = []
    return _strict_node(copy.deepcopy(arguments), "", notes, require_all=False), notes


def _strict_node(node: Any, where: str, notes: list[str], *, require_all: bool) -> Any:
    if not isinstance(node, dict):
        return node
    changes: list[str] = []  # what this node now accepts, where that differs from the source
    for key in ("items", "additionalProperties"):
        if isinstance(node.get(key), dict):
            node[key] = _strict_node(node[key], f"{where}/{key}", notes, require_all=require_all)
    for key in ("oneOf", "anyOf"):
        if key in node:
            node[key] = [
                _strict_node(b, f"{where}/{key}", notes, require_all=require_all) for b in node[key]
            ]
    for key in ("properties", "$defs"):
        if key in node:
            node[key] = {
                k: _strict_node(v, f"{where}/{key}/{k}", notes, require_all=require_all)
                for k, v in node[key].items()
            }
    if "oneOf" in node:
        node["anyOf"] = node.pop("oneOf")
        notes.append(
            f"At {where or 'the root'}, oneOf became anyOf: a value matching several branches "
            "is no longer refused."
        )
        changes.append(
            f"Any of these {len(node['anyOf'])} alternatives; a value matching several of them "
            "is accepted too."
        )
    if node.get("type") == "object" or "properties" in node:
        properties = node.setdefault("properties", {})
        if node.get("additionalProperties") is not False:
            node["additionalProperties"] = False
            names = ", ".join(properties) or "none"
            notes.append(
                f"The {where or 'argument'} object is closed: keys other than {names} are refused "
                "by the provider instead of reaching the tool."
            )
            changes.append(
                f"Closed: only the keys {names} are accepted; the provider refuses any other "
                "key before it reaches the tool."
                if properties
                else "Closed: no key is accepted; the provider refuses any key before it "
                "reaches the tool."
            )
        required = list(node.get("required", []))
        for name, schema in properties.items():
            if require_all and name not in required:
                required.append(name)
                properties[name] = {"anyOf": [schema, {"type": "null"}]}
                notes.append(f"Optional {name} is now required and nullable: send null to omit it.")
                changes.append(f"{name} must be sent: null leaves it out.")
        if required or require_all:
            node["required"] = required
    if changes:
        node["description"] = " ".join(changes)
    return node
