"""The PostgreSQL store's first use and its schema, on the run's throwaway cluster: a new database
gets this version's tables, each schema of the search path a store of its own; another version,
another program's tables or a read-only store are refused, a version 1 store upgraded in place.

Every refusal is one `StoreError` line naming the URL without its password, and leaves the
database as it was; the shared contract runs on every store in test_host_store_*.py.
"""

from __future__ import annotations

import re

import psycopg
import pytest

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import StoredSession, WakeUp
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores.postgres_schema import LAYOUTS, SCHEMA_VERSION
from dsh_schedule.runtime.events import Event
from tests.postgres_cluster import Cluster
from tests.support.checkpoints import write_of
from tests.support.postgres import (
    TABLES,
    contents,
    notes,
    opened,
    populated,
    raw_connection,
    refusal,
)
from tests.support.stores import HOLDER, TTL


def test_a_new_database_gets_the_tables_of_this_schema_version(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    url = postgres_cluster.url(postgres_database)
    with opened(url) as store:
        assert store.load_sessions() == []
    with raw_connection(url) as db:
        assert db.execute("SELECT * FROM public.dsh_meta").fetchall() == [(SCHEMA_VERSION,)]
        names = db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"
        ).fetchall()
    assert [name for (name,) in names] == sorted(TABLES)


def test_each_schema_of_the_search_path_holds_a_store_of_its_own(
    postgres_cluster: Cluster,
) -> None:
    first, second = postgres_cluster.schema_url(), postgres_cluster.schema_url()
    with opened(first) as one, opened(second) as other:
        one.create_session(StoredSession("s", "main", 0, tuple(notes(0, 1))))
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
    populated(postgres_url)
    with raw_connection(postgres_url) as db:
        db.execute("UPDATE dsh_meta SET schema_version = %s", (version,))
    assert refusal(postgres_url).endswith(problem)


def _version_1_store(url: str) -> str:
    """A store as version 1 wrote it: a session with two events, claimed once, and an empty
    one."""
    with raw_connection(url) as db:
        for statement in LAYOUTS[0]:
            db.execute(statement)
        db.execute("INSERT INTO dsh_meta VALUES (1)")
        db.execute("INSERT INTO dsh_sessions (id, agent_name, seed_length) VALUES ('s', 'main', 0)")
        db.execute("INSERT INTO dsh_sessions (id, agent_name, seed_length) VALUES ('e', 'e', 0)")
        db.execute("""INSERT INTO dsh_events VALUES (1, 0, 'n', 5, '"a"'), (1, 1, 'n', 6, '"b"')""")
        db.execute("INSERT INTO dsh_leases VALUES (1, 4, 'h', 7, 'i', 1, 2)")
    return url


def test_a_version_1_store_is_upgraded_in_place_and_keeps_its_sessions(postgres_url: str) -> None:
    with opened(_version_1_store(postgres_url)) as store:
        # A session with events may hold reminders version 1 did not index: due at once, so
        # that a worker looks at it; an empty one has nothing to wake for.
        assert [s.wake_at for s in store.load_sessions()] == [0, None]
        (claim,) = store.claim(HOLDER, TTL, agent_name="main")
        assert ([e.data for e in claim.stored.events], claim.lease.epoch) == (["a", "b"], 5)
        store.commit(claim.lease, [Event("n", 2, 7, "c")], WakeUp(None))
    with raw_connection(postgres_url) as db:
        assert db.execute("SELECT schema_version FROM dsh_meta").fetchall() == [(SCHEMA_VERSION,)]
    with opened(postgres_url) as store:
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
    before = contents(postgres_url)
    with pytest.raises(StoreError) as refused:
        PostgresStore(postgres_url, read_only=True)
    assert str(refused.value).endswith(
        "written with an older schema version 1; this dsh-schedule reads versions 1 to 3"
        " (opened read-only, so not upgraded)"
    )
    assert contents(postgres_url) == before


@pytest.mark.parametrize(
    ("tamper", "rows"), [("DELETE FROM dsh_meta", 0), ("INSERT INTO dsh_meta VALUES (1)", 2)]
)
def test_a_meta_table_without_exactly_one_version_is_damage(
    postgres_url: str, tamper: str, rows: int
) -> None:
    populated(postgres_url)
    with raw_connection(postgres_url) as db:
        db.execute(tamper)
    assert refusal(postgres_url).endswith(f"damaged (dsh_meta holds {rows} rows, not 1)")


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
    populated(postgres_url)
    with raw_connection(postgres_url) as db:
        db.execute(change)
    assert refusal(postgres_url).endswith(
        f"its tables do not match schema version {SCHEMA_VERSION}"
    )


def test_another_programs_tables_are_refused_and_left_alone(postgres_url: str) -> None:
    with raw_connection(postgres_url) as db:
        db.execute("CREATE TABLE dsh_sessions (note text)")
        db.execute("CREATE TABLE notes (text text)")
    assert re.search(
        r": not a dsh-schedule session store \(schema store_\d+: tables dsh_sessions but no"
        r" dsh_meta\)$",
        refusal(postgres_url),
    )


def test_a_read_only_store_never_creates_the_tables(postgres_url: str) -> None:
    with pytest.raises(StoreError) as refused:
        PostgresStore(postgres_url, read_only=True)
    assert str(refused.value).endswith(": no dsh_ tables)")
    assert contents(postgres_url) == []


def test_a_read_only_store_reads_and_writes_nothing(postgres_url: str) -> None:
    populated(postgres_url)
    before = contents(postgres_url)
    with opened(postgres_url, read_only=True) as store:
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
    assert contents(postgres_url) == before
