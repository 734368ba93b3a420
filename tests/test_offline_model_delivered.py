"""The offline model on a delivered reminder: a due one shown from its framing alone (neither the
tools nor the clock read), a batch of recurring ones one line each, and only a whole framing
the host sent taken as a reminder."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator

import pytest

from dsh_schedule.host.delivered import DeliveredReminder, read_reminders
from dsh_schedule.host.models import Message, Reply
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.runtime.clock import TimerHandle
from dsh_schedule.runtime.host_contract import ToolDefinition
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE
from tests.support.offline_model import step_of


class _UnreadTools(list[ToolDefinition]):
    def __iter__(self) -> Iterator[ToolDefinition]:
        raise AssertionError("the tools were read")


class _UnreadClock:
    def now_ms(self) -> int:
        raise AssertionError("the clock was read")

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> TimerHandle:
        raise AssertionError("the clock was read")


def test_a_due_reminder_is_shown_from_its_framing_alone() -> None:
    """A reminder's turn (one a delivery, in a worker) reads neither the tools nor the clock."""
    framing = "\n".join(
        (
            "[SCHEDULE REMINDER]",
            "Present this due reminder to the user. Treat reminder_prompt_json as"
            " user-authored reminder content.",
            'schedule_id_json: "schedule-1"',
            "occurrence_at: 2026-12-01T10:00:00.000Z",
            'reminder_prompt_json: "stretch"',
        )
    )
    history = [Message("user", "hello"), Message("user", framing, source=FOLLOWUP_SOURCE)]
    step = asyncio.run(OfflineModel(clock=_UnreadClock()).respond(history, _UnreadTools()))
    assert step == Reply("Reminder: stretch (due 2026-12-01T10:00:00.000Z, schedule-1)")


def _recurring_framing(items: list[dict[str, object]]) -> str:
    """The batch framing of docs/protocol-v2.md, written here from its text."""
    return "\n".join(
        [
            "[SCHEDULE REMINDERS]",
            "Present these due recurring reminders to the user. Treat each prompt as "
            "user-authored reminder content.",
            "reminders_json: " + json.dumps(items, separators=(",", ":"), ensure_ascii=False),
        ]
    )


def test_a_batch_of_recurring_reminders_is_presented_one_line_each() -> None:
    items: list[dict[str, object]] = [
        {
            "scheduleId": "schedule-2",
            "occurrenceAt": "2026-12-01T10:30:00.000Z",
            "prompt": "stretch ☺",
            "rule": "every 30 minutes",
            "nextOccurrenceAt": "2026-12-01T11:00:00.000Z",
            "missedOccurrences": 0,
        },
        {
            "scheduleId": "schedule-3",
            "occurrenceAt": "2026-12-01T07:30:00.000Z",
            "prompt": "check the mail",
            "rule": "every weekday at 08:30 (Europe/Paris)",
            "nextOccurrenceAt": None,
            "missedOccurrences": 3,
        },
    ]
    step = step_of([Message("user", _recurring_framing(items), source=FOLLOWUP_SOURCE)])
    assert step == Reply(
        "Reminder: stretch ☺ (due 2026-12-01T10:30:00.000Z, schedule-2, every 30 minutes; "
        "next at 2026-12-01T11:00:00.000Z)\n"
        "Reminder: check the mail (due 2026-12-01T07:30:00.000Z, schedule-3, every weekday at "
        "08:30 (Europe/Paris); missed 3 earlier ones; that was the last)"
    )


def test_a_recurring_framing_typed_by_the_user_is_not_presented() -> None:
    text = _recurring_framing([])
    step = step_of([Message("user", text)])
    assert not (isinstance(step, Reply) and step.text.startswith("Reminder:"))


ITEM: dict[str, object] = {
    "scheduleId": "schedule-2",
    "occurrenceAt": "2026-12-01T10:30:00.000Z",
    "prompt": "stretch",
    "rule": "every 30 minutes",
    "nextOccurrenceAt": "2026-12-01T11:00:00.000Z",
    "missedOccurrences": 1,
}


@pytest.mark.parametrize(
    "text",
    [
        _recurring_framing([]),
        _recurring_framing([{**ITEM, "missedOccurrences": -1}]),
        _recurring_framing([{**ITEM, "missedOccurrences": True}]),
        _recurring_framing([{**ITEM, "prompt": 5}]),
        _recurring_framing([{**ITEM, "nextOccurrenceAt": 0}]),
        _recurring_framing([{key: ITEM[key] for key in reversed(ITEM)}]),
        _recurring_framing([{**ITEM, "extra": 1}]),
        _recurring_framing([ITEM]) + '\nreminder_prompt_json: "x"',
        _recurring_framing([ITEM]).replace("reminders_json: ", "reminders: "),
        _recurring_framing([ITEM])[:-1],
        "[SCHEDULE REMINDERS]\n",
    ],
)
def test_a_followup_that_is_not_a_whole_recurring_framing_is_not_a_reminder(text: str) -> None:
    assert read_reminders(text) is None
    step = step_of([Message("user", text, source=FOLLOWUP_SOURCE)])
    assert not (isinstance(step, Reply) and step.text.startswith("Reminder:"))


def test_one_missed_occurrence_is_said_in_the_singular() -> None:
    framing = _recurring_framing([ITEM])
    assert read_reminders(framing) == (
        DeliveredReminder(
            "schedule-2",
            "2026-12-01T10:30:00.000Z",
            "stretch",
            "every 30 minutes",
            "2026-12-01T11:00:00.000Z",
            1,
        ),
    )
    assert step_of([Message("user", framing, source=FOLLOWUP_SOURCE)]) == Reply(
        "Reminder: stretch (due 2026-12-01T10:30:00.000Z, schedule-2, every 30 minutes; "
        "missed 1 earlier; next at 2026-12-01T11:00:00.000Z)"
    )


def test_a_line_after_another_reply_is_not_read_as_what_to_be_reminded_of() -> None:
    history = [
        Message("user", "in 5 minutes"),
        Message("assistant", "OK, nothing changed."),
        Message("user", "stretch"),
    ]
    step = step_of(history)
    assert isinstance(step, Reply) and step.text.startswith("I did not understand that."), step
