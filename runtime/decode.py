"""Strict decoding of `schedule/change` data into typed, immutable changes (SPEC §5.2).

The generated validator is the structural authority: data it accepts is valid apart from the
calendar, which is a runtime rule. When it rejects, the first failing rule in the order of
SPEC §5.2 names the error, so every host reports the same rule for the same data.
"""

from __future__ import annotations

from calendar import monthrange
from collections.abc import Iterable
from typing import Any, Final, get_args

from dsh_schedule.generated.models import (
    PROPERTY_NAMES,
    AfterScheduleRecord,
    ScheduleChange,
    ScheduleCreate,
    ScheduleDelete,
    ScheduleDispatch,
)
from dsh_schedule.generated.validators import validate_schedule_change
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SessionEvent
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.jstext import as_safe_integer, is_js_trimmed
from dsh_schedule.runtime.records import record_data

# The keys of a change (by the tag of each member of the ScheduleChange union) and of a record,
# in schema order: read from the generated models.
_CHANGE_KEYS: Final = {
    member.__struct_config__.tag: PROPERTY_NAMES[member]
    for member in get_args(get_args(ScheduleChange)[0])
}
_RECORD_KEYS: Final = PROPERTY_NAMES[AfterScheduleRecord]
_INSTANT_RULE: Final = "scheduledAt must be a canonical YYYY-MM-DDTHH:MM:SS.mmmZ on a real date"


def decode_schedule_change(data: object) -> ScheduleChange:
    """The typed change held by `data`, or ScheduleLogError naming the first rule it breaks.

    Any input at all, however malformed or deeply nested, fails only with ScheduleLogError.
    """
    try:
        errors = validate_schedule_change(data)
        if errors:
            _raise_first_broken_rule(data)
            first = errors[0]
            raise ScheduleLogError(
                f"change breaks its schema at {first.path or '/'} ({first.keyword})"
            )
        return _typed_change(data)
    except ScheduleLogError:
        raise
    except Exception:  # Hostile objects (a raising __eq__, huge nesting) are unreadable data.
        raise ScheduleLogError("change is not readable JSON data") from None


def decode_event(event: SessionEvent) -> ScheduleChange:
    """The change held by a `schedule/change` event; its errors carry the event's seq."""
    try:
        return decode_schedule_change(event.data)
    except ScheduleLogError as error:
        raise ScheduleLogError(error.message, event.seq) from None


def change_data(change: ScheduleChange) -> dict[str, Any]:
    """The change's canonical JSON value, keys in schema order."""
    if isinstance(change, ScheduleCreate):
        return {"version": 1, "operation": "create", "schedule": record_data(change.schedule)}
    operation = "delete" if isinstance(change, ScheduleDelete) else "dispatch"
    return {"version": 1, "operation": operation, "id": change.id}


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
