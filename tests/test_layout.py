"""The dependency direction of SPEC §2, read from the import statements of every module."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import ROOT

FOLDERS = {"generated": "generated", "runtime": "runtime", "host": "host", "generator": "generator"}
FORBIDDEN = {
    "generated": {"runtime", "host", "generator", "cli"},
    "runtime": {"host", "generator", "cli"},
    "host": {"generator", "cli"},
    "generator": {"runtime", "host", "cli"},
}


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_what_it_may(layer: str) -> None:
    for path in sorted((ROOT / FOLDERS[layer]).rglob("*.py")):
        for module in _imports(path):
            parts = module.split(".")
            if parts[0] != "dsh_schedule":
                continue
            assert len(parts) > 1, f"{path}: imports the facade dsh_schedule"
            assert parts[1] not in FORBIDDEN[layer], f"{path} imports {module}"


def test_generated_imports_nothing_of_ours_beyond_generated() -> None:
    for path in sorted((ROOT / "generated").rglob("*.py")):
        for module in _imports(path):
            if module.startswith("dsh_schedule"):
                assert module.startswith("dsh_schedule.generated."), f"{path} imports {module}"
