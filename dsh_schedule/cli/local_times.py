"""The user's time zone, and the shell's times for people: each UTC instant in what it prints
gets the local time first.

The zone is an IANA key because protocol 2 stores one ("tomorrow at 9" is 09:00 in a named
zone). It is, first found: `--time-zone`; the `TZ` variable when it names a zone
(`Europe/Paris`, `:Europe/Paris`, or a path ending in `zoneinfo/Europe/Paris`); the zone the
system's `/etc/localtime` links to, or `/etc/timezone` names; else UTC. A `TZ` that holds a
POSIX rule (`CET-1CEST`) names no zone: UTC is used, and the shell says so. A legacy name
(`EST`, `US/Eastern`) is no zone here either, as for the tools: `--time-zone EST` is refused
with the city it suggests, and a `TZ` or a system setting that holds one means UTC, saying so
with the suggestion.

Showing local times is a presentation layer over what the model said, so the offline model's
text (and its tests) stay in UTC, and a remote model's replies get the same treatment.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, tzinfo
from pathlib import Path

from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.zone_names import legacy_hint, load_zone, zone_for

INSTANT = re.compile(r"\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z\b")
SYSTEM_LINK = Path("/etc/localtime")
SYSTEM_NAME = Path("/etc/timezone")


@dataclass(frozen=True)
class UserZone:
    """The zone the user's times are read and shown in, and where that came from."""

    key: str
    source: str
    """`--time-zone`, `TZ`, the system, or why neither gave one."""

    @property
    def info(self) -> tzinfo:
        zone = load_zone(self.key)
        assert zone is not None  # user_zone only gives keys tzdata has
        return zone


class UnknownZoneError(CommandLineError):
    """`--time-zone` names no zone of the tzdata package."""


def user_zone(
    option: str | None,
    environ: Mapping[str, str] = os.environ,
    link: Path = SYSTEM_LINK,
    name_file: Path = SYSTEM_NAME,
) -> UserZone:
    """The user's zone (see the module's docstring); raises UnknownZoneError for an option
    that names none."""
    if option is not None:
        key = zone_for(option)
        if key is None:
            hint = legacy_hint(option) or (
                "not a time zone; name one of the IANA database, like Europe/Paris, "
                "America/New_York or UTC"
            )
            raise UnknownZoneError(f"--time-zone {option!r}: {hint}")
        return UserZone(key, "--time-zone")
    variable = environ.get("TZ")
    if variable:
        name = _name_in(variable.removeprefix(":"))
        key = _key_in(name)
        if key is None:
            legacy = legacy_hint(name)
            why = f"is {legacy}" if legacy else "names no IANA zone"
            return UserZone("UTC", f"TZ={variable!r} {why}")
        return UserZone(key, "TZ")
    return _system_zone(_system_names(link, name_file))


def _name_in(text: str) -> str:
    """The zone name a TZ value or a zoneinfo path holds: the part after `zoneinfo/`."""
    return text.rpartition("zoneinfo/")[2] if "zoneinfo/" in text else text


def _key_in(name: str) -> str | None:
    """The accepted zone key `name` is exactly (in any case), if any."""
    key = zone_for(name)
    return key if key is not None and key.casefold() == name.casefold() else None


def _system_names(link: Path, name_file: Path) -> list[str]:
    """The zone names the system gives: the one `/etc/localtime` links to, then the one
    `/etc/timezone` holds (each when it can be read)."""
    names = []
    with contextlib.suppress(OSError):
        if link.is_symlink():
            names.append(_name_in(os.readlink(link)))
    with contextlib.suppress(OSError, UnicodeDecodeError):
        names.append(name_file.read_text(encoding="utf-8").strip())
    return names


def _system_zone(names: list[str]) -> UserZone:
    """The first of the system's `names` that is an accepted zone; else UTC, saying why when
    the system names a legacy one."""
    for name in names:
        key = _key_in(name)
        if key is not None:
            return UserZone(key, "the system")
    for name in names:
        hint = legacy_hint(name)
        if hint is not None:
            return UserZone("UTC", f"the system's zone {name} is {hint}")
    return UserZone("UTC", "no zone set")


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
