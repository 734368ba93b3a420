"""`make soak`'s two kinds of kills, kept apart: aimed at points, and at random moments.

Aimed kills fall where the soak chose (any point, or a delivery's, where the window between a
print and the commit of its mark lies): they prove the window is where the docs say, and the
repeats they cause measure the aim. Kills at random moments of real time land as a crash
does: the repeats on screen they cause, per delivery, are the rate a user meets. The counts
are fed by hand here; one iteration of real processes dies at a real moment.
"""

from __future__ import annotations

import signal
from collections import Counter
from pathlib import Path

from tests.crash_child import START
from tests.crash_judge import BEFORE_ANY_POINT, Generation, OnceReport
from tests.soak import AIMED, RANDOM, Outcome, Tally, _child, _opened, iteration


def _outcome(strike: str, shown: int, repeats: Counter[str], kills: int = 3) -> Outcome:
    report = OnceReport(kills=kills, recoveries=kills, shown=shown, screen_repeats=repeats)
    report.mark_kills = sum(repeats.values())
    return Outcome(1, report, kills + 1, strike)


def test_repeats_and_deliveries_are_counted_apart_by_the_kind_of_kill() -> None:
    tally = Tally()
    tally.add(_outcome(AIMED, 10, Counter({"advance/print1.after": 2})))
    tally.add(_outcome(RANDOM, 250, Counter({"open/flush3.before": 1})))
    tally.add(_outcome(RANDOM, 151, Counter()))
    # a delivery is a reminder shown, once however often: its repeats are not deliveries
    assert (tally.deliveries(AIMED), tally.repeats(AIMED)) == (8, 2)
    assert (tally.deliveries(RANDOM), tally.repeats(RANDOM)) == (400, 1)
    assert tally.rate(RANDOM) == "1 of 400 deliveries (0.25%)"
    assert tally.rate(AIMED) == "2 of 8 deliveries (25.00%)"
    summary = tally.summary()
    assert "  kills:                         9 (3 at points, 6 at random moments)" in summary
    at = summary.index(
        "  repeats on screen after random kills: 1 of 400 deliveries (0.25%), each explained "
        "by a kill at:"
    )
    assert summary[at + 1] == "    open/flush.before: 1"
    assert "    advance/print.after: 2" in summary[:at]
    assert tally.passed()


def test_with_no_delivery_of_a_kind_its_rate_says_so() -> None:
    tally = Tally()
    tally.add(_outcome(AIMED, 4, Counter()))
    assert tally.rate(RANDOM) == "0 of 0 deliveries (no deliveries)"


def test_a_failure_of_either_kind_or_no_kill_at_all_fails_the_soak() -> None:
    unexplained = _outcome(RANDOM, 5, Counter())
    unexplained.report.violations.append("main schedule-1 at 1 shown 2 times; only 0 kills ...")
    tally = Tally()
    tally.add(_outcome(AIMED, 4, Counter()))
    tally.add(unexplained)
    assert not tally.passed()
    broken = _outcome(AIMED, 4, Counter())
    broken.failure = "iteration 1: the child did not die where rehearsed"
    tally = Tally()
    tally.add(broken)
    assert not tally.passed()
    assert tally.summary()[-1] == "  FAILURE iteration 1: the child did not die where rehearsed"
    tally = Tally()
    tally.add(_outcome(RANDOM, 4, Counter(), kills=0))
    assert not tally.passed()


def test_a_kill_at_a_moment_landed_after_the_last_point_it_printed() -> None:
    lines = ["point open/commit1 1 -", "point s1.create/append1.before 1 session-1", "confirmed"]
    assert Generation(lines, killed=True).kill_point == "s1.create/append1.before"
    assert Generation(["start"], killed=True).kill_point == BEFORE_ANY_POINT
    assert Generation([*lines, "kill s1.create/append2.after"], True).kill_point == (
        "s1.create/append2.after"
    )
    assert Generation(lines, killed=False).kill_point is None


PLAN = [["create", "main", 5], ["advance", 6_000]]


def _runs_its_plan(db: Path) -> None:
    run = _child(db, START, 0, PLAN)
    lines = run.stdout.splitlines()
    assert run.returncode == 0 and lines[-1] == "done"
    assert sum(line.startswith("shown main session-1 schedule-1 ") for line in lines) == 1


def test_a_kill_at_the_first_moment_passes_no_point_and_the_next_process_runs(
    tmp_path: Path,
) -> None:
    """Killed before it passed a point: nothing of the host's is on the file yet, so the soak
    validates nothing, and the next process makes the store and runs its plan."""
    db = tmp_path / "db.sqlite"
    first = _child(db, START, 1e-6, PLAN)
    assert first.returncode == -signal.SIGALRM
    generation = Generation(first.stdout.splitlines(), killed=True)
    assert generation.kill_point == BEFORE_ANY_POINT
    assert not _opened([generation])
    _runs_its_plan(db)


def test_a_file_a_kill_left_empty_is_made_a_store_by_the_next_process(tmp_path: Path) -> None:
    """A kill at a moment inside the store's initialisation can leave the file empty."""
    db = tmp_path / "db.sqlite"
    db.touch()
    _runs_its_plan(db)


def test_an_iteration_killed_at_a_random_moment_is_judged_as_an_aimed_one(tmp_path: Path) -> None:
    """Seed 1, iteration 12: one generation (five creates, advances past them all), killed at
    a moment of its life or outliving it, then the recovery."""
    outcome = iteration(1, 12, tmp_path, RANDOM)
    assert outcome.failure is None
    assert (outcome.strike, outcome.generations) == (RANDOM, 2)
    assert outcome.report.kills + outcome.unfinished == 1
    repeats = sum(outcome.report.screen_repeats.values())
    assert repeats <= outcome.report.mark_kills
    assert outcome.report.shown - repeats <= 5
