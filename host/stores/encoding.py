"""Event data as every store keeps it: JSON text, written and read back exactly."""

from __future__ import annotations

import json
import re
from typing import Final

import msgspec

from dsh_schedule.host.errors import StoreError

_SURROGATE: Final = re.compile("[\ud800-\udfff]")


def encode_data(session_id: str, data: object) -> str:
    """Event data as the JSON text every store keeps (`plain_json`), by the fast path when
    it takes the data (`fast_json`): the same text either way."""
    fast = fast_json(data)
    return plain_json(session_id, data) if fast is None else fast


def plain_json(session_id: str, data: object) -> str:
    """Event data as JSON text by `json.dumps`; `StoreError` for what JSON cannot hold (NaN,
    non-string keys, bytes, ...) rather than a silent change. Surrogates, which a JSON string
    may carry but UTF-8 may not, are written as `\\udxxx` escapes: a lone one reads back as
    itself, a pair as the one character it spells (the same JSON and JavaScript string)."""
    try:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        _check_keys(data)
    except (TypeError, ValueError, RecursionError) as error:
        raise StoreError(f"session {session_id}: event data is not JSON: {error}") from None
    if text.isascii() or _SURROGATE.search(text) is None:  # isascii: a flag, no scan
        return text
    return _SURROGATE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)


# The fast path. It runs for every stored event; without it the owner benchmark
# (`python -m bench.before_after`: 10 000 root agents, one reminder each, all due at once,
# memory store) spends about 20% more CPU per delivery, and its p99 lateness grows as much.

_MSGSPEC_JSON: Final = msgspec.json.Encoder()


def fast_json(data: object) -> str | None:
    """`plain_json`'s text by msgspec, for data of the types msgspec writes byte for byte as
    `json.dumps` does (`_native`); None for anything else, and for whatever msgspec refuses (a
    surrogate, an integer of too many digits): `plain_json` takes those, refusals included."""
    try:
        if _native(data, _NATIVE_DEPTH):
            return _MSGSPEC_JSON.encode(data).decode()
    except (ValueError, RecursionError):  # refused by msgspec, or the stack was nearly full
        pass
    return None


def _native(value: object, room: int) -> bool:
    """Whether `value` is a string, an int, a bool, None, or a list or a dict with string keys
    of such values, nested at most `room` deep (exact types, no subclasses). Floats are left
    out: msgspec writes `1e16` where `json.dumps` writes `1e+16`. The depth bound leaves deep
    or circular data to `json.dumps`, which refuses it as before."""
    kind = type(value)
    if kind is dict:
        if not room:
            return False
        mapping: dict[object, object] = value  # type: ignore[assignment]  # `kind is dict`
        for key, item in mapping.items():
            if type(key) is not str or (type(item) not in _LEAVES and not _native(item, room - 1)):
                return False
        return True
    if kind is list:
        if not room:
            return False
        items: list[object] = value  # type: ignore[assignment]  # `kind is list`
        for item in items:
            if type(item) not in _LEAVES and not _native(item, room - 1):
                return False
        return True
    return kind in _LEAVES


_LEAVES: Final = frozenset({str, int, bool, type(None)})
_NATIVE_DEPTH: Final = 32
"""How deep `encode_data` lets msgspec encode; deeper data is rare and takes `json.dumps`."""


def decode_data(text: str) -> object:
    """The data `encode_data` wrote; a `ValueError` for text it cannot have written."""
    return _DECODER.decode(text)


def _check_keys(value: object) -> None:
    """`json.dumps` turns number, boolean and null keys into strings; refuse them instead.
    Only containers are visited (a scalar has no keys): this runs for every stored event."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"object keys must be strings, not {type(key).__name__}")
            if isinstance(item, _CONTAINERS):
                _check_keys(item)
    elif isinstance(value, list | tuple):
        for item in value:
            if isinstance(item, _CONTAINERS):
                _check_keys(item)


_CONTAINERS: Final = (dict, list, tuple)


def _not_json(constant: str) -> object:
    raise ValueError(f"{constant} is not JSON")


_DECODER = json.JSONDecoder(parse_constant=_not_json)
