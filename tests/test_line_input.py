"""The shell's line reader: lines as bytes, however the input is cut into reads."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from dsh_schedule.cli.line_input import CHUNK, LineReader


async def _read_all(fd: int) -> list[bytes | None]:
    reader = LineReader(fd)
    got: list[bytes | None] = []
    while not got or got[-1] is not None:
        got.append(await reader.readline())
    got.append(await reader.readline())  # the end stays the end
    reader.close()
    return got


def _from_pipe(*writes: bytes) -> list[bytes | None]:
    """What a reader gives for a pipe that received `writes` (a few bytes) and was closed."""
    read_end, write_end = os.pipe()
    for data in writes:
        os.write(write_end, data)
    os.close(write_end)
    try:
        return asyncio.run(_read_all(read_end))
    finally:
        os.close(read_end)


def _from_file(path: Path, content: bytes) -> list[bytes | None]:
    path.write_bytes(content)
    fd = os.open(path, os.O_RDONLY)
    try:
        return asyncio.run(_read_all(fd))
    finally:
        os.close(fd)


def test_lines_keep_their_bytes_and_the_last_may_lack_a_newline() -> None:
    assert _from_pipe(b"one\ntw", b"o\n\ncaf\xe9\nlast") == [
        b"one\n",
        b"two\n",
        b"\n",
        b"caf\xe9\n",
        b"last",
        None,
        None,
    ]


def test_a_line_longer_than_a_read_is_one_line(tmp_path: Path) -> None:
    long = b"x" * (CHUNK * 2 + 1)
    got = _from_file(tmp_path / "input", long + b"\nend\n" + long)
    assert got == [long + b"\n", b"end\n", long, None, None]


def test_an_empty_input_is_at_its_end_at_once() -> None:
    assert _from_pipe() == [None, None]
