"""UUIDs and JSON Pointers: the twin of format_checks/identifiers.py."""

from __future__ import annotations

from dsh_schedule.compiler.format_checks import identifiers
from dsh_schedule.compiler.format_checks_js.regex import regex_constant

_POINTER = identifiers._fmt_json_pointer_re.pattern
_RELATIVE = identifiers._fmt_relative_json_pointer_re.pattern

DEFINITIONS = (
    regex_constant("fmtUuidRe", identifiers._fmt_uuid_re.pattern, whole=True),
    regex_constant("fmtJsonPointerRe", _POINTER, whole=True),
    regex_constant("fmtRelativeJsonPointerRe", _RELATIVE, whole=True),
    (
        "fmtUuid",
        """
function fmtUuid(value) {
  // 8-4-4-4-12 hexadecimal digits in either case; any version and variant.
  return fmtUuidRe.test(value);
}""",
    ),
    (
        "fmtJsonPointer",
        """
function fmtJsonPointer(value) {
  // Empty, or reference tokens each after a "/", "~" only as "~0" or "~1".
  return fmtJsonPointerRe.test(value);
}""",
    ),
    (
        "fmtRelativeJsonPointer",
        """
function fmtRelativeJsonPointer(value) {
  // A non-negative integer without leading zeros, then "#" or a JSON Pointer.
  return fmtRelativeJsonPointerRe.test(value);
}""",
    ),
)
