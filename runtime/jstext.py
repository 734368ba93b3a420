"""JavaScript's notions of whitespace and of a safe integer (SPEC §5.2), which Python lacks."""

from __future__ import annotations

from typing import Final

JS_WHITESPACE: Final = frozenset(
    "\t\n\v\f\r \u00a0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000\ufeff"
)
"""What `String.prototype.trim` removes; `str.strip()` removes a different set."""

MAX_SAFE_INTEGER: Final = 2**53 - 1

_STRIP_CHARS: Final = "".join(sorted(JS_WHITESPACE))


def js_trim(text: str) -> str:
    """`text.trim()` as JavaScript computes it."""
    return text.strip(_STRIP_CHARS)


def is_js_trimmed(text: str) -> bool:
    """Whether `text` equals its own JavaScript trim (the empty string counts as trimmed)."""
    return not text or (text[0] not in JS_WHITESPACE and text[-1] not in JS_WHITESPACE)


def as_safe_integer(value: object) -> int | None:
    """The value as an `int` if it is a JavaScript safe integer, else None.

    An `int`, or a `float` with an integral value, counts when |n| <= 2**53-1; `bool` never does.
    """
    if isinstance(value, bool):
        return None
    if not (isinstance(value, int) or (isinstance(value, float) and value.is_integer())):
        return None
    number = int(value)
    return number if -MAX_SAFE_INTEGER <= number <= MAX_SAFE_INTEGER else None
