"""Data no JSON decoder makes, for the decoders' "unreadable data" rule: keys and strings whose
comparison raises, and nesting deeper than the recursion limit."""

from __future__ import annotations

from typing import Any


class HostileKey:
    """A key that collides with `name` and explodes when compared."""

    def __init__(self, name: str = "version") -> None:
        self._name = name

    def __hash__(self) -> int:
        return hash(self._name)

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("boom")


class HostileText(str):
    """A string equal in hash to its text whose comparison explodes."""

    __hash__ = str.__hash__

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("boom")


def deep(depth: int) -> list[Any]:
    """A list nested `depth` levels deep."""
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value
