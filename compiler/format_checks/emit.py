"""Source of the format checkers, read from this package's own modules.

Each checker module is ordinary Python; its top-level `_fmt_` definitions are cut out of the
file with `ast`, so the emitted source is the code the tests import, not a second copy. What a
definition needs is found from the names it uses: other `_fmt_` definitions (transitively) and
the standard-library modules imported with a plain `import`.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType

from dsh_schedule.compiler.content import BASE64, BASE64_JSON, JSON

PREFIX = "_fmt_"
HERE = Path(__file__).parent
# Definition order in the output: tables before the code that parses them at import.
MODULES = (
    "idna_tables",
    "dates",
    "addresses",
    "idna",
    "hosts",
    "uris",
    "identifiers",
    "patterns",
    "content",
)

# Format name -> its checker in the emitted source: `(value: str) -> bool`, for strings only
# (any other instance satisfies every format).
FORMAT_FUNCTIONS: Mapping[str, str] = MappingProxyType(
    {
        "date-time": "_fmt_date_time",
        "date": "_fmt_date",
        "time": "_fmt_time",
        "duration": "_fmt_duration",
        "email": "_fmt_email",
        "idn-email": "_fmt_idn_email",
        "hostname": "_fmt_hostname",
        "idn-hostname": "_fmt_idn_hostname",
        "ipv4": "_fmt_ipv4",
        "ipv6": "_fmt_ipv6",
        "uri": "_fmt_uri",
        "uri-reference": "_fmt_uri_reference",
        "iri": "_fmt_iri",
        "iri-reference": "_fmt_iri_reference",
        "uri-template": "_fmt_uri_template",
        "uuid": "_fmt_uuid",
        "json-pointer": "_fmt_json_pointer",
        "relative-json-pointer": "_fmt_relative_json_pointer",
        "regex": "_fmt_regex",
    }
)

# Draft 7's content checks (format_checks/content.py) -> their checkers, asserted as formats
# are: `(value: str) -> bool`, strings only. Named by keyword and value (compiler/content.py).
CONTENT_FUNCTIONS: Mapping[str, str] = MappingProxyType(
    {
        BASE64: "_fmt_content_base64",
        JSON: "_fmt_content_json",
        BASE64_JSON: "_fmt_content_base64_json",
    }
)
CHECK_FUNCTIONS: Mapping[str, str] = MappingProxyType({**FORMAT_FUNCTIONS, **CONTENT_FUNCTIONS})
"""Every checker a module can paste in, formats and content checks."""


@dataclass(frozen=True)
class Definition:
    name: str
    source: str
    uses: frozenset[str]  # other _fmt_ names
    imports: frozenset[str]  # standard-library modules


@cache
def definitions() -> tuple[Definition, ...]:
    """Every top-level `_fmt_` definition of the checker modules, in output order."""
    found: list[tuple[str, str, ast.stmt]] = []
    modules: set[str] = set()  # the plain `import x` of the checker modules: standard library
    for module in MODULES:
        text = (HERE / f"{module}.py").read_text(encoding="utf-8")
        for node in ast.parse(text).body:
            if isinstance(node, ast.Import):
                modules.update(alias.name for alias in node.names)
            name = _defined_name(node)
            if name is not None:
                found.append((name, text, node))
    names = {name for name, _, _ in found}
    result = []
    for name, text, node in found:
        used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        segment = ast.get_source_segment(text, node, padded=False)
        assert segment is not None
        if isinstance(node, ast.FunctionDef | ast.ClassDef) and node.decorator_list:
            raise AssertionError(f"{name}: checkers take no decorators")
        result.append(
            Definition(
                name,
                segment,
                frozenset(used & names - {name}),
                frozenset(used & modules),
            )
        )
    return tuple(result)


def _defined_name(node: ast.stmt) -> str | None:
    """The name a function, class or single-name assignment defines, if it is a checker's."""
    if isinstance(node, ast.FunctionDef | ast.ClassDef):
        target = node.name
    elif isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
        target = node.targets[0].id
    else:
        return None
    return target if target.startswith(PREFIX) else None


def needed(roots: Iterable[str], uses: Mapping[str, Iterable[str]]) -> set[str]:
    """The definitions `roots` need: themselves, and every one they use, transitively."""
    wanted: set[str] = set()
    pending = list(roots)
    while pending:
        name = pending.pop()
        if name not in wanted:
            wanted.add(name)
            pending.extend(uses[name])
    return wanted


def source_for(formats: Iterable[str]) -> str:
    """Standalone source defining the checkers of `formats` and all they need, once each.

    Every format must be a key of CHECK_FUNCTIONS (a KeyError otherwise): the caller decides
    what an unknown format means.
    """
    uses = {definition.name: definition.uses for definition in definitions()}
    wanted = needed([CHECK_FUNCTIONS[name] for name in formats], uses)
    chosen = [definition for definition in definitions() if definition.name in wanted]
    if not chosen:
        return ""
    imports = sorted({module for definition in chosen for module in definition.imports})
    head = "".join(f"import {module}\n" for module in imports)
    body = "\n\n\n".join(definition.source for definition in chosen)
    return (head + "\n" if head else "") + body + "\n"
