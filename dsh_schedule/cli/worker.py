"""`dsh-schedule worker`: run the worker engine (`host/worker.py`) as a process on the store a
URL names, until SIGTERM (a drain, exit 0) or SIGINT (exit 130).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import signal
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, TextIO

from dsh_schedule.cli import exit_codes
from dsh_schedule.host.errors import StoreBusyError, StoreError, StoreUnavailableError
from dsh_schedule.host.models import Model
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores import SessionStore
from dsh_schedule.host.stores.postgres import redacted
from dsh_schedule.host.worker import BACKOFF_MAX_S, Worker, WorkerLog, WorkerOptions
from dsh_schedule.runtime.clock import SystemClock

if TYPE_CHECKING:
    from dsh_schedule.host.metrics import Metrics


async def run_worker(
    store_url: str,
    options: WorkerOptions,
    out: TextIO,
    *,
    json_logs: bool = False,
    model: Model | None = None,
    stop: asyncio.Event | None = None,
    install_signals: bool = True,
    metrics: Metrics | None = None,
) -> int:
    """Run a worker on the store `store_url` names until SIGTERM or SIGINT (or `stop`);
    `metrics` (served by the caller) measures its store, its model and its host."""
    stop = stop if stop is not None else asyncio.Event()
    interrupted: list[int] = []
    loop = asyncio.get_running_loop()
    if install_signals:
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, _stopper(stop, interrupted, signum))
    clock = SystemClock()
    log = WorkerLog(out, clock, json_lines=json_logs)
    store = await _open_store(store_url, log, stop)
    if store is None:
        return _stopped_by(interrupted) if stop.is_set() else exit_codes.UNUSABLE_INPUT
    model = model or OfflineModel()
    if metrics is not None:
        store, model = metrics.store(store), metrics.model(model)
    worker = Worker(store, model, log, options, clock=clock)
    await worker.start()
    served: dict[str, object] = {}
    if metrics is not None:
        metrics.watch(worker.host)
        served = {"metrics": metrics.url}
    log.line(
        "started",
        f"{worker.holder} on {redacted(store_url)}, up to {options.concurrency} sessions"
        + (f"; metrics on {metrics.url}/metrics" if metrics is not None else ""),
        store=redacted(store_url),
        concurrency=options.concurrency,
        pid=worker.holder.pid,
        **served,
    )
    try:
        await worker.run(stop)
    finally:
        if metrics is not None:
            metrics.stop()
    log.line(
        "stopped",
        f"{worker.delivered} reminders delivered, {worker.failed} with a failed turn",
        delivered=worker.delivered,
        failed=worker.failed,
    )
    return _stopped_by(interrupted)


def _stopped_by(signals: list[int]) -> int:
    """SIGTERM is how a worker is meant to stop; SIGINT is an interruption."""
    return exit_codes.INTERRUPTED if signal.SIGINT in signals else exit_codes.SUCCESS


async def _open_store(url: str, log: WorkerLog, stop: asyncio.Event) -> SessionStore | None:
    """The store, opened; a store that cannot be reached yet is tried again with backoff
    (until `stop`), anything else (a bad URL, a failed login) is one line and None."""
    backoff = 0.5
    while True:
        try:
            return open_store(url, pooled=True)
        except (StoreUnavailableError, StoreBusyError) as error:
            log.warning(f"{error}; trying again in {backoff:g} s")
        except StoreError as error:
            log.error(str(error))
            return None
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), backoff)
        if stop.is_set():
            return None
        backoff = min(BACKOFF_MAX_S, backoff * 2)


def _stopper(stop: asyncio.Event, seen: list[int], signum: int) -> Callable[[], None]:
    def on_signal() -> None:
        seen.append(signum)
        stop.set()

    return on_signal


YOUNG_OBJECTS: Final = 50_000
"""The collector's first threshold in a worker process: how many objects it allocates (net
of those freed) between two collections of the youngest generation (Python's default: 700)."""


def collect_less() -> None:
    """Let the garbage collector run less often in this process. A worker makes an agent, its
    tools, owner and turn for each delivery, and they live through many turns of the loop (a
    batch holds up to `--concurrency` sessions): at the default threshold they were scanned
    again and again, promoted, and scanned by full collections of the whole heap: about a fifth
    of the process's CPU per delivery (docs/decisions/0030). Most of what a delivery drops is
    freed by reference counting; the collector is for cycles, and 50,000 objects between its
    young collections bound what a cycle can hold on to."""
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])


def main_worker(
    store_url: str,
    options: WorkerOptions,
    model: Model,
    *,
    json_logs: bool,
    metrics: Metrics | None = None,
) -> int:
    async def run() -> int:
        try:
            return await run_worker(
                store_url, options, sys.stdout, json_logs=json_logs, model=model, metrics=metrics
            )
        finally:
            await model.close()

    collect_less()
    return asyncio.run(run())
