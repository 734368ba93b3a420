"""IANA time zones from the tzdata package only, never from the host's system files.

`zoneinfo.ZoneInfo(name)` searches the system's TZPATH before tzdata, so a result would depend
on the machine. Here a name is a zone only if tzdata's own list names it, and its rules are read
from tzdata's file with `ZoneInfo.from_file`: every host computes the same occurrences.

A new reminder may name only an Area/Location key, `UTC` or an `Etc/…` key. tzdata also keeps
legacy names for old configurations (`EST`, `CET`, `EST5EDT`, `US/Eastern`, `Japan`, `GMT`,
`Factory`): `EST` is UTC-05:00 all year, so someone who means New York would be an hour off all
summer. A log that already stores one still replays with its rules.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import cache
from importlib import resources
from typing import Final, TypeGuard
from zoneinfo import ZoneInfo


@cache
def zone_names() -> frozenset[str]:
    """Every zone name tzdata ships (its `zones` list: canonical names and links)."""
    text = resources.files("tzdata").joinpath("zones").read_text(encoding="utf-8")
    return frozenset(text.split())


def is_zone_name(name: object) -> bool:
    """Whether `name` is a string naming a tzdata zone exactly (no path, no `localtime`)."""
    return isinstance(name, str) and name in zone_names()


GEOGRAPHIC_AREAS: Final = frozenset(
    {"Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe",
     "Indian", "Pacific"}
)  # fmt: skip
"""The areas of tzdata's Area/Location keys, whose last part names a place."""


def is_accepted_zone_name(name: object) -> TypeGuard[str]:
    """Whether a new reminder may name the zone `name`: a tzdata key under a geographic area
    (`Europe/Paris`, `America/Buenos_Aires`), `UTC` or `Etc/…`; never a legacy name."""
    if not isinstance(name, str) or not is_zone_name(name):
        return False
    area, slash, _ = name.partition("/")
    return name == "UTC" or (slash == "/" and (area in GEOGRAPHIC_AREAS or area == "Etc"))


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
