"""Canonical instants: format and parse are exact inverses over years 0001-9999 (SPEC §5.3)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.runtime.instants import (
    MAX_INSTANT_MS,
    MIN_INSTANT_MS,
    format_instant,
    parse_instant,
)

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def test_bounds() -> None:
    assert MIN_INSTANT_MS == -62_135_596_800_000
    assert MAX_INSTANT_MS == 253_402_300_799_999
    assert format_instant(MIN_INSTANT_MS) == "0001-01-01T00:00:00.000Z"
    assert format_instant(MAX_INSTANT_MS) == "9999-12-31T23:59:59.999Z"


@pytest.mark.parametrize(
    ("ms", "text"),
    [
        (0, "1970-01-01T00:00:00.000Z"),
        (-1, "1969-12-31T23:59:59.999Z"),
        (31_000, "1970-01-01T00:00:31.000Z"),
        (1_709_164_800_000, "2024-02-29T00:00:00.000Z"),
        (1_767_225_600_000, "2026-01-01T00:00:00.000Z"),
        (-62_135_596_799_999, "0001-01-01T00:00:00.001Z"),
    ],
)
def test_examples_both_ways(ms: int, text: str) -> None:
    assert format_instant(ms) == text
    assert parse_instant(text) == ms


@pytest.mark.parametrize("ms", [MIN_INSTANT_MS - 1, MAX_INSTANT_MS + 1, 2**80, -(2**80)])
def test_format_out_of_range(ms: int) -> None:
    with pytest.raises(ValueError, match="outside"):
        format_instant(ms)


@pytest.mark.parametrize("ms", [True, 1.0, "0", None])
def test_format_takes_only_ints(ms: Any) -> None:
    with pytest.raises(TypeError, match="an int"):
        format_instant(ms)


@pytest.mark.parametrize(
    "text",
    [
        "1970-01-01T00:00:31Z",
        "1970-01-01T00:00:31.0000Z",
        "1970-01-01T00:00:31.000+00:00",
        "1970-01-01T00:00:31.000z",
        "1970-01-01 00:00:31.000Z",
        "1970-01-01T00:00:31.000Z\n",
        "\uff11\uff19\uff17\uff10-01-01T00:00:31.000Z",
        "+01970-01-01T00:00:31.000Z",
        "",
    ],
)
def test_parse_rejects_other_shapes(text: str) -> None:
    with pytest.raises(ValueError, match="not of the form"):
        parse_instant(text)


@pytest.mark.parametrize(
    "text",
    [
        "2026-02-30T00:00:00.000Z",
        "2023-02-29T00:00:00.000Z",
        "1900-02-29T00:00:00.000Z",
        "2026-04-31T00:00:00.000Z",
        "2026-13-01T00:00:00.000Z",
        "2026-00-01T00:00:00.000Z",
        "2026-01-00T00:00:00.000Z",
        "0000-01-01T00:00:00.000Z",
    ],
)
def test_parse_rejects_impossible_dates(text: str) -> None:
    with pytest.raises(ValueError, match="calendar"):
        parse_instant(text)


@pytest.mark.parametrize(
    "text",
    ["2026-01-01T24:00:00.000Z", "2026-01-01T23:60:00.000Z", "2016-12-31T23:59:60.000Z"],
)
def test_parse_rejects_times_that_do_not_round_trip(text: str) -> None:
    with pytest.raises(ValueError, match="time of day"):
        parse_instant(text)


def test_parse_takes_only_str() -> None:
    with pytest.raises(TypeError, match="a str"):
        parse_instant(31000)  # type: ignore[arg-type]


@given(st.integers(MIN_INSTANT_MS, MAX_INSTANT_MS))
def test_round_trip_agrees_with_datetime(ms: int) -> None:
    text = format_instant(ms)
    reference = (EPOCH + timedelta(milliseconds=ms)).isoformat(timespec="milliseconds")
    assert text == reference.replace("+00:00", "Z")
    assert parse_instant(text) == ms


@given(
    st.integers(0, 9999),
    st.integers(0, 13),
    st.integers(0, 32),
    st.integers(0, 24),
    st.integers(0, 60),
    st.integers(0, 60),
    st.integers(0, 999),
)
def test_parse_accepts_exactly_the_real_instants(
    year: int, month: int, day: int, hour: int, minute: int, second: int, millis: int
) -> None:
    text = f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:{second:02d}.{millis:03d}Z"
    try:
        moment = datetime(year, month, day, hour, minute, second, millis * 1000, tzinfo=UTC)
    except ValueError:
        with pytest.raises(ValueError):
            parse_instant(text)
    else:
        assert parse_instant(text) == (moment - EPOCH) // timedelta(milliseconds=1)


@given(st.text(max_size=30))
def test_parse_of_any_text_round_trips_or_raises(text: str) -> None:
    try:
        ms = parse_instant(text)
    except ValueError:
        return
    assert format_instant(ms) == text


@given(st.integers(MIN_INSTANT_MS, MAX_INSTANT_MS))
def test_format_writes_what_the_field_by_field_spelling_writes(ms: int) -> None:
    """The one %-format (cheaper on every logged line) spells each field as its own padded
    format spec would: a year, month, day, hour, minute, second and millisecond."""
    moment = EPOCH + timedelta(milliseconds=ms)
    spelled = (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}"
        f"T{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}"
        f".{moment.microsecond // 1000:03d}Z"
    )
    assert format_instant(ms) == spelled


_TWO_DIGITS = st.integers(0, 99)


@given(st.integers(0, 9999), _TWO_DIGITS, _TWO_DIGITS, _TWO_DIGITS, _TWO_DIGITS, _TWO_DIGITS)
def test_parse_names_the_field_that_is_wrong(
    year: int, month: int, day: int, hour: int, minute: int, second: int
) -> None:
    """Any text of the canonical shape: a date off the calendar is one error, a time of day
    off the clock another, whichever field-wise reader the parser uses."""
    text = f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:{second:02d}.500Z"
    try:
        midnight = datetime(year, month, day, tzinfo=UTC)
    except ValueError:
        with pytest.raises(ValueError, match="calendar"):
            parse_instant(text)
        return
    if hour > 23 or minute > 59 or second > 59:
        with pytest.raises(ValueError, match="time of day"):
            parse_instant(text)
        return
    moment = midnight + timedelta(hours=hour, minutes=minute, seconds=second, milliseconds=500)
    assert parse_instant(text) == (moment - EPOCH) // timedelta(milliseconds=1)
