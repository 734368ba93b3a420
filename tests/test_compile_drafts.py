"""Drafts 7 and 2019-09 beside 2020-12: how a dialect is chosen, what each draft's own keywords
mean, and errors that name the keyword the schema's author wrote, the same from Python and
from JavaScript. (The whole official suite of each draft runs in test_compile_suite.py.)"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.compiler import SchemaError, compile_module, compile_validator
from tests.test_compile_javascript import run_module

DRAFT_7 = "http://json-schema.org/draft-07/schema#"
DRAFT_2019 = "https://json-schema.org/draft/2019-09/schema"
DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema"


def errors(schema: Any, instance: Any, draft: str = "2020-12") -> list[tuple[str, str, str]]:
    """(instance path, keyword, pointer of the keyword in its document) of each error."""
    found = compile_validator(schema, draft=draft).validate(instance)
    return [(e.path, e.keyword, e.schema_path.partition("#")[2]) for e in found]


def js_errors(tmp_path: Path, schema: Any, instance: Any, draft: str) -> list[tuple[str, ...]]:
    source = compile_module({"schema": schema}, lang="javascript", draft=draft)
    script = (
        "console.log(JSON.stringify(m.validateSchema(JSON.parse(input))"
        ".map((e) => [e.path, e.keyword, e.schemaPath.split('#')[1]])));"
    )
    return [tuple(e) for e in run_module(tmp_path, source, script, json.dumps(instance))]


TUPLES = {"items": [{"type": "integer"}], "additionalItems": False}


@pytest.mark.parametrize("draft", ["7", "2019-09"])
def test_items_as_an_array_and_additional_items_report_the_keywords_written(
    draft: str, tmp_path: Path
) -> None:
    assert errors(TUPLES, [1], draft) == []
    assert errors(TUPLES, ["a"], draft) == [("/0", "type", "/items/0/type")]
    assert errors(TUPLES, [1, 2], draft) == [("", "additionalItems", "/additionalItems")]
    assert js_errors(tmp_path, TUPLES, [1, 2], draft) == errors(TUPLES, [1, 2], draft)
    assert js_errors(tmp_path, TUPLES, ["a"], draft) == errors(TUPLES, ["a"], draft)
    # additionalItems beside items as one schema means nothing (draft 7 §9.3.1.2)
    assert errors({"items": {}, "additionalItems": False}, [1, 2], draft) == []


def test_schema_wins_over_the_draft_argument_and_2020_12_is_the_default() -> None:
    with pytest.raises(SchemaError, match="items as an array is earlier drafts' form"):
        compile_validator(TUPLES)
    assert errors({"$schema": DRAFT_7, **TUPLES}, [1, 2]) == [
        ("", "additionalItems", "/additionalItems")
    ]
    newer = {"$schema": DRAFT_2020, "prefixItems": [{"type": "integer"}], "items": False}
    assert errors(newer, [1, 2], "7") == [("", "items", "/items")]
    assert errors({"prefixItems": [{"type": "integer"}]}, ["a"], "2019-09") == []  # not 2019-09's


def test_a_dialect_holds_for_its_resource_and_what_it_embeds_not_for_what_references_it() -> None:
    schema = {
        "$schema": DRAFT_2020,
        "$ref": "https://example.test/old",
        "$defs": {"old": {"$schema": DRAFT_7, "$id": "https://example.test/old", **TUPLES}},
        "dependentRequired": {"a": ["b"]},
    }
    assert errors(schema, [1, 2]) == [("", "additionalItems", "/$defs/old/additionalItems")]
    assert errors(schema, {"a": 1}) == [("", "dependentRequired", "/dependentRequired/a")]
    seven = {"$schema": DRAFT_7, "dependentRequired": {"a": ["b"]}, "minContains": 2}
    assert errors(seven, {"a": 1}) == []  # neither keyword is draft 7's


def test_draft_7_ref_makes_its_siblings_ignored_and_2019_09_applies_them() -> None:
    schema = {"definitions": {"n": {"type": "number"}}, "$ref": "#/definitions/n", "minimum": 5}
    assert errors(schema, 1, "7") == []
    assert errors(schema, "a", "7") == [("", "type", "/definitions/n/type")]
    assert errors(schema, 1, "2019-09") == [("", "minimum", "/minimum")]
    hidden = {
        "$id": "https://example.test/root/",
        "definitions": {"a": {"$id": "https://example.test/a.json", "type": "string"}},
        "allOf": [{"$id": "https://example.test/", "$ref": "a.json"}],
    }
    # the sibling $id changes no base: a.json is https://example.test/root/a.json, not defined
    with pytest.raises(SchemaError, match="points nowhere"):
        compile_validator(hidden, draft="7")


def test_draft_7_id_with_a_plain_fragment_is_an_anchor() -> None:
    schema = {"definitions": {"a": {"$id": "#num", "type": "number"}}, "items": {"$ref": "#num"}}
    assert errors(schema, [1, "x"], "7") == [("/1", "type", "/definitions/a/type")]


@pytest.mark.parametrize("draft", ["7", "2019-09", "2020-12"])
def test_dependencies_in_every_draft_names_the_keyword(draft: str, tmp_path: Path) -> None:
    schema = {"dependencies": {"a": ["b"], "c": {"required": ["d"]}}}
    assert errors(schema, {"a": 1, "b": 2, "x": 0}, draft) == []
    expected = [
        ("", "dependencies", "/dependencies/a"),
        ("", "required", "/dependencies/c/required"),
    ]
    assert errors(schema, {"a": 1, "c": 2}, draft) == expected
    assert js_errors(tmp_path, schema, {"a": 1, "c": 2}, draft) == expected


TREE = {
    "$schema": DRAFT_2019,
    "$id": "https://example.test/tree",
    "$recursiveAnchor": True,
    "type": "object",
    "properties": {"kids": {"type": "array", "items": {"$recursiveRef": "#"}}},
}
STRICT = {
    "$schema": DRAFT_2019,
    "$id": "https://example.test/strict",
    "$recursiveAnchor": True,
    "$ref": "tree",
    "unevaluatedProperties": False,
}


def test_recursive_ref_reaches_the_outermost_recursive_anchor_in_scope(tmp_path: Path) -> None:
    registry = {"https://example.test/tree": TREE}
    tree = compile_validator(TREE)
    strict = compile_validator(STRICT, registry=registry, base="https://example.test/strict")
    nested = {"kids": [{"kids": [], "extra": 1}]}
    assert tree.is_valid(nested)
    assert [(e.path, e.keyword) for e in strict.validate(nested)] == [
        ("/kids/0/extra", "unevaluatedProperties")
    ]
    plain = {**TREE, "$recursiveAnchor": False}  # no anchor at the target: an ordinary $ref
    assert compile_validator(plain).is_valid({"kids": [{"kids": "no"}]}) is False
    source = compile_module({"schema": STRICT}, lang="javascript", registry=registry)
    script = (
        "console.log(JSON.stringify(m.validateSchema(JSON.parse(input))"
        ".map((e) => [e.path, e.keyword])));"
    )
    assert run_module(tmp_path, source, script, json.dumps(nested)) == [
        ["/kids/0/extra", "unevaluatedProperties"]
    ]


def test_older_keywords_in_2020_12_and_unknown_dialects_are_refused_in_one_line() -> None:
    with pytest.raises(SchemaError) as caught:
        compile_validator({"$schema": "http://json-schema.org/draft-04/schema#"})
    assert str(caught.value).endswith(
        "/$schema: $schema names 'http://json-schema.org/draft-04/schema#', which is not"
        " draft 7, 2019-09 or 2020-12 (nor a metaschema built on 2019-09 or 2020-12)"
    )
    with pytest.raises(SchemaError, match=r"\$recursiveRef is a keyword of earlier drafts"):
        compile_validator({"$recursiveRef": "#"})
    with pytest.raises(SchemaError, match="definitions is a keyword of earlier drafts"):
        compile_validator({"definitions": {}})


def test_an_unknown_draft_argument_is_a_value_error() -> None:
    with pytest.raises(ValueError, match=r"unknown draft '4' \(known: 7, 2019-09, 2020-12\)"):
        compile_validator({}, draft="4")
    with pytest.raises(ValueError, match="unknown draft 'draft7'"):
        compile_module({"s": {}}, draft="draft7")


def test_each_draft_reads_only_its_own_dynamic_keywords() -> None:
    # 2019-09 has no $dynamicRef: the reference is ignored, as an unknown keyword
    dynamic = {
        "$id": "https://example.test/d",
        "$dynamicAnchor": "n",
        "items": {"$dynamicRef": "#n", "type": "string"},
    }
    assert errors(dynamic, [1], "2019-09") == [("/0", "type", "/items/type")]
    assert errors({**dynamic, "items": {"$dynamicRef": "#n"}}, [1], "2019-09") == []
    # $recursiveAnchor counts only at a resource's root; draft 7 has no $recursiveRef
    tree = {
        "$recursiveAnchor": True,
        "type": "object",
        "properties": {
            "a": {"$recursiveRef": "#"},
            "b": {"$recursiveAnchor": True, "type": "string"},
        },
    }
    assert compile_validator(tree, draft="2019-09").is_valid({"a": {"a": {}}})
    assert compile_validator({"$recursiveRef": "#", "type": "object"}, draft="7").is_valid({})


@pytest.mark.parametrize("lang", ["python", "javascript"])
def test_the_module_header_names_the_drafts_its_schemas_are_read_by(lang: str) -> None:
    def header(schemas: dict[str, Any], draft: str = "2020-12") -> str:
        registry = {"https://example.test/old": {"$schema": DRAFT_7, "type": "integer"}}
        source = compile_module(schemas, lang=lang, draft=draft, registry=registry)
        return source.splitlines()[0]

    assert "validators (draft 7), compiled" in header({"a": {"type": "string"}}, "7")
    assert "validators (draft 2019-09), compiled" in header({"a": {"$schema": DRAFT_2019}})
    assert "validators (draft 2020-12), compiled" in header({"a": {}})
    cross = {"$schema": DRAFT_2020, "$ref": "https://example.test/old"}
    assert "validators (drafts 7 and 2020-12), compiled" in header({"a": cross})
    three = {"a": cross, "b": {"$schema": DRAFT_2019}}
    assert "validators (drafts 7, 2019-09 and 2020-12), compiled" in header(three)
