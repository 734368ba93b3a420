"""The shared `SessionStore`: PostgreSQL, so that processes on several machines share sessions.

It keeps the SQLite store's guarantees with the server's means. Every operation is one
transaction, and a commit returns only once the server has made it durable (the store turns
`synchronous_commit` back on where a server left it off). Claims, renewals and commits lock
the session's row first (`FOR UPDATE`), so processes that race for one session take turns,
and the fence is checked after the lock, in the commit's own transaction. Lease expiry is
judged by the server's clock, which every process reaching the server shares, unless a clock
is given (tests move a virtual one). The tables live in the first schema of the connection's
`search_path` and are created on first use under an advisory lock, so two processes that
start at once create them once. A meta table holds the schema version: a store of another
version, tables that are not ours, or rows no commit could have written are refused with one
`StoreError` line naming the URL (never its password) and the problem.

A long-running process (a worker) opens the store `pooled`: its connections then come from a
psycopg-pool pool, which checks each one before handing it out, replaces one that broke or
grew old, and reconnects in the background with backoff while the server is away.

psycopg and psycopg-pool are the optional extra `dsh-tool-schedule[postgres]`: they are
imported only when a store is opened, so users of the other stores never need them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import unquote

from dsh_schedule.host import checkpoints
from dsh_schedule.host.leases import (
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
from dsh_schedule.host.store_errors import StoreBusyError, StoreUnavailableError
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.events import Event, SessionEvent

if TYPE_CHECKING:
    import psycopg
    import psycopg_pool

LAYOUTS: Final = (
    (
        "CREATE TABLE dsh_meta (schema_version integer NOT NULL)",
        "CREATE TABLE dsh_sessions ("
        " position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,"
        " id text NOT NULL UNIQUE,"
        " agent_name text NOT NULL,"
        " seed_length bigint NOT NULL)",
        "CREATE INDEX dsh_sessions_by_agent ON dsh_sessions (agent_name)",
        "CREATE TABLE dsh_events ("
        " session bigint NOT NULL REFERENCES dsh_sessions (position),"
        " seq bigint NOT NULL,"
        " type text NOT NULL,"
        " time bigint NOT NULL,"
        " data text NOT NULL,"
        " PRIMARY KEY (session, seq))",
        "CREATE TABLE dsh_leases ("
        " session bigint PRIMARY KEY REFERENCES dsh_sessions (position),"
        " epoch bigint NOT NULL,"
        " host text NOT NULL,"
        " pid bigint NOT NULL,"
        " instance text NOT NULL,"
        " claimed_at bigint NOT NULL,"
        " expires_at bigint NOT NULL)",
    ),
    (
        "ALTER TABLE dsh_sessions ADD COLUMN wake_at bigint",
        "UPDATE dsh_sessions SET wake_at = 0"
        " WHERE EXISTS (SELECT 1 FROM dsh_events WHERE session = dsh_sessions.position)",
        "CREATE INDEX dsh_sessions_by_wake ON dsh_sessions (wake_at) WHERE wake_at IS NOT NULL",
        "ALTER TABLE dsh_leases ADD COLUMN role text NOT NULL DEFAULT 'host'",
        "ALTER TABLE dsh_leases ADD COLUMN handover boolean NOT NULL DEFAULT false",
    ),
    (
        "CREATE TABLE dsh_checkpoints ("
        " session bigint PRIMARY KEY REFERENCES dsh_sessions (position),"
        " length bigint NOT NULL,"
        " digest text NOT NULL,"
        " prior text NOT NULL,"
        " state bytea NOT NULL)",
        "CREATE TABLE dsh_seen_ids ("
        " session bigint NOT NULL REFERENCES dsh_sessions (position),"
        " ordinal bigint NOT NULL,"
        " id text NOT NULL,"
        " PRIMARY KEY (session, ordinal))",
        "CREATE INDEX dsh_seen_ids_by_id ON dsh_seen_ids (session, id)",
    ),
)
"""What each schema version adds to the one before. Version 1: the sessions in creation order
(`position`), their events keyed by session and seq with data as JSON text (so it reads back
exactly as the other stores'), their leases, and the version. Version 2: each session's
wake-up time and its index, each lease's holder role and handover request; an upgraded session
with events gets the wake-up time 0, "look at it now", and the first worker that opens it
stores the real one. Version 3: each session's checkpoint (`checkpoints.py`: opaque state, the
number of events it covers, their chain digest) and the seen ids it does not hold, by create
index; an upgraded session gets its checkpoint at the first flush of a host that opens it.
Opening an older store upgrades it; a newer one is refused."""

SCHEMA_VERSION: Final = len(LAYOUTS)

TABLES: Final = (
    (
        "dsh_checkpoints",
        "r",
        "session bigint!, length bigint!, digest text!, prior text!, state bytea!",
    ),
    (
        "dsh_checkpoints_pkey",
        "i",
        "UNIQUE INDEX dsh_checkpoints_pkey ON dsh_checkpoints (session)",
    ),
    ("dsh_checkpoints_pkey", "p", "PRIMARY KEY (session)"),
    (
        "dsh_checkpoints_session_fkey",
        "f",
        'FOREIGN KEY (session) REFERENCES dsh_sessions("position")',
    ),
    ("dsh_events", "r", "session bigint!, seq bigint!, type text!, time bigint!, data text!"),
    ("dsh_events_pkey", "i", "UNIQUE INDEX dsh_events_pkey ON dsh_events (session, seq)"),
    ("dsh_events_pkey", "p", "PRIMARY KEY (session, seq)"),
    ("dsh_events_session_fkey", "f", 'FOREIGN KEY (session) REFERENCES dsh_sessions("position")'),
    (
        "dsh_leases",
        "r",
        "session bigint!, epoch bigint!, host text!, pid bigint!, instance text!,"
        " claimed_at bigint!, expires_at bigint!, role text!, handover boolean!",
    ),
    ("dsh_leases_pkey", "i", "UNIQUE INDEX dsh_leases_pkey ON dsh_leases (session)"),
    ("dsh_leases_pkey", "p", "PRIMARY KEY (session)"),
    ("dsh_leases_session_fkey", "f", 'FOREIGN KEY (session) REFERENCES dsh_sessions("position")'),
    ("dsh_meta", "r", "schema_version integer!"),
    ("dsh_seen_ids", "r", "session bigint!, ordinal bigint!, id text!"),
    ("dsh_seen_ids_by_id", "i", "INDEX dsh_seen_ids_by_id ON dsh_seen_ids (session, id)"),
    (
        "dsh_seen_ids_pkey",
        "i",
        "UNIQUE INDEX dsh_seen_ids_pkey ON dsh_seen_ids (session, ordinal)",
    ),
    ("dsh_seen_ids_pkey", "p", "PRIMARY KEY (session, ordinal)"),
    (
        "dsh_seen_ids_session_fkey",
        "f",
        'FOREIGN KEY (session) REFERENCES dsh_sessions("position")',
    ),
    (
        "dsh_sessions",
        "r",
        "position bigint!, id text!, agent_name text!, seed_length bigint!, wake_at bigint",
    ),
    ("dsh_sessions_by_agent", "i", "INDEX dsh_sessions_by_agent ON dsh_sessions (agent_name)"),
    (
        "dsh_sessions_by_wake",
        "i",
        "INDEX dsh_sessions_by_wake ON dsh_sessions (wake_at) WHERE (wake_at IS NOT NULL)",
    ),
    ("dsh_sessions_id_key", "i", "UNIQUE INDEX dsh_sessions_id_key ON dsh_sessions (id)"),
    ("dsh_sessions_id_key", "u", "UNIQUE (id)"),
    ("dsh_sessions_pkey", "i", 'UNIQUE INDEX dsh_sessions_pkey ON dsh_sessions ("position")'),
    ("dsh_sessions_pkey", "p", 'PRIMARY KEY ("position")'),
    ("dsh_sessions_position_seq", "S", ""),
)
"""What `_CATALOG` reads for a store of `SCHEMA_VERSION`: every relation and constraint of
ours with its columns (`!` for NOT NULL) or definition. Opening a store compares them, so a
store whose tables were changed is refused instead of read wrongly."""

_CATALOG: Final = r"""
WITH ours AS (
    SELECT oid, relname, relkind FROM pg_class
    WHERE relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = %(schema)s)
      AND relname LIKE 'dsh\_%%' AND relkind <> 'i')
SELECT relname::text, relkind::text, CASE relkind WHEN 'r' THEN (
    SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                      || CASE WHEN a.attnotnull THEN '!' ELSE '' END, ', ' ORDER BY a.attnum)
    FROM pg_attribute a WHERE a.attrelid = ours.oid AND a.attnum > 0 AND NOT a.attisdropped)
    ELSE '' END
FROM ours
UNION ALL
SELECT i.relname::text, 'i', replace(
    regexp_replace(pg_get_indexdef(i.oid), '^CREATE | USING btree', '', 'g'),
    ' ON ' || quote_ident(%(schema)s) || '.', ' ON ')
FROM pg_index x JOIN ours ON ours.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
UNION ALL
SELECT k.conname::text, k.contype::text, pg_get_constraintdef(k.oid)
FROM pg_constraint k JOIN ours ON ours.oid = k.conrelid
WHERE k.contype IN ('p', 'u', 'f', 'c', 'x')
ORDER BY 1, 2
"""
"""Our relations in the store's schema (every `dsh_` one, and every index on them), with what
defines each. NOT NULL is read from the columns: only newer servers list it as a constraint."""

LOCK_TIMEOUT_S: Final = 5.0
"""How long an operation waits for another process's row lock before it gives up."""

POOL_WAIT_S: Final = 5.0
"""How long a pooled operation waits for a working connection before it reports the store
unavailable (the pool goes on reconnecting in the background)."""

_ADVISORY_LOCK: Final = 0x44534853
"""The advisory lock class ("DSHS") that first-use creation holds, keyed by the schema."""

_NOW: Final = "floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint"
"""The server's wall clock in epoch milliseconds, read when the statement runs."""

_STATE: Final = (
    "SELECT s.position, l.epoch, l.host, l.pid, l.instance, l.claimed_at, l.expires_at, l.role,"
    f" {_NOW} FROM dsh_sessions s LEFT JOIN dsh_leases l ON l.session = s.position"
    " WHERE s.id = %s"
)
"""A session's position, its lease (NULLs when none) and the server's clock, in one
statement: one snapshot, so they agree."""

_STATES: Final = (
    "SELECT s.id, s.position, l.epoch, l.host, l.pid, l.instance, l.claimed_at, l.expires_at,"
    f" l.role, {_NOW} FROM dsh_sessions s LEFT JOIN dsh_leases l ON l.session = s.position"
    " WHERE s.id = ANY(%s)"
)
"""The same for several sessions at once."""

_LOCK_NOT_AVAILABLE: Final = "55P03"

_PROBLEMS: Final = {
    _LOCK_NOT_AVAILABLE: "locked by another process",
    "40": "a concurrent transaction conflicted with this one",
    "25006": "read-only",
    "42501": "permission denied",
    "57P": "the server closed the connection",
}
"""What a server error (by SQLSTATE, or its class) means to someone holding the store."""

INSTALL_HINT: Final = "pip install 'dsh-tool-schedule[postgres]'"

Row = tuple[Any, ...]

_RECORD: Final = "position, id, agent_name, seed_length, wake_at"
"""A session's record as `assemble_sessions` reads it."""


class ServerClock(SystemClock):
    """The server's wall clock as this process sees it: its own, moved by the offset measured
    at the last statement that read the server's, so that a host judging its lease locally
    (before a reminder leaves it) judges it as the server does, however far the two clocks
    are apart. Timers stay the event loop's."""

    def __init__(self) -> None:
        self.offset_ms = 0

    def now_ms(self) -> int:
        return super().now_ms() + self.offset_ms

    def observe(self, server_ms: int) -> None:
        self.offset_ms = server_ms - super().now_ms()


class PostgresStore:
    """A `SessionStore` in the PostgreSQL database at `url`, created on first use (unless
    `read_only`). `close()` closes the connection; using the store again connects again,
    checks included, and so does the next operation after the server dropped it."""

    shares_sync = True
    """Commits made together share one transaction: one COMMIT and its round trips."""

    def __init__(
        self,
        url: str,
        *,
        clock: Clock | None = None,
        read_only: bool = False,
        lock_timeout_s: float = LOCK_TIMEOUT_S,
        pooled: bool = False,
    ) -> None:
        self._url = url
        self.label = redacted(url)
        self._server_clock = ServerClock()
        """The fold of each session this store last committed to, by position."""
        self.clock: Clock = self._server_clock if clock is None else clock
        self.read_only = read_only
        self._lock_timeout_ms = max(1, round(lock_timeout_s * 1000))
        self._connection: psycopg.Connection[Row] | None = None
        self._pooling = pooled
        self._pool: psycopg_pool.ConnectionPool[psycopg.Connection[Row]] | None = None
        if pooled:
            self._pool = self._open_pool()
        else:
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
        with self._transaction(write=True) as db:
            records = db.execute(
                f"SELECT {_RECORD} FROM dsh_sessions WHERE {where} = %s ORDER BY position"
                " FOR UPDATE",
                (key,),
            ).fetchall()
            current = _leases(db, records)
            return self._claimed(db, records, current, holder, ttl_ms)

    def claim_many(
        self, holder: Holder, ttl_ms: int, session_ids: Sequence[str]
    ) -> list[ClaimedSession]:
        ids = check_session_ids(session_ids)
        if not ids:
            return []
        with self._transaction(write=True) as db:
            records = db.execute(
                f"SELECT {_RECORD} FROM dsh_sessions WHERE id = ANY(%s) ORDER BY position"
                " FOR UPDATE",
                (ids,),
            ).fetchall()
            found = {record[1]: record for record in records}
            for session_id in ids:
                if session_id not in found:
                    raise StoreError(f"session {session_id} does not exist")
            current = _leases(db, records)
            # Locked in position order, as every claim locks; read in the order asked for.
            return self._claimed(db, [found[i] for i in ids], current, holder, ttl_ms)

    def claim_due(self, holder: Holder, ttl_ms: int, limit: int) -> list[ClaimedSession]:
        check_limit(limit)
        with self._transaction(write=True) as db:
            now = self._now(_server_now(db))
            records = db.execute(
                f"SELECT {_RECORD} FROM dsh_sessions s WHERE wake_at <= %(now)s AND NOT EXISTS"
                " (SELECT FROM dsh_leases WHERE session = s.position AND expires_at > %(now)s)"
                " ORDER BY wake_at, position LIMIT %(limit)s FOR UPDATE SKIP LOCKED",
                {"now": now, "limit": limit},
            ).fetchall()
            # The leases read above may predate a claim that committed before our lock was
            # taken: read them again, now that the rows are ours, and keep the free ones.
            current = _leases(db, records)
            free = [r for r in records if r[0] not in current or not current[r[0]].live_at(now)]
            return self._claimed(db, free, current, holder, ttl_ms)

    def due_unclaimed(self) -> Backlog:
        with self._transaction(write=False, snapshot=True) as db:
            now = self._now(_server_now(db))
            due = (
                "FROM dsh_sessions s WHERE wake_at <= %(now)s AND NOT EXISTS"
                " (SELECT FROM dsh_leases WHERE session = s.position AND expires_at > %(now)s)"
            )
            (count,) = db.execute(f"SELECT count(*) {due}", {"now": now}).fetchone() or (0,)
            oldest = db.execute(
                f"SELECT id, wake_at {due} ORDER BY wake_at, position LIMIT 1", {"now": now}
            ).fetchone()
        return Backlog(count, *oldest) if oldest else Backlog(0)

    def request_handover(self, lease: Lease) -> bool:
        with self._transaction(write=True) as db:
            position, current, server_now = _locked(db, lease.session_id)
            if current is None or not same_lease(current, lease):
                return False
            if not current.live_at(self._now(server_now)):
                return False
            db.execute("UPDATE dsh_leases SET handover = true WHERE session = %s", (position,))
            return True

    def handovers(self, leases: Sequence[Lease]) -> list[str]:
        if not leases:
            return []
        with self._connected() as db:
            asked = db.execute(
                "SELECT id, epoch, instance FROM dsh_sessions JOIN dsh_leases"
                " ON session = position WHERE handover AND id = ANY(%s)",
                ([lease.session_id for lease in leases],),
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
        with self._transaction(write=True) as db:
            _lock_creation(db)
            taken = db.execute(
                "SELECT id FROM dsh_sessions WHERE agent_name = %s ORDER BY position LIMIT 1",
                (agent_name,),
            ).fetchone()
            if taken is not None:
                raise StoreError(f"agent {agent_name} already has session {taken[0]}")
            (count,) = _one(db, "SELECT count(*) FROM dsh_sessions")
            session_id = new_session_id(count, lambda i: _exists(db, i))
            session = StoredSession(session_id, agent_name, seed_length, tuple(events))
            check_new_session(session)
            position = _insert(db, session)
            lease = claimed(None, session_id, holder, self._now(_server_now(db)), ttl_ms)
            _write_lease(db, position, lease)
        return ClaimedSession(session, lease)

    def create_session(self, session: StoredSession) -> None:
        check_new_session(session)
        with self._transaction(write=True) as db:
            _lock_creation(db)
            if _exists(db, session.id):
                raise StoreError(f"session {session.id} already exists")
            _insert(db, session)

    def load_sessions(self) -> list[StoredSession]:
        with self._transaction(write=False, snapshot=True) as db:
            records = db.execute(f"SELECT {_RECORD} FROM dsh_sessions ORDER BY position").fetchall()
            return self._assemble(
                records,
                db.execute(
                    "SELECT session, seq, type, time, data FROM dsh_events ORDER BY session, seq"
                ),
            )

    def lease_of(self, session_id: str) -> Lease | None:
        with self._connected() as db:
            state = _state(db, session_id)
        return None if state is None else state[1]

    def read_events(self, session_id: str, stop: int) -> tuple[Event, ...]:
        with self._transaction(write=False, snapshot=True) as db:
            rows = db.execute(
                "SELECT seq, type, time, data FROM dsh_events JOIN dsh_sessions"
                " ON session = position WHERE id = %s AND seq < %s ORDER BY seq",
                (session_id, stop),
            ).fetchall()
        events = self._events(session_id, 0, rows)
        if len(events) != stop:
            raise StoreError(
                f"session store {self.label}: damaged: session {session_id}: {len(events)} "
                f"events before seq {stop}"
            )
        return tuple(events)

    def checkpoint_of(self, session_id: str) -> tuple[checkpoints.Stored | None, list[str]]:
        with self._transaction(write=False, snapshot=True) as db:
            found = db.execute("SELECT position FROM dsh_sessions WHERE id = %s", (session_id,))
            row = found.fetchone()
            if row is None:
                raise StoreError(f"session {session_id} does not exist")
            (position,) = row
            return _stored_checkpoint(db, position), _seen(db, position, None)

    def renew(self, lease: Lease, ttl_ms: int) -> Lease:
        with self._transaction(write=True) as db:
            position, current, server_now = _locked(db, lease.session_id)
            new = renewed(current, lease, self._now(server_now), ttl_ms)
            _write_lease(db, position, new)
        return new

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        held, ttl = check_leases(leases), check_ttl(ttl_ms)
        if not held:
            return []
        with self._transaction(write=True) as db:
            states, server_now = _locked_states(db, [lease.session_id for lease in held])
            renew = renewing(self._now(server_now), ttl)
            outcomes, writes = lease_batch(held, states, _state_lease, renew)
            _write_leases(db, writes)
        return outcomes

    def release(self, lease: Lease) -> None:
        with self._transaction(write=True) as db:
            position, current, _ = _locked(db, lease.session_id)
            new = released(current, lease)
            if new is not None:
                _write_lease(db, position, new)

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        held = check_leases(leases)
        if not held:
            return []
        with self._transaction(write=True) as db:
            states, _ = _locked_states(db, [lease.session_id for lease in held])
            outcomes, writes = lease_batch(held, states, _state_lease, releasing)
            _write_leases(db, writes)
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
        prepared: list[tuple[int, Commit, list[Row]]] = []
        for index, commit in enumerate(commits):
            try:  # encoded before the transaction, so unencodable data writes nothing
                rows = self._rows(commit)
                if commit.wake is not None:
                    check_wake(commit.lease.session_id, commit.wake.at)
            except StoreError as error:
                outcomes[index] = error
            else:
                prepared.append((index, commit, rows))
        if not prepared:
            return outcomes
        writers = [
            c.lease.session_id
            for _, c, rows in prepared
            if rows or c.wake is not None or c.checkpoint is not None
        ]
        # Fence checks alone read one statement and need no lock, hence no transaction.
        opened = self._transaction(write=True) if writers else self._connected()
        try:
            with opened as db:
                if writers:  # every row at once, in position order (as claims lock them)
                    db.execute(
                        "SELECT FROM dsh_sessions WHERE id = ANY(%s) ORDER BY position FOR UPDATE",
                        (writers,),
                    )
                states, server_now = _states(db, [c.lease.session_id for _, c, _ in prepared])
                writes = _Writes(_lengths(db, [states[i][0] for i in writers if i in states]))
                now = self._now(server_now)
                for index, commit, rows in prepared:
                    state = states.get(commit.lease.session_id)
                    try:
                        _commit_one(db, commit, rows, state, now, writes)
                    except StoreError as error:
                        outcomes[index] = error
                writes.send(db)
        except StoreError as failure:
            return group_failed(failure, outcomes)
        return outcomes

    def _rows(self, commit: Commit) -> list[Row]:
        """The batch as rows, refusing text PostgreSQL cannot hold before anything is sent
        (the rows of a group go out together, so a refusal there would fail them all)."""
        session_id = commit.lease.session_id
        for event in commit.events:
            if isinstance(event.type, str) and "\0" in event.type:
                raise StoreError(
                    f"session store {self.label}: a value PostgreSQL cannot hold (PostgreSQL"
                    f" text fields cannot contain NUL characters: session {session_id},"
                    f" event {event.seq})"
                )
        return [(e.seq, e.type, e.time, encode_data(session_id, e.data)) for e in commit.events]

    def _log(
        self, db: psycopg.Connection[Row], position: int, session_id: str
    ) -> tuple[list[Event], list[Row]]:
        rows = db.execute(
            "SELECT seq, type, time, data FROM dsh_events WHERE session = %s ORDER BY seq",
            (position,),
        ).fetchall()
        return self._events(session_id, 0, rows), rows

    def _events(self, session_id: str, start: int, rows: Iterable[Row]) -> list[Event]:
        try:
            return assemble_events(session_id, start, rows)
        except StoreError as error:
            raise StoreError(f"session store {self.label}: damaged: {error}") from None

    def _resumed(self, db: psycopg.Connection[Row], record: Row) -> StoredSession:
        """A claimed session, read in the open transaction: from its checkpoint when that
        matches the log, else whole (the reason noted)."""
        position, session_id, agent_name, seed_length, wake_at = record
        (length,) = _one(
            db, "SELECT coalesce(max(seq) + 1, 0) FROM dsh_events WHERE session = %s", (position,)
        )
        stored = _stored_checkpoint(db, position)
        covered = 0 if stored is None else stored.length
        # From the checkpoint's last covered event on; a gap there is damage found here.
        start = covered - 1 if 0 < covered <= length else 0
        rows = db.execute(
            "SELECT seq, type, time, data FROM dsh_events WHERE session = %s AND seq >= %s"
            " ORDER BY seq",
            (position, start),
        ).fetchall()
        why = None
        if stored is not None:
            why = checkpoints.problem(stored, length, rows[0] if rows else None)
        if stored is None or why is not None:
            if start:
                events: Sequence[Event] = tuple(self._log(db, position, session_id)[0])
            else:
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
        if not 0 <= seed_length <= length:
            raise StoreError(
                f"session store {self.label}: damaged: session {session_id}: seed_length "
                f"{seed_length} outside its {length} events"
            )
        return StoredSession(
            session_id, agent_name, seed_length, events, wake_at, checkpoint=offer, note=why
        )

    def _seen_ids(self, position: int, stop: int) -> list[str]:
        with self._connected() as db:
            return _seen(db, position, stop)

    def _has_seen(self, position: int, stop: int, schedule_id: str) -> bool:
        with self._connected() as db:
            found = db.execute(
                "SELECT 1 FROM dsh_seen_ids WHERE session = %s AND id = %s AND ordinal < %s"
                " LIMIT 1",
                (position, schedule_id, stop),
            ).fetchone()
            return found is not None

    def close(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.close()
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

    def _now(self, server_now: int) -> int:
        """Now on the lease clock: the server's, read inside the transaction after its locks
        were taken, unless the store was given a clock."""
        self._server_clock.observe(server_now)
        if self.clock is self._server_clock:
            return server_now
        try:
            return self.clock.now_ms()
        except Exception as error:  # no decision can be fenced on a clock that failed
            raise StoreError(
                f"session store {self.label}: the lease clock failed: {error!r}"
            ) from None

    def _claimed(
        self,
        db: psycopg.Connection[Row],
        records: list[Row],
        current: dict[int, Lease],
        holder: Holder,
        ttl_ms: int,
    ) -> list[ClaimedSession]:
        """Claim the locked sessions of `records`, whose leases are `current`, all or none,
        and read them after claiming."""
        now = self._now(_server_now(db))
        leases = [claimed(current.get(r[0]), r[1], holder, now, ttl_ms) for r in records]
        positions = [position for position, *_ in records]
        for position, lease in zip(positions, leases, strict=True):
            _write_lease(db, position, lease)
        sessions = [self._resumed(db, record) for record in records]
        return [ClaimedSession(*pair) for pair in zip(sessions, leases, strict=True)]

    def _assemble(self, records: list[Row], rows: Iterable[Row]) -> list[StoredSession]:
        try:
            return assemble_sessions(records, rows)
        except StoreError as error:
            raise StoreError(f"session store {self.label}: damaged: {error}") from None

    @contextmanager
    def _transaction(
        self, *, write: bool, snapshot: bool = False
    ) -> Iterator[psycopg.Connection[Row]]:
        """One transaction, committed when the block ends normally and rolled back otherwise.
        `snapshot` reads every statement from one snapshot (several reads that must agree)."""
        if write and self.read_only:
            raise StoreError(f"session store {self.label}: opened read-only")
        with self._connected() as db, db.transaction():
            if snapshot:
                db.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            yield db

    @contextmanager
    def _connected(self) -> Iterator[psycopg.Connection[Row]]:
        """The connection, on which each statement outside a transaction is one of its own;
        a server or connection failure becomes a `StoreError`."""
        import psycopg

        if self._pooling:
            if self._pool is None:
                self._pool = self._open_pool()
            with self._pooled() as db:
                yield db
            return
        db = self._database()
        try:
            yield db
        except psycopg.Error as error:
            if db.closed or db.broken:
                self._connection = None  # the next operation connects afresh
            raise self._failure(error) from None

    @contextmanager
    def _pooled(self) -> Iterator[psycopg.Connection[Row]]:
        """A connection of the pool for the block; a broken one goes back to be replaced."""
        import psycopg
        import psycopg_pool

        assert self._pool is not None
        try:
            with self._pool.connection(timeout=POOL_WAIT_S) as db:
                yield db
        except psycopg_pool.PoolTimeout:
            raise StoreUnavailableError(
                f"session store {self.label}: no working connection within {POOL_WAIT_S:g} s"
                " (the server is unreachable or every connection is busy)"
            ) from None
        except psycopg.Error as error:
            raise self._failure(error) from None

    def _open_pool(self) -> psycopg_pool.ConnectionPool[psycopg.Connection[Row]]:
        """A pool, once a first connection has checked the URL, the login and the tables
        (then closed, so the pool holds every connection)."""
        try:
            import psycopg_pool
        except ImportError:
            raise StoreError(
                f"session store {self.label}: a pooled store needs psycopg-pool: {INSTALL_HINT}"
            ) from None
        self._database().close()
        self._connection = None
        pool: psycopg_pool.ConnectionPool[psycopg.Connection[Row]] = psycopg_pool.ConnectionPool(
            self._url,
            min_size=1,
            max_size=1,  # the store's operations run one at a time, on the caller's thread
            kwargs={"autocommit": True, "client_encoding": "utf8"},
            configure=self._configure_pooled,
            check=psycopg_pool.ConnectionPool.check_connection,
            name=f"dsh-schedule {self.label}",
            open=False,
        )
        try:
            pool.open(wait=True, timeout=POOL_WAIT_S)
        except psycopg_pool.PoolTimeout:
            pool.close()
            raise StoreUnavailableError(
                f"session store {self.label}: no connection within {POOL_WAIT_S:g} s"
            ) from None
        return pool

    def _database(self) -> psycopg.Connection[Row]:
        if self._connection is None:
            self._connection = self._connect()
        return self._connection

    def _connect(self) -> psycopg.Connection[Row]:
        try:
            import psycopg
            from psycopg.conninfo import conninfo_to_dict
        except ImportError:
            raise StoreError(
                f"session store {self.label}: PostgreSQL needs the postgres extra: {INSTALL_HINT}"
            ) from None
        try:
            conninfo_to_dict(self._url)
        except psycopg.Error as error:
            raise StoreError(
                f"session store {self.label}: not a valid PostgreSQL URL ({self._detail(error)})"
            ) from None
        try:
            db = psycopg.connect(self._url, autocommit=True, client_encoding="utf8")
        except psycopg.Error as error:
            # The server answered with a refusal (a failed login, no such database) unless
            # the error carries no SQLSTATE: then it could not be reached at all.
            kind = StoreUnavailableError if error.sqlstate is None else StoreError
            raise kind(
                f"session store {self.label}: cannot connect ({self._detail(error)})"
            ) from None
        try:
            self._prepare(db)
        except psycopg.Error as error:
            db.close()
            raise self._failure(error) from None
        except BaseException:
            db.close()
            raise
        return db

    def _configure(self, db: psycopg.Connection[Row]) -> str | None:
        """Set a new connection up (isolation, lock timeout, read-only, durable commits);
        the schema the store lives in, None when the search_path names none that exists."""
        import psycopg

        db.isolation_level = psycopg.IsolationLevel.READ_COMMITTED
        schema, server_now = _one(
            db,
            f"SELECT current_schema(), {_NOW}, set_config('lock_timeout', %s, false),"
            " set_config('default_transaction_read_only', CASE WHEN %s THEN 'on'"
            " ELSE current_setting('default_transaction_read_only') END, false),"
            " set_config('synchronous_commit', CASE current_setting('synchronous_commit')"
            " WHEN 'off' THEN 'on' ELSE current_setting('synchronous_commit') END, false)",
            (str(self._lock_timeout_ms), self.read_only),
        )[:2]
        self._server_clock.observe(server_now)
        return schema  # type: ignore[no-any-return]

    def _configure_pooled(self, db: psycopg.Connection[Row]) -> None:
        self._configure(db)

    def _prepare(self, db: psycopg.Connection[Row]) -> None:
        """Set the connection up, create the tables on first use, and refuse a database that
        does not hold a sound store this code can read. Nothing is written when read-only."""
        schema = self._configure(db)
        if schema is None:
            raise StoreError(
                f"session store {self.label}: no schema of the search_path exists to hold it"
            )
        catalog = _catalog(db, schema)
        if not self.read_only and _version(db, catalog) < SCHEMA_VERSION:
            with db.transaction():
                _one(db, "SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_ADVISORY_LOCK, schema))
                catalog = _catalog(db, schema)  # another process may have upgraded meanwhile
                version = _version(db, catalog)
                if version < SCHEMA_VERSION:
                    for layout in LAYOUTS[version:]:
                        for statement in layout:
                            db.execute(statement)
                    db.execute("DELETE FROM dsh_meta")
                    db.execute("INSERT INTO dsh_meta VALUES (%s)", (SCHEMA_VERSION,))
            catalog = _catalog(db, schema)
        problem = self._problem(db, schema, catalog)
        if problem is not None:
            raise StoreError(f"session store {self.label}: {problem}")

    def _problem(
        self, db: psycopg.Connection[Row], schema: str, catalog: list[tuple[str, str, str]]
    ) -> str | None:
        """Why the store's schema, whose relations are `catalog`, does not hold a sound store
        of this version, if it does not."""
        names = sorted({name for name, kind, _ in catalog if kind == "r"})
        if "dsh_meta" not in names:
            return f"not a dsh-schedule session store (schema {schema}: " + (
                f"tables {', '.join(names)} but no dsh_meta)" if names else "no dsh_ tables)"
            )
        versions = db.execute("SELECT schema_version FROM dsh_meta").fetchall()
        if len(versions) != 1:
            return f"damaged (dsh_meta holds {len(versions)} rows, not 1)"
        ((version,),) = versions
        if version != SCHEMA_VERSION:
            age = "an older" if version < SCHEMA_VERSION else "a newer"
            unread = " (opened read-only, so not upgraded)" if version >= 1 else ""
            return (
                f"written with {age} schema version {version}; this dsh-schedule reads "
                f"versions 1 to {SCHEMA_VERSION}{unread if version < SCHEMA_VERSION else ''}"
            )
        if catalog != list(TABLES):
            return f"its tables do not match schema version {version}"
        return None

    def _failure(self, error: psycopg.Error) -> StoreError:
        import psycopg

        code = error.sqlstate or ""
        problem = next((p for prefix, p in _PROBLEMS.items() if code.startswith(prefix)), None)
        if problem is None:
            if isinstance(error, psycopg.DataError):
                problem = "a value PostgreSQL cannot hold"
            elif isinstance(error, psycopg.OperationalError):
                problem = "the connection was lost"
            else:
                problem = "failed"
        kind: type[StoreError] = StoreError
        if code == _LOCK_NOT_AVAILABLE:
            kind = StoreBusyError
        elif code.startswith("57P") or (not code and isinstance(error, psycopg.OperationalError)):
            kind = StoreUnavailableError
        return kind(f"session store {self.label}: {problem} ({self._detail(error)})")

    def _detail(self, error: Exception) -> str:
        return scrubbed(error, self._url)


def scrubbed(error: Exception, url: str) -> str:
    """The error's text on one line, without the password of `url`."""
    text = " ".join(str(error).split())
    for secret in _passwords(url):
        text = text.replace(secret, "***")
    return text


def redacted(url: str) -> str:
    """`url` without its password (in the user part or as a `password` parameter)."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    cut = min((i for i in (rest.find("/"), rest.find("?")) if i >= 0), default=len(rest))
    authority, tail = rest[:cut], rest[cut:]
    user, at, hosts = authority.rpartition("@")
    if at:
        authority = f"{user.partition(':')[0]}@{hosts}"
    tail = re.sub(r"([?&]password=)[^&]*", r"\1***", tail)
    return f"{scheme}://{authority}{tail}"


def _passwords(url: str) -> list[str]:
    """The password of `url` as written and decoded, wherever it appears."""
    _, _, rest = url.partition("://")
    cut = min((i for i in (rest.find("/"), rest.find("?")) if i >= 0), default=len(rest))
    user, at, _ = rest[:cut].rpartition("@")
    found = [user.partition(":")[2]] if at else []
    found += re.findall(r"[?&]password=([^&]*)", rest[cut:])
    return [form for secret in found if secret for form in {secret, unquote(secret)}]


def _one(db: psycopg.Connection[Row], query: str, params: Sequence[Any] = ()) -> Row:
    row = db.execute(query, params).fetchone()
    assert row is not None
    return row


def _exists(db: psycopg.Connection[Row], session_id: str) -> bool:
    found = db.execute("SELECT 1 FROM dsh_sessions WHERE id = %s", (session_id,)).fetchone()
    return found is not None


def _lock_creation(db: psycopg.Connection[Row]) -> None:
    """Make creations take turns, so an agent gets one session and ids stay unique; claims
    and commits (row locks) go on meanwhile."""
    db.execute("LOCK TABLE dsh_sessions IN SHARE ROW EXCLUSIVE MODE")


def _locked(db: psycopg.Connection[Row], session_id: str) -> tuple[int, Lease | None, int]:
    """The session's position, lease and the server's clock, read after locking its row for
    the rest of the transaction, so that what is decided on them still holds at its end."""
    db.execute("SELECT FROM dsh_sessions WHERE id = %s FOR UPDATE", (session_id,))
    state = _state(db, session_id)
    if state is None:
        raise StoreError(f"session {session_id} does not exist")
    return state


def _state_lease(state: tuple[Any, ...], session_id: str) -> Lease | None:
    """The current lease in a `_states` entry (`lease_batch`'s reading of one)."""
    lease: Lease | None = state[1]
    return lease


def _locked_states(
    db: psycopg.Connection[Row], session_ids: Sequence[str]
) -> tuple[dict[str, tuple[int, Lease | None]], int]:
    """`_states` of the sessions, read after locking their rows in position order (as every
    claim and group commit locks them, so two batches never wait on each other in a cycle)."""
    db.execute(
        "SELECT FROM dsh_sessions WHERE id = ANY(%s) ORDER BY position FOR UPDATE",
        (list(session_ids),),
    )
    return _states(db, session_ids)


def _state(db: psycopg.Connection[Row], session_id: str) -> tuple[int, Lease | None, int] | None:
    """The session's position, lease and the server's clock; None when there is no such
    session."""
    row = db.execute(_STATE, (session_id,)).fetchone()
    if row is None:
        return None
    position, epoch, host, pid, instance, claimed_at, expires_at, role, now = row
    lease = (
        None
        if epoch is None
        else Lease(session_id, Holder(host, pid, instance, role), epoch, claimed_at, expires_at)
    )
    return position, lease, now


def _states(
    db: psycopg.Connection[Row], session_ids: Sequence[str]
) -> tuple[dict[str, tuple[int, Lease | None]], int]:
    """The position and lease of each of the sessions that exist, by id, and the server's
    clock, read in one statement (after the locks the transaction took)."""
    rows = db.execute(_STATES, (list(session_ids),)).fetchall()
    states: dict[str, tuple[int, Lease | None]] = {}
    for session_id, position, epoch, host, pid, instance, claimed_at, expires_at, role, _ in rows:
        lease = (
            None
            if epoch is None
            else Lease(session_id, Holder(host, pid, instance, role), epoch, claimed_at, expires_at)
        )
        states[session_id] = (position, lease)
    return states, (rows[0][-1] if rows else _server_now(db))


@dataclass
class _Writes:
    """What a group writes, gathered as its commits pass their checks (a refused commit adds
    nothing, so it needs no savepoint), then sent in two statements."""

    lengths: dict[int, int]
    """Each writing session's durable length, by position, as the group's commits land."""
    events: list[Row] = field(default_factory=list)
    pending: set[int] = field(default_factory=set)
    """The positions of the sessions whose events are gathered but not sent yet."""
    wakes: dict[int, int | None] = field(default_factory=dict)

    def send(self, db: psycopg.Connection[Row]) -> None:
        """Send what was gathered so far, and start gathering anew."""
        if self.events:
            db.execute(
                "INSERT INTO dsh_events SELECT * FROM unnest(%s::bigint[], %s::bigint[],"
                " %s::text[], %s::bigint[], %s::text[])",
                [list(column) for column in zip(*self.events, strict=True)],
            )
        if self.wakes:
            db.execute(
                "UPDATE dsh_sessions s SET wake_at = w.wake_at FROM unnest(%s::bigint[],"
                " %s::bigint[]) AS w (position, wake_at) WHERE s.position = w.position",
                (list(self.wakes), list(self.wakes.values())),
            )
        self.events.clear()
        self.pending.clear()
        self.wakes.clear()


def _commit_one(
    db: psycopg.Connection[Row],
    commit: Commit,
    rows: list[Row],
    state: tuple[int, Lease | None] | None,
    now: int,
    writes: _Writes,
) -> None:
    """One session's commit in the group, given its `state` (position and lease, None when
    there is no such session): its fence and its continuity are checked, then its events
    (`rows`, encoded) and its wake-up time join the group's writes. A `StoreError` here
    refuses this commit alone, having added nothing."""
    lease = commit.lease
    if state is None:
        raise StoreError(f"session {lease.session_id} does not exist")
    position, current = state
    fenced(current, lease, now)
    if rows or commit.checkpoint is not None:
        durable_length = writes.lengths.get(position, 0)
        check_batch(lease.session_id, durable_length, commit.events)
        if commit.checkpoint is not None:
            if position in writes.pending:
                writes.send(db)  # its chain reads this session's earlier rows of the group
            _write_checkpoint(db, position, durable_length, rows, commit.checkpoint)
        writes.events.extend((position, *row) for row in rows)
        writes.pending.add(position)
        writes.lengths[position] = durable_length + len(rows)
    if commit.wake is not None:
        writes.wakes[position] = commit.wake.at


def _write_checkpoint(
    db: psycopg.Connection[Row],
    position: int,
    durable_length: int,
    rows: list[Row],
    write: checkpoints.Write,
) -> None:
    """Store the commit's checkpoint in the open transaction, its digest chained on over
    the rows it adds to the previous one."""

    def earlier(start: int) -> list[checkpoints.Row]:
        found: list[checkpoints.Row] = db.execute(
            "SELECT seq, type, time, data FROM dsh_events WHERE session = %s AND seq >= %s"
            " ORDER BY seq",
            (position, start),
        ).fetchall()
        return found

    previous = _stored_checkpoint(db, position)
    stored = checkpoints.stored_after(previous, write, durable_length, earlier, rows)
    db.execute(
        "INSERT INTO dsh_checkpoints VALUES (%s, %s, %s, %s, %s) ON CONFLICT (session)"
        " DO UPDATE SET length = excluded.length, digest = excluded.digest,"
        " prior = excluded.prior, state = excluded.state",
        (position, stored.length, stored.digest, stored.prior, stored.state),
    )
    db.execute(
        "DELETE FROM dsh_seen_ids WHERE session = %s AND ordinal >= %s",
        (position, write.seen_from),
    )
    with db.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO dsh_seen_ids VALUES (%s, %s, %s)",
            [(position, *pair) for pair in checkpoints.seen_rows(write)],
        )


def _lengths(db: psycopg.Connection[Row], positions: Sequence[int]) -> dict[int, int]:
    """The length of each session's durable log, by position (absent: no events)."""
    if not positions:
        return {}
    rows = db.execute(
        "SELECT session, max(seq) + 1 FROM dsh_events WHERE session = ANY(%s) GROUP BY session",
        (list(positions),),
    )
    return {position: length for position, length in rows}


def _server_now(db: psycopg.Connection[Row]) -> int:
    now: int = _one(db, f"SELECT {_NOW}")[0]
    return now


def _leases(db: psycopg.Connection[Row], records: Sequence[Row]) -> dict[int, Lease]:
    """The leases of the sessions `records` (position and id first), by position."""
    names = {position: session_id for position, session_id, *_ in records}
    rows = db.execute(
        "SELECT session, epoch, host, pid, instance, claimed_at, expires_at, role"
        " FROM dsh_leases WHERE session = ANY(%s)",
        (list(names),),
    )
    return {
        position: Lease(
            names[position], Holder(host, pid, instance, role), epoch, claimed_at, expires
        )
        for position, epoch, host, pid, instance, claimed_at, expires, role in rows
    }


_LEASE_UPDATE: Final = (
    " ON CONFLICT (session) DO UPDATE SET epoch = excluded.epoch, host = excluded.host,"
    " pid = excluded.pid, instance = excluded.instance, claimed_at = excluded.claimed_at,"
    " expires_at = excluded.expires_at, role = excluded.role, handover ="
    " CASE WHEN dsh_leases.epoch = excluded.epoch THEN dsh_leases.handover ELSE false END"
)
"""How a lease written over another is recorded: a handover request stays while the epoch
does (renewal, release)."""
_WRITE_LEASE: Final = (
    "INSERT INTO dsh_leases VALUES (%s, %s, %s, %s, %s, %s, %s, %s, false)" + _LEASE_UPDATE
)


def _write_lease(db: psycopg.Connection[Row], position: int, lease: Lease) -> None:
    db.execute(_WRITE_LEASE, lease_row(position, lease))


def _write_leases(db: psycopg.Connection[Row], rows: Sequence[tuple[object, ...]]) -> None:
    """Record several leases in one statement."""
    if rows:
        db.execute(
            "INSERT INTO dsh_leases SELECT *, false FROM unnest(%s::bigint[], %s::bigint[],"
            " %s::text[], %s::bigint[], %s::text[], %s::bigint[], %s::bigint[], %s::text[])"
            + _LEASE_UPDATE,
            [list(column) for column in zip(*rows, strict=True)],
        )


def _insert(db: psycopg.Connection[Row], session: StoredSession) -> int:
    rows = [(e.seq, e.type, e.time, encode_data(session.id, e.data)) for e in session.events]
    (position,) = _one(
        db,
        "INSERT INTO dsh_sessions (id, agent_name, seed_length, wake_at) VALUES (%s, %s, %s, %s)"
        " RETURNING position",
        (session.id, session.agent_name, session.seed_length, session.wake_at),
    )
    with db.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO dsh_events VALUES (%s, %s, %s, %s, %s)",
            [(position, *row) for row in rows],
        )
    result: int = position
    return result


def _stored_checkpoint(db: psycopg.Connection[Row], position: int) -> checkpoints.Stored | None:
    found = db.execute(
        "SELECT length, digest, prior, state FROM dsh_checkpoints WHERE session = %s", (position,)
    ).fetchone()
    if found is None:
        return None
    length, digest, prior, state = found
    return checkpoints.Stored(length, digest, prior, bytes(state))


def _seen(db: psycopg.Connection[Row], position: int, stop: int | None) -> list[str]:
    rows = db.execute(
        "SELECT id FROM dsh_seen_ids WHERE session = %s AND ordinal < %s ORDER BY ordinal",
        (position, 2**63 - 1 if stop is None else stop),
    )
    return [schedule_id for (schedule_id,) in rows]


def _version(db: psycopg.Connection[Row], catalog: list[tuple[str, str, str]]) -> int:
    """The schema version of a sound store (0 when it holds none of our tables yet); a
    damaged or foreign one is left for `_problem` to name (reported as current here)."""
    if not catalog:
        return 0
    if not any(name == "dsh_meta" and kind == "r" for name, kind, _ in catalog):
        return SCHEMA_VERSION
    versions = db.execute("SELECT schema_version FROM dsh_meta").fetchall()
    sound = len(versions) == 1 and isinstance(versions[0][0], int) and versions[0][0] >= 1
    return int(versions[0][0]) if sound else SCHEMA_VERSION


def _catalog(db: psycopg.Connection[Row], schema: str) -> list[tuple[str, str, str]]:
    return [
        (name, kind, detail or "")
        for name, kind, detail in db.execute(_CATALOG, {"schema": schema})
    ]
