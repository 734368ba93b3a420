"""The crash judges (`tests.crash_judge.check` and `check_once`) on hand-written transcripts.

The crash matrix trusts `check` to tell a duplicate a kill explains (the kill fell between the
followup and its durable dispatch) from one nothing explains; the host's matrix and `make soak`
trust `check_once` to find every repeat in the log, and to explain a repeat on screen only by a
kill between a print of the reminder and the commit of its mark. Since flushes of
several sessions commit as one group, two sessions' deliveries can be open at one kill: each
of them is in the window, and only those, until the group's transaction commits, which any of
its flushes returning proves. One test replays a soak iteration of real processes.
"""

from __future__ import annotations

from pathlib import Path

from dsh_schedule.generated.models import ScheduleCreate, ScheduleDispatch
from dsh_schedule.host.conversation import MESSAGE_EVENT
from dsh_schedule.host.reminder_log import ANSWERS, reminder_data
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.decode import change_data
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.framing import render_reminder_framing
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE
from dsh_schedule.runtime.records import create_after_schedule_record
from tests.crash_child import START
from tests.crash_judge import Generation, check, check_once
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


def test_a_soak_iteration_killed_between_a_print_and_its_mark_passes(tmp_path: Path) -> None:
    """Seed 2040516603, iteration 112 (the host's turns, as `make soak` runs them): a
    generation printed a reminder's answer inside the commit of its mark and was killed at
    that transaction's last point, before its COMMIT; the next one shows it again, and the
    judge puts that repeat down to that kill (the plans and the children are deterministic,
    so this replays exactly, for the points the host's code passes: a change to them picks
    another iteration)."""
    outcome = iteration(2040516603, 112, tmp_path)
    assert outcome.failure is None
    assert outcome.report.screen_repeats == {"advance/commit2": 1}
    assert outcome.report.mark_kills == 1
    assert outcome.report.log_repeats == []


# --- the host's turns (`check_once`): repeats in the log and on screen ------------------------

RECORD = create_after_schedule_record("schedule-1", "p", 10, START)
FRAMED = render_reminder_framing(RECORD)
MESSAGE_ID = "session-1:1"


def _store_with(db: Path, *, messages: int = 1, dispatches: int = 1, answered: bool = True) -> None:
    """session-1 (main): schedule-1 created, its reminder's message(s) and dispatch(es)
    committed, and (unless not `answered`) answered."""
    message = reminder_data(Followup(FRAMED, FOLLOWUP_SOURCE), MESSAGE_ID, True)
    answer = {"role": "assistant", "text": FRAMED, ANSWERS: MESSAGE_ID}
    create = ScheduleCreate(version=1, schedule=RECORD)
    dispatch = ScheduleDispatch(version=1, id="schedule-1")
    data = [
        (SCHEDULE_CHANGE, change_data(create)),
        *[(MESSAGE_EVENT, message)] * messages,
        *[(SCHEDULE_CHANGE, change_data(dispatch))] * dispatches,
        *[(MESSAGE_EVENT, answer)] * answered,
    ]
    events = tuple(Event(kind, seq, DUE, value) for seq, (kind, value) in enumerate(data))
    store = SqliteStore(db)
    try:
        store.create_session(StoredSession("session-1", "main", 0, events))
    finally:
        store.close()


SHOWN = f"shown main session-1 schedule-1 {DUE}"
PRINTED = [
    f"confirmed create main schedule-1 {DUE}",
    f"point s2.advance/commit1 {FIRST} -",  # the message and the dispatch committed
    f"point s2.advance/model1 {FIRST} -",
    f"point s2.advance/append3.after {FIRST} session-1",  # the answer, in memory
    f"{SHOWN} {FIRST}",
    f"point s2.advance/print1.after {FIRST} session-1",
]
SHOWN_AGAIN = Generation([f"{SHOWN} {AGAIN}", "done"], killed=False)


def test_a_repeat_on_screen_after_a_kill_between_print_and_mark_is_explained(
    tmp_path: Path,
) -> None:
    _store_with(tmp_path / "db.sqlite")
    killed = Generation(
        [
            *PRINTED,
            f"point s2.advance/flush3.before {FIRST} session-1",
            "kill s2.advance/flush3.before",
        ],
        killed=True,
    )
    report = check_once([killed, SHOWN_AGAIN], tmp_path / "db.sqlite")
    assert report.failures == []
    assert report.screen_repeats == {"advance/flush3.before": 1}
    assert (report.shown, report.mark_kills) == (2, 1)


def test_a_repeat_on_screen_after_its_mark_was_committed_is_a_violation(tmp_path: Path) -> None:
    _store_with(tmp_path / "db.sqlite")
    killed = Generation(
        [
            *PRINTED,
            f"point s2.advance/flush3.before {FIRST} session-1",  # begun after the print
            f"point s2.advance/commit2 {FIRST} -",
            f"point s2.advance/flush3.after {FIRST} session-1",  # the mark is durable
            f"point s2.advance/flush4.before {FIRST} session-1",
            "kill s2.advance/flush4.before",
        ],
        killed=True,
    )
    report = check_once([killed, SHOWN_AGAIN], tmp_path / "db.sqlite")
    assert report.violations == [
        f"main schedule-1 at {DUE} shown 2 times; only 0 kills fell between a print of it "
        "and the commit of its mark"
    ]
    assert report.screen_repeats == {}


IN_COMMIT = [  # the answer printed inside the transaction that commits it
    *PRINTED[:-2],
    f"point s2.advance/flush3.before {FIRST} session-1",
    f"point s2.advance/print1.before {FIRST} session-1",
    f"{SHOWN} {FIRST} in-commit",
    f"point s2.advance/print1.after {FIRST} session-1",
    f"point s2.advance/commit2 {FIRST} -",
]


def test_a_kill_before_the_commit_that_printed_the_answer_returns_explains_a_repeat(
    tmp_path: Path,
) -> None:
    _store_with(tmp_path / "db.sqlite")
    killed = Generation([*IN_COMMIT, "kill s2.advance/commit2"], killed=True)
    report = check_once([killed, SHOWN_AGAIN], tmp_path / "db.sqlite")
    assert report.failures == []
    assert report.screen_repeats == {"advance/commit2": 1}
    assert (report.shown, report.mark_kills) == (2, 1)


def test_a_repeat_after_the_commit_that_printed_the_answer_returned_is_a_violation(
    tmp_path: Path,
) -> None:
    """A print inside a commit is marked once any point follows that commit's own (its
    COMMIT returned), though the flush that held it began before the print."""
    _store_with(tmp_path / "db.sqlite")
    killed = Generation(
        [
            *IN_COMMIT,
            f"point s2.advance/flush3.after {FIRST} session-1",
            "kill s2.advance/flush3.after",
        ],
        killed=True,
    )
    report = check_once([killed, SHOWN_AGAIN], tmp_path / "db.sqlite")
    assert report.violations == [
        f"main schedule-1 at {DUE} shown 2 times; only 0 kills fell between a print of it "
        "and the commit of its mark"
    ]
    assert report.mark_kills == 0


def test_a_flush_begun_before_the_print_does_not_commit_its_mark(tmp_path: Path) -> None:
    """A flush that was asked for before the print and returns after it may have committed
    before the answer was appended: the mark is not counted durable by it."""
    _store_with(tmp_path / "db.sqlite")
    before = [line for line in PRINTED if "append3" not in line]
    killed = Generation(
        [
            *before[:3],
            f"point s2.advance/flush2.before {FIRST} session-1",
            *before[3:],
            f"point s2.advance/flush2.after {FIRST} session-1",
            "kill s2.advance/flush2.after",
        ],
        killed=True,
    )
    report = check_once([killed, SHOWN_AGAIN], tmp_path / "db.sqlite")
    assert report.failures == []
    assert report.screen_repeats == {"advance/flush2.after": 1}


def test_two_messages_or_two_dispatches_of_one_occurrence_are_repeats_in_the_log(
    tmp_path: Path,
) -> None:
    shown = Generation([*PRINTED[:1], f"{SHOWN} {FIRST}", "done"], killed=False)
    _store_with(tmp_path / "messages.sqlite", messages=2)
    report = check_once([shown], tmp_path / "messages.sqlite")
    assert report.log_repeats == [f"main schedule-1 at {DUE}: 2 messages in the log"]
    _store_with(tmp_path / "dispatches.sqlite", dispatches=2)
    report = check_once([shown], tmp_path / "dispatches.sqlite")
    assert report.log_repeats == [f"main schedule-1 at {DUE}: 2 dispatches in the log"]
    assert report.violations[0].startswith("main: the durable log does not fold: ")
    _store_with(tmp_path / "once.sqlite")
    assert check_once([shown], tmp_path / "once.sqlite").failures == []


def test_a_dispatch_never_shown_and_a_message_never_answered_are_losses(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite"
    _store_with(db)
    report = check_once([Generation([*PRINTED[:1], "done"], killed=False)], db)
    assert report.losses == [
        f"main schedule-1 at {DUE}: dispatched, never shown",
        "main schedule-1: confirmed, never shown",
    ]
    _store_with(tmp_path / "unanswered.sqlite", answered=False)
    shown = Generation([*PRINTED[:1], f"{SHOWN} {FIRST}", "done"], killed=False)
    report = check_once([shown], tmp_path / "unanswered.sqlite")
    assert report.losses == [f"main: message {MESSAGE_ID} never answered"]
