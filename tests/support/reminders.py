"""Sessions left with reminders, as a person in a shell would leave them, in any store."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence

from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.leases import Holder
from dsh_schedule.host.store_url import open_store
from dsh_schedule.runtime.clock import SystemClock
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule


def seed(url: str, reminders: Mapping[str, Sequence[int]]) -> None:
    """Each agent gets a session with a reminder after each of its delays (whole seconds),
    as a person in a shell would leave it."""

    async def run() -> None:
        store = open_store(url)
        host = EmbeddedHost(store, SystemClock(), RecordingLogger(), holder=Holder("t", 1, "t"))
        await host.load_plugins([install_schedule_invariant, install_schedule])
        for agent, delays in reminders.items():
            host.open_agent(agent)
            for delay in delays:
                result = await host.call_tool(
                    agent, "schedule_create", {"prompt": f"{agent} {delay}", "after_seconds": delay}
                )
                assert not result.is_error, result.text
        await host.close()

    asyncio.run(run())
