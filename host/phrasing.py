"""What a person types to the offline model, read as one intent or as "not understood".

Requests name a delay ("2 hours and 5 minutes", "1h30m", "90 seconds", "a minute", "half an
hour", "an hour and a half") before or after what to be reminded of. A request is read whole or
not at all: a text that asks for a reminder but does not fit one of the forms is answered with
a suggested phrasing, never with a guess, so "in 2 hours and 5 minutez to z" is not a 2-hour
reminder to "and 5 minutez to z".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

_UNIT_SECONDS = {
    "seconds": 1, "second": 1, "secs": 1, "sec": 1, "s": 1,
    "minutes": 60, "minute": 60, "mins": 60, "min": 60, "m": 60,
    "hours": 3600, "hour": 3600, "hrs": 3600, "hr": 3600, "h": 3600,
    "days": 86400, "day": 86400, "d": 86400,
    "weeks": 604800, "week": 604800, "w": 604800,
}  # fmt: skip
_NUMBER_WORDS: dict[str, int | Fraction] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15,
    "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "fifty": 50, "sixty": 60,
    "ninety": 90, "a couple of": 2, "half a": Fraction(1, 2), "half an": Fraction(1, 2),
}  # fmt: skip
_MAX_DIGITS = 20
"""A longer number is refused before arithmetic (no reminder is that far ahead anyway)."""
MAX_SECONDS = 2**53 - 1

_UNIT = "(?:" + "|".join(sorted(_UNIT_SECONDS, key=len, reverse=True)) + r")(?![^\W\d_]|-)"
_WORD = "(?:" + "|".join(sorted(map(re.escape, _NUMBER_WORDS), key=len, reverse=True)) + ")"
_COMPONENT = (
    rf"(?:(?P<word>{_WORD})\s+|(?P<digits>\d+(?:\.\d+)?)\s*)(?P<unit>{_UNIT})"
    r"(?P<half>\s+and\s+a\s+half)?"
)
_PLAIN_COMPONENT = re.sub(r"\(\?P<\w+>", "(?:", _COMPONENT)
_JOIN = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*)"
DURATION = rf"{_PLAIN_COMPONENT}(?:{_JOIN}{_PLAIN_COMPONENT})*"
"""A delay: one or more number-and-unit components, joined by spaces, commas or "and"."""

_LEAD = r"(?:remind\s+me|set\s+(?:a\s+|me\s+a\s+)?reminder|add\s+(?:a\s+)?reminder)"
_CONNECT = r"(?:\s+(?:to|about|that|of|for)\s+|\s*:\s*)"
_FORMS = [
    re.compile(rf"{_LEAD}\s+in\s+(?P<d>{DURATION}){_CONNECT}(?P<p>.+)", re.I | re.S),
    re.compile(rf"{_LEAD}{_CONNECT}(?P<p>.+?)\s+in\s+(?P<d>{DURATION})", re.I | re.S),
    re.compile(rf"in\s+(?P<d>{DURATION})\s*,?\s*{_LEAD}{_CONNECT}(?P<p>.+)", re.I | re.S),
]
_POLITE = re.compile(r"^(?:(?:please|can you|could you|would you|will you)\b[\s,]*)+", re.I)
_TRAILER = re.compile(r"[\s,]*(?:\bplease\b)?[\s.!?]*$", re.I)
_MENTIONS_REMINDING = re.compile(r"\bremind(?:er)?\b|\bin\s+\d", re.I)

_VERB = r"(?:cancel|delete|remove|clear|drop|forget)"
_DELETE_ALL = re.compile(
    rf"{_VERB}\s+(?:(?:all|everything)(?:\s+(?:of\s+)?(?:my\s+|the\s+)?reminders)?"
    r"|(?:all\s+)?(?:of\s+)?(?:my|the)\s+reminders|all\s+of\s+them|reminders)",
    re.I,
)
_DELETE_ONE = re.compile(rf"{_VERB}\s+(?:the\s+)?(?:reminder\s+)?(?P<id>\S+)", re.I)
_LIST = re.compile(
    r"(?:list|show|display|reminders|my\s+reminders|what(?:'s|\s+is)\s+pending)"
    r"|(?:list|show|display)\b.*\breminders?"
    r"|.*\breminders\b.*"
    r"|(?:what|which|do\s+i\s+have|any)\b.*\breminders?\b.*",
    re.I,
)

SUGGESTION = (
    "Try: 'remind me in 10 minutes to stretch', 'in 1h30m remind me to call mom', "
    "'list my reminders', 'cancel schedule-1' or 'delete all'."
)


@dataclass(frozen=True)
class Create:
    after_seconds: int | float
    prompt: str


@dataclass(frozen=True)
class ListAll:
    pass


@dataclass(frozen=True)
class Delete:
    id: str


@dataclass(frozen=True)
class DeleteAll:
    pass


@dataclass(frozen=True)
class Unclear:
    """Not read as a request: `reply` says so and how to say it."""

    reply: str


Intent = Create | ListAll | Delete | DeleteAll | Unclear


def read_intent(text: str) -> Intent:
    """The one thing `text` asks for, or Unclear with a suggested phrasing."""
    core = _TRAILER.sub("", _POLITE.sub("", text.strip()))
    for form in _FORMS:
        match = form.fullmatch(core)
        if match:
            return _create(match["d"], match["p"])
    if _DELETE_ALL.fullmatch(core):
        return DeleteAll()
    single = _DELETE_ONE.fullmatch(core)
    if single:
        return Delete(_schedule_id(single["id"]))
    if re.match(_VERB + r"\b", core, re.I):
        return Unclear(
            "Say which reminder to cancel by its id, like 'cancel schedule-1', or say "
            "'delete all'; 'list my reminders' shows the ids."
        )
    if _MENTIONS_REMINDING.search(core) and not _LIST.fullmatch(core):
        return Unclear(
            "I could not tell when to remind you or of what. Say the delay and what to be "
            "reminded of, like 'remind me in 2 hours and 5 minutes to call mom' or "
            "'remind me to stretch in 90 seconds'."
        )
    if _LIST.fullmatch(core):
        return ListAll()
    return Unclear("I did not understand that. " + SUGGESTION)


def parse_duration(text: str) -> Fraction:
    """The seconds a DURATION text names (exact; a fraction when it is not whole)."""
    total = Fraction(0)
    for component in re.finditer(_COMPONENT, text, re.I):
        word, digits = component["word"], component["digits"]
        if digits is not None and len(digits) > _MAX_DIGITS:
            return Fraction(MAX_SECONDS + 1)
        amount = Fraction(digits) if digits is not None else Fraction(_number(word))
        if component["half"]:
            amount += Fraction(1, 2)
        total += amount * _UNIT_SECONDS[component["unit"].lower()]
    return total


def _number(word: str) -> Fraction | int:
    return _NUMBER_WORDS[re.sub(r"\s+", " ", word.lower())]


def _create(duration: str, prompt: str) -> Intent:
    seconds = parse_duration(duration)
    if seconds > MAX_SECONDS:
        return Unclear("That number is too large for a reminder.")
    # Whole seconds go as an int; anything else reaches the tool, which answers invalid_rule.
    after: int | float = int(seconds) if seconds.denominator == 1 else float(seconds)
    return Create(after, prompt.strip())


def _schedule_id(token: str) -> str:
    """The id as typed; a bare number (or #N) names this host's `schedule-N`."""
    token = token.rstrip(".,!?")
    bare = token.removeprefix("#")
    return f"schedule-{int(bare)}" if bare.isdigit() and len(bare) < _MAX_DIGITS else token
