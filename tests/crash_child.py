"""A host process that kills itself with SIGKILL at a named point, and the crash checker.

The child (`python -m tests.crash_child DB START_MS KILL_AT PLAN_JSON [PROTOCOL]`) runs the
embedded host with the invariant companion and the schedule plugin (protocol 1 by default, or
the given one, whose owner then has a segment cap of SEGMENT_CAP_V2_MS) on the SQLite file DB,
on a virtual clock that starts at START_MS and that only the child moves, and runs PLAN: a list
of steps such as `["create", "main", 10]` (after seconds),
`["create", "main", {"every_seconds": 300}]` (any protocol 2 selector),
`["delete", "main", "schedule-1"]`, `["list", "side"]`, `["advance", 10000]`, `["jump", 60000]`
(the wall clock alone), `["busy", "main"]`, `["idle", "main"]`. The host classes are subclassed
only to pass named points:

- `flush<n>.before` / `flush<n>.after`: around each `sessions.flush` (a preflight or barrier);
- `checkpoint<n>`: inside the store's write transaction, its checkpoint written, not its rows;
- `commit<n>`: inside the store's write transaction, after its rows, before its COMMIT;
- `append<n>.before` / `append<n>.after`: around each session append (guards run inside);
- `followup<n>.before` / `followup<n>.after`: around queueing a followup (`delivered` is
  printed in between, once per reminder it carries: a recurring batch carries several).

Each point is named `<step>/<kind><n>.<when>`, where the step is `open` (open the store, load
the plugins, resume or create the agents and settle) or `s<index>.<op>`, and n counts that
kind within the step. The child prints, flushing each line, `point NAME WALL SESSION` at every
point, `kill NAME` just before it sends itself SIGKILL at point number KILL_AT (0: never), and
everything it learns: `confirmed create AGENT ID TARGET_MS` once a create returned its view,
`confirmed delete AGENT ID`, `notfound delete AGENT ID`, `delivered AGENT SESSION ID
OCCURRENCE_MS WALL_MS` from inside the followup, and `done` at the end. Every claim it prints
is printed before the next point, so the parent knows exactly what was confirmed before the
kill. The same code runs in-process (`run_child`, no kill) for dry runs and for recovery.

`check` replays the transcripts of every generation that ran on one database (each one killed,
or finished) and the final durable log against SPEC §13.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import signal
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dsh_schedule.host.agents import HostAgent, HostAgents
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.sessions import HostSession, HostSessions
from dsh_schedule.host.stores import ClaimedSession, Commit, SessionStore
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.sqlite import BUSY_TIMEOUT_S, SqliteDialect, SqliteStore
from dsh_schedule.runtime.clock import Clock, VirtualClock
from dsh_schedule.runtime.decode import change_data, decode_schedule_change
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.host_contract import AppendGuard, Followup, PluginContext
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.invariant import InvariantInstallation, install_schedule_invariant
from dsh_schedule.runtime.occurrences import Record, is_recurring, next_occurrence
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule

Step = list[Any]
Emit = Callable[[str], None]

AGENTS = ("main", "side")
ROOT = Path(__file__).resolve().parent.parent
START = 1_767_225_600_000  # 2026-01-01T00:00:00.000Z
CHILD = (sys.executable, "-m", "tests.crash_child")
"""How the crash matrix and the soak start this module as a host process."""
"""The root agents every generation resumes (or creates on a new database)."""

SEGMENT_CAP_V2_MS = 300_000
"""The owner's segment cap in protocol 2 runs: recurring reminders are at least 300 s apart,
and the default cap of 60 s would pass four idle wakes (and their points) before each one."""

GENERATIONS = Holder("crash-matrix", 0, "generations")
"""The lease holder every generation on a database claims as: each generation is the same
host restarted, so it takes its sessions back at once instead of waiting for the lease of the
one it replaces (killed without releasing it) to expire. Ownership between different holders
is tested with real processes elsewhere."""

WINDOW = ("followup", "append", "commit", "flush")
"""The kinds of point that can fall between a followup and its durable dispatch."""


# --- the named points -----------------------------------------------------------------------


class Points:
    """Numbers and names each point, prints it, and kills the process at number `kill_at`."""

    def __init__(self, emit: Emit, kill_at: int = 0, kill: Callable[[], None] | None = None):
        self.emit = emit
        self.kill_at = kill_at
        self._kill = kill if kill is not None else _sigkill
        self.clock: Clock | None = None
        self.count = 0
        self.step = "open"
        self._kinds: Counter[str] = Counter()

    def enter(self, step: str) -> None:
        self.step = step
        self._kinds.clear()

    def next(self, kind: str) -> int:
        """The number of the next point pair of this kind in the current step."""
        self._kinds[kind] += 1
        return self._kinds[kind]

    def hit(self, name: str, session: str = "-") -> None:
        self.count += 1
        full = f"{self.step}/{name}"
        wall = self.clock.now_ms() if self.clock is not None else 0
        self.emit(f"point {full} {wall} {session}")
        if self.count == self.kill_at:
            self.emit(f"kill {full}")
            self._kill()


def _sigkill() -> None:
    sys.stdout.flush()
    os.kill(os.getpid(), signal.SIGKILL)


# --- the host, with the points passed -------------------------------------------------------


class CrashFile(SqliteDialect):
    """SQLite's dialect with a point inside each transaction that writes events, just before
    its COMMIT."""

    def __init__(self, path: Path, clock: Clock, points: Points) -> None:
        super().__init__(path, clock, False, BUSY_TIMEOUT_S)
        self.points = points
        self.writing = False

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[Any]:
        with super()._transaction(begin) as db:
            yield db
            if self.writing:
                self.points.hit(f"commit{self.points.next('commit')}")


class CrashStore(SqliteStore):
    """The SQLite store with a point inside each transaction that writes events (a commit
    or a new session), just before its COMMIT; lease bookkeeping passes no point."""

    def __init__(self, path: str | os.PathLike[str], points: Points) -> None:
        self.points = points
        super().__init__(path)
        self._file.close()
        self._crash = CrashFile(self.path, self.clock, points)
        self._file = self._dialect = self._crash

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        with self._events_written(any(commit.events for commit in commits)):
            return super().commit_many(commits)

    def create(
        self, agent_name: str, seed_length: int, events: Sequence[Event], holder: Holder, ttl: int
    ) -> ClaimedSession:
        with self._events_written(True):
            return super().create(agent_name, seed_length, events, holder, ttl)

    def _checkpoint(self, *args: Any) -> Any:
        """A point inside a commit's transaction: the checkpoint is written, its events not."""
        folded = super()._checkpoint(*args)
        self.points.hit(f"checkpoint{self.points.next('checkpoint')}")
        return folded

    @contextmanager
    def _events_written(self, writing: bool) -> Iterator[None]:
        self._crash.writing = writing
        try:
            yield
        finally:
            self._crash.writing = False


class CrashSession(HostSession):
    def checkpoint_spacing(self) -> int:
        return 1  # every commit with events writes its checkpoint: a point to kill at

    def __init__(
        self, claim: ClaimedSession, clock: Clock, guards: list[AppendGuard], points: Points
    ) -> None:
        super().__init__(claim, clock, guards)
        self.points = points

    def append(self, type: str, data: Any) -> Event:
        number = self.points.next("append")
        self.points.hit(f"append{number}.before", self.id)
        event = super().append(type, data)
        self.points.hit(f"append{number}.after", self.id)
        return event


class CrashSessions(HostSessions):
    def __init__(self, store: SessionStore, clock: Clock, holder: Holder, points: Points) -> None:
        self.points = points
        super().__init__(store, clock, holder)

    def new_session(self, claim: ClaimedSession) -> HostSession:
        return CrashSession(claim, self._clock, self._guards, self.points)

    async def flush(self, session: Any) -> bool:
        number = self.points.next("flush")
        self.points.hit(f"flush{number}.before", session.id)
        confirmed = await super().flush(session)
        self.points.hit(f"flush{number}.after", session.id)
        return confirmed


class CrashAgent(HostAgent):
    def __init__(
        self,
        agent_id: str,
        name: str,
        session: HostSession,
        is_root: bool,
        hub: CrashAgents,
    ) -> None:
        super().__init__(agent_id, name, session, is_root, hub)
        self.points = hub.points

    def followup(self, message: Followup) -> None:
        number = self.points.next("followup")
        self.points.hit(f"followup{number}.before", self.session.id)
        super().followup(message)
        wall = self.points.clock.now_ms() if self.points.clock is not None else 0
        for schedule_id, occurrence in reminders_of(message.text):
            self.points.emit(
                f"delivered {self.name} {self.session.id} {schedule_id} {occurrence} {wall}"
            )
        self.points.hit(f"followup{number}.after", self.session.id)


def reminders_of(text: str) -> list[tuple[str, int]]:
    """The (id, occurrence ms) of each reminder a followup carries: one for a one-shot's
    framing, one per item of a recurring batch's `reminders_json` line."""
    lines = text.split("\n")
    if lines[0] == "[SCHEDULE REMINDERS]":
        items = json.loads(lines[2].removeprefix("reminders_json: "))
        return [(item["scheduleId"], parse_instant(item["occurrenceAt"])) for item in items]
    schedule_id = json.loads(lines[2].removeprefix("schedule_id_json: "))
    return [(schedule_id, parse_instant(lines[3].removeprefix("occurrence_at: ")))]


class CrashAgents(HostAgents):
    def __init__(self, ids: Iterator[int], points: Points) -> None:
        super().__init__(ids)
        self.points = points
        # The plugin's own contract (SPEC §7), which this matrix judges: a followup reaches
        # the agent at once. The host's exactly-once steps: tests/test_exactly_once.py.
        self.durable_followups = False

    def new_agent(self, agent_id: str, name: str, session: HostSession, is_root: bool) -> HostAgent:
        return CrashAgent(agent_id, name, session, is_root, self)


class CrashHost(EmbeddedHost):
    def __init__(self, store: SessionStore, clock: Clock, points: Points) -> None:
        self.points = points
        super().__init__(store, clock, RecordingLogger(), holder=GENERATIONS)

    def new_sessions(self) -> HostSessions:
        return CrashSessions(self.store, self.clock, self.holder, self.points)

    def new_agents(self) -> HostAgents:
        return CrashAgents(self._agent_ids, self.points)


# --- running a plan -------------------------------------------------------------------------


class _Run:
    def __init__(self, host: CrashHost, clock: VirtualClock, protocol: int) -> None:
        self.host = host
        self.clock = clock
        self.protocol = protocol
        self.installations: list[ScheduleInstallation] = []

    def invariant(self, ctx: PluginContext) -> InvariantInstallation:
        return install_schedule_invariant(ctx, protocol=self.protocol)

    def install(self, ctx: PluginContext) -> ScheduleInstallation:
        if self.protocol == 1:
            installation = install_schedule(ctx)
        else:
            installation = install_schedule(
                ctx, protocol=self.protocol, segment_cap_ms=SEGMENT_CAP_V2_MS
            )
        self.installations.append(installation)
        return installation

    async def settle(self) -> None:
        quiet = 0
        for _ in range(100_000):
            await asyncio.sleep(0)
            if self.clock.next_due_in() == 0:
                self.clock.advance(0)
                quiet = 0
            elif any(o.busy for i in self.installations for o in i.owners):
                quiet = 0
            else:
                quiet += 1
                if quiet == 3:
                    return
        raise RuntimeError("the runtime did not settle")

    async def advance(self, ms: int) -> None:
        remaining = ms
        while True:
            due_in = self.clock.next_due_in()
            if due_in is None or due_in > remaining:
                break
            self.clock.advance(due_in)
            remaining -= due_in
            await self.settle()
        self.clock.advance(remaining)
        await self.settle()


async def run_child(
    db: Path, start_ms: int, plan: Sequence[Step], points: Points, protocol: int = 1
) -> None:
    """Open the host on `db` (passing `points`), run `plan`, print `done`, close."""
    emit = points.emit
    clock = VirtualClock(start_ms)
    points.clock = clock
    points.enter("open")
    host = CrashHost(CrashStore(db, points), clock, points)
    run = _Run(host, clock, protocol)
    try:
        await host.load_plugins([run.invariant, run.install])
        for name in AGENTS:
            host.open_agent(name)
        await run.settle()
        for index, step in enumerate(plan, start=1):
            op = step[0]
            points.enter(f"s{index}.{op}")
            if op == "create":
                _, agent, selector = step
                if not isinstance(selector, dict):
                    selector = {"after_seconds": selector}
                rule = json.dumps(selector, separators=(",", ":"))
                emit(f"call create {agent} {rule} {clock.now_ms()}")
                result = await host.call_tool(
                    agent, "schedule_create", {"prompt": f"p{index}", **selector}
                )
                value = result.value
                if not result.is_error and "scheduledAt" in value:
                    target = parse_instant(value["scheduledAt"])
                    emit(f"confirmed create {agent} {value['id']} {target}")
                else:
                    emit(f"refused create {agent} {result.text}")
            elif op == "delete":
                _, agent, schedule_id = step
                emit(f"call delete {agent} {schedule_id}")
                result = await host.call_tool(agent, "schedule_delete", {"id": schedule_id})
                value = result.value
                if not result.is_error and value.get("deleted") is True:
                    emit(f"confirmed delete {agent} {schedule_id}")
                elif not result.is_error and value.get("code") == "schedule_not_found":
                    emit(f"notfound delete {agent} {schedule_id}")
                else:
                    emit(f"refused delete {agent} {result.text}")
            elif op == "list":
                _, agent = step
                result = await host.call_tool(agent, "schedule_list", {})
                ids = [view["id"] for view in result.value] if not result.is_error else []
                emit(f"listed {agent} {','.join(ids) or '-'}")
            elif op == "advance":
                await run.advance(int(step[1]))
            elif op == "jump":
                clock.jump(int(step[1]))
            elif op == "busy":
                host.agent(step[1]).busy()
            elif op == "idle":
                host.agent(step[1]).idle()
            else:
                raise ValueError(f"unknown step {step!r}")
            await run.settle()
        emit("done")
    finally:
        await host.close()


def main(argv: Sequence[str]) -> int:
    db, start, kill_at, plan, *protocol = argv
    points = Points(lambda line: print(line, flush=True), int(kill_at))
    version = int(protocol[0]) if protocol else 1
    asyncio.run(run_child(Path(db), int(start), json.loads(plan), points, version))
    return 0


# --- checking what the generations on one database did --------------------------------------

RECOVERY_MS = 200_000
"""How far a recovery runs past the last wall time seen: every plan's delays are <= 120 s."""


@dataclass
class Generation:
    """One process on the database: its transcript, and whether it killed itself."""

    lines: list[str]
    killed: bool

    @property
    def kill_point(self) -> str | None:
        kills = [line.split(" ", 1)[1] for line in self.lines if line.startswith("kill ")]
        return kills[-1] if kills else None

    @property
    def last_wall(self) -> int:
        walls = [int(line.split()[2]) for line in self.lines if line.startswith("point ")]
        return max(walls, default=0)


def generic(point: str) -> str:
    """The point without its step index: `s3.delete/append1.after` -> `delete/append1.after`."""
    step, _, name = point.partition("/")
    return f"{step.partition('.')[2] or step}/{name}"


@dataclass
class Report:
    kills: int = 0
    recoveries: int = 0
    deliveries: int = 0
    window_kills: int = 0
    """Kills that fell between a followup and its durable dispatch."""
    duplicates: Counter[str] = field(default_factory=Counter)
    """Duplicate deliveries by the generic name of the kill point that caused them."""
    losses: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)

    def add(self, other: Report) -> None:
        self.kills += other.kills
        self.recoveries += other.recoveries
        self.deliveries += other.deliveries
        self.window_kills += other.window_kills
        self.duplicates.update(other.duplicates)
        self.losses += other.losses
        self.violations += other.violations


def durable_logs(db: Path) -> dict[str, tuple[str, int, tuple[Event, ...]]]:
    """Agent name -> (session id, seed length, durable events), read as a new process would."""
    store = SqliteStore(db)
    try:
        return {s.agent_name: (s.id, s.seed_length, tuple(s.events)) for s in store.load_sessions()}
    finally:
        store.close()


def check(generations: Sequence[Generation], db: Path, protocol: int = 1) -> Report:
    """Judge every generation that ran on `db` (the last one a recovery that ran to the end)
    against the durable log the database holds now.

    A one-shot reminder is delivered once at its target. A recurring one is delivered at
    occurrences of its rule, in rising order, each no earlier than its instant; delivering the
    same occurrence again is a duplicate, and at the end nothing due is left undelivered."""
    report = Report()
    deliveries: dict[tuple[str, str], list[tuple[int, int, int]]] = defaultdict(list)
    windows: Counter[tuple[str, str]] = Counter()
    window_points: dict[tuple[str, str], list[str]] = defaultdict(list)
    confirmed: set[tuple[str, str]] = set()
    delete_calls: set[tuple[str, str]] = set()
    deleted: dict[tuple[str, str], int] = {}
    """When each delete became durable: its barrier's commit finished."""
    confirmed_deletes: set[tuple[str, str]] = set()
    order = 0
    for number, generation in enumerate(generations):
        if number:
            report.recoveries += generations[number - 1].killed
        # By session: (agent, id) delivered, their dispatches not yet durable. Several
        # sessions' deliveries may be open at once: their barriers commit as one group, in
        # the transaction of the next `commit` point. That transaction's COMMIT runs right
        # after the point, so any flush that returns after it proves it done, though the
        # group's other flushes may not have returned when a kill comes.
        open_delivery: dict[str, list[tuple[str, str]]] = defaultdict(list)
        barrier: set[str] = set()  # sessions whose open deliveries' barrier has begun
        group: set[str] = set()  # of those, the ones in the last commit's transaction
        deleting: tuple[str, str] | None = None  # a delete call in progress
        delete_appended = False
        for line in generation.lines:
            order += 1
            words = line.split()
            if words[0] == "delivered":
                agent, session, schedule_id, occurrence, wall = words[1:]
                deliveries[(agent, schedule_id)].append((order, int(occurrence), int(wall)))
                open_delivery[session].append((agent, schedule_id))
                if int(wall) < int(occurrence):
                    report.violations.append(f"{agent} {schedule_id} fired before its target")
            elif words[0] == "point":
                name, session = words[1], words[3]
                flushed = name.endswith(".after") and "/flush" in name
                if "/flush" in name and name.endswith(".before") and open_delivery.get(session):
                    barrier.add(session)
                elif "/commit" in name:
                    group = set(barrier)
                elif flushed:  # this session's barrier committed, and the last group
                    for durable in {session, *group}:
                        open_delivery.pop(durable, None)
                        barrier.discard(durable)
                    group = set()
                if deleting is not None and ".delete/append" in name and name.endswith(".after"):
                    delete_appended = True
                elif deleting is not None and delete_appended and flushed:
                    deleted.setdefault(deleting, order)  # the delete's barrier committed
                    deleting = None
            elif words[0] == "call":
                deleting, delete_appended = None, False
                if words[1] == "delete":
                    deleting = (words[2], words[3])
                    delete_calls.add(deleting)
            elif words[0] == "confirmed" and words[1] == "create":
                confirmed.add((words[2], words[3]))
            elif words[0] == "confirmed" and words[1] == "delete":
                confirmed_deletes.add((words[2], words[3]))
                if (words[2], words[3]) not in deleted:
                    report.violations.append(f"{words[2]} {words[3]}: delete confirmed early")
        if generation.killed:
            report.kills += 1
            point = generation.kill_point or "?"
            for key in itertools.chain.from_iterable(open_delivery.values()):
                windows[key] += 1
                window_points[key].append(generic(point))
            report.window_kills += any(open_delivery.values())
    final_wall = generations[-1].last_wall if generations else 0
    logs = durable_logs(db)
    records: dict[tuple[str, str], Record] = {}
    ended: dict[tuple[str, str], str] = {}
    dispatched: dict[tuple[str, str], list[int | None]] = defaultdict(list)
    for agent, (_, seed, events) in logs.items():
        try:
            fold = fold_schedule_events(events, seed, protocol=protocol)
        except Exception as error:
            report.violations.append(f"{agent}: the durable log does not fold: {error}")
            continue
        for record in fold.active:
            if not is_recurring(record):
                report.violations.append(f"{agent}: still active after the recovery: {record.id}")
            elif parse_instant(record.scheduledAt) <= final_wall:
                report.violations.append(f"{agent} {record.id}: an occurrence due was left")
        for event in events[seed:]:
            if event.type != SCHEDULE_CHANGE:
                continue
            change = decode_schedule_change(event.data, protocol=protocol)
            data = change_data(change)
            key = (agent, data["schedule"]["id"] if "schedule" in data else data["id"])
            if data["operation"] == "create":
                records[key] = change.schedule  # type: ignore[union-attr]
            elif data["operation"] == "delete":
                ended[key] = "delete"
            else:
                at = data.get("occurrenceAt")
                dispatched[key].append(None if at is None else parse_instant(at))
                if not is_recurring(records[key]):
                    ended[key] = "dispatch"
    for key, seen in deliveries.items():
        report.deliveries += len(seen)
        agent, schedule_id = key
        created = records.get(key)
        if created is None:
            report.violations.append(f"{agent} {schedule_id} delivered but never durably created")
            continue
        occurrences = [occurrence for _, occurrence, _ in seen]
        if not all(_on_the_rule(created, occurrence) for occurrence in occurrences):
            report.violations.append(f"{agent} {schedule_id} delivered with the wrong time")
        if occurrences != sorted(occurrences):
            report.violations.append(f"{agent} {schedule_id} delivered out of order")
        extra = len(occurrences) - len(set(occurrences))
        if extra > windows[key]:
            report.violations.append(
                f"{agent} {schedule_id} delivered {len(seen)} times; only {windows[key]} kills "
                "fell between its followup and a durable dispatch"
            )
        elif extra < windows[key] and key not in delete_calls:
            report.violations.append(
                f"{agent} {schedule_id}: its dispatch was lost in a crash, but it was not "
                "delivered again"
            )
        for point in window_points[key][:extra]:
            report.duplicates[point] += 1
        if key in deleted and any(when > deleted[key] for when, _, _ in seen):
            report.violations.append(f"{agent} {schedule_id} fired after its durable delete")
    for key in sorted(confirmed):
        agent, schedule_id = key
        if key not in records:
            report.losses.append(f"{agent} {schedule_id}: confirmed, but not in the durable log")
        elif key in confirmed_deletes:
            if ended.get(key) != "delete":
                report.losses.append(f"{agent} {schedule_id}: confirmed delete not durable")
        elif not deliveries.get(key) and ended.get(key) != "delete":
            report.losses.append(f"{agent} {schedule_id}: confirmed, never delivered")
        elif ended.get(key) == "delete" and key not in delete_calls:
            report.violations.append(f"{agent} {schedule_id} deleted without a delete call")
    for key in deleted:
        if ended.get(key) != "delete":
            report.losses.append(f"{key[0]} {key[1]}: a committed delete is not in the log")
    for key, instants in dispatched.items():
        delivered = {occurrence for _, occurrence, _ in deliveries.get(key, [])}
        target = parse_instant(records[key].scheduledAt)
        for instant in instants:
            if (target if instant is None else instant) not in delivered:
                report.losses.append(f"{key[0]} {key[1]}: dispatched but never delivered")
    return report


def _on_the_rule(record: Record, occurrence: int) -> bool:
    """Whether `occurrence` is the record's target (a one-shot) or one of its rule's
    occurrences from its first one on (a recurring record)."""
    first = parse_instant(record.scheduledAt)
    if not is_recurring(record):
        return occurrence == first
    return occurrence == first or (
        occurrence > first and next_occurrence(record, occurrence - 1) == occurrence
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
