"""The hot path's builders of frozen records against the dataclasses' own constructors."""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.host import Delivery, new_delivery
from dsh_schedule.runtime.events import Event, new_event
from dsh_schedule.runtime.host_contract import Followup, new_followup

texts = st.text(max_size=8)
data = st.recursive(
    st.none() | st.integers() | texts,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(texts, inner, max_size=3),
    max_leaves=6,
)
followups = st.builds(Followup, texts, texts)


def same(fast: Any, slow: Any) -> None:
    """`fast` is what the class's constructor built as `slow`, in every public respect."""
    assert type(fast) is type(slow)
    assert fast == slow
    assert (fast != slow) is False
    assert repr(fast) == repr(slow)
    assert dataclasses.asdict(fast) == dataclasses.asdict(slow)
    try:
        expected: object = hash(slow)
    except TypeError:
        expected = TypeError
    if expected is TypeError:
        with pytest.raises(TypeError):
            hash(fast)
    else:
        assert hash(fast) == expected
    assert pickle.loads(pickle.dumps(fast)) == slow
    for field in dataclasses.fields(slow):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(fast, field.name, None)
    if hasattr(slow, "__dict__"):
        assert vars(fast) == vars(slow)
    else:
        assert not hasattr(fast, "__dict__")


@given(texts, st.integers(0, 2**40), st.integers(), data)
def test_new_event_is_an_event(kind: str, seq: int, time: int, value: Any) -> None:
    same(new_event(kind, seq, time, value), Event(kind, seq, time, value))


@given(texts, texts)
def test_new_followup_is_a_followup(text: str, source: str) -> None:
    same(new_followup(text, source), Followup(text, source))


@given(texts, followups)
def test_new_delivery_is_a_delivery(agent: str, message: Followup) -> None:
    same(new_delivery(agent, message), Delivery(agent, message))


@pytest.mark.parametrize(
    ("build", "fields"),
    [(new_event, 4), (new_followup, 2), (new_delivery, 2)],
)
def test_each_builder_takes_exactly_its_records_fields(
    build: Callable[..., object], fields: int
) -> None:
    with pytest.raises(TypeError):
        build(*[None] * (fields + 1))
