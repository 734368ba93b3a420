"""Time as an injectable service: a wall clock for deciding, timers for waking.

Timers run on monotonic time, like an event loop's; the wall clock is read separately and
may jump. The owner never trusts a timer for the decision: every wake rereads the wall clock.
`VirtualClock` lets tests move both (`advance`) or the wall alone (`jump`) without sleeping.
"""

from __future__ import annotations

import asyncio
import heapq
import time
from collections import deque
from collections.abc import Callable
from typing import Protocol


class TimerHandle(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """Wall time in epoch milliseconds and one-shot timers on monotonic time."""

    def now_ms(self) -> int: ...

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> TimerHandle: ...


class SystemClock:
    """The real clock: `time.time()` and the running asyncio loop's timers."""

    def now_ms(self) -> int:
        return time.time_ns() // 1_000_000

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> TimerHandle:
        return asyncio.get_running_loop().call_later(delay_ms / 1000, callback)


class _VirtualTimer:
    __slots__ = ("callback", "cancelled", "due")

    def __init__(self, due: int, callback: Callable[[], None]) -> None:
        self.due = due
        self.callback = callback
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class VirtualClock:
    """A clock that only moves when told to; timers fire in due order, ties in arming order.

    Timers due at the same time wait in one queue, in arming order, and a heap holds only the
    distinct due times: a burst of timers due at once (every agent's reminder due at the same
    instant) fires in arming order without comparing heap entries, reading only each timer."""

    def __init__(self, wall_ms: int = 0) -> None:
        self._wall = wall_ms
        self._monotonic = 0
        self._dues: list[int] = []
        """A heap of the due times that have a queue in `_queues`."""
        self._queues: dict[int, deque[_VirtualTimer]] = {}

    def now_ms(self) -> int:
        return self._wall

    @property
    def monotonic_ms(self) -> int:
        return self._monotonic

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> TimerHandle:
        timer = _VirtualTimer(self._monotonic + max(0, delay_ms), callback)
        queue = self._queues.get(timer.due)
        if queue is None:
            queue = self._queues[timer.due] = deque()
            heapq.heappush(self._dues, timer.due)
        queue.append(timer)
        return timer

    def _first(self) -> tuple[int, deque[_VirtualTimer]] | None:
        """The earliest due time with a live timer, and its queue with that timer first
        (cancelled timers before it are dropped); None when no timer is live."""
        dues, queues = self._dues, self._queues
        while dues:
            due = dues[0]
            queue = queues[due]
            while queue and queue[0].cancelled:
                queue.popleft()
            if queue:
                return due, queue
            heapq.heappop(dues)
            del queues[due]
        return None

    def next_due_in(self) -> int | None:
        """Milliseconds until the next live timer, or None when none is armed."""
        first = self._first()
        return None if first is None else first[0] - self._monotonic

    def advance(self, ms: int) -> int:
        """Move wall and monotonic time forward together, firing each timer at its due time.

        Returns how many timers fired. Callbacks run synchronously; work they schedule on the
        event loop runs after this returns (the scenario runner steps timer by timer instead).
        """
        if ms < 0:
            raise ValueError("advance takes a non-negative duration")
        target = self._monotonic + ms
        fired = 0
        while True:
            first = self._first()
            if first is None or first[0] > target:
                break
            due, queue = first
            timer = queue.popleft()
            self._wall += due - self._monotonic
            self._monotonic = due
            fired += 1
            timer.callback()
        self._wall += target - self._monotonic
        self._monotonic = target
        return fired

    def jump(self, ms: int) -> None:
        """Move the wall clock alone (forward or back), as an NTP step or a suspend would."""
        self._wall += ms
