"""Boolean expression trees for the fast path, with constant folding, written on one line.

A schema compiles to one expression over a placeholder for the instance. Placing a child's
expression at a property binds the placeholder: used once, it becomes `parent["key"]`; used
more often, its first use (always the first evaluated: a type test) becomes a walrus
`(vN := parent["key"])` and the others `vN`. So the fast path is straight-line code with no
function calls, and every value is looked up once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

HOLE = "\x00"  # the placeholder; repr() never emits a raw NUL, so it cannot clash
DEPTH = "\x01"
"""The depth marker in a leaf that calls a schema's function: `DEPTH` is the nesting level of
the placeholder's value in the function's own `x`, each `+` after it one level deeper."""


@dataclass(frozen=True)
class Leaf:
    """An atomic test such as `isinstance(x, str)` or `len(x) >= 1`."""

    text: str


@dataclass(frozen=True)
class And:
    items: tuple[Expr, ...]


@dataclass(frozen=True)
class Or:
    items: tuple[Expr, ...]


@dataclass(frozen=True)
class Count:
    """Exactly `target` of `items` hold (oneOf); each item is evaluated."""

    items: tuple[Expr, ...]
    target: int


@dataclass(frozen=True)
class Pick:
    """The case whose test holds decides; none holding, False. `items` is test, body, test,
    body, ...: tests that no value passes two of (a value against distinct strings), the
    first of them the first use of the value (it is always evaluated)."""

    items: tuple[Expr, ...]


Expr = Leaf | And | Or | Count | Pick

FAMILY_OF_TYPE = {
    "object": "object",
    "array": "array",
    "string": "string",
    "number": "number",
    "integer": "number",
}
"""The family of values each JSON type's values belong to (`integer` is a number)."""

TRUE = Leaf("True")
FALSE = Leaf("False")


def conj(items: list[Expr]) -> Expr:
    """All of `items`, folding constants and flattening nested conjunctions; neighbours that
    hold alike when their first test does share it."""
    flat: list[Expr] = []
    seen: set[Expr] = {TRUE}  # a set: a schema with thousands of properties stays linear
    for item in items:
        if item == FALSE:
            return FALSE
        for part in item.items if isinstance(item, And) else (item,):
            if part not in seen:  # tests are pure: a repeat adds nothing
                seen.add(part)
                flat.append(part)
    merged: list[Expr] = []
    for part in flat:
        last = merged[-1] if merged else None
        if isinstance(part, Or) and isinstance(last, Or) and part.items[0] == last.items[0]:
            # (g or a) and (g or b): g or (a and b), g tested once (a type guard, mostly).
            rest = conj([disj(list(last.items[1:])), disj(list(part.items[1:]))])
            merged[-1] = disj([part.items[0], rest])
        else:
            merged.append(part)
    if not merged:
        return TRUE
    return merged[0] if len(merged) == 1 else And(tuple(merged))


def disj(items: list[Expr]) -> Expr:
    """Any of `items`, folding constants and flattening nested disjunctions."""
    flat: list[Expr] = []
    for item in items:
        if item == TRUE:
            return TRUE
        if isinstance(item, Or):
            flat.extend(item.items)
        elif item != FALSE:
            flat.append(item)
    if not flat:
        return FALSE
    return flat[0] if len(flat) == 1 else Or(tuple(flat))


def exactly_one(items: list[Expr]) -> Expr:
    """Exactly one of `items` (oneOf semantics), folding constant branches."""
    target = 1 - sum(1 for item in items if item == TRUE)
    rest = [item for item in items if item not in (TRUE, FALSE)]
    if target < 0:
        return FALSE
    if not rest:
        return TRUE if target == 0 else FALSE
    if target == 1 and len(rest) == 1:
        return rest[0]
    return Count(tuple(rest), target)


def pick(items: list[Expr]) -> Expr:
    """The body of the case whose test holds (`items`: test, body, ...), False for none: a
    case found stops the tests of the others."""
    if len(items) == 2:
        return conj(items)
    return Pick(tuple(items))


def _texts(expr: Expr) -> Iterator[str]:
    """Leaf texts in evaluation order of their first reachable use."""
    if isinstance(expr, Leaf):
        yield expr.text
    else:
        for item in expr.items:
            yield from _texts(item)


def uses(expr: Expr) -> int:
    """How often the placeholder occurs in `expr`."""
    return sum(text.count(HOLE) for text in _texts(expr))


def map_leaves(expr: Expr, change: Callable[[str], str]) -> Expr:
    """`expr` with every leaf's text changed."""
    if isinstance(expr, Leaf):
        return Leaf(change(expr.text))
    items = tuple(map_leaves(item, change) for item in expr.items)
    return Count(items, expr.target) if isinstance(expr, Count) else type(expr)(items)


def deeper(expr: Expr) -> Expr:
    """`expr` applied to a value one level below its placeholder's."""
    return map_leaves(expr, lambda text: text.replace(DEPTH, DEPTH + "+"))


def depths(text: str, level: str) -> str:
    """Resolve the depth markers against `level`, the expression for the function's `x`."""

    def resolve(match: re.Match[str]) -> str:
        steps = len(match.group(1))
        if level.isdigit():
            return str(int(level) + steps)
        return level if steps == 0 else f"{level} + {steps}"

    return re.sub(DEPTH + r"(\+*)", resolve, text)


def bind(
    expr: Expr, value: str, name: Callable[[], str], assign: str = ":=", *, below: bool = False
) -> Expr:
    """Substitute the placeholder by `value`, through a variable when it is used more than
    once and is not one already: its first use (always the first evaluated: a type test)
    assigns it with `assign` (Python's walrus, JavaScript's `=`); `below` when `value` is
    nested one level below the placeholder."""
    if below:
        expr = deeper(expr)
    if uses(expr) <= 1 or value.isidentifier():
        return map_leaves(expr, lambda text: text.replace(HOLE, value))
    variable = name()
    state = {"first": True}

    def change(text: str) -> str:
        pieces = text.split(HOLE)
        result = pieces[0]
        for piece in pieces[1:]:
            if not state["first"]:
                result += variable
            elif result.endswith("type(") and piece.startswith(")"):
                result += f"{variable} {assign} {value}"  # a lone argument needs no parentheses
            else:
                result += f"({variable} {assign} {value})"
            state["first"] = False
            result += piece
        return result

    return map_leaves(expr, change)


def inline(expr: Expr, nested: bool = False) -> str:
    """`expr` on one line; `nested` adds the parentheses a compound needs inside an operator."""
    if isinstance(expr, Leaf):
        return expr.text
    if isinstance(expr, Count):
        text = " + ".join(f"({inline(item)})" for item in expr.items) + f" == {expr.target}"
    elif isinstance(expr, Pick):
        *cases, (test, body) = zip(expr.items[::2], expr.items[1::2], strict=True)
        text = "".join(
            f"{inline(body, nested=True)} if {inline(test, nested=True)} else "
            for test, body in cases
        )
        # The last case as `test and body`: no constant False to load and test again when the
        # verdict is an `if` condition.
        text += f"({inline(test, nested=True)} and {inline(body, nested=True)})"
    else:
        joiner = " and " if isinstance(expr, And) else " or "
        text = joiner.join(inline(item, nested=True) for item in expr.items)
    return f"({text})" if nested else text


def factored(branches: list[Expr]) -> Expr:
    """Any of `branches`, with a first test they all begin with (an object's type, say)
    tested once: `(a and b) or (a and c)` is `a and (b or c)` for tests without effects."""
    if len(branches) > 1 and all(isinstance(b, And) for b in branches):
        heads = {b.items[0] for b in branches if isinstance(b, And)}
        if len(heads) == 1:
            rest = [conj(list(b.items[1:])) for b in branches if isinstance(b, And)]
            return conj([heads.pop(), factored(rest)])
    return disj(branches)


def guarded(
    parts: list[Expr],
    groups: Mapping[str, list[Expr]],
    types: set[str] | None,
    not_family: Mapping[str, str],
    count: str,
) -> Expr:
    """A schema's expression: `parts` that hold for any value, and each family's `groups` of
    checks under its guard (`not_family`: a value is not of the family), a count first (a
    leaf starting with `count`: the cheapest test to fail). A family `types` (the families
    the schema's `type` allows, None for any) leaves out needs no guard; one it excludes, no
    checks."""
    for family, checks in groups.items():
        checks.sort(key=lambda e: not (isinstance(e, Leaf) and e.text.startswith(count)))
        body = conj(checks)
        if types is not None and family not in types:
            continue  # the type check already fails every value of this family
        if types is not None and types == {family}:
            parts.append(body)
        else:
            parts.append(disj([Leaf(not_family[family]), body]))
    return conj(parts)
