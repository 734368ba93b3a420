"""Occurrences of protocol 2 records (docs/protocol-v2.md, Rules): the grid of `every`, the
calendar across DST gaps and overlaps in four zones, catch-up, the end in year 9999, the rule
in words and the local time of a calendar occurrence.

Expected instants are worked out by hand from each zone's published rules (the offsets are in
the comments), never taken from the implementation.
"""

from __future__ import annotations

import zoneinfo
from datetime import UTC, date, datetime, timedelta
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.generated.models import (
    AfterScheduleRecord,
    AtScheduleRecord,
    CalendarScheduleRecord,
    EveryScheduleRecord,
)
from dsh_schedule.runtime.instants import MAX_INSTANT_MS, format_instant, parse_instant
from dsh_schedule.runtime.occurrences import (
    catch_up,
    is_occurrence,
    is_recurring,
    local_scheduled,
    next_occurrence,
    rule_words,
)
from dsh_schedule.runtime.zones import is_zone_name, zone, zone_names
from tests.support.changes_v2 import WEEK

MINUTE = 60_000
HOUR = 3_600_000
DAY = 86_400_000
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def calendar(time: str, zone_name: str, scheduled_at: str, days: list[str] = WEEK) -> Any:
    return CalendarScheduleRecord(
        id="c",
        kind="calendar",
        prompt="p",
        time=time,
        days=days,  # type: ignore[arg-type]
        timeZone=zone_name,
        scheduledAt=scheduled_at,
    )


def every(seconds: int, scheduled_at: str) -> EveryScheduleRecord:
    return EveryScheduleRecord(
        id="e", kind="every", prompt="p", everySeconds=seconds, scheduledAt=scheduled_at
    )


def ms(text: str) -> int:
    return parse_instant(text)


def following(record: Any, after: str) -> str | None:
    found = next_occurrence(record, ms(after))
    return None if found is None else format_instant(found)


# --- zones --------------------------------------------------------------------------------


def test_the_system_zone_files_are_never_read(tmp_path: Path) -> None:
    """A system zoneinfo folder whose Europe/Paris is UTC changes nothing: the rules come from
    tzdata's own file."""
    fake = tmp_path / "Europe"
    fake.mkdir()
    (fake / "Paris").write_bytes(_tzdata_bytes("UTC"))
    zone.cache_clear()
    try:
        zoneinfo.reset_tzpath([str(tmp_path)])
        zoneinfo.ZoneInfo.clear_cache()
        assert zoneinfo.ZoneInfo("Europe/Paris").utcoffset(datetime(2026, 7, 1)) == timedelta(0)
        assert zone("Europe/Paris").utcoffset(datetime(2026, 7, 1)) == timedelta(hours=2)
    finally:
        zoneinfo.reset_tzpath()
        zoneinfo.ZoneInfo.clear_cache()
        zone.cache_clear()


def _tzdata_bytes(name: str) -> bytes:
    return resources.files("tzdata.zoneinfo").joinpath(name).read_bytes()


def test_zones_come_from_tzdata_only() -> None:
    assert {"Europe/Paris", "Asia/Kathmandu", "Australia/Lord_Howe", "UTC"} <= zone_names()
    for name in ("localtime", "/etc/localtime", "../zoneinfo/UTC", "", "europe/paris", "Paris"):
        assert not is_zone_name(name)
    assert not is_zone_name(None)
    with pytest.raises(KeyError):
        zone("localtime")
    assert zone("Europe/Paris").key == "Europe/Paris"


# --- every ----------------------------------------------------------------------------------


def test_every_stays_on_the_grid_of_its_first_occurrence() -> None:
    record = every(1800, "2026-12-01T10:30:00.000Z")
    assert following(record, "2026-12-01T00:00:00.000Z") == "2026-12-01T10:30:00.000Z"
    assert following(record, "2026-12-01T10:29:59.999Z") == "2026-12-01T10:30:00.000Z"
    assert following(record, "2026-12-01T10:30:00.000Z") == "2026-12-01T11:00:00.000Z"
    assert following(record, "2026-12-01T13:17:00.000Z") == "2026-12-01T13:30:00.000Z"


def test_every_catches_up_on_the_latest_occurrence_only() -> None:
    record = every(600, "2026-12-01T10:00:00.000Z")
    assert catch_up(record, ms("2026-12-01T10:00:00.000Z")) == (ms("2026-12-01T10:00:00.000Z"), 0)
    # Due at 10:00, 10:10, 10:20 and 10:30; the clock says 10:30:00.100.
    assert catch_up(record, ms("2026-12-01T10:30:00.100Z")) == (ms("2026-12-01T10:30:00.000Z"), 3)
    with pytest.raises(ValueError):
        catch_up(record, ms("2026-12-01T09:59:59.999Z"))


def test_every_ends_when_the_next_occurrence_passes_year_9999() -> None:
    record = every(600, "9999-12-31T23:50:00.000Z")
    assert following(record, "9999-12-31T23:49:59.999Z") == "9999-12-31T23:50:00.000Z"
    assert following(record, "9999-12-31T23:50:00.000Z") is None
    last = every(300, "9999-12-31T23:59:59.999Z")
    assert next_occurrence(last, MAX_INSTANT_MS) is None


# --- calendar across DST ---------------------------------------------------------------------


def test_paris_spring_forward_gap_moves_the_time_forward_by_the_gap() -> None:
    # 2026-03-29: 02:00 CET (+01:00) jumps to 03:00 CEST (+02:00). 02:30 is skipped: it fires
    # at 03:30 CEST, 01:30Z. The next day 02:30 CEST is 00:30Z.
    record = calendar("02:30", "Europe/Paris", "2026-03-28T01:30:00.000Z")
    assert following(record, "2026-03-28T01:30:00.000Z") == "2026-03-29T01:30:00.000Z"
    assert following(record, "2026-03-29T01:30:00.000Z") == "2026-03-30T00:30:00.000Z"


def test_paris_fall_back_overlap_fires_once_at_the_earlier_instant() -> None:
    # 2026-10-25: 03:00 CEST (+02:00) falls back to 02:00 CET (+01:00); 02:30 happens at 00:30Z
    # and again at 01:30Z. Only the first is an occurrence; the next is 02:30 CET on the 26th.
    record = calendar("02:30", "Europe/Paris", "2026-10-24T00:30:00.000Z")
    assert following(record, "2026-10-24T00:30:00.000Z") == "2026-10-25T00:30:00.000Z"
    assert following(record, "2026-10-25T00:30:00.000Z") == "2026-10-26T01:30:00.000Z"
    assert not is_occurrence(record, ms("2026-10-25T01:30:00.000Z"))


def test_new_york_gap_and_overlap() -> None:
    # 2026-03-08: 02:00 EST (-05:00) jumps to 03:00 EDT (-04:00): 02:30 fires at 03:30 EDT.
    spring = calendar("02:30", "America/New_York", "2026-03-07T07:30:00.000Z", ["sat", "sun"])
    assert following(spring, "2026-03-07T07:30:00.000Z") == "2026-03-08T07:30:00.000Z"
    # 2026-11-01: 02:00 EDT falls back to 01:00 EST; 01:30 is 05:30Z (EDT), then 06:30Z (EST).
    fall = calendar("01:30", "America/New_York", "2026-10-31T05:30:00.000Z", ["sat", "sun"])
    assert following(fall, "2026-10-31T05:30:00.000Z") == "2026-11-01T05:30:00.000Z"
    assert following(fall, "2026-11-01T05:30:00.000Z") == "2026-11-07T06:30:00.000Z"


def test_lord_howe_shifts_by_thirty_minutes() -> None:
    # Standard time +10:30, summer time +11:00. 2026-10-04 02:00 jumps to 02:30: 02:15 fires at
    # 02:45 +11:00, 15:45Z on the 3rd.
    spring = calendar("02:15", "Australia/Lord_Howe", "2026-09-26T15:45:00.000Z", ["sun"])
    assert following(spring, "2026-09-26T15:45:00.000Z") == "2026-10-03T15:45:00.000Z"
    assert local_scheduled(
        calendar("02:15", "Australia/Lord_Howe", "2026-10-03T15:45:00.000Z", ["sun"])
    ) == ("2026-10-04T02:45:00+11:00")
    # 2026-04-05 02:00 (+11:00) falls back to 01:30 (+10:30): 01:45 is 14:45Z, then 15:15Z.
    fall = calendar("01:45", "Australia/Lord_Howe", "2026-03-28T14:45:00.000Z", ["sun"])
    assert following(fall, "2026-03-30T00:00:00.000Z") == "2026-04-04T14:45:00.000Z"
    assert following(fall, "2026-04-04T14:45:00.000Z") == "2026-04-11T15:15:00.000Z"


def test_kathmandu_keeps_its_quarter_hour_offset() -> None:
    # +05:45 all year: 08:30 is 02:45Z; weekdays only, so Friday's next is Monday.
    record = calendar("08:30", "Asia/Kathmandu", "2026-12-04T02:45:00.000Z", WEEK[:5])
    assert following(record, "2026-12-04T02:45:00.000Z") == "2026-12-07T02:45:00.000Z"
    assert local_scheduled(record) == "2026-12-04T08:30:00+05:45"


def test_calendar_ends_after_the_last_local_date_of_year_9999() -> None:
    # Kiritimati is +14:00: 9999-12-31 09:00 local is 9999-12-30T19:00Z, its last occurrence.
    record = calendar("09:00", "Pacific/Kiritimati", "9999-12-30T19:00:00.000Z")
    assert following(record, "9999-12-30T18:59:59.999Z") == "9999-12-30T19:00:00.000Z"
    assert following(record, "9999-12-30T19:00:00.000Z") is None
    utc = calendar("23:59", "UTC", "9999-12-31T23:59:00.000Z")
    assert following(utc, "9999-12-31T23:59:00.000Z") is None


def test_calendar_catch_up_counts_missed_weekdays() -> None:
    # Weekdays 08:30 Paris (07:30Z in December): due Monday 2026-11-30, the clock says Friday
    # noon. Friday's occurrence is delivered; Monday to Thursday were missed.
    record = calendar("08:30", "Europe/Paris", "2026-11-30T07:30:00.000Z", WEEK[:5])
    assert catch_up(record, ms("2026-12-04T12:00:00.000Z")) == (ms("2026-12-04T07:30:00.000Z"), 4)
    # Over a weekend: due Friday, the clock says Sunday; Friday is the latest, nothing missed.
    friday = calendar("08:30", "Europe/Paris", "2026-12-04T07:30:00.000Z", WEEK[:5])
    assert catch_up(friday, ms("2026-12-06T12:00:00.000Z")) == (ms("2026-12-04T07:30:00.000Z"), 0)


def test_catch_up_over_decades_counts_whole_weeks() -> None:
    # Every Monday at 00:00 UTC from Monday 2001-01-01 to Monday 2101-01-03, 100 years and two
    # days: 5 218 Mondays, the last one delivered, 5 217 missed.
    record = calendar("00:00", "UTC", "2001-01-01T00:00:00.000Z", ["mon"])
    first, last = date(2001, 1, 1), date(2101, 1, 3)
    assert first.weekday() == last.weekday() == 0
    weeks = (last - first).days // 7
    assert catch_up(record, ms("2101-01-03T00:00:00.000Z")) == (
        ms("2101-01-03T00:00:00.000Z"),
        weeks,
    )


def test_a_day_skipped_whole_gives_one_occurrence() -> None:
    # Samoa skipped 2011-12-30 (-10:00 to +14:00). 10:00 on the 30th, read with the offset from
    # before, is 10:00 on the 31st: the two dates share one instant, 2011-12-30T20:00Z.
    record = calendar("10:00", "Pacific/Apia", "2011-12-29T20:00:00.000Z")
    assert following(record, "2011-12-29T20:00:00.000Z") == "2011-12-30T20:00:00.000Z"
    assert following(record, "2011-12-30T20:00:00.000Z") == "2011-12-31T20:00:00.000Z"
    assert catch_up(record, ms("2011-12-31T20:00:00.000Z")) == (ms("2011-12-31T20:00:00.000Z"), 2)


# --- one-shots, words, local times -----------------------------------------------------------


def test_one_shots_have_their_one_occurrence() -> None:
    at = AtScheduleRecord(id="a", kind="at", prompt="p", scheduledAt="2026-12-02T08:00:00.000Z")
    after = AfterScheduleRecord(
        id="b", kind="after", prompt="p", afterSeconds=30, scheduledAt="1970-01-01T00:00:31.000Z"
    )
    assert not is_recurring(at) and not is_recurring(after)
    assert is_recurring(every(300, "2026-12-02T08:00:00.000Z"))
    assert following(at, "2026-12-02T07:59:59.999Z") == "2026-12-02T08:00:00.000Z"
    assert following(at, "2026-12-02T08:00:00.000Z") is None
    assert catch_up(after, 99_000) == (31_000, 0)
    for one_shot in (at, after):
        with pytest.raises(ValueError):
            rule_words(one_shot)


@pytest.mark.parametrize(
    ("seconds", "words"),
    [
        (300, "every 5 minutes"),
        (301, "every 301 seconds"),
        (1800, "every 30 minutes"),
        (3600, "every 1 hour"),
        (5400, "every 90 minutes"),
        (7200, "every 2 hours"),
        (86_400, "every 1 day"),
        (172_800, "every 2 days"),
        (90_000, "every 25 hours"),
    ],
)
def test_every_in_words(seconds: int, words: str) -> None:
    assert rule_words(every(seconds, "2026-12-02T08:00:00.000Z")) == words


@pytest.mark.parametrize(
    ("days", "words"),
    [
        (WEEK, "every day at 08:30 (Europe/Paris)"),
        (WEEK[:5], "every weekday at 08:30 (Europe/Paris)"),
        (["mon", "wed", "fri"], "every mon, wed and fri at 08:30 (Europe/Paris)"),
        (["sat", "sun"], "every sat and sun at 08:30 (Europe/Paris)"),
        (["tue"], "every tue at 08:30 (Europe/Paris)"),
        (WEEK[:6], "every mon, tue, wed, thu, fri and sat at 08:30 (Europe/Paris)"),
    ],
)
def test_calendar_in_words(days: list[str], words: str) -> None:
    assert rule_words(calendar("08:30", "Europe/Paris", "2026-12-02T07:30:00.000Z", days)) == words


@pytest.mark.parametrize(
    ("zone_name", "instant", "local"),
    [
        ("Europe/Paris", "2026-12-02T07:30:00.000Z", "2026-12-02T08:30:00+01:00"),
        ("Europe/Paris", "2026-07-01T06:30:00.000Z", "2026-07-01T08:30:00+02:00"),
        ("America/New_York", "2026-12-02T13:30:00.000Z", "2026-12-02T08:30:00-05:00"),
        ("UTC", "2026-12-02T08:30:00.000Z", "2026-12-02T08:30:00+00:00"),
        ("Asia/Kathmandu", "2026-12-01T23:00:00.000Z", "2026-12-02T04:45:00+05:45"),
    ],
)
def test_local_scheduled(zone_name: str, instant: str, local: str) -> None:
    assert local_scheduled(calendar("08:30", zone_name, instant)) == local


# --- properties --------------------------------------------------------------------------------

ZONES = [
    "Europe/Paris",
    "America/New_York",
    "Australia/Lord_Howe",
    "Asia/Kathmandu",
    "Pacific/Apia",
    "America/Santiago",
    "UTC",
]
# From 1950 to 2100: zone rules with transitions of every kind, and the POSIX rule beyond.
INSTANTS = st.integers(ms("1950-01-01T00:00:00.000Z"), ms("2100-01-01T00:00:00.000Z"))
DAYS = st.sets(st.sampled_from(WEEK), min_size=1).map(lambda s: [d for d in WEEK if d in s])
TIMES = st.builds("{:02d}:{:02d}".format, st.integers(0, 23), st.integers(0, 59))


@st.composite
def calendars(draw: st.DrawFn) -> Any:
    zone_name = draw(st.sampled_from(ZONES))
    return calendar(draw(TIMES), zone_name, "0001-01-01T00:00:00.000Z", draw(DAYS))


def _stdlib_occurrences(record: Any, around_ms: int) -> list[int]:
    """The rule's occurrences for the local dates around an instant, through the standard
    library's own conversion (aware datetime to UTC), the definition's fold=0 reading."""
    rules = zone(record.timeZone)
    hour, minute = int(record.time[:2]), int(record.time[3:])
    center = (datetime(1970, 1, 1) + timedelta(milliseconds=around_ms)).date()
    found = []
    for shift in range(-3, 12):
        day = center + timedelta(days=shift)
        if WEEK[day.weekday()] in record.days:
            local = datetime(day.year, day.month, day.day, hour, minute, tzinfo=rules, fold=0)
            found.append((local.astimezone(UTC) - EPOCH) // timedelta(milliseconds=1))
    return found


@settings(max_examples=300, deadline=None)
@given(calendars(), INSTANTS)
def test_calendar_next_is_the_first_rule_instant_strictly_after(record: Any, after: int) -> None:
    found = next_occurrence(record, after)
    assert found is not None and found > after
    candidates = [c for c in _stdlib_occurrences(record, after) if c > after]
    assert found == min(candidates)
    assert is_occurrence(record, found)


@settings(max_examples=200, deadline=None)
@given(calendars(), INSTANTS, st.integers(0, 40 * DAY))
def test_catch_up_is_never_later_than_the_clock_and_leaves_nothing_due(
    record: Any, start: int, downtime: int
) -> None:
    first = next_occurrence(record, start)
    assert first is not None
    due = calendar(record.time, record.timeZone, format_instant(first), record.days)
    now = first + downtime
    latest, missed = catch_up(due, now)
    assert first <= latest <= now
    upcoming = next_occurrence(due, latest)
    assert upcoming is not None and upcoming > now  # the latest one due, never an early one
    walked, count = first, 0
    while walked < latest:
        count += 1
        step = next_occurrence(due, walked)
        assert step is not None
        walked = step
    assert walked == latest and missed == count


@settings(max_examples=300, deadline=None)
@given(st.integers(300, 10 * 86_400), INSTANTS, INSTANTS)
def test_every_next_is_on_the_grid_strictly_after(seconds: int, start: int, after: int) -> None:
    record = every(seconds, format_instant(start))
    found = next_occurrence(record, after)
    assert found is not None and found > after and found >= start
    assert (found - start) % (seconds * 1000) == 0
    assert found == start or found - seconds * 1000 <= after
    if after >= start:
        latest, missed = catch_up(record, after)
        assert latest <= after < latest + seconds * 1000
        assert latest == start + missed * seconds * 1000
