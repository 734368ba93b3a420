"""Other Python interpreters, for tests that run generated modules on their stated floor."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess

import pytest


def python_of(version: tuple[int, int]) -> str:
    """An interpreter of exactly that version: installed by pyenv, or on PATH. Never a silent
    skip: a missing one fails the test, since the floor is a promise of the generated modules.
    """
    name = "python{}.{}".format(*version)
    root = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    for candidate in [*sorted(glob.glob(f"{root}/versions/*/bin/{name}")), shutil.which(name)]:
        if candidate is None:
            continue
        probe = [candidate, "-c", "import sys; print(*sys.version_info[:2])"]
        result = subprocess.run(probe, capture_output=True, text=True)
        if result.returncode == 0 and result.stdout.split() == [str(n) for n in version]:
            return candidate
    pytest.fail(f"no {name} interpreter found (under {root}/versions or on PATH)")
