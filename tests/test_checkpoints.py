"""Checkpoints (host/checkpoints.py) on every store: a claim resumes a session from the fold
state its store kept with the last commit and reads the rest of the log only when asked; a
checkpoint that does not match its log is ignored, rebuilt and noted; `validate-log` replays
every session and fails on a wrong checkpoint."""

from __future__ import annotations

import io
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.host import checkpoints
from dsh_schedule.host.postgres_store import PostgresStore
from dsh_schedule.host.sqlite_store import SqliteStore
from dsh_schedule.host.store import EventLog, MemoryStore, SessionStore, StoredSession
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.fold import ScheduleProjection, fold_schedule_events
from dsh_schedule.validate_log import validate_log
from tests.support.changes import create, delete, dispatch, log
from tests.support.stores import HOLDER
from tests.test_host_store import Opener, clock, open_store

__all__ = ["clock", "open_store"]  # the fixtures this suite shares with the store contract

TTL = 60_000


def _claim(store: SessionStore, session_id: str = "s") -> StoredSession:
    (claim,) = store.claim(HOLDER, TTL, session_id=session_id)
    store.release(claim.lease)
    return claim.stored


def _commit(store: SessionStore, session_id: str, events: list[Event]) -> None:
    (claim,) = store.claim(HOLDER, TTL, session_id=session_id)
    store.commit(claim.lease, events)
    store.release(claim.lease)


def _resumed_fold(stored: StoredSession) -> ScheduleProjection:
    """The projection a host resumes: from the checkpoint, folding what follows it."""
    assert stored.checkpoint is not None
    projection = ScheduleProjection.resume(stored.checkpoint)
    projection.update(stored.events)
    return projection


def _history(count: int) -> list[Event]:
    """Creates, deletes, dispatches and notes, leaving schedule-2 and the last create active."""
    items: list[object] = [create("schedule-1"), create("schedule-2")]
    for number in range(3, count + 3):
        items += [create(f"schedule-{number}"), ("note", {"n": number})]
        items.append(delete(f"schedule-{number - 1}") if number > 3 else dispatch("schedule-1"))
    return log(*items)


def test_a_claim_resumes_from_the_checkpoint_of_the_last_commit(open_store: Opener) -> None:
    store = open_store()
    events = _history(20)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:10])))
    _commit(store, "s", events[10:30])
    _commit(store, "s", events[30:])
    stored = _claim(open_store())
    assert stored.checkpoint is not None and stored.note is None
    assert stored.checkpoint.length == len(events)
    assert isinstance(stored.events, EventLog)
    # The log is still whole: the events before the checkpoint are read when asked for.
    assert stored.events == events and len(stored.events) == len(events)
    projection = _resumed_fold(stored)
    expected = fold_schedule_events(events)
    assert projection.update(stored.events) == expected
    assert list(projection.seen_ids) == list(expected.seen_ids)


def test_a_resumed_fold_continues_like_a_full_one(open_store: Opener) -> None:
    store = open_store()
    events = _history(5)
    store.create_session(StoredSession("s", "main", 0, tuple(events)))
    stored = _claim(store)
    projection = _resumed_fold(stored)
    more = log(*([("pad", None)] * len(events)), create("schedule-99"), delete("schedule-2"))
    longer = [*events, *more[len(events) :]]
    live = EventLog.of(stored.events)
    for event in longer[len(events) :]:
        live.append(event)
    assert projection.update(live) == fold_schedule_events(longer)
    with pytest.raises(ScheduleLogError, match="create reuses the id"):
        projection.check_candidate(Event("schedule/change", len(longer), 0, create("schedule-1")))


def test_a_fork_seed_is_not_folded_into_the_checkpoint(open_store: Opener) -> None:
    store = open_store()
    seed = log(create("schedule-1"), ("session/end-seed", {"parent": "p"}))
    store.create_session(StoredSession("s", "main", 2, tuple(seed)))
    _commit(store, "s", [Event("schedule/change", 2, 5, create("schedule-1"))])
    stored = _claim(store)
    assert stored.checkpoint is not None and stored.checkpoint.seed_length == 2
    assert _resumed_fold(stored).update(stored.events) == fold_schedule_events(
        [*seed, Event("schedule/change", 2, 5, create("schedule-1"))], 2
    )


def test_a_log_that_breaks_replay_resumes_by_replaying_it(open_store: Opener) -> None:
    store = open_store()
    store.create_session(StoredSession("s", "main", 0, tuple(log(dispatch("schedule-1")))))
    _commit(store, "s", [Event("note", 1, 5, None)])
    stored = _claim(store)
    assert stored.checkpoint is None and stored.note is None  # a broken fold: replay reports it
    with pytest.raises(ScheduleLogError, match="dispatch of the id") as raised:
        fold_schedule_events(stored.events)
    assert raised.value.seq == 0


@settings(max_examples=25, deadline=None)
@given(
    ops=st.lists(
        st.tuples(st.sampled_from(["create", "delete", "dispatch", "note"]), st.integers(1, 6)),
        max_size=40,
    ),
    cuts=st.lists(st.integers(1, 8), min_size=1, max_size=8),
)
def test_any_valid_history_resumes_to_the_fold_of_its_whole_log(
    ops: list[tuple[str, int]], cuts: list[int]
) -> None:
    """Committed in any batches, a valid v1 history resumes to exactly its full fold."""
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
    done = 0
    for cut in [*cuts, len(events)]:
        batch = events[done : done + cut]
        if batch:
            _commit(store, "s", batch)
            done += len(batch)
    stored = _claim(store)
    if not events:
        assert stored.checkpoint is None
        return
    projection = _resumed_fold(stored)
    expected = fold_schedule_events(events)
    assert projection.update(stored.events) == expected


# --- a checkpoint that does not match its log -------------------------------------------------


def _tamper(store: SessionStore, session_id: str, raw: bytes) -> None:
    """Overwrite the stored checkpoint as damage (or another version) would."""
    if isinstance(store, MemoryStore):
        store._sessions[session_id].checkpoint = raw
        store._folded.clear()
    elif isinstance(store, SqliteStore):
        with sqlite3.connect(store.path) as db:
            db.execute(
                "UPDATE checkpoints SET state = ? WHERE session ="
                " (SELECT position FROM sessions WHERE id = ?)",
                (raw, session_id),
            )
        store._folded.clear()
    else:
        assert isinstance(store, PostgresStore)
        store._tamper_checkpoint(session_id, raw)


def _stored_checkpoint(store: SessionStore) -> checkpoints.Checkpoint:
    raw, _ = store.checkpoint_of("s")
    decoded = checkpoints.decode(raw)
    assert not isinstance(decoded, str)
    return decoded


def _changed(checkpoint: checkpoints.Checkpoint, **fields: Any) -> bytes:
    values = {f: getattr(checkpoint, f) for f in checkpoint.__struct_fields__}
    return checkpoints.encode(checkpoints.Checkpoint(**{**values, **fields}))


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        (lambda c: b"not json", "it does not decode"),
        (lambda c: _changed(c, version=99), "its version is 99"),
        (lambda c: _changed(c, length=c.length + 5), "it covers"),
        (lambda c: _changed(c, seed_length=3), "it is of seed length 3"),
        (lambda c: _changed(c, digest="0" * 64), "its digest does not match event"),
    ],
)
def test_a_checkpoint_that_does_not_match_is_ignored_rebuilt_and_noted(
    open_store: Opener, damage: Any, why: str
) -> None:
    store = open_store()
    events = _history(6)
    store.create_session(StoredSession("s", "main", 0, tuple(events)))
    good = _stored_checkpoint(store)
    _tamper(store, "s", damage(good))
    stored = _claim(open_store())
    assert stored.checkpoint is None and stored.note is not None and why in stored.note
    assert list(stored.events) == events  # replayed from the whole log
    assert checkpoints.encode(_stored_checkpoint(store)) == checkpoints.encode(good)
    again = _claim(open_store())
    assert again.checkpoint is not None and again.note is None


def test_a_commit_after_a_damaged_checkpoint_rebuilds_it_from_the_log(open_store: Opener) -> None:
    store = open_store()
    events = _history(6)
    store.create_session(StoredSession("s", "main", 0, tuple(events[:8])))
    _tamper(store, "s", b"[]")
    _commit(store, "s", events[8:])
    raw, seen = store.checkpoint_of("s")
    rows = [(e.seq, e.type, e.time, _json(e.data)) for e in events]
    assert checkpoints.verify(raw, seen, 0, events, rows) is None
    assert _resumed_fold(_claim(store)).update(events) == fold_schedule_events(events)


def _json(data: object) -> str:
    from dsh_schedule.host.store import encode_data

    return encode_data("s", data)


def test_damaged_seen_ids_are_read_from_the_log(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "s.sqlite")
    events = _history(6)
    store.create_session(StoredSession("s", "main", 0, tuple(events)))
    with sqlite3.connect(store.path) as db:
        db.execute("DELETE FROM seen_ids WHERE seq = 0")
    stored = _claim(store)
    assert list(_resumed_fold(stored).seen_ids) == list(fold_schedule_events(events).seen_ids)
    store.close()


# --- validate-log --------------------------------------------------------------------------


def test_validate_log_fails_on_a_wrong_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    store = SqliteStore(path)
    events = _history(4)
    store.create_session(StoredSession("s", "main", 0, tuple(events), wake_at=31_000))
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 0, out.getvalue()
    good = _stored_checkpoint(store)
    _tamper(store, "s", _changed(good, creates=good.creates + 1))
    store.close()
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert "checkpoint violation: checkpoint at" in out.getvalue()
    assert "does not match the replay of the log" in out.getvalue()


def test_validate_log_fails_on_wrong_seen_ids(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    store = SqliteStore(path)
    store.create_session(StoredSession("s", "main", 0, tuple(_history(4))))
    store.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE seen_ids SET id = 'schedule-77' WHERE seq = 0")
    out = io.StringIO()
    assert validate_log(path, None, 0, out) == 1
    assert "its seen ids do not match the log" in out.getvalue()


def test_a_host_logs_the_rebuild_of_a_checkpoint_it_could_not_use(tmp_path: Path) -> None:
    import asyncio

    from dsh_schedule.host import EmbeddedHost, RecordingLogger
    from dsh_schedule.runtime.clock import VirtualClock
    from dsh_schedule.runtime.invariant import install_schedule_invariant
    from dsh_schedule.runtime.plugin import install_schedule

    store = SqliteStore(tmp_path / "s.sqlite")
    events = _history(3)
    store.create_session(StoredSession("s", "main", 0, tuple(events), wake_at=31_000))
    _tamper(store, "s", b"{}")

    async def resume() -> Sequence[tuple[str, str]]:
        logger = RecordingLogger()
        host = EmbeddedHost(store, VirtualClock(0), logger)
        await host.load_plugins([install_schedule_invariant, install_schedule])
        agent = host.open_session("s")
        result = await host.call_tool(agent.name, "schedule_list", {})
        assert not result.is_error and "schedule-2" in result.text
        await host.close()
        return logger.messages

    messages = asyncio.run(resume())
    assert messages == [
        (
            "warning",
            "checkpoint of session s not used (it does not decode (Expected `array`, "
            "got `object`)): rebuilt from the log",
        )
    ]
    assert asyncio.run(resume()) == []  # the rebuilt one is used


def test_a_protocol_2_log_resumes_with_its_recurring_records_moved_on(open_store: Opener) -> None:
    from dsh_schedule.host.sessions import HostSession
    from dsh_schedule.runtime.clock import VirtualClock
    from dsh_schedule.runtime.fold import projection_for
    from tests.support.changes_v2 import (
        at_record,
        calendar_record,
        create_v2,
        delete_v2,
        dispatch_v2,
        every_record,
    )

    events = log(
        create("schedule-1"),  # a version 1 change, read by protocol 2 too
        create_v2(every_record("schedule-2")),
        create_v2(calendar_record("schedule-3")),
        create_v2(at_record("schedule-4")),
        dispatch_v2("schedule-2", "2026-12-01T10:30:00.000Z"),
        dispatch_v2("schedule-3", "2026-12-02T07:30:00.000Z"),
        delete_v2("schedule-4"),
    )
    store = open_store()
    store.create_session(StoredSession("s", "main", 0, tuple(events[:3])))
    _commit(store, "s", events[3:])
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    stored = claim.stored
    assert stored.checkpoint is not None and stored.checkpoint.protocol == 2
    session = HostSession(claim, VirtualClock(0), [])
    expected = fold_schedule_events(events, 0, 2)
    assert projection_for(session, 2).update(session.events) == expected
    assert [r.scheduledAt for r in expected.active] == [
        "1970-01-01T00:00:31.000Z",
        "2026-12-01T11:00:00.000Z",
        "2026-12-03T07:30:00.000Z",
    ]
    # A protocol 1 fold cannot stand on it: it replays the log, which breaks its rules.
    with pytest.raises(ScheduleLogError):
        projection_for(session, 1).update(session.events)
