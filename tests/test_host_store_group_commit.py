"""The session store contract on group commit: several sessions' commits in one transaction,
where one that fails fails alone; renewing and releasing many leases together.

One suite for every backend (memory, SQLite, PostgreSQL, pooled PostgreSQL): the `open_store`
fixture opens each in turn, and a second call of its opener is a reopen on the same data.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dsh_schedule.host.errors import LeaseLostError, StoreError
from dsh_schedule.host.stores import Commit, SessionStore, WakeUp
from dsh_schedule.host.stores.leases import Lease
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event
from tests.support.stores import (
    HOLDER,
    OTHER,
    TTL,
    Opener,
    claimed_one,
    note_events,
    stored_session,
)


def _group(store: SessionStore, *session_ids: str) -> list[Lease]:
    """Sessions with one durable event each, claimed by `HOLDER`."""
    for session_id in session_ids:
        store.create_session(stored_session(session_id, "seed"))
    return [claimed_one(store, session_id) for session_id in session_ids]


def _logs(store: SessionStore) -> dict[str, tuple[list[object], int | None]]:
    return {s.id: ([e.data for e in s.events], s.wake_at) for s in store.load_sessions()}


def test_a_group_commits_every_session_with_its_events_and_wake_up_time(
    open_store: Opener,
) -> None:
    store = open_store()
    a, b, c = _group(store, "a", "b", "c")
    outcomes = store.commit_many(
        [
            Commit(a, note_events(1, "a1", "a2"), WakeUp(7)),
            Commit(b, ()),
            Commit(c, note_events(1, "c1")),
        ]
    )
    assert outcomes == [None, None, None]
    assert _logs(open_store()) == {
        "a": (["seed", "a1", "a2"], 7),
        "b": (["seed"], None),
        "c": (["seed", "c1"], None),
    }
    assert store.commit_many([]) == []


def test_a_fenced_out_commit_fails_alone_and_the_others_commit(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(stored_session("b", "seed"))
    lost = claimed_one(store, "b")
    clock.advance(TTL)
    claimed_one(store, "b", OTHER)  # another process took the session over
    a, c = _group(store, "a", "c")
    outcomes = store.commit_many(
        [
            Commit(a, note_events(1, "a1")),
            Commit(lost, note_events(1, "b1"), WakeUp(5)),
            Commit(c, note_events(1, "c1"), WakeUp(6)),
        ]
    )
    assert outcomes[0] is None and outcomes[2] is None
    assert isinstance(outcomes[1], LeaseLostError)
    assert "taken over" in str(outcomes[1])
    assert _logs(open_store()) == {
        "b": (["seed"], None),
        "a": (["seed", "a1"], None),
        "c": (["seed", "c1"], 6),
    }


@pytest.mark.parametrize(
    ("refused", "message"),
    [
        pytest.param(note_events(3, "gap"), "does not continue", id="leaves-a-gap"),
        pytest.param(note_events(0, "again"), "does not continue", id="repeats-a-seq"),
        pytest.param(note_events(1, "ok", {"bad": object()}), "not JSON", id="not-json"),
    ],
)
def test_a_batch_that_cannot_be_written_fails_alone_and_the_others_commit(
    open_store: Opener, refused: tuple[Event, ...], message: str
) -> None:
    store = open_store()
    a, b = _group(store, "a", "b")
    first, second = store.commit_many(
        [Commit(a, refused, WakeUp(1)), Commit(b, note_events(1, "b1"), WakeUp(2))]
    )
    assert isinstance(first, StoreError) and message in str(first)
    assert second is None
    assert _logs(open_store()) == {"a": (["seed"], None), "b": (["seed", "b1"], 2)}


def test_a_commit_to_an_unknown_session_fails_alone(open_store: Opener) -> None:
    store = open_store()
    (a,) = _group(store, "a")
    ghost = Lease("ghost", HOLDER, 1, 0, 2**62)
    first, second = store.commit_many(
        [Commit(ghost, note_events(0, "x")), Commit(a, note_events(1, "a1"))]
    )
    assert isinstance(first, StoreError) and "does not exist" in str(first)
    assert second is None
    assert _logs(open_store()) == {"a": (["seed", "a1"], None)}


def test_two_commits_of_one_session_in_a_group_apply_in_order(open_store: Opener) -> None:
    store = open_store()
    (a,) = _group(store, "a")
    outcomes = store.commit_many(
        [Commit(a, note_events(1, "a1")), Commit(a, note_events(2, "a2"), WakeUp(3))]
    )
    assert outcomes == [None, None]
    assert _logs(open_store()) == {"a": (["seed", "a1", "a2"], 3)}


def test_a_failure_of_the_transaction_fails_every_commit_and_writes_nothing(
    open_store: Opener, clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = open_store()
    a, b = _group(store, "a", "b")

    def broken() -> int:
        raise OSError("the clock is gone")

    monkeypatch.setattr(clock, "now_ms", broken)
    first, second = store.commit_many([Commit(a, note_events(1, "a1")), Commit(b, (), WakeUp(4))])
    for failure in (first, second):
        assert isinstance(failure, StoreError) and "the lease clock failed" in str(failure)
    assert first is not second  # each flush raises an error of its own
    monkeypatch.undo()
    assert _logs(open_store()) == {"a": (["seed"], None), "b": (["seed"], None)}
    assert store.commit_many([Commit(a, note_events(1, "a1"))]) == [None]  # the next one works


def _renewed_as(lease: Lease, now: int) -> Lease:
    """`lease` as a renewal at `now` leaves it: the same holding, a later expiry."""
    return Lease(lease.session_id, lease.holder, lease.epoch, lease.claimed_at_ms, now + TTL)


def test_renew_many_renews_every_lease_together_in_the_order_given(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    a, b, c = _group(store, "a", "b", "c")
    asked = store.request_handover(b)  # a renewal keeps the request, as `renew` does
    clock.advance(TTL // 3)
    now = clock.now_ms()
    outcomes = store.renew_many([c, a, b], TTL)
    expected = [_renewed_as(c, now), _renewed_as(a, now), _renewed_as(b, now)]
    assert outcomes == expected
    reopened = open_store()
    assert [reopened.lease_of(s) for s in ("c", "a", "b")] == expected
    assert asked and store.handovers([expected[2]]) == ["b"]
    assert store.renew_many([], TTL) == []
    clock.advance(TTL - 1)  # past the first expiry: the renewed leases still fence commits
    for lease in expected:
        store.commit(lease, note_events(1, "late but held"))


def test_renew_many_reports_each_lost_lease_and_renews_the_others(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    taken, expired, kept, released_lease = _group(store, "taken", "expired", "kept", "released")
    clock.advance(TTL - 1)
    kept = store.renew(kept, TTL)
    released_lease = store.renew(released_lease, TTL)
    store.release(released_lease)
    taken = store.renew(taken, TTL)
    clock.advance(1)  # `expired` is over now; the others were renewed
    store.release(taken)
    (other,) = store.claim(OTHER, TTL, session_id="taken")
    gone = Lease("ghost", HOLDER, 1, 0, TTL)
    now = clock.now_ms()
    outcomes = store.renew_many([taken, expired, gone, kept, released_lease], TTL)
    lost_taken, lost_expired, missing, renewed_kept, lost_released = outcomes
    assert isinstance(lost_taken, LeaseLostError) and "taken over" in str(lost_taken)
    assert isinstance(lost_expired, LeaseLostError) and "expired" in str(lost_expired)
    assert isinstance(missing, StoreError) and not isinstance(missing, LeaseLostError)
    assert str(missing) == "session ghost does not exist"
    assert isinstance(lost_released, LeaseLostError)
    assert renewed_kept == _renewed_as(kept, now)
    reopened = open_store()
    assert reopened.lease_of("taken") == other.lease  # nothing written for a lost lease
    assert reopened.lease_of("expired") == expired
    assert reopened.lease_of("kept") == renewed_kept


def test_renew_many_and_release_many_name_each_session_once(open_store: Opener) -> None:
    store = open_store()
    a, b = _group(store, "a", "b")
    for call in (
        lambda: store.renew_many([a, b, a], TTL),
        lambda: store.release_many([b, b]),
    ):
        with pytest.raises(ValueError, match="each session's lease once"):
            call()
    with pytest.raises(ValueError, match="TTL"):
        store.renew_many([a], 0)
    assert [store.lease_of("a"), store.lease_of("b")] == [a, b]  # nothing done


def test_a_failure_of_the_renewal_transaction_renews_none(
    open_store: Opener, clock: VirtualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = open_store()
    a, b = _group(store, "a", "b")

    def broken() -> int:
        raise OSError("the clock is gone")

    monkeypatch.setattr(clock, "now_ms", broken)
    with pytest.raises(StoreError, match="the lease clock failed"):
        store.renew_many([a, b], TTL)
    monkeypatch.undo()
    assert [open_store().lease_of("a"), open_store().lease_of("b")] == [a, b]
    assert store.renew_many([a, b], TTL) == [
        _renewed_as(a, clock.now_ms()),
        _renewed_as(b, clock.now_ms()),
    ]


def test_release_many_gives_every_lease_up_together_and_reports_what_it_could_not(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    a, b, c = _group(store, "a", "b", "c")
    clock.advance(TTL)
    (other,) = store.claim(OTHER, TTL, session_id="b")  # b's lease expired and was taken
    gone = Lease("ghost", HOLDER, 1, 0, TTL)
    first, not_ours, missing, third = store.release_many([a, b, gone, c])
    assert (first, not_ours, third) == (None, None, None)  # b is not ours: nothing to give up
    assert isinstance(missing, StoreError) and str(missing) == "session ghost does not exist"
    reopened = open_store()
    assert reopened.lease_of("b") == other.lease
    for lease in (a, c):
        current = reopened.lease_of(lease.session_id)
        assert current is not None and current.epoch == lease.epoch
        assert not current.live_at(clock.now_ms() - TTL)  # over, whatever the clock says
        (again,) = reopened.claim(OTHER, TTL, session_id=lease.session_id)  # at once
        assert again.lease.epoch == lease.epoch + 1
    assert store.release_many([]) == []
    assert store.release_many([a]) == [None]  # released twice: nothing happens


def test_what_a_commit_runs_before_it_commits_runs_inside_it_once_it_is_accepted(
    open_store: Opener, clock: VirtualClock, caplog: pytest.LogCaptureFixture
) -> None:
    """A host shows the answer to a reminder inside the commit that marks it: the calls a
    commit carries run for each accepted commit, after its checks and writes, before its
    transaction commits (another reader sees none of its events then); a commit fenced out
    or refused runs none; a call that raises is logged and fails nothing."""
    store = open_store()
    store.create_session(stored_session("b", "seed"))
    lost = claimed_one(store, "b")
    clock.advance(TTL)
    claimed_one(store, "b", OTHER)  # another process took the session over
    a, c = _group(store, "a", "c")
    reader = open_store()
    ran: list[tuple[str, list[object]]] = []

    def seen(session_id: str) -> Callable[[], None]:
        return lambda: ran.append((session_id, _logs(reader)[session_id][0]))

    def broken() -> None:
        raise RuntimeError("the screen is gone")

    outcomes = store.commit_many(
        [
            Commit(a, note_events(1, "a1"), None, None, [broken, seen("a")]),
            Commit(lost, note_events(1, "b1"), None, None, [seen("b")]),
            Commit(c, note_events(3, "gap"), None, None, [seen("c")]),
        ]
    )
    assert outcomes[0] is None
    assert isinstance(outcomes[1], LeaseLostError)
    assert isinstance(outcomes[2], StoreError) and "does not continue" in str(outcomes[2])
    assert ran == [("a", ["seed"])]  # run once, before the events were committed
    assert "session a: a call before its commit raised" in caplog.text
    assert _logs(open_store())["a"] == (["seed", "a1"], None)
