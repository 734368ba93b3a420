"""Bundles schemas that span several files into one self-contained schema.

Hosts register tool schemas without our files beside them, and datamodel-code-generator reads
one document, so references across files are rewritten: a reference to a named schema (a file's
root or a `$defs` entry, named by its `title`) becomes `#/$defs/<title>` with the target copied
into the bundle's `$defs` once; a reference to anything else (such as another schema's property)
is inlined, the referring site's annotations winning over the target's.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urldefrag, urljoin

from dsh_schedule.generator.errors import GeneratorError
from dsh_schedule.generator.schema_set import Schema, SchemaSet

_ANNOTATIONS = frozenset({"description", "title", "$comment"})
_DEFS_ENTRY = re.compile(r"/\$defs/[^/]+")


class Bundler:
    """Collects the named schemas reached from one or more entry points."""

    def __init__(self, schema_set: SchemaSet) -> None:
        self._schemas = schema_set
        self.defs: dict[str, Schema] = {}
        self._uri_of_name: dict[str, str] = {}

    def bundle(self, uri: str) -> Schema:
        """The schema at `uri` as a self-contained schema with its own `$defs`."""
        root: Schema = self._rewrite(self._target(uri, uri), uri, uri)
        if self.defs:
            root["$defs"] = dict(self.defs)
        return root

    def include(self, uri: str) -> str:
        """Copy the named schema at `uri` into `defs` (once) and return its name."""
        name = self._name_of(uri)
        if name is None:
            raise GeneratorError(self._file(uri), urldefrag(uri).fragment, "schema has no title")
        known = self._uri_of_name.get(name)
        if known is not None:
            if known != uri:
                raise GeneratorError(
                    self._file(uri), "/title", f"title {name} is also used by {known}"
                )
            return name
        self._uri_of_name[name] = uri
        self.defs[name] = {}
        self.defs[name] = self._rewrite(self._target(uri, uri), uri, uri)
        return name

    def _name_of(self, uri: str) -> str | None:
        fragment = urldefrag(uri).fragment
        if fragment and not _DEFS_ENTRY.fullmatch(fragment):
            return None
        title = self._target(uri, uri).get("title")
        return title if isinstance(title, str) else None

    def _target(self, base: str, ref: str) -> Schema:
        _, schema = self._schemas.resolve(base, ref)
        if not isinstance(schema, dict):
            raise GeneratorError(
                self._file(base), urldefrag(ref).fragment, "expected a schema object"
            )
        return schema

    def _file(self, uri: str) -> str:
        document = self._schemas.documents.get(urldefrag(uri).url)
        return document.file if document else uri

    def _rewrite(self, node: Any, base: str, here: str) -> Any:
        if isinstance(node, list):
            return [self._rewrite(item, base, here) for item in node]
        if not isinstance(node, dict):
            return node
        if isinstance(node.get("$id"), str):
            base = urljoin(base, node["$id"])
        out: Schema = {}
        for key, value in node.items():
            if key in ("$schema", "$id", "$defs"):
                continue
            if key == "$ref":
                continue
            out[key] = self._rewrite(value, base, here)
        ref = node.get("$ref")
        if not isinstance(ref, str):
            return out
        target_uri = urljoin(base, ref)
        if self._name_of(target_uri) is not None:
            return {**out, "$ref": f"#/$defs/{self.include(target_uri)}"}
        inlined = self._rewrite(self._target(base, ref), target_uri, here)
        for key, value in out.items():
            if key in inlined and key not in _ANNOTATIONS and inlined[key] != value:
                raise GeneratorError(self._file(here), "", f"cannot inline {ref}: {key} differs")
            inlined[key] = value
        return inlined
