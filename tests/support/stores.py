"""What store tests share: one lease holder, and a commit under a fresh claim."""

from __future__ import annotations

from collections.abc import Sequence

from dsh_schedule.host.stores import SessionStore
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS, Holder
from dsh_schedule.runtime.events import SessionEvent

HOLDER = Holder("test-host", 1, "test-instance")


def commit_claimed(store: SessionStore, session_id: str, events: Sequence[SessionEvent]) -> None:
    """Claim the session for `HOLDER` (again, if it holds it already) and commit under it."""
    (claim,) = store.claim(HOLDER, DEFAULT_TTL_MS, session_id=session_id)
    store.commit(claim.lease, events)
