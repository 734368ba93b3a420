"""A live harness for the runtime's tests: the embedded host on a virtual clock, with faults.

The host is `host.testing`'s, with its persistence switches, flush counts and flush hooks
(used here for a flush that blocks or raises); its classes are subclassed further only for
what runtime tests need besides (a followup or idle wait that raises, counts of idle waits,
of events read and of timers); everything else is the real host. Nothing here sleeps on the
real clock: `settle` turns the event loop until no owner drive is in flight and no timer is
due, and `advance` moves the virtual clock from timer to timer, settling at each, as the
scenario runner does.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine, Iterator, Sequence
from typing import Any, ParamSpec, overload

from dsh_schedule.host.agents import HostAgent, HostAgents
from dsh_schedule.host.host import Plugin, RecordingLogger
from dsh_schedule.host.sessions import HostSession
from dsh_schedule.host.stores import ClaimedSession, MemoryStore, SessionStore, StoredSession
from dsh_schedule.host.testing import FaultyHost, FaultySessions, FlushHook
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.host.virtual_time import advance, settle
from dsh_schedule.runtime.clock import Clock, TimerHandle, VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.host_contract import AppendGuard, Followup, PluginContext, Session
from dsh_schedule.runtime.invariant import InvariantInstallation, install_schedule_invariant
from dsh_schedule.runtime.jsjson import render_json
from dsh_schedule.runtime.lane import AgentLane
from dsh_schedule.runtime.owner import ScheduleOwner
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from dsh_schedule.runtime.tools import schedule_tools

P = ParamSpec("P")

START = 1_767_225_600_000  # 2026-01-01T00:00:00.000Z
SECRET = "TOPSECRET-7f3a-backend-detail"
"""Text that a fault carries and that must never reach a tool value."""


def live_test(test: Callable[P, Coroutine[Any, Any, None]]) -> Callable[P, None]:
    """Run an async test function with `asyncio.run` (no pytest plugin needed)."""

    @functools.wraps(test)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        asyncio.run(test(*args, **kwargs))

    return run


# --- flush faults -------------------------------------------------------------------------


class Gate:
    """A flush hook that holds the flush until `release()`; `entered` tells it is holding."""

    def __init__(self) -> None:
        self.entered = asyncio.Event()
        self._released = asyncio.Event()

    async def __call__(self, session: Session) -> None:
        self.entered.set()
        await self._released.wait()

    def release(self) -> None:
        self._released.set()


def raising(error: Exception) -> FlushHook:
    """A flush hook that makes the flush raise `error` (a rejecting persistence listener)."""

    async def hook(session: Session) -> None:
        raise error

    return hook


class CountingEvents(Sequence[Event]):
    """A session's live log as a sequence that counts the events read from it."""

    def __init__(self, events: Sequence[Event], session: LiveSession) -> None:
        self._events = events
        self._session = session

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | Sequence[Event]:
        if isinstance(index, slice):
            found = self._events[index]
            self._session.reads += len(found)
            return found
        event = self._events[index]
        self._session.reads += 1
        return event

    def __len__(self) -> int:
        return len(self._events)

    def __iter__(self) -> Iterator[Event]:
        self._session.reads += len(self._events)
        return iter(self._events)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CountingEvents):
            other = other._events
        return isinstance(other, list) and list(self._events) == other

    __hash__ = None  # type: ignore[assignment]


class LiveSession(HostSession):
    """A host session that counts how many events are read from its live log."""

    def __init__(self, claim: ClaimedSession, clock: Clock, guards: list[AppendGuard]) -> None:
        super().__init__(claim, clock, guards)
        self.reads = 0
        self.events = CountingEvents(self._events, self)


class LiveSessions(FaultySessions):
    """Fault-switching host sessions whose sessions are `LiveSession`s; `adopt` stores a
    session record as given and opens it (the host itself only ever creates empty sessions
    and forks)."""

    def new_session(self, claim: ClaimedSession) -> HostSession:
        return LiveSession(claim, self._clock, self._guards)

    def adopt(self, stored: StoredSession) -> HostSession:
        self._store.create_session(stored)
        (session,) = self.open(session_id=stored.id)
        return session


# --- agent faults -------------------------------------------------------------------------


class LiveAgent(HostAgent):
    """A host agent whose followup or idle wait can be made to raise, which can be disposed
    while a turn claim is being granted, and which counts waits, followup attempts and
    reservations not yet released."""

    def __init__(
        self, agent_id: str, name: str, session: HostSession, is_root: bool, hub: HostAgents
    ) -> None:
        super().__init__(agent_id, name, session, is_root, hub)
        self.followup_error: Exception | None = None
        self.idle_error: Exception | None = None
        self.dispose_on_reserve = False
        self.on_reserve: Callable[[], None] | None = None
        """Run once a reservation is granted: the host's own work while it holds the turn."""
        self.when_idle_calls = 0
        self.followup_attempts = 0
        self.held_reservations = 0

    def reserve_turn_admission(self) -> Callable[[], None] | None:
        release = super().reserve_turn_admission()
        if release is None:
            return None
        self.held_reservations += 1
        released = False

        def counted_release() -> None:
            nonlocal released
            if not released:
                released = True
                self.held_reservations -= 1
            release()

        if self.dispose_on_reserve:  # a disposal racing the claim: granted, then gone
            self.dispose()
        if self.on_reserve is not None:
            self.on_reserve()
        return counted_release

    def followup(self, message: Followup) -> None:
        self.followup_attempts += 1
        if self.followup_error is not None:
            raise self.followup_error
        super().followup(message)

    async def when_idle(self) -> None:
        self.when_idle_calls += 1
        if self.idle_error is not None:
            raise self.idle_error
        await super().when_idle()


class LiveAgents(HostAgents):
    def new_agent(self, agent_id: str, name: str, session: HostSession, is_root: bool) -> HostAgent:
        return LiveAgent(agent_id, name, session, is_root, self)


# --- clock --------------------------------------------------------------------------------


class _Tracked:
    def __init__(self, delay_ms: int) -> None:
        self.delay_ms = delay_ms
        self.handle: TimerHandle | None = None
        self.cancelled = False
        self.fired = False

    def cancel(self) -> None:
        self.cancelled = True
        if self.handle is not None:
            self.handle.cancel()


class CountingClock(VirtualClock):
    """A virtual clock that remembers every timer armed on it."""

    def __init__(self, wall_ms: int = 0) -> None:
        super().__init__(wall_ms)
        self.timers: list[_Tracked] = []

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> TimerHandle:
        tracked = _Tracked(delay_ms)

        def fire() -> None:
            tracked.fired = True
            callback()

        tracked.handle = super().call_later(delay_ms, fire)
        self.timers.append(tracked)
        return tracked

    def live_timers(self) -> list[int]:
        """The delays of the timers armed and neither fired nor cancelled yet."""
        return [t.delay_ms for t in self.timers if not (t.fired or t.cancelled)]


class FailingClock(CountingClock):
    """A clock whose wall time raises while `failing` is set."""

    def __init__(self, wall_ms: int = 0) -> None:
        super().__init__(wall_ms)
        self.failing = False

    def now_ms(self) -> int:
        if self.failing:
            raise RuntimeError(SECRET)
        return super().now_ms()


# --- host ---------------------------------------------------------------------------------


class LiveHost(FaultyHost):
    """The fault-switching embedded host on the sessions and agents above."""

    sessions: LiveSessions
    agents: LiveAgents

    def __init__(
        self,
        store: SessionStore,
        clock: CountingClock,
        logger: RecordingLogger,
        *,
        durable_followups: bool = False,
    ) -> None:
        self.live_clock = clock
        self.durable_followups = durable_followups
        """False (the runtime's tests): followups reach the agent at once, as the plugin
        contract says; True: as the embedded host delivers them (a message of the log)."""
        self.walls: list[int] = []
        """The wall time of each delivery, beside `deliveries`."""
        super().__init__(store, clock, logger)

    def _delivered(self, agent: HostAgent, message: Followup) -> None:
        self.walls.append(self.live_clock.now_ms())
        super()._delivered(agent, message)

    def new_sessions(self) -> LiveSessions:
        return LiveSessions(self.store, self.live_clock)

    def new_agents(self) -> HostAgents:
        agents = LiveAgents(self._agent_ids, self.logger)
        agents.durable_followups = self.durable_followups
        return agents


class Live:
    """One host on a virtual clock with (by default) the invariant and the schedule plugin."""

    def __init__(
        self,
        *,
        invariant: bool = True,
        schedule: bool = True,
        segment_cap_ms: int | None = None,
        start: int = START,
        store: SessionStore | None = None,
        clock: CountingClock | None = None,
        protocol: int = 1,
        durable_followups: bool = False,
    ) -> None:
        self.protocol = protocol
        self.clock = clock if clock is not None else CountingClock(start)
        self.logger = RecordingLogger()
        self.store = store if store is not None else MemoryStore()
        self.host = LiveHost(
            self.store, self.clock, self.logger, durable_followups=durable_followups
        )
        self.installation: ScheduleInstallation | None = None
        self.bare_owners: list[ScheduleOwner] = []
        """Owners a test built directly on a lane (`bare_owner`), settled like the plugin's."""
        self._cap = segment_cap_ms
        self.plugins: list[Plugin] = []
        if invariant:
            self.plugins.append(self._install_invariant)
        if schedule:
            self.plugins.append(self._install_schedule)

    def _install_invariant(self, ctx: PluginContext) -> InvariantInstallation:
        if self.protocol == 1:
            return install_schedule_invariant(ctx)
        return install_schedule_invariant(ctx, protocol=self.protocol)

    def _install_schedule(self, ctx: PluginContext) -> ScheduleInstallation:
        options: dict[str, Any] = {}
        if self._cap is not None:
            options["segment_cap_ms"] = self._cap
        if self.protocol != 1:
            options["protocol"] = self.protocol
        self.installation = install_schedule(ctx, **options)
        return self.installation

    async def load(self) -> None:
        await self.host.load_plugins(self.plugins)

    @classmethod
    async def started(cls, *agents: str, **options: Any) -> Live:
        """A loaded host with the named root agents (default `main`), settled."""
        live = cls(**options)
        await live.load()
        for name in agents or ("main",):
            live.host.create_agent(name)
        await live.settle()
        return live

    # -- reading

    @property
    def sessions(self) -> LiveSessions:
        return self.host.sessions

    def agent(self, name: str = "main") -> LiveAgent:
        agent = self.host.agent(name)
        assert isinstance(agent, LiveAgent)
        return agent

    def owner(self, name: str = "main") -> ScheduleOwner:
        assert self.installation is not None
        owner = self.installation.owner_of(self.agent(name).id)
        assert owner is not None
        return owner

    def flushes(self, name: str = "main") -> int:
        """Flush attempts on the agent's session (including ones a hook made fail)."""
        return self.sessions.flush_counts[self.agent(name).session.id]

    def schedule_events(self, name: str = "main") -> list[Any]:
        return [e.data for e in self.agent(name).session.events if e.type == SCHEDULE_CHANGE]

    def followups(self, name: str = "main") -> list[str]:
        return [d.message.text for d in self.host.deliveries if d.agent == name]

    @property
    def walls(self) -> list[int]:
        """The wall time at each delivery of `host.deliveries`, in the same order."""
        return self.host.walls

    def prompts(self, name: str = "main") -> list[str]:
        """The prompts of the reminders delivered to the agent, read back from their framing."""
        return [text.rsplit('reminder_prompt_json: "', 1)[1][:-1] for text in self.followups(name)]

    def messages(self) -> list[str]:
        return [message for _, message in self.logger.messages]

    # -- acting

    async def call(self, tool: str, arguments: Any, agent: str = "main") -> ToolResult:
        return await self.host.call_tool(agent, tool, arguments)

    async def value(self, tool: str, arguments: Any, agent: str = "main") -> Any:
        """The value of a call that must not be a host error; its text must be its JSON."""
        result = await self.call(tool, arguments, agent)
        assert not result.is_error, result.text
        assert result.text == render_json(result.value)
        return result.value

    async def create(self, seconds: int, prompt: str = "stretch", agent: str = "main") -> str:
        """The id of a reminder created through the tool, which must succeed."""
        arguments = {"prompt": prompt, "after_seconds": seconds}
        schedule_id = (await self.value("schedule_create", arguments, agent))["id"]
        assert isinstance(schedule_id, str)
        return schedule_id

    def owners(self) -> list[ScheduleOwner]:
        installed = self.installation.owners if self.installation is not None else []
        return installed + self.bare_owners

    async def settle(self) -> None:
        """Run every due timer and every drive until the runtime is quiet."""
        await settle(self.clock, self.owners)

    async def advance(self, ms: int) -> None:
        """Move both clocks forward, firing and settling each timer at its due time."""
        await advance(self.clock, ms, self.owners)

    async def close(self) -> None:
        await self.host.close()


async def spin(turns: int = 20) -> None:
    """Turn the event loop a few times (for states where a drive is held on purpose)."""
    for _ in range(turns):
        await asyncio.sleep(0)


def bare_tools(live: Live, agent: HostAgent) -> AgentLane:
    """The three tools on `agent` without an owner: flush counts are the tools' own."""
    lane = AgentLane(agent, live.sessions, live.clock, live.logger, live.protocol)
    for tool in schedule_tools(lane):
        live.host.tools.register(agent.scope, tool)
    return lane


def bare_owner(live: Live, agent: HostAgent) -> ScheduleOwner:
    """The tools and an owner on `agent` without the plugin: nobody tells this owner that its
    agent was disposed, so it has to notice by itself."""
    owner = ScheduleOwner(bare_tools(live, agent))
    live.bare_owners.append(owner)
    return owner


FAULTS = ["false", "raises", "rejects", "detached"]
"""The ways a flush fails: returns False (no listener), raises, is rejected by the listener,
or finds the session no longer live."""


def fail_flush(live: Live, how: str, skip: int = 0, agent: str = "main") -> None:
    """Make the flush after the next `skip` good ones fail in the way `how` names."""
    sessions = live.sessions
    sessions.hooks.extend([None] * skip)
    if how == "false":

        async def remove(session: Session) -> None:
            sessions.persistence.attached = False

        sessions.hooks.append(remove)
    elif how == "raises":
        sessions.hooks.append(raising(RuntimeError(SECRET)))
    elif how == "rejects":
        sessions.persistence.inject_faults(skip, 1)
    else:
        assert how == "detached"
        target = live.agent(agent).session

        async def detach(session: Session) -> None:
            target.detach()

        sessions.hooks.append(detach)
