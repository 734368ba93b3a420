"""The wake-up hint: the plugin tells the host when each session next needs a live owner, and
the host stores it with the very commit that changed it (SPEC §14)."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.host import SqliteStore
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import Commit, MemoryStore, WakeUp
from dsh_schedule.runtime import fold
from dsh_schedule.runtime.decode import decode_event
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.fold import ScheduleProjection
from tests.support.live import START, Live, live_test


class RecordingStore(MemoryStore):
    """A memory store that keeps what each commit carried: its event types and wake-up."""

    def __init__(self) -> None:
        super().__init__()
        self.commits: list[tuple[list[str], WakeUp | None]] = []

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        outcomes = super().commit_many(commits)
        for commit, outcome in zip(commits, outcomes, strict=True):
            if outcome is None:
                self.commits.append(([event.type for event in commit.events], commit.wake))
        return outcomes


class RefusingStore(MemoryStore):
    """A memory store that refuses the next commit once `refuse` is set, writing nothing."""

    refuse = False

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        if self.refuse:
            self.refuse = False
            return [StoreError("refused") for _ in commits]
        return super().commit_many(commits)


def _stored_wake(live: Live, agent: str = "main") -> int | None:
    session_id = live.agent(agent).session.id
    (stored,) = [s for s in live.store.load_sessions() if s.id == session_id]
    return stored.wake_at


@live_test
async def test_a_create_commits_its_target_with_its_event() -> None:
    store = RecordingStore()
    live = await Live.started(store=store)
    await live.create(10)
    assert _stored_wake(live) == START + 10_000
    changes = [wake for types, wake in store.commits if SCHEDULE_CHANGE in types]
    assert changes == [WakeUp(START + 10_000)]


@live_test
async def test_the_hint_is_the_earliest_target_and_follows_deletes() -> None:
    live = await Live.started()
    late = await live.create(60)
    early = await live.create(30)
    assert _stored_wake(live) == START + 30_000
    await live.value("schedule_delete", {"id": early})
    assert _stored_wake(live) == START + 60_000
    await live.value("schedule_delete", {"id": late})
    assert _stored_wake(live) is None


@live_test
async def test_a_dispatch_moves_the_hint_to_the_next_reminder_then_to_none() -> None:
    live = await Live.started()
    await live.create(5)
    await live.create(20)
    await live.advance(5_000)
    assert (len(live.followups()), _stored_wake(live)) == (1, START + 20_000)
    await live.advance(15_000)
    assert (len(live.followups()), _stored_wake(live)) == (2, None)


@live_test
async def test_an_unchanged_hint_is_not_written_again() -> None:
    store = RecordingStore()
    live = await Live.started(store=store)
    await live.create(30)
    await live.value("schedule_list", {})
    await live.call("schedule_create", {"prompt": "later", "after_seconds": 90})
    assert [wake for _, wake in store.commits if wake is not None] == [WakeUp(START + 30_000)]


@live_test
async def test_a_host_without_the_plugin_leaves_the_stored_hint_alone() -> None:
    store = MemoryStore()
    live = await Live.started(store=store)
    await live.create(30)
    await live.close()
    bare = Live(store=store, schedule=False)
    await bare.load()
    bare.host.open_agent("main")
    bare.agent().session.append("note", {"n": 1})
    assert await bare.sessions.flush(bare.agent().session)
    assert _stored_wake(bare) == START + 30_000


@live_test
async def test_a_failing_hint_leaves_the_stored_one_and_the_commit_goes_through() -> None:
    live = await Live.started()
    await live.create(30)
    session = live.agent().session

    def broken() -> int | None:
        raise RuntimeError("no hint")

    session.wake_hint = broken
    session.append("note", {"n": 1})
    assert await live.sessions.flush(session)
    assert (session.durable_length, _stored_wake(live)) == (len(session.events), START + 30_000)


@live_test
async def test_a_log_that_cannot_be_folded_wakes_nobody() -> None:
    live = await Live.started(invariant=False)
    await live.create(30)
    session = live.agent().session
    session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "dispatch", "id": "unknown"})
    assert await live.sessions.flush(session)
    assert _stored_wake(live) is None


@live_test
async def test_a_disposed_agent_no_longer_gives_hints() -> None:
    live = await Live.started()
    await live.create(30)
    session = live.agent().session
    live.agent().dispose()
    await live.settle()
    assert session.wake_hint is None


@live_test
async def test_a_commit_asks_the_hint_again_only_once_the_log_has_grown() -> None:
    live = await Live.started()
    await live.create(30)
    session = live.agent().session
    asked: list[int] = []

    def counting() -> int | None:
        asked.append(len(session.events))
        return START + 45_000

    session.wake_hint = counting  # a new hint is asked at the next commit, whatever the log
    length = len(session.events)
    assert await live.sessions.flush(session)
    assert await live.sessions.flush(session)
    assert (asked, _stored_wake(live)) == ([length], START + 45_000)
    session.append("note", {"n": 1})
    assert await live.sessions.flush(session)
    assert await live.sessions.flush(session)
    assert asked == [length, length + 1]


@live_test
async def test_a_failing_hint_is_asked_again_at_every_commit() -> None:
    live = await Live.started()
    await live.create(30)
    session = live.agent().session
    calls: list[int] = []

    def broken() -> int | None:
        calls.append(len(session.events))
        raise RuntimeError("no hint")

    session.wake_hint = broken
    assert await live.sessions.flush(session)
    assert await live.sessions.flush(session)
    assert (len(calls), _stored_wake(live)) == (2, START + 30_000)


@live_test
async def test_a_hint_answered_for_a_rejected_commit_is_stored_by_the_next_one() -> None:
    store = RefusingStore()
    live = await Live.started(store=store)
    await live.create(30)
    session = live.agent().session
    asked: list[int] = []

    def moved() -> int | None:
        asked.append(len(session.events))
        return START + 90_000

    session.wake_hint = moved
    store.refuse = True
    with pytest.raises(StoreError):
        await live.sessions.flush(session)
    assert _stored_wake(live) == START + 30_000
    assert await live.sessions.flush(session)  # the same log: the answer is not asked again
    assert (asked, _stored_wake(live)) == ([len(session.events)], START + 90_000)


def test_each_change_is_decoded_checked_and_folded_once_for_its_commit_and_hint(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint answers from the fold the append's check fed: on a store that groups its
    commits, a tool's change and an owner's dispatch are each decoded, checked against the
    fold and applied to it exactly once, while every commit still stores the new time."""
    steps: Counter[str] = Counter()

    def counted(name: str, step: Any) -> Any:
        def count(*args: Any) -> Any:
            steps[name] += 1
            return step(*args)

        return count

    monkeypatch.setattr(fold, "decode_event", counted("decode", decode_event))
    for name in ("_check", "_apply"):
        monkeypatch.setattr(
            ScheduleProjection, name, counted(name, getattr(ScheduleProjection, name))
        )

    async def run() -> tuple[int, list[int | None]]:
        live = await Live.started(store=SqliteStore(tmp_path / "s.sqlite"))
        session = live.agent().session
        steps.clear()
        wakes = []
        await live.create(10)
        wakes.append(_stored_wake(live))
        late = await live.create(30)
        wakes.append(_stored_wake(live))
        await live.value("schedule_delete", {"id": late})
        wakes.append(_stored_wake(live))
        await live.advance(10_000)
        wakes.append(_stored_wake(live))
        changes = sum(event.type == SCHEDULE_CHANGE for event in session.events)
        await live.close()
        return changes, wakes

    changes, wakes = asyncio.run(run())
    assert changes == 4  # two creates, a delete, a dispatch
    assert wakes == [START + 10_000, START + 10_000, START + 10_000, None]
    assert steps == {"decode": 4, "_check": 4, "_apply": 4}
