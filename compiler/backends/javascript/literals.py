"""JSON values spelled as JavaScript source: strings, numbers and constants."""

from __future__ import annotations

import json
import math
from typing import Any


def js_str(text: str) -> str:
    """A JavaScript string literal (JSON's, ASCII only: the same bytes on every machine)."""
    return json.dumps(text)


def js_number(value: int | float) -> str:
    """A JavaScript literal for a JSON number: integers beyond 2^53 round to the nearest
    double, as `JSON.parse` rounds them in an instance."""
    if isinstance(value, float) and math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if isinstance(value, int) and abs(value) > 2**1023 * 2:
        return "Infinity" if value > 0 else "-Infinity"
    return repr(float(value)) if isinstance(value, int) and abs(value) >= 2**53 else repr(value)


def js_value(value: Any) -> str:
    """A JSON value as a JavaScript expression (objects built with their own keys only)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return js_number(value)
    if isinstance(value, str):
        return js_str(value)
    if isinstance(value, list):
        return "[" + ", ".join(js_value(v) for v in value) + "]"
    pairs = ", ".join(f"[{js_str(k)}, {js_value(v)}]" for k, v in value.items())
    return f"Object.fromEntries([{pairs}])"
