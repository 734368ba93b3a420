"""A delivery's cost on this checkout against another one, measured back to back.

`python -m bench.before_after OTHER_CHECKOUT [--rounds N]` runs the owner benchmark's
delivery (`bench/owner.py`: `store_with`, `open_run`, `deliver` on the virtual clock, the
memory store) in fresh processes, alternately on OTHER_CHECKOUT (main, say) and on this one,
so both see the same load: 10 000 root agents with one reminder each, then one session with
10 000 reminders, all due at once. Each process reports the CPU time per delivery
(`time.process_time`, from the advance to the last delivery), the wall time per delivery and
the p99 lateness; the table gives the best and the median of the rounds. A child process
imports `dsh_schedule` and `bench` from the checkout it measures (PYTHONPATH), so the other
checkout needs only the owner benchmark's three functions.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CASES = {"agents": (10_000, 1), "session": (1, 10_000)}
FIGURES = ("cpu_us", "wall_us", "p99_ms")


async def _delivery(sessions: int, reminders: int) -> dict[str, float]:
    from bench.fold import START_MS
    from bench.owner import VIRTUAL_DUE_MS, deliver, open_run, store_with
    from bench.report import percentile
    from dsh_schedule.runtime.clock import VirtualClock

    count = sessions * reminders
    store = store_with(sessions, reminders, VIRTUAL_DUE_MS)
    run = await open_run(store, VirtualClock(START_MS), sessions)
    gc.collect()
    cpu = time.process_time()
    start = await deliver(run, count, 0.0)
    cpu = time.process_time() - cpu
    assert len(run.delivered_at) == count
    lateness = [(at - start) * 1000 for at in run.delivered_at]
    await run.host.close()
    return {
        "cpu_us": cpu / count * 1e6,
        "wall_us": (max(run.delivered_at) - start) / count * 1e6,
        "p99_ms": percentile(lateness, 0.99),
    }


def _child() -> None:
    figures = {name: asyncio.run(_delivery(*shape)) for name, shape in CASES.items()}
    print(json.dumps(figures))


def _measure(checkout: Path) -> dict[str, dict[str, float]]:
    env = dict(os.environ, PYTHONPATH=str(checkout))
    done = subprocess.run(
        [sys.executable, __file__, "--child"],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    figures: dict[str, dict[str, float]] = json.loads(done.stdout)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.before_after", description=__doc__)
    parser.add_argument("other", type=Path, nargs="?")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.child:
        _child()
        return 0
    if options.other is None:
        parser.error("name the other checkout")
    trees = {"before": options.other.resolve(), "after": HERE}
    rounds: dict[str, list[dict[str, dict[str, float]]]] = {label: [] for label in trees}
    for number in range(1, options.rounds + 1):
        for label, tree in trees.items():
            rounds[label].append(_measure(tree))
            print(f"round {number} {label}: {json.dumps(rounds[label][-1])}", flush=True)
    print(f"{'':32} {'before best':>12} {'median':>9} {'after best':>11} {'median':>9}")
    for case in CASES:
        for figure in FIGURES:
            cells = []
            for label in trees:
                values = [result[case][figure] for result in rounds[label]]
                cells.append(f"{min(values):12.1f} {statistics.median(values):9.1f}")
            print(f"{case + ' ' + figure:32} {cells[0]} {cells[1][1:]}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path.cwd()))  # a child measures the checkout it runs in
    raise SystemExit(main())
