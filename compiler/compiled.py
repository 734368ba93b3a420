"""What a compiled schema is, shared by the compiler's public API (`__init__.py`) and the
compiler itself (`compile_schema.py`, the resolver), so that neither imports the other's
module for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

DEFAULT_BASE = "urn:dsh-schedule:compiled-schema"
"""The base URI of a schema without an absolute `$id` (RFC 3986 needs one)."""
DEFAULT_MAX_DEPTH = 1000
"""Levels of nesting a schema document may have (objects and arrays, the root counting as one)."""


@dataclass(frozen=True)
class CompiledValidator:
    """A compiled schema, loaded: `validate` returns every violation, `is_valid` the verdict;
    `source` is the standalone module it was loaded from."""

    source: str
    validate: Callable[[Any], list[Any]]
    is_valid: Callable[[Any], bool]

    def __call__(self, instance: Any) -> list[Any]:
        return self.validate(instance)
