"""Workers (`dsh-schedule worker`): throughput and lateness, takeover after a kill, and the
cost of one delivery on each store.

- Throughput: N sessions (default 10 000; `DSH_BENCH_WORKER_SESSIONS` for a quick run), one
  reminder each, all due at the same instant T, delivered by 1, 2 and 4 worker processes on
  SQLite and on PostgreSQL. The store is seeded directly through its `create_session`, with
  create events made by the runtime's own record functions and their wake-up times; then the
  workers are started, and T is set far enough ahead that every worker has started before it.
  Deliveries per second are N over the time from T to the last delivery line; lateness is each
  delivery line's `late_ms`. The run ends once the store holds N dispatches, and fails if a
  session was delivered twice. The workers run with `--concurrency 250` (see CONCURRENCY);
  one more run, with 1 000 sessions, shows one worker at the default. The reference is one
  in-process `Worker` on a `MemoryStore` with the same options and the same N.
- Takeover: sessions with reminders spread over time, held by one worker with a short lease
  TTL, and a second worker idle beside it. The holder is SIGKILLed; takeover is the time from
  the kill to the first delivery by the other worker in a session the dead one held, and also
  from the expiry of the dead worker's lease (what the TTL does not explain).
- Per-delivery cost: an in-process `Worker` delivering N due sessions on a `MemoryStore`, a
  `SqliteStore` and a `PostgresStore`, polling every millisecond so that it never waits for
  work: wall time and this process's CPU time per delivery, as ratios to the memory store;
  and the memory store's CPU per delivery over the owner's alone in the same run
  (`bench/owner.py`'s virtual-clock delivery, 1 000 agents and one session of 10 000).

The PostgreSQL cluster is a throwaway one (`tests/postgres_cluster.py`, fsync off, Unix
socket), started for this module and always stopped.
"""

from __future__ import annotations

import asyncio
import gc
import io
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.cpu import process_cpu_s, tree_cpu_s
from bench.owner import virtual_cpu_us
from bench.report import Report, percentile
from dsh_schedule.cli.worker import collect_less
from dsh_schedule.generated.models import ScheduleCreate
from dsh_schedule.host import MemoryStore, SessionStore, SqliteStore, StoredSession
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.worker import Worker, WorkerLog, WorkerOptions
from dsh_schedule.runtime.decode import change_data
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.ids import allocate_schedule_id
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.records import create_after_schedule_record, record_target_ms
from tests.postgres_cluster import Cluster, running_cluster

SESSIONS_ENV = "DSH_BENCH_WORKER_SESSIONS"
SESSIONS = 10_000
QUICK_SESSIONS = 300
WORKER_COUNTS = (1, 2, 4)
CONCURRENCY = 250
"""`--concurrency` of the throughput runs: at the default (16) a worker claims at most 16
sessions per poll (250 ms), 64 deliveries a second, which would measure only that; the
default is measured on its own, with fewer sessions."""
DEFAULT_RUN_SESSIONS = 1_000
AFTER_S = 60
"""Each seeded reminder was created this long before it is due."""
START_MARGIN_S = 2.0
"""How long before T every worker must have started (and polled once)."""
TIMEOUT_S = 600.0
TAKEOVER_SESSIONS = 20
TAKEOVER_DELAYS_S = tuple(range(1, 61))
"""Each takeover session has a reminder every second for a minute, staggered across them."""
TAKEOVER_TTL_S = 2
TAKEOVER_ROUNDS = 4
TAKEOVER_SETTLE_S = 1.0
COST_SESSIONS = 500
COST_SESSIONS_QUICK = 200
COST_POLL_MS = 10
COMMAND = (sys.executable, "-m", "dsh_schedule")
DIES_WITH_US = ("setpriv", "--pdeathsig", "TERM", "--")
"""A worker process is sent SIGTERM (and drains) if the bench dies without stopping it."""


# -- seeding


def seeded_session(number: int, created_ms: int, delays_s: Sequence[int]) -> StoredSession:
    """`session-N` of the agent `agent-N`, with a reminder after each of `delays_s`, made at
    `created_ms` the way `schedule_create` makes them (ids allocated, records checked), and
    the session's wake-up time: its earliest target."""
    events: list[Event] = []
    seen: list[str] = []
    targets = []
    for seq, delay in enumerate(delays_s):
        schedule_id = allocate_schedule_id(seen)
        seen.append(schedule_id)
        record = create_after_schedule_record(
            schedule_id, f"reminder {number}.{seq + 1}", delay, created_ms
        )
        targets.append(record_target_ms(record))
        change = change_data(ScheduleCreate(version=1, schedule=record))
        events.append(Event(SCHEDULE_CHANGE, seq, created_ms, change))
    return StoredSession(
        f"session-{number}", f"agent-{number}", 0, tuple(events), min(targets, default=None)
    )


def seed(store: SessionStore, sessions: Sequence[StoredSession]) -> float:
    """Write `sessions` through the store's own API; the seconds it took."""
    started = time.perf_counter()
    for session in sessions:
        store.create_session(session)
    return time.perf_counter() - started


def due_at_once(count: int, due_ms: int) -> list[StoredSession]:
    return [seeded_session(n, due_ms - AFTER_S * 1000, [AFTER_S]) for n in range(1, count + 1)]


def unsynced(store: SqliteStore) -> SqliteStore:
    """The seeding connection skips the sync to disk (only the seed; the workers' own
    connections sync every commit as usual)."""
    store._database().execute("PRAGMA synchronous = OFF")
    return store


def dispatched(store: SessionStore) -> int:
    return sum(
        1
        for session in store.load_sessions()
        for event in session.events
        if event.type == SCHEDULE_CHANGE
        and isinstance(event.data, dict)
        and event.data.get("operation") == "dispatch"
    )


# -- worker processes


class WorkerProcess:
    """A `dsh-schedule worker --json-logs` process; its lines are read as they come."""

    def __init__(self, url: str, *options: str) -> None:
        self.process = subprocess.Popen(
            [*DIES_WITH_US, *COMMAND, "worker", "--store", url, "--json-logs", *options],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.delivered: list[dict[str, Any]] = []
        self.cpu_at_first_s: float | None = None
        """The process's CPU time when its first delivery line was read."""
        self.started = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for text in self.process.stdout:
            line = json.loads(text)
            if line["event"] == "delivered":
                if not self.delivered:
                    self.cpu_at_first_s = process_cpu_s(self.process.pid)
                self.delivered.append(line)
            elif line["event"] == "started":
                self.started.set()

    def stop(self) -> None:
        """SIGTERM (the worker drains), and wait for its exit and its last line."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=60)
        self._reader.join(timeout=60)
        assert self.process.stdout is not None
        self.process.stdout.close()


@contextmanager
def workers(url: str, count: int, *options: str) -> Iterator[list[WorkerProcess]]:
    """`count` worker processes, all stopped (SIGTERM, or SIGKILL on the way out of a
    failure) when the block ends."""
    started: list[WorkerProcess] = []
    try:
        for _ in range(count):
            started.append(WorkerProcess(url, *options))
        yield started
    finally:
        for process in started:
            if process.process.poll() is None:
                process.process.kill()
            process.stop()


def wait_started(processes: Sequence[WorkerProcess], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    for process in processes:
        if not process.started.wait(max(0.0, deadline - time.monotonic())):
            raise TimeoutError("a worker did not start")


def until(condition: Callable[[], bool], timeout: float, interval: float = 0.05) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the workers did not finish in time")
        time.sleep(interval)


# -- throughput


@dataclass
class Throughput:
    sessions: int
    seed_s: float
    late_ms: list[float] = field(default_factory=list)
    duplicates: int = 0
    workers_cpu_s: float | None = None
    """The worker processes' CPU time from their start to the last delivery line."""
    server_cpu_s: float | None = None
    """The database server's over the same span (PostgreSQL)."""
    busy_cpu_s: float | None = None
    """The worker processes' CPU time from each one's first delivery line to the last line:
    what delivering cost them, without their start and their polls before the due instant."""

    @property
    def rate(self) -> float:
        return self.sessions / max(max(self.late_ms), 1) * 1000


def throughput_run(
    url: str,
    opener: Callable[[], SessionStore],
    count: int,
    seed_rate: float,
    workers_n: int,
    concurrency: int = CONCURRENCY,
    extra: Sequence[str] = (),
    server: int | None = None,
) -> Throughput:
    """Seed `count` sessions due at T (far enough ahead for the seed and the starts), start
    the workers (with the options `extra` besides), and read their delivery lines until the
    store holds every dispatch; with the CPU time the workers and the server (its process
    id, `server`) spent from the workers' start to the last delivery line."""
    allowance_s = count / seed_rate * 1.3 + 1.0
    due_ms = round((time.time() + allowance_s + START_MARGIN_S + 1.0 * workers_n) * 1000)
    store = opener()
    took = seed(store, due_at_once(count, due_ms))
    store.close()
    with workers(url, workers_n, "--concurrency", str(concurrency), *extra) as processes:
        wait_started(processes)
        if time.time() * 1000 > due_ms - 250:
            raise RuntimeError("the workers started after the due instant; raise the margin")

        def delivered() -> int:
            return sum(len(p.delivered) for p in processes)

        server_s = None if server is None else tree_cpu_s(server)
        until(lambda: delivered() >= count, TIMEOUT_S)
        workers_s = sum(process_cpu_s(p.process.pid) for p in processes)
        busy_s = sum(
            process_cpu_s(p.process.pid) - p.cpu_at_first_s
            for p in processes
            if p.cpu_at_first_s is not None
        )
        if server_s is not None and server is not None:
            server_s = tree_cpu_s(server) - server_s
        reader = open_store(url, read_only=True)
        try:
            until(lambda: dispatched(reader) >= count, 60, interval=0.5)
        finally:
            reader.close()
        lines = [line for p in processes for line in p.delivered]
    late = [line["late_ms"] for line in lines]
    result = Throughput(count, took, late, 0, workers_s, server_s, busy_s)
    result.duplicates = len(lines) - len({line["session"] for line in lines})
    return result


async def memory_reference(count: int) -> Throughput:
    """One in-process worker on a `MemoryStore`, with the workers' default options and their
    collector's threshold (`collect_less`), as the worker processes it is compared with run."""
    threshold = gc.get_threshold()
    collect_less()
    try:
        return await _memory_reference(count)
    finally:
        gc.set_threshold(*threshold)


async def _memory_reference(count: int) -> Throughput:
    store = MemoryStore()
    due_ms = round((time.time() + count / 20_000 + 1.0) * 1000)
    took = seed(store, due_at_once(count, due_ms))
    out = io.StringIO()
    worker = Worker(store, OfflineModel(), WorkerLog(out, store.clock, json_lines=True), options())
    await worker.start()
    stop = asyncio.Event()

    async def watch() -> None:
        while worker.delivered < count:
            await asyncio.sleep(0.01)
        stop.set()

    watcher = asyncio.create_task(watch())
    await asyncio.wait_for(worker.run(stop), TIMEOUT_S)
    await watcher
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    return Throughput(count, took, [x["late_ms"] for x in lines if x["event"] == "delivered"])


def options(**changes: int) -> WorkerOptions:
    return WorkerOptions(concurrency=CONCURRENCY, **changes)


def report_throughput(
    report: Report, key: str, label: str, result: Throughput, reference: Throughput | None = None
) -> None:
    """The rate (against the memory store's, where given) and the lateness of one run."""
    report.add(
        f"{key}.rate",
        f"{label}: deliveries per second",
        result.rate,
        "/s",
        peer=None if reference is None else "memory",
        ratio=None if reference is None else result.rate / reference.rate,
        note=f"seeded in {result.seed_s:.1f} s",
    )
    report.add(f"{key}.p50", f"{label}: p50 lateness", percentile(result.late_ms, 0.5), "ms")
    report.add(f"{key}.p99", f"{label}: p99 lateness", percentile(result.late_ms, 0.99), "ms")
    spent = {
        "workers": ("the workers' CPU", result.workers_cpu_s),
        "busy": ("the workers' CPU from their first delivery on", result.busy_cpu_s),
        "server": ("the server's CPU", result.server_cpu_s),
    }
    for name, (what, seconds) in spent.items():
        if seconds is not None:
            figure = seconds / result.sessions * 1e6
            report.add(f"{key}.cpu.{name}", f"{label}: {what} per delivery", figure, "us")


def sessions_wanted(quick: bool) -> int:
    """The throughput runs' session count: `DSH_BENCH_WORKER_SESSIONS`, or 10 000."""
    if quick:
        return QUICK_SESSIONS
    text = os.environ.get(SESSIONS_ENV, str(SESSIONS))
    if not text.isdigit() or int(text) < 1:
        raise SystemExit(f"{SESSIONS_ENV} must be a positive whole number, not {text!r}")
    return int(text)


def throughput(report: Report, cluster: Cluster, folder: Path, count: int) -> None:
    reference = asyncio.run(memory_reference(count))
    report_throughput(
        report, "workers.memory", f"memory, 1 in-process worker, {count:,}", reference
    )
    for kind in ("sqlite", "postgresql"):
        rate = calibrate(kind, cluster, folder)
        for workers_n in WORKER_COUNTS:
            url, opener = new_store(kind, cluster, folder)
            server = cluster.pid if kind == "postgresql" else None
            result = throughput_run(url, opener, count, rate, workers_n, server=server)
            label = f"{kind}, {workers_n} worker{'s' if workers_n > 1 else ''}, {count:,}"
            check(result)
            report_throughput(report, f"workers.{kind}.{workers_n}", label, result, reference)
    default = min(count, DEFAULT_RUN_SESSIONS)
    url, opener = new_store("postgresql", cluster, folder)
    result = throughput_run(
        url, opener, default, rate, 1, WorkerOptions.concurrency, server=cluster.pid
    )
    check(result)
    label = f"postgresql, 1 worker, default --concurrency, {default:,}"
    report_throughput(report, "workers.postgresql.default", label, result)


def new_store(kind: str, cluster: Cluster, folder: Path) -> tuple[str, Callable[[], SessionStore]]:
    """A new, empty store of `kind`: its URL, and how the seed opens it."""
    if kind == "sqlite":
        path = folder / f"throughput-{time.time_ns()}.sqlite"
        return f"sqlite:{path}", lambda: unsynced(SqliteStore(path))
    url = cluster.url(cluster.create_database())
    return url, lambda: PostgresStore(url)


def check(result: Throughput) -> None:
    """Every reminder delivered once: a duplicate would make the figures meaningless."""
    if result.duplicates:
        raise RuntimeError(f"{result.duplicates} reminders delivered twice")


def calibrate(kind: str, cluster: Cluster, folder: Path, count: int = 200) -> float:
    """Sessions seeded per second on a scratch store of this kind."""
    if kind == "sqlite":
        store: SessionStore = unsynced(SqliteStore(folder / f"calibrate-{time.time_ns()}.sqlite"))
    else:
        store = PostgresStore(cluster.schema_url())
    took = seed(store, due_at_once(count, round(time.time() * 1000) + 3_600_000))
    store.close()
    return count / took


# -- takeover


@dataclass
class Takeover:
    after_kill_ms: list[float] = field(default_factory=list)
    after_expiry_ms: list[float] = field(default_factory=list)


def takeover(url: str, rounds: int) -> Takeover:
    """One worker holds every session; a standby beside it is idle. Each round SIGKILLs the
    holder and waits for the standby's first delivery in a session the dead one held; the
    standby then holds them all, and a new standby is started for the next round."""
    created_ms = round(time.time() * 1000)
    store = open_store(url)
    seed(
        store,
        [
            seeded_session(n, created_ms + n * 1000 // TAKEOVER_SESSIONS, TAKEOVER_DELAYS_S)
            for n in range(1, TAKEOVER_SESSIONS + 1)
        ],
    )
    result = Takeover()
    flags = ("--lease-ttl", str(TAKEOVER_TTL_S), "--concurrency", str(TAKEOVER_SESSIONS))
    with workers(url, 1, *flags) as processes:
        holder = processes[0]
        until(lambda: len({line["session"] for line in holder.delivered}) == TAKEOVER_SESSIONS, 30)
        for _ in range(rounds):
            standby = WorkerProcess(url, *flags)
            processes.append(standby)
            wait_started([standby])
            time.sleep(TAKEOVER_SETTLE_S)  # the standby polls and finds nothing free
            after_kill, after_expiry = kill_and_wait(store, holder, standby)
            result.after_kill_ms.append(after_kill)
            result.after_expiry_ms.append(after_expiry)
            holder = standby
    store.close()
    return result


def kill_and_wait(
    store: SessionStore, holder: WorkerProcess, standby: WorkerProcess
) -> tuple[float, float]:
    """SIGKILL `holder`; the ms from the kill, and from the expiry of the dead holder's
    lease, to the standby's first delivery in a session the dead one held."""
    now = store.clock.now_ms()
    held = {}
    for number in range(1, TAKEOVER_SESSIONS + 1):
        lease = store.lease_of(f"session-{number}")
        if lease is not None and lease.holder.pid == holder.process.pid and lease.live_at(now):
            held[lease.session_id] = lease.expires_at_ms
    if not held:
        raise RuntimeError("the holder held no session at the kill")
    seen = len(standby.delivered)
    holder.process.kill()
    killed_ms = time.time() * 1000

    def first() -> dict[str, Any] | None:
        return next((x for x in standby.delivered[seen:] if x["session"] in held), None)

    until(lambda: first() is not None, 30, interval=0.01)
    line = first()
    assert line is not None
    delivered_ms = parse_instant(line["time"])
    return delivered_ms - killed_ms, delivered_ms - held[line["session"]]


def report_takeover(report: Report, kind: str, result: Takeover) -> None:
    rounds = len(result.after_kill_ms)
    note = f"{rounds} kills, lease TTL {TAKEOVER_TTL_S} s"
    report.add(
        f"workers.takeover.{kind}.kill",
        f"{kind}: takeover after SIGKILL, kill to next delivery (median)",
        statistics.median(result.after_kill_ms),
        "ms",
        note=f"{note}; max {max(result.after_kill_ms):.0f} ms",
    )
    report.add(
        f"workers.takeover.{kind}.expiry",
        f"{kind}: takeover after SIGKILL, lease expiry to next delivery (median)",
        statistics.median(result.after_expiry_ms),
        "ms",
        note=f"max {max(result.after_expiry_ms):.0f} ms",
    )


# -- per-delivery cost


WARM_UP = 50
"""Sessions delivered once before the measured runs, so that none of them pays for the
process's first uses (imports, compiled patterns, caches): about 12 % of a first run."""


@dataclass
class Cost:
    wall_s: float
    cpu_s: float


async def delivery_cost(store: SessionStore, count: int) -> Cost:
    """An in-process worker delivering `count` sessions already due, from its start until
    each is delivered, dispatched and released."""
    seed(store, due_at_once(count, round(time.time() * 1000) - 1000))
    if isinstance(store, SqliteStore):
        store._database().execute("PRAGMA synchronous = FULL")
    log = WorkerLog(io.StringIO(), store.clock)
    worker = Worker(store, OfflineModel(), log, options(poll_ms=COST_POLL_MS))
    await worker.start()
    stop = asyncio.Event()
    gc.collect()  # settled, as the owner's run it is compared with (`bench/owner.py`)

    async def watch() -> None:
        while worker.delivered < count or worker.host.sessions.list():
            await asyncio.sleep(0.001)
        stop.set()

    wall, cpu = time.perf_counter(), time.process_time()
    watcher = asyncio.create_task(watch())
    await asyncio.wait_for(worker.run(stop), TIMEOUT_S)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    await watcher
    if dispatched(store) != count:
        raise RuntimeError("not every reminder was dispatched")
    store.close()
    return Cost(wall / count, cpu / count)


def costs(report: Report, cluster: Cluster, folder: Path, count: int) -> None:
    stores: dict[str, Callable[[], SessionStore]] = {
        "memory": MemoryStore,
        "sqlite": lambda: unsynced(SqliteStore(folder / "cost.sqlite")),
        "postgresql": lambda: PostgresStore(cluster.url(cluster.create_database())),
    }
    asyncio.run(delivery_cost(MemoryStore(), WARM_UP))  # first uses paid outside the figures
    measured = {
        kind: asyncio.run(delivery_cost(opener(), count)) for kind, opener in stores.items()
    }
    reference = measured["memory"]
    owner_ratio(report, reference)
    for kind, cost in measured.items():
        peer = None if kind == "memory" else "memory"
        report.add(
            f"workers.cost.{kind}.wall",
            f"{kind}: wall time per delivery, in-process worker, {count:,} sessions",
            cost.wall_s * 1e3,
            "ms",
            peer=peer,
            ratio=None if peer is None else reference.wall_s / cost.wall_s,
        )
        report.add(
            f"workers.cost.{kind}.cpu",
            f"{kind}: this process's CPU time per delivery",
            cost.cpu_s * 1e3,
            "ms",
            peer=peer,
            ratio=None if peer is None else reference.cpu_s / cost.cpu_s,
        )


OWNER_SHAPES = {"1,000 agents": (1_000, 1), "one session of 10,000": (1, 10_000)}
"""The owner's runs a worker's delivery is compared with (`bench/owner.py`, virtual clock)."""


def owner_ratio(report: Report, worker: Cost) -> None:
    """The worker's CPU per delivery on the memory store over the owner's alone, in this
    run (issue 34's target: at most 3x): what claiming, opening, the model's turn, the
    conversation, logging and releasing add to the domain's own work."""
    for label, shape in OWNER_SHAPES.items():
        owner = asyncio.run(virtual_cpu_us(*shape))
        ratio = worker.cpu_s * 1e6 / owner
        report.add(
            f"workers.cost.memory.owner.{shape[0]}x{shape[1]}",
            f"memory: worker CPU per delivery over the owner's, {label}",
            ratio,
            "x",
            target="<= 3x",
            met=ratio <= 3,
            note=f"owner {owner:.1f} us a delivery",
        )


def run(report: Report, quick: bool = False) -> None:
    report.section("Workers: delivery by worker processes on SQLite and PostgreSQL")
    count = sessions_wanted(quick)
    with (
        tempfile.TemporaryDirectory(prefix="dsh-bench-workers-") as name,
        running_cluster() as cluster,
    ):
        folder = Path(name)
        costs(report, cluster, folder, COST_SESSIONS_QUICK if quick else COST_SESSIONS)
        for kind in ("sqlite", "postgresql"):
            url, _ = new_store(kind, cluster, folder)
            report_takeover(report, kind, takeover(url, 2 if quick else TAKEOVER_ROUNDS))
        throughput(report, cluster, folder, count)
