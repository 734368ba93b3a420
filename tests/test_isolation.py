"""Isolation (SPEC §5.1, §8, §13): ids and reminders are session-local; tools belong to one agent.

- A tool call attributed to any agent other than the one whose scope holds the tool (another
  root, a child on the same session, a fork's agent, an unknown id) is refused with
  `internal_error`, before any flush or append.
- A fork keeps its parent's history but owns none of its reminders: each lists, deletes,
  allocates ids for and delivers only its own, across a restart on the SQLite store too, and
  the presentation of each dispatch finds its own create.
- Independent sessions share nothing: same ids, separate deletes, separate deliveries.
- The tools never appear in child agents or in agents created before the plugin loaded, and
  those agents never get deliveries; an agent that already existed is served only once it is
  resumed after the plugin loads (a restart).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import ToolCall
from dsh_schedule.runtime.outcomes import domain_error
from dsh_schedule.runtime.presentation import schedule_reminder_presentation
from tests.support.changes import create
from tests.support.live import Live, live_test

CREATE, LIST, DELETE = "schedule_create", "schedule_list", "schedule_delete"
NAMES = [CREATE, LIST, DELETE]
ARGUMENTS: dict[str, dict[str, Any]] = {
    CREATE: {"prompt": "not yours", "after_seconds": 5},
    LIST: {},
    DELETE: {"id": "schedule-1"},
}


def _tool_names(live: Live, name: str) -> list[str]:
    return [tool.name for tool in live.host.tools.tools(live.agent(name).scope)]


@pytest.mark.parametrize("tool", NAMES)
@live_test
async def test_a_call_attributed_to_another_agent_is_refused_before_any_persistence(
    tool: str,
) -> None:
    live = await Live.started("main", "other")
    await live.create(60, "mine", "main")
    main = live.agent()
    child = live.host.agents.create("helper", main.session, is_root=False)
    fork = live.host.fork("main", "forked")
    await live.settle()
    handler = next(t for t in live.host.tools.tools(main.scope) if t.name == tool).handler
    flushes = sum(live.sessions.flush_counts.values())
    logs = {name: len(live.agent(name).session.events) for name in ("main", "other", "forked")}
    for agent_id in (live.agent("other").id, child.id, fork.id, "agent-999", ""):
        value = await handler(ToolCall(agent_id, ARGUMENTS[tool]))
        assert value == domain_error("internal_error")
    await live.settle()
    assert sum(live.sessions.flush_counts.values()) == flushes
    assert {n: len(live.agent(n).session.events) for n in logs} == logs
    assert live.host.deliveries == []
    # the rightful caller is still served
    assert not (await live.call(tool, ARGUMENTS[tool])).is_error


async def _fork_world(live: Live) -> None:
    """main holds schedule-1 (10 s) and schedule-2 (20 s); the fork, made after both, holds
    its own schedule-1 (5 s) and deletes nothing of main's."""
    await live.create(10, "parent one", "main")
    await live.create(20, "parent two", "main")
    live.host.fork("main", "forked")
    await live.settle()
    assert await live.value(LIST, {}, "forked") == []
    assert await live.create(5, "fork one", "forked") == "schedule-1"  # ids are session-local
    gone = await live.value(DELETE, {"id": "schedule-2"}, "forked")
    assert gone == {"id": "schedule-2", "deleted": False, "code": "schedule_not_found"}
    assert [v["id"] for v in await live.value(LIST, {}, "main")] == ["schedule-1", "schedule-2"]


async def _check_deliveries(live: Live) -> None:
    await live.advance(30_000)
    assert live.prompts("main") == ["parent one", "parent two"]
    assert live.prompts("forked") == ["fork one"]
    for name, prompts in (("main", ["parent one", "parent two"]), ("forked", ["fork one"])):
        session = live.agent(name).session
        seed = session.header.seed_length
        owned = [e for e in session.events[seed:] if e.type == SCHEDULE_CHANGE]
        dispatches = [e.seq for e in owned if e.data["operation"] == "dispatch"]  # type: ignore[index]
        shown = [schedule_reminder_presentation(session.events, seq, seed) for seq in dispatches]
        assert [p.prompt for p in shown if p is not None] == prompts


@live_test
async def test_a_fork_and_its_parent_never_see_or_deliver_each_others_reminders() -> None:
    live = await Live.started()
    await _fork_world(live)
    await _check_deliveries(live)
    assert await live.value(LIST, {}, "forked") == []
    assert await live.value(LIST, {}, "main") == []


def test_fork_isolation_survives_a_restart_on_the_sqlite_store(tmp_path: Path) -> None:
    database = tmp_path / "sessions.sqlite"

    @live_test
    async def before() -> None:
        live = Live(store=SqliteStore(database))
        await live.load()
        live.host.create_agent("main")
        await _fork_world(live)
        await live.close()

    @live_test
    async def after() -> None:
        live = Live(store=SqliteStore(database))  # a new process's view of the same file
        await live.load()
        for name in ("main", "forked"):
            live.host.open_agent(name)
        await live.settle()
        assert [v["prompt"] for v in await live.value(LIST, {}, "forked")] == ["fork one"]
        await _check_deliveries(live)
        await live.close()

    before()
    after()


@live_test
async def test_independent_sessions_share_no_ids_deletes_or_deliveries() -> None:
    live = await Live.started("a", "b")
    assert await live.create(5, "for a", "a") == "schedule-1"
    assert await live.create(5, "for b", "b") == "schedule-1"
    assert await live.value(DELETE, {"id": "schedule-1"}, "a") == {
        "id": "schedule-1",
        "deleted": True,
    }
    assert [v["prompt"] for v in await live.value(LIST, {}, "b")] == ["for b"]
    await live.advance(5_000)
    assert (live.prompts("a"), live.prompts("b")) == ([], ["for b"])
    assert [e["operation"] for e in live.schedule_events("b")] == ["create", "dispatch"]
    assert [e["operation"] for e in live.schedule_events("a")] == ["create", "delete"]


@live_test
async def test_children_and_earlier_agents_get_no_tools_and_no_deliveries() -> None:
    live = Live()
    early = live.host.create_agent("early")  # before the plugin loads
    # a reminder already in its log (written by an earlier process) stays undelivered here
    early.session.append(
        SCHEDULE_CHANGE,
        create(prompt="early", afterSeconds=1, scheduledAt="2026-01-01T00:00:01.000Z"),
    )
    assert await live.sessions.flush(early.session)
    await live.load()
    early_flushes = live.sessions.flush_counts[early.session.id]
    main = live.host.create_agent("main")
    child = live.host.agents.create("helper", main.session, is_root=False)
    late_child = live.host.agents.create("late-helper", early.session, is_root=False)
    await live.settle()
    await live.create(1, "main's", "main")
    for name in ("early", "helper", "late-helper"):
        assert _tool_names(live, name) == []
        result = await live.call(LIST, {}, name)
        assert (result.is_error, result.text) == (True, "unknown tool 'schedule_list'")
    assert _tool_names(live, "main") == NAMES
    await live.advance(60_000)
    # the child shares main's session: the reminder is delivered once, to main only
    assert [(d.agent, d.message.text.split("\n")[4]) for d in live.host.deliveries] == [
        ("main", 'reminder_prompt_json: "main\'s"')
    ]
    assert child.followups == [] and late_child.followups == [] and early.followups == []
    assert live.sessions.flush_counts[early.session.id] == early_flushes  # nobody reads its log
    # once resumed after the plugin loads, the earlier session's reminder is served
    await live.host.restart()
    await live.settle()
    assert _tool_names(live, "early") == NAMES
    assert live.prompts("early") == ["early"]
    assert live.prompts("main") == ["main's"]  # and main's is not repeated
