"""`dsh-schedule status`: what a store holds, per agent and in total, read without a lease
and without writing (a read-only SQLite file or PostgreSQL role is enough).
"""

from __future__ import annotations

import argparse
import sys

from dsh_schedule.cli import exit_codes
from dsh_schedule.cli.exit_codes import CommandError
from dsh_schedule.cli.local_times import user_zone


def run(arguments: argparse.Namespace) -> int:
    from dsh_schedule.host.errors import StoreError
    from dsh_schedule.host.status import read_status, write_json, write_text
    from dsh_schedule.host.store_url import open_store
    from dsh_schedule.host.stores.postgres import redacted

    url: str = arguments.store
    name = redacted(url)
    if url == "memory:":
        raise CommandError(
            "session store memory: holds nothing in a new process; "
            "name a SQLite file or a PostgreSQL database",
            exit_codes.UNUSABLE_INPUT,
        )
    zone = user_zone(None).info
    try:
        store = open_store(url, read_only=True)  # no lease, no write, not even WAL setup
        try:
            status = read_status(store, name, arguments.agent)
        finally:
            store.close()
    except StoreError as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None
    except KeyError:
        raise CommandError(
            f"{name}: no agent {arguments.agent!r}", exit_codes.UNUSABLE_INPUT
        ) from None
    (write_json if arguments.json else write_text)(status, zone, sys.stdout)
    return exit_codes.SUCCESS
