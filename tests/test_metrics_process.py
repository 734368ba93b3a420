"""`worker --metrics` and `shell --metrics` as real processes, scraped over HTTP on 127.0.0.1:
the values are what happened (deliveries counted once, lateness bucketed, claims, the backlog,
a fenced commit), `/healthz` and `/readyz` answer, and a missing library is one line."""

from __future__ import annotations

import dataclasses
import os
import re
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from dsh_schedule import __version__
from dsh_schedule.host.metrics import SERIES
from tests.support.cli import COMMAND, run_cli
from tests.support.fake_models import FakeModelServer, openai_error, openai_reply
from tests.support.reminders import seed
from tests.test_worker_process import dispatches, worker

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


def scrape(url: str) -> Samples:
    """Every sample of `/metrics`, by name and labels, read by prometheus_client's parser."""
    with urllib.request.urlopen(f"{url}/metrics", timeout=10) as answer:
        assert answer.status == 200
        assert answer.headers["Content-Type"].startswith("text/plain; version=")
        text = answer.read().decode()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def status_of(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def until(
    samples: Callable[[], Samples], check: Callable[[Samples], bool], timeout: float = 30
) -> Samples:
    """What `samples` gives once `check` holds of it, or after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        got = samples()
        if check(got) or time.monotonic() > deadline:
            return got
        time.sleep(0.2)


def bucket(samples: Samples, name: str, le: str) -> float:
    return samples[(f"{name}_bucket", (("le", le),))]


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_worker_serves_what_it_delivered(
    kind: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    url = (
        f"sqlite:{tmp_path / 's.sqlite'}"
        if kind == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    # Three reminders due within two seconds, one in an hour: three deliveries, one session
    # claimed per agent with something due.
    seed(url, {"a": [1], "b": [1, 2], "c": [3600]})
    with worker(url, "--metrics", "127.0.0.1:0") as process:
        (started,) = process.wait_for("started")
        base = started["metrics"]
        assert base.startswith("http://127.0.0.1:") and not base.endswith(":0")
        delivered = process.wait_for("delivered", count=3)
        samples = until(
            lambda: scrape(base),
            lambda s: s[("dsh_schedule_deliveries_total", (("store", kind),))] >= 3,
        )
        assert status_of(f"{base}/healthz") == (200, "ok\n")
        assert status_of(f"{base}/readyz") == (200, "ready\n")
        assert status_of(f"{base}/other")[0] == 404
        assert process.stop() == 0
    assert dispatches(url) == {"a": 1, "b": 2, "c": 0}
    assert samples[("dsh_schedule_deliveries_total", (("store", kind),))] == 3
    lateness = "dsh_schedule_delivery_lateness_seconds"
    assert samples[(f"{lateness}_count", ())] == 3
    # Each delivery lands in the buckets its logged lateness says (the commit follows the
    # log line's clock reading closely: within the next bucket).
    assert bucket(samples, lateness, "+Inf") == 3
    assert bucket(samples, lateness, "0.1") <= bucket(samples, lateness, "5.0") == 3
    assert all(d["late_ms"] < 5_000 for d in delivered)
    assert 0 <= samples[(f"{lateness}_sum", ())] < 15
    assert samples[("dsh_schedule_claims_total", ())] >= 2  # sessions a and b (b maybe twice)
    assert samples[("dsh_schedule_fenced_commits_total", ())] == 0
    for reason in ("taken_over", "expired", "other"):
        assert samples[("dsh_schedule_lease_losses_total", (("reason", reason),))] == 0
    assert samples[("dsh_schedule_model_turns_total", (("outcome", "ok"),))] >= 2
    assert samples[("dsh_schedule_model_turns_total", (("outcome", "failed"),))] == 0
    assert samples[("dsh_schedule_model_turn_seconds_count", ())] >= 2
    assert samples[("dsh_schedule_store_commit_seconds_count", ())] >= 3
    assert samples[("dsh_schedule_build_info", (("version", __version__),))] == 1
    names = {re.sub("_(total|bucket|count|sum|created)$", "", name) for name, _ in samples}
    assert {name.removesuffix("_total") for name in SERIES} <= names


def test_the_backlog_and_readiness_follow_the_store(tmp_path: Path) -> None:
    """A worker that cannot take more sessions leaves the others due and unclaimed: the gauge
    shows them; `/readyz` turns 503 once the store stops answering (the file is locked)."""
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    # Every agent has a reminder every second for a minute: a held session stays held.
    seed(url, {name: list(range(1, 60)) for name in ("a", "b", "c")})
    with worker(url, "--metrics", "127.0.0.1:0", "--concurrency", "1") as process:
        base = process.wait_for("started")[0]["metrics"]
        samples = until(lambda: scrape(base), lambda s: s[("dsh_schedule_due_unclaimed", ())] == 2)
        assert samples[("dsh_schedule_due_unclaimed", ())] == 2
        assert samples[("dsh_schedule_sessions_held", ())] == 1
        lock = sqlite3.connect(tmp_path / "s.sqlite", isolation_level=None)
        lock.execute("BEGIN EXCLUSIVE")
        try:
            assert until(
                lambda: {("ready", ()): float(status_of(f"{base}/readyz")[0])},
                lambda s: s[("ready", ())] == 503,
            ) == {("ready", ()): 503.0}
            assert status_of(f"{base}/healthz") == (200, "ok\n")
        finally:
            lock.execute("ROLLBACK")
            lock.close()
        assert until(
            lambda: {("ready", ()): float(status_of(f"{base}/readyz")[0])},
            lambda s: s[("ready", ())] == 200,
        ) == {("ready", ()): 200.0}
        assert process.stop() == 0


def shell_samples(url: str, typed: str) -> Samples:
    """A `shell --metrics` on `url`, sent `typed`, scraped once it showed a reminder and
    counted its delivery; then it quits."""
    shell = subprocess.Popen(
        [*COMMAND, "shell", "--store", url, "--metrics", "127.0.0.1:0"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert shell.stdin is not None and shell.stdout is not None and shell.stderr is not None
    shell.stdin.write(typed)
    shell.stdin.flush()
    base = ""
    for line in shell.stdout:
        if line.startswith("Metrics on "):
            base = line.removeprefix("Metrics on ").split("/metrics")[0]
        if "Reminder:" in line:
            break
    samples = until(
        lambda: scrape(base),
        lambda s: s[("dsh_schedule_deliveries_total", (("store", "sqlite"),))] >= 1,
    )
    shell.stdin.write("quit\n")
    shell.stdin.close()
    assert shell.wait(timeout=30) == 0
    shell.stdout.close()
    assert shell.stderr.read() == ""
    shell.stderr.close()
    return samples


def test_a_shell_serves_metrics_too(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    samples = shell_samples(url, "remind me in 1 second to stretch\nwait 3\n")
    assert samples[("dsh_schedule_deliveries_total", (("store", "sqlite"),))] == 1
    assert samples[("dsh_schedule_claims_total", ())] == 1  # the session it created
    assert samples[("dsh_schedule_sessions_held", ())] == 1
    assert samples[("dsh_schedule_model_turns_total", (("outcome", "ok"),))] >= 2


def test_a_shell_counts_a_reminder_overdue_when_it_opens(tmp_path: Path) -> None:
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"main": [1]})
    time.sleep(1.5)
    samples = shell_samples(url, "wait 3\n")
    assert samples[("dsh_schedule_deliveries_total", (("store", "sqlite"),))] == 1
    assert samples[("dsh_schedule_claims_total", ())] == 1
    assert samples[("dsh_schedule_delivery_lateness_seconds_count", ())] == 1
    assert samples[("dsh_schedule_delivery_lateness_seconds_sum", ())] >= 0.5


def test_without_the_library_metrics_is_one_line_and_exit_2(tmp_path: Path) -> None:
    hidden = "import sys; sys.modules['prometheus_client'] = None; "
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            hidden + "from dsh_schedule.cli import main; sys.exit(main(sys.argv[1:]))",
            "worker",
            "--store",
            f"sqlite:{tmp_path / 's.sqlite'}",
            "--metrics",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert run.returncode == 2
    assert run.stderr == (
        "dsh-schedule: error: --metrics needs prometheus_client (prometheus_client is not "
        "installed): pip install 'dsh-tool-schedule[ops]'\n"
    )
    assert not (tmp_path / "s.sqlite").exists()


def test_the_worker_runs_without_loading_the_library() -> None:
    check = (
        "import sys; import dsh_schedule.cli, dsh_schedule.cli.worker, "
        "dsh_schedule.host.worker, dsh_schedule.cli.shell; "
        "print('prometheus_client' in sys.modules)"
    )
    run = subprocess.run(
        [sys.executable, "-c", check], capture_output=True, text=True, timeout=60, check=True
    )
    assert run.stdout == "False\n"


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("nowhere", "--metrics 'nowhere': expected HOST:PORT, such as 127.0.0.1:9464"),
        (
            "127.0.0.1:70000",
            "--metrics '127.0.0.1:70000': expected HOST:PORT, such as 127.0.0.1:9464",
        ),
    ],
)
def test_a_bad_metrics_address_is_one_line(address: str, message: str, tmp_path: Path) -> None:
    run = run_cli("worker", "--store", f"sqlite:{tmp_path / 's.sqlite'}", "--metrics", address)
    assert (run.returncode, run.stderr) == (2, f"dsh-schedule: error: {message}\n")


def test_a_taken_metrics_port_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        run = run_cli(
            "worker", "--store", f"sqlite:{tmp_path / 's.sqlite'}", "--metrics", f"127.0.0.1:{port}"
        )
    assert run.returncode == 2
    assert run.stderr.startswith(f"dsh-schedule: error: --metrics 127.0.0.1:{port}: cannot listen")
    assert run.stderr.count("\n") == 1


def test_a_paused_competitors_fenced_commit_is_counted(tmp_path: Path) -> None:
    """Worker A delivers the first reminder and its turn waits for the model. The store's
    write lock is taken, the model answers, and A's commit of the turn waits for the lock:
    A is SIGSTOPped there, the lock let go, and once A's lease runs out worker B takes the
    session over and delivers the second reminder. SIGCONT: A's commit reaches the store and
    is refused by the fence. A counts one delivery, one fenced commit and one session taken
    over; B one delivery: each reminder counted once, by the worker whose commit held."""
    database = tmp_path / "s.sqlite"
    url = f"sqlite:{database}"
    seed(url, {"main": [1, 2]})
    answer = threading.Event()
    with FakeModelServer() as server:
        server.answer(dataclasses.replace(openai_reply("Time to stretch."), hold=answer))
        environment = {
            k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))
        }
        remote = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        metered = ("--metrics", "127.0.0.1:0", "--lease-ttl", "3", "--concurrency", "1")
        try:
            with worker(url, *metered, *remote, env=environment) as first:
                base = first.wait_for("started")[0]["metrics"]
                assert server.arrived.wait(timeout=30)  # delivered; its turn waits
                lock = sqlite3.connect(database, isolation_level=None)
                lock.execute("BEGIN IMMEDIATE")
                answer.set()
                time.sleep(1)  # the answer is in: A's commit waits for the lock
                os.kill(first.process.pid, signal.SIGSTOP)
                lock.execute("ROLLBACK")
                lock.close()
                with worker(url, "--metrics", "127.0.0.1:0", "--lease-ttl", "3") as second:
                    other = second.wait_for("started")[0]["metrics"]
                    second.wait_for("delivered")
                    os.kill(first.process.pid, signal.SIGCONT)
                    (lost,) = first.wait_for("error")
                    a = until(
                        lambda: scrape(base),
                        lambda s: (
                            s[("dsh_schedule_fenced_commits_total", ())] >= 1
                            and s[("dsh_schedule_lease_losses_total", (("reason", "taken_over"),))]
                            >= 1
                        ),
                    )
                    b = until(  # its delivery counts at its commit, a moment after its log line
                        lambda: scrape(other),
                        lambda s: s[("dsh_schedule_deliveries_total", (("store", "sqlite"),))] >= 1,
                    )
                    assert first.stop() == 0 and second.stop() == 0
        finally:
            answer.set()
    assert " was taken over (epoch " in lost["message"]
    assert dispatches(url) == {"main": 2}
    delivered = ("dsh_schedule_deliveries_total", (("store", "sqlite"),))
    assert (a[delivered], b[delivered]) == (1, 1)
    assert a[("dsh_schedule_fenced_commits_total", ())] == 1
    assert b[("dsh_schedule_fenced_commits_total", ())] == 0
    assert a[("dsh_schedule_lease_losses_total", (("reason", "taken_over"),))] == 1
    assert a[("dsh_schedule_model_turns_total", (("outcome", "ok"),))] == 1
    assert a[("dsh_schedule_claims_total", ())] == 1


def test_model_calls_are_counted_by_outcome(tmp_path: Path) -> None:
    """Two reminders, two model calls: one the provider refuses (failed), one it never answers
    within `--timeout 1` (timeout). Both reminders are still delivered (shown as set)."""
    url = f"sqlite:{tmp_path / 's.sqlite'}"
    seed(url, {"a": [1], "b": [1]})
    never = threading.Event()
    with FakeModelServer() as server:
        server.answer(
            openai_error(400, "bad request"),
            dataclasses.replace(openai_reply("late"), hold=never),
        )
        environment = {
            k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))
        }
        remote = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        try:
            with worker(
                url, "--metrics", "127.0.0.1:0", "--timeout", "1", *remote, env=environment
            ) as process:
                base = process.wait_for("started")[0]["metrics"]
                process.wait_for("turn-failed", count=2)
                samples = until(
                    lambda: scrape(base),
                    lambda s: s[("dsh_schedule_deliveries_total", (("store", "sqlite"),))] >= 2,
                )
                assert process.stop() == 0
        finally:
            never.set()
    turns = {
        outcome: samples[("dsh_schedule_model_turns_total", (("outcome", outcome),))]
        for outcome in ("ok", "failed", "timeout")
    }
    assert turns == {"ok": 0, "failed": 1, "timeout": 1}
    assert samples[("dsh_schedule_model_turn_seconds_count", ())] == 2
    assert samples[("dsh_schedule_model_turn_seconds_sum", ())] >= 1  # the timeout's second
    assert samples[("dsh_schedule_deliveries_total", (("store", "sqlite"),))] == 2
