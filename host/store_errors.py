"""The one error a session store raises: an operation it refused, with nothing written."""

from __future__ import annotations

from dsh_schedule.host.errors import HostError


class StoreError(HostError):
    """The store refused an operation; nothing was written."""


class StoreBusyError(StoreError):
    """Another process kept the store locked past the busy timeout; trying again may work."""


class StoreUnavailableError(StoreError):
    """The store's server cannot be reached, or the connection to it was lost; trying again
    later may work (a worker does, with backoff)."""
