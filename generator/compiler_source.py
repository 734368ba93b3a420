"""Python source fragments for generated code: literals, module constants, function names.

Everything here is deterministic: literals are spelled the way black spells them, constants are
numbered in the order they are first needed and shared when equal. Each fragment is written on
one line; black lays out the module (see python_format), and long strings are cut for it here.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.generator.python_format import LINE_LENGTH
from dsh_schedule.generator.schema_index import Node
from dsh_schedule.generator.unicode_categories import is_printable

MESSAGE_LENGTH = 60
"""A message literal longer than this becomes a module constant."""
INLINE_WIDTH = 88
"""The error path inlines a child's fast test where the statement holding it stays within this
many characters; a longer one calls the child's fast function: a bound on code size."""
CHUNK_WIDTH = LINE_LENGTH - 8
"""The longest piece of a cut string in a module constant (indented by four in parentheses)."""
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


def _frozenset(items: list[str]) -> str:
    literals = [py_str(item) for item in items]
    return "frozenset((" + ", ".join(literals) + ("," if len(literals) == 1 else "") + "))"


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
        return self.add("_KEYS", _frozenset(names))

    def string_set(self, values: list[str]) -> str:
        return self.add("_ENUM", _frozenset(values))

    def json_value(self, value: Any) -> str:
        return self.add("_CONST", py_value(value))

    def message(self, text: str) -> str:
        """A message literal, or the name of a constant holding it when it is long."""
        literal = py_str(text)
        if len(literal) <= MESSAGE_LENGTH:
            return literal
        return self.add("_MESSAGE", py_text(text, CHUNK_WIDTH))

    def regex(self, python_pattern: str) -> str:
        chunks = raw_chunks(python_pattern, CHUNK_WIDTH)
        return self.add("_PATTERN", f"re.compile({' '.join(chunks)})")


_PREFIXES = {
    "fast": "_is_valid",
    "items": "_all_valid",
    "extra": "_extra_valid",
    "errors": "_errors",
}


@dataclass
class Functions:
    """Names of generated functions per node, and the nodes still waiting to be emitted, by
    kind of function."""

    numbers: dict[tuple[str, tuple[str, ...]], int] = field(default_factory=dict)
    pending: dict[str, list[Node]] = field(default_factory=lambda: {k: [] for k in _PREFIXES})
    _named: set[tuple[str, tuple[str, tuple[str, ...]]]] = field(default_factory=set)

    def _name(self, kind: str, node: Node) -> str:
        if (kind, node.key) not in self._named:
            self._named.add((kind, node.key))
            self.pending[kind].append(node)
        number = self.numbers.setdefault(node.key, len(self.numbers) + 1)
        return f"{_PREFIXES[kind]}{number}"

    def fast(self, node: Node) -> str:
        """`_is_validN`: True when the instance is valid against `node`."""
        return self._name("fast", node)

    def items(self, node: Node) -> str:
        """`_all_validN`: True when every item of the list is valid against `node`."""
        return self._name("items", node)

    def extra(self, node: Node) -> str:
        """`_extra_validN`: True when every value of the object under a key its parent schema
        does not name is valid against `node` (an `additionalProperties` schema)."""
        return self._name("extra", node)

    def errors(self, node: Node) -> str:
        """`_errorsN`: appends the errors of the instance against `node`."""
        return self._name("errors", node)


@dataclass(frozen=True)
class Call:
    """A call (or, with `function` "", a tuple), as source text."""

    function: str
    args: tuple[str | Call, ...]

    def text(self) -> str:
        inner = ", ".join(a if isinstance(a, str) else a.text() for a in self.args)
        if not self.function and len(self.args) == 1:
            inner += ","
        return f"{self.function}({inner})"


def call_lines(call: Call, indent: int) -> list[str]:
    """`call` as a statement at `indent`, on one line (black lays it out)."""
    return [" " * indent + call.text()]
