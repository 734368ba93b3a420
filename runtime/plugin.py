"""Plugin composition: install the tools and an owner on every later live root agent.

The plugin only listens to `agent/created` events that happen after it loads: agents that
already existed and child agents never get the tools. Each agent's tools are registered in its
own scope, all or nothing, and everything is unwound when the agent or the plugin is disposed.
The protocol version (1, the default, or 2) decides which tools are registered and which events
the tools and the owner read and write.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from dsh_schedule.errors import DshScheduleError
from dsh_schedule.runtime.decode import PROTOCOLS
from dsh_schedule.runtime.host_contract import (
    Agent,
    Agents,
    AgentStatus,
    Disposer,
    PluginContext,
    Sessions,
    ToolRegistry,
)
from dsh_schedule.runtime.lane import AgentLane
from dsh_schedule.runtime.owner import DEFAULT_SEGMENT_CAP_MS, ScheduleOwner, check_segment_cap
from dsh_schedule.runtime.tools import schedule_tools, tool_contracts


class CompositionError(DshScheduleError):
    """The host lacks a service the plugin needs; raised at install, never later."""


def check_protocol(protocol: int) -> int:
    """The protocol itself when it is 1 or 2, else ValueError."""
    if type(protocol) is not int or protocol not in PROTOCOLS:
        raise ValueError(f"protocol must be 1 or 2, not {protocol!r}")
    return protocol


def require(ctx: PluginContext, *names: str) -> None:
    missing = [name for name in names if getattr(ctx, name) is None]
    if missing:
        raise CompositionError(f"the schedule plugin needs the services: {', '.join(missing)}")


@dataclass
class _Installed:
    owner: ScheduleOwner
    unregister: list[Disposer] = field(default_factory=list)


class ScheduleInstallation:
    """The loaded plugin; `dispose()` unwinds every agent's tools and owner."""

    def __init__(self, ctx: PluginContext, segment_cap_ms: int, protocol: int) -> None:
        require(ctx, "sessions", "agents", "tools", "session_persistence")
        assert ctx.sessions and ctx.agents and ctx.tools
        self.protocol = check_protocol(protocol)
        """The protocol version its agents' tools and owners read and write."""
        tool_contracts(self.protocol)  # parsed now, once a process, not at a first agent
        self._ctx = ctx
        self._sessions: Sessions = ctx.sessions
        self._tools: ToolRegistry = ctx.tools
        self._cap = check_segment_cap(segment_cap_ms)
        self._installed: dict[str, _Installed] = {}
        self._unwinding: set[asyncio.Task[None]] = set()
        self._disposed = False
        agents: Agents = ctx.agents
        self._unsubscribe = [
            agents.on_created(self._agent_created),
            agents.on_status(self._agent_status),
        ]

    def owner_of(self, agent_id: str) -> ScheduleOwner | None:
        installed = self._installed.get(agent_id)
        return installed.owner if installed else None

    @property
    def owners(self) -> list[ScheduleOwner]:
        return [installed.owner for installed in self._installed.values()]

    async def dispose(self) -> None:
        self._disposed = True
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        for agent_id in list(self._installed):
            self._unwind(agent_id)
        await asyncio.gather(*self._unwinding, return_exceptions=True)

    def _agent_created(self, agent: Agent) -> None:
        if self._disposed or not agent.is_root or agent.id in self._installed:
            return
        lane = AgentLane(agent, self._sessions, self._ctx.clock, self._ctx.logger, self.protocol)
        installed = _Installed(ScheduleOwner(lane, self._cap))
        try:
            for tool in schedule_tools(lane):
                installed.unregister.append(self._tools.register(agent.scope, tool))
            if self._ctx.wake_hints is not None:
                hints = self._ctx.wake_hints
                installed.unregister.append(
                    hints.provide_wake_hint(agent.session, installed.owner.wake_at)
                )
            if self._ctx.checkpoint_hints is not None:
                checkpoints = self._ctx.checkpoint_hints
                installed.unregister.append(
                    checkpoints.provide_checkpoint_hint(agent.session, lane.snapshot)
                )
        except Exception as error:
            for unregister in reversed(installed.unregister):
                unregister()
            self._ctx.logger.error(f"schedule: tools not installed on {agent.id}: {error!r}")
            return
        self._installed[agent.id] = installed
        installed.owner.request_drive()

    def _agent_status(self, agent: Agent, status: AgentStatus) -> None:
        installed = self._installed.get(agent.id)
        if installed is None:
            return
        if status == "disposed":
            self._unwind(agent.id)
        elif status == "idle":
            installed.owner.agent_became_idle()

    def _unwind(self, agent_id: str) -> None:
        installed = self._installed.pop(agent_id)
        installed.owner.mark_disposed()  # at once: no drive may start after this point
        for unregister in reversed(installed.unregister):
            unregister()
        if not installed.owner.in_flight:  # an idle owner (a worker's, as it releases)
            return
        task = asyncio.get_running_loop().create_task(installed.owner.dispose())
        self._unwinding.add(task)
        task.add_done_callback(self._unwinding.discard)


def install_schedule(
    ctx: PluginContext, *, segment_cap_ms: int = DEFAULT_SEGMENT_CAP_MS, protocol: int = 1
) -> ScheduleInstallation:
    """Load the plugin: a `CompositionError` names any missing service; a segment cap or a
    protocol out of range is a ValueError."""
    return ScheduleInstallation(ctx, segment_cap_ms, protocol)
