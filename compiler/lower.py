"""Lower JSON Schemas (drafts 7, 2019-09, 2020-12: `dialects.py`) into the IR of `ir.py`, once.

Each subschema the instance can meet is lowered to one `SchemaIR`: its keywords become checks
and applicators in evaluation order, each with the keyword, guard, message and JSON pointer it
reports. Then the static facts are derived from the lowered form (`shapes.py`, never from
raw keywords again): which schemas must report what they evaluated (the annotation flow up to
`unevaluatedProperties`/`unevaluatedItems`), which objects are closed, which `oneOf` branches
exclude each other and which property tells branches apart.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from dsh_schedule.compiler.content import content_checks
from dsh_schedule.compiler.dialects import DRAFTS, RECURSIVE_ANCHOR, VOCABULARY
from dsh_schedule.compiler.ecma_regex import UnsupportedPattern, translate
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
    DynamicRef,
    Entry,
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
    SchemaId,
    SchemaIR,
    Step,
    TypeCheck,
    UnevaluatedItems,
    UnevaluatedProperties,
    UniqueItemsCheck,
)
from dsh_schedule.compiler.regex_automaton import needs_backtracking
from dsh_schedule.compiler.resolve import Location, Resolver
from dsh_schedule.compiler.schema_json import holds_nan
from dsh_schedule.compiler.shapes import Shapes
from dsh_schedule.compiler.uris import format_pointer, split_fragment

TYPES = ("array", "boolean", "integer", "null", "number", "object", "string")

VALIDATION = VOCABULARY + "validation"
APPLICATOR = VOCABULARY + "applicator"
UNEVALUATED = VOCABULARY + "unevaluated"
FORMAT_ASSERTION = VOCABULARY + "format-assertion"

COUNTS = {
    "minLength": ("string", True, "must be at least {} characters long"),
    "maxLength": ("string", False, "must be at most {} characters long"),
    "minItems": ("array", True, "must have at least {} items"),
    "maxItems": ("array", False, "must have at most {} items"),
    "minProperties": ("object", True, "must have at least {} properties"),
    "maxProperties": ("object", False, "must have at most {} properties"),
}
BOUNDS = {
    "minimum": (True, False, ">="),
    "exclusiveMinimum": (True, True, ">"),
    "maximum": (False, False, "<="),
    "exclusiveMaximum": (False, True, "<"),
}


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_count(value: Any) -> bool:
    return _is_number(value) and value >= 0 and float(value).is_integer()


@dataclass
class _Draft:
    location: Location
    resource: str
    steps: list[Step] = field(default_factory=list)


@dataclass
class Lowerer:
    """Lowers subschemas on demand, each once; `finish` derives the facts and freezes."""

    resolver: Resolver
    formats: frozenset[str]
    """Formats the backend can assert; in assertion mode the others stay annotations."""
    format_assertion: bool
    allow_backtracking: bool = False
    """Accept lookaround and back-references, which only the host's backtracking engine runs."""
    ids: dict[Location, SchemaId] = field(default_factory=dict)
    drafts: list[_Draft] = field(default_factory=list)
    pending: list[SchemaId] = field(default_factory=list)
    dynamic_names: set[str] = field(default_factory=set)
    asserted: set[str] = field(default_factory=set)

    def schema_id(self, location: Location) -> SchemaId:
        known = self.ids.get(location)
        if known is not None:
            return known
        number = len(self.drafts)
        self.ids[location] = number
        self.drafts.append(_Draft(location, self.resolver.places[location].resource))
        self.pending.append(number)
        return number

    def run(self) -> None:
        """Lower everything reachable, the dynamic anchors a `$dynamicRef` may reach included."""
        while True:
            while self.pending:
                draft = self.drafts[self.pending.pop(0)]
                draft.steps = self._steps(draft.location)
            before = len(self.drafts)
            for anchors in list(self.resolver.dynamic_anchors.values()):
                for name, location in list(anchors.items()):
                    if name in self.dynamic_names:
                        self.schema_id(location)
            if len(self.drafts) == before and not self.pending:
                return

    # -- one subschema -------------------------------------------------------------------

    def _steps(self, location: Location) -> list[Step]:
        schema = self.resolver.schema(location)
        pointer = format_pointer(location[1])
        if schema is True:
            return []
        if schema is False:
            return [FalseCheck("false", None, "no value is allowed here", pointer)]
        vocabularies = self.resolver.places[location].vocabularies
        draft = self.resolver.places[location].draft
        if draft == "7" and "$ref" in schema:  # draft 7 ignores every sibling of $ref
            return self._references(location, {"$ref": schema["$ref"]})
        steps: list[Step] = []
        for keyword, value in schema.items():
            self._shape(location, keyword, value)
        if VALIDATION in vocabularies:
            steps.extend(self._validation(location, schema))
        if "format" in schema and isinstance(schema["format"], str):
            asserting = self.format_assertion or FORMAT_ASSERTION in vocabularies
            if asserting and schema["format"] in self.formats:
                name = schema["format"]
                self.asserted.add(name)
                message = f"must be a valid {name}"
                steps.append(FormatCheck("format", "string", message, f"{pointer}/format", name))
        if draft == "7":
            for check in content_checks(schema, pointer):
                self.asserted.add(check.format)
                steps.append(check)
        steps.extend(self._references(location, schema))
        if APPLICATOR in vocabularies:
            steps.extend(self._applicators(location, schema, vocabularies, draft))
        if UNEVALUATED in vocabularies:
            for keyword, kind, guard in (
                ("unevaluatedProperties", UnevaluatedProperties, "object"),
                ("unevaluatedItems", UnevaluatedItems, "array"),
            ):
                if keyword in schema:
                    child = self._child(location, keyword)
                    steps.append(kind(keyword, guard, f"{pointer}/{keyword}", child))
        return steps

    def _shape(self, location: Location, keyword: str, value: Any) -> None:
        """Refuse malformed keyword values before anything is generated."""
        problem = None
        if keyword in COUNTS or keyword in ("minContains", "maxContains"):
            if not _is_count(value):
                problem = "must be a non-negative integer"
        elif keyword in BOUNDS:
            if not _is_number(value):
                problem = "must be a number"
        elif keyword == "multipleOf":
            if not _is_number(value) or not value > 0:
                problem = "must be a number greater than 0"
        elif keyword == "type":
            names = value if isinstance(value, list) else [value]
            if not names or any(n not in TYPES for n in names) or len(set(names)) < len(names):
                problem = f"must be one of {', '.join(TYPES)} or an array of unique ones"
        elif keyword == "enum" and not isinstance(value, list):
            problem = "must be an array"
        elif keyword == "required" and not (
            isinstance(value, list)
            and all(isinstance(n, str) for n in value)
            and len(set(value)) == len(value)
        ):
            problem = "must be an array of unique strings"
        elif keyword == "dependentRequired" and not (
            isinstance(value, dict)
            and all(
                isinstance(names, list) and all(isinstance(n, str) for n in names)
                for names in value.values()
            )
        ):
            problem = "must be an object of arrays of strings"
        elif keyword == "dependencies" and not (
            isinstance(value, dict)
            and all(
                isinstance(need, bool | dict)
                or (isinstance(need, list) and all(isinstance(n, str) for n in need))
                for need in value.values()
            )
        ):
            problem = "must be an object of schemas or arrays of strings"
        elif keyword == "uniqueItems" and not isinstance(value, bool):
            problem = "must be a boolean"
        elif keyword == "pattern" and not isinstance(value, str):
            problem = "must be a string"
        if problem is None and keyword in ("const", "enum", *BOUNDS) and holds_nan(value):
            problem = "holds NaN, which is no JSON number"
        if problem is not None:
            raise self.resolver.error(location, keyword, f"{keyword} {problem}")

    def _pattern(self, location: Location, keyword: str, pattern: str) -> None:
        try:
            translate(pattern)
            backtracking = needs_backtracking(pattern)
        except UnsupportedPattern as error:
            raise self.resolver.error(location, keyword, f"pattern {pattern!r}: {error}") from None
        if backtracking and not self.allow_backtracking:
            problem = f"{backtracking} needs a backtracking matcher (see --allow-backtracking)"
            raise self.resolver.error(location, keyword, f"pattern {pattern!r}: {problem}")

    def _validation(self, location: Location, schema: dict[str, Any]) -> list[Step]:
        pointer = format_pointer(location[1])
        steps: list[Step] = []
        if "type" in schema:
            names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            message = f"expected {' or '.join(names)}"
            steps.append(TypeCheck("type", None, message, f"{pointer}/type", tuple(names)))
        if "const" in schema:
            message = f"must be {_json(schema['const'])}"
            steps.append(ConstCheck("const", None, message, f"{pointer}/const", schema["const"]))
        if "enum" in schema:
            values = tuple(schema["enum"])
            message = f"must be one of {_json(schema['enum'])}"
            steps.append(EnumCheck("enum", None, message, f"{pointer}/enum", values))
        for keyword, (lower, exclusive, relation) in BOUNDS.items():
            if keyword in schema:
                limit = schema[keyword]
                message = f"must be {relation} {_json(limit)}"
                where = f"{pointer}/{keyword}"
                steps.append(BoundCheck(keyword, "number", message, where, limit, lower, exclusive))
        if "multipleOf" in schema:
            divisor = schema["multipleOf"]
            message = f"must be a multiple of {_json(divisor)}"
            where = f"{pointer}/multipleOf"
            steps.append(MultipleOfCheck("multipleOf", "number", message, where, divisor))
        for keyword, (guard, lower, text) in COUNTS.items():
            if keyword in schema:
                limit = int(schema[keyword])
                where = f"{pointer}/{keyword}"
                steps.append(CountCheck(keyword, guard, text.format(limit), where, limit, lower))
        if "pattern" in schema:
            pattern = schema["pattern"]
            self._pattern(location, "pattern", pattern)
            message = f"must match the pattern {_json(pattern)}"
            steps.append(PatternCheck("pattern", "string", message, f"{pointer}/pattern", pattern))
        if schema.get("uniqueItems") is True:
            where = f"{pointer}/uniqueItems"
            steps.append(UniqueItemsCheck("uniqueItems", "array", "items must be unique", where))
        if schema.get("required"):
            required = tuple(schema["required"])
            where = f"{pointer}/required"
            steps.append(
                RequiredCheck("required", "object", "missing required property", where, required)
            )
        newer = self.resolver.places[location].draft != "7"
        for keyword in ("dependentRequired", "dependencies") if newer else ("dependencies",):
            for name, needed in schema.get(keyword, {}).items():
                if needed and isinstance(needed, list):
                    where = f"{pointer}/{keyword}/{_token(name)}"
                    message = f"required when {_json(name)} is present"
                    check = DependentRequiredCheck(
                        keyword, "object", message, where, name, tuple(needed)
                    )
                    steps.append(check)
        return steps

    def _child(self, location: Location, *path: str) -> SchemaId:
        child = (location[0], (*location[1], *path))
        assert child in self.resolver.places, child
        return self.schema_id(child)

    def _references(self, location: Location, schema: dict[str, Any]) -> list[Step]:
        pointer = format_pointer(location[1])
        steps: list[Step] = []
        if "$ref" in schema:
            target = self.schema_id(self.resolver.reference(location, "$ref"))
            steps.append(Ref("$ref", None, f"{pointer}/$ref", target))
        if "$dynamicRef" in schema and self.resolver.places[location].draft == "2020-12":
            target_location = self.resolver.reference(location, "$dynamicRef")
            target = self.schema_id(target_location)
            where = f"{pointer}/$dynamicRef"
            fragment = split_fragment(schema["$dynamicRef"])[1]
            target_schema = self.resolver.schema(target_location)
            if isinstance(target_schema, dict) and target_schema.get("$dynamicAnchor") == fragment:
                self.dynamic_names.add(fragment)
                steps.append(DynamicRef("$dynamicRef", None, where, fragment, target))
            else:  # no dynamic anchor at the target: an ordinary reference
                steps.append(Ref("$dynamicRef", None, where, target))
        if "$recursiveRef" in schema and self.resolver.places[location].draft == "2019-09":
            target_location = self.resolver.reference(location, "$recursiveRef")
            target = self.schema_id(target_location)
            where = f"{pointer}/$recursiveRef"
            target_schema = self.resolver.schema(target_location)
            if isinstance(target_schema, dict) and target_schema.get(RECURSIVE_ANCHOR) is True:
                self.dynamic_names.add(RECURSIVE_ANCHOR)
                steps.append(DynamicRef("$recursiveRef", None, where, RECURSIVE_ANCHOR, target))
            else:  # no $recursiveAnchor at the target: an ordinary reference
                steps.append(Ref("$recursiveRef", None, where, target))
        return steps

    def _applicators(
        self, location: Location, schema: dict[str, Any], vocabularies: frozenset[str], draft: str
    ) -> list[Step]:
        pointer = format_pointer(location[1])
        steps: list[Step] = []

        def branches(keyword: str) -> tuple[SchemaId, ...]:
            return tuple(
                self._child(location, keyword, str(i)) for i in range(len(schema[keyword]))
            )

        if "allOf" in schema:
            steps.append(AllOf("allOf", None, f"{pointer}/allOf", branches("allOf")))
        if "anyOf" in schema:
            steps.append(AnyOf("anyOf", None, f"{pointer}/anyOf", branches("anyOf"), None))
        if "oneOf" in schema:
            steps.append(OneOf("oneOf", None, f"{pointer}/oneOf", branches("oneOf"), None, False))
        if "not" in schema:
            steps.append(Not("not", None, f"{pointer}/not", self._child(location, "not")))
        if "if" in schema:
            then = self._child(location, "then") if "then" in schema else None
            otherwise = self._child(location, "else") if "else" in schema else None
            condition = self._child(location, "if")  # alone, it still annotates
            steps.append(IfThenElse("if", None, f"{pointer}/if", condition, then, otherwise))
        for keyword in ("dependentSchemas", "dependencies") if draft != "7" else ("dependencies",):
            pairs = tuple(
                (name, self._child(location, keyword, name))
                for name, value in schema.get(keyword, {}).items()
                if not isinstance(value, list)
            )
            if pairs:
                where = f"{pointer}/{keyword}"
                steps.append(DependentSchemas(keyword, "object", where, pairs))
        names = tuple(schema.get("properties", {}))
        if names:
            pairs = tuple((name, self._child(location, "properties", name)) for name in names)
            steps.append(Properties("properties", "object", f"{pointer}/properties", pairs))
        patterns = tuple(schema.get("patternProperties", {}))
        if patterns:
            for pattern in patterns:
                self._pattern(location, "patternProperties", pattern)
            pairs = tuple(
                (pattern, self._child(location, "patternProperties", pattern))
                for pattern in patterns
            )
            where = f"{pointer}/patternProperties"
            steps.append(PatternProperties("patternProperties", "object", where, pairs))
        if "additionalProperties" in schema:
            child = self._child(location, "additionalProperties")
            where = f"{pointer}/additionalProperties"
            steps.append(
                AdditionalProperties(
                    "additionalProperties", "object", where, child, names, patterns
                )
            )
        if "propertyNames" in schema:
            child = self._child(location, "propertyNames")
            where = f"{pointer}/propertyNames"
            steps.append(PropertyNames("propertyNames", "object", where, child))
        # before 2020-12, items as an array is prefixItems, and additionalItems the rest
        tuple_form = draft != "2020-12" and isinstance(schema.get("items"), list)
        prefix_keyword = "items" if tuple_form else "prefixItems" if draft == "2020-12" else ""
        prefix = branches(prefix_keyword) if prefix_keyword in schema else ()
        if prefix:
            where = f"{pointer}/{prefix_keyword}"
            steps.append(PrefixItems(prefix_keyword, "array", where, prefix))
        rest = "additionalItems" if tuple_form else "items"
        if rest in schema:
            child = self._child(location, rest)
            steps.append(Items(rest, "array", f"{pointer}/{rest}", child, len(prefix)))
        if "contains" in schema:
            validation = VALIDATION in vocabularies and draft != "7"
            low = schema.get("minContains", 1) if validation else 1
            high = schema.get("maxContains") if validation else None
            steps.append(
                Contains(
                    "contains",
                    "array",
                    f"{pointer}/contains",
                    self._child(location, "contains"),
                    int(low),
                    None if high is None else int(high),
                    f"{pointer}/minContains" if validation and "minContains" in schema else None,
                    f"{pointer}/maxContains" if validation and "maxContains" in schema else None,
                )
            )
        return steps

    # -- facts ---------------------------------------------------------------------------

    def finish(self, entries: Sequence[tuple[str, SchemaId, str]], source: str) -> ModuleIR:
        self._check_cycles()
        tracked = self._tracked()
        resources = sorted({draft.resource for draft in self.drafts})
        index = {uri: number for number, uri in enumerate(resources)}
        shapes = Shapes([draft.steps for draft in self.drafts])
        schemas = []
        for number, draft in enumerate(self.drafts):
            steps = tuple(shapes.annotate(step) for step in draft.steps)
            schemas.append(
                SchemaIR(
                    number,
                    self.resolver.where(draft.location),
                    index[draft.resource],
                    steps,
                    number in tracked,
                    shapes.closed(number),
                )
            )
        places = self.resolver.places
        read_by = {places[draft.location].draft for draft in self.drafts}
        dynamic = []
        for name in sorted(self.dynamic_names):
            holders = []
            for uri in resources:
                found = self.resolver.dynamic_anchors.get(uri, {}).get(name)
                if found is not None:
                    holders.append((index[uri], self.ids[found]))
            dynamic.append((name, tuple(holders)))
        return ModuleIR(
            tuple(Entry(name, schema, label) for name, schema, label in entries),
            tuple(schemas),
            tuple(resources),
            tuple(dynamic),
            tuple(sorted(self.asserted)),
            source,
            tuple(draft for draft in DRAFTS if draft in read_by),
        )

    def _in_place(self, step: Step) -> Iterable[SchemaId]:
        """The subschemas `step` applies to the instance itself."""
        if isinstance(step, Ref):
            yield step.target
        elif isinstance(step, DynamicRef):
            yield step.fallback
            for anchors in self.resolver.dynamic_anchors.values():
                if step.anchor in anchors and anchors[step.anchor] in self.ids:
                    yield self.ids[anchors[step.anchor]]
        elif isinstance(step, AllOf | AnyOf | OneOf):
            yield from step.branches
        elif isinstance(step, Not):
            yield step.schema
        elif isinstance(step, IfThenElse):
            yield step.condition
            yield from (s for s in (step.then, step.otherwise) if s is not None)
        elif isinstance(step, DependentSchemas):
            yield from (schema for _, schema in step.schemas)

    def _check_cycles(self) -> None:
        """A cycle of in-place applicators never reaches a value inside the instance: it
        would never end, so it is refused."""
        state: dict[SchemaId, bool] = {}  # False while on the path, True when done
        for start in range(len(self.drafts)):
            pending: list[tuple[SchemaId, bool]] = [(start, False)]
            while pending:
                number, leaving = pending.pop()
                if leaving:
                    state[number] = True
                    continue
                if number in state:
                    if not state[number]:
                        draft = self.drafts[number]
                        message = "reference cycle that never reaches a value inside the instance"
                        raise self.resolver.error(draft.location, None, message)
                    continue
                state[number] = False
                pending.append((number, True))
                for step in self.drafts[number].steps:
                    pending.extend((child, False) for child in self._in_place(step))

    def _tracked(self) -> set[SchemaId]:
        """Schemas whose evaluated keys or indices an unevaluated* keyword above needs: those
        applied in place (not through `not`) below one, transitively."""
        tracked: set[SchemaId] = set()
        pending = [
            number
            for number, draft in enumerate(self.drafts)
            if any(isinstance(s, UnevaluatedProperties | UnevaluatedItems) for s in draft.steps)
        ]
        while pending:
            number = pending.pop()
            for step in self.drafts[number].steps:
                if isinstance(step, Not):
                    continue
                for child in self._in_place(step):
                    if child not in tracked:
                        tracked.add(child)
                        pending.append(child)
        return tracked


def _token(name: str) -> str:
    return name.replace("~", "~0").replace("/", "~1")


def lower(
    resolver: Resolver,
    entries: Sequence[tuple[str, Location, str]],
    source: str,
    *,
    formats: Iterable[str] = (),
    format_assertion: bool = False,
    allow_backtracking: bool = False,
) -> ModuleIR:
    """The module IR for `entries` (name, root location, label) over documents already added
    to `resolver`; `allow_backtracking` accepts patterns with lookaround or back-references."""
    lowerer = Lowerer(resolver, frozenset(formats), format_assertion, allow_backtracking)
    numbered = [(name, lowerer.schema_id(location), label) for name, location, label in entries]
    lowerer.run()
    return lowerer.finish(numbered, source)
