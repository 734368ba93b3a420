"""The contention soak (`python -m tests.soak_ownership`, part of `make soak`): two or three host
processes per session contend for it on one real SQLite file, with real SIGKILL, SIGSTOP and
SIGCONT, on the real clock.

Each arena is a fresh database with two root agents, `main` and `side`. For each agent the
soak keeps two or three processes alive (tests/contend_child.py): each claims the agent's
session with a lease of 300-1000 ms, retrying while another holds it, calls the tools at random
for 1-6 s (reminders due in 1-5 s) and exits, releasing its lease; a new process takes its
place. Meanwhile, every 100 ms, the soak may SIGKILL a process or SIGSTOP one for 0.3 to 3
times its TTL (its lease may expire and another process take over; it is fenced out when it
goes on): a random strike, at a moment no delivery chose. Three times in ten it strikes the
same way right after a process prints a delivery, where the window between the print and the
commit of its told mark lies: an aimed strike. When the arena's time is up, every process left
is killed (random strikes too), one recovery process per agent delivers whatever is still
due, and `tests/contention.py` judges every transcript against the durable log, which
`validate-log` must also accept. Every repeat on screen the window explains is counted by the
kind of strike behind it: aimed strikes prove where the window is, and their repeats measure
the aim; the repeats after random strikes, per reminder delivered, are the rate a crash at a
random moment causes.

Bounded: arenas of 8-20 s run (SOAK_CONTENTION_WORKERS at a time, default half the CPUs, at
least one) until SOAK_CONTENTION_SECONDS have passed (default 60, or SOAK_SECONDS when that is
less; at most 540), then those in flight finish. SOAK_SEED fixes the random choices (real time
still decides how processes interleave). It prints the counts, the repeats on screen after
aimed and after random strikes and the rate of the latter, and exits non-zero on any loss,
early delivery, resurrected delete, duplicate outside the window or other violation.
"""

from __future__ import annotations

import io
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from dsh_schedule.cli.validate_log import validate_log
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.sqlite import SqliteStore
from tests.contend_child import CHILD
from tests.contention import (
    AIMED,
    RANDOM,
    UNSTRUCK,
    Strike,
    Transcript,
    Verdict,
    judge,
)
from tests.crash_child import ROOT

MAX_SECONDS = 540.0
DEFAULT_SECONDS = 60.0
AGENTS = ("main", "side")
TTLS_MS = (300, 500, 700, 1_000)
LIFETIME_MS = (1_000, 6_000)
TICK_S = 0.1
KILL_PER_TICK = 0.04
PAUSE_PER_TICK = 0.04
STRIKE_AFTER_DELIVERY = 0.3
PAUSE_TTLS = (0.3, 3.0)
RECOVERY_TIMEOUT_S = 120


@dataclass
class Child:
    """One contending process, with its transcript read on a thread as it is printed."""

    process: subprocess.Popen[str]
    agent: str
    ttl_ms: int
    lines: list[str] = field(default_factory=list)
    pauses: int = 0
    resume_at: float | None = None
    reader: threading.Thread | None = None
    strikes: list[Strike] = field(default_factory=list)

    @property
    def running(self) -> bool:
        return self.process.poll() is None

    @property
    def holding(self) -> bool:
        kinds = [line.split()[1] for line in self.lines]
        return "claimed" in kinds and "lost" not in kinds and "done" not in kinds

    def signal(self, number: int) -> bool:
        if not self.running:
            return False
        try:
            os.kill(self.process.pid, number)
        except ProcessLookupError:
            return False
        return True

    def strike(self, number: int, kind: str) -> bool:
        """Send SIGKILL or SIGSTOP, and note it with its kind and wall time (the clock the
        processes print)."""
        if not self.signal(number):
            return False
        what = "kill" if number == signal.SIGKILL else "pause"
        self.strikes.append(Strike(time.time_ns() // 1_000_000, kind, what))
        return True


class Arena:
    """Host processes contending on one database, and the chaos around them."""

    def __init__(self, db: Path, rng: random.Random) -> None:
        self.db = db
        self.rng = rng
        self.lock = threading.Lock()
        self.children: list[Child] = []
        self.contenders = {agent: rng.choice((2, 3)) for agent in AGENTS}
        self.strikes = 0

    def spawn(self, agent: str, lifetime_ms: int, ttl_ms: int) -> Child:
        seed = self.rng.randrange(2**31)
        process = subprocess.Popen(
            [*CHILD, str(self.db), agent, str(ttl_ms), str(lifetime_ms), str(seed)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        child = Child(process, agent, ttl_ms)
        child.reader = threading.Thread(target=self._read, args=(child,), daemon=True)
        child.reader.start()
        self.children.append(child)
        return child

    def _read(self, child: Child) -> None:
        assert child.process.stdout is not None
        for line in child.process.stdout:
            child.lines.append(line.rstrip("\n"))
            if " delivered " in line:
                with self.lock:
                    if self.rng.random() < STRIKE_AFTER_DELIVERY:
                        self.strikes += 1
                        self._strike(child)

    def _strike(self, child: Child) -> None:
        """Kill the child, or pause it for a random share of its TTL (lock held)."""
        if self.rng.random() < 0.5:
            child.strike(signal.SIGKILL, AIMED)
        else:
            self._pause(child, AIMED)

    def tick(self) -> None:
        with self.lock:
            now = time.monotonic()
            for child in self.children:
                if child.resume_at is not None and now >= child.resume_at:
                    child.signal(signal.SIGCONT)
                    child.resume_at = None
            for agent, count in self.contenders.items():
                alive = [c for c in self.children if c.agent == agent and c.running]
                for _ in range(count - len(alive)):
                    self.spawn(agent, self.rng.randint(*LIFETIME_MS), self.rng.choice(TTLS_MS))
            running = [child for child in self.children if child.running]
            holders = [child for child in running if child.holding]
            if running and self.rng.random() < KILL_PER_TICK:
                self._target(running, holders).strike(signal.SIGKILL, RANDOM)
            if running and self.rng.random() < PAUSE_PER_TICK:
                self._pause(self._target(running, holders), RANDOM)

    def _target(self, running: list[Child], holders: list[Child]) -> Child:
        """A holder most of the time: that is where a kill or a pause matters."""
        return self.rng.choice(holders if holders and self.rng.random() < 0.7 else running)

    def _pause(self, child: Child, kind: str) -> None:
        if child.resume_at is None and child.strike(signal.SIGSTOP, kind):
            child.pauses += 1
            child.resume_at = time.monotonic() + (
                self.rng.uniform(*PAUSE_TTLS) * child.ttl_ms / 1000
            )

    def stop(self) -> list[Transcript]:
        """Kill every process left (at a moment no delivery chose: a random strike), and the
        transcripts of all."""
        with self.lock:
            for child in self.children:
                child.strike(signal.SIGKILL, RANDOM)
        transcripts = []
        for child in self.children:
            child.process.wait()
            if child.reader is not None:
                child.reader.join()
            assert child.process.stderr is not None and child.process.stdout is not None
            stderr = child.process.stderr.read()
            child.process.stderr.close()
            child.process.stdout.close()
            code = child.process.returncode
            killed = code == -signal.SIGKILL
            transcripts.append(
                Transcript(child.lines, killed, code, child.pauses, stderr, child.strikes)
            )
        return transcripts


def recover(db: Path) -> list[Transcript]:
    """One recovery process per agent with a session, side by side, each run until nothing
    of its agent is due any more."""
    processes = [
        subprocess.Popen(
            [*CHILD, str(db), agent, "1000", "0", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for agent in _agents(db)
    ]
    transcripts = []
    for process in processes:
        out, err = process.communicate(timeout=RECOVERY_TIMEOUT_S)
        transcripts.append(Transcript(out.splitlines(), False, process.returncode, 0, err))
    return transcripts


def _agents(db: Path) -> list[str]:
    return [session.agent_name for session in _sessions(db)]


def _sessions(db: Path) -> list[StoredSession]:
    if not db.exists() or db.stat().st_size == 0:  # every child stopped before initialising it
        return []
    store = SqliteStore(db, read_only=True)
    try:
        return store.load_sessions()
    finally:
        store.close()


@dataclass
class Outcome:
    number: int
    verdict: Verdict
    strikes: int
    failure: str | None = None


def arena(seed: int, number: int, folder: Path, seconds: float) -> Outcome:
    """Run one arena for `seconds`, recover, and judge it."""
    rng = random.Random(f"{seed}/{number}")
    db = folder / f"arena-{number}.sqlite"
    play = Arena(db, rng)
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            play.tick()
            time.sleep(TICK_S)
    finally:
        transcripts = play.stop()
    transcripts += recover(db)
    sessions = _sessions(db)
    verdict = judge(transcripts, sessions)
    out = io.StringIO()
    if db.exists() and validate_log(db, None, 0, out) != 0:
        verdict.violations.append(f"validate-log: {out.getvalue().strip()}")
    outcome = Outcome(number, verdict, play.strikes)
    if verdict.failures:
        keep = ROOT / "build" / "soak-failures" / f"contention-{seed}-{number}"
        keep.mkdir(parents=True, exist_ok=True)
        for path in folder.glob(f"{db.name}*"):
            shutil.copy(path, keep / path.name)
        (keep / "transcripts.txt").write_text(
            "\n\n".join(
                f"# process {n}: exit {t.exit_code}, {t.pauses} pauses\n" + "\n".join(t.lines)
                for n, t in enumerate(transcripts)
            ),
            encoding="utf-8",
        )
        outcome.failure = f"arena {number} (kept in {keep}): " + "; ".join(verdict.failures[:5])
    for path in folder.glob(f"{db.name}*"):
        path.unlink()
    return outcome


def settings() -> tuple[float, int, int]:
    crash_seconds = float(os.environ.get("SOAK_SECONDS", str(DEFAULT_SECONDS)))
    default = min(DEFAULT_SECONDS, crash_seconds)
    seconds = min(float(os.environ.get("SOAK_CONTENTION_SECONDS", str(default))), MAX_SECONDS)
    seed = int(os.environ.get("SOAK_SEED", str(random.SystemRandom().randrange(2**31))))
    workers = int(
        os.environ.get("SOAK_CONTENTION_WORKERS", str(max(1, (os.cpu_count() or 2) // 2)))
    )
    return seconds, seed, workers


def main() -> int:
    seconds, seed, workers = settings()
    print(
        f"contention soak: {seconds:.0f} s, seed {seed}, {workers} arenas at a time "
        "(SOAK_CONTENTION_SECONDS, SOAK_SEED, SOAK_CONTENTION_WORKERS)",
        flush=True,
    )
    began = time.monotonic()
    deadline = began + seconds
    total = Verdict()
    strikes = arenas = 0
    failures: list[str] = []
    with (
        tempfile.TemporaryDirectory(prefix="dsh-contention-") as scratch,
        ThreadPoolExecutor(workers) as pool,
    ):
        folder = Path(scratch)
        running: set[Future[Outcome]] = set()
        number = 0
        while running or time.monotonic() < deadline:
            while len(running) < workers and (left := deadline - time.monotonic()) > 0:
                number += 1
                length = min(random.Random(f"{seed}/{number}/length").uniform(8, 20), left)
                running.add(pool.submit(arena, seed, number, folder, max(3.0, length)))
            done, running = wait(running, timeout=1, return_when=FIRST_COMPLETED)
            for future in done:
                outcome = future.result()
                arenas += 1
                strikes += outcome.strikes
                total.add(outcome.verdict)
                if outcome.failure is not None:
                    failures.append(outcome.failure)
                    print(f"contention soak: FAILURE {outcome.failure}", flush=True)
    print(f"contention soak: done in {time.monotonic() - began:.0f} s (seed {seed})")
    print_counts(total, arenas, strikes)
    for failure in failures[:20]:
        print(f"  FAILURE {failure}")
    if failures:
        return 1
    if total.takeovers == 0 or total.kills == 0:
        print("contention soak: no session changed hands after a kill; nothing was tested")
        return 1
    return 0


def strike_counts(total: Verdict) -> list[str]:
    """The repeats on screen by the kind of strike behind them; those after random strikes
    per reminder delivered are the rate a crash at a random moment causes (aimed strikes
    find the window, and their repeats measure the aim)."""
    random_repeats, delivered = total.window_strikes[RANDOM], total.reminders
    share = f"{100 * random_repeats / delivered:.2f}%" if delivered else "no deliveries"
    return [
        f"  repeats on screen after aimed strikes:   {total.window_strikes[AIMED]}",
        f"  repeats on screen after random strikes:  {random_repeats} of {delivered} "
        f"deliveries ({share})",
        f"  repeats on screen with no strike:        {total.window_strikes[UNSTRUCK]}",
    ]


def print_counts(total: Verdict, arenas: int, strikes: int) -> None:
    rows = [
        ("arenas (fresh databases)", arenas),
        ("host processes", total.processes),
        ("claims / takeovers (epoch > 1)", f"{total.claims} / {total.takeovers}"),
        ("kills (SIGKILL)", total.kills),
        ("pauses (SIGSTOP, then SIGCONT)", total.pauses),
        ("strikes right after a delivery", strikes),
        ("lost-lease notices (fenced)", total.lost),
        ("refused: file locked past busy timeout", total.locked),
        ("clean exits", total.clean_exits),
        ("deliveries printed (repeats included)", total.deliveries),
        ("reminders delivered (once or more)", total.reminders),
        ("duplicates in the window", total.window_duplicates),
    ]
    for label, value in rows:
        print(f"  {label + ':':<40} {value}")
    for cause, count in sorted(total.window_causes.items()):
        print(f"    first delivery's process {cause}: {count}")
    for line in strike_counts(total):
        print(line)
    for label, found in (
        ("losses", total.losses),
        ("early deliveries", total.early),
        ("resurrected deletes", total.resurrected),
        ("repeats in the log", total.log_repeats),
        ("duplicates outside the window", total.duplicates),
        ("other violations", total.violations),
    ):
        print(f"  {label + ':':<40} {len(found)}")


if __name__ == "__main__":
    sys.exit(main())
