"""UUIDs (RFC 9562 string form) and JSON Pointers (RFC 6901, and the relative JSON Pointer
draft that draft 2020-12 cites)."""

from __future__ import annotations

import re

_fmt_uuid_re = re.compile(
    r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
)
_fmt_json_pointer_re = re.compile(r"(?:/(?:[^/~]|~[01])*)*")
_fmt_relative_json_pointer_re = re.compile(r"(?:0|[1-9][0-9]*)(?:#|(?:/(?:[^/~]|~[01])*)*)")


def _fmt_uuid(value: str) -> bool:
    """8-4-4-4-12 hexadecimal digits in either case; any version and variant."""
    return _fmt_uuid_re.fullmatch(value) is not None


def _fmt_json_pointer(value: str) -> bool:
    """Empty, or reference tokens each after a `/`, `~` only as `~0` or `~1`."""
    return _fmt_json_pointer_re.fullmatch(value) is not None


def _fmt_relative_json_pointer(value: str) -> bool:
    """A non-negative integer without leading zeros, then `#` or a JSON Pointer."""
    return _fmt_relative_json_pointer_re.fullmatch(value) is not None
