"""A new near reminder on PostgreSQL: how late an idle worker delivers it.

A worker process (`dsh-schedule worker`, default options: it polls every 250 ms) runs on an
empty store. Each round, a host opens a new agent, sets a reminder for one second ahead, as
a person in a shell would, and leaves; the commit that set the session's wake-up time
notifies the worker (LISTEN/NOTIFY), which claims the session at its time instead of at its
next poll. The figure is each delivery line's `late_ms`: the time from the reminder's due
instant to the end of its delivered turn. Target: within 100 ms.
"""

from __future__ import annotations

import asyncio
import functools
import statistics
import time

from bench.report import Report
from bench.workers import WorkerProcess, until, wait_started, workers
from dsh_schedule.cli.live import schedule_plugins
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.runtime.clock import SystemClock
from tests.postgres_cluster import running_cluster

ROUNDS = 10
QUICK_ROUNDS = 3
IDLE_S = 1.5
"""How long the worker is left alone before each round: long enough to have given up the
previous round's session (it keeps one for `hold_ms`, a second) and to be polling idle."""
TARGET_MS = 100


async def leave_reminder(url: str, agent: str) -> None:
    """A host opens `agent` (a new session), sets a reminder for a second from now and
    leaves, giving the session up."""
    host = EmbeddedHost(
        open_store(url), SystemClock(), RecordingLogger(), holder=Holder.this_process()
    )
    await host.load_plugins(schedule_plugins(2))
    host.open_agent(agent)
    result = await host.call_tool(
        agent, "schedule_create", {"prompt": f"{agent} near", "after_seconds": 1}
    )
    if result.is_error:
        raise RuntimeError(result.text)
    await host.close()


def near_reminders(url: str, rounds: int) -> list[float]:
    """The lateness (ms) of each round's reminder, as the worker logged it."""
    with workers(url, 1) as processes:
        worker: WorkerProcess = processes[0]
        wait_started(processes)
        for number in range(rounds):
            time.sleep(IDLE_S)
            asyncio.run(leave_reminder(url, f"near-{number}"))
            until(functools.partial(delivered, worker, number + 1), 30, interval=0.01)
        return [float(line["late_ms"]) for line in worker.delivered]


def delivered(worker: WorkerProcess, count: int) -> bool:
    return len(worker.delivered) >= count


def run(report: Report, quick: bool = False) -> None:
    report.section("Wake-ups: a new near reminder, delivered by an idle PostgreSQL worker")
    rounds = QUICK_ROUNDS if quick else ROUNDS
    with running_cluster() as cluster:
        late = near_reminders(cluster.url(cluster.create_database()), rounds)
    note = f"{rounds} reminders, each set 1 s ahead; the worker polls every 250 ms"
    report.add(
        "wakeups.postgresql.median",
        "postgresql: a new near reminder, lateness at an idle worker (median)",
        statistics.median(late),
        "ms",
        note=note,
    )
    report.add(
        "wakeups.postgresql.max",
        "postgresql: a new near reminder, lateness at an idle worker (max)",
        max(late),
        "ms",
        target=f"<= {TARGET_MS} ms",
        met=max(late) <= TARGET_MS,
    )
