"""The format checkers against the official suite's optional/format/ files (draft 2020-12).

Each test whose schema is `{"format": F}` is run on the checker of F, both as this package
imports it and as `source_for` emits it (executed on its own); a non-string instance, and any
instance of a format with no checker, must be one the suite calls valid. The suite is the
repository's copy, or the one JSON_SCHEMA_TEST_SUITE names (tests/support/suite.py).
"""

from __future__ import annotations

import importlib
import json
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.compiler.format_checks import FORMAT_FUNCTIONS, source_for
from dsh_schedule.compiler.format_checks.emit import MODULES
from tests.support.pythons import python_of
from tests.support.suite import SuiteNotFoundError, draft_2020_12, suite_root

Checker = Callable[[str], bool]


def _format_dir() -> Path | None:
    try:
        folder = draft_2020_12() / "optional" / "format"
    except SuiteNotFoundError:
        return None
    return folder if folder.is_dir() else None


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


CASES = _cases()


def _imported() -> dict[str, Checker]:
    found: dict[str, Checker] = {}
    for module in MODULES:
        namespace = vars(importlib.import_module(f"dsh_schedule.compiler.format_checks.{module}"))
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
        pytest.fail(f"JSON-Schema-Test-Suite optional/format/ not found in {suite_root()}")
    assert len(CASES) > 700
    assert {case.format for case in CASES} - {"unknown"} == set(FORMAT_FUNCTIONS)


@pytest.mark.parametrize("case", CASES, ids=[f"{c.file}::{c.description}" for c in CASES] or None)
def test_suite_case(case: Case) -> None:
    if not isinstance(case.data, str) or case.format not in FORMAT_FUNCTIONS:
        assert case.valid, "a non-string, or an unknown format, always passes"
        return
    assert IMPORTED[case.format](case.data) is case.valid
    assert EMITTED[case.format](case.data) is case.valid


OLDEST_PYTHON = (3, 10)  # the floor the generated validators state


def test_the_emitted_checkers_give_the_same_verdicts_on_the_oldest_python(
    tmp_path: Path,
) -> None:
    strings = [c for c in CASES if isinstance(c.data, str) and c.format in FORMAT_FUNCTIONS]
    (tmp_path / "checks.py").write_text(source_for(FORMAT_FUNCTIONS), encoding="utf-8")
    cases = [[FORMAT_FUNCTIONS[c.format], c.data] for c in strings]
    (tmp_path / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    program = (
        f"import json, sys; sys.path.insert(0, {str(tmp_path)!r}); import checks\n"
        f"cases = json.load(open({str(tmp_path / 'cases.json')!r}, encoding='utf-8'))\n"
        "print(json.dumps([getattr(checks, name)(value) for name, value in cases]))\n"
    )
    result = subprocess.run(
        [python_of(OLDEST_PYTHON), "-S", "-I", "-c", program], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [c.valid for c in strings]
