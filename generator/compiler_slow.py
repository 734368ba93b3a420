"""The error path: per-node functions that say what is wrong, run only after the fast path fails.

Each keyword becomes one check record; the template renders the statements. Every keyword is
evaluated (guarded by the JSON type it applies to), so one call reports all problems, each with
a JSON pointer into the instance and the failing keyword.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dsh_schedule.generator.compiler_fast import discriminator
from dsh_schedule.generator.compiler_refs import ANNOTATIONS, Node, SchemaIndex
from dsh_schedule.generator.compiler_source import (
    LINE_LENGTH,
    Call,
    Constants,
    Functions,
    call_lines,
    json_text,
    printable,
    py_str,
)

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
    return schema is True or (isinstance(schema, dict) and set(schema) <= ANNOTATIONS)


def _pointer_token(name: str) -> str:
    return "/" + name.replace("~", "~0").replace("/", "~1")


def _error(path: str, keyword: str, message: str) -> Call:
    return Call("errors.append", (Call("ValidationError", (path, py_str(keyword), message)),))


def _guarded(condition: str, call: Call) -> list[str]:
    if not condition:
        return call_lines(call, 4)
    return [f"    if {condition}:", *call_lines(call, 8)]


@dataclass
class SlowCompiler:
    """Builds the statements of one node's error function."""

    index: SchemaIndex
    constants: Constants
    functions: Functions

    def function(self, node: Node) -> ErrorFunction:
        lines = self._lines(node) or ["    pass"]
        return ErrorFunction(self.functions.errors(node), printable(node.where), tuple(lines))

    def _child(self, node: Node, *path: str) -> Node:
        return self.index.nodes[(node.document, (*node.pointer, *path))]

    def _message(self, text: str) -> str:
        return self.constants.message(text)

    def _check(self, condition: str, keyword: str, message: str) -> list[str]:
        return _guarded(condition, _error("path", keyword, self._message(message)))

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
            condition = f"not _json_equal(x, {self._literal(value)})"
            lines.extend(self._check(condition, "const", f"must be {json_text(value)}"))
        if "enum" in schema:
            values = self.constants.json_value(schema["enum"])
            condition = f"not any(_json_equal(x, value) for value in {values})"
            message = f"must be one of {json_text(schema['enum'])}"
            lines.extend(self._check(condition, "enum", message))
        lines.extend(self._object(node))
        if "items" in schema:
            item = self._child(node, "items")
            if not is_trivial(item):
                where = 'path + "/" + str(index)'
                call = Call(self.functions.errors(item), ("item", where, "errors"))
                lines.append("    if isinstance(x, list):")
                lines.append("        for index, item in enumerate(x):")
                lines.extend(call_lines(call, 12))
        lines.extend(self._scalars(schema))
        if "$ref" in schema:
            target = self.index.ref_target(node)
            if not is_trivial(target):
                call = Call(self.functions.errors(target), ("x", "path", "errors"))
                lines.extend(call_lines(call, 4))
        for keyword in ("anyOf", "oneOf"):
            if keyword in schema:
                lines.extend(self._combinator(node, keyword))
        return lines

    def _literal(self, value: Any) -> str:
        if isinstance(value, dict | list):
            return self.constants.json_value(value)
        return py_str(value) if isinstance(value, str) else repr(value)

    def _type(self, value: str | list[str]) -> list[str]:
        names = [value] if isinstance(value, str) else value
        tests = [SLOW_TYPE_TESTS[name] for name in names]
        condition = f"not {tests[0]}" if len(tests) == 1 else f"not ({' or '.join(tests)})"
        if condition == "not x is None":
            condition = "x is not None"
        message = py_str(f"expected {' or '.join(names)}, got ") + " + _json_type(x)"
        return _guarded(condition, _error("path", "type", message))

    def _object(self, node: Node) -> list[str]:
        schema = node.schema
        assert isinstance(schema, dict)
        lines: list[str] = []
        for name in schema.get("required", ()):
            condition = f"isinstance(x, dict) and {py_str(name)} not in x"
            message = f"missing required property {json_text(name)}"
            lines.extend(self._check(condition, "required", message))
        names = list(schema.get("properties", {}))
        keys = self.constants.key_set(names) if names else ""
        extra = schema.get("additionalProperties", True)
        if "additionalProperties" in schema and not is_trivial(
            child := self._child(node, "additionalProperties")
        ):
            lines.append("    if isinstance(x, dict):")
            loop = "key" if extra is False else "key, value"
            lines.append(f"        for {loop} in {'x' if extra is False else 'x.items()'}:")
            indent = 12
            if keys:
                lines.append(f"            if key not in {keys}:")
                indent = 16
            where = 'path + "/" + _escape(key)'
            if extra is False:
                message = self._message("is not allowed")
                lines.extend(call_lines(_error(where, "additionalProperties", message), indent))
            else:
                call = Call(self.functions.errors(child), ("value", where, "errors"))
                lines.extend(call_lines(call, indent))
        for name in names:
            child = self._child(node, "properties", name)
            if is_trivial(child):
                continue
            path = f"path + {py_str(_pointer_token(name))}"
            call = Call(self.functions.errors(child), (f"x[{py_str(name)}]", path, "errors"))
            lines.extend(_guarded(f"isinstance(x, dict) and {py_str(name)} in x", call))
        return lines

    def _scalars(self, schema: dict[str, Any]) -> list[str]:
        lines: list[str] = []
        for keyword, operator, bound in (("minLength", "<", "least"), ("maxLength", ">", "most")):
            if keyword in schema:
                size = int(schema[keyword])
                condition = f"isinstance(x, str) and len(x) {operator} {size}"
                message = f"must be at {bound} {size} characters long"
                lines.extend(self._check(condition, keyword, message))
        if "pattern" in schema:
            regex = self.constants.regex(self.index.patterns[schema["pattern"]])
            condition = f"isinstance(x, str) and {regex}.search(x) is None"
            message = f"must match the pattern {json_text(schema['pattern'])}"
            lines.extend(self._check(condition, "pattern", message))
        for keyword, operator, relation in (("minimum", "<", ">="), ("maximum", ">", "<=")):
            if keyword in schema:
                bound = schema[keyword]
                condition = f"_is_number(x) and x {operator} {bound!r}"
                lines.extend(self._check(condition, keyword, f"must be {relation} {bound!r}"))
        return lines

    def _combinator(self, node: Node, keyword: str) -> list[str]:
        schema = node.schema
        assert isinstance(schema, dict)
        branches = [self._child(node, keyword, str(i)) for i in range(len(schema[keyword]))]
        tests = Call("", tuple(self.functions.fast(branch) for branch in branches))
        collectors = Call("", tuple(self.functions.errors(branch) for branch in branches))
        function = "_one_of" if keyword == "oneOf" else "_any_of"
        key, values = discriminator(self.index, branches)
        selector = "None"
        if key is not None:
            choices = {values[b.key]: i for i, b in enumerate(branches) if b.key in values}
            selector = self.constants.add("_SELECTOR", _selector_source(key, choices))
        arguments = ("x", "path", "errors", tests, collectors, selector)
        return call_lines(Call(function, arguments), 4)


def _selector_source(key: str, choices: dict[str, int]) -> str:
    """`(key, {constant: branch index})`, laid out the way black lays it out."""
    items = [f"{py_str(value)}: {index}" for value, index in choices.items()]
    one_line = f"({py_str(key)}, {{{', '.join(items)}}})"
    if len("_SELECTORnn = ") + len(one_line) <= LINE_LENGTH:
        return one_line
    body = "".join(f"        {item},\n" for item in items)
    return f"(\n    {py_str(key)},\n    {{\n{body}    }},\n)"
