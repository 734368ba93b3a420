"""The shell's local times: every UTC instant it shows keeps its instant and gains the local
time, which is that instant in the user's zone."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.local_times import with_local_times

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
