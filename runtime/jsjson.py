"""JSON text exactly as JavaScript's `JSON.stringify` writes it, shared by framing and tool values.

Compact, keys in insertion order, non-ASCII and U+2028/U+2029 kept literally, `"` `\\` and
control characters escaped, lone surrogates escaped as `\\udxxx`, numbers as `Number#toString`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from json.encoder import encode_basestring
from typing import Final

# A surrogate pair, as JavaScript's UTF-16 strings would read it, or a lone surrogate.
_SURROGATES: Final = re.compile("[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]")
_EXPONENT_LIMIT: Final = 21


def js_json_string(text: str) -> str:
    """`JSON.stringify(text)` for a string."""
    encoded: str = encode_basestring(text)
    if text.isascii() or _SURROGATES.search(encoded) is None:
        return encoded
    return _SURROGATES.sub(_surrogate_text, encoded)


def _surrogate_text(match: re.Match[str]) -> str:
    found = match.group()
    if len(found) == 2:
        high, low = ord(found[0]), ord(found[1])
        return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    return f"\\u{ord(found):04x}"


def js_number(value: float) -> str:
    """`Number.prototype.toString()` for a finite float; NaN and infinities are a ValueError."""
    if not math.isfinite(value):
        raise ValueError(f"JSON has no representation for {value!r}")
    if value == 0:
        return "0"
    sign = "-" if value < 0 else ""
    mantissa, _, exponent = repr(abs(value)).partition("e")
    whole, _, fraction = mantissa.partition(".")
    raw = whole + fraction
    digits = raw.lstrip("0")
    point = len(whole) + int(exponent or 0) - (len(raw) - len(digits))
    digits = digits.rstrip("0")
    count = len(digits)
    if count <= point <= _EXPONENT_LIMIT:
        return sign + digits + "0" * (point - count)
    if 0 < point <= _EXPONENT_LIMIT:
        return f"{sign}{digits[:point]}.{digits[point:]}"
    if -6 < point <= 0:
        return f"{sign}0.{'0' * -point}{digits}"
    power = point - 1
    head = digits[0] + ("." + digits[1:] if count > 1 else "")
    return f"{sign}{head}e{'+' if power >= 0 else '-'}{abs(power)}"


def render_json(value: object) -> str:
    """The compact JSON text of a value made of dicts (str keys), lists, tuples and scalars.

    Anything else is a TypeError; NaN and the infinities are a ValueError.
    """
    parts: list[str] = []
    _render(value, parts.append)
    return "".join(parts)


def _render(value: object, emit: Callable[[str], None]) -> None:
    # Exact types first: this runs for every node of every rendered tool value.
    if type(value) is str:
        emit(js_json_string(value))
    elif type(value) is dict:
        _render_object(value, emit)
    elif type(value) is int:
        emit(int.__repr__(value))
    elif type(value) is list or type(value) is tuple:
        _render_array(value, emit)
    elif value is None:
        emit("null")
    elif value is True:
        emit("true")
    elif value is False:
        emit("false")
    else:
        _render_subclass(value, emit)


def _render_subclass(value: object, emit: Callable[[str], None]) -> None:
    if isinstance(value, str):
        emit(js_json_string(value))
    elif isinstance(value, dict):
        _render_object(value, emit)
    elif isinstance(value, int):
        emit(int.__repr__(value))
    elif isinstance(value, float):
        emit(js_number(value))
    elif isinstance(value, list | tuple):
        _render_array(value, emit)
    else:
        raise TypeError(f"{type(value).__name__} is not a JSON value")


def _render_array(value: list[object] | tuple[object, ...], emit: Callable[[str], None]) -> None:
    separator = "["
    for item in value:
        emit(separator)
        separator = ","
        _render(item, emit)
    emit("[]" if separator == "[" else "]")


def _render_object(value: dict[object, object], emit: Callable[[str], None]) -> None:
    separator = "{"
    for key, item in value.items():
        if not isinstance(key, str):
            raise TypeError(f"JSON object keys are strings, not {type(key).__name__}")
        emit(separator)
        separator = ","
        emit(js_json_string(key))
        emit(":")
        _render(item, emit)
    emit("{}" if separator == "{" else "}")
