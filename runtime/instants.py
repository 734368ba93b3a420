"""Canonical instants `YYYY-MM-DDTHH:MM:SS.mmmZ` and epoch milliseconds, both ways (SPEC §5.3)."""

from __future__ import annotations

import re
from datetime import date, time
from typing import Final

_DAY_MS: Final = 86_400_000
_EPOCH_ORDINAL: Final = date(1970, 1, 1).toordinal()

MIN_INSTANT_MS: Final = (date(1, 1, 1).toordinal() - _EPOCH_ORDINAL) * _DAY_MS
"""0001-01-01T00:00:00.000Z, the first instant with a four-digit year."""
MAX_INSTANT_MS: Final = 253_402_300_799_999
"""9999-12-31T23:59:59.999Z, the last instant with a four-digit year."""

# ASCII digits only (Python's \d also matches other scripts' digits); \Z admits no newline.
_SHAPE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z\Z")


def format_instant(ms: int) -> str:
    """The canonical text of an epoch-millisecond instant; ValueError outside years 0001-9999."""
    if isinstance(ms, bool) or not isinstance(ms, int):
        raise TypeError(f"an instant is an int of epoch milliseconds, not {type(ms).__name__}")
    if not MIN_INSTANT_MS <= ms <= MAX_INSTANT_MS:
        raise ValueError(f"{ms} ms is outside 0001-01-01T00:00:00.000Z..9999-12-31T23:59:59.999Z")
    days, rest = divmod(ms, _DAY_MS)
    day = date.fromordinal(_EPOCH_ORDINAL + days)
    seconds, millis = divmod(rest, 1000)
    minutes, second = divmod(seconds, 60)
    hour, minute = divmod(minutes, 60)
    # One %-format: a logged line formats its time, and this costs a third less than the
    # equivalent f-string's seven format specs.
    return "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ" % (  # noqa: UP031
        day.year,
        day.month,
        day.day,
        hour,
        minute,
        second,
        millis,
    )


def parse_instant(text: str) -> int:
    """The epoch milliseconds of a canonical instant.

    ValueError unless `text` is exactly what `format_instant` would write: the canonical shape
    and a real calendar date (no February 30, no hour 24, no leap second).
    """
    if not isinstance(text, str):
        raise TypeError(f"an instant is a str, not {type(text).__name__}")
    if _SHAPE.match(text) is None:
        raise ValueError(f"{text!r} is not of the form YYYY-MM-DDTHH:MM:SS.mmmZ")
    # The shape is checked: `fromisoformat` reads its fields in C, each checked against the
    # calendar and the clock, where seven int() calls on the groups cost twice as much.
    try:
        day = date.fromisoformat(text[:10])
    except ValueError:
        raise ValueError(f"{text!r} is not a real calendar date") from None
    try:
        clock = time.fromisoformat(text[11:23])
    except ValueError:
        raise ValueError(f"{text!r} is not a canonical time of day") from None
    seconds = (clock.hour * 60 + clock.minute) * 60 + clock.second
    time_of_day = seconds * 1000 + clock.microsecond // 1000
    return (day.toordinal() - _EPOCH_ORDINAL) * _DAY_MS + time_of_day
