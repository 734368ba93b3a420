"""A followup's turn is a task that nobody awaits: it ends quietly when its session goes, and a
failure of its own is logged once, never left for the event loop to report as "Task exception
was never retrieved"."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Sequence
from typing import Any

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models import Message, Reply, Step
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.host.turns import TurnRunner
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
async def test_a_followup_turn_that_fails_is_logged_once_and_the_agent_is_idle_again() -> None:
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
    assert logger.messages == [("error", "turn of main failed: RuntimeError('the screen is gone')")]
    assert agent.status == "idle"
    await host.close()
