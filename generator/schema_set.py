"""Loads schemas/ and checks it whole before anything is generated.

Each document must validate against the 2020-12 metaschema, carry a unique absolute `$id`, and
every `$ref` must land on an existing subschema. Failures are `GeneratorError`s naming the file
and the JSON pointer, so a broken schema stops generation before a single file is written.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urldefrag, urljoin

from jsonschema import Draft202012Validator

from dsh_schedule.generator.errors import GeneratorError

Schema = dict[str, Any]


@dataclass(frozen=True)
class SchemaDocument:
    """One schema file: where it lives (relative to the schemas folder) and what it says."""

    file: str
    uri: str
    schema: Schema


@dataclass(frozen=True)
class SchemaSet:
    """Every schema file, by `$id`, with reference resolution across them."""

    documents: dict[str, SchemaDocument]

    def resolve(self, base_uri: str, ref: str) -> tuple[str, Any]:
        """Return the absolute URI and the subschema that `ref` (read at `base_uri`) names."""
        target = urljoin(base_uri, ref)
        doc_uri, fragment = urldefrag(target)
        document = self.documents.get(doc_uri)
        if document is None:
            raise KeyError(target)
        return target, follow_pointer(document.schema, fragment)

    def by_file(self, file: str) -> SchemaDocument:
        for document in self.documents.values():
            if document.file == file:
                return document
        raise KeyError(file)


def follow_pointer(schema: Any, fragment: str) -> Any:
    """Follow a JSON-pointer fragment (`/a/b`, with ~0 ~1 and percent escapes)."""
    node = schema
    if not fragment:
        return node
    if not fragment.startswith("/"):
        raise KeyError(fragment)
    for raw in fragment[1:].split("/"):
        token = unquote(raw).replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict):
            node = node[token]
        elif isinstance(node, list) and token.isdigit():
            node = node[int(token)]
        else:
            raise KeyError(fragment)
    return node


def load_schema_set(schemas_dir: Path) -> SchemaSet:
    """Read and check every `*.json` below `schemas_dir`, in sorted order."""
    documents: dict[str, SchemaDocument] = {}
    for path in sorted(schemas_dir.rglob("*.json")):
        file = path.relative_to(schemas_dir.parent).as_posix()
        schema = _read_json(path, file)
        _check_metaschema(schema, file)
        uri = schema.get("$id")
        if not isinstance(uri, str) or urldefrag(uri).fragment or "://" not in uri:
            raise GeneratorError(
                file, "/$id", "every schema needs an absolute $id without fragment"
            )
        if uri in documents:
            raise GeneratorError(file, "/$id", f"$id {uri} is also used by {documents[uri].file}")
        documents[uri] = SchemaDocument(file, uri, schema)
    if not documents:
        raise GeneratorError(schemas_dir.as_posix(), "", "no schema files found")
    schema_set = SchemaSet(documents)
    for document in documents.values():
        for pointer, ref in iter_refs(document.schema):
            try:
                schema_set.resolve(document.uri, ref)
            except (KeyError, IndexError):
                raise GeneratorError(
                    document.file, pointer, f"$ref {ref!r} points nowhere"
                ) from None
    return schema_set


def iter_refs(schema: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """Yield (pointer of the `$ref` keyword, reference) for every `$ref` in a document."""
    if isinstance(schema, dict):
        for key, value in schema.items():
            here = f"{pointer}/{key.replace('~', '~0').replace('/', '~1')}"
            if key == "$ref" and isinstance(value, str):
                yield here, value
            else:
                yield from iter_refs(value, here)
    elif isinstance(schema, list):
        for index, item in enumerate(schema):
            yield from iter_refs(item, f"{pointer}/{index}")


def _read_json(path: Path, file: str) -> Schema:
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise GeneratorError(
            file, "", f"not valid JSON: {error.msg} at line {error.lineno}"
        ) from None
    if not isinstance(value, dict):
        raise GeneratorError(file, "", "a schema file must hold a JSON object")
    return value


def _check_metaschema(schema: Schema, file: str) -> None:
    if schema.get("$schema") != "https://json-schema.org/draft/2020-12/schema":
        raise GeneratorError(
            file, "/$schema", "must be https://json-schema.org/draft/2020-12/schema"
        )
    error = next(
        iter(Draft202012Validator(Draft202012Validator.META_SCHEMA).iter_errors(schema)), None
    )
    if error is not None:
        pointer = "".join(f"/{part}" for part in error.absolute_path)
        raise GeneratorError(file, pointer, f"not a valid 2020-12 schema: {error.message}")
