"""The SQLite session store: durable appends per second, and resuming a big store.

The store files live in the system's temporary directory (on the machine measured for
docs/performance.md, an ordinary disk, not a RAM disk): every flush is a transaction committed
with a full sync, so its cost is the disk's.
- append + flush: one `session.append` of a schedule change (checked by the invariant
  companion) followed by `sessions.flush`, the host's durability barrier; and whole
  `schedule_create` tool calls (two flushes each).
- resume: a store of 1 000 sessions of 1 000 events each (the churn of bench/fold.py: half
  schedule changes, three active reminders per session), written as hosts' flushes leave it
  (each session's checkpoint `TAIL` events before its end), is opened as a restarted process
  would: read every session (`load_sessions`, which reads every event), then the embedded host
  loads the companion and the plugin, claims every session in one transaction and resumes a
  root agent per session from its checkpoint, each owner arming its timer; and one session of
  100 000 events against one of 100, the same way.
- the cost of checkpoints: append + flush with the sync off, with the plugin's checkpoint hint
  and without it (a bench-only host that takes no hint), in interleaved rounds.
"""

from __future__ import annotations

import asyncio
import gc
import tempfile
import time
from pathlib import Path

from bench.fold import START_MS, churn_events, create_data, end_data
from bench.owner import Run, open_run, quiet
from bench.report import Report
from dsh_schedule.host import EmbeddedHost, RecordingLogger, SqliteStore, StoredSession
from dsh_schedule.host.sessions import HostSessions
from dsh_schedule.host.stores import checkpoints
from dsh_schedule.host.stores.checkpoints import CHECKPOINT_EVERY
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.fold import ScheduleProjection
from dsh_schedule.runtime.host_contract import CheckpointHint, Disposer, Session
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule

FLUSH_SECONDS = 2.0
SESSIONS = 1_000
EVENTS = 1_000
SHORT_LOG = 100
LONG_LOG = 100_000
REPEATS = 5
TAIL = CHECKPOINT_EVERY // 2
"""The events a built session holds past its checkpoint: half the interval, on average."""


async def appends(report: Report, directory: Path, seconds: float) -> None:
    store = SqliteStore(directory / "appends.sqlite")
    host = EmbeddedHost(store, VirtualClock(START_MS), RecordingLogger())
    await host.load_plugins([install_schedule_invariant, install_schedule])
    agent = host.create_agent("main")
    session = agent.session
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        schedule_id = f"probe-{count}"
        session.append(SCHEDULE_CHANGE, create_data(schedule_id, START_MS + 3_600_000))
        assert await host.sessions.flush(session)
        session.append(SCHEDULE_CHANGE, end_data("delete", schedule_id))
        assert await host.sessions.flush(session)
        count += 2
    rate = count / (time.perf_counter() - started)
    calls = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        arguments = {"prompt": "p", "after_seconds": 3600}
        result = await host.call_tool("main", "schedule_create", arguments)
        assert not result.is_error, result.text
        await asyncio.sleep(0)
        calls += 1
    call_rate = calls / (time.perf_counter() - started)
    await host.close()
    report.add(
        "store.append_flush_rate", "SQLite: append + flush (full sync) per second", rate, "/s"
    )
    report.add("store.append_flush_latency", "SQLite: one append + flush", 1e3 / rate, "ms")
    report.add(
        "store.create_call_rate", "SQLite: schedule_create tool calls per second", call_rate, "/s"
    )


def build(path: Path, sessions: int, events: int) -> float:
    """Write the store to resume, as hosts' flushes leave it: each session's checkpoint
    `TAIL` events before its end (between two checkpoints); returns how long that took (not a
    figure of merit)."""
    started = time.perf_counter()
    store = SqliteStore(path)
    log = tuple(churn_events(events, due_ms=START_MS + 86_400_000))
    covered = max(events - TAIL, 1)
    projection = ScheduleProjection()
    projection.refresh(log[:covered])
    state = projection.snapshot(covered, 0)
    assert state is not None
    checkpoint = checkpoints.write_of(state, 0, True)
    holder = Holder.this_process()
    for number in range(1, sessions + 1):
        session_id = f"session-{number}"
        store.create_session(StoredSession(session_id, f"agent-{number}", 0, ()))
        (claim,) = store.claim(holder, 3_600_000, session_id=session_id)
        store.commit(claim.lease, log[:covered], None, checkpoint)
        store.commit(claim.lease, log[covered:])
        store.release(claim.lease)
    store.close()
    return time.perf_counter() - started


async def resume(report: Report, path: Path, sessions: int, events: int) -> None:
    gc.collect()
    started = time.perf_counter()
    loaded = SqliteStore(path).load_sessions()
    read = time.perf_counter() - started
    assert len(loaded) == sessions and all(len(s.events) == events for s in loaded)
    del loaded
    gc.collect()
    started = time.perf_counter()
    run: Run = await open_run(SqliteStore(path), VirtualClock(START_MS), sessions)
    await quiet(run)
    total = time.perf_counter() - started
    armed = sum(1 for i in run.installations for owner in i.owners if not owner.faulted)
    assert armed == sessions, armed
    await run.host.close()
    name = f"resume {sessions:,} sessions x {events:,} events"
    report.add("store.resume.read", f"{name}: read every session (load_sessions)", read, "s")
    report.add(
        "store.resume.total",
        f"{name}: open, load plugins, resume agents, arm owners",
        total,
        "s",
    )
    report.add(
        "store.resume.per_event",
        f"{name}: per stored event",
        total / (sessions * events) * 1e6,
        "us",
    )


async def resume_one(path: Path) -> tuple[float, float]:
    """The best of `REPEATS` resumes of the one session in `path`: the whole (open the store,
    load, resume, arm), and the part after the store is open."""
    best, after_open = float("inf"), float("inf")
    for _ in range(REPEATS):
        gc.collect()
        started = time.perf_counter()
        store = SqliteStore(path)
        opened = time.perf_counter()
        run: Run = await open_run(store, VirtualClock(START_MS), 1)
        await quiet(run)
        ended = time.perf_counter()
        best, after_open = min(best, ended - started), min(after_open, ended - opened)
        assert not any(owner.faulted for i in run.installations for owner in i.owners)
        await run.host.close()
    return best, after_open


async def long_log(report: Report, directory: Path, long: int) -> None:
    """One session of `long` events against one of `SHORT_LOG`: what history costs a resume."""
    times = []
    for events in (SHORT_LOG, long):
        path = directory / f"one-{events}.sqlite"
        build(path, 1, events)
        times.append(await resume_one(path))
    (short, short_open), (whole, whole_open) = times
    report.add("store.resume.short", f"resume 1 session of {SHORT_LOG:,} events", short * 1e3, "ms")
    report.add("store.resume.long", f"resume 1 session of {long:,} events", whole * 1e3, "ms")
    report.add(
        "store.resume.long_ratio",
        f"resume: {long:,} events over {SHORT_LOG:,} events",
        whole / short,
        "x",
        target="<= 2x",
        met=whole / short <= 2,
    )
    report.add(
        "store.resume.long_ratio_opened",
        f"resume, the store already open: {long:,} events over {SHORT_LOG:,} events",
        whole_open / short_open,
        "x",
    )


class _UncheckpointedSessions(HostSessions):
    """Bench only: sessions that take no checkpoint hint, so no flush writes a checkpoint."""

    def provide_checkpoint_hint(self, session: Session, hint: CheckpointHint) -> Disposer:
        return lambda: None


class _UncheckpointedHost(EmbeddedHost):
    def new_sessions(self) -> HostSessions:
        return _UncheckpointedSessions(self.store, self.clock, self.holder, self.lease_ttl_ms)


async def flush_cost(path: Path, host_class: type[EmbeddedHost], pairs: int) -> float:
    """µs per append + flush of a schedule change (checked by the companion), the sync turned
    off: the CPU of a durable append, with or without its checkpoints."""
    store = SqliteStore(path)
    store._database().execute("PRAGMA synchronous = OFF")
    host = host_class(store, VirtualClock(START_MS), RecordingLogger())
    await host.load_plugins([install_schedule_invariant, install_schedule])
    session = host.create_agent("main").session
    started = time.perf_counter()
    for number in range(pairs):
        schedule_id = f"probe-{number}"
        session.append(SCHEDULE_CHANGE, create_data(schedule_id, START_MS + 3_600_000))
        assert await host.sessions.flush(session)
        session.append(SCHEDULE_CHANGE, end_data("delete", schedule_id))
        assert await host.sessions.flush(session)
    elapsed = time.perf_counter() - started
    await host.close()
    return elapsed / (2 * pairs) * 1e6


async def checkpoint_cost(report: Report, directory: Path, pairs: int) -> None:
    """Append + flush with checkpoints against without, in interleaved rounds (best of 7)."""
    with_it, without = float("inf"), float("inf")
    for number in range(7):
        with_it = min(
            with_it, await flush_cost(directory / f"c{number}.sqlite", EmbeddedHost, pairs)
        )
        without = min(
            without, await flush_cost(directory / f"u{number}.sqlite", _UncheckpointedHost, pairs)
        )
    report.add(
        "store.flush_cpu", "SQLite append + flush, sync off, with checkpoints", with_it, "us"
    )
    report.add(
        "store.flush_cpu_unchecked",
        "SQLite append + flush, sync off, without checkpoints (bench only)",
        without,
        "us",
    )
    report.add(
        "store.flush_cpu_ratio",
        "SQLite append + flush rate, with checkpoints over without",
        without / with_it,
        "x",
        target=">= 0.9x",
        met=without / with_it >= 0.9,
    )


async def measure(report: Report, quick: bool) -> None:
    with tempfile.TemporaryDirectory(prefix="dsh-bench-") as folder:
        directory = Path(folder)
        await appends(report, directory, 0.5 if quick else FLUSH_SECONDS)
        await checkpoint_cost(report, directory, 100 if quick else 1_000)
        sessions, events = (100, 200) if quick else (SESSIONS, EVENTS)
        path = directory / "resume.sqlite"
        built = build(path, sessions, events)
        if report.verbose:
            print(f"  (built the store to resume in {built:.1f} s)", flush=True)
        await resume(report, path, sessions, events)
        await long_log(report, directory, 10_000 if quick else LONG_LOG)


def run(report: Report, quick: bool = False) -> None:
    report.section("SQLite store")
    asyncio.run(measure(report, quick))
