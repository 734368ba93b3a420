"""Fold and invariant: the cost of one operation against the length of the session log.

A session of N events is a realistic churn: half `schedule/change` events (a create, later its
delete) and half other events (messages), ending with the same three active reminders at every
size, so any growth with N comes from the log length and nothing else. It is stored in a
`MemoryStore` and resumed into a root agent of the embedded host with the invariant companion
and the plugin loaded, on a virtual clock.

- `schedule_list`: one call through the host's tool registry (argument and output validation,
  preflight flush, incremental fold, views, compact JSON), plus the owner drive it triggers.
- candidate append check: one `session.append` of a schedule change, which the invariant
  companion checks against its incremental projection before it is stored.
- full refold: `fold_schedule_events` over the whole log, what every operation would cost
  without the incremental projection.
Target (SPEC §12): a tool call on 100 000 events costs <= 2x the same call on 100 events.
Then 10 000 `schedule_create` calls (companion on) on one session, and 10 000 host appends of
schedule changes checked by the companion: the cost of the first and of the last thousand must
be about equal (linear in total, not quadratic).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from bench.report import Report, best_seconds, best_seconds_async
from dsh_schedule.host import EmbeddedHost, MemoryStore, RecordingLogger, StoredSession
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule

START_MS = 1_767_225_600_000  # 2026-01-01T00:00:00.000Z
FAR_MS = START_MS + 365 * 86_400_000
SIZES = (100, 10_000, 100_000)
APPENDS = 10_000
WINDOW = 1_000
ACTIVE = 3
RATIO_TARGET = 2.0


def record(schedule_id: str, due_ms: int) -> dict[str, Any]:
    return {
        "id": schedule_id,
        "kind": "after",
        "prompt": f"reminder {schedule_id}",
        "afterSeconds": 60,
        "scheduledAt": format_instant(due_ms),
    }


def create_data(schedule_id: str, due_ms: int) -> dict[str, Any]:
    return {"version": 1, "operation": "create", "schedule": record(schedule_id, due_ms)}


def end_data(operation: str, schedule_id: str) -> dict[str, Any]:
    return {"version": 1, "operation": operation, "id": schedule_id}


def churn_events(count: int, active: int = ACTIVE, due_ms: int = FAR_MS) -> list[Event]:
    """`count` events: create/message/delete/message blocks, padding messages, then `active`
    creates due at `due_ms`."""
    data: list[tuple[str, object]] = []
    block = 0
    while len(data) + 4 <= count - active:
        block += 1
        schedule_id = f"old-{block}"
        data.append((SCHEDULE_CHANGE, create_data(schedule_id, START_MS - 1000)))
        data.append(("message", {"role": "user", "text": f"message {block}"}))
        data.append((SCHEDULE_CHANGE, end_data("delete", schedule_id)))
        data.append(("message", {"role": "assistant", "text": f"reply {block}"}))
    while len(data) < count - active:
        data.append(("message", {"role": "user", "text": "padding"}))
    for index in range(1, active + 1):
        data.append((SCHEDULE_CHANGE, create_data(f"live-{index}", due_ms)))
    return [Event(kind, seq, START_MS - 1000, value) for seq, (kind, value) in enumerate(data)]


async def settle(rounds: int = 3) -> None:
    for _ in range(rounds):
        await asyncio.sleep(0)


async def open_host(events: list[Event]) -> EmbeddedHost:
    """A host with the companion and the plugin, resuming one session of `events` as `main`."""
    store = MemoryStore()
    store.create_session(StoredSession("session-1", "main", 0, tuple(events)))
    host = EmbeddedHost(store, VirtualClock(START_MS), RecordingLogger())
    await host.load_plugins([install_schedule_invariant, install_schedule])
    host.open_session("session-1")
    await settle()
    return host


async def measure_size(report: Report, size: int) -> dict[str, float]:
    events = churn_events(size)
    refold = best_seconds(lambda: fold_schedule_events(events), repeats=3, target=0.0)
    began = time.perf_counter()
    host = await open_host(events)
    opened = time.perf_counter() - began
    session = host.agent("main").session

    async def list_call() -> None:
        result = await host.call_tool("main", "schedule_list", {})
        assert not result.is_error and len(result.value) == ACTIVE, result.text
        await asyncio.sleep(0)  # let the owner drive the call requested run

    listing = await best_seconds_async(list_call)
    counter = iter(range(10**9))

    def append_pair() -> None:
        schedule_id = f"probe-{next(counter)}"
        session.append(SCHEDULE_CHANGE, create_data(schedule_id, FAR_MS))
        session.append(SCHEDULE_CHANGE, end_data("delete", schedule_id))

    append = best_seconds(append_pair) / 2
    await host.close()
    name = f"{size:,} events"
    report.add(
        f"fold.open.{size}",
        f"{name}: open host, load plugins, resume (full folds)",
        opened * 1e3,
        "ms",
    )
    report.add(
        f"fold.list.{size}",
        f"{name}: schedule_list tool call (incremental)",
        listing * 1e6,
        "us",
        peer="full refold",
        ratio=refold / listing,
    )
    report.add(
        f"fold.append_check.{size}", f"{name}: append checked by the invariant", append * 1e6, "us"
    )
    report.add(
        f"fold.refold.{size}", f"{name}: full refold (fold_schedule_events)", refold * 1e6, "us"
    )
    return {"list": listing, "append": append, "refold": refold}


async def measure_appends(report: Report, count: int) -> None:
    host = await open_host([])
    per_call: list[float] = []
    counter = time.perf_counter
    for _ in range(count):
        start = counter()
        result = await host.call_tool(
            "main", "schedule_create", {"prompt": "p", "after_seconds": 3600}
        )
        await asyncio.sleep(0)
        per_call.append(counter() - start)
        assert not result.is_error and "id" in result.value, result.text
    session = host.agent("main").session
    assert sum(1 for e in session.events if e.type == SCHEDULE_CHANGE) == count
    await host.close()
    window = min(WINDOW, count // 2)
    first = sorted(per_call[:window])[window // 2]
    last = sorted(per_call[-window:])[window // 2]
    total = sum(per_call)
    report.add(
        "fold.create.first",
        f"schedule_create, companion on: median of the first {window:,} calls",
        first * 1e6,
        "us",
    )
    report.add(
        "fold.create.last",
        f"schedule_create, companion on: median of the last {window:,} ({count:,} active)",
        last * 1e6,
        "us",
    )
    report.add(
        "fold.create.growth",
        "schedule_create: cost of the last calls / cost of the first",
        last / first,
        "x",
        target=f"<= {RATIO_TARGET:g}x",
        met=last <= RATIO_TARGET * first,
    )
    report.add("fold.create.total", f"{count:,} schedule_create calls in total", total, "s")
    await measure_raw_appends(report, count)


async def measure_raw_appends(report: Report, count: int) -> None:
    """`count` host appends of schedule changes (creates, each deleted later), every one
    checked by the companion: first and last thousand, per append."""
    host = await open_host([])
    session = host.agent("main").session
    per_append: list[float] = []
    counter = time.perf_counter
    changes = [
        end_data("delete", f"raw-{number // 2}")
        if number % 2
        else create_data(f"raw-{number // 2}", FAR_MS)
        for number in range(count)
    ]
    for data in changes:
        start = counter()
        session.append(SCHEDULE_CHANGE, data)
        per_append.append(counter() - start)
    await host.close()
    window = min(WINDOW, count // 2)
    first = sorted(per_append[:window])[window // 2]
    last = sorted(per_append[-window:])[window // 2]
    report.add(
        "fold.append.first",
        f"host append checked by the companion: median of the first {window:,}",
        first * 1e6,
        "us",
    )
    report.add(
        "fold.append.last",
        f"host append checked by the companion: median of the last {window:,}",
        last * 1e6,
        "us",
    )
    report.add(
        "fold.append.growth",
        f"{count:,} appends: cost of the last / cost of the first",
        last / first,
        "x",
        target=f"<= {RATIO_TARGET:g}x",
        met=last <= RATIO_TARGET * first,
    )


async def measure(report: Report, quick: bool) -> None:
    sizes = (100, 1_000, 10_000) if quick else SIZES
    figures = {size: await measure_size(report, size) for size in sizes}
    small, large = figures[sizes[0]], figures[sizes[-1]]
    for kind, label in (("list", "schedule_list"), ("append", "append check")):
        ratio = large[kind] / small[kind]
        report.add(
            f"fold.{kind}_growth",
            f"{label}: cost at {sizes[-1]:,} events / cost at {sizes[0]:,}",
            ratio,
            "x",
            target=f"<= {RATIO_TARGET:g}x",
            met=ratio <= RATIO_TARGET,
        )
    await measure_appends(report, 1_000 if quick else APPENDS)


def run(report: Report, quick: bool = False) -> None:
    report.section("Fold and invariant")
    asyncio.run(measure(report, quick))
