"""The shell's input: lines of raw bytes read by a daemon thread, one line per request.

Why not `run_in_executor(None, stdin.readline)`: at Ctrl-C, `asyncio.run` waits for its
executor's threads, and one of them would sit in `readline` until Enter. A daemon thread that
nobody waits for lets the shell exit at once. It reads the file descriptor itself (no
buffered `sys.stdin`, whose lock a thread blocked in a read would still hold at exit) and
hands back bytes, so that the shell decides how to decode them, whatever the locale says.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import threading
from collections.abc import Callable

CHUNK = 65_536

Deliver = Callable[[bytes | None], None]


class LineReader:
    """`await readline()` gives the next line (with its newline, if it had one), None at EOF."""

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._buffer = bytearray()
        self._searched = 0  # the buffer holds no newline before this offset
        self._eof = False
        self._requests: queue.SimpleQueue[Deliver | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    async def readline(self) -> bytes | None:
        if self._thread is None:  # started by the first read, so an unused reader costs nothing
            self._thread = threading.Thread(target=self._serve, name="dsh-input", daemon=True)
            self._thread.start()
        loop = asyncio.get_running_loop()
        line: asyncio.Future[bytes | None] = loop.create_future()

        def settle(value: bytes | None) -> None:
            if not line.done():  # a cancelled wait (Ctrl-C) has no one to tell
                line.set_result(value)

        def deliver(value: bytes | None) -> None:
            with contextlib.suppress(RuntimeError):  # a closed loop: the shell is gone
                loop.call_soon_threadsafe(settle, value)

        self._requests.put(deliver)
        return await line

    def close(self) -> None:
        """Let the thread end once it is not inside a read (one in a read ends with it)."""
        self._requests.put(None)

    def _serve(self) -> None:
        while (deliver := self._requests.get()) is not None:
            deliver(self._next_line())

    def _next_line(self) -> bytes | None:
        while (end := self._buffer.find(b"\n", self._searched)) < 0 and not self._eof:
            self._searched = len(self._buffer)
            try:
                chunk = os.read(self._fd, CHUNK)
            except OSError:  # EIO: the terminal has gone away; that is the end of input
                chunk = b""
            self._eof = not chunk
            self._buffer += chunk
        if end < 0 and not self._buffer:
            return None
        cut = len(self._buffer) if end < 0 else end + 1
        line = bytes(self._buffer[:cut])
        del self._buffer[:cut]
        self._searched = 0
        return line
