# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs 96cfe768e9c9a07c34a86e1190d73da1 text bc88c205b7f2aab56230d55deb2dce9e
"""Standalone JSON Schema validators (draft 2020-12), compiled by dsh-schedule from
schemas/**/*.json (protocol versions 1 and 2).

`validate_*` returns every Violation (an empty list means valid); `is_valid_*` only
answers whether the instance is valid. Standard library only; runs on Python
3.8 or newer. Patterns follow ECMA-262, with Unicode 17.0.0 property classes.
Instances nested up to 1000 levels deep are validated in full; a deeper
one is reported as one error with the keyword "depth".
"""

from __future__ import annotations

import re
import sys
import threading
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:  # names for the annotations, which are never evaluated
    from collections.abc import Callable, Iterable, Mapping
    from typing import TypeVar

    _T = TypeVar("_T")
    _Explain = Callable[[Any, str, list["Violation"]], None]
    _Schema = Callable[[Any, str, list["Violation"] | None, set[Any] | None, tuple[int, ...]], bool]

__all__ = [
    "TOOL_VALIDATORS",
    "TOOL_VALIDATORS_V2",
    "Violation",
    "is_valid_after_schedule_record",
    "is_valid_at_schedule_record",
    "is_valid_calendar_schedule_record",
    "is_valid_every_schedule_record",
    "is_valid_instant",
    "is_valid_schedule_change",
    "is_valid_schedule_change_v2",
    "is_valid_schedule_create_arguments",
    "is_valid_schedule_create_output",
    "is_valid_schedule_create_v2_arguments",
    "is_valid_schedule_create_v2_output",
    "is_valid_schedule_delete_arguments",
    "is_valid_schedule_delete_output",
    "is_valid_schedule_delete_v2_arguments",
    "is_valid_schedule_delete_v2_output",
    "is_valid_schedule_error",
    "is_valid_schedule_error_v2",
    "is_valid_schedule_id",
    "is_valid_schedule_list_arguments",
    "is_valid_schedule_list_output",
    "is_valid_schedule_list_v2_arguments",
    "is_valid_schedule_list_v2_output",
    "is_valid_schedule_record",
    "is_valid_schedule_reminder_presentation",
    "is_valid_schedule_reminder_presentation_v2",
    "is_valid_schedule_view",
    "is_valid_schedule_view_v2",
    "is_valid_trimmed_text",
    "validate_after_schedule_record",
    "validate_at_schedule_record",
    "validate_calendar_schedule_record",
    "validate_every_schedule_record",
    "validate_instant",
    "validate_schedule_change",
    "validate_schedule_change_v2",
    "validate_schedule_create_arguments",
    "validate_schedule_create_output",
    "validate_schedule_create_v2_arguments",
    "validate_schedule_create_v2_output",
    "validate_schedule_delete_arguments",
    "validate_schedule_delete_output",
    "validate_schedule_delete_v2_arguments",
    "validate_schedule_delete_v2_output",
    "validate_schedule_error",
    "validate_schedule_error_v2",
    "validate_schedule_id",
    "validate_schedule_list_arguments",
    "validate_schedule_list_output",
    "validate_schedule_list_v2_arguments",
    "validate_schedule_list_v2_output",
    "validate_schedule_record",
    "validate_schedule_reminder_presentation",
    "validate_schedule_reminder_presentation_v2",
    "validate_schedule_view",
    "validate_schedule_view_v2",
    "validate_trimmed_text",
]


class Violation(NamedTuple):
    """One error: a JSON pointer into the instance, the keyword, a message, and the
    location (URI and JSON pointer) of the keyword in the schema."""

    path: str
    keyword: str
    message: str
    schema_path: str


_K1 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "afterSeconds",
        "scheduledAt",
    )
)

_D2 = "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json"

_R3 = (
    "type",
    "expected object, got ",
    _D2 + "#/type",
)

_X4 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D2 + "#/required",
)

_X5 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D2 + "#/required",
)

_X6 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D2 + "#/required",
)

_X7 = Violation(
    "",
    "required",
    'missing required property "afterSeconds"',
    _D2 + "#/required",
)

_X8 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D2 + "#/required",
)

_D9 = "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json"

_R10 = (
    "type",
    "expected string, got ",
    _D9 + "#/type",
)

_X11 = Violation(
    "/id",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X12 = Violation(
    "/id",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_CHARS13 = frozenset(
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)

_X14 = Violation(
    "/kind",
    "const",
    'must be "after"',
    _D2 + "#/properties/kind/const",
)

_X15 = Violation(
    "/prompt",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X16 = Violation(
    "/prompt",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_R17 = (
    "type",
    "expected integer, got ",
    _D2 + "#/properties/afterSeconds/type",
)

_X18 = Violation(
    "/afterSeconds",
    "minimum",
    "must be >= 1",
    _D2 + "#/properties/afterSeconds/minimum",
)

_X19 = Violation(
    "/afterSeconds",
    "maximum",
    "must be <= 9007199254740991",
    _D2 + "#/properties/afterSeconds/maximum",
)

_D20 = "https://dsh-tool-schedule.example/schemas/v1/instant.json"

_R21 = (
    "type",
    "expected string, got ",
    _D20 + "#/type",
)

_X22 = Violation(
    "/scheduledAt",
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_P23 = re.compile(
    "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})\\-(?:0[1-9]|1[0-2])\\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z"
)

_R24 = (
    "additionalProperties",
    "is not allowed",
    _D2 + "#/additionalProperties",
)

_X25 = Violation(
    "",
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_D26 = "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json"

_X27 = Violation(
    "",
    "oneOf",
    "valid against none of the 3 alternatives",
    _D26 + "#/oneOf",
)

_D28 = "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json"

_X29 = Violation(
    "",
    "oneOf",
    "valid against none of the 7 alternatives",
    _D28 + "#/oneOf",
)

_E30 = frozenset(
    (
        "create",
        "list",
        "delete",
    )
)

_K31 = frozenset(
    (
        "code",
        "message",
        "operation",
        "id",
    )
)

_X32 = Violation(
    "",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X33 = Violation(
    "",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_K34 = frozenset(
    (
        "scheduleId",
        "prompt",
        "occurrenceAt",
        "deliveryMode",
    )
)

_D35 = "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json"

_R36 = (
    "type",
    "expected object, got ",
    _D35 + "#/type",
)

_X37 = Violation(
    "",
    "required",
    'missing required property "scheduleId"',
    _D35 + "#/required",
)

_X38 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D35 + "#/required",
)

_X39 = Violation(
    "",
    "required",
    'missing required property "occurrenceAt"',
    _D35 + "#/required",
)

_X40 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D35 + "#/required",
)

_X41 = Violation(
    "/scheduleId",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X42 = Violation(
    "/scheduleId",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_X43 = Violation(
    "/occurrenceAt",
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_X44 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D35 + "#/properties/deliveryMode/const",
)

_R45 = (
    "additionalProperties",
    "is not allowed",
    _D35 + "#/additionalProperties",
)

_K46 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "afterSeconds",
        "scheduledAt",
        "state",
        "deliveryMode",
    )
)

_D47 = "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json"

_R48 = (
    "type",
    "expected object, got ",
    _D47 + "#/type",
)

_X49 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D47 + "#/required",
)

_X50 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D47 + "#/required",
)

_X51 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D47 + "#/required",
)

_X52 = Violation(
    "",
    "required",
    'missing required property "afterSeconds"',
    _D47 + "#/required",
)

_X53 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D47 + "#/required",
)

_X54 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D47 + "#/required",
)

_X55 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D47 + "#/required",
)

_X56 = Violation(
    "/state",
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D47 + "#/properties/state/enum",
)

_E57 = frozenset(
    (
        "scheduled",
        "overdue",
    )
)

_X58 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D47 + "#/properties/deliveryMode/const",
)

_R59 = (
    "additionalProperties",
    "is not allowed",
    _D47 + "#/additionalProperties",
)

_K60 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "scheduledAt",
    )
)

_D61 = "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json"

_R62 = (
    "type",
    "expected object, got ",
    _D61 + "#/type",
)

_X63 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D61 + "#/required",
)

_X64 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D61 + "#/required",
)

_X65 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D61 + "#/required",
)

_X66 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D61 + "#/required",
)

_X67 = Violation(
    "/kind",
    "const",
    'must be "at"',
    _D61 + "#/properties/kind/const",
)

_R68 = (
    "additionalProperties",
    "is not allowed",
    _D61 + "#/additionalProperties",
)

_K69 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "time",
        "days",
        "timeZone",
        "scheduledAt",
    )
)

_D70 = "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json"

_R71 = (
    "type",
    "expected object, got ",
    _D70 + "#/type",
)

_X72 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D70 + "#/required",
)

_X73 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D70 + "#/required",
)

_X74 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D70 + "#/required",
)

_X75 = Violation(
    "",
    "required",
    'missing required property "time"',
    _D70 + "#/required",
)

_X76 = Violation(
    "",
    "required",
    'missing required property "days"',
    _D70 + "#/required",
)

_X77 = Violation(
    "",
    "required",
    'missing required property "timeZone"',
    _D70 + "#/required",
)

_X78 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D70 + "#/required",
)

_X79 = Violation(
    "/kind",
    "const",
    'must be "calendar"',
    _D70 + "#/properties/kind/const",
)

_R80 = (
    "type",
    "expected string, got ",
    _D70 + "#/properties/time/type",
)

_X81 = Violation(
    "/time",
    "pattern",
    'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D70 + "#/properties/time/pattern",
)

_P82 = re.compile("^(?:[01][0-9]|2[0-3]):[0-5][0-9]\\Z")

_R83 = (
    "type",
    "expected string, got ",
    _D70 + "#/properties/timeZone/type",
)

_X84 = Violation(
    "/timeZone",
    "pattern",
    'must match the pattern "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$"',
    _D70 + "#/properties/timeZone/pattern",
)

_P85 = re.compile("^[\\+\\-0-9A-Z_a-z]+(?:/[\\+\\-0-9A-Z_a-z]+)*\\Z")

_R86 = (
    "additionalProperties",
    "is not allowed",
    _D70 + "#/additionalProperties",
)

_E87 = frozenset(
    (
        "mon",
        "tue",
        "wed",
        "thu",
        "fri",
        "sat",
        "sun",
    )
)

_K88 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "everySeconds",
        "scheduledAt",
    )
)

_D89 = "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json"

_R90 = (
    "type",
    "expected object, got ",
    _D89 + "#/type",
)

_X91 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D89 + "#/required",
)

_X92 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D89 + "#/required",
)

_X93 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D89 + "#/required",
)

_X94 = Violation(
    "",
    "required",
    'missing required property "everySeconds"',
    _D89 + "#/required",
)

_X95 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D89 + "#/required",
)

_X96 = Violation(
    "/kind",
    "const",
    'must be "every"',
    _D89 + "#/properties/kind/const",
)

_R97 = (
    "type",
    "expected integer, got ",
    _D89 + "#/properties/everySeconds/type",
)

_X98 = Violation(
    "/everySeconds",
    "minimum",
    "must be >= 300",
    _D89 + "#/properties/everySeconds/minimum",
)

_X99 = Violation(
    "/everySeconds",
    "maximum",
    "must be <= 9007199254740991",
    _D89 + "#/properties/everySeconds/maximum",
)

_R100 = (
    "additionalProperties",
    "is not allowed",
    _D89 + "#/additionalProperties",
)

_D101 = "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json"

_X102 = Violation(
    "",
    "oneOf",
    "valid against none of the 3 alternatives",
    _D101 + "#/oneOf",
)

_K103 = frozenset(
    (
        "version",
        "operation",
        "id",
        "occurrenceAt",
    )
)

_D104 = "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json"

_X105 = Violation(
    "",
    "oneOf",
    "valid against none of the 11 alternatives",
    _D104 + "#/oneOf",
)

_D106 = "https://dsh-tool-schedule.example/schemas/v2/schedule-record.json"

_X107 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D106 + "#/oneOf",
)

_D108 = "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json"

_R109 = (
    "type",
    "expected object, got ",
    _D108 + "#/type",
)

_X110 = Violation(
    "",
    "required",
    'missing required property "scheduleId"',
    _D108 + "#/required",
)

_X111 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D108 + "#/required",
)

_X112 = Violation(
    "",
    "required",
    'missing required property "occurrenceAt"',
    _D108 + "#/required",
)

_X113 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D108 + "#/required",
)

_X114 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D108 + "#/properties/deliveryMode/const",
)

_R115 = (
    "additionalProperties",
    "is not allowed",
    _D108 + "#/additionalProperties",
)

_D116 = "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json"

_X117 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D116 + "#/oneOf",
)

_P118 = re.compile(
    "^[0-9]{4}\\-(?:0[1-9]|1[0-2])\\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][\\+\\-](?:[01][0-9]|2[0-3]):[0-5][0-9]\\Z"
)

_D119 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json"

_R120 = (
    "type",
    "expected object, got ",
    _D119 + "#/$defs/arguments/type",
)

_K121 = frozenset(
    (
        "prompt",
        "after_seconds",
    )
)

_X122 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D119 + "#/$defs/arguments/required",
)

_X123 = Violation(
    "",
    "required",
    'missing required property "after_seconds"',
    _D119 + "#/$defs/arguments/required",
)

_R124 = (
    "type",
    "expected string, got ",
    _D119 + "#/$defs/arguments/properties/prompt/type",
)

_R125 = (
    "type",
    "expected number, got ",
    _D119 + "#/$defs/arguments/properties/after_seconds/type",
)

_X126 = Violation(
    "",
    "oneOf",
    "valid against none of the 8 alternatives",
    _D119 + "#/$defs/output/oneOf",
)

_D134 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json"

_R135 = (
    "type",
    "expected object, got ",
    _D134 + "#/$defs/arguments/type",
)

_R136 = (
    "additionalProperties",
    "is not allowed",
    _D134 + "#/$defs/arguments/additionalProperties",
)

_X137 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D134 + "#/$defs/output/oneOf",
)

_D141 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json"

_R142 = (
    "type",
    "expected object, got ",
    _D141 + "#/$defs/arguments/type",
)

_X143 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D141 + "#/$defs/arguments/required",
)

_R144 = (
    "type",
    "expected string, got ",
    _D141 + "#/$defs/arguments/properties/id/type",
)

_R145 = (
    "additionalProperties",
    "is not allowed",
    _D141 + "#/$defs/arguments/additionalProperties",
)

_K146 = frozenset(("id",))

_X147 = Violation(
    "",
    "oneOf",
    "valid against none of the 6 alternatives",
    _D141 + "#/$defs/output/oneOf",
)

_D153 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json"

_R154 = (
    "type",
    "expected object, got ",
    _D153 + "#/$defs/arguments/type",
)

_X155 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D153 + "#/$defs/arguments/required",
)

_R156 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/arguments/properties/prompt/type",
)

_R157 = (
    "type",
    "expected number, got ",
    _D153 + "#/$defs/arguments/properties/after_seconds/type",
)

_R158 = (
    "type",
    "expected number, got ",
    _D153 + "#/$defs/arguments/properties/every_seconds/type",
)

_X159 = Violation(
    "",
    "oneOf",
    "valid against none of the 15 alternatives",
    _D153 + "#/$defs/output/oneOf",
)

_D172 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json"

_R173 = (
    "type",
    "expected object, got ",
    _D172 + "#/$defs/arguments/type",
)

_R174 = (
    "additionalProperties",
    "is not allowed",
    _D172 + "#/$defs/arguments/additionalProperties",
)

_X175 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D172 + "#/$defs/output/oneOf",
)

_D179 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json"

_R180 = (
    "type",
    "expected object, got ",
    _D179 + "#/$defs/arguments/type",
)

_X181 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D179 + "#/$defs/arguments/required",
)

_R182 = (
    "type",
    "expected string, got ",
    _D179 + "#/$defs/arguments/properties/id/type",
)

_R183 = (
    "additionalProperties",
    "is not allowed",
    _D179 + "#/$defs/arguments/additionalProperties",
)

_X184 = Violation(
    "",
    "oneOf",
    "valid against none of the 6 alternatives",
    _D179 + "#/$defs/output/oneOf",
)

_K186 = frozenset(
    (
        "version",
        "operation",
        "schedule",
    )
)

_R187 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleCreate/type",
)

_R188 = (
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_R189 = (
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_R190 = (
    "required",
    'missing required property "schedule"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_R191 = (
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleCreate/properties/version/const",
)

_R192 = (
    "const",
    'must be "create"',
    _D26 + "#/$defs/ScheduleCreate/properties/operation/const",
)

_R193 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleCreate/additionalProperties",
)

_K194 = frozenset(
    (
        "version",
        "operation",
        "id",
    )
)

_R195 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleDelete/type",
)

_R196 = (
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_R197 = (
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_R198 = (
    "required",
    'missing required property "id"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_R199 = (
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleDelete/properties/version/const",
)

_R200 = (
    "const",
    'must be "delete"',
    _D26 + "#/$defs/ScheduleDelete/properties/operation/const",
)

_R201 = (
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_R202 = (
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_R203 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleDelete/additionalProperties",
)

_R204 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleDispatch/type",
)

_R205 = (
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_R206 = (
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_R207 = (
    "required",
    'missing required property "id"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_R208 = (
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleDispatch/properties/version/const",
)

_R209 = (
    "const",
    'must be "dispatch"',
    _D26 + "#/$defs/ScheduleDispatch/properties/operation/const",
)

_R210 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleDispatch/additionalProperties",
)

_K211 = frozenset(
    (
        "code",
        "message",
    )
)

_R212 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InvalidPrompt/type",
)

_R213 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InvalidPrompt/required",
)

_R214 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InvalidPrompt/required",
)

_R215 = (
    "const",
    'must be "invalid_prompt"',
    _D28 + "#/$defs/InvalidPrompt/properties/code/const",
)

_R216 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InvalidPrompt/properties/message/type",
)

_R217 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InvalidPrompt/properties/message/minLength",
)

_R218 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InvalidPrompt/additionalProperties",
)

_R219 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InvalidSelector/type",
)

_R220 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InvalidSelector/required",
)

_R221 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InvalidSelector/required",
)

_R222 = (
    "const",
    'must be "invalid_selector"',
    _D28 + "#/$defs/InvalidSelector/properties/code/const",
)

_R223 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InvalidSelector/properties/message/type",
)

_R224 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InvalidSelector/properties/message/minLength",
)

_R225 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InvalidSelector/additionalProperties",
)

_R226 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InvalidRule/type",
)

_R227 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InvalidRule/required",
)

_R228 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InvalidRule/required",
)

_R229 = (
    "const",
    'must be "invalid_rule"',
    _D28 + "#/$defs/InvalidRule/properties/code/const",
)

_R230 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InvalidRule/properties/message/type",
)

_R231 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InvalidRule/properties/message/minLength",
)

_R232 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InvalidRule/additionalProperties",
)

_R233 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/TimeOutOfRange/type",
)

_R234 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/TimeOutOfRange/required",
)

_R235 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/TimeOutOfRange/required",
)

_R236 = (
    "const",
    'must be "time_out_of_range"',
    _D28 + "#/$defs/TimeOutOfRange/properties/code/const",
)

_R237 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/TimeOutOfRange/properties/message/type",
)

_R238 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/TimeOutOfRange/properties/message/minLength",
)

_R239 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/TimeOutOfRange/additionalProperties",
)

_R240 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/CorruptScheduleLog/type",
)

_R241 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/CorruptScheduleLog/required",
)

_R242 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/CorruptScheduleLog/required",
)

_R243 = (
    "const",
    'must be "corrupt_schedule_log"',
    _D28 + "#/$defs/CorruptScheduleLog/properties/code/const",
)

_R244 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/CorruptScheduleLog/properties/message/type",
)

_R245 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/CorruptScheduleLog/properties/message/minLength",
)

_R246 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/CorruptScheduleLog/additionalProperties",
)

_R247 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/PersistenceUncertain/type",
)

_K248 = frozenset(
    (
        "code",
        "message",
        "operation",
    )
)

_R249 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/PersistenceUncertain/required",
)

_R250 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/PersistenceUncertain/required",
)

_R251 = (
    "required",
    'missing required property "operation"',
    _D28 + "#/$defs/PersistenceUncertain/required",
)

_R252 = (
    "const",
    'must be "persistence_uncertain"',
    _D28 + "#/$defs/PersistenceUncertain/properties/code/const",
)

_R253 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/PersistenceUncertain/properties/message/type",
)

_R254 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/PersistenceUncertain/properties/message/minLength",
)

_R255 = (
    "enum",
    'must be one of ["create", "list", "delete"]',
    _D28 + "#/$defs/PersistenceUncertain/properties/operation/enum",
)

_R256 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/PersistenceUncertain/additionalProperties",
)

_R257 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InternalError/type",
)

_R258 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InternalError/required",
)

_R259 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InternalError/required",
)

_R260 = (
    "const",
    'must be "internal_error"',
    _D28 + "#/$defs/InternalError/properties/code/const",
)

_R261 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InternalError/properties/message/type",
)

_R262 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InternalError/properties/message/minLength",
)

_R263 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InternalError/additionalProperties",
)

_R264 = (
    "type",
    "expected array, got ",
    _D70 + "#/properties/days/type",
)

_R265 = (
    "type",
    "expected object, got ",
    _D101 + "#/$defs/ScheduleCreateV2/type",
)

_R266 = (
    "required",
    'missing required property "version"',
    _D101 + "#/$defs/ScheduleCreateV2/required",
)

_R267 = (
    "required",
    'missing required property "operation"',
    _D101 + "#/$defs/ScheduleCreateV2/required",
)

_R268 = (
    "required",
    'missing required property "schedule"',
    _D101 + "#/$defs/ScheduleCreateV2/required",
)

_R269 = (
    "const",
    "must be 2",
    _D101 + "#/$defs/ScheduleCreateV2/properties/version/const",
)

_R270 = (
    "const",
    'must be "create"',
    _D101 + "#/$defs/ScheduleCreateV2/properties/operation/const",
)

_R271 = (
    "additionalProperties",
    "is not allowed",
    _D101 + "#/$defs/ScheduleCreateV2/additionalProperties",
)

_R272 = (
    "type",
    "expected object, got ",
    _D101 + "#/$defs/ScheduleDeleteV2/type",
)

_R273 = (
    "required",
    'missing required property "version"',
    _D101 + "#/$defs/ScheduleDeleteV2/required",
)

_R274 = (
    "required",
    'missing required property "operation"',
    _D101 + "#/$defs/ScheduleDeleteV2/required",
)

_R275 = (
    "required",
    'missing required property "id"',
    _D101 + "#/$defs/ScheduleDeleteV2/required",
)

_R276 = (
    "const",
    "must be 2",
    _D101 + "#/$defs/ScheduleDeleteV2/properties/version/const",
)

_R277 = (
    "const",
    'must be "delete"',
    _D101 + "#/$defs/ScheduleDeleteV2/properties/operation/const",
)

_R278 = (
    "additionalProperties",
    "is not allowed",
    _D101 + "#/$defs/ScheduleDeleteV2/additionalProperties",
)

_R279 = (
    "type",
    "expected object, got ",
    _D101 + "#/$defs/ScheduleDispatchV2/type",
)

_R280 = (
    "required",
    'missing required property "version"',
    _D101 + "#/$defs/ScheduleDispatchV2/required",
)

_R281 = (
    "required",
    'missing required property "operation"',
    _D101 + "#/$defs/ScheduleDispatchV2/required",
)

_R282 = (
    "required",
    'missing required property "id"',
    _D101 + "#/$defs/ScheduleDispatchV2/required",
)

_R283 = (
    "const",
    "must be 2",
    _D101 + "#/$defs/ScheduleDispatchV2/properties/version/const",
)

_R284 = (
    "const",
    'must be "dispatch"',
    _D101 + "#/$defs/ScheduleDispatchV2/properties/operation/const",
)

_R285 = (
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_R286 = (
    "additionalProperties",
    "is not allowed",
    _D101 + "#/$defs/ScheduleDispatchV2/additionalProperties",
)

_R287 = (
    "type",
    "expected object, got ",
    _D104 + "#/$defs/InvalidSelectorV2/type",
)

_R288 = (
    "required",
    'missing required property "code"',
    _D104 + "#/$defs/InvalidSelectorV2/required",
)

_R289 = (
    "required",
    'missing required property "message"',
    _D104 + "#/$defs/InvalidSelectorV2/required",
)

_R290 = (
    "const",
    'must be "invalid_selector"',
    _D104 + "#/$defs/InvalidSelectorV2/properties/code/const",
)

_R291 = (
    "type",
    "expected string, got ",
    _D104 + "#/$defs/InvalidSelectorV2/properties/message/type",
)

_R292 = (
    "minLength",
    "must be at least 1 characters long",
    _D104 + "#/$defs/InvalidSelectorV2/properties/message/minLength",
)

_R293 = (
    "additionalProperties",
    "is not allowed",
    _D104 + "#/$defs/InvalidSelectorV2/additionalProperties",
)

_R294 = (
    "type",
    "expected object, got ",
    _D104 + "#/$defs/InvalidRuleV2/type",
)

_R295 = (
    "required",
    'missing required property "code"',
    _D104 + "#/$defs/InvalidRuleV2/required",
)

_R296 = (
    "required",
    'missing required property "message"',
    _D104 + "#/$defs/InvalidRuleV2/required",
)

_R297 = (
    "const",
    'must be "invalid_rule"',
    _D104 + "#/$defs/InvalidRuleV2/properties/code/const",
)

_R298 = (
    "type",
    "expected string, got ",
    _D104 + "#/$defs/InvalidRuleV2/properties/message/type",
)

_R299 = (
    "minLength",
    "must be at least 1 characters long",
    _D104 + "#/$defs/InvalidRuleV2/properties/message/minLength",
)

_R300 = (
    "additionalProperties",
    "is not allowed",
    _D104 + "#/$defs/InvalidRuleV2/additionalProperties",
)

_R301 = (
    "type",
    "expected object, got ",
    _D104 + "#/$defs/InvalidTimeZone/type",
)

_R302 = (
    "required",
    'missing required property "code"',
    _D104 + "#/$defs/InvalidTimeZone/required",
)

_R303 = (
    "required",
    'missing required property "message"',
    _D104 + "#/$defs/InvalidTimeZone/required",
)

_R304 = (
    "const",
    'must be "invalid_time_zone"',
    _D104 + "#/$defs/InvalidTimeZone/properties/code/const",
)

_R305 = (
    "type",
    "expected string, got ",
    _D104 + "#/$defs/InvalidTimeZone/properties/message/type",
)

_R306 = (
    "minLength",
    "must be at least 1 characters long",
    _D104 + "#/$defs/InvalidTimeZone/properties/message/minLength",
)

_R307 = (
    "additionalProperties",
    "is not allowed",
    _D104 + "#/$defs/InvalidTimeZone/additionalProperties",
)

_R308 = (
    "type",
    "expected object, got ",
    _D104 + "#/$defs/FrequencyTooHigh/type",
)

_R309 = (
    "required",
    'missing required property "code"',
    _D104 + "#/$defs/FrequencyTooHigh/required",
)

_R310 = (
    "required",
    'missing required property "message"',
    _D104 + "#/$defs/FrequencyTooHigh/required",
)

_R311 = (
    "const",
    'must be "frequency_too_high"',
    _D104 + "#/$defs/FrequencyTooHigh/properties/code/const",
)

_R312 = (
    "type",
    "expected string, got ",
    _D104 + "#/$defs/FrequencyTooHigh/properties/message/type",
)

_R313 = (
    "minLength",
    "must be at least 1 characters long",
    _D104 + "#/$defs/FrequencyTooHigh/properties/message/minLength",
)

_R314 = (
    "additionalProperties",
    "is not allowed",
    _D104 + "#/$defs/FrequencyTooHigh/additionalProperties",
)

_R315 = (
    "type",
    "expected object, got ",
    _D104 + "#/$defs/TimeOutOfRangeV2/type",
)

_R316 = (
    "required",
    'missing required property "code"',
    _D104 + "#/$defs/TimeOutOfRangeV2/required",
)

_R317 = (
    "required",
    'missing required property "message"',
    _D104 + "#/$defs/TimeOutOfRangeV2/required",
)

_R318 = (
    "const",
    'must be "time_out_of_range"',
    _D104 + "#/$defs/TimeOutOfRangeV2/properties/code/const",
)

_R319 = (
    "type",
    "expected string, got ",
    _D104 + "#/$defs/TimeOutOfRangeV2/properties/message/type",
)

_R320 = (
    "minLength",
    "must be at least 1 characters long",
    _D104 + "#/$defs/TimeOutOfRangeV2/properties/message/minLength",
)

_R321 = (
    "additionalProperties",
    "is not allowed",
    _D104 + "#/$defs/TimeOutOfRangeV2/additionalProperties",
)

_R322 = (
    "type",
    "expected object, got ",
    _D104 + "#/$defs/NotFuture/type",
)

_R323 = (
    "required",
    'missing required property "code"',
    _D104 + "#/$defs/NotFuture/required",
)

_R324 = (
    "required",
    'missing required property "message"',
    _D104 + "#/$defs/NotFuture/required",
)

_R325 = (
    "const",
    'must be "not_future"',
    _D104 + "#/$defs/NotFuture/properties/code/const",
)

_R326 = (
    "type",
    "expected string, got ",
    _D104 + "#/$defs/NotFuture/properties/message/type",
)

_R327 = (
    "minLength",
    "must be at least 1 characters long",
    _D104 + "#/$defs/NotFuture/properties/message/minLength",
)

_R328 = (
    "additionalProperties",
    "is not allowed",
    _D104 + "#/$defs/NotFuture/additionalProperties",
)

_R329 = (
    "type",
    "expected object, got ",
    _D104 + "#/$defs/TooManySchedules/type",
)

_R330 = (
    "required",
    'missing required property "code"',
    _D104 + "#/$defs/TooManySchedules/required",
)

_R331 = (
    "required",
    'missing required property "message"',
    _D104 + "#/$defs/TooManySchedules/required",
)

_R332 = (
    "const",
    'must be "too_many_schedules"',
    _D104 + "#/$defs/TooManySchedules/properties/code/const",
)

_R333 = (
    "type",
    "expected string, got ",
    _D104 + "#/$defs/TooManySchedules/properties/message/type",
)

_R334 = (
    "minLength",
    "must be at least 1 characters long",
    _D104 + "#/$defs/TooManySchedules/properties/message/minLength",
)

_R335 = (
    "additionalProperties",
    "is not allowed",
    _D104 + "#/$defs/TooManySchedules/additionalProperties",
)

_R336 = (
    "required",
    'missing required property "id"',
    _D2 + "#/required",
)

_R337 = (
    "required",
    'missing required property "kind"',
    _D2 + "#/required",
)

_R338 = (
    "required",
    'missing required property "prompt"',
    _D2 + "#/required",
)

_R339 = (
    "required",
    'missing required property "afterSeconds"',
    _D2 + "#/required",
)

_R340 = (
    "required",
    'missing required property "scheduledAt"',
    _D2 + "#/required",
)

_R341 = (
    "const",
    'must be "after"',
    _D2 + "#/properties/kind/const",
)

_R342 = (
    "minimum",
    "must be >= 1",
    _D2 + "#/properties/afterSeconds/minimum",
)

_R343 = (
    "maximum",
    "must be <= 9007199254740991",
    _D2 + "#/properties/afterSeconds/maximum",
)

_R344 = (
    "required",
    'missing required property "id"',
    _D61 + "#/required",
)

_R345 = (
    "required",
    'missing required property "kind"',
    _D61 + "#/required",
)

_R346 = (
    "required",
    'missing required property "prompt"',
    _D61 + "#/required",
)

_R347 = (
    "required",
    'missing required property "scheduledAt"',
    _D61 + "#/required",
)

_R348 = (
    "const",
    'must be "at"',
    _D61 + "#/properties/kind/const",
)

_R349 = (
    "required",
    'missing required property "id"',
    _D89 + "#/required",
)

_R350 = (
    "required",
    'missing required property "kind"',
    _D89 + "#/required",
)

_R351 = (
    "required",
    'missing required property "prompt"',
    _D89 + "#/required",
)

_R352 = (
    "required",
    'missing required property "everySeconds"',
    _D89 + "#/required",
)

_R353 = (
    "required",
    'missing required property "scheduledAt"',
    _D89 + "#/required",
)

_R354 = (
    "const",
    'must be "every"',
    _D89 + "#/properties/kind/const",
)

_R355 = (
    "minimum",
    "must be >= 300",
    _D89 + "#/properties/everySeconds/minimum",
)

_R356 = (
    "maximum",
    "must be <= 9007199254740991",
    _D89 + "#/properties/everySeconds/maximum",
)

_R357 = (
    "required",
    'missing required property "id"',
    _D70 + "#/required",
)

_R358 = (
    "required",
    'missing required property "kind"',
    _D70 + "#/required",
)

_R359 = (
    "required",
    'missing required property "prompt"',
    _D70 + "#/required",
)

_R360 = (
    "required",
    'missing required property "time"',
    _D70 + "#/required",
)

_R361 = (
    "required",
    'missing required property "days"',
    _D70 + "#/required",
)

_R362 = (
    "required",
    'missing required property "timeZone"',
    _D70 + "#/required",
)

_R363 = (
    "required",
    'missing required property "scheduledAt"',
    _D70 + "#/required",
)

_R364 = (
    "const",
    'must be "calendar"',
    _D70 + "#/properties/kind/const",
)

_R365 = (
    "pattern",
    'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D70 + "#/properties/time/pattern",
)

_R366 = (
    "pattern",
    'must match the pattern "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$"',
    _D70 + "#/properties/timeZone/pattern",
)

_R367 = (
    "required",
    'missing required property "id"',
    _D47 + "#/required",
)

_R368 = (
    "required",
    'missing required property "kind"',
    _D47 + "#/required",
)

_R369 = (
    "required",
    'missing required property "prompt"',
    _D47 + "#/required",
)

_R370 = (
    "required",
    'missing required property "afterSeconds"',
    _D47 + "#/required",
)

_R371 = (
    "required",
    'missing required property "scheduledAt"',
    _D47 + "#/required",
)

_R372 = (
    "required",
    'missing required property "state"',
    _D47 + "#/required",
)

_R373 = (
    "required",
    'missing required property "deliveryMode"',
    _D47 + "#/required",
)

_R374 = (
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D47 + "#/properties/state/enum",
)

_R375 = (
    "const",
    'must be "session-local"',
    _D47 + "#/properties/deliveryMode/const",
)

_K376 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "scheduledAt",
        "state",
        "deliveryMode",
    )
)

_R377 = (
    "type",
    "expected object, got ",
    _D116 + "#/$defs/AtScheduleView/type",
)

_R378 = (
    "required",
    'missing required property "id"',
    _D116 + "#/$defs/AtScheduleView/required",
)

_R379 = (
    "required",
    'missing required property "kind"',
    _D116 + "#/$defs/AtScheduleView/required",
)

_R380 = (
    "required",
    'missing required property "prompt"',
    _D116 + "#/$defs/AtScheduleView/required",
)

_R381 = (
    "required",
    'missing required property "scheduledAt"',
    _D116 + "#/$defs/AtScheduleView/required",
)

_R382 = (
    "required",
    'missing required property "state"',
    _D116 + "#/$defs/AtScheduleView/required",
)

_R383 = (
    "required",
    'missing required property "deliveryMode"',
    _D116 + "#/$defs/AtScheduleView/required",
)

_R384 = (
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D116 + "#/$defs/state/enum",
)

_R385 = (
    "const",
    'must be "session-local"',
    _D116 + "#/$defs/deliveryMode/const",
)

_R386 = (
    "additionalProperties",
    "is not allowed",
    _D116 + "#/$defs/AtScheduleView/additionalProperties",
)

_K387 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "everySeconds",
        "scheduledAt",
        "state",
        "deliveryMode",
    )
)

_R388 = (
    "type",
    "expected object, got ",
    _D116 + "#/$defs/EveryScheduleView/type",
)

_R389 = (
    "required",
    'missing required property "id"',
    _D116 + "#/$defs/EveryScheduleView/required",
)

_R390 = (
    "required",
    'missing required property "kind"',
    _D116 + "#/$defs/EveryScheduleView/required",
)

_R391 = (
    "required",
    'missing required property "prompt"',
    _D116 + "#/$defs/EveryScheduleView/required",
)

_R392 = (
    "required",
    'missing required property "everySeconds"',
    _D116 + "#/$defs/EveryScheduleView/required",
)

_R393 = (
    "required",
    'missing required property "scheduledAt"',
    _D116 + "#/$defs/EveryScheduleView/required",
)

_R394 = (
    "required",
    'missing required property "state"',
    _D116 + "#/$defs/EveryScheduleView/required",
)

_R395 = (
    "required",
    'missing required property "deliveryMode"',
    _D116 + "#/$defs/EveryScheduleView/required",
)

_R396 = (
    "additionalProperties",
    "is not allowed",
    _D116 + "#/$defs/EveryScheduleView/additionalProperties",
)

_K397 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "time",
        "days",
        "timeZone",
        "scheduledAt",
        "state",
        "deliveryMode",
        "scheduledLocal",
    )
)

_R398 = (
    "type",
    "expected object, got ",
    _D116 + "#/$defs/CalendarScheduleView/type",
)

_R399 = (
    "required",
    'missing required property "id"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R400 = (
    "required",
    'missing required property "kind"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R401 = (
    "required",
    'missing required property "prompt"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R402 = (
    "required",
    'missing required property "time"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R403 = (
    "required",
    'missing required property "days"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R404 = (
    "required",
    'missing required property "timeZone"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R405 = (
    "required",
    'missing required property "scheduledAt"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R406 = (
    "required",
    'missing required property "state"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R407 = (
    "required",
    'missing required property "deliveryMode"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R408 = (
    "required",
    'missing required property "scheduledLocal"',
    _D116 + "#/$defs/CalendarScheduleView/required",
)

_R409 = (
    "type",
    "expected string, got ",
    _D116 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/type",
)

_R410 = (
    "pattern",
    'must match the pattern "^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D116 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern",
)

_R411 = (
    "additionalProperties",
    "is not allowed",
    _D116 + "#/$defs/CalendarScheduleView/additionalProperties",
)

_R412 = (
    "type",
    "expected array, got ",
    _D134 + "#/$defs/output/oneOf/0/type",
)

_K413 = frozenset(
    (
        "id",
        "deleted",
    )
)

_R414 = (
    "type",
    "expected object, got ",
    _D141 + "#/$defs/deleted/type",
)

_R415 = (
    "required",
    'missing required property "id"',
    _D141 + "#/$defs/deleted/required",
)

_R416 = (
    "required",
    'missing required property "deleted"',
    _D141 + "#/$defs/deleted/required",
)

_R417 = (
    "const",
    "must be true",
    _D141 + "#/$defs/deleted/properties/deleted/const",
)

_R418 = (
    "additionalProperties",
    "is not allowed",
    _D141 + "#/$defs/deleted/additionalProperties",
)

_K419 = frozenset(
    (
        "id",
        "deleted",
        "code",
    )
)

_R420 = (
    "type",
    "expected object, got ",
    _D141 + "#/$defs/notFound/type",
)

_R421 = (
    "required",
    'missing required property "id"',
    _D141 + "#/$defs/notFound/required",
)

_R422 = (
    "required",
    'missing required property "deleted"',
    _D141 + "#/$defs/notFound/required",
)

_R423 = (
    "required",
    'missing required property "code"',
    _D141 + "#/$defs/notFound/required",
)

_R424 = (
    "const",
    "must be false",
    _D141 + "#/$defs/notFound/properties/deleted/const",
)

_R425 = (
    "const",
    'must be "schedule_not_found"',
    _D141 + "#/$defs/notFound/properties/code/const",
)

_R426 = (
    "additionalProperties",
    "is not allowed",
    _D141 + "#/$defs/notFound/additionalProperties",
)

_R427 = (
    "anyOf",
    "valid against none of the 2 alternatives",
    _D153 + "#/$defs/arguments/properties/at/anyOf",
)

_R429 = (
    "type",
    "expected object, got ",
    _D153 + "#/$defs/calendarRule/type",
)

_R430 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/calendarRule/properties/time/type",
)

_R431 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/calendarRule/properties/time_zone/type",
)

_R432 = (
    "type",
    "expected array, got ",
    _D172 + "#/$defs/output/oneOf/0/type",
)

_R433 = (
    "enum",
    'must be one of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]',
    _D70 + "#/properties/days/items/enum",
)

_R434 = (
    "oneOf",
    "valid against none of the 4 alternatives",
    _D106 + "#/oneOf",
)

_R435 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/arguments/properties/at/anyOf/0/type",
)

_R436 = (
    "type",
    "expected object, got ",
    _D153 + "#/$defs/atLocalTime/type",
)

_R437 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/atLocalTime/properties/date/type",
)

_R438 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/atLocalTime/properties/time/type",
)

_R439 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/atLocalTime/properties/time_zone/type",
)

_R440 = (
    "type",
    "expected array, got ",
    _D153 + "#/$defs/calendarRule/properties/days/type",
)

_R441 = (
    "oneOf",
    "valid against none of the 4 alternatives",
    _D116 + "#/oneOf",
)

_R442 = (
    "type",
    "expected string, got ",
    _D153 + "#/$defs/calendarRule/properties/days/items/type",
)


def _closest_e(
    x: Any,
    path: str,
    errors: list[Violation],
    explainers: tuple[_Explain, ...],
    candidates: Iterable[int],
) -> None:
    """Explain failed alternatives by the one with the fewest errors (the first of those)."""
    best: list[Violation] | None = None
    for index in candidates:
        found: list[Violation] = []
        explainers[index](x, path, found)
        if best is None or len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    errors.extend(best or ())


def _esc(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _is_integer(x: Any) -> bool:
    if isinstance(x, float):
        return x.is_integer()
    return isinstance(x, int) and not isinstance(x, bool)


def _mistyped(path: str, x: Any, template: tuple[str, str, str]) -> Violation:
    """A type error: the template's message ends with the type found."""
    keyword, message, where = template
    return tuple.__new__(Violation, (path, keyword, message + _type_name(x), where))


def _type_name(x: Any) -> str:
    if isinstance(x, bool):
        return "boolean"
    if isinstance(x, (int, float)):
        return "integer" if _is_integer(x) else "number"
    if x is None:
        return "null"
    if isinstance(x, dict):
        return "object"
    if isinstance(x, list):
        return "array"
    return "string" if isinstance(x, str) else type(x).__name__


_MAX_DEPTH = 1000
# The recursion limit is one per process: one thread at a time raises and restores it.
_ROOM = threading.Lock()


def _escape_key(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _too_deep(x: Any) -> str | None:
    """The JSON pointer of the first value nested more than _MAX_DEPTH levels deep, or None.
    A walk with a list of pending values: recursion is what failed."""
    pending: list[tuple[Any, str, int]] = [(x, "", 1)]
    while pending:
        value, path, level = pending.pop()
        items: list[tuple[str, Any]]
        if isinstance(value, dict):
            items = [(path + "/" + _escape_key(k), v) for k, v in value.items()]
        elif isinstance(value, list):
            items = [(path + "/" + str(i), v) for i, v in enumerate(value)]
        else:
            continue
        if level > _MAX_DEPTH:
            return path
        pending.extend((v, where, level + 1) for where, v in reversed(items))
    return None


def _deep(check: Callable[[Any], _T], x: Any, refuse: Callable[[str | None], _T]) -> _T:
    """`check(x)` ran out of stack: again with room for _MAX_DEPTH levels, or `refuse`
    naming the first value nested too deeply."""
    path = _too_deep(x)
    if path is None:
        with _ROOM:
            limit = sys.getrecursionlimit()
            sys.setrecursionlimit(limit + 64 * _MAX_DEPTH)
            try:
                return check(x)
            except RecursionError:
                path = ""
            finally:
                sys.setrecursionlimit(limit)
    return refuse(path)


def _too_deep_errors(path: str | None) -> list[Violation]:
    message = "nested too deeply to validate (more than 1000 levels)"
    return [Violation(path or "", "depth", message, "")]


def _too_deep_verdict(path: str | None) -> bool:
    return False


def validate_after_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/after-schedule-record.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 5
            and isinstance((v1 := instance.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS13
            and v1[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v2 := instance.get("prompt")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS13
            and v2[-1] not in _CHARS13
            and (
                type(v3 := instance.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := instance.get("scheduledAt")), str)
            and _P23.search(v4) is not None
        ):
            return []
        return _collect_after_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_after_schedule_record, instance, _too_deep_errors)


def is_valid_after_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/after-schedule-record.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 5
            and isinstance((v1 := instance.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS13
            and v1[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v2 := instance.get("prompt")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS13
            and v2[-1] not in _CHARS13
            and (
                type(v3 := instance.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := instance.get("scheduledAt")), str)
            and _P23.search(v4) is not None
        )
    except RecursionError:
        return _deep(_verdict_after_schedule_record, instance, _too_deep_verdict)


def _verdict_after_schedule_record(instance: Any) -> bool:
    return _v0(instance)


def _errors_after_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v0(instance) else _collect_after_schedule_record(instance)


def _collect_after_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R3))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K1
        if not exact1:
            if "id" not in instance:
                errors.append(_X4)
            if "kind" not in instance:
                errors.append(_X5)
            if "prompt" not in instance:
                errors.append(_X6)
            if "afterSeconds" not in instance:
                errors.append(_X7)
            if "scheduledAt" not in instance:
                errors.append(_X8)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(_X11)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "after"):
                errors.append(_X14)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(_X15)
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "afterSeconds" in instance:
            x5 = instance["afterSeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped("/afterSeconds", x5, _R17))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 1):
                    errors.append(_X18)
                if not (x5 <= 9007199254740991):
                    errors.append(_X19)
        if "scheduledAt" in instance:
            x6 = instance["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(_X22)
        if not exact1:
            for key7 in instance:
                if key7 not in _K1:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key7), *_R24)))
    return errors


def validate_instant(instance: object) -> list[Violation]:
    """Every violation of schemas/instant.json (an empty list means valid)."""
    try:
        if isinstance(instance, str) and _P23.search(instance) is not None:
            return []
        return _collect_instant(instance)
    except RecursionError:
        return _deep(_errors_instant, instance, _too_deep_errors)


def is_valid_instant(instance: object) -> bool:
    """Whether the instance is valid against schemas/instant.json."""
    try:
        return isinstance(instance, str) and _P23.search(instance) is not None
    except RecursionError:
        return _deep(_verdict_instant, instance, _too_deep_verdict)


def _verdict_instant(instance: Any) -> bool:
    return _v1(instance)


def _errors_instant(instance: Any) -> list[Violation]:
    return [] if _v1(instance) else _collect_instant(instance)


def _collect_instant(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, str):
        errors.append(_mistyped("", instance, _R21))
    if isinstance(instance, str):
        if _P23.search(instance) is None:
            errors.append(_X25)
    return errors


def validate_schedule_change(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-change.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                (v5 := instance.get("operation")) == "create"
                and len(instance) == 3
                and (v6 := instance.get("version")) == 1
                and not isinstance(v6, bool)
                and isinstance((v11 := instance.get("schedule")), dict)
                and len(v11) == 5
                and isinstance((v7 := v11.get("id")), str)
                and len(v7) >= 1
                and v7[0] not in _CHARS13
                and v7[-1] not in _CHARS13
                and v11.get("kind") == "after"
                and isinstance((v8 := v11.get("prompt")), str)
                and len(v8) >= 1
                and v8[0] not in _CHARS13
                and v8[-1] not in _CHARS13
                and (
                    type(v9 := v11.get("afterSeconds")) is int
                    or (isinstance(v9, int) and not isinstance(v9, bool))
                    or (isinstance(v9, float) and float.is_integer(v9))
                )
                and v9 >= 1
                and v9 <= 9007199254740991
                and isinstance((v10 := v11.get("scheduledAt")), str)
                and _P23.search(v10) is not None
            )
            or (
                v5 == "delete"
                and len(instance) == 3
                and (v12 := instance.get("version")) == 1
                and not isinstance(v12, bool)
                and isinstance((v13 := instance.get("id")), str)
                and len(v13) >= 1
                and v13[0] not in _CHARS13
                and v13[-1] not in _CHARS13
            )
            or (
                v5 == "dispatch"
                and len(instance) == 3
                and (v14 := instance.get("version")) == 1
                and not isinstance(v14, bool)
                and isinstance((v15 := instance.get("id")), str)
                and len(v15) >= 1
                and v15[0] not in _CHARS13
                and v15[-1] not in _CHARS13
            )
        ):
            return []
        return _collect_schedule_change(instance)
    except RecursionError:
        return _deep(_errors_schedule_change, instance, _too_deep_errors)


def is_valid_schedule_change(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-change.json."""
    try:
        return isinstance(instance, dict) and (
            (
                (v5 := instance.get("operation")) == "create"
                and len(instance) == 3
                and (v6 := instance.get("version")) == 1
                and not isinstance(v6, bool)
                and isinstance((v11 := instance.get("schedule")), dict)
                and len(v11) == 5
                and isinstance((v7 := v11.get("id")), str)
                and len(v7) >= 1
                and v7[0] not in _CHARS13
                and v7[-1] not in _CHARS13
                and v11.get("kind") == "after"
                and isinstance((v8 := v11.get("prompt")), str)
                and len(v8) >= 1
                and v8[0] not in _CHARS13
                and v8[-1] not in _CHARS13
                and (
                    type(v9 := v11.get("afterSeconds")) is int
                    or (isinstance(v9, int) and not isinstance(v9, bool))
                    or (isinstance(v9, float) and float.is_integer(v9))
                )
                and v9 >= 1
                and v9 <= 9007199254740991
                and isinstance((v10 := v11.get("scheduledAt")), str)
                and _P23.search(v10) is not None
            )
            or (
                v5 == "delete"
                and len(instance) == 3
                and (v12 := instance.get("version")) == 1
                and not isinstance(v12, bool)
                and isinstance((v13 := instance.get("id")), str)
                and len(v13) >= 1
                and v13[0] not in _CHARS13
                and v13[-1] not in _CHARS13
            )
            or (
                v5 == "dispatch"
                and len(instance) == 3
                and (v14 := instance.get("version")) == 1
                and not isinstance(v14, bool)
                and isinstance((v15 := instance.get("id")), str)
                and len(v15) >= 1
                and v15[0] not in _CHARS13
                and v15[-1] not in _CHARS13
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_change, instance, _too_deep_verdict)


def _verdict_schedule_change(instance: Any) -> bool:
    return _v2(instance)


def _errors_schedule_change(instance: Any) -> list[Violation]:
    return [] if _v2(instance) else _collect_schedule_change(instance)


def _collect_schedule_change(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("operation") if isinstance(instance, dict) else None
    if tag1 == "create":
        errors.append(_X27)
        _e159(instance, "", errors)
    elif tag1 == "delete":
        errors.append(_X27)
        _e160(instance, "", errors)
    elif tag1 == "dispatch":
        errors.append(_X27)
        _e161(instance, "", errors)
    else:
        errors.append(_X27)
    return errors


def validate_schedule_error(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-error.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                (v16 := instance.get("code")) == "invalid_prompt"
                and len(instance) == 2
                and isinstance((v17 := instance.get("message")), str)
                and len(v17) >= 1
            )
            or (
                v16 == "invalid_selector"
                and len(instance) == 2
                and isinstance((v18 := instance.get("message")), str)
                and len(v18) >= 1
            )
            or (
                v16 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v19 := instance.get("message")), str)
                and len(v19) >= 1
            )
            or (
                v16 == "time_out_of_range"
                and len(instance) == 2
                and isinstance((v20 := instance.get("message")), str)
                and len(v20) >= 1
            )
            or (
                v16 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v21 := instance.get("message")), str)
                and len(v21) >= 1
            )
            or (
                v16 == "persistence_uncertain"
                and isinstance((v22 := instance.get("message")), str)
                and len(v22) >= 1
                and isinstance((v23 := instance.get("operation")), str)
                and v23 in _E30
                and (
                    "id" not in instance
                    or (
                        isinstance((v24 := instance["id"]), str)
                        and len(v24) >= 1
                        and v24[0] not in _CHARS13
                        and v24[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(instance)
            )
            or (
                v16 == "internal_error"
                and len(instance) == 2
                and isinstance((v25 := instance.get("message")), str)
                and len(v25) >= 1
            )
        ):
            return []
        return _collect_schedule_error(instance)
    except RecursionError:
        return _deep(_errors_schedule_error, instance, _too_deep_errors)


def is_valid_schedule_error(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-error.json."""
    try:
        return isinstance(instance, dict) and (
            (
                (v16 := instance.get("code")) == "invalid_prompt"
                and len(instance) == 2
                and isinstance((v17 := instance.get("message")), str)
                and len(v17) >= 1
            )
            or (
                v16 == "invalid_selector"
                and len(instance) == 2
                and isinstance((v18 := instance.get("message")), str)
                and len(v18) >= 1
            )
            or (
                v16 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v19 := instance.get("message")), str)
                and len(v19) >= 1
            )
            or (
                v16 == "time_out_of_range"
                and len(instance) == 2
                and isinstance((v20 := instance.get("message")), str)
                and len(v20) >= 1
            )
            or (
                v16 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v21 := instance.get("message")), str)
                and len(v21) >= 1
            )
            or (
                v16 == "persistence_uncertain"
                and isinstance((v22 := instance.get("message")), str)
                and len(v22) >= 1
                and isinstance((v23 := instance.get("operation")), str)
                and v23 in _E30
                and (
                    "id" not in instance
                    or (
                        isinstance((v24 := instance["id"]), str)
                        and len(v24) >= 1
                        and v24[0] not in _CHARS13
                        and v24[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(instance)
            )
            or (
                v16 == "internal_error"
                and len(instance) == 2
                and isinstance((v25 := instance.get("message")), str)
                and len(v25) >= 1
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_error, instance, _too_deep_verdict)


def _verdict_schedule_error(instance: Any) -> bool:
    return _v3(instance)


def _errors_schedule_error(instance: Any) -> list[Violation]:
    return [] if _v3(instance) else _collect_schedule_error(instance)


def _collect_schedule_error(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        errors.append(_X29)
        _e162(instance, "", errors)
    elif tag1 == "invalid_selector":
        errors.append(_X29)
        _e163(instance, "", errors)
    elif tag1 == "invalid_rule":
        errors.append(_X29)
        _e164(instance, "", errors)
    elif tag1 == "time_out_of_range":
        errors.append(_X29)
        _e165(instance, "", errors)
    elif tag1 == "corrupt_schedule_log":
        errors.append(_X29)
        _e166(instance, "", errors)
    elif tag1 == "persistence_uncertain":
        errors.append(_X29)
        _e167(instance, "", errors)
    elif tag1 == "internal_error":
        errors.append(_X29)
        _e168(instance, "", errors)
    else:
        errors.append(_X29)
    return errors


def validate_schedule_id(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-id.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, str)
            and len(instance) >= 1
            and instance[0] not in _CHARS13
            and instance[-1] not in _CHARS13
        ):
            return []
        return _collect_schedule_id(instance)
    except RecursionError:
        return _deep(_errors_schedule_id, instance, _too_deep_errors)


def is_valid_schedule_id(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-id.json."""
    try:
        return (
            isinstance(instance, str)
            and len(instance) >= 1
            and instance[0] not in _CHARS13
            and instance[-1] not in _CHARS13
        )
    except RecursionError:
        return _deep(_verdict_schedule_id, instance, _too_deep_verdict)


def _verdict_schedule_id(instance: Any) -> bool:
    return _v4(instance)


def _errors_schedule_id(instance: Any) -> list[Violation]:
    return [] if _v4(instance) else _collect_schedule_id(instance)


def _collect_schedule_id(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, str):
        errors.append(_mistyped("", instance, _R10))
    if isinstance(instance, str):
        if not (len(instance) >= 1):
            errors.append(_X32)
        if not (
            len(instance) >= 1 and instance[0] not in _CHARS13 and instance[-1] not in _CHARS13
        ):
            errors.append(_X33)
    return errors


def validate_schedule_reminder_presentation(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-reminder-presentation.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and isinstance((v26 := instance.get("scheduleId")), str)
            and len(v26) >= 1
            and v26[0] not in _CHARS13
            and v26[-1] not in _CHARS13
            and isinstance((v27 := instance.get("prompt")), str)
            and len(v27) >= 1
            and v27[0] not in _CHARS13
            and v27[-1] not in _CHARS13
            and isinstance((v28 := instance.get("occurrenceAt")), str)
            and _P23.search(v28) is not None
            and instance.get("deliveryMode") == "session-local"
        ):
            return []
        return _collect_schedule_reminder_presentation(instance)
    except RecursionError:
        return _deep(_errors_schedule_reminder_presentation, instance, _too_deep_errors)


def is_valid_schedule_reminder_presentation(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-reminder-presentation.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 4
            and isinstance((v26 := instance.get("scheduleId")), str)
            and len(v26) >= 1
            and v26[0] not in _CHARS13
            and v26[-1] not in _CHARS13
            and isinstance((v27 := instance.get("prompt")), str)
            and len(v27) >= 1
            and v27[0] not in _CHARS13
            and v27[-1] not in _CHARS13
            and isinstance((v28 := instance.get("occurrenceAt")), str)
            and _P23.search(v28) is not None
            and instance.get("deliveryMode") == "session-local"
        )
    except RecursionError:
        return _deep(_verdict_schedule_reminder_presentation, instance, _too_deep_verdict)


def _verdict_schedule_reminder_presentation(instance: Any) -> bool:
    return _v5(instance)


def _errors_schedule_reminder_presentation(instance: Any) -> list[Violation]:
    return [] if _v5(instance) else _collect_schedule_reminder_presentation(instance)


def _collect_schedule_reminder_presentation(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R36))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K34
        if not exact1:
            if "scheduleId" not in instance:
                errors.append(_X37)
            if "prompt" not in instance:
                errors.append(_X38)
            if "occurrenceAt" not in instance:
                errors.append(_X39)
            if "deliveryMode" not in instance:
                errors.append(_X40)
        if "scheduleId" in instance:
            x2 = instance["scheduleId"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/scheduleId", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(_X41)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X42)
        if "prompt" in instance:
            x3 = instance["prompt"]
            if not isinstance(x3, str):
                errors.append(_mistyped("/prompt", x3, _R10))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(_X15)
                if not (len(x3) >= 1 and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                    errors.append(_X16)
        if "occurrenceAt" in instance:
            x4 = instance["occurrenceAt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/occurrenceAt", x4, _R21))
            if isinstance(x4, str):
                if _P23.search(x4) is None:
                    errors.append(_X43)
        if "deliveryMode" in instance:
            x5 = instance["deliveryMode"]
            if not (x5 == "session-local"):
                errors.append(_X44)
        if not exact1:
            for key6 in instance:
                if key6 not in _K34:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R45)))
    return errors


def validate_schedule_view(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-view.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v29 := instance.get("id")), str)
            and len(v29) >= 1
            and v29[0] not in _CHARS13
            and v29[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v30 := instance.get("prompt")), str)
            and len(v30) >= 1
            and v30[0] not in _CHARS13
            and v30[-1] not in _CHARS13
            and (
                type(v31 := instance.get("afterSeconds")) is int
                or (isinstance(v31, int) and not isinstance(v31, bool))
                or (isinstance(v31, float) and float.is_integer(v31))
            )
            and v31 >= 1
            and v31 <= 9007199254740991
            and isinstance((v32 := instance.get("scheduledAt")), str)
            and _P23.search(v32) is not None
            and isinstance((v33 := instance.get("state")), str)
            and v33 in _E57
            and instance.get("deliveryMode") == "session-local"
        ):
            return []
        return _collect_schedule_view(instance)
    except RecursionError:
        return _deep(_errors_schedule_view, instance, _too_deep_errors)


def is_valid_schedule_view(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-view.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v29 := instance.get("id")), str)
            and len(v29) >= 1
            and v29[0] not in _CHARS13
            and v29[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v30 := instance.get("prompt")), str)
            and len(v30) >= 1
            and v30[0] not in _CHARS13
            and v30[-1] not in _CHARS13
            and (
                type(v31 := instance.get("afterSeconds")) is int
                or (isinstance(v31, int) and not isinstance(v31, bool))
                or (isinstance(v31, float) and float.is_integer(v31))
            )
            and v31 >= 1
            and v31 <= 9007199254740991
            and isinstance((v32 := instance.get("scheduledAt")), str)
            and _P23.search(v32) is not None
            and isinstance((v33 := instance.get("state")), str)
            and v33 in _E57
            and instance.get("deliveryMode") == "session-local"
        )
    except RecursionError:
        return _deep(_verdict_schedule_view, instance, _too_deep_verdict)


def _verdict_schedule_view(instance: Any) -> bool:
    return _v6(instance)


def _errors_schedule_view(instance: Any) -> list[Violation]:
    return [] if _v6(instance) else _collect_schedule_view(instance)


def _collect_schedule_view(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R48))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K46
        if not exact1:
            if "id" not in instance:
                errors.append(_X49)
            if "kind" not in instance:
                errors.append(_X50)
            if "prompt" not in instance:
                errors.append(_X51)
            if "afterSeconds" not in instance:
                errors.append(_X52)
            if "scheduledAt" not in instance:
                errors.append(_X53)
            if "state" not in instance:
                errors.append(_X54)
            if "deliveryMode" not in instance:
                errors.append(_X55)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(_X11)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "after"):
                errors.append(_X14)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(_X15)
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "afterSeconds" in instance:
            x5 = instance["afterSeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped("/afterSeconds", x5, _R17))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 1):
                    errors.append(_X18)
                if not (x5 <= 9007199254740991):
                    errors.append(_X19)
        if "scheduledAt" in instance:
            x6 = instance["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(_X22)
        if "state" in instance:
            x7 = instance["state"]
            if not (isinstance(x7, str) and x7 in _E57):
                errors.append(_X56)
        if "deliveryMode" in instance:
            x8 = instance["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(_X58)
        if not exact1:
            for key9 in instance:
                if key9 not in _K46:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key9), *_R59)))
    return errors


def validate_trimmed_text(instance: object) -> list[Violation]:
    """Every violation of schemas/trimmed-text.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, str)
            and len(instance) >= 1
            and instance[0] not in _CHARS13
            and instance[-1] not in _CHARS13
        ):
            return []
        return _collect_trimmed_text(instance)
    except RecursionError:
        return _deep(_errors_trimmed_text, instance, _too_deep_errors)


def is_valid_trimmed_text(instance: object) -> bool:
    """Whether the instance is valid against schemas/trimmed-text.json."""
    try:
        return (
            isinstance(instance, str)
            and len(instance) >= 1
            and instance[0] not in _CHARS13
            and instance[-1] not in _CHARS13
        )
    except RecursionError:
        return _deep(_verdict_trimmed_text, instance, _too_deep_verdict)


def _verdict_trimmed_text(instance: Any) -> bool:
    return _v7(instance)


def _errors_trimmed_text(instance: Any) -> list[Violation]:
    return [] if _v7(instance) else _collect_trimmed_text(instance)


def _collect_trimmed_text(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, str):
        errors.append(_mistyped("", instance, _R10))
    if isinstance(instance, str):
        if not (len(instance) >= 1):
            errors.append(_X32)
        if not (
            len(instance) >= 1 and instance[0] not in _CHARS13 and instance[-1] not in _CHARS13
        ):
            errors.append(_X33)
    return errors


def validate_at_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/at-schedule-record.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and isinstance((v34 := instance.get("id")), str)
            and len(v34) >= 1
            and v34[0] not in _CHARS13
            and v34[-1] not in _CHARS13
            and instance.get("kind") == "at"
            and isinstance((v35 := instance.get("prompt")), str)
            and len(v35) >= 1
            and v35[0] not in _CHARS13
            and v35[-1] not in _CHARS13
            and isinstance((v36 := instance.get("scheduledAt")), str)
            and _P23.search(v36) is not None
        ):
            return []
        return _collect_at_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_at_schedule_record, instance, _too_deep_errors)


def is_valid_at_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/at-schedule-record.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 4
            and isinstance((v34 := instance.get("id")), str)
            and len(v34) >= 1
            and v34[0] not in _CHARS13
            and v34[-1] not in _CHARS13
            and instance.get("kind") == "at"
            and isinstance((v35 := instance.get("prompt")), str)
            and len(v35) >= 1
            and v35[0] not in _CHARS13
            and v35[-1] not in _CHARS13
            and isinstance((v36 := instance.get("scheduledAt")), str)
            and _P23.search(v36) is not None
        )
    except RecursionError:
        return _deep(_verdict_at_schedule_record, instance, _too_deep_verdict)


def _verdict_at_schedule_record(instance: Any) -> bool:
    return _v8(instance)


def _errors_at_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v8(instance) else _collect_at_schedule_record(instance)


def _collect_at_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R62))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K60
        if not exact1:
            if "id" not in instance:
                errors.append(_X63)
            if "kind" not in instance:
                errors.append(_X64)
            if "prompt" not in instance:
                errors.append(_X65)
            if "scheduledAt" not in instance:
                errors.append(_X66)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(_X11)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "at"):
                errors.append(_X67)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(_X15)
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "scheduledAt" in instance:
            x5 = instance["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped("/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if _P23.search(x5) is None:
                    errors.append(_X22)
        if not exact1:
            for key6 in instance:
                if key6 not in _K60:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R68)))
    return errors


def validate_calendar_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/calendar-schedule-record.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v37 := instance.get("id")), str)
            and len(v37) >= 1
            and v37[0] not in _CHARS13
            and v37[-1] not in _CHARS13
            and instance.get("kind") == "calendar"
            and isinstance((v38 := instance.get("prompt")), str)
            and len(v38) >= 1
            and v38[0] not in _CHARS13
            and v38[-1] not in _CHARS13
            and isinstance((v39 := instance.get("time")), str)
            and _P82.search(v39) is not None
            and isinstance((v40 := instance.get("days")), list)
            and _l1(v40)
            and isinstance((v41 := instance.get("timeZone")), str)
            and _P85.search(v41) is not None
            and isinstance((v42 := instance.get("scheduledAt")), str)
            and _P23.search(v42) is not None
        ):
            return []
        return _collect_calendar_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_calendar_schedule_record, instance, _too_deep_errors)


def is_valid_calendar_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/calendar-schedule-record.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v37 := instance.get("id")), str)
            and len(v37) >= 1
            and v37[0] not in _CHARS13
            and v37[-1] not in _CHARS13
            and instance.get("kind") == "calendar"
            and isinstance((v38 := instance.get("prompt")), str)
            and len(v38) >= 1
            and v38[0] not in _CHARS13
            and v38[-1] not in _CHARS13
            and isinstance((v39 := instance.get("time")), str)
            and _P82.search(v39) is not None
            and isinstance((v40 := instance.get("days")), list)
            and _l1(v40)
            and isinstance((v41 := instance.get("timeZone")), str)
            and _P85.search(v41) is not None
            and isinstance((v42 := instance.get("scheduledAt")), str)
            and _P23.search(v42) is not None
        )
    except RecursionError:
        return _deep(_verdict_calendar_schedule_record, instance, _too_deep_verdict)


def _verdict_calendar_schedule_record(instance: Any) -> bool:
    return _v9(instance)


def _errors_calendar_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v9(instance) else _collect_calendar_schedule_record(instance)


def _collect_calendar_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R71))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K69
        if not exact1:
            if "id" not in instance:
                errors.append(_X72)
            if "kind" not in instance:
                errors.append(_X73)
            if "prompt" not in instance:
                errors.append(_X74)
            if "time" not in instance:
                errors.append(_X75)
            if "days" not in instance:
                errors.append(_X76)
            if "timeZone" not in instance:
                errors.append(_X77)
            if "scheduledAt" not in instance:
                errors.append(_X78)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(_X11)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "calendar"):
                errors.append(_X79)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(_X15)
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "time" in instance:
            x5 = instance["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped("/time", x5, _R80))
            if isinstance(x5, str):
                if _P82.search(x5) is None:
                    errors.append(_X81)
        if "days" in instance:
            _e66(instance["days"], "/days", errors)
        if "timeZone" in instance:
            x6 = instance["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/timeZone", x6, _R83))
            if isinstance(x6, str):
                if _P85.search(x6) is None:
                    errors.append(_X84)
        if "scheduledAt" in instance:
            x7 = instance["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped("/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if _P23.search(x7) is None:
                    errors.append(_X22)
        if not exact1:
            for key8 in instance:
                if key8 not in _K69:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key8), *_R86)))
    return errors


def validate_every_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/every-schedule-record.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 5
            and isinstance((v43 := instance.get("id")), str)
            and len(v43) >= 1
            and v43[0] not in _CHARS13
            and v43[-1] not in _CHARS13
            and instance.get("kind") == "every"
            and isinstance((v44 := instance.get("prompt")), str)
            and len(v44) >= 1
            and v44[0] not in _CHARS13
            and v44[-1] not in _CHARS13
            and (
                type(v45 := instance.get("everySeconds")) is int
                or (isinstance(v45, int) and not isinstance(v45, bool))
                or (isinstance(v45, float) and float.is_integer(v45))
            )
            and v45 >= 300
            and v45 <= 9007199254740991
            and isinstance((v46 := instance.get("scheduledAt")), str)
            and _P23.search(v46) is not None
        ):
            return []
        return _collect_every_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_every_schedule_record, instance, _too_deep_errors)


def is_valid_every_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/every-schedule-record.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 5
            and isinstance((v43 := instance.get("id")), str)
            and len(v43) >= 1
            and v43[0] not in _CHARS13
            and v43[-1] not in _CHARS13
            and instance.get("kind") == "every"
            and isinstance((v44 := instance.get("prompt")), str)
            and len(v44) >= 1
            and v44[0] not in _CHARS13
            and v44[-1] not in _CHARS13
            and (
                type(v45 := instance.get("everySeconds")) is int
                or (isinstance(v45, int) and not isinstance(v45, bool))
                or (isinstance(v45, float) and float.is_integer(v45))
            )
            and v45 >= 300
            and v45 <= 9007199254740991
            and isinstance((v46 := instance.get("scheduledAt")), str)
            and _P23.search(v46) is not None
        )
    except RecursionError:
        return _deep(_verdict_every_schedule_record, instance, _too_deep_verdict)


def _verdict_every_schedule_record(instance: Any) -> bool:
    return _v10(instance)


def _errors_every_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v10(instance) else _collect_every_schedule_record(instance)


def _collect_every_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R90))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K88
        if not exact1:
            if "id" not in instance:
                errors.append(_X91)
            if "kind" not in instance:
                errors.append(_X92)
            if "prompt" not in instance:
                errors.append(_X93)
            if "everySeconds" not in instance:
                errors.append(_X94)
            if "scheduledAt" not in instance:
                errors.append(_X95)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(_X11)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "every"):
                errors.append(_X96)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(_X15)
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "everySeconds" in instance:
            x5 = instance["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped("/everySeconds", x5, _R97))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(_X98)
                if not (x5 <= 9007199254740991):
                    errors.append(_X99)
        if "scheduledAt" in instance:
            x6 = instance["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(_X22)
        if not exact1:
            for key7 in instance:
                if key7 not in _K88:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key7), *_R100)))
    return errors


def validate_schedule_change_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-change-v2.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                (v47 := instance.get("operation")) == "create"
                and len(instance) == 3
                and "schedule" in instance
                and (v48 := instance.get("version")) == 2
                and not isinstance(v48, bool)
                and isinstance((v67 := instance["schedule"]), dict)
                and (
                    (
                        (v49 := v67.get("kind")) == "after"
                        and len(v67) == 5
                        and isinstance((v50 := v67.get("id")), str)
                        and len(v50) >= 1
                        and v50[0] not in _CHARS13
                        and v50[-1] not in _CHARS13
                        and isinstance((v51 := v67.get("prompt")), str)
                        and len(v51) >= 1
                        and v51[0] not in _CHARS13
                        and v51[-1] not in _CHARS13
                        and (
                            type(v52 := v67.get("afterSeconds")) is int
                            or (isinstance(v52, int) and not isinstance(v52, bool))
                            or (isinstance(v52, float) and float.is_integer(v52))
                        )
                        and v52 >= 1
                        and v52 <= 9007199254740991
                        and isinstance((v53 := v67.get("scheduledAt")), str)
                        and _P23.search(v53) is not None
                    )
                    or (
                        v49 == "at"
                        and len(v67) == 4
                        and isinstance((v54 := v67.get("id")), str)
                        and len(v54) >= 1
                        and v54[0] not in _CHARS13
                        and v54[-1] not in _CHARS13
                        and isinstance((v55 := v67.get("prompt")), str)
                        and len(v55) >= 1
                        and v55[0] not in _CHARS13
                        and v55[-1] not in _CHARS13
                        and isinstance((v56 := v67.get("scheduledAt")), str)
                        and _P23.search(v56) is not None
                    )
                    or (
                        v49 == "every"
                        and len(v67) == 5
                        and isinstance((v57 := v67.get("id")), str)
                        and len(v57) >= 1
                        and v57[0] not in _CHARS13
                        and v57[-1] not in _CHARS13
                        and isinstance((v58 := v67.get("prompt")), str)
                        and len(v58) >= 1
                        and v58[0] not in _CHARS13
                        and v58[-1] not in _CHARS13
                        and (
                            type(v59 := v67.get("everySeconds")) is int
                            or (isinstance(v59, int) and not isinstance(v59, bool))
                            or (isinstance(v59, float) and float.is_integer(v59))
                        )
                        and v59 >= 300
                        and v59 <= 9007199254740991
                        and isinstance((v60 := v67.get("scheduledAt")), str)
                        and _P23.search(v60) is not None
                    )
                    or (
                        v49 == "calendar"
                        and len(v67) == 7
                        and isinstance((v61 := v67.get("id")), str)
                        and len(v61) >= 1
                        and v61[0] not in _CHARS13
                        and v61[-1] not in _CHARS13
                        and isinstance((v62 := v67.get("prompt")), str)
                        and len(v62) >= 1
                        and v62[0] not in _CHARS13
                        and v62[-1] not in _CHARS13
                        and isinstance((v63 := v67.get("time")), str)
                        and _P82.search(v63) is not None
                        and isinstance((v64 := v67.get("days")), list)
                        and _l2(v64)
                        and isinstance((v65 := v67.get("timeZone")), str)
                        and _P85.search(v65) is not None
                        and isinstance((v66 := v67.get("scheduledAt")), str)
                        and _P23.search(v66) is not None
                    )
                )
            )
            or (
                v47 == "delete"
                and len(instance) == 3
                and (v68 := instance.get("version")) == 2
                and not isinstance(v68, bool)
                and isinstance((v69 := instance.get("id")), str)
                and len(v69) >= 1
                and v69[0] not in _CHARS13
                and v69[-1] not in _CHARS13
            )
            or (
                v47 == "dispatch"
                and (v70 := instance.get("version")) == 2
                and not isinstance(v70, bool)
                and isinstance((v71 := instance.get("id")), str)
                and len(v71) >= 1
                and v71[0] not in _CHARS13
                and v71[-1] not in _CHARS13
                and (
                    "occurrenceAt" not in instance
                    or (
                        isinstance((v72 := instance["occurrenceAt"]), str)
                        and _P23.search(v72) is not None
                    )
                )
                and _K103.issuperset(instance)
            )
        ):
            return []
        return _collect_schedule_change_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_change_v2, instance, _too_deep_errors)


def is_valid_schedule_change_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-change-v2.json."""
    try:
        return isinstance(instance, dict) and (
            (
                (v47 := instance.get("operation")) == "create"
                and len(instance) == 3
                and "schedule" in instance
                and (v48 := instance.get("version")) == 2
                and not isinstance(v48, bool)
                and isinstance((v67 := instance["schedule"]), dict)
                and (
                    (
                        (v49 := v67.get("kind")) == "after"
                        and len(v67) == 5
                        and isinstance((v50 := v67.get("id")), str)
                        and len(v50) >= 1
                        and v50[0] not in _CHARS13
                        and v50[-1] not in _CHARS13
                        and isinstance((v51 := v67.get("prompt")), str)
                        and len(v51) >= 1
                        and v51[0] not in _CHARS13
                        and v51[-1] not in _CHARS13
                        and (
                            type(v52 := v67.get("afterSeconds")) is int
                            or (isinstance(v52, int) and not isinstance(v52, bool))
                            or (isinstance(v52, float) and float.is_integer(v52))
                        )
                        and v52 >= 1
                        and v52 <= 9007199254740991
                        and isinstance((v53 := v67.get("scheduledAt")), str)
                        and _P23.search(v53) is not None
                    )
                    or (
                        v49 == "at"
                        and len(v67) == 4
                        and isinstance((v54 := v67.get("id")), str)
                        and len(v54) >= 1
                        and v54[0] not in _CHARS13
                        and v54[-1] not in _CHARS13
                        and isinstance((v55 := v67.get("prompt")), str)
                        and len(v55) >= 1
                        and v55[0] not in _CHARS13
                        and v55[-1] not in _CHARS13
                        and isinstance((v56 := v67.get("scheduledAt")), str)
                        and _P23.search(v56) is not None
                    )
                    or (
                        v49 == "every"
                        and len(v67) == 5
                        and isinstance((v57 := v67.get("id")), str)
                        and len(v57) >= 1
                        and v57[0] not in _CHARS13
                        and v57[-1] not in _CHARS13
                        and isinstance((v58 := v67.get("prompt")), str)
                        and len(v58) >= 1
                        and v58[0] not in _CHARS13
                        and v58[-1] not in _CHARS13
                        and (
                            type(v59 := v67.get("everySeconds")) is int
                            or (isinstance(v59, int) and not isinstance(v59, bool))
                            or (isinstance(v59, float) and float.is_integer(v59))
                        )
                        and v59 >= 300
                        and v59 <= 9007199254740991
                        and isinstance((v60 := v67.get("scheduledAt")), str)
                        and _P23.search(v60) is not None
                    )
                    or (
                        v49 == "calendar"
                        and len(v67) == 7
                        and isinstance((v61 := v67.get("id")), str)
                        and len(v61) >= 1
                        and v61[0] not in _CHARS13
                        and v61[-1] not in _CHARS13
                        and isinstance((v62 := v67.get("prompt")), str)
                        and len(v62) >= 1
                        and v62[0] not in _CHARS13
                        and v62[-1] not in _CHARS13
                        and isinstance((v63 := v67.get("time")), str)
                        and _P82.search(v63) is not None
                        and isinstance((v64 := v67.get("days")), list)
                        and _l2(v64)
                        and isinstance((v65 := v67.get("timeZone")), str)
                        and _P85.search(v65) is not None
                        and isinstance((v66 := v67.get("scheduledAt")), str)
                        and _P23.search(v66) is not None
                    )
                )
            )
            or (
                v47 == "delete"
                and len(instance) == 3
                and (v68 := instance.get("version")) == 2
                and not isinstance(v68, bool)
                and isinstance((v69 := instance.get("id")), str)
                and len(v69) >= 1
                and v69[0] not in _CHARS13
                and v69[-1] not in _CHARS13
            )
            or (
                v47 == "dispatch"
                and (v70 := instance.get("version")) == 2
                and not isinstance(v70, bool)
                and isinstance((v71 := instance.get("id")), str)
                and len(v71) >= 1
                and v71[0] not in _CHARS13
                and v71[-1] not in _CHARS13
                and (
                    "occurrenceAt" not in instance
                    or (
                        isinstance((v72 := instance["occurrenceAt"]), str)
                        and _P23.search(v72) is not None
                    )
                )
                and _K103.issuperset(instance)
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_change_v2, instance, _too_deep_verdict)


def _verdict_schedule_change_v2(instance: Any) -> bool:
    return _v11(instance)


def _errors_schedule_change_v2(instance: Any) -> list[Violation]:
    return [] if _v11(instance) else _collect_schedule_change_v2(instance)


def _collect_schedule_change_v2(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("operation") if isinstance(instance, dict) else None
    if tag1 == "create":
        errors.append(_X102)
        _e170(instance, "", errors)
    elif tag1 == "delete":
        errors.append(_X102)
        _e171(instance, "", errors)
    elif tag1 == "dispatch":
        errors.append(_X102)
        _e172(instance, "", errors)
    else:
        errors.append(_X102)
    return errors


def validate_schedule_error_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-error-v2.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                (v73 := instance.get("code")) == "invalid_prompt"
                and len(instance) == 2
                and isinstance((v74 := instance.get("message")), str)
                and len(v74) >= 1
            )
            or (
                v73 == "invalid_selector"
                and len(instance) == 2
                and isinstance((v75 := instance.get("message")), str)
                and len(v75) >= 1
            )
            or (
                v73 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v76 := instance.get("message")), str)
                and len(v76) >= 1
            )
            or (
                v73 == "invalid_time_zone"
                and len(instance) == 2
                and isinstance((v77 := instance.get("message")), str)
                and len(v77) >= 1
            )
            or (
                v73 == "frequency_too_high"
                and len(instance) == 2
                and isinstance((v78 := instance.get("message")), str)
                and len(v78) >= 1
            )
            or (
                v73 == "time_out_of_range"
                and len(instance) == 2
                and isinstance((v79 := instance.get("message")), str)
                and len(v79) >= 1
            )
            or (
                v73 == "not_future"
                and len(instance) == 2
                and isinstance((v80 := instance.get("message")), str)
                and len(v80) >= 1
            )
            or (
                v73 == "too_many_schedules"
                and len(instance) == 2
                and isinstance((v81 := instance.get("message")), str)
                and len(v81) >= 1
            )
            or (
                v73 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v82 := instance.get("message")), str)
                and len(v82) >= 1
            )
            or (
                v73 == "persistence_uncertain"
                and isinstance((v83 := instance.get("message")), str)
                and len(v83) >= 1
                and isinstance((v84 := instance.get("operation")), str)
                and v84 in _E30
                and (
                    "id" not in instance
                    or (
                        isinstance((v85 := instance["id"]), str)
                        and len(v85) >= 1
                        and v85[0] not in _CHARS13
                        and v85[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(instance)
            )
            or (
                v73 == "internal_error"
                and len(instance) == 2
                and isinstance((v86 := instance.get("message")), str)
                and len(v86) >= 1
            )
        ):
            return []
        return _collect_schedule_error_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_error_v2, instance, _too_deep_errors)


def is_valid_schedule_error_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-error-v2.json."""
    try:
        return isinstance(instance, dict) and (
            (
                (v73 := instance.get("code")) == "invalid_prompt"
                and len(instance) == 2
                and isinstance((v74 := instance.get("message")), str)
                and len(v74) >= 1
            )
            or (
                v73 == "invalid_selector"
                and len(instance) == 2
                and isinstance((v75 := instance.get("message")), str)
                and len(v75) >= 1
            )
            or (
                v73 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v76 := instance.get("message")), str)
                and len(v76) >= 1
            )
            or (
                v73 == "invalid_time_zone"
                and len(instance) == 2
                and isinstance((v77 := instance.get("message")), str)
                and len(v77) >= 1
            )
            or (
                v73 == "frequency_too_high"
                and len(instance) == 2
                and isinstance((v78 := instance.get("message")), str)
                and len(v78) >= 1
            )
            or (
                v73 == "time_out_of_range"
                and len(instance) == 2
                and isinstance((v79 := instance.get("message")), str)
                and len(v79) >= 1
            )
            or (
                v73 == "not_future"
                and len(instance) == 2
                and isinstance((v80 := instance.get("message")), str)
                and len(v80) >= 1
            )
            or (
                v73 == "too_many_schedules"
                and len(instance) == 2
                and isinstance((v81 := instance.get("message")), str)
                and len(v81) >= 1
            )
            or (
                v73 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v82 := instance.get("message")), str)
                and len(v82) >= 1
            )
            or (
                v73 == "persistence_uncertain"
                and isinstance((v83 := instance.get("message")), str)
                and len(v83) >= 1
                and isinstance((v84 := instance.get("operation")), str)
                and v84 in _E30
                and (
                    "id" not in instance
                    or (
                        isinstance((v85 := instance["id"]), str)
                        and len(v85) >= 1
                        and v85[0] not in _CHARS13
                        and v85[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(instance)
            )
            or (
                v73 == "internal_error"
                and len(instance) == 2
                and isinstance((v86 := instance.get("message")), str)
                and len(v86) >= 1
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_error_v2, instance, _too_deep_verdict)


def _verdict_schedule_error_v2(instance: Any) -> bool:
    return _v12(instance)


def _errors_schedule_error_v2(instance: Any) -> list[Violation]:
    return [] if _v12(instance) else _collect_schedule_error_v2(instance)


def _collect_schedule_error_v2(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        errors.append(_X105)
        _e162(instance, "", errors)
    elif tag1 == "invalid_selector":
        errors.append(_X105)
        _e173(instance, "", errors)
    elif tag1 == "invalid_rule":
        errors.append(_X105)
        _e174(instance, "", errors)
    elif tag1 == "invalid_time_zone":
        errors.append(_X105)
        _e175(instance, "", errors)
    elif tag1 == "frequency_too_high":
        errors.append(_X105)
        _e176(instance, "", errors)
    elif tag1 == "time_out_of_range":
        errors.append(_X105)
        _e177(instance, "", errors)
    elif tag1 == "not_future":
        errors.append(_X105)
        _e178(instance, "", errors)
    elif tag1 == "too_many_schedules":
        errors.append(_X105)
        _e179(instance, "", errors)
    elif tag1 == "corrupt_schedule_log":
        errors.append(_X105)
        _e166(instance, "", errors)
    elif tag1 == "persistence_uncertain":
        errors.append(_X105)
        _e167(instance, "", errors)
    elif tag1 == "internal_error":
        errors.append(_X105)
        _e168(instance, "", errors)
    else:
        errors.append(_X105)
    return errors


def validate_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-record.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                (v87 := instance.get("kind")) == "after"
                and len(instance) == 5
                and isinstance((v88 := instance.get("id")), str)
                and len(v88) >= 1
                and v88[0] not in _CHARS13
                and v88[-1] not in _CHARS13
                and isinstance((v89 := instance.get("prompt")), str)
                and len(v89) >= 1
                and v89[0] not in _CHARS13
                and v89[-1] not in _CHARS13
                and (
                    type(v90 := instance.get("afterSeconds")) is int
                    or (isinstance(v90, int) and not isinstance(v90, bool))
                    or (isinstance(v90, float) and float.is_integer(v90))
                )
                and v90 >= 1
                and v90 <= 9007199254740991
                and isinstance((v91 := instance.get("scheduledAt")), str)
                and _P23.search(v91) is not None
            )
            or (
                v87 == "at"
                and len(instance) == 4
                and isinstance((v92 := instance.get("id")), str)
                and len(v92) >= 1
                and v92[0] not in _CHARS13
                and v92[-1] not in _CHARS13
                and isinstance((v93 := instance.get("prompt")), str)
                and len(v93) >= 1
                and v93[0] not in _CHARS13
                and v93[-1] not in _CHARS13
                and isinstance((v94 := instance.get("scheduledAt")), str)
                and _P23.search(v94) is not None
            )
            or (
                v87 == "every"
                and len(instance) == 5
                and isinstance((v95 := instance.get("id")), str)
                and len(v95) >= 1
                and v95[0] not in _CHARS13
                and v95[-1] not in _CHARS13
                and isinstance((v96 := instance.get("prompt")), str)
                and len(v96) >= 1
                and v96[0] not in _CHARS13
                and v96[-1] not in _CHARS13
                and (
                    type(v97 := instance.get("everySeconds")) is int
                    or (isinstance(v97, int) and not isinstance(v97, bool))
                    or (isinstance(v97, float) and float.is_integer(v97))
                )
                and v97 >= 300
                and v97 <= 9007199254740991
                and isinstance((v98 := instance.get("scheduledAt")), str)
                and _P23.search(v98) is not None
            )
            or (
                v87 == "calendar"
                and len(instance) == 7
                and isinstance((v99 := instance.get("id")), str)
                and len(v99) >= 1
                and v99[0] not in _CHARS13
                and v99[-1] not in _CHARS13
                and isinstance((v100 := instance.get("prompt")), str)
                and len(v100) >= 1
                and v100[0] not in _CHARS13
                and v100[-1] not in _CHARS13
                and isinstance((v101 := instance.get("time")), str)
                and _P82.search(v101) is not None
                and isinstance((v102 := instance.get("days")), list)
                and _l3(v102)
                and isinstance((v103 := instance.get("timeZone")), str)
                and _P85.search(v103) is not None
                and isinstance((v104 := instance.get("scheduledAt")), str)
                and _P23.search(v104) is not None
            )
        ):
            return []
        return _collect_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_schedule_record, instance, _too_deep_errors)


def is_valid_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-record.json."""
    try:
        return isinstance(instance, dict) and (
            (
                (v87 := instance.get("kind")) == "after"
                and len(instance) == 5
                and isinstance((v88 := instance.get("id")), str)
                and len(v88) >= 1
                and v88[0] not in _CHARS13
                and v88[-1] not in _CHARS13
                and isinstance((v89 := instance.get("prompt")), str)
                and len(v89) >= 1
                and v89[0] not in _CHARS13
                and v89[-1] not in _CHARS13
                and (
                    type(v90 := instance.get("afterSeconds")) is int
                    or (isinstance(v90, int) and not isinstance(v90, bool))
                    or (isinstance(v90, float) and float.is_integer(v90))
                )
                and v90 >= 1
                and v90 <= 9007199254740991
                and isinstance((v91 := instance.get("scheduledAt")), str)
                and _P23.search(v91) is not None
            )
            or (
                v87 == "at"
                and len(instance) == 4
                and isinstance((v92 := instance.get("id")), str)
                and len(v92) >= 1
                and v92[0] not in _CHARS13
                and v92[-1] not in _CHARS13
                and isinstance((v93 := instance.get("prompt")), str)
                and len(v93) >= 1
                and v93[0] not in _CHARS13
                and v93[-1] not in _CHARS13
                and isinstance((v94 := instance.get("scheduledAt")), str)
                and _P23.search(v94) is not None
            )
            or (
                v87 == "every"
                and len(instance) == 5
                and isinstance((v95 := instance.get("id")), str)
                and len(v95) >= 1
                and v95[0] not in _CHARS13
                and v95[-1] not in _CHARS13
                and isinstance((v96 := instance.get("prompt")), str)
                and len(v96) >= 1
                and v96[0] not in _CHARS13
                and v96[-1] not in _CHARS13
                and (
                    type(v97 := instance.get("everySeconds")) is int
                    or (isinstance(v97, int) and not isinstance(v97, bool))
                    or (isinstance(v97, float) and float.is_integer(v97))
                )
                and v97 >= 300
                and v97 <= 9007199254740991
                and isinstance((v98 := instance.get("scheduledAt")), str)
                and _P23.search(v98) is not None
            )
            or (
                v87 == "calendar"
                and len(instance) == 7
                and isinstance((v99 := instance.get("id")), str)
                and len(v99) >= 1
                and v99[0] not in _CHARS13
                and v99[-1] not in _CHARS13
                and isinstance((v100 := instance.get("prompt")), str)
                and len(v100) >= 1
                and v100[0] not in _CHARS13
                and v100[-1] not in _CHARS13
                and isinstance((v101 := instance.get("time")), str)
                and _P82.search(v101) is not None
                and isinstance((v102 := instance.get("days")), list)
                and _l3(v102)
                and isinstance((v103 := instance.get("timeZone")), str)
                and _P85.search(v103) is not None
                and isinstance((v104 := instance.get("scheduledAt")), str)
                and _P23.search(v104) is not None
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_record, instance, _too_deep_verdict)


def _verdict_schedule_record(instance: Any) -> bool:
    return _v13(instance)


def _errors_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v13(instance) else _collect_schedule_record(instance)


def _collect_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("kind") if isinstance(instance, dict) else None
    if tag1 == "after":
        errors.append(_X107)
        _e0(instance, "", errors)
    elif tag1 == "at":
        errors.append(_X107)
        _e8(instance, "", errors)
    elif tag1 == "every":
        errors.append(_X107)
        _e10(instance, "", errors)
    elif tag1 == "calendar":
        errors.append(_X107)
        _e9(instance, "", errors)
    else:
        errors.append(_X107)
    return errors


def validate_schedule_reminder_presentation_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-reminder-presentation-v2.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and isinstance((v105 := instance.get("scheduleId")), str)
            and len(v105) >= 1
            and v105[0] not in _CHARS13
            and v105[-1] not in _CHARS13
            and isinstance((v106 := instance.get("prompt")), str)
            and len(v106) >= 1
            and v106[0] not in _CHARS13
            and v106[-1] not in _CHARS13
            and isinstance((v107 := instance.get("occurrenceAt")), str)
            and _P23.search(v107) is not None
            and instance.get("deliveryMode") == "session-local"
        ):
            return []
        return _collect_schedule_reminder_presentation_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_reminder_presentation_v2, instance, _too_deep_errors)


def is_valid_schedule_reminder_presentation_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-reminder-presentation-v2.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 4
            and isinstance((v105 := instance.get("scheduleId")), str)
            and len(v105) >= 1
            and v105[0] not in _CHARS13
            and v105[-1] not in _CHARS13
            and isinstance((v106 := instance.get("prompt")), str)
            and len(v106) >= 1
            and v106[0] not in _CHARS13
            and v106[-1] not in _CHARS13
            and isinstance((v107 := instance.get("occurrenceAt")), str)
            and _P23.search(v107) is not None
            and instance.get("deliveryMode") == "session-local"
        )
    except RecursionError:
        return _deep(_verdict_schedule_reminder_presentation_v2, instance, _too_deep_verdict)


def _verdict_schedule_reminder_presentation_v2(instance: Any) -> bool:
    return _v14(instance)


def _errors_schedule_reminder_presentation_v2(instance: Any) -> list[Violation]:
    return [] if _v14(instance) else _collect_schedule_reminder_presentation_v2(instance)


def _collect_schedule_reminder_presentation_v2(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R109))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K34
        if not exact1:
            if "scheduleId" not in instance:
                errors.append(_X110)
            if "prompt" not in instance:
                errors.append(_X111)
            if "occurrenceAt" not in instance:
                errors.append(_X112)
            if "deliveryMode" not in instance:
                errors.append(_X113)
        if "scheduleId" in instance:
            x2 = instance["scheduleId"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/scheduleId", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(_X41)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X42)
        if "prompt" in instance:
            x3 = instance["prompt"]
            if not isinstance(x3, str):
                errors.append(_mistyped("/prompt", x3, _R10))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(_X15)
                if not (len(x3) >= 1 and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                    errors.append(_X16)
        if "occurrenceAt" in instance:
            x4 = instance["occurrenceAt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/occurrenceAt", x4, _R21))
            if isinstance(x4, str):
                if _P23.search(x4) is None:
                    errors.append(_X43)
        if "deliveryMode" in instance:
            x5 = instance["deliveryMode"]
            if not (x5 == "session-local"):
                errors.append(_X114)
        if not exact1:
            for key6 in instance:
                if key6 not in _K34:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R115)))
    return errors


def validate_schedule_view_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-view-v2.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                (v108 := instance.get("kind")) == "after"
                and len(instance) == 7
                and isinstance((v109 := instance.get("id")), str)
                and len(v109) >= 1
                and v109[0] not in _CHARS13
                and v109[-1] not in _CHARS13
                and isinstance((v110 := instance.get("prompt")), str)
                and len(v110) >= 1
                and v110[0] not in _CHARS13
                and v110[-1] not in _CHARS13
                and (
                    type(v111 := instance.get("afterSeconds")) is int
                    or (isinstance(v111, int) and not isinstance(v111, bool))
                    or (isinstance(v111, float) and float.is_integer(v111))
                )
                and v111 >= 1
                and v111 <= 9007199254740991
                and isinstance((v112 := instance.get("scheduledAt")), str)
                and _P23.search(v112) is not None
                and isinstance((v113 := instance.get("state")), str)
                and v113 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v108 == "at"
                and len(instance) == 6
                and isinstance((v114 := instance.get("id")), str)
                and len(v114) >= 1
                and v114[0] not in _CHARS13
                and v114[-1] not in _CHARS13
                and isinstance((v115 := instance.get("prompt")), str)
                and len(v115) >= 1
                and v115[0] not in _CHARS13
                and v115[-1] not in _CHARS13
                and isinstance((v116 := instance.get("scheduledAt")), str)
                and _P23.search(v116) is not None
                and isinstance((v117 := instance.get("state")), str)
                and v117 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v108 == "every"
                and len(instance) == 7
                and isinstance((v118 := instance.get("id")), str)
                and len(v118) >= 1
                and v118[0] not in _CHARS13
                and v118[-1] not in _CHARS13
                and isinstance((v119 := instance.get("prompt")), str)
                and len(v119) >= 1
                and v119[0] not in _CHARS13
                and v119[-1] not in _CHARS13
                and (
                    type(v120 := instance.get("everySeconds")) is int
                    or (isinstance(v120, int) and not isinstance(v120, bool))
                    or (isinstance(v120, float) and float.is_integer(v120))
                )
                and v120 >= 300
                and v120 <= 9007199254740991
                and isinstance((v121 := instance.get("scheduledAt")), str)
                and _P23.search(v121) is not None
                and isinstance((v122 := instance.get("state")), str)
                and v122 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v108 == "calendar"
                and len(instance) == 10
                and isinstance((v123 := instance.get("id")), str)
                and len(v123) >= 1
                and v123[0] not in _CHARS13
                and v123[-1] not in _CHARS13
                and isinstance((v124 := instance.get("prompt")), str)
                and len(v124) >= 1
                and v124[0] not in _CHARS13
                and v124[-1] not in _CHARS13
                and isinstance((v125 := instance.get("time")), str)
                and _P82.search(v125) is not None
                and isinstance((v126 := instance.get("days")), list)
                and _l4(v126)
                and isinstance((v127 := instance.get("timeZone")), str)
                and _P85.search(v127) is not None
                and isinstance((v128 := instance.get("scheduledAt")), str)
                and _P23.search(v128) is not None
                and isinstance((v129 := instance.get("state")), str)
                and v129 in _E57
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v130 := instance.get("scheduledLocal")), str)
                and _P118.search(v130) is not None
            )
        ):
            return []
        return _collect_schedule_view_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_view_v2, instance, _too_deep_errors)


def is_valid_schedule_view_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-view-v2.json."""
    try:
        return isinstance(instance, dict) and (
            (
                (v108 := instance.get("kind")) == "after"
                and len(instance) == 7
                and isinstance((v109 := instance.get("id")), str)
                and len(v109) >= 1
                and v109[0] not in _CHARS13
                and v109[-1] not in _CHARS13
                and isinstance((v110 := instance.get("prompt")), str)
                and len(v110) >= 1
                and v110[0] not in _CHARS13
                and v110[-1] not in _CHARS13
                and (
                    type(v111 := instance.get("afterSeconds")) is int
                    or (isinstance(v111, int) and not isinstance(v111, bool))
                    or (isinstance(v111, float) and float.is_integer(v111))
                )
                and v111 >= 1
                and v111 <= 9007199254740991
                and isinstance((v112 := instance.get("scheduledAt")), str)
                and _P23.search(v112) is not None
                and isinstance((v113 := instance.get("state")), str)
                and v113 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v108 == "at"
                and len(instance) == 6
                and isinstance((v114 := instance.get("id")), str)
                and len(v114) >= 1
                and v114[0] not in _CHARS13
                and v114[-1] not in _CHARS13
                and isinstance((v115 := instance.get("prompt")), str)
                and len(v115) >= 1
                and v115[0] not in _CHARS13
                and v115[-1] not in _CHARS13
                and isinstance((v116 := instance.get("scheduledAt")), str)
                and _P23.search(v116) is not None
                and isinstance((v117 := instance.get("state")), str)
                and v117 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v108 == "every"
                and len(instance) == 7
                and isinstance((v118 := instance.get("id")), str)
                and len(v118) >= 1
                and v118[0] not in _CHARS13
                and v118[-1] not in _CHARS13
                and isinstance((v119 := instance.get("prompt")), str)
                and len(v119) >= 1
                and v119[0] not in _CHARS13
                and v119[-1] not in _CHARS13
                and (
                    type(v120 := instance.get("everySeconds")) is int
                    or (isinstance(v120, int) and not isinstance(v120, bool))
                    or (isinstance(v120, float) and float.is_integer(v120))
                )
                and v120 >= 300
                and v120 <= 9007199254740991
                and isinstance((v121 := instance.get("scheduledAt")), str)
                and _P23.search(v121) is not None
                and isinstance((v122 := instance.get("state")), str)
                and v122 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v108 == "calendar"
                and len(instance) == 10
                and isinstance((v123 := instance.get("id")), str)
                and len(v123) >= 1
                and v123[0] not in _CHARS13
                and v123[-1] not in _CHARS13
                and isinstance((v124 := instance.get("prompt")), str)
                and len(v124) >= 1
                and v124[0] not in _CHARS13
                and v124[-1] not in _CHARS13
                and isinstance((v125 := instance.get("time")), str)
                and _P82.search(v125) is not None
                and isinstance((v126 := instance.get("days")), list)
                and _l4(v126)
                and isinstance((v127 := instance.get("timeZone")), str)
                and _P85.search(v127) is not None
                and isinstance((v128 := instance.get("scheduledAt")), str)
                and _P23.search(v128) is not None
                and isinstance((v129 := instance.get("state")), str)
                and v129 in _E57
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v130 := instance.get("scheduledLocal")), str)
                and _P118.search(v130) is not None
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_view_v2, instance, _too_deep_verdict)


def _verdict_schedule_view_v2(instance: Any) -> bool:
    return _v15(instance)


def _errors_schedule_view_v2(instance: Any) -> list[Violation]:
    return [] if _v15(instance) else _collect_schedule_view_v2(instance)


def _collect_schedule_view_v2(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("kind") if isinstance(instance, dict) else None
    if tag1 == "after":
        errors.append(_X117)
        _e6(instance, "", errors)
    elif tag1 == "at":
        errors.append(_X117)
        _e180(instance, "", errors)
    elif tag1 == "every":
        errors.append(_X117)
        _e181(instance, "", errors)
    elif tag1 == "calendar":
        errors.append(_X117)
        _e182(instance, "", errors)
    else:
        errors.append(_X117)
    return errors


def validate_schedule_create_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and isinstance((v131 := instance.get("after_seconds")), (int, float))
            and not isinstance(v131, bool)
        ):
            return []
        return _collect_schedule_create_arguments(instance)
    except RecursionError:
        return _deep(_errors_schedule_create_arguments, instance, _too_deep_errors)


def is_valid_schedule_create_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-create.json."""
    try:
        return (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and isinstance((v131 := instance.get("after_seconds")), (int, float))
            and not isinstance(v131, bool)
        )
    except RecursionError:
        return _deep(_verdict_schedule_create_arguments, instance, _too_deep_verdict)


def _verdict_schedule_create_arguments(instance: Any) -> bool:
    return _v16(instance)


def _errors_schedule_create_arguments(instance: Any) -> list[Violation]:
    return [] if _v16(instance) else _collect_schedule_create_arguments(instance)


def _collect_schedule_create_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R120))
    if isinstance(instance, dict):
        if not _K121 <= instance.keys():
            if "prompt" not in instance:
                errors.append(_X122)
            if "after_seconds" not in instance:
                errors.append(_X123)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R124))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R125))
    return errors


def validate_schedule_create_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v176 := instance.get("id")), str)
            and len(v176) >= 1
            and v176[0] not in _CHARS13
            and v176[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v177 := instance.get("prompt")), str)
            and len(v177) >= 1
            and v177[0] not in _CHARS13
            and v177[-1] not in _CHARS13
            and (
                type(v178 := instance.get("afterSeconds")) is int
                or (isinstance(v178, int) and not isinstance(v178, bool))
                or (isinstance(v178, float) and float.is_integer(v178))
            )
            and v178 >= 1
            and v178 <= 9007199254740991
            and isinstance((v179 := instance.get("scheduledAt")), str)
            and _P23.search(v179) is not None
            and isinstance((v180 := instance.get("state")), str)
            and v180 in _E57
            and instance.get("deliveryMode") == "session-local"
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v181 := instance.get("code")) == "invalid_prompt"
                    and len(instance) == 2
                    and isinstance((v182 := instance.get("message")), str)
                    and len(v182) >= 1
                )
                or (
                    v181 == "invalid_selector"
                    and len(instance) == 2
                    and isinstance((v183 := instance.get("message")), str)
                    and len(v183) >= 1
                )
                or (
                    v181 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v184 := instance.get("message")), str)
                    and len(v184) >= 1
                )
                or (
                    v181 == "time_out_of_range"
                    and len(instance) == 2
                    and isinstance((v185 := instance.get("message")), str)
                    and len(v185) >= 1
                )
                or (
                    v181 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v186 := instance.get("message")), str)
                    and len(v186) >= 1
                )
                or (
                    v181 == "persistence_uncertain"
                    and isinstance((v187 := instance.get("message")), str)
                    and len(v187) >= 1
                    and isinstance((v188 := instance.get("operation")), str)
                    and v188 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v189 := instance["id"]), str)
                            and len(v189) >= 1
                            and v189[0] not in _CHARS13
                            and v189[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v181 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v190 := instance.get("message")), str)
                    and len(v190) >= 1
                )
            )
        ):
            return []
        return _collect_schedule_create_output(instance)
    except RecursionError:
        return _deep(_errors_schedule_create_output, instance, _too_deep_errors)


def is_valid_schedule_create_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-create.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v176 := instance.get("id")), str)
            and len(v176) >= 1
            and v176[0] not in _CHARS13
            and v176[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v177 := instance.get("prompt")), str)
            and len(v177) >= 1
            and v177[0] not in _CHARS13
            and v177[-1] not in _CHARS13
            and (
                type(v178 := instance.get("afterSeconds")) is int
                or (isinstance(v178, int) and not isinstance(v178, bool))
                or (isinstance(v178, float) and float.is_integer(v178))
            )
            and v178 >= 1
            and v178 <= 9007199254740991
            and isinstance((v179 := instance.get("scheduledAt")), str)
            and _P23.search(v179) is not None
            and isinstance((v180 := instance.get("state")), str)
            and v180 in _E57
            and instance.get("deliveryMode") == "session-local"
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v181 := instance.get("code")) == "invalid_prompt"
                    and len(instance) == 2
                    and isinstance((v182 := instance.get("message")), str)
                    and len(v182) >= 1
                )
                or (
                    v181 == "invalid_selector"
                    and len(instance) == 2
                    and isinstance((v183 := instance.get("message")), str)
                    and len(v183) >= 1
                )
                or (
                    v181 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v184 := instance.get("message")), str)
                    and len(v184) >= 1
                )
                or (
                    v181 == "time_out_of_range"
                    and len(instance) == 2
                    and isinstance((v185 := instance.get("message")), str)
                    and len(v185) >= 1
                )
                or (
                    v181 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v186 := instance.get("message")), str)
                    and len(v186) >= 1
                )
                or (
                    v181 == "persistence_uncertain"
                    and isinstance((v187 := instance.get("message")), str)
                    and len(v187) >= 1
                    and isinstance((v188 := instance.get("operation")), str)
                    and v188 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v189 := instance["id"]), str)
                            and len(v189) >= 1
                            and v189[0] not in _CHARS13
                            and v189[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v181 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v190 := instance.get("message")), str)
                    and len(v190) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_create_output, instance, _too_deep_verdict)


def _verdict_schedule_create_output(instance: Any) -> bool:
    return _v17(instance)


def _errors_schedule_create_output(instance: Any) -> list[Violation]:
    return [] if _v17(instance) else _collect_schedule_create_output(instance)


def _collect_schedule_create_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        if not ((_v6(instance)) or (_v162(instance))):
            errors.append(_X126)
            _closest_e(instance, "", errors, _EX127, range(2))
    elif tag1 == "invalid_selector":
        if not ((_v6(instance)) or (_v163(instance))):
            errors.append(_X126)
            _closest_e(instance, "", errors, _EX128, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v6(instance)) or (_v164(instance))):
            errors.append(_X126)
            _closest_e(instance, "", errors, _EX129, range(2))
    elif tag1 == "time_out_of_range":
        if not ((_v6(instance)) or (_v165(instance))):
            errors.append(_X126)
            _closest_e(instance, "", errors, _EX130, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v6(instance)) or (_v166(instance))):
            errors.append(_X126)
            _closest_e(instance, "", errors, _EX131, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v6(instance)) or (_v167(instance))):
            errors.append(_X126)
            _closest_e(instance, "", errors, _EX132, range(2))
    elif tag1 == "internal_error":
        if not ((_v6(instance)) or (_v168(instance))):
            errors.append(_X126)
            _closest_e(instance, "", errors, _EX133, range(2))
    else:
        errors.append(_X126)
        _e6(instance, "", errors)
    return errors


def validate_schedule_list_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-list.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and not instance:
            return []
        return _collect_schedule_list_arguments(instance)
    except RecursionError:
        return _deep(_errors_schedule_list_arguments, instance, _too_deep_errors)


def is_valid_schedule_list_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-list.json."""
    try:
        return isinstance(instance, dict) and not instance
    except RecursionError:
        return _deep(_verdict_schedule_list_arguments, instance, _too_deep_verdict)


def _verdict_schedule_list_arguments(instance: Any) -> bool:
    return _v18(instance)


def _errors_schedule_list_arguments(instance: Any) -> list[Violation]:
    return [] if _v18(instance) else _collect_schedule_list_arguments(instance)


def _collect_schedule_list_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R135))
    if isinstance(instance, dict):
        for key1, value2 in instance.items():
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R136)))
    return errors


def validate_schedule_list_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and _l8(instance)) or (
            isinstance(instance, dict)
            and (
                (
                    (v216 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v217 := instance.get("message")), str)
                    and len(v217) >= 1
                )
                or (
                    v216 == "persistence_uncertain"
                    and isinstance((v218 := instance.get("message")), str)
                    and len(v218) >= 1
                    and isinstance((v219 := instance.get("operation")), str)
                    and v219 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v220 := instance["id"]), str)
                            and len(v220) >= 1
                            and v220[0] not in _CHARS13
                            and v220[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v216 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v221 := instance.get("message")), str)
                    and len(v221) >= 1
                )
            )
        ):
            return []
        return _collect_schedule_list_output(instance)
    except RecursionError:
        return _deep(_errors_schedule_list_output, instance, _too_deep_errors)


def is_valid_schedule_list_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-list.json."""
    try:
        return (isinstance(instance, list) and _l8(instance)) or (
            isinstance(instance, dict)
            and (
                (
                    (v216 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v217 := instance.get("message")), str)
                    and len(v217) >= 1
                )
                or (
                    v216 == "persistence_uncertain"
                    and isinstance((v218 := instance.get("message")), str)
                    and len(v218) >= 1
                    and isinstance((v219 := instance.get("operation")), str)
                    and v219 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v220 := instance["id"]), str)
                            and len(v220) >= 1
                            and v220[0] not in _CHARS13
                            and v220[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v216 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v221 := instance.get("message")), str)
                    and len(v221) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_list_output, instance, _too_deep_verdict)


def _verdict_schedule_list_output(instance: Any) -> bool:
    return _v19(instance)


def _errors_schedule_list_output(instance: Any) -> list[Violation]:
    return [] if _v19(instance) else _collect_schedule_list_output(instance)


def _collect_schedule_list_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "corrupt_schedule_log":
        if not ((isinstance(instance, list) and _l5(instance)) or (_v166(instance))):
            errors.append(_X137)
            _closest_e(instance, "", errors, _EX138, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((isinstance(instance, list) and _l6(instance)) or (_v167(instance))):
            errors.append(_X137)
            _closest_e(instance, "", errors, _EX139, range(2))
    elif tag1 == "internal_error":
        if not ((isinstance(instance, list) and _l7(instance)) or (_v168(instance))):
            errors.append(_X137)
            _closest_e(instance, "", errors, _EX140, range(2))
    else:
        errors.append(_X137)
        _e114(instance, "", errors)
    return errors


def validate_schedule_delete_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 1
            and isinstance(instance.get("id"), str)
        ):
            return []
        return _collect_schedule_delete_arguments(instance)
    except RecursionError:
        return _deep(_errors_schedule_delete_arguments, instance, _too_deep_errors)


def is_valid_schedule_delete_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-delete.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 1
            and isinstance(instance.get("id"), str)
        )
    except RecursionError:
        return _deep(_verdict_schedule_delete_arguments, instance, _too_deep_verdict)


def _verdict_schedule_delete_arguments(instance: Any) -> bool:
    return _v20(instance)


def _errors_schedule_delete_arguments(instance: Any) -> list[Violation]:
    return [] if _v20(instance) else _collect_schedule_delete_arguments(instance)


def _collect_schedule_delete_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R142))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X143)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R144))
        if not instance.keys() <= _K146:
            for key2, value3 in instance.items():
                if key2 in _K146:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R145)))
    return errors


def validate_schedule_delete_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v234 := instance.get("id")), str)
            and len(v234) >= 1
            and v234[0] not in _CHARS13
            and v234[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v235 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v236 := instance.get("id")), str)
                    and len(v236) >= 1
                    and v236[0] not in _CHARS13
                    and v236[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v235 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v237 := instance.get("message")), str)
                    and len(v237) >= 1
                )
                or (
                    v235 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v238 := instance.get("message")), str)
                    and len(v238) >= 1
                )
                or (
                    v235 == "persistence_uncertain"
                    and isinstance((v239 := instance.get("message")), str)
                    and len(v239) >= 1
                    and isinstance((v240 := instance.get("operation")), str)
                    and v240 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v241 := instance["id"]), str)
                            and len(v241) >= 1
                            and v241[0] not in _CHARS13
                            and v241[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v235 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v242 := instance.get("message")), str)
                    and len(v242) >= 1
                )
            )
        ):
            return []
        return _collect_schedule_delete_output(instance)
    except RecursionError:
        return _deep(_errors_schedule_delete_output, instance, _too_deep_errors)


def is_valid_schedule_delete_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-delete.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v234 := instance.get("id")), str)
            and len(v234) >= 1
            and v234[0] not in _CHARS13
            and v234[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v235 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v236 := instance.get("id")), str)
                    and len(v236) >= 1
                    and v236[0] not in _CHARS13
                    and v236[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v235 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v237 := instance.get("message")), str)
                    and len(v237) >= 1
                )
                or (
                    v235 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v238 := instance.get("message")), str)
                    and len(v238) >= 1
                )
                or (
                    v235 == "persistence_uncertain"
                    and isinstance((v239 := instance.get("message")), str)
                    and len(v239) >= 1
                    and isinstance((v240 := instance.get("operation")), str)
                    and v240 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v241 := instance["id"]), str)
                            and len(v241) >= 1
                            and v241[0] not in _CHARS13
                            and v241[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v235 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v242 := instance.get("message")), str)
                    and len(v242) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_delete_output, instance, _too_deep_verdict)


def _verdict_schedule_delete_output(instance: Any) -> bool:
    return _v21(instance)


def _errors_schedule_delete_output(instance: Any) -> list[Violation]:
    return [] if _v21(instance) else _collect_schedule_delete_output(instance)


def _collect_schedule_delete_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "schedule_not_found":
        if not ((_v184(instance)) or (_v185(instance))):
            errors.append(_X147)
            _closest_e(instance, "", errors, _EX148, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v184(instance)) or (_v164(instance))):
            errors.append(_X147)
            _closest_e(instance, "", errors, _EX149, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v184(instance)) or (_v166(instance))):
            errors.append(_X147)
            _closest_e(instance, "", errors, _EX150, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v184(instance)) or (_v167(instance))):
            errors.append(_X147)
            _closest_e(instance, "", errors, _EX151, range(2))
    elif tag1 == "internal_error":
        if not ((_v184(instance)) or (_v168(instance))):
            errors.append(_X147)
            _closest_e(instance, "", errors, _EX152, range(2))
    else:
        errors.append(_X147)
        _e184(instance, "", errors)
    return errors


def validate_schedule_create_v2_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-create.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and (
                "after_seconds" not in instance
                or (
                    isinstance((v243 := instance["after_seconds"]), (int, float))
                    and not isinstance(v243, bool)
                )
            )
            and (
                "at" not in instance
                or isinstance((v244 := instance["at"]), str)
                or (
                    isinstance(v244, dict)
                    and ("date" not in v244 or isinstance(v244["date"], str))
                    and ("time" not in v244 or isinstance(v244["time"], str))
                    and ("time_zone" not in v244 or isinstance(v244["time_zone"], str))
                )
            )
            and (
                "every_seconds" not in instance
                or (
                    isinstance((v245 := instance["every_seconds"]), (int, float))
                    and not isinstance(v245, bool)
                )
            )
            and (
                "calendar" not in instance
                or (
                    isinstance((v247 := instance["calendar"]), dict)
                    and ("time" not in v247 or isinstance(v247["time"], str))
                    and (
                        "days" not in v247
                        or (isinstance((v246 := v247["days"]), list) and _l9(v246))
                    )
                    and ("time_zone" not in v247 or isinstance(v247["time_zone"], str))
                )
            )
        ):
            return []
        return _collect_schedule_create_v2_arguments(instance)
    except RecursionError:
        return _deep(_errors_schedule_create_v2_arguments, instance, _too_deep_errors)


def is_valid_schedule_create_v2_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-create.json."""
    try:
        return (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and (
                "after_seconds" not in instance
                or (
                    isinstance((v243 := instance["after_seconds"]), (int, float))
                    and not isinstance(v243, bool)
                )
            )
            and (
                "at" not in instance
                or isinstance((v244 := instance["at"]), str)
                or (
                    isinstance(v244, dict)
                    and ("date" not in v244 or isinstance(v244["date"], str))
                    and ("time" not in v244 or isinstance(v244["time"], str))
                    and ("time_zone" not in v244 or isinstance(v244["time_zone"], str))
                )
            )
            and (
                "every_seconds" not in instance
                or (
                    isinstance((v245 := instance["every_seconds"]), (int, float))
                    and not isinstance(v245, bool)
                )
            )
            and (
                "calendar" not in instance
                or (
                    isinstance((v247 := instance["calendar"]), dict)
                    and ("time" not in v247 or isinstance(v247["time"], str))
                    and (
                        "days" not in v247
                        or (isinstance((v246 := v247["days"]), list) and _l9(v246))
                    )
                    and ("time_zone" not in v247 or isinstance(v247["time_zone"], str))
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_create_v2_arguments, instance, _too_deep_verdict)


def _verdict_schedule_create_v2_arguments(instance: Any) -> bool:
    return _v22(instance)


def _errors_schedule_create_v2_arguments(instance: Any) -> list[Violation]:
    return [] if _v22(instance) else _collect_schedule_create_v2_arguments(instance)


def _collect_schedule_create_v2_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R154))
    if isinstance(instance, dict):
        if "prompt" not in instance:
            errors.append(_X155)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R156))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R157))
        if "at" in instance:
            _e128(instance["at"], "/at", errors)
        if "every_seconds" in instance:
            x3 = instance["every_seconds"]
            if not (isinstance(x3, (int, float)) and not isinstance(x3, bool)):
                errors.append(_mistyped("/every_seconds", x3, _R158))
        if "calendar" in instance:
            _e188(instance["calendar"], "/calendar", errors)
    return errors


def validate_schedule_create_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-create.json (an empty list means valid)."""
    try:
        if (
            (
                isinstance(instance, dict)
                and len(instance) == 7
                and isinstance((v525 := instance.get("id")), str)
                and len(v525) >= 1
                and v525[0] not in _CHARS13
                and v525[-1] not in _CHARS13
                and instance.get("kind") == "after"
                and isinstance((v526 := instance.get("prompt")), str)
                and len(v526) >= 1
                and v526[0] not in _CHARS13
                and v526[-1] not in _CHARS13
                and (
                    type(v527 := instance.get("afterSeconds")) is int
                    or (isinstance(v527, int) and not isinstance(v527, bool))
                    or (isinstance(v527, float) and float.is_integer(v527))
                )
                and v527 >= 1
                and v527 <= 9007199254740991
                and isinstance((v528 := instance.get("scheduledAt")), str)
                and _P23.search(v528) is not None
                and isinstance((v529 := instance.get("state")), str)
                and v529 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                isinstance(instance, dict)
                and len(instance) == 6
                and isinstance((v530 := instance.get("id")), str)
                and len(v530) >= 1
                and v530[0] not in _CHARS13
                and v530[-1] not in _CHARS13
                and instance.get("kind") == "at"
                and isinstance((v531 := instance.get("prompt")), str)
                and len(v531) >= 1
                and v531[0] not in _CHARS13
                and v531[-1] not in _CHARS13
                and isinstance((v532 := instance.get("scheduledAt")), str)
                and _P23.search(v532) is not None
                and isinstance((v533 := instance.get("state")), str)
                and v533 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                isinstance(instance, dict)
                and len(instance) == 7
                and isinstance((v534 := instance.get("id")), str)
                and len(v534) >= 1
                and v534[0] not in _CHARS13
                and v534[-1] not in _CHARS13
                and instance.get("kind") == "every"
                and isinstance((v535 := instance.get("prompt")), str)
                and len(v535) >= 1
                and v535[0] not in _CHARS13
                and v535[-1] not in _CHARS13
                and (
                    type(v536 := instance.get("everySeconds")) is int
                    or (isinstance(v536, int) and not isinstance(v536, bool))
                    or (isinstance(v536, float) and float.is_integer(v536))
                )
                and v536 >= 300
                and v536 <= 9007199254740991
                and isinstance((v537 := instance.get("scheduledAt")), str)
                and _P23.search(v537) is not None
                and isinstance((v538 := instance.get("state")), str)
                and v538 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                isinstance(instance, dict)
                and len(instance) == 10
                and isinstance((v539 := instance.get("id")), str)
                and len(v539) >= 1
                and v539[0] not in _CHARS13
                and v539[-1] not in _CHARS13
                and instance.get("kind") == "calendar"
                and isinstance((v540 := instance.get("prompt")), str)
                and len(v540) >= 1
                and v540[0] not in _CHARS13
                and v540[-1] not in _CHARS13
                and isinstance((v541 := instance.get("time")), str)
                and _P82.search(v541) is not None
                and isinstance((v542 := instance.get("days")), list)
                and _l22(v542)
                and isinstance((v543 := instance.get("timeZone")), str)
                and _P85.search(v543) is not None
                and isinstance((v544 := instance.get("scheduledAt")), str)
                and _P23.search(v544) is not None
                and isinstance((v545 := instance.get("state")), str)
                and v545 in _E57
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v546 := instance.get("scheduledLocal")), str)
                and _P118.search(v546) is not None
            )
            or (
                isinstance(instance, dict)
                and (
                    (
                        (v547 := instance.get("code")) == "invalid_prompt"
                        and len(instance) == 2
                        and isinstance((v548 := instance.get("message")), str)
                        and len(v548) >= 1
                    )
                    or (
                        v547 == "invalid_selector"
                        and len(instance) == 2
                        and isinstance((v549 := instance.get("message")), str)
                        and len(v549) >= 1
                    )
                    or (
                        v547 == "invalid_rule"
                        and len(instance) == 2
                        and isinstance((v550 := instance.get("message")), str)
                        and len(v550) >= 1
                    )
                    or (
                        v547 == "invalid_time_zone"
                        and len(instance) == 2
                        and isinstance((v551 := instance.get("message")), str)
                        and len(v551) >= 1
                    )
                    or (
                        v547 == "frequency_too_high"
                        and len(instance) == 2
                        and isinstance((v552 := instance.get("message")), str)
                        and len(v552) >= 1
                    )
                    or (
                        v547 == "time_out_of_range"
                        and len(instance) == 2
                        and isinstance((v553 := instance.get("message")), str)
                        and len(v553) >= 1
                    )
                    or (
                        v547 == "not_future"
                        and len(instance) == 2
                        and isinstance((v554 := instance.get("message")), str)
                        and len(v554) >= 1
                    )
                    or (
                        v547 == "too_many_schedules"
                        and len(instance) == 2
                        and isinstance((v555 := instance.get("message")), str)
                        and len(v555) >= 1
                    )
                    or (
                        v547 == "corrupt_schedule_log"
                        and len(instance) == 2
                        and isinstance((v556 := instance.get("message")), str)
                        and len(v556) >= 1
                    )
                    or (
                        v547 == "persistence_uncertain"
                        and isinstance((v557 := instance.get("message")), str)
                        and len(v557) >= 1
                        and isinstance((v558 := instance.get("operation")), str)
                        and v558 in _E30
                        and (
                            "id" not in instance
                            or (
                                isinstance((v559 := instance["id"]), str)
                                and len(v559) >= 1
                                and v559[0] not in _CHARS13
                                and v559[-1] not in _CHARS13
                            )
                        )
                        and _K31.issuperset(instance)
                    )
                    or (
                        v547 == "internal_error"
                        and len(instance) == 2
                        and isinstance((v560 := instance.get("message")), str)
                        and len(v560) >= 1
                    )
                )
            )
        ):
            return []
        return _collect_schedule_create_v2_output(instance)
    except RecursionError:
        return _deep(_errors_schedule_create_v2_output, instance, _too_deep_errors)


def is_valid_schedule_create_v2_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-create.json."""
    try:
        return (
            (
                isinstance(instance, dict)
                and len(instance) == 7
                and isinstance((v525 := instance.get("id")), str)
                and len(v525) >= 1
                and v525[0] not in _CHARS13
                and v525[-1] not in _CHARS13
                and instance.get("kind") == "after"
                and isinstance((v526 := instance.get("prompt")), str)
                and len(v526) >= 1
                and v526[0] not in _CHARS13
                and v526[-1] not in _CHARS13
                and (
                    type(v527 := instance.get("afterSeconds")) is int
                    or (isinstance(v527, int) and not isinstance(v527, bool))
                    or (isinstance(v527, float) and float.is_integer(v527))
                )
                and v527 >= 1
                and v527 <= 9007199254740991
                and isinstance((v528 := instance.get("scheduledAt")), str)
                and _P23.search(v528) is not None
                and isinstance((v529 := instance.get("state")), str)
                and v529 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                isinstance(instance, dict)
                and len(instance) == 6
                and isinstance((v530 := instance.get("id")), str)
                and len(v530) >= 1
                and v530[0] not in _CHARS13
                and v530[-1] not in _CHARS13
                and instance.get("kind") == "at"
                and isinstance((v531 := instance.get("prompt")), str)
                and len(v531) >= 1
                and v531[0] not in _CHARS13
                and v531[-1] not in _CHARS13
                and isinstance((v532 := instance.get("scheduledAt")), str)
                and _P23.search(v532) is not None
                and isinstance((v533 := instance.get("state")), str)
                and v533 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                isinstance(instance, dict)
                and len(instance) == 7
                and isinstance((v534 := instance.get("id")), str)
                and len(v534) >= 1
                and v534[0] not in _CHARS13
                and v534[-1] not in _CHARS13
                and instance.get("kind") == "every"
                and isinstance((v535 := instance.get("prompt")), str)
                and len(v535) >= 1
                and v535[0] not in _CHARS13
                and v535[-1] not in _CHARS13
                and (
                    type(v536 := instance.get("everySeconds")) is int
                    or (isinstance(v536, int) and not isinstance(v536, bool))
                    or (isinstance(v536, float) and float.is_integer(v536))
                )
                and v536 >= 300
                and v536 <= 9007199254740991
                and isinstance((v537 := instance.get("scheduledAt")), str)
                and _P23.search(v537) is not None
                and isinstance((v538 := instance.get("state")), str)
                and v538 in _E57
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                isinstance(instance, dict)
                and len(instance) == 10
                and isinstance((v539 := instance.get("id")), str)
                and len(v539) >= 1
                and v539[0] not in _CHARS13
                and v539[-1] not in _CHARS13
                and instance.get("kind") == "calendar"
                and isinstance((v540 := instance.get("prompt")), str)
                and len(v540) >= 1
                and v540[0] not in _CHARS13
                and v540[-1] not in _CHARS13
                and isinstance((v541 := instance.get("time")), str)
                and _P82.search(v541) is not None
                and isinstance((v542 := instance.get("days")), list)
                and _l22(v542)
                and isinstance((v543 := instance.get("timeZone")), str)
                and _P85.search(v543) is not None
                and isinstance((v544 := instance.get("scheduledAt")), str)
                and _P23.search(v544) is not None
                and isinstance((v545 := instance.get("state")), str)
                and v545 in _E57
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v546 := instance.get("scheduledLocal")), str)
                and _P118.search(v546) is not None
            )
            or (
                isinstance(instance, dict)
                and (
                    (
                        (v547 := instance.get("code")) == "invalid_prompt"
                        and len(instance) == 2
                        and isinstance((v548 := instance.get("message")), str)
                        and len(v548) >= 1
                    )
                    or (
                        v547 == "invalid_selector"
                        and len(instance) == 2
                        and isinstance((v549 := instance.get("message")), str)
                        and len(v549) >= 1
                    )
                    or (
                        v547 == "invalid_rule"
                        and len(instance) == 2
                        and isinstance((v550 := instance.get("message")), str)
                        and len(v550) >= 1
                    )
                    or (
                        v547 == "invalid_time_zone"
                        and len(instance) == 2
                        and isinstance((v551 := instance.get("message")), str)
                        and len(v551) >= 1
                    )
                    or (
                        v547 == "frequency_too_high"
                        and len(instance) == 2
                        and isinstance((v552 := instance.get("message")), str)
                        and len(v552) >= 1
                    )
                    or (
                        v547 == "time_out_of_range"
                        and len(instance) == 2
                        and isinstance((v553 := instance.get("message")), str)
                        and len(v553) >= 1
                    )
                    or (
                        v547 == "not_future"
                        and len(instance) == 2
                        and isinstance((v554 := instance.get("message")), str)
                        and len(v554) >= 1
                    )
                    or (
                        v547 == "too_many_schedules"
                        and len(instance) == 2
                        and isinstance((v555 := instance.get("message")), str)
                        and len(v555) >= 1
                    )
                    or (
                        v547 == "corrupt_schedule_log"
                        and len(instance) == 2
                        and isinstance((v556 := instance.get("message")), str)
                        and len(v556) >= 1
                    )
                    or (
                        v547 == "persistence_uncertain"
                        and isinstance((v557 := instance.get("message")), str)
                        and len(v557) >= 1
                        and isinstance((v558 := instance.get("operation")), str)
                        and v558 in _E30
                        and (
                            "id" not in instance
                            or (
                                isinstance((v559 := instance["id"]), str)
                                and len(v559) >= 1
                                and v559[0] not in _CHARS13
                                and v559[-1] not in _CHARS13
                            )
                        )
                        and _K31.issuperset(instance)
                    )
                    or (
                        v547 == "internal_error"
                        and len(instance) == 2
                        and isinstance((v560 := instance.get("message")), str)
                        and len(v560) >= 1
                    )
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_create_v2_output, instance, _too_deep_verdict)


def _verdict_schedule_create_v2_output(instance: Any) -> bool:
    return _v23(instance)


def _errors_schedule_create_v2_output(instance: Any) -> list[Violation]:
    return [] if _v23(instance) else _collect_schedule_create_v2_output(instance)


def _collect_schedule_create_v2_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v162(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX160, range(5))
    elif tag1 == "invalid_selector":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v173(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX161, range(5))
    elif tag1 == "invalid_rule":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v174(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX162, range(5))
    elif tag1 == "invalid_time_zone":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v175(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX163, range(5))
    elif tag1 == "frequency_too_high":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v176(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX164, range(5))
    elif tag1 == "time_out_of_range":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v177(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX165, range(5))
    elif tag1 == "not_future":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v178(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX166, range(5))
    elif tag1 == "too_many_schedules":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v179(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX167, range(5))
    elif tag1 == "corrupt_schedule_log":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v166(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX168, range(5))
    elif tag1 == "persistence_uncertain":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v167(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX169, range(5))
    elif tag1 == "internal_error":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v168(instance))
        ):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX170, range(5))
    else:
        if not ((_v6(instance)) or (_v180(instance)) or (_v181(instance)) or (_v182(instance))):
            errors.append(_X159)
            _closest_e(instance, "", errors, _EX171, range(4))
    return errors


def validate_schedule_list_v2_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-list.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and not instance:
            return []
        return _collect_schedule_list_v2_arguments(instance)
    except RecursionError:
        return _deep(_errors_schedule_list_v2_arguments, instance, _too_deep_errors)


def is_valid_schedule_list_v2_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-list.json."""
    try:
        return isinstance(instance, dict) and not instance
    except RecursionError:
        return _deep(_verdict_schedule_list_v2_arguments, instance, _too_deep_verdict)


def _verdict_schedule_list_v2_arguments(instance: Any) -> bool:
    return _v24(instance)


def _errors_schedule_list_v2_arguments(instance: Any) -> list[Violation]:
    return [] if _v24(instance) else _collect_schedule_list_v2_arguments(instance)


def _collect_schedule_list_v2_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R173))
    if isinstance(instance, dict):
        for key1, value2 in instance.items():
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R174)))
    return errors


def validate_schedule_list_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and _l29(instance)) or (
            isinstance(instance, dict)
            and (
                (
                    (v658 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v659 := instance.get("message")), str)
                    and len(v659) >= 1
                )
                or (
                    v658 == "persistence_uncertain"
                    and isinstance((v660 := instance.get("message")), str)
                    and len(v660) >= 1
                    and isinstance((v661 := instance.get("operation")), str)
                    and v661 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v662 := instance["id"]), str)
                            and len(v662) >= 1
                            and v662[0] not in _CHARS13
                            and v662[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v658 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v663 := instance.get("message")), str)
                    and len(v663) >= 1
                )
            )
        ):
            return []
        return _collect_schedule_list_v2_output(instance)
    except RecursionError:
        return _deep(_errors_schedule_list_v2_output, instance, _too_deep_errors)


def is_valid_schedule_list_v2_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-list.json."""
    try:
        return (isinstance(instance, list) and _l29(instance)) or (
            isinstance(instance, dict)
            and (
                (
                    (v658 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v659 := instance.get("message")), str)
                    and len(v659) >= 1
                )
                or (
                    v658 == "persistence_uncertain"
                    and isinstance((v660 := instance.get("message")), str)
                    and len(v660) >= 1
                    and isinstance((v661 := instance.get("operation")), str)
                    and v661 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v662 := instance["id"]), str)
                            and len(v662) >= 1
                            and v662[0] not in _CHARS13
                            and v662[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v658 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v663 := instance.get("message")), str)
                    and len(v663) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_list_v2_output, instance, _too_deep_verdict)


def _verdict_schedule_list_v2_output(instance: Any) -> bool:
    return _v25(instance)


def _errors_schedule_list_v2_output(instance: Any) -> list[Violation]:
    return [] if _v25(instance) else _collect_schedule_list_v2_output(instance)


def _collect_schedule_list_v2_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "corrupt_schedule_log":
        if not ((isinstance(instance, list) and _l23(instance)) or (_v166(instance))):
            errors.append(_X175)
            _closest_e(instance, "", errors, _EX176, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((isinstance(instance, list) and _l25(instance)) or (_v167(instance))):
            errors.append(_X175)
            _closest_e(instance, "", errors, _EX177, range(2))
    elif tag1 == "internal_error":
        if not ((isinstance(instance, list) and _l27(instance)) or (_v168(instance))):
            errors.append(_X175)
            _closest_e(instance, "", errors, _EX178, range(2))
    else:
        errors.append(_X175)
        _e147(instance, "", errors)
    return errors


def validate_schedule_delete_v2_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 1
            and isinstance(instance.get("id"), str)
        ):
            return []
        return _collect_schedule_delete_v2_arguments(instance)
    except RecursionError:
        return _deep(_errors_schedule_delete_v2_arguments, instance, _too_deep_errors)


def is_valid_schedule_delete_v2_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-delete.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 1
            and isinstance(instance.get("id"), str)
        )
    except RecursionError:
        return _deep(_verdict_schedule_delete_v2_arguments, instance, _too_deep_verdict)


def _verdict_schedule_delete_v2_arguments(instance: Any) -> bool:
    return _v26(instance)


def _errors_schedule_delete_v2_arguments(instance: Any) -> list[Violation]:
    return [] if _v26(instance) else _collect_schedule_delete_v2_arguments(instance)


def _collect_schedule_delete_v2_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R180))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X181)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R182))
        if not instance.keys() <= _K146:
            for key2, value3 in instance.items():
                if key2 in _K146:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R183)))
    return errors


def validate_schedule_delete_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v676 := instance.get("id")), str)
            and len(v676) >= 1
            and v676[0] not in _CHARS13
            and v676[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v677 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v678 := instance.get("id")), str)
                    and len(v678) >= 1
                    and v678[0] not in _CHARS13
                    and v678[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v677 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v679 := instance.get("message")), str)
                    and len(v679) >= 1
                )
                or (
                    v677 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v680 := instance.get("message")), str)
                    and len(v680) >= 1
                )
                or (
                    v677 == "persistence_uncertain"
                    and isinstance((v681 := instance.get("message")), str)
                    and len(v681) >= 1
                    and isinstance((v682 := instance.get("operation")), str)
                    and v682 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v683 := instance["id"]), str)
                            and len(v683) >= 1
                            and v683[0] not in _CHARS13
                            and v683[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v677 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v684 := instance.get("message")), str)
                    and len(v684) >= 1
                )
            )
        ):
            return []
        return _collect_schedule_delete_v2_output(instance)
    except RecursionError:
        return _deep(_errors_schedule_delete_v2_output, instance, _too_deep_errors)


def is_valid_schedule_delete_v2_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-delete.json."""
    try:
        return (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v676 := instance.get("id")), str)
            and len(v676) >= 1
            and v676[0] not in _CHARS13
            and v676[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v677 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v678 := instance.get("id")), str)
                    and len(v678) >= 1
                    and v678[0] not in _CHARS13
                    and v678[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v677 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v679 := instance.get("message")), str)
                    and len(v679) >= 1
                )
                or (
                    v677 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v680 := instance.get("message")), str)
                    and len(v680) >= 1
                )
                or (
                    v677 == "persistence_uncertain"
                    and isinstance((v681 := instance.get("message")), str)
                    and len(v681) >= 1
                    and isinstance((v682 := instance.get("operation")), str)
                    and v682 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v683 := instance["id"]), str)
                            and len(v683) >= 1
                            and v683[0] not in _CHARS13
                            and v683[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v677 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v684 := instance.get("message")), str)
                    and len(v684) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_delete_v2_output, instance, _too_deep_verdict)


def _verdict_schedule_delete_v2_output(instance: Any) -> bool:
    return _v27(instance)


def _errors_schedule_delete_v2_output(instance: Any) -> list[Violation]:
    return [] if _v27(instance) else _collect_schedule_delete_v2_output(instance)


def _collect_schedule_delete_v2_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "schedule_not_found":
        if not ((_v184(instance)) or (_v185(instance))):
            errors.append(_X184)
            _closest_e(instance, "", errors, _EX148, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v184(instance)) or (_v174(instance))):
            errors.append(_X184)
            _closest_e(instance, "", errors, _EX185, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v184(instance)) or (_v166(instance))):
            errors.append(_X184)
            _closest_e(instance, "", errors, _EX150, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v184(instance)) or (_v167(instance))):
            errors.append(_X184)
            _closest_e(instance, "", errors, _EX151, range(2))
    elif tag1 == "internal_error":
        if not ((_v184(instance)) or (_v168(instance))):
            errors.append(_X184)
            _closest_e(instance, "", errors, _EX152, range(2))
    else:
        errors.append(_X184)
        _e184(instance, "", errors)
    return errors


TOOL_VALIDATORS: dict[
    str, tuple[Callable[[Any], list[Violation]], Callable[[Any], list[Violation]]]
] = {
    "schedule_create": (validate_schedule_create_arguments, validate_schedule_create_output),
    "schedule_list": (validate_schedule_list_arguments, validate_schedule_list_output),
    "schedule_delete": (validate_schedule_delete_arguments, validate_schedule_delete_output),
}
"""Each tool's (arguments, output) validators, by tool name, in catalog order."""


TOOL_VALIDATORS_V2: dict[
    str, tuple[Callable[[Any], list[Violation]], Callable[[Any], list[Violation]]]
] = {
    "schedule_create": (validate_schedule_create_v2_arguments, validate_schedule_create_v2_output),
    "schedule_list": (validate_schedule_list_v2_arguments, validate_schedule_list_v2_output),
    "schedule_delete": (validate_schedule_delete_v2_arguments, validate_schedule_delete_v2_output),
}
"""Each tool's (arguments, output) validators of protocol 2, by tool name, in catalog order."""


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _e0(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R3))
    if isinstance(x, dict):
        exact1 = x.keys() == _K1
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R336)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R337)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R338)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R339)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R340)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R341)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "afterSeconds" in x:
            x5 = x["afterSeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/afterSeconds", x5, _R17))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R342)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R343)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if not exact1:
            for key7 in x:
                if key7 not in _K1:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key7), *_R24)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _e6(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R48))
    if isinstance(x, dict):
        exact1 = x.keys() == _K46
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R367)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R368)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R369)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R370)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R371)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R372)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R373)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R341)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "afterSeconds" in x:
            x5 = x["afterSeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/afterSeconds", x5, _R17))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R342)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R343)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if "state" in x:
            x7 = x["state"]
            if not (isinstance(x7, str) and x7 in _E57):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R374)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R375)))
        if not exact1:
            for key9 in x:
                if key9 not in _K46:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R59)))


# https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
def _e8(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R62))
    if isinstance(x, dict):
        exact1 = x.keys() == _K60
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R344)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R345)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R346)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R347)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "at"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R348)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "scheduledAt" in x:
            x5 = x["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if _P23.search(x5) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if not exact1:
            for key6 in x:
                if key6 not in _K60:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key6), *_R68)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
def _e9(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R71))
    if isinstance(x, dict):
        exact1 = x.keys() == _K69
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R357)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R358)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R359)))
            if "time" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R360)))
            if "days" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R361)))
            if "timeZone" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R362)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R363)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "calendar"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R364)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "time" in x:
            x5 = x["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/time", x5, _R80))
            if isinstance(x5, str):
                if _P82.search(x5) is None:
                    errors.append(tuple.__new__(Violation, (path + "/time", *_R365)))
        if "days" in x:
            _e66(x["days"], path + "/days", errors)
        if "timeZone" in x:
            x6 = x["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/timeZone", x6, _R83))
            if isinstance(x6, str):
                if _P85.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/timeZone", *_R366)))
        if "scheduledAt" in x:
            x7 = x["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped(path + "/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if _P23.search(x7) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if not exact1:
            for key8 in x:
                if key8 not in _K69:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key8), *_R86)))


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
def _e10(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R90))
    if isinstance(x, dict):
        exact1 = x.keys() == _K88
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R349)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R350)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R351)))
            if "everySeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R352)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R353)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "every"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R354)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "everySeconds" in x:
            x5 = x["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/everySeconds", x5, _R97))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R355)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R356)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if not exact1:
            for key7 in x:
                if key7 not in _K88:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key7), *_R100)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#
def _e13(x: Any, path: str, errors: list[Violation]) -> None:
    tag1 = x.get("kind") if isinstance(x, dict) else None
    if tag1 == "after":
        mark2 = len(errors)
        _e0(x, path, errors)
        if len(errors) > mark2:
            errors.insert(mark2, tuple.__new__(Violation, (path, *_R434)))
    elif tag1 == "at":
        mark3 = len(errors)
        _e8(x, path, errors)
        if len(errors) > mark3:
            errors.insert(mark3, tuple.__new__(Violation, (path, *_R434)))
    elif tag1 == "every":
        mark4 = len(errors)
        _e10(x, path, errors)
        if len(errors) > mark4:
            errors.insert(mark4, tuple.__new__(Violation, (path, *_R434)))
    elif tag1 == "calendar":
        mark5 = len(errors)
        _e9(x, path, errors)
        if len(errors) > mark5:
            errors.insert(mark5, tuple.__new__(Violation, (path, *_R434)))
    else:
        errors.append(tuple.__new__(Violation, (path, *_R434)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
def _e15(x: Any, path: str, errors: list[Violation]) -> None:
    tag1 = x.get("kind") if isinstance(x, dict) else None
    if tag1 == "after":
        mark2 = len(errors)
        _e6(x, path, errors)
        if len(errors) > mark2:
            errors.insert(mark2, tuple.__new__(Violation, (path, *_R441)))
    elif tag1 == "at":
        mark3 = len(errors)
        _e180(x, path, errors)
        if len(errors) > mark3:
            errors.insert(mark3, tuple.__new__(Violation, (path, *_R441)))
    elif tag1 == "every":
        mark4 = len(errors)
        _e181(x, path, errors)
        if len(errors) > mark4:
            errors.insert(mark4, tuple.__new__(Violation, (path, *_R441)))
    elif tag1 == "calendar":
        mark5 = len(errors)
        _e182(x, path, errors)
        if len(errors) > mark5:
            errors.insert(mark5, tuple.__new__(Violation, (path, *_R441)))
    else:
        errors.append(tuple.__new__(Violation, (path, *_R441)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
def _e66(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R264))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not (isinstance(item2, str) and item2 in _E87):
                _e169(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _e114(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R412))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not _v6(item2):
                _e6(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at
def _e128(x: Any, path: str, errors: list[Violation]) -> None:
    if not ((isinstance(x, str)) or (_v292(x))):
        errors.append(tuple.__new__(Violation, (path, *_R427)))
        _closest_e(x, path, errors, _EX428, range(2))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0
def _e147(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R432))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not _v15(item2):
                _e15(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
def _e159(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R187))
    if isinstance(x, dict):
        exact1 = x.keys() == _K186
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R188)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R189)))
            if "schedule" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R190)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 1 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R191)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "create"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R192)))
        if "schedule" in x:
            _e0(x["schedule"], path + "/schedule", errors)
        if not exact1:
            for key4 in x:
                if key4 not in _K186:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R193)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
def _e160(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R195))
    if isinstance(x, dict):
        exact1 = x.keys() == _K194
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R196)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R197)))
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R198)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 1 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R199)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "delete"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R200)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if not exact1:
            for key5 in x:
                if key5 not in _K194:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R203)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
def _e161(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R204))
    if isinstance(x, dict):
        exact1 = x.keys() == _K194
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R205)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R206)))
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R207)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 1 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R208)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "dispatch"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R209)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if not exact1:
            for key5 in x:
                if key5 not in _K194:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R210)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _e162(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R212))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R213)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R214)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_prompt"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R215)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R216))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R217)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R218)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _e163(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R219))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R220)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R221)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R222)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R223))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R224)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R225)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _e164(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R226))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R227)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R228)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R229)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R230))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R231)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R232)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _e165(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R233))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R234)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R235)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R236)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R237))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R238)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R239)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _e166(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R240))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R241)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R242)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "corrupt_schedule_log"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R243)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R244))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R245)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R246)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _e167(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R247))
    if isinstance(x, dict):
        if not _K248 <= x.keys():
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R249)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R250)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R251)))
        if "code" in x:
            x1 = x["code"]
            if not (x1 == "persistence_uncertain"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R252)))
        if "message" in x:
            x2 = x["message"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/message", x2, _R253))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R254)))
        if "operation" in x:
            x3 = x["operation"]
            if not (isinstance(x3, str) and x3 in _E30):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R255)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if not x.keys() <= _K31:
            for key5, value6 in x.items():
                if key5 in _K31:
                    continue
                errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R256)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _e168(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R257))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R258)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R259)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "internal_error"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R260)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R261))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R262)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R263)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items
def _e169(x: Any, path: str, errors: list[Violation]) -> None:
    if not (isinstance(x, str) and x in _E87):
        errors.append(tuple.__new__(Violation, (path, *_R433)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2
def _e170(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R265))
    if isinstance(x, dict):
        exact1 = x.keys() == _K186
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R266)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R267)))
            if "schedule" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R268)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 2 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R269)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "create"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R270)))
        if "schedule" in x:
            _e13(x["schedule"], path + "/schedule", errors)
        if not exact1:
            for key4 in x:
                if key4 not in _K186:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R271)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2
def _e171(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R272))
    if isinstance(x, dict):
        exact1 = x.keys() == _K194
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R273)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R274)))
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R275)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 2 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R276)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "delete"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R277)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if not exact1:
            for key5 in x:
                if key5 not in _K194:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R278)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2
def _e172(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R279))
    if isinstance(x, dict):
        if not _K194 <= x.keys():
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R280)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R281)))
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R282)))
        if "version" in x:
            x1 = x["version"]
            if not (x1 == 2 and not isinstance(x1, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R283)))
        if "operation" in x:
            x2 = x["operation"]
            if not (x2 == "dispatch"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R284)))
        if "id" in x:
            x3 = x["id"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/id", x3, _R10))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x3) >= 1 and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "occurrenceAt" in x:
            x4 = x["occurrenceAt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/occurrenceAt", x4, _R21))
            if isinstance(x4, str):
                if _P23.search(x4) is None:
                    errors.append(tuple.__new__(Violation, (path + "/occurrenceAt", *_R285)))
        if not x.keys() <= _K103:
            for key5, value6 in x.items():
                if key5 in _K103:
                    continue
                errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R286)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2
def _e173(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R287))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R288)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R289)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R290)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R291))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R292)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R293)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2
def _e174(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R294))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R295)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R296)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R297)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R298))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R299)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R300)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone
def _e175(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R301))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R302)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R303)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_time_zone"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R304)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R305))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R306)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R307)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh
def _e176(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R308))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R309)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R310)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "frequency_too_high"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R311)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R312))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R313)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R314)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2
def _e177(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R315))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R316)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R317)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R318)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R319))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R320)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R321)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture
def _e178(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R322))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R323)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R324)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "not_future"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R325)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R326))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R327)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R328)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules
def _e179(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R329))
    if isinstance(x, dict):
        exact1 = x.keys() == _K211
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R330)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R331)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "too_many_schedules"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R332)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R333))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R334)))
        if not exact1:
            for key4 in x:
                if key4 not in _K211:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R335)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
def _e180(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R377))
    if isinstance(x, dict):
        exact1 = x.keys() == _K376
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R378)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R379)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R380)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R381)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R382)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R383)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "at"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R348)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "scheduledAt" in x:
            x5 = x["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if _P23.search(x5) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if "state" in x:
            x6 = x["state"]
            if not (isinstance(x6, str) and x6 in _E57):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R384)))
        if "deliveryMode" in x:
            x7 = x["deliveryMode"]
            if not (x7 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R385)))
        if not exact1:
            for key8 in x:
                if key8 not in _K376:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key8), *_R386)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
def _e181(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R388))
    if isinstance(x, dict):
        exact1 = x.keys() == _K387
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R389)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R390)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R391)))
            if "everySeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R392)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R393)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R394)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R395)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "every"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R354)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "everySeconds" in x:
            x5 = x["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/everySeconds", x5, _R97))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R355)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R356)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if "state" in x:
            x7 = x["state"]
            if not (isinstance(x7, str) and x7 in _E57):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R384)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R385)))
        if not exact1:
            for key9 in x:
                if key9 not in _K387:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R396)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
def _e182(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R398))
    if isinstance(x, dict):
        exact1 = x.keys() == _K397
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R399)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R400)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R401)))
            if "time" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R402)))
            if "days" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R403)))
            if "timeZone" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R404)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R405)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R406)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R407)))
            if "scheduledLocal" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R408)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "calendar"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R364)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R201)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R202)))
        if "time" in x:
            x5 = x["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/time", x5, _R80))
            if isinstance(x5, str):
                if _P82.search(x5) is None:
                    errors.append(tuple.__new__(Violation, (path + "/time", *_R365)))
        if "days" in x:
            _e66(x["days"], path + "/days", errors)
        if "timeZone" in x:
            x6 = x["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/timeZone", x6, _R83))
            if isinstance(x6, str):
                if _P85.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/timeZone", *_R366)))
        if "scheduledAt" in x:
            x7 = x["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped(path + "/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if _P23.search(x7) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R285)))
        if "state" in x:
            x8 = x["state"]
            if not (isinstance(x8, str) and x8 in _E57):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R384)))
        if "deliveryMode" in x:
            x9 = x["deliveryMode"]
            if not (x9 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R385)))
        if "scheduledLocal" in x:
            x10 = x["scheduledLocal"]
            if not isinstance(x10, str):
                errors.append(_mistyped(path + "/scheduledLocal", x10, _R409))
            if isinstance(x10, str):
                if _P118.search(x10) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledLocal", *_R410)))
        if not exact1:
            for key11 in x:
                if key11 not in _K397:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key11), *_R411)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _e184(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R414))
    if isinstance(x, dict):
        exact1 = x.keys() == _K413
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R415)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R416)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is True):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R417)))
        if not exact1:
            for key4 in x:
                if key4 not in _K413:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R418)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _e185(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R420))
    if isinstance(x, dict):
        exact1 = x.keys() == _K419
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R421)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R422)))
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R423)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R201)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R202)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is False):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R424)))
        if "code" in x:
            x4 = x["code"]
            if not (x4 == "schedule_not_found"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R425)))
        if not exact1:
            for key5 in x:
                if key5 not in _K419:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R426)))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0
def _e186(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_mistyped(path, x, _R435))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule
def _e188(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R429))
    if isinstance(x, dict):
        if "time" in x:
            x1 = x["time"]
            if not isinstance(x1, str):
                errors.append(_mistyped(path + "/time", x1, _R430))
        if "days" in x:
            _e294(x["days"], path + "/days", errors)
        if "time_zone" in x:
            x2 = x["time_zone"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/time_zone", x2, _R431))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
def _e292(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R436))
    if isinstance(x, dict):
        if "date" in x:
            x1 = x["date"]
            if not isinstance(x1, str):
                errors.append(_mistyped(path + "/date", x1, _R437))
        if "time" in x:
            x2 = x["time"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/time", x2, _R438))
        if "time_zone" in x:
            x3 = x["time_zone"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/time_zone", x3, _R439))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days
def _e294(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R440))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not isinstance(item2, str):
                _e301(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items
def _e301(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_mistyped(path, x, _R442))


def _v0(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 5
        and isinstance((v713 := x.get("id")), str)
        and len(v713) >= 1
        and v713[0] not in _CHARS13
        and v713[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v714 := x.get("prompt")), str)
        and len(v714) >= 1
        and v714[0] not in _CHARS13
        and v714[-1] not in _CHARS13
        and (
            type(v715 := x.get("afterSeconds")) is int
            or (isinstance(v715, int) and not isinstance(v715, bool))
            or (isinstance(v715, float) and float.is_integer(v715))
        )
        and v715 >= 1
        and v715 <= 9007199254740991
        and isinstance((v716 := x.get("scheduledAt")), str)
        and _P23.search(v716) is not None
    )


def _v1(x: object) -> bool:
    return isinstance(x, str) and _P23.search(x) is not None


def _v2(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v717 := x.get("operation")) == "create"
            and len(x) == 3
            and (v718 := x.get("version")) == 1
            and not isinstance(v718, bool)
            and isinstance((v723 := x.get("schedule")), dict)
            and len(v723) == 5
            and isinstance((v719 := v723.get("id")), str)
            and len(v719) >= 1
            and v719[0] not in _CHARS13
            and v719[-1] not in _CHARS13
            and v723.get("kind") == "after"
            and isinstance((v720 := v723.get("prompt")), str)
            and len(v720) >= 1
            and v720[0] not in _CHARS13
            and v720[-1] not in _CHARS13
            and (
                type(v721 := v723.get("afterSeconds")) is int
                or (isinstance(v721, int) and not isinstance(v721, bool))
                or (isinstance(v721, float) and float.is_integer(v721))
            )
            and v721 >= 1
            and v721 <= 9007199254740991
            and isinstance((v722 := v723.get("scheduledAt")), str)
            and _P23.search(v722) is not None
        )
        or (
            v717 == "delete"
            and len(x) == 3
            and (v724 := x.get("version")) == 1
            and not isinstance(v724, bool)
            and isinstance((v725 := x.get("id")), str)
            and len(v725) >= 1
            and v725[0] not in _CHARS13
            and v725[-1] not in _CHARS13
        )
        or (
            v717 == "dispatch"
            and len(x) == 3
            and (v726 := x.get("version")) == 1
            and not isinstance(v726, bool)
            and isinstance((v727 := x.get("id")), str)
            and len(v727) >= 1
            and v727[0] not in _CHARS13
            and v727[-1] not in _CHARS13
        )
    )


def _v3(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v728 := x.get("code")) == "invalid_prompt"
            and len(x) == 2
            and isinstance((v729 := x.get("message")), str)
            and len(v729) >= 1
        )
        or (
            v728 == "invalid_selector"
            and len(x) == 2
            and isinstance((v730 := x.get("message")), str)
            and len(v730) >= 1
        )
        or (
            v728 == "invalid_rule"
            and len(x) == 2
            and isinstance((v731 := x.get("message")), str)
            and len(v731) >= 1
        )
        or (
            v728 == "time_out_of_range"
            and len(x) == 2
            and isinstance((v732 := x.get("message")), str)
            and len(v732) >= 1
        )
        or (
            v728 == "corrupt_schedule_log"
            and len(x) == 2
            and isinstance((v733 := x.get("message")), str)
            and len(v733) >= 1
        )
        or (
            v728 == "persistence_uncertain"
            and isinstance((v734 := x.get("message")), str)
            and len(v734) >= 1
            and isinstance((v735 := x.get("operation")), str)
            and v735 in _E30
            and (
                "id" not in x
                or (
                    isinstance((v736 := x["id"]), str)
                    and len(v736) >= 1
                    and v736[0] not in _CHARS13
                    and v736[-1] not in _CHARS13
                )
            )
            and _K31.issuperset(x)
        )
        or (
            v728 == "internal_error"
            and len(x) == 2
            and isinstance((v737 := x.get("message")), str)
            and len(v737) >= 1
        )
    )


def _v4(x: object) -> bool:
    return isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v5(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and isinstance((v738 := x.get("scheduleId")), str)
        and len(v738) >= 1
        and v738[0] not in _CHARS13
        and v738[-1] not in _CHARS13
        and isinstance((v739 := x.get("prompt")), str)
        and len(v739) >= 1
        and v739[0] not in _CHARS13
        and v739[-1] not in _CHARS13
        and isinstance((v740 := x.get("occurrenceAt")), str)
        and _P23.search(v740) is not None
        and x.get("deliveryMode") == "session-local"
    )


def _v6(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v741 := x.get("id")), str)
        and len(v741) >= 1
        and v741[0] not in _CHARS13
        and v741[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v742 := x.get("prompt")), str)
        and len(v742) >= 1
        and v742[0] not in _CHARS13
        and v742[-1] not in _CHARS13
        and (
            type(v743 := x.get("afterSeconds")) is int
            or (isinstance(v743, int) and not isinstance(v743, bool))
            or (isinstance(v743, float) and float.is_integer(v743))
        )
        and v743 >= 1
        and v743 <= 9007199254740991
        and isinstance((v744 := x.get("scheduledAt")), str)
        and _P23.search(v744) is not None
        and isinstance((v745 := x.get("state")), str)
        and v745 in _E57
        and x.get("deliveryMode") == "session-local"
    )


def _v7(x: object) -> bool:
    return isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v8(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and isinstance((v746 := x.get("id")), str)
        and len(v746) >= 1
        and v746[0] not in _CHARS13
        and v746[-1] not in _CHARS13
        and x.get("kind") == "at"
        and isinstance((v747 := x.get("prompt")), str)
        and len(v747) >= 1
        and v747[0] not in _CHARS13
        and v747[-1] not in _CHARS13
        and isinstance((v748 := x.get("scheduledAt")), str)
        and _P23.search(v748) is not None
    )


def _v9(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v749 := x.get("id")), str)
        and len(v749) >= 1
        and v749[0] not in _CHARS13
        and v749[-1] not in _CHARS13
        and x.get("kind") == "calendar"
        and isinstance((v750 := x.get("prompt")), str)
        and len(v750) >= 1
        and v750[0] not in _CHARS13
        and v750[-1] not in _CHARS13
        and isinstance((v751 := x.get("time")), str)
        and _P82.search(v751) is not None
        and isinstance((v752 := x.get("days")), list)
        and _l32(v752)
        and isinstance((v753 := x.get("timeZone")), str)
        and _P85.search(v753) is not None
        and isinstance((v754 := x.get("scheduledAt")), str)
        and _P23.search(v754) is not None
    )


def _v10(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 5
        and isinstance((v755 := x.get("id")), str)
        and len(v755) >= 1
        and v755[0] not in _CHARS13
        and v755[-1] not in _CHARS13
        and x.get("kind") == "every"
        and isinstance((v756 := x.get("prompt")), str)
        and len(v756) >= 1
        and v756[0] not in _CHARS13
        and v756[-1] not in _CHARS13
        and (
            type(v757 := x.get("everySeconds")) is int
            or (isinstance(v757, int) and not isinstance(v757, bool))
            or (isinstance(v757, float) and float.is_integer(v757))
        )
        and v757 >= 300
        and v757 <= 9007199254740991
        and isinstance((v758 := x.get("scheduledAt")), str)
        and _P23.search(v758) is not None
    )


def _v11(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v759 := x.get("operation")) == "create"
            and len(x) == 3
            and "schedule" in x
            and (v760 := x.get("version")) == 2
            and not isinstance(v760, bool)
            and isinstance((v779 := x["schedule"]), dict)
            and (
                (
                    (v761 := v779.get("kind")) == "after"
                    and len(v779) == 5
                    and isinstance((v762 := v779.get("id")), str)
                    and len(v762) >= 1
                    and v762[0] not in _CHARS13
                    and v762[-1] not in _CHARS13
                    and isinstance((v763 := v779.get("prompt")), str)
                    and len(v763) >= 1
                    and v763[0] not in _CHARS13
                    and v763[-1] not in _CHARS13
                    and (
                        type(v764 := v779.get("afterSeconds")) is int
                        or (isinstance(v764, int) and not isinstance(v764, bool))
                        or (isinstance(v764, float) and float.is_integer(v764))
                    )
                    and v764 >= 1
                    and v764 <= 9007199254740991
                    and isinstance((v765 := v779.get("scheduledAt")), str)
                    and _P23.search(v765) is not None
                )
                or (
                    v761 == "at"
                    and len(v779) == 4
                    and isinstance((v766 := v779.get("id")), str)
                    and len(v766) >= 1
                    and v766[0] not in _CHARS13
                    and v766[-1] not in _CHARS13
                    and isinstance((v767 := v779.get("prompt")), str)
                    and len(v767) >= 1
                    and v767[0] not in _CHARS13
                    and v767[-1] not in _CHARS13
                    and isinstance((v768 := v779.get("scheduledAt")), str)
                    and _P23.search(v768) is not None
                )
                or (
                    v761 == "every"
                    and len(v779) == 5
                    and isinstance((v769 := v779.get("id")), str)
                    and len(v769) >= 1
                    and v769[0] not in _CHARS13
                    and v769[-1] not in _CHARS13
                    and isinstance((v770 := v779.get("prompt")), str)
                    and len(v770) >= 1
                    and v770[0] not in _CHARS13
                    and v770[-1] not in _CHARS13
                    and (
                        type(v771 := v779.get("everySeconds")) is int
                        or (isinstance(v771, int) and not isinstance(v771, bool))
                        or (isinstance(v771, float) and float.is_integer(v771))
                    )
                    and v771 >= 300
                    and v771 <= 9007199254740991
                    and isinstance((v772 := v779.get("scheduledAt")), str)
                    and _P23.search(v772) is not None
                )
                or (
                    v761 == "calendar"
                    and len(v779) == 7
                    and isinstance((v773 := v779.get("id")), str)
                    and len(v773) >= 1
                    and v773[0] not in _CHARS13
                    and v773[-1] not in _CHARS13
                    and isinstance((v774 := v779.get("prompt")), str)
                    and len(v774) >= 1
                    and v774[0] not in _CHARS13
                    and v774[-1] not in _CHARS13
                    and isinstance((v775 := v779.get("time")), str)
                    and _P82.search(v775) is not None
                    and isinstance((v776 := v779.get("days")), list)
                    and _l33(v776)
                    and isinstance((v777 := v779.get("timeZone")), str)
                    and _P85.search(v777) is not None
                    and isinstance((v778 := v779.get("scheduledAt")), str)
                    and _P23.search(v778) is not None
                )
            )
        )
        or (
            v759 == "delete"
            and len(x) == 3
            and (v780 := x.get("version")) == 2
            and not isinstance(v780, bool)
            and isinstance((v781 := x.get("id")), str)
            and len(v781) >= 1
            and v781[0] not in _CHARS13
            and v781[-1] not in _CHARS13
        )
        or (
            v759 == "dispatch"
            and (v782 := x.get("version")) == 2
            and not isinstance(v782, bool)
            and isinstance((v783 := x.get("id")), str)
            and len(v783) >= 1
            and v783[0] not in _CHARS13
            and v783[-1] not in _CHARS13
            and (
                "occurrenceAt" not in x
                or (isinstance((v784 := x["occurrenceAt"]), str) and _P23.search(v784) is not None)
            )
            and _K103.issuperset(x)
        )
    )


def _v12(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v785 := x.get("code")) == "invalid_prompt"
            and len(x) == 2
            and isinstance((v786 := x.get("message")), str)
            and len(v786) >= 1
        )
        or (
            v785 == "invalid_selector"
            and len(x) == 2
            and isinstance((v787 := x.get("message")), str)
            and len(v787) >= 1
        )
        or (
            v785 == "invalid_rule"
            and len(x) == 2
            and isinstance((v788 := x.get("message")), str)
            and len(v788) >= 1
        )
        or (
            v785 == "invalid_time_zone"
            and len(x) == 2
            and isinstance((v789 := x.get("message")), str)
            and len(v789) >= 1
        )
        or (
            v785 == "frequency_too_high"
            and len(x) == 2
            and isinstance((v790 := x.get("message")), str)
            and len(v790) >= 1
        )
        or (
            v785 == "time_out_of_range"
            and len(x) == 2
            and isinstance((v791 := x.get("message")), str)
            and len(v791) >= 1
        )
        or (
            v785 == "not_future"
            and len(x) == 2
            and isinstance((v792 := x.get("message")), str)
            and len(v792) >= 1
        )
        or (
            v785 == "too_many_schedules"
            and len(x) == 2
            and isinstance((v793 := x.get("message")), str)
            and len(v793) >= 1
        )
        or (
            v785 == "corrupt_schedule_log"
            and len(x) == 2
            and isinstance((v794 := x.get("message")), str)
            and len(v794) >= 1
        )
        or (
            v785 == "persistence_uncertain"
            and isinstance((v795 := x.get("message")), str)
            and len(v795) >= 1
            and isinstance((v796 := x.get("operation")), str)
            and v796 in _E30
            and (
                "id" not in x
                or (
                    isinstance((v797 := x["id"]), str)
                    and len(v797) >= 1
                    and v797[0] not in _CHARS13
                    and v797[-1] not in _CHARS13
                )
            )
            and _K31.issuperset(x)
        )
        or (
            v785 == "internal_error"
            and len(x) == 2
            and isinstance((v798 := x.get("message")), str)
            and len(v798) >= 1
        )
    )


def _v13(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v799 := x.get("kind")) == "after"
            and len(x) == 5
            and isinstance((v800 := x.get("id")), str)
            and len(v800) >= 1
            and v800[0] not in _CHARS13
            and v800[-1] not in _CHARS13
            and isinstance((v801 := x.get("prompt")), str)
            and len(v801) >= 1
            and v801[0] not in _CHARS13
            and v801[-1] not in _CHARS13
            and (
                type(v802 := x.get("afterSeconds")) is int
                or (isinstance(v802, int) and not isinstance(v802, bool))
                or (isinstance(v802, float) and float.is_integer(v802))
            )
            and v802 >= 1
            and v802 <= 9007199254740991
            and isinstance((v803 := x.get("scheduledAt")), str)
            and _P23.search(v803) is not None
        )
        or (
            v799 == "at"
            and len(x) == 4
            and isinstance((v804 := x.get("id")), str)
            and len(v804) >= 1
            and v804[0] not in _CHARS13
            and v804[-1] not in _CHARS13
            and isinstance((v805 := x.get("prompt")), str)
            and len(v805) >= 1
            and v805[0] not in _CHARS13
            and v805[-1] not in _CHARS13
            and isinstance((v806 := x.get("scheduledAt")), str)
            and _P23.search(v806) is not None
        )
        or (
            v799 == "every"
            and len(x) == 5
            and isinstance((v807 := x.get("id")), str)
            and len(v807) >= 1
            and v807[0] not in _CHARS13
            and v807[-1] not in _CHARS13
            and isinstance((v808 := x.get("prompt")), str)
            and len(v808) >= 1
            and v808[0] not in _CHARS13
            and v808[-1] not in _CHARS13
            and (
                type(v809 := x.get("everySeconds")) is int
                or (isinstance(v809, int) and not isinstance(v809, bool))
                or (isinstance(v809, float) and float.is_integer(v809))
            )
            and v809 >= 300
            and v809 <= 9007199254740991
            and isinstance((v810 := x.get("scheduledAt")), str)
            and _P23.search(v810) is not None
        )
        or (
            v799 == "calendar"
            and len(x) == 7
            and isinstance((v811 := x.get("id")), str)
            and len(v811) >= 1
            and v811[0] not in _CHARS13
            and v811[-1] not in _CHARS13
            and isinstance((v812 := x.get("prompt")), str)
            and len(v812) >= 1
            and v812[0] not in _CHARS13
            and v812[-1] not in _CHARS13
            and isinstance((v813 := x.get("time")), str)
            and _P82.search(v813) is not None
            and isinstance((v814 := x.get("days")), list)
            and _l34(v814)
            and isinstance((v815 := x.get("timeZone")), str)
            and _P85.search(v815) is not None
            and isinstance((v816 := x.get("scheduledAt")), str)
            and _P23.search(v816) is not None
        )
    )


def _v14(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and isinstance((v817 := x.get("scheduleId")), str)
        and len(v817) >= 1
        and v817[0] not in _CHARS13
        and v817[-1] not in _CHARS13
        and isinstance((v818 := x.get("prompt")), str)
        and len(v818) >= 1
        and v818[0] not in _CHARS13
        and v818[-1] not in _CHARS13
        and isinstance((v819 := x.get("occurrenceAt")), str)
        and _P23.search(v819) is not None
        and x.get("deliveryMode") == "session-local"
    )


def _v15(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v820 := x.get("kind")) == "after"
            and len(x) == 7
            and isinstance((v821 := x.get("id")), str)
            and len(v821) >= 1
            and v821[0] not in _CHARS13
            and v821[-1] not in _CHARS13
            and isinstance((v822 := x.get("prompt")), str)
            and len(v822) >= 1
            and v822[0] not in _CHARS13
            and v822[-1] not in _CHARS13
            and (
                type(v823 := x.get("afterSeconds")) is int
                or (isinstance(v823, int) and not isinstance(v823, bool))
                or (isinstance(v823, float) and float.is_integer(v823))
            )
            and v823 >= 1
            and v823 <= 9007199254740991
            and isinstance((v824 := x.get("scheduledAt")), str)
            and _P23.search(v824) is not None
            and isinstance((v825 := x.get("state")), str)
            and v825 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            v820 == "at"
            and len(x) == 6
            and isinstance((v826 := x.get("id")), str)
            and len(v826) >= 1
            and v826[0] not in _CHARS13
            and v826[-1] not in _CHARS13
            and isinstance((v827 := x.get("prompt")), str)
            and len(v827) >= 1
            and v827[0] not in _CHARS13
            and v827[-1] not in _CHARS13
            and isinstance((v828 := x.get("scheduledAt")), str)
            and _P23.search(v828) is not None
            and isinstance((v829 := x.get("state")), str)
            and v829 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            v820 == "every"
            and len(x) == 7
            and isinstance((v830 := x.get("id")), str)
            and len(v830) >= 1
            and v830[0] not in _CHARS13
            and v830[-1] not in _CHARS13
            and isinstance((v831 := x.get("prompt")), str)
            and len(v831) >= 1
            and v831[0] not in _CHARS13
            and v831[-1] not in _CHARS13
            and (
                type(v832 := x.get("everySeconds")) is int
                or (isinstance(v832, int) and not isinstance(v832, bool))
                or (isinstance(v832, float) and float.is_integer(v832))
            )
            and v832 >= 300
            and v832 <= 9007199254740991
            and isinstance((v833 := x.get("scheduledAt")), str)
            and _P23.search(v833) is not None
            and isinstance((v834 := x.get("state")), str)
            and v834 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            v820 == "calendar"
            and len(x) == 10
            and isinstance((v835 := x.get("id")), str)
            and len(v835) >= 1
            and v835[0] not in _CHARS13
            and v835[-1] not in _CHARS13
            and isinstance((v836 := x.get("prompt")), str)
            and len(v836) >= 1
            and v836[0] not in _CHARS13
            and v836[-1] not in _CHARS13
            and isinstance((v837 := x.get("time")), str)
            and _P82.search(v837) is not None
            and isinstance((v838 := x.get("days")), list)
            and _l35(v838)
            and isinstance((v839 := x.get("timeZone")), str)
            and _P85.search(v839) is not None
            and isinstance((v840 := x.get("scheduledAt")), str)
            and _P23.search(v840) is not None
            and isinstance((v841 := x.get("state")), str)
            and v841 in _E57
            and x.get("deliveryMode") == "session-local"
            and isinstance((v842 := x.get("scheduledLocal")), str)
            and _P118.search(v842) is not None
        )
    )


def _v16(x: object) -> bool:
    return (
        isinstance(x, dict)
        and isinstance(x.get("prompt"), str)
        and isinstance((v843 := x.get("after_seconds")), (int, float))
        and not isinstance(v843, bool)
    )


def _v162(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_prompt"
        and isinstance((v844 := x.get("message")), str)
        and len(v844) >= 1
    )


def _v163(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v845 := x.get("message")), str)
        and len(v845) >= 1
    )


def _v164(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v846 := x.get("message")), str)
        and len(v846) >= 1
    )


def _v165(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v847 := x.get("message")), str)
        and len(v847) >= 1
    )


def _v166(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "corrupt_schedule_log"
        and isinstance((v848 := x.get("message")), str)
        and len(v848) >= 1
    )


def _v167(x: object) -> bool:
    return (
        isinstance(x, dict)
        and x.get("code") == "persistence_uncertain"
        and isinstance((v849 := x.get("message")), str)
        and len(v849) >= 1
        and isinstance((v850 := x.get("operation")), str)
        and v850 in _E30
        and (
            "id" not in x
            or (
                isinstance((v851 := x["id"]), str)
                and len(v851) >= 1
                and v851[0] not in _CHARS13
                and v851[-1] not in _CHARS13
            )
        )
        and _K31.issuperset(x)
    )


def _v168(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "internal_error"
        and isinstance((v852 := x.get("message")), str)
        and len(v852) >= 1
    )


def _v17(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v853 := x.get("id")), str)
        and len(v853) >= 1
        and v853[0] not in _CHARS13
        and v853[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v854 := x.get("prompt")), str)
        and len(v854) >= 1
        and v854[0] not in _CHARS13
        and v854[-1] not in _CHARS13
        and (
            type(v855 := x.get("afterSeconds")) is int
            or (isinstance(v855, int) and not isinstance(v855, bool))
            or (isinstance(v855, float) and float.is_integer(v855))
        )
        and v855 >= 1
        and v855 <= 9007199254740991
        and isinstance((v856 := x.get("scheduledAt")), str)
        and _P23.search(v856) is not None
        and isinstance((v857 := x.get("state")), str)
        and v857 in _E57
        and x.get("deliveryMode") == "session-local"
    ) or (
        isinstance(x, dict)
        and (
            (
                (v858 := x.get("code")) == "invalid_prompt"
                and len(x) == 2
                and isinstance((v859 := x.get("message")), str)
                and len(v859) >= 1
            )
            or (
                v858 == "invalid_selector"
                and len(x) == 2
                and isinstance((v860 := x.get("message")), str)
                and len(v860) >= 1
            )
            or (
                v858 == "invalid_rule"
                and len(x) == 2
                and isinstance((v861 := x.get("message")), str)
                and len(v861) >= 1
            )
            or (
                v858 == "time_out_of_range"
                and len(x) == 2
                and isinstance((v862 := x.get("message")), str)
                and len(v862) >= 1
            )
            or (
                v858 == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v863 := x.get("message")), str)
                and len(v863) >= 1
            )
            or (
                v858 == "persistence_uncertain"
                and isinstance((v864 := x.get("message")), str)
                and len(v864) >= 1
                and isinstance((v865 := x.get("operation")), str)
                and v865 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v866 := x["id"]), str)
                        and len(v866) >= 1
                        and v866[0] not in _CHARS13
                        and v866[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v858 == "internal_error"
                and len(x) == 2
                and isinstance((v867 := x.get("message")), str)
                and len(v867) >= 1
            )
        )
    )


def _v18(x: object) -> bool:
    return isinstance(x, dict) and not x


def _v183(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v868 := x.get("id")), str)
        and len(v868) >= 1
        and v868[0] not in _CHARS13
        and v868[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v869 := x.get("prompt")), str)
        and len(v869) >= 1
        and v869[0] not in _CHARS13
        and v869[-1] not in _CHARS13
        and (
            type(v870 := x.get("afterSeconds")) is int
            or (isinstance(v870, int) and not isinstance(v870, bool))
            or (isinstance(v870, float) and float.is_integer(v870))
        )
        and v870 >= 1
        and v870 <= 9007199254740991
        and isinstance((v871 := x.get("scheduledAt")), str)
        and _P23.search(v871) is not None
        and isinstance((v872 := x.get("state")), str)
        and v872 in _E57
        and x.get("deliveryMode") == "session-local"
    )


def _v19(x: object) -> bool:
    return (isinstance(x, list) and _l36(x)) or (
        isinstance(x, dict)
        and (
            (
                (v878 := x.get("code")) == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v879 := x.get("message")), str)
                and len(v879) >= 1
            )
            or (
                v878 == "persistence_uncertain"
                and isinstance((v880 := x.get("message")), str)
                and len(v880) >= 1
                and isinstance((v881 := x.get("operation")), str)
                and v881 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v882 := x["id"]), str)
                        and len(v882) >= 1
                        and v882[0] not in _CHARS13
                        and v882[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v878 == "internal_error"
                and len(x) == 2
                and isinstance((v883 := x.get("message")), str)
                and len(v883) >= 1
            )
        )
    )


def _v20(x: object) -> bool:
    return isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str)


def _v184(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and isinstance((v884 := x.get("id")), str)
        and len(v884) >= 1
        and v884[0] not in _CHARS13
        and v884[-1] not in _CHARS13
        and x.get("deleted") is True
    )


def _v185(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 3
        and isinstance((v885 := x.get("id")), str)
        and len(v885) >= 1
        and v885[0] not in _CHARS13
        and v885[-1] not in _CHARS13
        and x.get("deleted") is False
        and x.get("code") == "schedule_not_found"
    )


def _v21(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and isinstance((v886 := x.get("id")), str)
        and len(v886) >= 1
        and v886[0] not in _CHARS13
        and v886[-1] not in _CHARS13
        and x.get("deleted") is True
    ) or (
        isinstance(x, dict)
        and (
            (
                (v887 := x.get("code")) == "schedule_not_found"
                and len(x) == 3
                and isinstance((v888 := x.get("id")), str)
                and len(v888) >= 1
                and v888[0] not in _CHARS13
                and v888[-1] not in _CHARS13
                and x.get("deleted") is False
            )
            or (
                v887 == "invalid_rule"
                and len(x) == 2
                and isinstance((v889 := x.get("message")), str)
                and len(v889) >= 1
            )
            or (
                v887 == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v890 := x.get("message")), str)
                and len(v890) >= 1
            )
            or (
                v887 == "persistence_uncertain"
                and isinstance((v891 := x.get("message")), str)
                and len(v891) >= 1
                and isinstance((v892 := x.get("operation")), str)
                and v892 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v893 := x["id"]), str)
                        and len(v893) >= 1
                        and v893[0] not in _CHARS13
                        and v893[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v887 == "internal_error"
                and len(x) == 2
                and isinstance((v894 := x.get("message")), str)
                and len(v894) >= 1
            )
        )
    )


def _v22(x: object) -> bool:
    return (
        isinstance(x, dict)
        and isinstance(x.get("prompt"), str)
        and (
            "after_seconds" not in x
            or (
                isinstance((v895 := x["after_seconds"]), (int, float))
                and not isinstance(v895, bool)
            )
        )
        and (
            "at" not in x
            or isinstance((v896 := x["at"]), str)
            or (
                isinstance(v896, dict)
                and ("date" not in v896 or isinstance(v896["date"], str))
                and ("time" not in v896 or isinstance(v896["time"], str))
                and ("time_zone" not in v896 or isinstance(v896["time_zone"], str))
            )
        )
        and (
            "every_seconds" not in x
            or (
                isinstance((v897 := x["every_seconds"]), (int, float))
                and not isinstance(v897, bool)
            )
        )
        and (
            "calendar" not in x
            or (
                isinstance((v899 := x["calendar"]), dict)
                and ("time" not in v899 or isinstance(v899["time"], str))
                and (
                    "days" not in v899 or (isinstance((v898 := v899["days"]), list) and _l37(v898))
                )
                and ("time_zone" not in v899 or isinstance(v899["time_zone"], str))
            )
        )
    )


def _v180(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 6
        and isinstance((v900 := x.get("id")), str)
        and len(v900) >= 1
        and v900[0] not in _CHARS13
        and v900[-1] not in _CHARS13
        and x.get("kind") == "at"
        and isinstance((v901 := x.get("prompt")), str)
        and len(v901) >= 1
        and v901[0] not in _CHARS13
        and v901[-1] not in _CHARS13
        and isinstance((v902 := x.get("scheduledAt")), str)
        and _P23.search(v902) is not None
        and isinstance((v903 := x.get("state")), str)
        and v903 in _E57
        and x.get("deliveryMode") == "session-local"
    )


def _v181(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v904 := x.get("id")), str)
        and len(v904) >= 1
        and v904[0] not in _CHARS13
        and v904[-1] not in _CHARS13
        and x.get("kind") == "every"
        and isinstance((v905 := x.get("prompt")), str)
        and len(v905) >= 1
        and v905[0] not in _CHARS13
        and v905[-1] not in _CHARS13
        and (
            type(v906 := x.get("everySeconds")) is int
            or (isinstance(v906, int) and not isinstance(v906, bool))
            or (isinstance(v906, float) and float.is_integer(v906))
        )
        and v906 >= 300
        and v906 <= 9007199254740991
        and isinstance((v907 := x.get("scheduledAt")), str)
        and _P23.search(v907) is not None
        and isinstance((v908 := x.get("state")), str)
        and v908 in _E57
        and x.get("deliveryMode") == "session-local"
    )


def _v182(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 10
        and isinstance((v909 := x.get("id")), str)
        and len(v909) >= 1
        and v909[0] not in _CHARS13
        and v909[-1] not in _CHARS13
        and x.get("kind") == "calendar"
        and isinstance((v910 := x.get("prompt")), str)
        and len(v910) >= 1
        and v910[0] not in _CHARS13
        and v910[-1] not in _CHARS13
        and isinstance((v911 := x.get("time")), str)
        and _P82.search(v911) is not None
        and isinstance((v912 := x.get("days")), list)
        and _l38(v912)
        and isinstance((v913 := x.get("timeZone")), str)
        and _P85.search(v913) is not None
        and isinstance((v914 := x.get("scheduledAt")), str)
        and _P23.search(v914) is not None
        and isinstance((v915 := x.get("state")), str)
        and v915 in _E57
        and x.get("deliveryMode") == "session-local"
        and isinstance((v916 := x.get("scheduledLocal")), str)
        and _P118.search(v916) is not None
    )


def _v173(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v917 := x.get("message")), str)
        and len(v917) >= 1
    )


def _v174(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v918 := x.get("message")), str)
        and len(v918) >= 1
    )


def _v175(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_time_zone"
        and isinstance((v919 := x.get("message")), str)
        and len(v919) >= 1
    )


def _v176(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "frequency_too_high"
        and isinstance((v920 := x.get("message")), str)
        and len(v920) >= 1
    )


def _v177(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v921 := x.get("message")), str)
        and len(v921) >= 1
    )


def _v178(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "not_future"
        and isinstance((v922 := x.get("message")), str)
        and len(v922) >= 1
    )


def _v179(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "too_many_schedules"
        and isinstance((v923 := x.get("message")), str)
        and len(v923) >= 1
    )


def _v23(x: object) -> bool:
    return (
        (
            isinstance(x, dict)
            and len(x) == 7
            and isinstance((v924 := x.get("id")), str)
            and len(v924) >= 1
            and v924[0] not in _CHARS13
            and v924[-1] not in _CHARS13
            and x.get("kind") == "after"
            and isinstance((v925 := x.get("prompt")), str)
            and len(v925) >= 1
            and v925[0] not in _CHARS13
            and v925[-1] not in _CHARS13
            and (
                type(v926 := x.get("afterSeconds")) is int
                or (isinstance(v926, int) and not isinstance(v926, bool))
                or (isinstance(v926, float) and float.is_integer(v926))
            )
            and v926 >= 1
            and v926 <= 9007199254740991
            and isinstance((v927 := x.get("scheduledAt")), str)
            and _P23.search(v927) is not None
            and isinstance((v928 := x.get("state")), str)
            and v928 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(x, dict)
            and len(x) == 6
            and isinstance((v929 := x.get("id")), str)
            and len(v929) >= 1
            and v929[0] not in _CHARS13
            and v929[-1] not in _CHARS13
            and x.get("kind") == "at"
            and isinstance((v930 := x.get("prompt")), str)
            and len(v930) >= 1
            and v930[0] not in _CHARS13
            and v930[-1] not in _CHARS13
            and isinstance((v931 := x.get("scheduledAt")), str)
            and _P23.search(v931) is not None
            and isinstance((v932 := x.get("state")), str)
            and v932 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(x, dict)
            and len(x) == 7
            and isinstance((v933 := x.get("id")), str)
            and len(v933) >= 1
            and v933[0] not in _CHARS13
            and v933[-1] not in _CHARS13
            and x.get("kind") == "every"
            and isinstance((v934 := x.get("prompt")), str)
            and len(v934) >= 1
            and v934[0] not in _CHARS13
            and v934[-1] not in _CHARS13
            and (
                type(v935 := x.get("everySeconds")) is int
                or (isinstance(v935, int) and not isinstance(v935, bool))
                or (isinstance(v935, float) and float.is_integer(v935))
            )
            and v935 >= 300
            and v935 <= 9007199254740991
            and isinstance((v936 := x.get("scheduledAt")), str)
            and _P23.search(v936) is not None
            and isinstance((v937 := x.get("state")), str)
            and v937 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(x, dict)
            and len(x) == 10
            and isinstance((v938 := x.get("id")), str)
            and len(v938) >= 1
            and v938[0] not in _CHARS13
            and v938[-1] not in _CHARS13
            and x.get("kind") == "calendar"
            and isinstance((v939 := x.get("prompt")), str)
            and len(v939) >= 1
            and v939[0] not in _CHARS13
            and v939[-1] not in _CHARS13
            and isinstance((v940 := x.get("time")), str)
            and _P82.search(v940) is not None
            and isinstance((v941 := x.get("days")), list)
            and _l39(v941)
            and isinstance((v942 := x.get("timeZone")), str)
            and _P85.search(v942) is not None
            and isinstance((v943 := x.get("scheduledAt")), str)
            and _P23.search(v943) is not None
            and isinstance((v944 := x.get("state")), str)
            and v944 in _E57
            and x.get("deliveryMode") == "session-local"
            and isinstance((v945 := x.get("scheduledLocal")), str)
            and _P118.search(v945) is not None
        )
        or (
            isinstance(x, dict)
            and (
                (
                    (v946 := x.get("code")) == "invalid_prompt"
                    and len(x) == 2
                    and isinstance((v947 := x.get("message")), str)
                    and len(v947) >= 1
                )
                or (
                    v946 == "invalid_selector"
                    and len(x) == 2
                    and isinstance((v948 := x.get("message")), str)
                    and len(v948) >= 1
                )
                or (
                    v946 == "invalid_rule"
                    and len(x) == 2
                    and isinstance((v949 := x.get("message")), str)
                    and len(v949) >= 1
                )
                or (
                    v946 == "invalid_time_zone"
                    and len(x) == 2
                    and isinstance((v950 := x.get("message")), str)
                    and len(v950) >= 1
                )
                or (
                    v946 == "frequency_too_high"
                    and len(x) == 2
                    and isinstance((v951 := x.get("message")), str)
                    and len(v951) >= 1
                )
                or (
                    v946 == "time_out_of_range"
                    and len(x) == 2
                    and isinstance((v952 := x.get("message")), str)
                    and len(v952) >= 1
                )
                or (
                    v946 == "not_future"
                    and len(x) == 2
                    and isinstance((v953 := x.get("message")), str)
                    and len(v953) >= 1
                )
                or (
                    v946 == "too_many_schedules"
                    and len(x) == 2
                    and isinstance((v954 := x.get("message")), str)
                    and len(v954) >= 1
                )
                or (
                    v946 == "corrupt_schedule_log"
                    and len(x) == 2
                    and isinstance((v955 := x.get("message")), str)
                    and len(v955) >= 1
                )
                or (
                    v946 == "persistence_uncertain"
                    and isinstance((v956 := x.get("message")), str)
                    and len(v956) >= 1
                    and isinstance((v957 := x.get("operation")), str)
                    and v957 in _E30
                    and (
                        "id" not in x
                        or (
                            isinstance((v958 := x["id"]), str)
                            and len(v958) >= 1
                            and v958[0] not in _CHARS13
                            and v958[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(x)
                )
                or (
                    v946 == "internal_error"
                    and len(x) == 2
                    and isinstance((v959 := x.get("message")), str)
                    and len(v959) >= 1
                )
            )
        )
    )


def _v24(x: object) -> bool:
    return isinstance(x, dict) and not x


def _v189(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v960 := x.get("kind")) == "after"
            and len(x) == 7
            and isinstance((v961 := x.get("id")), str)
            and len(v961) >= 1
            and v961[0] not in _CHARS13
            and v961[-1] not in _CHARS13
            and isinstance((v962 := x.get("prompt")), str)
            and len(v962) >= 1
            and v962[0] not in _CHARS13
            and v962[-1] not in _CHARS13
            and (
                type(v963 := x.get("afterSeconds")) is int
                or (isinstance(v963, int) and not isinstance(v963, bool))
                or (isinstance(v963, float) and float.is_integer(v963))
            )
            and v963 >= 1
            and v963 <= 9007199254740991
            and isinstance((v964 := x.get("scheduledAt")), str)
            and _P23.search(v964) is not None
            and isinstance((v965 := x.get("state")), str)
            and v965 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            v960 == "at"
            and len(x) == 6
            and isinstance((v966 := x.get("id")), str)
            and len(v966) >= 1
            and v966[0] not in _CHARS13
            and v966[-1] not in _CHARS13
            and isinstance((v967 := x.get("prompt")), str)
            and len(v967) >= 1
            and v967[0] not in _CHARS13
            and v967[-1] not in _CHARS13
            and isinstance((v968 := x.get("scheduledAt")), str)
            and _P23.search(v968) is not None
            and isinstance((v969 := x.get("state")), str)
            and v969 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            v960 == "every"
            and len(x) == 7
            and isinstance((v970 := x.get("id")), str)
            and len(v970) >= 1
            and v970[0] not in _CHARS13
            and v970[-1] not in _CHARS13
            and isinstance((v971 := x.get("prompt")), str)
            and len(v971) >= 1
            and v971[0] not in _CHARS13
            and v971[-1] not in _CHARS13
            and (
                type(v972 := x.get("everySeconds")) is int
                or (isinstance(v972, int) and not isinstance(v972, bool))
                or (isinstance(v972, float) and float.is_integer(v972))
            )
            and v972 >= 300
            and v972 <= 9007199254740991
            and isinstance((v973 := x.get("scheduledAt")), str)
            and _P23.search(v973) is not None
            and isinstance((v974 := x.get("state")), str)
            and v974 in _E57
            and x.get("deliveryMode") == "session-local"
        )
        or (
            v960 == "calendar"
            and len(x) == 10
            and isinstance((v975 := x.get("id")), str)
            and len(v975) >= 1
            and v975[0] not in _CHARS13
            and v975[-1] not in _CHARS13
            and isinstance((v976 := x.get("prompt")), str)
            and len(v976) >= 1
            and v976[0] not in _CHARS13
            and v976[-1] not in _CHARS13
            and isinstance((v977 := x.get("time")), str)
            and _P82.search(v977) is not None
            and isinstance((v978 := x.get("days")), list)
            and _l40(v978)
            and isinstance((v979 := x.get("timeZone")), str)
            and _P85.search(v979) is not None
            and isinstance((v980 := x.get("scheduledAt")), str)
            and _P23.search(v980) is not None
            and isinstance((v981 := x.get("state")), str)
            and v981 in _E57
            and x.get("deliveryMode") == "session-local"
            and isinstance((v982 := x.get("scheduledLocal")), str)
            and _P118.search(v982) is not None
        )
    )


def _v25(x: object) -> bool:
    return (isinstance(x, list) and _l41(x)) or (
        isinstance(x, dict)
        and (
            (
                (v1006 := x.get("code")) == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v1007 := x.get("message")), str)
                and len(v1007) >= 1
            )
            or (
                v1006 == "persistence_uncertain"
                and isinstance((v1008 := x.get("message")), str)
                and len(v1008) >= 1
                and isinstance((v1009 := x.get("operation")), str)
                and v1009 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v1010 := x["id"]), str)
                        and len(v1010) >= 1
                        and v1010[0] not in _CHARS13
                        and v1010[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v1006 == "internal_error"
                and len(x) == 2
                and isinstance((v1011 := x.get("message")), str)
                and len(v1011) >= 1
            )
        )
    )


def _v26(x: object) -> bool:
    return isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str)


def _v27(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and isinstance((v1012 := x.get("id")), str)
        and len(v1012) >= 1
        and v1012[0] not in _CHARS13
        and v1012[-1] not in _CHARS13
        and x.get("deleted") is True
    ) or (
        isinstance(x, dict)
        and (
            (
                (v1013 := x.get("code")) == "schedule_not_found"
                and len(x) == 3
                and isinstance((v1014 := x.get("id")), str)
                and len(v1014) >= 1
                and v1014[0] not in _CHARS13
                and v1014[-1] not in _CHARS13
                and x.get("deleted") is False
            )
            or (
                v1013 == "invalid_rule"
                and len(x) == 2
                and isinstance((v1015 := x.get("message")), str)
                and len(v1015) >= 1
            )
            or (
                v1013 == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v1016 := x.get("message")), str)
                and len(v1016) >= 1
            )
            or (
                v1013 == "persistence_uncertain"
                and isinstance((v1017 := x.get("message")), str)
                and len(v1017) >= 1
                and isinstance((v1018 := x.get("operation")), str)
                and v1018 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v1019 := x["id"]), str)
                        and len(v1019) >= 1
                        and v1019[0] not in _CHARS13
                        and v1019[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v1013 == "internal_error"
                and len(x) == 2
                and isinstance((v1020 := x.get("message")), str)
                and len(v1020) >= 1
            )
        )
    )


def _v292(x: object) -> bool:
    return (
        isinstance(x, dict)
        and ("date" not in x or isinstance(x["date"], str))
        and ("time" not in x or isinstance(x["time"], str))
        and ("time_zone" not in x or isinstance(x["time_zone"], str))
    )


def _l1(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l2(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l3(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l4(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l5(x: Any) -> bool:
    for item in x:
        if not (_v183(item)):
            return False
    return True


def _l6(x: Any) -> bool:
    for item in x:
        if not (_v183(item)):
            return False
    return True


def _l7(x: Any) -> bool:
    for item in x:
        if not (_v183(item)):
            return False
    return True


def _l8(x: Any) -> bool:
    for item in x:
        if not (_v183(item)):
            return False
    return True


def _l9(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str)):
            return False
    return True


def _l10(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l11(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l12(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l13(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l14(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l15(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l16(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l17(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l18(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l19(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l20(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l21(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l22(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l23(x: Any) -> bool:
    for item in x:
        if not (_v189(item)):
            return False
    return True


def _l24(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l25(x: Any) -> bool:
    for item in x:
        if not (_v189(item)):
            return False
    return True


def _l26(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l27(x: Any) -> bool:
    for item in x:
        if not (_v189(item)):
            return False
    return True


def _l28(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l29(x: Any) -> bool:
    for item in x:
        if not (_v189(item)):
            return False
    return True


def _l30(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l31(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l32(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l33(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l34(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l35(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l36(x: Any) -> bool:
    for item in x:
        if not (_v183(item)):
            return False
    return True


def _l37(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str)):
            return False
    return True


def _l38(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l39(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l40(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


def _l41(x: Any) -> bool:
    for item in x:
        if not (_v189(item)):
            return False
    return True


def _l42(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E87):
            return False
    return True


_EX127 = (
    _e6,
    _e162,
)

_EX128 = (
    _e6,
    _e163,
)

_EX129 = (
    _e6,
    _e164,
)

_EX130 = (
    _e6,
    _e165,
)

_EX131 = (
    _e6,
    _e166,
)

_EX132 = (
    _e6,
    _e167,
)

_EX133 = (
    _e6,
    _e168,
)

_EX138 = (
    _e114,
    _e166,
)

_EX139 = (
    _e114,
    _e167,
)

_EX140 = (
    _e114,
    _e168,
)

_EX148 = (
    _e184,
    _e185,
)

_EX149 = (
    _e184,
    _e164,
)

_EX150 = (
    _e184,
    _e166,
)

_EX151 = (
    _e184,
    _e167,
)

_EX152 = (
    _e184,
    _e168,
)

_EX160 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e162,
)

_EX161 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e173,
)

_EX162 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e174,
)

_EX163 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e175,
)

_EX164 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e176,
)

_EX165 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e177,
)

_EX166 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e178,
)

_EX167 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e179,
)

_EX168 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e166,
)

_EX169 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e167,
)

_EX170 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e168,
)

_EX171 = (
    _e6,
    _e180,
    _e181,
    _e182,
)

_EX176 = (
    _e147,
    _e166,
)

_EX177 = (
    _e147,
    _e167,
)

_EX178 = (
    _e147,
    _e168,
)

_EX185 = (
    _e184,
    _e174,
)

_EX428 = (
    _e186,
    _e292,
)
