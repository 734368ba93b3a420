"""Functions alike but for their names and local variables, emitted once, by every backend.

Schemas with equal contents render equal functions under their own names (a verdict, a
general function, an entry's error collection), whose names are handed to their callers
before they are rendered. A rendered module keeps the first of each such group; every
reference to the others names it instead. Merging can make their callers alike in turn, so
it runs until nothing changes. Exported functions are never merged: they are the module's
interface.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

PRIVATE_FUNCTION = re.compile(r"(?:def|function) ([A-Za-z_$][\w$]*)\(")
"""The first line of a function the module does not export (Python's start with `_`)."""


def rename(text: str, names: Mapping[str, str], comment: str) -> str:
    """`text` with each identifier in `names` replaced, string literals, comments (from
    `comment` to the end of the line), attributes and numbers left alone."""
    return _tokens(comment).sub(lambda m: names.get(m.group(), m.group()), text)


def _tokens(comment: str) -> re.Pattern[str]:
    """A string literal, a comment, or a word (an identifier, an attribute, a number)."""
    return re.compile(
        r'"(?:[^"\\\n]|\\.)*"|' + r"'(?:[^'\\\n]|\\.)*'|" + re.escape(comment) + r"[^\n]*|\.?[\w$]+"
    )


def _shape(text: str, name: str, comment: str, local: re.Pattern[str]) -> str:
    """A function's text with its name, and its local variables (numbered in the order they
    appear), made the same in every function."""
    variables: dict[str, str] = {}

    def same(match: re.Match[str]) -> str:
        word = match.group()
        if word == name:
            return "@"
        if local.fullmatch(word):
            return variables.setdefault(word, f"@{len(variables)}")
        return word

    return _tokens(comment).sub(same, text)


def merge_same(text: str, comment: str, private: str, local: str) -> str:
    """The module `text` with each private function (its name starting with `private`) that
    equals an earlier one but for its name and its local variables (those `local` matches)
    left out, and its callers calling the earlier one."""
    variable = re.compile(local)
    while True:
        lines = text.split("\n")
        first: dict[str, str] = {}
        merged: dict[str, str] = {}
        dropped: set[int] = set()
        for start, definition, end, name in _functions(lines, comment, private):
            body = _shape("\n".join(lines[definition:end]).rstrip(), name, comment, variable)
            if body in first:
                merged[name] = first[body]
                dropped.update(range(start, end))
            else:
                first[body] = name
        if not merged:
            return text
        kept = "\n".join(line for i, line in enumerate(lines) if i not in dropped)
        text = rename(kept.rstrip("\n"), merged, comment) + "\n"


def _functions(lines: list[str], comment: str, private: str) -> list[tuple[int, int, int, str]]:
    """Each top-level private function: where the comments right above it start, where it
    starts, where it ends (the blank lines after it included), and its name."""
    found: list[tuple[int, int, int, str]] = []
    for index, line in enumerate(lines):
        match = PRIVATE_FUNCTION.match(line)
        if match is None or not match.group(1).startswith(private):
            continue
        start = index
        while start > 0 and lines[start - 1].startswith(comment):
            start -= 1
        end = index + 1
        while end < len(lines) and (not lines[end] or lines[end][0] in " \t)]}"):
            end += 1
        found.append((start, index, end, match.group(1)))
    return found
