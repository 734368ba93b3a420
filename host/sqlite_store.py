"""The durable `SessionStore`: one SQLite file, every commit one transaction synced to disk.

The WAL journal with `synchronous=FULL` makes a transaction durable when its COMMIT returns,
and a crash at any point (SIGKILL, power loss) leaves either all of a batch or none of it.
Leases live in their own table beside the sessions, and every commit checks the committer's
lease in the same transaction as its rows. The file carries an application id and a schema
version, and its tables and the column types of its sessions are checked on open, so a
foreign, newer or mismatched file is refused there with one `StoreError` naming the path and
the problem; a file of an older version is upgraded in place. Damaged pages are refused the
same way, "damaged", when they are read, instead of being read wrongly or written over: SQLite
checks each page it loads, and every row read is checked; reading every session
(`load_sessions`, as `validate-log` does) first checks every page of the file (`quick_check`).
An open reads no history, so it costs the same whatever the file holds. A store opened
`read_only` never writes, not even to upgrade or to set the journal mode.
"""

from __future__ import annotations

import itertools
import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Final

from dsh_schedule.host import checkpoints
from dsh_schedule.host.leases import (
    ROLES,
    Holder,
    Lease,
    check_ttl,
    claimed,
    fenced,
    released,
    renewed,
    same_lease,
)
from dsh_schedule.host.store import (
    Backlog,
    ClaimedSession,
    Commit,
    EventLog,
    StoredSession,
    StoreError,
    WakeUp,
    assemble_events,
    assemble_sessions,
    check_batch,
    check_leases,
    check_limit,
    check_new_session,
    check_session_ids,
    check_wake,
    claim_selector,
    encode_data,
    group_failed,
    lease_batch,
    lease_row,
    new_session_id,
    raise_outcome,
    releasing,
    renewing,
)
from dsh_schedule.host.store_errors import StoreBusyError
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.events import Event, SessionEvent

APPLICATION_ID: Final = 0x44534853
"""`PRAGMA application_id` of a session store ("DSHS"): tells our files from other databases."""

LAYOUTS: Final = (
    (
        "CREATE TABLE sessions ("
        " position INTEGER PRIMARY KEY,"
        " id TEXT NOT NULL UNIQUE,"
        " agent_name TEXT NOT NULL,"
        " seed_length INTEGER NOT NULL)",
        "CREATE TABLE events ("
        " session INTEGER NOT NULL REFERENCES sessions (position),"
        " seq INTEGER NOT NULL,"
        " type TEXT NOT NULL,"
        " time INTEGER NOT NULL,"
        " data TEXT NOT NULL,"
        " PRIMARY KEY (session, seq)) WITHOUT ROWID",
    ),
    (
        "CREATE INDEX sessions_by_agent ON sessions (agent_name)",
        "CREATE TABLE leases ("
        " session INTEGER PRIMARY KEY REFERENCES sessions (position),"
        " epoch INTEGER NOT NULL,"
        " host TEXT NOT NULL,"
        " pid INTEGER NOT NULL,"
        " instance TEXT NOT NULL,"
        " claimed_at INTEGER NOT NULL,"
        " expires_at INTEGER NOT NULL)",
    ),
    (
        "ALTER TABLE sessions ADD COLUMN wake_at INTEGER",
        "UPDATE sessions SET wake_at = 0"
        " WHERE EXISTS (SELECT 1 FROM events WHERE events.session = sessions.position)",
        "CREATE INDEX sessions_by_wake ON sessions (wake_at) WHERE wake_at IS NOT NULL",
        "ALTER TABLE leases ADD COLUMN role TEXT NOT NULL DEFAULT 'host'",
        "ALTER TABLE leases ADD COLUMN handover INTEGER NOT NULL DEFAULT 0",
    ),
    (
        "CREATE TABLE checkpoints ("
        " session INTEGER PRIMARY KEY REFERENCES sessions (position),"
        " length INTEGER NOT NULL,"
        " digest TEXT NOT NULL,"
        " prior TEXT NOT NULL,"
        " state BLOB NOT NULL)",
        "CREATE TABLE seen_ids ("
        " session INTEGER NOT NULL REFERENCES sessions (position),"
        " ordinal INTEGER NOT NULL,"
        " id TEXT NOT NULL,"
        " PRIMARY KEY (session, ordinal)) WITHOUT ROWID",
        "CREATE INDEX seen_ids_by_id ON seen_ids (session, id)",
    ),
)
"""What each schema version adds to the one before: version 1 holds sessions in creation order
(`position`) and events keyed by session and seq, data as JSON; version 2 adds the leases and
the index that finds an agent's sessions; version 3 adds each session's wake-up time and its
index, and each lease's holder role and handover request. An upgraded session with events gets
the wake-up time 0, "look at it now": the first worker that opens it stores the real one.
Version 4 adds each session's checkpoint (`checkpoints.py`: opaque state, the number of events
it covers, their chain digest) and the seen ids it does not hold, by create index; an upgraded
session gets its checkpoint at the first flush of a host that opens it."""

SCHEMA_VERSION: Final = len(LAYOUTS)
"""`PRAGMA user_version` of the newest layout; older files are upgraded, newer ones refused."""

BUSY_TIMEOUT_S: Final = 5.0
"""How long an operation waits for another process's write lock before it gives up."""

# What each SQLite result code means to someone holding the file (extended codes included).
_PROBLEMS: Final = {
    "SQLITE_NOTADB": "not a SQLite database",
    "SQLITE_CORRUPT": "damaged",
    "SQLITE_CANTOPEN": "cannot be opened",
    "SQLITE_BUSY": "locked by another process",
    "SQLITE_READONLY": "read-only",
    "SQLITE_FULL": "the disk is full",
    "SQLITE_IOERR": "input/output error",
}

_FAILURES: Final = (sqlite3.Error, OverflowError, UnicodeDecodeError, OSError)
"""What SQLite raises for a bad file or a failed write (or a value it cannot hold); each
becomes a `StoreError`."""

_SQLITE_MAGIC: Final = b"SQLite format 3\0"

Row = tuple[Any, ...]

_RECORD: Final = "position, id, agent_name, seed_length, wake_at"
"""A session's record as `assemble_sessions` reads it."""


class SqliteStore:
    """A `SessionStore` in the SQLite file at `path`, initialised when the file is new or
    empty. `close()` releases the file; using the store again opens it again, checks
    included, as a restarted process would."""

    shares_sync = True
    """Commits made together share one transaction, so one sync to disk."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        clock: Clock | None = None,
        read_only: bool = False,
        busy_timeout_s: float = BUSY_TIMEOUT_S,
    ) -> None:
        self.path = Path(path)
        self.clock: Clock = clock if clock is not None else SystemClock()
        self.read_only = read_only
        self._busy_timeout_s = busy_timeout_s
        self._connection: sqlite3.Connection | None = None
        self._version = SCHEMA_VERSION
        self._database()

    def claim(
        self,
        holder: Holder,
        ttl_ms: int,
        *,
        agent_name: str | None = None,
        session_id: str | None = None,
    ) -> list[ClaimedSession]:
        where, key = claim_selector(agent_name, session_id)
        with self._transaction("BEGIN IMMEDIATE") as db:
            records = db.execute(
                f"SELECT {_RECORD} FROM sessions WHERE {where} = ? ORDER BY position", (key,)
            ).fetchall()
            return self._claimed(db, records, holder, ttl_ms)

    def claim_many(
        self, holder: Holder, ttl_ms: int, session_ids: Sequence[str]
    ) -> list[ClaimedSession]:
        ids = check_session_ids(session_ids)
        if not ids:
            return []
        with self._transaction("BEGIN IMMEDIATE") as db:
            records = []
            for session_id in ids:
                record = db.execute(
                    f"SELECT {_RECORD} FROM sessions WHERE id = ?", (session_id,)
                ).fetchone()
                if record is None:
                    raise StoreError(f"session {session_id} does not exist")
                records.append(record)
            return self._claimed(db, records, holder, ttl_ms)

    def claim_due(self, holder: Holder, ttl_ms: int, limit: int) -> list[ClaimedSession]:
        check_limit(limit)
        with self._transaction("BEGIN IMMEDIATE") as db:
            now = self._now()
            records = db.execute(
                f"SELECT {_RECORD} FROM sessions LEFT JOIN leases ON session = position"
                " WHERE wake_at <= ? AND (session IS NULL OR expires_at <= ?)"
                " ORDER BY wake_at, position LIMIT ?",
                (now, now, limit),
            ).fetchall()
            return self._claimed(db, records, holder, ttl_ms)

    def due_unclaimed(self) -> Backlog:
        with self._transaction("BEGIN") as db:
            now = self._now()
            due = (
                "FROM sessions LEFT JOIN leases ON session = position"
                " WHERE wake_at <= ? AND (session IS NULL OR expires_at <= ?)"
            )
            (count,) = db.execute(f"SELECT count(*) {due}", (now, now)).fetchone()
            oldest = db.execute(
                f"SELECT id, wake_at {due} ORDER BY wake_at, position LIMIT 1", (now, now)
            ).fetchone()
        return Backlog(count, *oldest) if oldest else Backlog(0)

    def request_handover(self, lease: Lease) -> bool:
        with self._transaction("BEGIN IMMEDIATE") as db:
            position = self._position(db, lease.session_id)
            current = self._lease(db, position, lease.session_id)
            if current is None or not same_lease(current, lease):
                return False
            if not current.live_at(self._now()):
                return False
            db.execute("UPDATE leases SET handover = 1 WHERE session = ?", (position,))
            return True

    def handovers(self, leases: Sequence[Lease]) -> list[str]:
        if not leases:
            return []
        with self._transaction("BEGIN") as db:
            asked = db.execute(
                "SELECT id, epoch, instance FROM sessions JOIN leases ON session = position"
                f" WHERE handover = 1 AND id IN ({', '.join('?' * len(leases))})",
                [lease.session_id for lease in leases],
            ).fetchall()
        held = {(lease.session_id, lease.epoch, lease.holder.instance) for lease in leases}
        return [session_id for session_id, *rest in asked if (session_id, *rest) in held]

    def create(
        self,
        agent_name: str,
        seed_length: int,
        events: Sequence[Event],
        holder: Holder,
        ttl_ms: int,
    ) -> ClaimedSession:
        with self._transaction("BEGIN IMMEDIATE") as db:
            taken = db.execute(
                "SELECT id FROM sessions WHERE agent_name = ? LIMIT 1", (agent_name,)
            ).fetchone()
            if taken is not None:
                raise StoreError(f"agent {agent_name} already has session {taken[0]}")
            (count,) = db.execute("SELECT count(*) FROM sessions").fetchone()
            session_id = new_session_id(
                count,
                lambda i: (
                    db.execute("SELECT 1 FROM sessions WHERE id = ?", (i,)).fetchone() is not None
                ),
            )
            session = StoredSession(session_id, agent_name, seed_length, tuple(events))
            check_new_session(session)
            position = self._insert(db, session)
            lease = claimed(None, session_id, holder, self.clock.now_ms(), ttl_ms)
            _write_lease(db, position, lease)
        return ClaimedSession(session, lease)

    def create_session(self, session: StoredSession) -> None:
        check_new_session(session)
        with self._transaction("BEGIN IMMEDIATE") as db:
            if db.execute("SELECT 1 FROM sessions WHERE id = ?", (session.id,)).fetchone():
                raise StoreError(f"session {session.id} already exists")
            self._insert(db, session)

    def load_sessions(self) -> list[StoredSession]:
        with self._transaction("BEGIN") as db:
            damage = _page_damage(db)  # it reads every page: so does this whole read
            if damage is not None:
                raise StoreError(f"session store {self.path}: {damage}")
            # A file of an older version, read-only and so not upgraded, reads as the upgrade
            # would leave it: a session with events is due now, "look at it".
            wake_at = (
                "wake_at"
                if self._version >= 3
                else "CASE WHEN EXISTS (SELECT 1 FROM events WHERE session = position) THEN 0 END"
            )
            records = db.execute(
                f"SELECT position, id, agent_name, seed_length, {wake_at} FROM sessions"
                " ORDER BY position"
            ).fetchall()
            return self._assemble(db, records, whole=True)

    def lease_of(self, session_id: str) -> Lease | None:
        with self._transaction("BEGIN") as db:
            found = db.execute("SELECT position FROM sessions WHERE id = ?", (session_id,))
            row = found.fetchone()
            return None if row is None else self._lease(db, row[0], session_id)

    def renew(self, lease: Lease, ttl_ms: int) -> Lease:
        with self._transaction("BEGIN IMMEDIATE") as db:
            position = self._position(db, lease.session_id)
            new = renewed(self._lease(db, position, lease.session_id), lease, self._now(), ttl_ms)
            _write_lease(db, position, new)
        return new

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        held, ttl = check_leases(leases), check_ttl(ttl_ms)
        if not held:
            return []
        with self._transaction("BEGIN IMMEDIATE") as db:
            now = self._now()
            states = self._states(db, [lease.session_id for lease in held])
            outcomes, writes = lease_batch(held, states, self._current, renewing(now, ttl))
            db.executemany(_WRITE_LEASE, writes)
        return outcomes

    def release(self, lease: Lease) -> None:
        with self._transaction("BEGIN IMMEDIATE") as db:
            position = self._position(db, lease.session_id)
            new = released(self._lease(db, position, lease.session_id), lease)
            if new is not None:
                _write_lease(db, position, new)

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        held = check_leases(leases)
        if not held:
            return []
        with self._transaction("BEGIN IMMEDIATE") as db:
            states = self._states(db, [lease.session_id for lease in held])
            outcomes, writes = lease_batch(held, states, self._current, releasing)
            db.executemany(_WRITE_LEASE, writes)
        return outcomes

    def _current(self, state: _State, session_id: str) -> Lease | None:
        """A session's current lease from its `_states` row (NULL columns: none, since a
        stored epoch is NOT NULL); `StoreError` when the lease row is damaged."""
        columns = state[2]
        return None if columns[0] is None else self._lease_of(columns, session_id)

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
        writes = False  # fence checks alone need no write lock
        for index, commit in enumerate(commits):
            try:  # encoded before the transaction, so unencodable data writes nothing
                rows: Sequence[Row] = (
                    _rows(commit.lease.session_id, commit.events) if commit.events else ()
                )
                if commit.wake is not None:
                    check_wake(commit.lease.session_id, commit.wake.at)
            except StoreError as error:
                outcomes[index] = error
                continue
            indexes.append(index)
            encoded.append(rows)
            if not writes:
                writes = bool(rows) or commit.wake is not None or commit.checkpoint is not None
        if not indexes:
            return outcomes
        try:
            with self._transaction("BEGIN IMMEDIATE" if writes else "BEGIN") as db:
                now = self._now()  # read once the lock is ours: the moment of every fence
                states = self._states(db, [commits[i].lease.session_id for i in indexes])
                group = _Writes()
                for index, rows in zip(indexes, encoded, strict=True):
                    commit = commits[index]
                    try:
                        state = states.get(commit.lease.session_id)
                        self._commit_one(db, commit, rows, state, now, group)
                    except StoreError as error:
                        outcomes[index] = error
                group.write(db)
        except StoreError as failure:
            return group_failed(failure, outcomes)
        return outcomes

    def _commit_one(
        self,
        db: sqlite3.Connection,
        commit: Commit,
        rows: Sequence[Row],
        state: _State | None,
        now: int,
        group: _Writes,
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
        if not _holds(lease_columns, lease, now):  # read again as a `Lease`, checked, to refuse
            fenced(self._lease(db, position, lease.session_id), lease, now)
        if rows or commit.checkpoint is not None:
            durable_length = group.lengths.get(position, stored_length)
            check_batch(lease.session_id, durable_length, commit.events)
            if commit.checkpoint is not None:
                if position in group.lengths:
                    group.write(db)  # its chain reads this session's earlier rows of the group
                self._checkpoint(db, position, durable_length, rows, commit.checkpoint)
            group.events.extend(_at(position, rows))
            group.lengths[position] = durable_length + len(rows)
        if commit.wake is not None:
            group.wakes[position] = commit.wake.at

    def _states(self, db: sqlite3.Connection, session_ids: Sequence[str]) -> dict[str, _State]:
        """The state of each of the sessions that exist, by id, read in one statement per
        `_STATE_CHUNK` of them: position, durable length, then the lease's columns (None
        without a lease)."""
        wanted = list(dict.fromkeys(session_ids))
        states: dict[str, _State] = {}
        for start in range(0, len(wanted), _STATE_CHUNK):
            chunk: list[str | None] = list(wanted[start : start + _STATE_CHUNK])
            size = 1 << (len(chunk) - 1).bit_length()  # a few sizes, so a few cached statements
            chunk += [None] * (size - len(chunk))  # NULL matches no id
            for row in _fetched(db, _state_query(self._version, size), chunk):
                states[row[0]] = (row[1], row[2], row[3:])
        return states

    def read_events(self, session_id: str, stop: int) -> tuple[Event, ...]:
        with self._transaction("BEGIN") as db:
            position = self._position(db, session_id)
            rows = db.execute(
                "SELECT seq, type, time, data FROM events WHERE session = ? AND seq < ?"
                " ORDER BY seq",
                (position, stop),
            )
            return _history(self._events(session_id, 0, rows), stop, session_id, self.path)

    def checkpoint_of(self, session_id: str) -> tuple[checkpoints.Stored | None, list[str]]:
        if self._version < 4:  # read-only, not upgraded: no checkpoint yet
            return None, []
        with self._transaction("BEGIN") as db:
            position = self._position(db, session_id)
            return _stored_checkpoint(db, position), _seen(db, position, None)

    def _checkpoint(
        self,
        db: sqlite3.Connection,
        position: int,
        durable_length: int,
        rows: Sequence[Row],
        write: checkpoints.Write,
    ) -> None:
        """Store the commit's checkpoint in the open transaction, its digest chained on over
        the rows it adds to the previous one."""

        def earlier(start: int) -> list[checkpoints.Row]:
            found: list[checkpoints.Row] = db.execute(
                "SELECT seq, type, time, data FROM events WHERE session = ? AND seq >= ?"
                " ORDER BY seq",
                (position, start),
            ).fetchall()
            return found

        previous = _stored_checkpoint(db, position)
        stored = checkpoints.stored_after(previous, write, durable_length, earlier, rows)
        db.execute(
            "INSERT INTO checkpoints VALUES (?, ?, ?, ?, ?) ON CONFLICT (session) DO UPDATE SET"
            " length = excluded.length, digest = excluded.digest, prior = excluded.prior,"
            " state = excluded.state",
            (position, stored.length, stored.digest, stored.prior, stored.state),
        )
        db.execute(
            "DELETE FROM seen_ids WHERE session = ? AND ordinal >= ?", (position, write.seen_from)
        )
        db.executemany(
            "INSERT INTO seen_ids VALUES (?, ?, ?)",
            [(position, *pair) for pair in checkpoints.seen_rows(write)],
        )

    def _log(
        self, db: sqlite3.Connection, position: int, session_id: str
    ) -> tuple[list[Event], list[checkpoints.Row]]:
        rows = db.execute(
            "SELECT seq, type, time, data FROM events WHERE session = ? ORDER BY seq", (position,)
        ).fetchall()
        return self._events(session_id, 0, rows), rows

    def _events(self, session_id: str, start: int, rows: Iterable[Row]) -> list[Event]:
        try:
            return assemble_events(session_id, start, rows)
        except StoreError as error:
            raise StoreError(f"session store {self.path}: damaged: {error}") from None

    def close(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            try:
                connection.close()
            except sqlite3.Error as error:
                raise self._failure(error) from None

    def _now(self) -> int:
        try:
            return self.clock.now_ms()
        except Exception as error:  # the lease clock failed: no decision can be fenced on it
            raise StoreError(
                f"session store {self.path}: the lease clock failed: {error!r}"
            ) from None

    def _position(self, db: sqlite3.Connection, session_id: str) -> int:
        found = db.execute("SELECT position FROM sessions WHERE id = ?", (session_id,)).fetchone()
        if found is None:
            raise StoreError(f"session {session_id} does not exist")
        position: int = found[0]
        return position

    def _lease(self, db: sqlite3.Connection, position: int, session_id: str) -> Lease | None:
        if self._version < 2:  # a file of version 1, opened read-only, has no leases yet
            return None
        role = "role" if self._version >= 3 else "'host'"  # read-only, not upgraded
        row = db.execute(
            f"SELECT epoch, host, pid, instance, claimed_at, expires_at, {role} FROM leases"
            " WHERE session = ?",
            (position,),
        ).fetchone()
        return None if row is None else self._lease_of(row, session_id)

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
                f"session store {self.path}: damaged: session {session_id}: "
                "a lease column has the wrong type"
            )
        return Lease(session_id, Holder(host, pid, instance, role), epoch, claimed_at, expires_at)

    def _claimed(
        self, db: sqlite3.Connection, records: list[Row], holder: Holder, ttl_ms: int
    ) -> list[ClaimedSession]:
        """Claim the sessions of `records` in the open transaction, all or none, and read
        them after claiming."""
        now = self._now()
        leases = [claimed(self._lease(db, r[0], r[1]), r[1], holder, now, ttl_ms) for r in records]
        for (position, *_), lease in zip(records, leases, strict=True):
            _write_lease(db, position, lease)
        sessions = [self._resumed(db, record) for record in records]
        return [ClaimedSession(*pair) for pair in zip(sessions, leases, strict=True)]

    def _resumed(self, db: sqlite3.Connection, record: Row) -> StoredSession:
        """A claimed session, read in the open transaction: from its checkpoint when that
        matches the log, else whole (the reason noted)."""
        position, session_id, agent_name, seed_length, wake_at = record
        (length,) = db.execute(
            "SELECT coalesce(max(seq) + 1, 0) FROM events WHERE session = ?", (position,)
        ).fetchone()
        stored = _stored_checkpoint(db, position)
        covered = 0 if stored is None else stored.length
        # From the checkpoint's last covered event on; a gap there is damage found here.
        start = covered - 1 if 0 < covered <= length else 0
        rows = db.execute(
            "SELECT seq, type, time, data FROM events WHERE session = ? AND seq >= ? ORDER BY seq",
            (position, start),
        ).fetchall()
        why = None
        if stored is not None:
            why = checkpoints.problem(stored, length, rows[0] if rows else None)
        if stored is None or why is not None:
            if start:
                rows = db.execute(
                    "SELECT seq, type, time, data FROM events WHERE session = ? ORDER BY seq",
                    (position,),
                ).fetchall()
            events: Sequence[Event] = tuple(self._events(session_id, 0, rows))
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
                f"session store {self.path}: damaged: session {session_id}: seed_length "
                f"{seed_length} outside its {length} events"
            )
        return StoredSession(
            session_id, agent_name, seed_length, events, wake_at, checkpoint=offer, note=why
        )

    def _seen_ids(self, position: int, stop: int) -> list[str]:
        with self._transaction("BEGIN") as db:
            return _seen(db, position, stop)

    def _has_seen(self, position: int, stop: int, schedule_id: str) -> bool:
        with self._transaction("BEGIN") as db:
            found = db.execute(
                "SELECT 1 FROM seen_ids WHERE session = ? AND id = ? AND ordinal < ? LIMIT 1",
                (position, schedule_id, stop),
            ).fetchone()
            return found is not None

    def _insert(self, db: sqlite3.Connection, session: StoredSession) -> int:
        rows = _rows(session.id, session.events)
        position = db.execute(
            "INSERT INTO sessions (id, agent_name, seed_length, wake_at) VALUES (?, ?, ?, ?)",
            (session.id, session.agent_name, session.seed_length, session.wake_at),
        ).lastrowid
        assert position is not None
        db.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?)", _at(position, rows))
        return position

    def _assemble(
        self, db: sqlite3.Connection, records: list[Row], *, whole: bool
    ) -> list[StoredSession]:
        """The sessions of `records` with their events, read in the open transaction; `whole`
        when they are every session, so that events of no session are noticed too."""
        try:
            rows: Iterator[Row]
            if whole:
                rows = db.execute(
                    "SELECT session, seq, type, time, data FROM events ORDER BY session, seq"
                )
            else:
                rows = itertools.chain.from_iterable(
                    db.execute(
                        "SELECT session, seq, type, time, data FROM events WHERE session = ?"
                        " ORDER BY seq",
                        (position,),
                    )
                    for position, *_ in records
                )
            return assemble_sessions(records, rows)
        except StoreError as error:
            raise StoreError(f"session store {self.path}: damaged: {error}") from None

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[sqlite3.Connection]:
        """One transaction, committed when the block ends normally and rolled back otherwise;
        any SQLite failure becomes a `StoreError`."""
        if self.read_only and begin != "BEGIN":
            raise StoreError(f"session store {self.path}: opened read-only")
        db = self._database()
        try:
            db.execute(begin)
            yield db
            db.execute("COMMIT")
        except _FAILURES as error:
            raise self._failure(error) from None
        finally:
            if db.in_transaction:
                db.rollback()

    def _database(self) -> sqlite3.Connection:
        if self._connection is None:
            self._connection = self._connect()
        return self._connection

    def _connect(self) -> sqlite3.Connection:
        if not self.path.parent.is_dir():
            raise StoreError(
                f"session store {self.path}: the directory {self.path.parent} does not exist"
            )
        if not self.read_only:
            return self._opened(str(self.path))
        if not self.path.is_file():
            raise StoreError(f"session store {self.path}: no such file")
        uri = f"{self.path.resolve().as_uri()}?mode=ro"
        try:
            return self._opened(uri)
        except StoreError:
            # A WAL file needs its shared-memory file, which a reader cannot create in a
            # folder it may not write. With no write-ahead log beside it, the file alone is
            # the whole database, and reading it as immutable is exact.
            if Path(f"{self.path}-wal").exists() or Path(f"{self.path}-shm").exists():
                raise
            return self._opened(f"{uri}&immutable=1")

    def _opened(self, target: str) -> sqlite3.Connection:
        """A connection to `target` (a path, or a URI when read-only), checked and prepared."""
        try:
            db = sqlite3.connect(
                target, uri=self.read_only, isolation_level=None, timeout=self._busy_timeout_s
            )
        except sqlite3.Error as error:
            raise self._failure(error) from None
        db.text_factory = _text
        try:
            self._prepare(db)
        except _FAILURES as error:
            db.close()
            raise self._failure(error) from None
        except BaseException:
            db.close()
            raise
        return db

    def _prepare(self, db: sqlite3.Connection) -> None:
        """Initialise a new file, upgrade an older one, or refuse one that is not a sound
        store. Nothing is written to a file until it is known to be empty or ours, and
        nothing at all when the store is read-only."""
        if _is_empty(db):
            if self.read_only or _holds_other_data(self.path):
                raise StoreError(
                    f"session store {self.path}: "
                    + ("not a SQLite database" if not self.read_only else _foreign(db))
                )
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("BEGIN IMMEDIATE")
            if _is_empty(db):  # another process may have initialised it meanwhile
                _upgrade(db, 0)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute("COMMIT")
        problem = self._problem(db)
        if problem is not None:
            raise StoreError(f"session store {self.path}: {problem}")
        if self.read_only:
            return
        if db.execute("PRAGMA journal_mode = WAL").fetchone() != ("wal",):
            raise StoreError(f"session store {self.path}: cannot use a WAL journal here")
        if self._version < SCHEMA_VERSION:
            db.execute("BEGIN IMMEDIATE")
            _upgrade(db, _user_version(db))
            db.execute("COMMIT")
            self._version = SCHEMA_VERSION
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")

    def _problem(self, db: sqlite3.Connection) -> str | None:
        """Why this database is not a sound session store this code can read, if it is not;
        records the version it is at."""
        if db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            return _foreign(db)
        version = _user_version(db)
        if not 1 <= version <= SCHEMA_VERSION:
            age = "an older" if version < 1 else "a newer"
            return (
                f"written with {age} schema version {version}; this dsh-schedule reads "
                f"versions 1 to {SCHEMA_VERSION}"
            )
        self._version = version
        if _schema_of(db) != _expected_schema(version):
            return f"its tables do not match schema version {version}"
        (mistyped,) = db.execute(
            "SELECT group_concat(quote(id), ', ') FROM sessions WHERE typeof(id) != 'text'"
            " OR typeof(agent_name) != 'text' OR typeof(seed_length) != 'integer'"
        ).fetchone()
        if mistyped is not None:
            return f"damaged (sessions {mistyped}: a column has the wrong type)"
        return None

    def _failure(self, error: Exception) -> StoreError:
        name = getattr(error, "sqlite_errorname", None) or ""
        problem = next((p for code, p in _PROBLEMS.items() if name.startswith(code)), "failed")
        if isinstance(error, UnicodeDecodeError):
            problem = "damaged"
        kind = StoreBusyError if name.startswith("SQLITE_BUSY") else StoreError
        return kind(f"session store {self.path}: {problem} ({error})")


_State = tuple[int, int, Row]
"""A session's state as a group commit reads it: position, durable length and the lease's
columns (`SqliteStore._states`)."""

_STATE_CHUNK: Final = 512
"""At most this many sessions' states per statement (SQLite limits a statement's
parameters)."""


@cache
def _state_query(version: int, size: int) -> str:
    """The statement that reads the state of `size` sessions in a file of `version` (a file
    opened read-only keeps its older layout: version 1 has no leases, version 2 no roles)."""
    length = "(SELECT coalesce(max(seq) + 1, 0) FROM events WHERE events.session = s.position)"
    marks = ", ".join("?" * size)
    if version < 2:
        return (
            f"SELECT s.id, s.position, {length}, NULL, NULL, NULL, NULL, NULL, NULL, NULL"
            f" FROM sessions AS s WHERE s.id IN ({marks})"
        )
    role = "l.role" if version >= 3 else "'host'"
    return (
        f"SELECT s.id, s.position, {length}, l.epoch, l.host, l.pid, l.instance, l.claimed_at,"
        f" l.expires_at, {role} FROM sessions AS s"
        f" LEFT JOIN leases AS l ON l.session = s.position WHERE s.id IN ({marks})"
    )


def _fetched(db: sqlite3.Connection, query: str, parameters: Sequence[Any]) -> list[Row]:
    """The rows of `query`, their text decoded by SQLite's module itself, without a call of
    `_text` for each value; text that is not UTF-8 is read again with `_text`, so that it
    fails as every other read of damaged text does."""
    db.text_factory = str
    try:
        return db.execute(query, parameters).fetchall()
    except sqlite3.OperationalError as error:
        if getattr(error, "sqlite_errorcode", None) is not None:
            raise  # SQLite's own failure, not the module's decoding
        db.text_factory = _text
        return db.execute(query, parameters).fetchall()
    finally:
        db.text_factory = _text


def _holds(columns: Sequence[Any], lease: Lease, now: int) -> bool:
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


@dataclass
class _Writes:
    """What a group writes, gathered as its commits pass their checks, then written in two
    statements."""

    lengths: dict[int, int] = field(default_factory=dict)
    """Each writing session's durable length, by position, as the group's commits land."""
    events: list[Row] = field(default_factory=list)
    wakes: dict[int, int | None] = field(default_factory=dict)

    def write(self, db: sqlite3.Connection) -> None:
        """Write what was gathered so far (nothing, not even a statement, when there is
        nothing), and start gathering anew."""
        if self.events:
            db.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?)", self.events)
        if self.wakes:
            db.executemany(
                "UPDATE sessions SET wake_at = ? WHERE position = ?",
                [(at, position) for position, at in self.wakes.items()],
            )
        self.events.clear()
        self.wakes.clear()


_WRITE_LEASE: Final = (
    "INSERT INTO leases VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0) ON CONFLICT (session) DO UPDATE"
    " SET epoch = excluded.epoch, host = excluded.host, pid = excluded.pid,"
    " instance = excluded.instance, claimed_at = excluded.claimed_at,"
    " expires_at = excluded.expires_at, role = excluded.role,"
    " handover = CASE WHEN leases.epoch = excluded.epoch THEN leases.handover ELSE 0 END"
)
"""Record a lease; a handover request stays while the epoch does (renewal, release)."""


def _write_lease(db: sqlite3.Connection, position: int, lease: Lease) -> None:
    db.execute(_WRITE_LEASE, lease_row(position, lease))


def _history(events: list[Event], stop: int, session_id: str, where: object) -> tuple[Event, ...]:
    """The events before seq `stop`, which a claim found stored: all of them, or damage."""
    if len(events) != stop:
        raise StoreError(
            f"session store {where}: damaged: session {session_id}: {len(events)} events "
            f"before seq {stop}"
        )
    return tuple(events)


def _stored_checkpoint(db: sqlite3.Connection, position: int) -> checkpoints.Stored | None:
    found = db.execute(
        "SELECT length, digest, prior, state FROM checkpoints WHERE session = ?", (position,)
    ).fetchone()
    return None if found is None else checkpoints.Stored(*found)


def _seen(db: sqlite3.Connection, position: int, stop: int | None) -> list[str]:
    rows = db.execute(
        "SELECT id FROM seen_ids WHERE session = ? AND ordinal < ? ORDER BY ordinal",
        (position, 2**63 - 1 if stop is None else stop),
    )
    return [schedule_id for (schedule_id,) in rows]


def _upgrade(db: sqlite3.Connection, version: int) -> None:
    """Bring a file of `version` (0: new) to `SCHEMA_VERSION`, inside the open transaction."""
    for layout in LAYOUTS[version:]:
        for statement in layout:
            db.execute(statement)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _page_damage(db: sqlite3.Connection) -> str | None:
    """What SQLite's check of every page of the file finds wrong, if anything. It reads the
    whole file, so only readers of the whole file run it (`load_sessions`); every other read
    meets damage in the pages it reads, which SQLite checks as it loads them."""
    check = db.execute("PRAGMA quick_check").fetchall()
    if check == [("ok",)]:
        return None
    found = [line for (text,) in check for line in str(text).splitlines() if line[:3] != "***"]
    return f"damaged ({'; '.join(found[:2])}{'; ...' if len(found) > 2 else ''})"


def _user_version(db: sqlite3.Connection) -> int:
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def _foreign(db: sqlite3.Connection) -> str:
    application_id = db.execute("PRAGMA application_id").fetchone()[0]
    tables = [n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return f"not a dsh-schedule session store (application id {application_id}, " + (
        f"tables {', '.join(tables)})" if tables else "no tables)"
    )


def _text(raw: bytes) -> str:
    """Text columns decoded strictly: bytes that are not UTF-8 mean damage, which the default
    decoder reports with the whole value in its message."""
    return raw.decode("utf-8")


def _holds_other_data(path: Path) -> bool:
    """Whether a file SQLite reads as an empty database holds something else: its Unix layer
    reads a one-byte file as empty, and initialising that would overwrite the byte."""
    with path.open("rb") as file:
        return file.read(len(_SQLITE_MAGIC)) not in (b"", _SQLITE_MAGIC)


def _is_empty(db: sqlite3.Connection) -> bool:
    state: Row = db.execute(
        "SELECT (SELECT count(*) FROM sqlite_master), application_id, user_version"
        " FROM pragma_application_id, pragma_user_version"
    ).fetchone()
    return state == (0, 0, 0)


def _schema_of(db: sqlite3.Connection) -> list[Row]:
    return db.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
    ).fetchall()


@cache
def _expected_schema(version: int) -> list[Row]:
    """`sqlite_master` as the layouts up to `version` leave it, read from a scratch database
    rather than restated, so the comparison cannot drift from the statements."""
    with closing(sqlite3.connect(":memory:")) as reference:
        for layout in LAYOUTS[:version]:
            for statement in layout:
                reference.execute(statement)
        return _schema_of(reference)


def _rows(session_id: str, events: Sequence[SessionEvent]) -> list[Row]:
    """Encode a whole batch before the transaction, so unencodable data writes nothing."""
    return [(e.seq, e.type, e.time, encode_data(session_id, e.data)) for e in events]


def _at(position: int | None, rows: Sequence[Row]) -> Iterator[Row]:
    return ((position, *row) for row in rows)
