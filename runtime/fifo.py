"""The agent's FIFO: one holder at a time, waiters served in arrival order.

It keeps `asyncio.Lock`'s semantics (an unheld lock is taken at once unless a live waiter is
queued; a waiter woken and then cancelled hands the turn on) and its interface (`acquire`,
`release`, `locked`, `async with`). It exists because every drive and every tool call takes it:
here taking and releasing an unheld lock costs one Python call each, not five in all.
"""

from __future__ import annotations

import asyncio
from collections import deque


class Fifo:
    __slots__ = ("_held", "_waiters")

    def __init__(self) -> None:
        self._held = False
        # None until someone waits: the test of an unheld FIFO, at every drive and tool call,
        # then reads no object of its own beyond this one (and an idle agent keeps no deque).
        self._waiters: deque[asyncio.Future[None]] | None = None

    def locked(self) -> bool:
        return self._held

    async def acquire(self) -> bool:
        """Wait for the lock, behind every waiter queued before; True once held."""
        if not self._held and (
            not self._waiters or all(waiter.cancelled() for waiter in self._waiters)
        ):
            self._held = True
            return True
        await self._wait()
        return True

    def release(self) -> None:
        """Give the lock up and wake the first waiter; RuntimeError when it is not held."""
        if not self._held:
            raise RuntimeError("the FIFO is not held")
        self._held = False
        if self._waiters:
            self._wake_first()

    def take(self) -> bool:
        """Take the lock now when it is free and nobody is queued, as `async with` does
        without waiting; False leaves the wait to `acquire`. One call, no coroutine."""
        if self._held or self._waiters:
            return False
        self._held = True
        return True

    async def __aenter__(self) -> None:
        if not self._held and not self._waiters:  # the common case, in this one call
            self._held = True
            return
        await self.acquire()

    async def __aexit__(self, *_exc_info: object) -> None:
        self._held = False  # held since `__aenter__` returned
        if self._waiters:
            self._wake_first()

    async def _wait(self) -> None:
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        if self._waiters is None:
            self._waiters = deque()
        waiters = self._waiters
        waiters.append(waiter)
        try:
            try:
                await waiter
            finally:
                waiters.remove(waiter)
        except asyncio.CancelledError:
            if not self._held:  # woken, then cancelled before it ran: the next one's turn
                self._wake_first()
            raise
        self._held = True

    def _wake_first(self) -> None:
        """Wake the first waiter unless it is already woken or cancelled (a cancelled one
        wakes the next itself as it leaves)."""
        if self._waiters:
            first = self._waiters[0]
            if not first.done():
                first.set_result(None)
