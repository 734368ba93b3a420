"""Checkpoints on every store (host/stores/checkpoints.py): a claim offers the last checkpoint with
only the events from it on, a group chains each checkpoint over the rows its earlier commits
added, and any valid history resumes to the fold of its whole log."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import Commit, EventLog, MemoryStore, StoredSession, checkpoints
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import ScheduleProjection, fold_schedule_events
from tests.support.changes import create, delete, dispatch, log
from tests.support.checkpoints import (
    TTL,
    claimed,
    commit_released,
    encoded,
    mixed_history,
    resumable_of,
    write_of,
)
from tests.support.stores import HOLDER, Opener


def test_a_claim_offers_the_last_checkpoint_and_the_events_from_it(open_store: Opener) -> None:
    store = open_store()
    events = mixed_history(20)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:10])))
    commit_released(store, events[10:30], write_of(events[:30]))
    commit_released(store, events[30:40])
    commit_released(store, events[40:], write_of(events, since=8, whole=False))
    commit_released(store, [])  # the fence only: nothing moves
    stored = claimed(open_store())
    assert stored.checkpoint is not None and stored.note is None
    assert stored.checkpoint.length == len(events)
    assert isinstance(stored.events, EventLog)
    # The log is still whole: the events before the checkpoint are read when asked for.
    assert stored.events == events and len(stored.events) == len(events)
    projection = ScheduleProjection.resume(resumable_of(stored))
    expected = fold_schedule_events(events)
    assert projection.update(stored.events) == expected
    assert list(projection.seen_ids) == list(expected.seen_ids)
    # Its digest chains over every stored row, across the commits that wrote none.
    stored_checkpoint, seen = store.checkpoint_of("s")
    rows = [(e.seq, e.type, e.time, encoded(e.data)) for e in events]
    assert checkpoints.verify(stored_checkpoint, seen, 0, events, rows) is None


def test_a_group_chains_a_checkpoint_over_the_rows_its_earlier_commits_added(
    open_store: Opener,
) -> None:
    """One group: a commit of a session without a checkpoint, then one with; the second's
    digest chains over the stored rows since the last checkpoint, the first commit's among
    them (the group reads every session's rows at its start, before the first was written)."""
    store = open_store()
    events = mixed_history(20)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:10])))
    commit_released(store, events[10:20], write_of(events[:20]))
    commit_released(store, events[20:30])  # after the checkpoint, without one
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
    rows = [(e.seq, e.type, e.time, encoded(e.data)) for e in events]
    assert checkpoints.verify(stored_checkpoint, seen, 0, events, rows) is None


def test_a_claim_of_many_sessions_reads_each_from_its_own_checkpoint(open_store: Opener) -> None:
    store = open_store()
    events = mixed_history(20)
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
        assert ScheduleProjection.resume(resumable_of(stored)).update(
            stored.events
        ) == fold_schedule_events(events[:upto])


def test_a_checkpoint_that_does_not_end_with_its_commit_writes_nothing(
    open_store: Opener,
) -> None:
    store = open_store()
    events = mixed_history(2)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:3])))
    with pytest.raises(StoreError, match="a checkpoint of 3 events with a commit that ends at 5"):
        commit_released(store, events[3:5], write_of(events[:3]))
    stored = claimed(store)
    assert list(stored.events) == events[:3] and stored.checkpoint is None


def test_a_resumed_fold_continues_like_a_full_one(open_store: Opener) -> None:
    store = open_store()
    events = mixed_history(5)
    store.create_session(StoredSession("s", "main", 0, ()))
    commit_released(store, events, write_of(events))
    stored = claimed(store)
    projection = ScheduleProjection.resume(resumable_of(stored))
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
    commit_released(store, events[2:], write_of(events, 2))
    stored = claimed(store)
    resumed = resumable_of(stored)
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
            commit_released(store, batch, checkpoint)
    stored = claimed(store)
    expected = fold_schedule_events(events)
    assert fold_schedule_events(stored.events) == expected
    if not events:
        return
    commit_released(
        store, [], write_of(events, since=creates, whole=not creates)
    )  # a fence with one
    stored = claimed(store)
    assert ScheduleProjection.resume(resumable_of(stored)).update(stored.events) == expected


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
    events = mixed_history(12)
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
        rows = [(e.seq, e.type, e.time, encoded(e.data)) for e in events[:done]]
        assert checkpoints.verify(stored_checkpoint, seen, 0, events[:done], rows) is None
