"""The error path: per-node functions that say what is wrong, run only after the fast path fails.

Each keyword becomes one check record; the template renders the statements. Every keyword is
evaluated (guarded by the JSON type it applies to), so one call reports all problems, each with
a JSON pointer into the instance and the failing keyword.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dsh_schedule.generator.compiler_expr import HOLE, TRUE, Expr, Leaf, bind, inline
from dsh_schedule.generator.compiler_fast import FastCompiler, const_test
from dsh_schedule.generator.compiler_shapes import discriminator
from dsh_schedule.generator.compiler_source import (
    INLINE_WIDTH,
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

SLOW_TYPE_TESTS = {
    "object": "isinstance(x, dict)",
    "array": "isinstance(x, list)",
    "string": "isinstance(x, str)",
    "number": "_is_number(x)",
    "integer": "_is_integer(x)",
    "boolean": "isinstance(x, bool)",
    "null": "x is None",
}


@dataclass(frozen=True)
class ErrorFunction:
    name: str
    where: str
    lines: tuple[str, ...]


def is_trivial(node: Node) -> bool:
    """True when every instance is valid against `node` (no validation keyword)."""
    schema = node.schema
    return schema is True or (isinstance(schema, dict) and set(schema) <= INERT)


def _error(path: str, keyword: str, message: str) -> Call:
    return Call("errors.append", (Call("", (path, py_str(keyword), message)),))


def _guarded(condition: str, call: Call, indent: int = 4) -> list[str]:
    if not condition:
        return call_lines(call, indent)
    return [" " * indent + f"if {condition}:", *call_lines(call, indent + 4)]


Statement = tuple[str, Call] | list[str]
"""A check `(condition, call)` to render, or lines already written (at indent 8)."""


def _block(condition: str, statements: list[Statement]) -> list[str]:
    """`statements` under `if condition:` (nothing when there are none); a lone check is
    merged into that condition, as linters want nested ifs to be."""
    if not statements:
        return []
    if len(statements) == 1 and isinstance(statements[0], tuple):
        inner, call = statements[0]
        return _guarded(f"{condition} and {inner}", call)
    lines = [f"    if {condition}:"]
    for statement in statements:
        if isinstance(statement, tuple):
            lines.extend(_guarded(*statement, indent=8))
        else:
            lines.extend(statement)
    return lines


_NEGATIONS = (
    (" == ", " != "),
    (" is not ", " is "),
    (" is ", " is not "),
    (" not in ", " in "),
    (" in ", " not in "),
)


def negate(expr: Expr) -> Expr:
    """The opposite test (over the placeholder), spelled the way linters want it."""
    if not isinstance(expr, Leaf):
        return Leaf(f"not ({inline(expr)})")
    text = expr.text
    for operator, opposite in _NEGATIONS:
        if text.startswith(HOLE + operator):
            return Leaf(HOLE + opposite + text.removeprefix(HOLE + operator))
    if text.endswith(") is not None"):  # a regex search
        return Leaf(text.removesuffix(" not None") + " None")
    if text.startswith("not "):
        return Leaf(text.removeprefix("not "))
    if text.endswith(")") and text.split("(", 1)[0].replace(".", "").isidentifier():
        return Leaf(f"not {text}")  # a call
    return Leaf(f"not ({text})")


@dataclass
class SlowCompiler:
    """Builds the statements of one node's error function.

    Keyword checks reuse the fast path's tests where they exist (constants, enums, patterns
    told by their first and last characters), and a child value is descended into only when
    its own fast test fails, so valid parts of an invalid instance cost one test each.
    """

    index: SchemaIndex
    constants: Constants
    functions: Functions

    def function(self, node: Node) -> ErrorFunction:
        lines = self._lines(node) or ["    pass"]
        return ErrorFunction(self.functions.errors(node), printable(node.where), tuple(lines))

    def fast_compiler(self) -> FastCompiler:
        return FastCompiler(self.index, self.constants, self.functions)

    def failing(self, test: Expr, value: str) -> str:
        """The condition under which `value` fails the fast-path `test`."""
        compiler = self.fast_compiler()
        return inline(bind(negate(test), value, compiler.fresh))

    def _invalid(self, child: Node, value: str, room: int) -> str | None:
        """A condition true when `value` is invalid against `child`, at most `room` long:
        its fast test inlined, else a call of its fast function; None when neither fits."""
        target = alias(self.index, child)
        compiler = self.fast_compiler()
        test = compiler.expression(target)
        if test == TRUE:
            return "False"
        inlined = inline(bind(negate(test), value, compiler.fresh))
        if len(inlined) <= room:
            return inlined
        call = f"not {self.functions.fast(target)}({value})"
        return call if len(call) <= room else None

    def _message(self, text: str) -> str:
        return self.constants.message(text)

    def _check(self, condition: str, keyword: str, message: str) -> list[str]:
        return _guarded(condition, _error("path", keyword, self._message(message)))

    def _checked(self, condition: str, keyword: str, message: str) -> tuple[str, Call]:
        return (condition, _error("path", keyword, self._message(message)))

    def errors_function(self, node: Node) -> str:
        return self.functions.errors(alias(self.index, node))

    def _lines(self, node: Node) -> list[str]:
        schema = node.schema
        if schema is False:
            return self._check("", "false", "no value is allowed here")
        if isinstance(schema, bool):
            return []
        lines: list[str] = []
        if "type" in schema:
            lines.extend(self._type(schema["type"]))
        if "const" in schema:
            value = schema["const"]
            condition = self.failing(const_test(value, self.constants), "x")
            lines.extend(self._check(condition, "const", f"must be {json_text(value)}"))
        if "enum" in schema:
            condition = self.failing(self.fast_compiler().enum_test(schema["enum"]), "x")
            message = f"must be one of {json_text(schema['enum'])}"
            lines.extend(self._check(condition, "enum", message))
        lines.extend(_block("isinstance(x, dict)", self._object(node)))
        if "items" in schema:
            item = self.index.child(node, "items")
            if not is_trivial(item):
                where = 'path + "/" + str(index)'
                call = Call(self.errors_function(item), ("item", where, "errors"))
                lines.append("    if isinstance(x, list):")
                lines.append("        for index, item in enumerate(x):")
                invalid = self._invalid(item, "item", INLINE_WIDTH - len("            if :"))
                lines.extend(_guarded(invalid or "", call, 12))
        lines.extend(_block("isinstance(x, str)", self._strings(schema)))
        lines.extend(_block("_is_number(x)", self._numbers(schema)))
        if "$ref" in schema:
            target = self.index.ref_target(node)
            if not is_trivial(target):
                call = Call(self.errors_function(target), ("x", "path", "errors"))
                lines.extend(call_lines(call, 4))
        for keyword in ("anyOf", "oneOf"):
            if keyword in schema:
                lines.extend(self._combinator(node, keyword))
        return lines

    def _type(self, value: str | list[str]) -> list[str]:
        names = [value] if isinstance(value, str) else value
        tests = [SLOW_TYPE_TESTS[name] for name in names]
        condition = f"not {tests[0]}" if len(tests) == 1 else f"not ({' or '.join(tests)})"
        if condition == "not x is None":
            condition = "x is not None"
        message = py_str(f"expected {' or '.join(names)}, got ") + " + _json_type(x)"
        return _guarded(condition, _error("path", "type", message))

    def _object(self, node: Node) -> list[Statement]:
        """The object keywords, to run under `if isinstance(x, dict):`."""
        schema = node.schema
        assert isinstance(schema, dict)
        names = list(schema.get("properties", {}))
        required: list[str] = schema.get("required", [])
        keys = self.constants.key_set(names) if names else ""
        extra = schema.get("additionalProperties", True)
        properties = self._properties(node, names)
        # A closed object whose properties are all required holds exactly those keys when it
        # is right: then one comparison stands in for every membership test and the loop.
        exact = extra is False and keys and set(required) == set(names) and properties
        indent = 12 if exact else 8
        shape: list[str] = []
        for name in required:
            condition = f"{py_str(name)} not in x"
            message = f"missing required property {json_text(name)}"
            shape.extend(_guarded(*self._checked(condition, "required", message), indent))
        if "additionalProperties" in schema and not is_trivial(
            child := self.index.child(node, "additionalProperties")
        ):
            loop = "key" if extra is False else "key, value"
            pad = " " * indent
            shape.append(f"{pad}for {loop} in {'x' if extra is False else 'x.items()'}:")
            inner = indent + 4
            if keys:
                shape.append(f"{pad}    if key not in {keys}:")
                inner += 4
            where = 'path + "/" + _escape(key)'
            if extra is False:
                message = self._message("is not allowed")
                shape.extend(call_lines(_error(where, "additionalProperties", message), inner))
            else:
                call = Call(self.errors_function(child), ("value", where, "errors"))
                shape.extend(call_lines(call, inner))
        if exact:
            shape.insert(0, f"        if x.keys() != {keys}:")
        statements: list[Statement] = [shape] if shape else []
        return statements + properties

    def _properties(self, node: Node, names: list[str]) -> list[Statement]:
        """Descend into each property whose value fails its fast test."""
        statements: list[Statement] = []
        for name in names:
            child = self.index.child(node, "properties", name)
            if is_trivial(child):
                continue
            path = f"path + {py_str(format_pointer((name,)))}"
            value = f"x[{py_str(name)}]"
            call = Call(self.errors_function(child), (value, path, "errors"))
            present = f"{py_str(name)} in x"
            room = INLINE_WIDTH - len(f"        if {present} and :")
            invalid = self._invalid(child, value, room)
            statements.append((f"{present} and {invalid}" if invalid else present, call))
        return statements

    def _strings(self, schema: dict[str, Any]) -> list[Statement]:
        """The string keywords, to run under `if isinstance(x, str):`."""
        statements: list[Statement] = []
        for keyword, operator, bound in (("minLength", "<", "least"), ("maxLength", ">", "most")):
            if keyword in schema:
                size = int(schema[keyword])
                message = f"must be at {bound} {size} characters long"
                statements.append(self._checked(f"len(x) {operator} {size}", keyword, message))
        if "pattern" in schema:
            condition = self.failing(self.fast_compiler().pattern_test(schema["pattern"]), "x")
            message = f"must match the pattern {json_text(schema['pattern'])}"
            statements.append(self._checked(condition, "pattern", message))
        return statements

    def _numbers(self, schema: dict[str, Any]) -> list[Statement]:
        """The number keywords, to run under `if _is_number(x):`."""
        statements: list[Statement] = []
        for keyword, operator, relation in (("minimum", "<", ">="), ("maximum", ">", "<=")):
            if keyword in schema:
                bound = schema[keyword]
                message = f"must be {relation} {json_text(bound)}"
                condition = f"x {operator} {py_number(bound)}"
                statements.append(self._checked(condition, keyword, message))
        return statements

    def _combinator(self, node: Node, keyword: str) -> list[str]:
        branches, selector = self._branches(node, keyword)
        tests = Call("", tuple(self.functions.fast(branch) for branch in branches))
        collectors = Call("", tuple(self.functions.errors(branch) for branch in branches))
        function = "_one_of" if keyword == "oneOf" else "_any_of"
        arguments = ("x", "path", "errors", tests, collectors, selector)
        return call_lines(Call(function, arguments), 4)

    def _branches(self, node: Node, keyword: str) -> tuple[list[Node], str]:
        """The alternatives (references followed) and the selector constant ("None" when no
        discriminator tells them apart)."""
        schema = node.schema
        assert isinstance(schema, dict)
        branches = [self.index.child(node, keyword, str(i)) for i in range(len(schema[keyword]))]
        key, values = discriminator(self.index, branches)
        selector = "None"
        if key is not None:
            others = tuple(i for i, b in enumerate(branches) if b.key not in values)
            choices = {
                values[b.key]: tuple(sorted((*others, i)))
                for i, b in enumerate(branches)
                if b.key in values
            }
            selector = self.constants.add("_SELECTOR", _selector_source(key, choices))
        return [alias(self.index, branch) for branch in branches], selector


def alias(index: SchemaIndex, node: Node) -> Node:
    """The node a pure reference (`$ref` and annotations only) stands for, followed to the
    end, so a chain of references costs one call instead of one per link."""
    seen = {node.key}
    while isinstance(node.schema, dict) and set(node.schema) - INERT == {"$ref"}:
        target = index.ref_target(node)
        if target.key in seen:
            return node
        seen.add(target.key)
        node = target
    return node


def _selector_source(key: str, choices: dict[str, tuple[int, ...]]) -> str:
    """`(key, {constant: branches left})`."""
    items = [f"{py_str(value)}: {_tuple(left)}" for value, left in choices.items()]
    return f"({py_str(key)}, {{{', '.join(items)}}})"


def _tuple(items: tuple[int, ...]) -> str:
    return f"({items[0]},)" if len(items) == 1 else f"({', '.join(map(str, items))})"
