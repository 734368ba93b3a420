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
from typing import Any, Unpack

from dsh_schedule.compiler.backends.python.module import render_module
from dsh_schedule.compiler.compiled import (
    DEFAULT_BASE,
    DEFAULT_MAX_DEPTH,
    CompiledValidator,
    CompileOptions,
    ValidatorOptions,
)
from dsh_schedule.compiler.dialects import DEFAULT_DRAFT
from dsh_schedule.compiler.format_checks import CHECK_FUNCTIONS, FORMAT_FUNCTIONS, source_for
from dsh_schedule.compiler.lower import lower
from dsh_schedule.compiler.resolve import Resolver
from dsh_schedule.compiler.schema_json import DeepEnough
from dsh_schedule.compiler.uris import split_fragment

LANGUAGES = ("python", "javascript")
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def compile_module(
    schemas: Mapping[str, Any], *, lang: str = "python", **options: Unpack[CompileOptions]
) -> str:
    """One module with `validate_NAME`/`is_valid_NAME` for each (NAME, schema), in `lang`;
    the options are the package's `compile_module`'s. A bad name, language or draft is a
    ValueError."""
    if lang not in LANGUAGES:
        raise ValueError(f"no {lang} backend (available: {', '.join(LANGUAGES)})")
    return _compile(schemas, lang, declare=False, **options)[0]


def compile_javascript(
    schemas: Mapping[str, Any], **options: Unpack[CompileOptions]
) -> tuple[str, str]:
    """The JavaScript module `compile_module(..., lang="javascript")` gives, and its `.d.ts`:
    `validateX`, `isValidX`, the error type and each schema's TypeScript type."""
    return _compile(schemas, "javascript", declare=True, **options)


def _compile(
    schemas: Mapping[str, Any],
    lang: str,
    declare: bool,
    *,
    bases: Mapping[str, str] | None = None,
    registry: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    source: str = "in-memory schemas",
    max_depth: int = DEFAULT_MAX_DEPTH,
    allow_backtracking: bool = False,
    draft: str = DEFAULT_DRAFT,
) -> tuple[str, str]:
    """The module's source in `lang`, and its TypeScript declarations when `declare` asks
    (else ""): every option's default is here."""
    with DeepEnough(max_depth, source):
        resolver = Resolver({} if registry is None else registry, max_depth, draft=draft)
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
        if lang == "python":
            return render_module(module, CHECK_FUNCTIONS, source_for, max_depth=max_depth), ""
        from dsh_schedule.compiler.backends.javascript.declarations import declarations
        from dsh_schedule.compiler.backends.javascript.module import (
            render_module as render_javascript,
        )

        if not declare:
            return render_javascript(module, max_depth), ""
        header = (
            f"// TypeScript declarations of the validators compiled by dsh-schedule from {source}."
        )
        return render_javascript(module, max_depth), declarations(module, resolver, header)


def compile_validator(
    schema: Any, *, base: str = DEFAULT_BASE, **options: Unpack[ValidatorOptions]
) -> CompiledValidator:
    """Compile one schema and load it."""
    source = compile_module(
        {"schema": schema}, bases={"schema": base}, source="an in-memory schema", **options
    )
    module = ModuleType("dsh_schedule_compiled_schema")
    exec(compile(source, "<compiled schema>", "exec", dont_inherit=True), module.__dict__)
    return CompiledValidator(source, module.validate_schema, module.is_valid_schema)
