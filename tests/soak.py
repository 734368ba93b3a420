"""`make soak` (`python -m tests.soak`): a randomized crash soak on the SQLite store (SPEC §13,
§15).

Each iteration takes a new database and runs one to four generations of real host processes on
it (tests/crash_child.py, running the host's turns: each reminder is a message committed with
its dispatch, then answered by a turn whose answer, the mark, is printed inside its commit,
just before the COMMIT), each with a random plan over two root agents (creates of 1-120 s,
deletes of existing and unknown ids, lists, advances of the virtual clock, busy and idle
turns). An iteration is of one of two kinds, drawn from the seed (half of each):

- aimed: each generation is told to SIGKILL itself at one of the points its plan passes,
  chosen from an in-process rehearsal on a copy of the file: uniformly, or (a third of the
  time) among the points of a delivery, from the followup to the commit of its mark; one
  generation in ten exits cleanly instead. Points are not time: these kills find the window
  and prove where it is, and their repeats measure the aim, not what a user meets.
- random: each generation dies at a moment of real time drawn uniformly over its host's life
  (as long as STRETCH times its rehearsal took), wherever its code then is, as a crash lands
  (tests/crash_child.py, KILL_AT `@SECONDS`); a moment past its end is a clean exit. Their
  repeats on screen per delivery are the rate a crash at a random moment causes.

Between generations the virtual wall clock moves on by a random gap, as a restart after
downtime would. After every kill `validate-log` replays the file; at the end a
recovery process runs until every reminder is due, and `check_once` (tests/crash_judge.py)
judges all transcripts against the durable log: no loss, no repeat in the log (two messages or
two dispatches of one occurrence), and a repeat on screen only where a kill fell between a
print of the reminder and the commit of its mark.

The soak is bounded: it stops starting iterations after SOAK_SECONDS (default 150, at most
540) and waits for those in flight. SOAK_SEED fixes the random plans (each iteration's plan
is derived from the seed and its number, and the children are deterministic, so a failing
aimed iteration can be replayed); SOAK_WORKERS sets the parallelism (default: the CPU count, at
least 2); a random iteration's moments are not replayable, and each generation's entry in a
kept failure's plans says where its kill landed (its last point). It prints the kills,
recoveries, showings, the repeats in the log, the deliveries and the repeats on screen of
each kind (with the points that explain them), and the losses, and exits non-zero on any
failure.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from dsh_schedule.cli.validate_log import validate_log
from tests.crash_child import AGENTS, CHILD, ROOT, START, Points, Step, run_child
from tests.crash_judge import RECOVERY_MS, Generation, OnceReport, check_once, generic

MAX_SECONDS = 540.0
ADVANCES = (0, 500, 1_000, 5_000, 15_000, 60_000, 130_000)
GAPS = (0, 0, 1_000, 30_000, 90_000)
AIMED = "aimed"
"""An iteration whose generations die at points: any point, or one of a delivery's."""
RANDOM = "random"
"""An iteration whose generations die at random moments of real time, as a crash lands."""
RANDOM_SHARE = 0.5
"""The share of iterations that are RANDOM."""
STRETCH = 2.0
"""How much longer than its rehearsal a generation's host life is taken to be when a moment
is drawn in it. The real process runs the same plan cold, printing every line, on shared
CPUs: measured, from 0.2 to 2.3 times as long as its rehearsal, about as long at the median.
A life taken too short would spare its last steps, while a moment past its end is only a
clean exit (counted), and the moments that land inside it are still uniform over it."""


@dataclass
class Outcome:
    number: int
    report: OnceReport
    generations: int
    strike: str = AIMED
    unfinished: int = 0
    """Generations that ran their plan to the end and exited (a clean restart follows)."""
    kill_steps: Counter[str] = field(default_factory=Counter)
    failure: str | None = None


def random_plan(rng: random.Random, creates: Counter[str]) -> list[Step]:
    """A plan of 1-10 steps; `creates` counts create calls per agent (for delete ids)."""
    plan: list[Step] = []
    busy: set[str] = set()
    for _ in range(rng.randint(1, 10)):
        agent = rng.choice(AGENTS)
        roll = rng.random()
        if roll < 0.35:
            plan.append(["create", agent, rng.randint(1, 120)])
            creates[agent] += 1
        elif roll < 0.5:
            plan.append(["delete", agent, f"schedule-{rng.randint(1, creates[agent] + 1)}"])
        elif roll < 0.55:
            plan.append(["list", agent])
        elif roll < 0.65:
            plan.append(["idle" if agent in busy else "busy", agent])
            busy ^= {agent}
        else:
            plan.append(["advance", rng.choice(ADVANCES)])
    return plan


def _child(
    db: Path, start: int, kill_at: int | float, plan: list[Step]
) -> subprocess.CompletedProcess[str]:
    """A generation killed at point `kill_at` (an int, 0: none) or at the moment `kill_at`
    seconds after its host began (a float)."""
    at = f"@{kill_at:.6f}" if isinstance(kill_at, float) else str(kill_at)
    return subprocess.run(
        [*CHILD, str(db), str(start), at, json.dumps(plan), "1", "turns"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def _rehearse(db: Path, copy: Path, start: int, plan: list[Step]) -> tuple[list[str], float]:
    """The points `plan` passes on `db`, from an in-process run on a copy (WAL included): the
    child is deterministic, so it passes the same ones; and how many seconds that run took."""
    for suffix in ("", "-wal"):
        if Path(f"{db}{suffix}").exists():
            shutil.copyfile(f"{db}{suffix}", f"{copy}{suffix}")
    lines: list[str] = []
    began = time.perf_counter()
    try:
        asyncio.run(run_child(copy, start, plan, Points(lines.append), 1, "turns"))
        took = time.perf_counter() - began
    finally:
        for path in copy.parent.glob(f"{copy.name}*"):
            path.unlink()
    return [line.split()[1] for line in lines if line.startswith("point ")], took


def _delivering(points: list[str]) -> list[int]:
    """The numbers of the points from each followup up to the first flush that returns after
    the print of its turn (its message and dispatch appended, committed, the model called,
    the reply printed, its mark committed)."""
    found: list[int] = []
    inside = printed = False
    for number, point in enumerate(points, start=1):
        name = point.partition("/")[2]
        if name.startswith("followup") and name.endswith(".before"):
            inside = True
        if inside:
            found.append(number)
        printed = printed or (inside and name.startswith("print"))
        if printed and name.startswith("flush") and name.endswith(".after"):
            inside = printed = False
    return found


def _opened(generations: list[Generation]) -> bool:
    """Whether the store on the file was ever initialised: a process passed a point (the first
    one comes after the store's open). A kill at a moment may fall inside its initialisation,
    leaving an empty file or a hot journal, which the next process's open rolls back and
    initialises anew, and which `validate-log` rightly refuses to read as a store."""
    return any(line.startswith("point ") for g in generations for line in g.lines)


def iteration(seed: int, number: int, folder: Path, strike: str = AIMED) -> Outcome:
    """One fresh database, its generations killed at points (AIMED: replayable from the seed)
    or at moments (RANDOM), a recovery, and the judgement."""
    rng = random.Random(f"{seed}/{number}")
    db = folder / f"soak-{number}.sqlite"
    generations: list[Generation] = []
    outcome = Outcome(number, OnceReport(), 0, strike)
    creates: Counter[str] = Counter()
    wall = START
    problems: list[str] = []
    plans: list[dict[str, object]] = []
    for _ in range(rng.randint(1, 4)):
        plan = random_plan(rng, creates)
        rehearsal, took = _rehearse(db, folder / f"rehearsal-{number}.sqlite", wall, plan)
        kill_at: int | float
        if strike == RANDOM:  # a moment of the host's life, uniformly
            kill_at = rng.uniform(0, took * STRETCH)
        else:
            # one generation in ten runs its plan to the end and exits: a clean restart; a
            # third of the others die while delivering, where the window for a duplicate lies
            delivering = _delivering(rehearsal)
            if rng.random() < 0.1 or not rehearsal:
                kill_at = 0
            elif delivering and rng.random() < 0.33:
                kill_at = rng.choice(delivering)
            else:
                kill_at = rng.randint(1, len(rehearsal))
        run = _child(db, wall, kill_at, plan)
        lines = run.stdout.splitlines()
        killed = run.returncode == (-signal.SIGALRM if strike == RANDOM else -signal.SIGKILL)
        generation = Generation(lines, killed)
        landed = generation.kill_point
        plans.append({"wall": wall, "kill_at": kill_at, "landed": landed, "plan": plan})
        if isinstance(kill_at, int) and killed and lines[-1:] != [f"kill {rehearsal[kill_at - 1]}"]:
            problems.append(f"the child did not die where rehearsed: {lines[-1:]}")
        if not killed and (run.returncode != 0 or lines[-1:] != ["done"]):
            problems.append(f"a generation failed ({run.returncode}): {run.stderr.strip()}")
            break
        generations.append(generation)
        if killed:
            point = generation.kill_point or "?"
            outcome.kill_steps[generic(point).partition("/")[0]] += 1
            out = io.StringIO()
            if _opened(generations) and validate_log(db, None, 0, out) != 0:
                problems.append(f"validate-log after the kill at {point}: {out.getvalue()}")
        else:
            outcome.unfinished += 1
        wall = max(wall, generation.last_wall) + rng.choice(GAPS)
    if not problems:
        recovery = _child(db, wall, 0, [["advance", RECOVERY_MS]])
        if recovery.returncode != 0:
            problems.append(f"the recovery failed: {recovery.stderr.strip()}")
        else:
            generations.append(Generation(recovery.stdout.splitlines(), killed=False))
            out = io.StringIO()
            if validate_log(db, None, 0, out) != 0:
                problems.append(f"validate-log after the recovery: {out.getvalue()}")
            outcome.report = check_once(generations, db)
    outcome.generations = len(generations)
    problems += outcome.report.failures
    if problems:
        keep = ROOT / "build" / "soak-failures" / f"{seed}-{number}"
        keep.mkdir(parents=True, exist_ok=True)
        for path in folder.glob(f"soak-{number}.sqlite*"):
            shutil.copy(path, keep / path.name)
        (keep / "transcripts.txt").write_text(
            "\n\n".join("\n".join(g.lines) for g in generations), encoding="utf-8"
        )
        (keep / "plans.json").write_text(json.dumps(plans), encoding="utf-8")
        outcome.failure = f"iteration {number} (kept in {keep}): " + "; ".join(problems)
    for path in folder.glob(f"soak-{number}.sqlite*"):
        path.unlink()
    return outcome


@dataclass
class Tally:
    """The soak's counts, kept apart by the kind of strike of the iterations they come from:
    an aimed iteration measures where the window is, a random one how often a crash meets it."""

    reports: dict[str, OnceReport] = field(
        default_factory=lambda: {AIMED: OnceReport(), RANDOM: OnceReport()}
    )
    iterations: Counter[str] = field(default_factory=Counter)
    generations: int = 0
    unfinished: Counter[str] = field(default_factory=Counter)
    kill_steps: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    def add(self, outcome: Outcome) -> None:
        self.iterations[outcome.strike] += 1
        self.generations += outcome.generations
        self.unfinished[outcome.strike] += outcome.unfinished
        self.kill_steps.update(outcome.kill_steps)
        self.reports[outcome.strike].add(outcome.report)
        if outcome.failure is not None:
            self.failures.append(outcome.failure)

    @property
    def total(self) -> OnceReport:
        total = OnceReport()
        for report in self.reports.values():
            total.add(report)
        return total

    def repeats(self, strike: str) -> int:
        return sum(self.reports[strike].screen_repeats.values())

    def deliveries(self, strike: str) -> int:
        """Reminder occurrences shown, each counted once however often it was shown."""
        return self.reports[strike].shown - self.repeats(strike)

    def rate(self, strike: str) -> str:
        repeats, deliveries = self.repeats(strike), self.deliveries(strike)
        share = f"{100 * repeats / deliveries:.2f}%" if deliveries else "no deliveries"
        return f"{repeats} of {deliveries} deliveries ({share})"

    def summary(self) -> list[str]:
        total, aimed, moments = self.total, self.reports[AIMED], self.reports[RANDOM]
        rows = [
            f"  iterations (fresh databases):  {sum(self.iterations.values())} "
            f"({self.iterations[AIMED]} aimed at points, {self.iterations[RANDOM]} at random "
            "moments)",
            f"  host processes:                {self.generations} (each a real process)",
            f"  kills:                         {total.kills} ({aimed.kills} at points, "
            f"{moments.kills} at random moments)",
            "  kills by step:                 "
            + ", ".join(f"{step} {count}" for step, count in sorted(self.kill_steps.items())),
            f"  clean exits (no kill):         {self.unfinished[AIMED]} aimed, "
            f"{self.unfinished[RANDOM]} whose moment came after its end",
            f"  recoveries after a kill:       {total.recoveries}",
            f"  reminders shown:               {total.shown}",
            f"  kills between a print and the commit of its mark: {aimed.mark_kills} aimed, "
            f"{moments.mark_kills} random",
            f"  repeats in the log:            {len(total.log_repeats)}",
        ]
        for strike, report in ((AIMED, aimed), (RANDOM, moments)):
            rows.append(
                f"  repeats on screen after {strike} kills: {self.rate(strike)}, each explained "
                "by a kill at:"
            )
            kinds: Counter[str] = Counter()
            for point, count in report.screen_repeats.items():
                kinds[re.sub(r"[0-9]+", "", point)] += count  # print2.after -> print.after
            rows += [f"    {kind}: {count}" for kind, count in sorted(kinds.items())]
        rows += [
            f"  losses:                        {len(total.losses)}",
            f"  other violations:              {len(total.violations)}",
        ]
        return rows + [f"  FAILURE {failure}" for failure in self.failures[:20]]

    def passed(self) -> bool:
        """No failure, and some process was killed (else nothing was tested)."""
        return not self.failures and not self.total.failures and self.total.kills > 0


def main() -> int:
    seconds = min(float(os.environ.get("SOAK_SECONDS", "150")), MAX_SECONDS)
    seed = int(os.environ.get("SOAK_SEED", str(random.SystemRandom().randrange(2**31))))
    workers = int(os.environ.get("SOAK_WORKERS", str(max(2, os.cpu_count() or 2))))
    print(f"soak: {seconds:.0f} s, seed {seed}, {workers} workers (SOAK_SECONDS, SOAK_SEED)")
    began = time.monotonic()
    deadline = began + seconds
    tally = Tally()
    next_report = began + 15
    with (
        tempfile.TemporaryDirectory(prefix="dsh-soak-") as scratch,
        ThreadPoolExecutor(workers) as pool,
    ):
        folder = Path(scratch)
        running: set[Future[Outcome]] = set()
        number = 0
        while running or time.monotonic() < deadline:
            while len(running) < workers and time.monotonic() < deadline:
                number += 1
                strike = (
                    RANDOM
                    if random.Random(f"{seed}/{number}/strike").random() < RANDOM_SHARE
                    else AIMED
                )
                running.add(pool.submit(iteration, seed, number, folder, strike))
            done, running = wait(running, timeout=1, return_when=FIRST_COMPLETED)
            for future in done:
                outcome = future.result()
                tally.add(outcome)
                if outcome.failure is not None:
                    print(f"soak: FAILURE {outcome.failure}", flush=True)
            if time.monotonic() >= next_report:
                next_report += 15
                total = tally.total
                print(
                    f"soak: {time.monotonic() - began:.0f} s: "
                    f"{sum(tally.iterations.values())} iterations, {total.kills} kills, "
                    f"{total.shown} shown, repeats on screen after aimed kills "
                    f"{tally.repeats(AIMED)}, after random ones {tally.repeats(RANDOM)}, "
                    f"{len(total.log_repeats)} in the log, {len(total.losses)} losses",
                    flush=True,
                )
    print(f"soak: done in {time.monotonic() - began:.0f} s (seed {seed})")
    print("\n".join(tally.summary()))
    if not tally.passed() and not tally.failures and not tally.total.failures:
        print("soak: no process was killed; nothing was tested")
    return 0 if tally.passed() else 1


if __name__ == "__main__":
    sys.exit(main())
