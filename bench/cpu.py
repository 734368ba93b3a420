"""CPU time of other processes, read from `/proc` (Linux): what the worker processes and the
database server spend on a run, so that a throughput figure can be read as a CPU budget.

A process's time is its user and system time; a tree's adds its live children's and what its
children that already ended left with it (`cutime`, `cstime`): a PostgreSQL server's backends
are the postmaster's children.
"""

from __future__ import annotations

import os
from pathlib import Path

TICK_S = 1 / os.sysconf("SC_CLK_TCK")
"""The resolution of a process's CPU time as the kernel reports it (10 ms here)."""


def _fields(pid: int) -> list[str]:
    """The fields of `/proc/PID/stat` after the command name (which may hold spaces): the
    state first, then the parent's pid, ..., utime at 11, stime, cutime, cstime."""
    text = Path(f"/proc/{pid}/stat").read_text()
    return text[text.rindex(")") + 2 :].split()


def process_cpu_s(pid: int) -> float:
    """The user and system time of the live process `pid`, in seconds."""
    fields = _fields(pid)
    return (int(fields[11]) + int(fields[12])) * TICK_S


def tree_cpu_s(root: int) -> float:
    """The CPU time of `root`, of its live children and of its children that ended."""
    fields = _fields(root)
    total = sum(int(value) for value in fields[11:15]) * TICK_S
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == root:
            continue
        try:
            child = _fields(int(entry.name))
        except (OSError, ValueError):  # it ended meanwhile
            continue
        if int(child[1]) == root:
            total += (int(child[11]) + int(child[12])) * TICK_S
    return total
