"""The three tools' preflight and barrier on the embedded host (SPEC §6): a failed one is
`persistence_uncertain`, a confirmed result is never undone, and a preflight never answers
from an unconfirmed suffix.

Most tests run the tools without an owner (`bare_tools`), so the flushes counted are the
tools' own; `confirmed` counts the owner recompute requests (`lane.on_confirmed` listeners).
"""

from __future__ import annotations

from typing import cast

import pytest

from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import Session
from tests.support.changes import create
from tests.support.live import FAULTS, SECRET, START, FailingClock, fail_flush, live_test
from tests.support.tools import CREATE, DELETE, LIST, bare_started, matches, uncertain, view_of


@pytest.mark.parametrize("how", FAULTS)
@live_test
async def test_a_failed_preflight_is_persistence_uncertain_and_writes_nothing(how: str) -> None:
    for name, arguments, expected in (
        (CREATE, {"prompt": "x", "after_seconds": 5}, uncertain("create")),
        (LIST, {}, uncertain("list")),
        (DELETE, {"id": "schedule-1"}, uncertain("delete", "schedule-1")),
    ):
        bare = await bare_started()
        fail_flush(bare.live, how)
        result = await bare.live.call(name, arguments)
        assert (result.is_error, matches(expected, result.value)) == (False, True), result.text
        assert SECRET not in result.text
        assert (bare.flushes, bare.confirmed, bare.agent.session.events) == (1, [], [])


@live_test
async def test_a_session_that_is_not_live_is_persistence_uncertain_without_flushing() -> None:
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    bare.agent.session.detach()
    before = bare.flushes
    for name, arguments, expected in (
        (CREATE, {"prompt": "x", "after_seconds": 5}, uncertain("create")),
        (LIST, {}, uncertain("list")),
        (DELETE, {"id": "schedule-1"}, uncertain("delete", "schedule-1")),
        (DELETE, {"id": "schedule-7"}, uncertain("delete", "schedule-7")),
    ):
        assert matches(expected, await bare.live.value(name, arguments))
    assert bare.flushes == before
    assert len(bare.agent.session.events) == 1


@pytest.mark.parametrize("how", ["false", "raises", "rejects"])
@live_test
async def test_a_failed_create_barrier_keeps_the_event_and_returns_the_id(how: str) -> None:
    bare = await bare_started()
    fail_flush(bare.live, how, skip=1)
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 5})
    assert matches(uncertain("create", "schedule-1"), result.value), result.text
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
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    confirmed = len(bare.confirmed)
    fail_flush(bare.live, how, skip=1)
    result = await bare.live.call(DELETE, {"id": "schedule-1"})
    assert matches(uncertain("delete", "schedule-1"), result.value), result.text
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
    bare = await bare_started()

    async def slow_barrier(session: Session) -> None:
        bare.live.clock.advance(barrier_ms)

    bare.live.sessions.hooks.extend([None, slow_barrier])
    created = await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 1})
    assert created == view_of("schedule-1", "x", 1, "2026-01-01T00:00:01.000Z", state)


class _NonNumberClock(FailingClock):
    """A clock whose wall time, while `failing` is set, is not a number at all."""

    def now_ms(self) -> int:
        return cast(int, None) if self.failing else super().now_ms()


@pytest.mark.parametrize("clock_class", [FailingClock, _NonNumberClock])
@live_test
async def test_a_clock_that_fails_after_the_barrier_still_returns_the_saved_view(
    clock_class: type[FailingClock],
) -> None:
    bare = await bare_started()
    clock = clock_class(START)
    bare.lane.clock = clock

    async def break_clock(session: Session) -> None:
        clock.failing = True

    bare.live.sessions.hooks.extend([None, break_clock])
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 1})
    view = view_of("schedule-1", "x", 1, "2026-01-01T00:00:01.000Z", "scheduled")
    assert (result.is_error, result.value) == (False, view)
    assert bare.agent.session.unflushed == ()
    assert any("clock" in m for m in bare.live.messages())


@live_test
async def test_a_failing_owner_notification_never_undoes_a_confirmed_result() -> None:
    bare = await bare_started()

    def failing_notification() -> None:
        raise RuntimeError(SECRET)

    bare.lane.on_confirmed(failing_notification)  # the counting listener still hears each
    created = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 5})
    view = view_of("schedule-1", "x", 5, "2026-01-01T00:00:05.000Z", "scheduled")
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
    bare = await bare_started()
    heard: list[None] = []
    unsubscribe = bare.lane.on_confirmed(lambda: heard.append(None))
    await bare.live.call(LIST, {})
    unsubscribe()
    unsubscribe()  # once, however often it is called
    await bare.live.call(LIST, {})
    assert (len(heard), len(bare.confirmed)) == (1, 2)


@live_test
async def test_a_preflight_never_answers_from_an_unconfirmed_suffix() -> None:
    bare = await bare_started()
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
        (LIST, {}, uncertain("list")),
        (DELETE, {"id": "schedule-1"}, uncertain("delete", "schedule-1")),
        (DELETE, {"id": "custom"}, uncertain("delete", "custom")),
        (DELETE, {"id": "schedule-2"}, uncertain("delete", "schedule-2")),
        (CREATE, {"prompt": "y", "after_seconds": 5}, uncertain("create")),
    ):
        assert matches(expected, await bare.live.value(name, arguments))
    assert len(bare.agent.session.events) == 3
    bare.live.sessions.persistence.attached = True
    assert [v["id"] for v in await bare.live.value(LIST, {})] == ["schedule-1"]
    assert (await bare.live.value(DELETE, {"id": "custom"}))["deleted"] is False
