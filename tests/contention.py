"""The judge of the contention soak: transcripts of competing host processes and a durable log.

`judge` takes what every process on one database printed (tests/contend_child.py), how each
ended (SIGKILLed by the soak, or its exit code), and the sessions the database holds after a
final recovery, and counts what SPEC §13 and §14 forbid. Keys are (session, schedule id): ids
are session-local.

- **loss**: a confirmed create that is not durable, or neither dispatched nor deleted in the
  durable log (the recovery let everything due be delivered); a confirmed delete that is not
  durable; a durable dispatch that no process delivered; a change a process saw committed
  that is not in the log at its seq.
- **early delivery**: a delivery printed before the reminder's target by the wall clock, or
  with another occurrence than the durable record's.
- **resurrected delete**: a delivery later, by the wall clock, than the moment its delete was
  known durable or confirmed in any process.
- **repeats in the log**: more than one durable dispatch, or more than one reminder message,
  of one id, always (the host appends a reminder's message with its dispatch, and they commit
  together).
- **duplicates outside the window**: more than one printed delivery, beyond those explained
  by the documented window. A host whose followups are messages prints a delivery only once
  its message and dispatch are durable, then marks it told (docs/reliability.md), and the
  next process that opens the session prints again each message with no durable mark: so a
  repeat is explained only by a delivery whose process never saw its told mark (nor, for a
  host that delivers at once, its dispatch) durable because it was then killed, lost its
  lease (fenced; a paused process ends one way or the other), or found the file locked past
  SQLite's busy timeout by processes paused inside their commits. Duplicates so explained are
  counted, not forbidden, by cause and by the kind of strike behind it: for a killed
  process, the first strike after its print (a pause there holds it in the window until the
  kill comes), the last pause of its own before it lost its lease, or the last pause of
  another before its flush found the file locked; each strike is `aimed` (right after a
  delivery) or `random` (at a moment no delivery chose), and `no strike` is a lease that ran
  out with no pause (a starved machine).
- **other violations**: a write by a fenced-out holder (along a session's log, the epochs
  its changes were committed under go back), a delivery of a reminder never durably created,
  two claims of one session with the same epoch, a durable log that does not fold or still
  holds an active reminder, a flush rejected for any other reason while its process held the
  lease (no store fault is injected: a stale write must be refused by the fence, not by a
  clash of seqs), an error in a host's log other than a lost session, a process that failed
  otherwise (giving up on a locked file is counted, not failed).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from dsh_schedule.generated.models import ScheduleCreate, ScheduleDelete
from dsh_schedule.host.delivered import read_reminders
from dsh_schedule.host.reminder_log import reminder_id
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.runtime.decode import decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.records import record_target_ms

Key = tuple[str, str]
"""(session id, schedule id)."""

ENDINGS = (0, 3)
"""The exit codes a contending process may end with by itself: done, or its session lost (or
never got)."""

FLUSH_FAILED = "schedule: flush of session"
"""How the host's log starts a flush that was rejected."""

LOCKED = "locked by another process"
"""How the store says SQLite's busy timeout ran out."""

AIMED = "aimed"
"""A strike right after a process printed a delivery: where the window is."""
RANDOM = "random"
"""A strike at a moment no delivery chose."""
UNSTRUCK = "no strike"
"""A repeat whose cause no strike of the soak's explains (a lease run out under load)."""


@dataclass(frozen=True)
class Strike:
    """A SIGKILL (`kill`) or SIGSTOP (`pause`) the soak sent a process, at a wall time of the
    clock the processes print."""

    wall: int
    kind: str
    """AIMED or RANDOM."""
    signal: str


@dataclass
class Transcript:
    """One host process on the database: the lines it printed and how it ended."""

    lines: list[str]
    killed: bool = False
    """The soak sent it SIGKILL (it may have ended earlier on its own)."""
    exit_code: int | None = 0
    pauses: int = 0
    """How often the soak stopped it with SIGSTOP (and let it go on with SIGCONT)."""
    stderr: str = ""
    strikes: list[Strike] = field(default_factory=list)
    """Each kill and pause sent to it, in order."""


@dataclass
class Verdict:
    processes: int = 0
    kills: int = 0
    pauses: int = 0
    claims: int = 0
    takeovers: int = 0
    """Claims of a session some other process had held before (epoch above 1)."""
    lost: int = 0
    """Lost-lease notices: processes fenced out or expired."""
    locked: int = 0
    """Flushes and claims refused because the file stayed locked past SQLite's busy timeout
    (processes paused inside their commits, one after the other)."""
    clean_exits: int = 0
    deliveries: int = 0
    """Printed deliveries, repeats included."""
    reminders: int = 0
    """Reminders delivered, each counted once however often it was printed."""
    window_duplicates: int = 0
    window_causes: Counter[str] = field(default_factory=Counter)
    """What kept each explained duplicate's first dispatch from being durable."""
    window_strikes: Counter[str] = field(default_factory=Counter)
    """The kind of strike behind each explained duplicate: AIMED, RANDOM or UNSTRUCK."""
    losses: list[str] = field(default_factory=list)
    early: list[str] = field(default_factory=list)
    resurrected: list[str] = field(default_factory=list)
    duplicates: list[str] = field(default_factory=list)
    """Printed duplicates outside the window."""
    log_repeats: list[str] = field(default_factory=list)
    """Two durable dispatches, or two reminder messages, of one id."""
    violations: list[str] = field(default_factory=list)

    @property
    def failures(self) -> list[str]:
        found = self.losses + self.early + self.resurrected + self.duplicates
        return found + self.log_repeats + self.violations

    def add(self, other: Verdict) -> None:
        for name in ("processes", "kills", "pauses", "claims", "takeovers", "lost", "locked"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.clean_exits += other.clean_exits
        self.deliveries += other.deliveries
        self.reminders += other.reminders
        self.window_duplicates += other.window_duplicates
        self.window_causes.update(other.window_causes)
        self.window_strikes.update(other.window_strikes)
        self.losses += other.losses
        self.early += other.early
        self.resurrected += other.resurrected
        self.duplicates += other.duplicates
        self.log_repeats += other.log_repeats
        self.violations += other.violations


@dataclass(frozen=True)
class Delivery:
    process: int
    wall: int
    occurrence: int
    cause: str | None
    """Why its dispatch was not made durable by its process (None: it was, or nothing says
    why not)."""
    durable: bool
    cause_wall: int | None = None
    """When its process lost its lease or found the file locked (the cause's line)."""


@dataclass
class _History:
    """What the transcripts tell, gathered from all of them."""

    deliveries: dict[Key, list[Delivery]] = field(default_factory=lambda: defaultdict(list))
    confirmed: set[Key] = field(default_factory=set)
    confirmed_deletes: set[Key] = field(default_factory=set)
    delete_calls: set[Key] = field(default_factory=set)
    deleted_at: dict[Key, int] = field(default_factory=dict)
    """The earliest wall time any process knew a delete durable (or confirmed it)."""
    epochs: dict[str, Counter[int]] = field(default_factory=lambda: defaultdict(Counter))
    written: dict[tuple[str, int], tuple[str, str, int]] = field(default_factory=dict)
    """(session, seq) -> (operation, id, epoch) of each change a process saw committed."""

    def read(self, number: int, transcript: Transcript, verdict: Verdict) -> None:
        parsed = [_parse(line) for line in transcript.lines]
        verdict.clean_exits += any(kind == "done" for _, kind, _ in parsed)
        lost = False
        for index, (wall, kind, words) in enumerate(parsed):
            text = " ".join(words)
            if kind == "claimed":
                self.epochs[words[0]][int(words[1])] += 1
                verdict.claims += 1
                verdict.takeovers += int(words[1]) > 1
            elif kind == "lost":
                verdict.lost += 1
                lost = True
            elif kind == "warning" and _locked(text):
                verdict.locked += 1
            elif kind == "warning" and text.startswith(FLUSH_FAILED) and not lost:
                verdict.violations.append(f"process {number}: rejected while held: {text}")
            elif kind == "failed" and LOCKED in text:
                verdict.locked += 1
            elif kind == "error" and not text.startswith("lost session "):
                verdict.violations.append(f"process {number}: {text}")
            elif kind == "delivered":
                key = (words[0], words[1])
                cause, durable, at = _fate(transcript, parsed[index + 1 :], key)
                self.deliveries[key].append(
                    Delivery(number, wall, int(words[2]), cause, durable, at)
                )
            elif kind == "durable":
                self._durable(wall, words, verdict)
            elif kind == "call" and words[0] == "delete":
                self.delete_calls.add((words[1], words[2]))
            elif kind == "confirmed" and words[0] == "create":
                self.confirmed.add((words[1], words[2]))
            elif kind == "confirmed" and words[0] == "delete":
                self.confirmed_deletes.add((words[1], words[2]))
                self._deleted((words[1], words[2]), wall)

    def _durable(self, wall: int, words: list[str], verdict: Verdict) -> None:
        session, operation, schedule_id, seq, epoch = words
        if (session, int(seq)) in self.written:
            verdict.violations.append(f"{session}: seq {seq} committed twice")
        self.written[(session, int(seq))] = (operation, schedule_id, int(epoch))
        if operation == "delete":
            self._deleted((session, schedule_id), wall)

    def _deleted(self, key: Key, wall: int) -> None:
        self.deleted_at[key] = min(wall, self.deleted_at.get(key, wall))


def judge(transcripts: Sequence[Transcript], sessions: Sequence[StoredSession]) -> Verdict:
    verdict = Verdict(processes=len(transcripts))
    history = _History()
    for number, transcript in enumerate(transcripts):
        verdict.kills += transcript.killed
        verdict.pauses += transcript.pauses
        gave_up = transcript.lines[-1:] != [] and LOCKED in transcript.lines[-1]
        if not transcript.killed and transcript.exit_code not in ENDINGS and not gave_up:
            verdict.violations.append(
                f"process {number} exited with {transcript.exit_code}: "
                f"{transcript.stderr.strip()[-300:]}"
            )
        history.read(number, transcript, verdict)
    for session, counts in history.epochs.items():
        for epoch, count in counts.items():
            if count > 1:
                verdict.violations.append(f"{session}: epoch {epoch} claimed {count} times")
    targets, ends, dispatches = _durable(sessions, verdict)
    _judge_writes(verdict, sessions, history.written)
    deliveries = history.deliveries
    for key, seen in sorted(deliveries.items()):
        kinds = [_strike(delivery, transcripts) for delivery in seen]
        _judge_deliveries(verdict, key, seen, kinds, targets.get(key), history.deleted_at.get(key))
    for key, count in sorted(_messages(sessions).items()):
        if count > 1:
            verdict.log_repeats.append(f"{_name(key)}: {count} reminder messages in the log")
    for key, count in sorted(dispatches.items()):
        if count > 1:
            verdict.log_repeats.append(f"{_name(key)}: {count} durable dispatches")
        if key not in deliveries:
            verdict.losses.append(f"{_name(key)}: durably dispatched, never delivered")
    for key in sorted(history.confirmed):
        if key not in targets:
            verdict.losses.append(f"{_name(key)}: a confirmed create is not durable")
        elif key not in ends:
            verdict.losses.append(f"{_name(key)}: confirmed, never delivered nor deleted")
    for key in sorted(history.confirmed_deletes):
        if ends.get(key) != "delete":
            verdict.losses.append(f"{_name(key)}: a confirmed delete is not durable")
    for key, end in sorted(ends.items()):
        if end == "delete" and key not in history.delete_calls:
            verdict.violations.append(f"{_name(key)}: deleted without a delete call")
    return verdict


def _judge_deliveries(
    verdict: Verdict,
    key: Key,
    seen: list[Delivery],
    kinds: list[str],
    target: int | None,
    deleted: int | None,
) -> None:
    """`kinds`: the kind of strike behind each delivery's cause."""
    verdict.deliveries += len(seen)
    verdict.reminders += 1
    if target is None:
        verdict.violations.append(f"{_name(key)}: delivered, never durably created")
        return
    for delivery in seen:
        if delivery.wall < target or delivery.occurrence != target:
            verdict.early.append(
                f"{_name(key)}: delivered at {delivery.wall} by process {delivery.process}, "
                f"occurrence {delivery.occurrence}, target {target}"
            )
        if deleted is not None and delivery.wall > deleted:
            verdict.resurrected.append(
                f"{_name(key)}: delivered at {delivery.wall} by process {delivery.process}, "
                f"after its delete at {deleted}"
            )
    explained = [(d.cause, kind) for d, kind in zip(seen, kinds, strict=True) if d.cause]
    outside = max(0, len(seen) - 1 - len(explained))
    if outside:
        causes = ", ".join(cause for cause, _ in explained) or "none"
        verdict.duplicates.append(
            f"{_name(key)}: delivered {len(seen)} times, only {len(explained)} explained by "
            f"the window ({causes})"
        )
    if len(seen) > 1:
        verdict.window_duplicates += len(seen) - 1 - outside
        for cause, kind in explained[: len(seen) - 1 - outside]:
            verdict.window_causes[cause] += 1
            verdict.window_strikes[kind] += 1


def _judge_writes(
    verdict: Verdict,
    sessions: Sequence[StoredSession],
    written: dict[tuple[str, int], tuple[str, str, int]],
) -> None:
    """Every change a process saw committed is in the durable log at its seq, and along each
    log the writers' epochs never go back: a write under an older epoch after a newer one is
    a write by a holder that was fenced out."""
    for session in sessions:
        newest = 0
        for event in session.events:
            found = written.pop((session.id, event.seq), None)
            if found is None:
                continue
            operation, schedule_id, epoch = found
            if _change_key(event.data) != (operation, schedule_id):
                verdict.losses.append(
                    f"{session.id}: seq {event.seq} was committed as {operation} {schedule_id}, "
                    "the log holds something else"
                )
            if epoch < newest:
                verdict.violations.append(
                    f"{session.id}: seq {event.seq} written under epoch {epoch} after epoch "
                    f"{newest} wrote (a fenced-out write)"
                )
            newest = max(newest, epoch)
    for (session_id, seq), (operation, schedule_id, _) in sorted(written.items()):
        verdict.losses.append(
            f"{session_id}: seq {seq} was committed as {operation} {schedule_id}, "
            "the log does not reach it"
        )


def _change_key(data: object) -> tuple[str, str] | None:
    try:
        change = decode_schedule_change(data)
    except ScheduleLogError:
        return None
    if isinstance(change, ScheduleCreate):
        return "create", change.schedule.id
    return ("delete" if isinstance(change, ScheduleDelete) else "dispatch"), change.id


def _fate(
    transcript: Transcript, later: list[tuple[int, str, list[str]]], key: Key
) -> tuple[str | None, bool, int | None]:
    """Whether the process saw the told mark of a delivery (or its dispatch, printed later
    by a host that delivers at once) become durable, and if not, what kept it from being
    durable: the process lost its lease (fenced), its flush found the file locked by a paused
    process, or it was killed. None when nothing did. Last, the wall time of the line that
    told the loss or the lock."""
    session, schedule_id = key
    cause, at = None, None
    for wall, kind, words in later:
        if kind == "durable" and words[:3] == [session, "dispatch", schedule_id]:
            return None, True, None
        if kind == "told" and words == [session, schedule_id]:
            return None, True, None
        if cause is None and kind == "lost" and words[0] == session:
            cause, at = "fenced", wall
        elif cause is None and kind == "warning" and _locked(" ".join(words)):
            cause, at = "store locked", wall
    if cause is None and transcript.killed:
        cause = "killed"
    return cause, False, at


def _strike(delivery: Delivery, transcripts: Sequence[Transcript]) -> str:
    """The kind of the strike behind a delivery's cause: for a process killed before its
    mark was durable, the first strike after the print (a pause there holds it in the window
    until the kill comes); the last pause of its process before it lost its lease; or the
    last pause of another process before its flush found the file locked. UNSTRUCK when
    there was none."""
    own = transcripts[delivery.process].strikes
    if delivery.cause is None:
        return UNSTRUCK
    if delivery.cause == "killed":
        found = [strike for strike in own if strike.wall >= delivery.wall][:1]
    else:
        others = (
            [own]
            if delivery.cause == "fenced"
            else [t.strikes for n, t in enumerate(transcripts) if n != delivery.process]
        )
        at = delivery.cause_wall if delivery.cause_wall is not None else delivery.wall
        found = sorted(
            (s for strikes in others for s in strikes if s.signal == "pause" and s.wall <= at),
            key=lambda strike: strike.wall,
        )[-1:]
    return found[0].kind if found else UNSTRUCK


def _locked(text: str) -> bool:
    """Whether a log line is a flush refused because another process held the file's write
    lock past the busy timeout (a process paused inside its commit, and then another)."""
    return text.startswith(FLUSH_FAILED) and LOCKED in text


def _durable(
    sessions: Sequence[StoredSession], verdict: Verdict
) -> tuple[dict[Key, int], dict[Key, str], Counter[Key]]:
    """From the durable log: each created record's target, how each record ended, and the
    number of dispatches of each id."""
    targets: dict[Key, int] = {}
    ends: dict[Key, str] = {}
    dispatches: Counter[Key] = Counter()
    for session in sessions:
        try:
            fold = fold_schedule_events(session.events, session.seed_length)
            if fold.active:
                ids = ", ".join(record.id for record in fold.active)
                verdict.violations.append(f"{session.id}: still active after the recovery: {ids}")
        except ScheduleLogError as error:
            verdict.violations.append(f"{session.id}: the durable log does not fold: {error}")
        for event in session.events[session.seed_length :]:
            if event.type != SCHEDULE_CHANGE:
                continue
            try:
                change = decode_schedule_change(event.data)
            except ScheduleLogError:
                continue  # reported with the fold
            if isinstance(change, ScheduleCreate):
                targets[(session.id, change.schedule.id)] = record_target_ms(change.schedule)
                continue
            key = (session.id, change.id)
            if isinstance(change, ScheduleDelete):
                ends.setdefault(key, "delete")
            else:
                ends.setdefault(key, "dispatch")
                dispatches[key] += 1
    return targets, ends, dispatches


def _messages(sessions: Sequence[StoredSession]) -> Counter[Key]:
    """The number of reminder messages of each id in the durable log (one-shot reminders:
    one occurrence each)."""
    found: Counter[Key] = Counter()
    for session in sessions:
        for event in session.events[session.seed_length :]:
            if reminder_id(event) is None or not isinstance(event.data, dict):
                continue
            text = event.data.get("text")
            for reminder in read_reminders(text if isinstance(text, str) else "") or []:
                found[(session.id, reminder.schedule_id)] += 1
    return found


def _parse(line: str) -> tuple[int, str, list[str]]:
    wall, kind, *words = line.split()
    return int(wall), kind, words


def _name(key: Key) -> str:
    return f"{key[0]} {key[1]}"
