"""The length test a verdict puts before the regex of a fixed-width pattern (the `Instant`).

`fixed_length` must only name a length when every string the pattern matches has it, so the
test in front of the regex never changes a verdict: checked here against Python's `re` on the
translated pattern, with Hypothesis strings that match, and near misses that do not.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler import CompiledValidator
from dsh_schedule.compiler.compile_schema import compile_module, compile_validator
from dsh_schedule.compiler.ecma_regex import fixed_length, translate

INSTANT = json.loads(
    (Path(__file__).resolve().parent.parent / "schemas" / "instant.json").read_text("utf-8")
)["pattern"]

FIXED = [
    (INSTANT, 24),
    ("^abc$", 3),
    ("^\\d{3}-[a-f]$", 5),
    ("^(?:ab|cd)\\.[0-9]{2}Z$", 6),
    ("^(?=a)a\\u{1F600}$", 2),  # a lookahead takes no width; the astral code point one
    ("^$", 0),
]
ANY_CHARACTER = ("^.$", 1)  # its class spans most of Unicode: slow to draw from, tested alone
NOT_FIXED = [
    "abc",  # unanchored: any longer string may hold a match
    "^abc",
    "abc$",
    "^a|b$",  # the anchors belong to one alternative each
    "^a$|^bc$",
    "^a{2,3}$",
    "^a*$",
    "^(?:a|bc)$",
    "^(a)\\1$",  # a back reference has no fixed width
]


@pytest.mark.parametrize(("pattern", "length"), [*FIXED, ANY_CHARACTER])
def test_fixed_width_anchored_patterns_have_their_length(pattern: str, length: int) -> None:
    assert fixed_length(pattern) == length


@pytest.mark.parametrize("pattern", NOT_FIXED)
def test_other_patterns_have_none(pattern: str) -> None:
    assert fixed_length(pattern) is None


def test_the_instant_verdict_tests_the_length_before_the_regex() -> None:
    source = _compiled(INSTANT).source
    assert re.search(r"len\((\w+)\) == 24\s+and _P\d+\.search\(\1\) is not None", source)


@cache
def _compiled(pattern: str) -> CompiledValidator:
    if "(?=" not in pattern:
        return compile_validator({"type": "string", "pattern": pattern})
    # Lookaround is matched by the host's engine, with the length test in front as well.
    source = compile_module(
        {"schema": {"type": "string", "pattern": pattern}}, allow_backtracking=True
    )
    scope: dict[str, Any] = {}
    exec(compile(source, "<lookahead>", "exec"), scope)
    return CompiledValidator(source, scope["validate_schema"], scope["is_valid_schema"])


def _near(text: str) -> st.SearchStrategy[str]:
    """`text` with one character changed, inserted or removed."""
    index = st.integers(0, len(text))
    char = st.characters(codec="utf-8") | st.sampled_from("0123456789-:.TZ\n")
    return st.one_of(
        st.tuples(index, char).map(lambda p: text[: p[0]] + p[1] + text[p[0] + 1 :]),
        st.tuples(index, char).map(lambda p: text[: p[0]] + p[1] + text[p[0] :]),
        index.map(lambda i: text[:i] + text[i + 1 :]),
    )


def _strings(pattern: str) -> st.SearchStrategy[str]:
    matching = st.from_regex(translate(pattern), fullmatch=True)
    return matching | matching.flatmap(_near) | st.text(max_size=30)


@pytest.mark.parametrize(("pattern", "length"), FIXED)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_length_test_never_changes_a_verdict(
    pattern: str, length: int, data: st.DataObject
) -> None:
    regex = re.compile(translate(pattern))
    compiled = _compiled(pattern)
    text = data.draw(_strings(pattern))
    matched = regex.search(text) is not None
    assert not matched or len(text) == length
    assert compiled.is_valid(text) == matched
    assert (compiled.validate(text) == []) == matched
