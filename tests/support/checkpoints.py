"""Checkpoints as a host writes them, folded here from a whole log (for store tests)."""

from __future__ import annotations

from collections.abc import Sequence

from dsh_schedule.host.stores import checkpoints
from dsh_schedule.runtime.events import SessionEvent
from dsh_schedule.runtime.fold import ScheduleProjection


def write_of(
    events: Sequence[SessionEvent],
    seed_length: int = 0,
    *,
    since: int = 0,
    whole: bool = True,
    protocol: int = 1,
) -> checkpoints.Write:
    """The checkpoint of the whole of `events`, with the seen ids after the first `since`."""
    projection = ScheduleProjection(seed_length, protocol)
    projection.refresh(events)
    state = projection.snapshot(len(events), since)
    assert state is not None
    return checkpoints.write_of(state, since, whole)
