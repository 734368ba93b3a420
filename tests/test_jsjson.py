"""The shared JSON encoder writes exactly what JavaScript's JSON.stringify writes."""

from __future__ import annotations

import collections
import enum
import json
import math
from typing import Any, NamedTuple

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.runtime.jsjson import js_json_string, js_number, render_json


def test_string_escapes_like_javascript() -> None:
    assert js_json_string('a"b\\c') == '"a\\"b\\\\c"'
    assert js_json_string("\b\f\n\r\t") == '"\\b\\f\\n\\r\\t"'
    assert js_json_string("\x00\x01\x0b\x1f") == '"\\u0000\\u0001\\u000b\\u001f"'
    assert js_json_string("\x7f\u2028\u2029") == '"\x7f\u2028\u2029"'
    assert js_json_string("café ☕ 😀") == '"café ☕ 😀"'
    assert js_json_string("/") == '"/"'


def test_lone_surrogates_are_escaped_in_lowercase() -> None:
    assert js_json_string("x\ud800y\udfffz\udbff") == '"x\\ud800y\\udfffz\\udbff"'
    assert js_json_string("\udc00\ud800") == '"\\udc00\\ud800"'


def test_a_surrogate_pair_is_the_character_javascript_reads() -> None:
    # Two surrogate code points in a Python str are one UTF-16 character to JavaScript.
    assert js_json_string("smile \ud83d\ude00") == '"smile 😀"'


@pytest.mark.parametrize(
    ("number", "text"),
    [
        (1.0, "1"),
        (-0.0, "0"),
        (0.0, "0"),
        (100.0, "100"),
        (-1.5, "-1.5"),
        (0.1, "0.1"),
        (123.456, "123.456"),
        (1e20, "100000000000000000000"),
        (1e21, "1e+21"),
        (2.5e25, "2.5e+25"),
        (1e-6, "0.000001"),
        (1.5e-6, "0.0000015"),
        (1e-7, "1e-7"),
        (1.5e-7, "1.5e-7"),
        (5e-324, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
        (12345000000000.0, "12345000000000"),
        (9007199254740993.0, "9007199254740992"),
        (2.0**60, "1152921504606847000"),
    ],
)
def test_numbers_like_number_to_string(number: float, text: str) -> None:
    assert js_number(number) == text
    assert render_json(number) == text


@pytest.mark.parametrize("number", [math.nan, math.inf, -math.inf])
def test_non_finite_numbers_are_refused(number: float) -> None:
    with pytest.raises(ValueError, match="no representation"):
        render_json([number])


class Level(enum.IntEnum):
    HIGH = 2


class Name(enum.StrEnum):
    A = "a"


class Pair(NamedTuple):
    number: int
    text: str


def test_values_compact_in_insertion_order() -> None:
    value: dict[str, Any] = {
        "b": [1, True, False, None],
        "a": {"x": "y"},
        "c": (),
        "d": {},
        "e": [[]],
    }
    assert render_json(value) == '{"b":[1,true,false,null],"a":{"x":"y"},"c":[],"d":{},"e":[[]]}'
    assert render_json(2**64) == "18446744073709551616"


def test_subclasses_render_as_their_base_value() -> None:
    ordered = collections.OrderedDict([("k", Level.HIGH)])
    assert render_json(ordered) == '{"k":2}'
    assert render_json([Name.A]) == '["a"]'
    assert render_json(Pair(1, "x")) == '[1,"x"]'


@pytest.mark.parametrize("value", [{1: "x"}, {None: 1}, {"ok": {2.0: 1}}])
def test_object_keys_must_be_strings(value: Any) -> None:
    with pytest.raises(TypeError, match="keys are strings"):
        render_json(value)


@pytest.mark.parametrize("value", [{1, 2}, b"x", object(), {"a": 1j}])
def test_other_types_are_refused(value: Any) -> None:
    with pytest.raises(TypeError, match="not a JSON value"):
        render_json(value)


json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.text())
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(st.lists(inner), st.dictionaries(st.text(), inner)),
    max_leaves=30,
)


@given(json_values)
def test_matches_python_json_where_the_two_coincide(value: Any) -> None:
    # Without floats and surrogates, Python's compact non-ASCII json is JSON.stringify's text.
    assert render_json(value) == json.dumps(value, ensure_ascii=False, separators=(",", ":"))


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_finite_floats_round_trip(number: float) -> None:
    text = js_number(number)
    assert float(text) == number
    if number.is_integer() and abs(number) < 1e21:
        assert text.lstrip("-").isdigit()


surrogate_text = st.lists(
    st.one_of(st.characters(), st.integers(0xD800, 0xDFFF).map(chr)), max_size=20
).map("".join)


def _as_javascript_reads(text: str) -> str:
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


@given(surrogate_text)
def test_any_string_encodes_to_valid_utf8_json_that_decodes_back(text: str) -> None:
    encoded = js_json_string(text)
    encoded.encode("utf-8")  # no surrogate survives unescaped
    assert json.loads(encoded) == _as_javascript_reads(text)
