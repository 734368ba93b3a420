"""The offline model reads what people type: compound delays in either order, list and delete
phrasings, "delete all"; and it never turns a request it cannot read into a wrong reminder.

Hypothesis writes requests from a small grammar (delay components, spellings, joiners, forms,
prompts) and checks the delay and the prompt the model asks `schedule_create` for.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.delivered import DeliveredReminder, read_reminders
from dsh_schedule.host.models import Message, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.host.models.offline import OfflineModel, offline_step
from dsh_schedule.host.models.phrasing import (
    CreateAfter,
    CreateAt,
    CreateCalendar,
    CreateEvery,
    Delete,
    DeleteAll,
    Dismiss,
    ListAll,
    MissingPrompt,
    Several,
    Unclear,
    read_intent,
)
from dsh_schedule.runtime.clock import TimerHandle
from dsh_schedule.runtime.host_contract import ToolDefinition
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE
from tests.support.cli import run_cli

TOOLS = {"schedule_create", "schedule_list", "schedule_delete"}
NOW = 1_796_119_200_000
"""2026-12-01T10:00:00.000Z, a Tuesday: 11:00 in Paris."""
ZONE = "Europe/Paris"

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
    return _step([*history, Message("user", text)])


def _step(messages: list[Message], now_ms: int = NOW, zone: str = ZONE) -> Step:
    return offline_step(messages, TOOLS, now_ms=now_ms, zone=zone)


@given(duration(), prompts, st.sampled_from(FORMS))
def test_a_request_from_the_grammar_is_read_exactly(
    delay: tuple[str, Fraction], prompt: str, form: str
) -> None:
    text, seconds = delay
    step = _ask(form.format(d=text, p=prompt))
    if seconds == 0:  # now is not ahead: said so, not sent to the tool
        assert isinstance(step, Reply) and step.text.startswith("A delay of 0 is now"), step
        return
    arguments = _create(step)
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
    """A misspelled unit anywhere in the delay: the model names what it did not understand and
    suggests a phrasing, instead of reminding at a part of the delay."""
    texts = [text for text, _ in parts]
    texts.insert(min(where, len(texts)), f"{amount} {typo}")
    step = _ask(form.format(d=" and ".join(texts), p=prompt))
    assert isinstance(step, Reply), step
    assert f"'{typo}'" in step.text or f"{amount} {typo}" in step.text, step.text
    assert "Did you mean '" in step.text or "Say it like 'remind me" in step.text


@given(
    st.text() | st.lists(st.sampled_from([*PROMPT_WORDS, "1", "h", "in", ",", "all"])).map(" ".join)
)
def test_any_text_is_read_as_one_intent_without_raising(text: str) -> None:
    intent = read_intent(text)
    assert isinstance(
        intent,
        CreateAfter
        | CreateAt
        | CreateEvery
        | CreateCalendar
        | Several
        | MissingPrompt
        | ListAll
        | Delete
        | DeleteAll
        | Dismiss
        | Unclear,
    )
    creates = intent.creates if isinstance(intent, Several) else (intent,)
    for create in creates:
        if isinstance(create, CreateAfter | CreateAt | CreateEvery | CreateCalendar):
            assert create.prompt and create.prompt == create.prompt.strip()


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
    ("text", "reply"),
    [
        (
            "remind me in a few minutes to stretch",
            "I could not read the time 'in a few minutes'. Say it like 'remind me in 10 minutes "
            "to stretch'.",
        ),
        (
            "remind me to stretch",
            "I could not tell when to remind you to stretch. Say it like 'remind me in 10 "
            "minutes to stretch' or 'remind me tomorrow at 9 to stretch'.",
        ),
        (
            "set a reminder",
            "I could not tell when to remind you. Say it like 'remind me in 10 minutes to call "
            "mom' or 'remind me tomorrow at 9 to call mom'.",
        ),
    ],
)
def test_a_request_without_a_readable_delay_names_what_is_missing(text: str, reply: str) -> None:
    assert read_intent(text) == Unclear(reply)


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
    asked = _ask(text)
    assert asked == Reply(
        f"What should I remind you of ({when})? Say it on the next line, or all at once, like "
        f"'remind me {when} to call mom'."
    )
    answered = _step(
        [Message("user", text), Message("assistant", asked.text), Message("user", "stretch!")]
    )
    assert _create(answered) == {"prompt": "stretch", **arguments}


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
    assert read_intent(f"remind me in {2**53 - 1} seconds to x") == CreateAfter(2**53 - 1, "x")


# --- delete all, step by step ------------------------------------------------------------------

VIEWS = [
    {"id": "schedule-1", "prompt": "stretch"},
    {"id": "schedule-3", "prompt": "call mom"},
]


def _tool(name: str, value: object, call_id: str, is_error: bool = False) -> Message:
    text = value if isinstance(value, str) else json.dumps(value)
    return Message("tool", text, name, call_id=call_id, is_error=is_error)


def test_delete_all_lists_then_says_what_it_would_delete_and_how_to_confirm() -> None:
    request = Message("user", "delete all")
    assert _step([request]) == ToolCalls((ToolUse("schedule_list", {}),))
    listed = [request, _tool("schedule_list", VIEWS, "c1")]
    assert _step(listed) == Reply(
        "That would delete 2 pending reminders: schedule-1 (stretch), schedule-3 (call mom). "
        "To delete them, say 'delete all --yes'."
    )


def test_delete_all_yes_lists_then_deletes_each_then_says_which() -> None:
    request = Message("user", "delete all --yes")
    assert _step([request]) == ToolCalls((ToolUse("schedule_list", {}),))
    listed = [request, _tool("schedule_list", VIEWS, "c1")]
    assert _step(listed) == ToolCalls(
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
    assert _step(deleted) == Reply("Deleted 1: schedule-1 (stretch). Already gone: schedule-3.")
    failed = [*listed, _tool("schedule_delete", "schedule_delete failed", "c2", is_error=True)]
    assert _step(failed) == Reply("Deleted none. Not deleted: schedule_delete failed.")


def test_delete_all_when_the_list_fails_says_why_and_deletes_nothing() -> None:
    uncertain = {"code": "persistence_uncertain", "message": "not confirmed", "operation": "list"}
    history = [Message("user", "delete all"), _tool("schedule_list", uncertain, "c1")]
    assert _step(history) == Reply("That did not work (persistence_uncertain): not confirmed")
    refused = [Message("user", "delete all"), _tool("schedule_list", "boom", "c1", True)]
    assert _step(refused) == Reply("The host refused that call: boom")


@pytest.mark.parametrize("text", ["cancel everything", "cancel everything --yes"])
def test_delete_all_with_nothing_pending(text: str) -> None:
    history = [Message("user", text), _tool("schedule_list", [], "c1")]
    assert _step(history) == Reply("You have no pending reminders; there is nothing to delete.")


def test_a_host_error_result_is_described_not_parsed() -> None:
    history = [Message("user", "cancel schedule-1"), _tool("schedule_delete", "boom", "c1", True)]
    assert _step(history) == Reply("The host refused that call: boom")


def test_without_the_tools_it_says_reminders_are_unavailable() -> None:
    step = asyncio.run(OfflineModel().respond([Message("user", "list")], []))
    assert step == Reply("Reminders are not available to this agent.")


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


# --- protocol 2: times, rates and calendar rules -----------------------------------------------

DAY_SPELLINGS = {
    "mon": ["monday", "mondays", "mon", "Monday"],
    "tue": ["tuesday", "tues", "tue"],
    "wed": ["wednesday", "wednesdays", "wed"],
    "thu": ["thursday", "thurs", "thu"],
    "fri": ["friday", "Fridays", "fri"],
    "sat": ["saturday", "sat"],
    "sun": ["sunday", "sundays", "sun"],
}
WEEK = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
ZONE_PHRASES = {
    "Paris time": "Europe/Paris",
    "New York time": "America/New_York",
    "lord howe time": "Australia/Lord_Howe",
    "(Asia/Kathmandu)": "Asia/Kathmandu",
    "UTC": "UTC",
    "Europe/Paris": "Europe/Paris",
    "local time": None,
}
WHEN_FORMS = [
    "remind me {w} to {p}",
    "remind me to {p} {w}",
    "{w} remind me to {p}",
    "{w}, remind me to {p}",
    "please remind me {w} about {p}",
    "set a reminder for {p} {w}",
]


@st.composite
def clock(draw: st.DrawFn) -> tuple[str, str]:
    """A time of day as typed, and its HH:MM."""
    hour, minute = draw(st.integers(0, 23)), draw(st.integers(0, 59))
    exact = f"{hour:02d}:{minute:02d}"
    spellings = [exact, f"{hour}:{minute:02d}"]
    if minute == 0:
        spellings.append(str(hour))
    if hour not in (0, 12):
        half, twelve = ("pm", hour - 12) if hour > 12 else ("am", hour)
        spellings += [f"{twelve}:{minute:02d}{half}", f"{twelve}:{minute:02d} {half.upper()}"]
        if minute == 0:
            spellings += [f"{twelve}{half}", f"{twelve} {half[0]}.m."]
    if (hour, minute) == (12, 0):
        spellings.append("noon")
    return draw(st.sampled_from(spellings)), exact


@st.composite
def day_phrase(draw: st.DrawFn) -> tuple[str, tuple[str, ...]]:
    """Which days a calendar rule names, as typed, and the days in week order."""
    groups = {
        "every day": WEEK,
        "daily": WEEK,
        "every weekday": WEEK[:5],
        "on weekdays": WEEK[:5],
        "every weekend": WEEK[5:],
    }
    if draw(st.booleans()):
        text = draw(st.sampled_from(sorted(groups)))
        return text, groups[text]
    days = draw(st.lists(st.sampled_from(WEEK), min_size=1, max_size=7, unique=True))
    names = [draw(st.sampled_from(DAY_SPELLINGS[day])) for day in days]
    text = names[0]
    for name in names[1:]:
        text += draw(st.sampled_from([", ", " and ", ", and "])) + name
    # "on" with a day's name is once (the next such day); with its plural, every week.
    plural = all(name.lower().endswith("days") for name in names)
    lead = draw(st.sampled_from(["every ", "on "] if plural else ["every "]))
    return lead + text, tuple(day for day in WEEK if day in days)


zone_phrases = st.sampled_from([None, *sorted(ZONE_PHRASES)])


@given(day_phrase(), clock(), zone_phrases, st.booleans(), prompts, st.sampled_from(WHEN_FORMS))
def test_a_calendar_rule_from_the_grammar_is_read_exactly(
    days: tuple[str, tuple[str, ...]],
    time: tuple[str, str],
    zone: str | None,
    days_first: bool,
    prompt: str,
    form: str,
) -> None:
    at = f"at {time[0]}" + ("" if zone is None else f" {zone}")
    when = f"{days[0]} {at}" if days_first else f"{at} {days[0]}"
    intent = read_intent(form.format(w=when, p=prompt))
    expected_prompt = prompt.rstrip(".") if form.endswith("{p}") else prompt
    named = None if zone is None else ZONE_PHRASES[zone]
    assert intent == CreateCalendar(time[1], days[1], named, expected_prompt)


@given(
    st.sampled_from([None, "today", "tomorrow", "on 2027-01-05"]),
    st.booleans(),
    clock(),
    zone_phrases,
    prompts,
    st.sampled_from(WHEN_FORMS),
)
def test_a_time_from_the_grammar_is_read_exactly(
    day: str | None,
    day_first: bool,
    time: tuple[str, str],
    zone: str | None,
    prompt: str,
    form: str,
) -> None:
    at = f"at {time[0]}" + ("" if zone is None else f" {zone}")
    when = at if day is None else (f"{day} {at}" if day_first else f"{at} {day}")
    intent = read_intent(form.format(w=when, p=prompt))
    expected_prompt = prompt.rstrip(".") if form.endswith("{p}") else prompt
    named = None if zone is None else ZONE_PHRASES[zone]
    expected_day = None if day is None else day.removeprefix("on ")
    assert intent == CreateAt(expected_day, time[1], named, expected_prompt)


@given(duration(), prompts, st.sampled_from(WHEN_FORMS))
def test_a_rate_from_the_grammar_is_read_exactly(
    delay: tuple[str, Fraction], prompt: str, form: str
) -> None:
    text, seconds = delay
    intent = read_intent(form.format(w=f"every {text}", p=prompt))
    if seconds == 0:
        assert isinstance(intent, Unclear) and intent.reply.startswith("A repeat of 0"), intent
        return
    assert isinstance(intent, CreateEvery), intent
    assert intent.prompt == (prompt.rstrip(".") if form.endswith("{p}") else prompt)
    assert Fraction(intent.every_seconds) == seconds
    assert isinstance(intent.every_seconds, int) == (seconds.denominator == 1)


@pytest.mark.parametrize(
    ("text", "arguments"),
    [
        (
            "remind me tomorrow at 9 to call mom",
            {"at": {"date": "2026-12-02", "time": "09:00", "time_zone": ZONE}},
        ),
        (  # 11:00 in Paris: 17:30 is still ahead today
            "remind me at 17:30 to leave",
            {"at": {"date": "2026-12-01", "time": "17:30", "time_zone": ZONE}},
        ),
        (  # 9:00 has passed in Paris: the next 9:00 is tomorrow
            "at 9 remind me to read",
            {"at": {"date": "2026-12-02", "time": "09:00", "time_zone": ZONE}},
        ),
        (  # 06:00 in New York: 9:00 there is still ahead today
            "remind me at 9 New York time to read",
            {"at": {"date": "2026-12-01", "time": "09:00", "time_zone": "America/New_York"}},
        ),
        (  # today, even when it has passed: the tool says not_future
            "remind me today at 8am to read",
            {"at": {"date": "2026-12-01", "time": "08:00", "time_zone": ZONE}},
        ),
        (
            "remind me on 2027-01-05 at 09:00 to renew the passport",
            {"at": {"date": "2027-01-05", "time": "09:00", "time_zone": ZONE}},
        ),
        ("remind me every 30 minutes to stretch", {"every_seconds": 1800}),
        ("remind me to drink water every hour", {"every_seconds": 3600}),
        (
            "remind me every weekday at 08:30 Paris time to check the mail",
            {
                "calendar": {
                    "time": "08:30",
                    "days": ["mon", "tue", "wed", "thu", "fri"],
                    "time_zone": "Europe/Paris",
                }
            },
        ),
        (  # every day: the rule's default days
            "every day at 7 remind me to water the plants",
            {"calendar": {"time": "07:00", "time_zone": ZONE}},
        ),
        (
            "remind me every monday and thursday at 18:00 to go running",
            {"calendar": {"time": "18:00", "days": ["mon", "thu"], "time_zone": ZONE}},
        ),
        (  # a zone nobody knows goes as said: the tool answers invalid_time_zone
            "remind me every day at 7 Atlantis time to x",
            {"calendar": {"time": "07:00", "time_zone": "Atlantis"}},
        ),
    ],
)
def test_the_protocol_2_phrasings_people_type(text: str, arguments: dict[str, object]) -> None:
    prompt = _create(_ask(text))["prompt"]
    assert _create(_ask(text)) == {"prompt": prompt, **arguments}


@pytest.mark.parametrize(
    ("now", "zone", "date"),
    [
        (NOW, "Asia/Tokyo", "2026-12-02"),  # 19:00 in Tokyo
        (1_796_166_000_000, "Asia/Tokyo", "2026-12-03"),  # 23:00Z is 08:00 on the 2nd there
        (1_796_166_000_000, "Europe/Paris", "2026-12-03"),  # 00:00 on the 2nd in Paris
        (1_796_166_000_000, "America/New_York", "2026-12-02"),  # 18:00 on the 1st there
        (1_796_166_000_000, "UTC", "2026-12-02"),
    ],
)
def test_tomorrow_is_tomorrow_in_the_users_zone(now: int, zone: str, date: str) -> None:
    step = _step([Message("user", "remind me tomorrow at 9 to call mom")], now, zone)
    assert _create(step)["at"] == {"date": date, "time": "09:00", "time_zone": zone}


def test_tomorrow_past_the_calendars_end_is_said_so() -> None:
    end = 253_402_300_799_000  # 9999-12-31T23:59:59Z
    step = _step([Message("user", "remind me tomorrow at 9 to x")], end, "UTC")
    assert step == Reply("That date is beyond the calendar: reminders go up to 9999.")


@pytest.mark.parametrize(
    "text",
    [
        "remind me at 25:00 to x",
        "remind me at 13pm to x",
        "remind me every day at 7:60 to x",
        "remind me tomorrow at 0am to x",
    ],
)
def test_a_time_of_day_that_does_not_exist_is_said_so(text: str) -> None:
    intent = read_intent(text)
    assert isinstance(intent, Unclear)
    assert "'at 17:30'" in intent.reply


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        (  # a weekly rule without a time
            "remind me every monday to x",
            "I could not read the time 'every monday'. Say it like 'remind me every monday at "
            "9 to x'.",
        ),
        (  # two days
            "remind me tomorrow at 9 today to x",
            "I could not read the time 'tomorrow at 9 today'. Say it like 'remind me tomorrow "
            "at 9 to x'.",
        ),
        (  # not a date
            "remind me at 9 on 2027-1-5 to x",
            "I could not read the time 'at 9 on 2027-1-5'. Say it like 'remind me tomorrow at 9 "
            "to x'.",
        ),
        (
            "remind me every 30 minutez to x",
            "I did not understand 'minutez'. Did you mean 'remind me every 30 minutes to x'?",
        ),
    ],
)
def test_a_when_it_cannot_read_is_never_a_reminder(text: str, reply: str) -> None:
    assert read_intent(text) == Unclear(reply)


def test_a_city_or_a_key_names_a_zone_and_the_users_zone_is_the_default() -> None:
    assert read_intent("remind me at 9 Kathmandu time to x") == CreateAt(
        None, "09:00", "Asia/Kathmandu", "x"
    )
    assert read_intent("remind me at 9 buenos aires time to x") == CreateAt(
        None, "09:00", "America/Argentina/Buenos_Aires", "x"
    )
    assert read_intent("remind me at 9 (europe/paris) to x") == CreateAt(
        None, "09:00", "Europe/Paris", "x"
    )
    assert read_intent("remind me at 9 to x") == CreateAt(None, "09:00", None, "x")


# --- answers to protocol 2's results -------------------------------------------------------------

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
    return _step(
        [
            Message("user", request),
            Message("assistant", "", calls=(call,)),
            _tool(tool, value, "c1"),
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


# --- recurring reminders delivered --------------------------------------------------------------


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
    step = _step([Message("user", _recurring_framing(items), source=FOLLOWUP_SOURCE)])
    assert step == Reply(
        "Reminder: stretch ☺ (due 2026-12-01T10:30:00.000Z, schedule-2, every 30 minutes; "
        "next at 2026-12-01T11:00:00.000Z)\n"
        "Reminder: check the mail (due 2026-12-01T07:30:00.000Z, schedule-3, every weekday at "
        "08:30 (Europe/Paris); missed 3 earlier ones; that was the last)"
    )


def test_a_recurring_framing_typed_by_the_user_is_not_presented() -> None:
    text = _recurring_framing([])
    step = _step([Message("user", text)])
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
    step = _step([Message("user", text, source=FOLLOWUP_SOURCE)])
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
    assert _step([Message("user", framing, source=FOLLOWUP_SOURCE)]) == Reply(
        "Reminder: stretch (due 2026-12-01T10:30:00.000Z, schedule-2, every 30 minutes; "
        "missed 1 earlier; next at 2026-12-01T11:00:00.000Z)"
    )


def test_a_line_after_another_reply_is_not_read_as_what_to_be_reminded_of() -> None:
    history = [
        Message("user", "in 5 minutes"),
        Message("assistant", "OK, nothing changed."),
        Message("user", "stretch"),
    ]
    step = _step(history)
    assert isinstance(step, Reply) and step.text.startswith("I did not understand that."), step
