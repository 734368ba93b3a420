"""Instructions per delivery, counted rather than timed: the owner's and a worker's.

`python -m bench.instructions [--owner N] [--worker N]` runs each case twice under
cachegrind (`valgrind --tool=cachegrind --cache-sim=no`): once whole, once stopped just before
the deliveries, and prints the difference over the number of deliveries, and the worker's
count over the owner's (issue 34's target: at most 3x). A count does not depend on the load of
a shared machine, which moves CPU times by 30 % and more; the benchmark CPU figures
(`bench/delivery.py`) say how long, this says how much.
- owner: `bench/owner.py`'s delivery on the virtual clock, N root agents (default 1 000) with
  one reminder each, all due at once;
- worker: `bench/workers.py`'s in-process `Worker` on a `MemoryStore` with the offline model,
  N sessions already due (default 300), from its start until each is delivered, answered and
  released (checked by the worker's counts and the store's wake-up times, not by reading the
  logs back, which `bench/workers.py` does outside its timing).
Both runs of a case fix the hash seed and leave the collector off once the setup is done (a
collection would fall inside or outside the window by chance), and both end the process
where they stop, so the difference holds the deliveries and nothing else. A run that a source
change made compile its module again pays for the compilation: count once before comparing.
`--run CASE MODE N` is one such run, without cachegrind (what the counted processes run).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from bench import workers
from bench.fold import START_MS
from bench.owner import VIRTUAL_DUE_MS, deliver, open_run, store_with
from dsh_schedule.host import MemoryStore
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.worker import Worker, WorkerLog
from dsh_schedule.runtime.clock import VirtualClock

ROOT = Path(__file__).resolve().parent.parent
CASES = ("owner", "worker")
MODES = ("whole", "setup")
"""A whole run, and one stopped just before its deliveries."""
_REFS = re.compile(r"I\s+refs:\s+([\d,]+)")


async def owner_run(whole: bool, count: int) -> None:
    run = await open_run(store_with(count, 1, VIRTUAL_DUE_MS), VirtualClock(START_MS), count)
    settle()
    if whole:
        await deliver(run, count, 0.0)
        if len(run.delivered_at) != count:
            raise RuntimeError("not every reminder was delivered")


async def worker_run(whole: bool, count: int) -> None:
    store = MemoryStore()
    workers.seed(store, workers.due_at_once(count, round(time.time() * 1000) - 1000))
    worker = Worker(
        store,
        OfflineModel(),
        WorkerLog(io.StringIO(), store.clock),
        workers.options(poll_ms=workers.COST_POLL_MS),
    )
    await worker.start()
    stop = asyncio.Event()

    async def watch() -> None:
        while worker.delivered < count or worker.host.sessions.list():
            await asyncio.sleep(0.001)
        stop.set()

    settle()
    if whole:
        watcher = asyncio.create_task(watch())
        await worker.run(stop)
        await watcher
        check_delivered(worker, store, count)


def check_delivered(worker: Worker, store: MemoryStore, count: int) -> None:
    """Each reminder answered once and none left due (a dispatch's commit clears its session's
    wake-up time), checked without reading the logs back: decoding every event of every
    session would be counted with the deliveries (about 100 k instructions a delivery), where
    `bench/workers.py` checks its dispatches after the CPU time is taken."""
    if worker.delivered != count or worker.failed or store.due_unclaimed().count:
        raise RuntimeError("not every reminder was delivered and dispatched")


def settle() -> None:
    """A settled collector, then none: the window holds no collection."""
    gc.collect()
    gc.disable()


def one_run(case: str, mode: str, count: int) -> None:
    """One run, which ends the process where it stops (no shutdown, whose cost depends on
    what the run left behind, is counted)."""

    async def run_and_end() -> None:
        run = owner_run if case == "owner" else worker_run
        await run(mode == "whole", count)
        sys.stdout.flush()
        os._exit(0)

    asyncio.run(run_and_end())


def counted(case: str, mode: str, count: int) -> int:
    """The instructions of one run of `case` in `mode`, by cachegrind."""
    done = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            "-m",
            "bench.instructions",
            "--run",
            case,
            mode,
            str(count),
        ],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"},
        capture_output=True,
        text=True,
        check=False,
    )
    found = _REFS.search(done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"cachegrind run of {case} ({mode}) failed: {done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def per_delivery(case: str, count: int) -> float:
    return (counted(case, "whole", count) - counted(case, "setup", count)) / count


def _count(text: str) -> int:
    """A number of deliveries: a per-delivery figure needs at least one."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of at least 1")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.instructions", description=__doc__)
    parser.add_argument("--owner", type=_count, default=1_000, metavar="N")
    parser.add_argument("--worker", type=_count, default=300, metavar="N")
    parser.add_argument("--run", nargs=3, metavar=("CASE", "MODE", "N"))
    chosen = parser.parse_args(argv)
    if chosen.run is not None:
        case, mode, count = chosen.run
        if case not in CASES or mode not in MODES:
            parser.error(f"--run takes a case of {CASES} and a mode of {MODES}")
        one_run(case, mode, int(count))
        return 0
    owner = per_delivery("owner", chosen.owner)
    worker = per_delivery("worker", chosen.worker)
    print("instructions per delivery (cachegrind, by difference)")
    print(f"  owner, {chosen.owner:,} agents      {owner / 1000:8.1f} k")
    print(f"  worker, {chosen.worker:,} sessions   {worker / 1000:8.1f} k")
    print(f"  worker over owner: {worker / owner:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
