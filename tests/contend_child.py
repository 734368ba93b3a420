"""A host process that contends with others for one agent's session, on the real clock.

`python -m tests.contend_child DB AGENT TTL_MS LIFETIME_MS SEED` runs the embedded host with
the invariant companion and the schedule plugin on the SQLite file DB (`SystemClock`, a lease
of TTL_MS): it claims the session of AGENT, retrying every 50 ms while another live process
holds it (as `shell --wait` does), then calls the tools at random (creates due in 1-5 s,
deletes of listed and of unknown ids, lists, short busy turns) until LIFETIME_MS have passed,
and closes (releasing its lease). A LIFETIME_MS of 0 is a recovery: no calls, only waiting
until the agent has no active reminder left (or 20 s have passed). A lost lease ends the
process with exit code 3, as it ends the shell.

Every line it prints starts with the wall time in epoch ms and is flushed at once, so the soak
that reads it knows exactly what this process learned before it was killed:
`claimed SESSION EPOCH`, `confirmed create SESSION ID TARGET_MS`, `confirmed delete SESSION
ID`, `delivered SESSION ID OCCURRENCE_MS` (from inside the `on_followup` listener, registered
before the session is opened, so it also hears what a killed process left untold), `durable
SESSION OP ID SEQ EPOCH` (a schedule change whose commit under that lease epoch returned),
`told SESSION ID` (the commit holding the told mark of that reminder's message returned),
`lost SESSION REASON`, `warning TEXT` and `error TEXT` (the host's log), and `done` at the
end of a clean exit.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.conversation import MESSAGE_EVENT
from dsh_schedule.host.delivered import read_reminders
from dsh_schedule.host.errors import AgentStateError, LeaseHeldError, StoreError
from dsh_schedule.host.host import EmbeddedHost
from dsh_schedule.host.reminder_log import MESSAGE_ID, TOLD_EVENT
from dsh_schedule.host.stores import Commit
from dsh_schedule.host.stores.leases import Lease
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.clock import SystemClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule

CHILD = (sys.executable, "-m", "tests.contend_child")
CLAIM_RETRY_S = 0.05
CLAIM_WAIT_S = 60.0
RECOVERY_S = 20.0
LOST_EXIT_CODE = 3

Emit = Callable[[str], None]
CLOCK = SystemClock()


def printer(line: str) -> None:
    print(f"{CLOCK.now_ms()} {line}", flush=True)


class PrintingLogger:
    """The host's log, as transcript lines."""

    def __init__(self, emit: Emit) -> None:
        self.emit = emit

    def warning(self, message: str) -> None:
        self.emit(f"warning {_one_line(message)}")

    def error(self, message: str) -> None:
        self.emit(f"error {_one_line(message)}")


class ReportingStore(SqliteStore):
    """The SQLite store, telling each schedule change and each told mark it made durable once
    its COMMIT returned: the only moment either is known to have reached the disk."""

    def __init__(self, path: Path, emit: Emit) -> None:
        self.emit = emit
        self.reminders: dict[str, list[str]] = {}
        """The schedule ids each reminder message carries, by the message's id."""
        super().__init__(path)

    def learn(self, events: Sequence[SessionEvent]) -> None:
        """Note the schedule ids of the reminder messages among `events`."""
        for event in events:
            data = event.data
            if event.type != MESSAGE_EVENT or not isinstance(data, dict):
                continue
            key, text = data.get(MESSAGE_ID), data.get("text")
            if isinstance(key, str) and isinstance(text, str):
                self.reminders[key] = [found.schedule_id for found in read_reminders(text) or []]

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        outcomes = super().commit_many(commits)
        for commit, outcome in zip(commits, outcomes, strict=True):
            if outcome is None:
                self._report(commit.lease, commit.events)
        return outcomes

    def _report(self, lease: Lease, events: Sequence[SessionEvent]) -> None:
        self.learn(events)
        for event in events:
            if event.type == TOLD_EVENT and isinstance(event.data, dict):
                for schedule_id in self.reminders.get(str(event.data.get(MESSAGE_ID)), []):
                    self.emit(f"told {lease.session_id} {schedule_id}")
            if event.type == SCHEDULE_CHANGE and isinstance(event.data, dict):
                data: dict[str, Any] = event.data
                operation = data["operation"]
                schedule_id = data["schedule"]["id"] if operation == "create" else data["id"]
                self.emit(
                    f"durable {lease.session_id} {operation} {schedule_id} {event.seq} "
                    f"{lease.epoch}"
                )


async def claim(host: EmbeddedHost, agent: str, emit: Emit) -> HostAgent | None:
    """The agent on its claimed session, retrying while another process holds it; None when
    it stayed held for CLAIM_WAIT_S."""
    deadline = asyncio.get_running_loop().time() + CLAIM_WAIT_S
    told = False
    while True:
        try:
            opened = host.open_agent(agent)
        except LeaseHeldError as error:
            if not told:
                emit(f"waiting {error.lease.session_id} epoch {error.lease.epoch}")
                told = True
            if asyncio.get_running_loop().time() > deadline:
                return None
            await asyncio.sleep(CLAIM_RETRY_S)
            continue
        session = opened.session
        emit(f"claimed {session.id} {session.lease.epoch}")
        if isinstance(host.store, ReportingStore):  # the messages it told at its open
            host.store.learn(session.events)
        return opened


async def work(host: EmbeddedHost, agent: HostAgent, lifetime_ms: int, rng: random.Random) -> None:
    """Random tool calls until the lifetime is over or the session is lost."""
    emit = printer
    session = agent.session.id
    name = agent.name
    deadline = asyncio.get_running_loop().time() + lifetime_ms / 1000
    while asyncio.get_running_loop().time() < deadline and not host.lost:
        roll = rng.random()
        if roll < 0.55:
            seconds = rng.randint(1, 5)
            emit(f"call create {session} {seconds}")
            arguments = {"prompt": f"p{rng.randrange(10**6)}", "after_seconds": seconds}
            result = await host.call_tool(name, "schedule_create", arguments)
            value = result.value
            if not result.is_error and "scheduledAt" in value:
                target = parse_instant(value["scheduledAt"])
                emit(f"confirmed create {session} {value['id']} {target}")
            else:
                emit(f"refused create {session} {_one_line(result.text)}")
        elif roll < 0.7:
            schedule_id = await pick(host, name, rng)
            emit(f"call delete {session} {schedule_id}")
            result = await host.call_tool(name, "schedule_delete", {"id": schedule_id})
            value = result.value
            if not result.is_error and value.get("deleted") is True:
                emit(f"confirmed delete {session} {schedule_id}")
            elif not result.is_error and value.get("code") == "schedule_not_found":
                emit(f"notfound delete {session} {schedule_id}")
            else:
                emit(f"refused delete {session} {_one_line(result.text)}")
        elif roll < 0.9:
            await pick(host, name, rng)
        else:
            agent.busy()  # a turn: deliveries wait for it to end
            await asyncio.sleep(rng.uniform(0.05, 0.8))
            agent.idle()
        await asyncio.sleep(rng.uniform(0.05, 0.4))


async def pick(host: EmbeddedHost, name: str, rng: random.Random) -> str:
    """An id to delete: one of those listed as active, or (a fifth of the time) any id."""
    result = await host.call_tool(name, "schedule_list", {})
    listed = [view["id"] for view in result.value] if isinstance(result.value, list) else []
    printer(f"listed {host.agent(name).session.id} {','.join(listed) or '-'}")
    if listed and rng.random() < 0.8:
        return str(rng.choice(listed))
    return f"schedule-{rng.randint(1, 40)}"


async def recover(host: EmbeddedHost, agent: HostAgent) -> None:
    """Wait until every reminder of the agent is delivered (or deleted)."""
    deadline = asyncio.get_running_loop().time() + RECOVERY_S
    while asyncio.get_running_loop().time() < deadline and not host.lost:
        result = await host.call_tool(agent.name, "schedule_list", {})
        if result.value == []:
            return
        await asyncio.sleep(0.1)
    printer(f"unfinished {agent.session.id}")


async def run(db: Path, agent_name: str, ttl_ms: int, lifetime_ms: int, seed: int) -> int:
    emit = printer
    store = ReportingStore(db, emit)
    host = EmbeddedHost(store, CLOCK, PrintingLogger(emit), lease_ttl_ms=ttl_ms)
    host.on_lost(lambda session, reason: emit(f"lost {session} {_one_line(reason)}"))
    host.agents.on_followup(lambda agent, message: delivered(agent, message, emit))
    try:
        await host.load_plugins([install_schedule_invariant, install_schedule])
        agent = await claim(host, agent_name, emit)
        if agent is None:
            emit("gave-up")
            return LOST_EXIT_CODE
        try:
            if lifetime_ms:
                await work(host, agent, lifetime_ms, random.Random(seed))
            else:
                await recover(host, agent)
        except AgentStateError:  # the session was lost under a call: its agent is gone
            pass
        if host.lost:
            return LOST_EXIT_CODE
    finally:
        await host.close()
    emit("done")
    return 0


def delivered(agent: HostAgent, message: Followup, emit: Emit) -> None:
    lines = message.text.split("\n")
    schedule_id = json.loads(lines[2].removeprefix("schedule_id_json: "))
    occurrence = parse_instant(lines[3].removeprefix("occurrence_at: "))
    emit(f"delivered {agent.session.id} {schedule_id} {occurrence}")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def main(argv: Sequence[str]) -> int:
    db, agent, ttl_ms, lifetime_ms, seed = argv
    printer(f"start {agent} ttl {ttl_ms}")
    try:
        return asyncio.run(run(Path(db), agent, int(ttl_ms), int(lifetime_ms), int(seed)))
    except StoreError as error:  # the file stayed locked by a paused process, say
        printer(f"failed {_one_line(str(error))}")
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
