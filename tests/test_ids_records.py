"""Id allocation, record creation in the order of SPEC §5.3, due times and views."""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.generated.models import AfterScheduleRecord
from dsh_schedule.runtime.errors import ScheduleInputError
from dsh_schedule.runtime.ids import allocate_schedule_id
from dsh_schedule.runtime.records import (
    create_after_schedule_record,
    record_data,
    record_target_ms,
    schedule_view,
    view_data,
)

RECORD = AfterScheduleRecord(
    id="schedule-1",
    kind="after",
    prompt="check logs",
    afterSeconds=30,
    scheduledAt="1970-01-01T00:00:31.000Z",
)


@pytest.mark.parametrize(
    ("seen", "expected"),
    [
        ([], "schedule-1"),
        (["custom", "schedule-3"], "schedule-4"),
        (["one", "schedule-2"], "schedule-3"),
        (["a", "b"], "schedule-3"),
    ],
)
def test_allocation_examples(seen: list[str], expected: str) -> None:
    assert allocate_schedule_id(seen) == expected
    assert allocate_schedule_id(set(seen)) == expected
    assert allocate_schedule_id(dict.fromkeys(seen).keys()) == expected


def test_allocation_is_cheap_for_many_ids() -> None:
    seen = {f"schedule-{n}" for n in range(1, 100_001)}
    assert allocate_schedule_id(seen) == "schedule-100001"


def test_spec_example_record() -> None:
    record = create_after_schedule_record("schedule-1", "  check logs  ", 30, 1000)
    assert record == RECORD
    assert record_data(record) == {
        "id": "schedule-1",
        "kind": "after",
        "prompt": "check logs",
        "afterSeconds": 30,
        "scheduledAt": "1970-01-01T00:00:31.000Z",
    }
    assert list(record_data(record)) == ["id", "kind", "prompt", "afterSeconds", "scheduledAt"]


def test_integral_floats_are_stored_as_ints() -> None:
    record = create_after_schedule_record("schedule-1", "x", 30.0, 1000.0)
    assert type(record.afterSeconds) is int
    assert record.scheduledAt == "1970-01-01T00:00:31.000Z"


def _code(prompt: object, after_seconds: object, now_ms: object) -> str:
    with pytest.raises(ScheduleInputError) as caught:
        create_after_schedule_record("schedule-1", prompt, after_seconds, now_ms)
    assert caught.value.message
    assert str(caught.value) == caught.value.message
    return caught.value.code


@pytest.mark.parametrize("prompt", ["", "   ", "\u3000\ufeff\n", None, 42])
def test_invalid_prompt(prompt: object) -> None:
    assert _code(prompt, 30, 1000) == "invalid_prompt"


@pytest.mark.parametrize("after", [0, -1, 1.5, "30", True, None, 2**53, float("nan")])
def test_invalid_rule(after: object) -> None:
    assert _code("x", after, 1000) == "invalid_rule"


@pytest.mark.parametrize(
    ("after", "now"),
    [
        (30, None),
        (30, 1000.5),
        (30, "1000"),
        (30, True),
        (30, 2**53),
        (1, 253_402_300_799_000),
        (1, -62_135_596_802_000),
        (2**53 - 1, 0),
    ],
)
def test_time_out_of_range(after: object, now: object) -> None:
    assert _code("x", after, now) == "time_out_of_range"


def test_checks_run_in_spec_order() -> None:
    assert _code(" ", 0, None) == "invalid_prompt"
    assert _code("x", 0, None) == "invalid_rule"


def test_the_last_instant_is_reachable() -> None:
    record = create_after_schedule_record("schedule-1", "x", 1, 253_402_300_798_999)
    assert record.scheduledAt == "9999-12-31T23:59:59.999Z"


@pytest.mark.parametrize("bad_id", ["", " schedule-1", "schedule-1\ufeff", None, 1])
def test_an_invalid_id_is_a_programming_error(bad_id: Any) -> None:
    with pytest.raises(ValueError, match="schedule id"):
        create_after_schedule_record(bad_id, "x", 30, 1000)


def test_target_and_view_boundary() -> None:
    assert record_target_ms(RECORD) == 31_000
    assert schedule_view(RECORD, 30_999).state == "scheduled"
    view = schedule_view(RECORD, 31_000)
    assert view.state == "overdue"
    assert view_data(view) == {
        "id": "schedule-1",
        "kind": "after",
        "prompt": "check logs",
        "afterSeconds": 30,
        "scheduledAt": "1970-01-01T00:00:31.000Z",
        "state": "overdue",
        "deliveryMode": "session-local",
    }
    assert list(view_data(view))[-2:] == ["state", "deliveryMode"]
