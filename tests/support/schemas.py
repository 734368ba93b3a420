"""The project's own schemas as the validator compiler's tests read them."""

from __future__ import annotations

import json
from typing import Any

from dsh_schedule.generator.compiler import render_validators_module
from dsh_schedule.generator.entry_points import validator_entry_points
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
    """The validators module for our schemas, rendered here (not read from generated/)."""
    return render_validators_module(our_documents(), VALIDATOR_ENTRY_POINTS)
