"""Event data as every store keeps it (`encode_data`): JSON text, refused whole when JSON would
silently change it, here a key that is not a string at any depth (which `json.dumps` would turn
into a string)."""

from __future__ import annotations

import json
import re
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import encode_data
from dsh_schedule.host.stores.encoding import fast_json, plain_json

KEYS = st.text(max_size=3) | st.integers(-2, 2) | st.booleans() | st.none() | st.just(1.5)
SCALARS = st.none() | st.booleans() | st.integers() | st.text(max_size=5)
DATA = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.lists(inner, max_size=3).map(tuple)
        | st.dictionaries(KEYS, inner, max_size=3)
    ),
    max_leaves=12,
)


def _bad_keys(value: object) -> list[object]:
    """Every key that is not a string, depth first, in order."""
    if isinstance(value, dict):
        found: list[object] = []
        for key, item in value.items():
            found += ([] if isinstance(key, str) else [key]) + _bad_keys(item)
        return found
    if isinstance(value, list | tuple):
        return [key for item in value for key in _bad_keys(item)]
    return []


@given(DATA)
def test_data_is_refused_exactly_when_a_key_at_any_depth_is_not_a_string(data: object) -> None:
    bad = _bad_keys(data)
    try:
        text = encode_data("s", data)
    except StoreError as refusal:
        assert bad, refusal
        assert str(refusal) == (
            "session s: event data is not JSON: object keys must be strings, not "
            f"{type(bad[0]).__name__}"
        )
    else:
        assert not bad
        assert json.loads(text) == json.loads(json.dumps(data))


# JSON's own values, with what msgspec writes differently from `json.dumps` or refuses: floats
# (exponents), surrogates (not UTF-8), integers past 64 bits, escapes and non-ASCII text.
TEXT = st.text(
    alphabet=st.characters() | st.sampled_from('\ud800\udfff"\\\x00\x1f\x7f\u2028é𝄞'),
    max_size=6,
)
FLOATS = st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from(
    [1e16, 1e-7, -0.0, 1e22]
)
NATIVE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(2**63 - 2, 2**65) | FLOATS | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=12,
)
SURROGATE = re.compile("[\ud800-\udfff]")


def _reference(data: object) -> str:
    """What every store has written since issue 8: `json.dumps`, compact, not ASCII-only,
    then each surrogate as its `\\udxxx` escape."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return SURROGATE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


@given(NATIVE)
def test_json_native_data_is_stored_byte_for_byte_as_json_dumps_writes_it(data: object) -> None:
    assert encode_data("s", data) == _reference(data)


@given(NATIVE | DATA)
def test_the_fast_path_writes_the_plain_encoders_text_or_leaves_the_data_to_it(
    data: object,
) -> None:
    fast = fast_json(data)
    if fast is not None:
        assert fast == plain_json("s", data)


@pytest.mark.parametrize(
    "data", [{"a": [1, "x", None, True]}, "text", 7, [{"in": []}], {"k": "é𝄞"}]
)
def test_the_fast_path_takes_the_data_events_carry(data: object) -> None:
    assert fast_json(data) == _reference(data)


@pytest.mark.parametrize("data", [1.5, {"a": 1e16}, "\ud800", {"n": [1.0]}, (1, 2), {1: "x"}])
def test_the_fast_path_leaves_what_it_cannot_write_alike_to_the_plain_encoder(
    data: object,
) -> None:
    assert fast_json(data) is None


def _nested(depth: int) -> object:
    data: object = {"leaf": [1, "x"]}
    for level in range(depth):
        data = [data] if level % 2 else {"in": data}
    return data


@pytest.mark.parametrize("depth", [0, 1, 31, 32, 33, 200])
def test_nested_data_is_stored_byte_for_byte_at_any_depth(depth: int) -> None:
    assert encode_data("s", _nested(depth)) == _reference(_nested(depth))


def test_data_too_deep_for_json_dumps_is_refused_as_before() -> None:
    deep = _nested(sys.getrecursionlimit() + 10)
    with pytest.raises(StoreError, match=r"^session s: event data is not JSON: maximum recursion"):
        encode_data("s", deep)


def test_circular_data_is_refused_as_before() -> None:
    loop: dict[str, object] = {"a": 1}
    loop["self"] = [loop]
    with pytest.raises(StoreError) as refusal:
        encode_data("s", loop)
    assert str(refusal.value) == "session s: event data is not JSON: Circular reference detected"


def test_an_integer_of_too_many_digits_is_refused_as_before() -> None:
    with pytest.raises(StoreError) as refusal:
        encode_data("s", {"n": [10**4300]})
    assert str(refusal.value).startswith(
        "session s: event data is not JSON: Exceeds the limit (4300 digits) for integer string"
    )


@pytest.mark.parametrize(
    "data",
    [
        {"n": float("nan")},
        [float("inf")],
        {"b": b"x"},
        {"t": (1, {2: 3})},
        {"s": {1}},
    ],
)
def test_what_json_cannot_hold_is_refused_as_before(data: object) -> None:
    with pytest.raises(StoreError, match=r"^session s: event data is not JSON: "):
        encode_data("s", data)


class _Text(str):
    pass


class _Number(int):
    pass


@pytest.mark.parametrize(
    "data",
    [
        {"k": _Text("v")},
        {_Text("k"): 1},
        [_Number(5)],
        {"t": ("a", 1)},
        [True, None, 1.5],
    ],
)
def test_subclasses_and_tuples_are_stored_as_json_dumps_writes_them(data: object) -> None:
    assert encode_data("s", data) == _reference(data)


def _depth() -> int:
    frame, depth = sys._getframe(), 0
    while frame is not None:
        frame, depth = frame.f_back, depth + 1  # type: ignore[assignment]
    return depth


def _encoded_with_room(room: int, data: object) -> str | StoreError:
    """`encode_data` with room for only about `room` more calls on the stack."""
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(_depth() + room)
    try:
        return encode_data("s", data)
    except StoreError as refusal:
        return refusal
    finally:
        sys.setrecursionlimit(limit)


def test_data_met_with_the_call_stack_nearly_full_is_refused_as_before() -> None:
    """Twenty levels of nesting with room for about ten more calls: the check for msgspec's
    types runs out of stack, and `json.dumps` refuses the data as it always did."""
    outcome = _encoded_with_room(10, _nested(20))
    assert isinstance(outcome, StoreError)
    assert str(outcome).startswith(
        "session s: event data is not JSON: maximum recursion depth exceeded"
    )
