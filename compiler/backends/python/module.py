"""The Python backend: render a `ModuleIR` as one standalone, standard-library-only module.

Every schema's verdict is inlined where the schemas alone decide it (`verdict.py`). One that
needs no annotations and no dynamic scope explains its failures with an error collection `_eN`
(`errors.py`); every other one, and a verdict that depends on the annotations of the instance,
becomes a general function `_sN(x, path, errors, ev, scope, d) -> bool`:
- `errors` is None for a verdict (the function returns False at the first failure) or a list
  it appends every error to (then it evaluates every keyword);
- `ev` is None, or the set a caller collects evaluated object keys or array indices in (the
  annotation flow to unevaluated*; only schemas the IR marks `tracks` fill it);
- `scope` is the dynamic scope: the resources entered so far, outermost first;
- `d` is the nesting level of `x` (the root is level 1), as every function here takes it.
A function is rendered only when something calls it. `validate_NAME` runs the verdict first
and collects errors only when it fails; `is_valid_NAME` runs the verdict alone. The functions
of a recursive schema stop a walk past `max_depth` levels, reported as one `depth` error
whatever the host's recursion limit; a walk that runs out of stack first is done again with
room: RecursionError never escapes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import (
    collects,
    comparison,
    general_function,
)
from dsh_schedule.compiler.backends.python.applicators import PythonApplicators
from dsh_schedule.compiler.backends.python.calls import SchemaCalls
from dsh_schedule.compiler.backends.python.literals import printable, py_str, py_value
from dsh_schedule.compiler.backends.python.runtime import (
    DEPTH_HELPERS,
    HELPERS,
    TOOL_TABLE,
    TYPING,
)
from dsh_schedule.compiler.backends.python.verdict import VerdictRenderer
from dsh_schedule.compiler.backends.same import merge_same
from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.dialects import dialect_names
from dsh_schedule.compiler.regex_runtime import PYTHON as AUTOMATON_RUNTIME
from dsh_schedule.compiler.unicode_categories import UNICODE_VERSION

ToolTable = tuple[str, Sequence[tuple[str, str, str]]]
"""A table's name and its (tool name, arguments validator, output validator) rows."""

OLDEST_PYTHON = (3, 8)
"""The oldest Python the output runs on (tests/test_compile_module.py runs it there)..."""
OLDEST_PYTHON_WITH_FORMATS = (3, 10)
"""...unless it asserts formats: the pasted checkers need 3.10."""
JSON_VALUES = {"_C", "_V"}
"""Constants holding JSON values (`const`, `enum`), which mypy cannot always infer."""
SCHEMA_PARAMETERS = (
    "x: Any, path: str, errors: list[Violation] | None, ev: set[Any] | None, "
    "scope: tuple[int, ...], d: int"
)
"""The parameters of every `_sN`."""
"""Nesting levels of an instance always followed; deeper ones are a `depth` error."""

GUARDS = {
    "object": "isinstance(x, dict)",
    "array": "isinstance(x, list)",
    "string": "isinstance(x, str)",
    "number": "isinstance(x, (int, float)) and not isinstance(x, bool)",
}
TYPE_TESTS = {
    "object": "isinstance(x, dict)",
    "array": "isinstance(x, list)",
    "string": "isinstance(x, str)",
    "null": "x is None",
    "boolean": "isinstance(x, bool)",
    "number": "isinstance(x, (int, float)) and not isinstance(x, bool)",
    "integer": "_is_integer(x)",
}


def py_number(value: int | float) -> str:
    if isinstance(value, float) and math.isinf(value):
        return 'float("inf")' if value > 0 else '-float("inf")'
    return repr(value)


class PythonRenderer(SchemaCalls):
    """Renders one `ModuleIR` as a Python module: the steps of each `_sN`, the entry points
    `validate_NAME` and `is_valid_NAME`, and the module around them."""

    def function(self, schema: ir.SchemaIR) -> list[str]:
        unevaluated, has_seen = collects(schema)
        self.document = schema.location.partition("#")[0]
        lines = [
            f"# {printable(schema.location)}",
            f"def _s{schema.id}({SCHEMA_PARAMETERS}) -> bool:",
        ]
        seen = "    seen: set[Any] = set()" if unevaluated else None
        guard = self.recursive(schema.id)
        scope = (
            f"    if scope[-1] != {schema.resource}:\n        scope = (*scope, {schema.resource})"
        )
        prologue = [
            f"    {guard}" if guard else None,
            scope if self.ir.dynamic else None,
            "    seen = ev" if seen is None and schema.tracks else seen,
            "    ok = True",
        ]

        def render(step: ir.Step) -> list[str]:
            return self._step(step, 4 if step.guard is None else 8, has_seen, unevaluated)

        def wrap(family: str, step_lines: list[str]) -> list[str]:
            return [f"    if {GUARDS[family]}:", *step_lines]

        passing = ["    if ev is not None and ok:", "        ev.update(seen)"]
        epilogue = [*(passing if unevaluated and schema.tracks else []), "    return ok"]
        return general_function(schema, lines, "    return True", prologue, render, wrap, epilogue)

    def _step(self, step: ir.Step, indent: int, has_seen: bool, unevaluated: bool) -> list[str]:
        pad = " " * indent
        where = step.location
        if isinstance(step, ir.FalseCheck):
            return self._fail(indent, "path", "false", py_str(step.message), where)
        if isinstance(step, ir.TypeCheck):
            tests = [TYPE_TESTS[name] for name in step.types]
            if "integer" in step.types:
                self._helper("_is_integer")
            self._helper("_type_name")
            condition = " or ".join(f"({t})" if " and " in t else t for t in tests)
            message = py_str(step.message + ", got ") + " + _type_name(x)"
            return [
                f"{pad}if not ({condition}):",
                *self._fail(indent + 4, "path", "type", message, where),
            ]
        if isinstance(step, ir.ConstCheck):
            condition = self._equal_test(step.value)
            return [f"{pad}if not ({condition}):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.EnumCheck):
            condition = self._enum_test(list(step.values))
            return [f"{pad}if not ({condition}):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.BoundCheck):
            condition = f"x {comparison(step, holds=False)} {py_number(step.limit)}"
            return [f"{pad}if {condition}:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.MultipleOfCheck):
            self._helper("_multiple_of")
            condition = f"not _multiple_of(x, {py_number(step.divisor)})"
            return [f"{pad}if {condition}:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.CountCheck):
            operator = "<" if step.lower else ">"
            return [f"{pad}if len(x) {operator} {step.limit}:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.PatternCheck):
            regex = self.out.pattern(step.pattern)
            return [f"{pad}if {regex}.search(x) is None:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.FormatCheck):
            function = self.format_functions[step.format]
            return [f"{pad}if not {function}(x):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.UniqueItemsCheck):
            self._helper("_unique")
            return [f"{pad}if not _unique(x, d):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, ir.RequiredCheck):
            lines: list[str] = []
            inner = indent if len(step.names) == 1 else indent + 4
            if len(step.names) > 1:  # one set test, then each name only when one is missing
                members = ", ".join(py_str(n) for n in step.names)
                names = self.out.constant("_K", f"frozenset(({members},))")
                lines.append(f"{pad}if not {names} <= x.keys():")
            for name in step.names:
                message = py_str(f"missing required property {_json(name)}")
                lines += [f"{' ' * inner}if {py_str(name)} not in x:"]
                lines += self._fail(inner + 4, "path", "required", message, where)
            return lines
        if isinstance(step, ir.DependentRequiredCheck):
            lines = [f"{pad}if {py_str(step.property)} in x:"]
            for name in step.names:
                message = py_str(f"{_json(name)} is {step.message}")
                lines += [f"{pad}    if {py_str(name)} not in x:"]
                lines += self._fail(indent + 8, "path", step.keyword, message, where)
            return lines
        return PythonApplicators(self).applicator(step, indent, has_seen, unevaluated)

    def _fail_msg(self, indent: int, step: ir.Check) -> list[str]:
        message = step.message
        return self._fail(indent, "path", step.keyword, py_str(message), step.location)

    def _equal_test(self, value: Any) -> str:
        if value is None or isinstance(value, bool):
            return f"x is {value!r}"
        if isinstance(value, int | float):
            return f"x == {py_number(value)} and not isinstance(x, bool)"
        if isinstance(value, str):
            return f"x == {py_str(value)}"
        self._helper("_eq")
        return f"_eq(x, {self.out.constant('_C', py_value(value))})"

    def _enum_test(self, values: list[Any]) -> str:
        if values and all(isinstance(v, str) for v in values):
            members = ", ".join(py_str(v) for v in values)
            name = self.out.constant("_E", f"frozenset(({members},))")
            return f"isinstance(x, str) and x in {name}"
        if not values:
            return "False"
        self._helper("_in")
        return f"_in(x, {self.out.constant('_V', '(' + ', '.join(map(py_value, values)) + ',)')})"

    # -- the module ------------------------------------------------------------------------

    def render(
        self, format_source: Callable[[list[str]], str] | None, tools: Sequence[ToolTable]
    ) -> str:
        verdicts = self.verdicts
        entries = [
            self._entry(entry.name, entry.schema, entry.label, verdicts)
            for entry in self.ir.entries
        ]
        functions = self._functions()
        helpers = self.out.helpers
        if self.ir.formats:
            assert format_source is not None
        lines = [
            f'"""Standalone JSON Schema validators ({dialect_names(self.ir.drafts)}), compiled by'
            " dsh-schedule from",
            f"{printable(self.ir.source)}.",
            "",
            "`validate_*` returns every Violation (an empty list means valid); `is_valid_*` only",
            "answers whether the instance is valid. Standard library only; runs on Python",
            f"{'.'.join(map(str, self.floor))} or newer. Patterns follow ECMA-262, with "
            f"Unicode {UNICODE_VERSION} property classes.",
            f"Instances nested up to {self.max_depth} levels deep are validated in full; a deeper",
            'one is reported as one error with the keyword "depth".',
            '"""',
            "",
        ]
        imports = ["from __future__ import annotations", ""]
        if "math" in helpers:
            imports.append("import math")
        if "re" in helpers:
            imports.append("import re")
        imports += ["import sys", "import threading"]
        if "_Automaton" in helpers:
            imports.append("from bisect import bisect_right")
        if "fractions" in helpers:
            imports.append("from fractions import Fraction")
        imports += ["from typing import TYPE_CHECKING, Any, NamedTuple", "", *TYPING]
        lines += imports
        names = [(f"validate_{e.name}", f"is_valid_{e.name}") for e in self.ir.entries]
        exports = ["Violation", *sorted(n for pair in names for n in pair)]
        exports[:0] = [table for table, _ in tools]
        lines += ["", "__all__ = [", *(f"    {py_str(n)}," for n in exports), "]", ""]
        lines += [
            "",
            "class Violation(NamedTuple):",
            '    """One error: a JSON pointer into the instance, the keyword, a message, and the',
            '    location (URI and JSON pointer) of the keyword in the schema."""',
            "",
            "    path: str",
            "    keyword: str",
            "    message: str",
            "    schema_path: str",
            "",
        ]
        for name, source in self.out.constants:
            typed = ": Any" if name.rstrip("0123456789") in JSON_VALUES else ""
            lines += ["", f"{name}{typed} = {source}"]
        for name in sorted(h for h in helpers if h in HELPERS):
            lines += ["", HELPERS[name].rstrip("\n")]
        if "_Automaton" in helpers:
            lines += ["", AUTOMATON_RUNTIME.strip("\n")]
        if self.ir.formats:
            assert format_source is not None
            lines += ["", format_source(list(self.ir.formats)).strip("\n")]
        lines += ["", DEPTH_HELPERS.strip("\n").replace("MAX_DEPTH_VALUE", str(self.max_depth))]
        for entry_lines in entries:
            lines += ["", "", *entry_lines]
        for table, rows in tools:
            protocol = (
                "" if table == "TOOL_VALIDATORS" else f" of protocol {table.rsplit('_V')[-1]}"
            )
            lines += ["", "", f"{table}: dict[", *TOOL_TABLE]
            lines += [f"    {py_str(n)}: ({a}, {o})," for n, a, o in rows]
            lines += [
                "}",
                f'"""Each tool\'s (arguments, output) validators{protocol}, by tool name, in '
                'catalog order."""',
            ]
        for function in functions:
            lines += ["", "", *function]
        if self.out.tail:
            lines.append("")
        for name, source in self.out.tail:
            lines += ["", f"{name} = {source}"]
        return merge_same("\n".join(lines) + "\n", "#", "_", r"v\d+")

    @property
    def floor(self) -> tuple[int, int]:
        """The oldest Python this module runs on."""
        return OLDEST_PYTHON_WITH_FORMATS if self.ir.formats else OLDEST_PYTHON

    def _functions(self) -> list[list[str]]:
        """Every function the entry points reach, each kind in schema order: the general
        ones (`_sN`), the error collections (`_eN`), the verdicts (`_vN`) and their loops."""
        general: dict[int, list[str]] = {}
        errors: list[list[str]] = []
        verdicts: list[list[str]] = []
        while self.generals.pending or self.errors.later.pending or self.verdicts.scopes.pending:
            for schema in self.generals.take():
                general[schema] = self.function(self.schemas[schema])
            errors += self.errors.render_pending()
            verdicts += self.verdicts.render_pending()
        ordered = [general[number] for number in sorted(general)]
        ordered += sorted(errors, key=lambda lines: int(lines[1][6 : lines[1].index("(")]))
        return ordered + verdicts + self.verdicts.render_loops()

    def _entry(self, name: str, schema: int, label: str, verdicts: VerdictRenderer) -> list[str]:
        resource = self.schemas[schema].resource
        fast = verdicts.fast(self.schemas[schema])
        general = ""
        if not fast or not verdicts.plain(self.schemas[schema]):
            called = self.general(self.target(schema))
            general = f'{called}(instance, "", None, None, ({resource},), d)'
        if verdicts.plain(self.schemas[schema]):
            collect = self.errors.entry(schema, "instance", "d")
        else:
            collect = ["    " + general.replace("None, None", "errors, None")]
        run = f"{verdicts.function(schema)}(instance, d)" if fast else general

        def verdict(passed: str, failed: str) -> list[str]:
            if fast:
                return verdicts.statements(schema, "instance", "1", " " * 8, passed, failed)
            called = general.replace("d)", "1)")
            return [f"        if {called}:", f"            {passed}", f"        {failed}"]

        return [
            f"def validate_{name}(instance: object) -> list[Violation]:",
            f'    """Every violation of {printable(label)} (an empty list means valid)."""',
            "    try:",
            *verdict("return []", f"return _collect_{name}(instance, 1)"),
            "    except RecursionError:",
            f"        return _deep(_errors_{name}, instance, _too_deep_errors, 1)",
            "    except _TooDeep:",
            f"        return _deep(_errors_{name}, instance, _too_deep_errors, 0)",
            "",
            "",
            f"def is_valid_{name}(instance: object) -> bool:",
            f'    """Whether the instance is valid against {printable(label)}."""',
            "    try:",
            *verdict("return True", "return False"),
            "    except RecursionError:",
            f"        return _deep(_verdict_{name}, instance, _too_deep_verdict, 1)",
            "    except _TooDeep:",
            f"        return _deep(_verdict_{name}, instance, _too_deep_verdict, 0)",
            "",
            "",
            f"def _verdict_{name}(instance: Any, d: int) -> bool:",
            f"    return {run}",
            "",
            "",
            f"def _errors_{name}(instance: Any, d: int) -> list[Violation]:",
            f"    return [] if {run} else _collect_{name}(instance, d)",
            "",
            "",
            f"def _collect_{name}(instance: Any, d: int) -> list[Violation]:",
            "    errors: list[Violation] = []",
            *collect,
            "    return errors",
        ]


def _json(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


def render_module(
    module: ir.ModuleIR,
    format_functions: Mapping[str, str] | None = None,
    format_source: Callable[[list[str]], str] | None = None,
    tools: Sequence[ToolTable] = (),
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> str:
    """The module's source. `tools` adds tables (`TOOL_VALIDATORS`, `TOOL_VALIDATORS_V2`), each
    mapping a tool name to its (arguments validator, output validator) pair of functions; an
    instance nested more than `max_depth` levels deep is one `depth` error."""
    return PythonRenderer(module, format_functions, max_depth).render(format_source, tools)
