"""The session store contract, one suite for every backend.

Each backend is a factory taking a scratch directory and returning an opener: calling it opens
the store at the same place, so a second call is a reopen (a new process on the same data).
Every store opened is closed when the test ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from dsh_schedule.host.sqlite_store import SqliteStore
from dsh_schedule.host.store import MemoryStore, SessionStore, StoredSession, StoreError
from dsh_schedule.runtime.events import Event

Opener = Callable[[], SessionStore]


def _memory(_: Path) -> Opener:
    store = MemoryStore()
    return lambda: store


def _sqlite(scratch: Path) -> Opener:
    return lambda: SqliteStore(scratch / "sessions.sqlite")


BACKENDS = [pytest.param(_memory, id="memory"), pytest.param(_sqlite, id="sqlite")]


@pytest.fixture(params=BACKENDS)
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Opener]:
    factory: Callable[[Path], Opener] = request.param
    opener = factory(tmp_path)
    opened: list[SessionStore] = []

    def open_and_track() -> SessionStore:
        opened.append(opener())
        return opened[-1]

    yield open_and_track
    for store in opened:
        store.close()


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


CONTROL_CHARACTERS = "".join(map(chr, [*range(0x20), 0x7F, *range(0x80, 0xA0)]))


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(CONTROL_CHARACTERS, id="control-characters"),
        pytest.param("\ud800 \udbff \udc00 \udfff", id="lone-surrogates"),
        pytest.param("\udc00\ud800", id="a-reversed-pair"),
        pytest.param("\\ud800 \\u0000 \\", id="escape-lookalikes"),
        pytest.param("\u2028\u2029\ufeff\U0010ffff", id="separators-and-astral"),
        pytest.param("x" * 1_000_000 + "\u00e9\ud800", id="a-1MB-prompt"),
    ],
)
def test_every_string_round_trips_as_key_and_value(open_store: Opener, text: str) -> None:
    store = open_store()
    store.create_session(_session("s", {text: text}))
    store.commit("s", _events(1, text, [text]))
    store.close()
    (loaded,) = open_store().load_sessions()
    assert loaded.events == _events(0, {text: text}, text, [text])


def test_a_surrogate_pair_reads_back_as_the_character_it_spells(open_store: Opener) -> None:
    # Python can hold the two UTF-16 halves apart; as JSON (and in JavaScript) they are one.
    store = open_store()
    store.create_session(_session("s", "\ud83d\ude00"))
    assert store.load_sessions()[0].events[0].data == "\U0001f600"


def test_numbers_keep_their_python_type_and_value(open_store: Opener) -> None:
    numbers = [0, -0.0, 1.0, 0.1, 5e-324, 1.7976931348623157e308, 2**64, -(2**70), True, None]
    store = open_store()
    store.create_session(_session("s", numbers))
    (loaded,) = store.load_sessions()
    data = loaded.events[0].data
    assert isinstance(data, list)
    assert [(type(x), repr(x)) for x in data] == [(type(x), repr(x)) for x in numbers]


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(float("nan"), id="nan"),
        pytest.param([float("inf")], id="infinity"),
        pytest.param({"k": -float("inf")}, id="negative-infinity"),
        pytest.param(b"bytes", id="bytes"),
        pytest.param({1: "number key"}, id="number-key"),
        pytest.param({"ok": {None: 1}}, id="nested-null-key"),
        pytest.param({True: 1}, id="boolean-key"),
        pytest.param({1, 2}, id="set"),
        pytest.param(10**5000, id="an-int-too-long-to-print"),
    ],
)
def test_data_json_cannot_hold_exactly_is_refused(open_store: Opener, data: object) -> None:
    store = open_store()
    store.create_session(_session("s"))
    with pytest.raises(StoreError, match="not JSON"):
        store.commit("s", _events(0, data))
    with pytest.raises(StoreError, match="not JSON"):
        store.create_session(_session("t", data))
    assert store.load_sessions() == [_session("s")]


def test_circular_and_too_deep_data_is_refused(open_store: Opener) -> None:
    circular: list[object] = []
    circular.append(circular)
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    store = open_store()
    store.create_session(_session("s"))
    for data in (circular, deep):
        with pytest.raises(StoreError, match="not JSON"):
            store.commit("s", _events(0, data))
    assert store.load_sessions()[0].events == ()


def test_a_store_is_usable_again_after_close(open_store: Opener) -> None:
    # The host's close() closes the store; a host opened later on the same object reads on.
    store = open_store()
    store.create_session(_session("s", "seed"))
    store.close()
    store.commit("s", _events(1, "after close"))
    store.close()
    store.close()
    assert open_store().load_sessions()[0].events == _events(0, "seed", "after close")


def test_sessions_keep_their_own_logs(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("a"))
    store.create_session(_session("b", "b0"))
    store.commit("a", _events(0, "a0", "a1"))
    store.commit("b", _events(1, "b1"))
    store.close()
    a, b = open_store().load_sessions()
    assert (a.events, b.events) == (_events(0, "a0", "a1"), _events(0, "b0", "b1"))


@pytest.mark.parametrize(
    ("kind", "time"),
    [("note", 1.5), ("note", True), ("note", 2**63), ("note", -(2**63) - 1), (None, 0)],
)
def test_an_event_without_a_string_type_and_a_64_bit_time_is_refused(
    open_store: Opener, kind: str, time: int
) -> None:
    store = open_store()
    store.create_session(_session("s"))
    with pytest.raises(StoreError, match="string type and a 64-bit integer time"):
        store.commit("s", [Event(kind, 0, time, None)])
    store.commit("s", [Event("note", 0, -(2**63), None), Event("note", 1, 2**63 - 1, None)])
    assert [e.time for e in store.load_sessions()[0].events] == [-(2**63), 2**63 - 1]
