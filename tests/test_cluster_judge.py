"""The cluster soak's judge on hand-made journals and logs: each violation it counts is made to
happen (a repeat in the log among them). A worker's delivery is its answer in the log, which
its `delivered` line reports once committed: an answer whose line a kill cut off is a delivery,
and a second line, or a second showing of any kind, is a repeat on screen."""

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
    ANSWER,
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


def delivered(at: int = DUE + 6, by: str = "w1.1", due: int = DUE) -> Delivered:
    return Delivered("s", "schedule-1", due, at, at - due, by)


def verdict_of(
    journal: Journal, *changes: dict[str, object], wake_at: int | None = None
) -> Verdict:
    return judge(journal, [session(*changes, wake_at=wake_at)], END)


DISPATCHED = (change("create", "schedule-1"), change("dispatch", "schedule-1"))
TEXT = render_reminder_framing(
    AfterScheduleRecord("schedule-1", "after", "stretch", 60, format_instant(DUE))
)


def reminder(seq: int, turn: bool = True) -> Event:
    """A reminder message as the host appends it with its dispatch (`turn`: a turn answers it)."""
    data = reminder_data(Followup(TEXT, FOLLOWUP_SOURCE), f"s:{seq}", turn)
    return Event(MESSAGE_EVENT, seq, DUE, data)


def answer(seq: int, of: int, at: int = DUE + 5) -> Event:
    data = {"role": "assistant", "text": "Stretch.", "answers": f"s:{of}", "unattended": True}
    return Event(MESSAGE_EVENT, seq, at, data)


def answered(*answers_at: int, extra: tuple[dict[str, object], ...] = ()) -> StoredSession:
    """A log whose reminder was created, dispatched with its message, and answered at each of
    `answers_at` (a worker's delivery, each), then `extra` changes."""
    create, dispatch = DISPATCHED
    events = [Event(SCHEDULE_CHANGE, 0, DUE - 60_000, create), reminder(1)]
    events += [Event(SCHEDULE_CHANGE, 2, DUE, dispatch)]
    events += [answer(3 + n, of=1, at=at) for n, at in enumerate(answers_at)]
    events += [
        Event(SCHEDULE_CHANGE, len(events) + n, DUE + 10, data) for n, data in enumerate(extra)
    ]
    return StoredSession("s", "a", 0, tuple(events), None)


def delivery_of(journal: Journal, *answers_at: int) -> Verdict:
    return judge(journal, [answered(*answers_at)], END)


def test_a_reminder_created_answered_and_reported_once_is_clean() -> None:
    journal = Journal(created=[Created("s", "schedule-1", DUE, DUE - 60_000)])
    journal.delivered.append(delivered())
    verdict = delivery_of(journal, DUE + 5)
    assert verdict.failures == []
    assert (verdict.deliveries, verdict.answered, verdict.unreported) == (1, 1, 0)
    assert (verdict.pending, verdict.messages) == (0, 1)


def test_a_reminder_the_client_showed_is_a_delivery_with_no_answer() -> None:
    """The client's host shows a followup with its listener, and nothing answers its message
    (it carries no `turn`)."""
    journal = Journal(delivered=[delivered(by=CLIENT)])
    logged = session(*DISPATCHED)
    events = (
        logged.events[0],
        reminder(1, turn=False),
        Event(SCHEDULE_CHANGE, 2, DUE, DISPATCHED[1]),
    )
    verdict = judge(journal, [StoredSession("s", "a", 0, events, None)], END)
    assert verdict.failures == []
    assert (verdict.deliveries, verdict.answered) == (1, 0)


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


def test_a_reminder_message_no_turn_answered_is_a_loss() -> None:
    verdict = delivery_of(Journal())
    assert verdict.losses == ["s schedule-1: dispatched in the log, never delivered"]
    assert verdict.deliveries == 0


def test_a_create_in_the_log_with_another_due_time_is_a_loss() -> None:
    journal = Journal(created=[Created("s", "schedule-1", DUE + 1, DUE)])
    journal.delivered.append(delivered())
    assert delivery_of(journal, DUE + 5).losses == [
        "s schedule-1: a confirmed create is not in the log as such"
    ]


def test_two_dispatches_in_the_log_are_a_repeat_in_the_log() -> None:
    journal = Journal(delivered=[delivered()])
    logged = answered(DUE + 5, extra=(change("dispatch", "schedule-1"),))
    verdict = judge(journal, [logged], END)
    assert verdict.log_repeats == ["s schedule-1: 2 dispatches in the log"]
    assert len(verdict.losses) == 1 and "does not fold" in verdict.losses[0]


def test_two_messages_of_one_occurrence_are_a_repeat_in_the_log() -> None:
    """However often it was shown, a reminder's message enters the log once (its followup is
    appended with its dispatch, and they commit together): a second one is a failure."""
    for count, repeats in (
        (1, []),
        (2, [f"s schedule-1: 2 messages of its occurrence at {format_instant(DUE)} in the log"]),
    ):
        logged = answered(DUE + 5)
        messages = tuple(reminder(len(logged.events) + n) for n in range(count - 1))
        stored = StoredSession("s", "a", 0, (*logged.events, *messages), None)
        verdict = judge(Journal(delivered=[delivered()]), [stored], END)
        assert verdict.log_repeats == repeats
        assert verdict.failures == repeats


def test_two_answers_of_one_message_are_a_repeat_in_the_log_and_on_screen() -> None:
    journal = Journal(delivered=[delivered(), delivered(at=DUE + 3_001, by="w2.1")])
    journal.kills.append(("w1.1", DUE + 7))
    verdict = delivery_of(journal, DUE + 5, DUE + 3_000)
    assert verdict.log_repeats == ["s: message s:1 answered 2 times"]
    assert verdict.duplicates == [
        f"s schedule-1: shown 2 times: by {ANSWER} at {DUE + 5}, by {ANSWER} at {DUE + 3_000}"
    ]
    assert verdict.failures == verdict.log_repeats + verdict.duplicates
    assert (verdict.deliveries, verdict.answered) == (2, 2)


def test_an_answer_whose_line_a_kill_cut_off_is_delivered_once() -> None:
    """Killed between the commit of its answer and its line: delivered, not lost, and the next
    holder has nothing to answer. Only a kill at or after the answer explains a missing line
    (the answer names no process: any worker's)."""
    silent = (
        f"s schedule-1: answered at {DUE + 5}, no delivered line, and no worker killed after it"
    )
    cases = [
        ([("w1.1", DUE + 5)], []),
        ([("w3.1", DUE + 9_000)], []),
        ([], [silent]),
        ([("w1.1", DUE + 4)], [silent]),  # killed before it answered
    ]
    for kills, expected in cases:
        verdict = delivery_of(Journal(kills=kills), DUE + 5)
        assert verdict.silent == expected and verdict.failures == expected, kills
        assert (verdict.deliveries, verdict.answered) == (1, 1)
        assert verdict.unreported == (0 if expected else 1)


def test_two_lines_for_one_answer_are_a_repeat_on_screen_whatever_was_struck() -> None:
    """A line follows the commit of its answer, so a second line for one answer cannot be put
    down to a kill or a pause of the first worker: it is a failure."""
    first, second = delivered(), delivered(at=DUE + 3_000, by="w2.1")
    for kills, pauses in (
        ([], []),
        ([("w1.1", DUE + 7)], []),
        ([], [Pause("w1.1", DUE + 7, DUE + 7 + 3 * TTL)]),
    ):
        journal = Journal(delivered=[second, first], kills=kills, pauses=pauses)
        verdict = delivery_of(journal, DUE + 5)
        assert verdict.duplicates == [
            "s schedule-1: 2 delivered lines (w2.1, w1.1) for 1 answer in the log"
        ]
        assert verdict.failures == verdict.duplicates
        assert (verdict.deliveries, verdict.unreported) == (1, 0)


def test_a_line_with_no_answer_in_the_log_is_a_failure() -> None:
    verdict = verdict_of(Journal(delivered=[delivered()]), *DISPATCHED)
    assert verdict.unlogged == ["s schedule-1: delivered by w1.1, and no answer in the log"]
    assert verdict.losses == ["s schedule-1: dispatched in the log, never delivered"]
    assert verdict.deliveries == 0


def test_a_showing_by_the_client_and_an_answer_of_one_reminder_are_a_repeat_on_screen() -> None:
    journal = Journal(delivered=[delivered(by=CLIENT, at=DUE + 1), delivered()])
    assert delivery_of(journal, DUE + 5).duplicates == [
        f"s schedule-1: shown 2 times: by {CLIENT} at {DUE + 1}, by {ANSWER} at {DUE + 5}"
    ]


def test_a_delivery_after_its_confirmed_delete() -> None:
    client = Journal(
        deleted=[Deleted("s", "schedule-1", DUE + 4)], delivered=[delivered(by=CLIENT)]
    )
    verdict = verdict_of(client, change("create", "schedule-1"), change("delete", "schedule-1"))
    assert len(verdict.resurrected) == 1 and "after its delete" in verdict.resurrected[0]
    before = Journal(
        deleted=[Deleted("s", "schedule-1", DUE + 6)], delivered=[delivered(by=CLIENT)]
    )
    assert verdict_of(before, change("create", "schedule-1"), change("delete", "schedule-1")) == (
        Verdict(deliveries=1)
    )
    worker = Journal(deleted=[Deleted("s", "schedule-1", DUE + 4)])
    logged = answered(DUE + 5, extra=(change("delete", "schedule-1"),))
    (resurrected,) = judge(worker, [logged], END).resurrected
    assert resurrected == (
        f"s schedule-1: delivered by {ANSWER} at {DUE + 5}, "
        f"after its delete was confirmed at {DUE + 4}"
    )


def test_early_deliveries() -> None:
    early = Journal(delivered=[delivered(at=DUE - 1)])
    assert len(delivery_of(early, DUE + 5).early) == 1
    negative = Journal(delivered=[Delivered("s", "schedule-1", DUE, DUE, -1, "w1.1")])
    assert len(delivery_of(negative, DUE + 5).early) == 1
    other_due = Journal(delivered=[delivered(due=DUE - 1_000)])
    assert "the log's due time is" in delivery_of(other_due, DUE + 5).early[0]
    answered_early = delivery_of(Journal(kills=[("w1.1", DUE)]), DUE - 1)
    assert answered_early.early == [
        f"s schedule-1: delivered by {ANSWER} at {DUE - 1} (-1 ms late), due at {DUE}"
    ]


def test_a_followup_message_older_than_its_due_time() -> None:
    for time, early in ((DUE, 0), (DUE - 1, 1)):
        logged = session(*DISPATCHED)
        message = Event(MESSAGE_EVENT, 2, time, {"role": "user", "text": TEXT, "source": "s"})
        stored = StoredSession("s", "a", 0, (*logged.events, message), None)
        verdict = judge(Journal(delivered=[delivered()]), [stored], END)
        assert len(verdict.early) == early and verdict.messages == 1


def test_a_wake_up_time_that_disagrees_with_the_log() -> None:
    journal = Journal(delivered=[delivered()])
    assert verdict_of(journal, *DISPATCHED, wake_at=DUE).index == [
        f"s: wake-up time {DUE}, earliest due None"
    ]
    pending = verdict_of(Journal(), change("create", "schedule-1", END + 1))
    assert pending.index == [f"s: wake-up time None, earliest due {END + 1}"]


def test_a_log_that_does_not_fold_is_a_loss() -> None:
    verdict = verdict_of(Journal(), change("dispatch", "schedule-1"))
    assert len(verdict.losses) == 2 and "does not fold" in verdict.losses[0]
    assert verdict.losses[1] == "s schedule-1: dispatched in the log, never delivered"
