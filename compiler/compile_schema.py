"""Compile anyone's JSON Schemas (drafts 7, 2019-09, 2020-12) into one standalone validator module.

`compile_module` returns the module's source; `compile_validator` compiles one schema and
loads it (the package `dsh_schedule.compiler` offers both, loading this module on first use). Both
lower the schemas once into the IR (`lower.py`) and render it with a backend of `backends/`
(Python: `backends/python/module.py`). Standard library only, so the facade can offer them
without the `generator` extra. A schema the compiler cannot handle raises `SchemaError`, naming the
document, the JSON pointer and the reason.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import ModuleType
from typing import Any

from dsh_schedule.compiler.backends.python.module import render_module
from dsh_schedule.compiler.compiled import DEFAULT_BASE, DEFAULT_MAX_DEPTH, CompiledValidator
from dsh_schedule.compiler.dialects import DEFAULT_DRAFT, check_draft
from dsh_schedule.compiler.format_checks import CHECK_FUNCTIONS, FORMAT_FUNCTIONS, source_for
from dsh_schedule.compiler.ir import ModuleIR
from dsh_schedule.compiler.lower import lower
from dsh_schedule.compiler.resolve import Resolver
from dsh_schedule.compiler.schema_json import DeepEnough
from dsh_schedule.compiler.uris import split_fragment

LANGUAGES = ("python", "javascript")
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


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
    draft: str = DEFAULT_DRAFT,
) -> str:
    """One module with `validate_NAME`/`is_valid_NAME` for each (NAME, schema); `bases` gives
    a schema's retrieval URI (default DEFAULT_BASE:NAME), `registry` the documents its
    references may reach by absolute URI. `format_assertion` asserts the formats the backend
    knows (unknown ones stay annotations); a document nested more than `max_depth` levels is
    refused, and so is an instance, with one `depth` error; `allow_backtracking` accepts
    patterns with lookaround or back-references, matched by the host's backtracking engine;
    `draft` reads a schema without `$schema` (7, 2019-09 or 2020-12). A bad name, language or
    draft is a ValueError."""
    if lang not in LANGUAGES:
        raise ValueError(f"no {lang} backend (available: {', '.join(LANGUAGES)})")
    with DeepEnough(max_depth, source):
        module, _ = _lower(
            schemas, bases, registry, format_assertion, source, max_depth, allow_backtracking, draft
        )
        if lang == "javascript":
            from dsh_schedule.compiler.backends.javascript.module import (
                render_module as render_javascript,
            )

            return render_javascript(module, max_depth)
        return render_module(module, CHECK_FUNCTIONS, source_for, max_depth=max_depth)


def compile_javascript(
    schemas: Mapping[str, Any],
    *,
    bases: Mapping[str, str] | None = None,
    registry: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    source: str = "in-memory schemas",
    max_depth: int = DEFAULT_MAX_DEPTH,
    allow_backtracking: bool = False,
    draft: str = DEFAULT_DRAFT,
) -> tuple[str, str]:
    """The JavaScript module `compile_module(..., lang="javascript")` gives, and its `.d.ts`:
    `validateX`, `isValidX`, the error type and each schema's TypeScript type."""
    from dsh_schedule.compiler.backends.javascript.declarations import declarations
    from dsh_schedule.compiler.backends.javascript.module import render_module as render_javascript

    with DeepEnough(max_depth, source):
        module, resolver = _lower(
            schemas, bases, registry, format_assertion, source, max_depth, allow_backtracking, draft
        )
        header = (
            f"// TypeScript declarations of the validators compiled by dsh-schedule from {source}."
        )
        return render_javascript(module, max_depth), declarations(module, resolver, header)


def _lower(
    schemas: Mapping[str, Any],
    bases: Mapping[str, str] | None,
    registry: Mapping[str, Any] | None,
    format_assertion: bool,
    source: str,
    max_depth: int,
    allow_backtracking: bool = False,
    draft: str = DEFAULT_DRAFT,
) -> tuple[ModuleIR, Resolver]:
    resolver = Resolver({} if registry is None else registry, max_depth, draft=check_draft(draft))
    entries = []
    for name, schema in schemas.items():
        if not NAME.match(name):
            raise ValueError(f"{name!r} is not a valid validator name (a Python identifier)")
        base = split_fragment((bases or {}).get(name, f"{DEFAULT_BASE}:{name}"))[0]
        root = resolver.add_document(base, schema)
        entries.append((name, root, base))
    module = lower(
        resolver,
        entries,
        source,
        formats=FORMAT_FUNCTIONS.keys(),
        format_assertion=format_assertion,
        allow_backtracking=allow_backtracking,
    )
    return module, resolver


def compile_validator(
    schema: Any,
    *,
    registry: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    base: str = DEFAULT_BASE,
    max_depth: int = DEFAULT_MAX_DEPTH,
    draft: str = DEFAULT_DRAFT,
) -> CompiledValidator:
    """Compile one schema and load it."""
    source = compile_module(
        {"schema": schema},
        bases={"schema": base},
        registry=registry,
        format_assertion=format_assertion,
        source="an in-memory schema",
        max_depth=max_depth,
        draft=draft,
    )
    module = ModuleType("dsh_schedule_compiled_schema")
    exec(compile(source, "<compiled schema>", "exec", dont_inherit=True), module.__dict__)
    return CompiledValidator(source, module.validate_schema, module.is_valid_schema)
