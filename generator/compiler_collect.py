"""Inlined error collection for the entry points: straight-line code, like the fast path.

Once an entry point's fast test has failed, its errors are collected by code compiled for the
root of the instance, where every JSON pointer is known at compile time: each error whose
message is fixed is a module constant (a `Violation` built once), a property is read once
into a local, and nested objects and references are inlined instead of being walked through
the generic `_errorsN` functions (which take the path as an argument and re-run a child's fast
test before descending). What cannot be inlined (array items, schema-valued
`additionalProperties`, nested `anyOf`/`oneOf`, recursion) is handed to those generic
functions, so every error is the one they would report, in the same order.

A failed entry-point `oneOf` whose branches exclude each other dispatches on its
discriminating constant straight to the branch that could hold; otherwise the alternatives
whose lower bound on errors (missing plus extra keys of a closed object, a wrong
discriminator) allows a single error are explained first: one error cannot be beaten, so the
first of them that has exactly one decides, as the generic closest-alternative search would.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.generator.compiler_fast import const_test
from dsh_schedule.generator.compiler_shapes import discriminator, exclusive, schema_types
from dsh_schedule.generator.compiler_slow import SLOW_TYPE_TESTS, SlowCompiler, alias, is_trivial
from dsh_schedule.generator.compiler_source import (
    Call,
    Constants,
    Functions,
    call_lines,
    json_text,
    printable,
    py_number,
    py_str,
)
from dsh_schedule.generator.keywords import INERT
from dsh_schedule.generator.schema_index import Node, SchemaIndex
from dsh_schedule.generator.uris import format_pointer

NodeKey = tuple[str, tuple[str, ...]]
INLINE_DEPTH = 6
# Keywords whose errors the inlined code does not produce itself: such a node is handed whole
# to its generic `_errorsN` function.
DELEGATED = ("items", "anyOf", "oneOf")


@dataclass(frozen=True)
class ExplainFunction:
    name: str
    where: str
    lines: tuple[str, ...]


@dataclass
class _Scope:
    """One generated function: its locals are numbered here."""

    count: int = 0

    def fresh(self) -> str:
        self.count += 1
        return f"value{self.count}"


@dataclass
class Collector:
    index: SchemaIndex
    constants: Constants
    functions: Functions
    slow: SlowCompiler
    names: dict[NodeKey, int] = field(default_factory=dict)
    pending: list[Node] = field(default_factory=list)

    # -- entry points -------------------------------------------------------------------

    def entry(self, node: Node) -> list[str]:
        """The lines that follow a failed fast test, ending with `return errors`."""
        target = alias(self.index, node)
        schema = target.schema
        if isinstance(schema, dict) and set(schema) - INERT == {"oneOf"}:
            count = len(schema["oneOf"])
            children = [self.index.child(target, "oneOf", str(i)) for i in range(count)]
            key, values = discriminator(self.index, children)
            if exclusive(self.index, children, set(values)):
                return self._none_of(children, key, values)
        lines = ["    errors: list[Violation] = []"]
        lines.extend(call_lines(Call(self.explain(target), ("instance", "errors")), 4))
        return [*lines, "    return errors"]

    def _none_of(
        self, children: list[Node], key: str | None, values: dict[NodeKey, str]
    ) -> list[str]:
        message = f"valid against none of the {len(children)} alternatives"
        first = self._static_error("", "oneOf", message)
        lines = [f"    errors: list[Violation] = [{first}]"]
        explainers = [self.explain(alias(self.index, child)) for child in children]
        others = [i for i, child in enumerate(children) if child.key not in values]
        body: list[str] = []
        if key is not None:
            body.append(f"        value = instance.get({py_str(key)})")
            for i, child in enumerate(children):
                if child.key not in values:
                    continue
                left = sorted((*others, i))
                test = f"        if value == {py_str(values[child.key])}:"
                body.append(test)
                body.extend(self._closest(left, explainers, children, key, values, 12, True))
                body.append("            return errors")
        # No discriminating constant decided: try the alternatives that may have one error
        tries = [
            (i, bound)
            for i, child in enumerate(children)
            if (bound := self._bound(child, key if child.key in values else None))
        ]
        if tries and len(children) > 1:
            for number, (i, bound) in enumerate(tries):
                annotation = ": list[Violation]" if number == 0 else ""
                body.append(f"        found{annotation} = []")
                explain = call_lines(Call(explainers[i], ("instance", "found")), 12)
                body.extend(_if(bound + " <= 1", explain, 8))
                body.append("        if len(found) == 1:")
                body.append("            errors.extend(found)")
                body.append("            return errors")
        if body:
            lines.append("    if isinstance(instance, dict):")
            lines.extend(body)
        call = Call("_closest_explained", ("instance", "errors", Call("", tuple(explainers))))
        lines.extend(call_lines(call, 4))
        return [*lines, "    return errors"]

    def _closest(
        self,
        left: list[int],
        explainers: list[str],
        children: list[Node],
        key: str | None,
        values: dict[NodeKey, str],
        indent: int,
        matched: bool,
    ) -> list[str]:
        if len(left) == 1:
            return call_lines(Call(explainers[left[0]], ("instance", "errors")), indent)
        chosen = Call("", tuple(explainers[i] for i in left))
        return call_lines(Call("_closest_explained", ("instance", "errors", chosen)), indent)

    def _bound(self, child: Node, key: str | None) -> str | None:
        """A lower bound on the errors of `child` for a dict `instance` whose discriminator
        (if `key`) matched no constant; None when nothing cheap is known."""
        target = alias(self.index, child)
        schema = target.schema
        parts = []
        if isinstance(schema, dict) and schema_types(schema) == ["object"]:
            names = list(schema.get("properties", {}))
            required = schema.get("required", [])
            extra = schema.get("additionalProperties", True)
            if extra is False and names and set(required) == set(names):
                parts.append(f"len(instance.keys() ^ {self.constants.key_set(names)})")
        if key is not None:
            parts.append(f"({py_str(key)} in instance)")
        return " + ".join(parts) if parts else None

    # -- explain functions ----------------------------------------------------------------

    def explain(self, node: Node) -> str:
        """`_explainN(x, errors)`: the errors of `x` against `node` at the instance root."""
        node = alias(self.index, node)
        if node.key not in self.names:
            self.names[node.key] = len(self.names) + 1
            self.pending.append(node)
        return f"_explain{self.names[node.key]}"

    def functions_pending(self) -> list[ExplainFunction]:
        done: list[ExplainFunction] = []
        while self.pending:
            node = self.pending.pop(0)
            scope = _Scope()
            lines = self._lines(node, "x", "", 4, scope, set()) or ["    pass"]
            done.append(
                ExplainFunction(
                    f"_explain{self.names[node.key]}", printable(node.where), tuple(lines)
                )
            )
        return done

    def _static_error(self, path: str, keyword: str, message: str) -> str:
        args = (py_str(path), py_str(keyword), self.constants.message(message))
        return self.constants.add("_ERROR", f"Violation({', '.join(args)})")

    def _emit(self, path: str, keyword: str, message: str, indent: int) -> list[str]:
        return [" " * indent + f"errors.append({self._static_error(path, keyword, message)})"]

    def _lines(
        self, node: Node, value: str, path: str, indent: int, scope: _Scope, stack: set[NodeKey]
    ) -> list[str]:
        node = alias(self.index, node)
        schema = node.schema
        if schema is False:
            return self._emit(path, "false", "no value is allowed here", indent)
        if isinstance(schema, bool) or is_trivial(node):
            return []
        if (
            node.key in stack
            or len(stack) > INLINE_DEPTH
            or any(keyword in schema for keyword in DELEGATED)
            or not isinstance(schema.get("additionalProperties", False), bool)
        ):
            call = Call(
                "_explained", (self.slow.errors_function(node), value, py_str(path), "errors")
            )
            return call_lines(call, indent)
        lines: list[str] = []
        if "type" in schema:
            names = schema_types(schema) or []
            tests = [SLOW_TYPE_TESTS[name].replace("(x)", f"({value})") for name in names]
            tests = [test.replace("(x,", f"({value},") for test in tests]
            tests = [f"{value} is None" if test == "x is None" else test for test in tests]
            condition = f"not {tests[0]}" if len(tests) == 1 else f"not ({' or '.join(tests)})"
            if condition == f"not {value} is None":
                condition = f"{value} is not None"
            message = py_str(f"expected {' or '.join(names)}, got ") + f" + _json_type({value})"
            call = Call("errors.append", (Call("_violation", (py_str(path), '"type"', message)),))
            lines.extend(_if(condition, call_lines(call, indent + 4), indent))
        if "const" in schema:
            constant = schema["const"]
            failing = self.slow.failing(const_test(constant, self.constants), value)
            error = self._emit(path, "const", f"must be {json_text(constant)}", indent + 4)
            lines.extend(_check(None, failing, error, indent))
        if "enum" in schema:
            failing = self.slow.failing(self.slow.fast_compiler().enum_test(schema["enum"]), value)
            message = f"must be one of {json_text(schema['enum'])}"
            error = self._emit(path, "enum", message, indent + 4)
            lines.extend(_check(None, failing, error, indent))
        lines.extend(
            _block(
                f"isinstance({value}, dict)",
                self._object(node, value, path, indent + 4, scope, stack),
                indent,
            )
        )
        strings = self._strings(schema, value, path, indent + 4)
        lines.extend(_block(f"isinstance({value}, str)", strings, indent))
        number = f"_is_number({value})"
        lines.extend(_block(number, self._numbers(schema, value, path, indent + 4), indent))
        if "$ref" in schema:
            target = self.index.ref_target(node)
            lines.extend(self._lines(target, value, path, indent, scope, stack | {node.key}))
        return lines

    def _object(
        self, node: Node, value: str, path: str, indent: int, scope: _Scope, stack: set[NodeKey]
    ) -> list[Item]:
        schema = node.schema
        assert isinstance(schema, dict)
        pad = " " * indent
        names = list(schema.get("properties", {}))
        required: list[str] = schema.get("required", [])
        keys = self.constants.key_set(names) if names else ""
        extra = schema.get("additionalProperties", True)
        children = [
            (name, child)
            for name in names
            if not is_trivial(child := self.index.child(node, "properties", name))
        ]
        exact = extra is False and keys and set(required) == set(names) and children
        inner = indent + 4 if exact else indent
        shape: list[Item] = []
        for name in required:
            message = f"missing required property {json_text(name)}"
            error = self._emit(path, "required", message, inner + 4)
            shape.append(Check(f"{py_str(name)} not in {value}", error, inner))
        if extra is False:
            ipad = " " * inner
            loop = [f"{ipad}for key in {value}:"]
            where = f"{py_str(path + '/')} + _escape(key)"
            call = Call(
                "errors.append",
                (Call("_violation", (where, '"additionalProperties"', '"is not allowed"')),),
            )
            if keys:
                loop.extend(_if(f"key not in {keys}", call_lines(call, inner + 8), inner + 4))
            else:
                loop.extend(call_lines(call, inner + 4))
            shape.append(loop)
        items: list[Item] = shape
        if exact and shape:
            items = [[f"{pad}if {value}.keys() != {keys}:", *_lines_of(shape)]]
        for name, child in children:
            local = scope.fresh()
            body = self._lines(
                child,
                local,
                path + format_pointer((name,)),
                indent + 4,
                scope,
                stack | {node.key},
            )
            if not body:
                continue
            read = f"{pad}    {local} = {value}[{py_str(name)}]"
            items.append([f"{pad}if {py_str(name)} in {value}:", read, *body])
        return items

    def _strings(self, schema: dict[str, Any], value: str, path: str, indent: int) -> list[Item]:
        items: list[Item] = []
        for keyword, operator, bound in (("minLength", "<", "least"), ("maxLength", ">", "most")):
            if keyword in schema:
                size = int(schema[keyword])
                message = f"must be at {bound} {size} characters long"
                error = self._emit(path, keyword, message, indent + 4)
                items.append(Check(f"len({value}) {operator} {size}", error, indent))
        if "pattern" in schema:
            condition = self.slow.failing(
                self.slow.fast_compiler().pattern_test(schema["pattern"]), value
            )
            message = f"must match the pattern {json_text(schema['pattern'])}"
            items.append(Check(condition, self._emit(path, "pattern", message, indent + 4), indent))
        return items

    def _numbers(self, schema: dict[str, Any], value: str, path: str, indent: int) -> list[Item]:
        items: list[Item] = []
        for keyword, operator, relation in (("minimum", "<", ">="), ("maximum", ">", "<=")):
            if keyword in schema:
                bound = schema[keyword]
                message = f"must be {relation} {json_text(bound)}"
                error = self._emit(path, keyword, message, indent + 4)
                items.append(Check(f"{value} {operator} {py_number(bound)}", error, indent))
        return items


def _if(condition: str, body: list[str], indent: int) -> list[str]:
    return _check(None, condition, body, indent)


def _check(guard: str | None, condition: str, body: list[str], indent: int) -> list[str]:
    """`if [guard and] <condition>:` at `indent`, then `body`."""
    prefix = f"{guard} and " if guard else ""
    return [f"{' ' * indent}if {prefix}{condition}:", *body]


@dataclass(frozen=True)
class Check:
    """`if <test>:` with `body` (written for an `if` at `indent`)."""

    test: str
    body: list[str]
    indent: int

    def lines(self) -> list[str]:
        return _check(None, self.test, self.body, self.indent)


Item = Check | list[str]


def _lines_of(items: list[Item]) -> list[str]:
    return [line for item in items for line in (item.lines() if isinstance(item, Check) else item)]


def _block(condition: str, items: list[Item], indent: int) -> list[str]:
    """`items` under `if condition:`; a lone check is merged into it (as linters want)."""
    if not items:
        return []
    if len(items) == 1 and isinstance(items[0], Check):
        check = items[0]
        body = [line[4:] for line in check.body]
        return _check(condition, check.test, body, indent)
    return [f"{' ' * indent}if {condition}:", *_lines_of(items)]
