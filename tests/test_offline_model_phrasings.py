"""The offline model reads the phrasings people type: create, list, delete and "delete all",
asking for what a request lacks, and the phrasings a user typed in the shell."""

from __future__ import annotations

from pathlib import Path

import pytest

from dsh_schedule.host.models import Message, Reply, ToolCalls, ToolUse
from dsh_schedule.host.models.phrasing import Delete, DeleteAll, ListAll, Unclear, read_intent
from tests.support.cli import run_cli
from tests.support.offline_model import ZONE, ask, create_arguments, step_of


@pytest.mark.parametrize(
    ("text", "seconds", "prompt"),
    [
        ("in 2 minutes remind me to call mom", 120, "call mom"),
        ("remind me in 2 hours and 5 minutes to z", 7500, "z"),
        ("remind me to stretch in 1h30m", 5400, "stretch"),
        ("remind me in 90 seconds to drink water", 90, "drink water"),
        ("remind me in a minute to breathe", 60, "breathe"),
        ("remind me in half an hour to check the oven", 1800, "check the oven"),
        ("remind me to log in in 5 min", 300, "log in"),
        ("In 10 minutes, remind me to check in with Bob.", 600, "check in with Bob"),
        ("remind me in 5 seconds to stretch", 5, "stretch"),
        ("remind me in 2 days, 3 hours and 4 minutes about taxes", 183_840, "taxes"),
    ],
)
def test_the_phrasings_people_type(text: str, seconds: int, prompt: str) -> None:
    assert create_arguments(ask(text)) == {"prompt": prompt, "after_seconds": seconds}


@pytest.mark.parametrize(
    "text",
    [
        "what reminders do I have",
        "what reminders do I have?",
        "list my reminders",
        "list",
        "show reminders",
        "What are my reminders?",
        "do I have any reminders",
        "reminders",
        "what's pending",
    ],
)
def test_list_phrasings(text: str) -> None:
    assert read_intent(text) == ListAll()
    assert ask(text) == ToolCalls((ToolUse("schedule_list", {}),))


@pytest.mark.parametrize(
    ("text", "schedule_id"),
    [
        ("cancel schedule-1", "schedule-1"),
        ("delete schedule-12.", "schedule-12"),
        ("remove reminder schedule-3", "schedule-3"),
        ("cancel reminder 2", "schedule-2"),
        ("delete #4", "schedule-4"),
        ("cancel custom-id", "custom-id"),
    ],
)
def test_delete_phrasings(text: str, schedule_id: str) -> None:
    assert read_intent(text) == Delete(schedule_id)


@pytest.mark.parametrize(
    "text",
    [
        "delete all",
        "cancel everything",
        "Delete all reminders.",
        "clear all my reminders",
        "remove all of them",
        "cancel my reminders",
        "clear reminders",
    ],
)
def test_delete_all_phrasings(text: str) -> None:
    assert read_intent(text) == DeleteAll()


@pytest.mark.parametrize(
    ("text", "when", "arguments"),
    [
        ("remind me in 5 minutes", "in 5 minutes", {"after_seconds": 300}),
        ("in 5 minutes", "in 5 minutes", {"after_seconds": 300}),
        (  # 11:00 in Paris: 17:00 is today
            "set a reminder for 5pm",
            "5pm",
            {"at": {"date": "2026-12-01", "time": "17:00", "time_zone": ZONE}},
        ),
    ],
)
def test_a_time_without_what_asks_what_and_reads_the_next_line_as_the_answer(
    text: str, when: str, arguments: dict[str, object]
) -> None:
    asked = ask(text)
    assert asked == Reply(
        f"What should I remind you of ({when})? Say it on the next line, or all at once, like "
        f"'remind me {when} to call mom'."
    )
    answered = step_of(
        [Message("user", text), Message("assistant", asked.text), Message("user", "stretch!")]
    )
    assert create_arguments(answered) == {"prompt": "stretch", **arguments}


@pytest.mark.parametrize(
    "text", ["remove the reminder about stretching", "cancel", "delete the one for mom"]
)
def test_a_delete_without_an_id_asks_for_the_id(text: str) -> None:
    intent = read_intent(text)
    assert isinstance(intent, Unclear)
    assert "'cancel schedule-1'" in intent.reply and "'delete all'" in intent.reply


@pytest.mark.parametrize("text", ["hello", "what time is it", "thanks!"])
def test_other_text_is_not_understood_and_says_what_works(text: str) -> None:
    step = ask(text)
    assert isinstance(step, Reply)
    assert step.text.startswith("I did not understand that. Try: 'remind me in 10 minutes")


# --- in the shell, as the user typed it -------------------------------------------------


def test_the_phrasings_that_failed_in_the_shell_now_work(tmp_path: Path) -> None:
    requests = [
        "in 2 minutes remind me to call mom",
        "what reminders do I have",
        "remind me in 2 hours and 5 minutes to z",
        "remind me in 2 hours and 5 minutez to z",
        "delete all",
        "delete all --yes",
        "list",
    ]
    result = run_cli("shell", "--db", str(tmp_path / "s.sqlite"), stdin="\n".join(requests) + "\n")
    assert result.returncode == 0, result.stderr
    replies = [line for line in result.stdout.splitlines() if line.startswith("main> ")]
    created, listed, created_again, unclear, would, deleted, empty = replies
    assert created.startswith("main> OK: I will remind you to call mom at ")
    assert listed == "main> Your reminders:"
    assert created_again.startswith("main> OK: I will remind you to z at ")
    assert unclear == (
        "main> I did not understand 'minutez'. Did you mean 'remind me in 2 hours and 5 "
        "minutes to z'?"
    )
    assert would == (
        "main> That would delete 2 pending reminders: schedule-1 (call mom), schedule-2 (z). "
        "To delete them, say 'delete all --yes'."
    )
    assert deleted == "main> Deleted 2: schedule-1 (call mom), schedule-2 (z)."
    assert empty == "main> You have no pending reminders."
    assert "after_seconds': 7500" in result.stdout
