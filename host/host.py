"""The embedded host: sessions on a store, agents, a tool registry and the loaded plugins.

`EmbeddedHost` opens a `SessionStore` (every durable session becomes live again), loads
plugins with a `PluginContext` of its services, and resumes each session into a root agent of
its recorded name after the plugins, so they see those agents being created. `restart()` is a
process restart in place: every unflushed event and all live state are dropped and the same
sequence runs again on what the store holds.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from dsh_schedule.host.agents import AgentStateError, HostAgent, HostAgents
from dsh_schedule.host.sessions import HostSessions
from dsh_schedule.host.store import SessionStore
from dsh_schedule.host.tool_registry import HostToolRegistry, ToolResult
from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.host_contract import Followup, Logger, PluginContext


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


@dataclass(frozen=True)
class Delivery:
    """A followup as it reached an agent, by the agent's name."""

    agent: str
    message: Followup


class EmbeddedHost:
    def __init__(self, store: SessionStore, clock: Clock, logger: Logger) -> None:
        self.store = store
        self.clock = clock
        self.logger = logger
        self.deliveries: list[Delivery] = []
        """Every followup delivered by this host, across restarts, in delivery order."""
        self._agent_ids = itertools.count(1)
        self._plugins: list[Plugin] = []
        self._loaded: list[LoadedPlugin] = []
        self._open()

    def _open(self) -> None:
        self.sessions = HostSessions(self.store, self.clock)
        self.agents = HostAgents(self._agent_ids)
        self.agents.on_followup(self._delivered)
        self.tools = HostToolRegistry(self.logger)

    @property
    def context(self) -> PluginContext:
        return PluginContext(
            sessions=self.sessions,
            agents=self.agents,
            tools=self.tools,
            session_persistence=self.sessions.persistence,
            clock=self.clock,
            logger=self.logger,
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

    def resume_agents(self) -> list[HostAgent]:
        """A root agent, named as recorded, for every live session that has no agent."""
        attended = {agent.session.id for agent in self.agents.live()}
        return [
            self.agents.create(session.agent_name, session)
            for session in self.sessions.list()
            if session.id not in attended
        ]

    def create_agent(self, name: str) -> HostAgent:
        """A root agent on a fresh session."""
        self._check_free(name)
        return self.agents.create(name, self.sessions.create(name))

    def fork(self, from_agent: str, as_name: str) -> HostAgent:
        """A root agent on a fork of `from_agent`'s session at its current length."""
        self._check_free(as_name)
        session = self.sessions.fork(self.agent(from_agent).session, as_name)
        return self.agents.create(as_name, session)

    def agent(self, name: str) -> HostAgent:
        agent = self.agents.named(name)
        if agent is None:
            raise AgentStateError(f"no live agent named {name}")
        return agent

    async def call_tool(self, agent_name: str, tool: str, arguments: Any) -> ToolResult:
        return await self.tools.call_tool(self.agent(agent_name), tool, arguments)

    async def restart(self) -> None:
        """Dispose the plugins, drop all live state and every unflushed event, reopen the
        store, load the same plugins again, then resume every session into a root agent."""
        plugins = self._plugins
        await self._shut_down()
        self._open()
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
        self.sessions.detach_all()

    def _check_free(self, name: str) -> None:
        if self.agents.named(name) is not None:
            raise AgentStateError(f"an agent named {name} already exists")

    def _delivered(self, agent: HostAgent, message: Followup) -> None:
        self.deliveries.append(Delivery(agent.name, message))
