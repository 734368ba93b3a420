"""Checkpoints on the host: a flush stores the fold the plugin already holds, spaced by at least as
many events as it holds records; a host resumes from it, logs one it could not use and
rebuilds it; a fold resumes only from a checkpoint of its protocol."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from dsh_schedule.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.stores import EventLog, MemoryStore, SessionStore, StoredSession, checkpoints
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.fold import ScheduleProjection, fold_schedule_events
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.lane import projection_for
from dsh_schedule.runtime.plugin import install_schedule
from tests.support.changes import dispatch, log
from tests.support.checkpoints import (
    TTL,
    claimed,
    commit_released,
    execute_sql,
    mixed_history,
    write_of,
)
from tests.support.stores import HOLDER, Opener


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
    resumed = claimed(store, whole.id)
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
    execute_sql(store.path, "UPDATE checkpoints SET state = '{}'")
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
    events = mixed_history(3)
    store.create_session(StoredSession("s", "main", 0, ()))
    commit_released(store, events, write_of(events, protocol=2))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    session = HostSession(claim, VirtualClock(0), [])
    assert session.fold_checkpoint is not None and session.fold_checkpoint.protocol == 2
    resumed, replayed = projection_for(session, 2), projection_for(session, 1)
    assert resumed.update(session.events) == fold_schedule_events(events, 0, 2)
    assert replayed.update(session.events) == fold_schedule_events(events, 0, 1)
