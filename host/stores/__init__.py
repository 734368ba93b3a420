"""The durable side of sessions: what survives a restart, behind one interface.

`SessionStore` is the protocol every store implements, one concept to a module: the sessions
and their events (`sessions.py`), their leases (`leases.py`), the wake-up index
(`wake_index.py`) and their checkpoints (`checkpoints.py`). `MemoryStore` (`memory.py`) keeps
it in memory; the SQL store (`sql.py`) keeps it in SQLite (`sqlite.py`) or PostgreSQL
(`postgres.py`), each of which supplies only its SQL, its locking and its errors. Event data
is JSON text in every store (`encoding.py`).
"""

from __future__ import annotations

from typing import Protocol

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores.checkpoints import CheckpointStore
from dsh_schedule.host.stores.encoding import encode_data
from dsh_schedule.host.stores.leases import LeaseStore
from dsh_schedule.host.stores.memory import MemoryStore
from dsh_schedule.host.stores.sessions import (
    ClaimedSession,
    Commit,
    EventLog,
    SessionLog,
    StoredSession,
    WakeUp,
    check_batch,
)
from dsh_schedule.host.stores.wake_index import Backlog, WakeIndex

__all__ = [
    "Backlog",
    "ClaimedSession",
    "Commit",
    "EventLog",
    "MemoryStore",
    "SessionStore",
    "StoreError",
    "StoredSession",
    "WakeUp",
    "check_batch",
    "encode_data",
    "shares_sync",
]


class SessionStore(SessionLog, LeaseStore, WakeIndex, CheckpointStore, Protocol):
    """A store of sessions: their events, leases, wake-up times and checkpoints."""


def shares_sync(store: SessionStore) -> bool:
    """The store's `shares_sync`, True when it has none (it was written before the attribute)."""
    return bool(getattr(store, "shares_sync", True))
