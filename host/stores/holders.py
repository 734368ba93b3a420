"""The records of ownership: who holds a lease (`Holder`) and the lease itself (`Lease`).

They stand apart from the rules in `leases.py` so that the host's errors can name a lease
without importing the rules that raise them.
"""

from __future__ import annotations

import os
import secrets
import socket
from dataclasses import dataclass
from typing import Final, Literal, NamedTuple

from dsh_schedule.runtime.instants import format_instant

HolderRole = Literal["host", "worker"]
ROLES: Final = ("host", "worker")
"""A worker holds sessions only to deliver their due reminders, and gives one up when a host
asks for it (a handover); a host keeps what it holds until it closes."""


@dataclass(frozen=True)
class Holder:
    """Who holds a lease: one host process, told apart from a restart by its instance id."""

    host: str
    pid: int
    instance: str
    role: HolderRole = "host"

    @classmethod
    def this_process(cls, role: HolderRole = "host") -> Holder:
        return cls(socket.gethostname(), os.getpid(), secrets.token_hex(8), role)

    def __str__(self) -> str:
        worker = "worker on " if self.role == "worker" else ""
        return f"{worker}host {self.host} pid {self.pid} (instance {self.instance})"


class Lease(NamedTuple):
    """One holder's claim on one session, as the store recorded it. (A named tuple, as
    `Commit` is: a worker's claim and release build one a session each.)"""

    session_id: str
    holder: Holder
    epoch: int
    claimed_at_ms: int
    expires_at_ms: int

    def live_at(self, now_ms: int) -> bool:
        return now_ms < self.expires_at_ms

    def describe(self) -> str:
        return (
            f"{self.holder}, since {instant_text(self.claimed_at_ms)}, "
            f"until {instant_text(self.expires_at_ms)}"
        )


RELEASED: Final = -(2**63)
"""The expiry a released lease carries: over, whatever a clock says."""


def instant_text(ms: int) -> str:
    """An epoch-ms lease time as messages show it."""
    try:
        return format_instant(ms)
    except ValueError:
        return "released" if ms == RELEASED else f"{ms} ms"
