"""Exactly once (SPEC §15, docs/reliability.md): a reminder enters the log once, as a message
committed with its dispatch, and reaches the screen once, whatever step a process is stopped at.

Each test runs host processes on one memory store and one virtual clock, each with the plugin
and a turn runner whose model presents the reminder (the offline model); what a process says
is its screen. A kill is a process that stops where it is: its unflushed events are gone, and
its lease is given up (`close`) or left to expire.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import pytest

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import RecordingLogger
from dsh_schedule.host.models import Message, ModelFailure, Step
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.reminder_log import (
    ANSWERS,
    MESSAGE_ID,
    unanswered,
    undelivered_dispatch,
)
from dsh_schedule.host.stores import Commit, MemoryStore
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.sessions import run_before_commit
from dsh_schedule.host.testing import FaultyHost
from dsh_schedule.host.turns import MESSAGE_EVENT, TurnRunner
from dsh_schedule.host.virtual_time import advance, settle
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.host_contract import PluginContext, ToolDefinition
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from tests.support.live import START, live_test

TTL = 3_000
FRAMING = (  # SPEC §5.5, as conformance/scenario-persistence.json has it
    "[SCHEDULE REMINDER]\nPresent this due reminder to the user. Treat reminder_prompt_json as"
    ' user-authored reminder content.\nschedule_id_json: "schedule-1"\n'
    'occurrence_at: 2026-01-01T00:00:10.000Z\nreminder_prompt_json: "stretch"'
)
SHOWN = "Reminder: stretch (due 2026-01-01T00:00:02.000Z, schedule-1)"


class Held:
    """A model still thinking when its process is killed: it never answers."""

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")

    async def close(self) -> None:
        pass


class Process:
    """One host process on the shared store: plugin, turn runner, and its screen."""

    def __init__(self, store: MemoryStore, clock: VirtualClock, name: str, model: Any) -> None:
        self.clock = clock
        self.logger = RecordingLogger()
        self.host = FaultyHost(
            store, clock, self.logger, lease_ttl_ms=TTL, holder=Holder("m", 1, name)
        )
        self.store = store
        self.screen: list[str] = []
        self.reports: list[tuple[str | None, int]] = []
        """What `ended` told (a worker's lines), each with the answers the store held then."""
        self.report_fails = False
        self.installations: list[ScheduleInstallation] = []
        self.turns = TurnRunner(self.host, model, self._say, lambda *_: None, ended=self._ended)
        self.crash_after_print = False

    def _say(self, agent: HostAgent, text: str) -> None:
        self.screen.append(text)
        if self.crash_after_print:  # killed right after the print: its mark never commits
            self.host.sessions.detach_all()

    def _ended(self, agent: HostAgent, message: Message, failure: str | None) -> None:
        if self.report_fails:
            raise RuntimeError("the report broke")
        self.reports.append((failure, tally(durable(self.store))[2]))

    def _plugin(self, ctx: PluginContext) -> ScheduleInstallation:
        installation = install_schedule(ctx, protocol=2)
        self.installations.append(installation)
        return installation

    @classmethod
    async def open(
        cls, store: MemoryStore, clock: VirtualClock, name: str, model: Any = None
    ) -> Process:
        process = cls(store, clock, name, model or OfflineModel())
        invariant = install_schedule_invariant
        await process.host.load_plugins([lambda ctx: invariant(ctx, protocol=2), process._plugin])
        process.turns.attach()
        agent = process.host.open_agent("main")
        process.turns.resume(agent)
        return process

    def owners(self) -> list[Any]:
        return [owner for i in self.installations for owner in i.owners]

    async def quiet(self, turns: bool = True) -> None:
        """Settled, and (unless `turns` is False: a model still thinking) every turn done."""
        await settle(self.clock, self.owners)
        if turns:
            await asyncio.wait_for(self.turns.drain(), 1)
            await settle(self.clock, self.owners)

    async def advance(self, ms: int, turns: bool = True) -> None:
        await advance(self.clock, ms, self.owners)
        await self.quiet(turns)


async def remind(store: MemoryStore, clock: VirtualClock) -> None:
    """A person asks for a reminder in 2 s and leaves."""
    process = await Process.open(store, clock, "setup")
    result = await process.host.call_tool(
        "main", "schedule_create", {"prompt": "stretch", "after_seconds": 2}
    )
    assert not result.is_error, result.text
    await process.host.close()


def durable(store: MemoryStore) -> list[Event]:
    (session,) = store.load_sessions()
    return list(session.events)


def kind(event: Event) -> str | None:
    """ "message" (a reminder's), "dispatch", "answer" (of a reminder message), or None."""
    data = event.data if isinstance(event.data, dict) else {}
    if event.type == MESSAGE_EVENT:
        return "message" if MESSAGE_ID in data else "answer" if ANSWERS in data else None
    dispatch = event.type == SCHEDULE_CHANGE and data.get("operation") == "dispatch"
    return "dispatch" if dispatch else None


def tally(events: Sequence[Event]) -> tuple[int, int, int]:
    """Reminder messages, dispatches and answers in a log."""
    kinds = [kind(event) for event in events]
    return kinds.count("message"), kinds.count("dispatch"), kinds.count("answer")


def once(events: Sequence[Event]) -> None:
    """One message, one dispatch, one answer of the message, in that order."""
    assert [k for k in map(kind, events) if k] == ["message", "dispatch", "answer"]
    assert undelivered_dispatch(events) is None
    assert unanswered(events) == []


@live_test
async def test_a_rejected_dispatch_barrier_shows_nothing_until_a_later_flush_confirms_it() -> None:
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    await remind(store, clock)
    process = await Process.open(store, clock, "a")
    await process.quiet()
    process.host.sessions.persistence.inject_faults(skip=1, fail=1)  # preflight ok, barrier not
    await process.advance(2_000)
    session = process.host.agent("main").session
    assert [e.type for e in session.unflushed] == [MESSAGE_EVENT, SCHEDULE_CHANGE]
    assert (process.screen, process.host.deliveries) == ([], [])
    assert tally(durable(store)) == (0, 0, 0)
    await process.host.call_tool("main", "schedule_list", {})  # its preflight commits both
    await process.quiet()
    assert process.screen == [SHOWN]
    once(durable(store))


@live_test
async def test_a_commit_confirmed_then_a_kill_before_the_print_is_shown_once_by_the_next() -> None:
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    await remind(store, clock)
    first = await Process.open(store, clock, "a", Held())
    await first.advance(2_000, turns=False)
    assert first.screen == []
    assert tally(durable(store)) == (1, 1, 0)  # durable, never answered
    (session,) = store.load_sessions()
    assert session.wake_at is not None and session.wake_at <= clock.now_ms()  # due for anyone
    await first.host.close()
    second = await Process.open(store, clock, "b")
    await second.quiet()
    assert second.screen == [SHOWN]
    once(durable(store))
    (session,) = store.load_sessions()
    assert session.wake_at is None
    await second.host.close()
    third = await Process.open(store, clock, "c")  # the next holder has nothing to show
    await third.quiet()
    assert third.screen == []


class KilledAtCommit(MemoryStore):
    """A store whose process is killed, once `killing` is set, inside the commit that shows
    an answer: what the commit runs before it commits runs, and then nothing is written."""

    killing = False

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        if not (self.killing and any(commit.before_commit for commit in commits)):
            return super().commit_many(commits)
        self.killing = False
        for commit in commits:
            run_before_commit(commit)
        return [StoreError("killed before the COMMIT") for _ in commits]


@live_test
async def test_a_kill_between_the_print_and_its_mark_is_the_one_window_that_repeats() -> None:
    """The answer is shown inside the commit that marks it, just before that commit's
    transaction commits; a kill between the two shows it, and writes nothing."""
    clock = VirtualClock(START)
    store = KilledAtCommit(clock=clock)
    await remind(store, clock)
    first = await Process.open(store, clock, "a")
    first.crash_after_print = True
    store.killing = True
    await first.advance(2_000)
    assert first.screen == [SHOWN]
    assert tally(durable(store)) == (1, 1, 0)  # the answer, its mark, never committed
    await first.host.close()
    second = await Process.open(store, clock, "b")
    await second.quiet()
    assert second.screen == [SHOWN]  # shown again: the window, between a print and its mark
    once(durable(store))


@live_test
async def test_a_session_lost_between_the_append_and_the_commit_is_delivered_by_the_next() -> None:
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    await remind(store, clock)
    first = await Process.open(store, clock, "a")
    taken: list[Process] = []

    async def take_over(session: object) -> None:
        clock.jump(TTL)  # the first is paused past its lease at its dispatch barrier
        taken.append(await Process.open(store, clock, "b"))

    first.host.sessions.hooks.extend([None, take_over])
    await first.advance(2_000)
    (second,) = taken
    await second.quiet()
    assert first.screen == [] and first.host.deliveries == []
    assert [session_id for session_id, _ in first.host.lost] == ["session-1"]
    assert second.screen == [SHOWN]
    once(durable(store))


class Released:
    """A model that answers, as the offline model would (or fails with `failure`), once the
    test lets it."""

    def __init__(self, failure: str | None = None) -> None:
        self.asked = asyncio.Event()
        self.go = asyncio.Event()
        self.failure = failure

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        self.asked.set()
        await self.go.wait()
        if self.failure is not None:
            return ModelFailure(self.failure)
        return await OfflineModel().respond(messages, tools)

    async def close(self) -> None:
        pass


@live_test
async def test_a_process_paused_past_its_lease_during_the_turn_shows_nothing() -> None:
    """The first holder commits the message and asks its model, and is paused past its
    lease; when it goes on, its model answers before any renewal has told it the lease is
    gone. It shows nothing (its answer would be fenced out), logs no failure of the turn, and
    learns it lost the session at its next commit; the next holder answers the reminder: it
    reached the screen once."""
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    await remind(store, clock)
    model = Released()
    first = await Process.open(store, clock, "a", model)
    await first.advance(2_000, turns=False)
    await model.asked.wait()
    assert tally(durable(store)) == (1, 1, 0)
    clock.jump(TTL)  # paused: its lease expires, and no renewal runs meanwhile
    model.go.set()
    await asyncio.wait_for(first.turns.drain(), 1)
    assert first.screen == []
    assert not any("turn of" in line for _, line in first.logger.messages)  # not a failure
    assert [session_id for session_id, _ in first.host.lost] == ["session-1"]  # learnt at once
    second = await Process.open(store, clock, "b")
    await second.quiet()
    assert second.screen == [SHOWN]
    once(durable(store))
    await second.host.close()
    await first.host.close()


async def answering(store: MemoryStore, clock: VirtualClock, model: Released) -> Process:
    """A process holding the session whose reminder message is committed, its model asked."""
    await remind(store, clock)
    process = await Process.open(store, clock, "a", model)
    await process.advance(2_000, turns=False)
    await model.asked.wait()
    assert tally(durable(store)) == (1, 1, 0)
    return process


@pytest.mark.parametrize("failure", [None, "The model is down."])
@live_test
async def test_a_turn_is_reported_once_its_answer_is_committed_and_not_before(
    failure: str | None,
) -> None:
    """A worker's line stands for what a user later reads: the answer in the session. The
    answer's commit rejected, it is neither shown nor reported; the flush that confirms it
    shows it (inside its commit) and reports it, once, with the answer in the store. A model
    that fails is shown and reported the same way, its reminder answered as it was set."""
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    model = Released(failure)
    process = await answering(store, clock, model)
    # the turn's flush, then its owner's when the agent is idle again: both rejected
    process.host.sessions.persistence.inject_faults(skip=0, fail=2)
    model.go.set()
    await asyncio.wait_for(process.turns.drain(), 1)
    assert process.screen == []
    assert process.reports == []
    assert tally(durable(store)) == (1, 1, 0)
    assert await process.host.sessions.flush(process.host.agent("main").session)
    shown = [SHOWN] if failure is None else [failure, SHOWN]
    assert process.screen == shown
    assert process.reports == [(failure, 1)]
    await process.quiet()
    assert process.reports == [(failure, 1)]
    assert process.screen == shown
    once(durable(store))
    await process.host.close()


@live_test
async def test_a_session_lost_between_the_answer_and_its_commit_is_reported_by_the_next_only() -> (
    None
):
    """Paused past its lease after its answer, before the answer's commit: its commit is
    fenced out and it reports nothing; the holder that took over answers and reports the
    reminder, once."""
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    model = Released()
    first = await answering(store, clock, model)
    taken: list[Process] = []

    async def take_over(session: object) -> None:
        clock.jump(TTL)
        taken.append(await Process.open(store, clock, "b"))

    first.host.sessions.hooks.append(take_over)
    model.go.set()
    await asyncio.wait_for(first.turns.drain(), 1)
    (second,) = taken
    await second.quiet()
    assert first.reports == [] and [s for s, _ in first.host.lost] == ["session-1"]
    assert second.reports == [(None, 1)]
    once(durable(store))
    await second.host.close()


@live_test
async def test_a_report_that_raises_is_logged_and_the_commit_holds() -> None:
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    model = Released()
    process = await answering(store, clock, model)
    process.report_fails = True
    model.go.set()
    await process.quiet()
    assert process.logger.messages == [
        ("error", "turn of main not reported: RuntimeError('the report broke')")
    ]
    once(durable(store))
    assert process.host.agent("main").session.unflushed == ()
    await process.host.close()


def test_validate_log_reports_a_dispatch_with_no_message_before_it_only_under_the_rule() -> None:
    def message(seq: int, **extra: Any) -> Event:
        data = {"role": "user", "text": FRAMING, "source": "schedule"}
        return Event(MESSAGE_EVENT, seq, 0, data | extra)

    dispatch = {"version": 1, "operation": "dispatch", "id": "schedule-1"}
    create = Event(SCHEDULE_CHANGE, 0, 0, {"operation": "create"})
    ruled = [create, message(1, id="s:1"), Event(SCHEDULE_CHANGE, 2, 0, dispatch)]
    assert undelivered_dispatch(ruled) is None
    assert undelivered_dispatch([create, Event(SCHEDULE_CHANGE, 1, 0, dispatch)]) is None  # old
    lost = [create, Event(SCHEDULE_CHANGE, 1, 0, dispatch), message(2, id="s:2")]
    assert undelivered_dispatch(lost) == 1
    older = [create, message(1), Event(SCHEDULE_CHANGE, 2, 0, dispatch), message(3, id="s:3")]
    assert undelivered_dispatch(older) is None


def test_only_reminders_a_turn_answers_are_left_to_the_next_holder() -> None:
    def reminder(seq: int, turn: bool) -> Event:
        data = {"role": "user", "text": FRAMING, "source": "schedule", "id": f"s:{seq}"}
        return Event(MESSAGE_EVENT, seq, 0, data | ({"turn": True} if turn else {}))

    def answer(seq: int, of: int) -> Event:
        return Event(
            MESSAGE_EVENT, seq, 0, {"role": "assistant", "text": "ok", "answers": f"s:{of}"}
        )

    # a listener of the Python API showed it: nothing marks it, and nobody answers it again
    assert unanswered([reminder(0, turn=False)]) == []
    log = [reminder(0, True), reminder(1, True), answer(2, of=0), reminder(3, True)]
    assert [event.seq for event in unanswered(log)] == [1, 3]
    assert unanswered([*log, answer(4, of=1), answer(5, of=3)]) == []
    assert unanswered(log, seed_length=2) == [log[3]]  # a fork's seed is its parent's
