"""SQL rows and what they mean: lease rows and batches, and sessions and events read back,
refusing what no commit could have written."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from dsh_schedule.host.errors import LeaseLostError, StoreError
from dsh_schedule.host.stores.dialect import Row
from dsh_schedule.host.stores.encoding import decode_data
from dsh_schedule.host.stores.leases import Lease, released, renewed
from dsh_schedule.host.stores.sessions import StoredSession, check_wake
from dsh_schedule.runtime.events import Event


def positioned(position: int, rows: Iterable[Row]) -> Iterable[Row]:
    """Event rows as a table keeps them: the session's position first."""
    return ((position, *row) for row in rows)


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


def holds(columns: Sequence[Any], lease: Lease, now: int, asked: int | None) -> bool:
    """Whether a session's lease columns, read as `lease_row` writes them (its position left
    out), record `lease` (renewals aside), of the right types and live at `now` or when the
    write `asked`: the fence passes without building the stored lease, which every commit
    would otherwise do. False only sends the commit to `fenced`, which decides and says why."""
    epoch, host, pid, instance, claimed_at, expires_at, role = columns
    holder = lease.holder
    return (
        type(epoch) is int
        and epoch == lease.epoch
        and instance == holder.instance
        and host == holder.host
        and type(pid) is int
        and pid == holder.pid
        and role == holder.role
        and type(claimed_at) is int
        and type(expires_at) is int
        and (now < expires_at or (asked is not None and asked < expires_at))
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


def renewing(
    now: int, ttl_ms: int, asked: Callable[[Lease], int | None]
) -> Callable[[Lease | None, Lease], tuple[Lease, Lease]]:
    """`lease_batch`'s decision for a renewal at `now` (each lease judged live from when its
    renewal `asked` the store, too): store the renewed lease, which is the outcome too."""

    def decide(current: Lease | None, lease: Lease) -> tuple[Lease, Lease]:
        new = renewed(current, lease, now, ttl_ms, asked(lease))
        return new, new

    return decide


def releasing(current: Lease | None, lease: Lease) -> tuple[Lease | None, None]:
    """`lease_batch`'s decision for a release: the lease to store (None: nothing to give
    up), and no outcome but success."""
    return released(current, lease), None


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
    for position, *row in rows:
        log = logs.get(position)
        if log is None:
            raise StoreError(f"events of an unknown session (position {position})")
        log.append(_event(names[position], len(log), row))
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
    for row in rows:
        events.append(_event(session_id, start + len(events), row))
    return events


def _event(session_id: str, due: int, row: Sequence[Any]) -> Event:
    """The event of a (seq, type, time, data) row that should hold seq `due`."""
    seq, kind, time, data = row
    if seq != due:
        raise StoreError(f"session {session_id}: event seq {seq} where {due} was due")
    try:
        if not (isinstance(kind, str) and isinstance(time, int) and isinstance(data, str)):
            raise ValueError("a column has the wrong type")
        return Event(kind, seq, time, decode_data(data))
    except (ValueError, RecursionError) as error:
        raise StoreError(f"session {session_id}: event {seq}: {error}") from None
