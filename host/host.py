"""The embedded host: sessions on a store, agents, a tool registry and the loaded plugins.

`EmbeddedHost` works on a `SessionStore` shared with other processes: it loads plugins with a
`PluginContext` of its services, then opens only the sessions it is asked for (`open_agent`,
`open_sessions`), claiming a lease on each and resuming each into a root agent of its recorded
name, so the plugins see those agents being created. It renews its leases in the background; a
session whose lease it loses is retired at once (its agents disposed, nothing more delivered)
and reported through `on_lost`. `restart()` is a process restart in place: every unflushed event
and all live state are dropped and the same sessions are opened again from the store.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, Protocol

from dsh_schedule.host.agents import HostAgent, HostAgents
from dsh_schedule.host.errors import AgentStateError, StoreError
from dsh_schedule.host.sessions import HostSession, HostSessions, subscribe
from dsh_schedule.host.stores import SessionStore
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS, Holder
from dsh_schedule.host.tool_registry import HostToolRegistry, ToolResult
from dsh_schedule.runtime.clock import Clock, TimerHandle
from dsh_schedule.runtime.host_contract import Disposer, Followup, Logger, PluginContext


class LoadedPlugin(Protocol):
    async def dispose(self) -> None: ...


Plugin = Callable[[PluginContext], LoadedPlugin]
"""A plugin is installed by calling it with the context; what it returns is disposed later."""


@dataclass
class RecordingLogger:
    """A `Logger` that keeps every message, for tests, scenarios and the CLI to read."""

    messages: list[tuple[Literal["warning", "error"], str]] = field(default_factory=list)

    def warning(self, message: str) -> None:
        self.messages.append(("warning", message))

    def error(self, message: str) -> None:
        self.messages.append(("error", message))


class Delivery(NamedTuple):
    """A followup as it reached an agent, by the agent's name (a named tuple: one a
    delivery)."""

    agent: str
    message: Followup


class EmbeddedHost:
    def __init__(
        self,
        store: SessionStore,
        clock: Clock,
        logger: Logger,
        *,
        lease_ttl_ms: int = DEFAULT_TTL_MS,
        holder: Holder | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.logger = logger
        self.holder = holder if holder is not None else Holder.this_process()
        self.lease_ttl_ms = lease_ttl_ms
        self.deliveries: list[Delivery] = []
        """Every followup delivered by this host, across restarts, in delivery order."""
        self.lost: list[tuple[str, str]] = []
        """Every session whose lease this host lost, with the reason, in order."""

        self._lost_listeners: list[Callable[[str, str], None]] = []
        self._agent_ids = itertools.count(1)
        self._plugins: list[Plugin] = []
        self._loaded: list[LoadedPlugin] = []
        self._renewal: TimerHandle | None = None
        self._open()

    def _open(self) -> None:
        self.sessions = self.new_sessions()
        self.sessions.on_lost(self._session_lost)
        self.agents = self.new_agents()
        self.agents.on_delivered(self._delivered)
        self.agents.commit = self.sessions.persistence.commit
        self.tools = HostToolRegistry(self.logger)

    def new_sessions(self) -> HostSessions:
        """This host's sessions, anew at every (re)start; a test host may build a subclass."""
        return HostSessions(self.store, self.clock, self.holder, self.lease_ttl_ms)

    def new_agents(self) -> HostAgents:
        """This host's agents, anew at every (re)start; a test host may build a subclass."""
        return HostAgents(self._agent_ids, self.logger)

    @property
    def context(self) -> PluginContext:
        return PluginContext(
            sessions=self.sessions,
            agents=self.agents,
            tools=self.tools,
            session_persistence=self.sessions.persistence,
            clock=self.clock,
            logger=self.logger,
            wake_hints=self.sessions,
            checkpoint_hints=self.sessions,
        )

    async def load_plugins(self, plugins: Sequence[Plugin]) -> None:
        """Install each plugin in order, all or nothing: if one fails, those installed by
        this call are disposed again before the error propagates."""
        loaded: list[LoadedPlugin] = []
        try:
            for plugin in plugins:
                loaded.append(plugin(self.context))
        except BaseException:
            for done in reversed(loaded):
                await done.dispose()
            raise
        self._plugins.extend(plugins)
        self._loaded.extend(loaded)

    def open_agent(self, name: str) -> HostAgent:
        """The root agent `name` on its stored session, claimed and resumed, or on a new
        session when it has none: `LeaseHeldError` when another live process holds it."""
        if self.agents.named(name) is not None:
            raise AgentStateError(f"agent {name} is already open in this host")
        sessions = self.sessions.open(agent_name=name)
        if not sessions:
            try:
                sessions = [self.sessions.create(name)]
            except StoreError:  # another process created it meanwhile: claim that one
                sessions = self.sessions.open(agent_name=name)
                if not sessions:
                    raise
        self._attend(sessions)
        return self.agent(name)

    def open_session(self, session_id: str) -> HostAgent:
        """The root agent of the stored session `session_id`, claimed and resumed."""
        sessions = self.sessions.open(session_id=session_id)
        if not sessions:
            raise StoreError(f"no session {session_id} in the store")
        (agent,) = self._attend(sessions)
        return agent

    def open_sessions(self, session_ids: Sequence[str]) -> list[HostAgent]:
        """The root agents of the stored sessions `session_ids`, claimed together (one store
        transaction, one sync) and resumed, all or none: a process resuming many sessions."""
        return self._attend(self.sessions.open_many(session_ids))

    def open_due(self, limit: int) -> tuple[list[HostAgent], list[tuple[str, Exception]]]:
        """The root agents of up to `limit` sessions whose wake-up time has come and that no
        live process holds, claimed and resumed, earliest first (what a worker does); and the
        sessions claimed but refused by a created listener (a corrupt log), their claims
        released, each with its error. One refusal keeps no other session out."""
        claims = self.store.claim_due(self.holder, self.lease_ttl_ms, limit)
        opened: list[HostAgent] = []
        refused: list[tuple[str, Exception]] = []
        for claim in claims:
            try:
                sessions = self.sessions.open_claimed([claim])
            except Exception as error:
                refused.append((claim.stored.id, error))
                continue
            try:
                opened.extend(self._attend(sessions))
            except Exception as error:  # an agent listener refused: give the session up
                for session in sessions:
                    self.close_session(session)
                refused.append((claim.stored.id, error))
        return opened, refused

    def close_session(self, session: HostSession) -> None:
        """Stop attending `session`: its agents are disposed (the plugins unwind them), its
        unflushed appends are dropped and its lease is given up, so another process may
        claim it at once."""
        self.close_sessions([session])

    def close_sessions(self, sessions: Sequence[HostSession]) -> None:
        """`close_session` of each, the leases given up together (one store transaction)."""
        closing = set(sessions)
        for agent in self.agents.live():
            if agent.session in closing:
                agent.dispose()  # commits its told marks first, which may find the lease lost
        for failure in self.sessions.close_many([s for s in sessions if s.live]):
            self.logger.warning(failure)

    def resume_agents(self) -> list[HostAgent]:
        """A root agent, named as recorded, for every live session that has no agent."""
        attended = {agent.session.id for agent in self.agents.live()}
        return self._attend([s for s in self.sessions.list() if s.id not in attended])

    def create_agent(self, name: str) -> HostAgent:
        """A root agent on a fresh session."""
        self._check_free(name)
        session = self.sessions.create(name)
        self._keep_leases()
        return self.agents.create(name, session)

    def fork(self, from_agent: str, as_name: str) -> HostAgent:
        """A root agent on a fork of `from_agent`'s session at its current length."""
        self._check_free(as_name)
        session = self.sessions.fork(self.agent(from_agent).session, as_name)
        self._keep_leases()
        return self.agents.create(as_name, session)

    def on_lost(self, listener: Callable[[str, str], None]) -> Disposer:
        """Hear of each session this host lost (session id, reason), as it is retired."""
        return subscribe(self._lost_listeners, listener)

    def agent(self, name: str) -> HostAgent:
        agent = self.agents.named(name)
        if agent is None:
            raise AgentStateError(f"no live agent named {name}")
        return agent

    async def call_tool(self, agent_name: str, tool: str, arguments: Any) -> ToolResult:
        return await self.tools.call_tool(self.agent(agent_name), tool, arguments)

    async def restart(self) -> None:
        """Dispose the plugins, drop all live state and every unflushed event, reopen the same
        sessions from the store, load the same plugins again, then resume every session into
        a root agent."""
        plugins = self._plugins
        reopen = [session.id for session in self.sessions.list()]
        await self._shut_down()
        self._open()
        self.sessions.open_many(reopen)
        await self.load_plugins(plugins)
        self.resume_agents()

    async def close(self) -> None:
        await self._shut_down()
        self.store.close()

    async def _shut_down(self) -> None:
        loaded, self._loaded, self._plugins = self._loaded, [], []
        for plugin in reversed(loaded):
            try:
                await plugin.dispose()
            except Exception as error:  # one plugin's failure must not keep the rest alive
                self.logger.error(f"plugin disposal failed: {error!r}")
        self.agents.dispose_all()
        if self._renewal is not None:
            self._renewal.cancel()
            self._renewal = None
        for failure in self.sessions.release_all():
            self.logger.warning(failure)
        self.sessions.detach_all()

    def _attend(self, sessions: Sequence[HostSession]) -> list[HostAgent]:
        for session in sessions:
            if session.checkpoint_note is not None:
                self.logger.warning(
                    f"checkpoint of session {session.id} not used ({session.checkpoint_note}):"
                    " replayed from the log, rebuilt at its next flush"
                )
                session.checkpoint_note = None
        agents = [self.agents.create(session.agent_name, session) for session in sessions]
        self._keep_leases()
        return agents

    def _keep_leases(self) -> None:
        """Renew every lease each third of the TTL, on the store's clock, while any is held."""
        if self._renewal is None and self.sessions.list():
            # Without a running event loop nothing could renew anyway (a synchronous test).
            with contextlib.suppress(RuntimeError):
                self._renewal = self.store.clock.call_later(
                    max(1, self.lease_ttl_ms // 3), self._renew
                )

    def _renew(self) -> None:
        self._renewal = None
        try:
            failures = self.sessions.renew()
        except StoreError as error:  # the store is unreachable now; the next try may succeed
            failures = [f"lease renewal failed: {error}"]
        else:
            self._drive_due()
        for failure in failures:
            self.logger.warning(failure)
        self._keep_leases()

    def _drive_due(self) -> None:
        """Once the store renewed the leases, the idle root agents whose sessions are due by
        now hear that they are idle: a reminder whose drive the store refused (busy, while
        another process held it) is delivered now rather than at the next turn."""
        now = self.clock.now_ms()
        for agent in self.agents.roots():
            hint = agent.session.wake_hint
            at = None if hint is None else hint()
            if at is not None and at <= now:
                agent.announce_idle()

    def _session_lost(self, session: HostSession, reason: str) -> None:
        """Stop everything on a session this process no longer holds: nothing more is
        delivered for it, and it is said once."""
        self.lost.append((session.id, reason))
        self.logger.error(f"lost session {session.id}: {reason}")
        for agent in self.agents.live():
            if agent.session is session:
                agent.dispose()
        for listener in tuple(self._lost_listeners):
            listener(session.id, reason)

    def _check_free(self, name: str) -> None:
        if self.agents.named(name) is not None:
            raise AgentStateError(f"an agent named {name} already exists")

    def _delivered(self, agent: HostAgent, message: Followup) -> None:
        self.deliveries.append(Delivery(agent.name, message))
