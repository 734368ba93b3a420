"""RFC 3339 dates, times and durations (draft 2020-12 `date-time`, `date`, `time`, `duration`).

Digits are ASCII only, `T` and `Z` match in either case, and a leap second (`:60`) is accepted
only where it can occur: at 23:59 UTC, once the offset is taken away.
"""

from __future__ import annotations

import re

_fmt_date_re = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
_fmt_time_re = re.compile(
    r"([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.[0-9]+)?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))"
)
_fmt_duration_re = re.compile(
    r"P(?:(?:[0-9]+D|[0-9]+M(?:[0-9]+D)?|[0-9]+Y(?:[0-9]+M(?:[0-9]+D)?)?)"
    r"(?:T(?:[0-9]+H(?:[0-9]+M(?:[0-9]+S)?)?|[0-9]+M(?:[0-9]+S)?|[0-9]+S))?"
    r"|T(?:[0-9]+H(?:[0-9]+M(?:[0-9]+S)?)?|[0-9]+M(?:[0-9]+S)?|[0-9]+S)"
    r"|[0-9]+W)"
)


def _fmt_date(value: str) -> bool:
    """RFC 3339 full-date: YYYY-MM-DD, a real day of the Gregorian calendar."""
    match = _fmt_date_re.fullmatch(value)
    if match is None:
        return False
    year, month, day = (int(part) for part in match.groups())
    if not 1 <= month <= 12 or day < 1:
        return False
    if month == 2:
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        return day <= (29 if leap else 28)
    return day <= (30 if month in (4, 6, 9, 11) else 31)


def _fmt_time(value: str) -> bool:
    """RFC 3339 full-time: partial time with a required offset; `:60` only at 23:59 UTC."""
    match = _fmt_time_re.fullmatch(value)
    if match is None:
        return False
    hour, minute, second = int(match[1]), int(match[2]), int(match[3])
    offset_hour = int(match[5]) if match[4] else 0
    offset_minute = int(match[6]) if match[4] else 0
    if hour > 23 or minute > 59 or second > 60 or offset_hour > 23 or offset_minute > 59:
        return False
    if second == 60:
        offset = (offset_hour * 60 + offset_minute) * (-1 if match[4] == "-" else 1)
        utc = (hour * 60 + minute - offset) % (24 * 60)
        return utc == 23 * 60 + 59
    return True


def _fmt_date_time(value: str) -> bool:
    """RFC 3339 date-time: full-date, `T` (either case), full-time."""
    return len(value) > 11 and value[10] in "Tt" and _fmt_date(value[:10]) and _fmt_time(value[11:])


def _fmt_duration(value: str) -> bool:
    """RFC 3339 appendix A duration: P, then dates, times or weeks, each unit in order."""
    return _fmt_duration_re.fullmatch(value) is not None
