"""The generated msgspec models: typed access that refuses unknown fields and wrong tags."""

from __future__ import annotations

import msgspec
import pytest

from dsh_schedule.generated import models
from tests.support.changes import record

RECORD = record(prompt="p", afterSeconds=3, scheduledAt="1970-01-01T00:00:03.000Z")


def test_change_union_is_tagged_on_operation() -> None:
    change = msgspec.convert(
        {"version": 1, "operation": "create", "schedule": RECORD}, models.ScheduleChange
    )
    assert isinstance(change, models.ScheduleCreate)
    assert change.schedule.afterSeconds == 3
    dispatch = msgspec.convert(
        {"version": 1, "operation": "dispatch", "id": "a"}, models.ScheduleChange
    )
    assert isinstance(dispatch, models.ScheduleDispatch)


@pytest.mark.parametrize(
    "data",
    [
        {"version": 1, "operation": "delete", "id": "a", "extra": 1},
        {"version": 1, "operation": "create", "schedule": {**RECORD, "extra": 1}},
        {"version": 1, "operation": "pause", "id": "a"},
        {"version": 2, "operation": "delete", "id": "a"},
        {"version": 1, "id": "a"},
    ],
)
def test_extra_keys_and_wrong_tags_are_rejected(data: dict[str, object]) -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(data, models.ScheduleChange)


def test_error_union_is_tagged_on_code() -> None:
    value = msgspec.convert(
        {"code": "persistence_uncertain", "message": "m", "operation": "list"}, models.ScheduleError
    )
    assert isinstance(value, models.PersistenceUncertain)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"code": "schedule_not_found", "message": "m"}, models.ScheduleError)


def test_models_are_frozen() -> None:
    record = msgspec.convert(RECORD, models.AfterScheduleRecord)
    with pytest.raises(AttributeError):
        record.prompt = "changed"
