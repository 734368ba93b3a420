"""What only the SQLite store faces: files it did not write, damage, other processes, crashes.

The shared contract (round trips, refusals, reopening) runs on every store in
test_host_store_*.py; here every bad file must be refused with one `StoreError` line naming the
path and the problem, and left as it was.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from dsh_schedule.cli import main
from dsh_schedule.host.errors import StoreBusyError, StoreError
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.stores import Commit, StoredSession, WakeUp
from dsh_schedule.host.stores.sqlite import APPLICATION_ID, SCHEMA_VERSION, SqliteStore
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event
from tests.support.checkpoints import write_of
from tests.support.sqlite_files import opened, raw, write_layout
from tests.support.stores import HOLDER, commit_claimed

PAGE = 4096


def _notes(start: int, stop: int, pad: int = 0) -> list[Event]:
    return [
        Event("note", seq, 1000 + seq, {"n": seq, "pad": "x" * pad}) for seq in range(start, stop)
    ]


def _populated(path: Path, sessions: int = 1, events: int = 3, pad: int = 0) -> Path:
    with opened(path) as store:
        for number in range(sessions):
            store.create_session(StoredSession(f"s{number}", "main", 0, ()))
            commit_claimed(store, f"s{number}", _notes(0, events, pad))
    return path


def _refusal(path: Path, action: Callable[[SqliteStore], object] = lambda store: None) -> str:
    """The message of the one `StoreError` opening `path` (and running `action`) raises,
    checking that it is one line naming the path and that the file was left as it was."""
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(StoreError) as caught, opened(path) as store:
        action(store)
    message = str(caught.value)
    assert message.startswith(f"session store {path}: ") and "\n" not in message
    assert (path.read_bytes() if path.is_file() else None) == before
    return message


def test_a_new_file_becomes_a_wal_store_of_this_schema_version(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    with opened(path) as store:
        assert store.load_sessions() == []
    with raw(path) as db:
        pragmas = [
            db.execute(f"PRAGMA {name}").fetchone()[0]
            for name in ("journal_mode", "user_version", "application_id")
        ]
    assert pragmas == ["wal", SCHEMA_VERSION, APPLICATION_ID]


def test_every_commit_is_fully_synced(tmp_path: Path) -> None:
    with opened(tmp_path / "s.sqlite") as store:
        assert store._database().execute("PRAGMA synchronous").fetchone() == (2,)  # FULL


def test_an_empty_file_is_initialised(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite"
    path.touch()
    with opened(path) as store:
        store.create_session(StoredSession("s", "main", 0, ()))
    with opened(path) as store:
        assert [s.id for s in store.load_sessions()] == ["s"]


@pytest.mark.parametrize(
    ("version", "problem"),
    [
        (0, "written with an older schema version 0; this dsh-schedule reads versions 1 to 5"),
        (6, "written with a newer schema version 6; this dsh-schedule reads versions 1 to 5"),
    ],
)
def test_a_file_of_another_schema_version_is_refused(
    tmp_path: Path, version: int, problem: str
) -> None:
    path = _populated(tmp_path / "s.sqlite")
    with raw(path) as db:
        db.execute(f"PRAGMA user_version = {version}")
    assert _refusal(path).endswith(problem)


def test_another_programs_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with raw(path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
        db.execute("INSERT INTO notes VALUES ('mine')")
    message = _refusal(path)
    assert message.endswith("not a dsh-schedule session store (application id 0, tables notes)")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.sqlite"]


@pytest.mark.parametrize(
    "change",
    [
        "ALTER TABLE events ADD COLUMN extra TEXT",
        "CREATE INDEX by_time ON events (time)",
        "CREATE TABLE more (x)",
        "DROP TABLE events",
    ],
)
def test_tables_that_do_not_match_the_schema_are_refused(tmp_path: Path, change: str) -> None:
    path = _populated(tmp_path / "s.sqlite")
    with raw(path) as db:
        db.execute(change)
    assert _refusal(path).endswith(f"its tables do not match schema version {SCHEMA_VERSION}")


@pytest.mark.parametrize(
    "content",
    [b"#", b"hello\n" * 100, b"\0" * 2 * PAGE, b"SQLite format 3\0"],
    ids=["one-byte", "text", "zeros", "only-the-magic"],
)
def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path, content: bytes) -> None:
    # SQLite reads a one-byte file as an empty database; it must not be initialised over.
    path = tmp_path / "s.sqlite"
    path.write_bytes(content)
    assert _refusal(path).startswith(f"session store {path}: not a SQLite database")


def _truncate(keep: Callable[[int], int]) -> Callable[[Path], None]:
    def truncate(path: Path) -> None:
        os.truncate(path, keep(path.stat().st_size))

    return truncate


def _overwrite(offset: Callable[[int], int]) -> Callable[[Path], None]:
    def overwrite(path: Path) -> None:
        with path.open("r+b") as file:
            file.seek(offset(path.stat().st_size))
            file.write(b"\xa5" * 64)

    return overwrite


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(_truncate(lambda size: 50), id="truncated-in-the-header"),
        pytest.param(_truncate(lambda size: PAGE), id="truncated-to-one-page"),
        pytest.param(_truncate(lambda size: size // 2), id="truncated-to-half"),
        pytest.param(_truncate(lambda size: size - PAGE), id="last-page-missing"),
        pytest.param(_overwrite(lambda size: PAGE + 8), id="page-2-overwritten"),
        pytest.param(_overwrite(lambda size: size // 2), id="a-middle-page-overwritten"),
        pytest.param(_overwrite(lambda size: 0), id="header-overwritten"),
    ],
)
def test_a_damaged_file_is_refused(tmp_path: Path, damage: Callable[[Path], None]) -> None:
    path = _populated(tmp_path / "s.sqlite", sessions=3, events=200, pad=300)
    damage(path)
    problem = _refusal(path, SqliteStore.load_sessions).removeprefix(f"session store {path}: ")
    assert problem.startswith(("damaged", "not a SQLite database"))


def _lettered(path: Path) -> Path:
    """Sessions a, b and c, each with 60 events padded with its own letter, so that the pages
    holding one session's rows can be told apart in the file."""
    with opened(path) as store:
        for letter in "abc":
            store.create_session(StoredSession(letter, f"agent {letter}", 0, ()))
            events = [Event("note", seq, seq, {"pad": letter * 300}) for seq in range(60)]
            commit_claimed(store, letter, events)
    return path


def _break_page(path: Path, number: int) -> None:
    """Overwrite the header of page `number` (1-based), as a bad disk block would."""
    with path.open("r+b") as file:
        file.seek((number - 1) * PAGE)
        file.write(b"\xa5" * 16)


def test_a_damaged_page_is_refused_by_the_first_read_that_meets_it(tmp_path: Path) -> None:
    """An open reads no history, so it does not check every page; the pages a read meets are
    checked as they are loaded, and a reader of every session checks every page first."""
    path = _lettered(tmp_path / "s.sqlite")
    pages = [
        path.read_bytes()[start : start + PAGE] for start in range(0, path.stat().st_size, PAGE)
    ]
    # A leaf page of the events table (kind 0x0D) that holds rows of b alone.
    (number, *_) = (
        n
        for n, page in enumerate(pages, 1)
        if page[0] == 0x0D
        and b"b" * 300 in page
        and b"a" * 300 not in page
        and b"c" * 300 not in page
    )
    _break_page(path, number)
    with opened(path) as store:  # the open and the other sessions are unaffected
        claims = store.claim_many(HOLDER, 60_000, ["a", "c"])
        assert [len(claim.stored.events) for claim in claims] == [60, 60]
        with pytest.raises(StoreError) as refused:
            store.claim(HOLDER, 60_000, session_id="b")
        assert str(refused.value).startswith(f"session store {path}: damaged (")
    assert _refusal(path, SqliteStore.load_sessions).startswith(f"session store {path}: damaged")


def test_a_damaged_index_page_no_read_of_the_sessions_meets_is_refused_by_a_whole_read(
    tmp_path: Path,
) -> None:
    path = _lettered(tmp_path / "s.sqlite")
    with raw(path) as db:
        (root,) = db.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'sessions_by_agent'"
        ).fetchone()
    _break_page(path, root)
    with opened(path) as store:
        (claim,) = store.claim(HOLDER, 60_000, session_id="b")  # by id: another index
        assert len(claim.stored.events) == 60
        with pytest.raises(StoreError, match="damaged"):
            store.claim(HOLDER, 60_000, agent_name="agent a")
    # load_sessions reads no index, yet it refuses the file: it checks every page first.
    message = _refusal(path, SqliteStore.load_sessions)
    assert message.startswith(f"session store {path}: damaged (")


@pytest.mark.parametrize(
    ("tamper", "problem"),
    [
        ("DELETE FROM events WHERE seq = 1", "session s0: event seq 2 where 1 was due"),
        ("UPDATE events SET seq = seq + 10", "session s0: event seq 10 where 0 was due"),
        ("UPDATE events SET data = '{' WHERE seq = 2", "session s0: event 2: Expecting"),
        ("UPDATE events SET data = 'NaN' WHERE seq = 0", "session s0: event 0: NaN is not JSON"),
        ("UPDATE events SET time = 'noon' WHERE seq = 1", "event 1: a column has the wrong type"),
        ("UPDATE sessions SET seed_length = 4", "session s0: seed_length 4 outside its 3 events"),
        ("INSERT INTO events VALUES (7, 0, 'note', 0, '1')", "events of an unknown session"),
        ("UPDATE events SET data = CAST(x'7b22ff' AS TEXT)", "damaged ('utf-8' codec can't"),
    ],
)
def test_rows_no_commit_could_have_written_are_refused(
    tmp_path: Path, tamper: str, problem: str
) -> None:
    path = _populated(tmp_path / "s.sqlite")
    with raw(path) as db:
        db.execute(tamper)
    message = _refusal(path, SqliteStore.load_sessions)
    assert message.startswith(f"session store {path}: damaged")
    assert problem in message


@pytest.mark.parametrize(
    ("tamper", "problem"),
    [
        ("UPDATE events SET time = 'noon' WHERE seq = 1", "event 1: a column has the wrong type"),
        (
            "UPDATE events SET type = CAST('note' AS BLOB) WHERE seq = 2",
            "event 2: a column has the wrong type",
        ),
        ("UPDATE sessions SET seed_length = 4", "seed_length 4 outside its 3 events"),
    ],
)
def test_rows_no_commit_could_have_written_are_refused_by_a_claim(
    tmp_path: Path, tamper: str, problem: str
) -> None:
    path = _populated(tmp_path / "s.sqlite")
    with opened(path) as store:
        before = store.lease_of("s0")
    with raw(path) as db:
        db.execute(tamper)
    message = _refusal(path, lambda store: store.claim(HOLDER, 15_000, session_id="s0"))
    assert message == f"session store {path}: damaged: session s0: {problem}"
    with opened(path) as store:
        assert store.lease_of("s0") == before  # the refused claim wrote no lease


def test_a_path_in_a_missing_directory_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "s.sqlite"
    assert _refusal(path).endswith(f"the directory {path.parent} does not exist")
    assert not path.parent.exists()


def test_a_directory_is_not_a_store(tmp_path: Path) -> None:
    assert "cannot be opened" in _refusal(tmp_path)


def test_a_name_sqlite_keeps_in_memory_is_refused_for_want_of_a_wal_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SQLite opens `:memory:` as a database in memory, which cannot keep a write-ahead log
    (nor anything past the process): refused, and the file of that name left alone."""
    monkeypatch.chdir(tmp_path)
    Path(":memory:").touch()
    assert _refusal(Path(":memory:")) == "session store :memory:: cannot use a WAL journal here"


def test_a_close_from_another_thread_is_a_store_error_and_the_store_opens_again(
    tmp_path: Path,
) -> None:
    """SQLite refuses a connection's use from a thread other than its own, closing included."""
    path = _populated(tmp_path / "s.sqlite")
    store = SqliteStore(path)
    failures: list[str] = []

    def close() -> None:
        try:
            store.close()
        except StoreError as error:
            failures.append(str(error))

    closer = threading.Thread(target=close)
    closer.start()
    closer.join()
    (failure,) = failures
    assert failure.startswith(f"session store {path}: failed (") and "thread" in failure
    assert "\n" not in failure
    assert [s.id for s in store.load_sessions()] == ["s0"]  # used again: opened again
    store.close()


def test_a_second_store_on_the_file_reads_what_the_first_commits(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    with opened(path) as writer, opened(path) as reader:
        writer.create_session(StoredSession("s", "main", 0, ()))
        commit_claimed(writer, "s", _notes(0, 2))
        assert reader.load_sessions()[0].events == tuple(_notes(0, 2))
        commit_claimed(writer, "s", _notes(2, 3))
        assert reader.load_sessions()[0].events == tuple(_notes(0, 3))


def test_another_process_sees_every_commit_while_the_writer_is_open(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    read = (
        "import json, sys; from dsh_schedule.host.stores.sqlite import SqliteStore\n"
        "store = SqliteStore(sys.argv[1])\n"
        "print(json.dumps([[s.id, len(s.events)] for s in store.load_sessions()]))\n"
        "store.close()"
    )
    with opened(path) as writer:
        writer.create_session(StoredSession("a", "main", 0, tuple(_notes(0, 1))))
        writer.create_session(StoredSession("b", "main", 0, ()))
        commit_claimed(writer, "a", _notes(1, 4))
        run = subprocess.run(
            [sys.executable, "-c", read, str(path)], capture_output=True, text=True, check=True
        )
    assert json.loads(run.stdout) == [["a", 4], ["b", 0]]


CRASHING_WRITER = """
import sys
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.host.stores import StoredSession
from dsh_schedule.runtime.events import Event
from tests.support.stores import commit_claimed

store = SqliteStore(sys.argv[1])
store.create_session(StoredSession("s", "main", 0, ()))
print("created", flush=True)
for batch in range(1_000_000):
    commit_claimed(store, "s", [
        Event("note", 3 * batch + part, batch, {"batch": batch, "part": part, "pad": "x" * 2000})
        for part in range(3)
    ])
    print(batch, flush=True)
"""


@pytest.mark.parametrize("kill_after", [0, 1, 10, 60])
def test_a_writer_killed_mid_commit_loses_no_finishedcommit_claimed(
    tmp_path: Path, kill_after: int
) -> None:
    path = tmp_path / "s.sqlite"
    child = subprocess.Popen(
        [sys.executable, "-c", CRASHING_WRITER, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    lines = [child.stdout.readline()]
    while len(lines) <= kill_after:
        lines.append(child.stdout.readline())
    os.kill(child.pid, signal.SIGKILL)
    lines += child.stdout.read().splitlines()
    child.stdout.close()
    assert child.wait() == -signal.SIGKILL
    finished = len(lines) - 1  # every line after "created" is a commit that returned
    with opened(path) as store:
        (session,) = store.load_sessions()
    batches, partial = divmod(len(session.events), 3)
    assert partial == 0 and batches in (finished, finished + 1)  # at most the one in flight
    expected = [divmod(seq, 3) for seq in range(len(session.events))]
    assert [e.data for e in session.events] == [
        {"batch": batch, "part": part, "pad": "x" * 2000} for batch, part in expected
    ]
    with raw(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


def test_a_host_restart_keeps_the_flushed_prefix_of_the_same_database(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"

    async def run() -> list[object]:
        host = EmbeddedHost(SqliteStore(path), VirtualClock(0), RecordingLogger())
        session = host.create_agent("main").session
        session.append("note", "flushed")
        assert await host.sessions.flush(session)
        session.append("note", "lost at the restart")
        await host.restart()
        (agent,) = host.agents.live()
        kept = [event.data for event in agent.session.events]
        await host.close()
        return kept

    assert asyncio.run(run()) == ["flushed"]
    with opened(path) as store:
        assert [[e.data for e in s.events] for s in store.load_sessions()] == [["flushed"]]


def test_a_claim_of_many_sessions_is_one_synced_transaction(tmp_path: Path) -> None:
    path = _populated(tmp_path / "s.sqlite", sessions=3)
    with opened(path) as store:
        statements: list[str] = []
        store._database().set_trace_callback(statements.append)
        claims = store.claim_many(HOLDER, 60_000, ["s2", "s0", "s1"])
        assert [claim.stored.id for claim in claims] == ["s2", "s0", "s1"]
        transactions = [s for s in statements if s.startswith(("BEGIN", "COMMIT"))]
        assert transactions == ["BEGIN IMMEDIATE", "COMMIT"]


def test_the_scenario_suite_passes_on_sqlite_and_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert main(["conformance", "--store", "sqlite"]) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.endswith(" passed, 0 failed")
    assert list(tmp_path.iterdir()) == []


# --- versions, column types, read-only ------------------------------------------------------


def _old_file(path: Path, version: int) -> Path:
    """A store as `version` wrote it: its tables, a session with two events (claimed once
    when leases exist) and an empty one."""
    with raw(path) as db:
        write_layout(db, version)
        db.execute(
            "INSERT INTO sessions (position, id, agent_name, seed_length)"
            " VALUES (1, 's', 'main', 0), (2, 'e', 'empty', 0)"
        )
        db.execute(
            """INSERT INTO events VALUES (1, 0, 'note', 5, '"a"'), (1, 1, 'note', 6, '"b"')"""
        )
        if version >= 2:
            db.execute(
                "INSERT INTO leases (session, epoch, host, pid, instance, claimed_at, expires_at)"
                " VALUES (1, 4, 'h', 7, 'i', 1, 2)"
            )
        if version >= 3:
            db.execute("UPDATE sessions SET wake_at = 0 WHERE id = 's'")
    return path


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_an_older_file_is_upgraded_in_place_and_keeps_its_sessions(
    tmp_path: Path, version: int
) -> None:
    path = _old_file(tmp_path / "old.sqlite", version)
    with opened(path) as store:
        # A session with events may hold reminders the old version did not index: it is due
        # at once, so that a worker looks at it; an empty one has nothing to wake for.
        assert [s.wake_at for s in store.load_sessions()] == [0, None]
        (claim,) = store.claim(HOLDER, 15_000, agent_name="main")
        assert [e.data for e in claim.stored.events] == ["a", "b"]
        assert claim.lease.epoch == (1 if version == 1 else 5)
        assert claim.stored.checkpoint is None  # none yet: a host writes one at its next flush
        events = [*claim.stored.events, Event("note", 2, 7, "c")]
        store.commit(claim.lease, events[2:], WakeUp(None), write_of(events))
    with raw(path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    with opened(path) as store:
        (main, _) = store.load_sessions()
        assert ([e.data for e in main.events], main.wake_at) == (["a", "b", "c"], None)
        (claim,) = store.claim(HOLDER, 15_000, agent_name="main")
        assert claim.stored.checkpoint is not None and claim.stored.checkpoint.length == 3


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_an_older_file_is_read_but_not_upgraded_when_read_only(
    tmp_path: Path, version: int
) -> None:
    path = _old_file(tmp_path / "old.sqlite", version)
    before = path.read_bytes()
    store = SqliteStore(path, read_only=True)
    try:
        # Read as the upgrade would leave it: a session with events is due now.
        assert [(len(s.events), s.wake_at) for s in store.load_sessions()] == [(2, 0), (0, None)]
        lease = store.lease_of("s")
        assert (lease and (lease.epoch, lease.holder.role)) == (
            (4, "host") if version >= 2 else None
        )
        with pytest.raises(StoreError, match="opened read-only"):
            store.claim(HOLDER, 15_000, agent_name="main")
    finally:
        store.close()
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "tamper",
    [
        "UPDATE sessions SET agent_name = CAST('main' AS BLOB)",
        "UPDATE sessions SET id = CAST('s0' AS BLOB)",
        "UPDATE sessions SET seed_length = 'none'",
    ],
)
def test_a_session_row_of_the_wrong_column_type_is_damage(tmp_path: Path, tamper: str) -> None:
    path = _populated(tmp_path / "s.sqlite")
    with raw(path) as db:
        db.execute(tamper)
    # A BLOB agent name would otherwise silently cut the agent off from its reminders.
    assert "damaged (sessions " in _refusal(path)
    assert "a column has the wrong type" in _refusal(path)


def test_a_lease_row_of_the_wrong_column_type_is_damage(tmp_path: Path) -> None:
    path = _populated(tmp_path / "s.sqlite")
    with opened(path) as store:
        store.claim(HOLDER, 15_000, session_id="s0")
    with raw(path) as db:
        db.execute("UPDATE leases SET epoch = 'one'")
    message = _refusal(path, lambda store: store.claim(HOLDER, 15_000, session_id="s0"))
    assert message.endswith("damaged: session s0: a lease column has the wrong type")


def _without_write_access(*command: str) -> subprocess.CompletedProcess[str]:
    """Run `command` as root without the capabilities that let root ignore file modes: like
    another user, it can read what all may read and write nothing it does not own."""
    caps = "-dac_override,-dac_read_search,-fowner"
    return subprocess.run(
        ["setpriv", "--bounding-set", caps, "--inh-caps", caps, *command],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_validate_log_reads_a_read_only_file_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = _populated(folder / "s.sqlite")
    before = path.read_bytes()
    path.chmod(0o444)
    folder.chmod(0o555)
    try:
        probe = _without_write_access("touch", str(folder / "probe"))
        assert probe.returncode != 0, "the check must really be unable to write here"
        result = _without_write_access(
            sys.executable, "-m", "dsh_schedule", "validate-log", str(path)
        )
    finally:
        folder.chmod(0o755)
    assert result.returncode == 0, result.stderr
    assert f"{path} s0: valid: 3 events" in result.stdout
    assert sorted(p.name for p in folder.iterdir()) == ["s.sqlite"]
    assert path.read_bytes() == before


def test_validate_log_refuses_a_foreign_empty_database_without_touching_it(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with raw(path) as db:
        db.execute("VACUUM")  # a valid, empty SQLite file of someone else's
    before = path.read_bytes()
    assert main(["validate-log", str(path)]) == 2
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.sqlite"]


def test_a_write_lock_held_past_the_busy_timeout_fails_every_commit_of_a_group(
    tmp_path: Path,
) -> None:
    path = tmp_path / "s.sqlite"
    store = SqliteStore(path, busy_timeout_s=0.05)
    leases = []
    for session_id in ("a", "b"):
        store.create_session(StoredSession(session_id, f"agent {session_id}", 0, ()))
        leases.append(store.claim(HOLDER, 60_000, session_id=session_id)[0].lease)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
    events = [Event("note", 0, 1, "x")]
    outcomes = store.commit_many([Commit(lease, events) for lease in leases])
    for outcome in outcomes:
        assert isinstance(outcome, StoreBusyError)
        assert "locked by another process" in str(outcome)
    assert outcomes[0] is not outcomes[1]
    other.execute("ROLLBACK")
    other.close()
    assert [s.events for s in store.load_sessions()] == [(), ()]
    assert store.commit_many([Commit(lease, events) for lease in leases]) == [None, None]
    store.close()


def test_a_renewal_that_meets_damage_mid_batch_renews_none(tmp_path: Path) -> None:
    path = _populated(tmp_path / "s.sqlite", sessions=3)
    clock = VirtualClock(1_000_000)
    with closing_store(path, clock) as store:
        leases = [c.lease for c in store.claim_many(HOLDER, 15_000, ["s0", "s1", "s2"])]
    with raw(path) as db:  # the second session's lease row is damaged
        db.execute("UPDATE leases SET epoch = 'one' WHERE session = 2")
    clock.advance(5_000)
    with closing_store(path, clock) as store:
        with pytest.raises(StoreError, match="damaged: session s1: a lease column"):
            store.renew_many(leases, 15_000)
        with pytest.raises(StoreError, match="damaged: session s1: a lease column"):
            store.release_many(leases)
        # The first lease, renewed and released before the damage was met, was rolled back.
        assert store.lease_of("s0") == leases[0]


@contextmanager
def closing_store(path: Path, clock: VirtualClock) -> Iterator[SqliteStore]:
    store = SqliteStore(path, clock=clock)
    try:
        yield store
    finally:
        store.close()
