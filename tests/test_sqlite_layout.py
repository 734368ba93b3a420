"""The SQLite file's events in commit order (schema version 5): a group commit's new events share
pages, an older file is upgraded in place with every event kept, and a session's log still
reads back whole and in order."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.host.stores import Commit, StoredSession
from dsh_schedule.host.stores.sqlite import SCHEMA_VERSION
from dsh_schedule.runtime.events import Event
from tests.support.sqlite_files import opened, raw, write_layout
from tests.support.stores import HOLDER, commit_claimed

PAGE = 4096
FRAME = 24 + PAGE
"""A frame of the write-ahead log: its header, then the page."""


def _note(seq: int, text: str) -> Event:
    return Event("note", seq, 1000 + seq, {"n": seq, "text": text})


def _version_4_file(path: Path, logs: dict[str, list[str]], order: list[tuple[int, int]]) -> None:
    """A file as schema version 4 wrote it, its events keyed by session and seq (a table
    WITHOUT ROWID), holding `logs` (session id -> each event's text), its rows inserted in
    `order` (session's index in `logs`, seq)."""
    ids = list(logs)
    with raw(path) as db:
        write_layout(db, 4)
        (events,) = db.execute("SELECT sql FROM sqlite_master WHERE name = 'events'").fetchone()
        assert events.endswith("PRIMARY KEY (session, seq)) WITHOUT ROWID")
        db.executemany(
            "INSERT INTO sessions (position, id, agent_name, seed_length, wake_at)"
            " VALUES (?, ?, 'main', 0, NULL)",
            [(number + 1, session_id) for number, session_id in enumerate(ids)],
        )
        for number, seq in order:
            event = _note(seq, logs[ids[number]][seq])
            db.execute(
                "INSERT INTO events VALUES (?, ?, ?, ?, ?)",
                (number + 1, seq, event.type, event.time, json.dumps(event.data)),
            )


@settings(max_examples=30)
@given(
    logs=st.lists(
        st.lists(st.text(st.characters(exclude_categories=["Cs"]), max_size=300), max_size=40),
        min_size=1,
        max_size=4,
    ).flatmap(
        lambda logs: st.tuples(
            st.just(logs),
            st.permutations([(n, seq) for n, log in enumerate(logs) for seq in range(len(log))]),
        )
    )
)
def test_a_version_4_file_is_upgraded_in_place_with_every_event_kept_in_order(
    tmp_path_factory: pytest.TempPathFactory, logs: tuple[list[list[str]], list[tuple[int, int]]]
) -> None:
    texts, order = logs
    path = tmp_path_factory.mktemp("v4") / "old.sqlite"
    by_id = {f"s{number}": log for number, log in enumerate(texts)}
    _version_4_file(path, by_id, order)
    with opened(path) as store:
        stored = store.load_sessions()
        assert [(s.id, list(s.events)) for s in stored] == [
            (session_id, [_note(seq, text) for seq, text in enumerate(log)])
            for session_id, log in by_id.items()
        ]
    with raw(path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        (events,) = db.execute("SELECT sql FROM sqlite_master WHERE name = 'events'").fetchone()
        assert "WITHOUT ROWID" not in events
        assert db.execute("PRAGMA index_info(events_by_session)").fetchall() == [
            (0, 0, "session"),
            (1, 1, "seq"),
        ]


def test_an_upgraded_file_takes_new_events_after_the_old_ones(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    _version_4_file(path, {"a": ["a0", "a1"], "b": ["b0"]}, [(1, 0), (0, 1), (0, 0)])
    with opened(path) as store:
        commit_claimed(store, "b", [_note(1, "b1")])
        commit_claimed(store, "a", [_note(2, "a2")])
        (claim,) = store.claim(HOLDER, 60_000, session_id="a")
        assert list(claim.stored.events) == [_note(seq, f"a{seq}") for seq in range(3)]
        assert store.read_events("b", 2) == (_note(0, "b0"), _note(1, "b1"))


def test_a_seq_stored_twice_for_one_session_is_refused_by_the_file(tmp_path: Path) -> None:
    """The index that finds a session's events also keeps each (session, seq) once, as the
    key of the older layout did, whatever wrote the row."""
    path = tmp_path / "s.sqlite"
    with opened(path) as store:
        store.create_session(StoredSession("s", "main", 0, (_note(0, "x"),)))
    with (
        raw(path) as db,
        pytest.raises(
            sqlite3.IntegrityError, match=r"UNIQUE constraint failed: events\.session, events\.seq"
        ),
    ):
        db.execute("""INSERT INTO events VALUES (1, 0, 'note', 5, '"again"')""")


def test_a_group_commit_writes_its_new_events_to_shared_pages(tmp_path: Path) -> None:
    """One event for each of 100 sessions whose logs each fill more than a page: the new rows
    go to the pages at the end of the events, not to a page of each session's own."""
    sessions = 100
    path = tmp_path / "s.sqlite"
    with opened(path) as store:
        for number in range(sessions):
            log = tuple(_note(seq, "x" * 100) for seq in range(40))
            store.create_session(StoredSession(f"s{number}", "main", 0, log))
        claims = store.claim_many(HOLDER, 60_000, [f"s{number}" for number in range(sessions)])
        db = store._database()
        db.execute("PRAGMA wal_autocheckpoint = 0")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        wal = Path(f"{path}-wal")
        assert wal.stat().st_size == 0
        outcomes = store.commit_many([Commit(c.lease, [_note(40, "new")]) for c in claims])
        assert outcomes == [None] * sessions
        pages = (wal.stat().st_size - 32) // FRAME
        assert pages <= sessions // 4
