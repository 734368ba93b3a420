"""The protocol 2 fold (docs/protocol-v2.md, Replay rules): recurring dispatches advance their
record, one-shot and recurring dispatch rules, the end in year 9999, mixed version 1 and 2
logs, and incremental folding equal to folding from scratch."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event, SessionEvent
from dsh_schedule.runtime.fold import ScheduleProjection, fold_schedule_events
from dsh_schedule.runtime.instants import format_instant, parse_instant
from dsh_schedule.runtime.records import record_data
from tests.support.changes import create, delete, dispatch, log, record
from tests.support.changes_v2 import (
    at_record,
    calendar_record,
    create_v2,
    delete_v2,
    dispatch_v2,
    every_record,
)


def active(events: Sequence[SessionEvent], seed_length: int = 0) -> list[dict[str, Any]]:
    return [record_data(r) for r in fold_schedule_events(events, seed_length, 2).active]


def failure(events: Sequence[SessionEvent], protocol: int = 2) -> tuple[str, int | None]:
    with pytest.raises(ScheduleLogError) as caught:
        fold_schedule_events(events, 0, protocol)
    return caught.value.message, caught.value.seq


def test_a_recurring_dispatch_moves_the_record_to_its_next_occurrence() -> None:
    events = log(
        create_v2(every_record("e")),
        dispatch_v2("e", "2026-12-01T10:30:00.000Z"),
    )
    assert active(events) == [every_record("e", scheduledAt="2026-12-01T11:00:00.000Z")]
    # Catch-up: the dispatch delivered 12:00, so 10:30..11:30 were missed; next is 12:30.
    late = log(create_v2(every_record("e")), dispatch_v2("e", "2026-12-01T12:00:00.000Z"))
    assert active(late) == [every_record("e", scheduledAt="2026-12-01T12:30:00.000Z")]


def test_a_calendar_dispatch_moves_over_the_weekend() -> None:
    friday = calendar_record("c", scheduledAt="2026-12-04T07:30:00.000Z")
    events = log(create_v2(friday), dispatch_v2("c", "2026-12-04T07:30:00.000Z"))
    assert active(events) == [calendar_record("c", scheduledAt="2026-12-07T07:30:00.000Z")]


def test_recurring_records_keep_their_create_order_and_the_earliest_follows_targets() -> None:
    events = log(
        create_v2(every_record("a", everySeconds=600, scheduledAt="2026-12-01T10:00:00.000Z")),
        create_v2(at_record("b", scheduledAt="2026-12-01T10:05:00.000Z")),
        create_v2(every_record("c", everySeconds=900, scheduledAt="2026-12-01T10:00:00.000Z")),
    )
    projection = ScheduleProjection(0, 2)
    projection.update(events)
    earliest = projection.earliest()
    assert earliest is not None and earliest.id == "a"  # a tie with c: create order
    events.append(Event(SCHEDULE_CHANGE, 3, 0, dispatch_v2("a", "2026-12-01T10:00:00.000Z")))
    result = projection.update(events)
    assert [r.id for r in result.active] == ["a", "b", "c"]
    assert projection.target_ms("a") == parse_instant("2026-12-01T10:10:00.000Z")
    earliest = projection.earliest()
    assert earliest is not None and earliest.id == "c"
    assert earliest.scheduledAt == "2026-12-01T10:00:00.000Z"


def test_one_shot_dispatch_ends_and_carries_no_occurrence() -> None:
    events = log(create_v2(at_record("a")), create(), dispatch_v2("a"), dispatch("schedule-1"))
    assert active(events) == []
    assert fold_schedule_events(events, 0, 2).seen_ids == ("a", "schedule-1")
    assert failure(
        log(create_v2(at_record("a")), dispatch_v2("a", "2026-12-02T08:00:00.000Z"))
    ) == (
        'dispatch of the one-shot id "a" has occurrenceAt',
        1,
    )
    assert failure(log(create(), dispatch_v2("schedule-1", "1970-01-01T00:00:31.000Z"))) == (
        'dispatch of the one-shot id "schedule-1" has occurrenceAt',
        1,
    )


def test_a_recurring_dispatch_needs_an_occurrence_of_its_rule_not_before_its_next() -> None:
    base = [create_v2(every_record("e"))]
    assert failure(log(*base, dispatch_v2("e"))) == (
        'dispatch of the recurring id "e" lacks occurrenceAt',
        1,
    )
    assert failure(log(*base, dispatch("e"))) == (  # a version 1 dispatch, upcast
        'dispatch of the recurring id "e" lacks occurrenceAt',
        1,
    )
    off_grid = 'occurrenceAt of the id "e" is no occurrence of its rule at or after its scheduledAt'
    assert failure(log(*base, dispatch_v2("e", "2026-12-01T10:31:00.000Z"))) == (off_grid, 1)
    assert failure(log(*base, dispatch_v2("e", "2026-12-01T10:00:00.000Z"))) == (off_grid, 1)
    # Twice the same occurrence: the second is before the record's next one.
    twice = log(
        *base,
        dispatch_v2("e", "2026-12-01T11:00:00.000Z"),
        dispatch_v2("e", "2026-12-01T11:00:00.000Z"),
    )
    assert failure(twice) == (off_grid, 2)
    calendar = [create_v2(calendar_record("e"))]
    assert failure(log(*calendar, dispatch_v2("e", "2026-12-05T07:30:00.000Z"))) == (off_grid, 1)


def test_delete_ends_any_kind_and_ids_are_never_reused() -> None:
    events = log(
        create_v2(every_record("e")),
        create_v2(calendar_record("c")),
        delete_v2("e"),
        delete("c"),
    )
    assert active(events) == []
    assert failure(log(*[e.data for e in events], create_v2(at_record("e")))) == (
        'create reuses the id "e"',
        4,
    )
    assert failure(
        log(
            create_v2(every_record("e")),
            delete_v2("e"),
            dispatch_v2("e", "2026-12-01T10:30:00.000Z"),
        )
    ) == (
        'dispatch of the id "e", which is not active',
        2,
    )


def test_the_last_occurrence_before_year_10000_ends_the_record() -> None:
    last = every_record("e", everySeconds=600, scheduledAt="9999-12-31T23:50:00.000Z")
    events = log(create_v2(last), dispatch_v2("e", "9999-12-31T23:50:00.000Z"))
    result = fold_schedule_events(events, 0, 2)
    assert result.active == () and result.seen_ids == ("e",)


def test_mixed_version_1_and_2_logs_and_forks() -> None:
    events = log(
        create("one"),
        create_v2(every_record("two")),
        ("message", {"text": "hi"}),
        dispatch("one"),
        dispatch_v2("two", "2026-12-01T10:30:00.000Z"),
        create_v2(record("three")),
    )
    assert active(events) == [
        every_record("two", scheduledAt="2026-12-01T11:00:00.000Z"),
        record("three"),
    ]
    # A fork of the first four events owns none of them and may reuse their ids.
    assert active([*events[:4], *log(*[None] * 4, create_v2(every_record("two")))[4:]], 4) == [
        every_record("two")
    ]
    # Protocol 1 refuses the version 2 event.
    assert failure(events, 1) == ("version must be exactly 1", 1)


def test_check_candidate_applies_the_recurring_rules_without_changing_anything() -> None:
    events = log(create_v2(every_record("e")))
    projection = ScheduleProjection(0, 2)
    projection.update(events)
    good = Event(SCHEDULE_CHANGE, 1, 0, dispatch_v2("e", "2026-12-01T10:30:00.000Z"))
    projection.check_candidate(good)
    with pytest.raises(ScheduleLogError):
        projection.check_candidate(Event(SCHEDULE_CHANGE, 1, 0, dispatch_v2("e")))
    assert projection.target_ms("e") == parse_instant("2026-12-01T10:30:00.000Z")


# --- incremental == from scratch, on mixed logs --------------------------------------------------

IDS = ["a", "b", "c"]
START = parse_instant("2026-12-01T10:00:00.000Z")


@st.composite
def changes(draw: st.DrawFn) -> Any:
    """A change of either version, often valid for a small set of ids: recurring dispatches
    name an occurrence of the records' grids (10-minute and calendar) near the start."""
    id = draw(st.sampled_from(IDS))
    step = draw(st.integers(0, 6))
    instant = format_instant(START + step * 600_000)
    choice = draw(st.integers(0, 9))
    if choice == 0:
        return create(id, scheduledAt=instant)
    if choice == 1:
        return create_v2(at_record(id, scheduledAt=instant))
    if choice == 2:
        return create_v2(every_record(id, everySeconds=600, scheduledAt=instant))
    if choice == 3:
        daily = format_instant(START + step * 86_400_000)
        return create_v2(
            calendar_record(
                id,
                days=["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                time="11:00",
                scheduledAt=daily,
            )
        )
    if choice == 4:
        return draw(st.sampled_from([delete(id), delete_v2(id), dispatch(id), dispatch_v2(id)]))
    if choice in (5, 6, 7):
        return dispatch_v2(id, instant)
    if choice == 8:
        return dispatch_v2(id, format_instant(START + step * 86_400_000))
    return ("message", {"n": step})


@settings(max_examples=300, deadline=None)
@given(st.lists(changes(), max_size=14), st.integers(0, 3))
def test_incremental_fold_equals_fold_from_scratch(items: list[Any], seed: int) -> None:
    events = log(*items)
    seed_length = min(seed, len(events))
    projection = ScheduleProjection(seed_length, 2)
    for end in range(seed_length, len(events) + 1):
        prefix = events[:end]
        try:
            expected = fold_schedule_events(prefix, seed_length, 2)
        except ScheduleLogError as error:
            with pytest.raises(ScheduleLogError) as caught:
                projection.update(prefix)
            assert (caught.value.message, caught.value.seq) == (error.message, error.seq)
            return
        result = projection.update(prefix)
        assert result == expected
        scratch = ScheduleProjection(seed_length, 2)
        scratch.update(prefix)
        first, again = projection.earliest(), scratch.earliest()
        assert (first and record_data(first)) == (again and record_data(again))
        for item in expected.active:
            assert projection.target_ms(item.id) == parse_instant(item.scheduledAt)
