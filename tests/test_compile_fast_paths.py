"""The Python verdict's fast paths, each against an answer computed another way: `uniqueItems`
counted by Python's `==` (which takes true for 1) and confirmed by JSON equality,
the pattern tests of object keys answered from a memo of the keys seen, and the type guards
a `$ref` makes needless left out."""

from __future__ import annotations

import ast
import dis
import re
from itertools import pairwise
from typing import Any

import jsonschema_rs
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dsh_schedule.compiler.compile_schema import compile_module, compile_validator


def _json_equal(a: Any, b: Any) -> bool:
    """JSON equality as RFC 8259 values: booleans are not numbers, 1 and 1.0 are one number,
    objects are unordered."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    if isinstance(a, list):
        return (
            isinstance(b, list)
            and len(a) == len(b)
            and all(_json_equal(p, q) for p, q in zip(a, b, strict=True))
        )
    if isinstance(a, dict):
        return (
            isinstance(b, dict)
            and a.keys() == b.keys()
            and all(_json_equal(v, b[k]) for k, v in a.items())
        )
    return type(a) is type(b) and a == b


def _distinct(items: list[Any]) -> bool:
    return not any(_json_equal(a, b) for i, a in enumerate(items) for b in items[:i])


def _count(check: Any, name: str) -> list[str]:
    """Every later call of the module's function `name`."""
    names = check.is_valid.__globals__
    calls: list[str] = []

    def counted(*args: Any, _function: Any = names[name]) -> Any:
        calls.append(name)
        return _function(*args)

    names[name] = counted
    return calls


NODE = {"type": "object", "properties": {"a": {"type": "integer"}}}
EITHER = {"type": ["object", "array"]}

UNIQUE = compile_validator({"uniqueItems": True})

# Few distinct leaves, so that equal items and true-against-1 twins are frequent.
LEAVES = st.sampled_from([0, 1, 1.0, 0.0, 2, True, False, None, "a", "1", ""])
VALUES = st.recursive(
    LEAVES,
    lambda inner: (
        st.lists(inner, max_size=2)
        | st.dictionaries(st.sampled_from(["a", "b"]), inner, max_size=2)
    ),
    max_leaves=4,
)


@given(st.lists(VALUES, max_size=20))
@example([[1], [True]])
@example([{"a": True}, {"a": 1}])
@example([{"a": [0, {"b": False}]}, {"a": [0, {"b": 0.0}]}])
@example([1, True, {}])
@example([[0.0], [False], [0]])
@example([{"a": i} for i in range(16)] + [{"a": 1.0}])
@example([1, True, 1.0])
@example([0, False, "a", None])
@example(["a", [1], [True]])
@example([1, [1], [1.0]])
@example([[True, 1], [1, True]])
@example([[0, [False]], [0, [0]], [False, [0]]])
def test_unique_items_answers_by_json_equality(items: list[Any]) -> None:
    expected = _distinct(items)
    assert UNIQUE.is_valid(items) is expected
    assert [error.keyword for error in UNIQUE.validate(items)] == (
        [] if expected else ["uniqueItems"]
    )


def test_unique_items_counts_few_items_by_python_equality_and_keys_many() -> None:
    """Up to 16 items are counted by Python's `==`, and JSON equality is asked only of a pair
    `==` finds equal while a boolean is about; more items are keyed."""
    check = compile_validator({"uniqueItems": True})
    keys, confirms = _count(check, "_key"), _count(check, "_same")
    assert check.is_valid([{"a": 1, "b": "x"}, {"a": 2, "b": None}, [1.5, "y"]])
    assert not check.is_valid([{"a": 1, "b": [2]}, {"b": [2.0], "a": 1}])
    assert not check.is_valid([[{"a": [None]}], "x", [{"a": [None]}]])
    assert check.is_valid([{"a": True}, {"a": False}, [True]])  # no pair equal by `==`
    assert keys == [] and confirms == []
    # `==` says yes to each pair below, but one side holds a boolean the other does not.
    assert check.is_valid([{"a": True}, {"a": 1}]) and check.is_valid([1, {}, True])
    assert confirms == ["_same"] * 2
    assert check.is_valid([[[1], "foo"], [[True], "foo"]])
    assert confirms == ["_same"] * 4  # the pair, then its first item
    assert not check.is_valid([[True], "x", [True]]) and not check.is_valid([{"a": [False]}] * 2)
    assert check.is_valid([[True, 1], [1, True]])
    assert keys == [] and len(confirms) == 8
    many = [{"a": i} for i in range(17)]
    assert check.is_valid(many) and not check.is_valid([*many, {"a": 16.0}])
    assert keys == ["_key"] * (17 + 18)


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


OBJECT_LOOPS: list[dict[str, Any]] = [
    {"patternProperties": {"f.o": {"minItems": 2}, "^b": {"type": "array"}}},
    {"additionalProperties": {"type": "integer"}},
    {"properties": {"bar": {"type": "array"}}, "additionalProperties": {"type": "integer"}},
    {"patternProperties": {"^b": {"type": "array"}}, "additionalProperties": {"type": "integer"}},
    {
        "properties": {"bar": {"type": "array"}},
        "patternProperties": {"f.o": {"minItems": 2}},
        "additionalProperties": {"type": "integer"},
    },
    {
        "properties": {"bar": {"type": "array"}},
        "patternProperties": {"f.o": {"minItems": 2}, "^b": {"maxItems": 1}},
        "additionalProperties": {"type": "integer"},
    },
    {
        "properties": {"quux": {}},
        "patternProperties": {"f.o": {"minItems": 2}},
        "additionalProperties": False,
    },
    {
        "patternProperties": {"f.o": {"minItems": 2}, "^b": {"type": "array"}},
        "additionalProperties": False,
    },
]
KEYS = st.sampled_from(["foo", "fxo", "bar", "baz", "b", "quux", ""])
FIELDS: st.SearchStrategy[Any] = st.sampled_from([0, 1.5, "1", None, True, [], [1], [1, 2], {}])


LOOP_CHECKS = [(compile_validator(s), jsonschema_rs.validator_for(s)) for s in OBJECT_LOOPS]


@pytest.mark.parametrize(("check", "reference"), LOOP_CHECKS)
@given(instance=st.dictionaries(KEYS, FIELDS, max_size=4))
def test_object_loops_walk_the_keys_and_read_only_the_values_they_test(
    check: Any, reference: Any, instance: dict[str, Any]
) -> None:
    """The loops over an object's keys (patternProperties, additionalProperties and the two
    walked together) iterate over the keys, or over the values where no key is skipped,
    never over the items; their verdicts are jsonschema-rs's."""
    tree = ast.parse(check.source)
    loops = [f for f in tree.body if isinstance(f, ast.FunctionDef) and f.name.startswith("_l")]
    assert loops
    for loop in loops:
        walked = [node.iter for node in ast.walk(loop) if isinstance(node, ast.For)]
        assert [ast.unparse(i) for i in walked] in (["x"], ["x.values()"])
    assert check.is_valid(instance) == reference.is_valid(instance)


REQUIRED_BAR = {"properties": {"bar": {"type": "integer"}}, "required": ["bar"]}
REQUIRED_FOO = {"properties": {"foo": {"type": "string"}}, "required": ["foo"]}
GUARDED: list[tuple[dict[str, Any], str]] = [
    ({"oneOf": [REQUIRED_BAR, REQUIRED_FOO]}, "isinstance(instance, dict)"),
    ({"anyOf": [REQUIRED_BAR, REQUIRED_FOO]}, "isinstance(instance, dict)"),
    ({"oneOf": [{"minLength": 2}, {"maxLength": 3}]}, "isinstance(instance, str)"),
    ({"anyOf": [{"minimum": 5}, {"multipleOf": 2}]}, "isinstance(instance, (int, float))"),
    (
        {"oneOf": [{"minItems": 2}, {"maxItems": 0}, {"items": {"type": "string"}}]},
        "isinstance(instance, list)",
    ),
    (
        {
            "prefixItems": [{"type": "string"}],
            "allOf": [{"prefixItems": [True, {"type": "number"}]}],
            "unevaluatedItems": False,
        },
        "isinstance(instance, list)",
    ),
    (
        {"allOf": [{"properties": {"foo": {"type": "string"}}}, {"maxProperties": 1}]},
        "isinstance(instance, dict)",
    ),
]
GUARDED_CHECKS = [
    (compile_validator(s), jsonschema_rs.validator_for(s), test) for s, test in GUARDED
]
SAMPLES: st.SearchStrategy[Any] = st.sampled_from(
    [None, True, 0, 2, 5, 6.0, 7.5, "", "ab", "abcd", [], [1], ["a", "b"], [1, 2], {}]
) | st.dictionaries(st.sampled_from(["bar", "foo", "baz"]), st.sampled_from([1, 1.0, "x", True]))


@pytest.mark.parametrize(("check", "reference", "family"), GUARDED_CHECKS)
@given(instance=SAMPLES)
def test_parts_that_each_test_one_types_values_test_the_type_once(
    check: Any, reference: Any, family: str, instance: Any
) -> None:
    """anyOf and oneOf branches, or parts of one schema, that each test one type's values only
    (any other value passes each) test that type once: outside it anyOf and the parts hold,
    and oneOf, with two branches holding or more, fails. The verdicts are jsonschema-rs's."""
    entry = re.search(r"def is_valid_schema.*?\n        if ([^\n]*):\n", check.source, re.DOTALL)
    assert entry is not None and entry[1].count(family) == 1
    assert check.is_valid(instance) == reference.is_valid(instance)


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "array", "items": {"type": "string"}},
        {
            "properties": {"bar": {"type": "array"}},
            "patternProperties": {"f.o": {"minItems": 2}},
            "additionalProperties": {"type": "integer"},
        },
    ],
)
def test_the_entry_point_and_its_schemas_function_share_one_loop_function(
    schema: dict[str, Any],
) -> None:
    """The entry point holds its schema's test inline, as the schema's own function does:
    both call one loop function, not two copies of it."""
    tree = ast.parse(compile_module({"s": schema}))
    functions = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
    loops = [name for name in functions if re.fullmatch(r"_l\d+", name)]
    assert loops == ["_l1"]
    for caller in ("is_valid_s", "_v0"):
        called = {
            node.func.id
            for node in ast.walk(functions[caller])
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert "_l1" in called


@pytest.mark.parametrize(
    "schema",
    [
        {"$ref": "#/$defs/node", "unevaluatedProperties": False, "$defs": {"node": NODE}},
        {"allOf": [{"$ref": "#/$defs/node"}, True], "maxProperties": 1, "$defs": {"node": NODE}},
    ],
)
def test_checks_of_a_family_a_reference_already_requires_are_not_guarded(
    schema: dict[str, Any],
) -> None:
    """The object a `$ref` (or an `allOf` branch) requires is not tested again before the
    referring schema's own object checks; the verdicts are the reference's."""
    check = compile_validator(schema)
    reference = jsonschema_rs.Draft202012Validator(schema)
    verdicts = check.source[check.source.index("def _v0") :]
    assert "not isinstance(x, dict)" not in verdicts
    instances: list[Any] = [{}, {"a": 1}, {"a": 1, "b": 2}, {"b": 2}, {"a": "x"}, [], "a", 1, None]
    for instance in instances:
        assert check.is_valid(instance) == reference.is_valid(instance), instance
        assert (not check.validate(instance)) == reference.is_valid(instance), instance


def test_a_reference_allowing_two_families_keeps_the_guards() -> None:
    schema = {
        "$ref": "#/$defs/either",
        "maxProperties": 1,
        "minItems": 2,
        "$defs": {"either": EITHER},
    }
    check = compile_validator(schema)
    verdicts = check.source[check.source.index("def _v0") :]
    assert "not isinstance(x, dict)" in verdicts and "not isinstance(x, list)" in verdicts
    assert check.is_valid({"a": 1}) and check.is_valid([1, 2]) and check.is_valid([1, "a"])
    assert (
        not check.is_valid({"a": 1, "b": 2}) and not check.is_valid([1]) and not check.is_valid(3)
    )


def test_a_closed_object_without_required_names_counts_only_its_present_names() -> None:
    """`len(x) == ("a" in x) + ("b" in x)`: no constant 0 added at each check."""
    schema = {"properties": {"a": True, "b": {"type": "integer"}}, "additionalProperties": False}
    check = compile_validator(schema)
    reference = jsonschema_rs.Draft202012Validator(schema)
    assert "== 0 +" not in check.source
    instances: list[Any] = [
        {},
        {"a": 1},
        {"a": 1, "b": 2},
        {"c": 1},
        {"a": 1, "c": 1},
        {"b": "x"},
        1,
    ]
    for instance in instances:
        assert check.is_valid(instance) == reference.is_valid(instance), instance
        assert (not check.validate(instance)) == reference.is_valid(instance), instance


# Errors alike but for their code, and one with a body of its own (the project's tool outputs).
ALIKE: dict[str, Any] = {
    "type": "object",
    "required": ["code", "message"],
    "properties": {"message": {"type": "string", "minLength": 1}},
    "additionalProperties": False,
}
CODED = {
    "oneOf": [
        *({**ALIKE, "properties": {**ALIKE["properties"], "code": {"const": c}}} for c in "abcd"),
        {
            "type": "object",
            "required": ["code", "id"],
            "properties": {"code": {"const": "own"}, "id": {"type": "integer"}},
            "additionalProperties": False,
        },
    ]
}
CODED_CHECK = compile_validator(CODED)
CODED_REFERENCE = jsonschema_rs.Draft202012Validator(CODED)
CODED_FIELDS = st.sampled_from(["a", "d", "own", "e", "", "m", 1, 1.0, True, None, ["a"], {"a": 1}])


@given(instance=st.dictionaries(st.sampled_from(["code", "message", "id", "x"]), CODED_FIELDS))
@example(instance={"code": "own", "id": 1})
@example(instance={"code": "c", "message": "m"})
@example(instance={"code": ["a"], "message": "m"})
def test_cases_that_share_a_body_are_one_case_after_those_of_one_constant(
    instance: dict[str, Any],
) -> None:
    """A discriminated choice tests the body four codes share once, and compares the code
    with the constant of the case of its own first: one comparison to reach that case."""
    verdict = CODED_CHECK.source[CODED_CHECK.source.index("def _v0") :]
    assert verdict.count('x.get("message")') == 1
    assert verdict.index('== "own"') < verdict.index('== "a"')
    assert CODED_CHECK.is_valid(instance) == CODED_REFERENCE.is_valid(instance)
    assert (not CODED_CHECK.validate(instance)) == CODED_REFERENCE.is_valid(instance)


# A case long enough that one expression would jump past it from its test.
NUMBERED = [f"p{i}" for i in range(24)]
LONG_CHOICE = {
    "oneOf": [
        {
            "type": "object",
            "required": ["kind", *NUMBERED],
            "properties": {
                "kind": {"const": "long"},
                **{name: {"type": "integer", "minimum": 0} for name in NUMBERED},
            },
        },
        {
            "type": "object",
            "required": ["kind", "p0"],
            "properties": {"kind": {"const": "short"}, "p0": {"type": "string"}},
        },
        {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "none"}}},
    ]
}
LONG_CHECK = compile_validator(LONG_CHOICE)
LONG_REFERENCE = jsonschema_rs.Draft202012Validator(LONG_CHOICE)


def _far_comparisons(function: Any) -> list[int]:
    """The offsets of comparisons that a jump needing a prefix (more than 255 instructions)
    follows: CPython 3.11 does not specialise those."""
    instructions = list(dis.get_instructions(function))
    return [
        i.offset
        for i, after in pairwise(instructions)
        if i.opname == "COMPARE_OP" and after.opname == "EXTENDED_ARG"
    ]


@given(
    instance=st.fixed_dictionaries(
        {"kind": st.sampled_from(["long", "short", "none", "other", 1])},
        optional={name: st.sampled_from([0, 5, -1, "x", 1.0]) for name in NUMBERED},
    )
)
@example(instance={"kind": "long", **{name: 1 for name in NUMBERED}})
@example(instance={"kind": "long", **{name: 1 for name in NUMBERED}, "p23": -1})
@example(instance={"kind": "short", "p0": "x"})
@example(instance={"kind": "none"})
def test_a_long_verdict_jumps_only_past_the_statement_a_test_fails(
    instance: dict[str, Any],
) -> None:
    """Each conjunct is one `if not`, and a choice by a constant nests its cases: every test,
    the choice's included, jumps past one statement, so no comparison waits on a long jump."""
    namespace = LONG_CHECK.is_valid.__globals__
    verdicts = [
        LONG_CHECK.is_valid,
        *(v for k, v in namespace.items() if re.fullmatch(r"_v\d+", k)),
    ]
    assert [_far_comparisons(function) for function in verdicts] == [[] for _ in verdicts]
    assert "if not (" in LONG_CHECK.source
    assert LONG_CHECK.is_valid(instance) == LONG_REFERENCE.is_valid(instance)
    assert (not LONG_CHECK.validate(instance)) == LONG_REFERENCE.is_valid(instance)


@pytest.mark.parametrize("cases", [30, 40])
def test_a_choice_of_more_cases_than_blocks_may_nest_stays_one_expression(cases: int) -> None:
    """Thirty cases nest 29 levels deep, within the 32 allowed; forty would nest past them
    (CPython refuses 100 levels, which choices inside choices could reach), so they stay one
    expression. Both answer as the reference does."""
    schema = {
        "oneOf": [
            {
                "type": "object",
                "required": ["k", f"p{i}"],
                "properties": {"k": {"const": f"c{i}"}, f"p{i}": {"type": "integer"}},
            }
            for i in range(cases)
        ]
    }
    check = compile_validator(schema)
    reference = jsonschema_rs.Draft202012Validator(schema)
    entry = check.source[check.source.index("def is_valid_schema") :]
    levels = max(len(line) - len(line.lstrip()) for line in entry.splitlines()) // 4
    assert levels >= cases if cases == 30 else levels < 8
    instances: list[Any] = [
        {"k": f"c{cases - 1}", f"p{cases - 1}": 1},
        {"k": f"c{cases - 1}", f"p{cases - 1}": "1"},
        {"k": "c0", "p0": 1},
        {"k": "c0", "p1": 1},
        {"k": "other"},
        [],
    ]
    for instance in instances:
        assert check.is_valid(instance) == reference.is_valid(instance), instance
        assert (not check.validate(instance)) == reference.is_valid(instance), instance
