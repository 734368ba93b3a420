"""Each provider's documented limits on a tool definition, checked on every export at generation.

`dsh-schedule generate` (and `generate --check`) renders every format of `dsh-schedule catalog`
for both protocol versions and checks each tool against the rules of its provider below; a
violation stops generation with one line naming the tool's schema file, the tool, the format and
the rule, before anything is written. A provider would otherwise refuse the whole request (a
400) the first time a model was offered the tool.

The rules are data: each row says where the provider documents it. The figures were read from
those pages; when a provider changes one, change the row.

Runtime code: the standard library only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dsh_schedule.errors import DshScheduleError
from dsh_schedule.generator.exports import EXPORTS

if TYPE_CHECKING:  # generated code: read, never imported, while generating
    from dsh_schedule.generated.contracts import ToolContract

Schema = dict[str, Any]


@dataclass(frozen=True)
class Tool:
    """One tool of an export, whatever the provider's shape: what the rules read."""

    name: Any
    description: Any
    input: Any
    output: Any = None
    strict: Any = None


@dataclass(frozen=True)
class Rule:
    """One documented limit: its short name (shown in a violation), where the provider says
    so, and the check: `tool` gives the problems of one tool, `export` those of the whole
    list a request carries."""

    name: str
    source: str
    tool: Callable[[Tool], list[str]] | None = None
    export: Callable[[list[Tool]], list[str]] | None = None


class ProviderLimitError(DshScheduleError):
    """Exports a provider would refuse: one line per violation."""

    def __init__(self, violations: Sequence[str]) -> None:
        super().__init__("\n".join(violations))
        self.violations = tuple(violations)


def lint_exports(contracts: Sequence[ToolContract]) -> list[str]:
    """One line per violation, `FILE: TOOL: FORMAT: RULE: problem`, for every export format of
    `contracts` (one protocol version's tools); empty when every export keeps to its rules."""
    return [
        line
        for format, export in EXPORTS.items()
        for line in lint_export(format, export(contracts), contracts)
    ]


def lint_export(format: str, exported: Any, contracts: Sequence[ToolContract]) -> list[str]:
    """The violations of one export (`exported`, in `format`'s shape) of `contracts`."""
    tools = _tools(format, exported)
    lines = []
    for rule in RULES[format]:
        if rule.tool is not None:
            for contract, tool in zip(contracts, tools, strict=True):
                lines += [
                    f"{contract.source}: {contract.name}: {format}: {rule.name}: {problem}"
                    for problem in rule.tool(tool)
                ]
        if rule.export is not None and contracts:
            folder = contracts[0].source.rsplit("/", 1)[0] + "/"
            lines += [
                f"{folder}: all tools: {format}: {rule.name}: {problem}"
                for problem in rule.export(tools)
            ]
    return lines


def _tools(format: str, exported: Any) -> list[Tool]:
    """The tools of one export, read through the provider's shape."""
    if format == "json":
        return [Tool(t["name"], t["description"], t["arguments"], t["output"]) for t in exported]
    if format == "mcp":
        return [
            Tool(t["name"], t.get("description"), t.get("inputSchema"), t.get("outputSchema"))
            for t in exported["tools"]
        ]
    if format == "openai":
        exported = [t["function"] for t in exported]
    key = "parameters" if format.startswith("openai") else "input_schema"
    return [
        Tool(t["name"], t.get("description"), t.get(key), None, t.get("strict")) for t in exported
    ]


# --- the checks ---------------------------------------------------------------------------


def _name(pattern: str) -> Callable[[Tool], list[str]]:
    compiled = re.compile(pattern)

    def check(tool: Tool) -> list[str]:
        ok = isinstance(tool.name, str) and compiled.fullmatch(tool.name)
        return [] if ok else [f"the name {tool.name!r} does not match {pattern}"]

    return check


def _description_at_most(limit: int) -> Callable[[Tool], list[str]]:
    def check(tool: Tool) -> list[str]:
        length = len(tool.description) if isinstance(tool.description, str) else 0
        if length <= limit:
            return []
        return [f"the description has {length:,} characters, more than {limit:,}"]

    return check


def _object_schema(field: str, *, optional: bool = False) -> Callable[[Tool], list[str]]:
    def check(tool: Tool) -> list[str]:
        schema = getattr(tool, field)
        if schema is None and optional:
            return []
        if isinstance(schema, dict) and schema.get("type") == "object":
            return []
        return [f"the {field} schema is not an object schema (type: object)"]

    return check


def _strict_flag(tool: Tool) -> list[str]:
    return [] if tool.strict is True else ["strict is not true"]


def _subschemas(schema: Any, pointer: str = "") -> Iterator[tuple[str, Schema]]:
    """Every subschema with its JSON pointer, `$defs` included."""
    if not isinstance(schema, dict):
        return
    yield pointer, schema
    for key in ("properties", "$defs", "definitions"):
        for name, child in (schema.get(key) or {}).items():
            yield from _subschemas(child, f"{pointer}/{key}/{name}")
    for key in ("anyOf", "oneOf", "allOf"):
        for index, child in enumerate(schema.get(key) or ()):
            yield from _subschemas(child, f"{pointer}/{key}/{index}")
    for key in ("items", "additionalProperties", "not", "if", "then", "else"):
        yield from _subschemas(schema.get(key), f"{pointer}/{key}")


def _is_object(schema: Schema) -> bool:
    kind = schema.get("type")
    return "object" in (kind if isinstance(kind, list) else [kind]) or "properties" in schema


def _closed(tool: Tool) -> list[str]:
    return [
        f"the object at {pointer or '/'} lacks additionalProperties: false"
        for pointer, schema in _subschemas(tool.input)
        if _is_object(schema) and schema.get("additionalProperties") is not False
    ]


def _all_required(tool: Tool) -> list[str]:
    problems = []
    for pointer, schema in _subschemas(tool.input):
        missing = [
            name for name in schema.get("properties", {}) if name not in schema.get("required", ())
        ]
        if _is_object(schema) and missing:
            problems.append(
                f"the object at {pointer or '/'} leaves {', '.join(missing)} out of required"
            )
    return problems


def _keywords(allowed: frozenset[str]) -> Callable[[Tool], list[str]]:
    def check(tool: Tool) -> list[str]:
        return [
            f"{keyword} at {pointer or '/'} is not supported"
            for pointer, schema in _subschemas(tool.input)
            for keyword in schema
            if keyword not in allowed
        ]

    return check


def _min_items_zero_or_one(tool: Tool) -> list[str]:
    return [
        f"minItems at {pointer or '/'} is {schema['minItems']}, not 0 or 1"
        for pointer, schema in _subschemas(tool.input)
        if schema.get("minItems", 0) not in (0, 1)
    ]


def _root_not_any_of(tool: Tool) -> list[str]:
    root = tool.input if isinstance(tool.input, dict) else {}
    return ["the root is an anyOf"] if "anyOf" in root else []


def _depth(schema: Any, defs: Schema, trail: tuple[str, ...] = ()) -> int:
    """How many objects deep `schema` nests; a `$ref` back into its own trail (recursion,
    which OpenAI allows) adds nothing more."""
    if not isinstance(schema, dict):
        return 0
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        name = ref.removeprefix("#/$defs/")
        return 0 if name in trail else _depth(defs.get(name), defs, (*trail, name))
    children = [
        *(schema.get("properties") or {}).values(),
        *(schema.get("anyOf") or ()),
        schema.get("items"),
    ]
    deepest = max((_depth(child, defs, trail) for child in children), default=0)
    return deepest + _is_object(schema)


def _size(
    max_depth: int, max_properties: int, max_text: int, max_enum: int
) -> Callable[[Tool], list[str]]:
    def check(tool: Tool) -> list[str]:
        schema = tool.input if isinstance(tool.input, dict) else {}
        nodes = [node for _, node in _subschemas(schema)]
        depth = _depth(schema, schema.get("$defs") or {})
        properties = sum(len(node.get("properties") or {}) for node in nodes)
        text = sum(len(name) for node in nodes for name in node.get("properties") or {})
        text += sum(len(name) for name in schema.get("$defs") or {})
        values = [value for node in nodes for value in node.get("enum") or ()]
        values += [node["const"] for node in nodes if "const" in node]
        text += sum(len(value) for value in values if isinstance(value, str))
        enums = sum(len(node.get("enum") or ()) for node in nodes)
        problems = []
        if depth > max_depth:
            problems.append(f"objects nest {depth} levels deep, more than {max_depth}")
        if properties > max_properties:
            problems.append(f"{properties:,} object properties, more than {max_properties:,}")
        if text > max_text:
            problems.append(
                f"names, enum and const values total {text:,} characters, more than {max_text:,}"
            )
        if enums > max_enum:
            problems.append(f"{enums:,} enum values, more than {max_enum:,}")
        return problems

    return check


def _not_recursive(tool: Tool) -> list[str]:
    schema = tool.input if isinstance(tool.input, dict) else {}
    defs = schema.get("$defs") or {}

    def cycle(node: Any, trail: tuple[str, ...]) -> str | None:
        for _, sub in _subschemas(node):
            ref = sub.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                name = ref.removeprefix("#/$defs/")
                if name in trail:
                    return name
                found = cycle(defs.get(name), (*trail, name))
                if found is not None:
                    return found
        return None

    found = cycle({k: v for k, v in schema.items() if k != "$defs"}, ())
    return [] if found is None else [f"$defs/{found} refers to itself"]


def _at_most(
    limit: int, what: str, count: Callable[[Tool], int]
) -> Callable[[list[Tool]], list[str]]:
    def check(tools: list[Tool]) -> list[str]:
        total = sum(count(tool) for tool in tools)
        return [] if total <= limit else [f"{total} {what}, more than {limit}"]

    return check


def _optional_properties(tool: Tool) -> int:
    return sum(
        len([n for n in schema.get("properties") or {} if n not in schema.get("required", ())])
        for _, schema in _subschemas(tool.input)
    )


def _unions(tool: Tool) -> int:
    return sum(
        1
        for _, schema in _subschemas(tool.input)
        if "anyOf" in schema or isinstance(schema.get("type"), list)
    )


# --- the table ----------------------------------------------------------------------------

_OPENAI_GUIDE = (
    "OpenAI, Structured Outputs guide, 'Supported schemas' "
    "(platform.openai.com/docs/guides/structured-outputs#supported-schemas)"
)
_ANTHROPIC_GUIDE = (
    "Anthropic, Structured outputs guide, 'JSON Schema limitations' "
    "(platform.claude.com/docs/en/build-with-claude/structured-outputs), which strict tool use "
    "(platform.claude.com/docs/en/agents-and-tools/tool-use/strict-tool-use) follows"
)
_STRUCTURE = ("type", "properties", "required", "additionalProperties", "items", "anyOf")
_NOTES = ("$ref", "$defs", "enum", "const", "title", "description", "pattern", "format")
_OPENAI_KEYWORDS = frozenset(
    {
        *_STRUCTURE,
        *_NOTES,
        *("multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"),
        *("minItems", "maxItems", "minLength", "maxLength"),
    }
)
_ANTHROPIC_KEYWORDS = frozenset(
    {*_STRUCTURE, *_NOTES, "allOf", "definitions", "default", "minItems"}
)
_MCP_TOOLS = "MCP specification 2025-11-25, Server features, Tools (modelcontextprotocol.io)"

OPENAI_NAME = Rule(
    "name",
    "OpenAI API reference, function tools `name`: 'Must be a-z, A-Z, 0-9, or contain "
    "underscores and dashes, with a maximum length of 64.'",
    tool=_name(r"[a-zA-Z0-9_-]{1,64}"),
)
OPENAI_DESCRIPTION = Rule(
    "description at most 1,024 characters",
    "OpenAI API: a longer function description is refused with `string_above_max_length` "
    "('Expected a string with maximum length 1024'); the reference states no figure",
    tool=_description_at_most(1024),
)
OPENAI_STRICT = (
    Rule(
        "strict",
        "OpenAI function calling guide: `strict: true` turns Structured Outputs on",
        tool=_strict_flag,
    ),
    Rule(
        "root object, not anyOf",
        _OPENAI_GUIDE + ": 'Root objects must not be anyOf and must be an object'",
        tool=lambda t: _object_schema("input")(t) + _root_not_any_of(t),
    ),
    Rule(
        "additionalProperties: false",
        _OPENAI_GUIDE + ": 'additionalProperties: false must always be set in objects'",
        tool=_closed,
    ),
    Rule(
        "every property required",
        _OPENAI_GUIDE + ": 'All fields must be required'",
        tool=_all_required,
    ),
    Rule(
        "supported keywords",
        _OPENAI_GUIDE + ": 'Supported types' and 'Supported properties' (string: pattern, "
        "format; number: multipleOf, maximum, exclusiveMaximum, minimum, exclusiveMinimum; array: "
        "minItems, maxItems; anyOf, $defs and $ref); allOf, not, dependentRequired, "
        "dependentSchemas, if, then, else are named unsupported, and oneOf is no supported type. "
        "minLength and maxLength are named unsupported for fine-tuned models only",
        tool=_keywords(_OPENAI_KEYWORDS),
    ),
    Rule(
        "size",
        _OPENAI_GUIDE + ": 'up to 5000 object properties total, with up to 10 levels of nesting'; "
        "'total string length of all property names, definition names, enum values, and const "
        "values cannot exceed 120,000 characters'; 'up to 1000 enum values'",
        tool=_size(max_depth=10, max_properties=5000, max_text=120_000, max_enum=1000),
    ),
)
ANTHROPIC_NAME = Rule(
    "name",
    "Anthropic, tool use guide, specifying client tools: name 'Must match the regex "
    "^[a-zA-Z0-9_-]{1,64}$'",
    tool=_name(r"[a-zA-Z0-9_-]{1,64}"),
)
ANTHROPIC_INPUT = Rule(
    "input_schema object",
    "Anthropic Messages API reference, `tools[].input_schema`: a JSON Schema whose type is object",
    tool=_object_schema("input"),
)
ANTHROPIC_STRICT = (
    Rule(
        "strict",
        "Anthropic, strict tool use: `strict: true` on the tool definition",
        tool=_strict_flag,
    ),
    Rule(
        "additionalProperties: false",
        _ANTHROPIC_GUIDE + ": additionalProperties must be false for objects",
        tool=_closed,
    ),
    Rule(
        "supported keywords",
        _ANTHROPIC_GUIDE + ": supported are the basic types, enum, const, anyOf, allOf, $ref, "
        "$defs and definitions, default, required, additionalProperties (false), string formats "
        "and simple patterns, minItems 0 or 1; numerical constraints, minLength, maxLength and "
        "other array constraints are not",
        tool=lambda t: _keywords(_ANTHROPIC_KEYWORDS)(t) + _min_items_zero_or_one(t),
    ),
    Rule(
        "no recursion",
        _ANTHROPIC_GUIDE + ": recursive schemas are not supported",
        tool=_not_recursive,
    ),
    Rule(
        "at most 20 strict tools",
        _ANTHROPIC_GUIDE + ", 'Schema complexity limits': 'Strict tools per request | 20'",
        export=_at_most(20, "strict tools", lambda tool: 1),
    ),
    Rule(
        "at most 24 optional properties",
        _ANTHROPIC_GUIDE + ", 'Schema complexity limits': 'Optional parameters | 24 | Total "
        "optional parameters across all strict tool schemas'",
        export=_at_most(24, "optional properties", _optional_properties),
    ),
    Rule(
        "at most 16 union types",
        _ANTHROPIC_GUIDE + ", 'Schema complexity limits': 'Parameters with union types | 16 | "
        "Total parameters that use anyOf or type arrays ... across all strict schemas'",
        export=_at_most(16, "properties with union types", _unions),
    ),
)
MCP_NAME = Rule(
    "name",
    _MCP_TOOLS + ", 'Tool names': 1 to 128 characters of A-Z, a-z, 0-9, _, - and .",
    tool=_name(r"[A-Za-z0-9_.-]{1,128}"),
)
MCP_SCHEMAS = Rule(
    "inputSchema and outputSchema objects",
    _MCP_TOOLS + ": `inputSchema` is a JSON Schema object with type object; `outputSchema`, "
    "when given, is too (the structured content it describes is an object)",
    tool=lambda t: _object_schema("input")(t) + _object_schema("output", optional=True)(t),
)

RULES: dict[str, tuple[Rule, ...]] = {
    # the contract itself is meant for every provider: its name must suit each
    "json": (OPENAI_NAME, ANTHROPIC_NAME, MCP_NAME, ANTHROPIC_INPUT),
    "mcp": (MCP_NAME, MCP_SCHEMAS),
    "openai": (OPENAI_NAME, OPENAI_DESCRIPTION, *OPENAI_STRICT),
    "openai-responses": (OPENAI_NAME, OPENAI_DESCRIPTION, *OPENAI_STRICT),
    "anthropic": (ANTHROPIC_NAME, ANTHROPIC_INPUT),
    "anthropic-strict": (ANTHROPIC_NAME, ANTHROPIC_INPUT, *ANTHROPIC_STRICT),
}
"""The rules each export format is checked against, by the name `catalog --format` takes."""
