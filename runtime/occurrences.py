"""When reminders of each kind are due: their occurrences, catch-up and their rule in words.

An occurrence is an instant in epoch milliseconds within 0001-01-01..9999-12-31 UTC. A record's
pending occurrences start at its `scheduledAt` (the first occurrence in a create, the next one
in the fold's active record):
- `after` and `at` have that one occurrence;
- `every` has `scheduledAt + k * everySeconds` for every k >= 0 (the grid of its creation);
- `calendar` has, for each local date whose weekday is in `days`, the instant of the local
  `time` on that date read with `fold=0`: a time a gap skips is moved forward by the gap's
  length (it keeps the offset from before the transition), a time an overlap repeats is its
  earlier instant. Dates whose instants coincide (a day skipped whole) give one occurrence.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Final

from dsh_schedule.generated.models import (
    AfterScheduleRecord,
    AtScheduleRecord,
    CalendarScheduleRecord,
    EveryScheduleRecord,
)
from dsh_schedule.runtime.instants import MAX_INSTANT_MS, MIN_INSTANT_MS, parse_instant
from dsh_schedule.runtime.zones import offset_seconds, zone

Record = AfterScheduleRecord | AtScheduleRecord | EveryScheduleRecord | CalendarScheduleRecord
"""A durable record of protocol 2 (the after record is version 1's)."""

WEEKDAYS: Final = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
"""The day names in week order (`date.weekday()` indexes them)."""

_DAY_MS: Final = 86_400_000
_EPOCH_ORDINAL: Final = date(1970, 1, 1).toordinal()
_FIRST_ORDINAL: Final = date.min.toordinal()
_LAST_ORDINAL: Final = date.max.toordinal()
# An occurrence of local date D lies within a day and a few hours of D's UTC midnight (offsets
# stay within +-26 h); these windows of dates around an instant hold its neighbours.
_BEFORE_DAYS: Final = 2
_AFTER_DAYS: Final = 10
_EXACT_COUNT_DAYS: Final = 3660
"""Missed occurrences are counted date by date over spans up to this length (ten years)."""


def is_recurring(record: Record) -> bool:
    """Whether the record repeats (`every`, `calendar`) rather than firing once."""
    return isinstance(record, EveryScheduleRecord | CalendarScheduleRecord)


def next_occurrence(record: Record, after_ms: int) -> int | None:
    """The record's first pending occurrence strictly after `after_ms`; None when there is none
    up to 9999-12-31T23:59:59.999Z (the record has ended)."""
    start = parse_instant(record.scheduledAt)
    if isinstance(record, EveryScheduleRecord):
        step = record.everySeconds * 1000
        found = start if after_ms < start else start + ((after_ms - start) // step + 1) * step
    elif isinstance(record, CalendarScheduleRecord):
        rule = (record.time, tuple(record.days), record.timeZone)
        return calendar_next(*rule, max(after_ms, start - 1))
    else:
        found = start if after_ms < start else MAX_INSTANT_MS + 1
    return found if found <= MAX_INSTANT_MS else None


def is_occurrence(record: Record, ms: int) -> bool:
    """Whether `ms` is one of the record's pending occurrences (at or after its scheduledAt)."""
    return ms >= MIN_INSTANT_MS and next_occurrence(record, ms - 1) == ms


def catch_up(record: Record, now_ms: int) -> tuple[int, int]:
    """(the latest occurrence <= now_ms, how many pending occurrences came before it): what a
    due record delivers at decision time `now_ms`; ValueError when it is not due yet."""
    start = parse_instant(record.scheduledAt)
    if now_ms < start:
        raise ValueError(f"the record is due at {record.scheduledAt}, after {now_ms} ms")
    if isinstance(record, EveryScheduleRecord):
        missed = (now_ms - start) // (record.everySeconds * 1000)
        return start + missed * record.everySeconds * 1000, missed
    if isinstance(record, CalendarScheduleRecord):
        latest = _calendar_latest(record, now_ms, start)
        return latest, _calendar_count(record, start, latest)
    return start, 0


def rule_words(record: Record) -> str:
    """A recurring record's rule as the recurring framing writes it, such as `every 30 minutes`
    or `every weekday at 08:30 (Europe/Paris)`; ValueError for a one-shot, which has none."""
    if isinstance(record, EveryScheduleRecord):
        return _every_words(record.everySeconds)
    if isinstance(record, CalendarScheduleRecord):
        return f"every {_days_words(tuple(record.days))} at {record.time} ({record.timeZone})"
    raise ValueError(f"a one-shot {record.kind} record has no rule in words")


def local_scheduled(record: CalendarScheduleRecord) -> str:
    """The record's scheduledAt as wall time in its zone, `YYYY-MM-DDTHH:MM:SS+HH:MM`.

    An offset with seconds (local mean time before a zone's first rule) is cut to whole minutes
    toward zero, and the wall time written with it, so the text still names the instant."""
    ms = parse_instant(record.scheduledAt)
    rules = zone(record.timeZone)
    utc = datetime(1970, 1, 1) + timedelta(milliseconds=ms)
    local = rules.fromutc(utc.replace(tzinfo=rules))
    offset = offset_seconds(rules, local.replace(tzinfo=None))
    minutes = abs(offset) // 60
    shifted = utc + timedelta(minutes=minutes if offset >= 0 else -minutes)
    sign = "+" if offset >= 0 else "-"
    return f"{shifted:%Y-%m-%dT%H:%M:%S}{sign}{minutes // 60:02d}:{minutes % 60:02d}"


def local_instant(rules_name: str, day: date, hour: int, minute: int, second: int = 0) -> int:
    """The instant of a local wall time in a zone, read with `fold=0` (before a transition)."""
    rules = zone(rules_name)
    local = datetime(day.year, day.month, day.day, hour, minute, second)
    seconds = hour * 3600 + minute * 60 + second - offset_seconds(rules, local)
    return (day.toordinal() - _EPOCH_ORDINAL) * _DAY_MS + seconds * 1000


def in_gap(rules_name: str, day: date, hour: int, minute: int, second: int = 0) -> bool:
    """Whether a daylight-saving gap skips this local wall time in the zone (the offset rises
    across it, so the time before the transition and the time after it differ)."""
    rules = zone(rules_name)
    local = datetime(day.year, day.month, day.day, hour, minute, second)
    return offset_seconds(rules, local) < offset_seconds(rules, local.replace(fold=1))


def calendar_next(time: str, days: tuple[str, ...], time_zone: str, after_ms: int) -> int | None:
    """The first occurrence of a calendar rule strictly after `after_ms`, or None past 9999."""
    found = [
        ms
        for ordinal in _dates_around(after_ms, _BEFORE_DAYS, _AFTER_DAYS)
        if (ms := _occurrence_on(time, days, time_zone, ordinal)) is not None and ms > after_ms
    ]
    best = min(found, default=None)
    return best if best is not None and best <= MAX_INSTANT_MS else None


def _occurrence_on(time: str, days: tuple[str, ...], time_zone: str, ordinal: int) -> int | None:
    """The occurrence of local date `ordinal`, None when its weekday is not in `days`."""
    day = date.fromordinal(ordinal)
    if WEEKDAYS[day.weekday()] not in days:
        return None
    return local_instant(time_zone, day, int(time[:2]), int(time[3:]))


def _calendar_occurrence(record: CalendarScheduleRecord, ordinal: int) -> int | None:
    return _occurrence_on(record.time, tuple(record.days), record.timeZone, ordinal)


def _dates_around(ms: int, before: int, after: int) -> range:
    """The ordinals of the dates from `before` days before the UTC date of `ms` to `after`
    days after it, within the years 0001-9999."""
    center = _EPOCH_ORDINAL + ms // _DAY_MS
    return range(max(center - before, _FIRST_ORDINAL), min(center + after, _LAST_ORDINAL) + 1)


def _calendar_latest(record: CalendarScheduleRecord, now_ms: int, start: int) -> int:
    found = [
        ms
        for ordinal in _dates_around(now_ms, _AFTER_DAYS, _BEFORE_DAYS)
        if (ms := _calendar_occurrence(record, ordinal)) is not None and start <= ms <= now_ms
    ]
    return max(found, default=start)


def _calendar_count(record: CalendarScheduleRecord, start: int, end: int) -> int:
    """How many distinct occurrences lie in [start, end).

    Date by date up to ten years; beyond, whole weeks in the middle count `len(days)` each, which
    is exact unless a day skipped whole (Samoa, 2011-12-30) lies inside them."""
    first = _EPOCH_ORDINAL + start // _DAY_MS - _BEFORE_DAYS
    last = _EPOCH_ORDINAL + end // _DAY_MS + _BEFORE_DAYS
    middle = 0
    if last - first > _EXACT_COUNT_DAYS:
        weeks = (last - first - 4 * _AFTER_DAYS) // 7
        middle = weeks * len(record.days)
        head_end = first + 2 * _AFTER_DAYS
        tail_start = head_end + weeks * 7
        ordinals = [*range(first, head_end), *range(tail_start, last + 1)]
    else:
        ordinals = list(range(first, last + 1))
    found = {
        ms
        for ordinal in ordinals
        if _FIRST_ORDINAL <= ordinal <= _LAST_ORDINAL
        and (ms := _calendar_occurrence(record, ordinal)) is not None
        and start <= ms < end
    }
    return middle + len(found)


def _every_words(seconds: int) -> str:
    unit, size = next(
        (unit, size)
        for unit, size in (("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1))
        if seconds % size == 0
    )
    count = seconds // size
    return f"every {count} {unit}{'' if count == 1 else 's'}"


def _days_words(days: tuple[str, ...]) -> str:
    if days == WEEKDAYS:
        return "day"
    if days == WEEKDAYS[:5]:
        return "weekday"
    if len(days) == 1:
        return days[0]
    return f"{', '.join(days[:-1])} and {days[-1]}"
