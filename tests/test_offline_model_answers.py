"""The offline model's answers to protocol 2's results: a created reminder said with its rule and
next occurrence, each kind listed, and every error code answered with what to do."""

from __future__ import annotations

import pytest

from dsh_schedule.host.models import Message, Reply, Step, ToolUse
from tests.support.offline_model import step_of, tool_message

AT_VIEW = {
    "id": "schedule-1",
    "kind": "at",
    "prompt": "call mom",
    "scheduledAt": "2026-12-02T08:00:00.000Z",
    "state": "scheduled",
    "deliveryMode": "session-local",
}
EVERY_VIEW = {
    "id": "schedule-2",
    "kind": "every",
    "prompt": "stretch",
    "everySeconds": 1800,
    "scheduledAt": "2026-12-01T10:30:00.000Z",
    "state": "scheduled",
    "deliveryMode": "session-local",
}
CALENDAR_VIEW = {
    "id": "schedule-3",
    "kind": "calendar",
    "prompt": "check the mail",
    "time": "08:30",
    "days": ["mon", "tue", "wed", "thu", "fri"],
    "timeZone": "Europe/Paris",
    "scheduledAt": "2026-12-02T07:30:00.000Z",
    "state": "overdue",
    "deliveryMode": "session-local",
    "scheduledLocal": "2026-12-02T08:30:00+01:00",
}


def _answer(request: str, tool: str, value: object, arguments: object = None) -> Step:
    call = ToolUse(tool, arguments if arguments is not None else {}, "c1")
    return step_of(
        [
            Message("user", request),
            Message("assistant", "", calls=(call,)),
            tool_message(tool, value, "c1"),
        ]
    )


@pytest.mark.parametrize(
    ("view", "said"),
    [
        (AT_VIEW, "OK: I will remind you to call mom at 2026-12-02T08:00:00.000Z (schedule-1)."),
        (
            EVERY_VIEW,
            "OK: I will remind you to stretch every 30 minutes, next at "
            "2026-12-01T10:30:00.000Z (schedule-2).",
        ),
        (
            CALENDAR_VIEW,
            "OK: I will remind you to check the mail every weekday at 08:30 (Europe/Paris), "
            "next at 2026-12-02T07:30:00.000Z (2026-12-02T08:30:00+01:00 there) (schedule-3).",
        ),
    ],
)
def test_a_created_reminder_is_said_with_its_rule_and_next_occurrence(
    view: dict[str, object], said: str
) -> None:
    assert _answer("remind me in 5 minutes to x", "schedule_create", view) == Reply(said)


def test_the_list_shows_each_kind_with_its_next_occurrence() -> None:
    listed = _answer("list", "schedule_list", [AT_VIEW, EVERY_VIEW, CALENDAR_VIEW])
    assert listed == Reply(
        "Your reminders:\n"
        "- schedule-1: call mom at 2026-12-02T08:00:00.000Z (scheduled)\n"
        "- schedule-2: stretch every 30 minutes, next at 2026-12-01T10:30:00.000Z (scheduled)\n"
        "- schedule-3: check the mail every weekday at 08:30 (Europe/Paris), next at "
        "2026-12-02T07:30:00.000Z (2026-12-02T08:30:00+01:00 there) (overdue)"
    )


@pytest.mark.parametrize(
    ("code", "arguments", "said"),
    [
        ("invalid_time_zone", {"calendar": {"time": "07:00", "time_zone": "Atlantis"}},
         'I do not know the time zone "Atlantis".'),
        ("not_future", {"at": {}}, "that time has already passed"),
        ("frequency_too_high", {"every_seconds": 60}, "every 5 minutes (300 seconds)"),
        ("too_many_schedules", {"every_seconds": 600}, "at most 20 of them repeating"),
        ("time_out_of_range", {"at": {}}, "up to the end of the year 9999"),
        ("invalid_rule", {"at": {}}, "a local time that a daylight-saving change skips"),
        ("invalid_selector", {"at": {}}, "this session runs protocol 1"),
    ],
)  # fmt: skip
def test_each_error_code_of_a_request_gets_an_answer_saying_what_to_do(
    code: str, arguments: dict[str, object], said: str
) -> None:
    value = {"code": code, "message": "the tool's message"}
    step = _answer("remind me in 5 minutes to x", "schedule_create", value, arguments)
    assert isinstance(step, Reply)
    assert step.text.startswith(f"That did not work ({code}): ")
    assert said in step.text
