"""The Python spellings of the verdict's leaves: a value's type and its family, numbers."""

from __future__ import annotations

from dsh_schedule.compiler.backends.expr import HOLE, Expr, Leaf, conj, disj

NOT_FAMILY = {
    "object": f"not isinstance({HOLE}, dict)",
    "array": f"not isinstance({HOLE}, list)",
    "string": f"not isinstance({HOLE}, str)",
    "number": f"not isinstance({HOLE}, (int, float)) or isinstance({HOLE}, bool)",
}


def type_test(name: str) -> Expr:
    """One JSON type (bool is never a number; 1.0 is an integer)."""
    simple = {
        "object": f"isinstance({HOLE}, dict)",
        "array": f"isinstance({HOLE}, list)",
        "string": f"isinstance({HOLE}, str)",
        "null": f"{HOLE} is None",
        "boolean": f"isinstance({HOLE}, bool)",
    }
    if name in simple:
        return Leaf(simple[name])
    number = conj([Leaf(f"isinstance({HOLE}, int)"), Leaf(f"not isinstance({HOLE}, bool)")])
    if name == "integer":  # an exact int is the common case: one test
        real = conj([Leaf(f"isinstance({HOLE}, float)"), Leaf(f"float.is_integer({HOLE})")])
        return disj([Leaf(f"type({HOLE}) is int"), number, real])
    return conj([Leaf(f"isinstance({HOLE}, (int, float))"), Leaf(f"not isinstance({HOLE}, bool)")])


def py_number_literal(value: int | float) -> str:
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        return 'float("inf")' if value > 0 else '-float("inf")'
    return repr(value)
