"""The session store contract on ownership: claims, all-or-nothing claims, takeover with a higher
epoch, fenced commits, renewal and release, leases kept across a reopen.

One suite for every backend (memory, SQLite, PostgreSQL, pooled PostgreSQL): the `open_store`
fixture opens each in turn, and a second call of its opener is a reopen on the same data.
"""

from __future__ import annotations

import pytest

from dsh_schedule.host.errors import LeaseHeldError, LeaseLostError, StoreError
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.leases import Lease
from dsh_schedule.runtime.clock import VirtualClock
from tests.support.stores import HOLDER, OTHER, TTL, Opener, note_events, stored_session


def test_a_claim_takes_an_agents_sessions_and_reads_them_after_claiming(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("a", "a0"))
    store.create_session(StoredSession("b", "agent of a", 0, note_events(0, "b0")))
    store.create_session(stored_session("c", "c0"))
    claims = store.claim(HOLDER, TTL, agent_name="agent of a")
    assert [claim.stored.id for claim in claims] == ["a", "b"]
    assert claims[0].stored == stored_session("a", "a0")
    now = clock.now_ms()
    assert [claim.lease for claim in claims] == [
        Lease("a", HOLDER, 1, now, now + TTL),
        Lease("b", HOLDER, 1, now, now + TTL),
    ]
    assert store.lease_of("c") is None
    assert store.claim(HOLDER, TTL, agent_name="nobody") == []
    assert store.claim(HOLDER, TTL, session_id="nothing") == []


def test_a_claim_names_an_agent_or_a_session(open_store: Opener) -> None:
    with pytest.raises(ValueError, match="either"):
        open_store().claim(HOLDER, TTL)
    with pytest.raises(ValueError, match="either"):
        open_store().claim(HOLDER, TTL, agent_name="a", session_id="s")


def test_a_live_lease_of_another_holder_refuses_the_claim_and_names_it(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    (held,) = store.claim(OTHER, TTL, session_id="s")
    clock.advance(TTL - 1)
    with pytest.raises(LeaseHeldError) as refused:
        store.claim(HOLDER, TTL, session_id="s")
    assert refused.value.lease == held.lease
    message = str(refused.value)
    assert "host other-host pid 2 (instance other-instance)" in message
    assert (
        "since 1970-01-01T00:16:40.000Z" in message and "until 1970-01-01T00:16:55.000Z" in message
    )
    assert store.lease_of("s") == held.lease


def test_an_agent_claim_is_all_or_nothing(open_store: Opener) -> None:
    store = open_store()
    store.create_session(StoredSession("a", "main", 0, ()))
    store.create_session(StoredSession("b", "main", 0, ()))
    (held,) = store.claim(OTHER, TTL, session_id="b")
    with pytest.raises(LeaseHeldError):
        store.claim(HOLDER, TTL, agent_name="main")
    assert store.lease_of("a") is None
    assert store.lease_of("b") == held.lease


def test_claim_many_takes_the_named_sessions_together_in_the_order_given(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    for session_id in ("a", "b", "c"):
        store.create_session(stored_session(session_id, f"{session_id}0"))
    claims = store.claim_many(HOLDER, TTL, ["c", "a"])
    assert [claim.stored for claim in claims] == [
        stored_session("c", "c0"),
        stored_session("a", "a0"),
    ]
    now = clock.now_ms()
    assert [claim.lease for claim in claims] == [
        Lease("c", HOLDER, 1, now, now + TTL),
        Lease("a", HOLDER, 1, now, now + TTL),
    ]
    assert store.lease_of("b") is None
    assert open_store().claim_many(HOLDER, TTL, []) == []
    # Each lease is the session's own: a commit under one is fenced on that one alone.
    store.commit(claims[0].lease, note_events(1, "c1"))
    assert [e.data for e in open_store().load_sessions()[2].events] == ["c0", "c1"]


def test_claim_many_is_all_or_nothing_and_names_the_session_that_refuses_it(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    for session_id in ("a", "b", "c"):
        store.create_session(stored_session(session_id))
    (held,) = store.claim(OTHER, TTL, session_id="b")
    with pytest.raises(LeaseHeldError, match=r"^session b is held by host other-host") as refused:
        store.claim_many(HOLDER, TTL, ["a", "b", "c"])
    assert refused.value.lease == held.lease
    with pytest.raises(StoreError, match=r"^session ghost does not exist$"):
        store.claim_many(HOLDER, TTL, ["a", "ghost"])
    with pytest.raises(ValueError, match="each session once"):
        store.claim_many(HOLDER, TTL, ["a", "c", "a"])
    assert [store.lease_of(s) for s in ("a", "b", "c")] == [None, held.lease, None]
    clock.advance(TTL)  # b's holder stopped renewing: its lease is taken over with the rest
    claims = open_store().claim_many(HOLDER, TTL, ["a", "b", "c"])
    assert [(c.stored.id, c.lease.epoch) for c in claims] == [("a", 1), ("b", 2), ("c", 1)]


def test_an_expired_lease_is_taken_over_with_a_higher_epoch(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    (first,) = store.claim(OTHER, TTL, session_id="s")
    clock.advance(TTL)  # expiry is exclusive: at `expires_at` the lease is over
    (second,) = store.claim(HOLDER, TTL, session_id="s")
    assert (second.lease.epoch, second.lease.holder) == (first.lease.epoch + 1, HOLDER)
    # The old holder is fenced out: its commit writes nothing, and so is its renewal.
    with pytest.raises(LeaseLostError, match="taken over"):
        store.commit(first.lease, note_events(0, "late"))
    with pytest.raises(LeaseLostError):
        store.renew(first.lease, TTL)
    store.release(first.lease)  # not its lease any more: nothing happens
    assert store.lease_of("s") == second.lease
    store.commit(second.lease, note_events(0, "mine"))
    assert open_store().load_sessions()[0].events == note_events(0, "mine")


def test_a_commit_under_an_expired_lease_writes_nothing(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    clock.advance(TTL)
    for batch in (note_events(0, "late"), ()):
        with pytest.raises(LeaseLostError, match="expired"):
            store.commit(claim.lease, batch)
    with pytest.raises(LeaseLostError, match="expired"):
        store.renew(claim.lease, TTL)
    assert open_store().load_sessions()[0].events == ()


def test_renewal_keeps_a_lease_alive_past_its_first_expiry(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    lease = claim.lease
    for _ in range(5):
        clock.advance(TTL // 3)
        lease = store.renew(lease, TTL)
    assert (lease.epoch, lease.claimed_at_ms) == (1, claim.lease.claimed_at_ms)
    assert lease.expires_at_ms == clock.now_ms() + TTL
    with pytest.raises(LeaseHeldError):
        store.claim(OTHER, TTL, session_id="s")
    store.commit(lease, note_events(0, "still mine"))


def test_a_released_lease_is_claimed_at_once_and_the_epoch_keeps_rising(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    epochs = []
    for holder in (HOLDER, OTHER, HOLDER):
        (claim,) = store.claim(holder, TTL, session_id="s")
        epochs.append(claim.lease.epoch)
        store.release(claim.lease)
        with pytest.raises(LeaseLostError):
            store.commit(claim.lease, ())
    assert epochs == [1, 2, 3]
    clock.jump(-(10**9))  # a wall clock stepped far back does not revive a released lease
    (claim,) = store.claim(OTHER, TTL, session_id="s")
    assert claim.lease.epoch == 4


def test_a_wall_clock_jump_moves_every_lease_at_once(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    clock.jump(-60_000)  # back: the lease lasts a minute longer for everyone
    clock.advance(TTL)
    with pytest.raises(LeaseHeldError):
        store.claim(OTHER, TTL, session_id="s")
    store.commit(claim.lease, note_events(0, "kept"))
    clock.jump(60_000)  # forward past the expiry: the holder lost it before renewing
    with pytest.raises(LeaseLostError, match="expired"):
        store.commit(claim.lease, note_events(1, "late"))
    (taken,) = store.claim(OTHER, TTL, session_id="s")
    assert taken.lease.epoch == 2


def test_create_allocates_an_id_and_holds_the_new_session(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("session-2"))
    first = store.create("main", 0, (), HOLDER, TTL)
    assert first.stored == StoredSession("session-3", "main", 0, ())
    assert first.lease.epoch == 1 and store.lease_of("session-3") == first.lease
    seed = note_events(0, "copied")
    fork = store.create("child", 1, seed, HOLDER, TTL)
    assert fork.stored == StoredSession("session-4", "child", 1, seed)
    store.commit(fork.lease, note_events(1, "own"))
    assert open_store().load_sessions()[-1].events == note_events(0, "copied", "own")


def test_create_refuses_an_agent_that_has_a_session(open_store: Opener) -> None:
    store = open_store()
    store.create("main", 0, (), HOLDER, TTL)
    with pytest.raises(StoreError, match="agent main already has session session-1"):
        store.create("main", 0, (), OTHER, TTL)
    with pytest.raises(StoreError, match="seed_length"):
        store.create("other", 2, (), HOLDER, TTL)
    assert [s.id for s in open_store().load_sessions()] == ["session-1"]


def test_leases_survive_close_and_reopen(open_store: Opener) -> None:
    store = open_store()
    claim = store.create("main", 0, (), HOLDER, TTL)
    store.close()
    reopened = open_store()
    assert reopened.lease_of("session-1") == claim.lease
    with pytest.raises(LeaseHeldError):
        reopened.claim(OTHER, TTL, agent_name="main")
    reopened.commit(claim.lease, note_events(0, "after reopen"))
