"""Tool outcome values: the closed domain errors with their fixed messages.

Messages are fixed per code (and per protocol, whose selectors differ) so no exception text,
path or backend detail ever reaches the model; the code is what a caller branches on.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, Literal

from dsh_schedule.generated.models import ScheduleErrorCode, ScheduleErrorV2Code

Operation = Literal["create", "list", "delete"]

ErrorCode = ScheduleErrorV2Code
"""Every closed code of either protocol; protocol 1 uses those of `ScheduleErrorCode` only."""

_PROMPT = "prompt must be a non-empty string after trimming whitespace."
_CORRUPT = (
    "The session's schedule history is corrupt, so reminders cannot be read or changed in "
    "this session."
)
_UNCERTAIN = (
    "The session's history could not be confirmed as saved; nothing is reported from "
    "unconfirmed state. Try again later."
)
_INTERNAL = "The schedule tool failed internally."

MESSAGES: Final[dict[ScheduleErrorCode, str]] = {
    "invalid_prompt": _PROMPT,
    "invalid_selector": "Only prompt and after_seconds are supported; at, every_seconds, cron "
    "and time_zone are not available in version 1.",
    "invalid_rule": "after_seconds must be a positive whole number of seconds (at most "
    "9007199254740991), and a reminder id must be non-empty without surrounding whitespace.",
    "time_out_of_range": "The reminder would be due after 9999-12-31T23:59:59.999Z or at a time "
    "that cannot be represented exactly.",
    "corrupt_schedule_log": _CORRUPT,
    "persistence_uncertain": _UNCERTAIN,
    "internal_error": _INTERNAL,
}
"""Protocol 1's messages (SPEC §6), in the schema's order of the codes."""

MESSAGES_V2: Final[dict[ErrorCode, str]] = {
    "invalid_prompt": _PROMPT,
    "invalid_selector": "Give prompt and exactly one of after_seconds, at, every_seconds or "
    "calendar; no other keys are accepted.",
    "invalid_rule": "The selector's value has the wrong shape: after_seconds and every_seconds "
    "take a positive whole number of seconds; at takes an RFC 3339 time with seconds and Z or "
    "a numeric offset, or {date, time, time_zone} at a local time that exists; calendar takes "
    "{time: HH:MM, days, time_zone} with distinct weekdays from mon to sun in week order. A "
    "reminder id must be non-empty without surrounding whitespace.",
    "invalid_time_zone": "time_zone must be an IANA Area/Location name such as Europe/Paris or "
    "America/New_York, or UTC; legacy names and abbreviations such as EST, CET or US/Eastern "
    "are not accepted: name the city's zone.",
    "frequency_too_high": "every_seconds must be at least 300 (five minutes).",
    "time_out_of_range": "The reminder would be due outside 0001-01-01T00:00:00.000Z to "
    "9999-12-31T23:59:59.999Z.",
    "not_future": "The at time must be strictly in the future.",
    "too_many_schedules": "This session already holds the most reminders it may: 100 active, "
    "of which at most 20 recurring. Delete one first.",
    "corrupt_schedule_log": _CORRUPT,
    "persistence_uncertain": _UNCERTAIN,
    "internal_error": _INTERNAL,
}
"""Protocol 2's messages (docs/protocol-v2.md, Tools), in the v2 schema's order of the codes."""


def domain_error(code: ErrorCode, protocol: int = 1) -> dict[str, Any]:
    return {"code": code, "message": _messages(protocol)[code]}


def persistence_uncertain(
    operation: Operation, schedule_id: str | None = None, protocol: int = 1
) -> dict[str, Any]:
    value: dict[str, Any] = {
        "code": "persistence_uncertain",
        "message": _messages(protocol)["persistence_uncertain"],
        "operation": operation,
    }
    if schedule_id is not None:
        value["id"] = schedule_id
    return value


def _messages(protocol: int) -> Mapping[Any, str]:
    return MESSAGES_V2 if protocol == 2 else MESSAGES
