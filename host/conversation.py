"""The conversation kept in the session log, so that a model sees its history after a restart.

Every message of a turn is appended as a `message` event (the schedule fold ignores them) and
becomes durable with the session's next flush. Reading it back restores the messages in order.
A restart can cut a turn between a model's tool calls and their results (the calls were
flushed by the tool's own barrier, the results not yet); such a call gets a result saying so,
because the providers refuse a history with a call left unanswered. An entry that is not a
message this host wrote is left out.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dsh_schedule.host.models import Message, ToolUse
from dsh_schedule.runtime.events import Event

MESSAGE_EVENT = "message"
LOST_RESULT = "the result of this call was lost when the host restarted"


def message_data(message: Message) -> dict[str, Any]:
    """The event data of `message`: only the fields it uses."""
    data: dict[str, Any] = {"role": message.role, "text": message.text}
    if message.tool is not None:
        data["tool"] = message.tool
    if message.source is not None:
        data["source"] = message.source
    if message.call_id is not None:
        data["call_id"] = message.call_id
    if message.is_error:
        data["is_error"] = True
    if message.calls:
        data["calls"] = [
            {"id": use.call_id, "name": use.name, "arguments": use.arguments}
            for use in message.calls
        ]
    return data


def message_from_data(data: Any) -> Message | None:
    """The message an event's data holds, or None when it is not one this host wrote."""
    if not isinstance(data, dict) or data.get("role") not in ("user", "assistant", "tool"):
        return None
    text, calls = data.get("text"), data.get("calls", [])
    tool, source, call_id = data.get("tool"), data.get("source"), data.get("call_id")
    if not isinstance(text, str) or not isinstance(calls, list):
        return None
    for value in (tool, source, call_id):
        if value is not None and not isinstance(value, str):
            return None
    uses = []
    for call in calls:
        if not (isinstance(call, dict) and isinstance(call.get("id"), str)):
            return None
        if not isinstance(call.get("name"), str):
            return None
        uses.append(ToolUse(call["name"], call.get("arguments"), call["id"]))
    return Message(
        data["role"], text, tool, source, call_id, data.get("is_error") is True, tuple(uses)
    )


def load_conversation(
    events: Iterable[Event], held: tuple[Event, Message] | None = None
) -> list[Message]:
    """The messages of a session's log, every tool call answered, every answer to a call.
    `held`, when given, is an event of the log and the message its caller holds for it
    already (a turn's reminder, its framing read once), which stands for it."""
    messages: list[Message] = []
    open_calls: dict[str, ToolUse] = {}
    for event in events:
        if event.type != MESSAGE_EVENT:
            continue
        if held is not None and event is held[0]:
            message: Message | None = held[1]
        else:
            message = message_from_data(event.data)
        if message is None:
            continue
        if message.role == "tool":
            if message.call_id not in open_calls:
                continue  # answers no call this history holds (an older host's entry)
            del open_calls[message.call_id]
        elif open_calls:
            messages.extend(_close(open_calls))
        messages.append(message)
        for use in message.calls:
            open_calls[use.call_id] = use
    if open_calls:
        messages.extend(_close(open_calls))
    return messages


def _close(open_calls: dict[str, ToolUse]) -> list[Message]:
    lost = [
        Message("tool", LOST_RESULT, tool=use.name, call_id=use.call_id, is_error=True)
        for use in open_calls.values()
    ]
    open_calls.clear()
    return lost
