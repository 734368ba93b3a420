"""What a compiled module promises: standalone, deterministic, exact numbers, deep instances,
the Python floor it states, and one-line refusals naming the JSON pointer."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.compiler import DEFAULT_MAX_DEPTH as MAX_DEPTH
from dsh_schedule.compiler.backends.python.module import OLDEST_PYTHON, OLDEST_PYTHON_WITH_FORMATS
from dsh_schedule.compiler.compile_schema import compile_module, compile_validator
from dsh_schedule.compiler.errors import SchemaError
from dsh_schedule.compiler.format_checks import FORMAT_FUNCTIONS
from tests.support.pythons import python_of

# Every helper the renderer has: dynamic scope, alternatives with and without a
# discriminator, unevaluated*, exact numbers, JSON equality, patterns, formats.
KITCHEN: dict[str, Any] = {
    "$id": "https://example.test/kitchen",
    "$dynamicAnchor": "node",
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
        "set": {"uniqueItems": True, "enum": [[1, 2], [1, 1.0], [{"a": 1}, {"a": 1.0}]]},
        "money": {"multipleOf": 0.01, "exclusiveMaximum": 18446744073709551616},
        "day": {"format": "date"},
        "any": {"anyOf": [{"format": name} for name in sorted(FORMAT_FUNCTIONS)]},
        "list": {"prefixItems": [{"type": "string"}], "contains": {"type": "integer"}},
    },
    "dependentSchemas": {"money": {"required": ["day"]}},
    "if": {"required": ["pick"]},
    "then": {"properties": {"either": True}},
    "unevaluatedProperties": {"$dynamicRef": "#node"},
    "$defs": {"tree": {"type": "array", "items": {"$ref": "#/$defs/tree"}}},
}
# A key walk whose patterns are answered from a memo (`_KeyMemo`), which KITCHEN's general
# functions do not use.
KEYS = {"patternProperties": {"^x-": {"type": "string"}}, "additionalProperties": False}
KEYS_PROGRAM = (
    "import keys\nprint([keys.is_valid_keys(i) for i in ({'x-a': 'b'}, {'x-a': 1}, {'y': 1})])"
)

KITCHEN_INSTANCES: list[Any] = [
    {
        "tree": [[], [[]]],
        "pick": {"k": "a"},
        "either": 3,
        "same": {"a": [1.0, 2, None]},
        "any": "é@b.de",
    },
    {"tree": [[1]], "pick": {"k": "c"}, "either": "lower", "same": {"a": [True, 2, None]}},
    {"money": 0.07, "day": "2026-02-30", "set": [1, 1.0], "list": ["x", 1]},
    {"money": 18446744073709551616, "day": "2026-02-28", "list": [1], "extra": {"z": 1}},
    {"a/b~": {}, "pick": []},
    [],
    "text",
]


def _load(source: str) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(compile(source, "<compiled>", "exec", dont_inherit=True), namespace)
    return namespace


# -- standalone and deterministic -------------------------------------------------------------


def _results_program(folder: Path) -> str:
    return (
        "import json, sys\n"
        f"sys.path.insert(0, {str(folder)!r})\n"
        "import kitchen\n"
        f"instances = json.loads(open({str(folder / 'instances.json')!r}).read())\n"
        "results = [[kitchen.is_valid_kitchen(i), [list(e) for e in kitchen.validate_kitchen(i)]]\n"
        "           for i in instances]\n"
        "ours = sorted(m for m in sys.modules if m.split('.')[0] not in sys.builtin_module_names)\n"
        "print(json.dumps({'results': results, 'modules': ours}))\n"
    )


@pytest.mark.parametrize(
    ("format_assertion", "floor"), [(False, OLDEST_PYTHON), (True, OLDEST_PYTHON_WITH_FORMATS)]
)
def test_the_module_runs_on_the_standard_library_alone_down_to_its_python_floor(
    tmp_path: Path, format_assertion: bool, floor: tuple[int, int]
) -> None:
    source = compile_module({"kitchen": KITCHEN}, format_assertion=format_assertion)
    assert "Python {}.{} or newer".format(*floor) in " ".join(source.split())
    (tmp_path / "kitchen.py").write_text(source, encoding="utf-8")
    (tmp_path / "instances.json").write_text(json.dumps(KITCHEN_INSTANCES), encoding="utf-8")
    command = ["-S", "-I", "-c", _results_program(tmp_path)]  # no site-packages
    current = subprocess.run([sys.executable, *command], capture_output=True, text=True)
    assert current.returncode == 0, current.stderr
    report = json.loads(current.stdout)
    stdlib = sys.stdlib_module_names
    outside = [m for m in report["modules"] if m.split(".")[0] not in stdlib]
    assert outside == ["__main__", "kitchen"]
    oldest = subprocess.run([python_of(floor), *command], capture_output=True, text=True)
    assert oldest.returncode == 0, oldest.stderr
    assert json.loads(oldest.stdout)["results"] == report["results"]
    verdicts = [verdict for verdict, _ in report["results"]]
    assert verdicts == [True, False, False, False, False, False, False]
    (tmp_path / "keys.py").write_text(compile_module({"keys": KEYS}), encoding="utf-8")
    keys = subprocess.run(
        [
            python_of(floor),
            "-S",
            "-I",
            "-c",
            f"import sys; sys.path.insert(0, {str(tmp_path)!r})\n{KEYS_PROGRAM}",
        ],
        capture_output=True,
        text=True,
    )
    assert keys.stdout.split() == ["[True,", "False,", "False]"], keys.stderr


def test_the_module_is_typed_for_mypy_strict(tmp_path: Path) -> None:
    """Every helper, verdict and general function is annotated: a module type-checks under
    `mypy --strict` (the project's own generated/validators.py is checked so)."""
    for format_assertion in (False, True):
        source = compile_module({"kitchen": KITCHEN}, format_assertion=format_assertion)
        (tmp_path / f"kitchen_{format_assertion}.py").write_text(source, encoding="utf-8")
    (tmp_path / "keys.py").write_text(compile_module({"keys": KEYS}), encoding="utf-8")
    command = ["-m", "mypy", "--strict", "--no-incremental", "--cache-dir", os.devnull]
    # A process of its own: mypy raises the recursion limit of the process it runs in.
    result = subprocess.run([sys.executable, *command, str(tmp_path)], capture_output=True)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()


def test_the_compiler_needs_no_generator_extra() -> None:
    """The facade offers the compiler to a plain install: it loads none of the generator
    extra's packages (black, Jinja2, jsonschema, datamodel-code-generator)."""
    program = (
        "import sys\n"
        "from dsh_schedule.compiler.compile_schema import compile_validator\n"
        "compile_validator({'pattern': '^a', 'format': 'date'}, format_assertion=True)\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    result = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    roots = {name.split(".")[0] for name in result.stdout.split()}
    assert not roots & {"black", "jinja2", "jsonschema", "datamodel_code_generator"}


def test_output_is_byte_identical_across_runs_and_hash_seeds() -> None:
    program = (
        "import json, sys\n"
        "from dsh_schedule.compiler.compile_schema import compile_module\n"
        "schema = json.loads(sys.stdin.read())\n"
        "sys.stdout.write(compile_module({'kitchen': schema}, format_assertion=True))\n"
    )
    outputs = set()
    for seed in ("1", "2", "3"):
        environment = {**os.environ, "PYTHONHASHSEED": seed}
        result = subprocess.run(
            [sys.executable, "-c", program],
            input=json.dumps(KITCHEN),
            capture_output=True,
            text=True,
            env=environment,
        )
        assert result.returncode == 0, result.stderr
        outputs.add(result.stdout)
    assert len(outputs) == 1


# -- exact numbers ---------------------------------------------------------------------------


def test_integers_of_any_size_are_exact() -> None:
    big = 2**64
    check = compile_validator({"maximum": big, "multipleOf": 3, "not": {"const": big - 1}})
    assert check.is_valid(big - 2 - ((big - 2) % 3))
    assert not check.is_valid(big + 1)  # a float would round it to `big`
    assert not check.is_valid(big - 1)
    assert compile_validator({"const": 10**30}).is_valid(10**30)
    assert not compile_validator({"const": 10**30}).is_valid(10**30 + 1)
    assert compile_validator({"type": "integer"}).is_valid(10**400)


def test_numbers_beyond_the_float_range_in_schemas() -> None:
    schema = json.loads('{"maximum": 1e400, "exclusiveMinimum": -1e400}')
    check = compile_validator(schema)
    assert check.is_valid(1.7e308) and check.is_valid(-(10**500))
    assert compile_validator({"type": "integer", "multipleOf": 0.5}).is_valid(1e308)
    assert not compile_validator({"multipleOf": 0.123456789}).is_valid(1e308)


decimals = st.tuples(st.integers(-(10**6), 10**6), st.integers(0, 6))


@given(decimals, decimals.filter(lambda d: d[0] != 0))
def test_multiple_of_is_exact_for_decimals(value: tuple[int, int], step: tuple[int, int]) -> None:
    """A decimal instance is a multiple of a decimal divisor exactly when the quotient of the
    numbers as written is an integer (float division would say 0.3 is no multiple of 0.1)."""
    x, d = (Fraction(n, 10**k) for n, k in (value, step))
    divisor = float(abs(d)) if d.denominator > 1 else int(abs(d))
    instance = float(x) if x.denominator > 1 else int(x)
    expected = (Fraction(repr(instance)) / Fraction(repr(divisor))).denominator == 1
    assert compile_validator({"multipleOf": divisor}).is_valid(instance) == expected


huge = st.tuples(
    st.integers(-(10**6), 10**6), st.integers(4300, 4400), st.integers(-(10**9), 10**9)
).map(lambda t: t[0] * 10 ** t[1] + t[2])
"""Integers of more than 4,300 digits (most of them): Python refuses to turn those into text."""


@given(huge, decimals.filter(lambda d: d[0] != 0))
def test_multiple_of_never_raises_on_huge_integers(value: int, step: tuple[int, int]) -> None:
    """The verdict on an integer of any size is exact arithmetic on the decimal as written."""
    d = Fraction(step[0], 10 ** step[1])
    divisor = float(abs(d)) if d.denominator > 1 else int(abs(d))
    expected = (Fraction(value) / abs(d)).denominator == 1
    check = compile_validator({"multipleOf": divisor})
    assert check.is_valid(value) == expected
    assert [e.keyword for e in check.validate(value)] == ([] if expected else ["multipleOf"])


def test_multiple_of_a_fraction_holds_for_integers_past_the_text_limit() -> None:
    big = 10**5000 + 1  # not a multiple of 3 (its digits add up to 2)
    for schema in ({"multipleOf": 0.5}, {"type": "integer", "multipleOf": 0.0075}):
        assert compile_validator(schema).is_valid(3 * 10**5000)  # 0.0075 is 3/400
    assert not compile_validator({"multipleOf": 0.0075}).is_valid(big)
    [error] = compile_validator({"multipleOf": 0.3}).validate(big)
    assert (error.path, error.keyword, error.message) == (
        "",
        "multipleOf",
        "must be a multiple of 0.3",
    )


def test_unique_items_and_const_use_json_equality() -> None:
    unique = compile_validator({"uniqueItems": True})
    assert not unique.is_valid([1, 1.0])
    assert not unique.is_valid([{"a": 1, "b": [2]}, {"b": [2.0], "a": 1}])
    assert unique.is_valid([0, False]) and unique.is_valid([1, True]) and unique.is_valid([[1], 1])
    assert compile_validator({"const": {"a": [1.0]}}).is_valid({"a": [1]})
    assert not compile_validator({"const": 1}).is_valid(True)
    assert not compile_validator({"enum": [0, [False]]}).is_valid([0])


# -- deep instances --------------------------------------------------------------------------


def nest(levels: int, leaf: Any) -> Any:
    value = leaf
    for _ in range(levels):
        value = [value]
    return value


def test_deep_instances_are_validated_or_reported_never_a_recursion_error() -> None:
    tree = compile_validator({"type": "array", "items": {"$ref": "#"}})
    assert tree.is_valid(nest(MAX_DEPTH - 1, []))
    assert not tree.is_valid(nest(MAX_DEPTH - 1, 1))
    [error] = tree.validate(nest(MAX_DEPTH - 1, 1))
    assert error.keyword == "type" and error.path == "/0" * (MAX_DEPTH - 1)
    assert not tree.is_valid(nest(20 * MAX_DEPTH, []))
    [error] = tree.validate(nest(20 * MAX_DEPTH, []))
    assert error.keyword == "depth" and error.path == "/0" * MAX_DEPTH
    unique = compile_validator({"uniqueItems": True})  # JSON equality recurses too
    assert not unique.is_valid([nest(MAX_DEPTH - 2, 1), nest(MAX_DEPTH - 2, 1.0)])
    [error] = unique.validate([nest(20 * MAX_DEPTH, 1), 2])
    assert error.keyword == "depth"


# -- refusals --------------------------------------------------------------------------------

REFUSALS = [
    ({"definitions": {}}, "/definitions", "earlier drafts"),
    ({"dependencies": {"a": [1]}}, "/dependencies", "schemas or arrays of strings"),
    ({"items": [{}]}, "/items", "prefixItems"),
    ({"additionalItems": False}, "/additionalItems", "earlier drafts"),
    ({"$recursiveRef": "#"}, "/$recursiveRef", "$dynamicRef"),
    ({"$schema": "http://json-schema.org/draft-06/schema#"}, "/$schema", "not draft 7, 2019-09"),
    ({"$ref": "#/$defs/missing"}, "/$ref", "points nowhere"),
    ({"$ref": "other.json"}, "/$ref", "points nowhere"),
    (
        {"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"},
        "/$defs/a",
        "reference cycle",
    ),
    ({"minLength": -1}, "/minLength", "non-negative integer"),
    ({"multipleOf": 0}, "/multipleOf", "greater than 0"),
    ({"type": "text"}, "/type", "must be one of"),
    ({"required": ["a", "a"]}, "/required", "unique strings"),
    ({"pattern": "(?<name"}, "/pattern", "pattern"),
    ({"patternProperties": {"[": {}}}, "/patternProperties", "pattern"),
    ({"$defs": {"a": {"$id": "x"}, "b": {"$id": "x"}}}, "/$defs/b/$id", "duplicate $id"),
    ({"$id": "https://example.test/a#frag"}, "/$id", "fragment"),
    ({"$anchor": "1bad"}, "/$anchor", "plain name"),
    ({"properties": []}, "/properties", "object of schemas"),
    ({"allOf": []}, "/allOf", "array of schemas"),
    ({"not": 3}, "/not", "object or a boolean"),
    ({"const": float("nan")}, "/const", "NaN"),
]


@pytest.mark.parametrize(("schema", "pointer", "reason"), REFUSALS)
def test_a_schema_the_compiler_cannot_handle_is_one_line_naming_the_pointer(
    schema: Any, pointer: str, reason: str
) -> None:
    try:
        compile_validator(schema)
    except SchemaError as error:
        assert error.pointer == pointer, error
        assert reason in error.message
        assert "\n" not in str(error)
        return
    pytest.fail(f"compiled {schema!r}")


def test_an_unknown_required_vocabulary_is_refused() -> None:
    meta: dict[str, Any] = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.test/meta",
        "$vocabulary": {"https://example.test/vocab/mine": True},
    }
    try:
        compile_validator({"$schema": "https://example.test/meta"}, registry={meta["$id"]: meta})
    except SchemaError as error:
        assert "unknown vocabulary" in error.message and error.pointer == "/$schema"
        return
    pytest.fail("compiled a schema needing an unknown vocabulary")


def test_bad_names_and_languages_are_value_errors() -> None:
    with pytest.raises(ValueError, match="validator name"):
        compile_module({"not-a-name": {}})
    with pytest.raises(ValueError, match="no rust backend"):
        compile_module({"ok": {}}, lang="rust")


def test_unknown_keywords_and_annotations_are_inert() -> None:
    schema = {
        "title": "t",
        "description": "d",
        "default": 1,
        "examples": [2],
        "deprecated": True,
        "readOnly": True,
        "writeOnly": False,
        "contentMediaType": "application/json",
        "contentEncoding": "base64",
        "contentSchema": {"type": "object"},
        "x-vendor": {"$id": "not-an-id", "type": "string"},
        "format": "no-such-format",
    }
    check = compile_validator(schema, format_assertion=True)
    assert check.is_valid(3) and check.is_valid("not base64 {")


def test_a_property_name_with_a_line_break_stays_inside_its_comment() -> None:
    """Each function's comment names its schema's location; a name holding a newline or a
    quote must not end the comment and leave the rest of the name as code."""
    schema = {
        "properties": {"a\nb": {"type": "number"}, 'c"d': {"type": "number"}},
        "unevaluatedProperties": False,
        "anyOf": [{"properties": {"x": {}}}, True],
    }
    check = compile_validator(schema)
    assert check.is_valid({"a\nb": 1, 'c"d': 2.5})
    assert not check.is_valid({"a\nb": "1"})
    assert [(e.path, e.keyword) for e in check.validate({"a\nb": "1", "z": 0})] == [
        ("/a\nb", "type"),
        ("/z", "unevaluatedProperties"),
    ]


# -- the fast path's dispatch ----------------------------------------------------------------

TAGGED = {
    "type": "object",
    "required": ["kind"],
    "properties": {"kind": {"const": "a"}, "n": {"type": "integer"}},
}


@pytest.mark.parametrize("keyword", ["oneOf", "anyOf"])
def test_alternatives_told_apart_by_a_constant_agree_with_the_reference(keyword: str) -> None:
    """Branches picked by a discriminating property, beside branches without one (which can
    overlap with them): every combination of tag, shape and overlap."""
    schema = {
        keyword: [
            TAGGED,
            {**TAGGED, "properties": {"kind": {"enum": ["b"]}, "n": {"type": "string"}}},
            {"type": "object", "required": ["n"]},
            {"type": "string"},
        ]
    }
    instances: list[Any] = [
        {"kind": "a", "n": 1},
        {"kind": "a", "n": "x"},
        {"kind": "b", "n": "x"},
        {"kind": "b"},
        {"kind": "c", "n": 1},
        {"kind": 1},
        {"kind": ["a"]},
        {"n": 1},
        {},
        "text",
        None,
    ]
    compiled = compile_validator(schema)
    reference = jsonschema_rs.Draft202012Validator(schema)
    for instance in instances:
        assert compiled.is_valid(instance) == reference.is_valid(instance), instance
        assert (not compiled.validate(instance)) == reference.is_valid(instance), instance


def _count_calls(check: Any, prefix: str) -> list[str]:
    """Every later call of the module's functions named `prefix` and a number (or `prefix`
    alone), by name."""
    names = check.is_valid.__globals__
    calls: list[str] = []
    for name in [n for n in names if re.fullmatch(prefix + r"\d*", n)]:

        def counted(*args: Any, _name: str = name, _function: Any = names[name]) -> Any:
            calls.append(_name)
            return _function(*args)

        names[name] = counted
    return calls


@pytest.mark.parametrize(
    ("schema", "instances"),
    [
        (
            {
                "allOf": [{"properties": {"a": {"type": "integer"}}}],
                "properties": {"b": {}},
                "unevaluatedProperties": {"type": "string"},
            },
            [{}, {"a": 1, "b": None}, {"a": 1, "c": "x"}, {"c": 2}, {"a": "1"}, [1], "s"],
        ),
        (
            {"prefixItems": [{"type": "integer"}], "unevaluatedItems": False},
            [[], [1], [1, 2], ["1"], {"0": 1}],
        ),
    ],
)
def test_unevaluated_keys_the_schemas_decide_are_checked_without_the_general_function(
    schema: dict[str, Any], instances: list[Any]
) -> None:
    """What the other keywords evaluate is known from the schemas alone: the verdict tests
    the rest as additionalProperties or items would, without the annotation sets of the
    general functions, which run only to explain a failure."""
    check = compile_validator(schema)
    reference = jsonschema_rs.Draft202012Validator(schema)
    calls = _count_calls(check, "_s")
    for instance in instances:
        assert check.is_valid(instance) == reference.is_valid(instance), instance
    assert calls == []
    for instance in instances:
        assert (not check.validate(instance)) == reference.is_valid(instance), instance


LISTS: dict[str, Any] = {
    "https://example.test/words": {
        "$id": "https://example.test/words",
        "$ref": "list",
        "$defs": {"word": {"$dynamicAnchor": "items", "type": "string"}},
    },
    "https://example.test/numbers": {
        "$id": "https://example.test/numbers",
        "$ref": "list",
        "$defs": {"number": {"$dynamicAnchor": "items", "type": "number"}},
    },
    "https://example.test/list": {
        "$id": "https://example.test/list",
        "type": "array",
        "items": {"$dynamicRef": "#items"},
        "$defs": {"items": {"$dynamicAnchor": "items"}},
    },
}


def test_a_dynamic_reference_is_resolved_per_scope_without_the_general_function() -> None:
    """One list schema entered from two resources whose anchors differ: its items are words
    under one and numbers under the other, anything when entered directly. The verdict
    resolves each `$dynamicRef` while rendering, and carries no scope at run time."""
    schema = {
        "properties": {
            name: {"$ref": f"https://example.test/{name}"} for name in ("words", "numbers", "list")
        }
    }
    check = compile_validator(schema, registry=LISTS)
    registry = jsonschema_rs.Registry(list(LISTS.items()))
    reference = jsonschema_rs.Draft202012Validator(schema, registry=registry)
    calls = _count_calls(check, "_s")
    instances: list[Any] = [
        {"words": ["a"], "numbers": [1, 2.5], "list": [1, "a", None]},
        {"words": [1]},
        {"numbers": ["a"]},
        {"words": ["a", "b", None]},
        {"words": "a", "numbers": []},
        {"list": {}},
    ]
    verdicts = [check.is_valid(instance) for instance in instances]
    assert verdicts == [True, False, False, False, False, False]
    assert verdicts == [reference.is_valid(instance) for instance in instances]
    assert calls == []
    assert [(e.path, e.keyword) for e in check.validate(instances[3])] == [("/words/2", "type")]


@pytest.mark.parametrize("keyword", ["items", "unevaluatedItems"])
def test_no_item_allowed_past_a_prefix_is_a_length_not_a_loop(keyword: str) -> None:
    schema = {"prefixItems": [{"type": "string"}, True], keyword: False}
    check = compile_validator(schema)
    reference = jsonschema_rs.Draft202012Validator(schema)
    assert "for item in x[2:]" not in check.source
    for instance in [[], ["a"], ["a", None], ["a", 1, 2], [1], "a"]:
        assert check.is_valid(instance) == reference.is_valid(instance), instance
        assert (not check.validate(instance)) == reference.is_valid(instance), instance


def test_trimmed_text_patterns_test_their_edges() -> None:
    check = compile_validator({"pattern": "^[^\\s](?:[\\s\\S]*[^\\s])?$"})
    assert check.is_valid("a") and check.is_valid("a b") and check.is_valid(3)
    assert not check.is_valid("") and not check.is_valid(" a") and not check.is_valid("a\u3000")


def test_one_module_holds_several_validators_sharing_documents() -> None:
    shared: dict[str, Any] = {
        "$id": "https://example.test/shared",
        "$defs": {"id": {"type": "string"}},
    }
    source = compile_module(
        {
            "order": {"properties": {"id": {"$ref": "https://example.test/shared#/$defs/id"}}},
            "refund": {"required": ["id"], "$ref": "https://example.test/shared#/$defs/id"},
        },
        registry={shared["$id"]: shared},
    )
    module = _load(source)
    assert module["__all__"] == [
        "Violation",
        "is_valid_order",
        "is_valid_refund",
        "validate_order",
        "validate_refund",
    ]
    assert module["is_valid_order"]({"id": "a"}) and not module["is_valid_order"]({"id": 1})
    assert module["is_valid_refund"]("text") and not module["is_valid_refund"](3)
    [error] = module["validate_order"]({"id": 1})
    assert error.schema_path == "https://example.test/shared#/$defs/id/type"
    [other] = module["validate_refund"](3)  # the shared schema, reached from both entries
    assert other.schema_path == error.schema_path
