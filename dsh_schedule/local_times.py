"""The shell's times for people: each UTC instant in what it prints gets the local time first.

A presentation layer over what the model said, so the offline model's text (and its tests)
stay in UTC, and a remote model's replies get the same treatment.
"""

from __future__ import annotations

import re
from datetime import datetime, tzinfo

INSTANT = re.compile(r"\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\b")


def with_local_times(text: str, zone: tzinfo | None = None) -> str:
    """`text` with each RFC 3339 UTC instant written as `local time ZONE (instant)`;
    `zone` None is the machine's local zone."""

    def local(match: re.Match[str]) -> str:
        instant = match.group()
        try:
            shown = datetime.fromisoformat(instant.replace("Z", "+00:00")).astimezone(zone)
        except (ValueError, OverflowError):  # month 13, or no local year 10000: as written
            return instant
        return f"{shown:%Y-%m-%d %H:%M:%S} {shown.tzname()} ({instant})"

    return INSTANT.sub(local, text)
