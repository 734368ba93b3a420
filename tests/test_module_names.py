"""One name per module: the folders `dsh_schedule/` links to are importable only through it.

From the repository root each folder is also on `sys.path` under its bare name; importing it so
would load a second copy of every module (a second `VirtualClock` class that `isinstance`
rejects), so it fails at once with one line naming the import to use instead.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.support.paths import ROOT

PACKAGES = {
    "compiler": "ir",
    "generated": "contracts",
    "generator": "catalog",
    "host": "errors",
    "runtime": "clock",
}
"""The folders of Python code the package links to (SPEC §2's layers), each with a module."""

DATA = ["conformance", "schemas"]
"""The linked folders of data: no Python module in them, so no second name to guard."""


def _python(program: str) -> subprocess.CompletedProcess[str]:
    """`python -c program` from the repository root, which puts the root first on `sys.path`."""
    return subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_the_package_links_exactly_these_folders() -> None:
    links = sorted(path.name for path in (ROOT / "dsh_schedule").iterdir() if path.is_symlink())
    assert links == sorted([*PACKAGES, *DATA])
    for name in DATA:
        assert not list((ROOT / name).rglob("*.py")), f"{name}/ holds Python: guard it too"


@pytest.mark.parametrize("name", PACKAGES)
@pytest.mark.parametrize(
    "form",
    ["import {name}", "import {name}.{module}", "from {name} import *"],
    ids=["package", "module", "star"],
)
def test_the_bare_name_fails_with_one_line(name: str, form: str) -> None:
    result = _python(form.format(name=name, module=PACKAGES[name]))
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == (
        f"ImportError: import dsh_schedule.{name} instead of {name} (one name per module)"
    )


def test_the_package_names_still_import_from_the_repository_root() -> None:
    imports = ", ".join(f"dsh_schedule.{name}.{module}" for name, module in PACKAGES.items())
    program = (
        f"import sys, {imports}\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {sorted(PACKAGES)!r}))\n"
    )
    result = _python(program)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "[]\n"
