"""What the tool tests share: the three tools on the embedded host without an owner
(`bare_tools`), so the flushes counted are the tools' own and `confirmed` counts the owner
recompute requests (`lane.on_confirmed` listeners); and the results they expect, where a
message may be any non-empty string."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dsh_schedule.runtime.events import SessionEvent
from dsh_schedule.runtime.host_contract import AppendGuard, Session, ToolDefinition
from dsh_schedule.runtime.lane import AgentLane
from tests.support.live import START, Live, LiveAgent, bare_tools

CREATE, LIST, DELETE = "schedule_create", "schedule_list", "schedule_delete"


@dataclass
class Bare:
    """The tools of agent `main` on a host with no owner, and the recompute requests heard."""

    live: Live
    agent: LiveAgent
    lane: AgentLane
    confirmed: list[None]

    @property
    def flushes(self) -> int:
        return self.live.flushes()

    @property
    def session_events(self) -> list[Any]:
        return [(e.type, e.data) for e in self.agent.session.events]


async def bare_started(*, invariant: bool = True, start: int | None = None) -> Bare:
    """A host with the tools and no owner, its clock at START unless told."""
    live = Live(invariant=invariant, schedule=False, start=START if start is None else start)
    await live.load()
    live.host.create_agent("main")
    agent = live.agent()
    lane = bare_tools(live, agent)
    confirmed: list[None] = []
    lane.on_confirmed(lambda: confirmed.append(None))
    return Bare(live, agent, lane, confirmed)


def error_of(code: str) -> dict[str, Any]:
    """The error result of `code`, with any message."""
    return {"code": code, "message": {"$any": "string"}}


def matches(expected: Any, actual: Any) -> bool:
    """Whether `actual` is `expected`, keys in order, where `{"$any": "string"}` is any text."""
    if expected == {"$any": "string"}:
        return isinstance(actual, str) and bool(actual)
    if isinstance(expected, dict):
        return (
            isinstance(actual, dict)
            and list(expected) == list(actual)
            and all(matches(v, actual[k]) for k, v in expected.items())
        )
    return bool(expected == actual)


def uncertain(operation: str, schedule_id: str | None = None) -> dict[str, Any]:
    """The `persistence_uncertain` result of `operation`, with any message."""
    value = {"code": "persistence_uncertain", "message": {"$any": "string"}, "operation": operation}
    if schedule_id is not None:
        value["id"] = schedule_id
    return value


def view_of(schedule_id: str, prompt: str, after_seconds: int, at: str, state: str) -> Any:
    """The view of an `after` record, as the tools return it."""
    return {
        "id": schedule_id,
        "kind": "after",
        "prompt": prompt,
        "afterSeconds": after_seconds,
        "scheduledAt": at,
        "state": state,
        "deliveryMode": "session-local",
    }


def tool_named(bare: Bare, name: str) -> ToolDefinition:
    """The agent's tool called `name`."""
    (tool,) = [t for t in bare.live.host.tools.tools(bare.agent.scope) if t.name == name]
    return tool


def raising_guard(error: Exception, operation: str) -> AppendGuard:
    """An append guard that raises `error` on a schedule change of `operation`."""

    def guard(session: Session, candidate: SessionEvent) -> None:
        data = candidate.data
        if isinstance(data, dict) and data.get("operation") == operation:
            raise error

    return guard
