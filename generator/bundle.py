"""Bundles schemas that span several files into one self-contained schema.

Hosts register tool schemas without our files beside them, and datamodel-code-generator reads
one document, so references across files are rewritten: a reference to a named schema (a file's
root or a `$defs` entry, named by its `title`) becomes `#/$defs/<title>` with the target copied
into the bundle's `$defs` once; a reference to anything else (such as another schema's property)
is inlined, the referring site's annotations winning over the target's. The schemas are read
through the index, so references resolve exactly as the validators resolve them.
"""

from __future__ import annotations

import copy
from typing import Any

from dsh_schedule.compiler import SchemaError, format_pointer
from dsh_schedule.generator.keywords import (
    ANNOTATIONS,
    CORE,
    SCHEMA_LISTS,
    SCHEMA_MAPS,
    SCHEMA_VALUES,
)
from dsh_schedule.generator.schema_index import Node, SchemaIndex

Schema = dict[str, Any]


class Bundler:
    """The named schemas reached from any number of entry points, each copied once into
    `defs`: a title names one schema only, across everything this bundler reads."""

    def __init__(self, index: SchemaIndex) -> None:
        self.index = index
        self.defs: dict[str, Schema] = {}
        self.nodes: dict[str, Node] = {}  # the schema each name in `defs` was copied from
        self._needs: dict[str, list[str]] = {}  # the names each definition refers to

    def bundle(self, uri: str) -> tuple[Schema, list[str]]:
        """The schema at `uri` rewritten, and the names in `defs` it needs, in the order a
        reader meets them (each the first time, before what it needs in turn)."""
        reached: list[str] = []
        root = self._rewrite(self.index.lookup(uri), reached)
        needed: list[str] = []
        pending = list(reversed(reached))
        while pending:
            name = pending.pop()
            if name not in needed:
                needed.append(name)
                pending.extend(reversed(self._needs[name]))
        return root, needed

    def include(self, uri: str) -> str:
        """Copy the named schema at `uri` into `defs` (once) and return its name."""
        return self._include(self.index.lookup(uri))

    def _include(self, node: Node) -> str:
        name = self._name_of(node)
        if name is None:
            raise SchemaError(node.document, format_pointer(node.pointer), "schema has no title")
        known = self.nodes.get(name)
        if known is None:
            self.nodes[name] = node
            self.defs[name] = {}  # its place, taken before what it refers to takes theirs
            self._needs[name] = []
            self.defs[name] = self._rewrite(node, self._needs[name])
        elif known.key != node.key:
            raise node.error("title", f"title {name} is also used by {known.where}")
        return name

    def _name_of(self, node: Node) -> str | None:
        """The title of a file's root or of one of its `$defs`; None for anything else."""
        named = node.pointer == () or (len(node.pointer) == 2 and node.pointer[0] == "$defs")
        title = node.schema.get("title") if isinstance(node.schema, dict) else None
        return title if named and isinstance(title, str) else None

    def _rewrite(self, node: Node, reached: list[str]) -> Any:
        """`node` without core keywords, its references rewritten; appends to `reached` the
        name of every named schema it refers to."""
        schema = node.schema
        if isinstance(schema, bool):
            return schema
        out: Schema = {}
        for key, value in schema.items():
            if key in CORE or key == "$ref":
                continue
            if key in SCHEMA_MAPS:
                out[key] = {
                    name: self._rewrite(self.index.child(node, key, name), reached)
                    for name in value
                }
            elif key in SCHEMA_LISTS:
                out[key] = [
                    self._rewrite(self.index.child(node, key, str(i)), reached)
                    for i in range(len(value))
                ]
            elif key in SCHEMA_VALUES:
                out[key] = self._rewrite(self.index.child(node, key), reached)
            else:
                out[key] = copy.deepcopy(value)
        if "$ref" not in schema:
            return out
        target = self.index.ref_target(node)
        if self._name_of(target) is not None:
            name = self._include(target)
            reached.append(name)
            return {**out, "$ref": f"#/$defs/{name}"}
        inlined = self._rewrite(target, reached)
        if not isinstance(inlined, dict):
            raise node.error("$ref", "cannot inline a boolean schema")
        for key, value in out.items():
            if key in inlined and key not in ANNOTATIONS and inlined[key] != value:
                raise node.error("$ref", f"cannot inline {schema['$ref']}: {key} differs")
            inlined[key] = value
        return inlined
