"""Differential fuzzing: compiled validators agree with jsonschema-rs on random schemas of
drafts 7, 2019-09 and 2020-12.

Hypothesis draws schemas over the whole vocabulary (every applicator, unevaluated*, `$ref`
into `$defs`, `$dynamicRef` across two resources that both hold the dynamic anchor, if/then/
else, nested applicators, every validation keyword, `format` as an annotation) and instances
for them; each instance's verdict must be jsonschema-rs's. The same schemas, spelled in an
older draft's keywords (`in_draft`), are checked against jsonschema-rs's validator of that
draft: keywords the draft does not have (draft 7's `unevaluated*`, `minContains`) stay, and
must be ignored alike. DSH_FUZZ_EXAMPLES raises the number of schemas drawn per draft
(default 60, to keep `make test` short).
"""

from __future__ import annotations

import os
from typing import Any

import jsonschema_rs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler.compile_schema import compile_validator

EXAMPLES = int(os.environ.get("DSH_FUZZ_EXAMPLES", "60"))
TYPES = ["null", "boolean", "integer", "number", "string", "array", "object"]
NAMES = ["a", "b", "c"]
# ECMA-262 and Rust's regex agree on these (no `$`, no classes whose meaning differs).
PATTERNS = ["^a", "b", "^[ab]+", "\\d", "^\\s*x", "[^a-c]", "^.{2}"]
DEFS = 3
ROOT = "https://example.com/root"

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-4, 6),
    st.sampled_from([0.0, 1.0, 1.5, -2.5, 4.0]),
    st.text(alphabet="abx0 1", max_size=3),
)
instances = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(NAMES), inner, max_size=3)
    ),
    max_leaves=10,
)
counts = st.integers(0, 3)


def _validation() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {},
        optional={
            "type": st.one_of(
                st.sampled_from(TYPES),
                st.lists(st.sampled_from(TYPES), min_size=1, max_size=3, unique=True),
            ),
            "const": scalars,
            "enum": st.lists(scalars, min_size=1, max_size=3),
            "minimum": st.integers(-2, 2),
            "exclusiveMaximum": st.sampled_from([0, 1, 2.5, 5]),
            "multipleOf": st.sampled_from([1, 2, 3, 0.5]),
            "minLength": counts,
            "maxLength": counts,
            "pattern": st.sampled_from(PATTERNS),
            "minItems": counts,
            "maxItems": counts,
            "uniqueItems": st.booleans(),
            "minProperties": counts,
            "maxProperties": counts,
            "required": st.lists(st.sampled_from(NAMES), max_size=2, unique=True),
            "dependentRequired": st.dictionaries(
                st.sampled_from(NAMES),
                st.lists(st.sampled_from(NAMES), max_size=2, unique=True),
                max_size=2,
            ),
            "format": st.sampled_from(["date", "email", "unknown-format"]),
            "title": st.just("annotations are inert"),
        },
    )


def _schemas(level: int, under_value: bool, defs_from: int) -> st.SearchStrategy[Any]:
    """A schema; `under_value`: it applies to a value inside the instance, where a dynamic
    reference may recurse; `defs_from`: the first `$defs` entry a `$ref` may name (refs only
    point forward, so in-place references never loop)."""
    leaves: list[st.SearchStrategy[Any]] = [st.booleans(), _validation()]
    if defs_from < DEFS:
        leaves.append(
            st.integers(defs_from, DEFS - 1).map(lambda n: {"$ref": f"{ROOT}#/$defs/d{n}"})
        )
    if under_value:
        leaves.append(st.just({"$dynamicRef": "#node"}))
    if level == 0:
        return st.one_of(leaves)
    here = _schemas(level - 1, under_value, defs_from)
    inside = _schemas(level - 1, True, defs_from)
    applicators = st.fixed_dictionaries(
        {},
        optional={
            "allOf": st.lists(here, min_size=1, max_size=2),
            "anyOf": st.lists(here, min_size=1, max_size=3),
            "oneOf": st.lists(here, min_size=1, max_size=3),
            "not": here,
            "if": here,
            "then": here,
            "else": here,
            "dependentSchemas": st.dictionaries(st.sampled_from(NAMES), here, max_size=2),
            "properties": st.dictionaries(st.sampled_from(NAMES), inside, max_size=2),
            "patternProperties": st.dictionaries(st.sampled_from(PATTERNS), inside, max_size=1),
            "additionalProperties": inside,
            "propertyNames": st.fixed_dictionaries(
                {}, optional={"pattern": st.sampled_from(PATTERNS), "maxLength": counts}
            ),
            "prefixItems": st.lists(inside, min_size=1, max_size=2),
            "items": inside,
            "contains": inside,
            "minContains": counts,
            "maxContains": counts,
            "unevaluatedProperties": inside,
            "unevaluatedItems": inside,
        },
    )
    combined = st.tuples(_validation(), applicators).map(lambda pair: {**pair[0], **pair[1]})
    return st.one_of(*leaves, combined, combined)


@st.composite
def documents(draw: st.DrawFn) -> dict[str, Any]:
    """A root resource and an embedded one, both holding the dynamic anchor `node`, with
    `$defs` the schemas refer to."""
    defs = {f"d{n}": draw(_schemas(2, False, n + 1)) for n in range(DEFS)}
    base = draw(_schemas(2, False, 0))
    base = {"$id": "base", "$dynamicAnchor": "node", **_as_object(base)}
    root = _as_object(draw(_schemas(2, False, 0)))
    root = {
        **root,
        "$id": ROOT,
        "$dynamicAnchor": "node",
        "$defs": {**defs, "base": base},
    }
    if draw(st.booleans()):
        root["allOf"] = [*root.get("allOf", []), {"$ref": "base"}]
    return root


def _as_object(schema: Any) -> dict[str, Any]:
    if schema is True:
        return {}
    if schema is False:
        return {"not": {}}
    return dict(schema)


def in_draft(node: Any, draft: str) -> Any:
    """A schema of `documents()` spelled in `draft`'s keywords: `prefixItems` and `items` as
    `items` (an array) and `additionalItems`; `$dynamicAnchor`/`$dynamicRef` as 2019-09's
    `$recursiveAnchor`/`$recursiveRef` (both anchors sit at a resource's root), or as a
    `$ref` to the resource's root in draft 7, which has `definitions` for `$defs` and
    `dependencies` for `dependentRequired` and `dependentSchemas` (a `$ref` beside other
    keywords makes them ignored there: both validators must agree on that too)."""
    if isinstance(node, list):
        return [in_draft(item, draft) for item in node]
    if not isinstance(node, dict) or draft == "2020-12":
        return node
    spelled: dict[str, Any] = {}
    for keyword, value in node.items():
        value = in_draft(value, draft)
        if keyword == "prefixItems":
            spelled["items"] = value
            if "items" in node:
                spelled["additionalItems"] = in_draft(node["items"], draft)
        elif keyword == "items" and "prefixItems" in node:
            continue
        elif keyword == "$dynamicAnchor":
            if draft == "2019-09":
                spelled["$recursiveAnchor"] = True
        elif keyword == "$dynamicRef":
            spelled["$recursiveRef" if draft == "2019-09" else "$ref"] = "#"
        elif draft == "7" and keyword == "$defs":
            spelled["definitions"] = value
        elif draft == "7" and keyword == "$ref":
            spelled["$ref"] = value.replace("#/$defs/", "#/definitions/")
        elif draft == "7" and keyword in ("dependentRequired", "dependentSchemas"):
            spelled["dependencies"] = {**spelled.get("dependencies", {}), **value}
        else:
            spelled[keyword] = value
    if draft == "7" and "$ref" in spelled and "$id" in spelled:  # else $ref would hide the $id
        spelled["allOf"] = [*spelled.get("allOf", []), {"$ref": spelled.pop("$ref")}]
    return spelled


REFERENCES = {
    "7": jsonschema_rs.Draft7Validator,
    "2019-09": jsonschema_rs.Draft201909Validator,
    "2020-12": jsonschema_rs.Draft202012Validator,
}


@pytest.mark.parametrize("draft", ["7", "2019-09", "2020-12"])
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(documents(), st.lists(instances, min_size=1, max_size=8))
def test_compiled_validators_agree_with_jsonschema_rs(
    draft: str, schema: dict[str, Any], values: list[Any]
) -> None:
    schema = in_draft(schema, draft)
    compiled = compile_validator(schema, draft=draft)
    reference = REFERENCES[draft](schema, validate_formats=False)
    for value in values:
        expected = reference.is_valid(value)
        assert compiled.is_valid(value) == expected, value
        assert (not compiled.validate(value)) == expected, value
