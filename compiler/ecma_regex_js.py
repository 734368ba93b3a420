"""Re-emit an ECMA-262 pattern for JavaScript's own engine (the `u` flag), with every class
spelled out as code-point ranges from the pinned Unicode tables.

JavaScript already has ECMA-262 semantics, but `\\p{...}` there follows the Unicode version of
the engine that runs the module. The Python translator's parser (`ecma_regex.py`) expands
each class escape from the tables the Python backend uses; this subclass emits the result as
a JavaScript regular expression literal, so both backends match exactly the same strings.
"""

from __future__ import annotations

from dsh_schedule.compiler.ecma_regex import (
    Ranges,
    _Parser,
    spell_class,
    spell_code_point,
)

_SPECIAL = "\\^$.*+?()[]{}|/"


def _escape(code_point: int, in_class: bool = False) -> str:
    """One code point as a literal in unicode mode (`-` is escaped only inside a class, the
    one place where unicode mode allows it)."""
    return spell_code_point(code_point, _SPECIAL + "-" if in_class else _SPECIAL, "\\u{{{:x}}}")


def class_source(ranges: Ranges) -> str:
    return spell_class(ranges, lambda code_point: _escape(code_point, True), "[]")  # [] is none


class _JsParser(_Parser):
    def term(self) -> str:
        char = self.peek()
        if char in ("^", "$"):
            self.pos += 1
            return char
        if char == "\\" and self.peek(1) in ("b", "B"):
            self.pos += 2
            return "\\" + self.source[self.pos - 1]  # ASCII word characters in unicode mode
        return super().term()

    def group(self) -> str:
        return super().group().replace("(?P<", "(?<", 1)

    def reference_source(self, key: int | str) -> str:
        return f"(?:\\{key})" if isinstance(key, int) else f"\\k<{key}>"

    def spell(self, code_point: int) -> str:
        return _escape(code_point)

    def spell_ranges(self, ranges: Ranges) -> str:
        return class_source(ranges)


def js_pattern(pattern: str) -> str:
    """A JavaScript regular expression literal (flag `u`) equivalent to the ECMA-262 `pattern`
    under the pinned Unicode tables; UnsupportedPattern where the Python backend refuses too."""
    return "/" + (_JsParser(pattern).parse() or "(?:)") + "/u"
