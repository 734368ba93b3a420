"""Fencing: what the lease check in every commit costs append + flush (target: at most 10%).

`SqliteStore.commit(lease, batch)` reads the session's lease inside the commit's own
transaction and refuses the batch unless that lease is still current and unexpired. The
baseline is `UnfencedStore`, defined here only: the same transaction, rows and full sync with
the lease check left out. Both are measured in the same run on files in the same directory,
in alternating rounds (which one goes first alternates too), so that the disk's and the
machine's moods hit both alike; a rate is the median over rounds, the ratio the median of
each round's fenced / unfenced ratio.
- append + flush: `session.append` of a schedule change (checked by the invariant companion)
  and `sessions.flush`, the host's durability barrier, on a host over each store;
- commit: `store.commit(lease, [event])` alone, one event per transaction, where nothing
  dilutes the check; and the same with the sync to disk turned off (bench only), the CPU cost
  of a commit, where the check weighs the most;
- the check alone: `store.commit(lease, [])`, which only checks the fence, in a read
  transaction that never waits for the disk.
The lease is held with the real clock and a TTL of an hour, so the fence passes every time.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from pathlib import Path

from bench.fold import START_MS, create_data, end_data
from bench.report import Report, best_seconds
from dsh_schedule.host import EmbeddedHost, RecordingLogger, SqliteStore
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import Commit, WakeUp, check_batch
from dsh_schedule.host.stores.dialect import Row, State, Writes
from dsh_schedule.host.stores.leases import Holder, Lease
from dsh_schedule.host.stores.rows import positioned
from dsh_schedule.runtime.clock import SystemClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule

TTL_MS = 3_600_000
ROUNDS = 60
ROUND_SECONDS = 0.1
TARGET = 0.9
"""Fenced append + flush keeps at least 90% of the unfenced throughput."""

Step = Callable[[], Awaitable[int]]
"""One measured operation; returns how many events it committed."""


class UnfencedStore(SqliteStore):
    """The baseline: `SqliteStore.commit` without the lease check (the group's read of each
    session's position and durable length without its lease, and the per-session body without
    the fence, in the same transaction). Only for measuring. Its host's lease renewals and
    the release at its close, which are not measured, read the leases as the store does."""

    _lease_reads = False

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        with self._reading_leases():
            return super().renew_many(leases, ttl_ms)

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        with self._reading_leases():
            return super().release_many(leases)

    @contextlib.contextmanager
    def _reading_leases(self) -> Iterator[None]:
        self._lease_reads = True
        try:
            yield
        finally:
            self._lease_reads = False

    def _states(
        self, db: sqlite3.Connection, session_ids: Sequence[str]
    ) -> tuple[dict[str, State], int]:
        if self._lease_reads:
            return super()._states(db, session_ids)
        marks = ", ".join("?" * len(session_ids))
        found = db.execute(
            "SELECT id, position, (SELECT coalesce(max(seq) + 1, 0) FROM events"
            f" WHERE session = position) FROM sessions WHERE id IN ({marks})",
            list(session_ids),
        )
        states: dict[str, State] = {
            session_id: (position, length, ()) for session_id, position, length in found
        }
        return states, self.clock.now_ms()

    def _commit_one(
        self,
        db: sqlite3.Connection,
        commit: Commit,
        rows: Sequence[Row],
        state: State | None,
        when: tuple[int, int | None],
        group: Writes,
    ) -> None:
        assert state is not None
        position, durable_length, _ = state
        if commit.wake is not None:
            group.wakes[position] = commit.wake.at
        if not rows and commit.checkpoint is None:
            return
        check_batch(commit.lease.session_id, durable_length, commit.events)
        if commit.checkpoint is not None:
            self._checkpoint(db, position, durable_length, rows, commit.checkpoint, group)
        group.events.extend(positioned(position, rows))


def same_rows(directory: Path) -> None:
    """The baseline writes what the fenced commit writes, no more and no less: events, and
    the wake-up time that a host's flush carries whenever the earliest reminder moves."""
    logs = []
    for store in (
        SqliteStore(directory / "same-f.sqlite"),
        UnfencedStore(directory / "same-u.sqlite"),
    ):
        claim = store.create("main", 0, (), Holder("bench", 1, "same"), TTL_MS)
        for seq in range(3):
            event = Event(SCHEDULE_CHANGE, seq, START_MS + seq, create_data(f"s{seq}", START_MS))
            store.commit(claim.lease, [event], WakeUp(START_MS + seq))
        logs.append(store.load_sessions())
        store.close()
    assert logs[0] == logs[1], "the baseline does not write the same rows"


async def host_step(store: SqliteStore) -> tuple[Step, Callable[[], Awaitable[None]]]:
    """Append + flush on a host over `store` (a create, then its delete, so nothing piles up
    in the fold); and how to close it."""
    host = EmbeddedHost(store, SystemClock(), RecordingLogger(), lease_ttl_ms=TTL_MS)
    await host.load_plugins([install_schedule_invariant, install_schedule])
    session = host.create_agent("main").session
    count = 0

    async def step() -> int:
        nonlocal count
        count += 1
        schedule_id = f"probe-{count}"
        session.append(SCHEDULE_CHANGE, create_data(schedule_id, START_MS + 86_400_000))
        assert await host.sessions.flush(session)
        session.append(SCHEDULE_CHANGE, end_data("delete", schedule_id))
        assert await host.sessions.flush(session)
        return 2

    return step, host.close


async def commit_step(store: SqliteStore) -> tuple[Step, Callable[[], Awaitable[None]]]:
    """`store.commit` of one event per transaction."""
    lease = store.create("main", 0, (), Holder("bench", 1, "commit"), TTL_MS).lease
    seq = 0

    async def step() -> int:
        nonlocal seq
        store.commit(lease, [Event(SCHEDULE_CHANGE, seq, START_MS, create_data("c", START_MS))])
        seq += 1
        return 1

    async def close() -> None:
        store.close()

    return step, close


async def unsynced_commit_step(store: SqliteStore) -> tuple[Step, Callable[[], Awaitable[None]]]:
    """As `commit_step`, with the sync to disk turned off on this connection: what a commit
    costs the CPU, where the check weighs the most (no disk is that fast)."""
    store._database().execute("PRAGMA synchronous = OFF")
    return await commit_step(store)


async def compare(
    steps: dict[str, Step], rounds: int, seconds: float
) -> tuple[dict[str, float], list[float]]:
    """Events per second of each step (median over rounds), and each round's fenced /
    unfenced ratio."""
    rates: dict[str, list[float]] = {name: [] for name in steps}
    ratios = []
    for number in range(rounds):
        order = list(steps) if number % 2 == 0 else list(reversed(steps))
        measured = {}
        for name in order:
            events = 0
            started = time.perf_counter()
            while (elapsed := time.perf_counter() - started) < seconds:
                events += await steps[name]()
            measured[name] = events / elapsed
            rates[name].append(measured[name])
        ratios.append(measured["fenced"] / measured["unfenced"])
    return {name: statistics.median(found) for name, found in rates.items()}, ratios


async def measure(report: Report, quick: bool) -> None:
    rounds, seconds = (3, 0.1) if quick else (ROUNDS, ROUND_SECONDS)
    with tempfile.TemporaryDirectory(prefix="dsh-bench-") as folder:
        directory = Path(folder)
        same_rows(directory)
        for label, key, opener in (
            ("append + flush", "append_flush", host_step),
            ("commit of one event", "commit", commit_step),
            ("commit of one event, no sync", "commit_unsynced", unsynced_commit_step),
        ):
            fenced, close_fenced = await opener(SqliteStore(directory / f"{key}-fenced.sqlite"))
            unfenced, close_unfenced = await opener(
                UnfencedStore(directory / f"{key}-unfenced.sqlite")
            )
            rates, ratios = await compare({"fenced": fenced, "unfenced": unfenced}, rounds, seconds)
            await close_fenced()
            await close_unfenced()
            ratio = statistics.median(ratios)
            low, _, high = statistics.quantiles(ratios, n=4)
            report.add(
                f"fencing.{key}.unfenced",
                f"SQLite {label}, no lease check (baseline)",
                rates["unfenced"],
                "/s",
            )
            report.add(
                f"fencing.{key}.fenced",
                f"SQLite {label}, fenced on the lease",
                rates["fenced"],
                "/s",
                peer="unfenced",
                ratio=ratio,
                target=f">= {TARGET:g}x" if key == "append_flush" else None,
                met=ratio >= TARGET if key == "append_flush" else None,
                note=f"median of {len(ratios)} rounds; quartiles {low:.2f}x-{high:.2f}x",
            )
        await fence_alone(report, directory)


async def fence_alone(report: Report, directory: Path) -> None:
    """The check itself, without the disk: an empty batch only checks the fence (a read
    transaction that reads the session's position and its lease)."""
    store = SqliteStore(directory / "alone.sqlite")
    lease = store.create("main", 0, (), Holder("bench", 1, "alone"), TTL_MS).lease
    seconds = best_seconds(lambda: store.commit(lease, []))
    store.close()
    report.add("fencing.check", "the fence check alone (an empty commit)", seconds * 1e6, "us")


def run(report: Report, quick: bool = False) -> None:
    report.section("Fencing: the lease check in every commit")
    asyncio.run(measure(report, quick))
