"""PostgreSQL as the workers' engine: a commit that moves a wake-up time earlier wakes an idle
worker at once (LISTEN/NOTIFY), workers that claim together never claim one session twice
(FOR UPDATE SKIP LOCKED), and a batch of claims or commits is a few statements whatever its
size (counted in libpq's trace of what the client sent). Real server, real time."""

from __future__ import annotations

import asyncio
import io
import json
import re
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.stores import Commit, WakeUp, postgres_wakes
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sessions import StoredSession
from dsh_schedule.host.worker import Worker, WorkerLog, WorkerOptions
from tests.postgres_cluster import Cluster
from tests.support.live import live_test
from tests.support.reminders import seed, with_reminders

TTL = 30_000
HOLDER = Holder("laptop", 2, "shell")


@pytest.fixture
def store(postgres_url: str) -> Iterator[PostgresStore]:
    store = PostgresStore(postgres_url)
    yield store
    store.close()


def session(number: int, wake_at: int | None) -> StoredSession:
    return StoredSession(f"s-{number}", f"agent-{number}", 0, (), wake_at)


def move_wake(store: PostgresStore, session_id: str, wake_at: int | None) -> None:
    """What a shell's commit does to a session's wake-up time, under its lease."""
    (claim,) = store.claim(HOLDER, TTL, session_id=session_id)
    store.commit(claim.lease, (), WakeUp(wake_at))
    store.release(claim.lease)


async def heard_within(heard: list[int], seconds: float) -> list[int]:
    deadline = time.monotonic() + seconds
    while not heard and time.monotonic() < deadline:
        await asyncio.sleep(0.01)
    return heard


@live_test
async def test_a_wake_up_moved_earlier_is_heard_and_one_moved_later_is_not(
    store: PostgresStore, postgres_url: str
) -> None:
    store.create_session(session(1, 5_000_000))
    store.create_session(session(2, None))
    heard: list[int] = []
    stop = store.listen_wakes(heard.append, pytest.fail)
    try:
        other = PostgresStore(postgres_url)
        move_wake(other, "s-1", 9_000_000)  # later: nobody needs to look sooner
        move_wake(other, "s-1", None)  # cleared: nothing to deliver
        assert await heard_within(heard, 0.5) == []
        move_wake(other, "s-1", 4_000_000)  # from none: earlier than ever
        assert await heard_within(heard, 5) == [4_000_000]
        heard.clear()
        move_wake(other, "s-1", 3_000_000)
        assert await heard_within(heard, 5) == [3_000_000]
        other.close()
    finally:
        stop()


@live_test
async def test_a_group_commit_says_only_its_earliest_wake_up(store: PostgresStore) -> None:
    for number in (1, 2, 3):
        store.create_session(session(number, None))
    heard: list[int] = []
    stop = store.listen_wakes(heard.append, pytest.fail)
    try:
        claims = store.claim_many(HOLDER, TTL, ["s-1", "s-2", "s-3"])
        outcomes = store.commit_many(
            [
                Commit(c.lease, (), WakeUp(at))
                for c, at in zip(claims, (7_000, 6_000, 8_000), strict=True)
            ]
        )
        assert outcomes == [None, None, None]
        await heard_within(heard, 5)
        await asyncio.sleep(0.2)
        assert heard == [6_000]
    finally:
        stop()


@live_test
async def test_wake_ups_of_another_schema_of_the_database_are_not_heard(
    store: PostgresStore, postgres_cluster: Cluster
) -> None:
    heard: list[int] = []
    stop = store.listen_wakes(heard.append, pytest.fail)
    try:
        neighbour = PostgresStore(postgres_cluster.schema_url())  # same database, other schema
        neighbour.create_session(session(1, None))
        move_wake(neighbour, "s-1", 1_000)
        neighbour.close()
        assert await heard_within(heard, 0.5) == []
    finally:
        stop()


@live_test
async def test_a_listener_whose_connection_is_cut_says_so_and_listens_again(
    store: PostgresStore, postgres_cluster: Cluster, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(postgres_wakes, "RECONNECT_S", 0.2)
    store.create_session(session(1, None))
    heard: list[int] = []
    warnings: list[str] = []
    stop = store.listen_wakes(heard.append, warnings.append)
    try:
        with postgres_cluster.admin() as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE query LIKE 'LISTEN%%' AND pid <> pg_backend_pid()"
            )
        deadline = time.monotonic() + 5
        while not warnings and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        (warning,) = warnings
        assert warning.startswith(f"session store {store.label}: not hearing wake-ups (")
        assert warning.endswith("); polling only, listening again in 0.2 s")
        await asyncio.sleep(0.5)  # listening again by now
        move_wake(store, "s-1", 2_000)
        assert await heard_within(heard, 5) == [2_000]
    finally:
        stop()


@live_test
async def test_a_server_that_refuses_the_listener_is_said_and_tried_again_later(
    postgres_cluster: Cluster, postgres_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(postgres_wakes, "RECONNECT_S", 60.0)
    store = PostgresStore(postgres_cluster.url(postgres_database))
    with postgres_cluster.admin() as admin:  # every new connection is refused from now on
        admin.execute(f"ALTER DATABASE {postgres_database} WITH ALLOW_CONNECTIONS false")
    warnings: list[str] = []
    try:
        stop = store.listen_wakes(lambda at: None, warnings.append)
        stop()
    finally:
        with postgres_cluster.admin() as admin:
            admin.execute(f"ALTER DATABASE {postgres_database} WITH ALLOW_CONNECTIONS true")
        store.close()
    (warning,) = warnings
    assert warning.startswith(f"session store {store.label}: not hearing wake-ups (")
    assert "is not currently accepting connections" in warning
    assert warning.endswith("); polling only, listening again in 60 s")


@live_test
async def test_a_new_near_reminder_wakes_an_idle_worker_long_before_its_poll(
    postgres_url: str,
) -> None:
    """The worker polls once a minute; a reminder set for two seconds ahead, by a shell that
    then leaves, is delivered at its time all the same."""
    store = PostgresStore(postgres_url, pooled=True)
    out = io.StringIO()
    worker = Worker(
        store,
        OfflineModel(),
        WorkerLog(out, store.clock, json_lines=True),
        WorkerOptions(poll_ms=60_000),
    )
    await worker.start()
    stop = asyncio.Event()
    running = asyncio.create_task(worker.run(stop))
    try:
        await asyncio.sleep(0.5)  # its first round found nothing: it waits for its poll
        await asyncio.to_thread(seed, postgres_url, {"alice": [2]})
        deadline = time.monotonic() + 10
        while worker.delivered < 1 and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
    finally:
        stop.set()
        await running
    (line,) = [x for x in map(json.loads, out.getvalue().splitlines()) if x["event"] == "delivered"]
    assert 0 <= line["late_ms"] < 1_000


def test_workers_claiming_at_once_never_claim_one_session_twice(postgres_url: str) -> None:
    """Two processes (two connections) claim the same due sessions in small batches, at once,
    until none is left: FOR UPDATE SKIP LOCKED gives each session to exactly one of them."""
    setup = PostgresStore(postgres_url)
    for number in range(300):
        setup.create_session(session(number, 1_000 + number % 7))
    setup.close()
    claimed: dict[str, list[str]] = {"a": [], "b": []}
    start = threading.Barrier(2)

    def claim_all(name: str) -> None:
        store = PostgresStore(postgres_url)
        holder = Holder("machine", 1, name, "worker")
        start.wait()
        while batch := store.claim_due(holder, TTL, 7):
            claimed[name].extend(c.stored.id for c in batch)
        store.close()

    threads = [threading.Thread(target=claim_all, args=(name,)) for name in claimed]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    a, b = set(claimed["a"]), set(claimed["b"])
    assert len(claimed["a"]) == len(a) and len(claimed["b"]) == len(b)
    assert a.isdisjoint(b)
    assert a | b == {f"s-{number}" for number in range(300)}
    assert a and b  # both took part


@contextmanager
def statements(store: PostgresStore) -> Iterator[list[int]]:
    """The number of statements the store's connection sends in the block (libpq's trace of
    the messages it sends: a simple query, or an extended protocol's Execute)."""
    counted: list[int] = []
    db = store._database()
    with tempfile.TemporaryFile("w+") as trace:
        db.pgconn.trace(trace.fileno())
        try:
            yield counted
        finally:
            db.pgconn.untrace()
        trace.seek(0)
        counted.append(len(re.findall(r"\tF\t\d+\t(?:Query|Execute)\t", trace.read())))


def seeded_due(store: PostgresStore, count: int) -> None:
    """`count` sessions with a reminder each, all due a second ago."""
    created = round(time.time() * 1000) - 61_000
    for number in range(count):
        store.create_session(with_reminders(number, 1, created))


def test_a_claim_of_two_hundred_sessions_is_a_few_statements(store: PostgresStore) -> None:
    seeded_due(store, 200)
    with statements(store) as sent:
        claims = store.claim_due(Holder("machine", 1, "w1", "worker"), TTL, 200)
    assert len(claims) == 200
    assert all(len(claim.stored.events) == 1 for claim in claims)
    assert sent[0] <= 10, sent  # one statement per session and read was 600


@live_test
async def test_a_worker_delivers_two_hundred_sessions_in_fewer_statements_than_sessions(
    store: PostgresStore,
) -> None:
    """Claims, commits (with their checkpoints) and releases go out in batches."""
    seeded_due(store, 200)
    worker = Worker(
        store, OfflineModel(), WorkerLog(io.StringIO(), store.clock), WorkerOptions(concurrency=200)
    )
    await worker.start()
    stop = asyncio.Event()
    with statements(store) as sent:
        running = asyncio.create_task(worker.run(stop))
        deadline = time.monotonic() + 60
        while (worker.delivered < 200 or worker.host.sessions.list()) and (
            time.monotonic() < deadline
        ):
            await asyncio.sleep(0.01)
    stop.set()
    await running
    assert worker.delivered == 200
    assert sent[0] < 200, sent  # one statement per session and write was over 1,400
