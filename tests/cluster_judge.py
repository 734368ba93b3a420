"""The judge of the cluster soak: what a client and worker processes reported, against the final
PostgreSQL store.

`judge` takes the soak's journal (what the client confirmed, every delivery the client's own
host made, every `delivered` line of the workers, every signal sent to a worker process) and
the sessions of the final store, and counts what issues 14 and 33 forbid. Keys are (session id,
schedule id): ids are session-local. Times are epoch milliseconds of the one machine's wall
clock, which every process reads.

A worker's delivery is its answer in the log: nobody watches a worker, and what a user later
sees is the assistant message that answers the reminder message (`answers: <id>`,
host/reminder_log.py). Its `delivered` line reports that answer, and is written only once the
answer is committed, so a worker killed between the commit and the line leaves a delivery
without a line, never a line for a reminder the next holder answers again. The client's host
shows a reminder (its `on_followup` listener) once the commit holding its message is
confirmed, and is never struck: neither kind of showing leaves a window here (the one the host
leaves, a shell's print just before the COMMIT of its mark, has no shell in this soak).

- **losses**: a confirmed create that is not in the log (or is there with another due time);
  a durable reminder still pending at the end although it was due; a durable dispatch that no
  process delivered (no answer in the log, no showing by the client); a confirmed delete that
  is not in the log.
- **repeats in the log**: more than one reminder message, or more than one dispatch, of one
  occurrence, or more than one answer of one reminder message (the host appends a reminder's
  message with its dispatch, and commits both or neither: docs/reliability.md).
- **resurrected deletes**: a delivery later than the moment its delete was confirmed.
- **early deliveries**: a delivery (a client's showing, a worker's answer or line) before its
  due time by the wall clock or by its own `late_ms`, one of another due time than the durable
  record's, or a followup message event in the log whose time is before the due time it names.
- **repeats on screen**: a reminder shown more than once (answers in the log and the client's
  showings together), or reported by more `delivered` lines than it has answers.
- **lines with no answer**: a `delivered` line whose reminder has no answer in the log.
- **answers with no line, unexplained**: an answer no line reports and that no worker was
  SIGKILLed at or after (the answer does not name its process, so any kill after it may be
  the one that fell between its commit and its line); those so explained are counted.
- **index disagreements**: a session whose stored wake-up time is not its earliest pending
  due time (or none when nothing is pending).
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from dsh_schedule.generated.models import ScheduleCreate, ScheduleDelete
from dsh_schedule.host.delivered import DeliveredReminder, read_reminders
from dsh_schedule.host.reminder_log import TURN, answered_id, reminder_id
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.turns import MESSAGE_EVENT
from dsh_schedule.runtime.decode import decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.framing import parse_reminder_framing
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.records import record_target_ms

Key = tuple[str, str]
"""(session id, schedule id)."""

CLIENT = "client"
"""The name of the client's host among the deliverers; worker processes are `w<slot>.<n>`."""


@dataclass(frozen=True)
class Created:
    """A create the client saw confirmed: the view it returned."""

    session: str
    schedule_id: str
    due_ms: int
    at_ms: int


@dataclass(frozen=True)
class Deleted:
    """A delete that answered `deleted: true`, and when."""

    session: str
    schedule_id: str
    at_ms: int


@dataclass(frozen=True)
class Delivered:
    """A reminder that reached an agent: a client followup, a worker's answer in the log, or
    the `delivered` line that reports such an answer."""

    session: str
    schedule_id: str
    due_ms: int
    at_ms: int
    late_ms: int
    by: str


@dataclass(frozen=True)
class Pause:
    """A worker process stopped with SIGSTOP at `start_ms` and continued at `end_ms`."""

    process: str
    start_ms: int
    end_ms: int


@dataclass
class Journal:
    """Everything the soak saw happen, in the order it was told."""

    created: list[Created] = field(default_factory=list)
    deleted: list[Deleted] = field(default_factory=list)
    delivered: list[Delivered] = field(default_factory=list)
    kills: list[tuple[str, int]] = field(default_factory=list)
    """(process, when) of each SIGKILL."""
    pauses: list[Pause] = field(default_factory=list)
    lost: list[tuple[str, str, int]] = field(default_factory=list)
    """(process, session, when) of each lease a worker said it lost."""


@dataclass
class Verdict:
    deliveries: int = 0
    """Reminders shown: answered by workers in the log, and shown by the client."""
    answered: int = 0
    """Of those, the workers' answers in the log."""
    unreported: int = 0
    """Answers no `delivered` line reports, each after a kill that may have fallen between its
    commit and its line."""
    pending: int = 0
    """Reminders still pending, not yet due, at the end."""
    messages: int = 0
    """Followups recorded in the log as message events, each checked."""
    losses: list[str] = field(default_factory=list)
    log_repeats: list[str] = field(default_factory=list)
    """Two messages, two dispatches, or two answers of one occurrence in the log."""
    resurrected: list[str] = field(default_factory=list)
    early: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    unlogged: list[str] = field(default_factory=list)
    """`delivered` lines whose reminder has no answer in the log."""
    silent: list[str] = field(default_factory=list)
    """Answers no line reports and no kill explains."""
    index: list[str] = field(default_factory=list)

    def counts(self) -> list[tuple[str, list[str]]]:
        return [
            ("losses", self.losses),
            ("repeats in the log", self.log_repeats),
            ("deliveries after a confirmed delete", self.resurrected),
            ("early deliveries", self.early),
            ("repeats on screen", self.duplicates),
            ("delivered lines with no answer in the log", self.unlogged),
            ("answers with no line, no kill after them", self.silent),
            ("wake-up index disagreements", self.index),
        ]

    @property
    def failures(self) -> list[str]:
        return [text for _, found in self.counts() for text in found]


@dataclass
class _Log:
    """What the final store holds, per key."""

    targets: dict[Key, int] = field(default_factory=dict)
    deleted: set[Key] = field(default_factory=set)
    dispatches: Counter[Key] = field(default_factory=Counter)
    messages: Counter[tuple[str, str, str]] = field(default_factory=Counter)
    """Reminder messages by (session id, schedule id, occurrence)."""
    answers: dict[Key, list[Delivered]] = field(default_factory=lambda: defaultdict(list))
    """The answers of reminder messages that a turn answers, as deliveries `by` ANSWER."""
    active: dict[Key, int] = field(default_factory=dict)


ANSWER = "an answer in the log"
"""The deliverer named for a worker's answer read from the log (which names no process)."""


def judge(journal: Journal, sessions: Sequence[StoredSession], end_ms: int) -> Verdict:
    """The verdict on one run that ended (every worker stopped) at `end_ms`."""
    verdict = Verdict()
    log = _read_log(sessions, verdict)
    shown: dict[Key, list[Delivered]] = defaultdict(list)
    lines: dict[Key, list[Delivered]] = defaultdict(list)
    for delivery in journal.delivered:
        key = (delivery.session, delivery.schedule_id)
        (shown if delivery.by == CLIENT else lines)[key].append(delivery)
    for key, answers in log.answers.items():
        shown[key].extend(answers)
        verdict.answered += len(answers)
    verdict.deliveries = sum(len(seen) for seen in shown.values())
    for created in journal.created:
        key = (created.session, created.schedule_id)
        if log.targets.get(key) != created.due_ms:
            verdict.losses.append(f"{_name(key)}: a confirmed create is not in the log as such")
    for deleted in journal.deleted:
        key = (deleted.session, deleted.schedule_id)
        if key not in log.deleted:
            verdict.losses.append(f"{_name(key)}: a confirmed delete is not in the log")
        for delivery in shown.get(key, []):
            if delivery.at_ms > deleted.at_ms:
                verdict.resurrected.append(
                    f"{_name(key)}: delivered by {delivery.by} at {delivery.at_ms}, "
                    f"after its delete was confirmed at {deleted.at_ms}"
                )
    for key, due in sorted(log.active.items()):
        if due <= end_ms:
            verdict.losses.append(f"{_name(key)}: due at {due}, still pending at {end_ms}")
        else:
            verdict.pending += 1
    for key, count in sorted(log.dispatches.items()):
        if count > 1:
            verdict.log_repeats.append(f"{_name(key)}: {count} dispatches in the log")
        if key not in shown:
            verdict.losses.append(f"{_name(key)}: dispatched in the log, never delivered")
    for (session_id, schedule_id, occurrence), count in sorted(log.messages.items()):
        if count > 1:
            verdict.log_repeats.append(
                f"{session_id} {schedule_id}: {count} messages of its occurrence at "
                f"{occurrence} in the log"
            )
    for key in sorted(shown.keys() | lines.keys()):
        _judge_showings(verdict, key, shown.get(key, []), log.targets.get(key))
        _judge_lines(verdict, key, lines.get(key, []), log, journal)
    return verdict


def _judge_showings(verdict: Verdict, key: Key, seen: list[Delivered], target: int | None) -> None:
    for delivery in seen:
        _judge_time(verdict, key, delivery, target)
    if len(seen) > 1:
        ordered = sorted(seen, key=lambda delivery: delivery.at_ms)
        verdict.duplicates.append(
            f"{_name(key)}: shown {len(seen)} times: "
            + ", ".join(f"by {delivery.by} at {delivery.at_ms}" for delivery in ordered)
        )


def _judge_lines(
    verdict: Verdict, key: Key, lines: list[Delivered], log: _Log, journal: Journal
) -> None:
    """A worker's `delivered` lines against the answers of its reminder in the log: one line
    per answer; an answer with none only when a kill came after it."""
    answers = log.answers.get(key, [])
    for line in lines:
        _judge_time(verdict, key, line, log.targets.get(key))
    if lines and not answers:
        verdict.unlogged.append(
            f"{_name(key)}: delivered by {', '.join(line.by for line in lines)}, "
            "and no answer in the log"
        )
    elif len(lines) > len(answers):
        verdict.duplicates.append(
            f"{_name(key)}: {len(lines)} delivered lines "
            f"({', '.join(line.by for line in lines)}) for {len(answers)} answer in the log"
        )
    unreported = sorted(answers, key=lambda answer: answer.at_ms)[len(lines) :]
    for answer in unreported:
        if any(at_ms >= answer.at_ms for _, at_ms in journal.kills):
            verdict.unreported += 1
        else:
            verdict.silent.append(
                f"{_name(key)}: answered at {answer.at_ms}, no delivered line, "
                "and no worker killed after it"
            )


def _judge_time(verdict: Verdict, key: Key, delivery: Delivered, target: int | None) -> None:
    if target is None or delivery.due_ms != target:
        verdict.early.append(
            f"{_name(key)}: delivered by {delivery.by} as due at {delivery.due_ms}, "
            f"the log's due time is {target}"
        )
    elif delivery.at_ms < target or delivery.late_ms < 0:
        verdict.early.append(
            f"{_name(key)}: delivered by {delivery.by} at {delivery.at_ms} "
            f"({delivery.late_ms} ms late), due at {target}"
        )


def _read_log(sessions: Sequence[StoredSession], verdict: Verdict) -> _Log:
    log = _Log()
    for session in sessions:
        _read_active(session, log, verdict)
        answered: dict[str, list[int]] = defaultdict(list)
        turns: dict[str, Sequence[DeliveredReminder]] = {}  # a turn's messages: their reminders
        for event in session.events[session.seed_length :]:
            if event.type == MESSAGE_EVENT:
                _check_message(session.id, event.time, event.data, verdict)
            answer = answered_id(event)
            if answer is not None:
                answered[answer].append(event.time)
            message_id = reminder_id(event)
            if message_id is not None and isinstance(event.data, dict):
                text = event.data.get("text")
                reminders = read_reminders(text if isinstance(text, str) else "") or ()
                for reminder in reminders:
                    log.messages[(session.id, reminder.schedule_id, reminder.occurrence_at)] += 1
                if event.data.get(TURN) is True:
                    turns[message_id] = reminders
            if event.type != SCHEDULE_CHANGE:
                continue
            try:
                change = decode_schedule_change(event.data)
            except ScheduleLogError:
                continue  # reported with the fold
            if isinstance(change, ScheduleCreate):
                log.targets[(session.id, change.schedule.id)] = record_target_ms(change.schedule)
            elif isinstance(change, ScheduleDelete):
                log.deleted.add((session.id, change.id))
            else:
                log.dispatches[(session.id, change.id)] += 1
        _read_answers(session.id, turns, answered, log, verdict)
    return log


def _read_answers(
    session_id: str,
    turns: dict[str, Sequence[DeliveredReminder]],
    answered: dict[str, list[int]],
    log: _Log,
    verdict: Verdict,
) -> None:
    """Each answer of a reminder message, as a delivery of each of its reminders at the
    answer's time; a message answered twice is a repeat in the log."""
    for message_id, reminders in turns.items():
        times = answered.get(message_id, [])
        if len(times) > 1:
            verdict.log_repeats.append(
                f"{session_id}: message {message_id} answered {len(times)} times"
            )
        for reminder, at_ms in itertools.product(reminders, times):
            due = parse_instant(reminder.occurrence_at)
            delivery = Delivered(session_id, reminder.schedule_id, due, at_ms, at_ms - due, ANSWER)
            log.answers[(session_id, reminder.schedule_id)].append(delivery)


def _read_active(session: StoredSession, log: _Log, verdict: Verdict) -> None:
    """The session's pending reminders, and whether its wake-up time names the earliest."""
    try:
        fold = fold_schedule_events(session.events, session.seed_length)
    except ScheduleLogError as error:
        verdict.losses.append(f"{session.id}: the log does not fold: {error}")
        return
    targets = [record_target_ms(record) for record in fold.active]
    for record, target in zip(fold.active, targets, strict=True):
        log.active[(session.id, record.id)] = target
    if session.wake_at != min(targets, default=None):
        verdict.index.append(
            f"{session.id}: wake-up time {session.wake_at}, earliest due "
            f"{min(targets, default=None)}"
        )


def _check_message(session_id: str, time: int, data: object, verdict: Verdict) -> None:
    """A followup recorded as a message (a worker's turn) must be no older than its due time."""
    text = data.get("text") if isinstance(data, dict) else None
    framing = parse_reminder_framing(text) if isinstance(text, str) else None
    if framing is None:
        return
    verdict.messages += 1
    if time < parse_instant(framing.occurrence_at):
        verdict.early.append(
            f"{session_id} {framing.schedule_id}: its followup message has time {time}, "
            f"due at {framing.occurrence_at}"
        )


def _name(key: Key) -> str:
    return f"{key[0]} {key[1]}"
