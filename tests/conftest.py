"""Shared fixtures: the repository root and a scratch copy of the generator's inputs/outputs."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from tests.support.paths import ROOT

# Timing is not what these properties are about: a loaded machine must not fail them. Under CI
# the examples are derandomized, so a red run can be replayed exactly.
settings.register_profile("project", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "ci",
    parent=settings.get_profile("project"),
    derandomize=True,
    database=None,
)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "project")


@pytest.fixture
def project_copy(tmp_path: Path) -> Path:
    """A copy of schemas/, generated/ and docs/ that a test may break freely."""
    for folder in ("schemas", "generated", "docs"):
        shutil.copytree(
            ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__")
        )
    return tmp_path
