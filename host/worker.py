"""The worker engine: deliver reminders on time in sessions nobody has open.

A worker claims the sessions whose wake-up time has come and that no live process holds
(`SessionStore.claim_due`, `FOR UPDATE SKIP LOCKED` on PostgreSQL), at most `concurrency` at a
time, and resumes each into its root agent with the schedule plugin loaded, so the owner
delivers exactly as in a shell: the followup becomes a model turn whose reply is appended to
the session, marked unattended. A session is given up again as soon as it is idle with nothing
due within `hold_ms`, or when a host asks for it (a handover), so a person opening it in the
shell gets it within moments. Many workers on many machines share one store; leases and
fencing keep each session with one of them at a time. Setting `stop` drains: no new claims,
turns in flight finish, every lease is released (`dsh-schedule worker`, in the CLI, sets it on
SIGTERM or SIGINT).

Between rounds it waits for its poll; on PostgreSQL it also hears each commit that moves a
wake-up time earlier (LISTEN/NOTIFY) and claims at that time, so a new near reminder is not
late by a poll.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, TextIO

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import EmbeddedHost
from dsh_schedule.host.models import Message, Model
from dsh_schedule.host.sessions import HostSession
from dsh_schedule.host.stores import SessionStore, WakeUp
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS, Holder, check_ttl
from dsh_schedule.host.stores.wake_index import WakeNotices
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.host_contract import Agent, AgentStatus, PluginContext
from dsh_schedule.runtime.instants import format_instant, parse_instant
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE, ScheduleOwner
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule

BACKOFF_MAX_S = 30.0
"""The longest a worker waits between two attempts to reach an unreachable store."""
DRAIN_POLL_S = 0.05
WAKE_MARGIN_MS = 2
"""How long after a wake-up time heard of the worker claims: the store's clock, as this
process reads it, may lag the server's by a round trip."""


@dataclass(frozen=True)
class WorkerOptions:
    concurrency: int = 16
    """How many sessions the worker holds at most at once."""
    lease_ttl_ms: int = DEFAULT_TTL_MS
    poll_ms: int = 250
    """How often it looks for due sessions and for handover requests; ten times as often
    while it is busy (its last round claimed sessions, or every slot is taken), so that a
    backlog flows through at the pace deliveries finish rather than one claim per poll."""
    hold_ms: int = 1_000
    """A session whose next reminder is due within this long is kept rather than released."""
    stall_ms: int = 10_000
    """A due session that stays undelivered this long (the store failing, say) is released,
    so that a later claim, here or elsewhere, tries again."""
    drain_ms: int = 30_000
    """How long a stopping worker waits for turns in flight before it releases anyway."""
    protocol: int = 2
    """The schedule protocol the plugin runs (`--protocol`)."""

    def __post_init__(self) -> None:
        if not 1 <= self.concurrency <= 10_000:
            raise ValueError(f"concurrency is 1 to 10000, not {self.concurrency}")
        check_ttl(self.lease_ttl_ms)
        if self.protocol not in (1, 2):
            raise ValueError(f"protocol is 1 or 2, not {self.protocol}")
        for name in ("poll_ms", "hold_ms", "stall_ms", "drain_ms"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1 ms")


_JSON_LINE: Final = json.JSONEncoder(ensure_ascii=False)
"""`json.dumps(..., ensure_ascii=False)` without a new encoder for every line."""


class WorkerLog:
    """One line per delivery, and a line for each thing an operator must know (a store that
    cannot be reached, a corrupt session, a drain); `json_lines` makes each a JSON object."""

    def __init__(self, out: TextIO, clock: Clock, *, json_lines: bool = False) -> None:
        self._out = out
        self._clock = clock
        self._json = json_lines

    def line(self, event: str, text: str, **fields: object) -> None:
        self.line_at(self._clock.now_ms(), event, text, fields)

    def line_at(self, now_ms: int, event: str, text: str, fields: dict[str, object]) -> None:
        """`line` at a time the caller read already (a delivery's, which its lateness is
        measured against)."""
        now = format_instant(now_ms)
        if self._json:
            record = {"time": now, "event": event, **fields, "message": text}
            self._out.write(_JSON_LINE.encode(record) + "\n")
        else:
            self._out.write(f"{now} {event}: {text}\n")
        self._out.flush()

    def warning(self, message: str) -> None:
        self.line("warning", message)

    def error(self, message: str) -> None:
        self.line("error", message)


class Worker:
    """The worker's loop on one host; `run` returns once `stop` is set and it has drained."""

    def __init__(
        self,
        store: SessionStore,
        model: Model,
        log: WorkerLog,
        options: WorkerOptions,
        *,
        clock: Clock | None = None,
        holder: Holder | None = None,
    ) -> None:
        self.options = options
        self.log = log
        self.clock = clock if clock is not None else SystemClock()
        self.holder = holder if holder is not None else Holder.this_process("worker")
        self.host = EmbeddedHost(
            store, self.clock, log, lease_ttl_ms=options.lease_ttl_ms, holder=self.holder
        )
        self.turns = TurnRunner(
            self.host, model, None, _no_tool_report, unattended=True, ended=self._turn_ended
        )
        self.delivered = 0
        self.failed = 0
        """Reminders whose turn failed (a model that did not answer): shown as they were set."""
        self._installation: ScheduleInstallation | None = None
        self._agents: dict[str, HostAgent] = {}
        """The root agent of each session held, by session id."""
        self._due_since: dict[str, int] = {}
        self._handovers: set[str] = set()
        self._heard_at: int | None = None
        """The earliest wake-up time heard of (`WakeNotices`) that the worker has not claimed
        at yet."""
        self._woken = asyncio.Event()
        """Set when the idle wait should look again: a wake-up time heard of, or `stop`
        (made anew by each `run`, in its event loop)."""
        self.host.on_lost(self._lost)

    @property
    def busy(self) -> bool:
        """Whether work is under way in any session it holds (what settling waits for; a
        commit to try again waits for the next step)."""
        return any(self._in_flight(session) for session in self.host.sessions.list())

    async def start(self) -> None:
        invariant = functools.partial(install_schedule_invariant, protocol=self.options.protocol)
        self.host.agents.on_status(self._status)  # heard before the plugin: see `_status`
        await self.host.load_plugins([invariant, self._install])
        self.turns.attach()

    async def run(self, stop: asyncio.Event) -> None:
        """Claim, deliver and release until `stop` is set; then drain and release all."""
        backoff = 0.0
        self._woken = asyncio.Event()
        stop_listening = self._listen()
        watcher = asyncio.create_task(self._wake_on(stop))
        try:
            while not stop.is_set():
                busy = False
                try:
                    busy = self.step()
                    backoff = 0.0
                except StoreError as error:
                    backoff = min(BACKOFF_MAX_S, max(0.5, backoff * 2))
                    self.log.warning(f"store: {error}; trying again in {backoff:g} s")
                await self._wait(stop, backoff or self.options.poll_ms / (10_000 if busy else 1000))
        finally:
            stop_listening()
            watcher.cancel()
        await self.drain()

    def _listen(self) -> Callable[[], None]:
        """Hear of wake-up times moved earlier, where the store tells (PostgreSQL); how to
        stop hearing."""
        store = self.host.store
        if isinstance(store, WakeNotices):
            return store.listen_wakes(self._heard, self.log.warning)
        return lambda: None

    def _heard(self, wake_at: int) -> None:
        if self._heard_at is None or wake_at < self._heard_at:
            self._heard_at = wake_at
            self._woken.set()

    async def _wake_on(self, stop: asyncio.Event) -> None:
        await stop.wait()
        self._woken.set()

    async def _wait(self, stop: asyncio.Event, delay_s: float) -> None:
        """The idle wait between two rounds: `delay_s`, or less when `stop` is set or the
        earliest wake-up time heard of comes first (by the store's clock, which `claim_due`
        judges by, and `WAKE_MARGIN_MS` after, so that it is due by then)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + delay_s
        while not stop.is_set():
            timeout = deadline - loop.time()
            if self._heard_at is not None:
                until = self._heard_at + WAKE_MARGIN_MS - self.host.store.clock.now_ms()
                if until <= 0:
                    self._heard_at = None
                    return
                timeout = min(timeout, until / 1000)
            if timeout <= 0:
                return
            self._woken.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._woken.wait(), timeout)

    def step(self) -> bool:
        """One round: hear handover requests, give up what is done, claim what is due.
        True when the worker is busy: it claimed sessions, or every slot is taken."""
        self.host.deliveries.clear()  # each delivery is logged; the worker keeps none
        held = self.host.sessions.list()
        self._handovers = set(self.host.store.handovers([s.lease for s in held]))
        self._release([session for session in held if self._finished(session)])
        room = self.options.concurrency - len(self.host.sessions.list())
        if room <= 0:
            return True
        opened, refused = self.host.open_due(room)
        for agent in opened:
            self._agents[agent.session.id] = agent
            self.turns.resume(agent)  # the turns a worker that died or lost it left unfinished
        for session_id, error in refused:
            self._refused(session_id, error)
        return bool(opened)

    async def drain(self) -> None:
        """Wait (up to `drain_ms`) for the turns and drives in flight, then release all."""
        held = self.host.sessions.list()
        self.log.line("draining", f"releasing {len(held)} sessions", sessions=len(held))
        deadline = self.clock.now_ms() + self.options.drain_ms
        while any(not self._idle(s) for s in self.host.sessions.list()):
            for session in self.host.sessions.list():
                self._retry_commit(session)
            if self.clock.now_ms() >= deadline:
                self.log.warning("drain timed out; releasing sessions with turns in flight")
                break
            await asyncio.sleep(DRAIN_POLL_S)
        await self.host.close()

    # -- deciding

    def _status(self, agent: Agent, status: AgentStatus) -> None:
        """A root agent whose turn leaves it idle with its answer committed and nothing due
        within `hold_ms` is disposed at once, before the plugin hears it idle: its owner
        asks for no drive (the one SPEC §7 starts when an agent becomes idle, which would
        only find nothing due), and the next round gives its lease up with the others."""
        if status != "idle" or self._installation is None:
            return
        held = self._agents.get(agent.session.id)
        owner = self._installation.owner_of(agent.id)
        if held is not agent or owner is None:
            return
        session = held.session
        idle = not session.live or not (session.unflushed or self._working(held, owner))
        if idle and self._done(session, owner, owner.wake_at()):
            held.dispose()

    def _finished(self, session: HostSession) -> bool:
        """Whether `session` should be given up now: idle, and asked for, or faulted, or with
        nothing due soon, or due but stalled."""
        if not self._idle(session):
            self._due_since.pop(session.id, None)
            self._retry_commit(session)
            return False
        owner = self._owner(session)
        if owner is None:
            return True
        wake_at = owner.wake_at()
        if self._done(session, owner, wake_at):
            return True
        now = self.clock.now_ms()
        if wake_at is not None and wake_at > now:
            return False  # its timer is armed: keep it
        since = self._due_since.setdefault(session.id, now)
        if now - since >= self.options.stall_ms:
            self.log.warning(f"session {session.id}: due but undelivered for {now - since} ms")
            return True
        owner.request_drive()  # a drive that failed has no retry of its own: try again
        return False

    def _done(self, session: HostSession, owner: ScheduleOwner, wake_at: int | None) -> bool:
        """Whether an idle `session` is asked for, or its owner faulted, or nothing is due
        in it (`wake_at`, its owner's hint) within `hold_ms`."""
        if session.id in self._handovers or owner.faulted:
            return True
        return wake_at is None or wake_at > self.clock.now_ms() + self.options.hold_ms

    def _idle(self, session: HostSession) -> bool:
        """Whether nothing is under way in `session` and nothing appended is unflushed."""
        return not session.live or not (session.unflushed or self._in_flight(session))

    def _in_flight(self, session: HostSession) -> bool:
        """Whether a turn is queued or running in `session`, or an owner drive."""
        agent = self._root(session)
        if not session.live or agent is None:
            return False
        return self._working(agent, self._owner(session))

    def _working(self, agent: HostAgent, owner: ScheduleOwner | None) -> bool:
        """Whether a turn is queued or running for root `agent`, or a drive of its `owner`."""
        return (
            agent.status != "idle" or self.turns.busy(agent) or (owner is not None and owner.busy)
        )

    def _retry_commit(self, session: HostSession) -> None:
        """A session whose last commit was rejected (the store busy, say) holds appends,
        a reminder's message among them, that nothing under way would commit, and that no
        one may see until a commit confirms them: its owner drives again, and the drive's
        first checkpoint commits them."""
        owner = self._owner(session)
        if (
            session.live
            and session.unflushed
            and owner is not None
            and not self._in_flight(session)
        ):
            owner.request_drive()

    def _owner(self, session: HostSession) -> ScheduleOwner | None:
        agent = self._root(session)
        if agent is None or self._installation is None:
            return None
        return self._installation.owner_of(agent.id)

    def _root(self, session: HostSession) -> HostAgent | None:
        agent = self._agents.get(session.id)
        return agent if agent is not None and agent.status != "disposed" else None

    # -- acting

    def _release(self, sessions: list[HostSession]) -> None:
        """Give the sessions up, their leases in one store transaction."""
        if not sessions:
            return
        for session in sessions:
            self._forget(session.id)
        self.host.close_sessions(sessions)
        for session in sessions:
            if session.id in self._handovers:
                self.log.line("handover", f"gave session {session.id} up", session=session.id)

    def _refused(self, session_id: str, error: Exception) -> None:
        """A claimed session that could not be opened. A corrupt schedule log has nothing a
        worker can deliver: its wake-up time is cleared, so no worker claims it again until
        a commit changes it; anything else is tried again at a later claim."""
        if not isinstance(error, ScheduleLogError):
            self.log.error(f"session {session_id} not opened: {error}")
            return
        self.log.error(
            f"session {session_id}: the schedule log is corrupt ({error}); "
            "it is not woken again until it changes",
        )
        store = self.host.store
        (claim,) = store.claim(self.holder, self.options.lease_ttl_ms, session_id=session_id)
        try:
            store.commit(claim.lease, (), WakeUp(None))
        finally:
            store.release(claim.lease)

    def _turn_ended(self, agent: HostAgent, message: Message, failure: str | None) -> None:
        """One line per reminder whose turn's answer is committed (a batch of recurring ones
        gives a line each): `delivered` when the model answered it, `turn-failed` with the
        model's one line when it did not (the reminder is then shown in the session as it was
        set). Nobody watches a worker: its delivery is the answer a user later reads in the
        session, and the line reports it, so a worker that dies between the two leaves a
        delivery without a line, never a line for a reminder the next holder answers again."""
        if message.source != FOLLOWUP_SOURCE:
            return
        now = self.clock.now_ms()
        session = agent.session.id
        for reminder in message.reminders or ():  # read once, as the turn began
            late_ms = now - parse_instant(reminder.occurrence_at)
            where = (
                f"{reminder.schedule_id} in session {session} ({agent.name}),"
                f" due {reminder.occurrence_at}, {late_ms} ms late"
            )
            fields: dict[str, object] = {
                "session": session,
                "agent": agent.name,
                "schedule_id": reminder.schedule_id,
                "due_at": reminder.occurrence_at,
                "late_ms": late_ms,
            }
            if failure is None:
                self.delivered += 1
                self.log.line_at(now, "delivered", where, fields)
            else:
                self.failed += 1
                fields["error"] = failure
                text = f"{where}: the model's turn failed ({failure}); shown as it was set"
                self.log.line_at(now, "turn-failed", text, fields)

    def _lost(self, session_id: str, reason: str) -> None:
        self._forget(session_id)

    def _forget(self, session_id: str) -> None:
        """Keep nothing of a session given up: a long-running worker's memory stays flat."""
        self._due_since.pop(session_id, None)
        self._agents.pop(session_id, None)
        self.turns.forget(session_id)

    def _install(self, ctx: PluginContext) -> ScheduleInstallation:
        self._installation = install_schedule(ctx, protocol=self.options.protocol)
        return self._installation


def _no_tool_report(
    agent: HostAgent, name: str, arguments: dict[str, object], result: ToolResult
) -> None:
    """Nobody watches a worker's turns (it says nothing): replies and tool results are in
    the session log."""
