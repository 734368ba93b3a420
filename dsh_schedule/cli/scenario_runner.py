"""The `scenario` conformance suites: live behaviour on the embedded host with a virtual clock.

Each case starts a host on a fresh store (the embedded host with the fault switches of
`host.testing`, which the `flush` op flips, its followups queued as the plugin contract says),
loads the invariant companion (unless the case says `"invariant": false`) and the schedule
plugin, creates the root agent `main`, and runs the steps of SPEC §11. After every step, and
once before the first, the runtime settles: every timer due on the virtual clock has fired and
no owner drive is in flight. `advance` steps from timer to timer, settling at each, so work
runs at the virtual time it was due.

The `scenario` suite loads both with protocol 1, `scenario-v2` with protocol 2
(docs/protocol-v2.md); the `presentation` op reads the log with the same protocol.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from dsh_schedule.cli.conformance_runner import CaseRunner, Failure, matches
from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.host import RecordingLogger
from dsh_schedule.host.stores import SessionStore
from dsh_schedule.host.testing import ContractHost
from dsh_schedule.host.virtual_time import advance, settle
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import PluginContext
from dsh_schedule.runtime.instants import parse_instant
from dsh_schedule.runtime.invariant import InvariantInstallation, install_schedule_invariant
from dsh_schedule.runtime.owner import ScheduleOwner
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from dsh_schedule.runtime.presentation import presentation_data, schedule_reminder_presentation

StoreFactory = Callable[[], SessionStore]


class ScenarioError(CommandLineError):
    """A case that cannot be run as written (an unknown op, a step with two ops)."""


class Scenario:
    """One running case: the host, its clock, and the loaded schedule plugin."""

    def __init__(self, case: Mapping[str, Any], store: SessionStore, protocol: int) -> None:
        self.clock = VirtualClock(parse_instant(case["start"]))
        self.host = ContractHost(store, self.clock, RecordingLogger())
        self.protocol = protocol
        self.installations: list[ScheduleInstallation] = []
        self.plugins = [self._invariant] if case.get("invariant", True) else []

    def _invariant(self, ctx: PluginContext) -> InvariantInstallation:
        return install_schedule_invariant(ctx, protocol=self.protocol)

    def _schedule_plugin(self, ctx: PluginContext) -> ScheduleInstallation:
        installation = install_schedule(ctx, protocol=self.protocol)
        self.installations = [installation]
        return installation

    async def start(self) -> None:
        await self.host.load_plugins([*self.plugins, self._schedule_plugin])
        self.host.create_agent("main")
        await self.settle()

    def owners(self) -> list[ScheduleOwner]:
        return [owner for installation in self.installations for owner in installation.owners]

    async def settle(self) -> None:
        await settle(self.clock, self.owners)

    def agent_name(self, arguments: Mapping[str, Any]) -> str:
        name = arguments.get("agent", "main")
        assert isinstance(name, str)
        return name

    async def call(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        result = await self.host.call_tool(
            self.agent_name(arguments), arguments["tool"], arguments["args"]
        )
        return {
            "isError": result.is_error,
            "value": result.text if result.is_error else result.value,
        }

    async def advance(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        await advance(self.clock, int(arguments["ms"]), self.owners)
        return {}

    async def jump(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        self.clock.jump(int(arguments["ms"]))
        return {}

    async def restart(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        await self.host.restart()
        return {}

    async def busy(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        self.host.agent(self.agent_name(arguments)).busy()
        return {}

    async def idle(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        self.host.agent(self.agent_name(arguments)).idle()
        return {}

    async def flush(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        persistence = self.host.sessions.persistence
        if "listener" in arguments:
            persistence.attached = bool(arguments["listener"])
        else:
            persistence.inject_faults(int(arguments.get("skip", 0)), int(arguments.get("fail", 0)))
        return {}

    async def fork(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        self.host.fork(arguments["from"], arguments["as"])
        return {}

    async def append(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        session = self.host.agent(self.agent_name(arguments)).session
        try:
            session.append(arguments["type"], arguments["data"])
        except Exception as error:
            return {"error": str(error) or type(error).__name__}
        return {"ok": True}

    async def events(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        session = self.host.agent(self.agent_name(arguments)).session
        return {"schedule": [e.data for e in session.events if e.type == SCHEDULE_CHANGE]}

    async def presentation(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        session = self.host.agent(self.agent_name(arguments)).session
        wanted = {"operation": "dispatch", "id": arguments["id"]}
        dispatches = [
            e.seq
            for e in session.events
            if e.type == SCHEDULE_CHANGE
            and isinstance(e.data, dict)
            and all(e.data.get(k) == v for k, v in wanted.items())
        ]
        if not dispatches:
            raise ScenarioError(f"no dispatch of {arguments['id']!r} in the session")
        try:
            value = schedule_reminder_presentation(
                session.events, dispatches[-1], session.header.seed_length, protocol=self.protocol
            )
        except ScheduleLogError as error:
            return {"value": {"error": error.code}}
        return {"value": None if value is None else presentation_data(value)}


Op = Callable[[Scenario, Mapping[str, Any]], Awaitable[dict[str, Any]]]
OPS: dict[str, Op] = {
    "call": Scenario.call,
    "advance": Scenario.advance,
    "jump": Scenario.jump,
    "restart": Scenario.restart,
    "busy": Scenario.busy,
    "idle": Scenario.idle,
    "flush": Scenario.flush,
    "fork": Scenario.fork,
    "append": Scenario.append,
    "events": Scenario.events,
    "presentation": Scenario.presentation,
}


async def _run(case: Mapping[str, Any], store: SessionStore, protocol: int) -> list[Failure]:
    scenario = Scenario(case, store, protocol)
    failures: list[Failure] = []
    await scenario.start()
    try:
        for number, step in enumerate(case["steps"], start=1):
            ops = [key for key in step if key != "expect"]
            if len(ops) != 1 or ops[0] not in OPS:
                raise ScenarioError(f"step {number} must hold exactly one known op, not {ops}")
            delivered = len(scenario.host.deliveries)
            actual = await OPS[ops[0]](scenario, step[ops[0]])
            await scenario.settle()
            actual["followups"] = [
                {"agent": d.agent, "text": d.message.text}
                for d in scenario.host.deliveries[delivered:]
            ]
            for key, expected in step.get("expect", {}).items():
                if not matches(expected, actual.get(key)):
                    failures.append(
                        Failure(
                            f"step {number} ({ops[0]}): {key} differs", (expected, actual.get(key))
                        )
                    )
            if failures:
                break
    finally:
        await scenario.host.close()
    return failures


def scenario_suite(store_factory: StoreFactory, protocol: int = 1) -> CaseRunner:
    """A scenario suite's runner, on stores made by `store_factory`, with the plugin and the
    invariant companion loaded with `protocol` (`scenario`: 1, `scenario-v2`: 2)."""

    def run(case: Mapping[str, Any]) -> list[Failure]:
        return asyncio.run(_run(case, store_factory(), protocol))

    return run
