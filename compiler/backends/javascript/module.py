"""The JavaScript backend: render a `ModuleIR` as one standalone ES2020 module.

The module imports nothing and builds no code at run time (no `eval`, no `new Function`):
every lowered schema becomes one function `sN(x, path, errors, ev, scope, d)` with the meaning
of the Python backend's `_sN` (errors collected in an array or null for a verdict; `ev` a Set
of evaluated keys or indices, or null; `scope` the dynamic scope, outermost resource first; `d`
the nesting level of `x`), and each entry point NAME exports `validateName(instance)` (every
error, in the Python backend's order) and `isValidName(instance)`. `isValidName` is the inlined
verdict of `verdict.py`; `validateName` walks the instance once, without asking the verdict
first: through the append-only `eN(x, path, errors, d)` where the schema is asked for no
annotations (`appendable`), one per dynamic scope, which pushes every error and returns
nothing, else through `sN`. An
array that collects errors is made by `new Array()`, measured cheaper under node than `[]`.
JavaScript hazards handled here: objects are read through their own properties only
(`__proto__`, `constructor` are ordinary keys); lengths count code points; `const`, `enum` and
`uniqueItems` use JSON equality; patterns are regular-expression literals with the `u` flag
whose classes are spelled out from the pinned Unicode tables. Depth follows the Python
backend's rule: a walk past MAX_DEPTH levels reports one `depth` error at the first value
nested too deeply, or, when no value is, is done again without the limit. Asserted formats
use the checkers of `format_checks_js/`, pasted in as the Python backend pastes
`format_checks/`.
"""

from __future__ import annotations

import json
from typing import Any

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import (
    collects,
    comparison,
    general_function,
)
from dsh_schedule.compiler.backends.javascript.applicators import JavaScriptApplicators
from dsh_schedule.compiler.backends.javascript.calls import GUARDS, SchemaCalls
from dsh_schedule.compiler.backends.javascript.expr import declared
from dsh_schedule.compiler.backends.javascript.literals import js_number, js_str, js_value
from dsh_schedule.compiler.backends.javascript.runtime import DEPTH, HELPERS
from dsh_schedule.compiler.backends.same import merge_same
from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.dialects import dialect_names
from dsh_schedule.compiler.format_checks_js import JS_CHECK_FUNCTIONS, js_source_for
from dsh_schedule.compiler.regex_runtime import JAVASCRIPT as AUTOMATON_RUNTIME
from dsh_schedule.compiler.unicode_categories import UNICODE_VERSION

TYPE_TESTS = {
    "object": "isObject(x)",
    "array": "Array.isArray(x)",
    "string": 'typeof x === "string"',
    "null": "x === null",
    "boolean": 'typeof x === "boolean"',
    "number": 'typeof x === "number"',
    "integer": "Number.isInteger(x)",
}

MISTYPED = ("boolean", "integer", "number", "string", "null", "array", "object")
"""The JSON types a failed type check names, in the order of the `mistyped` helper's cases."""


def export_name(name: str) -> str:
    """`order_schema` gives `OrderSchema`: `validateOrderSchema`, `isValidOrderSchema`."""
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


class JavaScriptRenderer(SchemaCalls):
    """Renders one `ModuleIR` as an ES module: the steps of each `sN`, the exports
    `validateX` and `isValidX`, and the module around them."""

    def function(self, schema: ir.SchemaIR) -> list[str]:
        unevaluated, has_seen = collects(schema)
        self.tracks = schema.tracks
        self.number = schema.id
        self.variables = 0
        self.steps, self.present = schema.steps, {}
        self.document = schema.location.partition("#")[0]
        head = [
            f"// {json.dumps(schema.location)[1:-1]}",
            f"function s{schema.id}(x, path, errors, ev, scope, d) {{",
        ]
        # A resource in scope already: entering it again cannot change which one is
        # outermost for any anchor, so the scope stays as it is (no copy per level).
        scope = f"  if (!scope.includes({schema.resource})) scope = [...scope, {schema.resource}];"
        # With unevaluated* known from the schemas alone, a verdict needs no Set.
        self.lean = unevaluated and self._static(schema)
        seen = None
        if unevaluated:
            # Where its own keywords alone mark what it evaluated, whatever fails, errors are
            # collected without the Set too.
            asked = "ev === null" if self._marks_alone(schema) else "errors === null && ev === null"
            seen = f"{asked} ? null : new Set()" if self.lean else "new Set()"
        elif schema.tracks:
            seen = "ev"
        guard = self.recursive(schema.id)
        prologue = [
            f"  {guard}" if guard else None,
            scope if self.ir.dynamic else None,
            None if seen is None else f"  const seen = {seen};",
            "  let ok = true;",
        ]

        def render(step: ir.Step) -> list[str]:
            return self._step(step, "  " if step.guard is None else "    ", has_seen, unevaluated)

        def wrap(family: str, lines: list[str]) -> list[str]:
            return [f"  if ({GUARDS[family]}) {{", *lines, "  }"]

        passing = "  if (ev !== null && ok) for (const item of seen) ev.add(item);"
        epilogue = [*([passing] if unevaluated and schema.tracks else []), "  return ok;", "}"]
        return general_function(schema, head, "  return true;\n}", prologue, render, wrap, epilogue)

    def explainer(self, number: int, name: str) -> list[str]:
        """`eN`: push every error of a schema asked for no annotations, under the dynamic
        scope it is entered with (`explainers.state`), which the verdicts it asks share."""
        schema = self.schemas[number]
        self.explainers.state = self.explainers.enter(number)
        self.verdicts.scopes.state = self.explainers.state
        self.append, self.tracks, self.lean = True, False, False
        self.number = number
        self.document = schema.location.partition("#")[0]
        head = [
            f"// {json.dumps(schema.location)[1:-1]}",
            f"function {name}(x, path, errors, d) {{",
        ]
        guard = self.recursive(number)
        self.variables = 0
        self.steps, self.present = schema.steps, {}

        def render(step: ir.Step) -> list[str]:
            return self._step(step, "  " if step.guard is None else "    ", False, False)

        def wrap(family: str, lines: list[str]) -> list[str]:
            return [f"  if ({GUARDS[family]}) {{", *lines, "  }"]

        prologue = [f"  {guard}" if guard else None]
        lines = general_function(schema, head, "}", prologue, render, wrap, ["}"])
        self.append = False
        self.verdicts.scopes.state = ()
        return lines

    def _step(self, step: ir.Step, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        where = self._where(step.location)
        inner = pad + "  "
        if isinstance(step, ir.FalseCheck):
            return self.fail(pad, self.here, "false", js_str(step.message), where)
        if isinstance(step, ir.TypeCheck):
            self.out.helper("mistyped")
            got = step.message + ", got "
            names = [got + name for name in MISTYPED] + [got]
            messages = self.out.constant("T", f"[{', '.join(js_str(n) for n in names)}]")
            condition = " || ".join(TYPE_TESTS[name] for name in step.types)
            message = f"mistyped(x, {messages})"
            fail = self.fail(inner, self.here, "type", message, where)
            return [f"{pad}if (!({condition})) {{", *fail, f"{pad}}}"]
        if isinstance(step, ir.ConstCheck | ir.EnumCheck):
            values = [step.value] if isinstance(step, ir.ConstCheck) else list(step.values)
            condition = self._among(values)
            return [f"{pad}if (!({condition})) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, ir.BoundCheck):
            condition = f"x {comparison(step, holds=False)} {js_number(step.limit)}"
            return [f"{pad}if ({condition}) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, ir.MultipleOfCheck):
            self.out.helper("multipleOf")
            condition = f"!multipleOf(x, {js_number(step.divisor)})"
            return [f"{pad}if ({condition}) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, ir.CountCheck):
            operator = "<" if step.lower else ">"
            if step.guard == "string":
                self.out.helper("length")
                size = "length(x)"
            elif step.guard == "object":
                self.out.helper("keys")
                size = "keys(x)"
            else:
                size = "x.length"
            return [
                f"{pad}if ({size} {operator} {step.limit}) {{",
                *self._fail_msg(inner, step),
                f"{pad}}}",
            ]
        if isinstance(step, ir.PatternCheck):
            regex = self.out.pattern(step.pattern)
            return [f"{pad}if (!{regex}.test(x)) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, ir.FormatCheck):
            check = JS_CHECK_FUNCTIONS[step.format]
            return [f"{pad}if (!{check}(x)) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, ir.UniqueItemsCheck):
            self.out.helper("unique")
            return [f"{pad}if (!unique(x, d)) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, ir.RequiredCheck):
            lines: list[str] = []
            later = self.read_later(step)
            for name in step.names:
                message = js_str(
                    f"missing required property {json.dumps(name, ensure_ascii=False)}"
                )
                present = f"has(x, {js_str(name)})"
                if name in later:  # asked once for both
                    self.variables += 1
                    self.present[name] = f"has{self.variables}"
                    lines.append(f"{pad}const has{self.variables} = {present};")
                    present = f"has{self.variables}"
                lines += [f"{pad}if (!{present}) {{"]
                lines += [*self.fail(inner, self.here, "required", message, where), f"{pad}}}"]
            return lines
        if isinstance(step, ir.DependentRequiredCheck):
            lines = [f"{pad}if (has(x, {js_str(step.property)})) {{"]
            for name in step.names:
                quoted = json.dumps(name, ensure_ascii=False)
                message = js_str(f"{quoted} is {step.message}")
                lines += [f"{inner}if (!has(x, {js_str(name)})) {{"]
                lines += self.fail(inner + "  ", self.here, step.keyword, message, where)
                lines += [f"{inner}}}"]
            return [*lines, f"{pad}}}"]
        return JavaScriptApplicators(self).applicator(step, pad, has_seen, unevaluated)

    def _fail_msg(self, pad: str, step: Any) -> list[str]:
        where = self._where(step.location)
        return self.fail(pad, self.here, step.keyword, js_str(step.message), where)

    def _among(self, values: list[Any]) -> str:
        if not values:
            return "false"
        if all(v is None or isinstance(v, bool | str) for v in values) and len(values) <= 4:
            return " || ".join(f"x === {js_value(v)}" for v in values)
        if all(isinstance(v, str) for v in values):
            members = ", ".join(js_str(v) for v in values)
            name = self.out.constant("E", f"new Set([{members}])")
            return f'typeof x === "string" && {name}.has(x)'
        if (
            len(values) == 1
            and isinstance(values[0], int | float)
            and not isinstance(values[0], bool)
        ):
            return f"x === {js_number(values[0])}"
        self.out.helper("among")
        return f"among(x, {self.out.constant('E', js_value(values))})"

    # -- the module ------------------------------------------------------------------------

    def render(self) -> str:
        functions = [self.function(schema) for schema in self.ir.schemas]
        exports = self._exports()
        functions += [self.explainer(number, name) for number, name in self.explainers.take()]
        functions += self.verdicts.render()
        source = json.dumps(self.ir.source)[1:-1]
        lines = [
            f"// Standalone JSON Schema validators ({dialect_names(self.ir.drafts)}), compiled by"
            " dsh-schedule from",
            f"// {source}.",
            "//",
            "// An ES2020 module with no imports. `validateX` returns every error",
            "// ({path, keyword, message, schemaPath}; an empty array means valid); `isValidX`",
            "// only answers whether the instance is valid. Patterns follow ECMA-262 with",
            f"// Unicode {UNICODE_VERSION} property classes. Numbers are JavaScript numbers:",
            "// integers beyond 2^53 arrive rounded by JSON.parse.",
            f"// Instances nested up to {self.max_depth} levels deep are validated in full; a walk",
            '// past that reports one error with the keyword "depth" at the first value',
            "// nested too deeply.",
            "",
            f"const MAX_DEPTH = {self.max_depth};",
        ]
        for name, value in self.out.constants:
            lines.append(f"const {name} = {value};")
        for name in sorted(self.out.helpers):
            lines += (AUTOMATON_RUNTIME if name == "automaton" else HELPERS[name]).split("\n")
        if self.ir.formats:
            lines += js_source_for(self.ir.formats).rstrip("\n").split("\n")
        lines += DEPTH.replace("MAX_DEPTH levels", f"{self.max_depth} levels").split("\n")
        lines.append("")
        for exported in exports:
            lines += exported
        for function in functions:
            lines += function
        return merge_same("\n".join(lines) + "\n", "//", "", r"v\d+_")

    def _exports(self) -> list[list[str]]:
        seen: dict[str, str] = {}
        result = []
        for entry in self.ir.entries:
            public = export_name(entry.name)
            if public in seen:
                raise ValueError(
                    f"{entry.name!r} and {seen[public]!r} both give validate{public} in javascript"
                )
            seen[public] = entry.name
            label = json.dumps(entry.label)[1:-1]
            resource = self.schemas[entry.schema].resource
            scope = self.out.constant("S", f"[{resource}]")  # read, never changed in place
            # The errors are one walk, the verdict not asked first: an `eN` where the root
            # needs no annotations of its own, else the general function.
            collect = f's{entry.schema}(instance, "", errors, null, {scope}, 1);'
            if self.appendable(entry.schema):
                collect = f'{self.explainers.name(entry.schema)}(instance, "", errors, 1);'
            if self.verdicts.fast(self.schemas[entry.schema]):
                verdict = self.verdicts.inlined(entry.schema, "instance", "1")
            else:
                verdict = f's{entry.schema}(instance, "", null, null, [{resource}], 1)'
            # Past the depth limit (`checked`) the answer is the Python backend's: the verdict
            # first, the errors only when it fails, so a walk that stops deeper than the
            # verdict's does not make a valid instance invalid.
            variables = declared(verdict)
            local = [f"  let {', '.join(variables)};"] if variables else []
            result.append(
                [
                    f"/** Every error of {label} (an empty array means valid). */",
                    f"export function validate{public}(instance) {{",
                    "  try {",
                    f"    return collect{public}(instance);",
                    "  } catch {",
                    f"    return checked{public}(instance);",
                    "  }",
                    "}",
                    f"function checked{public}(instance) {{",
                    "  try {",
                    f"    return errors{public}(instance);",
                    "  } catch (error) {",
                    f"    return deep(error, errors{public}, instance, depthErrors);",
                    "  }",
                    "}",
                    f"/** Whether the instance is valid against {label}. */",
                    f"export function isValid{public}(instance) {{",
                    *local,
                    "  try {",
                    f"    return {verdict};",
                    "  } catch (error) {",
                    f"    return deep(error, verdict{public}, instance, depthVerdict);",
                    "  }",
                    "}",
                    f"function verdict{public}(instance) {{",
                    *local,
                    f"  return {verdict};",
                    "}",
                    f"function errors{public}(instance) {{",
                    f"  return verdict{public}(instance) ? [] : collect{public}(instance);",
                    "}",
                    f"function collect{public}(instance) {{",
                    "  const errors = new Array();",
                    f"  {collect}",
                    "  return errors;",
                    "}",
                ]
            )
        return result


def render_module(module: ir.ModuleIR, max_depth: int = DEFAULT_MAX_DEPTH) -> str:
    """The module's source; an instance nested more than `max_depth` levels deep is one
    `depth` error."""
    return JavaScriptRenderer(module, max_depth).render()
