"""What `--metrics` costs a worker: deliveries per second with it and without it, in one run.

One `dsh-schedule worker` process delivers N sessions due at the same instant on a SQLite
store, once with `--metrics 127.0.0.1:0` and once without, alternately for several rounds so
that both see the same load on a shared machine. A round's rate is its deliveries per second
of the worker's CPU, from its first delivery line to its last (`Throughput.busy_cpu_s`): what
the worker can deliver where its CPU is the limit, as it is for a worker with a backlog. The
rate by the wall clock, from the due instant to the last delivery, measured mostly the machine:
where the due instant fell in the worker's 250 ms poll period, and what else ran on the two
cores, moved it by a factor of two from round to round (its best rounds are in the note). The
figure is each side's best round, on / off; the rounds' own ratios are in the note. The target
is at least 0.95.
"""

from __future__ import annotations

import functools
import statistics
import tempfile
import time
from pathlib import Path

from bench.cpu import TICK_S
from bench.report import Report
from bench.workers import check, due_at_once, seed, throughput_run, unsynced
from dsh_schedule.host import SqliteStore

SESSIONS = 5_000
QUICK_SESSIONS = 100
ROUNDS = 7
QUICK_ROUNDS = 1
CONCURRENCY = 250
TARGET = 0.95
METRICS = ("--metrics", "127.0.0.1:0")


def run(report: Report, quick: bool = False) -> None:
    report.section("Metrics: a worker's deliveries per second with --metrics and without")
    count = QUICK_SESSIONS if quick else SESSIONS
    rounds = QUICK_ROUNDS if quick else ROUNDS
    with tempfile.TemporaryDirectory(prefix="dsh-bench-metrics-") as name:
        folder = Path(name)
        scratch = unsynced(SqliteStore(folder / "calibrate.sqlite"))
        # Half the seeding rate measured: twice the time allowed for seeding and starting, so
        # that a worker started on a loaded machine still starts before the due instant.
        rate = 100 / seed(scratch, due_at_once(200, round(time.time() * 1000) + 3_600_000))
        scratch.close()
        rates: dict[str, list[float]] = {"off": [], "on": []}
        wall: dict[str, list[float]] = {"off": [], "on": []}
        for number in range(rounds):
            for label, extra in (("off", ()), ("on", METRICS)):
                path = folder / f"{label}-{number}.sqlite"
                result = throughput_run(
                    f"sqlite:{path}",
                    functools.partial(_store, path),
                    count,
                    rate,
                    1,
                    CONCURRENCY,
                    extra,
                )
                check(result)
                assert result.busy_cpu_s is not None
                rates[label].append(count / max(result.busy_cpu_s, TICK_S))
                wall[label].append(result.rate)
    ratios = [on / off for on, off in zip(rates["on"], rates["off"], strict=True)]
    off, on = max(rates["off"]), max(rates["on"])
    ratio = on / off
    label = f"SQLite, 1 worker, {count:,} sessions"
    report.add("metrics.off", f"{label}, no --metrics: deliveries per CPU second (best)", off, "/s")
    report.add(
        "metrics.on",
        f"{label}, --metrics: deliveries per CPU second (best)",
        on,
        "/s",
        peer="off",
        ratio=ratio,
        target=f">= {TARGET}x off",
        met=ratio >= TARGET,
        note=f"best of {rounds} alternating rounds each; round by round: "
        + ", ".join(f"{r:.2f}" for r in ratios)
        + f" (median {statistics.median(ratios):.2f}); by the wall clock, best"
        + f" {max(wall['on']):,.0f}/s on and {max(wall['off']):,.0f}/s off",
    )


def _store(path: Path) -> SqliteStore:
    """The store at `path`, not synced to disk while it is seeded (as `bench.workers` does)."""
    return unsynced(SqliteStore(path))
