"""The intermediate representation of a compiled schema: language-neutral, plain frozen data.

`lower.py` turns JSON Schemas (drafts 7, 2019-09, 2020-12) into a `ModuleIR` once; a backend
(`backends/python/`, `backends/javascript/`) turns that into source. Nothing here is source in
any language: patterns stay ECMA-262 text, numbers and constants stay JSON values, and every
check says which keyword it reports, the JSON type it applies to (its guard), its message and
the JSON pointer of the keyword in the schema.

Each subschema the instance can meet becomes one `SchemaIR`, numbered in the order lowering
reached it; references are by number, so cycles need no special form. The evaluation order of
a `SchemaIR`'s `steps` is the order a backend must follow: `unevaluatedProperties` and
`unevaluatedItems` always come last, after every step that can evaluate a location.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Guard = str | None
"""The JSON type family a check applies to ("object", "array", "string", "number"), or None
for one that applies to every value."""


@dataclass(frozen=True)
class Keyword:
    """What every step has: the keyword it reports and the type family it applies to."""

    keyword: str
    guard: Guard


@dataclass(frozen=True)
class Check(Keyword):
    """An assertion on the instance itself."""

    message: str
    location: str
    """JSON pointer of the keyword within its schema document."""


@dataclass(frozen=True)
class TypeCheck(Check):
    types: tuple[str, ...]


@dataclass(frozen=True)
class ConstCheck(Check):
    value: Any


@dataclass(frozen=True)
class EnumCheck(Check):
    values: tuple[Any, ...]


@dataclass(frozen=True)
class FalseCheck(Check):
    """The `false` schema: no value is valid."""


@dataclass(frozen=True)
class BoundCheck(Check):
    """minimum, maximum, exclusiveMinimum, exclusiveMaximum."""

    limit: int | float
    lower: bool
    exclusive: bool


@dataclass(frozen=True)
class MultipleOfCheck(Check):
    divisor: int | float


@dataclass(frozen=True)
class CountCheck(Check):
    """min/max of a string's code points, an array's items or an object's properties."""

    limit: int
    lower: bool


@dataclass(frozen=True)
class PatternCheck(Check):
    pattern: str
    """ECMA-262 source."""


@dataclass(frozen=True)
class FormatCheck(Check):
    """Only emitted in format-assertion mode, and only for a format the backend knows; also
    draft 7's content checks, whose `format` names their checker (compiler/content.py)."""

    format: str


@dataclass(frozen=True)
class RequiredCheck(Check):
    names: tuple[str, ...]


@dataclass(frozen=True)
class DependentRequiredCheck(Check):
    property: str
    names: tuple[str, ...]


@dataclass(frozen=True)
class UniqueItemsCheck(Check):
    """Items pairwise unequal under JSON equality (1 == 1.0, key order ignored)."""


SchemaId = int


@dataclass(frozen=True)
class Applicator(Keyword):
    """Applies subschemas to the instance (in place) or to the values inside it."""

    location: str


@dataclass(frozen=True)
class Ref(Applicator):
    """`$ref`, or a `$dynamicRef` that resolves statically."""

    target: SchemaId


@dataclass(frozen=True)
class DynamicRef(Applicator):
    """`$dynamicRef` to a `$dynamicAnchor`: the outermost resource of the dynamic scope that
    defines `anchor` wins; `fallback` when none in scope does."""

    anchor: str
    fallback: SchemaId


@dataclass(frozen=True)
class AllOf(Applicator):
    branches: tuple[SchemaId, ...]


@dataclass(frozen=True)
class Discriminator:
    """Static fact: branches told apart by a required property's string constant. `choices`
    maps each constant to the branches that can still hold (in order); a value outside it
    leaves `others` (the branches that force no constant)."""

    property: str
    choices: tuple[tuple[str, tuple[int, ...]], ...]
    others: tuple[int, ...]


@dataclass(frozen=True)
class AnyOf(Applicator):
    branches: tuple[SchemaId, ...]
    discriminator: Discriminator | None


@dataclass(frozen=True)
class OneOf(Applicator):
    branches: tuple[SchemaId, ...]
    discriminator: Discriminator | None
    exclusive: bool
    """Static fact: no instance can satisfy two branches, so the first valid one decides."""


@dataclass(frozen=True)
class Not(Applicator):
    schema: SchemaId


@dataclass(frozen=True)
class IfThenElse(Applicator):
    condition: SchemaId
    then: SchemaId | None
    otherwise: SchemaId | None


@dataclass(frozen=True)
class DependentSchemas(Applicator):
    schemas: tuple[tuple[str, SchemaId], ...]


@dataclass(frozen=True)
class Properties(Applicator):
    schemas: tuple[tuple[str, SchemaId], ...]


@dataclass(frozen=True)
class PatternProperties(Applicator):
    schemas: tuple[tuple[str, SchemaId], ...]
    """(ECMA-262 pattern, schema) pairs."""


@dataclass(frozen=True)
class AdditionalProperties(Applicator):
    schema: SchemaId
    names: tuple[str, ...]
    patterns: tuple[str, ...]
    """Keys named by `properties` or matched by `patternProperties` are not additional."""


@dataclass(frozen=True)
class PropertyNames(Applicator):
    schema: SchemaId


@dataclass(frozen=True)
class PrefixItems(Applicator):
    schemas: tuple[SchemaId, ...]


@dataclass(frozen=True)
class Items(Applicator):
    schema: SchemaId
    start: int
    """The first index `items` applies to: the length of `prefixItems`."""


@dataclass(frozen=True)
class Contains(Applicator):
    schema: SchemaId
    minimum: int
    maximum: int | None
    min_location: str | None
    max_location: str | None


@dataclass(frozen=True)
class UnevaluatedProperties(Applicator):
    schema: SchemaId


@dataclass(frozen=True)
class UnevaluatedItems(Applicator):
    schema: SchemaId


Step = Check | Applicator


@dataclass(frozen=True)
class SchemaIR:
    id: SchemaId
    location: str
    """Absolute URI and JSON pointer of the subschema."""
    resource: int
    """Index of its schema resource in `ModuleIR.resources`: what it adds to the dynamic
    scope."""
    steps: tuple[Step, ...]
    tracks: bool
    """Annotation flow: a caller needs the object keys or array indices this schema
    evaluated (it sits in place below an unevaluated* keyword)."""
    closed: bool
    """Static fact: only the properties it names are allowed (additionalProperties false)."""

    @property
    def always_valid(self) -> bool:
        return not self.steps


@dataclass(frozen=True)
class Entry:
    name: str
    schema: SchemaId
    label: str


@dataclass(frozen=True)
class ModuleIR:
    entries: tuple[Entry, ...]
    schemas: tuple[SchemaIR, ...]
    resources: tuple[str, ...]
    dynamic_anchors: tuple[tuple[str, tuple[tuple[int, SchemaId], ...]], ...]
    """For each anchor name a `$dynamicRef` uses: (resource, schema) of every resource that
    defines it."""
    formats: tuple[str, ...]
    """The formats asserted (format-assertion mode) and draft 7's content checks, sorted."""
    source: str
    """What the module was compiled from, for its docstring."""
    drafts: tuple[str, ...]
    """The drafts its schemas are read by, in `dialects.DRAFTS` order, for its header."""

    @property
    def dynamic(self) -> bool:
        return bool(self.dynamic_anchors)
