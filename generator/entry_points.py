"""The validators generated/validators.py exposes, derived from the schema files alone.

Each shared schema file gives `validate_<file name>` (dashes as underscores), and each tool
contract `validate_<tool>_arguments` and `validate_<tool>_output` (`validate_<tool>_v2_...` for a
version 2 contract): the shared files in path order, then the tools of each version in catalog
order. Every one has its `is_valid_*` twin.
"""

from __future__ import annotations

from dsh_schedule.compiler import SchemaError
from dsh_schedule.generator.schema_files import (
    TOOL_PARTS,
    VERSIONS,
    SchemaFile,
    SchemaFiles,
    version_suffix,
)


def validator_entry_points(schemas: SchemaFiles) -> list[tuple[str, str]]:
    """(function name, schema URI) for every validator, in output order."""
    entries: dict[str, tuple[str, SchemaFile]] = {}
    for document in schemas.shared:
        _add(entries, f"validate_{document.stem}", document.uri, document)
    for tool in schemas.tools:
        for part in TOOL_PARTS:
            _add(entries, tool_validator(tool, part), part_uri(tool, part), tool)
    return [(name, uri) for name, (uri, _) in entries.items()]


def tool_validator(tool: SchemaFile, part: str) -> str:
    """The name of a tool contract's `arguments` or `output` validator."""
    return f"validate_{tool.title}{version_suffix(tool.version)}_{part}"


def tool_validators(schemas: SchemaFiles) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """Each version's table (`TOOL_VALIDATORS`, `TOOL_VALIDATORS_V2`) of (tool name, arguments
    validator, output validator), in catalog order; versions without tools have none."""
    tables = []
    for version in VERSIONS:
        rows = [
            (tool.title, tool_validator(tool, "arguments"), tool_validator(tool, "output"))
            for tool in schemas.tools_of(version)
        ]
        if rows:
            tables.append(("TOOL_VALIDATORS" + version_suffix(version).upper(), rows))
    return tables


def part_uri(tool: SchemaFile, part: str) -> str:
    """The URI of a tool contract's `arguments` or `output` schema."""
    return f"{tool.uri}#/$defs/{part}"


def _add(
    entries: dict[str, tuple[str, SchemaFile]], name: str, uri: str, document: SchemaFile
) -> None:
    if not name.isidentifier():
        raise SchemaError(document.file, "", "the file name must make a Python name")
    if name in entries:
        message = f"its validator would be {name}, like that of {entries[name][1].file}"
        raise SchemaError(document.file, "", message)
    entries[name] = (uri, document)
