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

import os
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, closing, contextmanager
from functools import cache
from pathlib import Path
from typing import Final

from dsh_schedule.host.errors import StoreBusyError, StoreError
from dsh_schedule.host.stores.dialect import RECORD, Row, State, prepared
from dsh_schedule.host.stores.sql import SqlStore
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.events import SessionEvent

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
    (
        "CREATE TABLE events_in_commit_order ("
        " session INTEGER NOT NULL REFERENCES sessions (position),"
        " seq INTEGER NOT NULL,"
        " type TEXT NOT NULL,"
        " time INTEGER NOT NULL,"
        " data TEXT NOT NULL)",
        "INSERT INTO events_in_commit_order"
        " SELECT session, seq, type, time, data FROM events ORDER BY session, seq",
        "DROP TABLE events",
        "ALTER TABLE events_in_commit_order RENAME TO events",
        "CREATE UNIQUE INDEX events_by_session ON events (session, seq)",
    ),
)
"""What each schema version adds to the one before: version 1 holds sessions in creation order
(`position`) and events keyed by session and seq, data as JSON; version 2 adds the leases and
the index that finds an agent's sessions; version 3 adds each session's wake-up time and its
index, and each lease's holder role and handover request. An upgraded session with events gets
the wake-up time 0, "look at it now": the first worker that opens it stores the real one.
Version 4 adds each session's checkpoint (`checkpoints.py`: opaque state, the number of events
it covers, their chain digest) and the seen ids it does not hold, by create index; an upgraded
session gets its checkpoint like any log the store holds none of: once it is as long as the
spacing. Version 5 stores the events in commit order (a table with a rowid) beside a unique
index by session and seq: keyed by session and seq, each session's new event landed in a page
of its own, so a group commit across 100 sessions wrote about 100 pages where it now writes the
few at the end of the table and the index's leaves (docs/decisions/0024, "Follow-up")."""

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


class SqliteStore(SqlStore):
    """A `SessionStore` in the SQLite file at `path`, initialised when the file is new or
    empty. `close()` releases the file; using the store again opens it again, checks
    included, as a restarted process would."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        clock: Clock | None = None,
        read_only: bool = False,
        busy_timeout_s: float = BUSY_TIMEOUT_S,
    ) -> None:
        self.path = Path(path)
        self.read_only = read_only
        self._file = SqliteDialect(
            self.path, clock if clock is not None else SystemClock(), read_only, busy_timeout_s
        )
        super().__init__(self._file)
        self._file.database()

    def _database(self) -> sqlite3.Connection:
        return self._file.database()


class SqliteDialect:
    """SQLite's part of the SQL store: one connection to the file; a transaction that may
    write takes the file's write lock at its start (`BEGIN IMMEDIATE`), so it holds every
    session it reads until it ends."""

    prefix = ""
    mark = "?"
    for_update = ""

    def __init__(self, path: Path, clock: Clock, read_only: bool, busy_timeout_s: float) -> None:
        self.path = path
        self.where = str(path)
        self.clock = clock
        self.read_only = read_only
        self._busy_timeout_s = busy_timeout_s
        self._connection: sqlite3.Connection | None = None
        self._version = SCHEMA_VERSION

    def write(self) -> AbstractContextManager[sqlite3.Connection]:
        return self._transaction("BEGIN IMMEDIATE")

    def read(self) -> AbstractContextManager[sqlite3.Connection]:
        return self._transaction("BEGIN")

    def peek(self) -> AbstractContextManager[sqlite3.Connection]:
        return self._transaction("BEGIN")

    def now(self, db: sqlite3.Connection) -> int:
        try:
            return self.clock.now_ms()
        except Exception as error:  # the lease clock failed: no decision can be fenced on it
            raise StoreError(
                f"session store {self.path}: the lease clock failed: {error!r}"
            ) from None

    def lock(self, db: sqlite3.Connection, session_ids: Sequence[str]) -> None:
        """Nothing: the transaction holds the file's write lock."""

    def lock_creation(self, db: sqlite3.Connection) -> None:
        """Nothing: the transaction holds the file's write lock."""

    def among(self, column: str, values: Sequence[object]) -> tuple[str, list[object]]:
        return f"{column} IN ({', '.join('?' * len(values))})", list(values)

    def pairs(self, rows: Sequence[tuple[int, int]]) -> tuple[str, list[object]]:
        marks = ", ".join(["(?, ?)"] * len(rows))
        return f"(VALUES {marks})", [value for row in rows for value in row]

    def write_checkpoints(
        self,
        db: sqlite3.Connection,
        checkpoints: Sequence[Row],
        unseen: Sequence[Row],
        seen: Sequence[Row],
    ) -> None:
        db.executemany(
            "INSERT INTO checkpoints VALUES (?, ?, ?, ?, ?) ON CONFLICT (session) DO UPDATE"
            " SET length = excluded.length, digest = excluded.digest,"
            " prior = excluded.prior, state = excluded.state",
            checkpoints,
        )
        db.executemany("DELETE FROM seen_ids WHERE session = ? AND ordinal >= ?", unseen)
        db.executemany("INSERT INTO seen_ids VALUES (?, ?, ?)", seen)

    def insert_events(self, db: sqlite3.Connection, rows: Sequence[Row]) -> None:
        db.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?)", rows)

    def write_wakes(self, db: sqlite3.Connection, wakes: Mapping[int, int | None]) -> None:
        db.executemany(
            "UPDATE sessions SET wake_at = ? WHERE position = ?",
            [(at, position) for position, at in wakes.items()],
        )

    def write_leases(self, db: sqlite3.Connection, rows: Sequence[Row]) -> None:
        db.executemany(_WRITE_LEASE, rows)

    def lease_rows(self, db: sqlite3.Connection, positions: Sequence[int]) -> Iterable[Row]:
        if self._version < 2:  # a file of version 1, opened read-only, has no leases yet
            return []
        role = "role" if self._version >= 3 else "'host'"  # read-only, not upgraded
        marks = ", ".join("?" * len(positions))
        return db.execute(
            f"SELECT session, epoch, host, pid, instance, claimed_at, expires_at, {role}"
            f" FROM leases WHERE session IN ({marks})",
            list(positions),
        ).fetchall()

    def due(self, db: sqlite3.Connection, now: int, limit: int) -> list[Row]:
        return db.execute(
            f"SELECT {RECORD} FROM sessions LEFT JOIN leases ON session = position"
            " WHERE wake_at <= ? AND (session IS NULL OR expires_at <= ?)"
            " ORDER BY wake_at, position LIMIT ?",
            (now, now, limit),
        ).fetchall()

    def states(
        self, db: sqlite3.Connection, session_ids: Sequence[str]
    ) -> tuple[dict[str, State], int]:
        """Read in one statement per `_STATE_CHUNK` sessions."""
        now = self.now(db)
        wanted = list(dict.fromkeys(session_ids))
        states: dict[str, State] = {}
        for start in range(0, len(wanted), _STATE_CHUNK):
            chunk: list[str | None] = list(wanted[start : start + _STATE_CHUNK])
            size = 1 << (len(chunk) - 1).bit_length()  # a few sizes, so a few cached statements
            chunk += [None] * (size - len(chunk))  # NULL matches no id
            for row in db.execute(_state_query(self._version, size), chunk):
                states[row[0]] = (row[1], row[2], row[3:])
        return states, now

    def load(self, db: sqlite3.Connection) -> tuple[list[Row], Iterable[Row]]:
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
        rows = db.execute("SELECT session, seq, type, time, data FROM events ORDER BY session, seq")
        return records, rows

    def holds_checkpoints(self) -> bool:
        return self._version >= 4  # read-only, not upgraded: no checkpoint yet

    def check_event(self, session_id: str, event: SessionEvent) -> None:
        """Nothing: SQLite holds any text."""

    def close(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            try:
                connection.close()
            except sqlite3.Error as error:
                raise self._failure(error) from None

    @contextmanager
    def _transaction(self, begin: str) -> Iterator[sqlite3.Connection]:
        """One transaction, committed when the block ends normally and rolled back otherwise;
        any SQLite failure becomes a `StoreError`."""
        if self.read_only and begin != "BEGIN":
            raise StoreError(f"session store {self.path}: opened read-only")
        db = self.database()
        try:
            db.execute(begin)
            yield db
            db.execute("COMMIT")
        except _FAILURES as error:
            raise self._failure(error) from None
        finally:
            if db.in_transaction:
                db.rollback()

    def database(self) -> sqlite3.Connection:
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
        return prepared(db, self._prepare, _FAILURES, self._failure)

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


_WRITE_LEASE: Final = (
    "INSERT INTO leases VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0) ON CONFLICT (session) DO UPDATE"
    " SET epoch = excluded.epoch, host = excluded.host, pid = excluded.pid,"
    " instance = excluded.instance, claimed_at = excluded.claimed_at,"
    " expires_at = excluded.expires_at, role = excluded.role,"
    " handover = CASE WHEN leases.epoch = excluded.epoch THEN leases.handover ELSE 0 END"
)
"""Record a lease; a handover request stays while the epoch does (renewal, release)."""


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


_text: Final = bytes.decode
"""Text columns decoded strictly (UTF-8): bytes that are not UTF-8 mean damage, which the
default decoder reports with the whole value in its message. The method itself, not a function
calling it: a commit decodes several values of every session it reads."""


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
