"""Emits generated/models.py through datamodel-code-generator.

Every schema is bundled into one document first so the models land in one module. The options
are passed explicitly: msgspec Structs, camelCase field names kept, `const` as `Literal`, and a
shared base class that forbids unknown fields and freezes instances (msgspec ignores
`--extra-fields forbid` unless the base class says so).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import Any

from datamodel_code_generator import InputFileType, LiteralType, PythonVersion, generate
from datamodel_code_generator.enums import DataModelType

from dsh_schedule.generator.bundle import Bundler
from dsh_schedule.generator.schema_set import SchemaSet

BASE_CLASS = "dsh_schedule.generated.struct_base.StrictStruct"

STRUCT_BASE_SOURCE = '''\
"""The base of every generated model: unknown fields are an error and instances are frozen."""

import msgspec


class StrictStruct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Typed access to a schema value; the generated validators remain the authority."""
'''


def render_models(
    schema_set: SchemaSet, root_uri: str, entry_uris: Sequence[str], header: str
) -> str:
    """One msgspec module: the schema at `root_uri` plus every named schema reached from it
    and from `entry_uris`."""
    bundler = Bundler(schema_set)
    document: dict[str, Any] = bundler.bundle(root_uri)
    for uri in entry_uris:
        bundler.include(uri)
    document["$defs"] = bundler.defs
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        source = generate(
            document,
            input_file_type=InputFileType.JsonSchema,
            output_model_type=DataModelType.MsgspecStruct,
            target_python_version=PythonVersion.PY_311,
            base_class=BASE_CLASS,
            extra_fields="forbid",
            use_msgspec_tagged_unions=True,
            use_title_as_name=True,
            use_annotated=True,
            field_constraints=True,
            enum_field_as_literal=LiteralType.All,
            keep_model_order=True,
            disable_timestamp=True,
            custom_file_header=header,
        )
    assert isinstance(source, str)
    return source
