"""Decoding version 2 changes (docs/protocol-v2.md, Events and Replay rules): version dispatch
by protocol, the upcast of version 1, and each rule a version 2 change can break."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.generated.models import ScheduleCreateV2, ScheduleDispatchV2
from dsh_schedule.runtime.decode import change_data, decode_event, decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import Event
from tests.support.changes import create, delete, dispatch, record
from tests.support.changes_v2 import (
    at_record,
    calendar_record,
    create_v2,
    delete_v2,
    dispatch_v2,
    every_record,
)
from tests.support.hostile import HostileKey, HostileText, deep

DISPATCH_KEYS = (
    "a dispatch change has exactly the keys version, operation and id, and occurrenceAt for a "
    "recurring reminder"
)


def rule(data: object, protocol: int = 2) -> str:
    with pytest.raises(ScheduleLogError) as caught:
        decode_schedule_change(data, protocol)
    return caught.value.message


@pytest.mark.parametrize(
    "data",
    [
        create_v2(record()),
        create_v2(at_record()),
        create_v2(every_record()),
        create_v2(calendar_record()),
        create_v2(calendar_record(days=["sun"], timeZone="Australia/Lord_Howe")),
        delete_v2("schedule-1"),
        dispatch_v2("schedule-1"),
        dispatch_v2("schedule-1", "2026-12-02T07:30:00.000Z"),
    ],
)
def test_version_2_changes_round_trip(data: dict[str, Any]) -> None:
    assert change_data(decode_schedule_change(data, 2)) == data


def test_version_1_is_read_as_version_2_by_protocol_2() -> None:
    assert change_data(decode_schedule_change(create(), 2)) == create_v2(record())
    assert change_data(decode_schedule_change(delete("x"), 2)) == delete_v2("x")
    upcast = decode_schedule_change(dispatch("x"), 2)
    assert isinstance(upcast, ScheduleDispatchV2)
    assert change_data(upcast) == dispatch_v2("x")
    assert isinstance(decode_schedule_change({**create(), "version": 1.0}, 2), ScheduleCreateV2)
    # Version 1's own rules still hold for a version 1 change read by protocol 2.
    assert rule(create(kind="at")) == 'kind must be "after"'
    assert rule({**dispatch("x"), "occurrenceAt": "2026-12-02T07:30:00.000Z"}) == (
        "a dispatch change has exactly the keys version, operation and id"
    )


def test_protocol_1_stays_strict() -> None:
    assert rule(create_v2(record()), 1) == "version must be exactly 1"
    assert rule(dispatch_v2("x"), 1) == "version must be exactly 1"
    assert change_data(decode_schedule_change(create(), 1)) == create()
    with pytest.raises(ValueError):
        decode_schedule_change(create(), 3)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "change must be a JSON object"),
        ({**create_v2(record()), "version": 3}, "version must be 1 or 2"),
        ({**create_v2(record()), "version": "2"}, "version must be 1 or 2"),
        ({**create_v2(record()), "version": True}, "version must be 1 or 2"),
        (
            {**create_v2(record()), "operation": "update"},
            "operation must be create, delete or dispatch",
        ),
        (
            {**delete_v2("x"), "occurrenceAt": "2026-12-02T07:30:00.000Z"},
            "a delete change has exactly the keys version, operation and id",
        ),
        (
            {**create_v2(record()), "id": "x"},
            "a create change has exactly the keys version, operation and schedule",
        ),
        (
            {"version": 2, "operation": "dispatch"},
            DISPATCH_KEYS,
        ),
        (
            {**dispatch_v2("x"), "extra": 1},
            DISPATCH_KEYS,
        ),
        (dispatch_v2(" x"), "id must be a non-empty string equal to its JS trim"),
        (
            dispatch_v2("x", "2026-12-02T07:30:00Z"),
            "occurrenceAt must be a canonical YYYY-MM-DDTHH:MM:SS.mmmZ on a real date",
        ),
        (
            dispatch_v2("x", "2026-02-30T07:30:00.000Z"),
            "occurrenceAt must be a canonical YYYY-MM-DDTHH:MM:SS.mmmZ on a real date",
        ),
        (
            create_v2(record(kind="cron")),
            "schedule must be an object whose kind is after, at, every or calendar",
        ),
        (
            {**create_v2(record()), "schedule": "x"},
            "schedule must be an object whose kind is after, at, every or calendar",
        ),
        (
            create_v2({**at_record(), "afterSeconds": 3}),
            "a schedule of kind at has exactly the keys id, kind, prompt and scheduledAt",
        ),
        (
            create_v2(every_record(everySeconds=299)),
            "everySeconds must be a safe integer of at least 300",
        ),
        (
            create_v2(every_record(everySeconds=300.5)),
            "everySeconds must be a safe integer of at least 300",
        ),
        (
            create_v2(every_record(prompt=" x")),
            "prompt must be a non-empty string equal to its JS trim",
        ),
        (create_v2(calendar_record(time="8:30")), "time must be HH:MM from 00:00 to 23:59"),
        (create_v2(calendar_record(time="24:00")), "time must be HH:MM from 00:00 to 23:59"),
        (create_v2(calendar_record(time="0\u0668:30")), "time must be HH:MM from 00:00 to 23:59"),
        (
            create_v2(calendar_record(days=[])),
            "days must be distinct weekday names (mon..sun) in week order",
        ),
        (
            create_v2(calendar_record(days=["tue", "mon"])),
            "days must be distinct weekday names (mon..sun) in week order",
        ),
        (
            create_v2(calendar_record(days=["mon", "mon"])),
            "days must be distinct weekday names (mon..sun) in week order",
        ),
        (
            create_v2(calendar_record(days=["xyz"])),
            "days must be distinct weekday names (mon..sun) in week order",
        ),
        (
            create_v2(calendar_record(timeZone="Mars/Olympus")),
            "timeZone must name an IANA time zone of tzdata",
        ),
        (
            create_v2(calendar_record(timeZone="localtime")),
            "timeZone must name an IANA time zone of tzdata",
        ),
        (create_v2(at_record(id="")), "id must be a non-empty string equal to its JS trim"),
        (
            create_v2(at_record(scheduledAt="2026-12-02T08:00:00.000+01:00")),
            "scheduledAt must be a canonical YYYY-MM-DDTHH:MM:SS.mmmZ on a real date",
        ),
        (create_v2(record(afterSeconds=0)), "afterSeconds must be a positive safe integer"),
    ],
)
def test_each_rule(data: object, message: str) -> None:
    assert rule(data) == message


def test_the_decoded_record_has_canonical_ints_and_is_detached() -> None:
    data = create_v2(every_record(everySeconds=600.0))
    change = decode_schedule_change(data, 2)
    assert isinstance(change, ScheduleCreateV2)
    assert type(change.schedule.everySeconds) is int  # type: ignore[union-attr]
    days = calendar_record()["days"]
    decoded = decode_schedule_change(create_v2(calendar_record(days=days)), 2)
    days.append("sat")
    assert decoded.schedule.days == ["mon", "tue", "wed", "thu", "fri"]  # type: ignore[union-attr]


def test_event_errors_carry_the_seq() -> None:
    with pytest.raises(ScheduleLogError) as caught:
        decode_event(Event("schedule/change", 7, 0, dispatch_v2("x", "bad")), 2)
    assert caught.value.seq == 7


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda inner: (
            st.lists(inner, max_size=3)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "version",
                        "operation",
                        "id",
                        "schedule",
                        "occurrenceAt",
                        "kind",
                        "prompt",
                        "time",
                        "days",
                        "timeZone",
                        "scheduledAt",
                        "everySeconds",
                    ]
                ),
                inner,
                max_size=6,
            )
        ),
        max_leaves=12,
    )
)
def test_any_data_decodes_or_fails_only_with_a_log_error(data: object) -> None:
    for protocol in (1, 2):
        with contextlib.suppress(ScheduleLogError):
            decode_schedule_change(data, protocol)


@pytest.mark.parametrize(
    "data",
    [
        {HostileKey("version"): 2, "operation": "delete", "id": "x"},
        {"version": 2, "operation": HostileText("delete"), "id": "x"},
        {"version": 2, "operation": "create", "schedule": {HostileKey("kind"): "at"}},
    ],
)
def test_a_hostile_comparison_is_unreadable_data_under_protocol_2(data: object) -> None:
    assert rule(data) == "change is not readable JSON data"


ID_RULE = "id must be a non-empty string equal to its JS trim"
PROMPT_RULE = "prompt must be a non-empty string equal to its JS trim"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (deep(100_000), "change must be a JSON object"),
        ({"version": 2, "operation": "delete", "id": deep(100_000)}, ID_RULE),
        (create_v2(every_record(prompt=deep(100_000))), PROMPT_RULE),
    ],
)
def test_nesting_past_the_recursion_limit_breaks_the_first_rule_it_meets(
    data: object, message: str
) -> None:
    """Protocol 2 checks each field's type by hand before the generated validator walks the
    data, so a deep value is refused by its field's rule and never reaches the validator."""
    assert rule(data) == message
