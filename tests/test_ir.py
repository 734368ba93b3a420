"""The intermediate representation: language-neutral data, lowered once, with the facts the
backends rely on proved from it."""

from __future__ import annotations

import dataclasses
from typing import Any

from dsh_schedule.compiler import DEFAULT_BASE
from dsh_schedule.compiler.ir import (
    AnyOf,
    Discriminator,
    DynamicRef,
    IfThenElse,
    ModuleIR,
    OneOf,
    PatternCheck,
    Properties,
    Ref,
    SchemaIR,
    UnevaluatedProperties,
)
from dsh_schedule.compiler.lower import lower
from dsh_schedule.compiler.resolve import Resolver


def lowered(schema: Any, registry: dict[str, Any] | None = None) -> ModuleIR:
    resolver = Resolver(registry or {})
    root = resolver.add_document(DEFAULT_BASE, schema)
    return lower(resolver, [("schema", root, "test")], "test")


def steps_of(module: ModuleIR, kind: type) -> list[Any]:
    return [step for schema in module.schemas for step in schema.steps if isinstance(step, kind)]


def _values(value: Any) -> list[Any]:
    """Every field value inside a dataclass, tuple or mapping, recursively."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [v for f in dataclasses.fields(value) for v in _values(getattr(value, f.name))]
    if isinstance(value, tuple | list):
        return [v for item in value for v in _values(item)]
    if isinstance(value, dict):
        return [v for item in value.items() for v in _values(item)]
    return [value]


def test_the_ir_holds_no_python() -> None:
    module = lowered(
        {
            "type": ["integer", "null"],
            "pattern": "^\\d+$",
            "properties": {"a": {"const": {"k": [1, None]}}},
            "oneOf": [{"minimum": 1}, {"maximum": 0}],
        }
    )
    [pattern] = steps_of(module, PatternCheck)
    assert pattern.pattern == "^\\d+$"  # the ECMA-262 source, not its Python translation
    texts = [v for v in _values(module) if isinstance(v, str)]
    assert not [t for t in texts if "isinstance" in t or "lambda" in t or "def " in t]
    assert all(isinstance(s, SchemaIR) for s in module.schemas)


def test_each_subschema_is_lowered_once_and_referenced_by_number() -> None:
    module = lowered(
        {
            "$defs": {"n": {"type": "integer"}},
            "properties": {"a": {"$ref": "#/$defs/n"}, "b": {"$ref": "#/$defs/n"}},
        }
    )
    targets = {step.target for step in steps_of(module, Ref)}
    assert len(targets) == 1
    locations = [schema.location for schema in module.schemas]
    assert len(locations) == len(set(locations))
    assert f"{DEFAULT_BASE}#/$defs/n" in locations


def test_exclusive_branches_and_the_discriminator_are_proved() -> None:
    branch = {
        "type": "object",
        "required": ["kind"],
        "additionalProperties": False,
        "properties": {"kind": {"const": "x"}},
    }
    other = {**branch, "properties": {"kind": {"const": "y"}, "extra": {}}}
    module = lowered({"oneOf": [branch, other, {"type": "string"}]})
    [one_of] = steps_of(module, OneOf)
    assert one_of.exclusive
    assert one_of.discriminator == Discriminator("kind", (("x", (0, 2)), ("y", (1, 2))), (2,))
    overlapping = lowered({"oneOf": [{"minimum": 1}, {"maximum": 3}]})
    assert not steps_of(overlapping, OneOf)[0].exclusive
    # a closed object and a required property tell objects apart, but not other values
    loose = lowered({"oneOf": [{"required": ["a"]}, {"additionalProperties": False}]})
    assert not steps_of(loose, OneOf)[0].exclusive
    strict = lowered(
        {"oneOf": [{"type": "object", "required": ["a"]}, {"additionalProperties": False}]}
    )
    assert steps_of(strict, OneOf)[0].exclusive
    closed = [schema.closed for schema in module.schemas]
    assert closed.count(True) == 2


def test_the_annotation_flow_marks_what_unevaluated_needs() -> None:
    module = lowered(
        {
            "allOf": [{"properties": {"a": True}}],
            "anyOf": [{"properties": {"b": True}}],
            "not": {"properties": {"c": True}},
            "properties": {"d": {"properties": {"e": True}}},
            "unevaluatedProperties": False,
        }
    )
    tracked = {schema.location.rsplit("#", 1)[1] for schema in module.schemas if schema.tracks}
    assert tracked == {"/allOf/0", "/anyOf/0"}  # in place, below unevaluated*, not under `not`
    assert steps_of(module, UnevaluatedProperties)
    root = module.schemas[0]
    assert isinstance(root.steps[-1], UnevaluatedProperties)  # always evaluated last


def test_dynamic_references_list_every_resource_defining_the_anchor() -> None:
    module = lowered(
        {
            "$id": "https://example.test/root",
            "$dynamicAnchor": "node",
            "$ref": "inner",
            "properties": {"p": {"$ref": "plain"}},
            "$defs": {
                "inner": {
                    "$id": "inner",
                    "$dynamicAnchor": "node",
                    "items": {"$dynamicRef": "#node"},
                },
                "plain": {"$id": "plain", "$anchor": "node", "items": {"$dynamicRef": "#node"}},
            },
        }
    )
    [dynamic] = steps_of(module, DynamicRef)
    assert dynamic.anchor == "node"
    [(name, holders)] = module.dynamic_anchors
    assert name == "node"
    assert sorted(module.resources[resource] for resource, _ in holders) == [
        "https://example.test/inner",
        "https://example.test/root",
    ]
    # a $dynamicRef whose target holds no $dynamicAnchor of that name is an ordinary $ref
    assert any(step.keyword == "$dynamicRef" for step in steps_of(module, Ref))


def test_applicators_keep_their_order_and_locations() -> None:
    module = lowered({"if": {"type": "object"}, "anyOf": [True], "properties": {"a~/b": True}})
    root = module.schemas[0]
    kinds = [type(step) for step in root.steps]
    assert kinds == [AnyOf, IfThenElse, Properties]
    assert [step.location for step in root.steps] == ["/anyOf", "/if", "/properties"]
