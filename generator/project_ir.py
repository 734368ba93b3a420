"""The IR of the project's own validators, which generated/validators.py and
generated/validators.mjs both render.

The entry points are those of `entry_points.py` (`validate_schedule_change` names the entry
`schedule_change`), each labelled with its schema file.
"""

from __future__ import annotations

from dsh_schedule.compiler import ModuleIR, Resolver, lower_module
from dsh_schedule.generator.entry_points import validator_entry_points
from dsh_schedule.generator.schema_files import SchemaFiles


def project_module(schemas: SchemaFiles, source: str) -> tuple[ModuleIR, Resolver]:
    """The IR of every project validator, and the resolver it was lowered over."""
    documents = [*schemas.shared, *schemas.tools]
    resolver = Resolver({document.uri: document.schema for document in documents})
    entries = []
    for function, uri in validator_entry_points(schemas):
        location = resolver.lookup(uri)
        assert location is not None, uri
        entries.append((function.removeprefix("validate_"), location, schemas.file_of(uri)))
    return lower_module(resolver, entries, source), resolver
