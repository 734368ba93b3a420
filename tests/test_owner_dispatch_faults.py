"""The live owner when a followup, a dispatch append or a dispatch barrier fails (SPEC §7): what
stays in the log, what faults the owner, and that nothing is retried behind the agent's back."""

from __future__ import annotations

import pytest

from dsh_schedule.runtime.events import SessionEvent
from dsh_schedule.runtime.host_contract import Session
from tests.support.live import SECRET, Live, fail_flush, live_test
from tests.support.owner import (
    HOUR,
    LIST,
    SECOND,
    create_settled,
    schedule_operations,
    turn_admissible,
)


def _dispatch_guard(session: Session, candidate: SessionEvent) -> None:
    data = candidate.data
    if isinstance(data, dict) and data.get("operation") == "dispatch":
        raise RuntimeError(SECRET)


@live_test
async def test_a_followup_that_raises_leaves_the_record_active_without_a_retry_timer() -> None:
    live = await Live.started()
    await create_settled(live, 5)
    live.agent().followup_error = RuntimeError(SECRET)
    await live.advance(5 * SECOND)
    assert live.followups() == []
    assert schedule_operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None
    assert any("followup of schedule-1 failed" in m for m in live.messages())
    assert turn_admissible(live.agent())  # the reservation was released
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (live.flushes(), live.followups()) == (flushes, [])
    assert not live.owner().faulted
    # Another trigger (a list's preflight) drives again and delivers.
    live.agent().followup_error = None
    listed = await live.value(LIST, {})
    assert [(v["id"], v["state"]) for v in listed] == [("schedule-1", "overdue")]
    await live.settle()
    assert len(live.followups()) == 1
    assert schedule_operations(live)[-1] == ("dispatch", "schedule-1")


@live_test
async def test_a_dispatch_append_that_raises_faults_the_owner_and_is_never_repeated() -> None:
    live = await Live.started()
    await create_settled(live, 5, "first")
    live.sessions.add_append_guard(_dispatch_guard)
    await live.advance(5 * SECOND)
    assert live.prompts() == ["first"]  # queued before the append failed
    owner = live.owner()
    assert owner.faulted
    assert any(kind == "error" and "faulted" in m for kind, m in live.logger.messages)
    assert schedule_operations(live) == [("create", "schedule-1")]
    assert live.clock.next_due_in() is None
    assert turn_admissible(live.agent())
    # Further triggers do nothing: no drive, no flush, no repeated followup.
    await create_settled(live, 1, "second")
    flushes = live.flushes()
    agent = live.agent()
    agent.busy()
    agent.idle()
    owner.request_drive()
    assert not owner.busy
    await live.advance(HOUR)
    assert live.flushes() == flushes
    assert live.prompts() == ["first"]
    assert [v["id"] for v in await live.value(LIST, {})] == ["schedule-1", "schedule-2"]


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_rejected_dispatch_barrier_keeps_the_dispatch_and_retries_nothing(
    how: str,
) -> None:
    live = await Live.started()
    await create_settled(live, 5)
    fail_flush(live, how, skip=1)  # the drive's preflight passes, its barrier fails
    await live.advance(5 * SECOND)
    assert len(live.followups()) == 1
    assert schedule_operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]
    assert len(live.agent().session.unflushed) == 1
    assert live.clock.next_due_in() is None
    flushes = live.flushes()
    await live.advance(HOUR)
    assert (live.flushes(), len(live.followups())) == (flushes, 1)
    # A later successful preflight confirms the dispatch, and the list shows the truth.
    live.sessions.persistence.attached = True
    assert await live.value(LIST, {}) == []
    assert live.agent().session.unflushed == ()
    await live.host.restart()
    await live.settle()
    await live.advance(HOUR)
    assert len(live.followups()) == 1


@live_test
async def test_an_unconfirmed_dispatch_lost_in_a_restart_is_delivered_again() -> None:
    """The one duplicate window of SPEC §13: between the followup and a durable dispatch."""
    live = await Live.started()
    await create_settled(live, 5)
    fail_flush(live, "rejects", skip=1)
    await live.advance(5 * SECOND)
    await live.host.restart()
    await live.settle()
    assert len(live.followups()) == 2
    assert schedule_operations(live) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


@live_test
async def test_after_a_confirmed_dispatch_the_next_due_record_is_driven_at_once() -> None:
    live = await Live.started()
    for prompt in ("a", "b", "c"):
        await create_settled(live, 5, prompt)
    flushes = live.flushes()
    await live.advance(5 * SECOND)
    assert live.prompts() == ["a", "b", "c"]
    # one wake: per record a preflight and a barrier, then a last preflight finds nothing due
    assert live.flushes() - flushes == 3 * 2 + 1
