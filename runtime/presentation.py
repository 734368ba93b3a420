"""What a host shows for a dispatch event: the reminder it delivered, recovered from the log.

Pure and independent of live ownership (SPEC §5.6): a child-owned dispatch searches only the
fork's own events, an inherited one searches the persisted prefix it came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from msgspec.structs import asdict

from dsh_schedule.generated.models import (
    ScheduleChange,
    ScheduleCreate,
    ScheduleDispatch,
    ScheduleReminderPresentation,
)
from dsh_schedule.runtime.decode import decode_event
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.jsjson import js_json_string
from dsh_schedule.runtime.records import DELIVERY_MODE


def schedule_reminder_presentation(
    events: Sequence[SessionEvent], dispatch_seq: int, seed_length: int = 0
) -> ScheduleReminderPresentation | None:
    """The presentation of the dispatch at `dispatch_seq`; None when that event is no dispatch.

    ScheduleLogError when the arguments do not fit the log, when a schedule event met on the way
    is corrupt, or when no create of the id precedes the dispatch within its search window.
    """
    count = len(events)
    if isinstance(dispatch_seq, bool) or not isinstance(dispatch_seq, int) or dispatch_seq < 0:
        raise ScheduleLogError(f"dispatch_seq must be a non-negative int, not {dispatch_seq!r}")
    if isinstance(seed_length, bool) or not isinstance(seed_length, int):
        raise ScheduleLogError(f"seed_length must be an int in [0, {count}], not {seed_length!r}")
    if not 0 <= seed_length <= count:
        raise ScheduleLogError(f"seed_length must be an int in [0, {count}], not {seed_length}")
    if dispatch_seq >= count or events[dispatch_seq].seq != dispatch_seq:
        raise ScheduleLogError(f"the log has no event with seq {dispatch_seq} at that position")
    dispatch = _schedule_change(events[dispatch_seq])
    if not isinstance(dispatch, ScheduleDispatch):
        return None
    start = 0 if dispatch_seq < seed_length else seed_length
    for index in range(dispatch_seq - 1, start - 1, -1):
        change = _schedule_change(events[index])
        if change is None:
            continue
        if isinstance(change, ScheduleCreate):
            if change.schedule.id == dispatch.id:
                return ScheduleReminderPresentation(
                    scheduleId=change.schedule.id,
                    prompt=change.schedule.prompt,
                    occurrenceAt=change.schedule.scheduledAt,
                    deliveryMode=DELIVERY_MODE,
                )
        elif change.id == dispatch.id:
            raise ScheduleLogError(
                f"the id {js_json_string(dispatch.id)} ended before its dispatch", events[index].seq
            )
    raise ScheduleLogError(
        f"no create of the id {js_json_string(dispatch.id)} precedes its dispatch", dispatch_seq
    )


def presentation_data(presentation: ScheduleReminderPresentation) -> dict[str, Any]:
    """The presentation's canonical JSON value, keys in schema order."""
    return asdict(presentation)


def _schedule_change(event: SessionEvent) -> ScheduleChange | None:
    return decode_event(event) if event.type == SCHEDULE_CHANGE else None
