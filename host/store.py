"""The durable side of sessions: what survives a restart, behind one interface.

A store holds only durable state: each session's record (id, the name of the root agent that
owns it, `seed_length`), the events committed for it, and its lease (see `leases.py`). Live
appends never reach the store until a flush commits them, all or nothing and fenced on the
committer's lease, so a restart keeps exactly the flushed prefix and a process that lost its
lease writes nothing. A host opens only the sessions it was asked for (`claim`); loading every
session (`load_sessions`) is for readers such as `validate-log`, and claims nothing. Each
session also carries its wake-up time (`wake_at`): the host's hint of when the session next
needs a live owner, stored with the commit that changed it, so a worker finds the sessions due
now with one indexed query (`claim_due`) and the store never parses a schedule event.
`MemoryStore` keeps that state in memory (hosts that share one object behave like processes
that share one database); the SQLite store implements the same `SessionStore` protocol on disk.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, NamedTuple, Protocol, TypeVar, overload

import msgspec

from dsh_schedule.host import checkpoints
from dsh_schedule.host.leases import (
    Holder,
    Lease,
    LeaseLostError,
    check_ttl,
    claimed,
    fenced,
    released,
    renewed,
    same_lease,
)
from dsh_schedule.host.store_errors import StoreError
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.events import Event, SessionEvent

__all__ = [
    "Backlog",
    "ClaimedSession",
    "Commit",
    "MemoryStore",
    "SessionStore",
    "StoreError",
    "StoredSession",
    "WakeUp",
]

_SURROGATE: Final = re.compile("[\ud800-\udfff]")
_TIMES: Final = range(-(2**63), 2**63)
"""The times an event may carry: what a 64-bit database integer holds."""


@dataclass(frozen=True)
class StoredSession:
    """One session as the store knows it: its record and its durable events, seq order.

    A claim may read only the events from a checkpoint on (`events` is then an `EventLog`
    that reads the others when they are wanted), with the checkpoint of the fold up to them
    (`checkpoint`). `note` says why a stored checkpoint does not match the log (it is then
    ignored, and the host writes a new one)."""

    id: str
    agent_name: str
    seed_length: int
    events: Sequence[Event]
    wake_at: int | None = None
    """When the session next needs a live owner (epoch ms), as last committed; None: never."""
    checkpoint: checkpoints.Offer | None = field(default=None, compare=False)
    note: str | None = field(default=None, compare=False)


@dataclass(frozen=True)
class WakeUp:
    """A new wake-up time to store with a commit: `at` in epoch ms, or None for none."""

    at: int | None


def new_wake_up(at: int | None) -> WakeUp:
    """`WakeUp(at)`, the same frozen instance, for a flush: set in one step, not through the
    frozen dataclass's `object.__setattr__`."""
    wake: WakeUp = object.__new__(WakeUp)
    object.__setattr__(wake, "__dict__", {"at": at})
    return wake


class Commit(NamedTuple):
    """One session's part of a group commit (`SessionStore.commit_many`): what `commit`
    takes, as one value. (A named tuple: a flush builds one each time, and a tuple is the
    cheapest immutable value to build.)"""

    lease: Lease
    events: Sequence[SessionEvent]
    wake: WakeUp | None = None
    checkpoint: checkpoints.Write | None = None


@dataclass(frozen=True)
class ClaimedSession:
    """A session this process now holds: its durable state, read after the claim, and the
    lease every commit to it is fenced on."""

    stored: StoredSession
    lease: Lease


@dataclass(frozen=True)
class Backlog:
    """The sessions due now that no live process holds (`SessionStore.due_unclaimed`): how
    many, and the one that has waited longest (None when there is none)."""

    count: int
    oldest_session: str | None = None
    oldest_wake_at: int | None = None


class SessionStore(Protocol):
    clock: Clock
    """The lease clock: lease expiry is judged, and renewals are timed, on it."""
    shares_sync: bool = True
    """Whether commits made together share one sync to disk (or one round trip to a server):
    then the host gathers the flushes asked for in one event-loop turn into one `commit_many`;
    else each flush commits at once. A store that does not say is taken to share one
    (`shares_sync(store)`): grouping is right on every store, and pays on each that syncs."""

    def claim(
        self,
        holder: Holder,
        ttl_ms: int,
        *,
        agent_name: str | None = None,
        session_id: str | None = None,
    ) -> list[ClaimedSession]:
        """Claim every session of the agent `agent_name`, or the one session `session_id`,
        for `holder`, all or none, and read them after claiming: `LeaseHeldError` when one
        is held by another live process; an empty list when there is no such session."""
        ...

    def claim_many(
        self, holder: Holder, ttl_ms: int, session_ids: Sequence[str]
    ) -> list[ClaimedSession]:
        """Claim the sessions `session_ids` for `holder` in one transaction (one sync to
        disk), all or none, and read each after claiming, in the order given: as `claim` of
        each would, `LeaseHeldError` when one is held by another live process, and a
        `StoreError` naming the first that does not exist."""
        ...

    def create(
        self,
        agent_name: str,
        seed_length: int,
        events: Sequence[Event],
        holder: Holder,
        ttl_ms: int,
    ) -> ClaimedSession:
        """Durably record a new session of the agent `agent_name`, which must have none yet,
        with its initial events (a fork's seed) and an id the store chooses, held by
        `holder`."""
        ...

    def create_session(self, session: StoredSession) -> None:
        """Durably record a session as given, unclaimed (to import or seed a store); raises
        `StoreError` when the id is taken or the record is inconsistent."""
        ...

    def load_sessions(self) -> list[StoredSession]:
        """Every session with its durable events, in creation order; claims nothing."""
        ...

    def lease_of(self, session_id: str) -> Lease | None:
        """The session's current (or last) lease; None when it was never claimed."""
        ...

    def read_events(self, session_id: str, stop: int) -> tuple[Event, ...]:
        """The session's durable events before seq `stop` (a resumed session's history)."""
        ...

    def checkpoint_of(self, session_id: str) -> tuple[checkpoints.Stored | None, list[str]]:
        """The session's stored checkpoint and seen ids, as written (for `validate-log`)."""
        ...

    def claim_due(self, holder: Holder, ttl_ms: int, limit: int) -> list[ClaimedSession]:
        """Claim at most `limit` sessions whose wake-up time has come (by the lease clock) and
        that no live process holds, earliest first, and read them after claiming. Processes
        that call it at once never get the same session."""
        ...

    def due_unclaimed(self) -> Backlog:
        """The sessions `claim_due` would claim now (by the lease clock), counted, and the
        earliest due of them; reads only, claims nothing (for metrics and `status`)."""
        ...

    def request_handover(self, lease: Lease) -> bool:
        """Ask the holder of `lease` to give the session up at its next idle point; False
        when `lease` is no longer the session's live lease."""
        ...

    def handovers(self, leases: Sequence[Lease]) -> list[str]:
        """The ids of the sessions among `leases` whose handover was requested since they
        were claimed."""
        ...

    def renew(self, lease: Lease, ttl_ms: int) -> Lease:
        """Extend a lease still held; `LeaseLostError` when it is not."""
        ...

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        """Renew several leases (one per session) in one transaction (one sync to disk), each
        on its own, as `renew` would: each outcome is the renewed lease, or a `LeaseLostError`
        (one taken over, expired or released) or a `StoreError` (a session that does not
        exist) of its own while the others are renewed. When the transaction itself fails (a
        full disk, a lost connection, a failed clock) it raises `StoreError` and renews none."""
        ...

    def release(self, lease: Lease) -> None:
        """Give the lease up, so the next holder need not wait; nothing when it is not ours."""
        ...

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        """Give several leases (one per session) up in one transaction, as `release` would
        each: None for each given up, or no longer ours (nothing to give up), a `StoreError`
        of its own for a session that does not exist. When the transaction itself fails it
        raises `StoreError` and releases none."""
        ...

    def commit(
        self,
        lease: Lease,
        events: Sequence[SessionEvent],
        wake: WakeUp | None = None,
        checkpoint: checkpoints.Write | None = None,
    ) -> None:
        """Durably append a batch that continues the session's durable log, store `wake`
        (unless None) as its wake-up time and `checkpoint` (unless None) as its checkpoint,
        all or nothing, fenced on `lease`: `LeaseLostError` (writing nothing) when it is no
        longer the live lease, `StoreError` (writing nothing) when the batch does not continue
        the log or the checkpoint does not end where it does. An empty batch with no `wake`
        and no `checkpoint` only checks the fence."""
        ...

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        """Apply the commits of several sessions in one transaction (one sync to disk), each
        all or nothing on its own and fenced on its own lease, as `commit` would: each one's
        outcome is None once durable, or its own `LeaseLostError` or `StoreError` (having
        written nothing) while the others commit. When the transaction itself fails (a full
        disk, a lost connection), every commit without an error of its own gets a
        `StoreError` of its own and nothing is written."""
        ...

    def close(self) -> None: ...


def shares_sync(store: SessionStore) -> bool:
    """The store's `shares_sync`, True when it has none (it was written before the attribute)."""
    return bool(getattr(store, "shares_sync", True))


def new_session_id(count: int, taken: Callable[[str], bool]) -> str:
    """`session-N`, N counting on from the number of sessions until an id is free."""
    n = count + 1
    while taken(f"session-{n}"):
        n += 1
    return f"session-{n}"


def raise_outcome(outcome: StoreError | None) -> None:
    """Raise a commit's error, if it had one (`commit` is `commit_many` of one)."""
    if outcome is not None:
        raise outcome


def group_failed(
    failure: StoreError, outcomes: Sequence[StoreError | None]
) -> list[StoreError | None]:
    """The outcomes of a group whose transaction failed: a commit refused on its own keeps its
    error; every other one gets its own copy of the failure (each flush raises its own)."""
    return [own if own is not None else type(failure)(*failure.args) for own in outcomes]


def check_claim(agent_name: str | None, session_id: str | None) -> None:
    if (agent_name is None) == (session_id is None):
        raise ValueError("a claim names either an agent or a session")


def check_session_ids(session_ids: Sequence[str]) -> list[str]:
    """The sessions a `claim_many` names, each once."""
    ids = list(session_ids)
    if len(set(ids)) != len(ids):
        raise ValueError("a claim names each session once")
    return ids


def check_leases(leases: Sequence[Lease]) -> list[Lease]:
    """The leases a `renew_many` or `release_many` names, one per session."""
    held = list(leases)
    if len({lease.session_id for lease in held}) != len(held):
        raise ValueError("a renewal or release names each session's lease once")
    return held


def lease_row(position: int, lease: Lease) -> tuple[object, ...]:
    """A lease as a database store's lease row: the session's position, then the lease's
    columns in the order both database stores' tables keep them."""
    holder = lease.holder
    return (
        position,
        lease.epoch,
        holder.host,
        holder.pid,
        holder.instance,
        lease.claimed_at_ms,
        lease.expires_at_ms,
        holder.role,
    )


Outcome = TypeVar("Outcome")


def lease_batch(
    held: Sequence[Lease],
    states: Mapping[str, tuple[Any, ...]],
    current: Callable[[tuple[Any, ...], str], Lease | None],
    decide: Callable[[Lease | None, Lease], tuple[Lease | None, Outcome]],
) -> tuple[list[Outcome | StoreError], list[tuple[object, ...]]]:
    """A database store's `renew_many` or `release_many` inside its transaction: each lease's
    outcome and the lease rows to write. `states` holds each session's state read for the
    batch (its position first), `current` reads its current lease from one, and `decide`
    gives the lease to store (None: nothing) and the outcome; a `LeaseLostError` it raises
    and a session that does not exist are that lease's own outcome, never the batch's."""
    outcomes: list[Outcome | StoreError] = []
    writes: list[tuple[object, ...]] = []
    for lease in held:
        state = states.get(lease.session_id)
        if state is None:
            outcomes.append(StoreError(f"session {lease.session_id} does not exist"))
            continue
        try:
            new, outcome = decide(current(state, lease.session_id), lease)
        except LeaseLostError as error:
            outcomes.append(error)
            continue
        if new is not None:
            writes.append(lease_row(state[0], new))
        outcomes.append(outcome)
    return outcomes, writes


def renewing(now: int, ttl_ms: int) -> Callable[[Lease | None, Lease], tuple[Lease, Lease]]:
    """`lease_batch`'s decision for a renewal at `now`: store the renewed lease, which is the
    outcome too."""

    def decide(current: Lease | None, lease: Lease) -> tuple[Lease, Lease]:
        new = renewed(current, lease, now, ttl_ms)
        return new, new

    return decide


def releasing(current: Lease | None, lease: Lease) -> tuple[Lease | None, None]:
    """`lease_batch`'s decision for a release: the lease to store (None: nothing to give
    up), and no outcome but success."""
    return released(current, lease), None


def claim_selector(agent_name: str | None, session_id: str | None) -> tuple[str, str]:
    """The column and value a database store's claim selects its sessions by."""
    check_claim(agent_name, session_id)
    return ("agent_name", agent_name) if agent_name is not None else ("id", session_id or "")


def check_new_session(session: StoredSession) -> None:
    """The record rules every store applies before creating a session."""
    if not 0 <= session.seed_length <= len(session.events):
        raise StoreError(
            f"session {session.id}: seed_length {session.seed_length} outside "
            f"[0, {len(session.events)}]"
        )
    check_wake(session.id, session.wake_at)
    check_batch(session.id, 0, session.events)


def check_wake(session_id: str, wake_at: int | None) -> None:
    if wake_at is not None and not (type(wake_at) is int and wake_at in _TIMES):
        raise StoreError(
            f"session {session_id}: a wake-up time is a 64-bit integer or none, not {wake_at!r}"
        )


def check_limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"a claim takes at least 1 session, not {limit!r}")
    return limit


def check_batch(session_id: str, durable_length: int, events: Sequence[SessionEvent]) -> None:
    """A batch must continue the durable log: seqs contiguous from its current length, each
    event with a string type and an integer time a database column can hold."""
    for offset, event in enumerate(events):
        if event.seq != durable_length + offset:
            raise StoreError(
                f"session {session_id}: event seq {event.seq} does not continue the durable "
                f"log at {durable_length + offset}"
            )
        if not (isinstance(event.type, str) and type(event.time) is int and event.time in _TIMES):
            raise StoreError(
                f"session {session_id}: event {event.seq} needs a string type and a 64-bit "
                f"integer time, not {event.type!r} and {event.time!r}"
            )


def assemble_sessions(
    records: Sequence[Sequence[Any]], rows: Iterable[Sequence[Any]]
) -> list[StoredSession]:
    """Sessions from a database's rows, refusing anything a commit could not have written: a
    seq gap or repeat, events of no session, a seed longer than the log, data that is not
    JSON, a wake-up time that is not an integer. `records` are (position, id, agent_name,
    seed_length, wake_at); `rows` are (position, seq, type, time, data) in position and seq
    order."""
    logs: dict[int, list[Event]] = {position: [] for position, *_ in records}
    names = {position: session_id for position, session_id, *_ in records}
    for position, seq, kind, time, data in rows:
        log = logs.get(position)
        if log is None:
            raise StoreError(f"events of an unknown session (position {position})")
        if seq != len(log):
            raise StoreError(f"session {names[position]}: event seq {seq} where {len(log)} was due")
        try:
            if not (isinstance(kind, str) and isinstance(time, int) and isinstance(data, str)):
                raise ValueError("a column has the wrong type")
            log.append(Event(kind, seq, time, decode_data(data)))
        except (ValueError, RecursionError) as error:
            raise StoreError(f"session {names[position]}: event {seq}: {error}") from None
    sessions = []
    for position, session_id, agent_name, seed_length, wake_at in records:
        events = tuple(logs[position])
        if not (isinstance(seed_length, int) and 0 <= seed_length <= len(events)):
            raise StoreError(
                f"session {session_id}: seed_length {seed_length} outside its {len(events)} events"
            )
        check_wake(session_id, wake_at)
        sessions.append(StoredSession(session_id, agent_name, seed_length, events, wake_at))
    return sessions


class EventLog(Sequence[Event]):
    """A session's events when a claim read only those from `start` on (the checkpoint's
    last covered event first): the ones before are read from the store the first time
    anything asks for one. Equal to any sequence of the same events."""

    __slots__ = ("_prefix", "_read", "_start", "_tail")

    def __init__(
        self, start: int, tail: Iterable[Event], read: Callable[[], Sequence[Event]] | None
    ) -> None:
        self._start = start
        self._tail: list[Event] = list(tail)
        self._read = read
        self._prefix: Sequence[Event] | None = None if start else ()

    @classmethod
    def of(cls, events: Sequence[Event]) -> EventLog:
        """A log of its own that starts as `events` (sharing the history read, if any)."""
        if isinstance(events, EventLog):
            copy = cls(events._start, events._tail, events._read)
            copy._prefix = events._prefix
            return copy
        return cls(0, events, None)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"EventLog({list(self)!r})"

    def __len__(self) -> int:
        return self._start + len(self._tail)

    @overload
    def __getitem__(self, index: int) -> Event: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Event]: ...

    def __getitem__(self, index: int | slice) -> Event | Sequence[Event]:
        start = self._start
        if isinstance(index, slice):
            first = index.indices(len(self))[0]
            if first >= start and (index.step is None or index.step > 0):
                return self._tail[slice(first - start, _shift(index.stop, start), index.step)]
            return list(self)[index]
        if index < 0:
            index += len(self)
        if index >= start:
            return self._tail[index - start]
        if index < 0:
            raise IndexError("log index out of range")
        return self._history()[index]

    def __iter__(self) -> Iterator[Event]:
        if self._start:
            yield from self._history()
        yield from self._tail

    def append(self, event: Event) -> None:
        self._tail.append(event)

    def _history(self) -> Sequence[Event]:
        if self._prefix is None:
            if self._read is None:
                raise StoreError("the events before the checkpoint cannot be read")
            self._prefix = self._read()
        return self._prefix


def _shift(stop: int | None, start: int) -> int | None:
    return None if stop is None else max(stop - start, 0) if stop >= 0 else stop


def assemble_events(session_id: str, start: int, rows: Iterable[Sequence[Any]]) -> list[Event]:
    """One session's events from `start` on, from (seq, type, time, data) rows in seq order,
    refusing what a commit could not have written."""
    events: list[Event] = []
    for seq, kind, time, data in rows:
        if seq != start + len(events):
            raise StoreError(
                f"session {session_id}: event seq {seq} where {start + len(events)} was due"
            )
        try:
            if not (isinstance(kind, str) and isinstance(time, int) and isinstance(data, str)):
                raise ValueError("a column has the wrong type")
            events.append(Event(kind, seq, time, decode_data(data)))
        except (ValueError, RecursionError) as error:
            raise StoreError(f"session {session_id}: event {seq}: {error}") from None
    return events


@dataclass
class _MemoryRecord:
    agent_name: str
    seed_length: int
    events: list[tuple[str, int, int, str]]
    wake_at: int | None
    lease: Lease | None = None
    handover: bool = False
    checkpoint: checkpoints.Stored | None = None
    seen: list[str] = field(default_factory=list)


class MemoryStore:
    """An in-memory `SessionStore`. Event data is kept as encoded JSON, as on disk, so what
    comes back is a fresh copy and data that a real store could not hold is refused."""

    shares_sync = False
    """Nothing to share: a commit is a few list operations, so a flush commits at once."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.clock: Clock = clock if clock is not None else SystemClock()
        self._sessions: dict[str, _MemoryRecord] = {}
        self._by_agent: dict[str, list[str]] = {}

    def claim(
        self,
        holder: Holder,
        ttl_ms: int,
        *,
        agent_name: str | None = None,
        session_id: str | None = None,
    ) -> list[ClaimedSession]:
        check_claim(agent_name, session_id)
        ids = [session_id] if session_id is not None else self._by_agent.get(agent_name or "", [])
        chosen = [(sid, self._sessions[sid]) for sid in ids if sid in self._sessions]
        now = self.clock.now_ms()
        leases = [claimed(record.lease, sid, holder, now, ttl_ms) for sid, record in chosen]
        return self._claimed(chosen, leases)

    def claim_many(
        self, holder: Holder, ttl_ms: int, session_ids: Sequence[str]
    ) -> list[ClaimedSession]:
        chosen = [(sid, self._record(sid)) for sid in check_session_ids(session_ids)]
        now = self.clock.now_ms()
        leases = [claimed(record.lease, sid, holder, now, ttl_ms) for sid, record in chosen]
        return self._claimed(chosen, leases)

    def claim_due(self, holder: Holder, ttl_ms: int, limit: int) -> list[ClaimedSession]:
        check_limit(limit)
        now = self.clock.now_ms()
        due = sorted(
            (record.wake_at, position, sid)
            for position, (sid, record) in enumerate(self._sessions.items())
            if record.wake_at is not None
            and record.wake_at <= now
            and (record.lease is None or not record.lease.live_at(now))
        )[:limit]
        chosen = [(sid, self._sessions[sid]) for _, _, sid in due]
        return self._claimed(
            chosen, [claimed(record.lease, sid, holder, now, ttl_ms) for sid, record in chosen]
        )

    def due_unclaimed(self) -> Backlog:
        now = self.clock.now_ms()
        due = sorted(
            (record.wake_at, position, sid)
            for position, (sid, record) in enumerate(self._sessions.items())
            if record.wake_at is not None
            and record.wake_at <= now
            and (record.lease is None or not record.lease.live_at(now))
        )
        if not due:
            return Backlog(0)
        return Backlog(len(due), due[0][2], due[0][0])

    def request_handover(self, lease: Lease) -> bool:
        record = self._record(lease.session_id)
        current = record.lease
        if current is None or not same_lease(current, lease):
            return False
        if not current.live_at(self.clock.now_ms()):
            return False
        record.handover = True
        return True

    def handovers(self, leases: Sequence[Lease]) -> list[str]:
        return [
            lease.session_id
            for lease in leases
            if (record := self._sessions.get(lease.session_id)) is not None
            and same_lease(record.lease, lease)
            and record.handover
        ]

    def create(
        self,
        agent_name: str,
        seed_length: int,
        events: Sequence[Event],
        holder: Holder,
        ttl_ms: int,
    ) -> ClaimedSession:
        taken = self._by_agent.get(agent_name)
        if taken:
            raise StoreError(f"agent {agent_name} already has session {taken[0]}")
        session_id = new_session_id(len(self._sessions), self._sessions.__contains__)
        session = StoredSession(session_id, agent_name, seed_length, tuple(events))
        lease = claimed(None, session_id, holder, self.clock.now_ms(), ttl_ms)
        self.create_session(session)
        self._sessions[session_id].lease = lease
        return ClaimedSession(session, lease)

    def create_session(self, session: StoredSession) -> None:
        if session.id in self._sessions:
            raise StoreError(f"session {session.id} already exists")
        check_new_session(session)
        self._sessions[session.id] = _MemoryRecord(
            session.agent_name,
            session.seed_length,
            _encode_all(session.id, session.events),
            session.wake_at,
        )
        self._by_agent.setdefault(session.agent_name, []).append(session.id)

    def load_sessions(self) -> list[StoredSession]:
        return [self._stored(sid, record) for sid, record in self._sessions.items()]

    def lease_of(self, session_id: str) -> Lease | None:
        record = self._sessions.get(session_id)
        return None if record is None else record.lease

    def read_events(self, session_id: str, stop: int) -> tuple[Event, ...]:
        record = self._record(session_id)
        return tuple(_decoded(record.events[:stop]))

    def checkpoint_of(self, session_id: str) -> tuple[checkpoints.Stored | None, list[str]]:
        record = self._record(session_id)
        return record.checkpoint, list(record.seen)

    def renew(self, lease: Lease, ttl_ms: int) -> Lease:
        record = self._record(lease.session_id)
        record.lease = renewed(record.lease, lease, self.clock.now_ms(), ttl_ms)
        return record.lease

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        held, ttl = check_leases(leases), check_ttl(ttl_ms)
        try:
            now = self.clock.now_ms()  # one decision time for all, as one transaction
        except Exception as error:
            raise StoreError(f"session store: the lease clock failed: {error!r}") from None
        outcomes: list[Lease | StoreError] = []
        for lease in held:
            try:
                record = self._record(lease.session_id)
                record.lease = renewed(record.lease, lease, now, ttl)
            except StoreError as error:
                outcomes.append(error)
            else:
                outcomes.append(record.lease)
        return outcomes

    def release(self, lease: Lease) -> None:
        record = self._record(lease.session_id)
        record.lease = released(record.lease, lease) or record.lease

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        outcomes: list[StoreError | None] = []
        for lease in check_leases(leases):
            try:
                self.release(lease)
            except StoreError as error:
                outcomes.append(error)
            else:
                outcomes.append(None)
        return outcomes

    def commit(
        self,
        lease: Lease,
        events: Sequence[SessionEvent],
        wake: WakeUp | None = None,
        checkpoint: checkpoints.Write | None = None,
    ) -> None:
        raise_outcome(self.commit_many([Commit(lease, events, wake, checkpoint)])[0])

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        outcomes: list[StoreError | None] = [None] * len(commits)
        try:
            now = self.clock.now_ms()  # one decision time for the group, as one transaction
        except Exception as error:
            failure = StoreError(f"session store: the lease clock failed: {error!r}")
            return group_failed(failure, outcomes)
        sessions = self._sessions
        for index, commit in enumerate(commits):
            lease, events, wake, checkpoint = commit
            record = sessions.get(lease.session_id)
            if (
                not events
                and wake is None
                and checkpoint is None
                and record is not None
                and record.lease is lease
                and now < lease.expires_at_ms
            ):
                continue  # nothing to write, and the fence passes on the same live lease
            try:
                self._commit_one(commit, now)
            except StoreError as error:
                outcomes[index] = error
        return outcomes

    def _commit_one(self, commit: Commit, now: int) -> None:
        """One session's commit: checked whole before anything is written."""
        lease, events, wake, checkpoint = commit
        record = self._sessions.get(lease.session_id) or self._record(lease.session_id)
        if record.lease is not lease or not now < lease.expires_at_ms:  # else the same live lease
            fenced(record.lease, lease, now)
        if not events and wake is None and checkpoint is None:
            return  # the fence alone
        if events:
            check_batch(lease.session_id, len(record.events), events)
        if wake is not None:
            check_wake(lease.session_id, wake.at)
        rows = _encode_all(lease.session_id, events) if events else []
        if checkpoint is not None:
            stored = checkpoints.stored_after(
                record.checkpoint,
                checkpoint,
                len(record.events),
                lambda start: _rows(record.events[start:]),
                _rows(rows),
            )
            del record.seen[checkpoint.seen_from :]
            record.seen.extend(checkpoint.seen)
            record.checkpoint = stored
        record.events.extend(rows)
        if wake is not None:
            record.wake_at = wake.at

    def close(self) -> None:
        """Nothing to release: like a database file, the state stays for the next host that
        opens this object."""

    def _record(self, session_id: str) -> _MemoryRecord:
        record = self._sessions.get(session_id)
        if record is None:
            raise StoreError(f"session {session_id} does not exist")
        return record

    def _claimed(
        self, chosen: Sequence[tuple[str, _MemoryRecord]], leases: Sequence[Lease]
    ) -> list[ClaimedSession]:
        """Record the leases (decided for every session before any is written, so a refusal
        writes none) and read the sessions after them."""
        claims = []
        for (sid, record), lease in zip(chosen, leases, strict=True):
            record.lease = lease
            record.handover = False
            claims.append(ClaimedSession(self._resumed(sid, record), lease))
        return claims

    def _stored(self, session_id: str, record: _MemoryRecord) -> StoredSession:
        events = tuple(_decoded(record.events))
        return StoredSession(
            session_id, record.agent_name, record.seed_length, events, record.wake_at
        )

    def _resumed(self, session_id: str, record: _MemoryRecord) -> StoredSession:
        """A claimed session: from its checkpoint when that matches the log, else whole (the
        reason noted)."""
        stored, length = record.checkpoint, len(record.events)
        if stored is None:
            return self._stored(session_id, record)
        start = stored.length - 1 if 0 < stored.length <= length else 0
        tail = record.events[start:]
        why = checkpoints.problem(stored, length, _rows(tail[:1])[0] if tail else None)
        if why is not None:
            return replace(self._stored(session_id, record), note=why)
        seen = record.seen
        return StoredSession(
            session_id,
            record.agent_name,
            record.seed_length,
            EventLog(start, _decoded(tail), lambda: self.read_events(session_id, start)),
            record.wake_at,
            checkpoint=checkpoints.Offer(
                stored.length,
                stored.state,
                lambda n: seen[:n],
                lambda n, i: i in seen[:n],
                lambda: self.read_events(session_id, stored.length),
            ),
        )


def _encode_all(session_id: str, events: Sequence[SessionEvent]) -> list[tuple[str, int, int, str]]:
    """Encode a whole batch first, so one unencodable event writes nothing. The memory store
    keeps the same text as the others, so what it refuses and how it reads back are theirs."""
    return [
        (event.type, event.seq, event.time, encode_data(session_id, event.data)) for event in events
    ]


_MSGSPEC_JSON: Final = msgspec.json.Encoder()


def _decoded(rows: Iterable[tuple[str, int, int, str]]) -> Iterable[Event]:
    return (Event(kind, seq, time, decode_data(data)) for kind, seq, time, data in rows)


def _rows(rows: Iterable[tuple[str, int, int, str]]) -> list[checkpoints.Row]:
    """The memory store's rows in the order every store's checkpoint chain reads them."""
    return [(seq, kind, time, data) for kind, seq, time, data in rows]


def encode_data(session_id: str, data: object) -> str:
    """Event data as the JSON text every store keeps; `StoreError` for what JSON cannot hold
    (NaN, non-string keys, bytes, ...) rather than a silent change. Surrogates, which a JSON
    string may carry but UTF-8 may not, are written as `\\udxxx` escapes: a lone one reads back
    as itself, a pair as the one character it spells (the same JSON and JavaScript string).

    It runs for every stored event, so data of the types msgspec writes byte for byte as
    `json.dumps` does (`_native`) is encoded by msgspec; anything else, and whatever msgspec
    refuses (a surrogate, an integer of too many digits), takes `json.dumps`."""
    try:
        if _native(data, _NATIVE_DEPTH):
            return _MSGSPEC_JSON.encode(data).decode()
    except (ValueError, RecursionError):  # refused by msgspec, or the stack was nearly full
        pass
    return _json_text(session_id, data)


def _native(value: object, room: int) -> bool:
    """Whether `value` is a string, an int, a bool, None, or a list or a dict with string keys
    of such values, nested at most `room` deep (exact types, no subclasses). Floats are left
    out: msgspec writes `1e16` where `json.dumps` writes `1e+16`. The depth bound leaves deep
    or circular data to `json.dumps`, which refuses it as before."""
    kind = type(value)
    if kind is dict:
        if not room:
            return False
        mapping: dict[object, object] = value  # type: ignore[assignment]  # `kind is dict`
        for key, item in mapping.items():
            if type(key) is not str or (type(item) not in _LEAVES and not _native(item, room - 1)):
                return False
        return True
    if kind is list:
        if not room:
            return False
        items: list[object] = value  # type: ignore[assignment]  # `kind is list`
        for item in items:
            if type(item) not in _LEAVES and not _native(item, room - 1):
                return False
        return True
    return kind in _LEAVES


_LEAVES: Final = frozenset({str, int, bool, type(None)})
_NATIVE_DEPTH: Final = 32
"""How deep `encode_data` lets msgspec encode; deeper data is rare and takes `json.dumps`."""


def _json_text(session_id: str, data: object) -> str:
    """`encode_data` by `json.dumps`: every value JSON can hold, the refusals worded by it."""
    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        _check_keys(data)
    except (TypeError, ValueError, RecursionError) as error:
        raise StoreError(f"session {session_id}: event data is not JSON: {error}") from None
    if text.isascii() or _SURROGATE.search(text) is None:  # isascii: a flag, no scan
        return text
    return _SURROGATE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


def decode_data(text: str) -> object:
    """The data `encode_data` wrote; a `ValueError` for text it cannot have written."""
    return _DECODER.decode(text)


def _check_keys(value: object) -> None:
    """`json.dumps` turns number, boolean and null keys into strings; refuse them instead.
    Only containers are visited (a scalar has no keys): this runs for every stored event."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"object keys must be strings, not {type(key).__name__}")
            if isinstance(item, _CONTAINERS):
                _check_keys(item)
    elif isinstance(value, list | tuple):
        for item in value:
            if isinstance(item, _CONTAINERS):
                _check_keys(item)


_CONTAINERS: Final = (dict, list, tuple)


def _not_json(constant: str) -> object:
    raise ValueError(f"{constant} is not JSON")


_DECODER = json.JSONDecoder(parse_constant=_not_json)
