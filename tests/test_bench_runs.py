"""`make bench` runs to its end: each benchmark's harness at `--quick` sizes, in a process of
its own, as `python -m bench` runs it. No figure is checked (quick sizes measure nothing);
what is checked is that every section opens, measures, closes its hosts and stores, and
writes its figures. A harness that breaks when the code it measures changes (a store method
its baseline does not override, say) fails here, not in the next measuring session.

The workers section is left out: its quick run starts a fleet of worker processes on both
stores and takes over a minute of CI's budget, and `tests/test_worker*.py` drive the same
worker processes.
"""

from __future__ import annotations

import asyncio
import gc
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench import instructions, workers
from bench.__main__ import BENCHMARKS
from bench.cpu import process_cpu_s, tree_cpu_s
from dsh_schedule.host import MemoryStore
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.worker import Worker, WorkerLog

ROOT = Path(__file__).resolve().parent.parent
SECTIONS = [name for name in BENCHMARKS if name != "workers"]
TIMEOUT_S = 300


@pytest.mark.parametrize("section", SECTIONS)
def test_a_benchmark_section_runs_to_its_end_at_quick_sizes(section: str, tmp_path: Path) -> None:
    output = tmp_path / "results.json"
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", "--only", section, "--output", str(output)],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    assert f"  ({section}: " in done.stdout
    figures = json.loads(output.read_text())
    assert len(figures) > 1  # the machine, and this section's figures


@pytest.mark.parametrize("case", ["owner", "worker"])
def test_the_counted_runs_deliver_every_reminder(case: str) -> None:
    """`bench.instructions` counts these runs under cachegrind; each must deliver them all
    and end at once (a run that fell short raises, and would count nothing)."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.instructions", "--run", case, "whole", "20"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
    )
    assert done.returncode == 0, done.stderr[-4000:]


def test_the_counted_worker_run_reads_no_log_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever the counted run does is counted with its deliveries: it checks them by the
    worker's counts and the store's wake-up times, not by decoding every session's log, which
    once added about 100 k instructions to each delivery's count."""
    reads: list[str] = []
    load_sessions, read_events = MemoryStore.load_sessions, MemoryStore.read_events

    def loaded(store: MemoryStore) -> list[object]:
        reads.append("load_sessions")
        return list(load_sessions(store))

    def read(store: MemoryStore, session_id: str, stop: int) -> tuple[object, ...]:
        reads.append("read_events")
        return tuple(read_events(store, session_id, stop))

    monkeypatch.setattr(MemoryStore, "load_sessions", loaded)
    monkeypatch.setattr(MemoryStore, "read_events", read)
    try:
        asyncio.run(instructions.worker_run(True, 5))
    finally:
        gc.enable()  # the run leaves the collector off, as its count needs
    assert reads == []


@pytest.mark.parametrize("delivered", [2, 4])
def test_a_counted_worker_run_that_did_not_deliver_every_reminder_fails(delivered: int) -> None:
    store = MemoryStore()
    workers.seed(store, workers.due_at_once(3, round(time.time() * 1000) - 1000))
    worker = Worker(
        store, OfflineModel(), WorkerLog(io.StringIO(), store.clock), workers.options(poll_ms=10)
    )
    worker.delivered = delivered  # 2: one short; 4: as if one were answered twice
    with pytest.raises(RuntimeError, match="not every reminder was delivered and dispatched"):
        instructions.check_delivered(worker, store, 3)


def test_a_counted_worker_run_with_a_session_still_due_fails() -> None:
    store = MemoryStore()
    workers.seed(store, workers.due_at_once(3, round(time.time() * 1000) - 1000))
    worker = Worker(
        store, OfflineModel(), WorkerLog(io.StringIO(), store.clock), workers.options(poll_ms=10)
    )
    worker.delivered = 3  # counted, but the store still has every session due
    with pytest.raises(RuntimeError, match="not every reminder was delivered and dispatched"):
        instructions.check_delivered(worker, store, 3)


@pytest.mark.parametrize("option", ["--owner", "--worker"])
@pytest.mark.parametrize("value", ["0", "-3", "many"])
def test_a_count_of_no_deliveries_is_refused_before_anything_is_counted(
    option: str, value: str
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bench.instructions", option, value],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert f"{option}: {value!r} is not a whole number of at least 1" in done.stderr
    assert "Traceback" not in done.stderr


BURN = "import time\nstart = time.process_time()\nwhile time.process_time() - start < 0.3: pass\n"
PARENT = f"""
import subprocess, sys, time
subprocess.run([sys.executable, "-c", {BURN!r}], check=True)
child = subprocess.Popen([sys.executable, "-c", {BURN!r} + "print(flush=True)\\ntime.sleep(60)"])
print(child.pid, flush=True)
child.wait()
"""


def test_a_process_tree_counts_the_cpu_of_its_children_running_and_ended() -> None:
    """`bench/cpu.py` reads what a database server's backends spend: a child that burned
    0.3 s of CPU and ended, and one that burned as much and still runs, are both counted in
    their parent's tree, and neither in the parent's own time."""
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert parent.stdout is not None
    child = int(parent.stdout.readline())
    try:
        assert parent.stdout.readline() == "\n"  # the running child has burned its share
        assert process_cpu_s(child) >= 0.29
        assert process_cpu_s(parent.pid) < 0.29
        assert tree_cpu_s(parent.pid) >= 0.58
    finally:
        os.kill(child, signal.SIGKILL)
        parent.wait(timeout=60)
        parent.stdout.close()
