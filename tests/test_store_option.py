"""`shell --store URL` (SPEC §14): one syntax for every store, as a user types it."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.support.cli import COMMAND, run_cli

CREATED = "main> OK: I will remind you to stretch"


def test_sqlite_url_path_and_db_alias_name_the_same_store(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite"
    made = run_cli("shell", "--store", f"sqlite:{path}", stdin="remind me in 1 hour to stretch\n")
    assert made.returncode == 0 and CREATED in made.stdout, made.stderr
    for where in (["--store", str(path)], ["--db", str(path)]):
        listed = run_cli("shell", *where, stdin="list my reminders\n")
        assert listed.returncode == 0, listed.stderr
        assert "- schedule-1: stretch at " in listed.stdout


def test_a_memory_store_lives_as_long_as_the_process() -> None:
    first = run_cli("shell", "--store", "memory:", stdin="remind me in 1 hour to stretch\n")
    assert first.returncode == 0 and CREATED in first.stdout
    second = run_cli("shell", "--store", "memory:", stdin="list my reminders\n")
    assert "You have no pending reminders." in second.stdout


def test_a_url_that_names_no_store_is_one_line_and_creates_nothing(tmp_path: Path) -> None:
    for url in ("foo:bar", "sqlite:", "http://example.test/x"):
        result = subprocess.run(
            [*COMMAND, "shell", "--store", url],
            cwd=tmp_path,
            input="",
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert result.returncode == 2
        (line,) = result.stderr.splitlines()
        assert line.startswith("dsh-schedule: error: session store ")
    assert list(tmp_path.iterdir()) == []


def test_store_and_db_are_one_choice() -> None:
    result = run_cli("shell", "--store", "memory:", "--db", "x.sqlite")
    assert result.returncode == 2 and "not allowed with" in result.stderr
    assert run_cli("shell").returncode == 2


def test_a_postgresql_store_keeps_reminders_and_owns_its_sessions(postgres_url: str) -> None:
    made = run_cli("shell", "--store", postgres_url, stdin="remind me in 1 hour to stretch\n")
    assert made.returncode == 0 and CREATED in made.stdout, made.stderr
    assert "password" not in made.stdout
    holder = subprocess.Popen(
        [*COMMAND, "shell", "--store", postgres_url],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().startswith("Session ")
        refused = run_cli("shell", "--store", postgres_url, stdin="list my reminders\n")
        assert refused.returncode == 3
        assert "is held by host " in refused.stderr
    finally:
        holder.communicate("quit\n", timeout=60)
    listed = run_cli("shell", "--store", postgres_url, stdin="list my reminders\n")
    assert listed.returncode == 0, listed.stderr
    assert "- schedule-1: stretch at " in listed.stdout
