"""Durable after-records, their due time, and their views as the tools show them (SPEC §5.3)."""

from __future__ import annotations

from functools import lru_cache
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
    if not isinstance(id, str) or not id or not is_js_trimmed(id):
        raise ValueError(f"a schedule id is a non-empty trimmed string, not {id!r}")
    text = js_trim(prompt) if isinstance(prompt, str) else ""
    if not text:
        raise ScheduleInputError("invalid_prompt", "prompt must be a non-blank string")
    seconds = as_safe_integer(after_seconds)
    if seconds is None or seconds < 1:
        raise ScheduleInputError("invalid_rule", "after_seconds must be a positive safe integer")
    now = as_safe_integer(now_ms)
    if now is None:
        raise ScheduleInputError("time_out_of_range", "the current time is not available")
    target = now + seconds * 1000
    if as_safe_integer(target) is None or not MIN_INSTANT_MS <= target <= MAX_INSTANT_MS:
        raise ScheduleInputError(
            "time_out_of_range", "the due time falls outside 0001-01-01..9999-12-31 UTC"
        )
    return AfterScheduleRecord(
        id=id, kind="after", prompt=text, afterSeconds=seconds, scheduledAt=format_instant(target)
    )


def record_target_ms(record: AfterScheduleRecord) -> int:
    """The epoch milliseconds at which the record is due."""
    return _instant_ms(record.scheduledAt)


@lru_cache(maxsize=16_384)
def _instant_ms(instant: str) -> int:
    """`parse_instant`, remembered: every list, view and owner drive asks for the due time of
    the same few records again, and the strict parse (with its round trip) is not cheap."""
    return parse_instant(instant)


def schedule_view(record: AfterScheduleRecord, now_ms: int) -> ScheduleView:
    """The record as the tools show it at `now_ms`: overdue from its due time on."""
    return ScheduleView(
        id=record.id,
        kind=record.kind,
        prompt=record.prompt,
        afterSeconds=record.afterSeconds,
        scheduledAt=record.scheduledAt,
        state="overdue" if now_ms >= record_target_ms(record) else "scheduled",
        deliveryMode=DELIVERY_MODE,
    )


def record_data(record: AfterScheduleRecord) -> dict[str, Any]:
    """The record's canonical JSON value: the model's fields are the schema's keys, in order."""
    return asdict(record)


def view_data(view: ScheduleView) -> dict[str, Any]:
    """The view's canonical JSON value, keys in schema order."""
    return asdict(view)
