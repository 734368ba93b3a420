"""Version 2 `schedule/change` data, written the way a session log holds it.

Like tests/support/changes.py, every builder returns plain JSON data with `fields` put over the
defaults, so a test can break any part of it.
"""

from __future__ import annotations

from typing import Any

WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def at_record(id: str = "schedule-1", /, **fields: Any) -> dict[str, Any]:
    return {
        "id": id,
        "kind": "at",
        "prompt": "call Ana",
        "scheduledAt": "2026-12-02T08:00:00.000Z",
        **fields,
    }


def every_record(id: str = "schedule-1", /, **fields: Any) -> dict[str, Any]:
    return {
        "id": id,
        "kind": "every",
        "prompt": "stretch",
        "everySeconds": 1800,
        "scheduledAt": "2026-12-01T10:30:00.000Z",
        **fields,
    }


def calendar_record(id: str = "schedule-1", /, **fields: Any) -> dict[str, Any]:
    """Weekdays at 08:30 in Paris, next on Wednesday 2026-12-02 (08:30 CET is 07:30Z)."""
    return {
        "id": id,
        "kind": "calendar",
        "prompt": "stand-up",
        "time": "08:30",
        "days": WEEK[:5],
        "timeZone": "Europe/Paris",
        "scheduledAt": "2026-12-02T07:30:00.000Z",
        **fields,
    }


def create_v2(schedule: dict[str, Any]) -> dict[str, Any]:
    return {"version": 2, "operation": "create", "schedule": schedule}


def delete_v2(id: str) -> dict[str, Any]:
    return {"version": 2, "operation": "delete", "id": id}


def dispatch_v2(id: str, occurrence_at: str | None = None) -> dict[str, Any]:
    """A dispatch; with `occurrence_at`, a recurring one."""
    data: dict[str, Any] = {"version": 2, "operation": "dispatch", "id": id}
    if occurrence_at is not None:
        data["occurrenceAt"] = occurrence_at
    return data
