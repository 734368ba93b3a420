"""Fault switches for testing a host: what the product's own sessions never carry.

The embedded host commits every flush through its store and counts nothing. Tests need more:
a persistence listener that can be removed (a flush returns False) or made to reject, a count
of the flushes each session was asked for, and a way to hold or break the next flush. Here
they are, built on the host's own factory methods (`HostSessions.new_persistence`,
`EmbeddedHost.new_sessions`), so everything else is the real host.

Only tests and test runners import this module: this project's tests, the `scenario`
conformance suite (its `flush` op), and the tests of a host built on this one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from functools import cached_property

from dsh_schedule.host.agents import HostAgents
from dsh_schedule.host.errors import FlushRejectedError
from dsh_schedule.host.host import EmbeddedHost
from dsh_schedule.host.persistence import PersistenceListener, SessionPersistence
from dsh_schedule.host.sessions import HostSession, HostSessions
from dsh_schedule.runtime.host_contract import Session

FlushHook = Callable[[Session], Awaitable[None]]
"""Runs just before one flush: it may wait (holding the flush) or raise (failing it)."""


class FaultyPersistence(SessionPersistence[HostSession]):
    """The persistence listener with two switches: `attached = False` removes it (every flush
    returns False and commits nothing), and `inject_faults(skip, fail)` lets the next `skip`
    flushes through, then makes `fail` flushes reject. `skip` and `fail` count down as flushes
    reach the listener, so a test can read how many faults are still pending."""

    def __init__(
        self, listener: PersistenceListener, lost: Callable[[HostSession, str], None]
    ) -> None:
        super().__init__(listener, lost)
        self.attached = True
        self.skip = 0
        self.fail = 0

    def inject_faults(self, skip: int, fail: int) -> None:
        """The next `skip` flushes succeed, then `fail` flushes reject (committing nothing)."""
        if skip < 0 or fail < 0:
            raise ValueError("skip and fail are counts and cannot be negative")
        self.skip, self.fail = skip, fail

    def admit(self, session: HostSession) -> bool:
        if not self.attached:
            return False
        if self.skip:
            self.skip -= 1
        elif self.fail:
            self.fail -= 1
            raise FlushRejectedError(f"flush of session {session.id} rejected (injected fault)")
        return True


class FaultySessions(HostSessions):
    """Host sessions on a `FaultyPersistence` that count every flush asked of each session
    (`flush_counts`, failed ones included) and run the hooks queued in `hooks`, one per
    upcoming flush and in order, before it (None lets that flush through untouched)."""

    persistence: FaultyPersistence

    # Made on first use rather than in an `__init__` that would restate the host's.
    @cached_property
    def flush_counts(self) -> Counter[str]:
        return Counter()

    @cached_property
    def hooks(self) -> list[FlushHook | None]:
        return []

    def new_persistence(self) -> FaultyPersistence:
        return FaultyPersistence(self._store, self._lose)

    async def flush(self, session: Session) -> bool:
        self.flush_counts[session.id] += 1
        if self.hooks:
            hook = self.hooks.pop(0)
            if hook is not None:
                await hook(session)
        return await super().flush(session)


class FaultyHost(EmbeddedHost):
    """The embedded host on `FaultySessions`: new ones, with every switch off, at each
    (re)start, as the host builds its own."""

    sessions: FaultySessions

    def new_sessions(self) -> FaultySessions:
        return FaultySessions(self.store, self.clock, self.holder, self.lease_ttl_ms)


class ContractHost(FaultyHost):
    """A `FaultyHost` whose agents queue a followup and announce it at once, as the plugin
    contract describes it (SPEC §9), rather than as a durable message of the log first (the
    embedded host's rule, SPEC §15): the conformance scenarios test the plugin alone."""

    def new_agents(self) -> HostAgents:
        agents = super().new_agents()
        agents.durable_followups = False
        return agents
