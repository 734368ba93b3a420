"""The shell's local times: every UTC instant it shows keeps its instant and gains the local
time, which is that instant in the user's zone."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.cli.local_times import UnknownZoneError, UserZone, user_zone, with_local_times

SHOWN = re.compile(r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) (\S+) \(([^)]*Z)\)")

instants = st.datetimes(
    min_value=datetime(1971, 1, 1), max_value=datetime(9998, 12, 31), timezones=st.just(UTC)
)
zones = st.integers(min_value=-14 * 60, max_value=14 * 60).map(
    lambda minutes: timezone(timedelta(minutes=minutes), f"Z{minutes:+d}")
)


def _rfc3339(moment: datetime, milliseconds: bool) -> str:
    text = moment.strftime("%Y-%m-%dT%H:%M:%S")
    return text + (f".{moment.microsecond // 1000:03d}Z" if milliseconds else "Z")


@given(instants, zones, st.booleans(), st.text(alphabet=" ,.;:(", max_size=8))
def test_each_instant_gains_its_local_time(
    moment: datetime, zone: timezone, milliseconds: bool, around: str
) -> None:
    instant = _rfc3339(moment, milliseconds)
    shown = with_local_times(f"{around}at {instant}{around}", zone)
    [(local, name, kept)] = SHOWN.findall(shown)
    assert kept == instant
    assert name == zone.tzname(None)
    offset = zone.utcoffset(None)
    assert datetime.fromisoformat(local) == moment.replace(microsecond=0, tzinfo=None) + offset
    assert shown.startswith(f"{around}at ") and shown.endswith(f"){around}")


def test_text_without_instants_is_unchanged() -> None:
    for text in ("OK", "due 2026-12-01T10:00:00 (no zone)", "2026-13-01T10:00:00Z", "12:00Z"):
        assert with_local_times(text, UTC) == text


def test_an_instant_with_no_local_time_in_range_is_kept_as_written() -> None:
    ahead = timezone(timedelta(hours=14))
    behind = timezone(timedelta(hours=-14))
    assert with_local_times("9999-12-31T23:00:00Z", ahead) == "9999-12-31T23:00:00Z"
    assert with_local_times("0001-01-01T01:00:00Z", behind) == "0001-01-01T01:00:00Z"


def test_two_instants_in_one_line() -> None:
    zone = timezone(timedelta(hours=-3), "BRT")
    shown = with_local_times("a 2026-01-01T01:00:00Z b 2026-01-01T04:00:00.250Z", zone)
    assert shown == (
        "a 2025-12-31 22:00:00 BRT (2026-01-01T01:00:00Z) b 2026-01-01 01:00:00 BRT "
        "(2026-01-01T04:00:00.250Z)"
    )


# --- the user's zone ------------------------------------------------------------------------


def _zone(
    tmp_path: Path,
    option: str | None = None,
    tz: str | None = None,
    link: str | None = None,
    name: str | None = None,
) -> UserZone:
    environ = {} if tz is None else {"TZ": tz}
    link_path, name_path = tmp_path / "localtime", tmp_path / "timezone"
    if link is not None:
        link_path.symlink_to(link)
    if name is not None:
        name_path.write_text(name + "\n", encoding="utf-8")
    return user_zone(option, environ, link_path, name_path)


def test_the_option_comes_first_and_may_name_a_city(tmp_path: Path) -> None:
    assert _zone(tmp_path, "paris", "Asia/Tokyo") == UserZone("Europe/Paris", "--time-zone")
    assert _zone(tmp_path, "America/New_York") == UserZone("America/New_York", "--time-zone")


def test_an_option_that_names_no_zone_is_refused(tmp_path: Path) -> None:
    with pytest.raises(UnknownZoneError, match="--time-zone 'Atlantis': not a time zone"):
        _zone(tmp_path, "Atlantis")


@pytest.mark.parametrize(
    ("tz", "key"),
    [
        ("Asia/Tokyo", "Asia/Tokyo"),
        (":Asia/Kathmandu", "Asia/Kathmandu"),
        ("/usr/share/zoneinfo/Australia/Lord_Howe", "Australia/Lord_Howe"),
        ("UTC", "UTC"),
    ],
)
def test_tz_naming_a_zone_is_used(tmp_path: Path, tz: str, key: str) -> None:
    assert _zone(tmp_path, tz=tz, link="/usr/share/zoneinfo/Europe/Paris") == UserZone(key, "TZ")


@pytest.mark.parametrize("tz", ["CET-1CEST,M3.5.0,M10.5.0/3", "XYZ-5:30", "Paris", "Nowhere/Else"])
def test_tz_naming_no_zone_means_utc_and_says_why(tmp_path: Path, tz: str) -> None:
    zone = _zone(tmp_path, tz=tz, link="/usr/share/zoneinfo/Europe/Paris")
    assert zone == UserZone("UTC", f"TZ={tz!r} names no IANA zone")


@pytest.mark.parametrize(
    ("link", "name", "expected"),
    [
        ("/usr/share/zoneinfo/Europe/Paris", None, UserZone("Europe/Paris", "the system")),
        (None, "America/New_York", UserZone("America/New_York", "the system")),
        ("/nowhere/zone", "Asia/Tokyo", UserZone("Asia/Tokyo", "the system")),
        (None, None, UserZone("UTC", "no zone set")),
        ("/nowhere/zone", "not a zone", UserZone("UTC", "no zone set")),
    ],
)
def test_without_tz_the_systems_zone_else_utc(
    tmp_path: Path, link: str | None, name: str | None, expected: UserZone
) -> None:
    assert _zone(tmp_path, link=link, name=name) == expected


def test_the_users_zone_shows_local_times() -> None:
    shown = with_local_times("at 2026-07-01T10:00:00.000Z", UserZone("Europe/Paris", "TZ").info)
    assert shown == "at 2026-07-01 12:00:00 CEST (2026-07-01T10:00:00.000Z)"
