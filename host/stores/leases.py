"""Session ownership: at most one live host process holds a session at any moment.

A process claims a lease on each session it opens. The lease names its holder (host, pid and a
random instance id), when it was claimed, an epoch that rises with every new holder, and an
expiry that the holder renews in the background. Every commit is fenced: inside the commit's
own transaction the store checks that the committing lease is still the current one and has
not expired, so a process that lost its lease (it paused past the expiry, or another process
took over) writes nothing. Stores apply the rules below, so every store decides alike.

A busy store is not a lost lease: when the store kept a holder waiting (another process held
its lock), the holder's write is judged live if its lease was live when it first asked, as
long as the epoch has not moved meanwhile; nobody else can have written under another epoch
(`Waits`). The lease is lost only once another holder's claim is visible.

Expiry is judged by the store's clock (the process wall clock for SQLite, the server's for
PostgreSQL). A jump of that clock moves every lease at once: forward, it shortens them (a
holder may lose its lease before renewing; fencing keeps it harmless), backward, it lengthens
them (a dead holder is replaced later).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Final, Protocol

from dsh_schedule.host.errors import LeaseHeldError, LeaseLostError, StoreBusyError, StoreError
from dsh_schedule.host.stores.holders import RELEASED as RELEASED
from dsh_schedule.host.stores.holders import ROLES as ROLES
from dsh_schedule.host.stores.holders import Holder as Holder
from dsh_schedule.host.stores.holders import HolderRole as HolderRole
from dsh_schedule.host.stores.holders import Lease as Lease
from dsh_schedule.host.stores.holders import instant_text

DEFAULT_TTL_MS: Final = 15_000
"""How long a lease lasts unless renewed; it is renewed every third of that."""


def check_ttl(ttl_ms: int) -> int:
    if isinstance(ttl_ms, bool) or not isinstance(ttl_ms, int) or not 1 <= ttl_ms <= 2**31 - 1:
        raise ValueError(f"a lease TTL is 1 to {2**31 - 1} ms, not {ttl_ms!r}")
    return ttl_ms


def claimed(current: Lease | None, session_id: str, holder: Holder, now: int, ttl: int) -> Lease:
    """The lease `holder` gets on a session whose current lease is `current`: the next epoch,
    or `LeaseHeldError` while another holder's lease is live."""
    if current is not None and current.holder != holder and current.live_at(now):
        raise LeaseHeldError(current)
    epoch = 1 if current is None else current.epoch + 1
    return Lease(session_id, holder, epoch, now, now + check_ttl(ttl))


def fenced(current: Lease | None, lease: Lease, now: int, asked: int | None = None) -> None:
    """Refuse (with `LeaseLostError`) a write under `lease` unless it is still the session's
    current lease and has not expired, at `now` or when the holder asked the store (`asked`,
    when the store then kept it waiting)."""
    if current is None or not same_lease(current, lease):
        holder = "nobody" if current is None else f"epoch {current.epoch}, {current.describe()}"
        raise LeaseLostError(
            f"session {lease.session_id}: lease epoch {lease.epoch} was taken over ({holder})"
        )
    if not current.live_at(now) and (asked is None or not current.live_at(asked)):
        raise LeaseLostError(
            f"session {lease.session_id}: lease epoch {lease.epoch} expired at "
            f"{instant_text(current.expires_at_ms)}"
        )


def renewed(
    current: Lease | None, lease: Lease, now: int, ttl: int, asked: int | None = None
) -> Lease:
    """The same lease with a later expiry; `LeaseLostError` when it is no longer held."""
    fenced(current, lease, now, asked)
    return Lease(lease.session_id, lease.holder, lease.epoch, lease.claimed_at_ms, now + ttl)


def renewed_lease(outcome: Lease | StoreError) -> Lease:
    """The lease a renewal of one gives back; its error raised."""
    if isinstance(outcome, StoreError):
        raise outcome
    return outcome


def same_lease(current: Lease | None, lease: Lease) -> bool:
    """Whether `lease` is the holding that `current` records (renewals aside)."""
    if current is None or current.epoch != lease.epoch:
        return False
    return current.holder is lease.holder or current.holder == lease.holder


def released(current: Lease | None, lease: Lease) -> Lease | None:
    """The record left behind by a clean release: the epoch is kept (it must keep rising)
    and the lease has expired; None when the lease is not ours any more."""
    if not same_lease(current, lease):
        return None
    return Lease(lease.session_id, lease.holder, lease.epoch, lease.claimed_at_ms, RELEASED)


class Waits:
    """When this process first asked the store for a write under each of its leases that the
    store held up (another process held its lock) until the lease had expired, or refused as
    busy: lease clock times (`now`), by lease. A later write under the lease is judged from then
    (`fenced`) until a renewal lands or the lease is given up, so the process keeps a session
    nobody took, and loses it once another holder's claim is visible."""

    def __init__(self, now: Callable[[], int]) -> None:
        self._now = now
        self._since: dict[tuple[str, int, str], int] = {}

    def asked(self, leases: Sequence[Lease]) -> dict[str, int | None]:
        """When a write under each of `leases` asks the store, by session id: the first write
        the store held up, else now (None when the clock fails, which the write's own reading
        of it refuses)."""
        try:
            now: int | None = self._now()
        except Exception:  # the transaction reads the clock again, and refuses then
            now = None
        since = self._since
        if not since:
            return {lease.session_id: now for lease in leases}
        return {lease.session_id: since.get(_key(lease), now) for lease in leases}

    def answered(self, leases: Sequence[Lease], asked: dict[str, int | None], now: int) -> None:
        """Note the writes that the store let in only after their lease had expired (`now`,
        read once its lock was taken)."""
        for lease in leases:
            at = asked[lease.session_id]
            if at is not None and at < lease.expires_at_ms <= now:
                self._since.setdefault(_key(lease), at)

    def refused(
        self, leases: Sequence[Lease], asked: dict[str, int | None], failure: StoreError
    ) -> None:
        """Note the writes that the store refused as busy (`failure`)."""
        if isinstance(failure, StoreBusyError):
            for lease in leases:
                at = asked[lease.session_id]
                if at is not None:
                    self._since.setdefault(_key(lease), at)

    @contextmanager
    def asking(self, leases: Sequence[Lease]) -> Iterator[dict[str, int | None]]:
        """`asked` for a write that is then let in (its lease settled after) or refused."""
        asked = self.asked(leases)
        try:
            yield asked
        except StoreError as failure:
            self.refused(leases, asked, failure)
            raise

    def settled(self, leases: Sequence[Lease]) -> None:
        """The leases were renewed, given up or found lost: no wait to remember."""
        for lease in leases:
            self._since.pop(_key(lease), None)


def _key(lease: Lease) -> tuple[str, int, str]:
    return lease.session_id, lease.epoch, lease.holder.instance


class LeaseStore(Protocol):
    """Each session's lease: read, renewed, released, and asked to be handed over."""

    def lease_of(self, session_id: str) -> Lease | None:
        """The session's current (or last) lease; None when it was never claimed."""
        ...

    def renew(self, lease: Lease, ttl_ms: int) -> Lease:
        """Extend a lease still held; `LeaseLostError` when it is not."""
        ...

    def renew_many(self, leases: Sequence[Lease], ttl_ms: int) -> list[Lease | StoreError]:
        """Renew several leases (one per session) in one transaction (one sync to disk), each
        on its own, as `renew` would: each outcome is the renewed lease, or a `LeaseLostError`
        (one taken over, expired or released) or a `StoreError` (a session that does not
        exist) of its own while the others are renewed. When the transaction itself fails (a
        full disk, a lost connection, a failed clock) it raises `StoreError` and renews none."""
        ...

    def release(self, lease: Lease) -> None:
        """Give the lease up, so the next holder need not wait; nothing when it is not ours."""
        ...

    def release_many(self, leases: Sequence[Lease]) -> list[StoreError | None]:
        """Give several leases (one per session) up in one transaction, as `release` would
        each: None for each given up, or no longer ours (nothing to give up), a `StoreError`
        of its own for a session that does not exist. When the transaction itself fails it
        raises `StoreError` and releases none."""
        ...

    def request_handover(self, lease: Lease) -> bool:
        """Ask the holder of `lease` to give the session up at its next idle point; False
        when `lease` is no longer the session's live lease."""
        ...

    def handovers(self, leases: Sequence[Lease]) -> list[str]:
        """The ids of the sessions among `leases` whose handover was requested since they
        were claimed."""
        ...


def check_leases(leases: Sequence[Lease]) -> list[Lease]:
    """The leases a `renew_many` or `release_many` names, one per session."""
    held = list(leases)
    if len({lease.session_id for lease in held}) != len(held):
        raise ValueError("a renewal or release names each session's lease once")
    return held
