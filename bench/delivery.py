"""A delivery's CPU on the memory store: a worker's against the owner's alone, and where the
worker's goes.

`python -m bench.delivery [--sessions N] [--rounds R] [--profile K]` measures, in one process
and alternately so that both see the same load:
- the worker: `bench/workers.py`'s per-delivery cost, an in-process `Worker` delivering N
  sessions already due (default 500) on a `MemoryStore`, from its start until each is
  delivered, answered and released: this process's CPU time per delivery;
- the owner: `bench/owner.py`'s delivery on the virtual clock, 1 000 root agents with one
  reminder each and one session with 10 000 reminders, all due at once: CPU per delivery.
It prints the best and the median of R rounds (default 5) and the worker's over the owner's
(issue 34's target: at most 3x). `--profile K` then runs the worker once more under cProfile
(CPU time, the collector off: a collection would be charged to whichever call allocated when
it struck) and prints the phases of a delivery (claim and open, the owner's drives, the turn,
its log line, the release; cumulative) and the K dearest functions by own time. The profiler
slows every call down: read it for where the time goes, not for the figure.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import pstats
import statistics
import time

from bench import workers
from bench.owner import virtual_cpu_us
from dsh_schedule.host import MemoryStore
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.worker import Worker, WorkerLog

OWNER_CASES = {"owner, 1,000 agents": (1_000, 1), "owner, one session of 10,000": (1, 10_000)}


PHASES = r"\((open_due|_drive|_take_turn|_turn_ended|_release)\)"
"""A delivery's phases, as the profile names them: claim and open (with each agent's
tools and owner), the owner's drives (with their flushes), the model's turn, its log line,
the release."""


def worker_cpu_us(sessions: int) -> float:
    gc.collect()
    return asyncio.run(workers.delivery_cost(MemoryStore(), sessions)).cpu_s * 1e6


async def profiled_worker(sessions: int) -> cProfile.Profile:
    """`delivery_cost`'s run, profiled from the worker's start to the last release."""
    store = MemoryStore()
    workers.seed(store, workers.due_at_once(sessions, round(time.time() * 1000) - 1000))
    log = WorkerLog(io.StringIO(), store.clock)
    worker = Worker(store, OfflineModel(), log, workers.options(poll_ms=workers.COST_POLL_MS))
    await worker.start()
    stop = asyncio.Event()

    async def watch() -> None:
        while worker.delivered < sessions or worker.host.sessions.list():
            await asyncio.sleep(0.001)
        stop.set()

    profile = cProfile.Profile(time.process_time)  # CPU: the machine may be shared
    gc.collect()
    gc.disable()
    profile.enable()
    watcher = asyncio.create_task(watch())
    await worker.run(stop)
    profile.disable()
    gc.enable()
    await watcher
    return profile


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.delivery", description=__doc__)
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--profile", type=int, default=0, metavar="K")
    chosen = parser.parse_args(argv)
    figures: dict[str, list[float]] = {}
    for _ in range(chosen.rounds):
        figures.setdefault("worker, memory store", []).append(worker_cpu_us(chosen.sessions))
        for name, shape in OWNER_CASES.items():
            figures.setdefault(name, []).append(asyncio.run(virtual_cpu_us(*shape)))
    print(f"CPU per delivery, {chosen.rounds} rounds: best, median")
    for name, values in figures.items():
        print(f"  {name:32} {min(values):8.1f} {statistics.median(values):8.1f} us")
    worker = statistics.median(figures["worker, memory store"])
    for name in OWNER_CASES:
        owner = statistics.median(figures[name])
        print(f"  worker over {name}: {worker / owner:.1f}x (medians)")
    if chosen.profile:
        text = io.StringIO()
        profile = asyncio.run(profiled_worker(chosen.sessions))
        stats = pstats.Stats(profile, stream=text).strip_dirs()
        stats.sort_stats("cumulative").print_stats(PHASES)
        stats.sort_stats("tottime").print_stats(chosen.profile)
        print(text.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
