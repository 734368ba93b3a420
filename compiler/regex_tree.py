"""ECMA-262 (unicode mode) patterns as trees, and a proof that a backtracking engine runs
some of them in linear time.

The tree parser shares the translator's lexical rules (`ecma_regex.py`: classes, escapes,
Unicode properties), so a class means the same code points whichever way a pattern is
matched. `regex_automaton.py` turns a tree into an automaton; `host_is_linear` says when the
host's own engine (`re`, `RegExp`) may run the pattern instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dsh_schedule.compiler.ecma_regex import (
    LINE_TERMINATORS,
    Ranges,
    UnsupportedPattern,
    _Parser,
    complement,
    normalize,
)


@dataclass(frozen=True)
class Chars:
    """One code point out of `ranges`."""

    ranges: Ranges


@dataclass(frozen=True)
class Assert:
    """A zero-width assertion: `^`, `$`, `b` (word boundary) or `B` (not one)."""

    kind: str


@dataclass(frozen=True)
class Seq:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Alt:
    options: tuple[Node, ...]


@dataclass(frozen=True)
class Repeat:
    """`body` from `low` to `high` times (None: unbounded); greedy or lazy alike, since only
    whether a match exists is asked."""

    body: Node
    low: int
    high: int | None


Node = Chars | Assert | Seq | Alt | Repeat


class Backtracking(UnsupportedPattern):
    """The pattern holds a lookaround assertion or a back-reference, which only a
    backtracking engine matches (a back-reference makes the language non-regular)."""


class _TreeParser(_Parser):
    """The translator's recursive descent, building nodes instead of `re` source."""

    def tree(self) -> Node:
        node = self.tree_disjunction()
        if self.pos < len(self.source):
            raise self.fail(f"unexpected {self.peek()!r}")
        return node

    def tree_disjunction(self) -> Node:
        options = [self.tree_alternative()]
        while self.peek() == "|":
            self.pos += 1
            options.append(self.tree_alternative())
        return options[0] if len(options) == 1 else Alt(tuple(options))

    def tree_alternative(self) -> Node:
        items = []
        while self.peek() not in ("", "|", ")"):
            items.append(self.tree_term())
        return items[0] if len(items) == 1 else Seq(tuple(items))

    def tree_term(self) -> Node:
        char = self.peek()
        if char in ("^", "$"):
            self.pos += 1
            return Assert(char)
        if char == "\\" and self.peek(1) in ("b", "B"):
            self.pos += 2
            return Assert(self.source[self.pos - 1])
        if char == "(" and self.source.startswith(("(?=", "(?!", "(?<=", "(?<!"), self.pos):
            raise Backtracking(f"a lookaround assertion at offset {self.pos}")
        atom = self.tree_atom()
        text = self.quantifier()
        if len(text) > 1 and text.endswith("?"):
            text = text[:-1]  # lazy: the same strings match
        if not text:
            return atom
        if text in ("*", "+"):
            return Repeat(atom, 0 if text == "*" else 1, None)
        if text == "?":
            return Repeat(atom, 0, 1)
        low, comma, high = text[1:-1].partition(",")
        return Repeat(atom, int(low), int(high) if high else (None if comma else int(low)))

    def tree_atom(self) -> Node:
        char = self.peek()
        if char == ".":
            self.pos += 1
            return Chars(complement(LINE_TERMINATORS))
        if char == "[":
            self.pos += 1
            return Chars(self.class_ranges())
        if char == "(":
            self.pos += 1
            self.group_head()
            node = self.tree_disjunction()
            if self.take() != ")":
                raise self.fail("unterminated group")
            return node
        if char == "\\":
            self.pos += 1
            if (self.peek().isdigit() and self.peek() != "0") or self.peek() == "k":
                raise Backtracking(f"a back-reference at offset {self.pos - 1}")
            ranges = self.class_escape()
            if ranges is not None:
                return Chars(ranges)
            point = self.character_escape(in_class=False)
            return Chars(((point, point),))
        self.atom()  # the translator's checks for a literal character
        point = ord(char)
        return Chars(((point, point),))

    def group_head(self) -> None:
        """Skip `?:` or `?<name>` after a `(`, by the translator's rules for group heads."""
        if self.source.startswith("?:", self.pos):
            self.pos += 2
        elif self.source.startswith("?<", self.pos):
            match = _GROUP_NAME.match(self.source, self.pos)
            if match is None or "$" in match.group(1):
                raise self.fail("unsupported group name")
            self.pos = match.end()
        elif self.peek() == "?":
            raise self.fail("unsupported group syntax")


_GROUP_NAME = re.compile(r"\?<([A-Za-z_$][A-Za-z0-9_$]*)>")


def parse(pattern: str) -> Node:
    """The tree of an ECMA-262 pattern; Backtracking for lookaround or a back-reference,
    UnsupportedPattern for anything else the translator refuses too."""
    return _TreeParser(pattern).tree()


# -- the proof for the host engine -------------------------------------------------------

_Look = tuple[Ranges, bool]
"""What may come next: code points, and whether the end of the input may."""

_NOTHING: _Look = ((), False)
MAX_PATHS = 256
"""A loop-free pattern with more ways through than this goes to the automaton."""


def _union(a: _Look, b: _Look) -> _Look:
    return normalize([*a[0], *b[0]]), a[1] or b[1]


def _overlap(a: _Look, b: _Look) -> bool:
    if a[1] and b[1]:
        return True
    ranges, other = a[0], b[0]
    i = j = 0
    while i < len(ranges) and j < len(other):
        if ranges[i][1] < other[j][0]:
            i += 1
        elif other[j][1] < ranges[i][0]:
            j += 1
        else:
            return True
    return False


def _first(node: Node) -> tuple[_Look, bool]:
    """What the first step of `node` may read, and whether it may read nothing. `$` reads the
    end of the input (it passes nowhere else)."""
    if isinstance(node, Chars):
        return (node.ranges, False), False
    if isinstance(node, Assert):
        return (((), True), False) if node.kind == "$" else (_NOTHING, True)
    if isinstance(node, Seq):
        look = _NOTHING
        for item in node.items:
            first, nullable = _first(item)
            look = _union(look, first)
            if not nullable:
                return look, False
        return look, True
    if isinstance(node, Alt):
        look, nullable = _NOTHING, False
        for option in node.options:
            first, empty = _first(option)
            look, nullable = _union(look, first), nullable or empty
        return look, nullable
    first, nullable = _first(node.body)
    return first, nullable or node.low == 0


def _deterministic(node: Node, follow: _Look) -> bool:
    """At every choice `node` makes (an alternative, one more iteration or not), at most one
    choice can read the next character or the end, given that `follow` comes after it."""
    if isinstance(node, Chars):
        return True
    if isinstance(node, Assert):
        return node.kind == "$"
    if isinstance(node, Seq):
        after = follow
        for item in reversed(node.items):
            if not _deterministic(item, after):
                return False
            first, nullable = _first(item)
            after = _union(first, after) if nullable else first
        return True
    if isinstance(node, Alt):
        looks = []
        for option in node.options:
            first, nullable = _first(option)
            looks.append(_union(first, follow) if nullable else first)
            if not _deterministic(option, follow):
                return False
        return not any(_overlap(a, b) for index, a in enumerate(looks) for b in looks[index + 1 :])
    first, nullable = _first(node.body)
    if node.high == node.low:
        return _deterministic(node.body, _union(first, follow) if node.low > 1 else follow)
    if nullable or _overlap(first, follow):
        return False
    return _deterministic(node.body, _union(first, follow))


def _paths(node: Node) -> int | None:
    """The number of ways through a pattern without variable repetition (None: it has one)."""
    if isinstance(node, Chars | Assert):
        return 1
    if isinstance(node, Repeat):
        inner = _paths(node.body)
        if inner is None or node.high != node.low:
            return None
        return 1 if inner == 1 else min(inner ** min(node.low, 9), MAX_PATHS + 1)
    counts = [_paths(child) for child in (node.items if isinstance(node, Seq) else node.options)]
    if any(count is None for count in counts):
        return None
    total = 1 if isinstance(node, Seq) else 0
    for count in counts:
        assert count is not None
        total = total * count if isinstance(node, Seq) else total + count
        total = min(total, MAX_PATHS + 1)
    return total


def leaves(node: Node) -> list[Chars | Assert]:
    """The tree's character classes and assertions, in the pattern's order."""
    if isinstance(node, Chars | Assert):
        return [node]
    if isinstance(node, Repeat):
        return leaves(node.body)
    children = node.items if isinstance(node, Seq) else node.options
    return [leaf for child in children for leaf in leaves(child)]


def assertions(node: Node) -> list[str]:
    """The kinds of the tree's zero-width assertions: `^`, `$`, `b`, `B`."""
    return [leaf.kind for leaf in leaves(node) if isinstance(leaf, Assert)]


def host_is_linear(node: Node) -> bool:
    """Whether a backtracking engine (`re.search`, `RegExp.test`) decides `node` in time
    linear in the input.

    Proof. A backtracking engine tries a start position, then explores the choices the
    pattern makes (which alternative, one more iteration or not), undoing the last one on
    failure. Two shapes bound that exploration:

    - Loop-free (no repetition with a variable count, at most MAX_PATHS ways through): an
      attempt follows at most MAX_PATHS paths of at most the pattern's length, a constant;
      there are at most n + 1 start positions.
    - Anchored (`^` first) and deterministic (`_deterministic`: at every choice the options'
      first characters, the end of input included, are disjoint, and no repeated body can
      match empty): the attempts at positions after 0 fail at once on `^`. In the attempt at
      0, when a choice is made at the next character c, every option but one cannot read c,
      so it fails before reading anything, after at most the pattern's length of steps
      (nothing repeats without reading). Undoing a choice therefore costs a constant, and
      each choice point is made once per character read on the current path: O(n) in all.

    Before either, a repetition of one class that ends the pattern (`f.*`, `[0-9]{2,}`) is cut
    to its minimum (`_without_tail`): the engine explores the rest as it would without the
    extra iterations, and once the rest has matched, the tail reads at most n characters, one
    step each, and cannot fail, since the pattern ends there.

    `^` elsewhere and word boundaries are left to the automaton (the argument does not cover
    them); a pattern of neither shape too.
    """
    node = _without_tail(node)
    kinds = assertions(node)
    if "b" in kinds or "B" in kinds:
        return False
    paths = _paths(node)
    if paths is not None and paths <= MAX_PATHS:
        return True
    items = node.items if isinstance(node, Seq) else (node,)
    if not items or items[0] != Assert("^") or kinds.count("^") != 1:
        return False
    return _deterministic(Seq(items[1:]), _NOTHING)


def _without_tail(node: Node) -> Node:
    """`node` with the repetitions of one class that end it cut to their minimum count (the
    same strings match somewhere, since nothing after them can fail)."""
    if isinstance(node, Alt):
        return Alt(tuple(_without_tail(option) for option in node.options))
    items = list(node.items) if isinstance(node, Seq) else [node]
    while items:
        last = items[-1]
        if not (isinstance(last, Repeat) and isinstance(last.body, Chars)):
            break
        if last.high == last.low:
            break
        items[-1] = Repeat(last.body, last.low, last.low)
        if last.low:
            break
        items.pop()
    return items[0] if len(items) == 1 else Seq(tuple(items))
