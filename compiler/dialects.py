"""The three drafts the compiler reads: 7, 2019-09 and 2020-12, each a dialect of one resource.

A resource's draft is the one its `$schema` names (or the metaschema `$schema` names, for a
custom metaschema built on a draft), else the draft of the resource around it, else the
compile's default (`--draft`, 2020-12 unless told). The resolver walks each draft's own
subschema keywords and the lowerer spells each draft's keywords with the checks of the
2020-12 machinery where their meaning is the same: `items` as an array is `prefixItems` and
`additionalItems` the `items` after it, `dependencies` is `dependentRequired` or
`dependentSchemas` per property, `$recursiveRef` reaches the outermost resource of the dynamic
scope holding `$recursiveAnchor: true`, and in draft 7 a `$ref` makes its siblings ignored.
Checks keep the keyword and the JSON pointer the schema's author wrote.
"""

from __future__ import annotations

DRAFTS = ("7", "2019-09", "2020-12")
DEFAULT_DRAFT = "2020-12"


def dialect_names(drafts: tuple[str, ...]) -> str:
    """How a compiled module's header names the drafts it was compiled from (`drafts` in
    DRAFTS order): "draft 2020-12", "drafts 7 and 2020-12", "drafts 7, 2019-09 and 2020-12"."""
    if len(drafts) == 1:
        return f"draft {drafts[0]}"
    return f"drafts {', '.join(drafts[:-1])} and {drafts[-1]}"


METASCHEMAS = {
    "http://json-schema.org/draft-07/schema": "7",
    "https://json-schema.org/draft/2019-09/schema": "2019-09",
    "https://json-schema.org/draft/2020-12/schema": "2020-12",
}
"""Each draft's metaschema URI (a trailing empty fragment allowed)."""

VOCABULARY = "https://json-schema.org/draft/2020-12/vocab/"
VOCABULARY_2019 = "https://json-schema.org/draft/2019-09/vocab/"
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

VOCABULARIES_2019 = {
    VOCABULARY_2019 + "core": (VOCABULARY + "core",),
    VOCABULARY_2019 + "applicator": (VOCABULARY + "applicator", VOCABULARY + "unevaluated"),
    VOCABULARY_2019 + "validation": (VOCABULARY + "validation",),
    VOCABULARY_2019 + "meta-data": (VOCABULARY + "meta-data",),
    VOCABULARY_2019 + "format": (VOCABULARY + "format-annotation",),
    VOCABULARY_2019 + "content": (VOCABULARY + "content",),
}
"""2019-09's vocabularies, as the 2020-12 ones that hold the same keywords (its applicator
vocabulary held `unevaluated*`)."""

RECURSIVE_ANCHOR = "$recursiveAnchor"
"""The dynamic-anchor name `$recursiveAnchor: true` registers: no `$dynamicAnchor` can be
spelled so (a plain name has no `$`), so the two never meet."""

ANCHORS = {"7": (), "2019-09": ("$anchor",), "2020-12": ("$anchor", "$dynamicAnchor")}
"""Per draft, the keywords that name an anchor (draft 7 spells one as `$id: "#name"`)."""

_VALUE = frozenset(
    {"additionalProperties", "propertyNames", "items", "contains", "not", "if", "then", "else"}
)
_MAP = frozenset({"properties", "patternProperties"})
_LIST = frozenset({"allOf", "anyOf", "oneOf"})
_UNEVALUATED = frozenset({"unevaluatedItems", "unevaluatedProperties"})

SCHEMA_VALUE = {
    "7": _VALUE | {"additionalItems"},
    "2019-09": _VALUE | _UNEVALUATED | {"additionalItems"},
    "2020-12": _VALUE | _UNEVALUATED,
}
"""Per draft, the keywords whose value is one schema (`items` may also be a list of them in
the older drafts)."""
SCHEMA_MAP = {
    "7": _MAP | {"definitions", "dependencies"},
    "2019-09": _MAP | {"$defs", "definitions", "dependentSchemas", "dependencies"},
    "2020-12": _MAP | {"$defs", "dependentSchemas", "dependencies"},
}
"""Per draft, the keywords whose value maps names to schemas (`dependencies` to a schema or
an array of names: only its schemas are walked). Every draft reads `dependencies`, as the
2019-09 and 2020-12 suites' compatibility groups ask."""
SCHEMA_LIST = {
    "7": _LIST,
    "2019-09": _LIST,
    "2020-12": _LIST | {"prefixItems"},
}

NEWER_ONLY = {
    "2020-12": {
        "definitions": "$defs",
        "additionalItems": "items (after prefixItems)",
        "$recursiveRef": "$dynamicRef",
        "$recursiveAnchor": "$dynamicAnchor",
    },
}
"""Keywords of earlier drafts a 2020-12 schema is refused for, with their replacement: their
meaning there is none, and a schema that holds them was most likely written for another."""


def draft_of(uri: str) -> str | None:
    """The draft whose metaschema `uri` names, or None."""
    return METASCHEMAS.get(uri[:-1] if uri.endswith("#") else uri)


def vocabularies_of(draft: str) -> frozenset[str]:
    """What a draft's standard metaschema enables, as 2020-12 vocabulary URIs."""
    if draft == "7":
        return ALL_VOCABULARIES - {VOCABULARY + "unevaluated"}
    return ALL_VOCABULARIES


def known_vocabulary(uri: str) -> tuple[str, ...] | None:
    """The 2020-12 vocabularies a `$vocabulary` URI of 2019-09 or 2020-12 stands for."""
    if uri in KNOWN_VOCABULARIES:
        return (uri,)
    return VOCABULARIES_2019.get(uri)


def check_draft(draft: str) -> str:
    """`draft` if the compiler knows it; a ValueError naming the known ones otherwise."""
    if draft not in DRAFTS:
        raise ValueError(f"unknown draft {draft!r} (known: {', '.join(DRAFTS)})")
    return draft
