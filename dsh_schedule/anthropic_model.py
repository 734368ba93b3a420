"""`--model anthropic:NAME`: the Messages API through the official `anthropic` SDK.

The tools go as the `anthropic-strict` export (strict tools, closed input objects). A host
error result goes back as a `tool_result` with `is_error`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

import anthropic

from dsh_schedule.generator.exports import export_anthropic_strict
from dsh_schedule.host.model import Message, ModelFailure, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.remote_model import instructions, offered_contracts, provider_failure
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.host_contract import ToolDefinition

MAX_TOKENS = 1024


class AnthropicModel:
    def __init__(
        self,
        name: str,
        client: anthropic.AsyncAnthropic,
        zone: str = "UTC",
        clock: Clock | None = None,
    ) -> None:
        self.name = name
        self._client = client
        self._zone = zone
        self._clock = clock if clock is not None else SystemClock()

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        offered = export_anthropic_strict(offered_contracts(tools))
        try:
            answer = await self._client.messages.create(
                model=self.name,
                max_tokens=MAX_TOKENS,
                system=instructions(self._zone, self._clock.now_ms()),
                messages=cast(Any, anthropic_messages(messages)),
                tools=cast(Any, offered) if offered else anthropic.omit,
            )
        except (anthropic.APIError, ValueError) as error:
            return provider_failure("anthropic", anthropic, error, self._client.max_retries)
        text = "".join(block.text for block in answer.content if block.type == "text")
        uses = tuple(
            ToolUse(block.name, block.input, block.id)
            for block in answer.content
            if block.type == "tool_use"
        )
        if uses:
            return ToolCalls(uses, text)
        if not text:
            return ModelFailure("anthropic: the model answered with no text and no tool use.")
        return Reply(text)

    async def close(self) -> None:
        await self._client.close()


def anthropic_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
    """The conversation as Messages API turns: tool results and user text of one turn go in
    one user message, results first, as the API wants them."""
    turns: list[dict[str, Any]] = []
    for message in messages:
        role = "assistant" if message.role == "assistant" else "user"
        blocks = _blocks(message)
        if turns and turns[-1]["role"] == role:
            turns[-1]["content"].extend(blocks)
        else:
            turns.append({"role": role, "content": blocks})
    return turns


def _blocks(message: Message) -> list[dict[str, Any]]:
    if message.role == "tool":
        result: dict[str, Any] = {
            "type": "tool_result",
            "tool_use_id": message.call_id,
            "content": message.text,
        }
        if message.is_error:
            result["is_error"] = True
        return [result]
    blocks: list[dict[str, Any]] = [{"type": "text", "text": message.text}] if message.text else []
    blocks.extend(
        {"type": "tool_use", "id": use.call_id, "name": use.name, "input": use.arguments}
        for use in message.calls
    )
    return blocks


def open_model(
    name: str,
    api_key: str,
    base_url: str | None,
    *,
    max_retries: int,
    timeout: float,
    zone: str,
    clock: Clock,
) -> AnthropicModel:
    client = anthropic.AsyncAnthropic(
        api_key=api_key,
        max_retries=max_retries,
        timeout=timeout,
        base_url=base_url,
    )
    return AnthropicModel(name, client, zone, clock)
