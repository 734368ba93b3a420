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

import asyncio
import gc
import json
import sys
import time
from pathlib import Path

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


def main(argv: list[str] | None = None) -> int:
    from bench.alternate import compare  # here: a child imports `bench` from the other checkout

    rows = [(f"{case} {figure}", case, figure) for case in CASES for figure in FIGURES]
    return compare(argv, "python -m bench.before_after", __doc__, __file__, rows)


if __name__ == "__main__":
    if sys.argv[1:] == ["--child"]:  # started by `compare` in the checkout it measures
        sys.path.insert(0, str(Path.cwd()))
        _child()
    else:
        raise SystemExit(main())
