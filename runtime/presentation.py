"""What a host shows for a dispatch event: the reminder it delivered, recovered from the log.

Pure and independent of live ownership (SPEC §5.6): a child-owned dispatch searches only the
fork's own events, an inherited one searches the persisted prefix it came from.

Protocol 2 (docs/protocol-v2.md): a recurring dispatch presents its own `occurrenceAt`, and the
search for its create skips the earlier recurring dispatches of the same id.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, overload

from msgspec import UNSET
from msgspec.structs import asdict

from dsh_schedule.generated.models import (
    ScheduleCreate,
    ScheduleCreateV2,
    ScheduleDispatch,
    ScheduleDispatchV2,
    ScheduleReminderPresentation,
    ScheduleReminderPresentationV2,
)
from dsh_schedule.runtime.decode import PROTOCOLS, AnyChange, decode_event
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.jsjson import js_json_string
from dsh_schedule.runtime.occurrences import is_recurring
from dsh_schedule.runtime.records import DELIVERY_MODE

Presentation = ScheduleReminderPresentation | ScheduleReminderPresentationV2


@overload
def schedule_reminder_presentation(
    events: Sequence[SessionEvent],
    dispatch_seq: int,
    seed_length: int = 0,
    protocol: Literal[1] = 1,
) -> ScheduleReminderPresentation | None: ...


@overload
def schedule_reminder_presentation(
    events: Sequence[SessionEvent], dispatch_seq: int, seed_length: int, protocol: Literal[2]
) -> ScheduleReminderPresentationV2 | None: ...


@overload
def schedule_reminder_presentation(
    events: Sequence[SessionEvent], dispatch_seq: int, seed_length: int = 0, protocol: int = 1
) -> Presentation | None: ...


def schedule_reminder_presentation(
    events: Sequence[SessionEvent], dispatch_seq: int, seed_length: int = 0, protocol: int = 1
) -> Presentation | None:
    """The presentation of the dispatch at `dispatch_seq`; None when that event is no dispatch.

    ScheduleLogError when the arguments do not fit the log, when a schedule event met on the way
    is corrupt, or when no create of the id precedes the dispatch within its search window.
    `protocol` is the session's (1 or 2), as for the fold.
    """
    if protocol not in PROTOCOLS:
        raise ValueError(f"protocol must be 1 or 2, not {protocol!r}")
    count = len(events)
    if isinstance(dispatch_seq, bool) or not isinstance(dispatch_seq, int) or dispatch_seq < 0:
        raise ScheduleLogError(f"dispatch_seq must be a non-negative int, not {dispatch_seq!r}")
    if isinstance(seed_length, bool) or not isinstance(seed_length, int):
        raise ScheduleLogError(f"seed_length must be an int in [0, {count}], not {seed_length!r}")
    if not 0 <= seed_length <= count:
        raise ScheduleLogError(f"seed_length must be an int in [0, {count}], not {seed_length}")
    if dispatch_seq >= count or events[dispatch_seq].seq != dispatch_seq:
        raise ScheduleLogError(f"the log has no event with seq {dispatch_seq} at that position")
    dispatch = _schedule_change(events[dispatch_seq], protocol)
    if not isinstance(dispatch, ScheduleDispatch | ScheduleDispatchV2):
        return None
    name = js_json_string(dispatch.id)
    occurrence = _occurrence(dispatch)
    start = 0 if dispatch_seq < seed_length else seed_length
    for index in range(dispatch_seq - 1, start - 1, -1):
        change = _schedule_change(events[index], protocol)
        if change is None:
            continue
        if isinstance(change, ScheduleCreate | ScheduleCreateV2):
            record = change.schedule
            if record.id != dispatch.id:
                continue
            if (occurrence is not None) != is_recurring(record):
                raise ScheduleLogError(
                    f"the dispatch of the id {name} does not fit its kind", dispatch_seq
                )
            if protocol == 1:
                return ScheduleReminderPresentation(
                    scheduleId=record.id,
                    prompt=record.prompt,
                    occurrenceAt=record.scheduledAt,
                    deliveryMode=DELIVERY_MODE,
                )
            return ScheduleReminderPresentationV2(
                scheduleId=record.id,
                prompt=record.prompt,
                occurrenceAt=record.scheduledAt if occurrence is None else occurrence,
                deliveryMode=DELIVERY_MODE,
            )
        if change.id == dispatch.id and not (occurrence and _occurrence(change)):
            raise ScheduleLogError(f"the id {name} ended before its dispatch", events[index].seq)
    raise ScheduleLogError(f"no create of the id {name} precedes its dispatch", dispatch_seq)


def presentation_data(presentation: Presentation) -> dict[str, Any]:
    """The presentation's canonical JSON value, keys in schema order."""
    return asdict(presentation)


def _schedule_change(event: SessionEvent, protocol: int) -> AnyChange | None:
    return decode_event(event, protocol) if event.type == SCHEDULE_CHANGE else None


def _occurrence(change: AnyChange) -> str | None:
    """The occurrence a recurring dispatch delivered; None for any other change."""
    if isinstance(change, ScheduleDispatchV2) and change.occurrenceAt is not UNSET:
        return change.occurrenceAt
    return None
