"""The offline model on a corpus of what people type (`tests/offline_corpus.py`): each phrasing
makes exactly the tool calls written beside it, or is refused with a reply that names what was
not understood. Hypothesis types each entry again the way people vary it (case, spacing,
politeness, final punctuation, unit spellings) and checks that the same calls result. With
protocol 1, whose `schedule_create` takes only `after_seconds`, delays still work and every other
request is answered without a call."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.cli.shell import HELP
from dsh_schedule.host.models import Message, Reply, Step, ToolCalls
from dsh_schedule.host.models.offline import ONLY_DELAYS, offline_step
from dsh_schedule.host.models.phrasing import (
    CreateAfter,
    CreateAt,
    CreateCalendar,
    CreateEvery,
    DeleteAll,
    Several,
    read_intent,
)
from tests.offline_corpus import CORPUS, LIST, NOW, ZONE, DeleteEverything, Expected, Refused

TOOLS = {"schedule_create", "schedule_list", "schedule_delete"}
PROTOCOL_1 = frozenset({"after_seconds"})
ALL = frozenset({"after_seconds", "at", "every_seconds", "calendar"})


def _step(text: str, selectors: frozenset[str] = ALL) -> Step:
    return offline_step([Message("user", text)], TOOLS, now_ms=NOW, zone=ZONE, selectors=selectors)


def _folded(value: Any) -> Any:
    """`value` with its strings case-folded: a varied case changes a prompt's case only."""
    if isinstance(value, str):
        return value.casefold()
    if isinstance(value, dict):
        return {key: _folded(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_folded(item) for item in value]
    return value


def _check(text: str, expected: Expected, selectors: frozenset[str], *, exact: bool) -> None:
    step = _step(text, selectors)
    if isinstance(expected, Refused):
        assert isinstance(step, Reply), (text, step)
        for said in expected.said:
            assert said.casefold() in step.text.casefold(), (text, step.text)
        return
    if isinstance(expected, DeleteEverything):
        assert read_intent(text) == DeleteAll(confirmed=expected.confirmed), text
        expected = LIST
    creates = [use.arguments for use in expected if use.name == "schedule_create"]
    if any(set(arguments) - {"prompt"} - selectors for arguments in creates):
        assert step == Reply("That did not work: " + ONLY_DELAYS), (text, step)
        return
    assert isinstance(step, ToolCalls), (text, step)
    calls = [(use.name, use.arguments) for use in step.uses]
    wanted = [(use.name, use.arguments) for use in expected]
    assert calls == wanted if exact else _folded(calls) == _folded(wanted), text


def test_the_corpus_is_large_and_covers_each_kind_of_request() -> None:
    assert len(CORPUS) >= 150
    intents = [read_intent(text) for text, _ in CORPUS]
    for kind in (CreateAfter, CreateAt, CreateEvery, CreateCalendar, Several):
        assert sum(isinstance(intent, kind) for intent in intents) >= 5, kind


@pytest.mark.parametrize(("text", "expected"), CORPUS, ids=[text for text, _ in CORPUS])
def test_each_phrasing_makes_the_calls_written_beside_it(text: str, expected: Expected) -> None:
    _check(text, expected, ALL, exact=True)


@pytest.mark.parametrize(("text", "expected"), CORPUS, ids=[text for text, _ in CORPUS])
def test_with_protocol_1_delays_work_and_the_rest_is_answered_without_a_call(
    text: str, expected: Expected
) -> None:
    _check(text, expected, PROTOCOL_1, exact=True)


UNIT_SPELLINGS = {
    "s": ["s", "sec", "secs", "second", "seconds"],
    "m": ["m", "min", "mins", "minute", "minutes"],
    "h": ["h", "hr", "hrs", "hour", "hours"],
    "d": ["d", "day", "days"],
}
_UNIT_AFTER_NUMBER = re.compile(
    r"(?<=\d)\s*(seconds|second|secs|sec|s|minutes|minute|mins|min|m|hours|hour|hrs|hr|h"
    r"|days|day|d)\b"
)
BEFORE = ["", "please ", "hey, ", "ok ", "please, ", "  "]
AFTER = ["", ".", "!", "?", "!!", "...", " .", ", thanks", " please", ", thank you!", " thx", " "]


@st.composite
def typed_again(draw: st.DrawFn, text: str, units: bool) -> str:
    """`text` as someone else would type it: another case, more spaces, politeness around it,
    final punctuation and (when `units`) other spellings of its units."""
    if units:
        text = _UNIT_AFTER_NUMBER.sub(
            lambda unit: (
                draw(st.sampled_from(["", " "])) + draw(st.sampled_from(UNIT_SPELLINGS[unit[1][0]]))
            ),
            text,
        )
    case = draw(st.sampled_from(["same", "lower", "upper", "title", "random"]))
    if case == "random":
        flips = draw(st.randoms(use_true_random=False))
        text = "".join(c.upper() if flips.random() < 0.5 else c.lower() for c in text)
    elif case != "same":
        text = getattr(text, case)()
    text = re.sub(" ", lambda _: " " * draw(st.integers(1, 3)), text)
    return draw(st.sampled_from(BEFORE)) + text + draw(st.sampled_from(AFTER))


@st.composite
def varied_entry(draw: st.DrawFn) -> tuple[str, str, Expected]:
    text, expected = draw(st.sampled_from(CORPUS))
    units = not isinstance(expected, Refused)  # a refusal may quote the units as typed
    return text, draw(typed_again(text, units)), expected


@given(varied_entry())
def test_a_phrasing_typed_another_way_makes_the_same_calls(
    entry: tuple[str, str, Expected],
) -> None:
    _, text, expected = entry
    _check(text, expected, ALL, exact=False)


@given(varied_entry())
def test_a_phrasing_typed_another_way_makes_the_same_calls_with_protocol_1(
    entry: tuple[str, str, Expected],
) -> None:
    _, text, expected = entry
    _check(text, expected, PROTOCOL_1, exact=False)


def test_every_request_the_help_shows_is_read_as_one() -> None:
    examples = [
        example.strip()
        for line in HELP.splitlines()
        for example in re.split(r"\s{3,}", line)
        if re.match(r"\s*(?:remind me|in 1h30m|every morning)", example)
    ]
    assert len(examples) >= 15
    for example in examples:
        said = re.sub(r"\s*\(.*\)$", "", example)  # a comment in parentheses
        intent = read_intent(said)
        assert isinstance(
            intent, CreateAfter | CreateAt | CreateEvery | CreateCalendar | Several
        ), (
            said,
            intent,
        )


def test_a_one_shot_day_is_never_a_recurring_rule() -> None:
    days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    for day in days:
        for lead in ("on ", "this ", "next ", ""):
            for clock in (" at 9", " at noon", " at 17:30", " 6pm", ""):
                intent = read_intent(f"remind me {lead}{day}{clock} to x")
                assert isinstance(intent, CreateAt), (lead, day, clock, intent)


ONE_SHOT_DAYS = [
    "today", "tomorrow", "tonight", "on friday", "this friday", "next friday", "friday",
    "on mon", "this coming tuesday", "on dec 24", "on the 3rd of march", "on 2027-01-05",
]  # fmt: skip
PARTS = ["", "morning", "in the afternoon", "evening"]
CLOCKS = ["", "at 9", "at 17:30", "at 6pm", "at noon", "7:15am"]


@given(
    st.sampled_from(ONE_SHOT_DAYS),
    st.sampled_from(PARTS),
    st.sampled_from(CLOCKS),
    st.booleans(),
    st.sampled_from(["remind me {w} to x", "remind me to x {w}", "{w}, remind me to x"]),
)
def test_a_one_shot_request_is_never_read_as_a_recurring_one(
    day: str, part: str, clock: str, clock_first: bool, form: str
) -> None:
    pieces = [clock, day, part] if clock_first else [day, part, clock]
    when = " ".join(piece for piece in pieces if piece)
    intent = read_intent(form.format(w=when))
    assert not isinstance(intent, CreateEvery | CreateCalendar), (when, intent)
    if not (day == "tonight" and part):  # "tonight in the afternoon" is no time at all
        assert isinstance(intent, CreateAt), (when, intent)


REQUEST_FORMS = ["remind me in {d} to {p}", "remind me to {p} in {d}", "in {d} to {p}"]
JOINERS = [" and ", ", ", "; ", ", then ", " and then ", ". "]


@given(
    st.lists(
        st.tuples(
            st.integers(1, 500),
            st.sampled_from(["minutes", "min", "hours", "h", "seconds"]),
            st.lists(
                st.sampled_from(["call", "mom", "dad", "stretch", "the", "oven"]),
                min_size=1,
                max_size=3,
            ),
            st.sampled_from(REQUEST_FORMS),
        ),
        min_size=2,
        max_size=3,
    ),
    st.lists(st.sampled_from(JOINERS), min_size=2, max_size=2),
)
def test_several_requests_in_one_line_are_each_made(
    requests: list[tuple[int, str, list[str], str]], joiners: list[str]
) -> None:
    seconds = {"minutes": 60, "min": 60, "hours": 3600, "h": 3600, "seconds": 1}
    texts, expected = [], []
    for n, (amount, unit, words, form) in enumerate(requests):
        prompt = " ".join(words)
        said = form if n or form.startswith("remind") else "in {d} remind me to {p}"
        texts.append(said.format(d=f"{amount} {unit}", p=prompt))
        expected.append(CreateAfter(amount * seconds[unit], prompt))
    line = texts[0] + "".join(
        joiner + text for joiner, text in zip(joiners, texts[1:], strict=False)
    )
    assert read_intent(line) == Several(tuple(expected)), line
