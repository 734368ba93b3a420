"""What the compiler can prove about a schema before seeing an instance.

A `Shape` is a sound over-approximation of the instances a schema accepts: the JSON types it
admits, the properties an object must hold, the ones it may not hold, and the string constants
some required properties must equal. Two facts are derived from it:
- whether a schema rejects `null` (then a missing property and a `null` one fail alike, so the
  fast path may read properties with `dict.get`), and
- whether two schemas exclude each other (then at most one `oneOf` branch can hold, so the fast
  path may stop at the first branch that does instead of counting them all).
Unknown means "anything": every fact errs on the side of proving less.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.generator.schema_index import Node, SchemaIndex

NodeKey = tuple[str, tuple[str, ...]]


@dataclass(frozen=True)
class Shape:
    kinds: frozenset[str] | None = None
    """The JSON types admitted ("integer" counts as "number"); None for all of them."""
    required: frozenset[str] = frozenset()
    allowed: frozenset[str] | None = None
    """For a closed object (`additionalProperties: false`), the only names it may hold."""
    forbidden: frozenset[str] = frozenset()
    forced: Mapping[str, str] = field(default_factory=dict)
    """Required properties that must equal one string constant."""

    def meet(self, other: Shape) -> Shape:
        """The facts of an instance valid against both."""
        kinds = self.kinds if other.kinds is None else other.kinds
        if self.kinds is not None and other.kinds is not None:
            kinds = self.kinds & other.kinds
        allowed = self.allowed if other.allowed is None else other.allowed
        if self.allowed is not None and other.allowed is not None:
            allowed = self.allowed & other.allowed
        return Shape(
            kinds,
            self.required | other.required,
            allowed,
            self.forbidden | other.forbidden,
            {**other.forced, **self.forced},
        )

    def forbids(self, name: str) -> bool:
        """Whether an object valid against this shape cannot hold the property `name`."""
        return name in self.forbidden or (self.allowed is not None and name not in self.allowed)

    @property
    def only_objects(self) -> bool:
        return self.kinds is not None and self.kinds <= {"object"}


NOTHING = Shape(kinds=frozenset())


def schema_types(schema: dict[str, Any]) -> list[str] | None:
    value = schema.get("type")
    if value is None:
        return None
    return [value] if isinstance(value, str) else list(value)


def kind_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def shape(index: SchemaIndex, node: Node, seen: frozenset[NodeKey] = frozenset()) -> Shape:
    """The facts every instance valid against `node` satisfies."""
    schema = node.schema
    if schema is False:
        return NOTHING
    if schema is True or node.key in seen:
        return Shape()
    assert isinstance(schema, dict)
    seen = seen | {node.key}
    result = _own(index, node, seen)
    if "$ref" in schema:
        result = result.meet(shape(index, index.ref_target(node), seen))
    for keyword in ("oneOf", "anyOf"):
        if keyword in schema:
            branches = [
                shape(index, index.child(node, keyword, str(i)), seen)
                for i in range(len(schema[keyword]))
            ]
            if all(branch.kinds is not None for branch in branches):
                kinds = frozenset().union(*(branch.kinds or () for branch in branches))
                result = result.meet(Shape(kinds=kinds))
    return result


def _own(index: SchemaIndex, node: Node, seen: frozenset[NodeKey]) -> Shape:
    schema = node.schema
    assert isinstance(schema, dict)
    kinds: frozenset[str] | None = None
    if "type" in schema:
        names = [schema["type"]] if isinstance(schema["type"], str) else schema["type"]
        kinds = frozenset("number" if name == "integer" else name for name in names)
    if "const" in schema:
        kinds = frozenset({kind_of(schema["const"])}) & (kinds if kinds is not None else ALL)
    if "enum" in schema:
        kinds = frozenset(map(kind_of, schema["enum"])) & (kinds if kinds is not None else ALL)
    properties: dict[str, Any] = schema.get("properties", {})
    required = frozenset(schema.get("required", ()))
    allowed = frozenset(properties) if schema.get("additionalProperties", True) is False else None
    forbidden = frozenset(name for name, child in properties.items() if child is False)
    forced: dict[str, str] = {}
    for name in sorted(required & set(properties)):
        child = index.child(node, "properties", name)
        value = forced_string(index, child, set(seen))
        if value is not None:
            forced[name] = value
    return Shape(kinds, required, allowed, forbidden, forced)


ALL = frozenset({"null", "boolean", "object", "array", "string", "number"})


def rejects_null(index: SchemaIndex, node: Node) -> bool:
    """Whether `null` is invalid against `node`."""
    kinds = shape(index, node).kinds
    return kinds is not None and "null" not in kinds


def disjoint(first: Shape, second: Shape) -> bool:
    """Whether no instance can be valid against both shapes."""
    if first.kinds is not None and second.kinds is not None and not first.kinds & second.kinds:
        return True
    if not (first.only_objects or second.only_objects):
        return False  # a common instance need not be an object: property facts may not apply
    for one, other in ((first, second), (second, first)):
        if any(one.forbids(name) for name in other.required):
            return True
    return any(
        first.forced[name] != second.forced[name]
        for name in first.forced.keys() & second.forced.keys()
    )


def exclusive(index: SchemaIndex, branches: list[Node], exclusive_group: set[NodeKey]) -> bool:
    """Whether at most one of `branches` can hold for any instance. Branches in
    `exclusive_group` are already known to exclude each other (a discriminator tells them
    apart); every other pair is checked."""
    shapes = [shape(index, branch) for branch in branches]
    for i, first in enumerate(branches):
        for j in range(i + 1, len(branches)):
            second = branches[j]
            if first.key in exclusive_group and second.key in exclusive_group:
                continue
            if not disjoint(shapes[i], shapes[j]):
                return False
    return True


def discriminator(
    index: SchemaIndex, branches: list[Node]
) -> tuple[str | None, dict[tuple[str, tuple[str, ...]], str]]:
    """A property most branches force to distinct string constants, and those constants.

    At most one of those branches can hold for a given instance: the one whose constant the
    instance's property equals. Other branches are unaffected.
    """
    forced = [discriminants(index, branch, set()) for branch in branches]
    best: tuple[str | None, dict[tuple[str, tuple[str, ...]], str]] = (None, {})
    for name in sorted({name for names in forced for name in names}):
        values = {b.key: f[name] for b, f in zip(branches, forced, strict=True) if name in f}
        distinct = len(set(values.values())) == len(values)
        if distinct and len(values) >= 2 and len(values) > len(best[1]):
            best = (name, values)
    return best


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
