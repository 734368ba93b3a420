"""The host contract: everything the runtime needs from an agent host, as protocols.

The runtime never imports a host. A host (the embedded one in `dsh_schedule.host`, or any
other) passes objects with these shapes in a `PluginContext`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.events import SessionEvent

if TYPE_CHECKING:
    from dsh_schedule.runtime.fold import FoldState

Disposer = Callable[[], None]
AgentStatus = Literal["idle", "busy", "disposed"]


class SessionHeader(Protocol):
    @property
    def seed_length(self) -> int: ...


class Session(Protocol):
    """A session's live log: appends are visible at once and durable only after a flush."""

    @property
    def id(self) -> str: ...

    @property
    def header(self) -> SessionHeader: ...

    @property
    def events(self) -> Sequence[SessionEvent]: ...

    @property
    def live(self) -> bool: ...

    def append(self, type: str, data: Any) -> SessionEvent:
        """Append to the live log; raises when an append guard or the host refuses."""
        ...


AppendGuard = Callable[[Session, SessionEvent], None]
"""Called with the candidate event before it is stored; raising refuses the append."""


class Sessions(Protocol):
    """The host's sessions. Optional: `eager_drives`, which a host sets True when its
    `flush`, its agents' turn admission and followups and its sessions' appends need no
    current asyncio task (no `asyncio.timeout`, no task-scoped cancellation). An owner's timer
    then starts its drive in the timer's own callback and makes a task only if the drive
    suspends; without it (absent or not True) every drive is a task from its start."""

    def flush(self, session: Session) -> Awaitable[bool]:
        """Awaited: True once everything appended so far is durable; False when no
        persistence listener is attached; raises when the listener rejects. (An `async def`
        is one; a host may hand back a future instead, which `asyncio.gather` awaits as it
        is, with no task of its own.)"""
        ...

    def list(self) -> Sequence[Session]: ...

    def on_created(self, listener: Callable[[Session], None]) -> Disposer:
        """Hear of each session as it is created or opened, before it becomes live; a
        listener that raises refuses it, and the host does not register it."""
        ...

    def add_append_guard(self, guard: AppendGuard) -> Disposer: ...


class Followup(NamedTuple):
    """A message queued for an agent's next turn, in the user role."""

    text: str
    source: str


class ToolScope(Protocol):
    """Where an agent's own tools are registered; opaque to the runtime."""


class Agent(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def session(self) -> Session: ...

    @property
    def scope(self) -> ToolScope: ...

    @property
    def is_root(self) -> bool: ...

    @property
    def status(self) -> AgentStatus: ...

    def reserve_turn_admission(self) -> Callable[[], None] | None:
        """A release function when a turn may start now, else None (the agent is busy)."""
        ...

    def when_idle(self) -> Awaitable[None]: ...

    def followup(self, message: Followup) -> None:
        """Queue a message synchronously; raises when it cannot be queued."""
        ...


class Agents(Protocol):
    def get(self, agent_id: str) -> Agent | None: ...

    def roots(self) -> Sequence[Agent]: ...

    def on_created(self, listener: Callable[[Agent], None]) -> Disposer: ...

    def on_status(self, listener: Callable[[Agent, AgentStatus], None]) -> Disposer: ...


@dataclass(frozen=True)
class ToolCall:
    """One invocation: which agent called and with what (already schema-checked) arguments."""

    agent_id: str
    arguments: Mapping[str, Any]


ToolHandler = Callable[[ToolCall], Awaitable[Any]]


class ToolDefinition(NamedTuple):
    """A tool for a host to register: the handler returns the output value (never text).
    A named tuple: every agent gets its own three, and a worker opens an agent a delivery;
    a frozen dataclass pays for setting each of their five fields."""

    name: str
    description: str
    arguments_schema: Mapping[str, Any]
    output_schema: Mapping[str, Any]
    handler: ToolHandler


class ToolRegistry(Protocol):
    def register(self, scope: ToolScope, tool: ToolDefinition) -> Disposer:
        """Raises when the scope already has a tool of that name."""
        ...


WakeHint = Callable[[], int | None]
"""A session's earliest pending target in epoch ms, or None when nothing is pending: a function
of the session's log, so a host may keep an answer until the log changes."""


class WakeHints(Protocol):
    """Where a plugin tells the host when a session next needs a live owner, so a host that
    wakes sessions nobody has open (a worker) can find the due ones without reading them."""

    def provide_wake_hint(self, session: Session, hint: WakeHint) -> Disposer:
        """Ask `hint` for the session's wake-up time at each commit whose log changed since its
        last answer, until disposed; a host that persists it stores it in the same transaction
        as the commit's events."""
        ...


CheckpointHint = Callable[[int, int], "FoldState | None"]
"""Given a session's log length and how many creates its stored checkpoint counts: the fold of
exactly that many events, or None when the plugin has none (not folded that far, or corrupt)."""


class CheckpointHints(Protocol):
    """Where a plugin offers the host the fold it already holds, so a store can keep it as the
    session's checkpoint and a restart resumes from it rather than replaying the whole log."""

    def provide_checkpoint_hint(self, session: Session, hint: CheckpointHint) -> Disposer:
        """Ask `hint` at the commits the host chooses, until disposed; a host that keeps
        checkpoints stores its answer in the same transaction as the events it covers."""
        ...


class Logger(Protocol):
    def warning(self, message: str) -> None: ...

    def error(self, message: str) -> None: ...


@dataclass(frozen=True)
class PluginContext:
    """The services a plugin is installed with; None means the host does not provide it."""

    sessions: Sessions | None
    agents: Agents | None
    tools: ToolRegistry | None
    session_persistence: object | None
    clock: Clock
    logger: Logger
    wake_hints: WakeHints | None = None
    checkpoint_hints: CheckpointHints | None = None
