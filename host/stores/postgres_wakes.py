"""Hearing, in the event loop, that another process moved a session's wake-up time earlier.

A commit that moves a wake-up time earlier notifies `WAKE_CHANNEL` (`postgres.py`); a worker
listens on a connection of its own, read by the event loop whenever the server sends
something, so a new near reminder wakes it at once rather than at its next poll. The channel
is the database's: the payload names the schema, so a store hears only its own sessions.
Notifications are a hint, never a guarantee: while the connection is down (it is opened again
after `RECONNECT_S`), or for what was committed before it listened, the poll finds the work.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    import psycopg

RECONNECT_S: Final = 5.0
"""How long a listener whose connection failed waits before it connects again."""
CONNECT_LIMIT_S: Final = 2
"""How long connecting may hold the event loop when the URL sets no limit of its own:
a server that does not answer delays the worker's loop by this much per attempt, not by
the system's TCP timeout."""


class WakeListener:
    """LISTEN on `channel` at `url`, calling `heard(wake_at)` for each notification of the
    store's schema, from the running event loop; `close()` stops. `lost` hears each error
    that stopped it (it listens again after `RECONNECT_S`)."""

    def __init__(
        self,
        url: str,
        channel: str,
        heard: Callable[[int], None],
        lost: Callable[[Exception], None],
    ) -> None:
        self._url = url
        self._channel = channel
        self._heard = heard
        self._lost = lost
        self._loop = asyncio.get_running_loop()
        self._db: psycopg.Connection[tuple[object, ...]] | None = None
        self._fd: int | None = None
        self._schema = ""
        self._retry: asyncio.TimerHandle | None = None
        self._closed = False
        self._listen()

    def close(self) -> None:
        self._closed = True
        if self._retry is not None:
            self._retry.cancel()
            self._retry = None
        self._drop()

    def _listen(self) -> None:
        import psycopg
        from psycopg import sql
        from psycopg.conninfo import conninfo_to_dict, make_conninfo

        self._retry = None
        if self._closed:
            return
        try:
            url = self._url
            if "connect_timeout" not in conninfo_to_dict(url):
                url = make_conninfo(url, connect_timeout=CONNECT_LIMIT_S)
            db = psycopg.connect(url, autocommit=True)
        except psycopg.Error as error:
            self._failed(error)
            return
        self._db = db
        try:
            row = db.execute("SELECT current_schema()").fetchone()
            self._schema = str(row[0]) if row is not None else ""
            db.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self._channel)))
        except psycopg.Error as error:
            self._failed(error)
            return
        self._fd = db.fileno()
        self._loop.add_reader(self._fd, self._readable)
        self._readable()  # anything that came with the LISTEN's answer

    def _readable(self) -> None:
        """Read what the server sent, and hand on each notification of this store."""
        import psycopg

        db = self._db
        if db is None:
            return
        try:
            db.pgconn.consume_input()
            while (notice := db.pgconn.notifies()) is not None:
                at, _, schema = notice.extra.decode("utf-8", "replace").partition(" ")
                if schema == self._schema and at.lstrip("-").isdigit():
                    self._heard(int(at))
        except psycopg.Error as error:
            self._failed(error)

    def _failed(self, error: Exception) -> None:
        """Stop listening for now, say why, and try again after `RECONNECT_S`."""
        self._drop()
        if self._closed:
            return
        self._lost(error)
        self._retry = self._loop.call_later(RECONNECT_S, self._listen)

    def _drop(self) -> None:
        db, self._db = self._db, None
        fd, self._fd = self._fd, None
        if fd is not None:
            self._loop.remove_reader(fd)
        if db is not None:
            db.close()
