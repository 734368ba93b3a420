"""What one database supplies to the SQL store (`sql.py`): the `Dialect`, and the shapes of
what passes between them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from dsh_schedule.host.errors import StoreError
from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.events import SessionEvent

if TYPE_CHECKING:
    from dsh_schedule.host.stores.checkpoints import Stored

Row = tuple[Any, ...]
Db = Any
"""A connection of the dialect's driver (`sqlite3` or psycopg): `execute` returns a cursor."""

State = tuple[int, int, Row]
"""A session's state as a commit reads it: position, durable length and the lease's columns
(epoch, host, pid, instance, claimed_at, expires_at, role; NULLs without a lease)."""

RECORD = "position, id, agent_name, seed_length, wake_at"
"""A session's record as `assemble_sessions` reads it."""


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

    def pairs(self, rows: Sequence[tuple[int, int]]) -> tuple[str, list[object]]:
        """A table of `rows`, its columns named `column1` and `column2`, to join with, and
        its parameters."""
        ...

    def write_checkpoints(
        self, db: Db, checkpoints: Sequence[Row], unseen: Sequence[Row], seen: Sequence[Row]
    ) -> None:
        """Store checkpoints (position, length, digest, prior, state; one per session at
        most), each replacing the session's; delete the seen ids from each (position,
        ordinal) of `unseen` on; then insert the seen ids of `seen` (position, ordinal,
        id). Each may be empty."""
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


Connection = TypeVar("Connection", bound=Db)


def prepared(
    db: Connection,
    prepare: Callable[[Connection], None],
    failures: type[Exception] | tuple[type[Exception], ...],
    failure: Callable[[Any], StoreError],
) -> Connection:
    """A new connection once `prepare` has set it up; closed when that fails, and one of the
    driver's `failures` then said as `failure` says it."""
    try:
        prepare(db)
    except BaseException as error:
        db.close()
        if isinstance(error, failures):
            raise failure(error) from None
        raise
    return db


@cache
def statement(prefix: str, mark: str, template: str) -> str:
    tables = ("sessions", "events", "leases", "checkpoints", "seen_ids")
    text = template.format(**{name: prefix + name for name in tables})
    return text if mark == "?" else text.replace("?", mark)


@dataclass
class Writes:
    """What a group writes, gathered as its commits pass their checks, then written in a
    statement or one pipelined batch per table, whatever the number of sessions."""

    lengths: dict[int, int] = field(default_factory=dict)
    """Each writing session's durable length, by position, as the group's commits land."""
    events: list[Row] = field(default_factory=list)
    wakes: dict[int, int | None] = field(default_factory=dict)
    checkpoints: list[Row] = field(default_factory=list)
    """Checkpoint rows (position, length, digest, prior, state), one per session at most."""
    unseen: list[Row] = field(default_factory=list)
    """(position, ordinal): the seen ids to delete from that ordinal on, before `seen`."""
    seen: list[Row] = field(default_factory=list)
    """Seen-id rows (position, ordinal, id)."""
    stored: dict[int, Stored] = field(default_factory=dict)
    """The stored checkpoint of each session that commits one, by position: as the group
    read them all at once, then as its commits leave it."""
    earlier: dict[int, tuple[int, list[Row]]] = field(default_factory=dict)
    """The stored event rows a session's checkpoint chains over, read with `stored`: the
    seq they start at, and the rows (seq, type, time, data)."""

    def write(self, db: Db, dialect: Dialect) -> None:
        """Write what was gathered so far (nothing, not even a statement, when there is
        nothing), and start gathering anew."""
        if self.events:
            dialect.insert_events(db, self.events)
        if self.wakes:
            dialect.write_wakes(db, self.wakes)
        if self.checkpoints or self.unseen or self.seen:
            dialect.write_checkpoints(db, self.checkpoints, self.unseen, self.seen)
        for gathered in (self.events, self.checkpoints, self.unseen, self.seen):
            gathered.clear()
        self.wakes.clear()
