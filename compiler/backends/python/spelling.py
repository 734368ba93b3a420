"""Python spellings the error collection shares: where a value sits in the instance and at
which nesting level (`At`), conditions negated, constant tuples laid out as black keeps them."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.python.literals import py_str

GUARDS = {
    "object": "isinstance({}, dict)",
    "array": "isinstance({}, list)",
    "string": "isinstance({}, str)",
    "number": "isinstance({0}, (int, float)) and not isinstance({0}, bool)",
}


@dataclass(frozen=True)
class At:
    """Where a value sits in the instance: a JSON pointer known when the module is compiled
    (`fixed`), or a Python expression that computes it (`expression`); and the expression of
    its nesting level (`level`), which the functions of recursive schemas count."""

    fixed: str | None
    expression: str
    level: str

    @staticmethod
    def constant(pointer: str, level: str) -> At:
        return At(pointer, py_str(pointer), level)

    @property
    def below(self) -> str:
        """The nesting level of a child value."""
        return below(self.level)

    def child(self, token: str) -> At:
        step = "/" + token.replace("~", "~0").replace("/", "~1")
        if self.fixed is not None:
            return At.constant(self.fixed + step, self.below)
        return At(None, f"{self.expression} + {py_str(step)}", self.below)

    def dynamic(self, suffix: str) -> str:
        """The expression of a child under a key known only at run time."""
        if self.fixed is not None:
            return f"{py_str(self.fixed + '/')} + {suffix}"
        return f'{self.expression} + "/" + {suffix}'


ATOM = re.compile(r"[\w.]+(\([\w., \"]*\))?\Z")


def for_each_key(
    keys: str, key: str, value: str, x: str, body: list[str], indent: int
) -> list[str]:
    """`body` for each `key` of `keys` (the keys of the object `x`), with `value` bound to its
    value where the body reads it."""
    pad = " " * indent
    lines = [f"{pad}for {key} in {keys}:"]
    if any(re.search(rf"\b{value}\b", line) for line in body):
        lines.append(f"{pad}    {value} = {x}[{key}]")
    return lines + body


def when_present(x: str, indent: int, bodies: list[tuple[str, list[str]]]) -> list[str]:
    """Each (property name, body) whose body is not empty, under a test that the object `x`
    has that property."""
    pad = " " * indent
    return [
        line for name, body in bodies if body for line in (f"{pad}if {py_str(name)} in {x}:", *body)
    ]


def skip_declared(
    step: ir.AdditionalProperties,
    key: str,
    indent: int,
    constant: Callable[[str, str], str],
    pattern: Callable[[str], str],
) -> tuple[str, list[str]]:
    """What additionalProperties passes over: the constant holding the set of `step.names`
    ("" when there are none), and the lines, in a loop over the keys, that go on to the next
    `key` when it is one of those names or matches one of `step.patterns`."""
    known = []
    names = ""
    if step.names:
        members = ", ".join(py_str(n) for n in step.names)
        names = constant("_K", f"frozenset(({members},))")
        known.append(f"{key} in {names}")
    known += [f"{pattern(p)}.search({key}) is not None" for p in step.patterns]
    if not known:
        return names, []
    pad = " " * indent
    return names, [f"{pad}    if {' or '.join(known)}:", f"{pad}        continue"]


def below(level: str) -> str:
    """The nesting level one below `level`: `d + 2` below `d + 1`, `3` below `2`."""
    if level.isdigit():
        return str(int(level) + 1)
    base, plus, steps = level.rpartition(" + ")
    if plus and steps.isdigit():
        return f"{base} + {int(steps) + 1}"
    return f"{level} + 1"


def negate(condition: str) -> str:
    """`not` of a condition, parenthesized unless it is one name or one simple call."""
    found = condition.removesuffix(" is not None")
    if found != condition and ATOM.match(found):
        return f"{found} is None"
    return f"not {condition}" if ATOM.match(condition) else f"not ({condition})"


def spread(items: list[str]) -> str:
    """A parenthesized list of items, one a line with a trailing comma: the layout black keeps
    as it is, so it has no long line of constants to cut."""
    return "(\n" + "".join(f"    {item},\n" for item in items) + ")"


def at_location(where: str, location: str) -> str:
    """`location` in the document of `where`."""
    return where.partition("#")[0] + "#" + location


def json_text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)
