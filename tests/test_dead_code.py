"""No dead code, and an allow-list that stays honest: without the allow-list, vulture reports
exactly the names the list keeps, each with its reason, and nothing else (so `make test`'s
vulture run, with the list, reports nothing and the list holds no stale entry).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.support.paths import ROOT

ALLOWLIST = ROOT / "vulture_allowlist.py"
_ENTRY = re.compile(r"_\.(?P<name>\w+)  # (?P<why>\S.*)")
_REPORTED = re.compile(r"\S+:\d+: unused \w+ '(?P<name>\w+)' \(\d+% confidence\)")


def _vulture(*paths: str) -> subprocess.CompletedProcess[str]:
    """Vulture with the project's configuration (pyproject.toml), on these paths."""
    program = Path(sys.executable).with_name("vulture")
    return subprocess.run(
        [str(program), *paths], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def _entries() -> dict[str, str]:
    """The allow-list's names, each with its reason; every other line is prose or set-up."""
    entries: dict[str, str] = {}
    for line in ALLOWLIST.read_text(encoding="utf-8").splitlines():
        if line.startswith("_."):
            match = _ENTRY.fullmatch(line)
            assert match, f"an entry without its reason: {line!r}"
            assert match["name"] not in entries, f"listed twice: {match['name']}"
            entries[match["name"]] = match["why"]
    return entries


def test_vulture_reports_exactly_the_allowlisted_names_without_the_list() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    paths = config["tool"]["vulture"]["paths"]
    assert ALLOWLIST.name in paths
    result = _vulture(*(path for path in paths if path != ALLOWLIST.name))
    assert result.returncode == 3, result.stderr  # vulture's code for "dead code found"
    reported = [_REPORTED.fullmatch(line) for line in result.stdout.splitlines()]
    assert all(reported), result.stdout
    assert {match["name"] for match in reported if match} == set(_entries())
