"""Every failure to open a store is one line and exit code 2, never a traceback: real shell
processes against a locked file, a full disk, read-only files and folders, a newer store."""

from __future__ import annotations

import errno
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from dsh_schedule.host.stores.sqlite import SqliteStore
from tests.support.cli import COMMAND, run_cli
from tests.support.sqlite_files import CHECKPOINTED, damage_first_event

CAPS = "-dac_override,-dac_read_search,-fowner"


def shell(
    database: Path, *args: str, stdin: str = "quit\n", as_other: bool = False
) -> subprocess.CompletedProcess[str]:
    """The shell; `as_other` runs it without the capabilities that let root ignore file modes,
    so it is refused what any other user would be."""
    prefix = ["setpriv", "--bounding-set", CAPS, "--inh-caps", CAPS] if as_other else []
    return subprocess.run(
        [*prefix, *COMMAND, "shell", "--db", str(database), *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def one_line(result: subprocess.CompletedProcess[str], problem: str) -> None:
    assert result.returncode == 2, result.stdout + result.stderr
    (line,) = result.stderr.splitlines()
    assert line.startswith("dsh-schedule: error: session store "), line
    assert problem in line, line
    assert "Traceback" not in result.stdout + result.stderr


def made(database: Path) -> Path:
    result = shell(database, stdin="remind me in 1 hour to stretch\nquit\n")
    assert result.returncode == 0, result.stderr
    return database


@contextmanager
def locked(database: Path, seconds: float) -> Iterator[subprocess.Popen[str]]:
    """Another process holding the store's write lock for `seconds` (then it exits)."""
    locker = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys, time\n"
            "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "db.execute('BEGIN IMMEDIATE')\n"
            "print('locked', flush=True)\n"
            "time.sleep(float(sys.argv[2]))\n",
            str(database),
            str(seconds),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert locker.stdout is not None and locker.stdout.readline() == "locked\n"
        yield locker
    finally:
        locker.kill()
        locker.wait()
        if locker.stdout is not None:
            locker.stdout.close()


def test_a_store_locked_past_the_busy_timeout(tmp_path: Path) -> None:
    database = made(tmp_path / "s.sqlite")
    with locked(database, 60):
        one_line(shell(database), "locked by another process")
    assert shell(database).returncode == 0  # nothing was harmed


def test_with_wait_a_lock_held_past_the_busy_timeout_is_waited_out(tmp_path: Path) -> None:
    database = made(tmp_path / "s.sqlite")
    with locked(database, 6.5) as locker:  # longer than SQLite's 5 s busy timeout
        result = shell(database, "--wait", "30", stdin="list my reminders\nquit\n")
        assert locker.poll() is not None  # the shell got in only once the lock was gone
    assert result.returncode == 0, result.stderr
    assert "stretch" in result.stdout


@contextmanager
def small_disk(folder: Path) -> Iterator[Path]:
    """A 512 KiB file system of its own, mounted for the test and removed after it."""
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert mounted.returncode == 0, f"this test needs root to mount a tmpfs: {mounted.stderr}"
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def fill(folder: Path) -> None:
    """Write a file until the disk has no byte left."""
    descriptor = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(descriptor, b"\0" * 512)
    except OSError as error:
        assert error.errno == errno.ENOSPC
    finally:
        os.close(descriptor)


def test_a_full_disk_when_creating_a_new_agents_session(tmp_path: Path) -> None:
    with small_disk(tmp_path / "disk") as disk:
        database = made(disk / "s.sqlite")
        before = SqliteStore(database, read_only=True)
        try:
            sessions = before.load_sessions()
        finally:
            before.close()
        fill(disk)
        one_line(shell(database, "--agent", "newcomer"), "the disk is full")
        (disk / "filler").unlink()
        after = SqliteStore(database, read_only=True)
        try:
            assert after.load_sessions() == sessions  # nothing half-written
        finally:
            after.close()
        assert shell(database, "--agent", "newcomer").returncode == 0


def test_a_read_only_store_file(tmp_path: Path) -> None:
    database = made(tmp_path / "s.sqlite")
    database.chmod(0o444)
    one_line(shell(database, as_other=True), "read-only")


def test_a_store_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    database = made(folder / "s.sqlite")
    folder.chmod(0o555)
    try:
        result = shell(database, as_other=True)
    finally:
        folder.chmod(0o755)
    one_line(result, "read-only")


def test_a_new_store_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        result = shell(folder / "s.sqlite", as_other=True)
    finally:
        folder.chmod(0o755)
    one_line(result, "cannot be opened")


def test_a_store_written_by_a_newer_version(tmp_path: Path) -> None:
    database = made(tmp_path / "s.sqlite")
    with closing(sqlite3.connect(database, isolation_level=None)) as db:
        db.execute("PRAGMA user_version = 99")
    one_line(shell(database), "written with a newer schema version 99")


def test_damage_before_the_checkpoint_is_found_at_the_open(tmp_path: Path) -> None:
    """Event 0 is damaged where the session's checkpoint lets the claim skip it. The shell
    shows and replays the whole conversation, so it reads the history as it opens the
    session and refuses the store there, in the line `validate-log` says, with exit 2."""
    database = tmp_path / "s.sqlite"
    assert shell(database, stdin=f"{CHECKPOINTED}quit\n").returncode == 0
    damage_first_event(database)
    result = shell(database, stdin="list my reminders\nquit\n")
    one_line(result, "damaged: session session-1: event 0: a column has the wrong type")
    assert result.stdout == ""
    again = shell(database)  # the refused open gave its lease up: the same line, not "held"
    assert again.returncode == 2 and again.stderr == result.stderr
    checked = run_cli("validate-log", "--store", f"sqlite:{database}")
    assert checked.returncode == 2 and checked.stderr == result.stderr
