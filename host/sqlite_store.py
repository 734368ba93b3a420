"""The durable `SessionStore`: one SQLite file, every commit one transaction synced to disk.

The WAL journal with `synchronous=FULL` makes a transaction durable when its COMMIT returns,
and a crash at any point (SIGKILL, power loss) leaves either all of a batch or none of it.
The file carries an application id and a schema version, and its tables and pages are checked
on open, so a foreign, older, newer or damaged file is refused with one `StoreError` naming
the path and the problem, instead of being read wrongly or overwritten.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from functools import cache
from pathlib import Path
from typing import Any, Final

from dsh_schedule.host.store import (
    StoredSession,
    StoreError,
    check_batch,
    check_new_session,
    decode_data,
    encode_data,
)
from dsh_schedule.runtime.events import Event, SessionEvent

APPLICATION_ID: Final = 0x44534853
"""`PRAGMA application_id` of a session store ("DSHS"): tells our files from other databases."""

SCHEMA_VERSION: Final = 1
"""`PRAGMA user_version` of the layout below; a file of another version is refused."""

SCHEMA: Final = (
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
)
"""Sessions in creation order (`position`), events keyed by session and seq, data as JSON."""

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


class SqliteStore:
    """A `SessionStore` in the SQLite file at `path`, initialised when the file is new or
    empty. `close()` releases the file; using the store again opens it again, checks
    included, as a restarted process would."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._connection: sqlite3.Connection | None = None
        self._database()

    def create_session(self, session: StoredSession) -> None:
        check_new_session(session)
        rows = _rows(session.id, session.events)
        with self._transaction("BEGIN IMMEDIATE") as db:
            if db.execute("SELECT 1 FROM sessions WHERE id = ?", (session.id,)).fetchone():
                raise StoreError(f"session {session.id} already exists")
            position = db.execute(
                "INSERT INTO sessions (id, agent_name, seed_length) VALUES (?, ?, ?)",
                (session.id, session.agent_name, session.seed_length),
            ).lastrowid
            db.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?)", _at(position, rows))

    def load_sessions(self) -> list[StoredSession]:
        with self._transaction("BEGIN") as db:
            records = db.execute(
                "SELECT position, id, agent_name, seed_length FROM sessions ORDER BY position"
            ).fetchall()
            events = db.execute(
                "SELECT session, seq, type, time, data FROM events ORDER BY session, seq"
            )
            try:
                return _assemble(records, events)
            except StoreError as error:
                raise StoreError(f"session store {self.path}: damaged: {error}") from None

    def commit(self, session_id: str, events: Sequence[SessionEvent]) -> None:
        rows = _rows(session_id, events)
        with self._transaction("BEGIN IMMEDIATE") as db:
            found = db.execute(
                "SELECT position, (SELECT coalesce(max(seq) + 1, 0) FROM events"
                " WHERE session = position) FROM sessions WHERE id = ?",
                (session_id,),
            ).fetchone()
            if found is None:
                raise StoreError(f"session {session_id} does not exist")
            position, durable_length = found
            check_batch(session_id, durable_length, events)
            db.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?)", _at(position, rows))

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
        try:
            db = sqlite3.connect(self.path, isolation_level=None)
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
        """Initialise a new file, or refuse one that is not a sound store of this version.
        Nothing is written to a file until it is known to be empty or ours."""
        if _is_empty(db):
            if _holds_other_data(self.path):
                raise StoreError(f"session store {self.path}: not a SQLite database")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("BEGIN IMMEDIATE")
            if _is_empty(db):  # another process may have initialised it meanwhile
                for statement in SCHEMA:
                    db.execute(statement)
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("COMMIT")
        problem = _problem(db)
        if problem is not None:
            raise StoreError(f"session store {self.path}: {problem}")
        if db.execute("PRAGMA journal_mode = WAL").fetchone() != ("wal",):
            raise StoreError(f"session store {self.path}: cannot use a WAL journal here")
        db.execute("PRAGMA synchronous = FULL")
        db.execute("PRAGMA foreign_keys = ON")

    def _failure(self, error: Exception) -> StoreError:
        name = getattr(error, "sqlite_errorname", None) or ""
        problem = next((p for code, p in _PROBLEMS.items() if name.startswith(code)), "failed")
        if isinstance(error, UnicodeDecodeError):
            problem = "damaged"
        return StoreError(f"session store {self.path}: {problem} ({error})")


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


def _problem(db: sqlite3.Connection) -> str | None:
    """Why this database is not a sound session store of `SCHEMA_VERSION`, if it is not."""
    application_id = db.execute("PRAGMA application_id").fetchone()[0]
    if application_id != APPLICATION_ID:
        tables = [n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return f"not a dsh-schedule session store (application id {application_id}, " + (
            f"tables {', '.join(tables)})" if tables else "no tables)"
        )
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version != SCHEMA_VERSION:
        age = "an older" if version < SCHEMA_VERSION else "a newer"
        return (
            f"written with {age} schema version {version}; this dsh-schedule reads version "
            f"{SCHEMA_VERSION} only"
        )
    if _schema_of(db) != _expected_schema():
        return f"its tables do not match schema version {SCHEMA_VERSION}"
    check = db.execute("PRAGMA quick_check").fetchall()
    if check != [("ok",)]:
        found = [line for (text,) in check for line in str(text).splitlines() if line[:3] != "***"]
        return f"damaged ({'; '.join(found[:2])}{'; ...' if len(found) > 2 else ''})"
    return None


def _schema_of(db: sqlite3.Connection) -> list[Row]:
    return db.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
    ).fetchall()


@cache
def _expected_schema() -> list[Row]:
    """`sqlite_master` as `SCHEMA` leaves it, read from a scratch database rather than
    restated, so the comparison cannot drift from the statements."""
    with closing(sqlite3.connect(":memory:")) as reference:
        for statement in SCHEMA:
            reference.execute(statement)
        return _schema_of(reference)


def _rows(session_id: str, events: Sequence[SessionEvent]) -> list[Row]:
    """Encode a whole batch before the transaction, so unencodable data writes nothing."""
    return [(e.seq, e.type, e.time, encode_data(session_id, e.data)) for e in events]


def _at(position: int | None, rows: list[Row]) -> Iterator[Row]:
    return ((position, *row) for row in rows)


def _assemble(records: list[Row], rows: Iterator[Row]) -> list[StoredSession]:
    """Sessions from their rows, refusing anything a commit could not have written: a seq
    gap or repeat, events of no session, a seed longer than the log, data that is not JSON."""
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
    for position, session_id, agent_name, seed_length in records:
        events = tuple(logs[position])
        if not (isinstance(seed_length, int) and 0 <= seed_length <= len(events)):
            raise StoreError(
                f"session {session_id}: seed_length {seed_length} outside its {len(events)} events"
            )
        sessions.append(StoredSession(session_id, agent_name, seed_length, events))
    return sessions
