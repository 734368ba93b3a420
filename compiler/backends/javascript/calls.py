"""The part of the JavaScript backend's renderer that the applicators (`applicators.py`)
build on: the module's constants and helpers, the verdicts, the schema being rendered, and how
a general function `sN` or an append-only `eN` applies a subschema, fails, picks among
alternatives and tells which keys or items were evaluated. `module.py`'s renderer adds the
steps, the entry points and the module around them."""

from __future__ import annotations

from dataclasses import dataclass, field

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import (
    applied,
    by_guard,
    collects,
    cyclic_schemas,
    leaf,
)
from dsh_schedule.compiler.backends.javascript.literals import js_str
from dsh_schedule.compiler.backends.javascript.runtime import HELPER_NEEDS
from dsh_schedule.compiler.backends.javascript.verdict import JavaScriptVerdicts
from dsh_schedule.compiler.backends.scopes import DynamicScopes
from dsh_schedule.compiler.backends.verdict_core import Emit
from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.format_checks_js import JS_CHECK_FUNCTIONS
from dsh_schedule.compiler.regex_automaton import javascript_matcher

GUARDS = {
    "object": "isObject(x)",
    "array": "Array.isArray(x)",
    "string": 'typeof x === "string"',
    "number": 'typeof x === "number"',
}


@dataclass
class _Module:
    constants: list[tuple[str, str]] = field(default_factory=list)
    names: dict[str, str] = field(default_factory=dict)
    helpers: set[str] = field(default_factory=set)

    def constant(self, prefix: str, source: str) -> str:
        name = self.names.get(source)
        if name is None:
            name = f"{prefix}{len(self.names) + 1}"
            self.names[source] = name
            self.constants.append((name, source))
        return name

    def pattern(self, ecma: str) -> str:
        """A constant whose `test(text)` says whether `ecma` matches somewhere: a regular
        expression or an automaton (`regex_automaton.py`, whose runtime is hoisted)."""
        source, automaton = javascript_matcher(ecma)
        if automaton:
            self.helpers.add("automaton")
        return self.constant("P", source)

    def helper(self, name: str) -> None:
        self.helpers.add(name)
        for needed in HELPER_NEEDS.get(name, ()):
            self.helper(needed)


class SchemaCalls:
    """Renders the calls of one `ModuleIR`'s general functions."""

    def __init__(self, module: ir.ModuleIR, max_depth: int = DEFAULT_MAX_DEPTH) -> None:
        self.max_depth = max_depth
        self.ir = module
        self.out = _Module()
        self.schemas = module.schemas
        self.document = ""
        self.tracks = False
        self.lean = False
        self.number = 0
        self.append = False
        """Rendering an append-only `eN(x, path, errors, d)`: it pushes every error of a schema
        asked for no annotations (`appendable`), and returns nothing."""
        self.explainers = DynamicScopes(module, "e")
        """One `eN` per dynamic scope it is entered with, its `$dynamicRef`s resolved."""
        self.here = "path"
        """The path of the value being explained: an inlined schema spells its own."""
        self.variables = 0
        self.steps: tuple[ir.Step, ...] = ()
        """The steps of the schema being rendered."""
        self.present: dict[str, str] = {}
        """Per key a `required` of that schema tested: the variable holding whether the object
        has it, which a `properties` after it in the same block reads."""
        for name in ("isObject", "has", "esc"):
            self.out.helper(name)
        self.cyclic = cyclic_schemas(module)
        out = self.out
        emit = Emit(out.constant, out.pattern, out.helper, self.recursive, JS_CHECK_FUNCTIONS)
        self.verdicts = JavaScriptVerdicts(module, emit)

    def _call(self, schema: int, value: str, path: str, errors: str, ev: str) -> str:
        depth = "d" if value in ("x", "key") else "d + 1"
        if self.append:  # no annotations, the scope known: a verdict is the inlined one
            if errors == "null" and self.verdicts.fast(self.schemas[schema]):
                return f"{self.verdicts.function(schema)}({value}, {depth})"
            scope = "null"
            if self.ir.dynamic:
                state = ", ".join(map(str, self.explainers.state))
                scope = self.out.constant("S", f"[{state}]")  # read, never changed in place
            return f"s{schema}({value}, {path}, {errors}, {ev}, {scope}, {depth})"
        general = f"s{schema}({value}, {path}, {errors}, {ev}, scope, {depth})"
        # Under a dynamic scope the general functions also give the entry points' verdicts:
        # a subschema the scope cannot change, asked for no annotations, takes its inlined one.
        if not self.ir.dynamic or ev != "null" or not self.verdicts.free(schema):
            return general
        verdict = f"{self.verdicts.function(schema)}({value}, {depth})"
        return verdict if errors == "null" else f"(errors === null ? {verdict} : {general})"

    def fail(self, pad: str, path: str, keyword: str, message: str, location: str) -> list[str]:
        """One error; a general function asked for its verdict returns false instead."""
        push = (
            f"{pad}errors.push({{ path: {path}, keyword: {js_str(keyword)}, message: {message}, "
            f"schemaPath: {js_str(location)} }});"
        )
        if self.append:
            return [push]
        return [f"{pad}if (errors === null) return false;", push, f"{pad}ok = false;"]

    def explain(
        self,
        schema: int,
        value: str,
        path: str,
        ev: str,
        pad: str,
        when: str = "",
        into: str = "errors",
    ) -> list[str]:
        """Apply `schema` to `value` at `path` (where `when` holds), its errors going to
        `into`: an `eN` only pushes them, a general function also fails with them."""
        if self.append:
            schema = self._forwarded(schema)
        if self._trivial(schema):
            return []
        path = self.here if path == "path" else path
        if self._inlinable(schema):
            return self._inline(schema, value, path, pad, when, into)
        if self.append:
            depth = "d" if value in ("x", "key") else "d + 1"
            if self.appendable(schema):
                call = f"{self.explainers.name(schema)}({value}, {path}, {into}, {depth})"
            else:
                call = self._call(schema, value, path, into, ev)
            return [f"{pad}if ({when}) {call};" if when else f"{pad}{call};"]
        lazy = path if path == "path" else f"errors !== null ? {path} : path"
        call = self._call(schema, value, lazy, "errors", ev)
        test = f"{when} && !{call}" if when else f"!{call}"
        return [f"{pad}if ({test}) {{", *self.failed(pad + "  "), f"{pad}}}"]

    def _forwarded(self, number: int) -> int:
        """The schema an `eN` explains in place of `number` when `number` only applies it
        (its one step a `$ref`, or a `$dynamicRef` the scope resolves) and entering it leaves
        the scope as it is: the function in between would only pass the instance on."""
        passed = {number}
        while len(steps := self.schemas[number].steps) == 1:
            [step] = steps
            if self.explainers.enter(number) != self.explainers.state:
                break
            if isinstance(step, ir.Ref):
                target = step.target
            elif isinstance(step, ir.DynamicRef):
                target = self.explainers.resolve(step)
            else:
                break
            if target in passed:
                break
            number = target
            passed.add(number)
        return number

    def appendable(self, number: int) -> bool:
        """Whether an `eN` explains schema `number` when no annotations are asked of it: its
        own unevaluated* (if any) are told by the schemas alone, on an invalid instance too
        (its general function asked for no annotations collects none either)."""
        schema = self.schemas[number]
        unevaluated, _ = collects(schema)
        return not unevaluated or (self.verdicts.fast(schema) and self._marks_alone(schema))

    def _inlinable(self, number: int) -> bool:
        """A leaf (`leaf`) whose checks do not read the depth (`uniqueItems` does)."""
        if not leaf(self.schemas, number):
            return False
        return all(
            not isinstance(step, ir.UniqueItemsCheck)
            and (not isinstance(step, ir.Ref) or self._inlinable(step.target))
            for step in self.schemas[number].steps
        )

    def _inline(
        self, number: int, value: str, path: str, pad: str, when: str, into: str
    ) -> list[str]:
        """A leaf's checks spelled in place: `x` and `errors` rebound in a block, the path
        spelled into each error, so built only when there is one."""
        lines, inner = [], pad
        if when:
            lines, inner = [f"{pad}if ({when}) {{"], pad + "  "
        binds = []
        if value != "x":
            self.variables += 1
            lines.append(f"{inner}const x{self.variables} = {value};")
            binds.append(f"x = x{self.variables}")
        if into != "errors":
            binds.append(f"errors = {into}")
        base = inner + "  " if binds else inner
        saved = self.here, self.document, self.steps, self.present
        self.here, self.document = path, self.schemas[number].location.partition("#")[0]
        self.steps, self.present = self.schemas[number].steps, {}

        def render(step: ir.Step) -> list[str]:
            return self._step(step, base if step.guard is None else base + "  ", False, False)

        body = []
        for family, group in by_guard(self.schemas[number], render):
            body += (
                group
                if family is None
                else [f"{base}if ({GUARDS[family]}) {{", *group, f"{base}}}"]
            )
        self.here, self.document, self.steps, self.present = saved
        if binds:
            body = [f"{inner}{{", f"{inner}  const {', '.join(binds)};", *body, f"{inner}}}"]
        return [*lines, *body, *([f"{pad}}}"] if when else [])]

    def read_later(self, step: ir.RequiredCheck) -> set[str]:
        """The names of `step` that a `properties` after it, in the same type-guarded block
        (every step between under the same guard), tests the presence of."""
        index = next(i for i, s in enumerate(self.steps) if s is step)
        names: set[str] = set()
        for later in self.steps[index + 1 :]:
            if later.guard != step.guard:
                break
            if isinstance(later, ir.Properties):
                names |= {name for name, _ in later.schemas}
        return names & set(step.names)

    def _step(self, step: ir.Step, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        """One step of the schema being rendered, spelled by `module.py`'s renderer."""
        raise NotImplementedError

    def failed(self, pad: str) -> list[str]:
        """A general function's subschema failed: so does the function."""
        return [f"{pad}if (errors === null) return false;", f"{pad}ok = false;"]

    def _trivial(self, schema: int) -> bool:
        return self.schemas[schema].always_valid

    def _ev(self, child: int, has_seen: bool) -> str:
        return "seen" if has_seen and self.schemas[child].tracks else "null"

    def _where(self, location: str) -> str:
        return f"{self.document}#{location}"

    def _branches(self, branches: tuple[int, ...]) -> str:
        return self.out.constant("B", "[" + ", ".join(f"s{b}" for b in branches) + "]")

    def _candidates(self, count: int, discriminator: ir.Discriminator | None) -> str:
        if discriminator is None:
            return self.out.constant("R", "[" + ", ".join(map(str, range(count))) + "]")
        self.out.helper("pick")
        choices = ", ".join(
            f"[{js_str(value)}, [{', '.join(map(str, left))}]]"
            for value, left in discriminator.choices
        )
        table = self.out.constant("D", f"new Map([{choices}])")
        others = self.out.constant("R", "[" + ", ".join(map(str, discriminator.others)) + "]")
        return f"pick(x, {js_str(discriminator.property)}, {table}, {others})"

    def _static(self, schema: ir.SchemaIR) -> bool:
        for step in schema.steps:
            if (
                isinstance(step, ir.UnevaluatedProperties)
                and self.verdicts.keys_of(schema.id) is None
            ):
                return False
            if isinstance(step, ir.UnevaluatedItems) and self.verdicts.items_of(schema.id) is None:
                return False
        return True

    def _marks_alone(self, schema: ir.SchemaIR, below: frozenset[int] = frozenset()) -> bool:
        """Whether what `schema`'s keywords evaluate is marked whether they hold or not: then
        the marks are those the schemas alone tell, on an invalid instance too. Its own
        keywords mark so; a subschema applied in place does when it is reached through `$ref`
        or `allOf` and marks so itself (one with unevaluated*, an alternative, a condition, a
        `contains` or a `$dynamicRef` marks only where something holds)."""
        for step in schema.steps:
            children = [c for c in applied(step, self.ir) if self.schemas[c].tracks]
            if not children:
                continue
            if not isinstance(step, ir.Ref | ir.AllOf):
                return False
            for child in children:
                inner = self.schemas[child]
                if child in below | {schema.id} or collects(inner)[0]:
                    return False
                if not self._marks_alone(inner, below | {schema.id}):
                    return False
        return True

    def _evaluated(self, number: int, value: str) -> str:
        """Whether `value` (a key or an index) was evaluated: from the schemas alone in an
        `eN` or when `seen` is null (a lean verdict), else from the annotations collected."""
        if not self.lean and not self.append:
            return f"seen.has({value})"
        known: list[str]
        if value == "key":
            found = self.verdicts.keys_of(number)
            assert found is not None
            names, patterns, everything = found
            known = [f"key === {js_str(name)}" for name in names]
            known += [f"{self.out.pattern(p)}.test(key)" for p in patterns]
        else:
            items = self.verdicts.items_of(number)
            assert items is not None
            prefix, everything = items
            known = [f"index < {prefix}"] if prefix else []
        static = "true" if everything else " || ".join(known) or "false"
        return f"({static})" if self.append else f"(seen === null ? {static} : seen.has({value}))"

    def recursive(self, number: int) -> str:
        """The depth guard of schema `number`'s functions: only a schema that can reach
        itself walks an instance arbitrarily deep."""
        return "if (d > limit) tooDeep();" if number in self.cyclic else ""
