"""The three tool contracts, read from schemas/tools/ and bundled for hosts."""

from __future__ import annotations

from dsh_schedule.generator.bundle import Bundler
from dsh_schedule.generator.errors import GeneratorError
from dsh_schedule.generator.schema_set import SchemaSet
from dsh_schedule.generator.tool_spec import ToolSpec

TOOL_FILES = (
    "schemas/tools/schedule-create.json",
    "schemas/tools/schedule-list.json",
    "schemas/tools/schedule-delete.json",
)


def load_tool_specs(schema_set: SchemaSet) -> list[ToolSpec]:
    """Bundle each tool file's `arguments` and `output` definitions, in catalog order."""
    specs = []
    for file in TOOL_FILES:
        try:
            document = schema_set.by_file(file)
        except KeyError:
            raise GeneratorError(file, "", "tool contract file is missing") from None
        schema = document.schema
        for key in ("title", "description"):
            if not isinstance(schema.get(key), str):
                raise GeneratorError(file, f"/{key}", "a tool contract needs a string here")
        for name in ("arguments", "output"):
            if name not in schema.get("$defs", {}):
                raise GeneratorError(
                    file, f"/$defs/{name}", "a tool contract needs this definition"
                )
        specs.append(
            ToolSpec(
                name=schema["title"],
                description=schema["description"],
                arguments=Bundler(schema_set).bundle(f"{document.uri}#/$defs/arguments"),
                output=Bundler(schema_set).bundle(f"{document.uri}#/$defs/output"),
                source=file,
            )
        )
    return specs
