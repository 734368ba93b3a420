"""The format checkers against the official suite's optional/format/ files (draft 2020-12).

Each test whose schema is `{"format": F}` is run on the checker of F, both as this package
imports it and as `source_for` emits it (executed on its own); a non-string instance, and any
instance of a format with no checker, must be one the suite calls valid. Set
JSON_SCHEMA_TEST_SUITE to use another copy of the suite.
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.generator.format_checks import FORMAT_FUNCTIONS, source_for
from dsh_schedule.generator.format_checks.emit import MODULES
from tests.support.paths import ROOT

Checker = Callable[[str], bool]


def _format_dir() -> Path | None:
    configured = os.environ.get("JSON_SCHEMA_TEST_SUITE")
    root = Path(configured) if configured else ROOT.parent / "shared/json-schema-test-suite"
    for suite in (root / "draft2020-12", root / "tests" / "draft2020-12"):
        if (suite / "optional" / "format").is_dir():
            return suite / "optional" / "format"
    return None


FORMAT_DIR = _format_dir()


@dataclass(frozen=True)
class Case:
    file: str
    group: str
    description: str
    format: str
    data: Any
    valid: bool


def _cases() -> list[Case]:
    if FORMAT_DIR is None:
        return []
    cases = []
    for path in sorted(FORMAT_DIR.glob("*.json")):
        for group in json.loads(path.read_text(encoding="utf-8")):
            name = group["schema"]["format"]
            for test in group["tests"]:
                cases.append(
                    Case(
                        path.name,
                        group["description"],
                        test["description"],
                        name,
                        test["data"],
                        test["valid"],
                    )
                )
    return cases


# The checkers so far; the remaining formats follow.
CASES = [case for case in _cases() if case.format in {*FORMAT_FUNCTIONS, "unknown"}]


def _imported() -> dict[str, Checker]:
    found: dict[str, Checker] = {}
    for module in MODULES:
        namespace = vars(importlib.import_module(f"dsh_schedule.generator.format_checks.{module}"))
        found.update({k: v for k, v in namespace.items() if k.startswith("_fmt_")})
    return {name: found[function] for name, function in FORMAT_FUNCTIONS.items()}


def _emitted() -> dict[str, Checker]:
    namespace: dict[str, Any] = {}
    exec(compile(source_for(FORMAT_FUNCTIONS), "<format checks>", "exec"), namespace)
    return {name: namespace[function] for name, function in FORMAT_FUNCTIONS.items()}


IMPORTED = _imported()
EMITTED = _emitted()


def test_the_suite_is_there() -> None:
    if FORMAT_DIR is None:  # never skipped: without the suite the checkers are unproven
        pytest.fail("JSON-Schema-Test-Suite optional/format/ not found: checkers unproven")
    assert len(CASES) > 400
    assert {case.format for case in CASES} - {"unknown"} == set(FORMAT_FUNCTIONS)


@pytest.mark.parametrize("case", CASES, ids=[f"{c.file}::{c.description}" for c in CASES] or None)
def test_suite_case(case: Case) -> None:
    if not isinstance(case.data, str) or case.format not in FORMAT_FUNCTIONS:
        assert case.valid, "a non-string, or an unknown format, always passes"
        return
    assert IMPORTED[case.format](case.data) is case.valid
    assert EMITTED[case.format](case.data) is case.valid
