"""The tools under protocol 2 (docs/protocol-v2.md, Tools): the four selectors, every code in
its order, the limits, and the flushes each outcome costs (SPEC §6).

The tools run without an owner (`bare_tools`), so the flushes counted are the tools' own.
"""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.generated.contracts import (
    SCHEDULE_CREATE_V2,
    SCHEDULE_DELETE_V2,
    SCHEDULE_LIST_V2,
)
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.host_contract import Session, ToolCall
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.jsjson import render_json
from dsh_schedule.runtime.lane import AgentLane
from dsh_schedule.runtime.outcomes import MESSAGES, MESSAGES_V2
from dsh_schedule.runtime.records import MAX_ACTIVE, MAX_RECURRING
from tests.support.live import (
    FAULTS,
    SECRET,
    FailingClock,
    Live,
    LiveAgent,
    bare_tools,
    fail_flush,
    live_test,
)

CREATE, LIST, DELETE = "schedule_create", "schedule_list", "schedule_delete"
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"]
WEEK = [*WEEKDAYS, "sat", "sun"]
PARIS = "Europe/Paris"
# START is 2026-01-01T00:00:00.000Z, a Thursday: 01:00 in Paris.


class Bare:
    """A protocol 2 host with the tools on `main` and no owner."""

    def __init__(self, live: Live, agent: LiveAgent, lane: AgentLane) -> None:
        self.live = live
        self.agent = agent
        self.lane = lane

    @property
    def flushes(self) -> int:
        return self.live.flushes()

    @property
    def events(self) -> list[Any]:
        return self.live.schedule_events()

    async def create(self, prompt: str = "x", **selector: Any) -> Any:
        return await self.live.value(CREATE, {"prompt": prompt, **selector})


async def _bare(*, invariant: bool = True, start: int | None = None) -> Bare:
    options: dict[str, Any] = {} if start is None else {"start": start}
    live = Live(invariant=invariant, schedule=False, protocol=2, **options)
    await live.load()
    live.host.create_agent("main")
    agent = live.agent()
    return Bare(live, agent, bare_tools(live, agent))


def _error(code: str) -> dict[str, Any]:
    """The value of a protocol 2 domain error: its message is fixed per code."""
    return {"code": code, "message": MESSAGES_V2[code]}  # type: ignore[index]


def _record_of(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in ("state", "deliveryMode", "scheduledLocal")}


# --- each selector ----------------------------------------------------------------------------


CREATED = [
    (
        {"after_seconds": 30},
        {"kind": "after", "afterSeconds": 30, "scheduledAt": "2026-01-01T00:00:30.000Z"},
    ),
    (
        {"at": "2026-01-02T09:00:00+01:00"},
        {"kind": "at", "scheduledAt": "2026-01-02T08:00:00.000Z"},
    ),
    (
        {"at": "2026-01-01T00:00:00.001Z"},
        {"kind": "at", "scheduledAt": "2026-01-01T00:00:00.001Z"},
    ),
    (
        {"at": "2026-01-01T05:45:00.5+05:45"},
        {"kind": "at", "scheduledAt": "2026-01-01T00:00:00.500Z"},
    ),
    (
        {"at": {"date": "2026-07-01", "time": "09:00", "time_zone": PARIS}},
        {"kind": "at", "scheduledAt": "2026-07-01T07:00:00.000Z"},
    ),
    (
        # the repeated hour of the autumn change in Paris: the earlier instant (CEST)
        {"at": {"date": "2026-10-25", "time": "02:30:15", "time_zone": PARIS}},
        {"kind": "at", "scheduledAt": "2026-10-25T00:30:15.000Z"},
    ),
    (
        {"every_seconds": 1800},
        {"kind": "every", "everySeconds": 1800, "scheduledAt": "2026-01-01T00:30:00.000Z"},
    ),
    (
        {"every_seconds": 300.0},
        {"kind": "every", "everySeconds": 300, "scheduledAt": "2026-01-01T00:05:00.000Z"},
    ),
    (
        {"calendar": {"time": "08:30", "days": WEEKDAYS, "time_zone": PARIS}},
        {
            "kind": "calendar",
            "time": "08:30",
            "days": WEEKDAYS,
            "timeZone": PARIS,
            "scheduledAt": "2026-01-01T07:30:00.000Z",
            "scheduledLocal": "2026-01-01T08:30:00+01:00",
        },
    ),
    (
        # 00:30 in Paris has passed on Thursday: the next one is Friday's
        {"calendar": {"time": "00:30", "time_zone": PARIS}},
        {
            "kind": "calendar",
            "time": "00:30",
            "days": WEEK,
            "timeZone": PARIS,
            "scheduledAt": "2026-01-01T23:30:00.000Z",
            "scheduledLocal": "2026-01-02T00:30:00+01:00",
        },
    ),
    (
        {"calendar": {"time": "09:00", "days": ["mon"], "time_zone": "America/New_York"}},
        {
            "kind": "calendar",
            "time": "09:00",
            "days": ["mon"],
            "timeZone": "America/New_York",
            "scheduledAt": "2026-01-05T14:00:00.000Z",
            "scheduledLocal": "2026-01-05T09:00:00-05:00",
        },
    ),
]


@pytest.mark.parametrize(("selector", "fields"), CREATED)
@live_test
async def test_each_selector_creates_its_record_and_view_after_two_flushes(
    selector: dict[str, Any], fields: dict[str, Any]
) -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, {"prompt": "  check logs  ", **selector})
    assert not result.is_error, result.text
    local = {"scheduledLocal": fields["scheduledLocal"]} if "scheduledLocal" in fields else {}
    record_fields = {k: v for k, v in fields.items() if k != "scheduledLocal"}
    view = {
        "id": "schedule-1",
        "kind": fields["kind"],
        "prompt": "check logs",
        **record_fields,
        "state": "scheduled",
        "deliveryMode": "session-local",
        **local,
    }
    assert result.value == view
    assert list(result.value) == list(view)  # the schema's key order
    assert result.text == render_json(view)
    assert bare.flushes == 2
    assert bare.events == [{"version": 2, "operation": "create", "schedule": _record_of(view)}]
    assert bare.agent.session.unflushed == ()
    assert await bare.live.value(LIST, {}) == [view]
    assert bare.flushes == 3  # a list costs one flush


@live_test
async def test_the_protocol_2_contracts_are_registered() -> None:
    bare = await _bare()
    tools = bare.live.host.tools.tools(bare.agent.scope)
    assert [tool.name for tool in tools] == [CREATE, LIST, DELETE]
    for tool, contract in zip(
        tools, (SCHEDULE_CREATE_V2, SCHEDULE_LIST_V2, SCHEDULE_DELETE_V2), strict=True
    ):
        assert tool.description == contract.description
        assert tool.arguments_schema == contract.arguments_schema()
        assert tool.output_schema == contract.output_schema()


# --- the checks before any persistence, in their order ----------------------------------------

SHAPE_ERRORS = [
    # 2. the keys: exactly one selector, nothing else
    ({"prompt": "x"}, "invalid_selector"),
    ({"prompt": "x", "after_seconds": 5, "every_seconds": 300}, "invalid_selector"),
    ({"prompt": "x", "at": "2026-01-02T09:00:00Z", "calendar": {}}, "invalid_selector"),
    ({"prompt": "x", "at": "2026-01-02T09:00:00Z", "time_zone": PARIS}, "invalid_selector"),
    ({"prompt": "x", "after_seconds": 5, "cron": "* * * * *"}, "invalid_selector"),
    ({"prompt": "", "after_seconds": 0, "id": "x"}, "invalid_selector"),
    ({"prompt": " "}, "invalid_selector"),
    # 3. the prompt
    ({"prompt": " \u3000\ufeff", "after_seconds": 5}, "invalid_prompt"),
    ({"prompt": "", "every_seconds": 1}, "invalid_prompt"),
    (
        {"prompt": "\t", "calendar": {"time": "25:00", "time_zone": "Nowhere/City"}},
        "invalid_prompt",
    ),
    # 4. the selector's shape
    ({"prompt": "x", "after_seconds": 0}, "invalid_rule"),
    ({"prompt": "x", "after_seconds": 1.5}, "invalid_rule"),
    ({"prompt": "x", "every_seconds": 0}, "invalid_rule"),
    ({"prompt": "x", "every_seconds": -600}, "invalid_rule"),
    ({"prompt": "x", "every_seconds": 600.5}, "invalid_rule"),
    ({"prompt": "x", "every_seconds": 2**53}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-01-02T09:00:00"}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-01-02T09:00Z"}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-01-02T09:00:00-00:00"}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-01-02t09:00:00Z"}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-01-02T09:00:00z"}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-01-02T09:00:00.1234Z"}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-02-30T09:00:00Z"}, "invalid_rule"),
    ({"prompt": "x", "at": "2026-01-02T09:00:00+24:00"}, "invalid_rule"),
    ({"prompt": "x", "at": {"date": "2026-01-02", "time": "09:00"}}, "invalid_rule"),
    (
        {"prompt": "x", "at": {"date": "2026-01-02", "time": "9:00", "time_zone": "Nowhere/City"}},
        "invalid_rule",
    ),
    (
        {"prompt": "x", "at": {"date": "2026-01-02", "time": "09:00", "time_zone": PARIS, "y": 1}},
        "invalid_rule",
    ),
    # the spring-forward gap in Paris: 02:30 does not exist on 2026-03-29
    (
        {"prompt": "x", "at": {"date": "2026-03-29", "time": "02:30", "time_zone": PARIS}},
        "invalid_rule",
    ),
    ({"prompt": "x", "calendar": {"time": "8:30", "time_zone": PARIS}}, "invalid_rule"),
    ({"prompt": "x", "calendar": {"time": "24:00", "time_zone": PARIS}}, "invalid_rule"),
    ({"prompt": "x", "calendar": {"time": "08:30:00", "time_zone": PARIS}}, "invalid_rule"),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "days": [], "time_zone": PARIS}},
        "invalid_rule",
    ),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "days": ["tue", "mon"], "time_zone": PARIS}},
        "invalid_rule",
    ),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "days": ["mon", "mon"], "time_zone": PARIS}},
        "invalid_rule",
    ),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "days": ["monday"], "time_zone": PARIS}},
        "invalid_rule",
    ),
    ({"prompt": "x", "calendar": {"time": "08:30"}}, "invalid_rule"),
    (
        {"prompt": "x", "calendar": {"time": "99:99", "time_zone": "Nowhere/City"}},
        "invalid_rule",
    ),
    # then the zone
    (
        {"prompt": "x", "calendar": {"time": "08:30", "time_zone": "Nowhere/City"}},
        "invalid_time_zone",
    ),
    ({"prompt": "x", "calendar": {"time": "08:30", "time_zone": "localtime"}}, "invalid_time_zone"),
    ({"prompt": "x", "calendar": {"time": "08:30", "time_zone": ""}}, "invalid_time_zone"),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "time_zone": "/usr/share/zoneinfo/UTC"}},
        "invalid_time_zone",
    ),
    (
        {"prompt": "x", "calendar": {"time": "08:30", "time_zone": "Europe/../Europe/Paris"}},
        "invalid_time_zone",
    ),
    (
        {"prompt": "x", "at": {"date": "2026-01-02", "time": "09:00", "time_zone": "Mars/Base"}},
        "invalid_time_zone",
    ),
    # then the rate
    ({"prompt": "x", "every_seconds": 299}, "frequency_too_high"),
    ({"prompt": "x", "every_seconds": 1}, "frequency_too_high"),
    # then the at instant's range
    ({"prompt": "x", "at": "0001-01-01T00:00:00+00:01"}, "time_out_of_range"),
]


@pytest.mark.parametrize(("arguments", "code"), SHAPE_ERRORS)
@live_test
async def test_shape_errors_come_in_order_and_persist_nothing(
    arguments: dict[str, Any], code: str
) -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, arguments)
    assert (result.is_error, result.value) == (False, _error(code)), result.text
    assert result.text == render_json(result.value)
    assert (bare.flushes, bare.agent.session.events) == (0, [])


@pytest.mark.parametrize(
    "arguments",
    [{"prompt": "x", "every_seconds": 300}, {"prompt": "", "cron": "x"}, {"prompt": "x"}],
)
@live_test
async def test_a_create_from_another_agent_is_an_internal_error_first(
    arguments: dict[str, Any],
) -> None:
    bare = await _bare()
    other = bare.live.host.create_agent("other")
    (tool,) = [t for t in bare.live.host.tools.tools(bare.agent.scope) if t.name == CREATE]
    value = await tool.handler(ToolCall(agent_id=other.id, arguments=arguments))
    assert value == _error("internal_error")
    assert (bare.flushes, bare.agent.session.events) == (0, [])


# --- the checks that need the clock: after the preflight, before the append -------------------


@pytest.mark.parametrize(
    "at",
    [
        "2026-01-01T00:00:00Z",  # the decision time itself
        "2026-01-01T01:00:00+01:00",  # the same instant with an offset
        "2025-12-31T23:59:59.999Z",
        {"date": "2026-01-01", "time": "00:59:59", "time_zone": PARIS},
    ],
)
@live_test
async def test_an_at_time_not_after_the_decision_time_is_not_future_after_one_flush(
    at: Any,
) -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, {"prompt": "x", "at": at})
    assert result.value == _error("not_future")
    assert (bare.flushes, bare.agent.session.events) == (1, [])
    created = await bare.create(at="2026-01-01T00:00:00.001Z")
    assert created["id"] == "schedule-1"  # the refusal allocated no id


@pytest.mark.parametrize(
    "selector",
    [{"after_seconds": 253402300799}, {"every_seconds": 9007199254740991}],
)
@live_test
async def test_a_first_target_past_year_9999_is_time_out_of_range_after_one_flush(
    selector: dict[str, Any],
) -> None:
    bare = await _bare()
    result = await bare.live.call(CREATE, {"prompt": "x", **selector})
    assert result.value == _error("time_out_of_range")
    assert (bare.flushes, bare.agent.session.events) == (1, [])


@live_test
async def test_the_year_9999_boundary_of_a_rate() -> None:
    bare = await _bare(start=parse_instant("9999-12-31T23:49:59.999Z"))
    result = await bare.live.call(CREATE, {"prompt": "x", "every_seconds": 601})
    assert result.value == _error("time_out_of_range")
    created = await bare.create(every_seconds=600)
    assert created["scheduledAt"] == "9999-12-31T23:59:59.999Z"


@live_test
async def test_a_clock_that_raises_is_an_internal_error() -> None:
    bare = await _bare()
    clock = FailingClock(bare.live.clock.now_ms())
    bare.lane.clock = clock
    clock.failing = True
    for selector in ({"at": "2026-01-02T09:00:00Z"}, {"every_seconds": 300}):
        result = await bare.live.call(CREATE, {"prompt": "x", **selector})
        assert result.value == _error("internal_error")
        assert SECRET not in result.text
    assert bare.agent.session.events == []
    clock.failing = False
    assert (await bare.create(every_seconds=300))["id"] == "schedule-1"


# --- limits -----------------------------------------------------------------------------------


async def _fill(bare: Bare, one_shots: int, recurring: int) -> None:
    for index in range(recurring):
        await bare.create(f"r{index}", every_seconds=300 + index)
    for index in range(one_shots):
        await bare.create(f"o{index}", after_seconds=60 + index)


@live_test
async def test_the_101st_active_reminder_is_too_many_after_one_flush_and_takes_no_id() -> None:
    assert MAX_ACTIVE == 100
    bare = await _bare()
    await _fill(bare, 90, 10)
    for selector in (
        {"after_seconds": 5},
        {"at": "2026-01-02T09:00:00Z"},
        {"every_seconds": 300},
        {"calendar": {"time": "08:30", "time_zone": PARIS}},
        # the limit comes before the clock's checks
        {"at": "2025-01-01T00:00:00Z"},
        {"every_seconds": 9007199254740991},
    ):
        before, events = bare.flushes, len(bare.agent.session.events)
        result = await bare.live.call(CREATE, {"prompt": "x", **selector})
        assert result.value == _error("too_many_schedules")
        assert (bare.flushes - before, len(bare.agent.session.events)) == (1, events)
    # the shape still comes first, with no flush
    before = bare.flushes
    assert (await bare.live.call(CREATE, {"prompt": "x", "every_seconds": 5})).value == _error(
        "frequency_too_high"
    )
    assert bare.flushes == before
    await bare.live.value(DELETE, {"id": "schedule-50"})
    assert (await bare.create(after_seconds=5))["id"] == "schedule-101"


@live_test
async def test_the_21st_recurring_reminder_is_too_many_but_a_one_shot_still_fits() -> None:
    assert MAX_RECURRING == 20
    bare = await _bare()
    await _fill(bare, 0, 10)
    for index in range(10):
        await bare.create(f"c{index}", calendar={"time": f"0{index}:00", "time_zone": PARIS})
    for selector in ({"every_seconds": 300}, {"calendar": {"time": "08:30", "time_zone": "UTC"}}):
        result = await bare.live.call(CREATE, {"prompt": "x", **selector})
        assert result.value == _error("too_many_schedules")
    assert (await bare.create(after_seconds=5))["id"] == "schedule-21"
    assert (await bare.create(at="2026-01-02T09:00:00Z"))["id"] == "schedule-22"
    await bare.live.value(DELETE, {"id": "schedule-3"})
    assert (await bare.create(every_seconds=300))["id"] == "schedule-23"


@live_test
async def test_reminders_that_ended_no_longer_count() -> None:
    bare = await _bare()
    await _fill(bare, 80, 20)
    for index in range(1, 21):
        await bare.live.value(DELETE, {"id": f"schedule-{index}"})
    await _fill(bare, 0, 20)
    listed = await bare.live.value(LIST, {})
    assert len(listed) == 100
    assert sum(view["kind"] == "every" for view in listed) == 20


@pytest.mark.parametrize("how", FAULTS)
@live_test
async def test_a_failed_preflight_comes_before_the_limits(how: str) -> None:
    bare = await _bare()
    await _fill(bare, 0, 20)
    fail_flush(bare.live, how)
    result = await bare.live.call(CREATE, {"prompt": "x", "every_seconds": 300})
    assert result.value == {
        "code": "persistence_uncertain",
        "message": MESSAGES_V2["persistence_uncertain"],
        "operation": "create",
    }


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_failed_create_barrier_keeps_the_version_2_event_and_returns_the_id(
    how: str,
) -> None:
    bare = await _bare()
    fail_flush(bare.live, how, skip=1)  # the preflight passes, the barrier fails
    result = await bare.live.call(CREATE, {"prompt": "x", "every_seconds": 300})
    assert result.value == {
        "code": "persistence_uncertain",
        "message": MESSAGES_V2["persistence_uncertain"],
        "operation": "create",
        "id": "schedule-1",
    }
    assert SECRET not in result.text
    assert bare.events == [
        {
            "version": 2,
            "operation": "create",
            "schedule": {
                "id": "schedule-1",
                "kind": "every",
                "prompt": "x",
                "everySeconds": 300,
                "scheduledAt": "2026-01-01T00:05:00.000Z",
            },
        }
    ]
    assert len(bare.agent.session.unflushed) == 1
    bare.live.sessions.persistence.attached = True
    # The next successful preflight confirms it, and list tells the truth.
    assert [view["id"] for view in await bare.live.value(LIST, {})] == ["schedule-1"]
    assert not bare.agent.session.unflushed


@live_test
async def test_a_create_append_the_host_refuses_is_an_internal_error() -> None:
    bare = await _bare()

    def refuse(session: Session, candidate: SessionEvent) -> None:
        raise RuntimeError(SECRET)

    bare.live.sessions.add_append_guard(refuse)
    result = await bare.live.call(CREATE, {"prompt": "x", "at": "2026-01-02T09:00:00Z"})
    assert result.value == _error("internal_error")
    assert SECRET not in result.text
    assert bare.agent.session.events == []
    assert bare.flushes == 1  # the preflight only


# --- the fold, delete, and the log's versions -----------------------------------------------


@pytest.mark.parametrize(
    "data",
    [
        {"version": 3, "operation": "create"},
        {"version": 2, "operation": "dispatch", "id": "schedule-1"},
        {
            "version": 2,
            "operation": "create",
            "schedule": {
                "id": "schedule-1",
                "kind": "every",
                "prompt": "x",
                "everySeconds": 299,
                "scheduledAt": "2026-01-01T00:04:59.000Z",
            },
        },
    ],
)
@live_test
async def test_a_corrupt_log_is_reported_by_every_tool_after_one_flush(data: Any) -> None:
    bare = await _bare(invariant=False)
    bare.agent.session.append(SCHEDULE_CHANGE, data)
    for name, arguments in (
        (CREATE, {"prompt": "x", "every_seconds": 300}),
        (LIST, {}),
        (DELETE, {"id": "schedule-1"}),
    ):
        before = bare.flushes
        assert (await bare.live.value(name, arguments)) == _error("corrupt_schedule_log")
        assert bare.flushes - before == 1
    assert len(bare.agent.session.events) == 1


@live_test
async def test_delete_ends_a_recurring_reminder_with_a_version_2_delete() -> None:
    bare = await _bare()
    await bare.create(every_seconds=300)
    await bare.create(calendar={"time": "08:30", "time_zone": PARIS})
    before = bare.flushes
    assert await bare.live.value(DELETE, {"id": "schedule-2"}) == {
        "id": "schedule-2",
        "deleted": True,
    }
    assert bare.flushes - before == 2
    assert bare.events[-1] == {"version": 2, "operation": "delete", "id": "schedule-2"}
    assert [view["id"] for view in await bare.live.value(LIST, {})] == ["schedule-1"]
    before = bare.flushes
    assert await bare.live.value(DELETE, {"id": "schedule-2"}) == {
        "id": "schedule-2",
        "deleted": False,
        "code": "schedule_not_found",
    }
    assert bare.flushes - before == 1


@pytest.mark.parametrize("schedule_id", ["", " schedule-1", "schedule-1\u3000"])
@live_test
async def test_a_padded_delete_id_is_invalid_rule_with_protocol_2_s_message(
    schedule_id: str,
) -> None:
    bare = await _bare()
    assert await bare.live.value(DELETE, {"id": schedule_id}) == _error("invalid_rule")
    assert bare.flushes == 0


@live_test
async def test_a_log_written_under_protocol_1_is_read_and_extended_under_protocol_2() -> None:
    """The same store opened by a protocol 1 host, then by a protocol 2 one: the v1 create
    reads as an `after` record, and the new events are version 2."""
    first = await Live.started()
    await first.create(30, "from v1")
    await first.close()
    second = Live(store=first.store, schedule=False, protocol=2)
    await second.load()
    agent = second.host.open_agent("main")
    bare = Bare(second, second.agent(), bare_tools(second, agent))
    assert await second.value(LIST, {}) == [
        {
            "id": "schedule-1",
            "kind": "after",
            "prompt": "from v1",
            "afterSeconds": 30,
            "scheduledAt": "2026-01-01T00:00:30.000Z",
            "state": "scheduled",
            "deliveryMode": "session-local",
        }
    ]
    assert (await bare.create(every_seconds=300))["id"] == "schedule-2"
    await second.value(DELETE, {"id": "schedule-1"})
    assert [e["version"] for e in second.schedule_events()] == [1, 2, 2]


@live_test
async def test_protocol_1_keeps_its_own_messages() -> None:
    live = await Live.started()
    value = await live.value(CREATE, {"prompt": "x", "after_seconds": 5, "every_seconds": 300})
    assert value == {"code": "invalid_selector", "message": MESSAGES["invalid_selector"]}
    assert MESSAGES["invalid_selector"] != MESSAGES_V2["invalid_selector"]


@live_test
async def test_every_message_is_fixed_and_names_no_exception() -> None:
    assert set(MESSAGES) < set(MESSAGES_V2)
    for message in MESSAGES_V2.values():
        assert message and "\n" not in message and SECRET not in message
