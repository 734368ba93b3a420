"""The user's time zone, and the shell's times for people: each UTC instant in what it prints
gets the local time first.

The zone is an IANA key because protocol 2 stores one ("tomorrow at 9" is 09:00 in a named
zone). It is, first found: `--time-zone`; the `TZ` variable when it names a zone
(`Europe/Paris`, `:Europe/Paris`, or a path ending in `zoneinfo/Europe/Paris`); the zone the
system's `/etc/localtime` links to, or `/etc/timezone` names; else UTC. A `TZ` that holds a
POSIX rule (`CET-1CEST`) names no zone: UTC is used, and the shell says so.

Showing local times is a presentation layer over what the model said, so the offline model's
text (and its tests) stay in UTC, and a remote model's replies get the same treatment.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, tzinfo
from pathlib import Path

from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.zone_names import load_zone, zone_for

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
            raise UnknownZoneError(
                f"--time-zone {option!r}: not a time zone; name one of the IANA database, "
                "like Europe/Paris, America/New_York or UTC"
            )
        return UserZone(key, "--time-zone")
    variable = environ.get("TZ")
    if variable:
        key = _key_in(variable.removeprefix(":"))
        if key is None:
            return UserZone("UTC", f"TZ={variable!r} names no IANA zone")
        return UserZone(key, "TZ")
    key = _system_key(link, name_file)
    return UserZone(key, "the system") if key else UserZone("UTC", "no zone set")


def _key_in(text: str) -> str | None:
    """The zone key a TZ value or a zoneinfo path names exactly, if any."""
    name = text.rpartition("zoneinfo/")[2] if "zoneinfo/" in text else text
    key = zone_for(name)
    return key if key is not None and key.casefold() == name.casefold() else None


def _system_key(link: Path, name_file: Path) -> str | None:
    try:
        if link.is_symlink():
            key = _key_in(os.readlink(link))
            if key is not None:
                return key
        return _key_in(name_file.read_text(encoding="utf-8").strip())
    except (OSError, UnicodeDecodeError):
        return None


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
