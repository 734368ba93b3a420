"""The live owner: delivers an agent's due reminders, derived only from the durable fold.

One owner per installed root agent, in this process only. Drives are coalesced (at most one
runs; a request during a drive causes exactly one more) and take the agent's FIFO, so they
never interleave with tool transactions. A drive either arms one timer for the earliest
target (capped, so a forward wall-clock jump or a suspend is noticed within one segment) or
delivers that reminder: followup first, then the dispatch, so a crash can at worst repeat a
reminder, never lose one. Under protocol 2, when the earliest due record recurs, every recurring
record due at the same decision time goes out in one followup (its latest occurrence only),
then one dispatch per record carries the occurrence it delivered. Failures never start a
private retry timer; the next trigger (a tool call, the agent going idle, a timer) drives again.
"""

from __future__ import annotations

import asyncio
from typing import Any

from dsh_schedule.runtime.changes import dispatch_data
from dsh_schedule.runtime.clock import TimerHandle
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.fast import start_eagerly
from dsh_schedule.runtime.framing import render_recurring_framing, render_reminder_framing
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.lane import AgentLane
from dsh_schedule.runtime.occurrences import Record, catch_up, is_recurring

DEFAULT_SEGMENT_CAP_MS = 60_000
MAX_SEGMENT_CAP_MS = 2**31 - 1
FOLLOWUP_SOURCE = "schedule"


def check_segment_cap(segment_cap_ms: int) -> int:
    """The cap itself when it is a whole number of ms in 1 .. 2**31-1, else ValueError."""
    if (
        isinstance(segment_cap_ms, bool)
        or not isinstance(segment_cap_ms, int)
        or not 1 <= segment_cap_ms <= MAX_SEGMENT_CAP_MS
    ):
        raise ValueError(f"segment cap must be 1 to {MAX_SEGMENT_CAP_MS} ms")
    return segment_cap_ms


class _Running:
    """Stands for a drive running in the call that started it, until it returns or becomes a
    task: a drive requested meanwhile is coalesced into it, as into a running task."""

    @staticmethod
    def done() -> bool:
        return False


_RUNNING = _Running()


class ScheduleOwner:
    def __init__(self, lane: AgentLane, segment_cap_ms: int = DEFAULT_SEGMENT_CAP_MS) -> None:
        self._lane = lane
        self._cap = check_segment_cap(segment_cap_ms)
        self._timer: TimerHandle | None = None
        self._drives: asyncio.Future[None] | _Running | None = None
        self._again = False
        self._idle_wait: asyncio.Task[None] | None = None
        self._disposed = False
        self.faulted = False
        self._unsubscribe = lane.on_confirmed(self.request_drive)
        eager = getattr(lane.sessions, "eager_drives", False) is True  # host contract, optional
        self._wake = self._timer_fired if eager else self.request_drive
        """What the timer calls: a host that needs a task for its flush gets one."""

    @property
    def busy(self) -> bool:
        """Whether a drive is running or requested (idle waits and timers do not count)."""
        return self._drives is not None and not self._drives.done()

    def request_drive(self) -> None:
        if self._disposed or self.faulted:
            return
        if self.busy:
            self._again = True
            return
        self._drives = asyncio.get_running_loop().create_task(self._run_drives())

    def _timer_fired(self) -> None:
        """The timer's trigger on a host that offers `eager_drives`: `request_drive`, except
        that a callback the event loop runs itself (no task is running; the real clock's
        timers) starts the drive at once, in this call, and makes it a task only if it
        suspends (until then the host's `flush` and followup listeners run with no current
        task). A timer fired from inside a task (a test advancing the virtual clock) starts a
        task, as any trigger does."""
        self._timer = None  # it fired: nothing is armed now, nothing to cancel
        if self._disposed or self.faulted:
            return
        if self.busy:
            self._again = True
            return
        loop = asyncio.get_running_loop()
        if asyncio.current_task(loop) is not None:
            self._drives = loop.create_task(self._run_drives())
            return
        self._drives = _RUNNING
        try:
            self._drives = start_eagerly(self._run_drives(), loop)
        finally:  # a KeyboardInterrupt or SystemExit out of it ends the drive all the same
            if self._drives is _RUNNING:
                self._drives = None

    def agent_became_idle(self) -> None:
        """The idle trigger, for agents whose log holds any schedule change."""
        try:
            self._lane.refresh()
        except Exception:
            self.request_drive()  # the drive reports and faults
            return
        if self._lane.projection.has_schedule_events:
            self.request_drive()

    def wake_at(self) -> int | None:
        """The wake-up hint: when the earliest active record is due (epoch ms), or None when
        none is active. A log that cannot be folded has nothing a worker could deliver, so
        it is None too (the owner reports the fault when it drives). The host asks once the
        log has changed since its last answer; the projection answers `earliest` and each
        target from its own memos until it changes."""
        projection = self._lane.projection
        try:
            self._lane.refresh()
            record = projection.earliest()
        except Exception:
            return None
        return None if record is None else projection.target_ms(record.id)

    def mark_disposed(self) -> None:
        """Refuse new work from this moment: cancel the timer and cut the idle wait. A drive
        in flight sees the mark at its next step; `dispose` waits for it."""
        self._disposed = True
        self._unsubscribe()
        self._cancel_timer()
        if self._idle_wait is not None:
            self._idle_wait.cancel()

    async def dispose(self) -> None:
        """Mark the owner disposed, then wait for the idle wait and the drive in flight."""
        self.mark_disposed()
        await asyncio.gather(*self._in_flight(), return_exceptions=True)

    @property
    def in_flight(self) -> bool:
        """Whether an idle wait or a drive is still running as a task (what `dispose` waits
        for); an owner marked disposed without one is disposed already."""
        return bool(self._in_flight())

    def _in_flight(self) -> list[asyncio.Future[None]]:
        return [
            task
            for task in (self._idle_wait, self._drives)
            if isinstance(task, asyncio.Future) and not task.done()
        ]

    async def _run_drives(self) -> None:
        while True:
            self._again = False
            try:
                await self._drive()
            except Exception as error:
                self._fault(f"drive failed unexpectedly: {error!r}")
            if not self._again or self._disposed or self.faulted:
                # Done: forget the task now rather than hold it until the next drive replaces
                # it (an agent waiting for its reminder keeps no finished task: 6% of the
                # memory per pending reminder, docs/decisions/0017-fast-paths-in-one-place.md).
                self._drives = None
                return

    async def _drive(self) -> None:
        lane = self._lane
        agent = lane.agent
        # acquire and release, the form asyncio documents as `async with lane.fifo`: its
        # `__aenter__` and `__aexit__` are coroutines around these two calls, and a delivery
        # takes the FIFO twice (3 % of its instructions, decisions/0020).
        await lane.fifo.acquire()
        try:
            if self._stopped():
                return
            if not await lane.checkpoint():  # the armed timer, if any, stays: it is no retry
                lane.logger.warning(f"schedule: preflight failed for agent {agent.id}")
                return
            if self._stopped():
                return
            record = self._earliest()
            if record is None or not self._due(record, lane.clock.now_ms()):
                return
            release = agent.reserve_turn_admission()
            if release is None:
                self._wait_for_idle()
                return
            try:
                dispatched = not self._stopped() and self._deliver()
            finally:
                release()
            if not dispatched:
                return
            if await lane.checkpoint():
                self._again = True
            else:
                lane.logger.warning(f"schedule: dispatch checkpoint failed for {agent.id}")
        finally:
            lane.fifo.release()

    def _stopped(self) -> bool:
        """Whether the owner was disposed or its agent is; the owner checks the agent itself
        rather than count on the host to refuse a followup for a departed agent."""
        if not self._disposed and self._lane.agent.status == "disposed":
            self.mark_disposed()
        return self._disposed

    def _earliest(self) -> Record | None:
        """The earliest active record; with none left, the armed timer is no longer needed."""
        try:
            self._lane.refresh()
        except Exception as error:
            self._unfoldable(error)
            return None
        record = self._lane.projection.earliest()
        if record is None and self._timer is not None:
            self._cancel_timer()
        return record

    def _due(self, record: Record, now: int) -> bool:
        """Whether the wall clock `now` has reached the record's target; if not, re-arm the
        timer."""
        if self._timer is not None:
            self._cancel_timer()
        remaining = self._lane.projection.target_ms(record.id) - now
        if remaining <= 0:
            return True
        self._timer = self._lane.clock.call_later(min(remaining, self._cap), self._wake)
        return False

    def _deliver(self) -> bool:
        """Under a reserved turn: re-read the fold, decide once, queue the followup, append
        the dispatches. True when they were appended."""
        lane = self._lane
        record = self._earliest()
        if record is None:
            return False
        now = lane.clock.now_ms()
        if not self._due(record, now):
            return False
        recurring = is_recurring(record)
        batch = self._recurring_due(now) if recurring else [record]
        try:
            if recurring:
                text = render_recurring_framing([(due, now) for due in batch])
            else:
                text = render_reminder_framing(record)
            lane.agent.followup(Followup(text, FOLLOWUP_SOURCE))
        except Exception as error:
            ids = ", ".join(due.id for due in batch)
            lane.logger.warning(f"schedule: followup of {ids} failed: {error!r}")
            return False
        for due in batch:
            try:
                lane.session.append(SCHEDULE_CHANGE, self._dispatch(due, now, recurring))
            except Exception as error:
                self._fault(f"dispatch of {due.id} could not be appended: {error!r}")
                return False
        return True

    def _recurring_due(self, now: int) -> list[Record]:
        """Every recurring record due at `now`, in target order (ties in create order)."""
        projection = self._lane.projection
        due = [
            (projection.target_ms(record.id), index, record)
            for index, record in enumerate(projection.active.values())
            if is_recurring(record) and projection.target_ms(record.id) <= now
        ]
        return [record for _, _, record in sorted(due, key=lambda entry: entry[:2])]

    def _dispatch(self, record: Record, now: int, recurring: bool) -> dict[str, Any]:
        """The dispatch of `record` decided at `now`: a recurring one (`recurring`, as
        `is_recurring` decided for its batch) names the occurrence it delivered, the latest
        one due."""
        occurrence = catch_up(record, now)[0] if recurring else None
        return dispatch_data(self._lane.protocol, record.id, occurrence)

    def _wait_for_idle(self) -> None:
        if self._idle_wait is None:
            self._idle_wait = asyncio.get_running_loop().create_task(self._await_idle())

    async def _await_idle(self) -> None:
        try:
            await self._lane.agent.when_idle()
        except Exception as error:
            self._lane.logger.warning(f"schedule: idle wait failed: {error!r}")
            return
        finally:
            self._idle_wait = None
        self.request_drive()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _unfoldable(self, error: Exception) -> None:
        self._fault(f"the schedule log cannot be folded: {error}")

    def _fault(self, reason: str) -> None:
        self.faulted = True
        self._cancel_timer()
        self._lane.logger.error(f"schedule: owner of agent {self._lane.agent.id} faulted: {reason}")
