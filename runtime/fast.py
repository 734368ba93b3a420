"""The runtime's fast paths, each here by name, with the plain code it stands for and the
figure that keeps it (docs/decisions/0017-fast-paths-in-one-place.md).

`start_eagerly`. Fast path: a timer's drive runs in the timer's callback and becomes a task
only if it suspends; the plain code is `loop.create_task(coroutine)`, and tests/test_fast.py
proves both take the same steps and end the same way. Measured by `bench/before_after.py`
(the owner's delivery of 10 000 agents, whose p99 lateness is the burst's cost): without it a
delivery costs 8.9% more instructions (173.3 k against 159.1 k, cachegrind, 2 000 agents).

A task costs its creation, its registration with the loop, the scheduling of its first step
and its release, even for a coroutine that never waits (an owner's drive on the memory store).
Python 3.12's eager task factory runs the first step at once; 3.11 has none, so this does it:
the first step runs now, in a copy of the caller's context (as a task's steps would), and a
coroutine that suspends is handed, where it stands, to a task that goes on exactly as the
task that ran its first step would have: the future it awaits is the one the task waits on
(cancelling the task cancels it and throws into the coroutine), and every later step is the
coroutine's own.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Coroutine, Generator
from typing import Any


def start_eagerly(
    coroutine: Coroutine[Any, Any, None], loop: asyncio.AbstractEventLoop
) -> asyncio.Future[None] | None:
    """Fast path for `loop.create_task(coroutine)` (measured in the module's docstring): run
    `coroutine` up to its first suspension now. None when it returned; else a future
    that ends as a task running it would: a task that resumes it when it suspended, or a
    future holding the Exception its first step raised (cancelled by a CancelledError). Any
    other BaseException (KeyboardInterrupt, SystemExit) is raised here, as a task's step
    raises it out of the loop."""
    context = contextvars.copy_context()
    try:
        yielded = context.run(coroutine.send, None)
    except StopIteration:
        return None
    except asyncio.CancelledError:
        future: asyncio.Future[None] = loop.create_future()
        future.cancel()
        return future
    except Exception as error:
        future = loop.create_future()
        future.set_exception(error)
        return future
    return loop.create_task(_Suspended(coroutine, yielded, loop), context=context)


class _Suspended(Coroutine[Any, Any, None]):
    """A coroutine that has yielded `yielded` to its (absent) task. The task's first step
    finds it there: a future is handed back (still marked blocking, so the task waits on it)
    unless it is done already, when the coroutine is resumed as the task's wake-up would
    resume it; a bare yield (None) is the request to be resumed at this next step."""

    __slots__ = ("_coroutine", "_loop", "_yielded")

    def __init__(
        self,
        coroutine: Coroutine[Any, Any, None],
        yielded: Any,
        loop: asyncio.AbstractEventLoop,
    ) -> None:
        self._coroutine = coroutine
        self._yielded: Any = yielded
        self._loop = loop

    def send(self, value: Any) -> Any:
        yielded, self._yielded = self._yielded, None
        if yielded is None:
            return self._coroutine.send(value)
        if (
            isinstance(yielded, asyncio.Future)
            and yielded._asyncio_future_blocking
            and yielded.done()
            and yielded.get_loop() is self._loop
        ):
            yielded._asyncio_future_blocking = False  # as the task leaves a future it took
            return self._coroutine.send(value)
        return yielded

    def throw(self, *error: Any) -> Any:
        self._yielded = None
        return self._coroutine.throw(*error)

    def close(self) -> None:
        self._yielded = None
        self._coroutine.close()

    def __await__(self) -> Generator[Any, None, None]:
        raise TypeError("a suspended coroutine is resumed by its task, never awaited")
