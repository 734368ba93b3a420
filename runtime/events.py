"""Session events as the durable domain reads them (SPEC §5.1)."""

from __future__ import annotations

from typing import Final, NamedTuple, Protocol

SCHEDULE_CHANGE: Final = "schedule/change"
"""The one event type Schedule owns; every other type is ignored."""


class SessionEvent(Protocol):
    """One entry of a session log: `seq` counts from 0, `time` is epoch milliseconds."""

    @property
    def type(self) -> str: ...

    @property
    def seq(self) -> int: ...

    @property
    def time(self) -> int: ...

    @property
    def data(self) -> object: ...


class Event(NamedTuple):
    """A plain immutable SessionEvent. A named tuple rather than a frozen dataclass: a
    delivery builds two to five of them, and a frozen dataclass sets each field through
    `object.__setattr__` (twice the instructions: 7.9 k against 3.9 k an event, cachegrind)."""

    type: str
    seq: int
    time: int
    data: object
