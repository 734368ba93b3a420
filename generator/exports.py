"""Host exports of the tool catalog: MCP, OpenAI strict function tools (Chat Completions and
Responses shapes) and Anthropic tools (as they are, or strict).

Runtime code: the standard library only, so an install without the generator's extras exports
too. Each export is derived from the generated tool contracts. Where a provider forbids a
construct the schema is transformed, and every transformation that changes what a value means
is recorded as a note: the note is appended to that tool's description in the export and
listed in the catalog, so nobody has to diff schemas to learn what a provider will do
differently. A subschema the export changes also gets a description of what it now accepts in
place of its own, which was written for the schema before the change.

The strict exports also require what the tool needs (`x-tool-required`), which the schema
leaves optional so that the tool answers its absence: a strict export never offers "null to
omit" for a value the tool would then refuse. The OpenAI exports carry a tool's model
description (`x-model-description`), short enough for OpenAI's cap; the others its full text.
Whether each export keeps within its provider's documented limits is checked at generation
(generator/provider_limits.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from dsh_schedule.generator.keywords import TOOL_REQUIRED

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
        tool = _named(contract.name, contract.description, notes)
        tools.append({**tool, "inputSchema": contract.arguments_schema(), "outputSchema": output})
    return {"tools": tools}


def export_openai(contracts: Sequence[ToolContract]) -> list[Schema]:
    """Strict function tools (chat completions form). OpenAI caps a description at 1,024
    characters, so a tool's model description goes here, not its full text."""
    tools = []
    for contract in contracts:
        parameters, notes = _openai_strict(contract.arguments_schema())
        tool = _named(contract.name, contract.model_description, notes)
        tools.append(
            {"type": "function", "function": {**tool, "parameters": parameters, "strict": True}}
        )
    return tools


def openai_arguments(contract: ToolContract, arguments: Any) -> Any:
    """The arguments an OpenAI strict call sent, as the tool takes them: a null the strict export
    asked for in place of an omitted optional property ("send null to omit it") is left out
    again, at every level. Anything else passes unchanged, for the tool to judge: the null of a
    property the export requires (the schema's or the tool's) is the caller's value."""
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
    required = {*schema.get("required", ()), *schema.get(TOOL_REQUIRED, ())}
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
        tool = _named(contract.name, contract.description, notes)
        tools.append({**tool, "input_schema": schema, "strict": True})
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


def _named(name: str, description: str, notes: list[str]) -> Schema:
    """A tool's name and description, with a note of what its export left out, if anything."""
    if notes:
        description += " Export note: " + " ".join(notes)
    return {"name": name, "description": description}


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
    changes = _Changes()
    return _strict_node(copy.deepcopy(arguments), "", changes, _OPENAI), changes.notes()


def _anthropic_strict(arguments: Schema) -> tuple[Schema, list[str]]:
    """Anthropic strict mode: every object closed, no oneOf, no numeric or length bounds;
    optional properties stay so."""
    changes = _Changes()
    return _strict_node(copy.deepcopy(arguments), "", changes, _ANTHROPIC), changes.notes()


@dataclass(frozen=True)
class _Mode:
    """How a provider's strict mode differs: whether every property must be required, and
    which of our keywords it does not take: those are left out, as Anthropic's own SDKs do, and
    the host still checks them."""

    require_all: bool
    dropped: frozenset[str] = frozenset()


_OPENAI = _Mode(require_all=True)
_ANTHROPIC = _Mode(
    require_all=False, dropped=frozenset({"minLength", "maxLength", "minimum", "maximum"})
)


@dataclass
class _Changes:
    """What a strict transform changed in meaning, gathered over the whole schema and told in
    one sentence per kind of change, each object named once (a model reads them in the tool's
    description, which OpenAI caps)."""

    any_of: list[str] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)
    needed: dict[str, list[str]] = field(default_factory=dict)
    nullable: dict[str, list[str]] = field(default_factory=dict)
    unchecked: list[str] = field(default_factory=list)

    def notes(self) -> list[str]:
        notes = []
        if self.any_of:
            notes.append(
                f"At {', '.join(self.any_of)}, oneOf became anyOf: a value matching several "
                "branches is no longer refused."
            )
        if self.closed:
            notes.append(
                f"Closed, the provider refuses any other key instead of passing it to the tool: "
                f"{', '.join(self.closed)}."
            )
        if self.needed:
            notes.append(f"Required, as the tool needs them: {_grouped(self.needed)}.")
        if self.nullable:
            notes.append(
                f"Optional, so required and nullable (null omits it): {_grouped(self.nullable)}."
            )
        if self.unchecked:
            notes.append(
                "Checked by the host only, as strict mode takes no such bound: "
                f"{', '.join(self.unchecked)}."
            )
        return notes


def _grouped(names: dict[str, list[str]]) -> str:
    """`after_seconds, at; CalendarRule days`: the argument's own names first, unlabelled."""
    return "; ".join(
        " ".join(filter(None, (where, ", ".join(properties))))
        for where, properties in sorted(names.items(), key=lambda item: item[0] != "")
    )


def _label(where: str) -> str:
    """How a note names the object at `where`: `the arguments`, a named schema's title, or the
    pointer."""
    if not where:
        return "the arguments"
    name = where.removeprefix("/$defs/")
    return name if "/" not in name else where


def _strict_node(node: Any, where: str, changes: _Changes, mode: _Mode) -> Any:
    if not isinstance(node, dict):
        return node
    described: list[str] = []  # what this node now accepts, where that differs from the source
    for key in ("items", "additionalProperties"):
        if isinstance(node.get(key), dict):
            node[key] = _strict_node(node[key], f"{where}/{key}", changes, mode)
    for key in ("oneOf", "anyOf"):
        if key in node:
            node[key] = [_strict_node(b, f"{where}/{key}", changes, mode) for b in node[key]]
    for key in ("properties", "$defs"):
        if key in node:
            node[key] = {
                k: _strict_node(v, f"{where}/{key}/{k}", changes, mode)
                for k, v in node[key].items()
            }
    if "oneOf" in node:
        node["anyOf"] = node.pop("oneOf")
        changes.any_of.append(where or "the root")
        described.append(
            f"Any of these {len(node['anyOf'])} alternatives; a value matching several of them "
            "is accepted too."
        )
    bounds = []  # kept by the host alone: the source's description still holds
    for keyword in sorted(mode.dropped & node.keys()):
        bound = f"{keyword} {node.pop(keyword)}"
        changes.unchecked.append(f"{bound} at {where or '/'}")
        bounds.append(f"{bound} is checked by the host, not the provider.")
    needed = node.pop(TOOL_REQUIRED, [])
    kind = node.get("type")
    if "object" in (kind if isinstance(kind, list) else [kind]) or "properties" in node:
        properties = node.setdefault("properties", {})
        names = ", ".join(properties) or "none"
        if node.get("additionalProperties") is not False:
            node["additionalProperties"] = False
            changes.closed.append(_label(where))
            described.append(
                f"Closed: only the keys {names} are accepted; the provider refuses any other "
                "key before it reaches the tool."
                if properties
                else "Closed: no key is accepted; the provider refuses any key before it "
                "reaches the tool."
            )
        required = list(node.get("required", []))
        group = _label(where) if where else ""
        for name in properties:
            if name in needed and name not in required:
                required.append(name)
                changes.needed.setdefault(group, []).append(name)
                described.append(f"{name} must be given: the tool refuses the object without it.")
            elif mode.require_all and name not in required:
                required.append(name)
                properties[name] = {"anyOf": [properties[name], {"type": "null"}]}
                changes.nullable.setdefault(group, []).append(name)
                described.append(f"{name} must be sent: null leaves it out.")
        if required or mode.require_all:
            node["required"] = required
    if described:
        node["description"] = " ".join(described)
    if bounds:
        node["description"] = " ".join(filter(None, (node.get("description"), *bounds)))
    return node
