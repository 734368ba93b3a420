"""What a claim reads of the sessions it claims, for all of them at once: each one's length,
its stored checkpoint, and its events from the checkpoint's last covered one on, in two
statements whatever their number. A worker claims hundreds of sessions at a time; reading
them one statement each was most of a claim's cost on a server, a round trip apiece."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Final, TypeVar

from dsh_schedule.host.stores import checkpoints
from dsh_schedule.host.stores.dialect import Db, Dialect, Row, statement

CHUNK: Final = 256
"""Sessions per statement: SQLite caps a statement's parameters (999 before 3.32)."""

_HEADS: Final = (
    "SELECT s.position, (SELECT coalesce(max(seq) + 1, 0) FROM {events} WHERE session ="
    " s.position), c.length, c.digest, c.prior, c.state FROM {sessions} s LEFT JOIN"
    " {checkpoints} c ON c.session = s.position WHERE "
)

_TAILS: Final = "SELECT e.session, e.seq, e.type, e.time, e.data FROM {events} e JOIN "

Item = TypeVar("Item")


def heads(
    db: Db, dialect: Dialect, positions: Sequence[int]
) -> dict[int, tuple[int, checkpoints.Stored | None]]:
    """Each session's length and stored checkpoint (None without one), by position."""
    found: dict[int, tuple[int, checkpoints.Stored | None]] = {}
    for chunk in _chunks(positions):
        condition, parameters = dialect.among("s.position", chunk)
        query = statement(dialect.prefix, dialect.mark, _HEADS) + condition
        for position, length, covered, digest, prior, state in db.execute(query, parameters):
            stored = None if covered is None else stored_checkpoint(covered, digest, prior, state)
            found[position] = (length, stored)
    return found


def tails(db: Db, dialect: Dialect, starts: Mapping[int, int]) -> dict[int, list[Row]]:
    """Each session's event rows (seq, type, time, data) from its start on, by position."""
    found: dict[int, list[Row]] = {position: [] for position in starts}
    for chunk in _chunks(list(starts.items())):
        table, parameters = dialect.pairs(chunk)
        query = (
            statement(dialect.prefix, dialect.mark, _TAILS)
            + table
            + " AS s ON e.session = s.column1 AND e.seq >= s.column2 ORDER BY e.session, e.seq"
        )
        for position, *row in db.execute(query, parameters):
            found[position].append(tuple(row))
    return found


def stored_checkpoints(
    db: Db, dialect: Dialect, positions: Sequence[int]
) -> dict[int, checkpoints.Stored]:
    """The stored checkpoints of the sessions that have one, by position."""
    found: dict[int, checkpoints.Stored] = {}
    for chunk in _chunks(positions):
        condition, parameters = dialect.among("session", chunk)
        query = statement(
            dialect.prefix,
            dialect.mark,
            "SELECT session, length, digest, prior, state FROM {checkpoints} WHERE ",
        )
        for position, *columns in db.execute(query + condition, parameters):
            found[position] = stored_checkpoint(*columns)
    return found


def stored_checkpoint(
    length: int, digest: str, prior: str, state: bytes | memoryview
) -> checkpoints.Stored:
    """A checkpoint row as read (PostgreSQL's bytea comes back as a memoryview)."""
    return checkpoints.Stored(
        length, digest, prior, bytes(state) if isinstance(state, memoryview) else state
    )


def _chunks(items: Sequence[Item]) -> Iterator[Sequence[Item]]:
    for start in range(0, len(items), CHUNK):
        yield items[start : start + CHUNK]
