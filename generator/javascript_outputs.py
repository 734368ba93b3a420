"""generated/validators.mjs and generated/validators.d.ts: the project's schemas for
JavaScript and TypeScript hosts, from the same IR as the Python validators.

The entry points are those of generated/validators.py (`validate_schedule_change` there is
`validateScheduleChange` here), and the `.d.ts` declares them with the error type and the
schemas' TypeScript types (`isValidX` narrows its argument to type X).
"""

from __future__ import annotations

from dsh_schedule.compiler import (
    render_javascript_module,
    typescript_declarations,
    typescript_module_pointer,
)
from dsh_schedule.generator.project_ir import project_module
from dsh_schedule.generator.schema_files import SchemaFiles

JS_BANNER = """\
// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from {source}.
// Change the schemas or the generator instead, then run `make generate`."""


def render_javascript_outputs(schemas: SchemaFiles, source: str) -> tuple[str, str]:
    """(validators.mjs, validators.d.ts)."""
    module, resolver = project_module(schemas, source)
    banner = JS_BANNER.format(source=source)
    return banner + "\n" + render_javascript_module(module), typescript_declarations(
        module, resolver, banner
    )


def module_declarations(source: str) -> str:
    """validators.d.mts: TypeScript looks for it when a host imports `validators.mjs`; it
    points at the declarations of validators.d.ts."""
    return typescript_module_pointer(JS_BANNER.format(source=source), "validators")
