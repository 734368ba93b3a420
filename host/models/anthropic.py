"""`--model anthropic:NAME`: the Messages API through the official `anthropic` SDK.

The tools go as the `anthropic-strict` export (strict tools, closed input objects). A host
error result goes back as a `tool_result` with `is_error`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, cast

import anthropic

from dsh_schedule.generated.contracts import ToolContract
from dsh_schedule.generator.exports import export_anthropic_strict
from dsh_schedule.host.models import Message, ModelFailure, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.host.models.remote import RemoteModel, Request

MAX_TOKENS = 1024


class AnthropicModel(RemoteModel[anthropic.AsyncAnthropic]):
    """The Messages API, whose requests carry the instructions beside the turns."""

    sdk: ClassVar[Any] = anthropic

    @staticmethod
    def connect(api_key: str, base_url: str | None, timeout: float) -> anthropic.AsyncAnthropic:
        return anthropic.AsyncAnthropic(
            api_key=api_key, max_retries=0, timeout=timeout, base_url=base_url
        )

    async def _send(self, request: Request, seconds: float) -> Any:
        offered = export_anthropic_strict(request.contracts)
        return await self._client.messages.create(
            model=self.name,
            max_tokens=MAX_TOKENS,
            system=request.system,
            messages=cast(Any, anthropic_messages(request.messages)),
            tools=cast(Any, offered) if offered else anthropic.omit,
            timeout=seconds,
        )

    def _read(self, answer: Any, contracts: Sequence[ToolContract]) -> Step:
        content = getattr(answer, "content", None)
        if not isinstance(content, list):
            return ModelFailure("anthropic: the answer held no content.")
        text = "".join(block.text for block in content if getattr(block, "type", None) == "text")
        uses = tuple(
            ToolUse(block.name, block.input, block.id)
            for block in content
            if getattr(block, "type", None) == "tool_use"
        )
        if uses:
            return ToolCalls(uses, text)
        if not text:
            return ModelFailure("anthropic: the model answered with no text and no tool use.")
        return Reply(text)


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


open_model = AnthropicModel.open
