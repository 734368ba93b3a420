"""The model interface and an offline, rule-based model so the host runs without a network.

A model sees the conversation and the tools the agent has, and answers with either one tool
use or the final text of the turn. That is the whole interface: a client for a real LLM
implements `Model.respond` by sending `messages` and each tool's name, description and
argument schema, and mapping the reply back to `ToolUse` or `Reply`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from dsh_schedule.runtime.framing import REMINDER_HEADER
from dsh_schedule.runtime.host_contract import ToolDefinition
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE


@dataclass(frozen=True)
class Message:
    """One conversation entry. A tool message carries the tool's rendered result; a followup
    (user role, queued by a plugin) names its `source`, which the user's own text never has."""

    role: Literal["user", "assistant", "tool"]
    text: str
    tool: str | None = None
    source: str | None = None


@dataclass(frozen=True)
class ToolUse:
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Reply:
    text: str


class Model(Protocol):
    def respond(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition]
    ) -> ToolUse | Reply:
        """The next step of the turn whose latest message is `messages[-1]`."""
        ...


_UNITS = {"s": 1, "sec": 1, "second": 1, "m": 60, "min": 60, "minute": 60, "h": 3600, "hour": 3600}
_DURATION = r"(?P<n>\d+)\s*(?P<unit>seconds?|secs?|s|minutes?|mins?|m|hours?|h)\b"
_REMIND_IN = re.compile(rf"remind me in {_DURATION}\s*(?:to\s+)?(?P<what>.+)", re.I | re.S)
_REMIND_TO = re.compile(rf"remind me (?:to\s+)?(?P<what>.+?)\s+in {_DURATION}\s*\.?$", re.I | re.S)
_CANCEL = re.compile(r"\b(?:cancel|delete|remove)\s+(?:reminder\s+)?(?P<id>\S+)", re.I)
_LIST = re.compile(r"\b(?:list|show|what are)\b.*\breminders?\b|^reminders\??$", re.I)
_SAFE_INTEGER_DIGITS = len(str(2**53 - 1))
HELP = (
    "I can keep reminders for this session. Try: 'remind me in 5 seconds to stretch', "
    "'list my reminders' or 'cancel schedule-1'."
)


class OfflineModel:
    """Maps a few phrasings to the schedule tools and presents due reminders."""

    def respond(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition]
    ) -> ToolUse | Reply:
        latest = messages[-1]
        if latest.role == "tool":
            return Reply(_describe_result(latest.tool or "", json.loads(latest.text)))
        if latest.role != "user":
            return Reply(HELP)
        if latest.source == FOLLOWUP_SOURCE and latest.text.startswith(REMINDER_HEADER):
            return Reply(_present_reminder(latest.text))
        return _intent(latest.text.strip(), {tool.name for tool in tools})


def _intent(text: str, available: set[str]) -> ToolUse | Reply:
    for pattern in (_REMIND_IN, _REMIND_TO):
        match = pattern.match(text)
        if match:
            if len(match["n"].lstrip("0")) > _SAFE_INTEGER_DIGITS:  # nor can int() read it
                return Reply("That number is too large for a reminder.")
            unit = match["unit"].lower().rstrip("s") or "s"
            seconds = int(match["n"]) * _UNITS[unit]
            return _use(available, "schedule_create", prompt=match["what"], after_seconds=seconds)
    cancel = _CANCEL.search(text)
    if cancel:
        return _use(available, "schedule_delete", id=cancel["id"].rstrip(".,!?"))
    if _LIST.search(text):
        return _use(available, "schedule_list")
    return Reply(HELP)


def _use(available: set[str], name: str, **arguments: Any) -> ToolUse | Reply:
    if name not in available:
        return Reply("Reminders are not available to this agent.")
    return ToolUse(name, arguments)


def _describe_result(tool: str, value: Any) -> str:
    if isinstance(value, dict) and "code" in value and "deleted" not in value:
        return f"That did not work ({value['code']}): {value['message']}"
    if tool == "schedule_create":
        return (
            f"OK: I will remind you to {value['prompt']} at {value['scheduledAt']} ({value['id']})."
        )
    if tool == "schedule_list":
        if not value:
            return "You have no pending reminders."
        lines = [f"- {v['id']}: {v['prompt']} at {v['scheduledAt']} ({v['state']})" for v in value]
        return "Your reminders:\n" + "\n".join(lines)
    if tool == "schedule_delete":
        if value["deleted"]:
            return f"Cancelled {value['id']}."
        return f"There is no pending reminder {value['id']}."
    return json.dumps(value)


def _present_reminder(framing: str) -> str:
    # Split on "\n" alone: the prompt's JSON may hold U+2028 and others that splitlines cuts at.
    fields = dict(line.split(": ", 1) for line in framing.split("\n")[2:] if ": " in line)
    prompt = json.loads(fields["reminder_prompt_json"])
    schedule_id = json.loads(fields["schedule_id_json"])
    return f"Reminder: {prompt} (due {fields['occurrence_at']}, {schedule_id})"
