"""A group's checkpoints: what the commits of one group read and write to store each
session's checkpoint, for all of them at once. A worker's group holds hundreds of commits,
each with a checkpoint; one statement per session per read or write was most of a commit's
cost on a server, a round trip apiece."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dsh_schedule.host.stores import checkpoints, resume
from dsh_schedule.host.stores.dialect import Db, Dialect, Row, State, Writes


def gathered(
    db: Db, dialect: Dialect, commits: Sequence[tuple[State | None, checkpoints.Write | None]]
) -> Writes:
    """A group's writes, holding already the stored checkpoints of the sessions whose
    commits (`commits`: each one's state as the group read it, and its checkpoint) store one,
    and the stored events each will chain over."""
    group = Writes()
    wanted = [(state, write) for state, write in commits if state is not None and write]
    if not wanted:
        return group
    group.stored = resume.stored_checkpoints(db, dialect, [state[0] for state, _ in wanted])
    starts = {}
    for (position, length, _), write in wanted:
        base = checkpoints.chained_from(group.stored.get(position), write, length)
        start = 0 if base is None else base.length
        if start < length:
            starts[position] = start
    rows = resume.tails(db, dialect, starts) if starts else {}
    group.earlier = {position: (starts[position], rows[position]) for position in starts}
    return group


def add_checkpoint(
    group: Writes,
    position: int,
    durable_length: int,
    rows: Sequence[Row],
    write: checkpoints.Write,
    stored_rows: Callable[[int], Sequence[Row]],
) -> None:
    """Add a commit's checkpoint to the group's writes, its digest chained on over the rows
    it adds to the previous one (as the group read it, or an earlier commit of the group
    left it); `stored_rows(start)` reads the stored rows from `start` on, should the group
    not have read them from there."""

    def earlier(start: int) -> Sequence[Row]:
        """The stored rows from `start` on: as the group read them, unless an earlier commit
        of the group has added to them since (or they start elsewhere)."""
        read = group.earlier.pop(position, None)
        if read is not None and read[0] == start and start + len(read[1]) == durable_length:
            return read[1]
        return stored_rows(start)

    stored = checkpoints.stored_after(
        group.stored.get(position), write, durable_length, earlier, rows
    )
    group.stored[position] = stored
    group.checkpoints.append((position, stored.length, stored.digest, stored.prior, stored.state))
    group.unseen.append((position, write.seen_from))
    group.seen.extend((position, *pair) for pair in checkpoints.seen_rows(write))
