"""Strict decode (SPEC §5.2): the first broken rule wins, and nothing else ever escapes."""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.generated.models import ScheduleCreate, ScheduleDelete, ScheduleDispatch
from dsh_schedule.generated.validators import validate_schedule_change
from dsh_schedule.runtime import decode as decode_module
from dsh_schedule.runtime.decode import change_data, decode_event, decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.instants import (
    MAX_INSTANT_MS,
    MIN_INSTANT_MS,
    format_instant,
    parse_instant,
)
from dsh_schedule.runtime.jstext import JS_WHITESPACE
from tests.support.changes import create, record
from tests.support.hostile import HostileKey, deep


def _message(data: object) -> str:
    with pytest.raises(ScheduleLogError) as caught:
        decode_schedule_change(data)
    assert caught.value.code == "corrupt_schedule_log"
    assert caught.value.seq is None
    return caught.value.message


def test_version_one_point_zero_is_version_one() -> None:
    """Decision: JSON has one number type, so 1.0 is the number 1 (as JSON.parse and the
    schema's `const: 1` read it); the decoded, canonical value holds the int 1."""
    change = decode_schedule_change({"version": 1.0, "operation": "delete", "id": "x"})
    assert change == ScheduleDelete(version=1, id="x")
    assert type(change_data(change)["version"]) is int
    assert _message({"version": True, "operation": "delete", "id": "x"}) == (
        "version must be exactly 1"
    )


def test_integral_float_delay_is_stored_as_int() -> None:
    change = decode_schedule_change(create(afterSeconds=30.0))
    assert isinstance(change, ScheduleCreate)
    assert type(change.schedule.afterSeconds) is int


@pytest.mark.parametrize(
    ("data", "rule"),
    [
        ([], "change must be a JSON object"),
        ({"operation": "bogus"}, "version must be exactly 1"),
        ({"version": 2, "operation": "bogus", "extra": 1}, "version must be exactly 1"),
        ({"version": 1, "operation": "bogus", "extra": 1}, "operation must be create, delete"),
        ({"version": 1, "id": "x"}, "operation must be create, delete"),
        (
            {"version": 1, "operation": "create", "schedule": [], "x": 1},
            "a create change has exactly the keys version, operation and schedule",
        ),
        (
            {"version": 1, "operation": "delete", "id": " x", "x": 1},
            "a delete change has exactly the keys version, operation and id",
        ),
        ({"version": 1, "operation": "dispatch"}, "a dispatch change has exactly the keys"),
        ({"version": 1, "operation": "create", "schedule": None}, "schedule must be an object"),
        (create(kind="every", extra=1), "schedule must be an object with exactly the keys"),
        (create(kind="every", prompt=" "), 'kind must be "after"'),
        (create(prompt=" x", afterSeconds=0), "prompt must be a non-empty string"),
        (create(prompt="", afterSeconds=0), "prompt must be a non-empty string"),
        (create(afterSeconds=0, id=""), "afterSeconds must be a positive safe integer"),
        (create(afterSeconds=2**53, id=""), "afterSeconds must be a positive safe integer"),
        (create(id=" x", scheduledAt="bad"), "id must be a non-empty string"),
        ({"version": 1, "operation": "delete", "id": ""}, "id must be a non-empty string"),
        (create(scheduledAt="1970-01-01T00:00:31Z"), "scheduledAt must be a canonical"),
        (create(scheduledAt="2026-02-30T00:00:00.000Z"), "on a real date"),
        (create(scheduledAt=31000), "scheduledAt must be a canonical"),
    ],
)
def test_first_broken_rule_names_the_error(data: object, rule: str) -> None:
    assert rule in _message(data)


def test_decoded_values_are_immutable_and_detached() -> None:
    data = create()
    change = decode_schedule_change(data)
    data["schedule"]["prompt"] = "changed"
    assert isinstance(change, ScheduleCreate)
    assert change.schedule.prompt == "check logs"
    with pytest.raises(AttributeError):
        change.schedule.prompt = "x"


def test_canonical_data_in_schema_order() -> None:
    shuffled = {"schedule": dict(reversed(record().items())), "operation": "create", "version": 1}
    data = change_data(decode_schedule_change(shuffled))
    assert list(data) == ["version", "operation", "schedule"]
    assert list(data["schedule"]) == ["id", "kind", "prompt", "afterSeconds", "scheduledAt"]
    assert change_data(ScheduleDispatch(version=1, id="x")) == {
        "version": 1,
        "operation": "dispatch",
        "id": "x",
    }
    assert list(change_data(ScheduleDelete(version=1, id="x"))) == ["version", "operation", "id"]


def test_decode_event_carries_the_seq() -> None:
    assert decode_event(Event("schedule/change", 4, 0, create())) == decode_schedule_change(
        create()
    )
    with pytest.raises(ScheduleLogError) as caught:
        decode_event(Event("schedule/change", 7, 0, {"version": 2}))
    assert (caught.value.seq, caught.value.message) == (7, "version must be exactly 1")
    assert str(caught.value) == "version must be exactly 1 (seq 7)"


@pytest.mark.parametrize(
    "data",
    [
        {HostileKey(): 1, "operation": "delete", "id": "x"},
        {"version": 1, "operation": "delete", "id": deep(100_000)},
        {"version": 1, "operation": "delete", "id": "x", "extra": deep(100_000)},
        deep(100_000),
        {1: 1, "operation": "delete", "id": "x"},
        {"version": 1, "operation": "delete", "id": ("x",)},
        {"version": 1, "operation": "delete", "id": object()},
        create(afterSeconds=float("nan")),
    ],
)
def test_hostile_or_foreign_data_is_only_a_log_error(data: object) -> None:
    _message(data)


def test_hostile_comparison_reads_as_unreadable() -> None:
    assert _message({HostileKey(): 1}) == "change is not readable JSON data"


@dataclass
class FakeError:
    path: str
    keyword: str


def test_the_generated_validator_has_the_last_word(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        decode_module, "validate_schedule_change", lambda data: [FakeError("", "oneOf")]
    )
    assert _message(create()) == "change breaks its schema at / (oneOf)"
    monkeypatch.setattr(
        decode_module,
        "validate_schedule_change",
        lambda data: [FakeError("/schedule/prompt", "pattern")],
    )
    assert _message(create()) == "change breaks its schema at /schedule/prompt (pattern)"
    delete = {"version": 1, "operation": "delete", "id": "x"}
    assert _message(delete) == "change breaks its schema at /schedule/prompt (pattern)"


# Generated data: valid changes, their mutations, and arbitrary JSON.

edge_chars = st.sampled_from(sorted(JS_WHITESPACE | {"\x85", "\x1c", "a", "-", "\n"}))
texts = st.text(st.one_of(edge_chars, st.characters()), max_size=8)
json_values = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), texts, st.just(1)
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(texts, inner, max_size=3)),
    max_leaves=8,
)
instants = st.integers(MIN_INSTANT_MS, MAX_INSTANT_MS).map(format_instant)
valid_records = st.fixed_dictionaries(
    {
        "id": texts,
        "kind": st.just("after"),
        "prompt": texts,
        "afterSeconds": st.one_of(
            st.integers(1, 2**53 - 1), st.integers(1, 2**40).map(float), st.integers()
        ),
        "scheduledAt": st.one_of(
            instants, st.just("2026-02-30T00:00:00.000Z"), st.just("2026-02-28T00:00:00.000Z")
        ),
    }
)
candidates = st.one_of(
    st.builds(lambda r: {"version": 1, "operation": "create", "schedule": r}, valid_records),
    st.builds(
        lambda op, i: {"version": 1, "operation": op, "id": i},
        st.sampled_from(["delete", "dispatch"]),
        texts,
    ),
)
keys = st.sampled_from(
    ["version", "operation", "schedule", "id", "kind", "prompt", "afterSeconds", "scheduledAt", "x"]
)


@st.composite
def mutated(draw: st.DrawFn) -> object:
    data: Any = copy.deepcopy(draw(candidates))
    for _ in range(draw(st.integers(0, 2))):
        target = data["schedule"] if "schedule" in data and draw(st.booleans()) else data
        if not isinstance(target, dict):
            break
        key = draw(keys)
        if draw(st.booleans()):
            target.pop(key, None)
        else:
            target[key] = draw(json_values)
    return data


@given(st.one_of(mutated(), json_values))
def test_decode_agrees_with_the_generated_validator(data: Any) -> None:
    try:
        change = decode_schedule_change(data)
    except ScheduleLogError as error:
        assert error.message
        if not validate_schedule_change(data):
            assert "real date" in error.message  # the one rule the schema cannot say
        return
    assert validate_schedule_change(data) == []
    # The same JSON value, with ints where the input had 30.0. (Python's json, not msgspec's:
    # a JSON string may hold a lone surrogate, which msgspec refuses to encode as UTF-8.)
    canonical = json.loads(json.dumps(change_data(change)))
    assert canonical == data


def test_the_calendar_check_agrees_with_parse_instant_on_every_month_end() -> None:
    """Decode checks only the month's length once the pattern matched; parse_instant is the
    full rule. They must agree on every day that can end a month, in leap and common years."""
    for year in (1, 4, 100, 400, 1900, 1970, 2000, 2023, 2024, 9996, 9999):
        for month in range(1, 13):
            for day in range(27, 32):
                instant = f"{year:04d}-{month:02d}-{day:02d}T23:59:59.999Z"
                try:
                    parse_instant(instant)
                    real = True
                except ValueError:
                    real = False
                data = {
                    "version": 1,
                    "operation": "create",
                    "schedule": record(scheduledAt=instant),
                }
                try:
                    decode_schedule_change(data)
                    decoded = True
                except ScheduleLogError:
                    decoded = False
                assert decoded == real, instant


def test_a_lone_surrogate_id_decodes_and_keeps_its_canonical_value() -> None:
    data = {"version": 1, "operation": "delete", "id": "\ud800"}
    change = decode_schedule_change(data)
    assert change_data(change) == data
    assert json.loads(json.dumps(change_data(change))) == data
