"""Patterns as matchers whose time is linear in the input, for both backends.

A pattern the host's engine provably runs in linear time (`regex_tree.host_is_linear`) stays
a host regex: the engine is fastest there. Any other becomes a Thompson NFA emitted as data,
which a small runtime pasted into the module (`regex_runtime.py`) runs as a DFA built lazily
with a bounded cache: each character costs at most the size of the NFA, so no input can
make a validator backtrack. A pattern with lookaround or a back-reference (which only a
backtracking engine runs) is refused by the lowering unless the schema was compiled with
`--allow-backtracking`; then it stays a host regex.

The NFA's alphabet is the code points cut into intervals at every boundary of a class the
pattern reads (and of the word characters when it uses `\\b`), so a transition table has one
column per interval whatever the Unicode classes hold.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from functools import cache

from dsh_schedule.compiler.ecma_regex import WORD, UnsupportedPattern, translate
from dsh_schedule.compiler.ecma_regex_js import js_pattern
from dsh_schedule.compiler.regex_tree import (
    Alt,
    Assert,
    Backtracking,
    Chars,
    Node,
    Seq,
    assertions,
    host_is_linear,
    leaves,
    parse,
)

MAX_STATES = 20_000
"""A pattern whose NFA would be larger (counted repetition of a large body) is refused."""

# State kinds, as the runtimes read them.
READ, SPLIT, CHECK, MATCH = 0, 1, 2, 3

State = tuple[int, tuple[int, ...], int]
"""(kind, data, next): READ (interval numbers, next), SPLIT (targets, -1),
CHECK ((assertion code,), next), MATCH ((), -1)."""

ASSERTIONS = {"^": 0, "$": 1, "b": 2, "B": 3}


def needs_backtracking(pattern: str) -> str | None:
    """What in `pattern` only a backtracking engine matches (lookaround, a back-reference;
    refused without --allow-backtracking), or None. UnsupportedPattern for a pattern no
    backend accepts, or whose automaton is too large."""
    try:
        parse(pattern)
    except Backtracking as found:
        translate(pattern)  # the rest must still be valid
        return str(found)
    _automaton(pattern)
    return None


class Automaton:
    """The NFA of one pattern: `bounds` cut the code points into intervals (interval k holds
    the code points c with bisect_right(bounds, c) == k), `word` names the intervals of word
    characters (only when the pattern has `\\b`/`\\B`), `states[0]` is the start; the search
    is unanchored unless `anchored` (every way from the start checks `^` first)."""

    def __init__(self, node: Node) -> None:
        classes = [leaf.ranges for leaf in leaves(node) if isinstance(leaf, Chars)]
        uses_boundary = any(kind in ("b", "B") for kind in assertions(node))
        if uses_boundary:
            classes.append(WORD)
        cuts = {0}
        for ranges in classes:
            for low, high in ranges:
                cuts.update((low, high + 1))
        self.bounds = sorted(cut for cut in cuts if 0 < cut <= 0x10FFFF)
        self.word = self.intervals(WORD) if uses_boundary else ()
        self.states: list[State] = [(SPLIT, (), -1)]
        match = self.add((MATCH, (), -1))
        self.states[0] = (SPLIT, (self.build(node, match),), -1)
        self.anchored = _anchored(node)

    def intervals(self, ranges: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        found: list[int] = []
        for low, high in ranges:
            found += range(bisect_right(self.bounds, low), bisect_right(self.bounds, high) + 1)
        return tuple(found)

    def add(self, state: State) -> int:
        if len(self.states) >= MAX_STATES:
            raise UnsupportedPattern(f"too large for a linear-time matcher ({MAX_STATES} states)")
        self.states.append(state)
        return len(self.states) - 1

    def build(self, node: Node, next_state: int) -> int:
        """The state that matches `node` and goes on to `next_state`."""
        if isinstance(node, Chars):
            return self.add((READ, self.intervals(node.ranges), next_state))
        if isinstance(node, Assert):
            return self.add((CHECK, (ASSERTIONS[node.kind],), next_state))
        if isinstance(node, Seq):
            for item in reversed(node.items):
                next_state = self.build(item, next_state)
            return next_state
        if isinstance(node, Alt):
            targets = tuple(self.build(option, next_state) for option in node.options)
            return self.add((SPLIT, targets, -1))
        entry = next_state
        if node.high is None:
            loop = self.add((SPLIT, (), -1))
            self.states[loop] = (SPLIT, (self.build(node.body, loop), next_state), -1)
            entry = loop
        else:
            for _ in range(node.high - node.low):
                entry = self.add((SPLIT, (self.build(node.body, entry), next_state), -1))
        for _ in range(node.low):
            entry = self.build(node.body, entry)
        return entry

    def python_source(self) -> str:
        return f"_Automaton({self.arguments()}, {self.anchored})"

    def javascript_source(self) -> str:
        return f"automaton({self.arguments()}, {json.dumps(self.anchored)})"

    def arguments(self) -> str:
        """The data both runtimes take, as JSON arrays (valid Python and JavaScript)."""
        states = [[kind, list(data), target] for kind, data, target in self.states]
        parts = (self.bounds, list(self.word), states)
        return ", ".join(json.dumps(part, separators=(",", ":")) for part in parts)


def _anchored(node: Node) -> bool:
    """Whether every match starts with `^` (then no later start position is tried)."""
    if isinstance(node, Assert):
        return node.kind == "^"
    if isinstance(node, Seq):
        return bool(node.items) and _anchored(node.items[0])
    if isinstance(node, Alt):
        return all(_anchored(option) for option in node.options)
    return False


@cache
def _automaton(pattern: str) -> Automaton | None:
    """The automaton for `pattern`, or None when the host engine runs it (linear, or a
    lookaround or back-reference accepted with --allow-backtracking)."""
    try:
        node = parse(pattern)
    except Backtracking:
        return None
    return None if host_is_linear(node) else Automaton(node)


def python_matcher(pattern: str) -> tuple[str, bool]:
    """The source of an object whose `search(text)` is None exactly when `pattern` (ECMA-262)
    matches nowhere in `text`, and whether it needs the `_Automaton` runtime."""
    automaton = _automaton(pattern)
    if automaton is None:
        from dsh_schedule.compiler.backends.python.literals import py_str

        return f"re.compile({py_str(translate(pattern))})", False
    return automaton.python_source(), True


def javascript_matcher(pattern: str) -> tuple[str, bool]:
    """The source of an object whose `test(text)` says whether `pattern` matches somewhere in
    `text`, and whether it needs the `automaton` runtime."""
    automaton = _automaton(pattern)
    if automaton is None:
        return js_pattern(pattern), False
    return automaton.javascript_source(), True
