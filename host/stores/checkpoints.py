"""Checkpoints: each session's fold state at a seq, kept by the store beside its events.

A checkpoint is derived data, written in the same transaction as the events it covers, so a
host resumes a session from it and the events after it instead of replaying the whole log. The
live runtime already holds each session's fold: at a flush the host asks the plugin's
checkpoint hint for it (once `CHECKPOINT_EVERY` events passed the stored checkpoint, or the
start of a log the store holds none of; at once when the store holds one the host could not
use) and encodes it here. The store keeps it as opaque
bytes with the number of events it covers and a SHA-256 chain over those events' stored rows
(`digest`, and `prior`, the chain one event earlier), which only the store computes; a claim
checks it against the last covered row it reads anyway. The seen ids, which grow with the
history, live in their own rows (one per create, by create index) and are read only when a
fold first needs them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

import msgspec

from dsh_schedule.generated.models import (
    AfterScheduleRecord,
    AtScheduleRecord,
    CalendarScheduleRecord,
    EveryScheduleRecord,
)
from dsh_schedule.host.errors import StoreError
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.fold import FoldCheckpoint, FoldState, ScheduleProjection
from dsh_schedule.runtime.occurrences import Record

CHECKPOINT_VERSION: Final = 1
"""The format of the state; a checkpoint of another version is ignored and rebuilt."""

CHECKPOINT_EVERY: Final = 64
"""A flush writes a new checkpoint once this many events passed the stored one: often enough
that a resume folds few events, rarely enough that a commit pays almost nothing for it
(docs/decisions/0002-checkpoints-for-resume.md)."""

_RECORDS: Final[dict[str, type[Record]]] = {
    "after": AfterScheduleRecord,
    "at": AtScheduleRecord,
    "every": EveryScheduleRecord,
    "calendar": CalendarScheduleRecord,
}


class _Active(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    order: int
    kind: str
    record: str
    """The record as ASCII JSON text (`_record_json`)."""


class State(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """The fold state as the store keeps it (msgspec JSON, one array)."""

    version: int
    seed_length: int
    protocol: int
    creates: int
    has_schedule_events: bool
    active: list[_Active]


_ENCODER: Final = msgspec.json.Encoder()
_DECODER: Final = msgspec.json.Decoder(State)

Row = tuple[int, str, int, str]
"""An event as every store keeps it: seq, type, time and data as JSON text."""


@dataclass(frozen=True)
class Write:
    """A checkpoint a commit stores: the encoded state of the first `length` events, and the
    seen ids from create index `seen_from` on. `whole`: the store holds no checkpoint the host
    could use, so the digest is chained over the whole log and the seen ids replaced."""

    length: int
    state: bytes
    creates: int
    seen_from: int
    seen: tuple[str, ...]
    whole: bool
    records: int
    """How many active records the state holds: its cost to build and encode."""


@dataclass(frozen=True)
class Stored:
    """A checkpoint as a store holds it: the state is opaque to the store."""

    length: int
    digest: str
    prior: str
    state: bytes


@dataclass(frozen=True)
class Offer:
    """What a claim hands the host: a stored checkpoint that matches the log, how to read its
    first `n` seen ids, whether an id is among them, and the events it covers (read from the
    store, not kept)."""

    length: int
    state: bytes
    seen: Callable[[int], list[str]]
    has_seen: Callable[[int, str], bool]
    history: Callable[[], Sequence[Event]]


def chain(prior: str, row: Row) -> str:
    """The digest after `row`, given the digest of the events before it ("" for none)."""
    seq, kind, time, data = row
    text = f"{prior}\0{seq}\0{kind}\0{time}\0{data}"
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def encode_state(state: FoldState) -> bytes:
    return _ENCODER.encode(
        State(
            CHECKPOINT_VERSION,
            state.seed_length,
            state.protocol,
            state.creates,
            state.has_schedule_events,
            [_Active(order, record.kind, _record_json(record)) for order, record in state.active],
        )
    )


def _record_json(record: Record) -> str:
    """A record as ASCII JSON text: a prompt may hold lone surrogates, which msgspec's JSON
    cannot carry but a `\\udxxx` escape in text can."""
    return json.dumps(msgspec.to_builtins(record), ensure_ascii=True)


def _record_of(kind: str, text: str) -> Record:
    return msgspec.convert(json.loads(text), _RECORDS[kind])


def write_of(state: FoldState, since: int, whole: bool) -> Write:
    return Write(
        state.length,
        encode_state(state),
        state.creates,
        since,
        state.created,
        whole,
        len(state.active),
    )


def stored_after(
    previous: Stored | None,
    write: Write,
    durable_length: int,
    earlier: Callable[[int], Sequence[Row]],
    rows: Sequence[Row],
) -> Stored:
    """The checkpoint a commit of `rows` after `durable_length` stored events keeps: its digest
    chained on from the previous checkpoint over the rows since (`earlier(start)`: the stored
    rows from seq `start` on), or over the whole log."""
    if write.length != durable_length + len(rows):
        raise StoreError(
            f"a checkpoint of {write.length} events with a commit that ends at "
            f"{durable_length + len(rows)}"
        )
    base = chained_from(previous, write, durable_length)
    digest, prior, start = ("", "", 0) if base is None else (base.digest, base.prior, base.length)
    for row in (*earlier(start), *rows) if start < durable_length else rows:
        digest, prior = chain(digest, row), digest
    return Stored(write.length, digest, prior, write.state)


def chained_from(previous: Stored | None, write: Write, durable_length: int) -> Stored | None:
    """The previous checkpoint, when a write's digest is chained on from it (from its last
    covered event on) rather than over the whole log."""
    if previous is not None and not write.whole and previous.length <= durable_length:
        return previous
    return None


def problem(stored: Stored, length: int, anchor: Row | None) -> str | None:
    """Why a stored checkpoint does not match its session's log of `length` events, whose row at
    the checkpoint's last covered seq is `anchor`, if it does not."""
    if not 0 < stored.length <= length:
        return f"it covers {stored.length} events of {length}"
    if (
        anchor is None
        or anchor[0] != stored.length - 1
        or chain(stored.prior, anchor) != stored.digest
    ):
        return f"its digest does not match event {stored.length - 1}"
    return None


def _decode(raw: bytes) -> State | str:
    try:
        state = _DECODER.decode(raw)
    except msgspec.DecodeError as error:
        return f"it does not decode ({error})"
    if state.version != CHECKPOINT_VERSION:
        return f"its version is {state.version}, not {CHECKPOINT_VERSION}"
    return state


def resumable(offer: Offer, seed_length: int, last: Event) -> FoldCheckpoint | str:
    """What the runtime resumes from, or why the offered checkpoint cannot be used. Seen ids
    that do not fit the state (one per create, none twice) are read from the log instead:
    the log is the truth."""
    state = _decode(offer.state)
    if isinstance(state, str):
        return state
    if state.seed_length != seed_length:
        return f"it is of seed length {state.seed_length}, not {seed_length}"
    try:
        active = tuple(
            (entry.order, _record_of(entry.kind, entry.record)) for entry in state.active
        )
    except (KeyError, ValueError, msgspec.ValidationError):
        return "its records do not decode"

    def seen() -> list[str]:
        ids = offer.seen(state.creates)
        if len(ids) == state.creates and len(set(ids)) == len(ids):
            return ids
        projection = ScheduleProjection(seed_length, state.protocol)
        projection.refresh(offer.history())
        return list(projection.seen_ids)

    answers: dict[str, bool] = {}

    def has_seen(schedule_id: str) -> bool:
        """Asked once per id of the store, whichever of the session's folds asks (the
        companion's and the plugin's both check each create after the checkpoint)."""
        seen = answers.get(schedule_id)
        if seen is None:
            seen = answers[schedule_id] = offer.has_seen(state.creates, schedule_id)
        return seen

    return FoldCheckpoint(
        offer.length,
        seed_length,
        state.protocol,
        active,
        state.creates,
        state.has_schedule_events,
        last,
        seen,
        has_seen,
    )


def verify(
    stored: Stored | None,
    seen: Sequence[str],
    seed_length: int,
    events: Sequence[Event],
    rows: Sequence[Row],
) -> str | None:
    """What is wrong with a stored checkpoint and its seen ids, replayed from the whole log
    (`validate-log`); None when it is right or there is none."""
    if stored is None:
        return None
    if not 0 < stored.length <= len(events):
        return f"checkpoint: it covers {stored.length} events of {len(events)}"
    where = f"checkpoint at {stored.length} events"
    digest = prior = ""
    for row in rows[: stored.length]:
        digest, prior = chain(digest, row), digest
    if (digest, prior) != (stored.digest, stored.prior):
        return f"{where}: its digest does not match the log"
    state = _decode(stored.state)
    if isinstance(state, str):
        return f"{where}: {state}"
    if not 0 <= seed_length <= stored.length:
        return f"{where}: it covers less than the seed of {seed_length} events"
    projection = ScheduleProjection(seed_length, state.protocol)
    try:
        projection.refresh(events[: stored.length])
    except ScheduleLogError:
        return f"{where}: the events it covers do not replay"
    expected = projection.snapshot(stored.length, 0)
    if expected is None or encode_state(expected) != stored.state:
        return f"{where} does not match the replay of the log"
    if list(seen) != list(expected.created):
        return f"{where}: its seen ids do not match the log"
    return None


def seen_rows(write: Write) -> Iterable[tuple[int, str]]:
    """The (create index, id) of each seen id a write adds."""
    return enumerate(write.seen, write.seen_from)


class CheckpointStore(Protocol):
    """Each session's stored checkpoint, as written."""

    def checkpoint_of(self, session_id: str) -> tuple[Stored | None, list[str]]:
        """The session's stored checkpoint and seen ids, as written (for `validate-log`)."""
        ...
