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
grew old, and reconnects in the background with backoff while the server is away. It holds
one connection, as many as the operations in flight: they run one at a time on the caller's
thread, each a whole batch (a claim of hundreds of sessions, a group commit, every lease's
renewal) in a few statements of fixed text (psycopg prepares them) with binary arrays. A
worker listens for earlier wake-ups on a connection of its own (`postgres_wakes.py`).

psycopg and psycopg-pool are the optional extra `dsh-tool-schedule[postgres]`: they are
imported only when a store is opened, so users of the other stores never need them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import unquote

from dsh_schedule.host.errors import StoreBusyError, StoreError, StoreUnavailableError
from dsh_schedule.host.stores import postgres_wakes
from dsh_schedule.host.stores.dialect import RECORD, Row, State, prepared
from dsh_schedule.host.stores.postgres_schema import (
    LAYOUTS,
    SCHEMA_VERSION,
    TABLES,
    catalog_of,
    version_of,
)
from dsh_schedule.host.stores.sql import SqlStore
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.events import SessionEvent

if TYPE_CHECKING:
    import psycopg
    import psycopg_pool

LOCK_TIMEOUT_S: Final = 5.0
"""How long an operation waits for another process's row lock before it gives up."""

POOL_WAIT_S: Final = 5.0
"""How long a pooled operation waits for a working connection before it reports the store
unavailable (the pool goes on reconnecting in the background)."""

_ADVISORY_LOCK: Final = 0x44534853
"""The advisory lock class ("DSHS") that first-use creation holds, keyed by the schema."""

_NOW: Final = "floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint"
"""The server's wall clock in epoch milliseconds, read when the statement runs."""

_STATES: Final = (
    "SELECT s.id, s.position,"
    " (SELECT coalesce(max(seq) + 1, 0) FROM dsh_events WHERE session = s.position),"
    " l.epoch, l.host, l.pid, l.instance, l.claimed_at, l.expires_at, l.role,"
    f" {_NOW} FROM dsh_sessions s LEFT JOIN dsh_leases l ON l.session = s.position"
    " WHERE s.id = ANY(%b)"
)
"""What a commit reads of each session (`State`), and the server's clock, in one statement:
one snapshot, so they agree."""

WAKE_CHANNEL: Final = "dsh_wake"
"""Where a commit that moves a session's wake-up time earlier says so: the payload is the
earliest such time (epoch ms), a space, and the store's schema."""

_WRITE_WAKES: Final = (
    "WITH w AS (SELECT * FROM unnest(%b::bigint[], %b::bigint[]) AS w (position, wake_at)),"
    " moved AS (UPDATE dsh_sessions s SET wake_at = w.wake_at FROM w JOIN dsh_sessions o"
    " ON o.position = w.position WHERE s.position = w.position RETURNING w.wake_at,"
    " o.wake_at AS was)"
    " SELECT pg_notify(%s, min(wake_at)::text || ' ' || current_schema()) FROM moved"
    " WHERE wake_at IS NOT NULL AND (was IS NULL OR wake_at < was) HAVING count(*) > 0"
)
"""Write the wake-up times; notify the earliest moved earlier (`o`: each row as it was)."""

_PAIRS: Final = "(SELECT * FROM unnest(%b::bigint[], %b::bigint[]) AS p (column1, column2))"
_WRITE_CHECKPOINTS: Final = (
    "INSERT INTO dsh_checkpoints SELECT * FROM unnest(%b::bigint[], %b::bigint[], %b::text[],"
    " %b::text[], %b::bytea[]) ON CONFLICT (session) DO UPDATE SET length = excluded.length,"
    " digest = excluded.digest, prior = excluded.prior, state = excluded.state"
)
_FORGET_SEEN: Final = (
    "DELETE FROM dsh_seen_ids s USING unnest(%b::bigint[], %b::bigint[]) AS d (session,"
    " ordinal) WHERE s.session = d.session AND s.ordinal >= d.ordinal"
)
_INSERT_SEEN: Final = (
    "INSERT INTO dsh_seen_ids SELECT * FROM unnest(%b::bigint[], %b::bigint[], %b::text[])"
)

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


class PostgresStore(SqlStore):
    """A `SessionStore` in the PostgreSQL database at `url`, created on first use (unless
    `read_only`). `close()` closes the connection; using the store again connects again,
    checks included, and so does the next operation after the server dropped it."""

    def __init__(
        self,
        url: str,
        *,
        clock: Clock | None = None,
        read_only: bool = False,
        lock_timeout_s: float = LOCK_TIMEOUT_S,
        pooled: bool = False,
    ) -> None:
        self.label = redacted(url)
        self.read_only = read_only
        self._server = PostgresDialect(url, clock, read_only, lock_timeout_s, pooled)
        super().__init__(self._server)
        self._server.open()

    def _database(self) -> psycopg.Connection[Row]:
        return self._server.database()

    def listen_wakes(
        self, heard: Callable[[int], None], warn: Callable[[str], None]
    ) -> Callable[[], None]:
        """Listen on a connection of its own (`postgres_wakes.WakeListener`)."""
        return self._server.listen(heard, warn).close


class PostgresDialect:
    """PostgreSQL's part of the SQL store: a connection (or a pool of one), row locks taken
    in position order (`FOR UPDATE`), so processes that race for one session take turns, and
    the server's clock as the lease clock unless one is given."""

    prefix = "dsh_"
    mark = "%s"
    for_update = " FOR UPDATE"

    def __init__(
        self, url: str, clock: Clock | None, read_only: bool, lock_timeout_s: float, pooled: bool
    ) -> None:
        self._url = url
        self.label = self.where = redacted(url)
        self._server_clock = ServerClock()
        self.clock: Clock = self._server_clock if clock is None else clock
        self.read_only = read_only
        self._lock_timeout_ms = max(1, round(lock_timeout_s * 1000))
        self._connection: psycopg.Connection[Row] | None = None
        self._pooling = pooled
        self._pool: psycopg_pool.ConnectionPool[psycopg.Connection[Row]] | None = None

    def open(self) -> None:
        """Connect (or open the pool) now, so a bad URL or store is refused at once."""
        if self._pooling:
            self._pool = self._open_pool()
        else:
            self.database()

    def write(self) -> AbstractContextManager[psycopg.Connection[Row]]:
        return self._transaction(write=True)

    def listen(
        self, heard: Callable[[int], None], warn: Callable[[str], None]
    ) -> postgres_wakes.WakeListener:
        def lost(error: Exception) -> None:
            warn(
                f"session store {self.label}: not hearing wake-ups ({self._detail(error)});"
                f" polling only, listening again in {postgres_wakes.RECONNECT_S:g} s"
            )

        return postgres_wakes.WakeListener(self._url, WAKE_CHANNEL, heard, lost)

    def read(self) -> AbstractContextManager[psycopg.Connection[Row]]:
        return self._transaction(write=False, snapshot=True)

    def peek(self) -> AbstractContextManager[psycopg.Connection[Row]]:
        return self._connected()

    def now(self, db: psycopg.Connection[Row]) -> int:
        return self._now(_server_now(db))

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

    def lock(self, db: psycopg.Connection[Row], session_ids: Sequence[str]) -> None:
        """Every row at once, in position order, as claims lock them, so two transactions
        never wait on each other in a cycle."""
        if session_ids:
            db.execute(
                "SELECT FROM dsh_sessions WHERE id = ANY(%b) ORDER BY position FOR UPDATE",
                (list(session_ids),),
            )

    def lock_creation(self, db: psycopg.Connection[Row]) -> None:
        """Creations take turns; claims and commits (row locks) go on meanwhile."""
        db.execute("LOCK TABLE dsh_sessions IN SHARE ROW EXCLUSIVE MODE")

    def among(self, column: str, values: Sequence[object]) -> tuple[str, list[object]]:
        return f"{column} = ANY(%b)", [list(values)]

    def pairs(self, rows: Sequence[tuple[int, int]]) -> tuple[str, list[object]]:
        """Two arrays, whatever the number of rows: one statement text, prepared once."""
        return _PAIRS, [list(column) for column in zip(*rows, strict=True)]

    def write_checkpoints(
        self,
        db: psycopg.Connection[Row],
        checkpoints: Sequence[Row],
        unseen: Sequence[Row],
        seen: Sequence[Row],
    ) -> None:
        for query, rows in (
            (_WRITE_CHECKPOINTS, checkpoints),
            (_FORGET_SEEN, unseen),
            (_INSERT_SEEN, seen),
        ):
            if rows:
                db.execute(query, [list(column) for column in zip(*rows, strict=True)])

    def insert_events(self, db: psycopg.Connection[Row], rows: Sequence[Row]) -> None:
        db.execute(
            "INSERT INTO dsh_events SELECT * FROM unnest(%b::bigint[], %b::bigint[],"
            " %b::text[], %b::bigint[], %b::text[])",
            [list(column) for column in zip(*rows, strict=True)],
        )

    def write_wakes(self, db: psycopg.Connection[Row], wakes: Mapping[int, int | None]) -> None:
        """Store the wake-up times, and tell the listening workers (`WAKE_CHANNEL`, sent on
        commit) the earliest that moved earlier, so that none waits for its poll."""
        db.execute(_WRITE_WAKES, (list(wakes), list(wakes.values()), WAKE_CHANNEL))

    def write_leases(self, db: psycopg.Connection[Row], rows: Sequence[Row]) -> None:
        if rows:
            db.execute(
                "INSERT INTO dsh_leases SELECT *, false FROM unnest(%b::bigint[], %b::bigint[],"
                " %b::text[], %b::bigint[], %b::text[], %b::bigint[], %b::bigint[], %b::text[])"
                + _LEASE_UPDATE,
                [list(column) for column in zip(*rows, strict=True)],
            )

    def lease_rows(self, db: psycopg.Connection[Row], positions: Sequence[int]) -> Iterable[Row]:
        return db.execute(
            "SELECT session, epoch, host, pid, instance, claimed_at, expires_at, role"
            " FROM dsh_leases WHERE session = ANY(%b)",
            (list(positions),),
        ).fetchall()

    def due(self, db: psycopg.Connection[Row], now: int, limit: int) -> list[Row]:
        return db.execute(
            f"SELECT {RECORD} FROM dsh_sessions s WHERE wake_at <= %(now)s AND NOT EXISTS"
            " (SELECT FROM dsh_leases WHERE session = s.position AND expires_at > %(now)s)"
            " ORDER BY wake_at, position LIMIT %(limit)s FOR UPDATE SKIP LOCKED",
            {"now": now, "limit": limit},
        ).fetchall()

    def states(
        self, db: psycopg.Connection[Row], session_ids: Sequence[str]
    ) -> tuple[dict[str, State], int]:
        rows = db.execute(_STATES, (list(session_ids),)).fetchall()
        states = {row[0]: (row[1], row[2], row[3:10]) for row in rows}
        return states, self._now(rows[0][-1] if rows else _server_now(db))

    def load(self, db: psycopg.Connection[Row]) -> tuple[list[Row], Iterable[Row]]:
        records = db.execute(f"SELECT {RECORD} FROM dsh_sessions ORDER BY position").fetchall()
        rows = db.execute(
            "SELECT session, seq, type, time, data FROM dsh_events ORDER BY session, seq"
        )
        return records, rows

    def holds_checkpoints(self) -> bool:
        return True

    def check_event(self, session_id: str, event: SessionEvent) -> None:
        """PostgreSQL's text holds no NUL; the rows of a group go out together, so a refusal
        by the server would fail them all."""
        if isinstance(event.type, str) and "\0" in event.type:
            raise StoreError(
                f"session store {self.label}: a value PostgreSQL cannot hold (PostgreSQL"
                f" text fields cannot contain NUL characters: session {session_id},"
                f" event {event.seq})"
            )

    def close(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.close()
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()

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
        db = self.database()
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
        self.database().close()
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

    def database(self) -> psycopg.Connection[Row]:
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
        return prepared(db, self._prepare, psycopg.Error, self._failure)

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
        catalog = catalog_of(db, schema)
        if not self.read_only and version_of(db, catalog) < SCHEMA_VERSION:
            with db.transaction():
                _one(db, "SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_ADVISORY_LOCK, schema))
                catalog = catalog_of(db, schema)  # another process may have upgraded meanwhile
                version = version_of(db, catalog)
                if version < SCHEMA_VERSION:
                    for layout in LAYOUTS[version:]:
                        for statement in layout:
                            db.execute(statement)
                    db.execute("DELETE FROM dsh_meta")
                    db.execute("INSERT INTO dsh_meta VALUES (%s)", (SCHEMA_VERSION,))
            catalog = catalog_of(db, schema)
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


def _server_now(db: psycopg.Connection[Row]) -> int:
    now: int = _one(db, f"SELECT {_NOW}")[0]
    return now


_LEASE_UPDATE: Final = (
    " ON CONFLICT (session) DO UPDATE SET epoch = excluded.epoch, host = excluded.host,"
    " pid = excluded.pid, instance = excluded.instance, claimed_at = excluded.claimed_at,"
    " expires_at = excluded.expires_at, role = excluded.role, handover ="
    " CASE WHEN dsh_leases.epoch = excluded.epoch THEN dsh_leases.handover ELSE false END"
)
"""How a lease written over another is recorded: a handover request stays while the epoch
does (renewal, release)."""
