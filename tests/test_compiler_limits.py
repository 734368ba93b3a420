"""Compiled validators at the edges: numbers beyond the float range, deeply nested instances,
and the oldest Python the generated module claims to run on."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from dsh_schedule.compiler.backends.python.module import OLDEST_PYTHON
from dsh_schedule.compiler.compile_schema import compile_module, compile_validator
from dsh_schedule.compiler.errors import SchemaError
from tests.support.pythons import python_of
from tests.support.schemas import VALIDATOR_ENTRY_POINTS, checker, our_documents

# -- numbers beyond the float range ----------------------------------------------------------

# Python's json reads a number beyond the float range as an infinity: the schema a host loads
# holds float("inf"), and its validator must treat it as the bound or value it is.
BEYOND_FLOAT_RANGE = [
    '{"maximum": 1e400}',
    '{"maximum": -1e400}',
    '{"minimum": -1e400}',
    '{"minimum": 1e400}',
    '{"type": "integer", "minimum": -1e400, "maximum": 1e400}',
    '{"const": 1e400}',
    '{"const": -1e400}',
    '{"enum": [1e400, "a"]}',
    '{"enum": ["a", -1e400, null]}',
    '{"const": [1e400, {"a": -1e400}]}',
    '{"oneOf": [{"const": 1e400}, {"type": "string"}]}',
]
NUMBERS = [
    0,
    -3,
    1.5,
    1e308,
    -1e308,
    10**400,
    -(10**400),
    json.loads("1e400"),
    json.loads("-1e400"),
    "a",
    None,
    True,
    [json.loads("1e400"), {"a": json.loads("-1e400")}],
    [json.loads("1e400"), {"a": 0}],
]


@pytest.mark.parametrize("text", BEYOND_FLOAT_RANGE)
def test_numbers_beyond_the_float_range_compile_to_correct_validators(text: str) -> None:
    schema = json.loads(text)
    check = checker(schema)
    reference = jsonschema.Draft202012Validator(schema)
    for instance in NUMBERS:
        assert (check(instance) == []) == reference.is_valid(instance), instance


def test_bounds_beyond_the_float_range_hold_and_say_so() -> None:
    at_most = checker(json.loads('{"maximum": 1e400}'))
    assert at_most(1e308) == []
    assert at_most(10**300) == []
    at_least = checker(json.loads('{"minimum": 1e400}'))
    [error] = at_least(1e308)
    assert (error.path, error.keyword) == ("", "minimum")
    assert "Infinity" in error.message  # what JavaScript's JSON.parse reads 1e400 as
    exactly = checker(json.loads('{"const": 1e400}'))
    assert exactly(json.loads("1e400")) == []
    assert [e.keyword for e in exactly(1e308)] == ["const"]


def test_verdict_functions_agree_on_numbers_beyond_the_float_range() -> None:
    uri = "https://example.test/big.json"
    properties = json.loads('{"n": {"maximum": 1e400}, "m": {"enum": [-1e400, 1]}}')
    document = {"$id": uri, "type": "object", "properties": properties, "required": ["n"]}
    namespace: dict[str, Any] = {}
    exec(compile_module({"big": document}), namespace)
    for instance in ({"n": 1e308}, {"n": 1, "m": json.loads("-1e400")}, {"n": 1, "m": 2}, {}):
        expected = jsonschema.Draft202012Validator(document).is_valid(instance)
        assert namespace["is_valid_big"](instance) is expected, instance
        assert (namespace["validate_big"](instance) == []) is expected, instance


@pytest.mark.parametrize(
    ("text", "pointer"),
    [
        ('{"maximum": NaN}', "/maximum"),
        ('{"minimum": NaN}', "/minimum"),
        ('{"properties": {"a": {"const": [1, NaN]}}}', "/properties/a/const"),
        ('{"enum": ["a", {"b": NaN}]}', "/enum"),
    ],
)
def test_nan_is_refused_as_no_json_number(text: str, pointer: str) -> None:
    """Python's json also reads NaN, which is no JSON value: the compiler names where it is."""
    with pytest.raises(SchemaError) as caught:
        checker(json.loads(text))
    assert caught.value.pointer == pointer
    assert "NaN" in caught.value.message


# -- deep nesting -------------------------------------------------------------------------

LIMIT = 1000  # levels a recursive schema's validator always follows, stated in its module


def nest(levels: int, wrap: Callable[[Any], Any], leaf: Any) -> Any:
    """`leaf` inside `levels` containers built by `wrap` (so `levels` levels of nesting)."""
    value = leaf
    for _ in range(levels):
        value = wrap(value)
    return value


def in_list(value: Any) -> list[Any]:
    return [value]


def in_object(value: Any) -> dict[str, Any]:
    return {"next": value}


NODE = {
    "$defs": {
        "node": {
            "type": "object",
            "properties": {"next": {"$ref": "#/$defs/node"}},
            "additionalProperties": False,
        }
    },
    "$ref": "#/$defs/node",
}
# (schema, container, a leaf that keeps the instance valid, one that breaks it, and the first
# error that leaf causes at LIMIT levels of nesting)
RECURSIVE: list[tuple[dict[str, Any], Callable[[Any], Any], Any, Any, tuple[str, str]]] = [
    ({"type": "array", "items": {"$ref": "#"}}, in_list, [], 1, ("/0" * (LIMIT - 1), "type")),
    (
        {"type": "object", "additionalProperties": {"$ref": "#"}},
        in_object,
        {},
        "x",
        ("/next" * (LIMIT - 1), "type"),
    ),
    (
        NODE,
        in_object,
        {},
        {"other": 1},
        ("/next" * (LIMIT - 1) + "/other", "additionalProperties"),
    ),
    (
        {"anyOf": [{"type": "array", "items": {"$ref": "#"}}, {"type": "integer"}]},
        in_list,
        1,
        "s",
        ("", "anyOf"),
    ),
    (
        {
            "oneOf": [
                {"type": "object", "additionalProperties": {"$ref": "#"}},
                {"type": "string", "minLength": 1},
            ]
        },
        in_object,
        "s",
        "",
        ("", "oneOf"),
    ),
]


def _pointer(wrap: Callable[[Any], Any], levels: int) -> str:
    return ("/0" if wrap is in_list else "/next") * levels


@pytest.mark.parametrize(("schema", "wrap", "good", "bad", "first"), RECURSIVE)
def test_recursive_schemas_validate_the_documented_depth_in_full(
    schema: dict[str, Any], wrap: Callable[[Any], Any], good: Any, bad: Any, first: Any
) -> None:
    limit = sys.getrecursionlimit()
    check = checker(schema)
    assert check(nest(LIMIT - 1, wrap, good)) == []
    errors = check(nest(LIMIT - 1, wrap, bad))
    assert (errors[0].path, errors[0].keyword) == first
    assert not jsonschema.Draft202012Validator(schema).is_valid(nest(50, wrap, bad))
    assert sys.getrecursionlimit() == limit


@pytest.mark.parametrize(("schema", "wrap", "good", "bad", "first"), RECURSIVE)
def test_nesting_past_the_limit_is_an_error_value(
    schema: dict[str, Any], wrap: Callable[[Any], Any], good: Any, bad: Any, first: Any
) -> None:
    limit = sys.getrecursionlimit()
    check = checker(schema)
    for leaf in (good, bad):
        [error] = check(nest(2 * LIMIT, wrap, leaf))
        assert (error.path, error.keyword) == (_pointer(wrap, LIMIT), "depth")
        assert f"{LIMIT} levels" in error.message
    assert sys.getrecursionlimit() == limit


@pytest.mark.parametrize(("schema", "wrap", "good", "bad", "first"), RECURSIVE)
def test_a_raised_recursion_limit_changes_no_answer(
    schema: dict[str, Any], wrap: Callable[[Any], Any], good: Any, bad: Any, first: Any
) -> None:
    """The level is counted: a host that raises the recursion limit gets the answers of one
    that does not, one `depth` error past 1,000 levels."""
    check = checker(schema)
    instances = [
        nest(levels, wrap, leaf) for levels in (LIMIT - 1, 2 * LIMIT) for leaf in (good, bad)
    ]
    unique = compile_validator({"uniqueItems": True})  # JSON equality walks values too
    pairs = [[nest(2 * LIMIT, wrap, good), 2], [nest(LIMIT - 2, wrap, good)] * 2]
    default = [check(i) for i in instances], [unique.validate(p) for p in pairs]
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200_000)
    try:
        raised = [check(i) for i in instances], [unique.validate(p) for p in pairs]
    finally:
        sys.setrecursionlimit(limit)
    assert raised == default
    for errors in [*default[0][2:], default[1][0]]:
        assert [error.keyword for error in errors] == ["depth"]
    assert [e.keyword for e in default[1][1]] == ["uniqueItems"]


def test_the_issue_example_two_thousand_levels_of_items() -> None:
    check = checker({"items": {"$ref": "#"}})
    [error] = check(nest(2000, in_list, []))
    assert (error.path, error.keyword) == ("/0" * LIMIT, "depth")
    assert check(nest(LIMIT - 1, in_list, [])) == []  # LIMIT levels: the last one is []
    [error] = check(nest(LIMIT, in_list, []))
    assert (error.path, error.keyword) == ("/0" * LIMIT, "depth")


def test_deep_instances_are_validated_even_from_deep_in_the_callers_stack() -> None:
    check = checker({"type": "array", "items": {"$ref": "#"}})
    instance = nest(LIMIT - 1, in_list, [])

    def descend(levels: int) -> list[Any]:
        return check(instance) if levels == 0 else descend(levels - 1)

    assert descend(sys.getrecursionlimit() - 200) == []


def test_verdict_functions_never_raise_on_deep_instances() -> None:
    uri = "https://example.test/tree.json"
    document = {"$id": uri, "type": "array", "items": {"$ref": "#"}}
    namespace: dict[str, Any] = {}
    exec(compile_module({"tree": document}), namespace)
    assert namespace["is_valid_tree"](nest(LIMIT - 1, in_list, [])) is True
    assert namespace["is_valid_tree"](nest(LIMIT - 1, in_list, 1)) is False
    assert namespace["is_valid_tree"](nest(2 * LIMIT, in_list, [])) is False
    [error] = namespace["validate_tree"](nest(2 * LIMIT, in_list, []))
    assert error.keyword == "depth"


def test_a_schema_without_recursion_has_no_depth_limit() -> None:
    check = checker({"items": {"items": {"type": "array"}}})
    assert check(nest(3 * LIMIT, in_list, [])) == []


def in_not(value: Any) -> dict[str, Any]:
    return {"not": value}


@pytest.mark.parametrize("lang", ["python", "javascript"])
def test_a_schema_of_max_depth_levels_compiles_and_a_deeper_one_is_one_error(lang: str) -> None:
    """The nesting of the schema itself (objects and arrays, the root being level 1): up to
    `max_depth` it compiles, whatever the recursion limit; deeper, it is refused where it goes
    too deep, never with a RecursionError."""
    limit = sys.getrecursionlimit()
    assert compile_module({"deep": nest(LIMIT - 1, in_not, {})}, lang=lang)
    with pytest.raises(SchemaError) as caught:
        compile_module({"deep": nest(LIMIT, in_not, {})}, lang=lang)
    assert caught.value.pointer == "/not" * LIMIT
    assert f"nested more than {LIMIT} levels deep" in caught.value.message
    with pytest.raises(SchemaError) as caught:
        compile_module({"deep": nest(10, in_list, {})}, max_depth=10, lang=lang)
    assert caught.value.pointer == "/0" * 10
    assert sys.getrecursionlimit() == limit


def _chain(links: int) -> dict[str, Any]:
    """`links` references, each to the next definition, ending at an integer type."""
    defs: dict[str, Any] = {f"d{i}": {"$ref": f"#/$defs/d{i + 1}"} for i in range(links)}
    defs[f"d{links}"] = {"type": "integer"}
    return {"$defs": defs, "$ref": "#/$defs/d0"}


def test_a_long_chain_of_references_compiles_and_an_endless_one_is_one_error() -> None:
    check = compile_validator(_chain(2000))
    assert check.is_valid(3) and not check.is_valid("3")
    with pytest.raises(SchemaError) as caught:
        compile_module({"chain": _chain(30_000)}, source="chain.json")
    assert str(caught.value) == "chain.json#: references nest deeper than the limit of 1000 levels"


# -- the oldest Python the generated module runs on -----------------------------------------

OLDEST = OLDEST_PYTHON

# Exercises the helpers of the module: type names, JSON equality, escaped pointers, oneOf
# with and without a discriminator, anyOf, patterns, bounds and recursion.
KITCHEN_URI = "https://example.test/kitchen.json"
KITCHEN = {
    "$id": KITCHEN_URI,
    "type": "object",
    "properties": {
        "tree": {"$ref": "#/$defs/tree"},
        "pick": {
            "oneOf": [
                {"type": "object", "properties": {"k": {"const": "a"}}, "required": ["k"]},
                {"type": "object", "properties": {"k": {"const": "b"}}, "required": ["k"]},
            ]
        },
        "either": {"anyOf": [{"type": "integer", "minimum": 0}, {"pattern": "^\\p{Lu}"}]},
        "same": {"const": {"a": [1, 2.0, None]}},
        "both": {"oneOf": [{"type": "integer"}, {"minimum": 5}]},
        "big": {"maximum": float("inf")},
    },
    "additionalProperties": {"type": "string", "maxLength": 3},
    "$defs": {"tree": {"type": "array", "items": {"$ref": "#/$defs/tree"}}},
}
KITCHEN_INSTANCES: list[Any] = [
    {"tree": [[], [[]]], "pick": {"k": "a"}, "either": 3, "same": {"a": [1.0, 2, None]}},
    {"tree": [[1]], "pick": {"k": "c"}, "either": "lower", "same": {"a": [True, 2, None]}},
    {"a/b~": "long text", "both": 7, "big": 1e308, "pick": []},
    [],
    "text",
]


def _results_program(folder: Path, entries: list[str]) -> str:
    return (
        "import json, sys\n"
        f"sys.path.insert(0, {str(folder)!r})\n"
        "import validators\n"
        f"instances = json.loads(open({str(folder / 'instances.json')!r}).read())\n"
        "deep = []\n"
        f"for _ in range({LIMIT + 5}):\n"
        "    deep = [deep]\n"
        "instances.append({'tree': deep})  # too deep for json.loads on older Pythons\n"
        "results = []\n"
        f"for name in {entries!r}:\n"
        "    verdict = getattr(validators, 'is_valid' + name[len('validate'):])\n"
        "    for instance in instances:\n"
        "        errors = [list(e) for e in getattr(validators, name)(instance)]\n"
        "        results.append([name, verdict(instance), errors])\n"
        "print(json.dumps(results))\n"
    )


def test_generated_module_runs_on_the_oldest_python_it_states(tmp_path: Path) -> None:
    entries = [*VALIDATOR_ENTRY_POINTS, ("validate_kitchen", KITCHEN_URI)]
    schemas = {name.removeprefix("validate_"): {"$ref": uri} for name, uri in entries}
    source = compile_module(schemas, registry={**our_documents(), KITCHEN_URI: KITCHEN})
    docstring = source.split('"""')[1]
    assert "Python {}.{} or newer".format(*OLDEST) in " ".join(docstring.split())
    (tmp_path / "validators.py").write_text(source, encoding="utf-8")
    (tmp_path / "instances.json").write_text(json.dumps(KITCHEN_INSTANCES), encoding="utf-8")
    program = _results_program(tmp_path, [name for name, _ in entries])
    command = ["-S", "-I", "-c", program]  # no site-packages: the standard library only
    current = subprocess.run([sys.executable, *command], capture_output=True, text=True)
    assert current.returncode == 0, current.stderr
    oldest = subprocess.run([python_of(OLDEST), *command], capture_output=True, text=True)
    assert oldest.returncode == 0, oldest.stderr
    assert json.loads(oldest.stdout) == json.loads(current.stdout)
    kitchen = [r for r in json.loads(current.stdout) if r[0] == "validate_kitchen"]
    assert [verdict for _, verdict, _ in kitchen] == [True, False, False, False, False, False]
    assert kitchen[-1][2][0][:2] == ["/tree" + "/0" * (LIMIT - 1), "depth"]


# -- many properties -----------------------------------------------------------------------


def _compile_seconds(count: int, lang: str) -> float:
    """CPU seconds to compile an object of `count` properties (half of them required)."""
    schema = {
        "type": "object",
        "properties": {f"p{i}": {"type": "integer", "minimum": i} for i in range(count)},
        "required": [f"p{i}" for i in range(0, count, 2)],
    }
    start = time.process_time()
    compile_module({"wide": schema}, lang=lang)
    return time.process_time() - start


@pytest.mark.parametrize("lang", ["python", "javascript"])
def test_compile_time_grows_linearly_with_the_number_of_properties(lang: str) -> None:
    """2,000 properties took 7 s when their tests were deduplicated in a list: compiling is
    linear, so four times the properties take about four times as long (a collection or a
    busy machine may add some), never sixteen."""
    small, large = _compile_seconds(500, lang), _compile_seconds(2000, lang)
    assert large < 4.0, large
    assert large < 12 * max(small, 0.05), (small, large)  # quadratic would be 16


def test_a_tagged_one_of_of_thousands_of_branches_compiles_in_linear_time() -> None:
    """Branches each requiring their own constant are exclusive: no pair is looked at (3,000
    branches were 4.5 million pairs, and minutes)."""

    def tagged(count: int) -> dict[str, Any]:
        return {
            "oneOf": [
                {"type": "object", "properties": {"kind": {"const": f"k{i}"}}, "required": ["kind"]}
                for i in range(count)
            ]
        }

    start = time.process_time()
    compile_module({"tagged": tagged(3000)})
    assert time.process_time() - start < 5.0
    check = compile_validator(tagged(200))
    assert check.is_valid({"kind": "k199"}) and not check.is_valid({"kind": "k200"})
