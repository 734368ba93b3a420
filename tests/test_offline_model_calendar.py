"""The offline model on protocol 2: times, rates and calendar rules read exactly as typed (the
user's zone by default, or a city's), and a when it cannot read is never a reminder."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.models import Message, Reply
from dsh_schedule.host.models.phrasing import (
    CreateAt,
    CreateCalendar,
    CreateEvery,
    Unclear,
    read_intent,
)
from tests.support.offline_model import NOW, ZONE, ask, create_arguments, duration, prompts, step_of

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
    prompt = create_arguments(ask(text))["prompt"]
    assert create_arguments(ask(text)) == {"prompt": prompt, **arguments}


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
    step = step_of([Message("user", "remind me tomorrow at 9 to call mom")], now, zone)
    assert create_arguments(step)["at"] == {"date": date, "time": "09:00", "time_zone": zone}


def test_tomorrow_past_the_calendars_end_is_said_so() -> None:
    end = 253_402_300_799_000  # 9999-12-31T23:59:59Z
    step = step_of([Message("user", "remind me tomorrow at 9 to x")], end, "UTC")
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
