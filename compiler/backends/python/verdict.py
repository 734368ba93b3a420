"""The Python backend's fast path: a schema's verdict as one inlined boolean expression.

Every lowered schema renders as an expression over the instance: its checks and in-place
applicators inlined (child values bound once, with a walrus, by `backends/expr.py`), and loops
over an object's or an array's values in small functions of their own. A function tests the
expression's conjuncts one `if not` each (`guard_clauses`). `unevaluatedProperties`
and `unevaluatedItems` take this path when the keys or items the other keywords evaluate are
known from the schemas alone (`keys_of`, `items_of`), as `additionalProperties` and `items`;
otherwise the schema is called through its general function, which carries the annotations.
The result answers `is_valid_*`, and `validate_*` collects errors only when it says no. A schema
with both `patternProperties` and `additionalProperties` walks its keys once for the two, each
pattern searched once per key.
Under a dynamic scope a schema that reaches a `$dynamicRef` is rendered once per scope it is
entered with (`backends/scopes.py`), each `$dynamicRef` resolved while rendering.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Set as AbstractSet

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import is_false
from dsh_schedule.compiler.backends.expr import (
    DEPTH,
    FALSE,
    HOLE,
    TRUE,
    And,
    Expr,
    Leaf,
    Or,
    Pick,
    bind,
    conj,
    deeper,
    depths,
    disj,
    factored,
    inline,
    pick,
)
from dsh_schedule.compiler.backends.python.joined import joined_loop, repeated_source, split_search
from dsh_schedule.compiler.backends.python.leaves import NOT_FAMILY, py_number_literal, type_test
from dsh_schedule.compiler.backends.python.literals import py_str, py_value
from dsh_schedule.compiler.backends.verdict_core import Emit, Loop, VerdictCore
from dsh_schedule.compiler.ecma_regex import Ranges, complement, fixed_length

MAX_COUNTED = 2
"""Optional names of a closed object counted into its size; more are tested as a key set."""
NON_EMPTY = f'{HOLE} != ""'
"""A string of at least one code point."""
SMALL_ENUM = 6
"""Strings; a bigger enum of strings is tested as a frozenset, behind a type test."""
SMALL_CLASS = 64
"""Code points; a bigger character class is left to the regex engine."""


class VerdictRenderer(VerdictCore):
    """Renders `_vN` verdict functions and their loop helpers, on demand."""

    NOT_FAMILY = NOT_FAMILY
    SIZE_CALL = "len("
    TEST_LIMIT = 80
    ITEMS_LIMIT = 0  # a call per item would cost more than the test of a small object
    ITEM = "item"
    VALUE = "value"
    VARIABLE_SUFFIX = ""
    REUSE_CASE_VARIABLES = True
    EQUALS = "=="
    PRESENT = "{} in " + HOLE
    ABSENT = "{} not in " + HOLE
    SHORTER = f"len({HOLE}) <= {{}}"
    MULTIPLE_OF = "_multiple_of"
    FUNCTION_PREFIX = "_v"

    def __init__(
        self,
        module: ir.ModuleIR,
        emit: Emit,
        general: Callable[[int], str],
        key_pattern: Callable[[str], str],
    ) -> None:
        super().__init__(module, emit)
        self.general_function = general
        self.key_pattern = key_pattern
        self.general: set[str] = set()
        self.walks: dict[tuple[int, tuple[int, ...]], Expr | None] = {}
        """The key walk of a schema being rendered, until its second step asks for it."""
        self.fixed: dict[str, str] = {}
        """The ECMA-262 pattern of each regex constant whose matches all have one length."""

    def render_pending(self) -> list[list[str]]:
        """Every `_vN` asked for since the last call, and those they ask for."""
        functions: list[list[str]] = []
        for number, name in self.scopes.take():
            body = self.statements(number, "x", "d", "    ", "return True", "return False")
            guard = self.recursive(number)
            functions.append(
                [
                    f"def {name}(x: object, d: int) -> bool:",
                    *([f"    {guard}"] if guard else []),
                    *body,
                ]
            )
        return functions

    def statements(
        self, number: int, value: str, level: str, pad: str, passed: str, failed: str
    ) -> list[str]:
        """The verdict of schema `number` as statements that end in `passed` or `failed`."""
        expr = bind(self.expression(number, (number,)), value, self.fresh)
        return [depths(line, level) for line in guard_clauses(expr, pad, passed, failed)]

    def render_loops(self) -> list[list[str]]:
        """The loop helpers, once nothing is pending any more."""
        return [loop for loop in self.loops if loop]

    def spell(self, expr: Expr, value: str, level: str) -> str:
        return depths(inline(bind(expr, value, self.fresh)), level)

    def text(self, expr: Expr) -> str:
        return inline(expr)

    def call(self, number: int) -> Expr:
        schema = self.schemas[number]
        if not self.fast(schema):
            scope = self.scope(number)
            return Leaf(
                f'{self.general_function(number)}({HOLE}, "", None, None, {scope}, {DEPTH})'
            )
        return Leaf(f"{self.function(number)}({HOLE}, {DEPTH})")

    def scope(self, number: int) -> str:
        """The dynamic scope schema `number`'s general function is called with: the reduced
        one resolves every anchor as the whole one would (never empty: it enters its own)."""
        if not self.ir.dynamic:
            return "()"
        return repr(self.scopes.of(number) or (self.schemas[number].resource,))

    def part(self, number: int, step: ir.Step, required: set[str], stack: tuple[int, ...]) -> Expr:
        both = self.walked_together(number)
        if both is not None and step in both:
            # One walk for both, rendered at whichever comes first; the other is then TRUE.
            key = (number, stack)
            if key in self.walks:
                if self.walks.pop(key) is not None:
                    return TRUE
            else:
                walk = self.walks[key] = self.key_walk(*both, stack)
                if walk is not None:
                    return walk
        if isinstance(step, ir.RequiredCheck):
            # A required property whose schema rejects null is read with .get(): a missing one
            # reads as None and fails its own test, so it needs no membership test of its own.
            read = {
                name
                for s in self.schemas[number].steps
                if isinstance(s, ir.Properties)
                for name, child in s.schemas
                if self.reads(name, child, required)
            }
            return conj([self.present(n) for n in step.names if n not in read])
        return super().part(number, step, required, stack)

    def walked_together(
        self, number: int
    ) -> tuple[ir.PatternProperties, ir.AdditionalProperties] | None:
        """Schema `number`'s patternProperties and the additionalProperties that skips the
        keys they match, if it has both."""
        steps = self.schemas[number].steps
        patterns = [s for s in steps if isinstance(s, ir.PatternProperties)]
        additional = [s for s in steps if isinstance(s, ir.AdditionalProperties)]
        if len(patterns) != 1 or len(additional) != 1:
            return None
        [matched], [rest] = patterns, additional
        if not rest.patterns or rest.patterns != tuple(p for p, _ in matched.schemas):
            return None
        return matched, rest

    def key_walk(
        self, matched: ir.PatternProperties, rest: ir.AdditionalProperties, stack: tuple[int, ...]
    ) -> Expr | None:
        """patternProperties and additionalProperties in one walk over the object's keys, each
        pattern searched once per key (two loops search them twice), when both test values."""
        true = self.text(TRUE)
        other = self.test(rest.schema, self.VALUE, stack)
        cases = [(p, self.test(schema, self.VALUE, stack)) for p, schema in matched.schemas]
        if other == true or all(test == true for _, test in cases):
            return None  # one loop, or none, as it is
        slot = len(self.loops)
        self.loops.append([])
        return self.loop_call(self.keep_loop(slot, self.walk_loop(rest, cases, other)), rest)

    def walk_loop(
        self, step: ir.AdditionalProperties, cases: list[tuple[str, str]], other: str
    ) -> list[str]:
        """The body of a key walk: a key a pattern matches passes that pattern's test, any
        other key not named passes `other`. A value is read only to be tested: a walk over
        the keys costs less than one over the items."""
        names = ""
        if step.names:
            members = ", ".join(py_str(n) for n in step.names)
            names = self.constant("_K", f"frozenset(({members},))")
        if len(cases) == 1:
            [(pattern, test)] = cases
            return [
                "    for key in x:",
                f"        if {self.key_pattern(pattern)}[key]:",
                *_tested(test, 12),
                f"        elif key not in {names}:" if names else "        else:",
                *_tested(other, 12),
                *_PASS,
            ]
        true = self.text(TRUE)
        body = ["    for key in x:", "        matched = False"]
        for pattern, test in cases:
            body.append(f"        if {self.key_pattern(pattern)}[key]:")
            if test != true:
                body += _tested(test, 12)
            body.append("            matched = True")
        skip = "matched" + (f" or key in {names}" if names else "")
        return [*body, f"        if {skip}:", "            continue", *_tested(other, 8), *_PASS]

    def reads(self, name: str, schema: int, required: AbstractSet[str]) -> bool:
        """Whether property `name` is read with .get(), standing for its own presence test."""
        return name in required and self.rejects_null(schema) and not is_false(self.schemas[schema])

    def member(self, name: str, schema: int, required: AbstractSet[str]) -> str:
        key = py_str(name)
        return f"{HOLE}.get({key})" if self.reads(name, schema, required) else f"{HOLE}[{key}]"

    def literal(self, value: str | float) -> str:
        return py_str(value) if isinstance(value, str) else py_number_literal(value)

    def type_test(self, name: str) -> Expr:
        return type_test(name)

    def strings(self, values: list[str]) -> Expr | None:
        members = ", ".join(py_str(v) for v in values)
        if len(values) == 1:
            return Leaf(f"{HOLE} == {members}")
        if len(values) <= SMALL_ENUM:
            # A JSON value equals one of a few strings only if it is that string, and a tuple
            # compares without hashing (a list or dict cannot be hashed): no type test, and a
            # short scan costs less than a hashed lookup.
            return Leaf(f"{HOLE} in ({members})")
        name = self.constant("_E", f"frozenset(({members},))")
        return conj([Leaf(f"isinstance({HOLE}, str)"), Leaf(f"{HOLE} in {name}")])

    def count(self, step: ir.CountCheck) -> Expr:
        if step.guard == "string" and step.lower and step.limit == 1:
            return Leaf(NON_EMPTY)  # a comparison, cheaper than a call of len()
        return Leaf(f"len({HOLE}) {'>=' if step.lower else '<='} {step.limit}")

    def unique(self) -> Expr:
        self.helper("_unique")
        return Leaf(f"_unique({HOLE}, {DEPTH})")

    def conditional(self, step: ir.IfThenElse, stack: tuple[int, ...]) -> Expr:
        self.helper("_if")
        parts = [self.function_or_none(s) for s in (step.condition, step.then, step.otherwise)]
        return Leaf(f"_if({HOLE}, {DEPTH}, {', '.join(parts)})")

    def negation(self, inner: Expr) -> Expr:
        return Leaf(f"not ({inline(inner)})")

    def at(self, expr: Expr, access: str) -> Expr:
        return bind(deeper(expr), access, self.fresh)

    def either(self, branches: list[Expr]) -> Expr:
        return factored(branches)

    def implied(self, name: str, value: str) -> set[Leaf]:
        return {
            Leaf(f"isinstance({HOLE}, dict)"),
            *(
                Leaf(f"{HOLE}{access} == {py_str(value)}")
                for access in (f"[{py_str(name)}]", f".get({py_str(name)})")
            ),
        }

    def cases(self, variable: str, name: str, groups: list[tuple[tuple[str, ...], Expr]]) -> Expr:
        """The groups of one constant first, so that a case many constants share costs no
        string comparison to the case that has only its own; the value is bound by the
        first comparison."""
        bound = f"({variable} := {HOLE}.get({py_str(name)}))"
        ordered = sorted(groups, key=lambda group: len(group[0]))
        items = [e for case in self.case_tests(bound, variable, ordered) for e in case]
        return conj([Leaf(f"isinstance({HOLE}, dict)"), pick(items)])

    def regex(self, pattern: str) -> Expr:
        name = self.pattern(pattern)
        search = Leaf(f"{name}.search({HOLE}) is not None")
        length = fixed_length(pattern)
        if length is None:
            return search
        self.fixed[name] = pattern
        return conj([Leaf(f"len({HOLE}) == {length}"), search])

    def edges(self) -> tuple[Expr, str, str, Expr]:
        return Leaf(NON_EMPTY), f"{HOLE}[0]", f"{HOLE}[-1]", Leaf(f"len({HOLE}) == 1")

    def membership(self, ranges: Ranges) -> str | None:
        """`{} in SET` / `{} not in SET` for a class or its complement of few code points."""
        for negated, members in ((False, ranges), (True, complement(ranges))):
            if 0 < sum(high - low + 1 for low, high in members) <= SMALL_CLASS:
                points = "".join(chr(c) for low, high in members for c in range(low, high + 1))
                name = self.constant("_CHARS", f"frozenset({py_str(points)})")
                return "{} " + ("not in " if negated else "in ") + name
        return None

    def equal(self, value: object) -> Expr:
        if value is None or isinstance(value, bool):
            return Leaf(f"{HOLE} is {value!r}")
        if isinstance(value, int | float):
            # Only True equals 1 and only False equals 0: other numbers need no bool test.
            equal = Leaf(f"{HOLE} == {py_number_literal(value)}")
            if value in (0, 1):
                return conj([equal, Leaf(f"{HOLE} is not {value == 1!r}")])
            return equal
        if isinstance(value, str):
            return Leaf(f"{HOLE} == {py_str(value)}")
        self.helper("_eq")
        return Leaf(f"_eq({HOLE}, {self.constant('_C', py_value(value))})")

    def function_or_none(self, number: int | None) -> str:
        """A verdict function `(x, d)` of schema `number` (None for no schema)."""
        if number is None:
            return "None"
        if self.fast(self.schemas[number]):
            return self.function(number)
        scope = self.scope(number)
        name = "_".join([f"_g{number}", *re.findall(r"\d+", scope)])  # one per scope
        if name not in self.general:
            self.general.add(name)
            self.loops.append(
                [
                    f"def {name}(x: Any, d: int) -> bool:",
                    f'    return {self.general_function(number)}(x, "", None, None, {scope}, d)',
                ]
            )
        return name

    def sized(self, size: int) -> Expr:
        return Leaf(f"len({HOLE}) == {size}" if size else f"not {HOLE}")

    def names_only(
        self, step: ir.AdditionalProperties, required: set[str], stack: tuple[int, ...]
    ) -> Expr:
        names = set(step.names)
        optional = [n for n in dict.fromkeys(step.names) if n not in required]
        if len(optional) <= MAX_COUNTED:
            # The required names are present (tested beside this), so the object has no other
            # key exactly when its size is theirs plus the optional names it holds.
            counted = [f"({py_str(n)} in {HOLE})" for n in optional]
            if names & required or not counted:
                counted.insert(0, str(len(names & required)))
            return Leaf(f"len({HOLE}) == {' + '.join(counted)}")
        members = ", ".join(py_str(n) for n in step.names)
        keys = self.constant("_K", f"frozenset(({members},))")
        return Leaf(f"{keys}.issuperset({HOLE})")

    def rejects_null(self, number: int, seen: frozenset[int] = frozenset()) -> bool:
        """Whether no instance `null` is valid against schema `number` (proved, not guessed:
        a type, const or enum that excludes it, here or through plain references)."""
        if number in seen:
            return False
        for step in self.schemas[number].steps:
            if isinstance(step, ir.TypeCheck) and "null" not in step.types:
                return True
            if isinstance(step, ir.ConstCheck) and step.value is not None:
                return True
            if isinstance(step, ir.EnumCheck) and None not in step.values:
                return True
            if isinstance(step, ir.FalseCheck):
                return True
            if isinstance(step, ir.Ref) and self.rejects_null(step.target, seen | {number}):
                return True
        return False

    def ordered(self, parts: list[Expr]) -> Expr:
        # Each part tests one value on its own, so their order is free: the cheap ones first,
        # so that an invalid value fails before a regex or a call runs on the others. A part's
        # cheap head (a type, a length) goes with the cheap parts and its costly rest after
        # them, still behind its head, which binds the value and guards the rest.
        pieces = [piece for part in parts for piece in split_costly(part)]
        return conj([piece for _, piece in sorted(pieces, key=lambda p: p[0])])

    def loop_name(self, slot: int) -> str:
        return f"_l{slot + 1}"

    def loop_function(self, name: str, body: list[str]) -> list[str]:
        return [f"def {name}(x: Any, d: int) -> bool:", *body]

    def loop_call(self, name: str, step: ir.Step) -> Expr:
        call = Leaf(f"{name}({HOLE}, {DEPTH})")
        if isinstance(step, ir.Items):  # an empty array (the common empty list) needs no call
            return disj([Leaf(f"not {HOLE}"), call])
        return call

    def items_loop(self, step: ir.Items, test: str) -> Loop:
        if test == self.text(FALSE):  # no item allowed from `start` on: a length, no loop
            return self.shorter(step.start)
        source = "x" if step.start == 0 else f"x[{step.start}:]"
        joined = self.joined(test)
        if joined is not None:
            return joined_loop(source, *joined)
        return [
            f"    for item in {source}:",
            f"        if not ({test}):",
            *_FAIL,
            *_PASS,
        ]

    def joined(self, test: str) -> tuple[str, str, str] | None:
        """`(rest, value, joined regex)` when every item's fixed-length value can be matched
        in one call after the loop (`joined.py`)."""
        sources = {name: repeated_source(self.fixed[name]) for name in self.fixed}
        lengths = {name: found[1] for name, found in sources.items() if found is not None}
        split = split_search(test, lengths) if lengths else None
        if split is None:
            return None
        rest, value, regex = split
        repeated = sources[regex]
        assert repeated is not None
        return rest, value, self.constant("_J", repeated[0])

    def contains_loop(self, step: ir.Contains, test: str) -> list[str]:
        body = [
            "    count = 0",
            "    for item in x:",
            f"        if {test}:",
            "            count += 1",
        ]
        if step.maximum is None:
            body += [f"            if count >= {step.minimum}:", "                return True"]
        upper = "" if step.maximum is None else f" <= {step.maximum}"
        return [*body, f"    return {step.minimum} <= count{upper}"]

    def names_loop(self, test: str) -> list[str]:
        return [
            "    for key in x:",
            f"        if not ({test}):",
            "            return False",
            *_PASS,
        ]

    def pattern_case(self, pattern: str, test: str) -> list[str]:
        return [f"        if {self.key_pattern(pattern)}[key]:", *_tested(test, 12)]

    def patterns_loop(self, cases: list[str]) -> list[str]:
        return ["    for key in x:", *cases, *_PASS]

    def additional_loop(self, step: ir.AdditionalProperties, test: str) -> list[str]:
        known = []
        if step.names:
            members = ", ".join(py_str(n) for n in step.names)
            known.append(f"key in {self.constant('_K', f'frozenset(({members},))')}")
        known += [f"{self.key_pattern(p)}[key]" for p in step.patterns]
        if not known:
            return ["    for value in x.values():", f"        if not ({test}):", *_FAIL, *_PASS]
        skip = [f"        if {' or '.join(known)}:", "            continue"]
        return ["    for key in x:", *skip, *_tested(test, 8), *_PASS]


def _tested(test: str, indent: int) -> list[str]:
    """The lines that read the value of `key` and return False unless it passes `test` (no
    value is read for a test no value passes)."""
    pad = " " * indent
    if test == FALSE.text:
        return [f"{pad}return False"]
    return [f"{pad}value = x[key]", f"{pad}if not ({test}):", f"{pad}    return False"]


_FAIL = ["            return False"]
"""A value failed: so does the loop function."""
_PASS = ["    return True"]
"""The end of a loop function that found no value failing."""


_CALL = re.compile(r"(?<![\w.])_\w+\(")
COSTLY = 10
"""The price of a call; a regex costs more."""


def cost(expr: Expr) -> int:
    """A rough price of testing `expr` on a value that passes: a regex or a call costs as much
    as many plain tests; an alternative costs its cheapest way to hold."""
    if isinstance(expr, Leaf):
        if ".search(" in expr.text:
            return 30
        return COSTLY if _CALL.search(expr.text) else 1
    if isinstance(expr, Or):
        return min(cost(item) for item in expr.items)
    if isinstance(expr, Pick):
        pairs = zip(expr.items[::2], expr.items[1::2], strict=True)
        return min(cost(test) + cost(body) for test, body in pairs)
    return sum(cost(item) for item in expr.items)


def split_costly(part: Expr) -> list[tuple[int, Expr]]:
    """`part` as its cheap head and its costly rest (from its first regex or call on), each
    with its sort key: the head's own price, the rest the whole part's (so after the head)."""
    if isinstance(part, And):
        for index, item in enumerate(part.items):
            if index and cost(item) >= COSTLY:
                head, rest = conj(list(part.items[:index])), conj(list(part.items[index:]))
                return [(cost(head), head), (cost(part), rest)]
    return [(cost(part), part)]


MAX_LEVELS = 32
"""Indentation levels a verdict's nested cases may reach (CPython refuses 100); a choice that
would nest deeper stays one expression."""


def guard_clauses(expr: Expr, pad: str, passed: str, failed: str) -> list[str]:
    """`expr` as one `if not` per conjunct, and a choice at its end as nested blocks, each case's
    test jumping only past the cases after it. CPython 3.11 specialises a comparison only when
    a jump of at most 255 instructions follows it; one `if` over a long expression jumps from
    its first tests to its end."""
    *heads, tail = expr.items if isinstance(expr, And) else (expr,)
    lines = [
        line for item in heads for line in (f"{pad}if not ({inline(item)}):", f"{pad}    {failed}")
    ]
    if isinstance(tail, Pick) and len(pad) // 4 + len(tail.items) // 2 <= MAX_LEVELS:
        test, body, *rest = tail.items
        inner = guard_clauses(pick(rest), pad + "    ", passed, failed)
        return [
            *lines,
            f"{pad}if not ({inline(test)}):",
            *inner,
            *guard_clauses(body, pad, passed, failed),
        ]
    if heads and isinstance(tail, Leaf):
        return [*lines, f"{pad}if not ({inline(tail)}):", f"{pad}    {failed}", f"{pad}{passed}"]
    return [*lines, f"{pad}if {inline(tail)}:", f"{pad}    {passed}", f"{pad}{failed}"]
