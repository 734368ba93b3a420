"""The PostgreSQL store used by many processes at once, on the run's throwaway cluster: first use
creates the tables once, exactly one of many claims holds a session, one agent gets one session,
and racing holders commit only under the current lease."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.postgres_schema import SCHEMA_VERSION
from tests.postgres_cluster import Cluster
from tests.support.paths import ROOT
from tests.support.postgres import opened, raw_connection

CHILD = """
import json, os, random, sys, time
from dsh_schedule.host.stores.leases import Holder, LeaseHeldError, LeaseLostError
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.host.stores import StoredSession, StoreError, WakeUp
from dsh_schedule.runtime.events import Event

mode, url, number = sys.argv[1], sys.argv[2], int(sys.argv[3])
me = Holder.this_process()
store = None if mode == "open" else PostgresStore(url)
print("ready", flush=True)
sys.stdin.readline()  # every child starts at once


def say(*value):
    print(json.dumps(value), flush=True)


if mode == "open":
    store = PostgresStore(url)
    store.create_session(StoredSession(f"s{number}", "main", 0, ()))
    say("created")
elif mode == "claim":
    try:
        (claim,) = store.claim(me, 60_000, session_id="s")
        say("claimed", claim.lease.epoch, str(me))
    except LeaseHeldError as error:
        say("held", str(error.lease.holder))
elif mode == "create":
    try:
        say("created", store.create("main", 0, (), me, 60_000).stored.id)
    except StoreError as error:
        say("refused", str(error))
elif mode == "churn":
    ttl, rounds = int(sys.argv[4]), int(sys.argv[5])
    rng = random.Random(number)
    deadline = time.monotonic() + 30
    turn = 0
    while turn < rounds and time.monotonic() < deadline:
        try:
            (claim,) = store.claim(me, ttl, session_id="s")
        except LeaseHeldError:
            say("held")
            time.sleep(rng.uniform(0, ttl / 2000))
            continue
        turn += 1
        time.sleep(rng.uniform(0, 2 * ttl / 1000))  # past the TTL about half the time
        start, epoch = len(claim.stored.events), claim.lease.epoch
        batch = [Event("note", start + i, 0, [number, epoch, turn]) for i in range(2)]
        try:
            store.commit(claim.lease, batch)
            say("committed", number, epoch, turn, start)
        except LeaseLostError:
            say("lost", number, epoch)
        # Give the session up (if still held) and wait a little, so that on a loaded machine
        # one process cannot keep reclaiming it before the others are scheduled.
        store.release(claim.lease)
        time.sleep(rng.uniform(0, ttl / 1000))
store.close()
"""


def _race(url: str, mode: str, count: int, *args: str) -> list[list[Any]]:
    """Run `count` children in `mode`, released at once once all are ready; what each said."""
    children = [
        subprocess.Popen(
            [sys.executable, "-c", CHILD, mode, url, str(number), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        for number in range(count)
    ]
    try:
        for child in children:
            assert child.stdout is not None
            assert child.stdout.readline() == "ready\n"
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        said = []
        for child in children:
            out, err = child.communicate(timeout=120)
            assert child.returncode == 0, err
            said += [json.loads(line) for line in out.splitlines()]
        return said
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()


def test_first_use_by_many_processes_at_once_creates_the_tables_once(
    postgres_cluster: Cluster, postgres_database: str
) -> None:
    url = postgres_cluster.url(postgres_database)
    assert _race(url, "open", 6) == [["created"]] * 6
    with opened(url) as store:
        assert sorted(s.id for s in store.load_sessions()) == [f"s{n}" for n in range(6)]
    with raw_connection(url) as db:
        assert db.execute("SELECT * FROM dsh_meta").fetchall() == [(SCHEMA_VERSION,)]


def test_of_many_processes_claiming_one_session_exactly_one_holds_it(postgres_url: str) -> None:
    with opened(postgres_url) as store:
        store.create_session(StoredSession("s", "main", 0, ()))
    said = _race(postgres_url, "claim", 6)
    winners = [holder for kind, *rest in said if kind == "claimed" for _, holder in [rest]]
    assert len(winners) == 1 and len(said) == 6
    assert said.count(["held", winners[0]]) == 5
    assert ["claimed", 1, winners[0]] in said
    with opened(postgres_url) as store:
        lease = store.lease_of("s")
        assert lease is not None and str(lease.holder) == winners[0]


def test_many_processes_creating_one_agents_session_create_one(postgres_url: str) -> None:
    said = _race(postgres_url, "create", 6)
    assert said.count(["created", "session-1"]) == 1
    assert said.count(["refused", "agent main already has session session-1"]) == 5
    with opened(postgres_url) as store:
        assert [s.id for s in store.load_sessions()] == ["session-1"]


def test_racing_holders_commit_only_under_the_current_lease(postgres_url: str) -> None:
    """Four processes claim one session over and over with a short TTL and often pause past
    it before committing, so leases expire and are taken over while the old holder still
    tries. Every commit that returned is in the log, exactly; nothing else is; and epochs
    never go back along the log."""
    with opened(postgres_url) as store:
        store.create_session(StoredSession("s", "main", 0, ()))
    said = _race(postgres_url, "churn", 4, "40", "12")
    committed = {tuple(rest) for kind, *rest in said if kind == "committed"}
    with opened(postgres_url) as store:
        (session,) = store.load_sessions()
    data = [event.data for event in session.events]
    assert isinstance(data, list) and len(data) % 2 == 0
    in_log = set()
    for start in range(0, len(data), 2):
        first, second = data[start], data[start + 1]
        assert first == second and isinstance(first, list)
        number, epoch, turn = first
        in_log.add((number, epoch, turn, start))
    assert in_log == committed
    epochs = [entry[1] for entry in sorted(in_log, key=lambda entry: entry[3])]
    assert epochs == sorted(epochs)
    # The race was real: leases were lost, and more than one process wrote.
    assert any(kind == "lost" for kind, *_ in said)
    assert len({number for number, *_ in in_log}) > 1
