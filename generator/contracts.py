"""Emits generated/contracts.py: every tool contract as an immutable constant.

A contract's schemas are bundled (self-contained, as a host registers them). The contracts share
one bundler, so a named schema they have in common (ScheduleView, each error) is written once,
in `_DEFINITIONS`, and each schema names the ones it needs: the module assembles each schema's
JSON text when it is imported, the same text a bundle of its own would be. Each protocol version
has its tuple: `TOOL_CONTRACTS` (version 1, `SCHEDULE_CREATE`, ...) and `TOOL_CONTRACTS_V2`
(`SCHEDULE_CREATE_V2`, ...).
"""

from __future__ import annotations

from typing import Any

from dsh_schedule.compiler import py_str, py_text, py_value
from dsh_schedule.generator.bundle import Bundler
from dsh_schedule.generator.entry_points import part_uri
from dsh_schedule.generator.keywords import MODEL_DESCRIPTION
from dsh_schedule.generator.schema_files import VERSIONS, SchemaFile, SchemaFiles, version_suffix

TEXT_WIDTH = 72
"""How long a string literal of the module may be (black lays out the rest; at most six levels
of nesting deep, its lines stay within 100 columns)."""

MODULE = '''\
"""The tool contracts as immutable constants for hosts to register.

The schemas are held as JSON text so nothing can mutate them; each accessor returns a fresh
copy. The named schemas that several contracts use are written once, in _DEFINITIONS.
"""

import json
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ToolContract:
    """One tool as its schema file describes it: its name, the description the model reads,
    both schemas and that file. The catalog and the host exports read it; a host registers it,
    bound to a handler, as a ToolDefinition. `model_description` is the shorter text that the
    exports to a provider capping a description's length send instead (the description itself
    when the file gives none)."""

    name: str
    description: str
    arguments_json: str
    output_json: str
    source: str
    model_description: str

    def arguments_schema(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.arguments_json)
        return value

    def output_schema(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.output_json)
        return value


def _bundle(schema: dict[str, Any], *names: str) -> str:
    """`schema` with the named schemas it refers to as its `$defs`, as compact JSON text."""
    if names:
        schema = {**schema, "$defs": {name: _DEFINITIONS[name] for name in names}}
    return json.dumps(schema, ensure_ascii=False, separators=(",", ":"))
'''


def render_contracts(schemas: SchemaFiles, header: str) -> str:
    """The source of generated/contracts.py (black lays it out)."""
    bundler = Bundler(schemas.index)
    contracts: list[str] = []
    for tool in schemas.tools:
        arguments = _bundled(bundler, part_uri(tool, "arguments"))
        output = _bundled(bundler, part_uri(tool, "output"))
        model_description = tool.schema.get(MODEL_DESCRIPTION, tool.schema["description"])
        contracts.append(
            f"{contract_name(tool)} = ToolContract("
            f"name={py_str(tool.title)}, "
            f"description={py_text(tool.schema['description'], TEXT_WIDTH)}, "
            f"arguments_json={arguments}, "
            f"output_json={output}, "
            f"source={py_str(tool.file)}, "
            f"model_description={py_text(model_description, TEXT_WIDTH)})"
        )
    definitions = "".join(
        f"{py_str(name)}: {_literal(schema)}, " for name, schema in bundler.defs.items()
    )
    tables = []
    for version in VERSIONS:
        tools = schemas.tools_of(version)
        if tools:
            names = "".join(f"{contract_name(tool)}, " for tool in tools)
            table = "TOOL_CONTRACTS" + version_suffix(version).upper()
            tables.append(f"{table}: tuple[ToolContract, ...] = ({names})")
    return (
        "\n\n".join(
            [
                header,
                MODULE,
                f"_DEFINITIONS: dict[str, dict[str, Any]] = {{{definitions}}}",
                *contracts,
                *tables,
            ]
        )
        + "\n"
    )


def contract_name(tool: SchemaFile) -> str:
    """The constant that holds a tool's contract: `SCHEDULE_CREATE`, `SCHEDULE_CREATE_V2`."""
    return (tool.title + version_suffix(tool.version)).upper()


def _bundled(bundler: Bundler, uri: str) -> str:
    schema, names = bundler.bundle(uri)
    return f"_bundle({', '.join([_literal(schema), *map(py_str, names)])})"


def _literal(schema: Any) -> str:
    return py_value(schema, TEXT_WIDTH)
