"""The agent's FIFO against `asyncio.Lock`, the reference whose semantics it keeps."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.runtime.fifo import Fifo

Lock = Fifo | asyncio.Lock


@dataclass(frozen=True)
class Worker:
    arrive: int
    hold: int
    cancel_at: int | None
    with_block: bool
    """`async with` when True, else `acquire()` and `release()`."""


def run_script(
    make: type[Fifo] | type[asyncio.Lock], workers: list[Worker]
) -> list[tuple[object, ...]]:
    """What happens, tick by tick, when the workers take one lock of the kind `make`."""
    trace: list[tuple[object, ...]] = []

    async def main() -> None:
        lock: Lock = make()
        tick = 0

        async def until(at: int) -> None:
            while tick < at:
                await asyncio.sleep(0)

        async def work(number: int, worker: Worker) -> None:
            await until(worker.arrive)
            try:
                if worker.with_block:
                    async with lock:
                        trace.append(("holds", number, tick, lock.locked()))
                        for _ in range(worker.hold):
                            await asyncio.sleep(0)
                else:
                    await lock.acquire()
                    trace.append(("holds", number, tick, lock.locked()))
                    try:
                        for _ in range(worker.hold):
                            await asyncio.sleep(0)
                    finally:
                        lock.release()
                trace.append(("released", number, tick))
            except asyncio.CancelledError:
                trace.append(("cancelled", number, tick, lock.locked()))

        tasks = [asyncio.create_task(work(n, w)) for n, w in enumerate(workers)]
        last = max(w.arrive + w.hold for w in workers) * (len(workers) + 1) + 10
        while tick <= last and not all(task.done() for task in tasks):
            for task, worker in zip(tasks, workers, strict=True):
                if worker.cancel_at == tick and not task.done():
                    task.cancel()
            tick += 1
            await asyncio.sleep(0)
        trace.append(("end", [task.done() for task in tasks], lock.locked()))

    asyncio.run(main())
    return trace


workers = st.lists(
    st.builds(
        Worker,
        st.integers(0, 4),
        st.integers(0, 3),
        st.none() | st.integers(0, 12),
        st.booleans(),
    ),
    min_size=1,
    max_size=6,
)


@settings(max_examples=150, deadline=None)
@given(workers)
def test_the_fifo_serves_holders_and_cancellations_as_asyncio_lock_does(
    script: list[Worker],
) -> None:
    assert run_script(Fifo, script) == run_script(asyncio.Lock, script)


def test_waiters_hold_it_in_arrival_order_and_a_cancelled_waiter_passes_its_turn() -> None:
    script = [
        Worker(0, 3, None, True),
        Worker(1, 1, 2, True),  # cancelled while it waits
        Worker(1, 1, None, False),
        Worker(2, 1, None, True),
    ]
    holds = [entry[1] for entry in run_script(Fifo, script) if entry[0] == "holds"]
    assert holds == [0, 2, 3]


def test_a_waiter_woken_and_cancelled_before_it_runs_wakes_the_next() -> None:
    async def main() -> list[str]:
        lock = Fifo()
        order: list[str] = []
        await lock.acquire()

        async def take(name: str) -> None:
            async with lock:
                order.append(name)

        first = asyncio.create_task(take("first"))
        second = asyncio.create_task(take("second"))
        await asyncio.sleep(0)  # both wait
        lock.release()  # wakes the first ...
        first.cancel()  # ... which is cancelled before it runs
        await asyncio.gather(first, second, return_exceptions=True)
        assert first.cancelled() and not lock.locked()
        return order

    assert asyncio.run(main()) == ["second"]


def test_releasing_a_fifo_not_held_is_an_error() -> None:
    with pytest.raises(RuntimeError, match="not held"):
        Fifo().release()


def test_take_holds_a_free_lock_at_once_and_never_jumps_the_queue() -> None:
    async def main() -> None:
        fifo = Fifo()
        assert fifo.take() and fifo.locked()
        assert not fifo.take()  # held: the caller waits in `acquire`
        waiter = asyncio.create_task(fifo.acquire())
        await asyncio.sleep(0)
        fifo.release()
        assert not fifo.take()  # free, but the woken waiter comes first
        await waiter
        assert fifo.locked()
        fifo.release()
        assert fifo.take()
        fifo.release()

    asyncio.run(main())
