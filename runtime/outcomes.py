"""Tool outcome values: the closed domain errors with their fixed messages.

Messages are fixed per code so no exception text, path or backend detail ever reaches the
model; the code is what a caller branches on.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from dsh_schedule.generated.models import ScheduleErrorV2Code

Operation = Literal["create", "list", "delete"]

MESSAGES: Final[dict[ScheduleErrorV2Code, str]] = {
    "invalid_prompt": "prompt must be a non-empty string after trimming whitespace.",
    "invalid_selector": "Only prompt and after_seconds are supported; at, every_seconds, cron "
    "and time_zone are not available in version 1.",
    "invalid_rule": "after_seconds must be a positive whole number of seconds (at most "
    "9007199254740991), and a reminder id must be non-empty without surrounding whitespace.",
    "invalid_time_zone": "time_zone must name an IANA time zone, such as Europe/Paris.",
    "frequency_too_high": "every_seconds must be at least 300: a reminder recurs at most every "
    "five minutes.",
    "time_out_of_range": "The reminder would be due after 9999-12-31T23:59:59.999Z or at a time "
    "that cannot be represented exactly.",
    "not_future": "The at time must be in the future.",
    "too_many_schedules": "This session already holds 100 active reminders, or 20 recurring ones; "
    "delete one first.",
    "corrupt_schedule_log": "The session's schedule history is corrupt, so reminders cannot be "
    "read or changed in this session.",
    "persistence_uncertain": "The session's history could not be confirmed as saved; nothing "
    "is reported from unconfirmed state. Try again later.",
    "internal_error": "The schedule tool failed internally.",
}


def domain_error(code: ScheduleErrorV2Code) -> dict[str, Any]:
    return {"code": code, "message": MESSAGES[code]}


def persistence_uncertain(operation: Operation, schedule_id: str | None = None) -> dict[str, Any]:
    value: dict[str, Any] = {
        "code": "persistence_uncertain",
        "message": MESSAGES["persistence_uncertain"],
        "operation": operation,
    }
    if schedule_id is not None:
        value["id"] = schedule_id
    return value
