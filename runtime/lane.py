"""What the tools and the owner of one agent share: one FIFO, one projection, one checkpoint.

Tool transactions and owner drives take the same FIFO, so they never interleave, and fold the
session through the same incremental projection, so each operation costs only the events
appended since the last one.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.fold import FoldCheckpoint, FoldResult, FoldState, ScheduleProjection
from dsh_schedule.runtime.host_contract import Agent, Disposer, Logger, Session, Sessions


class AgentLane:
    def __init__(
        self, agent: Agent, sessions: Sessions, clock: Clock, logger: Logger, protocol: int = 1
    ) -> None:
        self.agent = agent
        self.session: Session = agent.session
        self.sessions = sessions
        self.clock = clock
        self.logger = logger
        self.protocol = protocol
        """The protocol version the agent's tools and owner read and write (1 or 2)."""
        self.fifo = asyncio.Lock()
        self.projection = projection_for(self.session, protocol)
        self._confirmed: list[Callable[[], None]] = []

    def on_confirmed(self, listener: Callable[[], None]) -> Disposer:
        """Hear of every confirmed checkpoint of a tool (the owner recomputes on it)."""
        self._confirmed.append(listener)

        def dispose() -> None:
            if listener in self._confirmed:
                self._confirmed.remove(listener)

        return dispose

    async def checkpoint(self) -> bool:
        """Flush the session; True only when the host confirms everything is durable."""
        if not self.session.live:
            return False
        try:
            confirmed = await self.sessions.flush(self.session)
        except Exception as error:  # a rejecting listener; its text is logged, never returned
            self.logger.warning(f"schedule: flush of session {self.session.id} failed: {error!r}")
            return False
        return confirmed is True

    def confirmed(self) -> None:
        """Tell the listeners of a confirmed checkpoint. A listener's failure is logged and
        never turns an operation that is already durable into an error."""
        for listener in tuple(self._confirmed):
            try:
                listener()
            except Exception as error:
                self.logger.error(
                    f"schedule: owner notification for {self.agent.id} failed: {error!r}"
                )

    def fold(self) -> FoldResult:
        """The fold of the session's live log (raises ScheduleLogError when it is corrupt)."""
        return self.projection.update(self.session.events)

    def refresh(self) -> None:
        """Fold the live log into the projection without building a result (raises
        ScheduleLogError when it is corrupt); the owner reads the projection itself."""
        self.projection.refresh(self.session.events)

    def snapshot(self, length: int, since: int) -> FoldState | None:
        """The checkpoint hint: the lane's fold of the first `length` events of the live log,
        which the host is committing (None when the log is corrupt or not that long)."""
        try:
            self.refresh()
        except ScheduleLogError:
            return None
        return self.projection.snapshot(length, since)


def projection_for(session: Session, protocol: int = 1) -> ScheduleProjection:
    """The projection of a live session. A host that offers a `fold_projections` dict on the
    session (optional in the host contract) keeps one projection per protocol there, which the
    companion and the plugin's lane share: the log is folded, and each appended change decoded,
    once for both. Otherwise a new one: resumed from the checkpoint its host offers
    (`fold_checkpoint`, optional too) when that stands for this protocol, else a fresh one that
    folds the whole log."""
    shared = getattr(session, "fold_projections", None)
    if not isinstance(shared, dict):
        return _new_projection(session, protocol)
    projection = shared.get(protocol)
    if not isinstance(projection, ScheduleProjection):
        projection = shared[protocol] = _new_projection(session, protocol)
    return projection


def _new_projection(session: Session, protocol: int) -> ScheduleProjection:
    checkpoint = getattr(session, "fold_checkpoint", None)
    if (
        isinstance(checkpoint, FoldCheckpoint)
        and checkpoint.protocol == protocol
        and checkpoint.seed_length == session.header.seed_length
    ):
        return ScheduleProjection.resume(checkpoint, protocol)
    return ScheduleProjection(session.header.seed_length, protocol)
