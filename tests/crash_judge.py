"""The crash judge: what the generations of host processes on one database said (their
transcripts, tests/crash_child.py), against the durable log the database holds at the end.

`check` judges the plugin's contract (SPEC §13, §7): a followup reaches the agent at once, so a
kill between a followup and its durable dispatch may repeat it. `check_once` judges the
embedded host's (SPEC §15, docs/reliability.md): a reminder is a message committed with its
dispatch and shown once, so the log never repeats one, and the screen repeats one only when a
kill fell between its print and the commit of its mark (a turn prints inside that commit, just
before its COMMIT).
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path

from dsh_schedule.host.reminder_log import reminder_id, unanswered, undelivered_dispatch, untold
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.decode import change_data, decode_schedule_change
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.occurrences import Record, is_recurring, next_occurrence
from tests.crash_child import reminders_of

RECOVERY_MS = 200_000
"""How far a recovery runs past the last wall time seen: every plan's delays are <= 120 s."""
BEFORE_ANY_POINT = "open/before-any-point"
"""Where a kill at a moment landed when the process had passed no point yet."""


@dataclass
class Generation:
    """One process on the database: its transcript, and whether it killed itself."""

    lines: list[str]
    killed: bool

    @property
    def kill_point(self) -> str | None:
        """Where the kill landed: the point it was aimed at, or, for a kill at a moment of
        real time (sent by the parent, so no `kill` line), the last point passed before it."""
        kills = [line.split(" ", 1)[1] for line in self.lines if line.startswith("kill ")]
        if kills or not self.killed:
            return kills[-1] if kills else None
        points = [line.split()[1] for line in self.lines if line.startswith("point ")]
        return points[-1] if points else BEFORE_ANY_POINT

    @property
    def last_wall(self) -> int:
        walls = [int(line.split()[2]) for line in self.lines if line.startswith("point ")]
        return max(walls, default=0)


def generic(point: str) -> str:
    """The point without its step index: `s3.delete/append1.after` -> `delete/append1.after`."""
    step, _, name = point.partition("/")
    return f"{step.partition('.')[2] or step}/{name}"


@dataclass
class Report:
    kills: int = 0
    recoveries: int = 0
    deliveries: int = 0
    window_kills: int = 0
    """Kills that fell between a followup and its durable dispatch."""
    duplicates: Counter[str] = field(default_factory=Counter)
    """Duplicate deliveries by the generic name of the kill point that caused them."""
    losses: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)

    def add(self, other: Report) -> None:
        _add_fields(self, other)


def _add_fields(total: Report | OnceReport, other: Report | OnceReport) -> None:
    """Adds each field of `other` into `total`'s: counts, counters and lists alike."""
    for each in fields(total):
        setattr(total, each.name, getattr(total, each.name) + getattr(other, each.name))


def durable_logs(db: Path) -> dict[str, tuple[str, int, tuple[Event, ...]]]:
    """Agent name -> (session id, seed length, durable events), read as a new process would."""
    store = SqliteStore(db)
    try:
        return {s.agent_name: (s.id, s.seed_length, tuple(s.events)) for s in store.load_sessions()}
    finally:
        store.close()


def check(generations: Sequence[Generation], db: Path, protocol: int = 1) -> Report:
    """Judge every generation that ran on `db` (the last one a recovery that ran to the end)
    against the durable log the database holds now.

    A one-shot reminder is delivered once at its target. A recurring one is delivered at
    occurrences of its rule, in rising order, each no earlier than its instant; delivering the
    same occurrence again is a duplicate, and at the end nothing due is left undelivered."""
    report = Report()
    deliveries: dict[tuple[str, str], list[tuple[int, int, int]]] = defaultdict(list)
    windows: Counter[tuple[str, str]] = Counter()
    window_points: dict[tuple[str, str], list[str]] = defaultdict(list)
    confirmed: set[tuple[str, str]] = set()
    delete_calls: set[tuple[str, str]] = set()
    deleted: dict[tuple[str, str], int] = {}
    """When each delete became durable: its barrier's commit finished."""
    confirmed_deletes: set[tuple[str, str]] = set()
    order = 0
    for number, generation in enumerate(generations):
        if number:
            report.recoveries += generations[number - 1].killed
        # By session: (agent, id) delivered, their dispatches not yet durable. Several
        # sessions' deliveries may be open at once: their barriers commit as one group, in
        # the transaction of the next `commit` point. That transaction's COMMIT runs right
        # after the point, so any flush that returns after it proves it done, though the
        # group's other flushes may not have returned when a kill comes.
        open_delivery: dict[str, list[tuple[str, str]]] = defaultdict(list)
        barrier: set[str] = set()  # sessions whose open deliveries' barrier has begun
        group: set[str] = set()  # of those, the ones in the last commit's transaction
        deleting: tuple[str, str] | None = None  # a delete call in progress
        delete_appended = False
        for line in generation.lines:
            order += 1
            words = line.split()
            if words[0] == "delivered":
                agent, session, schedule_id, occurrence, wall = words[1:]
                deliveries[(agent, schedule_id)].append((order, int(occurrence), int(wall)))
                open_delivery[session].append((agent, schedule_id))
                if int(wall) < int(occurrence):
                    report.violations.append(f"{agent} {schedule_id} fired before its target")
            elif words[0] == "point":
                name, session = words[1], words[3]
                flushed = name.endswith(".after") and "/flush" in name
                if "/flush" in name and name.endswith(".before") and open_delivery.get(session):
                    barrier.add(session)
                elif "/commit" in name:
                    group = set(barrier)
                elif flushed:  # this session's barrier committed, and the last group
                    for durable in {session, *group}:
                        open_delivery.pop(durable, None)
                        barrier.discard(durable)
                    group = set()
                if deleting is not None and ".delete/append" in name and name.endswith(".after"):
                    delete_appended = True
                elif deleting is not None and delete_appended and flushed:
                    deleted.setdefault(deleting, order)  # the delete's barrier committed
                    deleting = None
            elif words[0] == "call":
                deleting, delete_appended = None, False
                if words[1] == "delete":
                    deleting = (words[2], words[3])
                    delete_calls.add(deleting)
            elif words[0] == "confirmed" and words[1] == "create":
                confirmed.add((words[2], words[3]))
            elif words[0] == "confirmed" and words[1] == "delete":
                confirmed_deletes.add((words[2], words[3]))
                if (words[2], words[3]) not in deleted:
                    report.violations.append(f"{words[2]} {words[3]}: delete confirmed early")
        if generation.killed:
            report.kills += 1
            point = generation.kill_point or "?"
            for key in itertools.chain.from_iterable(open_delivery.values()):
                windows[key] += 1
                window_points[key].append(generic(point))
            report.window_kills += any(open_delivery.values())
    final_wall = generations[-1].last_wall if generations else 0
    logs = durable_logs(db)
    records: dict[tuple[str, str], Record] = {}
    ended: dict[tuple[str, str], str] = {}
    dispatched: dict[tuple[str, str], list[int | None]] = defaultdict(list)
    for agent, (_, seed, events) in logs.items():
        try:
            fold = fold_schedule_events(events, seed, protocol=protocol)
        except Exception as error:
            report.violations.append(f"{agent}: the durable log does not fold: {error}")
            continue
        for record in fold.active:
            if not is_recurring(record):
                report.violations.append(f"{agent}: still active after the recovery: {record.id}")
            elif parse_instant(record.scheduledAt) <= final_wall:
                report.violations.append(f"{agent} {record.id}: an occurrence due was left")
        for event in events[seed:]:
            if event.type != SCHEDULE_CHANGE:
                continue
            change = decode_schedule_change(event.data, protocol=protocol)
            data = change_data(change)
            key = (agent, data["schedule"]["id"] if "schedule" in data else data["id"])
            if data["operation"] == "create":
                records[key] = change.schedule  # type: ignore[union-attr]
            elif data["operation"] == "delete":
                ended[key] = "delete"
            else:
                at = data.get("occurrenceAt")
                dispatched[key].append(None if at is None else parse_instant(at))
                if not is_recurring(records[key]):
                    ended[key] = "dispatch"
    for key, seen in deliveries.items():
        report.deliveries += len(seen)
        agent, schedule_id = key
        created = records.get(key)
        if created is None:
            report.violations.append(f"{agent} {schedule_id} delivered but never durably created")
            continue
        occurrences = [occurrence for _, occurrence, _ in seen]
        if not all(_on_the_rule(created, occurrence) for occurrence in occurrences):
            report.violations.append(f"{agent} {schedule_id} delivered with the wrong time")
        if occurrences != sorted(occurrences):
            report.violations.append(f"{agent} {schedule_id} delivered out of order")
        extra = len(occurrences) - len(set(occurrences))
        if extra > windows[key]:
            report.violations.append(
                f"{agent} {schedule_id} delivered {len(seen)} times; only {windows[key]} kills "
                "fell between its followup and a durable dispatch"
            )
        elif extra < windows[key] and key not in delete_calls:
            report.violations.append(
                f"{agent} {schedule_id}: its dispatch was lost in a crash, but it was not "
                "delivered again"
            )
        for point in window_points[key][:extra]:
            report.duplicates[point] += 1
        if key in deleted and any(when > deleted[key] for when, _, _ in seen):
            report.violations.append(f"{agent} {schedule_id} fired after its durable delete")
    for key in sorted(confirmed):
        agent, schedule_id = key
        if key not in records:
            report.losses.append(f"{agent} {schedule_id}: confirmed, but not in the durable log")
        elif key in confirmed_deletes:
            if ended.get(key) != "delete":
                report.losses.append(f"{agent} {schedule_id}: confirmed delete not durable")
        elif not deliveries.get(key) and ended.get(key) != "delete":
            report.losses.append(f"{agent} {schedule_id}: confirmed, never delivered")
        elif ended.get(key) == "delete" and key not in delete_calls:
            report.violations.append(f"{agent} {schedule_id} deleted without a delete call")
    for key in deleted:
        if ended.get(key) != "delete":
            report.losses.append(f"{key[0]} {key[1]}: a committed delete is not in the log")
    for key, instants in dispatched.items():
        delivered = {occurrence for _, occurrence, _ in deliveries.get(key, [])}
        target = parse_instant(records[key].scheduledAt)
        for instant in instants:
            if (target if instant is None else instant) not in delivered:
                report.losses.append(f"{key[0]} {key[1]}: dispatched but never delivered")
    return report


def _on_the_rule(record: Record, occurrence: int) -> bool:
    """Whether `occurrence` is the record's target (a one-shot) or one of its rule's
    occurrences from its first one on (a recurring record)."""
    first = parse_instant(record.scheduledAt)
    if not is_recurring(record):
        return occurrence == first
    return occurrence == first or (
        occurrence > first and next_occurrence(record, occurrence - 1) == occurrence
    )


Shown = tuple[str, str, int]
"""(agent, schedule id, occurrence ms): one reminder's one occurrence."""


@dataclass
class OnceReport:
    """What `check_once` found. A screen repeat is explained only by a kill that fell
    between a print of the reminder and the commit of the answer that marks it (the one
    window SPEC §15 leaves); a log repeat is never explained."""

    kills: int = 0
    recoveries: int = 0
    shown: int = 0
    """Showings on screen: one `shown` line each."""
    mark_kills: int = 0
    """Kills that fell between a print and the commit of its mark."""
    screen_repeats: Counter[str] = field(default_factory=Counter)
    """Repeated showings, by the generic name of the kill point that explains each."""
    log_repeats: list[str] = field(default_factory=list)
    """Two messages, or two dispatches, of one occurrence in the durable log."""
    losses: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)

    def add(self, other: OnceReport) -> None:
        _add_fields(self, other)

    @property
    def failures(self) -> list[str]:
        return self.log_repeats + self.losses + self.violations


@dataclass
class _Transcripts:
    """What the generations said, read in order."""

    shows: dict[Shown, list[tuple[int, int]]] = field(default_factory=lambda: defaultdict(list))
    """(order, wall) of each showing."""
    windows: dict[Shown, list[str]] = field(default_factory=lambda: defaultdict(list))
    """The generic kill point of each kill between a showing and its mark's commit."""
    confirmed: set[tuple[str, str]] = field(default_factory=set)
    delete_calls: set[tuple[str, str]] = field(default_factory=set)
    deleted: dict[tuple[str, str], int] = field(default_factory=dict)
    confirmed_deletes: set[tuple[str, str]] = field(default_factory=set)


def check_once(generations: Sequence[Generation], db: Path, protocol: int = 1) -> OnceReport:
    """Judge generations that ran the host's turns or its listeners (`tests.crash_child`,
    mode `turns` or `listener`; the last one a recovery that ran to the end) against the
    durable log `db` holds now.

    The log holds at most one message and one dispatch of each occurrence, every dispatch
    after its message, every message answered (a turn's) or marked told (a listener's).
    Every confirmed reminder still due was shown, no earlier than its occurrence, never after
    its delete was durable; it was shown again only as often as kills fell between a showing
    and the commit of its mark."""
    report = OnceReport()
    seen = _read_transcripts(generations, report)
    logs = durable_logs(db)
    messages: Counter[Shown] = Counter()
    dispatches: Counter[Shown] = Counter()
    records: dict[tuple[str, str], Record] = {}
    ended: dict[tuple[str, str], str] = {}
    final_wall = generations[-1].last_wall if generations else 0
    for agent, (_, seed, events) in logs.items():
        try:
            active = fold_schedule_events(events, seed, protocol=protocol).active
        except Exception as error:  # its events are still counted below
            report.violations.append(f"{agent}: the durable log does not fold: {error}")
            active = ()
        for record in active:
            if not is_recurring(record):
                report.losses.append(f"{agent} {record.id}: still active after the recovery")
            elif parse_instant(record.scheduledAt) <= final_wall:
                report.losses.append(f"{agent} {record.id}: an occurrence due was left")
        if undelivered_dispatch(events, seed) is not None:
            report.violations.append(f"{agent}: a dispatch with no message of it before it")
        for event in unanswered(events, seed):
            report.losses.append(f"{agent}: message {reminder_id(event)} never answered")
        for event in untold(events, seed):
            report.losses.append(f"{agent}: message {reminder_id(event)} never told")
        for event in events[seed:]:
            if reminder_id(event) is not None and isinstance(event.data, dict):
                for schedule_id, occurrence in reminders_of(str(event.data.get("text"))):
                    messages[(agent, schedule_id, occurrence)] += 1
            if event.type != SCHEDULE_CHANGE:
                continue
            change = decode_schedule_change(event.data, protocol=protocol)
            data = change_data(change)
            key = (agent, data["schedule"]["id"] if "schedule" in data else data["id"])
            if data["operation"] == "create":
                records[key] = change.schedule  # type: ignore[union-attr]
            elif data["operation"] == "delete":
                ended[key] = "delete"
            else:
                at = data.get("occurrenceAt")
                target = parse_instant(records[key].scheduledAt if at is None else at)
                dispatches[(*key, target)] += 1
                if not is_recurring(records[key]):
                    ended[key] = "dispatch"
    for counted, what in ((messages, "messages"), (dispatches, "dispatches")):
        for (agent, schedule_id, occurrence), count in sorted(counted.items()):
            if count > 1:
                report.log_repeats.append(
                    f"{agent} {schedule_id} at {occurrence}: {count} {what} in the log"
                )
    for occurrence_key in dispatches:
        if occurrence_key not in seen.shows:
            agent, schedule_id, at = occurrence_key
            report.losses.append(f"{agent} {schedule_id} at {at}: dispatched, never shown")
    _judge_shows(report, seen, records)
    for key in sorted(seen.confirmed):
        agent, schedule_id = key
        shown = any(k[:2] == key for k in seen.shows)
        if key not in records:
            report.losses.append(f"{agent} {schedule_id}: confirmed, but not in the durable log")
        elif key in seen.confirmed_deletes:
            if ended.get(key) != "delete":
                report.losses.append(f"{agent} {schedule_id}: confirmed delete not durable")
        elif not shown and ended.get(key) != "delete":
            report.losses.append(f"{agent} {schedule_id}: confirmed, never shown")
        elif ended.get(key) == "delete" and key not in seen.delete_calls:
            report.violations.append(f"{agent} {schedule_id} deleted without a delete call")
    for key in seen.deleted:
        if ended.get(key) != "delete":
            report.losses.append(f"{key[0]} {key[1]}: a committed delete is not in the log")
    return report


def _judge_shows(
    report: OnceReport, seen: _Transcripts, records: dict[tuple[str, str], Record]
) -> None:
    """Each showing against the record, its delete and the kills that explain a repeat."""
    last: dict[tuple[str, str], int] = {}
    for key, showings in sorted(seen.shows.items(), key=lambda item: item[1][0][0]):
        agent, schedule_id, occurrence = key
        report.shown += len(showings)
        record = records.get((agent, schedule_id))
        if record is None:
            report.violations.append(f"{agent} {schedule_id} shown but never durably created")
            continue
        if not _on_the_rule(record, occurrence):
            report.violations.append(f"{agent} {schedule_id} shown with the wrong time")
        if occurrence < last.get((agent, schedule_id), occurrence):
            report.violations.append(f"{agent} {schedule_id} shown out of order")
        last[(agent, schedule_id)] = occurrence
        if any(wall < occurrence for _, wall in showings):
            report.violations.append(f"{agent} {schedule_id} shown before its occurrence")
        repeats, windows = len(showings) - 1, seen.windows.get(key, [])
        if repeats > len(windows):
            report.violations.append(
                f"{agent} {schedule_id} at {occurrence} shown {len(showings)} times; only "
                f"{len(windows)} kills fell between a print of it and the commit of its mark"
            )
        report.screen_repeats.update(windows[:repeats])
        deleted = seen.deleted.get((agent, schedule_id))
        if deleted is not None and any(order > deleted for order, _ in showings):
            report.violations.append(f"{agent} {schedule_id} shown after its durable delete")


def _read_transcripts(generations: Sequence[Generation], report: OnceReport) -> _Transcripts:
    """Every showing, the kills between a print and its mark's commit, and the calls.

    A mark is the answer a turn appends before it prints, or the told mark a host appends
    once its listener returned; it is durable once a flush of its session that began after
    the print returns, or once any flush returns whose transaction (the last `commit` point
    before it) held such a flush: flushes of several sessions commit as one group. A turn's
    answer is printed inside the transaction that commits its mark (`in-commit`): the mark
    is durable once that transaction's `commit` point is passed (any later point comes after
    its COMMIT)."""
    seen = _Transcripts()
    order = 0
    for number, generation in enumerate(generations):
        if number:
            report.recoveries += generations[number - 1].killed
        marking: dict[str, list[Shown]] = defaultdict(list)  # session -> shown, mark not durable
        waiting: dict[str, str] = {}  # a flush begun after a print of its session -> session
        group: set[str] = set()  # the flushes of the last commit's transaction
        in_commit: list[tuple[str, Shown]] = []  # printed in the open transaction
        sealed: list[tuple[str, Shown]] = []  # printed in a transaction at its COMMIT
        deleting: tuple[str, str] | None = None
        delete_appended = False
        for line in generation.lines:
            order += 1
            words = line.split()
            if words[0] == "shown":
                agent, session, schedule_id, occurrence, wall = words[1:6]
                key = (agent, schedule_id, int(occurrence))
                seen.shows[key].append((order, int(wall)))
                marking[session].append(key)
                if words[6:] == ["in-commit"]:
                    in_commit.append((session, key))
            elif words[0] == "point":
                name, session = words[1], words[3]
                if "/commit" in name:
                    sealed, in_commit = [*sealed, *in_commit], []
                else:
                    for marked, key in sealed:  # their COMMIT returned
                        if key in marking.get(marked, ()):
                            marking[marked].remove(key)
                            if not marking[marked]:
                                del marking[marked]
                    sealed = []
                flush = name.rpartition(".")[0] if "/flush" in name else None
                if flush is not None and name.endswith(".before") and marking.get(session):
                    waiting[flush] = session
                elif flush is not None and name.endswith(".after") and flush in waiting:
                    durable = {flush, *group} if flush in group else {flush}
                    for done in durable:
                        marking.pop(waiting.pop(done, ""), None)
                    group = set()
                elif "/commit" in name:
                    group = set(waiting)
                flushed = flush is not None and name.endswith(".after")
                if deleting is not None and ".delete/append" in name and name.endswith(".after"):
                    delete_appended = True
                elif deleting is not None and delete_appended and flushed:
                    seen.deleted.setdefault(deleting, order)
                    deleting = None
            elif words[0] == "call":
                deleting, delete_appended = None, False
                if words[1] == "delete":
                    deleting = (words[2], words[3])
                    seen.delete_calls.add(deleting)
            elif words[:2] == ["confirmed", "create"]:
                seen.confirmed.add((words[2], words[3]))
            elif words[:2] == ["confirmed", "delete"]:
                seen.confirmed_deletes.add((words[2], words[3]))
                if (words[2], words[3]) not in seen.deleted:
                    report.violations.append(f"{words[2]} {words[3]}: delete confirmed early")
        if generation.killed:
            report.kills += 1
            point = generic(generation.kill_point or "?")
            for key in itertools.chain.from_iterable(marking.values()):
                seen.windows[key].append(point)
            report.mark_kills += any(marking.values())
    return seen
