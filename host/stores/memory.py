"""`MemoryStore`: the `SessionStore` protocol kept in memory.

Hosts that share one object behave like processes that share one database. Event data is kept
as the JSON text the SQL stores keep, so what it refuses and how it reads back are theirs.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import checkpoints
from dsh_schedule.host.stores.encoding import decode_data, encode_data
from dsh_schedule.host.stores.leases import (
    Holder,
    Lease,
    check_leases,
    check_ttl,
    claimed,
    fenced,
    released,
    renewed,
    same_lease,
)
from dsh_schedule.host.stores.sessions import (
    ClaimedSession,
    ClaimKey,
    Commit,
    Creation,
    EventLog,
    SessionLog,
    StoredSession,
    check_batch,
    check_session_ids,
    check_wake,
    group_failed,
    run_before_commit,
)
from dsh_schedule.host.stores.wake_index import Backlog, check_limit
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.events import Event, SessionEvent


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


class MemoryStore(SessionLog):
    """An in-memory `SessionStore`. Event data is kept as encoded JSON, as on disk, so what
    comes back is a fresh copy and data that a real store could not hold is refused."""

    shares_sync = False
    """Nothing to share: a commit is a few list operations, so a flush commits at once."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.clock: Clock = clock if clock is not None else SystemClock()
        self._sessions: dict[str, _MemoryRecord] = {}
        self._by_agent: dict[str, list[str]] = {}

    def claim_by(self, holder: Holder, ttl_ms: int, by: ClaimKey, key: str) -> list[ClaimedSession]:
        ids = [key] if by == "id" else self._by_agent.get(key, [])
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
        chosen = [(sid, self._sessions[sid]) for _, sid in self._due(now)[:limit]]
        return self._claimed(
            chosen, [claimed(record.lease, sid, holder, now, ttl_ms) for sid, record in chosen]
        )

    def due_unclaimed(self) -> Backlog:
        due = self._due(self.clock.now_ms())
        if not due:
            return Backlog(0)
        return Backlog(len(due), due[0][1], due[0][0])

    def _due(self, now: int) -> list[tuple[int, str]]:
        """(wake-up time, id) of the sessions due at `now` that no live lease holds, earliest
        first, in creation order at one time."""
        due = sorted(
            (record.wake_at, position, sid)
            for position, (sid, record) in enumerate(self._sessions.items())
            if record.wake_at is not None
            and record.wake_at <= now
            and (record.lease is None or not record.lease.live_at(now))
        )
        return [(wake_at, sid) for wake_at, _, sid in due]

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

    @contextmanager
    def creating(self) -> Iterator[Creation]:
        yield _MemoryCreation(self)

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

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        outcomes: list[StoreError | None] = [None] * len(commits)
        try:
            now = self.clock.now_ms()  # one decision time for the group, as one transaction
        except Exception as error:
            failure = StoreError(f"session store: the lease clock failed: {error!r}")
            return group_failed(failure, outcomes)
        sessions = self._sessions
        for index, commit in enumerate(commits):
            lease, events, wake, checkpoint, before = commit
            record = sessions.get(lease.session_id)
            if (
                not events
                and wake is None
                and checkpoint is None
                and not before
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
        """One session's commit: checked whole before anything is written; what it asks to
        run before it commits runs once it is accepted, right before it is applied."""
        lease, events, wake, checkpoint, before = commit
        record = self._sessions.get(lease.session_id) or self._record(lease.session_id)
        if record.lease is not lease or not now < lease.expires_at_ms:  # else the same live lease
            fenced(record.lease, lease, now)
        if not events and wake is None and checkpoint is None:
            if before:
                run_before_commit(commit)
            return  # the fence alone
        if events:
            check_batch(lease.session_id, len(record.events), events)
        if wake is not None:
            check_wake(lease.session_id, wake.at)
        rows = _encode_all(lease.session_id, events) if events else []
        stored = (
            None
            if checkpoint is None
            else checkpoints.stored_after(
                record.checkpoint,
                checkpoint,
                len(record.events),
                lambda start: _rows(record.events[start:]),
                _rows(rows),
            )
        )
        if before:
            run_before_commit(commit)
        if checkpoint is not None:
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


class _MemoryCreation:
    """The memory store held for a creation: a Python call, which nothing interleaves."""

    def __init__(self, store: MemoryStore) -> None:
        self._store = store
        self._sessions = store._sessions
        self._by_agent = store._by_agent

    def agent_session(self, agent_name: str) -> str | None:
        taken = self._by_agent.get(agent_name)
        return taken[0] if taken else None

    def count(self) -> int:
        return len(self._sessions)

    def exists(self, session_id: str) -> bool:
        return session_id in self._sessions

    def now(self) -> int:
        return self._store.clock.now_ms()

    def insert(self, session: StoredSession, lease: Lease | None) -> None:
        self._sessions[session.id] = _MemoryRecord(
            session.agent_name,
            session.seed_length,
            _encode_all(session.id, session.events),
            session.wake_at,
            lease,
        )
        self._by_agent.setdefault(session.agent_name, []).append(session.id)


def _encode_all(session_id: str, events: Sequence[SessionEvent]) -> list[tuple[str, int, int, str]]:
    """Encode a whole batch first, so one unencodable event writes nothing. The memory store
    keeps the same text as the others, so what it refuses and how it reads back are theirs."""
    return [
        (event.type, event.seq, event.time, encode_data(session_id, event.data)) for event in events
    ]


def _decoded(rows: Iterable[tuple[str, int, int, str]]) -> Iterable[Event]:
    return (Event(kind, seq, time, decode_data(data)) for kind, seq, time, data in rows)


def _rows(rows: Iterable[tuple[str, int, int, str]]) -> list[checkpoints.Row]:
    """The memory store's rows in the order every store's checkpoint chain reads them."""
    return [(seq, kind, time, data) for kind, seq, time, data in rows]
