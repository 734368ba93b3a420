"""Functions alike but for their names and local variables, emitted once, by every backend.

Schemas with equal contents render equal functions under their own names (a verdict, a
general function, an entry's error collection), whose names are handed to their callers
before they are rendered. A rendered module keeps the first of each such group; every
reference to the others names it instead. Merging can make their callers alike in turn, so
a function is compared again whenever one it calls is merged, until nothing changes.
Exported functions are never merged: they are the module's interface.
"""

from __future__ import annotations

import re
from collections import deque
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


def _shape(
    text: str, name: str, tokens: re.Pattern[str], local: re.Pattern[str], alias: dict[str, str]
) -> str:
    """A function's text with the functions it calls named as merging left them (`alias`),
    and its own name and its local variables (numbered in the order they appear) made the
    same in every function."""
    variables: dict[str, str] = {}

    def same(match: re.Match[str]) -> str:
        word = match.group()
        if word in alias:
            word = _last(alias, word)
        if word == name:
            return "@"
        if local.fullmatch(word):
            return variables.setdefault(word, f"@{len(variables)}")
        return word

    return tokens.sub(same, text)


def _last(alias: dict[str, str], name: str) -> str:
    """The function `name` was merged into, at the end of its chain of merges (which is
    shortened on the way, so that each link is followed about once)."""
    last = name
    while last in alias:
        last = alias[last]
    while name != last:
        alias[name], name = last, alias[name]
    return last


def merge_same(text: str, comment: str, private: str, local: str) -> str:
    """The module `text` with each private function (its name starting with `private`) that
    equals an earlier one but for its name and its local variables (those `local` matches)
    left out, and its callers calling the earlier one. Each function is compared once, and
    again only when a function it calls is merged: a chain of n functions that become alike
    one caller at a time costs n comparisons, not n passes over the module."""
    lines = text.split("\n")
    tokens, variable = _tokens(comment), re.compile(local)
    found = _functions(lines, comment, private)
    order = {name: index for index, (_, _, _, name) in enumerate(found)}
    body = {name: "\n".join(lines[at:end]).rstrip() for _, at, end, name in found}
    callers: dict[str, set[str]] = {}
    for name, code in body.items():
        for called in order.keys() & set(tokens.findall(code)):
            callers.setdefault(called, set()).add(name)
    alias: dict[str, str] = {}  # a merged function -> the one its callers call now
    shapes: dict[str, str] = {}
    first: dict[str, str] = {}  # a shape -> the earliest function kept with it
    queue = deque(order)
    queued = set(order)
    while queue:
        name = queue.popleft()
        queued.discard(name)
        if name in alias:
            continue
        shape = _shape(body[name], name, tokens, variable, alias)
        if shapes.get(name) == shape:
            continue
        if first.get(shapes.get(name, "")) == name:
            del first[shapes[name]]
        shapes[name] = shape
        other = first.setdefault(shape, name)
        if other == name:
            continue
        keep, drop = (other, name) if order[other] < order[name] else (name, other)
        first[shape] = keep
        alias[drop] = keep
        waiting = callers.pop(drop, set())
        callers.setdefault(keep, set()).update(waiting)
        queue.extend(sorted(waiting - queued - alias.keys(), key=order.__getitem__))
        queued.update(waiting)
    if not alias:
        return text
    dropped = {i for start, _, end, name in found if name in alias for i in range(start, end)}
    kept = "\n".join(line for i, line in enumerate(lines) if i not in dropped)
    return rename(kept.rstrip("\n"), {name: _last(alias, name) for name in alias}, comment) + "\n"


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
