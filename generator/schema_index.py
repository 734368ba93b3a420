"""Every schema the project reads, as one index of nodes: `$id` bases, `$ref` targets, checks.

Each subschema is walked once: its keywords are checked against the supported subset (anything
else is refused, naming the document, the JSON pointer and the keyword), its `$id` registers a
resource, and its `$ref` resolves (RFC 3986) against the base in effect there. The loader, the
bundler, the models, the contracts and the validator compiler all read schemas through it.
Documents from the registry are walked only when a reference reaches them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from dsh_schedule.compiler import (
    ABSENT,
    Pointer,
    SchemaError,
    UnsupportedPattern,
    follow_pointer,
    format_pointer,
    parse_pointer,
    resolve_reference,
    split_fragment,
    translate_pattern,
)
from dsh_schedule.generator.keywords import (
    SCHEMA_LISTS,
    SCHEMA_MAPS,
    SCHEMA_VALUES,
    SUPPORTED,
    shape_problem,
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

    def error(self, keyword: str, message: str) -> SchemaError:
        return SchemaError(self.document, format_pointer((*self.pointer, keyword)), message)


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
            raise self._unresolvable(uri, referrer, keyword)
        document, root = self.resources[head]
        location = (document, root + pointer)
        if location not in self.nodes:
            value = follow_pointer(self.documents[document], location[1])
            if value is ABSENT:
                raise self._unresolvable(uri, referrer, keyword)
            base = self.nodes[(document, root)].base
            self._walk(document, location[1], base, value)
        return self.nodes[location]

    def ref_target(self, node: Node) -> Node:
        """The node `node`'s `$ref` designates."""
        assert isinstance(node.schema, dict)
        return self.lookup(resolve_reference(node.base, node.schema["$ref"]), node)

    def child(self, node: Node, *path: str) -> Node:
        """The subschema at `path` below `node` (walked with it)."""
        return self.nodes[(node.document, (*node.pointer, *path))]

    def check_references(self) -> None:
        """Resolve every `$ref` walked so far: a dangling one is an error even where no entry
        point reaches it."""
        for node in list(self.nodes.values()):
            if isinstance(node.schema, dict) and "$ref" in node.schema:
                self.ref_target(node)

    def _error(self, referrer: Node | None, keyword: str, message: str) -> SchemaError:
        if referrer is None:
            return SchemaError("<entry point>", "", message)
        return referrer.error(keyword, message)

    def _unresolvable(self, uri: str, referrer: Node | None, keyword: str) -> SchemaError:
        if referrer is None or keyword != "$ref":
            return self._error(referrer, keyword, f"unresolvable reference {uri!r}")
        assert isinstance(referrer.schema, dict)
        reference = referrer.schema["$ref"]
        return referrer.error(keyword, f"$ref {reference!r} points nowhere (to {uri!r})")

    def _walk(self, document: str, pointer: Pointer, base: str, schema: Any) -> None:
        if (document, pointer) in self.nodes:
            return
        if isinstance(schema, bool):
            self.nodes[(document, pointer)] = Node(document, pointer, base, schema)
            return
        where = Node(document, pointer, base, True)
        if not isinstance(schema, dict):
            raise SchemaError(
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
        uri, fragment = split_fragment(resolve_reference(where.base, value))
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
        problem = shape_problem(keyword, value)
        if problem:
            raise node.error(keyword, f"{keyword} {problem}")
        if keyword == "pattern" and value not in self.patterns:
            try:
                self.patterns[value] = translate_pattern(value)
            except UnsupportedPattern as error:
                raise node.error(keyword, f"pattern {value!r}: {error}") from None
