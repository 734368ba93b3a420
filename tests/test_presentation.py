"""Presentation of a dispatch (SPEC §5.6), including both vectors the spec gives."""

from __future__ import annotations

from typing import Any

import pytest

from dsh_schedule.generated.models import ScheduleReminderPresentation
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.presentation import presentation_data, schedule_reminder_presentation
from tests.support.changes import create, delete, dispatch, log


def prompt_of(events: list[Event], dispatch_seq: int, seed_length: int = 0) -> str | None:
    found = schedule_reminder_presentation(events, dispatch_seq, seed_length)
    return None if found is None else found.prompt


def failure(events: list[Event], dispatch_seq: Any, seed_length: Any = 0) -> ScheduleLogError:
    with pytest.raises(ScheduleLogError) as caught:
        schedule_reminder_presentation(events, dispatch_seq, seed_length)
    return caught.value


def test_spec_vector_one() -> None:
    events = log(
        create("X", prompt="parent"), dispatch("X"), create("X", prompt="child"), dispatch("X")
    )
    assert prompt_of(events, 1, 2) == "parent"
    assert prompt_of(events, 3, 2) == "child"
    assert prompt_of(events, 2, 2) is None


def test_spec_vector_two() -> None:
    events = log(create("R", prompt="stretch"), ("session/end-seed", {}), dispatch("R"))
    assert prompt_of(events, 2, 3) == "stretch"
    error = failure(events, 2, 2)
    assert (error.message, error.seq) == ('no create of the id "R" precedes its dispatch', 2)


def test_the_full_presentation() -> None:
    found = schedule_reminder_presentation(log(create("X", prompt="p"), dispatch("X")), 1)
    assert found == ScheduleReminderPresentation(
        scheduleId="X",
        prompt="p",
        occurrenceAt="1970-01-01T00:00:31.000Z",
        deliveryMode="session-local",
    )
    assert list(presentation_data(found)) == [
        "scheduleId",
        "prompt",
        "occurrenceAt",
        "deliveryMode",
    ]


def test_not_a_dispatch_is_none() -> None:
    events = log(create("X", prompt="p"), delete("X"), ("message", None))
    assert [prompt_of(events, seq) for seq in range(3)] == [None, None, None]


def test_a_terminal_change_met_first_is_an_error_with_its_seq() -> None:
    error = failure(log(create("X", prompt="p"), delete("X"), dispatch("X")), 2)
    assert (error.message, error.seq) == ('the id "X" ended before its dispatch', 1)
    assert failure(log(create("X", prompt="p"), dispatch("X"), dispatch("X")), 2).seq == 1


def test_corrupt_events_met_on_the_way_carry_their_seq() -> None:
    assert failure(log(create("X", prompt="p"), {"version": 2}, dispatch("X")), 2).seq == 1
    assert failure(log({"version": 1, "operation": "dispatch", "id": ""}), 0).seq == 0
    assert prompt_of(log({"version": 2}, create("X", prompt="p"), dispatch("X")), 2) == "p"


@pytest.mark.parametrize(
    ("dispatch_seq", "seed_length", "message"),
    [
        (-1, 0, "dispatch_seq must be a non-negative int"),
        (True, 0, "dispatch_seq must be a non-negative int"),
        (1.0, 0, "dispatch_seq must be a non-negative int"),
        (1, 3, "seed_length must be an int in [0, 2]"),
        (1, -1, "seed_length must be an int in [0, 2]"),
        (1, "0", "seed_length must be an int in [0, 2]"),
        (1, False, "seed_length must be an int in [0, 2]"),
        (2, 0, "the log has no event with seq 2"),
    ],
)
def test_arguments_that_do_not_fit_the_log(
    dispatch_seq: Any, seed_length: Any, message: str
) -> None:
    error = failure(log(create("X", prompt="p"), dispatch("X")), dispatch_seq, seed_length)
    assert error.message.startswith(message)
    assert error.seq is None


def test_the_event_at_dispatch_seq_must_carry_that_seq() -> None:
    events = [
        Event(SCHEDULE_CHANGE, 0, 0, create("X", prompt="p")),
        Event(SCHEDULE_CHANGE, 5, 0, dispatch("X")),
    ]
    assert failure(events, 1).message == "the log has no event with seq 1 at that position"
