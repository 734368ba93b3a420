"""Durable after-records, their due time, and their views as the tools show them (SPEC §5.3)."""

from __future__ import annotations

from typing import Any, Literal

from msgspec.structs import asdict

from dsh_schedule.generated.models import AfterScheduleRecord, ScheduleView
from dsh_schedule.runtime.errors import ScheduleInputError
from dsh_schedule.runtime.instants import (
    MAX_INSTANT_MS,
    MIN_INSTANT_MS,
    format_instant,
    parse_instant,
)
from dsh_schedule.runtime.jstext import as_safe_integer, is_js_trimmed, js_trim

DELIVERY_MODE: Literal["session-local"] = "session-local"


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
    if not isinstance(id, str) or not id or not is_js_trimmed(id):
        raise ValueError(f"a schedule id is a non-empty trimmed string, not {id!r}")
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


def record_target_ms(record: AfterScheduleRecord) -> int:
    """The epoch milliseconds at which the record is due."""
    return parse_instant(record.scheduledAt)


def schedule_view(
    record: AfterScheduleRecord, now_ms: int, target_ms: int | None = None
) -> ScheduleView:
    """The record as the tools show it at `now_ms`: overdue from its due time on. A caller
    that keeps the due time (the projection does) passes it as `target_ms`."""
    target = record_target_ms(record) if target_ms is None else target_ms
    return ScheduleView(
        id=record.id,
        kind=record.kind,
        prompt=record.prompt,
        afterSeconds=record.afterSeconds,
        scheduledAt=record.scheduledAt,
        state="overdue" if now_ms >= target else "scheduled",
        deliveryMode=DELIVERY_MODE,
    )


def record_data(record: AfterScheduleRecord) -> dict[str, Any]:
    """The record's canonical JSON value: the model's fields are the schema's keys, in order."""
    return asdict(record)


def view_data(view: ScheduleView) -> dict[str, Any]:
    """The view's canonical JSON value, keys in schema order."""
    return asdict(view)
