"""The shell on a real pseudo-terminal: a child process whose stdin, stdout and stderr are the
pty, and the test on the other side, typing keys and waiting for what appears."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

ON_A_TERMINAL = (
    "import fcntl, os, sys, termios\n"
    "fcntl.ioctl(0, termios.TIOCSCTTY, 0)\n"
    "os.execv(sys.executable, [sys.executable, '-m', 'dsh_schedule', *sys.argv[1:]])\n"
)
"""Make the pseudo-terminal on stdin the controlling terminal, so that ^C on it is SIGINT to
the process, then become `dsh-schedule` (same process, so its exit status is the shell's)."""

PATIENCE = 60.0
"""Seconds to wait for anything to appear: generous, for a loaded machine."""


def read_terminal(terminal: int, seconds: float, until: bytes | None = None) -> bytes:
    """What the terminal shows, up to `until` (or, without it, until the other side closes)."""
    seen = b""
    deadline = time.monotonic() + seconds
    while until is None or until not in seen:
        left = deadline - time.monotonic()
        assert left > 0, seen
        if select.select([terminal], [], [], left)[0]:
            try:
                chunk = os.read(terminal, 4_096)
            except OSError:  # EIO: every process on the other side has closed it
                break
            if not chunk:
                break
            seen += chunk
    return seen


class Terminal:
    """The test's side of the pty: `type` keys, `expect` output, `shell` the process."""

    def __init__(self, terminal: int, shell: subprocess.Popen[bytes], seen: bytes = b"") -> None:
        self.fd = terminal
        self.shell = shell
        self.seen = seen

    def type(self, keys: bytes) -> None:
        os.write(self.fd, keys)

    def expect(self, text: bytes) -> bytes:
        """Everything shown since the last `expect`, up to and including `text`."""
        deadline = time.monotonic() + PATIENCE
        while text not in self.seen:
            left = deadline - time.monotonic()
            assert left > 0, f"{text!r} not shown; shown: {self.seen!r}"
            if select.select([self.fd], [], [], left)[0]:
                chunk = os.read(self.fd, 4_096)
                assert chunk, f"{text!r} not shown before the end; shown: {self.seen!r}"
                self.seen += chunk
        cut = self.seen.index(text) + len(text)
        shown, self.seen = self.seen[:cut], self.seen[cut:]
        return shown

    def rest(self) -> bytes:
        """Everything still to be shown, once the shell has closed the terminal."""
        shown, self.seen = self.seen + read_terminal(self.fd, PATIENCE), b""
        return shown


def type_ahead(terminal: int, child_side: int, keys: bytes) -> bytes:
    """Type `keys` on a terminal that no program reads yet, so in the line mode a terminal
    starts in, and wait until its line discipline has taken them all: a line end (Enter or
    Ctrl-D) ready to be read when they end with one, else the echo of the last line's keys
    (what it echoed so far is returned)."""
    os.write(terminal, keys)
    if keys.endswith((b"\r", b"\x04")):
        assert select.select([child_side], [], [], PATIENCE)[0], keys
        return b""
    return read_terminal(terminal, PATIENCE, until=keys.rsplit(b"\r", 1)[-1])


@contextmanager
def shell_on_terminal(
    database: Path, env: Mapping[str, str] | None = None, *args: str, typed_ahead: bytes = b""
) -> Iterator[Terminal]:
    """`dsh-schedule shell --db DATABASE ARGS` on a fresh pty, on which `typed_ahead` was
    typed before the shell started; killed at the end if still running."""
    terminal, child_side = pty.openpty()
    seen = type_ahead(terminal, child_side, typed_ahead) if typed_ahead else b""
    shell = subprocess.Popen(
        [sys.executable, "-c", ON_A_TERMINAL, "shell", "--db", str(database), *args],
        stdin=child_side,
        stdout=child_side,
        stderr=child_side,
        start_new_session=True,
        env={**os.environ, **(env or {})},
    )
    os.close(child_side)
    try:
        yield Terminal(terminal, shell, seen)
    finally:
        if shell.poll() is None:
            shell.kill()
            shell.wait()
        os.close(terminal)
