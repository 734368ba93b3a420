"""The occurrence arithmetic of calendar and every rules against a second, independent computation.

python-dateutil does it its own way: `rrule` walks the local dates, weekdays and times, and
dateutil's own TZif reader (`tz.tzfile`, on the same tzdata files zoneinfo reads) turns each
local time into an instant, a time in a gap moved forward by the gap's length
(`tz.resolve_imaginary`), a time in an overlap at the earlier instant (fold 0). For `every`,
`rrule` counts whole intervals from the first occurrence. Nothing here calls zoneinfo.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from datetime import UTC, date, datetime, timedelta
from functools import cache
from importlib.resources import files
from typing import Any

from dateutil import rrule, tz
from hypothesis import example, given
from hypothesis import strategies as st

from dsh_schedule.generated.models import ScheduleCreateV2
from dsh_schedule.runtime.decode import decode_schedule_change
from dsh_schedule.runtime.instants import format_instant, parse_instant
from dsh_schedule.runtime.occurrences import catch_up, next_occurrence

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
WEEKDAYS = (rrule.MO, rrule.TU, rrule.WE, rrule.TH, rrule.FR, rrule.SA, rrule.SU)
ZONES = (
    "Europe/Paris",
    "America/New_York",
    "Australia/Lord_Howe",  # a 30-minute shift
    "Asia/Kathmandu",  # +05:45, and +05:30 before 1986
    "Europe/London",
    "Europe/Dublin",  # negative DST in tzdata
    "America/Sao_Paulo",
    "America/St_Johns",  # -03:30
    "America/Havana",  # changes at midnight
    "Pacific/Chatham",  # +12:45 and +13:45
    "Pacific/Apia",  # skipped 2011-12-30 whole
    "Asia/Tehran",
    "Africa/Casablanca",
    "Antarctica/Troll",  # a two-hour shift
    "UTC",
)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
FIRST_MS = parse_instant("1900-01-01T00:00:00.000Z")
LAST_MS = parse_instant("2200-01-01T00:00:00.000Z")

week_days = st.sets(st.sampled_from(DAYS), min_size=1).map(
    lambda chosen: [day for day in DAYS if day in chosen]
)
times = st.tuples(st.integers(0, 23), st.integers(0, 59)).map(lambda hm: f"{hm[0]:02d}:{hm[1]:02d}")
instants = st.integers(FIRST_MS, LAST_MS)


@cache
def _zone(key: str) -> tz.tzfile:
    with files("tzdata.zoneinfo").joinpath(*key.split("/")).open("rb") as data:
        return tz.tzfile(data, filename=key)


def _ms(moment: datetime) -> int:
    return (moment - EPOCH) // timedelta(milliseconds=1)


def _utc(ms: int) -> datetime:
    return EPOCH + timedelta(milliseconds=ms)


def rule_occurrences(time: str, days: list[str], zone: str, from_date: date) -> Iterator[int]:
    """The instants of the rule on every local date from `from_date` on, in order."""
    hour, minute = (int(part) for part in time.split(":"))
    local_times = rrule.rrule(
        rrule.DAILY,
        dtstart=datetime(from_date.year, from_date.month, from_date.day),
        byweekday=[WEEKDAYS[DAYS.index(day)] for day in days],
        byhour=hour,
        byminute=minute,
        bysecond=0,
    )
    latest = None
    for local in local_times:
        instant = _ms(tz.resolve_imaginary(local.replace(tzinfo=_zone(zone))).astimezone(UTC))
        # a local date skipped whole (Apia, 2011-12-30) lands on the next date's occurrence
        if latest is None or instant > latest:
            latest = instant
            yield instant


def _local_date(ms: int, zone: str) -> date:
    return _utc(ms).astimezone(_zone(zone)).date()


def _calendar(time: str, days: list[str], zone: str, scheduled_ms: int) -> Any:
    record = {
        "id": "schedule-1",
        "kind": "calendar",
        "prompt": "cross-check",
        "time": time,
        "days": days,
        "timeZone": zone,
        "scheduledAt": format_instant(scheduled_ms),
    }
    return _schedule(record)


def _every(seconds: int, scheduled_ms: int) -> Any:
    record = {
        "id": "schedule-1",
        "kind": "every",
        "prompt": "cross-check",
        "everySeconds": seconds,
        "scheduledAt": format_instant(scheduled_ms),
    }
    return _schedule(record)


def _schedule(record: Mapping[str, object]) -> Any:
    change = decode_schedule_change(
        {"version": 2, "operation": "create", "schedule": record}, protocol=2
    )
    assert isinstance(change, ScheduleCreateV2)
    return change.schedule


@given(st.sampled_from(ZONES), week_days, times, instants)
@example("Europe/Paris", list(DAYS), "02:30", parse_instant("2026-03-28T01:30:00.000Z"))
@example("Europe/Paris", list(DAYS), "02:30", parse_instant("2026-10-25T00:30:00.000Z"))
@example("America/New_York", list(DAYS), "01:30", parse_instant("2026-11-01T05:30:00.000Z"))
@example("Australia/Lord_Howe", list(DAYS), "02:15", parse_instant("2026-10-03T12:00:00.000Z"))
@example("Australia/Lord_Howe", list(DAYS), "01:45", parse_instant("2026-04-04T14:45:00.000Z"))
@example("Asia/Kathmandu", list(DAYS), "00:05", parse_instant("1985-12-31T12:00:00.000Z"))
@example("Pacific/Apia", ["fri"], "09:00", parse_instant("2011-12-25T00:00:00.000Z"))
@example("Pacific/Apia", list(DAYS), "09:00", parse_instant("2011-12-29T12:00:00.000Z"))
def test_calendar_next_occurrence_agrees_with_rrule(
    zone: str, days: list[str], time: str, after_ms: int
) -> None:
    # From eight local days before: at least one occurrence at or before after_ms.
    walk = rule_occurrences(time, days, zone, _local_date(after_ms, zone) - timedelta(days=8))
    previous = None
    for instant in walk:
        if instant > after_ms:
            expected = instant
            break
        previous = instant
    assert previous is not None
    record = _calendar(time, days, zone, previous)
    assert next_occurrence(record, after_ms) == expected


@given(st.sampled_from(ZONES), week_days, times, instants, st.integers(0, 60 * 86_400_000))
@example(
    "Europe/Paris",
    ["mon", "tue", "wed", "thu", "fri"],
    "08:30",
    parse_instant("2026-03-27T00:00:00.000Z"),
    5 * 86_400_000,
)
@example(
    "Australia/Lord_Howe",
    list(DAYS),
    "02:15",
    parse_instant("2026-09-30T00:00:00.000Z"),
    10 * 86_400_000,
)
def test_calendar_catch_up_agrees_with_rrule(
    zone: str, days: list[str], time: str, start_ms: int, downtime_ms: int
) -> None:
    walk = rule_occurrences(time, days, zone, _local_date(start_ms, zone))
    scheduled = next(instant for instant in walk if instant > start_ms)
    now = scheduled + downtime_ms
    delivered = [scheduled]
    for instant in rule_occurrences(time, days, zone, _local_date(scheduled, zone)):
        if instant > scheduled and instant <= now:
            delivered.append(instant)
        elif instant > now:
            break
    record = _calendar(time, days, zone, scheduled)
    assert catch_up(record, now) == (delivered[-1], len(delivered) - 1)


intervals = st.one_of(
    st.integers(300, 86_400 * 14),
    st.sampled_from([300, 1800, 3600, 86_400, 604_800]),
)


@given(intervals, instants, st.integers(-1, 5_000 * 300_000))
@example(300, parse_instant("2026-01-01T00:05:00.000Z"), 0)
@example(86_400, parse_instant("2026-03-28T08:00:00.123Z"), 86_400_000)
def test_every_next_occurrence_and_catch_up_agree_with_rrule(
    seconds: int, scheduled_ms: int, offset_ms: int
) -> None:
    grid_ms = scheduled_ms % 1000  # rrule counts whole seconds; the grid keeps these
    grid = rrule.rrule(
        rrule.SECONDLY, interval=seconds, dtstart=_utc(scheduled_ms - grid_ms).replace(tzinfo=None)
    )
    moment = scheduled_ms + offset_ms
    following = grid.after(_utc(moment - grid_ms).replace(tzinfo=None))
    assert following is not None
    record = _every(seconds, scheduled_ms)
    assert next_occurrence(record, moment) == _ms(following.replace(tzinfo=UTC)) + grid_ms
    if moment >= scheduled_ms:
        latest = grid.before(_utc(moment - grid_ms).replace(tzinfo=None), inc=True)
        assert latest is not None
        latest_ms = _ms(latest.replace(tzinfo=UTC)) + grid_ms
        assert catch_up(record, moment) == (
            latest_ms,
            (latest_ms - scheduled_ms) // (seconds * 1000),
        )


def test_the_oracle_knows_the_documented_dst_cases() -> None:
    """The second computation itself, on the cases docs/protocol-v2.md spells out."""

    def first(time: str, zone: str, day: str) -> str:
        start = date.fromisoformat(day)
        return format_instant(next(rule_occurrences(time, list(DAYS), zone, start)))

    assert first("02:30", "Europe/Paris", "2026-03-29") == "2026-03-29T01:30:00.000Z"
    assert first("02:30", "Europe/Paris", "2026-10-25") == "2026-10-25T00:30:00.000Z"
    assert first("02:15", "Australia/Lord_Howe", "2026-10-04") == "2026-10-03T15:45:00.000Z"
    assert first("00:05", "Asia/Kathmandu", "1986-01-01") == "1985-12-31T18:35:00.000Z"
