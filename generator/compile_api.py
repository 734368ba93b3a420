"""The schema compiler as the facade offers it: `compile_validator` and `compile_module`.

These load the compiler (`compile_schema.py`: the resolver, the lowering, the IR, the Python
backend, the format checkers) on first use, so that every process importing `dsh_schedule`
(each command, each host process) does not pay for a compiler it never runs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dsh_schedule.generator.compiled import DEFAULT_BASE as DEFAULT_BASE
from dsh_schedule.generator.compiled import DEFAULT_MAX_DEPTH as DEFAULT_MAX_DEPTH
from dsh_schedule.generator.compiled import CompiledValidator as CompiledValidator


def compile_module(
    schemas: Mapping[str, Any],
    *,
    bases: Mapping[str, str] | None = None,
    registry: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    lang: str = "python",
    source: str = "in-memory schemas",
    max_depth: int = DEFAULT_MAX_DEPTH,
    allow_backtracking: bool = False,
) -> str:
    """The source of one standalone module with `validate_NAME` and `is_valid_NAME` for each
    (NAME, schema). `bases` gives a schema's retrieval URI (default DEFAULT_BASE:NAME),
    `registry` the documents its references may reach, by absolute URI; `format_assertion`
    asserts the formats that have checkers (unknown ones stay annotations); a document nested
    more than `max_depth` levels is refused; every pattern is matched in time linear in its
    input unless `allow_backtracking` (which accepts lookaround and back-references, matched by
    the host's backtracking engine). A schema the compiler cannot handle raises GeneratorError
    naming the document and JSON pointer; a bad name or language is a ValueError."""
    from dsh_schedule.generator import compile_schema

    return compile_schema.compile_module(
        schemas,
        bases=bases,
        registry=registry,
        format_assertion=format_assertion,
        lang=lang,
        source=source,
        max_depth=max_depth,
        allow_backtracking=allow_backtracking,
    )


def compile_validator(
    schema: Any,
    *,
    registry: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    base: str = DEFAULT_BASE,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> CompiledValidator:
    """Compile one schema (retrieved from `base`) and load it."""
    from dsh_schedule.generator import compile_schema

    return compile_schema.compile_validator(
        schema,
        registry=registry,
        format_assertion=format_assertion,
        base=base,
        max_depth=max_depth,
    )
