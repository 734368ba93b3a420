"""The offline model reads what people type: compound delays in either order, list and delete
phrasings, "delete all"; and it never turns a request it cannot read into a wrong reminder.

Hypothesis writes requests from a small grammar (delay components, spellings, joiners, forms,
prompts) and checks the delay and the prompt the model asks `schedule_create` for.
"""

from __future__ import annotations

import asyncio
import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.model import (
    Message,
    OfflineModel,
    Reply,
    Step,
    ToolCalls,
    ToolUse,
    offline_step,
)
from dsh_schedule.host.phrasing import Create, Delete, DeleteAll, ListAll, Unclear, read_intent
from tests.support.cli import run_cli

TOOLS = {"schedule_create", "schedule_list", "schedule_delete"}

UNITS = {
    1: ["second", "seconds", "sec", "secs", "s"],
    60: ["minute", "minutes", "min", "mins", "m"],
    3600: ["hour", "hours", "hr", "hrs", "h"],
    86400: ["day", "days", "d"],
}
WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "five": 5, "ten": 10, "twenty": 20, "ninety": 90}
PROMPT_WORDS = ["stretch", "call", "mom", "check", "the", "oven", "in", "and", "to", "log",
                "about", "remind", "that", "for", "Bob", "Überweisung", "日本", "me",
                "in."]  # fmt: skip
FORMS = [
    "remind me in {d} to {p}",
    "remind me to {p} in {d}",
    "in {d} remind me to {p}",
    "In {d}, remind me to {p}",
    "please remind me in {d} about {p}",
    "Remind me about {p} in {d}.",
    "set a reminder for {p} in {d}",
    "remind me in {d}: {p}",
    "can you remind me to {p} in {d}?",
]


@st.composite
def component(draw: st.DrawFn) -> tuple[str, Fraction]:
    unit = draw(st.sampled_from(sorted(UNITS)))
    spelling = draw(st.sampled_from(UNITS[unit]))
    if draw(st.booleans()):
        word = draw(st.sampled_from(sorted(WORDS)))
        return f"{word} {spelling}", Fraction(WORDS[word] * unit)
    amount = draw(st.integers(0, 10_000))
    space = draw(st.sampled_from(["", " "]))
    return f"{amount}{space}{spelling}", Fraction(amount * unit)


@st.composite
def duration(draw: st.DrawFn) -> tuple[str, Fraction]:
    special: dict[str, int | Fraction] = {
        "half an hour": 1800,
        "half a minute": 30,
        "an hour and a half": 5400,
        "a couple of minutes": 120,
        "1.5 hours": 5400,
        "2.5 seconds": Fraction(5, 2),
        "1h30m": 5400,
        "2m30s": 150,
        "1h 15m 30s": 4530,
    }
    if draw(st.integers(0, 4)) == 0:
        text = draw(st.sampled_from(sorted(special)))
        return text, Fraction(special[text])
    parts = draw(st.lists(component(), min_size=1, max_size=4))
    text, total = parts[0]
    for part, seconds in parts[1:]:
        text += draw(st.sampled_from([" ", ", ", " and ", ", and "])) + part
        total += seconds
    return text, total


prompts = st.lists(st.sampled_from(PROMPT_WORDS), min_size=1, max_size=5).map(" ".join)


def _create(step: Step) -> dict[str, object]:
    assert isinstance(step, ToolCalls), step
    [use] = step.uses
    assert use.name == "schedule_create"
    assert isinstance(use.arguments, dict)
    return use.arguments


def _ask(text: str, *history: Message) -> Step:
    return offline_step([*history, Message("user", text)], TOOLS)


@given(duration(), prompts, st.sampled_from(FORMS))
def test_a_request_from_the_grammar_is_read_exactly(
    delay: tuple[str, Fraction], prompt: str, form: str
) -> None:
    text, seconds = delay
    arguments = _create(_ask(form.format(d=text, p=prompt)))
    # A full stop that ends the whole request is punctuation, not part of the prompt.
    assert arguments["prompt"] == (prompt.rstrip(".") if form.endswith("{p}") else prompt)
    after = arguments["after_seconds"]
    assert isinstance(after, int | float)
    assert Fraction(after) == seconds
    assert isinstance(after, int) == (seconds.denominator == 1)


MISSPELLED = ["minutez", "hourz", "secondz", "mintues", "hs", "x"]


@given(
    st.lists(component(), min_size=1, max_size=3),
    st.sampled_from(MISSPELLED),
    st.integers(1, 99),
    prompts,
    st.sampled_from(FORMS),
    st.integers(0, 3),
)
def test_a_delay_it_cannot_read_is_never_a_reminder(
    parts: list[tuple[str, Fraction]],
    typo: str,
    amount: int,
    prompt: str,
    form: str,
    where: int,
) -> None:
    """A misspelled unit anywhere in the delay: the model says it did not understand and
    suggests a phrasing, instead of reminding at a part of the delay."""
    texts = [text for text, _ in parts]
    texts.insert(min(where, len(texts)), f"{amount} {typo}")
    step = _ask(form.format(d=" and ".join(texts), p=prompt))
    assert isinstance(step, Reply), step
    assert "remind me in 2 hours and 5 minutes to call mom" in step.text


@given(
    st.text() | st.lists(st.sampled_from([*PROMPT_WORDS, "1", "h", "in", ",", "all"])).map(" ".join)
)
def test_any_text_is_read_as_one_intent_without_raising(text: str) -> None:
    intent = read_intent(text)
    assert isinstance(intent, Create | ListAll | Delete | DeleteAll | Unclear)
    if isinstance(intent, Create):
        assert intent.prompt and intent.prompt == intent.prompt.strip()


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
    assert _create(_ask(text)) == {"prompt": prompt, "after_seconds": seconds}


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
    assert _ask(text) == ToolCalls((ToolUse("schedule_list", {}),))


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
    "text",
    [
        "remind me tomorrow to call mom",
        "remind me in a few minutes to stretch",
        "remind me in 5 minutes",
        "remind me to stretch",
        "set a reminder",
        "in 5 minutes",
    ],
)
def test_a_request_without_a_readable_delay_gets_a_suggestion(text: str) -> None:
    intent = read_intent(text)
    assert isinstance(intent, Unclear)
    assert "remind me in 2 hours and 5 minutes to call mom" in intent.reply


@pytest.mark.parametrize(
    "text", ["remove the reminder about stretching", "cancel", "delete the one for mom"]
)
def test_a_delete_without_an_id_asks_for_the_id(text: str) -> None:
    intent = read_intent(text)
    assert isinstance(intent, Unclear)
    assert "'cancel schedule-1'" in intent.reply and "'delete all'" in intent.reply


@pytest.mark.parametrize("text", ["hello", "what time is it", "thanks!"])
def test_other_text_is_not_understood_and_says_what_works(text: str) -> None:
    step = _ask(text)
    assert isinstance(step, Reply)
    assert step.text.startswith("I did not understand that. Try: 'remind me in 10 minutes")


def test_a_delay_too_large_for_a_reminder_is_said_so() -> None:
    assert read_intent(f"remind me in {'9' * 25} seconds to x") == Unclear(
        "That number is too large for a reminder."
    )
    assert read_intent(f"remind me in {2**53} seconds to x") == Unclear(
        "That number is too large for a reminder."
    )
    assert read_intent(f"remind me in {2**53 - 1} seconds to x") == Create(2**53 - 1, "x")


# --- delete all, step by step ------------------------------------------------------------------

VIEWS = [
    {"id": "schedule-1", "prompt": "stretch"},
    {"id": "schedule-3", "prompt": "call mom"},
]


def _tool(name: str, value: object, call_id: str, is_error: bool = False) -> Message:
    text = value if isinstance(value, str) else json.dumps(value)
    return Message("tool", text, name, call_id=call_id, is_error=is_error)


def test_delete_all_lists_then_deletes_each_then_says_which() -> None:
    request = Message("user", "delete all")
    assert offline_step([request], TOOLS) == ToolCalls((ToolUse("schedule_list", {}),))
    listed = [request, _tool("schedule_list", VIEWS, "c1")]
    assert offline_step(listed, TOOLS) == ToolCalls(
        (
            ToolUse("schedule_delete", {"id": "schedule-1"}),
            ToolUse("schedule_delete", {"id": "schedule-3"}),
        )
    )
    deleted = [
        *listed,
        _tool("schedule_delete", {"id": "schedule-1", "deleted": True}, "c2"),
        _tool("schedule_delete", {"id": "schedule-3", "deleted": False, "code": "x"}, "c3"),
    ]
    assert offline_step(deleted, TOOLS) == Reply(
        "Deleted 1: schedule-1 (stretch). Already gone: schedule-3."
    )
    failed = [*listed, _tool("schedule_delete", "schedule_delete failed", "c2", is_error=True)]
    assert offline_step(failed, TOOLS) == Reply(
        "Deleted none. Not deleted: schedule_delete failed."
    )


def test_delete_all_when_the_list_fails_says_why_and_deletes_nothing() -> None:
    uncertain = {"code": "persistence_uncertain", "message": "not confirmed", "operation": "list"}
    history = [Message("user", "delete all"), _tool("schedule_list", uncertain, "c1")]
    assert offline_step(history, TOOLS) == Reply(
        "That did not work (persistence_uncertain): not confirmed"
    )
    refused = [Message("user", "delete all"), _tool("schedule_list", "boom", "c1", True)]
    assert offline_step(refused, TOOLS) == Reply("The host refused that call: boom")


def test_delete_all_with_nothing_pending() -> None:
    history = [Message("user", "cancel everything"), _tool("schedule_list", [], "c1")]
    assert offline_step(history, TOOLS) == Reply(
        "You have no pending reminders; there is nothing to delete."
    )


def test_a_host_error_result_is_described_not_parsed() -> None:
    history = [Message("user", "cancel schedule-1"), _tool("schedule_delete", "boom", "c1", True)]
    assert offline_step(history, TOOLS) == Reply("The host refused that call: boom")


def test_without_the_tools_it_says_reminders_are_unavailable() -> None:
    step = asyncio.run(OfflineModel().respond([Message("user", "list")], []))
    assert step == Reply("Reminders are not available to this agent.")


# --- in the shell, as the user typed it -------------------------------------------------


def test_the_phrasings_that_failed_in_the_shell_now_work(tmp_path: Path) -> None:
    requests = [
        "in 2 minutes remind me to call mom",
        "what reminders do I have",
        "remind me in 2 hours and 5 minutes to z",
        "remind me in 2 hours and 5 minutez to z",
        "delete all",
        "list",
    ]
    result = run_cli("shell", "--db", str(tmp_path / "s.sqlite"), stdin="\n".join(requests) + "\n")
    assert result.returncode == 0, result.stderr
    replies = [line for line in result.stdout.splitlines() if line.startswith("main> ")]
    created, listed, created_again, unclear, deleted, empty = replies
    assert created.startswith("main> OK: I will remind you to call mom at ")
    assert listed == "main> Your reminders:"
    assert created_again.startswith("main> OK: I will remind you to z at ")
    assert unclear.startswith("main> I could not tell when to remind you")
    assert deleted == "main> Deleted 2: schedule-1 (call mom), schedule-2 (z)."
    assert empty == "main> You have no pending reminders."
    assert "after_seconds': 7500" in result.stdout
