"""Random schemas of the project's keyword subset: the compiler agrees with jsonschema.

The official suite and the differential tests use fixed schemas; this draws the schemas too,
so keyword combinations nobody wrote down (a type list with `null` beside `minimum`, a `oneOf`
of overlapping branches) are compiled and checked against a reference.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from dsh_schedule.compiler.compile_schema import compile_validator

TYPES = ["null", "boolean", "integer", "number", "string", "array", "object"]
# Patterns without `$`: Python's `$` (in jsonschema) also matches before a trailing newline.
PATTERNS = ["^a", "b", "^[0-9]+", "\\d", "^\\s*x", "[^a-c]"]
NAMES = ["a", "b", "c"]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([0.0, 1.0, 1.5, -2.5]),
    st.text(alphabet="abx0 1\t", max_size=4),
)
instances = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.sampled_from(NAMES), inner, max_size=3)
    ),
    max_leaves=8,
)


def _leaf() -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {},
        optional={
            "type": st.one_of(
                st.sampled_from(TYPES),
                st.lists(st.sampled_from(TYPES), min_size=1, max_size=3, unique=True),
            ),
            "minimum": st.integers(-2, 2),
            "maximum": st.sampled_from([0, 1, 2.5]),
            "minLength": st.integers(0, 2),
            "maxLength": st.integers(0, 3),
            "pattern": st.sampled_from(PATTERNS),
            "const": scalars,
            "enum": st.lists(scalars, min_size=1, max_size=3),
        },
    )


def _extend(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.one_of(
        st.fixed_dictionaries(
            {"properties": st.dictionaries(st.sampled_from(NAMES), inner, max_size=2)},
            optional={
                "type": st.just("object"),
                "required": st.lists(st.sampled_from(NAMES), max_size=2, unique=True),
                "additionalProperties": st.one_of(st.booleans(), inner),
            },
        ),
        st.fixed_dictionaries({"items": inner}, optional={"type": st.just("array")}),
        st.fixed_dictionaries({"oneOf": st.lists(inner, min_size=1, max_size=3)}),
        st.fixed_dictionaries({"anyOf": st.lists(inner, min_size=1, max_size=3)}),
    )


schemas = st.one_of(_leaf(), st.recursive(st.one_of(_leaf(), st.booleans()), _extend, max_leaves=6))


@settings(max_examples=300, deadline=None)
@given(schema=schemas, values=st.lists(instances, min_size=1, max_size=6))
def test_compiled_validators_agree_with_jsonschema(schema: Any, values: list[Any]) -> None:
    check = compile_validator(schema)
    reference = Draft202012Validator(schema)
    for value in values:
        errors = check.validate(value)
        assert (not errors) == reference.is_valid(value), (schema, value, errors)
        assert check.is_valid(value) == reference.is_valid(value), (schema, value)


@settings(max_examples=500, deadline=None)
@given(schema=_leaf(), value=instances)
def test_keyword_checks_are_guarded_by_type(schema: dict[str, Any], value: Any) -> None:
    schema = {**schema, "type": schema.get("type", ["integer", "null"])}
    check = compile_validator(schema)
    assert (not check.validate(value)) == Draft202012Validator(schema).is_valid(value)
