"""The invariant companion: the fold policy applied to every live session and every append.

Installed separately from the tools. At install every existing session must fold (a corrupt one
fails the install); a later session must fold as it is created or opened (a corrupt one fails
its creation, so it never becomes live); and each candidate
`schedule/change` is checked before it is stored, so a refused append leaves the log unchanged.
Each session keeps an incremental projection, so a candidate costs O(1), for as long as the host
keeps the session object: a long-running host (a worker) that gives sessions up keeps no
projection of them. The companion folds
with the plugin's protocol: under version 1 a `version: 2` event is corrupt, under version 2
both versions are read.
"""

from __future__ import annotations

import weakref

from dsh_schedule.runtime.events import SCHEDULE_CHANGE, SessionEvent
from dsh_schedule.runtime.fold import ScheduleProjection
from dsh_schedule.runtime.host_contract import PluginContext, Session, Sessions
from dsh_schedule.runtime.lane import projection_for
from dsh_schedule.runtime.plugin import check_protocol, require


class InvariantInstallation:
    def __init__(self, ctx: PluginContext, protocol: int = 1) -> None:
        require(ctx, "sessions")
        self.protocol = check_protocol(protocol)
        assert ctx.sessions is not None
        sessions: Sessions = ctx.sessions
        self._projections: weakref.WeakKeyDictionary[Session, ScheduleProjection] = (
            weakref.WeakKeyDictionary()
        )
        """Each live session's projection, by the session object (a session reopened is a new
        object, folded anew), dropped with the object once the host lets it go."""
        for session in sessions.list():
            self._fold(session)
        self._unsubscribe = [
            sessions.on_created(self._session_created),
            sessions.add_append_guard(self._guard),
        ]

    async def dispose(self) -> None:
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        self._projections.clear()

    def _fold(self, session: Session) -> ScheduleProjection:
        projection = self._projections.get(session)
        if projection is None:
            projection = projection_for(session, self.protocol)
            self._projections[session] = projection
        projection.refresh(session.events)
        return projection

    def _session_created(self, session: Session) -> None:
        """Raises `ScheduleLogError` for a corrupt session, which the host then refuses."""
        try:
            self._fold(session)
        except BaseException:
            self._projections.pop(session, None)
            raise

    def _guard(self, session: Session, candidate: SessionEvent) -> None:
        if candidate.type != SCHEDULE_CHANGE:
            return
        self._fold(session).check_candidate(candidate)


def install_schedule_invariant(ctx: PluginContext, *, protocol: int = 1) -> InvariantInstallation:
    """Load the companion; raises `ScheduleLogError` when a live session is already corrupt
    (and ValueError for a protocol other than 1 or 2)."""
    return InvariantInstallation(ctx, protocol)
