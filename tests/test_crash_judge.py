"""The crash judge (`tests.crash_child.check`) on hand-written transcripts.

The crash matrix and `make soak` trust it to tell a duplicate a kill explains (the kill fell
between the followup and its durable dispatch) from one nothing explains. Since flushes of
several sessions commit as one group, two sessions' deliveries can be open at one kill: each
of them is in the window, and only those, until the group's transaction commits, which any of
its flushes returning proves. The last test replays one soak iteration of real
processes where that happens.
"""

from __future__ import annotations

from pathlib import Path

from dsh_schedule.generated.models import ScheduleCreate, ScheduleDispatch
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.decode import change_data
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.records import create_after_schedule_record
from tests.crash_child import START, Generation, check
from tests.soak import iteration

DUE = START + 10_000
FIRST = DUE + 5
"""The wall clock of the generation that delivers first, and is killed."""
AGAIN = DUE + 90_000
"""The wall clock of the recovery."""


def _store_with_both_dispatched(db: Path) -> None:
    """session-1 (main) and session-2 (side), each with schedule-1 created and dispatched."""
    create = ScheduleCreate(
        version=1, schedule=create_after_schedule_record("schedule-1", "p", 10, START)
    )
    dispatch = ScheduleDispatch(version=1, id="schedule-1")
    store = SqliteStore(db)
    try:
        for session, agent in (("session-1", "main"), ("session-2", "side")):
            events = (
                Event(SCHEDULE_CHANGE, 0, START, change_data(create)),
                Event(SCHEDULE_CHANGE, 1, AGAIN, change_data(dispatch)),
            )
            store.create_session(StoredSession(session, agent, 0, events))
    finally:
        store.close()


CONFIRMED = [
    f"confirmed create main schedule-1 {DUE}",
    f"confirmed create side schedule-1 {DUE}",
]

RECOVERY = Generation(
    [
        f"point open/flush1.before {AGAIN} session-1",
        f"delivered main session-1 schedule-1 {DUE} {AGAIN}",
        f"point open/flush3.before {AGAIN} session-1",
        f"delivered side session-2 schedule-1 {DUE} {AGAIN}",
        f"point open/flush4.before {AGAIN} session-2",
        f"point open/commit1 {AGAIN} -",
        f"point open/flush3.after {AGAIN} session-1",
        f"point open/flush4.after {AGAIN} session-2",
        "done",
    ],
    killed=False,
)
"""Both reminders delivered again, and both dispatches committed in one group."""


def test_a_kill_inside_a_group_commit_explains_both_sessions_duplicates(tmp_path: Path) -> None:
    _store_with_both_dispatched(tmp_path / "db.sqlite")
    killed = Generation(
        [
            *CONFIRMED,
            f"delivered main session-1 schedule-1 {DUE} {FIRST}",
            f"point open/flush3.before {FIRST} session-1",  # main's barrier waits for the group
            f"delivered side session-2 schedule-1 {DUE} {FIRST}",
            f"point open/flush4.before {FIRST} session-2",
            f"point open/commit1 {FIRST} -",  # the group's transaction, before its COMMIT
            "kill open/commit1",
        ],
        killed=True,
    )
    report = check([killed, RECOVERY], tmp_path / "db.sqlite")
    assert report.violations == []
    assert report.losses == []
    assert (report.kills, report.window_kills, report.deliveries) == (1, 1, 4)
    assert report.duplicates == {"open/commit1": 2}


def test_a_group_whose_commit_finished_before_the_kill_left_nothing_to_repeat(
    tmp_path: Path,
) -> None:
    """Main's barrier returned after the group's COMMIT; side's had not yet returned when the
    kill came, but its dispatch was in the same transaction, so it is durable too: the
    recovery delivers neither again, and that is no lost dispatch."""
    _store_with_both_dispatched(tmp_path / "db.sqlite")
    killed = Generation(
        [
            *CONFIRMED,
            f"delivered main session-1 schedule-1 {DUE} {FIRST}",
            f"point open/flush3.before {FIRST} session-1",
            f"delivered side session-2 schedule-1 {DUE} {FIRST}",
            f"point open/flush4.before {FIRST} session-2",
            f"point open/commit1 {FIRST} -",
            f"point open/flush3.after {FIRST} session-1",
            f"point open/flush5.before {FIRST} session-1",
            "kill open/flush5.before",
        ],
        killed=True,
    )
    recovery = Generation(
        [
            f"point open/flush1.before {AGAIN} session-1",
            f"point open/flush1.after {AGAIN} session-1",
            "done",
        ],
        killed=False,
    )
    report = check([killed, recovery], tmp_path / "db.sqlite")
    assert report.violations == []
    assert (report.kills, report.window_kills, report.deliveries) == (1, 0, 2)


def test_a_duplicate_after_its_own_barrier_committed_is_a_violation(tmp_path: Path) -> None:
    _store_with_both_dispatched(tmp_path / "db.sqlite")
    killed = Generation(
        [
            *CONFIRMED,
            f"delivered main session-1 schedule-1 {DUE} {FIRST}",
            f"point open/flush3.before {FIRST} session-1",
            f"point open/commit1 {FIRST} -",
            f"point open/flush3.after {FIRST} session-1",  # main's dispatch is durable
            f"delivered side session-2 schedule-1 {DUE} {FIRST}",
            f"point open/flush4.before {FIRST} session-2",
            f"point open/commit2 {FIRST} -",
            "kill open/commit2",
        ],
        killed=True,
    )
    report = check([killed, RECOVERY], tmp_path / "db.sqlite")
    assert report.violations == [
        "main schedule-1 delivered 2 times; only 0 kills fell between its followup and a "
        "durable dispatch"
    ]
    assert report.duplicates == {"open/commit2": 1}


def test_a_soak_iteration_killed_inside_a_two_session_group_commit_passes(
    tmp_path: Path,
) -> None:
    """Seed 2040516603, iteration 10: its third generation delivers main's and side's
    schedule-3, and is killed in the group commit of both dispatches; the recovery delivers
    both again (the plans and the children are deterministic, so this replays exactly)."""
    outcome = iteration(2040516603, 10, tmp_path)
    assert outcome.failure is None
    assert outcome.report.duplicates == {"open/commit2": 2}
    assert outcome.report.window_kills == 1
