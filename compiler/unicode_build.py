"""Writes compiler/unicode_data.py (the General_Category of every code point) and
compiler/format_checks/idna_tables.py (what IDNA2008 needs to know of the code points a label
may hold), read from a pinned Unicode Character Database, so that the generator's output never
depends on the Unicode version of the Python that runs it.

Run it once per Unicode upgrade, after setting UNICODE_VERSION, PACKAGE and IDNA_PACKAGE below
(an `idna` release whose tables are of the same Unicode version):

    python3 -m venv /tmp/ucd && /tmp/ucd/bin/pip install unicodedata2==17.0.1 idna==3.19
    /tmp/ucd/bin/python compiler/unicode_build.py

then run `make generate` and review both diffs. Standard library only, apart from the data.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType

UNICODE_VERSION = "17.0.0"
PACKAGE = "unicodedata2==17.0.1"
IDNA_PACKAGE = "idna==3.19"
TARGET = Path(__file__).with_name("unicode_data.py")
IDNA_TARGET = Path(__file__).with_name("format_checks") / "idna_tables.py"
MAX_CODE_POINT = 0x10FFFF
WIDTH = 100 - len('    "",')

HEADER = '''\
"""The General_Category of every code point in Unicode {version}.

Written by compiler/unicode_build.py from {package}: do not edit by hand. Each run
`start:category` (start in hexadecimal) lasts until the next one starts, the last one up to
U+10FFFF.
"""

UNICODE_VERSION = "{version}"

'''


IDNA_HEADER = '''\
"""IDNA2008 data (RFC 5892, RFC 5893) for the code points a label may hold, Unicode {version}.

Written by compiler/unicode_build.py from {package} and {idna}: do not edit it
by hand. Each table is whitespace-separated runs `start[-end][:value]` (hexadecimal, inclusive
ends). The first two list the PVALID and the CONTEXTJ/CONTEXTO code points (the derived property
of RFC 5892); the others hold a property only for those code points: marks (General_Category
M), viramas (Canonical_Combining_Class 9), joining types D L R T, the scripts the CONTEXTO rules
name (Greek, Hebrew, Hiragana, Katakana, Han) and every Bidi_Class but L.
"""
'''
IDNA_SCRIPTS = ("Greek", "Hebrew", "Hiragana", "Katakana", "Han")


def _wrapped(tokens: Iterable[str]) -> str:
    """Tokens joined by spaces into the lines of a parenthesized tuple of strings."""
    lines = [""]
    for token in tokens:
        if len(lines[-1]) + 1 + len(token) > WIDTH:
            lines.append("")
        lines[-1] = f"{lines[-1]} {token}" if lines[-1] else token
    return "".join(f'    "{line}",\n' for line in lines)


def _table(tokens: list[str]) -> str:
    """A tuple of strings holding `tokens`, laid out as the formatter lays it."""
    lines = _wrapped(tokens)
    if lines.count("\n") == 1:
        return f"({lines.strip()})"
    return f"(\n{lines})"


def _ranges(packed: Iterable[int]) -> list[tuple[int, int]]:
    """idna's packed ranges (start << 32 | end, end exclusive) as inclusive pairs."""
    return [(value >> 32, (value & 0xFFFFFFFF) - 1) for value in packed]


def _runs(value: Callable[[int], str | None], code_points: Iterable[int]) -> list[str]:
    """`start[-end][:value]` runs of equal values over ascending code points; None is a gap."""
    runs: list[tuple[int, int, str]] = []
    for code_point in code_points:
        name = value(code_point)
        if name is None:
            continue
        if runs and runs[-1][1] == code_point - 1 and runs[-1][2] == name:
            runs[-1] = (runs[-1][0], code_point, name)
        else:
            runs.append((code_point, code_point, name))
    tokens = []
    for start, end, kind in runs:
        span = f"{start:x}" if start == end else f"{start:x}-{end:x}"
        tokens.append(f"{span}:{kind}" if kind else span)
    return tokens


def render_idna(
    category: Callable[[str], str],
    bidirectional: Callable[[str], str],
    combining: Callable[[str], int],
    idnadata: ModuleType,
) -> str:
    """The source of idna_tables.py, from the Unicode and IDNA data given."""
    classes = idnadata.codepoint_classes
    pvalid = _ranges(classes["PVALID"])
    context = sorted(_ranges(classes["CONTEXTJ"]) + _ranges(classes["CONTEXTO"]))
    valid = sorted(cp for low, high in pvalid + context for cp in range(low, high + 1))
    joining = {
        cp: kind
        for kind, packed in idnadata.joining_types.items()
        if kind in "DLRT"
        for low, high in _ranges(packed)
        for cp in range(low, high + 1)
    }
    scripts = {
        cp: name
        for name in IDNA_SCRIPTS
        for low, high in _ranges(idnadata.scripts[name])
        for cp in range(low, high + 1)
    }
    tables = {
        "pvalid": _runs(lambda cp: "", [cp for low, high in pvalid for cp in range(low, high + 1)]),
        "context": _runs(
            lambda cp: "", [cp for low, high in context for cp in range(low, high + 1)]
        ),
        "marks": _runs(lambda cp: "" if category(chr(cp))[0] == "M" else None, valid),
        "viramas": _runs(lambda cp: "" if combining(chr(cp)) == 9 else None, valid),
        "joining": _runs(joining.get, valid),
        "scripts": _runs(scripts.get, valid),
        "bidi": _runs(lambda cp: None if (c := bidirectional(chr(cp))) == "L" else c, valid),
    }
    header = IDNA_HEADER.format(version=UNICODE_VERSION, package=PACKAGE, idna=IDNA_PACKAGE)
    body = "".join(f"\n_fmt_idna_{name} = {_table(tokens)}\n" for name, tokens in tables.items())
    return header + body


def render(category: Callable[[str], str]) -> str:
    """The module's source, for the data that `category` gives (two letters per character)."""
    runs: list[str] = []
    previous = ""
    for code_point in range(MAX_CODE_POINT + 1):
        name = category(chr(code_point))
        if name != previous:
            runs.append(f"{code_point:x}:{name}")
            previous = name
    return (
        HEADER.format(version=UNICODE_VERSION, package=PACKAGE) + f"RUNS = (\n{_wrapped(runs)})\n"
    )


def main() -> int:
    try:
        data = importlib.import_module("unicodedata2")
        idnadata = importlib.import_module("idna.idnadata")
    except ImportError:
        print(
            f"error: the Unicode data comes from {PACKAGE} and {IDNA_PACKAGE}: "
            f"pip install {PACKAGE} {IDNA_PACKAGE}",
            file=sys.stderr,
        )
        return 2
    for name, version, package in (
        ("unicodedata2", data.unidata_version, PACKAGE),
        ("idna", idnadata.__version__, IDNA_PACKAGE),
    ):
        if version != UNICODE_VERSION:
            print(
                f"error: {name} holds Unicode {version}, not the pinned "
                f"{UNICODE_VERSION}: pip install {package}",
                file=sys.stderr,
            )
            return 2
    TARGET.write_text(render(data.category), encoding="utf-8")
    IDNA_TARGET.write_text(
        render_idna(data.category, data.bidirectional, data.combining, idnadata), encoding="utf-8"
    )
    print(f"wrote {TARGET} and {IDNA_TARGET} (Unicode {UNICODE_VERSION})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
