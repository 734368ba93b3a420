"""The worker on the virtual clock: it claims what is due, delivers it as an unattended turn,
gives sessions up when they are done or asked for, and never holds one another process holds.
(Real worker processes, signals and PostgreSQL: tests/test_worker_process.py.)"""

from __future__ import annotations

import asyncio
import gc
import io
import json
import weakref
from collections.abc import Callable
from typing import Any

from dsh_schedule.cli.live import schedule_plugins
from dsh_schedule.cli.shell import arrived_while_away
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.stores import MemoryStore, SessionStore
from dsh_schedule.host.stores.leases import RELEASED, Holder
from dsh_schedule.host.turns import MESSAGE_EVENT, UNATTENDED
from dsh_schedule.host.virtual_time import advance, settle
from dsh_schedule.host.worker import Worker, WorkerLog, WorkerOptions
from dsh_schedule.runtime.clock import TimerHandle, VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.invariant import InvariantInstallation
from tests.support.live import START, live_test

TTL = 15_000


class Fleet:
    """One memory store shared by workers and by short-lived host processes, on one clock."""

    def __init__(self) -> None:
        self.clock = VirtualClock(START)
        self.store = MemoryStore(clock=self.clock)
        self.workers: list[Worker] = []
        self.logs: list[io.StringIO] = []

    async def worker(
        self, name: str = "w1", out: io.StringIO | None = None, **options: Any
    ) -> Worker:
        out = io.StringIO() if out is None else out
        worker = Worker(
            self.store,
            OfflineModel(),
            WorkerLog(out, self.clock, json_lines=True),
            WorkerOptions(**options),
            clock=self.clock,
            holder=Holder("machine", 1, name, "worker"),
        )
        await worker.start()
        self.workers.append(worker)
        self.logs.append(out)
        return worker

    async def host(self, name: str = "h") -> EmbeddedHost:
        host = EmbeddedHost(
            self.store, self.clock, RecordingLogger(), holder=Holder("laptop", 2, name)
        )
        await host.load_plugins(schedule_plugins(2))  # as the shell, with the worker's protocol
        return host

    async def remind(self, agent: str, *seconds: int, prompt: str = "stretch") -> None:
        """A person opens `agent`, asks for a reminder after each of `seconds`, and leaves."""
        host = await self.host()
        host.open_agent(agent)
        for delay in seconds:
            result = await host.call_tool(
                agent, "schedule_create", {"prompt": prompt, "after_seconds": delay}
            )
            assert not result.is_error, result.text
        await host.close()

    async def settle(self) -> None:
        await settle(self.clock, lambda: self.workers)

    async def run(self, ms: int, step_ms: int = 250) -> None:
        """Let `ms` pass, every worker taking a step every `step_ms` (its poll)."""
        for _ in range(ms // step_ms):
            for worker in self.workers:
                worker.step()
            await advance(self.clock, step_ms, lambda: self.workers)

    def log(self, index: int = 0) -> list[str]:
        return [line for line in self.logs[index].getvalue().splitlines()]


def _events(store: SessionStore, agent: str) -> list[Any]:
    (session,) = [s for s in store.load_sessions() if s.agent_name == agent]
    return list(session.events)


def _dispatches(store: SessionStore, agent: str) -> int:
    return sum(
        1
        for e in _events(store, agent)
        if e.type == SCHEDULE_CHANGE and e.data.get("operation") == "dispatch"
    )


@live_test
async def test_a_due_reminder_is_delivered_as_an_unattended_turn_and_the_session_released() -> None:
    fleet = Fleet()
    await fleet.remind("main", 2)
    worker = await fleet.worker()
    await fleet.run(1_000)
    assert worker.host.sessions.list() == []  # not due yet: not claimed
    await fleet.run(1_500)
    assert _dispatches(fleet.store, "main") == 1
    messages = [e.data for e in _events(fleet.store, "main") if e.type == MESSAGE_EVENT]
    # the reminder's message (the host's, with its id), then the unattended answer marking it
    assert [(m["role"], m.get(UNATTENDED), m.get("answers")) for m in messages] == [
        ("user", None, None),
        ("assistant", True, messages[0]["id"]),
    ]
    assert arrived_while_away(_events(fleet.store, "main")) == [
        "Reminder: stretch (due 2026-01-01T00:00:02.000Z, schedule-1)"
    ]
    assert worker.host.sessions.list() == []  # nothing more due: given up
    lease = fleet.store.lease_of("session-1")
    assert lease is not None and lease.expires_at_ms == RELEASED
    assert fleet.store.load_sessions()[0].wake_at is None
    delivered = [line for line in fleet.log() if '"event": "delivered"' in line]
    assert len(delivered) == 1 and '"schedule_id": "schedule-1"' in delivered[0]


class AnswersAtEachLine(io.StringIO):
    """A worker's output that notes, as each `delivered` line is written, how many answers
    of reminder messages the store holds."""

    def __init__(self, store: SessionStore) -> None:
        super().__init__()
        self.store = store
        self.answers: list[int] = []

    def write(self, text: str) -> int:
        if '"event": "delivered"' in text:
            events = [e for s in self.store.load_sessions() for e in s.events]
            self.answers.append(
                sum(isinstance(e.data, dict) and "answers" in e.data for e in events)
            )
        return super().write(text)


@live_test
async def test_a_delivered_line_is_written_once_its_answer_is_in_the_store() -> None:
    """A worker's line reports what a user later reads in the session, its answer: when the
    line is written the answer is committed, so a worker killed between the two leaves an
    answer without a line, never a line for a reminder the next holder answers again."""
    fleet = Fleet()
    await fleet.remind("main", 2, 3)
    out = AnswersAtEachLine(fleet.store)
    worker = await fleet.worker(out=out)
    await fleet.run(4_000)
    assert worker.delivered == 2
    assert out.answers == [1, 2]


class Silent(OfflineModel):
    """A model that never answers: its worker dies in the middle of the turn."""

    async def respond(self, messages: Any, tools: Any) -> Any:
        await asyncio.Event().wait()


@live_test
async def test_a_worker_that_dies_in_its_turn_leaves_it_to_the_next_which_answers_it_once() -> None:
    fleet = Fleet()
    await fleet.remind("main", 2)
    log = WorkerLog(io.StringIO(), fleet.clock)
    holder = Holder("machine", 1, "w1", "worker")
    first = Worker(fleet.store, Silent(), log, WorkerOptions(), clock=fleet.clock, holder=holder)
    await first.start()  # stepped here, not in the fleet: its turn never ends, nor settles
    for _ in range(10):
        first.step()
        await advance(fleet.clock, 250, lambda: [])
    assert _dispatches(fleet.store, "main") == 1
    (stored,) = fleet.store.load_sessions()
    assert stored.wake_at is not None and stored.wake_at <= fleet.clock.now_ms()  # still due
    await first.host.close()  # killed mid-turn: the lease is free, the answer was never kept
    await fleet.worker("w2")
    await fleet.run(1_000)
    messages = [e.data for e in _events(fleet.store, "main") if e.type == MESSAGE_EVENT]
    assert [(m["role"], m.get("answers")) for m in messages] == [
        ("user", None),
        ("assistant", messages[0]["id"]),
    ]
    assert _dispatches(fleet.store, "main") == 1
    (stored,) = fleet.store.load_sessions()
    assert stored.wake_at is None


@live_test
async def test_a_session_with_a_reminder_due_soon_is_kept_then_released() -> None:
    fleet = Fleet()
    await fleet.remind("main", 1, 2, 60)
    worker = await fleet.worker(hold_ms=1_500)
    await fleet.run(1_250)
    assert _dispatches(fleet.store, "main") == 1
    assert len(worker.host.sessions.list()) == 1  # the next one is due within hold_ms
    await fleet.run(1_000)
    assert _dispatches(fleet.store, "main") == 2
    assert worker.host.sessions.list() == []  # the last one is a minute away
    assert fleet.store.load_sessions()[0].wake_at == START + 60_000


@live_test
async def test_a_worker_holds_at_most_its_concurrency_and_delivers_everything() -> None:
    fleet = Fleet()
    for n in range(5):
        await fleet.remind(f"agent-{n}", 1)
    worker = await fleet.worker(concurrency=2)
    held = []
    for _ in range(12):
        worker.step()
        held.append(len(worker.host.sessions.list()))
        await advance(fleet.clock, 250, lambda: fleet.workers)
    assert max(held) == 2
    assert [_dispatches(fleet.store, f"agent-{n}") for n in range(5)] == [1] * 5


@live_test
async def test_a_session_held_by_a_live_host_is_left_alone() -> None:
    fleet = Fleet()
    await fleet.remind("main", 1)
    shell = await fleet.host("shell")
    shell.open_agent("main")
    worker = await fleet.worker()
    await fleet.run(2_000)
    assert worker.host.sessions.list() == []
    assert [d.agent for d in shell.deliveries] == ["main"]  # the shell delivered it itself
    await shell.close()


@live_test
async def test_two_workers_never_hold_one_session_and_deliver_each_reminder_once() -> None:
    fleet = Fleet()
    for n in range(6):
        await fleet.remind(f"agent-{n}", 1, 2)
    a = await fleet.worker("a", concurrency=3)
    b = await fleet.worker("b", concurrency=3)
    for _ in range(16):
        for worker in (a, b):
            worker.step()
            mine = {s.id for s in a.host.sessions.list()}
            theirs = {s.id for s in b.host.sessions.list()}
            assert not mine & theirs
        await advance(fleet.clock, 250, lambda: fleet.workers)
    assert [_dispatches(fleet.store, f"agent-{n}") for n in range(6)] == [2] * 6
    assert a.delivered + b.delivered == 12


@live_test
async def test_a_handover_request_makes_the_worker_give_the_session_up_at_once() -> None:
    fleet = Fleet()
    await fleet.remind("main", 1, 3)
    worker = await fleet.worker(hold_ms=5_000)
    await fleet.run(1_250)
    (held,) = worker.host.sessions.list()
    assert fleet.store.request_handover(held.lease)
    worker.step()
    assert worker.host.sessions.list() == []
    shell = await fleet.host("shell")
    shell.open_agent("main")  # free at once: no wait for the lease to expire
    assert any('"event": "handover"' in line for line in fleet.log())
    await shell.close()


@live_test
async def test_a_corrupt_log_is_reported_once_and_not_claimed_again() -> None:
    fleet = Fleet()
    await fleet.remind("main", 1)
    await fleet.remind("other", 1)
    (claim,) = fleet.store.claim(Holder("x", 9, "x"), TTL, agent_name="main")
    fleet.store.commit(claim.lease, [_bad_dispatch(len(claim.stored.events), START + 5)], None)
    fleet.store.release(claim.lease)
    worker = await fleet.worker()
    await fleet.run(3_000)
    errors = [line for line in fleet.log() if '"event": "error"' in line]
    assert len(errors) == 1 and "schedule log is corrupt" in errors[0]
    assert [s.wake_at for s in fleet.store.load_sessions()] == [None, None]
    assert _dispatches(fleet.store, "other") == 1
    assert worker.host.sessions.list() == []


def _bad_dispatch(seq: int, time: int) -> Any:
    from dsh_schedule.runtime.events import Event

    return Event(SCHEDULE_CHANGE, seq, time, {"version": 1, "operation": "dispatch", "id": "nope"})


@live_test
async def test_draining_releases_every_session() -> None:
    fleet = Fleet()
    await fleet.remind("a", 1, 2)
    await fleet.remind("b", 1, 2)
    worker = await fleet.worker(hold_ms=5_000)
    await fleet.run(1_250)
    assert len(worker.host.sessions.list()) == 2
    await worker.drain()
    for session_id in ("session-1", "session-2"):
        lease = fleet.store.lease_of(session_id)
        assert lease is not None and lease.expires_at_ms == RELEASED


class _FailingStore(MemoryStore):
    """A memory store whose commits fail while `failing` is set (a database gone away)."""

    failing = False

    def commit_many(self, commits: Any) -> Any:
        if self.failing:
            return [StoreError("session store: the connection was lost") for _ in commits]
        return super().commit_many(commits)


@live_test
async def test_a_due_session_that_cannot_be_delivered_is_released_after_the_stall_time() -> None:
    fleet = Fleet()
    fleet.store = _FailingStore(clock=fleet.clock)
    await fleet.remind("main", 1)
    worker = await fleet.worker(stall_ms=2_000)
    fleet.store.failing = True
    await fleet.run(2_000)
    (held,) = worker.host.sessions.list()  # due, retried at every step, not yet stalled
    assert not any("due but undelivered" in line for line in fleet.log())
    await fleet.run(1_500)
    # Given up (so that another worker may try), and claimed again by the next step here.
    assert any("due but undelivered for 2000 ms" in line for line in fleet.log())
    (again,) = worker.host.sessions.list()
    assert again.lease.epoch == held.lease.epoch + 1
    fleet.store.failing = False
    await fleet.run(1_000)
    assert _dispatches(fleet.store, "main") == 1  # claimed again and delivered


class _RejectsOneDelivery(MemoryStore):
    """A memory store that rejects the first commit holding a dispatch (the store busy)."""

    rejected = 0

    def commit_many(self, commits: Any) -> Any:
        if not self.rejected and any(
            e.type == SCHEDULE_CHANGE and e.data.get("operation") == "dispatch"
            for commit in commits
            for e in commit.events
        ):
            self.rejected += 1
            return [StoreError("session store: locked by another process") for _ in commits]
        return super().commit_many(commits)


@live_test
async def test_a_delivery_whose_commit_was_rejected_is_committed_at_a_later_step() -> None:
    """Nothing else would commit the held reminder message (no turn runs for a message not
    yet durable): the worker has the owner drive again, and the reminder is answered once."""
    fleet = Fleet()
    fleet.store = store = _RejectsOneDelivery(clock=fleet.clock)
    await fleet.remind("main", 1)
    await fleet.worker()
    await fleet.run(1_250)
    assert store.rejected == 1
    await fleet.run(1_000)
    assert _dispatches(store, "main") == 1
    messages = [e.data for e in _events(store, "main") if e.type == MESSAGE_EVENT]
    assert [(m["role"], m.get("answers")) for m in messages] == [
        ("user", None),
        ("assistant", messages[0]["id"]),
    ]
    assert len([line for line in fleet.log() if '"event": "delivered"' in line]) == 1


@live_test
async def test_draining_commits_a_delivery_whose_commit_was_rejected() -> None:
    fleet = Fleet()
    fleet.store = store = _RejectsOneDelivery(clock=fleet.clock)
    await fleet.remind("main", 1)
    worker = await fleet.worker()
    await fleet.run(1_250)
    assert store.rejected == 1 and _dispatches(store, "main") == 0
    await worker.drain()
    assert _dispatches(store, "main") == 1
    lease = store.lease_of("session-1")
    assert lease is not None and lease.expires_at_ms == RELEASED


@live_test
async def test_a_worker_keeps_nothing_of_the_sessions_it_gave_up() -> None:
    fleet = Fleet()
    for n in range(4):
        await fleet.remind(f"agent-{n}", 1)
    worker = await fleet.worker()
    seen: list[weakref.ref[Any]] = []

    def remember(agent: Any) -> None:
        seen.extend([weakref.ref(agent), weakref.ref(agent.session)])

    worker.host.agents.on_created(remember)
    await fleet.run(2_500)
    assert [_dispatches(fleet.store, f"agent-{n}") for n in range(4)] == [1] * 4
    assert worker.host.sessions.list() == [] and worker.host.deliveries == []
    gc.collect()
    assert len(seen) == 8 and [ref() for ref in seen] == [None] * 8


@live_test
async def test_what_a_worker_keeps_stays_bounded_however_many_sessions_pass_through() -> None:
    fleet = Fleet()
    worker = await fleet.worker(concurrency=3)
    assert worker._installation is not None
    invariant = next(p for p in worker.host._loaded if isinstance(p, InvariantInstallation))
    installation = worker._installation

    def kept() -> dict[str, int]:
        """The size of everything the worker keeps by session."""
        return {
            "sessions": len(worker.host.sessions.list()),
            "agents": len(worker.host.agents.live()),
            "deliveries kept": len(worker.host.deliveries),
            "conversations": len(worker.turns._history),
            "tool scopes": len(worker.host.tools._scopes),
            "owners": len(installation.owners),
            "companion projections": len(invariant._projections),
            "held agents": len(worker._agents),
            "due times": len(worker._due_since),
        }

    made: list[weakref.ref[Any]] = []

    def remember(agent: Any) -> None:
        """Each session's objects: the session, its agent, its owner and the companion's
        projection (the plugin and the companion made theirs before this listener runs)."""
        owner = installation.owner_of(agent.id)
        projection = invariant._projections.get(agent.session)
        made.extend(
            weakref.ref(o) for o in (agent, agent.session, owner, projection) if o is not None
        )

    worker.host.agents.on_created(remember)
    for batch in range(3):  # 4, then 8 and 12 sessions in all: nothing grows with the count
        for n in range(4):
            await fleet.remind(f"agent-{batch}-{n}", 1)
        await fleet.run(2_500)
        assert worker.delivered == 4 * (batch + 1)
        worker.step()  # the last ones are given up at the next poll
        gc.collect()  # what the host let go, the companion's projections with it
        assert kept() == dict.fromkeys(kept(), 0)
        alive = [type(ref()).__name__ for ref in made if ref() is not None]
        assert len(made) == 16 * (batch + 1) and alive == []


class _ReleaseCountingStore(MemoryStore):
    """A memory store that records the sessions of each `release_many` call."""

    def __init__(self, clock: Any) -> None:
        super().__init__(clock=clock)
        self.releases: list[list[str]] = []

    def release_many(self, leases: Any) -> Any:
        self.releases.append([lease.session_id for lease in leases])
        return super().release_many(leases)


@live_test
async def test_the_sessions_a_poll_gives_up_are_released_in_one_transaction() -> None:
    fleet = Fleet()
    fleet.store = _ReleaseCountingStore(fleet.clock)
    for n in range(3):
        await fleet.remind(f"agent-{n}", 1)
    fleet.store.releases.clear()
    worker = await fleet.worker()
    await fleet.run(2_500)
    assert [_dispatches(fleet.store, f"agent-{n}") for n in range(3)] == [1, 1, 1]
    assert worker.host.sessions.list() == []
    assert fleet.store.releases == [["session-1", "session-2", "session-3"]]
    for n in range(1, 4):
        lease = fleet.store.lease_of(f"session-{n}")
        assert lease is not None and lease.expires_at_ms == RELEASED


@live_test
async def test_a_session_whose_agent_is_refused_is_given_up_at_once() -> None:
    fleet = Fleet()
    await fleet.remind("main", 1)
    worker = await fleet.worker()

    def refuse(agent: Any) -> None:
        raise RuntimeError("no agents today")

    stop_refusing = worker.host.agents.on_created(refuse)
    await fleet.run(1_500)
    assert worker.host.sessions.list() == []
    lease = fleet.store.lease_of("session-1")
    assert lease is not None and lease.expires_at_ms == RELEASED
    assert any("not opened: no agents today" in line for line in fleet.log())
    stop_refusing()
    await fleet.run(500)
    assert _dispatches(fleet.store, "main") == 1


@live_test
async def test_recurring_reminders_due_at_once_are_one_turn_and_a_log_line_each() -> None:
    fleet = Fleet()
    host = await fleet.host()
    host.open_agent("main")
    for prompt in ("stretch", "breathe"):
        arguments = {"prompt": prompt, "every_seconds": 300}
        result = await host.call_tool("main", "schedule_create", arguments)
        assert not result.is_error and result.value["kind"] == "every", result.text
    await host.close()
    await fleet.worker()
    await fleet.run(301_000)
    assert _dispatches(fleet.store, "main") == 2
    assert arrived_while_away(_events(fleet.store, "main")) == [
        "Reminder: stretch (due 2026-01-01T00:05:00.000Z, schedule-1, every 5 minutes; next at "
        "2026-01-01T00:10:00.000Z)\n"
        "Reminder: breathe (due 2026-01-01T00:05:00.000Z, schedule-2, every 5 minutes; next at "
        "2026-01-01T00:10:00.000Z)"
    ]
    delivered = [json.loads(line) for line in fleet.log() if '"delivered"' in line]
    assert [(d["schedule_id"], d["due_at"]) for d in delivered] == [
        ("schedule-1", "2026-01-01T00:05:00.000Z"),
        ("schedule-2", "2026-01-01T00:05:00.000Z"),
    ]
    assert fleet.workers[0].delivered == 2


class TickingClock:
    """`clock`, a millisecond later at every reading: two readings never agree."""

    def __init__(self, clock: VirtualClock) -> None:
        self._clock = clock
        self._readings = 0

    def now_ms(self) -> int:
        self._readings += 1
        return self._clock.now_ms() + self._readings

    def call_later(self, delay_ms: int, callback: Callable[[], None]) -> TimerHandle:
        return self._clock.call_later(delay_ms, callback)


@live_test
async def test_a_delivered_line_is_timed_at_the_instant_its_lateness_is_measured() -> None:
    """Each `delivered` line reads the clock once: its `time` minus its `due_at` is its
    `late_ms`, whatever clock the log was given."""
    fleet = Fleet()
    await fleet.remind("main", 2)
    out = io.StringIO()
    worker = Worker(
        fleet.store,
        OfflineModel(),
        WorkerLog(out, TickingClock(fleet.clock), json_lines=True),
        WorkerOptions(),
        clock=fleet.clock,
        holder=Holder("machine", 1, "w1", "worker"),
    )
    await worker.start()
    fleet.workers.append(worker)
    fleet.logs.append(out)
    await fleet.run(3_000)
    (line,) = [json.loads(text) for text in fleet.log() if '"event": "delivered"' in text]
    assert line["late_ms"] >= 0
    assert parse_instant(line["time"]) - parse_instant(line["due_at"]) == line["late_ms"]
