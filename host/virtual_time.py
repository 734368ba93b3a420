"""Driving a host on the virtual clock: settle, and advance from timer to timer.

Settling runs the event loop until every timer due now has fired and no owner drive is in
flight for a few consecutive turns. Advancing steps to each timer's due time and settles there,
so the work a timer starts runs at the virtual time it was due, not at the end of the step.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from typing import Protocol

from dsh_schedule.host.errors import SettleError
from dsh_schedule.runtime.clock import VirtualClock

SETTLE_LIMIT = 10_000
QUIET_TURNS = 3


class Worker(Protocol):
    """What settling asks of each piece of work in flight (the schedule owners)."""

    @property
    def busy(self) -> bool: ...


Owners = Callable[[], Iterable[Worker]]


async def settle(clock: VirtualClock, owners: Owners) -> None:
    quiet = 0
    for _ in range(SETTLE_LIMIT):
        await asyncio.sleep(0)
        if clock.next_due_in() == 0:
            clock.advance(0)
            quiet = 0
        elif any(owner.busy for owner in owners()):
            quiet = 0
        else:
            quiet += 1
            if quiet == QUIET_TURNS:
                return
    raise SettleError("the runtime did not settle")


async def advance(clock: VirtualClock, ms: int, owners: Owners) -> None:
    """Move wall and monotonic time forward by `ms`, settling at every timer on the way."""
    remaining = ms
    while True:
        due_in = clock.next_due_in()
        if due_in is None or due_in > remaining:
            break
        clock.advance(due_in)
        remaining -= due_in
        await settle(clock, owners)
    clock.advance(remaining)
    await settle(clock, owners)
