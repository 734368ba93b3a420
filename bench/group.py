"""Group commit (issue 19): the flushes of many sessions share one transaction and one sync.

- append + flush across sessions: one session appending and flushing on its own, against 100
  sessions all active at once (each round appends one schedule change to each of the 100 and
  flushes them concurrently, `asyncio.gather`), on the embedded host with the invariant
  companion and the plugin loaded (a create, then its delete, so nothing piles up). The
  figure is schedule changes made durable per second, the best of interleaved rounds (one
  session, then 100, in turns), on SQLite (full sync, the ordinary disk) and PostgreSQL (the
  throwaway cluster of tests/postgres_cluster.py: fsync off, Unix socket).
- 10 000 reminders due at once: bench/owner.py's run on the virtual clock (10 000 root agents,
  one reminder each, all due at the same instant), on the memory store and on the durable
  SQLite store in the same run, in turns; the best of the rounds for each. The SQLite store is
  seeded without the sync (the seed only); the host's claims and every commit sync as usual.
  Each run's timing starts from a settled process and disk, whatever ran before it: once the
  setup is done, a full garbage collection (so the run pays only the collections its own
  delivery causes, not one owed by the setup or by the earlier runs of the section, which
  left the collector's counts anywhere) and `os.sync()` (so no earlier write, the unsynced
  seed included, is still waiting for the disk); each SQLite file is removed once its run is
  over. Every sync of the store's own stays inside the timing.
"""

from __future__ import annotations

import asyncio
import gc
import itertools
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench.fold import START_MS, create_data, end_data
from bench.owner import VIRTUAL_DUE_MS, deliver, open_run, store_with
from bench.report import Report, percentile
from dsh_schedule.host import EmbeddedHost, RecordingLogger, SessionStore, SqliteStore
from dsh_schedule.host.sessions import HostSession
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule
from tests.postgres_cluster import running_cluster

SESSIONS = 100
ROUNDS = 5
ROUND_SECONDS = 0.4
TARGET_SPEEDUP = 5.0
"""Append + flush across 100 active sessions: at least 5x the single-session figure."""
DUE = 10_000
DUE_ROUNDS = 2
TARGET_LATENESS = 2.0
"""10 000 due at once on SQLite: p99 lateness at most 2x the memory store's."""
TTL_MS = 3_600_000


async def append_rates(store: SessionStore, rounds: int, seconds: float) -> tuple[float, float]:
    """Schedule changes made durable per second: one session alone, and 100 at once."""
    host = EmbeddedHost(store, VirtualClock(START_MS), RecordingLogger(), lease_ttl_ms=TTL_MS)
    await host.load_plugins([install_schedule_invariant, install_schedule])
    sessions = [host.create_agent(f"agent-{n}").session for n in range(SESSIONS + 1)]
    numbers = itertools.count()

    async def step(group: list[HostSession]) -> int:
        ids = []
        for session in group:
            schedule_id = f"probe-{next(numbers)}"
            session.append(SCHEDULE_CHANGE, create_data(schedule_id, START_MS + 3_600_000))
            ids.append(schedule_id)
        assert all(await asyncio.gather(*(host.sessions.flush(s) for s in group)))
        for session, schedule_id in zip(group, ids, strict=True):
            session.append(SCHEDULE_CHANGE, end_data("delete", schedule_id))
        assert all(await asyncio.gather(*(host.sessions.flush(s) for s in group)))
        return 2 * len(group)

    best = {1: 0.0, SESSIONS: 0.0}
    for _ in range(rounds):
        for group in ([sessions[0]], sessions[1:]):
            count = 0
            started = time.perf_counter()
            while time.perf_counter() - started < seconds:
                count += await step(list(group))
            best[len(group)] = max(best[len(group)], count / (time.perf_counter() - started))
    await host.close()
    return best[1], best[SESSIONS]


def report_rates(report: Report, kind: str, label: str, single: float, many: float) -> None:
    ratio = many / single
    report.add(f"group.{kind}.single", f"{label}: append + flush, one session", single, "/s")
    report.add(
        f"group.{kind}.sessions_{SESSIONS}",
        f"{label}: append + flush across {SESSIONS} active sessions",
        many,
        "/s",
        peer="one session",
        ratio=ratio,
        target=f">= {TARGET_SPEEDUP:g}x",
        met=ratio >= TARGET_SPEEDUP,
    )


def remove_database(path: Path) -> None:
    """The SQLite file at `path` and its write-ahead log, gone (if there)."""
    for name in (path.name, f"{path.name}-wal", f"{path.name}-shm"):
        (path.parent / name).unlink(missing_ok=True)


def sqlite_due_store(path: Path, count: int) -> SqliteStore:
    """`count` sessions of one reminder each, all due at `VIRTUAL_DUE_MS`, in a new file."""
    store = SqliteStore(path)
    store._database().execute("PRAGMA synchronous = OFF")  # the seed only
    for session in store_with(count, 1, VIRTUAL_DUE_MS).load_sessions():
        store.create_session(session)
    store.close()
    return SqliteStore(path)  # a new connection, synced as usual


async def due_at_once(make: Callable[[], SessionStore], count: int) -> tuple[float, float, float]:
    """(p99 lateness in ms, time to deliver all in s, setup in s) of one run."""
    gc.collect()
    started = time.perf_counter()
    run = await open_run(make(), VirtualClock(START_MS), count)
    setup = time.perf_counter() - started
    gc.collect()  # settled: see the module's docstring
    os.sync()
    start = await deliver(run, count, 0.0)
    assert len(run.delivered_at) == count
    lateness = [(at - start) * 1000 for at in run.delivered_at]
    await run.host.close()  # closes its store too
    return percentile(lateness, 0.99), max(lateness) / 1000, setup


def due(report: Report, folder: Path, count: int, rounds: int) -> None:
    path = folder / "due.sqlite"
    makers: dict[str, Callable[[], SessionStore]] = {
        "memory": lambda: store_with(count, 1, VIRTUAL_DUE_MS),
        "sqlite": lambda: sqlite_due_store(path, count),
    }
    best: dict[str, tuple[float, float, float]] = {}
    for _ in range(rounds):
        for kind, make in makers.items():
            result = asyncio.run(due_at_once(make, count))
            if kind == "sqlite":
                remove_database(path)
            if kind not in best or result[0] < best[kind][0]:
                best[kind] = result
    name = f"{count:,} reminders due at once (virtual clock)"
    for kind, label in (("memory", "memory store"), ("sqlite", "SQLite store (full sync)")):
        p99, total, setup = best[kind]
        report.add(f"group.due_{count}.{kind}.setup", f"{name}, {label}: setup", setup, "s")
        report.add(
            f"group.due_{count}.{kind}.deliver_all",
            f"{name}, {label}: time to deliver all",
            total,
            "s",
        )
        if kind == "memory":
            report.add(f"group.due_{count}.memory.p99", f"{name}, {label}: p99 lateness", p99, "ms")
    ratio = best["sqlite"][0] / best["memory"][0]
    report.add(
        f"group.due_{count}.sqlite.p99",
        f"{name}, SQLite store (full sync): p99 lateness",
        best["sqlite"][0],
        "ms",
        peer="memory store",
        ratio=ratio,
        target=f"<= {TARGET_LATENESS:g}x the memory store's",
        met=ratio <= TARGET_LATENESS,
        note="ratio here is SQLite / memory (lower is better)",
    )


def run(report: Report, quick: bool = False) -> None:
    report.section("Group commit")
    rounds, seconds = (2, 0.1) if quick else (ROUNDS, ROUND_SECONDS)
    with tempfile.TemporaryDirectory(prefix="dsh-bench-group-") as name:
        folder = Path(name)
        single, many = asyncio.run(
            append_rates(SqliteStore(folder / "appends.sqlite"), rounds, seconds)
        )
        remove_database(folder / "appends.sqlite")
        report_rates(report, "sqlite", "SQLite (full sync)", single, many)
        with running_cluster() as cluster:
            url = cluster.url(cluster.create_database())
            single, many = asyncio.run(append_rates(PostgresStore(url), rounds, seconds))
        report_rates(report, "postgresql", "PostgreSQL (fsync off)", single, many)
        due(report, folder, 1_000 if quick else DUE, 1 if quick else DUE_ROUNDS)
