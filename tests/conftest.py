"""Shared fixtures: the repository root and a scratch copy of the generator's inputs/outputs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def project_copy(tmp_path: Path) -> Path:
    """A copy of schemas/, generated/ and docs/ that a test may break freely."""
    for folder in ("schemas", "generated", "docs"):
        shutil.copytree(
            ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__")
        )
    return tmp_path
