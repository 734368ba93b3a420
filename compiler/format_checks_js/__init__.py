"""The format checkers of `compiler/format_checks/` rendered for the JavaScript backend.

Each module here holds the JavaScript twin of the Python checker module of the same name:
definitions (`fmt...` functions and constants) as source text, whose regular expressions and
tables are rendered from the Python checkers' own patterns and the pinned IDNA tables, so the
two backends check the same grammar on the same data. `js_source_for` returns the definitions
the asked-for formats need, once each.
"""

from __future__ import annotations

from dsh_schedule.compiler.format_checks_js.emit import (
    JS_CHECK_FUNCTIONS,
    JS_FORMAT_FUNCTIONS,
    js_source_for,
)

__all__ = ["JS_CHECK_FUNCTIONS", "JS_FORMAT_FUNCTIONS", "js_source_for"]
