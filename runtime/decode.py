"""Strict decoding of `schedule/change` data into typed, immutable changes (SPEC §5.2).

The generated validator is the structural authority: data it accepts is valid apart from the
calendar, which is a runtime rule. When it rejects, the first failing rule in the order of
SPEC §5.2 names the error, so every host reports the same rule for the same data.

Protocol 1 reads version 1 only. Protocol 2 (docs/protocol-v2.md) reads both and returns
version 2 changes: a version 1 change is upcast (its create's after record is a v2 record as it
is, its dispatch a dispatch without `occurrenceAt`). A version 2 change also breaks a rule when
its calendar days are out of order or repeated, or its zone is not one of tzdata's.
"""

from __future__ import annotations

from calendar import monthrange
from collections.abc import Iterable, Sequence
from typing import Any, Final, Literal, get_args, overload

from msgspec import UNSET

from dsh_schedule.generated.models import (
    PROPERTY_NAMES,
    AfterScheduleRecord,
    AtScheduleRecord,
    CalendarScheduleRecord,
    EveryScheduleRecord,
    ScheduleChange,
    ScheduleChangeV2,
    ScheduleCreate,
    ScheduleCreateV2,
    ScheduleDelete,
    ScheduleDeleteV2,
    ScheduleDispatch,
    ScheduleDispatchV2,
)
from dsh_schedule.generated.validators import (
    Violation,
    validate_schedule_change,
    validate_schedule_change_v2,
)
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SessionEvent
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.jstext import as_safe_integer, is_js_trimmed
from dsh_schedule.runtime.occurrences import WEEKDAYS, Record
from dsh_schedule.runtime.records import MIN_EVERY_SECONDS, record_data
from dsh_schedule.runtime.zones import is_zone_name

AnyChange = ScheduleChange | ScheduleChangeV2
"""A change of either version (protocol 2 decodes to version 2 only)."""
Ending = ScheduleDelete | ScheduleDispatch | ScheduleDeleteV2 | ScheduleDispatchV2
"""A change of either version that is not a create."""
DELETES: Final = (ScheduleDelete, ScheduleDeleteV2)
"""The delete types of both versions, as a tuple for `isinstance`."""
PROTOCOLS: Final = (1, 2)

# The keys of a change (by the tag of each member of the ScheduleChange union) and of a record,
# in schema order: read from the generated models.
_CHANGE_KEYS: Final = {
    member.__struct_config__.tag: PROPERTY_NAMES[member]
    for member in get_args(get_args(ScheduleChange)[0])
}
_RECORD_KEYS: Final = PROPERTY_NAMES[AfterScheduleRecord]
_INSTANT_RULE: Final = "scheduledAt must be a canonical YYYY-MM-DDTHH:MM:SS.mmmZ on a real date"
_V2_CHANGE_KEYS: Final = {
    member.__struct_config__.tag: PROPERTY_NAMES[member]
    for member in get_args(get_args(ScheduleChangeV2)[0])
}
_V2_RECORDS: Final[dict[str, type[Record]]] = {
    "after": AfterScheduleRecord,
    "at": AtScheduleRecord,
    "every": EveryScheduleRecord,
    "calendar": CalendarScheduleRecord,
}
_V2_RECORD_KEYS: Final = {kind: PROPERTY_NAMES[model] for kind, model in _V2_RECORDS.items()}
_TIME_RULE: Final = "time must be HH:MM from 00:00 to 23:59"


@overload
def decode_schedule_change(data: object, protocol: Literal[1] = 1) -> ScheduleChange: ...


@overload
def decode_schedule_change(data: object, protocol: Literal[2]) -> ScheduleChangeV2: ...


@overload
def decode_schedule_change(data: object, protocol: int) -> AnyChange: ...


def decode_schedule_change(data: object, protocol: int = 1) -> AnyChange:
    """The typed change held by `data`, or ScheduleLogError naming the first rule it breaks.

    Any input at all, however malformed or deeply nested, fails only with ScheduleLogError.
    `protocol` (1 or 2) is the session's: 2 reads both versions and returns version 2 changes.
    """
    if protocol not in PROTOCOLS:
        raise ValueError(f"protocol must be 1 or 2, not {protocol!r}")
    try:
        return _decode_v2(data) if protocol == 2 else _decode_v1(data)
    except ScheduleLogError:
        raise
    except Exception:  # Hostile objects (a raising __eq__, huge nesting) are unreadable data.
        raise ScheduleLogError("change is not readable JSON data") from None


def _decode_v1(data: object) -> ScheduleChange:
    errors = validate_schedule_change(data)
    if errors:
        _raise_first_broken_rule(data)
        raise _schema_error(errors)
    return _typed_change(data)


def _schema_error(errors: Sequence[Violation]) -> ScheduleLogError:
    """The error of a change that breaks no rule named in prose but its schema's: the first
    broken keyword, where it is broken."""
    first = errors[0]
    return ScheduleLogError(f"change breaks its schema at {first.path or '/'} ({first.keyword})")


def decode_event(event: SessionEvent, protocol: int = 1) -> AnyChange:
    """The change held by a `schedule/change` event; its errors carry the event's seq."""
    try:
        return decode_schedule_change(event.data, protocol)
    except ScheduleLogError as error:
        raise ScheduleLogError(error.message, event.seq) from None


def change_data(change: AnyChange) -> dict[str, Any]:
    """The change's canonical JSON value, keys in schema order (either version)."""
    version = change.version
    if isinstance(change, ScheduleCreate | ScheduleCreateV2):
        return {"version": version, "operation": "create", "schedule": record_data(change.schedule)}
    if isinstance(change, ScheduleDelete | ScheduleDeleteV2):
        return {"version": version, "operation": "delete", "id": change.id}
    data: dict[str, Any] = {"version": version, "operation": "dispatch", "id": change.id}
    if isinstance(change, ScheduleDispatchV2) and change.occurrenceAt is not UNSET:
        data["occurrenceAt"] = change.occurrenceAt
    return data


def upcast(change: ScheduleChange) -> ScheduleChangeV2:
    """A version 1 change as protocol 2 reads it."""
    if isinstance(change, ScheduleCreate):
        return ScheduleCreateV2(version=2, schedule=change.schedule)
    if isinstance(change, ScheduleDelete):
        return ScheduleDeleteV2(version=2, id=change.id)
    return ScheduleDispatchV2(version=2, id=change.id)


def _decode_v2(data: object) -> ScheduleChangeV2:
    if not isinstance(data, dict):
        raise ScheduleLogError("change must be a JSON object")
    version = as_safe_integer(data.get("version"))
    if version == 1:
        return upcast(_decode_v1(data))
    if version != 2:
        raise ScheduleLogError("version must be 1 or 2")
    _raise_first_broken_v2_rule(data)
    errors = validate_schedule_change_v2(data)
    if errors:
        raise _schema_error(errors)
    return _typed_v2_change(data)


def _typed_v2_change(data: dict[str, Any]) -> ScheduleChangeV2:
    """A version 2 change that broke no rule, detached, with canonical ints."""
    operation = data["operation"]
    if operation == "delete":
        return ScheduleDeleteV2(version=2, id=data["id"])
    if operation == "dispatch":
        return ScheduleDispatchV2(
            version=2, id=data["id"], occurrenceAt=data.get("occurrenceAt", UNSET)
        )
    record = data["schedule"]
    kind = record["kind"]
    fields = {key: record[key] for key in _V2_RECORD_KEYS[kind]}
    for key in ("afterSeconds", "everySeconds"):
        if key in fields:
            fields[key] = int(fields[key])
    if kind == "calendar":
        fields["days"] = list(fields["days"])
    return ScheduleCreateV2(version=2, schedule=_V2_RECORDS[kind](**fields))


def _raise_first_broken_v2_rule(data: dict[Any, Any]) -> None:
    """Raise the first rule a version 2 change breaks, in the order of SPEC §5.2 extended by
    docs/protocol-v2.md (the structure first, then each field)."""
    operation = data.get("operation")
    if not isinstance(operation, str) or operation not in _V2_CHANGE_KEYS:
        raise ScheduleLogError(f"operation must be {_listing(_V2_CHANGE_KEYS, 'or')}")
    keys = set(_V2_CHANGE_KEYS[operation])
    if operation == "dispatch":
        if not keys - {"occurrenceAt"} <= data.keys() <= keys:
            raise ScheduleLogError(
                "a dispatch change has exactly the keys version, operation and id, "
                "and occurrenceAt for a recurring reminder"
            )
    elif data.keys() != keys:
        raise ScheduleLogError(
            f"a {operation} change has exactly the keys {_listing(_V2_CHANGE_KEYS[operation])}"
        )
    if operation != "create":
        _check_id(data["id"])
        if "occurrenceAt" in data:
            _check_instant(data["occurrenceAt"], "occurrenceAt")
        return
    record = data["schedule"]
    kind = record.get("kind") if isinstance(record, dict) else None
    if not isinstance(kind, str) or kind not in _V2_RECORD_KEYS:
        raise ScheduleLogError(
            f"schedule must be an object whose kind is {_listing(_V2_RECORDS, 'or')}"
        )
    names = _V2_RECORD_KEYS[kind]
    if record.keys() != set(names):
        raise ScheduleLogError(f"a schedule of kind {kind} has exactly the keys {_listing(names)}")
    if not _is_trimmed_text(record["prompt"]):
        raise ScheduleLogError("prompt must be a non-empty string equal to its JS trim")
    if kind == "after":
        seconds = as_safe_integer(record["afterSeconds"])
        if seconds is None or seconds < 1:
            raise ScheduleLogError("afterSeconds must be a positive safe integer")
    elif kind == "every":
        seconds = as_safe_integer(record["everySeconds"])
        if seconds is None or seconds < MIN_EVERY_SECONDS:
            raise ScheduleLogError("everySeconds must be a safe integer of at least 300")
    elif kind == "calendar":
        _check_calendar(record)
    _check_id(record["id"])
    _check_instant(record["scheduledAt"], "scheduledAt")


def _check_calendar(record: dict[Any, Any]) -> None:
    time = record["time"]
    if not (
        isinstance(time, str)
        and len(time) == 5
        and time[2] == ":"
        and time[:2].isascii()
        and time[:2].isdigit()
        and time[3:].isascii()
        and time[3:].isdigit()
        and int(time[:2]) <= 23
        and int(time[3:]) <= 59
    ):
        raise ScheduleLogError(_TIME_RULE)
    days = record["days"]
    if not (
        isinstance(days, list)
        and days
        and all(isinstance(day, str) and day in WEEKDAYS for day in days)
        and days == sorted(set(days), key=WEEKDAYS.index)
    ):
        raise ScheduleLogError("days must be distinct weekday names (mon..sun) in week order")
    if not is_zone_name(record["timeZone"]):
        raise ScheduleLogError("timeZone must name an IANA time zone of tzdata")


def _check_instant(value: object, name: str) -> None:
    try:
        parse_instant(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ScheduleLogError(_INSTANT_RULE.replace("scheduledAt", name)) from None


def _typed_change(data: Any) -> ScheduleChange:
    """Schema-valid data as a detached change with canonical ints; checks the calendar."""
    operation = data["operation"]
    if operation == "create":
        record = data["schedule"]
        if not _is_real_date(record["scheduledAt"]):
            raise ScheduleLogError(_INSTANT_RULE)
        return ScheduleCreate(
            version=1,
            schedule=AfterScheduleRecord(
                id=record["id"],
                kind="after",
                prompt=record["prompt"],
                afterSeconds=int(record["afterSeconds"]),
                scheduledAt=record["scheduledAt"],
            ),
        )
    if operation == "delete":
        return ScheduleDelete(version=1, id=data["id"])
    return ScheduleDispatch(version=1, id=data["id"])


def _is_real_date(instant: str) -> bool:
    """Whether an instant the schema's pattern accepted names a real calendar date.

    The pattern already fixes the canonical shape, a year from 0001, a month from 01 to 12, a
    day from 01 to 31 and a valid time of day, so only the length of the month is left (what
    `parse_instant` would otherwise check, for a fraction of its cost).
    """
    day = int(instant[8:10])
    return day <= 28 or day <= monthrange(int(instant[:4]), int(instant[5:7]))[1]


def _raise_first_broken_rule(data: object) -> None:
    """Raise the first rule of SPEC §5.2 that `data` breaks, if any."""
    if not isinstance(data, dict):
        raise ScheduleLogError("change must be a JSON object")
    if as_safe_integer(data.get("version")) != 1:
        raise ScheduleLogError("version must be exactly 1")
    operation = data.get("operation")
    if not isinstance(operation, str) or operation not in _CHANGE_KEYS:
        raise ScheduleLogError(f"operation must be {_listing(_CHANGE_KEYS, 'or')}")
    keys = _CHANGE_KEYS[operation]
    if data.keys() != set(keys):
        raise ScheduleLogError(f"a {operation} change has exactly the keys {_listing(keys)}")
    if operation != "create":
        _check_id(data["id"])
        return
    record = data["schedule"]
    if not isinstance(record, dict) or record.keys() != set(_RECORD_KEYS):
        raise ScheduleLogError(
            f"schedule must be an object with exactly the keys {_listing(_RECORD_KEYS)}"
        )
    kind = record["kind"]
    if not isinstance(kind, str) or kind != "after":
        raise ScheduleLogError('kind must be "after"')
    if not _is_trimmed_text(record["prompt"]):
        raise ScheduleLogError("prompt must be a non-empty string equal to its JS trim")
    seconds = as_safe_integer(record["afterSeconds"])
    if seconds is None or seconds < 1:
        raise ScheduleLogError("afterSeconds must be a positive safe integer")
    _check_id(record["id"])
    try:
        parse_instant(record["scheduledAt"])
    except (TypeError, ValueError):
        raise ScheduleLogError(_INSTANT_RULE) from None


def _check_id(value: object) -> None:
    if not _is_trimmed_text(value):
        raise ScheduleLogError("id must be a non-empty string equal to its JS trim")


def _is_trimmed_text(value: object) -> bool:
    return isinstance(value, str) and bool(value) and is_js_trimmed(value)


def _listing(names: Iterable[str], last: str = "and") -> str:
    """`a, b and c`: names as a message lists them."""
    *head, tail = names
    return f"{', '.join(head)} {last} {tail}" if head else tail
