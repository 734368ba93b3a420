"""The live owner on a log that no longer folds (SPEC §7, §13): it faults and stays inert,
delivering nothing."""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from tests.support.live import SECRET, START, FailingClock, Live, live_test
from tests.support.owner import (
    HOUR,
    LIST,
    SECOND,
    create_settled,
    schedule_operations,
    turn_admissible,
)


@pytest.mark.parametrize(
    "corrupt",
    [
        [{"version": 2, "operation": "create"}],
        [{"version": 1, "operation": "dispatch", "id": "schedule-9"}],
        [{"version": 1, "operation": "delete", "id": "nothing"}],
    ],
)
@live_test
async def test_a_corrupt_fold_faults_the_owner_which_stays_inert(corrupt: list[Any]) -> None:
    live = await Live.started(invariant=False)
    await create_settled(live, 5)
    for data in corrupt:
        live.agent().session.append(SCHEDULE_CHANGE, data)
    agent = live.agent()
    agent.busy()
    agent.idle()  # the idle trigger: the log holds schedule changes
    await live.settle()
    owner = live.owner()
    assert owner.faulted
    assert any(kind == "error" and "cannot be folded" in m for kind, m in live.logger.messages)
    assert live.clock.next_due_in() is None
    flushes = live.flushes()
    owner.request_drive()
    agent.busy()
    agent.idle()
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])
    listed = await live.call(LIST, {})
    assert listed.value["code"] == "corrupt_schedule_log"
    await live.settle()
    assert live.flushes() == flushes + 1  # the list's preflight only


@live_test
async def test_an_owner_starting_on_a_corrupt_log_faults_at_once() -> None:
    live = await Live.started(invariant=False)
    await create_settled(live, 5)
    live.agent().session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": "x"})
    await live.call(LIST, {})  # makes the corrupt event durable
    await live.host.restart()
    await live.settle()
    assert live.owner().faulted
    await live.advance(HOUR)
    assert live.followups() == []


@live_test
async def test_an_unexpected_error_in_a_drive_faults_the_owner_which_stays_inert() -> None:
    clock = FailingClock(START)
    live = await Live.started(clock=clock)
    await create_settled(live, 5)
    clock.failing = True  # the drive's reading of the wall clock raises
    await live.advance(5 * SECOND)
    owner = live.owner()
    assert owner.faulted
    errors = [m for kind, m in live.logger.messages if kind == "error"]
    assert errors == [
        f"schedule: owner of agent {live.agent().id} faulted: "
        f"drive failed unexpectedly: RuntimeError({SECRET!r})"
    ]
    assert live.followups() == []
    assert schedule_operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None  # no retry timer
    assert turn_admissible(live.agent())
    # The clock recovers; no trigger drives a faulted owner again.
    clock.failing = False
    flushes = live.flushes()
    owner.request_drive()
    agent = live.agent()
    agent.busy()
    agent.idle()
    assert not owner.busy
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])
