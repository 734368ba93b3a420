"""The `schedule/change` data the tools and the owner append, in the agent's protocol version.

Keys follow the schemas' order (SPEC §3, docs/protocol-v2.md, Events): `version`, `operation`,
then the record or the id, then a recurring dispatch's `occurrenceAt`.
"""

from __future__ import annotations

from typing import Any

from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.occurrences import Record
from dsh_schedule.runtime.records import record_data


def create_data(protocol: int, record: Record) -> dict[str, Any]:
    return {"version": protocol, "operation": "create", "schedule": record_data(record)}


def delete_data(protocol: int, schedule_id: str) -> dict[str, Any]:
    return {"version": protocol, "operation": "delete", "id": schedule_id}


def dispatch_data(protocol: int, schedule_id: str, occurrence_ms: int | None) -> dict[str, Any]:
    """A dispatch: id-only for a one-shot record (`occurrence_ms` None), and naming the
    occurrence it delivered for a recurring one (protocol 2 only)."""
    data: dict[str, Any] = {"version": protocol, "operation": "dispatch", "id": schedule_id}
    if occurrence_ms is not None:
        data["occurrenceAt"] = format_instant(occurrence_ms)
    return data
