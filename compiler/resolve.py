"""Schema resources for the compiler: `$id`, `$anchor`, `$dynamicAnchor`, `$schema`, references.

Draft 2020-12 in full, unlike `schema_index.py` (the project's own subset): a document is walked
through the keywords that hold subschemas, registering each embedded resource (`$id`), each
anchor and each dynamic anchor; a value under an unknown keyword is not a schema, so an `$id`
there identifies nothing. References resolve (RFC 3986) against the base in effect, to a
resource, an anchor or a JSON pointer into a resource; a registry document is walked only
when a reference reaches it, so remote references are resolved once, at compile time.

Keywords of earlier drafts that the 2020-12 suite exercises, and schemas of another dialect,
are refused: their meaning differs, and guessing it would validate wrongly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.errors import SchemaError
from dsh_schedule.compiler.schema_json import depth_error, too_deep
from dsh_schedule.compiler.uris import (
    ABSENT,
    Pointer,
    follow_pointer,
    format_pointer,
    parse_pointer,
    resolve,
    split_fragment,
)

DIALECT = "https://json-schema.org/draft/2020-12/schema"
VOCABULARY = "https://json-schema.org/draft/2020-12/vocab/"
KNOWN_VOCABULARIES = frozenset(
    VOCABULARY + name
    for name in (
        "core",
        "applicator",
        "unevaluated",
        "validation",
        "meta-data",
        "format-annotation",
        "format-assertion",
        "content",
    )
)
ALL_VOCABULARIES = KNOWN_VOCABULARIES - {VOCABULARY + "format-assertion"}
"""What the standard dialect enables (format as an annotation)."""

SCHEMA_VALUE = frozenset(
    {
        "additionalProperties",
        "propertyNames",
        "items",
        "contains",
        "not",
        "if",
        "then",
        "else",
        "unevaluatedItems",
        "unevaluatedProperties",
    }
)
SCHEMA_MAP = frozenset({"properties", "patternProperties", "$defs", "dependentSchemas"})
SCHEMA_LIST = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})

OLDER_DRAFTS = {
    "definitions": "$defs",
    "dependencies": "dependentRequired or dependentSchemas",
    "additionalItems": "items (after prefixItems)",
    "$recursiveRef": "$dynamicRef",
    "$recursiveAnchor": "$dynamicAnchor",
}
"""Keywords of earlier drafts, refused with their 2020-12 replacement."""

Location = tuple[str, Pointer]
"""A document URI and a JSON pointer into it."""


@dataclass(frozen=True)
class Place:
    """What holds at a subschema: the base URI references resolve against, its resource,
    and the vocabularies its dialect enables."""

    base: str
    resource: str
    vocabularies: frozenset[str]


@dataclass
class Resolver:
    registry: Mapping[str, Any]
    max_depth: int = DEFAULT_MAX_DEPTH
    """Levels of nesting a document may have."""
    documents: dict[str, Any] = field(default_factory=dict)
    resources: dict[str, Location] = field(default_factory=dict)
    anchors: dict[str, Location] = field(default_factory=dict)
    dynamic_anchors: dict[str, dict[str, Location]] = field(default_factory=dict)
    """Per resource URI: its dynamic anchors by name."""
    places: dict[Location, Place] = field(default_factory=dict)

    def add_document(self, uri: str, document: Any) -> Location:
        """Walk a whole document retrieved from `uri`; returns its root location."""
        pointer = too_deep(document, self.max_depth)
        if pointer is not None:
            raise depth_error(uri, pointer, self.max_depth)
        self.documents[uri] = document
        self.resources.setdefault(uri, (uri, ()))
        self._walk(uri, (), Place(uri, uri, ALL_VOCABULARIES), document)
        return (uri, ())

    def schema(self, location: Location) -> Any:
        value = follow_pointer(self.documents[location[0]], location[1])
        assert value is not ABSENT
        return value

    def where(self, location: Location) -> str:
        return f"{location[0]}#{format_pointer(location[1])}"

    def error(self, location: Location, keyword: str | None, message: str) -> SchemaError:
        pointer = location[1] if keyword is None else (*location[1], keyword)
        return SchemaError(location[0], format_pointer(pointer), message)

    def reference(self, location: Location, keyword: str) -> Location:
        """The subschema the reference keyword at `location` designates."""
        value = self.schema(location)[keyword]
        if not isinstance(value, str):
            raise self.error(location, keyword, f"{keyword} must be a string")
        uri = resolve(self.places[location].base, value)
        target = self.lookup(uri)
        if target is None:
            raise self.error(location, keyword, f"{keyword} {value!r} points nowhere ({uri!r})")
        return target

    def lookup(self, uri: str) -> Location | None:
        """The location an absolute URI designates (a pointer or anchor fragment), or None."""
        head, fragment = split_fragment(uri)
        if head not in self.resources and head in self.registry:
            self.add_document(head, self.registry[head])
        if head not in self.resources:
            return None
        pointer = parse_pointer(fragment)
        if pointer is None:
            return self.anchors.get(uri)
        document, root = self.resources[head]
        location = (document, root + pointer)
        if location not in self.places:
            value = follow_pointer(self.documents[document], location[1])
            if value is ABSENT:
                return None
            self._walk(document, location[1], self.places[(document, root)], value)
        return location

    def _walk(self, document: str, pointer: Pointer, place: Place, schema: Any) -> None:
        location = (document, pointer)
        if location in self.places:
            return
        if isinstance(schema, bool):
            self.places[location] = place
            return
        if not isinstance(schema, dict):
            raise self.error(location, None, "a schema must be an object or a boolean")
        if "$schema" in schema:
            place = Place(place.base, place.resource, self._vocabularies(location, schema))
        if "$id" in schema:
            place = self._register_id(location, place, schema["$id"])
        self.places[location] = place
        for keyword in ("$anchor", "$dynamicAnchor"):
            if keyword in schema:
                self._register_anchor(location, place, keyword, schema[keyword])
        for keyword, value in schema.items():
            if keyword in OLDER_DRAFTS:
                message = (
                    f"{keyword} is a keyword of earlier drafts, not 2020-12 "
                    f"(use {OLDER_DRAFTS[keyword]})"
                )
                raise self.error(location, keyword, message)
            if keyword == "items" and isinstance(value, list):
                message = "items as an array is earlier drafts' form (use prefixItems)"
                raise self.error(location, keyword, message)
            if keyword in SCHEMA_VALUE:
                self._walk(document, (*pointer, keyword), place, value)
            elif keyword in SCHEMA_MAP:
                if not isinstance(value, dict):
                    raise self.error(location, keyword, f"{keyword} must be an object of schemas")
                for name, child in value.items():
                    self._walk(document, (*pointer, keyword, name), place, child)
            elif keyword in SCHEMA_LIST:
                if not isinstance(value, list) or (keyword != "prefixItems" and not value):
                    raise self.error(location, keyword, f"{keyword} must be an array of schemas")
                for index, child in enumerate(value):
                    self._walk(document, (*pointer, keyword, str(index)), place, child)

    def _vocabularies(self, location: Location, schema: dict[str, Any]) -> frozenset[str]:
        dialect = schema["$schema"]
        if not isinstance(dialect, str):
            raise self.error(location, "$schema", "$schema must be a string")
        if dialect in (DIALECT, DIALECT + "#"):
            return ALL_VOCABULARIES
        metaschema = self.registry.get(split_fragment(dialect)[0])
        if not isinstance(metaschema, dict) or metaschema.get("$schema") not in (
            DIALECT,
            DIALECT + "#",
        ):
            message = f"$schema names {dialect!r}, which is not draft 2020-12 (nor built on it)"
            raise self.error(location, "$schema", message)
        vocabularies = metaschema.get("$vocabulary")
        if not isinstance(vocabularies, dict):
            return ALL_VOCABULARIES
        for uri, required in vocabularies.items():
            if required is True and uri not in KNOWN_VOCABULARIES:
                message = f"$schema {dialect!r} requires the unknown vocabulary {uri!r}"
                raise self.error(location, "$schema", message)
        return frozenset(uri for uri in vocabularies if uri in KNOWN_VOCABULARIES)

    def _register_id(self, location: Location, place: Place, value: Any) -> Place:
        if not isinstance(value, str):
            raise self.error(location, "$id", "$id must be a string")
        uri, fragment = split_fragment(resolve(place.base, value))
        if fragment:
            raise self.error(location, "$id", f"$id must not have a fragment: {value!r}")
        known = self.resources.setdefault(uri, location)
        if known != location:
            raise self.error(location, "$id", f"duplicate $id {uri!r}")
        return Place(uri, uri, place.vocabularies)

    def _register_anchor(self, location: Location, place: Place, keyword: str, name: Any) -> None:
        if not isinstance(name, str) or not name or not _is_anchor_name(name):
            raise self.error(location, keyword, f"{keyword} must be a plain name")
        uri = f"{place.resource}#{name}"
        known = self.anchors.setdefault(uri, location)
        if known != location:
            raise self.error(location, keyword, f"duplicate anchor {uri!r}")
        if keyword == "$dynamicAnchor":
            self.dynamic_anchors.setdefault(place.resource, {})[name] = location


def _is_anchor_name(name: str) -> bool:
    first = name[0]
    return (first.isascii() and (first.isalpha() or first == "_")) and all(
        c.isascii() and (c.isalnum() or c in "-_.") for c in name
    )
