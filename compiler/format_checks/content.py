"""Checkers for draft 7's `contentEncoding: base64` and `contentMediaType: application/json`.

Draft 7 lets a validator assert them (§8); the compiler does, in draft 7 resources only. Base64
is RFC 4648 §4 in its canonical form (§3.5): the standard alphabet, whole quanta padded with
`=`, no other character, and the pad bits zero. A JSON document is one RFC 8259 value,
recognised without recursion and without building it, so neither its depth nor the size of a
number can make the check fail for another reason than the text. Decoded bytes must be UTF-8.
"""

from __future__ import annotations

import base64
import re

_fmt_base64_re = re.compile(
    r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?"
)
_fmt_json_scalar_re = re.compile(
    r"true|false|null|-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"
    r'|"(?:[^"\\\x00-\x1f]|\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4}))*"'
)


def _fmt_content_base64(value: str) -> bool:
    """Canonical base64: whole padded quanta of the standard alphabet, zero pad bits."""
    return _fmt_base64_re.fullmatch(value) is not None


def _fmt_content_json(value: str) -> bool:
    """One JSON value (RFC 8259) and nothing but whitespace around it."""
    closers = []  # the bracket each open container waits for, innermost last
    at = _fmt_json_space(value, 0)
    while True:
        # a value starts at `at`: a container opens, or a scalar is read
        if value.startswith("[", at) or value.startswith("{", at):
            closer = "]" if value[at] == "[" else "}"
            at = _fmt_json_space(value, at + 1)
            if value.startswith(closer, at):
                at += 1
            else:
                closers.append(closer)
                at = _fmt_json_name(value, at) if closer == "}" else at
                if at < 0:
                    return False
                continue
        else:
            scalar = _fmt_json_scalar_re.match(value, at)
            if scalar is None:
                return False
            at = scalar.end()
        # after a value: the end of the text, the close of its container, or a comma
        while True:
            at = _fmt_json_space(value, at)
            if not closers:
                return at == len(value)
            if value.startswith(closers[-1], at):
                closers.pop()
                at += 1
            elif value.startswith(",", at):
                at = _fmt_json_space(value, at + 1)
                at = _fmt_json_name(value, at) if closers[-1] == "}" else at
                if at < 0:
                    return False
                break
            else:
                return False


def _fmt_json_space(value: str, at: int) -> int:
    """Past the JSON whitespace at `at`."""
    while at < len(value) and value[at] in " \t\n\r":
        at += 1
    return at


def _fmt_json_name(value: str, at: int) -> int:
    """Past a member's name, its colon and the whitespace after them; -1 if there is none."""
    name = _fmt_json_scalar_re.match(value, at)
    if name is None or not value.startswith('"', at):
        return -1
    at = _fmt_json_space(value, name.end())
    return _fmt_json_space(value, at + 1) if value.startswith(":", at) else -1


def _fmt_content_base64_json(value: str) -> bool:
    """Base64 of a UTF-8 JSON document. A string that is no base64 passes here: the
    `contentEncoding` check reports it, and there is no document to read."""
    if _fmt_base64_re.fullmatch(value) is None:
        return True
    try:
        text = base64.b64decode(value).decode("utf-8")
    except UnicodeDecodeError:
        return False
    return _fmt_content_json(text)
