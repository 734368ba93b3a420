# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs af53dc7c5306021e7e7adbcceb7e62bc text 1c7318f27342fce0f5eaff31fc2e077d
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
    _Explain = Callable[[Any, str, list["Violation"], int], None]
    _Schema = Callable[
        [Any, str, list["Violation"] | None, set[Any] | None, tuple[int, ...], int], bool
    ]
    _Test = Callable[[Any, int], bool]

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

_K28 = frozenset(
    (
        "version",
        "operation",
        "schedule",
    )
)

_R29 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleCreate/type",
)

_X30 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_X31 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_X32 = Violation(
    "",
    "required",
    'missing required property "schedule"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_X33 = Violation(
    "/version",
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleCreate/properties/version/const",
)

_X34 = Violation(
    "/operation",
    "const",
    'must be "create"',
    _D26 + "#/$defs/ScheduleCreate/properties/operation/const",
)

_R35 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleCreate/additionalProperties",
)

_K36 = frozenset(
    (
        "version",
        "operation",
        "id",
    )
)

_R37 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleDelete/type",
)

_X38 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_X39 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_X40 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_X41 = Violation(
    "/version",
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleDelete/properties/version/const",
)

_X42 = Violation(
    "/operation",
    "const",
    'must be "delete"',
    _D26 + "#/$defs/ScheduleDelete/properties/operation/const",
)

_R43 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleDelete/additionalProperties",
)

_R44 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleDispatch/type",
)

_X45 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_X46 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_X47 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_X48 = Violation(
    "/version",
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleDispatch/properties/version/const",
)

_X49 = Violation(
    "/operation",
    "const",
    'must be "dispatch"',
    _D26 + "#/$defs/ScheduleDispatch/properties/operation/const",
)

_R50 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleDispatch/additionalProperties",
)

_D51 = "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json"

_X52 = Violation(
    "",
    "oneOf",
    "valid against none of the 7 alternatives",
    _D51 + "#/oneOf",
)

_K53 = frozenset(
    (
        "code",
        "message",
    )
)

_R54 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/InvalidPrompt/type",
)

_X55 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidPrompt/required",
)

_X56 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidPrompt/required",
)

_X57 = Violation(
    "/code",
    "const",
    'must be "invalid_prompt"',
    _D51 + "#/$defs/InvalidPrompt/properties/code/const",
)

_R58 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/InvalidPrompt/properties/message/type",
)

_X59 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidPrompt/properties/message/minLength",
)

_R60 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/InvalidPrompt/additionalProperties",
)

_R61 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/InvalidSelector/type",
)

_X62 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidSelector/required",
)

_X63 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidSelector/required",
)

_X64 = Violation(
    "/code",
    "const",
    'must be "invalid_selector"',
    _D51 + "#/$defs/InvalidSelector/properties/code/const",
)

_R65 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/InvalidSelector/properties/message/type",
)

_X66 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidSelector/properties/message/minLength",
)

_R67 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/InvalidSelector/additionalProperties",
)

_R68 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/InvalidRule/type",
)

_X69 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidRule/required",
)

_X70 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidRule/required",
)

_X71 = Violation(
    "/code",
    "const",
    'must be "invalid_rule"',
    _D51 + "#/$defs/InvalidRule/properties/code/const",
)

_R72 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/InvalidRule/properties/message/type",
)

_X73 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidRule/properties/message/minLength",
)

_R74 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/InvalidRule/additionalProperties",
)

_R75 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/TimeOutOfRange/type",
)

_X76 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/TimeOutOfRange/required",
)

_X77 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/TimeOutOfRange/required",
)

_X78 = Violation(
    "/code",
    "const",
    'must be "time_out_of_range"',
    _D51 + "#/$defs/TimeOutOfRange/properties/code/const",
)

_R79 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/TimeOutOfRange/properties/message/type",
)

_X80 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/TimeOutOfRange/properties/message/minLength",
)

_R81 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/TimeOutOfRange/additionalProperties",
)

_R82 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/CorruptScheduleLog/type",
)

_X83 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_X84 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_X85 = Violation(
    "/code",
    "const",
    'must be "corrupt_schedule_log"',
    _D51 + "#/$defs/CorruptScheduleLog/properties/code/const",
)

_R86 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/CorruptScheduleLog/properties/message/type",
)

_X87 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/CorruptScheduleLog/properties/message/minLength",
)

_R88 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/CorruptScheduleLog/additionalProperties",
)

_R89 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/PersistenceUncertain/type",
)

_K90 = frozenset(
    (
        "code",
        "message",
        "operation",
    )
)

_X91 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_X92 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_X93 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_X94 = Violation(
    "/code",
    "const",
    'must be "persistence_uncertain"',
    _D51 + "#/$defs/PersistenceUncertain/properties/code/const",
)

_R95 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/PersistenceUncertain/properties/message/type",
)

_X96 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/PersistenceUncertain/properties/message/minLength",
)

_X97 = Violation(
    "/operation",
    "enum",
    'must be one of ["create", "list", "delete"]',
    _D51 + "#/$defs/PersistenceUncertain/properties/operation/enum",
)

_R98 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/PersistenceUncertain/additionalProperties",
)

_K99 = frozenset(
    (
        "code",
        "message",
        "operation",
        "id",
    )
)

_R100 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/InternalError/type",
)

_X101 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InternalError/required",
)

_X102 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InternalError/required",
)

_X103 = Violation(
    "/code",
    "const",
    'must be "internal_error"',
    _D51 + "#/$defs/InternalError/properties/code/const",
)

_R104 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/InternalError/properties/message/type",
)

_X105 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InternalError/properties/message/minLength",
)

_R106 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/InternalError/additionalProperties",
)

_X107 = Violation(
    "",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X108 = Violation(
    "",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_K109 = frozenset(
    (
        "scheduleId",
        "prompt",
        "occurrenceAt",
        "deliveryMode",
    )
)

_D110 = "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json"

_R111 = (
    "type",
    "expected object, got ",
    _D110 + "#/type",
)

_X112 = Violation(
    "",
    "required",
    'missing required property "scheduleId"',
    _D110 + "#/required",
)

_X113 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D110 + "#/required",
)

_X114 = Violation(
    "",
    "required",
    'missing required property "occurrenceAt"',
    _D110 + "#/required",
)

_X115 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D110 + "#/required",
)

_X116 = Violation(
    "/scheduleId",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X117 = Violation(
    "/scheduleId",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_X118 = Violation(
    "/occurrenceAt",
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_X119 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D110 + "#/properties/deliveryMode/const",
)

_R120 = (
    "additionalProperties",
    "is not allowed",
    _D110 + "#/additionalProperties",
)

_K121 = frozenset(
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

_D122 = "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json"

_R123 = (
    "type",
    "expected object, got ",
    _D122 + "#/type",
)

_X124 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D122 + "#/required",
)

_X125 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D122 + "#/required",
)

_X126 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D122 + "#/required",
)

_X127 = Violation(
    "",
    "required",
    'missing required property "afterSeconds"',
    _D122 + "#/required",
)

_X128 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D122 + "#/required",
)

_X129 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D122 + "#/required",
)

_X130 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D122 + "#/required",
)

_X131 = Violation(
    "/state",
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D122 + "#/properties/state/enum",
)

_X132 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D122 + "#/properties/deliveryMode/const",
)

_R133 = (
    "additionalProperties",
    "is not allowed",
    _D122 + "#/additionalProperties",
)

_K134 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "scheduledAt",
    )
)

_D135 = "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json"

_R136 = (
    "type",
    "expected object, got ",
    _D135 + "#/type",
)

_X137 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D135 + "#/required",
)

_X138 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D135 + "#/required",
)

_X139 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D135 + "#/required",
)

_X140 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D135 + "#/required",
)

_X141 = Violation(
    "/kind",
    "const",
    'must be "at"',
    _D135 + "#/properties/kind/const",
)

_R142 = (
    "additionalProperties",
    "is not allowed",
    _D135 + "#/additionalProperties",
)

_K143 = frozenset(
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

_D144 = "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json"

_R145 = (
    "type",
    "expected object, got ",
    _D144 + "#/type",
)

_X146 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D144 + "#/required",
)

_X147 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D144 + "#/required",
)

_X148 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D144 + "#/required",
)

_X149 = Violation(
    "",
    "required",
    'missing required property "time"',
    _D144 + "#/required",
)

_X150 = Violation(
    "",
    "required",
    'missing required property "days"',
    _D144 + "#/required",
)

_X151 = Violation(
    "",
    "required",
    'missing required property "timeZone"',
    _D144 + "#/required",
)

_X152 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D144 + "#/required",
)

_X153 = Violation(
    "/kind",
    "const",
    'must be "calendar"',
    _D144 + "#/properties/kind/const",
)

_R154 = (
    "type",
    "expected string, got ",
    _D144 + "#/properties/time/type",
)

_X155 = Violation(
    "/time",
    "pattern",
    'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D144 + "#/properties/time/pattern",
)

_P156 = re.compile("^(?:[01][0-9]|2[0-3]):[0-5][0-9]\\Z")

_R157 = (
    "type",
    "expected string, got ",
    _D144 + "#/properties/timeZone/type",
)

_X158 = Violation(
    "/timeZone",
    "pattern",
    'must match the pattern "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$"',
    _D144 + "#/properties/timeZone/pattern",
)

_P159 = re.compile("^[\\+\\-0-9A-Z_a-z]+(?:/[\\+\\-0-9A-Z_a-z]+)*\\Z")

_R160 = (
    "additionalProperties",
    "is not allowed",
    _D144 + "#/additionalProperties",
)

_E161 = frozenset(
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

_K162 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "everySeconds",
        "scheduledAt",
    )
)

_D163 = "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json"

_R164 = (
    "type",
    "expected object, got ",
    _D163 + "#/type",
)

_X165 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D163 + "#/required",
)

_X166 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D163 + "#/required",
)

_X167 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D163 + "#/required",
)

_X168 = Violation(
    "",
    "required",
    'missing required property "everySeconds"',
    _D163 + "#/required",
)

_X169 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D163 + "#/required",
)

_X170 = Violation(
    "/kind",
    "const",
    'must be "every"',
    _D163 + "#/properties/kind/const",
)

_R171 = (
    "type",
    "expected integer, got ",
    _D163 + "#/properties/everySeconds/type",
)

_X172 = Violation(
    "/everySeconds",
    "minimum",
    "must be >= 300",
    _D163 + "#/properties/everySeconds/minimum",
)

_X173 = Violation(
    "/everySeconds",
    "maximum",
    "must be <= 9007199254740991",
    _D163 + "#/properties/everySeconds/maximum",
)

_R174 = (
    "additionalProperties",
    "is not allowed",
    _D163 + "#/additionalProperties",
)

_D175 = "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json"

_X176 = Violation(
    "",
    "oneOf",
    "valid against none of the 3 alternatives",
    _D175 + "#/oneOf",
)

_R177 = (
    "type",
    "expected object, got ",
    _D175 + "#/$defs/ScheduleCreateV2/type",
)

_X178 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D175 + "#/$defs/ScheduleCreateV2/required",
)

_X179 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D175 + "#/$defs/ScheduleCreateV2/required",
)

_X180 = Violation(
    "",
    "required",
    'missing required property "schedule"',
    _D175 + "#/$defs/ScheduleCreateV2/required",
)

_X181 = Violation(
    "/version",
    "const",
    "must be 2",
    _D175 + "#/$defs/ScheduleCreateV2/properties/version/const",
)

_X182 = Violation(
    "/operation",
    "const",
    'must be "create"',
    _D175 + "#/$defs/ScheduleCreateV2/properties/operation/const",
)

_R183 = (
    "additionalProperties",
    "is not allowed",
    _D175 + "#/$defs/ScheduleCreateV2/additionalProperties",
)

_R184 = (
    "type",
    "expected object, got ",
    _D175 + "#/$defs/ScheduleDeleteV2/type",
)

_X185 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D175 + "#/$defs/ScheduleDeleteV2/required",
)

_X186 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D175 + "#/$defs/ScheduleDeleteV2/required",
)

_X187 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D175 + "#/$defs/ScheduleDeleteV2/required",
)

_X188 = Violation(
    "/version",
    "const",
    "must be 2",
    _D175 + "#/$defs/ScheduleDeleteV2/properties/version/const",
)

_X189 = Violation(
    "/operation",
    "const",
    'must be "delete"',
    _D175 + "#/$defs/ScheduleDeleteV2/properties/operation/const",
)

_R190 = (
    "additionalProperties",
    "is not allowed",
    _D175 + "#/$defs/ScheduleDeleteV2/additionalProperties",
)

_R191 = (
    "type",
    "expected object, got ",
    _D175 + "#/$defs/ScheduleDispatchV2/type",
)

_X192 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D175 + "#/$defs/ScheduleDispatchV2/required",
)

_X193 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D175 + "#/$defs/ScheduleDispatchV2/required",
)

_X194 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D175 + "#/$defs/ScheduleDispatchV2/required",
)

_X195 = Violation(
    "/version",
    "const",
    "must be 2",
    _D175 + "#/$defs/ScheduleDispatchV2/properties/version/const",
)

_X196 = Violation(
    "/operation",
    "const",
    'must be "dispatch"',
    _D175 + "#/$defs/ScheduleDispatchV2/properties/operation/const",
)

_R197 = (
    "additionalProperties",
    "is not allowed",
    _D175 + "#/$defs/ScheduleDispatchV2/additionalProperties",
)

_K198 = frozenset(
    (
        "version",
        "operation",
        "id",
        "occurrenceAt",
    )
)

_D199 = "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json"

_X200 = Violation(
    "",
    "oneOf",
    "valid against none of the 11 alternatives",
    _D199 + "#/oneOf",
)

_R201 = (
    "type",
    "expected object, got ",
    _D199 + "#/$defs/InvalidSelectorV2/type",
)

_X202 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/InvalidSelectorV2/required",
)

_X203 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/InvalidSelectorV2/required",
)

_X204 = Violation(
    "/code",
    "const",
    'must be "invalid_selector"',
    _D199 + "#/$defs/InvalidSelectorV2/properties/code/const",
)

_R205 = (
    "type",
    "expected string, got ",
    _D199 + "#/$defs/InvalidSelectorV2/properties/message/type",
)

_X206 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/InvalidSelectorV2/properties/message/minLength",
)

_R207 = (
    "additionalProperties",
    "is not allowed",
    _D199 + "#/$defs/InvalidSelectorV2/additionalProperties",
)

_R208 = (
    "type",
    "expected object, got ",
    _D199 + "#/$defs/InvalidRuleV2/type",
)

_X209 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/InvalidRuleV2/required",
)

_X210 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/InvalidRuleV2/required",
)

_X211 = Violation(
    "/code",
    "const",
    'must be "invalid_rule"',
    _D199 + "#/$defs/InvalidRuleV2/properties/code/const",
)

_R212 = (
    "type",
    "expected string, got ",
    _D199 + "#/$defs/InvalidRuleV2/properties/message/type",
)

_X213 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/InvalidRuleV2/properties/message/minLength",
)

_R214 = (
    "additionalProperties",
    "is not allowed",
    _D199 + "#/$defs/InvalidRuleV2/additionalProperties",
)

_R215 = (
    "type",
    "expected object, got ",
    _D199 + "#/$defs/InvalidTimeZone/type",
)

_X216 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/InvalidTimeZone/required",
)

_X217 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/InvalidTimeZone/required",
)

_X218 = Violation(
    "/code",
    "const",
    'must be "invalid_time_zone"',
    _D199 + "#/$defs/InvalidTimeZone/properties/code/const",
)

_R219 = (
    "type",
    "expected string, got ",
    _D199 + "#/$defs/InvalidTimeZone/properties/message/type",
)

_X220 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/InvalidTimeZone/properties/message/minLength",
)

_R221 = (
    "additionalProperties",
    "is not allowed",
    _D199 + "#/$defs/InvalidTimeZone/additionalProperties",
)

_R222 = (
    "type",
    "expected object, got ",
    _D199 + "#/$defs/FrequencyTooHigh/type",
)

_X223 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/FrequencyTooHigh/required",
)

_X224 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/FrequencyTooHigh/required",
)

_X225 = Violation(
    "/code",
    "const",
    'must be "frequency_too_high"',
    _D199 + "#/$defs/FrequencyTooHigh/properties/code/const",
)

_R226 = (
    "type",
    "expected string, got ",
    _D199 + "#/$defs/FrequencyTooHigh/properties/message/type",
)

_X227 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/FrequencyTooHigh/properties/message/minLength",
)

_R228 = (
    "additionalProperties",
    "is not allowed",
    _D199 + "#/$defs/FrequencyTooHigh/additionalProperties",
)

_R229 = (
    "type",
    "expected object, got ",
    _D199 + "#/$defs/TimeOutOfRangeV2/type",
)

_X230 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/TimeOutOfRangeV2/required",
)

_X231 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/TimeOutOfRangeV2/required",
)

_X232 = Violation(
    "/code",
    "const",
    'must be "time_out_of_range"',
    _D199 + "#/$defs/TimeOutOfRangeV2/properties/code/const",
)

_R233 = (
    "type",
    "expected string, got ",
    _D199 + "#/$defs/TimeOutOfRangeV2/properties/message/type",
)

_X234 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/TimeOutOfRangeV2/properties/message/minLength",
)

_R235 = (
    "additionalProperties",
    "is not allowed",
    _D199 + "#/$defs/TimeOutOfRangeV2/additionalProperties",
)

_R236 = (
    "type",
    "expected object, got ",
    _D199 + "#/$defs/NotFuture/type",
)

_X237 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/NotFuture/required",
)

_X238 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/NotFuture/required",
)

_X239 = Violation(
    "/code",
    "const",
    'must be "not_future"',
    _D199 + "#/$defs/NotFuture/properties/code/const",
)

_R240 = (
    "type",
    "expected string, got ",
    _D199 + "#/$defs/NotFuture/properties/message/type",
)

_X241 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/NotFuture/properties/message/minLength",
)

_R242 = (
    "additionalProperties",
    "is not allowed",
    _D199 + "#/$defs/NotFuture/additionalProperties",
)

_R243 = (
    "type",
    "expected object, got ",
    _D199 + "#/$defs/TooManySchedules/type",
)

_X244 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/TooManySchedules/required",
)

_X245 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/TooManySchedules/required",
)

_X246 = Violation(
    "/code",
    "const",
    'must be "too_many_schedules"',
    _D199 + "#/$defs/TooManySchedules/properties/code/const",
)

_R247 = (
    "type",
    "expected string, got ",
    _D199 + "#/$defs/TooManySchedules/properties/message/type",
)

_X248 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/TooManySchedules/properties/message/minLength",
)

_R249 = (
    "additionalProperties",
    "is not allowed",
    _D199 + "#/$defs/TooManySchedules/additionalProperties",
)

_D250 = "https://dsh-tool-schedule.example/schemas/v2/schedule-record.json"

_X251 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D250 + "#/oneOf",
)

_D252 = "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json"

_R253 = (
    "type",
    "expected object, got ",
    _D252 + "#/type",
)

_X254 = Violation(
    "",
    "required",
    'missing required property "scheduleId"',
    _D252 + "#/required",
)

_X255 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D252 + "#/required",
)

_X256 = Violation(
    "",
    "required",
    'missing required property "occurrenceAt"',
    _D252 + "#/required",
)

_X257 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D252 + "#/required",
)

_X258 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D252 + "#/properties/deliveryMode/const",
)

_R259 = (
    "additionalProperties",
    "is not allowed",
    _D252 + "#/additionalProperties",
)

_D260 = "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json"

_X261 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D260 + "#/oneOf",
)

_K262 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "scheduledAt",
        "state",
        "deliveryMode",
    )
)

_R263 = (
    "type",
    "expected object, got ",
    _D260 + "#/$defs/AtScheduleView/type",
)

_X264 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_X265 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_X266 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_X267 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_X268 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_X269 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_X270 = Violation(
    "/state",
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D260 + "#/$defs/state/enum",
)

_X271 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D260 + "#/$defs/deliveryMode/const",
)

_R272 = (
    "additionalProperties",
    "is not allowed",
    _D260 + "#/$defs/AtScheduleView/additionalProperties",
)

_K273 = frozenset(
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

_R274 = (
    "type",
    "expected object, got ",
    _D260 + "#/$defs/EveryScheduleView/type",
)

_X275 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_X276 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_X277 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_X278 = Violation(
    "",
    "required",
    'missing required property "everySeconds"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_X279 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_X280 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_X281 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R282 = (
    "additionalProperties",
    "is not allowed",
    _D260 + "#/$defs/EveryScheduleView/additionalProperties",
)

_K283 = frozenset(
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

_R284 = (
    "type",
    "expected object, got ",
    _D260 + "#/$defs/CalendarScheduleView/type",
)

_X285 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X286 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X287 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X288 = Violation(
    "",
    "required",
    'missing required property "time"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X289 = Violation(
    "",
    "required",
    'missing required property "days"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X290 = Violation(
    "",
    "required",
    'missing required property "timeZone"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X291 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X292 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X293 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_X294 = Violation(
    "",
    "required",
    'missing required property "scheduledLocal"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R295 = (
    "type",
    "expected string, got ",
    _D260 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/type",
)

_X296 = Violation(
    "/scheduledLocal",
    "pattern",
    'must match the pattern "^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D260 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern",
)

_P297 = re.compile(
    "^[0-9]{4}\\-(?:0[1-9]|1[0-2])\\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][\\+\\-](?:[01][0-9]|2[0-3]):[0-5][0-9]\\Z"
)

_R298 = (
    "additionalProperties",
    "is not allowed",
    _D260 + "#/$defs/CalendarScheduleView/additionalProperties",
)

_D299 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json"

_R300 = (
    "type",
    "expected object, got ",
    _D299 + "#/$defs/arguments/type",
)

_K301 = frozenset(
    (
        "prompt",
        "after_seconds",
    )
)

_X302 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D299 + "#/$defs/arguments/required",
)

_X303 = Violation(
    "",
    "required",
    'missing required property "after_seconds"',
    _D299 + "#/$defs/arguments/required",
)

_R304 = (
    "type",
    "expected string, got ",
    _D299 + "#/$defs/arguments/properties/prompt/type",
)

_R305 = (
    "type",
    "expected number, got ",
    _D299 + "#/$defs/arguments/properties/after_seconds/type",
)

_X306 = Violation(
    "",
    "oneOf",
    "valid against none of the 8 alternatives",
    _D299 + "#/$defs/output/oneOf",
)

_D314 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json"

_R315 = (
    "type",
    "expected object, got ",
    _D314 + "#/$defs/arguments/type",
)

_R316 = (
    "additionalProperties",
    "is not allowed",
    _D314 + "#/$defs/arguments/additionalProperties",
)

_X317 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D314 + "#/$defs/output/oneOf",
)

_J319 = re.compile(
    "(?:(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})\\-(?:0[1-9]|1[0-2])\\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z)*+"
    if sys.version_info >= (3, 11)
    else "(?:(?=((?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})\\-(?:0[1-9]|1[0-2])\\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z))\\1)*"
)

_R322 = (
    "type",
    "expected array, got ",
    _D314 + "#/$defs/output/oneOf/0/type",
)

_D323 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json"

_R324 = (
    "type",
    "expected object, got ",
    _D323 + "#/$defs/arguments/type",
)

_X325 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D323 + "#/$defs/arguments/required",
)

_R326 = (
    "type",
    "expected string, got ",
    _D323 + "#/$defs/arguments/properties/id/type",
)

_R327 = (
    "additionalProperties",
    "is not allowed",
    _D323 + "#/$defs/arguments/additionalProperties",
)

_K328 = frozenset(("id",))

_X329 = Violation(
    "",
    "oneOf",
    "valid against none of the 6 alternatives",
    _D323 + "#/$defs/output/oneOf",
)

_K335 = frozenset(
    (
        "id",
        "deleted",
    )
)

_R336 = (
    "type",
    "expected object, got ",
    _D323 + "#/$defs/deleted/type",
)

_X337 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D323 + "#/$defs/deleted/required",
)

_X338 = Violation(
    "",
    "required",
    'missing required property "deleted"',
    _D323 + "#/$defs/deleted/required",
)

_X339 = Violation(
    "/deleted",
    "const",
    "must be true",
    _D323 + "#/$defs/deleted/properties/deleted/const",
)

_R340 = (
    "additionalProperties",
    "is not allowed",
    _D323 + "#/$defs/deleted/additionalProperties",
)

_D341 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json"

_R342 = (
    "type",
    "expected object, got ",
    _D341 + "#/$defs/arguments/type",
)

_X343 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D341 + "#/$defs/arguments/required",
)

_R344 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/arguments/properties/prompt/type",
)

_R345 = (
    "type",
    "expected number, got ",
    _D341 + "#/$defs/arguments/properties/after_seconds/type",
)

_R346 = (
    "type",
    "expected number, got ",
    _D341 + "#/$defs/arguments/properties/every_seconds/type",
)

_X347 = Violation(
    "",
    "oneOf",
    "valid against none of the 15 alternatives",
    _D341 + "#/$defs/output/oneOf",
)

_D360 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json"

_R361 = (
    "type",
    "expected object, got ",
    _D360 + "#/$defs/arguments/type",
)

_R362 = (
    "additionalProperties",
    "is not allowed",
    _D360 + "#/$defs/arguments/additionalProperties",
)

_X363 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D360 + "#/$defs/output/oneOf",
)

_R367 = (
    "type",
    "expected array, got ",
    _D360 + "#/$defs/output/oneOf/0/type",
)

_D368 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json"

_R369 = (
    "type",
    "expected object, got ",
    _D368 + "#/$defs/arguments/type",
)

_X370 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D368 + "#/$defs/arguments/required",
)

_R371 = (
    "type",
    "expected string, got ",
    _D368 + "#/$defs/arguments/properties/id/type",
)

_R372 = (
    "additionalProperties",
    "is not allowed",
    _D368 + "#/$defs/arguments/additionalProperties",
)

_X373 = Violation(
    "",
    "oneOf",
    "valid against none of the 6 alternatives",
    _D368 + "#/$defs/output/oneOf",
)

_R375 = (
    "required",
    'missing required property "id"',
    _D2 + "#/required",
)

_R376 = (
    "required",
    'missing required property "kind"',
    _D2 + "#/required",
)

_R377 = (
    "required",
    'missing required property "prompt"',
    _D2 + "#/required",
)

_R378 = (
    "required",
    'missing required property "afterSeconds"',
    _D2 + "#/required",
)

_R379 = (
    "required",
    'missing required property "scheduledAt"',
    _D2 + "#/required",
)

_R380 = (
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_R381 = (
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_R382 = (
    "const",
    'must be "after"',
    _D2 + "#/properties/kind/const",
)

_R383 = (
    "minimum",
    "must be >= 1",
    _D2 + "#/properties/afterSeconds/minimum",
)

_R384 = (
    "maximum",
    "must be <= 9007199254740991",
    _D2 + "#/properties/afterSeconds/maximum",
)

_R385 = (
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_R386 = (
    "type",
    "expected array, got ",
    _D144 + "#/properties/days/type",
)

_R387 = (
    "oneOf",
    "valid against none of the 4 alternatives",
    _D250 + "#/oneOf",
)

_R388 = (
    "required",
    'missing required property "id"',
    _D122 + "#/required",
)

_R389 = (
    "required",
    'missing required property "kind"',
    _D122 + "#/required",
)

_R390 = (
    "required",
    'missing required property "prompt"',
    _D122 + "#/required",
)

_R391 = (
    "required",
    'missing required property "afterSeconds"',
    _D122 + "#/required",
)

_R392 = (
    "required",
    'missing required property "scheduledAt"',
    _D122 + "#/required",
)

_R393 = (
    "required",
    'missing required property "state"',
    _D122 + "#/required",
)

_R394 = (
    "required",
    'missing required property "deliveryMode"',
    _D122 + "#/required",
)

_R395 = (
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D122 + "#/properties/state/enum",
)

_R396 = (
    "const",
    'must be "session-local"',
    _D122 + "#/properties/deliveryMode/const",
)

_R397 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidPrompt/required",
)

_R398 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidPrompt/required",
)

_R399 = (
    "const",
    'must be "invalid_prompt"',
    _D51 + "#/$defs/InvalidPrompt/properties/code/const",
)

_R400 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidPrompt/properties/message/minLength",
)

_R401 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidSelector/required",
)

_R402 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidSelector/required",
)

_R403 = (
    "const",
    'must be "invalid_selector"',
    _D51 + "#/$defs/InvalidSelector/properties/code/const",
)

_R404 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidSelector/properties/message/minLength",
)

_R405 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidRule/required",
)

_R406 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidRule/required",
)

_R407 = (
    "const",
    'must be "invalid_rule"',
    _D51 + "#/$defs/InvalidRule/properties/code/const",
)

_R408 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidRule/properties/message/minLength",
)

_R409 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/TimeOutOfRange/required",
)

_R410 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/TimeOutOfRange/required",
)

_R411 = (
    "const",
    'must be "time_out_of_range"',
    _D51 + "#/$defs/TimeOutOfRange/properties/code/const",
)

_R412 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/TimeOutOfRange/properties/message/minLength",
)

_R413 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_R414 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_R415 = (
    "const",
    'must be "corrupt_schedule_log"',
    _D51 + "#/$defs/CorruptScheduleLog/properties/code/const",
)

_R416 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/CorruptScheduleLog/properties/message/minLength",
)

_R417 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R418 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R419 = (
    "required",
    'missing required property "operation"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R420 = (
    "const",
    'must be "persistence_uncertain"',
    _D51 + "#/$defs/PersistenceUncertain/properties/code/const",
)

_R421 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/PersistenceUncertain/properties/message/minLength",
)

_R422 = (
    "enum",
    'must be one of ["create", "list", "delete"]',
    _D51 + "#/$defs/PersistenceUncertain/properties/operation/enum",
)

_R423 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InternalError/required",
)

_R424 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InternalError/required",
)

_R425 = (
    "const",
    'must be "internal_error"',
    _D51 + "#/$defs/InternalError/properties/code/const",
)

_R426 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InternalError/properties/message/minLength",
)

_R427 = (
    "required",
    'missing required property "id"',
    _D323 + "#/$defs/deleted/required",
)

_R428 = (
    "required",
    'missing required property "deleted"',
    _D323 + "#/$defs/deleted/required",
)

_R429 = (
    "const",
    "must be true",
    _D323 + "#/$defs/deleted/properties/deleted/const",
)

_K430 = frozenset(
    (
        "id",
        "deleted",
        "code",
    )
)

_R431 = (
    "type",
    "expected object, got ",
    _D323 + "#/$defs/notFound/type",
)

_R432 = (
    "required",
    'missing required property "id"',
    _D323 + "#/$defs/notFound/required",
)

_R433 = (
    "required",
    'missing required property "deleted"',
    _D323 + "#/$defs/notFound/required",
)

_R434 = (
    "required",
    'missing required property "code"',
    _D323 + "#/$defs/notFound/required",
)

_R435 = (
    "const",
    "must be false",
    _D323 + "#/$defs/notFound/properties/deleted/const",
)

_R436 = (
    "const",
    'must be "schedule_not_found"',
    _D323 + "#/$defs/notFound/properties/code/const",
)

_R437 = (
    "additionalProperties",
    "is not allowed",
    _D323 + "#/$defs/notFound/additionalProperties",
)

_R438 = (
    "anyOf",
    "valid against none of the 2 alternatives",
    _D341 + "#/$defs/arguments/properties/at/anyOf",
)

_R440 = (
    "type",
    "expected object, got ",
    _D341 + "#/$defs/calendarRule/type",
)

_R441 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/calendarRule/properties/time/type",
)

_R442 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/calendarRule/properties/time_zone/type",
)

_R443 = (
    "required",
    'missing required property "id"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_R444 = (
    "required",
    'missing required property "kind"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_R445 = (
    "required",
    'missing required property "prompt"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_R446 = (
    "required",
    'missing required property "scheduledAt"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_R447 = (
    "required",
    'missing required property "state"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_R448 = (
    "required",
    'missing required property "deliveryMode"',
    _D260 + "#/$defs/AtScheduleView/required",
)

_R449 = (
    "const",
    'must be "at"',
    _D135 + "#/properties/kind/const",
)

_R450 = (
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D260 + "#/$defs/state/enum",
)

_R451 = (
    "const",
    'must be "session-local"',
    _D260 + "#/$defs/deliveryMode/const",
)

_R452 = (
    "required",
    'missing required property "id"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R453 = (
    "required",
    'missing required property "kind"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R454 = (
    "required",
    'missing required property "prompt"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R455 = (
    "required",
    'missing required property "everySeconds"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R456 = (
    "required",
    'missing required property "scheduledAt"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R457 = (
    "required",
    'missing required property "state"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R458 = (
    "required",
    'missing required property "deliveryMode"',
    _D260 + "#/$defs/EveryScheduleView/required",
)

_R459 = (
    "const",
    'must be "every"',
    _D163 + "#/properties/kind/const",
)

_R460 = (
    "minimum",
    "must be >= 300",
    _D163 + "#/properties/everySeconds/minimum",
)

_R461 = (
    "maximum",
    "must be <= 9007199254740991",
    _D163 + "#/properties/everySeconds/maximum",
)

_R462 = (
    "required",
    'missing required property "id"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R463 = (
    "required",
    'missing required property "kind"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R464 = (
    "required",
    'missing required property "prompt"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R465 = (
    "required",
    'missing required property "time"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R466 = (
    "required",
    'missing required property "days"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R467 = (
    "required",
    'missing required property "timeZone"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R468 = (
    "required",
    'missing required property "scheduledAt"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R469 = (
    "required",
    'missing required property "state"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R470 = (
    "required",
    'missing required property "deliveryMode"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R471 = (
    "required",
    'missing required property "scheduledLocal"',
    _D260 + "#/$defs/CalendarScheduleView/required",
)

_R472 = (
    "const",
    'must be "calendar"',
    _D144 + "#/properties/kind/const",
)

_R473 = (
    "pattern",
    'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D144 + "#/properties/time/pattern",
)

_R474 = (
    "pattern",
    'must match the pattern "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$"',
    _D144 + "#/properties/timeZone/pattern",
)

_R475 = (
    "pattern",
    'must match the pattern "^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D260 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern",
)

_R476 = (
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/InvalidSelectorV2/required",
)

_R477 = (
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/InvalidSelectorV2/required",
)

_R478 = (
    "const",
    'must be "invalid_selector"',
    _D199 + "#/$defs/InvalidSelectorV2/properties/code/const",
)

_R479 = (
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/InvalidSelectorV2/properties/message/minLength",
)

_R480 = (
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/InvalidRuleV2/required",
)

_R481 = (
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/InvalidRuleV2/required",
)

_R482 = (
    "const",
    'must be "invalid_rule"',
    _D199 + "#/$defs/InvalidRuleV2/properties/code/const",
)

_R483 = (
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/InvalidRuleV2/properties/message/minLength",
)

_R484 = (
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/InvalidTimeZone/required",
)

_R485 = (
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/InvalidTimeZone/required",
)

_R486 = (
    "const",
    'must be "invalid_time_zone"',
    _D199 + "#/$defs/InvalidTimeZone/properties/code/const",
)

_R487 = (
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/InvalidTimeZone/properties/message/minLength",
)

_R488 = (
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/FrequencyTooHigh/required",
)

_R489 = (
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/FrequencyTooHigh/required",
)

_R490 = (
    "const",
    'must be "frequency_too_high"',
    _D199 + "#/$defs/FrequencyTooHigh/properties/code/const",
)

_R491 = (
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/FrequencyTooHigh/properties/message/minLength",
)

_R492 = (
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/TimeOutOfRangeV2/required",
)

_R493 = (
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/TimeOutOfRangeV2/required",
)

_R494 = (
    "const",
    'must be "time_out_of_range"',
    _D199 + "#/$defs/TimeOutOfRangeV2/properties/code/const",
)

_R495 = (
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/TimeOutOfRangeV2/properties/message/minLength",
)

_R496 = (
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/NotFuture/required",
)

_R497 = (
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/NotFuture/required",
)

_R498 = (
    "const",
    'must be "not_future"',
    _D199 + "#/$defs/NotFuture/properties/code/const",
)

_R499 = (
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/NotFuture/properties/message/minLength",
)

_R500 = (
    "required",
    'missing required property "code"',
    _D199 + "#/$defs/TooManySchedules/required",
)

_R501 = (
    "required",
    'missing required property "message"',
    _D199 + "#/$defs/TooManySchedules/required",
)

_R502 = (
    "const",
    'must be "too_many_schedules"',
    _D199 + "#/$defs/TooManySchedules/properties/code/const",
)

_R503 = (
    "minLength",
    "must be at least 1 characters long",
    _D199 + "#/$defs/TooManySchedules/properties/message/minLength",
)

_R504 = (
    "oneOf",
    "valid against none of the 4 alternatives",
    _D260 + "#/oneOf",
)

_R505 = (
    "enum",
    'must be one of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]',
    _D144 + "#/properties/days/items/enum",
)

_R506 = (
    "required",
    'missing required property "id"',
    _D135 + "#/required",
)

_R507 = (
    "required",
    'missing required property "kind"',
    _D135 + "#/required",
)

_R508 = (
    "required",
    'missing required property "prompt"',
    _D135 + "#/required",
)

_R509 = (
    "required",
    'missing required property "scheduledAt"',
    _D135 + "#/required",
)

_R510 = (
    "required",
    'missing required property "id"',
    _D163 + "#/required",
)

_R511 = (
    "required",
    'missing required property "kind"',
    _D163 + "#/required",
)

_R512 = (
    "required",
    'missing required property "prompt"',
    _D163 + "#/required",
)

_R513 = (
    "required",
    'missing required property "everySeconds"',
    _D163 + "#/required",
)

_R514 = (
    "required",
    'missing required property "scheduledAt"',
    _D163 + "#/required",
)

_R515 = (
    "required",
    'missing required property "id"',
    _D144 + "#/required",
)

_R516 = (
    "required",
    'missing required property "kind"',
    _D144 + "#/required",
)

_R517 = (
    "required",
    'missing required property "prompt"',
    _D144 + "#/required",
)

_R518 = (
    "required",
    'missing required property "time"',
    _D144 + "#/required",
)

_R519 = (
    "required",
    'missing required property "days"',
    _D144 + "#/required",
)

_R520 = (
    "required",
    'missing required property "timeZone"',
    _D144 + "#/required",
)

_R521 = (
    "required",
    'missing required property "scheduledAt"',
    _D144 + "#/required",
)

_R522 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/arguments/properties/at/anyOf/0/type",
)

_R523 = (
    "type",
    "expected object, got ",
    _D341 + "#/$defs/atLocalTime/type",
)

_R524 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/atLocalTime/properties/date/type",
)

_R525 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/atLocalTime/properties/time/type",
)

_R526 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/atLocalTime/properties/time_zone/type",
)

_R527 = (
    "type",
    "expected array, got ",
    _D341 + "#/$defs/calendarRule/properties/days/type",
)

_R528 = (
    "type",
    "expected string, got ",
    _D341 + "#/$defs/calendarRule/properties/days/items/type",
)


def _closest_e(
    x: Any,
    path: str,
    errors: list[Violation],
    d: int,
    explainers: tuple[_Explain, ...],
    candidates: Iterable[int],
) -> None:
    """Explain failed alternatives by the one with the fewest errors (the first of those)."""
    best: list[Violation] | None = None
    for index in candidates:
        found: list[Violation] = []
        explainers[index](x, path, found, d)
        if best is None or len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    errors.extend(best or ())


def _is_integer(x: Any) -> bool:
    if isinstance(x, float):
        return x.is_integer()
    return isinstance(x, int) and not isinstance(x, bool)


def _js_keys(x: dict[str, Any]) -> Iterable[str]:
    """An object's keys in JavaScript's order, array indices ("0", "12") first and ascending,
    then the rest as inserted: both backends report errors in one order."""
    if not x or min(x) >= ":":  # no key starts with a digit
        return x
    indices = [k for k in x if len(k) < 11 and k.isascii() and k.isdigit()]
    indices = [k for k in indices if (k == "0" or k[0] != "0") and int(k) < 4294967295]
    if not indices:
        return x
    indices.sort(key=int)
    first = set(indices)
    return indices + [k for k in x if k not in first]


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


class _TooDeep(Exception):
    """A walk past _MAX_DEPTH levels: the functions of recursive schemas count the levels of
    their values, so the answer does not depend on the host's recursion limit."""


def _esc(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _too_deep(x: Any) -> str | None:
    """The JSON pointer of the first value nested more than _MAX_DEPTH levels deep, or None.
    A walk with a list of pending values: recursion is what failed."""
    pending: list[tuple[Any, str, int]] = [(x, "", 1)]
    while pending:
        value, path, level = pending.pop()
        items: list[tuple[str, Any]]
        if isinstance(value, dict):
            items = [(path + "/" + _esc(k), v) for k, v in value.items()]
        elif isinstance(value, list):
            items = [(path + "/" + str(i), v) for i, v in enumerate(value)]
        else:
            continue
        if level > _MAX_DEPTH:
            return path
        pending.extend((v, where, level + 1) for where, v in reversed(items))
    return None


def _deep(
    check: Callable[[Any, int], _T], x: Any, refuse: Callable[[str | None], _T], start: int
) -> _T:
    """`check(x, 1)` ran out of stack (`start` 1: again with room on the stack for _MAX_DEPTH
    levels, as a host with a higher recursion limit would run it) or walked past _MAX_DEPTH
    levels (`start` 0): then `refuse` naming the first value nested too deeply, or, when none
    is (the walk went past the limit only to a scalar, one level below the deepest array or
    object), `check` again from level 0."""
    path = None if start else _too_deep(x)
    while path is None:
        with _ROOM:
            limit = sys.getrecursionlimit()
            sys.setrecursionlimit(limit + 64 * _MAX_DEPTH)
            try:
                return check(x, start)
            except _TooDeep:
                path, start = (_too_deep(x) if start else ""), 0
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
        if not (isinstance(instance, dict)):
            return _collect_after_schedule_record(instance, 1)
        if not (len(instance) == 5):
            return _collect_after_schedule_record(instance, 1)
        if not (instance.get("kind") == "after"):
            return _collect_after_schedule_record(instance, 1)
        if not (isinstance((v4 := instance.get("scheduledAt")), str)):
            return _collect_after_schedule_record(instance, 1)
        if not (len(v4) == 24):
            return _collect_after_schedule_record(instance, 1)
        if not (
            type(v3 := instance.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        ):
            return _collect_after_schedule_record(instance, 1)
        if not (v3 >= 1):
            return _collect_after_schedule_record(instance, 1)
        if not (v3 <= 9007199254740991):
            return _collect_after_schedule_record(instance, 1)
        if not (isinstance((v1 := instance.get("id")), str)):
            return _collect_after_schedule_record(instance, 1)
        if not (v1 != ""):
            return _collect_after_schedule_record(instance, 1)
        if not (v1[0] not in _CHARS13):
            return _collect_after_schedule_record(instance, 1)
        if not (v1[-1] not in _CHARS13):
            return _collect_after_schedule_record(instance, 1)
        if not (isinstance((v2 := instance.get("prompt")), str)):
            return _collect_after_schedule_record(instance, 1)
        if not (v2 != ""):
            return _collect_after_schedule_record(instance, 1)
        if not (v2[0] not in _CHARS13):
            return _collect_after_schedule_record(instance, 1)
        if not (v2[-1] not in _CHARS13):
            return _collect_after_schedule_record(instance, 1)
        if not (_P23.search(v4) is not None):
            return _collect_after_schedule_record(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_after_schedule_record, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_after_schedule_record, instance, _too_deep_errors, 0)


def is_valid_after_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/after-schedule-record.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 5):
            return False
        if not (instance.get("kind") == "after"):
            return False
        if not (isinstance((v8 := instance.get("scheduledAt")), str)):
            return False
        if not (len(v8) == 24):
            return False
        if not (
            type(v7 := instance.get("afterSeconds")) is int
            or (isinstance(v7, int) and not isinstance(v7, bool))
            or (isinstance(v7, float) and float.is_integer(v7))
        ):
            return False
        if not (v7 >= 1):
            return False
        if not (v7 <= 9007199254740991):
            return False
        if not (isinstance((v5 := instance.get("id")), str)):
            return False
        if not (v5 != ""):
            return False
        if not (v5[0] not in _CHARS13):
            return False
        if not (v5[-1] not in _CHARS13):
            return False
        if not (isinstance((v6 := instance.get("prompt")), str)):
            return False
        if not (v6 != ""):
            return False
        if not (v6[0] not in _CHARS13):
            return False
        if not (v6[-1] not in _CHARS13):
            return False
        if not (_P23.search(v8) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_after_schedule_record, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_after_schedule_record, instance, _too_deep_verdict, 0)


def _verdict_after_schedule_record(instance: Any, d: int) -> bool:
    return _v0(instance, d)


def _errors_after_schedule_record(instance: Any, d: int) -> list[Violation]:
    return [] if _v0(instance, d) else _collect_after_schedule_record(instance, d)


def _collect_after_schedule_record(instance: Any, d: int) -> list[Violation]:
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
                if not (x2 != ""):
                    errors.append(_X11)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
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
                if not (x4 != ""):
                    errors.append(_X15)
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
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
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(_X22)
        if not exact1:
            for key7 in _js_keys(instance):
                if key7 not in _K1:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key7), *_R24)))
    return errors


def validate_instant(instance: object) -> list[Violation]:
    """Every violation of schemas/instant.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, str)):
            return _collect_instant(instance, 1)
        if not (len(instance) == 24):
            return _collect_instant(instance, 1)
        if not (_P23.search(instance) is not None):
            return _collect_instant(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_instant, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_instant, instance, _too_deep_errors, 0)


def is_valid_instant(instance: object) -> bool:
    """Whether the instance is valid against schemas/instant.json."""
    try:
        if not (isinstance(instance, str)):
            return False
        if not (len(instance) == 24):
            return False
        if not (_P23.search(instance) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_instant, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_instant, instance, _too_deep_verdict, 0)


def _verdict_instant(instance: Any, d: int) -> bool:
    return _v1(instance, d)


def _errors_instant(instance: Any, d: int) -> list[Violation]:
    return [] if _v1(instance, d) else _collect_instant(instance, d)


def _collect_instant(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, str):
        errors.append(_mistyped("", instance, _R21))
    if isinstance(instance, str):
        if not (len(instance) == 24 and _P23.search(instance) is not None):
            errors.append(_X25)
    return errors


def validate_schedule_change(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-change.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_change(instance, 1)
        if not ((v9 := instance.get("operation")) == "create"):
            if not (v9 == "delete" or v9 == "dispatch"):
                return _collect_schedule_change(instance, 1)
            if not (len(instance) == 3):
                return _collect_schedule_change(instance, 1)
            if not ((v10 := instance.get("version")) == 1):
                return _collect_schedule_change(instance, 1)
            if not (v10 is not True):
                return _collect_schedule_change(instance, 1)
            if not (isinstance((v11 := instance.get("id")), str)):
                return _collect_schedule_change(instance, 1)
            if not (v11 != ""):
                return _collect_schedule_change(instance, 1)
            if not (v11[0] not in _CHARS13):
                return _collect_schedule_change(instance, 1)
            if not (v11[-1] not in _CHARS13):
                return _collect_schedule_change(instance, 1)
            return []
        if not (len(instance) == 3):
            return _collect_schedule_change(instance, 1)
        if not ((v10 := instance.get("version")) == 1):
            return _collect_schedule_change(instance, 1)
        if not (v10 is not True):
            return _collect_schedule_change(instance, 1)
        if not (isinstance((v15 := instance.get("schedule")), dict)):
            return _collect_schedule_change(instance, 1)
        if not (len(v15) == 5):
            return _collect_schedule_change(instance, 1)
        if not (v15.get("kind") == "after"):
            return _collect_schedule_change(instance, 1)
        if not (isinstance((v14 := v15.get("scheduledAt")), str)):
            return _collect_schedule_change(instance, 1)
        if not (len(v14) == 24):
            return _collect_schedule_change(instance, 1)
        if not (
            type(v13 := v15.get("afterSeconds")) is int
            or (isinstance(v13, int) and not isinstance(v13, bool))
            or (isinstance(v13, float) and float.is_integer(v13))
        ):
            return _collect_schedule_change(instance, 1)
        if not (v13 >= 1):
            return _collect_schedule_change(instance, 1)
        if not (v13 <= 9007199254740991):
            return _collect_schedule_change(instance, 1)
        if not (isinstance((v11 := v15.get("id")), str)):
            return _collect_schedule_change(instance, 1)
        if not (v11 != ""):
            return _collect_schedule_change(instance, 1)
        if not (v11[0] not in _CHARS13):
            return _collect_schedule_change(instance, 1)
        if not (v11[-1] not in _CHARS13):
            return _collect_schedule_change(instance, 1)
        if not (isinstance((v12 := v15.get("prompt")), str)):
            return _collect_schedule_change(instance, 1)
        if not (v12 != ""):
            return _collect_schedule_change(instance, 1)
        if not (v12[0] not in _CHARS13):
            return _collect_schedule_change(instance, 1)
        if not (v12[-1] not in _CHARS13):
            return _collect_schedule_change(instance, 1)
        if not (_P23.search(v14) is not None):
            return _collect_schedule_change(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_change, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_change, instance, _too_deep_errors, 0)


def is_valid_schedule_change(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-change.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not ((v16 := instance.get("operation")) == "create"):
            if not (v16 == "delete" or v16 == "dispatch"):
                return False
            if not (len(instance) == 3):
                return False
            if not ((v17 := instance.get("version")) == 1):
                return False
            if not (v17 is not True):
                return False
            if not (isinstance((v18 := instance.get("id")), str)):
                return False
            if not (v18 != ""):
                return False
            if not (v18[0] not in _CHARS13):
                return False
            if not (v18[-1] not in _CHARS13):
                return False
            return True
        if not (len(instance) == 3):
            return False
        if not ((v17 := instance.get("version")) == 1):
            return False
        if not (v17 is not True):
            return False
        if not (isinstance((v22 := instance.get("schedule")), dict)):
            return False
        if not (len(v22) == 5):
            return False
        if not (v22.get("kind") == "after"):
            return False
        if not (isinstance((v21 := v22.get("scheduledAt")), str)):
            return False
        if not (len(v21) == 24):
            return False
        if not (
            type(v20 := v22.get("afterSeconds")) is int
            or (isinstance(v20, int) and not isinstance(v20, bool))
            or (isinstance(v20, float) and float.is_integer(v20))
        ):
            return False
        if not (v20 >= 1):
            return False
        if not (v20 <= 9007199254740991):
            return False
        if not (isinstance((v18 := v22.get("id")), str)):
            return False
        if not (v18 != ""):
            return False
        if not (v18[0] not in _CHARS13):
            return False
        if not (v18[-1] not in _CHARS13):
            return False
        if not (isinstance((v19 := v22.get("prompt")), str)):
            return False
        if not (v19 != ""):
            return False
        if not (v19[0] not in _CHARS13):
            return False
        if not (v19[-1] not in _CHARS13):
            return False
        if not (_P23.search(v21) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_change, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_change, instance, _too_deep_verdict, 0)


def _verdict_schedule_change(instance: Any, d: int) -> bool:
    return _v2(instance, d)


def _errors_schedule_change(instance: Any, d: int) -> list[Violation]:
    return [] if _v2(instance, d) else _collect_schedule_change(instance, d)


def _collect_schedule_change(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("operation") if isinstance(instance, dict) else None
    if tag1 == "create":
        errors.append(_X27)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R29))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K28
            if not exact2:
                if "version" not in instance:
                    errors.append(_X30)
                if "operation" not in instance:
                    errors.append(_X31)
                if "schedule" not in instance:
                    errors.append(_X32)
            if "version" in instance:
                x3 = instance["version"]
                if not (x3 == 1 and x3 is not True):
                    errors.append(_X33)
            if "operation" in instance:
                x4 = instance["operation"]
                if not (x4 == "create"):
                    errors.append(_X34)
            if "schedule" in instance:
                _e0(instance["schedule"], "/schedule", errors, d + 1)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K28:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R35)))
    elif tag1 == "delete":
        errors.append(_X27)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R37))
        if isinstance(instance, dict):
            exact7 = instance.keys() == _K36
            if not exact7:
                if "version" not in instance:
                    errors.append(_X38)
                if "operation" not in instance:
                    errors.append(_X39)
                if "id" not in instance:
                    errors.append(_X40)
            if "version" in instance:
                x8 = instance["version"]
                if not (x8 == 1 and x8 is not True):
                    errors.append(_X41)
            if "operation" in instance:
                x9 = instance["operation"]
                if not (x9 == "delete"):
                    errors.append(_X42)
            if "id" in instance:
                x10 = instance["id"]
                if not isinstance(x10, str):
                    errors.append(_mistyped("/id", x10, _R10))
                if isinstance(x10, str):
                    if not (x10 != ""):
                        errors.append(_X11)
                    if not (x10 != "" and x10[0] not in _CHARS13 and x10[-1] not in _CHARS13):
                        errors.append(_X12)
            if not exact7:
                for key11 in _js_keys(instance):
                    if key11 not in _K36:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key11), *_R43)))
    elif tag1 == "dispatch":
        errors.append(_X27)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R44))
        if isinstance(instance, dict):
            exact13 = instance.keys() == _K36
            if not exact13:
                if "version" not in instance:
                    errors.append(_X45)
                if "operation" not in instance:
                    errors.append(_X46)
                if "id" not in instance:
                    errors.append(_X47)
            if "version" in instance:
                x14 = instance["version"]
                if not (x14 == 1 and x14 is not True):
                    errors.append(_X48)
            if "operation" in instance:
                x15 = instance["operation"]
                if not (x15 == "dispatch"):
                    errors.append(_X49)
            if "id" in instance:
                x16 = instance["id"]
                if not isinstance(x16, str):
                    errors.append(_mistyped("/id", x16, _R10))
                if isinstance(x16, str):
                    if not (x16 != ""):
                        errors.append(_X11)
                    if not (x16 != "" and x16[0] not in _CHARS13 and x16[-1] not in _CHARS13):
                        errors.append(_X12)
            if not exact13:
                for key17 in _js_keys(instance):
                    if key17 not in _K36:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key17), *_R50)))
    else:
        errors.append(_X27)
    return errors


def validate_schedule_error(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-error.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_error(instance, 1)
        if not ((v23 := instance.get("code")) == "persistence_uncertain"):
            if not (
                v23 == "invalid_prompt"
                or v23 == "invalid_selector"
                or v23 == "invalid_rule"
                or v23 == "time_out_of_range"
                or v23 == "corrupt_schedule_log"
                or v23 == "internal_error"
            ):
                return _collect_schedule_error(instance, 1)
            if not (len(instance) == 2):
                return _collect_schedule_error(instance, 1)
            if not (isinstance((v24 := instance.get("message")), str)):
                return _collect_schedule_error(instance, 1)
            if not (v24 != ""):
                return _collect_schedule_error(instance, 1)
            return []
        if not (len(instance) == 3 + ("id" in instance)):
            return _collect_schedule_error(instance, 1)
        if not (instance.get("operation") in ("create", "list", "delete")):
            return _collect_schedule_error(instance, 1)
        if not (
            "id" not in instance
            or (
                isinstance((v25 := instance["id"]), str)
                and v25 != ""
                and v25[0] not in _CHARS13
                and v25[-1] not in _CHARS13
            )
        ):
            return _collect_schedule_error(instance, 1)
        if not (isinstance((v24 := instance.get("message")), str)):
            return _collect_schedule_error(instance, 1)
        if not (v24 != ""):
            return _collect_schedule_error(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_error, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_error, instance, _too_deep_errors, 0)


def is_valid_schedule_error(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-error.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not ((v26 := instance.get("code")) == "persistence_uncertain"):
            if not (
                v26 == "invalid_prompt"
                or v26 == "invalid_selector"
                or v26 == "invalid_rule"
                or v26 == "time_out_of_range"
                or v26 == "corrupt_schedule_log"
                or v26 == "internal_error"
            ):
                return False
            if not (len(instance) == 2):
                return False
            if not (isinstance((v27 := instance.get("message")), str)):
                return False
            if not (v27 != ""):
                return False
            return True
        if not (len(instance) == 3 + ("id" in instance)):
            return False
        if not (instance.get("operation") in ("create", "list", "delete")):
            return False
        if not (
            "id" not in instance
            or (
                isinstance((v28 := instance["id"]), str)
                and v28 != ""
                and v28[0] not in _CHARS13
                and v28[-1] not in _CHARS13
            )
        ):
            return False
        if not (isinstance((v27 := instance.get("message")), str)):
            return False
        if not (v27 != ""):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_error, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_error, instance, _too_deep_verdict, 0)


def _verdict_schedule_error(instance: Any, d: int) -> bool:
    return _v3(instance, d)


def _errors_schedule_error(instance: Any, d: int) -> list[Violation]:
    return [] if _v3(instance, d) else _collect_schedule_error(instance, d)


def _collect_schedule_error(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R54))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K53
            if not exact2:
                if "code" not in instance:
                    errors.append(_X55)
                if "message" not in instance:
                    errors.append(_X56)
            if "code" in instance:
                x3 = instance["code"]
                if not (x3 == "invalid_prompt"):
                    errors.append(_X57)
            if "message" in instance:
                x4 = instance["message"]
                if not isinstance(x4, str):
                    errors.append(_mistyped("/message", x4, _R58))
                if isinstance(x4, str):
                    if not (x4 != ""):
                        errors.append(_X59)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R60)))
    elif tag1 == "invalid_selector":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R61))
        if isinstance(instance, dict):
            exact7 = instance.keys() == _K53
            if not exact7:
                if "code" not in instance:
                    errors.append(_X62)
                if "message" not in instance:
                    errors.append(_X63)
            if "code" in instance:
                x8 = instance["code"]
                if not (x8 == "invalid_selector"):
                    errors.append(_X64)
            if "message" in instance:
                x9 = instance["message"]
                if not isinstance(x9, str):
                    errors.append(_mistyped("/message", x9, _R65))
                if isinstance(x9, str):
                    if not (x9 != ""):
                        errors.append(_X66)
            if not exact7:
                for key10 in _js_keys(instance):
                    if key10 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key10), *_R67)))
    elif tag1 == "invalid_rule":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R68))
        if isinstance(instance, dict):
            exact12 = instance.keys() == _K53
            if not exact12:
                if "code" not in instance:
                    errors.append(_X69)
                if "message" not in instance:
                    errors.append(_X70)
            if "code" in instance:
                x13 = instance["code"]
                if not (x13 == "invalid_rule"):
                    errors.append(_X71)
            if "message" in instance:
                x14 = instance["message"]
                if not isinstance(x14, str):
                    errors.append(_mistyped("/message", x14, _R72))
                if isinstance(x14, str):
                    if not (x14 != ""):
                        errors.append(_X73)
            if not exact12:
                for key15 in _js_keys(instance):
                    if key15 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key15), *_R74)))
    elif tag1 == "time_out_of_range":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R75))
        if isinstance(instance, dict):
            exact17 = instance.keys() == _K53
            if not exact17:
                if "code" not in instance:
                    errors.append(_X76)
                if "message" not in instance:
                    errors.append(_X77)
            if "code" in instance:
                x18 = instance["code"]
                if not (x18 == "time_out_of_range"):
                    errors.append(_X78)
            if "message" in instance:
                x19 = instance["message"]
                if not isinstance(x19, str):
                    errors.append(_mistyped("/message", x19, _R79))
                if isinstance(x19, str):
                    if not (x19 != ""):
                        errors.append(_X80)
            if not exact17:
                for key20 in _js_keys(instance):
                    if key20 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key20), *_R81)))
    elif tag1 == "corrupt_schedule_log":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R82))
        if isinstance(instance, dict):
            exact22 = instance.keys() == _K53
            if not exact22:
                if "code" not in instance:
                    errors.append(_X83)
                if "message" not in instance:
                    errors.append(_X84)
            if "code" in instance:
                x23 = instance["code"]
                if not (x23 == "corrupt_schedule_log"):
                    errors.append(_X85)
            if "message" in instance:
                x24 = instance["message"]
                if not isinstance(x24, str):
                    errors.append(_mistyped("/message", x24, _R86))
                if isinstance(x24, str):
                    if not (x24 != ""):
                        errors.append(_X87)
            if not exact22:
                for key25 in _js_keys(instance):
                    if key25 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key25), *_R88)))
    elif tag1 == "persistence_uncertain":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R89))
        if isinstance(instance, dict):
            if not _K90 <= instance.keys():
                if "code" not in instance:
                    errors.append(_X91)
                if "message" not in instance:
                    errors.append(_X92)
                if "operation" not in instance:
                    errors.append(_X93)
            if "code" in instance:
                x27 = instance["code"]
                if not (x27 == "persistence_uncertain"):
                    errors.append(_X94)
            if "message" in instance:
                x28 = instance["message"]
                if not isinstance(x28, str):
                    errors.append(_mistyped("/message", x28, _R95))
                if isinstance(x28, str):
                    if not (x28 != ""):
                        errors.append(_X96)
            if "operation" in instance:
                x29 = instance["operation"]
                if not (x29 in ("create", "list", "delete")):
                    errors.append(_X97)
            if "id" in instance:
                x30 = instance["id"]
                if not isinstance(x30, str):
                    errors.append(_mistyped("/id", x30, _R10))
                if isinstance(x30, str):
                    if not (x30 != ""):
                        errors.append(_X11)
                    if not (x30 != "" and x30[0] not in _CHARS13 and x30[-1] not in _CHARS13):
                        errors.append(_X12)
            if not instance.keys() <= _K99:
                for key31 in _js_keys(instance):
                    if key31 in _K99:
                        continue
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key31), *_R98)))
    elif tag1 == "internal_error":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R100))
        if isinstance(instance, dict):
            exact33 = instance.keys() == _K53
            if not exact33:
                if "code" not in instance:
                    errors.append(_X101)
                if "message" not in instance:
                    errors.append(_X102)
            if "code" in instance:
                x34 = instance["code"]
                if not (x34 == "internal_error"):
                    errors.append(_X103)
            if "message" in instance:
                x35 = instance["message"]
                if not isinstance(x35, str):
                    errors.append(_mistyped("/message", x35, _R104))
                if isinstance(x35, str):
                    if not (x35 != ""):
                        errors.append(_X105)
            if not exact33:
                for key36 in _js_keys(instance):
                    if key36 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key36), *_R106)))
    else:
        errors.append(_X52)
    return errors


def validate_schedule_id(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-id.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, str)):
            return _collect_schedule_id(instance, 1)
        if not (instance != ""):
            return _collect_schedule_id(instance, 1)
        if not (instance[0] not in _CHARS13):
            return _collect_schedule_id(instance, 1)
        if not (instance[-1] not in _CHARS13):
            return _collect_schedule_id(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_id, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_id, instance, _too_deep_errors, 0)


def is_valid_schedule_id(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-id.json."""
    try:
        if not (isinstance(instance, str)):
            return False
        if not (instance != ""):
            return False
        if not (instance[0] not in _CHARS13):
            return False
        if not (instance[-1] not in _CHARS13):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_id, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_id, instance, _too_deep_verdict, 0)


def _verdict_schedule_id(instance: Any, d: int) -> bool:
    return _v4(instance, d)


def _errors_schedule_id(instance: Any, d: int) -> list[Violation]:
    return [] if _v4(instance, d) else _collect_schedule_id(instance, d)


def _collect_schedule_id(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, str):
        errors.append(_mistyped("", instance, _R10))
    if isinstance(instance, str):
        if not (instance != ""):
            errors.append(_X107)
        if not (instance != "" and instance[0] not in _CHARS13 and instance[-1] not in _CHARS13):
            errors.append(_X108)
    return errors


def validate_schedule_reminder_presentation(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-reminder-presentation.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (len(instance) == 4):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (instance.get("deliveryMode") == "session-local"):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (isinstance((v31 := instance.get("occurrenceAt")), str)):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (len(v31) == 24):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (isinstance((v29 := instance.get("scheduleId")), str)):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (v29 != ""):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (v29[0] not in _CHARS13):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (v29[-1] not in _CHARS13):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (isinstance((v30 := instance.get("prompt")), str)):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (v30 != ""):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (v30[0] not in _CHARS13):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (v30[-1] not in _CHARS13):
            return _collect_schedule_reminder_presentation(instance, 1)
        if not (_P23.search(v31) is not None):
            return _collect_schedule_reminder_presentation(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_reminder_presentation, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_reminder_presentation, instance, _too_deep_errors, 0)


def is_valid_schedule_reminder_presentation(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-reminder-presentation.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 4):
            return False
        if not (instance.get("deliveryMode") == "session-local"):
            return False
        if not (isinstance((v34 := instance.get("occurrenceAt")), str)):
            return False
        if not (len(v34) == 24):
            return False
        if not (isinstance((v32 := instance.get("scheduleId")), str)):
            return False
        if not (v32 != ""):
            return False
        if not (v32[0] not in _CHARS13):
            return False
        if not (v32[-1] not in _CHARS13):
            return False
        if not (isinstance((v33 := instance.get("prompt")), str)):
            return False
        if not (v33 != ""):
            return False
        if not (v33[0] not in _CHARS13):
            return False
        if not (v33[-1] not in _CHARS13):
            return False
        if not (_P23.search(v34) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_reminder_presentation, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_reminder_presentation, instance, _too_deep_verdict, 0)


def _verdict_schedule_reminder_presentation(instance: Any, d: int) -> bool:
    return _v5(instance, d)


def _errors_schedule_reminder_presentation(instance: Any, d: int) -> list[Violation]:
    return [] if _v5(instance, d) else _collect_schedule_reminder_presentation(instance, d)


def _collect_schedule_reminder_presentation(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R111))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K109
        if not exact1:
            if "scheduleId" not in instance:
                errors.append(_X112)
            if "prompt" not in instance:
                errors.append(_X113)
            if "occurrenceAt" not in instance:
                errors.append(_X114)
            if "deliveryMode" not in instance:
                errors.append(_X115)
        if "scheduleId" in instance:
            x2 = instance["scheduleId"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/scheduleId", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X116)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X117)
        if "prompt" in instance:
            x3 = instance["prompt"]
            if not isinstance(x3, str):
                errors.append(_mistyped("/prompt", x3, _R10))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(_X15)
                if not (x3 != "" and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                    errors.append(_X16)
        if "occurrenceAt" in instance:
            x4 = instance["occurrenceAt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/occurrenceAt", x4, _R21))
            if isinstance(x4, str):
                if not (len(x4) == 24 and _P23.search(x4) is not None):
                    errors.append(_X118)
        if "deliveryMode" in instance:
            x5 = instance["deliveryMode"]
            if not (x5 == "session-local"):
                errors.append(_X119)
        if not exact1:
            for key6 in _js_keys(instance):
                if key6 not in _K109:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R120)))
    return errors


def validate_schedule_view(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-view.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_view(instance, 1)
        if not (len(instance) == 7):
            return _collect_schedule_view(instance, 1)
        if not (instance.get("kind") == "after"):
            return _collect_schedule_view(instance, 1)
        if not (instance.get("state") in ("scheduled", "overdue")):
            return _collect_schedule_view(instance, 1)
        if not (instance.get("deliveryMode") == "session-local"):
            return _collect_schedule_view(instance, 1)
        if not (isinstance((v38 := instance.get("scheduledAt")), str)):
            return _collect_schedule_view(instance, 1)
        if not (len(v38) == 24):
            return _collect_schedule_view(instance, 1)
        if not (
            type(v37 := instance.get("afterSeconds")) is int
            or (isinstance(v37, int) and not isinstance(v37, bool))
            or (isinstance(v37, float) and float.is_integer(v37))
        ):
            return _collect_schedule_view(instance, 1)
        if not (v37 >= 1):
            return _collect_schedule_view(instance, 1)
        if not (v37 <= 9007199254740991):
            return _collect_schedule_view(instance, 1)
        if not (isinstance((v35 := instance.get("id")), str)):
            return _collect_schedule_view(instance, 1)
        if not (v35 != ""):
            return _collect_schedule_view(instance, 1)
        if not (v35[0] not in _CHARS13):
            return _collect_schedule_view(instance, 1)
        if not (v35[-1] not in _CHARS13):
            return _collect_schedule_view(instance, 1)
        if not (isinstance((v36 := instance.get("prompt")), str)):
            return _collect_schedule_view(instance, 1)
        if not (v36 != ""):
            return _collect_schedule_view(instance, 1)
        if not (v36[0] not in _CHARS13):
            return _collect_schedule_view(instance, 1)
        if not (v36[-1] not in _CHARS13):
            return _collect_schedule_view(instance, 1)
        if not (_P23.search(v38) is not None):
            return _collect_schedule_view(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_view, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_view, instance, _too_deep_errors, 0)


def is_valid_schedule_view(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-view.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 7):
            return False
        if not (instance.get("kind") == "after"):
            return False
        if not (instance.get("state") in ("scheduled", "overdue")):
            return False
        if not (instance.get("deliveryMode") == "session-local"):
            return False
        if not (isinstance((v42 := instance.get("scheduledAt")), str)):
            return False
        if not (len(v42) == 24):
            return False
        if not (
            type(v41 := instance.get("afterSeconds")) is int
            or (isinstance(v41, int) and not isinstance(v41, bool))
            or (isinstance(v41, float) and float.is_integer(v41))
        ):
            return False
        if not (v41 >= 1):
            return False
        if not (v41 <= 9007199254740991):
            return False
        if not (isinstance((v39 := instance.get("id")), str)):
            return False
        if not (v39 != ""):
            return False
        if not (v39[0] not in _CHARS13):
            return False
        if not (v39[-1] not in _CHARS13):
            return False
        if not (isinstance((v40 := instance.get("prompt")), str)):
            return False
        if not (v40 != ""):
            return False
        if not (v40[0] not in _CHARS13):
            return False
        if not (v40[-1] not in _CHARS13):
            return False
        if not (_P23.search(v42) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_view, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_view, instance, _too_deep_verdict, 0)


def _verdict_schedule_view(instance: Any, d: int) -> bool:
    return _v6(instance, d)


def _errors_schedule_view(instance: Any, d: int) -> list[Violation]:
    return [] if _v6(instance, d) else _collect_schedule_view(instance, d)


def _collect_schedule_view(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R123))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K121
        if not exact1:
            if "id" not in instance:
                errors.append(_X124)
            if "kind" not in instance:
                errors.append(_X125)
            if "prompt" not in instance:
                errors.append(_X126)
            if "afterSeconds" not in instance:
                errors.append(_X127)
            if "scheduledAt" not in instance:
                errors.append(_X128)
            if "state" not in instance:
                errors.append(_X129)
            if "deliveryMode" not in instance:
                errors.append(_X130)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X11)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
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
                if not (x4 != ""):
                    errors.append(_X15)
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
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
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(_X22)
        if "state" in instance:
            x7 = instance["state"]
            if not (x7 in ("scheduled", "overdue")):
                errors.append(_X131)
        if "deliveryMode" in instance:
            x8 = instance["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(_X132)
        if not exact1:
            for key9 in _js_keys(instance):
                if key9 not in _K121:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key9), *_R133)))
    return errors


def validate_trimmed_text(instance: object) -> list[Violation]:
    """Every violation of schemas/trimmed-text.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, str)):
            return _collect_schedule_id(instance, 1)
        if not (instance != ""):
            return _collect_schedule_id(instance, 1)
        if not (instance[0] not in _CHARS13):
            return _collect_schedule_id(instance, 1)
        if not (instance[-1] not in _CHARS13):
            return _collect_schedule_id(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_id, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_id, instance, _too_deep_errors, 0)


def is_valid_trimmed_text(instance: object) -> bool:
    """Whether the instance is valid against schemas/trimmed-text.json."""
    try:
        if not (isinstance(instance, str)):
            return False
        if not (instance != ""):
            return False
        if not (instance[0] not in _CHARS13):
            return False
        if not (instance[-1] not in _CHARS13):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_id, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_id, instance, _too_deep_verdict, 0)


def validate_at_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/at-schedule-record.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_at_schedule_record(instance, 1)
        if not (len(instance) == 4):
            return _collect_at_schedule_record(instance, 1)
        if not (instance.get("kind") == "at"):
            return _collect_at_schedule_record(instance, 1)
        if not (isinstance((v45 := instance.get("scheduledAt")), str)):
            return _collect_at_schedule_record(instance, 1)
        if not (len(v45) == 24):
            return _collect_at_schedule_record(instance, 1)
        if not (isinstance((v43 := instance.get("id")), str)):
            return _collect_at_schedule_record(instance, 1)
        if not (v43 != ""):
            return _collect_at_schedule_record(instance, 1)
        if not (v43[0] not in _CHARS13):
            return _collect_at_schedule_record(instance, 1)
        if not (v43[-1] not in _CHARS13):
            return _collect_at_schedule_record(instance, 1)
        if not (isinstance((v44 := instance.get("prompt")), str)):
            return _collect_at_schedule_record(instance, 1)
        if not (v44 != ""):
            return _collect_at_schedule_record(instance, 1)
        if not (v44[0] not in _CHARS13):
            return _collect_at_schedule_record(instance, 1)
        if not (v44[-1] not in _CHARS13):
            return _collect_at_schedule_record(instance, 1)
        if not (_P23.search(v45) is not None):
            return _collect_at_schedule_record(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_at_schedule_record, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_at_schedule_record, instance, _too_deep_errors, 0)


def is_valid_at_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/at-schedule-record.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 4):
            return False
        if not (instance.get("kind") == "at"):
            return False
        if not (isinstance((v48 := instance.get("scheduledAt")), str)):
            return False
        if not (len(v48) == 24):
            return False
        if not (isinstance((v46 := instance.get("id")), str)):
            return False
        if not (v46 != ""):
            return False
        if not (v46[0] not in _CHARS13):
            return False
        if not (v46[-1] not in _CHARS13):
            return False
        if not (isinstance((v47 := instance.get("prompt")), str)):
            return False
        if not (v47 != ""):
            return False
        if not (v47[0] not in _CHARS13):
            return False
        if not (v47[-1] not in _CHARS13):
            return False
        if not (_P23.search(v48) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_at_schedule_record, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_at_schedule_record, instance, _too_deep_verdict, 0)


def _verdict_at_schedule_record(instance: Any, d: int) -> bool:
    return _v8(instance, d)


def _errors_at_schedule_record(instance: Any, d: int) -> list[Violation]:
    return [] if _v8(instance, d) else _collect_at_schedule_record(instance, d)


def _collect_at_schedule_record(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R136))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K134
        if not exact1:
            if "id" not in instance:
                errors.append(_X137)
            if "kind" not in instance:
                errors.append(_X138)
            if "prompt" not in instance:
                errors.append(_X139)
            if "scheduledAt" not in instance:
                errors.append(_X140)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X11)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "at"):
                errors.append(_X141)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(_X15)
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "scheduledAt" in instance:
            x5 = instance["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped("/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if not (len(x5) == 24 and _P23.search(x5) is not None):
                    errors.append(_X22)
        if not exact1:
            for key6 in _js_keys(instance):
                if key6 not in _K134:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R142)))
    return errors


def validate_calendar_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/calendar-schedule-record.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (len(instance) == 7):
            return _collect_calendar_schedule_record(instance, 1)
        if not (instance.get("kind") == "calendar"):
            return _collect_calendar_schedule_record(instance, 1)
        if not (isinstance((v53 := instance.get("timeZone")), str)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (isinstance((v51 := instance.get("time")), str)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (len(v51) == 5):
            return _collect_calendar_schedule_record(instance, 1)
        if not (isinstance((v52 := instance.get("days")), list)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (not v52 or _l1(v52, 2)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (isinstance((v54 := instance.get("scheduledAt")), str)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (len(v54) == 24):
            return _collect_calendar_schedule_record(instance, 1)
        if not (isinstance((v49 := instance.get("id")), str)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (v49 != ""):
            return _collect_calendar_schedule_record(instance, 1)
        if not (v49[0] not in _CHARS13):
            return _collect_calendar_schedule_record(instance, 1)
        if not (v49[-1] not in _CHARS13):
            return _collect_calendar_schedule_record(instance, 1)
        if not (isinstance((v50 := instance.get("prompt")), str)):
            return _collect_calendar_schedule_record(instance, 1)
        if not (v50 != ""):
            return _collect_calendar_schedule_record(instance, 1)
        if not (v50[0] not in _CHARS13):
            return _collect_calendar_schedule_record(instance, 1)
        if not (v50[-1] not in _CHARS13):
            return _collect_calendar_schedule_record(instance, 1)
        if not (_P159.search(v53) is not None):
            return _collect_calendar_schedule_record(instance, 1)
        if not (_P156.search(v51) is not None):
            return _collect_calendar_schedule_record(instance, 1)
        if not (_P23.search(v54) is not None):
            return _collect_calendar_schedule_record(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_calendar_schedule_record, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_calendar_schedule_record, instance, _too_deep_errors, 0)


def is_valid_calendar_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/calendar-schedule-record.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 7):
            return False
        if not (instance.get("kind") == "calendar"):
            return False
        if not (isinstance((v59 := instance.get("timeZone")), str)):
            return False
        if not (isinstance((v57 := instance.get("time")), str)):
            return False
        if not (len(v57) == 5):
            return False
        if not (isinstance((v58 := instance.get("days")), list)):
            return False
        if not (not v58 or _l1(v58, 2)):
            return False
        if not (isinstance((v60 := instance.get("scheduledAt")), str)):
            return False
        if not (len(v60) == 24):
            return False
        if not (isinstance((v55 := instance.get("id")), str)):
            return False
        if not (v55 != ""):
            return False
        if not (v55[0] not in _CHARS13):
            return False
        if not (v55[-1] not in _CHARS13):
            return False
        if not (isinstance((v56 := instance.get("prompt")), str)):
            return False
        if not (v56 != ""):
            return False
        if not (v56[0] not in _CHARS13):
            return False
        if not (v56[-1] not in _CHARS13):
            return False
        if not (_P159.search(v59) is not None):
            return False
        if not (_P156.search(v57) is not None):
            return False
        if not (_P23.search(v60) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_calendar_schedule_record, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_calendar_schedule_record, instance, _too_deep_verdict, 0)


def _verdict_calendar_schedule_record(instance: Any, d: int) -> bool:
    return _v9(instance, d)


def _errors_calendar_schedule_record(instance: Any, d: int) -> list[Violation]:
    return [] if _v9(instance, d) else _collect_calendar_schedule_record(instance, d)


def _collect_calendar_schedule_record(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R145))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K143
        if not exact1:
            if "id" not in instance:
                errors.append(_X146)
            if "kind" not in instance:
                errors.append(_X147)
            if "prompt" not in instance:
                errors.append(_X148)
            if "time" not in instance:
                errors.append(_X149)
            if "days" not in instance:
                errors.append(_X150)
            if "timeZone" not in instance:
                errors.append(_X151)
            if "scheduledAt" not in instance:
                errors.append(_X152)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X11)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "calendar"):
                errors.append(_X153)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(_X15)
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "time" in instance:
            x5 = instance["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped("/time", x5, _R154))
            if isinstance(x5, str):
                if not (len(x5) == 5 and _P156.search(x5) is not None):
                    errors.append(_X155)
        if "days" in instance:
            _e66(instance["days"], "/days", errors, d + 1)
        if "timeZone" in instance:
            x6 = instance["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/timeZone", x6, _R157))
            if isinstance(x6, str):
                if _P159.search(x6) is None:
                    errors.append(_X158)
        if "scheduledAt" in instance:
            x7 = instance["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped("/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if not (len(x7) == 24 and _P23.search(x7) is not None):
                    errors.append(_X22)
        if not exact1:
            for key8 in _js_keys(instance):
                if key8 not in _K143:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key8), *_R160)))
    return errors


def validate_every_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/every-schedule-record.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_every_schedule_record(instance, 1)
        if not (len(instance) == 5):
            return _collect_every_schedule_record(instance, 1)
        if not (instance.get("kind") == "every"):
            return _collect_every_schedule_record(instance, 1)
        if not (isinstance((v64 := instance.get("scheduledAt")), str)):
            return _collect_every_schedule_record(instance, 1)
        if not (len(v64) == 24):
            return _collect_every_schedule_record(instance, 1)
        if not (
            type(v63 := instance.get("everySeconds")) is int
            or (isinstance(v63, int) and not isinstance(v63, bool))
            or (isinstance(v63, float) and float.is_integer(v63))
        ):
            return _collect_every_schedule_record(instance, 1)
        if not (v63 >= 300):
            return _collect_every_schedule_record(instance, 1)
        if not (v63 <= 9007199254740991):
            return _collect_every_schedule_record(instance, 1)
        if not (isinstance((v61 := instance.get("id")), str)):
            return _collect_every_schedule_record(instance, 1)
        if not (v61 != ""):
            return _collect_every_schedule_record(instance, 1)
        if not (v61[0] not in _CHARS13):
            return _collect_every_schedule_record(instance, 1)
        if not (v61[-1] not in _CHARS13):
            return _collect_every_schedule_record(instance, 1)
        if not (isinstance((v62 := instance.get("prompt")), str)):
            return _collect_every_schedule_record(instance, 1)
        if not (v62 != ""):
            return _collect_every_schedule_record(instance, 1)
        if not (v62[0] not in _CHARS13):
            return _collect_every_schedule_record(instance, 1)
        if not (v62[-1] not in _CHARS13):
            return _collect_every_schedule_record(instance, 1)
        if not (_P23.search(v64) is not None):
            return _collect_every_schedule_record(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_every_schedule_record, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_every_schedule_record, instance, _too_deep_errors, 0)


def is_valid_every_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/every-schedule-record.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 5):
            return False
        if not (instance.get("kind") == "every"):
            return False
        if not (isinstance((v68 := instance.get("scheduledAt")), str)):
            return False
        if not (len(v68) == 24):
            return False
        if not (
            type(v67 := instance.get("everySeconds")) is int
            or (isinstance(v67, int) and not isinstance(v67, bool))
            or (isinstance(v67, float) and float.is_integer(v67))
        ):
            return False
        if not (v67 >= 300):
            return False
        if not (v67 <= 9007199254740991):
            return False
        if not (isinstance((v65 := instance.get("id")), str)):
            return False
        if not (v65 != ""):
            return False
        if not (v65[0] not in _CHARS13):
            return False
        if not (v65[-1] not in _CHARS13):
            return False
        if not (isinstance((v66 := instance.get("prompt")), str)):
            return False
        if not (v66 != ""):
            return False
        if not (v66[0] not in _CHARS13):
            return False
        if not (v66[-1] not in _CHARS13):
            return False
        if not (_P23.search(v68) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_every_schedule_record, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_every_schedule_record, instance, _too_deep_verdict, 0)


def _verdict_every_schedule_record(instance: Any, d: int) -> bool:
    return _v10(instance, d)


def _errors_every_schedule_record(instance: Any, d: int) -> list[Violation]:
    return [] if _v10(instance, d) else _collect_every_schedule_record(instance, d)


def _collect_every_schedule_record(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R164))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K162
        if not exact1:
            if "id" not in instance:
                errors.append(_X165)
            if "kind" not in instance:
                errors.append(_X166)
            if "prompt" not in instance:
                errors.append(_X167)
            if "everySeconds" not in instance:
                errors.append(_X168)
            if "scheduledAt" not in instance:
                errors.append(_X169)
        if "id" in instance:
            x2 = instance["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X11)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X12)
        if "kind" in instance:
            x3 = instance["kind"]
            if not (x3 == "every"):
                errors.append(_X170)
        if "prompt" in instance:
            x4 = instance["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(_X15)
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(_X16)
        if "everySeconds" in instance:
            x5 = instance["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped("/everySeconds", x5, _R171))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(_X172)
                if not (x5 <= 9007199254740991):
                    errors.append(_X173)
        if "scheduledAt" in instance:
            x6 = instance["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(_X22)
        if not exact1:
            for key7 in _js_keys(instance):
                if key7 not in _K162:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key7), *_R174)))
    return errors


def validate_schedule_change_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-change-v2.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_change_v2(instance, 1)
        if not ((v69 := instance.get("operation")) == "create"):
            if not (v69 == "delete"):
                if not (v69 == "dispatch"):
                    return _collect_schedule_change_v2(instance, 1)
                if not (len(instance) == 3 + ("occurrenceAt" in instance)):
                    return _collect_schedule_change_v2(instance, 1)
                if not (instance.get("version") == 2):
                    return _collect_schedule_change_v2(instance, 1)
                if not (
                    "occurrenceAt" not in instance
                    or (
                        isinstance((v71 := instance["occurrenceAt"]), str)
                        and len(v71) == 24
                        and _P23.search(v71) is not None
                    )
                ):
                    return _collect_schedule_change_v2(instance, 1)
                if not (isinstance((v70 := instance.get("id")), str)):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v70 != ""):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v70[0] not in _CHARS13):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v70[-1] not in _CHARS13):
                    return _collect_schedule_change_v2(instance, 1)
                return []
            if not (len(instance) == 3):
                return _collect_schedule_change_v2(instance, 1)
            if not (instance.get("version") == 2):
                return _collect_schedule_change_v2(instance, 1)
            if not (isinstance((v70 := instance.get("id")), str)):
                return _collect_schedule_change_v2(instance, 1)
            if not (v70 != ""):
                return _collect_schedule_change_v2(instance, 1)
            if not (v70[0] not in _CHARS13):
                return _collect_schedule_change_v2(instance, 1)
            if not (v70[-1] not in _CHARS13):
                return _collect_schedule_change_v2(instance, 1)
            return []
        if not (len(instance) == 3):
            return _collect_schedule_change_v2(instance, 1)
        if not ("schedule" in instance):
            return _collect_schedule_change_v2(instance, 1)
        if not (instance.get("version") == 2):
            return _collect_schedule_change_v2(instance, 1)
        if not (isinstance((v77 := instance["schedule"]), dict)):
            return _collect_schedule_change_v2(instance, 1)
        if not ((v70 := v77.get("kind")) == "after"):
            if not (v70 == "at"):
                if not (v70 == "every"):
                    if not (v70 == "calendar"):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (len(v77) == 7):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (isinstance((v75 := v77.get("timeZone")), str)):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (isinstance((v73 := v77.get("time")), str)):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (len(v73) == 5):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (isinstance((v74 := v77.get("days")), list)):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (not v74 or _l1(v74, 3)):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (isinstance((v76 := v77.get("scheduledAt")), str)):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (len(v76) == 24):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (isinstance((v71 := v77.get("id")), str)):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (v71 != ""):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (v71[0] not in _CHARS13):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (v71[-1] not in _CHARS13):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (isinstance((v72 := v77.get("prompt")), str)):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (v72 != ""):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (v72[0] not in _CHARS13):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (v72[-1] not in _CHARS13):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (_P159.search(v75) is not None):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (_P156.search(v73) is not None):
                        return _collect_schedule_change_v2(instance, 1)
                    if not (_P23.search(v76) is not None):
                        return _collect_schedule_change_v2(instance, 1)
                    return []
                if not (len(v77) == 5):
                    return _collect_schedule_change_v2(instance, 1)
                if not (isinstance((v74 := v77.get("scheduledAt")), str)):
                    return _collect_schedule_change_v2(instance, 1)
                if not (len(v74) == 24):
                    return _collect_schedule_change_v2(instance, 1)
                if not (
                    type(v73 := v77.get("everySeconds")) is int
                    or (isinstance(v73, int) and not isinstance(v73, bool))
                    or (isinstance(v73, float) and float.is_integer(v73))
                ):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v73 >= 300):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v73 <= 9007199254740991):
                    return _collect_schedule_change_v2(instance, 1)
                if not (isinstance((v71 := v77.get("id")), str)):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v71 != ""):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v71[0] not in _CHARS13):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v71[-1] not in _CHARS13):
                    return _collect_schedule_change_v2(instance, 1)
                if not (isinstance((v72 := v77.get("prompt")), str)):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v72 != ""):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v72[0] not in _CHARS13):
                    return _collect_schedule_change_v2(instance, 1)
                if not (v72[-1] not in _CHARS13):
                    return _collect_schedule_change_v2(instance, 1)
                if not (_P23.search(v74) is not None):
                    return _collect_schedule_change_v2(instance, 1)
                return []
            if not (len(v77) == 4):
                return _collect_schedule_change_v2(instance, 1)
            if not (isinstance((v73 := v77.get("scheduledAt")), str)):
                return _collect_schedule_change_v2(instance, 1)
            if not (len(v73) == 24):
                return _collect_schedule_change_v2(instance, 1)
            if not (isinstance((v71 := v77.get("id")), str)):
                return _collect_schedule_change_v2(instance, 1)
            if not (v71 != ""):
                return _collect_schedule_change_v2(instance, 1)
            if not (v71[0] not in _CHARS13):
                return _collect_schedule_change_v2(instance, 1)
            if not (v71[-1] not in _CHARS13):
                return _collect_schedule_change_v2(instance, 1)
            if not (isinstance((v72 := v77.get("prompt")), str)):
                return _collect_schedule_change_v2(instance, 1)
            if not (v72 != ""):
                return _collect_schedule_change_v2(instance, 1)
            if not (v72[0] not in _CHARS13):
                return _collect_schedule_change_v2(instance, 1)
            if not (v72[-1] not in _CHARS13):
                return _collect_schedule_change_v2(instance, 1)
            if not (_P23.search(v73) is not None):
                return _collect_schedule_change_v2(instance, 1)
            return []
        if not (len(v77) == 5):
            return _collect_schedule_change_v2(instance, 1)
        if not (isinstance((v74 := v77.get("scheduledAt")), str)):
            return _collect_schedule_change_v2(instance, 1)
        if not (len(v74) == 24):
            return _collect_schedule_change_v2(instance, 1)
        if not (
            type(v73 := v77.get("afterSeconds")) is int
            or (isinstance(v73, int) and not isinstance(v73, bool))
            or (isinstance(v73, float) and float.is_integer(v73))
        ):
            return _collect_schedule_change_v2(instance, 1)
        if not (v73 >= 1):
            return _collect_schedule_change_v2(instance, 1)
        if not (v73 <= 9007199254740991):
            return _collect_schedule_change_v2(instance, 1)
        if not (isinstance((v71 := v77.get("id")), str)):
            return _collect_schedule_change_v2(instance, 1)
        if not (v71 != ""):
            return _collect_schedule_change_v2(instance, 1)
        if not (v71[0] not in _CHARS13):
            return _collect_schedule_change_v2(instance, 1)
        if not (v71[-1] not in _CHARS13):
            return _collect_schedule_change_v2(instance, 1)
        if not (isinstance((v72 := v77.get("prompt")), str)):
            return _collect_schedule_change_v2(instance, 1)
        if not (v72 != ""):
            return _collect_schedule_change_v2(instance, 1)
        if not (v72[0] not in _CHARS13):
            return _collect_schedule_change_v2(instance, 1)
        if not (v72[-1] not in _CHARS13):
            return _collect_schedule_change_v2(instance, 1)
        if not (_P23.search(v74) is not None):
            return _collect_schedule_change_v2(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_change_v2, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_change_v2, instance, _too_deep_errors, 0)


def is_valid_schedule_change_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-change-v2.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not ((v78 := instance.get("operation")) == "create"):
            if not (v78 == "delete"):
                if not (v78 == "dispatch"):
                    return False
                if not (len(instance) == 3 + ("occurrenceAt" in instance)):
                    return False
                if not (instance.get("version") == 2):
                    return False
                if not (
                    "occurrenceAt" not in instance
                    or (
                        isinstance((v80 := instance["occurrenceAt"]), str)
                        and len(v80) == 24
                        and _P23.search(v80) is not None
                    )
                ):
                    return False
                if not (isinstance((v79 := instance.get("id")), str)):
                    return False
                if not (v79 != ""):
                    return False
                if not (v79[0] not in _CHARS13):
                    return False
                if not (v79[-1] not in _CHARS13):
                    return False
                return True
            if not (len(instance) == 3):
                return False
            if not (instance.get("version") == 2):
                return False
            if not (isinstance((v79 := instance.get("id")), str)):
                return False
            if not (v79 != ""):
                return False
            if not (v79[0] not in _CHARS13):
                return False
            if not (v79[-1] not in _CHARS13):
                return False
            return True
        if not (len(instance) == 3):
            return False
        if not ("schedule" in instance):
            return False
        if not (instance.get("version") == 2):
            return False
        if not (isinstance((v86 := instance["schedule"]), dict)):
            return False
        if not ((v79 := v86.get("kind")) == "after"):
            if not (v79 == "at"):
                if not (v79 == "every"):
                    if not (v79 == "calendar"):
                        return False
                    if not (len(v86) == 7):
                        return False
                    if not (isinstance((v84 := v86.get("timeZone")), str)):
                        return False
                    if not (isinstance((v82 := v86.get("time")), str)):
                        return False
                    if not (len(v82) == 5):
                        return False
                    if not (isinstance((v83 := v86.get("days")), list)):
                        return False
                    if not (not v83 or _l1(v83, 3)):
                        return False
                    if not (isinstance((v85 := v86.get("scheduledAt")), str)):
                        return False
                    if not (len(v85) == 24):
                        return False
                    if not (isinstance((v80 := v86.get("id")), str)):
                        return False
                    if not (v80 != ""):
                        return False
                    if not (v80[0] not in _CHARS13):
                        return False
                    if not (v80[-1] not in _CHARS13):
                        return False
                    if not (isinstance((v81 := v86.get("prompt")), str)):
                        return False
                    if not (v81 != ""):
                        return False
                    if not (v81[0] not in _CHARS13):
                        return False
                    if not (v81[-1] not in _CHARS13):
                        return False
                    if not (_P159.search(v84) is not None):
                        return False
                    if not (_P156.search(v82) is not None):
                        return False
                    if not (_P23.search(v85) is not None):
                        return False
                    return True
                if not (len(v86) == 5):
                    return False
                if not (isinstance((v83 := v86.get("scheduledAt")), str)):
                    return False
                if not (len(v83) == 24):
                    return False
                if not (
                    type(v82 := v86.get("everySeconds")) is int
                    or (isinstance(v82, int) and not isinstance(v82, bool))
                    or (isinstance(v82, float) and float.is_integer(v82))
                ):
                    return False
                if not (v82 >= 300):
                    return False
                if not (v82 <= 9007199254740991):
                    return False
                if not (isinstance((v80 := v86.get("id")), str)):
                    return False
                if not (v80 != ""):
                    return False
                if not (v80[0] not in _CHARS13):
                    return False
                if not (v80[-1] not in _CHARS13):
                    return False
                if not (isinstance((v81 := v86.get("prompt")), str)):
                    return False
                if not (v81 != ""):
                    return False
                if not (v81[0] not in _CHARS13):
                    return False
                if not (v81[-1] not in _CHARS13):
                    return False
                if not (_P23.search(v83) is not None):
                    return False
                return True
            if not (len(v86) == 4):
                return False
            if not (isinstance((v82 := v86.get("scheduledAt")), str)):
                return False
            if not (len(v82) == 24):
                return False
            if not (isinstance((v80 := v86.get("id")), str)):
                return False
            if not (v80 != ""):
                return False
            if not (v80[0] not in _CHARS13):
                return False
            if not (v80[-1] not in _CHARS13):
                return False
            if not (isinstance((v81 := v86.get("prompt")), str)):
                return False
            if not (v81 != ""):
                return False
            if not (v81[0] not in _CHARS13):
                return False
            if not (v81[-1] not in _CHARS13):
                return False
            if not (_P23.search(v82) is not None):
                return False
            return True
        if not (len(v86) == 5):
            return False
        if not (isinstance((v83 := v86.get("scheduledAt")), str)):
            return False
        if not (len(v83) == 24):
            return False
        if not (
            type(v82 := v86.get("afterSeconds")) is int
            or (isinstance(v82, int) and not isinstance(v82, bool))
            or (isinstance(v82, float) and float.is_integer(v82))
        ):
            return False
        if not (v82 >= 1):
            return False
        if not (v82 <= 9007199254740991):
            return False
        if not (isinstance((v80 := v86.get("id")), str)):
            return False
        if not (v80 != ""):
            return False
        if not (v80[0] not in _CHARS13):
            return False
        if not (v80[-1] not in _CHARS13):
            return False
        if not (isinstance((v81 := v86.get("prompt")), str)):
            return False
        if not (v81 != ""):
            return False
        if not (v81[0] not in _CHARS13):
            return False
        if not (v81[-1] not in _CHARS13):
            return False
        if not (_P23.search(v83) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_change_v2, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_change_v2, instance, _too_deep_verdict, 0)


def _verdict_schedule_change_v2(instance: Any, d: int) -> bool:
    return _v11(instance, d)


def _errors_schedule_change_v2(instance: Any, d: int) -> list[Violation]:
    return [] if _v11(instance, d) else _collect_schedule_change_v2(instance, d)


def _collect_schedule_change_v2(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("operation") if isinstance(instance, dict) else None
    if tag1 == "create":
        errors.append(_X176)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R177))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K28
            if not exact2:
                if "version" not in instance:
                    errors.append(_X178)
                if "operation" not in instance:
                    errors.append(_X179)
                if "schedule" not in instance:
                    errors.append(_X180)
            if "version" in instance:
                x3 = instance["version"]
                if not (x3 == 2):
                    errors.append(_X181)
            if "operation" in instance:
                x4 = instance["operation"]
                if not (x4 == "create"):
                    errors.append(_X182)
            if "schedule" in instance:
                _e13(instance["schedule"], "/schedule", errors, d + 1)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K28:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R183)))
    elif tag1 == "delete":
        errors.append(_X176)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R184))
        if isinstance(instance, dict):
            exact7 = instance.keys() == _K36
            if not exact7:
                if "version" not in instance:
                    errors.append(_X185)
                if "operation" not in instance:
                    errors.append(_X186)
                if "id" not in instance:
                    errors.append(_X187)
            if "version" in instance:
                x8 = instance["version"]
                if not (x8 == 2):
                    errors.append(_X188)
            if "operation" in instance:
                x9 = instance["operation"]
                if not (x9 == "delete"):
                    errors.append(_X189)
            if "id" in instance:
                x10 = instance["id"]
                if not isinstance(x10, str):
                    errors.append(_mistyped("/id", x10, _R10))
                if isinstance(x10, str):
                    if not (x10 != ""):
                        errors.append(_X11)
                    if not (x10 != "" and x10[0] not in _CHARS13 and x10[-1] not in _CHARS13):
                        errors.append(_X12)
            if not exact7:
                for key11 in _js_keys(instance):
                    if key11 not in _K36:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key11), *_R190)))
    elif tag1 == "dispatch":
        errors.append(_X176)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R191))
        if isinstance(instance, dict):
            if not _K36 <= instance.keys():
                if "version" not in instance:
                    errors.append(_X192)
                if "operation" not in instance:
                    errors.append(_X193)
                if "id" not in instance:
                    errors.append(_X194)
            if "version" in instance:
                x13 = instance["version"]
                if not (x13 == 2):
                    errors.append(_X195)
            if "operation" in instance:
                x14 = instance["operation"]
                if not (x14 == "dispatch"):
                    errors.append(_X196)
            if "id" in instance:
                x15 = instance["id"]
                if not isinstance(x15, str):
                    errors.append(_mistyped("/id", x15, _R10))
                if isinstance(x15, str):
                    if not (x15 != ""):
                        errors.append(_X11)
                    if not (x15 != "" and x15[0] not in _CHARS13 and x15[-1] not in _CHARS13):
                        errors.append(_X12)
            if "occurrenceAt" in instance:
                x16 = instance["occurrenceAt"]
                if not isinstance(x16, str):
                    errors.append(_mistyped("/occurrenceAt", x16, _R21))
                if isinstance(x16, str):
                    if not (len(x16) == 24 and _P23.search(x16) is not None):
                        errors.append(_X118)
            if not instance.keys() <= _K198:
                for key17 in _js_keys(instance):
                    if key17 in _K198:
                        continue
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key17), *_R197)))
    else:
        errors.append(_X176)
    return errors


def validate_schedule_error_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-error-v2.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_error_v2(instance, 1)
        if not ((v87 := instance.get("code")) == "persistence_uncertain"):
            if not (
                v87 == "invalid_prompt"
                or v87 == "invalid_selector"
                or v87 == "invalid_rule"
                or v87 == "invalid_time_zone"
                or v87 == "frequency_too_high"
                or v87 == "time_out_of_range"
                or v87 == "not_future"
                or v87 == "too_many_schedules"
                or v87 == "corrupt_schedule_log"
                or v87 == "internal_error"
            ):
                return _collect_schedule_error_v2(instance, 1)
            if not (len(instance) == 2):
                return _collect_schedule_error_v2(instance, 1)
            if not (isinstance((v88 := instance.get("message")), str)):
                return _collect_schedule_error_v2(instance, 1)
            if not (v88 != ""):
                return _collect_schedule_error_v2(instance, 1)
            return []
        if not (len(instance) == 3 + ("id" in instance)):
            return _collect_schedule_error_v2(instance, 1)
        if not (instance.get("operation") in ("create", "list", "delete")):
            return _collect_schedule_error_v2(instance, 1)
        if not (
            "id" not in instance
            or (
                isinstance((v89 := instance["id"]), str)
                and v89 != ""
                and v89[0] not in _CHARS13
                and v89[-1] not in _CHARS13
            )
        ):
            return _collect_schedule_error_v2(instance, 1)
        if not (isinstance((v88 := instance.get("message")), str)):
            return _collect_schedule_error_v2(instance, 1)
        if not (v88 != ""):
            return _collect_schedule_error_v2(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_error_v2, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_error_v2, instance, _too_deep_errors, 0)


def is_valid_schedule_error_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-error-v2.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not ((v90 := instance.get("code")) == "persistence_uncertain"):
            if not (
                v90 == "invalid_prompt"
                or v90 == "invalid_selector"
                or v90 == "invalid_rule"
                or v90 == "invalid_time_zone"
                or v90 == "frequency_too_high"
                or v90 == "time_out_of_range"
                or v90 == "not_future"
                or v90 == "too_many_schedules"
                or v90 == "corrupt_schedule_log"
                or v90 == "internal_error"
            ):
                return False
            if not (len(instance) == 2):
                return False
            if not (isinstance((v91 := instance.get("message")), str)):
                return False
            if not (v91 != ""):
                return False
            return True
        if not (len(instance) == 3 + ("id" in instance)):
            return False
        if not (instance.get("operation") in ("create", "list", "delete")):
            return False
        if not (
            "id" not in instance
            or (
                isinstance((v92 := instance["id"]), str)
                and v92 != ""
                and v92[0] not in _CHARS13
                and v92[-1] not in _CHARS13
            )
        ):
            return False
        if not (isinstance((v91 := instance.get("message")), str)):
            return False
        if not (v91 != ""):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_error_v2, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_error_v2, instance, _too_deep_verdict, 0)


def _verdict_schedule_error_v2(instance: Any, d: int) -> bool:
    return _v12(instance, d)


def _errors_schedule_error_v2(instance: Any, d: int) -> list[Violation]:
    return [] if _v12(instance, d) else _collect_schedule_error_v2(instance, d)


def _collect_schedule_error_v2(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R54))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K53
            if not exact2:
                if "code" not in instance:
                    errors.append(_X55)
                if "message" not in instance:
                    errors.append(_X56)
            if "code" in instance:
                x3 = instance["code"]
                if not (x3 == "invalid_prompt"):
                    errors.append(_X57)
            if "message" in instance:
                x4 = instance["message"]
                if not isinstance(x4, str):
                    errors.append(_mistyped("/message", x4, _R58))
                if isinstance(x4, str):
                    if not (x4 != ""):
                        errors.append(_X59)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R60)))
    elif tag1 == "invalid_selector":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R201))
        if isinstance(instance, dict):
            exact7 = instance.keys() == _K53
            if not exact7:
                if "code" not in instance:
                    errors.append(_X202)
                if "message" not in instance:
                    errors.append(_X203)
            if "code" in instance:
                x8 = instance["code"]
                if not (x8 == "invalid_selector"):
                    errors.append(_X204)
            if "message" in instance:
                x9 = instance["message"]
                if not isinstance(x9, str):
                    errors.append(_mistyped("/message", x9, _R205))
                if isinstance(x9, str):
                    if not (x9 != ""):
                        errors.append(_X206)
            if not exact7:
                for key10 in _js_keys(instance):
                    if key10 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key10), *_R207)))
    elif tag1 == "invalid_rule":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R208))
        if isinstance(instance, dict):
            exact12 = instance.keys() == _K53
            if not exact12:
                if "code" not in instance:
                    errors.append(_X209)
                if "message" not in instance:
                    errors.append(_X210)
            if "code" in instance:
                x13 = instance["code"]
                if not (x13 == "invalid_rule"):
                    errors.append(_X211)
            if "message" in instance:
                x14 = instance["message"]
                if not isinstance(x14, str):
                    errors.append(_mistyped("/message", x14, _R212))
                if isinstance(x14, str):
                    if not (x14 != ""):
                        errors.append(_X213)
            if not exact12:
                for key15 in _js_keys(instance):
                    if key15 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key15), *_R214)))
    elif tag1 == "invalid_time_zone":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R215))
        if isinstance(instance, dict):
            exact17 = instance.keys() == _K53
            if not exact17:
                if "code" not in instance:
                    errors.append(_X216)
                if "message" not in instance:
                    errors.append(_X217)
            if "code" in instance:
                x18 = instance["code"]
                if not (x18 == "invalid_time_zone"):
                    errors.append(_X218)
            if "message" in instance:
                x19 = instance["message"]
                if not isinstance(x19, str):
                    errors.append(_mistyped("/message", x19, _R219))
                if isinstance(x19, str):
                    if not (x19 != ""):
                        errors.append(_X220)
            if not exact17:
                for key20 in _js_keys(instance):
                    if key20 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key20), *_R221)))
    elif tag1 == "frequency_too_high":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R222))
        if isinstance(instance, dict):
            exact22 = instance.keys() == _K53
            if not exact22:
                if "code" not in instance:
                    errors.append(_X223)
                if "message" not in instance:
                    errors.append(_X224)
            if "code" in instance:
                x23 = instance["code"]
                if not (x23 == "frequency_too_high"):
                    errors.append(_X225)
            if "message" in instance:
                x24 = instance["message"]
                if not isinstance(x24, str):
                    errors.append(_mistyped("/message", x24, _R226))
                if isinstance(x24, str):
                    if not (x24 != ""):
                        errors.append(_X227)
            if not exact22:
                for key25 in _js_keys(instance):
                    if key25 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key25), *_R228)))
    elif tag1 == "time_out_of_range":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R229))
        if isinstance(instance, dict):
            exact27 = instance.keys() == _K53
            if not exact27:
                if "code" not in instance:
                    errors.append(_X230)
                if "message" not in instance:
                    errors.append(_X231)
            if "code" in instance:
                x28 = instance["code"]
                if not (x28 == "time_out_of_range"):
                    errors.append(_X232)
            if "message" in instance:
                x29 = instance["message"]
                if not isinstance(x29, str):
                    errors.append(_mistyped("/message", x29, _R233))
                if isinstance(x29, str):
                    if not (x29 != ""):
                        errors.append(_X234)
            if not exact27:
                for key30 in _js_keys(instance):
                    if key30 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key30), *_R235)))
    elif tag1 == "not_future":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R236))
        if isinstance(instance, dict):
            exact32 = instance.keys() == _K53
            if not exact32:
                if "code" not in instance:
                    errors.append(_X237)
                if "message" not in instance:
                    errors.append(_X238)
            if "code" in instance:
                x33 = instance["code"]
                if not (x33 == "not_future"):
                    errors.append(_X239)
            if "message" in instance:
                x34 = instance["message"]
                if not isinstance(x34, str):
                    errors.append(_mistyped("/message", x34, _R240))
                if isinstance(x34, str):
                    if not (x34 != ""):
                        errors.append(_X241)
            if not exact32:
                for key35 in _js_keys(instance):
                    if key35 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key35), *_R242)))
    elif tag1 == "too_many_schedules":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R243))
        if isinstance(instance, dict):
            exact37 = instance.keys() == _K53
            if not exact37:
                if "code" not in instance:
                    errors.append(_X244)
                if "message" not in instance:
                    errors.append(_X245)
            if "code" in instance:
                x38 = instance["code"]
                if not (x38 == "too_many_schedules"):
                    errors.append(_X246)
            if "message" in instance:
                x39 = instance["message"]
                if not isinstance(x39, str):
                    errors.append(_mistyped("/message", x39, _R247))
                if isinstance(x39, str):
                    if not (x39 != ""):
                        errors.append(_X248)
            if not exact37:
                for key40 in _js_keys(instance):
                    if key40 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key40), *_R249)))
    elif tag1 == "corrupt_schedule_log":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R82))
        if isinstance(instance, dict):
            exact42 = instance.keys() == _K53
            if not exact42:
                if "code" not in instance:
                    errors.append(_X83)
                if "message" not in instance:
                    errors.append(_X84)
            if "code" in instance:
                x43 = instance["code"]
                if not (x43 == "corrupt_schedule_log"):
                    errors.append(_X85)
            if "message" in instance:
                x44 = instance["message"]
                if not isinstance(x44, str):
                    errors.append(_mistyped("/message", x44, _R86))
                if isinstance(x44, str):
                    if not (x44 != ""):
                        errors.append(_X87)
            if not exact42:
                for key45 in _js_keys(instance):
                    if key45 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key45), *_R88)))
    elif tag1 == "persistence_uncertain":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R89))
        if isinstance(instance, dict):
            if not _K90 <= instance.keys():
                if "code" not in instance:
                    errors.append(_X91)
                if "message" not in instance:
                    errors.append(_X92)
                if "operation" not in instance:
                    errors.append(_X93)
            if "code" in instance:
                x47 = instance["code"]
                if not (x47 == "persistence_uncertain"):
                    errors.append(_X94)
            if "message" in instance:
                x48 = instance["message"]
                if not isinstance(x48, str):
                    errors.append(_mistyped("/message", x48, _R95))
                if isinstance(x48, str):
                    if not (x48 != ""):
                        errors.append(_X96)
            if "operation" in instance:
                x49 = instance["operation"]
                if not (x49 in ("create", "list", "delete")):
                    errors.append(_X97)
            if "id" in instance:
                x50 = instance["id"]
                if not isinstance(x50, str):
                    errors.append(_mistyped("/id", x50, _R10))
                if isinstance(x50, str):
                    if not (x50 != ""):
                        errors.append(_X11)
                    if not (x50 != "" and x50[0] not in _CHARS13 and x50[-1] not in _CHARS13):
                        errors.append(_X12)
            if not instance.keys() <= _K99:
                for key51 in _js_keys(instance):
                    if key51 in _K99:
                        continue
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key51), *_R98)))
    elif tag1 == "internal_error":
        errors.append(_X200)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R100))
        if isinstance(instance, dict):
            exact53 = instance.keys() == _K53
            if not exact53:
                if "code" not in instance:
                    errors.append(_X101)
                if "message" not in instance:
                    errors.append(_X102)
            if "code" in instance:
                x54 = instance["code"]
                if not (x54 == "internal_error"):
                    errors.append(_X103)
            if "message" in instance:
                x55 = instance["message"]
                if not isinstance(x55, str):
                    errors.append(_mistyped("/message", x55, _R104))
                if isinstance(x55, str):
                    if not (x55 != ""):
                        errors.append(_X105)
            if not exact53:
                for key56 in _js_keys(instance):
                    if key56 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key56), *_R106)))
    else:
        errors.append(_X200)
    return errors


def validate_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-record.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_record(instance, 1)
        if not ((v93 := instance.get("kind")) == "after"):
            if not (v93 == "at"):
                if not (v93 == "every"):
                    if not (v93 == "calendar"):
                        return _collect_schedule_record(instance, 1)
                    if not (len(instance) == 7):
                        return _collect_schedule_record(instance, 1)
                    if not (isinstance((v98 := instance.get("timeZone")), str)):
                        return _collect_schedule_record(instance, 1)
                    if not (isinstance((v96 := instance.get("time")), str)):
                        return _collect_schedule_record(instance, 1)
                    if not (len(v96) == 5):
                        return _collect_schedule_record(instance, 1)
                    if not (isinstance((v97 := instance.get("days")), list)):
                        return _collect_schedule_record(instance, 1)
                    if not (not v97 or _l1(v97, 2)):
                        return _collect_schedule_record(instance, 1)
                    if not (isinstance((v99 := instance.get("scheduledAt")), str)):
                        return _collect_schedule_record(instance, 1)
                    if not (len(v99) == 24):
                        return _collect_schedule_record(instance, 1)
                    if not (isinstance((v94 := instance.get("id")), str)):
                        return _collect_schedule_record(instance, 1)
                    if not (v94 != ""):
                        return _collect_schedule_record(instance, 1)
                    if not (v94[0] not in _CHARS13):
                        return _collect_schedule_record(instance, 1)
                    if not (v94[-1] not in _CHARS13):
                        return _collect_schedule_record(instance, 1)
                    if not (isinstance((v95 := instance.get("prompt")), str)):
                        return _collect_schedule_record(instance, 1)
                    if not (v95 != ""):
                        return _collect_schedule_record(instance, 1)
                    if not (v95[0] not in _CHARS13):
                        return _collect_schedule_record(instance, 1)
                    if not (v95[-1] not in _CHARS13):
                        return _collect_schedule_record(instance, 1)
                    if not (_P159.search(v98) is not None):
                        return _collect_schedule_record(instance, 1)
                    if not (_P156.search(v96) is not None):
                        return _collect_schedule_record(instance, 1)
                    if not (_P23.search(v99) is not None):
                        return _collect_schedule_record(instance, 1)
                    return []
                if not (len(instance) == 5):
                    return _collect_schedule_record(instance, 1)
                if not (isinstance((v97 := instance.get("scheduledAt")), str)):
                    return _collect_schedule_record(instance, 1)
                if not (len(v97) == 24):
                    return _collect_schedule_record(instance, 1)
                if not (
                    type(v96 := instance.get("everySeconds")) is int
                    or (isinstance(v96, int) and not isinstance(v96, bool))
                    or (isinstance(v96, float) and float.is_integer(v96))
                ):
                    return _collect_schedule_record(instance, 1)
                if not (v96 >= 300):
                    return _collect_schedule_record(instance, 1)
                if not (v96 <= 9007199254740991):
                    return _collect_schedule_record(instance, 1)
                if not (isinstance((v94 := instance.get("id")), str)):
                    return _collect_schedule_record(instance, 1)
                if not (v94 != ""):
                    return _collect_schedule_record(instance, 1)
                if not (v94[0] not in _CHARS13):
                    return _collect_schedule_record(instance, 1)
                if not (v94[-1] not in _CHARS13):
                    return _collect_schedule_record(instance, 1)
                if not (isinstance((v95 := instance.get("prompt")), str)):
                    return _collect_schedule_record(instance, 1)
                if not (v95 != ""):
                    return _collect_schedule_record(instance, 1)
                if not (v95[0] not in _CHARS13):
                    return _collect_schedule_record(instance, 1)
                if not (v95[-1] not in _CHARS13):
                    return _collect_schedule_record(instance, 1)
                if not (_P23.search(v97) is not None):
                    return _collect_schedule_record(instance, 1)
                return []
            if not (len(instance) == 4):
                return _collect_schedule_record(instance, 1)
            if not (isinstance((v96 := instance.get("scheduledAt")), str)):
                return _collect_schedule_record(instance, 1)
            if not (len(v96) == 24):
                return _collect_schedule_record(instance, 1)
            if not (isinstance((v94 := instance.get("id")), str)):
                return _collect_schedule_record(instance, 1)
            if not (v94 != ""):
                return _collect_schedule_record(instance, 1)
            if not (v94[0] not in _CHARS13):
                return _collect_schedule_record(instance, 1)
            if not (v94[-1] not in _CHARS13):
                return _collect_schedule_record(instance, 1)
            if not (isinstance((v95 := instance.get("prompt")), str)):
                return _collect_schedule_record(instance, 1)
            if not (v95 != ""):
                return _collect_schedule_record(instance, 1)
            if not (v95[0] not in _CHARS13):
                return _collect_schedule_record(instance, 1)
            if not (v95[-1] not in _CHARS13):
                return _collect_schedule_record(instance, 1)
            if not (_P23.search(v96) is not None):
                return _collect_schedule_record(instance, 1)
            return []
        if not (len(instance) == 5):
            return _collect_schedule_record(instance, 1)
        if not (isinstance((v97 := instance.get("scheduledAt")), str)):
            return _collect_schedule_record(instance, 1)
        if not (len(v97) == 24):
            return _collect_schedule_record(instance, 1)
        if not (
            type(v96 := instance.get("afterSeconds")) is int
            or (isinstance(v96, int) and not isinstance(v96, bool))
            or (isinstance(v96, float) and float.is_integer(v96))
        ):
            return _collect_schedule_record(instance, 1)
        if not (v96 >= 1):
            return _collect_schedule_record(instance, 1)
        if not (v96 <= 9007199254740991):
            return _collect_schedule_record(instance, 1)
        if not (isinstance((v94 := instance.get("id")), str)):
            return _collect_schedule_record(instance, 1)
        if not (v94 != ""):
            return _collect_schedule_record(instance, 1)
        if not (v94[0] not in _CHARS13):
            return _collect_schedule_record(instance, 1)
        if not (v94[-1] not in _CHARS13):
            return _collect_schedule_record(instance, 1)
        if not (isinstance((v95 := instance.get("prompt")), str)):
            return _collect_schedule_record(instance, 1)
        if not (v95 != ""):
            return _collect_schedule_record(instance, 1)
        if not (v95[0] not in _CHARS13):
            return _collect_schedule_record(instance, 1)
        if not (v95[-1] not in _CHARS13):
            return _collect_schedule_record(instance, 1)
        if not (_P23.search(v97) is not None):
            return _collect_schedule_record(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_record, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_record, instance, _too_deep_errors, 0)


def is_valid_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-record.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not ((v100 := instance.get("kind")) == "after"):
            if not (v100 == "at"):
                if not (v100 == "every"):
                    if not (v100 == "calendar"):
                        return False
                    if not (len(instance) == 7):
                        return False
                    if not (isinstance((v105 := instance.get("timeZone")), str)):
                        return False
                    if not (isinstance((v103 := instance.get("time")), str)):
                        return False
                    if not (len(v103) == 5):
                        return False
                    if not (isinstance((v104 := instance.get("days")), list)):
                        return False
                    if not (not v104 or _l1(v104, 2)):
                        return False
                    if not (isinstance((v106 := instance.get("scheduledAt")), str)):
                        return False
                    if not (len(v106) == 24):
                        return False
                    if not (isinstance((v101 := instance.get("id")), str)):
                        return False
                    if not (v101 != ""):
                        return False
                    if not (v101[0] not in _CHARS13):
                        return False
                    if not (v101[-1] not in _CHARS13):
                        return False
                    if not (isinstance((v102 := instance.get("prompt")), str)):
                        return False
                    if not (v102 != ""):
                        return False
                    if not (v102[0] not in _CHARS13):
                        return False
                    if not (v102[-1] not in _CHARS13):
                        return False
                    if not (_P159.search(v105) is not None):
                        return False
                    if not (_P156.search(v103) is not None):
                        return False
                    if not (_P23.search(v106) is not None):
                        return False
                    return True
                if not (len(instance) == 5):
                    return False
                if not (isinstance((v104 := instance.get("scheduledAt")), str)):
                    return False
                if not (len(v104) == 24):
                    return False
                if not (
                    type(v103 := instance.get("everySeconds")) is int
                    or (isinstance(v103, int) and not isinstance(v103, bool))
                    or (isinstance(v103, float) and float.is_integer(v103))
                ):
                    return False
                if not (v103 >= 300):
                    return False
                if not (v103 <= 9007199254740991):
                    return False
                if not (isinstance((v101 := instance.get("id")), str)):
                    return False
                if not (v101 != ""):
                    return False
                if not (v101[0] not in _CHARS13):
                    return False
                if not (v101[-1] not in _CHARS13):
                    return False
                if not (isinstance((v102 := instance.get("prompt")), str)):
                    return False
                if not (v102 != ""):
                    return False
                if not (v102[0] not in _CHARS13):
                    return False
                if not (v102[-1] not in _CHARS13):
                    return False
                if not (_P23.search(v104) is not None):
                    return False
                return True
            if not (len(instance) == 4):
                return False
            if not (isinstance((v103 := instance.get("scheduledAt")), str)):
                return False
            if not (len(v103) == 24):
                return False
            if not (isinstance((v101 := instance.get("id")), str)):
                return False
            if not (v101 != ""):
                return False
            if not (v101[0] not in _CHARS13):
                return False
            if not (v101[-1] not in _CHARS13):
                return False
            if not (isinstance((v102 := instance.get("prompt")), str)):
                return False
            if not (v102 != ""):
                return False
            if not (v102[0] not in _CHARS13):
                return False
            if not (v102[-1] not in _CHARS13):
                return False
            if not (_P23.search(v103) is not None):
                return False
            return True
        if not (len(instance) == 5):
            return False
        if not (isinstance((v104 := instance.get("scheduledAt")), str)):
            return False
        if not (len(v104) == 24):
            return False
        if not (
            type(v103 := instance.get("afterSeconds")) is int
            or (isinstance(v103, int) and not isinstance(v103, bool))
            or (isinstance(v103, float) and float.is_integer(v103))
        ):
            return False
        if not (v103 >= 1):
            return False
        if not (v103 <= 9007199254740991):
            return False
        if not (isinstance((v101 := instance.get("id")), str)):
            return False
        if not (v101 != ""):
            return False
        if not (v101[0] not in _CHARS13):
            return False
        if not (v101[-1] not in _CHARS13):
            return False
        if not (isinstance((v102 := instance.get("prompt")), str)):
            return False
        if not (v102 != ""):
            return False
        if not (v102[0] not in _CHARS13):
            return False
        if not (v102[-1] not in _CHARS13):
            return False
        if not (_P23.search(v104) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_record, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_record, instance, _too_deep_verdict, 0)


def _verdict_schedule_record(instance: Any, d: int) -> bool:
    return _v13(instance, d)


def _errors_schedule_record(instance: Any, d: int) -> list[Violation]:
    return [] if _v13(instance, d) else _collect_schedule_record(instance, d)


def _collect_schedule_record(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("kind") if isinstance(instance, dict) else None
    if tag1 == "after":
        errors.append(_X251)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R3))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K1
            if not exact2:
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
                x3 = instance["id"]
                if not isinstance(x3, str):
                    errors.append(_mistyped("/id", x3, _R10))
                if isinstance(x3, str):
                    if not (x3 != ""):
                        errors.append(_X11)
                    if not (x3 != "" and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x4 = instance["kind"]
                if not (x4 == "after"):
                    errors.append(_X14)
            if "prompt" in instance:
                x5 = instance["prompt"]
                if not isinstance(x5, str):
                    errors.append(_mistyped("/prompt", x5, _R10))
                if isinstance(x5, str):
                    if not (x5 != ""):
                        errors.append(_X15)
                    if not (x5 != "" and x5[0] not in _CHARS13 and x5[-1] not in _CHARS13):
                        errors.append(_X16)
            if "afterSeconds" in instance:
                x6 = instance["afterSeconds"]
                if not (
                    type(x6) is int
                    or (isinstance(x6, int) and not isinstance(x6, bool))
                    or (isinstance(x6, float) and float.is_integer(x6))
                ):
                    errors.append(_mistyped("/afterSeconds", x6, _R17))
                if isinstance(x6, (int, float)) and not isinstance(x6, bool):
                    if not (x6 >= 1):
                        errors.append(_X18)
                    if not (x6 <= 9007199254740991):
                        errors.append(_X19)
            if "scheduledAt" in instance:
                x7 = instance["scheduledAt"]
                if not isinstance(x7, str):
                    errors.append(_mistyped("/scheduledAt", x7, _R21))
                if isinstance(x7, str):
                    if not (len(x7) == 24 and _P23.search(x7) is not None):
                        errors.append(_X22)
            if not exact2:
                for key8 in _js_keys(instance):
                    if key8 not in _K1:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key8), *_R24)))
    elif tag1 == "at":
        errors.append(_X251)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R136))
        if isinstance(instance, dict):
            exact10 = instance.keys() == _K134
            if not exact10:
                if "id" not in instance:
                    errors.append(_X137)
                if "kind" not in instance:
                    errors.append(_X138)
                if "prompt" not in instance:
                    errors.append(_X139)
                if "scheduledAt" not in instance:
                    errors.append(_X140)
            if "id" in instance:
                x11 = instance["id"]
                if not isinstance(x11, str):
                    errors.append(_mistyped("/id", x11, _R10))
                if isinstance(x11, str):
                    if not (x11 != ""):
                        errors.append(_X11)
                    if not (x11 != "" and x11[0] not in _CHARS13 and x11[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x12 = instance["kind"]
                if not (x12 == "at"):
                    errors.append(_X141)
            if "prompt" in instance:
                x13 = instance["prompt"]
                if not isinstance(x13, str):
                    errors.append(_mistyped("/prompt", x13, _R10))
                if isinstance(x13, str):
                    if not (x13 != ""):
                        errors.append(_X15)
                    if not (x13 != "" and x13[0] not in _CHARS13 and x13[-1] not in _CHARS13):
                        errors.append(_X16)
            if "scheduledAt" in instance:
                x14 = instance["scheduledAt"]
                if not isinstance(x14, str):
                    errors.append(_mistyped("/scheduledAt", x14, _R21))
                if isinstance(x14, str):
                    if not (len(x14) == 24 and _P23.search(x14) is not None):
                        errors.append(_X22)
            if not exact10:
                for key15 in _js_keys(instance):
                    if key15 not in _K134:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key15), *_R142)))
    elif tag1 == "every":
        errors.append(_X251)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R164))
        if isinstance(instance, dict):
            exact17 = instance.keys() == _K162
            if not exact17:
                if "id" not in instance:
                    errors.append(_X165)
                if "kind" not in instance:
                    errors.append(_X166)
                if "prompt" not in instance:
                    errors.append(_X167)
                if "everySeconds" not in instance:
                    errors.append(_X168)
                if "scheduledAt" not in instance:
                    errors.append(_X169)
            if "id" in instance:
                x18 = instance["id"]
                if not isinstance(x18, str):
                    errors.append(_mistyped("/id", x18, _R10))
                if isinstance(x18, str):
                    if not (x18 != ""):
                        errors.append(_X11)
                    if not (x18 != "" and x18[0] not in _CHARS13 and x18[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x19 = instance["kind"]
                if not (x19 == "every"):
                    errors.append(_X170)
            if "prompt" in instance:
                x20 = instance["prompt"]
                if not isinstance(x20, str):
                    errors.append(_mistyped("/prompt", x20, _R10))
                if isinstance(x20, str):
                    if not (x20 != ""):
                        errors.append(_X15)
                    if not (x20 != "" and x20[0] not in _CHARS13 and x20[-1] not in _CHARS13):
                        errors.append(_X16)
            if "everySeconds" in instance:
                x21 = instance["everySeconds"]
                if not (
                    type(x21) is int
                    or (isinstance(x21, int) and not isinstance(x21, bool))
                    or (isinstance(x21, float) and float.is_integer(x21))
                ):
                    errors.append(_mistyped("/everySeconds", x21, _R171))
                if isinstance(x21, (int, float)) and not isinstance(x21, bool):
                    if not (x21 >= 300):
                        errors.append(_X172)
                    if not (x21 <= 9007199254740991):
                        errors.append(_X173)
            if "scheduledAt" in instance:
                x22 = instance["scheduledAt"]
                if not isinstance(x22, str):
                    errors.append(_mistyped("/scheduledAt", x22, _R21))
                if isinstance(x22, str):
                    if not (len(x22) == 24 and _P23.search(x22) is not None):
                        errors.append(_X22)
            if not exact17:
                for key23 in _js_keys(instance):
                    if key23 not in _K162:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key23), *_R174)))
    elif tag1 == "calendar":
        errors.append(_X251)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R145))
        if isinstance(instance, dict):
            exact25 = instance.keys() == _K143
            if not exact25:
                if "id" not in instance:
                    errors.append(_X146)
                if "kind" not in instance:
                    errors.append(_X147)
                if "prompt" not in instance:
                    errors.append(_X148)
                if "time" not in instance:
                    errors.append(_X149)
                if "days" not in instance:
                    errors.append(_X150)
                if "timeZone" not in instance:
                    errors.append(_X151)
                if "scheduledAt" not in instance:
                    errors.append(_X152)
            if "id" in instance:
                x26 = instance["id"]
                if not isinstance(x26, str):
                    errors.append(_mistyped("/id", x26, _R10))
                if isinstance(x26, str):
                    if not (x26 != ""):
                        errors.append(_X11)
                    if not (x26 != "" and x26[0] not in _CHARS13 and x26[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x27 = instance["kind"]
                if not (x27 == "calendar"):
                    errors.append(_X153)
            if "prompt" in instance:
                x28 = instance["prompt"]
                if not isinstance(x28, str):
                    errors.append(_mistyped("/prompt", x28, _R10))
                if isinstance(x28, str):
                    if not (x28 != ""):
                        errors.append(_X15)
                    if not (x28 != "" and x28[0] not in _CHARS13 and x28[-1] not in _CHARS13):
                        errors.append(_X16)
            if "time" in instance:
                x29 = instance["time"]
                if not isinstance(x29, str):
                    errors.append(_mistyped("/time", x29, _R154))
                if isinstance(x29, str):
                    if not (len(x29) == 5 and _P156.search(x29) is not None):
                        errors.append(_X155)
            if "days" in instance:
                _e66(instance["days"], "/days", errors, d + 1)
            if "timeZone" in instance:
                x30 = instance["timeZone"]
                if not isinstance(x30, str):
                    errors.append(_mistyped("/timeZone", x30, _R157))
                if isinstance(x30, str):
                    if _P159.search(x30) is None:
                        errors.append(_X158)
            if "scheduledAt" in instance:
                x31 = instance["scheduledAt"]
                if not isinstance(x31, str):
                    errors.append(_mistyped("/scheduledAt", x31, _R21))
                if isinstance(x31, str):
                    if not (len(x31) == 24 and _P23.search(x31) is not None):
                        errors.append(_X22)
            if not exact25:
                for key32 in _js_keys(instance):
                    if key32 not in _K143:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key32), *_R160)))
    else:
        errors.append(_X251)
    return errors


def validate_schedule_reminder_presentation_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-reminder-presentation-v2.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (len(instance) == 4):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (instance.get("deliveryMode") == "session-local"):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (isinstance((v109 := instance.get("occurrenceAt")), str)):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (len(v109) == 24):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (isinstance((v107 := instance.get("scheduleId")), str)):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (v107 != ""):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (v107[0] not in _CHARS13):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (v107[-1] not in _CHARS13):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (isinstance((v108 := instance.get("prompt")), str)):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (v108 != ""):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (v108[0] not in _CHARS13):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (v108[-1] not in _CHARS13):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        if not (_P23.search(v109) is not None):
            return _collect_schedule_reminder_presentation_v2(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_reminder_presentation_v2, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_reminder_presentation_v2, instance, _too_deep_errors, 0)


def is_valid_schedule_reminder_presentation_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-reminder-presentation-v2.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 4):
            return False
        if not (instance.get("deliveryMode") == "session-local"):
            return False
        if not (isinstance((v112 := instance.get("occurrenceAt")), str)):
            return False
        if not (len(v112) == 24):
            return False
        if not (isinstance((v110 := instance.get("scheduleId")), str)):
            return False
        if not (v110 != ""):
            return False
        if not (v110[0] not in _CHARS13):
            return False
        if not (v110[-1] not in _CHARS13):
            return False
        if not (isinstance((v111 := instance.get("prompt")), str)):
            return False
        if not (v111 != ""):
            return False
        if not (v111[0] not in _CHARS13):
            return False
        if not (v111[-1] not in _CHARS13):
            return False
        if not (_P23.search(v112) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_reminder_presentation, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_reminder_presentation, instance, _too_deep_verdict, 0)


def _errors_schedule_reminder_presentation_v2(instance: Any, d: int) -> list[Violation]:
    return [] if _v5(instance, d) else _collect_schedule_reminder_presentation_v2(instance, d)


def _collect_schedule_reminder_presentation_v2(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R253))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K109
        if not exact1:
            if "scheduleId" not in instance:
                errors.append(_X254)
            if "prompt" not in instance:
                errors.append(_X255)
            if "occurrenceAt" not in instance:
                errors.append(_X256)
            if "deliveryMode" not in instance:
                errors.append(_X257)
        if "scheduleId" in instance:
            x2 = instance["scheduleId"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/scheduleId", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X116)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X117)
        if "prompt" in instance:
            x3 = instance["prompt"]
            if not isinstance(x3, str):
                errors.append(_mistyped("/prompt", x3, _R10))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(_X15)
                if not (x3 != "" and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                    errors.append(_X16)
        if "occurrenceAt" in instance:
            x4 = instance["occurrenceAt"]
            if not isinstance(x4, str):
                errors.append(_mistyped("/occurrenceAt", x4, _R21))
            if isinstance(x4, str):
                if not (len(x4) == 24 and _P23.search(x4) is not None):
                    errors.append(_X118)
        if "deliveryMode" in instance:
            x5 = instance["deliveryMode"]
            if not (x5 == "session-local"):
                errors.append(_X258)
        if not exact1:
            for key6 in _js_keys(instance):
                if key6 not in _K109:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R259)))
    return errors


def validate_schedule_view_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-view-v2.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_view_v2(instance, 1)
        if not ((v113 := instance.get("kind")) == "after"):
            if not (v113 == "at"):
                if not (v113 == "every"):
                    if not (v113 == "calendar"):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (len(instance) == 10):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (isinstance((v118 := instance.get("timeZone")), str)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (instance.get("state") in ("scheduled", "overdue")):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (instance.get("deliveryMode") == "session-local"):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (isinstance((v116 := instance.get("time")), str)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (len(v116) == 5):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (isinstance((v117 := instance.get("days")), list)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (not v117 or _l1(v117, 2)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (isinstance((v119 := instance.get("scheduledAt")), str)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (len(v119) == 24):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (isinstance((v120 := instance.get("scheduledLocal")), str)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (len(v120) == 25):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (isinstance((v114 := instance.get("id")), str)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (v114 != ""):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (v114[0] not in _CHARS13):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (v114[-1] not in _CHARS13):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (isinstance((v115 := instance.get("prompt")), str)):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (v115 != ""):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (v115[0] not in _CHARS13):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (v115[-1] not in _CHARS13):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (_P159.search(v118) is not None):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (_P156.search(v116) is not None):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (_P23.search(v119) is not None):
                        return _collect_schedule_view_v2(instance, 1)
                    if not (_P297.search(v120) is not None):
                        return _collect_schedule_view_v2(instance, 1)
                    return []
                if not (len(instance) == 7):
                    return _collect_schedule_view_v2(instance, 1)
                if not (instance.get("state") in ("scheduled", "overdue")):
                    return _collect_schedule_view_v2(instance, 1)
                if not (instance.get("deliveryMode") == "session-local"):
                    return _collect_schedule_view_v2(instance, 1)
                if not (isinstance((v117 := instance.get("scheduledAt")), str)):
                    return _collect_schedule_view_v2(instance, 1)
                if not (len(v117) == 24):
                    return _collect_schedule_view_v2(instance, 1)
                if not (
                    type(v116 := instance.get("everySeconds")) is int
                    or (isinstance(v116, int) and not isinstance(v116, bool))
                    or (isinstance(v116, float) and float.is_integer(v116))
                ):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v116 >= 300):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v116 <= 9007199254740991):
                    return _collect_schedule_view_v2(instance, 1)
                if not (isinstance((v114 := instance.get("id")), str)):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v114 != ""):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v114[0] not in _CHARS13):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v114[-1] not in _CHARS13):
                    return _collect_schedule_view_v2(instance, 1)
                if not (isinstance((v115 := instance.get("prompt")), str)):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v115 != ""):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v115[0] not in _CHARS13):
                    return _collect_schedule_view_v2(instance, 1)
                if not (v115[-1] not in _CHARS13):
                    return _collect_schedule_view_v2(instance, 1)
                if not (_P23.search(v117) is not None):
                    return _collect_schedule_view_v2(instance, 1)
                return []
            if not (len(instance) == 6):
                return _collect_schedule_view_v2(instance, 1)
            if not (instance.get("state") in ("scheduled", "overdue")):
                return _collect_schedule_view_v2(instance, 1)
            if not (instance.get("deliveryMode") == "session-local"):
                return _collect_schedule_view_v2(instance, 1)
            if not (isinstance((v116 := instance.get("scheduledAt")), str)):
                return _collect_schedule_view_v2(instance, 1)
            if not (len(v116) == 24):
                return _collect_schedule_view_v2(instance, 1)
            if not (isinstance((v114 := instance.get("id")), str)):
                return _collect_schedule_view_v2(instance, 1)
            if not (v114 != ""):
                return _collect_schedule_view_v2(instance, 1)
            if not (v114[0] not in _CHARS13):
                return _collect_schedule_view_v2(instance, 1)
            if not (v114[-1] not in _CHARS13):
                return _collect_schedule_view_v2(instance, 1)
            if not (isinstance((v115 := instance.get("prompt")), str)):
                return _collect_schedule_view_v2(instance, 1)
            if not (v115 != ""):
                return _collect_schedule_view_v2(instance, 1)
            if not (v115[0] not in _CHARS13):
                return _collect_schedule_view_v2(instance, 1)
            if not (v115[-1] not in _CHARS13):
                return _collect_schedule_view_v2(instance, 1)
            if not (_P23.search(v116) is not None):
                return _collect_schedule_view_v2(instance, 1)
            return []
        if not (len(instance) == 7):
            return _collect_schedule_view_v2(instance, 1)
        if not (instance.get("state") in ("scheduled", "overdue")):
            return _collect_schedule_view_v2(instance, 1)
        if not (instance.get("deliveryMode") == "session-local"):
            return _collect_schedule_view_v2(instance, 1)
        if not (isinstance((v117 := instance.get("scheduledAt")), str)):
            return _collect_schedule_view_v2(instance, 1)
        if not (len(v117) == 24):
            return _collect_schedule_view_v2(instance, 1)
        if not (
            type(v116 := instance.get("afterSeconds")) is int
            or (isinstance(v116, int) and not isinstance(v116, bool))
            or (isinstance(v116, float) and float.is_integer(v116))
        ):
            return _collect_schedule_view_v2(instance, 1)
        if not (v116 >= 1):
            return _collect_schedule_view_v2(instance, 1)
        if not (v116 <= 9007199254740991):
            return _collect_schedule_view_v2(instance, 1)
        if not (isinstance((v114 := instance.get("id")), str)):
            return _collect_schedule_view_v2(instance, 1)
        if not (v114 != ""):
            return _collect_schedule_view_v2(instance, 1)
        if not (v114[0] not in _CHARS13):
            return _collect_schedule_view_v2(instance, 1)
        if not (v114[-1] not in _CHARS13):
            return _collect_schedule_view_v2(instance, 1)
        if not (isinstance((v115 := instance.get("prompt")), str)):
            return _collect_schedule_view_v2(instance, 1)
        if not (v115 != ""):
            return _collect_schedule_view_v2(instance, 1)
        if not (v115[0] not in _CHARS13):
            return _collect_schedule_view_v2(instance, 1)
        if not (v115[-1] not in _CHARS13):
            return _collect_schedule_view_v2(instance, 1)
        if not (_P23.search(v117) is not None):
            return _collect_schedule_view_v2(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_view_v2, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_view_v2, instance, _too_deep_errors, 0)


def is_valid_schedule_view_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-view-v2.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not ((v121 := instance.get("kind")) == "after"):
            if not (v121 == "at"):
                if not (v121 == "every"):
                    if not (v121 == "calendar"):
                        return False
                    if not (len(instance) == 10):
                        return False
                    if not (isinstance((v126 := instance.get("timeZone")), str)):
                        return False
                    if not (instance.get("state") in ("scheduled", "overdue")):
                        return False
                    if not (instance.get("deliveryMode") == "session-local"):
                        return False
                    if not (isinstance((v124 := instance.get("time")), str)):
                        return False
                    if not (len(v124) == 5):
                        return False
                    if not (isinstance((v125 := instance.get("days")), list)):
                        return False
                    if not (not v125 or _l1(v125, 2)):
                        return False
                    if not (isinstance((v127 := instance.get("scheduledAt")), str)):
                        return False
                    if not (len(v127) == 24):
                        return False
                    if not (isinstance((v128 := instance.get("scheduledLocal")), str)):
                        return False
                    if not (len(v128) == 25):
                        return False
                    if not (isinstance((v122 := instance.get("id")), str)):
                        return False
                    if not (v122 != ""):
                        return False
                    if not (v122[0] not in _CHARS13):
                        return False
                    if not (v122[-1] not in _CHARS13):
                        return False
                    if not (isinstance((v123 := instance.get("prompt")), str)):
                        return False
                    if not (v123 != ""):
                        return False
                    if not (v123[0] not in _CHARS13):
                        return False
                    if not (v123[-1] not in _CHARS13):
                        return False
                    if not (_P159.search(v126) is not None):
                        return False
                    if not (_P156.search(v124) is not None):
                        return False
                    if not (_P23.search(v127) is not None):
                        return False
                    if not (_P297.search(v128) is not None):
                        return False
                    return True
                if not (len(instance) == 7):
                    return False
                if not (instance.get("state") in ("scheduled", "overdue")):
                    return False
                if not (instance.get("deliveryMode") == "session-local"):
                    return False
                if not (isinstance((v125 := instance.get("scheduledAt")), str)):
                    return False
                if not (len(v125) == 24):
                    return False
                if not (
                    type(v124 := instance.get("everySeconds")) is int
                    or (isinstance(v124, int) and not isinstance(v124, bool))
                    or (isinstance(v124, float) and float.is_integer(v124))
                ):
                    return False
                if not (v124 >= 300):
                    return False
                if not (v124 <= 9007199254740991):
                    return False
                if not (isinstance((v122 := instance.get("id")), str)):
                    return False
                if not (v122 != ""):
                    return False
                if not (v122[0] not in _CHARS13):
                    return False
                if not (v122[-1] not in _CHARS13):
                    return False
                if not (isinstance((v123 := instance.get("prompt")), str)):
                    return False
                if not (v123 != ""):
                    return False
                if not (v123[0] not in _CHARS13):
                    return False
                if not (v123[-1] not in _CHARS13):
                    return False
                if not (_P23.search(v125) is not None):
                    return False
                return True
            if not (len(instance) == 6):
                return False
            if not (instance.get("state") in ("scheduled", "overdue")):
                return False
            if not (instance.get("deliveryMode") == "session-local"):
                return False
            if not (isinstance((v124 := instance.get("scheduledAt")), str)):
                return False
            if not (len(v124) == 24):
                return False
            if not (isinstance((v122 := instance.get("id")), str)):
                return False
            if not (v122 != ""):
                return False
            if not (v122[0] not in _CHARS13):
                return False
            if not (v122[-1] not in _CHARS13):
                return False
            if not (isinstance((v123 := instance.get("prompt")), str)):
                return False
            if not (v123 != ""):
                return False
            if not (v123[0] not in _CHARS13):
                return False
            if not (v123[-1] not in _CHARS13):
                return False
            if not (_P23.search(v124) is not None):
                return False
            return True
        if not (len(instance) == 7):
            return False
        if not (instance.get("state") in ("scheduled", "overdue")):
            return False
        if not (instance.get("deliveryMode") == "session-local"):
            return False
        if not (isinstance((v125 := instance.get("scheduledAt")), str)):
            return False
        if not (len(v125) == 24):
            return False
        if not (
            type(v124 := instance.get("afterSeconds")) is int
            or (isinstance(v124, int) and not isinstance(v124, bool))
            or (isinstance(v124, float) and float.is_integer(v124))
        ):
            return False
        if not (v124 >= 1):
            return False
        if not (v124 <= 9007199254740991):
            return False
        if not (isinstance((v122 := instance.get("id")), str)):
            return False
        if not (v122 != ""):
            return False
        if not (v122[0] not in _CHARS13):
            return False
        if not (v122[-1] not in _CHARS13):
            return False
        if not (isinstance((v123 := instance.get("prompt")), str)):
            return False
        if not (v123 != ""):
            return False
        if not (v123[0] not in _CHARS13):
            return False
        if not (v123[-1] not in _CHARS13):
            return False
        if not (_P23.search(v125) is not None):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_view_v2, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_view_v2, instance, _too_deep_verdict, 0)


def _verdict_schedule_view_v2(instance: Any, d: int) -> bool:
    return _v15(instance, d)


def _errors_schedule_view_v2(instance: Any, d: int) -> list[Violation]:
    return [] if _v15(instance, d) else _collect_schedule_view_v2(instance, d)


def _collect_schedule_view_v2(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("kind") if isinstance(instance, dict) else None
    if tag1 == "after":
        errors.append(_X261)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R123))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K121
            if not exact2:
                if "id" not in instance:
                    errors.append(_X124)
                if "kind" not in instance:
                    errors.append(_X125)
                if "prompt" not in instance:
                    errors.append(_X126)
                if "afterSeconds" not in instance:
                    errors.append(_X127)
                if "scheduledAt" not in instance:
                    errors.append(_X128)
                if "state" not in instance:
                    errors.append(_X129)
                if "deliveryMode" not in instance:
                    errors.append(_X130)
            if "id" in instance:
                x3 = instance["id"]
                if not isinstance(x3, str):
                    errors.append(_mistyped("/id", x3, _R10))
                if isinstance(x3, str):
                    if not (x3 != ""):
                        errors.append(_X11)
                    if not (x3 != "" and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x4 = instance["kind"]
                if not (x4 == "after"):
                    errors.append(_X14)
            if "prompt" in instance:
                x5 = instance["prompt"]
                if not isinstance(x5, str):
                    errors.append(_mistyped("/prompt", x5, _R10))
                if isinstance(x5, str):
                    if not (x5 != ""):
                        errors.append(_X15)
                    if not (x5 != "" and x5[0] not in _CHARS13 and x5[-1] not in _CHARS13):
                        errors.append(_X16)
            if "afterSeconds" in instance:
                x6 = instance["afterSeconds"]
                if not (
                    type(x6) is int
                    or (isinstance(x6, int) and not isinstance(x6, bool))
                    or (isinstance(x6, float) and float.is_integer(x6))
                ):
                    errors.append(_mistyped("/afterSeconds", x6, _R17))
                if isinstance(x6, (int, float)) and not isinstance(x6, bool):
                    if not (x6 >= 1):
                        errors.append(_X18)
                    if not (x6 <= 9007199254740991):
                        errors.append(_X19)
            if "scheduledAt" in instance:
                x7 = instance["scheduledAt"]
                if not isinstance(x7, str):
                    errors.append(_mistyped("/scheduledAt", x7, _R21))
                if isinstance(x7, str):
                    if not (len(x7) == 24 and _P23.search(x7) is not None):
                        errors.append(_X22)
            if "state" in instance:
                x8 = instance["state"]
                if not (x8 in ("scheduled", "overdue")):
                    errors.append(_X131)
            if "deliveryMode" in instance:
                x9 = instance["deliveryMode"]
                if not (x9 == "session-local"):
                    errors.append(_X132)
            if not exact2:
                for key10 in _js_keys(instance):
                    if key10 not in _K121:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key10), *_R133)))
    elif tag1 == "at":
        errors.append(_X261)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R263))
        if isinstance(instance, dict):
            exact12 = instance.keys() == _K262
            if not exact12:
                if "id" not in instance:
                    errors.append(_X264)
                if "kind" not in instance:
                    errors.append(_X265)
                if "prompt" not in instance:
                    errors.append(_X266)
                if "scheduledAt" not in instance:
                    errors.append(_X267)
                if "state" not in instance:
                    errors.append(_X268)
                if "deliveryMode" not in instance:
                    errors.append(_X269)
            if "id" in instance:
                x13 = instance["id"]
                if not isinstance(x13, str):
                    errors.append(_mistyped("/id", x13, _R10))
                if isinstance(x13, str):
                    if not (x13 != ""):
                        errors.append(_X11)
                    if not (x13 != "" and x13[0] not in _CHARS13 and x13[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x14 = instance["kind"]
                if not (x14 == "at"):
                    errors.append(_X141)
            if "prompt" in instance:
                x15 = instance["prompt"]
                if not isinstance(x15, str):
                    errors.append(_mistyped("/prompt", x15, _R10))
                if isinstance(x15, str):
                    if not (x15 != ""):
                        errors.append(_X15)
                    if not (x15 != "" and x15[0] not in _CHARS13 and x15[-1] not in _CHARS13):
                        errors.append(_X16)
            if "scheduledAt" in instance:
                x16 = instance["scheduledAt"]
                if not isinstance(x16, str):
                    errors.append(_mistyped("/scheduledAt", x16, _R21))
                if isinstance(x16, str):
                    if not (len(x16) == 24 and _P23.search(x16) is not None):
                        errors.append(_X22)
            if "state" in instance:
                x17 = instance["state"]
                if not (x17 in ("scheduled", "overdue")):
                    errors.append(_X270)
            if "deliveryMode" in instance:
                x18 = instance["deliveryMode"]
                if not (x18 == "session-local"):
                    errors.append(_X271)
            if not exact12:
                for key19 in _js_keys(instance):
                    if key19 not in _K262:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key19), *_R272)))
    elif tag1 == "every":
        errors.append(_X261)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R274))
        if isinstance(instance, dict):
            exact21 = instance.keys() == _K273
            if not exact21:
                if "id" not in instance:
                    errors.append(_X275)
                if "kind" not in instance:
                    errors.append(_X276)
                if "prompt" not in instance:
                    errors.append(_X277)
                if "everySeconds" not in instance:
                    errors.append(_X278)
                if "scheduledAt" not in instance:
                    errors.append(_X279)
                if "state" not in instance:
                    errors.append(_X280)
                if "deliveryMode" not in instance:
                    errors.append(_X281)
            if "id" in instance:
                x22 = instance["id"]
                if not isinstance(x22, str):
                    errors.append(_mistyped("/id", x22, _R10))
                if isinstance(x22, str):
                    if not (x22 != ""):
                        errors.append(_X11)
                    if not (x22 != "" and x22[0] not in _CHARS13 and x22[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x23 = instance["kind"]
                if not (x23 == "every"):
                    errors.append(_X170)
            if "prompt" in instance:
                x24 = instance["prompt"]
                if not isinstance(x24, str):
                    errors.append(_mistyped("/prompt", x24, _R10))
                if isinstance(x24, str):
                    if not (x24 != ""):
                        errors.append(_X15)
                    if not (x24 != "" and x24[0] not in _CHARS13 and x24[-1] not in _CHARS13):
                        errors.append(_X16)
            if "everySeconds" in instance:
                x25 = instance["everySeconds"]
                if not (
                    type(x25) is int
                    or (isinstance(x25, int) and not isinstance(x25, bool))
                    or (isinstance(x25, float) and float.is_integer(x25))
                ):
                    errors.append(_mistyped("/everySeconds", x25, _R171))
                if isinstance(x25, (int, float)) and not isinstance(x25, bool):
                    if not (x25 >= 300):
                        errors.append(_X172)
                    if not (x25 <= 9007199254740991):
                        errors.append(_X173)
            if "scheduledAt" in instance:
                x26 = instance["scheduledAt"]
                if not isinstance(x26, str):
                    errors.append(_mistyped("/scheduledAt", x26, _R21))
                if isinstance(x26, str):
                    if not (len(x26) == 24 and _P23.search(x26) is not None):
                        errors.append(_X22)
            if "state" in instance:
                x27 = instance["state"]
                if not (x27 in ("scheduled", "overdue")):
                    errors.append(_X270)
            if "deliveryMode" in instance:
                x28 = instance["deliveryMode"]
                if not (x28 == "session-local"):
                    errors.append(_X271)
            if not exact21:
                for key29 in _js_keys(instance):
                    if key29 not in _K273:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key29), *_R282)))
    elif tag1 == "calendar":
        errors.append(_X261)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R284))
        if isinstance(instance, dict):
            exact31 = instance.keys() == _K283
            if not exact31:
                if "id" not in instance:
                    errors.append(_X285)
                if "kind" not in instance:
                    errors.append(_X286)
                if "prompt" not in instance:
                    errors.append(_X287)
                if "time" not in instance:
                    errors.append(_X288)
                if "days" not in instance:
                    errors.append(_X289)
                if "timeZone" not in instance:
                    errors.append(_X290)
                if "scheduledAt" not in instance:
                    errors.append(_X291)
                if "state" not in instance:
                    errors.append(_X292)
                if "deliveryMode" not in instance:
                    errors.append(_X293)
                if "scheduledLocal" not in instance:
                    errors.append(_X294)
            if "id" in instance:
                x32 = instance["id"]
                if not isinstance(x32, str):
                    errors.append(_mistyped("/id", x32, _R10))
                if isinstance(x32, str):
                    if not (x32 != ""):
                        errors.append(_X11)
                    if not (x32 != "" and x32[0] not in _CHARS13 and x32[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x33 = instance["kind"]
                if not (x33 == "calendar"):
                    errors.append(_X153)
            if "prompt" in instance:
                x34 = instance["prompt"]
                if not isinstance(x34, str):
                    errors.append(_mistyped("/prompt", x34, _R10))
                if isinstance(x34, str):
                    if not (x34 != ""):
                        errors.append(_X15)
                    if not (x34 != "" and x34[0] not in _CHARS13 and x34[-1] not in _CHARS13):
                        errors.append(_X16)
            if "time" in instance:
                x35 = instance["time"]
                if not isinstance(x35, str):
                    errors.append(_mistyped("/time", x35, _R154))
                if isinstance(x35, str):
                    if not (len(x35) == 5 and _P156.search(x35) is not None):
                        errors.append(_X155)
            if "days" in instance:
                _e66(instance["days"], "/days", errors, d + 1)
            if "timeZone" in instance:
                x36 = instance["timeZone"]
                if not isinstance(x36, str):
                    errors.append(_mistyped("/timeZone", x36, _R157))
                if isinstance(x36, str):
                    if _P159.search(x36) is None:
                        errors.append(_X158)
            if "scheduledAt" in instance:
                x37 = instance["scheduledAt"]
                if not isinstance(x37, str):
                    errors.append(_mistyped("/scheduledAt", x37, _R21))
                if isinstance(x37, str):
                    if not (len(x37) == 24 and _P23.search(x37) is not None):
                        errors.append(_X22)
            if "state" in instance:
                x38 = instance["state"]
                if not (x38 in ("scheduled", "overdue")):
                    errors.append(_X270)
            if "deliveryMode" in instance:
                x39 = instance["deliveryMode"]
                if not (x39 == "session-local"):
                    errors.append(_X271)
            if "scheduledLocal" in instance:
                x40 = instance["scheduledLocal"]
                if not isinstance(x40, str):
                    errors.append(_mistyped("/scheduledLocal", x40, _R295))
                if isinstance(x40, str):
                    if not (len(x40) == 25 and _P297.search(x40) is not None):
                        errors.append(_X296)
            if not exact31:
                for key41 in _js_keys(instance):
                    if key41 not in _K283:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key41), *_R298)))
    else:
        errors.append(_X261)
    return errors


def validate_schedule_create_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_create_arguments(instance, 1)
        if not (isinstance(instance.get("prompt"), str)):
            return _collect_schedule_create_arguments(instance, 1)
        if not (isinstance((v129 := instance.get("after_seconds")), (int, float))):
            return _collect_schedule_create_arguments(instance, 1)
        if not (not isinstance(v129, bool)):
            return _collect_schedule_create_arguments(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_create_arguments, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_create_arguments, instance, _too_deep_errors, 0)


def is_valid_schedule_create_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-create.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (isinstance(instance.get("prompt"), str)):
            return False
        if not (isinstance((v130 := instance.get("after_seconds")), (int, float))):
            return False
        if not (not isinstance(v130, bool)):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_create_arguments, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_create_arguments, instance, _too_deep_verdict, 0)


def _verdict_schedule_create_arguments(instance: Any, d: int) -> bool:
    return _v16(instance, d)


def _errors_schedule_create_arguments(instance: Any, d: int) -> list[Violation]:
    return [] if _v16(instance, d) else _collect_schedule_create_arguments(instance, d)


def _collect_schedule_create_arguments(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R300))
    if isinstance(instance, dict):
        if not _K301 <= instance.keys():
            if "prompt" not in instance:
                errors.append(_X302)
            if "after_seconds" not in instance:
                errors.append(_X303)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R304))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R305))
    return errors


def validate_schedule_create_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_create_output(instance, 1)
        if (
            len(instance) == 7
            and instance.get("kind") == "after"
            and instance.get("state") in ("scheduled", "overdue")
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v170 := instance.get("scheduledAt")), str)
            and len(v170) == 24
            and (
                type(v169 := instance.get("afterSeconds")) is int
                or (isinstance(v169, int) and not isinstance(v169, bool))
                or (isinstance(v169, float) and float.is_integer(v169))
            )
            and v169 >= 1
            and v169 <= 9007199254740991
            and isinstance((v167 := instance.get("id")), str)
            and v167 != ""
            and v167[0] not in _CHARS13
            and v167[-1] not in _CHARS13
            and isinstance((v168 := instance.get("prompt")), str)
            and v168 != ""
            and v168[0] not in _CHARS13
            and v168[-1] not in _CHARS13
            and _P23.search(v170) is not None
        ) or (
            (
                len(instance) == 3 + ("id" in instance)
                and instance.get("operation") in ("create", "list", "delete")
                and (
                    "id" not in instance
                    or (
                        isinstance((v173 := instance["id"]), str)
                        and v173 != ""
                        and v173[0] not in _CHARS13
                        and v173[-1] not in _CHARS13
                    )
                )
                and isinstance((v172 := instance.get("message")), str)
                and v172 != ""
            )
            if (v171 := instance.get("code")) == "persistence_uncertain"
            else (
                (
                    v171 == "invalid_prompt"
                    or v171 == "invalid_selector"
                    or v171 == "invalid_rule"
                    or v171 == "time_out_of_range"
                    or v171 == "corrupt_schedule_log"
                    or v171 == "internal_error"
                )
                and (
                    len(instance) == 2
                    and isinstance((v172 := instance.get("message")), str)
                    and v172 != ""
                )
            )
        ):
            return []
        return _collect_schedule_create_output(instance, 1)
    except RecursionError:
        return _deep(_errors_schedule_create_output, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_create_output, instance, _too_deep_errors, 0)


def is_valid_schedule_create_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-create.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if (
            len(instance) == 7
            and instance.get("kind") == "after"
            and instance.get("state") in ("scheduled", "overdue")
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v177 := instance.get("scheduledAt")), str)
            and len(v177) == 24
            and (
                type(v176 := instance.get("afterSeconds")) is int
                or (isinstance(v176, int) and not isinstance(v176, bool))
                or (isinstance(v176, float) and float.is_integer(v176))
            )
            and v176 >= 1
            and v176 <= 9007199254740991
            and isinstance((v174 := instance.get("id")), str)
            and v174 != ""
            and v174[0] not in _CHARS13
            and v174[-1] not in _CHARS13
            and isinstance((v175 := instance.get("prompt")), str)
            and v175 != ""
            and v175[0] not in _CHARS13
            and v175[-1] not in _CHARS13
            and _P23.search(v177) is not None
        ) or (
            (
                len(instance) == 3 + ("id" in instance)
                and instance.get("operation") in ("create", "list", "delete")
                and (
                    "id" not in instance
                    or (
                        isinstance((v180 := instance["id"]), str)
                        and v180 != ""
                        and v180[0] not in _CHARS13
                        and v180[-1] not in _CHARS13
                    )
                )
                and isinstance((v179 := instance.get("message")), str)
                and v179 != ""
            )
            if (v178 := instance.get("code")) == "persistence_uncertain"
            else (
                (
                    v178 == "invalid_prompt"
                    or v178 == "invalid_selector"
                    or v178 == "invalid_rule"
                    or v178 == "time_out_of_range"
                    or v178 == "corrupt_schedule_log"
                    or v178 == "internal_error"
                )
                and (
                    len(instance) == 2
                    and isinstance((v179 := instance.get("message")), str)
                    and v179 != ""
                )
            )
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_create_output, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_create_output, instance, _too_deep_verdict, 0)


def _verdict_schedule_create_output(instance: Any, d: int) -> bool:
    return _v17(instance, d)


def _errors_schedule_create_output(instance: Any, d: int) -> list[Violation]:
    return [] if _v17(instance, d) else _collect_schedule_create_output(instance, d)


def _collect_schedule_create_output(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        if not ((_v6(instance, d)) or (_v162(instance, d))):
            errors.append(_X306)
            _closest_e(instance, "", errors, d, _EX307, range(2))
    elif tag1 == "invalid_selector":
        if not ((_v6(instance, d)) or (_v163(instance, d))):
            errors.append(_X306)
            _closest_e(instance, "", errors, d, _EX308, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v6(instance, d)) or (_v164(instance, d))):
            errors.append(_X306)
            _closest_e(instance, "", errors, d, _EX309, range(2))
    elif tag1 == "time_out_of_range":
        if not ((_v6(instance, d)) or (_v165(instance, d))):
            errors.append(_X306)
            _closest_e(instance, "", errors, d, _EX310, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v6(instance, d)) or (_v166(instance, d))):
            errors.append(_X306)
            _closest_e(instance, "", errors, d, _EX311, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v6(instance, d)) or (_v167(instance, d))):
            errors.append(_X306)
            _closest_e(instance, "", errors, d, _EX312, range(2))
    elif tag1 == "internal_error":
        if not ((_v6(instance, d)) or (_v168(instance, d))):
            errors.append(_X306)
            _closest_e(instance, "", errors, d, _EX313, range(2))
    else:
        errors.append(_X306)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R123))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K121
            if not exact2:
                if "id" not in instance:
                    errors.append(_X124)
                if "kind" not in instance:
                    errors.append(_X125)
                if "prompt" not in instance:
                    errors.append(_X126)
                if "afterSeconds" not in instance:
                    errors.append(_X127)
                if "scheduledAt" not in instance:
                    errors.append(_X128)
                if "state" not in instance:
                    errors.append(_X129)
                if "deliveryMode" not in instance:
                    errors.append(_X130)
            if "id" in instance:
                x3 = instance["id"]
                if not isinstance(x3, str):
                    errors.append(_mistyped("/id", x3, _R10))
                if isinstance(x3, str):
                    if not (x3 != ""):
                        errors.append(_X11)
                    if not (x3 != "" and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                        errors.append(_X12)
            if "kind" in instance:
                x4 = instance["kind"]
                if not (x4 == "after"):
                    errors.append(_X14)
            if "prompt" in instance:
                x5 = instance["prompt"]
                if not isinstance(x5, str):
                    errors.append(_mistyped("/prompt", x5, _R10))
                if isinstance(x5, str):
                    if not (x5 != ""):
                        errors.append(_X15)
                    if not (x5 != "" and x5[0] not in _CHARS13 and x5[-1] not in _CHARS13):
                        errors.append(_X16)
            if "afterSeconds" in instance:
                x6 = instance["afterSeconds"]
                if not (
                    type(x6) is int
                    or (isinstance(x6, int) and not isinstance(x6, bool))
                    or (isinstance(x6, float) and float.is_integer(x6))
                ):
                    errors.append(_mistyped("/afterSeconds", x6, _R17))
                if isinstance(x6, (int, float)) and not isinstance(x6, bool):
                    if not (x6 >= 1):
                        errors.append(_X18)
                    if not (x6 <= 9007199254740991):
                        errors.append(_X19)
            if "scheduledAt" in instance:
                x7 = instance["scheduledAt"]
                if not isinstance(x7, str):
                    errors.append(_mistyped("/scheduledAt", x7, _R21))
                if isinstance(x7, str):
                    if not (len(x7) == 24 and _P23.search(x7) is not None):
                        errors.append(_X22)
            if "state" in instance:
                x8 = instance["state"]
                if not (x8 in ("scheduled", "overdue")):
                    errors.append(_X131)
            if "deliveryMode" in instance:
                x9 = instance["deliveryMode"]
                if not (x9 == "session-local"):
                    errors.append(_X132)
            if not exact2:
                for key10 in _js_keys(instance):
                    if key10 not in _K121:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key10), *_R133)))
    return errors


def validate_schedule_list_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-list.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_list_arguments(instance, 1)
        if not (not instance):
            return _collect_schedule_list_arguments(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_list_arguments, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_list_arguments, instance, _too_deep_errors, 0)


def is_valid_schedule_list_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-list.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (not instance):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_list_arguments, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_list_arguments, instance, _too_deep_verdict, 0)


def _verdict_schedule_list_arguments(instance: Any, d: int) -> bool:
    return _v18(instance, d)


def _errors_schedule_list_arguments(instance: Any, d: int) -> list[Violation]:
    return [] if _v18(instance, d) else _collect_schedule_list_arguments(instance, d)


def _collect_schedule_list_arguments(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R315))
    if isinstance(instance, dict):
        for key1 in _js_keys(instance):
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R316)))
    return errors


def validate_schedule_list_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and (not instance or _l9(instance, 1))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v207 := instance["id"]), str)
                            and v207 != ""
                            and v207[0] not in _CHARS13
                            and v207[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v206 := instance.get("message")), str)
                    and v206 != ""
                )
                if (v205 := instance.get("code")) == "persistence_uncertain"
                else (
                    (v205 == "corrupt_schedule_log" or v205 == "internal_error")
                    and (
                        len(instance) == 2
                        and isinstance((v206 := instance.get("message")), str)
                        and v206 != ""
                    )
                )
            )
        ):
            return []
        return _collect_schedule_list_output(instance, 1)
    except RecursionError:
        return _deep(_errors_schedule_list_output, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_list_output, instance, _too_deep_errors, 0)


def is_valid_schedule_list_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-list.json."""
    try:
        if (isinstance(instance, list) and (not instance or _l9(instance, 1))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v214 := instance["id"]), str)
                            and v214 != ""
                            and v214[0] not in _CHARS13
                            and v214[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v213 := instance.get("message")), str)
                    and v213 != ""
                )
                if (v212 := instance.get("code")) == "persistence_uncertain"
                else (
                    (v212 == "corrupt_schedule_log" or v212 == "internal_error")
                    and (
                        len(instance) == 2
                        and isinstance((v213 := instance.get("message")), str)
                        and v213 != ""
                    )
                )
            )
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_list_output, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_list_output, instance, _too_deep_verdict, 0)


def _verdict_schedule_list_output(instance: Any, d: int) -> bool:
    return _v19(instance, d)


def _errors_schedule_list_output(instance: Any, d: int) -> list[Violation]:
    return [] if _v19(instance, d) else _collect_schedule_list_output(instance, d)


def _collect_schedule_list_output(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "corrupt_schedule_log":
        if not (
            (isinstance(instance, list) and (not instance or _l9(instance, d)))
            or (_v166(instance, d))
        ):
            errors.append(_X317)
            _closest_e(instance, "", errors, d, _EX318, range(2))
    elif tag1 == "persistence_uncertain":
        if not (
            (isinstance(instance, list) and (not instance or _l9(instance, d)))
            or (_v167(instance, d))
        ):
            errors.append(_X317)
            _closest_e(instance, "", errors, d, _EX320, range(2))
    elif tag1 == "internal_error":
        if not (
            (isinstance(instance, list) and (not instance or _l9(instance, d)))
            or (_v168(instance, d))
        ):
            errors.append(_X317)
            _closest_e(instance, "", errors, d, _EX321, range(2))
    else:
        errors.append(_X317)
        if not isinstance(instance, list):
            errors.append(_mistyped("", instance, _R322))
        if isinstance(instance, list):
            for index2 in range(0, len(instance)):
                item3 = instance[index2]
                if not (_v6(item3, d + 1)):
                    _e6(item3, "/" + str(index2), errors, d + 1)
    return errors


def validate_schedule_delete_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_delete_arguments(instance, 1)
        if not (len(instance) == 1):
            return _collect_schedule_delete_arguments(instance, 1)
        if not (isinstance(instance.get("id"), str)):
            return _collect_schedule_delete_arguments(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_delete_arguments, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_delete_arguments, instance, _too_deep_errors, 0)


def is_valid_schedule_delete_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-delete.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 1):
            return False
        if not (isinstance(instance.get("id"), str)):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_delete_arguments, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_delete_arguments, instance, _too_deep_verdict, 0)


def _verdict_schedule_delete_arguments(instance: Any, d: int) -> bool:
    return _v20(instance, d)


def _errors_schedule_delete_arguments(instance: Any, d: int) -> list[Violation]:
    return [] if _v20(instance, d) else _collect_schedule_delete_arguments(instance, d)


def _collect_schedule_delete_arguments(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R324))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X325)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R326))
        if not instance.keys() <= _K328:
            for key2 in _js_keys(instance):
                if key2 in _K328:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R327)))
    return errors


def validate_schedule_delete_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_delete_output(instance, 1)
        if (
            len(instance) == 2
            and instance.get("deleted") is True
            and isinstance((v226 := instance.get("id")), str)
            and v226 != ""
            and v226[0] not in _CHARS13
            and v226[-1] not in _CHARS13
        ) or (
            (
                len(instance) == 3
                and instance.get("deleted") is False
                and isinstance((v228 := instance.get("id")), str)
                and v228 != ""
                and v228[0] not in _CHARS13
                and v228[-1] not in _CHARS13
            )
            if (v227 := instance.get("code")) == "schedule_not_found"
            else (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v229 := instance["id"]), str)
                            and v229 != ""
                            and v229[0] not in _CHARS13
                            and v229[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v228 := instance.get("message")), str)
                    and v228 != ""
                )
                if v227 == "persistence_uncertain"
                else (
                    (
                        v227 == "invalid_rule"
                        or v227 == "corrupt_schedule_log"
                        or v227 == "internal_error"
                    )
                    and (
                        len(instance) == 2
                        and isinstance((v228 := instance.get("message")), str)
                        and v228 != ""
                    )
                )
            )
        ):
            return []
        return _collect_schedule_delete_output(instance, 1)
    except RecursionError:
        return _deep(_errors_schedule_delete_output, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_delete_output, instance, _too_deep_errors, 0)


def is_valid_schedule_delete_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-delete.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if (
            len(instance) == 2
            and instance.get("deleted") is True
            and isinstance((v230 := instance.get("id")), str)
            and v230 != ""
            and v230[0] not in _CHARS13
            and v230[-1] not in _CHARS13
        ) or (
            (
                len(instance) == 3
                and instance.get("deleted") is False
                and isinstance((v232 := instance.get("id")), str)
                and v232 != ""
                and v232[0] not in _CHARS13
                and v232[-1] not in _CHARS13
            )
            if (v231 := instance.get("code")) == "schedule_not_found"
            else (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v233 := instance["id"]), str)
                            and v233 != ""
                            and v233[0] not in _CHARS13
                            and v233[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v232 := instance.get("message")), str)
                    and v232 != ""
                )
                if v231 == "persistence_uncertain"
                else (
                    (
                        v231 == "invalid_rule"
                        or v231 == "corrupt_schedule_log"
                        or v231 == "internal_error"
                    )
                    and (
                        len(instance) == 2
                        and isinstance((v232 := instance.get("message")), str)
                        and v232 != ""
                    )
                )
            )
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_delete_output, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_delete_output, instance, _too_deep_verdict, 0)


def _verdict_schedule_delete_output(instance: Any, d: int) -> bool:
    return _v21(instance, d)


def _errors_schedule_delete_output(instance: Any, d: int) -> list[Violation]:
    return [] if _v21(instance, d) else _collect_schedule_delete_output(instance, d)


def _collect_schedule_delete_output(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "schedule_not_found":
        if not ((_v184(instance, d)) or (_v185(instance, d))):
            errors.append(_X329)
            _closest_e(instance, "", errors, d, _EX330, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v184(instance, d)) or (_v164(instance, d))):
            errors.append(_X329)
            _closest_e(instance, "", errors, d, _EX331, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v184(instance, d)) or (_v166(instance, d))):
            errors.append(_X329)
            _closest_e(instance, "", errors, d, _EX332, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v184(instance, d)) or (_v167(instance, d))):
            errors.append(_X329)
            _closest_e(instance, "", errors, d, _EX333, range(2))
    elif tag1 == "internal_error":
        if not ((_v184(instance, d)) or (_v168(instance, d))):
            errors.append(_X329)
            _closest_e(instance, "", errors, d, _EX334, range(2))
    else:
        errors.append(_X329)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R336))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K335
            if not exact2:
                if "id" not in instance:
                    errors.append(_X337)
                if "deleted" not in instance:
                    errors.append(_X338)
            if "id" in instance:
                x3 = instance["id"]
                if not isinstance(x3, str):
                    errors.append(_mistyped("/id", x3, _R10))
                if isinstance(x3, str):
                    if not (x3 != ""):
                        errors.append(_X11)
                    if not (x3 != "" and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                        errors.append(_X12)
            if "deleted" in instance:
                x4 = instance["deleted"]
                if not (x4 is True):
                    errors.append(_X339)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K335:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R340)))
    return errors


def validate_schedule_create_v2_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-create.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_create_v2_arguments(instance, 1)
        if not (isinstance(instance.get("prompt"), str)):
            return _collect_schedule_create_v2_arguments(instance, 1)
        if not (
            "after_seconds" not in instance
            or (
                isinstance((v234 := instance["after_seconds"]), (int, float))
                and not isinstance(v234, bool)
            )
        ):
            return _collect_schedule_create_v2_arguments(instance, 1)
        if not (
            "at" not in instance
            or isinstance((v235 := instance["at"]), str)
            or (
                isinstance(v235, dict)
                and ("date" not in v235 or isinstance(v235["date"], str))
                and ("time" not in v235 or isinstance(v235["time"], str))
                and ("time_zone" not in v235 or isinstance(v235["time_zone"], str))
            )
        ):
            return _collect_schedule_create_v2_arguments(instance, 1)
        if not (
            "every_seconds" not in instance
            or (
                isinstance((v236 := instance["every_seconds"]), (int, float))
                and not isinstance(v236, bool)
            )
        ):
            return _collect_schedule_create_v2_arguments(instance, 1)
        if "calendar" not in instance or (
            isinstance((v238 := instance["calendar"]), dict)
            and ("time" not in v238 or isinstance(v238["time"], str))
            and (
                "days" not in v238
                or (isinstance((v237 := v238["days"]), list) and (not v237 or _l14(v237, 3)))
            )
            and ("time_zone" not in v238 or isinstance(v238["time_zone"], str))
        ):
            return []
        return _collect_schedule_create_v2_arguments(instance, 1)
    except RecursionError:
        return _deep(_errors_schedule_create_v2_arguments, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_create_v2_arguments, instance, _too_deep_errors, 0)


def is_valid_schedule_create_v2_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-create.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (isinstance(instance.get("prompt"), str)):
            return False
        if not (
            "after_seconds" not in instance
            or (
                isinstance((v239 := instance["after_seconds"]), (int, float))
                and not isinstance(v239, bool)
            )
        ):
            return False
        if not (
            "at" not in instance
            or isinstance((v240 := instance["at"]), str)
            or (
                isinstance(v240, dict)
                and ("date" not in v240 or isinstance(v240["date"], str))
                and ("time" not in v240 or isinstance(v240["time"], str))
                and ("time_zone" not in v240 or isinstance(v240["time_zone"], str))
            )
        ):
            return False
        if not (
            "every_seconds" not in instance
            or (
                isinstance((v241 := instance["every_seconds"]), (int, float))
                and not isinstance(v241, bool)
            )
        ):
            return False
        if "calendar" not in instance or (
            isinstance((v243 := instance["calendar"]), dict)
            and ("time" not in v243 or isinstance(v243["time"], str))
            and (
                "days" not in v243
                or (isinstance((v242 := v243["days"]), list) and (not v242 or _l14(v242, 3)))
            )
            and ("time_zone" not in v243 or isinstance(v243["time_zone"], str))
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_create_v2_arguments, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_create_v2_arguments, instance, _too_deep_verdict, 0)


def _verdict_schedule_create_v2_arguments(instance: Any, d: int) -> bool:
    return _v22(instance, d)


def _errors_schedule_create_v2_arguments(instance: Any, d: int) -> list[Violation]:
    return [] if _v22(instance, d) else _collect_schedule_create_v2_arguments(instance, d)


def _collect_schedule_create_v2_arguments(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R342))
    if isinstance(instance, dict):
        if "prompt" not in instance:
            errors.append(_X343)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R344))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R345))
        if "at" in instance:
            _e128(instance["at"], "/at", errors, d + 1)
        if "every_seconds" in instance:
            x3 = instance["every_seconds"]
            if not (isinstance(x3, (int, float)) and not isinstance(x3, bool)):
                errors.append(_mistyped("/every_seconds", x3, _R346))
        if "calendar" in instance:
            _e188(instance["calendar"], "/calendar", errors, d + 1)
    return errors


def validate_schedule_create_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-create.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_create_v2_output(instance, 1)
        if (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v475 := instance.get("scheduledAt")), str)
                and len(v475) == 24
                and (
                    type(v474 := instance.get("afterSeconds")) is int
                    or (isinstance(v474, int) and not isinstance(v474, bool))
                    or (isinstance(v474, float) and float.is_integer(v474))
                )
                and v474 >= 1
                and v474 <= 9007199254740991
                and isinstance((v472 := instance.get("id")), str)
                and v472 != ""
                and v472[0] not in _CHARS13
                and v472[-1] not in _CHARS13
                and isinstance((v473 := instance.get("prompt")), str)
                and v473 != ""
                and v473[0] not in _CHARS13
                and v473[-1] not in _CHARS13
                and _P23.search(v475) is not None
            )
            or (
                len(instance) == 6
                and instance.get("kind") == "at"
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v478 := instance.get("scheduledAt")), str)
                and len(v478) == 24
                and isinstance((v476 := instance.get("id")), str)
                and v476 != ""
                and v476[0] not in _CHARS13
                and v476[-1] not in _CHARS13
                and isinstance((v477 := instance.get("prompt")), str)
                and v477 != ""
                and v477[0] not in _CHARS13
                and v477[-1] not in _CHARS13
                and _P23.search(v478) is not None
            )
            or (
                len(instance) == 7
                and instance.get("kind") == "every"
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v482 := instance.get("scheduledAt")), str)
                and len(v482) == 24
                and (
                    type(v481 := instance.get("everySeconds")) is int
                    or (isinstance(v481, int) and not isinstance(v481, bool))
                    or (isinstance(v481, float) and float.is_integer(v481))
                )
                and v481 >= 300
                and v481 <= 9007199254740991
                and isinstance((v479 := instance.get("id")), str)
                and v479 != ""
                and v479[0] not in _CHARS13
                and v479[-1] not in _CHARS13
                and isinstance((v480 := instance.get("prompt")), str)
                and v480 != ""
                and v480[0] not in _CHARS13
                and v480[-1] not in _CHARS13
                and _P23.search(v482) is not None
            )
            or (
                len(instance) == 10
                and instance.get("kind") == "calendar"
                and isinstance((v487 := instance.get("timeZone")), str)
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v485 := instance.get("time")), str)
                and len(v485) == 5
                and isinstance((v486 := instance.get("days")), list)
                and (not v486 or _l1(v486, 2))
                and isinstance((v488 := instance.get("scheduledAt")), str)
                and len(v488) == 24
                and isinstance((v489 := instance.get("scheduledLocal")), str)
                and len(v489) == 25
                and isinstance((v483 := instance.get("id")), str)
                and v483 != ""
                and v483[0] not in _CHARS13
                and v483[-1] not in _CHARS13
                and isinstance((v484 := instance.get("prompt")), str)
                and v484 != ""
                and v484[0] not in _CHARS13
                and v484[-1] not in _CHARS13
                and _P159.search(v487) is not None
                and _P156.search(v485) is not None
                and _P23.search(v488) is not None
                and _P297.search(v489) is not None
            )
            or (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v492 := instance["id"]), str)
                            and v492 != ""
                            and v492[0] not in _CHARS13
                            and v492[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v491 := instance.get("message")), str)
                    and v491 != ""
                )
                if (v490 := instance.get("code")) == "persistence_uncertain"
                else (
                    (
                        v490 == "invalid_prompt"
                        or v490 == "invalid_selector"
                        or v490 == "invalid_rule"
                        or v490 == "invalid_time_zone"
                        or v490 == "frequency_too_high"
                        or v490 == "time_out_of_range"
                        or v490 == "not_future"
                        or v490 == "too_many_schedules"
                        or v490 == "corrupt_schedule_log"
                        or v490 == "internal_error"
                    )
                    and (
                        len(instance) == 2
                        and isinstance((v491 := instance.get("message")), str)
                        and v491 != ""
                    )
                )
            )
        ):
            return []
        return _collect_schedule_create_v2_output(instance, 1)
    except RecursionError:
        return _deep(_errors_schedule_create_v2_output, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_create_v2_output, instance, _too_deep_errors, 0)


def is_valid_schedule_create_v2_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-create.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v496 := instance.get("scheduledAt")), str)
                and len(v496) == 24
                and (
                    type(v495 := instance.get("afterSeconds")) is int
                    or (isinstance(v495, int) and not isinstance(v495, bool))
                    or (isinstance(v495, float) and float.is_integer(v495))
                )
                and v495 >= 1
                and v495 <= 9007199254740991
                and isinstance((v493 := instance.get("id")), str)
                and v493 != ""
                and v493[0] not in _CHARS13
                and v493[-1] not in _CHARS13
                and isinstance((v494 := instance.get("prompt")), str)
                and v494 != ""
                and v494[0] not in _CHARS13
                and v494[-1] not in _CHARS13
                and _P23.search(v496) is not None
            )
            or (
                len(instance) == 6
                and instance.get("kind") == "at"
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v499 := instance.get("scheduledAt")), str)
                and len(v499) == 24
                and isinstance((v497 := instance.get("id")), str)
                and v497 != ""
                and v497[0] not in _CHARS13
                and v497[-1] not in _CHARS13
                and isinstance((v498 := instance.get("prompt")), str)
                and v498 != ""
                and v498[0] not in _CHARS13
                and v498[-1] not in _CHARS13
                and _P23.search(v499) is not None
            )
            or (
                len(instance) == 7
                and instance.get("kind") == "every"
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v503 := instance.get("scheduledAt")), str)
                and len(v503) == 24
                and (
                    type(v502 := instance.get("everySeconds")) is int
                    or (isinstance(v502, int) and not isinstance(v502, bool))
                    or (isinstance(v502, float) and float.is_integer(v502))
                )
                and v502 >= 300
                and v502 <= 9007199254740991
                and isinstance((v500 := instance.get("id")), str)
                and v500 != ""
                and v500[0] not in _CHARS13
                and v500[-1] not in _CHARS13
                and isinstance((v501 := instance.get("prompt")), str)
                and v501 != ""
                and v501[0] not in _CHARS13
                and v501[-1] not in _CHARS13
                and _P23.search(v503) is not None
            )
            or (
                len(instance) == 10
                and instance.get("kind") == "calendar"
                and isinstance((v508 := instance.get("timeZone")), str)
                and instance.get("state") in ("scheduled", "overdue")
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v506 := instance.get("time")), str)
                and len(v506) == 5
                and isinstance((v507 := instance.get("days")), list)
                and (not v507 or _l1(v507, 2))
                and isinstance((v509 := instance.get("scheduledAt")), str)
                and len(v509) == 24
                and isinstance((v510 := instance.get("scheduledLocal")), str)
                and len(v510) == 25
                and isinstance((v504 := instance.get("id")), str)
                and v504 != ""
                and v504[0] not in _CHARS13
                and v504[-1] not in _CHARS13
                and isinstance((v505 := instance.get("prompt")), str)
                and v505 != ""
                and v505[0] not in _CHARS13
                and v505[-1] not in _CHARS13
                and _P159.search(v508) is not None
                and _P156.search(v506) is not None
                and _P23.search(v509) is not None
                and _P297.search(v510) is not None
            )
            or (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v513 := instance["id"]), str)
                            and v513 != ""
                            and v513[0] not in _CHARS13
                            and v513[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v512 := instance.get("message")), str)
                    and v512 != ""
                )
                if (v511 := instance.get("code")) == "persistence_uncertain"
                else (
                    (
                        v511 == "invalid_prompt"
                        or v511 == "invalid_selector"
                        or v511 == "invalid_rule"
                        or v511 == "invalid_time_zone"
                        or v511 == "frequency_too_high"
                        or v511 == "time_out_of_range"
                        or v511 == "not_future"
                        or v511 == "too_many_schedules"
                        or v511 == "corrupt_schedule_log"
                        or v511 == "internal_error"
                    )
                    and (
                        len(instance) == 2
                        and isinstance((v512 := instance.get("message")), str)
                        and v512 != ""
                    )
                )
            )
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_create_v2_output, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_create_v2_output, instance, _too_deep_verdict, 0)


def _verdict_schedule_create_v2_output(instance: Any, d: int) -> bool:
    return _v23(instance, d)


def _errors_schedule_create_v2_output(instance: Any, d: int) -> list[Violation]:
    return [] if _v23(instance, d) else _collect_schedule_create_v2_output(instance, d)


def _collect_schedule_create_v2_output(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v162(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX348, range(5))
    elif tag1 == "invalid_selector":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v163(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX349, range(5))
    elif tag1 == "invalid_rule":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v164(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX350, range(5))
    elif tag1 == "invalid_time_zone":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v175(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX351, range(5))
    elif tag1 == "frequency_too_high":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v176(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX352, range(5))
    elif tag1 == "time_out_of_range":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v165(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX353, range(5))
    elif tag1 == "not_future":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v178(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX354, range(5))
    elif tag1 == "too_many_schedules":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v179(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX355, range(5))
    elif tag1 == "corrupt_schedule_log":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v166(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX356, range(5))
    elif tag1 == "persistence_uncertain":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v167(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX357, range(5))
    elif tag1 == "internal_error":
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
            or (_v168(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX358, range(5))
    else:
        if not (
            (_v6(instance, d))
            or (_v180(instance, d))
            or (_v181(instance, d))
            or (_v182(instance, d))
        ):
            errors.append(_X347)
            _closest_e(instance, "", errors, d, _EX359, range(4))
    return errors


def validate_schedule_list_v2_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-list.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_list_v2_arguments(instance, 1)
        if not (not instance):
            return _collect_schedule_list_v2_arguments(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_list_v2_arguments, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_list_v2_arguments, instance, _too_deep_errors, 0)


def is_valid_schedule_list_v2_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-list.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (not instance):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_list_arguments, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_list_arguments, instance, _too_deep_verdict, 0)


def _errors_schedule_list_v2_arguments(instance: Any, d: int) -> list[Violation]:
    return [] if _v18(instance, d) else _collect_schedule_list_v2_arguments(instance, d)


def _collect_schedule_list_v2_arguments(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R361))
    if isinstance(instance, dict):
        for key1 in _js_keys(instance):
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R362)))
    return errors


def validate_schedule_list_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and (not instance or _l30(instance, 1))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v560 := instance["id"]), str)
                            and v560 != ""
                            and v560[0] not in _CHARS13
                            and v560[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v559 := instance.get("message")), str)
                    and v559 != ""
                )
                if (v558 := instance.get("code")) == "persistence_uncertain"
                else (
                    (v558 == "corrupt_schedule_log" or v558 == "internal_error")
                    and (
                        len(instance) == 2
                        and isinstance((v559 := instance.get("message")), str)
                        and v559 != ""
                    )
                )
            )
        ):
            return []
        return _collect_schedule_list_v2_output(instance, 1)
    except RecursionError:
        return _deep(_errors_schedule_list_v2_output, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_list_v2_output, instance, _too_deep_errors, 0)


def is_valid_schedule_list_v2_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-list.json."""
    try:
        if (isinstance(instance, list) and (not instance or _l30(instance, 1))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v571 := instance["id"]), str)
                            and v571 != ""
                            and v571[0] not in _CHARS13
                            and v571[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v570 := instance.get("message")), str)
                    and v570 != ""
                )
                if (v569 := instance.get("code")) == "persistence_uncertain"
                else (
                    (v569 == "corrupt_schedule_log" or v569 == "internal_error")
                    and (
                        len(instance) == 2
                        and isinstance((v570 := instance.get("message")), str)
                        and v570 != ""
                    )
                )
            )
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_list_v2_output, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_list_v2_output, instance, _too_deep_verdict, 0)


def _verdict_schedule_list_v2_output(instance: Any, d: int) -> bool:
    return _v25(instance, d)


def _errors_schedule_list_v2_output(instance: Any, d: int) -> list[Violation]:
    return [] if _v25(instance, d) else _collect_schedule_list_v2_output(instance, d)


def _collect_schedule_list_v2_output(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "corrupt_schedule_log":
        if not (
            (isinstance(instance, list) and (not instance or _l30(instance, d)))
            or (_v166(instance, d))
        ):
            errors.append(_X363)
            _closest_e(instance, "", errors, d, _EX364, range(2))
    elif tag1 == "persistence_uncertain":
        if not (
            (isinstance(instance, list) and (not instance or _l30(instance, d)))
            or (_v167(instance, d))
        ):
            errors.append(_X363)
            _closest_e(instance, "", errors, d, _EX365, range(2))
    elif tag1 == "internal_error":
        if not (
            (isinstance(instance, list) and (not instance or _l30(instance, d)))
            or (_v168(instance, d))
        ):
            errors.append(_X363)
            _closest_e(instance, "", errors, d, _EX366, range(2))
    else:
        errors.append(_X363)
        if not isinstance(instance, list):
            errors.append(_mistyped("", instance, _R367))
        if isinstance(instance, list):
            for index2 in range(0, len(instance)):
                item3 = instance[index2]
                if not (_v15(item3, d + 1)):
                    _e15(item3, "/" + str(index2), errors, d + 1)
    return errors


def validate_schedule_delete_v2_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_delete_v2_arguments(instance, 1)
        if not (len(instance) == 1):
            return _collect_schedule_delete_v2_arguments(instance, 1)
        if not (isinstance(instance.get("id"), str)):
            return _collect_schedule_delete_v2_arguments(instance, 1)
        return []
    except RecursionError:
        return _deep(_errors_schedule_delete_v2_arguments, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_delete_v2_arguments, instance, _too_deep_errors, 0)


def is_valid_schedule_delete_v2_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-delete.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if not (len(instance) == 1):
            return False
        if not (isinstance(instance.get("id"), str)):
            return False
        return True
    except RecursionError:
        return _deep(_verdict_schedule_delete_arguments, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_delete_arguments, instance, _too_deep_verdict, 0)


def _errors_schedule_delete_v2_arguments(instance: Any, d: int) -> list[Violation]:
    return [] if _v20(instance, d) else _collect_schedule_delete_v2_arguments(instance, d)


def _collect_schedule_delete_v2_arguments(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R369))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X370)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R371))
        if not instance.keys() <= _K328:
            for key2 in _js_keys(instance):
                if key2 in _K328:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R372)))
    return errors


def validate_schedule_delete_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if not (isinstance(instance, dict)):
            return _collect_schedule_delete_v2_output(instance, 1)
        if (
            len(instance) == 2
            and instance.get("deleted") is True
            and isinstance((v583 := instance.get("id")), str)
            and v583 != ""
            and v583[0] not in _CHARS13
            and v583[-1] not in _CHARS13
        ) or (
            (
                len(instance) == 3
                and instance.get("deleted") is False
                and isinstance((v585 := instance.get("id")), str)
                and v585 != ""
                and v585[0] not in _CHARS13
                and v585[-1] not in _CHARS13
            )
            if (v584 := instance.get("code")) == "schedule_not_found"
            else (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v586 := instance["id"]), str)
                            and v586 != ""
                            and v586[0] not in _CHARS13
                            and v586[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v585 := instance.get("message")), str)
                    and v585 != ""
                )
                if v584 == "persistence_uncertain"
                else (
                    (
                        v584 == "invalid_rule"
                        or v584 == "corrupt_schedule_log"
                        or v584 == "internal_error"
                    )
                    and (
                        len(instance) == 2
                        and isinstance((v585 := instance.get("message")), str)
                        and v585 != ""
                    )
                )
            )
        ):
            return []
        return _collect_schedule_delete_v2_output(instance, 1)
    except RecursionError:
        return _deep(_errors_schedule_delete_v2_output, instance, _too_deep_errors, 1)
    except _TooDeep:
        return _deep(_errors_schedule_delete_v2_output, instance, _too_deep_errors, 0)


def is_valid_schedule_delete_v2_output(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/tools/schedule-delete.json."""
    try:
        if not (isinstance(instance, dict)):
            return False
        if (
            len(instance) == 2
            and instance.get("deleted") is True
            and isinstance((v587 := instance.get("id")), str)
            and v587 != ""
            and v587[0] not in _CHARS13
            and v587[-1] not in _CHARS13
        ) or (
            (
                len(instance) == 3
                and instance.get("deleted") is False
                and isinstance((v589 := instance.get("id")), str)
                and v589 != ""
                and v589[0] not in _CHARS13
                and v589[-1] not in _CHARS13
            )
            if (v588 := instance.get("code")) == "schedule_not_found"
            else (
                (
                    len(instance) == 3 + ("id" in instance)
                    and instance.get("operation") in ("create", "list", "delete")
                    and (
                        "id" not in instance
                        or (
                            isinstance((v590 := instance["id"]), str)
                            and v590 != ""
                            and v590[0] not in _CHARS13
                            and v590[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v589 := instance.get("message")), str)
                    and v589 != ""
                )
                if v588 == "persistence_uncertain"
                else (
                    (
                        v588 == "invalid_rule"
                        or v588 == "corrupt_schedule_log"
                        or v588 == "internal_error"
                    )
                    and (
                        len(instance) == 2
                        and isinstance((v589 := instance.get("message")), str)
                        and v589 != ""
                    )
                )
            )
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_delete_output, instance, _too_deep_verdict, 1)
    except _TooDeep:
        return _deep(_verdict_schedule_delete_output, instance, _too_deep_verdict, 0)


def _errors_schedule_delete_v2_output(instance: Any, d: int) -> list[Violation]:
    return [] if _v21(instance, d) else _collect_schedule_delete_v2_output(instance, d)


def _collect_schedule_delete_v2_output(instance: Any, d: int) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "schedule_not_found":
        if not ((_v184(instance, d)) or (_v185(instance, d))):
            errors.append(_X373)
            _closest_e(instance, "", errors, d, _EX330, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v184(instance, d)) or (_v164(instance, d))):
            errors.append(_X373)
            _closest_e(instance, "", errors, d, _EX374, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v184(instance, d)) or (_v166(instance, d))):
            errors.append(_X373)
            _closest_e(instance, "", errors, d, _EX332, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v184(instance, d)) or (_v167(instance, d))):
            errors.append(_X373)
            _closest_e(instance, "", errors, d, _EX333, range(2))
    elif tag1 == "internal_error":
        if not ((_v184(instance, d)) or (_v168(instance, d))):
            errors.append(_X373)
            _closest_e(instance, "", errors, d, _EX334, range(2))
    else:
        errors.append(_X373)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R336))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K335
            if not exact2:
                if "id" not in instance:
                    errors.append(_X337)
                if "deleted" not in instance:
                    errors.append(_X338)
            if "id" in instance:
                x3 = instance["id"]
                if not isinstance(x3, str):
                    errors.append(_mistyped("/id", x3, _R10))
                if isinstance(x3, str):
                    if not (x3 != ""):
                        errors.append(_X11)
                    if not (x3 != "" and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                        errors.append(_X12)
            if "deleted" in instance:
                x4 = instance["deleted"]
                if not (x4 is True):
                    errors.append(_X339)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K335:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R340)))
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
def _e0(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R3))
    if isinstance(x, dict):
        exact1 = x.keys() == _K1
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R375)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R376)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R377)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R378)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R379)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R382)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R383)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R384)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if not exact1:
            for key7 in _js_keys(x):
                if key7 not in _K1:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key7), *_R24)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _e6(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R123))
    if isinstance(x, dict):
        exact1 = x.keys() == _K121
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R388)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R389)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R390)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R391)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R392)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R393)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R394)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R382)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R383)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R384)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if "state" in x:
            x7 = x["state"]
            if not (x7 in ("scheduled", "overdue")):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R395)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R396)))
        if not exact1:
            for key9 in _js_keys(x):
                if key9 not in _K121:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R133)))


# https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
def _e8(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R136))
    if isinstance(x, dict):
        exact1 = x.keys() == _K134
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R506)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R507)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R508)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R509)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "at"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R449)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
        if "scheduledAt" in x:
            x5 = x["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if not (len(x5) == 24 and _P23.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if not exact1:
            for key6 in _js_keys(x):
                if key6 not in _K134:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key6), *_R142)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
def _e9(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R145))
    if isinstance(x, dict):
        exact1 = x.keys() == _K143
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R515)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R516)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R517)))
            if "time" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R518)))
            if "days" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R519)))
            if "timeZone" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R520)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R521)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "calendar"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R472)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
        if "time" in x:
            x5 = x["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/time", x5, _R154))
            if isinstance(x5, str):
                if not (len(x5) == 5 and _P156.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/time", *_R473)))
        if "days" in x:
            _e66(x["days"], path + "/days", errors, d + 1)
        if "timeZone" in x:
            x6 = x["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/timeZone", x6, _R157))
            if isinstance(x6, str):
                if _P159.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/timeZone", *_R474)))
        if "scheduledAt" in x:
            x7 = x["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped(path + "/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if not (len(x7) == 24 and _P23.search(x7) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if not exact1:
            for key8 in _js_keys(x):
                if key8 not in _K143:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key8), *_R160)))


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
def _e10(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R164))
    if isinstance(x, dict):
        exact1 = x.keys() == _K162
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R510)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R511)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R512)))
            if "everySeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R513)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R514)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "every"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R459)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
        if "everySeconds" in x:
            x5 = x["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/everySeconds", x5, _R171))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R460)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R461)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if not exact1:
            for key7 in _js_keys(x):
                if key7 not in _K162:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key7), *_R174)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#
def _e13(x: Any, path: str, errors: list[Violation], d: int) -> None:
    tag1 = x.get("kind") if isinstance(x, dict) else None
    if tag1 == "after":
        mark2 = len(errors)
        _e0(x, path, errors, d)
        if len(errors) > mark2:
            errors.insert(mark2, tuple.__new__(Violation, (path, *_R387)))
    elif tag1 == "at":
        mark3 = len(errors)
        _e8(x, path, errors, d)
        if len(errors) > mark3:
            errors.insert(mark3, tuple.__new__(Violation, (path, *_R387)))
    elif tag1 == "every":
        mark4 = len(errors)
        _e10(x, path, errors, d)
        if len(errors) > mark4:
            errors.insert(mark4, tuple.__new__(Violation, (path, *_R387)))
    elif tag1 == "calendar":
        mark5 = len(errors)
        _e9(x, path, errors, d)
        if len(errors) > mark5:
            errors.insert(mark5, tuple.__new__(Violation, (path, *_R387)))
    else:
        errors.append(tuple.__new__(Violation, (path, *_R387)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
def _e15(x: Any, path: str, errors: list[Violation], d: int) -> None:
    tag1 = x.get("kind") if isinstance(x, dict) else None
    if tag1 == "after":
        mark2 = len(errors)
        _e6(x, path, errors, d)
        if len(errors) > mark2:
            errors.insert(mark2, tuple.__new__(Violation, (path, *_R504)))
    elif tag1 == "at":
        mark3 = len(errors)
        _e180(x, path, errors, d)
        if len(errors) > mark3:
            errors.insert(mark3, tuple.__new__(Violation, (path, *_R504)))
    elif tag1 == "every":
        mark4 = len(errors)
        _e181(x, path, errors, d)
        if len(errors) > mark4:
            errors.insert(mark4, tuple.__new__(Violation, (path, *_R504)))
    elif tag1 == "calendar":
        mark5 = len(errors)
        _e182(x, path, errors, d)
        if len(errors) > mark5:
            errors.insert(mark5, tuple.__new__(Violation, (path, *_R504)))
    else:
        errors.append(tuple.__new__(Violation, (path, *_R504)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
def _e66(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R386))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not (isinstance(item2, str) and item2 in _E161):
                _e169(item2, path + "/" + str(index1), errors, d + 1)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _e114(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R322))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not (_v6(item2, d + 1)):
                _e6(item2, path + "/" + str(index1), errors, d + 1)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at
def _e128(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not ((isinstance(x, str)) or (_v292(x, d))):
        errors.append(tuple.__new__(Violation, (path, *_R438)))
        _closest_e(x, path, errors, d, _EX439, range(2))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0
def _e147(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R367))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not (_v15(item2, d + 1)):
                _e15(item2, path + "/" + str(index1), errors, d + 1)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _e162(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R54))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R397)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R398)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_prompt"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R399)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R58))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R400)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R60)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _e163(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R61))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R401)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R402)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R403)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R65))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R404)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R67)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _e164(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R68))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R405)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R406)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R407)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R72))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R408)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R74)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _e165(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R75))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R409)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R410)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R411)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R79))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R412)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R81)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _e166(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R82))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R413)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R414)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "corrupt_schedule_log"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R415)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R86))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R416)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R88)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _e167(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R89))
    if isinstance(x, dict):
        if not _K90 <= x.keys():
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R417)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R418)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R419)))
        if "code" in x:
            x1 = x["code"]
            if not (x1 == "persistence_uncertain"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R420)))
        if "message" in x:
            x2 = x["message"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/message", x2, _R95))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R421)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 in ("create", "list", "delete")):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R422)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if not x.keys() <= _K99:
            for key5 in _js_keys(x):
                if key5 in _K99:
                    continue
                errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R98)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _e168(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R100))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R423)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R424)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "internal_error"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R425)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R104))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R426)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R106)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items
def _e169(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not (isinstance(x, str) and x in _E161):
        errors.append(tuple.__new__(Violation, (path, *_R505)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2
def _e173(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R201))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R476)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R477)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R478)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R205))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R479)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R207)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2
def _e174(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R208))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R480)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R481)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R482)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R212))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R483)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R214)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone
def _e175(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R215))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R484)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R485)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_time_zone"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R486)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R219))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R487)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R221)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh
def _e176(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R222))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R488)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R489)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "frequency_too_high"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R490)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R226))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R491)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R228)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2
def _e177(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R229))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R492)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R493)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R494)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R233))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R495)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R235)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture
def _e178(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R236))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R496)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R497)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "not_future"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R498)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R240))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R499)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R242)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules
def _e179(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R243))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R500)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R501)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "too_many_schedules"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R502)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R247))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R503)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R249)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
def _e180(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R263))
    if isinstance(x, dict):
        exact1 = x.keys() == _K262
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R443)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R444)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R445)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R446)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R447)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R448)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "at"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R449)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
        if "scheduledAt" in x:
            x5 = x["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if not (len(x5) == 24 and _P23.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if "state" in x:
            x6 = x["state"]
            if not (x6 in ("scheduled", "overdue")):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R450)))
        if "deliveryMode" in x:
            x7 = x["deliveryMode"]
            if not (x7 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R451)))
        if not exact1:
            for key8 in _js_keys(x):
                if key8 not in _K262:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key8), *_R272)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
def _e181(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R274))
    if isinstance(x, dict):
        exact1 = x.keys() == _K273
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R452)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R453)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R454)))
            if "everySeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R455)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R456)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R457)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R458)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "every"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R459)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
        if "everySeconds" in x:
            x5 = x["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/everySeconds", x5, _R171))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R460)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R461)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if "state" in x:
            x7 = x["state"]
            if not (x7 in ("scheduled", "overdue")):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R450)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R451)))
        if not exact1:
            for key9 in _js_keys(x):
                if key9 not in _K273:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R282)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
def _e182(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R284))
    if isinstance(x, dict):
        exact1 = x.keys() == _K283
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R462)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R463)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R464)))
            if "time" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R465)))
            if "days" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R466)))
            if "timeZone" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R467)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R468)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R469)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R470)))
            if "scheduledLocal" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R471)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "calendar"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R472)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R380)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
        if "time" in x:
            x5 = x["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/time", x5, _R154))
            if isinstance(x5, str):
                if not (len(x5) == 5 and _P156.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/time", *_R473)))
        if "days" in x:
            _e66(x["days"], path + "/days", errors, d + 1)
        if "timeZone" in x:
            x6 = x["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/timeZone", x6, _R157))
            if isinstance(x6, str):
                if _P159.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/timeZone", *_R474)))
        if "scheduledAt" in x:
            x7 = x["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped(path + "/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if not (len(x7) == 24 and _P23.search(x7) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R385)))
        if "state" in x:
            x8 = x["state"]
            if not (x8 in ("scheduled", "overdue")):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R450)))
        if "deliveryMode" in x:
            x9 = x["deliveryMode"]
            if not (x9 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R451)))
        if "scheduledLocal" in x:
            x10 = x["scheduledLocal"]
            if not isinstance(x10, str):
                errors.append(_mistyped(path + "/scheduledLocal", x10, _R295))
            if isinstance(x10, str):
                if not (len(x10) == 25 and _P297.search(x10) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledLocal", *_R475)))
        if not exact1:
            for key11 in _js_keys(x):
                if key11 not in _K283:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key11), *_R298)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _e184(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R336))
    if isinstance(x, dict):
        exact1 = x.keys() == _K335
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R427)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R428)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is True):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R429)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K335:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R340)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _e185(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R431))
    if isinstance(x, dict):
        exact1 = x.keys() == _K430
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R432)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R433)))
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R434)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R380)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is False):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R435)))
        if "code" in x:
            x4 = x["code"]
            if not (x4 == "schedule_not_found"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R436)))
        if not exact1:
            for key5 in _js_keys(x):
                if key5 not in _K430:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R437)))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0
def _e186(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, str):
        errors.append(_mistyped(path, x, _R522))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule
def _e188(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R440))
    if isinstance(x, dict):
        if "time" in x:
            x1 = x["time"]
            if not isinstance(x1, str):
                errors.append(_mistyped(path + "/time", x1, _R441))
        if "days" in x:
            _e294(x["days"], path + "/days", errors, d + 1)
        if "time_zone" in x:
            x2 = x["time_zone"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/time_zone", x2, _R442))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
def _e292(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R523))
    if isinstance(x, dict):
        if "date" in x:
            x1 = x["date"]
            if not isinstance(x1, str):
                errors.append(_mistyped(path + "/date", x1, _R524))
        if "time" in x:
            x2 = x["time"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/time", x2, _R525))
        if "time_zone" in x:
            x3 = x["time_zone"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/time_zone", x3, _R526))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days
def _e294(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R527))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not isinstance(item2, str):
                _e301(item2, path + "/" + str(index1), errors, d + 1)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items
def _e301(x: Any, path: str, errors: list[Violation], d: int) -> None:
    if not isinstance(x, str):
        errors.append(_mistyped(path, x, _R528))


def _v0(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 5):
        return False
    if not (x.get("kind") == "after"):
        return False
    if not (isinstance((v606 := x.get("scheduledAt")), str)):
        return False
    if not (len(v606) == 24):
        return False
    if not (
        type(v605 := x.get("afterSeconds")) is int
        or (isinstance(v605, int) and not isinstance(v605, bool))
        or (isinstance(v605, float) and float.is_integer(v605))
    ):
        return False
    if not (v605 >= 1):
        return False
    if not (v605 <= 9007199254740991):
        return False
    if not (isinstance((v603 := x.get("id")), str)):
        return False
    if not (v603 != ""):
        return False
    if not (v603[0] not in _CHARS13):
        return False
    if not (v603[-1] not in _CHARS13):
        return False
    if not (isinstance((v604 := x.get("prompt")), str)):
        return False
    if not (v604 != ""):
        return False
    if not (v604[0] not in _CHARS13):
        return False
    if not (v604[-1] not in _CHARS13):
        return False
    if not (_P23.search(v606) is not None):
        return False
    return True


def _v1(x: object, d: int) -> bool:
    if not (isinstance(x, str)):
        return False
    if not (len(x) == 24):
        return False
    if not (_P23.search(x) is not None):
        return False
    return True


def _v2(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not ((v607 := x.get("operation")) == "create"):
        if not (v607 == "delete" or v607 == "dispatch"):
            return False
        if not (len(x) == 3):
            return False
        if not ((v608 := x.get("version")) == 1):
            return False
        if not (v608 is not True):
            return False
        if not (isinstance((v609 := x.get("id")), str)):
            return False
        if not (v609 != ""):
            return False
        if not (v609[0] not in _CHARS13):
            return False
        if not (v609[-1] not in _CHARS13):
            return False
        return True
    if not (len(x) == 3):
        return False
    if not ((v608 := x.get("version")) == 1):
        return False
    if not (v608 is not True):
        return False
    if not (isinstance((v613 := x.get("schedule")), dict)):
        return False
    if not (len(v613) == 5):
        return False
    if not (v613.get("kind") == "after"):
        return False
    if not (isinstance((v612 := v613.get("scheduledAt")), str)):
        return False
    if not (len(v612) == 24):
        return False
    if not (
        type(v611 := v613.get("afterSeconds")) is int
        or (isinstance(v611, int) and not isinstance(v611, bool))
        or (isinstance(v611, float) and float.is_integer(v611))
    ):
        return False
    if not (v611 >= 1):
        return False
    if not (v611 <= 9007199254740991):
        return False
    if not (isinstance((v609 := v613.get("id")), str)):
        return False
    if not (v609 != ""):
        return False
    if not (v609[0] not in _CHARS13):
        return False
    if not (v609[-1] not in _CHARS13):
        return False
    if not (isinstance((v610 := v613.get("prompt")), str)):
        return False
    if not (v610 != ""):
        return False
    if not (v610[0] not in _CHARS13):
        return False
    if not (v610[-1] not in _CHARS13):
        return False
    if not (_P23.search(v612) is not None):
        return False
    return True


def _v3(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not ((v614 := x.get("code")) == "persistence_uncertain"):
        if not (
            v614 == "invalid_prompt"
            or v614 == "invalid_selector"
            or v614 == "invalid_rule"
            or v614 == "time_out_of_range"
            or v614 == "corrupt_schedule_log"
            or v614 == "internal_error"
        ):
            return False
        if not (len(x) == 2):
            return False
        if not (isinstance((v615 := x.get("message")), str)):
            return False
        if not (v615 != ""):
            return False
        return True
    if not (len(x) == 3 + ("id" in x)):
        return False
    if not (x.get("operation") in ("create", "list", "delete")):
        return False
    if not (
        "id" not in x
        or (
            isinstance((v616 := x["id"]), str)
            and v616 != ""
            and v616[0] not in _CHARS13
            and v616[-1] not in _CHARS13
        )
    ):
        return False
    if not (isinstance((v615 := x.get("message")), str)):
        return False
    if not (v615 != ""):
        return False
    return True


def _v4(x: object, d: int) -> bool:
    if not (isinstance(x, str)):
        return False
    if not (x != ""):
        return False
    if not (x[0] not in _CHARS13):
        return False
    if not (x[-1] not in _CHARS13):
        return False
    return True


def _v5(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 4):
        return False
    if not (x.get("deliveryMode") == "session-local"):
        return False
    if not (isinstance((v619 := x.get("occurrenceAt")), str)):
        return False
    if not (len(v619) == 24):
        return False
    if not (isinstance((v617 := x.get("scheduleId")), str)):
        return False
    if not (v617 != ""):
        return False
    if not (v617[0] not in _CHARS13):
        return False
    if not (v617[-1] not in _CHARS13):
        return False
    if not (isinstance((v618 := x.get("prompt")), str)):
        return False
    if not (v618 != ""):
        return False
    if not (v618[0] not in _CHARS13):
        return False
    if not (v618[-1] not in _CHARS13):
        return False
    if not (_P23.search(v619) is not None):
        return False
    return True


def _v6(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 7):
        return False
    if not (x.get("kind") == "after"):
        return False
    if not (x.get("state") in ("scheduled", "overdue")):
        return False
    if not (x.get("deliveryMode") == "session-local"):
        return False
    if not (isinstance((v623 := x.get("scheduledAt")), str)):
        return False
    if not (len(v623) == 24):
        return False
    if not (
        type(v622 := x.get("afterSeconds")) is int
        or (isinstance(v622, int) and not isinstance(v622, bool))
        or (isinstance(v622, float) and float.is_integer(v622))
    ):
        return False
    if not (v622 >= 1):
        return False
    if not (v622 <= 9007199254740991):
        return False
    if not (isinstance((v620 := x.get("id")), str)):
        return False
    if not (v620 != ""):
        return False
    if not (v620[0] not in _CHARS13):
        return False
    if not (v620[-1] not in _CHARS13):
        return False
    if not (isinstance((v621 := x.get("prompt")), str)):
        return False
    if not (v621 != ""):
        return False
    if not (v621[0] not in _CHARS13):
        return False
    if not (v621[-1] not in _CHARS13):
        return False
    if not (_P23.search(v623) is not None):
        return False
    return True


def _v8(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 4):
        return False
    if not (x.get("kind") == "at"):
        return False
    if not (isinstance((v626 := x.get("scheduledAt")), str)):
        return False
    if not (len(v626) == 24):
        return False
    if not (isinstance((v624 := x.get("id")), str)):
        return False
    if not (v624 != ""):
        return False
    if not (v624[0] not in _CHARS13):
        return False
    if not (v624[-1] not in _CHARS13):
        return False
    if not (isinstance((v625 := x.get("prompt")), str)):
        return False
    if not (v625 != ""):
        return False
    if not (v625[0] not in _CHARS13):
        return False
    if not (v625[-1] not in _CHARS13):
        return False
    if not (_P23.search(v626) is not None):
        return False
    return True


def _v9(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 7):
        return False
    if not (x.get("kind") == "calendar"):
        return False
    if not (isinstance((v631 := x.get("timeZone")), str)):
        return False
    if not (isinstance((v629 := x.get("time")), str)):
        return False
    if not (len(v629) == 5):
        return False
    if not (isinstance((v630 := x.get("days")), list)):
        return False
    if not (not v630 or _l1(v630, d + 1)):
        return False
    if not (isinstance((v632 := x.get("scheduledAt")), str)):
        return False
    if not (len(v632) == 24):
        return False
    if not (isinstance((v627 := x.get("id")), str)):
        return False
    if not (v627 != ""):
        return False
    if not (v627[0] not in _CHARS13):
        return False
    if not (v627[-1] not in _CHARS13):
        return False
    if not (isinstance((v628 := x.get("prompt")), str)):
        return False
    if not (v628 != ""):
        return False
    if not (v628[0] not in _CHARS13):
        return False
    if not (v628[-1] not in _CHARS13):
        return False
    if not (_P159.search(v631) is not None):
        return False
    if not (_P156.search(v629) is not None):
        return False
    if not (_P23.search(v632) is not None):
        return False
    return True


def _v10(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 5):
        return False
    if not (x.get("kind") == "every"):
        return False
    if not (isinstance((v636 := x.get("scheduledAt")), str)):
        return False
    if not (len(v636) == 24):
        return False
    if not (
        type(v635 := x.get("everySeconds")) is int
        or (isinstance(v635, int) and not isinstance(v635, bool))
        or (isinstance(v635, float) and float.is_integer(v635))
    ):
        return False
    if not (v635 >= 300):
        return False
    if not (v635 <= 9007199254740991):
        return False
    if not (isinstance((v633 := x.get("id")), str)):
        return False
    if not (v633 != ""):
        return False
    if not (v633[0] not in _CHARS13):
        return False
    if not (v633[-1] not in _CHARS13):
        return False
    if not (isinstance((v634 := x.get("prompt")), str)):
        return False
    if not (v634 != ""):
        return False
    if not (v634[0] not in _CHARS13):
        return False
    if not (v634[-1] not in _CHARS13):
        return False
    if not (_P23.search(v636) is not None):
        return False
    return True


def _v11(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not ((v637 := x.get("operation")) == "create"):
        if not (v637 == "delete"):
            if not (v637 == "dispatch"):
                return False
            if not (len(x) == 3 + ("occurrenceAt" in x)):
                return False
            if not (x.get("version") == 2):
                return False
            if not (
                "occurrenceAt" not in x
                or (
                    isinstance((v639 := x["occurrenceAt"]), str)
                    and len(v639) == 24
                    and _P23.search(v639) is not None
                )
            ):
                return False
            if not (isinstance((v638 := x.get("id")), str)):
                return False
            if not (v638 != ""):
                return False
            if not (v638[0] not in _CHARS13):
                return False
            if not (v638[-1] not in _CHARS13):
                return False
            return True
        if not (len(x) == 3):
            return False
        if not (x.get("version") == 2):
            return False
        if not (isinstance((v638 := x.get("id")), str)):
            return False
        if not (v638 != ""):
            return False
        if not (v638[0] not in _CHARS13):
            return False
        if not (v638[-1] not in _CHARS13):
            return False
        return True
    if not (len(x) == 3):
        return False
    if not ("schedule" in x):
        return False
    if not (x.get("version") == 2):
        return False
    if not (isinstance((v645 := x["schedule"]), dict)):
        return False
    if not ((v638 := v645.get("kind")) == "after"):
        if not (v638 == "at"):
            if not (v638 == "every"):
                if not (v638 == "calendar"):
                    return False
                if not (len(v645) == 7):
                    return False
                if not (isinstance((v643 := v645.get("timeZone")), str)):
                    return False
                if not (isinstance((v641 := v645.get("time")), str)):
                    return False
                if not (len(v641) == 5):
                    return False
                if not (isinstance((v642 := v645.get("days")), list)):
                    return False
                if not (not v642 or _l1(v642, d + 2)):
                    return False
                if not (isinstance((v644 := v645.get("scheduledAt")), str)):
                    return False
                if not (len(v644) == 24):
                    return False
                if not (isinstance((v639 := v645.get("id")), str)):
                    return False
                if not (v639 != ""):
                    return False
                if not (v639[0] not in _CHARS13):
                    return False
                if not (v639[-1] not in _CHARS13):
                    return False
                if not (isinstance((v640 := v645.get("prompt")), str)):
                    return False
                if not (v640 != ""):
                    return False
                if not (v640[0] not in _CHARS13):
                    return False
                if not (v640[-1] not in _CHARS13):
                    return False
                if not (_P159.search(v643) is not None):
                    return False
                if not (_P156.search(v641) is not None):
                    return False
                if not (_P23.search(v644) is not None):
                    return False
                return True
            if not (len(v645) == 5):
                return False
            if not (isinstance((v642 := v645.get("scheduledAt")), str)):
                return False
            if not (len(v642) == 24):
                return False
            if not (
                type(v641 := v645.get("everySeconds")) is int
                or (isinstance(v641, int) and not isinstance(v641, bool))
                or (isinstance(v641, float) and float.is_integer(v641))
            ):
                return False
            if not (v641 >= 300):
                return False
            if not (v641 <= 9007199254740991):
                return False
            if not (isinstance((v639 := v645.get("id")), str)):
                return False
            if not (v639 != ""):
                return False
            if not (v639[0] not in _CHARS13):
                return False
            if not (v639[-1] not in _CHARS13):
                return False
            if not (isinstance((v640 := v645.get("prompt")), str)):
                return False
            if not (v640 != ""):
                return False
            if not (v640[0] not in _CHARS13):
                return False
            if not (v640[-1] not in _CHARS13):
                return False
            if not (_P23.search(v642) is not None):
                return False
            return True
        if not (len(v645) == 4):
            return False
        if not (isinstance((v641 := v645.get("scheduledAt")), str)):
            return False
        if not (len(v641) == 24):
            return False
        if not (isinstance((v639 := v645.get("id")), str)):
            return False
        if not (v639 != ""):
            return False
        if not (v639[0] not in _CHARS13):
            return False
        if not (v639[-1] not in _CHARS13):
            return False
        if not (isinstance((v640 := v645.get("prompt")), str)):
            return False
        if not (v640 != ""):
            return False
        if not (v640[0] not in _CHARS13):
            return False
        if not (v640[-1] not in _CHARS13):
            return False
        if not (_P23.search(v641) is not None):
            return False
        return True
    if not (len(v645) == 5):
        return False
    if not (isinstance((v642 := v645.get("scheduledAt")), str)):
        return False
    if not (len(v642) == 24):
        return False
    if not (
        type(v641 := v645.get("afterSeconds")) is int
        or (isinstance(v641, int) and not isinstance(v641, bool))
        or (isinstance(v641, float) and float.is_integer(v641))
    ):
        return False
    if not (v641 >= 1):
        return False
    if not (v641 <= 9007199254740991):
        return False
    if not (isinstance((v639 := v645.get("id")), str)):
        return False
    if not (v639 != ""):
        return False
    if not (v639[0] not in _CHARS13):
        return False
    if not (v639[-1] not in _CHARS13):
        return False
    if not (isinstance((v640 := v645.get("prompt")), str)):
        return False
    if not (v640 != ""):
        return False
    if not (v640[0] not in _CHARS13):
        return False
    if not (v640[-1] not in _CHARS13):
        return False
    if not (_P23.search(v642) is not None):
        return False
    return True


def _v12(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not ((v646 := x.get("code")) == "persistence_uncertain"):
        if not (
            v646 == "invalid_prompt"
            or v646 == "invalid_selector"
            or v646 == "invalid_rule"
            or v646 == "invalid_time_zone"
            or v646 == "frequency_too_high"
            or v646 == "time_out_of_range"
            or v646 == "not_future"
            or v646 == "too_many_schedules"
            or v646 == "corrupt_schedule_log"
            or v646 == "internal_error"
        ):
            return False
        if not (len(x) == 2):
            return False
        if not (isinstance((v647 := x.get("message")), str)):
            return False
        if not (v647 != ""):
            return False
        return True
    if not (len(x) == 3 + ("id" in x)):
        return False
    if not (x.get("operation") in ("create", "list", "delete")):
        return False
    if not (
        "id" not in x
        or (
            isinstance((v648 := x["id"]), str)
            and v648 != ""
            and v648[0] not in _CHARS13
            and v648[-1] not in _CHARS13
        )
    ):
        return False
    if not (isinstance((v647 := x.get("message")), str)):
        return False
    if not (v647 != ""):
        return False
    return True


def _v13(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not ((v649 := x.get("kind")) == "after"):
        if not (v649 == "at"):
            if not (v649 == "every"):
                if not (v649 == "calendar"):
                    return False
                if not (len(x) == 7):
                    return False
                if not (isinstance((v654 := x.get("timeZone")), str)):
                    return False
                if not (isinstance((v652 := x.get("time")), str)):
                    return False
                if not (len(v652) == 5):
                    return False
                if not (isinstance((v653 := x.get("days")), list)):
                    return False
                if not (not v653 or _l1(v653, d + 1)):
                    return False
                if not (isinstance((v655 := x.get("scheduledAt")), str)):
                    return False
                if not (len(v655) == 24):
                    return False
                if not (isinstance((v650 := x.get("id")), str)):
                    return False
                if not (v650 != ""):
                    return False
                if not (v650[0] not in _CHARS13):
                    return False
                if not (v650[-1] not in _CHARS13):
                    return False
                if not (isinstance((v651 := x.get("prompt")), str)):
                    return False
                if not (v651 != ""):
                    return False
                if not (v651[0] not in _CHARS13):
                    return False
                if not (v651[-1] not in _CHARS13):
                    return False
                if not (_P159.search(v654) is not None):
                    return False
                if not (_P156.search(v652) is not None):
                    return False
                if not (_P23.search(v655) is not None):
                    return False
                return True
            if not (len(x) == 5):
                return False
            if not (isinstance((v653 := x.get("scheduledAt")), str)):
                return False
            if not (len(v653) == 24):
                return False
            if not (
                type(v652 := x.get("everySeconds")) is int
                or (isinstance(v652, int) and not isinstance(v652, bool))
                or (isinstance(v652, float) and float.is_integer(v652))
            ):
                return False
            if not (v652 >= 300):
                return False
            if not (v652 <= 9007199254740991):
                return False
            if not (isinstance((v650 := x.get("id")), str)):
                return False
            if not (v650 != ""):
                return False
            if not (v650[0] not in _CHARS13):
                return False
            if not (v650[-1] not in _CHARS13):
                return False
            if not (isinstance((v651 := x.get("prompt")), str)):
                return False
            if not (v651 != ""):
                return False
            if not (v651[0] not in _CHARS13):
                return False
            if not (v651[-1] not in _CHARS13):
                return False
            if not (_P23.search(v653) is not None):
                return False
            return True
        if not (len(x) == 4):
            return False
        if not (isinstance((v652 := x.get("scheduledAt")), str)):
            return False
        if not (len(v652) == 24):
            return False
        if not (isinstance((v650 := x.get("id")), str)):
            return False
        if not (v650 != ""):
            return False
        if not (v650[0] not in _CHARS13):
            return False
        if not (v650[-1] not in _CHARS13):
            return False
        if not (isinstance((v651 := x.get("prompt")), str)):
            return False
        if not (v651 != ""):
            return False
        if not (v651[0] not in _CHARS13):
            return False
        if not (v651[-1] not in _CHARS13):
            return False
        if not (_P23.search(v652) is not None):
            return False
        return True
    if not (len(x) == 5):
        return False
    if not (isinstance((v653 := x.get("scheduledAt")), str)):
        return False
    if not (len(v653) == 24):
        return False
    if not (
        type(v652 := x.get("afterSeconds")) is int
        or (isinstance(v652, int) and not isinstance(v652, bool))
        or (isinstance(v652, float) and float.is_integer(v652))
    ):
        return False
    if not (v652 >= 1):
        return False
    if not (v652 <= 9007199254740991):
        return False
    if not (isinstance((v650 := x.get("id")), str)):
        return False
    if not (v650 != ""):
        return False
    if not (v650[0] not in _CHARS13):
        return False
    if not (v650[-1] not in _CHARS13):
        return False
    if not (isinstance((v651 := x.get("prompt")), str)):
        return False
    if not (v651 != ""):
        return False
    if not (v651[0] not in _CHARS13):
        return False
    if not (v651[-1] not in _CHARS13):
        return False
    if not (_P23.search(v653) is not None):
        return False
    return True


def _v15(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not ((v659 := x.get("kind")) == "after"):
        if not (v659 == "at"):
            if not (v659 == "every"):
                if not (v659 == "calendar"):
                    return False
                if not (len(x) == 10):
                    return False
                if not (isinstance((v664 := x.get("timeZone")), str)):
                    return False
                if not (x.get("state") in ("scheduled", "overdue")):
                    return False
                if not (x.get("deliveryMode") == "session-local"):
                    return False
                if not (isinstance((v662 := x.get("time")), str)):
                    return False
                if not (len(v662) == 5):
                    return False
                if not (isinstance((v663 := x.get("days")), list)):
                    return False
                if not (not v663 or _l1(v663, d + 1)):
                    return False
                if not (isinstance((v665 := x.get("scheduledAt")), str)):
                    return False
                if not (len(v665) == 24):
                    return False
                if not (isinstance((v666 := x.get("scheduledLocal")), str)):
                    return False
                if not (len(v666) == 25):
                    return False
                if not (isinstance((v660 := x.get("id")), str)):
                    return False
                if not (v660 != ""):
                    return False
                if not (v660[0] not in _CHARS13):
                    return False
                if not (v660[-1] not in _CHARS13):
                    return False
                if not (isinstance((v661 := x.get("prompt")), str)):
                    return False
                if not (v661 != ""):
                    return False
                if not (v661[0] not in _CHARS13):
                    return False
                if not (v661[-1] not in _CHARS13):
                    return False
                if not (_P159.search(v664) is not None):
                    return False
                if not (_P156.search(v662) is not None):
                    return False
                if not (_P23.search(v665) is not None):
                    return False
                if not (_P297.search(v666) is not None):
                    return False
                return True
            if not (len(x) == 7):
                return False
            if not (x.get("state") in ("scheduled", "overdue")):
                return False
            if not (x.get("deliveryMode") == "session-local"):
                return False
            if not (isinstance((v663 := x.get("scheduledAt")), str)):
                return False
            if not (len(v663) == 24):
                return False
            if not (
                type(v662 := x.get("everySeconds")) is int
                or (isinstance(v662, int) and not isinstance(v662, bool))
                or (isinstance(v662, float) and float.is_integer(v662))
            ):
                return False
            if not (v662 >= 300):
                return False
            if not (v662 <= 9007199254740991):
                return False
            if not (isinstance((v660 := x.get("id")), str)):
                return False
            if not (v660 != ""):
                return False
            if not (v660[0] not in _CHARS13):
                return False
            if not (v660[-1] not in _CHARS13):
                return False
            if not (isinstance((v661 := x.get("prompt")), str)):
                return False
            if not (v661 != ""):
                return False
            if not (v661[0] not in _CHARS13):
                return False
            if not (v661[-1] not in _CHARS13):
                return False
            if not (_P23.search(v663) is not None):
                return False
            return True
        if not (len(x) == 6):
            return False
        if not (x.get("state") in ("scheduled", "overdue")):
            return False
        if not (x.get("deliveryMode") == "session-local"):
            return False
        if not (isinstance((v662 := x.get("scheduledAt")), str)):
            return False
        if not (len(v662) == 24):
            return False
        if not (isinstance((v660 := x.get("id")), str)):
            return False
        if not (v660 != ""):
            return False
        if not (v660[0] not in _CHARS13):
            return False
        if not (v660[-1] not in _CHARS13):
            return False
        if not (isinstance((v661 := x.get("prompt")), str)):
            return False
        if not (v661 != ""):
            return False
        if not (v661[0] not in _CHARS13):
            return False
        if not (v661[-1] not in _CHARS13):
            return False
        if not (_P23.search(v662) is not None):
            return False
        return True
    if not (len(x) == 7):
        return False
    if not (x.get("state") in ("scheduled", "overdue")):
        return False
    if not (x.get("deliveryMode") == "session-local"):
        return False
    if not (isinstance((v663 := x.get("scheduledAt")), str)):
        return False
    if not (len(v663) == 24):
        return False
    if not (
        type(v662 := x.get("afterSeconds")) is int
        or (isinstance(v662, int) and not isinstance(v662, bool))
        or (isinstance(v662, float) and float.is_integer(v662))
    ):
        return False
    if not (v662 >= 1):
        return False
    if not (v662 <= 9007199254740991):
        return False
    if not (isinstance((v660 := x.get("id")), str)):
        return False
    if not (v660 != ""):
        return False
    if not (v660[0] not in _CHARS13):
        return False
    if not (v660[-1] not in _CHARS13):
        return False
    if not (isinstance((v661 := x.get("prompt")), str)):
        return False
    if not (v661 != ""):
        return False
    if not (v661[0] not in _CHARS13):
        return False
    if not (v661[-1] not in _CHARS13):
        return False
    if not (_P23.search(v663) is not None):
        return False
    return True


def _v16(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (isinstance(x.get("prompt"), str)):
        return False
    if not (isinstance((v667 := x.get("after_seconds")), (int, float))):
        return False
    if not (not isinstance(v667, bool)):
        return False
    return True


def _v162(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "invalid_prompt"):
        return False
    if not (isinstance((v668 := x.get("message")), str)):
        return False
    if not (v668 != ""):
        return False
    return True


def _v163(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "invalid_selector"):
        return False
    if not (isinstance((v669 := x.get("message")), str)):
        return False
    if not (v669 != ""):
        return False
    return True


def _v164(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "invalid_rule"):
        return False
    if not (isinstance((v670 := x.get("message")), str)):
        return False
    if not (v670 != ""):
        return False
    return True


def _v165(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "time_out_of_range"):
        return False
    if not (isinstance((v671 := x.get("message")), str)):
        return False
    if not (v671 != ""):
        return False
    return True


def _v166(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "corrupt_schedule_log"):
        return False
    if not (isinstance((v672 := x.get("message")), str)):
        return False
    if not (v672 != ""):
        return False
    return True


def _v167(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 3 + ("id" in x)):
        return False
    if not (x.get("code") == "persistence_uncertain"):
        return False
    if not (x.get("operation") in ("create", "list", "delete")):
        return False
    if not (
        "id" not in x
        or (
            isinstance((v674 := x["id"]), str)
            and v674 != ""
            and v674[0] not in _CHARS13
            and v674[-1] not in _CHARS13
        )
    ):
        return False
    if not (isinstance((v673 := x.get("message")), str)):
        return False
    if not (v673 != ""):
        return False
    return True


def _v168(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "internal_error"):
        return False
    if not (isinstance((v675 := x.get("message")), str)):
        return False
    if not (v675 != ""):
        return False
    return True


def _v17(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if (
        len(x) == 7
        and x.get("kind") == "after"
        and x.get("state") in ("scheduled", "overdue")
        and x.get("deliveryMode") == "session-local"
        and isinstance((v679 := x.get("scheduledAt")), str)
        and len(v679) == 24
        and (
            type(v678 := x.get("afterSeconds")) is int
            or (isinstance(v678, int) and not isinstance(v678, bool))
            or (isinstance(v678, float) and float.is_integer(v678))
        )
        and v678 >= 1
        and v678 <= 9007199254740991
        and isinstance((v676 := x.get("id")), str)
        and v676 != ""
        and v676[0] not in _CHARS13
        and v676[-1] not in _CHARS13
        and isinstance((v677 := x.get("prompt")), str)
        and v677 != ""
        and v677[0] not in _CHARS13
        and v677[-1] not in _CHARS13
        and _P23.search(v679) is not None
    ) or (
        (
            len(x) == 3 + ("id" in x)
            and x.get("operation") in ("create", "list", "delete")
            and (
                "id" not in x
                or (
                    isinstance((v682 := x["id"]), str)
                    and v682 != ""
                    and v682[0] not in _CHARS13
                    and v682[-1] not in _CHARS13
                )
            )
            and isinstance((v681 := x.get("message")), str)
            and v681 != ""
        )
        if (v680 := x.get("code")) == "persistence_uncertain"
        else (
            (
                v680 == "invalid_prompt"
                or v680 == "invalid_selector"
                or v680 == "invalid_rule"
                or v680 == "time_out_of_range"
                or v680 == "corrupt_schedule_log"
                or v680 == "internal_error"
            )
            and (len(x) == 2 and isinstance((v681 := x.get("message")), str) and v681 != "")
        )
    ):
        return True
    return False


def _v18(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (not x):
        return False
    return True


def _v19(x: object, d: int) -> bool:
    if (isinstance(x, list) and (not x or _l9(x, d))) or (
        isinstance(x, dict)
        and (
            (
                len(x) == 3 + ("id" in x)
                and x.get("operation") in ("create", "list", "delete")
                and (
                    "id" not in x
                    or (
                        isinstance((v689 := x["id"]), str)
                        and v689 != ""
                        and v689[0] not in _CHARS13
                        and v689[-1] not in _CHARS13
                    )
                )
                and isinstance((v688 := x.get("message")), str)
                and v688 != ""
            )
            if (v687 := x.get("code")) == "persistence_uncertain"
            else (
                (v687 == "corrupt_schedule_log" or v687 == "internal_error")
                and (len(x) == 2 and isinstance((v688 := x.get("message")), str) and v688 != "")
            )
        )
    ):
        return True
    return False


def _v20(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 1):
        return False
    if not (isinstance(x.get("id"), str)):
        return False
    return True


def _v184(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("deleted") is True):
        return False
    if not (isinstance((v690 := x.get("id")), str)):
        return False
    if not (v690 != ""):
        return False
    if not (v690[0] not in _CHARS13):
        return False
    if not (v690[-1] not in _CHARS13):
        return False
    return True


def _v185(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 3):
        return False
    if not (x.get("deleted") is False):
        return False
    if not (x.get("code") == "schedule_not_found"):
        return False
    if not (isinstance((v691 := x.get("id")), str)):
        return False
    if not (v691 != ""):
        return False
    if not (v691[0] not in _CHARS13):
        return False
    if not (v691[-1] not in _CHARS13):
        return False
    return True


def _v21(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if (
        len(x) == 2
        and x.get("deleted") is True
        and isinstance((v692 := x.get("id")), str)
        and v692 != ""
        and v692[0] not in _CHARS13
        and v692[-1] not in _CHARS13
    ) or (
        (
            len(x) == 3
            and x.get("deleted") is False
            and isinstance((v694 := x.get("id")), str)
            and v694 != ""
            and v694[0] not in _CHARS13
            and v694[-1] not in _CHARS13
        )
        if (v693 := x.get("code")) == "schedule_not_found"
        else (
            (
                len(x) == 3 + ("id" in x)
                and x.get("operation") in ("create", "list", "delete")
                and (
                    "id" not in x
                    or (
                        isinstance((v695 := x["id"]), str)
                        and v695 != ""
                        and v695[0] not in _CHARS13
                        and v695[-1] not in _CHARS13
                    )
                )
                and isinstance((v694 := x.get("message")), str)
                and v694 != ""
            )
            if v693 == "persistence_uncertain"
            else (
                (
                    v693 == "invalid_rule"
                    or v693 == "corrupt_schedule_log"
                    or v693 == "internal_error"
                )
                and (len(x) == 2 and isinstance((v694 := x.get("message")), str) and v694 != "")
            )
        )
    ):
        return True
    return False


def _v22(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (isinstance(x.get("prompt"), str)):
        return False
    if not (
        "after_seconds" not in x
        or (isinstance((v696 := x["after_seconds"]), (int, float)) and not isinstance(v696, bool))
    ):
        return False
    if not (
        "at" not in x
        or isinstance((v697 := x["at"]), str)
        or (
            isinstance(v697, dict)
            and ("date" not in v697 or isinstance(v697["date"], str))
            and ("time" not in v697 or isinstance(v697["time"], str))
            and ("time_zone" not in v697 or isinstance(v697["time_zone"], str))
        )
    ):
        return False
    if not (
        "every_seconds" not in x
        or (isinstance((v698 := x["every_seconds"]), (int, float)) and not isinstance(v698, bool))
    ):
        return False
    if "calendar" not in x or (
        isinstance((v700 := x["calendar"]), dict)
        and ("time" not in v700 or isinstance(v700["time"], str))
        and (
            "days" not in v700
            or (isinstance((v699 := v700["days"]), list) and (not v699 or _l14(v699, d + 2)))
        )
        and ("time_zone" not in v700 or isinstance(v700["time_zone"], str))
    ):
        return True
    return False


def _v180(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 6):
        return False
    if not (x.get("kind") == "at"):
        return False
    if not (x.get("state") in ("scheduled", "overdue")):
        return False
    if not (x.get("deliveryMode") == "session-local"):
        return False
    if not (isinstance((v703 := x.get("scheduledAt")), str)):
        return False
    if not (len(v703) == 24):
        return False
    if not (isinstance((v701 := x.get("id")), str)):
        return False
    if not (v701 != ""):
        return False
    if not (v701[0] not in _CHARS13):
        return False
    if not (v701[-1] not in _CHARS13):
        return False
    if not (isinstance((v702 := x.get("prompt")), str)):
        return False
    if not (v702 != ""):
        return False
    if not (v702[0] not in _CHARS13):
        return False
    if not (v702[-1] not in _CHARS13):
        return False
    if not (_P23.search(v703) is not None):
        return False
    return True


def _v181(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 7):
        return False
    if not (x.get("kind") == "every"):
        return False
    if not (x.get("state") in ("scheduled", "overdue")):
        return False
    if not (x.get("deliveryMode") == "session-local"):
        return False
    if not (isinstance((v707 := x.get("scheduledAt")), str)):
        return False
    if not (len(v707) == 24):
        return False
    if not (
        type(v706 := x.get("everySeconds")) is int
        or (isinstance(v706, int) and not isinstance(v706, bool))
        or (isinstance(v706, float) and float.is_integer(v706))
    ):
        return False
    if not (v706 >= 300):
        return False
    if not (v706 <= 9007199254740991):
        return False
    if not (isinstance((v704 := x.get("id")), str)):
        return False
    if not (v704 != ""):
        return False
    if not (v704[0] not in _CHARS13):
        return False
    if not (v704[-1] not in _CHARS13):
        return False
    if not (isinstance((v705 := x.get("prompt")), str)):
        return False
    if not (v705 != ""):
        return False
    if not (v705[0] not in _CHARS13):
        return False
    if not (v705[-1] not in _CHARS13):
        return False
    if not (_P23.search(v707) is not None):
        return False
    return True


def _v182(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 10):
        return False
    if not (x.get("kind") == "calendar"):
        return False
    if not (isinstance((v712 := x.get("timeZone")), str)):
        return False
    if not (x.get("state") in ("scheduled", "overdue")):
        return False
    if not (x.get("deliveryMode") == "session-local"):
        return False
    if not (isinstance((v710 := x.get("time")), str)):
        return False
    if not (len(v710) == 5):
        return False
    if not (isinstance((v711 := x.get("days")), list)):
        return False
    if not (not v711 or _l1(v711, d + 1)):
        return False
    if not (isinstance((v713 := x.get("scheduledAt")), str)):
        return False
    if not (len(v713) == 24):
        return False
    if not (isinstance((v714 := x.get("scheduledLocal")), str)):
        return False
    if not (len(v714) == 25):
        return False
    if not (isinstance((v708 := x.get("id")), str)):
        return False
    if not (v708 != ""):
        return False
    if not (v708[0] not in _CHARS13):
        return False
    if not (v708[-1] not in _CHARS13):
        return False
    if not (isinstance((v709 := x.get("prompt")), str)):
        return False
    if not (v709 != ""):
        return False
    if not (v709[0] not in _CHARS13):
        return False
    if not (v709[-1] not in _CHARS13):
        return False
    if not (_P159.search(v712) is not None):
        return False
    if not (_P156.search(v710) is not None):
        return False
    if not (_P23.search(v713) is not None):
        return False
    if not (_P297.search(v714) is not None):
        return False
    return True


def _v175(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "invalid_time_zone"):
        return False
    if not (isinstance((v717 := x.get("message")), str)):
        return False
    if not (v717 != ""):
        return False
    return True


def _v176(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "frequency_too_high"):
        return False
    if not (isinstance((v718 := x.get("message")), str)):
        return False
    if not (v718 != ""):
        return False
    return True


def _v178(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "not_future"):
        return False
    if not (isinstance((v720 := x.get("message")), str)):
        return False
    if not (v720 != ""):
        return False
    return True


def _v179(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not (len(x) == 2):
        return False
    if not (x.get("code") == "too_many_schedules"):
        return False
    if not (isinstance((v721 := x.get("message")), str)):
        return False
    if not (v721 != ""):
        return False
    return True


def _v23(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if (
        (
            len(x) == 7
            and x.get("kind") == "after"
            and x.get("state") in ("scheduled", "overdue")
            and x.get("deliveryMode") == "session-local"
            and isinstance((v725 := x.get("scheduledAt")), str)
            and len(v725) == 24
            and (
                type(v724 := x.get("afterSeconds")) is int
                or (isinstance(v724, int) and not isinstance(v724, bool))
                or (isinstance(v724, float) and float.is_integer(v724))
            )
            and v724 >= 1
            and v724 <= 9007199254740991
            and isinstance((v722 := x.get("id")), str)
            and v722 != ""
            and v722[0] not in _CHARS13
            and v722[-1] not in _CHARS13
            and isinstance((v723 := x.get("prompt")), str)
            and v723 != ""
            and v723[0] not in _CHARS13
            and v723[-1] not in _CHARS13
            and _P23.search(v725) is not None
        )
        or (
            len(x) == 6
            and x.get("kind") == "at"
            and x.get("state") in ("scheduled", "overdue")
            and x.get("deliveryMode") == "session-local"
            and isinstance((v728 := x.get("scheduledAt")), str)
            and len(v728) == 24
            and isinstance((v726 := x.get("id")), str)
            and v726 != ""
            and v726[0] not in _CHARS13
            and v726[-1] not in _CHARS13
            and isinstance((v727 := x.get("prompt")), str)
            and v727 != ""
            and v727[0] not in _CHARS13
            and v727[-1] not in _CHARS13
            and _P23.search(v728) is not None
        )
        or (
            len(x) == 7
            and x.get("kind") == "every"
            and x.get("state") in ("scheduled", "overdue")
            and x.get("deliveryMode") == "session-local"
            and isinstance((v732 := x.get("scheduledAt")), str)
            and len(v732) == 24
            and (
                type(v731 := x.get("everySeconds")) is int
                or (isinstance(v731, int) and not isinstance(v731, bool))
                or (isinstance(v731, float) and float.is_integer(v731))
            )
            and v731 >= 300
            and v731 <= 9007199254740991
            and isinstance((v729 := x.get("id")), str)
            and v729 != ""
            and v729[0] not in _CHARS13
            and v729[-1] not in _CHARS13
            and isinstance((v730 := x.get("prompt")), str)
            and v730 != ""
            and v730[0] not in _CHARS13
            and v730[-1] not in _CHARS13
            and _P23.search(v732) is not None
        )
        or (
            len(x) == 10
            and x.get("kind") == "calendar"
            and isinstance((v737 := x.get("timeZone")), str)
            and x.get("state") in ("scheduled", "overdue")
            and x.get("deliveryMode") == "session-local"
            and isinstance((v735 := x.get("time")), str)
            and len(v735) == 5
            and isinstance((v736 := x.get("days")), list)
            and (not v736 or _l1(v736, d + 1))
            and isinstance((v738 := x.get("scheduledAt")), str)
            and len(v738) == 24
            and isinstance((v739 := x.get("scheduledLocal")), str)
            and len(v739) == 25
            and isinstance((v733 := x.get("id")), str)
            and v733 != ""
            and v733[0] not in _CHARS13
            and v733[-1] not in _CHARS13
            and isinstance((v734 := x.get("prompt")), str)
            and v734 != ""
            and v734[0] not in _CHARS13
            and v734[-1] not in _CHARS13
            and _P159.search(v737) is not None
            and _P156.search(v735) is not None
            and _P23.search(v738) is not None
            and _P297.search(v739) is not None
        )
        or (
            (
                len(x) == 3 + ("id" in x)
                and x.get("operation") in ("create", "list", "delete")
                and (
                    "id" not in x
                    or (
                        isinstance((v742 := x["id"]), str)
                        and v742 != ""
                        and v742[0] not in _CHARS13
                        and v742[-1] not in _CHARS13
                    )
                )
                and isinstance((v741 := x.get("message")), str)
                and v741 != ""
            )
            if (v740 := x.get("code")) == "persistence_uncertain"
            else (
                (
                    v740 == "invalid_prompt"
                    or v740 == "invalid_selector"
                    or v740 == "invalid_rule"
                    or v740 == "invalid_time_zone"
                    or v740 == "frequency_too_high"
                    or v740 == "time_out_of_range"
                    or v740 == "not_future"
                    or v740 == "too_many_schedules"
                    or v740 == "corrupt_schedule_log"
                    or v740 == "internal_error"
                )
                and (len(x) == 2 and isinstance((v741 := x.get("message")), str) and v741 != "")
            )
        )
    ):
        return True
    return False


def _v25(x: object, d: int) -> bool:
    if (isinstance(x, list) and (not x or _l30(x, d))) or (
        isinstance(x, dict)
        and (
            (
                len(x) == 3 + ("id" in x)
                and x.get("operation") in ("create", "list", "delete")
                and (
                    "id" not in x
                    or (
                        isinstance((v753 := x["id"]), str)
                        and v753 != ""
                        and v753[0] not in _CHARS13
                        and v753[-1] not in _CHARS13
                    )
                )
                and isinstance((v752 := x.get("message")), str)
                and v752 != ""
            )
            if (v751 := x.get("code")) == "persistence_uncertain"
            else (
                (v751 == "corrupt_schedule_log" or v751 == "internal_error")
                and (len(x) == 2 and isinstance((v752 := x.get("message")), str) and v752 != "")
            )
        )
    ):
        return True
    return False


def _v292(x: object, d: int) -> bool:
    if not (isinstance(x, dict)):
        return False
    if not ("date" not in x or isinstance(x["date"], str)):
        return False
    if not ("time" not in x or isinstance(x["time"], str)):
        return False
    if "time_zone" not in x or isinstance(x["time_zone"], str):
        return True
    return False


def _l1(x: Any, d: int) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E161):
            return False
    return True


def _l9(x: Any, d: int) -> bool:
    values = ""
    for item in x:
        if not (
            isinstance(item, dict)
            and len(item) == 7
            and item.get("kind") == "after"
            and item.get("state") in ("scheduled", "overdue")
            and item.get("deliveryMode") == "session-local"
            and isinstance((v184 := item.get("scheduledAt")), str)
            and len(v184) == 24
            and (
                type(v183 := item.get("afterSeconds")) is int
                or (isinstance(v183, int) and not isinstance(v183, bool))
                or (isinstance(v183, float) and float.is_integer(v183))
            )
            and v183 >= 1
            and v183 <= 9007199254740991
            and isinstance((v181 := item.get("id")), str)
            and v181 != ""
            and v181[0] not in _CHARS13
            and v181[-1] not in _CHARS13
            and isinstance((v182 := item.get("prompt")), str)
            and v182 != ""
            and v182[0] not in _CHARS13
            and v182[-1] not in _CHARS13
        ):
            return False
        values += v184
    return _J319.fullmatch(values) is not None


def _l14(x: Any, d: int) -> bool:
    for item in x:
        if not (isinstance(item, str)):
            return False
    return True


def _l30(x: Any, d: int) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and (
                (
                    len(item) == 7
                    and item.get("state") in ("scheduled", "overdue")
                    and item.get("deliveryMode") == "session-local"
                    and isinstance((v518 := item.get("scheduledAt")), str)
                    and len(v518) == 24
                    and (
                        type(v517 := item.get("afterSeconds")) is int
                        or (isinstance(v517, int) and not isinstance(v517, bool))
                        or (isinstance(v517, float) and float.is_integer(v517))
                    )
                    and v517 >= 1
                    and v517 <= 9007199254740991
                    and isinstance((v515 := item.get("id")), str)
                    and v515 != ""
                    and v515[0] not in _CHARS13
                    and v515[-1] not in _CHARS13
                    and isinstance((v516 := item.get("prompt")), str)
                    and v516 != ""
                    and v516[0] not in _CHARS13
                    and v516[-1] not in _CHARS13
                    and _P23.search(v518) is not None
                )
                if (v514 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("state") in ("scheduled", "overdue")
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v517 := item.get("scheduledAt")), str)
                        and len(v517) == 24
                        and isinstance((v515 := item.get("id")), str)
                        and v515 != ""
                        and v515[0] not in _CHARS13
                        and v515[-1] not in _CHARS13
                        and isinstance((v516 := item.get("prompt")), str)
                        and v516 != ""
                        and v516[0] not in _CHARS13
                        and v516[-1] not in _CHARS13
                        and _P23.search(v517) is not None
                    )
                    if v514 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("state") in ("scheduled", "overdue")
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v518 := item.get("scheduledAt")), str)
                            and len(v518) == 24
                            and (
                                type(v517 := item.get("everySeconds")) is int
                                or (isinstance(v517, int) and not isinstance(v517, bool))
                                or (isinstance(v517, float) and float.is_integer(v517))
                            )
                            and v517 >= 300
                            and v517 <= 9007199254740991
                            and isinstance((v515 := item.get("id")), str)
                            and v515 != ""
                            and v515[0] not in _CHARS13
                            and v515[-1] not in _CHARS13
                            and isinstance((v516 := item.get("prompt")), str)
                            and v516 != ""
                            and v516[0] not in _CHARS13
                            and v516[-1] not in _CHARS13
                            and _P23.search(v518) is not None
                        )
                        if v514 == "every"
                        else (
                            v514 == "calendar"
                            and (
                                len(item) == 10
                                and isinstance((v519 := item.get("timeZone")), str)
                                and item.get("state") in ("scheduled", "overdue")
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v517 := item.get("time")), str)
                                and len(v517) == 5
                                and isinstance((v518 := item.get("days")), list)
                                and (not v518 or _l1(v518, d + 1 + 1))
                                and isinstance((v520 := item.get("scheduledAt")), str)
                                and len(v520) == 24
                                and isinstance((v521 := item.get("scheduledLocal")), str)
                                and len(v521) == 25
                                and isinstance((v515 := item.get("id")), str)
                                and v515 != ""
                                and v515[0] not in _CHARS13
                                and v515[-1] not in _CHARS13
                                and isinstance((v516 := item.get("prompt")), str)
                                and v516 != ""
                                and v516[0] not in _CHARS13
                                and v516[-1] not in _CHARS13
                                and _P159.search(v519) is not None
                                and _P156.search(v517) is not None
                                and _P23.search(v520) is not None
                                and _P297.search(v521) is not None
                            )
                        )
                    )
                )
            )
        ):
            return False
    return True


_EX307 = (
    _e6,
    _e162,
)

_EX308 = (
    _e6,
    _e163,
)

_EX309 = (
    _e6,
    _e164,
)

_EX310 = (
    _e6,
    _e165,
)

_EX311 = (
    _e6,
    _e166,
)

_EX312 = (
    _e6,
    _e167,
)

_EX313 = (
    _e6,
    _e168,
)

_EX318 = (
    _e114,
    _e166,
)

_EX320 = (
    _e114,
    _e167,
)

_EX321 = (
    _e114,
    _e168,
)

_EX330 = (
    _e184,
    _e185,
)

_EX331 = (
    _e184,
    _e164,
)

_EX332 = (
    _e184,
    _e166,
)

_EX333 = (
    _e184,
    _e167,
)

_EX334 = (
    _e184,
    _e168,
)

_EX348 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e162,
)

_EX349 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e173,
)

_EX350 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e174,
)

_EX351 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e175,
)

_EX352 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e176,
)

_EX353 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e177,
)

_EX354 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e178,
)

_EX355 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e179,
)

_EX356 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e166,
)

_EX357 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e167,
)

_EX358 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e168,
)

_EX359 = (
    _e6,
    _e180,
    _e181,
    _e182,
)

_EX364 = (
    _e147,
    _e166,
)

_EX365 = (
    _e147,
    _e167,
)

_EX366 = (
    _e147,
    _e168,
)

_EX374 = (
    _e184,
    _e174,
)

_EX439 = (
    _e186,
    _e292,
)
