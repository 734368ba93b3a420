"""Time zone names as people say them ("Paris", "New York", "Lord Howe") and as IANA keys.

The names come from the `tzdata` package, the same data protocol 2 computes with, so a zone the
offline model names is one the tools accept: an Area/Location key, `UTC` or `Etc/…`, never a
legacy name (`EST`, `US/Eastern`, `Japan`), which gets a suggestion instead. A city names the
zone whose key ends with it; when two keys do (a zone and an older alias), the longer, more
specific key wins (`America/Argentina/Buenos_Aires` over `America/Buenos_Aires`).
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Final
from zoneinfo import ZoneInfo

from dsh_schedule.runtime.zones import (
    GEOGRAPHIC_AREAS,
    is_accepted_zone_name,
    zone,
    zone_names,
)

__all__ = ["GEOGRAPHIC_AREAS", "legacy_hint", "legacy_suggestion", "load_zone", "zone_for"]

MEANT: Final[dict[str, str]] = {
    "EST": "America/New_York",
    "EST5EDT": "America/New_York",
    "CST6CDT": "America/Chicago",
    "MST": "America/Phoenix",
    "MST7MDT": "America/Denver",
    "PST8PDT": "America/Los_Angeles",
    "HST": "Pacific/Honolulu",
    "CET": "Europe/Paris",
    "MET": "Europe/Paris",
    "EET": "Europe/Athens",
    "WET": "Europe/Lisbon",
    "Iceland": "Atlantic/Reykjavik",
    "Factory": "UTC",
}
"""The zone suggested for a legacy name whose tzdata link does not say what people mean by it:
`EST` links to America/Panama, but who types it means New York; `CET` and `MET` link to
Europe/Brussels, and Europe/Paris is the example the tools use; `Iceland` links to
Africa/Abidjan, which shares its rules today; `Factory` and the POSIX-style `EST5EDT`,
`CST6CDT`, `MST7MDT` and `PST8PDT` are zones of their own, not links. Every other legacy name
suggests the zone tzdata links it to (`US/Eastern` America/New_York, `Japan` Asia/Tokyo), one
linked to `Etc/…` (`GMT`, `Zulu`, `UCT`) suggests UTC, and so does any other."""

ABBREVIATIONS: Final[dict[str, str]] = {
    "PST": "America/Los_Angeles",
    "PDT": "America/Los_Angeles",
    "MDT": "America/Denver",
    "CST": "America/Chicago",
    "CDT": "America/Chicago",
    "EDT": "America/New_York",
    "AKST": "America/Anchorage",
    "AKDT": "America/Anchorage",
    "BST": "Europe/London",
    "CEST": "Europe/Paris",
    "EEST": "Europe/Athens",
    "WEST": "Europe/Lisbon",
    "JST": "Asia/Tokyo",
    "KST": "Asia/Seoul",
    "AEST": "Australia/Sydney",
    "AEDT": "Australia/Sydney",
    "NZST": "Pacific/Auckland",
    "NZDT": "Pacific/Auckland",
}
"""Abbreviations people type that tzdata has no key for, with the zone most who type them mean
(ambiguous ones, such as IST for India, Ireland or Israel, are left out)."""


@functools.cache
def _cities() -> dict[str, str]:
    cities: dict[str, str] = {}
    ranked = sorted(zone_names(), key=lambda key: (-key.count("/"), key))
    for key in ranked:
        area, _, place = key.rpartition("/")
        if area.split("/")[0] in GEOGRAPHIC_AREAS:
            cities.setdefault(_spoken(place), key)
    return cities


def _spoken(name: str) -> str:
    return " ".join(name.replace("_", " ").split()).casefold()


@functools.cache
def _keys() -> dict[str, str]:
    return {key.casefold(): key for key in zone_names()}


def zone_for(name: str) -> str | None:
    """The zone key `name` means, in any case: an accepted key (`Europe/Paris`, `UTC`,
    `Etc/GMT+5`) or a city (`Singapore` is `Asia/Singapore`, not the legacy key `Singapore`);
    None when none (a legacy name such as `EST` included: see `legacy_suggestion`)."""
    key = _keys().get(name.strip().casefold())
    if key is not None and is_accepted_zone_name(key):
        return key
    return _cities().get(_spoken(name))


@functools.cache
def _links() -> dict[str, str]:
    """tzdata's links, name -> the zone it stands for (from its `tzdata.zi`, lines
    `L TARGET NAME`)."""
    text = resources.files("tzdata.zoneinfo").joinpath("tzdata.zi").read_text(encoding="utf-8")
    return {
        fields[2]: fields[1]
        for fields in (line.split() for line in text.splitlines())
        if len(fields) == 3 and fields[0] == "L"
    }


def legacy_suggestion(name: str) -> str | None:
    """The accepted zone to suggest for `name` when it is a legacy tzdata name or a common
    abbreviation, in any case (`est` gives America/New_York, `GB` Europe/London, `Zulu` UTC,
    `PST` America/Los_Angeles); None for any other name."""
    typed = name.strip().casefold()
    key = _keys().get(typed)
    if key is None:
        return ABBREVIATIONS.get(typed.upper())
    if is_accepted_zone_name(key):
        return None
    target = MEANT.get(key) or _links().get(key, "UTC")
    return "UTC" if target.startswith("Etc/") else target


def legacy_hint(name: str) -> str | None:
    """Why `name` is refused and what to say instead, as the end of a sentence
    (`a legacy zone name; did you mean America/New_York?`), for a name `legacy_suggestion`
    knows; None for any other."""
    suggestion = legacy_suggestion(name)
    if suggestion is None:
        return None
    what = "a legacy zone name" if name.strip().casefold() in _keys() else "an abbreviation"
    return f"{what}, not accepted; did you mean {suggestion}?"


def load_zone(key: str) -> ZoneInfo | None:
    """The rules of zone `key` from tzdata (never the system's files); None for no such key."""
    try:
        return zone(key)
    except KeyError:
        return None
