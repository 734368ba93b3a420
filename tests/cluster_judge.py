"""The judge of the cluster soak: what a client and worker processes reported, against the final
PostgreSQL store.

`judge` takes the soak's journal (what the client confirmed, every delivery the workers logged
or the client's own host made, every signal sent to a worker process) and the sessions of the
final store, and counts what issue 14 forbids. Keys are (session id, schedule id): ids are
session-local. Times are epoch milliseconds of the one machine's wall clock, which every
process reads.

- **losses**: a confirmed create that is not in the log (or is there with another due time);
  a durable reminder still pending at the end although it was due; a durable dispatch that no
  process delivered; a confirmed delete that is not in the log.
- **repeats in the log**: more than one reminder message, or more than one dispatch, of one
  occurrence (the host appends a reminder's message with its dispatch, and commits both or
  neither: docs/reliability.md).
- **resurrected deletes**: a delivery later than the moment its delete was confirmed.
- **early deliveries**: a delivery before its due time by the wall clock or by its own
  `late_ms`, one of another due time than the durable record's, or a followup message event in
  the log whose time is before the due time it names.
- **repeats on screen not explained**: a reminder delivered again (a worker's `delivered`
  line is its showing: its turn has answered it, and the answer, which marks the reminder
  message answered, commits just after), when the process of the earlier delivery was neither
  SIGKILLed nor SIGSTOPped long enough for its lease to run out between that delivery and the
  next: the only ways its mark can fail to be committed, which is the one window the host
  leaves. A repeat is also explained when the process of the later delivery was SIGSTOPped
  past its lease in the middle of it, between its lease check and its line (its own mark is
  then fenced out). Repeats so explained are counted by cause, not forbidden.
- **index disagreements**: a session whose stored wake-up time is not its earliest pending
  due time (or none when nothing is pending).
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from dsh_schedule.generated.models import ScheduleCreate, ScheduleDelete
from dsh_schedule.host.delivered import read_reminders
from dsh_schedule.host.reminder_log import reminder_id
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
    """A reminder that reached an agent: a worker's `delivered` line or a client followup."""

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
    window_duplicates: int = 0
    window_causes: Counter[str] = field(default_factory=Counter)
    pending: int = 0
    """Reminders still pending, not yet due, at the end."""
    messages: int = 0
    """Followups recorded in the log as message events (by workers' turns), each checked."""
    losses: list[str] = field(default_factory=list)
    log_repeats: list[str] = field(default_factory=list)
    """Two messages, or two dispatches, of one occurrence in the log."""
    resurrected: list[str] = field(default_factory=list)
    early: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    index: list[str] = field(default_factory=list)

    def counts(self) -> list[tuple[str, list[str]]]:
        return [
            ("losses", self.losses),
            ("repeats in the log", self.log_repeats),
            ("deliveries after a confirmed delete", self.resurrected),
            ("early deliveries", self.early),
            ("repeats on screen not explained", self.duplicates),
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
    active: dict[Key, int] = field(default_factory=dict)


def judge(journal: Journal, sessions: Sequence[StoredSession], end_ms: int, ttl_ms: int) -> Verdict:
    """The verdict on one run that ended (every worker stopped) at `end_ms`, with leases of
    `ttl_ms`."""
    verdict = Verdict(deliveries=len(journal.delivered))
    log = _read_log(sessions, verdict)
    deliveries: dict[Key, list[Delivered]] = defaultdict(list)
    for delivery in journal.delivered:
        deliveries[(delivery.session, delivery.schedule_id)].append(delivery)
    for created in journal.created:
        key = (created.session, created.schedule_id)
        if log.targets.get(key) != created.due_ms:
            verdict.losses.append(f"{_name(key)}: a confirmed create is not in the log as such")
    for deleted in journal.deleted:
        key = (deleted.session, deleted.schedule_id)
        if key not in log.deleted:
            verdict.losses.append(f"{_name(key)}: a confirmed delete is not in the log")
        for delivery in deliveries.get(key, []):
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
        if key not in deliveries:
            verdict.losses.append(f"{_name(key)}: dispatched in the log, never delivered")
    for (session_id, schedule_id, occurrence), count in sorted(log.messages.items()):
        if count > 1:
            verdict.log_repeats.append(
                f"{session_id} {schedule_id}: {count} messages of its occurrence at "
                f"{occurrence} in the log"
            )
    for key, seen in sorted(deliveries.items()):
        _judge_deliveries(verdict, key, seen, log.targets.get(key), journal, ttl_ms)
    return verdict


def _judge_deliveries(
    verdict: Verdict,
    key: Key,
    seen: list[Delivered],
    target: int | None,
    journal: Journal,
    ttl_ms: int,
) -> None:
    for delivery in seen:
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
    ordered = sorted(seen, key=lambda delivery: delivery.at_ms)
    for earlier, later in itertools.pairwise(ordered):
        cause = window_cause(earlier, later.at_ms, journal, ttl_ms) or paused_mid_delivery(
            later, earlier.at_ms, journal, ttl_ms
        )
        if cause is None:
            verdict.duplicates.append(
                f"{_name(key)}: delivered by {earlier.by} at {earlier.at_ms} and again by "
                f"{later.by} at {later.at_ms}; {earlier.by} was neither killed nor paused "
                f"past its lease in between, nor {later.by} paused past its lease during its "
                "delivery"
            )
        else:
            verdict.window_duplicates += 1
            verdict.window_causes[cause] += 1


def window_cause(earlier: Delivered, until_ms: int, journal: Journal, ttl_ms: int) -> str | None:
    """What kept `earlier`'s dispatch from being committed: its process was SIGKILLed, or
    SIGSTOPped past its lease, after the delivery and before `until_ms`. A pause is past the
    lease when the process said, after the pause began, that it lost the session's lease, or
    when it lasted more than two thirds of the TTL (a lease is renewed every third of it, so
    such a pause may outlast it). None when neither happened: then nothing explains a second
    delivery."""
    if earlier.by == CLIENT:
        return None
    for process, at_ms in journal.kills:
        if process == earlier.by and earlier.at_ms <= at_ms <= until_ms:
            return "earlier delivery's worker killed"
    for pause in journal.pauses:
        if (
            pause.process == earlier.by
            and earlier.at_ms <= pause.start_ms <= until_ms
            and _past_the_lease(pause, earlier, journal, ttl_ms)
        ):
            return "earlier delivery's worker paused past its lease"
    return None


def paused_mid_delivery(
    later: Delivered, since_ms: int, journal: Journal, ttl_ms: int
) -> str | None:
    """What let `later` go out after another process delivered the same reminder at `since_ms`:
    its own process was SIGSTOPped past its lease in the middle of that delivery, after the
    host's lease check before a followup passed and before the followup left (a pause that
    began before the other delivery and ended before this one). No check in the process can
    close that gap; the stale process's dispatch is then fenced out. None otherwise."""
    if later.by == CLIENT:
        return None
    for pause in journal.pauses:
        if (
            pause.process == later.by
            and pause.start_ms <= since_ms
            and pause.end_ms <= later.at_ms
            and _past_the_lease(pause, later, journal, ttl_ms)
        ):
            return "later delivery's worker paused past its lease during it"
    return None


def _past_the_lease(pause: Pause, delivery: Delivered, journal: Journal, ttl_ms: int) -> bool:
    """Whether `pause` may have outlasted the lease `delivery`'s process held on its session:
    it lasted more than two thirds of the TTL (a lease is renewed every third of it), or the
    process said, after the pause began, that it lost that session's lease."""
    return 3 * (pause.end_ms - pause.start_ms) > 2 * ttl_ms or any(
        (process, session) == (delivery.by, delivery.session) and at >= pause.start_ms
        for process, session, at in journal.lost
    )


def _read_log(sessions: Sequence[StoredSession], verdict: Verdict) -> _Log:
    log = _Log()
    for session in sessions:
        _read_active(session, log, verdict)
        for event in session.events[session.seed_length :]:
            if event.type == MESSAGE_EVENT:
                _check_message(session.id, event.time, event.data, verdict)
            if reminder_id(event) is not None and isinstance(event.data, dict):
                text = event.data.get("text")
                for reminder in read_reminders(text if isinstance(text, str) else "") or []:
                    log.messages[(session.id, reminder.schedule_id, reminder.occurrence_at)] += 1
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
    return log


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
