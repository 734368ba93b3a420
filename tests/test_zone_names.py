"""Zones as people name them: every place of the tzdata package by its city, any key as typed,
and the rules of each loaded from tzdata itself."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.zone_names import GEOGRAPHIC_AREAS, load_zone, zone_for
from dsh_schedule.runtime.zones import is_accepted_zone_name, zone_names

PLACES = sorted(key for key in zone_names() if key.split("/")[0] in GEOGRAPHIC_AREAS)


@given(st.sampled_from(PLACES), st.sampled_from([str.lower, str.upper, str.title]))
def test_every_place_is_found_by_its_city_in_any_case(key: str, case: object) -> None:
    assert callable(case)
    city = key.rsplit("/", 1)[1].replace("_", " ")
    found = zone_for(case(city))
    assert found is not None
    assert found.rsplit("/", 1)[1] == key.rsplit("/", 1)[1]


@given(st.sampled_from(sorted(zone_names())))
def test_every_accepted_key_names_itself_and_every_key_loads(key: str) -> None:
    """A legacy key (`EST`, `US/Eastern`) names no zone, unless it is also a city (`Singapore`
    names the city's zone); its rules still load, for a log that already holds it."""
    places = [place for place in PLACES if place.rsplit("/", 1)[1] == key]
    named = zone_for(key)
    assert named == zone_for(key.lower())
    if is_accepted_zone_name(key):
        assert named == key
    else:
        assert named in places if places else named is None
    zone = load_zone(key)
    assert zone is not None and zone.key == key


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Paris", "Europe/Paris"),
        ("new york", "America/New_York"),
        ("Lord  Howe", "Australia/Lord_Howe"),
        ("Kathmandu", "Asia/Kathmandu"),
        ("Buenos Aires", "America/Argentina/Buenos_Aires"),  # the zone, not the older alias
        ("Indianapolis", "America/Indiana/Indianapolis"),
        ("utc", "UTC"),
    ],
)
def test_the_cities_people_name(name: str, key: str) -> None:
    assert zone_for(name) == key


@pytest.mark.parametrize("name", ["Atlantis", "", "Pacific", "Europe", "../etc/passwd", "local"])
def test_a_name_that_is_no_zone_is_none(name: str) -> None:
    assert zone_for(name) is None
    assert load_zone(name) is None


def test_the_rules_are_tzdata_s() -> None:
    paris = load_zone("Europe/Paris")
    assert paris is not None
    assert datetime(2026, 7, 1, 12, tzinfo=paris).utcoffset() == timedelta(hours=2)
    assert datetime(2026, 12, 1, 12, tzinfo=paris).utcoffset() == timedelta(hours=1)
