"""Builds every generated file in memory, then writes it or checks it for drift.

Everything is rendered before anything is written, so a schema error leaves the tree as it
was; each file is replaced atomically.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from dsh_schedule.generator.banners import PYTHON_BANNER
from dsh_schedule.generator.catalog import render_catalog
from dsh_schedule.generator.contracts import render_contracts
from dsh_schedule.generator.entry_points import tool_validators
from dsh_schedule.generator.javascript_outputs import (
    module_declarations,
    render_javascript_outputs,
)
from dsh_schedule.generator.models import STRUCT_BASE_SOURCE, render_models
from dsh_schedule.generator.project_ir import project_module
from dsh_schedule.generator.python_format import format_python
from dsh_schedule.generator.render_python import render_module
from dsh_schedule.generator.schema_files import SchemaFiles, load_schema_files

ALL_SCHEMAS = "schemas/*.json and schemas/tools/*.json"


@dataclass(frozen=True)
class Output:
    """One generated file: its path relative to the project root and its full text."""

    path: str
    text: str


def build_outputs(root: Path) -> list[Output]:
    schemas = load_schema_files(root / "schemas")
    with schemas.naming_files():
        return _build(schemas)


def _build(schemas: SchemaFiles) -> list[Output]:
    struct_base = PYTHON_BANNER.format(source="generator/models.py") + "\n" + STRUCT_BASE_SOURCE
    models = render_models(schemas, PYTHON_BANNER.format(source=ALL_SCHEMAS))
    validators = render_module(
        project_module(schemas, ALL_SCHEMAS)[0], tools=tool_validators(schemas)
    )
    contracts = format_python(
        render_contracts(schemas, PYTHON_BANNER.format(source="schemas/tools/*.json"))
    )
    script, declarations = render_javascript_outputs(schemas, ALL_SCHEMAS)
    return [
        Output("generated/struct_base.py", format_python(struct_base)),
        Output("generated/models.py", format_python(models)),
        Output(
            "generated/validators.py",
            format_python(PYTHON_BANNER.format(source=ALL_SCHEMAS) + "\n" + validators),
        ),
        Output("generated/validators.mjs", script),
        Output("generated/validators.d.ts", declarations),
        Output("generated/validators.d.mts", module_declarations(ALL_SCHEMAS)),
        Output("generated/contracts.py", contracts),
        Output("docs/tool-catalog.md", render_catalog(_executed(contracts).TOOL_CONTRACTS)),
    ]


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
