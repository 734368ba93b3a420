"""When a reminder is due, as people say it: the grammar of `host/models/phrasing.py`'s "when" part.

`read_when(text)` reads a whole when-phrase or nothing. A delay is "in 10 minutes", "after 10
minutes" or "10 minutes from now". A rate is "every 30 minutes" (or "every hour", "every day").
A calendar rule repeats on named days: "every weekday at 08:30", "every monday and thursday at
18:00", "on mondays at 9", "daily at 7", "every morning at 7". Anything else that names a day, a
part of the day or a time of day is one-shot, once: "tomorrow at 9", "tomorrow 9am", "at 17:30",
"on friday at noon" (the next Friday), "next friday at 10" (the first Friday after today),
"this friday", "on dec 24 at 9" (the next December 24), "tonight at 8". A day with no time is at
09:00; the parts of the day are morning 09:00, afternoon 15:00, evening 19:00 and tonight (or
night) 20:00, and an hour from 1 to 11 said with the afternoon, the evening or the night is
after noon ("tonight at 8" is 20:00). A time or a rule is in the user's zone unless it names one
("Paris time", "(Europe/Paris)", "UTC"). What is only known with a clock stays a word here
("tomorrow", "fri", "next fri", "--12-24"); the model turns it into a date.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from dsh_schedule.host.zone_names import zone_for

UNIT_SECONDS = {
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

_UNIT = "(?:" + "|".join(sorted(UNIT_SECONDS, key=len, reverse=True)) + r")(?![^\W\d_]|-)"
_WORD = "(?:" + "|".join(sorted(map(re.escape, _NUMBER_WORDS), key=len, reverse=True)) + ")"
_COMPONENT = (
    rf"(?:(?P<word>{_WORD})\s+|(?P<digits>\d+(?:\.\d+)?)\s*)(?P<unit>{_UNIT})"
    r"(?P<half>\s+and\s+a\s+half)?"
)
_PLAIN_COMPONENT = re.sub(r"\(\?P<\w+>", "(?:", _COMPONENT)
_JOIN = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*)"
DURATION = rf"{_PLAIN_COMPONENT}(?:{_JOIN}{_PLAIN_COMPONENT})*"
"""A delay: one or more number-and-unit components, joined by spaces, commas or "and"."""

_WEEKDAYS = {
    "mon": ("monday", "mon"),
    "tue": ("tuesday", "tues", "tue"),
    "wed": ("wednesday", "wed"),
    "thu": ("thursday", "thurs", "thu"),
    "fri": ("friday", "fri"),
    "sat": ("saturday", "sat"),
    "sun": ("sunday", "sun"),
}
WEEK = tuple(_WEEKDAYS)
"""The day names of protocol 2's calendar rule, in their order."""
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_NAMES = {
    "january": 1, "february": 2, "march": 3, "april": 4, "june": 6, "july": 7, "august": 8,
    "september": 9, "sept": 9, "october": 10, "november": 11, "december": 12,
    **{name: n for n, name in enumerate(_MONTHS, start=1)},
}  # fmt: skip
PARTS_OF_DAY = {"morning": "09:00", "afternoon": "15:00", "evening": "19:00", "night": "20:00"}
"""The time a part of the day means when no time is said; "tonight" is tonight at 20:00."""
DEFAULT_TIME = "09:00"
"""The time of a day named without one ("tomorrow", "this friday")."""


def _names(words: Iterable[str]) -> str:
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + r")\b"


_DAY_NAME = _names(n for ns in _WEEKDAYS.values() for n in ns)
_DAYS_NAME = _names(ns[0] + "s" for ns in _WEEKDAYS.values())
_ANY_DAY = f"(?:{_DAYS_NAME}|{_DAY_NAME})"
_JOIN_DAYS = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
_MONTH = _names(_MONTH_NAMES)
_ORD = r"(?:st|nd|rd|th)?"
_CLOCK = r"(?:\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?|noon|midday|midnight)(?![\w:])"
_CLOCK_SAID = (
    r"(?:\d{1,2}(?::\d\d\s*[ap]\.?m\.?|:\d\d|\s*[ap]\.?m\.?)|noon|midday|midnight)(?![\w:])"
)
"""A time of day said without "at": it needs minutes, am/pm or a name ("tomorrow 9am")."""
_NOT_A_ZONE = r"(?!(?:to|about|that|of|for|and|at|on|in|every|today|tomorrow|remind|tonight)\b)"
_ZONE_WORD = rf"{_NOT_A_ZONE}[^\W\d_][\w'.+-]*(?:/[\w'.+-]+)*"
_ZONE = (
    rf"(?:{_ZONE_WORD}(?:\s+{_ZONE_WORD}){{0,2}}\s+time"
    r"|\(\s*[^()\s]+(?:\s+[^()\s]+){0,2}\s*\)"
    r"|UTC|GMT|[^\W\d_]+/[\w/+-]+)"
)
_PIECES = {
    "clock": (
        rf"(?:(?:at|@|for|by)\s+(?P<c>{_CLOCK})|(?P<c2>{_CLOCK_SAID}))"
        rf"(?:\s+(?P<zone>{_ZONE}))?"
    ),
    "rule": (
        rf"(?:every|each)\s+(?P<group>(?:day|weekday|weekend)s?\b|morning|afternoon|evening|night)"
        rf"|(?:every|each)\s+(?P<list>{_ANY_DAY}(?:{_JOIN_DAYS}{_ANY_DAY})*)"
        rf"|(?:on\s+)?(?P<plural>(?:weekdays|weekends)\b|{_DAYS_NAME}(?:{_JOIN_DAYS}{_DAYS_NAME})*)"
        r"|(?P<daily>daily|every\s+single\s+day)\b"
    ),
    "day": (
        r"(?P<rel>today|tomorrow|tmrw|tmr|tonight)\b"
        r"|(?:on\s+)?(?P<date>\d{4}-\d\d-\d\d)(?![\w-])"
        rf"|(?:on\s+)?(?P<month>{_MONTH})\.?\s+(?P<mday>\d{{1,2}}){_ORD}\b"
        rf"|(?:on\s+)?(?:the\s+)?(?P<mday2>\d{{1,2}}){_ORD}\s+(?:of\s+)?(?P<month2>{_MONTH})"
        rf"|(?P<which>on|this|next|coming|this\s+coming)?\s*(?P<weekday>{_DAY_NAME})(?!\s*(?:,|and)\s*{_DAY_NAME})"
        rf"|(?P<several>(?:on\s+)?{_DAY_NAME}(?:{_JOIN_DAYS}{_DAY_NAME})+)"
    ),
    "part": r"(?:in\s+the\s+|this\s+)?(?P<part>morning|afternoon|evening|night)\b",
}
_PIECE_RES = {kind: re.compile(r"[\s,]*(?:" + form + ")", re.I) for kind, form in _PIECES.items()}
_CLOCK_PARTS = re.compile(
    r"(?P<hour>\d{1,2})(?::(?P<minute>\d\d))?(?:\s*(?P<half>[ap])\.?m\.?)?"
    r"|(?P<noon>noon|midday)|(?P<midnight>midnight)",
    re.I,
)
_AFTER = re.compile(
    rf"(?:in|after|within)\s+(?P<d>{DURATION})(?:\s+from\s+now)?|(?P<d2>{DURATION})\s+from\s+now",
    re.I,
)
_EVERY = re.compile(
    rf"every\s+(?:(?P<d>{DURATION})|(?P<unit>second|minute|hour|day|week)(?![^\W\d_]|-))", re.I
)


@dataclass(frozen=True)
class After:
    seconds: Fraction


@dataclass(frozen=True)
class Every:
    seconds: Fraction


@dataclass(frozen=True)
class At:
    """Once: `day` is None (the next time the clock shows `time`), `today`, `tomorrow`, a date
    `YYYY-MM-DD`, a weekday (`fri`: the next Friday whose `time` is ahead), `next fri` (the
    first Friday after today) or `--MM-DD` (the next such date whose `time` is ahead)."""

    day: str | None
    time: str
    zone: str | None


@dataclass(frozen=True)
class Calendar:
    time: str
    days: tuple[str, ...]
    zone: str | None


@dataclass(frozen=True)
class Problem:
    """A when-phrase read, but not a time a reminder can have; `reply` says why."""

    reply: str


When = After | Every | At | Calendar
NO_SUCH_TIME = Problem(
    "There is no such time of day. Say it like 'at 9', 'at 17:30' or 'at 5:30 pm'."
)
NO_SUCH_DATE = Problem("There is no such date. Say it like 'on dec 24 at 9' or 'on 2027-01-05'.")
SEVERAL_DAYS = Problem(
    "Once on each of several days, or every week? Say 'every monday and thursday at 18:00' "
    "for every week, or one reminder per line ('remind me on monday at 18:00 to …')."
)


def read_when(text: str) -> When | Problem | None:
    """What a whole when-phrase says; None when `text` is not one."""
    text = text.strip()
    after = _AFTER.fullmatch(text)
    if after:
        return After(parse_duration(after["d"] or after["d2"]))
    every = _EVERY.fullmatch(text)
    if every:
        unit = every["unit"]
        return Every(Fraction(UNIT_SECONDS[unit.lower()]) if unit else parse_duration(every["d"]))
    pieces = _pieces(text)
    return None if pieces is None else _from_pieces(pieces)


def _pieces(text: str) -> dict[str, re.Match[str]] | None:
    """The pieces of a one-shot or calendar phrase (each kind at most once, in any order)."""
    found: dict[str, re.Match[str]] = {}
    position = 0
    while position < len(text):
        for kind, piece in _PIECE_RES.items():
            match = piece.match(text, position)
            if match and match.end() > position and kind not in found:
                found[kind] = match
                position = match.end()
                break
        else:
            return None
    return found or None


def _from_pieces(pieces: dict[str, re.Match[str]]) -> When | Problem | None:
    clock, day, rule, part = (pieces.get(k) for k in ("clock", "day", "rule", "part"))
    group = (rule["group"] or "").lower() if rule else ""
    if rule and (day or (part and group in PARTS_OF_DAY)):
        return None  # "every monday tomorrow"
    if day and day["several"]:
        return SEVERAL_DAYS
    tonight = bool(day and (day["rel"] or "").lower() == "tonight")
    named = [p for p in (part["part"].lower() if part else None, _part_of(group)) if p]
    if tonight and named:
        return None  # "tonight in the morning"
    named_part = "night" if tonight else (named[0] if named else None)
    if not clock and not (day or part or named_part):
        return None  # "every monday" says no time: it is asked for
    time, zone = PARTS_OF_DAY[named_part] if named_part else DEFAULT_TIME, None
    if clock:
        said = parse_clock(clock["c"] or clock["c2"], named_part)
        if said is None:
            return NO_SUCH_TIME
        time, zone = said, _zone(clock["zone"]) if clock["zone"] else None
    if rule:
        return Calendar(time, _rule_days(rule), zone)
    if day:
        return _on_day(day, time, zone)
    if part and not re.match(r"[\s,]*this\b", part[0], re.I):
        return At(None, time, zone)  # "in the morning": the next morning
    return At("today" if part else None, time, zone)


def _part_of(group: str) -> str | None:
    return group if group in PARTS_OF_DAY else None


def _on_day(day: re.Match[str], time: str, zone: str | None) -> At | Problem:
    if day["rel"]:
        word = day["rel"].lower()
        return At("today" if word in ("today", "tonight") else "tomorrow", time, zone)
    if day["date"]:
        return At(day["date"], time, zone)
    if day["weekday"]:
        [name] = parse_days(day["weekday"])
        which = re.sub(r"\s+", " ", (day["which"] or "").lower())
        return At(f"next {name}" if which == "next" else name, time, zone)
    month = _MONTH_NAMES[(day["month"] or day["month2"]).lower()]
    mday = int(day["mday"] or day["mday2"])
    if not 1 <= mday <= calendar.monthrange(2000, month)[1]:  # 2000: February has its 29th
        return NO_SUCH_DATE
    return At(f"--{month:02d}-{mday:02d}", time, zone)


def _rule_days(rule: re.Match[str]) -> tuple[str, ...]:
    group = (rule["group"] or rule["plural"] or "").lower().rstrip("s")
    if rule["daily"] or group in ("day", *PARTS_OF_DAY):
        return WEEK
    if group in ("weekday", "weekend"):
        return WEEK[:5] if group == "weekday" else WEEK[5:]
    return parse_days(rule["list"] or rule["plural"])


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
        total += amount * UNIT_SECONDS[component["unit"].lower()]
    return total


def parse_clock(text: str, part: str | None = None) -> str | None:
    """`HH:MM` for a time of day as typed ("9", "17:30", "5:30 pm", "noon"), an hour from 1 to
    11 after noon when `part` is the afternoon, the evening or the night; None when the clock
    has no such time ("25:00", "13 pm")."""
    match = _CLOCK_PARTS.fullmatch(text.strip())
    if match is None:
        return None
    if match["noon"] or match["midnight"]:
        return "12:00" if match["noon"] else "00:00"
    hour, minute = int(match["hour"]), int(match["minute"] or 0)
    if match["half"]:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if match["half"].lower() == "p" else 0)
    elif part in ("afternoon", "evening", "night") and 1 <= hour <= 11:
        hour += 12
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def parse_days(text: str) -> tuple[str, ...]:
    """The weekdays a list of day names names ("monday and thursdays"), in `WEEK` order."""
    words = set(re.findall(r"[^\W\d_]+", text.lower()))
    words |= {word.removesuffix("s") for word in words}
    return tuple(day for day, names in _WEEKDAYS.items() if words & set(names))


def _number(word: str) -> Fraction | int:
    return _NUMBER_WORDS[re.sub(r"\s+", " ", word.lower())]


def _zone(text: str) -> str | None:
    """The zone a phrase names: its IANA key when it is one or a city of one, else the name
    as said (the tool answers invalid_time_zone); None for the user's own zone."""
    name = re.sub(r"\s+time$", "", text.strip().strip("()").strip(), flags=re.I)
    if name.lower() in ("local", "my"):
        return None
    return zone_for(name) or name
