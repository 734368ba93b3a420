"""Schema documents as an index of nodes: `$id` bases, `$ref` targets and keyword checks.

Every subschema the compiler may reach is walked once: its keywords are checked against the
supported subset (anything else is refused, naming the document, the JSON pointer and the
keyword), its `$id` registers a resource, and its `$ref` is resolved against the base in
effect there. Documents from the registry are walked only when a reference reaches them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dsh_schedule.generator.compiler_uris import (
    Pointer,
    format_pointer,
    parse_pointer,
    resolve,
    split_fragment,
)
from dsh_schedule.generator.ecma_regex import UnsupportedPattern, translate
from dsh_schedule.generator.errors import GeneratorError

DIALECT = "https://json-schema.org/draft/2020-12/schema"
TYPES = ("array", "boolean", "integer", "null", "number", "object", "string")

ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "description", "title", "$defs"})
SCHEMA_MAPS = frozenset({"properties", "$defs"})
SCHEMA_LISTS = frozenset({"oneOf", "anyOf"})
SCHEMA_VALUES = frozenset({"additionalProperties", "items"})
SUPPORTED = (
    ANNOTATIONS
    | SCHEMA_MAPS
    | SCHEMA_LISTS
    | SCHEMA_VALUES
    | {
        "type",
        "const",
        "enum",
        "required",
        "minLength",
        "maxLength",
        "pattern",
        "minimum",
        "maximum",
        "$ref",
    }
)


@dataclass(frozen=True)
class Node:
    """One subschema: where it lives, the base URI its references resolve against, its value."""

    document: str
    pointer: Pointer
    base: str
    schema: dict[str, Any] | bool

    @property
    def key(self) -> tuple[str, Pointer]:
        return (self.document, self.pointer)

    @property
    def where(self) -> str:
        return f"{self.document}#{format_pointer(self.pointer)}"

    def error(self, keyword: str, message: str) -> GeneratorError:
        return GeneratorError(self.document, format_pointer((*self.pointer, keyword)), message)


class SchemaIndex:
    """All walked nodes, the resources their `$id`s define, and reference resolution."""

    def __init__(self, registry: Mapping[str, Any]) -> None:
        self.registry = registry
        self.nodes: dict[tuple[str, Pointer], Node] = {}
        self.resources: dict[str, tuple[str, Pointer]] = {}
        self.documents: dict[str, Any] = {}
        self.patterns: dict[str, str] = {}

    def add_document(self, uri: str, document: Any) -> Node:
        """Walk a whole document retrieved from `uri`; returns its root node."""
        self.documents[uri] = document
        self.resources.setdefault(uri, (uri, ()))
        self._walk(uri, (), uri, document)
        return self.nodes[(uri, ())]

    def lookup(self, uri: str, referrer: Node | None = None, keyword: str = "$ref") -> Node:
        """The node an absolute URI (with optional JSON-pointer fragment) designates."""
        head, fragment = split_fragment(uri)
        pointer = parse_pointer(fragment)
        if pointer is None:
            message = f"unsupported fragment in {uri!r}: plain-name anchors need $anchor"
            raise self._error(referrer, keyword, message)
        if head not in self.resources and head in self.registry:
            self.add_document(head, self.registry[head])
        if head not in self.resources:
            raise self._error(referrer, keyword, f"unresolvable reference {uri!r}")
        document, root = self.resources[head]
        location = (document, root + pointer)
        if location not in self.nodes:
            value = _follow(self.documents[document], location[1])
            if value is _ABSENT:
                raise self._error(referrer, keyword, f"unresolvable reference {uri!r}")
            base = self.nodes[(document, root)].base
            self._walk(document, location[1], base, value)
        return self.nodes[location]

    def ref_target(self, node: Node) -> Node:
        """The node `node`'s `$ref` designates."""
        assert isinstance(node.schema, dict)
        return self.lookup(resolve(node.base, node.schema["$ref"]), node)

    def recursive(self, entries: list[Node]) -> bool:
        """Whether a subschema reachable from `entries` applies, through a `$ref` cycle, to
        values nested inside the value it applies to: then validation recurses as deep as
        the instance is nested."""
        state: dict[tuple[str, Pointer], bool] = {}  # False while on the path, True when done
        pending: list[tuple[Node, bool]] = [(entry, False) for entry in entries]
        while pending:
            node, leaving = pending.pop()
            if leaving:
                state[node.key] = True
                continue
            if node.key in state:
                if not state[node.key]:
                    return True  # back on the current path: a cycle
                continue
            state[node.key] = False
            pending.append((node, True))
            pending.extend((child, False) for child in self._applied(node))
        return False

    def _applied(self, node: Node) -> list[Node]:
        """The subschemas `node` applies to its value or to the values nested in it."""
        schema = node.schema
        if isinstance(schema, bool):
            return []
        children: list[tuple[str, ...]] = []
        for keyword, value in schema.items():
            if keyword in SCHEMA_VALUES:
                children.append((keyword,))
            elif keyword in SCHEMA_LISTS:
                children.extend((keyword, str(index)) for index in range(len(value)))
            elif keyword == "properties":
                children.extend((keyword, name) for name in value)
        found = [self.nodes[(node.document, (*node.pointer, *path))] for path in children]
        return [*found, self.ref_target(node)] if "$ref" in schema else found

    def _error(self, referrer: Node | None, keyword: str, message: str) -> GeneratorError:
        if referrer is None:
            return GeneratorError("<entry point>", "", message)
        return referrer.error(keyword, message)

    def _walk(self, document: str, pointer: Pointer, base: str, schema: Any) -> None:
        if (document, pointer) in self.nodes:
            return
        if isinstance(schema, bool):
            self.nodes[(document, pointer)] = Node(document, pointer, base, schema)
            return
        where = Node(document, pointer, base, True)
        if not isinstance(schema, dict):
            raise GeneratorError(
                document, format_pointer(pointer), "a schema must be an object or a boolean"
            )
        if "$id" in schema:
            base = self._register_id(where, schema["$id"])
        node = Node(document, pointer, base, schema)
        self.nodes[node.key] = node
        for keyword, value in schema.items():
            self._check_keyword(node, keyword, value)
            if keyword in SCHEMA_MAPS:
                for name, child in value.items():
                    self._walk(document, (*pointer, keyword, name), base, child)
            elif keyword in SCHEMA_LISTS:
                for index, child in enumerate(value):
                    self._walk(document, (*pointer, keyword, str(index)), base, child)
            elif keyword in SCHEMA_VALUES:
                self._walk(document, (*pointer, keyword), base, value)

    def _register_id(self, where: Node, value: Any) -> str:
        if not isinstance(value, str):
            raise where.error("$id", "$id must be a string")
        uri, fragment = split_fragment(resolve(where.base, value))
        if fragment:
            raise where.error("$id", f"$id must not have a fragment: {value!r}")
        known = self.resources.setdefault(uri, (where.document, where.pointer))
        if known != (where.document, where.pointer):
            raise where.error("$id", f"duplicate $id {uri!r}")
        return uri

    def _check_keyword(self, node: Node, keyword: str, value: Any) -> None:
        """Refuse unsupported keywords and malformed values before any code is generated."""
        if keyword not in SUPPORTED:
            raise node.error(keyword, f"unsupported keyword {keyword!r}")
        problem = _shape_problem(keyword, value)
        if problem:
            raise node.error(keyword, f"{keyword} {problem}")
        if keyword == "pattern" and value not in self.patterns:
            try:
                self.patterns[value] = translate(value)
            except UnsupportedPattern as error:
                raise node.error(keyword, f"pattern {value!r}: {error}") from None


_ABSENT = object()


def _follow(value: Any, pointer: Pointer) -> Any:
    for token in pointer:
        if isinstance(value, dict) and token in value:
            value = value[token]
        elif isinstance(value, list) and token.isdigit() and int(token) < len(value):
            value = value[int(token)]
        else:
            return _ABSENT
    return value


def _is_count(value: Any) -> bool:
    """A non-negative integer in JSON terms (2.0 counts, True does not)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return value >= 0 and float(value).is_integer()


def _holds_nan(value: Any) -> bool:
    if isinstance(value, float):
        return math.isnan(value)
    if isinstance(value, list):
        return any(_holds_nan(item) for item in value)
    if isinstance(value, dict):
        return any(_holds_nan(item) for item in value.values())
    return False


def _shape_problem(keyword: str, value: Any) -> str | None:
    """Why `value` is not a valid value of `keyword`, or None when it is."""
    if keyword in SCHEMA_MAPS and not isinstance(value, dict):
        return "must be an object of schemas"
    if keyword in SCHEMA_LISTS and not (isinstance(value, list) and value):
        return "must be a non-empty array of schemas"
    if keyword == "items" and isinstance(value, list):
        return "must be a schema (array form is not draft 2020-12)"
    if keyword == "type":
        names = value if isinstance(value, list) else [value]
        if not names or any(name not in TYPES for name in names) or len(set(names)) < len(names):
            return f"must be one of {', '.join(TYPES)} or a list of unique ones"
    if keyword == "enum" and not isinstance(value, list):
        return "must be an array"
    if keyword == "required" and not (
        isinstance(value, list)
        and all(isinstance(name, str) for name in value)
        and len(set(value)) == len(value)
    ):
        return "must be an array of unique strings"
    if keyword in ("minLength", "maxLength") and not _is_count(value):
        return "must be a non-negative integer"
    if keyword in ("minimum", "maximum") and (
        isinstance(value, bool) or not isinstance(value, int | float)
    ):
        return "must be a number"
    if keyword in ("minimum", "maximum", "const", "enum") and _holds_nan(value):
        return "holds NaN, which is no JSON number (Python's json reads it, JSON has none)"
    if keyword in ("pattern", "$ref", "$comment", "description", "title") and not isinstance(
        value, str
    ):
        return "must be a string"
    if keyword == "$schema" and value not in (DIALECT, DIALECT + "#"):
        return f"names an unsupported dialect {value!r} (only {DIALECT} is supported)"
    return None
