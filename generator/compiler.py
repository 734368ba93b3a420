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
from dsh_schedule.generator.compiler_expr import bind, inline
from dsh_schedule.generator.compiler_fast import FastCompiler
from dsh_schedule.generator.compiler_slow import ErrorFunction, SlowCompiler
from dsh_schedule.generator.compiler_source import Constants, Functions, printable
from dsh_schedule.generator.schema_index import Node, SchemaIndex
from dsh_schedule.generator.unicode_categories import UNICODE_VERSION

# The base URI of a schema compiled without an absolute $id (RFC 3986 needs one).
DEFAULT_BASE = "urn:dsh-schedule:compiled-schema"

# The oldest Python a generated module runs on: `isinstance(x, int | float)`, `X | None` at
# run time and `zip(strict=True)` need 3.10 (tests/test_compiler_limits.py runs it there).
OLDEST_PYTHON = (3, 10)

# Nesting levels of an instance that a recursive schema's validator always follows. Past
# that, it reports a `depth` error instead of exhausting Python's stack.
MAX_DEPTH = 1000
# A bound on the stack frames validation spends per level of nesting: within one level each
# generated function runs at most once (a reference cycle must reach a sub-value), and each
# may be wrapped by helpers (_one_of or _any_of, _closest, a comprehension).
FRAMES_PER_FUNCTION = 4
FRAMES_PER_LEVEL = 8

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
    "_violation": (),
    "_explained": (),
    "_closest_explained": (),
}


class Violation(Protocol):
    """What a compiled validator reports: JSON pointer into the instance, keyword, message."""

    @property
    def path(self) -> str: ...

    @property
    def keyword(self) -> str: ...

    @property
    def message(self) -> str: ...


Validator = Callable[[Any], list[Violation]]


@dataclass(frozen=True)
class _Entry:
    name: str
    label: str
    test: list[str]
    collect: list[str]
    verdict: str
    verdict_test: list[str]

    @property
    def guard(self) -> list[str]:
        return _retry(self.name, "_too_deep_errors")

    @property
    def verdict_guard(self) -> list[str]:
        return _retry(self.verdict, "_too_deep_verdict")


def _retry(name: str, refuse: str) -> list[str]:
    """`return _deep(...)` for an entry point whose validation ran out of stack."""
    return [f"        return _deep(_unguarded_{name}, instance, {refuse})"]


@dataclass(frozen=True)
class _FastFunction:
    name: str
    where: str
    lines: list[str]


@dataclass(frozen=True)
class _ExtraFunction:
    name: str
    where: str
    keys: str | None
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
    """A validators module for documents by absolute URI: one `validate_*` per (name, URI)
    entry point. Every document is checked in full, so an unsupported keyword anywhere is
    refused."""
    index = SchemaIndex({})
    for uri in sorted(documents):
        index.add_document(uri, documents[uri])
    return render_validators(index, entry_points)


def render_validators(
    index: SchemaIndex,
    entry_points: Sequence[tuple[str, str]],
    tools: Sequence[tuple[str, Sequence[tuple[str, str, str]]]] = (),
) -> str:
    """Source of generated/validators.py from the schemas in `index`: one `validate_*` per
    (name, absolute URI) entry point, and tables (by constant name) of each tool's (name,
    arguments validator, output validator)."""
    base = _common_base(sorted(index.documents))
    entries = [(name, index.lookup(uri)) for name, uri in entry_points]
    return _render(index, entries, base or "the given documents", tools)


def _common_base(uris: list[str]) -> str:
    """The longest prefix ending in "/" that every URI shares ("" when none)."""
    base = uris[0][: uris[0].rfind("/") + 1] if uris else ""
    while base and not all(uri.startswith(base) for uri in uris):
        base = base[: base[:-1].rfind("/") + 1]
    return base


def _render(
    index: SchemaIndex,
    entries: list[tuple[str, Node]],
    source: str,
    tools: Sequence[tuple[str, Sequence[tuple[str, str, str]]]] = (),
) -> str:
    constants = Constants()
    functions = Functions()
    entry_models = []
    slow = SlowCompiler(index, constants, functions)
    collector = Collector(index, constants, functions, slow)
    for name, node in entries:
        expression = _fast_test(index, constants, functions, node, "instance")
        label = printable(node.where.removeprefix(source) if source.endswith("/") else node.where)
        test = [f"    if {expression}:"]
        verdict = "is_valid" + name.removeprefix("validate")
        verdict_test = [f"    return bool({expression})"]
        entry_models.append(_Entry(name, label, test, collector.entry(node), verdict, verdict_test))
    explain_functions: list[ExplainFunction] = collector.functions_pending()
    fast_functions: list[_FastFunction] = []
    error_functions: list[ErrorFunction] = []
    items_functions: list[_FastFunction] = []
    extra_functions: list[_ExtraFunction] = []
    pending = functions.pending
    while any(pending.values()):
        if pending["errors"]:
            error_functions.append(slow.function(pending["errors"].pop(0)))
        elif pending["items"]:
            node = pending["items"].pop(0)
            lines = [f"        if not ({_fast_test(index, constants, functions, node, 'item')}):"]
            items_functions.append(
                _FastFunction(functions.items(node), printable(node.where), lines)
            )
        elif pending["extra"]:
            node = pending["extra"].pop(0)
            extra_functions.append(_extra_function(index, constants, functions, node))
        else:
            node = pending["fast"].pop(0)
            lines = [f"    return bool({_fast_test(index, constants, functions, node, 'x')})"]
            fast_functions.append(_FastFunction(functions.fast(node), printable(node.where), lines))
    code = "\n".join(
        [line for entry in entry_models for line in entry.test]
        + [line for entry in entry_models for line in entry.collect]
        + [line for function in fast_functions for line in function.lines]
        + [line for function in items_functions for line in function.lines]
        + [line for function in extra_functions for line in function.lines]
        + [line for function in error_functions for line in function.lines]
        + [line for function in explain_functions for line in function.lines]
    )
    recursive = index.recursive([node for _, node in entries])
    used = {name for name in HELPERS if name in code}
    used |= {needed for name in list(used) for needed in HELPERS[name]}
    if recursive:
        used.add("_escape")  # the pointer to a value nested too deeply
    count = (
        len(fast_functions)
        + len(items_functions)
        + len(extra_functions)
        + len(error_functions)
        + len(explain_functions)
    )
    return _template().render(
        source=source,
        oldest_python=OLDEST_PYTHON,
        unicode_version=UNICODE_VERSION,
        recursive=recursive,
        max_depth=MAX_DEPTH,
        frames_per_level=FRAMES_PER_FUNCTION * count + FRAMES_PER_LEVEL,
        entries=entry_models,
        exports=[
            *(table for table, _ in tools),
            "Violation",
            *sorted(n for e in entry_models for n in (e.name, e.verdict)),
        ],
        tools=tools,
        constants=constants.definitions,
        fast_functions=fast_functions,
        items_functions=items_functions,
        extra_functions=extra_functions,
        error_functions=error_functions,
        explain_functions=explain_functions,
        used=used,
        uses_re=any(name.startswith("_PATTERN") for name, _ in constants.definitions),
        uses_callable=bool(used & {"_one_of", "_any_of", "_none_of"}),
    )


def _fast_test(
    index: SchemaIndex, constants: Constants, functions: Functions, node: Node, value: str
) -> str:
    """The fast path's test of `value` against `node`, as one expression."""
    compiler = FastCompiler(index, constants, functions)
    return inline(bind(compiler.expression(node), value, compiler.fresh))


def _extra_function(
    index: SchemaIndex, constants: Constants, functions: Functions, node: Node
) -> _ExtraFunction:
    """The loop over an object's values that `node`, an `additionalProperties` schema, checks:
    those under keys its parent's `properties` do not name."""
    parent = index.nodes[(node.document, node.pointer[:-1])].schema
    assert isinstance(parent, dict)
    names = list(parent.get("properties", {}))
    lines = [f"        if not ({_fast_test(index, constants, functions, node, 'value')}):"]
    keys = constants.key_set(names) if names else None
    where = printable(node.where)
    return _ExtraFunction(functions.extra(node), where, keys, lines)


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
