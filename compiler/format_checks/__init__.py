"""Checkers for the `format` assertions of JSON Schema draft 2020-12 (and for draft 7's
`contentEncoding`/`contentMediaType`), as ordinary Python.

The validator compiler pastes them into the modules it writes when `format` asserts, so each
checker is standard-library Python with private `_fmt_` names, and `source_for` returns the
source of the checkers asked for together with exactly the helpers and tables they use. The
same functions are importable here, which is how the tests run them.
"""

from __future__ import annotations

from dsh_schedule.compiler.format_checks.emit import CHECK_FUNCTIONS, FORMAT_FUNCTIONS, source_for

__all__ = ["CHECK_FUNCTIONS", "FORMAT_FUNCTIONS", "source_for"]
