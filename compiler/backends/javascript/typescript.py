"""TypeScript types for JSON Schemas, as close as TypeScript allows, for a `.d.ts` file.

A schema with a `title` becomes a named type (`$ref`s to it use the name); the others are
written in place. What TypeScript cannot express stays with the validators and is said in the
type's comment: `oneOf` exclusivity (a union admits a value matching two members), string
lengths and patterns, number bounds, and integers (a `number`).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from dsh_schedule.compiler.resolve import Location, Resolver

IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*\Z")
UNEXPRESSED = {
    "oneOf": "oneOf exclusivity",
    "minLength": "minLength",
    "maxLength": "maxLength",
    "pattern": "pattern",
    "minimum": "minimum",
    "maximum": "maximum",
    "exclusiveMinimum": "exclusiveMinimum",
    "exclusiveMaximum": "exclusiveMaximum",
    "multipleOf": "multipleOf",
    "minItems": "minItems",
    "maxItems": "maxItems",
    "uniqueItems": "uniqueItems",
    "prefixItems": "prefixItems",
    "contains": "contains",
    "patternProperties": "patternProperties",
    "propertyNames": "propertyNames",
    "minProperties": "minProperties",
    "maxProperties": "maxProperties",
    "dependentRequired": "dependentRequired",
    "dependentSchemas": "dependentSchemas",
    "not": "not",
    "if": "if/then/else",
    "$dynamicRef": "$dynamicRef",
    "unevaluatedProperties": "unevaluatedProperties",
    "unevaluatedItems": "unevaluatedItems",
}
SIMPLE = {"string": "string", "number": "number", "integer": "number", "boolean": "boolean"}


RESERVED = frozenset({"ValidationError", "Array", "Record"})
"""Names the declarations use for themselves: a schema's type never takes them."""


def type_name(title: str) -> str:
    """`schedule_list` and `ScheduleList` both give `ScheduleList`; always an identifier."""
    name = "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", title))
    return "Schema" if not name else f"T{name}" if name[0].isdigit() else name


class TypeWriter:
    """Collects named declarations while writing type expressions."""

    def __init__(self, resolver: Resolver) -> None:
        self.resolver = resolver
        self.declared: dict[Location, str] = {}
        self.declarations: list[list[str]] = []
        self.cyclic: dict[Location, bool] = {}

    def named(self, location: Location, name: str | None = None) -> str:
        """The name of the type declared for the schema at `location` (declared on first use;
        from its title, else from where it is; a name taken already gets a number)."""
        if location in self.declared:
            return self.declared[location]
        schema = self.resolver.schema(location)
        if name is None:
            title = schema.get("title") if isinstance(schema, dict) else None
            where = location[1][-1] if location[1] else location[0].rstrip("/").rsplit("/")[-1]
            name = type_name(title if isinstance(title, str) else where)
        taken = RESERVED | set(self.declared.values())
        base, number = name, 1
        while name in taken:
            number += 1
            name = f"{base}{number}"
        self.declared[location] = name
        slot = len(self.declarations)
        self.declarations.append([])
        body = self._expression(location, schema)
        lines = ["/**", *_comment(schema), " */", f"export type {name} = {body};"]
        self.declarations[slot] = lines
        return name

    def expression(self, location: Location) -> str:
        schema = self.resolver.schema(location)
        if isinstance(schema, dict) and isinstance(schema.get("title"), str):
            return self.named(location)
        return self._expression(location, schema)

    def _reference(self, target: Location) -> str:
        """A `$ref`'s target in place, or by a name of its own when it leads back to itself
        (a type alias may be recursive; an expression written in place may not)."""
        if target not in self.declared and not self._returns(target):
            return self.expression(target)
        return self.named(target)

    def _returns(self, start: Location) -> bool:
        """Whether the schemas the types follow from `start` lead back to it."""
        if start not in self.cyclic:
            pending, seen = [start], set()
            self.cyclic[start] = False
            while pending and not self.cyclic[start]:
                location = pending.pop()
                for child in self._followed(location):
                    if child == start:
                        self.cyclic[start] = True
                    elif child not in seen:
                        seen.add(child)
                        pending.append(child)
        return self.cyclic[start]

    def _followed(self, location: Location) -> list[Location]:
        """The schemas a type written for `location` is made of."""
        schema = self.resolver.schema(location)
        if not isinstance(schema, dict):
            return []
        found = [self.resolver.reference(location, "$ref")] if "$ref" in schema else []
        for keyword in ("oneOf", "anyOf", "allOf"):
            found += [
                (location[0], (*location[1], keyword, str(i)))
                for i in range(len(schema.get(keyword, ())))
            ]
        for keyword in ("items", "additionalProperties"):
            if keyword in schema:
                found.append((location[0], (*location[1], keyword)))
        found += [
            (location[0], (*location[1], "properties", name))
            for name in schema.get("properties", {})
        ]
        return found

    def _child(self, location: Location, *pointer: str) -> str:
        return self.expression((location[0], (*location[1], *pointer)))

    def _expression(self, location: Location, schema: Any) -> str:
        if schema is True:
            return "unknown"
        if schema is False:
            return "never"
        parts: list[str] = []
        if "$ref" in schema:
            parts.append(self._reference(self.resolver.reference(location, "$ref")))
        for keyword in ("oneOf", "anyOf"):
            if keyword in schema:
                members = [
                    self._child(location, keyword, str(i)) for i in range(len(schema[keyword]))
                ]
                parts.append("(" + " | ".join(members) + ")")
        if "allOf" in schema:
            parts += [self._child(location, "allOf", str(i)) for i in range(len(schema["allOf"]))]
        if "const" in schema:
            parts.append(_literal(schema["const"]))
        elif "enum" in schema:
            members = [_literal(v) for v in schema["enum"]]
            parts.append("(" + " | ".join(members) + ")" if members else "never")
        elif "type" in schema:
            parts.append(self._typed(location, schema))
        if not parts:
            return "unknown"
        return parts[0] if len(parts) == 1 else " & ".join(parts)

    def _typed(self, location: Location, schema: dict[str, Any]) -> str:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        members = []
        for kind in kinds:
            if kind in SIMPLE:
                members.append(SIMPLE[kind])
            elif kind == "null":
                members.append("null")
            elif kind == "array":
                # After prefixItems, items types only the rest: the type of each says no more.
                known = "items" in schema and "prefixItems" not in schema
                item = self._child(location, "items") if known else "unknown"
                members.append(f"Array<{item}>")
            else:
                members.append(self._object(location, schema))
        return members[0] if len(members) == 1 else "(" + " | ".join(members) + ")"

    def _object(self, location: Location, schema: dict[str, Any]) -> str:
        required = set(schema.get("required", ()))
        fields = []
        for name in schema.get("properties", {}):
            key = name if IDENTIFIER.match(name) else json.dumps(name)
            optional = "" if name in required else "?"
            value = self._child(location, "properties", name)
            fields.append(f"{key}{optional}: {value}")
        extra = schema.get("additionalProperties", True)
        if extra is not False or "patternProperties" in schema:
            # An index signature must admit every named property's type, and a pattern's.
            typed = extra not in (True, False) and not fields and "patternProperties" not in schema
            value = self._child(location, "additionalProperties") if typed else "unknown"
            fields.append(f"[key: string]: {value}")
        if not fields:
            return "Record<string, never>"
        return "{ " + "; ".join(fields) + " }"


def _literal(value: Any) -> str:
    """A JSON value as a TypeScript literal type (a number JSON cannot write is `number`)."""
    if isinstance(value, float) and not math.isfinite(value):
        return "number"
    if isinstance(value, list):
        return "[" + ", ".join(_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + "; ".join(f"{json.dumps(k)}: {_literal(v)}" for k, v in value.items()) + " }"
    return json.dumps(value)


def _comment(schema: Any) -> list[str]:
    lines = []
    if isinstance(schema, dict):
        description = schema.get("description")
        if isinstance(description, str):
            lines.append(" * " + description.replace("*/", "*\\/"))
        rules = [name for keyword, name in UNEXPRESSED.items() if keyword in schema]
        if rules:
            lines.append(" * Not expressed in this type (the validators check it): ")
            lines[-1] += ", ".join(rules) + "."
    return lines or [" * (no description)"]
