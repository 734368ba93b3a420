"""The three tools when an append is refused (SPEC §6): by the invariant, a corrupt log; by a
guard, a value that leaves the log as it was.

Most tests run the tools without an owner (`bare_tools`), so the flushes counted are the
tools' own; `confirmed` counts the owner recompute requests (`lane.on_confirmed` listeners).
"""

from __future__ import annotations

import pytest

from dsh_schedule.host.errors import FlushRejectedError
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import Session
from tests.support.changes import create
from tests.support.live import SECRET, CountingClock, live_test
from tests.support.tools import CREATE, DELETE, bare_started, error_of, matches, raising_guard


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
    bare = await bare_started()
    # Between the id allocation and the append, schedule-1 is taken by another writer:
    # the companion refuses the tool's create as a reused id.
    bare.lane.clock = _InjectingClock(bare.live.clock.now_ms(), bare.agent.session)
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 5})
    assert matches(error_of("corrupt_schedule_log"), result.value)
    assert bare.live.schedule_events() == [
        create("schedule-1", prompt="raw", afterSeconds=9, scheduledAt="2026-01-01T00:00:09.000Z")
    ]
    assert bare.flushes == 1  # no barrier


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
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "keep", "after_seconds": 5})
    bare.live.sessions.add_append_guard(raising_guard(error, "create"))
    bare.live.sessions.add_append_guard(raising_guard(error, "delete"))
    before, events = bare.flushes, list(bare.agent.session.events)
    for name, arguments in (
        (CREATE, {"prompt": "x", "after_seconds": 5}),
        (DELETE, {"id": "schedule-1"}),
    ):
        result = await bare.live.call(name, arguments)
        assert matches(error_of(code), result.value)
        assert SECRET not in result.text
    assert bare.flushes - before == 2  # the preflights only
    assert list(bare.agent.session.events) == events
