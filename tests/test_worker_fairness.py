"""Backpressure and fairness: with more due than the workers can take at once, the earliest
are claimed first across workers, and an agent with a long backlog holds one slot of one
worker, so that it cannot starve the others."""

from __future__ import annotations

import asyncio
import io
import json
import time

from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sessions import StoredSession
from dsh_schedule.host.worker import Worker, WorkerLog, WorkerOptions
from tests.support.live import live_test
from tests.support.reminders import AFTER_S, with_reminders

TTL = 30_000


@live_test
async def test_an_agent_with_ten_thousand_due_reminders_starves_none_of_a_thousand_others(
    postgres_url: str,
) -> None:
    """One agent has 10,000 reminders due at the instant the 1,000 others have one each, and
    comes first in the order the store claims by. Its session takes one slot of one worker,
    where its reminders go one turn after another, while the 1,000 others flow through the
    other slots of both workers: every one of them is delivered before the big agent's
    backlog is done, and (the bound this gives) before it has delivered a tenth of it."""
    setup = PostgresStore(postgres_url)
    created = round(time.time() * 1000) - AFTER_S * 1000 - 1_000
    setup.create_session(with_reminders(0, 10_000, created))
    for number in range(1, 1_001):
        setup.create_session(with_reminders(number, 1, created))
    setup.close()
    log = io.StringIO()
    stop = asyncio.Event()
    workers = []
    for name in ("w1", "w2"):
        store = PostgresStore(postgres_url, pooled=True)
        worker = Worker(
            store,
            OfflineModel(),
            WorkerLog(log, store.clock, json_lines=True),
            WorkerOptions(drain_ms=100),
            holder=Holder("machine", 1, name, "worker"),
        )
        await worker.start()
        workers.append(worker)
    runs = [asyncio.create_task(worker.run(stop)) for worker in workers]
    try:
        deadline = time.monotonic() + 120
        while len(set(agents(log)) - {"agent-0"}) < 1_000 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
    finally:
        stop.set()
        await asyncio.gather(*runs)
    order = agents(log)
    small = [n for n, agent in enumerate(order) if agent != "agent-0"]
    assert sorted(order[n] for n in small) == sorted(f"agent-{n}" for n in range(1, 1_001))
    big_before_the_last = order[: small[-1]].count("agent-0")
    assert big_before_the_last < 1_000, big_before_the_last


def test_workers_claiming_in_turn_take_the_earliest_due_first(postgres_url: str) -> None:
    """More are due than a claim takes: each claim, whichever worker makes it, takes the
    earliest due that no one holds, in wake-up order (ties in creation order)."""
    setup = PostgresStore(postgres_url)
    now = round(time.time() * 1000)
    wakes = [now - 1_000 - (number * 7_919) % 100_000 for number in range(100)]
    for number, wake_at in enumerate(wakes):
        setup.create_session(StoredSession(f"s-{number}", f"agent-{number}", 0, (), wake_at))
    setup.close()
    stores = [PostgresStore(postgres_url) for _ in range(2)]
    holders = [Holder("machine", 1, name, "worker") for name in ("w1", "w2")]
    batches = []
    for turn in range(10):
        claims = stores[turn % 2].claim_due(holders[turn % 2], TTL, 10)
        batches.append([claim.stored.id for claim in claims])
    for store in stores:
        store.close()
    earliest = sorted(range(100), key=lambda number: (wakes[number], number))
    assert batches == [[f"s-{n}" for n in earliest[i : i + 10]] for i in range(0, 100, 10)]


def agents(log: io.StringIO) -> list[str]:
    """The agent of each delivery, in the order the workers logged them."""
    lines = map(json.loads, log.getvalue().splitlines())
    return [line["agent"] for line in lines if line["event"] == "delivered"]
