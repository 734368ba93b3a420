"""Translate ECMA-262 (unicode mode) patterns into Python `re` patterns with the same meaning.

JSON Schema's `pattern` follows ECMA-262, and Python's `re` differs where it matters to us:
`$` also matches before a trailing newline, `\\d`/`\\w` are Unicode-aware and `\\s` is another
whitespace set. The translator parses the ECMA pattern and re-emits every construct explicitly
(character classes as code-point ranges), so the result needs no flags and means the same on
every Python. Anything it cannot reproduce faithfully raises `UnsupportedPattern`.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from functools import cache
from typing import Any

from dsh_schedule.compiler.format_checks.patterns import _fmt_Cursor
from dsh_schedule.compiler.unicode_categories import category_ranges
from dsh_schedule.errors import DshScheduleError

MAX_CODE_POINT = 0x10FFFF

Ranges = tuple[tuple[int, int], ...]

# ECMA WhiteSpace and LineTerminator: the set `\s` and JS `trim()` use.
WHITESPACE: Ranges = (
    (0x09, 0x0D),
    (0x20, 0x20),
    (0xA0, 0xA0),
    (0x1680, 0x1680),
    (0x2000, 0x200A),
    (0x2028, 0x2029),
    (0x202F, 0x202F),
    (0x205F, 0x205F),
    (0x3000, 0x3000),
    (0xFEFF, 0xFEFF),
)
DIGITS: Ranges = ((0x30, 0x39),)
WORD: Ranges = ((0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A))
LINE_TERMINATORS: Ranges = ((0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029))

SYNTAX_CHARACTERS = frozenset("^$\\.*+?()[]{}|")
_RE_SPECIAL = frozenset("\\.^$*+?{}[]|()-&~#\"'")

# General_Category values and their aliases (Unicode PropertyValueAliases.txt, gc).
_CATEGORY_ALIASES = {
    "C": "C Other",
    "Cc": "Cc Control cntrl",
    "Cf": "Cf Format",
    "Cn": "Cn Unassigned",
    "Co": "Co Private_Use",
    "Cs": "Cs Surrogate",
    "L": "L Letter",
    "LC": "LC Cased_Letter",
    "Ll": "Ll Lowercase_Letter",
    "Lm": "Lm Modifier_Letter",
    "Lo": "Lo Other_Letter",
    "Lt": "Lt Titlecase_Letter",
    "Lu": "Lu Uppercase_Letter",
    "M": "M Mark Combining_Mark",
    "Mc": "Mc Spacing_Mark",
    "Me": "Me Enclosing_Mark",
    "Mn": "Mn Nonspacing_Mark",
    "N": "N Number",
    "Nd": "Nd Decimal_Number digit",
    "Nl": "Nl Letter_Number",
    "No": "No Other_Number",
    "P": "P Punctuation punct",
    "Pc": "Pc Connector_Punctuation",
    "Pd": "Pd Dash_Punctuation",
    "Pe": "Pe Close_Punctuation",
    "Pf": "Pf Final_Punctuation",
    "Pi": "Pi Initial_Punctuation",
    "Po": "Po Other_Punctuation",
    "Ps": "Ps Open_Punctuation",
    "S": "S Symbol",
    "Sc": "Sc Currency_Symbol",
    "Sk": "Sk Modifier_Symbol",
    "Sm": "Sm Math_Symbol",
    "So": "So Other_Symbol",
    "Z": "Z Separator",
    "Zl": "Zl Line_Separator",
    "Zp": "Zp Paragraph_Separator",
    "Zs": "Zs Space_Separator",
}
_CATEGORY_BY_NAME = {
    alias: code for code, names in _CATEGORY_ALIASES.items() for alias in names.split()
}
_CATEGORY_GROUPS = {"C", "L", "M", "N", "P", "S", "Z"}


class UnsupportedPattern(DshScheduleError, ValueError):
    """The pattern is not valid ECMA-262 (unicode mode) or cannot be reproduced in `re`."""


def translate(pattern: str) -> str:
    """Return a Python `re` pattern (to be used with `search`, no flags) equivalent to `pattern`."""
    result = _Parser(pattern).parse()
    try:
        re.compile(result)
    except re.error as error:
        raise UnsupportedPattern(f"cannot be expressed in Python re: {error}") from None
    return result


# `^[A](?:[\s\S]*[B])?$`: a non-empty string whose first character is in A and last in B.
_EDGE_SHAPE = re.compile(
    r"\^\[((?:[^\]\\]|\\.)*)\]\(\?:\[\\s\\S\]\*\[((?:[^\]\\]|\\.)*)\]\)\?\$", re.S
)


def edge_classes(pattern: str) -> tuple[Ranges, Ranges] | None:
    """The classes A and B when `pattern` has the shape `^[A](?:[\\s\\S]*[B])?$`, else None.

    Such a pattern (trimmed text) only constrains the first and last character, which two
    set lookups test faster than any regex engine.
    """
    match = _EDGE_SHAPE.fullmatch(pattern)
    if match is None:
        return None
    first, last = (_Parser(body + "]") for body in match.groups())
    return first.class_ranges(), last.class_ranges()


def fixed_length(pattern: str) -> int | None:
    """The one length every string `pattern` matches has, when the pattern is anchored at both
    ends (`^...$`, no top-level alternative) and all its matches are equally long (the
    `Instant` shape); else None. Testing the length first spares the regex engine a string it
    would reject anyway, and the test is exact: a match from start to end consumes the whole
    string.
    """
    # The width analysis of `re`'s own parser, on the translated pattern: it knows every
    # construct `translate` emits. The module is private, hence looked up by name.
    parser: Any = importlib.import_module("re._parser")
    try:
        parsed = parser.parse(translate(pattern))
    except (UnsupportedPattern, re.error):
        return None
    items = list(parsed)
    if len(items) < 2 or parsed.state.flags & re.MULTILINE:
        return None
    at, beginning, end = parser.AT, parser.AT_BEGINNING, parser.AT_END_STRING
    if items[0] != (at, beginning) or items[-1] != (at, end):
        return None
    low, high = parsed.getwidth()
    return int(low) if low == high else None


def normalize(ranges: list[tuple[int, int]]) -> Ranges:
    """Sort and merge overlapping or adjacent ranges."""
    merged: list[tuple[int, int]] = []
    for low, high in sorted(ranges):
        if merged and low <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(high, merged[-1][1]))
        else:
            merged.append((low, high))
    return tuple(merged)


def complement(ranges: Ranges) -> Ranges:
    """Every code point not in `ranges` (which must be normalized)."""
    result: list[tuple[int, int]] = []
    start = 0
    for low, high in ranges:
        if low > start:
            result.append((start, low - 1))
        start = high + 1
    if start <= MAX_CODE_POINT:
        result.append((start, MAX_CODE_POINT))
    return tuple(result)


def spell_code_point(code_point: int, special: str | frozenset[str], astral: str) -> str:
    """One code point as a regular-expression literal: itself when an ASCII letter, digit or
    `_`, or printable ASCII not in `special` (which gets a backslash); else a hex escape,
    `astral` formatting one beyond the Basic Multilingual Plane."""
    char = chr(code_point)
    if char.isascii() and (char.isalnum() or char == "_"):
        return char
    if 0x20 < code_point < 0x7F:
        return "\\" + char if char in special else char
    if code_point <= 0xFF:
        return f"\\x{code_point:02x}"
    if code_point <= 0xFFFF:
        return f"\\u{code_point:04x}"
    return astral.format(code_point)


def spell_class(ranges: Ranges, escape: Callable[[int], str], nothing: str) -> str:
    """A character class matching exactly `ranges` (normalized), each end spelled by `escape`;
    `nothing` when there are none."""
    if not ranges:
        return nothing
    parts = []
    for low, high in ranges:
        first, last = escape(low), escape(high)
        if low == high:
            parts.append(first)
        elif high == low + 1:
            parts.append(first + last)
        else:
            parts.append(f"{first}-{last}")
    return "[" + "".join(parts) + "]"


def _escape(code_point: int) -> str:
    """One code point as a `re` literal, valid both inside and outside a class."""
    return spell_code_point(code_point, _RE_SPECIAL, "\\U{:08x}")


def class_source(ranges: Ranges) -> str:
    """A `re` character class matching exactly `ranges` (normalized)."""
    return spell_class(ranges, _escape, "(?!)")


@cache
def _category_ranges(category: str) -> Ranges:
    """The code points of one General_Category value or group, from the pinned Unicode data."""
    if category == "LC":
        members = {"Ll", "Lt", "Lu"}
    elif category in _CATEGORY_GROUPS:
        members = {code for code in _CATEGORY_ALIASES if len(code) == 2 and code[0] == category}
    else:
        members = {category}
    return normalize([span for code in members for span in category_ranges(code)])


def property_ranges(name: str) -> Ranges:
    """Ranges for a `\\p{...}` body: General_Category values (with aliases), Any and ASCII."""
    if "=" in name:
        key, _, value = name.partition("=")
        if key not in ("gc", "General_Category"):
            raise UnsupportedPattern(f"unsupported Unicode property \\p{{{name}}}")
        name = value
    elif name == "Any":
        return ((0, MAX_CODE_POINT),)
    elif name == "ASCII":
        return ((0, 0x7F),)
    code = _CATEGORY_BY_NAME.get(name)
    if code is None:
        raise UnsupportedPattern(f"unsupported Unicode property \\p{{{name}}}")
    return _category_ranges(code)


class _Parser(_fmt_Cursor):
    """Recursive descent over the ECMA-262 unicode-mode grammar, emitting `re` source. It
    reads with the cursor of the `regex` format checker, which parses the same grammar."""

    def __init__(self, pattern: str) -> None:
        super().__init__(pattern)
        self.captures: list[tuple[int, int, str | None]] = []
        """(start, end, name) of each capturing group, in the order they open."""
        self.repeated: list[tuple[int, int]] = []
        """(start, end) of each quantified atom."""
        self.references: list[tuple[int | str, int]] = []
        """(group number or name, offset) of each back-reference."""

    def fail(self, message: str) -> UnsupportedPattern:
        return UnsupportedPattern(f"{message} at offset {self.pos}")

    def parse(self) -> str:
        result = self.disjunction()
        if self.pos < len(self.source):
            raise self.fail(f"unexpected {self.peek()!r}")
        self.check_references()
        return result

    def check_references(self) -> None:
        """A back-reference means the same in ECMA-262 and in `re` when its group closed
        before it and is inside no repetition (ECMA-262 resets such a group at each
        iteration, `re` keeps it); `(?(N)\\N)` then gives ECMA's empty match when the group
        did not take part. Others are refused."""
        names = {name: number for number, (_, _, name) in enumerate(self.captures, 1) if name}
        for key, offset in self.references:
            self.pos = offset
            number = names.get(key) if isinstance(key, str) else key
            if number is None or number > len(self.captures):
                raise self.fail(f"back-reference to a missing group {key}")
            start, end, _ = self.captures[number - 1]
            if not 0 <= end <= offset:
                raise self.fail("back-reference to a group not closed before it")
            if any(low <= start and end <= high for low, high in self.repeated):
                raise self.fail("back-reference to a group inside a repetition")

    def disjunction(self) -> str:
        alternatives = [self.alternative()]
        while self.peek() == "|":
            self.pos += 1
            alternatives.append(self.alternative())
        return "|".join(alternatives)

    def alternative(self) -> str:
        terms = []
        while self.peek() not in ("", "|", ")"):
            terms.append(self.term())
        return "".join(terms)

    def term(self) -> str:
        char = self.peek()
        if char == "^":
            self.pos += 1
            return "^"
        if char == "$":
            self.pos += 1
            return "\\Z"
        if char == "\\" and self.peek(1) in ("b", "B"):
            self.pos += 2
            return _word_boundary(negated=self.source[self.pos - 1] == "B")
        if char == "(" and self.source.startswith(("(?=", "(?!", "(?<=", "(?<!"), self.pos):
            return self.lookaround()
        start = self.pos
        atom = self.atom()
        quantifier = self.quantifier()
        if quantifier:
            self.repeated.append((start, self.pos))
        return atom + quantifier

    def lookaround(self) -> str:
        length = 4 if self.peek(2) == "<" else 3
        head = self.source[self.pos : self.pos + length]
        self.pos += length
        body = self.disjunction()
        if self.take() != ")":
            raise self.fail("unterminated group")
        if self.peek() in ("*", "+", "?", "{"):
            raise self.fail("a lookaround assertion cannot be quantified")
        return head + body + ")"

    def quantifier(self) -> str:
        char = self.peek()
        if char in ("*", "+", "?"):
            self.pos += 1
            text = char
        elif char == "{":
            match = re.compile(r"\{([0-9]+)(,([0-9]*))?\}").match(self.source, self.pos)
            if match is None:
                raise self.fail("lone '{' (not a quantifier)")
            low, comma, high = match.group(1), match.group(2), match.group(3)
            if high and int(high) < int(low):
                raise self.fail("quantifier range out of order")
            self.pos = match.end()
            text = "{" + str(int(low)) + (("," + (str(int(high)) if high else "")) if comma else "")
            text += "}"
        else:
            return ""
        if self.peek() == "?":
            self.pos += 1
            text += "?"
        return text

    def atom(self) -> str:
        char = self.take()
        if char == ".":
            return self.spell_ranges(complement(LINE_TERMINATORS))
        if char == "\\":
            return self.atom_escape()
        if char == "[":
            return self.character_class()
        if char == "(":
            return self.group()
        if char in SYNTAX_CHARACTERS:
            self.pos -= 1
            raise self.fail(f"unexpected {char!r}")
        return self.spell(ord(char))

    def group(self) -> str:
        start, capture = self.pos - 1, None
        if self.source.startswith("?:", self.pos):
            self.pos += 2
            head = "(?:"
        elif self.source.startswith("?<", self.pos):
            match = re.compile(r"\?<([A-Za-z_$][A-Za-z0-9_$]*)>").match(self.source, self.pos)
            if match is None or "$" in match.group(1):
                raise self.fail("unsupported group name")
            self.pos = match.end()
            head = f"(?P<{match.group(1)}>"
            capture = len(self.captures)
            self.captures.append((start, -1, match.group(1)))
        elif self.peek() == "?":
            raise self.fail("unsupported group syntax")
        else:
            head = "("
            capture = len(self.captures)
            self.captures.append((start, -1, None))
        body = self.disjunction()
        if self.take() != ")":
            raise self.fail("unterminated group")
        if capture is not None:
            self.captures[capture] = (start, self.pos, self.captures[capture][2])
        return head + body + ")"

    def atom_escape(self) -> str:
        char = self.peek()
        if (char.isdigit() and char != "0") or char == "k":
            return self.backreference()
        ranges = self.class_escape()
        if ranges is not None:
            return self.spell_ranges(ranges)
        return self.spell(self.character_escape(in_class=False))

    def backreference(self) -> str:
        """`\\N` or `\\k<name>` at the cursor (after the backslash); checked in `parse`."""
        offset = self.pos - 1
        match = re.compile(r"k<([A-Za-z_][A-Za-z0-9_]*)>|([0-9]+)").match(self.source, self.pos)
        if match is None:
            raise self.fail("malformed named back-reference")
        self.pos = match.end()
        key: int | str = match.group(1) or int(match.group(2))
        self.references.append((key, offset))
        return self.reference_source(key)

    def reference_source(self, key: int | str) -> str:
        if isinstance(key, int):
            return f"(?({key})\\{key})"
        return f"(?({key})(?P={key}))"

    def class_escape(self) -> Ranges | None:
        """Ranges for \\d \\D \\s \\S \\w \\W \\p{} \\P{} at the cursor (after the backslash)."""
        char = self.peek()
        simple = {"d": DIGITS, "s": WHITESPACE, "w": WORD}
        if char.lower() in simple:
            self.pos += 1
            ranges = simple[char.lower()]
            return complement(ranges) if char.isupper() else ranges
        if char in ("p", "P"):
            self.pos += 1
            match = re.compile(r"\{([A-Za-z_]+(=[A-Za-z_]+)?)\}").match(self.source, self.pos)
            if match is None:
                raise self.fail("malformed Unicode property escape")
            self.pos = match.end()
            ranges = property_ranges(match.group(1))
            return complement(ranges) if char == "P" else ranges
        return None

    def character_class(self) -> str:
        return self.spell_ranges(self.class_ranges())

    def spell(self, code_point: int) -> str:
        """One code point as a literal of the output's dialect (here `re`'s)."""
        return _escape(code_point)

    def spell_ranges(self, ranges: Ranges) -> str:
        """A class of the output's dialect matching exactly `ranges`."""
        return class_source(ranges)

    def class_ranges(self) -> Ranges:
        """The code points of the class whose `[` was just read."""
        negated = self.peek() == "^"
        if negated:
            self.pos += 1
        ranges: list[tuple[int, int]] = []
        while self.peek() != "]":
            low = self.class_atom()
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.pos += 1
                high = self.class_atom()
                if isinstance(low, tuple) or isinstance(high, tuple):
                    raise self.fail("a class escape cannot bound a range")
                if high < low:
                    raise self.fail("class range out of order")
                ranges.append((low, high))
            elif isinstance(low, tuple):
                ranges.extend(low)
            else:
                ranges.append((low, low))
        self.take()
        merged = normalize(ranges)
        return complement(merged) if negated else merged

    def class_atom(self) -> int | Ranges:
        """One class member: a code point, or the ranges of a class escape like \\d."""
        char = self.take()
        if char != "\\":
            return ord(char)
        if self.peek() == "b":
            self.pos += 1
            return 0x08
        ranges = self.class_escape()
        if ranges is not None:
            return ranges
        return self.character_escape(in_class=True)


def _word_boundary(*, negated: bool) -> str:
    """ECMA \\b / \\B with ASCII word characters, as explicit lookarounds."""
    word = class_source(WORD)
    if negated:
        return f"(?:(?<={word})(?={word})|(?<!{word})(?!{word}))"
    return f"(?:(?<={word})(?!{word})|(?<!{word})(?={word}))"
