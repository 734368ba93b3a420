"""Protocol 2's create: the arguments checks in the contract's order, each selector's record,
the limits, and the views (docs/protocol-v2.md, Rules, Tools and Views)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.runtime.errors import ScheduleInputError
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.records import (
    MAX_ACTIVE,
    MAX_RECURRING,
    check_create_arguments,
    check_schedule_limits,
    create_schedule_record,
    record_data,
    record_from_checked,
    record_target_ms,
    schedule_view,
    view_data,
)
from tests.support.changes_v2 import WEEK

NOW = parse_instant("2026-12-01T10:00:00.000Z")  # a Tuesday
PARIS = "Europe/Paris"


def made(arguments: object, now: object = NOW) -> dict[str, Any]:
    return record_data(create_schedule_record("schedule-1", arguments, now))


def code(arguments: object, now: object = NOW) -> str:
    with pytest.raises(ScheduleInputError) as caught:
        create_schedule_record("schedule-1", arguments, now)
    return caught.value.code


# --- the four selectors ----------------------------------------------------------------------


def test_after_seconds_makes_the_version_1_record() -> None:
    assert made({"prompt": "  check logs  ", "after_seconds": 30}, 1000) == {
        "id": "schedule-1",
        "kind": "after",
        "prompt": "check logs",
        "afterSeconds": 30,
        "scheduledAt": "1970-01-01T00:00:31.000Z",
    }


@pytest.mark.parametrize(
    ("at", "instant"),
    [
        ("2026-12-02T09:00:00Z", "2026-12-02T09:00:00.000Z"),
        ("2026-12-02T09:00:00+01:00", "2026-12-02T08:00:00.000Z"),
        ("2026-12-02T09:00:00.5-03:30", "2026-12-02T12:30:00.500Z"),
        ("2026-12-02T09:00:00.25Z", "2026-12-02T09:00:00.250Z"),
        ("2026-12-03T09:00:00.125+23:59", "2026-12-02T09:01:00.125Z"),
        ("2026-12-01T23:30:00-11:00", "2026-12-02T10:30:00.000Z"),
        ("2028-02-29T00:00:00Z", "2028-02-29T00:00:00.000Z"),
        ("9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z"),
        ({"date": "2026-12-02", "time": "09:00", "time_zone": PARIS}, "2026-12-02T08:00:00.000Z"),
        (
            {"date": "2026-12-02", "time": "09:00:30", "time_zone": "Asia/Kathmandu"},
            "2026-12-02T03:15:30.000Z",
        ),
        # 2027-10-31: 02:30 in Paris happens twice (CEST, then CET): the earlier is 00:30Z.
        ({"date": "2027-10-31", "time": "02:30", "time_zone": PARIS}, "2027-10-31T00:30:00.000Z"),
    ],
)
def test_at_in_both_forms(at: object, instant: str) -> None:
    assert made({"prompt": "call Ana", "at": at}) == {
        "id": "schedule-1",
        "kind": "at",
        "prompt": "call Ana",
        "scheduledAt": instant,
    }


def test_every_seconds_starts_one_interval_after_creation() -> None:
    assert made({"prompt": "stretch", "every_seconds": 1800.0}) == {
        "id": "schedule-1",
        "kind": "every",
        "prompt": "stretch",
        "everySeconds": 1800,
        "scheduledAt": "2026-12-01T10:30:00.000Z",
    }


def test_calendar_first_occurrence_is_strictly_after_creation() -> None:
    weekdays = {"time": "08:30", "days": WEEK[:5], "time_zone": PARIS}
    # Tuesday 10:00Z is 11:00 in Paris: today's 08:30 has passed; Wednesday 08:30 CET is 07:30Z.
    assert made({"prompt": "stand-up", "calendar": weekdays}) == {
        "id": "schedule-1",
        "kind": "calendar",
        "prompt": "stand-up",
        "time": "08:30",
        "days": WEEK[:5],
        "timeZone": PARIS,
        "scheduledAt": "2026-12-02T07:30:00.000Z",
    }
    # Exactly at an occurrence, that occurrence is not the first: the next one is.
    at_occurrence = parse_instant("2026-12-02T07:30:00.000Z")
    assert made({"prompt": "x", "calendar": weekdays}, at_occurrence)["scheduledAt"] == (
        "2026-12-03T07:30:00.000Z"
    )
    # No days: the whole week, stored in full.
    daily = made({"prompt": "x", "calendar": {"time": "11:30", "time_zone": PARIS}})
    assert daily["days"] == WEEK and daily["scheduledAt"] == "2026-12-01T10:30:00.000Z"


def test_calendar_first_occurrence_in_a_spring_gap() -> None:
    saturday = parse_instant("2026-03-28T12:00:00.000Z")
    record = made({"prompt": "x", "calendar": {"time": "02:30", "time_zone": PARIS}}, saturday)
    assert record["scheduledAt"] == "2026-03-29T01:30:00.000Z"  # 03:30 CEST


# --- every code, in order --------------------------------------------------------------------


@pytest.mark.parametrize(
    "arguments",
    [
        [],
        "x",
        {"prompt": "x"},
        {"prompt": "x", "after_seconds": 1, "at": "2027-01-01T00:00:00Z"},
        {"prompt": "x", "every_seconds": 300, "calendar": {"time": "08:00", "time_zone": PARIS}},
        {"prompt": "x", "after_seconds": 5, "time_zone": PARIS},
        {"prompt": "x", "cron": "* * * * *"},
        {"after_seconds": 5, "extra": 1},
        {"prompt": "   ", "at": "x", "every_seconds": 1},  # the selector first, then the prompt
    ],
)
def test_invalid_selector(arguments: object) -> None:
    assert code(arguments) == "invalid_selector"


@pytest.mark.parametrize(
    "arguments",
    [
        {"after_seconds": 5},
        {"prompt": " \u3000\ufeff", "after_seconds": 5},
        {"prompt": 5, "every_seconds": 100},  # the prompt before the selector's value
        {"prompt": None, "at": "nonsense"},
    ],
)
def test_invalid_prompt(arguments: object) -> None:
    assert code(arguments) == "invalid_prompt"


@pytest.mark.parametrize(
    "selector",
    [
        {"after_seconds": 0},
        {"after_seconds": 1.5},
        {"after_seconds": True},
        {"after_seconds": None},
        {"after_seconds": 2**53},
        {"every_seconds": "600"},
        {"every_seconds": -600},
        {"every_seconds": 600.5},
        {"at": "2026-12-02 09:00:00Z"},
        {"at": "2026-12-02t09:00:00Z"},
        {"at": "2026-12-02T09:00:00z"},
        {"at": "2026-12-02T09:00Z"},
        {"at": "2026-12-02T09:00:00"},
        {"at": "2026-12-02T09:00:00.1234Z"},
        {"at": "2026-12-02T09:00:00.Z"},
        {"at": "2026-12-02T09:00:00-00:00"},
        {"at": "2026-12-02T09:00:00+24:00"},
        {"at": "2026-12-02T09:00:00+01:60"},
        {"at": "2026-12-02T09:00:00+0100"},
        {"at": "2026-02-29T09:00:00Z"},
        {"at": "2026-13-01T09:00:00Z"},
        {"at": "2026-12-00T09:00:00Z"},
        {"at": "2026-12-02T24:00:00Z"},
        {"at": "2026-12-02T09:60:00Z"},
        {"at": "2026-12-31T23:59:60Z"},
        {"at": "2026-12-02T09:00:00Z\n"},
        {"at": "\u0662026-12-02T09:00:00Z"},
        {"at": 1_800_000_000_000},
        {"at": {"date": "2026-12-02", "time": "09:00"}},
        {"at": {"date": "2026-12-02", "time": "09:00", "time_zone": PARIS, "x": 1}},
        {"at": {"date": "2026-12-2", "time": "09:00", "time_zone": PARIS}},
        {"at": {"date": "2026-02-30", "time": "09:00", "time_zone": PARIS}},
        {"at": {"date": "0000-12-02", "time": "09:00", "time_zone": PARIS}},
        {"at": {"date": "2026-12-02", "time": "9:00", "time_zone": PARIS}},
        {"at": {"date": "2026-12-02", "time": "24:00", "time_zone": PARIS}},
        {"at": {"date": "2026-12-02", "time": "09:00:60", "time_zone": PARIS}},
        {"at": {"date": "2026-12-02", "time": 900, "time_zone": "Nowhere"}},  # shape before zone
        {"calendar": {"time": "08:30"}},
        {"calendar": {"time": "08:30", "time_zone": PARIS, "day": ["mon"]}},
        {"calendar": {"time": "8:30", "time_zone": PARIS}},
        {"calendar": {"time": "08:30:00", "time_zone": PARIS}},
        {"calendar": {"time": "24:00", "time_zone": PARIS}},
        {"calendar": {"time": "08:30", "days": [], "time_zone": PARIS}},
        {"calendar": {"time": "08:30", "days": ["fri", "mon"], "time_zone": PARIS}},
        {"calendar": {"time": "08:30", "days": ["mon", "mon"], "time_zone": PARIS}},
        {"calendar": {"time": "08:30", "days": ["Mon"], "time_zone": PARIS}},
        {"calendar": {"time": "08:30", "days": "mon", "time_zone": PARIS}},
        {"calendar": {"time": "08:30", "days": None, "time_zone": PARIS}},
        {"calendar": {"time": "08:30", "days": ["monday"], "time_zone": "Nowhere"}},
        {"calendar": ["08:30", PARIS]},
    ],
)
def test_invalid_rule(selector: dict[str, object]) -> None:
    assert code({"prompt": "x", **selector}) == "invalid_rule"


def test_a_local_time_in_a_gap_is_invalid_rule_after_the_zone_check() -> None:
    gap = {"date": "2027-03-28", "time": "02:30", "time_zone": PARIS}
    assert code({"prompt": "x", "at": gap}) == "invalid_rule"
    lord_howe = {"date": "2026-10-04", "time": "02:15", "time_zone": "Australia/Lord_Howe"}
    assert code({"prompt": "x", "at": lord_howe}) == "invalid_rule"
    assert code({"prompt": "x", "at": {**gap, "time_zone": "Mars/Olympus"}}) == "invalid_time_zone"


@pytest.mark.parametrize(
    "zone_name",
    ["Nowhere", "", "localtime", "/usr/share/zoneinfo/UTC", "../UTC", "europe/paris", 1, None],
)
def test_invalid_time_zone(zone_name: object) -> None:
    calendar = {"time": "08:30", "time_zone": zone_name}
    assert code({"prompt": "x", "calendar": calendar}) == "invalid_time_zone"
    at = {"date": "2026-12-02", "time": "09:00", "time_zone": zone_name}
    assert code({"prompt": "x", "at": at}) == "invalid_time_zone"


def test_frequency_too_high() -> None:
    assert code({"prompt": "x", "every_seconds": 299}) == "frequency_too_high"
    assert code({"prompt": "x", "every_seconds": 1}) == "frequency_too_high"
    assert made({"prompt": "x", "every_seconds": 300})["everySeconds"] == 300


@pytest.mark.parametrize(
    "arguments",
    [
        {"prompt": "x", "at": "9999-12-31T23:59:59-01:00"},
        {"prompt": "x", "at": "0000-12-31T23:59:59Z"},
        {"prompt": "x", "at": "0001-01-01T00:30:00+01:00"},
        {"prompt": "x", "at": {"date": "0001-01-01", "time": "00:00", "time_zone": "Asia/Tokyo"}},
    ],
)
def test_at_out_of_range_is_refused_before_the_clock(arguments: dict[str, Any]) -> None:
    with pytest.raises(ScheduleInputError) as caught:
        check_create_arguments(arguments)
    assert caught.value.code == "time_out_of_range"


def test_year_0000_with_an_offset_into_0001_is_in_range() -> None:
    checked = check_create_arguments({"prompt": "x", "at": "0000-12-31T23:00:00-01:00"})
    with pytest.raises(ScheduleInputError) as caught:  # in range, but long past
        record_from_checked("schedule-1", checked, NOW)
    assert caught.value.code == "not_future"
    assert made({"prompt": "x", "at": "0000-12-31T23:00:00-01:00"}, -62_135_596_800_001)[
        "scheduledAt"
    ] == ("0001-01-01T00:00:00.000Z")


def test_clock_failures_and_not_future() -> None:
    assert code({"prompt": "x", "at": "2026-12-01T10:00:00Z"}) == "not_future"
    assert code({"prompt": "x", "at": "2026-12-01T09:59:59.999Z"}) == "not_future"
    assert made({"prompt": "x", "at": "2026-12-01T10:00:00.001Z"})["scheduledAt"] == (
        "2026-12-01T10:00:00.001Z"
    )
    for clock in (None, 1.5, "now", 2**53):
        for selector in (
            {"at": "2027-01-01T00:00:00Z"},
            {"every_seconds": 300},
            {"calendar": {"time": "08:00", "time_zone": PARIS}},
            {"after_seconds": 1},
        ):
            assert code({"prompt": "x", **selector}, clock) == "time_out_of_range"


def test_first_occurrences_past_9999_are_out_of_range() -> None:
    late = parse_instant("9999-12-31T23:55:00.000Z")
    assert code({"prompt": "x", "every_seconds": 600}, late) == "time_out_of_range"
    assert code({"prompt": "x", "after_seconds": 600}, late) == "time_out_of_range"
    calendar = {"time": "23:50", "time_zone": "UTC"}
    assert code({"prompt": "x", "calendar": calendar}, late) == "time_out_of_range"


def test_the_checked_arguments_know_whether_they_recur() -> None:
    assert check_create_arguments({"prompt": "x", "every_seconds": 300}).recurring
    calendar = {"time": "08:00", "time_zone": PARIS}
    assert check_create_arguments({"prompt": "x", "calendar": calendar}).recurring
    assert not check_create_arguments({"prompt": "x", "after_seconds": 3}).recurring
    assert not check_create_arguments({"prompt": "x", "at": "2030-01-01T00:00:00Z"}).recurring


@given(
    st.dictionaries(
        st.sampled_from(["prompt", "after_seconds", "at", "every_seconds", "calendar", "x"]),
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats()
        | st.text(max_size=30)
        | st.lists(st.text(max_size=5))
        | st.dictionaries(
            st.sampled_from(["date", "time", "days", "time_zone"]),
            st.text(max_size=12) | st.lists(st.sampled_from(WEEK)),
        ),
    )
)
def test_any_arguments_give_a_record_or_a_closed_code(arguments: dict[str, Any]) -> None:
    try:
        record = create_schedule_record("schedule-1", arguments, NOW)
    except ScheduleInputError as error:
        assert error.code in {
            "invalid_selector",
            "invalid_prompt",
            "invalid_rule",
            "invalid_time_zone",
            "frequency_too_high",
            "time_out_of_range",
            "not_future",
        }
    else:
        assert record_target_ms(record) > NOW


# --- limits ------------------------------------------------------------------------------------


def _records(one_shots: int, recurring: int) -> list[Any]:
    after = create_schedule_record("a", {"prompt": "x", "after_seconds": 60}, NOW)
    every = create_schedule_record("e", {"prompt": "x", "every_seconds": 600}, NOW)
    return [after] * one_shots + [every] * recurring


def test_limits_are_100_active_and_20_recurring() -> None:
    assert (MAX_ACTIVE, MAX_RECURRING) == (100, 20)
    check_schedule_limits(_records(99, 0), recurring=False)
    check_schedule_limits(_records(80, 19), recurring=True)
    check_schedule_limits(_records(79, 20), recurring=False)
    for active, recurring in [(_records(100, 0), False), (_records(80, 20), True)]:
        with pytest.raises(ScheduleInputError) as caught:
            check_schedule_limits(active, recurring)
        assert caught.value.code == "too_many_schedules"
    with pytest.raises(ScheduleInputError):
        check_schedule_limits(_records(81, 19), recurring=False)


# --- views ------------------------------------------------------------------------------------


def test_views_of_every_kind() -> None:
    at = create_schedule_record("schedule-1", {"prompt": "x", "at": "2026-12-02T09:00:00Z"}, NOW)
    due = parse_instant("2026-12-02T09:00:00.000Z")
    assert view_data(schedule_view(at, due - 1)) == {
        "id": "schedule-1",
        "kind": "at",
        "prompt": "x",
        "scheduledAt": "2026-12-02T09:00:00.000Z",
        "state": "scheduled",
        "deliveryMode": "session-local",
    }
    assert view_data(schedule_view(at, due))["state"] == "overdue"
    every = create_schedule_record("schedule-2", {"prompt": "y", "every_seconds": 300}, NOW)
    assert view_data(schedule_view(every, NOW)) == {
        "id": "schedule-2",
        "kind": "every",
        "prompt": "y",
        "everySeconds": 300,
        "scheduledAt": "2026-12-01T10:05:00.000Z",
        "state": "scheduled",
        "deliveryMode": "session-local",
    }
    weekdays = {"time": "08:30", "days": WEEK[:5], "time_zone": PARIS}
    calendar = create_schedule_record("schedule-3", {"prompt": "z", "calendar": weekdays}, NOW)
    assert view_data(schedule_view(calendar, NOW)) == {
        "id": "schedule-3",
        "kind": "calendar",
        "prompt": "z",
        "time": "08:30",
        "days": WEEK[:5],
        "timeZone": PARIS,
        "scheduledAt": "2026-12-02T07:30:00.000Z",
        "state": "scheduled",
        "deliveryMode": "session-local",
        "scheduledLocal": "2026-12-02T08:30:00+01:00",
    }
