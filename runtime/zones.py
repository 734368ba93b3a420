"""IANA time zones from the tzdata package only, never from the host's system files.

`zoneinfo.ZoneInfo(name)` searches the system's TZPATH before tzdata, so a result would depend
on the machine. Here a name is a zone only if tzdata's own list names it, and its rules are read
from tzdata's file with `ZoneInfo.from_file`: every host computes the same occurrences.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import cache
from importlib import resources
from zoneinfo import ZoneInfo


@cache
def zone_names() -> frozenset[str]:
    """Every zone name tzdata ships (its `zones` list: canonical names and links)."""
    text = resources.files("tzdata").joinpath("zones").read_text(encoding="utf-8")
    return frozenset(text.split())


def is_zone_name(name: object) -> bool:
    """Whether `name` is a string naming a tzdata zone exactly (no path, no `localtime`)."""
    return isinstance(name, str) and name in zone_names()


@cache
def zone(name: str) -> ZoneInfo:
    """The rules of the tzdata zone `name`; KeyError when tzdata has no such zone."""
    if not is_zone_name(name):
        raise KeyError(name)
    data = resources.files("tzdata.zoneinfo").joinpath(*name.split("/"))
    with data.open("rb") as file:
        return ZoneInfo.from_file(file, key=name)


def offset_seconds(rules: ZoneInfo, local: datetime) -> int:
    """The UTC offset, in seconds, that `rules` give the naive local time `local` (its `fold`
    picks the side of a transition: 0 the offset before it, 1 the offset after it)."""
    offset = local.replace(tzinfo=rules).utcoffset()
    assert offset is not None  # a ZoneInfo always has an offset
    return offset // timedelta(seconds=1)
