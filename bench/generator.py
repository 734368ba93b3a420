"""The generator: `dsh-schedule generate --check` wall time, as a user runs it.

A fresh process each time (interpreter start, imports, rendering every output, formatting
with black, comparing with the files on disk), best of three. Target (SPEC §12): under 3 s.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from bench.report import Report

REPOSITORY = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 3.0
RUNS = 3


def run(report: Report, quick: bool = False) -> None:
    report.section("Generator")
    command = [str(Path(sys.executable).with_name("dsh-schedule")), "generate", "--check"]
    times = []
    for _ in range(1 if quick else RUNS):
        started = time.perf_counter()
        result = subprocess.run(command, cwd=REPOSITORY, capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        if result.returncode != 0:
            raise RuntimeError(f"generate --check failed: {result.stdout}{result.stderr}")
    best = min(times)
    report.add(
        "generator.check",
        f"dsh-schedule generate --check (best of {len(times)})",
        best,
        "s",
        target=f"< {TARGET_SECONDS:g} s",
        met=best < TARGET_SECONDS,
    )
