"""What the OpenAI and Anthropic adapters share: the tools they offer, the instructions they
send, and how a provider's failure becomes one line for the user.

The tools are offered exactly as the project's exports describe them: the export of the tool
contracts that the agent's scope holds, in the scope's order.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from dsh_schedule.generated.contracts import TOOL_CONTRACTS, TOOL_CONTRACTS_V2, ToolContract
from dsh_schedule.host.model import ModelFailure
from dsh_schedule.runtime.host_contract import ToolDefinition

SYSTEM_PROMPT = (
    "You are the assistant of a session with durable reminders. Use the schedule tools to "
    "create, list and delete reminders when the user asks; answer briefly. When a message "
    "starts with [SCHEDULE REMINDER], a reminder the user set earlier is due: tell the user "
    "what it says. When it starts with [SCHEDULE REMINDERS], several repeating reminders are "
    "due at once: tell the user each."
)
DETAIL_LIMIT = 200
"""How much of a provider's error message a failure line quotes."""


def offered_contracts(tools: Sequence[ToolDefinition]) -> list[ToolContract]:
    """The contract of each tool in the agent's scope, of the protocol the plugin runs: both
    name their tools alike, and the arguments schema's title tells them apart (the host
    registers no other tools)."""
    contracts = {
        (contract.name, contract.arguments_schema()["title"]): contract
        for contract in (*TOOL_CONTRACTS, *TOOL_CONTRACTS_V2)
    }
    keys = [(tool.name, tool.arguments_schema.get("title")) for tool in tools]
    return [contracts[key] for key in keys if key in contracts]


def arguments_from_json(text: str) -> Any:
    """The arguments a provider sent as JSON text; text that is not JSON is passed on as it
    is, so the host's registry answers it with its argument error."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def provider_failure(provider: str, sdk: Any, error: Exception, retries: int) -> ModelFailure:
    """One line saying why the provider did not answer (never the key, never a traceback):
    `error` is one of the SDK's `APIError`s, or the `ValueError` of an answer that is not
    JSON."""
    if isinstance(error, sdk.APITimeoutError):
        return ModelFailure(f"{provider}: no answer in time (after {retries} retries).")
    if isinstance(error, sdk.APIConnectionError):
        return ModelFailure(f"{provider}: cannot reach the server (after {retries} retries).")
    detail = " ".join(_said(error).split())[:DETAIL_LIMIT]
    if isinstance(error, ValueError):
        return ModelFailure(f"{provider}: unreadable answer: {detail}")
    status = getattr(error, "status_code", None)
    if status == 401:
        return ModelFailure(f"{provider}: the API key was refused (401): {detail}")
    if status == 429:
        return ModelFailure(
            f"{provider}: rate limited (429), still after {retries} retries; try again later."
        )
    if isinstance(status, int) and status >= 500:
        return ModelFailure(f"{provider}: server error ({status}); try again later.")
    return ModelFailure(f"{provider}: the request was refused ({status}): {detail}")


def _said(error: Exception) -> str:
    """The server's own message: the `message` of its error body (OpenAI's body is the error
    object, Anthropic's wraps it in `error`), else the SDK's message."""
    body = getattr(error, "body", None)
    if isinstance(body, dict):
        inner = body.get("error")
        message = (inner if isinstance(inner, dict) else body).get("message")
        if isinstance(message, str):
            return message
    return str(getattr(error, "message", error))
