"""The Python verdict's fast paths, each against an answer computed another way: the
pattern tests of object keys answered from a memo of the keys seen."""

from __future__ import annotations

import re
from typing import Any

import jsonschema_rs
import pytest

from dsh_schedule.compiler.compile_schema import compile_validator


def _count_searches(check: Any) -> list[str]:
    """Every later search of an object key by the module's key patterns, by key."""
    searches: list[str] = []
    names = check.is_valid.__globals__
    for name in [n for n in names if re.fullmatch(r"_M\d+", n)]:

        def counted(text: str, _search: Any = names[name].search) -> Any:
            searches.append(text)
            return _search(text)

        names[name].search = counted
    return searches


@pytest.mark.parametrize("patterns", [["f.o"], ["f.o", "^b"]])
def test_pattern_and_additional_properties_walk_the_keys_once(patterns: list[str]) -> None:
    """Each key is searched once by each pattern, not once more by additionalProperties'
    loop nor by a later object with the same keys, and the verdicts are the reference's."""
    schema = {
        "properties": {"bar": {"type": "array"}},
        "patternProperties": {p: {"minItems": 2} for p in patterns},
        "additionalProperties": {"type": "integer"},
    }
    check = compile_validator(schema)
    reference = jsonschema_rs.Draft202012Validator(schema)
    searches = _count_searches(check)
    assert check.is_valid({"fxo": [1, 2], "bar": [1, 2], "baz": 3})
    assert not check.is_valid({"fxo": [1], "bar": [1, 2], "baz": 3})
    assert sorted(searches) == sorted(["fxo", "bar", "baz"] * len(patterns))
    for instance in [{}, {"fxo": [1]}, {"foo": 1, "z": 1.5}, {"bar": 1}, {"bz": [1]}, {"q": 1}]:
        assert check.is_valid(instance) == reference.is_valid(instance), instance


def test_the_answers_remembered_for_keys_are_few_and_short() -> None:
    """The memo of a key pattern holds at most 4,096 keys of at most 64 characters: keys
    past that are searched each time, with the same verdicts."""
    schema = {"patternProperties": {"^a": {"type": "integer"}}}
    check = compile_validator(schema)
    [memo] = [v for n, v in check.is_valid.__globals__.items() if re.fullmatch(r"_M\d+", n)]
    searches = _count_searches(check)
    long = "a" * 65
    for _ in range(2):
        assert check.is_valid({long: 1}) and not check.is_valid({long: "1"})
    assert searches == [long] * 4 and len(memo) == 0
    assert all(check.is_valid({f"a{i}": i, f"b{i}": "x"}) for i in range(3000))
    assert len(memo) == 4096 and not check.is_valid({"a5000": "x"})
    assert not check.is_valid({"a5000": "x"}) and searches[-2:] == ["a5000", "a5000"]
