"""A remote model that fails: every failure is one line, and no reminder is lost or changed by
it; a reminder whose turn fails is still shown."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from dsh_schedule.host.conversation import load_conversation
from dsh_schedule.host.models.option import model_from_option
from tests.support.fake_models import (
    FAKE_KEY,
    Answer,
    FakeModelServer,
    anthropic_error,
    anthropic_uses,
    openai_error,
    openai_reply,
)
from tests.support.live import live_test
from tests.support.remote_models import chat_with, open_model, provider_environment, server

__all__ = ["provider_environment", "server"]  # fixtures: pytest finds them by name


FAST_RETRY = {"retry-after-ms": "10"}
"""Sent with a retried error, so the SDK's backoff waits 10 ms, not seconds."""


@dataclass(frozen=True)
class Failure:
    answers: list[Answer]
    line: str
    requests: int


def failures(provider: str) -> dict[str, Failure]:
    error = (
        openai_error
        if provider == "openai"
        else (
            lambda status, message, **headers: anthropic_error(status, "error", message, **headers)
        )
    )
    return {
        "401": Failure(
            [error(401, "invalid x-api-key")],
            f"{provider}: the API key was refused (401): ",
            1,
        ),
        "429": Failure(
            [error(429, "slow down", **FAST_RETRY)] * 3,
            f"{provider}: rate limited (429), still after 2 retries; try again later.",
            3,
        ),
        "500": Failure(
            [error(500, "boom", **FAST_RETRY)] * 3,
            f"{provider}: server error (500), still after 2 retries; try again later.",
            3,
        ),
        "timeout": Failure(
            [Answer(delay=1.5)],
            f"{provider}: no answer within 0.5 s; ask again, or allow more time with --timeout.",
            1,
        ),
    }


CASES = [(p, k) for p in ("openai", "anthropic") for k in ("401", "429", "500", "timeout")]


@pytest.mark.parametrize(("provider", "kind"), CASES)
@live_test
async def test_a_failing_model_is_one_line_and_loses_nothing(
    server: FakeModelServer, provider: str, kind: str
) -> None:
    failure = failures(provider)[kind]
    server.answer(*failure.answers)
    model = model_from_option(
        f"{provider}:fake-model",
        server.base_url + ("/v1" if provider == "openai" else ""),
        timeout=0.5 if kind == "timeout" else 5,
    )
    async with chat_with(model) as chat:
        await chat.host.call_tool(
            "main", "schedule_create", {"prompt": "stretch", "after_seconds": 300}
        )
        await chat.user("what do I have?")
        [line] = chat.said
        assert line.startswith(failure.line) and "\n" not in line
        if kind == "401":
            assert "invalid x-api-key" in line and FAKE_KEY not in line
        assert len(server.requests) == failure.requests
        assert chat.active() == ["schedule-1"]  # the pending reminder stays pending
        listed = await chat.host.call_tool("main", "schedule_list", {})
        assert json.loads(listed.text)[0]["id"] == "schedule-1"
        # the log stays valid: it folds, and its messages read back whole
        messages = load_conversation(chat.agent.session.events)
        assert [(m.role, m.text) for m in messages] == [("user", "what do I have?")]
        await chat.restart()
        assert chat.active() == ["schedule-1"]


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
@live_test
async def test_a_reminder_whose_turn_fails_is_still_shown(
    server: FakeModelServer, provider: str
) -> None:
    error = (
        openai_error(500, "boom")
        if provider == "openai"
        else anthropic_error(500, "api_error", "boom")
    )
    server.answer(error)
    async with chat_with(open_model(provider, server, retries=0)) as chat:
        await chat.host.call_tool(
            "main", "schedule_create", {"prompt": "stretch", "after_seconds": 5}
        )
        await chat.advance(5_000)
        assert chat.said == [
            f"{provider}: server error (500); try again later.",
            "Reminder: stretch (due 2026-01-01T00:00:05.000Z, schedule-1)",
        ]
        # kept in the conversation, so whoever reads the session later sees it was shown
        last = load_conversation(chat.agent.session.events)[-1]
        assert (last.role, last.text) == ("assistant", chat.said[-1])


def _closed_port() -> str:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
@live_test
async def test_a_server_that_cannot_be_reached_is_one_line(provider: str) -> None:
    closed = _closed_port()
    model = model_from_option(f"{provider}:m", closed + "/v1", max_retries=0, timeout=2)
    async with chat_with(model) as chat:
        await chat.user("hello")
        assert chat.said == [f"{provider}: the connection to {closed} failed (connection refused)."]


@pytest.mark.parametrize(
    ("provider", "answer", "line"),
    [
        (
            "openai",
            openai_error(400, "model 'm'\nis not\tknown"),
            "openai: the request was refused (400): model 'm' is not known",
        ),
        (
            "anthropic",
            anthropic_error(404, "not_found_error", "model: m"),
            "anthropic: the request was refused (404): model: m",
        ),
        (
            "openai",
            Answer(
                body={
                    "id": "x",
                    "object": "chat.completion",
                    "created": 1,
                    "model": "m",
                    "choices": [],
                }
            ),
            "openai: the answer held no message.",
        ),
        (
            "openai",
            openai_reply(""),
            "openai: the model answered with no text and no tool call.",
        ),
        (
            "anthropic",
            anthropic_uses(),
            "anthropic: the model answered with no text and no tool use.",
        ),
        (
            "openai",
            Answer(body=b"not json"),
            "openai: the answer is not JSON: Expecting value: line 1 column 1 (char 0)",
        ),
        (
            "anthropic",
            Answer(body=b"not json"),
            "anthropic: the answer is not JSON: Expecting value: line 1 column 1 (char 0)",
        ),
    ],
)
@live_test
async def test_a_refused_or_empty_answer_is_one_line(
    server: FakeModelServer, provider: str, answer: Answer, line: str
) -> None:
    server.answer(answer)
    async with chat_with(open_model(provider, server, retries=0)) as chat:
        await chat.user("hello")
        assert chat.said == [line]
