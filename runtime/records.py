"""Durable records, their due time, and their views as the tools show them (SPEC §5.3).

Version 1 knows the after record only (`create_after_schedule_record`). Protocol 2's create
takes a prompt and one selector (docs/protocol-v2.md, Tools): `check_create_arguments` makes
the checks that need no clock, in the contract's order, and `record_from_checked` finishes the
record with the clock; `create_schedule_record` does both.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any, Final, Literal, NoReturn

from msgspec.structs import asdict, astuple

from dsh_schedule.generated.models import (
    AfterScheduleRecord,
    AtScheduleRecord,
    AtScheduleView,
    CalendarScheduleRecord,
    CalendarScheduleView,
    EveryScheduleRecord,
    EveryScheduleView,
    ScheduleView,
)
from dsh_schedule.runtime.errors import InputErrorCode, ScheduleInputError
from dsh_schedule.runtime.instants import (
    MAX_INSTANT_MS,
    MIN_INSTANT_MS,
    format_instant,
    parse_instant,
)
from dsh_schedule.runtime.jstext import as_safe_integer, is_js_trimmed, js_trim
from dsh_schedule.runtime.occurrences import (
    WEEKDAYS,
    Record,
    calendar_next,
    in_gap,
    is_recurring,
    local_instant,
    local_scheduled,
)
from dsh_schedule.runtime.zones import is_accepted_zone_name

DELIVERY_MODE: Literal["session-local"] = "session-local"

View = ScheduleView | AtScheduleView | EveryScheduleView | CalendarScheduleView
"""What the protocol 2 tools show of an active record (ScheduleView is the after view)."""

SELECTORS: Final = ("after_seconds", "at", "every_seconds", "calendar")
"""Protocol 2's create selectors; the arguments hold the prompt and exactly one of them."""
MAX_ACTIVE: Final = 100
"""Active reminders a protocol 2 session may hold: a list shows them all in one tool result,
and 100 views stay a few thousand tokens."""
MAX_RECURRING: Final = 20
"""Recurring reminders among them: each is a standing source of followups, and 20 bounds what
one due batch puts before the model."""
MIN_EVERY_SECONDS: Final = 300
"""The shortest interval of an `every` rule: five minutes."""


def create_after_schedule_record(
    id: str, prompt: object, after_seconds: object, now_ms: object
) -> AfterScheduleRecord:
    """A new record due `after_seconds` after `now_ms`, or the ScheduleInputError of SPEC §5.3.

    Checked in order: the trimmed prompt (`invalid_prompt`), the delay (`invalid_rule`), then the
    clock and the due time (`time_out_of_range`); `now_ms` None stands for an unusable clock.
    """
    text, seconds = check_after_inputs(prompt, after_seconds)
    return after_record(id, text, seconds, now_ms)


def check_after_inputs(prompt: object, after_seconds: object) -> tuple[str, int]:
    """The trimmed prompt and the delay in whole seconds, or `invalid_prompt` / `invalid_rule`:
    the checks that need no clock, so a tool can make them before any persistence."""
    text = js_trim(prompt) if isinstance(prompt, str) else ""
    if not text:
        raise ScheduleInputError("invalid_prompt", "prompt must be a non-blank string")
    seconds = as_safe_integer(after_seconds)
    if seconds is None or seconds < 1:
        raise ScheduleInputError("invalid_rule", "after_seconds must be a positive safe integer")
    return text, seconds


def after_record(id: str, prompt: str, seconds: int, now_ms: object) -> AfterScheduleRecord:
    """The record for inputs `check_after_inputs` accepted, due `seconds` after `now_ms`, or
    `time_out_of_range`."""
    _check_id(id)
    now = as_safe_integer(now_ms)
    if now is None:
        raise ScheduleInputError("time_out_of_range", "the current time is not available")
    target = now + seconds * 1000
    if as_safe_integer(target) is None or not MIN_INSTANT_MS <= target <= MAX_INSTANT_MS:
        raise ScheduleInputError(
            "time_out_of_range", "the due time falls outside 0001-01-01..9999-12-31 UTC"
        )
    return AfterScheduleRecord(
        id=id, kind="after", prompt=prompt, afterSeconds=seconds, scheduledAt=format_instant(target)
    )


def record_target_ms(record: Record) -> int:
    """The epoch milliseconds at which the record is due."""
    return parse_instant(record.scheduledAt)


def schedule_view(record: Record, now_ms: int, target_ms: int | None = None) -> View:
    """The record as the tools show it at `now_ms`: overdue from its (next) due time on, and for
    a calendar rule that time as wall time in its zone. A caller that keeps the due time (the
    projection does) passes it as `target_ms`."""
    target = record_target_ms(record) if target_ms is None else target_ms
    state: Literal["scheduled", "overdue"] = "overdue" if now_ms >= target else "scheduled"
    # A view's fields are its record's, in order, then the state and the delivery mode, and
    # for a calendar rule its wall time (`scheduledLocal`).
    local = (local_scheduled(record),) if isinstance(record, CalendarScheduleRecord) else ()
    return _VIEWS[record.kind](*astuple(record), state, DELIVERY_MODE, *local)


_VIEWS: Final[dict[str, Callable[..., View]]] = {
    "after": ScheduleView,
    "at": AtScheduleView,
    "every": EveryScheduleView,
    "calendar": CalendarScheduleView,
}
"""The view of each kind of record."""


def record_data(record: Record) -> dict[str, Any]:
    """The record's canonical JSON value: the model's fields are the schema's keys, in order."""
    return asdict(record)


def view_data(view: View) -> dict[str, Any]:
    """The view's canonical JSON value, keys in schema order."""
    return asdict(view)


@dataclass(frozen=True)
class AfterRule:
    seconds: int


@dataclass(frozen=True)
class AtRule:
    ms: int


@dataclass(frozen=True)
class EveryRule:
    seconds: int


@dataclass(frozen=True)
class CalendarSpec:
    time: str
    days: tuple[str, ...]
    time_zone: str


Rule = AfterRule | AtRule | EveryRule | CalendarSpec


@dataclass(frozen=True)
class CheckedCreate:
    """Create arguments that passed every check needing no clock: the trimmed prompt and the
    selector's rule, its at instant already within 0001..9999."""

    prompt: str
    rule: Rule

    @property
    def recurring(self) -> bool:
        return isinstance(self.rule, EveryRule | CalendarSpec)


def create_schedule_record(id: str, arguments: object, now_ms: object) -> Record:
    """The record protocol 2's create makes of `arguments` at `now_ms` (None: no clock), or the
    ScheduleInputError of the first check it fails, in the order of docs/protocol-v2.md."""
    return record_from_checked(id, check_create_arguments(arguments), now_ms)


def check_create_arguments(arguments: object) -> CheckedCreate:
    """Steps 2-4 of protocol 2's create: the selector (`invalid_selector`), the prompt
    (`invalid_prompt`), then the selector's shape (`invalid_rule`), zone (`invalid_time_zone`),
    interval (`frequency_too_high`) and the at instant's range (`time_out_of_range`)."""
    if not isinstance(arguments, dict):
        _refuse("invalid_selector", "create arguments must be an object")
    given = [key for key in SELECTORS if key in arguments]
    if any(key != "prompt" and key not in SELECTORS for key in arguments) or len(given) != 1:
        _refuse("invalid_selector", "give prompt and exactly one of " + ", ".join(SELECTORS))
    prompt = arguments.get("prompt")
    text = js_trim(prompt) if isinstance(prompt, str) else ""
    if not text:
        _refuse("invalid_prompt", "prompt must be a non-blank string")
    selector = given[0]
    value = arguments[selector]
    if selector == "after_seconds":
        rule: Rule = AfterRule(_positive_seconds(value, selector))
    elif selector == "every_seconds":
        seconds = _positive_seconds(value, selector)
        if seconds < MIN_EVERY_SECONDS:
            _refuse("frequency_too_high", "every_seconds must be at least 300")
        rule = EveryRule(seconds)
    elif selector == "at":
        rule = AtRule(_at_instant(value))
    else:
        rule = _calendar_spec(value)
    return CheckedCreate(text, rule)


def record_from_checked(id: str, checked: CheckedCreate, now_ms: object) -> Record:
    """The record for checked arguments at `now_ms`: `time_out_of_range` without a usable clock
    or when the first occurrence falls outside 0001..9999, `not_future` for an at instant not
    strictly after `now_ms`."""
    rule = checked.rule
    if isinstance(rule, AfterRule):
        return after_record(id, checked.prompt, rule.seconds, now_ms)
    _check_id(id)
    now = as_safe_integer(now_ms)
    if now is None:
        _refuse("time_out_of_range", "the current time is not available")
    if isinstance(rule, AtRule):
        if rule.ms <= now:
            _refuse("not_future", "the at time must be after the current time")
        return AtScheduleRecord(
            id=id, kind="at", prompt=checked.prompt, scheduledAt=format_instant(rule.ms)
        )
    if isinstance(rule, EveryRule):
        first = _in_range(now + rule.seconds * 1000)
        return EveryScheduleRecord(
            id=id,
            kind="every",
            prompt=checked.prompt,
            everySeconds=rule.seconds,
            scheduledAt=format_instant(first),
        )
    found = calendar_next(rule.time, rule.days, rule.time_zone, max(now, MIN_INSTANT_MS - 1))
    return CalendarScheduleRecord(
        id=id,
        kind="calendar",
        prompt=checked.prompt,
        time=rule.time,
        days=[day for day in WEEKDAYS if day in rule.days],
        timeZone=rule.time_zone,
        scheduledAt=format_instant(_in_range(found)),
    )


def check_schedule_limits(active: Iterable[Record], recurring: bool) -> None:
    """`too_many_schedules` when a session holding `active` may not take one more reminder
    (recurring or not): at most MAX_ACTIVE active, MAX_RECURRING of them recurring."""
    count = recurring_count = 0
    for record in active:
        count += 1
        recurring_count += is_recurring(record)
    if count >= MAX_ACTIVE or (recurring and recurring_count >= MAX_RECURRING):
        _refuse("too_many_schedules", "the session holds as many reminders as it may")


def _refuse(code: InputErrorCode, message: str) -> NoReturn:
    raise ScheduleInputError(code, message)


def _check_id(id: str) -> None:
    if not isinstance(id, str) or not id or not is_js_trimmed(id):
        raise ValueError(f"a schedule id is a non-empty trimmed string, not {id!r}")


def _in_range(ms: int | None) -> int:
    if ms is None or as_safe_integer(ms) is None or not MIN_INSTANT_MS <= ms <= MAX_INSTANT_MS:
        _refuse("time_out_of_range", "the due time falls outside 0001-01-01..9999-12-31 UTC")
    return ms


def _positive_seconds(value: object, selector: str) -> int:
    seconds = as_safe_integer(value)
    if seconds is None or seconds < 1:
        _refuse("invalid_rule", f"{selector} must be a positive safe integer")
    return seconds


# ASCII digits only; \Z admits no trailing newline. Lowercase t and z are not RFC 3339 here.
_RFC3339: Final = re.compile(
    r"([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,3}))?"
    r"(Z|[+-][0-9]{2}:[0-9]{2})\Z"
)
_LOCAL_DATE: Final = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})\Z")
_LOCAL_TIME: Final = re.compile(r"([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?\Z")
_CALENDAR_TIME: Final = re.compile(r"(?:[01][0-9]|2[0-3]):[0-5][0-9]\Z")
_DAY_MS: Final = 86_400_000
_EPOCH_ORDINAL: Final = date(1970, 1, 1).toordinal()


def _at_instant(value: object) -> int:
    """The instant an at selector names, checked for shape, zone and range."""
    if isinstance(value, str):
        return _in_range(_rfc3339_ms(value))
    if not isinstance(value, dict) or value.keys() != {"date", "time", "time_zone"}:
        _refuse("invalid_rule", "at must be an RFC 3339 string or {date, time, time_zone}")
    day = _local_date(value["date"])
    clock = _local_time(value["time"])
    if day is None or clock is None:
        _refuse("invalid_rule", "at needs a YYYY-MM-DD date and an HH:MM or HH:MM:SS time")
    zone_name = _zone_name(value["time_zone"])
    if in_gap(zone_name, day, *clock):
        _refuse("invalid_rule", "that local time does not exist in the zone (a DST gap)")
    return _in_range(local_instant(zone_name, day, *clock))


def _rfc3339_ms(text: str) -> int:
    """The UTC instant of a strict RFC 3339 date-time with seconds (any year, 0000 included)."""
    match = _RFC3339.match(text)
    if match is None:
        _refuse("invalid_rule", "at must be a strict RFC 3339 date-time with seconds")
    year, month, day, hour, minute, second = (int(group) for group in match.groups()[:6])
    fraction, offset = match.group(7), match.group(8)
    offset_minutes = 0
    if offset != "Z":
        offset_hour, offset_minute = int(offset[1:3]), int(offset[4:])
        if offset == "-00:00" or offset_hour > 23 or offset_minute > 59:
            _refuse("invalid_rule", "at has an offset that RFC 3339 does not allow")
        offset_minutes = (offset_hour * 60 + offset_minute) * (1 if offset[0] == "+" else -1)
    if not (1 <= month <= 12 and 1 <= day <= _month_days(year, month)):
        _refuse("invalid_rule", "at names a date that does not exist")
    if hour > 23 or minute > 59 or second > 59:
        _refuse("invalid_rule", "at names a time of day that does not exist")
    ordinal = _ordinal(year, month, day)
    millis = int((fraction or "").ljust(3, "0"))
    seconds = ((hour * 60 + minute - offset_minutes) * 60) + second
    return (ordinal - _EPOCH_ORDINAL) * _DAY_MS + seconds * 1000 + millis


def _month_days(year: int, month: int) -> int:
    """Days in a month of the proleptic Gregorian calendar, year 0 (a leap year) included."""
    return monthrange(year or 2000, month)[1]


def _ordinal(year: int, month: int, day: int) -> int:
    """`date.toordinal` extended to year 0 (366 days before 0001-01-01)."""
    if year:
        return date(year, month, day).toordinal()
    return date(2000, month, day).toordinal() - date(2000, 1, 1).toordinal() + 1 - 366


def _local_date(value: object) -> date | None:
    match = _LOCAL_DATE.match(value) if isinstance(value, str) else None
    if match is None:
        return None
    try:
        return date(*(int(group) for group in match.groups()))
    except ValueError:
        return None


def _local_time(value: object) -> tuple[int, int, int] | None:
    match = _LOCAL_TIME.match(value) if isinstance(value, str) else None
    if match is None:
        return None
    hour, minute, second = (int(group or 0) for group in match.groups())
    return (hour, minute, second) if hour <= 23 and minute <= 59 and second <= 59 else None


def _zone_name(value: object) -> str:
    if not is_accepted_zone_name(value):
        _refuse(
            "invalid_time_zone",
            "time_zone must name an Area/Location zone of tzdata, UTC or an Etc/ zone",
        )
    return value


def _calendar_spec(value: object) -> CalendarSpec:
    if not isinstance(value, dict) or not {"time", "time_zone"} <= value.keys() <= {
        "time",
        "days",
        "time_zone",
    }:
        _refuse("invalid_rule", "calendar must be {time, days (optional), time_zone}")
    time = value["time"]
    if not isinstance(time, str) or not _CALENDAR_TIME.match(time):
        _refuse("invalid_rule", "calendar time must be HH:MM from 00:00 to 23:59")
    days = value.get("days", list(WEEKDAYS))
    if (
        not isinstance(days, list)
        or not days
        or not all(isinstance(day, str) and day in WEEKDAYS for day in days)
        or days != sorted(set(days), key=WEEKDAYS.index)
    ):
        _refuse("invalid_rule", "calendar days must be distinct weekday names in week order")
    return CalendarSpec(time, tuple(days), _zone_name(value["time_zone"]))
