"""Black, pinned, is the one authority on the layout of every generated Python file.

The emitters write each statement on a line of its own and leave the rest to black. Black never
cuts a string literal, so the one thing they do for it is cut long strings (messages, patterns,
descriptions) into pieces that fit within LINE_LENGTH where they will stand.
"""

from __future__ import annotations

LINE_LENGTH = 100


def format_python(source: str) -> str:
    """`source` laid out by the pinned black, so output is byte-identical everywhere. Black is
    imported here, not above: the schema compiler shares this module's literals and runs
    with the standard library alone."""
    from black import format_str
    from black.mode import Mode, TargetVersion

    mode = Mode(target_versions={TargetVersion.PY311}, line_length=LINE_LENGTH)
    return format_str(source, mode=mode)
