"""One live owner per session, proven with real shell processes on one real SQLite file.

Each test runs `dsh-schedule shell` processes the way two terminals would, and judges both
what the processes printed and the durable log a third reader finds. SIGKILL and SIGSTOP are
real. A holder whose lease the test lets expire has a one-second lease (`--lease-ttl 1`), so
that expiry takes real but short time; every other holder has the default 15 s lease, since on
a loaded machine a process can miss a one-second lease's renewals.
"""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from queue import Empty, Queue
from typing import Any

from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from tests.support.cli import COMMAND, run_cli
from tests.support.fake_models import FakeModelServer, openai_calls, openai_reply

TTL = ("--lease-ttl", "1")
CREATED = "main> OK: I will remind you"
DELIVERED = "> Reminder: "
LOST = "lost session session-1: session session-1: lease epoch "
STOPS = "; the shell stops here"


class Shell:
    """A shell process whose output lines are read on a thread, so a test can wait for one."""

    def __init__(self, database: Path, *args: str, ttl: str = "15") -> None:
        self.process = subprocess.Popen(
            [*COMMAND, "shell", "--db", str(database), "--lease-ttl", ttl, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: list[str] = []
        self._queue: Queue[str | None] = Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, prefix: str, timeout: float = 20) -> str:
        """The first line from now on that contains `prefix`; fails after `timeout` s."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self._queue.get(timeout=max(0.01, deadline - time.monotonic()))
            except Empty:
                raise AssertionError(f"no {prefix!r} within {timeout} s: {self.lines}") from None
            if line is None:
                raise AssertionError(
                    f"the shell ended before {prefix!r}: {self.lines}, {self._stderr()!r}"
                )
            self.lines.append(line)
            if prefix in line:
                return line

    def _stderr(self) -> str:
        """What an ended shell wrote to standard error, with its exit code."""
        assert self.process.stderr is not None
        try:
            code = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return "(still running)"
        return f"exit {code}: {self.process.stderr.read()}"

    def finish(self, timeout: float = 20) -> tuple[int, str, str]:
        """Close standard input, wait for the exit; (code, all stdout, stderr)."""
        assert self.process.stdin is not None and self.process.stderr is not None
        if not self.process.stdin.closed:
            self.process.stdin.close()
        code = self.process.wait(timeout=timeout)
        while (line := self._queue.get(timeout=timeout)) is not None:
            self.lines.append(line)
        return code, "\n".join(self.lines), self.process.stderr.read()

    def kill(self) -> None:
        if self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait()


@contextmanager
def shells() -> Iterator[list[Shell]]:
    """Every shell a test starts is killed at the end, whatever happened."""
    started: list[Shell] = []
    try:
        yield started
    finally:
        for shell in started:
            if shell.process.poll() is None:
                os.kill(shell.process.pid, signal.SIGCONT)
            shell.kill()
            for stream in (shell.process.stdin, shell.process.stdout, shell.process.stderr):
                if stream is not None:
                    stream.close()


def run(database: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return run_cli("shell", "--db", str(database), *TTL, *args, stdin=stdin)


def schedule_log(database: Path, agent: str = "main") -> list[tuple[str, str]]:
    """(operation, id) of every durable schedule change of the agent, as a new reader sees it."""
    store = SqliteStore(database, read_only=True)
    try:
        (session,) = [s for s in store.load_sessions() if s.agent_name == agent]
    finally:
        store.close()
    changes: list[Any] = [e.data for e in session.events if e.type == SCHEDULE_CHANGE]
    return [
        (c["operation"], c["schedule"]["id"] if c["operation"] == "create" else c["id"])
        for c in changes
    ]


def test_a_second_shell_on_a_held_session_is_refused_and_names_the_holder(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    with shells() as started:
        first = Shell(database)
        started.append(first)
        first.wait_for("Type a request")
        second = run(database, stdin="list my reminders\n")
        assert second.returncode == 3
        assert second.stdout == ""
        (line,) = second.stderr.splitlines()
        assert line.startswith("dsh-schedule: error: session session-1 is held by host ")
        assert f" pid {first.process.pid} (instance " in line
        assert (
            ", since " in line and ", until " in line and line.endswith("use --wait to wait for it")
        )
        code, _, _ = first.finish()
        assert code == 0


def test_with_wait_the_second_takes_over_when_the_first_quits_and_delivers_once(
    tmp_path: Path,
) -> None:
    database = tmp_path / "s.sqlite"
    with shells() as started:
        first = Shell(database)
        started.append(first)
        first.send("remind me in 3 seconds to stretch")
        first.wait_for(CREATED)
        second = Shell(database, "--wait", "30")
        started.append(second)
        second.wait_for("waiting for session session-1: held by host ")
        first.send("quit")
        assert first.finish()[0] == 0
        second.wait_for("Session session-1 of main")  # claimed at once after the release
        second.wait_for(DELIVERED + "stretch")
        second.send("quit")
        code, out, _ = second.finish()
        assert code == 0
        assert DELIVERED not in "\n".join(first.lines)
        assert out.count(DELIVERED) == 1
    assert schedule_log(database) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


def test_a_killed_holder_is_replaced_after_its_lease_expires_and_nothing_is_lost(
    tmp_path: Path,
) -> None:
    database = tmp_path / "s.sqlite"
    with shells() as started:
        # A 10 s lease: the refused run and the second shell must start while it lasts, and
        # starting a Python process takes seconds on a loaded machine.
        first = Shell(database, ttl="10")
        started.append(first)
        first.send("remind me in 2 seconds to stretch")
        first.wait_for(CREATED)
        first.kill()  # SIGKILL: its lease stays in the store until it expires, up to 10 s
        killed_at = time.monotonic()
        refused = run(database)
        assert refused.returncode == 3, refused.stderr
        second = Shell(database, "--wait", "30")
        started.append(second)
        second.wait_for("waiting for session session-1")
        second.wait_for("Session session-1 of main")
        assert time.monotonic() - killed_at > 1  # it had to wait for the expiry
        second.wait_for(DELIVERED + "stretch")
        second.send("quit")
        code, out, _ = second.finish()
        assert code == 0 and out.count(DELIVERED) == 1
    assert schedule_log(database) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


def test_a_paused_holder_is_fenced_out_and_delivers_nothing_after_a_takeover(
    tmp_path: Path,
) -> None:
    """SIGSTOP the holder past its lease, let another shell take over and deliver, then
    SIGCONT the first: its commits are refused, it delivers nothing, says so in one line and
    exits 3. (Had it queued a followup in memory before the pause, that one could show twice:
    the documented window between followup and durable dispatch. Here the pause comes first.)"""
    database = tmp_path / "s.sqlite"
    with shells() as started:
        first = Shell(database, ttl="1")
        started.append(first)
        first.send("remind me in 3 seconds to stretch")
        first.wait_for(CREATED)
        first.send("wait 30")
        first.wait_for("you> wait 30")
        os.kill(first.process.pid, signal.SIGSTOP)
        second = Shell(database, "--wait", "30")
        started.append(second)
        second.wait_for("Session session-1 of main")
        second.wait_for(DELIVERED + "stretch")
        second.send("remind me in 1 hour to drink water")
        second.wait_for(CREATED)
        os.kill(first.process.pid, signal.SIGCONT)
        lost = first.wait_for("lost session session-1: ")
        assert "taken over" in lost or "expired" in lost
        code, out, err = first.finish()
        assert code == 3, err
        assert DELIVERED not in out
        second.send("list my reminders")
        second.wait_for("drink water")
        second.send("quit")
        assert second.finish()[0] == 0
    assert schedule_log(database) == [
        ("create", "schedule-1"),
        ("dispatch", "schedule-1"),
        ("create", "schedule-2"),
    ]


def test_a_delete_confirmed_in_one_process_is_never_delivered_by_another(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    with shells() as started:
        first = Shell(database, ttl="1")
        started.append(first)
        first.send("remind me in 2 seconds to stretch")
        first.wait_for(CREATED)
        first.send("cancel schedule-1")
        first.wait_for("main> Cancelled schedule-1.")
        first.kill()
        second = Shell(database, "--wait", "30")
        started.append(second)
        second.send("wait 3")
        second.send("quit")
        code, out, _ = second.finish()
        assert code == 0 and DELIVERED not in out
    assert schedule_log(database) == [("create", "schedule-1"), ("delete", "schedule-1")]


def test_opening_another_agent_never_touches_the_first_agents_reminders(tmp_path: Path) -> None:
    database = tmp_path / "s.sqlite"
    made = run(database, stdin="remind me in 1 second to stretch\nquit\n")
    assert made.returncode == 0 and CREATED in made.stdout
    time.sleep(1.2)  # main's reminder is due now, and main is not open anywhere
    side = run(database, "--agent", "side", stdin="wait 1\nlist my reminders\n")
    assert side.returncode == 0, side.stderr
    assert "schedule-1" not in side.stdout and DELIVERED not in side.stdout
    assert "You have no pending reminders." in side.stdout
    assert schedule_log(database) == [("create", "schedule-1")]
    assert schedule_log(database, "side") == []
    store = SqliteStore(database, read_only=True)
    try:
        main_lease = store.lease_of("session-1")
    finally:
        store.close()
    assert main_lease is not None and main_lease.epoch == 1  # side never claimed it
    resumed = run(database, stdin="wait 1\n")
    assert resumed.stdout.count(DELIVERED + "stretch") == 1
    assert schedule_log(database) == [("create", "schedule-1"), ("dispatch", "schedule-1")]


@contextmanager
def paused_in_a_commit(database: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process that took the store's write lock and was stopped (SIGSTOP) before it
    committed: every write of the store waits for it. SIGCONT lets it finish."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import os, signal, sqlite3, sys\n"
            "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "db.execute('BEGIN IMMEDIATE')\n"
            "print('locked', flush=True)\n"
            "os.kill(os.getpid(), signal.SIGSTOP)\n"
            "db.execute('ROLLBACK')\n",
            str(database),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None and process.stdout.readline() == "locked\n"
        yield process
    finally:
        if process.poll() is None:
            os.kill(process.pid, signal.SIGCONT)
        process.wait(timeout=20)
        if process.stdout is not None:
            process.stdout.close()


def test_a_shell_whose_turn_waits_past_its_lease_on_a_paused_process_keeps_its_session(
    tmp_path: Path,
) -> None:
    """Another process paused inside a commit holds the store while the shell's turn commits:
    the shell's lease expires meanwhile. A busy store is not a lost lease: nobody else claimed
    the session, so once the other process goes on, the shell's commit lands (judged from when
    it asked the store) and the shell carries on."""
    database = tmp_path / "s.sqlite"
    with shells() as started:
        first = Shell(database, ttl="1")
        started.append(first)
        first.wait_for("Type a request")
        with paused_in_a_commit(database) as other:
            first.send("remind me in 1 hour to stretch")
            first.wait_for("you> remind me in 1 hour to stretch")
            time.sleep(2.5)  # more than the shell's 1 s lease
            assert first.process.poll() is None  # it waits for the store
            os.kill(other.pid, signal.SIGCONT)
        first.wait_for(CREATED)
        first.send("quit")
        code, out, err = first.finish()
    assert (code, err) == (0, ""), out
    assert "lost session" not in out
    assert schedule_log(database) == [("create", "schedule-1")]


def test_a_shell_stopped_after_a_tool_result_exits_3_without_waiting_for_the_model(
    tmp_path: Path,
) -> None:
    """SIGSTOP the shell right after a tool result, while its model is asked for the next
    step, past its lease; SIGCONT. It says it lost the session in one line and exits 3 at
    once: the turn in flight is given up, not waited for (the model has not answered)."""
    database = tmp_path / "s.sqlite"
    answer = threading.Event()
    with FakeModelServer() as server, shells() as started:
        server.answer(
            openai_calls(("call_1", "schedule_create", '{"prompt":"stretch","after_seconds":60}')),
            dataclasses.replace(openai_reply("Reminder set."), hold=answer),
        )
        model = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        try:
            first = Shell(database, *model, ttl="1")
            started.append(first)
            first.send("remind me in a minute to stretch")
            first.wait_for("[schedule_create ")
            while len(server.requests) < 2:  # the model is asked for its next step
                time.sleep(0.01)
            os.kill(first.process.pid, signal.SIGSTOP)
            time.sleep(3)  # more than its 1 s lease
            os.kill(first.process.pid, signal.SIGCONT)
            lost = first.wait_for("lost session")
            code, out, err = first.finish()
        finally:
            answer.set()
    assert (code, err) == (3, "")
    assert lost.startswith(LOST) and " expired at " in lost and lost.endswith(STOPS)
    assert out.splitlines()[-1] == lost and "Reminder set." not in out
    assert schedule_log(database) == [("create", "schedule-1")]  # durable before its result


def test_a_shell_stopped_while_a_reminder_is_presented_exits_3(tmp_path: Path) -> None:
    """The same while a due reminder's turn waits for the model (the reminder being
    presented): one line, exit 3, and nothing on standard error from the turn given up."""
    database = tmp_path / "s.sqlite"
    answer = threading.Event()
    with FakeModelServer() as server, shells() as started:
        server.answer(
            openai_calls(("call_1", "schedule_create", '{"prompt":"stretch","after_seconds":1}')),
            openai_reply("Reminder set."),
            dataclasses.replace(openai_reply("Time to stretch."), hold=answer),
        )
        model = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        try:
            first = Shell(database, *model, ttl="1")
            started.append(first)
            first.send("remind me in a second to stretch")
            first.wait_for("main> Reminder set.")
            while len(server.requests) < 3:  # the reminder's turn asks the model
                time.sleep(0.01)
            os.kill(first.process.pid, signal.SIGSTOP)
            time.sleep(3)
            os.kill(first.process.pid, signal.SIGCONT)
            lost = first.wait_for("lost session")
            code, out, err = first.finish()
        finally:
            answer.set()
    assert (code, err) == (3, "")
    assert lost.startswith(LOST) and lost.endswith(STOPS)
    assert out.splitlines()[-1] == lost and "Time to stretch." not in out
