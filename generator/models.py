"""Emits generated/models.py through datamodel-code-generator.

Every schema a validator is generated for is bundled into one document first, so the models land
in one module (datamodel-code-generator needs a root: the first of them). The options are
passed explicitly: msgspec Structs, camelCase field names kept, `const` as `Literal`, and a shared
base class that forbids unknown fields and freezes instances (msgspec ignores `--extra-fields
forbid` unless the base class says so). Its own black pass is left out: the module is laid out
once, by the pinned black of python_format, like every generated file.

Two things the models cannot say follow them, derived from the same schemas: each tagged union's
tags as a `Literal` (so code that names a tag is type-checked), and the properties each model's
schema declares, in schema order (msgspec keeps a tag apart from the fields).
"""

from __future__ import annotations

import ast
import warnings
from typing import Any

from dsh_schedule.compiler import py_str
from dsh_schedule.generator.bundle import Bundler
from dsh_schedule.generator.entry_points import validator_entry_points
from dsh_schedule.generator.schema_files import SchemaFiles
from dsh_schedule.generator.tagged_unions import tags

BASE_CLASS = "dsh_schedule.generated.struct_base.StrictStruct"

STRUCT_BASE_SOURCE = '''\
"""The base of every generated model: unknown fields are an error and instances are frozen."""

import msgspec


class StrictStruct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Typed access to a schema value; the generated validators remain the authority."""
'''


def render_models(schemas: SchemaFiles, header: str) -> str:
    """One msgspec module: a model for every schema a validator is generated for, and for every
    named schema those reach. datamodel-code-generator is imported here, when models are made:
    a generation that reuses generated/models.py never loads it."""
    from datamodel_code_generator import InputFileType, LiteralType, PythonVersion, generate
    from datamodel_code_generator.enums import DataModelType
    from datamodel_code_generator.format import Formatter

    bundler = Bundler(schemas.index)
    entries = [uri for _, uri in validator_entry_points(schemas)]
    document, _ = bundler.bundle(entries[0])
    for uri in entries:
        bundler.include(uri)
    document["$defs"] = bundler.defs
    document = _fields_kept(document)
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
            additional_imports=["typing.Literal", "typing.TypeAlias"],
            # isort merges the imports; black lays the module out once, with every output
            formatters=[Formatter.ISORT],
        )
    assert isinstance(source, str)
    return source + _derived(bundler, source)


def _fields_kept(node: Any) -> Any:
    """`node` with each `kind` constant written as the one branch of an anyOf (the same value).

    datamodel-code-generator turns a property that is constant in every member of a union into
    a msgspec tag, which leaves the fields. `kind` must stay a field: the after record is a
    model of its own in version 1 and a member of the record union in version 2, and code reads
    `record.kind` of every kind."""
    if isinstance(node, list):
        return [_fields_kept(item) for item in node]
    if not isinstance(node, dict):
        return node
    copied = {key: _fields_kept(value) for key, value in node.items()}
    kind = copied.get("properties", {}).get("kind")
    if isinstance(kind, dict) and "const" in kind:
        copied["properties"]["kind"] = {
            **{k: v for k, v in kind.items() if k != "const"},
            "anyOf": [{"const": kind["const"]}],
        }
    return copied


def _derived(bundler: Bundler, source: str) -> str:
    """The tag literals and the property names, for the models `source` defines."""
    classes = {n.name for n in ast.parse(source).body if isinstance(n, ast.ClassDef)}
    lines: list[str] = []
    for name, node in sorted(bundler.nodes.items()):
        found = tags(bundler.index, node)
        if found is not None:
            key, values = found
            alias = name + key[:1].upper() + key[1:]
            lines += [
                f"{alias}: TypeAlias = Literal[{', '.join(map(py_str, values))}]",
                f'"""The `{key}` of each {name}."""',
                "",
            ]
    lines.append("PROPERTY_NAMES: dict[type[StrictStruct], tuple[str, ...]] = {")
    for name, schema in sorted(bundler.defs.items()):
        if name in classes:
            properties: dict[str, Any] = schema.get("properties", {})
            names = [py_str(key) for key in properties]
            lines.append(f"    {name}: ({', '.join(names)}{',' if len(names) == 1 else ''}),")
    lines += [
        "}",
        '"""The properties each model\'s schema declares, in schema order (a tagged model\'s tag'
        ' among them)."""',
    ]
    return "\n\n" + "\n".join(lines) + "\n"
