"""The plugin and the invariant companion with `protocol=1|2` (docs/protocol-v2.md, Versions side
by side): which tools register, which events each protocol accepts before they are stored."""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.generated.contracts import (
    SCHEDULE_CREATE,
    SCHEDULE_CREATE_V2,
    SCHEDULE_DELETE,
    SCHEDULE_DELETE_V2,
    SCHEDULE_LIST,
    SCHEDULE_LIST_V2,
)
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule
from dsh_schedule.runtime.tools import tool_contracts
from tests.support.live import Live, live_test

EVERY = {
    "id": "schedule-1",
    "kind": "every",
    "prompt": "stretch",
    "everySeconds": 300,
    "scheduledAt": "2026-01-01T00:05:00.000Z",
}
AT = {"id": "schedule-2", "kind": "at", "prompt": "call", "scheduledAt": "2026-01-02T09:00:00.000Z"}


def _create(record: dict[str, Any], version: int = 2) -> dict[str, Any]:
    return {"version": version, "operation": "create", "schedule": record}


def _dispatch(schedule_id: str, at: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {"version": 2, "operation": "dispatch", "id": schedule_id}
    if at is not None:
        data["occurrenceAt"] = at
    return data


@pytest.mark.parametrize("protocol", [0, 3, True, 2.0, "2", None])
@live_test
async def test_a_protocol_other_than_1_or_2_is_refused_at_install(protocol: Any) -> None:
    live = Live(schedule=False, invariant=False)
    with pytest.raises(ValueError, match="protocol must be 1 or 2"):
        install_schedule(live.host.context, protocol=protocol)
    with pytest.raises(ValueError, match="protocol must be 1 or 2"):
        install_schedule_invariant(live.host.context, protocol=protocol)


@pytest.mark.parametrize(
    ("protocol", "contracts"),
    [
        (1, (SCHEDULE_CREATE, SCHEDULE_LIST, SCHEDULE_DELETE)),
        (2, (SCHEDULE_CREATE_V2, SCHEDULE_LIST_V2, SCHEDULE_DELETE_V2)),
    ],
)
@live_test
async def test_each_protocol_registers_its_own_contracts(protocol: int, contracts: Any) -> None:
    live = await Live.started(protocol=protocol)
    assert live.installation is not None and live.installation.protocol == protocol
    tools = live.host.tools.tools(live.agent().scope)
    assert [(t.name, t.arguments_schema, t.output_schema) for t in tools] == [
        (c.name, c.arguments_schema(), c.output_schema()) for c in contracts
    ]


@pytest.mark.parametrize(
    ("protocol", "contracts"),
    [
        (1, (SCHEDULE_CREATE, SCHEDULE_LIST, SCHEDULE_DELETE)),
        (2, (SCHEDULE_CREATE_V2, SCHEDULE_LIST_V2, SCHEDULE_DELETE_V2)),
    ],
)
@live_test
async def test_each_agent_gets_its_own_definitions_and_the_contracts_schemas_parsed_once(
    protocol: int, contracts: Any
) -> None:
    """SPEC §6 and §13: a handler serves only its own agent, so no two agents share one;
    what a definition says besides its handler is the contract's, the same for both."""
    live = await Live.started("first", "second", protocol=protocol)
    first = live.host.tools.tools(live.agent("first").scope)
    second = live.host.tools.tools(live.agent("second").scope)
    for mine, theirs, contract in zip(first, second, contracts, strict=True):
        assert mine is not theirs and mine.handler is not theirs.handler
        assert (mine.name, mine.description) == (contract.name, contract.description)
        assert (mine.arguments_schema, mine.output_schema) == (
            contract.arguments_schema(),
            contract.output_schema(),
        )
        assert mine.arguments_schema is theirs.arguments_schema
        assert mine.output_schema is theirs.output_schema


@pytest.mark.parametrize("protocol", [1, 2])
@live_test
async def test_the_plugin_parses_its_tool_contracts_as_it_installs_not_at_an_agent(
    protocol: int,
) -> None:
    """A worker opens an agent a delivery: none of them parses the contracts' schemas."""
    tool_contracts.cache_clear()
    live = Live(schedule=False, invariant=False)
    install_schedule(live.host.context, protocol=protocol)
    assert tool_contracts.cache_info().misses == 1  # parsed at install, no agent yet
    live.host.create_agent("first")
    live.host.create_agent("second")
    assert tool_contracts.cache_info().misses == 1
    assert live.host.tools.tools(live.agent("second").scope)  # the agents got their tools


@live_test
async def test_the_default_is_protocol_1() -> None:
    live = Live(schedule=False, invariant=False)
    assert install_schedule(live.host.context).protocol == 1
    assert install_schedule_invariant(live.host.context).protocol == 1


@live_test
async def test_a_protocol_1_invariant_refuses_every_version_2_event() -> None:
    live = await Live.started(schedule=False)
    session = live.agent().session
    for data in (_create(EVERY), _create(AT), {"version": 2, "operation": "delete", "id": "x"}):
        with pytest.raises(ScheduleLogError):
            session.append(SCHEDULE_CHANGE, data)
    assert list(session.events) == []


@live_test
async def test_a_protocol_2_invariant_reads_both_versions_and_checks_dispatches() -> None:
    live = await Live.started(schedule=False, protocol=2)
    session = live.agent().session
    v1 = {
        "id": "schedule-3",
        "kind": "after",
        "prompt": "old",
        "afterSeconds": 5,
        "scheduledAt": "2026-01-01T00:00:05.000Z",
    }
    for data in (_create(EVERY), _create(AT), _create(v1, version=1)):
        session.append(SCHEDULE_CHANGE, data)
    refused = [
        _dispatch("schedule-1"),  # a recurring dispatch names its occurrence
        _dispatch("schedule-2", "2026-01-02T09:00:00.000Z"),  # a one-shot's does not
        _dispatch("schedule-1", "2026-01-01T00:05:00.001Z"),  # not on the rule's grid
        _dispatch("schedule-1", "2026-01-01T00:00:00.000Z"),  # before the record's next
        _dispatch("schedule-9", "2026-01-01T00:05:00.000Z"),  # not active
    ]
    for data in refused:
        with pytest.raises(ScheduleLogError):
            session.append(SCHEDULE_CHANGE, data)
    assert len(session.events) == 3
    # a later occurrence than the next is fine (a catch-up), and one-shots end as before
    session.append(SCHEDULE_CHANGE, _dispatch("schedule-1", "2026-01-01T00:20:00.000Z"))
    with pytest.raises(ScheduleLogError):  # the record moved on: 00:20 is behind it now
        session.append(SCHEDULE_CHANGE, _dispatch("schedule-1", "2026-01-01T00:20:00.000Z"))
    session.append(SCHEDULE_CHANGE, _dispatch("schedule-2"))
    session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "dispatch", "id": "schedule-3"})
    session.append(SCHEDULE_CHANGE, {"version": 2, "operation": "delete", "id": "schedule-1"})
    assert len(session.events) == 7
