"""The JavaScript backend: render a `ModuleIR` as one standalone ES2020 module.

The module imports nothing and builds no code at run time (no `eval`, no `new Function`):
every lowered schema becomes one function `sN(x, path, errors, ev, scope, d)` with the meaning
of the Python backend's `_sN` (errors collected in an array or null for a verdict; `ev` a Set
of evaluated keys or indices, or null; `scope` the dynamic scope, outermost resource first; `d`
the nesting level of `x`), and each entry point NAME exports `validateName(instance)` (every
error, in the Python backend's order) and `isValidName(instance)`. Both run the inlined verdict
of `render_javascript_verdict.py` first; `validateName` collects errors only when it fails.
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
import math
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.compiler.format_checks_js import JS_FORMAT_FUNCTIONS, js_source_for
from dsh_schedule.compiler.ir import (
    AdditionalProperties,
    AllOf,
    AnyOf,
    BoundCheck,
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
from dsh_schedule.compiler.javascript_expr import declared
from dsh_schedule.compiler.regex_automaton import javascript_matcher
from dsh_schedule.compiler.regex_runtime import JAVASCRIPT as AUTOMATON_RUNTIME
from dsh_schedule.compiler.render_javascript_verdict import JavaScriptVerdicts
from dsh_schedule.compiler.unicode_categories import UNICODE_VERSION

MAX_DEPTH = 1000
"""As in the Python backend: past the engine's stack, the first value nested deeper than this
is reported as one `depth` error."""

GUARDS = {
    "object": "isObject(x)",
    "array": "Array.isArray(x)",
    "string": 'typeof x === "string"',
    "number": 'typeof x === "number"',
}
TYPE_TESTS = {
    "object": "isObject(x)",
    "array": "Array.isArray(x)",
    "string": 'typeof x === "string"',
    "null": "x === null",
    "boolean": 'typeof x === "boolean"',
    "number": 'typeof x === "number"',
    "integer": "Number.isInteger(x)",
}


def js_str(text: str) -> str:
    """A JavaScript string literal (JSON's, ASCII only: the same bytes on every machine)."""
    return json.dumps(text)


def js_number(value: int | float) -> str:
    """A JavaScript literal for a JSON number: integers beyond 2^53 round to the nearest
    double, as `JSON.parse` rounds them in an instance."""
    if isinstance(value, float) and math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    if isinstance(value, int) and abs(value) > 2**1023 * 2:
        return "Infinity" if value > 0 else "-Infinity"
    return repr(float(value)) if isinstance(value, int) and abs(value) >= 2**53 else repr(value)


def js_value(value: Any) -> str:
    """A JSON value as a JavaScript expression (objects built with their own keys only)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return js_number(value)
    if isinstance(value, str):
        return js_str(value)
    if isinstance(value, list):
        return "[" + ", ".join(js_value(v) for v in value) + "]"
    pairs = ", ".join(f"[{js_str(k)}, {js_value(v)}]" for k, v in value.items())
    return f"Object.fromEntries([{pairs}])"


def export_name(name: str) -> str:
    """`order_schema` gives `OrderSchema`: `validateOrderSchema`, `isValidOrderSchema`."""
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


HELPERS: dict[str, str] = {
    "isObject": """
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}""",
    "has": """
const hasOwn = Object.prototype.hasOwnProperty;
function has(x, key) {
  return hasOwn.call(x, key);
}""",
    "typeName": """
function typeName(x) {
  if (typeof x === "boolean") return "boolean";
  if (typeof x === "number") return Number.isInteger(x) ? "integer" : "number";
  if (x === null) return "null";
  if (Array.isArray(x)) return "array";
  return typeof x === "string" ? "string" : typeof x;
}""",
    "length": """
function length(s) {
  // Code points: a surrogate pair counts once, a lone surrogate once.
  let count = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}""",
    "equal": """
function equal(a, b) {
  // JSON equality: 1 equals 1.0, true never equals 1, key order is ignored.
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!has(b, key) || !equal(a[key], b[key])) return false;
  return true;
}""",
    "among": """
function among(x, values) {
  for (const value of values) if (equal(x, value)) return true;
  return false;
}""",
    "canonical": """
function canonical(x) {
  // A text equal exactly for JSON-equal values (own keys sorted).
  if (Array.isArray(x)) return "[" + x.map(canonical).join(",") + "]";
  if (isObject(x)) {
    const keys = Object.keys(x).sort();
    return "{" + keys.map((k) => JSON.stringify(k) + ":" + canonical(x[k])).join(",") + "}";
  }
  return JSON.stringify(x);
}""",
    "unique": """
function unique(x) {
  // JSON equality. Scalars by value in a Set (1 and 1.0 are one number in JavaScript);
  // arrays and objects pairwise while few, then by a canonical text.
  const n = x.length;
  if (n < 2) return true;
  let composite = false;
  for (let i = 0; i < n; i++) {
    const item = x[i];
    if (typeof item === "object" && item !== null) {
      composite = true;
      break;
    }
  }
  if (n <= 8 || (composite && n <= 32)) {
    for (let i = 1; i < n; i++) {
      const item = x[i];
      for (let j = 0; j < i; j++) if (equal(item, x[j])) return false;
    }
    return true;
  }
  const scalars = new Set();
  const texts = composite ? new Set() : null;
  for (let i = 0; i < n; i++) {
    const item = x[i];
    const seen = typeof item === "object" && item !== null ? texts : scalars;
    const key = seen === texts ? canonical(item) : item;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}""",
    "keys": """
function keys(x) {
  // How many own keys, without building their array.
  let count = 0;
  for (const key in x) if (hasOwn.call(x, key)) count++;
  return count;
}""",
    "own": """
function own(x, key) {
  return hasOwn.call(x, key) ? x[key] : undefined;
}""",
    "multipleOf": """
function decimal(n) {
  // The shortest decimal that reads back as n: [digits, exponent of ten].
  const [mantissa, exponent] = String(n).split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  return [BigInt(whole + fraction), Number(exponent || 0) - fraction.length];
}
function multipleOf(x, d) {
  // Exact for integers and for decimals as written (0.0075 is a multiple of 0.0001).
  if (!Number.isFinite(x)) return false;
  if (!Number.isFinite(d)) return x === 0;
  if (Number.isSafeInteger(x) && Number.isSafeInteger(d)) return x % d === 0;
  const [mx, ex] = decimal(Math.abs(x));
  const [md, ed] = decimal(Math.abs(d));
  const e = Math.min(ex, ed);
  return (mx * 10n ** BigInt(ex - e)) % (md * 10n ** BigInt(ed - e)) === 0n;
}""",
    "esc": """
function esc(key) {
  return key.replace(/~/g, "~0").replace(/\\//g, "~1");
}""",
    "dyn": """
function dyn(scope, holders, fallback) {
  // The schema of the outermost resource in the dynamic scope holding the anchor.
  for (const resource of scope) {
    const found = holders.get(resource);
    if (found !== undefined) return found;
  }
  return fallback;
}""",
    "pick": """
function pick(x, name, choices, others) {
  // The alternatives a discriminating string constant leaves (the others when absent).
  if (isObject(x) && has(x, name)) {
    const value = x[name];
    if (typeof value === "string") {
      const left = choices.get(value);
      if (left !== undefined) return left;
    }
  }
  return others;
}""",
    "anyOf": """
function anyOf(x, path, ev, scope, d, branches, candidates) {
  let matched = false;
  for (const index of candidates) {
    if (ev === null) {
      if (branches[index](x, path, null, null, scope, d)) return true;
      continue;
    }
    const found = new Set();
    if (branches[index](x, path, null, found, scope, d)) {
      matched = true;
      for (const item of found) ev.add(item);
    }
  }
  return matched;
}""",
    "oneOf": """
function oneOf(x, path, ev, scope, d, branches, candidates, exclusive) {
  const matched = [];
  let kept = null;
  for (const index of candidates) {
    const found = ev === null ? null : new Set();
    if (branches[index](x, path, null, found, scope, d)) {
      matched.push(index);
      kept = found;
      if (exclusive) break;
    }
  }
  if (kept !== null && kept.size > 0 && matched.length === 1) for (const item of kept) ev.add(item);
  return matched;
}""",
    "closest": """
function closest(x, path, errors, scope, d, branches, candidates) {
  // Explain failed alternatives by the one with the fewest errors (the first of those).
  let best = null;
  for (const index of candidates) {
    const found = [];
    branches[index](x, path, found, null, scope, d);
    if (best === null || found.length < best.length) {
      best = found;
      if (best.length <= 1) break;
    }
  }
  if (best !== null) errors.push(...best);
}""",
}
HELPER_NEEDS = {
    "equal": {"has"},
    "among": {"equal"},
    "unique": {"canonical", "equal"},
    "keys": {"has"},
    "own": {"has"},
    "canonical": {"isObject"},
    "pick": {"isObject", "has"},
}

DEPTH = """
let limit = MAX_DEPTH;
const TOO_DEEP = new RangeError("nested too deeply");
function tooDeep() {
  throw TOO_DEEP;
}
function deepest(x) {
  // The JSON pointer of the first value nested more than MAX_DEPTH levels deep, or null.
  const pending = [[x, "", 1]];
  while (pending.length > 0) {
    const [value, path, level] = pending.pop();
    let items;
    if (Array.isArray(value)) items = value.map((v, i) => [path + "/" + i, v]);
    else if (isObject(value)) {
      items = Object.keys(value).map((k) => [path + "/" + esc(k), value[k]]);
    }
    else continue;
    if (level > MAX_DEPTH) return path;
    for (let i = items.length - 1; i >= 0; i--) pending.push([items[i][1], items[i][0], level + 1]);
  }
  return null;
}
function deep(error, check, x, refuse) {
  // A walk past MAX_DEPTH levels (or out of stack): one error at the first value nested too
  // deeply; when there is none, again without the limit (a deep walk of shallow values).
  if (!(error instanceof RangeError)) throw error;
  let path = deepest(x);
  if (path === null) {
    limit = Infinity;
    try {
      return check(x);
    } catch (again) {
      if (!(again instanceof RangeError)) throw again;
      path = "";
    } finally {
      limit = MAX_DEPTH;
    }
  }
  return refuse(path);
}
function depthErrors(path) {
  const message = "nested too deeply to validate (more than MAX_DEPTH levels)";
  return [{ path, keyword: "depth", message, schemaPath: "" }];
}
function depthVerdict() {
  return false;
}"""


def applied(step: Step, module: ModuleIR) -> tuple[int, ...]:
    """The schemas a step applies (every schema a `$dynamicRef` may land on)."""
    if isinstance(step, Ref):
        return (step.target,)
    if isinstance(step, DynamicRef):
        holders = dict(module.dynamic_anchors).get(step.anchor, ())
        return (step.fallback, *(schema for _, schema in holders))
    if isinstance(step, AllOf | AnyOf | OneOf):
        return step.branches
    if isinstance(step, IfThenElse):
        return tuple(s for s in (step.condition, step.then, step.otherwise) if s is not None)
    if isinstance(step, DependentSchemas | Properties | PatternProperties):
        return tuple(schema for _, schema in step.schemas)
    if isinstance(step, PrefixItems):
        return step.schemas
    if isinstance(step, Not | AdditionalProperties | PropertyNames | Items | Contains):
        return (step.schema,)
    if isinstance(step, UnevaluatedProperties | UnevaluatedItems):
        return (step.schema,)
    return ()


def _children(module: ModuleIR) -> dict[int, set[int]]:
    return {
        schema.id: {child for step in schema.steps for child in applied(step, module)}
        for schema in module.schemas
    }


def scoped_schemas(module: ModuleIR) -> frozenset[int]:
    """The schemas whose verdict may depend on the dynamic scope: those that reach a
    `$dynamicRef` through the subschemas they apply."""
    children = _children(module)
    scoped = {
        schema.id
        for schema in module.schemas
        if any(isinstance(step, DynamicRef) for step in schema.steps)
    }
    changed = bool(scoped)
    while changed:
        grown = {number for number, below in children.items() if below & scoped}
        changed = not grown <= scoped
        scoped |= grown
    return frozenset(scoped)


def cyclic_schemas(module: ModuleIR) -> set[int]:
    """The schemas that can reach themselves through the subschemas they apply."""
    children = _children(module)
    cyclic = set()
    for start, first in children.items():
        pending, reached = list(first), set()
        while pending:
            number = pending.pop()
            if number == start:
                cyclic.add(start)
                break
            if number not in reached:
                reached.add(number)
                pending.extend(children[number])
    return cyclic


def _fail(pad: str, path: str, keyword: str, message: str, location: str) -> list[str]:
    return [
        f"{pad}if (errors === null) return false;",
        f"{pad}errors.push([{path}, {js_str(keyword)}, {message}, {js_str(location)}]);",
        f"{pad}ok = false;",
    ]


def _failed(pad: str) -> list[str]:
    return [f"{pad}if (errors === null) return false;", f"{pad}ok = false;"]


def _own_keys(pad: str) -> list[str]:
    """A loop over the object's own keys, in `Object.keys` order, without building the array."""
    return [f"{pad}for (const key in x) {{", f"{pad}  if (!hasOwn.call(x, key)) continue;"]


def _child_path(key: str) -> str:
    return f'errors !== null ? path + "/" + esc({key}) : path'


def _token(name: str) -> str:
    return name.replace("~", "~0").replace("/", "~1")


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


class JavaScriptRenderer:
    def __init__(self, module: ModuleIR) -> None:
        self.ir = module
        self.out = _Module()
        self.schemas = module.schemas
        self.document = ""
        self.tracks = False
        self.lean = False
        self.number = 0
        for name in ("isObject", "has", "esc"):
            self.out.helper(name)
        self.cyclic = cyclic_schemas(module)
        self.verdicts = JavaScriptVerdicts(
            module,
            self.out.constant,
            self.out.pattern,
            self.out.helper,
            js_value,
            self.recursive,
            JS_FORMAT_FUNCTIONS,
            scoped_schemas(module),
        )

    def _call(self, schema: int, value: str, path: str, errors: str, ev: str) -> str:
        depth = "d" if value in ("x", "key") else "d + 1"
        general = f"s{schema}({value}, {path}, {errors}, {ev}, scope, {depth})"
        # Under a dynamic scope the general functions also give the entry points' verdicts:
        # a subschema the scope cannot change, asked for no annotations, takes its inlined one.
        if not self.ir.dynamic or ev != "null" or not self.verdicts.free(schema):
            return general
        verdict = f"{self.verdicts.function(schema)}({value}, {depth})"
        return verdict if errors == "null" else f"(errors === null ? {verdict} : {general})"

    def _trivial(self, schema: int) -> bool:
        return self.schemas[schema].always_valid

    def _is_false(self, schema: int) -> bool:
        steps = self.schemas[schema].steps
        return len(steps) == 1 and isinstance(steps[0], FalseCheck)

    def _ev(self, child: int, has_seen: bool) -> str:
        return "seen" if has_seen and self.schemas[child].tracks else "null"

    def _where(self, location: str) -> str:
        return f"{self.document}#{location}"

    def function(self, schema: SchemaIR) -> list[str]:
        unevaluated = any(
            isinstance(s, UnevaluatedProperties | UnevaluatedItems) for s in schema.steps
        )
        has_seen = unevaluated or schema.tracks
        self.tracks = schema.tracks
        self.number = schema.id
        self.document = schema.location.partition("#")[0]
        head = [
            f"// {json.dumps(schema.location)[1:-1]}",
            f"function s{schema.id}(x, path, errors, ev, scope, d) {{",
        ]
        if schema.always_valid:
            return [*head, "  return true;", "}"]
        body: list[str] = []
        if self.recursive(schema.id):
            body.append(f"  {self.recursive(schema.id)}")
        if self.ir.dynamic:
            # A resource in scope already: entering it again cannot change which one is
            # outermost for any anchor, so the scope stays as it is (no copy per level).
            body.append(
                f"  if (!scope.includes({schema.resource})) scope = [...scope, {schema.resource}];"
            )
        # With unevaluated* known from the schemas alone, a verdict needs no Set.
        self.lean = unevaluated and self._static(schema)
        if self.lean:
            body.append("  const seen = errors === null && ev === null ? null : new Set();")
        elif unevaluated:
            body.append("  const seen = new Set();")
        elif schema.tracks:
            body.append("  const seen = ev;")
        body.append("  let ok = true;")
        merged: list[tuple[str | None, list[str]]] = []
        for step in schema.steps:
            pad = "  " if step.guard is None else "    "
            lines = self._step(step, pad, has_seen, unevaluated)
            if not lines:
                continue
            if merged and step.guard is not None and merged[-1][0] == step.guard:
                merged[-1][1].extend(lines)
            else:
                merged.append((step.guard, list(lines)))
        for guard, lines in merged:
            if guard is None:
                body += lines
            else:
                body += [f"  if ({GUARDS[guard]}) {{", *lines, "  }"]
        if unevaluated and schema.tracks:
            body.append("  if (ev !== null && ok) for (const item of seen) ev.add(item);")
        return [*head, *body, "  return ok;", "}"]

    def _step(self, step: Step, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        where = self._where(step.location)
        inner = pad + "  "
        if isinstance(step, FalseCheck):
            return _fail(pad, "path", "false", js_str(step.message), where)
        if isinstance(step, TypeCheck):
            self.out.helper("typeName")
            condition = " || ".join(TYPE_TESTS[name] for name in step.types)
            message = js_str(step.message + ", got ") + " + typeName(x)"
            fail = _fail(inner, "path", "type", message, where)
            return [f"{pad}if (!({condition})) {{", *fail, f"{pad}}}"]
        if isinstance(step, ConstCheck | EnumCheck):
            values = [step.value] if isinstance(step, ConstCheck) else list(step.values)
            condition = self._among(values)
            return [f"{pad}if (!({condition})) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, BoundCheck):
            if step.lower:
                operator = "<=" if step.exclusive else "<"
            else:
                operator = ">=" if step.exclusive else ">"
            condition = f"x {operator} {js_number(step.limit)}"
            return [f"{pad}if ({condition}) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, MultipleOfCheck):
            self.out.helper("multipleOf")
            condition = f"!multipleOf(x, {js_number(step.divisor)})"
            return [f"{pad}if ({condition}) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, CountCheck):
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
        if isinstance(step, PatternCheck):
            regex = self.out.pattern(step.pattern)
            return [f"{pad}if (!{regex}.test(x)) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, FormatCheck):
            check = JS_FORMAT_FUNCTIONS[step.format]
            return [f"{pad}if (!{check}(x)) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, UniqueItemsCheck):
            self.out.helper("unique")
            return [f"{pad}if (!unique(x)) {{", *self._fail_msg(inner, step), f"{pad}}}"]
        if isinstance(step, RequiredCheck):
            lines: list[str] = []
            for name in step.names:
                message = js_str(
                    f"missing required property {json.dumps(name, ensure_ascii=False)}"
                )
                lines += [f"{pad}if (!has(x, {js_str(name)})) {{"]
                lines += [*_fail(inner, "path", "required", message, where), f"{pad}}}"]
            return lines
        if isinstance(step, DependentRequiredCheck):
            lines = [f"{pad}if (has(x, {js_str(step.property)})) {{"]
            for name in step.names:
                quoted = json.dumps(name, ensure_ascii=False)
                message = js_str(f"{quoted} is {step.message}")
                lines += [f"{inner}if (!has(x, {js_str(name)})) {{"]
                lines += _fail(inner + "  ", "path", step.keyword, message, where)
                lines += [f"{inner}}}"]
            return [*lines, f"{pad}}}"]
        return self._applicator(step, pad, has_seen, unevaluated)

    def _fail_msg(self, pad: str, step: Any) -> list[str]:
        where = self._where(step.location)
        return _fail(pad, "path", step.keyword, js_str(step.message), where)

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

    def _branches(self, branches: tuple[int, ...]) -> str:
        return self.out.constant("B", "[" + ", ".join(f"s{b}" for b in branches) + "]")

    def _candidates(self, count: int, discriminator: Discriminator | None) -> str:
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

    def _static(self, schema: SchemaIR) -> bool:
        for step in schema.steps:
            if isinstance(step, UnevaluatedProperties) and self.verdicts.keys_of(schema.id) is None:
                return False
            if isinstance(step, UnevaluatedItems) and self.verdicts.items_of(schema.id) is None:
                return False
        return True

    def _evaluated(self, number: int, value: str) -> str:
        """Whether `value` (a key or an index) was evaluated: from the schemas alone when
        `seen` is null (a lean verdict), else from the annotations collected."""
        if not self.lean:
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
        return f"(seen === null ? {static} : seen.has({value}))"

    def _guard_seen(self, statement: str, pad: str, unevaluated: bool) -> list[str]:
        if unevaluated and not self.lean:
            return [f"{pad}{statement}"]
        return [f"{pad}if (seen !== null) {statement}"]

    def _mark(self, key: str, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        return self._guard_seen(f"seen.add({key});", pad, unevaluated) if has_seen else []

    def _apply(self, schema: int, key: str, pad: str, keyword: str, where: str) -> list[str]:
        """Apply `schema` to `x[key]` under a dynamic key."""
        if self._is_false(schema):
            message = js_str("is not allowed")
            return _fail(pad, f'path + "/" + esc({key})', keyword, message, where)
        if self._trivial(schema):
            return []
        call = self._call(schema, f"x[{key}]", _child_path(key), "errors", "null")
        return [f"{pad}if (!{call}) {{", *_failed(pad + "  "), f"{pad}}}"]

    def _applicator(self, step: Step, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        where = self._where(step.location)
        inner = pad + "  "
        if isinstance(step, Ref | AllOf):
            targets = (step.target,) if isinstance(step, Ref) else step.branches
            lines: list[str] = []
            for target in targets:
                if self._trivial(target):
                    continue
                call = self._call(target, "x", "path", "errors", self._ev(target, has_seen))
                lines += [f"{pad}if (!{call}) {{", *_failed(inner), f"{pad}}}"]
            return lines
        if isinstance(step, DynamicRef):
            holders = dict(self.ir.dynamic_anchors)[step.anchor]
            if len(holders) == 1:  # one resource holds the anchor: is it in scope?
                [(resource, holder)] = holders
                resolved = f"(scope.includes({resource}) ? s{holder} : s{step.fallback})"
            else:
                self.out.helper("dyn")
                table = ", ".join(f"[{resource}, s{schema}]" for resource, schema in holders)
                name = self.out.constant("DYN", f"new Map([{table}])")
                resolved = f"dyn(scope, {name}, s{step.fallback})"
            ev = self._ev(step.fallback, has_seen)
            call = f"{resolved}(x, path, errors, {ev}, scope, d)"
            return [f"{pad}if (!{call}) {{", *_failed(inner), f"{pad}}}"]
        if isinstance(step, AnyOf | OneOf):
            return self._alternatives(step, pad, has_seen)
        if isinstance(step, Not):
            call = self._call(step.schema, "x", "path", "null", "null")
            message = js_str("must not be valid against the schema in not")
            return [
                f"{pad}if ({call}) {{",
                *_fail(inner, "path", "not", message, where),
                f"{pad}}}",
            ]
        if isinstance(step, IfThenElse):
            return self._conditional(step, pad, has_seen)
        if isinstance(step, DependentSchemas):
            lines = []
            for name, schema in step.schemas:
                call = self._call(schema, "x", "path", "errors", self._ev(schema, has_seen))
                lines += [f"{pad}if (has(x, {js_str(name)}) && !{call}) {{", *_failed(inner)]
                lines.append(f"{pad}}}")
            return lines
        if isinstance(step, Properties):
            lines = []
            for name, schema in step.schemas:
                body = self._mark(js_str(name), inner, has_seen, unevaluated)
                path = f"path + {js_str('/' + _token(name))}"
                if self._is_false(schema):
                    body += _fail(inner, path, "false", js_str("is not allowed"), where)
                elif not self._trivial(schema):
                    lazy = f"errors !== null ? {path} : path"  # no string built for a verdict
                    call = self._call(schema, f"x[{js_str(name)}]", lazy, "errors", "null")
                    body += [f"{inner}if (!{call}) {{", *_failed(inner + "  "), f"{inner}}}"]
                if body:
                    lines += [f"{pad}if (has(x, {js_str(name)})) {{", *body, f"{pad}}}"]
            return lines
        if isinstance(step, PatternProperties):
            lines = []
            for pattern, schema in step.schemas:
                regex = self.out.pattern(pattern)
                body = self._mark("key", inner + "  ", has_seen, unevaluated)
                body += self._apply(schema, "key", inner + "  ", "patternProperties", where)
                if body:
                    lines += [f"{inner}if ({regex}.test(key)) {{", *body, f"{inner}}}"]
            if not lines:
                return []
            return [*_own_keys(pad), *lines, f"{pad}}}"]
        if isinstance(step, AdditionalProperties):
            body = self._mark("key", inner, has_seen, unevaluated)
            body += self._apply(step.schema, "key", inner, "additionalProperties", where)
            if not body:
                return []
            known = []
            if step.names:
                members = ", ".join(js_str(n) for n in step.names)
                known.append(f"{self.out.constant('K', f'new Set([{members}])')}.has(key)")
            known += [f"{self.out.pattern(p)}.test(key)" for p in step.patterns]
            lines = _own_keys(pad)
            if known:
                lines.append(f"{inner}if ({' || '.join(known)}) continue;")
            return [*lines, *body, f"{pad}}}"]
        if isinstance(step, PropertyNames):
            if self._trivial(step.schema):
                return []
            call = self._call(step.schema, "key", "path", "errors", "null")
            return [
                *_own_keys(pad),
                f"{inner}if (!{call}) {{",
                *_failed(inner + "  "),
                f"{inner}}}",
                f"{pad}}}",
            ]
        if isinstance(step, PrefixItems):
            lines = []
            for index, schema in enumerate(step.schemas):
                if self._trivial(schema):
                    continue
                lazy = f'errors !== null ? path + "/{index}" : path'
                call = self._call(schema, f"x[{index}]", lazy, "errors", "null")
                lines += [f"{pad}if (x.length > {index} && !{call}) {{", *_failed(inner)]
                lines.append(f"{pad}}}")
            if has_seen:
                count = len(step.schemas)
                statement = f"for (let i = 0; i < Math.min(x.length, {count}); i++) seen.add(i);"
                lines += self._guard_seen(statement, pad, unevaluated)
            return lines
        if isinstance(step, Items):
            lines = []
            if not self._trivial(step.schema):
                if self._is_false(step.schema):
                    message = js_str(f"must have at most {step.start} items")
                    lines += [f"{pad}if (x.length > {step.start}) {{"]
                    lines += [*_fail(inner, "path", step.keyword, message, where), f"{pad}}}"]
                else:
                    path = 'errors !== null ? path + "/" + index : path'
                    call = self._call(step.schema, "x[index]", path, "errors", "null")
                    lines += [
                        f"{pad}for (let index = {step.start}; index < x.length; index++) {{",
                        f"{inner}if (!{call}) {{",
                        *_failed(inner + "  "),
                        f"{inner}}}",
                        f"{pad}}}",
                    ]
            if has_seen:
                statement = f"for (let i = {step.start}; i < x.length; i++) seen.add(i);"
                lines += self._guard_seen(statement, pad, unevaluated)
            return lines
        if isinstance(step, Contains):
            return self._contains(step, pad, has_seen, unevaluated)
        if isinstance(step, UnevaluatedProperties):
            body = self._apply(step.schema, "key", inner, "unevaluatedProperties", where)
            lines = []
            if body:
                lines = [
                    *_own_keys(pad),
                    f"{inner}if ({self._evaluated(self.number, 'key')}) continue;",
                    *body,
                    f"{pad}}}",
                ]
            if not self.tracks:
                return lines
            statement = "for (const key of Object.keys(x)) seen.add(key);"
            return [*lines, *self._guard_seen(statement, pad, unevaluated)]
        if isinstance(step, UnevaluatedItems):
            body = []
            if self._is_false(step.schema):
                message = js_str("is not allowed: no keyword evaluated this item")
                body = _fail(inner, 'path + "/" + index', "unevaluatedItems", message, where)
            elif not self._trivial(step.schema):
                path = 'errors !== null ? path + "/" + index : path'
                call = self._call(step.schema, "x[index]", path, "errors", "null")
                body = [f"{inner}if (!{call}) {{", *_failed(inner + "  "), f"{inner}}}"]
            lines = []
            if body:
                lines = [
                    f"{pad}for (let index = 0; index < x.length; index++) {{",
                    f"{inner}if ({self._evaluated(self.number, 'index')}) continue;",
                    *body,
                    f"{pad}}}",
                ]
            if not self.tracks:
                return lines
            statement = "for (let i = 0; i < x.length; i++) seen.add(i);"
            return [*lines, *self._guard_seen(statement, pad, unevaluated)]
        raise AssertionError(f"no rendering for {step!r}")

    def _alternatives(self, step: AnyOf | OneOf, pad: str, has_seen: bool) -> list[str]:
        inner = pad + "  "
        where = self._where(step.location)
        count = len(step.branches)
        branches = self._branches(step.branches)
        candidates = self._candidates(count, step.discriminator)
        ev = "seen" if has_seen and any(self.schemas[b].tracks for b in step.branches) else "null"
        self.out.helper("closest")
        explain = f"closest(x, path, errors, scope, d, {branches}, {candidates});"
        none = js_str(f"valid against none of the {count} alternatives")
        if isinstance(step, AnyOf):
            self.out.helper("anyOf")
            call = f"anyOf(x, path, {ev}, scope, d, {branches}, {candidates})"
            return [
                f"{pad}if (!{call}) {{",
                *_fail(inner, "path", "anyOf", none, where),
                f"{inner}{explain}",
                f"{pad}}}",
            ]
        self.out.helper("oneOf")
        exclusive = "true" if step.exclusive else "false"
        call = f"oneOf(x, path, {ev}, scope, d, {branches}, {candidates}, {exclusive})"
        many = (
            '"valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed"'
        )
        return [
            f"{pad}{{",
            f"{inner}const matched = {call};",
            f"{inner}if (matched.length !== 1) {{",
            *_fail(inner + "  ", "path", "oneOf", f"matched.length > 0 ? {many} : {none}", where),
            f"{inner}  if (matched.length === 0) {explain}",
            f"{inner}}}",
            f"{pad}}}",
        ]

    def _conditional(self, step: IfThenElse, pad: str, has_seen: bool) -> list[str]:
        inner = pad + "  "
        tracked = has_seen and self.schemas[step.condition].tracks
        then: list[str] = []
        if tracked:
            then += [f"{inner}if (found !== null) for (const item of found) seen.add(item);"]
        otherwise: list[str] = []
        for branch, body in ((step.then, then), (step.otherwise, otherwise)):
            if branch is not None and not self._trivial(branch):
                call = self._call(branch, "x", "path", "errors", self._ev(branch, has_seen))
                body += [f"{inner}if (!{call}) {{", *_failed(inner + "  "), f"{inner}}}"]
        if not then and not otherwise and not tracked:
            return []
        lines = [f"{pad}{{"]
        if tracked:
            lines.append(f"{inner}const found = seen === null ? null : new Set();")
        call = self._call(step.condition, "x", "path", "null", "found" if tracked else "null")
        body = [line.replace(pad, pad + "  ", 1) for line in then]
        other = [line.replace(pad, pad + "  ", 1) for line in otherwise]
        if not then:
            lines += [f"{inner}if (!{call}) {{", *other, f"{inner}}}"]
        else:
            lines += [f"{inner}if ({call}) {{", *body, f"{inner}}}"]
            if other:
                lines += [f"{inner}else {{", *other, f"{inner}}}"]
        return [*lines, f"{pad}}}"]

    def _contains(self, step: Contains, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        inner = pad + "  "
        if step.minimum == 0 and step.maximum is None and not has_seen:
            return []
        call = self._call(step.schema, "x[index]", "path", "null", "null")
        lines = [
            f"{pad}{{",
            f"{inner}let count = 0;",
            f"{inner}for (let index = 0; index < x.length; index++) {{",
            f"{inner}  if ({call}) {{",
            f"{inner}    count++;",
        ]
        if has_seen:
            lines += self._guard_seen("seen.add(index);", inner + "    ", unevaluated)
        lines += [f"{inner}  }}", f"{inner}}}"]
        if step.minimum > 0:
            keyword = "minContains" if step.min_location else "contains"
            location = self._where(step.min_location or step.location)
            message = js_str(f"must contain at least {step.minimum} matching item(s)")
            lines += [
                f"{inner}if (count < {step.minimum}) {{",
                *_fail(inner + "  ", "path", keyword, message, location),
                f"{inner}}}",
            ]
        if step.maximum is not None:
            location = self._where(step.max_location or step.location)
            message = js_str(f"must contain at most {step.maximum} matching item(s)")
            lines += [
                f"{inner}if (count > {step.maximum}) {{",
                *_fail(inner + "  ", "path", "maxContains", message, location),
                f"{inner}}}",
            ]
        return [*lines, f"{pad}}}"]

    # -- the module ------------------------------------------------------------------------

    def recursive(self, number: int) -> str:
        """The depth guard of schema `number`'s functions: only a schema that can reach
        itself walks an instance arbitrarily deep."""
        return "if (d > limit) tooDeep();" if number in self.cyclic else ""

    def render(self) -> str:
        functions = [self.function(schema) for schema in self.ir.schemas]
        exports = self._exports()
        functions += self.verdicts.render()
        source = json.dumps(self.ir.source)[1:-1]
        lines = [
            "// Standalone JSON Schema validators (draft 2020-12), compiled by dsh-schedule from",
            f"// {source}.",
            "//",
            "// An ES2020 module with no imports. `validateX` returns every error",
            "// ({path, keyword, message, schemaPath}; an empty array means valid); `isValidX`",
            "// only answers whether the instance is valid. Patterns follow ECMA-262 with",
            f"// Unicode {UNICODE_VERSION} property classes. Numbers are JavaScript numbers:",
            "// integers beyond 2^53 arrive rounded by JSON.parse.",
            f"// Instances nested up to {MAX_DEPTH} levels deep are validated in full; a walk",
            '// past that reports one error with the keyword "depth" at the first value',
            "// nested too deeply.",
            "",
            f"const MAX_DEPTH = {MAX_DEPTH};",
        ]
        for name, value in self.out.constants:
            lines.append(f"const {name} = {value};")
        for name in sorted(self.out.helpers):
            lines += (AUTOMATON_RUNTIME if name == "automaton" else HELPERS[name]).split("\n")
        if self.ir.formats:
            lines += js_source_for(self.ir.formats).rstrip("\n").split("\n")
        lines += DEPTH.replace("MAX_DEPTH levels", f"{MAX_DEPTH} levels").split("\n")
        lines.append("")
        for exported in exports:
            lines += exported
        for function in functions:
            lines += function
        return "\n".join(lines) + "\n"

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
            collect = f's{entry.schema}(instance, "", errors, null, [{resource}], 1);'
            if self.verdicts.fast(self.schemas[entry.schema]):
                verdict = self.verdicts.inlined(entry.schema, "instance", "1")
            else:
                verdict = f's{entry.schema}(instance, "", null, null, [{resource}], 1)'
            variables = declared(verdict)
            local = [f"  let {', '.join(variables)};"] if variables else []
            result.append(
                [
                    f"/** Every error of {label} (an empty array means valid). */",
                    f"export function validate{public}(instance) {{",
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
                    f"  if (verdict{public}(instance)) return [];",
                    "  const errors = [];",
                    f"  {collect}",
                    "  return errors.map(([path, keyword, message, schemaPath]) =>",
                    "    ({ path, keyword, message, schemaPath }));",
                    "}",
                ]
            )
        return result


def render_module(module: ModuleIR) -> str:
    return JavaScriptRenderer(module).render()
