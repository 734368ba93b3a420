"""The Python backend reports errors in JavaScript's key order (ECMA-262
OrdinaryOwnPropertyKeys: array indices ascending, then the other keys as inserted), whatever
order the instance's keys were inserted in, on the keywords that report an error under each
key, in both the fast error functions and the general ones (`propertyNames` reports at the
object, so its order is compared with node by tests/test_javascript_differential.py)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler import compile_validator


def _is_array_index(key: str) -> bool:
    """ECMA-262: a canonical numeric string of an integer from 0 to 2**32 - 2."""
    if not key.isascii() or not key.isdigit():
        return False
    return str(int(key)) == key and int(key) <= 2**32 - 2


def javascript_order(keys: list[str]) -> list[str]:
    indices = sorted((k for k in keys if _is_array_index(k)), key=int)
    return indices + [k for k in keys if not _is_array_index(k)]


KEYS = st.one_of(
    st.integers(0, 30).map(str),
    st.sampled_from(["01", "-1", "1.5", "1e3", " 1", "\u0661", "4294967294", "4294967295", ""]),
    st.integers(0, 2**33).map(str),
    st.text("ab09", max_size=3),
)
INSTANCES = st.lists(KEYS, unique=True, max_size=8).map(lambda keys: dict.fromkeys(keys, 0))

SCHEMAS: dict[str, dict[str, Any]] = {
    "additionalProperties": {"properties": {"a": {}}, "additionalProperties": False},
    "patternProperties": {"patternProperties": {"": {"type": "string"}}},
    "unevaluatedProperties": {"allOf": [{"properties": {"a": {}}}], "unevaluatedProperties": False},
    "closed": {
        "required": ["a", "b"],
        "properties": {"a": {}, "b": {}},
        "additionalProperties": False,
    },
}
VALIDATORS = {name: compile_validator(schema) for name, schema in SCHEMAS.items()}


@settings(max_examples=150)
@given(INSTANCES, st.sampled_from(sorted(SCHEMAS)))
def test_errors_on_keys_come_in_javascript_order(instance: dict[str, Any], name: str) -> None:
    errors = VALIDATORS[name].validate(instance)
    visited = [e.path for e in errors if e.keyword != "required"]
    skipped = {"patternProperties": set(), "closed": {"a", "b"}}.get(name, {"a"})
    expected = ["/" + k for k in javascript_order(list(instance)) if k not in skipped]
    assert visited == expected
    reversed_instance = dict(reversed(list(instance.items())))
    again = [e.path for e in VALIDATORS[name].validate(reversed_instance)]
    indices = [p for p in visited if _is_array_index(p[1:])]
    assert [p for p in again if _is_array_index(p[1:])] == indices


def test_an_example_from_the_documentation() -> None:
    errors = VALIDATORS["additionalProperties"].validate({"b": 1, "10": 2, "2": 3})
    assert [e.path for e in errors] == ["/2", "/10", "/b"]
