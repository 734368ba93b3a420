"""The cluster soak (`make soak-cluster`, `python -m tests.soak_cluster`): four `dsh-schedule
worker` processes and a client on one PostgreSQL database, with real SIGKILL, SIGSTOP and
SIGCONT, on the real clock.

The client is a host (`EmbeddedHost`, holder role "host", the schedule plugin loaded) that
visits the sessions of a few hundred agents, a few at a time: it opens one (asking the worker
that holds it to hand it over, as the shell does), calls `schedule_create` (due times spread
over the rest of the run, a few an hour away) and `schedule_delete` through the host's tools,
sometimes lingers so that its own owner delivers what falls due, waits until nothing is in
flight and closes the session. It records what was confirmed: each create's id and due time,
each delete that answered `deleted: true` and when, each reminder its own host delivered.

Meanwhile the four workers (leases of 2 s, so takeovers happen within the run) deliver what is
due in the sessions nobody else holds, each delivery one JSON line. Every 100 ms the soak may
SIGKILL a worker (restarted 0.2 to 2 s later) or SIGSTOP one for 0.3 to 3 times the TTL (then
SIGCONT), and it strikes the same way right after some `delivered` lines, which a worker writes
once the answer that marks its reminder is committed: a strike there must find the delivery
done, whoever holds the session next. Every signal is recorded with its time; at least one
kill and one pause past the TTL happen in every run.

At the end the client stops (nothing it created is due after the end, except the hour-away
ones), the workers catch up on everything due, and are stopped with SIGTERM; then
`tests/cluster_judge.py` judges the journal against the final store.

Bounded: SOAK_CLUSTER_SECONDS of client activity (default 180, at most 900), then at most
CATCH_UP_S of catching up. SOAK_CLUSTER_SECONDS fixes the random choices of the client and of
the chaos (real time still decides how the processes interleave). It prints the counts and
exits 1 on any violation.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from dsh_schedule.cli.live import LiveHostError, claim_agent
from dsh_schedule.cli.validate_log import validate_log
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.store_url import open_store
from dsh_schedule.host.stores import SessionStore, StoredSession
from dsh_schedule.runtime.clock import SystemClock
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.framing import parse_reminder_framing
from dsh_schedule.runtime.host_contract import Followup, PluginContext
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from dsh_schedule.runtime.records import record_target_ms
from tests.cluster_judge import CLIENT, Created, Deleted, Delivered, Journal, Pause, Verdict, judge
from tests.support.cli import COMMAND
from tests.support.paths import ROOT

MAX_SECONDS = 900.0
DEFAULT_SECONDS = 180.0
WORKERS = 4
CONCURRENCY = 8
"""Sessions one worker holds at most: low enough that the four share the work."""
TICK_S = 0.1
RESTART_S = (0.2, 2.0)
PAUSE_TTLS = (0.3, 3.0)
CLAIM_WAIT_S = 15.0
"""How long the client waits for a session: a worker paused past its lease holds it a TTL."""
LINGER_S = (0.0, 0.0, 0.0, 0.5, 1.5)
PACE_S = 0.2
DUE_NOW_SHARE = 0.3
DUE_NOW_MS = 1_000
RECENT_MS = 10_000
"""A lease lost this soon after a pause ended is put down to the pause."""
FAR_S = 3_600
"""A reminder due this long after its create stays pending past the end."""
SETTLE_S = 15.0
CATCH_UP_S = 120.0
STOP_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Plan:
    seconds: float
    seed: int
    agents: int = 300
    lanes: int = 4
    """Sessions the client has open at once."""
    ttl_s: float = 2.0
    kills_per_s: float = 0.08
    pauses_per_s: float = 0.08
    strike_share: float = 0.02
    """The share of deliveries whose worker is struck (killed or paused) as soon as it said."""


@dataclass
class Outcome:
    verdict: Verdict
    counts: Counter[str]
    handover_waits: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    """Seconds from asking a worker for a session to holding it: when the worker gave it up
    as asked, and otherwise (it released the session on its own first, or was paused or
    killed and its lease ran out)."""
    faults: list[str] = field(default_factory=list)
    """Workers that failed, a catch-up that ran out of time: violations besides the judge's."""

    @property
    def failures(self) -> list[str]:
        return self.verdict.failures + self.faults


def now_ms() -> int:
    return time.time_ns() // 1_000_000


@dataclass
class WorkerRun:
    """One worker process: slot `n`'s k-th start, named `w<n>.<k>`."""

    name: str
    slot: int
    process: subprocess.Popen[str]
    stderr: Path
    reader: threading.Thread | None = None
    started: bool = False
    """It said so: its SIGTERM handler is in place (before, SIGTERM just ends it)."""
    paused_at: int | None = None
    resume_at: float | None = None
    lost_lease: bool = False
    """It said it lost a session: what fails after that in it is the fence at work."""
    ended_by: str | None = None
    """How it ended: "kill" or "term" once the soak sent that, "itself" otherwise."""


class Fleet:
    """The worker processes and the chaos around them; `tick` and the readers of the workers'
    lines share one lock."""

    def __init__(self, url: str, plan: Plan, journal: Journal, folder: Path) -> None:
        self.url = url
        self.plan = plan
        self.journal = journal
        self.folder = folder
        self.rng = random.Random(f"{plan.seed}/chaos")
        self.lock = threading.Lock()
        self.slots: list[WorkerRun | None] = [None] * WORKERS
        self.restart_at: dict[int, float] = {}
        self.runs: list[WorkerRun] = []
        self.counts: Counter[str] = Counter()
        self.notes: list[str] = []
        self.faults: list[str] = []
        self.given: list[tuple[str, int]] = []
        """(session, when) of each session a worker gave up because a host asked."""
        self.chaos = True
        self.began = time.monotonic()

    def start(self) -> None:
        with self.lock:
            for slot in range(WORKERS):
                self._spawn(slot)

    def tick(self) -> None:
        with self.lock:
            now = time.monotonic()
            for run in self._running():
                if run.resume_at is not None and now >= run.resume_at:
                    self._resume(run)
            for run in self.runs:
                if run.ended_by is None and run.process.poll() is not None:
                    run.ended_by = "itself"
                    self.faults.append(f"{run.name} exited by itself ({self._ending(run)})")
                    self._vacate(run)
            for slot, at in sorted(self.restart_at.items()):
                if now >= at:
                    self.counts["restarts"] += 1
                    self._spawn(slot)
            if not self.chaos:
                return
            running = self._running()
            elapsed = (now - self.began) / self.plan.seconds
            if running and (
                self.rng.random() < self.plan.kills_per_s * TICK_S
                or (elapsed > 1 / 3 and not self.journal.kills)
            ):
                self._kill(self.rng.choice(running))
            awake = [run for run in self._running() if run.paused_at is None]
            if awake and self.rng.random() < self.plan.pauses_per_s * TICK_S:
                self._pause(self.rng.choice(awake), self.rng.uniform(*PAUSE_TTLS))
            elif awake and elapsed > 1 / 2 and not self.counts["long pauses"]:
                self._pause(self.rng.choice(awake), 1.5)

    def calm(self) -> None:
        """No more chaos: every paused worker goes on, every empty slot is filled at once."""
        with self.lock:
            self.chaos = False
            for run in self._running():
                if run.paused_at is not None:
                    self._resume(run)
            for slot in sorted(self.restart_at):
                self.counts["restarts"] += 1
                self._spawn(slot)

    def stop(self) -> None:
        """SIGTERM every worker once all have started, and wait for each to drain and exit 0."""
        deadline = time.monotonic() + STOP_TIMEOUT_S
        while not all(run.started for run in self._running()) and time.monotonic() < deadline:
            time.sleep(0.05)
        with self.lock:
            self.chaos = False
            running = self._running()
            for run in running:
                if run.paused_at is not None:
                    self._resume(run)
                run.ended_by = "term"
                run.process.send_signal(signal.SIGTERM)
        for run in running:
            try:
                code = run.process.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                self.faults.append(f"{run.name} did not stop within {STOP_TIMEOUT_S:.0f} s")
                continue
            if code != 0:
                self.faults.append(f"{run.name} exited with {self._ending(run)} on SIGTERM")

    def close(self) -> None:
        """Kill whatever still runs, and wait for every process and reader."""
        for run in self.runs:
            if run.process.poll() is None:
                run.process.kill()
            run.process.wait()
            if run.reader is not None:
                run.reader.join()
            if run.process.stdout is not None:
                run.process.stdout.close()

    # -- acting (lock held)

    def _running(self) -> list[WorkerRun]:
        return [run for run in self.slots if run is not None and run.process.poll() is None]

    def _spawn(self, slot: int) -> None:
        self.restart_at.pop(slot, None)
        name = f"w{slot + 1}.{sum(1 for run in self.runs if run.slot == slot) + 1}"
        stderr = self.folder / f"{name}.stderr"
        with stderr.open("w") as errors:
            process = subprocess.Popen(
                [
                    *(*COMMAND, "worker", "--store", self.url, "--json-logs"),
                    *("--lease-ttl", f"{self.plan.ttl_s:g}", "--concurrency", str(CONCURRENCY)),
                    *("--protocol", "1"),  # the client host's and the judge's protocol
                ],
                stdout=subprocess.PIPE,
                stderr=errors,
                text=True,
            )
        run = WorkerRun(name, slot, process, stderr)
        run.reader = threading.Thread(target=self._read, args=(run,), daemon=True)
        run.reader.start()
        self.slots[slot] = run
        self.runs.append(run)

    def _kill(self, run: WorkerRun) -> None:
        run.ended_by = "kill"
        run.process.kill()
        at = now_ms()
        self.journal.kills.append((run.name, at))
        if run.paused_at is not None:  # it never went on: the pause ends with it
            self.journal.pauses.append(Pause(run.name, run.paused_at, at))
        self._vacate(run)

    def _vacate(self, run: WorkerRun) -> None:
        self.slots[run.slot] = None
        self.restart_at[run.slot] = time.monotonic() + self.rng.uniform(*RESTART_S)

    def _pause(self, run: WorkerRun, ttls: float) -> None:
        run.process.send_signal(signal.SIGSTOP)
        run.paused_at = now_ms()
        run.resume_at = time.monotonic() + ttls * self.plan.ttl_s
        self.counts["pauses"] += 1
        self.counts["long pauses"] += ttls > 1

    def _resume(self, run: WorkerRun) -> None:
        assert run.paused_at is not None
        run.process.send_signal(signal.SIGCONT)
        self.journal.pauses.append(Pause(run.name, run.paused_at, now_ms()))
        run.paused_at = run.resume_at = None

    def _strike(self, run: WorkerRun) -> None:
        """Kill `run`, or pause it, right after it said it delivered."""
        if not self.chaos or run.process.poll() is not None or run.paused_at is not None:
            return
        self.counts["strikes"] += 1
        if self.rng.random() < 0.5:
            self._kill(run)
        else:
            self._pause(run, self.rng.uniform(*PAUSE_TTLS))

    def _ending(self, run: WorkerRun) -> str:
        tail = " | ".join(run.stderr.read_text(errors="replace").strip().splitlines()[-3:])
        return f"exit code {run.process.returncode}" + (f": {tail}" if tail else "")

    # -- reading

    def _read(self, run: WorkerRun) -> None:
        assert run.process.stdout is not None
        with (self.folder / f"{run.name}.jsonl").open("w") as kept:
            self._read_lines(run, kept)

    def _read_lines(self, run: WorkerRun, kept: TextIO) -> None:
        assert run.process.stdout is not None
        for text in run.process.stdout:
            kept.write(text)
            try:
                line: dict[str, Any] = json.loads(text)
            except ValueError:
                with self.lock:
                    self.faults.append(f"{run.name} wrote a line that is not JSON: {text!r}")
                continue
            with self.lock:
                self._heard(run, line)

    def _heard(self, run: WorkerRun, line: dict[str, Any]) -> None:
        event = line["event"]
        if event == "delivered":
            self.journal.delivered.append(
                Delivered(
                    line["session"],
                    line["schedule_id"],
                    parse_instant(line["due_at"]),
                    parse_instant(line["time"]),
                    line["late_ms"],
                    run.name,
                )
            )
            if self.rng.random() < self.plan.strike_share:
                self._strike(run)
        elif event == "started":
            run.started = True
        elif event == "handover":
            self.counts["handovers given"] += 1
            self.given.append((line["session"], parse_instant(line["time"])))
        elif event == "error" and line["message"].startswith("lost session "):
            at = parse_instant(line["time"])
            paused = any(
                pause.process == run.name and at - RECENT_MS <= pause.end_ms <= at
                for pause in self.journal.pauses
            )
            self.counts["leases lost after a pause" if paused else "leases lost unpaused"] += 1
            run.lost_lease = True
            session = line["message"].removeprefix("lost session ").partition(":")[0]
            self.journal.lost.append((run.name, session, at))
        elif event == "warning" and "LeaseLostError" in line["message"]:
            self.counts["writes fenced out"] += 1
        elif event == "warning" and run.lost_lease:
            self.counts["warnings after a lost lease"] += 1
        elif event in ("warning", "error"):
            self.counts[f"worker {event}s"] += 1
            self.notes.append(f"{run.name} {event}: {line['message']}")


class Client:
    """A host visiting sessions, a few at a time, creating and deleting reminders."""

    def __init__(self, url: str, plan: Plan, journal: Journal, end_ms: int) -> None:
        self.plan = plan
        self.journal = journal
        self.end_ms = end_ms
        self.rng = random.Random(f"{plan.seed}/client")
        self.logger = RecordingLogger()
        self.host = EmbeddedHost(open_store(url), SystemClock(), self.logger)
        self.agents = [f"agent-{n}" for n in range(plan.agents)]
        self.in_use: set[str] = set()
        self.ids: dict[str, list[str]] = {}
        self.counts: Counter[str] = Counter()
        self.notes: list[str] = []
        self.dues: dict[str, list[int]] = {}
        """The due times of each agent's confirmed creates."""
        self.handovers: list[tuple[str, int, int]] = []
        """(session, asked, held) of each session the client asked a worker for."""
        self._installation: ScheduleInstallation | None = None

    async def run(self, deadline: float) -> None:
        await self.host.load_plugins([install_schedule_invariant, self._install])
        self.host.agents.on_followup(self._delivered)
        try:
            await asyncio.gather(*(self._lane(deadline) for _ in range(self.plan.lanes)))
        finally:
            await self.host.close()
        for level, message in self.logger.messages:
            self.counts[f"client {level}s"] += 1
            self.notes.append(f"client {level}: {message}")

    async def _lane(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            name = self._pick()
            self.in_use.add(name)
            try:
                await self._visit(name)
            finally:
                self.in_use.discard(name)
            await asyncio.sleep(self.rng.uniform(0, PACE_S))

    def _pick(self) -> str:
        """A free agent: often one with a reminder falling due about now, whose session a
        worker is likely to hold, else any."""
        free = [a for a in self.agents if a not in self.in_use]
        now = now_ms()
        due = [a for a in free if any(abs(d - now) < DUE_NOW_MS for d in self.dues.get(a, ()))]
        return self.rng.choice(due if due and self.rng.random() < DUE_NOW_SHARE else free)

    async def _visit(self, name: str) -> None:
        said: list[str] = []
        began = now_ms()
        try:
            agent = await claim_agent(
                self.host, "the soak's store", name, CLAIM_WAIT_S, said.append
            )
        except LiveHostError as error:
            self.counts["opens refused"] += 1
            self.notes.append(f"client: {name} not opened: {error}")
            return
        self.counts["visits"] += 1
        if any("asking it to hand over" in line for line in said):
            self.counts["handovers asked"] += 1
            self.handovers.append((agent.session.id, began, now_ms()))
        for _ in range(self.rng.randint(1, 3)):
            if not agent.session.live:
                break
            await self._operate(name, agent)
        await asyncio.sleep(self.rng.choice(LINGER_S))
        await self._settle(agent)
        self.host.close_session(agent.session)

    async def _operate(self, name: str, agent: HostAgent) -> None:
        roll = self.rng.random()
        left_s = (self.end_ms - now_ms()) // 1000
        ids = self.ids.setdefault(name, [])
        if roll < 0.6 and left_s >= 1:
            await self._create(name, agent, self._delay(left_s))
        elif roll < 0.9 and ids:
            await self._delete(name, agent, self.rng.choice(ids))
        else:
            result = await self.host.call_tool(name, "schedule_list", {})
            self._value(result.text, result.is_error)

    def _delay(self, left_s: int) -> int:
        roll = self.rng.random()
        if roll < 0.03:
            return FAR_S
        return self.rng.randint(1, min(10, left_s) if roll < 0.5 else left_s)

    async def _create(self, name: str, agent: HostAgent, delay: int) -> None:
        arguments = {"prompt": f"{name} after {delay} s", "after_seconds": delay}
        result = await self.host.call_tool(name, "schedule_create", arguments)
        value = self._value(result.text, result.is_error)
        if value is None:
            return
        if "id" in value:
            self.ids[name].append(value["id"])
        if "scheduledAt" in value:
            self.counts["creates confirmed"] += 1
            due = parse_instant(value["scheduledAt"])
            self.dues.setdefault(name, []).append(due)
            self.journal.created.append(Created(agent.session.id, value["id"], due, now_ms()))

    async def _delete(self, name: str, agent: HostAgent, schedule_id: str) -> None:
        result = await self.host.call_tool(name, "schedule_delete", {"id": schedule_id})
        value = self._value(result.text, result.is_error)
        if value is not None and value.get("deleted") is True:
            self.counts["deletes confirmed"] += 1
            self.journal.deleted.append(Deleted(agent.session.id, schedule_id, now_ms()))
        elif value is not None and value.get("code") == "schedule_not_found":
            self.counts["deletes of ended ids"] += 1

    def _value(self, text: str, is_error: bool) -> dict[str, Any] | None:
        """The tool's value; None, counted, for a host error or a domain error code."""
        if is_error:
            self.counts["tool errors"] += 1
            self.notes.append(f"client: tool error {text}")
            return None
        value = json.loads(text)
        if isinstance(value, dict) and "code" in value and "deleted" not in value:
            self.counts[f"answered {value['code']}"] += 1
            return value if "id" in value else None
        return value if isinstance(value, dict) else {}

    async def _settle(self, agent: HostAgent) -> None:
        """Wait until nothing is in flight: no drive, nothing appended and not yet committed
        (closing drops what is not committed, a dispatch included)."""
        owner = None if self._installation is None else self._installation.owner_of(agent.id)
        deadline = time.monotonic() + SETTLE_S
        while agent.session.live and (agent.session.unflushed or (owner and owner.busy)):
            if time.monotonic() >= deadline:
                self.notes.append(f"client: {agent.name} still busy after {SETTLE_S:.0f} s")
                self.counts["unsettled closes"] += 1
                return
            await asyncio.sleep(0.01)

    def _delivered(self, agent: HostAgent, followup: Followup) -> None:
        framing = parse_reminder_framing(followup.text)
        if framing is None:
            return
        due, at = parse_instant(framing.occurrence_at), now_ms()
        self.journal.delivered.append(
            Delivered(agent.session.id, framing.schedule_id, due, at, at - due, CLIENT)
        )

    def _install(self, ctx: PluginContext) -> ScheduleInstallation:
        self._installation = install_schedule(ctx)
        return self._installation


def due_left(store: SessionStore, at_ms: int) -> int:
    """How many reminders of the store are still pending although due at `at_ms`."""
    return sum(
        1
        for session in store.load_sessions()
        for record in fold_schedule_events(session.events, session.seed_length).active
        if record_target_ms(record) <= at_ms
    )


@contextlib.contextmanager
def chaos_thread(fleet: Fleet) -> Iterator[threading.Event]:
    """Tick the fleet every TICK_S on a thread of its own until the block ends, so a client
    waiting on the store never holds a paused worker's SIGCONT back."""
    done = threading.Event()

    def loop() -> None:
        while not done.wait(TICK_S):
            fleet.tick()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield done
    finally:
        done.set()
        thread.join()


def run(url: str, plan: Plan, out: TextIO) -> Outcome:
    """One soak on the (empty) database `url` names; the counts are printed to `out`."""
    journal = Journal()
    read = open_store(url)
    with tempfile.TemporaryDirectory(prefix="dsh-soak-cluster-") as scratch:
        fleet = Fleet(url, plan, journal, Path(scratch))
        try:
            fleet.start()
            with chaos_thread(fleet):
                deadline = time.monotonic() + plan.seconds
                client = Client(url, plan, journal, now_ms() + round(plan.seconds * 1000))
                asyncio.run(client.run(deadline))
                fleet.calm()
                caught_up = time.monotonic() + CATCH_UP_S
                while due_left(read, now_ms()) and time.monotonic() < caught_up:
                    time.sleep(0.5)
                end_ms = now_ms()
            fleet.stop()
        finally:
            fleet.close()
        sessions = read.load_sessions()
        read.close()
        verdict = judge(journal, sessions, end_ms)
        replay = io.StringIO()
        if validate_log(url, None, 0, replay) != 0:
            fleet.faults.append(f"validate-log: {' | '.join(replay.getvalue().splitlines()[:5])}")
        if verdict.failures or fleet.faults:
            keep(Path(scratch), plan.seed, journal, sessions, out)
    waits = handover_waits(client.handovers, fleet.given)
    outcome = Outcome(verdict, client.counts + fleet.counts, waits, fleet.faults)
    outcome.counts["sessions"] = len(sessions)
    outcome.counts["kills"] = len(journal.kills)
    outcome.counts["worker lines"] = sum(d.by != CLIENT for d in journal.delivered)
    outcome.counts["client deliveries"] = sum(d.by == CLIENT for d in journal.delivered)
    report(outcome, out)
    for note in (client.notes + fleet.notes)[:10]:
        out.write(f"  note: {note}\n")
    return outcome


def keep(
    scratch: Path, seed: int, journal: Journal, sessions: list[StoredSession], out: TextIO
) -> None:
    """Keep what a failed run leaves for a post-mortem: each worker's lines and stderr, the
    journal, and the final store's sessions."""
    folder = ROOT / "build" / "soak-failures" / f"cluster-{seed}"
    shutil.copytree(scratch, folder, dirs_exist_ok=True)
    (folder / "journal.json").write_text(json.dumps(dataclasses.asdict(journal)), "utf-8")
    with (folder / "sessions.jsonl").open("w", encoding="utf-8") as file:
        for session in sessions:
            file.write(json.dumps(dataclasses.asdict(session)) + "\n")
    out.write(f"  kept in {folder}\n")


def report(outcome: Outcome, out: TextIO) -> None:
    counts, verdict = outcome.counts, outcome.verdict
    rows: list[tuple[str, object]] = [
        ("sessions", counts["sessions"]),
        ("client visits (opens refused)", f"{counts['visits']} ({counts['opens refused']})"),
        ("handovers asked / given", f"{counts['handovers asked']} / {counts['handovers given']}"),
        ("waits, handed over (median / longest)", _waits(outcome.handover_waits[0])),
        ("waits, released otherwise (median / longest)", _waits(outcome.handover_waits[1])),
        ("creates confirmed", counts["creates confirmed"]),
        ("deletes confirmed", counts["deletes confirmed"]),
        ("deletes of ended ids (not found)", counts["deletes of ended ids"]),
        ("answered persistence_uncertain", counts["answered persistence_uncertain"]),
        (
            "deliveries (answered by workers / the client)",
            f"{verdict.deliveries} ({verdict.answered} / {counts['client deliveries']})",
        ),
        ("workers' delivered lines", counts["worker lines"]),
        ("answers whose line a kill cut off", verdict.unreported),
        ("followup messages in the log", verdict.messages),
        ("kills (SIGKILL)", counts["kills"]),
        ("stops (SIGSTOP; past the TTL)", f"{counts['pauses']} ({counts['long pauses']})"),
        ("strikes right after a delivery", counts["strikes"]),
        ("restarts", counts["restarts"]),
        ("still pending, not yet due", verdict.pending),
        (
            "leases lost by workers (just after a pause / not)",
            f"{counts['leases lost after a pause']} / {counts['leases lost unpaused']}",
        ),
        ("worker writes fenced out (lease lost)", counts["writes fenced out"]),
        ("worker warnings after a lost lease", counts["warnings after a lost lease"]),
        (
            "other worker warnings / errors",
            f"{counts['worker warnings']} / {counts['worker errors']}",
        ),
    ]
    for label, value in rows:
        out.write(f"  {label + ':':<42} {value}\n")
    for label, found in [*verdict.counts(), ("worker faults, validate-log", outcome.faults)]:
        out.write(f"  {label + ':':<42} {len(found)}\n")
    for failure in outcome.failures[:20]:
        out.write(f"  VIOLATION {failure}\n")


def handover_waits(
    asked: list[tuple[str, int, int]], given: list[tuple[str, int]]
) -> tuple[list[float], list[float]]:
    """The client's waits for sessions it asked for, split by whether a worker said it gave
    the session up in the meantime."""
    answered: list[float] = []
    expired: list[float] = []
    for session, began, held in asked:
        gave = any(s == session and began <= at <= held for s, at in given)
        (answered if gave else expired).append((held - began) / 1000)
    return answered, expired


def _waits(seconds: list[float]) -> str:
    if not seconds:
        return "none"
    return f"{statistics.median(seconds):.2f} s / {max(seconds):.2f} s"


def settings() -> tuple[float, int]:
    seconds = min(float(os.environ.get("SOAK_CLUSTER_SECONDS", str(DEFAULT_SECONDS))), MAX_SECONDS)
    seed = int(os.environ.get("SOAK_CLUSTER_SEED", str(random.SystemRandom().randrange(2**31))))
    return seconds, seed


def main() -> int:
    url = os.environ.get("DSH_POSTGRES_URL")
    if not url:
        print("cluster soak: DSH_POSTGRES_URL is not set (run it as `make soak-cluster`)")
        return 2
    seconds, seed = settings()
    plan = Plan(seconds, seed)
    print(
        f"cluster soak: {seconds:.0f} s, seed {seed}, {WORKERS} workers with leases of "
        f"{plan.ttl_s:g} s, {plan.agents} agents (SOAK_CLUSTER_SECONDS, SOAK_CLUSTER_SEED)",
        flush=True,
    )
    began = time.monotonic()
    outcome = run(url, plan, sys.stdout)
    print(f"cluster soak: done in {time.monotonic() - began:.0f} s (seed {seed})")
    return 1 if outcome.failures else 0


if __name__ == "__main__":
    sys.exit(main())
