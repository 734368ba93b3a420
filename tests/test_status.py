"""`dsh-schedule status`: a store in a known state read as text and as JSON (the JSON against
schemas/ops/status.json), read-only: on a read-only SQLite file, with a PostgreSQL role that
may only SELECT, and while a worker holds a session or after one died holding it."""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from dsh_schedule.generator.schema_files import load_schema_files
from dsh_schedule.host.status import read_status
from dsh_schedule.host.stores import MemoryStore, StoredSession
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.runtime.instants import parse_instant
from tests.postgres_cluster import Cluster
from tests.support.cli import COMMAND, run_cli
from tests.support.reminders import seed
from tests.test_worker_process import worker

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = json.loads((ROOT / "schemas" / "ops" / "status.json").read_text(encoding="utf-8"))
INSTANT = r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC \(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\)"


def status(url: str, *options: str) -> str:
    run = run_cli("status", "--store", url, *options)
    assert (run.returncode, run.stderr) == (0, ""), run
    return run.stdout


def status_json(url: str, *options: str) -> dict[str, Any]:
    report: dict[str, Any] = json.loads(status(url, "--json", *options))
    jsonschema.Draft202012Validator(SCHEMA).validate(report)
    return report


def lines(text: str) -> list[str]:
    """The text with every instant replaced by `T`, line by line."""
    return re.sub(INSTANT, "T", text).splitlines()


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> None:
    """Local times in UTC, so the text is known; the JSON's `local` is checked elsewhere."""
    monkeypatch.setenv("TZ", "UTC")


def test_the_schema_is_a_2020_12_schema_the_generator_leaves_alone() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    files = load_schema_files(ROOT / "schemas")
    assert all(not d.file.startswith("schemas/ops/") for d in (*files.shared, *files.tools))


def test_nothing_due(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": [3600], "b": [7200, 60]})
    assert lines(status(url)) == [
        f"{url} at T",
        "a (session-1): 1 pending, 0 overdue, 0 recurring; next due T; free (released by host"
        " on t pid 1)",
        "b (session-2): 2 pending, 0 overdue, 0 recurring; next due T; free (released by host"
        " on t pid 1)",
        "total: 2 agents, 3 pending, 0 overdue, 0 recurring, 0 held; due sessions unclaimed: 0",
        "no due session is unclaimed",
    ]
    report = status_json(url)
    assert report["totals"] == {
        "agents": 2,
        "pending": 3,
        "overdue": 0,
        "recurring": 0,
        "held": 0,
        "dueUnclaimed": 0,
    }
    a, b = report["agents"]
    assert (a["agent"], a["pending"], b["agent"], b["pending"]) == ("a", 1, "b", 2)
    assert a["lease"] == {
        "host": "t",
        "pid": 1,
        "role": "host",
        "instance": "t",
        "epoch": 1,
        "until": None,
        "live": False,
    }
    # b's next reminder is the one in a minute, not the one in two hours.
    now = _ms(report["now"]["utc"])
    assert 55_000 <= _ms(b["nextDue"]["utc"]) - now <= 60_000
    assert report["oldestUnclaimed"] is None
    assert report["zone"] == "UTC" and report["now"]["local"].endswith("+00:00")
    only_b = status_json(url, "--agent", "b")
    assert [agent["agent"] for agent in only_b["agents"]] == ["b"]


def test_local_times_are_in_the_users_zone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": [3600]})
    monkeypatch.setenv("TZ", "Asia/Kolkata")  # +05:30 all year
    report = status_json(url)
    due = report["agents"][0]["nextDue"]
    assert due["local"].endswith("+05:30") and report["zone"] == "Asia/Kolkata"
    assert " IST (" in status(url)


def test_overdue_and_the_oldest_unclaimed(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": [1, 3600], "b": [2], "c": [3600]})
    time.sleep(2.5)
    text = lines(status(url))
    assert text[1:4] == [
        "a (session-1): 2 pending, 1 overdue, 0 recurring; next due T; free (released by host"
        " on t pid 1)",
        "b (session-2): 1 pending, 1 overdue, 0 recurring; next due T; free (released by host"
        " on t pid 1)",
        "c (session-3): 1 pending, 0 overdue, 0 recurring; next due T; free (released by host"
        " on t pid 1)",
    ]
    assert text[4] == (
        "total: 3 agents, 4 pending, 2 overdue, 0 recurring, 0 held; due sessions unclaimed: 2"
    )
    assert re.fullmatch(
        r"oldest unclaimed due session: session-1 \(a\), due T, waiting \d+\.\d s", text[5]
    )
    report = status_json(url)
    oldest = report["oldestUnclaimed"]
    assert (oldest["session"], oldest["agent"]) == ("session-1", "a")
    assert 1.5 <= oldest["waitingSeconds"] < 60
    assert oldest["due"] == report["agents"][0]["nextDue"]


def test_recurring_reminders_are_counted(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": [3600]})
    made = run_cli("shell", "--store", url, "--agent", "a", stdin="remind me every hour to drink\n")
    assert made.returncode == 0, made.stderr
    (agent,) = status_json(url)["agents"]
    assert (agent["pending"], agent["recurring"]) == (2, 1)


def test_held_by_a_live_worker_then_by_a_dead_one(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": list(range(1, 60))})  # one a second: the worker keeps the session
    with worker(url, "--lease-ttl", "2") as process:
        process.wait_for("delivered")
        pid = process.process.pid
        held = status_json(url)
        (agent,) = held["agents"]
        assert agent["lease"]["live"] is True
        assert (agent["lease"]["role"], agent["lease"]["pid"]) == ("worker", pid)
        assert held["totals"]["held"] == 1 and held["totals"]["dueUnclaimed"] == 0
        assert f"held by worker on {agent['lease']['host']} pid {pid} until " in status(url)
        process.process.send_signal(signal.SIGKILL)
        process.finish()
    time.sleep(2.5)  # its lease runs out: nobody holds the session, which is due
    dead = status_json(url)
    (agent,) = dead["agents"]
    assert agent["lease"]["live"] is False and agent["lease"]["pid"] == pid
    assert agent["lease"]["until"] is not None and agent["overdue"] >= 1
    assert dead["totals"]["held"] == 0 and dead["totals"]["dueUnclaimed"] == 1
    assert dead["oldestUnclaimed"]["session"] == "session-1"
    assert f"free (the lease of worker on {agent['lease']['host']} pid {pid} expired " in status(
        url
    )


def test_a_read_only_sqlite_file_is_read_and_left_as_it_was() -> None:
    """The file and its folder may not be written (by whoever runs `status`: as root, the
    command runs as nobody); the file reads, and nothing beside it appears."""
    with tempfile.TemporaryDirectory(dir="/tmp") as parent:
        folder = Path(parent) / "ro"
        folder.mkdir()
        database = folder / "s.sqlite"
        seed(f"sqlite:{database}", {"a": [1]})
        assert sorted(p.name for p in folder.iterdir()) == ["s.sqlite"]
        before = hashlib.sha256(database.read_bytes()).hexdigest(), database.stat().st_mtime_ns
        database.chmod(0o444)
        folder.chmod(0o555)
        Path(parent).chmod(0o755)
        as_reader = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"]
        try:
            run = subprocess.run(
                [
                    *(as_reader if os.geteuid() == 0 else []),
                    *COMMAND,
                    "status",
                    "--store",
                    f"sqlite:{database}",
                    "--json",
                ],
                capture_output=True,
                text=True,
                timeout=60,
                check=False,
                cwd=ROOT,
            )
            assert (run.returncode, run.stderr) == (0, "")
            report = json.loads(run.stdout)
            jsonschema.Draft202012Validator(SCHEMA).validate(report)
            assert report["totals"]["pending"] == 1
            assert sorted(p.name for p in folder.iterdir()) == ["s.sqlite"]
            after = hashlib.sha256(database.read_bytes()).hexdigest(), database.stat().st_mtime_ns
            assert after == before
        finally:
            folder.chmod(0o755)


def test_a_postgresql_role_that_may_only_select(
    postgres_url: str, postgres_cluster: Cluster
) -> None:
    seed(postgres_url, {"a": [1, 3600], "b": [3600]})
    time.sleep(1.5)
    database = postgres_url.split("@/")[1].split("?")[0]
    schema = postgres_url.rsplit("search_path%3D", 1)[1]
    role = f"reader_{schema}"
    with postgres_cluster.admin(database) as db:
        db.execute(f"CREATE ROLE {role} LOGIN")
        db.execute(f"GRANT USAGE ON SCHEMA {schema} TO {role}")
        db.execute(f"GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {role}")
        counts = _row_counts(db, schema)
    reader = postgres_cluster.url(database, user=role, options=f"-c search_path={schema}")
    report = status_json(reader)
    assert report["totals"]["pending"] == 3 and report["totals"]["overdue"] == 1
    assert report["totals"]["dueUnclaimed"] == 1
    assert report["oldestUnclaimed"]["agent"] == "a"
    assert "password" not in report["store"]
    with postgres_cluster.admin(database) as db:
        assert _row_counts(db, schema) == counts


def _row_counts(db: Any, schema: str) -> dict[str, object]:
    tables = [
        row[0]
        for row in db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = %s ORDER BY tablename", (schema,)
        )
    ]
    return {
        table: db.execute(
            f"SELECT count(*), md5(string_agg(t::text, '')) FROM {schema}.{table} t"
        ).fetchone()
        for table in tables
    }


def test_the_memory_store_answers_the_same_questions() -> None:
    store = MemoryStore()
    now = store.clock.now_ms()
    store.create_session(StoredSession("s-1", "a", 0, (), wake_at=now - 5_000))
    store.create_session(StoredSession("s-2", "b", 0, (), wake_at=now - 9_000))
    store.create_session(StoredSession("s-3", "c", 0, (), wake_at=now + 60_000))
    store.claim(Holder("h", 2, "i", "worker"), 60_000, session_id="s-2")
    read = read_status(store, "memory:")
    assert [a.agent for a in read.agents] == ["a", "b", "c"]
    assert (read.backlog.count, read.backlog.oldest_session, read.oldest_agent) == (1, "s-1", "a")
    assert read.agents[1].lease is not None and read.agents[1].lease.holder.pid == 2


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--store", "memory:"], "session store memory: holds nothing in a new process"),
        (["--store", "nowhere/s.sqlite"], "the directory nowhere does not exist"),
        (["--store", "STORE", "--agent", "zz"], ": no agent 'zz'"),
    ],
)
def test_what_status_cannot_read_is_one_line(
    arguments: list[str], message: str, tmp_path: Path
) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": [60]})
    run = run_cli("status", *[url if a == "STORE" else a for a in arguments])
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("dsh-schedule: error: ") and message in run.stderr
    assert run.stderr.count("\n") == 1


def test_a_missing_sqlite_file_is_not_created(tmp_path: Path) -> None:
    run = run_cli("status", "--store", f"sqlite:{tmp_path / 'none.sqlite'}")
    assert run.returncode == 2 and "no such file" in run.stderr
    assert not (tmp_path / "none.sqlite").exists()


def _ms(instant: str) -> int:
    return parse_instant(instant)
