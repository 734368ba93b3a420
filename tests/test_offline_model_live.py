"""The offline model on a live host running protocol 2, on the virtual clock: what the user
types becomes the reminder it says, every error code a request can meet gets its answer, and
recurring reminders are presented as they arrive (one line each, a batch in one message)."""

from __future__ import annotations

import functools
from datetime import datetime
from zoneinfo import ZoneInfo

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.host.virtual_time import advance, settle
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.host_contract import PluginContext
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.owner import ScheduleOwner
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from tests.support.live import live_test

START = 1_796_119_200_000
"""2026-12-01T10:00:00.000Z, a Tuesday: 11:00 in Paris."""
MINUTE = 60_000


class Shell:
    """What the shell does, on the virtual clock: turns through the offline model, each reply
    kept as the shell would show it."""

    def __init__(self, protocol: int = 2, zone: str = "Europe/Paris") -> None:
        self.clock = VirtualClock(wall_ms=START)
        self.host = EmbeddedHost(MemoryStore(), self.clock, RecordingLogger())
        self.protocol = protocol
        self.model = OfflineModel(zone, self.clock)
        self.said: list[str] = []
        self.installation: ScheduleInstallation | None = None

    def _install(self, ctx: PluginContext) -> ScheduleInstallation:
        self.installation = install_schedule(ctx, protocol=self.protocol)
        return self.installation

    async def __aenter__(self) -> Shell:
        invariant = functools.partial(install_schedule_invariant, protocol=self.protocol)
        await self.host.load_plugins([invariant, self._install])
        self.agent = self.host.open_agent("main")

        def say(agent: HostAgent, text: str) -> None:
            self.said.append(text)

        self.turns = TurnRunner(self.host, self.model, say, lambda *_: None)
        self.turns.attach()
        await self.settle()
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.host.close()

    def _owners(self) -> list[ScheduleOwner]:
        return [] if self.installation is None else list(self.installation.owners)

    async def settle(self) -> None:
        await settle(self.clock, self._owners)
        await self.turns.drain()

    async def type(self, text: str) -> str:
        await self.turns.user_turn(self.agent, text)
        await self.settle()
        return self.said[-1]

    async def advance(self, ms: int) -> list[str]:
        before = len(self.said)
        await advance(self.clock, ms, self._owners)
        await self.turns.drain()
        return self.said[before:]


def _paris(date: str, time: str) -> str:
    local = datetime.fromisoformat(f"{date}T{time}").replace(tzinfo=ZoneInfo("Europe/Paris"))
    return format_instant(int(local.timestamp() * 1000))


@live_test
async def test_tomorrow_at_9_is_created_in_the_users_zone_and_delivered_then() -> None:
    async with Shell() as shell:
        due = _paris("2026-12-02", "09:00")
        assert await shell.type("remind me tomorrow at 9 to call mom") == (
            f"OK: I will remind you to call mom at {due} (schedule-1)."
        )
        assert due == "2026-12-02T08:00:00.000Z"
        early = 22 * 60 * MINUTE - 1
        assert await shell.advance(early) == []
        assert await shell.advance(1) == [f"Reminder: call mom (due {due}, schedule-1)"]


@live_test
async def test_every_30_minutes_arrives_each_time_with_its_next_occurrence() -> None:
    async with Shell() as shell:
        said = await shell.type("remind me every 30 minutes to stretch")
        assert said == (
            "OK: I will remind you to stretch every 30 minutes, next at "
            "2026-12-01T10:30:00.000Z (schedule-1)."
        )
        assert await shell.advance(30 * MINUTE) == [
            "Reminder: stretch (due 2026-12-01T10:30:00.000Z, schedule-1, every 30 minutes; "
            "next at 2026-12-01T11:00:00.000Z)"
        ]
        assert await shell.advance(30 * MINUTE) == [
            "Reminder: stretch (due 2026-12-01T11:00:00.000Z, schedule-1, every 30 minutes; "
            "next at 2026-12-01T11:30:00.000Z)"
        ]


@live_test
async def test_after_downtime_a_recurring_reminder_arrives_once_saying_how_many_were_missed() -> (
    None
):
    async with Shell() as shell:
        await shell.type("remind me every 10 minutes to drink water")
        shell.clock.jump(65 * MINUTE)  # the wall clock moves on while nothing runs
        shell.clock.advance(60_000)  # the owner's capped timer wakes and finds it due
        await shell.settle()
        assert shell.said[-1] == (
            "Reminder: drink water (due 2026-12-01T11:00:00.000Z, schedule-1, every 10 minutes; "
            "missed 5 earlier ones; next at 2026-12-01T11:10:00.000Z)"
        )


@live_test
async def test_recurring_reminders_due_at_once_arrive_as_one_message() -> None:
    async with Shell() as shell:
        await shell.type("remind me every 5 minutes to stretch")
        await shell.type("remind me every 5 minutes to breathe")
        assert await shell.advance(5 * MINUTE) == [
            "Reminder: stretch (due 2026-12-01T10:05:00.000Z, schedule-1, every 5 minutes; "
            "next at 2026-12-01T10:10:00.000Z)\n"
            "Reminder: breathe (due 2026-12-01T10:05:00.000Z, schedule-2, every 5 minutes; "
            "next at 2026-12-01T10:10:00.000Z)"
        ]


@live_test
async def test_a_calendar_rule_shows_its_local_time_and_lists_with_the_others() -> None:
    async with Shell() as shell:
        await shell.type("remind me at 17:30 to leave")
        said = await shell.type("remind me every weekday at 08:30 Paris time to check the mail")
        assert said == (
            "OK: I will remind you to check the mail every weekday at 08:30 (Europe/Paris), next "
            "at 2026-12-02T07:30:00.000Z (2026-12-02T08:30:00+01:00 there) (schedule-2)."
        )
        await shell.type("remind me every monday and thursday at 18:00 New York time to run")
        assert await shell.type("list my reminders") == (
            "Your reminders:\n"
            "- schedule-1: leave at 2026-12-01T16:30:00.000Z (scheduled)\n"
            "- schedule-2: check the mail every weekday at 08:30 (Europe/Paris), next at "
            "2026-12-02T07:30:00.000Z (2026-12-02T08:30:00+01:00 there) (scheduled)\n"
            "- schedule-3: run every mon and thu at 18:00 (America/New_York), next at "
            "2026-12-03T23:00:00.000Z (2026-12-03T18:00:00-05:00 there) (scheduled)"
        )


@live_test
async def test_each_error_code_a_request_meets_is_answered() -> None:
    async with Shell() as shell:
        answers = {
            "frequency_too_high": "remind me every 2 minutes to x",
            "not_future": "remind me on 2020-01-05 at 09:00 to x",
            "invalid_time_zone": "remind me every day at 7 Atlantis time to x",
            "invalid_rule": "remind me on 2027-03-28 at 02:30 Paris time to x",  # a DST gap
            "time_out_of_range": "remind me on 9999-12-31 at 23:59 New York time to x",
        }
        for code, request in answers.items():
            said = await shell.type(request)
            assert said.startswith(f"That did not work ({code}): "), said
        assert '"Atlantis"' in shell.said[2]
        assert await shell.type("list") == "You have no pending reminders."


@live_test
async def test_too_many_recurring_reminders_are_refused_with_what_to_do() -> None:
    async with Shell() as shell:
        for n in range(20):
            said = await shell.type(f"remind me every {10 + n} minutes to drink water")
            assert said.startswith("OK: "), said
        said = await shell.type("remind me every hour to stretch")
        assert said.startswith("That did not work (too_many_schedules): ")
        assert "at most 20 of them repeating" in said
        assert (await shell.type("remind me in 5 minutes to stretch")).startswith("OK: ")


@live_test
async def test_with_protocol_1_a_time_is_answered_with_how_to_get_protocol_2() -> None:
    async with Shell(protocol=1) as shell:
        said = await shell.type("remind me tomorrow at 9 to call mom")
        assert said.startswith("That did not work: reminders here take only a delay")
        assert "protocol 2" in said
        assert (await shell.type("remind me in 5 minutes to call mom")).startswith("OK: ")


@live_test
async def test_on_friday_at_noon_is_the_next_friday_once() -> None:
    async with Shell() as shell:
        due = _paris("2026-12-04", "12:00")  # START is a Tuesday
        assert await shell.type("remind me on friday at noon to pay the rent, thanks") == (
            f"OK: I will remind you to pay the rent at {due} (schedule-1)."
        )
        assert await shell.advance(3 * 24 * 60 * MINUTE + MINUTE * 60) == [
            f"Reminder: pay the rent (due {due}, schedule-1)"
        ]
        assert await shell.type("list") == "You have no pending reminders."


@live_test
async def test_two_requests_in_one_line_are_two_reminders_each_delivered() -> None:
    async with Shell() as shell:
        said = await shell.type("remind me in 10 minutes to call mom and in 20 minutes to call dad")
        assert said == (
            "OK: I will remind you to call mom at 2026-12-01T10:10:00.000Z (schedule-1).\n"
            "OK: I will remind you to call dad at 2026-12-01T10:20:00.000Z (schedule-2)."
        )
        assert await shell.advance(10 * MINUTE) == [
            "Reminder: call mom (due 2026-12-01T10:10:00.000Z, schedule-1)"
        ]
        assert await shell.advance(10 * MINUTE) == [
            "Reminder: call dad (due 2026-12-01T10:20:00.000Z, schedule-2)"
        ]


@live_test
async def test_a_delay_that_is_not_whole_seconds_is_answered_about_delays() -> None:
    async with Shell() as shell:
        assert await shell.type("remind me in 2.5 seconds to x") == (
            "That did not work (invalid_rule): a delay is a whole number of seconds, at least 1, "
            "like 'in 10 seconds'."
        )
        assert (await shell.type("remind me in 0 seconds to x")).startswith("A delay of 0 is now")


@live_test
async def test_with_protocol_1_several_delays_work_and_a_day_is_answered() -> None:
    async with Shell(protocol=1) as shell:
        said = await shell.type("remind me in 10 minutes to call mom and in 20 minutes to call dad")
        assert said.count("OK: I will remind you to call") == 2
        said = await shell.type("remind me on friday at noon to pay the rent")
        assert said.startswith("That did not work: reminders here take only a delay")
