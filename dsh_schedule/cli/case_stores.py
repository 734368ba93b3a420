"""One fresh store per scenario case, of the kind `conformance --store` names.

`memory` gives a new memory store, `sqlite` a new file in a temporary folder (removed with the
folder when the run ends), and a `postgresql://…` URL a new schema of that database
(`host/postgres_scratch.py`), dropped after its case; so cases never see each other's
sessions. A case's store is closed when the next case asks for one, or when the run ends.
"""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Final

from dsh_schedule.host.stores import MemoryStore, SessionStore
from dsh_schedule.host.stores.sqlite import SqliteStore

POSTGRESQL: Final = ("postgresql://", "postgres://")
KINDS: Final = "memory, sqlite, or a postgresql://... URL"


def is_store_kind(text: str) -> bool:
    return text in ("memory", "sqlite") or text.startswith(POSTGRESQL)


@contextmanager
def case_stores(kind: str) -> Iterator[Callable[[], SessionStore]]:
    """A factory of fresh stores of `kind` (see `is_store_kind`) while the block runs. On
    PostgreSQL a `StoreError` at the start says why the database cannot hold them."""
    with ExitStack() as run:
        open_case = _opener(kind, run)
        case = ExitStack()

        def fresh_store() -> SessionStore:
            nonlocal case
            case.close()  # the previous case's store, then its schema
            case = ExitStack()
            store = open_case(case)
            case.callback(store.close)
            return store

        try:
            yield fresh_store
        finally:
            case.close()


def _opener(kind: str, run: ExitStack) -> Callable[[ExitStack], SessionStore]:
    """How to open one case's store, registering on the case's stack what removes it."""
    if kind.startswith(POSTGRESQL):
        from dsh_schedule.host.postgres_scratch import ScratchSchemas
        from dsh_schedule.host.stores.postgres import PostgresStore

        schemas = ScratchSchemas(kind)
        run.callback(schemas.close)
        return lambda case: PostgresStore(case.enter_context(schemas.schema()))
    if kind == "sqlite":
        folder = Path(run.enter_context(tempfile.TemporaryDirectory(prefix="dsh-schedule-cases-")))
        numbers = itertools.count(1)
        return lambda case: SqliteStore(folder / f"case-{next(numbers)}.sqlite")
    return lambda case: MemoryStore()
