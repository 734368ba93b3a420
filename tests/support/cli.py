"""The `dsh-schedule` command, run the way a user runs it: a new Python process."""

from __future__ import annotations

import subprocess
import sys

COMMAND = (sys.executable, "-m", "dsh_schedule")


def run_cli(*args: str, stdin: str = "", timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """`dsh-schedule ARGS` to its end, with `stdin` as its input; its exit code is the test's
    to judge."""
    return subprocess.run(
        [*COMMAND, *args], input=stdin, capture_output=True, text=True, timeout=timeout, check=False
    )
