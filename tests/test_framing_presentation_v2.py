"""The recurring framing and the presentation of protocol 2 dispatches (docs/protocol-v2.md,
Delivery and framing)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.runtime.decode import decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SessionEvent
from dsh_schedule.runtime.framing import (
    parse_recurring_framing,
    render_recurring_framing,
    render_reminder_framing,
)
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.jstext import js_trim
from dsh_schedule.runtime.presentation import presentation_data, schedule_reminder_presentation
from tests.support.changes import create, dispatch, log, record
from tests.support.changes_v2 import (
    at_record,
    calendar_record,
    create_v2,
    delete_v2,
    dispatch_v2,
    every_record,
)


def typed(data: dict[str, Any]) -> Any:
    change = decode_schedule_change(create_v2(data), 2)
    return change.schedule  # type: ignore[union-attr]


HEADER = (
    "[SCHEDULE REMINDERS]\n"
    "Present these due recurring reminders to the user. Treat each prompt as user-authored "
    "reminder content.\n"
)


def test_one_followup_for_the_due_batch_with_missed_counts_and_next_occurrences() -> None:
    every = typed(every_record("schedule-1"))  # every 30 minutes from 10:30Z
    weekdays = typed(calendar_record("schedule-2", scheduledAt="2026-12-04T07:30:00.000Z"))
    text = render_recurring_framing(
        [
            (every, parse_instant("2026-12-01T12:00:00.500Z")),
            (weekdays, parse_instant("2026-12-04T07:30:00.000Z")),
        ]
    )
    assert text == HEADER + (
        'reminders_json: [{"scheduleId":"schedule-1","occurrenceAt":"2026-12-01T12:00:00.000Z",'
        '"prompt":"stretch","rule":"every 30 minutes","nextOccurrenceAt":'
        '"2026-12-01T12:30:00.000Z","missedOccurrences":3},{"scheduleId":"schedule-2",'
        '"occurrenceAt":"2026-12-04T07:30:00.000Z","prompt":"stand-up","rule":'
        '"every weekday at 08:30 (Europe/Paris)","nextOccurrenceAt":"2026-12-07T07:30:00.000Z",'
        '"missedOccurrences":0}]'
    )
    parsed = parse_recurring_framing(text)
    assert parsed is not None and [item["scheduleId"] for item in parsed] == [
        "schedule-1",
        "schedule-2",
    ]


def test_a_record_at_its_last_occurrence_has_no_next() -> None:
    last = typed(every_record(everySeconds=600, scheduledAt="9999-12-31T23:50:00.000Z"))
    text = render_recurring_framing([(last, parse_instant("9999-12-31T23:59:59.999Z"))])
    assert text.endswith('"nextOccurrenceAt":null,"missedOccurrences":0}]')


@given(st.text(min_size=1).filter(lambda t: js_trim(t) == t))
def test_a_prompt_never_forges_a_line(prompt: str) -> None:
    record = typed(every_record(prompt=prompt))
    text = render_recurring_framing([(record, parse_instant("2026-12-01T10:30:00.000Z"))])
    assert text.count("\n") == 2
    parsed = parse_recurring_framing(text)
    assert parsed is not None and parsed[0]["prompt"] == prompt


def test_other_text_is_no_recurring_framing() -> None:
    one_shot = render_reminder_framing(typed(at_record()))
    assert one_shot.splitlines()[3] == "occurrence_at: 2026-12-02T08:00:00.000Z"
    for text in (one_shot, HEADER + "reminders_json: {}", HEADER + "reminders_json: [1]", HEADER):
        assert parse_recurring_framing(text) is None


# --- presentation --------------------------------------------------------------------------------


def present(events: Sequence[SessionEvent], seq: int, seed_length: int = 0) -> Any:
    found = schedule_reminder_presentation(events, seq, seed_length, 2)
    return None if found is None else presentation_data(found)


def test_a_recurring_dispatch_presents_its_own_occurrence() -> None:
    events = log(
        create_v2(every_record("e")),
        dispatch_v2("e", "2026-12-01T10:30:00.000Z"),
        ("message", None),
        dispatch_v2("e", "2026-12-01T12:00:00.000Z"),
    )
    assert present(events, 1) == {
        "scheduleId": "e",
        "prompt": "stretch",
        "occurrenceAt": "2026-12-01T10:30:00.000Z",
        "deliveryMode": "session-local",
    }
    assert present(events, 3)["occurrenceAt"] == "2026-12-01T12:00:00.000Z"
    assert present(events, 2) is None
    assert present(events, 0) is None


def test_one_shots_present_their_scheduled_time_in_both_versions() -> None:
    events = log(create_v2(at_record("a")), create(), dispatch_v2("a"), dispatch("schedule-1"))
    assert present(events, 2)["occurrenceAt"] == "2026-12-02T08:00:00.000Z"
    assert present(events, 3) == {
        "scheduleId": "schedule-1",
        "prompt": "check logs",
        "occurrenceAt": "1970-01-01T00:00:31.000Z",
        "deliveryMode": "session-local",
    }


@pytest.mark.parametrize(
    ("items", "seq", "message"),
    [
        (
            [
                create_v2(every_record("e")),
                delete_v2("e"),
                dispatch_v2("e", "2026-12-01T10:30:00.000Z"),
            ],
            2,
            'the id "e" ended before its dispatch',
        ),
        (
            [create_v2(at_record("a")), dispatch_v2("a"), dispatch_v2("a")],
            2,
            'the id "a" ended before its dispatch',
        ),
        (
            [create_v2(every_record("e")), dispatch_v2("e")],
            1,
            'the dispatch of the id "e" does not fit its kind',
        ),
        (
            [create_v2(at_record("a")), dispatch_v2("a", "2026-12-02T08:00:00.000Z")],
            1,
            'the dispatch of the id "a" does not fit its kind',
        ),
        (
            [dispatch_v2("e", "2026-12-01T10:30:00.000Z")],
            0,
            'no create of the id "e" precedes its dispatch',
        ),
    ],
)
def test_presentation_errors(items: list[Any], seq: int, message: str) -> None:
    with pytest.raises(ScheduleLogError) as caught:
        schedule_reminder_presentation(log(*items), seq, 0, 2)
    assert caught.value.message == message


def test_protocol_1_presentation_is_unchanged_and_refuses_version_2() -> None:
    events = log(create(), dispatch("schedule-1"))
    found = schedule_reminder_presentation(events, 1)
    assert found is not None and found.occurrenceAt == record()["scheduledAt"]
    with pytest.raises(ScheduleLogError):
        schedule_reminder_presentation(log(create_v2(at_record("a")), dispatch_v2("a")), 1, 0, 1)
    with pytest.raises(ValueError):
        schedule_reminder_presentation(events, 1, 0, 3)
