"""The project's own schemas as the validator compiler's tests read them."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from dsh_schedule.compiler.backends.python.module import render_module
from dsh_schedule.compiler.compile_schema import compile_validator
from dsh_schedule.generator.entry_points import tool_validators, validator_entry_points
from dsh_schedule.generator.outputs import ALL_SCHEMAS
from dsh_schedule.generator.project_ir import project_module
from dsh_schedule.generator.schema_files import load_schema_files
from tests.support.paths import ROOT

VALIDATOR_ENTRY_POINTS = validator_entry_points(load_schema_files(ROOT / "schemas"))
"""The validator entry points of our schemas, as the generator derives them."""


def our_documents() -> dict[str, Any]:
    """Every schema of schemas/, by its `$id`."""
    documents = {}
    for path in sorted((ROOT / "schemas").rglob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        documents[document["$id"]] = document
    return documents


def render_ours() -> str:
    """The validators module for our schemas, rendered here (not read from generated/), as
    `make generate` renders it before black lays it out."""
    schemas = load_schema_files(ROOT / "schemas")
    with schemas.naming_files():
        module, _ = project_module(schemas, ALL_SCHEMAS)
        return render_module(module, tools=tool_validators(schemas))


def checker(schema: Any, registry: dict[str, Any] | None = None) -> Callable[[Any], list[Any]]:
    """`validate_*` of one schema compiled from the IR: every violation."""
    return compile_validator(schema, registry=registry).validate


def subschemas(node: Any) -> Iterator[dict[str, Any]]:
    """Every subschema of a schema (objects reached through schema keywords), the schema first."""
    if not isinstance(node, dict):
        return
    yield node
    for key in ("items", "additionalProperties"):
        yield from subschemas(node.get(key))
    for key in ("oneOf", "anyOf"):
        for branch in node.get(key, []):
            yield from subschemas(branch)
    for key in ("properties", "$defs"):
        for child in node.get(key, {}).values():
            yield from subschemas(child)
