"""Show at commit (docs/reliability.md, "The one window"): what a session asks to show with an
event (`HostSession.before_commit`) is shown inside the commit that makes that event durable,
after the store's checks and writes and just before its transaction commits; never by a commit
that is refused, at most once, and never once the session is lost.

Sessions on a memory store and on a real SQLite file, on a virtual clock."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from dsh_schedule.host.errors import LeaseLostError, SessionDetachedError, StoreError
from dsh_schedule.host.sessions import HostSessions
from dsh_schedule.host.stores import Commit, MemoryStore
from dsh_schedule.host.stores.sessions import run_before_commit
from dsh_schedule.host.stores.sqlite import SqliteStore
from dsh_schedule.runtime.clock import VirtualClock
from tests.support.live import START, live_test

TTL = 3_000


class Unreliable(MemoryStore):
    """A memory store that refuses the next `refuse` commits (nothing written, nothing run),
    then, when `fail_at_commit` is set, runs what the next commit carries and fails its
    transaction at the COMMIT (nothing written)."""

    refuse = 0
    fail_at_commit = False

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        if self.refuse:
            self.refuse -= 1
            return [StoreError("the store refused it") for _ in commits]
        if self.fail_at_commit:
            self.fail_at_commit = False
            for commit in commits:
                run_before_commit(commit)
            return [StoreError("the COMMIT failed") for _ in commits]
        return super().commit_many(commits)


def _notes(store: Unreliable | SqliteStore) -> list[object]:
    (stored,) = store.load_sessions()
    return [event.data for event in stored.events]


@live_test
async def test_a_show_waits_for_the_commit_that_holds_its_event_and_runs_once() -> None:
    clock = VirtualClock(START)
    store = Unreliable(clock=clock)
    sessions = HostSessions(store, clock, ttl_ms=TTL)
    session = sessions.create("main")
    shown: list[list[object]] = []
    event = session.append("note", "answer")
    session.before_commit(event.seq, lambda: shown.append(_notes(store)))
    assert shown == []  # appended, not committed
    store.refuse = 1
    with pytest.raises(StoreError, match="refused"):
        await sessions.flush(session)
    assert shown == []  # a refused commit shows nothing
    assert await sessions.flush(session)
    assert shown == [[]]  # shown once, before the store held the answer
    assert _notes(store) == ["answer"]
    session.append("note", "later")
    assert await sessions.flush(session)
    assert shown == [[]]  # never again
    session.before_commit(event.seq, lambda: shown.append(["durable"]))
    assert shown == [[], ["durable"]]  # an event durable already: at once


@live_test
async def test_a_show_whose_transaction_fails_after_it_is_not_shown_again() -> None:
    """The answer was shown, then the COMMIT failed: it stays unmarked (the next holder, or
    the next flush, commits it) and this process does not show it a second time."""
    clock = VirtualClock(START)
    store = Unreliable(clock=clock)
    sessions = HostSessions(store, clock, ttl_ms=TTL)
    session = sessions.create("main")
    shown: list[str] = []
    session.before_commit(session.append("note", "answer").seq, lambda: shown.append("a"))
    store.fail_at_commit = True
    with pytest.raises(StoreError, match="COMMIT failed"):
        await sessions.flush(session)
    assert shown == ["a"] and _notes(store) == []
    assert await sessions.flush(session)
    assert shown == ["a"] and _notes(store) == ["answer"]


@live_test
async def test_a_show_in_a_session_whose_lease_is_lost_is_never_shown() -> None:
    """Paused past its lease: the store fences the commit out, so nothing is shown, and the
    session is retired with what it was to show (the next holder shows it)."""
    clock = VirtualClock(START)
    store = Unreliable(clock=clock)
    sessions = HostSessions(store, clock, ttl_ms=TTL)
    session = sessions.create("main")
    shown: list[str] = []
    session.before_commit(session.append("note", "answer").seq, lambda: shown.append("a"))
    clock.advance(TTL)
    with pytest.raises(LeaseLostError):
        await sessions.flush(session)
    assert shown == [] and not session.live
    with pytest.raises(SessionDetachedError):
        await sessions.flush(session)
    assert shown == [] and _notes(store) == []


@live_test
async def test_on_sqlite_the_show_comes_after_the_writes_and_before_the_commit(
    tmp_path: Path,
) -> None:
    """Inside the transaction: the events are written (its connection reads them), and no
    other connection sees them until the COMMIT that follows the show."""
    clock = VirtualClock(START)
    store = SqliteStore(tmp_path / "sessions.sqlite", clock=clock)
    reader = SqliteStore(tmp_path / "sessions.sqlite", clock=clock)
    try:
        sessions = HostSessions(store, clock, ttl_ms=TTL)
        session = sessions.create("main")
        session.append("note", "question")
        assert await sessions.flush(session)
        shown: list[list[object]] = []
        answer = session.append("note", "answer")
        session.before_commit(answer.seq, lambda: shown.append(_notes(reader)))
        assert await sessions.flush(session)
        assert shown == [["question"]]
        assert _notes(reader) == ["question", "answer"]
    finally:
        reader.close()
        store.close()
