"""The session store contract, one suite for every backend.

Each backend is a factory taking a scratch directory and returning an opener: calling it opens
the store at the same place, so a second call is a reopen (a new process on the same data).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from dsh_schedule.host.store import MemoryStore, SessionStore, StoredSession, StoreError
from dsh_schedule.runtime.events import Event

Opener = Callable[[], SessionStore]


def _memory(_: Path) -> Opener:
    store = MemoryStore()
    return lambda: store


BACKENDS = [pytest.param(_memory, id="memory")]


@pytest.fixture(params=BACKENDS)
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Opener:
    factory: Callable[[Path], Opener] = request.param
    return factory(tmp_path)


def _events(start: int, *data: object) -> tuple[Event, ...]:
    return tuple(Event("note", start + i, 1000 + start + i, item) for i, item in enumerate(data))


def _session(session_id: str, *data: object, seed_length: int = 0) -> StoredSession:
    return StoredSession(session_id, f"agent of {session_id}", seed_length, _events(0, *data))


def test_a_new_store_holds_no_sessions(open_store: Opener) -> None:
    assert open_store().load_sessions() == []


def test_sessions_come_back_with_their_record_in_creation_order(open_store: Opener) -> None:
    store = open_store()
    for session_id in ("s-b", "s-a", "s-c"):
        store.create_session(_session(session_id))
    loaded = store.load_sessions()
    assert [s.id for s in loaded] == ["s-b", "s-a", "s-c"]
    assert loaded[0] == StoredSession("s-b", "agent of s-b", 0, ())


def test_a_fork_seed_is_durable_at_creation(open_store: Opener) -> None:
    store = open_store()
    fork = _session("fork", {"a": 1}, {"b": 2}, seed_length=2)
    store.create_session(fork)
    assert store.load_sessions() == [fork]


def test_committed_events_round_trip_exactly(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s"))
    data = {
        "version": 1,
        "nested": {"list": [1, 2.5, True, None, "x"], "empty": {}},
        "text": 'line\n"quoted" \u2028 \U0001f600',
        "big": 9007199254740991,
    }
    store.commit("s", _events(0, data, "plain"))
    store.commit("s", _events(2, [1, 2]))
    (loaded,) = store.load_sessions()
    assert loaded.events == _events(0, data, "plain", [1, 2])
    assert isinstance(loaded.events[0].data, dict)
    assert isinstance(loaded.events[0].data["version"], int)


def test_an_empty_batch_changes_nothing(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s", "seed"))
    store.commit("s", ())
    assert store.load_sessions()[0].events == _events(0, "seed")


def test_loaded_events_are_copies(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s"))
    store.commit("s", _events(0, {"k": [1]}))
    first = store.load_sessions()[0].events[0].data
    assert isinstance(first, dict)
    first["k"].append(2)
    assert store.load_sessions()[0].events[0].data == {"k": [1]}


def test_state_survives_close_and_reopen(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s", "seed", seed_length=1))
    store.commit("s", _events(1, "more"))
    store.close()
    reopened = open_store()
    assert reopened.load_sessions() == [_session("s", "seed", "more", seed_length=1)]
    reopened.commit("s", _events(2, "after reopen"))
    assert len(reopened.load_sessions()[0].events) == 3


def test_a_taken_session_id_is_refused(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s", "first"))
    with pytest.raises(StoreError, match="already exists"):
        store.create_session(_session("s"))
    assert store.load_sessions() == [_session("s", "first")]


@pytest.mark.parametrize("seed_length", [-1, 2])
def test_a_seed_length_outside_the_events_is_refused(open_store: Opener, seed_length: int) -> None:
    store = open_store()
    with pytest.raises(StoreError, match="seed_length"):
        store.create_session(_session("s", "one", seed_length=seed_length))
    assert store.load_sessions() == []


def test_initial_events_must_count_from_zero(open_store: Opener) -> None:
    store = open_store()
    with pytest.raises(StoreError, match="does not continue"):
        store.create_session(StoredSession("s", "main", 0, _events(1, "late")))
    assert store.load_sessions() == []


def test_a_commit_to_an_unknown_session_is_refused(open_store: Opener) -> None:
    with pytest.raises(StoreError, match="does not exist"):
        open_store().commit("ghost", _events(0, "x"))


@pytest.mark.parametrize(
    "batch",
    [
        pytest.param(_events(0, "again"), id="repeats-a-durable-seq"),
        pytest.param(_events(2, "gap"), id="leaves-a-gap"),
        pytest.param(_events(1, "ok") + _events(3, "gap"), id="gap-inside-the-batch"),
    ],
)
def test_a_batch_that_does_not_continue_the_log_writes_nothing(
    open_store: Opener, batch: tuple[Event, ...]
) -> None:
    store = open_store()
    store.create_session(_session("s", "durable"))
    with pytest.raises(StoreError, match="does not continue"):
        store.commit("s", batch)
    assert store.load_sessions()[0].events == _events(0, "durable")


def test_a_batch_with_data_that_is_not_json_writes_nothing(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s"))
    with pytest.raises(StoreError, match="not JSON"):
        store.commit("s", _events(0, "fine", {"bad": object()}))
    assert store.load_sessions()[0].events == ()
