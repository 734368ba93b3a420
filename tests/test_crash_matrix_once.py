"""The crash matrix of the host's exactly-once steps (SPEC §15, docs/reliability.md): a real
host process on a SQLite file runs its turns (tests/crash_child.py, mode `turns`) and SIGKILLs
itself at every named point of a delivery to two sessions at once, whose commits share one
transaction. The steps, in order: the owner's preflight; the reminder's message and its
dispatch appended (`append`); their commit (`checkpoint`, `commit`, `flush.after`); the turn's
model call (`model`); its answer appended; the commit that marks it answered, which prints
the answer (`print.before`, `print.after`) after its writes, just before its COMMIT. A
restart on the same file (the same host, in-process) must leave one message and one dispatch
of each reminder in the log and show each reminder exactly once across both processes,
except after a kill between a print and the commit of its mark: then exactly twice, the
repeat explained by that kill.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import signal
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from dsh_schedule.cli.validate_log import validate_log
from tests.crash_child import CHILD, ROOT, START, Points, Step, run_child
from tests.crash_judge import RECOVERY_MS, Generation, OnceReport, check_once, generic

PLAN: list[Step] = [
    ["create", "main", 10],  # main schedule-1, due at +10 s
    ["create", "side", 10],  # side schedule-1, due with it: both deliver in one step
    ["advance", 10_000],
]
DUE = START + 10_000

MAIN_MARK = {
    "s3.advance/print1.after",  # main's answer printed inside the commit of its mark
    "s3.advance/print2.before",  # side's, in the same transaction
    "s3.advance/print2.after",
    "s3.advance/commit2",  # before its COMMIT
}
"""The kill points between main's print and the commit of its mark: SPEC §15's one window,
now inside the transaction that commits both marks, after its writes."""
SIDE_MARK = {
    "s3.advance/print2.after",
    "s3.advance/commit2",
}


def _dry_run() -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "dry.sqlite"
        asyncio.run(run_child(db, START, PLAN, Points(lines.append), 1, "turns"))
    assert lines[-1] == "done"
    return lines


DRY = _dry_run()
ALL_POINTS = [line.split()[1] for line in DRY if line.startswith("point ")]
FIRST = ALL_POINTS.index("s3.advance/flush1.before")
POINTS = ALL_POINTS[FIRST:]
"""The delivery step's points (the creates' are the plugin matrix's, tests/test_crash_matrix.py)."""


def _child(
    db: Path,
    kill_at: int,
    plan: Sequence[Step],
    start: int = START,
    protocol: int = 1,
    mode: str = "turns",
) -> list[str]:
    run = subprocess.run(
        [*CHILD, str(db), str(start), str(kill_at), json.dumps(plan), str(protocol), mode],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert run.returncode == -signal.SIGKILL, run.stderr
    assert run.stderr == ""
    return run.stdout.splitlines()


def _validated(db: Path) -> str:
    """What the real CLI's `validate-log` says of the file ("" when it accepts it)."""
    run = subprocess.run(
        [sys.executable, "-m", "dsh_schedule", "validate-log", str(db)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return "" if run.returncode == 0 else run.stdout + run.stderr


def _recover(
    db: Path, generations: list[Generation], protocol: int = 1, mode: str = "turns"
) -> OnceReport:
    """Restart on `db` in-process, run until everything is due and answered, and judge."""
    lines: list[str] = []
    start = max(generation.last_wall for generation in generations)
    plan = [["advance", RECOVERY_MS]]
    asyncio.run(run_child(db, start, plan, Points(lines.append), protocol, mode))
    out = io.StringIO()
    assert validate_log(db, None, 0, out, protocol=protocol) == 0, out.getvalue()
    return check_once([*generations, Generation(lines, killed=False)], db, protocol)


def _rehearse(db: Path, start: int) -> list[str]:
    """The points a restart on `db` passes with an empty plan, from a run on a copy (the WAL
    included): the child is deterministic, so a real restart passes the same ones."""
    copy = db.with_name(f"copy-{db.name}")
    for suffix in ("", "-wal"):
        if Path(f"{db}{suffix}").exists():
            Path(f"{copy}{suffix}").write_bytes(Path(f"{db}{suffix}").read_bytes())
    lines: list[str] = []
    asyncio.run(run_child(copy, start, [], Points(lines.append), 1, "turns"))
    return [line.split()[1] for line in lines if line.startswith("point ")]


@pytest.fixture(scope="module")
def crashes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Path, list[str], str]]:
    """Every delivery point's kill, in parallel: one child process and one validate-log each."""
    folder = tmp_path_factory.mktemp("once")

    def crash(point: str) -> tuple[Path, list[str], str]:
        db = folder / f"{ALL_POINTS.index(point) + 1}.sqlite"
        lines = _child(db, ALL_POINTS.index(point) + 1, PLAN)
        return db, lines, _validated(db)

    with ThreadPoolExecutor(max_workers=max(2, min(8, os.cpu_count() or 2))) as pool:
        return dict(zip(POINTS, pool.map(crash, POINTS), strict=True))


def test_the_delivery_passes_every_step_in_order() -> None:
    """The dry run: message and dispatch appended, committed together, the model called, the
    answer printed, then committed; each session's reminder shown once."""
    names = [name.removeprefix("s3.advance/") for name in POINTS]
    for first, then in (
        ("append1.after", "append2.after"),  # main's message, then its dispatch
        ("append2.after", "commit1"),  # both committed in one transaction
        ("commit1", "model1"),  # the turn starts once the commit is confirmed
        ("model1", "append5.after"),  # the answer appended
        ("append5.after", "checkpoint3"),  # then its commit writes it
        ("checkpoint3", "print1.before"),  # and prints it after its writes
        ("print1.after", "commit2"),  # just before its COMMIT
    ):
        assert names.index(first) < names.index(then)
    assert [line.split()[1:4] for line in DRY if line.startswith("shown ")] == [
        ["main", "session-1", "schedule-1"],
        ["side", "session-2", "schedule-1"],
    ]


@pytest.mark.parametrize("point", POINTS)
def test_a_kill_at_each_step_shows_the_reminder_once_and_logs_it_once(
    crashes: dict[str, tuple[Path, list[str], str]], point: str
) -> None:
    db, lines, validated = crashes[point]
    assert lines[-1] == f"kill {point}"
    assert validated == ""
    killed = Generation(lines, killed=True)
    report = _recover(db, [killed])
    assert report.log_repeats == []
    assert report.losses == []
    assert report.violations == []
    assert (report.kills, report.recoveries) == (1, 1)
    repeats = (point in MAIN_MARK) + (point in SIDE_MARK)
    assert report.shown == 2 + repeats
    assert report.screen_repeats == Counter({generic(point): repeats} if repeats else {})


def test_a_worker_killed_twice_during_the_model_turn_answers_the_reminder_once(
    tmp_path: Path,
) -> None:
    """Killed while the model answers (the message and dispatch committed), and killed again
    while the next process's resumed turn waits for the model: the third answers it, once."""
    db = tmp_path / "twice.sqlite"
    first = _child(db, ALL_POINTS.index("s3.advance/model1") + 1, PLAN)
    wall = Generation(first, killed=True).last_wall
    second = _child(db, _rehearse(db, wall).index("open/model1") + 1, [], start=wall)
    assert second[-1] == "kill open/model1", second
    report = _recover(db, [Generation(first, killed=True), Generation(second, killed=True)])
    assert report.failures == []
    assert report.shown == 2 and report.screen_repeats == Counter()
    assert report.mark_kills == 0


def test_a_kill_between_print_and_mark_twice_in_a_row_shows_it_three_times(
    tmp_path: Path,
) -> None:
    """Each repeat on screen has its kill between a print and its mark; the log holds the
    reminder once all the same."""
    db = tmp_path / "thrice.sqlite"
    first = _child(db, ALL_POINTS.index("s3.advance/print1.after") + 1, PLAN)
    wall = Generation(first, killed=True).last_wall
    second = _child(db, _rehearse(db, wall).index("open/print1.after") + 1, [], start=wall)
    assert second[-1] == "kill open/print1.after"
    generations = [Generation(first, killed=True), Generation(second, killed=True)]
    report = _recover(db, generations)
    assert report.failures == []
    assert report.screen_repeats == Counter({"advance/print1.after": 1, "open/print1.after": 1})
    assert report.shown == 4  # main three times, side once


BATCH: list[Step] = [
    ["create", "main", {"every_seconds": 300}],  # main schedule-1: 00:05, 00:10, ...
    ["create", "main", {"every_seconds": 300}],  # main schedule-2: due with it
    ["advance", 300_000],  # 00:05: one message for both, two dispatches, one turn
]


def _batch_points() -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "dry.sqlite"
        asyncio.run(run_child(db, START, BATCH, Points(lines.append), 2, "turns"))
    return [line.split()[1] for line in lines if line.startswith("point ")]


BATCH_POINTS = _batch_points()


@pytest.mark.parametrize(
    ("point", "repeats"),
    [
        ("s3.advance/append3.after", 0),  # the message and both dispatches, uncommitted
        ("s3.advance/model1", 0),
        ("s3.advance/print1.before", 0),  # inside the commit of its mark, nothing printed
        ("s3.advance/print1.after", 1),
        ("s3.advance/commit2", 1),
        ("s3.advance/flush3.after", 0),
    ],
)
def test_a_recurring_batch_is_one_message_shown_once_whatever_step_is_killed(
    tmp_path: Path, point: str, repeats: int
) -> None:
    """Protocol 2: two recurring reminders due at once are one message (a batch) and two
    dispatches; a kill repeats both on screen, once each, only between the print and the
    commit of its mark, and the log holds each occurrence once."""
    db = tmp_path / "batch.sqlite"
    lines = _child(db, BATCH_POINTS.index(point) + 1, BATCH, protocol=2)
    assert lines[-1] == f"kill {point}"
    report = _recover(db, [Generation(lines, killed=True)], 2)
    assert report.failures == []
    assert report.shown == 2 * (1 + repeats)
    assert report.screen_repeats == Counter({generic(point): 2 * repeats} if repeats else {})


def _listener_points() -> list[str]:
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "dry.sqlite"
        asyncio.run(run_child(db, START, PLAN, Points(lines.append), 1, "listener"))
    assert [line.split()[1:4] for line in lines if line.startswith("shown ")] == [
        ["main", "session-1", "schedule-1"],
        ["side", "session-2", "schedule-1"],
    ]
    return [line.split()[1] for line in lines if line.startswith("point ")]


LISTENER_POINTS = _listener_points()


def test_a_python_api_host_tells_its_listener_after_the_commit_and_marks_it_after() -> None:
    """The dry run of mode `listener`: the message and dispatch committed together, then the
    listener called and its screen printed, then the told mark appended and committed."""
    names = [name.removeprefix("s3.advance/") for name in LISTENER_POINTS]
    for first, then in (
        ("append2.after", "commit1"),  # main's message and dispatch, in one commit
        ("commit1", "listener1.before"),  # told only once the commit is confirmed
        ("listener1.before", "print1.after"),
        ("print1.after", "append5.after"),  # then its mark is appended
        ("append5.after", "commit2"),  # and committed by the owner's next flush
    ):
        assert names.index(first) < names.index(then)


@pytest.mark.parametrize(
    ("point", "repeats"),
    [
        ("s3.advance/append1.after", {}),  # the message in the live log only
        ("s3.advance/commit1", {}),  # inside the transaction, before its COMMIT
        ("s3.advance/listener1.before", {}),  # committed, no listener told: the next tells
        ("s3.advance/print1.after", {"main": 1}),  # main told, side not yet
        ("s3.advance/append5.after", {"main": 1}),  # main's mark in memory only
        ("s3.advance/print2.after", {"main": 1, "side": 1}),
        ("s3.advance/commit2", {"main": 1, "side": 1}),  # both marks, before their COMMIT
        ("s3.advance/flush5.after", {}),  # both marks durable
    ],
)
def test_a_kill_at_each_step_of_a_listener_tells_it_once_but_in_the_window(
    tmp_path: Path, point: str, repeats: dict[str, int]
) -> None:
    """A Python API host killed at each step: the next one tells every reminder its
    listener was not told of, once, and repeats one only when the kill fell between the
    listener's print and the commit of its told mark."""
    db = tmp_path / "listener.sqlite"
    lines = _child(db, LISTENER_POINTS.index(point) + 1, PLAN, mode="listener")
    assert lines[-1] == f"kill {point}"
    assert _validated(db) == ""
    report = _recover(db, [Generation(lines, killed=True)], mode="listener")
    assert report.failures == []
    assert report.shown == 2 + sum(repeats.values())
    windows = sum(repeats.values())
    assert report.screen_repeats == Counter({generic(point): windows} if windows else {})
