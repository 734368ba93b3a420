"""What a compiled schema is, shared by the compiler's public API (`__init__.py`) and the
compiler itself (`compile_schema.py`, the resolver), so that neither imports the other's
module for it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypedDict

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


class ValidatorOptions(TypedDict, total=False):
    """The options of `compile_validator` beside `base` (`compile_module` says what each means
    and its default)."""

    registry: Mapping[str, Any] | None
    format_assertion: bool
    max_depth: int
    draft: str


class CompileOptions(ValidatorOptions, total=False):
    """The options of `compile_module` beside `lang`, and of `compile_javascript`."""

    bases: Mapping[str, str] | None
    source: str
    allow_backtracking: bool
