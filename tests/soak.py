"""`make soak` (`python -m tests.soak`): a randomized crash soak on the SQLite store (SPEC §13,
§15).

Each iteration takes a new database and runs one to four generations of real host processes on
it (tests/crash_child.py, running the host's turns: each reminder is a message committed with
its dispatch, then answered by a turn that prints it, then marked answered), each with a
random plan over two root agents (creates of 1-120 s,
deletes of existing and unknown ids, lists, advances of the virtual clock, busy and idle
turns). Each generation is told to SIGKILL itself at one of the points its plan passes, chosen
from an in-process rehearsal on a copy of the file: uniformly, or (a third of the time) among
the points of a delivery, from the followup to the commit of its mark; one generation in ten
exits cleanly instead. Between generations the virtual wall clock moves on by a random gap, as
a restart after downtime would. After every kill `validate-log` replays the file; at the end a
recovery process runs until every reminder is due, and `check_once` (tests/crash_judge.py)
judges all transcripts against the durable log: no loss, no repeat in the log (two messages or
two dispatches of one occurrence), and a repeat on screen only where a kill fell between a
print of the reminder and the commit of its mark.

The soak is bounded: it stops starting iterations after SOAK_SECONDS (default 150, at most
540) and waits for those in flight. SOAK_SEED fixes the random plans (each iteration's plan
is derived from the seed and its number, and the children are deterministic, so a failing
iteration can be replayed); SOAK_WORKERS sets the parallelism (default: the CPU count, at
least 2). It prints the kills, recoveries, showings, the repeats in the log and on screen (with
the kill points that explain the latter), and the losses, and exits non-zero on any failure.
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


@dataclass
class Outcome:
    number: int
    report: OnceReport
    generations: int
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
    db: Path, start: int, kill_at: int, plan: list[Step]
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CHILD, str(db), str(start), str(kill_at), json.dumps(plan), "1", "turns"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def _rehearse(db: Path, copy: Path, start: int, plan: list[Step]) -> list[str]:
    """The points `plan` passes on `db`, from an in-process run on a copy (WAL included): the
    child is deterministic, so it passes the same ones."""
    for suffix in ("", "-wal"):
        if Path(f"{db}{suffix}").exists():
            shutil.copyfile(f"{db}{suffix}", f"{copy}{suffix}")
    lines: list[str] = []
    try:
        asyncio.run(run_child(copy, start, plan, Points(lines.append), 1, "turns"))
    finally:
        for path in copy.parent.glob(f"{copy.name}*"):
            path.unlink()
    return [line.split()[1] for line in lines if line.startswith("point ")]


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


def iteration(seed: int, number: int, folder: Path) -> Outcome:
    rng = random.Random(f"{seed}/{number}")
    db = folder / f"soak-{number}.sqlite"
    generations: list[Generation] = []
    outcome = Outcome(number, OnceReport(), 0)
    creates: Counter[str] = Counter()
    wall = START
    problems: list[str] = []
    plans: list[tuple[int, int, list[Step]]] = []
    for _ in range(rng.randint(1, 4)):
        plan = random_plan(rng, creates)
        rehearsal = _rehearse(db, folder / f"rehearsal-{number}.sqlite", wall, plan)
        # one generation in ten runs its plan to the end and exits: a clean restart; a third
        # of the others die while delivering, where the window for a duplicate lies
        delivering = _delivering(rehearsal)
        if rng.random() < 0.1 or not rehearsal:
            kill_at = 0
        elif delivering and rng.random() < 0.33:
            kill_at = rng.choice(delivering)
        else:
            kill_at = rng.randint(1, len(rehearsal))
        plans.append((wall, kill_at, plan))
        run = _child(db, wall, kill_at, plan)
        lines = run.stdout.splitlines()
        killed = run.returncode == -signal.SIGKILL
        if killed and lines[-1:] != [f"kill {rehearsal[kill_at - 1]}"]:
            problems.append(f"the child did not die where rehearsed: {lines[-1:]}")
        if not killed and (run.returncode != 0 or lines[-1:] != ["done"]):
            problems.append(f"a generation failed ({run.returncode}): {run.stderr.strip()}")
            break
        generation = Generation(lines, killed)
        generations.append(generation)
        if killed:
            point = generation.kill_point or "?"
            outcome.kill_steps[generic(point).partition("/")[0]] += 1
            out = io.StringIO()
            if db.exists() and validate_log(db, None, 0, out) != 0:
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


def main() -> int:
    seconds = min(float(os.environ.get("SOAK_SECONDS", "150")), MAX_SECONDS)
    seed = int(os.environ.get("SOAK_SEED", str(random.SystemRandom().randrange(2**31))))
    workers = int(os.environ.get("SOAK_WORKERS", str(max(2, os.cpu_count() or 2))))
    print(f"soak: {seconds:.0f} s, seed {seed}, {workers} workers (SOAK_SECONDS, SOAK_SEED)")
    began = time.monotonic()
    deadline = began + seconds
    total = OnceReport()
    kill_steps: Counter[str] = Counter()
    iterations = generations = unfinished = 0
    failures: list[str] = []
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
                running.add(pool.submit(iteration, seed, number, folder))
            done, running = wait(running, timeout=1, return_when=FIRST_COMPLETED)
            for future in done:
                outcome = future.result()
                iterations += 1
                generations += outcome.generations
                unfinished += outcome.unfinished
                kill_steps.update(outcome.kill_steps)
                total.add(outcome.report)
                if outcome.failure is not None:
                    failures.append(outcome.failure)
                    print(f"soak: FAILURE {outcome.failure}", flush=True)
            if time.monotonic() >= next_report:
                next_report += 15
                print(
                    f"soak: {time.monotonic() - began:.0f} s: {iterations} iterations, "
                    f"{total.kills} kills, {total.shown} shown, "
                    f"{sum(total.screen_repeats.values())} repeats on screen, "
                    f"{len(total.log_repeats)} in the log, {len(total.losses)} losses",
                    flush=True,
                )
    elapsed = time.monotonic() - began
    repeats = sum(total.screen_repeats.values())
    print(f"soak: done in {elapsed:.0f} s (seed {seed})")
    print(f"  iterations (fresh databases): {iterations}")
    print(f"  host processes:               {generations} (each a real process)")
    print(f"  kills (SIGKILL):              {total.kills}")
    print(
        "  kills by step:                "
        + ", ".join(f"{step} {count}" for step, count in sorted(kill_steps.items()))
    )
    print(f"  clean exits (no kill):        {unfinished}")
    print(f"  recoveries after a kill:      {total.recoveries}")
    print(f"  reminders shown:              {total.shown}")
    print(f"  kills between a print and the commit of its mark: {total.mark_kills}")
    print(f"  repeats in the log:           {len(total.log_repeats)}")
    print(f"  repeats on screen:            {repeats}, each explained by a kill at:")
    kinds: Counter[str] = Counter()
    for point, count in total.screen_repeats.items():
        kinds[re.sub(r"[0-9]+", "", point)] += count  # advance/print2.after -> advance/print.after
    for kind, count in sorted(kinds.items()):
        print(f"    {kind}: {count}")
    print(f"  losses:                       {len(total.losses)}")
    print(f"  other violations:             {len(total.violations)}")
    for failure in failures[:20]:
        print(f"  FAILURE {failure}")
    if failures or total.failures:
        return 1
    if total.kills == 0:
        print("soak: no process was killed; nothing was tested")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
