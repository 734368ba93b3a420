"""One regex call for the fixed-length values of every item of an array (`joined.py`).

The joined match must answer what the pattern's search of each value answers, for any values
the loop lets through (strings of the pattern's one length): checked with Hypothesis against
`re` on the translated pattern, for both forms the module may run (Python 3.11's possessive
repeat, and the lookahead that older Pythons take), on the oldest Python too. Patterns the
join would misjudge or slow down keep their call per value.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dsh_schedule.compiler.backends.python.joined import repeated_source
from dsh_schedule.compiler.backends.python.module import OLDEST_PYTHON
from dsh_schedule.compiler.compile_schema import compile_module, compile_validator
from dsh_schedule.compiler.ecma_regex import translate
from tests.support.pythons import python_of

INSTANT = json.loads(
    (Path(__file__).resolve().parent.parent / "schemas" / "instant.json").read_text("utf-8")
)["pattern"]
VALID = ["2026-05-01T12:00:00.000Z", "0001-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z"]
INVALID = [
    "0000-01-01T00:00:00.000Z",  # year 0
    "2026-13-01T12:00:00.000Z",
    "2026-02-32T12:00:00.000Z",
    "2026-05-01T24:00:00.000Z",
    "2026-05-01 12:00:00.000Z",
    "2026-05-01T12:00:00.000z",
    "2026-05-01T12:00:00,000Z",
    "2026-05-01T12:00:00.000\n",
    "\uff12026-05-01T12:00:00.000Z",  # a digit, but not an ASCII one
]


def _forms(pattern: str) -> list[re.Pattern[str]]:
    """The joined regex as Python 3.11 and later build it, and as older Pythons do."""
    found = repeated_source(pattern)
    assert found is not None
    return [
        eval(found[0], {"re": re, "sys": SimpleNamespace(version_info=version)})
        for version in [(3, 11), (3, 10)]
    ]


def _one_by_one(pattern: str, values: list[str]) -> bool:
    search = re.compile(translate(pattern)).search
    return all(search(value) is not None for value in values)


# Valid Instants with one character changed now and then: near misses, some of them valid.
NEAR = st.builds(
    lambda text, at, character: text if at is None else text[:at] + character + text[at + 1 :],
    st.sampled_from(VALID + INVALID),
    st.none() | st.integers(0, 23),
    st.sampled_from("0123456789-:.TZz \n\uff19"),
)


@given(st.lists(NEAR, max_size=6))
@example([VALID[0], INVALID[0], VALID[1]])
@example([INVALID[-1]])
@example([])
def test_the_joined_instants_match_exactly_when_each_does(values: list[str]) -> None:
    expected = _one_by_one(INSTANT, values)
    for joined in _forms(INSTANT):
        assert (joined.fullmatch("".join(values)) is not None) is expected


@pytest.mark.parametrize(
    ("pattern", "length"),
    [("^abc$", 3), ("^\\d{3}-[a-f]$", 5), ("^(?:ab|cd)\\.[0-9]{2}Z$", 6), ("^(a)b$", 2)],
)
@given(data=st.data())
def test_other_fixed_length_patterns_join_exactly(
    pattern: str, length: int, data: st.DataObject
) -> None:
    alphabet = "abcdf-.0123456789Z"
    values = data.draw(
        st.lists(
            st.from_regex(translate(pattern), fullmatch=True)
            | st.text(alphabet, min_size=length, max_size=length),
            max_size=5,
        )
    )
    expected = _one_by_one(pattern, values)
    for joined in _forms(pattern):
        assert (joined.fullmatch("".join(values)) is not None) is expected


@pytest.mark.parametrize(
    "pattern",
    [
        "^a\\b$",  # a word boundary looks at the next piece's first character
        "^a^b$",  # an anchor inside
        "^(?=a)a\\u{1F600}$",  # a lookahead
        "^$",  # nothing to join
        "^a{2,3}$",  # no one length
        "abc",  # unanchored
        "^a$|^b$",
        "^" + "(?:a|ab?)" * 9 + "$",  # too many paths for `re`: the automaton runs it
    ],
)
def test_patterns_the_join_would_misjudge_keep_their_calls(pattern: str) -> None:
    assert repeated_source(pattern) is None


def test_with_a_word_boundary_the_join_would_be_wrong() -> None:
    """Why assertions keep their calls: each piece matches alone, not side by side."""
    assert _one_by_one("^a\\b$", ["a", "a"])
    assert re.fullmatch("(?:a\\b)*+", "aa") is None


def _items(instant: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": {"type": "object", **instant}}


TYPED = {"at": {"pattern": INSTANT, "type": "string"}}
REQUIRED = _items({"properties": TYPED, "required": ["at"]})
OPTIONAL = _items({"properties": TYPED})
UNTYPED = _items({"properties": {"at": {"pattern": INSTANT}}, "required": ["at"]})
ITEM = st.one_of(
    st.fixed_dictionaries({"at": NEAR}),
    st.fixed_dictionaries(
        {"at": st.sampled_from([None, 24, VALID[0][:-1], VALID[0] + "Z", VALID[0] * 2, ""])}
    ),
    st.just({}),
    st.just("2026-05-01T12:00:00.000Z"),
)


@pytest.mark.parametrize(
    ("schema", "joined"), [(REQUIRED, True), (OPTIONAL, False), (UNTYPED, False)]
)
def test_an_array_joins_its_items_values_only_where_each_is_a_string_of_the_length(
    schema: dict[str, Any], joined: bool
) -> None:
    """A value the item's test does not prove a string of the one length (an optional
    property, a pattern without a type: any other value passes) keeps its search."""
    source = compile_module({"schema": schema}, bases={"schema": "urn:s"}, source="a test")
    assert (".fullmatch(values)" in source) is joined


@pytest.mark.parametrize("schema", [REQUIRED, OPTIONAL, UNTYPED])
@given(st.lists(ITEM, max_size=5))
@example([{"at": VALID[0]}, {"at": INVALID[0]}])
@example([{"at": VALID[0]}, {"at": VALID[1][:-1]}, {"at": VALID[2]}])
def test_an_arrays_verdict_is_the_one_by_one_verdict(
    schema: dict[str, Any], items: list[Any]
) -> None:
    check = _checks(json.dumps(schema))
    typed, required = "type" in schema["items"]["properties"]["at"], "required" in schema["items"]
    expected = all(
        isinstance(item, dict)
        and (not required or "at" in item)
        and (
            "at" not in item
            or (not typed and not isinstance(item["at"], str))
            or (isinstance(item["at"], str) and _one_by_one(INSTANT, [item["at"]]))
        )
        for item in items
    )
    assert check.is_valid(items) is expected
    assert (check.validate(items) == []) is expected


_CHECKS: dict[str, Any] = {}


def _checks(schema: str) -> Any:
    if schema not in _CHECKS:
        _CHECKS[schema] = compile_validator(json.loads(schema))
    return _CHECKS[schema]


def test_the_oldest_python_joins_with_the_same_answers(tmp_path: Path) -> None:
    module = tmp_path / "instants.py"
    module.write_text(
        compile_module({"schema": REQUIRED}, bases={"schema": "urn:s"}, source="a test"),
        encoding="utf-8",
    )
    cases = [
        [{"at": value} for value in VALID],
        [{"at": VALID[0]}, {"at": INVALID[0]}, {"at": VALID[2]}],
        [{"at": value} for value in INVALID],
        [{"at": VALID[0]}, {"at": VALID[0][:-1]}],
    ]
    script = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); import instants; "
        "print(json.dumps([instants.is_valid_schema(c) for c in json.loads(sys.argv[2])]))"
    )
    run = subprocess.run(
        [python_of(OLDEST_PYTHON), "-c", script, str(tmp_path), json.dumps(cases)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(run.stdout) == [True, False, False, False]
