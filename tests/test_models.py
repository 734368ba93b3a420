"""The generated msgspec models: typed access that refuses unknown fields and wrong tags."""

from __future__ import annotations

import json
from typing import Any, get_args

import msgspec
import pytest

from dsh_schedule.generated import models
from dsh_schedule.generated.struct_base import StrictStruct
from dsh_schedule.runtime.outcomes import MESSAGES, MESSAGES_V2
from tests.support.paths import ROOT

RECORD = {
    "id": "schedule-1",
    "kind": "after",
    "prompt": "p",
    "afterSeconds": 3,
    "scheduledAt": "1970-01-01T00:00:03.000Z",
}


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


def _schema(name: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((ROOT / "schemas" / name).read_text(encoding="utf-8"))
    return document


def test_the_closed_error_codes_are_a_literal_of_the_error_schemas_codes() -> None:
    definitions = _schema("schedule-error.json")["$defs"]
    codes = [
        definitions[ref["$ref"].split("/")[-1]]["properties"]["code"]["const"]
        for ref in (_schema("schedule-error.json")["oneOf"])
    ]
    assert list(get_args(models.ScheduleErrorCode)) == codes
    # Every code of each protocol has its fixed message, in that protocol's order.
    assert list(MESSAGES) == codes
    assert list(MESSAGES_V2) == list(get_args(models.ScheduleErrorV2Code))
    assert set(codes) < set(MESSAGES_V2)


def test_the_change_operations_are_a_literal_too() -> None:
    assert get_args(models.ScheduleChangeOperation) == ("create", "delete", "dispatch")


def test_property_names_follow_the_schemas_order_tags_included() -> None:
    change = _schema("schedule-change.json")["$defs"]
    assert models.PROPERTY_NAMES[models.ScheduleCreate] == tuple(
        change["ScheduleCreate"]["properties"]
    )
    record = _schema("after-schedule-record.json")
    assert models.PROPERTY_NAMES[models.AfterScheduleRecord] == tuple(record["properties"])
    structs = {
        value
        for value in vars(models).values()
        if isinstance(value, type) and issubclass(value, StrictStruct) and value is not StrictStruct
    }
    assert set(models.PROPERTY_NAMES) == structs
