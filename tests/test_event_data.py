"""Event data as every store keeps it (`encode_data`): JSON text, refused whole when JSON would
silently change it, here a key that is not a string at any depth (which `json.dumps` would turn
into a string)."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.store import StoreError, encode_data

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
