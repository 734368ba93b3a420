"""The session store contract, one suite for every backend.

Each backend is a factory taking the test's fixtures and lease clock and returning an opener:
calling it opens the store at the same place, so a second call is a reopen (a new process on
the same data). Every store opened is closed when the test ends. The PostgreSQL backend gets
a fresh database of the run's throwaway cluster.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from dsh_schedule.host.errors import LeaseHeldError, LeaseLostError, StoreError
from dsh_schedule.host.stores import Commit, MemoryStore, SessionStore, StoredSession, WakeUp
from dsh_schedule.host.stores.leases import Holder, Lease
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event
from tests.support.stores import HOLDER, commit_claimed

Opener = Callable[[], SessionStore]


def _memory(_: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    store = MemoryStore(clock=clock)
    return lambda: store


def _sqlite(request: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    scratch: Path = request.getfixturevalue("tmp_path")
    return lambda: SqliteStore(scratch / "sessions.sqlite", clock=clock)


def _postgres(request: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    url: str = request.getfixturevalue("postgres_url")
    return lambda: PostgresStore(url, clock=clock)


def _postgres_pooled(request: pytest.FixtureRequest, clock: VirtualClock) -> Opener:
    url: str = request.getfixturevalue("postgres_url")
    return lambda: PostgresStore(url, clock=clock, pooled=True)


BACKENDS = [
    pytest.param(_memory, id="memory"),
    pytest.param(_sqlite, id="sqlite"),
    pytest.param(_postgres, id="postgres"),
    pytest.param(_postgres_pooled, id="postgres-pooled"),
]


@pytest.fixture
def clock() -> VirtualClock:
    """The lease clock of the stores a test opens; the test moves it to expire leases."""
    return VirtualClock(1_000_000)


@pytest.fixture(params=BACKENDS)
def open_store(request: pytest.FixtureRequest, clock: VirtualClock) -> Iterator[Opener]:
    factory: Callable[[pytest.FixtureRequest, VirtualClock], Opener] = request.param
    opener = factory(request, clock)
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
    commit_claimed(store, "s", _events(0, data, "plain"))
    commit_claimed(store, "s", _events(2, [1, 2]))
    (loaded,) = store.load_sessions()
    assert loaded.events == _events(0, data, "plain", [1, 2])
    assert isinstance(loaded.events[0].data, dict)
    assert isinstance(loaded.events[0].data["version"], int)


def test_an_empty_batch_changes_nothing(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s", "seed"))
    commit_claimed(store, "s", ())
    assert store.load_sessions()[0].events == _events(0, "seed")


def test_loaded_events_are_copies(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s"))
    commit_claimed(store, "s", _events(0, {"k": [1]}))
    first = store.load_sessions()[0].events[0].data
    assert isinstance(first, dict)
    first["k"].append(2)
    assert store.load_sessions()[0].events[0].data == {"k": [1]}


def test_state_survives_close_and_reopen(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s", "seed", seed_length=1))
    commit_claimed(store, "s", _events(1, "more"))
    store.close()
    reopened = open_store()
    assert reopened.load_sessions() == [_session("s", "seed", "more", seed_length=1)]
    commit_claimed(reopened, "s", _events(2, "after reopen"))
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
        open_store().commit(Lease("ghost", HOLDER, 1, 0, 2**62), _events(0, "x"))


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
        commit_claimed(store, "s", batch)
    assert store.load_sessions()[0].events == _events(0, "durable")


def test_a_batch_with_data_that_is_not_json_writes_nothing(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s"))
    with pytest.raises(StoreError, match="not JSON"):
        commit_claimed(store, "s", _events(0, "fine", {"bad": object()}))
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
    commit_claimed(store, "s", _events(1, text, [text]))
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
        commit_claimed(store, "s", _events(0, data))
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
            commit_claimed(store, "s", _events(0, data))
    assert store.load_sessions()[0].events == ()


def test_a_store_is_usable_again_after_close(open_store: Opener) -> None:
    # The host's close() closes the store; a host opened later on the same object reads on.
    store = open_store()
    store.create_session(_session("s", "seed"))
    store.close()
    commit_claimed(store, "s", _events(1, "after close"))
    store.close()
    store.close()
    assert open_store().load_sessions()[0].events == _events(0, "seed", "after close")


def test_sessions_keep_their_own_logs(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("a"))
    store.create_session(_session("b", "b0"))
    commit_claimed(store, "a", _events(0, "a0", "a1"))
    commit_claimed(store, "b", _events(1, "b1"))
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
        commit_claimed(store, "s", [Event(kind, 0, time, None)])
    commit_claimed(
        store, "s", [Event("note", 0, -(2**63), None), Event("note", 1, 2**63 - 1, None)]
    )
    assert [e.time for e in store.load_sessions()[0].events] == [-(2**63), 2**63 - 1]


# --- ownership: leases and fencing ----------------------------------------------------------

OTHER = Holder("other-host", 2, "other-instance")
TTL = 15_000


def test_a_claim_takes_an_agents_sessions_and_reads_them_after_claiming(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(_session("a", "a0"))
    store.create_session(StoredSession("b", "agent of a", 0, _events(0, "b0")))
    store.create_session(_session("c", "c0"))
    claims = store.claim(HOLDER, TTL, agent_name="agent of a")
    assert [claim.stored.id for claim in claims] == ["a", "b"]
    assert claims[0].stored == _session("a", "a0")
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
    store.create_session(_session("s"))
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
        store.create_session(_session(session_id, f"{session_id}0"))
    claims = store.claim_many(HOLDER, TTL, ["c", "a"])
    assert [claim.stored for claim in claims] == [_session("c", "c0"), _session("a", "a0")]
    now = clock.now_ms()
    assert [claim.lease for claim in claims] == [
        Lease("c", HOLDER, 1, now, now + TTL),
        Lease("a", HOLDER, 1, now, now + TTL),
    ]
    assert store.lease_of("b") is None
    assert open_store().claim_many(HOLDER, TTL, []) == []
    # Each lease is the session's own: a commit under one is fenced on that one alone.
    store.commit(claims[0].lease, _events(1, "c1"))
    assert [e.data for e in open_store().load_sessions()[2].events] == ["c0", "c1"]


def test_claim_many_is_all_or_nothing_and_names_the_session_that_refuses_it(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    for session_id in ("a", "b", "c"):
        store.create_session(_session(session_id))
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
    store.create_session(_session("s"))
    (first,) = store.claim(OTHER, TTL, session_id="s")
    clock.advance(TTL)  # expiry is exclusive: at `expires_at` the lease is over
    (second,) = store.claim(HOLDER, TTL, session_id="s")
    assert (second.lease.epoch, second.lease.holder) == (first.lease.epoch + 1, HOLDER)
    # The old holder is fenced out: its commit writes nothing, and so is its renewal.
    with pytest.raises(LeaseLostError, match="taken over"):
        store.commit(first.lease, _events(0, "late"))
    with pytest.raises(LeaseLostError):
        store.renew(first.lease, TTL)
    store.release(first.lease)  # not its lease any more: nothing happens
    assert store.lease_of("s") == second.lease
    store.commit(second.lease, _events(0, "mine"))
    assert open_store().load_sessions()[0].events == _events(0, "mine")


def test_a_commit_under_an_expired_lease_writes_nothing(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(_session("s"))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    clock.advance(TTL)
    for batch in (_events(0, "late"), ()):
        with pytest.raises(LeaseLostError, match="expired"):
            store.commit(claim.lease, batch)
    with pytest.raises(LeaseLostError, match="expired"):
        store.renew(claim.lease, TTL)
    assert open_store().load_sessions()[0].events == ()


def test_renewal_keeps_a_lease_alive_past_its_first_expiry(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(_session("s"))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    lease = claim.lease
    for _ in range(5):
        clock.advance(TTL // 3)
        lease = store.renew(lease, TTL)
    assert (lease.epoch, lease.claimed_at_ms) == (1, claim.lease.claimed_at_ms)
    assert lease.expires_at_ms == clock.now_ms() + TTL
    with pytest.raises(LeaseHeldError):
        store.claim(OTHER, TTL, session_id="s")
    store.commit(lease, _events(0, "still mine"))


def test_a_released_lease_is_claimed_at_once_and_the_epoch_keeps_rising(
    open_store: Opener, clock: VirtualClock
) -> None:
    store = open_store()
    store.create_session(_session("s"))
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
    store.create_session(_session("s"))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    clock.jump(-60_000)  # back: the lease lasts a minute longer for everyone
    clock.advance(TTL)
    with pytest.raises(LeaseHeldError):
        store.claim(OTHER, TTL, session_id="s")
    store.commit(claim.lease, _events(0, "kept"))
    clock.jump(60_000)  # forward past the expiry: the holder lost it before renewing
    with pytest.raises(LeaseLostError, match="expired"):
        store.commit(claim.lease, _events(1, "late"))
    (taken,) = store.claim(OTHER, TTL, session_id="s")
    assert taken.lease.epoch == 2


def test_create_allocates_an_id_and_holds_the_new_session(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("session-2"))
    first = store.create("main", 0, (), HOLDER, TTL)
    assert first.stored == StoredSession("session-3", "main", 0, ())
    assert first.lease.epoch == 1 and store.lease_of("session-3") == first.lease
    seed = _events(0, "copied")
    fork = store.create("child", 1, seed, HOLDER, TTL)
    assert fork.stored == StoredSession("session-4", "child", 1, seed)
    store.commit(fork.lease, _events(1, "own"))
    assert open_store().load_sessions()[-1].events == _events(0, "copied", "own")


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
    reopened.commit(claim.lease, _events(0, "after reopen"))


# --- the wake-up index, due claims and handovers -------------------------------------------

WORKER = Holder("w", 2, "worker-1", "worker")
OTHER_WORKER = Holder("w", 3, "worker-2", "worker")


def _claimed_one(store: SessionStore, session_id: str, holder: Holder = HOLDER) -> Lease:
    (claim,) = store.claim(holder, TTL, session_id=session_id)
    return claim.lease


def test_a_wake_up_time_is_stored_with_its_commit_and_read_back(open_store: Opener) -> None:
    store = open_store()
    store.create_session(_session("s", "a"))
    lease = _claimed_one(store, "s")
    store.commit(lease, _events(1, "b"), WakeUp(2_000_000))
    assert store.load_sessions()[0].wake_at == 2_000_000
    store.commit(lease, (), WakeUp(None))  # an empty batch may still move it
    store.commit(lease, _events(2, "c"))  # no wake: left as it is
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
    store.create_session(_session("s", "a"))
    lease = _claimed_one(store, "s")
    with pytest.raises(StoreError, match="wake-up time"):
        store.commit(lease, _events(1, "b"), WakeUp(bad))  # type: ignore[arg-type]
    with pytest.raises(StoreError, match="wake-up time"):
        store.create_session(StoredSession("t", "t", 0, (), wake_at=bad))  # type: ignore[arg-type]
    assert [(len(s.events), s.wake_at) for s in store.load_sessions()] == [(1, None)]


def test_a_fenced_out_commit_moves_no_wake_up_time(open_store: Opener, clock: VirtualClock) -> None:
    store = open_store()
    store.create_session(_session("s"))
    lease = _claimed_one(store, "s")
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
    _claimed_one(store, "c")
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
    store.create_session(_session("s", "a", "b"))
    lease = _claimed_one(store, "s")
    store.commit(lease, _events(2, "c"), WakeUp(clock.now_ms()))
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


# --- group commit: several sessions' commits in one transaction -----------------------------


def _group(store: SessionStore, *session_ids: str) -> list[Lease]:
    """Sessions with one durable event each, claimed by `HOLDER`."""
    for session_id in session_ids:
        store.create_session(_session(session_id, "seed"))
    return [_claimed_one(store, session_id) for session_id in session_ids]


def _logs(store: SessionStore) -> dict[str, tuple[list[object], int | None]]:
    return {s.id: ([e.data for e in s.events], s.wake_at) for s in store.load_sessions()}


def test_a_group_commits_every_session_with_its_events_and_wake_up_time(
    open_store: Opener,
) -> None:
    store = open_store()
    a, b, c = _group(store, "a", "b", "c")
    outcomes = store.commit_many(
        [Commit(a, _events(1, "a1", "a2"), WakeUp(7)), Commit(b, ()), Commit(c, _events(1, "c1"))]
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
    store.create_session(_session("b", "seed"))
    lost = _claimed_one(store, "b")
    clock.advance(TTL)
    _claimed_one(store, "b", OTHER)  # another process took the session over
    a, c = _group(store, "a", "c")
    outcomes = store.commit_many(
        [
            Commit(a, _events(1, "a1")),
            Commit(lost, _events(1, "b1"), WakeUp(5)),
            Commit(c, _events(1, "c1"), WakeUp(6)),
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
        pytest.param(_events(3, "gap"), "does not continue", id="leaves-a-gap"),
        pytest.param(_events(0, "again"), "does not continue", id="repeats-a-seq"),
        pytest.param(_events(1, "ok", {"bad": object()}), "not JSON", id="not-json"),
    ],
)
def test_a_batch_that_cannot_be_written_fails_alone_and_the_others_commit(
    open_store: Opener, refused: tuple[Event, ...], message: str
) -> None:
    store = open_store()
    a, b = _group(store, "a", "b")
    first, second = store.commit_many(
        [Commit(a, refused, WakeUp(1)), Commit(b, _events(1, "b1"), WakeUp(2))]
    )
    assert isinstance(first, StoreError) and message in str(first)
    assert second is None
    assert _logs(open_store()) == {"a": (["seed"], None), "b": (["seed", "b1"], 2)}


def test_a_commit_to_an_unknown_session_fails_alone(open_store: Opener) -> None:
    store = open_store()
    (a,) = _group(store, "a")
    ghost = Lease("ghost", HOLDER, 1, 0, 2**62)
    first, second = store.commit_many([Commit(ghost, _events(0, "x")), Commit(a, _events(1, "a1"))])
    assert isinstance(first, StoreError) and "does not exist" in str(first)
    assert second is None
    assert _logs(open_store()) == {"a": (["seed", "a1"], None)}


def test_two_commits_of_one_session_in_a_group_apply_in_order(open_store: Opener) -> None:
    store = open_store()
    (a,) = _group(store, "a")
    outcomes = store.commit_many(
        [Commit(a, _events(1, "a1")), Commit(a, _events(2, "a2"), WakeUp(3))]
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
    first, second = store.commit_many([Commit(a, _events(1, "a1")), Commit(b, (), WakeUp(4))])
    for failure in (first, second):
        assert isinstance(failure, StoreError) and "the lease clock failed" in str(failure)
    assert first is not second  # each flush raises an error of its own
    monkeypatch.undo()
    assert _logs(open_store()) == {"a": (["seed"], None), "b": (["seed"], None)}
    assert store.commit_many([Commit(a, _events(1, "a1"))]) == [None]  # the next one works


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
        store.commit(lease, _events(1, "late but held"))


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
    store.create_session(_session("b", "seed"))
    lost = _claimed_one(store, "b")
    clock.advance(TTL)
    _claimed_one(store, "b", OTHER)  # another process took the session over
    a, c = _group(store, "a", "c")
    reader = open_store()
    ran: list[tuple[str, list[object]]] = []

    def seen(session_id: str) -> Callable[[], None]:
        return lambda: ran.append((session_id, _logs(reader)[session_id][0]))

    def broken() -> None:
        raise RuntimeError("the screen is gone")

    outcomes = store.commit_many(
        [
            Commit(a, _events(1, "a1"), None, None, [broken, seen("a")]),
            Commit(lost, _events(1, "b1"), None, None, [seen("b")]),
            Commit(c, _events(3, "gap"), None, None, [seen("c")]),
        ]
    )
    assert outcomes[0] is None
    assert isinstance(outcomes[1], LeaseLostError)
    assert isinstance(outcomes[2], StoreError) and "does not continue" in str(outcomes[2])
    assert ran == [("a", ["seed"])]  # run once, before the events were committed
    assert "session a: a call before its commit raised" in caplog.text
    assert _logs(open_store())["a"] == (["seed", "a1"], None)
