"""The live owner at scale: many root agents whose reminders are all due at the same instant.

Each of N sessions holds one `schedule/change` create due at the same instant T; the store is
opened by the embedded host with the invariant companion and the plugin, and every session is
resumed into its own root agent (N owners, N armed timers). Then:
- virtual clock: the clock is advanced to T in one step, from an event-loop callback as a real
  timer fires; lateness is the real time from that step to each delivery (the virtual clock
  stands still while the runtime works);
- real clock (`SystemClock`): T is about one second after the setup ends; lateness is the wall
  time of each delivery minus T.
"Time to deliver all" runs from T (virtual: the advance) to the last delivery. Memory is traced
with `tracemalloc` in a separate run on the virtual clock (tracing slows Python down, so it
never overlaps a timing): the peak over setup and delivery, and the memory held per pending
reminder once every owner is armed (session, agent, tools, owner and projections included).
Finally one session with 10 000 pending reminders due at once: time per delivery.
Each timed run starts from a settled collector (`gc.collect()` once its setup is done, as
bench/group.py's due runs and bench/before_after.py do): the collections the deliveries cause
are timed, but not a full collection the setup left owing, which otherwise lands in the window
or not by chance (about 55 ms, half the time of 1 000 deliveries, when it does).
"""

from __future__ import annotations

import asyncio
import gc
import time
import tracemalloc
from dataclasses import dataclass, field

from bench.fold import START_MS, create_data, settle
from bench.report import Report, percentile
from dsh_schedule.host import (
    EmbeddedHost,
    MemoryStore,
    RecordingLogger,
    SessionStore,
    StoredSession,
)
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.runtime.clock import Clock, SystemClock, VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.host_contract import Followup, PluginContext
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule

VIRTUAL_DUE_MS = START_MS + 60_000
REAL_MARGIN_S = 1.0
SETUP_ALLOWANCE = 2.0
"""The real-clock setup may take this many times the virtual-clock one (a shared machine's
load moves it that much) before it overruns the due instant."""
SINGLE_SESSION = 10_000
TIMEOUT_S = 120.0


@dataclass
class Run:
    host: EmbeddedHost
    clock: Clock
    installations: list[ScheduleInstallation] = field(default_factory=list)
    delivered_at: list[float] = field(default_factory=list)

    def busy(self) -> bool:
        return any(owner.busy for i in self.installations for owner in i.owners)

    def record(self, agent: HostAgent, message: Followup) -> None:
        self.delivered_at.append(time.perf_counter() if self.virtual else time.time())

    @property
    def virtual(self) -> bool:
        return isinstance(self.clock, VirtualClock)


def store_with(sessions: int, reminders: int, due_ms: int) -> MemoryStore:
    store = MemoryStore()
    for number in range(1, sessions + 1):
        events = tuple(
            Event(SCHEDULE_CHANGE, seq, due_ms - 60_000, create_data(f"schedule-{seq + 1}", due_ms))
            for seq in range(reminders)
        )
        store.create_session(StoredSession(f"session-{number}", f"agent-{number}", 0, events))
    return store


async def open_run(store: SessionStore, clock: Clock, sessions: int) -> Run:
    """A host with the companion and the plugin that opens `session-1` to `session-N` (claimed
    together, then each resumed into a root agent). Its leases last an hour: nothing can renew
    them while the setup holds the event loop, and a lost lease would deliver nothing."""
    host = EmbeddedHost(store, clock, RecordingLogger(), lease_ttl_ms=3_600_000)
    run = Run(host, clock)

    def plugin(ctx: PluginContext) -> ScheduleInstallation:
        installation = install_schedule(ctx)
        run.installations.append(installation)
        return installation

    await host.load_plugins([install_schedule_invariant, plugin])
    host.agents.on_delivered(run.record)
    host.open_sessions([f"session-{number}" for number in range(1, sessions + 1)])
    await quiet(run)
    return run


async def quiet(run: Run) -> None:
    """Until no owner drive is running or requested."""
    await settle()
    while run.busy():
        await asyncio.sleep(0)


async def deliver(run: Run, expected: int, due_s: float) -> float:
    """Move to the due instant (virtual) or wait for it (real); the start of the lateness."""
    clock = run.clock
    if isinstance(clock, VirtualClock):
        # Fired by the event loop itself, as the real clock's timers are (not from inside
        # this task): each owner's timer callback then runs where a real one would.
        start = time.perf_counter()
        asyncio.get_running_loop().call_soon(clock.advance, VIRTUAL_DUE_MS - clock.now_ms())
    else:
        start = due_s
    deadline = time.perf_counter() + TIMEOUT_S
    while len(run.delivered_at) < expected or run.busy():
        await asyncio.sleep(0 if run.virtual else 0.001)
        if time.perf_counter() > deadline:
            raise TimeoutError(f"{len(run.delivered_at)} of {expected} delivered")
    return start


async def virtual_cpu_us(sessions: int, reminders: int) -> float:
    """CPU per delivery of `sessions` sessions holding `reminders` each, all due at once, on
    the virtual clock (what `agents_run` and `single_session` report, without the rest)."""
    count = sessions * reminders
    run = await open_run(
        store_with(sessions, reminders, VIRTUAL_DUE_MS), VirtualClock(START_MS), sessions
    )
    gc.collect()  # settled: see the module's docstring
    cpu = time.process_time()
    await deliver(run, count, 0.0)
    cpu = time.process_time() - cpu
    await run.host.close()
    return cpu / count * 1e6


async def agents_run(report: Report, agents: int, real: bool) -> None:
    kind = "real clock" if real else "virtual clock"
    name = f"{agents:,} agents, {kind}"
    key = f"owner.{agents}.{'real' if real else 'virtual'}"
    began = time.perf_counter()
    if real:
        # T must lie after the setup; estimate it from a probe of the same size first.
        estimate = setup_estimate.get(agents, 5.0)
        due_s = time.time() + estimate * SETUP_ALLOWANCE + REAL_MARGIN_S
        due_ms = int(due_s * 1000)
        run = await open_run(store_with(agents, 1, due_ms), SystemClock(), agents)
        due_s = due_ms / 1000
    else:
        due_s = 0.0
        run = await open_run(store_with(agents, 1, VIRTUAL_DUE_MS), VirtualClock(START_MS), agents)
    setup = time.perf_counter() - began
    setup_estimate[agents] = setup
    gc.collect()  # settled: see the module's docstring
    if real and time.time() >= due_s:
        raise RuntimeError("the setup overran the due instant; raise the estimate")
    cpu = time.process_time()
    start = await deliver(run, agents, due_s)
    cpu = time.process_time() - cpu
    assert len(run.delivered_at) == agents
    lateness = [(at - start) * 1000 for at in run.delivered_at]
    await run.host.close()
    report.add(f"{key}.setup", f"{name}: open, load, resume, arm every owner", setup, "s")
    report.add(f"{key}.deliver_all", f"{name}: time to deliver all", max(lateness) / 1000, "s")
    report.add(f"{key}.p50", f"{name}: p50 lateness", percentile(lateness, 0.5), "ms")
    report.add(f"{key}.p99", f"{name}: p99 lateness", percentile(lateness, 0.99), "ms")
    if not real:  # the real clock's CPU time also counts the wait for the due instant
        report.add(f"{key}.cpu", f"{name}: CPU per delivery", cpu / agents * 1e6, "us")


setup_estimate: dict[int, float] = {}


async def memory_run(report: Report, agents: int) -> None:
    gc.collect()
    tracemalloc.start()
    base, _ = tracemalloc.get_traced_memory()
    run = await open_run(store_with(agents, 1, VIRTUAL_DUE_MS), VirtualClock(START_MS), agents)
    gc.collect()
    pending, _ = tracemalloc.get_traced_memory()
    await deliver(run, agents, 0.0)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    await run.host.close()
    name = f"{agents:,} agents"
    report.add(f"owner.{agents}.peak_memory", f"{name}: peak traced memory", peak / 2**20, "MiB")
    report.add(
        f"owner.{agents}.memory_per_reminder",
        f"{name}: memory per pending reminder (one agent each)",
        (pending - base) / agents / 1024,
        "KiB",
    )


async def single_session(report: Report, reminders: int) -> None:
    gc.collect()
    tracemalloc.start()
    base, _ = tracemalloc.get_traced_memory()
    store = store_with(1, reminders, VIRTUAL_DUE_MS)
    stored, _ = tracemalloc.get_traced_memory()
    run = await open_run(store, VirtualClock(START_MS), 1)
    gc.collect()
    pending, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    await run.host.close()
    per_reminder = (pending - stored) / reminders
    run = await open_run(store_with(1, reminders, VIRTUAL_DUE_MS), VirtualClock(START_MS), 1)
    gc.collect()  # settled: see the module's docstring
    cpu = time.process_time()
    start = await deliver(run, reminders, 0.0)
    cpu = time.process_time() - cpu
    total = max(run.delivered_at) - start
    lateness = [(at - start) * 1000 for at in run.delivered_at]
    await run.host.close()
    name = f"one session, {reminders:,} reminders due at once"
    report.add(
        f"owner.session_{reminders}.per_delivery",
        f"{name}: time per delivery",
        total / reminders * 1e6,
        "us",
    )
    report.add(
        f"owner.session_{reminders}.cpu", f"{name}: CPU per delivery", cpu / reminders * 1e6, "us"
    )
    report.add(f"owner.session_{reminders}.deliver_all", f"{name}: time to deliver all", total, "s")
    report.add(
        f"owner.session_{reminders}.p99", f"{name}: p99 lateness", percentile(lateness, 0.99), "ms"
    )
    report.add(
        f"owner.session_{reminders}.memory_per_reminder",
        f"{name}: live memory per pending reminder (beyond the store)",
        per_reminder / 1024,
        "KiB",
    )
    del base


async def measure(report: Report, quick: bool) -> None:
    sizes = (100, 1_000) if quick else (1_000, 10_000)
    for agents in sizes:
        await agents_run(report, agents, real=False)
        await agents_run(report, agents, real=True)
        await memory_run(report, agents)
    await single_session(report, 1_000 if quick else SINGLE_SESSION)


def run(report: Report, quick: bool = False) -> None:
    report.section("Owner at scale")
    asyncio.run(measure(report, quick))
