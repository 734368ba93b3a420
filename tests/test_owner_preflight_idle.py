"""The live owner's drive preflight and idle wait (SPEC §7): a rejected one is logged and not
retried, a busy agent gets one idle wait, and what changes while a turn is reserved is read
before deciding."""

from __future__ import annotations

import pytest

from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from tests.support.live import SECRET, Live, fail_flush, live_test
from tests.support.owner import (
    DELETE,
    HOUR,
    LIST,
    SECOND,
    create_settled,
    schedule_operations,
    turn_admissible,
)


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_rejected_drive_preflight_arms_no_private_retry_timer(how: str) -> None:
    live = await Live.started()
    await create_settled(live, 5)
    fail_flush(live, how)
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert live.clock.next_due_in() is None
    assert any("preflight failed" in m for m in live.messages())
    flushes = live.flushes()
    await live.advance(HOUR)
    assert live.flushes() == flushes
    live.sessions.persistence.attached = True
    listed = await live.value(LIST, {})
    assert [(v["id"], v["state"]) for v in listed] == [("schedule-1", "overdue")]
    await live.settle()
    assert len(live.followups()) == 1


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_rejected_preflight_keeps_the_timer_armed_for_a_later_target(how: str) -> None:
    live = await Live.started()
    await create_settled(live, 600)
    armed = live.clock.next_due_in()
    fail_flush(live, how, skip=1)  # a list's preflight passes; the drive it triggers fails
    await live.value(LIST, {})
    await live.settle()
    assert any("preflight failed" in m for m in live.messages())
    assert live.clock.next_due_in() == armed  # the ordinary wake is no retry timer
    live.sessions.persistence.attached = True
    await live.advance(600 * SECOND)
    assert len(live.followups()) == 1


@live_test
async def test_a_rejected_idle_wait_is_logged_and_not_retried() -> None:
    live = await Live.started()
    await create_settled(live, 5)
    agent = live.agent()
    agent.busy()
    agent.idle_error = RuntimeError(SECRET)
    await live.advance(5 * SECOND)
    assert agent.when_idle_calls == 1
    assert any("idle wait failed" in m for m in live.messages())
    assert live.clock.next_due_in() is None
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (agent.when_idle_calls, live.flushes(), live.followups()) == (1, flushes, [])
    agent.idle_error = None
    agent.idle()  # the idle trigger drives again
    await live.settle()
    assert len(live.followups()) == 1


@live_test
async def test_a_busy_agent_gets_exactly_one_idle_wait_however_many_triggers() -> None:
    live = await Live.started()
    await create_settled(live, 5, "a")
    await create_settled(live, 5, "b")
    agent = live.agent()
    agent.busy()
    await live.advance(5 * SECOND)
    assert agent.when_idle_calls == 1
    for _ in range(5):
        await live.value(LIST, {})
        live.owner().request_drive()
        await live.settle()
    await live.advance(HOUR)
    assert (agent.when_idle_calls, live.followups()) == (1, [])
    agent.idle()
    await live.settle()
    assert live.prompts() == ["a", "b"]
    for _ in range(3):
        agent.busy()
        agent.idle()
        await live.value(LIST, {})
        await live.settle()
    assert live.prompts() == ["a", "b"]


@live_test
async def test_disposal_cuts_the_idle_wait() -> None:
    live = await Live.started()
    await create_settled(live, 5)
    agent = live.agent()
    agent.busy()
    await live.advance(5 * SECOND)
    assert agent.when_idle_calls == 1
    assert live.installation is not None
    await live.installation.dispose()  # returns although the agent stays busy
    agent.idle()
    await live.settle()
    await live.advance(HOUR)
    assert live.followups() == []
    assert schedule_operations(live) == [("create", "schedule-1")]


@live_test
async def test_a_delete_while_waiting_for_idle_wins() -> None:
    live = await Live.started()
    await create_settled(live, 5)
    agent = live.agent()
    agent.busy()
    await live.advance(5 * SECOND)
    assert (await live.value(DELETE, {"id": "schedule-1"}))["deleted"] is True
    agent.idle()
    await live.settle()
    assert live.followups() == []
    assert [op for op, _ in schedule_operations(live)] == ["create", "delete"]


@live_test
async def test_a_delete_appended_while_the_turn_is_reserved_is_read_before_deciding() -> None:
    live = await Live.started()
    first = await create_settled(live, 5, "a")
    await create_settled(live, 10, "b")
    agent = live.agent()

    def delete_first() -> None:
        agent.on_reserve = None
        agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": first})

    agent.on_reserve = delete_first
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert schedule_operations(live) == [
        ("create", "schedule-1"),
        ("create", "schedule-2"),
        ("delete", "schedule-1"),
    ]
    assert live.clock.live_timers() == [5 * SECOND]  # re-armed for the other, under the turn
    assert agent.held_reservations == 0
    await live.advance(5 * SECOND)
    assert live.prompts() == ["b"]


@live_test
async def test_a_log_made_unfoldable_while_the_turn_is_reserved_faults_without_delivering() -> None:
    live = await Live.started(invariant=False)
    await create_settled(live, 5)
    agent = live.agent()

    def corrupt() -> None:
        agent.on_reserve = None
        agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": "x"})

    agent.on_reserve = corrupt
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert live.owner().faulted
    assert agent.held_reservations == 0
    assert any(kind == "error" and "cannot be folded" in m for kind, m in live.logger.messages)
    assert [op for op, _ in schedule_operations(live)] == ["create", "delete"]


@live_test
async def test_the_only_due_record_deleted_while_the_turn_is_reserved_delivers_nothing() -> None:
    live = await Live.started()
    only = await create_settled(live, 5)
    agent = live.agent()

    def delete_it() -> None:
        agent.on_reserve = None
        agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": only})

    agent.on_reserve = delete_it
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert agent.followup_attempts == 0
    assert schedule_operations(live) == [("create", "schedule-1"), ("delete", "schedule-1")]
    assert not live.owner().faulted
    assert not any(kind == "error" for kind, _ in live.logger.messages)
    assert agent.held_reservations == 0 and turn_admissible(agent)
    assert live.clock.next_due_in() is None  # nothing is left to wake for
    await live.advance(HOUR)
    assert live.followups() == []
    assert await live.value(LIST, {}) == []
