"""The embedded host: session stores, agents, tool registry, turns, the worker engine and the
models (`models/`)."""

if __name__ != "dsh_schedule.host":  # the folder is also on sys.path from the checkout
    raise ImportError(f"import dsh_schedule.host instead of {__name__} (one name per module)")

from dsh_schedule.host.agents import HostAgent, HostAgents
from dsh_schedule.host.errors import AgentStateError, HostError, StoreError
from dsh_schedule.host.host import Delivery, EmbeddedHost, RecordingLogger
from dsh_schedule.host.models import Message, Model, ModelFailure, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.sessions import HostSession, HostSessions
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores import MemoryStore, SessionStore, StoredSession
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.host.tool_registry import HostToolRegistry, ToolResult
from dsh_schedule.host.turns import TurnRunner

__all__ = [
    "AgentStateError",
    "Delivery",
    "EmbeddedHost",
    "HostAgent",
    "HostAgents",
    "HostError",
    "HostSession",
    "HostSessions",
    "HostToolRegistry",
    "MemoryStore",
    "Message",
    "Model",
    "ModelFailure",
    "OfflineModel",
    "PostgresStore",
    "RecordingLogger",
    "Reply",
    "SessionStore",
    "SqliteStore",
    "Step",
    "StoreError",
    "StoredSession",
    "ToolCalls",
    "ToolResult",
    "ToolUse",
    "TurnRunner",
    "open_store",
]
