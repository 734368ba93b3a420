"""The fast path's expression trees (`backends/expr.py`) written as JavaScript.

The trees are the same as the Python backend's: `Leaf` texts over a placeholder for the
instance, folded with `conj`, `disj` and `exactly_one`. Here a value used more than once is
bound by an assignment at its first use (always the first evaluated: a type test),
`(v3 = x["a"])`, to a variable the function declares. Leaves that call a schema's function
carry a depth marker: the nesting level of the value they pass, which each bind into a child
value raises by one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dsh_schedule.compiler.backends.expr import (
    HOLE,
    And,
    Count,
    Expr,
    Leaf,
)
from dsh_schedule.compiler.backends.expr import (
    bind as shared_bind,
)

TYPE_TESTS = {
    "object": f"isObject({HOLE})",
    "array": f"Array.isArray({HOLE})",
    "string": f'typeof {HOLE} === "string"',
    "null": f"{HOLE} === null",
    "boolean": f'typeof {HOLE} === "boolean"',
    "number": f'typeof {HOLE} === "number"',
    "integer": f"Number.isInteger({HOLE})",
}
NOT_FAMILY = {
    "object": f"!isObject({HOLE})",
    "array": f"!Array.isArray({HOLE})",
    "string": f'typeof {HOLE} !== "string"',
    "number": f'typeof {HOLE} !== "number"',
}
ASSIGNED = re.compile(r"\((v\d+_) = ")


def bind(expr: Expr, value: str, name: Callable[[], str], *, below: bool) -> Expr:
    """`backends.expr.bind` with JavaScript's assignment: `(v3 = x["a"])`."""
    return shared_bind(expr, value, name, "=", below=below)


def inline(expr: Expr, nested: bool = False) -> str:
    """`expr` on one line; `nested` adds the parentheses a compound needs inside an operator."""
    if isinstance(expr, Leaf):
        return {"True": "true", "False": "false"}.get(expr.text, expr.text)
    if isinstance(expr, Count):
        text = " + ".join(f"+({inline(item)})" for item in expr.items) + f" === {expr.target}"
    else:
        joiner = " && " if isinstance(expr, And) else " || "
        text = joiner.join(inline(item, nested=True) for item in expr.items)
    return f"({text})" if nested else text


def declared(body: str) -> list[str]:
    """The variables `body` assigns, in order: what its function must declare."""
    return list(dict.fromkeys(ASSIGNED.findall(body)))
