"""The PostgreSQL store when the server or the connection fails, on the run's throwaway cluster:
a bad URL, no server, no database, a failed login, missing privileges, locks, dropped or lost
connections, a read-only server, conflicts and a missing extra, each one line; and a URL is
never shown with its password.

Every refusal is one `StoreError` line naming the URL without its password, and leaves the
database as it was; the shared contract runs on every store in test_host_store_*.py.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.errors import StoreBusyError, StoreError
from dsh_schedule.host.stores import Commit, WakeUp
from dsh_schedule.host.stores.postgres import INSTALL_HINT, PostgresStore, redacted
from tests.postgres_cluster import LOGIN_PASSWORD, LOGIN_ROLE, Cluster
from tests.support.postgres import notes, opened, populated, raw_connection, refusal
from tests.support.stores import HOLDER, TTL, commit_claimed


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
    populated(postgres_cluster.url(postgres_database))
    login = postgres_cluster.url(postgres_database, user=LOGIN_ROLE, password=LOGIN_PASSWORD)
    _one_line(
        login,
        "permission denied (permission denied for table dsh_meta)",
        secret=LOGIN_PASSWORD,
    )


def test_a_row_lock_held_past_the_lock_timeout(postgres_url: str) -> None:
    populated(postgres_url)
    with opened(postgres_url, lock_timeout_s=0.2) as store:
        (claim,) = store.claim(HOLDER, TTL, session_id="s0")
        with raw_connection(postgres_url) as other:
            with other.transaction():
                other.execute("SELECT * FROM dsh_sessions FOR UPDATE")
                with pytest.raises(StoreBusyError) as refused:  # trying again may work
                    store.commit(claim.lease, notes(3, 4))
            assert str(refused.value).startswith(
                f"session store {postgres_url}: locked by another process (canceling statement"
            )
        store.commit(claim.lease, notes(3, 4))  # once the lock is gone, all is well
        assert len(store.load_sessions()[0].events) == 4


def test_a_dropped_connection_fails_one_operation_and_the_next_reconnects(
    postgres_url: str,
) -> None:
    populated(postgres_url)
    with opened(postgres_url) as store:
        (pid,) = store._database().execute("SELECT pg_backend_pid()").fetchone() or ()
        with raw_connection(postgres_url) as admin:
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
    populated(postgres_url, sessions=2)
    with opened(postgres_url) as store:
        leases = [store.claim(HOLDER, TTL, session_id=f"s{n}")[0].lease for n in range(2)]
        (pid,) = store._database().execute("SELECT pg_backend_pid()").fetchone() or ()
        with raw_connection(postgres_url) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        outcomes = store.commit_many([Commit(lease, notes(3, 4), WakeUp(9)) for lease in leases])
        for outcome in outcomes:
            assert isinstance(outcome, StoreError)
            assert "the server closed the connection" in str(outcome)
        assert outcomes[0] is not outcomes[1]
        assert [len(s.events) for s in store.load_sessions()] == [3, 3]
        assert store.commit_many([Commit(lease, notes(3, 4)) for lease in leases]) == [None, None]


def test_a_connection_lost_on_the_way_fails_one_operation_and_the_next_reconnects(
    postgres_url: str,
) -> None:
    populated(postgres_url)
    with opened(postgres_url) as store:
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
    url = populated(postgres_cluster.url(postgres_database))
    with raw_connection(url) as db:
        db.execute("CREATE SCHEMA empty")
        db.execute(f"ALTER DATABASE {postgres_database} SET default_transaction_read_only = on")
    message = refusal(url, lambda store: commit_claimed(store, "s0", notes(3, 4)))
    assert message.startswith(f"session store {url}: read-only (cannot execute SELECT FOR UPDATE")
    empty = postgres_cluster.url(postgres_database, options="-c search_path=empty")
    message = refusal(empty)
    assert message.startswith(f"session store {empty}: read-only (cannot execute CREATE TABLE")


def test_a_conflicting_transaction_is_reported_and_writes_nothing(postgres_url: str) -> None:
    populated(postgres_url)
    with raw_connection(postgres_url) as db:  # what the server says when two transactions conflict
        db.execute(
            "CREATE FUNCTION conflict() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
            " RAISE EXCEPTION 'could not serialize access' USING ERRCODE = '40001'; END $$"
        )
        db.execute(
            "CREATE TRIGGER conflict BEFORE INSERT ON dsh_events"
            " FOR EACH ROW EXECUTE FUNCTION conflict()"
        )
    with opened(postgres_url) as store:
        with pytest.raises(StoreError) as refused:
            commit_claimed(store, "s0", notes(3, 5))
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
