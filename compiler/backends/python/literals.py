"""Python literals for generated code, spelled the way black spells them.

Everything here is deterministic: what is printable follows the pinned Unicode data, not the
running Python's. Each literal is written on one line; black lays out the module (see
python_format), and long strings are cut for it here.
"""

from __future__ import annotations

import math
from typing import Any

from dsh_schedule.compiler.unicode_categories import is_printable

_CONTROL_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def py_str(text: str) -> str:
    """A Python string literal for `text`, double-quoted unless it holds a double quote.

    Spelled as repr() spells it, except that what is printable (written as itself rather than
    escaped) follows the pinned Unicode data instead of the running Python's.
    """
    quote = "'" if '"' in text else '"'
    if text.isascii() and text.isprintable() and "\\" not in text and quote not in text:
        return quote + text + quote  # the common case, without a look at each character
    return quote + "".join(_literal_char(char, quote) for char in text) + quote


def py_number(value: float) -> str:
    """A Python literal for a JSON number. Python's json reads one beyond the float range as
    an infinity, which has no literal of its own."""
    if isinstance(value, float) and math.isinf(value):
        return 'float("inf")' if value > 0 else '-float("inf")'
    return repr(value)


def py_value(value: Any, width: int | None = None) -> str:
    """A Python literal for a JSON value (strings double-quoted, like black writes them); with
    `width`, each string longer than that is cut into literals that fit (see `py_text`)."""
    if isinstance(value, str):
        return py_str(value) if width is None else py_text(value, width)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return py_number(value)
    if isinstance(value, list):
        return "[" + ", ".join(py_value(item, width) for item in value) + "]"
    if isinstance(value, dict):
        items = (f"{py_str(key)}: {py_value(item, width)}" for key, item in value.items())
        return "{" + ", ".join(items) + "}"
    return repr(value)


def py_text(text: str, width: int) -> str:
    """A string literal for `text`, or, when longer than `width`, literals of at most that
    length (cut after a space where one is near) joined implicitly inside parentheses: black
    never cuts a string, so a long one is cut here for it to lay out."""
    chunks = text_chunks(text, width)
    if len(chunks) == 1:
        return py_str(text)
    return "(" + " ".join(py_str(chunk) for chunk in chunks) + ")"


def text_chunks(text: str, width: int) -> list[str]:
    """`text` cut into pieces whose literals are at most `width` long, each ending after a
    space when there is one in its last third."""
    sizes = [2 if char in "'\"" else len(_literal_char(char, '"')) for char in text]
    chunks: list[str] = []
    start = 0
    while True:
        end, used = start, 2  # the quotes
        while end < len(text) and used + sizes[end] <= width:
            used += sizes[end]
            end += 1
        if end == len(text):
            return [*chunks, text[start:]]
        end = max(end, start + 1)
        space = text.rfind(" ", start, end)
        if space + 1 > start + (end - start) * 2 // 3:
            end = space + 1
        chunks.append(text[start:end])
        start = end


def printable(text: str) -> str:
    """`text` safe inside a comment or docstring: quotes, backslashes and controls escaped."""
    return "".join(_literal_char(char, '"') for char in text)


def _literal_char(char: str, quote: str) -> str:
    """One character inside a string literal delimited by `quote`."""
    if char in ("\\", quote):
        return "\\" + char
    if is_printable(char):
        return char
    if char in _CONTROL_ESCAPES:
        return _CONTROL_ESCAPES[char]
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"
