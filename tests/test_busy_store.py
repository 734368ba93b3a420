"""A busy store is not a lost lease (issue 34): a process paused inside a SQLite commit holds
the file's write lock, and every other process waits for it, past its lease. A holder keeps
its session while nobody else has claimed it, and gives it up once another holder's claim is
visible. Real processes, a real file, real SIGSTOP; the store tests use the process clock with
two-second leases (the paused process takes a moment to start) and a short busy timeout, so the
pause outlasts both.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import psycopg
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.errors import LeaseLostError, StoreBusyError
from dsh_schedule.host.host import RecordingLogger
from dsh_schedule.host.stores import Commit, MemoryStore
from dsh_schedule.host.stores.leases import Holder, Lease, fenced, renewed
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.sql import SqlStore
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.host.testing import FaultyHost
from dsh_schedule.host.virtual_time import advance
from dsh_schedule.runtime.clock import SystemClock, VirtualClock
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.host_contract import AgentStatus, PluginContext
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from tests.support.live import START, live_test
from tests.support.stores import HOLDER
from tests.test_ownership import (
    CREATED,
    DELIVERED,
    LOST,
    STOPS,
    Shell,
    paused_in_a_commit,
    schedule_log,
    shells,
)

TTL_MS = 2_000
BUSY_S = 0.2
OTHER = Holder("elsewhere", 2, "bbbb")


def _store(path: Path) -> SqliteStore:
    return SqliteStore(path, busy_timeout_s=BUSY_S)


def _created(store: SqlStore, agent: str = "a") -> Commit:
    """A new session held by `HOLDER` under a `TTL_MS` lease, and a commit of its first event."""
    claim = store.create(agent, 0, (), HOLDER, TTL_MS)
    return Commit(claim.lease, [Event("note", 0, 1, {"n": 0})])


def _event_count(path: Path) -> int:
    store = SqliteStore(path, read_only=True)
    try:
        (session,) = store.load_sessions()
        return len(session.events)
    finally:
        store.close()


instants = st.integers(0, 10_000)


@given(
    expires=instants,
    now=instants,
    asked=st.none() | instants,
    epoch=st.sampled_from([1, 2]),
    holder=st.sampled_from([HOLDER, OTHER]),
)
def test_a_write_is_fenced_on_the_epoch_and_judged_live_from_when_it_asked(
    expires: int, now: int, asked: int | None, epoch: int, holder: Holder
) -> None:
    """The rule itself: a write under the holder's epoch-1 lease passes while that lease is the
    current one (same epoch, same holder) and was live at `now` or when the write asked the
    store; anything else is refused, and a renewal passes and fails alike."""
    lease = Lease("s", HOLDER, 1, 0, 1_000)
    current = Lease("s", holder, epoch, 0, expires)
    ours = epoch == 1 and holder == HOLDER
    live = now < expires or (asked is not None and asked < expires)
    if ours and live:
        fenced(current, lease, now, asked)
        assert renewed(current, lease, now, 50, asked).expires_at_ms == now + 50
        return
    reason = "expired at" if ours else "was taken over"
    with pytest.raises(LeaseLostError, match=reason):
        fenced(current, lease, now, asked)
    with pytest.raises(LeaseLostError, match=reason):
        renewed(current, lease, now, 50, asked)


def test_a_lease_the_busy_store_let_expire_is_renewed_while_nobody_claimed_it(
    tmp_path: Path,
) -> None:
    """The renewal that the busy store refuses (past its busy timeout) is remembered: once the
    other process goes on, the lease is renewed at the same epoch although it expired meanwhile,
    and a commit under it lands."""
    path = tmp_path / "s.sqlite"
    store = _store(path)
    commit = _created(store)
    with paused_in_a_commit(path):
        with pytest.raises(StoreBusyError, match="locked by another process"):
            store.renew_many([commit.lease], TTL_MS)
        time.sleep(TTL_MS / 1000)  # the lease expires meanwhile
    assert not commit.lease.live_at(store.clock.now_ms())
    (renewed,) = store.renew_many([commit.lease], TTL_MS)
    assert not isinstance(renewed, Exception)
    assert renewed.epoch == commit.lease.epoch and renewed.live_at(store.clock.now_ms())
    assert store.commit_many([Commit(renewed, commit.events)]) == [None]
    store.close()
    assert _event_count(path) == 1


def test_a_commit_the_busy_store_refused_lands_later_under_the_expired_lease(
    tmp_path: Path,
) -> None:
    """The same for a commit: the busy store refused it while its lease was live; retried
    after the expiry, with nobody else's claim in between, it lands."""
    path = tmp_path / "s.sqlite"
    store = _store(path)
    commit = _created(store)
    with paused_in_a_commit(path):
        (busy,) = store.commit_many([commit])
        assert isinstance(busy, StoreBusyError)
        time.sleep(TTL_MS / 1000)
    assert store.commit_many([commit]) == [None]
    store.close()
    assert _event_count(path) == 1


def test_a_commit_that_waited_for_the_lock_past_its_lease_lands(tmp_path: Path) -> None:
    """A commit asked while its lease was live waits for the paused process (within the busy
    timeout) past the expiry: it is judged from when it asked, and lands."""
    path = tmp_path / "s.sqlite"
    store = SqliteStore(path, busy_timeout_s=10)
    commit = _created(store)
    with paused_in_a_commit(path) as other:
        timer = threading.Timer(TTL_MS / 1000, os.kill, (other.pid, signal.SIGCONT))
        timer.start()
        assert commit.lease.live_at(store.clock.now_ms())  # as it asks
        assert store.commit_many([commit]) == [None]
        assert not commit.lease.live_at(store.clock.now_ms())  # it did wait past the lease
        timer.join()
    store.close()
    assert _event_count(path) == 1


def test_on_postgresql_a_lease_the_row_lock_let_expire_is_renewed_while_nobody_claimed_it(
    postgres_url: str,
) -> None:
    """The same on PostgreSQL, where another transaction holds the session's row past the
    store's lock timeout and past the lease, by the server's clock."""
    store = PostgresStore(postgres_url, lock_timeout_s=BUSY_S)
    try:
        commit = _created(store)
        with psycopg.connect(postgres_url, autocommit=True) as other, other.transaction():
            other.execute("SELECT * FROM dsh_sessions FOR UPDATE")
            with pytest.raises(StoreBusyError, match="locked by another process"):
                store.renew_many([commit.lease], TTL_MS)
            time.sleep(TTL_MS / 1000)
        (renewed_lease,) = store.renew_many([commit.lease], TTL_MS)
        assert not isinstance(renewed_lease, Exception)
        assert renewed_lease.epoch == commit.lease.epoch
        assert store.commit_many([Commit(renewed_lease, commit.events)]) == [None]
        assert len(store.load_sessions()[0].events) == 1
    finally:
        store.close()


def test_a_lease_taken_while_the_store_was_busy_is_lost(tmp_path: Path) -> None:
    """Once the other process goes on, another holder claims the expired lease first: the
    refused renewal and commit are then refused for good, as taken over, and write nothing."""
    path = tmp_path / "s.sqlite"
    store = _store(path)
    commit = _created(store)
    with paused_in_a_commit(path):
        with pytest.raises(StoreBusyError):
            store.renew_many([commit.lease], TTL_MS)
        (busy,) = store.commit_many([commit])
        assert isinstance(busy, StoreBusyError)
        time.sleep(TTL_MS / 1000)
    other = _store(path)
    (taken,) = other.claim(OTHER, 60_000, agent_name="a")
    other.close()
    assert taken.lease.epoch == commit.lease.epoch + 1
    (lost,) = store.renew_many([commit.lease], TTL_MS)
    assert isinstance(lost, LeaseLostError) and "was taken over (epoch 2" in str(lost)
    (fenced,) = store.commit_many([commit])
    assert isinstance(fenced, LeaseLostError) and "was taken over (epoch 2" in str(fenced)
    store.close()
    assert _event_count(path) == 0


def test_a_lease_already_expired_when_the_store_was_busy_is_not_kept(tmp_path: Path) -> None:
    """The busy store excuses only the wait it caused: a renewal first asked after the lease
    had expired (the process itself was late) is refused as expired, busy store or not."""
    path = tmp_path / "s.sqlite"
    store = _store(path)
    commit = _created(store)
    time.sleep(TTL_MS / 1000)
    with paused_in_a_commit(path), pytest.raises(StoreBusyError):
        store.renew_many([commit.lease], TTL_MS)
    (lost,) = store.renew_many([commit.lease], TTL_MS)
    assert isinstance(lost, LeaseLostError) and f"epoch {commit.lease.epoch} expired at" in str(
        lost
    )
    store.close()


class BrokenClock(SystemClock):
    def now_ms(self) -> int:
        raise OSError("the clock is gone")


def test_a_write_the_busy_store_refused_while_the_clock_failed_is_not_kept(
    tmp_path: Path,
) -> None:
    """With no reading of when it asked, a refused write leaves nothing to judge a later one
    from: once the lease expired, the next write under it is refused as expired."""
    path = tmp_path / "s.sqlite"
    store = _store(path)
    commit = _created(store)
    working = store.clock
    with paused_in_a_commit(path):
        store.clock = BrokenClock()
        (busy,) = store.commit_many([commit])
        assert isinstance(busy, StoreBusyError)
        store.clock = working
        time.sleep(TTL_MS / 1000)
    (lost,) = store.commit_many([commit])
    assert isinstance(lost, LeaseLostError) and "expired at" in str(lost)
    store.close()
    assert _event_count(path) == 0


def test_a_released_lease_keeps_no_wait(tmp_path: Path) -> None:
    """A lease given up after the busy store refused its renewal is not renewed later: its
    release settles it, and it was released, so it stays lost."""
    path = tmp_path / "s.sqlite"
    store = _store(path)
    commit = _created(store)
    with paused_in_a_commit(path), pytest.raises(StoreBusyError):
        store.renew_many([commit.lease], TTL_MS)
    store.release(commit.lease)
    (lost,) = store.renew_many([commit.lease], TTL_MS)
    assert isinstance(lost, LeaseLostError) and "expired at released" in str(lost)
    store.close()


@pytest.mark.parametrize("pause_s", [4, 7])
def test_shells_on_other_agents_keep_their_sessions_while_a_paused_process_holds_the_store(
    tmp_path: Path, pause_s: float
) -> None:
    """Two shells, each with a reminder due while another process is paused inside a commit
    for longer than their 3 s lease: their renewals and deliveries wait for the store (4 s,
    within their 5 s busy timeout) or are refused as busy (7 s), then go on. Neither loses its
    session; each delivers once, and leaves normally."""
    database = tmp_path / "s.sqlite"
    with shells() as started:
        main = Shell(database, ttl="3")
        started.append(main)
        main.wait_for("Session session-1 of main")  # the file is made before the other opens
        side = Shell(database, "--agent", "side", ttl="3")
        started.append(side)
        for shell, name in ((main, "main"), (side, "side")):
            shell.send("remind me in 3 seconds to stretch")
            shell.wait_for(f"{name}> OK: I will remind you")
            shell.send("wait 12")
        with paused_in_a_commit(database):
            time.sleep(pause_s)
        for shell in (main, side):
            shell.wait_for(DELIVERED + "stretch")
            shell.send("quit")
        outcomes = [shell.finish() for shell in (main, side)]
    for code, out, err in outcomes:
        assert (code, err) == (0, ""), out
        assert "lost session" not in out and out.count(DELIVERED) == 1
    for agent in ("main", "side"):
        assert schedule_log(database, agent) == [
            ("create", "schedule-1"),
            ("dispatch", "schedule-1"),
        ]


def test_a_shell_whose_session_was_taken_while_the_store_was_busy_stops(tmp_path: Path) -> None:
    """The holder is stopped too while it waits for the store, and another shell waiting for
    the session claims it once the store goes on: the holder, continued, finds the claim,
    says so in one line and exits 3; the other delivers its reminder."""
    database = tmp_path / "s.sqlite"
    with shells() as started:
        first = Shell(database, ttl="1")
        started.append(first)
        first.send("remind me in 3 seconds to stretch")
        first.wait_for(CREATED)
        with paused_in_a_commit(database):
            second = Shell(database, "--wait", "30")
            started.append(second)
            time.sleep(1)  # the first one's renewal waits for the store now
            os.kill(first.process.pid, signal.SIGSTOP)
            time.sleep(1.5)  # past its lease
        second.wait_for("Session session-1 of main")
        os.kill(first.process.pid, signal.SIGCONT)
        lost = first.wait_for("lost session")
        code, out, err = first.finish()
        second.wait_for(DELIVERED + "stretch")
        second.send("quit")
        assert second.finish()[0] == 0
    assert (code, err) == (3, "")
    assert lost.startswith(LOST) and "was taken over (epoch 2" in lost and lost.endswith(STOPS)
    assert DELIVERED not in out
    assert schedule_log(database) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


@live_test
async def test_a_due_reminder_whose_drive_the_store_refused_is_delivered_after_a_renewal() -> None:
    """The owner's drive at the due time fails its preflight (the store refused the flush, as
    a busy one does) and has no retry of its own: the next renewal that the store accepts tells
    the idle agent it is idle, and its owner delivers then. A busy agent hears nothing of it
    (its turn's end drives the owner)."""
    clock = VirtualClock(START)
    host = FaultyHost(MemoryStore(clock=clock), clock, RecordingLogger(), lease_ttl_ms=9_000)
    installed: list[ScheduleInstallation] = []

    def install(ctx: PluginContext) -> ScheduleInstallation:
        installed.append(install_schedule(ctx))
        return installed[0]

    await host.load_plugins([install_schedule_invariant, install])
    agent = host.create_agent("main")
    heard: list[AgentStatus] = []
    host.agents.on_status(lambda _agent, status: heard.append(status))
    created = await host.call_tool("main", "schedule_create", {"prompt": "a", "after_seconds": 10})
    assert not created.is_error, created.text
    host.sessions.persistence.inject_faults(skip=0, fail=1)  # the due drive's preflight
    await advance(
        clock, 10_500, lambda: installed[0].owners
    )  # renewals every 3 s: the last one at 9 s
    assert host.deliveries == [] and heard == []
    agent.busy()
    await advance(clock, 1_500, lambda: installed[0].owners)  # the renewal at 12 s
    assert host.deliveries == [] and heard == ["busy"]
    agent.idle()
    await advance(clock, 0, lambda: installed[0].owners)
    assert [d.agent for d in host.deliveries] == ["main"] and heard == ["busy", "idle"]
    await host.close()


@live_test
async def test_a_renewal_tells_an_idle_agent_with_a_due_session_it_is_idle() -> None:
    """The same, the agent idle at the renewal: the renewal itself drives the delivery."""
    clock = VirtualClock(START)
    host = FaultyHost(MemoryStore(clock=clock), clock, RecordingLogger(), lease_ttl_ms=9_000)
    installed: list[ScheduleInstallation] = []

    def install(ctx: PluginContext) -> ScheduleInstallation:
        installed.append(install_schedule(ctx))
        return installed[0]

    await host.load_plugins([install_schedule_invariant, install])
    host.create_agent("main")
    created = await host.call_tool("main", "schedule_create", {"prompt": "a", "after_seconds": 10})
    assert not created.is_error, created.text
    host.sessions.persistence.inject_faults(skip=0, fail=1)
    await advance(clock, 10_500, lambda: installed[0].owners)
    assert host.deliveries == []
    await advance(clock, 1_500, lambda: installed[0].owners)  # the renewal at 12 s
    assert [d.agent for d in host.deliveries] == ["main"]
    await host.close()
