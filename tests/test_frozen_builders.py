"""The wake-up builder of the commit path against the dataclass's own constructor."""

from __future__ import annotations

import dataclasses
import pickle
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.store import WakeUp, new_wake_up


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


@given(st.none() | st.integers())
def test_new_wake_up_is_a_wake_up(at: int | None) -> None:
    same(new_wake_up(at), WakeUp(at))


@pytest.mark.parametrize(
    ("build", "fields"),
    [(new_wake_up, 1)],
)
def test_each_builder_takes_exactly_its_records_fields(
    build: Callable[..., object], fields: int
) -> None:
    with pytest.raises(TypeError):
        build(*[None] * (fields + 1))
