"""Builds every generated file in memory, then writes it or checks it for drift.

Everything is rendered before anything is written, so a schema error, or an export that breaks
a provider's documented limits (generator/provider_limits.py), leaves the tree as it was; each
file is replaced atomically. A generated Python file whose stamp still holds is
reused rather than made again (generator/stamps.py).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from dsh_schedule.compiler import render_python_module
from dsh_schedule.generator.banners import PYTHON_BANNER
from dsh_schedule.generator.catalog import CATALOG_FILES, render_catalog
from dsh_schedule.generator.contracts import render_contracts
from dsh_schedule.generator.entry_points import tool_validators
from dsh_schedule.generator.javascript_outputs import (
    module_declarations,
    render_javascript_outputs,
)
from dsh_schedule.generator.models import STRUCT_BASE_SOURCE, render_models
from dsh_schedule.generator.project_ir import project_module
from dsh_schedule.generator.provider_limits import ProviderLimitError, lint_exports
from dsh_schedule.generator.python_format import format_python
from dsh_schedule.generator.schema_files import SchemaFiles, load_schema_files, version_suffix
from dsh_schedule.generator.stamps import inputs_digest, reusable, stamped

ALL_SCHEMAS = "schemas/**/*.json (protocol versions 1 and 2)"


@dataclass(frozen=True)
class Output:
    """One generated file: its path relative to the project root and its full text."""

    path: str
    text: str


def build_outputs(root: Path) -> list[Output]:
    schemas = load_schema_files(root / "schemas")
    inputs = inputs_digest(root / "schemas")
    with schemas.naming_files():
        return _build(schemas, _Python(root, inputs))


class _Python:
    """Generated Python files: reused when their stamp holds, else made, laid out and stamped."""

    def __init__(self, root: Path, inputs: str) -> None:
        self.root = root
        self.inputs = inputs

    def output(self, path: str, make: Callable[[], str]) -> Output:
        file = self.root / path
        existing = _read(file) if file.exists() else None
        if existing is not None and reusable(existing, self.inputs):
            return Output(path, existing)
        return Output(path, stamped(format_python(make()), self.inputs))


def _build(schemas: SchemaFiles, python: _Python) -> list[Output]:
    struct_base = python.output(
        "generated/struct_base.py",
        lambda: PYTHON_BANNER.format(source="generator/models.py") + "\n" + STRUCT_BASE_SOURCE,
    )
    models = python.output(
        "generated/models.py",
        lambda: render_models(schemas, PYTHON_BANNER.format(source=ALL_SCHEMAS)),
    )
    validators = python.output(
        "generated/validators.py",
        lambda: (
            PYTHON_BANNER.format(source=ALL_SCHEMAS)
            + "\n"
            + render_python_module(
                project_module(schemas, ALL_SCHEMAS)[0], tools=tool_validators(schemas)
            )
        ),
    )
    contracts = python.output(
        "generated/contracts.py",
        lambda: render_contracts(schemas, PYTHON_BANNER.format(source="schemas/**/tools/*.json")),
    )
    tables = _executed(contracts.text)
    violations = [
        line
        for version in CATALOG_FILES
        for line in lint_exports(getattr(tables, _contracts_table(version)))
    ]
    if violations:
        raise ProviderLimitError(violations)
    script, declarations = render_javascript_outputs(schemas, ALL_SCHEMAS)
    return [
        struct_base,
        models,
        validators,
        Output("generated/validators.mjs", script),
        Output("generated/validators.d.ts", declarations),
        Output("generated/validators.d.mts", module_declarations(ALL_SCHEMAS)),
        contracts,
        *(
            Output(file, render_catalog(getattr(tables, _contracts_table(version)), version))
            for version, file in CATALOG_FILES.items()
        ),
    ]


def _contracts_table(version: int) -> str:
    return "TOOL_CONTRACTS" + version_suffix(version).upper()


def _executed(source: str) -> Any:
    """The module `source` defines, run in memory: the catalog is rendered from the contracts
    this run generates, by the code `dsh-schedule catalog` runs on the generated module."""
    module = ModuleType("generated_contracts")
    exec(compile(source, "generated/contracts.py", "exec", dont_inherit=True), module.__dict__)
    return module


def write_outputs(root: Path, outputs: list[Output]) -> list[str]:
    """Write the files that differ; return their paths."""
    written = []
    for output in outputs:
        path = root / output.path
        if path.exists() and _read(path) == output.text:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(path.name + ".tmp")
        temporary.write_text(output.text, encoding="utf-8")
        os.replace(temporary, path)
        written.append(output.path)
    return written


def _read(path: Path) -> str:
    """A file as written; bytes that are not UTF-8 read as U+FFFD, so that they show as stale."""
    return path.read_text(encoding="utf-8", errors="replace")


def check_outputs(root: Path, outputs: list[Output]) -> list[str]:
    """One line per stale file, naming its first differing line; empty when all are current."""
    problems = []
    for output in outputs:
        path = root / output.path
        if not path.exists():
            problems.append(f"{output.path}: missing")
            continue
        actual = _read(path).splitlines()
        expected = output.text.splitlines()
        for number, (want, have) in enumerate(zip(expected, actual, strict=False), start=1):
            if want != have:
                problems.append(f"{output.path}:{number}: expected {want!r}, found {have!r}")
                break
        else:
            if len(actual) != len(expected):
                number = min(len(actual), len(expected)) + 1
                problems.append(
                    f"{output.path}:{number}: length differs "
                    f"(expected {len(expected)} lines, found {len(actual)})"
                )
            elif _read(path) != output.text:
                problems.append(f"{output.path}: line endings or final newline differ")
    return problems
