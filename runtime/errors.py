"""The durable domain's errors: their family and its two closed kinds, each with its SPEC code."""

from __future__ import annotations

from typing import Final, Literal

from dsh_schedule.errors import DshScheduleError

InputErrorCode = Literal[
    "invalid_selector",
    "invalid_prompt",
    "invalid_rule",
    "invalid_time_zone",
    "frequency_too_high",
    "time_out_of_range",
    "not_future",
    "too_many_schedules",
]
"""The codes a create request can be refused with; version 1 records use invalid_prompt,
invalid_rule and time_out_of_range."""


class ScheduleDomainError(DshScheduleError):
    """The durable domain refuses a log or an input; `code` is the SPEC code a tool reports."""


class ScheduleLogError(ScheduleDomainError):
    """The session log breaks a replay rule, so nothing derived from it can be trusted.

    `message` names the rule; `seq` is the offending event's seq when one is known.
    """

    code: Final = "corrupt_schedule_log"

    def __init__(self, message: str, seq: int | None = None) -> None:
        super().__init__(message if seq is None else f"{message} (seq {seq})")
        self.message = message
        self.seq = seq


class ScheduleInputError(ScheduleDomainError):
    """A create request that cannot become a record; `code` is the tool's domain error code."""

    def __init__(self, code: InputErrorCode, message: str) -> None:
        super().__init__(message)
        self.code: InputErrorCode = code
        self.message = message
