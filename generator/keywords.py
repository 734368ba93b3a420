"""The JSON Schema keywords this project reads, and what a valid value of each looks like.

One table for every reader: the loader refuses a schema that uses anything else (naming the
file, the pointer and the keyword), the bundler knows which keywords only annotate, and the
validator compiler knows which ones hold subschemas.
"""

from __future__ import annotations

from typing import Any

from dsh_schedule.compiler import holds_nan

DIALECT = "https://json-schema.org/draft/2020-12/schema"
TYPES = ("array", "boolean", "integer", "null", "number", "object", "string")

CATALOG_ORDER = "x-catalog-order"
"""Our own annotation: where a tool contract stands in the catalog (JSON Schema lets a schema
carry keywords of its own; they annotate and never validate)."""

MODEL_DESCRIPTION = "x-model-description"
"""Our own annotation: a tool's shorter description, which the exports to a provider that caps
a description's length (OpenAI, 1,024 characters) give the model in place of `description`; the
catalog keeps the full text."""
TOOL_REQUIRED = "x-tool-required"
"""Our own annotation: the properties of an object that the tool refuses to go without, though
the schema leaves them optional so that the tool, not the host, answers their absence (with a
domain error). The strict exports require them: they never offer "null to omit" for them."""

ANNOTATIONS = frozenset(
    {"$comment", "description", "title", CATALOG_ORDER, MODEL_DESCRIPTION, TOOL_REQUIRED}
)
"""Keywords that describe a value without constraining it."""
CORE = frozenset({"$schema", "$id", "$defs"})
"""Keywords that identify or hold schemas without constraining the value."""
INERT = ANNOTATIONS | CORE
"""A schema made of these alone accepts every value."""

SCHEMA_MAPS = frozenset({"properties", "$defs"})
SCHEMA_LISTS = frozenset({"oneOf", "anyOf"})
SCHEMA_VALUES = frozenset({"additionalProperties", "items"})
SUPPORTED = (
    INERT
    | SCHEMA_MAPS
    | SCHEMA_LISTS
    | SCHEMA_VALUES
    | {
        "type",
        "const",
        "enum",
        "required",
        "minLength",
        "maxLength",
        "pattern",
        "minimum",
        "maximum",
        "$ref",
    }
)


def shape_problem(keyword: str, value: Any) -> str | None:
    """Why `value` is not a valid value of `keyword`, or None when it is."""
    if keyword in SCHEMA_MAPS and not isinstance(value, dict):
        return "must be an object of schemas"
    if keyword in SCHEMA_LISTS and not (isinstance(value, list) and value):
        return "must be a non-empty array of schemas"
    if keyword == "items" and isinstance(value, list):
        return "must be a schema (array form is not draft 2020-12)"
    if keyword == "type":
        names = value if isinstance(value, list) else [value]
        if not names or any(name not in TYPES for name in names) or len(set(names)) < len(names):
            return f"must be one of {', '.join(TYPES)} or a list of unique ones"
    if keyword == "enum" and not isinstance(value, list):
        return "must be an array"
    if keyword in ("required", TOOL_REQUIRED) and not (
        isinstance(value, list)
        and all(isinstance(name, str) for name in value)
        and len(set(value)) == len(value)
    ):
        return "must be an array of unique strings"
    if keyword in ("minLength", "maxLength", CATALOG_ORDER) and not is_count(value):
        return "must be a non-negative integer"
    if keyword in ("minimum", "maximum") and (
        isinstance(value, bool) or not isinstance(value, int | float)
    ):
        return "must be a number"
    if keyword in ("minimum", "maximum", "const", "enum") and holds_nan(value):
        return "holds NaN, which is no JSON number (Python's json reads it, JSON has none)"
    if keyword in (
        "pattern",
        "$ref",
        "$comment",
        "description",
        "title",
        MODEL_DESCRIPTION,
    ) and not isinstance(value, str):
        return "must be a string"
    if keyword == "$schema" and value not in (DIALECT, DIALECT + "#"):
        return f"names an unsupported dialect {value!r} (only {DIALECT} is supported)"
    return None


def is_count(value: Any) -> bool:
    """A non-negative integer in JSON terms (2.0 counts, True does not)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return value >= 0 and float(value).is_integer()
