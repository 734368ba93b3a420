"""`dsh-schedule worker` as real processes on SQLite and PostgreSQL: deliveries, SIGTERM
draining, SIGKILL covered by lease expiry, a shell's handover, and its failures to start."""

from __future__ import annotations

import dataclasses
import gc
import json
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

import psycopg
import pytest

from dsh_schedule.cli.shell import arrived_while_away
from dsh_schedule.host.store_url import open_store
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from tests.support.cli import COMMAND, run_cli
from tests.support.fake_models import Answer, FakeModelServer, openai_error, openai_reply
from tests.support.reminders import seed
from tests.support.sqlite_files import CHECKPOINTED, damage_first_event


class WorkerProcess:
    """A `dsh-schedule worker --json-logs` process whose log lines are read as they come."""

    def __init__(self, url: str, *options: str, env: dict[str, str] | None = None) -> None:
        self.process = subprocess.Popen(
            [*COMMAND, "worker", "--store", url, "--json-logs", *options],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.lines: Queue[dict[str, Any]] = Queue()
        self.seen: list[dict[str, Any]] = []
        self.stderr = ""
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(json.loads(line))

    def wait_for(self, event: str, count: int = 1, timeout: float = 30) -> list[dict[str, Any]]:
        """Every line read until `count` lines of `event` were seen (failing after timeout)."""
        deadline = time.monotonic() + timeout
        while sum(1 for line in self.seen if line["event"] == event) < count:
            try:
                self.seen.append(self.lines.get(timeout=max(0.0, deadline - time.monotonic())))
            except Empty:
                raise AssertionError(f"no {count} {event!r} lines; saw {self.seen}") from None
        return [line for line in self.seen if line["event"] == event]

    def stop(self, signum: int = signal.SIGTERM, timeout: float = 30) -> int:
        """Send `signum`; the exit code, once every line it wrote has been read."""
        self.process.send_signal(signum)
        return self.finish(timeout)

    def finish(self, timeout: float = 30) -> int:
        code = self.process.wait(timeout=timeout)
        self._reader.join(timeout=timeout)
        while not self.lines.empty():
            self.seen.append(self.lines.get())
        assert self.process.stdout is not None and self.process.stderr is not None
        self.process.stdout.close()
        self.stderr = self.process.stderr.read()
        self.process.stderr.close()
        return code


@contextmanager
def worker(url: str, *options: str, env: dict[str, str] | None = None) -> Iterator[WorkerProcess]:
    process = WorkerProcess(url, *options, env=env)
    try:
        yield process
    finally:
        if process.process.poll() is None:
            process.process.kill()
        if not process.process.stdout or not process.process.stdout.closed:
            process.finish()


def dispatches(url: str) -> dict[str, int]:
    store = open_store(url, read_only=True)
    try:
        return {
            s.agent_name: sum(1 for e in s.events if _is_dispatch(e)) for s in store.load_sessions()
        }
    finally:
        store.close()


def _is_dispatch(event: SessionEvent) -> bool:
    return (
        event.type == SCHEDULE_CHANGE
        and isinstance(event.data, dict)
        and event.data.get("operation") == "dispatch"
    )


def _until_dispatched(url: str, count: int, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while sum(dispatches(url).values()) < count:
        assert time.monotonic() < deadline, dispatches(url)
        time.sleep(0.2)


def held(url: str) -> list[str]:
    """The sessions whose lease is live now."""
    store = open_store(url, read_only=True)
    try:
        now = store.clock.now_ms()
        leases = [store.lease_of(s.id) for s in store.load_sessions()]
        return [lease.session_id for lease in leases if lease and lease.live_at(now)]
    finally:
        store.close()


def test_a_worker_delivers_due_reminders_and_drains_on_sigterm(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": [1], "b": [1, 2], "c": [3600]})
    with worker(url, "--concurrency", "4") as process:
        (started,) = process.wait_for("started")
        assert started["concurrency"] == 4 and started["store"] == url
        delivered = process.wait_for("delivered", count=3)
        assert process.stop() == 0
    assert sorted((d["agent"], d["schedule_id"]) for d in delivered) == [
        ("a", "schedule-1"),
        ("b", "schedule-1"),
        ("b", "schedule-2"),
    ]
    assert all(0 <= d["late_ms"] < 5_000 for d in delivered)
    assert [line["event"] for line in process.seen[-2:]] == ["draining", "stopped"]
    assert dispatches(url) == {"a": 1, "b": 2, "c": 0}
    assert held(url) == []


def test_sigint_drains_too_and_exits_130(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    with worker(url) as process:
        process.wait_for("started")
        assert process.stop(signal.SIGINT) == 130
    assert process.seen[-1]["event"] == "stopped"


def test_a_shell_gets_a_session_from_a_worker_within_two_seconds(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    # One reminder a second for 20 s: the worker holds the session while the next one is due
    # within a second, even when a loaded machine starts it late.
    seed(url, {"main": list(range(1, 21))})
    baseline = time.monotonic()
    assert run_cli("shell", "--store", url, "--agent", "other", stdin="quit\n").returncode == 0
    startup = time.monotonic() - baseline
    with worker(url) as process:
        process.wait_for("delivered")
        assert held(url), "the worker holds the session between reminders"
        begun = time.monotonic()
        shell = run_cli("shell", "--store", url, stdin="list my reminders\n")
        took = time.monotonic() - begun
        process.wait_for("handover")
        assert shell.returncode == 0, shell.stderr
        assert "is with a worker: asking it to hand over" in shell.stdout
        assert took < startup + 2.0, (took, startup)
        assert process.stop() == 0


def test_a_shell_shows_what_arrived_while_its_user_was_away(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"main": [1]})
    with worker(url) as process:
        process.wait_for("delivered")
        assert process.stop() == 0
    first = run_cli("shell", "--store", url, stdin="quit\n")
    lines = first.stdout.splitlines()
    at = lines.index("While you were away:")
    assert lines[at + 1].startswith("  main> Reminder: main 1 (due ")
    again = run_cli("shell", "--store", url, stdin="quit\n")
    assert "While you were away:" not in again.stdout  # shown once


def test_a_killed_worker_is_replaced_once_its_leases_expire(postgres_url: str) -> None:
    seed(postgres_url, {"main": [1, 2, 3, 4, 5, 6, 7, 8]})
    with worker(postgres_url, "--lease-ttl", "1") as first:
        first.wait_for("delivered")
        first.process.kill()
        first.finish()
        killed = time.monotonic()
    with worker(postgres_url, "--lease-ttl", "1") as second:
        (taken,) = second.wait_for("delivered")[:1]
        takeover = time.monotonic() - killed
        _until_dispatched(postgres_url, 8)
        assert second.stop() == 0
    assert takeover < 10, takeover
    assert taken["agent"] == "main"
    assert dispatches(postgres_url) == {"main": 8}


def test_workers_on_postgresql_share_the_sessions_and_deliver_each_reminder_once(
    postgres_url: str,
) -> None:
    agents = {f"agent-{n}": [1, 2] for n in range(12)}
    seed(postgres_url, agents)
    with worker(postgres_url, "--concurrency", "3") as a, worker(postgres_url) as b:
        _until_dispatched(postgres_url, 24)
        assert a.stop() == 0 and b.stop() == 0
    assert dispatches(postgres_url) == {agent: 2 for agent in agents}
    delivered = [line for p in (a, b) for line in p.seen if line["event"] == "delivered"]
    assert len(delivered) == 24
    assert held(postgres_url) == []


def test_a_bad_store_url_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = subprocess.run(
        [*COMMAND, "worker", "--store", "foo:bar"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    (line,) = result.stdout.splitlines()
    assert "error: session store 'foo:bar': not a store URL" in line
    assert list(tmp_path.iterdir()) == []


def test_a_worker_process_collects_its_young_objects_less_often(tmp_path: Path) -> None:
    """The `worker` command raises the collector's first threshold for its own process;
    `run_worker`, which a host embeds, leaves the caller's collector as it is."""
    program = (
        "import asyncio, gc, io, sys\n"
        "from dsh_schedule.cli import main\n"
        "from dsh_schedule.cli.worker import run_worker\n"
        "from dsh_schedule.host.worker import WorkerOptions\n"
        "embedded = asyncio.run(run_worker('foo:bar', WorkerOptions(), io.StringIO(),"
        " install_signals=False))\n"
        "before = gc.get_threshold()\n"
        "code = main(['worker', '--store', 'foo:bar'])\n"
        "print(embedded, before, code, gc.get_threshold(), file=sys.stderr)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", program],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    default = gc.get_threshold()
    assert result.stderr.strip() == f"2 {default} 2 {(50_000, *default[1:])}"


def test_an_unreachable_server_is_retried_with_backoff_until_sigterm(tmp_path: Path) -> None:
    url = f"postgresql://nobody@/nowhere?host={tmp_path}"  # no server listens there
    with worker(url) as process:
        retries = process.wait_for("warning", count=2, timeout=30)
        assert all("cannot connect" in r["message"] for r in retries)
        assert "trying again in 0.5 s" in retries[0]["message"]
        assert "trying again in 1 s" in retries[1]["message"]
        assert process.stop() == 0


def test_worker_options_are_checked() -> None:
    for bad in (["--concurrency", "0"], ["--lease-ttl", "-1"], []):
        result = run_cli("worker", *(["--store", "memory:"] if bad else []), *bad)
        assert result.returncode == 2, result


def test_a_worker_whose_connection_is_cut_reconnects_and_delivers_the_rest(
    postgres_url: str,
) -> None:
    seed(postgres_url, {"main": [1, 2, 3, 4]})
    with worker(postgres_url) as process:
        process.wait_for("delivered")
        with psycopg.connect(postgres_url, autocommit=True) as db:
            cut = db.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                " WHERE pid <> pg_backend_pid() AND datname = current_database()"
                " AND application_name = ''"
            ).fetchone()
        assert cut is not None and cut[0] >= 1
        _until_dispatched(postgres_url, 4)  # the pool replaced the connection
        assert process.stop() == 0


def test_a_worker_delivers_through_a_remote_model(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"main": [1]})
    with FakeModelServer() as server:
        server.answer(openai_reply("Time to stretch, as you asked."))
        environment = {
            k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))
        }
        options = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        with worker(url, *options, env=environment) as process:
            (delivered,) = process.wait_for("delivered")
            _until_replied(url)
            assert process.stop() == 0
        (request,) = server.requests
    assert request.body["model"] == "fake-model"
    assert "[SCHEDULE REMINDER]" in request.body["messages"][-1]["content"]
    assert delivered["schedule_id"] == "schedule-1"
    store = open_store(url, read_only=True)
    try:
        (session,) = store.load_sessions()
    finally:
        store.close()
    assert arrived_while_away(session.events) == ["Time to stretch, as you asked."]


def _until_replied(url: str, timeout: float = 30) -> None:
    """Until an unattended reply is in the log (the turn flushes after the delivery)."""
    deadline = time.monotonic() + timeout
    while True:
        store = open_store(url, read_only=True)
        try:
            (session,) = store.load_sessions()
        finally:
            store.close()
        if arrived_while_away(session.events):
            return
        assert time.monotonic() < deadline, "no reply was recorded"
        time.sleep(0.1)


def test_a_worker_paused_after_a_delivery_and_taken_over_resumes_without_a_traceback(
    tmp_path: Path,
) -> None:
    """SIGSTOP a worker right after a delivery, while its turn asks the model; another worker
    takes the session over and delivers the next reminder; SIGCONT, and the model answers.
    The first logs the lost session once, its turn ends with the session, and nothing reaches
    standard error (no "Task exception was never retrieved")."""
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"main": [1, 2]})
    answer = threading.Event()
    with FakeModelServer() as server:
        server.answer(dataclasses.replace(openai_reply("Time to stretch."), hold=answer))
        environment = {
            k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))
        }
        options = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        try:
            with worker(url, "--lease-ttl", "1", *options, env=environment) as first:
                assert server.arrived.wait(timeout=30)  # delivered: its turn waits for the model
                os.kill(first.process.pid, signal.SIGSTOP)
                with worker(url, "--lease-ttl", "1") as second:
                    second.wait_for("delivered")
                    os.kill(first.process.pid, signal.SIGCONT)
                    (lost,) = first.wait_for("error")
                    answer.set()
                    time.sleep(2)  # the turn goes on with the answer, on a session it lost
                    assert first.stop() == 0 and second.stop() == 0
        finally:
            answer.set()
    assert (first.stderr, second.stderr) == ("", "")
    assert lost["message"].startswith("lost session session-1: session session-1: lease epoch ")
    assert " was taken over (epoch " in lost["message"]
    errors = [line["message"] for line in first.seen if line["event"] == "error"]
    assert errors == [lost["message"]]  # the loss, once: the turn it cut short is no failure
    assert dispatches(url) == {"main": 2}


def test_a_worker_logs_once_a_turn_that_cannot_read_its_history(tmp_path: Path) -> None:
    """A reminder is due in a session whose history before its checkpoint is damaged: the
    worker delivers it (the fold starts at the checkpoint), and the turn that needs the
    conversation fails: one error line, the agent idle again, a prompt drain."""
    database = tmp_path / "s.sqlite"
    lines = f"{CHECKPOINTED}remind me in 2 seconds to stretch\n"
    made = run_cli("shell", "--db", str(database), stdin=lines)
    assert made.returncode == 0, made.stderr
    damage_first_event(database)
    with worker(f"sqlite:{database}") as process:
        (failed,) = process.wait_for("turn-failed")
        (error,) = process.wait_for("error")
        assert process.stop(timeout=10) == 0
    assert process.stderr == ""
    assert failed["schedule_id"] == "schedule-14"
    assert error["message"] == (
        f"turn of main failed: StoreError('session store {database}: damaged: session "
        "session-1: event 0: a column has the wrong type')"
    )
    assert [line["event"] for line in process.seen[-2:]] == ["draining", "stopped"]


@pytest.mark.parametrize(
    ("answers", "options", "error"),
    [
        (
            [openai_error(500, "boom", **{"retry-after-ms": "10"})] * 3,
            (),
            "openai: server error (500), still after 2 retries; try again later.",
        ),
        (
            [Answer(delay=3)],
            ("--timeout", "0.5"),
            "openai: no answer within 0.5 s; ask again, or allow more time with --timeout.",
        ),
    ],
)
def test_a_reminder_whose_model_turn_fails_is_logged_as_a_failed_turn(
    tmp_path: Path, answers: list[Answer], options: tuple[str, ...], error: str
) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"main": [1]})
    with FakeModelServer() as server:
        server.answer(*answers)
        environment = {
            k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))
        }
        model = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        with worker(url, *model, *options, env=environment) as process:
            (failed,) = process.wait_for("turn-failed")
            _until_replied(url)
            assert process.stop() == 0
    assert (failed["schedule_id"], failed["error"]) == ("schedule-1", error)
    assert failed["message"].endswith(f": the model's turn failed ({error}); shown as it was set")
    assert "delivered" not in [line["event"] for line in process.seen]
    assert (process.seen[-1]["delivered"], process.seen[-1]["failed"]) == (0, 1)
    store = open_store(url, read_only=True)
    try:
        (session,) = store.load_sessions()
    finally:
        store.close()
    (shown,) = arrived_while_away(session.events)  # the reminder, as it was set
    assert shown.startswith("Reminder: main 1 (due ") and shown.endswith(", schedule-1)")
