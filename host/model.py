"""The model interface, and an offline rule-based model so the host runs without a network.

A model sees the conversation and the tools the agent has, and answers with the next step of
the turn: the final text (`Reply`), tool calls to run before asking again (`ToolCalls`), or a
failure it could not get past (`ModelFailure`: a refused key, a rate limit, a server error, a
timeout), said in one line. `respond` is a coroutine, so a model waiting on the network never
holds up the event loop: reminders keep being delivered meanwhile.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from dsh_schedule.host.phrasing import (
    SUGGESTION,
    Create,
    Delete,
    DeleteAll,
    Intent,
    Unclear,
    read_intent,
)
from dsh_schedule.runtime.framing import REMINDER_HEADER
from dsh_schedule.runtime.host_contract import ToolDefinition
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE


@dataclass(frozen=True)
class ToolUse:
    """A tool call the model asked for. `arguments` is what it sent, unchecked: the host's
    registry validates it. `call_id` is the provider's id of the call ("" until the turn
    gives it one)."""

    name: str
    arguments: Any = field(default_factory=dict)
    call_id: str = ""


@dataclass(frozen=True)
class Message:
    """One conversation entry. A followup (user role, queued by a plugin) names its `source`,
    which the user's own text never has. An assistant message may carry the tool `calls` it
    made; a tool message answers one of them (`call_id`), with the tool's rendered result or
    the host's error (`is_error`)."""

    role: Literal["user", "assistant", "tool"]
    text: str
    tool: str | None = None
    source: str | None = None
    call_id: str | None = None
    is_error: bool = False
    calls: tuple[ToolUse, ...] = ()


@dataclass(frozen=True)
class Reply:
    text: str


@dataclass(frozen=True)
class ToolCalls:
    """Tools to run, in order, before the model is asked again; `text` is what the model said
    alongside them, if anything."""

    uses: tuple[ToolUse, ...]
    text: str = ""


@dataclass(frozen=True)
class ModelFailure:
    """The model could not answer; `text` says why in one line, for the user."""

    text: str


Step = Reply | ToolCalls | ModelFailure


class Model(Protocol):
    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        """The next step of the turn whose latest message is `messages[-1]`."""
        ...

    async def close(self) -> None:
        """Release what the model holds (an HTTP client); the model is not used after."""
        ...


HELP = "I can keep reminders for this session. " + SUGGESTION


class OfflineModel:
    """Reads what people type as one schedule request, and presents due reminders."""

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        return offline_step(messages, {tool.name for tool in tools})

    async def close(self) -> None:
        pass


def offline_step(messages: Sequence[Message], available: set[str]) -> Step:
    """The offline model's answer, as a plain function of the conversation."""
    start = max((i for i, m in enumerate(messages) if m.role == "user"), default=None)
    if start is None:
        return Reply(HELP)
    request = messages[start]
    results = [m for m in messages[start + 1 :] if m.role == "tool"]
    if request.source == FOLLOWUP_SOURCE and request.text.startswith(REMINDER_HEADER):
        return Reply(present_reminder(request.text))
    intent = read_intent(request.text)
    if isinstance(intent, Unclear):
        return Reply(intent.reply)
    if not results:
        return _first_step(intent, available)
    if isinstance(intent, DeleteAll) and len(results) > 1:
        return Reply(_deleted_summary(results))
    listed = None if results[-1].is_error else json.loads(results[-1].text)
    if isinstance(intent, DeleteAll) and isinstance(listed, list):
        return _delete_each(listed)
    return Reply(_describe_result(results[-1]))


def _first_step(intent: Intent, available: set[str]) -> Step:
    match intent:
        case Create(after_seconds=seconds, prompt=prompt):
            use = ToolUse("schedule_create", {"prompt": prompt, "after_seconds": seconds})
        case Delete(id=schedule_id):
            use = ToolUse("schedule_delete", {"id": schedule_id})
        case _:  # ListAll, and DeleteAll, which lists first to learn the ids
            use = ToolUse("schedule_list", {})
    if use.name not in available:
        return Reply("Reminders are not available to this agent.")
    return ToolCalls((use,))


def _delete_each(active: list[dict[str, Any]]) -> Step:
    if not active:
        return Reply("You have no pending reminders; there is nothing to delete.")
    return ToolCalls(tuple(ToolUse("schedule_delete", {"id": view["id"]}) for view in active))


def _deleted_summary(results: list[Message]) -> str:
    listing, deletes = results[0], results[1:]
    prompts = {view["id"]: view["prompt"] for view in json.loads(listing.text)}
    done, gone, failed = [], [], []
    for result in deletes:
        value = None if result.is_error else json.loads(result.text)
        if isinstance(value, dict) and value.get("deleted") is True:
            done.append(f"{value['id']} ({prompts.get(value['id'], '?')})")
        elif isinstance(value, dict) and value.get("deleted") is False:
            gone.append(value["id"])
        else:
            failed.append(result.text if value is None else f"{value['code']}")
    lines = [f"Deleted {len(done)}: " + ", ".join(done) + "." if done else "Deleted none."]
    if gone:
        lines.append("Already gone: " + ", ".join(gone) + ".")
    if failed:
        lines.append("Not deleted: " + "; ".join(failed) + ".")
    return " ".join(lines)


def _describe_result(result: Message) -> str:
    if result.is_error:
        return f"The host refused that call: {result.text}"
    value = json.loads(result.text)
    if isinstance(value, dict) and "code" in value and "deleted" not in value:
        return f"That did not work ({value['code']}): {value['message']}"
    if result.tool == "schedule_create":
        return (
            f"OK: I will remind you to {value['prompt']} at {value['scheduledAt']} ({value['id']})."
        )
    if result.tool == "schedule_list":
        if not value:
            return "You have no pending reminders."
        lines = [f"- {v['id']}: {v['prompt']} at {v['scheduledAt']} ({v['state']})" for v in value]
        return "Your reminders:\n" + "\n".join(lines)
    if result.tool == "schedule_delete":
        if value["deleted"]:
            return f"Cancelled {value['id']}."
        return f"There is no pending reminder {value['id']}."
    return json.dumps(value)


def present_reminder(framing: str) -> str:
    """A delivered reminder as the user reads it, straight from its framing."""
    # Split on "\n" alone: the prompt's JSON may hold U+2028 and others that splitlines cuts at.
    fields = dict(line.split(": ", 1) for line in framing.split("\n")[2:] if ": " in line)
    prompt = json.loads(fields["reminder_prompt_json"])
    schedule_id = json.loads(fields["schedule_id_json"])
    return f"Reminder: {prompt} (due {fields['occurrence_at']}, {schedule_id})"
