"""Tagged unions among the schemas, for the models: a `oneOf` whose every alternative is an
object forced to hold one property equal to a string constant of its own.

Read from the raw schemas through the `SchemaIndex` the models are generated from (the
validators have their own proof of the same fact in the IR: `lower.py`'s `Discriminator`).
"""

from __future__ import annotations

from typing import Any

from dsh_schedule.generator.schema_index import Node, SchemaIndex


def tags(index: SchemaIndex, node: Node) -> tuple[str, list[str]] | None:
    """The property that tells every alternative of `node`'s `oneOf` apart, with its value in
    each (a tagged union), or None."""
    schema = node.schema
    if not isinstance(schema, dict) or "oneOf" not in schema:
        return None
    branches = [index.child(node, "oneOf", str(i)) for i in range(len(schema["oneOf"]))]
    forced = [discriminants(index, branch, set()) for branch in branches]
    for name in forced[0]:
        values = [found[name] for found in forced if name in found]
        if len(values) == len(branches) and len(set(values)) == len(values):
            return name, values
    return None


def discriminants(index: SchemaIndex, node: Node, seen: set[Any]) -> dict[str, str]:
    """Properties an instance valid against `node` must be an object holding, with their value."""
    schema = node.schema
    if not isinstance(schema, dict) or node.key in seen:
        return {}
    seen = seen | {node.key}
    result: dict[str, str] = {}
    if "$ref" in schema:
        result.update(discriminants(index, index.ref_target(node), seen))
    if schema_types(schema) == ["object"]:
        for name in schema.get("required", ()):
            if name in schema.get("properties", {}):
                child = index.child(node, "properties", name)
                value = forced_string(index, child, seen)
                if value is not None:
                    result[name] = value
    return result


def forced_string(index: SchemaIndex, node: Node, seen: set[Any]) -> str | None:
    """The one string a value valid against `node` must equal, if the schema says so."""
    schema = node.schema
    if not isinstance(schema, dict) or node.key in seen:
        return None
    const = schema.get("const", schema["enum"][0] if len(schema.get("enum", ())) == 1 else None)
    if isinstance(const, str):
        return const
    if "$ref" in schema:
        return forced_string(index, index.ref_target(node), seen | {node.key})
    return None


def schema_types(schema: dict[str, Any]) -> list[str] | None:
    value = schema.get("type")
    if value is None:
        return None
    return [value] if isinstance(value, str) else list(value)
