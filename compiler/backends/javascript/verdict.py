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

from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import Evaluated, families, is_false
from dsh_schedule.compiler.backends.expr import (
    DEPTH,
    FALSE,
    HOLE,
    TRUE,
    And,
    Expr,
    Leaf,
    conj,
    depths,
    disj,
    exactly_one,
    guarded,
)
from dsh_schedule.compiler.backends.javascript.expr import (
    NOT_FAMILY,
    TYPE_TESTS,
    bind,
    declared,
    inline,
)
from dsh_schedule.compiler.backends.verdict_core import VerdictCore
from dsh_schedule.compiler.ecma_regex import Ranges, complement, edge_classes

SMALL_CLASS = 64
"""Code points; a bigger character class is left to the regex engine."""
SMALL_SET = 6
"""Up to this many names are compared one by one; more go through a Set."""


class JavaScriptVerdicts(VerdictCore):
    """Renders `vN` verdict functions and their loop functions `lN`, on demand."""

    def __init__(
        self,
        module: ir.ModuleIR,
        constant: Callable[[str, str], str],
        pattern: Callable[[str], str],
        helper: Callable[[str], None],
        value: Callable[[Any], str],
        recursive: Callable[[int], str],
        format_functions: Mapping[str, str],
        scoped: frozenset[int],
    ) -> None:
        self.ir = module
        self.schemas = module.schemas
        self.constant = constant
        self.pattern = pattern
        self.helper = helper
        self.value = value
        self.recursive = recursive
        self.format_functions = format_functions
        self.scoped = scoped
        """Schemas that reach a `$dynamicRef`: their verdicts are rendered per scope."""
        self.anchors = {anchor: dict(holders) for anchor, holders in module.dynamic_anchors}
        self.state: tuple[int, ...] = ()
        """The dynamic scope of the expression being built, reduced to the resources that
        were the first to hold an anchor: all a `$dynamicRef` needs to resolve statically."""
        self.scopes: dict[tuple[int, ...], int] = {(): 0}
        self.names: dict[tuple[int, tuple[int, ...]], str] = {}
        self.pending: list[tuple[int, tuple[int, ...]]] = []
        self.loops: list[list[str]] = []
        self.variables = 0
        evaluated = Evaluated(module)
        self.keys_of = evaluated.keys_of
        self.items_of = evaluated.items_of

    def fast(self, schema: ir.SchemaIR) -> bool:
        """Whether `schema` renders as an expression: what its unevaluated* keywords need is
        known from the schemas alone."""
        for step in schema.steps:
            if isinstance(step, ir.UnevaluatedProperties) and self.keys_of(schema.id) is None:
                return False
            if isinstance(step, ir.UnevaluatedItems) and self.items_of(schema.id) is None:
                return False
        return True

    def free(self, number: int) -> bool:
        """Whether schema `number`'s verdict is one expression under any dynamic scope."""
        return number not in self.scoped and self.fast(self.schemas[number])

    def function(self, number: int, state: tuple[int, ...] = ()) -> str:
        """The name of `vN` for the dynamic scope `state`, rendering it later."""
        key = (number, state)
        if key not in self.names:
            scope = self.scopes.setdefault(state, len(self.scopes))
            self.names[key] = f"v{number}" if not scope else f"v{number}s{scope}"
            self.pending.append(key)
        return self.names[key]

    def enter(self, number: int) -> tuple[int, ...]:
        """The dynamic scope once schema `number` is entered: its resource counts when it is
        the first to hold one of the anchors (no scope matters where no `$dynamicRef` is)."""
        if number not in self.scoped:
            return ()
        resource = self.schemas[number].resource
        resolved = {
            anchor
            for anchor, holders in self.anchors.items()
            for held in self.state
            if held in holders
        }
        if any(resource in holders for a, holders in self.anchors.items() if a not in resolved):
            return (*self.state, resource)
        return self.state

    def resolve(self, step: ir.DynamicRef) -> int:
        """The schema a `$dynamicRef` lands on under the current scope."""
        holders = self.anchors.get(step.anchor, {})
        for resource in self.state:
            if resource in holders:
                return holders[resource]
        return step.fallback

    def render(self) -> list[list[str]]:
        """Every function asked for so far, and those they ask for."""
        functions: list[list[str]] = []
        while self.pending:
            number, state = self.pending.pop(0)
            name = self.names[number, state]
            self.state = state
            text = self.inlined(number, "x", "d")
            functions.append(
                self._function(name, text, self.recursive(number), self.schemas[number])
            )
        self.state = ()
        return functions + [loop for loop in self.loops if loop]

    def _function(self, name: str, result: str, guard: str, schema: ir.SchemaIR) -> list[str]:
        head = [f"// {schema.location}"] if schema.location.isascii() else []
        lines = [*head, f"function {name}(x, d) {{"]
        if guard:
            lines.append(f"  {guard}")
        variables = declared(result)
        if variables:
            lines.append(f"  let {', '.join(variables)};")
        return [*lines, f"  return {result};", "}"]

    def inlined(self, number: int, value: str, level: str) -> str:
        """The verdict of schema `number` on the variable `value` at nesting level `level`,
        as one expression."""
        expression = bind(self.expression(number, (number,)), value, self.fresh, below=False)
        return depths(inline(expression), level)

    def fresh(self) -> str:
        self.variables += 1
        return f"v{self.variables}_"

    def call(self, number: int) -> Expr:
        state = self.state if number in self.scoped else ()
        if not self.fast(self.schemas[number]):
            # The reduced scope resolves every anchor as the whole one would; entered
            # resources go in a copy.
            scope = "null"
            if self.ir.dynamic:
                scope = self.constant("S", f"[{', '.join(map(str, state))}]")
            return Leaf(f's{number}({HOLE}, "", null, null, {scope}, {DEPTH})')
        return Leaf(f"{self.function(number, state)}({HOLE}, {DEPTH})")

    def expression(self, number: int, stack: tuple[int, ...]) -> Expr:
        outer = self.state
        self.state = self.enter(number)
        try:
            return self._expression(number, stack)
        finally:
            self.state = outer

    def _expression(self, number: int, stack: tuple[int, ...]) -> Expr:
        schema = self.schemas[number]
        if not self.fast(schema):
            return self.call(number)
        types = families(schema.steps)
        parts: list[Expr] = []
        groups: dict[str, list[Expr]] = {}
        required = {n for s in schema.steps if isinstance(s, ir.RequiredCheck) for n in s.names}
        for step in schema.steps:
            if isinstance(step, ir.Properties):
                part = self.properties(step, stack, required)
            elif isinstance(step, ir.UnevaluatedProperties):
                part = self.unevaluated_properties(number, step, required, stack)
            elif isinstance(step, ir.UnevaluatedItems):
                part = self.unevaluated_items(number, step, stack)
            elif isinstance(step, ir.AdditionalProperties) and is_false(self.schemas[step.schema]):
                part = self.closed(step, required, stack)
            else:
                part = self.step(step, stack)
            if step.guard is None:
                parts.append(part)
            else:
                groups.setdefault(step.guard, []).append(part)
        return guarded(parts, groups, types, NOT_FAMILY, "keys(")

    def at(self, expr: Expr, access: str) -> Expr:
        """`expr` applied to a value one level down, `access` from the placeholder."""
        return bind(expr, access, self.fresh, below=True)

    def step(self, step: ir.Step, stack: tuple[int, ...]) -> Expr:
        if isinstance(step, ir.FalseCheck):
            return FALSE
        if isinstance(step, ir.TypeCheck):
            return disj([Leaf(TYPE_TESTS[name]) for name in step.types])
        if isinstance(step, ir.ConstCheck):
            return self.equal(step.value)
        if isinstance(step, ir.EnumCheck):
            values = list(step.values)
            if len(values) > 4 and all(isinstance(v, str) for v in values):
                members = ", ".join(self.value(v) for v in values)
                name = self.constant("E", f"new Set([{members}])")
                return conj([Leaf(f'typeof {HOLE} === "string"'), Leaf(f"{name}.has({HOLE})")])
            return disj([self.equal(value) for value in values])
        if isinstance(step, ir.BoundCheck):
            if step.lower:
                operator = ">" if step.exclusive else ">="
            else:
                operator = "<" if step.exclusive else "<="
            return Leaf(f"{HOLE} {operator} {self.value(step.limit)}")
        if isinstance(step, ir.MultipleOfCheck):
            self.helper("multipleOf")
            return Leaf(f"multipleOf({HOLE}, {self.value(step.divisor)})")
        if isinstance(step, ir.CountCheck):
            return self.count(step)
        if isinstance(step, ir.PatternCheck):
            return self.pattern_test(step.pattern)
        if isinstance(step, ir.FormatCheck):
            return Leaf(f"{self.format_functions[step.format]}({HOLE})")
        if isinstance(step, ir.UniqueItemsCheck):
            self.helper("unique")
            return Leaf(f"unique({HOLE})")
        if isinstance(step, ir.RequiredCheck):
            return conj([Leaf(f"has({HOLE}, {self.value(name)})") for name in step.names])
        if isinstance(step, ir.DependentRequiredCheck):
            needed = conj([Leaf(f"has({HOLE}, {self.value(name)})") for name in step.names])
            return disj([Leaf(f"!has({HOLE}, {self.value(step.property)})"), needed])
        if isinstance(step, ir.DynamicRef):
            return self.child(self.resolve(step), stack)
        return self.applicator(step, stack)

    def negation(self, inner: Expr) -> Expr:
        return Leaf(f"!({inline(inner)})")

    def absent(self, name: str) -> Expr:
        return Leaf(f"!has({HOLE}, {self.value(name)})")

    def shorter(self, length: int) -> Expr:
        return Leaf(f"{HOLE}.length <= {length}")

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

    def alternatives(self, step: ir.AnyOf | ir.OneOf, stack: tuple[int, ...]) -> Expr:
        """anyOf/oneOf; branches told apart by a discriminating constant are picked by the
        property's value instead of being tried in turn."""
        found = step.discriminator
        if found is None:
            branches = [self.child(branch, stack) for branch in step.branches]
        else:
            self.helper("own")
            branches = [self.child(step.branches[i], stack) for i in found.others]
            variable = self.fresh()
            key = self.value(found.property)
            cases: list[Expr] = []
            for value, left in found.choices:
                [index] = [i for i in left if i not in found.others]
                test = f"{variable} === {self.value(value)}"
                if not cases:
                    test = f"({variable} = own({HOLE}, {key})) === {self.value(value)}"
                body = self.child(step.branches[index], stack)
                if isinstance(body, And):  # already tested: an object holding this constant
                    implied = {
                        Leaf(f"isObject({HOLE})"),
                        Leaf(f"has({HOLE}, {key})"),
                        Leaf(f"{HOLE}[{key}] === {self.value(value)}"),
                    }
                    body = conj([item for item in body.items if item not in implied])
                cases.append(conj([Leaf(test), body]))
            branches.append(conj([Leaf(f"isObject({HOLE})"), disj(cases)]))
        if isinstance(step, ir.AnyOf) or step.exclusive:
            return disj(branches)
        return exactly_one(branches)

    def pattern_test(self, pattern: str) -> Expr:
        """A pattern that only constrains the first and last characters (trimmed text) as two
        lookups; any other through the regex engine."""
        edges = edge_classes(pattern)
        first, last = (self.membership(ranges) for ranges in edges or ((), ()))
        if first is None or last is None:
            return Leaf(f"{self.pattern(pattern)}.test({HOLE})")
        tests: list[Expr] = [
            Leaf(f"{HOLE}.length >= 1"),
            Leaf(first.format(f"{HOLE}.charCodeAt(0)")),
        ]
        end = Leaf(last.format(f"{HOLE}.charCodeAt({HOLE}.length - 1)"))
        return conj([*tests, end if first == last else disj([Leaf(f"{HOLE}.length === 1"), end])])

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
        """Equality with a JSON value under JSON rules (1 equals 1.0, true never equals 1)."""
        if value is None or isinstance(value, bool | int | float | str):
            return Leaf(f"{HOLE} === {self.value(value)}")
        self.helper("equal")
        return Leaf(f"equal({HOLE}, {self.constant('C', self.value(value))})")

    def closed(
        self, step: ir.AdditionalProperties, required: set[str], stack: tuple[int, ...]
    ) -> Expr:
        """additionalProperties false: only the named keys (or those patterns match)."""
        if step.patterns:
            return self.loop(step, stack)
        self.helper("keys")
        names = list(dict.fromkeys(step.names))
        if set(names) <= required:  # every name present: nothing else means no more
            return Leaf(f"keys({HOLE}) === {len(names)}")
        return self.loop(step, stack)

    def unevaluated_properties(
        self,
        number: int,
        step: ir.UnevaluatedProperties,
        required: set[str],
        stack: tuple[int, ...],
    ) -> Expr:
        """The keys no other keyword evaluates, known statically, as additionalProperties."""
        found = self.keys_of(number)
        assert found is not None
        names, patterns, everything = found
        if everything:
            return TRUE
        rest = ir.AdditionalProperties(
            step.keyword, step.guard, step.location, step.schema, names, patterns
        )
        if is_false(self.schemas[step.schema]):
            return self.closed(rest, required, stack)
        return self.loop(rest, stack)

    def unevaluated_items(
        self, number: int, step: ir.UnevaluatedItems, stack: tuple[int, ...]
    ) -> Expr:
        """The items past the evaluated prefix, known statically, as items."""
        found = self.items_of(number)
        assert found is not None
        prefix, everything = found
        if everything:
            return TRUE
        return self.loop(
            ir.Items(step.keyword, step.guard, step.location, step.schema, prefix), stack
        )

    def properties(
        self, step: ir.Properties, stack: tuple[int, ...], required: AbstractSet[str] = frozenset()
    ) -> Expr:
        parts: list[Expr] = []
        for name, schema in step.schemas:
            inner = self.child(schema, stack)
            key = self.value(name)
            if inner == TRUE:
                continue
            if inner == FALSE:
                parts.append(Leaf(f"!has({HOLE}, {key})"))
                continue
            value = self.at(inner, f"{HOLE}[{key}]")
            # A required name's presence is tested by `required`, which comes first.
            parts.append(value if name in required else disj([Leaf(f"!has({HOLE}, {key})"), value]))
        return conj(parts)

    def loop(self, step: ir.Step, stack: tuple[int, ...]) -> Expr:
        """A loop over the values of an object or an array, in a function of its own."""
        slot = len(self.loops)
        self.loops.append([])  # the name is taken before the loops of the values are named
        name = f"l{slot + 1}"
        body: list[str]
        if isinstance(step, ir.Items):
            test = self.test(step.schema, "x[i]", stack)
            if test == "true":
                return TRUE
            if test == "false":  # the slot stays empty, and is not rendered
                return Leaf(f"{HOLE}.length <= {step.start}")
            body = [
                f"  for (let i = {step.start}; i < x.length; i++) if (!({test})) return false;",
                "  return true;",
            ]
        elif isinstance(step, ir.Contains):
            test = self.test(step.schema, "x[i]", stack)
            body = [
                "  let count = 0;",
                "  for (let i = 0; i < x.length; i++) {",
                f"    if ({test}) {{",
            ]
            body.append("      count++;")
            if step.maximum is None:
                body.append(f"      if (count >= {step.minimum}) return true;")
            body += ["    }", "  }"]
            upper = "" if step.maximum is None else f" && count <= {step.maximum}"
            body.append(f"  return count >= {step.minimum}{upper};")
        elif isinstance(step, ir.PropertyNames):
            test = self.test(step.schema, "key", stack, deeper=False)
            if test == "true":
                return TRUE
            body = [
                f"  for (const key in x) if (hasOwn.call(x, key) && !({test})) return false;",
                "  return true;",
            ]
        elif isinstance(step, ir.PatternProperties):
            body = ["  for (const key in x) {", "    if (!hasOwn.call(x, key)) continue;"]
            for pattern, schema in step.schemas:
                test = self.test(schema, "x[key]", stack)
                if test != "true":
                    regex = self.pattern(pattern)
                    body.append(f"    if ({regex}.test(key) && !({test})) return false;")
            if len(body) == 2:
                return TRUE
            body += ["  }", "  return true;"]
        else:
            assert isinstance(step, ir.AdditionalProperties), step
            test = self.test(step.schema, "x[key]", stack)
            if test == "true":
                return TRUE
            known = []
            names = list(dict.fromkeys(step.names))
            if len(names) > SMALL_SET:
                members = ", ".join(self.value(n) for n in names)
                known.append(f"{self.constant('K', f'new Set([{members}])')}.has(key)")
            else:
                known += [f"key === {self.value(n)}" for n in names]
            known += [f"{self.pattern(p)}.test(key)" for p in step.patterns]
            body = ["  for (const key in x) {"]
            if known:
                body.append(f"    if ({' || '.join(known)}) continue;")
            body.append("    if (!hasOwn.call(x, key)) continue;")
            body.append(
                "    return false;" if test == "false" else f"    if (!({test})) return false;"
            )
            body += ["  }", "  return true;"]
        lines = [f"function {name}(x, d) {{"]
        variables = declared("\n".join(body))
        if variables:
            lines.append(f"  let {', '.join(variables)};")
        self.loops[slot] = [*lines, *body, "}"]
        return Leaf(f"{name}({HOLE}, {DEPTH})")

    def test(self, number: int, value: str, stack: tuple[int, ...], *, deeper: bool = True) -> str:
        """The verdict of schema `number` on `value` (one level below the loop's `x` unless
        it is a key), inlined when it is short."""
        inner = self.child(number, stack) if self.fast(self.schemas[number]) else None
        if inner is not None and inner in (TRUE, FALSE):
            return inline(inner)
        level = "d + 1" if deeper else "d"
        if inner is not None:
            text = depths(inline(bind(inner, value, self.fresh, below=False)), level)
            if len(text) <= 100:
                return text
        return depths(inline(bind(self.call(number), value, self.fresh, below=False)), level)
