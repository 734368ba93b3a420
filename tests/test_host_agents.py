"""Agents of the embedded host: turn admission, idle waits, followups, status and creation."""

from __future__ import annotations

import asyncio
import gc
import itertools
import weakref
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

import pytest

from dsh_schedule.host.agents import HostAgent, HostAgents
from dsh_schedule.host.errors import AgentStateError, StoreError
from dsh_schedule.host.host import EmbeddedHost, Plugin, RecordingLogger
from dsh_schedule.host.sessions import END_SEED, HostSessions
from dsh_schedule.host.stores import ClaimedSession, MemoryStore, StoredSession
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.testing import FaultyHost
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.host_contract import Agent, AgentStatus, Followup, PluginContext


def _agents() -> tuple[HostAgents, HostSessions]:
    return HostAgents(), HostSessions(MemoryStore(), VirtualClock())


def _agent(name: str = "main") -> HostAgent:
    agents, sessions = _agents()
    return agents.create(name, sessions.create(name))


async def _settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


def _run(test: Callable[[], Coroutine[Any, Any, None]]) -> None:
    asyncio.run(test())


def test_a_new_root_agent_is_idle_on_its_session() -> None:
    agents, sessions = _agents()
    session = sessions.create("main")
    agent = agents.create("main", session)
    assert (agent.name, agent.session, agent.is_root, agent.status) == (
        "main",
        session,
        True,
        "idle",
    )
    assert agents.get(agent.id) is agent
    assert agents.named("main") is agent


def test_roots_leave_out_children_and_disposed_agents() -> None:
    agents, sessions = _agents()
    root = agents.create("root", sessions.create("root"))
    child = agents.create("child", root.session, is_root=False)
    gone = agents.create("gone", sessions.create("gone"))
    gone.dispose()
    assert agents.roots() == [root]
    assert agents.live() == [root, child]
    assert agents.get(gone.id) is None
    assert agents.named("gone") is None


def test_disposed_agents_are_forgotten_so_a_long_run_holds_only_live_ones() -> None:
    """A worker opens an agent for every session it claims and disposes of it on release:
    over a long run the host must not keep them all (memory, and `live()` scans)."""
    agents, sessions = _agents()
    heard: list[str] = []
    agents.on_status(lambda agent, status: heard.append(f"{agent.id} {status}"))
    keeper = agents.create("keeper", sessions.create("keeper"))
    gone = []
    for number in range(100):
        agent = agents.create(f"a{number}", sessions.create(f"a{number}"))
        gone.append((agent.id, weakref.ref(agent)))
        agent.dispose()
    del agent
    gc.collect()
    assert [ref() for _, ref in gone] == [None] * 100
    assert [agents.get(agent_id) for agent_id, _ in gone] == [None] * 100
    assert agents.live() == [keeper] and agents.get(keeper.id) is keeper
    assert heard[-1] == f"{gone[-1][0]} disposed"  # listeners still hear of the disposal


def test_each_agent_has_its_own_id_and_scope() -> None:
    ids = itertools.count(1)
    first, second = HostAgents(ids), HostAgents(ids)
    sessions = HostSessions(MemoryStore(), VirtualClock())
    a = first.create("a", sessions.create("a"))
    b = second.create("b", sessions.create("b"))
    assert a.id != b.id
    assert a.scope is not b.scope


def test_a_live_name_cannot_be_taken_twice_but_a_disposed_one_can() -> None:
    agents, sessions = _agents()
    session = sessions.create("main")
    first = agents.create("main", session)
    with pytest.raises(AgentStateError, match="already exists"):
        agents.create("main", session)
    first.dispose()
    assert agents.create("main", session) is not first


def test_turn_admission_is_exclusive_until_released() -> None:
    agent = _agent()
    release = agent.reserve_turn_admission()
    assert release is not None
    assert agent.reserve_turn_admission() is None
    release()
    release()
    again = agent.reserve_turn_admission()
    assert again is not None
    again()


def test_no_admission_while_busy_or_disposed() -> None:
    agent = _agent()
    agent.busy()
    assert agent.reserve_turn_admission() is None
    agent.idle()
    assert agent.reserve_turn_admission() is not None
    other = _agent()
    other.dispose()
    assert other.reserve_turn_admission() is None


def test_when_idle_resolves_at_once_for_an_idle_agent() -> None:
    async def test() -> None:
        waiting = asyncio.create_task(_agent().when_idle())
        await asyncio.sleep(0)
        assert waiting.done()

    _run(test)


def test_when_idle_waits_for_the_turn_to_end() -> None:
    async def test() -> None:
        agent = _agent()
        agent.busy()
        waiting = asyncio.create_task(agent.when_idle())
        await _settle()
        assert not waiting.done()
        agent.idle()
        await _settle()
        assert waiting.done()
        await waiting

    _run(test)


def test_when_idle_waits_for_a_reservation_to_be_released() -> None:
    async def test() -> None:
        agent = _agent()
        release = agent.reserve_turn_admission()
        assert release is not None
        waiting = asyncio.create_task(agent.when_idle())
        await _settle()
        assert not waiting.done()
        release()
        await waiting

    _run(test)


def test_when_idle_keeps_waiting_if_a_new_turn_starts_first() -> None:
    async def test() -> None:
        agent = _agent()
        agent.busy()
        waiting = asyncio.create_task(agent.when_idle())
        await _settle()
        agent.idle()
        agent.busy()
        await _settle()
        assert not waiting.done()
        agent.idle()
        await waiting

    _run(test)


def test_when_idle_raises_once_the_agent_is_disposed() -> None:
    async def test() -> None:
        agent = _agent()
        agent.busy()
        waiting = asyncio.create_task(agent.when_idle())
        await _settle()
        agent.dispose()
        with pytest.raises(AgentStateError, match="disposed"):
            await waiting
        with pytest.raises(AgentStateError, match="disposed"):
            await agent.when_idle()

    _run(test)


def test_a_cancelled_idle_wait_leaves_the_agent_usable() -> None:
    async def test() -> None:
        agent = _agent()
        agent.busy()
        waiting = asyncio.create_task(agent.when_idle())
        await _settle()
        waiting.cancel()
        await _settle()
        agent.idle()
        assert waiting.cancelled()
        await agent.when_idle()

    _run(test)


@pytest.mark.parametrize(
    ("steps", "message"),
    [
        (["busy", "busy"], "a turn cannot start"),
        (["idle"], "no turn to end"),
        (["dispose", "busy"], "a turn cannot start"),
        (["busy", "dispose", "idle"], "no turn to end"),
    ],
)
def test_turns_start_and_end_in_order(steps: list[str], message: str) -> None:
    agent = _agent()
    *before, last = steps
    for step in before:
        getattr(agent, step)()
    with pytest.raises(AgentStateError, match=message):
        getattr(agent, last)()


def test_followups_are_queued_and_announced_at_once_when_not_durable() -> None:
    agents, sessions = _agents()
    agents.durable_followups = False  # the plugin contract alone (SPEC §9)
    agent = agents.create("main", sessions.create("main"))
    heard: list[tuple[str, str]] = []
    agents.on_followup(lambda a, message: heard.append((a.name, message.text)))
    messages = [Followup("one", "schedule"), Followup("two", "schedule")]
    for message in messages:
        agent.followup(message)
    agent.busy()
    agent.followup(Followup("while busy", "user"))
    assert agent.followups == [*messages, Followup("while busy", "user")]
    assert heard == [("main", "one"), ("main", "two"), ("main", "while busy")]
    assert agent.session.events == []


def test_followups_are_messages_of_the_log_announced_in_order_once_committed() -> None:
    async def test() -> None:
        agents, sessions = _agents()
        agent = agents.create("main", sessions.create("main"))
        heard: list[tuple[str, str]] = []
        agents.on_followup(lambda a, message: heard.append((a.name, message.text)))
        messages = [Followup("one", "schedule"), Followup("two", "schedule")]
        for message in messages:
            agent.followup(message)
        agent.busy()
        agent.followup(Followup("while busy", "user"))
        session = agent.session
        assert [(e.type, e.data) for e in session.events] == [
            ("message", {"role": "user", "text": text, "source": source, "id": f"{session.id}:{n}"})
            for n, (text, source) in enumerate(
                [("one", "schedule"), ("two", "schedule"), ("while busy", "user")]
            )
        ]
        assert (agent.followups, heard) == ([], [])
        assert await sessions.flush(session)
        assert agent.followups == [*messages, Followup("while busy", "user")]
        assert heard == [("main", "one"), ("main", "two"), ("main", "while busy")]

    _run(test)


def test_a_disposed_agent_refuses_followups() -> None:
    agent = _agent()
    agent.dispose()
    with pytest.raises(AgentStateError, match="not queued"):
        agent.followup(Followup("late", "schedule"))
    assert agent.followups == []


def test_created_listeners_hear_only_later_agents() -> None:
    agents, sessions = _agents()
    agents.create("early", sessions.create("early"))
    heard: list[str] = []
    dispose = agents.on_created(lambda agent: heard.append(agent.id))
    later = agents.create("later", sessions.create("later"))
    dispose()
    agents.create("unheard", sessions.create("unheard"))
    assert heard == [later.id]


def test_status_listeners_hear_every_transition_once() -> None:
    agents, sessions = _agents()
    agent = agents.create("main", sessions.create("main"))
    heard: list[tuple[str, AgentStatus]] = []

    def listen(who: Agent, status: AgentStatus) -> None:
        heard.append((who.id, status))

    dispose = agents.on_status(listen)
    agent.busy()
    agent.idle()
    agent.dispose()
    agent.dispose()
    dispose()
    agents.create("other", sessions.create("other")).busy()
    assert heard == [(agent.id, "busy"), (agent.id, "idle"), (agent.id, "disposed")]


def test_dispose_all_retires_every_live_agent() -> None:
    agents, sessions = _agents()
    made = [agents.create(name, sessions.create(name)) for name in ("a", "b")]
    agents.dispose_all()
    assert [agent.status for agent in made] == ["disposed", "disposed"]
    assert agents.live() == []


# The embedded host: agents by name, plugins, restart and resume.


class Probe:
    """A plugin that records what it sees: the state at install and later agents."""

    def __init__(self, name: str, ctx: PluginContext, log: list[str]) -> None:
        assert ctx.sessions is not None and ctx.agents is not None
        self.name, self.log = name, log
        sessions = sorted(s.id for s in ctx.sessions.list())
        log.append(f"install {name}: sessions {sessions}, roots {len(ctx.agents.roots())}")
        self._unsubscribe = ctx.agents.on_created(lambda a: log.append(f"{name} saw {a.id}"))

    async def dispose(self) -> None:
        self._unsubscribe()
        self.log.append(f"dispose {self.name}")


def _probe(name: str, log: list[str]) -> Plugin:
    return lambda ctx: Probe(name, ctx, log)


def _host(store: MemoryStore | None = None) -> EmbeddedHost:
    return EmbeddedHost(store or MemoryStore(), VirtualClock(1000), RecordingLogger())


def test_a_root_agent_by_name_gets_a_fresh_recorded_session() -> None:
    host = _host()
    main = host.create_agent("main")
    assert host.agent("main") is main and main.is_root
    assert [(s.id, s.agent_name) for s in host.store.load_sessions()] == [(main.session.id, "main")]
    with pytest.raises(AgentStateError, match="already exists"):
        host.create_agent("main")
    assert len(host.store.load_sessions()) == 1
    with pytest.raises(AgentStateError, match="no live agent named ghost"):
        host.agent("ghost")


def test_fork_puts_a_new_root_agent_on_a_fork_of_the_session() -> None:
    host = _host()
    main = host.create_agent("main")
    main.session.append("note", "x")
    child = host.fork("main", "child")
    assert child.is_root and child.name == "child"
    assert child.session.header.seed_length == 2
    assert child.session.events[-1].type == END_SEED
    with pytest.raises(AgentStateError, match="already exists"):
        host.fork("main", "child")


def test_plugins_load_in_order_and_see_only_later_agents() -> None:
    async def test() -> None:
        log: list[str] = []
        host = _host()
        early = host.create_agent("early")
        await host.load_plugins([_probe("a", log), _probe("b", log)])
        later = host.create_agent("later")
        assert log == [
            f"install a: sessions ['{early.session.id}'], roots 1",
            f"install b: sessions ['{early.session.id}'], roots 1",
            f"a saw {later.id}",
            f"b saw {later.id}",
        ]

    _run(test)


def test_a_failing_plugin_unloads_those_loaded_with_it() -> None:
    def broken(_: PluginContext) -> Probe:
        raise RuntimeError("cannot install")

    async def test() -> None:
        log: list[str] = []
        host = _host()
        await host.load_plugins([_probe("kept", log)])
        with pytest.raises(RuntimeError, match="cannot install"):
            await host.load_plugins([_probe("undone", log), broken])
        log.clear()
        await host.restart()
        assert log == ["dispose kept", "install kept: sessions [], roots 0"]

    _run(test)


def test_restart_resumes_every_session_into_a_new_root_of_the_same_name() -> None:
    async def test() -> None:
        log: list[str] = []
        store = MemoryStore()
        host = FaultyHost(store, VirtualClock(1000), RecordingLogger())
        await host.load_plugins([_probe("invariant", log), _probe("schedule", log)])
        main = host.create_agent("main")
        main.session.append("note", "durable")
        assert await host.sessions.flush(main.session)
        main.session.append("note", "lost")
        fork = host.fork("main", "child")
        fork.session.append("note", "lost too")
        host.sessions.persistence.attached = False
        main.followup(Followup("never committed", "schedule"))
        ids = sorted([main.session.id, fork.session.id])
        log.clear()

        await host.restart()

        assert log == [
            "dispose schedule",
            "dispose invariant",
            f"install invariant: sessions {ids}, roots 0",
            f"install schedule: sessions {ids}, roots 0",
            *[
                f"{plugin} saw {agent.id}"
                for agent in host.agents.roots()
                for plugin in ("invariant", "schedule")
            ],
        ]
        assert (main.status, main.session.live, fork.session.live) == ("disposed", False, False)
        new_main, new_child = host.agent("main"), host.agent("child")
        assert [a.is_root for a in (new_main, new_child)] == [True, True]
        assert new_main.id not in (main.id, fork.id)
        assert [e.data for e in new_main.session.events] == ["durable"]
        assert [e.data for e in new_child.session.events[:2]] == ["durable", "lost"]
        assert new_child.session.header.seed_length == len(new_child.session.events) == 3
        assert host.sessions.persistence.attached
        assert host.deliveries == []  # its message was never durable, so it was never shown

    _run(test)


def test_a_new_host_on_the_same_store_resumes_its_agents() -> None:
    async def test() -> None:
        store = MemoryStore()
        host = _host(store)
        host.create_agent("main")
        await host.close()
        assert host.agents.live() == []
        reopened = _host(store)
        assert reopened.resume_agents() == []  # nothing is open until it is asked for
        assert reopened.open_agent("main").session.id == "session-1"
        assert reopened.resume_agents() == []

    _run(test)


OTHER = Holder("other-host", 2, "other-instance")


class _Raced(MemoryStore):
    """A store on which another process records the agent's session (and holds it no more)
    just before this host's `create`, which then finds the agent taken."""

    def create(
        self,
        agent_name: str,
        seed_length: int,
        events: Sequence[Event],
        holder: Holder,
        ttl_ms: int,
    ) -> ClaimedSession:
        self.create_session(StoredSession("theirs", agent_name, 0, ()))
        return super().create(agent_name, seed_length, events, holder, ttl_ms)


class _Unwritable(MemoryStore):
    """A store that refuses to record any new session."""

    def create(
        self,
        agent_name: str,
        seed_length: int,
        events: Sequence[Event],
        holder: Holder,
        ttl_ms: int,
    ) -> ClaimedSession:
        raise StoreError("session store: cannot record a session")


def test_an_agent_whose_session_another_process_created_meanwhile_opens_that_one() -> None:
    host = _host(_Raced())
    agent = host.open_agent("main")
    assert agent.session.id == "theirs" and host.agent("main") is agent
    assert [s.id for s in host.store.load_sessions()] == ["theirs"]
    assert host.store.lease_of("theirs") == agent.session.lease  # claimed by this host


def test_an_agent_whose_session_cannot_be_created_nor_opened_is_a_store_error() -> None:
    host = _host(_Unwritable())
    with pytest.raises(StoreError, match=r"^session store: cannot record a session$"):
        host.open_agent("main")
    assert host.agents.live() == [] and host.sessions.list() == []
    assert host.store.load_sessions() == []


class _Stuck:
    async def dispose(self) -> None:
        raise RuntimeError("stuck")


def test_a_plugin_whose_disposal_fails_is_logged_and_the_others_are_disposed() -> None:
    async def test() -> None:
        log: list[str] = []
        logger = RecordingLogger()
        host = EmbeddedHost(MemoryStore(), VirtualClock(1000), logger)
        await host.load_plugins([_probe("first", log), lambda _: _Stuck(), _probe("last", log)])
        main = host.create_agent("main")
        log.clear()
        await host.close()
        assert log == ["dispose last", "dispose first"]
        assert logger.messages == [("error", "plugin disposal failed: RuntimeError('stuck')")]
        assert main.status == "disposed" and not main.session.live
        other = EmbeddedHost(host.store, VirtualClock(1000), RecordingLogger(), holder=OTHER)
        assert other.open_agent("main").session.id == main.session.id  # its lease was given up

    _run(test)


def test_the_recording_logger_keeps_levels_and_order() -> None:
    logger = RecordingLogger()
    logger.warning("w")
    logger.error("e")
    assert logger.messages == [("warning", "w"), ("error", "e")]
