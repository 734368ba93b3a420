"""The inlined verdict's decisions, shared by every backend: which subschemas are inlined and
which are called, how a schema's steps and each applicator combine their subschemas'
expressions, which loops a schema needs and what `unevaluated*` leaves to test when the keys
or items the other keywords evaluate are known statically. A backend's verdict renderer
subclasses `VerdictCore` and spells the leaves (a check, a negation, a missing property, a
short array, a call) and the body of each loop function."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import Evaluated, comparison, families, is_false
from dsh_schedule.compiler.backends.expr import (
    FALSE,
    HOLE,
    TRUE,
    And,
    Expr,
    Leaf,
    Or,
    conj,
    disj,
    exactly_one,
    guarded,
)
from dsh_schedule.compiler.backends.scopes import DynamicScopes
from dsh_schedule.compiler.ecma_regex import Ranges, edge_classes

INLINE_DEPTH = 16
"""Schemas inlined into one another at most this deep; deeper ones are called."""

Loop = Expr | list[str]
"""A loop's rendering: the lines of its function's body, or the verdict without one."""


@dataclass(frozen=True)
class Emit:
    """What a verdict renderer asks of the module it writes into."""

    constant: Callable[[str, str], str]
    """A module-level constant of a prefix and a value: its name."""
    pattern: Callable[[str], str]
    """A compiled regex of an ECMA-262 pattern: its name."""
    helper: Callable[[str], None]
    """A runtime helper the module must hold."""
    recursive: Callable[[int], str]
    """The depth guard a schema's function starts with, if it recurses."""
    format_functions: Mapping[str, str]
    """The checker function of each asserted format."""


class VerdictCore(ABC):
    """The verdict expressions over `schemas`, and the loop functions they call."""

    NOT_FAMILY: Mapping[str, str]
    """A test that the placeholder is not of a type family, by family."""
    SIZE_CALL: str
    """How a size test of an object or array starts, for `guarded`."""
    TEST_LIMIT: int
    """A loop's test of a value is inlined up to this many characters, else called."""
    ITEMS_LIMIT: int | None
    """The same for the test of an array's items (0: whatever its length)."""
    ITEM: str
    """An array's item, in a loop function."""
    VALUE: str
    """An object's value, in a loop function."""
    VARIABLE_SUFFIX: str
    """Ends the names of the variables that bind child values."""
    REUSE_CASE_VARIABLES: bool
    """Whether the cases of a discriminated choice share their variables' names."""
    EQUALS: str
    """The operator that tests a value against a string."""
    PRESENT: str
    """The object has the property `{}` (a string literal)."""
    ABSENT: str
    """The object has no property `{}` (a string literal)."""
    SHORTER: str
    """The array has at most `{}` items."""
    MULTIPLE_OF: str
    """The runtime helper that tells a multiple of a number."""
    FUNCTION_PREFIX: str
    """The verdict functions' names: the prefix, the schema's number (`scopes.py`)."""

    def __init__(self, module: ir.ModuleIR, emit: Emit) -> None:
        self.ir = module
        self.schemas = module.schemas
        self.constant = emit.constant
        self.pattern = emit.pattern
        self.helper = emit.helper
        self.recursive = emit.recursive
        self.format_functions = emit.format_functions
        self.loops: list[list[str]] = []
        self.loop_names: dict[tuple[str, ...], str] = {}
        self.variables = 0
        evaluated = Evaluated(module)
        self.keys_of = evaluated.keys_of
        self.items_of = evaluated.items_of
        self.scopes = DynamicScopes(module, self.FUNCTION_PREFIX)

    def fast(self, schema: ir.SchemaIR) -> bool:
        """Whether `schema` renders as an expression, not through its general function: what
        its unevaluated* keywords need is known from the schemas alone."""
        for step in schema.steps:
            if isinstance(step, ir.UnevaluatedProperties) and self.keys_of(schema.id) is None:
                return False
            if isinstance(step, ir.UnevaluatedItems) and self.items_of(schema.id) is None:
                return False
        return True

    def plain(self, schema: ir.SchemaIR) -> bool:
        """Whether `schema` neither needs nor makes annotations: its errors are explained by an
        append-only function (`_eN` in Python, `eN` in JavaScript), not by its general one."""
        if self.ir.dynamic or schema.tracks:
            return False
        return not any(
            isinstance(s, ir.UnevaluatedProperties | ir.UnevaluatedItems | ir.DynamicRef)
            for s in schema.steps
        )

    def function(self, number: int) -> str:
        """The name of schema `number`'s verdict function under the current dynamic scope,
        rendering it later."""
        return self.scopes.name(number)

    @abstractmethod
    def call(self, number: int) -> Expr:
        """Schema `number` through its function."""

    @abstractmethod
    def spell(self, expr: Expr, value: str, level: str) -> str:
        """`expr` on the variable `value` at nesting level `level`, as source text."""

    @abstractmethod
    def text(self, expr: Expr) -> str:
        """`expr` as source text, its placeholder left in place."""

    @abstractmethod
    def negation(self, inner: Expr) -> Expr:
        """`inner` does not hold."""

    @abstractmethod
    def strings(self, values: list[str]) -> Expr | None:
        """Equality with one of `values`, tested at once; None to test them one by one."""

    @abstractmethod
    def literal(self, value: str | float) -> str:
        """A string or a number as a literal of the language."""

    @abstractmethod
    def at(self, expr: Expr, access: str) -> Expr:
        """`expr` applied to a value one level down, `access` from the placeholder."""

    @abstractmethod
    def member(self, name: str, schema: int, required: AbstractSet[str]) -> str:
        """How property `name` (of schema `schema`) is read from the placeholder."""

    @abstractmethod
    def type_test(self, name: str) -> Expr:
        """The placeholder is of JSON type `name`."""

    @abstractmethod
    def equal(self, value: object) -> Expr:
        """Equality with a JSON value under JSON rules (1 equals 1.0, true never equals 1)."""

    @abstractmethod
    def count(self, step: ir.CountCheck) -> Expr:
        """A length, size or count bound."""

    @abstractmethod
    def unique(self) -> Expr:
        """The placeholder, an array, has no two equal items."""

    @abstractmethod
    def regex(self, pattern: str) -> Expr:
        """`pattern` found in the placeholder by the regex engine."""

    @abstractmethod
    def membership(self, ranges: Ranges) -> str | None:
        """A test (`{}` the character) of a class of few characters, or None."""

    @abstractmethod
    def edges(self) -> tuple[Expr, str, str, Expr]:
        """A string is not empty, its first and last characters, it is one character."""

    @abstractmethod
    def conditional(self, step: ir.IfThenElse, stack: tuple[int, ...]) -> Expr:
        """if, then and else."""

    @abstractmethod
    def either(self, branches: list[Expr]) -> Expr:
        """At least one of `branches` holds."""

    def case_tests(
        self, bound: str, variable: str, groups: list[tuple[tuple[str, ...], Expr]]
    ) -> list[tuple[Expr, Expr]]:
        """Each group's test (its value, bound by `bound` in the first comparison and then
        read as `variable`, is one of the group's strings) with its body."""
        first = [bound]

        def equal(value: str) -> Expr:
            return Leaf(f"{first.pop() if first else variable} {self.EQUALS} {self.literal(value)}")

        return [(disj([equal(v) for v in values]), body) for values, body in groups]

    @abstractmethod
    def implied(self, name: str, value: str) -> set[Leaf]:
        """The tests a case of a discriminated choice has passed: an object, `name` is `value`."""

    @abstractmethod
    def cases(self, variable: str, name: str, groups: list[tuple[tuple[str, ...], Expr]]) -> Expr:
        """An object whose property `name` (bound to `variable`) is one of a group's strings
        (no string is in two groups) and the group's body holds."""

    @abstractmethod
    def sized(self, size: int) -> Expr:
        """The object has exactly `size` properties."""

    @abstractmethod
    def names_only(
        self, step: ir.AdditionalProperties, required: set[str], stack: tuple[int, ...]
    ) -> Expr:
        """The object has no key but `step.names`, some of which may be missing."""

    @abstractmethod
    def loop_name(self, slot: int) -> str:
        """The name of the loop function in `slot`."""

    @abstractmethod
    def items_loop(self, step: ir.Items, test: str) -> Loop:
        """Every item from `step.start` on passes `test`."""

    @abstractmethod
    def contains_loop(self, step: ir.Contains, test: str) -> list[str]:
        """Between `step.minimum` and `step.maximum` items pass `test`."""

    @abstractmethod
    def names_loop(self, test: str) -> list[str]:
        """Every key passes `test`."""

    @abstractmethod
    def pattern_case(self, pattern: str, test: str) -> list[str]:
        """A value whose key `pattern` matches passes `test`."""

    @abstractmethod
    def patterns_loop(self, cases: list[str]) -> list[str]:
        """Every value passes the `cases` of its key."""

    @abstractmethod
    def additional_loop(self, step: ir.AdditionalProperties, test: str) -> list[str]:
        """Every value of a key not named nor matched passes `test`."""

    @abstractmethod
    def loop_function(self, name: str, body: list[str]) -> list[str]:
        """The loop function `name(x, d)` around `body`."""

    @abstractmethod
    def loop_call(self, name: str, step: ir.Step) -> Expr:
        """The call of loop function `name` on the placeholder."""

    def present(self, name: str) -> Expr:
        return Leaf(self.PRESENT.format(self.literal(name)))

    def absent(self, name: str) -> Expr:
        return Leaf(self.ABSENT.format(self.literal(name)))

    def shorter(self, length: int) -> Expr:
        return Leaf(self.SHORTER.format(length))

    def compare(self, operator: str, limit: float) -> Expr:
        """The placeholder, a number, `operator` `limit`."""
        return Leaf(f"{HOLE} {operator} {self.literal(limit)}")

    def enum(self, values: list[object]) -> Expr:
        """Equality with one of `values`."""
        strings = [value for value in values if isinstance(value, str)]
        if values and len(strings) == len(values):
            found = self.strings(strings)
            if found is not None:
                return found
        return disj([self.equal(value) for value in values])

    def multiple_of(self, divisor: float) -> Expr:
        """The placeholder, a number, is a multiple of `divisor`."""
        self.helper(self.MULTIPLE_OF)
        return Leaf(f"{self.MULTIPLE_OF}({HOLE}, {self.literal(divisor)})")

    def fresh(self) -> str:
        self.variables += 1
        return f"v{self.variables}{self.VARIABLE_SUFFIX}"

    def inlined(self, number: int, value: str, level: str) -> str:
        """The verdict of schema `number` on the variable `value` at nesting level `level`, as
        one expression (an entry point tests it in place, without calling its function)."""
        return self.spell(self.expression(number, (number,)), value, level)

    def child(self, number: int, stack: tuple[int, ...]) -> Expr:
        """A subschema inlined, or called when recursive or nested too deeply."""
        if number in stack or len(stack) >= INLINE_DEPTH:
            return self.call(number)
        return self.expression(number, (*stack, number))

    def expression(self, number: int, stack: tuple[int, ...]) -> Expr:
        """Schema `number` inlined under the dynamic scope it enters."""
        outer = self.scopes.state
        self.scopes.state = self.scopes.enter(number)
        try:
            return self.inlined_steps(number, stack)
        finally:
            self.scopes.state = outer

    def inlined_steps(self, number: int, stack: tuple[int, ...]) -> Expr:
        """Schema `number`'s steps' expressions together, each behind the type test of the
        family it applies to."""
        schema = self.schemas[number]
        if not self.fast(schema):
            return self.call(number)
        parts: list[Expr] = []
        groups: dict[str, list[Expr]] = {}
        required = {n for s in schema.steps if isinstance(s, ir.RequiredCheck) for n in s.names}
        for step in schema.steps:
            part = self.part(number, step, required, stack)
            if step.guard is None:
                parts.append(part)
            else:
                groups.setdefault(step.guard, []).append(part)
        types = families(self.schemas, number)
        return guarded(parts, groups, types, self.NOT_FAMILY, self.SIZE_CALL)

    def part(self, number: int, step: ir.Step, required: set[str], stack: tuple[int, ...]) -> Expr:
        """One step of schema `number`, whose `required` names are tested beside it."""
        if isinstance(step, ir.Properties):
            return self.properties(step, stack, required)
        if isinstance(step, ir.UnevaluatedProperties):
            return self.unevaluated_properties(number, step, required, stack)
        if isinstance(step, ir.UnevaluatedItems):
            return self.unevaluated_items(number, step, stack)
        if isinstance(step, ir.AdditionalProperties) and is_false(self.schemas[step.schema]):
            return self.closed(step, required, stack)
        return self.step(step, stack)

    def step(self, step: ir.Step, stack: tuple[int, ...]) -> Expr:
        """A check, or an applicator; a `$dynamicRef` lands where the current scope says."""
        if isinstance(step, ir.DynamicRef):
            return self.child(self.scopes.resolve(step), stack)
        if isinstance(step, ir.FalseCheck):
            return FALSE
        if isinstance(step, ir.TypeCheck):
            return disj([self.type_test(name) for name in step.types])
        if isinstance(step, ir.ConstCheck):
            return self.equal(step.value)
        if isinstance(step, ir.EnumCheck):
            return self.enum(list(step.values))
        if isinstance(step, ir.BoundCheck):
            return self.compare(comparison(step), step.limit)
        if isinstance(step, ir.MultipleOfCheck):
            return self.multiple_of(step.divisor)
        if isinstance(step, ir.CountCheck):
            return self.count(step)
        if isinstance(step, ir.PatternCheck):
            return self.pattern_test(step.pattern)
        if isinstance(step, ir.FormatCheck):
            return Leaf(f"{self.format_functions[step.format]}({HOLE})")
        if isinstance(step, ir.UniqueItemsCheck):
            return self.unique()
        if isinstance(step, ir.RequiredCheck):
            return conj([self.present(name) for name in step.names])
        if isinstance(step, ir.DependentRequiredCheck):
            needed = conj([self.present(name) for name in step.names])
            return disj([self.absent(step.property), needed])
        return self.applicator(step, stack)

    def pattern_test(self, pattern: str) -> Expr:
        """A pattern that only constrains the first and last characters (trimmed text) as two
        lookups; any other through the regex engine."""
        edges = edge_classes(pattern)
        first, last = (self.membership(ranges) for ranges in edges or ((), ()))
        if first is None or last is None:
            return self.regex(pattern)
        non_empty, head, tail, single = self.edges()
        end = Leaf(last.format(tail))
        return conj(
            [non_empty, Leaf(first.format(head)), end if first == last else disj([single, end])]
        )

    def applicator(self, step: ir.Step, stack: tuple[int, ...]) -> Expr:
        """A step that applies subschemas, in place or to the instance's values."""
        if isinstance(step, ir.Ref):
            return self.child(step.target, stack)
        if isinstance(step, ir.AllOf):
            return conj([self.child(branch, stack) for branch in step.branches])
        if isinstance(step, ir.AnyOf | ir.OneOf):
            return self.alternatives(step, stack)
        if isinstance(step, ir.Not):
            inner = self.child(step.schema, stack)
            if inner in (TRUE, FALSE):
                return FALSE if inner == TRUE else TRUE
            return self.negation(inner)
        if isinstance(step, ir.IfThenElse):
            return self.conditional(step, stack)
        if isinstance(step, ir.DependentSchemas):
            return conj(
                [
                    disj([self.absent(name), self.child(schema, stack)])
                    for name, schema in step.schemas
                ]
            )
        if isinstance(step, ir.Properties):
            return self.properties(step, stack)
        if isinstance(step, ir.PrefixItems):
            items = []
            for index, schema in enumerate(step.schemas):
                inner = self.child(schema, stack)
                if inner != TRUE:
                    value = self.at(inner, f"{HOLE}[{index}]")
                    items.append(disj([self.shorter(index), value]))
            return conj(items)
        return self.loop(step, stack)

    def alternatives(self, step: ir.AnyOf | ir.OneOf, stack: tuple[int, ...]) -> Expr:
        """anyOf/oneOf; branches told apart by a discriminating constant are picked by the
        property's value instead of being tried in turn."""
        found = step.discriminator
        if found is None:
            branches = [self.child(branch, stack) for branch in step.branches]
        else:
            branches = [self.child(step.branches[i], stack) for i in found.others]
            variable = self.fresh()
            # One case runs at most, and its values are bound inside it: where the cases share
            # their variables' names, the function has fewer locals to set up per call, and
            # cases with one body (errors alike but for their code) share one test.
            groups: dict[Expr, list[str]] = {}
            start = end = self.variables
            for value, left in found.choices:
                [index] = [i for i in left if i not in found.others]
                if self.REUSE_CASE_VARIABLES:
                    self.variables = start
                body = self.child(step.branches[index], stack)
                end = max(end, self.variables)
                if isinstance(body, And):  # already tested: an object holding this constant
                    implied = self.implied(found.property, value)
                    body = conj([item for item in body.items if item not in implied])
                groups.setdefault(body, []).append(value)
            self.variables = end
            cases = [(tuple(values), body) for body, values in groups.items()]
            branches.append(self.cases(variable, found.property, cases))
        shared = self.shared_guard(branches)
        if isinstance(step, ir.AnyOf) or step.exclusive:
            if shared is None:
                return self.either(branches)
            family, rest = shared
            return disj([Leaf(self.NOT_FAMILY[family]), self.either(rest)])
        if shared is None:
            return exactly_one(branches)
        family, rest = shared  # outside the family every branch holds: more than one
        return conj([self.type_test(family), exactly_one(rest)])

    def shared_guard(self, branches: list[Expr]) -> tuple[str, list[Expr]] | None:
        """The family whose values alone every branch tests (each lets any other value pass
        first), with the branches' tests of its values: the type is tested once."""
        heads = {b.items[0] for b in branches if isinstance(b, Or)}
        if len(branches) < 2 or len(heads) != 1 or not all(isinstance(b, Or) for b in branches):
            return None
        [head] = heads
        for family, text in self.NOT_FAMILY.items():
            if head == Leaf(text):
                return family, [disj(list(b.items[1:])) for b in branches if isinstance(b, Or)]
        return None

    def properties(
        self, step: ir.Properties, stack: tuple[int, ...], required: AbstractSet[str] = frozenset()
    ) -> Expr:
        """Each named property's value, tested where present (a required name's presence is
        tested beside this)."""
        parts: list[Expr] = []
        for name, schema in step.schemas:
            inner = self.child(schema, stack)
            if inner == TRUE:
                continue
            if inner == FALSE:
                parts.append(self.absent(name))
                continue
            value = self.at(inner, self.member(name, schema, required))
            parts.append(value if name in required else disj([self.absent(name), value]))
        return self.ordered(parts)

    def ordered(self, parts: list[Expr]) -> Expr:
        """The properties' tests together, in the order they run best."""
        return conj(parts)

    def closed(
        self, step: ir.AdditionalProperties, required: set[str], stack: tuple[int, ...]
    ) -> Expr:
        """additionalProperties false: only the named keys (or those patterns match)."""
        if step.patterns:
            return self.loop(step, stack)
        names = dict.fromkeys(step.names)
        if set(names) <= required:  # every name present: nothing else means no more
            return self.sized(len(names))
        return self.names_only(step, required, stack)

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

    def loop(self, step: ir.Step, stack: tuple[int, ...]) -> Expr:
        """A loop over the values of an object or an array, in a function of its own."""
        slot = len(self.loops)
        self.loops.append([])  # the name is taken before the loops of the values are named
        body = self.loop_body(step, stack)
        if not isinstance(body, list):  # the slot stays empty, and is not rendered
            return body
        return self.loop_call(self.keep_loop(slot, body), step)

    def keep_loop(self, slot: int, body: list[str]) -> str:
        """The name of the loop function with this body, rendered in `slot` unless an earlier
        one has it (a schema is rendered inline in its entry point and in its function)."""
        name = self.loop_names.setdefault(tuple(body), self.loop_name(slot))
        if name == self.loop_name(slot):
            self.loops[slot] = self.loop_function(name, body)
        return name

    def loop_body(self, step: ir.Step, stack: tuple[int, ...]) -> Loop:
        """The body of a loop function over the values of an object or array, or its verdict
        when it needs none."""
        true = self.text(TRUE)
        if isinstance(step, ir.Items):
            test = self.test(step.schema, self.ITEM, stack, limit=self.ITEMS_LIMIT)
            return TRUE if test == true else self.items_loop(step, test)
        if isinstance(step, ir.Contains):
            return self.contains_loop(step, self.test(step.schema, self.ITEM, stack))
        if isinstance(step, ir.PropertyNames):
            test = self.test(step.schema, "key", stack, level="d")
            return TRUE if test == true else self.names_loop(test)
        if isinstance(step, ir.PatternProperties):
            cases: list[str] = []
            for pattern, schema in step.schemas:
                test = self.test(schema, self.VALUE, stack)
                if test != true:
                    cases += self.pattern_case(pattern, test)
            return self.patterns_loop(cases) if cases else TRUE
        assert isinstance(step, ir.AdditionalProperties), step
        test = self.test(step.schema, self.VALUE, stack)
        return TRUE if test == true else self.additional_loop(step, test)

    def test(
        self,
        number: int,
        value: str,
        stack: tuple[int, ...],
        limit: int | None = None,
        level: str = "d + 1",
    ) -> str:
        """The verdict of schema `number` on the variable `value` at nesting level `level` (a
        loop's value, one below its `x`), inlined when it is short (`limit` characters, the
        backend's TEST_LIMIT unless given; 0 inlines it whatever its length)."""
        inner = self.child(number, stack) if self.fast(self.schemas[number]) else None
        if inner is not None and inner in (TRUE, FALSE):
            return self.text(inner)
        if inner is not None:
            text = self.spell(inner, value, level)
            if limit == 0 or len(text) <= (limit or self.TEST_LIMIT):
                return text
        return self.spell(self.call(number), value, level)
