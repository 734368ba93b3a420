"""The Python backend: render a `ModuleIR` as one standalone, standard-library-only module.

A schema that needs no annotations and no dynamic scope is an inlined verdict
(render_python_verdict.py) and an error collection `_eN` (render_python_errors.py). Every other
one becomes a general function `_sN(x, path, errors, ev, scope) -> bool`:
- `errors` is None for a verdict (the function returns False at the first failure) or a list
  it appends every error to (then it evaluates every keyword);
- `ev` is None, or the set a caller collects evaluated object keys or array indices in (the
  annotation flow to unevaluated*; only schemas the IR marks `tracks` fill it);
- `scope` is the dynamic scope: the resources entered so far, outermost first.
A function is rendered only when something calls it. `validate_NAME` runs the verdict first
and collects errors only when it fails; `is_valid_NAME` runs the verdict alone. Past Python's
recursion limit, a deep instance is validated again with room for `MAX_DEPTH` levels, or
reported as one `depth` error: RecursionError never escapes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.compiler.ir import (
    AdditionalProperties,
    AllOf,
    AnyOf,
    BoundCheck,
    Check,
    ConstCheck,
    Contains,
    CountCheck,
    DependentRequiredCheck,
    DependentSchemas,
    Discriminator,
    DynamicRef,
    EnumCheck,
    FalseCheck,
    FormatCheck,
    IfThenElse,
    Items,
    ModuleIR,
    MultipleOfCheck,
    Not,
    OneOf,
    PatternCheck,
    PatternProperties,
    PrefixItems,
    Properties,
    PropertyNames,
    Ref,
    RequiredCheck,
    SchemaIR,
    Step,
    TypeCheck,
    UnevaluatedItems,
    UnevaluatedProperties,
    UniqueItemsCheck,
)
from dsh_schedule.compiler.python_literals import printable, py_str, py_value
from dsh_schedule.compiler.regex_automaton import python_matcher
from dsh_schedule.compiler.regex_runtime import PYTHON as AUTOMATON_RUNTIME
from dsh_schedule.compiler.render_python_errors import ErrorRenderer
from dsh_schedule.compiler.render_python_verdict import VerdictRenderer
from dsh_schedule.compiler.unicode_categories import UNICODE_VERSION

ToolTable = tuple[str, Sequence[tuple[str, str, str]]]
"""A table's name and its (tool name, arguments validator, output validator) rows."""

OLDEST_PYTHON = (3, 8)
"""The oldest Python the output runs on (tests/test_compile_module.py runs it there)..."""
OLDEST_PYTHON_WITH_FORMATS = (3, 10)
"""...unless it asserts formats: the pasted checkers need 3.10."""
MAX_DEPTH = 1000
JSON_VALUES = {"_C", "_V"}
"""Constants holding JSON values (`const`, `enum`), which mypy cannot always infer."""
SCHEMA_PARAMETERS = (
    "x: Any, path: str, errors: list[Violation] | None, ev: set[Any] | None, scope: tuple[int, ...]"
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


@dataclass
class _Module:
    """Module-level constants shared when equal, and the helpers the functions use."""

    constants: list[tuple[str, str]] = field(default_factory=list)
    tail: list[tuple[str, str]] = field(default_factory=list)
    """Constants that name functions: defined after them."""
    names: dict[str, str] = field(default_factory=dict)
    helpers: set[str] = field(default_factory=set)

    def constant(self, prefix: str, source: str, late: bool = False) -> str:
        name = self.names.get(source)
        if name is None:
            name = f"{prefix}{len(self.names) + 1}"
            self.names[source] = name
            (self.tail if late else self.constants).append((name, source))
        return name

    def pattern(self, ecma: str) -> str:
        """A constant whose `search(text)` is None exactly when `ecma` matches nowhere: a
        host regex or an automaton (`regex_automaton.py`), defined after the runtime."""
        source, automaton = python_matcher(ecma)
        self.helpers.add("_Automaton" if automaton else "re")
        return self.constant("_P", source, late=automaton)


HELPERS: dict[str, str] = {
    "_is_integer": """
def _is_integer(x: Any) -> bool:
    if isinstance(x, float):
        return x.is_integer()
    return isinstance(x, int) and not isinstance(x, bool)
""",
    "_type_name": """
def _type_name(x: Any) -> str:
    if isinstance(x, bool):
        return "boolean"
    if isinstance(x, (int, float)):
        return "integer" if _is_integer(x) else "number"
    if x is None:
        return "null"
    if isinstance(x, dict):
        return "object"
    if isinstance(x, list):
        return "array"
    return "string" if isinstance(x, str) else type(x).__name__
""",
    "_mistyped": '''
def _mistyped(path: str, x: Any, template: tuple[str, str, str]) -> Violation:
    """A type error: the template's message ends with the type found."""
    keyword, message, where = template
    return tuple.__new__(Violation, (path, keyword, message + _type_name(x), where))
''',
    "_eq": '''
def _eq(a: Any, b: Any) -> bool:
    """Equality of JSON values: 1 equals 1.0, true never equals 1, key order is ignored."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return bool(a == b)
    if isinstance(a, dict):
        if not isinstance(b, dict) or a.keys() != b.keys():
            return False
        return all(_eq(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        if not isinstance(b, list) or len(a) != len(b):
            return False
        return all(_eq(p, q) for p, q in zip(a, b))
    return type(a) is type(b) and bool(a == b)
''',
    "_in": """
def _in(x: Any, values: tuple[Any, ...]) -> bool:
    for value in values:
        if _eq(x, value):
            return True
    return False
""",
    "_key": '''
def _key(x: Any) -> Any:
    """A hashable stand-in, equal exactly for JSON-equal values (1 and 1.0 hash alike)."""
    if isinstance(x, bool):
        return ("b", x)
    if isinstance(x, (str, int, float)) or x is None:
        return x  # never a tuple, so never equal to a tagged one
    if isinstance(x, dict):
        return ("o", frozenset([(k, _key(v)) for k, v in x.items()]))
    return ("a", tuple([_key(v) for v in x]))
''',
    "_unique": """
def _unique(x: list[Any]) -> bool:
    return len(x) < 2 or len(set(map(_key, x))) == len(x)
""",
    "_multiple_of": '''
def _multiple_of(x: Any, d: float) -> bool:
    """Exact for integers of any size and for decimals as written (0.0075 is a multiple of
    0.0001): an integer is never turned into text, which Python limits to 4,300 digits."""
    if isinstance(x, int) and isinstance(d, int):
        return bool(x % d == 0)
    if isinstance(x, float) and not math.isfinite(x):
        return False
    if isinstance(d, float) and math.isinf(d):
        return bool(x == 0)
    exact_x = Fraction(x) if isinstance(x, int) else Fraction(repr(x))
    exact_d = Fraction(d) if isinstance(d, int) else Fraction(repr(d))
    return exact_x % exact_d == 0
''',
    "_if": """
def _if(
    x: Any,
    condition: Callable[[Any], bool],
    then: Callable[[Any], bool] | None,
    otherwise: Callable[[Any], bool] | None,
) -> bool:
    if condition(x):
        return then is None or then(x)
    return otherwise is None or otherwise(x)
""",
    "_esc": """
def _esc(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")
""",
    "_js_keys": '''
def _js_keys(x: dict[str, Any]) -> Iterable[str]:
    """An object's keys in JavaScript's order, array indices ("0", "12") first and ascending,
    then the rest as inserted: both backends report errors in one order."""
    if not x or min(x) >= ":":  # no key starts with a digit
        return x
    indices = [k for k in x if len(k) < 11 and k.isascii() and k.isdigit()]
    indices = [k for k in indices if (k == "0" or k[0] != "0") and int(k) < 4294967295]
    if not indices:
        return x
    indices.sort(key=int)
    first = set(indices)
    return indices + [k for k in x if k not in first]
''',
    "_dyn": '''
def _dyn(scope: tuple[int, ...], holders: Mapping[int, _Schema], fallback: _Schema) -> _Schema:
    """The schema of the outermost resource in the dynamic scope holding the anchor."""
    for resource in scope:
        found = holders.get(resource)
        if found is not None:
            return found
    return fallback
''',
    "_pick": '''
def _pick(
    x: Any, discriminator: tuple[str, Mapping[str, tuple[int, ...]], tuple[int, ...]]
) -> Iterable[int]:
    """The alternatives a discriminating string constant leaves (the others when absent)."""
    name, choices, others = discriminator
    if isinstance(x, dict):
        value = x.get(name)
        if isinstance(value, str):
            return choices.get(value, others)
    return others
''',
    "_any_of": """
def _any_of(
    x: Any,
    path: str,
    ev: set[Any] | None,
    scope: tuple[int, ...],
    branches: tuple[_Schema, ...],
    candidates: Iterable[int],
) -> bool:
    matched = False
    for index in candidates:
        if ev is None:
            if branches[index](x, path, None, None, scope):
                return True
            continue
        found: set[Any] = set()
        if branches[index](x, path, None, found, scope):
            matched = True
            ev.update(found)
    return matched
""",
    "_one_of": """
def _one_of(
    x: Any,
    path: str,
    ev: set[Any] | None,
    scope: tuple[int, ...],
    branches: tuple[_Schema, ...],
    candidates: Iterable[int],
    exclusive: bool,
) -> list[int]:
    matched: list[int] = []
    kept: set[Any] | None = None
    for index in candidates:
        found: set[Any] | None = None if ev is None else set()
        if branches[index](x, path, None, found, scope):
            matched.append(index)
            kept = found
            if exclusive:
                break
    if kept and ev is not None and len(matched) == 1:
        ev.update(kept)
    return matched
""",
    "_any_valid": """
def _any_valid(x: Any, tests: tuple[Callable[[Any], bool], ...], candidates: Iterable[int]) -> bool:
    for index in candidates:
        if tests[index](x):
            return True
    return False
""",
    "_valid": """
def _valid(
    x: Any, tests: tuple[Callable[[Any], bool], ...], candidates: Iterable[int], exclusive: bool
) -> list[int]:
    matched: list[int] = []
    for index in candidates:
        if tests[index](x):
            matched.append(index)
            if exclusive:
                break
    return matched
""",
    "_closest": '''
def _closest(
    x: Any,
    path: str,
    errors: list[Violation],
    scope: tuple[int, ...],
    branches: tuple[_Schema, ...],
    candidates: Iterable[int],
) -> None:
    """Explain failed alternatives by the one with the fewest errors (the first of those)."""
    best: list[Violation] | None = None
    for index in candidates:
        found: list[Violation] = []
        branches[index](x, path, found, None, scope)
        if best is None or len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    errors.extend(best or ())
''',
    "_closest_e": '''
def _closest_e(
    x: Any,
    path: str,
    errors: list[Violation],
    explainers: tuple[_Explain, ...],
    candidates: Iterable[int],
) -> None:
    """Explain failed alternatives by the one with the fewest errors (the first of those)."""
    best: list[Violation] | None = None
    for index in candidates:
        found: list[Violation] = []
        explainers[index](x, path, found)
        if best is None or len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    errors.extend(best or ())
''',
}
HELPER_NEEDS = {
    "_mistyped": {"_type_name"},
    "_type_name": {"_is_integer"},
    "_in": {"_eq"},
    "_unique": {"_key"},
    "_multiple_of": {"math", "fractions"},
}


def _fail(indent: int, path: str, keyword: str, message: str, location: str) -> list[str]:
    pad = " " * indent
    error = f"tuple.__new__(Violation, ({path}, {py_str(keyword)}, {message}, {py_str(location)}))"
    return [
        f"{pad}if errors is None:",
        f"{pad}    return False",
        f"{pad}errors.append({error})",
        f"{pad}ok = False",
    ]


_KEYS = "(x if errors is None else _js_keys(x))"
"""An object's keys: a verdict takes them as they come, errors in JavaScript's order."""


def _failed(indent: int) -> list[str]:
    """A subschema already appended its errors: only the verdict changes."""
    pad = " " * indent
    return [f"{pad}if errors is None:", f"{pad}    return False", f"{pad}ok = False"]


def _child_path(key: str) -> str:
    """The instance path of a dynamic key, built only when errors are collected."""
    return f'path + "/" + _esc({key}) if errors is not None else path'


class PythonRenderer:
    """Renders one `ModuleIR`; `format_functions` names the checker of each asserted format
    and `format_source` is their source."""

    def __init__(
        self,
        module: ModuleIR,
        format_functions: Mapping[str, str] | None = None,
        format_source: Callable[[list[str]], str] | None = None,
        tools: Sequence[ToolTable] = (),
    ) -> None:
        self.ir = module
        self.tools = tools
        self.out = _Module()
        self.format_functions = format_functions or {}
        self.format_source = format_source
        self.schemas = module.schemas
        self.document = ""
        self.generals: dict[int, str] = {}
        self.pending: list[int] = []
        self.verdicts = VerdictRenderer(
            module,
            self.out.constant,
            self.out.pattern,
            self._helper,
            dict(self.format_functions),
            self.general,
        )
        self.errors = ErrorRenderer(
            module, self.verdicts, self.out.constant, self._helper, self.general, self.target
        )

    def general(self, schema: int) -> str:
        """The name of the general function `_sN`, rendering it later."""
        if schema not in self.generals:
            self.generals[schema] = f"_s{schema}"
            self.pending.append(schema)
        return self.generals[schema]

    # -- per schema ------------------------------------------------------------------------

    def _call(self, schema: int, value: str, path: str, errors: str, ev: str) -> str:
        """Apply a subschema. One that needs no annotations is tested by its inlined verdict
        first, and its general function runs only to explain a failure."""
        schema = self.target(schema)
        if ev != "None" or not self.verdicts.fast(self.schemas[schema]):
            return f"{self.general(schema)}({value}, {path}, {errors}, {ev}, scope)"
        verdict = f"{self.verdicts.function(schema)}({value})"
        if errors == "None":
            return verdict
        explain = f"{self.errors.function(schema)}({value}, {path}, errors)"
        return f"({verdict} or (errors is not None and {explain}))"

    def target(self, schema: int) -> int:
        """The schema a plain alias (`{"$ref": ...}` alone) stands for, followed to the end:
        applying it is applying the target, without one more call and verdict per level.
        Not with a dynamic scope, which every resource entered changes."""
        while not self.ir.dynamic:
            steps = self.schemas[schema].steps
            if len(steps) != 1 or not isinstance(steps[0], Ref) or steps[0].guard is not None:
                break
            target = steps[0].target
            if self.schemas[target].tracks != self.schemas[schema].tracks or target == schema:
                break
            schema = target
        return schema

    def _trivial(self, schema: int) -> bool:
        return self.schemas[schema].always_valid

    def _is_false(self, schema: int) -> bool:
        steps = self.schemas[schema].steps
        return len(steps) == 1 and isinstance(steps[0], FalseCheck)

    def function(self, schema: SchemaIR) -> list[str]:
        unevaluated = any(
            isinstance(s, UnevaluatedProperties | UnevaluatedItems) for s in schema.steps
        )
        has_seen = unevaluated or schema.tracks
        self.document = schema.location.partition("#")[0]
        lines = [
            f"# {printable(schema.location)}",
            f"def _s{schema.id}({SCHEMA_PARAMETERS}) -> bool:",
        ]
        if schema.always_valid:
            return [*lines, "    return True"]
        body: list[str] = []
        if self.ir.dynamic:
            body += [
                f"    if scope[-1] != {schema.resource}:",
                f"        scope = (*scope, {schema.resource})",
            ]
        if unevaluated:
            body.append("    seen: set[Any] = set()")
        elif schema.tracks:
            body.append("    seen = ev")
        body.append("    ok = True")
        guarded: list[tuple[str | None, list[str]]] = []
        for step in schema.steps:
            indent = 4 if step.guard is None else 8
            guarded.append((step.guard, self._step(step, indent, has_seen, unevaluated)))
        for guard, step_lines in _merge_guards(guarded):
            if guard is None:
                body += step_lines
            else:
                body += [f"    if {GUARDS[guard]}:", *step_lines]
        if unevaluated and schema.tracks:
            body += ["    if ev is not None and ok:", "        ev.update(seen)"]
        body.append("    return ok")
        return [*lines, *body]

    def _ev(self, child: int, has_seen: bool) -> str:
        return "seen" if has_seen and self.schemas[child].tracks else "None"

    def _step(self, step: Step, indent: int, has_seen: bool, unevaluated: bool) -> list[str]:
        pad = " " * indent
        where = step.location
        if isinstance(step, FalseCheck):
            return self._fail(indent, "path", "false", py_str(step.message), where)
        if isinstance(step, TypeCheck):
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
        if isinstance(step, ConstCheck):
            condition = self._equal_test(step.value)
            return [f"{pad}if not ({condition}):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, EnumCheck):
            condition = self._enum_test(list(step.values))
            return [f"{pad}if not ({condition}):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, BoundCheck):
            if step.lower:
                operator = "<=" if step.exclusive else "<"
            else:
                operator = ">=" if step.exclusive else ">"
            condition = f"x {operator} {py_number(step.limit)}"
            return [f"{pad}if {condition}:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, MultipleOfCheck):
            self._helper("_multiple_of")
            condition = f"not _multiple_of(x, {py_number(step.divisor)})"
            return [f"{pad}if {condition}:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, CountCheck):
            operator = "<" if step.lower else ">"
            return [f"{pad}if len(x) {operator} {step.limit}:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, PatternCheck):
            regex = self.out.pattern(step.pattern)
            return [f"{pad}if {regex}.search(x) is None:", *self._fail_msg(indent + 4, step)]
        if isinstance(step, FormatCheck):
            function = self.format_functions[step.format]
            return [f"{pad}if not {function}(x):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, UniqueItemsCheck):
            self._helper("_unique")
            return [f"{pad}if not _unique(x):", *self._fail_msg(indent + 4, step)]
        if isinstance(step, RequiredCheck):
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
        if isinstance(step, DependentRequiredCheck):
            lines = [f"{pad}if {py_str(step.property)} in x:"]
            for name in step.names:
                message = py_str(f"{_json(name)} is {step.message}")
                lines += [f"{pad}    if {py_str(name)} not in x:"]
                lines += self._fail(indent + 8, "path", step.keyword, message, where)
            return lines
        return self._applicator(step, indent, has_seen, unevaluated)

    def _fail(self, indent: int, path: str, keyword: str, message: str, location: str) -> list[str]:
        return _fail(indent, path, keyword, message, f"{self.document}#{location}")

    def _fail_msg(self, indent: int, step: Check) -> list[str]:
        message = step.message
        return self._fail(indent, "path", step.keyword, py_str(message), step.location)

    def _helper(self, name: str) -> None:
        self.out.helpers.add(name)
        for needed in HELPER_NEEDS.get(name, ()):
            self._helper(needed) if needed.startswith("_") else self.out.helpers.add(needed)

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

    def _branches(self, branches: tuple[int, ...]) -> str:
        self.out.helpers.add("branches")
        names = ", ".join(self.general(self.target(b)) for b in branches)
        return self.out.constant("_B", f"({names},)", late=True)

    def _candidates(self, count: int, discriminator: Discriminator | None) -> str:
        if discriminator is None:
            return self.out.constant("_R", f"range({count})")
        self._helper("_pick")
        choices = ", ".join(
            f"{py_str(value)}: {_tuple(left)}" for value, left in discriminator.choices
        )
        source = (
            f"({py_str(discriminator.property)}, {{{choices}}}, {_tuple(discriminator.others)})"
        )
        return "_pick(x, " + self.out.constant("_D", source) + ")"

    def _applicator(self, step: Step, indent: int, has_seen: bool, unevaluated: bool) -> list[str]:
        pad = " " * indent
        where = step.location
        if isinstance(step, Ref | AllOf):
            targets = (step.target,) if isinstance(step, Ref) else step.branches
            lines: list[str] = []
            for target in targets:
                if self._trivial(target):
                    continue
                call = self._call(target, "x", "path", "errors", self._ev(target, has_seen))
                lines += [f"{pad}if not {call}:", *_failed(indent + 4)]
            return lines
        if isinstance(step, DynamicRef):
            self._helper("_dyn")
            holders = dict(self.ir.dynamic_anchors)[step.anchor]
            table = ", ".join(f"{resource}: {self.general(schema)}" for resource, schema in holders)
            name = self.out.constant("_DYN", f"{{{table}}}", late=True)
            ev = "seen" if has_seen and self.schemas[step.fallback].tracks else "None"
            fallback = self.general(step.fallback)
            call = f"_dyn(scope, {name}, {fallback})(x, path, errors, {ev}, scope)"
            return [f"{pad}if not {call}:", *_failed(indent + 4)]
        if isinstance(step, AnyOf | OneOf):
            return self._alternatives(step, indent, has_seen)
        if isinstance(step, Not):
            call = self._call(step.schema, "x", "path", "None", "None")
            message = py_str("must not be valid against the schema in not")
            return [f"{pad}if {call}:", *self._fail(indent + 4, "path", "not", message, where)]
        if isinstance(step, IfThenElse):
            return self._conditional(step, indent, has_seen)
        if isinstance(step, DependentSchemas):
            lines = []
            for name, schema in step.schemas:
                call = self._call(schema, "x", "path", "errors", self._ev(schema, has_seen))
                lines += [f"{pad}if {py_str(name)} in x and not {call}:", *_failed(indent + 4)]
            return lines
        if isinstance(step, Properties):
            lines = []
            for name, schema in step.schemas:
                inner = self._mark(py_str(name), indent + 4, has_seen, unevaluated)
                path = f"path + {py_str('/' + _token(name))}"
                if self._is_false(schema):
                    message = py_str("is not allowed")
                    inner += self._fail(indent + 4, path, "false", message, where)
                elif not self._trivial(schema):
                    call = self._call(schema, f"x[{py_str(name)}]", path, "errors", "None")
                    inner += [f"{pad}    if not {call}:", *_failed(indent + 8)]
                if inner:
                    lines += [f"{pad}if {py_str(name)} in x:", *inner]
            return lines
        if isinstance(step, PatternProperties):
            lines = []
            for pattern, schema in step.schemas:
                regex = self.out.pattern(pattern)
                inner = self._mark("key", indent + 8, has_seen, unevaluated)
                inner += self._apply(schema, "value", "key", indent + 8, "patternProperties", where)
                if inner:
                    lines += [f"{pad}    if {regex}.search(key) is not None:", *inner]
            return self._each_key(lines, indent)
        if isinstance(step, AdditionalProperties):
            inner = self._mark("key", indent + 4, has_seen, unevaluated)
            inner += self._apply(
                step.schema, "value", "key", indent + 4, "additionalProperties", where
            )
            if not inner:
                return []
            known = []
            names = ""
            if step.names:
                members = ", ".join(py_str(n) for n in step.names)
                names = self.out.constant("_K", f"frozenset(({members},))")
                known.append(f"key in {names}")
            known += [f"{self.out.pattern(p)}.search(key) is not None" for p in step.patterns]
            lines = []
            if known:
                lines += [f"{pad}    if {' or '.join(known)}:", f"{pad}        continue"]
            lines = self._each_key(lines + inner, indent)
            if names and not step.patterns and not has_seen:  # no key to visit: one set test
                return [f"{pad}if not x.keys() <= {names}:", *("    " + li for li in lines)]
            return lines
        if isinstance(step, PropertyNames):
            if self._trivial(step.schema):
                return []
            call = self._call(step.schema, "key", "path", "errors", "None")
            self._helper("_js_keys")
            return [f"{pad}for key in {_KEYS}:", f"{pad}    if not {call}:", *_failed(indent + 8)]
        if isinstance(step, PrefixItems):
            lines = []
            for index, schema in enumerate(step.schemas):
                if self._trivial(schema):
                    continue
                path = f'path + "/{index}"'
                call = self._call(schema, f"x[{index}]", path, "errors", "None")
                lines += [f"{pad}if len(x) > {index} and not {call}:", *_failed(indent + 4)]
            if has_seen:
                count = len(step.schemas)
                lines += self._guard_seen(
                    f"seen.update(range(min(len(x), {count})))", indent, unevaluated
                )
            return lines
        if isinstance(step, Items):
            lines = []
            if not self._trivial(step.schema):
                if self._is_false(step.schema):
                    message = py_str(f"must have at most {step.start} items")
                    lines += [f"{pad}if len(x) > {step.start}:"]
                    lines += self._fail(indent + 4, "path", step.keyword, message, where)
                else:
                    path = 'path + "/" + str(index) if errors is not None else path'
                    call = self._call(step.schema, "x[index]", path, "errors", "None")
                    lines += [
                        f"{pad}for index in range({step.start}, len(x)):",
                        f"{pad}    if not {call}:",
                        *_failed(indent + 8),
                    ]
            if has_seen:
                lines += self._guard_seen(
                    f"seen.update(range({step.start}, len(x)))", indent, unevaluated
                )
            return lines
        if isinstance(step, Contains):
            return self._contains(step, indent, has_seen, unevaluated)
        if isinstance(step, UnevaluatedProperties):
            lines = [f"{pad}    if key in seen:", f"{pad}        continue"]
            lines += self._apply(
                step.schema, "value", "key", indent + 4, "unevaluatedProperties", where
            )
            return [*self._each_key(lines, indent), f"{pad}seen.update(x)"]
        if isinstance(step, UnevaluatedItems):
            lines = [
                f"{pad}for index in range(len(x)):",
                f"{pad}    if index in seen:",
                f"{pad}        continue",
            ]
            if self._is_false(step.schema):
                path = 'path + "/" + str(index)'
                message = py_str("is not allowed: no keyword evaluated this item")
                lines += self._fail(indent + 4, path, "unevaluatedItems", message, where)
            elif not self._trivial(step.schema):
                path = 'path + "/" + str(index) if errors is not None else path'
                call = self._call(step.schema, "x[index]", path, "errors", "None")
                lines += [f"{pad}    if not {call}:", *_failed(indent + 8)]
            else:
                lines = []
            return [*lines, f"{pad}seen.update(range(len(x)))"]
        raise AssertionError(f"no rendering for {step!r}")

    def _guard_seen(self, statement: str, indent: int, unevaluated: bool) -> list[str]:
        pad = " " * indent
        if unevaluated:
            return [f"{pad}{statement}"]
        return [f"{pad}if seen is not None:", f"{pad}    {statement}"]

    def _each_key(self, body: list[str], indent: int) -> list[str]:
        """`body` for each `key` (and its `value` where the body reads it) of the object `x`,
        in JavaScript's key order when errors are collected."""
        if not body:
            return []
        self._helper("_js_keys")
        pad = " " * indent
        lines = [f"{pad}for key in {_KEYS}:"]
        if any(re.search(r"\bvalue\b", line) for line in body):
            lines.append(f"{pad}    value = x[key]")
        return lines + body

    def _mark(self, key: str, indent: int, has_seen: bool, unevaluated: bool) -> list[str]:
        return self._guard_seen(f"seen.add({key})", indent, unevaluated) if has_seen else []

    def _apply(
        self, schema: int, value: str, key: str, indent: int, keyword: str, where: str
    ) -> list[str]:
        """Apply `schema` to an object's value under a dynamic key."""
        pad = " " * indent
        if self._is_false(schema):
            self._helper("_esc")
            message = py_str("is not allowed")
            return self._fail(indent, f'path + "/" + _esc({key})', keyword, message, where)
        if self._trivial(schema):
            return []
        self._helper("_esc")
        call = self._call(schema, value, _child_path(key), "errors", "None")
        return [f"{pad}if not {call}:", *_failed(indent + 4)]

    def _alternatives(self, step: AnyOf | OneOf, indent: int, has_seen: bool) -> list[str]:
        pad = " " * indent
        where = step.location
        count = len(step.branches)
        candidates = self._candidates(count, step.discriminator)
        ev = "seen" if has_seen and any(self.schemas[b].tracks for b in step.branches) else "None"
        none = py_str(f"valid against none of the {count} alternatives")
        fast = ev == "None" and all(self.verdicts.fast(self.schemas[b]) for b in step.branches)
        if fast:  # the branches' inlined verdicts, without annotations; their explanations
            names = ", ".join(self.verdicts.function(b) for b in step.branches)
            tests = self.out.constant("_T", f"({names},)", late=True)
            explainers = ", ".join(self.errors.function(self.target(b)) for b in step.branches)
            table = self.out.constant("_EX", f"({explainers},)", late=True)
            self._helper("_closest_e")
            explain = f"{pad}    _closest_e(x, path, errors, {table}, {candidates})"
        else:
            branches = self._branches(step.branches)
            self._helper("_closest")
            explain = f"{pad}    _closest(x, path, errors, scope, {branches}, {candidates})"
        if isinstance(step, AnyOf):
            self._helper("_any_valid" if fast else "_any_of")
            if fast:
                call = f"_any_valid(x, {tests}, {candidates})"
            else:
                call = f"_any_of(x, path, {ev}, scope, {branches}, {candidates})"
            return [
                f"{pad}if not {call}:",
                *self._fail(indent + 4, "path", "anyOf", none, where),
                explain,
            ]
        self._helper("_valid" if fast else "_one_of")
        exclusive = "True" if step.exclusive else "False"
        if fast:
            call = f"_valid(x, {tests}, {candidates}, {exclusive})"
        else:
            call = f"_one_of(x, path, {ev}, scope, {branches}, {candidates}, {exclusive})"
        many = 'f"valid against alternatives {matched}, but exactly one is allowed"'
        return [
            f"{pad}matched = {call}",
            f"{pad}if len(matched) != 1:",
            *self._fail(indent + 4, "path", "oneOf", f"{many} if matched else {none}", where),
            f"{pad}    if not matched:",
            "    " + explain,
        ]

    def _conditional(self, step: IfThenElse, indent: int, has_seen: bool) -> list[str]:
        pad = " " * indent
        tracked = has_seen and self.schemas[step.condition].tracks
        then: list[str] = []
        if tracked:
            then += [f"{pad}    if found and seen is not None:", f"{pad}        seen.update(found)"]
        otherwise: list[str] = []
        for branch, body in ((step.then, then), (step.otherwise, otherwise)):
            if branch is not None and not self._trivial(branch):
                inner = self._call(branch, "x", "path", "errors", self._ev(branch, has_seen))
                body += [f"{pad}    if not {inner}:", *_failed(indent + 8)]
        if not then and not otherwise and not tracked:
            return []
        lines = (
            [f"{pad}found: set[Any] | None = None if seen is None else set()"] if tracked else []
        )
        call = self._call(step.condition, "x", "path", "None", "found" if tracked else "None")
        if not then:
            return [*lines, f"{pad}if not {call}:", *(otherwise or [f"{pad}    pass"])]
        lines += [f"{pad}if {call}:", *then]
        return lines + ([f"{pad}else:", *otherwise] if otherwise else [])

    def _contains(
        self, step: Contains, indent: int, has_seen: bool, unevaluated: bool
    ) -> list[str]:
        pad = " " * indent
        where = step.location
        if step.minimum == 0 and step.maximum is None and not has_seen:
            return []
        call = self._call(step.schema, "item", "path", "None", "None")
        lines = [
            f"{pad}count = 0",
            f"{pad}for index, item in enumerate(x):",
            f"{pad}    if {call}:",
            f"{pad}        count += 1",
        ]
        if has_seen:
            lines += self._guard_seen("seen.add(index)", indent + 8, unevaluated)
        if step.minimum > 0:
            keyword = "minContains" if step.min_location else "contains"
            location = step.min_location or where
            message = py_str(f"must contain at least {step.minimum} matching item(s)")
            lines += [
                f"{pad}if count < {step.minimum}:",
                *self._fail(indent + 4, "path", keyword, message, location),
            ]
        if step.maximum is not None:
            message = py_str(f"must contain at most {step.maximum} matching item(s)")
            location = step.max_location or where
            lines += [
                f"{pad}if count > {step.maximum}:",
                *self._fail(indent + 4, "path", "maxContains", message, location),
            ]
        return lines

    # -- the module ------------------------------------------------------------------------

    def render(self) -> str:
        verdicts = self.verdicts
        entries = [
            self._entry(entry.name, entry.schema, entry.label, verdicts)
            for entry in self.ir.entries
        ]
        functions = self._functions()
        helpers = self.out.helpers
        if self.ir.formats:
            assert self.format_source is not None
        lines = [
            '"""Standalone JSON Schema validators (draft 2020-12), compiled by dsh-schedule from',
            f"{printable(self.ir.source)}.",
            "",
            "`validate_*` returns every Violation (an empty list means valid); `is_valid_*` only",
            "answers whether the instance is valid. Standard library only; runs on Python",
            f"{'.'.join(map(str, self.floor))} or newer. Patterns follow ECMA-262, with "
            f"Unicode {UNICODE_VERSION} property classes.",
            f"Instances nested up to {MAX_DEPTH} levels deep are validated in full; a deeper",
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
        exports[:0] = [table for table, _ in self.tools]
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
            assert self.format_source is not None
            lines += ["", self.format_source(list(self.ir.formats)).strip("\n")]
        lines += ["", DEPTH_HELPERS.strip("\n").replace("MAX_DEPTH_VALUE", str(MAX_DEPTH))]
        for entry_lines in entries:
            lines += ["", "", *entry_lines]
        for table, rows in self.tools:
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
        return "\n".join(lines) + "\n"

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
        while self.pending or self.errors.pending or self.verdicts.pending:
            while self.pending:
                schema = self.pending.pop(0)
                general[schema] = self.function(self.schemas[schema])
            errors += self.errors.render_pending()
            verdicts += self.verdicts.render_pending()
        ordered = [general[number] for number in sorted(general)]
        ordered += sorted(errors, key=lambda lines: int(lines[1][6 : lines[1].index("(")]))
        return ordered + verdicts + self.verdicts.render_loops()

    def _entry(self, name: str, schema: int, label: str, verdicts: VerdictRenderer) -> list[str]:
        resource = self.schemas[schema].resource
        fast = verdicts.fast(self.schemas[schema])
        if fast:
            collect = self.errors.entry(schema, "instance")
        else:
            called = self.general(self.target(schema))
            general = f'{called}(instance, "", None, None, ({resource},))'
            collect = ["    " + general.replace("None, None", "errors, None")]
        run = f"{verdicts.function(schema)}(instance)" if fast else general
        inlined = verdicts.inlined(schema, "instance") if fast else general
        return [
            f"def validate_{name}(instance: object) -> list[Violation]:",
            f'    """Every violation of {printable(label)} (an empty list means valid)."""',
            "    try:",
            f"        if {inlined}:",
            "            return []",
            f"        return _collect_{name}(instance)",
            "    except RecursionError:",
            f"        return _deep(_errors_{name}, instance, _too_deep_errors)",
            "",
            "",
            f"def is_valid_{name}(instance: object) -> bool:",
            f'    """Whether the instance is valid against {printable(label)}."""',
            "    try:",
            f"        if {inlined}:",
            "            return True",
            "        return False",
            "    except RecursionError:",
            f"        return _deep(_verdict_{name}, instance, _too_deep_verdict)",
            "",
            "",
            f"def _verdict_{name}(instance: Any) -> bool:",
            f"    return {run}",
            "",
            "",
            f"def _errors_{name}(instance: Any) -> list[Violation]:",
            f"    return [] if {run} else _collect_{name}(instance)",
            "",
            "",
            f"def _collect_{name}(instance: Any) -> list[Violation]:",
            "    errors: list[Violation] = []",
            *collect,
            "    return errors",
        ]


TOOL_TABLE = [
    "    str, tuple[Callable[[Any], list[Violation]], Callable[[Any], list[Violation]]]",
    "] = {",
]

TYPING = [
    "if TYPE_CHECKING:  # names for the annotations, which are never evaluated",
    "    from collections.abc import Callable, Iterable, Mapping",
    "    from typing import TypeVar",
    "",
    '    _T = TypeVar("_T")',
    '    _Explain = Callable[[Any, str, list["Violation"]], None]',
    "    _Schema = Callable[",
    '        [Any, str, list["Violation"] | None, set[Any] | None, tuple[int, ...]], bool',
    "    ]",
]
"""Types for `mypy --strict`; `from __future__ import annotations` keeps the floor."""

DEPTH_HELPERS = '''
_MAX_DEPTH = MAX_DEPTH_VALUE
# The recursion limit is one per process: one thread at a time raises and restores it.
_ROOM = threading.Lock()


def _escape_key(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _too_deep(x: Any) -> str | None:
    """The JSON pointer of the first value nested more than _MAX_DEPTH levels deep, or None.
    A walk with a list of pending values: recursion is what failed."""
    pending: list[tuple[Any, str, int]] = [(x, "", 1)]
    while pending:
        value, path, level = pending.pop()
        items: list[tuple[str, Any]]
        if isinstance(value, dict):
            items = [(path + "/" + _escape_key(k), v) for k, v in value.items()]
        elif isinstance(value, list):
            items = [(path + "/" + str(i), v) for i, v in enumerate(value)]
        else:
            continue
        if level > _MAX_DEPTH:
            return path
        pending.extend((v, where, level + 1) for where, v in reversed(items))
    return None


def _deep(check: Callable[[Any], _T], x: Any, refuse: Callable[[str | None], _T]) -> _T:
    """`check(x)` ran out of stack: again with room for _MAX_DEPTH levels, or `refuse`
    naming the first value nested too deeply."""
    path = _too_deep(x)
    if path is None:
        with _ROOM:
            limit = sys.getrecursionlimit()
            sys.setrecursionlimit(limit + 64 * _MAX_DEPTH)
            try:
                return check(x)
            except RecursionError:
                path = ""
            finally:
                sys.setrecursionlimit(limit)
    return refuse(path)


def _too_deep_errors(path: str | None) -> list[Violation]:
    message = "nested too deeply to validate (more than MAX_DEPTH_VALUE levels)"
    return [Violation(path or "", "depth", message, "")]


def _too_deep_verdict(path: str | None) -> bool:
    return False
'''


def _merge_guards(
    items: list[tuple[str | None, list[str]]],
) -> list[tuple[str | None, list[str]]]:
    """Consecutive steps under the same guard share one `if`."""
    merged: list[tuple[str | None, list[str]]] = []
    for guard, lines in items:
        if not lines:
            continue
        if merged and guard is not None and merged[-1][0] == guard:
            merged[-1] = (guard, merged[-1][1] + lines)
        else:
            merged.append((guard, list(lines)))
    return merged


def _tuple(items: tuple[int, ...]) -> str:
    return "(" + "".join(f"{i}, " for i in items).rstrip(" ") + ")"


def _token(name: str) -> str:
    return name.replace("~", "~0").replace("/", "~1")


def _json(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


def render_module(
    module: ModuleIR,
    format_functions: Mapping[str, str] | None = None,
    format_source: Callable[[list[str]], str] | None = None,
    tools: Sequence[ToolTable] = (),
) -> str:
    """The module's source. `tools` adds tables (`TOOL_VALIDATORS`, `TOOL_VALIDATORS_V2`), each
    mapping a tool name to its (arguments validator, output validator) pair of functions."""
    return PythonRenderer(module, format_functions, format_source, tools).render()
