"""The SQL session store: every rule of the `SessionStore` protocol, written once.

`SqlStore` runs each operation as one transaction of SQL that SQLite and PostgreSQL both
speak, against a `Dialect` that supplies only what differs between them: its table names and
parameter marks, the statements of its own (bulk writes, the due sessions, what a commit reads
of each session), its locking (SQLite locks the file for the transaction, PostgreSQL the rows
of the sessions it touches), its lease clock and the mapping of its errors to `StoreError`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol, TypeVar

from dsh_schedule.host.store_errors import StoreError
from dsh_schedule.host.stores import checkpoints
from dsh_schedule.host.stores.encoding import decode_data, encode_data
from dsh_schedule.host.stores.leases import (
    ROLES,
    Holder,
    Lease,
    LeaseLostError,
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
    Commit,
    EventLog,
    StoredSession,
    WakeUp,
    check_batch,
    check_claim,
    check_new_session,
    check_session_ids,
    group_failed,
    new_session_id,
    raise_outcome,
)
from dsh_schedule.host.stores.wake_index import check_limit, check_wake
from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.events import Event, SessionEvent

Row = tuple[Any, ...]
Db = Any
"""A connection of the dialect's driver (`sqlite3` or psycopg): `execute` returns a cursor."""

State = tuple[int, int, Row]
"""A session's state as a commit reads it: position, durable length and the lease's columns
(epoch, host, pid, instance, claimed_at, expires_at, role; NULLs without a lease)."""

RECORD = "position, id, agent_name, seed_length, wake_at"
"""A session's record as `assemble_sessions` reads it."""

_LEASE = "epoch, host, pid, instance, claimed_at, expires_at, role"


class Dialect(Protocol):
    """What one database supplies to `SqlStore`."""

    where: str
    """How messages name the store (its path, or its URL without the password)."""
    clock: Clock
    prefix: str
    """What the dialect's table names start with."""
    mark: str
    """Its parameter mark."""
    for_update: str
    """What a SELECT adds to lock the rows it reads for the transaction ("" when the
    transaction already holds the whole store)."""

    def write(self) -> AbstractContextManager[Db]:
        """A transaction that may write, committed when the block ends normally."""
        ...

    def read(self) -> AbstractContextManager[Db]:
        """A transaction whose reads agree (one snapshot)."""
        ...

    def peek(self) -> AbstractContextManager[Db]:
        """A connection for reads that need not agree with each other."""
        ...

    def now(self, db: Db) -> int:
        """Now on the lease clock, read after the transaction's locks were taken."""
        ...

    def lock(self, db: Db, session_ids: Sequence[str]) -> None:
        """Lock the sessions' rows for the transaction, in position order."""
        ...

    def lock_creation(self, db: Db) -> None:
        """Make creations take turns, so an agent gets one session and ids stay unique."""
        ...

    def among(self, column: str, values: Sequence[object]) -> tuple[str, list[object]]:
        """A condition that `column` is one of `values`, and its parameters."""
        ...

    def many(self, db: Db, statement: str, rows: Sequence[Row]) -> None:
        """Run `statement` once for each row."""
        ...

    def insert_events(self, db: Db, rows: Sequence[Row]) -> None:
        """Insert event rows (session position, seq, type, time, data)."""
        ...

    def write_wakes(self, db: Db, wakes: Mapping[int, int | None]) -> None:
        """Store wake-up times, by position."""
        ...

    def write_leases(self, db: Db, rows: Sequence[Row]) -> None:
        """Record leases (`lease_row`s); a handover request stays while the epoch does."""
        ...

    def lease_rows(self, db: Db, positions: Sequence[int]) -> Iterable[Row]:
        """The leases of the sessions at `positions`: (position, *lease columns) each."""
        ...

    def due(self, db: Db, now: int, limit: int) -> list[Row]:
        """Locked records of at most `limit` sessions due at `now` that no live lease holds."""
        ...

    def states(self, db: Db, session_ids: Sequence[str]) -> tuple[dict[str, State], int]:
        """The `State` of each of the sessions that exist, by id, and now on the lease clock."""
        ...

    def load(self, db: Db) -> tuple[list[Row], Iterable[Row]]:
        """Every session's record, in position order, and every event row (position, seq,
        type, time, data) in position and seq order."""
        ...

    def holds_checkpoints(self) -> bool:
        """Whether the store has checkpoint tables (a file too old to have them reads none)."""
        ...

    def check_event(self, session_id: str, event: SessionEvent) -> None:
        """Refuse an event whose text the database cannot hold, before anything is sent."""
        ...

    def close(self) -> None:
        """Close the connection; the next operation connects again."""
        ...


@cache
def _statement(prefix: str, mark: str, template: str) -> str:
    tables = ("sessions", "events", "leases", "checkpoints", "seen_ids")
    text = template.format(**{name: prefix + name for name in tables})
    return text if mark == "?" else text.replace("?", mark)


class SqlStore:
    """A `SessionStore` in a SQL database, the database's particulars from `dialect`."""

    shares_sync = True
    """Commits made together share one transaction: one sync, one COMMIT."""

    def __init__(self, dialect: Dialect) -> None:
        self._dialect = dialect

    @property
    def clock(self) -> Clock:
        """The lease clock."""
        return self._dialect.clock

    @clock.setter
    def clock(self, clock: Clock) -> None:
        self._dialect.clock = clock

    def _sql(self, template: str) -> str:
        """`template` in the dialect: `{sessions}` and the like its tables, `?` its mark."""
        return _statement(self._dialect.prefix, self._dialect.mark, template)

    # --- claims ------------------------------------------------------------------------------

    def claim(
        self,
        holder: Holder,
        ttl_ms: int,
        *,
        agent_name: str | None = None,
        session_id: str | None = None,
    ) -> list[ClaimedSession]:
        where, key = claim_selector(agent_name, session_id)
        with self._dialect.write() as db:
            records = db.execute(
                self._sql(f"SELECT {RECORD} FROM {{sessions}} WHERE {where} = ? ORDER BY position")
                + self._dialect.for_update,
                (key,),
            ).fetchall()
            return self._claimed(db, records, holder, ttl_ms)

    def claim_many(
        self, holder: Holder, ttl_ms: int, session_ids: Sequence[str]
    ) -> list[ClaimedSession]:
        ids = check_session_ids(session_ids)
        if not ids:
            return []
        with self._dialect.write() as db:
            condition, parameters = self._dialect.among("id", ids)
            records = db.execute(
                self._sql(f"SELECT {RECORD} FROM {{sessions}} WHERE ")
                + f"{condition} ORDER BY position{self._dialect.for_update}",
                parameters,
            ).fetchall()
            found = {record[1]: record for record in records}
            for session_id in ids:
                if session_id not in found:
                    raise StoreError(f"session {session_id} does not exist")
            # Locked in position order, as every claim locks; read in the order asked for.
            return self._claimed(db, [found[i] for i in ids], holder, ttl_ms)

    def claim_due(self, holder: Holder, ttl_ms: int, limit: int) -> list[ClaimedSession]:
        check_limit(limit)
        with self._dialect.write() as db:
            now = self._dialect.now(db)
            records = self._dialect.due(db, now, limit)
            # A lease read by the search may predate a claim that committed before the lock
            # was taken: read them again, now that the rows are ours, and keep the free ones.
            current = self._leases(db, records)
            free = [r for r in records if r[0] not in current or not current[r[0]].live_at(now)]
            return self._claimed(db, free, holder, ttl_ms)

    def _claimed(
        self, db: Db, records: list[Row], holder: Holder, ttl_ms: int
    ) -> list[ClaimedSession]:
        """Claim the locked sessions of `records`, all or none, and read them after claiming."""
        current = self._leases(db, records)
        now = self._dialect.now(db)
        leases = [claimed(current.get(r[0]), r[1], holder, now, ttl_ms) for r in records]
        self._dialect.write_leases(
            db, [lease_row(r[0], lease) for r, lease in zip(records, leases, strict=True)]
        )
        sessions = [self._resumed(db, record) for record in records]
        return [ClaimedSession(*pair) for pair in zip(sessions, leases, strict=True)]

    def _resumed(self, db: Db, record: Row) -> StoredSession:
        """A claimed session, read in the open transaction: from its checkpoint when that
        matches the log, else whole (the reason noted). A record no commit could have written
        (a seed longer than the log, a wake-up time that is not one) is damage."""
        position, session_id, agent_name, seed_length, wake_at = record
        (length,) = db.execute(
            self._sql("SELECT coalesce(max(seq) + 1, 0) FROM {events} WHERE session = ?"),
            (position,),
        ).fetchone()
        stored = self._stored_checkpoint(db, position)
        covered = 0 if stored is None else stored.length
        # From the checkpoint's last covered event on; a gap there is damage found here.
        start = covered - 1 if 0 < covered <= length else 0
        rows = self._event_rows(db, position, start)
        why = (
            None
            if stored is None
            else checkpoints.problem(stored, length, rows[0] if rows else None)
        )
        events: Sequence[Event]
        if stored is None or why is not None:
            if start:
                rows = self._event_rows(db, position, 0)
            events = tuple(self._events(session_id, 0, rows))
            offer = None
        else:
            tail = self._events(session_id, start, rows)
            events = EventLog(start, tail, lambda: self.read_events(session_id, start))
            offer = checkpoints.Offer(
                stored.length,
                stored.state,
                lambda n: self._seen_ids(position, n),
                lambda n, schedule_id: self._has_seen(position, n, schedule_id),
                lambda: self.read_events(session_id, stored.length),
            )
        check_wake(session_id, wake_at)
        if not (isinstance(seed_length, int) and 0 <= seed_length <= length):
            raise StoreError(
                f"session store {self._dialect.where}: damaged: session {session_id}: "
                f"seed_length {seed_length} outside its {length} events"
            )
        return StoredSession(
            session_id, agent_name, seed_length, events, wake_at, checkpoint=offer, note=why
        )

    # --- creation and reading ------------------------------------------------------------------

    def create(
        self,
        agent_name: str,
        seed_length: int,
        events: Sequence[Event],
        holder: Holder,
        ttl_ms: int,
    ) -> ClaimedSession:
        with self._dialect.write() as db:
            self._dialect.lock_creation(db)
            taken = db.execute(
                self._sql(
                    "SELECT id FROM {sessions} WHERE agent_name = ? ORDER BY position LIMIT 1"
                ),
                (agent_name,),
            ).fetchone()
            if taken is not None:
                raise StoreError(f"agent {agent_name} already has session {taken[0]}")
            (count,) = db.execute(self._sql("SELECT count(*) FROM {sessions}")).fetchone()
            session_id = new_session_id(count, lambda i: self._exists(db, i))
            session = StoredSession(session_id, agent_name, seed_length, tuple(events))
            check_new_session(session)
            position = self._insert(db, session)
            lease = claimed(None, session_id, holder, self._dialect.now(db), ttl_ms)
            self._dialect.write_leases(db, [lease_row(position, lease)])
        return ClaimedSession(session, lease)

    def create_session(self, session: StoredSession) -> None:
        check_new_session(session)
        with self._dialect.write() as db:
            self._dialect.lock_creation(db)
            if self._exists(db, session.id):
                raise StoreError(f"session {session.id} already exists")
            self._insert(db, session)

    def load_sessions(self) -> list[StoredSession]:
        with self._dialect.read() as db:
            records, rows = self._dialect.load(db)
            try:
                return assemble_sessions(records, rows)
            except StoreError as error:
                raise StoreError(f"session store {self._dialect.where}: damaged: {error}") from None

    def read_events(self, session_id: str, stop: int) -> tuple[Event, ...]:
        with self._dialect.read() as db:
            position = self._position(db, session_id)
            rows = db.execute(
                self._sql(
                    "SELECT seq, type, time, data FROM {events} WHERE session = ? AND seq < ?"
                    " ORDER BY seq"
                ),
                (position, stop),
            ).fetchall()
        events = self._events(session_id, 0, rows)
        if len(events) != stop:
            raise StoreError(
                f"session store {self._dialect.where}: damaged: session {session_id}: "
                f"{len(events)} events before seq {stop}"
            )
        return tuple(events)

    def checkpoint_of(self, session_id: str) -> tuple[checkpoints.Stored | None, list[str]]:
        if not self._dialect.holds_checkpoints():
            return None, []
        with self._dialect.read() as db:
            position = self._position(db, session_id)
            return self._stored_checkpoint(db, position), self._seen(db, position, None)

    # --- leases ------------------------------------------------------------------------------

    def lease_of(self, session_id: str) -> Lease | None:
        with self._dialect.peek() as db:
            found = db.execute(
                self._sql("SELECT position FROM {sessions} WHERE id = ?"), (session_id,)
            ).fetchone()
            return (
                None if found is None else self._leases(db, [(found[0], session_id)]).get(found[0])
            )

    def request_handover(self, lease: Lease) -> bool:
        with self._dialect.write() as db:
            position, current, now = self._locked(db, lease.session_id)
            if current is None or not same_lease(current, lease) or not current.live_at(now):
                return False
            db.execute(
                self._sql("UPDATE {leases} SET handover = ? WHERE session = ?"), (True, position)
            )
            return True

    def handovers(self, leases: Sequence[Lease]) -> list[str]:
        if not leases:
            return []
        with self._dialect.peek() as db:
            condition, parameters = self._dialect.among("id", [x.session_id for x in leases])
            asked = db.execute(
                self._sql(
                    "SELECT id, epoch, instance FROM {sessions} JOIN {leases} ON session = position"
                    " WHERE handover = ? AND "
                )
                + condition,
                [True, *parameters],
            ).fetchall()
        held = {(lease.session_id, lease.epoch, lease.holder.instance) for lease in leases}
        return [session_id for session_id, *rest in asked if (session_id, *rest) in held]

    def renew(self, lease: Lease, ttl_ms: int) -> Lease:
        with self._dialect.write() as db:
            position, current, now = self._locked(db, lease.session_id)
            new = renewed(current, lease, now, ttl_ms)
            self._dialect.write_leases(db, [lease_row(position, new)])
        return new

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        held, ttl = check_leases(leases), check_ttl(ttl_ms)
        if not held:
            return []
        with self._dialect.write() as db:
            ids = [lease.session_id for lease in held]
            self._dialect.lock(db, ids)
            states, now = self._states(db, ids)
            outcomes, writes = lease_batch(held, states, self._current, renewing(now, ttl))
            self._dialect.write_leases(db, writes)
        return outcomes

    def release(self, lease: Lease) -> None:
        with self._dialect.write() as db:
            position, current, _ = self._locked(db, lease.session_id)
            new = released(current, lease)
            if new is not None:
                self._dialect.write_leases(db, [lease_row(position, new)])

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        held = check_leases(leases)
        if not held:
            return []
        with self._dialect.write() as db:
            ids = [lease.session_id for lease in held]
            self._dialect.lock(db, ids)
            states, _ = self._states(db, ids)
            outcomes, writes = lease_batch(held, states, self._current, releasing)
            self._dialect.write_leases(db, writes)
        return outcomes

    def _locked(self, db: Db, session_id: str) -> tuple[int, Lease | None, int]:
        """The session's position, lease and now, read after locking its row."""
        self._dialect.lock(db, [session_id])
        states, now = self._states(db, [session_id])
        state = states.get(session_id)
        if state is None:
            raise StoreError(f"session {session_id} does not exist")
        return state[0], self._current(state, session_id), now

    def _current(self, state: State, session_id: str) -> Lease | None:
        """A session's current lease from its `State` (NULL columns: none, since a stored
        epoch is NOT NULL); `StoreError` when the lease row is damaged."""
        columns = state[2]
        return None if columns[0] is None else self._lease_of(columns, session_id)

    def _leases(self, db: Db, records: Sequence[Row]) -> dict[int, Lease]:
        """The leases of the sessions of `records` (position and id first), by position."""
        names = {position: session_id for position, session_id, *_ in records}
        if not names:
            return {}
        return {
            position: self._lease_of(columns, names[position])
            for position, *columns in self._dialect.lease_rows(db, list(names))
        }

    def _lease_of(self, columns: Sequence[Any], session_id: str) -> Lease:
        """The lease a row's columns (epoch, host, pid, instance, claimed_at, expires_at, role)
        record; `StoreError` when they are damaged."""
        epoch, host, pid, instance, claimed_at, expires_at, role = columns
        if not (
            all(isinstance(v, int) for v in (epoch, pid, claimed_at, expires_at))
            and isinstance(host, str)
            and isinstance(instance, str)
            and role in ROLES
        ):
            raise StoreError(
                f"session store {self._dialect.where}: damaged: session {session_id}: "
                "a lease column has the wrong type"
            )
        return Lease(session_id, Holder(host, pid, instance, role), epoch, claimed_at, expires_at)

    # --- commits -----------------------------------------------------------------------------

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
        # The commits that pass the checks before the transaction, and their encoded rows,
        # side by side rather than a tuple each, and no list for a commit without events: a
        # burst's group holds thousands of them until it is written, and every object held
        # that long adds to the garbage collector's full collections.
        indexes: list[int] = []
        encoded: list[Sequence[Row]] = []
        writers: list[str] = []  # fence checks alone need no lock
        for index, commit in enumerate(commits):
            try:  # encoded before the transaction, so unencodable data writes nothing
                rows: Sequence[Row] = self._rows(commit.lease.session_id, commit.events)
                if commit.wake is not None:
                    check_wake(commit.lease.session_id, commit.wake.at)
            except StoreError as error:
                outcomes[index] = error
                continue
            indexes.append(index)
            encoded.append(rows)
            if rows or commit.wake is not None or commit.checkpoint is not None:
                writers.append(commit.lease.session_id)
        if not indexes:
            return outcomes
        try:
            with self._dialect.write() if writers else self._dialect.peek() as db:
                self._dialect.lock(db, writers)
                states, now = self._states(db, [commits[i].lease.session_id for i in indexes])
                group = Writes()
                for index, rows in zip(indexes, encoded, strict=True):
                    commit = commits[index]
                    try:
                        state = states.get(commit.lease.session_id)
                        self._commit_one(db, commit, rows, state, now, group)
                    except StoreError as error:
                        outcomes[index] = error
                group.write(db, self._dialect)
        except StoreError as failure:
            return group_failed(failure, outcomes)
        return outcomes

    def _commit_one(
        self,
        db: Db,
        commit: Commit,
        rows: Sequence[Row],
        state: State | None,
        now: int,
        group: Writes,
    ) -> None:
        """One session's commit in the open transaction, given its `state` as the group read
        it (None when there is no such session): its fence and its continuity are checked,
        then its events (`rows`, encoded) and its wake-up time join the group's writes. A
        `StoreError` here refuses this commit alone, having added nothing, so it needs no
        savepoint of its own."""
        lease = commit.lease
        if state is None:
            raise StoreError(f"session {lease.session_id} does not exist")
        position, stored_length, lease_columns = state
        if not holds(lease_columns, lease, now):  # read as a `Lease`, checked, to refuse
            fenced(self._current(state, lease.session_id), lease, now)
        if rows or commit.checkpoint is not None:
            durable_length = group.lengths.get(position, stored_length)
            check_batch(lease.session_id, durable_length, commit.events)
            if commit.checkpoint is not None:
                if position in group.lengths:
                    group.write(db, self._dialect)  # its chain reads the group's earlier rows
                self._checkpoint(db, position, durable_length, rows, commit.checkpoint)
            group.events.extend(_at(position, rows))
            group.lengths[position] = durable_length + len(rows)
        if commit.wake is not None:
            group.wakes[position] = commit.wake.at

    def _states(self, db: Db, session_ids: Sequence[str]) -> tuple[dict[str, State], int]:
        return self._dialect.states(db, session_ids)

    def _checkpoint(
        self,
        db: Db,
        position: int,
        durable_length: int,
        rows: Sequence[Row],
        write: checkpoints.Write,
    ) -> None:
        """Store the commit's checkpoint in the open transaction, its digest chained on over
        the rows it adds to the previous one."""
        previous = self._stored_checkpoint(db, position)
        stored = checkpoints.stored_after(
            previous,
            write,
            durable_length,
            lambda start: self._event_rows(db, position, start),
            rows,
        )
        db.execute(
            self._sql(
                "INSERT INTO {checkpoints} VALUES (?, ?, ?, ?, ?) ON CONFLICT (session) DO UPDATE"
                " SET length = excluded.length, digest = excluded.digest,"
                " prior = excluded.prior, state = excluded.state"
            ),
            (position, stored.length, stored.digest, stored.prior, stored.state),
        )
        db.execute(
            self._sql("DELETE FROM {seen_ids} WHERE session = ? AND ordinal >= ?"),
            (position, write.seen_from),
        )
        self._dialect.many(
            db,
            self._sql("INSERT INTO {seen_ids} VALUES (?, ?, ?)"),
            [(position, *pair) for pair in checkpoints.seen_rows(write)],
        )

    def _rows(self, session_id: str, events: Sequence[SessionEvent]) -> Sequence[Row]:
        """Encode a whole batch before the transaction, so unencodable data writes nothing."""
        if not events:
            return ()
        for event in events:
            self._dialect.check_event(session_id, event)
        return [(e.seq, e.type, e.time, encode_data(session_id, e.data)) for e in events]

    # --- reads within a transaction ----------------------------------------------------------

    def _insert(self, db: Db, session: StoredSession) -> int:
        rows = self._rows(session.id, session.events)
        (position,) = db.execute(
            self._sql(
                "INSERT INTO {sessions} (id, agent_name, seed_length, wake_at)"
                " VALUES (?, ?, ?, ?) RETURNING position"
            ),
            (session.id, session.agent_name, session.seed_length, session.wake_at),
        ).fetchall()[0]
        if rows:
            self._dialect.insert_events(db, list(_at(position, rows)))
        result: int = position
        return result

    def _exists(self, db: Db, session_id: str) -> bool:
        found = db.execute(self._sql("SELECT 1 FROM {sessions} WHERE id = ?"), (session_id,))
        return found.fetchone() is not None

    def _position(self, db: Db, session_id: str) -> int:
        found = db.execute(
            self._sql("SELECT position FROM {sessions} WHERE id = ?"), (session_id,)
        ).fetchone()
        if found is None:
            raise StoreError(f"session {session_id} does not exist")
        position: int = found[0]
        return position

    def _event_rows(self, db: Db, position: int, start: int) -> list[checkpoints.Row]:
        rows: list[checkpoints.Row] = db.execute(
            self._sql(
                "SELECT seq, type, time, data FROM {events} WHERE session = ? AND seq >= ?"
                " ORDER BY seq"
            ),
            (position, start),
        ).fetchall()
        return rows

    def _events(self, session_id: str, start: int, rows: Iterable[Row]) -> list[Event]:
        try:
            return assemble_events(session_id, start, rows)
        except StoreError as error:
            raise StoreError(f"session store {self._dialect.where}: damaged: {error}") from None

    def _stored_checkpoint(self, db: Db, position: int) -> checkpoints.Stored | None:
        found = db.execute(
            self._sql("SELECT length, digest, prior, state FROM {checkpoints} WHERE session = ?"),
            (position,),
        ).fetchone()
        if found is None:
            return None
        length, digest, prior, state = found
        return checkpoints.Stored(
            length, digest, prior, bytes(state) if isinstance(state, memoryview) else state
        )

    def _seen(self, db: Db, position: int, stop: int | None) -> list[str]:
        rows = db.execute(
            self._sql(
                "SELECT id FROM {seen_ids} WHERE session = ? AND ordinal < ? ORDER BY ordinal"
            ),
            (position, 2**63 - 1 if stop is None else stop),
        )
        return [schedule_id for (schedule_id,) in rows]

    def _seen_ids(self, position: int, stop: int) -> list[str]:
        with self._dialect.peek() as db:
            return self._seen(db, position, stop)

    def _has_seen(self, position: int, stop: int, schedule_id: str) -> bool:
        with self._dialect.peek() as db:
            found = db.execute(
                self._sql(
                    "SELECT 1 FROM {seen_ids} WHERE session = ? AND id = ? AND ordinal < ? LIMIT 1"
                ),
                (position, schedule_id, stop),
            ).fetchone()
            return found is not None

    def close(self) -> None:
        self._dialect.close()


@dataclass
class Writes:
    """What a group writes, gathered as its commits pass their checks, then written in two
    statements."""

    lengths: dict[int, int] = field(default_factory=dict)
    """Each writing session's durable length, by position, as the group's commits land."""
    events: list[Row] = field(default_factory=list)
    wakes: dict[int, int | None] = field(default_factory=dict)

    def write(self, db: Db, dialect: Dialect) -> None:
        """Write what was gathered so far (nothing, not even a statement, when there is
        nothing), and start gathering anew."""
        if self.events:
            dialect.insert_events(db, self.events)
        if self.wakes:
            dialect.write_wakes(db, self.wakes)
        self.events.clear()
        self.wakes.clear()


def _at(position: int, rows: Iterable[Row]) -> Iterable[Row]:
    return ((position, *row) for row in rows)


def holds(columns: Sequence[Any], lease: Lease, now: int) -> bool:
    """The fence on a lease's raw columns (epoch, host, pid, instance, claimed_at, expires_at,
    role; None without a lease): whether `lease` is the session's current one and has not
    expired, its columns of the types a `Lease` needs. False sends the commit to `fenced`,
    which says why (or that the row is damaged)."""
    epoch, host, pid, instance, claimed_at, expires_at, role = columns
    holder = lease.holder
    return (
        type(epoch) is int
        and type(pid) is int
        and type(claimed_at) is int
        and type(expires_at) is int
        and type(host) is str
        and type(instance) is str
        and role in ROLES
        and now < expires_at
        and epoch == lease.epoch
        and host == holder.host
        and pid == holder.pid
        and instance == holder.instance
        and role == holder.role
    )


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
