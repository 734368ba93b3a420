"""TypeScript types for JSON Schemas, as close as TypeScript allows, for a `.d.ts` file.

A schema with a `title` becomes a named type (`$ref`s to it use the name); the others are
written in place. What TypeScript cannot express stays with the validators and is said in the
type's comment: `oneOf` exclusivity (a union admits a value matching two members), string
lengths and patterns, number bounds, and integers (a `number`).
"""

from __future__ import annotations

import json
import re
from typing import Any

from dsh_schedule.generator.resolve import Location, Resolver

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
}
SIMPLE = {"string": "string", "number": "number", "integer": "number", "boolean": "boolean"}


def type_name(title: str) -> str:
    """`schedule_list` and `ScheduleList` both give `ScheduleList`."""
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", title))


class TypeWriter:
    """Collects named declarations while writing type expressions."""

    def __init__(self, resolver: Resolver) -> None:
        self.resolver = resolver
        self.declared: dict[Location, str] = {}
        self.declarations: list[list[str]] = []

    def named(self, location: Location, name: str | None = None) -> str:
        """The name of the type declared for the schema at `location` (declared on first use)."""
        if location in self.declared:
            return self.declared[location]
        schema = self.resolver.schema(location)
        name = name or type_name(schema["title"])
        self.declared[location] = name
        slot = len(self.declarations)
        self.declarations.append([])
        body = self._expression(location, schema, titled=True)
        lines = ["/**", *_comment(schema), " */", f"export type {name} = {body};"]
        self.declarations[slot] = lines
        return name

    def expression(self, location: Location) -> str:
        schema = self.resolver.schema(location)
        if isinstance(schema, dict) and isinstance(schema.get("title"), str):
            return self.named(location)
        return self._expression(location, schema, titled=False)

    def _child(self, location: Location, *pointer: str) -> str:
        return self.expression((location[0], (*location[1], *pointer)))

    def _expression(self, location: Location, schema: Any, *, titled: bool) -> str:
        if schema is True:
            return "unknown"
        if schema is False:
            return "never"
        parts: list[str] = []
        if "$ref" in schema:
            parts.append(self.expression(self.resolver.reference(location, "$ref")))
        for keyword in ("oneOf", "anyOf"):
            if keyword in schema:
                members = [
                    self._child(location, keyword, str(i)) for i in range(len(schema[keyword]))
                ]
                parts.append("(" + " | ".join(members) + ")")
        if "allOf" in schema:
            parts += [self._child(location, "allOf", str(i)) for i in range(len(schema["allOf"]))]
        if "const" in schema:
            parts.append(json.dumps(schema["const"]))
        elif "enum" in schema:
            parts.append("(" + " | ".join(json.dumps(v) for v in schema["enum"]) + ")")
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
                item = self._child(location, "items") if "items" in schema else "unknown"
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
        if extra is not False:
            value = "unknown" if extra is True else self._child(location, "additionalProperties")
            fields.append(f"[key: string]: {value}")
        if not fields:
            return "Record<string, never>"
        return "{ " + "; ".join(fields) + " }"


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
