"""The Python API host's `on_followup` listeners hear of each durable reminder message once
(SPEC §15, docs/reliability.md): the host tells them once the commit holding the message is
confirmed, then marks it told in the log (`host/told`); a message left unmarked by a process
that died is told by the next process that opens the session with a listener, once.

Each test runs host processes on one memory store and one virtual clock, each with the plugin
and (unless said) a listener registered before the agent is opened; what a listener heard is
its screen. A kill is a process that stops where it is: its sessions are detached (nothing
more commits) and its lease is given up. Listeners are told inside the commit of their mark
(`HostSession.before_commit`), so a process killed while it tells writes nothing of that
commit, as a process killed before its `COMMIT` would.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.host import RecordingLogger
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.reminder_log import MESSAGE_ID, TOLD_EVENT, untold
from dsh_schedule.host.stores import Commit, MemoryStore, SessionStore
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.testing import FaultyHost
from dsh_schedule.host.turns import MESSAGE_EVENT, TurnRunner
from dsh_schedule.host.virtual_time import advance, settle
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.host_contract import Followup, PluginContext
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.owner import ScheduleOwner
from dsh_schedule.runtime.plugin import ScheduleInstallation, install_schedule
from tests.support.live import START, live_test

TTL = 3_000
ROOT = Path(__file__).resolve().parents[1]


class Process:
    """One Python API host on the shared store: the plugin, and a listener whose screen is
    what it heard (`listening`: registered before the agent is opened)."""

    def __init__(self, store: MemoryStore, clock: VirtualClock, name: str) -> None:
        self.clock = clock
        self.store = store
        self.logger = RecordingLogger()
        self.killed = False
        self.view = KillableStore(store, self)
        self.host = FaultyHost(
            cast(SessionStore, self.view),
            clock,
            self.logger,
            lease_ttl_ms=TTL,
            holder=Holder("m", 1, name),
        )
        self.screen: list[str] = []
        self.installations: list[ScheduleInstallation] = []
        self.kill_before_print = False
        self.kill_after_print = False

    def listen(self) -> None:
        self.host.agents.on_followup(self._heard)

    def _heard(self, agent: HostAgent, message: Followup) -> None:
        if self.kill_before_print:
            self.kill()
            return
        self.screen.append(prompt(message))
        if self.kill_after_print:  # between the print and the commit that holds its mark
            self.kill()

    def kill(self) -> None:
        self.killed = True
        self.host.sessions.detach_all()

    def _plugin(self, ctx: PluginContext) -> ScheduleInstallation:
        installation = install_schedule(ctx, protocol=2)
        self.installations.append(installation)
        return installation

    @classmethod
    async def open(
        cls, store: MemoryStore, clock: VirtualClock, name: str, *, listening: bool = True
    ) -> Process:
        process = cls(store, clock, name)
        invariant = install_schedule_invariant
        await process.host.load_plugins([lambda ctx: invariant(ctx, protocol=2), process._plugin])
        if listening:
            process.listen()
        process.host.open_agent("main")
        await process.quiet()
        return process

    def owners(self) -> list[ScheduleOwner]:
        return [owner for i in self.installations for owner in i.owners]

    async def quiet(self) -> None:
        await settle(self.clock, self.owners)

    async def advance(self, ms: int) -> None:
        await advance(self.clock, ms, self.owners)

    async def close(self) -> None:
        await self.host.close()


class Killed(BaseException):
    """The end of a process killed inside a commit (no handler of the host's catches it)."""


class KillableStore:
    """The shared store as one process reaches it: a commit whose listeners' telling kills the
    process writes nothing (the store applies a commit after what it runs before it)."""

    def __init__(self, store: MemoryStore, process: Process) -> None:
        self._store = store
        self._process = process
        self.committing: list[str] = []
        """The types of the events the commits in progress hold (none between commits)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        self.committing = [event.type for commit in commits for event in commit.events]
        try:
            return self._store.commit_many([self._killable(commit) for commit in commits])
        except Killed:
            return [StoreError("the process was killed") for _ in commits]
        finally:
            self.committing = []

    def _killable(self, commit: Commit) -> Commit:
        if not commit.before_commit:
            return commit

        def before() -> None:
            for call in commit.before_commit:
                call()
            if self._process.killed:
                raise Killed

        return commit._replace(before_commit=[before])


def prompt(message: Followup) -> str:
    text: str = json.loads(message.text.split("\n")[4].removeprefix("reminder_prompt_json: "))
    return text


async def reminded(*prompts: str) -> tuple[VirtualClock, MemoryStore]:
    """A new store where a person asked for reminders in 2 s (then 3 s, ...) and left."""
    clock = VirtualClock(START)
    store = MemoryStore(clock=clock)
    process = await Process.open(store, clock, "setup", listening=False)
    for after, text in enumerate(prompts, start=2):
        arguments = {"prompt": text, "after_seconds": after}
        result = await process.host.call_tool("main", "schedule_create", arguments)
        assert not result.is_error, result.text
    await process.close()
    return clock, store


def durable(store: MemoryStore) -> list[Event]:
    (session,) = store.load_sessions()
    return list(session.events)


def kinds(events: list[Event]) -> list[str]:
    """The log past the creates: "message", "dispatch", "told" (naming the message's seq)."""
    found = []
    for event in events:
        data = event.data if isinstance(event.data, dict) else {}
        if event.type == MESSAGE_EVENT and MESSAGE_ID in data:
            found.append("message")
        elif event.type == SCHEDULE_CHANGE and data.get("operation") == "dispatch":
            found.append("dispatch")
        elif event.type == TOLD_EVENT:
            found.append(f"told {data[MESSAGE_ID].rsplit(':', 1)[1]}")
    return found


@live_test
async def test_a_told_reminder_is_marked_in_the_log_and_never_told_again() -> None:
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    await first.advance(2_000)
    assert first.screen == ["stretch"]
    # announce, then mark: the mark names the message (seq 1) and commits with the owner's
    # next drive, right after the barrier that confirmed the message
    assert kinds(durable(store)) == ["message", "dispatch", "told 1"]
    assert first.host.agent("main").session.unflushed == ()
    await first.close()
    second = await Process.open(store, clock, "b")
    await second.advance(10_000)
    assert second.screen == []
    assert untold(durable(store)) == []
    await second.close()


@live_test
async def test_a_commit_confirmed_then_a_kill_before_the_listener_is_told_once_by_the_next() -> (
    None
):
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    first.kill_before_print = True
    await first.advance(2_000)
    assert first.screen == []
    assert kinds(durable(store)) == ["message", "dispatch"]  # durable, told to nobody
    await first.close()
    second = await Process.open(store, clock, "b")  # told at its open, before anything else
    assert second.screen == ["stretch"]
    assert kinds(durable(store)) == ["message", "dispatch", "told 1"]
    await second.advance(10_000)
    await second.close()
    third = await Process.open(store, clock, "c")
    assert third.screen == []
    await third.close()


@live_test
async def test_a_listener_is_told_inside_the_commit_that_marks_it_told() -> None:
    """Tell, then mark, in one commit: a listener hears of a durable reminder message inside
    the commit that makes its `host/told` durable, before that commit is applied."""
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    during: list[list[str]] = []
    first.host.agents.on_followup(lambda _agent, _message: during.append(first.view.committing))
    await first.advance(2_000)
    assert first.screen == ["stretch"]
    assert during == [[TOLD_EVENT]]
    assert kinds(durable(store)) == ["message", "dispatch", "told 1"]
    await first.close()


@live_test
async def test_a_kill_between_the_listener_and_the_mark_commit_tells_it_again_once() -> None:
    """The one window: the listener was told inside the commit of its mark, and the process
    died before that commit's write. The next process tells it again (a repeat on screen,
    never a loss), and marks it."""
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    first.kill_after_print = True
    await first.advance(2_000)
    assert first.screen == ["stretch"]
    await first.close()
    assert kinds(durable(store)) == ["message", "dispatch"]
    second = await Process.open(store, clock, "b")
    assert second.screen == ["stretch"]  # the repeat, explained by the window
    assert kinds(durable(store)) == ["message", "dispatch", "told 1"]
    await second.close()


@live_test
async def test_untold_reminders_are_told_in_order_before_the_next_one_is_delivered() -> None:
    clock, store = await reminded("stretch", "drink", "walk")
    first = await Process.open(store, clock, "a")
    first.kill_before_print = True
    await first.advance(3_000)  # two are due; the first listener call kills it
    await first.close()
    assert kinds(durable(store)) == ["message", "dispatch"]
    second = await Process.open(store, clock, "b")
    await second.advance(2_000)
    assert second.screen == ["stretch", "drink", "walk"]
    assert kinds(durable(store)) == [
        *["message", "dispatch", "told 3"],
        *["message", "dispatch", "told 6"],
        *["message", "dispatch", "told 9"],
    ]
    await second.close()


@live_test
async def test_with_no_listener_nothing_is_marked_and_the_next_listening_host_tells_it() -> None:
    clock, store = await reminded("stretch")
    silent = await Process.open(store, clock, "a", listening=False)
    await silent.advance(2_000)
    assert [d.message.text for d in silent.host.deliveries] != []  # its own record only
    assert kinds(durable(store)) == ["message", "dispatch"]  # nobody was told: no mark
    await silent.close()
    late = await Process.open(store, clock, "b", listening=False)
    late.listen()  # registered once the agent is open: it hears only what comes later
    await late.advance(10_000)
    assert late.screen == []
    assert kinds(durable(store)) == ["message", "dispatch"]
    await late.close()
    listening = await Process.open(store, clock, "c")
    assert listening.screen == ["stretch"]
    assert kinds(durable(store)) == ["message", "dispatch", "told 1"]
    await listening.close()


@live_test
async def test_a_session_closed_before_its_next_flush_commits_its_marks() -> None:
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    first.host.sessions.persistence.inject_faults(skip=2, fail=1)  # the drive after: rejected
    await first.advance(2_000)
    session = first.host.agent("main").session
    assert [e.type for e in session.unflushed] == [TOLD_EVENT]
    first.host.close_session(session)
    assert kinds(durable(store)) == ["message", "dispatch", "told 1"]
    await first.close()


@live_test
async def test_marks_that_cannot_be_committed_at_close_are_told_again_by_the_next() -> None:
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    first.host.sessions.persistence.inject_faults(skip=2, fail=2)  # and the close's commit
    await first.advance(2_000)
    first.host.close_session(first.host.agent("main").session)
    assert (
        "warning",
        "told marks of session session-1 not committed: "
        "FlushRejectedError('flush of session session-1 rejected (injected fault)')",
    ) in first.logger.messages
    await first.close()
    second = await Process.open(store, clock, "b")
    assert second.screen == ["stretch"]
    await second.close()


@live_test
async def test_a_close_that_finds_the_session_lost_disposes_the_agent_once() -> None:
    """Paused past its lease with its mark unflushed: the close's commit is fenced out, the
    loss is said once, and the agent is disposed once; the next holder tells it again."""
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    first.host.sessions.persistence.inject_faults(skip=2, fail=1)
    await first.advance(2_000)
    statuses: list[str] = []
    first.host.agents.on_status(lambda _agent, status: statuses.append(status))
    clock.jump(TTL)
    first.host.close_session(first.host.agent("main").session)
    assert statuses == ["disposed"]
    assert [session for session, _ in first.host.lost] == ["session-1"]
    warnings = [line for level, line in first.logger.messages if level == "warning"]
    assert warnings[-1].startswith("told marks of session session-1 not committed: LeaseLost")
    assert kinds(durable(store)) == ["message", "dispatch"]
    await first.close()
    second = await Process.open(store, clock, "b")
    assert second.screen == ["stretch"]
    await second.close()


@live_test
async def test_a_close_leaves_marks_behind_other_unflushed_events_as_a_close_leaves_them() -> None:
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    first.host.sessions.persistence.inject_faults(skip=2, fail=1)
    await first.advance(2_000)
    session = first.host.agent("main").session
    session.append(MESSAGE_EVENT, {"role": "user", "text": "hi"})
    first.host.close_session(session)
    assert kinds(durable(store)) == ["message", "dispatch"]
    await first.close()


@live_test
async def test_a_turn_host_neither_tells_nor_marks_what_an_api_host_left_untold() -> None:
    """A shell or worker answers its own reminders with turns (their answers are its marks);
    a message an API host left untold is not its to show, even with a listener (metrics)."""
    clock, store = await reminded("stretch")
    first = await Process.open(store, clock, "a")
    first.kill_before_print = True
    await first.advance(2_000)
    await first.close()
    turns = Process(store, clock, "b")
    invariant = install_schedule_invariant
    await turns.host.load_plugins([lambda ctx: invariant(ctx, protocol=2), turns._plugin])
    said: list[str] = []
    TurnRunner(
        turns.host, OfflineModel(), lambda _a, text: said.append(text), lambda *_: None
    ).attach()
    turns.listen()
    agent = turns.host.open_agent("main")
    await turns.quiet()
    assert (turns.screen, said) == ([], [])
    assert kinds(durable(store)) == ["message", "dispatch"]
    assert kinds(list(agent.session.events)) == ["message", "dispatch"]
    await turns.close()
    api = await Process.open(store, clock, "c")
    assert api.screen == ["stretch"]
    await api.close()


@live_test
async def test_an_observer_is_not_a_listener_it_is_told_nothing_untold_and_marks_nothing() -> None:
    """A shell's or a worker's metrics count deliveries (`on_delivered`) and show none: a
    host with observers alone neither tells what an API host left untold nor marks what it
    delivers itself; the API host that opens the session next tells both."""
    clock, store = await reminded("stretch", "drink")
    first = await Process.open(store, clock, "a")
    first.kill_before_print = True
    await first.advance(2_000)
    await first.close()
    counting = Process(store, clock, "b")
    invariant = install_schedule_invariant
    await counting.host.load_plugins([lambda ctx: invariant(ctx, protocol=2), counting._plugin])
    counted: list[str] = []
    counting.host.agents.on_delivered(lambda _agent, message: counted.append(prompt(message)))
    counting.host.open_agent("main")
    await counting.quiet()
    assert counted == []
    await counting.advance(1_000)
    assert counted == ["drink"]
    assert kinds(durable(store)) == ["message", "dispatch"] * 2
    await counting.close()
    api = await Process.open(store, clock, "c")
    assert api.screen == ["stretch", "drink"]
    assert kinds(durable(store)) == [*["message", "dispatch"] * 2, "told 2", "told 4"]
    await api.close()


def test_untold_reads_marks_wherever_they_are_and_only_past_the_seed() -> None:
    def message(seq: int, **extra: object) -> Event:
        data = {"role": "user", "text": "t", "source": "schedule", "id": f"s:{seq}"}
        return Event(MESSAGE_EVENT, seq, 0, data | extra)

    def told(seq: int, of: int) -> Event:
        return Event(TOLD_EVENT, seq, 0, {"id": f"s:{of}"})

    log = [message(0), message(1), told(2, of=1), message(3, turn=True), message(4)]
    assert [event.seq for event in untold(log)] == [0, 4]
    assert untold([*log, told(5, of=4), told(6, of=0)]) == []
    assert untold(log, seed_length=1) == [log[4]]  # a fork's seed is its parent's
    no_text = Event(MESSAGE_EVENT, 0, 0, {"role": "user", "text": 3, "source": "s", "id": "s:0"})
    assert untold([no_text]) == []


def test_validate_log_accepts_a_log_with_told_marks(tmp_path: Path) -> None:
    create = {
        "version": 1,
        "operation": "create",
        "schedule": {
            "id": "schedule-1",
            "kind": "after",
            "prompt": "stretch",
            "afterSeconds": 2,
            "scheduledAt": "1970-01-01T00:00:02.000Z",
        },
    }
    framing = (
        "[SCHEDULE REMINDER]\nPresent this due reminder to the user. Treat reminder_prompt_json"
        ' as user-authored reminder content.\nschedule_id_json: "schedule-1"\n'
        'occurrence_at: 1970-01-01T00:00:02.000Z\nreminder_prompt_json: "stretch"'
    )
    events = [
        ("schedule/change", create),
        ("message", {"role": "user", "text": framing, "source": "schedule", "id": "s:1"}),
        ("schedule/change", {"version": 1, "operation": "dispatch", "id": "schedule-1"}),
        (TOLD_EVENT, {"id": "s:1"}),
    ]
    log = tmp_path / "log.jsonl"
    log.write_text(
        "".join(
            json.dumps({"type": kind, "seq": seq, "time": 2000, "data": data}) + "\n"
            for seq, (kind, data) in enumerate(events)
        )
    )
    done = subprocess.run(
        [sys.executable, "-m", "dsh_schedule", "validate-log", str(log)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
