"""The zones a new reminder may name (SPEC §15, docs/protocol-v2.md, Zones): tzdata's
Area/Location keys, `UTC` and `Etc/…`. Its legacy names (`EST`, `CET`, `EST5EDT`, `US/Eastern`,
`GMT`, `Factory`, …) are refused by the tool (`invalid_time_zone`), by `--time-zone` (one line
naming the zone to use) and by the offline model's reading; a log that already holds one still
replays."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.cli.local_times import UnknownZoneError, UserZone, user_zone
from dsh_schedule.host.models.phrasing import CreateAt, read_intent
from dsh_schedule.host.zone_names import legacy_suggestion, zone_for
from dsh_schedule.runtime.decode import decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleInputError
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.outcomes import MESSAGES_V2
from dsh_schedule.runtime.records import create_schedule_record, record_data
from dsh_schedule.runtime.zones import is_accepted_zone_name, zone_names
from tests.support.cli import COMMAND, run_cli
from tests.support.live import Live, live_test
from tests.test_offline_model_live import Shell

NOW = parse_instant("2026-12-01T10:00:00.000Z")  # a Tuesday
AREAS = "Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc"
ACCEPTED_FORM = re.compile(rf"UTC|(?:{AREAS})/[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*")
"""SPEC §15's accepted names: `UTC`, and Area/Location or `Etc/…` keys."""
KEYS = sorted(zone_names())

SUGGESTED = {
    "EST": "America/New_York",  # UTC-05:00 all year; tzdata links it to America/Panama
    "EST5EDT": "America/New_York",
    "US/Eastern": "America/New_York",
    "CST6CDT": "America/Chicago",
    "MST": "America/Phoenix",
    "MST7MDT": "America/Denver",
    "PST8PDT": "America/Los_Angeles",
    "US/Pacific": "America/Los_Angeles",
    "HST": "Pacific/Honolulu",
    "CET": "Europe/Paris",
    "MET": "Europe/Paris",
    "EET": "Europe/Athens",
    "WET": "Europe/Lisbon",
    "GB": "Europe/London",
    "Japan": "Asia/Tokyo",
    "Canada/Pacific": "America/Vancouver",
    "Iceland": "Atlantic/Reykjavik",
    "GMT": "UTC",
    "Zulu": "UTC",
    "UCT": "UTC",
    "Universal": "UTC",
    "Factory": "UTC",
}
"""Legacy names with the zone the issue and docs/protocol-v2.md say to suggest."""


def _code(selector: str, zone: object) -> str | None:
    """The code protocol 2's create answers for a reminder in `zone`, None when it is made."""
    value: dict[str, Any] = {"time": "08:30", "time_zone": zone}
    if selector == "at":
        value["date"] = "2026-12-24"
    try:
        create_schedule_record("schedule-1", {"prompt": "x", selector: value}, NOW)
    except ScheduleInputError as error:
        return error.code
    return None


def test_every_tzdata_key_is_accepted_exactly_when_it_is_area_location_utc_or_etc() -> None:
    refused = [key for key in KEYS if not is_accepted_zone_name(key)]
    assert [key for key in KEYS if ACCEPTED_FORM.fullmatch(key)] == [
        key for key in KEYS if key not in refused
    ]
    assert set(SUGGESTED) <= set(refused)
    for key in refused:  # each refused key is a legacy name, with an accepted zone to use
        suggestion = legacy_suggestion(key)
        assert suggestion is not None and is_accepted_zone_name(suggestion), key


@given(st.sampled_from(KEYS))
def test_the_tool_the_option_and_the_model_agree_on_each_key(key: str) -> None:
    accepted = bool(ACCEPTED_FORM.fullmatch(key))
    for selector in ("at", "calendar"):
        assert _code(selector, key) == (None if accepted else "invalid_time_zone")
    named = zone_for(key)
    said = read_intent(f"remind me at 9 ({key}) to x")
    assert isinstance(said, CreateAt)
    if accepted:
        assert named == key and said.zone == key
        assert user_zone(key, {}) == UserZone(key, "--time-zone")
    elif named is not None:  # a legacy name that is also a city: `Singapore` is Asia/Singapore
        assert named.rsplit("/", 1)[1] == key and ACCEPTED_FORM.fullmatch(named)
        assert said.zone == named
    else:  # the model sends it as said (the tool refuses it); the option says what to use
        assert said.zone == key
        with pytest.raises(UnknownZoneError) as refused:
            user_zone(key, {})
        assert str(refused.value).endswith(f"; did you mean {legacy_suggestion(key)}?")


@given(st.sampled_from(KEYS))
def test_a_log_that_holds_any_tzdata_key_still_decodes(key: str) -> None:
    """Creates refuse legacy names; a log written before keeps its reminders."""
    record = {
        "id": "schedule-1",
        "kind": "calendar",
        "prompt": "x",
        "time": "08:30",
        "days": ["mon"],
        "timeZone": key,
        "scheduledAt": "2026-12-07T08:30:00.000Z",
    }
    change = decode_schedule_change(
        {"version": 2, "operation": "create", "schedule": record}, protocol=2
    )
    assert change.schedule.timeZone == key  # type: ignore[union-attr]


@pytest.mark.parametrize(("name", "suggestion"), SUGGESTED.items())
def test_each_legacy_name_is_refused_with_the_zone_people_mean(name: str, suggestion: str) -> None:
    assert (_code("at", name), _code("calendar", name)) == ("invalid_time_zone",) * 2
    assert legacy_suggestion(name) == legacy_suggestion(name.lower()) == suggestion
    assert zone_for(name) is None
    with pytest.raises(UnknownZoneError) as refused:
        user_zone(name.lower(), {})
    assert str(refused.value) == (
        f"--time-zone {name.lower()!r}: a legacy zone name, not accepted; "
        f"did you mean {suggestion}?"
    )


@pytest.mark.parametrize(
    ("name", "suggestion"),
    [("PST", "America/Los_Angeles"), ("edt", "America/New_York"), ("CEST", "Europe/Paris")],
)
def test_an_abbreviation_tzdata_lacks_is_answered_with_a_zone(name: str, suggestion: str) -> None:
    assert _code("calendar", name) == "invalid_time_zone"
    with pytest.raises(UnknownZoneError) as refused:
        user_zone(name, {})
    assert str(refused.value) == (
        f"--time-zone {name!r}: an abbreviation, not accepted; did you mean {suggestion}?"
    )


@pytest.mark.parametrize("name", ["IST", "Atlantis", "Europe/Pariss"])
def test_a_name_with_no_likely_zone_gets_no_suggestion(name: str) -> None:
    assert legacy_suggestion(name) is None
    with pytest.raises(UnknownZoneError, match=f"--time-zone '{name}': not a time zone; "):
        user_zone(name, {})


@pytest.mark.parametrize(
    ("zone", "first"),
    [
        # worked out by hand: 08:30 at UTC-03:00 on Tuesday 2026-12-01 is 11:30Z, still ahead
        ("America/Buenos_Aires", "2026-12-01T11:30:00.000Z"),
        ("Asia/Calcutta", "2026-12-02T03:00:00.000Z"),  # UTC+05:30; 08:30 there has passed
        ("Europe/Kiev", "2026-12-02T06:30:00.000Z"),  # UTC+02:00 in winter
        ("Etc/GMT+5", "2026-12-01T13:30:00.000Z"),  # UTC-05:00 (POSIX sign)
        ("Etc/UTC", "2026-12-02T08:30:00.000Z"),
        ("UTC", "2026-12-02T08:30:00.000Z"),
    ],
)
def test_area_location_aliases_utc_and_etc_are_accepted_as_named(zone: str, first: str) -> None:
    record = record_data(
        create_schedule_record(
            "schedule-1", {"prompt": "x", "calendar": {"time": "08:30", "time_zone": zone}}, NOW
        )
    )
    assert (record["timeZone"], record["scheduledAt"]) == (zone, first)


# --- the tool on the embedded host ----------------------------------------------------------


@pytest.mark.parametrize("name", ["EST", "MST", "HST", "CET", "EST5EDT", "Factory", "US/Eastern"])
@live_test
async def test_the_tool_refuses_a_legacy_zone_as_a_value_and_appends_nothing(name: str) -> None:
    live = Live(invariant=True, protocol=2)
    await live.load()
    live.host.create_agent("main")
    calendar = {"time": "08:30", "time_zone": name}
    at = {"date": "2026-12-24", "time": "09:00", "time_zone": name}
    expected = {"code": "invalid_time_zone", "message": MESSAGES_V2["invalid_time_zone"]}
    assert await live.value("schedule_create", {"prompt": "x", "calendar": calendar}) == expected
    assert await live.value("schedule_create", {"prompt": "x", "at": at}) == expected
    assert live.schedule_events() == []
    new_york = {"time": "08:30", "time_zone": "America/New_York"}
    made = await live.value("schedule_create", {"prompt": "x", "calendar": new_york})
    assert made["timeZone"] == "America/New_York"


# --- the offline model ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("request_", "named", "suggestion"),
    [
        ("remind me every day at 7 (EST) to stretch", "EST", "America/New_York"),
        ("remind me tomorrow at 9 CET time to call Ana", "CET", "Europe/Paris"),
        ("remind me at 9 US/Eastern to call mom", "US/Eastern", "America/New_York"),
        ("remind me at 9 GMT to call mom", "GMT", "UTC"),
    ],
)
@live_test
async def test_the_offline_model_refuses_a_legacy_zone_and_names_the_one_to_use(
    request_: str, named: str, suggestion: str
) -> None:
    async with Shell() as shell:
        said = await shell.type(request_)
        assert said.startswith(
            f'That did not work (invalid_time_zone): I do not know the time zone "{named}" '
            f"(a legacy zone name, not accepted; did you mean {suggestion}?). "
        ), said
        assert await shell.type("list") == "You have no pending reminders."


# --- the command line -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("EST", "a legacy zone name, not accepted; did you mean America/New_York?"),
        ("Factory", "a legacy zone name, not accepted; did you mean UTC?"),
        ("pst", "an abbreviation, not accepted; did you mean America/Los_Angeles?"),
    ],
)
def test_a_legacy_time_zone_option_is_one_line_and_exit_2(
    tmp_path: Path, name: str, line: str
) -> None:
    database = tmp_path / "s.sqlite"
    result = run_cli("shell", "--db", str(database), "--time-zone", name)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"dsh-schedule: error: --time-zone {name!r}: {line}\n"
    assert not database.exists()


def test_a_legacy_tz_means_utc_and_the_shell_says_which_zone_to_use(tmp_path: Path) -> None:
    env = {**{key: value for key, value in os.environ.items() if key != "TZ"}, "TZ": "EST5EDT"}
    result = subprocess.run(
        [*COMMAND, "shell", "--db", str(tmp_path / "s.sqlite")],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0].endswith(
        "; protocol 2; your time zone is UTC (TZ='EST5EDT' is a legacy zone name, not accepted; "
        "did you mean America/New_York?)."
    )


@pytest.mark.parametrize(
    ("link", "name"),
    [("/usr/share/zoneinfo/US/Eastern", None), ("/nowhere/zone", "US/Eastern")],
)
def test_a_legacy_system_zone_means_utc_saying_which_zone_to_use(
    tmp_path: Path, link: str, name: str | None
) -> None:
    (tmp_path / "localtime").symlink_to(link)
    if name is not None:
        (tmp_path / "timezone").write_text(name + "\n", encoding="utf-8")
    assert user_zone(None, {}, tmp_path / "localtime", tmp_path / "timezone") == UserZone(
        "UTC",
        "the system's zone US/Eastern is a legacy zone name, not accepted; "
        "did you mean America/New_York?",
    )


def test_a_log_written_with_a_legacy_zone_still_validates(tmp_path: Path) -> None:
    create = {
        "version": 2,
        "operation": "create",
        "schedule": {
            "id": "schedule-1",
            "kind": "calendar",
            "prompt": "check the mail",
            "time": "08:30",
            "days": ["mon", "tue", "wed", "thu", "fri"],
            "timeZone": "EST",
            "scheduledAt": "2026-12-02T13:30:00.000Z",  # Wednesday 08:30 at UTC-05:00
        },
    }
    log = tmp_path / "log.jsonl"
    event = {"type": "schedule/change", "seq": 0, "time": 0, "data": create}
    log.write_text(json.dumps(event) + "\n", encoding="utf-8")
    result = run_cli("validate-log", str(log))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "schedule-1 due 2026-12-02T13:30:00.000Z (every weekday at 08:30 (EST))" in result.stdout
