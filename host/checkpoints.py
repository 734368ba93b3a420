"""Checkpoints: each session's fold state at a seq, kept by the store beside its events.

A checkpoint is derived data, written in the same transaction as the events it covers, so a
host can resume a session from it and the events after it instead of replaying the whole log.
It carries its format version, the number of events it covers, the session's seed length and
a SHA-256 chain over those events' stored rows (`digest`, and `prior`, the chain one event
earlier), so a resume checks it against the last covered event it reads anyway. The seen ids,
which grow with the history, live in their own rows (one per create, keyed by its seq) and are
read only when a fold first needs them. The store folds under protocol 2, which reads version 1
changes exactly as protocol 1 does; `protocol` says which protocols the state stands for. When
a covered event breaks replay, the checkpoint is `broken`: it keeps only the chain, and a
resume replays the log, which reports the broken rule as before.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

import msgspec

from dsh_schedule.generated.models import (
    AfterScheduleRecord,
    AtScheduleRecord,
    CalendarScheduleRecord,
    EveryScheduleRecord,
)
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event, SessionEvent
from dsh_schedule.runtime.fold import FoldCheckpoint, ScheduleProjection
from dsh_schedule.runtime.occurrences import Record

CHECKPOINT_VERSION: Final = 1
"""The checkpoint format; a checkpoint of another version is ignored and rebuilt."""

_RECORDS: Final[dict[str, type[Record]]] = {
    "after": AfterScheduleRecord,
    "at": AtScheduleRecord,
    "every": EveryScheduleRecord,
    "calendar": CalendarScheduleRecord,
}


class _Active(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    order: int
    kind: str
    record: msgspec.Raw


class Checkpoint(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """A checkpoint as stored (msgspec JSON, one array)."""

    version: int
    length: int
    seed_length: int
    digest: str
    prior: str
    broken: bool
    protocol: int
    creates: int
    has_schedule_events: bool
    active: list[_Active]


_ENCODER: Final = msgspec.json.Encoder()
_DECODER: Final = msgspec.json.Decoder(Checkpoint)
_RECORD_DECODERS: Final = {kind: msgspec.json.Decoder(model) for kind, model in _RECORDS.items()}

Row = tuple[int, str, int, str]
"""An event as every store keeps it: seq, type, time and data as JSON text."""


def chain(prior: str, row: Row) -> str:
    """The digest after `row`, given the digest of the events before it ("" for none)."""
    seq, kind, time, data = row
    text = f"{prior}\0{seq}\0{kind}\0{time}\0{data}"
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def encode(checkpoint: Checkpoint) -> bytes:
    return _ENCODER.encode(checkpoint)


def decode(raw: bytes | str | None) -> Checkpoint | str:
    """The stored checkpoint, or why it cannot be used."""
    if raw is None:
        return "there is none"
    try:
        checkpoint = _DECODER.decode(raw)
    except msgspec.DecodeError as error:
        return f"it does not decode ({error})"
    if checkpoint.version != CHECKPOINT_VERSION:
        return f"its version is {checkpoint.version}, not {CHECKPOINT_VERSION}"
    return checkpoint


@dataclass
class Folded:
    """A checkpoint with the live fold it describes (None when broken): what a store caches
    per session, so that its next commit folds only the new events."""

    checkpoint: Checkpoint
    projection: ScheduleProjection | None

    def __post_init__(self) -> None:
        self.raw = encode(self.checkpoint)
        """The checkpoint as stored."""


def _is_v2(event: SessionEvent) -> bool:
    data = event.data
    return event.type == SCHEDULE_CHANGE and isinstance(data, dict) and data.get("version") == 2


def advance(
    base: Folded | None, seed_length: int, events: Sequence[SessionEvent], rows: Sequence[Row]
) -> tuple[Folded, list[tuple[int, str]]]:
    """The checkpoint after appending `events` (encoded as `rows`) to the log `base` covers
    (None: the empty log), and the (seq, id) of every id they create."""
    if base is None:
        projection: ScheduleProjection | None = ScheduleProjection(seed_length, 2)
        digest = prior = ""
        length, creates, protocol, has_changes = 0, 0, 1, False
    else:
        old = base.checkpoint
        projection = base.projection
        digest, prior, length = old.digest, old.prior, old.length
        creates, protocol, has_changes = old.creates, old.protocol, old.has_schedule_events
    created: list[tuple[int, str]] = []
    if projection is not None:
        try:
            projection.extend(events)
        except ScheduleLogError:
            projection = None
        else:
            fresh = projection.created_since(creates)
            if fresh:
                seqs = [e.seq for e in events if e.type == SCHEDULE_CHANGE and _creates(e)]
                created = list(zip(seqs[-len(fresh) :], fresh, strict=True))
    for row in rows:
        digest, prior = chain(digest, row), digest
    if any(_is_v2(event) for event in events):
        protocol = 2
    length += len(rows)
    if projection is None:
        checkpoint = Checkpoint(
            CHECKPOINT_VERSION, length, seed_length, digest, prior, True, protocol, 0, False, []
        )
        return Folded(checkpoint, None), []
    active, creates = projection.state()
    checkpoint = Checkpoint(
        CHECKPOINT_VERSION,
        length,
        seed_length,
        digest,
        prior,
        False,
        protocol,
        creates,
        has_changes or projection.has_schedule_events,
        [
            _Active(order, record.kind, msgspec.Raw(_ENCODER.encode(record)))
            for order, record in active
        ],
    )
    return Folded(checkpoint, projection), created


def _creates(event: SessionEvent) -> bool:
    data = event.data
    return isinstance(data, dict) and data.get("operation") == "create"


def rebuild(
    seed_length: int, events: Sequence[SessionEvent], rows: Sequence[Row]
) -> tuple[Folded, list[tuple[int, str]]]:
    """The checkpoint of a whole log, folded from scratch."""
    return advance(None, seed_length, events, rows)


def problem(
    checkpoint: Checkpoint, seed_length: int, length: int, anchor: Row | None
) -> str | None:
    """Why a stored checkpoint does not match its session's log of `length` events whose row
    at the checkpoint's last covered seq is `anchor`, if it does not."""
    if checkpoint.seed_length != seed_length:
        return f"it is of seed length {checkpoint.seed_length}, not {seed_length}"
    if not 0 < checkpoint.length <= length:
        return f"it covers {checkpoint.length} events of {length}"
    if anchor is None or chain(checkpoint.prior, anchor) != checkpoint.digest:
        return f"its digest does not match event {checkpoint.length - 1}"
    return None


def resumable(
    checkpoint: Checkpoint, last: Event, seen: Callable[[], Iterable[str]]
) -> FoldCheckpoint | None:
    """What a host resumes from (None for a broken checkpoint, or records that do not decode)."""
    if checkpoint.broken:
        return None
    try:
        active = tuple(
            (entry.order, _RECORD_DECODERS[entry.kind].decode(entry.record))
            for entry in checkpoint.active
        )
    except (KeyError, msgspec.DecodeError):
        return None
    return FoldCheckpoint(
        checkpoint.length,
        checkpoint.seed_length,
        checkpoint.protocol,
        active,
        checkpoint.creates,
        checkpoint.has_schedule_events,
        last,
        seen,
    )


def folded(checkpoint: Checkpoint, seen: Callable[[], Iterable[str]], last: Event) -> Folded | None:
    """A store's live fold resumed from a stored checkpoint (None when it cannot be)."""
    if checkpoint.broken:
        return Folded(checkpoint, None)
    resumed = resumable(checkpoint, last, seen)
    if resumed is None:
        return None
    return Folded(checkpoint, ScheduleProjection.resume(resumed, 2))


def check_seen(checkpoint: Checkpoint, ids: Sequence[str]) -> bool:
    """Whether stored seen ids can be those of the checkpoint: one per create, none twice."""
    return len(ids) == checkpoint.creates and len(set(ids)) == len(ids)


def verify(
    raw: bytes | str | None,
    seen: Sequence[str],
    seed_length: int,
    events: Sequence[Event],
    rows: Sequence[Row],
) -> str | None:
    """What is wrong with a stored checkpoint and its seen ids, replayed from the whole log
    (`validate-log`); None when it is right or there is none (a store not yet written to
    since its upgrade)."""
    if raw is None:
        return None
    stored = decode(raw)
    if isinstance(stored, str):
        return f"checkpoint: {stored}"
    if not 0 < stored.length <= len(events):
        return f"checkpoint: it covers {stored.length} events of {len(events)}"
    expected, created = rebuild(seed_length, events[: stored.length], rows[: stored.length])
    if encode(expected.checkpoint) != encode(stored):
        return f"checkpoint at {stored.length} events does not match the replay of the log"
    if not stored.broken and list(seen) != [schedule_id for _, schedule_id in created]:
        return f"checkpoint at {stored.length} events: its seen ids do not match the log"
    return None


@dataclass
class Durable:
    """How a store reads what it holds of one session, for a checkpoint: the encoded row at a
    seq, the whole log (events and rows), and the seen ids of creates before a seq."""

    anchor: Callable[[int], Row | None]
    log: Callable[[], tuple[Sequence[Event], Sequence[Row]]]
    seen: Callable[[int], list[str]]


def base_for_commit(
    cached: Folded | None, raw: bytes | str | None, seed_length: int, length: int, durable: Durable
) -> tuple[Folded | None, list[tuple[int, str]] | None]:
    """The fold a commit continues from: the cached one when the stored checkpoint is still
    the one it describes, else the stored checkpoint checked against the log, else a rebuild
    from the whole log (then also every seen id, to store afresh)."""
    if length == 0:
        return None, None
    if cached is not None and raw is not None and cached.raw == _bytes(raw):
        return cached, None
    stored = decode(raw)
    if not isinstance(stored, str) and stored.length == length:
        anchor = durable.anchor(length - 1)
        if problem(stored, seed_length, length, anchor) is None and anchor is not None:
            ids = durable.seen(length) if not stored.broken else []
            if stored.broken or check_seen(stored, ids):
                last = Event(anchor[1], anchor[0], anchor[2], None)
                resumed = folded(stored, lambda: ids, last)
                if resumed is not None:
                    return resumed, None
    events, rows = durable.log()
    rebuilt, created = rebuild(seed_length, events, rows)
    return rebuilt, created


def _bytes(raw: bytes | str) -> bytes:
    return raw.encode() if isinstance(raw, str) else raw


def resume_point(
    raw: bytes | str | None,
    seed_length: int,
    length: int,
    tail: Sequence[Event],
    tail_rows: Sequence[Row],
    seen: Callable[[int], list[str]],
    whole_log: Callable[[int], Sequence[Event]],
) -> tuple[FoldCheckpoint | None, str | None]:
    """What a claim resumes from: the stored checkpoint when it matches the log, whose events
    from its last covered one on are `tail` (`tail_rows` encoded); else None and why not
    (None too for no checkpoint or a broken one, which a full replay handles)."""
    stored = decode(raw)
    if isinstance(stored, str):
        return None, None if raw is None else stored
    if stored.broken:
        return None, None
    anchor = tail_rows[0] if tail_rows and tail_rows[0][0] == stored.length - 1 else None
    why = problem(stored, seed_length, length, anchor)
    if why is not None:
        return None, why

    def load_seen() -> list[str]:
        ids = seen(stored.length)
        if check_seen(stored, ids):
            return ids
        # Damaged seen rows: the log is the truth.
        projection = ScheduleProjection(seed_length, 2)
        projection.extend(whole_log(stored.length))
        return list(projection.seen_ids)

    resumed = resumable(stored, tail[0], load_seen)
    return resumed, None if resumed is not None else "its records do not decode"
