"""What a person types to the offline model, read as one intent or as "not understood".

A reminder request says when and of what, in either order. When is a delay ("in 2 hours and 5
minutes", "in 1h30m", "in half an hour"), a time ("tomorrow at 9", "at 17:30", "on 2027-01-05
at 09:00"), a rate ("every 30 minutes") or a calendar rule ("every weekday at 08:30", "every
day at 7", "every monday and thursday at 18:00"). A time or a rule is in the user's zone unless
it names one ("Paris time", "New York time", "(Europe/Paris)", "UTC"). A request is read whole
or not at all: a text that asks for a reminder but does not fit one of the forms is answered
with a suggested phrasing, never with a guess, so "in 2 hours and 5 minutez to z" is not a
2-hour reminder to "and 5 minutez to z". What is only known with a clock ("tomorrow") stays a
word here; the model turns it into a date.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from dsh_schedule.host.zone_names import zone_for

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

_DATE = r"\d{4}-\d\d-\d\d"
_DAY = rf"(?:today|tomorrow|on\s+{_DATE})"
_CLOCK = r"(?:\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?|noon|midday)(?![\w:])"
_WEEKDAYS = {
    "mon": ("monday", "mondays", "mon"),
    "tue": ("tuesday", "tuesdays", "tues", "tue"),
    "wed": ("wednesday", "wednesdays", "wed"),
    "thu": ("thursday", "thursdays", "thurs", "thu"),
    "fri": ("friday", "fridays", "fri"),
    "sat": ("saturday", "saturdays", "sat"),
    "sun": ("sunday", "sundays", "sun"),
}
WEEK = tuple(_WEEKDAYS)
"""The day names of protocol 2's calendar rule, in their order."""
_DAY_GROUPS = {
    "day": WEEK, "days": WEEK,
    "weekday": WEEK[:5], "weekdays": WEEK[:5],
    "weekend": WEEK[5:], "weekends": WEEK[5:],
}  # fmt: skip
_DAY_NAME = (
    "(?:"
    + "|".join(sorted((n for ns in _WEEKDAYS.values() for n in ns), key=len, reverse=True))
    + r")\b"
)
_DAY_LIST = rf"{_DAY_NAME}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+){_DAY_NAME})*"
_DAYS = rf"(?:(?:every\s+|on\s+)(?:(?:day|weekday|weekend)s?\b|{_DAY_LIST})|daily)"
_NOT_A_ZONE = r"(?!(?:to|about|that|of|for|and|at|on|in|every|today|tomorrow|remind)\b)"
_ZONE_WORD = rf"{_NOT_A_ZONE}[^\W\d_][\w'.+-]*(?:/[\w'.+-]+)*"
_ZONE = (
    rf"(?:{_ZONE_WORD}(?:\s+{_ZONE_WORD}){{0,2}}\s+time"
    r"|\(\s*[^()\s]+(?:\s+[^()\s]+){0,2}\s*\)"
    r"|UTC|GMT|[^\W\d_]+/[\w/+-]+)"
)
_AT = rf"at\s+{_CLOCK}(?:\s+{_ZONE})?"
_EVERY = (
    rf"every\s+(?:{DURATION}"
    r"|(?P<unit>second|minute|hour|day|week)(?![^\W\d_]|-))"
)
_WHEN_FORMS = {
    "after": rf"in\s+(?P<delay>{DURATION})",
    "calendar": (
        rf"(?P<days>{_DAYS})\s+(?P<at>{_AT})"
        rf"|(?P<at2>{_AT})\s+(?P<days2>{_DAYS})"
    ),
    "every": rf"(?P<every>{_EVERY})",
    "at": (rf"(?:(?P<day>{_DAY})\s+)?(?P<at>{_AT})(?:\s+(?P<day2>{_DAY}))?"),
}
_WHEN_PARTS = {kind: re.compile(form, re.I | re.S) for kind, form in _WHEN_FORMS.items()}
_WHEN = "(?:" + "|".join(re.sub(r"\(\?P<\w+>", "(?:", f) for f in _WHEN_FORMS.values()) + ")"
"""When a reminder is due: any of the forms above, as one group-free pattern."""
_CLOCK_PARTS = re.compile(
    r"(?P<hour>\d{1,2})(?::(?P<minute>\d\d))?(?:\s*(?P<half>[ap])\.?m\.?)?|(?P<noon>noon|midday)",
    re.I,
)
_AT_PARTS = re.compile(rf"at\s+(?P<clock>{_CLOCK})(?:\s+(?P<zone>{_ZONE}))?", re.I | re.S)

_LEAD = r"(?:remind\s+me|set\s+(?:a\s+|me\s+a\s+)?reminder|add\s+(?:a\s+)?reminder)"
_CONNECT = r"(?:\s+(?:to|about|that|of|for)\s+|\s*:\s*)"
_FORMS = [
    re.compile(rf"{_LEAD}\s+(?P<w>{_WHEN}){_CONNECT}(?P<p>.+)", re.I | re.S),
    re.compile(rf"{_LEAD}{_CONNECT}(?P<p>.+?)\s+(?P<w>{_WHEN})", re.I | re.S),
    re.compile(rf"(?P<w>{_WHEN})\s*,?\s*{_LEAD}{_CONNECT}(?P<p>.+)", re.I | re.S),
]
_POLITE = re.compile(r"^(?:(?:please|can you|could you|would you|will you)\b[\s,]*)+", re.I)
_TRAILER = re.compile(r"[\s,]*(?:\bplease\b)?[\s.!?]*$", re.I)
_MENTIONS_REMINDING = re.compile(
    r"\bremind(?:er)?\b|\bin\s+\d|\bevery\s+\w|\btomorrow\b|\bat\s+\d", re.I
)

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
    "Try: 'remind me in 10 minutes to stretch', 'remind me tomorrow at 9 to call mom', "
    "'every weekday at 08:30 remind me to check the mail', 'list my reminders', "
    "'cancel schedule-1' or 'delete all'."
)
WHEN_EXAMPLES = (
    "'remind me in 2 hours and 5 minutes to call mom', 'remind me tomorrow at 9 to call mom', "
    "'remind me every 30 minutes to stretch' or "
    "'remind me every weekday at 08:30 Paris time to check the mail'"
)


@dataclass(frozen=True)
class CreateAfter:
    """A one-shot reminder after a delay (`after_seconds`)."""

    after_seconds: int | float
    prompt: str


@dataclass(frozen=True)
class CreateAt:
    """A one-shot reminder at a local time: `day` is `today`, `tomorrow`, a date
    `YYYY-MM-DD`, or None for the next time the clock shows `time` (`HH:MM`); `zone` is what
    the user named (an IANA key when it is one), None for the user's own zone."""

    day: str | None
    time: str
    zone: str | None
    prompt: str


@dataclass(frozen=True)
class CreateEvery:
    """A reminder repeated at a fixed rate."""

    every_seconds: int | float
    prompt: str


@dataclass(frozen=True)
class CreateCalendar:
    """A reminder at a local time (`HH:MM`) on the given weekdays (in `WEEK` order)."""

    time: str
    days: tuple[str, ...]
    zone: str | None
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


Create = CreateAfter | CreateAt | CreateEvery | CreateCalendar
Intent = Create | ListAll | Delete | DeleteAll | Unclear


def read_intent(text: str) -> Intent:
    """The one thing `text` asks for, or Unclear with a suggested phrasing."""
    core = _TRAILER.sub("", _POLITE.sub("", text.strip()))
    for form in _FORMS:
        match = form.fullmatch(core)
        if match:
            return _create(match["w"], match["p"].strip())
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
            "I could not tell when to remind you or of what. Say when and what to be "
            f"reminded of, like {WHEN_EXAMPLES}."
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


def parse_clock(text: str) -> str | None:
    """`HH:MM` for a time of day as typed ("9", "17:30", "5:30 pm", "noon"); None when the
    clock has no such time ("25:00", "13 pm")."""
    match = _CLOCK_PARTS.fullmatch(text.strip())
    if match is None:
        return None
    if match["noon"]:
        return "12:00"
    hour, minute = int(match["hour"]), int(match["minute"] or 0)
    if match["half"]:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if match["half"].lower() == "p" else 0)
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def parse_days(text: str) -> tuple[str, ...]:
    """The weekdays a day phrase names ("every weekday", "on mondays and thursdays",
    "daily"), in `WEEK` order."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    named: set[str] = set()
    for word in words:
        named.update(_DAY_GROUPS.get(word, ()))
        named.update(day for day, names in _WEEKDAYS.items() if word in names)
    return WEEK if "daily" in words else tuple(day for day in WEEK if day in named)


def _number(word: str) -> Fraction | int:
    return _NUMBER_WORDS[re.sub(r"\s+", " ", word.lower())]


def _create(when: str, prompt: str) -> Intent:
    for kind, form in _WHEN_PARTS.items():
        match = form.fullmatch(when)
        if match is None:
            continue
        if kind == "after":
            return _with_seconds(parse_duration(match["delay"]), prompt, CreateAfter)
        if kind == "every":
            every = match["every"]
            unit = match["unit"]
            seconds = Fraction(_UNIT_SECONDS[unit.lower()]) if unit else parse_duration(every)
            return _with_seconds(seconds, prompt, CreateEvery)
        clock, zone = _at(match["at"] or match["at2"])
        if clock is None:
            return _NO_SUCH_TIME
        if kind == "calendar":
            return CreateCalendar(clock, parse_days(match["days"] or match["days2"]), zone, prompt)
        if match["day"] and match["day2"]:
            break  # two days: "tomorrow at 9 today"
        day = match["day"] or match["day2"]
        return CreateAt(_day(day) if day else None, clock, zone, prompt)
    return Unclear(f"I could not tell when to remind you. Say it like {WHEN_EXAMPLES}.")


_NO_SUCH_TIME = Unclear(
    "There is no such time of day. Say it like 'at 9', 'at 17:30' or 'at 5:30 pm'."
)


def _with_seconds(
    seconds: Fraction, prompt: str, kind: type[CreateAfter] | type[CreateEvery]
) -> Intent:
    if seconds > MAX_SECONDS:
        return Unclear("That number is too large for a reminder.")
    # Whole seconds go as an int; anything else reaches the tool, which answers invalid_rule.
    whole: int | float = int(seconds) if seconds.denominator == 1 else float(seconds)
    return kind(whole, prompt)


def _at(text: str) -> tuple[str | None, str | None]:
    """The `HH:MM` and the zone of an "at CLOCK [ZONE]" text."""
    match = _AT_PARTS.fullmatch(text)
    assert match is not None  # the text matched the same pattern
    zone = match["zone"]
    return parse_clock(match["clock"]), None if zone is None else _zone(zone)


def _zone(text: str) -> str | None:
    """The zone a phrase names: its IANA key when it is one or a city of one, else the name
    as said (the tool answers invalid_time_zone); None for the user's own zone."""
    name = re.sub(r"\s+time$", "", text.strip().strip("()").strip(), flags=re.I)
    if name.lower() in ("local", "my"):
        return None
    return zone_for(name) or name


def _day(text: str) -> str:
    day = text.lower()
    return day if day in ("today", "tomorrow") else re.sub(r"^on\s+", "", day)


def _schedule_id(token: str) -> str:
    """The id as typed; a bare number (or #N) names this host's `schedule-N`."""
    token = token.rstrip(".,!?")
    bare = token.removeprefix("#")
    return f"schedule-{int(bare)}" if bare.isdigit() and len(bare) < _MAX_DIGITS else token
