"""What a person types to the offline model, read as intents or as "not understood".

A reminder request says when (`phrasing_when.py`) and of what, in either order: "remind me in
10 minutes to stretch", "remind me to stretch in 10 minutes", "tomorrow at 9, remind me to
call mom". A line may hold several ("remind me in 10 minutes to call mom and in 20 minutes to
call dad"): each is its own reminder. Politeness and fillers around a request ("please",
"wait a minute,", ", thanks", "!") are not part of it. A request is read whole or not at all:
what does not fit is answered with what was not understood and the closest phrasing that
would be ("did you mean 'remind me in 5 minutes to z'?"), never with a guess. A one-shot
request is never read as a recurring one. "delete all" is only done when confirmed
(`delete all --yes`); "forget it" changes nothing.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from dataclasses import dataclass

from dsh_schedule.host.models.phrasing_when import (
    MAX_SECONDS,
    UNIT_SECONDS,
    After,
    At,
    Calendar,
    Every,
    Problem,
    When,
    read_when,
)

SUGGESTION = (
    "Try: 'remind me in 10 minutes to stretch', 'remind me tomorrow at 9 to call mom', "
    "'every weekday at 08:30 remind me to check the mail', 'list my reminders', "
    "'cancel schedule-1' or 'delete all'."
)


@dataclass(frozen=True)
class CreateAfter:
    """A one-shot reminder after a delay (`after_seconds`)."""

    after_seconds: int | float
    prompt: str


@dataclass(frozen=True)
class CreateAt:
    """A one-shot reminder at a local time `time` (`HH:MM`) on `day` (see `phrasing_when.At`);
    `zone` is what the user named (an IANA key when it is one), None for the user's own."""

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


Create = CreateAfter | CreateAt | CreateEvery | CreateCalendar


@dataclass(frozen=True)
class Several:
    """Several reminders asked for in one line, in the order said."""

    creates: tuple[Create, ...]


@dataclass(frozen=True)
class MissingPrompt:
    """A time said without what to be reminded of ("set a reminder for 5pm"); `when` is the
    time as typed, so that the next line can say what."""

    when: str


@dataclass(frozen=True)
class ListAll:
    pass


@dataclass(frozen=True)
class Delete:
    id: str


@dataclass(frozen=True)
class DeleteAll:
    """Delete every pending reminder: only once `confirmed` (`delete all --yes`)."""

    confirmed: bool = False


@dataclass(frozen=True)
class Dismiss:
    """ "forget it", "never mind": nothing to do."""


@dataclass(frozen=True)
class Unclear:
    """Not read as a request: `reply` says what was not understood and how to say it."""

    reply: str


Intent = Create | Several | MissingPrompt | ListAll | Delete | DeleteAll | Dismiss | Unclear

_FILLER = re.compile(
    r"^(?:(?:please|pls|plz|kindly|hey|hi|hello|ok|okay|oh|so|um+|uh+|actually|also|and"
    r"|wait(?:\s+a\s+(?:minute|min|sec(?:ond)?|moment|bit))?|hold\s+on|one\s+more\s+thing"
    r"|(?:can|could|would|will)\s+(?:you|u)(?:\s+please)?"
    r"|i\s+(?:want|need|would\s+like|'d\s+like)\s+you\s+to)\b[\s,;:!.-]*)+",
    re.I,
)
_POLITE_END = re.compile(
    r"(?:^|[\s,;:])(?:please|pls|plz|thanks|thank\s+you|thx)(?:\s+(?:so|very)\s+much)?$", re.I
)
_YES = re.compile(r"\s+--yes$", re.I)
_LEAD = (
    r"(?:remind\s+(?:me|us)|ping\s+me"
    r"|(?:set|add|create|make|schedule)\s+(?:(?:me|up)\s+)?(?:a\s+|an\s+|one\s+)?reminder"
    r"|new\s+reminder|reminder)\b"
)
_LEAD_AT = re.compile(_LEAD, re.I)
_CONNECT = re.compile(r"\s+(?:to|about|that|of|for)\s+|\s*:(?!\d)\s*", re.I)
_CONNECT_START = re.compile(r"(?:\s+|^)(?:to|about|that|of|for)\s+|^\s*:(?!\d)\s*", re.I)
_SPLIT = re.compile(
    r"\s*(?:[;,]|\.(?=\s))\s*(?:(?:and|then|also)\s+)*|\s+(?:and|then|also)\s+(?:(?:then|also)\s+)*",
    re.I,
)
_WHEN_CUE = re.compile(
    r"\b(?:in|after|within|at|on|every|each|daily|today|tonight|tomorrow|tmrw|next|this)\b"
    rf"|\b\d+\s*(?:{'|'.join(UNIT_SECONDS)})\b",
    re.I,
)
_MENTIONS_REMINDING = re.compile(
    r"\bremind(?:er)?\b|\b(?:every|each|daily|today|tonight|tomorrow)\b"
    r"|\b(?:in|at|after|by)\s+\d|\b\d+\s*[^\W\d_]+\s+from\s+now\b"
    r"|\b(?:on|next|this)\s+(?:mon|tue|wed|thu|fri|sat|sun)",
    re.I,
)
_LONGEST_WHEN = 24
"""Words a when-phrase has at most (all seven days by name, a time and a zone): longer
candidates are not tried, so reading a line stays linear in its length."""
_LONGEST_SEVERAL = 400
"""Characters a line of several requests has at most (beyond, it is read as one request, and
its typos are not looked for)."""

_VERB = r"(?:cancel|delete|remove|clear|drop|forget|wipe|erase)"
_DELETE_ALL = re.compile(
    rf"{_VERB}\s+(?:(?:all|everything)(?:\s+(?:of\s+)?(?:my\s+|the\s+)?reminders)?"
    r"|(?:all\s+)?(?:of\s+)?(?:my|the)\s+reminders|all\s+of\s+them|them\s+all|reminders)",
    re.I,
)
_DELETE_ONE = re.compile(
    rf"{_VERB}\s+(?:the\s+)?(?:reminder\s+)?(?P<id>#?\d+|[\w.:-]*(?:\d|[-_:])[\w.:-]*)", re.I
)
_DISMISS = re.compile(
    r"(?:forget\s+(?:it|that|about\s+it)|never\s*mind|nvm|no(?:pe|\s+thanks)?|nothing|not\s+now)",
    re.I,
)
_LIST = re.compile(
    r"(?:list|show|display|reminders|my\s+reminders|what(?:'s|\s+is)\s+pending)"
    r"|(?:list|show|display)\b.*\breminders?"
    r"|.*\breminders\b.*"
    r"|(?:what|which|do\s+i\s+have|any)\b.*\breminders?\b.*",
    re.I,
)
_VOCABULARY = sorted(
    {*UNIT_SECONDS, "remind", "reminder", "tomorrow", "today", "tonight", "every", "morning",
     "afternoon", "evening", "night", "noon", "midnight", "monday", "tuesday", "wednesday",
     "thursday", "friday", "saturday", "sunday", "weekday", "weekdays", "daily", "january",
     "february", "march", "april", "june", "july", "august", "september", "october",
     "november", "december", "minutes", "hours", "seconds", "cancel", "delete", "reminders"}
)  # fmt: skip
"""The words a typo is corrected to, for the phrasing a refusal suggests."""


def read_intent(text: str) -> Intent:
    """What `text` asks for, or Unclear saying what was not understood."""
    core = _core(text)
    confirmed = _YES.search(core)
    if confirmed and _DELETE_ALL.fullmatch(core[: confirmed.start()]):
        return DeleteAll(confirmed=True)
    read = _read(core)
    return read if read is not None else _refusal(core)


def read_answer(when: str, text: str) -> Intent | None:
    """`text` read as what to be reminded of `when` (the question a `MissingPrompt` asks);
    None when `text` is a request of its own."""
    core = _core(text)
    if _MENTIONS_REMINDING.search(core) or _read(core) is not None:
        return None
    return read_intent(f"remind me {when} to {core}")


def _core(text: str) -> str:
    """The request without fillers, politeness, final punctuation and repeated spaces."""
    said = " ".join(text.split())
    core = _FILLER.sub("", said)
    while True:
        stripped = core.rstrip(" .!?,;:")
        polite = _POLITE_END.search(stripped[-40:])
        if polite:
            stripped = stripped[: len(stripped) - len(polite[0])]
        if stripped == core:
            return core or said
        core = stripped


def _read(core: str) -> Intent | None:
    several = _several(core)
    if several is not None:
        return several
    one = _one(core)
    if one is not None:
        return one
    if _DISMISS.fullmatch(core):
        return Dismiss()
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
    if _LIST.fullmatch(core):
        return ListAll()
    return None


def _several(core: str) -> Several | None:
    """Several requests in one line, each read whole; None when the line is not that."""
    if len(core) > _LONGEST_SEVERAL:
        return None
    for cut in _SPLIT.finditer(core):
        first = _one(core[: cut.start()])
        if not isinstance(first, Create):
            continue
        rest = _continued(core[cut.end() :])
        if rest is not None:
            return Several((first, *rest))
    return None


def _continued(text: str) -> tuple[Create, ...] | None:
    """The requests after the first of a line; the lead may be left out ("and in 20 minutes
    to call dad")."""
    several = _several(text) or _several("remind me " + text)
    if several is not None:
        return several.creates
    for read in (_one(text), _one("remind me " + text)):
        if isinstance(read, Create):
            return (read,)
    return None


def _one(core: str) -> Create | MissingPrompt | Unclear | None:
    """One reminder request, in any of its forms; None when `core` is not one."""
    for when, prompt in _readings(core):
        intent = _create(when, prompt)
        if intent is not None:
            return intent
    return None


def _readings(core: str) -> Iterator[tuple[str, str]]:
    """Each (when, what) a request could be split into, the likeliest first."""
    lead = _LEAD_AT.match(core)
    if lead:
        rest = core[lead.end() :]
        for connect in _CONNECT.finditer(rest):
            yield re.sub(r"(?i)^\s*for\s+", "", rest[: connect.start()]), rest[connect.end() :]
        start = _CONNECT_START.match(rest)
        if start:  # "remind me to X <when>": the longest when-phrase at its end
            said = rest[start.end() :]
            spaces = list(re.finditer(" ", said))[-_LONGEST_WHEN:]
            for space in spaces:
                yield said[space.end() :], said[: space.start()]
        yield re.sub(r"(?i)^\s*for\s+", "", rest), ""
    else:  # "in 10 minutes to call dad", after another request
        first_to = re.search(r"\s+to\s+", core)
        if first_to:
            yield core[: first_to.start()], core[first_to.end() :]
    for later in _LEAD_AT.finditer(core):
        if later.start() == 0:
            continue
        after = core[later.end() :]
        begins = _CONNECT_START.match(after)
        if begins or not after.strip():
            yield core[: later.start()].rstrip(" ,"), after[begins.end() :] if begins else ""
    yield core, ""


def _create(when_text: str, prompt: str) -> Create | MissingPrompt | Unclear | None:
    if not when_text.strip() or when_text.count(" ") > _LONGEST_WHEN:
        return None
    when = read_when(when_text)
    if when is None:
        return None
    if isinstance(when, Problem):
        return Unclear(when.reply)
    prompt = prompt.strip(" ,;:")
    if not prompt:
        return MissingPrompt(when_text.strip())
    swallowed = _swallowed(prompt)
    if swallowed:
        return Unclear(
            f"That looks like two requests in one line: '{prompt}' has a time of its own "
            f"('{swallowed}'). Say each reminder whole, like 'remind me in 10 minutes to call "
            "mom and in 20 minutes to call dad', or one per line."
        )
    return _of(when, prompt)


def _of(when: When, prompt: str) -> Create | Unclear:
    if isinstance(when, After | Every):
        if when.seconds > MAX_SECONDS:
            return Unclear("That number is too large for a reminder.")
        if when.seconds == 0 and isinstance(when, After):
            return Unclear(
                "A delay of 0 is now, and a reminder needs a time ahead. Say a delay of at least "
                f"1 second, like 'remind me in 10 seconds to {prompt}'."
            )
        if when.seconds == 0:
            return Unclear(
                "A repeat of 0 never moves on. The shortest repeat is every 5 minutes, like "
                f"'remind me every 5 minutes to {prompt}'."
            )
        # Whole seconds go as an int; anything else reaches the tool, which answers invalid_rule.
        seconds = when.seconds
        whole: int | float = int(seconds) if seconds.denominator == 1 else float(seconds)
        return CreateAfter(whole, prompt) if isinstance(when, After) else CreateEvery(whole, prompt)
    if isinstance(when, At):
        return CreateAt(when.day, when.time, when.zone, prompt)
    return CreateCalendar(when.time, when.days, when.zone, prompt)


def _swallowed(prompt: str) -> str | None:
    """The second request a prompt holds ("call mom and in 20 minutes call dad"), if any: a
    when-phrase after an "and", a comma or "then" in it."""
    if not _SPLIT.search(prompt):
        return None
    words = prompt.split()
    for start, word in enumerate(words):
        if not _WHEN_CUE.match(word) or start == 0:
            continue
        for end in range(min(len(words), start + 8), start, -1):
            said = " ".join(words[start:end]).rstrip(",;.")
            if isinstance(read_when(said), After | Every | At | Calendar):
                return said
    return None


def _refusal(core: str) -> Unclear:
    """What was not understood in `core`, and the closest phrasing that would be."""
    if not _MENTIONS_REMINDING.search(core):
        return Unclear("I did not understand that. " + SUGGESTION)
    typo, corrected = _corrected(core)
    if typo is not None:
        return Unclear(f"I did not understand '{typo}'. Did you mean '{corrected}'?")
    guesses = () if _LEAD_AT.match(core) else ("remind me to " + core, "remind me " + core)
    for guess in guesses:
        if isinstance(_read(guess), Create | Several):
            return Unclear(f"I did not understand that as a request. Did you mean '{guess}'?")
    when, prompt = _parts(core)
    example = _example(when)
    if when:
        return Unclear(
            f"I could not read the time '{when}'. Say it like 'remind me {example} to "
            f"{prompt or 'call mom'}'."
        )
    return Unclear(
        f"I could not tell when to remind you{' to ' + prompt if prompt else ''}. Say it like "
        f"'remind me in 10 minutes to {prompt or 'call mom'}' or 'remind me tomorrow at 9 to "
        f"{prompt or 'call mom'}'."
    )


def _corrected(core: str) -> tuple[str | None, str]:
    """The first misspelled word of `core` and `core` with its typos corrected, when that reads
    as a request; (None, core) otherwise."""
    typos: list[str] = []
    if len(core) > _LONGEST_SEVERAL:
        return None, core

    def fix(match: re.Match[str]) -> str:
        word = match[0]
        if word.lower() in _VOCABULARY or len(word) < 3:
            return word
        close = difflib.get_close_matches(word.lower(), _VOCABULARY, n=3, cutoff=0.75)
        if not close:
            return word
        typos.append(word)
        plural = close[0] + "s"  # "minutez" is "minutes", not "minute"
        return plural if word[-1:].lower() in "sz" and plural in _VOCABULARY else close[0]

    corrected = re.sub(r"[^\W\d_]+", fix, core)
    if typos and not isinstance(_read(corrected) or Unclear(""), Unclear | MissingPrompt):
        return typos[0], corrected
    return None, core


def _parts(core: str) -> tuple[str, str]:
    """The when-phrase a reminder request that could not be read seems to say, and its what."""
    lead = _LEAD_AT.match(core)
    rest = core[lead.end() :] if lead else core
    start = _CONNECT_START.match(rest)
    if start:  # "remind me to X <when>": the when starts at its last cue
        said = rest[start.end() :]
        cues = [cue.start() for cue in _WHEN_CUE.finditer(said) if cue.start() > 0]
        return (said[cues[0] :], said[: cues[0]].strip()) if cues else ("", said)
    connect = _CONNECT.search(rest)
    if connect:
        return rest[: connect.start()].strip(), rest[connect.end() :].strip()
    return rest.strip(), ""


def _example(when: str) -> str:
    """A when-phrase like the one that could not be read."""
    first = when.split()[0].lower() if when.split() else ""
    if first in ("every", "each", "daily"):
        daily = re.search(r"(?i)\b(?:day|week|mon|tue|wed|thu|fri|sat|sun|morning|evening)", when)
        return "every monday at 9" if daily else "every 30 minutes"
    if first in ("in", "after", "within") or re.match(r"\d", first):
        return "in 10 minutes"
    return "tomorrow at 9"


def _schedule_id(token: str) -> str:
    """The id as typed; a bare number (or #N) names this host's `schedule-N`, whatever the
    case of its `schedule-` prefix."""
    token = token.rstrip(".,!?")
    bare = token.removeprefix("#")
    if re.fullmatch(r"schedule-\d+", token, re.I):
        return token.lower()
    return f"schedule-{int(bare)}" if bare.isdigit() and len(bare) < 20 else token
