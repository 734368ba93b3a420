"""A remote model that calls an unknown tool or passes bad arguments: OpenAI gets the host's
error result, Anthropic an error tool result, and the conversation goes on."""

from __future__ import annotations

from tests.support.fake_models import (
    FakeModelServer,
    anthropic_reply,
    anthropic_uses,
    openai_calls,
    openai_reply,
)
from tests.support.live import live_test
from tests.support.remote_models import chat_with, open_model, provider_environment, server

__all__ = ["provider_environment", "server"]  # fixtures: pytest finds them by name


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
