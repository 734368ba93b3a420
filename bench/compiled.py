"""Validators compiled from official suite schemas against jsonschema-rs, fastjsonschema and
jsonschema, in one run.

Each case is one group of the JSON-Schema-Test-Suite (draft 2020-12): its schema, compiled by
`compile_validator`, and all of its test instances, checked in turn by one call of `is_valid`
each (one round = every instance once). A ratio is the peer's time over ours, so above 1 means
the compiled validator is faster. A peer that cannot take the schema, or whose verdicts
differ from the suite's, is reported as such instead of timed (fastjsonschema implements
draft 7 only: it does not know `unevaluatedProperties`, `$dynamicRef` or `prefixItems`). The
suite is the repository's copy, or the one JSON_SCHEMA_TEST_SUITE names (tests/support/suite.py).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

import fastjsonschema
import jsonschema
import jsonschema_rs
from referencing import Registry, Resource

from bench.report import Report, best_interleaved
from dsh_schedule.compiler.compile_schema import compile_validator
from tests.support.suite import draft_2020_12, remotes

CASES = [
    (
        "properties",
        "properties.json",
        "properties, patternProperties, additionalProperties interaction",
    ),
    ("one_of", "oneOf.json", "oneOf complex types"),
    ("refs", "ref.json", "nested refs"),
    ("unique", "uniqueItems.json", "uniqueItems validation"),
    ("unevaluated", "unevaluatedProperties.json", "unevaluatedProperties with adjacent properties"),
    (
        "unevaluated_nested",
        "unevaluatedProperties.json",
        "unevaluatedProperties with nested unevaluatedProperties",
    ),
    ("unevaluated_items", "unevaluatedItems.json", "unevaluatedItems with nested tuple"),
    (
        "dynamic_ref",
        "dynamicRef.json",
        "A $dynamicRef resolves to the first $dynamicAnchor still in scope that is encountered "
        "when the schema is evaluated",
    ),
    ("dynamic_tree", "dynamicRef.json", "strict-tree schema, guards against misspelled properties"),
]


def _group(file: str, description: str) -> dict[str, Any]:
    groups = json.loads((draft_2020_12() / file).read_text(encoding="utf-8"))
    return next(group for group in groups if group["description"] == description)


def _remotes() -> dict[str, Any]:
    """The suite's draft 2020-12 remote documents, by the URI the suite serves them at."""
    served = remotes()
    documents = {
        "http://localhost:1234/" + path.relative_to(served).as_posix(): json.loads(
            path.read_text(encoding="utf-8")
        )
        for path in sorted(served.rglob("*.json"))
    }
    dialect = "https://json-schema.org/draft/2020-12/schema"
    return {
        uri: document
        for uri, document in documents.items()
        if isinstance(document, dict) and document.get("$schema", dialect) == dialect
    }


def _peers(schema: Any, documents: dict[str, Any]) -> dict[str, Callable[[Any], bool] | str]:
    """Each peer's verdict function, or why it has none."""
    peers: dict[str, Callable[[Any], bool] | str] = {}
    registry = jsonschema_rs.Registry(list(documents.items()))
    peers["jsonschema-rs"] = jsonschema_rs.Draft202012Validator(schema, registry=registry).is_valid
    resources = Registry().with_resources(
        (uri, Resource.from_contents(document, default_specification=_DRAFT))
        for uri, document in documents.items()
    )
    peers["jsonschema"] = jsonschema.Draft202012Validator(schema, registry=resources).is_valid
    newer = sorted(_DRAFT_2020_ONLY & set(_keywords(schema)))
    try:
        if newer:
            raise ValueError(newer)
        compiled = fastjsonschema.compile(schema, handlers={"http": documents.__getitem__})
    except Exception as error:
        if newer:
            peers["fastjsonschema"] = f"draft 7 only: ignores {', '.join(newer)}"
        else:
            peers["fastjsonschema"] = f"refuses the schema ({type(error).__name__})"
    else:

        def verdict(instance: Any) -> bool:
            try:
                compiled(instance)
            except fastjsonschema.JsonSchemaException:
                return False
            return True

        peers["fastjsonschema"] = verdict
    return peers


_DRAFT_2020_ONLY = {
    "unevaluatedProperties",
    "unevaluatedItems",
    "prefixItems",
    "$dynamicRef",
    "$dynamicAnchor",
    "dependentSchemas",
    "dependentRequired",
    "minContains",
    "maxContains",
}


def _keywords(value: Any) -> list[str]:
    """Every object key anywhere in `value` (a superset of the keywords it uses)."""
    if isinstance(value, dict):
        return [*value, *(k for v in value.values() for k in _keywords(v))]
    if isinstance(value, list):
        return [k for v in value for k in _keywords(v)]
    return []


_DRAFT = __import__("referencing.jsonschema", fromlist=["DRAFT202012"]).DRAFT202012


def run(report: Report, quick: bool) -> None:
    report.section("compiled suite schemas: compile_validator vs peers (is_valid per instance)")
    documents = _remotes()
    rust: list[float] = []
    for key, file, description in CASES:
        group = _group(file, description)
        instances = [test["data"] for test in group["tests"]]
        expected = [test["valid"] for test in group["tests"]]
        ours = compile_validator(group["schema"], registry=documents).is_valid
        assert [ours(i) for i in instances] == expected, key
        contenders: dict[str, Callable[[], object]] = {"ours": _round(ours, instances)}
        notes: dict[str, str] = {}
        for name, peer in _peers(group["schema"], documents).items():
            if isinstance(peer, str):
                notes[name] = peer
            elif [peer(i) for i in instances] != expected:
                notes[name] = "verdicts differ from the suite's"
            else:
                contenders[name] = _round(peer, instances)
        times = best_interleaved(contenders, rounds=3 if quick else 7)
        per_instance = times["ours"] / len(instances) * 1e9
        report.add(f"compiled.{key}.ours", f"{key}: is_valid_*", per_instance, "ns")
        for name in ("jsonschema-rs", "fastjsonschema", "jsonschema"):
            if name in notes:
                report.add(f"compiled.{key}.{name}", f"{key}: {name}", 0.0, "x", note=notes[name])
                continue
            ratio = times[name] / times["ours"]
            if name == "jsonschema-rs":
                rust.append(ratio)
            report.add(
                f"compiled.{key}.{name}",
                f"{key}: {name} vs ours",
                ratio,
                "x",
                peer=name,
                ratio=ratio,
            )
    mean = math.exp(sum(map(math.log, rust)) / len(rust))
    report.add(
        "compiled.geometric_mean.jsonschema-rs",
        f"geometric mean of {len(rust)} groups: jsonschema-rs vs ours",
        mean,
        "x",
        peer="jsonschema-rs",
        ratio=mean,
        target=">= 1x",
        met=mean >= 1.0,
    )


def _round(verdict: Callable[[Any], bool], instances: list[Any]) -> Callable[[], object]:
    def check_all() -> object:
        for instance in instances:
            verdict(instance)
        return None

    return check_all
