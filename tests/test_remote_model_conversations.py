"""The OpenAI and Anthropic adapters hold a whole conversation: the tools offered as the exports
describe them (strict), the exact bodies of create, list and delete and of the history after a
restart, and the instructions that tell the model the user's zone and time."""

from __future__ import annotations

import json
from typing import Any

from dsh_schedule.generated.contracts import (
    SCHEDULE_CREATE_V2,
    SCHEDULE_LIST,
    TOOL_CONTRACTS,
    TOOL_CONTRACTS_V2,
    ToolContract,
)
from dsh_schedule.generator.exports import export_anthropic_strict, export_openai
from dsh_schedule.host.models.remote import SYSTEM_PROMPT, offered_contracts
from dsh_schedule.runtime.host_contract import ToolCall, ToolDefinition
from tests.support.fake_models import (
    FAKE_KEY,
    FakeModelServer,
    anthropic_reply,
    anthropic_uses,
    openai_calls,
    openai_reply,
)
from tests.support.live import live_test
from tests.support.remote_models import SYSTEM, chat_with, open_model, provider_environment, server

__all__ = ["provider_environment", "server"]  # fixtures: pytest finds them by name


CREATED = (
    '{"id":"schedule-1","kind":"after","prompt":"stretch","afterSeconds":300,'
    '"scheduledAt":"2026-01-01T00:05:00.000Z","state":"scheduled","deliveryMode":"session-local"}'
)
LISTED = "[" + CREATED + "]"
DELETED = '{"id":"schedule-1","deleted":true}'


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
