"""Schema resources for the compiler: `$id`, `$anchor`, `$dynamicAnchor`, `$schema`, references.

Drafts 7, 2019-09 and 2020-12 in full (each resource read by its own, `dialects.py`), unlike
`schema_index.py` (the project's own subset): a document is walked through the keywords that
hold subschemas, registering each embedded resource (`$id`), each anchor and each dynamic
anchor; a value under an unknown keyword is not a schema, so an `$id` there identifies
nothing. References resolve (RFC 3986) against the base in effect, to a resource, an anchor
or a JSON pointer into a resource; a registry document is walked only when a reference
reaches it, so remote references are resolved once, at compile time.

Keywords of earlier drafts in a 2020-12 schema, and schemas of an unknown dialect, are
refused: their meaning differs, and guessing it would validate wrongly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.dialects import (
    ANCHORS,
    DEFAULT_DRAFT,
    NEWER_ONLY,
    RECURSIVE_ANCHOR,
    SCHEMA_LIST,
    SCHEMA_MAP,
    SCHEMA_VALUE,
    check_draft,
    draft_of,
    known_vocabulary,
    vocabularies_of,
)
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

Location = tuple[str, Pointer]
"""A document URI and a JSON pointer into it."""


@dataclass(frozen=True)
class Place:
    """What holds at a subschema: the base URI references resolve against, its resource,
    the vocabularies its dialect enables and the draft it is read by."""

    base: str
    resource: str
    vocabularies: frozenset[str]
    draft: str = DEFAULT_DRAFT


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
    draft: str = DEFAULT_DRAFT
    """The draft of a document without `$schema`."""

    def __post_init__(self) -> None:
        check_draft(self.draft)

    def add_document(self, uri: str, document: Any) -> Location:
        """Walk a whole document retrieved from `uri`; returns its root location."""
        pointer = too_deep(document, self.max_depth)
        if pointer is not None:
            raise depth_error(uri, pointer, self.max_depth)
        self.documents[uri] = document
        self.resources.setdefault(uri, (uri, ()))
        place = Place(uri, uri, vocabularies_of(self.draft), self.draft)
        self._walk(uri, (), place, document)
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
            place = self._dialect(location, schema["$schema"], place)
        draft = place.draft
        if "$id" in schema and not (draft == "7" and "$ref" in schema):  # 7: $ref hides it
            place = self._register_id(location, place, schema["$id"])
        self.places[location] = place
        for keyword in ANCHORS[draft]:
            if keyword in schema:
                self._register_anchor(location, place, keyword, schema[keyword])
        at_root = self.resources.get(place.resource) == location
        if draft == "2019-09" and schema.get(RECURSIVE_ANCHOR) is True and at_root:
            self.dynamic_anchors.setdefault(place.resource, {})[RECURSIVE_ANCHOR] = location
        refused = NEWER_ONLY.get(draft, {})
        for keyword, value in schema.items():
            if keyword in refused:
                message = (
                    f"{keyword} is a keyword of earlier drafts, not {draft} "
                    f"(use {refused[keyword]})"
                )
                raise self.error(location, keyword, message)
            if keyword == "items" and isinstance(value, list):
                if draft == "2020-12":
                    message = "items as an array is earlier drafts' form (use prefixItems)"
                    raise self.error(location, keyword, message)
                for index, child in enumerate(value):
                    self._walk(document, (*pointer, keyword, str(index)), place, child)
            elif keyword in SCHEMA_VALUE[draft]:
                self._walk(document, (*pointer, keyword), place, value)
            elif keyword in SCHEMA_MAP[draft]:
                if not isinstance(value, dict):
                    raise self.error(location, keyword, f"{keyword} must be an object of schemas")
                for name, child in value.items():
                    if keyword != "dependencies" or not isinstance(child, list):
                        self._walk(document, (*pointer, keyword, name), place, child)
            elif keyword in SCHEMA_LIST[draft]:
                if not isinstance(value, list) or (keyword != "prefixItems" and not value):
                    raise self.error(location, keyword, f"{keyword} must be an array of schemas")
                for index, child in enumerate(value):
                    self._walk(document, (*pointer, keyword, str(index)), place, child)

    def _dialect(self, location: Location, dialect: Any, place: Place) -> Place:
        """The place a `$schema` makes: its draft, and the vocabularies a custom metaschema
        built on one enables."""
        if not isinstance(dialect, str):
            raise self.error(location, "$schema", "$schema must be a string")
        draft = draft_of(dialect)
        if draft is not None:
            return Place(place.base, place.resource, vocabularies_of(draft), draft)
        metaschema = self.registry.get(split_fragment(dialect)[0])
        built_on = metaschema.get("$schema") if isinstance(metaschema, dict) else None
        draft = draft_of(built_on) if isinstance(built_on, str) else None
        if draft is None or draft == "7":
            message = (
                f"$schema names {dialect!r}, which is not draft 7, 2019-09 or 2020-12 "
                "(nor a metaschema built on 2019-09 or 2020-12)"
            )
            raise self.error(location, "$schema", message)
        declared = metaschema.get("$vocabulary")  # type: ignore[union-attr]
        if not isinstance(declared, dict):
            return Place(place.base, place.resource, vocabularies_of(draft), draft)
        vocabularies: set[str] = set()
        for uri, required in declared.items():
            known = known_vocabulary(uri)
            if known is None and required is True:
                message = f"$schema {dialect!r} requires the unknown vocabulary {uri!r}"
                raise self.error(location, "$schema", message)
            vocabularies.update(known or ())
        return Place(place.base, place.resource, frozenset(vocabularies), draft)

    def _register_id(self, location: Location, place: Place, value: Any) -> Place:
        if not isinstance(value, str):
            raise self.error(location, "$id", "$id must be a string")
        uri, fragment = split_fragment(resolve(place.base, value))
        if fragment and place.draft != "7":
            raise self.error(location, "$id", f"$id must not have a fragment: {value!r}")
        if place.draft == "7" and value.startswith("#"):  # 7: a plain-name fragment anchors
            self._register_anchor(location, place, "$id", fragment)
            return place
        known = self.resources.setdefault(uri, location)
        if known != location:
            raise self.error(location, "$id", f"duplicate $id {uri!r}")
        place = Place(uri, uri, place.vocabularies, place.draft)
        if fragment:
            self._register_anchor(location, place, "$id", fragment)
        return place

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
