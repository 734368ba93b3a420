"""The `.d.ts` of a JavaScript module the backend rendered: `validateX` and `isValidX` for
each entry point, the error type, and the schemas' TypeScript types (`isValidX` narrows its
argument to type X); and the `.d.mts` that points TypeScript at it when a host imports the
`.mjs`. Used for the project's generated/validators.d.ts and by `dsh-schedule compile`.
"""

from __future__ import annotations

import json

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.javascript.module import export_name
from dsh_schedule.compiler.backends.javascript.typescript import TypeWriter, type_name
from dsh_schedule.compiler.resolve import Resolver

ERROR_TYPE = """\
/** One error: a JSON pointer into the instance, the failing keyword, a message, and the
 * location (URI and JSON pointer) of that keyword in the schema. */
export interface ValidationError {
  path: string;
  keyword: string;
  message: string;
  schemaPath: string;
}"""


def declarations(module: ir.ModuleIR, resolver: Resolver, header: str) -> str:
    """The `.d.ts` text for `module`, lowered over `resolver`; `header` opens it."""
    types = TypeWriter(resolver)
    functions = []
    for entry in module.entries:
        public = export_name(entry.name)
        location = resolver.lookup(module.schemas[entry.schema].location)
        assert location is not None
        schema = resolver.schema(location)
        title = schema.get("title") if isinstance(schema, dict) else None
        declared = types.named(location, None if isinstance(title, str) else type_name(public))
        label = json.dumps(entry.label)[1:-1].replace("*/", "*\\/")
        functions += [
            f"/** Every error of {label} (an empty array means valid). */",
            f"export declare function validate{public}(instance: unknown): ValidationError[];",
            f"/** Whether the instance is valid against {label}. */",
            f"export declare function isValid{public}(instance: unknown): instance is {declared};",
        ]
    lines = [header, "", ERROR_TYPE, "", *functions]
    for declaration in types.declarations:
        if declaration:
            lines += ["", *declaration]
    return "\n".join(lines) + "\n"


def module_pointer(header: str, stem: str) -> str:
    """The `.d.mts` beside `STEM.mjs`: TypeScript looks for it when a host imports the `.mjs`
    (module resolution node16, nodenext or bundler), and it points at `STEM.d.ts`."""
    return f"{header}\nexport * from {json.dumps('./' + stem + '.js')};\n"
