"""The wake-up index: when each session next needs a live owner, and who takes the due ones.

Each session carries its wake-up time (`wake_at`, epoch ms, or none): the host's hint of when
the session next needs a live owner, stored with the commit that changed it, so a worker finds
the sessions due now with one indexed query (`claim_due`) and the store never parses a
schedule event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from dsh_schedule.host.stores.leases import Holder

if TYPE_CHECKING:
    from dsh_schedule.host.stores.sessions import ClaimedSession


@dataclass(frozen=True)
class Backlog:
    """The sessions due now that no live process holds (`WakeIndex.due_unclaimed`): how
    many, and the one that has waited longest (None when there is none)."""

    count: int
    oldest_session: str | None = None
    oldest_wake_at: int | None = None


class WakeIndex(Protocol):
    """The sessions due for a live owner."""

    def claim_due(self, holder: Holder, ttl_ms: int, limit: int) -> list[ClaimedSession]:
        """Claim at most `limit` sessions whose wake-up time has come (by the lease clock) and
        that no live process holds, earliest first, and read them after claiming. Processes
        that call it at once never get the same session."""
        ...

    def due_unclaimed(self) -> Backlog:
        """The sessions `claim_due` would claim now (by the lease clock), counted, and the
        earliest due of them; reads only, claims nothing (for metrics and `status`)."""
        ...


@runtime_checkable
class WakeNotices(Protocol):
    """A store that tells a listening process when any process moves a session's wake-up
    time earlier (PostgreSQL's LISTEN/NOTIFY), so that a worker waiting for its next poll
    claims a new near reminder at its time. A hint only: the poll stays the guarantee."""

    def listen_wakes(
        self, heard: Callable[[int], None], warn: Callable[[str], None]
    ) -> Callable[[], None]:
        """Call `heard(wake_at)` in the running event loop for each wake-up time moved
        earlier, and `warn` with one line whenever hearing stops for a while; the function
        returned stops listening."""
        ...


def check_limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"a claim takes at least 1 session, not {limit!r}")
    return limit
