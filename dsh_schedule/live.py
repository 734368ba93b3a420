"""Opening the embedded host on a SQLite file with the real clock, for the demo and the shell."""

from __future__ import annotations

from pathlib import Path

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.sqlite_store import SqliteStore
from dsh_schedule.host.store import StoreError
from dsh_schedule.runtime.clock import SystemClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule


class LiveHostError(Exception):
    """The database cannot be opened or holds a corrupt schedule log; said in one line."""


async def open_live_host(path: Path) -> EmbeddedHost:
    """The host on `path` with the invariant companion and the schedule plugin loaded."""
    try:
        store = SqliteStore(path)
    except StoreError as error:
        raise LiveHostError(str(error)) from None
    try:
        host = EmbeddedHost(store, SystemClock(), RecordingLogger())
    except StoreError as error:
        store.close()
        raise LiveHostError(str(error)) from None
    try:
        await host.load_plugins([install_schedule_invariant, install_schedule])
    except ScheduleLogError as error:
        await host.close()
        raise LiveHostError(f"{path}: the schedule log is corrupt: {error}") from None
    return host


def resume_agent(host: EmbeddedHost, name: str) -> HostAgent:
    """Resume every stored session; the agent `name` gets a fresh session if it had none."""
    host.resume_agents()
    return host.agents.named(name) or host.create_agent(name)
