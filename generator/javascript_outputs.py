"""generated/validators.mjs and generated/validators.d.ts: the project's schemas for
JavaScript and TypeScript hosts, from the same IR as the Python validators.

The entry points are those of generated/validators.py (`validate_schedule_change` there is
`validateScheduleChange` here), and the `.d.ts` declares them with the error type and the
schemas' TypeScript types (`isValidX` narrows its argument to type X).
"""

from __future__ import annotations

from dsh_schedule.generator.entry_points import validator_entry_points
from dsh_schedule.generator.ir import ModuleIR
from dsh_schedule.generator.javascript_declarations import declarations, module_pointer
from dsh_schedule.generator.lower import lower
from dsh_schedule.generator.render_javascript import render_module
from dsh_schedule.generator.resolve import Resolver
from dsh_schedule.generator.schema_files import SchemaFiles

JS_BANNER = """\
// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from {source}.
// Change the schemas or the generator instead, then run `make generate`."""


def project_module(schemas: SchemaFiles, source: str) -> tuple[ModuleIR, Resolver]:
    """The IR of every project validator (named as in generated/validators.py, without the
    `validate_` prefix), and the resolver it was lowered over."""
    documents = [*schemas.shared, *schemas.tools]
    resolver = Resolver({document.uri: document.schema for document in documents})
    entries = []
    for function, uri in validator_entry_points(schemas):
        location = resolver.lookup(uri)
        assert location is not None, uri
        entries.append((function.removeprefix("validate_"), location, schemas.file_of(uri)))
    return lower(resolver, entries, source), resolver


def render_javascript_outputs(schemas: SchemaFiles, source: str) -> tuple[str, str]:
    """(validators.mjs, validators.d.ts)."""
    module, resolver = project_module(schemas, source)
    banner = JS_BANNER.format(source=source)
    return banner + "\n" + render_module(module), declarations(module, resolver, banner)


def module_declarations(source: str) -> str:
    """validators.d.mts: TypeScript looks for it when a host imports `validators.mjs`; it
    points at the declarations of validators.d.ts."""
    return module_pointer(JS_BANNER.format(source=source), "validators")
