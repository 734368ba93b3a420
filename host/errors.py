"""The embedded host's family of errors, under the package's root error."""

from __future__ import annotations

from dsh_schedule.errors import DshScheduleError


class HostError(DshScheduleError):
    """The embedded host refused an operation: on a store, a session, an agent, a tool, or
    the virtual time it settles."""
