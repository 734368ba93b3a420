"""How often the JavaScript module's `validateX` walks an instance: once, valid or not, the
verdict not asked first (each alternative of an `anyOf` or `oneOf` tried once, its errors kept
to explain the failure), and how often it asks an object for a key. Counted by the reads of
a property whose getter counts them, and by a proxy's lookups.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.compiler import compile_module
from tests.test_compile_javascript import both_errors, run_module

COUNT_READS = """
let reads = 0;
function instance() {
  const x = {};
  Object.defineProperty(x, "a", { enumerable: true, get() { reads++; return VALUE; } });
  return x;
}
reads = 0;
const valid = m.isValidSchema(instance());
const verdict = reads;
reads = 0;
const errors = m.validateSchema(instance()).map((e) => [e.path, e.keyword]);
console.log(JSON.stringify({ valid, verdict, validate: reads, errors }));
"""


def _reads(tmp_path: Path, schema: object, value: object) -> dict[str, Any]:
    source = compile_module({"schema": schema}, lang="javascript")
    script = COUNT_READS.replace("VALUE", json.dumps(value))
    found: dict[str, Any] = run_module(tmp_path, source, script)
    return found


@pytest.mark.parametrize("keyword", ["anyOf", "oneOf"])
def test_each_alternative_is_walked_once_for_the_errors(tmp_path: Path, keyword: str) -> None:
    schema = {
        keyword: [
            {"properties": {"a": {"type": "string"}}},
            {"properties": {"a": {"type": "integer"}}},
        ]
    }
    found = _reads(tmp_path, schema, True)
    assert found["valid"] is False
    # each of the two alternatives reads "a" once, and nothing else does
    assert found["validate"] == 2
    # the failure, then the errors of the first alternative with the fewest
    assert found["errors"] == [["", keyword], ["/a", "type"]]


def test_a_root_of_checks_only_is_walked_once(tmp_path: Path) -> None:
    found = _reads(tmp_path, {"enum": [{"a": 1}]}, 2)
    assert found["valid"] is False
    assert found["verdict"] == 1
    assert found["validate"] == 1
    assert found["errors"] == [["", "enum"]]


@pytest.mark.parametrize(
    ("value", "errors"),
    [({"b": 1}, [["/a/b", "type"]]), ({"b": "text"}, [])],
)
def test_an_instance_is_walked_once_valid_or_not(
    tmp_path: Path, value: object, errors: list[list[str]]
) -> None:
    schema = {
        "properties": {"a": {"properties": {"b": {"type": "string"}}, "required": ["b"]}},
        "required": ["a"],
    }
    found = _reads(tmp_path, schema, value)
    assert found["valid"] is (errors == [])
    assert found["validate"] == 1
    assert found["errors"] == errors


def test_a_root_with_annotations_is_walked_once(tmp_path: Path) -> None:
    schema = {"properties": {"a": {"type": "string"}}, "unevaluatedProperties": False}
    found = _reads(tmp_path, schema, 3)
    assert found["valid"] is False
    assert found["validate"] == 1
    assert found["errors"] == [["/a", "type"]]


COUNT_LOOKUPS = """
let lookups = 0;
const traps = { getOwnPropertyDescriptor(target, key) {
  lookups++;
  return Reflect.getOwnPropertyDescriptor(target, key);
} };
const errors = m.validateSchema(new Proxy({ a: 1 }, traps)).map((e) => [e.path, e.keyword]);
console.log(JSON.stringify({ lookups, errors }));
"""


def _lookups(tmp_path: Path, schema: object) -> dict[str, Any]:
    """`validateSchema` on `{a: 1}` behind a proxy that counts the lookups of its own keys."""
    source = compile_module({"schema": schema}, lang="javascript")
    found: dict[str, Any] = run_module(tmp_path, source, COUNT_LOOKUPS)
    return found


def test_a_required_key_that_properties_reads_is_looked_up_once(tmp_path: Path) -> None:
    """`required` and `properties` of the same key ask the object whether it has it once,
    counted by a proxy's lookups of its own properties."""
    schema = {"required": ["a"], "properties": {"a": {"type": "string"}}}
    found = _lookups(tmp_path, schema)
    assert found == {"lookups": 1, "errors": [["/a", "type"]]}


def test_a_key_a_plain_object_holds_is_read_without_asking_whether_it_is_own(
    tmp_path: Path,
) -> None:
    """A value read from an object whose prototype is `Object.prototype`, which lacks the
    key, is its own: the error walk does not ask the object (counted by a proxy's lookups
    of its own properties)."""
    schema = {"properties": {"a": {"type": "string"}, "b": {"type": "string"}}}
    found = _lookups(tmp_path, schema)
    # "a" is read and is own; "b" is absent, and `in` says so without a lookup
    assert found == {"lookups": 0, "errors": [["/a", "type"]]}


def test_only_own_keys_are_validated_whatever_the_prototype(tmp_path: Path) -> None:
    """A key inherited from another prototype or from an `Object.prototype` that was
    given it is not the object's; an own key holding undefined is, and a null prototype
    changes nothing: `validateX` and `isValidX` agree on each."""
    schema = {"properties": {"a": {"type": "string"}}}
    source = compile_module({"schema": schema}, lang="javascript")
    script = """
const bare = Object.create(null);
bare.a = 1;
const cases = [Object.create({ a: 1 }), { a: undefined }, bare, { a: 1 }];
const found = cases.map((x) => [m.isValidSchema(x), m.validateSchema(x).map((e) => e.message)]);
Object.prototype.a = 1;
found.push([m.isValidSchema({}), m.validateSchema({}).map((e) => e.message)]);
delete Object.prototype.a;
console.log(JSON.stringify(found));
"""
    wrong = "expected string, got integer"
    assert run_module(tmp_path, source, script) == [
        [True, []],
        [False, ["expected string, got undefined"]],
        [False, [wrong]],
        [False, [wrong]],
        [True, []],
    ]


STRICT_TREE = {
    "$id": "https://example.com/strict-tree",
    "$dynamicAnchor": "node",
    "$ref": "tree",
    "unevaluatedProperties": False,
    "$defs": {
        "tree": {
            "$id": "tree",
            "$dynamicAnchor": "node",
            "type": "object",
            "properties": {
                "data": True,
                "children": {"type": "array", "items": {"$dynamicRef": "#node"}},
            },
        }
    },
}

COUNT_SCOPES = """
let asked = 0;
const includes = Array.prototype.includes;
Array.prototype.includes = function (...args) { asked++; return includes.apply(this, args); };
const errors = JSON.parse(input).map((t) =>
  m.validateSchema(JSON.parse(t)).map((e) => [e.path, e.keyword, e.message]));
Array.prototype.includes = includes;
console.log(JSON.stringify({ asked, errors }));
"""


def test_a_dynamic_scope_is_resolved_before_the_walk(tmp_path: Path) -> None:
    """Under a dynamic scope the error walk never asks at run time which resources are in
    scope: each schema has a function per scope it is entered with, its `$dynamicRef`
    resolved, and the tree's nested nodes stay strict."""
    texts = [
        '{"children": [{"daat": 1}]}',
        '{"children": [{"data": 1, "children": [{"x": 1}]}], "y": 2}',
        '{"children": [{"data": 1}]}',
        '{"children": [3]}',
    ]
    source = compile_module({"schema": STRICT_TREE}, lang="javascript")
    found = run_module(tmp_path, source, COUNT_SCOPES, json.dumps(texts))
    unevaluated = ["unevaluatedProperties", "is not allowed"]
    assert found == {
        "asked": 0,
        "errors": [
            [["/children/0/daat", *unevaluated]],
            [["/children/0/children/0/x", *unevaluated], ["/y", *unevaluated]],
            [],
            [["/children/0", "type", "expected object, got integer"]],
        ],
    }
    errors, expected = both_errors(tmp_path, STRICT_TREE, texts)
    assert errors == expected


@pytest.mark.parametrize(
    "schema",
    [
        STRICT_TREE,
        {"properties": {"foo": {"type": "string"}}, "unevaluatedProperties": False},
        {"prefixItems": [{"type": "string"}], "unevaluatedItems": False},
    ],
)
def test_unevaluated_told_by_the_schemas_is_walked_by_append_only_functions(
    schema: dict[str, Any],
) -> None:
    """A schema whose unevaluated* the schemas alone tell, under a dynamic scope or not, is
    explained by `eN` functions only: `validateSchema` calls no general function `sN`."""
    source = compile_module({"schema": schema}, lang="javascript")
    start = source.index("function collectSchema(")
    walk = source[start : source.index("\n}\n", start)]
    walk += "".join(re.findall(r"^function e\d+\w*\(.*?^}$", source, re.MULTILINE | re.DOTALL))
    assert "e0(" in walk
    assert not re.search(r"\bs\d+\(", walk)


def _explainers(schema: dict[str, Any]) -> list[str]:
    source = compile_module({"schema": schema}, lang="javascript")
    return re.findall(r"^function e\d+\w*\(.*?^}$", source, re.MULTILINE | re.DOTALL)


def test_a_schema_that_only_applies_another_is_passed_over() -> None:
    """The tree's items hold only a `$dynamicRef`, which the scope resolves: the node that
    calls them calls the schema it lands on, with no function in between."""
    for function in _explainers(STRICT_TREE):
        body = [line for line in function.split("\n")[1:-1] if "tooDeep()" not in line]
        assert len(body) > 1, function


def test_unevaluated_items_start_after_those_the_schemas_evaluate() -> None:
    schema = {"prefixItems": [{"type": "string"}, True], "unevaluatedItems": False}
    [function] = _explainers(schema)
    assert "for (let index = 2; index < x.length; index++) {" in function
    assert "continue" not in function


COUNT_ARRAYS = """
let made = 0;
const original = globalThis.Array;
globalThis.Array = new Proxy(original, {
  construct(target, args) { made++; return Reflect.construct(target, args); },
});
const errors = m.validateSchema(JSON.parse(input)).map((e) => [e.path, e.keyword, e.message]);
globalThis.Array = original;
console.log(JSON.stringify({ made, errors }));
"""


@pytest.mark.parametrize(
    ("keyword", "value", "made", "errors"),
    [
        # the first fails with one error, which no other can beat: the others are only asked
        ("oneOf", {"a": None}, 2, [["", "oneOf", "valid against none of the 3 alternatives"]]),
        ("anyOf", {"a": None}, 2, [["", "anyOf", "valid against none of the 3 alternatives"]]),
        # the first holds: a oneOf asks the others only whether they hold too
        ("oneOf", {"a": "x", "b": 1}, 2, []),
        (
            "oneOf",
            {"a": "x", "b": 1, "c": 1},
            2,
            [["", "oneOf", "valid against alternatives [0, 2], but exactly one is allowed"]],
        ),
    ],
)
def test_alternatives_are_walked_for_errors_only_while_these_can_explain(
    tmp_path: Path, keyword: str, value: object, made: int, errors: list[list[str]]
) -> None:
    """An array is made for the errors `validateX` returns and for each alternative walked."""
    schema = {
        keyword: [
            {"properties": {"a": {"type": "string"}}},
            {"required": ["a", "b"], "properties": {"a": {"type": "integer"}}},
            {"required": ["c"]},
        ]
    }
    source = compile_module({"schema": schema}, lang="javascript")
    found = run_module(tmp_path, source, COUNT_ARRAYS, json.dumps(value))
    explained = (
        [["/a", "type", "expected string, got null"]] if errors and "none" in errors[0][2] else []
    )
    assert found == {"made": made, "errors": [*errors, *explained]}
