"""Python patterns of the format checkers as JavaScript regular expression literals.

The checkers' patterns use a small common subset of Python `re` and ECMA-262 (classes, groups,
bounded repetition, lookahead); only the spelling of astral escapes and of `/` differs, and a
`fullmatch` becomes an anchored literal. node loading every emitted module proves each literal
valid in unicode mode, and the differential tests prove it matches what Python matches.
"""

from __future__ import annotations

import re

_ASTRAL = re.compile(r"\\U([0-9a-fA-F]{8})")


def _escape(char: str) -> str:
    code = ord(char)
    if code < 0x20 or code == 0x7F:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\u{{{code:x}}}"


def js_regex(pattern: str, *, whole: bool = False, flags: str = "u") -> str:
    """A literal for `pattern`; `whole` anchors it as Python's `fullmatch` does. The literal
    is ASCII: other characters become escapes."""
    source = _ASTRAL.sub(lambda match: f"\\u{{{int(match[1], 16):x}}}", pattern)
    out = []
    index = 0
    while index < len(source):
        char = source[index]
        if char == "\\":
            following = source[index + 1]
            out.append("\\" + following if following.isascii() else _escape(following))
            index += 2
            continue
        if char == "/":
            out.append("\\/")
        elif not (0x20 <= ord(char) < 0x7F):
            out.append(_escape(char))
        else:
            out.append(char)
        index += 1
    body = "".join(out)
    return f"/{f'^(?:{body})$' if whole else body}/{flags}"


def regex_constant(
    name: str, pattern: str, *, whole: bool = False, flags: str = "u"
) -> tuple[str, str]:
    """A checker definition: the constant `name` holding `pattern`'s literal (see `js_regex`)."""
    return name, f"const {name} = {js_regex(pattern, whole=whole, flags=flags)};"
