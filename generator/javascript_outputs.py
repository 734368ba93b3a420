"""generated/validators.mjs and generated/validators.d.ts: the project's schemas for
JavaScript and TypeScript hosts, from the same IR as the Python validators.

The entry points are those of generated/validators.py (`validate_schedule_change` there is
`validateScheduleChange` here), and the `.d.ts` declares them with the error type and the
schemas' TypeScript types (`isValidX` narrows its argument to type X).
"""

from __future__ import annotations

from dsh_schedule.generator.project_ir import project_module
from dsh_schedule.generator.render_javascript import export_name, render_module
from dsh_schedule.generator.schema_files import SchemaFiles
from dsh_schedule.generator.typescript_types import TypeWriter, type_name

JS_BANNER = """\
// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from {source}.
// Change the schemas or the generator instead, then run `make generate`."""

ERROR_TYPE = """\
/** One error: a JSON pointer into the instance, the failing keyword, a message, and the
 * location (URI and JSON pointer) of that keyword in the schema. */
export interface ValidationError {
  path: string;
  keyword: string;
  message: string;
  schemaPath: string;
}"""


def render_javascript_outputs(schemas: SchemaFiles, source: str) -> tuple[str, str]:
    """(validators.mjs, validators.d.ts)."""
    module, resolver = project_module(schemas, source)
    banner = JS_BANNER.format(source=source)
    script = banner + "\n" + render_module(module)
    types = TypeWriter(resolver)
    functions = []
    for entry in module.entries:
        public = export_name(entry.name)
        location = resolver.lookup(module.schemas[entry.schema].location)
        assert location is not None
        schema = resolver.schema(location)
        title = schema.get("title") if isinstance(schema, dict) else None
        declared = types.named(location, None if isinstance(title, str) else type_name(public))
        functions += [
            f"/** Every error of {entry.label} (an empty array means valid). */",
            f"export declare function validate{public}(instance: unknown): ValidationError[];",
            f"/** Whether the instance is valid against {entry.label}. */",
            f"export declare function isValid{public}(instance: unknown): instance is {declared};",
        ]
    lines = [banner, "", ERROR_TYPE, "", *functions]
    for declaration in types.declarations:
        lines += ["", *declaration]
    return script, "\n".join(lines) + "\n"


def module_declarations(source: str) -> str:
    """validators.d.mts: TypeScript looks for it when a host imports `validators.mjs`
    (module resolution node16/nodenext/bundler); it points at the declarations of .d.ts."""
    return JS_BANNER.format(source=source) + '\nexport * from "./validators.js";\n'
