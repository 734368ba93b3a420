"""`--store URL` on `validate-log`, `conformance` and `demo` (SPEC §14): one syntax for every
store, every failure to reach one a single line with exit code 2 that never shows a password."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from hypothesis import given
from hypothesis import strategies as st
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict

from dsh_schedule.cli import main
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.postgres_scratch import ScratchSchemas, with_search_path
from dsh_schedule.host.stores import SessionStore, StoredSession
from dsh_schedule.host.stores.postgres import PostgresStore, redacted
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from tests.postgres_cluster import LOGIN_PASSWORD, LOGIN_ROLE, Cluster
from tests.support.changes import create, dispatch
from tests.support.cli import run_cli
from tests.support.paths import ROOT

FORKS = str(ROOT / "conformance" / "scenario-forks.json")
"""A small scenario file: five cases, each on a store of its own."""


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`dsh-schedule ARGS` in this process: its exit code, stdout and stderr."""
    try:
        code = main(list(args))
    except SystemExit as exited:  # a usage error, as argparse reports it
        code = int(str(exited.code))
    out, err = capsys.readouterr()
    return code, out, err


def _fill(store: SessionStore) -> None:
    """Two sessions, then the store closed: `good` (a reminder created, then dispatched) and
    `bad` (a dispatch at seq 1 of a reminder that was never created)."""
    good: tuple[dict[str, Any], ...] = (create("schedule-1"), dispatch("schedule-1"))
    bad: tuple[dict[str, Any], ...] = ({}, dispatch("schedule-9"))
    for name, agent, datas in (("good", "main", good), ("bad", "other", bad)):
        events = tuple(
            Event(SCHEDULE_CHANGE if data else "note", seq, 1000 * seq, data)
            for seq, data in enumerate(datas)
        )
        store.create_session(StoredSession(name, agent, 0, events))
    store.close()


def _login_url(cluster: Cluster, database: str) -> str:
    return cluster.url(database, user=LOGIN_ROLE, password=LOGIN_PASSWORD)


@pytest.fixture
def login_database(postgres_cluster: Cluster, postgres_database: str) -> str:
    """A fresh database that the password role owns: it may create schemas and tables."""
    with postgres_cluster.admin() as db:
        db.execute(f"ALTER DATABASE {postgres_database} OWNER TO {LOGIN_ROLE}")
    return postgres_database


# --- validate-log ---------------------------------------------------------------------------


def test_validate_log_reads_a_sqlite_store_named_any_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.sqlite"
    _fill(SqliteStore(path))
    reports = {}
    for name, given_as in [
        (str(path), [str(path)]),
        (f"sqlite:{path}", ["--store", f"sqlite:{path}"]),
        (str(path), ["--store", str(path)]),
    ]:
        code, out, err = _run(capsys, "validate-log", *given_as, "--json")
        assert (code, err) == (1, "")
        report = json.loads(out)
        assert report.pop("log") == name
        reports[tuple(given_as)] = report
    first, *others = reports.values()
    assert all(report == first for report in others)
    assert [(s["session"], s["valid"]) for s in first["sessions"]] == [
        ("good", True),
        ("bad", False),
    ]
    code, out, _ = _run(capsys, "validate-log", "--store", f"sqlite:{path}", "--session", "good")
    assert code == 0
    assert out.startswith(f"sqlite:{path} good: valid: 2 events (seed 0), 2 schedule changes")


def test_validate_log_takes_a_path_or_a_store_not_both(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = _run(capsys, "validate-log", "x.jsonl", "--store", "sqlite:x.sqlite")
    assert code == 2 and "not allowed with" in err
    code, _, err = _run(capsys, "validate-log")
    assert code == 2 and "one of the arguments log --store is required" in err


def test_validate_log_refuses_a_memory_store(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "validate-log", "--store", "memory:")
    assert (code, out) == (2, "")
    assert err == (
        "dsh-schedule: error: session store memory: holds nothing in a new process; "
        "name a SQLite file or a PostgreSQL database\n"
    )


def test_validate_log_reads_a_postgresql_store_and_never_shows_the_password(
    postgres_cluster: Cluster, login_database: str, capsys: pytest.CaptureFixture[str]
) -> None:
    url = _login_url(postgres_cluster, login_database)
    _fill(PostgresStore(url))
    shown = redacted(url)
    assert LOGIN_PASSWORD not in shown
    code, out, err = _run(capsys, "validate-log", "--store", url)
    assert (code, err) == (1, "")
    good, bad = out.splitlines()
    assert good == f"{shown} good: valid: 2 events (seed 0), 2 schedule changes, 1 ids, 0 active"
    assert bad.startswith(f"{shown} bad: violation at seq 1: ")
    code, out, err = _run(capsys, "validate-log", "--store", url, "--json")
    report = json.loads(out)
    assert (code, err, report["log"], report["valid"]) == (1, "", shown, False)
    assert [s["session"] for s in report["sessions"]] == ["good", "bad"]
    assert report["sessions"][1]["violation"]["seq"] == 1
    code, out, err = _run(capsys, "validate-log", "--store", url, "--session", "nope")
    assert (code, out) == (2, "")
    assert err == f"dsh-schedule: error: {shown}: no session 'nope' (sessions: good, bad)\n"


def test_validate_log_never_writes_to_an_empty_postgresql_database(
    postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(capsys, "validate-log", "--store", postgres_url)
    assert (code, out) == (2, "")
    assert err.startswith(f"dsh-schedule: error: session store {postgres_url}: not a dsh-schedule")
    with psycopg.connect(postgres_url) as db:
        tables = db.execute(
            "SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()"
        ).fetchone()
    assert tables == (0,)


# --- every command: a store that cannot be reached ------------------------------------------


def _unreachable(cluster: Cluster, database: str, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """URLs that name no reachable store, each with a password, and what the error says."""
    yield "postgresql://who:pa%zzword@/x", "not a valid PostgreSQL URL ("
    yield f"postgresql://postgres:s3cret@/x?host={tmp_path}", "No such file or directory"
    yield cluster.url(database, user=f"{LOGIN_ROLE}:wrong-secret"), "password authentication"
    yield _login_url(cluster, "missing"), 'database "missing" does not exist'


@pytest.mark.parametrize(
    "command",
    [["validate-log", "--store"], ["conformance", FORKS, "--store"], ["demo", "--store"]],
    ids=["validate-log", "conformance", "demo"],
)
def test_a_store_that_cannot_be_reached_is_one_line_and_exit_2(
    postgres_cluster: Cluster,
    postgres_database: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
) -> None:
    for url, problem in _unreachable(postgres_cluster, postgres_database, tmp_path):
        code, out, err = _run(capsys, *command, url)
        assert code == 2, (url, err)
        assert out == "" or command[0] == "demo"  # the demo says what it opens first
        (line,) = err.splitlines()
        assert line.startswith(f"dsh-schedule: error: session store {redacted(url)}: ")
        assert problem in line
        for secret in ("pa%zz", "s3cret", "wrong-secret", LOGIN_PASSWORD):
            assert secret not in out + line


@pytest.mark.parametrize("command", ["validate-log", "demo"])
def test_a_url_that_names_no_store_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    code, _, err = _run(capsys, command, "--store", "foo://me:secret@host/x")
    assert code == 2
    assert err == (
        "dsh-schedule: error: session store 'foo://me@host/x': not a store URL "
        "(use sqlite:PATH, a path, postgresql://..., or memory:)\n"
    )


def test_conformance_names_the_kinds_of_store_it_takes(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "conformance", "--store", "mysql://me:secret@host/x")
    assert code == 2
    assert err.splitlines()[-1] == (
        "dsh-schedule conformance: error: argument --store: 'mysql://me@host/x': "
        "use memory, sqlite, or a postgresql://... URL"
    )


# --- conformance on PostgreSQL --------------------------------------------------------------


def _schemas(url: str) -> list[str]:
    with psycopg.connect(url) as db:
        rows = db.execute(
            "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'dsh\\_scratch\\_%'"
        ).fetchall()
    return [name for (name,) in rows]


def test_conformance_runs_each_case_in_a_schema_of_its_own_then_drops_it(
    postgres_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # The URL already points the search_path at a schema: the scratch one must win.
    assert "search_path" in str(conninfo_to_dict(postgres_url)["options"])
    code, out, err = _run(capsys, "conformance", FORKS, "--store", postgres_url)
    assert (code, err) == (0, "")
    assert out == "5 passed, 0 failed\n"
    assert _schemas(postgres_url) == []
    with psycopg.connect(postgres_url) as db:
        left = db.execute("SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()")
        assert left.fetchone() == (0,)


def test_conformance_needs_a_role_that_may_create_schemas(
    postgres_cluster: Cluster, postgres_database: str, capsys: pytest.CaptureFixture[str]
) -> None:
    url = _login_url(postgres_cluster, postgres_database)
    code, out, err = _run(capsys, "conformance", FORKS, "--store", url)
    assert (code, out) == (2, "")
    assert err.startswith(
        f"dsh-schedule: error: session store {redacted(url)}: cannot create scratch schema "
    )
    assert err.endswith(f"_probe (permission denied for database {postgres_database})\n")
    assert err.count("\n") == 1


def test_scratch_schemas_hold_separate_stores_and_are_dropped(
    postgres_cluster: Cluster, login_database: str
) -> None:
    url = _login_url(postgres_cluster, login_database)
    schemas = ScratchSchemas(url)
    try:
        with schemas.schema() as first, schemas.schema() as second:
            _fill(PostgresStore(first))
            one, other = PostgresStore(first), PostgresStore(second)
            assert [s.id for s in one.load_sessions()] == ["good", "bad"]
            assert other.load_sessions() == []
            one.close()
            other.close()
            assert len(_schemas(url)) == 2
        assert _schemas(url) == []
    finally:
        schemas.close()
    with pytest.raises(StoreError, match="cannot connect"):
        ScratchSchemas(_login_url(postgres_cluster, "missing"))


def test_a_scratch_schema_dropped_by_someone_else_is_reported(postgres_url: str) -> None:
    schemas = ScratchSchemas(postgres_url)
    try:
        with (
            pytest.raises(StoreError) as refused,
            schemas.schema() as url,
            psycopg.connect(url, autocommit=True) as db,
        ):
            row = db.execute("SELECT current_schema()").fetchone()
            assert row is not None and str(row[0]).startswith("dsh_scratch_")
            db.execute(sql.SQL("DROP SCHEMA {}").format(sql.Identifier(str(row[0]))))
    finally:
        schemas.close()
    message = str(refused.value)
    assert message.startswith(f"session store {postgres_url}: cannot drop scratch schema ")
    assert message.endswith(" does not exist)")


def test_conformance_on_postgresql_without_the_extra_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)
    url = "postgresql://me:secret@/db"
    code, out, err = _run(capsys, "conformance", FORKS, "--store", url)
    assert (code, out) == (2, "")
    assert err == (
        "dsh-schedule: error: session store postgresql://me@/db: PostgreSQL needs the postgres "
        "extra: pip install 'dsh-tool-schedule[postgres]'\n"
    )


_PARAM_TEXT = st.text(st.characters(codec="utf-8", exclude_characters="\x00"), max_size=12)


@given(
    options=st.none() | _PARAM_TEXT,
    password=st.none() | _PARAM_TEXT.filter(bool),
    name=st.from_regex(r"[a-z_][a-z0-9_]{0,20}", fullmatch=True),
)
def test_with_search_path_only_adds_the_setting_after_the_urls_options(
    options: str | None, password: str | None, name: str
) -> None:
    from urllib.parse import quote

    url = "postgresql://me@/db?host=%2Ftmp%2Fsocket%20dir"
    if password is not None:
        url += f"&password={quote(password, safe='')}"
    if options is not None:
        url += f"&options={quote(options, safe='')}"
    before = conninfo_to_dict(url)
    after = conninfo_to_dict(with_search_path(url, name))
    setting = f"-c search_path={name}"
    expected = setting if options is None else f"{options} {setting}"
    assert after.pop("options") == expected
    before.pop("options", None)
    assert after == before
    assert conninfo_to_dict(with_search_path("postgresql:///db", name)) == {
        "dbname": "db",
        "options": setting,
    }


# --- demo -----------------------------------------------------------------------------------


def test_demo_runs_on_a_postgresql_store_beside_its_sessions(postgres_url: str) -> None:
    store = PostgresStore(postgres_url)
    store.create_session(StoredSession("mine", "main", 0, (Event("note", 0, 1, {"n": 1}),)))
    store.close()
    result = run_cli("demo", "--store", postgres_url)
    assert result.returncode == 0, result.stderr
    assert f"Open the embedded host on the store {postgres_url}" in result.stdout
    assert "| [SCHEDULE REMINDER]" in result.stdout
    assert '"scheduleId": "schedule-1", "prompt": "stretch"' in result.stdout
    store = PostgresStore(postgres_url, read_only=True)
    try:
        sessions = {s.agent_name: s for s in store.load_sessions()}
    finally:
        store.close()
    mine = sessions.pop("main")
    assert mine.events == (Event("note", 0, 1, {"n": 1}),)
    ((agent, demo),) = sessions.items()
    assert agent.startswith("demo-") and f"root agent {agent!r} on " in result.stdout
    changes = [e.data for e in demo.events if e.type == SCHEDULE_CHANGE]
    assert [change["operation"] for change in changes if isinstance(change, dict)] == [
        "create",
        "create",
        "delete",
        "dispatch",
    ]


def test_demo_refuses_a_memory_store(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "demo", "--store", "memory:")
    assert (code, out) == (2, "")
    assert err.startswith("dsh-schedule: error: session store memory: the demo restarts the host")


def test_make_tests_conformance_on_postgresql_fails_when_no_server_can_start() -> None:
    dry_run = subprocess.run(
        ["make", "-n", "test"], capture_output=True, text=True, cwd=ROOT, check=True, timeout=60
    )
    recipe = dry_run.stdout.replace("\\\n", " ")
    (line,) = [line for line in recipe.splitlines() if "tests.postgres_cluster" in line]
    assert 'conformance --store "$DSH_POSTGRES_URL"' in line
    run = subprocess.run(
        ["/bin/sh", "-c", line],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PATH": "/nonexistent"},
        check=False,
        timeout=60,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("the PostgreSQL test cluster could not start: pg_config")
