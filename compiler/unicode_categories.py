"""General_Category lookups in the Unicode data pinned in unicode_data.py.

The generator never asks the `unicodedata` of the Python that runs it (nor `repr()` or
`str.isprintable()`, which use the same data): Pythons ship different Unicode versions, and
the generated files must be byte-identical on all of them.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import cache

from dsh_schedule.compiler.unicode_data import RUNS, UNICODE_VERSION

__all__ = ["UNICODE_VERSION", "category", "category_ranges", "is_printable"]

MAX_CODE_POINT = 0x10FFFF
# Other and Separator: the categories Python does not print as themselves (the space aside).
NOT_PRINTABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"})


@cache
def _runs() -> tuple[list[int], list[str]]:
    """Where each run starts, and its category."""
    starts: list[int] = []
    names: list[str] = []
    for line in RUNS:
        for run in line.split():
            start, _, name = run.partition(":")
            starts.append(int(start, 16))
            names.append(name)
    return starts, names


def category(char: str) -> str:
    """The two-letter General_Category of one character."""
    starts, names = _runs()
    return names[bisect_right(starts, ord(char)) - 1]


@cache
def category_ranges(code: str) -> tuple[tuple[int, int], ...]:
    """The code points of one two-letter category, as sorted inclusive ranges."""
    starts, names = _runs()
    ends = [*starts[1:], MAX_CODE_POINT + 1]
    return tuple(
        (start, end - 1)
        for start, end, name in zip(starts, ends, names, strict=True)
        if name == code
    )


def is_printable(char: str) -> bool:
    """What `str.isprintable()` answers on a Python with the pinned Unicode version."""
    if char.isascii():
        return " " <= char <= "~"
    return category(char) not in NOT_PRINTABLE
