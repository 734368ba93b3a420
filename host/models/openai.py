"""`--model openai:NAME`: Chat Completions through the official `openai` SDK.

The tools go as the `openai` export (strict function tools). Works with any OpenAI-compatible
server (Ollama, vLLM, LM Studio, llama.cpp's server) through the base URL.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar, cast

import openai

from dsh_schedule.generated.contracts import ToolContract
from dsh_schedule.generator.exports import export_openai, openai_arguments
from dsh_schedule.host.models import Message, ModelFailure, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.host.models.remote import RemoteModel, arguments_from_json
from dsh_schedule.runtime.clock import Clock


class OpenAIChatModel(RemoteModel):
    provider: ClassVar[str] = "openai"
    sdk: ClassVar[Any] = openai

    def __init__(
        self,
        name: str,
        client: openai.AsyncOpenAI,
        *,
        timeout: float,
        retries: int,
        zone: str = "UTC",
        clock: Clock | None = None,
    ) -> None:
        super().__init__(name, timeout=timeout, retries=retries, zone=zone, clock=clock)
        self._client = client

    async def _send(
        self,
        messages: Sequence[Message],
        contracts: Sequence[ToolContract],
        system: str,
        seconds: float,
    ) -> Any:
        offered = export_openai(contracts)
        return await self._client.chat.completions.create(
            model=self.name,
            messages=cast(Any, chat_messages(messages, system)),
            tools=cast(Any, offered) if offered else openai.omit,
            timeout=seconds,
        )

    def _read(self, answer: Any, contracts: Sequence[ToolContract]) -> Step:
        choices = getattr(answer, "choices", None)
        message = getattr(choices[0], "message", None) if choices else None
        if message is None:
            return ModelFailure("openai: the answer held no message.")
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
    """The SDK retries nothing itself: `RemoteModel` retries within the call's time budget."""
    client = openai.AsyncOpenAI(
        api_key=api_key,
        max_retries=0,
        timeout=timeout,
        base_url=base_url or openai.NOT_GIVEN,
    )
    return OpenAIChatModel(
        name, client, timeout=timeout, retries=max_retries, zone=zone, clock=clock
    )
