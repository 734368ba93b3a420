"""The contention soak's judge, on hand-written histories, and one tiny arena of real processes.

The histories are what competing host processes could print (tests/contend_child.py) and what
the database could hold after them; each forbidden outcome of SPEC §13/§14 must be reported,
and only that one; each repeat the window explains is counted by the kind of strike behind it
(aimed right after a delivery, or random). The arena runs the soak itself, briefly: real
processes on one SQLite file with real kills and pauses, judged the same way.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dsh_schedule.generated.models import ScheduleCreate, ScheduleDelete, ScheduleDispatch
from dsh_schedule.host.conversation import MESSAGE_EVENT
from dsh_schedule.host.reminder_log import reminder_data
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.runtime.decode import change_data
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.framing import render_reminder_framing
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE
from dsh_schedule.runtime.records import create_after_schedule_record
from tests.contention import AIMED, RANDOM, UNSTRUCK, Strike, Transcript, judge
from tests.soak_ownership import arena, strike_counts

T0 = 1_800_000_000_000
DUE = T0 + 2_000
"""schedule-1 of session-1 is created at T0, due 2 s later."""

CREATE = ScheduleCreate(version=1, schedule=create_after_schedule_record("schedule-1", "p", 2, T0))
DELETE = ScheduleDelete(version=1, id="schedule-1")
DISPATCH = ScheduleDispatch(version=1, id="schedule-1")
CREATED = [
    f"{T0 - 50} claimed session-1 1",
    f"{T0 + 5} confirmed create session-1 schedule-1 {DUE}",
]


SECOND_DELIVERY = Transcript(
    [
        f"{DUE + 100} claimed session-1 2",
        f"{DUE + 105} delivered session-1 schedule-1 {DUE}",
        f"{DUE + 110} durable session-1 dispatch schedule-1 1 2",
        f"{DUE + 200} done",
    ]
)
"""Another process takes the session over and delivers schedule-1 again, durably."""


def log(*changes: ScheduleCreate | ScheduleDelete | ScheduleDispatch) -> list[StoredSession]:
    events = tuple(
        Event(SCHEDULE_CHANGE, seq, T0 + seq, change_data(change))
        for seq, change in enumerate(changes)
    )
    return [StoredSession("session-1", "main", 0, events)]


def test_a_clean_history_of_two_holders_passes() -> None:
    first = Transcript([*CREATED, f"{T0 + 900} done"])
    second = Transcript(
        [
            f"{T0 + 1_000} claimed session-1 2",
            f"{DUE + 3} delivered session-1 schedule-1 {DUE}",
            f"{DUE + 9} durable session-1 dispatch schedule-1 1 2",
            f"{DUE + 50} done",
        ]
    )
    verdict = judge([first, second], log(CREATE, DISPATCH))
    assert verdict.failures == []
    assert (verdict.deliveries, verdict.claims, verdict.takeovers, verdict.clean_exits) == (
        1,
        2,
        1,
        2,
    )


def test_a_delivery_after_a_delete_confirmed_elsewhere_is_a_resurrected_delete() -> None:
    """A holder paused between its last fence check and its followup, replaced meanwhile by a
    process that deleted the reminder: its late delivery is the resurrection."""
    paused = Transcript(
        [
            *CREATED,
            f"{DUE + 900} delivered session-1 schedule-1 {DUE}",
            f"{DUE + 901} lost session-1 lease epoch 1 was taken over",
        ],
        exit_code=3,
        pauses=1,
    )
    taker = Transcript(
        [
            f"{DUE - 200} claimed session-1 2",
            f"{DUE - 100} durable session-1 delete schedule-1 1 2",
            f"{DUE - 99} confirmed delete session-1 schedule-1",
            f"{DUE + 1_000} done",
        ]
    )
    taker.lines.insert(1, f"{DUE - 101} call delete session-1 schedule-1")
    verdict = judge([paused, taker], log(CREATE, DELETE))
    (found,) = verdict.failures
    assert verdict.resurrected == [found]
    assert "session-1 schedule-1" in found and f"after its delete at {DUE - 100}" in found


def test_a_delivery_before_the_target_is_early() -> None:
    early = Transcript(
        [
            *CREATED,
            f"{DUE - 1} delivered session-1 schedule-1 {DUE}",
            f"{DUE + 2} durable session-1 dispatch schedule-1 1 1",
            f"{DUE + 3} done",
        ]
    )
    verdict = judge([early], log(CREATE, DISPATCH))
    assert len(verdict.early) == 1 and verdict.failures == verdict.early


def test_confirmed_changes_missing_from_the_durable_log_are_losses() -> None:
    deleting = Transcript(
        [
            *CREATED,
            f"{T0 + 10} call delete session-1 schedule-1",
            f"{T0 + 20} confirmed delete session-1 schedule-1",
            f"{T0 + 30} confirmed create session-1 schedule-2 {T0 + 3_000}",
        ],
        killed=True,
        exit_code=-9,
    )
    verdict = judge([deleting], log(CREATE))
    assert verdict.losses == [
        "session-1 schedule-1: confirmed, never delivered nor deleted",
        "session-1 schedule-2: a confirmed create is not durable",
        "session-1 schedule-1: a confirmed delete is not durable",
    ]
    assert verdict.violations == ["session-1: still active after the recovery: schedule-1"]
    assert verdict.kills == 1


@pytest.mark.parametrize(
    ("ending", "killed", "exit_code", "cause"),
    [
        ([], True, -9, "killed"),
        ([f"{DUE + 800} lost session-1 lease epoch 1 expired"], False, 3, "fenced"),
        (
            [
                f"{DUE + 5_000} warning schedule: flush of session session-1 failed: "
                "StoreError('session store s.sqlite: locked by another process (database is "
                "locked)')",
                f"{DUE + 5_001} done",
            ],
            False,
            0,
            "store locked",
        ),
    ],
)
def test_a_second_delivery_is_allowed_when_the_first_dispatch_never_became_durable(
    ending: list[str], killed: bool, exit_code: int, cause: str
) -> None:
    first = Transcript(
        [*CREATED, f"{DUE + 1} delivered session-1 schedule-1 {DUE}", *ending],
        killed=killed,
        exit_code=exit_code,
    )
    second = Transcript(
        [
            f"{DUE + 900} claimed session-1 2",
            f"{DUE + 905} delivered session-1 schedule-1 {DUE}",
            f"{DUE + 910} durable session-1 dispatch schedule-1 1 2",
        ],
        killed=True,
        exit_code=-9,
    )
    verdict = judge([first, second], log(CREATE, DISPATCH))
    assert verdict.failures == []
    assert verdict.deliveries == 2 and verdict.window_duplicates == 1
    assert dict(verdict.window_causes) == {cause: 1}


DELIVERED = [*CREATED, f"{DUE + 1} delivered session-1 schedule-1 {DUE}"]
LOST = f"{DUE + 800} lost session-1 lease epoch 1 expired"
LOCKED_OUT = (
    f"{DUE + 5_000} warning schedule: flush of session session-1 failed: StoreError('session "
    "store s.sqlite: locked by another process (database is locked)')"
)


def _kill(wall: int, kind: str) -> Strike:
    return Strike(wall, kind, "kill")


def _pause(wall: int, kind: str) -> Strike:
    return Strike(wall, kind, "pause")


@pytest.mark.parametrize(
    ("first", "bystander", "kind"),
    [
        # killed: the first strike after the print, whatever paused it before
        (
            Transcript(DELIVERED, True, -9, 1, "", [_pause(DUE, RANDOM), _kill(DUE + 2, AIMED)]),
            [],
            AIMED,
        ),
        (Transcript(DELIVERED, True, -9, 0, "", [_kill(DUE + 300, RANDOM)]), [], RANDOM),
        # paused right after the print, and killed while paused: held in the window by the
        # aimed pause
        (
            Transcript(
                DELIVERED, True, -9, 1, "", [_pause(DUE + 2, AIMED), _kill(DUE + 900, RANDOM)]
            ),
            [],
            AIMED,
        ),
        # fenced: its own last pause before it lost the lease, not one after, nor another's
        (
            Transcript(
                [*DELIVERED, LOST],
                False,
                3,
                2,
                "",
                [_pause(DUE - 400, AIMED), _pause(DUE + 5, RANDOM), _pause(DUE + 850, AIMED)],
            ),
            [_pause(DUE + 700, AIMED)],
            RANDOM,
        ),
        # fenced with no pause of its own: its lease ran out under load
        (Transcript([*DELIVERED, LOST], False, 3), [_pause(DUE + 5, AIMED)], UNSTRUCK),
        # the file locked: the last pause of another process before the flush gave up
        (
            Transcript(
                [*DELIVERED, LOCKED_OUT, f"{DUE + 5_001} done"],
                False,
                0,
                1,
                "",
                [_pause(DUE + 4_000, RANDOM)],
            ),
            [_pause(DUE + 100, RANDOM), _pause(DUE + 200, AIMED), _pause(DUE + 6_000, RANDOM)],
            AIMED,
        ),
    ],
)
def test_each_explained_repeat_is_counted_by_the_kind_of_strike_behind_it(
    first: Transcript, bystander: list[Strike], kind: str
) -> None:
    """A strike right after a delivery is aimed; one of the 100 ms draws (or the arena's
    end) is random. The repeat is put down to the strike that caused its cause."""
    waiting = Transcript([f"{T0} start main ttl 300", f"{DUE + 9_000} done"], strikes=bystander)
    verdict = judge([first, waiting, SECOND_DELIVERY], log(CREATE, DISPATCH))
    assert verdict.failures == []
    assert (verdict.deliveries, verdict.reminders, verdict.window_duplicates) == (2, 1, 1)
    assert dict(verdict.window_strikes) == {kind: 1}


def test_the_rate_counts_only_repeats_after_random_strikes_per_reminder_delivered() -> None:
    killed = Transcript(DELIVERED, True, -9, 0, "", [_kill(DUE + 300, RANDOM)])
    verdict = judge([killed, SECOND_DELIVERY], log(CREATE, DISPATCH))
    once = Transcript(
        [
            f"{T0 - 50} claimed session-2 1",
            f"{T0 + 5} confirmed create session-2 schedule-1 {DUE}",
            f"{DUE + 1} delivered session-2 schedule-1 {DUE}",
            f"{DUE + 2} told session-2 schedule-1",
            f"{DUE + 200} done",
        ]
    )
    other = judge([once], [StoredSession("session-2", "side", 0, log(CREATE, DISPATCH)[0].events)])
    assert other.failures == []
    aimed = judge(
        [Transcript(DELIVERED, True, -9, 0, "", [_kill(DUE + 2, AIMED)]), SECOND_DELIVERY],
        log(CREATE, DISPATCH),
    )
    verdict.add(other)
    verdict.add(aimed)
    assert (verdict.reminders, verdict.deliveries) == (3, 5)
    assert strike_counts(verdict) == [
        "  repeats on screen after aimed strikes:   1",
        "  repeats on screen after random strikes:  1 of 3 deliveries (33.33%)",
        "  repeats on screen with no strike:        0",
    ]


def test_a_second_delivery_after_a_clean_exit_is_a_duplicate_outside_the_window() -> None:
    """The first process ended cleanly and nothing kept its dispatch from being durable, yet
    the reminder was delivered again."""
    first = Transcript(
        [*CREATED, f"{DUE + 1} delivered session-1 schedule-1 {DUE}", f"{DUE + 50} done"]
    )
    verdict = judge([first, SECOND_DELIVERY], log(CREATE, DISPATCH))
    (found,) = verdict.failures
    assert verdict.duplicates == [found] and "delivered 2 times" in found
    assert verdict.window_duplicates == 0


def test_a_repeat_after_the_told_mark_was_durable_is_outside_the_window_even_if_killed() -> None:
    """The first process's listener was told, and the commit holding its told mark returned:
    a kill afterwards explains no second delivery (docs/reliability.md, the API host)."""
    first = Transcript(
        [
            *CREATED,
            f"{DUE + 1} delivered session-1 schedule-1 {DUE}",
            f"{DUE + 2} told session-1 schedule-1",
        ],
        killed=True,
        exit_code=-9,
    )
    verdict = judge([first, SECOND_DELIVERY], log(CREATE, DISPATCH))
    (found,) = verdict.failures
    assert verdict.duplicates == [found] and "delivered 2 times" in found
    killed_before = Transcript(first.lines[:-1], killed=True, exit_code=-9)
    verdict = judge([killed_before, SECOND_DELIVERY], log(CREATE, DISPATCH))
    assert verdict.failures == [] and dict(verdict.window_causes) == {"killed": 1}


def test_a_flush_rejected_while_the_lease_was_held_explains_nothing() -> None:
    """No store fault is injected: a rejection that is not a lost lease (a stale write that
    clashed on its seq instead of being fenced, say) is a violation, and the duplicate it
    caused is outside the window."""
    first = Transcript(
        [
            *CREATED,
            f"{DUE + 1} delivered session-1 schedule-1 {DUE}",
            f"{DUE + 10} warning schedule: flush of session session-1 failed: StoreError('x')",
            f"{DUE + 11} warning schedule: dispatch checkpoint failed for agent-1",
            f"{DUE + 50} done",
        ]
    )
    verdict = judge([first, SECOND_DELIVERY], log(CREATE, DISPATCH))
    assert len(verdict.duplicates) == 1
    assert verdict.violations == [
        "process 0: rejected while held: schedule: flush of session session-1 failed: "
        "StoreError('x')"
    ]


def test_giving_up_on_a_file_locked_past_the_busy_timeout_is_counted_not_failed() -> None:
    waiter = Transcript(
        [
            f"{T0} start main ttl 300",
            f"{T0 + 5_000} failed session store s.sqlite: locked by another process (x)",
        ],
        exit_code=2,
    )
    verdict = judge([waiter], log())
    assert verdict.failures == [] and verdict.locked == 1


def test_two_durable_dispatches_are_always_repeats_in_the_log() -> None:
    one = Transcript(
        [
            *CREATED,
            f"{DUE + 1} delivered session-1 schedule-1 {DUE}",
            f"{DUE + 5} durable session-1 dispatch schedule-1 1 1",
        ],
        killed=True,
        exit_code=-9,
    )
    verdict = judge([one], log(CREATE, DISPATCH, DISPATCH))
    assert verdict.log_repeats == ["session-1 schedule-1: 2 durable dispatches"]
    assert [v.split(":")[1] for v in verdict.violations] == [" the durable log does not fold"]


def test_two_reminder_messages_of_one_id_are_a_repeat_in_the_log() -> None:
    """A reminder's message enters the log once, committed with its dispatch: a second one
    is a failure, however the screen went."""
    one = Transcript(
        [
            *CREATED,
            f"{DUE + 5} durable session-1 dispatch schedule-1 2 1",
            f"{DUE + 6} delivered session-1 schedule-1 {DUE}",
        ],
        killed=True,
        exit_code=-9,
    )
    framed = render_reminder_framing(CREATE.schedule)
    message = reminder_data(Followup(framed, FOLLOWUP_SOURCE), "session-1:1", False)

    def logged(messages: int) -> list[StoredSession]:
        data = [
            (SCHEDULE_CHANGE, change_data(CREATE)),
            *[(MESSAGE_EVENT, message)] * messages,
            (SCHEDULE_CHANGE, change_data(DISPATCH)),
        ]
        events = tuple(Event(kind, seq, DUE, value) for seq, (kind, value) in enumerate(data))
        return [StoredSession("session-1", "main", 0, events)]

    assert judge([one], logged(1)).failures == []
    repeated = logged(2)
    verdict = judge([one], repeated)
    assert verdict.log_repeats == ["session-1 schedule-1: 2 reminder messages in the log"]


def test_a_write_under_an_older_epoch_after_a_newer_one_is_a_fenced_out_write() -> None:
    """A paused holder that went on committing after its successor wrote: its lease was
    taken over, so the store should have refused the write."""
    taker = Transcript(
        [
            f"{T0 + 900} claimed session-1 2",
            f"{T0 + 950} call delete session-1 schedule-1",
            f"{T0 + 960} durable session-1 delete schedule-1 1 2",
            f"{T0 + 961} confirmed delete session-1 schedule-1",
            f"{T0 + 990} done",
        ]
    )
    stale = Transcript(
        [
            *CREATED,
            f"{T0 + 970} durable session-1 create schedule-2 2 1",
            f"{T0 + 980} confirmed create session-1 schedule-2 {T0 + 3_000}",
        ],
        killed=True,
        exit_code=-9,
    )
    create_2 = ScheduleCreate(
        version=1, schedule=create_after_schedule_record("schedule-2", "p", 3, T0)
    )
    verdict = judge([stale, taker], log(CREATE, DELETE, create_2))
    assert verdict.violations == [
        "session-1: still active after the recovery: schedule-2",
        "session-1: seq 2 written under epoch 1 after epoch 2 wrote (a fenced-out write)",
    ]


def test_a_commit_a_process_saw_that_the_log_does_not_hold_is_a_loss() -> None:
    writer = Transcript(
        [
            *CREATED,
            f"{T0 + 10} durable session-1 delete schedule-1 1 1",
            f"{T0 + 20} durable session-1 create schedule-2 2 1",
        ],
        killed=True,
        exit_code=-9,
    )
    verdict = judge([writer], log(CREATE, DISPATCH))
    assert verdict.losses[:2] == [
        "session-1: seq 1 was committed as delete schedule-1, the log holds something else",
        "session-1: seq 2 was committed as create schedule-2, the log does not reach it",
    ]


def test_two_claims_of_one_epoch_a_host_error_and_a_failed_process_are_violations() -> None:
    first = Transcript(
        [
            f"{T0} claimed session-1 1",
            f"{T0 + 1} error lost session session-1: lease epoch 1 expired",
            f"{T0 + 2} error schedule: owner of agent agent-1 faulted: boom",
            f"{T0 + 5} done",
        ]
    )
    second = Transcript([f"{T0 + 1} claimed session-1 1"], exit_code=1, stderr="Traceback ...")
    verdict = judge([first, second], log())
    assert verdict.violations == [
        "process 0: schedule: owner of agent agent-1 faulted: boom",
        "process 1 exited with 1: Traceback ...",
        "session-1: epoch 1 claimed 2 times",
    ]


def test_a_tiny_arena_of_real_contending_processes_loses_nothing(tmp_path: Path) -> None:
    # Six seconds: a child spends about a second starting Python and importing the package
    # (every generated validator of both protocols compiles at import when bytecode is not
    # cached), and the arena must outlast a few of them.
    outcome = arena(11, 1, tmp_path, seconds=6)
    verdict = outcome.verdict
    assert outcome.failure is None, outcome.failure
    assert verdict.failures == []
    assert verdict.processes >= 6  # two or three per agent, and a recovery for each
    assert verdict.claims >= 2 and verdict.clean_exits >= 2  # the recoveries at least
    assert sum(verdict.window_strikes.values()) == verdict.window_duplicates
    assert list(tmp_path.iterdir()) == []
