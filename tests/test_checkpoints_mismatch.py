"""A checkpoint that does not match its log (host/stores/checkpoints.py): a state the host cannot
use is noted and replayed, a mismatched one is not offered, a bad one of many sessions is
ignored and logged, and damaged seen ids are read from the log."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from dsh_schedule.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.stores import EventLog, StoredSession
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.fold import ScheduleProjection, fold_schedule_events
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule
from tests.support.checkpoints import (
    TTL,
    claimed,
    execute_sql,
    mixed_history,
    resumable_of,
    sqlite_with_checkpoint,
    write_of,
)
from tests.support.stores import HOLDER


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
    store = sqlite_with_checkpoint(tmp_path / "s.sqlite", mixed_history(4))
    execute_sql(store.path, damage)
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
    events = mixed_history(4)
    store = sqlite_with_checkpoint(tmp_path / "s.sqlite", events)
    execute_sql(store.path, damage)
    stored = claimed(store)
    assert stored.checkpoint is None and stored.note == why
    assert not isinstance(stored.events, EventLog) and len(stored.events) == len(events)
    store.close()


def test_a_claim_of_many_sessions_ignores_a_bad_checkpoint_of_one_and_a_host_logs_it(
    tmp_path: Path,
) -> None:
    events = mixed_history(4)
    store = sqlite_with_checkpoint(tmp_path / "s.sqlite", events)
    store.create_session(StoredSession("t", "other", 0, ()))
    (claim,) = store.claim(HOLDER, TTL, session_id="t")
    store.commit(claim.lease, events, None, write_of(events))
    store.release(claim.lease)
    execute_sql(store.path, "UPDATE checkpoints SET digest = '00' WHERE session = 1")  # s's
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
    events = mixed_history(6)
    store = sqlite_with_checkpoint(tmp_path / "s.sqlite", events)
    execute_sql(store.path, "DELETE FROM seen_ids WHERE ordinal = 0")
    stored = claimed(store)
    projection = ScheduleProjection.resume(resumable_of(stored))
    assert list(projection.seen_ids) == list(fold_schedule_events(events).seen_ids)
    store.close()
