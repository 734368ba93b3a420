"""The durable side of sessions: what survives a restart, behind one interface.

A store holds only durable state: each session's record (id, the name of the root agent that
owns it, `seed_length`) and the events committed for it. Live appends never reach the store
until a flush commits them, all or nothing, so a restart keeps exactly the flushed prefix.
`MemoryStore` keeps that state in memory (it survives a host restart while the same object is
reused); the SQLite store implements the same `SessionStore` protocol on disk.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from dsh_schedule.runtime.events import Event, SessionEvent

_SURROGATE: Final = re.compile("[\ud800-\udfff]")
_TIMES: Final = range(-(2**63), 2**63)
"""The times an event may carry: what a 64-bit database integer holds."""


class StoreError(Exception):
    """The store refused an operation; nothing was written."""


@dataclass(frozen=True)
class StoredSession:
    """One session as the store knows it: its record and its durable events, seq order."""

    id: str
    agent_name: str
    seed_length: int
    events: tuple[Event, ...]


class SessionStore(Protocol):
    def create_session(self, session: StoredSession) -> None:
        """Durably record a new session with its initial events (a fork's seed); raises
        `StoreError` when the id is taken or the record is inconsistent."""
        ...

    def load_sessions(self) -> list[StoredSession]:
        """Every session with its durable events, in creation order."""
        ...

    def commit(self, session_id: str, events: Sequence[SessionEvent]) -> None:
        """Durably append a batch that continues the session's durable log, all or nothing;
        raises `StoreError` (writing nothing) when it does not."""
        ...

    def close(self) -> None: ...


def check_new_session(session: StoredSession) -> None:
    """The record rules every store applies before creating a session."""
    if not 0 <= session.seed_length <= len(session.events):
        raise StoreError(
            f"session {session.id}: seed_length {session.seed_length} outside "
            f"[0, {len(session.events)}]"
        )
    check_batch(session.id, 0, session.events)


def check_batch(session_id: str, durable_length: int, events: Sequence[SessionEvent]) -> None:
    """A batch must continue the durable log: seqs contiguous from its current length, each
    event with a string type and an integer time a database column can hold."""
    for offset, event in enumerate(events):
        if event.seq != durable_length + offset:
            raise StoreError(
                f"session {session_id}: event seq {event.seq} does not continue the durable "
                f"log at {durable_length + offset}"
            )
        if not (isinstance(event.type, str) and type(event.time) is int and event.time in _TIMES):
            raise StoreError(
                f"session {session_id}: event {event.seq} needs a string type and a 64-bit "
                f"integer time, not {event.type!r} and {event.time!r}"
            )


@dataclass
class _MemoryRecord:
    agent_name: str
    seed_length: int
    events: list[tuple[str, int, int, str]]


class MemoryStore:
    """An in-memory `SessionStore`. Event data is kept as encoded JSON, as on disk, so what
    comes back is a fresh copy and data that a real store could not hold is refused."""

    def __init__(self) -> None:
        self._sessions: dict[str, _MemoryRecord] = {}

    def create_session(self, session: StoredSession) -> None:
        if session.id in self._sessions:
            raise StoreError(f"session {session.id} already exists")
        check_new_session(session)
        self._sessions[session.id] = _MemoryRecord(
            session.agent_name, session.seed_length, _encode_all(session.id, session.events)
        )

    def load_sessions(self) -> list[StoredSession]:
        return [
            StoredSession(
                session_id,
                record.agent_name,
                record.seed_length,
                tuple(
                    Event(type, seq, time, decode_data(data))
                    for type, seq, time, data in record.events
                ),
            )
            for session_id, record in self._sessions.items()
        ]

    def commit(self, session_id: str, events: Sequence[SessionEvent]) -> None:
        record = self._sessions.get(session_id)
        if record is None:
            raise StoreError(f"session {session_id} does not exist")
        check_batch(session_id, len(record.events), events)
        record.events.extend(_encode_all(session_id, events))

    def close(self) -> None:
        """Nothing to release: like a database file, the state stays for the next host that
        opens this object."""


def _encode_all(session_id: str, events: Sequence[SessionEvent]) -> list[tuple[str, int, int, str]]:
    """Encode a whole batch first, so one unencodable event writes nothing."""
    return [
        (event.type, event.seq, event.time, encode_data(session_id, event.data)) for event in events
    ]


def encode_data(session_id: str, data: object) -> str:
    """Event data as the JSON text every store keeps; `StoreError` for what JSON cannot hold
    (NaN, non-string keys, bytes, ...) rather than a silent change. Surrogates, which a JSON
    string may carry but UTF-8 may not, are written as `\\udxxx` escapes: a lone one reads back
    as itself, a pair as the one character it spells (the same JSON and JavaScript string)."""
    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        _check_keys(data)
    except (TypeError, ValueError, RecursionError) as error:
        raise StoreError(f"session {session_id}: event data is not JSON: {error}") from None
    if _SURROGATE.search(text) is None:
        return text
    return _SURROGATE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


def decode_data(text: str) -> object:
    """The data `encode_data` wrote; a `ValueError` for text it cannot have written."""
    return _DECODER.decode(text)


def _check_keys(value: object) -> None:
    """`json.dumps` turns number, boolean and null keys into strings; refuse them instead."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"object keys must be strings, not {type(key).__name__}")
            _check_keys(item)
    elif isinstance(value, list | tuple):
        for item in value:
            _check_keys(item)


def _not_json(constant: str) -> object:
    raise ValueError(f"{constant} is not JSON")


_DECODER = json.JSONDecoder(parse_constant=_not_json)
