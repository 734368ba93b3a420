"""The SQLite store reads a group's sessions (position, durable length, lease columns) in one
statement and fences each commit on the raw lease columns, building a `Lease` only to refuse:
it must decide, and word its refusals, exactly as `leases.fenced` does on the `Lease` itself,
refuse a lease row of the wrong column types as damage even where the fence would pass, and
read files of every layout and groups of any size."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from dsh_schedule.host.errors import LeaseLostError, StoreError
from dsh_schedule.host.stores import Commit, StoredSession
from dsh_schedule.host.stores import sqlite as sqlite_store
from dsh_schedule.host.stores.leases import ROLES, Holder, HolderRole, Lease, fenced
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event
from tests.support.sqlite_files import raw, write_layout
from tests.support.stores import HOLDER

NOW = 1_000_000
TTL = 60_000


def _note(seq: int, data: object) -> Event:
    return Event("note", seq, NOW, data)


@pytest.fixture(scope="module")
def store() -> Iterator[SqliteStore]:
    """One store for every case of the fence rule, holding session `s` with no events."""
    with tempfile.TemporaryDirectory(prefix="dsh-fence-") as folder:
        opened = SqliteStore(Path(folder) / "s.sqlite", clock=VirtualClock(NOW))
        opened.create_session(StoredSession("s", "main", 0, ()))
        yield opened
        opened.close()


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("expires_at", [NOW - 1, NOW, NOW + 1])
@pytest.mark.parametrize(
    "changed", [None, "", "epoch", "host", "pid", "instance", "role", "host pid"]
)
def test_the_fence_on_raw_columns_decides_and_words_as_the_lease_rule(
    store: SqliteStore, role: HolderRole, expires_at: int, changed: str | None
) -> None:
    """The stored lease is the committing one with the `changed` fields changed and its own
    expiry, or none at all (`changed` None)."""
    committing = Lease("s", replace(HOLDER, role=role), 5, 0, NOW + TTL)
    stored = None
    if changed is not None:
        holder, names = committing.holder, changed.split()
        other_role: HolderRole = "worker" if holder.role == "host" else "host"
        stored = Lease(
            "s",
            Holder(
                holder.host + "x" if "host" in names else holder.host,
                holder.pid + 1 if "pid" in names else holder.pid,
                holder.instance + "x" if "instance" in names else holder.instance,
                other_role if "role" in names else holder.role,
            ),
            committing.epoch + ("epoch" in names),
            NOW - TTL,
            expires_at,
        )
    db = store._database()
    db.execute("DELETE FROM leases")
    if stored is not None:
        db.execute(
            "INSERT INTO leases VALUES (1, ?, ?, ?, ?, ?, ?, ?, 0)",
            (
                stored.epoch,
                stored.holder.host,
                stored.holder.pid,
                stored.holder.instance,
                stored.claimed_at_ms,
                stored.expires_at_ms,
                stored.holder.role,
            ),
        )
    try:
        fenced(stored, committing, NOW)
        expected = None
    except LeaseLostError as refusal:
        expected = str(refusal)
    (outcome,) = store.commit_many([Commit(committing, [])])
    assert (None if outcome is None else str(outcome)) == expected
    assert outcome is None or isinstance(outcome, LeaseLostError)


@pytest.mark.parametrize(
    "tamper",
    [
        "epoch = 'one'",
        "pid = 'seven'",
        "claimed_at = 'then'",  # not compared by the fence, still damage
        "expires_at = 'never'",
        "host = CAST('test-host' AS BLOB)",  # the same bytes as the holder's host
        "instance = CAST('test-instance' AS BLOB)",
        "role = 'admin'",
    ],
)
def test_a_commit_under_a_lease_row_of_the_wrong_column_type_is_refused_as_damage(
    tmp_path: Path, tamper: str
) -> None:
    path = tmp_path / "s.sqlite"
    store = SqliteStore(path, clock=VirtualClock(NOW))
    store.create_session(StoredSession("s", "main", 0, (_note(0, "a"),)))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    with raw(path) as db:
        db.execute(f"UPDATE leases SET {tamper}")
    for batch in ([_note(1, "b")], []):
        with pytest.raises(StoreError) as refused:
            store.commit(claim.lease, batch)
        assert str(refused.value) == (
            f"session store {path}: damaged: session s: a lease column has the wrong type"
        )
    assert [e.data for e in store.load_sessions()[0].events] == ["a"]
    store.close()


def _file_of(path: Path, version: int) -> Path:
    """A file as `version` wrote it, with session `s` (two events) and, where leases exist,
    its lease: epoch 4, held by `HOLDER` until `NOW + 1`."""
    with raw(path) as db:
        write_layout(db, version)
        db.execute(
            "INSERT INTO sessions (position, id, agent_name, seed_length) VALUES (1, 's', 'm', 0)"
        )
        db.execute(
            """INSERT INTO events VALUES (1, 0, 'note', 5, '"a"'), (1, 1, 'note', 6, '"b"')"""
        )
        if version >= 2:
            db.execute(
                "INSERT INTO leases (session, epoch, host, pid, instance, claimed_at, expires_at)"
                " VALUES (1, 4, ?, ?, ?, 0, ?)",
                (HOLDER.host, HOLDER.pid, HOLDER.instance, NOW + 1),
            )
    return path


@pytest.mark.parametrize("version", [1, 2, 3, 4, sqlite_store.SCHEMA_VERSION])
def test_a_fence_only_commit_reads_every_layout_of_a_file_opened_read_only(
    tmp_path: Path, version: int
) -> None:
    path = _file_of(tmp_path / "s.sqlite", version)
    clock = VirtualClock(NOW)
    store = SqliteStore(path, clock=clock, read_only=True)
    held = Lease("s", HOLDER, 4, 0, NOW + 1)
    other = Lease("s", HOLDER, 3, 0, NOW + 1)
    ghost = Lease("ghost", HOLDER, 4, 0, NOW + 1)
    outcomes = store.commit_many([Commit(held, []), Commit(other, []), Commit(ghost, [])])
    if version == 1:  # no leases yet: nobody holds it
        assert [str(o) for o in outcomes[:2]] == [
            f"session s: lease epoch {n} was taken over (nobody)" for n in (4, 3)
        ]
    else:
        assert outcomes[0] is None
        assert isinstance(outcomes[1], LeaseLostError)
        assert str(outcomes[1]).startswith("session s: lease epoch 3 was taken over (epoch 4, ")
        clock.advance(1)
        (expired,) = store.commit_many([Commit(held, [])])
        assert str(expired) == "session s: lease epoch 4 expired at 1970-01-01T00:16:40.001Z"
    assert str(outcomes[2]) == "session ghost does not exist"
    store.close()


def test_a_group_larger_than_one_read_commits_every_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sqlite_store, "_STATE_CHUNK", 2)  # three reads: 2, 2 and 1 (of 2)
    store = SqliteStore(tmp_path / "s.sqlite", clock=VirtualClock(NOW))
    leases = []
    for number in range(4):
        store.create_session(StoredSession(f"s{number}", f"agent {number}", 0, ()))
        leases.append(store.claim(HOLDER, TTL, session_id=f"s{number}")[0].lease)
    ghost = Lease("ghost", HOLDER, 1, 0, NOW + TTL)
    commits = [Commit(lease, [_note(0, lease.session_id)]) for lease in leases]
    commits.insert(2, Commit(ghost, [_note(0, "x")]))
    commits.append(Commit(leases[0], [_note(1, "again")]))  # a session twice: in order
    outcomes = store.commit_many(commits)
    assert [None if o is None else str(o) for o in outcomes] == [
        None,
        None,
        "session ghost does not exist",
        None,
        None,
        None,
    ]
    assert {s.id: [e.data for e in s.events] for s in store.load_sessions()} == {
        "s0": ["s0", "again"],
        "s1": ["s1"],
        "s2": ["s2"],
        "s3": ["s3"],
    }
    store.close()


@pytest.mark.parametrize("column", ["host", "instance", "role"])
def test_a_lease_column_that_is_not_utf8_fails_the_group_as_damage(
    tmp_path: Path, column: str
) -> None:
    """Text that is not UTF-8 is damage wherever it is read: a group that reads it commits
    nothing, each commit refused with the same error, worded as every other read words it."""
    path = tmp_path / "s.sqlite"
    store = SqliteStore(path, clock=VirtualClock(NOW))
    leases = []
    for number in range(2):
        store.create_session(StoredSession(f"s{number}", f"agent {number}", 0, ()))
        leases.append(store.claim(HOLDER, TTL, session_id=f"s{number}")[0].lease)
    with raw(path) as db:
        db.execute(f"UPDATE leases SET {column} = CAST(x'61ff62' AS TEXT) WHERE session = 2")
    outcomes = store.commit_many([Commit(lease, [_note(0, "x")]) for lease in leases])
    assert [str(outcome) for outcome in outcomes] == 2 * [
        f"session store {path}: damaged ('utf-8' codec can't decode byte 0xff in position 1:"
        " invalid start byte)"
    ]
    assert [list(s.events) for s in store.load_sessions()] == [[], []]
    store.close()


def test_a_failure_of_sqlite_in_the_group_read_fails_the_group_without_reading_again(
    tmp_path: Path,
) -> None:
    """SQLite's own failure of the group's read, here an interrupt, fails the group at once,
    having read once."""
    path = tmp_path / "s.sqlite"
    store = SqliteStore(path, clock=VirtualClock(NOW))
    store.create_session(StoredSession("s", "main", 0, ()))
    (claim,) = store.claim(HOLDER, TTL, session_id="s")
    reads: list[str] = []
    interrupts: list[int] = []

    def interrupt() -> bool:  # the group's read, once
        if not reads or interrupts:
            return False
        interrupts.append(1)
        return True

    db = store._database()
    db.set_trace_callback(lambda sql: reads.append(sql) if "FROM sessions AS s" in sql else None)
    db.set_progress_handler(interrupt, 1)
    (outcome,) = store.commit_many([Commit(claim.lease, [_note(0, "x")])])
    assert str(outcome) == f"session store {path}: failed (interrupted)"
    assert len(reads) == 1
    db.set_progress_handler(None, 1)
    db.set_trace_callback(None)
    assert store.commit_many([Commit(claim.lease, [_note(0, "x")])]) == [None]
    store.close()
