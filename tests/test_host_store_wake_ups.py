"""The session store contract on the wake-up index: wake-up times stored with their commit, due
sessions claimed earliest first, handovers asked of a live holder.

One suite for every backend (memory, SQLite, PostgreSQL, pooled PostgreSQL): the `open_store`
fixture opens each in turn, and a second call of its opener is a reopen on the same data.
"""

from __future__ import annotations

import pytest

from dsh_schedule.host.errors import LeaseHeldError, LeaseLostError, StoreError
from dsh_schedule.host.stores import SessionStore, StoredSession, WakeUp
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.runtime.clock import VirtualClock
from tests.support.stores import HOLDER, TTL, Opener, claimed_one, note_events, stored_session

WORKER = Holder("w", 2, "worker-1", "worker")
OTHER_WORKER = Holder("w", 3, "worker-2", "worker")


def test_a_wake_up_time_is_stored_with_its_commit_and_read_back(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("s", "a"))
    lease = claimed_one(store, "s")
    store.commit(lease, note_events(1, "b"), WakeUp(2_000_000))
    assert store.load_sessions()[0].wake_at == 2_000_000
    store.commit(lease, (), WakeUp(None))  # an empty batch may still move it
    store.commit(lease, note_events(2, "c"))  # no wake: left as it is
    (reopened,) = open_store().claim(HOLDER, TTL, session_id="s")
    assert (reopened.stored.wake_at, len(reopened.stored.events)) == (None, 3)


def test_a_session_may_be_created_with_a_wake_up_time(open_store: Opener) -> None:
    store = open_store()
    store.create_session(StoredSession("s", "main", 0, (), wake_at=-(2**63)))
    assert store.load_sessions()[0].wake_at == -(2**63)


@pytest.mark.parametrize("bad", [2**63, 1.5, "soon", True])
def test_a_wake_up_time_a_database_cannot_hold_writes_nothing(
    open_store: Opener, bad: object
) -> None:
    store = open_store()
    store.create_session(stored_session("s", "a"))
    lease = claimed_one(store, "s")
    with pytest.raises(StoreError, match="wake-up time"):
        store.commit(lease, note_events(1, "b"), WakeUp(bad))  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="wake-up time"):
        store.create_session(StoredSession("t", "t", 0, (), wake_at=bad))  # type: ignore[arg-type]
    assert [(len(s.events), s.wake_at) for s in store.load_sessions()] == [(1, None)]


def test_a_fenced_out_commit_moves_no_wake_up_time(open_store: Opener, clock: VirtualClock) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    lease = claimed_one(store, "s")
    clock.advance(TTL)
    with pytest.raises(LeaseLostError):
        store.commit(lease, (), WakeUp(5))
    assert store.load_sessions()[0].wake_at is None


def _due_store(open_store: Opener, clock: VirtualClock) -> SessionStore:
    """Sessions `a`..`e`: `a` due first, `b` due, `c` due but held, `d` due later, `e` with
    nothing to wake for."""
    store = open_store()
    now = clock.now_ms()
    for session_id, wake_at in [("e", None), ("b", now), ("d", now + 1), ("a", now - 5)]:
        store.create_session(StoredSession(session_id, session_id, 0, (), wake_at=wake_at))
    store.create_session(StoredSession("c", "c", 0, (), wake_at=now - 9))
    claimed_one(store, "c")
    return store


def test_claim_due_takes_the_due_unheld_sessions_earliest_first(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = _due_store(open_store, clock)
    claims = store.claim_due(WORKER, TTL, limit=10)
    assert [c.stored.id for c in claims] == ["a", "b"]
    assert all(c.lease.holder == WORKER and c.lease.epoch == 1 for c in claims)
    assert store.claim_due(OTHER_WORKER, TTL, limit=10) == []  # now held
    clock.advance(1)
    assert [c.stored.id for c in store.claim_due(OTHER_WORKER, TTL, limit=10)] == ["d"]


def test_claim_due_takes_at_most_the_limit(open_store: Opener, clock: VirtualClock) -> None:
    store = _due_store(open_store, clock)
    assert [c.stored.id for c in store.claim_due(WORKER, TTL, limit=1)] == ["a"]
    assert [c.stored.id for c in store.claim_due(WORKER, TTL, limit=1)] == ["b"]
    with pytest.raises(ValueError, match="at least 1"):
        store.claim_due(WORKER, TTL, limit=0)


def test_claim_due_takes_over_expired_and_released_leases(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = _due_store(open_store, clock)
    (a, b) = store.claim_due(WORKER, TTL, limit=2)
    store.release(b.lease)
    assert [c.stored.id for c in store.claim_due(OTHER_WORKER, TTL, limit=5)] == ["b"]
    clock.advance(TTL)  # the holders of `a`, `b` and `c` stopped renewing
    taken = store.claim_due(OTHER_WORKER, TTL, limit=5)
    assert [(c.stored.id, c.lease.epoch) for c in taken] == [("c", 2), ("a", 2), ("b", 3), ("d", 1)]
    with pytest.raises(LeaseLostError):
        store.commit(a.lease, ())


def test_claim_due_reads_the_sessions_after_claiming(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("s", "a", "b"))
    lease = claimed_one(store, "s")
    store.commit(lease, note_events(2, "c"), WakeUp(clock.now_ms()))
    store.release(lease)
    (claim,) = open_store().claim_due(WORKER, TTL, limit=1)
    assert ([e.data for e in claim.stored.events], claim.stored.wake_at) == (
        ["a", "b", "c"],
        clock.now_ms(),
    )


def test_a_handover_is_asked_of_the_live_holder_and_ends_with_its_epoch(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = _due_store(open_store, clock)
    (a, b) = store.claim_due(WORKER, TTL, limit=2)
    assert store.handovers([a.lease, b.lease]) == []
    assert store.request_handover(a.lease)
    renewed = store.renew(a.lease, TTL)  # a renewal keeps the request
    assert open_store().handovers([renewed, b.lease]) == ["a"]
    store.release(renewed)
    (host,) = store.claim(HOLDER, TTL, session_id="a")
    assert store.handovers([host.lease]) == []  # asked of the worker, not of the new holder
    assert not store.request_handover(a.lease)  # not the live lease any more
    clock.advance(TTL)
    assert not store.request_handover(host.lease)  # expired


def test_a_lease_keeps_its_holder_role(open_store: Opener, clock: VirtualClock) -> None:
    store = _due_store(open_store, clock)
    store.claim_due(WORKER, TTL, limit=1)
    lease = open_store().lease_of("a")
    assert lease is not None and lease.holder == WORKER
    with pytest.raises(LeaseHeldError, match="held by worker on host w pid 2"):
        store.claim(HOLDER, TTL, session_id="a")
