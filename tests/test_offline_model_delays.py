"""The offline model reads delays as people type them: compound delays in either order and any
spelling, and it never turns a delay it cannot read into a wrong reminder.

Hypothesis writes requests from a small grammar (delay components, spellings, joiners, forms,
prompts) and checks the delay and the prompt the model asks `schedule_create` for.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.models import Reply
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
from tests.support.offline_model import (
    PROMPT_WORDS,
    ask,
    component,
    create_arguments,
    duration,
    prompts,
)

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


@given(duration(), prompts, st.sampled_from(FORMS))
def test_a_request_from_the_grammar_is_read_exactly(
    delay: tuple[str, Fraction], prompt: str, form: str
) -> None:
    text, seconds = delay
    step = ask(form.format(d=text, p=prompt))
    if seconds == 0:  # now is not ahead: said so, not sent to the tool
        assert isinstance(step, Reply) and step.text.startswith("A delay of 0 is now"), step
        return
    arguments = create_arguments(step)
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
    step = ask(form.format(d=" and ".join(texts), p=prompt))
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


def test_a_delay_too_large_for_a_reminder_is_said_so() -> None:
    assert read_intent(f"remind me in {'9' * 25} seconds to x") == Unclear(
        "That number is too large for a reminder."
    )
    assert read_intent(f"remind me in {2**53} seconds to x") == Unclear(
        "That number is too large for a reminder."
    )
    assert read_intent(f"remind me in {2**53 - 1} seconds to x") == CreateAfter(2**53 - 1, "x")
