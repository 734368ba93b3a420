"""What a worker's delivery commits, and when a turn's agent becomes idle: a turn commits its
answer before its agent is idle, so a worker gives a session with nothing more due up at that
moment, before its owner hears the agent idle and drives once more for nothing."""

from __future__ import annotations

import asyncio
import io
import json
from collections import Counter
from collections.abc import Sequence

import pytest

from dsh_schedule.host import delivered
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.metrics import Metrics
from dsh_schedule.host.models import Message, Reply, Step
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.stores import Commit, MemoryStore
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.host.worker import Worker, WorkerLog, WorkerOptions
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.framing import ReminderFraming, parse_reminder_framing
from dsh_schedule.runtime.host_contract import Agent, AgentStatus, Followup, ToolDefinition
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE
from tests.support.live import START, live_test
from tests.test_worker import Fleet, _dispatches, _events


class _CommitCountingStore(MemoryStore):
    """Counts the commits of each session, each flush's alone (the memory store groups none)."""

    def __init__(self, clock: VirtualClock) -> None:
        super().__init__(clock=clock)
        self.commits: Counter[str] = Counter()

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        for commit in commits:
            self.commits[commit.lease.session_id] += 1
        return super().commit_many(commits)


@live_test
async def test_a_delivery_commits_four_times_and_no_drive_follows_its_turn() -> None:
    """SPEC §7 and §15 ask four commits of a delivery in a session opened because it is due:
    the start drive's preflight, the barrier of the reminder's message and dispatch, the
    preflight of the drive that follows a confirmed barrier, and the turn's answer. The turn
    leaves the agent idle with nothing due: the worker disposes it then, so no drive (and no
    fifth commit) follows, and the next round gives the lease up."""
    fleet = Fleet()
    store = _CommitCountingStore(fleet.clock)
    fleet.store = store
    await fleet.remind("main", 1)
    store.commits.clear()
    worker = await fleet.worker()
    await fleet.run(1_500)
    assert _dispatches(store, "main") == 1
    assert worker.delivered == 1
    assert store.commits == {"session-1": 4}
    assert worker.host.sessions.list() == []


@live_test
async def test_a_reminder_due_within_the_hold_keeps_the_agent_after_the_turn() -> None:
    """A turn that leaves a reminder due within `hold_ms` leaves the agent to its owner, whose
    idle drive arms the timer: delivered when due, by the same agent, then given up."""
    fleet = Fleet()
    await fleet.remind("main", 1, 2)
    worker = await fleet.worker(hold_ms=1_500)
    await fleet.run(1_250)
    assert _dispatches(fleet.store, "main") == 1
    (agent,) = worker.host.agents.live()
    await fleet.run(1_000)
    assert _dispatches(fleet.store, "main") == 2
    assert agent.status == "disposed" and worker.delivered == 2
    assert worker.host.sessions.list() == []


class _Replies:
    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        return Reply("Noted.")

    async def close(self) -> None:
        pass


@live_test
async def test_an_agent_is_idle_only_once_its_turns_answer_is_committed() -> None:
    """Whoever hears an agent become idle after a turn finds its answer durable and the turn
    no longer counted as running."""
    clock = VirtualClock(START)
    host = EmbeddedHost(MemoryStore(clock=clock), clock, RecordingLogger())
    agent = host.open_agent("main")
    turns = TurnRunner(host, _Replies(), lambda *_: None, lambda *_: None)
    turns.attach()
    seen: list[tuple[int, bool]] = []

    def on_status(heard: Agent, status: AgentStatus) -> None:
        if status == "idle" and isinstance(heard, HostAgent):
            seen.append((len(heard.session.unflushed), turns.busy(heard)))

    host.agents.on_status(on_status)
    agent.followup(Followup("stretch", FOLLOWUP_SOURCE))
    assert await host.sessions.flush(agent.session)
    while agent.status != "idle" or not seen:
        await asyncio.sleep(0)
    assert seen == [(0, False)]
    await host.close()


@live_test
async def test_a_worker_disposes_no_agent_whose_answer_could_not_be_committed() -> None:
    """An answer the store refused stays unflushed: the agent is left to the worker's rounds,
    which commit it later, and is not disposed when the turn leaves it idle."""
    fleet = Fleet()
    await fleet.remind("main", 1)
    refusing = [False]

    class _Refusing(MemoryStore):
        def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
            if refusing[0] and any(len(commit.events) == 1 for commit in commits):
                return [StoreError("busy")] * len(commits)
            return super().commit_many(commits)

    store = _Refusing(clock=fleet.clock)
    store.create_session(fleet.store.load_sessions()[0])
    fleet.store = store
    refusing[0] = True  # the turn's commit holds its answer alone
    out = io.StringIO()
    worker = Worker(
        store,
        _Replies(),
        WorkerLog(out, fleet.clock),
        WorkerOptions(),
        clock=fleet.clock,
        holder=Holder("machine", 1, "w1", "worker"),
    )
    await worker.start()
    fleet.workers.append(worker)
    await fleet.run(1_500)
    (agent,) = worker.host.agents.live()
    assert agent.status == "idle" and agent.session.unflushed
    refusing[0] = False
    await fleet.run(500)
    assert worker.delivered == 1 and worker.host.sessions.list() == []


@live_test
async def test_a_delivery_reads_its_reminder_framing_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The framing is read where the reminder's turn begins: the offline model presents the
    reminders read there, and the `delivered` line names them, without reading it again."""
    fleet = Fleet()
    await fleet.remind("main", 1, prompt="stretch")
    reads = _framing_reads(monkeypatch)
    worker = await fleet.worker()
    await fleet.run(1_500)
    assert worker.delivered == 1
    assert len(reads) == 1 and reads[0].startswith("[SCHEDULE REMINDER]\n")
    (line,) = [json.loads(text) for text in fleet.log() if '"event": "delivered"' in text]
    assert (line["schedule_id"], line["due_at"]) == ("schedule-1", "2026-01-01T00:00:01.000Z")
    (answer,) = [e.data["text"] for e in _events(fleet.store, "main") if "answers" in e.data]
    assert answer == "Reminder: stretch (due 2026-01-01T00:00:01.000Z, schedule-1)"


@live_test
async def test_a_metered_delivery_reads_its_reminder_framing_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A worker's metrics count a delivery and its lateness from the framing as the delivery
    is confirmed, and its turn begins from the same followup: the text is read once for both."""
    fleet = Fleet()
    await fleet.remind("main", 1, prompt="stretch")
    reads = _framing_reads(monkeypatch)
    metrics = Metrics("memory", renewal_s=15, version="test")
    worker = Worker(
        metrics.store(fleet.store),
        metrics.model(OfflineModel()),
        WorkerLog(io.StringIO(), fleet.clock, json_lines=True),
        WorkerOptions(),
        clock=fleet.clock,
        holder=Holder("machine", 1, "w1", "worker"),
    )
    await worker.start()
    metrics.watch(worker.host)
    fleet.workers.append(worker)
    try:
        await fleet.run(1_500)
    finally:
        metrics.stop()
    assert worker.delivered == 1
    assert len(reads) == 1 and reads[0].startswith("[SCHEDULE REMINDER]\n")
    sample = metrics.registry.get_sample_value
    assert sample("dsh_schedule_deliveries_total", {"store": "memory"}) == 1
    assert sample("dsh_schedule_delivery_lateness_seconds_count") == 1
    assert 0 <= (sample("dsh_schedule_delivery_lateness_seconds_sum") or -1) <= 0.25  # one poll
    (answer,) = [e.data["text"] for e in _events(fleet.store, "main") if "answers" in e.data]
    assert answer == "Reminder: stretch (due 2026-01-01T00:00:01.000Z, schedule-1)"


def _framing_reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts whose reminder framing is read from now on, in order (none of them answered
    from a reading before this call)."""
    reads: list[str] = []

    def counted(text: str) -> ReminderFraming | None:
        reads.append(text)
        return parse_reminder_framing(text)

    monkeypatch.setattr(delivered, "parse_reminder_framing", counted)
    delivered.read_reminders.cache_clear()
    return reads
