"""The PostgreSQL store's clock and durability, on the run's throwaway cluster: lease expiry is
judged by the server's clock however far ours is off, and commits are synchronous even where
the server defaults to asynchronous."""

from __future__ import annotations

import time

import pytest

from dsh_schedule.host.errors import LeaseHeldError
from tests.postgres_cluster import Cluster
from tests.support.postgres import opened, populated, raw_connection
from tests.support.stores import HOLDER, OTHER, TTL


def test_lease_expiry_is_judged_by_the_servers_clock(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    populated(postgres_url)
    with raw_connection(postgres_url) as db, opened(postgres_url) as store:

        def server_now() -> int:
            (now,) = db.execute(
                "SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint"
            ).fetchone() or (0,)
            assert isinstance(now, int)
            return now

        # The process's own clock is far in the future: a store that judged by it would
        # find every lease expired.
        monkeypatch.setattr(time, "time_ns", lambda: 2**62)
        before = server_now()
        (held,) = store.claim(OTHER, TTL, session_id="s0")
        after = server_now()
        assert before <= held.lease.claimed_at_ms <= after
        assert held.lease.expires_at_ms == held.lease.claimed_at_ms + TTL
        with pytest.raises(LeaseHeldError):
            store.claim(HOLDER, TTL, session_id="s0")
        db.execute("UPDATE dsh_leases SET expires_at = %s", (server_now(),))
        (taken,) = store.claim(HOLDER, TTL, session_id="s0")
        assert taken.lease.epoch == held.lease.epoch + 1


def test_the_stores_clock_tells_the_servers_time_however_far_ours_is_off(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A host judges its lease on the store's clock before a reminder leaves it: with this
    # process's clock an hour ahead, the lease it just claimed must still look live.
    populated(postgres_url)
    ahead = time.time_ns() + 3_600_000 * 1_000_000
    monkeypatch.setattr(time, "time_ns", lambda: ahead)
    with opened(postgres_url) as store:
        opened_at = store.clock.now_ms()
        (claim,) = store.claim(HOLDER, TTL, session_id="s0")
        assert claim.lease.live_at(store.clock.now_ms())
        assert 0 <= claim.lease.claimed_at_ms - opened_at < 60_000
        assert store.clock.now_ms() - claim.lease.claimed_at_ms < 60_000


def test_commits_are_synchronous_even_where_the_server_defaults_to_asynchronous(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    url = postgres_cluster.url(postgres_database)
    with raw_connection(url) as db:
        db.execute(f"ALTER DATABASE {postgres_database} SET synchronous_commit = off")
    with raw_connection(url) as db:
        assert db.execute("SHOW synchronous_commit").fetchone() == ("off",)
    with opened(url) as store:
        assert store._database().execute("SHOW synchronous_commit").fetchone() == ("on",)
