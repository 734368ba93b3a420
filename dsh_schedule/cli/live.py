"""Opening one agent of the embedded host on a SQLite file with the real clock.

The demo and the shell open only the agent they were asked for: its session is claimed for this
process, so no other process delivers its reminders meanwhile. Every failure to open is one
`LiveHostError` line with the exit code it maps to.
"""

from __future__ import annotations

import asyncio
import collections
import functools
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from dsh_schedule.cli import exit_codes
from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.errors import LeaseHeldError, StoreBusyError, StoreError
from dsh_schedule.host.host import EmbeddedHost, Plugin, RecordingLogger
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS
from dsh_schedule.host.stores.postgres import redacted
from dsh_schedule.runtime.clock import SystemClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule

if TYPE_CHECKING:
    from dsh_schedule.host.metrics import Metrics

RETRY_SECONDS = 0.1
"""How often a waiting process tries again to claim a held session."""
HANDOVER_SECONDS = 5.0
"""How long a process waits, unasked, for a worker it asked to hand a session over: a worker
gives it up at its next idle point, within moments unless a model turn is under way."""


class LiveHostError(CommandLineError):
    """The store cannot be opened, holds a corrupt schedule log, or the session is held;
    said in one line, with the exit code it maps to."""

    def __init__(self, message: str, exit_code: int = exit_codes.UNUSABLE_INPUT) -> None:
        super().__init__(message)
        self.exit_code = exit_code


async def open_live_agent(
    store_url: str,
    agent_name: str,
    *,
    wait_seconds: float | None = None,
    lease_ttl_ms: int = DEFAULT_TTL_MS,
    waiting: Callable[[str], None] = lambda line: None,
    protocol: int = 2,
    metrics: Metrics | None = None,
) -> tuple[EmbeddedHost, HostAgent]:
    """The host on the store `store_url` names (SPEC §14: `sqlite:PATH` or a path,
    `postgresql://…`, `memory:`) with the invariant companion and the schedule plugin loaded
    for `protocol`, and the root agent `agent_name` open in it. A session held by another
    process is refused at once, or, with `wait_seconds`, claimed as soon as it is free within
    that many seconds (`waiting` hears one line when the wait begins). `metrics` measures
    the store and watches the host."""
    try:
        store = open_store(store_url)
    except StoreError as error:
        raise LiveHostError(str(error)) from None
    if metrics is not None:
        store = metrics.store(store)
    host = EmbeddedHost(store, SystemClock(), RecordingLogger(), lease_ttl_ms=lease_ttl_ms)
    if metrics is not None:  # before the session opens: a reminder overdue then is counted too
        metrics.watch(host)
    try:
        await host.load_plugins(schedule_plugins(protocol))
        agent = await claim_agent(host, redacted(store_url), agent_name, wait_seconds, waiting)
        read_history(agent)
    except BaseException:
        await host.close()
        raise
    return host, agent


def read_history(agent: HostAgent) -> None:
    """Read the events that the session's checkpoint let the claim skip. The shell and the
    demo show and replay the whole conversation, so damage there is found at open and said as
    any other damage is (one line, exit 2), never midway through a session."""
    try:
        collections.deque(agent.session.events, maxlen=0)
    except StoreError as error:
        raise LiveHostError(str(error)) from None


def schedule_plugins(protocol: int) -> list[Plugin]:
    """The invariant companion and the schedule plugin, both for `protocol` (1 or 2)."""
    return [
        functools.partial(install_schedule_invariant, protocol=protocol),
        functools.partial(install_schedule, protocol=protocol),
    ]


async def claim_agent(
    host: EmbeddedHost,
    where: str,
    name: str,
    wait_seconds: float | None,
    waiting: Callable[[str], None],
) -> HostAgent:
    """The root agent `name` opened in `host` (`where` names the store in messages): a session
    a worker holds is asked for once (a handover) and waited for; one held by another host is
    refused at once, or waited for up to `wait_seconds`. `LiveHostError` says why it failed."""
    deadline = None if wait_seconds is None else time.monotonic() + wait_seconds
    told = False
    asked = False
    while True:
        try:
            return host.open_agent(name)
        except LeaseHeldError as error:
            lease = error.lease
            if lease.holder.role == "worker" and not asked:
                asked = True
                if host.store.request_handover(lease):
                    waiting(f"session {lease.session_id} is with a worker: asking it to hand over")
                    told = True
                    handover = time.monotonic() + HANDOVER_SECONDS
                    deadline = handover if deadline is None else max(deadline, handover)
                    continue
            if deadline is None or time.monotonic() >= deadline:
                hint = "" if wait_seconds is not None else "; use --wait to wait for it"
                raise LiveHostError(f"{error}{hint}", exit_codes.SESSION_HELD) from None
            if not told:
                waiting(f"waiting for session {lease.session_id}: held by {lease.describe()}")
                told = True
        except StoreBusyError as error:  # locked by processes mid-commit: a wait waits on
            if deadline is None or time.monotonic() >= deadline:
                raise LiveHostError(str(error)) from None
        except ScheduleLogError as error:
            raise LiveHostError(f"{where}: the schedule log is corrupt: {error}") from None
        except StoreError as error:
            raise LiveHostError(str(error)) from None
        assert deadline is not None
        await asyncio.sleep(min(RETRY_SECONDS, max(0.0, deadline - time.monotonic())))
