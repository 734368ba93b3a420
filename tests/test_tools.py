"""The three tools on the embedded host (SPEC §6): every outcome and every failure boundary.

Most tests run the tools without an owner (`bare_tools`), so the flushes counted are the
tools' own; `confirmed` counts the owner recompute requests (`lane.on_confirmed` listeners).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any, cast

import pytest

from dsh_schedule.host.errors import FlushRejectedError
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.host_contract import AppendGuard, Session, ToolCall, ToolDefinition
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.jsjson import render_json
from dsh_schedule.runtime.lane import AgentLane
from tests.support.changes import create
from tests.support.live import (
    FAULTS,
    SECRET,
    START,
    CountingClock,
    FailingClock,
    Gate,
    Live,
    LiveAgent,
    bare_tools,
    fail_flush,
    live_test,
    spin,
)

CREATE, LIST, DELETE = "schedule_create", "schedule_list", "schedule_delete"
CODES = {
    "invalid_prompt",
    "invalid_selector",
    "invalid_rule",
    "time_out_of_range",
    "corrupt_schedule_log",
    "persistence_uncertain",
    "internal_error",
}


@dataclass
class Bare:
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


async def _bare(*, invariant: bool = True, start: int | None = None) -> Bare:
    live = Live(invariant=invariant, schedule=False, start=START if start is None else start)
    await live.load()
    live.host.create_agent("main")
    agent = live.agent()
    lane = bare_tools(live, agent)
    confirmed: list[None] = []
    lane.on_confirmed(lambda: confirmed.append(None))
    return Bare(live, agent, lane, confirmed)


def _error(code: str) -> dict[str, Any]:
    return {"code": code, "message": {"$any": "string"}}


def _matches(expected: Any, actual: Any) -> bool:
    if expected == {"$any": "string"}:
        return isinstance(actual, str) and bool(actual)
    if isinstance(expected, dict):
        return (
            isinstance(actual, dict)
            and list(expected) == list(actual)
            and all(_matches(v, actual[k]) for k, v in expected.items())
        )
    return bool(expected == actual)


def _uncertain(operation: str, schedule_id: str | None = None) -> dict[str, Any]:
    value = {"code": "persistence_uncertain", "message": {"$any": "string"}, "operation": operation}
    if schedule_id is not None:
        value["id"] = schedule_id
    return value


def _view(schedule_id: str, prompt: str, after_seconds: int, at: str, state: str) -> Any:
    return {
        "id": schedule_id,
        "kind": "after",
        "prompt": prompt,
        "afterSeconds": after_seconds,
        "scheduledAt": at,
        "state": state,
        "deliveryMode": "session-local",
    }


def _tool(bare: Bare, name: str) -> ToolDefinition:
    (tool,) = [t for t in bare.live.host.tools.tools(bare.agent.scope) if t.name == name]
    return tool


# --- successful calls and flush counts ------------------------------------------------------


@live_test
async def test_create_returns_the_view_after_two_flushes() -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, {"prompt": "  check logs  ", "after_seconds": 30})
    view = _view("schedule-1", "check logs", 30, "2026-01-01T00:00:30.000Z", "scheduled")
    assert (result.is_error, result.value) == (False, view)
    assert result.text == (
        '{"id":"schedule-1","kind":"after","prompt":"check logs","afterSeconds":30,'
        '"scheduledAt":"2026-01-01T00:00:30.000Z","state":"scheduled",'
        '"deliveryMode":"session-local"}'
    )
    assert bare.flushes == 2
    assert len(bare.confirmed) == 2  # preflight and barrier each ask the owner to recompute
    assert bare.session_events == [
        (
            SCHEDULE_CHANGE,
            create(
                "schedule-1",
                prompt="check logs",
                afterSeconds=30,
                scheduledAt="2026-01-01T00:00:30.000Z",
            ),
        )
    ]
    assert bare.agent.session.unflushed == ()


@live_test
async def test_list_shows_active_records_in_create_order_with_one_now_after_one_flush() -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "later", "after_seconds": 10})
    await bare.live.value(CREATE, {"prompt": "sooner", "after_seconds": 5})
    before, confirmed = bare.flushes, len(bare.confirmed)
    bare.live.clock.advance(5_000)
    assert await bare.live.value(LIST, {}) == [
        _view("schedule-1", "later", 10, "2026-01-01T00:00:10.000Z", "scheduled"),
        _view("schedule-2", "sooner", 5, "2026-01-01T00:00:05.000Z", "overdue"),
    ]
    assert (bare.flushes - before, len(bare.confirmed) - confirmed) == (1, 1)
    assert len(bare.agent.session.events) == 2


@live_test
async def test_an_empty_list_renders_as_an_empty_array() -> None:
    bare = await _bare()
    result = await bare.live.call(LIST, {})
    assert (result.is_error, result.value, result.text) == (False, [], "[]")
    assert bare.flushes == 1


@live_test
async def test_delete_of_an_active_id_appends_a_delete_after_two_flushes() -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    before = bare.flushes
    result = await bare.live.call(DELETE, {"id": "schedule-1"})
    assert (result.value, result.text) == (
        {"id": "schedule-1", "deleted": True},
        '{"id":"schedule-1","deleted":true}',
    )
    assert bare.flushes - before == 2
    assert bare.live.schedule_events()[-1] == {
        "version": 1,
        "operation": "delete",
        "id": "schedule-1",
    }
    assert bare.agent.session.unflushed == ()
    assert await bare.live.value(LIST, {}) == []


@live_test
async def test_delete_of_an_unknown_or_finished_id_is_not_found_after_one_flush() -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    await bare.live.value(DELETE, {"id": "schedule-1"})
    for schedule_id in ("schedule-1", "schedule-9", "custom"):
        before, events = bare.flushes, len(bare.agent.session.events)
        result = await bare.live.call(DELETE, {"id": schedule_id})
        assert result.value == {"id": schedule_id, "deleted": False, "code": "schedule_not_found"}
        assert (
            result.text == f'{{"id":"{schedule_id}","deleted":false,"code":"schedule_not_found"}}'
        )
        assert bare.flushes - before == 1
        assert len(bare.agent.session.events) == events


@live_test
async def test_ids_are_never_reused_after_delete() -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "a", "after_seconds": 5})
    await bare.live.value(DELETE, {"id": "schedule-1"})
    created = await bare.live.value(CREATE, {"prompt": "b", "after_seconds": 5})
    assert created["id"] == "schedule-2"


@live_test
async def test_an_integral_float_delay_is_a_whole_number_of_seconds() -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 2.0})
    assert result.value["afterSeconds"] == 2
    assert '"afterSeconds":2,' in result.text
    assert bare.live.schedule_events()[0]["schedule"]["afterSeconds"] == 2


@live_test
async def test_only_js_whitespace_is_trimmed_from_a_prompt() -> None:
    bare = await _bare()
    # U+001C is whitespace to Python's str.strip() but not to JavaScript's trim().
    created = await bare.live.value(CREATE, {"prompt": "\u3000\x1c\ufeff", "after_seconds": 1})
    assert created["prompt"] == "\x1c"


# --- shape errors: before any persistence -----------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({"prompt": "x", "after_seconds": 5, "at": "2026-01-01T00:00:00.000Z"}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "every_seconds": 5}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "cron": "* * * * *"}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "time_zone": "UTC"}, "invalid_selector"),
        ({"prompt": "x", "after_seconds": 5, "id": "schedule-1"}, "invalid_selector"),
        ({"prompt": "", "after_seconds": 0, "cron": "x"}, "invalid_selector"),
        ({"prompt": "", "after_seconds": 5}, "invalid_prompt"),
        ({"prompt": "  \t\n ", "after_seconds": 5}, "invalid_prompt"),
        ({"prompt": "\u00a0\u2028\u3000\ufeff", "after_seconds": 5}, "invalid_prompt"),
        ({"prompt": " ", "after_seconds": 0}, "invalid_prompt"),
        ({"prompt": "x", "after_seconds": 0}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": -1}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": -0.0}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": 1.5}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": 2**53}, "invalid_rule"),
        ({"prompt": "x", "after_seconds": 1e300}, "invalid_rule"),
    ],
)
@live_test
async def test_create_shape_errors_persist_nothing(arguments: dict[str, Any], code: str) -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, arguments)
    assert (result.is_error, _matches(_error(code), result.value)) == (False, True)
    assert result.text == render_json(result.value)
    assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (0, [], [])


@pytest.mark.parametrize("schedule_id", ["", " schedule-1", "schedule-1 ", "\ufeffa", "a\u2028"])
@live_test
async def test_delete_of_an_empty_or_padded_id_is_invalid_rule_before_persistence(
    schedule_id: str,
) -> None:
    bare = await _bare()
    result = await bare.live.call(DELETE, {"id": schedule_id})
    assert _matches(_error("invalid_rule"), result.value)
    assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (0, [], [])


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (CREATE, {"prompt": "", "after_seconds": 0, "cron": "x"}),
        (LIST, {}),
        (DELETE, {"id": "schedule-1"}),
    ],
)
@live_test
async def test_a_call_from_another_agent_is_an_internal_error(
    name: str, arguments: dict[str, Any]
) -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "mine", "after_seconds": 5})
    other = bare.live.host.create_agent("other")
    before, events = bare.flushes, len(bare.agent.session.events)
    value = await _tool(bare, name).handler(ToolCall(agent_id=other.id, arguments=arguments))
    assert _matches(_error("internal_error"), value)
    assert (bare.flushes, len(bare.agent.session.events)) == (before, events)
    assert bare.live.sessions.flush_counts[other.session.id] == 0


@pytest.mark.parametrize("schedule_id", ["", " schedule-1", "schedule-1\u3000"])
@live_test
async def test_delete_checks_the_id_before_the_calling_agent(schedule_id: str) -> None:
    bare = await _bare()
    other = bare.live.host.create_agent("other")
    call = ToolCall(agent_id=other.id, arguments={"id": schedule_id})
    assert _matches(_error("invalid_rule"), await _tool(bare, DELETE).handler(call))
    assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (0, [], [])


# --- domain errors after the preflight ------------------------------------------------------


@live_test
async def test_a_clock_that_raises_is_an_internal_error() -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    clock = FailingClock(bare.live.clock.now_ms())
    bare.lane.clock = clock
    clock.failing = True
    for name, arguments in ((CREATE, {"prompt": "y", "after_seconds": 5}), (LIST, {})):
        result = await bare.live.call(name, arguments)
        assert _matches(_error("internal_error"), result.value)
        assert SECRET not in result.text
    assert len(bare.agent.session.events) == 1
    clock.failing = False
    assert (await bare.live.value(CREATE, {"prompt": "y", "after_seconds": 5}))[
        "id"
    ] == "schedule-2"


@pytest.mark.parametrize("after_seconds", [9007199254740991, 253402300799])
@live_test
async def test_a_target_past_the_representable_range_is_time_out_of_range(
    after_seconds: int,
) -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": after_seconds})
    assert _matches(_error("time_out_of_range"), result.value)
    assert (bare.flushes, bare.agent.session.events) == (1, [])


@live_test
async def test_the_year_9999_boundary() -> None:
    bare = await _bare(start=parse_instant("9999-12-31T23:59:50.000Z"))
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 10})
    assert _matches(_error("time_out_of_range"), result.value)
    created = await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 9})
    assert (created["id"], created["scheduledAt"]) == ("schedule-1", "9999-12-31T23:59:59.000Z")


@pytest.mark.parametrize(
    "data",
    [
        {"version": 2, "operation": "create"},
        {"version": 1, "operation": "dispatch", "id": "schedule-1"},
        "not an object",
    ],
)
@live_test
async def test_a_corrupt_log_is_reported_by_every_tool_and_never_written(data: Any) -> None:
    bare = await _bare(invariant=False)
    bare.agent.session.append(SCHEDULE_CHANGE, data)
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (LIST, {}),
        (DELETE, {"id": "schedule-1"}),
    ):
        before = bare.flushes
        result = await bare.live.call(name, arguments)
        assert _matches(_error("corrupt_schedule_log"), result.value)
        assert bare.flushes - before == 1
    assert len(bare.agent.session.events) == 1


class _HostileType(str):
    """An event type whose comparison raises: a fold failure that is not a corrupt log."""

    __slots__ = ()

    def __ne__(self, other: object) -> bool:
        raise RuntimeError(SECRET)


@live_test
async def test_a_fold_that_fails_otherwise_is_an_internal_error() -> None:
    bare = await _bare(invariant=False)
    bare.agent.session.append(_HostileType("note"), {})
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (LIST, {}),
        (DELETE, {"id": "schedule-1"}),
    ):
        result = await bare.live.call(name, arguments)
        assert _matches(_error("internal_error"), result.value)
        assert SECRET not in result.text
    assert len(bare.agent.session.events) == 1


# --- the preflight and the barrier ----------------------------------------------------------


@pytest.mark.parametrize("how", FAULTS)
@live_test
async def test_a_failed_preflight_is_persistence_uncertain_and_writes_nothing(how: str) -> None:
    for name, arguments, expected in (
        (CREATE, {"prompt": "x", "after_seconds": 5}, _uncertain("create")),
        (LIST, {}, _uncertain("list")),
        (DELETE, {"id": "schedule-1"}, _uncertain("delete", "schedule-1")),
    ):
        bare = await _bare()
        fail_flush(bare.live, how)
        result = await bare.live.call(name, arguments)
        assert (result.is_error, _matches(expected, result.value)) == (False, True), result.text
        assert SECRET not in result.text
        assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (1, [], [])


@live_test
async def test_a_session_that_is_not_live_is_persistence_uncertain_without_flushing() -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    bare.agent.session.detach()
    before = bare.flushes
    for name, arguments, expected in (
        (CREATE, {"prompt": "x", "after_seconds": 5}, _uncertain("create")),
        (LIST, {}, _uncertain("list")),
        (DELETE, {"id": "schedule-1"}, _uncertain("delete", "schedule-1")),
        (DELETE, {"id": "schedule-7"}, _uncertain("delete", "schedule-7")),
    ):
        assert _matches(expected, await bare.live.value(name, arguments))
    assert bare.flushes == before
    assert len(bare.agent.session.events) == 1


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_failed_create_barrier_keeps_the_event_and_returns_the_id(how: str) -> None:
    bare = await _bare()
    fail_flush(bare.live, how, skip=1)
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 5})
    assert _matches(_uncertain("create", "schedule-1"), result.value), result.text
    assert SECRET not in result.text
    assert len(bare.confirmed) == 1  # the preflight only
    assert bare.live.schedule_events() == [
        create("schedule-1", prompt="x", afterSeconds=5, scheduledAt="2026-01-01T00:00:05.000Z")
    ]
    assert len(bare.agent.session.unflushed) == 1
    bare.live.sessions.persistence.attached = True
    # The next successful preflight confirms it, and list tells the truth.
    listed = await bare.live.value(LIST, {})
    assert [view["id"] for view in listed] == ["schedule-1"]
    assert not bare.agent.session.unflushed


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_failed_delete_barrier_keeps_the_event_and_returns_the_id(how: str) -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    confirmed = len(bare.confirmed)
    fail_flush(bare.live, how, skip=1)
    result = await bare.live.call(DELETE, {"id": "schedule-1"})
    assert _matches(_uncertain("delete", "schedule-1"), result.value), result.text
    assert len(bare.confirmed) - confirmed == 1
    assert bare.live.schedule_events()[-1]["operation"] == "delete"
    assert len(bare.agent.session.unflushed) == 1
    bare.live.sessions.persistence.attached = True
    assert await bare.live.value(LIST, {}) == []
    assert not bare.agent.session.unflushed


@pytest.mark.parametrize(
    ("barrier_ms", "state"), [(999, "scheduled"), (1_000, "overdue"), (2_000, "overdue")]
)
@live_test
async def test_the_created_view_reads_the_clock_after_the_barrier(
    barrier_ms: int, state: str
) -> None:
    bare = await _bare()

    async def slow_barrier(session: Session) -> None:
        bare.live.clock.advance(barrier_ms)

    bare.live.sessions.hooks.extend([None, slow_barrier])
    created = await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 1})
    assert created == _view("schedule-1", "x", 1, "2026-01-01T00:00:01.000Z", state)


class _NonNumberClock(FailingClock):
    """A clock whose wall time, while `failing` is set, is not a number at all."""

    def now_ms(self) -> int:
        return cast(int, None) if self.failing else super().now_ms()


@pytest.mark.parametrize("clock_class", [FailingClock, _NonNumberClock])
@live_test
async def test_a_clock_that_fails_after_the_barrier_still_returns_the_saved_view(
    clock_class: type[FailingClock],
) -> None:
    bare = await _bare()
    clock = clock_class(START)
    bare.lane.clock = clock

    async def break_clock(session: Session) -> None:
        clock.failing = True

    bare.live.sessions.hooks.extend([None, break_clock])
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 1})
    view = _view("schedule-1", "x", 1, "2026-01-01T00:00:01.000Z", "scheduled")
    assert (result.is_error, result.value) == (False, view)
    assert bare.agent.session.unflushed == ()
    assert any("clock" in m for m in bare.live.messages())


@live_test
async def test_a_failing_owner_notification_never_undoes_a_confirmed_result() -> None:
    bare = await _bare()

    def failing_notification() -> None:
        raise RuntimeError(SECRET)

    bare.lane.on_confirmed(failing_notification)  # the counting listener still hears each
    created = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 5})
    view = _view("schedule-1", "x", 5, "2026-01-01T00:00:05.000Z", "scheduled")
    assert (created.is_error, created.value) == (False, view)
    listed = await bare.live.call(LIST, {})
    assert (listed.is_error, listed.value) == (False, [view])
    deleted = await bare.live.call(DELETE, {"id": "schedule-1"})
    assert (deleted.is_error, deleted.value) == (False, {"id": "schedule-1", "deleted": True})
    assert not any(SECRET in r.text for r in (created, listed, deleted))
    assert (bare.flushes, len(bare.confirmed)) == (5, 5)
    assert [e["operation"] for e in bare.live.schedule_events()] == ["create", "delete"]
    assert bare.agent.session.unflushed == ()
    failures = [m for kind, m in bare.live.logger.messages if "notif" in m]
    assert len(failures) == 5


@live_test
async def test_a_disposed_confirmation_listener_hears_no_more_and_the_others_still_do() -> None:
    bare = await _bare()
    heard: list[None] = []
    unsubscribe = bare.lane.on_confirmed(lambda: heard.append(None))
    await bare.live.call(LIST, {})
    unsubscribe()
    unsubscribe()  # once, however often it is called
    await bare.live.call(LIST, {})
    assert (len(heard), len(bare.confirmed)) == (1, 2)


@live_test
async def test_a_preflight_never_answers_from_an_unconfirmed_suffix() -> None:
    bare = await _bare()
    fail_flush(bare.live, "false", skip=1)
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})  # barrier fails
    # Unconfirmed as well: a raw create and a raw delete of it.
    bare.agent.session.append(
        SCHEDULE_CHANGE,
        create("custom", prompt="raw", afterSeconds=5, scheduledAt="2026-01-01T00:00:05.000Z"),
    )
    bare.agent.session.append(
        SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": "custom"}
    )
    for name, arguments, expected in (
        (LIST, {}, _uncertain("list")),
        (DELETE, {"id": "schedule-1"}, _uncertain("delete", "schedule-1")),
        (DELETE, {"id": "custom"}, _uncertain("delete", "custom")),
        (DELETE, {"id": "schedule-2"}, _uncertain("delete", "schedule-2")),
        (CREATE, {"prompt": "y", "after_seconds": 5}, _uncertain("create")),
    ):
        assert _matches(expected, await bare.live.value(name, arguments))
    assert len(bare.agent.session.events) == 3
    bare.live.sessions.persistence.attached = True
    assert [v["id"] for v in await bare.live.value(LIST, {})] == ["schedule-1"]
    assert (await bare.live.value(DELETE, {"id": "custom"}))["deleted"] is False


# --- appends refused by a guard -------------------------------------------------------------


class _InjectingClock(CountingClock):
    """A lane clock that, once, appends a raw create of `schedule-1` when the tool reads it."""

    def __init__(self, wall_ms: int, session: Session) -> None:
        super().__init__(wall_ms)
        self.session: Session | None = session

    def now_ms(self) -> int:
        session, self.session = self.session, None
        if session is not None:
            session.append(
                SCHEDULE_CHANGE,
                create(
                    "schedule-1",
                    prompt="raw",
                    afterSeconds=9,
                    scheduledAt="2026-01-01T00:00:09.000Z",
                ),
            )
        return super().now_ms()


@live_test
async def test_a_create_refused_by_the_invariant_is_a_corrupt_log() -> None:
    bare = await _bare()
    # Between the id allocation and the append, schedule-1 is taken by another writer:
    # the companion refuses the tool's create as a reused id.
    bare.lane.clock = _InjectingClock(bare.live.clock.now_ms(), bare.agent.session)
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 5})
    assert _matches(_error("corrupt_schedule_log"), result.value)
    assert bare.live.schedule_events() == [
        create("schedule-1", prompt="raw", afterSeconds=9, scheduledAt="2026-01-01T00:00:09.000Z")
    ]
    assert bare.flushes == 1  # no barrier


def _guard(error: Exception, operation: str) -> AppendGuard:
    def guard(session: Session, candidate: SessionEvent) -> None:
        data = candidate.data
        if isinstance(data, dict) and data.get("operation") == operation:
            raise error

    return guard


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (ScheduleLogError(SECRET), "corrupt_schedule_log"),
        (RuntimeError(SECRET), "internal_error"),
        (FlushRejectedError(SECRET), "internal_error"),
    ],
)
@live_test
async def test_an_append_refused_by_a_guard_is_a_value_and_leaves_the_log(
    error: Exception, code: str
) -> None:
    bare = await _bare()
    await bare.live.value(CREATE, {"prompt": "keep", "after_seconds": 5})
    bare.live.sessions.add_append_guard(_guard(error, "create"))
    bare.live.sessions.add_append_guard(_guard(error, "delete"))
    before, events = bare.flushes, list(bare.agent.session.events)
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (DELETE, {"id": "schedule-1"}),
    ):
        result = await bare.live.call(name, arguments)
        assert _matches(_error(code), result.value)
        assert SECRET not in result.text
    assert bare.flushes - before == 2  # the preflights only
    assert list(bare.agent.session.events) == events


# --- fixed messages -------------------------------------------------------------------------


@live_test
async def test_messages_are_fixed_per_code_and_never_carry_exception_text() -> None:
    values: list[Any] = []
    texts: list[str] = []

    async def collect(bare: Bare, name: str, arguments: Any) -> None:
        result = await bare.live.call(name, arguments)
        assert not result.is_error
        values.append(result.value)
        texts.append(result.text)

    bare = await _bare()
    for arguments in (
        {"prompt": "x", "after_seconds": 5, "cron": "x"},
        {"prompt": "", "after_seconds": 5},
        {"prompt": "x", "after_seconds": 0},
        {"prompt": "x", "after_seconds": 2**53 - 1},
    ):
        await collect(bare, CREATE, arguments)
    await collect(bare, DELETE, {"id": " "})
    for how in FAULTS:
        calls: tuple[tuple[str, dict[str, Any]], ...] = (
            (LIST, {}),
            (DELETE, {"id": "x"}),
            (CREATE, {"prompt": "x", "after_seconds": 5}),
        )
        for name, arguments in calls:
            bare = await _bare()
            fail_flush(bare.live, how)
            await collect(bare, name, arguments)
    bare = await _bare()
    bare.live.sessions.add_append_guard(_guard(RuntimeError(SECRET), "create"))
    await collect(bare, CREATE, {"prompt": "x", "after_seconds": 5})
    bare = await _bare()
    bare.live.sessions.add_append_guard(_guard(ScheduleLogError(SECRET), "create"))
    await collect(bare, CREATE, {"prompt": "x", "after_seconds": 5})
    bare = await _bare(invariant=False)
    bare.agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": SECRET})
    await collect(bare, LIST, {})
    other = bare.live.host.create_agent("other")
    values.append(await _tool(bare, LIST).handler(ToolCall(other.id, {})))

    messages: dict[str, set[str]] = {}
    for value in values:
        messages.setdefault(value["code"], set()).add(value["message"])
    assert set(messages) == CODES
    assert all(len(fixed) == 1 for fixed in messages.values()), messages
    assert not any(SECRET in text for text in texts)
    assert not any(SECRET in render_json(value) for value in values)


# --- cancellation and the FIFO --------------------------------------------------------------


@live_test
async def test_a_call_cancelled_while_waiting_in_the_fifo_persists_nothing() -> None:
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (DELETE, {"id": "schedule-1"}),
    ):
        bare = await _bare()
        if name == DELETE:
            await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
        before, events = bare.flushes, len(bare.agent.session.events)
        await bare.lane.fifo.acquire()
        call = asyncio.create_task(bare.live.call(name, arguments))
        await spin()
        assert not call.done()
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        bare.lane.fifo.release()
        await spin()
        assert (bare.flushes - before, len(bare.agent.session.events)) == (0, events)
        # The FIFO still works and nothing was allocated.
        listed = await bare.live.value(LIST, {})
        assert [v["id"] for v in listed] == (["schedule-1"] if name == DELETE else [])


@live_test
async def test_a_call_cancelled_during_its_preflight_persists_nothing() -> None:
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (DELETE, {"id": "schedule-1"}),
    ):
        bare = await _bare()
        if name == DELETE:
            await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
        events = len(bare.agent.session.events)
        gate = Gate()
        bare.live.sessions.hooks.append(gate)
        call = asyncio.create_task(bare.live.call(name, arguments))
        await gate.entered.wait()
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        gate.release()
        await spin()
        assert len(bare.agent.session.events) == events
        assert bare.agent.session.unflushed == ()
        assert not bare.lane.fifo.locked()
        created = await bare.live.value(CREATE, {"prompt": "y", "after_seconds": 5})
        assert created["id"] == ("schedule-2" if name == DELETE else "schedule-1")
        assert [v["id"] for v in await bare.live.value(LIST, {})] == (
            ["schedule-1", "schedule-2"] if name == DELETE else ["schedule-1"]
        )


@live_test
async def test_the_fifo_runs_calls_one_at_a_time_in_arrival_order() -> None:
    bare = await _bare()
    gate = Gate()
    bare.live.sessions.hooks.append(gate)
    calls = [
        asyncio.create_task(bare.live.call(name, arguments))
        for name, arguments in (
            (CREATE, {"prompt": "first", "after_seconds": 5}),
            (CREATE, {"prompt": "second", "after_seconds": 5}),
            (LIST, {}),
            (DELETE, {"id": "schedule-1"}),
            (LIST, {}),
        )
    ]
    await gate.entered.wait()
    await spin()
    assert bare.flushes == 1  # the others wait in the FIFO, before their preflights
    gate.release()
    results = [result.value for result in await asyncio.gather(*calls)]
    assert [results[0]["id"], results[1]["id"]] == ["schedule-1", "schedule-2"]
    assert [v["id"] for v in results[2]] == ["schedule-1", "schedule-2"]
    assert results[3] == {"id": "schedule-1", "deleted": True}
    assert [v["id"] for v in results[4]] == ["schedule-2"]
    assert [e["operation"] for e in bare.live.schedule_events()] == ["create", "create", "delete"]
    assert bare.flushes == 2 + 2 + 1 + 2 + 1


@live_test
async def test_results_render_through_the_host_as_compact_json() -> None:
    bare = await _bare()
    prompt = 'caf\u00e9 "quoted" \\ back\nslash \u2028 \x7f'
    result = await bare.live.call(CREATE, {"prompt": prompt, "after_seconds": 5})
    assert result.text == render_json(result.value)
    assert '"prompt":"caf\u00e9 \\"quoted\\" \\\\ back\\nslash \u2028 \x7f"' in result.text
    listed = await bare.live.call(LIST, {})
    assert listed.text == "[" + result.text + "]"
