"""The OpenAI and Anthropic adapters, driven by the real SDKs against fake servers on 127.0.0.1.

Each test runs the embedded host on a virtual clock with the schedule plugin, a `TurnRunner`
with the model that `model_from_option` opens, and a `FakeModelServer` that answers from a
script and records every request body. Expected bodies and lines are written from the issue
and the SPEC: the tools as the exports describe them (strict), the messages of the whole
conversation, one line per failure, and no reminder lost or changed by a model failure.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.cli import main
from dsh_schedule.cli.live import schedule_plugins
from dsh_schedule.generated.contracts import (
    SCHEDULE_CREATE_V2,
    SCHEDULE_LIST,
    TOOL_CONTRACTS,
    TOOL_CONTRACTS_V2,
    ToolContract,
)
from dsh_schedule.generator.exports import export_anthropic_strict, export_openai
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.conversation import MESSAGE_EVENT, load_conversation
from dsh_schedule.host.errors import ModelOptionError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models import Model
from dsh_schedule.host.models.option import model_from_option
from dsh_schedule.host.models.remote import SYSTEM_PROMPT, instructions, offered_contracts
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.host_contract import ToolCall, ToolDefinition
from tests.support.fake_models import (
    FAKE_KEY,
    Answer,
    FakeModelServer,
    anthropic_error,
    anthropic_reply,
    anthropic_uses,
    openai_calls,
    openai_error,
    openai_reply,
)
from tests.support.live import live_test

START = 1_767_225_600_000  # 2026-01-01T00:00:00.000Z
FAST_RETRY = {"retry-after-ms": "10"}
"""Sent with a retried error, so the SDK's backoff waits 10 ms, not seconds."""

CREATED = (
    '{"id":"schedule-1","kind":"after","prompt":"stretch","afterSeconds":300,'
    '"scheduledAt":"2026-01-01T00:05:00.000Z","state":"scheduled","deliveryMode":"session-local"}'
)
LISTED = "[" + CREATED + "]"
DELETED = '{"id":"schedule-1","deleted":true}'


@pytest.fixture(autouse=True)
def provider_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fake keys, and no base URL from the environment: nothing leaves the loopback."""
    for name in ("OPENAI_BASE_URL", "ANTHROPIC_BASE_URL", "ANTHROPIC_AUTH_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", FAKE_KEY)
    yield


@pytest.fixture
def server() -> Iterator[FakeModelServer]:
    with FakeModelServer() as fake:
        yield fake


def open_model(provider: str, server: FakeModelServer, retries: int = 2) -> Model:
    base_url = server.base_url + ("/v1" if provider == "openai" else "")
    return model_from_option(
        f"{provider}:fake-model",
        base_url,
        max_retries=retries,
        timeout=2,
        zone="Europe/Paris",
        clock=VirtualClock(wall_ms=START),
    )


SYSTEM = instructions("Europe/Paris", START)
"""What the models are told: the model's clock stays at START."""


@dataclass
class Chat:
    """The host, its clock, the agent `main` and a turn runner, and what the user saw."""

    host: EmbeddedHost
    clock: VirtualClock
    model: Model
    said: list[str] = field(default_factory=list)
    tools: list[tuple[str, object, ToolResult]] = field(default_factory=list)
    turns: TurnRunner | None = None

    def attach(self) -> None:
        def say(agent: HostAgent, text: str) -> None:
            self.said.append(text)

        def on_tool(
            agent: HostAgent, name: str, arguments: dict[str, object], result: ToolResult
        ) -> None:
            self.tools.append((name, arguments, result))

        self.turns = TurnRunner(self.host, self.model, say, on_tool)
        self.turns.attach()

    @property
    def agent(self) -> HostAgent:
        return self.host.agent("main")

    async def user(self, text: str) -> None:
        assert self.turns is not None
        await self.turns.user_turn(self.agent, text)

    async def advance(self, ms: int) -> None:
        """Move the clock; let the owner deliver and the followup's turn run to its end."""
        before = len(self.host.deliveries)
        self.clock.advance(ms)
        for _ in range(200):
            await asyncio.sleep(0)
            if len(self.host.deliveries) > before:
                break
        assert self.turns is not None
        await self.turns.drain()

    async def restart(self) -> None:
        await self.host.restart()
        self.attach()

    def active(self, protocol: int = 1) -> list[str]:
        session = self.agent.session
        fold = fold_schedule_events(session.events, session.header.seed_length, protocol)
        return [record.id for record in fold.active]


@asynccontextmanager
async def chat_with(model: Model, protocol: int = 1) -> AsyncIterator[Chat]:
    clock = VirtualClock(wall_ms=START)
    host = EmbeddedHost(MemoryStore(), clock, RecordingLogger())
    try:
        await host.load_plugins(schedule_plugins(protocol))
        host.open_agent("main")
        chat = Chat(host, clock, model)
        chat.attach()
        yield chat
    finally:
        await host.close()
        await model.close()


# --- OpenAI: a whole conversation, exact bodies, and its history after a restart -------------

OPENAI_TOOLS_STRICT = [True, True, True]


def test_openai_offers_the_strict_openai_export() -> None:
    tools = export_openai(TOOL_CONTRACTS)
    assert [t["function"]["name"] for t in tools] == [
        "schedule_create",
        "schedule_list",
        "schedule_delete",
    ]
    assert [t["function"]["strict"] for t in tools] == OPENAI_TOOLS_STRICT


@live_test
async def test_openai_create_list_delete_conversation(server: FakeModelServer) -> None:
    server.answer(
        openai_calls(("call_1", "schedule_create", '{"prompt":"stretch","after_seconds":300}')),
        openai_reply("I will remind you to stretch at 00:05 UTC."),
        openai_calls(("call_2", "schedule_list", "{}")),
        openai_reply("You have one reminder: stretch."),
        openai_calls(("call_3", "schedule_delete", '{"id":"schedule-1"}')),
        openai_reply("Cancelled."),
        openai_reply("Nothing is pending."),
    )
    async with chat_with(open_model("openai", server)) as chat:
        await chat.user("remind me in 5 minutes to stretch")
        assert chat.active() == ["schedule-1"]
        await chat.user("what do I have?")
        await chat.user("cancel it")
        assert chat.active() == []
        assert chat.said == [
            "I will remind you to stretch at 00:05 UTC.",
            "You have one reminder: stretch.",
            "Cancelled.",
        ]
        assert [(name, result.text) for name, _, result in chat.tools] == [
            ("schedule_create", CREATED),
            ("schedule_list", LISTED),
            ("schedule_delete", DELETED),
        ]
        await chat.restart()
        await chat.user("anything left?")
        assert chat.said[-1] == "Nothing is pending."

    system = {"role": "system", "content": SYSTEM}

    def call(call_id: str, name: str, arguments: str) -> dict[str, Any]:
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": name, "arguments": arguments},
                }
            ],
        }

    conversation = [
        system,
        {"role": "user", "content": "remind me in 5 minutes to stretch"},
        call("call_1", "schedule_create", '{"prompt": "stretch", "after_seconds": 300}'),
        {"role": "tool", "tool_call_id": "call_1", "content": CREATED},
        {"role": "assistant", "content": "I will remind you to stretch at 00:05 UTC."},
        {"role": "user", "content": "what do I have?"},
        call("call_2", "schedule_list", "{}"),
        {"role": "tool", "tool_call_id": "call_2", "content": LISTED},
        {"role": "assistant", "content": "You have one reminder: stretch."},
        {"role": "user", "content": "cancel it"},
        call("call_3", "schedule_delete", '{"id": "schedule-1"}'),
        {"role": "tool", "tool_call_id": "call_3", "content": DELETED},
        {"role": "assistant", "content": "Cancelled."},
        {"role": "user", "content": "anything left?"},
    ]
    bodies = server.bodies()
    assert [request.path for request in server.requests] == ["/v1/chat/completions"] * 7
    assert bodies[0] == {
        "model": "fake-model",
        "messages": conversation[:2],
        "tools": export_openai(TOOL_CONTRACTS),
    }
    assert bodies[1]["messages"] == conversation[:4]
    assert bodies[5]["messages"] == conversation[:12]
    # after the restart, the model sees the whole conversation, read back from the log
    assert bodies[6]["messages"] == conversation
    assert all(body["tools"] == bodies[0]["tools"] for body in bodies)
    assert all(r.headers["authorization"] == f"Bearer {FAKE_KEY}" for r in server.requests)


@live_test
async def test_openai_strict_nulls_for_omitted_selectors_reach_the_tool_left_out(
    server: FakeModelServer,
) -> None:
    """The strict export makes every optional property required and nullable ("send null to
    omit it"): a protocol 2 create sends null for the three selectors it does not use, and for
    a calendar rule's days. The tool sees them left out, so it answers as for the rule given."""
    every = {"prompt": "stretch", "after_seconds": None, "at": None, "calendar": None}
    calendar_rule = {"time": "08:30", "days": None, "time_zone": "Europe/Paris"}
    calendar = {**every, "every_seconds": None, "calendar": calendar_rule}
    server.answer(
        openai_calls(("call_1", "schedule_create", json.dumps({**every, "every_seconds": 600}))),
        openai_reply("Every 10 minutes."),
        openai_calls(("call_2", "schedule_create", json.dumps(calendar))),
        openai_reply("Every day at 08:30."),
    )
    async with chat_with(open_model("openai", server), protocol=2) as chat:
        await chat.user("remind me every 10 minutes to stretch")
        await chat.user("and every day at 8:30 Paris time")
        assert chat.active(protocol=2) == ["schedule-1", "schedule-2"]
        sent = [arguments for _, arguments, _ in chat.tools]
        assert sent == [
            {"prompt": "stretch", "every_seconds": 600},
            {"prompt": "stretch", "calendar": {"time": "08:30", "time_zone": "Europe/Paris"}},
        ]
        assert [json.loads(result.text)["kind"] for _, _, result in chat.tools] == [
            "every",
            "calendar",
        ]
    assert server.bodies()[0]["tools"] == export_openai(TOOL_CONTRACTS_V2)


# --- Anthropic: the same conversation in the Messages API's shape ---------------------------


@live_test
async def test_anthropic_create_list_delete_conversation(server: FakeModelServer) -> None:
    server.answer(
        anthropic_uses(
            ("toolu_1", "schedule_create", {"prompt": "stretch", "after_seconds": 300}),
            text="Setting it.",
        ),
        anthropic_reply("I will remind you to stretch at 00:05 UTC."),
        anthropic_uses(("toolu_2", "schedule_list", {})),
        anthropic_reply("You have one reminder: stretch."),
        anthropic_uses(("toolu_3", "schedule_delete", {"id": "schedule-1"})),
        anthropic_reply("Cancelled."),
        anthropic_reply("Nothing is pending."),
    )
    async with chat_with(open_model("anthropic", server)) as chat:
        await chat.user("remind me in 5 minutes to stretch")
        assert chat.active() == ["schedule-1"]
        await chat.user("what do I have?")
        await chat.user("cancel it")
        assert chat.active() == []
        await chat.restart()
        await chat.user("anything left?")
        assert chat.said == [
            "Setting it.",
            "I will remind you to stretch at 00:05 UTC.",
            "You have one reminder: stretch.",
            "Cancelled.",
            "Nothing is pending.",
        ]

    def text(value: str) -> dict[str, Any]:
        return {"type": "text", "text": value}

    def use(use_id: str, name: str, value: Any) -> dict[str, Any]:
        return {"type": "tool_use", "id": use_id, "name": name, "input": value}

    def result(use_id: str, content: str) -> dict[str, Any]:
        return {"type": "tool_result", "tool_use_id": use_id, "content": content}

    conversation = [
        {"role": "user", "content": [text("remind me in 5 minutes to stretch")]},
        {
            "role": "assistant",
            "content": [
                text("Setting it."),
                use("toolu_1", "schedule_create", {"prompt": "stretch", "after_seconds": 300}),
            ],
        },
        {"role": "user", "content": [result("toolu_1", CREATED)]},
        {"role": "assistant", "content": [text("I will remind you to stretch at 00:05 UTC.")]},
        {"role": "user", "content": [text("what do I have?")]},
        {"role": "assistant", "content": [use("toolu_2", "schedule_list", {})]},
        {"role": "user", "content": [result("toolu_2", LISTED)]},
        {"role": "assistant", "content": [text("You have one reminder: stretch.")]},
        {"role": "user", "content": [text("cancel it")]},
        {"role": "assistant", "content": [use("toolu_3", "schedule_delete", {"id": "schedule-1"})]},
        {"role": "user", "content": [result("toolu_3", DELETED)]},
        {"role": "assistant", "content": [text("Cancelled.")]},
        {"role": "user", "content": [text("anything left?")]},
    ]
    bodies = server.bodies()
    assert [request.path for request in server.requests] == ["/v1/messages"] * 7
    assert bodies[0] == {
        "model": "fake-model",
        "max_tokens": 1024,
        "system": SYSTEM,
        "messages": conversation[:1],
        "tools": export_anthropic_strict(TOOL_CONTRACTS),
    }
    assert [tool["strict"] for tool in bodies[0]["tools"]] == [True, True, True]
    assert bodies[0]["tools"][0]["input_schema"]["additionalProperties"] is False
    assert bodies[1]["messages"] == conversation[:3]
    assert bodies[6]["messages"] == conversation
    for request in server.requests:  # the SDK sends the key as x-api-key or as a bearer token
        sent = request.headers.get("x-api-key") or request.headers["authorization"]
        assert sent.removeprefix("Bearer ") == FAKE_KEY


# --- a reminder is a model turn ---------------------------------------------------------------

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


# --- failures are values, and nothing is lost -------------------------------------------------


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


@live_test
async def test_openai_unknown_tool_and_bad_arguments_get_the_host_error_result(
    server: FakeModelServer,
) -> None:
    server.answer(
        openai_calls(
            ("call_1", "schedule_nope", "{}"),
            ("call_2", "schedule_create", '{"prompt":"x","after_seconds":"soon"}'),
            ("call_3", "schedule_create", '{"prompt": '),
        ),
        openai_reply("Sorry, that did not work."),
    )
    async with chat_with(open_model("openai", server)) as chat:
        await chat.user("remind me sometime")
        assert chat.said == ["Sorry, that did not work."]
        assert chat.active() == []
    second = server.bodies()[1]["messages"]
    assert second[-3:] == [
        {"role": "tool", "tool_call_id": "call_1", "content": "unknown tool 'schedule_nope'"},
        {
            "role": "tool",
            "tool_call_id": "call_2",
            "content": "invalid arguments for schedule_create: #/after_seconds type: "
            "expected number, got string",
        },
        {
            "role": "tool",
            "tool_call_id": "call_3",
            "content": "invalid arguments for schedule_create: # type: expected object, got string",
        },
    ]


@live_test
async def test_anthropic_unknown_tool_and_bad_arguments_are_error_tool_results(
    server: FakeModelServer,
) -> None:
    server.answer(
        anthropic_uses(
            ("toolu_1", "schedule_nope", {}),
            ("toolu_2", "schedule_delete", {"id": "schedule-1", "force": True}),
        ),
        anthropic_reply("Sorry."),
    )
    async with chat_with(open_model("anthropic", server)) as chat:
        await chat.user("delete everything forcefully")
        assert chat.said == ["Sorry."]
    second = server.bodies()[1]["messages"]
    assert second[-1] == {
        "role": "user",
        "content": [
            {
                "type": "tool_result",
                "tool_use_id": "toolu_1",
                "content": "unknown tool 'schedule_nope'",
                "is_error": True,
            },
            {
                "type": "tool_result",
                "tool_use_id": "toolu_2",
                "content": "invalid arguments for schedule_delete: #/force "
                "additionalProperties: is not allowed",
                "is_error": True,
            },
        ],
    }


# --- a model call does not hold up the event loop ---------------------------------------------


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


# --- choosing a model: one line for what is missing -------------------------------------------


@pytest.mark.parametrize(
    ("spec", "base_url", "message"),
    [
        ("gpt-4o", None, "--model 'gpt-4o': choose offline, openai:MODEL or anthropic:MODEL"),
        ("openai:", None, "--model 'openai:': choose offline, openai:MODEL or anthropic:MODEL"),
        ("offline", "http://127.0.0.1:9", "--base-url needs a remote model"),
    ],
)
def test_a_malformed_model_option_is_refused(
    capsys: pytest.CaptureFixture[str], spec: str, base_url: str | None, message: str
) -> None:
    with pytest.raises(ModelOptionError) as caught:
        model_from_option(spec, base_url)
    assert str(caught.value).startswith(message)
    where = [] if base_url is None else ["--base-url", base_url]
    assert main(["demo", "--model", spec, *where]) == 2  # a usage error
    assert capsys.readouterr().err.startswith(f"dsh-schedule: error: {message}")


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_a_remote_model_without_a_key_or_server_is_refused(
    monkeypatch: pytest.MonkeyPatch, provider: str
) -> None:
    monkeypatch.delenv(f"{provider.upper()}_API_KEY")
    with pytest.raises(ModelOptionError) as caught:
        model_from_option(f"{provider}:m", None)
    assert str(caught.value) == (
        f"--model {provider}:m needs {provider.upper()}_API_KEY (or --base-url for a server "
        "of your own that takes no key)"
    )


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_without_the_extra_a_remote_model_is_one_line_saying_what_to_install(
    tmp_path: Path, provider: str
) -> None:
    block = f"import sys; sys.modules[{provider!r}] = None; "
    run = "from dsh_schedule.cli import main; sys.exit(main(sys.argv[1:]))"
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            block + run,
            "shell",
            "--db",
            str(tmp_path / "s.sqlite"),
            "--model",
            f"{provider}:m",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr == (
        f"dsh-schedule: error: --model {provider}:m needs the {provider} SDK, which is not "
        "installed: pip install 'dsh-tool-schedule[models]'\n"
    )
    assert not (tmp_path / "s.sqlite").exists()


# --- the shell with a remote model, as a user runs it ----------------------------------------


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_the_shell_talks_to_a_remote_model(
    server: FakeModelServer, tmp_path: Path, provider: str
) -> None:
    if provider == "openai":
        server.answer(
            openai_calls(("call_1", "schedule_create", '{"prompt":"stretch","after_seconds":60}')),
            openai_reply("Reminder set for one minute from now."),
        )
        base_url = server.base_url + "/v1"
    else:
        server.answer(
            anthropic_uses(
                ("toolu_1", "schedule_create", {"prompt": "stretch", "after_seconds": 60})
            ),
            anthropic_reply("Reminder set for one minute from now."),
        )
        base_url = server.base_url
    env = {k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "dsh_schedule",
            "shell",
            "--db",
            str(tmp_path / "s.sqlite"),
            "--model",
            f"{provider}:fake-model",
            "--base-url",
            base_url,
        ],
        input="remind me in a minute to stretch\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "main> Reminder set for one minute from now." in result.stdout.splitlines()
    assert "schedule_create" in result.stdout
    assert server.requests[0].body["model"] == "fake-model"
    events = _message_events(tmp_path / "s.sqlite")
    assert events[0] == {"role": "user", "text": "remind me in a minute to stretch"}


def _message_events(database: Path) -> list[Any]:
    import sqlite3

    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT type, data FROM events ORDER BY seq").fetchall()
    return [json.loads(data) for kind, data in rows if kind == MESSAGE_EVENT]


def test_the_readme_commands_open_the_models_they_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """One command each for OpenAI, Anthropic and a local OpenAI-compatible server."""
    from tests.support.paths import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Use it with your model", 1)[1].split("\n## ", 1)[0]
    commands = [line.split() for line in section.splitlines() if line.startswith("dsh-schedule")]
    opened = []
    for words in commands:
        options = dict(zip(words[2::2], words[3::2], strict=True))
        model = model_from_option(options["--model"], options.get("--base-url"))
        asyncio.run(model.close())
        opened.append((type(model).__name__, options.get("--base-url")))
    assert opened == [
        ("OpenAIChatModel", None),
        ("AnthropicModel", None),
        ("OpenAIChatModel", "http://localhost:11434/v1"),
    ]


# --- the remaining failure paths ----------------------------------------------------------------


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


@pytest.mark.parametrize("command", ["demo", "shell", "worker"])
def test_the_commands_refuse_a_malformed_model_in_one_line(tmp_path: Path, command: str) -> None:
    places = {"shell": ["--db", str(tmp_path / "s.sqlite")], "worker": ["--store", "memory:"]}
    where = places.get(command, [])
    result = subprocess.run(
        [sys.executable, "-m", "dsh_schedule", command, *where, "--model", "gpt-4o"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr == (
        "dsh-schedule: error: --model 'gpt-4o': choose offline, openai:MODEL or anthropic:MODEL\n"
    )


def test_a_remote_model_is_offered_the_contracts_of_the_protocol_the_plugin_runs() -> None:
    def definitions(contracts: tuple[ToolContract, ...]) -> list[ToolDefinition]:
        async def handler(call: ToolCall) -> None:
            return None

        return [
            ToolDefinition(c.name, c.description, c.arguments_schema(), c.output_schema(), handler)
            for c in contracts
        ]

    assert offered_contracts(definitions(TOOL_CONTRACTS)) == list(TOOL_CONTRACTS)
    assert offered_contracts(definitions(TOOL_CONTRACTS_V2)) == list(TOOL_CONTRACTS_V2)
    mixed = definitions((SCHEDULE_CREATE_V2, SCHEDULE_LIST))
    assert offered_contracts(mixed) == [SCHEDULE_CREATE_V2, SCHEDULE_LIST]


def test_the_model_is_told_the_users_zone_and_the_time_there() -> None:
    assert SYSTEM == (
        SYSTEM_PROMPT + " The user's time zone is Europe/Paris; it is now Thursday "
        "2026-01-01 01:00 there (2026-01-01T00:00:00.000Z)."
    )
