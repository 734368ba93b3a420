"""The JSON Schema compiler: anyone's schemas in, standalone validators out (Python, JavaScript).

`compile_module` and `compile_validator` compile schemas by name. A program that names its own
entry points (the project's generator) resolves documents with `Resolver`, lowers them once
with `lower_module` into a `ModuleIR`, and renders that with `render_python_module`,
`render_javascript_module` and `typescript_declarations`.

Importing this package loads only `CompiledValidator` and `SchemaError`; every other name loads
on first use, so that a process importing `dsh_schedule` (each command, each host process) does
not pay for a compiler it never runs. No public name is spelled like a module of the package:
importing that module would put the module in the name's place.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Unpack

if __name__ != "dsh_schedule.compiler":  # the folder is also on sys.path from the checkout
    raise ImportError(f"import dsh_schedule.compiler instead of {__name__} (one name per module)")

from dsh_schedule.compiler.compiled import DEFAULT_BASE as DEFAULT_BASE
from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH as DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.compiled import CompiledValidator as CompiledValidator
from dsh_schedule.compiler.compiled import CompileOptions, ValidatorOptions
from dsh_schedule.compiler.errors import SchemaError as SchemaError

if TYPE_CHECKING:
    from dsh_schedule.compiler.backends.javascript.declarations import (
        declarations as typescript_declarations,
    )
    from dsh_schedule.compiler.backends.javascript.declarations import (
        module_pointer as typescript_module_pointer,
    )
    from dsh_schedule.compiler.backends.javascript.module import (
        render_module as render_javascript_module,
    )
    from dsh_schedule.compiler.backends.python.literals import py_str, py_text, py_value
    from dsh_schedule.compiler.backends.python.module import render_module as render_python_module
    from dsh_schedule.compiler.ecma_regex import UnsupportedPattern
    from dsh_schedule.compiler.ecma_regex import translate as translate_pattern
    from dsh_schedule.compiler.ir import ModuleIR
    from dsh_schedule.compiler.lower import lower as lower_module
    from dsh_schedule.compiler.resolve import Resolver
    from dsh_schedule.compiler.schema_json import holds_nan, load_schema
    from dsh_schedule.compiler.uris import (
        ABSENT,
        Pointer,
        follow_pointer,
        format_pointer,
        parse_pointer,
        split_fragment,
    )
    from dsh_schedule.compiler.uris import resolve as resolve_reference

_ON_FIRST_USE = {
    "UnsupportedPattern": ("ecma_regex", "UnsupportedPattern"),
    "translate_pattern": ("ecma_regex", "translate"),
    "ModuleIR": ("ir", "ModuleIR"),
    "typescript_declarations": ("backends.javascript.declarations", "declarations"),
    "typescript_module_pointer": ("backends.javascript.declarations", "module_pointer"),
    "lower_module": ("lower", "lower"),
    "py_str": ("backends.python.literals", "py_str"),
    "py_text": ("backends.python.literals", "py_text"),
    "py_value": ("backends.python.literals", "py_value"),
    "render_javascript_module": ("backends.javascript.module", "render_module"),
    "render_python_module": ("backends.python.module", "render_module"),
    "Resolver": ("resolve", "Resolver"),
    "holds_nan": ("schema_json", "holds_nan"),
    "load_schema": ("schema_json", "load_schema"),
    "ABSENT": ("uris", "ABSENT"),
    "Pointer": ("uris", "Pointer"),
    "follow_pointer": ("uris", "follow_pointer"),
    "format_pointer": ("uris", "format_pointer"),
    "parse_pointer": ("uris", "parse_pointer"),
    "resolve_reference": ("uris", "resolve"),
    "split_fragment": ("uris", "split_fragment"),
}
"""The public names that live in the compiler's modules: (module, name), loaded when asked for."""

__all__ = [
    "ABSENT",
    "DEFAULT_BASE",
    "DEFAULT_MAX_DEPTH",
    "CompiledValidator",
    "ModuleIR",
    "Pointer",
    "Resolver",
    "SchemaError",
    "UnsupportedPattern",
    "compile_module",
    "compile_validator",
    "follow_pointer",
    "format_pointer",
    "holds_nan",
    "load_schema",
    "lower_module",
    "parse_pointer",
    "py_str",
    "py_text",
    "py_value",
    "render_javascript_module",
    "render_python_module",
    "resolve_reference",
    "split_fragment",
    "translate_pattern",
    "typescript_declarations",
    "typescript_module_pointer",
]


def __getattr__(name: str) -> Any:
    if name not in _ON_FIRST_USE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = _ON_FIRST_USE[name]
    value = getattr(importlib.import_module(f"{__name__}.{module}"), attribute)
    globals()[name] = value
    return value


def compile_module(
    schemas: Mapping[str, Any], *, lang: str = "python", **options: Unpack[CompileOptions]
) -> str:
    """The source of one standalone module with `validate_NAME` and `is_valid_NAME` for each
    (NAME, schema), in `lang` ("python" or "javascript"). The options: `bases` gives a schema's
    retrieval URI (default DEFAULT_BASE:NAME), `registry` the documents its references may
    reach, by absolute URI; `format_assertion` (default False) asserts the formats that have
    checkers (unknown ones stay annotations); `source` names what the schemas came from in the
    module's header; a document nested more than `max_depth` (DEFAULT_MAX_DEPTH) levels is
    refused, and an instance so nested is one `depth` error; every pattern is matched in time
    linear in its input unless `allow_backtracking` (which accepts lookaround and
    back-references, matched by the host's backtracking engine). A resource is read by the
    draft its `$schema` names, else by `draft` ("7", "2019-09" or "2020-12", the default). A
    schema the compiler cannot handle raises SchemaError naming the document and JSON pointer;
    a bad name, language or draft is a ValueError."""
    from dsh_schedule.compiler import compile_schema

    return compile_schema.compile_module(schemas, lang=lang, **options)


def compile_validator(
    schema: Any, *, base: str = DEFAULT_BASE, **options: Unpack[ValidatorOptions]
) -> CompiledValidator:
    """Compile one schema (retrieved from `base`; the options as `compile_module`'s) and load
    it."""
    from dsh_schedule.compiler import compile_schema

    return compile_schema.compile_validator(schema, base=base, **options)
