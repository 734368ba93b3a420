"""Allocation of new session-local schedule ids (SPEC §5.3)."""

from __future__ import annotations

from collections.abc import Collection


def allocate_schedule_id(seen_ids: Collection[str]) -> str:
    """The first free `schedule-N` with N counting up from `len(seen_ids) + 1`.

    `seen_ids` holds every id created in the owned window, deleted and dispatched ones too, so an
    id is never reused. Pass a set-like collection: membership is tested once per candidate.
    """
    number = len(seen_ids) + 1
    while f"schedule-{number}" in seen_ids:
        number += 1
    return f"schedule-{number}"
