"""Store URLs (SPEC §14): which store a URL names, opened.

`sqlite:PATH` or a bare path is a SQLite file, `postgresql://…` (or `postgres://…`) a
PostgreSQL database, `memory:` a store that lives as long as the process. Anything else that
starts like a URL (`word:`) is refused rather than taken for a file name, so a mistyped URL
never creates a file; `sqlite:` or `./` names a file whose name has such a colon.
"""

from __future__ import annotations

import re
from typing import Final

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores import MemoryStore, SessionStore
from dsh_schedule.host.stores.postgres import PostgresStore, redacted
from dsh_schedule.host.stores.sqlite import SqliteStore

_SCHEME: Final = re.compile(r"[A-Za-z][A-Za-z0-9+.-]+:")
KINDS: Final = "sqlite:PATH, a path, postgresql://..., or memory:"


def open_store(url: str, *, read_only: bool = False, pooled: bool = False) -> SessionStore:
    """The store `url` names, opened (and created where it may be); `StoreError` in one line
    when it names none or cannot be opened. `pooled` is for long-running processes: a
    PostgreSQL store then keeps its connection in a pool that checks and replaces it."""
    if url.startswith(("postgresql://", "postgres://")):
        return PostgresStore(url, read_only=read_only, pooled=pooled)
    if url == "memory:":
        return MemoryStore()
    if url.startswith("sqlite:"):
        path = url.removeprefix("sqlite:")
        if not path:
            raise StoreError(f"session store {url}: a SQLite store is sqlite:PATH")
        return SqliteStore(path, read_only=read_only)
    if not url or _SCHEME.match(url):
        raise StoreError(f"session store {redacted(url)!r}: not a store URL (use {KINDS})")
    return SqliteStore(url, read_only=read_only)
