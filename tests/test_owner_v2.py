"""The live owner under protocol 2 (docs/protocol-v2.md, Delivery and framing) on the virtual
clock: recurring reminders in batches, latest-only catch-up through wall-clock jumps, DST
changes and downtime, one-shots as before, and never anything early.

Expected framings are written from the contract: the instants below are computed by hand from
the rules (START is 2026-01-01T00:00:00.000Z, a Thursday).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.runtime.events import SessionEvent
from dsh_schedule.runtime.host_contract import Session
from dsh_schedule.runtime.instants import format_instant, parse_instant
from tests.support.live import SECRET, START, Live, fail_flush, live_test

CREATE, LIST, DELETE = "schedule_create", "schedule_list", "schedule_delete"
SECOND, MINUTE, HOUR, DAY = 1_000, 60_000, 3_600_000, 86_400_000
PARIS = "Europe/Paris"
HEADER = (
    "[SCHEDULE REMINDERS]\n"
    "Present these due recurring reminders to the user. Treat each prompt as user-authored "
    "reminder content.\n"
    "reminders_json: "
)


def _item(
    schedule_id: str, at: str, prompt: str, rule: str, next_at: str | None, missed: int = 0
) -> dict[str, Any]:
    return {
        "scheduleId": schedule_id,
        "occurrenceAt": at,
        "prompt": prompt,
        "rule": rule,
        "nextOccurrenceAt": next_at,
        "missedOccurrences": missed,
    }


def _batch(*items: dict[str, Any]) -> str:
    return HEADER + json.dumps(list(items), separators=(",", ":"), ensure_ascii=False)


def _one_shot(schedule_id: str, prompt: str, at: str) -> str:
    return (
        "[SCHEDULE REMINDER]\n"
        "Present this due reminder to the user. Treat reminder_prompt_json as user-authored "
        "reminder content.\n"
        f'schedule_id_json: "{schedule_id}"\n'
        f"occurrence_at: {at}\n"
        f'reminder_prompt_json: "{prompt}"'
    )


async def _started(**options: Any) -> Live:
    return await Live.started(protocol=2, **options)


async def _create(live: Live, prompt: str = "stretch", **selector: Any) -> str:
    value = await live.value(CREATE, {"prompt": prompt, **selector})
    assert "id" in value, value
    await live.settle()
    return str(value["id"])


def _dispatches(live: Live) -> list[tuple[str, str | None]]:
    return [
        (data["id"], data.get("occurrenceAt"))
        for data in live.schedule_events()
        if data["operation"] == "dispatch"
    ]


def _delivered(live: Live) -> list[tuple[str, int, int]]:
    """(id, occurrence ms, wall ms at delivery) of every reminder delivered, in order."""
    found = []
    for text, wall in zip(live.followups(), live.walls, strict=True):
        lines = text.split("\n")
        if lines[0] == "[SCHEDULE REMINDERS]":
            for item in json.loads(lines[2].removeprefix("reminders_json: ")):
                found.append((item["scheduleId"], parse_instant(item["occurrenceAt"]), wall))
        else:
            schedule_id = json.loads(lines[2].removeprefix("schedule_id_json: "))
            found.append(
                (schedule_id, parse_instant(lines[3].removeprefix("occurrence_at: ")), wall)
            )
    return found


def _stored_wake(live: Live) -> int | None:
    session_id = live.agent().session.id
    (stored,) = [s for s in live.store.load_sessions() if s.id == session_id]
    return stored.wake_at


# --- a rate -----------------------------------------------------------------------------------


@live_test
async def test_a_rate_fires_at_each_occurrence_and_not_1_ms_before() -> None:
    live = await _started()
    await _create(live, every_seconds=300)
    assert live.clock.live_timers() == [MINUTE]
    await live.advance(5 * MINUTE - 1)
    assert live.followups() == []
    await live.advance(1)
    assert live.followups() == [
        _batch(
            _item(
                "schedule-1",
                "2026-01-01T00:05:00.000Z",
                "stretch",
                "every 5 minutes",
                "2026-01-01T00:10:00.000Z",
            )
        )
    ]
    assert [d.message.source for d in live.host.deliveries] == ["schedule"]
    assert _dispatches(live) == [("schedule-1", "2026-01-01T00:05:00.000Z")]
    assert live.schedule_events()[-1] == {
        "version": 2,
        "operation": "dispatch",
        "id": "schedule-1",
        "occurrenceAt": "2026-01-01T00:05:00.000Z",
    }
    assert live.agent().session.unflushed == ()
    (view,) = await live.value(LIST, {})
    assert (view["scheduledAt"], view["state"]) == ("2026-01-01T00:10:00.000Z", "scheduled")
    await live.advance(5 * MINUTE - 1)
    assert len(live.followups()) == 1
    await live.advance(1)
    assert _dispatches(live)[-1] == ("schedule-1", "2026-01-01T00:10:00.000Z")
    assert [occurrence for _, occurrence, _ in _delivered(live)] == [
        START + 5 * MINUTE,
        START + 10 * MINUTE,
    ]


@live_test
async def test_the_wake_hint_follows_the_next_occurrence() -> None:
    live = await _started()
    await _create(live, every_seconds=600)
    await _create(live, "later", after_seconds=900)
    assert _stored_wake(live) == START + 10 * MINUTE
    await live.advance(10 * MINUTE)
    assert _stored_wake(live) == START + 15 * MINUTE
    await live.advance(5 * MINUTE)
    assert _stored_wake(live) == START + 20 * MINUTE
    await live.value(DELETE, {"id": "schedule-1"})
    assert _stored_wake(live) is None


# --- batches ----------------------------------------------------------------------------------


@live_test
async def test_recurring_reminders_due_together_go_out_as_one_followup_in_create_order() -> None:
    live = await _started()
    await _create(live, "a", every_seconds=600)  # 00:10, 00:20, ...
    await _create(live, "b", every_seconds=300)  # 00:05, 00:10, ...
    await _create(live, "c", calendar={"time": "00:10", "time_zone": "UTC"})
    await _create(live, "d", after_seconds=600)  # a one-shot due at the same instant
    await live.advance(5 * MINUTE)
    assert live.followups() == [
        _batch(
            _item(
                "schedule-2",
                "2026-01-01T00:05:00.000Z",
                "b",
                "every 5 minutes",
                "2026-01-01T00:10:00.000Z",
            )
        )
    ]
    await live.advance(5 * MINUTE)
    assert live.followups()[1:] == [
        _batch(
            _item(
                "schedule-1",
                "2026-01-01T00:10:00.000Z",
                "a",
                "every 10 minutes",
                "2026-01-01T00:20:00.000Z",
            ),
            _item(
                "schedule-2",
                "2026-01-01T00:10:00.000Z",
                "b",
                "every 5 minutes",
                "2026-01-01T00:15:00.000Z",
            ),
            _item(
                "schedule-3",
                "2026-01-01T00:10:00.000Z",
                "c",
                "every day at 00:10 (UTC)",
                "2026-01-02T00:10:00.000Z",
            ),
        ),
        _one_shot("schedule-4", "d", "2026-01-01T00:10:00.000Z"),
    ]
    assert _dispatches(live)[1:] == [
        ("schedule-1", "2026-01-01T00:10:00.000Z"),
        ("schedule-2", "2026-01-01T00:10:00.000Z"),
        ("schedule-3", "2026-01-01T00:10:00.000Z"),
        ("schedule-4", None),
    ]


@live_test
async def test_a_batch_is_in_target_order_and_each_catches_up_on_its_latest_occurrence() -> None:
    live = await _started()
    await _create(live, "x", every_seconds=900)  # 00:15, 00:30, ...
    await _create(live, "y", every_seconds=300)  # 00:05, 00:10, ...
    live.clock.jump(20 * MINUTE)  # the wall alone: nothing runs until the capped timer wakes
    await live.advance(MINUTE)  # wall 00:21
    assert live.followups() == [
        _batch(
            _item(
                "schedule-2",
                "2026-01-01T00:20:00.000Z",
                "y",
                "every 5 minutes",
                "2026-01-01T00:25:00.000Z",
                missed=3,
            ),
            _item(
                "schedule-1",
                "2026-01-01T00:15:00.000Z",
                "x",
                "every 15 minutes",
                "2026-01-01T00:30:00.000Z",
            ),
        )
    ]
    assert _dispatches(live) == [
        ("schedule-2", "2026-01-01T00:20:00.000Z"),
        ("schedule-1", "2026-01-01T00:15:00.000Z"),
    ]


@live_test
async def test_a_busy_agent_gets_the_batch_when_idle_and_a_delete_meanwhile_wins() -> None:
    live = await _started()
    await _create(live, "a", every_seconds=300)
    await _create(live, "b", every_seconds=300)
    agent = live.agent()
    agent.busy()
    await live.advance(5 * MINUTE)
    assert live.followups() == []
    await live.value(DELETE, {"id": "schedule-1"})
    agent.idle()
    await live.settle()
    assert live.followups() == [
        _batch(
            _item(
                "schedule-2",
                "2026-01-01T00:05:00.000Z",
                "b",
                "every 5 minutes",
                "2026-01-01T00:10:00.000Z",
            )
        )
    ]
    assert _dispatches(live) == [("schedule-2", "2026-01-01T00:05:00.000Z")]


@live_test
async def test_a_failed_followup_dispatches_nothing_of_the_batch_and_retries_nothing() -> None:
    live = await _started()
    await _create(live, "a", every_seconds=300)
    await _create(live, "b", every_seconds=300)
    live.agent().followup_error = RuntimeError(SECRET)
    await live.advance(5 * MINUTE)
    assert _dispatches(live) == []
    assert any("followup of schedule-1, schedule-2 failed" in m for m in live.messages())
    assert live.clock.next_due_in() is None
    live.agent().followup_error = None
    await live.value(LIST, {})  # another trigger drives again
    await live.settle()
    assert len(live.followups()) == 1
    assert [schedule_id for schedule_id, _ in _dispatches(live)] == ["schedule-1", "schedule-2"]


def _second_dispatch_guard(session: Session, candidate: SessionEvent) -> None:
    data = candidate.data
    if (
        isinstance(data, dict)
        and data.get("operation") == "dispatch"
        and data["id"] == "schedule-2"
    ):
        raise RuntimeError(SECRET)


@live_test
async def test_a_dispatch_append_failing_inside_a_batch_faults_the_owner() -> None:
    live = await _started()
    await _create(live, "a", every_seconds=300)
    await _create(live, "b", every_seconds=300)
    live.sessions.add_append_guard(_second_dispatch_guard)
    await live.advance(5 * MINUTE)
    assert len(live.followups()) == 1
    assert live.owner().faulted
    assert _dispatches(live) == [("schedule-1", "2026-01-01T00:05:00.000Z")]
    await live.advance(HOUR)
    assert len(live.followups()) == 1  # never repeated by this owner


@live_test
async def test_a_batch_whose_dispatches_were_lost_in_a_restart_is_delivered_again() -> None:
    live = await _started(segment_cap_ms=10 * MINUTE)  # one wake: at the target
    await _create(live, "a", every_seconds=300)
    await _create(live, "b", every_seconds=300)
    fail_flush(live, "rejects", skip=1)  # the drive's preflight passes, its barrier fails
    await live.advance(5 * MINUTE)
    await live.host.restart()
    await live.settle()
    assert len(live.followups()) == 2
    assert live.followups()[0] == live.followups()[1]
    assert _dispatches(live) == [
        ("schedule-1", "2026-01-01T00:05:00.000Z"),
        ("schedule-2", "2026-01-01T00:05:00.000Z"),
    ]


# --- the wall clock ---------------------------------------------------------------------------


@live_test
async def test_a_day_long_forward_jump_delivers_the_latest_occurrence_once() -> None:
    live = await _started()
    await _create(live, every_seconds=300)
    live.clock.jump(DAY)
    await live.advance(MINUTE)  # noticed within one segment
    assert live.followups() == [
        _batch(
            _item(
                "schedule-1",
                "2026-01-02T00:00:00.000Z",
                "stretch",
                "every 5 minutes",
                "2026-01-02T00:05:00.000Z",
                missed=287,
            )
        )
    ]
    await live.advance(4 * MINUTE)
    assert len(live.followups()) == 2


@live_test
async def test_a_backward_jump_after_a_delivery_never_fires_early() -> None:
    live = await _started()
    await _create(live, every_seconds=300)
    await live.advance(5 * MINUTE)
    live.clock.jump(-HOUR)
    await live.advance(HOUR + 5 * MINUTE - 1)  # the wall reaches 00:09:59.999
    assert len(live.followups()) == 1
    await live.advance(1)
    assert _dispatches(live)[-1] == ("schedule-1", "2026-01-01T00:10:00.000Z")
    assert all(wall >= occurrence for _, occurrence, wall in _delivered(live))


@pytest.mark.parametrize(
    ("start", "zone", "time", "expected"),
    [
        # spring forward in Paris: 02:30 does not exist on 03-29, so it fires at 03:30 CEST
        (
            "2026-03-28T12:00:00.000Z",
            PARIS,
            "02:30",
            ["2026-03-29T01:30:00.000Z", "2026-03-30T00:30:00.000Z", "2026-03-31T00:30:00.000Z"],
        ),
        # fall back in Paris: 02:30 happens twice on 10-25 and fires once, at the first
        (
            "2026-10-24T12:00:00.000Z",
            PARIS,
            "02:30",
            ["2026-10-25T00:30:00.000Z", "2026-10-26T01:30:00.000Z", "2026-10-27T01:30:00.000Z"],
        ),
        # New York's spring forward on 03-08: 02:30 EST does not exist, 03:30 EDT does
        (
            "2026-03-07T12:00:00.000Z",
            "America/New_York",
            "02:30",
            ["2026-03-08T07:30:00.000Z", "2026-03-09T06:30:00.000Z", "2026-03-10T06:30:00.000Z"],
        ),
        # Lord Howe moves by 30 minutes on 2026-10-04 at 02:00 (+10:30 -> +11:00)
        (
            "2026-10-03T00:00:00.000Z",
            "Australia/Lord_Howe",
            "02:15",
            ["2026-10-03T15:45:00.000Z", "2026-10-04T15:15:00.000Z", "2026-10-05T15:15:00.000Z"],
        ),
    ],
)
@live_test
async def test_a_daily_rule_through_a_dst_change_fires_on_the_rule_and_never_early(
    start: str, zone: str, time: str, expected: list[str]
) -> None:
    live = await _started(start=parse_instant(start), segment_cap_ms=HOUR)
    await _create(live, "water", calendar={"time": time, "time_zone": zone})
    await live.advance(3 * DAY)
    delivered = _delivered(live)
    assert [format_instant(occurrence) for _, occurrence, _ in delivered] == expected
    assert [wall for _, _, wall in delivered] == [parse_instant(at) for at in expected]
    assert all(
        f'"rule":"every day at {time} ({zone})"' in text and '"missedOccurrences":0' in text
        for text in live.followups()
    )


@live_test
async def test_downtime_then_a_restart_delivers_one_batch_of_latest_occurrences() -> None:
    store = MemoryStore()
    live = await _started(store=store)
    await _create(live, "rate", every_seconds=3600)  # 01:00, 02:00, ...
    await _create(live, "daily", calendar={"time": "09:00", "time_zone": "UTC"})
    await _create(live, "once", at="2026-01-01T05:00:00Z")
    await live.advance(30 * MINUTE)
    live.clock.jump(2 * DAY)  # the process is gone for two days
    await live.host.restart()
    await live.settle()
    # the earliest due is the rate: every recurring record due goes with it, then the one-shot
    assert live.followups() == [
        _batch(
            _item(
                "schedule-1",
                "2026-01-03T00:00:00.000Z",
                "rate",
                "every 1 hour",
                "2026-01-03T01:00:00.000Z",
                missed=47,
            ),
            _item(
                "schedule-2",
                "2026-01-02T09:00:00.000Z",
                "daily",
                "every day at 09:00 (UTC)",
                "2026-01-03T09:00:00.000Z",
                missed=1,
            ),
        ),
        _one_shot("schedule-3", "once", "2026-01-01T05:00:00.000Z"),
    ]


# --- never early, whatever the clock does ----------------------------------------------------

STEPS = st.lists(
    st.one_of(
        st.tuples(st.just("advance"), st.integers(1, 2 * HOUR)),
        st.tuples(st.just("jump"), st.integers(-2 * HOUR, 3 * HOUR)),
        st.tuples(st.just("restart"), st.just(0)),
    ),
    max_size=8,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    every=st.integers(300, 2 * HOUR // 1000),
    minute=st.integers(0, 59),
    steps=STEPS,
)
def test_whatever_the_wall_clock_does_nothing_fires_early_and_catch_up_is_latest_only(
    every: int, minute: int, steps: list[tuple[str, int]]
) -> None:
    async def run() -> None:
        live = await _started(segment_cap_ms=10 * MINUTE)
        await _create(live, "rate", every_seconds=every)
        await _create(live, "cal", calendar={"time": f"00:{minute:02d}", "time_zone": PARIS})
        for op, ms in steps:
            if op == "advance":
                await live.advance(ms)
            elif op == "jump":
                live.clock.jump(ms)
            else:
                await live.host.restart()
                await live.settle()
        await live.advance(10 * MINUTE)  # a jump forward is noticed within one segment
        delivered = _delivered(live)
        last: dict[str, int] = {}
        for schedule_id, occurrence, wall in delivered:
            assert occurrence <= wall  # never early
            assert occurrence > last.get(schedule_id, 0)  # always after the last delivered
            last[schedule_id] = occurrence
        for schedule_id, occurrence, wall in delivered:
            if schedule_id == "schedule-1":
                assert (occurrence - START) % (every * 1000) == 0  # on the grid
                assert occurrence + every * 1000 > wall  # the latest one due at delivery
        # nothing due is left behind: each active record's next occurrence is still ahead
        now = live.clock.now_ms()
        for view in await live.value(LIST, {}):
            assert parse_instant(view["scheduledAt"]) > now

    asyncio.run(run())
