"""The PostgreSQL store on damage, on the run's throwaway cluster: rows no commit could have
written, and text PostgreSQL cannot hold, are refused and write nothing.

Every refusal is one `StoreError` line naming the URL without its password, and leaves the
database as it was; the shared contract runs on every store in test_host_store_*.py.
"""

from __future__ import annotations

import pytest

from dsh_schedule.host.stores import StoredSession
from dsh_schedule.host.stores.postgres import PostgresStore
from dsh_schedule.runtime.events import Event
from tests.support.postgres import opened, populated, raw_connection, refusal
from tests.support.stores import HOLDER, TTL


@pytest.mark.parametrize(
    ("tamper", "problem"),
    [
        ("DELETE FROM dsh_events WHERE seq = 1", "session s0: event seq 2 where 1 was due"),
        ("UPDATE dsh_events SET seq = seq + 10", "session s0: event seq 10 where 0 was due"),
        ("UPDATE dsh_events SET data = '{' WHERE seq = 2", "session s0: event 2: Expecting"),
        ("UPDATE dsh_events SET data = 'NaN' WHERE seq = 0", "event 0: NaN is not JSON"),
        ("UPDATE dsh_sessions SET seed_length = 4", "session s0: seed_length 4 outside its 3"),
    ],
)
def test_rows_no_commit_could_have_written_are_refused(
    postgres_url: str, tamper: str, problem: str
) -> None:
    populated(postgres_url)
    with raw_connection(postgres_url) as db:
        db.execute(tamper)
    for action in (PostgresStore.load_sessions, _claim_main):
        message = refusal(postgres_url, action)
        assert message.startswith(f"session store {postgres_url}: damaged: ")
        assert problem in message


def _claim_main(store: PostgresStore) -> object:
    return store.claim(HOLDER, TTL, agent_name="main")


def test_text_postgresql_cannot_hold_is_refused_and_writes_nothing(postgres_url: str) -> None:
    populated(postgres_url)
    with opened(postgres_url) as store:
        (claim,) = store.claim(HOLDER, TTL, session_id="s0")
    for action in (
        lambda store: store.create_session(StoredSession("s\0", "main", 0, ())),
        lambda store: store.create("ma\0in", 0, (), HOLDER, TTL),
        lambda store: store.commit(claim.lease, [Event("no\0te", 3, 0, None)]),
    ):
        message = refusal(postgres_url, action)
        assert (
            "a value PostgreSQL cannot hold (PostgreSQL text fields cannot contain NUL" in message
        )
