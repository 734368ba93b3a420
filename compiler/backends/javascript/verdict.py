"""The JavaScript backend's fast path: a schema's verdict as one inlined boolean expression.

The counterpart of the Python backend's `backends/python/verdict.py`, over the same IR: every
schema renders as an expression over the instance (checks and in-place applicators inlined,
child values bound once), and loops over an object's or an array's values go in small
functions of their own. `unevaluatedProperties` and
`unevaluatedItems` take this path when the keys or items the other keywords evaluate are known
from the schemas alone (`keys_of`, `items_of`); otherwise the schema is called through its
general function `sN`. `isValidX` is the expression; `validateX` collects errors only when it
says no. A valid instance allocates nothing here but `uniqueItems` on a long array and
`multipleOf` on a fraction.

Under a dynamic scope a schema that reaches a `$dynamicRef` is rendered once per scope it is
entered with, the scope reduced to the resources that were the first to hold one of the
anchors (all that decides where a `$dynamicRef` lands, in the order entered): each
`$dynamicRef` is then resolved while rendering, and the verdict carries no scope at run time.

Every function takes the nesting level `d` of its value; the functions of recursive schemas
stop the walk past the depth limit (`module.py`'s `DEPTH`).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.expr import (
    DEPTH,
    FALSE,
    HOLE,
    TRUE,
    Expr,
    Leaf,
    conj,
    depths,
    disj,
)
from dsh_schedule.compiler.backends.javascript.expr import (
    NOT_FAMILY,
    TYPE_TESTS,
    bind,
    declared,
    inline,
)
from dsh_schedule.compiler.backends.javascript.literals import js_value
from dsh_schedule.compiler.backends.verdict_core import Loop, VerdictCore
from dsh_schedule.compiler.ecma_regex import Ranges, complement

SMALL_CLASS = 64
"""Code points; a bigger character class is left to the regex engine."""
SMALL_SET = 6
"""Up to this many names are compared one by one; more go through a Set."""


class JavaScriptVerdicts(VerdictCore):
    """Renders `vN` verdict functions and their loop functions `lN`, on demand."""

    NOT_FAMILY = NOT_FAMILY
    SIZE_CALL = "keys("
    TEST_LIMIT = 100
    ITEMS_LIMIT = None
    ITEM = "x[i]"
    VALUE = "x[key]"
    VARIABLE_SUFFIX = "_"
    REUSE_CASE_VARIABLES = False
    EQUALS = "==="
    PRESENT = f"has({HOLE}, {{}})"
    ABSENT = f"!has({HOLE}, {{}})"
    SHORTER = f"{HOLE}.length <= {{}}"
    MULTIPLE_OF = "multipleOf"
    FUNCTION_PREFIX = "v"

    def free(self, number: int) -> bool:
        """Whether schema `number`'s verdict is one expression under any dynamic scope."""
        return number not in self.scopes.scoped and self.fast(self.schemas[number])

    def render(self) -> list[list[str]]:
        """Every function asked for so far, and those they ask for."""
        functions: list[list[str]] = []
        for number, name in self.scopes.take():
            text = self.inlined(number, "x", "d")
            schema = self.schemas[number]
            head = [f"// {schema.location}"] if schema.location.isascii() else []
            guard = self.recursive(number)
            lines = [*head, f"function {name}(x, d) {{", *([f"  {guard}"] if guard else [])]
            functions.append([*lines, *self._declare(text), f"  return {text};", "}"])
        return functions + [loop for loop in self.loops if loop]

    @staticmethod
    def _declare(text: str) -> list[str]:
        variables = declared(text)
        return [f"  let {', '.join(variables)};"] if variables else []

    def spell(self, expr: Expr, value: str, level: str) -> str:
        return depths(inline(bind(expr, value, self.fresh, below=False)), level)

    def text(self, expr: Expr) -> str:
        return inline(expr)

    def call(self, number: int) -> Expr:
        state = self.scopes.of(number)
        if not self.fast(self.schemas[number]):
            # The reduced scope resolves every anchor as the whole one would; entered
            # resources go in a copy.
            scope = "null"
            if self.ir.dynamic:
                scope = self.constant("S", f"[{', '.join(map(str, state))}]")
            return Leaf(f's{number}({HOLE}, "", null, null, {scope}, {DEPTH})')
        return Leaf(f"{self.function(number)}({HOLE}, {DEPTH})")

    def at(self, expr: Expr, access: str) -> Expr:
        return bind(expr, access, self.fresh, below=True)

    def member(self, name: str, schema: int, required: AbstractSet[str]) -> str:
        return f"{HOLE}[{js_value(name)}]"

    def literal(self, value: str | float) -> str:
        return js_value(value)

    def type_test(self, name: str) -> Expr:
        return Leaf(TYPE_TESTS[name])

    def strings(self, values: list[str]) -> Expr | None:
        if len(values) <= 4:
            return None
        members = ", ".join(js_value(v) for v in values)
        name = self.constant("E", f"new Set([{members}])")
        return conj([Leaf(f'typeof {HOLE} === "string"'), Leaf(f"{name}.has({HOLE})")])

    def unique(self) -> Expr:
        self.helper("unique")
        return Leaf(f"unique({HOLE}, {DEPTH})")

    def negation(self, inner: Expr) -> Expr:
        return Leaf(f"!({inline(inner)})")

    def count(self, step: ir.CountCheck) -> Expr:
        operator = ">=" if step.lower else "<="
        if step.guard == "object":
            self.helper("keys")
            return Leaf(f"keys({HOLE}) {operator} {step.limit}")
        if step.guard == "array":
            return Leaf(f"{HOLE}.length {operator} {step.limit}")
        # A string: code points, which never exceed the UTF-16 length nor fall below half.
        self.helper("length")
        if step.lower:
            if step.limit <= 1:
                return Leaf(f"{HOLE}.length >= {step.limit}")
            quick = f"{HOLE}.length >= {2 * step.limit}"
            return conj(
                [
                    Leaf(f"{HOLE}.length >= {step.limit}"),
                    disj([Leaf(quick), Leaf(f"length({HOLE}) >= {step.limit}")]),
                ]
            )
        return disj(
            [Leaf(f"{HOLE}.length <= {step.limit}"), Leaf(f"length({HOLE}) <= {step.limit}")]
        )

    def conditional(self, step: ir.IfThenElse, stack: tuple[int, ...]) -> Expr:
        """if/then/else as a conditional expression; the `if` is evaluated first."""
        condition = self.child(step.condition, stack)
        then = TRUE if step.then is None else self.child(step.then, stack)
        otherwise = TRUE if step.otherwise is None else self.child(step.otherwise, stack)
        if then == otherwise:
            return then
        if condition in (TRUE, FALSE):
            return then if condition == TRUE else otherwise
        if otherwise == TRUE:
            return disj([Leaf(f"!({inline(condition)})"), then])
        if then == TRUE:
            return disj([condition, otherwise])
        return Leaf(
            f"({inline(condition, True)} ? {inline(then, True)} : {inline(otherwise, True)})"
        )

    def either(self, branches: list[Expr]) -> Expr:
        return disj(branches)

    def implied(self, name: str, value: str) -> set[Leaf]:
        key = js_value(name)
        return {
            Leaf(f"isObject({HOLE})"),
            Leaf(f"has({HOLE}, {key})"),
            Leaf(f"{HOLE}[{key}] === {js_value(value)}"),
        }

    def cases(self, variable: str, name: str, groups: list[tuple[tuple[str, ...], Expr]]) -> Expr:
        self.helper("own")
        bound = f"({variable} = own({HOLE}, {js_value(name)}))"
        cases = [conj(list(case)) for case in self.case_tests(bound, variable, groups)]
        return conj([Leaf(f"isObject({HOLE})"), disj(cases)])

    def regex(self, pattern: str) -> Expr:
        return Leaf(f"{self.pattern(pattern)}.test({HOLE})")

    def edges(self) -> tuple[Expr, str, str, Expr]:
        last = f"{HOLE}.charCodeAt({HOLE}.length - 1)"
        return (
            Leaf(f"{HOLE}.length >= 1"),
            f"{HOLE}.charCodeAt(0)",
            last,
            Leaf(f"{HOLE}.length === 1"),
        )

    def membership(self, ranges: Ranges) -> str | None:
        """A test of one UTF-16 unit against a class or its complement of few code points,
        all in the basic plane and none a surrogate: then the unit is in the class exactly
        when the character it starts or ends is."""
        for negated, members in ((False, ranges), (True, complement(ranges))):
            size = sum(high - low + 1 for low, high in members)
            plain = all(
                high <= 0xFFFF and not (low <= 0xDFFF and high >= 0xD800) for low, high in members
            )
            if 0 < size <= SMALL_CLASS and plain:
                points = ", ".join(str(c) for low, high in members for c in range(low, high + 1))
                name = self.constant("U", f"new Set([{points}])")
                return ("!" if negated else "") + name + ".has({})"
        return None

    def equal(self, value: object) -> Expr:
        if value is None or isinstance(value, bool | int | float | str):
            return Leaf(f"{HOLE} === {js_value(value)}")
        self.helper("equal")
        return Leaf(f"equal({HOLE}, {self.constant('C', js_value(value))})")

    def sized(self, size: int) -> Expr:
        self.helper("keys")
        return Leaf(f"keys({HOLE}) === {size}")

    def names_only(
        self, step: ir.AdditionalProperties, required: set[str], stack: tuple[int, ...]
    ) -> Expr:
        self.helper("keys")
        return self.loop(step, stack)

    def loop_name(self, slot: int) -> str:
        return f"l{slot + 1}"

    def loop_function(self, name: str, body: list[str]) -> list[str]:
        return [f"function {name}(x, d) {{", *self._declare("\n".join(body)), *body, "}"]

    def loop_call(self, name: str, step: ir.Step) -> Expr:
        return Leaf(f"{name}({HOLE}, {DEPTH})")

    def items_loop(self, step: ir.Items, test: str) -> Loop:
        if test == "false":  # the slot stays empty, and is not rendered
            return Leaf(f"{HOLE}.length <= {step.start}")
        loop = f"for (let i = {step.start}; i < x.length; i++)"
        return [f"  {loop} if (!({test})) return false;", _PASS]

    def contains_loop(self, step: ir.Contains, test: str) -> list[str]:
        body = ["  let count = 0;", "  for (let i = 0; i < x.length; i++) {"]
        body += [f"    if ({test}) {{", "      count++;"]
        if step.maximum is None:
            body.append(f"      if (count >= {step.minimum}) return true;")
        upper = "" if step.maximum is None else f" && count <= {step.maximum}"
        return [*body, "    }", "  }", f"  return count >= {step.minimum}{upper};"]

    def names_loop(self, test: str) -> list[str]:
        return [
            f"  for (const key in x) if (hasOwn.call(x, key) && !({test})) return false;",
            _PASS,
        ]

    def pattern_case(self, pattern: str, test: str) -> list[str]:
        return [f"    if ({self.pattern(pattern)}.test(key) && !({test})) return false;"]

    def patterns_loop(self, cases: list[str]) -> list[str]:
        return [*_OWN_KEYS, *cases, "  }", _PASS]

    def additional_loop(self, step: ir.AdditionalProperties, test: str) -> list[str]:
        known = []
        names = list(dict.fromkeys(step.names))
        if len(names) > SMALL_SET:
            members = ", ".join(js_value(n) for n in names)
            known.append(f"{self.constant('K', f'new Set([{members}])')}.has(key)")
        else:
            known += [f"key === {js_value(n)}" for n in names]
        known += [f"{self.pattern(p)}.test(key)" for p in step.patterns]
        body = ["  for (const key in x) {"]
        if known:
            body.append(f"    if ({' || '.join(known)}) continue;")
        body.append("    if (!hasOwn.call(x, key)) continue;")
        body.append("    return false;" if test == "false" else f"    if (!({test})) return false;")
        return [*body, "  }", _PASS]


_PASS = "  return true;"
"""The end of a loop function that found no value failing."""
_OWN_KEYS = ["  for (const key in x) {", "    if (!hasOwn.call(x, key)) continue;"]
"""A loop over an object's own keys."""
