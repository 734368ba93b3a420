"""`dsh-schedule demo`: the main job, end to end on a temporary SQLite store in real seconds.

It creates reminders through the offline model (with protocol 2, the default, one of them a
calendar rule), lists them, restarts the host while a reminder
is pending (as a process restart would: only what was flushed survives), waits for delivery of
the reminder framing after the restart, and presents the dispatch from the log.

`--store URL` runs it on a store of the user's instead (`sqlite:PATH` or a path,
`postgresql://…`), under an agent name of its own (`demo-` and random hex digits), so that
the sessions already there stay untouched and every run starts from an empty session.
A `memory:` store is refused: it would not survive the restart.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import sys
import tempfile
import time
from pathlib import Path
from typing import TextIO

from dsh_schedule.cli.live import LiveHostError, open_live_agent
from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.host import EmbeddedHost
from dsh_schedule.host.models import Model
from dsh_schedule.host.stores.postgres import redacted
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.presentation import presentation_data, schedule_reminder_presentation

DELAY_SECONDS = 3
SECOND_REMINDER = {
    1: "remind me in 10 minutes to drink some water",
    2: "remind me every weekday at 08:30 to check the mail",
}
"""The reminder the demo cancels: with protocol 2, a calendar rule in the user's zone."""
DELIVERY_TIMEOUT_SECONDS = 10


class DemoError(CommandLineError):
    """The demo did not see what it expected; the message says what."""


class Demo:
    def __init__(self, stdout: TextIO, model: Model) -> None:
        self._out = stdout
        self._model = model
        self._started = time.monotonic()
        self._step = 0
        self.delivered: asyncio.Queue[str] = asyncio.Queue()

    def step(self, title: str) -> None:
        self._step += 1
        self.show(f"\n[{time.monotonic() - self._started:5.1f}s] {self._step}. {title}")

    def show(self, text: str) -> None:
        self._out.write(text + "\n")
        self._out.flush()

    def say(self, agent: HostAgent, text: str) -> None:
        self.show(f"   {agent.name} (model)> " + text.replace("\n", "\n" + " " * 20))

    def on_tool(
        self, agent: HostAgent, name: str, arguments: dict[str, object], result: ToolResult
    ) -> None:
        self.show(f"   tool call: {name} {json.dumps(arguments)}")
        self.show(f"   tool result: {result.text}")

    def turns(self, host: EmbeddedHost) -> TurnRunner:
        runner = TurnRunner(host, self._model, self.say, self.on_tool)
        runner.attach()
        host.agents.on_followup(self._delivered)
        return runner

    def _delivered(self, agent: HostAgent, followup: Followup) -> None:
        self.show(f"   followup queued for {agent.name} (user role, source {followup.source}):")
        for line in followup.text.splitlines():
            self.show(f"   | {line}")
        self.delivered.put_nowait(followup.text)

    async def user(self, runner: TurnRunner, agent: HostAgent, text: str) -> None:
        self.show(f"   user> {text}")
        await runner.user_turn(agent, text)


async def run_demo(
    stdout: TextIO, model: Model, store_url: str | None = None, protocol: int = 2
) -> int:
    """The demo on the store `store_url` names, or on a new temporary SQLite file, with the
    plugin running `protocol`."""
    if store_url == "memory:":
        raise LiveHostError(
            "session store memory: the demo restarts the host, which a memory store does not "
            "survive; use sqlite:PATH or postgresql://..."
        )
    demo = Demo(stdout, model)
    with tempfile.TemporaryDirectory(prefix="dsh-schedule-demo-") as folder:
        if store_url is None:
            database = Path(folder) / "sessions.sqlite"
            store_url, name = f"sqlite:{database}", "main"
            demo.step(f"Open the embedded host on a new SQLite store: {database}")
        else:
            name = f"demo-{secrets.token_hex(4)}"
            demo.step(f"Open the embedded host on the store {redacted(store_url)}")
        host, agent = await open_live_agent(store_url, name, protocol=protocol)
        runner = demo.turns(host)
        demo.show(
            f"   root agent {name!r} on {agent.session.id}; tools: "
            + ", ".join(tool.name for tool in host.tools.tools(agent.scope))
        )

        demo.step("Create two reminders and cancel one")
        await demo.user(runner, agent, f"remind me in {DELAY_SECONDS} seconds to stretch")
        await demo.user(runner, agent, SECOND_REMINDER[protocol])
        await demo.user(runner, agent, "cancel schedule-2")

        demo.step("List the active reminders")
        await demo.user(runner, agent, "list my reminders")

        demo.step("Restart the host while the reminder is pending (unflushed state is dropped)")
        await asyncio.sleep(1)
        await host.close()
        host, agent = await open_live_agent(store_url, name, protocol=protocol)
        runner = demo.turns(host)
        seed_length = agent.session.header.seed_length
        active = fold_schedule_events(agent.session.events, seed_length, protocol).active
        demo.show(
            f"   resumed {agent.session.id}: {len(agent.session.events)} durable events, "
            f"{len(active)} active reminder(s): " + ", ".join(r.id for r in active)
        )

        demo.step("Wait for the owner to deliver the due reminder")
        try:
            await asyncio.wait_for(demo.delivered.get(), DELIVERY_TIMEOUT_SECONDS)
        except TimeoutError:
            raise DemoError("the reminder was not delivered in time") from None
        await runner.drain()

        demo.step("Present the dispatch from the session log")
        events = agent.session.events
        dispatch = [
            e
            for e in events
            if e.type == SCHEDULE_CHANGE
            and isinstance(e.data, dict)
            and e.data["operation"] == "dispatch"
        ]
        if not dispatch:
            raise DemoError("no dispatch event in the log")
        presentation = schedule_reminder_presentation(
            events, dispatch[-1].seq, agent.session.header.seed_length, protocol
        )
        demo.show(
            f"   dispatch at seq {dispatch[-1].seq} presents as: "
            + json.dumps(None if presentation is None else presentation_data(presentation))
        )
        changes = [e.data for e in events if e.type == SCHEDULE_CHANGE]
        demo.show(f"   the log holds {len(events)} events, {len(changes)} schedule changes:")
        for change in changes:
            demo.show(f"   - {json.dumps(change)}")
        await host.close()
    demo.step("Done")
    return 0


def main_demo(model: Model, store_url: str | None = None, *, protocol: int = 2) -> int:
    async def run() -> int:
        try:
            return await run_demo(sys.stdout, model, store_url, protocol)
        finally:
            await model.close()

    return asyncio.run(run())
