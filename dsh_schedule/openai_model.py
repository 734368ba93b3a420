"""`--model openai:NAME`: Chat Completions through the official `openai` SDK.

The tools go as the `openai` export (strict function tools). Works with any OpenAI-compatible
server (Ollama, vLLM, LM Studio, llama.cpp's server) through the base URL.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, cast

import openai

from dsh_schedule.generator.exports import export_openai, openai_arguments
from dsh_schedule.host.model import Message, ModelFailure, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.remote_model import (
    arguments_from_json,
    instructions,
    offered_contracts,
    provider_failure,
)
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.host_contract import ToolDefinition


class OpenAIChatModel:
    def __init__(
        self, name: str, client: openai.AsyncOpenAI, zone: str = "UTC", clock: Clock | None = None
    ) -> None:
        self.name = name
        self._client = client
        self._zone = zone
        self._clock = clock if clock is not None else SystemClock()

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        contracts = offered_contracts(tools)
        offered = export_openai(contracts)
        try:
            completion = await self._client.chat.completions.create(
                model=self.name,
                messages=cast(Any, chat_messages(messages, self._system())),
                tools=cast(Any, offered) if offered else openai.omit,
            )
        except (openai.APIError, ValueError) as error:
            return provider_failure("openai", openai, error, self._client.max_retries)
        if not completion.choices:
            return ModelFailure("openai: the answer held no message.")
        message = completion.choices[0].message
        # The strict export asks for null in place of an omitted property: leave it out again.
        by_name = {contract.name: contract for contract in contracts}
        calls = []
        for call in message.tool_calls or []:
            if call.type != "function":
                continue
            arguments = arguments_from_json(call.function.arguments)
            contract = by_name.get(call.function.name)
            if contract is not None:
                arguments = openai_arguments(contract, arguments)
            calls.append(ToolUse(call.function.name, arguments, call.id))
        uses = tuple(calls)
        if uses:
            return ToolCalls(uses, message.content or "")
        if not message.content:
            return ModelFailure("openai: the model answered with no text and no tool call.")
        return Reply(message.content)

    async def close(self) -> None:
        await self._client.close()

    def _system(self) -> str:
        return instructions(self._zone, self._clock.now_ms())


def chat_messages(messages: Sequence[Message], system: str) -> list[dict[str, Any]]:
    """The conversation as Chat Completions messages, after the instructions (`system`)."""
    chat: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for message in messages:
        if message.role == "tool":
            chat.append({"role": "tool", "tool_call_id": message.call_id, "content": message.text})
        elif message.role == "assistant" and message.calls:
            chat.append(
                {
                    "role": "assistant",
                    "content": message.text or None,
                    "tool_calls": [
                        {
                            "id": use.call_id,
                            "type": "function",
                            "function": {"name": use.name, "arguments": json.dumps(use.arguments)},
                        }
                        for use in message.calls
                    ],
                }
            )
        else:
            chat.append({"role": message.role, "content": message.text})
    return chat


def open_model(
    name: str,
    api_key: str,
    base_url: str | None,
    *,
    max_retries: int,
    timeout: float,
    zone: str,
    clock: Clock,
) -> OpenAIChatModel:
    client = openai.AsyncOpenAI(
        api_key=api_key,
        max_retries=max_retries,
        timeout=timeout,
        base_url=base_url or openai.NOT_GIVEN,
    )
    return OpenAIChatModel(name, client, zone, clock)
