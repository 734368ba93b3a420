"""A reminder's model turn cut short by a kill is asked again, once, with the same
conversation: the real OpenAI and Anthropic SDKs against a fake server on 127.0.0.1.

The first process commits the reminder's message and dispatch and sends the model request; it
is killed (its host closed, its lease given up) while the server holds the answer. The next
process answers the reminder: its request carries the same conversation, the reminder in it
once, and the log ends with one message, one dispatch and one answer. Neither provider's API
takes an idempotency key for these requests (docs/reliability.md), so none is sent, by the
host or by the SDK: the retried request is a new one, and the turn is once because the log
says what was answered.
"""

from __future__ import annotations

import asyncio
import dataclasses
import threading
from typing import Any

import pytest

from dsh_schedule.cli.live import schedule_plugins
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models import Model
from dsh_schedule.host.models.option import model_from_option
from dsh_schedule.host.reminder_log import unanswered
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.runtime.clock import VirtualClock
from tests.support.fake_models import FakeModelServer, anthropic_reply, openai_reply
from tests.support.live import START, live_test
from tests.support.remote_models import provider_environment
from tests.test_exactly_once import tally

TTL = 3_000
REPLY = "Time to stretch."

__all__ = ["provider_environment"]  # a fixture: pytest finds it by name


def open_model(provider: str, server: FakeModelServer) -> Model:
    base_url = server.base_url + ("/v1" if provider == "openai" else "")
    return model_from_option(
        f"{provider}:fake-model",
        base_url,
        max_retries=0,
        timeout=5,
        zone="UTC",
        clock=VirtualClock(wall_ms=START),
    )


class Process:
    """One host process on the shared store, its turns answered by `model`."""

    def __init__(self, store: MemoryStore, clock: VirtualClock, name: str, model: Model) -> None:
        holder = Holder("m", 1, name)
        self.host = EmbeddedHost(store, clock, RecordingLogger(), lease_ttl_ms=TTL, holder=holder)
        self.model = model
        self.said: list[str] = []
        self.turns = TurnRunner(self.host, model, self._say, lambda *_: None)

    def _say(self, _: object, text: str) -> None:
        self.said.append(text)

    async def open(self) -> None:
        await self.host.load_plugins(schedule_plugins(1))
        self.turns.attach()
        self.turns.resume(self.host.open_agent("main"))

    async def close(self) -> None:
        await self.host.close()
        await self.turns.drain()
        await self.model.close()


def reminders_in(provider: str, body: dict[str, Any]) -> int:
    """How many messages of the request hold the reminder's framing."""
    texts = []
    for message in body["messages"]:
        content = message["content"]
        if isinstance(content, str):
            texts.append(content)
        else:
            texts += [block.get("text", "") for block in content if block["type"] == "text"]
    return sum(text.startswith("[SCHEDULE REMINDER]") for text in texts)


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
@live_test
async def test_a_turn_cut_short_by_a_kill_is_asked_again_once_with_the_same_conversation(
    provider: str,
) -> None:
    reply = openai_reply if provider == "openai" else anthropic_reply
    held = threading.Event()
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    with FakeModelServer() as server:
        server.answer(dataclasses.replace(reply(REPLY), hold=held), reply(REPLY))
        setup = Process(store, clock, "setup", open_model(provider, server))
        await setup.open()
        created = await setup.host.call_tool(
            "main", "schedule_create", {"prompt": "stretch", "after_seconds": 2}
        )
        assert not created.is_error, created.text
        await setup.close()
        first = Process(store, clock, "a", open_model(provider, server))
        await first.open()
        clock.advance(2_000)  # due: the owner commits message and dispatch; the turn asks
        assert await asyncio.to_thread(server.arrived.wait, 5)
        assert tally(store.load_sessions()[0].events) == (1, 1, 0)
        await first.host.close()  # killed while the model thinks: its lease is given up
        held.set()  # the answer reaches a process that no longer holds the session
        await first.close()
        second = Process(store, clock, "b", open_model(provider, server))
        await second.open()  # it answers the reminder left unanswered
        await asyncio.wait_for(second.turns.drain(), 5)
        await second.close()
    assert first.said == [] and second.said == [REPLY]
    first_request, retried = server.requests
    assert retried.body == first_request.body  # the same conversation, the reminder once
    assert reminders_in(provider, retried.body) == 1
    for request in (first_request, retried):
        assert "idempotency-key" not in request.headers
    (session,) = store.load_sessions()
    assert tally(session.events) == (1, 1, 1)
    assert unanswered(session.events) == []
