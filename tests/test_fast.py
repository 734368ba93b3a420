"""The runtime's fast paths against the plain code each stands for: a coroutine started
eagerly against the same coroutine run by a plain asyncio task."""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.runtime.fast import start_eagerly

FIRST_TICK = 2
"""Futures are settled at tick 0 (in the starting callback) or from this tick on: a plain
task takes its first step at tick 1, which an eager start has taken already."""


@dataclass(frozen=True)
class Wait:
    """Await a future that the ticker settles at `tick`: a result, an error, the future's
    own cancellation, or the cancellation of the coroutine's task (`outcome`)."""

    tick: int
    outcome: str
    catch: bool
    """Whether the coroutine catches what it raises there and goes on."""


@dataclass(frozen=True)
class Sleep:
    """`await asyncio.sleep(0)`: a bare yield, resumed at the next loop turn."""


@dataclass(frozen=True)
class Script:
    steps: tuple[Wait | Sleep, ...]
    end: str
    """"return", "raise" (a ValueError) or "cancelled" (raise CancelledError itself)."""


Trace = dict[int, list[tuple[object, ...]]]
Starter = Callable[[Coroutine[Any, Any, None], asyncio.AbstractEventLoop], Any]

VARIABLE: contextvars.ContextVar[int] = contextvars.ContextVar("eager_test", default=-1)


def plain(coroutine: Coroutine[Any, Any, None], loop: asyncio.AbstractEventLoop) -> Any:
    return loop.create_task(coroutine)


def run(starter: Starter, scripts: list[Script]) -> tuple[Trace, list[object]]:
    """Start every script from one event-loop callback with `starter`; what each one saw, step
    by step (with the tick of each future it woke from), and how each ended."""
    trace: Trace = {number: [] for number in range(len(scripts))}
    handles: list[Any] = [None] * len(scripts)
    futures: dict[tuple[int, int], asyncio.Future[int]] = {}
    tick = 0

    def future(key: tuple[int, int]) -> asyncio.Future[int]:
        if key not in futures:
            futures[key] = asyncio.get_running_loop().create_future()
        return futures[key]

    async def body(number: int, script: Script) -> None:
        VARIABLE.set(number)  # in the task's own context, never the caller's
        trace[number].append(("context", VARIABLE.get()))
        for index, step in enumerate(script.steps):
            try:
                if isinstance(step, Sleep):
                    await asyncio.sleep(0)
                    trace[number].append(("slept", index))
                else:
                    value = await future((number, index))
                    trace[number].append(("got", index, value, tick))
            except (asyncio.CancelledError, ValueError) as error:
                trace[number].append(("raised", index, type(error).__name__, tick))
                if not (isinstance(step, Wait) and step.catch):
                    raise
        if script.end == "raise":
            raise ValueError(number)
        if script.end == "cancelled":
            raise asyncio.CancelledError

    def settle(at: int) -> None:
        for number, script in enumerate(scripts):
            for index, step in enumerate(script.steps):
                if isinstance(step, Wait) and step.tick == at:
                    if step.outcome == "task":
                        if handles[number] is not None:
                            handles[number].cancel()
                        continue
                    target = future((number, index))
                    if target.done():
                        continue
                    if step.outcome == "result":
                        target.set_result(at)
                    elif step.outcome == "error":
                        target.set_exception(ValueError(at))
                    else:
                        target.cancel()

    async def main() -> list[object]:
        nonlocal tick
        loop = asyncio.get_running_loop()

        def start() -> None:
            for number, script in enumerate(scripts):
                handles[number] = starter(body(number, script), loop)
                assert VARIABLE.get() == -1
            settle(0)

        loop.call_soon(start)
        last = max(
            (s.tick for script in scripts for s in script.steps if isinstance(s, Wait)), default=0
        )
        while tick < last + 3 or any(h is not None and not h.done() for h in handles):
            await asyncio.sleep(0)
            tick += 1
            settle(tick)
        outcomes: list[object] = []
        for handle in handles:
            if handle is None:
                outcomes.append("returned")
            elif handle.cancelled():
                outcomes.append("cancelled")
            elif handle.exception() is not None:
                outcomes.append(repr(handle.exception()))
            else:
                outcomes.append(("result", handle.result()))
        for settled in futures.values():  # each error is read, so none is logged unread
            if settled.done() and not settled.cancelled():
                settled.exception()
        return outcomes

    outcomes = asyncio.run(main())
    return trace, outcomes


def ended(outcomes: list[object]) -> list[object]:
    """A coroutine that returned None: None from an eager start, a task's result otherwise."""
    return ["returned" if outcome == ("result", None) else outcome for outcome in outcomes]


def untimed(trace: Trace) -> Trace:
    """Without the ticks: a bare yield before its first wait moves a coroutine by a turn."""
    return {number: [entry[:3] for entry in entries] for number, entries in trace.items()}


waits = st.builds(
    Wait,
    tick=st.one_of(st.just(0), st.integers(FIRST_TICK, 12)),
    outcome=st.sampled_from(["result", "error", "cancel", "task"]),
    catch=st.booleans(),
)


@st.composite
def scripts(draw: st.DrawFn) -> Script:
    sleeps = draw(st.booleans())
    steps: list[Wait | Sleep] = []
    last = 0
    for _ in range(draw(st.integers(0, 4))):
        if sleeps and draw(st.booleans()):
            steps.append(Sleep())
            continue
        wait = draw(waits)
        if sleeps and wait.outcome == "task":  # a bare yield moves a step by one turn
            wait = Wait(wait.tick, "result", wait.catch)
        if wait.tick != 0 or last != 0 or wait.outcome == "task":
            # cancelling a task before its first step is where an eager start differs
            wait = Wait(max(wait.tick, last + 1, FIRST_TICK), wait.outcome, wait.catch)
        last = wait.tick
        steps.append(wait)
    return Script(tuple(steps), draw(st.sampled_from(["return", "raise", "cancelled"])))


@settings(max_examples=150, deadline=None)
@given(st.lists(scripts(), min_size=1, max_size=4))
def test_an_eager_start_ends_as_a_plain_task_does(chosen: list[Script]) -> None:
    expected_trace, expected = run(plain, chosen)
    trace, outcomes = run(start_eagerly, chosen)
    if any(isinstance(step, Sleep) for script in chosen for step in script.steps):
        trace, expected_trace = untimed(trace), untimed(expected_trace)
    assert trace == expected_trace
    assert ended(outcomes) == ended(expected)


def test_a_coroutine_that_never_waits_runs_in_the_call_and_leaves_no_task() -> None:
    steps: list[str] = []

    async def body() -> None:
        steps.append("ran")

    async def main() -> None:
        loop = asyncio.get_running_loop()
        before = len(asyncio.all_tasks())
        assert start_eagerly(body(), loop) is None
        assert steps == ["ran"]
        assert len(asyncio.all_tasks()) == before

    asyncio.run(main())


def test_a_suspended_coroutine_is_handed_to_a_task_that_waits_on_its_future() -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        gate: asyncio.Future[int] = loop.create_future()

        async def body() -> None:
            assert await gate == 7

        handle = start_eagerly(body(), loop)
        assert isinstance(handle, asyncio.Task)
        await asyncio.sleep(0)  # the task's first step takes the future over
        assert not handle.done()
        gate.set_result(7)
        await handle

    asyncio.run(main())


def test_cancelling_the_task_cancels_the_future_the_coroutine_awaits() -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        gate: asyncio.Future[None] = loop.create_future()
        seen: list[str] = []

        async def body() -> None:
            try:
                await gate
            except asyncio.CancelledError:
                seen.append("cancelled")
                raise

        handle = start_eagerly(body(), loop)
        assert handle is not None
        await asyncio.sleep(0)
        handle.cancel()
        with pytest.raises(asyncio.CancelledError):
            await handle
        assert gate.cancelled() and seen == ["cancelled"]

    asyncio.run(main())


def test_what_the_first_step_raises_is_held_as_a_task_would_hold_it() -> None:
    async def fails() -> None:
        raise ValueError("first step")

    async def cancels() -> None:
        raise asyncio.CancelledError

    async def interrupts() -> None:
        raise KeyboardInterrupt

    async def main() -> None:
        loop = asyncio.get_running_loop()
        failed = start_eagerly(fails(), loop)
        assert failed is not None and isinstance(failed.exception(), ValueError)
        cancelled = start_eagerly(cancels(), loop)
        assert cancelled is not None and cancelled.cancelled()
        with pytest.raises(KeyboardInterrupt):
            start_eagerly(interrupts(), loop)

    asyncio.run(main())


def test_the_handed_over_coroutine_is_never_awaited_directly() -> None:
    async def main() -> None:
        loop = asyncio.get_running_loop()
        gate: asyncio.Future[None] = loop.create_future()

        async def body() -> None:
            await gate

        handle = start_eagerly(body(), loop)
        assert isinstance(handle, asyncio.Task)
        suspended = handle.get_coro()
        assert isinstance(suspended, Coroutine)
        with pytest.raises(TypeError, match="never awaited"):
            suspended.__await__()
        handle.cancel()
        with pytest.raises(asyncio.CancelledError):
            await handle

    asyncio.run(main())


@pytest.mark.parametrize("stepped", [False, True])
def test_closing_a_suspended_coroutine_ends_its_task_as_closing_a_plain_tasks_does(
    stepped: bool,
) -> None:
    """Closing the coroutine a task runs (`task.get_coro().close()`) runs its cleanup at the
    await where it stands; the task's next step then finds it closed and fails, never waiting
    on the future the closed coroutine had awaited. An eager start's coroutine is closed the
    same way whether or not its task has taken its first step yet (`stepped`)."""

    async def main(starter: Starter) -> tuple[list[str], str, bool]:
        loop = asyncio.get_running_loop()
        gate: asyncio.Future[None] = loop.create_future()
        seen: list[str] = []

        async def body() -> None:
            try:
                await gate
                seen.append("resumed")
            except GeneratorExit:
                seen.append("closed")
                raise

        handle = starter(body(), loop)
        assert isinstance(handle, asyncio.Task)
        if stepped or starter is plain:
            await asyncio.sleep(0)  # the task's first step: the coroutine waits on the gate
        handle.get_coro().close()
        await asyncio.sleep(0)
        if not handle.done():
            gate.set_result(None)  # wakes the task, which finds its coroutine closed
        with pytest.raises(RuntimeError):
            await handle
        return seen, type(handle.exception()).__name__, gate.done()

    seen, error, waited = asyncio.run(main(start_eagerly))
    plain_seen, plain_error, _ = asyncio.run(main(plain))
    assert (seen, error) == (plain_seen, plain_error) == (["closed"], "RuntimeError")
    assert waited is stepped  # closed before its first step, the task never waits on the gate
