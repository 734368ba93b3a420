"""The crash matrix (SPEC §13): a real host process on a SQLite file SIGKILLs itself at every
named point of one plan, and a restart on the same file must lose no confirmed reminder, never
fire a confirmed delete, deliver twice only when the kill fell between a followup and its
durable dispatch, and leave a log that `dsh-schedule validate-log` accepts.

The plan is dry-run in-process first (same code, no kill) to list its points in order; then
one child per point runs in parallel and kills itself at that point (tests/crash_child.py).
The child's clock is virtual and driven by the child, so every point is reached the same way
in every run. After the kill, the real CLI validates the file, and a recovery (the same host,
in-process, on a fresh virtual clock from the last wall time the child saw) runs until every
reminder is due; `check` then judges both transcripts against the durable log.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.validate_log import validate_log
from tests.crash_child import (
    CHILD,
    RECOVERY_MS,
    ROOT,
    START,
    Generation,
    Points,
    Report,
    Step,
    check,
    durable_logs,
    generic,
    run_child,
)

PLAN: list[Step] = [
    ["create", "main", 10],  # main schedule-1, due at +10 s
    ["create", "main", 20],  # main schedule-2, due at +20 s
    ["create", "side", 15],  # side schedule-1 (ids are per session), due at +15 s
    ["delete", "main", "schedule-2"],
    ["list", "main"],
    ["advance", 10_000],  # delivers main schedule-1
    ["advance", 10_000],  # delivers side schedule-1; main schedule-2 stays deleted
]

DUPLICATE_WINDOW = {
    "advance/followup1.after",  # the followup is queued, no dispatch appended yet
    "advance/append1.before",
    "advance/append1.after",  # the dispatch is in the live log only
    "advance/flush2.before",
    "advance/checkpoint1",  # inside the barrier's transaction: its checkpoint written
    "advance/commit1",  # inside the barrier's transaction, before its COMMIT
}
"""The kill points between a followup and its durable dispatch: only these may repeat it."""


def _dry_run(plan: Sequence[Step]) -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(run_child(Path(folder) / "dry.sqlite", START, plan, Points(lines.append)))
    assert lines[-1] == "done"
    return lines


DRY = _dry_run(PLAN)
POINTS = [line.split()[1] for line in DRY if line.startswith("point ")]


def _durable_at(number: int) -> dict[str, int]:
    """Schedule events per session that must be durable when the kill is at point `number`:
    each event appended before a flush of its session that finished at or before the kill."""
    appended: Counter[str] = Counter()
    durable: dict[str, int] = {}
    seen = 0
    for line in DRY:
        if not line.startswith("point "):
            continue
        seen += 1
        _, name, _, session = line.split()
        if "/append" in name and name.endswith(".after"):
            appended[session] += 1
        elif "/flush" in name and name.endswith(".after"):
            durable[session] = appended[session]
        if seen == number:
            return durable
    raise AssertionError(f"no point {number}")


@dataclass
class Crash:
    db: Path
    lines: list[str]
    returncode: int
    validated: subprocess.CompletedProcess[str]
    durable: dict[str, int]
    """Schedule events per session in the file right after the kill."""


def _child(db: Path, kill_at: int, plan: Sequence[Step], start: int = START) -> list[str]:
    run = subprocess.run(
        [*CHILD, str(db), str(start), str(kill_at), json.dumps(plan)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert run.returncode == -signal.SIGKILL, run.stderr
    assert run.stderr == ""
    return run.stdout.splitlines()


def _validate(db: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dsh_schedule", "validate-log", str(db)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _schedule_counts(db: Path) -> dict[str, int]:
    if not db.exists():
        return {}
    return {
        session: sum(1 for e in events[seed:] if e.type == SCHEDULE_CHANGE)
        for session, seed, events in durable_logs(db).values()
    }


def _crash(folder: Path, number: int) -> Crash:
    db = folder / f"crash-{number}.sqlite"
    lines = _child(db, number, PLAN)
    validated = _validate(db) if db.exists() else subprocess.CompletedProcess([], 0, "", "")
    return Crash(db, lines, -signal.SIGKILL, validated, _schedule_counts(db))


@pytest.fixture(scope="module")
def crashes(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Crash]:
    """Every point's kill, run in parallel: one child process (and one validate-log) each."""
    folder = tmp_path_factory.mktemp("crashes")
    numbers = range(1, len(POINTS) + 1)
    with ThreadPoolExecutor(max_workers=max(2, min(8, os.cpu_count() or 2))) as pool:
        found = pool.map(lambda number: _crash(folder, number), numbers)
        return dict(zip(numbers, found, strict=True))


def _recover(db: Path, generations: list[Generation]) -> Report:
    """Restart on `db` in-process, run until every reminder is due, and judge everything."""
    lines: list[str] = []
    start = max(generation.last_wall for generation in generations) or START
    asyncio.run(run_child(db, start, [["advance", RECOVERY_MS]], Points(lines.append)))
    out = io.StringIO()
    assert validate_log(db, None, 0, out) == 0, out.getvalue()
    return check([*generations, Generation(lines, killed=False)], db)


@pytest.mark.parametrize("number", range(1, len(POINTS) + 1), ids=POINTS)
def test_a_kill_at_each_point_loses_nothing_confirmed(
    crashes: dict[int, Crash], number: int
) -> None:
    crash = crashes[number]
    point = POINTS[number - 1]
    assert crash.lines[-1] == f"kill {point}"  # it died exactly there, and nowhere else
    assert crash.validated.returncode == 0, crash.validated.stdout + crash.validated.stderr
    assert "Traceback" not in crash.validated.stderr
    # exactly what was flushed before the kill is in the file: no more, no less
    expected = _durable_at(number)
    assert {s: n for s, n in crash.durable.items() if n} == {s: n for s, n in expected.items() if n}
    report = _recover(crash.db, [Generation(crash.lines, killed=True)])
    assert report.losses == []
    assert report.violations == []
    assert report.kills == 1 and report.recoveries == 1
    window = generic(point) in DUPLICATE_WINDOW
    assert sum(report.duplicates.values()) == (1 if window else 0)


def test_the_matrix_covers_every_point_the_spec_names() -> None:
    names = {generic(point) for point in POINTS}
    for operation in ("create", "delete"):
        for needed in (
            "flush1.before",  # the preflight, nothing appended
            "flush1.after",
            "append1.before",  # before the append
            "append1.after",  # after the append, before its barrier
            "flush2.before",
            "checkpoint1",  # inside the barrier's commit: the checkpoint written, not the events
            "commit1",  # inside the barrier's commit
            "flush2.after",  # between the barrier's commit and the tool's return
        ):
            assert f"{operation}/{needed}" in names
    for needed in (
        "followup1.before",  # during delivery, before the followup
        "followup1.after",  # between followup and the dispatch append
        "append1.after",  # between the dispatch append and its barrier
        "checkpoint1",
        "commit1",
        "flush2.after",  # between the barrier's commit and the drive going on
    ):
        assert f"advance/{needed}" in names
    assert "list/flush1.before" in names and "open/commit1" in names


def test_confirmations_come_only_after_the_barrier_committed() -> None:
    """In the dry run, every `confirmed` line follows the commit of its own barrier."""
    for index, line in enumerate(DRY):
        if line.startswith("confirmed "):
            before = [p for p in DRY[:index] if p.startswith("point ")]
            assert "/flush2.after" in before[-1] and "/commit1" in before[-2]


def _points_on_a_copy(db: Path, copy: Path, start: int) -> list[str]:
    """The points an empty plan passes on a copy of `db` (its WAL included), in order."""
    for suffix in ("", "-wal"):
        if Path(f"{db}{suffix}").exists():
            shutil.copyfile(f"{db}{suffix}", f"{copy}{suffix}")
    lines: list[str] = []
    asyncio.run(run_child(copy, start, [], Points(lines.append)))
    return [line.split()[1] for line in lines if line.startswith("point ")]


def test_a_kill_during_the_recovery_of_a_lost_dispatch_repeats_it_once_more(
    tmp_path: Path,
) -> None:
    """Killed between followup and dispatch twice in a row (the second time while recovering),
    the reminder is delivered three times, never lost, and the log stays valid."""
    db = tmp_path / "twice.sqlite"
    first = _child(db, POINTS.index("s6.advance/followup1.after") + 1, PLAN)
    assert first[-1] == "kill s6.advance/followup1.after"
    recovering = Generation(first, killed=True).last_wall
    # the recovering process delivers the overdue reminder while opening: kill it there too
    rehearsal = _points_on_a_copy(db, tmp_path / "copy.sqlite", recovering)
    second = _child(db, rehearsal.index("open/followup1.after") + 1, [], start=recovering)
    assert second[-1] == "kill open/followup1.after", second
    assert _validate(db).returncode == 0
    report = _recover(db, [Generation(first, killed=True), Generation(second, killed=True)])
    assert report.losses == [] and report.violations == []
    assert report.duplicates == Counter({"advance/followup1.after": 1, "open/followup1.after": 1})
    assert report.kills == 2 and report.recoveries == 2


def test_validate_log_accepts_a_store_killed_before_its_first_session(tmp_path: Path) -> None:
    """A process killed while creating its first session leaves a store with no session: a
    valid (empty) log, not an error about a session nobody asked for."""
    db = tmp_path / "first.sqlite"
    lines = _child(db, 1, PLAN)
    assert lines[-1] == "kill open/commit1"
    result = _validate(db)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{db}: valid: no sessions\n"
    assert result.stderr == ""
