"""Compile anyone's JSON Schemas (draft 2020-12) into one standalone validator module.

`compile_module` returns the module's source; `compile_validator` compiles one schema and
loads it (`compile_api.py` offers both to the facade, loading this module on first use). Both
lower the schemas once into the IR (`lower.py`) and render it with a backend
(Python: `render_python.py`). Standard library only, so the facade can offer them without the
`generator` extra. A schema the compiler cannot handle raises `GeneratorError`, naming the
document, the JSON pointer and the reason.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import unquote, urlsplit
from urllib.request import url2pathname

from dsh_schedule.generator.compile_api import DEFAULT_BASE, CompiledValidator
from dsh_schedule.generator.format_checks import FORMAT_FUNCTIONS, source_for
from dsh_schedule.generator.ir import ModuleIR
from dsh_schedule.generator.lower import lower
from dsh_schedule.generator.render_python import render_module
from dsh_schedule.generator.resolve import Resolver
from dsh_schedule.generator.uris import split_fragment

LANGUAGES = ("python", "javascript")
NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class LocalFiles(Mapping[str, Any]):
    """A registry of the JSON files `file:` URIs name, read when a reference reaches them;
    other URIs are unknown (the compiler never fetches from the network)."""

    def __init__(self) -> None:
        self._read: dict[str, Any] = {}

    def __getitem__(self, uri: str) -> Any:
        if uri not in self._read:
            if not uri.startswith("file:"):
                raise KeyError(uri)
            path = Path(url2pathname(unquote(urlsplit(uri).path)))
            if not path.is_file():
                raise KeyError(uri)
            self._read[uri] = json.loads(path.read_text(encoding="utf-8"))
        return self._read[uri]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read)

    def __len__(self) -> int:
        return len(self._read)


def compile_module(
    schemas: Mapping[str, Any],
    *,
    bases: Mapping[str, str] | None = None,
    registry: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    lang: str = "python",
    source: str = "in-memory schemas",
    allow_backtracking: bool = False,
) -> str:
    """One module with `validate_NAME`/`is_valid_NAME` for each (NAME, schema); `bases` gives
    a schema's retrieval URI (default DEFAULT_BASE:NAME), `registry` the documents its
    references may reach by absolute URI. `format_assertion` asserts the formats the backend
    knows (unknown ones stay annotations); `allow_backtracking` accepts patterns with
    lookaround or back-references, matched by the host's backtracking engine. A bad name or
    language is a ValueError."""
    if lang not in LANGUAGES:
        raise ValueError(f"no {lang} backend (available: {', '.join(LANGUAGES)})")
    module, _ = _lower(schemas, bases, registry, format_assertion, source, allow_backtracking)
    if lang == "javascript":
        from dsh_schedule.generator.render_javascript import render_module as render_javascript

        return render_javascript(module)
    return render_module(module, FORMAT_FUNCTIONS, source_for)


def compile_javascript(
    schemas: Mapping[str, Any],
    *,
    bases: Mapping[str, str] | None = None,
    registry: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    source: str = "in-memory schemas",
    allow_backtracking: bool = False,
) -> tuple[str, str]:
    """The JavaScript module `compile_module(..., lang="javascript")` gives, and its `.d.ts`:
    `validateX`, `isValidX`, the error type and each schema's TypeScript type."""
    from dsh_schedule.generator.javascript_declarations import declarations
    from dsh_schedule.generator.render_javascript import render_module as render_javascript

    module, resolver = _lower(
        schemas, bases, registry, format_assertion, source, allow_backtracking
    )
    header = f"// TypeScript declarations of the validators compiled by dsh-schedule from {source}."
    return render_javascript(module), declarations(module, resolver, header)


def _lower(
    schemas: Mapping[str, Any],
    bases: Mapping[str, str] | None,
    registry: Mapping[str, Any] | None,
    format_assertion: bool,
    source: str,
    allow_backtracking: bool = False,
) -> tuple[ModuleIR, Resolver]:
    resolver = Resolver({} if registry is None else registry)
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
) -> CompiledValidator:
    """Compile one schema and load it."""
    source = compile_module(
        {"schema": schema},
        bases={"schema": base},
        registry=registry,
        format_assertion=format_assertion,
        source="an in-memory schema",
    )
    module = ModuleType("dsh_schedule_compiled_schema")
    exec(compile(source, "<compiled schema>", "exec", dont_inherit=True), module.__dict__)
    return CompiledValidator(source, module.validate_schema, module.is_valid_schema)
