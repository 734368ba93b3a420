"""JavaScript's trim set and safe integers (SPEC §5.2), which Python's built-ins get wrong."""

from __future__ import annotations

import enum
import math
import re

from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.runtime.jstext import (
    JS_WHITESPACE,
    MAX_SAFE_INTEGER,
    as_safe_integer,
    is_js_trimmed,
    js_trim,
)

SPEC_SET = {chr(c) for c in [*range(0x09, 0x0E), 0x20, 0xA0, 0x1680, *range(0x2000, 0x200B)]} | {
    "\u2028",
    "\u2029",
    "\u202f",
    "\u205f",
    "\u3000",
    "\ufeff",
}
CLASS = "[" + "".join(sorted(SPEC_SET)).replace("\\", "\\\\") + "]"
REFERENCE_TRIM = re.compile(f"^{CLASS}+|{CLASS}+$")

some_text = st.text(
    st.one_of(
        st.sampled_from(sorted(SPEC_SET | {"\x85", "\x1c", "\u200b", "\u180e"})), st.characters()
    )
)


def test_the_whitespace_set_is_exactly_the_spec_set() -> None:
    assert JS_WHITESPACE == SPEC_SET
    assert len(JS_WHITESPACE) == 25


def test_trim_differs_from_str_strip_where_javascript_does() -> None:
    assert js_trim("\x85ping\x1c") == "\x85ping\x1c"  # str.strip() removes both
    assert "\x85ping\x1c".strip() == "ping"
    assert js_trim("\ufeff\u3000\u00a0 ping \u2028\u2029\u202f") == "ping"
    assert js_trim("\u200bping\u180e") == "\u200bping\u180e"
    assert js_trim("  a \n b  ") == "a \n b"
    assert js_trim("\t\n\v\f\r ") == ""


def test_is_js_trimmed() -> None:
    assert is_js_trimmed("")
    assert is_js_trimmed("x")
    assert is_js_trimmed("a b")
    assert not is_js_trimmed(" x")
    assert not is_js_trimmed("x\ufeff")
    assert is_js_trimmed("\x85x\x85")


@given(some_text)
def test_trim_matches_a_regular_expression_reference(text: str) -> None:
    assert js_trim(text) == REFERENCE_TRIM.sub("", text)
    assert is_js_trimmed(text) == (js_trim(text) == text)


class Count(enum.IntEnum):
    THREE = 3


def test_safe_integer_examples() -> None:
    assert as_safe_integer(0) == 0
    assert as_safe_integer(-1) == -1
    assert as_safe_integer(MAX_SAFE_INTEGER) == 2**53 - 1
    assert as_safe_integer(-MAX_SAFE_INTEGER) == -(2**53 - 1)
    assert as_safe_integer(2**53) is None
    assert as_safe_integer(-(2**53)) is None
    stored = as_safe_integer(30.0)
    assert stored == 30 and type(stored) is int
    assert as_safe_integer(-0.0) == 0
    assert type(as_safe_integer(Count.THREE)) is int
    for rejected in (True, False, 1.5, 2.0**53, math.nan, math.inf, -math.inf, "1", None, [1]):
        assert as_safe_integer(rejected) is None, rejected


@given(st.integers())
def test_safe_integer_for_any_int(number: int) -> None:
    expected = number if abs(number) <= MAX_SAFE_INTEGER else None
    assert as_safe_integer(number) == expected


@given(st.floats())
def test_safe_integer_for_any_float(number: float) -> None:
    result = as_safe_integer(number)
    if number.is_integer() and abs(number) <= MAX_SAFE_INTEGER:
        assert result == number and type(result) is int
    else:
        assert result is None
