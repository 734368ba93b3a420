"""A named fast path of the Python verdict: one regex call for the fixed-length values of
every item of an array (the `Instant` of each view in a list) instead of one call per item.

A call of `re` costs about 130 ns before it matches anything, as much as matching an
`Instant` does. When each item's test ends with the search of a pattern anchored at both ends
whose matches all have length L, on a value the same test has already proved a string of
length L, the loop tests everything else item by item, keeps those values, and matches their
concatenation once against the pattern's body repeated. That is exact: a string of n * L
characters is n matches of a body whose matches are all L long exactly when each of its
L-character pieces is one, as long as the body asserts nothing about what lies beside a piece
(no anchors, word boundaries, lookaround or back-references: such a pattern keeps its calls).
The verdict is a conjunction without side effects, so which of its tests runs first does not
change it. `tests/test_pattern_joined.py` holds both ways against each other.
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from dsh_schedule.compiler.backends.python.literals import py_str
from dsh_schedule.compiler.ecma_regex import fixed_length, translate
from dsh_schedule.compiler.regex_automaton import python_matcher

_PARSER: Any = importlib.import_module("re._parser")
_CONTEXT = {"AT", "ASSERT", "ASSERT_NOT", "GROUPREF", "GROUPREF_EXISTS", "GROUPREF_IGNORE"}
"""Operators that look outside the characters they match (or at another group's)."""


@cache
def repeated_source(pattern: str) -> tuple[str, int] | None:
    """The source of a compiled regex whose `fullmatch` of a concatenation of strings of the
    length L every match of `pattern` (ECMA-262) has tells whether `pattern` matches each of
    them, and L; None for a pattern it cannot stand for, or one left to the automaton.

    Each piece is matched once and never given back, so the time stays linear: a body of one
    length has no repetition, and the host engine runs it only when `host_is_linear` bounds
    its paths. Python 3.11's possessive repeat does that; older Pythons take the same atomic
    step as a lookahead that captures the piece and a back-reference that consumes it, which
    is slower (872 ns against 589 ns for three `Instant`s)."""
    length = fixed_length(pattern)
    if not length or python_matcher(pattern)[1]:
        return None
    source = translate(pattern)  # `^BODY\\Z`: `fixed_length` found both anchors
    body = source[1:-2]
    if any(str(op) in _CONTEXT for op in _operators(_PARSER.parse(body))):
        return None
    possessive, atomic = py_str(f"(?:{body})*+"), py_str(f"(?:(?=({body}))\\1)*")
    return f"re.compile({possessive} if sys.version_info >= (3, 11) else {atomic})", length


def _operators(parsed: Any) -> Iterator[Any]:
    """Every operator of a parsed pattern, nested ones included."""
    for op, argument in parsed:
        yield op
        for part in argument if isinstance(argument, tuple | list) else (argument,):
            if isinstance(part, _PARSER.SubPattern):
                yield from _operators(part)
            elif isinstance(part, list):  # the branches of an alternative
                for branch in part:
                    if isinstance(branch, _PARSER.SubPattern):
                        yield from _operators(branch)


def split_search(test: str, lengths: Mapping[str, int]) -> tuple[str, str, str] | None:
    """`(rest, value, regex)` when `test` is `rest and REGEX.search(VALUE) is not None`, where
    `lengths` gives REGEX's one match length L and `rest` proves VALUE, bound once in it, a
    string of length L whenever it holds; else None."""
    tree = ast.parse(test, mode="eval").body
    if not (isinstance(tree, ast.BoolOp) and isinstance(tree.op, ast.And)):
        return None
    *rest, last = tree.values
    found = _search_of(last)
    if found is None or found[1] not in lengths:
        return None
    value, regex = found
    bindings = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.NamedExpr) and node.target.id == value
    ]
    typed = any(_is_str_test(node, value) for node in rest)
    sized = any(_is_length_test(node, value, lengths[regex]) for node in rest)
    tail = f" and {ast.unparse(last)}"
    if len(bindings) != 1 or not (typed and sized) or not test.endswith(tail):
        return None
    return test[: -len(tail)], value, regex


def _search_of(node: ast.expr) -> tuple[str, str] | None:
    """`(value, regex)` of `REGEX.search(VALUE) is not None`."""
    match node:
        case ast.Compare(
            left=ast.Call(
                func=ast.Attribute(value=ast.Name(id=regex), attr="search"),
                args=[ast.Name(id=value)],
                keywords=[],
            ),
            ops=[ast.IsNot()],
            comparators=[ast.Constant(value=None)],
        ):
            return value, regex
    return None


def _is_str_test(node: ast.expr, value: str) -> bool:
    """`isinstance((VALUE := ...), str)`."""
    match node:
        case ast.Call(
            func=ast.Name(id="isinstance"),
            args=[ast.NamedExpr(target=ast.Name(id=name)), ast.Name(id="str")],
            keywords=[],
        ):
            return name == value
    return False


def _is_length_test(node: ast.expr, value: str, length: int) -> bool:
    """`len(VALUE) == LENGTH`."""
    match node:
        case ast.Compare(
            left=ast.Call(func=ast.Name(id="len"), args=[ast.Name(id=name)], keywords=[]),
            ops=[ast.Eq()],
            comparators=[ast.Constant(value=int(size))],
        ):
            return name == value and size == length
    return False


def joined_loop(source: str, rest: str, value: str, joined: str) -> list[str]:
    """The loop function's body: `rest` per item, then one `joined` match of the values. They
    are kept in one string, which CPython extends in place: no list to allocate and join."""
    return [
        '    values = ""',
        f"    for item in {source}:",
        f"        if not ({rest}):",
        "            return False",
        f"        values += {value}",
        f"    return {joined}.fullmatch(values) is not None",
    ]
