"""Compile JSON Schemas (draft 2020-12 subset) into standalone Python validator source.

`render_validators_module` writes generated/validators.py from our schemas;
`compile_validator` compiles one schema in memory (the conformance suite uses it). Both render
the same Jinja2 template, so what the suite proves is what ships.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol, cast

from jinja2 import Environment, FileSystemLoader, StrictUndefined, Template

from dsh_schedule.generator.compiler_collect import Collector, ExplainFunction
from dsh_schedule.generator.compiler_expr import bind, layout
from dsh_schedule.generator.compiler_fast import FastCompiler
from dsh_schedule.generator.compiler_refs import Node, SchemaIndex
from dsh_schedule.generator.compiler_slow import ErrorFunction, SlowCompiler
from dsh_schedule.generator.compiler_source import LINE_LENGTH, Constants, Functions, printable

# The base URI of a schema compiled without an absolute $id (RFC 3986 needs one).
DEFAULT_BASE = "urn:dsh-schedule:compiled-schema"

# Helpers of the template, and the helpers each one needs.
HELPERS = {
    "_json_type": ("_is_integer",),
    "_is_number": (),
    "_is_integer": (),
    "_json_equal": (),
    "_escape": (),
    "_one_of": (),
    "_any_of": (),
    "_none_of": (),
    "_error": (),
    "_explained": (),
    "_closest_explained": (),
}


class ValidationIssue(Protocol):
    """What a compiled validator reports: JSON pointer into the instance, keyword, message."""

    @property
    def path(self) -> str: ...

    @property
    def keyword(self) -> str: ...

    @property
    def message(self) -> str: ...


Validator = Callable[[Any], list[ValidationIssue]]


@dataclass(frozen=True)
class _Entry:
    name: str
    label: str
    test: list[str]
    collect: list[str]
    verdict: str
    verdict_test: list[str]


@dataclass(frozen=True)
class _FastFunction:
    name: str
    where: str
    lines: list[str]


def compile_validator(
    schema: dict[str, Any] | bool, registry: Mapping[str, Any] | None = None
) -> Validator:
    """Compile one schema; `registry` maps absolute URIs to documents its `$ref`s may reach.

    Raises GeneratorError for anything outside the supported subset.
    """
    index = SchemaIndex(registry or {})
    root = index.add_document(DEFAULT_BASE, schema)
    source = _render(index, [("validate", root)], "an in-memory schema")
    module = ModuleType("dsh_schedule_compiled_validator")
    # dont_inherit: this module's `from __future__ import annotations` must not leak into it
    exec(compile(source, "<compiled validator>", "exec", dont_inherit=True), module.__dict__)
    return cast(Validator, module.validate)


def render_validators_module(
    documents: Mapping[str, dict[str, Any]], entry_points: Sequence[tuple[str, str]]
) -> str:
    """Source of generated/validators.py: one `validate_*` per (name, absolute URI) entry point.

    Every document is checked in full, so an unsupported keyword anywhere is refused.
    """
    index = SchemaIndex({})
    for uri in sorted(documents):
        index.add_document(uri, documents[uri])
    base = _common_base(sorted(documents))
    entries = [(name, index.lookup(uri)) for name, uri in entry_points]
    return _render(index, entries, base or "the given documents")


def _common_base(uris: list[str]) -> str:
    """The longest prefix ending in "/" that every URI shares ("" when none)."""
    base = uris[0][: uris[0].rfind("/") + 1] if uris else ""
    while base and not all(uri.startswith(base) for uri in uris):
        base = base[: base[:-1].rfind("/") + 1]
    return base


def _render(index: SchemaIndex, entries: list[tuple[str, Node]], source: str) -> str:
    constants = Constants()
    functions = Functions()
    entry_models = []
    slow = SlowCompiler(index, constants, functions)
    collector = Collector(index, constants, functions, slow)
    for name, node in entries:
        compiler = FastCompiler(index, constants, functions)
        expression = bind(compiler.expression(node), "instance", compiler.fresh)
        label = printable(node.where.removeprefix(source) if source.endswith("/") else node.where)
        test = layout(expression, 4, "if ", ":", LINE_LENGTH)
        verdict = "is_valid" + name.removeprefix("validate")
        verdict_test = layout(expression, 4, "return bool(", ")", LINE_LENGTH)
        entry_models.append(_Entry(name, label, test, collector.entry(node), verdict, verdict_test))
    explain_functions: list[ExplainFunction] = collector.functions_pending()
    fast_functions: list[_FastFunction] = []
    error_functions: list[ErrorFunction] = []
    items_functions: list[_FastFunction] = []
    while functions.fast_pending or functions.errors_pending or functions.items_pending:
        if functions.errors_pending:
            error_functions.append(slow.function(functions.errors_pending.pop(0)))
            continue
        if functions.items_pending:
            node = functions.items_pending.pop(0)
            compiler = FastCompiler(index, constants, functions)
            expression = bind(compiler.expression(node), "item", compiler.fresh)
            lines = layout(expression, 8, "if not (", "):", LINE_LENGTH)
            where = printable(node.where)
            items_functions.append(_FastFunction(functions.items(node), where, lines))
            continue
        node = functions.fast_pending.pop(0)
        compiler = FastCompiler(index, constants, functions)
        expression = bind(compiler.expression(node), "x", compiler.fresh)
        lines = layout(expression, 4, "return bool(", ")", LINE_LENGTH)
        where = printable(node.where)
        fast_functions.append(_FastFunction(functions.fast(node), where, lines))
    code = "\n".join(
        [line for entry in entry_models for line in entry.test]
        + [line for entry in entry_models for line in entry.collect]
        + [line for function in fast_functions for line in function.lines]
        + [line for function in items_functions for line in function.lines]
        + [line for function in error_functions for line in function.lines]
        + [line for function in explain_functions for line in function.lines]
    )
    used = {name for name in HELPERS if name in code}
    used |= {needed for name in list(used) for needed in HELPERS[name]}
    return _template().render(
        source=source,
        entries=entry_models,
        exports=["ValidationError", *sorted(n for e in entry_models for n in (e.name, e.verdict))],
        constants=constants.definitions,
        fast_functions=fast_functions,
        items_functions=items_functions,
        error_functions=error_functions,
        explain_functions=explain_functions,
        used=used,
        uses_re=any(name.startswith("_PATTERN") for name, _ in constants.definitions),
        uses_callable=bool(used & {"_one_of", "_any_of", "_none_of"}),
    )


@cache
def _template() -> Template:
    environment = Environment(
        loader=FileSystemLoader(Path(__file__).with_name("templates")),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        undefined=StrictUndefined,
        autoescape=False,
    )
    return environment.get_template("validators.py.j2")
