"""A followup's turn is a task that nobody awaits: it ends quietly when its session goes, and a
failure of its own is logged once, never left for the event loop to report as "Task exception
was never retrieved"; a reminder whose turn failed that way is answered as it was set, once."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models import (
    Message,
    Model,
    ModelFailure,
    Reply,
    Step,
    ToolCalls,
    ToolUse,
)
from dsh_schedule.host.reminder_log import ANSWERS, unanswered
from dsh_schedule.host.stores import Commit, MemoryStore
from dsh_schedule.host.testing import FaultyHost
from dsh_schedule.host.turns import TURN_FAILED, Say, TurnRunner
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.host_contract import Followup, ToolDefinition
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE
from tests.support.live import START, live_test

TTL = 3_000


class Held:
    """A model that answers each step only once the test lets it."""

    def __init__(self) -> None:
        self.asked = asyncio.Event()
        self.answer = asyncio.Event()

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        self.asked.set()
        await self.answer.wait()
        return Reply("Noted.")

    async def close(self) -> None:
        pass


def unretrieved() -> list[dict[str, Any]]:
    """What the running loop reports from now on (an exception no one retrieved, say)."""
    reported: list[dict[str, Any]] = []
    asyncio.get_running_loop().set_exception_handler(lambda _, context: reported.append(context))
    return reported


async def finished(turns: TurnRunner, agent: HostAgent) -> None:
    """Until no turn of `agent` is queued or running; then collect what they dropped, so an
    exception no one retrieved is reported now."""
    while turns.busy(agent):
        await asyncio.sleep(0)
    await asyncio.sleep(0)  # the tasks' done callbacks let them go
    gc.collect()


async def deliver(host: EmbeddedHost, agent: HostAgent, text: str) -> None:
    """A followup as the owner delivers it: its message appended, then committed (only then
    does a turn answer it)."""
    agent.followup(Followup(text, FOLLOWUP_SOURCE))
    assert await host.sessions.flush(agent.session)


@live_test
async def test_followup_turns_of_a_lost_session_end_quietly() -> None:
    """A followup's turn waits for its model, and a second one waits for the agent, when the
    lease is found expired: the session is retired and its agent disposed. The waiting turn
    (its agent disposed) and the running one (its session detached, once the model answers)
    end without an error of their own: the loss is the one line logged."""
    reported = unretrieved()
    clock = VirtualClock(START)
    logger = RecordingLogger()
    host = EmbeddedHost(MemoryStore(clock=clock), clock, logger, lease_ttl_ms=TTL)
    agent = host.open_agent("main")
    model = Held()
    turns = TurnRunner(host, model, lambda *_: None, lambda *_: None)
    turns.attach()
    await deliver(host, agent, "first")
    await model.asked.wait()
    await deliver(host, agent, "second")
    await asyncio.sleep(0)
    assert agent.status == "busy" and turns.busy(agent)
    clock.jump(TTL)
    assert host.sessions.renew() == []  # it finds the lease expired and retires the session
    assert host.agents.live() == []  # its agent is disposed
    model.answer.set()
    await finished(turns, agent)
    assert reported == []
    ((level, line),) = logger.messages
    assert level == "error" and line.startswith(f"lost session {agent.session.id}: ")
    await host.close()


@live_test
async def test_an_answer_that_cannot_be_shown_is_logged_once_and_the_agent_is_idle_again() -> None:
    """The answer to a followup's message is shown inside the commit that marks it: a screen
    that raises there is logged once, and neither fails the commit nor the turn."""
    reported = unretrieved()
    clock = VirtualClock(START)
    logger = RecordingLogger()
    host = EmbeddedHost(MemoryStore(clock=clock), clock, logger)
    agent = host.open_agent("main")

    def say(agent: HostAgent, text: str) -> None:
        raise RuntimeError("the screen is gone")

    model = Held()
    model.answer.set()
    turns = TurnRunner(host, model, say, lambda *_: None)
    turns.attach()
    await deliver(host, agent, "stretch")
    await finished(turns, agent)
    assert reported == []
    assert logger.messages == [
        ("error", "answer of main not shown: RuntimeError('the screen is gone')")
    ]
    assert agent.status == "idle"
    assert agent.session.unflushed == ()  # its answer committed all the same
    await host.close()


FRAMING = (  # SPEC §5.5, as conformance/scenario-persistence.json has it
    "[SCHEDULE REMINDER]\nPresent this due reminder to the user. Treat reminder_prompt_json as"
    ' user-authored reminder content.\nschedule_id_json: "schedule-1"\n'
    'occurrence_at: 2026-01-01T00:00:10.000Z\nreminder_prompt_json: "stretch"'
)


class CallsATool:
    """A model that asks for a tool first, then replies; it counts its calls."""

    def __init__(self) -> None:
        self.calls = 0

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        self.calls += 1
        return ToolCalls((ToolUse("schedule_list", {}),)) if self.calls == 1 else Reply("Done.")

    async def close(self) -> None:
        pass


@live_test
async def test_a_reminder_turn_that_raises_is_answered_as_set_and_never_run_again() -> None:
    """A bug in a reminder's turn (here, the report of a tool call raises) is logged first;
    then the reminder is shown as it was set, answered in the log and committed, and the
    operator is told the turn failed. The next holder of the session finds nothing to
    answer: the failing turn is not run again at every claim, forever."""
    reported = unretrieved()
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    logger = RecordingLogger()
    host = EmbeddedHost(store, clock, logger)
    agent = host.open_agent("main")
    said: list[str] = []
    ended: list[str | None] = []

    def on_tool(*_: object) -> None:
        raise RuntimeError("the tool report broke")

    turns = TurnRunner(
        host,
        CallsATool(),
        lambda _, text: said.append(text),
        on_tool,
        ended=lambda _agent, _message, failure: ended.append(failure),
    )
    turns.attach()
    await deliver(host, agent, FRAMING)
    await finished(turns, agent)
    assert reported == []
    assert logger.messages == [
        ("error", "turn of main failed: RuntimeError('the tool report broke')")
    ]
    shown = "Reminder: stretch (due 2026-01-01T00:00:10.000Z, schedule-1)"
    assert said == [shown]
    assert ended == [TURN_FAILED]  # a worker's `turn-failed` line (tests/test_worker.py)
    (stored,) = store.load_sessions()
    assert unanswered(stored.events) == []
    (answer,) = [e.data for e in stored.events if isinstance(e.data, dict) and ANSWERS in e.data]
    assert answer["text"] == shown and answer["role"] == "assistant"
    await host.close()
    again = EmbeddedHost(store, clock, RecordingLogger())
    model = CallsATool()
    later = TurnRunner(again, model, lambda *_: None, lambda *_: None)
    later.attach()
    assert later.resume(again.open_agent("main")) == 0
    assert model.calls == 0
    await again.close()


@live_test
async def test_a_reminder_turn_that_raises_is_reported_once_its_answer_is_committed() -> None:
    """A worker's `turn-failed` line waits, as its `delivered` line does, for the commit of
    the answer: here the store refuses the first, and the next flush reports it, once."""
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    logger = RecordingLogger()
    host = FaultyHost(store, clock, logger)
    agent = host.open_agent("main")
    ended: list[tuple[str | None, int]] = []

    def answers_in_store() -> int:
        (stored,) = store.load_sessions()
        return sum(isinstance(e.data, dict) and ANSWERS in e.data for e in stored.events)

    def on_tool(*_: object) -> None:
        host.sessions.persistence.inject_faults(skip=0, fail=1)  # the answer's commit
        raise RuntimeError("the tool report broke")

    turns = TurnRunner(
        host,
        CallsATool(),
        lambda *_: None,
        on_tool,
        ended=lambda _agent, _message, failure: ended.append((failure, answers_in_store())),
    )
    turns.attach()
    await deliver(host, agent, FRAMING)
    await finished(turns, agent)
    assert ended == []
    assert [level for level, _ in logger.messages] == ["error", "warning"]  # failed, not flushed
    assert await host.sessions.flush(agent.session)
    assert ended == [(TURN_FAILED, 1)]
    await host.close()
    assert ended == [(TURN_FAILED, 1)]


class Committing(MemoryStore):
    """A memory store that says whether a commit is under way."""

    committing = False

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        self.committing = True
        try:
            return super().commit_many(commits)
        finally:
            self.committing = False


@live_test
async def test_a_reminder_answer_is_shown_after_its_tool_lines_inside_its_commit() -> None:
    """What a user sees of a reminder's turn keeps its order, tool lines first, then the
    answer; the tool lines are shown as they happen, the answer only inside the commit that
    makes it durable, before that commit is applied (the store holds no answer yet)."""
    clock = VirtualClock(START)
    store = Committing(clock=clock)
    host = EmbeddedHost(store, clock, RecordingLogger())
    agent = host.open_agent("main")
    seen: list[tuple[str, str, bool, int]] = []

    def answers_in_store() -> int:
        (stored,) = store.load_sessions()
        return sum(isinstance(e.data, dict) and ANSWERS in e.data for e in stored.events)

    def on_tool(_: HostAgent, name: str, *__: object) -> None:
        seen.append(("tool", name, store.committing, answers_in_store()))

    def say(_: HostAgent, text: str) -> None:
        seen.append(("say", text, store.committing, answers_in_store()))

    turns = TurnRunner(host, CallsATool(), say, on_tool)
    turns.attach()
    await deliver(host, agent, FRAMING)
    await finished(turns, agent)
    assert seen == [("tool", "schedule_list", False, 0), ("say", "Done.", True, 0)]
    assert answers_in_store() == 1
    assert agent.session.unflushed == ()
    await host.close()


class Fails:
    """A model that cannot answer."""

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        return ModelFailure("The model is unreachable.")

    async def close(self) -> None:
        pass


class Shows(MemoryStore):
    """A memory store that counts, for each commit, the calls it runs before it commits."""

    def __init__(self, clock: VirtualClock) -> None:
        super().__init__(clock=clock)
        self.shows: list[int] = []

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        self.shows.extend(len(commit.before_commit) for commit in commits)
        return super().commit_many(commits)


def _ignored(_agent: HostAgent, _text: str) -> None:
    """A `say` that shows nowhere."""


@pytest.mark.parametrize("model", [CallsATool, Fails])
@pytest.mark.parametrize(("say", "shows"), [(None, 0), (_ignored, 1)])
@live_test
async def test_a_turn_nobody_watches_hands_its_commit_nothing_to_show(
    model: Callable[[], Model], say: Say | None, shows: int
) -> None:
    """A worker's turns say nothing (`say` None): the answer is still committed, marking its
    reminder answered, and reported once durable, but no commit carries a call to show it.
    With a `say`, the same turn's answer is shown inside its commit (one call)."""
    clock = VirtualClock(START)
    store = Shows(clock)
    host = EmbeddedHost(store, clock, RecordingLogger())
    agent = host.open_agent("main")
    ended: list[str | None] = []
    turns = TurnRunner(
        host,
        model(),
        say,
        lambda *_: None,
        ended=lambda _agent, _message, failure: ended.append(failure),
    )
    turns.attach()
    await deliver(host, agent, FRAMING)
    await finished(turns, agent)
    assert sum(store.shows) == shows
    (stored,) = store.load_sessions()
    assert unanswered(stored.events) == []
    assert len(ended) == 1
    await host.close()
