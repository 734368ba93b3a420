"""The project's validators rendered from the IR: the keyword subset its schemas may use, the
errors it reports, JSON semantics, and the module `make generate` writes."""

from __future__ import annotations

import ast
import itertools
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from dsh_schedule.compiler.backends.expr import Expr, Leaf, conj, disj, inline, pick
from dsh_schedule.compiler.backends.python.verdict import cost, split_costly
from dsh_schedule.compiler.compile_schema import compile_validator
from dsh_schedule.compiler.ecma_regex import UnsupportedPattern, translate
from dsh_schedule.compiler.errors import SchemaError
from dsh_schedule.generator.python_format import format_python
from dsh_schedule.generator.schema_index import SchemaIndex
from tests.support.schemas import VALIDATOR_ENTRY_POINTS, checker, render_ours

BASE = "https://example.test/schemas/"


def refusal(documents: dict[str, Any], uri: str) -> SchemaError:
    """What the loader of schemas/ says of these documents (the keyword subset our schemas may
    use, and references that land)."""
    with pytest.raises(SchemaError) as caught:
        index = SchemaIndex({})
        for known in sorted(documents):
            index.add_document(known, documents[known])
        index.lookup(uri)
        index.check_references()
    return caught.value


def test_unsupported_keyword_names_file_pointer_and_keyword() -> None:
    document = {
        "$id": BASE + "a.json",
        "properties": {"when": {"type": "string", "format": "date-time"}},
    }
    error = refusal({BASE + "a.json": document}, BASE + "a.json")
    assert error.file == BASE + "a.json"
    assert error.pointer == "/properties/when/format"
    assert "'format'" in error.message
    assert str(error).startswith(BASE + "a.json#/properties/when/format: ")


def test_unsupported_keyword_anywhere_in_a_document_is_refused() -> None:
    document = {"$id": BASE + "a.json", "$defs": {"unused": {"allOf": [True]}}}
    error = refusal({BASE + "a.json": document}, BASE + "a.json")
    assert (error.pointer, error.file) == ("/$defs/unused/allOf", BASE + "a.json")


def test_dangling_references_are_refused() -> None:
    document = {"$id": BASE + "a.json", "items": {"$ref": "b.json#/$defs/missing"}}
    error = refusal({BASE + "a.json": document}, BASE + "a.json")
    assert error.pointer == "/items/$ref"
    assert BASE + "b.json#/$defs/missing" in error.message
    other = {"$id": BASE + "b.json", "$defs": {}}
    error = refusal({BASE + "a.json": document, BASE + "b.json": other}, BASE + "a.json")
    assert error.pointer == "/items/$ref"
    with pytest.raises(SchemaError, match="unresolvable"):
        SchemaIndex({BASE + "b.json": other}).lookup(BASE + "b.json#/nowhere")


@pytest.mark.parametrize(
    ("pattern", "reason"),
    [
        ("(a)*\\1", "back-reference to a group inside a repetition"),
        ("a{,3}", "lone '{'"),
        ("\\p{Script=Greek}", "Unicode property"),
        ("[\\d-z]", "class escape"),
        ("\\q", "invalid escape"),
        ("(?<=a+)b", "Python re"),
        ("(?=a)*", "quantified"),
        ("[z-a]", "out of order"),
    ],
)
def test_untranslatable_patterns_are_refused(pattern: str, reason: str) -> None:
    with pytest.raises(UnsupportedPattern, match=reason):
        translate(pattern)
    error = refusal({BASE + "p.json": {"pattern": pattern}}, BASE + "p.json")
    assert (error.file, error.pointer) == (BASE + "p.json", "/pattern")
    assert repr(pattern) in error.message
    with pytest.raises(SchemaError) as caught:
        compile_validator({"pattern": pattern}, base=BASE + "p.json")
    assert (caught.value.file, caught.value.pointer) == (BASE + "p.json", "/pattern")


@pytest.mark.parametrize(
    ("schema", "pointer"),
    [
        ({"minLength": -1}, "/minLength"),
        ({"maxLength": 1.5}, "/maxLength"),
        ({"type": "float"}, "/type"),
        ({"type": ["string", "string"]}, "/type"),
        ({"required": ["a", "a"]}, "/required"),
        ({"minimum": True}, "/minimum"),
        ({"oneOf": []}, "/oneOf"),
        ({"items": [{}]}, "/items"),
        ({"properties": {"a": 1}}, "/properties/a"),
        ({"$schema": "http://json-schema.org/draft-06/schema#"}, "/$schema"),
        ({"$ref": "#foo"}, "/$ref"),
        ({"$id": "#frag"}, "/$id"),
        ({"$defs": {"a": {"$id": "x.json"}, "b": {"$id": "x.json"}}}, "/$defs/b/$id"),
        ({"$ref": "#/$defs/a", "$defs": {"a": {"$ref": "#"}}}, ""),
    ],
)
def test_malformed_schemas_are_refused(schema: dict[str, Any], pointer: str) -> None:
    with pytest.raises(SchemaError) as caught:
        compile_validator(schema)
    assert caught.value.pointer == pointer


def errors_of(schema: dict[str, Any] | bool, instance: Any) -> list[tuple[str, str]]:
    return [(error.path, error.keyword) for error in checker(schema)(instance)]


def test_error_values_carry_pointer_and_keyword() -> None:
    schema = {
        "type": "object",
        "properties": {
            "a/b": {"type": "array", "items": {"type": "integer", "minimum": 1}},
            "c~d": {"const": "x"},
        },
        "required": ["a/b", "e"],
        "additionalProperties": False,
    }
    instance = {"a/b": [1, 0, "2"], "c~d": "y", "zz": 1}
    assert errors_of(schema, instance) == [  # in the order of the keywords' steps in the IR
        ("", "required"),
        ("/a~1b/1", "minimum"),
        ("/a~1b/2", "type"),
        ("/c~0d", "const"),
        ("/zz", "additionalProperties"),
    ]
    assert errors_of(schema, [1]) == [("", "type")]
    assert errors_of(False, 1) == [("", "false")]


def test_one_of_reports_itself_then_the_closest_alternative() -> None:
    namespace: dict[str, Any] = {}
    exec(render_ours(), namespace)
    record = {
        "id": "schedule-1",
        "kind": "after",
        "prompt": "check logs",
        "afterSeconds": 0,
        "scheduledAt": "2026-01-01T00:00:00.000Z",
    }
    change = {"version": 1, "operation": "create", "schedule": record}
    errors = namespace["validate_schedule_change"](change)
    assert [(e.path, e.keyword) for e in errors] == [
        ("", "oneOf"),
        ("/schedule/afterSeconds", "minimum"),
    ]
    assert (
        namespace["validate_schedule_change"](
            {**change, "schedule": {**record, "afterSeconds": 30}}
        )
        == []
    )
    both = {"oneOf": [{"type": "integer"}, {"minimum": 0}]}
    assert errors_of(both, 3) == [("", "oneOf")]
    tie = {"anyOf": [{"type": "string"}, {"minimum": 5}]}
    assert errors_of(tie, 3) == [("", "anyOf"), ("", "type")]  # ties keep the first


def test_json_number_and_equality_semantics() -> None:
    integer = checker({"type": "integer"})
    assert integer(1.0) == []
    assert integer(1.5) != []
    assert integer(True) != []
    assert checker({"type": "number"})(False) != []
    assert checker({"minimum": 5})(True) == []  # minimum ignores non-numbers
    one = checker({"const": 1})
    assert one(1.0) == []
    assert one(True) != []
    deep = checker({"enum": [[1, {"a": False}], None]})
    assert deep([1.0, {"a": False}]) == []
    assert deep([True, {"a": False}]) != []
    assert deep([1, {"a": 0}]) != []
    assert deep(None) == []
    assert checker({"maxLength": 1})("\U0001f4a9") == []


@pytest.mark.parametrize(
    ("pattern", "matches", "rejects"),
    [
        ("^abc$", ["abc"], ["abc\n"]),
        ("^\\d$", ["0"], ["\u0660", "\uff11"]),
        ("^\\w$", ["a", "_"], ["\u00e9"]),
        ("^\\s$", ["\ufeff", "\u2029", "\u00a0", "\t"], ["\u001c", "\u001f", "\u0085", "a"]),
        ("^\\S$", ["\u001c", "\u0085", "a"], ["\ufeff", " "]),
        ("^[\\s]$", ["\u3000"], ["\u0085"]),
        ("^[^\\S]$", ["\u3000"], ["\u0085"]),
        ("^.$", ["a", "\U0001f600"], ["\n", "\r", "\u2028"]),
        ("\\bx\\b", ["a x", "\u00e9x"], ["ax"]),
        ("^\\u{1F600}\\uD83D\\uDE00$", ["\U0001f600\U0001f600"], ["\U0001f600"]),
        ("^\\p{Lu}\\P{L}$", ["A1"], ["a1", "AB"]),
        ("^[\\-\\]]+$", ["-]"], ["a"]),
    ],
)
def test_ecma_pattern_semantics(pattern: str, matches: list[str], rejects: list[str]) -> None:
    check = checker({"type": "string", "pattern": pattern})
    assert [text for text in matches if check(text)] == []
    assert [text for text in rejects if not check(text)] == []


def test_pattern_is_an_unanchored_search() -> None:
    assert checker({"pattern": "b"})("abc") == []


def test_rendering_is_deterministic_and_black_changes_only_its_layout() -> None:
    """The compiler writes one statement a line; black, the one authority on layout, lays the
    module out without changing what it says."""
    source = render_ours()
    assert source == render_ours()
    formatted = format_python(source)
    assert ast.dump(ast.parse(formatted)) == ast.dump(ast.parse(source))
    assert format_python(formatted) == formatted


def test_rendered_module_passes_mypy_strict(tmp_path: Path) -> None:
    module = tmp_path / "validators.py"
    module.write_text(format_python(render_ours()), encoding="utf-8")
    mypy = [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(module)]
    result = subprocess.run(mypy, capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stdout


def test_rendered_module_imports_only_the_standard_library(tmp_path: Path) -> None:
    (tmp_path / "validators.py").write_text(render_ours(), encoding="utf-8")
    program = (
        "import sys\n"
        f"sys.path.insert(0, {str(tmp_path)!r})\n"
        "assert not any('site-packages' in p for p in sys.path), sys.path\n"
        "import validators\n"
        "assert validators.validate_schedule_id('schedule-1') == []\n"
        "[error] = validators.validate_schedule_id(' padded')\n"
        "print(error.keyword)\n"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-I", "-c", program], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "pattern"


SHARED_NAMES: dict[str, Any] = {
    "oneOf": [
        {
            "type": "object",
            "properties": {
                "k": {"const": "a"},
                "s": {"type": "string", "minLength": 2, "pattern": "^x"},
                "n": {"type": "integer", "minimum": 1},
            },
            "required": ["k", "s", "n"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "properties": {
                "k": {"const": "b"},
                "n": {"type": "string", "minLength": 2, "pattern": "^y"},
                "s": {"type": "integer", "maximum": 5},
                "inner": {
                    "oneOf": [
                        {
                            "type": "object",
                            "properties": {
                                "t": {"const": "p"},
                                "v": {"type": "string", "minLength": 1, "pattern": "q$"},
                            },
                            "required": ["t", "v"],
                        },
                        {
                            "type": "object",
                            "properties": {
                                "t": {"const": "r"},
                                "v": {"type": "integer", "minimum": 2},
                            },
                            "required": ["t", "v"],
                        },
                    ]
                },
            },
            "required": ["k", "n", "s"],
        },
    ]
}
SHARED_NAMES_INSTANCES: list[Any] = [
    {"k": "a", "s": "xz", "n": 1},
    {"k": "a", "s": "yz", "n": 1},
    {"k": "a", "s": "xz", "n": 0},
    {"k": "a", "s": 1, "n": "xz"},
    {"k": "b", "n": "yy", "s": 5},
    {"k": "b", "n": "yy", "s": 6},
    {"k": "b", "n": "xz", "s": 1},
    {"k": "b", "n": "yy", "s": 5, "inner": {"t": "p", "v": "aq"}},
    {"k": "b", "n": "yy", "s": 5, "inner": {"t": "p", "v": 2}},
    {"k": "b", "n": "yy", "s": 5, "inner": {"t": "r", "v": 2}},
    {"k": "b", "n": "yy", "s": 5, "inner": {"t": "r", "v": "aq"}},
    {"k": "b", "n": "yy", "s": 5, "inner": {"t": "s", "v": 2}},
    {"k": "c", "n": 1},
]

# What the compiler proves statically (exclusive oneOf branches, properties that reject null,
# item loops) must never change a verdict: each case is checked against jsonschema.
STATIC_FACTS: list[tuple[dict[str, Any], list[Any]]] = [
    # a closed object cannot hold what the other branch requires: at most one can hold
    (
        {
            "oneOf": [
                {"type": "object", "properties": {"a": {}}, "additionalProperties": False},
                {"required": ["b"]},
            ]
        },
        [{}, {"a": 1}, {"b": 1}, {"a": 1, "b": 2}, 3, None],
    ),
    # only looks exclusive: every non-object satisfies both branches
    (
        {"oneOf": [{"required": ["a"]}, {"additionalProperties": False}]},
        [5, {}, {"a": 1}, {"b": 1}],
    ),
    # the same constant in two branches tells nothing apart
    (
        {
            "oneOf": [
                {"type": "object", "properties": {"k": {"const": "x"}}, "required": ["k"]},
                {
                    "type": "object",
                    "properties": {"k": {"const": "x"}, "n": {"type": "integer"}},
                    "required": ["k"],
                },
            ]
        },
        [{"k": "x"}, {"k": "x", "n": "s"}, {"k": "y"}, {}],
    ),
    # distinct constants and a string branch: exclusive
    (
        {
            "oneOf": [
                {"type": "object", "properties": {"k": {"const": "x"}}, "required": ["k"]},
                {"type": "object", "properties": {"k": {"enum": ["y"]}}, "required": ["k"]},
                {"type": "string"},
                {"const": 1},
            ]
        },
        [{"k": "x"}, {"k": "y"}, {"k": "z"}, "s", 1, 1.0, True, {}],
    ),
    # required properties that accept null are tested for presence, not read with .get()
    (
        {
            "type": "object",
            "properties": {"a": {"type": ["string", "null"]}, "b": {}},
            "required": ["a", "b"],
            "additionalProperties": False,
        },
        [{"a": None, "b": None}, {"a": None}, {"a": None, "c": 2}, {"a": "s", "b": 1}],
    ),
    (
        {
            "type": "object",
            "properties": {"a": {"enum": ["x", None]}, "b": {"type": "integer"}},
            "required": ["a", "b"],
            "additionalProperties": False,
        },
        [{"a": None, "b": 1}, {"b": 1, "c": None}, {"a": "x", "b": 1.0}, {"a": "x", "c": 1}],
    ),
    (
        {
            "type": "object",
            "properties": {"a": {"const": None}, "b": {"const": "b"}},
            "required": ["a", "b"],
            "additionalProperties": False,
        },
        [{"a": None, "b": "b"}, {"b": "b", "c": None}, {"a": None, "b": None}, {"b": "b"}],
    ),
    # a required property whose schema is false proves nothing present
    (
        {
            "type": "object",
            "properties": {"a": False, "b": {"type": "string"}},
            "required": ["a", "b"],
            "additionalProperties": False,
        },
        [{"b": "s", "c": 1}, {"b": "s"}, {"a": 1, "b": "s"}],
    ),
    # a closed object with optional properties
    (
        {
            "type": "object",
            "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
            "required": ["a"],
            "additionalProperties": False,
        },
        [{"a": "s"}, {"a": "s", "b": "t"}, {"a": "s", "c": "t"}, {"b": "t"}, {"a": None}],
    ),
    # a closed object with two optional properties counts them into its size
    (
        {
            "type": "object",
            "properties": {"a": {"type": "string"}, "b": {}, "c": {}},
            "required": ["a"],
            "additionalProperties": False,
        },
        [{"a": "s"}, {"a": "s", "b": 1, "c": None}, {"a": "s", "b": 1, "e": 2}, {"a": 1}],
    ),
    # a required name that is not a property: no object of the right size can hold it
    (
        {
            "type": "object",
            "properties": {"a": {"type": "string"}, "b": {}},
            "required": ["a", "d"],
            "additionalProperties": False,
        },
        [{"a": "s"}, {"a": "s", "d": 1}, {"a": "s", "b": 1}, {"a": "s", "b": 1, "d": 1}],
    ),
    # nested arrays go through item loops
    (
        {"type": "array", "items": {"type": "array", "items": {"type": "integer"}}},
        [[], [[]], [[1, 2.0]], [[1, 1.5]], [1], [[True]]],
    ),
    ({"items": False}, [[], [1], "x"]),
    ({"type": "integer"}, [1, True, 1.0, 1.5, "1", 2**53]),
    # only 0 and 1 equal a boolean, so other number constants skip the bool test
    ({"const": 2}, [2, 2.0, True, False, 1]),
    ({"const": 0}, [0, 0.0, -0.0, False, True]),
    ({"enum": [0, 1, 2.5]}, [0, 1, 1.0, 2.5, True, False]),
    # alternatives that share their first test (an object's type) test it once
    (
        {
            "anyOf": [
                {"type": "object", "required": ["a"]},
                {"type": "object", "properties": {"b": {"const": 1}}, "required": ["b"]},
            ]
        },
        [{"a": 1}, {"b": 1}, {"b": True}, {}, [], "x"],
    ),
    # properties are tested cheapest first: every failing one still fails the object
    (
        {
            "type": "object",
            "properties": {"a": {"type": "string", "pattern": "^x{3}$"}, "b": {"const": "k"}},
            "required": ["a", "b"],
        },
        [{"a": "xxx", "b": "k"}, {"a": "xx", "b": "k"}, {"a": "xxx", "b": "j"}, {"a": 1, "b": "k"}],
    ),
    # a case picked by its constant decides alone: a failing body tests no other case
    (
        {
            "oneOf": [
                {
                    "type": "object",
                    "properties": {"k": {"const": "a"}, "n": {"type": "integer"}},
                    "required": ["k", "n"],
                },
                {
                    "type": "object",
                    "properties": {"k": {"const": "b"}, "n": {"type": "string"}},
                    "required": ["k", "n"],
                },
                {"type": "object", "properties": {"k": {"const": "c"}}, "required": ["k"]},
            ]
        },
        [
            {"k": "a", "n": 1},
            {"k": "a", "n": "s"},
            {"k": "b", "n": "s"},
            {"k": "b", "n": 1},
            {"k": "c", "n": 1},
            {"k": "d", "n": 1},
            {"n": 1},
            {},
            "a",
        ],
    ),
    # a value's cheap head (type, length) goes with the cheap properties, its pattern after
    # them: the pattern still runs only on a value its head passed
    (
        {
            "type": "object",
            "properties": {
                "a": {"type": "string", "minLength": 2, "pattern": "^x+$"},
                "b": {"type": "integer", "minimum": 1},
                "c": {"type": "string", "pattern": "y"},
            },
            "required": ["a", "b"],
        },
        [
            {"a": "xx", "b": 1},
            {"a": 5, "b": 1},
            {"a": ["xx"], "b": 1},
            {"a": "x", "b": 1},
            {"a": "xy", "b": 1},
            {"a": "xx", "b": 0},
            {"a": "xy", "b": 0},
            {"a": "xx", "b": 1, "c": "zy"},
            {"a": "xx", "b": 1, "c": "z"},
            {"a": "xx", "b": 1, "c": 5},
        ],
    ),
    # a few strings are compared in a tuple (no type test, nothing hashed), a single one as a
    # constant, many in a frozenset behind a type test: unhashable values are only unequal
    (
        {"enum": ["a", "bc"]},
        ["a", "bc", "b", "", 1, 1.0, True, None, ["a"], {"a": 1}, [], {}],
    ),
    ({"enum": ["a"]}, ["a", "b", ["a"], {"a": "a"}, 0]),
    (
        {"enum": list("abcdefg")},
        ["a", "g", "h", ["a"], {"a": 1}, 1, None],
    ),
    # the cases of a pick share their variable names, a nested pick's cases too: only the
    # case picked runs, and it binds every value it reads before reading it
    (SHARED_NAMES, SHARED_NAMES_INSTANCES),
]


def test_a_pick_answers_as_the_disjunction_of_its_cases() -> None:
    tests = [Leaf('(v := x.get("k")) == "a"'), Leaf('v == "b"'), Leaf('v == "c"')]
    bodies: list[Expr] = [Leaf("p"), Leaf("q and p"), Leaf("r")]
    cases = [item for pair in zip(tests, bodies, strict=True) for item in pair]
    picked = inline(pick(cases))
    either = inline(disj([conj([test, body]) for test, body in zip(tests, bodies, strict=True)]))
    assert picked.startswith("p if (v := ")  # the first test binds the value
    assert picked.endswith('else (v == "c" and r)')  # no constant False after the last case
    for key in ("a", "b", "c", "d", None):
        for p, q, r in itertools.product((True, False), repeat=3):
            names = {"x": {} if key is None else {"k": key}, "p": p, "q": q, "r": r}
            answer = eval(picked, dict(names))
            assert answer is eval(either, dict(names)), (key, p, q, r)  # a bool, as before
    assert pick(cases[:2]) == conj(cases[:2])


def test_the_cases_of_a_pick_share_their_variable_names() -> None:
    source = compile_validator(SHARED_NAMES).source
    [verdict] = [
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.FunctionDef) and node.name == "is_valid_schema"
    ]

    def bound(*nodes: ast.AST) -> set[str]:
        return {n.target.id for t in nodes for n in ast.walk(t) if isinstance(n, ast.NamedExpr)}

    # The outer choice as statements: `if not (k == "a"):` holds the case "b" (and its inner
    # choice, an expression), and the statements after it are the case "a".
    statements = verdict.body[1]
    assert isinstance(statements, ast.Try)
    index = next(
        i for i, n in enumerate(statements.body) if isinstance(n, ast.If) and bound(n.test)
    )
    choice = statements.body[index]
    assert isinstance(choice, ast.If)
    first, second = statements.body[index + 1 :], choice.body
    assert bound(*first) and bound(*first) <= bound(*second)
    inner = next(n for t in second for n in ast.walk(t) if isinstance(n, ast.IfExp))
    assert bound(inner.body) & bound(inner.orelse)


def test_a_costly_test_is_split_from_its_cheap_head() -> None:
    head: list[Expr] = [Leaf("isinstance(v, str)"), Leaf("len(v) == 24")]
    pattern = Leaf("_P1.search(v) is not None")
    whole = conj([*head, pattern])
    [(head_key, first), (rest_key, rest)] = split_costly(whole)
    assert (first, rest) == (conj(head), pattern)
    # the head sorts by its own price, before the parts dearer than it; the rest by the whole
    # part's, so always after its head
    assert head_key == cost(conj(head)) < rest_key == cost(whole)
    cheap = conj(head)
    assert split_costly(cheap) == [(cost(cheap), cheap)]
    alternative = disj([Leaf("v is None"), pattern])  # one test: nothing to split
    assert split_costly(alternative) == [(cost(alternative), alternative)]


@pytest.mark.parametrize(("schema", "instances"), STATIC_FACTS)
def test_static_facts_never_change_a_verdict(schema: dict[str, Any], instances: list[Any]) -> None:
    check = checker(schema)
    reference = jsonschema.Draft202012Validator(schema)
    for instance in instances:
        assert (check(instance) == []) == reference.is_valid(instance), instance


def test_every_validator_has_a_verdict_function_that_agrees() -> None:
    namespace: dict[str, Any] = {}
    exec(render_ours(), namespace)
    view = {
        "id": "schedule-1",
        "kind": "after",
        "prompt": "p",
        "afterSeconds": 1,
        "scheduledAt": "2026-01-01T00:00:00.000Z",
        "state": "scheduled",
        "deliveryMode": "session-local",
    }
    instances = [view, [view], {**view, "state": "done"}, [], {}, None, "schedule-1", " x"]
    for name, _ in VALIDATOR_ENTRY_POINTS:
        verdict = namespace["is_valid" + name.removeprefix("validate")]
        for instance in instances:
            assert verdict(instance) == (namespace[name](instance) == []), (name, instance)
    [error] = namespace["validate_schedule_id"](" x")
    assert (error.path, error.keyword) == ("", "pattern")
    with pytest.raises(AttributeError):
        error.path = "/changed"


def test_inlined_errors_of_nested_values_match_the_generic_ones() -> None:
    """Nested properties are explained by code inlined at the root, with fixed paths; it must
    report what the general functions report (types with null, consts, enums, patterns,
    bounds)."""
    schema = {
        "oneOf": [
            {
                "type": "object",
                "properties": {
                    "k": {"const": "a"},
                    "v": {
                        "type": "object",
                        "properties": {
                            "n": {"type": "integer", "minimum": 1},
                            "t": {"type": ["boolean", "null"]},
                            "s": {"type": "string", "pattern": "^x", "maxLength": 2},
                            "e": {"enum": ["p", "q"]},
                        },
                        "required": ["n"],
                        "additionalProperties": False,
                    },
                },
                "required": ["k", "v"],
            },
            {"type": "object", "properties": {"k": {"const": "b"}}, "required": ["k"]},
        ]
    }
    check = checker(schema)
    errors = check({"k": "a", "v": {"n": 0.5, "t": 1, "s": "yyy", "e": "r", "z": 1}})
    assert [(e.path, e.keyword) for e in errors] == [
        ("", "oneOf"),
        ("/v/n", "type"),
        ("/v/n", "minimum"),
        ("/v/t", "type"),
        ("/v/s", "maxLength"),
        ("/v/s", "pattern"),
        ("/v/e", "enum"),
        ("/v/z", "additionalProperties"),
    ]
    assert check({"k": "a", "v": {"n": 2, "t": None}}) == []
    # a discriminator value no branch names leaves no alternative to explain the failure by
    assert [e.keyword for e in check({"k": "c"})] == ["oneOf"]
    assert [e.keyword for e in check({"k": "a", "v": 1})] == ["oneOf", "type"]
