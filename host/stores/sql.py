"""The SQL session store: every rule of the `SessionStore` protocol, written once.

`SqlStore` runs each operation as one transaction of SQL that SQLite and PostgreSQL both
speak, against a `Dialect` that supplies only what differs between them: its table names and
parameter marks, the statements of its own (bulk writes, the due sessions, what a commit reads
of each session), its locking (SQLite locks the file for the transaction, PostgreSQL the rows
of the sessions it touches), its lease clock and the mapping of its errors to `StoreError`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import checkpoints, grouped, resume
from dsh_schedule.host.stores.dialect import RECORD, Db, Dialect, Row, State, Writes, statement
from dsh_schedule.host.stores.encoding import encode_data
from dsh_schedule.host.stores.leases import (
    ROLES,
    Holder,
    Lease,
    Waits,
    check_leases,
    check_ttl,
    claimed,
    fenced,
    renewed_lease,
    same_lease,
)
from dsh_schedule.host.stores.rows import (
    assemble_events,
    assemble_sessions,
    holds,
    lease_batch,
    lease_row,
    positioned,
    releasing,
    renewing,
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
    raise_outcome,
    run_before_commit,
)
from dsh_schedule.host.stores.wake_index import Backlog, check_limit
from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.events import Event, SessionEvent


class SqlStore(SessionLog):
    """A `SessionStore` in a SQL database, the database's particulars from `dialect`."""

    shares_sync = True
    """Commits made together share one transaction: one sync, one COMMIT."""

    def __init__(self, dialect: Dialect) -> None:
        self._dialect = dialect
        self._waits = Waits(lambda: self.clock.now_ms())

    @property
    def clock(self) -> Clock:
        """The lease clock."""
        return self._dialect.clock

    @clock.setter
    def clock(self, clock: Clock) -> None:
        self._dialect.clock = clock

    def _sql(self, template: str) -> str:
        """`template` in the dialect: `{sessions}` and the like its tables, `?` its mark."""
        return statement(self._dialect.prefix, self._dialect.mark, template)

    # --- claims ------------------------------------------------------------------------------

    def claim_by(self, holder: Holder, ttl_ms: int, by: ClaimKey, key: str) -> list[ClaimedSession]:
        with self._dialect.write() as db:
            records = db.execute(
                self._sql(f"SELECT {RECORD} FROM {{sessions}} WHERE {by} = ? ORDER BY position")
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

    def due_unclaimed(self) -> Backlog:
        p, mark = self._dialect.prefix, self._dialect.mark
        due = (
            f"FROM {p}sessions s WHERE s.wake_at <= {mark} AND NOT EXISTS (SELECT 1 FROM"
            f" {p}leases l WHERE l.session = s.position AND l.expires_at > {mark})"
        )
        with self._dialect.read() as db:
            now = self._dialect.now(db)
            (count,) = db.execute(f"SELECT count(*) {due}", (now, now)).fetchone() or (0,)
            oldest = db.execute(
                f"SELECT s.id, s.wake_at {due} ORDER BY s.wake_at, s.position LIMIT 1", (now, now)
            ).fetchone()
        return Backlog(count, *oldest) if oldest else Backlog(0)

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
        positions = [record[0] for record in records]
        found = resume.heads(db, self._dialect, positions)
        starts = {position: _tail_start(*found[position]) for position in positions}
        tails = resume.tails(db, self._dialect, starts)
        sessions = [self._resumed(db, r, *found[r[0]], starts[r[0]], tails[r[0]]) for r in records]
        return [ClaimedSession(*pair) for pair in zip(sessions, leases, strict=True)]

    def _resumed(
        self,
        db: Db,
        record: Row,
        length: int,
        stored: checkpoints.Stored | None,
        start: int,
        rows: list[Row],
    ) -> StoredSession:
        """A claimed session, read in the open transaction: from its checkpoint when that
        matches the log, else whole (the reason noted), given its `length`, its `stored`
        checkpoint and its event `rows` from `start` on (`_tail_start`), as the claim read
        them for all its sessions at once. A record no commit could have written (a seed
        longer than the log, a wake-up time that is not one) is damage."""
        position, session_id, agent_name, seed_length, wake_at = record
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

    @contextmanager
    def creating(self) -> Iterator[Creation]:
        with self._dialect.write() as db:
            self._dialect.lock_creation(db)
            yield _SqlCreation(self, db)

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
            stored = resume.stored_checkpoints(db, self._dialect, [position]).get(position)
            return stored, self._seen(db, position, None)

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
            self._dialect.lock(db, [lease.session_id])
            states, now = self._states(db, [lease.session_id])
            state = states.get(lease.session_id)
            if state is None:
                raise StoreError(f"session {lease.session_id} does not exist")
            current, position = self._current(state, lease.session_id), state[0]
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
        return renewed_lease(self.renew_many([lease], ttl_ms)[0])

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        held, ttl = check_leases(leases), check_ttl(ttl_ms)
        if not held:
            return []
        with self._waits.asking(held) as asked, self._dialect.write() as db:
            ids = [lease.session_id for lease in held]
            self._dialect.lock(db, ids)
            states, now = self._states(db, ids)
            decide = renewing(now, ttl, lambda lease: asked[lease.session_id])
            outcomes, writes = lease_batch(held, states, self._current, decide)
            self._dialect.write_leases(db, writes)
        self._waits.settled(held)
        return outcomes

    def release(self, lease: Lease) -> None:
        raise_outcome(self.release_many([lease])[0])

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        held = check_leases(leases)
        if not held:
            return []
        self._waits.settled(held)
        with self._dialect.write() as db:
            ids = [lease.session_id for lease in held]
            self._dialect.lock(db, ids)
            states, _ = self._states(db, ids)
            outcomes, writes = lease_batch(held, states, self._current, releasing)
            self._dialect.write_leases(db, writes)
        return outcomes

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
        leases = [commits[i].lease for i in indexes]
        asked = self._waits.asked(leases)
        try:
            with self._dialect.write() if writers else self._dialect.peek() as db:
                self._dialect.lock(db, writers)
                states, now = self._states(db, [lease.session_id for lease in leases])
                self._waits.answered(leases, asked, now)
                group = grouped.gathered(
                    db,
                    self._dialect,
                    [
                        (states.get(lease.session_id), commits[i].checkpoint)
                        for lease, i in zip(leases, indexes, strict=True)
                    ],
                )
                for index, rows in zip(indexes, encoded, strict=True):
                    commit = commits[index]
                    try:
                        state = states.get(commit.lease.session_id)
                        when = (now, asked[commit.lease.session_id])
                        self._commit_one(db, commit, rows, state, when, group)
                    except StoreError as error:
                        outcomes[index] = error
                group.write(db, self._dialect)
                for index in indexes:  # the last thing before the COMMIT, accepted ones only
                    if outcomes[index] is None and commits[index].before_commit:
                        run_before_commit(commits[index])
        except StoreError as failure:
            self._waits.refused(leases, asked, failure)
            return group_failed(failure, outcomes)
        return outcomes

    def _commit_one(
        self,
        db: Db,
        commit: Commit,
        rows: Sequence[Row],
        state: State | None,
        when: tuple[int, int | None],
        group: Writes,
    ) -> None:
        """One session's commit in the open transaction, given its `state` as the group read
        it (None when there is no such session) and `when` (now, and when it asked the store,
        for `fenced`): its fence and its continuity are checked, then its events (`rows`,
        encoded) and its wake-up time join the group's writes. A `StoreError` here refuses
        this commit alone, having added nothing, so it needs no savepoint of its own."""
        lease = commit.lease
        if state is None:
            raise StoreError(f"session {lease.session_id} does not exist")
        position, stored_length, columns = state
        if not holds(columns, lease, *when):
            fenced(self._current(state, lease.session_id), lease, *when)
        if rows or commit.checkpoint is not None:
            durable_length = group.lengths.get(position, stored_length)
            check_batch(lease.session_id, durable_length, commit.events)
            if commit.checkpoint is not None:
                if position in group.lengths:
                    group.write(db, self._dialect)  # its chain reads the group's earlier rows
                self._checkpoint(db, position, durable_length, rows, commit.checkpoint, group)
            group.events.extend(positioned(position, rows))
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
        group: Writes,
    ) -> None:
        """Add the commit's checkpoint to the group's writes (`grouped.add_checkpoint`)."""
        fallback = functools.partial(self._event_rows, db, position)
        grouped.add_checkpoint(group, position, durable_length, rows, write, fallback)

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
            self._dialect.insert_events(db, list(positioned(position, rows)))
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


class _SqlCreation:
    """The SQL store in a transaction that holds the creation lock."""

    def __init__(self, store: SqlStore, db: Db) -> None:
        self._store = store
        self._db = db

    def agent_session(self, agent_name: str) -> str | None:
        taken = self._db.execute(
            self._store._sql(
                "SELECT id FROM {sessions} WHERE agent_name = ? ORDER BY position LIMIT 1"
            ),
            (agent_name,),
        ).fetchone()
        return None if taken is None else str(taken[0])

    def count(self) -> int:
        (count,) = self._db.execute(self._store._sql("SELECT count(*) FROM {sessions}")).fetchone()
        return int(count)

    def exists(self, session_id: str) -> bool:
        return self._store._exists(self._db, session_id)

    def now(self) -> int:
        return self._store._dialect.now(self._db)

    def insert(self, session: StoredSession, lease: Lease | None) -> None:
        position = self._store._insert(self._db, session)
        if lease is not None:
            self._store._dialect.write_leases(self._db, [lease_row(position, lease)])


def _tail_start(length: int, stored: checkpoints.Stored | None) -> int:
    """Where a claim reads a session's events from: the last one its checkpoint covers (to
    check it against), or the start when it has none that fits."""
    covered = 0 if stored is None else stored.length
    return covered - 1 if 0 < covered <= length else 0
