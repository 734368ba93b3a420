"""A model-based state machine (SPEC §6, §7, §13) on the virtual clock.

Hypothesis drives random sequences of create / delete / list calls, advances of the clock,
wall-clock jumps forward and back, busy and idle turns, host restarts and persistence faults
(injected flush rejections, a removed listener) over two root agents, against a small
reference model of the spec: each agent's schedule log as the model predicts it, the active
records, the next id, and what was confirmed durable. After every step:

- the live log of each session holds exactly the model's changes (creates with their prompt
  and due time, deletes, dispatches), and the model's active records are the fold's;
- every tool value is the one the spec prescribes (a view, the active list, deleted or not
  found), or `persistence_uncertain` while a fault is pending (never while persistence works);
- every delivery is the framing of an active record, and happened with the wall clock at or
  past its target;
- while an agent is idle, persistence works and the owner has had a trigger since the last
  fault, a due record is delivered within one segment cap of becoming due (of the wall clock
  reaching its target by an advance or a jump, of the agent becoming idle, or of the trigger);
- an id is delivered at most once, plus once for each restart that dropped its unflushed
  dispatch (the crash window); a restart never drops a change a tool confirmed;
- the owners' and the invariant's incremental projections equal a from-scratch fold.

The model peeks at the host in two places only: how many injected flush faults are still
pending (in a settled host a tool call's preflight is the next flush and its barrier the one
after, so the model predicts every tool answer exactly), and at a restart how much of each log
the host had made durable (which the model then checks against what tools confirmed).
Timers are checked too: each is at most one cap long, and an idle owner driven with working
persistence keeps one armed for its earliest record.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.runtime.clock import _VirtualTimer
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.framing import render_reminder_framing
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.invariant import InvariantInstallation
from dsh_schedule.runtime.jstext import js_trim
from dsh_schedule.runtime.outcomes import MESSAGES
from dsh_schedule.runtime.records import create_after_schedule_record
from tests.support.live import Live, _Tracked

CAP = 10_000
"""The segment cap the owners run with: short, so that many wakes happen in a few steps."""
AGENTS = ("main", "other")
NAMES = st.sampled_from(["main", "main", "other"])
Fault = tuple[int, int] | str | None
FAULTS: st.SearchStrategy[Fault] = st.sampled_from([None, None, None, None, (0, 1), (1, 1), (1, 2)])
"""Most tool calls run on working persistence; some right after a fault is injected."""
PROMPTS = ("stretch", "  drink water  ", "line one\nline two", 'say "hi"', "\u2028x\u3000")


@dataclass
class Record:
    id: str
    prompt: str
    seconds: int
    target: int
    due_since: int | None = None
    """The monotonic ms at which the wall clock last reached the target; None while before."""


@dataclass
class Agent:
    name: str
    log: list[tuple[str, str]] = field(default_factory=list)
    """(operation, id) of each schedule change in the live log, in order."""
    records: dict[str, Record] = field(default_factory=dict)
    """Every record created in the live log, by id."""
    confirmed: int = 0
    """How many changes of the log a tool answer has confirmed durable."""
    busy: bool = False
    idle_since: int = 0
    triggered_since: int | None = 0
    """Since when the owner has been driven with working persistence, if it has."""
    deliveries: Counter[str] = field(default_factory=Counter)
    allowed: Counter[str] = field(default_factory=Counter)

    def active(self) -> list[Record]:
        ended = {schedule_id for operation, schedule_id in self.log if operation != "create"}
        return [
            self.records[schedule_id]
            for operation, schedule_id in self.log
            if operation == "create" and schedule_id not in ended
        ]

    def next_id(self) -> str:
        return f"schedule-{sum(1 for operation, _ in self.log if operation == 'create') + 1}"


class ScheduleMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.live: Live = self.loop.run_until_complete(Live.started(*AGENTS, segment_cap_ms=CAP))
        self.agents = {name: Agent(name) for name in AGENTS}
        self.delivered: list[tuple[str, str, int]] = []
        self._listen()
        self.timers_seen = 0

    def teardown(self) -> None:
        try:
            self.loop.run_until_complete(self.live.close())
        finally:
            self.loop.close()

    # -- helpers ----------------------------------------------------------------------------

    def _listen(self) -> None:
        def heard(agent: HostAgent, message: Followup) -> None:
            self.delivered.append((agent.name, message.text, self.live.clock.now_ms()))

        self.live.host.agents.on_followup(heard)

    @property
    def mono(self) -> int:
        return self.live.clock.monotonic_ms

    @property
    def wall(self) -> int:
        return self.live.clock.now_ms()

    def _healthy(self) -> bool:
        persistence = self.live.sessions.persistence
        return persistence.attached and persistence.skip == 0 and persistence.fail == 0

    def _fault(self) -> None:
        for agent in self.agents.values():
            agent.triggered_since = None

    def _triggered(self, agent: Agent, healthy: bool) -> None:
        """The owner was driven by a trigger; `healthy` tells whether persistence worked when
        the action began (a fault pending then may have failed the drive's preflight)."""
        if healthy and self._healthy() and agent.triggered_since is None:
            agent.triggered_since = self.mono

    def _run(self, coroutine: Any) -> Any:
        return self.loop.run_until_complete(coroutine)

    def _do(self, action: Callable[[], object]) -> None:
        """Run a synchronous host action on the event loop, as a host would."""

        async def run() -> None:
            action()

        self._run(run())

    def _settle(self, wall_before: int, mono_before: int) -> None:
        """Settle, take in the deliveries, and note which records became due and when."""
        self._run(self.live.settle())
        self._take_deliveries()
        self._note_due(wall_before, mono_before)

    def _note_due(self, wall_before: int, mono_before: int) -> None:
        moved = self.mono - mono_before  # wall and monotonic moved together by this much
        for agent in self.agents.values():
            for record in agent.active():
                if self.wall < record.target:
                    record.due_since = None
                elif record.due_since is None:
                    crossed = record.target - wall_before
                    if moved and 0 < crossed <= moved:
                        record.due_since = mono_before + crossed
                    else:
                        record.due_since = self.mono

    def _take_deliveries(self) -> None:
        delivered, self.delivered = self.delivered, []
        for name, text, wall in delivered:
            agent = self.agents[name]
            active = {record.id: record for record in agent.active()}
            matches = [r for r in active.values() if render_reminder_framing(_record(r)) == text]
            assert matches, f"{name} got a reminder for no active record: {text!r}"
            record = matches[0]
            first = min(active.values(), key=lambda r: r.target)  # ties: create order
            assert record is first, f"{name}: {record.id} delivered before {first.id}"
            assert wall >= record.target, f"{record.id} fired {record.target - wall} ms early"
            agent.log.append(("dispatch", record.id))
            agent.deliveries[record.id] += 1
            assert agent.deliveries[record.id] <= 1 + agent.allowed[record.id], (
                f"{name} {record.id} delivered {agent.deliveries[record.id]} times"
            )

    def _changes(self, name: str) -> list[Any]:
        session = self.live.agent(name).session
        return [e.data for e in session.events if e.type == SCHEDULE_CHANGE]

    # -- tool rules -------------------------------------------------------------------------

    @rule(
        name=NAMES,
        seconds=st.sampled_from([1, 2, 5, 10, 30]),
        prompt=st.sampled_from(PROMPTS),
        fault=FAULTS,
    )
    def create(self, name: str, seconds: int, prompt: str, fault: Fault) -> None:
        self._inject(fault)
        agent = self.agents[name]
        healthy, wall, mono = self._healthy(), self.wall, self.mono
        preflight, barrier = self._next_flushes(2)
        record = Record(agent.next_id(), js_trim(prompt), seconds, wall + seconds * 1000)
        value = self._value("schedule_create", {"prompt": prompt, "after_seconds": seconds}, name)
        if not preflight:  # nothing is appended, and no id is known
            assert value == _uncertain("create")
        elif not barrier:  # the create stays in the live log; the id is returned
            assert value == _uncertain("create", record.id)
            self._append(agent, record)
        else:
            assert value == _view(record, wall)
            self._append(agent, record)
            agent.confirmed = len(agent.log)
        if preflight:
            self._triggered(agent, healthy)
        self._settle(wall, mono)

    @rule(name=NAMES, number=st.integers(1, 6), fault=FAULTS)
    def delete(self, name: str, number: int, fault: Fault) -> None:
        self._inject(fault)
        agent = self.agents[name]
        schedule_id = f"schedule-{number}"
        healthy, wall, mono = self._healthy(), self.wall, self.mono
        preflight, barrier = self._next_flushes(2)
        active = schedule_id in {record.id for record in agent.active()}
        value = self._value("schedule_delete", {"id": schedule_id}, name)
        if not preflight:
            assert value == _uncertain("delete", schedule_id)
        elif not active:
            assert value == {"id": schedule_id, "deleted": False, "code": "schedule_not_found"}
            agent.confirmed = len(agent.log)
        elif not barrier:  # the delete stays in the live log
            assert value == _uncertain("delete", schedule_id)
            agent.log.append(("delete", schedule_id))
        else:
            assert value == {"id": schedule_id, "deleted": True}
            agent.log.append(("delete", schedule_id))
            agent.confirmed = len(agent.log)
        if preflight:
            self._triggered(agent, healthy)
        self._settle(wall, mono)

    @rule(name=NAMES, fault=FAULTS)
    def list_reminders(self, name: str, fault: Fault) -> None:
        self._inject(fault)
        agent = self.agents[name]
        healthy, wall, mono = self._healthy(), self.wall, self.mono
        (preflight,) = self._next_flushes(1)
        value = self._value("schedule_list", {}, name)
        if not preflight:  # never an answer from an unconfirmed live suffix
            assert value == _uncertain("list")
        else:
            assert value == [_view(record, wall) for record in agent.active()]
            agent.confirmed = len(agent.log)
            self._triggered(agent, healthy)
        self._settle(wall, mono)

    def _value(self, tool: str, arguments: dict[str, Any], name: str) -> Any:
        result = self._run(self.live.call(tool, arguments, name))
        assert not result.is_error, result.text
        return result.value

    def _next_flushes(self, count: int) -> list[bool]:
        """Whether each of the next `count` flushes will succeed. In a settled host no drive is
        in flight, so a tool call's preflight is the very next flush and its barrier the one
        after (the drives it triggers wait for its FIFO)."""
        persistence = self.live.sessions.persistence
        skip, fail = persistence.skip, persistence.fail
        outcomes = []
        for _ in range(count):
            if not persistence.attached:
                outcomes.append(False)
            elif skip:
                skip -= 1
                outcomes.append(True)
            else:
                outcomes.append(not fail)
                fail = max(0, fail - 1)
        return outcomes

    def _append(self, agent: Agent, record: Record) -> None:
        assert agent.deliveries[record.id] == 0  # an id reused after a restart was never sent
        agent.records[record.id] = record
        agent.log.append(("create", record.id))

    # -- time, turns, restarts and faults ---------------------------------------------------

    @rule(ms=st.sampled_from([0, 1, 999, 1_000, 4_000, 9_999, 10_000, 10_001, 30_000, 65_000]))
    def advance(self, ms: int) -> None:
        wall, mono = self.wall, self.mono
        self._run(self.live.advance(ms))
        self._take_deliveries()
        self._note_due(wall, mono)

    @rule(late=st.sampled_from([0, 1, CAP - 1, CAP, 2 * CAP]))
    def advance_past_the_next_target(self, late: int) -> None:
        """Let the clocks run to the earliest active target by the wall clock, and `late` ms on."""
        targets = [r.target for a in self.agents.values() for r in a.active()]
        ms = max(0, min(targets, default=self.wall) - self.wall) + late
        self.advance(ms)

    @rule(
        ms=st.sampled_from([1, 1_000, 30_000, 600_000, 3_600_000]),
        forward=st.booleans(),
    )
    def jump(self, ms: int, forward: bool) -> None:
        wall, mono = self.wall, self.mono
        self.live.clock.jump(ms if forward else -ms)
        self._settle(wall, mono)
        # a jump of the wall clock alone runs nothing: a due record waits for the next wake
        assert self.live.clock.monotonic_ms == mono

    @rule(name=NAMES)
    def turn(self, name: str) -> None:
        """A turn starts, or the running one ends."""
        agent = self.agents[name]
        healthy, wall, mono = self._healthy(), self.wall, self.mono
        if agent.busy:
            self._do(self.live.agent(name).idle)
            agent.busy = False
            agent.idle_since = self.mono
            if agent.log:
                self._triggered(agent, healthy)
        else:
            self._do(self.live.agent(name).busy)
            agent.busy = True
        self._settle(wall, mono)

    @rule(name=NAMES, ms=st.sampled_from([1_000, 5_000, 30_000]))
    def busy_period(self, name: str, ms: int) -> None:
        """A whole turn: the agent is busy while the clocks run `ms`, then idle again."""
        if not self.agents[name].busy:
            self.turn(name)
        self.advance(ms)
        self.turn(name)

    @rule()
    def restart(self) -> None:
        wall, mono = self.wall, self.mono
        for name, agent in self.agents.items():
            session = self.live.agent(name).session
            durable = sum(
                1 for e in session.events[: session.durable_length] if e.type == SCHEDULE_CHANGE
            )
            assert durable >= agent.confirmed, f"{name}: a restart would drop a confirmed change"
            for operation, schedule_id in agent.log[durable:]:
                if operation == "dispatch":  # delivered, but the dispatch was never flushed
                    agent.allowed[schedule_id] += 1
            del agent.log[durable:]
            agent.confirmed = durable
            agent.busy = False
            agent.idle_since = self.mono
            agent.triggered_since = self.mono

        async def restart() -> None:
            await self.live.host.restart()
            self._listen()  # before the new owners' first drives can run

        self._run(restart())
        self._settle(wall, mono)

    @rule(fault=st.sampled_from([(0, 1), (1, 1), (2, 1), (0, 2), (1, 3), "detach"]))
    def persistence_fault(self, fault: Fault) -> None:
        """The next `skip` flushes succeed and then `fail` reject (with (1, 1) a delivery's
        preflight passes and its dispatch barrier fails), or the persistence listener goes
        away (every flush returns False) until it is attached again."""
        self._inject(fault)

    def _inject(self, fault: Fault) -> None:
        if fault == "detach":
            self.live.sessions.persistence.attached = False
        elif fault is not None:
            self.live.sessions.persistence.inject_faults(*fault)
        else:
            return
        self._fault()

    @precondition(lambda self: not self.live.sessions.persistence.attached)
    @rule()
    def attach(self) -> None:
        self.live.sessions.persistence.attached = True

    # -- invariants -------------------------------------------------------------------------

    @invariant()
    def live_logs_are_the_model(self) -> None:
        for name, agent in self.agents.items():
            expected = []
            for operation, schedule_id in agent.log:
                if operation == "create":
                    record = agent.records[schedule_id]
                    expected.append(
                        {
                            "version": 1,
                            "operation": "create",
                            "schedule": {
                                "id": schedule_id,
                                "kind": "after",
                                "prompt": record.prompt,
                                "afterSeconds": record.seconds,
                                "scheduledAt": format_instant(record.target),
                            },
                        }
                    )
                else:
                    expected.append({"version": 1, "operation": operation, "id": schedule_id})
            assert self._changes(name) == expected

    @invariant()
    def projections_equal_a_fresh_fold(self) -> None:
        invariants = [p for p in self.live.host._loaded if isinstance(p, InvariantInstallation)]
        assert len(invariants) == 1
        for name, agent in self.agents.items():
            session = self.live.agent(name).session
            fresh = fold_schedule_events(session.events, session.header.seed_length)
            lane = self.live.owner(name)._lane
            assert lane.projection.update(session.events) == fresh
            assert invariants[0]._projections[session].update(session.events) == fresh
            assert [r.id for r in fresh.active] == [r.id for r in agent.active()]

    @invariant()
    def due_records_are_delivered_within_one_segment_cap(self) -> None:
        for name, agent in self.agents.items():
            if agent.busy or agent.triggered_since is None or not self._healthy():
                continue
            ready = max(agent.triggered_since, agent.idle_since)
            for record in agent.active():
                if record.due_since is not None:
                    deadline = max(record.due_since, ready) + CAP
                    assert self.mono < deadline, (
                        f"{name} {record.id} due since {record.due_since} (ready {ready}) "
                        f"is still not delivered at {self.mono}"
                    )

    @invariant()
    def owners_keep_one_capped_timer(self) -> None:
        """Every timer is at most one segment cap long, and an owner driven with working
        persistence keeps one armed while its agent is idle and its earliest record is not due
        yet."""
        timers = self.live.clock.timers
        assert all(0 <= timer.delay_ms <= CAP for timer in timers[self.timers_seen :])
        self.timers_seen = len(timers)
        for name, agent in self.agents.items():
            active = agent.active()
            if agent.busy or agent.triggered_since is None or not self._healthy() or not active:
                continue  # (a busy agent's owner may be waiting for idle instead)
            earliest = min(active, key=lambda record: record.target)
            if earliest.target <= self.wall:
                continue  # due: delivered, or waiting for the agent to become idle
            timer = self.live.owner(name)._timer
            assert isinstance(timer, _Tracked) and timer.handle is not None
            assert not (timer.cancelled or timer.fired), f"{name} has no timer armed"
            assert isinstance(timer.handle, _VirtualTimer)
            assert 0 < timer.handle.due - self.mono <= CAP

    @invariant()
    def every_delivery_was_seen(self) -> None:
        seen = sum(sum(agent.deliveries.values()) for agent in self.agents.values())
        assert len(self.live.host.deliveries) == seen

    @invariant()
    def nothing_failed_inside(self) -> None:
        assert not [m for level, m in self.live.logger.messages if level == "error"]
        assert all(not owner.faulted for owner in self.live.owners())


def _uncertain(operation: str, schedule_id: str | None = None) -> dict[str, Any]:
    value = {
        "code": "persistence_uncertain",
        "message": MESSAGES["persistence_uncertain"],
        "operation": operation,
    }
    return value if schedule_id is None else {**value, "id": schedule_id}


def _view(record: Record, now: int) -> dict[str, Any]:
    return {
        "id": record.id,
        "kind": "after",
        "prompt": record.prompt,
        "afterSeconds": record.seconds,
        "scheduledAt": format_instant(record.target),
        "state": "overdue" if now >= record.target else "scheduled",
        "deliveryMode": "session-local",
    }


def _record(record: Record) -> Any:
    """The durable record the model expects, made by the spec's own constructor."""
    now = record.target - record.seconds * 1000
    return create_after_schedule_record(record.id, record.prompt, record.seconds, now)


ScheduleMachine.TestCase.settings = settings(
    max_examples=300,
    stateful_step_count=50,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_schedule_machine = ScheduleMachine.TestCase
