"""What only the PostgreSQL store faces: schemas it did not write, damage, the server's clock,
failures to connect, and many processes at once, on the run's throwaway cluster.

The shared contract (round trips, refusals, leases, reopening) runs on every store in
test_host_store_*.py; here every refusal must be one `StoreError` line naming the URL without
its password, and must leave the database as it was.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

import psycopg
import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.errors import LeaseHeldError, StoreBusyError, StoreError
from dsh_schedule.host.stores import Commit, StoredSession, WakeUp
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.stores.postgres import INSTALL_HINT, PostgresStore, redacted
from dsh_schedule.host.stores.postgres_schema import LAYOUTS, SCHEMA_VERSION
from dsh_schedule.runtime.events import Event
from tests.postgres_cluster import LOGIN_PASSWORD, LOGIN_ROLE, Cluster
from tests.support.checkpoints import write_of
from tests.support.paths import ROOT
from tests.support.stores import HOLDER, commit_claimed

TTL = 15_000
OTHER = Holder("other-host", 2, "other-instance")
TABLES = (
    "dsh_meta",
    "dsh_sessions",
    "dsh_events",
    "dsh_leases",
    "dsh_checkpoints",
    "dsh_seen_ids",
)


@contextmanager
def _opened(url: str, **options: Any) -> Iterator[PostgresStore]:
    store = PostgresStore(url, **options)
    try:
        yield store
    finally:
        store.close()


def _raw(url: str) -> psycopg.Connection[tuple[Any, ...]]:
    """A plain connection, to tamper with a store the way a bug or another program would."""
    return psycopg.connect(url, autocommit=True)


def _notes(start: int, stop: int) -> list[Event]:
    return [Event("note", seq, 1000 + seq, {"n": seq}) for seq in range(start, stop)]


def _populated(url: str, sessions: int = 1, events: int = 3) -> str:
    """A store with sessions `s0`, ... of the agent `main`, each with `events` notes and its
    lease released."""
    with _opened(url) as store:
        for number in range(sessions):
            store.create_session(StoredSession(f"s{number}", "main", 0, ()))
            (claim,) = store.claim(HOLDER, TTL, session_id=f"s{number}")
            store.commit(claim.lease, _notes(0, events))
            store.release(claim.lease)
    return url


def _contents(url: str) -> list[object]:
    """Every row of the store's tables, and its relations: what a refusal must not change."""
    with _raw(url) as db:
        found = [
            row
            for row in db.execute(
                "SELECT relname, relkind FROM pg_class WHERE relnamespace ="
                " (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) ORDER BY 1"
            )
        ]
        tables = [name for name, kind in found if name in TABLES and kind == "r"]
        return found + [db.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall() for t in tables]


def _refusal(url: str, action: Callable[[PostgresStore], object] = lambda store: None) -> str:
    """The message of the one `StoreError` opening `url` (and running `action`) raises,
    checking that it is one line naming the URL and that nothing in the store changed."""
    before = _contents(url)
    with pytest.raises(StoreError) as caught, _opened(url) as store:
        action(store)
    message = str(caught.value)
    assert message.startswith(f"session store {url}: ") and "\n" not in message
    assert _contents(url) == before
    return message


# --- first use and the schema ---------------------------------------------------------------


def test_a_new_database_gets_the_tables_of_this_schema_version(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    url = postgres_cluster.url(postgres_database)
    with _opened(url) as store:
        assert store.load_sessions() == []
    with _raw(url) as db:
        assert db.execute("SELECT * FROM public.dsh_meta").fetchall() == [(SCHEMA_VERSION,)]
        names = db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"
        ).fetchall()
    assert [name for (name,) in names] == sorted(TABLES)


def test_each_schema_of_the_search_path_holds_a_store_of_its_own(
    postgres_cluster: Cluster,
) -> None:
    first, second = postgres_cluster.schema_url(), postgres_cluster.schema_url()
    with _opened(first) as one, _opened(second) as other:
        one.create_session(StoredSession("s", "main", 0, tuple(_notes(0, 1))))
        other.create_session(StoredSession("s", "main", 0, ()))
        assert [len(s.events) for s in (*one.load_sessions(), *other.load_sessions())] == [1, 0]


def test_a_search_path_naming_no_existing_schema_is_refused(postgres_cluster: Cluster) -> None:
    url = postgres_cluster.url("postgres", options="-c search_path=nowhere")
    with pytest.raises(StoreError) as refused:
        PostgresStore(url)
    assert str(refused.value) == (
        f"session store {url}: no schema of the search_path exists to hold it"
    )


@pytest.mark.parametrize(
    ("version", "problem"),
    [
        (0, "written with an older schema version 0; this dsh-schedule reads versions 1 to 3"),
        (4, "written with a newer schema version 4; this dsh-schedule reads versions 1 to 3"),
    ],
)
def test_a_store_of_another_schema_version_is_refused(
    postgres_url: str, version: int, problem: str
) -> None:
    _populated(postgres_url)
    with _raw(postgres_url) as db:
        db.execute("UPDATE dsh_meta SET schema_version = %s", (version,))
    assert _refusal(postgres_url).endswith(problem)


def _version_1_store(url: str) -> str:
    """A store as version 1 wrote it: a session with two events, claimed once, and an empty
    one."""
    with _raw(url) as db:
        for statement in LAYOUTS[0]:
            db.execute(statement)
        db.execute("INSERT INTO dsh_meta VALUES (1)")
        db.execute("INSERT INTO dsh_sessions (id, agent_name, seed_length) VALUES ('s', 'main', 0)")
        db.execute("INSERT INTO dsh_sessions (id, agent_name, seed_length) VALUES ('e', 'e', 0)")
        db.execute("""INSERT INTO dsh_events VALUES (1, 0, 'n', 5, '"a"'), (1, 1, 'n', 6, '"b"')""")
        db.execute("INSERT INTO dsh_leases VALUES (1, 4, 'h', 7, 'i', 1, 2)")
    return url


def test_a_version_1_store_is_upgraded_in_place_and_keeps_its_sessions(postgres_url: str) -> None:
    with _opened(_version_1_store(postgres_url)) as store:
        # A session with events may hold reminders version 1 did not index: due at once, so
        # that a worker looks at it; an empty one has nothing to wake for.
        assert [s.wake_at for s in store.load_sessions()] == [0, None]
        (claim,) = store.claim(HOLDER, TTL, agent_name="main")
        assert ([e.data for e in claim.stored.events], claim.lease.epoch) == (["a", "b"], 5)
        store.commit(claim.lease, [Event("n", 2, 7, "c")], WakeUp(None))
    with _raw(postgres_url) as db:
        assert db.execute("SELECT schema_version FROM dsh_meta").fetchall() == [(SCHEMA_VERSION,)]
    with _opened(postgres_url) as store:
        main = store.load_sessions()[0]
        assert ([e.data for e in main.events], main.wake_at) == (["a", "b", "c"], None)
        # The upgraded session holds no checkpoint until a host's flush writes one.
        (claim,) = store.claim(HOLDER, TTL, agent_name="main")
        assert claim.stored.checkpoint is None
        store.commit(claim.lease, [], None, write_of(claim.stored.events))
        (claim,) = store.claim(HOLDER, TTL, agent_name="main")
        assert claim.stored.checkpoint is not None and claim.stored.checkpoint.length == 3


def test_a_version_1_store_opened_read_only_is_refused_not_upgraded(postgres_url: str) -> None:
    _version_1_store(postgres_url)
    before = _contents(postgres_url)
    with pytest.raises(StoreError) as refused:
        PostgresStore(postgres_url, read_only=True)
    assert str(refused.value).endswith(
        "written with an older schema version 1; this dsh-schedule reads versions 1 to 3"
        " (opened read-only, so not upgraded)"
    )
    assert _contents(postgres_url) == before


@pytest.mark.parametrize(
    ("tamper", "rows"), [("DELETE FROM dsh_meta", 0), ("INSERT INTO dsh_meta VALUES (1)", 2)]
)
def test_a_meta_table_without_exactly_one_version_is_damage(
    postgres_url: str, tamper: str, rows: int
) -> None:
    _populated(postgres_url)
    with _raw(postgres_url) as db:
        db.execute(tamper)
    assert _refusal(postgres_url).endswith(f"damaged (dsh_meta holds {rows} rows, not 1)")


@pytest.mark.parametrize(
    "change",
    [
        "ALTER TABLE dsh_events ADD COLUMN extra text",
        "ALTER TABLE dsh_events ALTER COLUMN time TYPE numeric",
        "ALTER TABLE dsh_sessions ALTER COLUMN agent_name DROP NOT NULL",
        "CREATE INDEX by_time ON dsh_events (time)",
        "ALTER TABLE dsh_events DROP CONSTRAINT dsh_events_session_fkey",
        "CREATE TABLE dsh_more (x integer)",
        "DROP TABLE dsh_leases",
    ],
)
def test_tables_that_do_not_match_the_schema_are_refused(postgres_url: str, change: str) -> None:
    _populated(postgres_url)
    with _raw(postgres_url) as db:
        db.execute(change)
    assert _refusal(postgres_url).endswith(
        f"its tables do not match schema version {SCHEMA_VERSION}"
    )


def test_another_programs_tables_are_refused_and_left_alone(postgres_url: str) -> None:
    with _raw(postgres_url) as db:
        db.execute("CREATE TABLE dsh_sessions (note text)")
        db.execute("CREATE TABLE notes (text text)")
    assert re.search(
        r": not a dsh-schedule session store \(schema store_\d+: tables dsh_sessions but no"
        r" dsh_meta\)$",
        _refusal(postgres_url),
    )


def test_a_read_only_store_never_creates_the_tables(postgres_url: str) -> None:
    with pytest.raises(StoreError) as refused:
        PostgresStore(postgres_url, read_only=True)
    assert str(refused.value).endswith(": no dsh_ tables)")
    assert _contents(postgres_url) == []


def test_a_read_only_store_reads_and_writes_nothing(postgres_url: str) -> None:
    _populated(postgres_url)
    before = _contents(postgres_url)
    with _opened(postgres_url, read_only=True) as store:
        (session,) = store.load_sessions()
        assert len(session.events) == 3 and store.lease_of("s0") is not None
        for action in (
            lambda: store.claim(HOLDER, TTL, session_id="s0"),
            lambda: store.create("other", 0, (), HOLDER, TTL),
            lambda: store.create_session(StoredSession("t", "main", 0, ())),
        ):
            with pytest.raises(StoreError, match="opened read-only"):
                action()
        # The server refuses writes on its connection too, whatever a bug might send.
        with pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
            store._database().execute("DELETE FROM dsh_events")
    assert _contents(postgres_url) == before


# --- damage ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tamper", "problem"),
    [
        ("DELETE FROM dsh_events WHERE seq = 1", "session s0: event seq 2 where 1 was due"),
        ("UPDATE dsh_events SET seq = seq + 10", "session s0: event seq 10 where 0 was due"),
        ("UPDATE dsh_events SET data = '{' WHERE seq = 2", "session s0: event 2: Expecting"),
        ("UPDATE dsh_events SET data = 'NaN' WHERE seq = 0", "event 0: NaN is not JSON"),
        ("UPDATE dsh_sessions SET seed_length = 4", "session s0: seed_length 4 outside its 3"),
    ],
)
def test_rows_no_commit_could_have_written_are_refused(
    postgres_url: str, tamper: str, problem: str
) -> None:
    _populated(postgres_url)
    with _raw(postgres_url) as db:
        db.execute(tamper)
    for action in (PostgresStore.load_sessions, _claim_main):
        message = _refusal(postgres_url, action)
        assert message.startswith(f"session store {postgres_url}: damaged: ")
        assert problem in message


def _claim_main(store: PostgresStore) -> object:
    return store.claim(HOLDER, TTL, agent_name="main")


def test_text_postgresql_cannot_hold_is_refused_and_writes_nothing(postgres_url: str) -> None:
    _populated(postgres_url)
    with _opened(postgres_url) as store:
        (claim,) = store.claim(HOLDER, TTL, session_id="s0")
    for action in (
        lambda store: store.create_session(StoredSession("s\0", "main", 0, ())),
        lambda store: store.create("ma\0in", 0, (), HOLDER, TTL),
        lambda store: store.commit(claim.lease, [Event("no\0te", 3, 0, None)]),
    ):
        message = _refusal(postgres_url, action)
        assert (
            "a value PostgreSQL cannot hold (PostgreSQL text fields cannot contain NUL" in message
        )


# --- the server's clock and durability ------------------------------------------------------


def test_lease_expiry_is_judged_by_the_servers_clock(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _populated(postgres_url)
    with _raw(postgres_url) as db, _opened(postgres_url) as store:

        def server_now() -> int:
            (now,) = db.execute(
                "SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint"
            ).fetchone() or (0,)
            assert isinstance(now, int)
            return now

        # The process's own clock is far in the future: a store that judged by it would
        # find every lease expired.
        monkeypatch.setattr(time, "time_ns", lambda: 2**62)
        before = server_now()
        (held,) = store.claim(OTHER, TTL, session_id="s0")
        after = server_now()
        assert before <= held.lease.claimed_at_ms <= after
        assert held.lease.expires_at_ms == held.lease.claimed_at_ms + TTL
        with pytest.raises(LeaseHeldError):
            store.claim(HOLDER, TTL, session_id="s0")
        db.execute("UPDATE dsh_leases SET expires_at = %s", (server_now(),))
        (taken,) = store.claim(HOLDER, TTL, session_id="s0")
        assert taken.lease.epoch == held.lease.epoch + 1


def test_the_stores_clock_tells_the_servers_time_however_far_ours_is_off(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A host judges its lease on the store's clock before a reminder leaves it: with this
    # process's clock an hour ahead, the lease it just claimed must still look live.
    _populated(postgres_url)
    ahead = time.time_ns() + 3_600_000 * 1_000_000
    monkeypatch.setattr(time, "time_ns", lambda: ahead)
    with _opened(postgres_url) as store:
        opened_at = store.clock.now_ms()
        (claim,) = store.claim(HOLDER, TTL, session_id="s0")
        assert claim.lease.live_at(store.clock.now_ms())
        assert 0 <= claim.lease.claimed_at_ms - opened_at < 60_000
        assert store.clock.now_ms() - claim.lease.claimed_at_ms < 60_000


def test_commits_are_synchronous_even_where_the_server_defaults_to_asynchronous(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    url = postgres_cluster.url(postgres_database)
    with _raw(url) as db:
        db.execute(f"ALTER DATABASE {postgres_database} SET synchronous_commit = off")
    with _raw(url) as db:
        assert db.execute("SHOW synchronous_commit").fetchone() == ("off",)
    with _opened(url) as store:
        assert store._database().execute("SHOW synchronous_commit").fetchone() == ("on",)


# --- failures of the server and the connection ----------------------------------------------


def _one_line(url: str, problem: str, *, secret: str = "") -> None:
    with pytest.raises(StoreError) as refused:
        PostgresStore(url)
    message = str(refused.value)
    assert message.startswith(f"session store {redacted(url)}: ") and "\n" not in message
    assert problem in message
    assert not secret or secret not in message


def test_a_url_libpq_cannot_parse(postgres_cluster: Cluster) -> None:
    _one_line("postgresql://who:pa%zzword@/x", "not a valid PostgreSQL URL", secret="pa%zz")
    _one_line("postgresql://localhost/x?nonsense=1", 'invalid URI query parameter: "nonsense"')


def test_a_server_that_is_not_there(tmp_path: Path) -> None:
    _one_line(
        f"postgresql://postgres:s3cret@/x?host={tmp_path}",
        "cannot connect (",
        secret="s3cret",
    )
    _one_line(f"postgresql://postgres@/x?host={tmp_path}", "No such file or directory")
    _one_line("postgresql://postgres:s3cret@127.0.0.1:1/x", "Connection refused", secret="s3cret")


def test_a_database_that_does_not_exist(postgres_cluster: Cluster) -> None:
    _one_line(postgres_cluster.url("missing"), "cannot connect (connection failed: ", secret="")
    _one_line(postgres_cluster.url("missing"), 'database "missing" does not exist')


def test_a_failed_login_never_shows_the_password(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    wrong = postgres_cluster.url(postgres_database, user=f"{LOGIN_ROLE}:wrong-secret")
    _one_line(wrong, f'password authentication failed for user "{LOGIN_ROLE}"', secret="wrong")
    as_parameter = postgres_cluster.url(postgres_database, user=LOGIN_ROLE, password="wrong!")
    _one_line(as_parameter, "password authentication failed", secret="wrong!")
    _one_line(postgres_cluster.url(postgres_database, user="ghost"), 'role "ghost" does not exist')


def test_a_role_without_privileges_on_the_tables_is_refused(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    _populated(postgres_cluster.url(postgres_database))
    login = postgres_cluster.url(postgres_database, user=LOGIN_ROLE, password=LOGIN_PASSWORD)
    _one_line(
        login,
        "permission denied (permission denied for table dsh_meta)",
        secret=LOGIN_PASSWORD,
    )


def test_a_row_lock_held_past_the_lock_timeout(postgres_url: str) -> None:
    _populated(postgres_url)
    with _opened(postgres_url, lock_timeout_s=0.2) as store:
        (claim,) = store.claim(HOLDER, TTL, session_id="s0")
        with _raw(postgres_url) as other:
            with other.transaction():
                other.execute("SELECT * FROM dsh_sessions FOR UPDATE")
                with pytest.raises(StoreBusyError) as refused:  # trying again may work
                    store.commit(claim.lease, _notes(3, 4))
            assert str(refused.value).startswith(
                f"session store {postgres_url}: locked by another process (canceling statement"
            )
        store.commit(claim.lease, _notes(3, 4))  # once the lock is gone, all is well
        assert len(store.load_sessions()[0].events) == 4


def test_a_dropped_connection_fails_one_operation_and_the_next_reconnects(
    postgres_url: str,
) -> None:
    _populated(postgres_url)
    with _opened(postgres_url) as store:
        (pid,) = store._database().execute("SELECT pg_backend_pid()").fetchone() or ()
        with _raw(postgres_url) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        with pytest.raises(StoreError) as refused:
            store.load_sessions()
        assert str(refused.value) == (
            f"session store {postgres_url}: the server closed the connection"
            " (terminating connection due to administrator command)"
        )
        assert len(store.load_sessions()[0].events) == 3


def test_a_dropped_connection_fails_every_commit_of_a_group_and_writes_nothing(
    postgres_url: str,
) -> None:
    _populated(postgres_url, sessions=2)
    with _opened(postgres_url) as store:
        leases = [store.claim(HOLDER, TTL, session_id=f"s{n}")[0].lease for n in range(2)]
        (pid,) = store._database().execute("SELECT pg_backend_pid()").fetchone() or ()
        with _raw(postgres_url) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        outcomes = store.commit_many([Commit(lease, _notes(3, 4), WakeUp(9)) for lease in leases])
        for outcome in outcomes:
            assert isinstance(outcome, StoreError)
            assert "the server closed the connection" in str(outcome)
        assert outcomes[0] is not outcomes[1]
        assert [len(s.events) for s in store.load_sessions()] == [3, 3]
        assert store.commit_many([Commit(lease, _notes(3, 4)) for lease in leases]) == [None, None]


def test_a_connection_lost_on_the_way_fails_one_operation_and_the_next_reconnects(
    postgres_url: str,
) -> None:
    _populated(postgres_url)
    with _opened(postgres_url) as store:
        # The network drops the connection: the socket closes with no word from the server.
        link = socket.socket(fileno=os.dup(store._database().fileno()))
        link.shutdown(socket.SHUT_RDWR)
        link.close()
        with pytest.raises(StoreError) as refused:
            store.lease_of("s0")
        assert str(refused.value).startswith(
            f"session store {postgres_url}: the connection was lost ("
        )
        assert "\n" not in str(refused.value)
        assert len(store.load_sessions()[0].events) == 3


def test_a_database_the_server_keeps_read_only(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    url = _populated(postgres_cluster.url(postgres_database))
    with _raw(url) as db:
        db.execute("CREATE SCHEMA empty")
        db.execute(f"ALTER DATABASE {postgres_database} SET default_transaction_read_only = on")
    message = _refusal(url, lambda store: commit_claimed(store, "s0", _notes(3, 4)))
    assert message.startswith(f"session store {url}: read-only (cannot execute SELECT FOR UPDATE")
    empty = postgres_cluster.url(postgres_database, options="-c search_path=empty")
    message = _refusal(empty)
    assert message.startswith(f"session store {empty}: read-only (cannot execute CREATE TABLE")


def test_a_conflicting_transaction_is_reported_and_writes_nothing(postgres_url: str) -> None:
    _populated(postgres_url)
    with _raw(postgres_url) as db:  # what the server says when two transactions conflict
        db.execute(
            "CREATE FUNCTION conflict() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
            " RAISE EXCEPTION 'could not serialize access' USING ERRCODE = '40001'; END $$"
        )
        db.execute(
            "CREATE TRIGGER conflict BEFORE INSERT ON dsh_events"
            " FOR EACH ROW EXECUTE FUNCTION conflict()"
        )
    with _opened(postgres_url) as store:
        with pytest.raises(StoreError) as refused:
            commit_claimed(store, "s0", _notes(3, 5))
        assert str(refused.value).startswith(
            f"session store {postgres_url}: a concurrent transaction conflicted with this one"
        )
        assert len(store.load_sessions()[0].events) == 3


def test_without_the_postgres_extra_the_store_says_what_to_install() -> None:
    script = (
        "import sys\n"
        "sys.modules['psycopg'] = None  # as if the extra were not installed\n"
        "from dsh_schedule.host.stores.postgres import PostgresStore\n"
        "from dsh_schedule.host.stores import StoreError\n"
        "try:\n"
        "    PostgresStore('postgresql://me:secret@/db')\n"
        "except StoreError as error:\n"
        "    print(error)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert run.stdout == (
        f"session store postgresql://me@/db: PostgreSQL needs the postgres extra: {INSTALL_HINT}\n"
    )


def test_the_host_and_the_sqlite_store_never_import_psycopg(tmp_path: Path) -> None:
    script = (
        "import sys\n"
        "import dsh_schedule.host, dsh_schedule.host.store_url\n"
        "from dsh_schedule.host.store_url import open_store\n"
        f"open_store({str(tmp_path / 's.sqlite')!r}).close()\n"
        "print(sorted(m for m in sys.modules if m.startswith('psycopg')))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert run.stdout == "[]\n"


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("postgresql://me:secret@host:5432/db", "postgresql://me@host:5432/db"),
        (
            "postgres://me:p%40ss@h1,h2:5433/db?sslmode=require",
            "postgres://me@h1,h2:5433/db?sslmode=require",
        ),
        (
            "postgresql://me@/db?host=/tmp&password=secret&x=1",
            "postgresql://me@/db?host=/tmp&password=***&x=1",
        ),
        ("postgresql://:secret@host", "postgresql://@host"),
        ("postgresql:///db", "postgresql:///db"),
        ("postgresql://user@host/db?password=", "postgresql://user@host/db?password=***"),
    ],
)
def test_a_url_is_shown_without_its_password(url: str, shown: str) -> None:
    assert redacted(url) == shown


@given(
    user=st.text(st.characters(codec="utf-8", exclude_characters=":@/?#&"), max_size=8),
    password=st.text(st.characters(codec="utf-8"), min_size=1, max_size=20),
)
def test_no_password_survives_redaction(user: str, password: str) -> None:
    secret = quote(password, safe="")
    url = f"postgresql://{quote(user)}:{secret}@db.example:5432/app?password={secret}&x=1"
    assert redacted(url) == f"postgresql://{quote(user)}@db.example:5432/app?password=***&x=1"


# --- many processes at once -----------------------------------------------------------------

CHILD = """
import json, os, random, sys, time
from dsh_schedule.host.stores.leases import Holder, LeaseHeldError, LeaseLostError
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores import StoredSession, StoreError, WakeUp
from dsh_schedule.runtime.events import Event

mode, url, number = sys.argv[1], sys.argv[2], int(sys.argv[3])
me = Holder.this_process()
store = None if mode == "open" else PostgresStore(url)
print("ready", flush=True)
sys.stdin.readline()  # every child starts at once


def say(*value):
    print(json.dumps(value), flush=True)


if mode == "open":
    store = PostgresStore(url)
    store.create_session(StoredSession(f"s{number}", "main", 0, ()))
    say("created")
elif mode == "claim":
    try:
        (claim,) = store.claim(me, 60_000, session_id="s")
        say("claimed", claim.lease.epoch, str(me))
    except LeaseHeldError as error:
        say("held", str(error.lease.holder))
elif mode == "create":
    try:
        say("created", store.create("main", 0, (), me, 60_000).stored.id)
    except StoreError as error:
        say("refused", str(error))
elif mode == "churn":
    ttl, rounds = int(sys.argv[4]), int(sys.argv[5])
    rng = random.Random(number)
    deadline = time.monotonic() + 30
    turn = 0
    while turn < rounds and time.monotonic() < deadline:
        try:
            (claim,) = store.claim(me, ttl, session_id="s")
        except LeaseHeldError:
            say("held")
            time.sleep(rng.uniform(0, ttl / 2000))
            continue
        turn += 1
        time.sleep(rng.uniform(0, 2 * ttl / 1000))  # past the TTL about half the time
        start, epoch = len(claim.stored.events), claim.lease.epoch
        batch = [Event("note", start + i, 0, [number, epoch, turn]) for i in range(2)]
        try:
            store.commit(claim.lease, batch)
            say("committed", number, epoch, turn, start)
        except LeaseLostError:
            say("lost", number, epoch)
        # Give the session up (if still held) and wait a little, so that on a loaded machine
        # one process cannot keep reclaiming it before the others are scheduled.
        store.release(claim.lease)
        time.sleep(rng.uniform(0, ttl / 1000))
store.close()
"""


def _race(url: str, mode: str, count: int, *args: str) -> list[list[Any]]:
    """Run `count` children in `mode`, released at once once all are ready; what each said."""
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, mode, url, str(number), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for number in range(count)
    ]
    try:
        for child in children:
            assert child.stdout is not None
            assert child.stdout.readline() == "ready\n"
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        said = []
        for child in children:
            out, err = child.communicate(timeout=120)
            assert child.returncode == 0, err
            said += [json.loads(line) for line in out.splitlines()]
        return said
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()


def test_first_use_by_many_processes_at_once_creates_the_tables_once(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    url = postgres_cluster.url(postgres_database)
    assert _race(url, "open", 6) == [["created"]] * 6
    with _opened(url) as store:
        assert sorted(s.id for s in store.load_sessions()) == [f"s{n}" for n in range(6)]
    with _raw(url) as db:
        assert db.execute("SELECT * FROM dsh_meta").fetchall() == [(SCHEMA_VERSION,)]


def test_of_many_processes_claiming_one_session_exactly_one_holds_it(postgres_url: str) -> None:
    with _opened(postgres_url) as store:
        store.create_session(StoredSession("s", "main", 0, ()))
    said = _race(postgres_url, "claim", 6)
    winners = [holder for kind, *rest in said if kind == "claimed" for _, holder in [rest]]
    assert len(winners) == 1 and len(said) == 6
    assert said.count(["held", winners[0]]) == 5
    assert ["claimed", 1, winners[0]] in said
    with _opened(postgres_url) as store:
        lease = store.lease_of("s")
        assert lease is not None and str(lease.holder) == winners[0]


def test_many_processes_creating_one_agents_session_create_one(postgres_url: str) -> None:
    said = _race(postgres_url, "create", 6)
    assert said.count(["created", "session-1"]) == 1
    assert said.count(["refused", "agent main already has session session-1"]) == 5
    with _opened(postgres_url) as store:
        assert [s.id for s in store.load_sessions()] == ["session-1"]


def test_racing_holders_commit_only_under_the_current_lease(postgres_url: str) -> None:
    """Four processes claim one session over and over with a short TTL and often pause past
    it before committing, so leases expire and are taken over while the old holder still
    tries. Every commit that returned is in the log, exactly; nothing else is; and epochs
    never go back along the log."""
    with _opened(postgres_url) as store:
        store.create_session(StoredSession("s", "main", 0, ()))
    said = _race(postgres_url, "churn", 4, "40", "12")
    committed = {tuple(rest) for kind, *rest in said if kind == "committed"}
    with _opened(postgres_url) as store:
        (session,) = store.load_sessions()
    data = [event.data for event in session.events]
    assert isinstance(data, list) and len(data) % 2 == 0
    in_log = set()
    for start in range(0, len(data), 2):
        first, second = data[start], data[start + 1]
        assert first == second and isinstance(first, list)
        number, epoch, turn = first
        in_log.add((number, epoch, turn, start))
    assert in_log == committed
    epochs = [entry[1] for entry in sorted(in_log, key=lambda entry: entry[3])]
    assert epochs == sorted(epochs)
    # The race was real: leases were lost, and more than one process wrote.
    assert any(kind == "lost" for kind, *_ in said)
    assert len({number for number, *_ in in_log}) > 1
