"""The crash matrix (SPEC §13): a real host process on a SQLite file SIGKILLs itself at every
named point of one plan, and a restart on the same file must lose no confirmed reminder, never
fire a confirmed delete, deliver twice only when the kill fell between a followup and its
durable dispatch, and leave a log that `dsh-schedule validate-log` accepts.

The same matrix runs a second plan under protocol 2 with recurring reminders: a batch of two
due at once, a calendar rule, a delete, and a forward wall-clock jump caught up latest-only. A
crash there never loses an occurrence that was due: at worst the recovery delivers the same
occurrences again.

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

from dsh_schedule.cli.validate_log import validate_log
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from tests.crash_child import CHILD, ROOT, START, Points, Step, run_child
from tests.crash_judge import RECOVERY_MS, Generation, Report, check, durable_logs, generic

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


PLAN_V2: list[Step] = [
    ["create", "main", {"every_seconds": 300}],  # main schedule-1: 00:05, 00:10, ...
    ["create", "main", {"every_seconds": 300}],  # main schedule-2: due with it, one batch
    ["create", "side", {"calendar": {"time": "00:06", "time_zone": "UTC"}}],  # daily at 00:06
    ["advance", 300_000],  # 00:05: one followup for both, then two dispatches
    ["advance", 60_000],  # 00:06: side schedule-1
    ["delete", "main", "schedule-2"],
    ["jump", 600_000],  # the wall alone, to 00:16
    ["advance", 240_000],  # the timer armed at 00:06 wakes at 00:20: 00:10 and 00:15 missed
]

DUPLICATE_WINDOW_V2 = DUPLICATE_WINDOW | {"advance/append2.before", "advance/append2.after"}
"""A batch appends one dispatch per reminder before its one barrier."""

WINDOW_S4_V2 = {
    "s4.advance/followup1.after",
    "s4.advance/append1.before",
    "s4.advance/append1.after",
    "s4.advance/append2.before",
    "s4.advance/append2.after",
    "s4.advance/flush3.before",  # main's barrier
    "s4.advance/flush2.after",  # side's preflight returns while main's barrier waits
    "s4.advance/checkpoint1",  # inside main's barrier: its checkpoint written, not its events
    "s4.advance/commit1",
}
"""Step 4 wakes both owners at once: their preflights (flush 1, main; flush 2, side) commit
as one group, so main's barrier is the step's third flush, and side's preflight returns
between main's dispatches and their commit."""


def _in_window_v2(point: str) -> bool:
    if point.startswith("s4."):
        return point in WINDOW_S4_V2
    return generic(point) in DUPLICATE_WINDOW_V2


def _dry_run(plan: Sequence[Step], protocol: int = 1) -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(
            run_child(Path(folder) / "dry.sqlite", START, plan, Points(lines.append), protocol)
        )
    assert lines[-1] == "done"
    return lines


DRY = _dry_run(PLAN)
POINTS = [line.split()[1] for line in DRY if line.startswith("point ")]
DRY_V2 = _dry_run(PLAN_V2, 2)
POINTS_V2 = [line.split()[1] for line in DRY_V2 if line.startswith("point ")]


def _durable_at(number: int, dry: Sequence[str] = DRY) -> dict[str, int]:
    """Schedule events per session that must be durable when the kill is at point `number`:
    each event appended before a flush of its session that finished at or before the kill."""
    appended: Counter[str] = Counter()
    durable: dict[str, int] = {}
    seen = 0
    for line in dry:
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


def _child(
    db: Path, kill_at: int, plan: Sequence[Step], start: int = START, protocol: int = 1
) -> list[str]:
    run = subprocess.run(
        [*CHILD, str(db), str(start), str(kill_at), json.dumps(plan), str(protocol)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert run.returncode == -signal.SIGKILL, run.stderr
    assert run.stderr == ""
    return run.stdout.splitlines()


def _validate(db: Path, protocol: int = 1) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "dsh_schedule",
            "validate-log",
            "--protocol",
            str(protocol),
            str(db),
        ],
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


def _crash(folder: Path, number: int, plan: Sequence[Step] = PLAN, protocol: int = 1) -> Crash:
    db = folder / f"crash-{number}.sqlite"
    lines = _child(db, number, plan, protocol=protocol)
    if db.exists():
        validated = _validate(db, protocol)
    else:
        validated = subprocess.CompletedProcess([], 0, "", "")
    return Crash(db, lines, -signal.SIGKILL, validated, _schedule_counts(db))


def _crash_all(folder: Path, count: int, plan: Sequence[Step], protocol: int) -> dict[int, Crash]:
    """Every point's kill, run in parallel: one child process (and one validate-log) each."""
    numbers = range(1, count + 1)
    with ThreadPoolExecutor(max_workers=max(2, min(8, os.cpu_count() or 2))) as pool:
        found = pool.map(lambda number: _crash(folder, number, plan, protocol), numbers)
        return dict(zip(numbers, found, strict=True))


@pytest.fixture(scope="module")
def crashes(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Crash]:
    return _crash_all(tmp_path_factory.mktemp("crashes"), len(POINTS), PLAN, 1)


@pytest.fixture(scope="module")
def crashes_v2(tmp_path_factory: pytest.TempPathFactory) -> dict[int, Crash]:
    return _crash_all(tmp_path_factory.mktemp("crashes-v2"), len(POINTS_V2), PLAN_V2, 2)


RECOVERY_V2_MS = 600_000
"""How far a protocol 2 recovery runs: every recurring reminder of PLAN_V2 comes due in it."""


def _recover(db: Path, generations: list[Generation], protocol: int = 1) -> Report:
    """Restart on `db` in-process, run until every reminder is due, and judge everything."""
    lines: list[str] = []
    start = max(generation.last_wall for generation in generations) or START
    plan = [["advance", RECOVERY_MS if protocol == 1 else RECOVERY_V2_MS]]
    asyncio.run(run_child(db, start, plan, Points(lines.append), protocol))
    out = io.StringIO()
    assert validate_log(db, None, 0, out, protocol=protocol) == 0, out.getvalue()
    return check([*generations, Generation(lines, killed=False)], db, protocol)


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


@pytest.mark.parametrize("number", range(1, len(POINTS_V2) + 1), ids=POINTS_V2)
def test_a_kill_at_each_point_of_recurring_delivery_loses_no_occurrence_that_was_due(
    crashes_v2: dict[int, Crash], number: int
) -> None:
    crash = crashes_v2[number]
    point = POINTS_V2[number - 1]
    assert crash.lines[-1] == f"kill {point}"
    assert crash.validated.returncode == 0, crash.validated.stdout + crash.validated.stderr
    expected = _durable_at(number, DRY_V2)
    assert {s: n for s, n in crash.durable.items() if n} == {s: n for s, n in expected.items() if n}
    report = _recover(crash.db, [Generation(crash.lines, killed=True)], 2)
    assert report.losses == []
    assert report.violations == []
    # a kill between a followup and its durable dispatches repeats every reminder of that
    # followup once (`check` requires it of each); any other kill repeats none
    window = _in_window_v2(point)
    assert report.window_kills == (1 if window else 0)
    assert (sum(report.duplicates.values()) > 0) == window


def test_the_recurring_plan_delivers_a_batch_and_catches_up_latest_only() -> None:
    """The dry run of the protocol 2 plan, read as the judge reads it."""
    delivered = [line.split()[3:5] for line in DRY_V2 if line.startswith("delivered ")]
    minute = 60_000
    assert delivered == [
        ["schedule-1", str(START + 5 * minute)],
        ["schedule-2", str(START + 5 * minute)],
        ["schedule-1", str(START + 6 * minute)],  # side's daily 00:06
        ["schedule-1", str(START + 20 * minute)],  # 00:10 and 00:15 missed
    ]
    followups = [line for line in DRY_V2 if "/followup" in line and ".before" in line]
    assert len(followups) == 3
    for operation in ("create", "delete", "advance"):
        assert any(generic(point).startswith(f"{operation}/") for point in POINTS_V2)
    assert {"advance/append2.after", "advance/followup1.after"} <= {
        generic(point) for point in POINTS_V2
    }


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
