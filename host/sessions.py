"""Live sessions: an append is visible at once and durable only after a flush.

Each `HostSession` holds its whole live log; the suffix past `durable_length` exists only in
memory until `HostSessions.flush` commits it through the persistence listener, so a restart
keeps exactly the flushed prefix. Every append runs the append guards on the candidate event
first, and a guard that raises refuses it with the log unchanged.
"""

from __future__ import annotations

import builtins
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from dsh_schedule.host.store import SessionStore, StoredSession
from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.events import Event, SessionEvent
from dsh_schedule.runtime.host_contract import AppendGuard, Disposer, Session

END_SEED = "session/end-seed"
"""The event that closes a fork's seed: the copied parent events come before it."""


class SessionDetachedError(Exception):
    """The session is no longer live in this host (the host restarted or closed)."""


class FlushRejectedError(Exception):
    """The persistence listener rejected a flush; nothing was committed."""


@dataclass(frozen=True)
class HostSessionHeader:
    seed_length: int


class PersistenceListener(Protocol):
    """What a flush commits through: a `SessionStore` is one."""

    def commit(self, session_id: str, events: Sequence[SessionEvent]) -> None: ...


class HostSession:
    def __init__(self, stored: StoredSession, clock: Clock, guards: list[AppendGuard]) -> None:
        self._id = stored.id
        self.agent_name = stored.agent_name
        self._header = HostSessionHeader(stored.seed_length)
        self._events: list[Event] = list(stored.events)
        self._clock = clock
        self._guards = guards
        self.durable_length = len(self._events)
        self._live = True

    @property
    def id(self) -> str:
        return self._id

    @property
    def header(self) -> HostSessionHeader:
        return self._header

    @property
    def events(self) -> Sequence[Event]:
        """The live log, unflushed appends included (a view, not a copy)."""
        return self._events

    @property
    def live(self) -> bool:
        return self._live

    @property
    def unflushed(self) -> tuple[Event, ...]:
        return tuple(self._events[self.durable_length :])

    def append(self, type: str, data: Any) -> Event:
        """Store the next event once every guard accepts it; a raising guard refuses it."""
        if not self._live:
            raise SessionDetachedError(f"session {self._id} is not live")
        candidate = Event(type, len(self._events), self._clock.now_ms(), data)
        for guard in tuple(self._guards):
            guard(self, candidate)
        self._events.append(candidate)
        return candidate

    def detach(self) -> None:
        self._live = False


class SessionPersistence:
    """The persistence listener behind every flush, with the switches a scenario flips:
    the listener can be removed (flush returns False) and flushes can be made to reject."""

    def __init__(self, listener: PersistenceListener) -> None:
        self._listener = listener
        self.attached = True
        self._skip = 0
        self._fail = 0

    def inject_faults(self, skip: int, fail: int) -> None:
        """The next `skip` flushes succeed, then `fail` flushes reject (committing nothing)."""
        if skip < 0 or fail < 0:
            raise ValueError("skip and fail are counts and cannot be negative")
        self._skip, self._fail = skip, fail

    def commit(self, session: HostSession) -> bool:
        if not self.attached:
            return False
        if self._skip:
            self._skip -= 1
        elif self._fail:
            self._fail -= 1
            raise FlushRejectedError(f"flush of session {session.id} rejected (injected fault)")
        pending = session.unflushed
        if pending:
            self._listener.commit(session.id, pending)
            session.durable_length += len(pending)
        return True


class HostSessions:
    """The live sessions of one opened store: those it already held, and new ones."""

    def __init__(self, store: SessionStore, clock: Clock) -> None:
        self._store = store
        self._clock = clock
        self._guards: list[AppendGuard] = []
        self._created: list[Callable[[Session], None]] = []
        self.persistence = SessionPersistence(store)
        self.flush_counts: Counter[str] = Counter()
        self._sessions = {
            stored.id: HostSession(stored, clock, self._guards) for stored in store.load_sessions()
        }

    def create(self, agent_name: str) -> HostSession:
        """A fresh, empty session owned by the root agent named `agent_name`."""
        return self._open(StoredSession(self._new_id(), agent_name, 0, ()))

    def fork(self, parent: Session, agent_name: str) -> HostSession:
        """A new session seeded with copies of the parent's live events and an end-seed
        marker; the seed (marker included) is its `seed_length`, so it owns none of them."""
        self._own(parent)
        seed = [Event(e.type, e.seq, e.time, e.data) for e in parent.events]
        seed.append(Event(END_SEED, len(seed), self._clock.now_ms(), {"parent": parent.id}))
        return self._open(StoredSession(self._new_id(), agent_name, len(seed), tuple(seed)))

    async def flush(self, session: Session) -> bool:
        """Commit the unflushed suffix: True once durable, False with no listener attached;
        raises when the listener rejects or the session is not live here."""
        self.flush_counts[session.id] += 1
        return self.persistence.commit(self._own(session))

    def on_created(self, listener: Callable[[Session], None]) -> Disposer:
        return subscribe(self._created, listener)

    def add_append_guard(self, guard: AppendGuard) -> Disposer:
        return subscribe(self._guards, guard)

    def get(self, session_id: str) -> HostSession | None:
        return self._sessions.get(session_id)

    def detach_all(self) -> None:
        """Retire every session object: from now on they are not live and cannot change."""
        for session in self._sessions.values():
            session.detach()

    def _open(self, stored: StoredSession) -> HostSession:
        self._store.create_session(stored)
        session = HostSession(stored, self._clock, self._guards)
        self._sessions[session.id] = session
        for listener in tuple(self._created):
            listener(session)
        return session

    def _own(self, session: Session) -> HostSession:
        mine = self._sessions.get(session.id)
        if mine is not session or not mine.live:
            raise SessionDetachedError(f"session {session.id} is not live in this host")
        return mine

    def _new_id(self) -> str:
        n = len(self._sessions) + 1
        while f"session-{n}" in self._sessions:
            n += 1
        return f"session-{n}"

    def list(self) -> builtins.list[HostSession]:
        """The live sessions, in creation order."""
        return [session for session in self._sessions.values() if session.live]


def subscribe(listeners: list[Any], listener: object) -> Disposer:
    """Add `listener`; the disposer removes it (once, however often it is called)."""
    listeners.append(listener)

    def dispose() -> None:
        if listener in listeners:
            listeners.remove(listener)

    return dispose
