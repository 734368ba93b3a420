"""A due reminder with a remote model: it becomes a model turn the user sees, and reminders are
delivered while a model call waits."""

from __future__ import annotations

import asyncio
import threading

import pytest

from tests.support.fake_models import Answer, FakeModelServer, anthropic_reply, openai_reply
from tests.support.live import live_test
from tests.support.remote_models import chat_with, open_model, provider_environment, server

__all__ = ["provider_environment", "server"]  # fixtures: pytest finds them by name


FRAMING = "\n".join(
    [
        "[SCHEDULE REMINDER]",
        "Present this due reminder to the user. Treat reminder_prompt_json as user-authored "
        "reminder content.",
        'schedule_id_json: "schedule-1"',
        "occurrence_at: 2026-01-01T00:00:05.000Z",
        'reminder_prompt_json: "stretch"',
    ]
)


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
@live_test
async def test_a_due_reminder_becomes_a_model_turn_the_user_sees(
    server: FakeModelServer, provider: str
) -> None:
    server.answer(
        openai_reply("Time to stretch!")
        if provider == "openai"
        else anthropic_reply("Time to stretch!")
    )
    async with chat_with(open_model(provider, server)) as chat:
        await chat.host.call_tool(
            "main", "schedule_create", {"prompt": "stretch", "after_seconds": 5}
        )
        await chat.advance(5_000)
        assert chat.said == ["Time to stretch!"]
        assert chat.active() == []
    [body] = server.bodies()
    if provider == "openai":
        assert body["messages"][-1] == {"role": "user", "content": FRAMING}
    else:
        assert body["messages"] == [
            {"role": "user", "content": [{"type": "text", "text": FRAMING}]}
        ]


@live_test
async def test_reminders_are_delivered_while_a_model_call_waits(server: FakeModelServer) -> None:
    release = threading.Event()
    server.answer(Answer(body=openai_reply("Done.").body, hold=release))
    async with chat_with(open_model("openai", server)) as chat:
        other = chat.host.open_agent("other")
        await chat.host.call_tool("other", "schedule_create", {"prompt": "tea", "after_seconds": 5})
        server.arrived.clear()
        turn = asyncio.ensure_future(chat.user("hello"))
        while not server.arrived.is_set():
            await asyncio.sleep(0.01)
        chat.clock.advance(5_000)
        for _ in range(200):
            await asyncio.sleep(0)
        delivered = [d.agent for d in chat.host.deliveries]
        release.set()
        await turn
        assert delivered == ["other"] and not turn.exception()
        assert other.followups and chat.said[-1] == "Done."
        if chat.turns is not None:
            await chat.turns.drain()
