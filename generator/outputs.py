"""Builds every generated file in memory, then writes it or checks it for drift.

Everything is rendered before anything is written, so a schema error leaves the tree as it
was; each file is replaced atomically.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from black import format_str
from black.mode import Mode, TargetVersion

from dsh_schedule.generator.catalog import render_catalog
from dsh_schedule.generator.compiler import render_validators_module
from dsh_schedule.generator.entry_points import VALIDATOR_ENTRY_POINTS
from dsh_schedule.generator.errors import GeneratorError
from dsh_schedule.generator.models import STRUCT_BASE_SOURCE, render_models
from dsh_schedule.generator.render import PYTHON_BANNER, render_template
from dsh_schedule.generator.schema_set import SchemaSet, load_schema_set
from dsh_schedule.generator.tool_files import load_tool_specs

BASE = "https://dsh-tool-schedule.example/schemas/v1/"
MODEL_ROOT = BASE + "schedule-change.json"
MODEL_ENTRIES = tuple(
    BASE + name
    for name in (
        "after-schedule-record.json",
        "schedule-view.json",
        "schedule-reminder-presentation.json",
        "schedule-error.json",
        *(
            f"tools/schedule-{tool}.json#/$defs/{part}"
            for tool in ("create", "list", "delete")
            for part in ("arguments", "output")
        ),
    )
)
_BLACK_MODE = Mode(target_versions={TargetVersion.PY311}, line_length=100)


@dataclass(frozen=True)
class Output:
    """One generated file: its path relative to the project root and its full text."""

    path: str
    text: str


def build_outputs(root: Path) -> list[Output]:
    schema_set = load_schema_set(root / "schemas")
    specs = load_tool_specs(schema_set)
    all_schemas = "schemas/*.json and schemas/tools/*.json"
    models = render_models(
        schema_set, MODEL_ROOT, MODEL_ENTRIES, PYTHON_BANNER.format(source=all_schemas)
    )
    return [
        Output(
            "generated/struct_base.py",
            format_python(
                PYTHON_BANNER.format(source="generator/models.py") + "\n" + STRUCT_BASE_SOURCE
            ),
        ),
        Output("generated/models.py", format_python(models)),
        Output(
            "generated/validators.py",
            format_python(
                PYTHON_BANNER.format(source=all_schemas) + "\n" + _render_validators(schema_set)
            ),
        ),
        Output(
            "generated/contracts.py",
            format_python(
                render_template(
                    "contracts.py.j2",
                    banner=PYTHON_BANNER.format(source="schemas/tools/*.json"),
                    specs=specs,
                )
            ),
        ),
        Output("docs/tool-catalog.md", render_catalog(specs)),
    ]


def _render_validators(schema_set: SchemaSet) -> str:
    """The compiler names documents by `$id`; report its refusals by file like every other."""
    documents = {uri: document.schema for uri, document in schema_set.documents.items()}
    try:
        return render_validators_module(documents, VALIDATOR_ENTRY_POINTS)
    except GeneratorError as error:
        document = schema_set.documents.get(error.file)
        if document is None:
            raise
        raise GeneratorError(document.file, error.pointer, error.message) from None


def format_python(source: str) -> str:
    """Format with the pinned black so output is byte-identical everywhere."""
    return format_str(source, mode=_BLACK_MODE)


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
