"""Figures of this checkout against another one, measured back to back in fresh processes.

A benchmark module that compares checkouts (`bench.before_after`, `bench.leases`) runs as a
child when started with `--child` alone, printing its figures as JSON; this module runs such
children alternately on the other checkout and on this one, so both see the same load, and
prints the best and the median of the rounds. A child imports `dsh_schedule` and `bench` from
the checkout it measures (PYTHONPATH, and the checkout as its working folder), so the module
imports this one only in the parent.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

Figures = dict[str, dict[str, float]]
"""A child's figures: by case, by figure name."""


def compare(
    argv: list[str] | None,
    prog: str,
    description: str | None,
    script: str,
    rows: Sequence[tuple[str, str, str]],
) -> int:
    """The command line of a comparing benchmark, `OTHER [--rounds N]`: `script --child` run
    alternately in both checkouts. `rows` are (label, case, figure), in the table's order."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("other", type=Path, nargs="?")
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args(argv)
    if options.other is None:
        parser.error("name the other checkout")
    trees = {"before": options.other.resolve(), "after": HERE}
    rounds: dict[str, list[Figures]] = {label: [] for label in trees}
    for number in range(1, options.rounds + 1):
        for label, tree in trees.items():
            rounds[label].append(_measure(tree, script))
            print(f"round {number} {label}: {json.dumps(rounds[label][-1])}", flush=True)
    print(f"{'':32} {'before best':>12} {'median':>9} {'after best':>11} {'median':>9}")
    for label, case, figure in rows:
        cells = []
        for tree in trees:
            values = [result[case][figure] for result in rounds[tree]]
            cells.append(f"{min(values):12.1f} {statistics.median(values):9.1f}")
        print(f"{label:32} {cells[0]} {cells[1][1:]}")
    return 0


def _measure(checkout: Path, script: str) -> Figures:
    done = subprocess.run(
        [sys.executable, script, "--child"],
        cwd=checkout,
        env=dict(os.environ, PYTHONPATH=str(checkout)),
        capture_output=True,
        text=True,
        check=True,
    )
    figures: Figures = json.loads(done.stdout)
    return figures
