"""Time zone names as people say them ("Paris", "New York", "Lord Howe") and as IANA keys.

The names come from the `tzdata` package, the same data protocol 2 computes with, so a zone the
offline model names is one the tools accept. A city names the zone whose key ends with it; when
two keys do (a zone and an older alias), the longer, more specific key wins
(`America/Argentina/Buenos_Aires` over `America/Buenos_Aires`).
"""

from __future__ import annotations

import functools
from zoneinfo import ZoneInfo

from dsh_schedule.runtime.zones import zone, zone_names

GEOGRAPHIC_AREAS = frozenset(
    {"Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe",
     "Indian", "Pacific"}
)  # fmt: skip
"""The areas whose keys end in a place name; the others (`US/Pacific`, `Etc/GMT+5`, `Japan`)
are typed as keys or not at all."""


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
    """The IANA key `name` means, in any case: an `Area/Place` key, a city (`Singapore` is
    `Asia/Singapore`, not the older key `Singapore`), or another key (`UTC`); None when none."""
    key = _keys().get(name.strip().casefold())
    if key is not None and "/" in key:
        return key
    return _cities().get(_spoken(name), key)


def load_zone(key: str) -> ZoneInfo | None:
    """The rules of zone `key` from tzdata (never the system's files); None for no such key."""
    try:
        return zone(key)
    except KeyError:
        return None
