"""The throwaway cluster: when it cannot start, the tests fail and say why (never skip), and
it is always stopped and removed."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import psycopg
import pytest

from tests import postgres_cluster
from tests.postgres_cluster import Cluster, ClusterError, start_cluster
from tests.support.paths import ROOT

NO_POSTGRES = {**os.environ, "PATH": "/nonexistent"}
"""An environment in which pg_config cannot be found."""


def _recording_folders(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The folders the cluster makes, recorded as they are made."""
    made: list[Path] = []
    original = tempfile.mkdtemp

    def mkdtemp(prefix: str) -> str:
        made.append(Path(original(prefix=prefix)))
        return str(made[-1])

    monkeypatch.setattr(tempfile, "mkdtemp", mkdtemp)
    return made


def test_without_pg_config_the_cluster_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made = _recording_folders(monkeypatch)
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(ClusterError, match=r"^pg_config --bindir failed .*install Debian's"):
        start_cluster()
    assert len(made) == 1 and not made[0].exists()


def test_a_server_that_exits_at_start_is_reported_with_its_log(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made = _recording_folders(monkeypatch)
    monkeypatch.setattr(postgres_cluster, "SETTINGS", (*postgres_cluster.SETTINGS, "nonsense=1"))
    with pytest.raises(ClusterError) as refused:
        start_cluster()
    message = str(refused.value)
    assert message.startswith("the server exited at start: ")
    assert 'unrecognized configuration parameter "nonsense"' in message
    assert len(made) == 1 and not made[0].exists()


def test_a_test_that_needs_postgresql_fails_with_the_reason_when_it_cannot_start() -> None:
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "tests/test_store_url.py::test_a_postgresql_url_opens_a_postgres_store",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=NO_POSTGRES,
        check=False,
    )
    assert run.returncode == 1, run.stdout + run.stderr
    assert "the PostgreSQL test cluster could not start: pg_config --bindir failed" in run.stdout
    assert "skipped" not in run.stdout
    assert "2 errors" in run.stdout


def test_a_command_runs_beside_a_cluster_that_is_gone_afterwards() -> None:
    script = (
        "import os, sys\n"
        "from dsh_schedule.host.stores.postgres import PostgresStore\n"
        "from dsh_schedule.host.stores import StoredSession\n"
        "url = os.environ['DSH_POSTGRES_URL']\n"
        "store = PostgresStore(url)\n"
        "store.create_session(StoredSession('s', 'main', 0, ()))\n"
        "print(len(store.load_sessions()), url)\n"
        "store.close()\n"
        "sys.exit(3)\n"
    )
    run = subprocess.run(
        [sys.executable, "-m", "tests.postgres_cluster", sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        check=False,
    )
    assert run.returncode == 3, run.stderr
    count, url = run.stdout.split()
    assert count == "1"
    folder = Path(url.split("host=")[1].split("&")[0].replace("%2F", "/")).parent
    assert folder.name.startswith("dsh-pg-") and not folder.exists()


@pytest.mark.parametrize(
    ("command", "env", "problem"),
    [
        ([], None, "usage: python -m tests.postgres_cluster COMMAND..."),
        (["true"], NO_POSTGRES, "the PostgreSQL test cluster could not start: pg_config"),
    ],
)
def test_the_command_runner_refuses_in_one_line(
    command: list[str], env: dict[str, str] | None, problem: str
) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "tests.postgres_cluster", *command],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env=env,
        check=False,
    )
    assert run.returncode == 2
    (line,) = run.stderr.splitlines()
    assert line.startswith(problem)


def test_cutting_the_stores_connections_leaves_the_harness_connection(
    postgres_cluster: Cluster, postgres_url: str
) -> None:
    with psycopg.connect(postgres_url, autocommit=True) as store, postgres_cluster.admin() as db:
        db.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE pid <> pg_backend_pid() AND application_name = ''"
        )
        with pytest.raises(psycopg.OperationalError):
            store.execute("SELECT 1")
    postgres_cluster.schema_url()  # the shared database's admin connection still works
