"""The cluster soak's judge on hand-made journals and logs: each violation it counts is made to
happen (a repeat in the log among them), and each repeat on screen that the documented window
explains is told apart from one it does not."""

from __future__ import annotations

from dsh_schedule.generated.models import AfterScheduleRecord
from dsh_schedule.host.reminder_log import reminder_data
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.turns import MESSAGE_EVENT
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.framing import render_reminder_framing
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE
from tests.cluster_judge import (
    CLIENT,
    Created,
    Deleted,
    Delivered,
    Journal,
    Pause,
    Verdict,
    judge,
)

DUE = 1_767_225_660_000
TTL = 2_000
END = DUE + 60_000


def change(operation: str, schedule_id: str, due: int = DUE) -> dict[str, object]:
    if operation != "create":
        return {"version": 1, "operation": operation, "id": schedule_id}
    record = {
        "id": schedule_id,
        "kind": "after",
        "prompt": "stretch",
        "afterSeconds": 60,
        "scheduledAt": format_instant(due),
    }
    return {"version": 1, "operation": "create", "schedule": record}


def session(*changes: dict[str, object], wake_at: int | None = None) -> StoredSession:
    events = tuple(
        Event(SCHEDULE_CHANGE, seq, DUE - 60_000, data) for seq, data in enumerate(changes)
    )
    return StoredSession("s", "a", 0, events, wake_at)


def delivered(at: int = DUE + 5, by: str = "w1.1", due: int = DUE) -> Delivered:
    return Delivered("s", "schedule-1", due, at, at - due, by)


def verdict_of(
    journal: Journal, *changes: dict[str, object], wake_at: int | None = None
) -> Verdict:
    return judge(journal, [session(*changes, wake_at=wake_at)], END, TTL)


DISPATCHED = (change("create", "schedule-1"), change("dispatch", "schedule-1"))


def test_a_reminder_created_delivered_and_dispatched_once_is_clean() -> None:
    journal = Journal(created=[Created("s", "schedule-1", DUE, DUE - 60_000)])
    journal.delivered.append(delivered())
    verdict = verdict_of(journal, *DISPATCHED)
    assert verdict.failures == []
    assert (verdict.deliveries, verdict.window_duplicates, verdict.pending) == (1, 0, 0)


def test_a_reminder_not_yet_due_may_stay_pending() -> None:
    far = END + 1
    journal = Journal(created=[Created("s", "schedule-1", far, DUE)])
    verdict = verdict_of(journal, change("create", "schedule-1", far), wake_at=far)
    assert verdict.failures == [] and verdict.pending == 1


def test_losses() -> None:
    journal = Journal(created=[Created("s", "schedule-9", DUE, DUE)])
    journal.deleted.append(Deleted("s", "schedule-8", DUE))
    verdict = verdict_of(
        journal,
        change("create", "schedule-1"),
        change("create", "schedule-2"),
        change("dispatch", "schedule-2"),
        wake_at=DUE,
    )
    assert verdict.losses == [
        "s schedule-9: a confirmed create is not in the log as such",
        "s schedule-8: a confirmed delete is not in the log",
        f"s schedule-1: due at {DUE}, still pending at {END}",
        "s schedule-2: dispatched in the log, never delivered",
    ]


def test_a_create_in_the_log_with_another_due_time_is_a_loss() -> None:
    journal = Journal(created=[Created("s", "schedule-1", DUE + 1, DUE)])
    journal.delivered.append(delivered())
    assert verdict_of(journal, *DISPATCHED).losses == [
        "s schedule-1: a confirmed create is not in the log as such"
    ]


def test_two_dispatches_in_the_log_are_a_repeat_in_the_log() -> None:
    journal = Journal(delivered=[delivered()])
    verdict = verdict_of(journal, *DISPATCHED, change("dispatch", "schedule-1"))
    assert verdict.log_repeats == ["s schedule-1: 2 dispatches in the log"]
    assert len(verdict.losses) == 1 and "does not fold" in verdict.losses[0]


def test_two_messages_of_one_occurrence_are_a_repeat_in_the_log() -> None:
    """However often it was shown, a reminder's message enters the log once (its followup is
    appended with its dispatch, and they commit together): a second one is a failure."""
    record = AfterScheduleRecord("schedule-1", "after", "stretch", 60, format_instant(DUE))
    text = render_reminder_framing(record)
    for count, repeats in (
        (1, []),
        (2, [f"s schedule-1: 2 messages of its occurrence at {format_instant(DUE)} in the log"]),
    ):
        logged = session(*DISPATCHED)
        messages = tuple(
            Event(
                MESSAGE_EVENT,
                2 + n,
                DUE,
                reminder_data(Followup(text, FOLLOWUP_SOURCE), f"s:{2 + n}", True),
            )
            for n in range(count)
        )
        stored = StoredSession("s", "a", 0, (*logged.events, *messages), None)
        verdict = judge(Journal(delivered=[delivered()]), [stored], END, TTL)
        assert verdict.log_repeats == repeats
        assert verdict.failures == repeats


def test_a_delivery_after_its_confirmed_delete() -> None:
    journal = Journal(deleted=[Deleted("s", "schedule-1", DUE + 4)], delivered=[delivered()])
    verdict = verdict_of(journal, change("create", "schedule-1"), change("delete", "schedule-1"))
    assert len(verdict.resurrected) == 1 and "after its delete" in verdict.resurrected[0]
    before = Journal(deleted=[Deleted("s", "schedule-1", DUE + 5)], delivered=[delivered()])
    assert verdict_of(before, change("create", "schedule-1"), change("delete", "schedule-1")) == (
        Verdict(deliveries=1)
    )


def test_early_deliveries() -> None:
    early = Journal(delivered=[delivered(at=DUE - 1)])
    assert len(verdict_of(early, *DISPATCHED).early) == 1
    negative = Journal(delivered=[Delivered("s", "schedule-1", DUE, DUE, -1, "w1.1")])
    assert len(verdict_of(negative, *DISPATCHED).early) == 1
    other_due = Journal(delivered=[delivered(due=DUE - 1_000)])
    assert "the log's due time is" in verdict_of(other_due, *DISPATCHED).early[0]


def test_a_followup_message_older_than_its_due_time() -> None:
    record = AfterScheduleRecord("schedule-1", "after", "stretch", 60, format_instant(DUE))
    text = render_reminder_framing(record)
    for time, early in ((DUE, 0), (DUE - 1, 1)):
        logged = session(*DISPATCHED)
        message = Event(MESSAGE_EVENT, 2, time, {"role": "user", "text": text, "source": "s"})
        stored = StoredSession("s", "a", 0, (*logged.events, message), None)
        verdict = judge(Journal(delivered=[delivered()]), [stored], END, TTL)
        assert len(verdict.early) == early and verdict.messages == 1


def test_a_repeat_on_screen_is_explained_only_by_a_kill_or_a_pause_past_the_lease_in_between() -> (
    None
):
    """The earlier showing's worker struck after its line (its print) and before the later
    one: its mark, the answer committed after the line, may not have been; anything else
    leaves a repeat on screen unexplained, a failure."""
    first, second = delivered(at=DUE + 5), delivered(at=DUE + 3_000, by="w2.1")
    cases = [
        ([], [], None),
        ([("w1.1", DUE + 6)], [], "earlier delivery's worker killed"),
        ([("w1.1", DUE + 4)], [], None),  # killed before it delivered
        ([("w1.1", DUE + 3_001)], [], None),  # killed after the second delivery
        ([("w2.1", DUE + 6)], [], None),  # another process killed
        (
            [],
            [Pause("w1.1", DUE + 6, DUE + 6 + TTL * 2 // 3 + 1)],
            "earlier delivery's worker paused past its lease",
        ),
        ([], [Pause("w1.1", DUE + 6, DUE + 6 + TTL * 2 // 3)], None),  # too short to expire
    ]
    for kills, pauses, cause in cases:
        journal = Journal(delivered=[second, first], kills=kills, pauses=pauses)
        verdict = verdict_of(journal, *DISPATCHED)
        if cause is None:
            assert len(verdict.duplicates) == 1 and verdict.window_duplicates == 0, kills
        else:
            assert verdict.duplicates == [] and verdict.window_causes == {cause: 1}


def test_a_short_pause_explains_a_duplicate_when_the_worker_said_it_lost_the_lease() -> None:
    first, second = delivered(at=DUE + 5), delivered(at=DUE + 300, by="w2.1")
    pause = Pause("w1.1", DUE + 6, DUE + 506)
    cases = [
        ([("w1.1", "s", DUE + 507)], "earlier delivery's worker paused past its lease"),
        ([("w1.1", "other", DUE + 507)], None),  # another session's lease
        ([("w2.1", "s", DUE + 507)], None),  # another process
        ([("w1.1", "s", DUE + 5)], None),  # lost before the pause: not the pause's doing
    ]
    for lost, cause in cases:
        journal = Journal(delivered=[second, first], pauses=[pause], lost=lost)
        verdict = verdict_of(journal, *DISPATCHED)
        if cause is None:
            assert len(verdict.duplicates) == 1 and verdict.window_duplicates == 0, lost
        else:
            assert verdict.duplicates == [] and verdict.window_causes == {cause: 1}


def test_a_duplicate_is_explained_when_the_later_worker_was_paused_past_its_lease_during_it() -> (
    None
):
    """As a cluster soak met it: w3.1 passed the lease check, was stopped for longer than the
    TTL, and its followup left on waking, after w1.2 had taken the session over and delivered."""
    first, second = delivered(at=DUE + 2_065, by="w1.2"), delivered(at=DUE + 2_442, by="w3.1")
    cause = "later delivery's worker paused past its lease during it"
    cases = [
        ([Pause("w3.1", DUE + 64, DUE + 2_439)], [], cause),
        ([Pause("w3.1", DUE + 64, DUE + 500)], [("w3.1", "s", DUE + 2_449)], cause),
        ([Pause("w3.1", DUE + 64, DUE + 500)], [], None),  # too short, and no lost lease said
        ([Pause("w3.1", DUE + 2_100, DUE + 4_439)], [], None),  # began after the other delivery
        ([Pause("w3.1", DUE + 64, DUE + 2_500)], [], None),  # still stopped at its delivery
        ([Pause("w2.1", DUE + 64, DUE + 2_439)], [], None),  # another process
    ]
    for pauses, lost, expected in cases:
        journal = Journal(delivered=[second, first], pauses=pauses, lost=lost)
        verdict = verdict_of(journal, *DISPATCHED)
        if expected is None:
            assert len(verdict.duplicates) == 1 and verdict.window_duplicates == 0, pauses
        else:
            assert verdict.duplicates == [] and verdict.window_causes == {expected: 1}


def test_a_duplicate_after_the_clients_own_delivery_is_never_explained() -> None:
    journal = Journal(
        delivered=[delivered(by=CLIENT), delivered(at=DUE + 3_000)], kills=[(CLIENT, DUE + 6)]
    )
    assert len(verdict_of(journal, *DISPATCHED).duplicates) == 1


def test_a_wake_up_time_that_disagrees_with_the_log() -> None:
    journal = Journal(delivered=[delivered()])
    assert verdict_of(journal, *DISPATCHED, wake_at=DUE).index == [
        f"s: wake-up time {DUE}, earliest due None"
    ]
    pending = verdict_of(Journal(), change("create", "schedule-1", END + 1))
    assert pending.index == [f"s: wake-up time None, earliest due {END + 1}"]


def test_a_log_that_does_not_fold_is_a_loss() -> None:
    verdict = verdict_of(Journal(delivered=[delivered()]), change("dispatch", "schedule-1"))
    assert len(verdict.losses) == 1 and "does not fold" in verdict.losses[0]
