"""Strict replay of a session's `schedule/change` events (SPEC §5.4), from scratch or incrementally.

A fork folds only `events[seed_length:]`: it keeps its parent's history but owns none of its
reminders. `ScheduleProjection` keeps the fold of one session and, on each `update`, folds only
the events appended since its last call, so an operation costs O(new events).

Protocol 2 (docs/protocol-v2.md) reads version 1 and 2 changes. A dispatch of a recurring record
carries `occurrenceAt`, an occurrence of its rule at or after its scheduledAt, and moves the
record on to its first occurrence strictly after it (or ends it when there is none up to year
9999): the active record always holds its next occurrence. A dispatch of a one-shot carries no
`occurrenceAt` and ends it, as a delete ends any kind.
"""

from __future__ import annotations

import heapq
import weakref
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from types import MappingProxyType

from msgspec import UNSET
from msgspec.structs import replace

from dsh_schedule.generated.models import ScheduleCreate, ScheduleCreateV2, ScheduleDispatchV2
from dsh_schedule.runtime.decode import DELETES, PROTOCOLS, AnyChange, Ending, decode_event
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.instants import format_instant, parse_instant
from dsh_schedule.runtime.jsjson import js_json_string
from dsh_schedule.runtime.occurrences import Record, is_occurrence, is_recurring, next_occurrence
from dsh_schedule.runtime.records import record_target_ms


class FoldResult:
    """The active records in create order and every id created in the owned window. Immutable.

    A projection hands out results that copy its state only when first read, or just before the
    projection changes while the result is still referenced; a caller that drops the result
    unread (as most do) pays nothing for it.
    """

    __slots__ = ("__weakref__", "_active", "_seen_ids", "_seen_source", "_source")

    def __init__(self, active: tuple[Record, ...], seen_ids: tuple[str, ...]) -> None:
        self._active = active
        self._seen_ids = seen_ids
        self._source: ScheduleProjection | None = None
        # A resumed projection's seen ids not read yet: its dict and how many of them are ours.
        self._seen_source: tuple[ScheduleProjection, dict[str, None], int] | None = None

    @classmethod
    def _deferred(cls, projection: ScheduleProjection) -> FoldResult:
        result = cls((), ())
        result._source = projection
        return result

    def _materialize(self) -> None:
        if self._source is not None:
            projection = self._source
            self._active = tuple(projection._active.values())
            if projection._seen_loader is None:
                self._seen_ids = tuple(projection._seen)
            else:
                self._seen_source = (projection, projection._seen, projection._creates)
            self._source = None

    @property
    def active(self) -> tuple[Record, ...]:
        self._materialize()
        return self._active

    @property
    def seen_ids(self) -> tuple[str, ...]:
        self._materialize()
        if self._seen_source is not None:
            projection, seen, count = self._seen_source
            if projection._seen is seen:
                projection._load_seen()
            self._seen_ids = tuple(islice(seen, count))
            self._seen_source = None
        return self._seen_ids

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FoldResult):
            return NotImplemented
        return (self.active, self.seen_ids) == (other.active, other.seen_ids)

    def __hash__(self) -> int:
        return hash((self.active, self.seen_ids))

    def __repr__(self) -> str:
        return f"FoldResult(active={self.active!r}, seen_ids={self.seen_ids!r})"


def fold_schedule_events(
    events: Sequence[SessionEvent], seed_length: int = 0, protocol: int = 1
) -> FoldResult:
    """The fold of `events[seed_length:]`, or ScheduleLogError naming the broken rule and seq.

    `seed_length` must be an int in [0, len(events)]; otherwise the log is corrupt too.
    `protocol` is the session's (1 or 2): 2 also reads version 2 changes.
    """
    return ScheduleProjection(seed_length, protocol).update(events)


@dataclass(frozen=True)
class FoldedPrefix:
    """A session's fold after its first `length` events, as a checkpoint keeps it."""

    length: int
    seed_length: int
    protocol: int
    """The protocol of the fold; only a fold of the same protocol resumes from it."""
    active: tuple[tuple[int, Record], ...]
    """The active records in create order, each with its create index."""
    creates: int
    has_schedule_events: bool


@dataclass(frozen=True)
class FoldCheckpoint(FoldedPrefix):
    """A session's fold after its first `length` events, as a store kept it, to resume from
    without replaying them. The seen ids, which grow with the history, are read only when
    something lists them (`seen`, which must yield exactly the `creates` ids in create order);
    checking a new id against them asks `has_seen` instead."""

    last: SessionEvent
    """The event at `length - 1`, the very object the session's log holds there."""
    seen: Callable[[], Iterable[str]]
    has_seen: Callable[[str], bool]


@dataclass(frozen=True)
class FoldState(FoldedPrefix):
    """A projection's fold of a session's first `length` events, for its host to keep as a
    checkpoint (`FoldCheckpoint` gives it back), and the ids created after the first `since`
    creates the host asked about (`created`), so a store appends only those."""

    created: tuple[str, ...]


class ScheduleProjection:
    """The incremental fold of one session's log.

    `update` folds only what was appended since its last call. When the log is not a pure
    extension of what it saw (it is shorter, or the last event it folded is no longer the same
    object at its position), it rebuilds from scratch. A fold error is sticky: every later
    update raises it again until a rebuild. The accessors describe the last successful update.
    """

    # A heap with more dead entries than this (beyond twice the live ones) is compacted.
    _HEAP_SLACK = 64

    def __init__(self, seed_length: int = 0, protocol: int = 1) -> None:
        if protocol not in PROTOCOLS:
            raise ValueError(f"protocol must be 1 or 2, not {protocol!r}")
        self._seed_length = seed_length
        self._protocol = protocol
        self.revision = 0
        """A number that changes whenever the folded state may have (a change applied, a
        rebuild) and only then: what a caller compares to reuse an answer it derived (a plain
        attribute: the owner reads it at every flush)."""
        self._memo: tuple[SessionEvent, AnyChange, int] | None = None
        """The last candidate this projection checked and has not folded yet: the event, its
        change and the revision the check passed at."""
        self._reset()

    @classmethod
    def resume(cls, checkpoint: FoldCheckpoint, protocol: int = 1) -> ScheduleProjection:
        """The projection a full fold of the checkpoint's events would leave; ValueError when
        the checkpoint cannot stand for that fold under `protocol`."""
        if checkpoint.protocol != protocol or checkpoint.length < 1:
            raise ValueError(
                f"a checkpoint of protocol {checkpoint.protocol} at {checkpoint.length} events "
                f"does not resume a protocol {protocol} fold"
            )
        projection = cls(checkpoint.seed_length, protocol)
        projection._length = checkpoint.length
        projection._last = checkpoint.last
        projection._active = {record.id: record for _, record in checkpoint.active}
        projection._order = {record.id: index for index, record in checkpoint.active}
        projection._creates = checkpoint.creates
        projection._has_schedule_events = checkpoint.has_schedule_events
        projection._seen_loader = checkpoint.seen
        projection._seen_has = checkpoint.has_seen
        return projection

    def snapshot(self, length: int, since: int) -> FoldState | None:
        """The fold as a checkpoint keeps it, when this projection has folded exactly the first
        `length` events without error (else None), with the ids created after the first `since`
        creates."""
        if self._error is not None or self._length != length or not 0 <= since <= self._creates:
            return None
        order = self._order
        return FoldState(
            length,
            self._seed_length,
            self._protocol,
            tuple((order[key], record) for key, record in self._active.items()),
            self._creates,
            self._has_schedule_events,
            tuple(self.created_since(since)),
        )

    def created_since(self, creates: int) -> list[str]:
        """The ids created after the first `creates` creates, in create order."""
        fresh = self._creates - creates
        if fresh <= 0:
            return []
        if fresh > len(self._seen):  # some come from a resumed checkpoint, not read yet
            self._load_seen()
        return list(islice(reversed(self._seen), fresh))[::-1]

    def _reset(self) -> None:
        self.revision += 1
        self._length = 0
        self._last: SessionEvent | None = None
        self._active: dict[str, Record] = {}
        self._seen: dict[str, None] = {}
        self._seen_loader: Callable[[], Iterable[str]] | None = None
        self._seen_has: Callable[[str], bool] | None = None
        self._creates = 0
        # Each active record's place in create order: its rank among equal targets.
        self._order: dict[str, int] = {}
        self._error: ScheduleLogError | None = None
        self._has_schedule_events = False
        # The last result handed out; it reads the dicts above until they change.
        self._result: weakref.ref[FoldResult] | None = None
        # (target ms, create index, id) for `earliest`; built on its first call, lazily pruned.
        self._heap: list[tuple[int, int, str]] | None = None
        # The revision `earliest` last answered at (-1: never), and its answer.
        self._earliest_revision = -1
        self._earliest: Record | None = None
        # Each active record's due time in ms, parsed from its instant once, when first asked.
        self._targets: dict[str, int] = {}

    def update(self, events: Sequence[SessionEvent]) -> FoldResult:
        """Fold the events appended since the last call and return the whole fold."""
        self.refresh(events)
        result = None if self._result is None else self._result()
        if result is None:
            result = FoldResult._deferred(self)
            self._result = weakref.ref(result)
        return result

    def refresh(self, events: Sequence[SessionEvent]) -> None:
        """`update` without building a result, for callers that read the accessors instead."""
        count = len(events)
        if count == self._length and count and events[-1] is self._last and self._error is None:
            return  # nothing appended since the last successful update
        seed = self._seed_length
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= count:
            raise ScheduleLogError(f"seed_length must be an int in [0, {count}], not {seed!r}")
        if count < self._length or (self._length and events[self._length - 1] is not self._last):
            self._load_seen()  # a result may still read them
            self._detach_result()
            self._reset()
        if self._error is not None:
            self._raise_if_failed()
        for index in range(max(self._length, seed), count):
            event = events[index]
            if event.type != SCHEDULE_CHANGE:
                continue  # every other type is ignored (a message, say: one per delivery)
            try:
                self._apply(event)
            except ScheduleLogError as error:
                self._length, self._last, self._error = index + 1, event, error
                raise
        if count:
            self._length, self._last = count, events[count - 1]

    def check_candidate(self, event: SessionEvent) -> None:
        """Raise ScheduleLogError if appending `event` to the folded log would break replay.

        O(1) and never changes the fold (the projection keeps the decoded change, to fold it
        without decoding it again); call `update` with the current log first.
        """
        if event.type != SCHEDULE_CHANGE:
            return
        if self._error is not None:
            self._raise_if_failed()
        change = decode_event(event, self._protocol)
        self._check(change, event.seq)
        self._memo = (event, change, self.revision)

    @property
    def active(self) -> Mapping[str, Record]:
        """The active records by id, in create order (a read-only live view)."""
        self._raise_if_failed()
        return MappingProxyType(self._active)

    @property
    def seen_ids(self) -> Collection[str]:
        """Every id created in the owned window, in first-create order (set-like membership)."""
        self._raise_if_failed()
        if self._seen_loader is not None:
            return _ResumedSeen(self)
        return self._seen.keys()

    @property
    def has_schedule_events(self) -> bool:
        """Whether any `schedule/change` event was met in the owned window."""
        return self._has_schedule_events

    def earliest(self) -> Record | None:
        """The active record due first (ties in create order), or None; amortized O(log n)."""
        if self._error is not None:
            self._raise_if_failed()
        if self._earliest_revision == self.revision:
            return self._earliest  # nothing was applied since the last answer
        heap = self._heap
        if heap is None:
            heap = self._heap = [
                (self.target_ms(record.id), self._order[record.id], record.id)
                for record in self._active.values()
            ]
            heapq.heapify(heap)
        while heap:
            target, _, schedule_id = heap[0]
            record = self._active.get(schedule_id)
            if record is not None and self.target_ms(schedule_id) == target:
                break  # the top is an active record at its current target
            heapq.heappop(heap)
        else:
            record = None
        self._earliest_revision, self._earliest = self.revision, record
        return record

    def target_ms(self, schedule_id: str) -> int:
        """When the active record `schedule_id` is due, in epoch ms (KeyError if not active)."""
        target = self._targets.get(schedule_id)
        if target is None:
            target = self._targets[schedule_id] = record_target_ms(self._active[schedule_id])
        return target

    def _load_seen(self) -> None:
        """Read the seen ids of a resumed checkpoint, once, ahead of those created since."""
        loader = self._seen_loader
        if loader is not None:
            self._seen_loader = self._seen_has = None
            since = list(self._seen)
            self._seen.clear()  # the same dict: a result may hold it
            self._seen.update(dict.fromkeys(loader()))
            self._seen.update(dict.fromkeys(since))

    def _has_seen(self, schedule_id: str) -> bool:
        if schedule_id in self._seen:
            return True
        return self._seen_has is not None and self._seen_has(schedule_id)

    def _raise_if_failed(self) -> None:
        if self._error is not None:
            raise ScheduleLogError(self._error.message, self._error.seq)

    def _apply(self, event: SessionEvent) -> None:
        """Fold one `schedule/change` (the caller skips every other type)."""
        self._has_schedule_events = True
        memo = self._memo
        if memo is not None and memo[0] is event:
            self._memo = None
            change = memo[1]
            if memo[2] != self.revision:  # checked as a candidate against another state
                self._check(change, event.seq)
        else:
            change = decode_event(event, self._protocol)
            self._check(change, event.seq)
        if self._result is not None:
            self._detach_result()
        self.revision += 1
        # Every change is told apart by `type(change) is ...`: a decoded change is of exactly
        # one generated type, none is subclassed, and `isinstance` on a class whose metaclass
        # is msgspec's goes through `__instancecheck__`, several times the cost (only an
        # error's wording asks `isinstance(change, DELETES)`). What such a test leaves, mypy
        # cannot infer: an `Ending` says it.
        if type(change) is ScheduleCreate or type(change) is ScheduleCreateV2:
            record = change.schedule
            self._active[record.id] = record
            self._seen[record.id] = None
            self._order[record.id] = self._creates
            if self._heap is not None:
                heapq.heappush(self._heap, (self.target_ms(record.id), self._creates, record.id))
            self._creates += 1
            return
        ending: Ending = change  # type: ignore[assignment]
        record = self._active[ending.id]
        following = None
        if type(ending) is ScheduleDispatchV2 and ending.occurrenceAt is not UNSET:
            following = next_occurrence(record, parse_instant(ending.occurrenceAt))
        if following is None:
            del self._active[ending.id]
            del self._order[ending.id]
            self._targets.pop(ending.id, None)
        else:
            self._active[ending.id] = replace(record, scheduledAt=format_instant(following))
            self._targets[ending.id] = following
            if self._heap is not None:
                heapq.heappush(self._heap, (following, self._order[ending.id], ending.id))
        if self._heap is not None and len(self._heap) > 2 * len(self._active) + self._HEAP_SLACK:
            self._prune_heap()

    def _check(self, change: AnyChange, seq: int) -> None:
        if type(change) is ScheduleCreate or type(change) is ScheduleCreateV2:
            if self._has_seen(change.schedule.id):
                raise ScheduleLogError(
                    f"create reuses the id {js_json_string(change.schedule.id)}", seq
                )
            return
        ending: Ending = change  # type: ignore[assignment]
        record = self._active.get(ending.id)
        if record is None:
            operation = "delete" if isinstance(ending, DELETES) else "dispatch"
            name = js_json_string(ending.id)
            raise ScheduleLogError(f"{operation} of the id {name}, which is not active", seq)
        if type(ending) is not ScheduleDispatchV2:
            return
        name = js_json_string(ending.id)
        if not is_recurring(record):
            if ending.occurrenceAt is not UNSET:
                raise ScheduleLogError(f"dispatch of the one-shot id {name} has occurrenceAt", seq)
        elif ending.occurrenceAt is UNSET:
            raise ScheduleLogError(f"dispatch of the recurring id {name} lacks occurrenceAt", seq)
        elif not is_occurrence(record, parse_instant(ending.occurrenceAt)):
            raise ScheduleLogError(
                f"occurrenceAt of the id {name} is no occurrence of its rule at or after its "
                "scheduledAt",
                seq,
            )

    def _is_current(self, entry: tuple[int, int, str]) -> bool:
        """Whether a heap entry is an active record at its current target."""
        target, _, schedule_id = entry
        return schedule_id in self._active and self.target_ms(schedule_id) == target

    def _detach_result(self) -> None:
        """Give a result still in use its own copy before the state it reads changes."""
        result = None if self._result is None else self._result()
        if result is not None:
            result._materialize()
        self._result = None

    def _prune_heap(self) -> None:
        heap = self._heap
        if heap is not None:
            heap[:] = [entry for entry in heap if self._is_current(entry)]
            heapq.heapify(heap)


class _ResumedSeen(Collection[str]):
    """The seen ids of a projection resumed from a checkpoint: counted and tested one id at a
    time without reading them; listing them reads them."""

    __slots__ = ("_projection",)

    def __init__(self, projection: ScheduleProjection) -> None:
        self._projection = projection

    def __len__(self) -> int:
        return self._projection._creates

    def __contains__(self, schedule_id: object) -> bool:
        return isinstance(schedule_id, str) and self._projection._has_seen(schedule_id)

    def __iter__(self) -> Iterator[str]:
        self._projection._load_seen()
        return iter(self._projection._seen)
