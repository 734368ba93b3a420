"""Loads schemas/ and checks it whole before anything is generated.

Each file must be a JSON object that validates against the 2020-12 metaschema and carries a
unique absolute `$id`; the documents go into one `SchemaIndex`, which refuses keywords outside
the supported subset, and every `$ref` must land on a subschema. A file in `schemas/tools/` is
a tool contract: its title names the tool, its description is what the model reads, its
`$defs/arguments` and `$defs/output` are the two schemas, and `x-catalog-order` places it in
the catalog. Nothing else lists the schemas or the tools: adding a tool is adding its file.

Protocol versions sit side by side: `schemas/` holds version 1 and `schemas/v2/` version 2, each
with its own `tools/` folder. A tool keeps its name in every version; what is generated for a
later version carries the version in its name (`validate_schedule_create_v2_arguments`,
`SCHEDULE_CREATE_V2`); file names and titles are unique across versions (the bundler checks
titles).

`schemas/ops/` describes what operations commands print (`status --json`), not the protocol:
nothing is generated from it, and it changes no generated file.

Failures are `SchemaError`s naming the file and the JSON pointer, so a broken schema stops
generation before a single file is written.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from dsh_schedule.compiler import SchemaError, load_schema, split_fragment
from dsh_schedule.generator.keywords import CATALOG_ORDER, DIALECT
from dsh_schedule.generator.schema_index import SchemaIndex

VERSIONS = (1, 2)
"""The protocol versions, each with its folder of schemas: `schemas/`, then `schemas/vN/`."""
TOOL_PARTS = ("arguments", "output")
OPERATIONS_FOLDER = "ops"
"""The folder of `schemas/` that describes command output; the generator leaves it alone."""


def protocol_schema_paths(schemas_dir: Path) -> list[Path]:
    """Every `*.json` below `schemas_dir`, sorted, but those of `OPERATIONS_FOLDER`."""
    operations = schemas_dir / OPERATIONS_FOLDER
    return [path for path in sorted(schemas_dir.rglob("*.json")) if operations not in path.parents]


def version_folder(version: int) -> str:
    """The folder (from the project root) of a protocol version's schemas."""
    return "schemas/" if version == 1 else f"schemas/v{version}/"


def version_suffix(version: int) -> str:
    """What names generated for a version end with: nothing for 1, `_v2` for 2."""
    return "" if version == 1 else f"_v{version}"


@dataclass(frozen=True)
class SchemaFile:
    """One schema file: its path (from the project root), its `$id` and its content."""

    file: str
    uri: str
    schema: dict[str, Any]
    version: int = 1

    @property
    def stem(self) -> str:
        """The file name without folder and extension, dashes as underscores."""
        return self.file.rsplit("/", 1)[-1].removesuffix(".json").replace("-", "_")

    @property
    def title(self) -> str:
        title = self.schema.get("title")
        assert isinstance(title, str), self.file  # checked for tools by load_schema_files
        return title


@dataclass(frozen=True)
class SchemaFiles:
    """Every schema file in one index; `shared` in path order, `tools` in catalog order."""

    index: SchemaIndex
    shared: tuple[SchemaFile, ...]
    tools: tuple[SchemaFile, ...]
    """Every version's tools: version 1's in catalog order, then version 2's."""

    def tools_of(self, version: int) -> tuple[SchemaFile, ...]:
        """One protocol version's tools, in catalog order."""
        return tuple(tool for tool in self.tools if tool.version == version)

    def file_of(self, uri: str) -> str:
        head, _ = split_fragment(uri)
        for document in (*self.shared, *self.tools):
            if document.uri == head:
                return document.file
        return uri

    @contextmanager
    def naming_files(self) -> Iterator[None]:
        """Errors raised inside name the file where the index names the `$id`."""
        try:
            yield
        except SchemaError as error:
            raise SchemaError(self.file_of(error.file), error.pointer, error.message) from None


def load_schema_files(schemas_dir: Path) -> SchemaFiles:
    """Read and check every protocol schema below `schemas_dir`, in sorted order."""
    documents: dict[str, SchemaFile] = {}
    for path in protocol_schema_paths(schemas_dir):
        file = path.relative_to(schemas_dir.parent).as_posix()
        schema = _read_json(path, file)
        _check_metaschema(schema, file)
        uri = schema.get("$id")
        if not isinstance(uri, str) or split_fragment(uri)[1] or "://" not in uri:
            raise SchemaError(file, "/$id", "every schema needs an absolute $id without fragment")
        if uri in documents:
            raise SchemaError(file, "/$id", f"$id {uri} is also used by {documents[uri].file}")
        documents[uri] = SchemaFile(file, uri, schema, _version_of(file))
    if not documents:
        raise SchemaError(schemas_dir.as_posix(), "", "no schema files found")
    index = SchemaIndex({})
    tools = tuple(d for d in documents.values() if _is_tool(d))
    shared = tuple(d for d in documents.values() if not _is_tool(d))
    loaded = SchemaFiles(index, shared, tools)
    with loaded.naming_files():
        for document in documents.values():
            index.add_document(document.uri, document.schema)
        index.check_references()
    ordered = tuple(
        tool
        for version in VERSIONS
        for tool in _catalog_order(tuple(t for t in tools if t.version == version))
    )
    return replace(loaded, tools=ordered)


def _version_of(file: str) -> int:
    """The protocol version a schema file belongs to, by its folder."""
    for version in reversed(VERSIONS):
        if file.startswith(version_folder(version)):
            return version
    raise AssertionError(file)  # every file is below schemas/


def _is_tool(document: SchemaFile) -> bool:
    return document.file.startswith(version_folder(document.version) + "tools/")


def _catalog_order(tools: tuple[SchemaFile, ...]) -> tuple[SchemaFile, ...]:
    """One version's tool contract files, each checked, by `x-catalog-order`."""
    places: dict[float, SchemaFile] = {}
    for tool in tools:
        schema = tool.schema
        for key in ("title", "description"):
            if not isinstance(schema.get(key), str):
                raise SchemaError(tool.file, f"/{key}", "a tool contract needs a string here")
        if not schema["title"].isidentifier():
            raise SchemaError(tool.file, "/title", "a tool name must be a Python name")
        for part in TOOL_PARTS:
            if part not in schema.get("$defs", {}):
                raise SchemaError(
                    tool.file, f"/$defs/{part}", "a tool contract needs this definition"
                )
        place = schema.get(CATALOG_ORDER)  # a count, as the index checked
        if place is None:
            message = "a tool contract needs its place in the catalog"
            raise SchemaError(tool.file, f"/{CATALOG_ORDER}", message)
        if place in places:
            message = f"{places[place].file} has the same place in the catalog"
            raise SchemaError(tool.file, f"/{CATALOG_ORDER}", message)
        places[place] = tool
    return tuple(places[place] for place in sorted(places))


def _read_json(path: Path, file: str) -> dict[str, Any]:
    value = load_schema(path.read_text(encoding="utf-8"), file)  # strict: no NaN, no repeated key
    if not isinstance(value, dict):
        raise SchemaError(file, "", "a schema file must hold a JSON object")
    return value


def _check_metaschema(schema: dict[str, Any], file: str) -> None:
    if schema.get("$schema") != DIALECT:
        raise SchemaError(file, "/$schema", f"must be {DIALECT}")
    error = next(
        iter(Draft202012Validator(Draft202012Validator.META_SCHEMA).iter_errors(schema)), None
    )
    if error is not None:
        pointer = "".join(f"/{part}" for part in error.absolute_path)
        raise SchemaError(file, pointer, f"not a valid 2020-12 schema: {error.message}")
