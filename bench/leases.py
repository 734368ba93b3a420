"""Many leases at once on the SQLite store, on this checkout against another, back to back.

`python -m bench.leases OTHER_CHECKOUT [--rounds N]` runs, in fresh processes, alternately on
OTHER_CHECKOUT (main, say) and on this one, so both see the same load:

- **close**: an embedded host resumes 1 000 stored sessions (one event each) from a SQLite
  file with one `open_sessions` and closes; the figure is the close (every lease given up);
- **renew**: a host holding 250 such sessions renews its leases once (`HostSessions.renew`,
  what its background renewal runs every TTL/3);
- **kept**: what a long-running worker keeps per delivered session: 600 sessions with one
  due reminder each pass through an in-process worker (`--concurrency 50`, virtual clock,
  SQLite store, whose rows live outside the Python heap); the figure is the growth of the
  traced Python heap (`tracemalloc`, after a full collection) over them, per session, after
  100 sessions warmed the worker up.

Each process reports the wall time and its own CPU time (`time.process_time`, which counts
the sync's system time only when the kernel charges it to the process) of close and renew;
the table gives the best and the median of the rounds. The store file is a fresh copy of one seeded
file per figure, with full sync as always. A child process imports `dsh_schedule` from the
checkout it measures (PYTHONPATH), so the other checkout needs only `EmbeddedHost`,
`open_sessions` and `HostSessions.renew`.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

CASES = {"close": 1_000, "renew": 250, "kept": 600}
FIGURES = {"close": ("wall_ms", "cpu_ms"), "renew": ("wall_ms", "cpu_ms"), "kept": ("kib",)}
WARM_UP = 100


def _seeded(folder: Path, count: int) -> Path:
    from dsh_schedule.host.stores import StoredSession
    from dsh_schedule.host.stores.sqlite import SqliteStore
    from dsh_schedule.runtime.events import Event

    path = folder / f"seed-{count}.sqlite"
    store = SqliteStore(path)
    for n in range(count):
        event = Event("note", 0, 1_000, {"n": n})
        store.create_session(StoredSession(f"s{n}", f"agent-{n}", 0, (event,)))
    store.close()
    return path


async def _figure(seed: Path, case: str, count: int) -> dict[str, float]:
    from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
    from dsh_schedule.host.stores.sqlite import SqliteStore
    from dsh_schedule.runtime.clock import SystemClock

    path = seed.with_name(f"{case}.sqlite")
    shutil.copyfile(seed, path)
    host = EmbeddedHost(SqliteStore(path), SystemClock(), RecordingLogger())
    host.open_sessions([f"s{n}" for n in range(count)])
    wall, cpu = time.perf_counter(), time.process_time()
    if case == "close":
        await host.close()
    else:
        host.sessions.renew()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    if case != "close":
        await host.close()
    assert not host.logger.messages, host.logger.messages  # type: ignore[attr-defined]
    return {"wall_ms": wall * 1000, "cpu_ms": cpu * 1000}


async def _kept(folder: Path, count: int) -> dict[str, float]:
    import gc
    import tracemalloc

    from bench.fold import START_MS
    from bench.workers import seeded_session, unsynced
    from dsh_schedule.host.models.offline import OfflineModel
    from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS, Holder
    from dsh_schedule.host.stores.sqlite import SqliteStore
    from dsh_schedule.host.virtual_time import advance
    from dsh_schedule.host.worker import Worker, WorkerLog, WorkerOptions
    from dsh_schedule.runtime.clock import VirtualClock

    clock = VirtualClock(START_MS)
    store = unsynced(SqliteStore(folder / "kept.sqlite", clock=clock))  # memory, not syncs
    with open(os.devnull, "w") as sink:
        worker = Worker(
            store,
            OfflineModel(),
            WorkerLog(sink, clock),
            WorkerOptions(concurrency=50),
            clock=clock,
            holder=Holder("bench", 1, "kept", "worker"),
        )
        await worker.start()

        async def through(first: int, sessions: int) -> None:
            for number in range(first, first + sessions):
                store.create_session(seeded_session(number, clock.now_ms(), [1]))
            while worker.delivered < first - 1 + sessions or worker.host.sessions.list():
                worker.step()
                await advance(clock, 250, lambda: [worker])
            # A TTL later, the timers cancelled with the sessions have fallen due too.
            await advance(clock, DEFAULT_TTL_MS, lambda: [worker])

        await through(1, WARM_UP)
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        await through(WARM_UP + 1, count)
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
        tracemalloc.stop()
        await worker.drain()
    return {"kib": kept / count / 1024}


def _child() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-leases-") as scratch:
        figures = {}
        for case, count in CASES.items():
            if case == "kept":
                figures[case] = asyncio.run(_kept(Path(scratch), count))
            else:
                seed = _seeded(Path(scratch), count)
                figures[case] = asyncio.run(_figure(seed, case, count))
    print(json.dumps(figures))


def main(argv: list[str] | None = None) -> int:
    from bench.alternate import compare  # here: a child imports `bench` from the other checkout

    rows = [
        (f"{case} {count} {figure}", case, figure)
        for case, count in CASES.items()
        for figure in FIGURES[case]
    ]
    return compare(argv, "python -m bench.leases", __doc__, __file__, rows)


if __name__ == "__main__":
    if sys.argv[1:] == ["--child"]:  # started by `compare` in the checkout it measures
        sys.path.insert(0, str(Path.cwd()))
        _child()
    else:
        raise SystemExit(main())
