"""Draft 7's `contentEncoding: base64` and `contentMediaType: application/json`, asserted.

Draft 7 lets a validator assert them, and its suite's `optional/content.json` expects it; 2019-09
and 2020-12 make them annotations. Expected verdicts come from RFC 4648 (base64, canonical form
§3.5) and RFC 8259 (JSON); every case runs through the compiled Python module and the compiled
ES module under node, which must report the same errors (path, keyword, message, schema path).
Hypothesis strings check the checkers against the standard library's own base64 and JSON.
"""

from __future__ import annotations

import base64
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler import DEFAULT_BASE, compile_module, compile_validator
from dsh_schedule.compiler.format_checks import CHECK_FUNCTIONS, source_for
from dsh_schedule.compiler.format_checks.content import (
    _fmt_content_base64,
    _fmt_content_base64_json,
    _fmt_content_json,
)
from dsh_schedule.generator.python_format import format_python
from tests.js_corpus import python_errors
from tests.test_compile_javascript import schema_errors_under_node

DRAFT_7 = "http://json-schema.org/draft-07/schema#"
DRAFT_2019 = "https://json-schema.org/draft/2019-09/schema"
DRAFT_2020 = "https://json-schema.org/draft/2020-12/schema"
EXAMPLES = int(os.environ.get("DSH_FUZZ_EXAMPLES", "8"))
KEYWORDS = {
    "encoded": {"contentEncoding": "base64"},
    "document": {"contentMediaType": "application/json"},
    "both": {"contentEncoding": "base64", "contentMediaType": "application/json"},
}
SCHEMA = {"$schema": DRAFT_7, "properties": KEYWORDS}
BASE = f"{DEFAULT_BASE}:schema"


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


@cache
def python_validate(schema_text: str, format_assertion: bool = False) -> Any:
    schema = json.loads(schema_text)
    return compile_validator(schema, base=BASE, format_assertion=format_assertion).validate


def errors_of(tmp_path: Path, schema: Any, instances: list[Any]) -> list[list[list[str]]]:
    """Each instance's errors, the same from the Python and the JavaScript module (asserted)."""
    source = compile_module({"schema": schema}, lang="javascript", bases={"schema": BASE})
    module = tmp_path / "content.mjs"
    module.write_text(source, encoding="utf-8")
    found = schema_errors_under_node(module, instances)
    validate = python_validate(json.dumps(schema))
    expected = [python_errors(validate, instance) for instance in instances]
    assert found == expected
    return expected


def error(name: str, keyword: str, message: str) -> list[str]:
    return [f"/{name}", keyword, message, f"{BASE}#/properties/{name}/{keyword}"]


BAD_BASE64 = error("encoded", "contentEncoding", "must be base64")
NOT_JSON = error("document", "contentMediaType", "must be a JSON document")


def test_canonical_base64_passes_and_everything_else_is_an_encoding_error(
    tmp_path: Path,
) -> None:
    good = ["", "QQ==", "QUI=", "QUJD", "QUJDRA==", "eyJmb28iOiAiYmFyIn0K", "+/+/", b64(b"\xff")]
    bad = [
        "eyJmb28iOi%iYmFyIn0K",  # % is no base64 character
        "QQ",  # the last quantum unpadded
        "QQ=",  # padded short
        "QQ===",  # padded long
        "Q===",  # one character cannot end a quantum
        "====",
        "QR==",  # pad bits not zero (RFC 4648 §3.5)
        "QUJ=",
        "QQ==QUJD",  # padding before the end
        "QU JD",  # no whitespace
        "QUJD\n",
        "QU-_",  # the URL-safe alphabet is another encoding (§5)
        "\uff31\uff35\uff2a\uff24",  # fullwidth letters
    ]
    found = errors_of(tmp_path, SCHEMA, [{"encoded": text} for text in good + bad])
    assert found == [[]] * len(good) + [[BAD_BASE64]] * len(bad)


def test_a_json_document_passes_and_any_other_text_is_a_media_type_error(
    tmp_path: Path,
) -> None:
    good = [
        '{"foo": "bar"}',
        ' [1, {"a": null}, true, false]\n',
        '"\\u00e9\\"\\\\\\/\\b\\f\\n\\r\\t"',
        "-0.5e+3",
        "1E400",  # a number too large for a double is still JSON
        '{"a": 1, "a": 2}',  # duplicate names are JSON (RFC 8259 §4)
        '"\ud800"',  # a lone surrogate in a string the instance holds
        "[" * 20000 + "]" * 20000,  # as deep as it likes: read without recursion
    ]
    bad = [
        "{:}",
        "",
        " ",
        "[1,]",
        '{"a": 1,}',
        '{"a"}',
        '{"a" 1}',
        "{1: 2}",
        "01",
        "1.",
        ".5",
        "+1",
        "NaN",
        "Infinity",
        "'a'",
        "tru",
        "1 2",
        '"\x01"',  # control characters are escaped in JSON strings
        '"\\x41"',
        '"\\u12g4"',
        '"' + "a" * 20000,  # unterminated
        "[" * 20000,
        "\ufeff{}",  # a byte-order mark is no JSON whitespace
    ]
    found = errors_of(tmp_path, SCHEMA, [{"document": text} for text in good + bad])
    assert found == [[]] * len(good) + [[NOT_JSON]] * len(bad)


def test_both_keywords_decode_then_parse_with_one_error_per_problem(tmp_path: Path) -> None:
    encoded_error = error("both", "contentEncoding", "must be base64")
    media_error = error("both", "contentMediaType", "must encode a JSON document")
    cases = [
        ("eyJmb28iOiAiYmFyIn0K", []),  # {"foo": "bar"}
        (b64('"é"'.encode()), []),
        ("ezp9Cg==", [media_error]),  # {:}
        ("", [media_error]),  # the empty document
        ("{}", [encoded_error]),  # JSON, but no base64: no document to read
        ("QQ", [encoded_error]),
        (b64(b"\xff"), [media_error]),  # not UTF-8
        (b64(b'"\xed\xa0\x80"'), [media_error]),  # an encoded surrogate is no UTF-8
        (b64(b'"\xc0\xaf"'), [media_error]),  # an overlong form neither
        (b64(b"\xef\xbb\xbf{}"), [media_error]),  # nor is a byte-order mark JSON
    ]
    found = errors_of(tmp_path, SCHEMA, [{"both": text} for text, _ in cases])
    assert found == [expected for _, expected in cases]


def test_non_strings_are_ignored_and_errors_carry_the_instance_path(tmp_path: Path) -> None:
    values = [100, 1.5, None, True, [], {}, ["%"], {"a": "%"}]
    instances = [{name: value for name in KEYWORDS} for value in values]
    assert errors_of(tmp_path, SCHEMA, instances) == [[]] * len(values)
    nested = {"$schema": DRAFT_7, "items": {"properties": {"encoded": KEYWORDS["encoded"]}}}
    found = errors_of(tmp_path, nested, [[{}, {"encoded": "%"}]])
    schema_path = f"{BASE}#/items/properties/encoded/contentEncoding"
    assert found == [[["/1/encoded", "contentEncoding", "must be base64", schema_path]]]


@pytest.mark.parametrize("dialect", [DRAFT_2019, DRAFT_2020])
def test_later_drafts_keep_both_keywords_as_annotations(dialect: str, tmp_path: Path) -> None:
    schema = {"$schema": dialect, "properties": KEYWORDS}
    instance = {name: "{%" for name in KEYWORDS}
    assert errors_of(tmp_path, schema, [instance]) == [[]]
    validate = python_validate(json.dumps(schema), format_assertion=True)
    assert validate(instance) == []  # format assertion does not make them assert either


def test_draft_7_asserts_them_whatever_the_format_assertion_option() -> None:
    instance = {"encoded": "%", "document": "{"}
    for assertion in (False, True):
        found = python_errors(python_validate(json.dumps(SCHEMA), assertion), instance)
        assert found == [BAD_BASE64, NOT_JSON]
    plain = {"properties": KEYWORDS}  # no $schema: the draft argument decides
    assert compile_validator(plain, draft="7").is_valid(instance) is False
    assert compile_validator(plain, draft="2020-12").is_valid(instance) is True


def test_unknown_encodings_and_media_types_stay_annotations(tmp_path: Path) -> None:
    schemas = [
        {"contentEncoding": "base32"},
        {"contentEncoding": "BASE64"},  # the suite spells it in lower case; no other spelling
        {"contentMediaType": "text/html"},
        {"contentMediaType": "application/json; charset=utf-8"},
        {"contentMediaType": "application/json", "contentEncoding": "quoted-printable"},
        {"contentEncoding": 64},
    ]
    schema = {"$schema": DRAFT_7, "properties": {f"p{i}": s for i, s in enumerate(schemas)}}
    instance = {f"p{i}": "{%" for i in range(len(schemas))}
    assert errors_of(tmp_path, schema, [instance]) == [[]]


def test_draft_7_ref_makes_the_content_keywords_beside_it_ignored() -> None:
    schema = {
        "$schema": DRAFT_7,
        "$ref": "#/definitions/any",
        "contentEncoding": "base64",
        "definitions": {"any": {}},
    }
    assert compile_validator(schema).validate("%") == []


def test_a_draft_7_resource_asserts_them_wherever_it_is_referenced_from() -> None:
    registry = {
        "http://example.com/seven": {"$schema": DRAFT_7, **KEYWORDS["encoded"]},
        "http://example.com/twelve": {"$schema": DRAFT_2020, **KEYWORDS["encoded"]},
    }
    newer = compile_validator({"$ref": "http://example.com/seven"}, registry=registry)
    assert [(e.path, e.keyword) for e in newer.validate("%")] == [("", "contentEncoding")]
    older = {"$schema": DRAFT_7, "$ref": "http://example.com/twelve"}
    assert compile_validator(older, registry=registry).validate("%") == []


def test_the_checkers_paste_in_standalone_as_black_lays_them_out() -> None:
    names = ["contentEncoding:base64", "contentMediaType:base64:application/json"]
    source = source_for(names)
    namespace: dict[str, Any] = {}
    exec(compile(source, "<content checks>", "exec"), namespace)
    check = namespace[CHECK_FUNCTIONS[names[1]]]
    assert check(b64(b"[1]")) and not check(b64(b"[1"))
    assert "_fmt_idna" not in source and "_fmt_date" not in source
    assert format_python(source) == source


# -- against the standard library, and Python against JavaScript, on Hypothesis strings ------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=12,
)
JSON_ALPHABET = st.sampled_from(list('{}[]",:0123456789-+.eEtrufalsn \\/\tu\x01é'))


@st.composite
def json_texts(draw: st.DrawFn) -> str:
    """JSON documents, laid out either way, often with one character changed or cut."""
    text = json.dumps(draw(JSON_VALUES), indent=draw(st.sampled_from([None, 1])))
    edit = draw(st.sampled_from(["none", "cut", "insert", "noise"]))
    at = draw(st.integers(0, len(text)))
    if edit == "cut":
        return text[:at] + text[at + 1 :]
    if edit == "insert":
        return text[:at] + draw(JSON_ALPHABET) + text[at:]
    if edit == "noise":
        return draw(st.text(JSON_ALPHABET, max_size=12))
    return text


@st.composite
def base64_texts(draw: st.DrawFn) -> str:
    """Base64 of bytes (often JSON's), often with one character changed or cut."""
    data = draw(st.binary(max_size=12) | json_texts().map(lambda text: text.encode()))
    text = b64(data)
    at = draw(st.integers(0, len(text)))
    edit = draw(st.sampled_from(["none", "cut", "replace"]))
    if edit == "cut":
        return text[:at] + text[at + 1 :]
    if edit == "replace":
        return text[:at] + draw(st.sampled_from(list("A/=%- Q"))) + text[at + 1 :]
    return text


def standard_base64(text: str) -> bytes | None:
    """The bytes of canonical base64 by the standard library: decodes and encodes back."""
    try:
        data = base64.b64decode(text, validate=True)
    except ValueError:
        return None
    return data if b64(data) == text else None


def standard_json(text: str) -> bool:
    def refuse(name: str) -> None:
        raise ValueError(name)

    try:
        json.loads(text, parse_constant=refuse)
    except ValueError:
        return False
    return True


@settings(max_examples=EXAMPLES * 25, deadline=None)
@given(json_texts(), base64_texts())
def test_the_checkers_agree_with_the_standard_library(document: str, encoded: str) -> None:
    assert _fmt_content_json(document) == standard_json(document)
    data = standard_base64(encoded)
    assert _fmt_content_base64(encoded) == (data is not None)
    if data is not None:
        try:
            decoded = data.decode("utf-8")
        except UnicodeDecodeError:
            assert not _fmt_content_base64_json(encoded)
        else:
            assert _fmt_content_base64_json(encoded) == standard_json(decoded)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.lists(st.tuples(json_texts(), base64_texts()), min_size=40, max_size=40))
def test_hypothesis_strings_get_the_same_errors_in_both_languages(
    tmp_path_factory: pytest.TempPathFactory, pairs: list[tuple[str, str]]
) -> None:
    instances = [
        {"encoded": encoded, "document": document, "both": encoded} for document, encoded in pairs
    ]
    errors_of(tmp_path_factory.mktemp("content"), SCHEMA, instances)
