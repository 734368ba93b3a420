"""Live sessions: an append is visible at once and durable only after a flush.

Each `HostSession` holds its whole live log and the lease this process holds on it; the suffix
past `durable_length` exists only in memory until `HostSessions.flush` commits it through the
persistence listener, fenced on that lease, so a restart keeps exactly the flushed prefix and a
process that lost the session writes nothing. On a store whose commits share a sync
(`SessionStore.shares_sync`), the flushes asked for in one event-loop turn go to the store
together, in one transaction (`SessionStore.commit_many`, one sync to disk), and each still
gets its own outcome: one session's refusal never fails another's; on one that has no sync to
share (the memory store) each flush commits at once, never waiting for the turn to end.
Each commit also carries the session's wake-up time, asked of the plugin's hint at that
moment, whenever it differs from the stored one. Only the sessions a host asked for are live
in it. Every append runs the append guards on the candidate event first, and a guard that
raises refuses it with the log unchanged; a created listener that raises refuses a new or
opened session, which then never becomes live.
"""

from __future__ import annotations

import asyncio
import builtins
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from dsh_schedule.host.errors import LeaseLostError, SessionDetachedError, StoreError
from dsh_schedule.host.persistence import SessionPersistence
from dsh_schedule.host.stores import (
    ClaimedSession,
    Commit,
    EventLog,
    SessionStore,
    WakeUp,
    checkpoints,
    shares_sync,
)
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS, Holder, Lease, check_ttl
from dsh_schedule.runtime.clock import Clock
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.fold import FoldCheckpoint
from dsh_schedule.runtime.host_contract import (
    AppendGuard,
    CheckpointHint,
    Disposer,
    Session,
    WakeHint,
)

END_SEED = "session/end-seed"
"""The event that closes a fork's seed: the copied parent events come before it."""


@dataclass(frozen=True)
class HostSessionHeader:
    seed_length: int


class HostSession:
    lease_clock: Clock | None = None
    """The clock the lease's expiry is judged on (the store's); set when the session opens."""
    checkpoint_every = checkpoints.CHECKPOINT_EVERY
    """How many events past the stored checkpoint (or the start of a log the store holds
    none of) make a flush write a new one."""

    def __init__(self, claim: ClaimedSession, clock: Clock, guards: list[AppendGuard]) -> None:
        stored = claim.stored
        self.lease = claim.lease
        # `id`, `header`, `events` and `live` are plain attributes, not properties: every step
        # of a delivery reads them, and a property costs a Python call each time.
        self.id: str = stored.id
        self.agent_name = stored.agent_name
        self.header = HostSessionHeader(stored.seed_length)
        events = stored.events
        # A log read whole is a plain list, which every step of a delivery reads fastest; one
        # read from a checkpoint on keeps reading its history lazily.
        self._events: list[Event] | EventLog = (
            EventLog.of(events) if isinstance(events, EventLog) else list(events)
        )
        self.events: Sequence[Event] = self._events
        """The live log, unflushed appends included (a view, not a copy)."""
        self.fold_checkpoint: FoldCheckpoint | None = None
        """Where the session's fold may resume from (the host contract's optional offer)."""
        self.fold_projections: dict[int, object] = {}
        """The runtime's folds of this session by protocol, which the invariant companion and
        the plugin's lane share (the host contract's optional offer)."""
        self.checkpoint_note = stored.note
        """Why the store's checkpoint was not used and is rebuilt from the log, to log."""
        self.checkpoint_hint: CheckpointHint | None = None
        self._checkpoint_at = self._checkpoint_creates = self._checkpoint_records = 0
        if stored.checkpoint is not None:
            offer = stored.checkpoint
            last = self._events[offer.length - 1]
            usable = checkpoints.resumable(offer, stored.seed_length, last)
            if isinstance(usable, str):
                self.checkpoint_note = usable
            else:
                self.fold_checkpoint = usable
                self._checkpoint_at, self._checkpoint_creates = offer.length, usable.creates
                self._checkpoint_records = len(usable.active)
        self._checkpoint_whole = self.fold_checkpoint is None
        # One the store holds but this host cannot use is rebuilt at the first flush. A log
        # the store holds none of gets its first once it is `checkpoint_spacing()` long, as
        # a stored one gets its next: a shorter log replays in less than a checkpoint costs
        # to write (most logs a worker delivers in are a few events long).
        rebuild = self.checkpoint_note is not None
        self._checkpoint_next = 0 if rebuild else self._checkpoint_at + self.checkpoint_spacing()
        """The log length at which a flush writes the next checkpoint."""
        self._clock = clock
        self._guards = guards
        self.durable_length = len(self._events)
        self.wake_at = stored.wake_at
        """The wake-up time the store holds for this session."""
        self.wake_hint: WakeHint | None = None
        self._hinted: tuple[WakeHint | None, int, int | None] = (None, -1, None)
        """The hint's last answer, with the hint and the log length it answered for. A wake-up
        time is a function of the log (its earliest pending target, SPEC §14), so a commit asks
        the hint again only once the log has grown or the hint was replaced: of an owner's
        delivery's three flushes, only the one that commits its dispatch asks."""
        self.live = True
        self._when_durable: list[tuple[int, Callable[[], None]]] | None = None
        """What to do once an event is committed: (seq, callback), in append order."""
        self._before_commit: list[_Show] | None = None
        """What to show inside the commit that holds an event, not yet shown, in order."""
        self.awaiting_answer: dict[str, int] = {}
        """The reminder messages of this log that no turn has answered yet, by id, with the
        time each was appended: the session is due at the earliest (see `next_commit`)."""

    @property
    def unflushed(self) -> tuple[Event, ...]:
        durable, events = self.durable_length, self._events
        return tuple(events[durable:]) if durable < len(events) else ()

    def append(self, type: str, data: Any) -> Event:
        """Store the next event once every guard accepts it; a raising guard refuses it."""
        if not self.live:
            raise SessionDetachedError(f"session {self.id} is not live")
        candidate = Event(type, len(self._events), self._clock.now_ms(), data)
        for guard in tuple(self._guards):
            guard(self, candidate)
        self._events.append(candidate)
        return candidate

    def when_durable(self, seq: int, callback: Callable[[], None]) -> None:
        """Call `callback` once the event `seq` of this log is committed; never, if the
        session is detached first (a rejected commit keeps it waiting for a later one)."""
        if self._when_durable is None:
            self._when_durable = []
        self._when_durable.append((seq, callback))

    def before_commit(self, seq: int, show: Callable[[], None]) -> None:
        """Call `show` inside the commit that holds the event `seq` of this log, as the last
        thing before its transaction commits (at once, if the event is durable already), so
        that a process killed before that moment has shown nothing and one killed after it
        has the event durable. A refused commit keeps it waiting for a later one; a detached
        session never calls it (the next holder shows what it was to show). It is called
        once at most, even when the transaction fails after it ran."""
        if seq < self.durable_length:
            show()
            return
        if self._before_commit is None:
            self._before_commit = []
        self._before_commit.append(_Show(self, seq, show))

    def detach(self) -> None:
        self.live = False
        self._when_durable = None
        self._before_commit = None

    def next_commit(self) -> Commit:
        """What the next flush commits: the unflushed suffix; the wake-up time when the hint's
        answer differs from the stored one (the hint asked only when the log changed since its
        last answer; a failing hint leaves the stored time as it is);
        and the checkpoint, asked of its hint, once `checkpoint_spacing()` events passed the
        stored one (or the start of a log the store holds none of), or at the first flush
        with events when the store holds one this host could not use. (One call for what
        every flush asks, five times a delivery in a worker.)"""
        events, durable = self._events, self.durable_length
        length = len(events)
        unflushed = tuple(events[durable:]) if durable < length else ()
        wake = None
        hint = self.wake_hint
        if hint is not None or self.awaiting_answer:
            at = None
            if hint is not None:
                hinted = self._hinted
                if hinted[0] is hint and hinted[1] == length:  # the log is as it answered for
                    at = hinted[2]
                else:
                    try:
                        at = hint()
                    except Exception:  # asked again at the next commit
                        at = self.wake_at
                    else:
                        self._hinted = (hint, length, at)
            if self.awaiting_answer:  # a reminder still to answer: due now for any holder
                answer_at = min(self.awaiting_answer.values())
                at = answer_at if at is None else min(at, answer_at)
            if at != self.wake_at:
                wake = WakeUp(at)
        write = None
        if self.checkpoint_hint is not None and length and length >= self._checkpoint_next:
            write = self._checkpoint_write(self.checkpoint_hint, length)
        shows = self._before_commit
        if shows is None:
            return Commit(self.lease, unflushed, wake, write)
        return Commit(self.lease, unflushed, wake, write, [s for s in shows if s.seq < length])

    def _checkpoint_write(self, hint: CheckpointHint, length: int) -> checkpoints.Write | None:
        """The checkpoint of the first `length` events, asked of the hint; None when it has
        none. A failing hint or state never fails the flush: it commits without one."""
        since = 0 if self._checkpoint_whole else self._checkpoint_creates
        try:
            state = hint(length, since)
            return (
                None
                if state is None
                else checkpoints.write_of(state, since, self._checkpoint_whole)
            )
        except Exception:
            return None

    def checkpoint_spacing(self) -> int:
        """How many events past the stored checkpoint make a flush write the next one: at
        least `checkpoint_every`, and at least as many as the last one held active records,
        since building and encoding it costs in proportion to them (so checkpoints cost a
        bounded amount per event, and a resume reads a tail in proportion to the live state)."""
        return max(self.checkpoint_every, self._checkpoint_records)

    def committed(self, commit: Commit) -> None:
        """Take note that `commit` is durable, and run what waited for its events (in append
        order; what waits for a later event keeps waiting)."""
        self.durable_length += len(commit.events)
        if commit.wake is not None:
            self.wake_at = commit.wake.at
        write = commit.checkpoint
        if write is not None:
            self._checkpoint_at, self._checkpoint_creates = write.length, write.creates
            self._checkpoint_records = write.records
            self._checkpoint_whole = False
            self._checkpoint_next = self._checkpoint_at + self.checkpoint_spacing()
        waiting = self._when_durable
        if waiting is None:
            return
        durable = self.durable_length
        if waiting[-1][0] < durable:  # the common case: all of them (appended in seq order)
            self._when_durable = None
            for _, callback in waiting:
                callback()
            return
        ready = [callback for seq, callback in waiting if seq < durable]
        self._when_durable = [(seq, callback) for seq, callback in waiting if seq >= durable]
        for callback in ready:
            callback()

    def holds_lease(self) -> bool:
        """Whether this process's lease on the session is not past its expiry by the lease
        clock (renewals push the expiry on). A process that was paused past its lease learns
        it here, before a reminder leaves it, not only at its next commit."""
        clock = self.lease_clock
        return clock is None or self.lease.live_at(clock.now_ms())


class _Show:
    """A call `HostSession.before_commit` waits to make: a commit runs it at most once, and
    only while its session still waits for it."""

    __slots__ = ("seq", "session", "show")

    def __init__(self, session: HostSession, seq: int, show: Callable[[], None]) -> None:
        self.session = session
        self.seq = seq
        self.show = show

    def __call__(self) -> None:
        waiting = self.session._before_commit
        if waiting is None or self not in waiting:
            return  # shown already by a transaction that then failed, or the session is gone
        waiting.remove(self)
        if not waiting:
            self.session._before_commit = None
        self.show()


class HostSessions:
    """The sessions this host holds: the ones it opened from the store, and new ones."""

    eager_drives = True
    """The host contract's optional promise (`runtime/host_contract.py`, `Sessions`): this
    host's flush, turn admission, followups and appends need no current asyncio task."""

    def __init__(
        self,
        store: SessionStore,
        clock: Clock,
        holder: Holder | None = None,
        ttl_ms: int = DEFAULT_TTL_MS,
    ) -> None:
        self._store = store
        self._clock = clock
        self.holder = holder if holder is not None else Holder.this_process()
        self.ttl_ms = check_ttl(ttl_ms)
        self._guards: list[AppendGuard] = []
        self._created: list[Callable[[Session], None]] = []
        self._lost_listeners: list[Callable[[HostSession, str], None]] = []
        self.persistence = self.new_persistence()
        self._sessions: dict[str, HostSession] = {}
        self._grouped = shares_sync(store)
        """Whether flushes wait for the end of their event-loop turn to commit together."""
        # The flushes asked for in this turn: the sessions and their futures, side by side
        # (no tuple per flush: a burst of 10 000 holds them all until the group commits, and
        # every object held that long adds to the collector's full collections).
        self._queued: builtins.list[HostSession] = []
        self._queued_done: builtins.list[asyncio.Future[bool]] = []
        self._group_loop: asyncio.AbstractEventLoop | None = None
        """The loop in which the flushes queued now will be committed, once scheduled."""
        if not self._grouped and type(self).flush is HostSessions.flush:
            # The flush's fast path on a store with no sync to share: the coroutine itself,
            # with no call in front of it (0.7 k instructions of an owner's delivery).
            self.flush = self._commit_now  # type: ignore[method-assign]

    def open(
        self, *, agent_name: str | None = None, session_id: str | None = None
    ) -> builtins.list[HostSession]:
        """Claim and open every stored session of the agent `agent_name` (or the session
        `session_id`), all or none: `LeaseHeldError` when another live process holds one,
        and any error of a created listener (a corrupt log) with every claim released."""
        if session_id is not None and session_id in self._sessions:
            raise StoreError(f"session {session_id} is already open in this host")
        claims = self._store.claim(
            self.holder, self.ttl_ms, agent_name=agent_name, session_id=session_id
        )
        return self.open_claimed(claims)

    def open_many(self, session_ids: Sequence[str]) -> builtins.list[HostSession]:
        """Claim and open the stored sessions `session_ids` in one store transaction (one
        sync), all or none, as `open` does: `LeaseHeldError` when another live process holds
        one, `StoreError` when one does not exist or is open in this host already."""
        for session_id in session_ids:
            if session_id in self._sessions:
                raise StoreError(f"session {session_id} is already open in this host")
        return self.open_claimed(self._store.claim_many(self.holder, self.ttl_ms, session_ids))

    def open_claimed(self, claims: Sequence[ClaimedSession]) -> builtins.list[HostSession]:
        """Open sessions this host has just claimed (`SessionStore.claim_due`), all or none,
        as `open` does."""
        opened: builtins.list[HostSession] = []
        try:
            for claim in claims:
                if claim.stored.id in self._sessions:
                    raise StoreError(f"session {claim.stored.id} is already open in this host")
                opened.append(self._register(claim))
        except BaseException:
            for session in opened:
                del self._sessions[session.id]
            self._release(claim.lease for claim in claims)
            raise
        return opened

    def create(self, agent_name: str) -> HostSession:
        """A fresh, empty session owned by the root agent named `agent_name`, which must
        not have one in the store yet."""
        return self._register_new(self._store.create(agent_name, 0, (), self.holder, self.ttl_ms))

    def fork(self, parent: Session, agent_name: str) -> HostSession:
        """A new session seeded with copies of the parent's live events and an end-seed
        marker; the seed (marker included) is its `seed_length`, so it owns none of them."""
        self._own(parent)
        seed = [Event(e.type, e.seq, e.time, e.data) for e in parent.events]
        seed.append(Event(END_SEED, len(seed), self._clock.now_ms(), {"parent": parent.id}))
        claim = self._store.create(agent_name, len(seed), seed, self.holder, self.ttl_ms)
        return self._register_new(claim)

    def flush(self, session: Session) -> Awaitable[bool]:
        """Commit the unflushed suffix: awaited, True once durable, False with no listener
        attached; raises when the listener rejects (a lost lease included) or the session is
        not live here. On a store that shares a sync, the flushes asked for in the same
        event-loop turn (called, not awaited) are committed together, at the end of that
        turn, in one store transaction, and the flush is the future of its outcome rather
        than a coroutine: gathering the flushes of a group then costs no task apiece, a
        seventh of a change's instructions in a group of 100 (docs/decisions/0024); a
        cancelled one persists nothing. On a store that does not share a sync, the flush is
        a coroutine that commits when awaited."""
        if not self._grouped:  # a subclass's own flush calling this one
            return self._commit_now(session)
        loop = asyncio.get_running_loop()
        done: asyncio.Future[bool] = loop.create_future()
        try:
            mine = self._own(session)
        except SessionDetachedError as error:  # raised where the flush is awaited
            done.set_exception(error)
            return done
        self._queued.append(mine)
        self._queued_done.append(done)
        if self._group_loop is not loop:  # the first of this turn schedules the group
            self._group_loop = loop
            loop.call_soon(self._flush_group)
        return done

    async def _commit_now(self, session: Session) -> bool:
        """A flush on a store that does not share a sync: it commits when awaited."""
        return self.persistence.commit(self._own(session))

    def _flush_group(self) -> None:
        """Commit the flushes queued in this turn as one group. A second flush of a session
        already in it waits for the next group, so it runs after the first, as it would
        alone; a cancelled flush persists nothing."""
        loop, self._group_loop = self._group_loop, None
        queued, self._queued = self._queued, []
        queued_done, self._queued_done = self._queued_done, []
        group: builtins.list[HostSession] = []
        group_done: builtins.list[asyncio.Future[bool]] = []
        members: set[HostSession] = set()
        for session, done in zip(queued, queued_done, strict=True):
            if done.cancelled() or done.get_loop() is not loop:
                continue
            if session in members:
                self._queued.append(session)
                self._queued_done.append(done)
                continue
            try:
                self._own(session)  # it may have been retired since the flush was asked
            except SessionDetachedError as error:
                done.set_exception(error)
                continue
            members.add(session)
            group.append(session)
            group_done.append(done)
        if self._queued and loop is not None:
            self._group_loop = loop
            loop.call_soon(self._flush_group)
        try:
            outcomes = self.persistence.commit_group(group)
        except Exception as error:  # a listener that raised: every flush of the group fails
            outcomes = [error] * len(group)
        for done, outcome in zip(group_done, outcomes, strict=True):
            if isinstance(outcome, Exception):
                done.set_exception(outcome)
            else:
                done.set_result(outcome)

    def renew(self) -> builtins.list[str]:
        """Renew the lease of every live session, all in one store transaction; one found
        lost is retired (see `on_lost`), the others renewed. Returns the other failures, as
        lines to log; raises `StoreError` when the store renewed none (it is unreachable):
        each lease then expires unless a later renewal succeeds."""
        sessions = self.list()
        if not sessions:
            return []
        outcomes = self._store.renew_many([s.lease for s in sessions], self.ttl_ms)
        failures = []
        for session, outcome in zip(sessions, outcomes, strict=True):
            if isinstance(outcome, Lease):
                session.lease = outcome
            elif isinstance(outcome, LeaseLostError):
                self._lose(session, str(outcome))
            else:
                failures.append(f"lease of session {session.id} not renewed: {outcome}")
        return failures

    def close(self, session: HostSession) -> builtins.list[str]:
        """Stop holding one session: retire it and give its lease up (the failures, as lines
        to log). Its unflushed appends, if any, are dropped."""
        return self.close_many([session])

    def close_many(self, sessions: Sequence[HostSession]) -> builtins.list[str]:
        """`close` of each, the leases given up in one store transaction."""
        for session in sessions:
            self._own(session)
        for session in sessions:
            session.detach()
            del self._sessions[session.id]
        return self._release(session.lease for session in sessions)

    def provide_wake_hint(self, session: Session, hint: WakeHint) -> Disposer:
        mine = self._own(session)
        mine.wake_hint = hint

        def dispose() -> None:
            if mine.wake_hint is hint:
                mine.wake_hint = None

        return dispose

    def provide_checkpoint_hint(self, session: Session, hint: CheckpointHint) -> Disposer:
        mine = self._own(session)
        mine.checkpoint_hint = hint

        def dispose() -> None:
            if mine.checkpoint_hint is hint:
                mine.checkpoint_hint = None

        return dispose

    def release_all(self) -> builtins.list[str]:
        """Give up every lease this host holds; the failures, as lines to log."""
        return self._release(session.lease for session in self._sessions.values())

    def on_created(self, listener: Callable[[Session], None]) -> Disposer:
        return subscribe(self._created, listener)

    def on_lost(self, listener: Callable[[HostSession, str], None]) -> Disposer:
        """Hear of each session whose lease this process lost, with the reason, once."""
        return subscribe(self._lost_listeners, listener)

    def add_append_guard(self, guard: AppendGuard) -> Disposer:
        return subscribe(self._guards, guard)

    def get(self, session_id: str) -> HostSession | None:
        return self._sessions.get(session_id)

    def detach_all(self) -> None:
        """Retire every session object: from now on they are not live and cannot change."""
        for session in self._sessions.values():
            session.detach()

    def list(self) -> builtins.list[HostSession]:
        """The live sessions, in the order they were opened."""
        return [session for session in self._sessions.values() if session.live]

    def new_persistence(self) -> SessionPersistence[HostSession]:
        """What every flush commits through (a test host may build a subclass)."""
        return SessionPersistence(self._store, self._lose)

    def new_session(self, claim: ClaimedSession) -> HostSession:
        """The live object for a claimed session (a test host may build a subclass)."""
        return HostSession(claim, self._clock, self._guards)

    def _register_new(self, claim: ClaimedSession) -> HostSession:
        try:
            return self._register(claim)
        except BaseException:
            self._release([claim.lease])
            raise

    def _register(self, claim: ClaimedSession) -> HostSession:
        """Make a claimed session live once every created listener accepts it."""
        session = self.new_session(claim)
        session.lease_clock = self._store.clock
        for listener in tuple(self._created):
            listener(session)
        self._sessions[session.id] = session
        return session

    def _release(self, leases: Iterable[Lease]) -> builtins.list[str]:
        """Give the leases up in one store transaction; the failures, as lines to log."""
        held = builtins.list(leases)
        if not held:
            return []
        try:
            outcomes: Sequence[StoreError | None] = self._store.release_many(held)
        except StoreError as error:  # none was released
            outcomes = [error] * len(held)
        return [
            f"lease of session {lease.session_id} not released: {outcome}"
            for lease, outcome in zip(held, outcomes, strict=True)
            if outcome is not None
        ]

    def _lose(self, session: HostSession, reason: str) -> None:
        if not session.live:
            return
        session.detach()
        del self._sessions[session.id]  # so that this host may claim it again later
        for listener in tuple(self._lost_listeners):
            listener(session, reason)

    def _own(self, session: Session) -> HostSession:
        mine = self._sessions.get(session.id)
        if mine is not session or not mine.live:
            raise SessionDetachedError(f"session {session.id} is not live in this host")
        return mine


def subscribe(listeners: list[Any], listener: object) -> Disposer:
    """Add `listener`; the disposer removes it (once, however often it is called)."""
    listeners.append(listener)

    def dispose() -> None:
        if listener in listeners:
            listeners.remove(listener)

    return dispose
