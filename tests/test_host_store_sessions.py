"""The session store contract: sessions and their logs, created, committed to, reloaded and
reopened; a commit that does not continue a log writes nothing.

One suite for every backend (memory, SQLite, PostgreSQL, pooled PostgreSQL): the `open_store`
fixture opens each in turn, and a second call of its opener is a reopen on the same data.
"""

from __future__ import annotations

import pytest

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.leases import Lease
from dsh_schedule.runtime.events import Event
from tests.support.stores import HOLDER, Opener, commit_claimed, note_events, stored_session


def test_a_new_store_holds_no_sessions(open_store: Opener) -> None:
    assert open_store().load_sessions() == []


def test_sessions_come_back_with_their_record_in_creation_order(open_store: Opener) -> None:
    store = open_store()
    for session_id in ("s-b", "s-a", "s-c"):
        store.create_session(stored_session(session_id))
    loaded = store.load_sessions()
    assert [s.id for s in loaded] == ["s-b", "s-a", "s-c"]
    assert loaded[0] == StoredSession("s-b", "agent of s-b", 0, ())


def test_a_fork_seed_is_durable_at_creation(open_store: Opener) -> None:
    store = open_store()
    fork = stored_session("fork", {"a": 1}, {"b": 2}, seed_length=2)
    store.create_session(fork)
    assert store.load_sessions() == [fork]


def test_committed_events_round_trip_exactly(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    data = {
        "version": 1,
        "nested": {"list": [1, 2.5, True, None, "x"], "empty": {}},
        "text": 'line\n"quoted" \u2028 \U0001f600',
        "big": 9007199254740991,
    }
    commit_claimed(store, "s", note_events(0, data, "plain"))
    commit_claimed(store, "s", note_events(2, [1, 2]))
    (loaded,) = store.load_sessions()
    assert loaded.events == note_events(0, data, "plain", [1, 2])
    assert isinstance(loaded.events[0].data, dict)
    assert isinstance(loaded.events[0].data["version"], int)


def test_an_empty_batch_changes_nothing(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("s", "seed"))
    commit_claimed(store, "s", ())
    assert store.load_sessions()[0].events == note_events(0, "seed")


def test_loaded_events_are_copies(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    commit_claimed(store, "s", note_events(0, {"k": [1]}))
    first = store.load_sessions()[0].events[0].data
    assert isinstance(first, dict)
    first["k"].append(2)
    assert store.load_sessions()[0].events[0].data == {"k": [1]}


def test_state_survives_close_and_reopen(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("s", "seed", seed_length=1))
    commit_claimed(store, "s", note_events(1, "more"))
    store.close()
    reopened = open_store()
    assert reopened.load_sessions() == [stored_session("s", "seed", "more", seed_length=1)]
    commit_claimed(reopened, "s", note_events(2, "after reopen"))
    assert len(reopened.load_sessions()[0].events) == 3


def test_a_taken_session_id_is_refused(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("s", "first"))
    with pytest.raises(StoreError, match="already exists"):
        store.create_session(stored_session("s"))
    assert store.load_sessions() == [stored_session("s", "first")]


@pytest.mark.parametrize("seed_length", [-1, 2])
def test_a_seed_length_outside_the_events_is_refused(open_store: Opener, seed_length: int) -> None:
    store = open_store()
    with pytest.raises(StoreError, match="seed_length"):
        store.create_session(stored_session("s", "one", seed_length=seed_length))
    assert store.load_sessions() == []


def test_initial_events_must_count_from_zero(open_store: Opener) -> None:
    store = open_store()
    with pytest.raises(StoreError, match="does not continue"):
        store.create_session(StoredSession("s", "main", 0, note_events(1, "late")))
    assert store.load_sessions() == []


def test_a_commit_to_an_unknown_session_is_refused(open_store: Opener) -> None:
    with pytest.raises(StoreError, match="does not exist"):
        open_store().commit(Lease("ghost", HOLDER, 1, 0, 2**62), note_events(0, "x"))


@pytest.mark.parametrize(
    "batch",
    [
        pytest.param(note_events(0, "again"), id="repeats-a-durable-seq"),
        pytest.param(note_events(2, "gap"), id="leaves-a-gap"),
        pytest.param(note_events(1, "ok") + note_events(3, "gap"), id="gap-inside-the-batch"),
    ],
)
def test_a_batch_that_does_not_continue_the_log_writes_nothing(
    open_store: Opener, batch: tuple[Event, ...]
) -> None:
    store = open_store()
    store.create_session(stored_session("s", "durable"))
    with pytest.raises(StoreError, match="does not continue"):
        commit_claimed(store, "s", batch)
    assert store.load_sessions()[0].events == note_events(0, "durable")


def test_a_batch_with_data_that_is_not_json_writes_nothing(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    with pytest.raises(StoreError, match="not JSON"):
        commit_claimed(store, "s", note_events(0, "fine", {"bad": object()}))
    assert store.load_sessions()[0].events == ()


def test_a_store_is_usable_again_after_close(open_store: Opener) -> None:
    # The host's close() closes the store; a host opened later on the same object reads on.
    store = open_store()
    store.create_session(stored_session("s", "seed"))
    store.close()
    commit_claimed(store, "s", note_events(1, "after close"))
    store.close()
    store.close()
    assert open_store().load_sessions()[0].events == note_events(0, "seed", "after close")


def test_sessions_keep_their_own_logs(open_store: Opener) -> None:
    store = open_store()
    store.create_session(stored_session("a"))
    store.create_session(stored_session("b", "b0"))
    commit_claimed(store, "a", note_events(0, "a0", "a1"))
    commit_claimed(store, "b", note_events(1, "b1"))
    store.close()
    a, b = open_store().load_sessions()
    assert (a.events, b.events) == (note_events(0, "a0", "a1"), note_events(0, "b0", "b1"))
