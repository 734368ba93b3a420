"""What the offline model's tests share: its tools, the instant and zone it answers at, a small
grammar of delays and prompts for Hypothesis, and the steps it takes on a request."""

from __future__ import annotations

import json
from fractions import Fraction

from hypothesis import strategies as st

from dsh_schedule.host.models import Message, Step, ToolCalls
from dsh_schedule.host.models.offline import offline_step

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


def create_arguments(step: Step) -> dict[str, object]:
    """The arguments of the one `schedule_create` call `step` must be."""
    assert isinstance(step, ToolCalls), step
    [use] = step.uses
    assert use.name == "schedule_create"
    assert isinstance(use.arguments, dict)
    return use.arguments


def ask(text: str, *history: Message) -> Step:
    """The model's step on `text`, typed after `history`."""
    return step_of([*history, Message("user", text)])


def step_of(messages: list[Message], now_ms: int = NOW, zone: str = ZONE) -> Step:
    """The model's step on `messages`, at `NOW` in `ZONE` unless told otherwise."""
    return offline_step(messages, TOOLS, now_ms=now_ms, zone=zone)


def tool_message(name: str, value: object, call_id: str, is_error: bool = False) -> Message:
    """A tool's result as the host hands it to the model: JSON, unless it is text already."""
    text = value if isinstance(value, str) else json.dumps(value)
    return Message("tool", text, name, call_id=call_id, is_error=is_error)
