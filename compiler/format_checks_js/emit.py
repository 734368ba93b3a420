"""The JavaScript source of the format checkers a module asserts, and what they use.

Each checker module lists its definitions in order (tables and patterns before the code that
reads them at load). What a definition needs is found from the `fmt...` names its source
uses, transitively, so a module holds exactly what its formats reach, once each, in a fixed
order: the same text for the same formats, whatever order they were asked in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache
from types import MappingProxyType

from dsh_schedule.compiler.format_checks.emit import CHECK_FUNCTIONS, FORMAT_FUNCTIONS, needed
from dsh_schedule.compiler.format_checks_js import (
    addresses,
    content,
    dates,
    hosts,
    identifiers,
    idna,
    patterns,
    uris,
)

MODULES = (idna, dates, addresses, hosts, uris, identifiers, patterns, content)
NAME = re.compile(r"\bfmt[A-Za-z0-9]+\b")


def _camel(python_name: str) -> str:
    """`_fmt_date_time` gives `fmtDateTime`."""
    words = python_name.removeprefix("_fmt_").split("_")
    return "fmt" + "".join(word[:1].upper() + word[1:] for word in words)


JS_FORMAT_FUNCTIONS: Mapping[str, str] = MappingProxyType(
    {name: _camel(function) for name, function in FORMAT_FUNCTIONS.items()}
)
"""Format name -> its checker in the emitted source, `(value: string) => boolean`: for the
same formats as the Python backend, the twin of each Python checker."""
JS_CHECK_FUNCTIONS: Mapping[str, str] = MappingProxyType(
    {name: _camel(function) for name, function in CHECK_FUNCTIONS.items()}
)
"""The same for every checker a module can paste in, draft 7's content checks included."""


@cache
def definitions() -> tuple[tuple[str, str, frozenset[str]], ...]:
    """Every definition: its name, its source, and the other definitions it uses."""
    found = [
        (name, source.strip("\n")) for module in MODULES for name, source in module.DEFINITIONS
    ]
    names = {name for name, _ in found}
    if len(names) != len(found):
        raise AssertionError("a definition name is used twice")
    return tuple(
        (name, source, frozenset(set(NAME.findall(source)) & names - {name}))
        for name, source in found
    )


def js_source_for(formats: Iterable[str]) -> str:
    """The definitions the checkers of `formats` need, once each, in definition order.

    Every format must be a key of JS_CHECK_FUNCTIONS (a KeyError otherwise)."""
    uses = {name: used for name, _, used in definitions()}
    wanted = needed([JS_CHECK_FUNCTIONS[name] for name in formats], uses)
    chosen = [source for name, source, _ in definitions() if name in wanted]
    return "\n".join(chosen) + "\n" if chosen else ""
