"""Scratch schemas of a PostgreSQL database: one empty store after another, each dropped after use.

A store lives in the first schema of its connection's `search_path` (see `stores/postgres.py`), so
a new, uniquely named schema and a URL whose libpq `options` point the `search_path` at it give
a store no other user of the database can see. `conformance --store postgresql://…` runs each
scenario case on one. The URL's own `options`, if any, are kept; the scratch `search_path`
comes after them, so it is the one in force.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Final
from urllib.parse import quote, unquote

from dsh_schedule.host.errors import StoreError
from dsh_schedule.host.stores.postgres import INSTALL_HINT, redacted, scrubbed

if TYPE_CHECKING:
    import psycopg

PREFIX: Final = "dsh_scratch_"


class ScratchSchemas:
    """New schemas in the database at `url`, made and dropped through one connection of its
    own. Opening it checks at once that the database is reachable and lets this user create a
    schema, so a run fails before its first case, in one `StoreError` line, when it cannot."""

    def __init__(self, url: str) -> None:
        self._url = url
        self._label = redacted(url)
        self._run = secrets.token_hex(4)
        self._count = 0
        self._admin = self._connect()
        try:
            with self._admin.transaction(force_rollback=True):
                self._execute("CREATE SCHEMA {}", f"{PREFIX}{self._run}_probe", "create")
        except BaseException:
            self._admin.close()
            raise

    @contextmanager
    def schema(self) -> Iterator[str]:
        """The URL of a new, empty schema, dropped with all it holds when the block ends (close
        the stores on it first)."""
        self._count += 1
        name = f"{PREFIX}{self._run}_{self._count}"
        self._execute("CREATE SCHEMA {}", name, "create")
        try:
            yield with_search_path(self._url, name)
        finally:
            self._execute("DROP SCHEMA {} CASCADE", name, "drop")

    def close(self) -> None:
        self._admin.close()

    def _connect(self) -> psycopg.Connection[tuple[object, ...]]:
        try:
            import psycopg
            from psycopg.conninfo import conninfo_to_dict
        except ImportError:
            raise StoreError(
                f"session store {self._label}: PostgreSQL needs the postgres extra: {INSTALL_HINT}"
            ) from None
        try:
            conninfo_to_dict(self._url)
        except psycopg.Error as error:
            raise StoreError(
                f"session store {self._label}: not a valid PostgreSQL URL ({self._detail(error)})"
            ) from None
        try:
            return psycopg.connect(self._url, autocommit=True)
        except psycopg.Error as error:
            raise StoreError(
                f"session store {self._label}: cannot connect ({self._detail(error)})"
            ) from None

    def _execute(self, statement: str, name: str, verb: str) -> None:
        import psycopg
        from psycopg import sql

        try:
            self._admin.execute(sql.SQL(statement).format(sql.Identifier(name)))
        except psycopg.Error as error:
            raise StoreError(
                f"session store {self._label}: cannot {verb} scratch schema {name} "
                f"({self._detail(error)})"
            ) from None

    def _detail(self, error: Exception) -> str:
        return scrubbed(error, self._url)


def with_search_path(url: str, schema: str) -> str:
    """`url` with `-c search_path=SCHEMA` added at the end of its libpq `options` parameter."""
    base, mark, query = url.partition("?")
    params = query.split("&") if mark and query else []
    setting = f"-c search_path={schema}"
    for i, param in enumerate(params):
        key, _, value = param.partition("=")
        if key == "options":
            params[i] = f"options={quote(f'{unquote(value)} {setting}', safe='')}"
            break
    else:
        params.append(f"options={quote(setting, safe='')}")
    return f"{base}?{'&'.join(params)}"
