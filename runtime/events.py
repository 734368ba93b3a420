"""Session events as the durable domain reads them (SPEC §5.1)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Protocol

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


@dataclass(frozen=True, slots=True)
class Event:
    """A plain immutable SessionEvent."""

    type: str
    seq: int
    time: int
    data: object
