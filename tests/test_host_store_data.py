"""The session store contract: event data round trips exactly (every string, every number's
type and value), and what JSON cannot hold exactly is refused before anything is written.

One suite for every backend (memory, SQLite, PostgreSQL, pooled PostgreSQL): the `open_store`
fixture opens each in turn, and a second call of its opener is a reopen on the same data.
"""

from __future__ import annotations

import pytest

from dsh_schedule.host.errors import StoreError
from dsh_schedule.runtime.events import Event
from tests.support.stores import Opener, commit_claimed, note_events, stored_session

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
    store.create_session(stored_session("s", {text: text}))
    commit_claimed(store, "s", note_events(1, text, [text]))
    store.close()
    (loaded,) = open_store().load_sessions()
    assert loaded.events == note_events(0, {text: text}, text, [text])


def test_a_surrogate_pair_reads_back_as_the_character_it_spells(open_store: Opener) -> None:
    # Python can hold the two UTF-16 halves apart; as JSON (and in JavaScript) they are one.
    store = open_store()
    store.create_session(stored_session("s", "\ud83d\ude00"))
    assert store.load_sessions()[0].events[0].data == "\U0001f600"


def test_numbers_keep_their_python_type_and_value(open_store: Opener) -> None:
    numbers = [0, -0.0, 1.0, 0.1, 5e-324, 1.7976931348623157e308, 2**64, -(2**70), True, None]
    store = open_store()
    store.create_session(stored_session("s", numbers))
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
    store.create_session(stored_session("s"))
    with pytest.raises(StoreError, match="not JSON"):
        commit_claimed(store, "s", note_events(0, data))
    with pytest.raises(StoreError, match="not JSON"):
        store.create_session(stored_session("t", data))
    assert store.load_sessions() == [stored_session("s")]


def test_circular_and_too_deep_data_is_refused(open_store: Opener) -> None:
    circular: list[object] = []
    circular.append(circular)
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    store = open_store()
    store.create_session(stored_session("s"))
    for data in (circular, deep):
        with pytest.raises(StoreError, match="not JSON"):
            commit_claimed(store, "s", note_events(0, data))
    assert store.load_sessions()[0].events == ()


@pytest.mark.parametrize(
    ("kind", "time"),
    [("note", 1.5), ("note", True), ("note", 2**63), ("note", -(2**63) - 1), (None, 0)],
)
def test_an_event_without_a_string_type_and_a_64_bit_time_is_refused(
    open_store: Opener, kind: str, time: int
) -> None:
    store = open_store()
    store.create_session(stored_session("s"))
    with pytest.raises(StoreError, match="string type and a 64-bit integer time"):
        commit_claimed(store, "s", [Event(kind, 0, time, None)])
    commit_claimed(
        store, "s", [Event("note", 0, -(2**63), None), Event("note", 1, 2**63 - 1, None)]
    )
    assert [e.time for e in store.load_sessions()[0].events] == [-(2**63), 2**63 - 1]
