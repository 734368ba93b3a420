"""The models a host talks to, and the interface they share.

A model sees the conversation and the tools the agent has, and answers with the next step of
the turn: the final text (`Reply`), tool calls to run before asking again (`ToolCalls`), or a
failure it could not get past (`ModelFailure`: a refused key, a rate limit, a server error, a
timeout), said in one line. `respond` is a coroutine, so a model waiting on the network never
holds up the event loop: reminders keep being delivered meanwhile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, Protocol

from dsh_schedule.host.delivered import DeliveredReminder
from dsh_schedule.runtime.host_contract import ToolDefinition


@dataclass(frozen=True)
class ToolUse:
    """A tool call the model asked for. `arguments` is what it sent, unchecked: the host's
    registry validates it. `call_id` is the provider's id of the call ("" until the turn
    gives it one)."""

    name: str
    arguments: Any = field(default_factory=dict)
    call_id: str = ""


class Message(NamedTuple):
    """One conversation entry. A followup (user role, queued by a plugin) names its `source`,
    which the user's own text never has. An assistant message may carry the tool `calls` it
    made; a tool message answers one of them (`call_id`), with the tool's rendered result or
    the host's error (`is_error`). A named tuple: a turn builds several a delivery, and a frozen
    dataclass pays for setting each of its eight fields."""

    role: Literal["user", "assistant", "tool"]
    text: str
    tool: str | None = None
    source: str | None = None
    call_id: str | None = None
    is_error: bool = False
    calls: tuple[ToolUse, ...] = ()
    reminders: tuple[DeliveredReminder, ...] | None = None
    """What a followup's reminder framing delivers, read once where its turn begins (the
    model presents them, the turn's report names them); None for any other message, and for
    one read back from the log (its framing is then read from `text`)."""


class Reply(NamedTuple):
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
