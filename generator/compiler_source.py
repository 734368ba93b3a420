"""Python source fragments for generated validators: literals, module constants, function names.

Everything here is deterministic: literals are spelled the way black spells them, constants are
numbered in the order they are first needed and shared when equal.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.generator.compiler_refs import Node
from dsh_schedule.generator.unicode_categories import is_printable

LINE_LENGTH = 88
MESSAGE_LENGTH = 60
_CONTROL_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def py_str(text: str) -> str:
    """A Python string literal for `text`, double-quoted unless it holds a double quote.

    Spelled as repr() spells it, except that what is printable (written as itself rather than
    escaped) follows the pinned Unicode data instead of the running Python's.
    """
    quote = "'" if '"' in text else '"'
    return quote + "".join(_literal_char(char, quote) for char in text) + quote


def py_number(value: float) -> str:
    """A Python literal for a JSON number. Python's json reads one beyond the float range as
    an infinity, which has no literal of its own."""
    if isinstance(value, float) and math.isinf(value):
        return 'float("inf")' if value > 0 else '-float("inf")'
    return repr(value)


def py_value(value: Any) -> str:
    """A Python literal for a JSON value (strings double-quoted, like black writes them)."""
    if isinstance(value, str):
        return py_str(value)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return py_number(value)
    if isinstance(value, list):
        return "[" + ", ".join(py_value(item) for item in value) + "]"
    if isinstance(value, dict):
        items = (f"{py_str(key)}: {py_value(item)}" for key, item in value.items())
        return "{" + ", ".join(items) + "}"
    return repr(value)


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


def json_text(value: Any) -> str:
    """A JSON value as it appears in error messages."""
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def raw_chunks(pattern: str, width: int) -> list[str]:
    """Split an ASCII regex source into raw-string literals of at most `width` characters.

    A chunk never ends inside an escape's backslash run, so each is a valid r"..." literal;
    the regex engine sees the concatenation, so cutting `\\x0e` after `\\x0` is harmless.
    """
    chunks: list[str] = []
    start = 0
    while start < len(pattern):
        end = min(start + width, len(pattern))
        while end < len(pattern) and _odd_backslashes(pattern[start:end]):
            end -= 1
        chunks.append('r"' + pattern[start:end] + '"')
        start = end
    return chunks or ['r""']


def _frozenset(items: list[str], indent: int) -> str:
    """`frozenset((...))` on one line when it fits, else exploded the way black does it."""
    literals = [py_str(item) for item in items]
    one_line = "frozenset((" + ", ".join(literals) + ("," if len(literals) == 1 else "") + "))"
    if indent + len(one_line) <= LINE_LENGTH:
        return one_line
    return "frozenset(\n    (\n" + "".join(f"        {x},\n" for x in literals) + "    )\n)"


def _odd_backslashes(text: str) -> bool:
    return (len(text) - len(text.rstrip("\\"))) % 2 == 1


@dataclass
class Constants:
    """Module-level constants (key sets, enums, regexes, JSON values), shared when equal."""

    definitions: list[tuple[str, str]] = field(default_factory=list)
    _names: dict[str, str] = field(default_factory=dict)

    def add(self, prefix: str, source: str) -> str:
        """The name of a constant with this source, defining it on first use."""
        name = self._names.get(source)
        if name is None:
            count = sum(1 for existing, _ in self.definitions if existing.startswith(prefix))
            name = f"{prefix}{count + 1}"
            self._names[source] = name
            self.definitions.append((name, source))
        return name

    def key_set(self, names: list[str]) -> str:
        return self.add("_KEYS", _frozenset(names, len("_KEYSnn = ")))

    def string_set(self, values: list[str]) -> str:
        return self.add("_ENUM", _frozenset(values, len("_ENUMnn = ")))

    def json_value(self, value: Any) -> str:
        return self.add("_CONST", py_value(value))

    def message(self, text: str) -> str:
        """A message literal, or the name of a constant holding it when it is long."""
        literal = py_str(text)
        return (
            literal
            if len(literal) <= MESSAGE_LENGTH
            else self.add("_MESSAGE", self.wrapped("", text))
        )

    @staticmethod
    def wrapped(function: str, text: Iterable[str]) -> str:
        """`function(<string literal>)`, split into implicitly joined lines when too long."""
        whole = "".join(text)
        if len("_XXXXXXXXnn = ") + len(function) + len(py_str(whole)) + 2 <= LINE_LENGTH:
            return f"{function}({py_str(whole)})" if function else py_str(whole)
        chunks = [""]
        for char in whole:
            if len(py_str(chunks[-1] + char)) > LINE_LENGTH - 8:
                chunks.append("")
            chunks[-1] += char
        return f"{function}(\n" + "".join(f"    {py_str(chunk)}\n" for chunk in chunks) + ")"

    def regex(self, python_pattern: str) -> str:
        chunks = raw_chunks(python_pattern, LINE_LENGTH - 8)
        if len(chunks) == 1:
            return self.add("_PATTERN", f"re.compile({chunks[0]})")
        return self.add("_PATTERN", "re.compile(\n" + "".join(f"    {c}\n" for c in chunks) + ")")


@dataclass
class Functions:
    """Names of generated functions per node, and the nodes still waiting to be emitted."""

    numbers: dict[tuple[str, tuple[str, ...]], int] = field(default_factory=dict)
    fast_pending: list[Node] = field(default_factory=list)
    errors_pending: list[Node] = field(default_factory=list)
    items_pending: list[Node] = field(default_factory=list)
    extra_pending: list[Node] = field(default_factory=list)
    fast_done: set[tuple[str, tuple[str, ...]]] = field(default_factory=set)
    errors_done: set[tuple[str, tuple[str, ...]]] = field(default_factory=set)
    items_done: set[tuple[str, tuple[str, ...]]] = field(default_factory=set)
    extra_done: set[tuple[str, tuple[str, ...]]] = field(default_factory=set)

    def _number(self, node: Node) -> int:
        return self.numbers.setdefault(node.key, len(self.numbers) + 1)

    def fast(self, node: Node) -> str:
        """`_is_validN`: True when the instance is valid against `node`."""
        if node.key not in self.fast_done:
            self.fast_done.add(node.key)
            self.fast_pending.append(node)
        return f"_is_valid{self._number(node)}"

    def items(self, node: Node) -> str:
        """`_all_validN`: True when every item of the list is valid against `node`."""
        if node.key not in self.items_done:
            self.items_done.add(node.key)
            self.items_pending.append(node)
        return f"_all_valid{self._number(node)}"

    def extra(self, node: Node) -> str:
        """`_extra_validN`: True when every value of the object under a key its parent schema
        does not name is valid against `node` (an `additionalProperties` schema)."""
        if node.key not in self.extra_done:
            self.extra_done.add(node.key)
            self.extra_pending.append(node)
        return f"_extra_valid{self._number(node)}"

    def errors(self, node: Node) -> str:
        """`_errorsN`: appends the errors of the instance against `node`."""
        if node.key not in self.errors_done:
            self.errors_done.add(node.key)
            self.errors_pending.append(node)
        return f"_errors{self._number(node)}"


@dataclass(frozen=True)
class Call:
    """A call (or, with `function` "", a tuple) to lay out the way black does."""

    function: str
    args: tuple[str | Call, ...]

    def text(self) -> str:
        inner = ", ".join(a if isinstance(a, str) else a.text() for a in self.args)
        if not self.function and len(self.args) == 1:
            inner += ","
        return f"{self.function}({inner})"


def call_lines(call: Call, indent: int, suffix: str = "") -> list[str]:
    """Lines for `call` + `suffix` at `indent`: one line, else arguments inside, else exploded."""
    pad = " " * indent
    one_line = pad + call.text() + suffix
    if len(one_line) <= LINE_LENGTH:
        return [one_line]
    head, tail = pad + call.function + "(", pad + ")" + suffix
    inner = call.text()[len(call.function) + 1 : -1]
    if len(call.args) == 1 and isinstance(call.args[0], Call):
        return [head, *call_lines(call.args[0], indent + 4), tail]
    if indent + 4 + len(inner) <= LINE_LENGTH:
        return [head, " " * (indent + 4) + inner, tail]
    lines = [head]
    for arg in call.args:
        if isinstance(arg, Call):
            lines.extend(call_lines(arg, indent + 4, ","))
        else:
            lines.append(" " * (indent + 4) + arg + ",")
    lines.append(tail)
    return lines
