"""Writes generator/unicode_data.py: the General_Category of every code point, read from a
pinned Unicode Character Database, so that the generator's output never depends on the
Unicode version of the Python that runs it.

Run it once per Unicode upgrade, after setting UNICODE_VERSION and PACKAGE below:

    python3 -m venv /tmp/ucd && /tmp/ucd/bin/pip install unicodedata2==17.0.1
    /tmp/ucd/bin/python generator/unicode_build.py

then run `make generate` and review both diffs. Standard library only, apart from the data.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path

UNICODE_VERSION = "17.0.0"
PACKAGE = "unicodedata2==17.0.1"
TARGET = Path(__file__).with_name("unicode_data.py")
MAX_CODE_POINT = 0x10FFFF
WIDTH = 100 - len('    "",')

HEADER = '''\
"""The General_Category of every code point in Unicode {version}.

Written by generator/unicode_build.py from {package}: do not edit by hand. Each run
`start:category` (start in hexadecimal) lasts until the next one starts, the last one up to
U+10FFFF.
"""

UNICODE_VERSION = "{version}"

'''


def render(category: Callable[[str], str]) -> str:
    """The module's source, for the data that `category` gives (two letters per character)."""
    runs: list[str] = []
    previous = ""
    for code_point in range(MAX_CODE_POINT + 1):
        name = category(chr(code_point))
        if name != previous:
            runs.append(f"{code_point:x}:{name}")
            previous = name
    lines = [""]
    for run in runs:
        if len(lines[-1]) + 1 + len(run) > WIDTH:
            lines.append("")
        lines[-1] = f"{lines[-1]} {run}" if lines[-1] else run
    body = "".join(f'    "{line}",\n' for line in lines)
    return HEADER.format(version=UNICODE_VERSION, package=PACKAGE) + f"RUNS = (\n{body})\n"


def main() -> int:
    try:
        data = importlib.import_module("unicodedata2")
    except ImportError:
        print(
            f"error: the Unicode data comes from {PACKAGE}: pip install {PACKAGE}", file=sys.stderr
        )
        return 2
    if data.unidata_version != UNICODE_VERSION:
        print(
            f"error: unicodedata2 holds Unicode {data.unidata_version}, not the pinned "
            f"{UNICODE_VERSION}: pip install {PACKAGE}",
            file=sys.stderr,
        )
        return 2
    TARGET.write_text(render(data.category), encoding="utf-8")
    print(f"wrote {TARGET} (Unicode {UNICODE_VERSION})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
