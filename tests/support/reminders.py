"""Sessions left with reminders, as a person in a shell would leave them, in any store."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence

from dsh_schedule.generated.models import ScheduleCreate
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.sessions import StoredSession
from dsh_schedule.runtime.clock import SystemClock, VirtualClock
from dsh_schedule.runtime.decode import change_data
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule
from dsh_schedule.runtime.records import create_after_schedule_record, record_target_ms

AFTER_S = 60
"""How long before it is due `with_reminders` makes each reminder."""
SEEDING_LEASE_MS = 600_000
"""The seeding host's lease: its clock stands still, so it never renews one."""


def seed(url: str, reminders: Mapping[str, Sequence[int]]) -> None:
    """Each agent gets a session with a reminder after each of its delays (whole seconds from
    now), as a person in a shell would leave it. The seeding host's clock stands still at now,
    so however long seeding takes on a loaded machine, it delivers none of them itself."""

    async def run() -> None:
        store = open_store(url)
        clock = VirtualClock(wall_ms=SystemClock().now_ms())
        host = EmbeddedHost(
            store,
            clock,
            RecordingLogger(),
            lease_ttl_ms=SEEDING_LEASE_MS,
            holder=Holder("t", 1, "t"),
        )
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


def with_reminders(number: int, count: int, created_ms: int) -> StoredSession:
    """`session-N` of `agent-N`, holding `count` reminders made at `created_ms`, each due
    `AFTER_S` later, as `schedule_create` makes them; its wake-up time their target."""
    events = []
    for seq in range(count):
        record = create_after_schedule_record(
            f"schedule-{seq + 1}", f"reminder {number}.{seq + 1}", AFTER_S, created_ms
        )
        events.append(
            Event(
                SCHEDULE_CHANGE,
                seq,
                created_ms,
                change_data(ScheduleCreate(version=1, schedule=record)),
            )
        )
    wake_at = record_target_ms(record)
    return StoredSession(f"session-{number}", f"agent-{number}", 0, tuple(events), wake_at)
