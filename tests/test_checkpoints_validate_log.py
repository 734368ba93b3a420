"""`validate-log` and a resumed fold's reads against checkpoints: it replays every session and
fails on a wrong checkpoint (more events than the log, inside the seed, over events that do not
replay); new ids are checked without reading the seen ids; damage is found when read."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest

from dsh_schedule.cli.validate_log import validate_log
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import EventLog, checkpoints
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import FoldCheckpoint, ScheduleProjection, fold_schedule_events
from tests.support.changes import create, dispatch, log
from tests.support.checkpoints import (
    claimed,
    commit_released,
    encoded,
    execute_sql,
    mixed_history,
    sqlite_with_checkpoint,
    write_of,
)


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
    sqlite_with_checkpoint(path, mixed_history(2)).close()
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 0, out.getvalue()
    execute_sql(path, damage)
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert "checkpoint violation: checkpoint at 8 events" in out.getvalue()
    assert why in out.getvalue()


def test_a_resumed_fold_checks_new_ids_without_reading_the_seen_ids() -> None:
    from dsh_schedule.runtime.ids import allocate_schedule_id

    events = mixed_history(4)  # schedule-1 to schedule-6 created
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
    events = mixed_history(6)  # schedule-5 to schedule-8 are created after the first 8 events
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
    events = mixed_history(4)
    store = sqlite_with_checkpoint(tmp_path / "s.sqlite", events[:10])
    commit_released(store, events[10:])
    execute_sql(store.path, "DELETE FROM events WHERE seq = 11")  # after the checkpoint: a gap
    with pytest.raises(StoreError, match="damaged: session s: event seq 12 where 11 was due"):
        claimed(store)
    execute_sql(
        store.path, "INSERT INTO events SELECT position, 11, 'note', 0, 'null' FROM sessions"
    )
    execute_sql(store.path, "DELETE FROM events WHERE seq = 3")  # before it: trusted until read
    stored = claimed(store)
    assert stored.checkpoint is not None and len(stored.events) == len(events)
    with pytest.raises(StoreError, match="damaged: session s: event seq 4 where 3 was due"):
        list(stored.events)
    store.close()


def _rows(events: list[Event]) -> list[checkpoints.Row]:
    return [(e.seq, e.type, e.time, encoded(e.data)) for e in events]


def _stored_over(events: list[Event], length: int, state: bytes) -> checkpoints.Stored:
    """A checkpoint of the first `length` events whose digest matches them, holding `state`."""
    digest = prior = ""
    for row in _rows(events[:length]):
        digest, prior = checkpoints.chain(digest, row), digest
    return checkpoints.Stored(length, digest, prior, state)


EMPTY_STATE = b"[1,0,1,0,false,[]]"
"""A state of this version with nothing active: it decodes, whatever it covers."""


def test_verify_names_a_checkpoint_of_more_events_than_the_log_or_of_none() -> None:
    events = mixed_history(2)
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
    sqlite_with_checkpoint(path, mixed_history(2)).close()
    execute_sql(path, "UPDATE checkpoints SET length = 99")
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert "checkpoint violation: checkpoint: it covers 99 events of 8\n" in out.getvalue()


def test_validate_log_fails_on_a_checkpoint_inside_the_seed(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    events = mixed_history(4)
    store = sqlite_with_checkpoint(path, events[:8])
    commit_released(store, events[8:])
    store.close()
    execute_sql(path, "UPDATE sessions SET seed_length = 9")  # the checkpoint covers 8
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
    events = mixed_history(2)
    assert events[4].data == dispatch("schedule-1")
    sqlite_with_checkpoint(path, events).close()
    execute_sql(path, "UPDATE events SET data = ? WHERE seq = 4", encoded(dispatch("schedule-9")))
    _rechain(path, len(events))  # damage the digest cannot tell
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert (
        "checkpoint violation: checkpoint at 8 events: the events it covers do not replay\n"
        in out.getvalue()
    )


def test_a_log_that_cannot_read_its_history_refuses_the_events_before_its_start() -> None:
    events = mixed_history(2)
    partial = EventLog(3, events[3:], None)
    assert len(partial) == len(events) and partial[3] == events[3]
    assert list(partial[3:]) == events[3:]  # what it holds needs no read
    for read in (lambda: partial[0], lambda: partial[:2], lambda: list(partial)):
        with pytest.raises(StoreError, match=r"^the events before the checkpoint cannot be read$"):
            read()


def test_damage_just_before_the_checkpoint_is_found_when_the_history_is_read(
    tmp_path: Path,
) -> None:
    events = mixed_history(4)
    store = sqlite_with_checkpoint(tmp_path / "s.sqlite", events[:10])
    commit_released(store, events[10:])
    execute_sql(
        store.path, "DELETE FROM events WHERE seq IN (7, 8)"
    )  # the claim reads from seq 9 on
    stored = claimed(store)
    assert stored.checkpoint is not None and stored.events[9:] == events[9:]
    with pytest.raises(StoreError, match=r"damaged: session s: 7 events before seq 9$"):
        list(stored.events)
    store.close()
