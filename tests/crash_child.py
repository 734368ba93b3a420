"""A host process that kills itself with SIGKILL at a named point.

The child (`python -m tests.crash_child DB START_MS KILL_AT PLAN_JSON [PROTOCOL [MODE]]`) runs the
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

MODE `plugin` (the default) judges the plugin's contract (SPEC §7): a followup reaches the agent
at once. MODE `turns` runs the embedded host's own rule (SPEC §15): the followup is a message
appended with the dispatch (`delivered` then says it entered the live log), and once their
commit is confirmed a turn answers it: a model that repeats the reminder, and a print of its
reply, `shown AGENT SESSION ID OCCURRENCE_MS WALL_MS in-commit` once per reminder, inside the
turn's flush: in the transaction that commits the reply that marks it answered, after its
writes, before its COMMIT (and so before its `commit<n>` point). Each generation resumes the
reminders a killed one left unanswered. More points pass there:

- `model<n>`: inside the model's call, the turn under way;
- `print<n>.before`: the reply's commit under way, its writes made, nothing printed yet;
- `print<n>.after`: the reply printed, its mark not yet committed.

MODE `listener` runs the same rule in a Python API host: no turns; an `on_followup` listener,
registered before the agents are opened, is called once the commit holding the message is
confirmed, inside the next commit, the one that holds its `host/told` mark (appended when
the message's commit was confirmed, and committed by the owner's next flush), after that
commit's writes and before its COMMIT (the point `listener<n>.before`); it prints the `shown`
lines (with `in-commit`) between `print<n>.before` and `print<n>.after`. Each generation
tells the messages a killed one left untold when it opens their agent.

Each point is named `<step>/<kind><n>.<when>`, where the step is `open` (open the store, load
the plugins, resume or create the agents and settle) or `s<index>.<op>`, and n counts that
kind within the step. The child prints, flushing each line, `point NAME WALL SESSION` at every
point, `kill NAME` just before it sends itself SIGKILL at point number KILL_AT (0: never), and
everything it learns: `confirmed create AGENT ID TARGET_MS` once a create returned its view,
`confirmed delete AGENT ID`, `notfound delete AGENT ID`, `delivered AGENT SESSION ID
OCCURRENCE_MS WALL_MS` from inside the followup, and `done` at the end. Every claim it prints
is printed before the next point, so the parent knows exactly what was confirmed before the
kill. The same code runs in-process (`run_child`, no kill) for dry runs and for recovery.

A KILL_AT of `@SECONDS` is a moment of real time instead of a point: the process ends SECONDS
after its host begins (the interpreter's start and imports, where no host state exists yet,
are not counted), wherever it is then, with no `kill` line; a moment after its host has
closed kills nothing (nor would it matter: nothing is open then). A kernel timer ends it: SIGALRM,
whose default action is as abrupt as SIGKILL (no code of the process runs) and lands at any
instruction, a write to the disk included. A timer of the process's own is exact, where a
parent's thread, woken on a busy machine, would strike milliseconds late: as long as a
whole plan takes on the virtual clock.

`tests/crash_judge.py` replays the transcripts of every generation that ran on one database
(each one killed, or finished) and the final durable log against SPEC §13 and §15.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from dsh_schedule.host.agents import HostAgent, HostAgents
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models import Message, Reply
from dsh_schedule.host.models import Step as ModelStep
from dsh_schedule.host.sessions import HostSession, HostSessions
from dsh_schedule.host.stores import ClaimedSession, Commit, SessionStore
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.sqlite import BUSY_TIMEOUT_S, SqliteDialect, SqliteStore
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.runtime.clock import Clock, VirtualClock
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.host_contract import (
    AppendGuard,
    Followup,
    PluginContext,
    ToolDefinition,
)
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.invariant import InvariantInstallation, install_schedule_invariant
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule

Step = list[Any]
Emit = Callable[[str], None]

AGENTS = ("main", "side")
"""The root agents every generation resumes (or creates on a new database)."""
ROOT = Path(__file__).resolve().parent.parent
START = 1_767_225_600_000  # 2026-01-01T00:00:00.000Z
CHILD = (sys.executable, "-m", "tests.crash_child")
"""How the crash matrix and the soak start this module as a host process."""
MODES = ("plugin", "turns", "listener")
"""What a generation runs: the plugin's contract alone, the host's turns, or the host's
listeners (see above)."""

SEGMENT_CAP_V2_MS = 300_000
"""The owner's segment cap in protocol 2 runs: recurring reminders are at least 300 s apart,
and the default cap of 60 s would pass four idle wakes (and their points) before each one."""

GENERATIONS = Holder("crash-matrix", 0, "generations")
"""The lease holder every generation on a database claims as: each generation is the same
host restarted, so it takes its sessions back at once instead of waiting for the lease of the
one it replaces (killed without releasing it) to expire. Ownership between different holders
is tested with real processes elsewhere."""

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
        self.committing = False
        """Whether the store is inside a `commit_many` (a print there is in its transaction)."""
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
        self.points.committing = True
        try:
            with self._events_written(any(commit.events for commit in commits)):
                return super().commit_many(commits)
        finally:
            self.points.committing = False

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


class EchoModel:
    """A model that answers a reminder by repeating it, so its printed reply names every
    reminder it carries; its call passes the point `model<n>`, where a turn is under way."""

    def __init__(self, points: Points) -> None:
        self.points = points

    async def respond(
        self, messages: Sequence[Message], tools: Sequence[ToolDefinition]
    ) -> ModelStep:
        self.points.hit(f"model{self.points.next('model')}")
        await asyncio.sleep(0)
        return Reply(messages[-1].text)

    async def close(self) -> None:
        pass


def printer(points: Points) -> Callable[[HostAgent, str], None]:
    """The turns' screen: `print<n>.before`, `shown` once per reminder a reply names (with a
    last word `in-commit` when the print runs inside a store's commit, as a turn's answer
    does), then `print<n>.after`."""

    def say(agent: HostAgent, text: str) -> None:
        wall = points.clock.now_ms() if points.clock is not None else 0
        session = agent.session.id
        number = points.next("print")
        points.hit(f"print{number}.before", session)
        framed = text.startswith(("[SCHEDULE REMINDER]", "[SCHEDULE REMINDERS]"))
        where = " in-commit" if points.committing else ""
        for schedule_id, occurrence in reminders_of(text) if framed else []:
            points.emit(f"shown {agent.name} {session} {schedule_id} {occurrence} {wall}{where}")
        points.hit(f"print{number}.after", session)

    return say


def listener(points: Points) -> Callable[[HostAgent, Followup], None]:
    """A Python API host's `on_followup` listener: the screen of `printer`, entered at the
    point `listener<n>.before`."""
    say = printer(points)

    def heard(agent: HostAgent, message: Followup) -> None:
        points.hit(f"listener{points.next('listener')}.before", agent.session.id)
        say(agent, message.text)

    return heard


# --- running a plan -------------------------------------------------------------------------


class _Run:
    def __init__(
        self, host: CrashHost, clock: VirtualClock, protocol: int, turns: TurnRunner | None
    ) -> None:
        self.host = host
        self.clock = clock
        self.protocol = protocol
        self.turns = turns
        self.held: set[str] = set()
        """The agents a `busy` step holds: a turn of theirs waits, and settling does not."""
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
            elif any(o.busy for i in self.installations for o in i.owners) or self._turning():
                quiet = 0
            else:
                quiet += 1
                if quiet == 3:
                    return
        raise RuntimeError("the runtime did not settle")

    def _turning(self) -> bool:
        turns = self.turns
        return turns is not None and any(
            turns.busy(agent) for agent in self.host.agents.live() if agent.name not in self.held
        )

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
    db: Path,
    start_ms: int,
    plan: Sequence[Step],
    points: Points,
    protocol: int = 1,
    mode: str = "plugin",
) -> None:
    """Open the host on `db` (passing `points`), run `plan`, print `done`, close."""
    emit = points.emit
    clock = VirtualClock(start_ms)
    points.clock = clock
    points.enter("open")
    host = CrashHost(CrashStore(db, points), clock, points)
    turns = None
    if mode == "turns":
        host.agents.durable_followups = True
        turns = TurnRunner(host, EchoModel(points), printer(points), lambda *_: None)
    elif mode == "listener":
        host.agents.durable_followups = True
        host.agents.on_followup(listener(points))
    run = _Run(host, clock, protocol, turns)
    try:
        await host.load_plugins([run.invariant, run.install])
        if turns is not None:
            turns.attach()
        for name in AGENTS:
            agent = host.open_agent(name)
            if turns is not None:
                turns.resume(agent)  # what a killed generation left unanswered
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
                run.held.add(step[1])
            elif op == "idle":
                host.agent(step[1]).idle()
                run.held.discard(step[1])
            else:
                raise ValueError(f"unknown step {step!r}")
            await run.settle()
        emit("done")
    finally:
        await host.close()


def main(argv: Sequence[str]) -> int:
    db, start, kill_at, plan, *rest = argv
    if kill_at.startswith("@"):  # a moment: SIGALRM's default action ends the process then
        signal.setitimer(signal.ITIMER_REAL, float(kill_at[1:]))
    points = Points(lambda line: print(line, flush=True), 0 if "@" in kill_at else int(kill_at))
    version = int(rest[0]) if rest else 1
    mode = rest[1] if len(rest) > 1 else "plugin"
    if mode not in MODES:
        raise ValueError(f"mode is one of {MODES}, not {mode!r}")
    asyncio.run(run_child(Path(db), int(start), json.loads(plan), points, version, mode))
    signal.setitimer(signal.ITIMER_REAL, 0)  # the host has closed: a later moment kills nothing
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
