"""Agents: root and child agents on sessions, with turn admission and followup queues.

An agent is idle, busy (a turn is running) or disposed. Turn admission is the right to start
the next turn: it is granted only to an idle agent nobody else has reserved, and `when_idle`
waits until it could be granted. The model is not part of this module: a followup is recorded
in the agent's queue and announced to `on_followup` listeners (a model, or a test).

A followup is first a durable message of the session (SPEC §15, `host/reminder_log.py`): it is
appended to the log at once, in the owner's synchronous step, and queued and announced only
once a commit holding it is confirmed, so nothing is shown or answered that a crash could
take back. A host that serves the plugin contract alone (the conformance scenarios) turns
`durable_followups` off: the followup is then queued and announced at once, as SPEC §9 says.

A host whose listeners show followups themselves (no turn answers them: the Python API) marks
each durable one told (`reminder_log.TOLD_EVENT`) and tells its listeners inside the commit
that makes the mark durable, after its writes and before its COMMIT: a crash before that
moment has told nobody, one after it has the mark durable, and only the few instructions
between them can repeat a reminder, never lose one. An agent opened on a session
whose log holds messages never marked told announces them first, once, then marks them; only
listeners registered before the agent is opened hear them. With no listener nobody is told
and nothing is marked (observers, `on_delivered`, count deliveries and show none): the next
host that opens the session with a listener tells it.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
from collections.abc import Callable, Iterator

from dsh_schedule.host.conversation import MESSAGE_EVENT
from dsh_schedule.host.errors import AgentStateError
from dsh_schedule.host.reminder_log import (
    MESSAGE_ID,
    TOLD_EVENT,
    message_id,
    reminder_data,
    untold,
)
from dsh_schedule.host.sessions import HostSession, subscribe
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.host_contract import Agent, AgentStatus, Disposer, Followup, Logger

LoggedListener = Callable[["HostAgent", Followup, Event | None], None]
"""Told of a followup with the `message` event that holds it (None: not durable)."""


class AgentScope:
    """One agent's own tool scope; the registry tells scopes apart by identity."""

    __slots__ = ("agent_id",)

    def __init__(self, agent_id: str) -> None:
        self.agent_id = agent_id

    def __repr__(self) -> str:
        return f"AgentScope({self.agent_id!r})"


class HostAgent:
    def __init__(
        self, agent_id: str, name: str, session: HostSession, is_root: bool, hub: HostAgents
    ) -> None:
        # Plain attributes, not properties: a delivery reads `status` at every step.
        self.id = agent_id
        self.name = name
        self.session = session
        self.scope = AgentScope(agent_id)
        self.is_root = is_root
        self._hub = hub
        self.status: AgentStatus = "idle"
        self._reserved = False
        self._idle_waiters: list[asyncio.Future[None]] = []
        self.followups: list[Followup] = []
        """Every followup delivered to this agent, in delivery order."""
        self._marked = False
        """Whether this agent appended a told mark (committed at its disposal if need be)."""

    def reserve_turn_admission(self) -> Callable[[], None] | None:
        """A release function when the agent is idle and unreserved, else None."""
        if not self._admissible():
            return None
        self._reserved = True
        released = False

        def release() -> None:
            nonlocal released
            if not released:
                released = True
                self._reserved = False
                if self._idle_waiters:
                    self._wake_idle_waiters()

        return release

    async def when_idle(self) -> None:
        """Resolve once a turn could be admitted (at once if it can now); raises
        `AgentStateError` when the agent is or becomes disposed."""
        while not self._admissible():
            if self.status == "disposed":
                raise AgentStateError(f"agent {self.name} is disposed")
            waiter = asyncio.get_running_loop().create_future()
            self._idle_waiters.append(waiter)
            await waiter

    def followup(self, message: Followup) -> None:
        if self.status == "disposed":
            raise AgentStateError(f"agent {self.name} is disposed; followup not queued")
        if not self.session.holds_lease():
            raise AgentStateError(
                f"agent {self.name}: this process no longer holds session {self.session.id}; "
                "followup not queued"
            )
        hub = self._hub
        if not hub.durable_followups:
            self._announce(message)
            return
        session = self.session
        key = message_id(session.id, len(session.events))
        event = session.append(MESSAGE_EVENT, reminder_data(message, key, hub.answered))
        if hub.answered:
            session.awaiting_answer[key] = event.time
        session.when_durable(event.seq, functools.partial(self._announce, message, event))

    def _announce(self, message: Followup, event: Event | None = None) -> None:
        """The followup reaches the agent: queued, and told to the listeners. Once durable,
        a disposed agent's is dropped (its session is no longer this process's to act on)
        and a listener's failure is logged, since nothing can take the message back."""
        if event is not None and self.status == "disposed":
            return
        self.followups.append(message)
        hub = self._hub
        if event is None or hub.answered or not hub.has_listeners():
            hub.followup_delivered(self, message, event)
            return
        if hub.logger is None:  # a bare test host: told at once, its listeners' errors raised
            hub.followup_delivered(self, message, event)
            self._mark_told(event)
            return
        hub.observed(self, message)
        told = self._mark_told(event)
        if told is None:  # not marked: told at once, and again by the next opener
            hub.followup_delivered(self, message, event, observed=False)
        else:  # told inside the commit that marks it, as a turn shows its answer
            tell = functools.partial(hub.followup_delivered, self, message, event, observed=False)
            self.session.before_commit(told.seq, tell)

    def tell_untold(self) -> None:
        """Announce each durable reminder message of this agent's log that no host told its
        listeners yet, in order, marking each once they return."""
        session = self.session
        pending = [
            event
            for event in untold(session.events, session.header.seed_length)
            if event.seq < session.durable_length  # a later commit announces the others
        ]
        for event in pending:
            data = event.data
            assert isinstance(data, dict)  # `untold` found it a reminder message with a text
            self._announce(Followup(data["text"], data["source"]), event)

    def _mark_told(self, event: Event) -> Event | None:
        """Mark `event` told, and return the mark (None when it could not be appended); it
        becomes durable with the session's next flush (the owner's, right after the barrier
        that confirmed the message), or at the agent's disposal."""
        data = event.data
        assert isinstance(data, dict)  # a reminder message: `reminder_data` or `untold`
        try:
            told = self.session.append(TOLD_EVENT, {MESSAGE_ID: data[MESSAGE_ID]})
        except Exception as error:  # not marked: the next opener tells it again
            self._hub.log_warning(f"followup of {self.name} not marked told: {error!r}")
            return None
        self._marked = True
        return told

    def busy(self) -> None:
        """A turn starts."""
        if self.status != "idle":
            raise AgentStateError(f"agent {self.name} is {self.status}; a turn cannot start")
        self._set_status("busy")

    def idle(self) -> None:
        """The running turn ends."""
        if self.status != "busy":
            raise AgentStateError(f"agent {self.name} is {self.status}; no turn to end")
        self._set_status("idle")

    def dispose(self) -> None:
        if self.status == "disposed":
            return
        if self._marked:
            self._marked = False
            if not self._hub.commit_marks(self.session):  # lost: disposed with its session
                return
        self._set_status("disposed")

    def announce_idle(self) -> None:
        """Tell the status listeners again that this idle agent is idle: an owner whose drive
        failed (the store refused its preflight) has no retry of its own, and drives again."""
        if self.status == "idle":
            self._hub.status_changed(self, "idle")

    def _admissible(self) -> bool:
        return self.status == "idle" and not self._reserved

    def _set_status(self, status: AgentStatus) -> None:
        self.status = status
        if self._idle_waiters:
            self._wake_idle_waiters()
        self._hub.status_changed(self, status)

    def _wake_idle_waiters(self) -> None:
        waiters, self._idle_waiters = self._idle_waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)


class HostAgents:
    """Every agent of one host run; listeners hear only about agents created after they
    subscribed."""

    def __init__(self, ids: Iterator[int] | None = None, logger: Logger | None = None) -> None:
        self._ids = ids if ids is not None else itertools.count(1)
        self._agents: dict[str, HostAgent] = {}
        self._by_name: dict[str, HostAgent] = {}
        self._created: list[Callable[[Agent], None]] = []
        self._status: list[Callable[[Agent, AgentStatus], None]] = []
        self._followup: list[Callable[[HostAgent, Followup], None]] = []
        self._logged: list[LoggedListener] = []
        self.durable_followups = True
        """Whether a followup waits for the commit of its message (see the module's text)."""
        self.answered = False
        """Whether a turn runner answers followups, so that a reminder message no turn has
        answered yet keeps its session due (`HostSession.awaiting_answer`)."""
        self.logger = logger
        self._observers: list[Callable[[HostAgent, Followup], None]] = []
        self.commit: Callable[[HostSession], object] | None = None
        """Commits a session's unflushed suffix at once (the host's persistence), so that
        told marks survive a session closed before its next flush."""

    def create(self, name: str, session: HostSession, *, is_root: bool = True) -> HostAgent:
        """A new idle agent; its name must not be held by another live agent."""
        if self.named(name) is not None:
            raise AgentStateError(f"an agent named {name} already exists")
        agent = self.new_agent(f"agent-{next(self._ids)}", name, session, is_root)
        self._agents[agent.id] = agent
        self._by_name[name] = agent
        for listener in tuple(self._created):
            listener(agent)
        if is_root and self.durable_followups and not self.answered and self.has_listeners():
            agent.tell_untold()
        return agent

    def new_agent(self, agent_id: str, name: str, session: HostSession, is_root: bool) -> HostAgent:
        """The object for a new agent (a test host may build a subclass)."""
        return HostAgent(agent_id, name, session, is_root, self)

    def get(self, agent_id: str) -> HostAgent | None:
        return self._agents.get(agent_id)

    def named(self, name: str) -> HostAgent | None:
        """The live agent with this name, if any."""
        agent = self._by_name.get(name)
        return agent if agent is not None and agent.status != "disposed" else None

    def live(self) -> list[HostAgent]:
        """Every agent not disposed, in creation order."""
        return [agent for agent in self._agents.values() if agent.status != "disposed"]

    def roots(self) -> list[HostAgent]:
        return [agent for agent in self.live() if agent.is_root]

    def on_created(self, listener: Callable[[Agent], None]) -> Disposer:
        return subscribe(self._created, listener)

    def on_status(self, listener: Callable[[Agent, AgentStatus], None]) -> Disposer:
        return subscribe(self._status, listener)

    def on_followup(self, listener: Callable[[HostAgent, Followup], None]) -> Disposer:
        return subscribe(self._followup, listener)

    def status_changed(self, agent: HostAgent, status: AgentStatus) -> None:
        for listener in tuple(self._status):
            listener(agent, status)
        if status == "disposed":
            self._forget(agent)

    def on_logged_followup(self, listener: LoggedListener) -> Disposer:
        """Hear of each followup with the `message` event that holds it in the log (None
        when followups are not durable)."""
        return subscribe(self._logged, listener)

    def on_delivered(self, observer: Callable[[HostAgent, Followup], None]) -> Disposer:
        """Hear of each followup as it is delivered, to count or record it, not to show it
        (the host's `deliveries`, a worker's metrics): an observer is told first, is not told
        what an earlier process left untold, and a host with observers alone marks nothing
        told, since nobody was shown anything."""
        return subscribe(self._observers, observer)

    def has_listeners(self) -> bool:
        """Whether anyone shows followups: an `on_followup` or `on_logged_followup` listener."""
        return bool(self._followup or self._logged)

    def commit_marks(self, session: HostSession) -> bool:
        """Commit `session`'s told marks at once when they are all its unflushed suffix (an
        agent disposed before the next flush); any other suffix is left as a close leaves it.
        False when the commit found the session lost (its agents are disposed already)."""
        unflushed = session.unflushed
        if self.commit is None or not session.live or not unflushed:
            return True
        if any(event.type != TOLD_EVENT for event in unflushed):
            return True
        try:
            self.commit(session)
        except Exception as error:  # told, not marked: the next opener tells it again
            self.log_warning(f"told marks of session {session.id} not committed: {error!r}")
        return session.live

    def log_warning(self, line: str) -> None:
        """Log `line` as a warning when there is a logger (a bare test host has none)."""
        if self.logger is not None:
            self.logger.warning(line)

    def followup_delivered(
        self, agent: HostAgent, message: Followup, event: Event | None, *, observed: bool = True
    ) -> None:
        """Tell the observers (unless `observed` is False: they heard already), then the
        listeners. Of a durable message (`event`), one that raises is logged and keeps none of
        the others from hearing; else its error is the followup's."""
        told = (
            (*self._observers, *self._followup) if observed and self._observers else self._followup
        )
        if event is None or self.logger is None:
            for listener in tuple(told):
                listener(agent, message)
            for logged in tuple(self._logged):
                logged(agent, message, event)
            return
        for listener in tuple(told):
            try:
                listener(agent, message)
            except Exception as error:
                self._listener_failed(agent, error)
        for logged in tuple(self._logged):
            try:
                logged(agent, message, event)
            except Exception as error:
                self._listener_failed(agent, error)

    def observed(self, agent: HostAgent, message: Followup) -> None:
        """Tell the observers alone (they count a delivery once its message is durable)."""
        for observer in tuple(self._observers):
            try:
                observer(agent, message)
            except Exception as error:
                self._listener_failed(agent, error)

    def _listener_failed(self, agent: HostAgent, error: Exception) -> None:
        assert self.logger is not None
        self.logger.error(f"followup listener of {agent.name} failed: {error!r}")

    def _forget(self, agent: HostAgent) -> None:
        """A disposed agent is dropped, so a host that runs for long (a worker opens an
        agent for every session it claims) holds only its live agents."""
        self._agents.pop(agent.id, None)
        if self._by_name.get(agent.name) is agent:
            del self._by_name[agent.name]

    def dispose_all(self) -> None:
        for agent in self.live():
            agent.dispose()
