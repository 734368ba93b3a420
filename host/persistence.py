"""The persistence listener behind every flush: it commits the unflushed suffix of one
session, or of several together, through the store, fenced on each session's lease, and
retires a session whose lease is lost."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

from dsh_schedule.host.errors import LeaseLostError, StoreError
from dsh_schedule.host.stores import Commit


class PersistenceListener(Protocol):
    """What a flush commits through: a `SessionStore` is one."""

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]: ...


class Flushed(Protocol):
    """What a flush asks of a session (`HostSession` is one): its next commit, and to take
    note once that commit is durable."""

    def next_commit(self) -> Commit: ...

    def committed(self, commit: Commit) -> None: ...


S = TypeVar("S", bound=Flushed)


class SessionPersistence(Generic[S]):
    """The persistence listener behind every flush: it commits a session's unflushed suffix
    through the store, fenced on the session's lease, and retires a session whose lease is
    lost. (`dsh_schedule.host.testing` has one that can be removed or made to reject.)"""

    def __init__(self, listener: PersistenceListener, lost: Callable[[S, str], None]) -> None:
        self._listener = listener
        self._lost = lost
        self._admits = type(self).admit is not SessionPersistence.admit
        """Whether a subclass decides admission; this class admits every flush, uncalled."""

    def admit(self, session: S) -> bool:
        """Whether a flush of `session` goes on to the listener (False: there is none, and
        the flush returns False); a test host's subclass may reject it here by raising."""
        return True

    def commit(self, session: S) -> bool:
        """One session's flush on its own: True once the suffix is durable, False with no
        listener; raises when the listener rejects it (a session whose lease is lost is
        retired)."""
        if self._admits and not self.admit(session):
            return False
        commit = session.next_commit()
        refusal = self._listener.commit_many((commit,))[0]
        if refusal is None:
            _, events, wake, write, _ = commit
            if events or wake is not None or write is not None:  # else nothing to note
                session.committed(commit)
            return True
        if isinstance(refusal, LeaseLostError):
            self._lost(session, str(refusal))
        raise refusal

    def commit_group(self, sessions: Sequence[S]) -> list[bool | Exception]:
        """Flush several sessions (each once) together, through one `commit_many`: each one's
        outcome is True once its suffix is durable, False with no listener, or its own error
        (a session whose lease is lost is retired, and only that one)."""
        outcomes: list[bool | Exception] = [True] * len(sessions)
        # Side by side, not a tuple each: see `HostSessions._queued`.
        indexes: list[int] = []
        commits: list[Commit] = []
        for index, session in enumerate(sessions):
            try:
                admitted = self.admit(session)
            except Exception as error:
                outcomes[index] = error
                continue
            if not admitted:
                outcomes[index] = False
                continue
            indexes.append(index)
            commits.append(session.next_commit())  # an empty batch still checks the fence
        if not commits:
            return outcomes
        refusals = self._listener.commit_many(commits)
        for index, commit, refusal in zip(indexes, commits, refusals, strict=True):
            session = sessions[index]
            if refusal is None:
                session.committed(commit)
                continue
            if isinstance(refusal, LeaseLostError):
                self._lost(session, str(refusal))
            outcomes[index] = refusal
        return outcomes
