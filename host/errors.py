"""The embedded host's errors, all in one family under the package's root error.

Each says what the host refused, in one line; the stores' errors say that nothing was written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dsh_schedule.errors import DshScheduleError

if TYPE_CHECKING:
    from dsh_schedule.host.stores.holders import Lease


class HostError(DshScheduleError):
    """The embedded host refused an operation: on a store, a session, an agent, a tool, a
    model, or the virtual time it settles."""


class StoreError(HostError):
    """The store refused an operation; nothing was written."""


class StoreBusyError(StoreError):
    """Another process kept the store locked past the busy timeout; trying again may work."""


class StoreUnavailableError(StoreError):
    """The store's server cannot be reached, or the connection to it was lost; trying again
    later may work (a worker does, with backoff)."""


class LeaseHeldError(StoreError):
    """A session is held by another live process; nothing was claimed."""

    def __init__(self, lease: Lease) -> None:
        super().__init__(f"session {lease.session_id} is held by {lease.describe()}")
        self.lease = lease


class LeaseLostError(StoreError):
    """This process no longer holds the lease: it expired, or another process took over.
    A commit that finds this writes nothing."""


class SessionDetachedError(HostError):
    """The session is no longer live in this host (the host restarted or closed)."""


class FlushRejectedError(HostError):
    """The persistence listener rejected a flush; nothing was committed."""


class AgentStateError(HostError):
    """A turn started or ended out of order, a name is taken, or the agent is disposed."""


class ToolConflictError(HostError):
    """The scope already has a tool of that name."""


class UnknownToolContractError(HostError):
    """The host has no generated validators for a tool of that name, so cannot host it."""


class ModelOptionError(HostError):
    """The model cannot be used as given: a malformed `--model`, a missing extra or key."""


class SettleError(HostError):
    """The runtime kept working for SETTLE_LIMIT loop turns: a drive that never ends."""


class MetricsAddressError(HostError, ValueError):
    """`--metrics` names no HOST:PORT, or nothing can listen there."""
