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
from dsh_schedule.host.models.remote import RemoteModel, Request, arguments_from_json


class OpenAIChatModel(RemoteModel[openai.AsyncOpenAI]):
    """Chat Completions; a server of your own when the base URL names one."""

    sdk: ClassVar[Any] = openai

    @staticmethod
    def connect(api_key: str, base_url: str | None, timeout: float) -> openai.AsyncOpenAI:
        return openai.AsyncOpenAI(
            api_key=api_key, max_retries=0, timeout=timeout, base_url=base_url or openai.NOT_GIVEN
        )

    async def _send(self, request: Request, seconds: float) -> Any:
        offered = export_openai(request.contracts)
        return await self._client.chat.completions.create(
            model=self.name,
            messages=cast(Any, chat_messages(request.messages, request.system)),
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


open_model = OpenAIChatModel.open
