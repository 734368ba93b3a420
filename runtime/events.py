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


_new = object.__new__
_set_type, _set_seq, _set_time, _set_data = (
    Event.__dict__[name].__set__ for name in ("type", "seq", "time", "data")
)


def new_event(type: str, seq: int, time: int, data: object) -> Event:
    """`Event(type, seq, time, data)`, the same frozen instance, for the append path: its
    slots are written through their descriptors, not by four `object.__setattr__` calls."""
    event: Event = _new(Event)
    _set_type(event, type)
    _set_seq(event, seq)
    _set_time(event, time)
    _set_data(event, data)
    return event
