"""The sessions and their events: what a store keeps of each session, and how it grows.

A store holds only durable state: each session's record (id, the name of the root agent that
owns it, `seed_length`), the events committed for it, its lease (`leases.py`), its wake-up
time (`wake_index.py`) and its checkpoint (`checkpoints.py`). Live appends never reach the
store until a flush commits them, all or nothing and fenced on the committer's lease, so a
restart keeps exactly the flushed prefix and a process that lost its lease writes nothing. A
host opens only the sessions it was asked for (`claim`); loading every session
(`load_sessions`) is for readers such as `validate-log`, and claims nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Final, Literal, NamedTuple, Protocol, overload

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import checkpoints
from dsh_schedule.host.stores.leases import Holder, Lease, claimed
from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.events import Event, SessionEvent

_log = logging.getLogger(__name__)

TIMES: Final = range(-(2**63), 2**63)
"""The times an event or a wake-up may carry: what a 64-bit database integer holds."""


def check_wake(session_id: str, wake_at: int | None) -> None:
    if wake_at is not None and not (type(wake_at) is int and wake_at in TIMES):
        raise StoreError(
            f"session {session_id}: a wake-up time is a 64-bit integer or none, not {wake_at!r}"
        )


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


class WakeUp(NamedTuple):
    """A new wake-up time to store with a commit: `at` in epoch ms, or None for none."""

    at: int | None


class Commit(NamedTuple):
    """One session's part of a group commit (`SessionStore.commit_many`): what `commit`
    takes, as one value. (A named tuple: a flush builds one each time, and a tuple is the
    cheapest immutable value to build.)"""

    lease: Lease
    events: Sequence[SessionEvent]
    wake: WakeUp | None = None
    checkpoint: checkpoints.Write | None = None
    before_commit: Sequence[Callable[[], None]] = ()
    """What to run inside the transaction, once this commit is accepted (fenced, checked,
    its writes made) and just before the transaction commits: a host shows the answer to a
    reminder there, so that only the instructions between that showing and the COMMIT's write
    can repeat it (docs/reliability.md). Never run for a commit that is refused."""


class ClaimedSession(NamedTuple):
    """A session this process now holds: its durable state, read after the claim, and the
    lease every commit to it is fenced on."""

    stored: StoredSession
    lease: Lease


ClaimKey = Literal["agent_name", "id"]
"""What a claim selects sessions by: their agent's name, or their id."""


class Creation(Protocol):
    """A store held for creating sessions (`SessionLog.creating`)."""

    def agent_session(self, agent_name: str) -> str | None:
        """The id of the agent's first session; None when it has none."""
        ...

    def count(self) -> int:
        """How many sessions the store holds."""
        ...

    def exists(self, session_id: str) -> bool: ...

    def now(self) -> int:
        """Now on the lease clock."""
        ...

    def insert(self, session: StoredSession, lease: Lease | None) -> None:
        """Record `session` with its events and, unless None, its lease."""
        ...


class SessionLog(Protocol):
    """Sessions and their events: create, claim, read and commit. A store that derives from
    it gets the rules every store applies alike (`claim`, `create`, `create_session` and
    `commit`) from `claim_by`, `creating` and `commit_many`."""

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
        check_claim(agent_name, session_id)
        if agent_name is not None:
            return self.claim_by(holder, ttl_ms, "agent_name", agent_name)
        return self.claim_by(holder, ttl_ms, "id", session_id or "")

    def claim_by(self, holder: Holder, ttl_ms: int, by: ClaimKey, key: str) -> list[ClaimedSession]:
        """`claim` of the sessions whose `by` (their agent's name, or their id) is `key`."""
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
        with self.creating() as creation:
            taken = creation.agent_session(agent_name)
            if taken is not None:
                raise StoreError(f"agent {agent_name} already has session {taken}")
            session_id = new_session_id(creation.count(), creation.exists)
            session = StoredSession(session_id, agent_name, seed_length, tuple(events))
            check_new_session(session)
            lease = claimed(None, session_id, holder, creation.now(), ttl_ms)
            creation.insert(session, lease)
        return ClaimedSession(session, lease)

    def create_session(self, session: StoredSession) -> None:
        """Durably record a session as given, unclaimed (to import or seed a store); raises
        `StoreError` when the record is inconsistent or the id is taken."""
        check_new_session(session)
        with self.creating() as creation:
            if creation.exists(session.id):
                raise StoreError(f"session {session.id} already exists")
            creation.insert(session, None)

    def creating(self) -> AbstractContextManager[Creation]:
        """The store held for creating sessions, all that is inserted durable when the block
        ends normally: creations take turns, so an agent gets one session and ids stay
        unique."""
        ...

    def load_sessions(self) -> list[StoredSession]:
        """Every session with its durable events, in creation order; claims nothing."""
        ...

    def read_events(self, session_id: str, stop: int) -> tuple[Event, ...]:
        """The session's durable events before seq `stop` (a resumed session's history)."""
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
        raise_outcome(self.commit_many([Commit(lease, events, wake, checkpoint)])[0])

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        """Apply the commits of several sessions in one transaction (one sync to disk), each
        all or nothing on its own and fenced on its own lease, as `commit` would: each one's
        outcome is None once durable, or its own `LeaseLostError` or `StoreError` (having
        written nothing) while the others commit. When the transaction itself fails (a full
        disk, a lost connection), every commit without an error of its own gets a
        `StoreError` of its own and nothing is written."""
        ...

    def close(self) -> None: ...


def new_session_id(count: int, taken: Callable[[str], bool]) -> str:
    """`session-N`, N counting on from the number of sessions until an id is free."""
    n = count + 1
    while taken(f"session-{n}"):
        n += 1
    return f"session-{n}"


def run_before_commit(commit: Commit) -> None:
    """Run what `commit` asks to run before the transaction commits; one that raises is
    logged and never fails the commit (what it shows is a screen, not the log)."""
    for call in commit.before_commit:
        try:
            call()
        except Exception:
            _log.exception("session %s: a call before its commit raised", commit.lease.session_id)


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


def check_new_session(session: StoredSession) -> None:
    """The record rules every store applies before creating a session."""
    if not 0 <= session.seed_length <= len(session.events):
        raise StoreError(
            f"session {session.id}: seed_length {session.seed_length} outside "
            f"[0, {len(session.events)}]"
        )
    check_wake(session.id, session.wake_at)
    check_batch(session.id, 0, session.events)


def check_batch(session_id: str, durable_length: int, events: Sequence[SessionEvent]) -> None:
    """A batch must continue the durable log: seqs contiguous from its current length, each
    event with a string type and an integer time a database column can hold."""
    for offset, event in enumerate(events):
        if event.seq != durable_length + offset:
            raise StoreError(
                f"session {session_id}: event seq {event.seq} does not continue the durable "
                f"log at {durable_length + offset}"
            )
        if not (isinstance(event.type, str) and type(event.time) is int and event.time in TIMES):
            raise StoreError(
                f"session {session_id}: event {event.seq} needs a string type and a 64-bit "
                f"integer time, not {event.type!r} and {event.time!r}"
            )


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
