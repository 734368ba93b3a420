"""`schedule/change` data and event logs, written the way a session log holds them.

Every builder returns plain JSON data, so a test can break any part of it: `record` and
`create` take record keys as the log spells them (`afterSeconds`, `scheduledAt`) and put them
over the defaults, including keys a record must not have and values of the wrong type. The
default record is SPEC's example: created one second past the epoch, due 30 seconds later.
"""

from __future__ import annotations

from typing import Any

from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event


def record(id: str = "schedule-1", /, **fields: Any) -> dict[str, Any]:
    """A record's data, keys in the canonical order, with `fields` put over the defaults."""
    return {
        "id": id,
        "kind": "after",
        "prompt": "check logs",
        "afterSeconds": 30,
        "scheduledAt": "1970-01-01T00:00:31.000Z",
        **fields,
    }


def create(id: str = "schedule-1", /, **fields: Any) -> dict[str, Any]:
    """A create change of `record(id, **fields)`."""
    return {"version": 1, "operation": "create", "schedule": record(id, **fields)}


def change(operation: str, id: str) -> dict[str, Any]:
    """A change that names a record by id: a delete or a dispatch (or a wrong operation)."""
    return {"version": 1, "operation": operation, "id": id}


def delete(id: str) -> dict[str, Any]:
    return change("delete", id)


def dispatch(id: str) -> dict[str, Any]:
    return change("dispatch", id)


def log(*items: object) -> list[Event]:
    """Events in order, from seq 0 and a millisecond apart: change data, or an (event type,
    data) pair for an event of another type."""
    events = []
    for seq, item in enumerate(items):
        kind, data = item if isinstance(item, tuple) else (SCHEDULE_CHANGE, item)
        events.append(Event(kind, seq, 1000 + seq, data))
    return events
