"""Checkpoints (host/stores/checkpoints.py): a flush stores the fold the plugin already holds as the
session's checkpoint, a claim on every store offers it back with only the events from it on,
and a host resumes from it; a checkpoint that does not match its log is ignored, noted,
logged and rebuilt at the next flush; `validate-log` replays every session and fails on a wrong
checkpoint."""

from __future__ import annotations

import asyncio
import io
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.cli.validate_log import validate_log
from dsh_schedule.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import (
    Commit,
    EventLog,
    MemoryStore,
    SessionStore,
    StoredSession,
    checkpoints,
)
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import (
    FoldCheckpoint,
    ScheduleProjection,
    fold_schedule_events,
)
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.lane import projection_for
from dsh_schedule.runtime.plugin import install_schedule
from tests.support.changes import create, delete, dispatch, log
from tests.support.checkpoints import write_of
from tests.support.stores import HOLDER, Opener

TTL = 60_000


def _claim(store: SessionStore, session_id: str = "s") -> StoredSession:
    (claim,) = store.claim(HOLDER, TTL, session_id=session_id)
    store.release(claim.lease)
    return claim.stored


def _commit(
    store: SessionStore, events: list[Event], checkpoint: checkpoints.Write | None = None
) -> None:
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    store.commit(claim.lease, events, None, checkpoint)
    store.release(claim.lease)


def _resumable(stored: StoredSession) -> FoldCheckpoint:
    offer = stored.checkpoint
    assert offer is not None
    usable = checkpoints.resumable(offer, stored.seed_length, stored.events[offer.length - 1])
    assert isinstance(usable, FoldCheckpoint), usable
    return usable


def _history(count: int) -> list[Event]:
    """Creates, deletes, dispatches and notes, leaving schedule-2 and the last create active."""
    items: list[object] = [create("schedule-1"), create("schedule-2")]
    for number in range(3, count + 3):
        items += [create(f"schedule-{number}"), ("note", {"n": number})]
        items.append(delete(f"schedule-{number - 1}") if number > 3 else dispatch("schedule-1"))
    return log(*items)


# --- the store's part, on every store ----------------------------------------------------------


def test_a_claim_offers_the_last_checkpoint_and_the_events_from_it(open_store: Opener) -> None:
    store = open_store()
    events = _history(20)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:10])))
    _commit(store, events[10:30], write_of(events[:30]))
    _commit(store, events[30:40])
    _commit(store, events[40:], write_of(events, since=8, whole=False))
    _commit(store, [])  # the fence only: nothing moves
    stored = _claim(open_store())
    assert stored.checkpoint is not None and stored.note is None
    assert stored.checkpoint.length == len(events)
    assert isinstance(stored.events, EventLog)
    # The log is still whole: the events before the checkpoint are read when asked for.
    assert stored.events == events and len(stored.events) == len(events)
    projection = ScheduleProjection.resume(_resumable(stored))
    expected = fold_schedule_events(events)
    assert projection.update(stored.events) == expected
    assert list(projection.seen_ids) == list(expected.seen_ids)
    # Its digest chains over every stored row, across the commits that wrote none.
    stored_checkpoint, seen = store.checkpoint_of("s")
    rows = [(e.seq, e.type, e.time, _json(e.data)) for e in events]
    assert checkpoints.verify(stored_checkpoint, seen, 0, events, rows) is None


def test_a_group_chains_a_checkpoint_over_the_rows_its_earlier_commits_added(
    open_store: Opener,
) -> None:
    """One group: a commit of a session without a checkpoint, then one with; the second's
    digest chains over the stored rows since the last checkpoint, the first commit's among
    them (the group reads every session's rows at its start, before the first was written)."""
    store = open_store()
    events = _history(20)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:10])))
    _commit(store, events[10:20], write_of(events[:20]))
    _commit(store, events[20:30])  # after the checkpoint, without one
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    outcomes = store.commit_many(
        [
            Commit(claim.lease, events[30:40]),
            Commit(claim.lease, events[40:], None, write_of(events, since=8, whole=False)),
        ]
    )
    store.release(claim.lease)
    assert outcomes == [None, None]
    stored_checkpoint, seen = open_store().checkpoint_of("s")
    rows = [(e.seq, e.type, e.time, _json(e.data)) for e in events]
    assert checkpoints.verify(stored_checkpoint, seen, 0, events, rows) is None


def test_a_claim_of_many_sessions_reads_each_from_its_own_checkpoint(open_store: Opener) -> None:
    store = open_store()
    events = _history(20)
    for session_id in ("s", "plain", "t"):
        store.create_session(StoredSession(session_id, f"agent {session_id}", 0, ()))
    for session_id, upto in (("s", len(events)), ("t", 30)):
        (claim,) = store.claim(HOLDER, TTL, session_id=session_id)
        store.commit(claim.lease, events[:upto], None, write_of(events[:upto]))
        store.release(claim.lease)
    (claim,) = store.claim(HOLDER, TTL, session_id="plain")
    store.commit(claim.lease, events[:5])
    claims = open_store().claim_many(HOLDER, TTL, ["t", "plain", "s"])
    t, plain, s = (claim.stored for claim in claims)
    assert plain.checkpoint is None and list(plain.events) == events[:5]
    for stored, upto in ((t, 30), (s, len(events))):
        assert stored.checkpoint is not None and stored.checkpoint.length == upto
        assert isinstance(stored.events, EventLog) and stored.events == events[:upto]
        assert ScheduleProjection.resume(_resumable(stored)).update(
            stored.events
        ) == fold_schedule_events(events[:upto])


def test_a_checkpoint_that_does_not_end_with_its_commit_writes_nothing(
    open_store: Opener,
) -> None:
    store = open_store()
    events = _history(2)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:3])))
    with pytest.raises(StoreError, match="a checkpoint of 3 events with a commit that ends at 5"):
        _commit(store, events[3:5], write_of(events[:3]))
    stored = _claim(store)
    assert list(stored.events) == events[:3] and stored.checkpoint is None


def test_a_resumed_fold_continues_like_a_full_one(open_store: Opener) -> None:
    store = open_store()
    events = _history(5)
    store.create_session(StoredSession("s", "main", 0, ()))
    _commit(store, events, write_of(events))
    stored = _claim(store)
    projection = ScheduleProjection.resume(_resumable(stored))
    more = log(*([("pad", None)] * len(events)), create("schedule-99"), delete("schedule-2"))
    longer = [*events, *more[len(events) :]]
    live = EventLog.of(stored.events)
    for event in longer[len(events) :]:
        live.append(event)
    assert projection.update(live) == fold_schedule_events(longer)
    with pytest.raises(ScheduleLogError, match="create reuses the id"):
        projection.check_candidate(Event(SCHEDULE_CHANGE, len(longer), 0, create("schedule-1")))


def test_a_fork_seed_is_not_folded_into_the_checkpoint(open_store: Opener) -> None:
    store = open_store()
    seed = log(create("schedule-1"), ("session/end-seed", {"parent": "p"}))
    store.create_session(StoredSession("s", "main", 2, tuple(seed)))
    events = [*seed, Event(SCHEDULE_CHANGE, 2, 5, create("schedule-1"))]
    _commit(store, events[2:], write_of(events, 2))
    stored = _claim(store)
    resumed = _resumable(stored)
    assert resumed.seed_length == 2
    assert ScheduleProjection.resume(resumed).update(stored.events) == fold_schedule_events(
        events, 2
    )


@settings(max_examples=25, deadline=None)
@given(
    ops=st.lists(
        st.tuples(st.sampled_from(["create", "delete", "dispatch", "note"]), st.integers(1, 6)),
        max_size=40,
    ),
    cuts=st.lists(st.tuples(st.integers(1, 8), st.booleans()), min_size=1, max_size=8),
)
def test_any_valid_history_resumes_to_the_fold_of_its_whole_log(
    ops: list[tuple[str, int]], cuts: list[tuple[int, bool]]
) -> None:
    """Committed in any batches, some with a checkpoint, a valid history resumes to exactly its
    full fold."""
    active: set[int] = set()
    seen: set[int] = set()
    items: list[object] = []
    for op, number in ops:
        if op == "create" and number not in seen:
            seen.add(number)
            active.add(number)
            items.append(create(f"schedule-{number}"))
        elif op in ("delete", "dispatch") and number in active:
            active.discard(number)
            items.append(
                delete(f"schedule-{number}") if op == "delete" else dispatch(f"schedule-{number}")
            )
        else:
            items.append(("note", {"op": op}))
    events = log(*items)
    store = MemoryStore()
    store.create_session(StoredSession("s", "main", 0, ()))
    done, creates = 0, 0
    for cut, write in [*cuts, (len(events), False)]:
        batch = events[done : done + cut]
        if batch:
            done += len(batch)
            checkpoint = None
            if write:
                checkpoint = write_of(events[:done], since=creates, whole=not creates)
                creates = checkpoint.creates
            _commit(store, batch, checkpoint)
    stored = _claim(store)
    expected = fold_schedule_events(events)
    assert fold_schedule_events(stored.events) == expected
    if not events:
        return
    _commit(store, [], write_of(events, since=creates, whole=not creates))  # a fence with one
    stored = _claim(store)
    assert ScheduleProjection.resume(_resumable(stored)).update(stored.events) == expected


@settings(max_examples=30, deadline=None)
@given(
    cuts=st.lists(
        st.tuples(st.integers(0, 6), st.booleans(), st.booleans()), min_size=1, max_size=10
    )
)
def test_checkpoints_committed_in_any_groups_chain_over_exactly_the_stored_rows(
    cuts: list[tuple[int, bool, bool]],
) -> None:
    """Commits in groups of any shape (`commit_many`: several commits of one session, each
    with or without a checkpoint, after checkpoints that lag the log or not): every stored
    checkpoint's digest is the chain over exactly the rows the store holds before it."""
    events = _history(12)
    with tempfile.TemporaryDirectory() as folder:
        store = SqliteStore(Path(folder) / "s.sqlite")
        store.create_session(StoredSession("s", "main", 0, ()))
        groups: list[list[tuple[int, bool]]] = []
        for size, write, joins in cuts:
            if joins and groups:
                groups[-1].append((size, write))
            else:
                groups.append([(size, write)])
        done, creates = 0, 0
        for group in groups:
            (claim,) = store.claim(HOLDER, TTL, session_id="s")
            commits = []
            for size, write in group:
                batch = events[done : done + size]
                done += len(batch)
                checkpoint = None
                if write and done:  # the host checkpoints a log of one event or more
                    checkpoint = write_of(events[:done], since=creates, whole=not creates)
                    creates = checkpoint.creates
                commits.append(Commit(claim.lease, batch, None, checkpoint))
            assert store.commit_many(commits) == [None] * len(commits)
            store.release(claim.lease)
        stored_checkpoint, seen = store.checkpoint_of("s")
        store.close()
    if stored_checkpoint is not None:
        rows = [(e.seq, e.type, e.time, _json(e.data)) for e in events[:done]]
        assert checkpoints.verify(stored_checkpoint, seen, 0, events[:done], rows) is None


# --- a checkpoint that does not match its log -------------------------------------------------


def _sqlite_with_checkpoint(path: Path, events: list[Event]) -> SqliteStore:
    store = SqliteStore(path)
    store.create_session(StoredSession("s", "main", 0, (), wake_at=31_000))
    _commit(store, events, write_of(events))
    return store


def _set(path: Path, statement: str, *values: object) -> None:
    with sqlite3.connect(path) as db:
        db.execute(statement, values)


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        ("UPDATE checkpoints SET state = X'6E6F74206A736F6E'", "it does not decode"),
        ("UPDATE checkpoints SET state = '[99,0,1,0,false,[]]'", "its version is 99, not 1"),
        ("UPDATE checkpoints SET state = '[1,3,1,0,false,[]]'", "it is of seed length 3, not 0"),
        ('UPDATE checkpoints SET state = \'[1,0,1,0,false,[[0,"at","{}"]]]\'', "do not decode"),
    ],
)
def test_a_state_the_host_cannot_use_is_noted_and_replayed(
    tmp_path: Path, damage: str, why: str
) -> None:
    store = _sqlite_with_checkpoint(tmp_path / "s.sqlite", _history(4))
    _set(store.path, damage)
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    from dsh_schedule.host.sessions import HostSession

    session = HostSession(claim, VirtualClock(0), [])
    assert session.fold_checkpoint is None
    assert session.checkpoint_note is not None and why in session.checkpoint_note
    store.close()


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        ("UPDATE checkpoints SET digest = '00'", "its digest does not match event 13"),
        ("UPDATE checkpoints SET length = 99", "it covers 99 events of 14"),
        ("UPDATE events SET data = '\"x\"' WHERE seq = 13", "its digest does not match event 13"),
    ],
)
def test_a_checkpoint_that_does_not_match_the_log_is_not_offered(
    tmp_path: Path, damage: str, why: str
) -> None:
    events = _history(4)
    store = _sqlite_with_checkpoint(tmp_path / "s.sqlite", events)
    _set(store.path, damage)
    stored = _claim(store)
    assert stored.checkpoint is None and stored.note == why
    assert not isinstance(stored.events, EventLog) and len(stored.events) == len(events)
    store.close()


def test_a_claim_of_many_sessions_ignores_a_bad_checkpoint_of_one_and_a_host_logs_it(
    tmp_path: Path,
) -> None:
    events = _history(4)
    store = _sqlite_with_checkpoint(tmp_path / "s.sqlite", events)
    store.create_session(StoredSession("t", "other", 0, ()))
    (claim,) = store.claim(HOLDER, TTL, session_id="t")
    store.commit(claim.lease, events, None, write_of(events))
    store.release(claim.lease)
    _set(store.path, "UPDATE checkpoints SET digest = '00' WHERE session = 1")  # s's
    claims = store.claim_many(HOLDER, TTL, ["s", "t"])
    for claim in claims:
        store.release(claim.lease)
    s, t = (claim.stored for claim in claims)
    assert s.checkpoint is None and s.note == "its digest does not match event 13"
    assert list(s.events) == events
    assert t.checkpoint is not None and t.note is None

    async def resume() -> list[tuple[str, str]]:
        logger = RecordingLogger()
        host = EmbeddedHost(store, VirtualClock(0), logger, lease_ttl_ms=TTL)
        await host.load_plugins([install_schedule_invariant, install_schedule])
        agents = host.open_sessions(["s", "t"])
        assert [(a.name, a.session.fold_checkpoint is None) for a in agents] == [
            ("main", True),
            ("other", False),
        ]
        await host.close()
        return list(logger.messages)

    assert asyncio.run(resume()) == [
        (
            "warning",
            "checkpoint of session s not used (its digest does not match event 13):"
            " replayed from the log, rebuilt at its next flush",
        )
    ]


def test_damaged_seen_ids_are_read_from_the_log(tmp_path: Path) -> None:
    events = _history(6)
    store = _sqlite_with_checkpoint(tmp_path / "s.sqlite", events)
    _set(store.path, "DELETE FROM seen_ids WHERE ordinal = 0")
    stored = _claim(store)
    projection = ScheduleProjection.resume(_resumable(stored))
    assert list(projection.seen_ids) == list(fold_schedule_events(events).seen_ids)
    store.close()


# --- the host: hint, flush, resume, rebuild ---------------------------------------------------


async def _host_run(store: SessionStore, appends: int) -> tuple[list[tuple[str, str]], str]:
    """Open (or create) the agent `main`, append and flush `appends` create/delete pairs, and
    list: the logged messages and the list's text."""
    logger = RecordingLogger()
    host = EmbeddedHost(store, VirtualClock(0), logger)
    await host.load_plugins([install_schedule_invariant, install_schedule])
    agent = host.open_agent("main") if store.load_sessions() else host.create_agent("main")
    session = agent.session
    for number in range(appends):
        created = await host.call_tool(
            "main", "schedule_create", {"prompt": "p", "after_seconds": 60}
        )
        assert not created.is_error
        session.append("note", {"n": number})
        assert await host.sessions.flush(session)
    listed = await host.call_tool("main", "schedule_list", {})
    await host.close()
    return list(logger.messages), listed.text


def test_a_host_writes_checkpoints_at_its_flushes_and_resumes_from_them(
    open_store: Opener,
) -> None:
    store = open_store()
    rounds = checkpoints.CHECKPOINT_EVERY // 2 + 2  # two events a round: past one interval
    messages, listed = asyncio.run(_host_run(store, rounds))
    assert messages == []
    stored, seen = store.checkpoint_of(store.load_sessions()[0].id)
    # The store held none: the first flush at CHECKPOINT_EVERY events wrote one; the next one
    # waits for as many events again, which this log does not reach.
    assert stored is not None and stored.length == checkpoints.CHECKPOINT_EVERY
    assert seen == [f"schedule-{n}" for n in range(1, checkpoints.CHECKPOINT_EVERY // 2 + 1)]
    whole = store.load_sessions()[0]
    assert checkpoints.CHECKPOINT_EVERY <= stored.length <= len(whole.events)
    resumed = _claim(store, whole.id)
    assert isinstance(resumed.events, EventLog) and resumed.checkpoint is not None
    again, listed_again = asyncio.run(_host_run(store, 0))
    assert again == [] and listed_again == listed


def test_a_short_log_gets_no_checkpoint_until_it_is_as_long_as_the_spacing(
    open_store: Opener,
) -> None:
    """A resume replays a log shorter than `CHECKPOINT_EVERY` faster than a checkpoint costs
    to write at every first flush (a worker's delivery is one)."""
    store = open_store()
    rounds = checkpoints.CHECKPOINT_EVERY // 2 - 1  # two events a round: short of one interval
    messages, listed = asyncio.run(_host_run(store, rounds))
    assert messages == [] and listed.count("schedule-") == rounds
    (session,) = store.load_sessions()
    assert len(session.events) < checkpoints.CHECKPOINT_EVERY
    assert store.checkpoint_of(session.id) == (None, [])
    again, listed_again = asyncio.run(_host_run(store, 0))
    assert again == [] and listed_again == listed


def test_checkpoints_are_spaced_by_at_least_as_many_events_as_they_hold_records() -> None:
    """A checkpoint costs in proportion to its active records, so with more of them than
    `CHECKPOINT_EVERY` the next one waits for as many events as the last one held."""
    store = MemoryStore(clock=VirtualClock(0))

    async def create(count: int) -> None:
        host = EmbeddedHost(store, VirtualClock(0), RecordingLogger())
        await host.load_plugins([install_schedule_invariant, install_schedule])
        host.create_agent("main")
        for _ in range(count):
            created = await host.call_tool(
                "main", "schedule_create", {"prompt": "p", "after_seconds": 60}
            )
            assert not created.is_error
        await host.close()

    every = checkpoints.CHECKPOINT_EVERY
    asyncio.run(create(3 * every + 5))
    stored, _ = store.checkpoint_of(store.load_sessions()[0].id)
    # One create event a flush: checkpoints at `every` events (the first), at 2 * every
    # (every events later), then not at 3 * every: that one held 2 * every records, so the
    # next waits for as many events.
    assert stored is not None and stored.length == 2 * every


def test_a_host_logs_a_checkpoint_it_could_not_use_and_rebuilds_it(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "s.sqlite")
    rounds = checkpoints.CHECKPOINT_EVERY // 2  # long enough for a checkpoint
    asyncio.run(_host_run(store, rounds))
    _set(store.path, "UPDATE checkpoints SET state = '{}'")
    messages, listed = asyncio.run(_host_run(store, 0))
    assert messages == [
        (
            "warning",
            "checkpoint of session session-1 not used (it does not decode (Expected `array`, "
            "got `object`)): replayed from the log, rebuilt at its next flush",
        )
    ]
    assert listed.count("schedule-") == rounds
    assert asyncio.run(_host_run(store, 0))[0] == []  # the rebuilt one is used
    store.close()


def test_a_corrupt_live_log_gets_no_checkpoint() -> None:
    projection = ScheduleProjection()
    events = log(dispatch("schedule-1"))
    with pytest.raises(ScheduleLogError):
        projection.refresh(events)
    assert projection.snapshot(1, 0) is None


def test_a_fold_resumes_only_from_a_checkpoint_of_its_protocol(open_store: Opener) -> None:
    from dsh_schedule.host.sessions import HostSession

    store = open_store()
    events = _history(3)
    store.create_session(StoredSession("s", "main", 0, ()))
    _commit(store, events, write_of(events, protocol=2))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    session = HostSession(claim, VirtualClock(0), [])
    assert session.fold_checkpoint is not None and session.fold_checkpoint.protocol == 2
    resumed, replayed = projection_for(session, 2), projection_for(session, 1)
    assert resumed.update(session.events) == fold_schedule_events(events, 0, 2)
    assert replayed.update(session.events) == fold_schedule_events(events, 0, 1)


# --- validate-log --------------------------------------------------------------------------


def _json(data: object) -> str:
    from dsh_schedule.host.stores import encode_data

    return encode_data("s", data)


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        ("UPDATE checkpoints SET state = '[1,0,1,9,true,[]]'", "does not match the replay"),
        ("UPDATE checkpoints SET prior = '00'", "its digest does not match the log"),
        ("UPDATE seen_ids SET id = 'schedule-77' WHERE ordinal = 0", "its seen ids do not match"),
        ("UPDATE checkpoints SET state = '[7]'", "checkpoint at 8 events: it does not decode"),
    ],
)
def test_validate_log_fails_on_a_wrong_checkpoint(tmp_path: Path, damage: str, why: str) -> None:
    path = tmp_path / "s.sqlite"
    _sqlite_with_checkpoint(path, _history(2)).close()
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 0, out.getvalue()
    _set(path, damage)
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert "checkpoint violation: checkpoint at 8 events" in out.getvalue()
    assert why in out.getvalue()


def test_a_resumed_fold_checks_new_ids_without_reading_the_seen_ids() -> None:
    from dsh_schedule.runtime.ids import allocate_schedule_id

    events = _history(4)  # schedule-1 to schedule-6 created
    full = fold_schedule_events(events)
    reads: list[str] = []
    asked: list[str] = []

    def seen() -> list[str]:
        reads.append("all")
        return list(full.seen_ids)

    def has_seen(schedule_id: str) -> bool:
        asked.append(schedule_id)
        return schedule_id in full.seen_ids

    projection = ScheduleProjection()
    projection.refresh(events)
    state = projection.snapshot(len(events), 0)
    assert state is not None
    resumed = ScheduleProjection.resume(
        FoldCheckpoint(
            len(events), 0, 1, state.active, state.creates, False, events[-1], seen, has_seen
        )
    )
    assert len(resumed.seen_ids) == 6 and allocate_schedule_id(resumed.seen_ids) == "schedule-7"
    longer = [*events, Event(SCHEDULE_CHANGE, len(events), 0, create("schedule-9"))]
    resumed.refresh(longer)
    with pytest.raises(ScheduleLogError, match="create reuses the id"):
        resumed.check_candidate(Event(SCHEDULE_CHANGE, len(longer), 0, create("schedule-3")))
    assert reads == [] and asked == ["schedule-7", "schedule-9", "schedule-3"]
    assert resumed.snapshot(len(longer), 6) is not None  # the ids since: no read either
    assert reads == []
    # Listing them reads them once, those of the checkpoint ahead of those created since.
    assert list(resumed.seen_ids) == [*full.seen_ids, "schedule-9"]
    assert resumed.update(longer) == fold_schedule_events(longer) and reads == ["all"]


def test_the_folds_of_a_resumed_session_ask_the_store_about_each_new_id_once() -> None:
    events = _history(6)  # schedule-5 to schedule-8 are created after the first 8 events
    covered = fold_schedule_events(events[:8])
    asked: list[str] = []

    def has_seen(creates: int, schedule_id: str) -> bool:
        asked.append(schedule_id)
        return schedule_id in list(covered.seen_ids)[:creates]

    offer = checkpoints.Offer(
        8,
        write_of(events[:8]).state,
        lambda creates: list(covered.seen_ids)[:creates],
        has_seen,
        lambda: events[:8],
    )
    usable = checkpoints.resumable(offer, 0, events[7])
    assert isinstance(usable, FoldCheckpoint)
    for _ in range(2):  # the companion's fold and the plugin's, on one checkpoint
        assert ScheduleProjection.resume(usable).update(events) == fold_schedule_events(events)
    assert asked == [f"schedule-{number}" for number in range(5, 9)]


def test_damage_after_the_checkpoint_is_found_at_the_claim_and_before_it_when_read(
    tmp_path: Path,
) -> None:
    events = _history(4)
    store = _sqlite_with_checkpoint(tmp_path / "s.sqlite", events[:10])
    _commit(store, events[10:])
    _set(store.path, "DELETE FROM events WHERE seq = 11")  # after the checkpoint: a gap
    with pytest.raises(StoreError, match="damaged: session s: event seq 12 where 11 was due"):
        _claim(store)
    _set(store.path, "INSERT INTO events SELECT position, 11, 'note', 0, 'null' FROM sessions")
    _set(store.path, "DELETE FROM events WHERE seq = 3")  # before it: trusted until read
    stored = _claim(store)
    assert stored.checkpoint is not None and len(stored.events) == len(events)
    with pytest.raises(StoreError, match="damaged: session s: event seq 4 where 3 was due"):
        list(stored.events)
    store.close()


def _rows(events: list[Event]) -> list[checkpoints.Row]:
    return [(e.seq, e.type, e.time, _json(e.data)) for e in events]


def _stored_over(events: list[Event], length: int, state: bytes) -> checkpoints.Stored:
    """A checkpoint of the first `length` events whose digest matches them, holding `state`."""
    digest = prior = ""
    for row in _rows(events[:length]):
        digest, prior = checkpoints.chain(digest, row), digest
    return checkpoints.Stored(length, digest, prior, state)


EMPTY_STATE = b"[1,0,1,0,false,[]]"
"""A state of this version with nothing active: it decodes, whatever it covers."""


def test_verify_names_a_checkpoint_of_more_events_than_the_log_or_of_none() -> None:
    events = _history(2)
    rows = _rows(events)
    whole = _stored_over(events, len(events), write_of(events).state)
    seen = [f"schedule-{number}" for number in range(1, 5)]
    assert checkpoints.verify(whole, seen, 0, events, rows) is None  # as written: right
    for length in (len(events) + 1, 0):
        longer = checkpoints.Stored(length, whole.digest, whole.prior, whole.state)
        assert (
            checkpoints.verify(longer, [], 0, events, rows)
            == f"checkpoint: it covers {length} events of {len(events)}"
        )


def test_verify_names_a_checkpoint_that_covers_less_than_the_seed() -> None:
    seed = log(create("schedule-1"), ("session/end-seed", {"parent": "p"}))
    events = [*seed, Event(SCHEDULE_CHANGE, 2, 5, create("schedule-1"))]
    rows = _rows(events)
    stored = _stored_over(events, 1, EMPTY_STATE)
    assert (
        checkpoints.verify(stored, [], 2, events, rows)
        == "checkpoint at 1 events: it covers less than the seed of 2 events"
    )


def test_verify_names_a_checkpoint_over_events_that_do_not_replay() -> None:
    events = log(dispatch("schedule-1"), ("note", None))  # a dispatch of an id never created
    rows = _rows(events)
    stored = _stored_over(events, 2, EMPTY_STATE)
    assert (
        checkpoints.verify(stored, [], 0, events, rows)
        == "checkpoint at 2 events: the events it covers do not replay"
    )


def _rechain(path: Path, length: int) -> None:
    """Make the stored checkpoint's digest match its first `length` stored rows again."""
    with sqlite3.connect(path) as db:
        rows = db.execute(
            "SELECT seq, type, time, data FROM events WHERE seq < ? ORDER BY seq", (length,)
        ).fetchall()
        digest = prior = ""
        for row in rows:
            digest, prior = checkpoints.chain(digest, row), digest
        db.execute("UPDATE checkpoints SET digest = ?, prior = ?", (digest, prior))
    db.close()


def test_validate_log_fails_on_a_checkpoint_of_more_events_than_the_log(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    _sqlite_with_checkpoint(path, _history(2)).close()
    _set(path, "UPDATE checkpoints SET length = 99")
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert "checkpoint violation: checkpoint: it covers 99 events of 8\n" in out.getvalue()


def test_validate_log_fails_on_a_checkpoint_inside_the_seed(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    events = _history(4)
    store = _sqlite_with_checkpoint(path, events[:8])
    _commit(store, events[8:])
    store.close()
    _set(path, "UPDATE sessions SET seed_length = 9")  # the checkpoint covers 8
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert (
        "checkpoint violation: checkpoint at 8 events: it covers less than the seed of 9 events\n"
        in out.getvalue()
    )


def test_validate_log_fails_on_a_checkpoint_over_events_that_do_not_replay(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.sqlite"
    events = _history(2)
    assert events[4].data == dispatch("schedule-1")
    _sqlite_with_checkpoint(path, events).close()
    _set(path, "UPDATE events SET data = ? WHERE seq = 4", _json(dispatch("schedule-9")))
    _rechain(path, len(events))  # damage the digest cannot tell
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert (
        "checkpoint violation: checkpoint at 8 events: the events it covers do not replay\n"
        in out.getvalue()
    )


def test_a_log_that_cannot_read_its_history_refuses_the_events_before_its_start() -> None:
    events = _history(2)
    partial = EventLog(3, events[3:], None)
    assert len(partial) == len(events) and partial[3] == events[3]
    assert list(partial[3:]) == events[3:]  # what it holds needs no read
    for read in (lambda: partial[0], lambda: partial[:2], lambda: list(partial)):
        with pytest.raises(StoreError, match=r"^the events before the checkpoint cannot be read$"):
            read()


def test_damage_just_before_the_checkpoint_is_found_when_the_history_is_read(
    tmp_path: Path,
) -> None:
    events = _history(4)
    store = _sqlite_with_checkpoint(tmp_path / "s.sqlite", events[:10])
    _commit(store, events[10:])
    _set(store.path, "DELETE FROM events WHERE seq IN (7, 8)")  # the claim reads from seq 9 on
    stored = _claim(store)
    assert stored.checkpoint is not None and stored.events[9:] == events[9:]
    with pytest.raises(StoreError, match=r"damaged: session s: 7 events before seq 9$"):
        list(stored.events)
    store.close()
