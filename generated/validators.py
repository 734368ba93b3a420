# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs 2480bce72183e4fbb93bcea3c43d09ba text b09c56ab83669a1ec13486ace4980b83
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

_E98 = frozenset(
    (
        "create",
        "list",
        "delete",
    )
)

_R99 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/PersistenceUncertain/additionalProperties",
)

_K100 = frozenset(
    (
        "code",
        "message",
        "operation",
        "id",
    )
)

_R101 = (
    "type",
    "expected object, got ",
    _D51 + "#/$defs/InternalError/type",
)

_X102 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InternalError/required",
)

_X103 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InternalError/required",
)

_X104 = Violation(
    "/code",
    "const",
    'must be "internal_error"',
    _D51 + "#/$defs/InternalError/properties/code/const",
)

_R105 = (
    "type",
    "expected string, got ",
    _D51 + "#/$defs/InternalError/properties/message/type",
)

_X106 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InternalError/properties/message/minLength",
)

_R107 = (
    "additionalProperties",
    "is not allowed",
    _D51 + "#/$defs/InternalError/additionalProperties",
)

_X108 = Violation(
    "",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X109 = Violation(
    "",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_K110 = frozenset(
    (
        "scheduleId",
        "prompt",
        "occurrenceAt",
        "deliveryMode",
    )
)

_D111 = "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json"

_R112 = (
    "type",
    "expected object, got ",
    _D111 + "#/type",
)

_X113 = Violation(
    "",
    "required",
    'missing required property "scheduleId"',
    _D111 + "#/required",
)

_X114 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D111 + "#/required",
)

_X115 = Violation(
    "",
    "required",
    'missing required property "occurrenceAt"',
    _D111 + "#/required",
)

_X116 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D111 + "#/required",
)

_X117 = Violation(
    "/scheduleId",
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_X118 = Violation(
    "/scheduleId",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_X119 = Violation(
    "/occurrenceAt",
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_X120 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D111 + "#/properties/deliveryMode/const",
)

_R121 = (
    "additionalProperties",
    "is not allowed",
    _D111 + "#/additionalProperties",
)

_K122 = frozenset(
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

_D123 = "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json"

_R124 = (
    "type",
    "expected object, got ",
    _D123 + "#/type",
)

_X125 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D123 + "#/required",
)

_X126 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D123 + "#/required",
)

_X127 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D123 + "#/required",
)

_X128 = Violation(
    "",
    "required",
    'missing required property "afterSeconds"',
    _D123 + "#/required",
)

_X129 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D123 + "#/required",
)

_X130 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D123 + "#/required",
)

_X131 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D123 + "#/required",
)

_X132 = Violation(
    "/state",
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D123 + "#/properties/state/enum",
)

_E133 = frozenset(
    (
        "scheduled",
        "overdue",
    )
)

_X134 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D123 + "#/properties/deliveryMode/const",
)

_R135 = (
    "additionalProperties",
    "is not allowed",
    _D123 + "#/additionalProperties",
)

_K136 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "scheduledAt",
    )
)

_D137 = "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json"

_R138 = (
    "type",
    "expected object, got ",
    _D137 + "#/type",
)

_X139 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D137 + "#/required",
)

_X140 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D137 + "#/required",
)

_X141 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D137 + "#/required",
)

_X142 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D137 + "#/required",
)

_X143 = Violation(
    "/kind",
    "const",
    'must be "at"',
    _D137 + "#/properties/kind/const",
)

_R144 = (
    "additionalProperties",
    "is not allowed",
    _D137 + "#/additionalProperties",
)

_K145 = frozenset(
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

_D146 = "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json"

_R147 = (
    "type",
    "expected object, got ",
    _D146 + "#/type",
)

_X148 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D146 + "#/required",
)

_X149 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D146 + "#/required",
)

_X150 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D146 + "#/required",
)

_X151 = Violation(
    "",
    "required",
    'missing required property "time"',
    _D146 + "#/required",
)

_X152 = Violation(
    "",
    "required",
    'missing required property "days"',
    _D146 + "#/required",
)

_X153 = Violation(
    "",
    "required",
    'missing required property "timeZone"',
    _D146 + "#/required",
)

_X154 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D146 + "#/required",
)

_X155 = Violation(
    "/kind",
    "const",
    'must be "calendar"',
    _D146 + "#/properties/kind/const",
)

_R156 = (
    "type",
    "expected string, got ",
    _D146 + "#/properties/time/type",
)

_X157 = Violation(
    "/time",
    "pattern",
    'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D146 + "#/properties/time/pattern",
)

_P158 = re.compile("^(?:[01][0-9]|2[0-3]):[0-5][0-9]\\Z")

_R159 = (
    "type",
    "expected string, got ",
    _D146 + "#/properties/timeZone/type",
)

_X160 = Violation(
    "/timeZone",
    "pattern",
    'must match the pattern "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$"',
    _D146 + "#/properties/timeZone/pattern",
)

_P161 = re.compile("^[\\+\\-0-9A-Z_a-z]+(?:/[\\+\\-0-9A-Z_a-z]+)*\\Z")

_R162 = (
    "additionalProperties",
    "is not allowed",
    _D146 + "#/additionalProperties",
)

_E163 = frozenset(
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

_K164 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "everySeconds",
        "scheduledAt",
    )
)

_D165 = "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json"

_R166 = (
    "type",
    "expected object, got ",
    _D165 + "#/type",
)

_X167 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D165 + "#/required",
)

_X168 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D165 + "#/required",
)

_X169 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D165 + "#/required",
)

_X170 = Violation(
    "",
    "required",
    'missing required property "everySeconds"',
    _D165 + "#/required",
)

_X171 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D165 + "#/required",
)

_X172 = Violation(
    "/kind",
    "const",
    'must be "every"',
    _D165 + "#/properties/kind/const",
)

_R173 = (
    "type",
    "expected integer, got ",
    _D165 + "#/properties/everySeconds/type",
)

_X174 = Violation(
    "/everySeconds",
    "minimum",
    "must be >= 300",
    _D165 + "#/properties/everySeconds/minimum",
)

_X175 = Violation(
    "/everySeconds",
    "maximum",
    "must be <= 9007199254740991",
    _D165 + "#/properties/everySeconds/maximum",
)

_R176 = (
    "additionalProperties",
    "is not allowed",
    _D165 + "#/additionalProperties",
)

_D177 = "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json"

_X178 = Violation(
    "",
    "oneOf",
    "valid against none of the 3 alternatives",
    _D177 + "#/oneOf",
)

_R179 = (
    "type",
    "expected object, got ",
    _D177 + "#/$defs/ScheduleCreateV2/type",
)

_X180 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D177 + "#/$defs/ScheduleCreateV2/required",
)

_X181 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D177 + "#/$defs/ScheduleCreateV2/required",
)

_X182 = Violation(
    "",
    "required",
    'missing required property "schedule"',
    _D177 + "#/$defs/ScheduleCreateV2/required",
)

_X183 = Violation(
    "/version",
    "const",
    "must be 2",
    _D177 + "#/$defs/ScheduleCreateV2/properties/version/const",
)

_X184 = Violation(
    "/operation",
    "const",
    'must be "create"',
    _D177 + "#/$defs/ScheduleCreateV2/properties/operation/const",
)

_R185 = (
    "additionalProperties",
    "is not allowed",
    _D177 + "#/$defs/ScheduleCreateV2/additionalProperties",
)

_R186 = (
    "type",
    "expected object, got ",
    _D177 + "#/$defs/ScheduleDeleteV2/type",
)

_X187 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D177 + "#/$defs/ScheduleDeleteV2/required",
)

_X188 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D177 + "#/$defs/ScheduleDeleteV2/required",
)

_X189 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D177 + "#/$defs/ScheduleDeleteV2/required",
)

_X190 = Violation(
    "/version",
    "const",
    "must be 2",
    _D177 + "#/$defs/ScheduleDeleteV2/properties/version/const",
)

_X191 = Violation(
    "/operation",
    "const",
    'must be "delete"',
    _D177 + "#/$defs/ScheduleDeleteV2/properties/operation/const",
)

_R192 = (
    "additionalProperties",
    "is not allowed",
    _D177 + "#/$defs/ScheduleDeleteV2/additionalProperties",
)

_R193 = (
    "type",
    "expected object, got ",
    _D177 + "#/$defs/ScheduleDispatchV2/type",
)

_X194 = Violation(
    "",
    "required",
    'missing required property "version"',
    _D177 + "#/$defs/ScheduleDispatchV2/required",
)

_X195 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D177 + "#/$defs/ScheduleDispatchV2/required",
)

_X196 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D177 + "#/$defs/ScheduleDispatchV2/required",
)

_X197 = Violation(
    "/version",
    "const",
    "must be 2",
    _D177 + "#/$defs/ScheduleDispatchV2/properties/version/const",
)

_X198 = Violation(
    "/operation",
    "const",
    'must be "dispatch"',
    _D177 + "#/$defs/ScheduleDispatchV2/properties/operation/const",
)

_R199 = (
    "additionalProperties",
    "is not allowed",
    _D177 + "#/$defs/ScheduleDispatchV2/additionalProperties",
)

_K200 = frozenset(
    (
        "version",
        "operation",
        "id",
        "occurrenceAt",
    )
)

_D201 = "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json"

_X202 = Violation(
    "",
    "oneOf",
    "valid against none of the 11 alternatives",
    _D201 + "#/oneOf",
)

_R203 = (
    "type",
    "expected object, got ",
    _D201 + "#/$defs/InvalidSelectorV2/type",
)

_X204 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/InvalidSelectorV2/required",
)

_X205 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/InvalidSelectorV2/required",
)

_X206 = Violation(
    "/code",
    "const",
    'must be "invalid_selector"',
    _D201 + "#/$defs/InvalidSelectorV2/properties/code/const",
)

_R207 = (
    "type",
    "expected string, got ",
    _D201 + "#/$defs/InvalidSelectorV2/properties/message/type",
)

_X208 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/InvalidSelectorV2/properties/message/minLength",
)

_R209 = (
    "additionalProperties",
    "is not allowed",
    _D201 + "#/$defs/InvalidSelectorV2/additionalProperties",
)

_R210 = (
    "type",
    "expected object, got ",
    _D201 + "#/$defs/InvalidRuleV2/type",
)

_X211 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/InvalidRuleV2/required",
)

_X212 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/InvalidRuleV2/required",
)

_X213 = Violation(
    "/code",
    "const",
    'must be "invalid_rule"',
    _D201 + "#/$defs/InvalidRuleV2/properties/code/const",
)

_R214 = (
    "type",
    "expected string, got ",
    _D201 + "#/$defs/InvalidRuleV2/properties/message/type",
)

_X215 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/InvalidRuleV2/properties/message/minLength",
)

_R216 = (
    "additionalProperties",
    "is not allowed",
    _D201 + "#/$defs/InvalidRuleV2/additionalProperties",
)

_R217 = (
    "type",
    "expected object, got ",
    _D201 + "#/$defs/InvalidTimeZone/type",
)

_X218 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/InvalidTimeZone/required",
)

_X219 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/InvalidTimeZone/required",
)

_X220 = Violation(
    "/code",
    "const",
    'must be "invalid_time_zone"',
    _D201 + "#/$defs/InvalidTimeZone/properties/code/const",
)

_R221 = (
    "type",
    "expected string, got ",
    _D201 + "#/$defs/InvalidTimeZone/properties/message/type",
)

_X222 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/InvalidTimeZone/properties/message/minLength",
)

_R223 = (
    "additionalProperties",
    "is not allowed",
    _D201 + "#/$defs/InvalidTimeZone/additionalProperties",
)

_R224 = (
    "type",
    "expected object, got ",
    _D201 + "#/$defs/FrequencyTooHigh/type",
)

_X225 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/FrequencyTooHigh/required",
)

_X226 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/FrequencyTooHigh/required",
)

_X227 = Violation(
    "/code",
    "const",
    'must be "frequency_too_high"',
    _D201 + "#/$defs/FrequencyTooHigh/properties/code/const",
)

_R228 = (
    "type",
    "expected string, got ",
    _D201 + "#/$defs/FrequencyTooHigh/properties/message/type",
)

_X229 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/FrequencyTooHigh/properties/message/minLength",
)

_R230 = (
    "additionalProperties",
    "is not allowed",
    _D201 + "#/$defs/FrequencyTooHigh/additionalProperties",
)

_R231 = (
    "type",
    "expected object, got ",
    _D201 + "#/$defs/TimeOutOfRangeV2/type",
)

_X232 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/TimeOutOfRangeV2/required",
)

_X233 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/TimeOutOfRangeV2/required",
)

_X234 = Violation(
    "/code",
    "const",
    'must be "time_out_of_range"',
    _D201 + "#/$defs/TimeOutOfRangeV2/properties/code/const",
)

_R235 = (
    "type",
    "expected string, got ",
    _D201 + "#/$defs/TimeOutOfRangeV2/properties/message/type",
)

_X236 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/TimeOutOfRangeV2/properties/message/minLength",
)

_R237 = (
    "additionalProperties",
    "is not allowed",
    _D201 + "#/$defs/TimeOutOfRangeV2/additionalProperties",
)

_R238 = (
    "type",
    "expected object, got ",
    _D201 + "#/$defs/NotFuture/type",
)

_X239 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/NotFuture/required",
)

_X240 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/NotFuture/required",
)

_X241 = Violation(
    "/code",
    "const",
    'must be "not_future"',
    _D201 + "#/$defs/NotFuture/properties/code/const",
)

_R242 = (
    "type",
    "expected string, got ",
    _D201 + "#/$defs/NotFuture/properties/message/type",
)

_X243 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/NotFuture/properties/message/minLength",
)

_R244 = (
    "additionalProperties",
    "is not allowed",
    _D201 + "#/$defs/NotFuture/additionalProperties",
)

_R245 = (
    "type",
    "expected object, got ",
    _D201 + "#/$defs/TooManySchedules/type",
)

_X246 = Violation(
    "",
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/TooManySchedules/required",
)

_X247 = Violation(
    "",
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/TooManySchedules/required",
)

_X248 = Violation(
    "/code",
    "const",
    'must be "too_many_schedules"',
    _D201 + "#/$defs/TooManySchedules/properties/code/const",
)

_R249 = (
    "type",
    "expected string, got ",
    _D201 + "#/$defs/TooManySchedules/properties/message/type",
)

_X250 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/TooManySchedules/properties/message/minLength",
)

_R251 = (
    "additionalProperties",
    "is not allowed",
    _D201 + "#/$defs/TooManySchedules/additionalProperties",
)

_D252 = "https://dsh-tool-schedule.example/schemas/v2/schedule-record.json"

_X253 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D252 + "#/oneOf",
)

_D254 = "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json"

_R255 = (
    "type",
    "expected object, got ",
    _D254 + "#/type",
)

_X256 = Violation(
    "",
    "required",
    'missing required property "scheduleId"',
    _D254 + "#/required",
)

_X257 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D254 + "#/required",
)

_X258 = Violation(
    "",
    "required",
    'missing required property "occurrenceAt"',
    _D254 + "#/required",
)

_X259 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D254 + "#/required",
)

_X260 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D254 + "#/properties/deliveryMode/const",
)

_R261 = (
    "additionalProperties",
    "is not allowed",
    _D254 + "#/additionalProperties",
)

_D262 = "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json"

_X263 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D262 + "#/oneOf",
)

_K264 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "scheduledAt",
        "state",
        "deliveryMode",
    )
)

_R265 = (
    "type",
    "expected object, got ",
    _D262 + "#/$defs/AtScheduleView/type",
)

_X266 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_X267 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_X268 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_X269 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_X270 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_X271 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_X272 = Violation(
    "/state",
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D262 + "#/$defs/state/enum",
)

_X273 = Violation(
    "/deliveryMode",
    "const",
    'must be "session-local"',
    _D262 + "#/$defs/deliveryMode/const",
)

_R274 = (
    "additionalProperties",
    "is not allowed",
    _D262 + "#/$defs/AtScheduleView/additionalProperties",
)

_K275 = frozenset(
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

_R276 = (
    "type",
    "expected object, got ",
    _D262 + "#/$defs/EveryScheduleView/type",
)

_X277 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_X278 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_X279 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_X280 = Violation(
    "",
    "required",
    'missing required property "everySeconds"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_X281 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_X282 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_X283 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R284 = (
    "additionalProperties",
    "is not allowed",
    _D262 + "#/$defs/EveryScheduleView/additionalProperties",
)

_K285 = frozenset(
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

_R286 = (
    "type",
    "expected object, got ",
    _D262 + "#/$defs/CalendarScheduleView/type",
)

_X287 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X288 = Violation(
    "",
    "required",
    'missing required property "kind"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X289 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X290 = Violation(
    "",
    "required",
    'missing required property "time"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X291 = Violation(
    "",
    "required",
    'missing required property "days"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X292 = Violation(
    "",
    "required",
    'missing required property "timeZone"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X293 = Violation(
    "",
    "required",
    'missing required property "scheduledAt"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X294 = Violation(
    "",
    "required",
    'missing required property "state"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X295 = Violation(
    "",
    "required",
    'missing required property "deliveryMode"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_X296 = Violation(
    "",
    "required",
    'missing required property "scheduledLocal"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R297 = (
    "type",
    "expected string, got ",
    _D262 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/type",
)

_X298 = Violation(
    "/scheduledLocal",
    "pattern",
    'must match the pattern "^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D262 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern",
)

_P299 = re.compile(
    "^[0-9]{4}\\-(?:0[1-9]|1[0-2])\\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][\\+\\-](?:[01][0-9]|2[0-3]):[0-5][0-9]\\Z"
)

_R300 = (
    "additionalProperties",
    "is not allowed",
    _D262 + "#/$defs/CalendarScheduleView/additionalProperties",
)

_D301 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json"

_R302 = (
    "type",
    "expected object, got ",
    _D301 + "#/$defs/arguments/type",
)

_K303 = frozenset(
    (
        "prompt",
        "after_seconds",
    )
)

_X304 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D301 + "#/$defs/arguments/required",
)

_X305 = Violation(
    "",
    "required",
    'missing required property "after_seconds"',
    _D301 + "#/$defs/arguments/required",
)

_R306 = (
    "type",
    "expected string, got ",
    _D301 + "#/$defs/arguments/properties/prompt/type",
)

_R307 = (
    "type",
    "expected number, got ",
    _D301 + "#/$defs/arguments/properties/after_seconds/type",
)

_X308 = Violation(
    "",
    "oneOf",
    "valid against none of the 8 alternatives",
    _D301 + "#/$defs/output/oneOf",
)

_D316 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json"

_R317 = (
    "type",
    "expected object, got ",
    _D316 + "#/$defs/arguments/type",
)

_R318 = (
    "additionalProperties",
    "is not allowed",
    _D316 + "#/$defs/arguments/additionalProperties",
)

_X319 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D316 + "#/$defs/output/oneOf",
)

_R323 = (
    "type",
    "expected array, got ",
    _D316 + "#/$defs/output/oneOf/0/type",
)

_D324 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json"

_R325 = (
    "type",
    "expected object, got ",
    _D324 + "#/$defs/arguments/type",
)

_X326 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D324 + "#/$defs/arguments/required",
)

_R327 = (
    "type",
    "expected string, got ",
    _D324 + "#/$defs/arguments/properties/id/type",
)

_R328 = (
    "additionalProperties",
    "is not allowed",
    _D324 + "#/$defs/arguments/additionalProperties",
)

_K329 = frozenset(("id",))

_X330 = Violation(
    "",
    "oneOf",
    "valid against none of the 6 alternatives",
    _D324 + "#/$defs/output/oneOf",
)

_K336 = frozenset(
    (
        "id",
        "deleted",
    )
)

_R337 = (
    "type",
    "expected object, got ",
    _D324 + "#/$defs/deleted/type",
)

_X338 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D324 + "#/$defs/deleted/required",
)

_X339 = Violation(
    "",
    "required",
    'missing required property "deleted"',
    _D324 + "#/$defs/deleted/required",
)

_X340 = Violation(
    "/deleted",
    "const",
    "must be true",
    _D324 + "#/$defs/deleted/properties/deleted/const",
)

_R341 = (
    "additionalProperties",
    "is not allowed",
    _D324 + "#/$defs/deleted/additionalProperties",
)

_D342 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json"

_R343 = (
    "type",
    "expected object, got ",
    _D342 + "#/$defs/arguments/type",
)

_X344 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D342 + "#/$defs/arguments/required",
)

_R345 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/arguments/properties/prompt/type",
)

_R346 = (
    "type",
    "expected number, got ",
    _D342 + "#/$defs/arguments/properties/after_seconds/type",
)

_R347 = (
    "type",
    "expected number, got ",
    _D342 + "#/$defs/arguments/properties/every_seconds/type",
)

_X348 = Violation(
    "",
    "oneOf",
    "valid against none of the 15 alternatives",
    _D342 + "#/$defs/output/oneOf",
)

_D361 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json"

_R362 = (
    "type",
    "expected object, got ",
    _D361 + "#/$defs/arguments/type",
)

_R363 = (
    "additionalProperties",
    "is not allowed",
    _D361 + "#/$defs/arguments/additionalProperties",
)

_X364 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D361 + "#/$defs/output/oneOf",
)

_R368 = (
    "type",
    "expected array, got ",
    _D361 + "#/$defs/output/oneOf/0/type",
)

_D369 = "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json"

_R370 = (
    "type",
    "expected object, got ",
    _D369 + "#/$defs/arguments/type",
)

_X371 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D369 + "#/$defs/arguments/required",
)

_R372 = (
    "type",
    "expected string, got ",
    _D369 + "#/$defs/arguments/properties/id/type",
)

_R373 = (
    "additionalProperties",
    "is not allowed",
    _D369 + "#/$defs/arguments/additionalProperties",
)

_X374 = Violation(
    "",
    "oneOf",
    "valid against none of the 6 alternatives",
    _D369 + "#/$defs/output/oneOf",
)

_R376 = (
    "required",
    'missing required property "id"',
    _D2 + "#/required",
)

_R377 = (
    "required",
    'missing required property "kind"',
    _D2 + "#/required",
)

_R378 = (
    "required",
    'missing required property "prompt"',
    _D2 + "#/required",
)

_R379 = (
    "required",
    'missing required property "afterSeconds"',
    _D2 + "#/required",
)

_R380 = (
    "required",
    'missing required property "scheduledAt"',
    _D2 + "#/required",
)

_R381 = (
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_R382 = (
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_R383 = (
    "const",
    'must be "after"',
    _D2 + "#/properties/kind/const",
)

_R384 = (
    "minimum",
    "must be >= 1",
    _D2 + "#/properties/afterSeconds/minimum",
)

_R385 = (
    "maximum",
    "must be <= 9007199254740991",
    _D2 + "#/properties/afterSeconds/maximum",
)

_R386 = (
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_R387 = (
    "type",
    "expected array, got ",
    _D146 + "#/properties/days/type",
)

_R388 = (
    "oneOf",
    "valid against none of the 4 alternatives",
    _D252 + "#/oneOf",
)

_R389 = (
    "required",
    'missing required property "id"',
    _D123 + "#/required",
)

_R390 = (
    "required",
    'missing required property "kind"',
    _D123 + "#/required",
)

_R391 = (
    "required",
    'missing required property "prompt"',
    _D123 + "#/required",
)

_R392 = (
    "required",
    'missing required property "afterSeconds"',
    _D123 + "#/required",
)

_R393 = (
    "required",
    'missing required property "scheduledAt"',
    _D123 + "#/required",
)

_R394 = (
    "required",
    'missing required property "state"',
    _D123 + "#/required",
)

_R395 = (
    "required",
    'missing required property "deliveryMode"',
    _D123 + "#/required",
)

_R396 = (
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D123 + "#/properties/state/enum",
)

_R397 = (
    "const",
    'must be "session-local"',
    _D123 + "#/properties/deliveryMode/const",
)

_R398 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidPrompt/required",
)

_R399 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidPrompt/required",
)

_R400 = (
    "const",
    'must be "invalid_prompt"',
    _D51 + "#/$defs/InvalidPrompt/properties/code/const",
)

_R401 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidPrompt/properties/message/minLength",
)

_R402 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidSelector/required",
)

_R403 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidSelector/required",
)

_R404 = (
    "const",
    'must be "invalid_selector"',
    _D51 + "#/$defs/InvalidSelector/properties/code/const",
)

_R405 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidSelector/properties/message/minLength",
)

_R406 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InvalidRule/required",
)

_R407 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidRule/required",
)

_R408 = (
    "const",
    'must be "invalid_rule"',
    _D51 + "#/$defs/InvalidRule/properties/code/const",
)

_R409 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidRule/properties/message/minLength",
)

_R410 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/TimeOutOfRange/required",
)

_R411 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/TimeOutOfRange/required",
)

_R412 = (
    "const",
    'must be "time_out_of_range"',
    _D51 + "#/$defs/TimeOutOfRange/properties/code/const",
)

_R413 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/TimeOutOfRange/properties/message/minLength",
)

_R414 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_R415 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_R416 = (
    "const",
    'must be "corrupt_schedule_log"',
    _D51 + "#/$defs/CorruptScheduleLog/properties/code/const",
)

_R417 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/CorruptScheduleLog/properties/message/minLength",
)

_R418 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R419 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R420 = (
    "required",
    'missing required property "operation"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R421 = (
    "const",
    'must be "persistence_uncertain"',
    _D51 + "#/$defs/PersistenceUncertain/properties/code/const",
)

_R422 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/PersistenceUncertain/properties/message/minLength",
)

_R423 = (
    "enum",
    'must be one of ["create", "list", "delete"]',
    _D51 + "#/$defs/PersistenceUncertain/properties/operation/enum",
)

_R424 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/InternalError/required",
)

_R425 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InternalError/required",
)

_R426 = (
    "const",
    'must be "internal_error"',
    _D51 + "#/$defs/InternalError/properties/code/const",
)

_R427 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InternalError/properties/message/minLength",
)

_R428 = (
    "required",
    'missing required property "id"',
    _D324 + "#/$defs/deleted/required",
)

_R429 = (
    "required",
    'missing required property "deleted"',
    _D324 + "#/$defs/deleted/required",
)

_R430 = (
    "const",
    "must be true",
    _D324 + "#/$defs/deleted/properties/deleted/const",
)

_K431 = frozenset(
    (
        "id",
        "deleted",
        "code",
    )
)

_R432 = (
    "type",
    "expected object, got ",
    _D324 + "#/$defs/notFound/type",
)

_R433 = (
    "required",
    'missing required property "id"',
    _D324 + "#/$defs/notFound/required",
)

_R434 = (
    "required",
    'missing required property "deleted"',
    _D324 + "#/$defs/notFound/required",
)

_R435 = (
    "required",
    'missing required property "code"',
    _D324 + "#/$defs/notFound/required",
)

_R436 = (
    "const",
    "must be false",
    _D324 + "#/$defs/notFound/properties/deleted/const",
)

_R437 = (
    "const",
    'must be "schedule_not_found"',
    _D324 + "#/$defs/notFound/properties/code/const",
)

_R438 = (
    "additionalProperties",
    "is not allowed",
    _D324 + "#/$defs/notFound/additionalProperties",
)

_R439 = (
    "anyOf",
    "valid against none of the 2 alternatives",
    _D342 + "#/$defs/arguments/properties/at/anyOf",
)

_R441 = (
    "type",
    "expected object, got ",
    _D342 + "#/$defs/calendarRule/type",
)

_R442 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/calendarRule/properties/time/type",
)

_R443 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/calendarRule/properties/time_zone/type",
)

_R444 = (
    "required",
    'missing required property "id"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_R445 = (
    "required",
    'missing required property "kind"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_R446 = (
    "required",
    'missing required property "prompt"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_R447 = (
    "required",
    'missing required property "scheduledAt"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_R448 = (
    "required",
    'missing required property "state"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_R449 = (
    "required",
    'missing required property "deliveryMode"',
    _D262 + "#/$defs/AtScheduleView/required",
)

_R450 = (
    "const",
    'must be "at"',
    _D137 + "#/properties/kind/const",
)

_R451 = (
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D262 + "#/$defs/state/enum",
)

_R452 = (
    "const",
    'must be "session-local"',
    _D262 + "#/$defs/deliveryMode/const",
)

_R453 = (
    "required",
    'missing required property "id"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R454 = (
    "required",
    'missing required property "kind"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R455 = (
    "required",
    'missing required property "prompt"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R456 = (
    "required",
    'missing required property "everySeconds"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R457 = (
    "required",
    'missing required property "scheduledAt"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R458 = (
    "required",
    'missing required property "state"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R459 = (
    "required",
    'missing required property "deliveryMode"',
    _D262 + "#/$defs/EveryScheduleView/required",
)

_R460 = (
    "const",
    'must be "every"',
    _D165 + "#/properties/kind/const",
)

_R461 = (
    "minimum",
    "must be >= 300",
    _D165 + "#/properties/everySeconds/minimum",
)

_R462 = (
    "maximum",
    "must be <= 9007199254740991",
    _D165 + "#/properties/everySeconds/maximum",
)

_R463 = (
    "required",
    'missing required property "id"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R464 = (
    "required",
    'missing required property "kind"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R465 = (
    "required",
    'missing required property "prompt"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R466 = (
    "required",
    'missing required property "time"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R467 = (
    "required",
    'missing required property "days"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R468 = (
    "required",
    'missing required property "timeZone"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R469 = (
    "required",
    'missing required property "scheduledAt"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R470 = (
    "required",
    'missing required property "state"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R471 = (
    "required",
    'missing required property "deliveryMode"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R472 = (
    "required",
    'missing required property "scheduledLocal"',
    _D262 + "#/$defs/CalendarScheduleView/required",
)

_R473 = (
    "const",
    'must be "calendar"',
    _D146 + "#/properties/kind/const",
)

_R474 = (
    "pattern",
    'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D146 + "#/properties/time/pattern",
)

_R475 = (
    "pattern",
    'must match the pattern "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$"',
    _D146 + "#/properties/timeZone/pattern",
)

_R476 = (
    "pattern",
    'must match the pattern "^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$"',
    _D262 + "#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern",
)

_R477 = (
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/InvalidSelectorV2/required",
)

_R478 = (
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/InvalidSelectorV2/required",
)

_R479 = (
    "const",
    'must be "invalid_selector"',
    _D201 + "#/$defs/InvalidSelectorV2/properties/code/const",
)

_R480 = (
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/InvalidSelectorV2/properties/message/minLength",
)

_R481 = (
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/InvalidRuleV2/required",
)

_R482 = (
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/InvalidRuleV2/required",
)

_R483 = (
    "const",
    'must be "invalid_rule"',
    _D201 + "#/$defs/InvalidRuleV2/properties/code/const",
)

_R484 = (
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/InvalidRuleV2/properties/message/minLength",
)

_R485 = (
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/InvalidTimeZone/required",
)

_R486 = (
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/InvalidTimeZone/required",
)

_R487 = (
    "const",
    'must be "invalid_time_zone"',
    _D201 + "#/$defs/InvalidTimeZone/properties/code/const",
)

_R488 = (
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/InvalidTimeZone/properties/message/minLength",
)

_R489 = (
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/FrequencyTooHigh/required",
)

_R490 = (
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/FrequencyTooHigh/required",
)

_R491 = (
    "const",
    'must be "frequency_too_high"',
    _D201 + "#/$defs/FrequencyTooHigh/properties/code/const",
)

_R492 = (
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/FrequencyTooHigh/properties/message/minLength",
)

_R493 = (
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/TimeOutOfRangeV2/required",
)

_R494 = (
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/TimeOutOfRangeV2/required",
)

_R495 = (
    "const",
    'must be "time_out_of_range"',
    _D201 + "#/$defs/TimeOutOfRangeV2/properties/code/const",
)

_R496 = (
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/TimeOutOfRangeV2/properties/message/minLength",
)

_R497 = (
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/NotFuture/required",
)

_R498 = (
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/NotFuture/required",
)

_R499 = (
    "const",
    'must be "not_future"',
    _D201 + "#/$defs/NotFuture/properties/code/const",
)

_R500 = (
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/NotFuture/properties/message/minLength",
)

_R501 = (
    "required",
    'missing required property "code"',
    _D201 + "#/$defs/TooManySchedules/required",
)

_R502 = (
    "required",
    'missing required property "message"',
    _D201 + "#/$defs/TooManySchedules/required",
)

_R503 = (
    "const",
    'must be "too_many_schedules"',
    _D201 + "#/$defs/TooManySchedules/properties/code/const",
)

_R504 = (
    "minLength",
    "must be at least 1 characters long",
    _D201 + "#/$defs/TooManySchedules/properties/message/minLength",
)

_R505 = (
    "oneOf",
    "valid against none of the 4 alternatives",
    _D262 + "#/oneOf",
)

_R506 = (
    "enum",
    'must be one of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]',
    _D146 + "#/properties/days/items/enum",
)

_R507 = (
    "required",
    'missing required property "id"',
    _D137 + "#/required",
)

_R508 = (
    "required",
    'missing required property "kind"',
    _D137 + "#/required",
)

_R509 = (
    "required",
    'missing required property "prompt"',
    _D137 + "#/required",
)

_R510 = (
    "required",
    'missing required property "scheduledAt"',
    _D137 + "#/required",
)

_R511 = (
    "required",
    'missing required property "id"',
    _D165 + "#/required",
)

_R512 = (
    "required",
    'missing required property "kind"',
    _D165 + "#/required",
)

_R513 = (
    "required",
    'missing required property "prompt"',
    _D165 + "#/required",
)

_R514 = (
    "required",
    'missing required property "everySeconds"',
    _D165 + "#/required",
)

_R515 = (
    "required",
    'missing required property "scheduledAt"',
    _D165 + "#/required",
)

_R516 = (
    "required",
    'missing required property "id"',
    _D146 + "#/required",
)

_R517 = (
    "required",
    'missing required property "kind"',
    _D146 + "#/required",
)

_R518 = (
    "required",
    'missing required property "prompt"',
    _D146 + "#/required",
)

_R519 = (
    "required",
    'missing required property "time"',
    _D146 + "#/required",
)

_R520 = (
    "required",
    'missing required property "days"',
    _D146 + "#/required",
)

_R521 = (
    "required",
    'missing required property "timeZone"',
    _D146 + "#/required",
)

_R522 = (
    "required",
    'missing required property "scheduledAt"',
    _D146 + "#/required",
)

_R523 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/arguments/properties/at/anyOf/0/type",
)

_R524 = (
    "type",
    "expected object, got ",
    _D342 + "#/$defs/atLocalTime/type",
)

_R525 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/atLocalTime/properties/date/type",
)

_R526 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/atLocalTime/properties/time/type",
)

_R527 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/atLocalTime/properties/time_zone/type",
)

_R528 = (
    "type",
    "expected array, got ",
    _D342 + "#/$defs/calendarRule/properties/days/type",
)

_R529 = (
    "type",
    "expected string, got ",
    _D342 + "#/$defs/calendarRule/properties/days/items/type",
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
            and instance.get("kind") == "after"
            and isinstance((v4 := instance.get("scheduledAt")), str)
            and len(v4) == 24
            and (
                type(v3 := instance.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v1 := instance.get("id")), str)
            and v1 != ""
            and v1[0] not in _CHARS13
            and v1[-1] not in _CHARS13
            and isinstance((v2 := instance.get("prompt")), str)
            and v2 != ""
            and v2[0] not in _CHARS13
            and v2[-1] not in _CHARS13
            and _P23.search(v4) is not None
        ):
            return []
        return _collect_after_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_after_schedule_record, instance, _too_deep_errors)


def is_valid_after_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/after-schedule-record.json."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 5
            and instance.get("kind") == "after"
            and isinstance((v4 := instance.get("scheduledAt")), str)
            and len(v4) == 24
            and (
                type(v3 := instance.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v1 := instance.get("id")), str)
            and v1 != ""
            and v1[0] not in _CHARS13
            and v1[-1] not in _CHARS13
            and isinstance((v2 := instance.get("prompt")), str)
            and v2 != ""
            and v2[0] not in _CHARS13
            and v2[-1] not in _CHARS13
            and _P23.search(v4) is not None
        ):
            return True
        return False
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
        if isinstance(instance, str) and len(instance) == 24 and _P23.search(instance) is not None:
            return []
        return _collect_instant(instance)
    except RecursionError:
        return _deep(_errors_instant, instance, _too_deep_errors)


def is_valid_instant(instance: object) -> bool:
    """Whether the instance is valid against schemas/instant.json."""
    try:
        if isinstance(instance, str) and len(instance) == 24 and _P23.search(instance) is not None:
            return True
        return False
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
        if not (len(instance) == 24 and _P23.search(instance) is not None):
            errors.append(_X25)
    return errors


def validate_schedule_change(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-change.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 3
                and (v6 := instance.get("version")) == 1
                and v6 is not True
                and isinstance((v11 := instance.get("schedule")), dict)
                and len(v11) == 5
                and v11.get("kind") == "after"
                and isinstance((v10 := v11.get("scheduledAt")), str)
                and len(v10) == 24
                and (
                    type(v9 := v11.get("afterSeconds")) is int
                    or (isinstance(v9, int) and not isinstance(v9, bool))
                    or (isinstance(v9, float) and float.is_integer(v9))
                )
                and v9 >= 1
                and v9 <= 9007199254740991
                and isinstance((v7 := v11.get("id")), str)
                and v7 != ""
                and v7[0] not in _CHARS13
                and v7[-1] not in _CHARS13
                and isinstance((v8 := v11.get("prompt")), str)
                and v8 != ""
                and v8[0] not in _CHARS13
                and v8[-1] not in _CHARS13
                and _P23.search(v10) is not None
            )
            if (v5 := instance.get("operation")) == "create"
            else (
                (
                    len(instance) == 3
                    and (v6 := instance.get("version")) == 1
                    and v6 is not True
                    and isinstance((v7 := instance.get("id")), str)
                    and v7 != ""
                    and v7[0] not in _CHARS13
                    and v7[-1] not in _CHARS13
                )
                if v5 == "delete"
                else (
                    v5 == "dispatch"
                    and (
                        len(instance) == 3
                        and (v6 := instance.get("version")) == 1
                        and v6 is not True
                        and isinstance((v7 := instance.get("id")), str)
                        and v7 != ""
                        and v7[0] not in _CHARS13
                        and v7[-1] not in _CHARS13
                    )
                )
            )
        ):
            return []
        return _collect_schedule_change(instance)
    except RecursionError:
        return _deep(_errors_schedule_change, instance, _too_deep_errors)


def is_valid_schedule_change(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-change.json."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 3
                and (v6 := instance.get("version")) == 1
                and v6 is not True
                and isinstance((v11 := instance.get("schedule")), dict)
                and len(v11) == 5
                and v11.get("kind") == "after"
                and isinstance((v10 := v11.get("scheduledAt")), str)
                and len(v10) == 24
                and (
                    type(v9 := v11.get("afterSeconds")) is int
                    or (isinstance(v9, int) and not isinstance(v9, bool))
                    or (isinstance(v9, float) and float.is_integer(v9))
                )
                and v9 >= 1
                and v9 <= 9007199254740991
                and isinstance((v7 := v11.get("id")), str)
                and v7 != ""
                and v7[0] not in _CHARS13
                and v7[-1] not in _CHARS13
                and isinstance((v8 := v11.get("prompt")), str)
                and v8 != ""
                and v8[0] not in _CHARS13
                and v8[-1] not in _CHARS13
                and _P23.search(v10) is not None
            )
            if (v5 := instance.get("operation")) == "create"
            else (
                (
                    len(instance) == 3
                    and (v6 := instance.get("version")) == 1
                    and v6 is not True
                    and isinstance((v7 := instance.get("id")), str)
                    and v7 != ""
                    and v7[0] not in _CHARS13
                    and v7[-1] not in _CHARS13
                )
                if v5 == "delete"
                else (
                    v5 == "dispatch"
                    and (
                        len(instance) == 3
                        and (v6 := instance.get("version")) == 1
                        and v6 is not True
                        and isinstance((v7 := instance.get("id")), str)
                        and v7 != ""
                        and v7[0] not in _CHARS13
                        and v7[-1] not in _CHARS13
                    )
                )
            )
        ):
            return True
        return False
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
                _e0(instance["schedule"], "/schedule", errors)
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
        if isinstance(instance, dict) and (
            (len(instance) == 2 and isinstance((v13 := instance.get("message")), str) and v13 != "")
            if (v12 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v13 := instance.get("message")), str)
                    and v13 != ""
                )
                if v12 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v13 := instance.get("message")), str)
                        and v13 != ""
                    )
                    if v12 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v13 := instance.get("message")), str)
                            and v13 != ""
                        )
                        if v12 == "time_out_of_range"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v13 := instance.get("message")), str)
                                and v13 != ""
                            )
                            if v12 == "corrupt_schedule_log"
                            else (
                                (
                                    len(instance) == 3 + ("id" in instance)
                                    and (
                                        "id" not in instance
                                        or (
                                            isinstance((v15 := instance["id"]), str)
                                            and v15 != ""
                                            and v15[0] not in _CHARS13
                                            and v15[-1] not in _CHARS13
                                        )
                                    )
                                    and isinstance((v13 := instance.get("message")), str)
                                    and v13 != ""
                                    and isinstance((v14 := instance.get("operation")), str)
                                    and v14 in _E98
                                )
                                if v12 == "persistence_uncertain"
                                else (
                                    v12 == "internal_error"
                                    and (
                                        len(instance) == 2
                                        and isinstance((v13 := instance.get("message")), str)
                                        and v13 != ""
                                    )
                                )
                            )
                        )
                    )
                )
            )
        ):
            return []
        return _collect_schedule_error(instance)
    except RecursionError:
        return _deep(_errors_schedule_error, instance, _too_deep_errors)


def is_valid_schedule_error(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-error.json."""
    try:
        if isinstance(instance, dict) and (
            (len(instance) == 2 and isinstance((v13 := instance.get("message")), str) and v13 != "")
            if (v12 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v13 := instance.get("message")), str)
                    and v13 != ""
                )
                if v12 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v13 := instance.get("message")), str)
                        and v13 != ""
                    )
                    if v12 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v13 := instance.get("message")), str)
                            and v13 != ""
                        )
                        if v12 == "time_out_of_range"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v13 := instance.get("message")), str)
                                and v13 != ""
                            )
                            if v12 == "corrupt_schedule_log"
                            else (
                                (
                                    len(instance) == 3 + ("id" in instance)
                                    and (
                                        "id" not in instance
                                        or (
                                            isinstance((v15 := instance["id"]), str)
                                            and v15 != ""
                                            and v15[0] not in _CHARS13
                                            and v15[-1] not in _CHARS13
                                        )
                                    )
                                    and isinstance((v13 := instance.get("message")), str)
                                    and v13 != ""
                                    and isinstance((v14 := instance.get("operation")), str)
                                    and v14 in _E98
                                )
                                if v12 == "persistence_uncertain"
                                else (
                                    v12 == "internal_error"
                                    and (
                                        len(instance) == 2
                                        and isinstance((v13 := instance.get("message")), str)
                                        and v13 != ""
                                    )
                                )
                            )
                        )
                    )
                )
            )
        ):
            return True
        return False
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
                if not (isinstance(x29, str) and x29 in _E98):
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
            if not instance.keys() <= _K100:
                for key31 in _js_keys(instance):
                    if key31 in _K100:
                        continue
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key31), *_R99)))
    elif tag1 == "internal_error":
        errors.append(_X52)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R101))
        if isinstance(instance, dict):
            exact33 = instance.keys() == _K53
            if not exact33:
                if "code" not in instance:
                    errors.append(_X102)
                if "message" not in instance:
                    errors.append(_X103)
            if "code" in instance:
                x34 = instance["code"]
                if not (x34 == "internal_error"):
                    errors.append(_X104)
            if "message" in instance:
                x35 = instance["message"]
                if not isinstance(x35, str):
                    errors.append(_mistyped("/message", x35, _R105))
                if isinstance(x35, str):
                    if not (x35 != ""):
                        errors.append(_X106)
            if not exact33:
                for key36 in _js_keys(instance):
                    if key36 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key36), *_R107)))
    else:
        errors.append(_X52)
    return errors


def validate_schedule_id(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-id.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, str)
            and instance != ""
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
        if (
            isinstance(instance, str)
            and instance != ""
            and instance[0] not in _CHARS13
            and instance[-1] not in _CHARS13
        ):
            return True
        return False
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
        if not (instance != ""):
            errors.append(_X108)
        if not (instance != "" and instance[0] not in _CHARS13 and instance[-1] not in _CHARS13):
            errors.append(_X109)
    return errors


def validate_schedule_reminder_presentation(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-reminder-presentation.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v18 := instance.get("occurrenceAt")), str)
            and len(v18) == 24
            and isinstance((v16 := instance.get("scheduleId")), str)
            and v16 != ""
            and v16[0] not in _CHARS13
            and v16[-1] not in _CHARS13
            and isinstance((v17 := instance.get("prompt")), str)
            and v17 != ""
            and v17[0] not in _CHARS13
            and v17[-1] not in _CHARS13
            and _P23.search(v18) is not None
        ):
            return []
        return _collect_schedule_reminder_presentation(instance)
    except RecursionError:
        return _deep(_errors_schedule_reminder_presentation, instance, _too_deep_errors)


def is_valid_schedule_reminder_presentation(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-reminder-presentation.json."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v18 := instance.get("occurrenceAt")), str)
            and len(v18) == 24
            and isinstance((v16 := instance.get("scheduleId")), str)
            and v16 != ""
            and v16[0] not in _CHARS13
            and v16[-1] not in _CHARS13
            and isinstance((v17 := instance.get("prompt")), str)
            and v17 != ""
            and v17[0] not in _CHARS13
            and v17[-1] not in _CHARS13
            and _P23.search(v18) is not None
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_reminder_presentation, instance, _too_deep_verdict)


def _verdict_schedule_reminder_presentation(instance: Any) -> bool:
    return _v5(instance)


def _errors_schedule_reminder_presentation(instance: Any) -> list[Violation]:
    return [] if _v5(instance) else _collect_schedule_reminder_presentation(instance)


def _collect_schedule_reminder_presentation(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R112))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K110
        if not exact1:
            if "scheduleId" not in instance:
                errors.append(_X113)
            if "prompt" not in instance:
                errors.append(_X114)
            if "occurrenceAt" not in instance:
                errors.append(_X115)
            if "deliveryMode" not in instance:
                errors.append(_X116)
        if "scheduleId" in instance:
            x2 = instance["scheduleId"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/scheduleId", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X117)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X118)
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
                    errors.append(_X119)
        if "deliveryMode" in instance:
            x5 = instance["deliveryMode"]
            if not (x5 == "session-local"):
                errors.append(_X120)
        if not exact1:
            for key6 in _js_keys(instance):
                if key6 not in _K110:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R121)))
    return errors


def validate_schedule_view(instance: object) -> list[Violation]:
    """Every violation of schemas/schedule-view.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and instance.get("kind") == "after"
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v22 := instance.get("scheduledAt")), str)
            and len(v22) == 24
            and isinstance((v23 := instance.get("state")), str)
            and v23 in _E133
            and (
                type(v21 := instance.get("afterSeconds")) is int
                or (isinstance(v21, int) and not isinstance(v21, bool))
                or (isinstance(v21, float) and float.is_integer(v21))
            )
            and v21 >= 1
            and v21 <= 9007199254740991
            and isinstance((v19 := instance.get("id")), str)
            and v19 != ""
            and v19[0] not in _CHARS13
            and v19[-1] not in _CHARS13
            and isinstance((v20 := instance.get("prompt")), str)
            and v20 != ""
            and v20[0] not in _CHARS13
            and v20[-1] not in _CHARS13
            and _P23.search(v22) is not None
        ):
            return []
        return _collect_schedule_view(instance)
    except RecursionError:
        return _deep(_errors_schedule_view, instance, _too_deep_errors)


def is_valid_schedule_view(instance: object) -> bool:
    """Whether the instance is valid against schemas/schedule-view.json."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and instance.get("kind") == "after"
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v22 := instance.get("scheduledAt")), str)
            and len(v22) == 24
            and isinstance((v23 := instance.get("state")), str)
            and v23 in _E133
            and (
                type(v21 := instance.get("afterSeconds")) is int
                or (isinstance(v21, int) and not isinstance(v21, bool))
                or (isinstance(v21, float) and float.is_integer(v21))
            )
            and v21 >= 1
            and v21 <= 9007199254740991
            and isinstance((v19 := instance.get("id")), str)
            and v19 != ""
            and v19[0] not in _CHARS13
            and v19[-1] not in _CHARS13
            and isinstance((v20 := instance.get("prompt")), str)
            and v20 != ""
            and v20[0] not in _CHARS13
            and v20[-1] not in _CHARS13
            and _P23.search(v22) is not None
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_view, instance, _too_deep_verdict)


def _verdict_schedule_view(instance: Any) -> bool:
    return _v6(instance)


def _errors_schedule_view(instance: Any) -> list[Violation]:
    return [] if _v6(instance) else _collect_schedule_view(instance)


def _collect_schedule_view(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R124))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K122
        if not exact1:
            if "id" not in instance:
                errors.append(_X125)
            if "kind" not in instance:
                errors.append(_X126)
            if "prompt" not in instance:
                errors.append(_X127)
            if "afterSeconds" not in instance:
                errors.append(_X128)
            if "scheduledAt" not in instance:
                errors.append(_X129)
            if "state" not in instance:
                errors.append(_X130)
            if "deliveryMode" not in instance:
                errors.append(_X131)
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
            if not (isinstance(x7, str) and x7 in _E133):
                errors.append(_X132)
        if "deliveryMode" in instance:
            x8 = instance["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(_X134)
        if not exact1:
            for key9 in _js_keys(instance):
                if key9 not in _K122:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key9), *_R135)))
    return errors


def validate_trimmed_text(instance: object) -> list[Violation]:
    """Every violation of schemas/trimmed-text.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, str)
            and instance != ""
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
        if (
            isinstance(instance, str)
            and instance != ""
            and instance[0] not in _CHARS13
            and instance[-1] not in _CHARS13
        ):
            return True
        return False
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
        if not (instance != ""):
            errors.append(_X108)
        if not (instance != "" and instance[0] not in _CHARS13 and instance[-1] not in _CHARS13):
            errors.append(_X109)
    return errors


def validate_at_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/at-schedule-record.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and instance.get("kind") == "at"
            and isinstance((v26 := instance.get("scheduledAt")), str)
            and len(v26) == 24
            and isinstance((v24 := instance.get("id")), str)
            and v24 != ""
            and v24[0] not in _CHARS13
            and v24[-1] not in _CHARS13
            and isinstance((v25 := instance.get("prompt")), str)
            and v25 != ""
            and v25[0] not in _CHARS13
            and v25[-1] not in _CHARS13
            and _P23.search(v26) is not None
        ):
            return []
        return _collect_at_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_at_schedule_record, instance, _too_deep_errors)


def is_valid_at_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/at-schedule-record.json."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and instance.get("kind") == "at"
            and isinstance((v26 := instance.get("scheduledAt")), str)
            and len(v26) == 24
            and isinstance((v24 := instance.get("id")), str)
            and v24 != ""
            and v24[0] not in _CHARS13
            and v24[-1] not in _CHARS13
            and isinstance((v25 := instance.get("prompt")), str)
            and v25 != ""
            and v25[0] not in _CHARS13
            and v25[-1] not in _CHARS13
            and _P23.search(v26) is not None
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_at_schedule_record, instance, _too_deep_verdict)


def _verdict_at_schedule_record(instance: Any) -> bool:
    return _v8(instance)


def _errors_at_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v8(instance) else _collect_at_schedule_record(instance)


def _collect_at_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R138))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K136
        if not exact1:
            if "id" not in instance:
                errors.append(_X139)
            if "kind" not in instance:
                errors.append(_X140)
            if "prompt" not in instance:
                errors.append(_X141)
            if "scheduledAt" not in instance:
                errors.append(_X142)
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
                errors.append(_X143)
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
                if key6 not in _K136:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R144)))
    return errors


def validate_calendar_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/calendar-schedule-record.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and instance.get("kind") == "calendar"
            and isinstance((v31 := instance.get("timeZone")), str)
            and isinstance((v29 := instance.get("time")), str)
            and len(v29) == 5
            and isinstance((v30 := instance.get("days")), list)
            and (not v30 or _l1(v30))
            and isinstance((v32 := instance.get("scheduledAt")), str)
            and len(v32) == 24
            and isinstance((v27 := instance.get("id")), str)
            and v27 != ""
            and v27[0] not in _CHARS13
            and v27[-1] not in _CHARS13
            and isinstance((v28 := instance.get("prompt")), str)
            and v28 != ""
            and v28[0] not in _CHARS13
            and v28[-1] not in _CHARS13
            and _P161.search(v31) is not None
            and _P158.search(v29) is not None
            and _P23.search(v32) is not None
        ):
            return []
        return _collect_calendar_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_calendar_schedule_record, instance, _too_deep_errors)


def is_valid_calendar_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/calendar-schedule-record.json."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and instance.get("kind") == "calendar"
            and isinstance((v31 := instance.get("timeZone")), str)
            and isinstance((v29 := instance.get("time")), str)
            and len(v29) == 5
            and isinstance((v30 := instance.get("days")), list)
            and (not v30 or _l1(v30))
            and isinstance((v32 := instance.get("scheduledAt")), str)
            and len(v32) == 24
            and isinstance((v27 := instance.get("id")), str)
            and v27 != ""
            and v27[0] not in _CHARS13
            and v27[-1] not in _CHARS13
            and isinstance((v28 := instance.get("prompt")), str)
            and v28 != ""
            and v28[0] not in _CHARS13
            and v28[-1] not in _CHARS13
            and _P161.search(v31) is not None
            and _P158.search(v29) is not None
            and _P23.search(v32) is not None
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_calendar_schedule_record, instance, _too_deep_verdict)


def _verdict_calendar_schedule_record(instance: Any) -> bool:
    return _v9(instance)


def _errors_calendar_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v9(instance) else _collect_calendar_schedule_record(instance)


def _collect_calendar_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R147))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K145
        if not exact1:
            if "id" not in instance:
                errors.append(_X148)
            if "kind" not in instance:
                errors.append(_X149)
            if "prompt" not in instance:
                errors.append(_X150)
            if "time" not in instance:
                errors.append(_X151)
            if "days" not in instance:
                errors.append(_X152)
            if "timeZone" not in instance:
                errors.append(_X153)
            if "scheduledAt" not in instance:
                errors.append(_X154)
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
                errors.append(_X155)
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
                errors.append(_mistyped("/time", x5, _R156))
            if isinstance(x5, str):
                if not (len(x5) == 5 and _P158.search(x5) is not None):
                    errors.append(_X157)
        if "days" in instance:
            _e66(instance["days"], "/days", errors)
        if "timeZone" in instance:
            x6 = instance["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/timeZone", x6, _R159))
            if isinstance(x6, str):
                if _P161.search(x6) is None:
                    errors.append(_X160)
        if "scheduledAt" in instance:
            x7 = instance["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped("/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if not (len(x7) == 24 and _P23.search(x7) is not None):
                    errors.append(_X22)
        if not exact1:
            for key8 in _js_keys(instance):
                if key8 not in _K145:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key8), *_R162)))
    return errors


def validate_every_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/every-schedule-record.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 5
            and instance.get("kind") == "every"
            and isinstance((v36 := instance.get("scheduledAt")), str)
            and len(v36) == 24
            and (
                type(v35 := instance.get("everySeconds")) is int
                or (isinstance(v35, int) and not isinstance(v35, bool))
                or (isinstance(v35, float) and float.is_integer(v35))
            )
            and v35 >= 300
            and v35 <= 9007199254740991
            and isinstance((v33 := instance.get("id")), str)
            and v33 != ""
            and v33[0] not in _CHARS13
            and v33[-1] not in _CHARS13
            and isinstance((v34 := instance.get("prompt")), str)
            and v34 != ""
            and v34[0] not in _CHARS13
            and v34[-1] not in _CHARS13
            and _P23.search(v36) is not None
        ):
            return []
        return _collect_every_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_every_schedule_record, instance, _too_deep_errors)


def is_valid_every_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/every-schedule-record.json."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 5
            and instance.get("kind") == "every"
            and isinstance((v36 := instance.get("scheduledAt")), str)
            and len(v36) == 24
            and (
                type(v35 := instance.get("everySeconds")) is int
                or (isinstance(v35, int) and not isinstance(v35, bool))
                or (isinstance(v35, float) and float.is_integer(v35))
            )
            and v35 >= 300
            and v35 <= 9007199254740991
            and isinstance((v33 := instance.get("id")), str)
            and v33 != ""
            and v33[0] not in _CHARS13
            and v33[-1] not in _CHARS13
            and isinstance((v34 := instance.get("prompt")), str)
            and v34 != ""
            and v34[0] not in _CHARS13
            and v34[-1] not in _CHARS13
            and _P23.search(v36) is not None
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_every_schedule_record, instance, _too_deep_verdict)


def _verdict_every_schedule_record(instance: Any) -> bool:
    return _v10(instance)


def _errors_every_schedule_record(instance: Any) -> list[Violation]:
    return [] if _v10(instance) else _collect_every_schedule_record(instance)


def _collect_every_schedule_record(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R166))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K164
        if not exact1:
            if "id" not in instance:
                errors.append(_X167)
            if "kind" not in instance:
                errors.append(_X168)
            if "prompt" not in instance:
                errors.append(_X169)
            if "everySeconds" not in instance:
                errors.append(_X170)
            if "scheduledAt" not in instance:
                errors.append(_X171)
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
                errors.append(_X172)
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
                errors.append(_mistyped("/everySeconds", x5, _R173))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(_X174)
                if not (x5 <= 9007199254740991):
                    errors.append(_X175)
        if "scheduledAt" in instance:
            x6 = instance["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped("/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(_X22)
        if not exact1:
            for key7 in _js_keys(instance):
                if key7 not in _K164:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key7), *_R176)))
    return errors


def validate_schedule_change_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-change-v2.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 3
                and "schedule" in instance
                and instance.get("version") == 2
                and isinstance((v45 := instance["schedule"]), dict)
                and (
                    (
                        len(v45) == 5
                        and isinstance((v42 := v45.get("scheduledAt")), str)
                        and len(v42) == 24
                        and (
                            type(v41 := v45.get("afterSeconds")) is int
                            or (isinstance(v41, int) and not isinstance(v41, bool))
                            or (isinstance(v41, float) and float.is_integer(v41))
                        )
                        and v41 >= 1
                        and v41 <= 9007199254740991
                        and isinstance((v39 := v45.get("id")), str)
                        and v39 != ""
                        and v39[0] not in _CHARS13
                        and v39[-1] not in _CHARS13
                        and isinstance((v40 := v45.get("prompt")), str)
                        and v40 != ""
                        and v40[0] not in _CHARS13
                        and v40[-1] not in _CHARS13
                        and _P23.search(v42) is not None
                    )
                    if (v38 := v45.get("kind")) == "after"
                    else (
                        (
                            len(v45) == 4
                            and isinstance((v41 := v45.get("scheduledAt")), str)
                            and len(v41) == 24
                            and isinstance((v39 := v45.get("id")), str)
                            and v39 != ""
                            and v39[0] not in _CHARS13
                            and v39[-1] not in _CHARS13
                            and isinstance((v40 := v45.get("prompt")), str)
                            and v40 != ""
                            and v40[0] not in _CHARS13
                            and v40[-1] not in _CHARS13
                            and _P23.search(v41) is not None
                        )
                        if v38 == "at"
                        else (
                            (
                                len(v45) == 5
                                and isinstance((v42 := v45.get("scheduledAt")), str)
                                and len(v42) == 24
                                and (
                                    type(v41 := v45.get("everySeconds")) is int
                                    or (isinstance(v41, int) and not isinstance(v41, bool))
                                    or (isinstance(v41, float) and float.is_integer(v41))
                                )
                                and v41 >= 300
                                and v41 <= 9007199254740991
                                and isinstance((v39 := v45.get("id")), str)
                                and v39 != ""
                                and v39[0] not in _CHARS13
                                and v39[-1] not in _CHARS13
                                and isinstance((v40 := v45.get("prompt")), str)
                                and v40 != ""
                                and v40[0] not in _CHARS13
                                and v40[-1] not in _CHARS13
                                and _P23.search(v42) is not None
                            )
                            if v38 == "every"
                            else (
                                v38 == "calendar"
                                and (
                                    len(v45) == 7
                                    and isinstance((v43 := v45.get("timeZone")), str)
                                    and isinstance((v41 := v45.get("time")), str)
                                    and len(v41) == 5
                                    and isinstance((v42 := v45.get("days")), list)
                                    and (not v42 or _l2(v42))
                                    and isinstance((v44 := v45.get("scheduledAt")), str)
                                    and len(v44) == 24
                                    and isinstance((v39 := v45.get("id")), str)
                                    and v39 != ""
                                    and v39[0] not in _CHARS13
                                    and v39[-1] not in _CHARS13
                                    and isinstance((v40 := v45.get("prompt")), str)
                                    and v40 != ""
                                    and v40[0] not in _CHARS13
                                    and v40[-1] not in _CHARS13
                                    and _P161.search(v43) is not None
                                    and _P158.search(v41) is not None
                                    and _P23.search(v44) is not None
                                )
                            )
                        )
                    )
                )
            )
            if (v37 := instance.get("operation")) == "create"
            else (
                (
                    len(instance) == 3
                    and instance.get("version") == 2
                    and isinstance((v38 := instance.get("id")), str)
                    and v38 != ""
                    and v38[0] not in _CHARS13
                    and v38[-1] not in _CHARS13
                )
                if v37 == "delete"
                else (
                    v37 == "dispatch"
                    and (
                        len(instance) == 3 + ("occurrenceAt" in instance)
                        and instance.get("version") == 2
                        and (
                            "occurrenceAt" not in instance
                            or (
                                isinstance((v39 := instance["occurrenceAt"]), str)
                                and len(v39) == 24
                                and _P23.search(v39) is not None
                            )
                        )
                        and isinstance((v38 := instance.get("id")), str)
                        and v38 != ""
                        and v38[0] not in _CHARS13
                        and v38[-1] not in _CHARS13
                    )
                )
            )
        ):
            return []
        return _collect_schedule_change_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_change_v2, instance, _too_deep_errors)


def is_valid_schedule_change_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-change-v2.json."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 3
                and "schedule" in instance
                and instance.get("version") == 2
                and isinstance((v45 := instance["schedule"]), dict)
                and (
                    (
                        len(v45) == 5
                        and isinstance((v42 := v45.get("scheduledAt")), str)
                        and len(v42) == 24
                        and (
                            type(v41 := v45.get("afterSeconds")) is int
                            or (isinstance(v41, int) and not isinstance(v41, bool))
                            or (isinstance(v41, float) and float.is_integer(v41))
                        )
                        and v41 >= 1
                        and v41 <= 9007199254740991
                        and isinstance((v39 := v45.get("id")), str)
                        and v39 != ""
                        and v39[0] not in _CHARS13
                        and v39[-1] not in _CHARS13
                        and isinstance((v40 := v45.get("prompt")), str)
                        and v40 != ""
                        and v40[0] not in _CHARS13
                        and v40[-1] not in _CHARS13
                        and _P23.search(v42) is not None
                    )
                    if (v38 := v45.get("kind")) == "after"
                    else (
                        (
                            len(v45) == 4
                            and isinstance((v41 := v45.get("scheduledAt")), str)
                            and len(v41) == 24
                            and isinstance((v39 := v45.get("id")), str)
                            and v39 != ""
                            and v39[0] not in _CHARS13
                            and v39[-1] not in _CHARS13
                            and isinstance((v40 := v45.get("prompt")), str)
                            and v40 != ""
                            and v40[0] not in _CHARS13
                            and v40[-1] not in _CHARS13
                            and _P23.search(v41) is not None
                        )
                        if v38 == "at"
                        else (
                            (
                                len(v45) == 5
                                and isinstance((v42 := v45.get("scheduledAt")), str)
                                and len(v42) == 24
                                and (
                                    type(v41 := v45.get("everySeconds")) is int
                                    or (isinstance(v41, int) and not isinstance(v41, bool))
                                    or (isinstance(v41, float) and float.is_integer(v41))
                                )
                                and v41 >= 300
                                and v41 <= 9007199254740991
                                and isinstance((v39 := v45.get("id")), str)
                                and v39 != ""
                                and v39[0] not in _CHARS13
                                and v39[-1] not in _CHARS13
                                and isinstance((v40 := v45.get("prompt")), str)
                                and v40 != ""
                                and v40[0] not in _CHARS13
                                and v40[-1] not in _CHARS13
                                and _P23.search(v42) is not None
                            )
                            if v38 == "every"
                            else (
                                v38 == "calendar"
                                and (
                                    len(v45) == 7
                                    and isinstance((v43 := v45.get("timeZone")), str)
                                    and isinstance((v41 := v45.get("time")), str)
                                    and len(v41) == 5
                                    and isinstance((v42 := v45.get("days")), list)
                                    and (not v42 or _l2(v42))
                                    and isinstance((v44 := v45.get("scheduledAt")), str)
                                    and len(v44) == 24
                                    and isinstance((v39 := v45.get("id")), str)
                                    and v39 != ""
                                    and v39[0] not in _CHARS13
                                    and v39[-1] not in _CHARS13
                                    and isinstance((v40 := v45.get("prompt")), str)
                                    and v40 != ""
                                    and v40[0] not in _CHARS13
                                    and v40[-1] not in _CHARS13
                                    and _P161.search(v43) is not None
                                    and _P158.search(v41) is not None
                                    and _P23.search(v44) is not None
                                )
                            )
                        )
                    )
                )
            )
            if (v37 := instance.get("operation")) == "create"
            else (
                (
                    len(instance) == 3
                    and instance.get("version") == 2
                    and isinstance((v38 := instance.get("id")), str)
                    and v38 != ""
                    and v38[0] not in _CHARS13
                    and v38[-1] not in _CHARS13
                )
                if v37 == "delete"
                else (
                    v37 == "dispatch"
                    and (
                        len(instance) == 3 + ("occurrenceAt" in instance)
                        and instance.get("version") == 2
                        and (
                            "occurrenceAt" not in instance
                            or (
                                isinstance((v39 := instance["occurrenceAt"]), str)
                                and len(v39) == 24
                                and _P23.search(v39) is not None
                            )
                        )
                        and isinstance((v38 := instance.get("id")), str)
                        and v38 != ""
                        and v38[0] not in _CHARS13
                        and v38[-1] not in _CHARS13
                    )
                )
            )
        ):
            return True
        return False
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
        errors.append(_X178)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R179))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K28
            if not exact2:
                if "version" not in instance:
                    errors.append(_X180)
                if "operation" not in instance:
                    errors.append(_X181)
                if "schedule" not in instance:
                    errors.append(_X182)
            if "version" in instance:
                x3 = instance["version"]
                if not (x3 == 2):
                    errors.append(_X183)
            if "operation" in instance:
                x4 = instance["operation"]
                if not (x4 == "create"):
                    errors.append(_X184)
            if "schedule" in instance:
                _e13(instance["schedule"], "/schedule", errors)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K28:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R185)))
    elif tag1 == "delete":
        errors.append(_X178)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R186))
        if isinstance(instance, dict):
            exact7 = instance.keys() == _K36
            if not exact7:
                if "version" not in instance:
                    errors.append(_X187)
                if "operation" not in instance:
                    errors.append(_X188)
                if "id" not in instance:
                    errors.append(_X189)
            if "version" in instance:
                x8 = instance["version"]
                if not (x8 == 2):
                    errors.append(_X190)
            if "operation" in instance:
                x9 = instance["operation"]
                if not (x9 == "delete"):
                    errors.append(_X191)
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
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key11), *_R192)))
    elif tag1 == "dispatch":
        errors.append(_X178)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R193))
        if isinstance(instance, dict):
            if not _K36 <= instance.keys():
                if "version" not in instance:
                    errors.append(_X194)
                if "operation" not in instance:
                    errors.append(_X195)
                if "id" not in instance:
                    errors.append(_X196)
            if "version" in instance:
                x13 = instance["version"]
                if not (x13 == 2):
                    errors.append(_X197)
            if "operation" in instance:
                x14 = instance["operation"]
                if not (x14 == "dispatch"):
                    errors.append(_X198)
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
                        errors.append(_X119)
            if not instance.keys() <= _K200:
                for key17 in _js_keys(instance):
                    if key17 in _K200:
                        continue
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key17), *_R199)))
    else:
        errors.append(_X178)
    return errors


def validate_schedule_error_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-error-v2.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (len(instance) == 2 and isinstance((v47 := instance.get("message")), str) and v47 != "")
            if (v46 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v47 := instance.get("message")), str)
                    and v47 != ""
                )
                if v46 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v47 := instance.get("message")), str)
                        and v47 != ""
                    )
                    if v46 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v47 := instance.get("message")), str)
                            and v47 != ""
                        )
                        if v46 == "invalid_time_zone"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v47 := instance.get("message")), str)
                                and v47 != ""
                            )
                            if v46 == "frequency_too_high"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v47 := instance.get("message")), str)
                                    and v47 != ""
                                )
                                if v46 == "time_out_of_range"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v47 := instance.get("message")), str)
                                        and v47 != ""
                                    )
                                    if v46 == "not_future"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v47 := instance.get("message")), str)
                                            and v47 != ""
                                        )
                                        if v46 == "too_many_schedules"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v47 := instance.get("message")), str
                                                )
                                                and v47 != ""
                                            )
                                            if v46 == "corrupt_schedule_log"
                                            else (
                                                (
                                                    len(instance) == 3 + ("id" in instance)
                                                    and (
                                                        "id" not in instance
                                                        or (
                                                            isinstance((v49 := instance["id"]), str)
                                                            and v49 != ""
                                                            and v49[0] not in _CHARS13
                                                            and v49[-1] not in _CHARS13
                                                        )
                                                    )
                                                    and isinstance(
                                                        (v47 := instance.get("message")), str
                                                    )
                                                    and v47 != ""
                                                    and isinstance(
                                                        (v48 := instance.get("operation")), str
                                                    )
                                                    and v48 in _E98
                                                )
                                                if v46 == "persistence_uncertain"
                                                else (
                                                    v46 == "internal_error"
                                                    and (
                                                        len(instance) == 2
                                                        and isinstance(
                                                            (v47 := instance.get("message")), str
                                                        )
                                                        and v47 != ""
                                                    )
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        ):
            return []
        return _collect_schedule_error_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_error_v2, instance, _too_deep_errors)


def is_valid_schedule_error_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-error-v2.json."""
    try:
        if isinstance(instance, dict) and (
            (len(instance) == 2 and isinstance((v47 := instance.get("message")), str) and v47 != "")
            if (v46 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v47 := instance.get("message")), str)
                    and v47 != ""
                )
                if v46 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v47 := instance.get("message")), str)
                        and v47 != ""
                    )
                    if v46 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v47 := instance.get("message")), str)
                            and v47 != ""
                        )
                        if v46 == "invalid_time_zone"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v47 := instance.get("message")), str)
                                and v47 != ""
                            )
                            if v46 == "frequency_too_high"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v47 := instance.get("message")), str)
                                    and v47 != ""
                                )
                                if v46 == "time_out_of_range"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v47 := instance.get("message")), str)
                                        and v47 != ""
                                    )
                                    if v46 == "not_future"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v47 := instance.get("message")), str)
                                            and v47 != ""
                                        )
                                        if v46 == "too_many_schedules"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v47 := instance.get("message")), str
                                                )
                                                and v47 != ""
                                            )
                                            if v46 == "corrupt_schedule_log"
                                            else (
                                                (
                                                    len(instance) == 3 + ("id" in instance)
                                                    and (
                                                        "id" not in instance
                                                        or (
                                                            isinstance((v49 := instance["id"]), str)
                                                            and v49 != ""
                                                            and v49[0] not in _CHARS13
                                                            and v49[-1] not in _CHARS13
                                                        )
                                                    )
                                                    and isinstance(
                                                        (v47 := instance.get("message")), str
                                                    )
                                                    and v47 != ""
                                                    and isinstance(
                                                        (v48 := instance.get("operation")), str
                                                    )
                                                    and v48 in _E98
                                                )
                                                if v46 == "persistence_uncertain"
                                                else (
                                                    v46 == "internal_error"
                                                    and (
                                                        len(instance) == 2
                                                        and isinstance(
                                                            (v47 := instance.get("message")), str
                                                        )
                                                        and v47 != ""
                                                    )
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        ):
            return True
        return False
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
        errors.append(_X202)
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
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R203))
        if isinstance(instance, dict):
            exact7 = instance.keys() == _K53
            if not exact7:
                if "code" not in instance:
                    errors.append(_X204)
                if "message" not in instance:
                    errors.append(_X205)
            if "code" in instance:
                x8 = instance["code"]
                if not (x8 == "invalid_selector"):
                    errors.append(_X206)
            if "message" in instance:
                x9 = instance["message"]
                if not isinstance(x9, str):
                    errors.append(_mistyped("/message", x9, _R207))
                if isinstance(x9, str):
                    if not (x9 != ""):
                        errors.append(_X208)
            if not exact7:
                for key10 in _js_keys(instance):
                    if key10 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key10), *_R209)))
    elif tag1 == "invalid_rule":
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R210))
        if isinstance(instance, dict):
            exact12 = instance.keys() == _K53
            if not exact12:
                if "code" not in instance:
                    errors.append(_X211)
                if "message" not in instance:
                    errors.append(_X212)
            if "code" in instance:
                x13 = instance["code"]
                if not (x13 == "invalid_rule"):
                    errors.append(_X213)
            if "message" in instance:
                x14 = instance["message"]
                if not isinstance(x14, str):
                    errors.append(_mistyped("/message", x14, _R214))
                if isinstance(x14, str):
                    if not (x14 != ""):
                        errors.append(_X215)
            if not exact12:
                for key15 in _js_keys(instance):
                    if key15 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key15), *_R216)))
    elif tag1 == "invalid_time_zone":
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R217))
        if isinstance(instance, dict):
            exact17 = instance.keys() == _K53
            if not exact17:
                if "code" not in instance:
                    errors.append(_X218)
                if "message" not in instance:
                    errors.append(_X219)
            if "code" in instance:
                x18 = instance["code"]
                if not (x18 == "invalid_time_zone"):
                    errors.append(_X220)
            if "message" in instance:
                x19 = instance["message"]
                if not isinstance(x19, str):
                    errors.append(_mistyped("/message", x19, _R221))
                if isinstance(x19, str):
                    if not (x19 != ""):
                        errors.append(_X222)
            if not exact17:
                for key20 in _js_keys(instance):
                    if key20 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key20), *_R223)))
    elif tag1 == "frequency_too_high":
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R224))
        if isinstance(instance, dict):
            exact22 = instance.keys() == _K53
            if not exact22:
                if "code" not in instance:
                    errors.append(_X225)
                if "message" not in instance:
                    errors.append(_X226)
            if "code" in instance:
                x23 = instance["code"]
                if not (x23 == "frequency_too_high"):
                    errors.append(_X227)
            if "message" in instance:
                x24 = instance["message"]
                if not isinstance(x24, str):
                    errors.append(_mistyped("/message", x24, _R228))
                if isinstance(x24, str):
                    if not (x24 != ""):
                        errors.append(_X229)
            if not exact22:
                for key25 in _js_keys(instance):
                    if key25 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key25), *_R230)))
    elif tag1 == "time_out_of_range":
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R231))
        if isinstance(instance, dict):
            exact27 = instance.keys() == _K53
            if not exact27:
                if "code" not in instance:
                    errors.append(_X232)
                if "message" not in instance:
                    errors.append(_X233)
            if "code" in instance:
                x28 = instance["code"]
                if not (x28 == "time_out_of_range"):
                    errors.append(_X234)
            if "message" in instance:
                x29 = instance["message"]
                if not isinstance(x29, str):
                    errors.append(_mistyped("/message", x29, _R235))
                if isinstance(x29, str):
                    if not (x29 != ""):
                        errors.append(_X236)
            if not exact27:
                for key30 in _js_keys(instance):
                    if key30 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key30), *_R237)))
    elif tag1 == "not_future":
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R238))
        if isinstance(instance, dict):
            exact32 = instance.keys() == _K53
            if not exact32:
                if "code" not in instance:
                    errors.append(_X239)
                if "message" not in instance:
                    errors.append(_X240)
            if "code" in instance:
                x33 = instance["code"]
                if not (x33 == "not_future"):
                    errors.append(_X241)
            if "message" in instance:
                x34 = instance["message"]
                if not isinstance(x34, str):
                    errors.append(_mistyped("/message", x34, _R242))
                if isinstance(x34, str):
                    if not (x34 != ""):
                        errors.append(_X243)
            if not exact32:
                for key35 in _js_keys(instance):
                    if key35 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key35), *_R244)))
    elif tag1 == "too_many_schedules":
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R245))
        if isinstance(instance, dict):
            exact37 = instance.keys() == _K53
            if not exact37:
                if "code" not in instance:
                    errors.append(_X246)
                if "message" not in instance:
                    errors.append(_X247)
            if "code" in instance:
                x38 = instance["code"]
                if not (x38 == "too_many_schedules"):
                    errors.append(_X248)
            if "message" in instance:
                x39 = instance["message"]
                if not isinstance(x39, str):
                    errors.append(_mistyped("/message", x39, _R249))
                if isinstance(x39, str):
                    if not (x39 != ""):
                        errors.append(_X250)
            if not exact37:
                for key40 in _js_keys(instance):
                    if key40 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key40), *_R251)))
    elif tag1 == "corrupt_schedule_log":
        errors.append(_X202)
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
        errors.append(_X202)
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
                if not (isinstance(x49, str) and x49 in _E98):
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
            if not instance.keys() <= _K100:
                for key51 in _js_keys(instance):
                    if key51 in _K100:
                        continue
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key51), *_R99)))
    elif tag1 == "internal_error":
        errors.append(_X202)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R101))
        if isinstance(instance, dict):
            exact53 = instance.keys() == _K53
            if not exact53:
                if "code" not in instance:
                    errors.append(_X102)
                if "message" not in instance:
                    errors.append(_X103)
            if "code" in instance:
                x54 = instance["code"]
                if not (x54 == "internal_error"):
                    errors.append(_X104)
            if "message" in instance:
                x55 = instance["message"]
                if not isinstance(x55, str):
                    errors.append(_mistyped("/message", x55, _R105))
                if isinstance(x55, str):
                    if not (x55 != ""):
                        errors.append(_X106)
            if not exact53:
                for key56 in _js_keys(instance):
                    if key56 not in _K53:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key56), *_R107)))
    else:
        errors.append(_X202)
    return errors


def validate_schedule_record(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-record.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 5
                and isinstance((v54 := instance.get("scheduledAt")), str)
                and len(v54) == 24
                and (
                    type(v53 := instance.get("afterSeconds")) is int
                    or (isinstance(v53, int) and not isinstance(v53, bool))
                    or (isinstance(v53, float) and float.is_integer(v53))
                )
                and v53 >= 1
                and v53 <= 9007199254740991
                and isinstance((v51 := instance.get("id")), str)
                and v51 != ""
                and v51[0] not in _CHARS13
                and v51[-1] not in _CHARS13
                and isinstance((v52 := instance.get("prompt")), str)
                and v52 != ""
                and v52[0] not in _CHARS13
                and v52[-1] not in _CHARS13
                and _P23.search(v54) is not None
            )
            if (v50 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 4
                    and isinstance((v53 := instance.get("scheduledAt")), str)
                    and len(v53) == 24
                    and isinstance((v51 := instance.get("id")), str)
                    and v51 != ""
                    and v51[0] not in _CHARS13
                    and v51[-1] not in _CHARS13
                    and isinstance((v52 := instance.get("prompt")), str)
                    and v52 != ""
                    and v52[0] not in _CHARS13
                    and v52[-1] not in _CHARS13
                    and _P23.search(v53) is not None
                )
                if v50 == "at"
                else (
                    (
                        len(instance) == 5
                        and isinstance((v54 := instance.get("scheduledAt")), str)
                        and len(v54) == 24
                        and (
                            type(v53 := instance.get("everySeconds")) is int
                            or (isinstance(v53, int) and not isinstance(v53, bool))
                            or (isinstance(v53, float) and float.is_integer(v53))
                        )
                        and v53 >= 300
                        and v53 <= 9007199254740991
                        and isinstance((v51 := instance.get("id")), str)
                        and v51 != ""
                        and v51[0] not in _CHARS13
                        and v51[-1] not in _CHARS13
                        and isinstance((v52 := instance.get("prompt")), str)
                        and v52 != ""
                        and v52[0] not in _CHARS13
                        and v52[-1] not in _CHARS13
                        and _P23.search(v54) is not None
                    )
                    if v50 == "every"
                    else (
                        v50 == "calendar"
                        and (
                            len(instance) == 7
                            and isinstance((v55 := instance.get("timeZone")), str)
                            and isinstance((v53 := instance.get("time")), str)
                            and len(v53) == 5
                            and isinstance((v54 := instance.get("days")), list)
                            and (not v54 or _l3(v54))
                            and isinstance((v56 := instance.get("scheduledAt")), str)
                            and len(v56) == 24
                            and isinstance((v51 := instance.get("id")), str)
                            and v51 != ""
                            and v51[0] not in _CHARS13
                            and v51[-1] not in _CHARS13
                            and isinstance((v52 := instance.get("prompt")), str)
                            and v52 != ""
                            and v52[0] not in _CHARS13
                            and v52[-1] not in _CHARS13
                            and _P161.search(v55) is not None
                            and _P158.search(v53) is not None
                            and _P23.search(v56) is not None
                        )
                    )
                )
            )
        ):
            return []
        return _collect_schedule_record(instance)
    except RecursionError:
        return _deep(_errors_schedule_record, instance, _too_deep_errors)


def is_valid_schedule_record(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-record.json."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 5
                and isinstance((v54 := instance.get("scheduledAt")), str)
                and len(v54) == 24
                and (
                    type(v53 := instance.get("afterSeconds")) is int
                    or (isinstance(v53, int) and not isinstance(v53, bool))
                    or (isinstance(v53, float) and float.is_integer(v53))
                )
                and v53 >= 1
                and v53 <= 9007199254740991
                and isinstance((v51 := instance.get("id")), str)
                and v51 != ""
                and v51[0] not in _CHARS13
                and v51[-1] not in _CHARS13
                and isinstance((v52 := instance.get("prompt")), str)
                and v52 != ""
                and v52[0] not in _CHARS13
                and v52[-1] not in _CHARS13
                and _P23.search(v54) is not None
            )
            if (v50 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 4
                    and isinstance((v53 := instance.get("scheduledAt")), str)
                    and len(v53) == 24
                    and isinstance((v51 := instance.get("id")), str)
                    and v51 != ""
                    and v51[0] not in _CHARS13
                    and v51[-1] not in _CHARS13
                    and isinstance((v52 := instance.get("prompt")), str)
                    and v52 != ""
                    and v52[0] not in _CHARS13
                    and v52[-1] not in _CHARS13
                    and _P23.search(v53) is not None
                )
                if v50 == "at"
                else (
                    (
                        len(instance) == 5
                        and isinstance((v54 := instance.get("scheduledAt")), str)
                        and len(v54) == 24
                        and (
                            type(v53 := instance.get("everySeconds")) is int
                            or (isinstance(v53, int) and not isinstance(v53, bool))
                            or (isinstance(v53, float) and float.is_integer(v53))
                        )
                        and v53 >= 300
                        and v53 <= 9007199254740991
                        and isinstance((v51 := instance.get("id")), str)
                        and v51 != ""
                        and v51[0] not in _CHARS13
                        and v51[-1] not in _CHARS13
                        and isinstance((v52 := instance.get("prompt")), str)
                        and v52 != ""
                        and v52[0] not in _CHARS13
                        and v52[-1] not in _CHARS13
                        and _P23.search(v54) is not None
                    )
                    if v50 == "every"
                    else (
                        v50 == "calendar"
                        and (
                            len(instance) == 7
                            and isinstance((v55 := instance.get("timeZone")), str)
                            and isinstance((v53 := instance.get("time")), str)
                            and len(v53) == 5
                            and isinstance((v54 := instance.get("days")), list)
                            and (not v54 or _l3(v54))
                            and isinstance((v56 := instance.get("scheduledAt")), str)
                            and len(v56) == 24
                            and isinstance((v51 := instance.get("id")), str)
                            and v51 != ""
                            and v51[0] not in _CHARS13
                            and v51[-1] not in _CHARS13
                            and isinstance((v52 := instance.get("prompt")), str)
                            and v52 != ""
                            and v52[0] not in _CHARS13
                            and v52[-1] not in _CHARS13
                            and _P161.search(v55) is not None
                            and _P158.search(v53) is not None
                            and _P23.search(v56) is not None
                        )
                    )
                )
            )
        ):
            return True
        return False
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
        errors.append(_X253)
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
        errors.append(_X253)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R138))
        if isinstance(instance, dict):
            exact10 = instance.keys() == _K136
            if not exact10:
                if "id" not in instance:
                    errors.append(_X139)
                if "kind" not in instance:
                    errors.append(_X140)
                if "prompt" not in instance:
                    errors.append(_X141)
                if "scheduledAt" not in instance:
                    errors.append(_X142)
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
                    errors.append(_X143)
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
                    if key15 not in _K136:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key15), *_R144)))
    elif tag1 == "every":
        errors.append(_X253)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R166))
        if isinstance(instance, dict):
            exact17 = instance.keys() == _K164
            if not exact17:
                if "id" not in instance:
                    errors.append(_X167)
                if "kind" not in instance:
                    errors.append(_X168)
                if "prompt" not in instance:
                    errors.append(_X169)
                if "everySeconds" not in instance:
                    errors.append(_X170)
                if "scheduledAt" not in instance:
                    errors.append(_X171)
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
                    errors.append(_X172)
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
                    errors.append(_mistyped("/everySeconds", x21, _R173))
                if isinstance(x21, (int, float)) and not isinstance(x21, bool):
                    if not (x21 >= 300):
                        errors.append(_X174)
                    if not (x21 <= 9007199254740991):
                        errors.append(_X175)
            if "scheduledAt" in instance:
                x22 = instance["scheduledAt"]
                if not isinstance(x22, str):
                    errors.append(_mistyped("/scheduledAt", x22, _R21))
                if isinstance(x22, str):
                    if not (len(x22) == 24 and _P23.search(x22) is not None):
                        errors.append(_X22)
            if not exact17:
                for key23 in _js_keys(instance):
                    if key23 not in _K164:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key23), *_R176)))
    elif tag1 == "calendar":
        errors.append(_X253)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R147))
        if isinstance(instance, dict):
            exact25 = instance.keys() == _K145
            if not exact25:
                if "id" not in instance:
                    errors.append(_X148)
                if "kind" not in instance:
                    errors.append(_X149)
                if "prompt" not in instance:
                    errors.append(_X150)
                if "time" not in instance:
                    errors.append(_X151)
                if "days" not in instance:
                    errors.append(_X152)
                if "timeZone" not in instance:
                    errors.append(_X153)
                if "scheduledAt" not in instance:
                    errors.append(_X154)
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
                    errors.append(_X155)
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
                    errors.append(_mistyped("/time", x29, _R156))
                if isinstance(x29, str):
                    if not (len(x29) == 5 and _P158.search(x29) is not None):
                        errors.append(_X157)
            if "days" in instance:
                _e66(instance["days"], "/days", errors)
            if "timeZone" in instance:
                x30 = instance["timeZone"]
                if not isinstance(x30, str):
                    errors.append(_mistyped("/timeZone", x30, _R159))
                if isinstance(x30, str):
                    if _P161.search(x30) is None:
                        errors.append(_X160)
            if "scheduledAt" in instance:
                x31 = instance["scheduledAt"]
                if not isinstance(x31, str):
                    errors.append(_mistyped("/scheduledAt", x31, _R21))
                if isinstance(x31, str):
                    if not (len(x31) == 24 and _P23.search(x31) is not None):
                        errors.append(_X22)
            if not exact25:
                for key32 in _js_keys(instance):
                    if key32 not in _K145:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key32), *_R162)))
    else:
        errors.append(_X253)
    return errors


def validate_schedule_reminder_presentation_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-reminder-presentation-v2.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v59 := instance.get("occurrenceAt")), str)
            and len(v59) == 24
            and isinstance((v57 := instance.get("scheduleId")), str)
            and v57 != ""
            and v57[0] not in _CHARS13
            and v57[-1] not in _CHARS13
            and isinstance((v58 := instance.get("prompt")), str)
            and v58 != ""
            and v58[0] not in _CHARS13
            and v58[-1] not in _CHARS13
            and _P23.search(v59) is not None
        ):
            return []
        return _collect_schedule_reminder_presentation_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_reminder_presentation_v2, instance, _too_deep_errors)


def is_valid_schedule_reminder_presentation_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-reminder-presentation-v2.json."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 4
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v59 := instance.get("occurrenceAt")), str)
            and len(v59) == 24
            and isinstance((v57 := instance.get("scheduleId")), str)
            and v57 != ""
            and v57[0] not in _CHARS13
            and v57[-1] not in _CHARS13
            and isinstance((v58 := instance.get("prompt")), str)
            and v58 != ""
            and v58[0] not in _CHARS13
            and v58[-1] not in _CHARS13
            and _P23.search(v59) is not None
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_reminder_presentation_v2, instance, _too_deep_verdict)


def _verdict_schedule_reminder_presentation_v2(instance: Any) -> bool:
    return _v14(instance)


def _errors_schedule_reminder_presentation_v2(instance: Any) -> list[Violation]:
    return [] if _v14(instance) else _collect_schedule_reminder_presentation_v2(instance)


def _collect_schedule_reminder_presentation_v2(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R255))
    if isinstance(instance, dict):
        exact1 = instance.keys() == _K110
        if not exact1:
            if "scheduleId" not in instance:
                errors.append(_X256)
            if "prompt" not in instance:
                errors.append(_X257)
            if "occurrenceAt" not in instance:
                errors.append(_X258)
            if "deliveryMode" not in instance:
                errors.append(_X259)
        if "scheduleId" in instance:
            x2 = instance["scheduleId"]
            if not isinstance(x2, str):
                errors.append(_mistyped("/scheduleId", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(_X117)
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X118)
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
                    errors.append(_X119)
        if "deliveryMode" in instance:
            x5 = instance["deliveryMode"]
            if not (x5 == "session-local"):
                errors.append(_X260)
        if not exact1:
            for key6 in _js_keys(instance):
                if key6 not in _K110:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R261)))
    return errors


def validate_schedule_view_v2(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/schedule-view-v2.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v64 := instance.get("scheduledAt")), str)
                and len(v64) == 24
                and isinstance((v65 := instance.get("state")), str)
                and v65 in _E133
                and (
                    type(v63 := instance.get("afterSeconds")) is int
                    or (isinstance(v63, int) and not isinstance(v63, bool))
                    or (isinstance(v63, float) and float.is_integer(v63))
                )
                and v63 >= 1
                and v63 <= 9007199254740991
                and isinstance((v61 := instance.get("id")), str)
                and v61 != ""
                and v61[0] not in _CHARS13
                and v61[-1] not in _CHARS13
                and isinstance((v62 := instance.get("prompt")), str)
                and v62 != ""
                and v62[0] not in _CHARS13
                and v62[-1] not in _CHARS13
                and _P23.search(v64) is not None
            )
            if (v60 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 6
                    and instance.get("deliveryMode") == "session-local"
                    and isinstance((v63 := instance.get("scheduledAt")), str)
                    and len(v63) == 24
                    and isinstance((v64 := instance.get("state")), str)
                    and v64 in _E133
                    and isinstance((v61 := instance.get("id")), str)
                    and v61 != ""
                    and v61[0] not in _CHARS13
                    and v61[-1] not in _CHARS13
                    and isinstance((v62 := instance.get("prompt")), str)
                    and v62 != ""
                    and v62[0] not in _CHARS13
                    and v62[-1] not in _CHARS13
                    and _P23.search(v63) is not None
                )
                if v60 == "at"
                else (
                    (
                        len(instance) == 7
                        and instance.get("deliveryMode") == "session-local"
                        and isinstance((v64 := instance.get("scheduledAt")), str)
                        and len(v64) == 24
                        and isinstance((v65 := instance.get("state")), str)
                        and v65 in _E133
                        and (
                            type(v63 := instance.get("everySeconds")) is int
                            or (isinstance(v63, int) and not isinstance(v63, bool))
                            or (isinstance(v63, float) and float.is_integer(v63))
                        )
                        and v63 >= 300
                        and v63 <= 9007199254740991
                        and isinstance((v61 := instance.get("id")), str)
                        and v61 != ""
                        and v61[0] not in _CHARS13
                        and v61[-1] not in _CHARS13
                        and isinstance((v62 := instance.get("prompt")), str)
                        and v62 != ""
                        and v62[0] not in _CHARS13
                        and v62[-1] not in _CHARS13
                        and _P23.search(v64) is not None
                    )
                    if v60 == "every"
                    else (
                        v60 == "calendar"
                        and (
                            len(instance) == 10
                            and isinstance((v65 := instance.get("timeZone")), str)
                            and instance.get("deliveryMode") == "session-local"
                            and isinstance((v63 := instance.get("time")), str)
                            and len(v63) == 5
                            and isinstance((v64 := instance.get("days")), list)
                            and (not v64 or _l4(v64))
                            and isinstance((v66 := instance.get("scheduledAt")), str)
                            and len(v66) == 24
                            and isinstance((v67 := instance.get("state")), str)
                            and v67 in _E133
                            and isinstance((v68 := instance.get("scheduledLocal")), str)
                            and len(v68) == 25
                            and isinstance((v61 := instance.get("id")), str)
                            and v61 != ""
                            and v61[0] not in _CHARS13
                            and v61[-1] not in _CHARS13
                            and isinstance((v62 := instance.get("prompt")), str)
                            and v62 != ""
                            and v62[0] not in _CHARS13
                            and v62[-1] not in _CHARS13
                            and _P161.search(v65) is not None
                            and _P158.search(v63) is not None
                            and _P23.search(v66) is not None
                            and _P299.search(v68) is not None
                        )
                    )
                )
            )
        ):
            return []
        return _collect_schedule_view_v2(instance)
    except RecursionError:
        return _deep(_errors_schedule_view_v2, instance, _too_deep_errors)


def is_valid_schedule_view_v2(instance: object) -> bool:
    """Whether the instance is valid against schemas/v2/schedule-view-v2.json."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v64 := instance.get("scheduledAt")), str)
                and len(v64) == 24
                and isinstance((v65 := instance.get("state")), str)
                and v65 in _E133
                and (
                    type(v63 := instance.get("afterSeconds")) is int
                    or (isinstance(v63, int) and not isinstance(v63, bool))
                    or (isinstance(v63, float) and float.is_integer(v63))
                )
                and v63 >= 1
                and v63 <= 9007199254740991
                and isinstance((v61 := instance.get("id")), str)
                and v61 != ""
                and v61[0] not in _CHARS13
                and v61[-1] not in _CHARS13
                and isinstance((v62 := instance.get("prompt")), str)
                and v62 != ""
                and v62[0] not in _CHARS13
                and v62[-1] not in _CHARS13
                and _P23.search(v64) is not None
            )
            if (v60 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 6
                    and instance.get("deliveryMode") == "session-local"
                    and isinstance((v63 := instance.get("scheduledAt")), str)
                    and len(v63) == 24
                    and isinstance((v64 := instance.get("state")), str)
                    and v64 in _E133
                    and isinstance((v61 := instance.get("id")), str)
                    and v61 != ""
                    and v61[0] not in _CHARS13
                    and v61[-1] not in _CHARS13
                    and isinstance((v62 := instance.get("prompt")), str)
                    and v62 != ""
                    and v62[0] not in _CHARS13
                    and v62[-1] not in _CHARS13
                    and _P23.search(v63) is not None
                )
                if v60 == "at"
                else (
                    (
                        len(instance) == 7
                        and instance.get("deliveryMode") == "session-local"
                        and isinstance((v64 := instance.get("scheduledAt")), str)
                        and len(v64) == 24
                        and isinstance((v65 := instance.get("state")), str)
                        and v65 in _E133
                        and (
                            type(v63 := instance.get("everySeconds")) is int
                            or (isinstance(v63, int) and not isinstance(v63, bool))
                            or (isinstance(v63, float) and float.is_integer(v63))
                        )
                        and v63 >= 300
                        and v63 <= 9007199254740991
                        and isinstance((v61 := instance.get("id")), str)
                        and v61 != ""
                        and v61[0] not in _CHARS13
                        and v61[-1] not in _CHARS13
                        and isinstance((v62 := instance.get("prompt")), str)
                        and v62 != ""
                        and v62[0] not in _CHARS13
                        and v62[-1] not in _CHARS13
                        and _P23.search(v64) is not None
                    )
                    if v60 == "every"
                    else (
                        v60 == "calendar"
                        and (
                            len(instance) == 10
                            and isinstance((v65 := instance.get("timeZone")), str)
                            and instance.get("deliveryMode") == "session-local"
                            and isinstance((v63 := instance.get("time")), str)
                            and len(v63) == 5
                            and isinstance((v64 := instance.get("days")), list)
                            and (not v64 or _l4(v64))
                            and isinstance((v66 := instance.get("scheduledAt")), str)
                            and len(v66) == 24
                            and isinstance((v67 := instance.get("state")), str)
                            and v67 in _E133
                            and isinstance((v68 := instance.get("scheduledLocal")), str)
                            and len(v68) == 25
                            and isinstance((v61 := instance.get("id")), str)
                            and v61 != ""
                            and v61[0] not in _CHARS13
                            and v61[-1] not in _CHARS13
                            and isinstance((v62 := instance.get("prompt")), str)
                            and v62 != ""
                            and v62[0] not in _CHARS13
                            and v62[-1] not in _CHARS13
                            and _P161.search(v65) is not None
                            and _P158.search(v63) is not None
                            and _P23.search(v66) is not None
                            and _P299.search(v68) is not None
                        )
                    )
                )
            )
        ):
            return True
        return False
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
        errors.append(_X263)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R124))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K122
            if not exact2:
                if "id" not in instance:
                    errors.append(_X125)
                if "kind" not in instance:
                    errors.append(_X126)
                if "prompt" not in instance:
                    errors.append(_X127)
                if "afterSeconds" not in instance:
                    errors.append(_X128)
                if "scheduledAt" not in instance:
                    errors.append(_X129)
                if "state" not in instance:
                    errors.append(_X130)
                if "deliveryMode" not in instance:
                    errors.append(_X131)
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
                if not (isinstance(x8, str) and x8 in _E133):
                    errors.append(_X132)
            if "deliveryMode" in instance:
                x9 = instance["deliveryMode"]
                if not (x9 == "session-local"):
                    errors.append(_X134)
            if not exact2:
                for key10 in _js_keys(instance):
                    if key10 not in _K122:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key10), *_R135)))
    elif tag1 == "at":
        errors.append(_X263)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R265))
        if isinstance(instance, dict):
            exact12 = instance.keys() == _K264
            if not exact12:
                if "id" not in instance:
                    errors.append(_X266)
                if "kind" not in instance:
                    errors.append(_X267)
                if "prompt" not in instance:
                    errors.append(_X268)
                if "scheduledAt" not in instance:
                    errors.append(_X269)
                if "state" not in instance:
                    errors.append(_X270)
                if "deliveryMode" not in instance:
                    errors.append(_X271)
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
                    errors.append(_X143)
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
                if not (isinstance(x17, str) and x17 in _E133):
                    errors.append(_X272)
            if "deliveryMode" in instance:
                x18 = instance["deliveryMode"]
                if not (x18 == "session-local"):
                    errors.append(_X273)
            if not exact12:
                for key19 in _js_keys(instance):
                    if key19 not in _K264:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key19), *_R274)))
    elif tag1 == "every":
        errors.append(_X263)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R276))
        if isinstance(instance, dict):
            exact21 = instance.keys() == _K275
            if not exact21:
                if "id" not in instance:
                    errors.append(_X277)
                if "kind" not in instance:
                    errors.append(_X278)
                if "prompt" not in instance:
                    errors.append(_X279)
                if "everySeconds" not in instance:
                    errors.append(_X280)
                if "scheduledAt" not in instance:
                    errors.append(_X281)
                if "state" not in instance:
                    errors.append(_X282)
                if "deliveryMode" not in instance:
                    errors.append(_X283)
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
                    errors.append(_X172)
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
                    errors.append(_mistyped("/everySeconds", x25, _R173))
                if isinstance(x25, (int, float)) and not isinstance(x25, bool):
                    if not (x25 >= 300):
                        errors.append(_X174)
                    if not (x25 <= 9007199254740991):
                        errors.append(_X175)
            if "scheduledAt" in instance:
                x26 = instance["scheduledAt"]
                if not isinstance(x26, str):
                    errors.append(_mistyped("/scheduledAt", x26, _R21))
                if isinstance(x26, str):
                    if not (len(x26) == 24 and _P23.search(x26) is not None):
                        errors.append(_X22)
            if "state" in instance:
                x27 = instance["state"]
                if not (isinstance(x27, str) and x27 in _E133):
                    errors.append(_X272)
            if "deliveryMode" in instance:
                x28 = instance["deliveryMode"]
                if not (x28 == "session-local"):
                    errors.append(_X273)
            if not exact21:
                for key29 in _js_keys(instance):
                    if key29 not in _K275:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key29), *_R284)))
    elif tag1 == "calendar":
        errors.append(_X263)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R286))
        if isinstance(instance, dict):
            exact31 = instance.keys() == _K285
            if not exact31:
                if "id" not in instance:
                    errors.append(_X287)
                if "kind" not in instance:
                    errors.append(_X288)
                if "prompt" not in instance:
                    errors.append(_X289)
                if "time" not in instance:
                    errors.append(_X290)
                if "days" not in instance:
                    errors.append(_X291)
                if "timeZone" not in instance:
                    errors.append(_X292)
                if "scheduledAt" not in instance:
                    errors.append(_X293)
                if "state" not in instance:
                    errors.append(_X294)
                if "deliveryMode" not in instance:
                    errors.append(_X295)
                if "scheduledLocal" not in instance:
                    errors.append(_X296)
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
                    errors.append(_X155)
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
                    errors.append(_mistyped("/time", x35, _R156))
                if isinstance(x35, str):
                    if not (len(x35) == 5 and _P158.search(x35) is not None):
                        errors.append(_X157)
            if "days" in instance:
                _e66(instance["days"], "/days", errors)
            if "timeZone" in instance:
                x36 = instance["timeZone"]
                if not isinstance(x36, str):
                    errors.append(_mistyped("/timeZone", x36, _R159))
                if isinstance(x36, str):
                    if _P161.search(x36) is None:
                        errors.append(_X160)
            if "scheduledAt" in instance:
                x37 = instance["scheduledAt"]
                if not isinstance(x37, str):
                    errors.append(_mistyped("/scheduledAt", x37, _R21))
                if isinstance(x37, str):
                    if not (len(x37) == 24 and _P23.search(x37) is not None):
                        errors.append(_X22)
            if "state" in instance:
                x38 = instance["state"]
                if not (isinstance(x38, str) and x38 in _E133):
                    errors.append(_X272)
            if "deliveryMode" in instance:
                x39 = instance["deliveryMode"]
                if not (x39 == "session-local"):
                    errors.append(_X273)
            if "scheduledLocal" in instance:
                x40 = instance["scheduledLocal"]
                if not isinstance(x40, str):
                    errors.append(_mistyped("/scheduledLocal", x40, _R297))
                if isinstance(x40, str):
                    if not (len(x40) == 25 and _P299.search(x40) is not None):
                        errors.append(_X298)
            if not exact31:
                for key41 in _js_keys(instance):
                    if key41 not in _K285:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key41), *_R300)))
    else:
        errors.append(_X263)
    return errors


def validate_schedule_create_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and isinstance((v69 := instance.get("after_seconds")), (int, float))
            and not isinstance(v69, bool)
        ):
            return []
        return _collect_schedule_create_arguments(instance)
    except RecursionError:
        return _deep(_errors_schedule_create_arguments, instance, _too_deep_errors)


def is_valid_schedule_create_arguments(instance: object) -> bool:
    """Whether the instance is valid against schemas/tools/schedule-create.json."""
    try:
        if (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and isinstance((v69 := instance.get("after_seconds")), (int, float))
            and not isinstance(v69, bool)
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_create_arguments, instance, _too_deep_verdict)


def _verdict_schedule_create_arguments(instance: Any) -> bool:
    return _v16(instance)


def _errors_schedule_create_arguments(instance: Any) -> list[Violation]:
    return [] if _v16(instance) else _collect_schedule_create_arguments(instance)


def _collect_schedule_create_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R302))
    if isinstance(instance, dict):
        if not _K303 <= instance.keys():
            if "prompt" not in instance:
                errors.append(_X304)
            if "after_seconds" not in instance:
                errors.append(_X305)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R306))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R307))
    return errors


def validate_schedule_create_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v117 := instance.get("scheduledAt")), str)
                and len(v117) == 24
                and isinstance((v118 := instance.get("state")), str)
                and v118 in _E133
                and (
                    type(v116 := instance.get("afterSeconds")) is int
                    or (isinstance(v116, int) and not isinstance(v116, bool))
                    or (isinstance(v116, float) and float.is_integer(v116))
                )
                and v116 >= 1
                and v116 <= 9007199254740991
                and isinstance((v114 := instance.get("id")), str)
                and v114 != ""
                and v114[0] not in _CHARS13
                and v114[-1] not in _CHARS13
                and isinstance((v115 := instance.get("prompt")), str)
                and v115 != ""
                and v115[0] not in _CHARS13
                and v115[-1] not in _CHARS13
                and _P23.search(v117) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v120 := instance.get("message")), str)
                    and v120 != ""
                )
                if (v119 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v120 := instance.get("message")), str)
                        and v120 != ""
                    )
                    if v119 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v120 := instance.get("message")), str)
                            and v120 != ""
                        )
                        if v119 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v120 := instance.get("message")), str)
                                and v120 != ""
                            )
                            if v119 == "time_out_of_range"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v120 := instance.get("message")), str)
                                    and v120 != ""
                                )
                                if v119 == "corrupt_schedule_log"
                                else (
                                    (
                                        len(instance) == 3 + ("id" in instance)
                                        and (
                                            "id" not in instance
                                            or (
                                                isinstance((v122 := instance["id"]), str)
                                                and v122 != ""
                                                and v122[0] not in _CHARS13
                                                and v122[-1] not in _CHARS13
                                            )
                                        )
                                        and isinstance((v120 := instance.get("message")), str)
                                        and v120 != ""
                                        and isinstance((v121 := instance.get("operation")), str)
                                        and v121 in _E98
                                    )
                                    if v119 == "persistence_uncertain"
                                    else (
                                        v119 == "internal_error"
                                        and (
                                            len(instance) == 2
                                            and isinstance((v120 := instance.get("message")), str)
                                            and v120 != ""
                                        )
                                    )
                                )
                            )
                        )
                    )
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
        if isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v117 := instance.get("scheduledAt")), str)
                and len(v117) == 24
                and isinstance((v118 := instance.get("state")), str)
                and v118 in _E133
                and (
                    type(v116 := instance.get("afterSeconds")) is int
                    or (isinstance(v116, int) and not isinstance(v116, bool))
                    or (isinstance(v116, float) and float.is_integer(v116))
                )
                and v116 >= 1
                and v116 <= 9007199254740991
                and isinstance((v114 := instance.get("id")), str)
                and v114 != ""
                and v114[0] not in _CHARS13
                and v114[-1] not in _CHARS13
                and isinstance((v115 := instance.get("prompt")), str)
                and v115 != ""
                and v115[0] not in _CHARS13
                and v115[-1] not in _CHARS13
                and _P23.search(v117) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v120 := instance.get("message")), str)
                    and v120 != ""
                )
                if (v119 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v120 := instance.get("message")), str)
                        and v120 != ""
                    )
                    if v119 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v120 := instance.get("message")), str)
                            and v120 != ""
                        )
                        if v119 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v120 := instance.get("message")), str)
                                and v120 != ""
                            )
                            if v119 == "time_out_of_range"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v120 := instance.get("message")), str)
                                    and v120 != ""
                                )
                                if v119 == "corrupt_schedule_log"
                                else (
                                    (
                                        len(instance) == 3 + ("id" in instance)
                                        and (
                                            "id" not in instance
                                            or (
                                                isinstance((v122 := instance["id"]), str)
                                                and v122 != ""
                                                and v122[0] not in _CHARS13
                                                and v122[-1] not in _CHARS13
                                            )
                                        )
                                        and isinstance((v120 := instance.get("message")), str)
                                        and v120 != ""
                                        and isinstance((v121 := instance.get("operation")), str)
                                        and v121 in _E98
                                    )
                                    if v119 == "persistence_uncertain"
                                    else (
                                        v119 == "internal_error"
                                        and (
                                            len(instance) == 2
                                            and isinstance((v120 := instance.get("message")), str)
                                            and v120 != ""
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        ):
            return True
        return False
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
            errors.append(_X308)
            _closest_e(instance, "", errors, _EX309, range(2))
    elif tag1 == "invalid_selector":
        if not ((_v6(instance)) or (_v163(instance))):
            errors.append(_X308)
            _closest_e(instance, "", errors, _EX310, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v6(instance)) or (_v164(instance))):
            errors.append(_X308)
            _closest_e(instance, "", errors, _EX311, range(2))
    elif tag1 == "time_out_of_range":
        if not ((_v6(instance)) or (_v165(instance))):
            errors.append(_X308)
            _closest_e(instance, "", errors, _EX312, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v6(instance)) or (_v166(instance))):
            errors.append(_X308)
            _closest_e(instance, "", errors, _EX313, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v6(instance)) or (_v167(instance))):
            errors.append(_X308)
            _closest_e(instance, "", errors, _EX314, range(2))
    elif tag1 == "internal_error":
        if not ((_v6(instance)) or (_v168(instance))):
            errors.append(_X308)
            _closest_e(instance, "", errors, _EX315, range(2))
    else:
        errors.append(_X308)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R124))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K122
            if not exact2:
                if "id" not in instance:
                    errors.append(_X125)
                if "kind" not in instance:
                    errors.append(_X126)
                if "prompt" not in instance:
                    errors.append(_X127)
                if "afterSeconds" not in instance:
                    errors.append(_X128)
                if "scheduledAt" not in instance:
                    errors.append(_X129)
                if "state" not in instance:
                    errors.append(_X130)
                if "deliveryMode" not in instance:
                    errors.append(_X131)
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
                if not (isinstance(x8, str) and x8 in _E133):
                    errors.append(_X132)
            if "deliveryMode" in instance:
                x9 = instance["deliveryMode"]
                if not (x9 == "session-local"):
                    errors.append(_X134)
            if not exact2:
                for key10 in _js_keys(instance):
                    if key10 not in _K122:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key10), *_R135)))
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
        if isinstance(instance, dict) and not instance:
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_list_arguments, instance, _too_deep_verdict)


def _verdict_schedule_list_arguments(instance: Any) -> bool:
    return _v18(instance)


def _errors_schedule_list_arguments(instance: Any) -> list[Violation]:
    return [] if _v18(instance) else _collect_schedule_list_arguments(instance)


def _collect_schedule_list_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R317))
    if isinstance(instance, dict):
        for key1 in _js_keys(instance):
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R318)))
    return errors


def validate_schedule_list_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and (not instance or _l8(instance))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 2
                    and isinstance((v154 := instance.get("message")), str)
                    and v154 != ""
                )
                if (v153 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v156 := instance["id"]), str)
                                and v156 != ""
                                and v156[0] not in _CHARS13
                                and v156[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v154 := instance.get("message")), str)
                        and v154 != ""
                        and isinstance((v155 := instance.get("operation")), str)
                        and v155 in _E98
                    )
                    if v153 == "persistence_uncertain"
                    else (
                        v153 == "internal_error"
                        and (
                            len(instance) == 2
                            and isinstance((v154 := instance.get("message")), str)
                            and v154 != ""
                        )
                    )
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
        if (isinstance(instance, list) and (not instance or _l8(instance))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 2
                    and isinstance((v154 := instance.get("message")), str)
                    and v154 != ""
                )
                if (v153 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v156 := instance["id"]), str)
                                and v156 != ""
                                and v156[0] not in _CHARS13
                                and v156[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v154 := instance.get("message")), str)
                        and v154 != ""
                        and isinstance((v155 := instance.get("operation")), str)
                        and v155 in _E98
                    )
                    if v153 == "persistence_uncertain"
                    else (
                        v153 == "internal_error"
                        and (
                            len(instance) == 2
                            and isinstance((v154 := instance.get("message")), str)
                            and v154 != ""
                        )
                    )
                )
            )
        ):
            return True
        return False
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
        if not (
            (isinstance(instance, list) and (not instance or _l5(instance))) or (_v166(instance))
        ):
            errors.append(_X319)
            _closest_e(instance, "", errors, _EX320, range(2))
    elif tag1 == "persistence_uncertain":
        if not (
            (isinstance(instance, list) and (not instance or _l6(instance))) or (_v167(instance))
        ):
            errors.append(_X319)
            _closest_e(instance, "", errors, _EX321, range(2))
    elif tag1 == "internal_error":
        if not (
            (isinstance(instance, list) and (not instance or _l7(instance))) or (_v168(instance))
        ):
            errors.append(_X319)
            _closest_e(instance, "", errors, _EX322, range(2))
    else:
        errors.append(_X319)
        if not isinstance(instance, list):
            errors.append(_mistyped("", instance, _R323))
        if isinstance(instance, list):
            for index2 in range(0, len(instance)):
                item3 = instance[index2]
                if not _v6(item3):
                    _e6(item3, "/" + str(index2), errors)
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
        if (
            isinstance(instance, dict)
            and len(instance) == 1
            and isinstance(instance.get("id"), str)
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_delete_arguments, instance, _too_deep_verdict)


def _verdict_schedule_delete_arguments(instance: Any) -> bool:
    return _v20(instance)


def _errors_schedule_delete_arguments(instance: Any) -> list[Violation]:
    return [] if _v20(instance) else _collect_schedule_delete_arguments(instance)


def _collect_schedule_delete_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R325))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X326)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R327))
        if not instance.keys() <= _K329:
            for key2 in _js_keys(instance):
                if key2 in _K329:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R328)))
    return errors


def validate_schedule_delete_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 2
                and instance.get("deleted") is True
                and isinstance((v169 := instance.get("id")), str)
                and v169 != ""
                and v169[0] not in _CHARS13
                and v169[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v171 := instance.get("id")), str)
                    and v171 != ""
                    and v171[0] not in _CHARS13
                    and v171[-1] not in _CHARS13
                )
                if (v170 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v171 := instance.get("message")), str)
                        and v171 != ""
                    )
                    if v170 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v171 := instance.get("message")), str)
                            and v171 != ""
                        )
                        if v170 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v173 := instance["id"]), str)
                                        and v173 != ""
                                        and v173[0] not in _CHARS13
                                        and v173[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v171 := instance.get("message")), str)
                                and v171 != ""
                                and isinstance((v172 := instance.get("operation")), str)
                                and v172 in _E98
                            )
                            if v170 == "persistence_uncertain"
                            else (
                                v170 == "internal_error"
                                and (
                                    len(instance) == 2
                                    and isinstance((v171 := instance.get("message")), str)
                                    and v171 != ""
                                )
                            )
                        )
                    )
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
        if isinstance(instance, dict) and (
            (
                len(instance) == 2
                and instance.get("deleted") is True
                and isinstance((v169 := instance.get("id")), str)
                and v169 != ""
                and v169[0] not in _CHARS13
                and v169[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v171 := instance.get("id")), str)
                    and v171 != ""
                    and v171[0] not in _CHARS13
                    and v171[-1] not in _CHARS13
                )
                if (v170 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v171 := instance.get("message")), str)
                        and v171 != ""
                    )
                    if v170 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v171 := instance.get("message")), str)
                            and v171 != ""
                        )
                        if v170 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v173 := instance["id"]), str)
                                        and v173 != ""
                                        and v173[0] not in _CHARS13
                                        and v173[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v171 := instance.get("message")), str)
                                and v171 != ""
                                and isinstance((v172 := instance.get("operation")), str)
                                and v172 in _E98
                            )
                            if v170 == "persistence_uncertain"
                            else (
                                v170 == "internal_error"
                                and (
                                    len(instance) == 2
                                    and isinstance((v171 := instance.get("message")), str)
                                    and v171 != ""
                                )
                            )
                        )
                    )
                )
            )
        ):
            return True
        return False
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
            errors.append(_X330)
            _closest_e(instance, "", errors, _EX331, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v184(instance)) or (_v164(instance))):
            errors.append(_X330)
            _closest_e(instance, "", errors, _EX332, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v184(instance)) or (_v166(instance))):
            errors.append(_X330)
            _closest_e(instance, "", errors, _EX333, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v184(instance)) or (_v167(instance))):
            errors.append(_X330)
            _closest_e(instance, "", errors, _EX334, range(2))
    elif tag1 == "internal_error":
        if not ((_v184(instance)) or (_v168(instance))):
            errors.append(_X330)
            _closest_e(instance, "", errors, _EX335, range(2))
    else:
        errors.append(_X330)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R337))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K336
            if not exact2:
                if "id" not in instance:
                    errors.append(_X338)
                if "deleted" not in instance:
                    errors.append(_X339)
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
                    errors.append(_X340)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K336:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R341)))
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
                    isinstance((v174 := instance["after_seconds"]), (int, float))
                    and not isinstance(v174, bool)
                )
            )
            and (
                "at" not in instance
                or isinstance((v175 := instance["at"]), str)
                or (
                    isinstance(v175, dict)
                    and ("date" not in v175 or isinstance(v175["date"], str))
                    and ("time" not in v175 or isinstance(v175["time"], str))
                    and ("time_zone" not in v175 or isinstance(v175["time_zone"], str))
                )
            )
            and (
                "every_seconds" not in instance
                or (
                    isinstance((v176 := instance["every_seconds"]), (int, float))
                    and not isinstance(v176, bool)
                )
            )
            and (
                "calendar" not in instance
                or (
                    isinstance((v178 := instance["calendar"]), dict)
                    and ("time" not in v178 or isinstance(v178["time"], str))
                    and (
                        "days" not in v178
                        or (isinstance((v177 := v178["days"]), list) and (not v177 or _l9(v177)))
                    )
                    and ("time_zone" not in v178 or isinstance(v178["time_zone"], str))
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
        if (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and (
                "after_seconds" not in instance
                or (
                    isinstance((v174 := instance["after_seconds"]), (int, float))
                    and not isinstance(v174, bool)
                )
            )
            and (
                "at" not in instance
                or isinstance((v175 := instance["at"]), str)
                or (
                    isinstance(v175, dict)
                    and ("date" not in v175 or isinstance(v175["date"], str))
                    and ("time" not in v175 or isinstance(v175["time"], str))
                    and ("time_zone" not in v175 or isinstance(v175["time_zone"], str))
                )
            )
            and (
                "every_seconds" not in instance
                or (
                    isinstance((v176 := instance["every_seconds"]), (int, float))
                    and not isinstance(v176, bool)
                )
            )
            and (
                "calendar" not in instance
                or (
                    isinstance((v178 := instance["calendar"]), dict)
                    and ("time" not in v178 or isinstance(v178["time"], str))
                    and (
                        "days" not in v178
                        or (isinstance((v177 := v178["days"]), list) and (not v177 or _l9(v177)))
                    )
                    and ("time_zone" not in v178 or isinstance(v178["time_zone"], str))
                )
            )
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_create_v2_arguments, instance, _too_deep_verdict)


def _verdict_schedule_create_v2_arguments(instance: Any) -> bool:
    return _v22(instance)


def _errors_schedule_create_v2_arguments(instance: Any) -> list[Violation]:
    return [] if _v22(instance) else _collect_schedule_create_v2_arguments(instance)


def _collect_schedule_create_v2_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R343))
    if isinstance(instance, dict):
        if "prompt" not in instance:
            errors.append(_X344)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R345))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R346))
        if "at" in instance:
            _e128(instance["at"], "/at", errors)
        if "every_seconds" in instance:
            x3 = instance["every_seconds"]
            if not (isinstance(x3, (int, float)) and not isinstance(x3, bool)):
                errors.append(_mistyped("/every_seconds", x3, _R347))
        if "calendar" in instance:
            _e188(instance["calendar"], "/calendar", errors)
    return errors


def validate_schedule_create_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-create.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v459 := instance.get("scheduledAt")), str)
                and len(v459) == 24
                and isinstance((v460 := instance.get("state")), str)
                and v460 in _E133
                and (
                    type(v458 := instance.get("afterSeconds")) is int
                    or (isinstance(v458, int) and not isinstance(v458, bool))
                    or (isinstance(v458, float) and float.is_integer(v458))
                )
                and v458 >= 1
                and v458 <= 9007199254740991
                and isinstance((v456 := instance.get("id")), str)
                and v456 != ""
                and v456[0] not in _CHARS13
                and v456[-1] not in _CHARS13
                and isinstance((v457 := instance.get("prompt")), str)
                and v457 != ""
                and v457[0] not in _CHARS13
                and v457[-1] not in _CHARS13
                and _P23.search(v459) is not None
            )
            or (
                len(instance) == 6
                and instance.get("kind") == "at"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v463 := instance.get("scheduledAt")), str)
                and len(v463) == 24
                and isinstance((v464 := instance.get("state")), str)
                and v464 in _E133
                and isinstance((v461 := instance.get("id")), str)
                and v461 != ""
                and v461[0] not in _CHARS13
                and v461[-1] not in _CHARS13
                and isinstance((v462 := instance.get("prompt")), str)
                and v462 != ""
                and v462[0] not in _CHARS13
                and v462[-1] not in _CHARS13
                and _P23.search(v463) is not None
            )
            or (
                len(instance) == 7
                and instance.get("kind") == "every"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v468 := instance.get("scheduledAt")), str)
                and len(v468) == 24
                and isinstance((v469 := instance.get("state")), str)
                and v469 in _E133
                and (
                    type(v467 := instance.get("everySeconds")) is int
                    or (isinstance(v467, int) and not isinstance(v467, bool))
                    or (isinstance(v467, float) and float.is_integer(v467))
                )
                and v467 >= 300
                and v467 <= 9007199254740991
                and isinstance((v465 := instance.get("id")), str)
                and v465 != ""
                and v465[0] not in _CHARS13
                and v465[-1] not in _CHARS13
                and isinstance((v466 := instance.get("prompt")), str)
                and v466 != ""
                and v466[0] not in _CHARS13
                and v466[-1] not in _CHARS13
                and _P23.search(v468) is not None
            )
            or (
                len(instance) == 10
                and instance.get("kind") == "calendar"
                and isinstance((v474 := instance.get("timeZone")), str)
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v472 := instance.get("time")), str)
                and len(v472) == 5
                and isinstance((v473 := instance.get("days")), list)
                and (not v473 or _l22(v473))
                and isinstance((v475 := instance.get("scheduledAt")), str)
                and len(v475) == 24
                and isinstance((v476 := instance.get("state")), str)
                and v476 in _E133
                and isinstance((v477 := instance.get("scheduledLocal")), str)
                and len(v477) == 25
                and isinstance((v470 := instance.get("id")), str)
                and v470 != ""
                and v470[0] not in _CHARS13
                and v470[-1] not in _CHARS13
                and isinstance((v471 := instance.get("prompt")), str)
                and v471 != ""
                and v471[0] not in _CHARS13
                and v471[-1] not in _CHARS13
                and _P161.search(v474) is not None
                and _P158.search(v472) is not None
                and _P23.search(v475) is not None
                and _P299.search(v477) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v479 := instance.get("message")), str)
                    and v479 != ""
                )
                if (v478 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v479 := instance.get("message")), str)
                        and v479 != ""
                    )
                    if v478 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v479 := instance.get("message")), str)
                            and v479 != ""
                        )
                        if v478 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v479 := instance.get("message")), str)
                                and v479 != ""
                            )
                            if v478 == "invalid_time_zone"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v479 := instance.get("message")), str)
                                    and v479 != ""
                                )
                                if v478 == "frequency_too_high"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v479 := instance.get("message")), str)
                                        and v479 != ""
                                    )
                                    if v478 == "time_out_of_range"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v479 := instance.get("message")), str)
                                            and v479 != ""
                                        )
                                        if v478 == "not_future"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v479 := instance.get("message")), str
                                                )
                                                and v479 != ""
                                            )
                                            if v478 == "too_many_schedules"
                                            else (
                                                (
                                                    len(instance) == 2
                                                    and isinstance(
                                                        (v479 := instance.get("message")), str
                                                    )
                                                    and v479 != ""
                                                )
                                                if v478 == "corrupt_schedule_log"
                                                else (
                                                    (
                                                        len(instance) == 3 + ("id" in instance)
                                                        and (
                                                            "id" not in instance
                                                            or (
                                                                isinstance(
                                                                    (v481 := instance["id"]), str
                                                                )
                                                                and v481 != ""
                                                                and v481[0] not in _CHARS13
                                                                and v481[-1] not in _CHARS13
                                                            )
                                                        )
                                                        and isinstance(
                                                            (v479 := instance.get("message")), str
                                                        )
                                                        and v479 != ""
                                                        and isinstance(
                                                            (v480 := instance.get("operation")), str
                                                        )
                                                        and v480 in _E98
                                                    )
                                                    if v478 == "persistence_uncertain"
                                                    else (
                                                        v478 == "internal_error"
                                                        and (
                                                            len(instance) == 2
                                                            and isinstance(
                                                                (v479 := instance.get("message")),
                                                                str,
                                                            )
                                                            and v479 != ""
                                                        )
                                                    )
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
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
        if isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v459 := instance.get("scheduledAt")), str)
                and len(v459) == 24
                and isinstance((v460 := instance.get("state")), str)
                and v460 in _E133
                and (
                    type(v458 := instance.get("afterSeconds")) is int
                    or (isinstance(v458, int) and not isinstance(v458, bool))
                    or (isinstance(v458, float) and float.is_integer(v458))
                )
                and v458 >= 1
                and v458 <= 9007199254740991
                and isinstance((v456 := instance.get("id")), str)
                and v456 != ""
                and v456[0] not in _CHARS13
                and v456[-1] not in _CHARS13
                and isinstance((v457 := instance.get("prompt")), str)
                and v457 != ""
                and v457[0] not in _CHARS13
                and v457[-1] not in _CHARS13
                and _P23.search(v459) is not None
            )
            or (
                len(instance) == 6
                and instance.get("kind") == "at"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v463 := instance.get("scheduledAt")), str)
                and len(v463) == 24
                and isinstance((v464 := instance.get("state")), str)
                and v464 in _E133
                and isinstance((v461 := instance.get("id")), str)
                and v461 != ""
                and v461[0] not in _CHARS13
                and v461[-1] not in _CHARS13
                and isinstance((v462 := instance.get("prompt")), str)
                and v462 != ""
                and v462[0] not in _CHARS13
                and v462[-1] not in _CHARS13
                and _P23.search(v463) is not None
            )
            or (
                len(instance) == 7
                and instance.get("kind") == "every"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v468 := instance.get("scheduledAt")), str)
                and len(v468) == 24
                and isinstance((v469 := instance.get("state")), str)
                and v469 in _E133
                and (
                    type(v467 := instance.get("everySeconds")) is int
                    or (isinstance(v467, int) and not isinstance(v467, bool))
                    or (isinstance(v467, float) and float.is_integer(v467))
                )
                and v467 >= 300
                and v467 <= 9007199254740991
                and isinstance((v465 := instance.get("id")), str)
                and v465 != ""
                and v465[0] not in _CHARS13
                and v465[-1] not in _CHARS13
                and isinstance((v466 := instance.get("prompt")), str)
                and v466 != ""
                and v466[0] not in _CHARS13
                and v466[-1] not in _CHARS13
                and _P23.search(v468) is not None
            )
            or (
                len(instance) == 10
                and instance.get("kind") == "calendar"
                and isinstance((v474 := instance.get("timeZone")), str)
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v472 := instance.get("time")), str)
                and len(v472) == 5
                and isinstance((v473 := instance.get("days")), list)
                and (not v473 or _l22(v473))
                and isinstance((v475 := instance.get("scheduledAt")), str)
                and len(v475) == 24
                and isinstance((v476 := instance.get("state")), str)
                and v476 in _E133
                and isinstance((v477 := instance.get("scheduledLocal")), str)
                and len(v477) == 25
                and isinstance((v470 := instance.get("id")), str)
                and v470 != ""
                and v470[0] not in _CHARS13
                and v470[-1] not in _CHARS13
                and isinstance((v471 := instance.get("prompt")), str)
                and v471 != ""
                and v471[0] not in _CHARS13
                and v471[-1] not in _CHARS13
                and _P161.search(v474) is not None
                and _P158.search(v472) is not None
                and _P23.search(v475) is not None
                and _P299.search(v477) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v479 := instance.get("message")), str)
                    and v479 != ""
                )
                if (v478 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v479 := instance.get("message")), str)
                        and v479 != ""
                    )
                    if v478 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v479 := instance.get("message")), str)
                            and v479 != ""
                        )
                        if v478 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v479 := instance.get("message")), str)
                                and v479 != ""
                            )
                            if v478 == "invalid_time_zone"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v479 := instance.get("message")), str)
                                    and v479 != ""
                                )
                                if v478 == "frequency_too_high"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v479 := instance.get("message")), str)
                                        and v479 != ""
                                    )
                                    if v478 == "time_out_of_range"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v479 := instance.get("message")), str)
                                            and v479 != ""
                                        )
                                        if v478 == "not_future"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v479 := instance.get("message")), str
                                                )
                                                and v479 != ""
                                            )
                                            if v478 == "too_many_schedules"
                                            else (
                                                (
                                                    len(instance) == 2
                                                    and isinstance(
                                                        (v479 := instance.get("message")), str
                                                    )
                                                    and v479 != ""
                                                )
                                                if v478 == "corrupt_schedule_log"
                                                else (
                                                    (
                                                        len(instance) == 3 + ("id" in instance)
                                                        and (
                                                            "id" not in instance
                                                            or (
                                                                isinstance(
                                                                    (v481 := instance["id"]), str
                                                                )
                                                                and v481 != ""
                                                                and v481[0] not in _CHARS13
                                                                and v481[-1] not in _CHARS13
                                                            )
                                                        )
                                                        and isinstance(
                                                            (v479 := instance.get("message")), str
                                                        )
                                                        and v479 != ""
                                                        and isinstance(
                                                            (v480 := instance.get("operation")), str
                                                        )
                                                        and v480 in _E98
                                                    )
                                                    if v478 == "persistence_uncertain"
                                                    else (
                                                        v478 == "internal_error"
                                                        and (
                                                            len(instance) == 2
                                                            and isinstance(
                                                                (v479 := instance.get("message")),
                                                                str,
                                                            )
                                                            and v479 != ""
                                                        )
                                                    )
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        ):
            return True
        return False
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
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX349, range(5))
    elif tag1 == "invalid_selector":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v173(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX350, range(5))
    elif tag1 == "invalid_rule":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v174(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX351, range(5))
    elif tag1 == "invalid_time_zone":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v175(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX352, range(5))
    elif tag1 == "frequency_too_high":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v176(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX353, range(5))
    elif tag1 == "time_out_of_range":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v177(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX354, range(5))
    elif tag1 == "not_future":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v178(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX355, range(5))
    elif tag1 == "too_many_schedules":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v179(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX356, range(5))
    elif tag1 == "corrupt_schedule_log":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v166(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX357, range(5))
    elif tag1 == "persistence_uncertain":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v167(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX358, range(5))
    elif tag1 == "internal_error":
        if not (
            (_v6(instance))
            or (_v180(instance))
            or (_v181(instance))
            or (_v182(instance))
            or (_v168(instance))
        ):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX359, range(5))
    else:
        if not ((_v6(instance)) or (_v180(instance)) or (_v181(instance)) or (_v182(instance))):
            errors.append(_X348)
            _closest_e(instance, "", errors, _EX360, range(4))
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
        if isinstance(instance, dict) and not instance:
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_list_v2_arguments, instance, _too_deep_verdict)


def _verdict_schedule_list_v2_arguments(instance: Any) -> bool:
    return _v24(instance)


def _errors_schedule_list_v2_arguments(instance: Any) -> list[Violation]:
    return [] if _v24(instance) else _collect_schedule_list_v2_arguments(instance)


def _collect_schedule_list_v2_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R362))
    if isinstance(instance, dict):
        for key1 in _js_keys(instance):
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R363)))
    return errors


def validate_schedule_list_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and (not instance or _l30(instance))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 2
                    and isinstance((v533 := instance.get("message")), str)
                    and v533 != ""
                )
                if (v532 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v535 := instance["id"]), str)
                                and v535 != ""
                                and v535[0] not in _CHARS13
                                and v535[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v533 := instance.get("message")), str)
                        and v533 != ""
                        and isinstance((v534 := instance.get("operation")), str)
                        and v534 in _E98
                    )
                    if v532 == "persistence_uncertain"
                    else (
                        v532 == "internal_error"
                        and (
                            len(instance) == 2
                            and isinstance((v533 := instance.get("message")), str)
                            and v533 != ""
                        )
                    )
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
        if (isinstance(instance, list) and (not instance or _l30(instance))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 2
                    and isinstance((v533 := instance.get("message")), str)
                    and v533 != ""
                )
                if (v532 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v535 := instance["id"]), str)
                                and v535 != ""
                                and v535[0] not in _CHARS13
                                and v535[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v533 := instance.get("message")), str)
                        and v533 != ""
                        and isinstance((v534 := instance.get("operation")), str)
                        and v534 in _E98
                    )
                    if v532 == "persistence_uncertain"
                    else (
                        v532 == "internal_error"
                        and (
                            len(instance) == 2
                            and isinstance((v533 := instance.get("message")), str)
                            and v533 != ""
                        )
                    )
                )
            )
        ):
            return True
        return False
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
        if not (
            (isinstance(instance, list) and (not instance or _l23(instance))) or (_v166(instance))
        ):
            errors.append(_X364)
            _closest_e(instance, "", errors, _EX365, range(2))
    elif tag1 == "persistence_uncertain":
        if not (
            (isinstance(instance, list) and (not instance or _l25(instance))) or (_v167(instance))
        ):
            errors.append(_X364)
            _closest_e(instance, "", errors, _EX366, range(2))
    elif tag1 == "internal_error":
        if not (
            (isinstance(instance, list) and (not instance or _l27(instance))) or (_v168(instance))
        ):
            errors.append(_X364)
            _closest_e(instance, "", errors, _EX367, range(2))
    else:
        errors.append(_X364)
        if not isinstance(instance, list):
            errors.append(_mistyped("", instance, _R368))
        if isinstance(instance, list):
            for index2 in range(0, len(instance)):
                item3 = instance[index2]
                if not _v15(item3):
                    _e15(item3, "/" + str(index2), errors)
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
        if (
            isinstance(instance, dict)
            and len(instance) == 1
            and isinstance(instance.get("id"), str)
        ):
            return True
        return False
    except RecursionError:
        return _deep(_verdict_schedule_delete_v2_arguments, instance, _too_deep_verdict)


def _verdict_schedule_delete_v2_arguments(instance: Any) -> bool:
    return _v26(instance)


def _errors_schedule_delete_v2_arguments(instance: Any) -> list[Violation]:
    return [] if _v26(instance) else _collect_schedule_delete_v2_arguments(instance)


def _collect_schedule_delete_v2_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R370))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X371)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R372))
        if not instance.keys() <= _K329:
            for key2 in _js_keys(instance):
                if key2 in _K329:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R373)))
    return errors


def validate_schedule_delete_v2_output(instance: object) -> list[Violation]:
    """Every violation of schemas/v2/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if isinstance(instance, dict) and (
            (
                len(instance) == 2
                and instance.get("deleted") is True
                and isinstance((v548 := instance.get("id")), str)
                and v548 != ""
                and v548[0] not in _CHARS13
                and v548[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v550 := instance.get("id")), str)
                    and v550 != ""
                    and v550[0] not in _CHARS13
                    and v550[-1] not in _CHARS13
                )
                if (v549 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v550 := instance.get("message")), str)
                        and v550 != ""
                    )
                    if v549 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v550 := instance.get("message")), str)
                            and v550 != ""
                        )
                        if v549 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v552 := instance["id"]), str)
                                        and v552 != ""
                                        and v552[0] not in _CHARS13
                                        and v552[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v550 := instance.get("message")), str)
                                and v550 != ""
                                and isinstance((v551 := instance.get("operation")), str)
                                and v551 in _E98
                            )
                            if v549 == "persistence_uncertain"
                            else (
                                v549 == "internal_error"
                                and (
                                    len(instance) == 2
                                    and isinstance((v550 := instance.get("message")), str)
                                    and v550 != ""
                                )
                            )
                        )
                    )
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
        if isinstance(instance, dict) and (
            (
                len(instance) == 2
                and instance.get("deleted") is True
                and isinstance((v548 := instance.get("id")), str)
                and v548 != ""
                and v548[0] not in _CHARS13
                and v548[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v550 := instance.get("id")), str)
                    and v550 != ""
                    and v550[0] not in _CHARS13
                    and v550[-1] not in _CHARS13
                )
                if (v549 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v550 := instance.get("message")), str)
                        and v550 != ""
                    )
                    if v549 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v550 := instance.get("message")), str)
                            and v550 != ""
                        )
                        if v549 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v552 := instance["id"]), str)
                                        and v552 != ""
                                        and v552[0] not in _CHARS13
                                        and v552[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v550 := instance.get("message")), str)
                                and v550 != ""
                                and isinstance((v551 := instance.get("operation")), str)
                                and v551 in _E98
                            )
                            if v549 == "persistence_uncertain"
                            else (
                                v549 == "internal_error"
                                and (
                                    len(instance) == 2
                                    and isinstance((v550 := instance.get("message")), str)
                                    and v550 != ""
                                )
                            )
                        )
                    )
                )
            )
        ):
            return True
        return False
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
            errors.append(_X374)
            _closest_e(instance, "", errors, _EX331, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v184(instance)) or (_v174(instance))):
            errors.append(_X374)
            _closest_e(instance, "", errors, _EX375, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v184(instance)) or (_v166(instance))):
            errors.append(_X374)
            _closest_e(instance, "", errors, _EX333, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v184(instance)) or (_v167(instance))):
            errors.append(_X374)
            _closest_e(instance, "", errors, _EX334, range(2))
    elif tag1 == "internal_error":
        if not ((_v184(instance)) or (_v168(instance))):
            errors.append(_X374)
            _closest_e(instance, "", errors, _EX335, range(2))
    else:
        errors.append(_X374)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R337))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K336
            if not exact2:
                if "id" not in instance:
                    errors.append(_X338)
                if "deleted" not in instance:
                    errors.append(_X339)
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
                    errors.append(_X340)
            if not exact2:
                for key5 in _js_keys(instance):
                    if key5 not in _K336:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R341)))
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
                errors.append(tuple.__new__(Violation, (path, *_R376)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R377)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R378)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R379)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R380)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R383)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R384)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R385)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if not exact1:
            for key7 in _js_keys(x):
                if key7 not in _K1:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key7), *_R24)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _e6(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R124))
    if isinstance(x, dict):
        exact1 = x.keys() == _K122
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R389)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R390)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R391)))
            if "afterSeconds" not in x:
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
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R383)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R384)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R385)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if "state" in x:
            x7 = x["state"]
            if not (isinstance(x7, str) and x7 in _E133):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R396)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R397)))
        if not exact1:
            for key9 in _js_keys(x):
                if key9 not in _K122:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R135)))


# https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
def _e8(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R138))
    if isinstance(x, dict):
        exact1 = x.keys() == _K136
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R507)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R508)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R509)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R510)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "at"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R450)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
        if "scheduledAt" in x:
            x5 = x["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if not (len(x5) == 24 and _P23.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if not exact1:
            for key6 in _js_keys(x):
                if key6 not in _K136:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key6), *_R144)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
def _e9(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R147))
    if isinstance(x, dict):
        exact1 = x.keys() == _K145
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R516)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R517)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R518)))
            if "time" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R519)))
            if "days" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R520)))
            if "timeZone" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R521)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R522)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "calendar"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R473)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
        if "time" in x:
            x5 = x["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/time", x5, _R156))
            if isinstance(x5, str):
                if not (len(x5) == 5 and _P158.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/time", *_R474)))
        if "days" in x:
            _e66(x["days"], path + "/days", errors)
        if "timeZone" in x:
            x6 = x["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/timeZone", x6, _R159))
            if isinstance(x6, str):
                if _P161.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/timeZone", *_R475)))
        if "scheduledAt" in x:
            x7 = x["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped(path + "/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if not (len(x7) == 24 and _P23.search(x7) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if not exact1:
            for key8 in _js_keys(x):
                if key8 not in _K145:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key8), *_R162)))


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
def _e10(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R166))
    if isinstance(x, dict):
        exact1 = x.keys() == _K164
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R511)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R512)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R513)))
            if "everySeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R514)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R515)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "every"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R460)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
        if "everySeconds" in x:
            x5 = x["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/everySeconds", x5, _R173))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R461)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R462)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if not exact1:
            for key7 in _js_keys(x):
                if key7 not in _K164:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key7), *_R176)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#
def _e13(x: Any, path: str, errors: list[Violation]) -> None:
    tag1 = x.get("kind") if isinstance(x, dict) else None
    if tag1 == "after":
        mark2 = len(errors)
        _e0(x, path, errors)
        if len(errors) > mark2:
            errors.insert(mark2, tuple.__new__(Violation, (path, *_R388)))
    elif tag1 == "at":
        mark3 = len(errors)
        _e8(x, path, errors)
        if len(errors) > mark3:
            errors.insert(mark3, tuple.__new__(Violation, (path, *_R388)))
    elif tag1 == "every":
        mark4 = len(errors)
        _e10(x, path, errors)
        if len(errors) > mark4:
            errors.insert(mark4, tuple.__new__(Violation, (path, *_R388)))
    elif tag1 == "calendar":
        mark5 = len(errors)
        _e9(x, path, errors)
        if len(errors) > mark5:
            errors.insert(mark5, tuple.__new__(Violation, (path, *_R388)))
    else:
        errors.append(tuple.__new__(Violation, (path, *_R388)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
def _e15(x: Any, path: str, errors: list[Violation]) -> None:
    tag1 = x.get("kind") if isinstance(x, dict) else None
    if tag1 == "after":
        mark2 = len(errors)
        _e6(x, path, errors)
        if len(errors) > mark2:
            errors.insert(mark2, tuple.__new__(Violation, (path, *_R505)))
    elif tag1 == "at":
        mark3 = len(errors)
        _e180(x, path, errors)
        if len(errors) > mark3:
            errors.insert(mark3, tuple.__new__(Violation, (path, *_R505)))
    elif tag1 == "every":
        mark4 = len(errors)
        _e181(x, path, errors)
        if len(errors) > mark4:
            errors.insert(mark4, tuple.__new__(Violation, (path, *_R505)))
    elif tag1 == "calendar":
        mark5 = len(errors)
        _e182(x, path, errors)
        if len(errors) > mark5:
            errors.insert(mark5, tuple.__new__(Violation, (path, *_R505)))
    else:
        errors.append(tuple.__new__(Violation, (path, *_R505)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
def _e66(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R387))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not (isinstance(item2, str) and item2 in _E163):
                _e169(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _e114(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R323))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not _v6(item2):
                _e6(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at
def _e128(x: Any, path: str, errors: list[Violation]) -> None:
    if not ((isinstance(x, str)) or (_v292(x))):
        errors.append(tuple.__new__(Violation, (path, *_R439)))
        _closest_e(x, path, errors, _EX440, range(2))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0
def _e147(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R368))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not _v15(item2):
                _e15(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _e162(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R54))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R398)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R399)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_prompt"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R400)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R58))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R401)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R60)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _e163(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R61))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R402)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R403)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R404)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R65))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R405)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R67)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _e164(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R68))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R406)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R407)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R408)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R72))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R409)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R74)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _e165(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R75))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R410)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R411)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R412)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R79))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R413)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R81)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _e166(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R82))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R414)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R415)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "corrupt_schedule_log"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R416)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R86))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R417)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R88)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _e167(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R89))
    if isinstance(x, dict):
        if not _K90 <= x.keys():
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R418)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R419)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R420)))
        if "code" in x:
            x1 = x["code"]
            if not (x1 == "persistence_uncertain"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R421)))
        if "message" in x:
            x2 = x["message"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/message", x2, _R95))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R422)))
        if "operation" in x:
            x3 = x["operation"]
            if not (isinstance(x3, str) and x3 in _E98):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R423)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if not x.keys() <= _K100:
            for key5 in _js_keys(x):
                if key5 in _K100:
                    continue
                errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R99)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _e168(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R101))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R424)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R425)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "internal_error"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R426)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R105))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R427)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R107)))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items
def _e169(x: Any, path: str, errors: list[Violation]) -> None:
    if not (isinstance(x, str) and x in _E163):
        errors.append(tuple.__new__(Violation, (path, *_R506)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2
def _e173(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R203))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R477)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R478)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R479)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R207))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R480)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R209)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2
def _e174(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R210))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R481)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R482)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R483)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R214))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R484)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R216)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone
def _e175(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R217))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R485)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R486)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_time_zone"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R487)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R221))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R488)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R223)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh
def _e176(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R224))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R489)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R490)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "frequency_too_high"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R491)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R228))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R492)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R230)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2
def _e177(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R231))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R493)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R494)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R495)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R235))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R496)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R237)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture
def _e178(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R238))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R497)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R498)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "not_future"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R499)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R242))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R500)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R244)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules
def _e179(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R245))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R501)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R502)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "too_many_schedules"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R503)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R249))
            if isinstance(x3, str):
                if not (x3 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R504)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R251)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
def _e180(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R265))
    if isinstance(x, dict):
        exact1 = x.keys() == _K264
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R444)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R445)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R446)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R447)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R448)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R449)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "at"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R450)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
        if "scheduledAt" in x:
            x5 = x["scheduledAt"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/scheduledAt", x5, _R21))
            if isinstance(x5, str):
                if not (len(x5) == 24 and _P23.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if "state" in x:
            x6 = x["state"]
            if not (isinstance(x6, str) and x6 in _E133):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R451)))
        if "deliveryMode" in x:
            x7 = x["deliveryMode"]
            if not (x7 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R452)))
        if not exact1:
            for key8 in _js_keys(x):
                if key8 not in _K264:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key8), *_R274)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
def _e181(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R276))
    if isinstance(x, dict):
        exact1 = x.keys() == _K275
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R453)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R454)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R455)))
            if "everySeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R456)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R457)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R458)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R459)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "every"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R460)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
        if "everySeconds" in x:
            x5 = x["everySeconds"]
            if not (
                type(x5) is int
                or (isinstance(x5, int) and not isinstance(x5, bool))
                or (isinstance(x5, float) and float.is_integer(x5))
            ):
                errors.append(_mistyped(path + "/everySeconds", x5, _R173))
            if isinstance(x5, (int, float)) and not isinstance(x5, bool):
                if not (x5 >= 300):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R461)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/everySeconds", *_R462)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if not (len(x6) == 24 and _P23.search(x6) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if "state" in x:
            x7 = x["state"]
            if not (isinstance(x7, str) and x7 in _E133):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R451)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R452)))
        if not exact1:
            for key9 in _js_keys(x):
                if key9 not in _K275:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R284)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
def _e182(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R286))
    if isinstance(x, dict):
        exact1 = x.keys() == _K285
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R463)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R464)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R465)))
            if "time" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R466)))
            if "days" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R467)))
            if "timeZone" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R468)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R469)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R470)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R471)))
            if "scheduledLocal" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R472)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "calendar"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R473)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (x4 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R381)))
                if not (x4 != "" and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R382)))
        if "time" in x:
            x5 = x["time"]
            if not isinstance(x5, str):
                errors.append(_mistyped(path + "/time", x5, _R156))
            if isinstance(x5, str):
                if not (len(x5) == 5 and _P158.search(x5) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/time", *_R474)))
        if "days" in x:
            _e66(x["days"], path + "/days", errors)
        if "timeZone" in x:
            x6 = x["timeZone"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/timeZone", x6, _R159))
            if isinstance(x6, str):
                if _P161.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/timeZone", *_R475)))
        if "scheduledAt" in x:
            x7 = x["scheduledAt"]
            if not isinstance(x7, str):
                errors.append(_mistyped(path + "/scheduledAt", x7, _R21))
            if isinstance(x7, str):
                if not (len(x7) == 24 and _P23.search(x7) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R386)))
        if "state" in x:
            x8 = x["state"]
            if not (isinstance(x8, str) and x8 in _E133):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R451)))
        if "deliveryMode" in x:
            x9 = x["deliveryMode"]
            if not (x9 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R452)))
        if "scheduledLocal" in x:
            x10 = x["scheduledLocal"]
            if not isinstance(x10, str):
                errors.append(_mistyped(path + "/scheduledLocal", x10, _R297))
            if isinstance(x10, str):
                if not (len(x10) == 25 and _P299.search(x10) is not None):
                    errors.append(tuple.__new__(Violation, (path + "/scheduledLocal", *_R476)))
        if not exact1:
            for key11 in _js_keys(x):
                if key11 not in _K285:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key11), *_R300)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _e184(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R337))
    if isinstance(x, dict):
        exact1 = x.keys() == _K336
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R428)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R429)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is True):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R430)))
        if not exact1:
            for key4 in _js_keys(x):
                if key4 not in _K336:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R341)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _e185(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R432))
    if isinstance(x, dict):
        exact1 = x.keys() == _K431
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R433)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R434)))
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R435)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (x2 != ""):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R381)))
                if not (x2 != "" and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R382)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is False):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R436)))
        if "code" in x:
            x4 = x["code"]
            if not (x4 == "schedule_not_found"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R437)))
        if not exact1:
            for key5 in _js_keys(x):
                if key5 not in _K431:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R438)))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0
def _e186(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_mistyped(path, x, _R523))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule
def _e188(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R441))
    if isinstance(x, dict):
        if "time" in x:
            x1 = x["time"]
            if not isinstance(x1, str):
                errors.append(_mistyped(path + "/time", x1, _R442))
        if "days" in x:
            _e294(x["days"], path + "/days", errors)
        if "time_zone" in x:
            x2 = x["time_zone"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/time_zone", x2, _R443))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
def _e292(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R524))
    if isinstance(x, dict):
        if "date" in x:
            x1 = x["date"]
            if not isinstance(x1, str):
                errors.append(_mistyped(path + "/date", x1, _R525))
        if "time" in x:
            x2 = x["time"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/time", x2, _R526))
        if "time_zone" in x:
            x3 = x["time_zone"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/time_zone", x3, _R527))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days
def _e294(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R528))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not isinstance(item2, str):
                _e301(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items
def _e301(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_mistyped(path, x, _R529))


def _v0(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 5
        and x.get("kind") == "after"
        and isinstance((v570 := x.get("scheduledAt")), str)
        and len(v570) == 24
        and (
            type(v569 := x.get("afterSeconds")) is int
            or (isinstance(v569, int) and not isinstance(v569, bool))
            or (isinstance(v569, float) and float.is_integer(v569))
        )
        and v569 >= 1
        and v569 <= 9007199254740991
        and isinstance((v567 := x.get("id")), str)
        and v567 != ""
        and v567[0] not in _CHARS13
        and v567[-1] not in _CHARS13
        and isinstance((v568 := x.get("prompt")), str)
        and v568 != ""
        and v568[0] not in _CHARS13
        and v568[-1] not in _CHARS13
        and _P23.search(v570) is not None
    ):
        return True
    return False


def _v1(x: object) -> bool:
    if isinstance(x, str) and len(x) == 24 and _P23.search(x) is not None:
        return True
    return False


def _v2(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 3
            and (v572 := x.get("version")) == 1
            and v572 is not True
            and isinstance((v577 := x.get("schedule")), dict)
            and len(v577) == 5
            and v577.get("kind") == "after"
            and isinstance((v576 := v577.get("scheduledAt")), str)
            and len(v576) == 24
            and (
                type(v575 := v577.get("afterSeconds")) is int
                or (isinstance(v575, int) and not isinstance(v575, bool))
                or (isinstance(v575, float) and float.is_integer(v575))
            )
            and v575 >= 1
            and v575 <= 9007199254740991
            and isinstance((v573 := v577.get("id")), str)
            and v573 != ""
            and v573[0] not in _CHARS13
            and v573[-1] not in _CHARS13
            and isinstance((v574 := v577.get("prompt")), str)
            and v574 != ""
            and v574[0] not in _CHARS13
            and v574[-1] not in _CHARS13
            and _P23.search(v576) is not None
        )
        if (v571 := x.get("operation")) == "create"
        else (
            (
                len(x) == 3
                and (v572 := x.get("version")) == 1
                and v572 is not True
                and isinstance((v573 := x.get("id")), str)
                and v573 != ""
                and v573[0] not in _CHARS13
                and v573[-1] not in _CHARS13
            )
            if v571 == "delete"
            else (
                v571 == "dispatch"
                and (
                    len(x) == 3
                    and (v572 := x.get("version")) == 1
                    and v572 is not True
                    and isinstance((v573 := x.get("id")), str)
                    and v573 != ""
                    and v573[0] not in _CHARS13
                    and v573[-1] not in _CHARS13
                )
            )
        )
    ):
        return True
    return False


def _v3(x: object) -> bool:
    if isinstance(x, dict) and (
        (len(x) == 2 and isinstance((v579 := x.get("message")), str) and v579 != "")
        if (v578 := x.get("code")) == "invalid_prompt"
        else (
            (len(x) == 2 and isinstance((v579 := x.get("message")), str) and v579 != "")
            if v578 == "invalid_selector"
            else (
                (len(x) == 2 and isinstance((v579 := x.get("message")), str) and v579 != "")
                if v578 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v579 := x.get("message")), str) and v579 != "")
                    if v578 == "time_out_of_range"
                    else (
                        (len(x) == 2 and isinstance((v579 := x.get("message")), str) and v579 != "")
                        if v578 == "corrupt_schedule_log"
                        else (
                            (
                                len(x) == 3 + ("id" in x)
                                and (
                                    "id" not in x
                                    or (
                                        isinstance((v581 := x["id"]), str)
                                        and v581 != ""
                                        and v581[0] not in _CHARS13
                                        and v581[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v579 := x.get("message")), str)
                                and v579 != ""
                                and isinstance((v580 := x.get("operation")), str)
                                and v580 in _E98
                            )
                            if v578 == "persistence_uncertain"
                            else (
                                v578 == "internal_error"
                                and (
                                    len(x) == 2
                                    and isinstance((v579 := x.get("message")), str)
                                    and v579 != ""
                                )
                            )
                        )
                    )
                )
            )
        )
    ):
        return True
    return False


def _v4(x: object) -> bool:
    if isinstance(x, str) and x != "" and x[0] not in _CHARS13 and x[-1] not in _CHARS13:
        return True
    return False


def _v5(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 4
        and x.get("deliveryMode") == "session-local"
        and isinstance((v584 := x.get("occurrenceAt")), str)
        and len(v584) == 24
        and isinstance((v582 := x.get("scheduleId")), str)
        and v582 != ""
        and v582[0] not in _CHARS13
        and v582[-1] not in _CHARS13
        and isinstance((v583 := x.get("prompt")), str)
        and v583 != ""
        and v583[0] not in _CHARS13
        and v583[-1] not in _CHARS13
        and _P23.search(v584) is not None
    ):
        return True
    return False


def _v6(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 7
        and x.get("kind") == "after"
        and x.get("deliveryMode") == "session-local"
        and isinstance((v588 := x.get("scheduledAt")), str)
        and len(v588) == 24
        and isinstance((v589 := x.get("state")), str)
        and v589 in _E133
        and (
            type(v587 := x.get("afterSeconds")) is int
            or (isinstance(v587, int) and not isinstance(v587, bool))
            or (isinstance(v587, float) and float.is_integer(v587))
        )
        and v587 >= 1
        and v587 <= 9007199254740991
        and isinstance((v585 := x.get("id")), str)
        and v585 != ""
        and v585[0] not in _CHARS13
        and v585[-1] not in _CHARS13
        and isinstance((v586 := x.get("prompt")), str)
        and v586 != ""
        and v586[0] not in _CHARS13
        and v586[-1] not in _CHARS13
        and _P23.search(v588) is not None
    ):
        return True
    return False


def _v7(x: object) -> bool:
    if isinstance(x, str) and x != "" and x[0] not in _CHARS13 and x[-1] not in _CHARS13:
        return True
    return False


def _v8(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 4
        and x.get("kind") == "at"
        and isinstance((v592 := x.get("scheduledAt")), str)
        and len(v592) == 24
        and isinstance((v590 := x.get("id")), str)
        and v590 != ""
        and v590[0] not in _CHARS13
        and v590[-1] not in _CHARS13
        and isinstance((v591 := x.get("prompt")), str)
        and v591 != ""
        and v591[0] not in _CHARS13
        and v591[-1] not in _CHARS13
        and _P23.search(v592) is not None
    ):
        return True
    return False


def _v9(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 7
        and x.get("kind") == "calendar"
        and isinstance((v597 := x.get("timeZone")), str)
        and isinstance((v595 := x.get("time")), str)
        and len(v595) == 5
        and isinstance((v596 := x.get("days")), list)
        and (not v596 or _l33(v596))
        and isinstance((v598 := x.get("scheduledAt")), str)
        and len(v598) == 24
        and isinstance((v593 := x.get("id")), str)
        and v593 != ""
        and v593[0] not in _CHARS13
        and v593[-1] not in _CHARS13
        and isinstance((v594 := x.get("prompt")), str)
        and v594 != ""
        and v594[0] not in _CHARS13
        and v594[-1] not in _CHARS13
        and _P161.search(v597) is not None
        and _P158.search(v595) is not None
        and _P23.search(v598) is not None
    ):
        return True
    return False


def _v10(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 5
        and x.get("kind") == "every"
        and isinstance((v602 := x.get("scheduledAt")), str)
        and len(v602) == 24
        and (
            type(v601 := x.get("everySeconds")) is int
            or (isinstance(v601, int) and not isinstance(v601, bool))
            or (isinstance(v601, float) and float.is_integer(v601))
        )
        and v601 >= 300
        and v601 <= 9007199254740991
        and isinstance((v599 := x.get("id")), str)
        and v599 != ""
        and v599[0] not in _CHARS13
        and v599[-1] not in _CHARS13
        and isinstance((v600 := x.get("prompt")), str)
        and v600 != ""
        and v600[0] not in _CHARS13
        and v600[-1] not in _CHARS13
        and _P23.search(v602) is not None
    ):
        return True
    return False


def _v11(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 3
            and "schedule" in x
            and x.get("version") == 2
            and isinstance((v611 := x["schedule"]), dict)
            and (
                (
                    len(v611) == 5
                    and isinstance((v608 := v611.get("scheduledAt")), str)
                    and len(v608) == 24
                    and (
                        type(v607 := v611.get("afterSeconds")) is int
                        or (isinstance(v607, int) and not isinstance(v607, bool))
                        or (isinstance(v607, float) and float.is_integer(v607))
                    )
                    and v607 >= 1
                    and v607 <= 9007199254740991
                    and isinstance((v605 := v611.get("id")), str)
                    and v605 != ""
                    and v605[0] not in _CHARS13
                    and v605[-1] not in _CHARS13
                    and isinstance((v606 := v611.get("prompt")), str)
                    and v606 != ""
                    and v606[0] not in _CHARS13
                    and v606[-1] not in _CHARS13
                    and _P23.search(v608) is not None
                )
                if (v604 := v611.get("kind")) == "after"
                else (
                    (
                        len(v611) == 4
                        and isinstance((v607 := v611.get("scheduledAt")), str)
                        and len(v607) == 24
                        and isinstance((v605 := v611.get("id")), str)
                        and v605 != ""
                        and v605[0] not in _CHARS13
                        and v605[-1] not in _CHARS13
                        and isinstance((v606 := v611.get("prompt")), str)
                        and v606 != ""
                        and v606[0] not in _CHARS13
                        and v606[-1] not in _CHARS13
                        and _P23.search(v607) is not None
                    )
                    if v604 == "at"
                    else (
                        (
                            len(v611) == 5
                            and isinstance((v608 := v611.get("scheduledAt")), str)
                            and len(v608) == 24
                            and (
                                type(v607 := v611.get("everySeconds")) is int
                                or (isinstance(v607, int) and not isinstance(v607, bool))
                                or (isinstance(v607, float) and float.is_integer(v607))
                            )
                            and v607 >= 300
                            and v607 <= 9007199254740991
                            and isinstance((v605 := v611.get("id")), str)
                            and v605 != ""
                            and v605[0] not in _CHARS13
                            and v605[-1] not in _CHARS13
                            and isinstance((v606 := v611.get("prompt")), str)
                            and v606 != ""
                            and v606[0] not in _CHARS13
                            and v606[-1] not in _CHARS13
                            and _P23.search(v608) is not None
                        )
                        if v604 == "every"
                        else (
                            v604 == "calendar"
                            and (
                                len(v611) == 7
                                and isinstance((v609 := v611.get("timeZone")), str)
                                and isinstance((v607 := v611.get("time")), str)
                                and len(v607) == 5
                                and isinstance((v608 := v611.get("days")), list)
                                and (not v608 or _l34(v608))
                                and isinstance((v610 := v611.get("scheduledAt")), str)
                                and len(v610) == 24
                                and isinstance((v605 := v611.get("id")), str)
                                and v605 != ""
                                and v605[0] not in _CHARS13
                                and v605[-1] not in _CHARS13
                                and isinstance((v606 := v611.get("prompt")), str)
                                and v606 != ""
                                and v606[0] not in _CHARS13
                                and v606[-1] not in _CHARS13
                                and _P161.search(v609) is not None
                                and _P158.search(v607) is not None
                                and _P23.search(v610) is not None
                            )
                        )
                    )
                )
            )
        )
        if (v603 := x.get("operation")) == "create"
        else (
            (
                len(x) == 3
                and x.get("version") == 2
                and isinstance((v604 := x.get("id")), str)
                and v604 != ""
                and v604[0] not in _CHARS13
                and v604[-1] not in _CHARS13
            )
            if v603 == "delete"
            else (
                v603 == "dispatch"
                and (
                    len(x) == 3 + ("occurrenceAt" in x)
                    and x.get("version") == 2
                    and (
                        "occurrenceAt" not in x
                        or (
                            isinstance((v605 := x["occurrenceAt"]), str)
                            and len(v605) == 24
                            and _P23.search(v605) is not None
                        )
                    )
                    and isinstance((v604 := x.get("id")), str)
                    and v604 != ""
                    and v604[0] not in _CHARS13
                    and v604[-1] not in _CHARS13
                )
            )
        )
    ):
        return True
    return False


def _v12(x: object) -> bool:
    if isinstance(x, dict) and (
        (len(x) == 2 and isinstance((v613 := x.get("message")), str) and v613 != "")
        if (v612 := x.get("code")) == "invalid_prompt"
        else (
            (len(x) == 2 and isinstance((v613 := x.get("message")), str) and v613 != "")
            if v612 == "invalid_selector"
            else (
                (len(x) == 2 and isinstance((v613 := x.get("message")), str) and v613 != "")
                if v612 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v613 := x.get("message")), str) and v613 != "")
                    if v612 == "invalid_time_zone"
                    else (
                        (len(x) == 2 and isinstance((v613 := x.get("message")), str) and v613 != "")
                        if v612 == "frequency_too_high"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v613 := x.get("message")), str)
                                and v613 != ""
                            )
                            if v612 == "time_out_of_range"
                            else (
                                (
                                    len(x) == 2
                                    and isinstance((v613 := x.get("message")), str)
                                    and v613 != ""
                                )
                                if v612 == "not_future"
                                else (
                                    (
                                        len(x) == 2
                                        and isinstance((v613 := x.get("message")), str)
                                        and v613 != ""
                                    )
                                    if v612 == "too_many_schedules"
                                    else (
                                        (
                                            len(x) == 2
                                            and isinstance((v613 := x.get("message")), str)
                                            and v613 != ""
                                        )
                                        if v612 == "corrupt_schedule_log"
                                        else (
                                            (
                                                len(x) == 3 + ("id" in x)
                                                and (
                                                    "id" not in x
                                                    or (
                                                        isinstance((v615 := x["id"]), str)
                                                        and v615 != ""
                                                        and v615[0] not in _CHARS13
                                                        and v615[-1] not in _CHARS13
                                                    )
                                                )
                                                and isinstance((v613 := x.get("message")), str)
                                                and v613 != ""
                                                and isinstance((v614 := x.get("operation")), str)
                                                and v614 in _E98
                                            )
                                            if v612 == "persistence_uncertain"
                                            else (
                                                v612 == "internal_error"
                                                and (
                                                    len(x) == 2
                                                    and isinstance((v613 := x.get("message")), str)
                                                    and v613 != ""
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
    ):
        return True
    return False


def _v13(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 5
            and isinstance((v620 := x.get("scheduledAt")), str)
            and len(v620) == 24
            and (
                type(v619 := x.get("afterSeconds")) is int
                or (isinstance(v619, int) and not isinstance(v619, bool))
                or (isinstance(v619, float) and float.is_integer(v619))
            )
            and v619 >= 1
            and v619 <= 9007199254740991
            and isinstance((v617 := x.get("id")), str)
            and v617 != ""
            and v617[0] not in _CHARS13
            and v617[-1] not in _CHARS13
            and isinstance((v618 := x.get("prompt")), str)
            and v618 != ""
            and v618[0] not in _CHARS13
            and v618[-1] not in _CHARS13
            and _P23.search(v620) is not None
        )
        if (v616 := x.get("kind")) == "after"
        else (
            (
                len(x) == 4
                and isinstance((v619 := x.get("scheduledAt")), str)
                and len(v619) == 24
                and isinstance((v617 := x.get("id")), str)
                and v617 != ""
                and v617[0] not in _CHARS13
                and v617[-1] not in _CHARS13
                and isinstance((v618 := x.get("prompt")), str)
                and v618 != ""
                and v618[0] not in _CHARS13
                and v618[-1] not in _CHARS13
                and _P23.search(v619) is not None
            )
            if v616 == "at"
            else (
                (
                    len(x) == 5
                    and isinstance((v620 := x.get("scheduledAt")), str)
                    and len(v620) == 24
                    and (
                        type(v619 := x.get("everySeconds")) is int
                        or (isinstance(v619, int) and not isinstance(v619, bool))
                        or (isinstance(v619, float) and float.is_integer(v619))
                    )
                    and v619 >= 300
                    and v619 <= 9007199254740991
                    and isinstance((v617 := x.get("id")), str)
                    and v617 != ""
                    and v617[0] not in _CHARS13
                    and v617[-1] not in _CHARS13
                    and isinstance((v618 := x.get("prompt")), str)
                    and v618 != ""
                    and v618[0] not in _CHARS13
                    and v618[-1] not in _CHARS13
                    and _P23.search(v620) is not None
                )
                if v616 == "every"
                else (
                    v616 == "calendar"
                    and (
                        len(x) == 7
                        and isinstance((v621 := x.get("timeZone")), str)
                        and isinstance((v619 := x.get("time")), str)
                        and len(v619) == 5
                        and isinstance((v620 := x.get("days")), list)
                        and (not v620 or _l35(v620))
                        and isinstance((v622 := x.get("scheduledAt")), str)
                        and len(v622) == 24
                        and isinstance((v617 := x.get("id")), str)
                        and v617 != ""
                        and v617[0] not in _CHARS13
                        and v617[-1] not in _CHARS13
                        and isinstance((v618 := x.get("prompt")), str)
                        and v618 != ""
                        and v618[0] not in _CHARS13
                        and v618[-1] not in _CHARS13
                        and _P161.search(v621) is not None
                        and _P158.search(v619) is not None
                        and _P23.search(v622) is not None
                    )
                )
            )
        )
    ):
        return True
    return False


def _v14(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 4
        and x.get("deliveryMode") == "session-local"
        and isinstance((v625 := x.get("occurrenceAt")), str)
        and len(v625) == 24
        and isinstance((v623 := x.get("scheduleId")), str)
        and v623 != ""
        and v623[0] not in _CHARS13
        and v623[-1] not in _CHARS13
        and isinstance((v624 := x.get("prompt")), str)
        and v624 != ""
        and v624[0] not in _CHARS13
        and v624[-1] not in _CHARS13
        and _P23.search(v625) is not None
    ):
        return True
    return False


def _v15(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 7
            and x.get("deliveryMode") == "session-local"
            and isinstance((v630 := x.get("scheduledAt")), str)
            and len(v630) == 24
            and isinstance((v631 := x.get("state")), str)
            and v631 in _E133
            and (
                type(v629 := x.get("afterSeconds")) is int
                or (isinstance(v629, int) and not isinstance(v629, bool))
                or (isinstance(v629, float) and float.is_integer(v629))
            )
            and v629 >= 1
            and v629 <= 9007199254740991
            and isinstance((v627 := x.get("id")), str)
            and v627 != ""
            and v627[0] not in _CHARS13
            and v627[-1] not in _CHARS13
            and isinstance((v628 := x.get("prompt")), str)
            and v628 != ""
            and v628[0] not in _CHARS13
            and v628[-1] not in _CHARS13
            and _P23.search(v630) is not None
        )
        if (v626 := x.get("kind")) == "after"
        else (
            (
                len(x) == 6
                and x.get("deliveryMode") == "session-local"
                and isinstance((v629 := x.get("scheduledAt")), str)
                and len(v629) == 24
                and isinstance((v630 := x.get("state")), str)
                and v630 in _E133
                and isinstance((v627 := x.get("id")), str)
                and v627 != ""
                and v627[0] not in _CHARS13
                and v627[-1] not in _CHARS13
                and isinstance((v628 := x.get("prompt")), str)
                and v628 != ""
                and v628[0] not in _CHARS13
                and v628[-1] not in _CHARS13
                and _P23.search(v629) is not None
            )
            if v626 == "at"
            else (
                (
                    len(x) == 7
                    and x.get("deliveryMode") == "session-local"
                    and isinstance((v630 := x.get("scheduledAt")), str)
                    and len(v630) == 24
                    and isinstance((v631 := x.get("state")), str)
                    and v631 in _E133
                    and (
                        type(v629 := x.get("everySeconds")) is int
                        or (isinstance(v629, int) and not isinstance(v629, bool))
                        or (isinstance(v629, float) and float.is_integer(v629))
                    )
                    and v629 >= 300
                    and v629 <= 9007199254740991
                    and isinstance((v627 := x.get("id")), str)
                    and v627 != ""
                    and v627[0] not in _CHARS13
                    and v627[-1] not in _CHARS13
                    and isinstance((v628 := x.get("prompt")), str)
                    and v628 != ""
                    and v628[0] not in _CHARS13
                    and v628[-1] not in _CHARS13
                    and _P23.search(v630) is not None
                )
                if v626 == "every"
                else (
                    v626 == "calendar"
                    and (
                        len(x) == 10
                        and isinstance((v631 := x.get("timeZone")), str)
                        and x.get("deliveryMode") == "session-local"
                        and isinstance((v629 := x.get("time")), str)
                        and len(v629) == 5
                        and isinstance((v630 := x.get("days")), list)
                        and (not v630 or _l36(v630))
                        and isinstance((v632 := x.get("scheduledAt")), str)
                        and len(v632) == 24
                        and isinstance((v633 := x.get("state")), str)
                        and v633 in _E133
                        and isinstance((v634 := x.get("scheduledLocal")), str)
                        and len(v634) == 25
                        and isinstance((v627 := x.get("id")), str)
                        and v627 != ""
                        and v627[0] not in _CHARS13
                        and v627[-1] not in _CHARS13
                        and isinstance((v628 := x.get("prompt")), str)
                        and v628 != ""
                        and v628[0] not in _CHARS13
                        and v628[-1] not in _CHARS13
                        and _P161.search(v631) is not None
                        and _P158.search(v629) is not None
                        and _P23.search(v632) is not None
                        and _P299.search(v634) is not None
                    )
                )
            )
        )
    ):
        return True
    return False


def _v16(x: object) -> bool:
    if (
        isinstance(x, dict)
        and isinstance(x.get("prompt"), str)
        and isinstance((v635 := x.get("after_seconds")), (int, float))
        and not isinstance(v635, bool)
    ):
        return True
    return False


def _v162(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_prompt"
        and isinstance((v636 := x.get("message")), str)
        and v636 != ""
    ):
        return True
    return False


def _v163(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v637 := x.get("message")), str)
        and v637 != ""
    ):
        return True
    return False


def _v164(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v638 := x.get("message")), str)
        and v638 != ""
    ):
        return True
    return False


def _v165(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v639 := x.get("message")), str)
        and v639 != ""
    ):
        return True
    return False


def _v166(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "corrupt_schedule_log"
        and isinstance((v640 := x.get("message")), str)
        and v640 != ""
    ):
        return True
    return False


def _v167(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 3 + ("id" in x)
        and x.get("code") == "persistence_uncertain"
        and (
            "id" not in x
            or (
                isinstance((v643 := x["id"]), str)
                and v643 != ""
                and v643[0] not in _CHARS13
                and v643[-1] not in _CHARS13
            )
        )
        and isinstance((v641 := x.get("message")), str)
        and v641 != ""
        and isinstance((v642 := x.get("operation")), str)
        and v642 in _E98
    ):
        return True
    return False


def _v168(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "internal_error"
        and isinstance((v644 := x.get("message")), str)
        and v644 != ""
    ):
        return True
    return False


def _v17(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 7
            and x.get("kind") == "after"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v648 := x.get("scheduledAt")), str)
            and len(v648) == 24
            and isinstance((v649 := x.get("state")), str)
            and v649 in _E133
            and (
                type(v647 := x.get("afterSeconds")) is int
                or (isinstance(v647, int) and not isinstance(v647, bool))
                or (isinstance(v647, float) and float.is_integer(v647))
            )
            and v647 >= 1
            and v647 <= 9007199254740991
            and isinstance((v645 := x.get("id")), str)
            and v645 != ""
            and v645[0] not in _CHARS13
            and v645[-1] not in _CHARS13
            and isinstance((v646 := x.get("prompt")), str)
            and v646 != ""
            and v646[0] not in _CHARS13
            and v646[-1] not in _CHARS13
            and _P23.search(v648) is not None
        )
        or (
            (len(x) == 2 and isinstance((v651 := x.get("message")), str) and v651 != "")
            if (v650 := x.get("code")) == "invalid_prompt"
            else (
                (len(x) == 2 and isinstance((v651 := x.get("message")), str) and v651 != "")
                if v650 == "invalid_selector"
                else (
                    (len(x) == 2 and isinstance((v651 := x.get("message")), str) and v651 != "")
                    if v650 == "invalid_rule"
                    else (
                        (len(x) == 2 and isinstance((v651 := x.get("message")), str) and v651 != "")
                        if v650 == "time_out_of_range"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v651 := x.get("message")), str)
                                and v651 != ""
                            )
                            if v650 == "corrupt_schedule_log"
                            else (
                                (
                                    len(x) == 3 + ("id" in x)
                                    and (
                                        "id" not in x
                                        or (
                                            isinstance((v653 := x["id"]), str)
                                            and v653 != ""
                                            and v653[0] not in _CHARS13
                                            and v653[-1] not in _CHARS13
                                        )
                                    )
                                    and isinstance((v651 := x.get("message")), str)
                                    and v651 != ""
                                    and isinstance((v652 := x.get("operation")), str)
                                    and v652 in _E98
                                )
                                if v650 == "persistence_uncertain"
                                else (
                                    v650 == "internal_error"
                                    and (
                                        len(x) == 2
                                        and isinstance((v651 := x.get("message")), str)
                                        and v651 != ""
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
    ):
        return True
    return False


def _v18(x: object) -> bool:
    if isinstance(x, dict) and not x:
        return True
    return False


def _v19(x: object) -> bool:
    if (isinstance(x, list) and (not x or _l37(x))) or (
        isinstance(x, dict)
        and (
            (len(x) == 2 and isinstance((v660 := x.get("message")), str) and v660 != "")
            if (v659 := x.get("code")) == "corrupt_schedule_log"
            else (
                (
                    len(x) == 3 + ("id" in x)
                    and (
                        "id" not in x
                        or (
                            isinstance((v662 := x["id"]), str)
                            and v662 != ""
                            and v662[0] not in _CHARS13
                            and v662[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v660 := x.get("message")), str)
                    and v660 != ""
                    and isinstance((v661 := x.get("operation")), str)
                    and v661 in _E98
                )
                if v659 == "persistence_uncertain"
                else (
                    v659 == "internal_error"
                    and (len(x) == 2 and isinstance((v660 := x.get("message")), str) and v660 != "")
                )
            )
        )
    ):
        return True
    return False


def _v20(x: object) -> bool:
    if isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str):
        return True
    return False


def _v184(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("deleted") is True
        and isinstance((v663 := x.get("id")), str)
        and v663 != ""
        and v663[0] not in _CHARS13
        and v663[-1] not in _CHARS13
    ):
        return True
    return False


def _v185(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 3
        and x.get("deleted") is False
        and x.get("code") == "schedule_not_found"
        and isinstance((v664 := x.get("id")), str)
        and v664 != ""
        and v664[0] not in _CHARS13
        and v664[-1] not in _CHARS13
    ):
        return True
    return False


def _v21(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 2
            and x.get("deleted") is True
            and isinstance((v665 := x.get("id")), str)
            and v665 != ""
            and v665[0] not in _CHARS13
            and v665[-1] not in _CHARS13
        )
        or (
            (
                len(x) == 3
                and x.get("deleted") is False
                and isinstance((v667 := x.get("id")), str)
                and v667 != ""
                and v667[0] not in _CHARS13
                and v667[-1] not in _CHARS13
            )
            if (v666 := x.get("code")) == "schedule_not_found"
            else (
                (len(x) == 2 and isinstance((v667 := x.get("message")), str) and v667 != "")
                if v666 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v667 := x.get("message")), str) and v667 != "")
                    if v666 == "corrupt_schedule_log"
                    else (
                        (
                            len(x) == 3 + ("id" in x)
                            and (
                                "id" not in x
                                or (
                                    isinstance((v669 := x["id"]), str)
                                    and v669 != ""
                                    and v669[0] not in _CHARS13
                                    and v669[-1] not in _CHARS13
                                )
                            )
                            and isinstance((v667 := x.get("message")), str)
                            and v667 != ""
                            and isinstance((v668 := x.get("operation")), str)
                            and v668 in _E98
                        )
                        if v666 == "persistence_uncertain"
                        else (
                            v666 == "internal_error"
                            and (
                                len(x) == 2
                                and isinstance((v667 := x.get("message")), str)
                                and v667 != ""
                            )
                        )
                    )
                )
            )
        )
    ):
        return True
    return False


def _v22(x: object) -> bool:
    if (
        isinstance(x, dict)
        and isinstance(x.get("prompt"), str)
        and (
            "after_seconds" not in x
            or (
                isinstance((v670 := x["after_seconds"]), (int, float))
                and not isinstance(v670, bool)
            )
        )
        and (
            "at" not in x
            or isinstance((v671 := x["at"]), str)
            or (
                isinstance(v671, dict)
                and ("date" not in v671 or isinstance(v671["date"], str))
                and ("time" not in v671 or isinstance(v671["time"], str))
                and ("time_zone" not in v671 or isinstance(v671["time_zone"], str))
            )
        )
        and (
            "every_seconds" not in x
            or (
                isinstance((v672 := x["every_seconds"]), (int, float))
                and not isinstance(v672, bool)
            )
        )
        and (
            "calendar" not in x
            or (
                isinstance((v674 := x["calendar"]), dict)
                and ("time" not in v674 or isinstance(v674["time"], str))
                and (
                    "days" not in v674
                    or (isinstance((v673 := v674["days"]), list) and (not v673 or _l38(v673)))
                )
                and ("time_zone" not in v674 or isinstance(v674["time_zone"], str))
            )
        )
    ):
        return True
    return False


def _v180(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 6
        and x.get("kind") == "at"
        and x.get("deliveryMode") == "session-local"
        and isinstance((v677 := x.get("scheduledAt")), str)
        and len(v677) == 24
        and isinstance((v678 := x.get("state")), str)
        and v678 in _E133
        and isinstance((v675 := x.get("id")), str)
        and v675 != ""
        and v675[0] not in _CHARS13
        and v675[-1] not in _CHARS13
        and isinstance((v676 := x.get("prompt")), str)
        and v676 != ""
        and v676[0] not in _CHARS13
        and v676[-1] not in _CHARS13
        and _P23.search(v677) is not None
    ):
        return True
    return False


def _v181(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 7
        and x.get("kind") == "every"
        and x.get("deliveryMode") == "session-local"
        and isinstance((v682 := x.get("scheduledAt")), str)
        and len(v682) == 24
        and isinstance((v683 := x.get("state")), str)
        and v683 in _E133
        and (
            type(v681 := x.get("everySeconds")) is int
            or (isinstance(v681, int) and not isinstance(v681, bool))
            or (isinstance(v681, float) and float.is_integer(v681))
        )
        and v681 >= 300
        and v681 <= 9007199254740991
        and isinstance((v679 := x.get("id")), str)
        and v679 != ""
        and v679[0] not in _CHARS13
        and v679[-1] not in _CHARS13
        and isinstance((v680 := x.get("prompt")), str)
        and v680 != ""
        and v680[0] not in _CHARS13
        and v680[-1] not in _CHARS13
        and _P23.search(v682) is not None
    ):
        return True
    return False


def _v182(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 10
        and x.get("kind") == "calendar"
        and isinstance((v688 := x.get("timeZone")), str)
        and x.get("deliveryMode") == "session-local"
        and isinstance((v686 := x.get("time")), str)
        and len(v686) == 5
        and isinstance((v687 := x.get("days")), list)
        and (not v687 or _l39(v687))
        and isinstance((v689 := x.get("scheduledAt")), str)
        and len(v689) == 24
        and isinstance((v690 := x.get("state")), str)
        and v690 in _E133
        and isinstance((v691 := x.get("scheduledLocal")), str)
        and len(v691) == 25
        and isinstance((v684 := x.get("id")), str)
        and v684 != ""
        and v684[0] not in _CHARS13
        and v684[-1] not in _CHARS13
        and isinstance((v685 := x.get("prompt")), str)
        and v685 != ""
        and v685[0] not in _CHARS13
        and v685[-1] not in _CHARS13
        and _P161.search(v688) is not None
        and _P158.search(v686) is not None
        and _P23.search(v689) is not None
        and _P299.search(v691) is not None
    ):
        return True
    return False


def _v173(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v692 := x.get("message")), str)
        and v692 != ""
    ):
        return True
    return False


def _v174(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v693 := x.get("message")), str)
        and v693 != ""
    ):
        return True
    return False


def _v175(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_time_zone"
        and isinstance((v694 := x.get("message")), str)
        and v694 != ""
    ):
        return True
    return False


def _v176(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "frequency_too_high"
        and isinstance((v695 := x.get("message")), str)
        and v695 != ""
    ):
        return True
    return False


def _v177(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v696 := x.get("message")), str)
        and v696 != ""
    ):
        return True
    return False


def _v178(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "not_future"
        and isinstance((v697 := x.get("message")), str)
        and v697 != ""
    ):
        return True
    return False


def _v179(x: object) -> bool:
    if (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "too_many_schedules"
        and isinstance((v698 := x.get("message")), str)
        and v698 != ""
    ):
        return True
    return False


def _v23(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 7
            and x.get("kind") == "after"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v702 := x.get("scheduledAt")), str)
            and len(v702) == 24
            and isinstance((v703 := x.get("state")), str)
            and v703 in _E133
            and (
                type(v701 := x.get("afterSeconds")) is int
                or (isinstance(v701, int) and not isinstance(v701, bool))
                or (isinstance(v701, float) and float.is_integer(v701))
            )
            and v701 >= 1
            and v701 <= 9007199254740991
            and isinstance((v699 := x.get("id")), str)
            and v699 != ""
            and v699[0] not in _CHARS13
            and v699[-1] not in _CHARS13
            and isinstance((v700 := x.get("prompt")), str)
            and v700 != ""
            and v700[0] not in _CHARS13
            and v700[-1] not in _CHARS13
            and _P23.search(v702) is not None
        )
        or (
            len(x) == 6
            and x.get("kind") == "at"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v706 := x.get("scheduledAt")), str)
            and len(v706) == 24
            and isinstance((v707 := x.get("state")), str)
            and v707 in _E133
            and isinstance((v704 := x.get("id")), str)
            and v704 != ""
            and v704[0] not in _CHARS13
            and v704[-1] not in _CHARS13
            and isinstance((v705 := x.get("prompt")), str)
            and v705 != ""
            and v705[0] not in _CHARS13
            and v705[-1] not in _CHARS13
            and _P23.search(v706) is not None
        )
        or (
            len(x) == 7
            and x.get("kind") == "every"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v711 := x.get("scheduledAt")), str)
            and len(v711) == 24
            and isinstance((v712 := x.get("state")), str)
            and v712 in _E133
            and (
                type(v710 := x.get("everySeconds")) is int
                or (isinstance(v710, int) and not isinstance(v710, bool))
                or (isinstance(v710, float) and float.is_integer(v710))
            )
            and v710 >= 300
            and v710 <= 9007199254740991
            and isinstance((v708 := x.get("id")), str)
            and v708 != ""
            and v708[0] not in _CHARS13
            and v708[-1] not in _CHARS13
            and isinstance((v709 := x.get("prompt")), str)
            and v709 != ""
            and v709[0] not in _CHARS13
            and v709[-1] not in _CHARS13
            and _P23.search(v711) is not None
        )
        or (
            len(x) == 10
            and x.get("kind") == "calendar"
            and isinstance((v717 := x.get("timeZone")), str)
            and x.get("deliveryMode") == "session-local"
            and isinstance((v715 := x.get("time")), str)
            and len(v715) == 5
            and isinstance((v716 := x.get("days")), list)
            and (not v716 or _l40(v716))
            and isinstance((v718 := x.get("scheduledAt")), str)
            and len(v718) == 24
            and isinstance((v719 := x.get("state")), str)
            and v719 in _E133
            and isinstance((v720 := x.get("scheduledLocal")), str)
            and len(v720) == 25
            and isinstance((v713 := x.get("id")), str)
            and v713 != ""
            and v713[0] not in _CHARS13
            and v713[-1] not in _CHARS13
            and isinstance((v714 := x.get("prompt")), str)
            and v714 != ""
            and v714[0] not in _CHARS13
            and v714[-1] not in _CHARS13
            and _P161.search(v717) is not None
            and _P158.search(v715) is not None
            and _P23.search(v718) is not None
            and _P299.search(v720) is not None
        )
        or (
            (len(x) == 2 and isinstance((v722 := x.get("message")), str) and v722 != "")
            if (v721 := x.get("code")) == "invalid_prompt"
            else (
                (len(x) == 2 and isinstance((v722 := x.get("message")), str) and v722 != "")
                if v721 == "invalid_selector"
                else (
                    (len(x) == 2 and isinstance((v722 := x.get("message")), str) and v722 != "")
                    if v721 == "invalid_rule"
                    else (
                        (len(x) == 2 and isinstance((v722 := x.get("message")), str) and v722 != "")
                        if v721 == "invalid_time_zone"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v722 := x.get("message")), str)
                                and v722 != ""
                            )
                            if v721 == "frequency_too_high"
                            else (
                                (
                                    len(x) == 2
                                    and isinstance((v722 := x.get("message")), str)
                                    and v722 != ""
                                )
                                if v721 == "time_out_of_range"
                                else (
                                    (
                                        len(x) == 2
                                        and isinstance((v722 := x.get("message")), str)
                                        and v722 != ""
                                    )
                                    if v721 == "not_future"
                                    else (
                                        (
                                            len(x) == 2
                                            and isinstance((v722 := x.get("message")), str)
                                            and v722 != ""
                                        )
                                        if v721 == "too_many_schedules"
                                        else (
                                            (
                                                len(x) == 2
                                                and isinstance((v722 := x.get("message")), str)
                                                and v722 != ""
                                            )
                                            if v721 == "corrupt_schedule_log"
                                            else (
                                                (
                                                    len(x) == 3 + ("id" in x)
                                                    and (
                                                        "id" not in x
                                                        or (
                                                            isinstance((v724 := x["id"]), str)
                                                            and v724 != ""
                                                            and v724[0] not in _CHARS13
                                                            and v724[-1] not in _CHARS13
                                                        )
                                                    )
                                                    and isinstance((v722 := x.get("message")), str)
                                                    and v722 != ""
                                                    and isinstance(
                                                        (v723 := x.get("operation")), str
                                                    )
                                                    and v723 in _E98
                                                )
                                                if v721 == "persistence_uncertain"
                                                else (
                                                    v721 == "internal_error"
                                                    and (
                                                        len(x) == 2
                                                        and isinstance(
                                                            (v722 := x.get("message")), str
                                                        )
                                                        and v722 != ""
                                                    )
                                                )
                                            )
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
    ):
        return True
    return False


def _v24(x: object) -> bool:
    if isinstance(x, dict) and not x:
        return True
    return False


def _v25(x: object) -> bool:
    if (isinstance(x, list) and (not x or _l41(x))) or (
        isinstance(x, dict)
        and (
            (len(x) == 2 and isinstance((v735 := x.get("message")), str) and v735 != "")
            if (v734 := x.get("code")) == "corrupt_schedule_log"
            else (
                (
                    len(x) == 3 + ("id" in x)
                    and (
                        "id" not in x
                        or (
                            isinstance((v737 := x["id"]), str)
                            and v737 != ""
                            and v737[0] not in _CHARS13
                            and v737[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v735 := x.get("message")), str)
                    and v735 != ""
                    and isinstance((v736 := x.get("operation")), str)
                    and v736 in _E98
                )
                if v734 == "persistence_uncertain"
                else (
                    v734 == "internal_error"
                    and (len(x) == 2 and isinstance((v735 := x.get("message")), str) and v735 != "")
                )
            )
        )
    ):
        return True
    return False


def _v26(x: object) -> bool:
    if isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str):
        return True
    return False


def _v27(x: object) -> bool:
    if isinstance(x, dict) and (
        (
            len(x) == 2
            and x.get("deleted") is True
            and isinstance((v738 := x.get("id")), str)
            and v738 != ""
            and v738[0] not in _CHARS13
            and v738[-1] not in _CHARS13
        )
        or (
            (
                len(x) == 3
                and x.get("deleted") is False
                and isinstance((v740 := x.get("id")), str)
                and v740 != ""
                and v740[0] not in _CHARS13
                and v740[-1] not in _CHARS13
            )
            if (v739 := x.get("code")) == "schedule_not_found"
            else (
                (len(x) == 2 and isinstance((v740 := x.get("message")), str) and v740 != "")
                if v739 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v740 := x.get("message")), str) and v740 != "")
                    if v739 == "corrupt_schedule_log"
                    else (
                        (
                            len(x) == 3 + ("id" in x)
                            and (
                                "id" not in x
                                or (
                                    isinstance((v742 := x["id"]), str)
                                    and v742 != ""
                                    and v742[0] not in _CHARS13
                                    and v742[-1] not in _CHARS13
                                )
                            )
                            and isinstance((v740 := x.get("message")), str)
                            and v740 != ""
                            and isinstance((v741 := x.get("operation")), str)
                            and v741 in _E98
                        )
                        if v739 == "persistence_uncertain"
                        else (
                            v739 == "internal_error"
                            and (
                                len(x) == 2
                                and isinstance((v740 := x.get("message")), str)
                                and v740 != ""
                            )
                        )
                    )
                )
            )
        )
    ):
        return True
    return False


def _v292(x: object) -> bool:
    if (
        isinstance(x, dict)
        and ("date" not in x or isinstance(x["date"], str))
        and ("time" not in x or isinstance(x["time"], str))
        and ("time_zone" not in x or isinstance(x["time_zone"], str))
    ):
        return True
    return False


def _l1(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l2(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l3(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l4(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l5(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and len(item) == 7
            and item.get("kind") == "after"
            and item.get("deliveryMode") == "session-local"
            and isinstance((v126 := item.get("scheduledAt")), str)
            and len(v126) == 24
            and isinstance((v127 := item.get("state")), str)
            and v127 in _E133
            and (
                type(v125 := item.get("afterSeconds")) is int
                or (isinstance(v125, int) and not isinstance(v125, bool))
                or (isinstance(v125, float) and float.is_integer(v125))
            )
            and v125 >= 1
            and v125 <= 9007199254740991
            and isinstance((v123 := item.get("id")), str)
            and v123 != ""
            and v123[0] not in _CHARS13
            and v123[-1] not in _CHARS13
            and isinstance((v124 := item.get("prompt")), str)
            and v124 != ""
            and v124[0] not in _CHARS13
            and v124[-1] not in _CHARS13
            and _P23.search(v126) is not None
        ):
            return False
    return True


def _l6(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and len(item) == 7
            and item.get("kind") == "after"
            and item.get("deliveryMode") == "session-local"
            and isinstance((v132 := item.get("scheduledAt")), str)
            and len(v132) == 24
            and isinstance((v133 := item.get("state")), str)
            and v133 in _E133
            and (
                type(v131 := item.get("afterSeconds")) is int
                or (isinstance(v131, int) and not isinstance(v131, bool))
                or (isinstance(v131, float) and float.is_integer(v131))
            )
            and v131 >= 1
            and v131 <= 9007199254740991
            and isinstance((v129 := item.get("id")), str)
            and v129 != ""
            and v129[0] not in _CHARS13
            and v129[-1] not in _CHARS13
            and isinstance((v130 := item.get("prompt")), str)
            and v130 != ""
            and v130[0] not in _CHARS13
            and v130[-1] not in _CHARS13
            and _P23.search(v132) is not None
        ):
            return False
    return True


def _l7(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and len(item) == 7
            and item.get("kind") == "after"
            and item.get("deliveryMode") == "session-local"
            and isinstance((v140 := item.get("scheduledAt")), str)
            and len(v140) == 24
            and isinstance((v141 := item.get("state")), str)
            and v141 in _E133
            and (
                type(v139 := item.get("afterSeconds")) is int
                or (isinstance(v139, int) and not isinstance(v139, bool))
                or (isinstance(v139, float) and float.is_integer(v139))
            )
            and v139 >= 1
            and v139 <= 9007199254740991
            and isinstance((v137 := item.get("id")), str)
            and v137 != ""
            and v137[0] not in _CHARS13
            and v137[-1] not in _CHARS13
            and isinstance((v138 := item.get("prompt")), str)
            and v138 != ""
            and v138[0] not in _CHARS13
            and v138[-1] not in _CHARS13
            and _P23.search(v140) is not None
        ):
            return False
    return True


def _l8(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and len(item) == 7
            and item.get("kind") == "after"
            and item.get("deliveryMode") == "session-local"
            and isinstance((v151 := item.get("scheduledAt")), str)
            and len(v151) == 24
            and isinstance((v152 := item.get("state")), str)
            and v152 in _E133
            and (
                type(v150 := item.get("afterSeconds")) is int
                or (isinstance(v150, int) and not isinstance(v150, bool))
                or (isinstance(v150, float) and float.is_integer(v150))
            )
            and v150 >= 1
            and v150 <= 9007199254740991
            and isinstance((v148 := item.get("id")), str)
            and v148 != ""
            and v148[0] not in _CHARS13
            and v148[-1] not in _CHARS13
            and isinstance((v149 := item.get("prompt")), str)
            and v149 != ""
            and v149[0] not in _CHARS13
            and v149[-1] not in _CHARS13
            and _P23.search(v151) is not None
        ):
            return False
    return True


def _l9(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str)):
            return False
    return True


def _l10(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l11(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l12(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l13(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l14(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l15(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l16(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l17(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l18(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l19(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l20(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l21(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l22(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l23(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and (
                (
                    len(item) == 7
                    and item.get("deliveryMode") == "session-local"
                    and isinstance((v486 := item.get("scheduledAt")), str)
                    and len(v486) == 24
                    and isinstance((v487 := item.get("state")), str)
                    and v487 in _E133
                    and (
                        type(v485 := item.get("afterSeconds")) is int
                        or (isinstance(v485, int) and not isinstance(v485, bool))
                        or (isinstance(v485, float) and float.is_integer(v485))
                    )
                    and v485 >= 1
                    and v485 <= 9007199254740991
                    and isinstance((v483 := item.get("id")), str)
                    and v483 != ""
                    and v483[0] not in _CHARS13
                    and v483[-1] not in _CHARS13
                    and isinstance((v484 := item.get("prompt")), str)
                    and v484 != ""
                    and v484[0] not in _CHARS13
                    and v484[-1] not in _CHARS13
                    and _P23.search(v486) is not None
                )
                if (v482 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v485 := item.get("scheduledAt")), str)
                        and len(v485) == 24
                        and isinstance((v486 := item.get("state")), str)
                        and v486 in _E133
                        and isinstance((v483 := item.get("id")), str)
                        and v483 != ""
                        and v483[0] not in _CHARS13
                        and v483[-1] not in _CHARS13
                        and isinstance((v484 := item.get("prompt")), str)
                        and v484 != ""
                        and v484[0] not in _CHARS13
                        and v484[-1] not in _CHARS13
                        and _P23.search(v485) is not None
                    )
                    if v482 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v486 := item.get("scheduledAt")), str)
                            and len(v486) == 24
                            and isinstance((v487 := item.get("state")), str)
                            and v487 in _E133
                            and (
                                type(v485 := item.get("everySeconds")) is int
                                or (isinstance(v485, int) and not isinstance(v485, bool))
                                or (isinstance(v485, float) and float.is_integer(v485))
                            )
                            and v485 >= 300
                            and v485 <= 9007199254740991
                            and isinstance((v483 := item.get("id")), str)
                            and v483 != ""
                            and v483[0] not in _CHARS13
                            and v483[-1] not in _CHARS13
                            and isinstance((v484 := item.get("prompt")), str)
                            and v484 != ""
                            and v484[0] not in _CHARS13
                            and v484[-1] not in _CHARS13
                            and _P23.search(v486) is not None
                        )
                        if v482 == "every"
                        else (
                            v482 == "calendar"
                            and (
                                len(item) == 10
                                and isinstance((v487 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v485 := item.get("time")), str)
                                and len(v485) == 5
                                and isinstance((v486 := item.get("days")), list)
                                and (not v486 or _l24(v486))
                                and isinstance((v488 := item.get("scheduledAt")), str)
                                and len(v488) == 24
                                and isinstance((v489 := item.get("state")), str)
                                and v489 in _E133
                                and isinstance((v490 := item.get("scheduledLocal")), str)
                                and len(v490) == 25
                                and isinstance((v483 := item.get("id")), str)
                                and v483 != ""
                                and v483[0] not in _CHARS13
                                and v483[-1] not in _CHARS13
                                and isinstance((v484 := item.get("prompt")), str)
                                and v484 != ""
                                and v484[0] not in _CHARS13
                                and v484[-1] not in _CHARS13
                                and _P161.search(v487) is not None
                                and _P158.search(v485) is not None
                                and _P23.search(v488) is not None
                                and _P299.search(v490) is not None
                            )
                        )
                    )
                )
            )
        ):
            return False
    return True


def _l24(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l25(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and (
                (
                    len(item) == 7
                    and item.get("deliveryMode") == "session-local"
                    and isinstance((v496 := item.get("scheduledAt")), str)
                    and len(v496) == 24
                    and isinstance((v497 := item.get("state")), str)
                    and v497 in _E133
                    and (
                        type(v495 := item.get("afterSeconds")) is int
                        or (isinstance(v495, int) and not isinstance(v495, bool))
                        or (isinstance(v495, float) and float.is_integer(v495))
                    )
                    and v495 >= 1
                    and v495 <= 9007199254740991
                    and isinstance((v493 := item.get("id")), str)
                    and v493 != ""
                    and v493[0] not in _CHARS13
                    and v493[-1] not in _CHARS13
                    and isinstance((v494 := item.get("prompt")), str)
                    and v494 != ""
                    and v494[0] not in _CHARS13
                    and v494[-1] not in _CHARS13
                    and _P23.search(v496) is not None
                )
                if (v492 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v495 := item.get("scheduledAt")), str)
                        and len(v495) == 24
                        and isinstance((v496 := item.get("state")), str)
                        and v496 in _E133
                        and isinstance((v493 := item.get("id")), str)
                        and v493 != ""
                        and v493[0] not in _CHARS13
                        and v493[-1] not in _CHARS13
                        and isinstance((v494 := item.get("prompt")), str)
                        and v494 != ""
                        and v494[0] not in _CHARS13
                        and v494[-1] not in _CHARS13
                        and _P23.search(v495) is not None
                    )
                    if v492 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v496 := item.get("scheduledAt")), str)
                            and len(v496) == 24
                            and isinstance((v497 := item.get("state")), str)
                            and v497 in _E133
                            and (
                                type(v495 := item.get("everySeconds")) is int
                                or (isinstance(v495, int) and not isinstance(v495, bool))
                                or (isinstance(v495, float) and float.is_integer(v495))
                            )
                            and v495 >= 300
                            and v495 <= 9007199254740991
                            and isinstance((v493 := item.get("id")), str)
                            and v493 != ""
                            and v493[0] not in _CHARS13
                            and v493[-1] not in _CHARS13
                            and isinstance((v494 := item.get("prompt")), str)
                            and v494 != ""
                            and v494[0] not in _CHARS13
                            and v494[-1] not in _CHARS13
                            and _P23.search(v496) is not None
                        )
                        if v492 == "every"
                        else (
                            v492 == "calendar"
                            and (
                                len(item) == 10
                                and isinstance((v497 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v495 := item.get("time")), str)
                                and len(v495) == 5
                                and isinstance((v496 := item.get("days")), list)
                                and (not v496 or _l26(v496))
                                and isinstance((v498 := item.get("scheduledAt")), str)
                                and len(v498) == 24
                                and isinstance((v499 := item.get("state")), str)
                                and v499 in _E133
                                and isinstance((v500 := item.get("scheduledLocal")), str)
                                and len(v500) == 25
                                and isinstance((v493 := item.get("id")), str)
                                and v493 != ""
                                and v493[0] not in _CHARS13
                                and v493[-1] not in _CHARS13
                                and isinstance((v494 := item.get("prompt")), str)
                                and v494 != ""
                                and v494[0] not in _CHARS13
                                and v494[-1] not in _CHARS13
                                and _P161.search(v497) is not None
                                and _P158.search(v495) is not None
                                and _P23.search(v498) is not None
                                and _P299.search(v500) is not None
                            )
                        )
                    )
                )
            )
        ):
            return False
    return True


def _l26(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l27(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and (
                (
                    len(item) == 7
                    and item.get("deliveryMode") == "session-local"
                    and isinstance((v508 := item.get("scheduledAt")), str)
                    and len(v508) == 24
                    and isinstance((v509 := item.get("state")), str)
                    and v509 in _E133
                    and (
                        type(v507 := item.get("afterSeconds")) is int
                        or (isinstance(v507, int) and not isinstance(v507, bool))
                        or (isinstance(v507, float) and float.is_integer(v507))
                    )
                    and v507 >= 1
                    and v507 <= 9007199254740991
                    and isinstance((v505 := item.get("id")), str)
                    and v505 != ""
                    and v505[0] not in _CHARS13
                    and v505[-1] not in _CHARS13
                    and isinstance((v506 := item.get("prompt")), str)
                    and v506 != ""
                    and v506[0] not in _CHARS13
                    and v506[-1] not in _CHARS13
                    and _P23.search(v508) is not None
                )
                if (v504 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v507 := item.get("scheduledAt")), str)
                        and len(v507) == 24
                        and isinstance((v508 := item.get("state")), str)
                        and v508 in _E133
                        and isinstance((v505 := item.get("id")), str)
                        and v505 != ""
                        and v505[0] not in _CHARS13
                        and v505[-1] not in _CHARS13
                        and isinstance((v506 := item.get("prompt")), str)
                        and v506 != ""
                        and v506[0] not in _CHARS13
                        and v506[-1] not in _CHARS13
                        and _P23.search(v507) is not None
                    )
                    if v504 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v508 := item.get("scheduledAt")), str)
                            and len(v508) == 24
                            and isinstance((v509 := item.get("state")), str)
                            and v509 in _E133
                            and (
                                type(v507 := item.get("everySeconds")) is int
                                or (isinstance(v507, int) and not isinstance(v507, bool))
                                or (isinstance(v507, float) and float.is_integer(v507))
                            )
                            and v507 >= 300
                            and v507 <= 9007199254740991
                            and isinstance((v505 := item.get("id")), str)
                            and v505 != ""
                            and v505[0] not in _CHARS13
                            and v505[-1] not in _CHARS13
                            and isinstance((v506 := item.get("prompt")), str)
                            and v506 != ""
                            and v506[0] not in _CHARS13
                            and v506[-1] not in _CHARS13
                            and _P23.search(v508) is not None
                        )
                        if v504 == "every"
                        else (
                            v504 == "calendar"
                            and (
                                len(item) == 10
                                and isinstance((v509 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v507 := item.get("time")), str)
                                and len(v507) == 5
                                and isinstance((v508 := item.get("days")), list)
                                and (not v508 or _l28(v508))
                                and isinstance((v510 := item.get("scheduledAt")), str)
                                and len(v510) == 24
                                and isinstance((v511 := item.get("state")), str)
                                and v511 in _E133
                                and isinstance((v512 := item.get("scheduledLocal")), str)
                                and len(v512) == 25
                                and isinstance((v505 := item.get("id")), str)
                                and v505 != ""
                                and v505[0] not in _CHARS13
                                and v505[-1] not in _CHARS13
                                and isinstance((v506 := item.get("prompt")), str)
                                and v506 != ""
                                and v506[0] not in _CHARS13
                                and v506[-1] not in _CHARS13
                                and _P161.search(v509) is not None
                                and _P158.search(v507) is not None
                                and _P23.search(v510) is not None
                                and _P299.search(v512) is not None
                            )
                        )
                    )
                )
            )
        ):
            return False
    return True


def _l28(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l29(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l30(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and (
                (
                    len(item) == 7
                    and item.get("deliveryMode") == "session-local"
                    and isinstance((v527 := item.get("scheduledAt")), str)
                    and len(v527) == 24
                    and isinstance((v528 := item.get("state")), str)
                    and v528 in _E133
                    and (
                        type(v526 := item.get("afterSeconds")) is int
                        or (isinstance(v526, int) and not isinstance(v526, bool))
                        or (isinstance(v526, float) and float.is_integer(v526))
                    )
                    and v526 >= 1
                    and v526 <= 9007199254740991
                    and isinstance((v524 := item.get("id")), str)
                    and v524 != ""
                    and v524[0] not in _CHARS13
                    and v524[-1] not in _CHARS13
                    and isinstance((v525 := item.get("prompt")), str)
                    and v525 != ""
                    and v525[0] not in _CHARS13
                    and v525[-1] not in _CHARS13
                    and _P23.search(v527) is not None
                )
                if (v523 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v526 := item.get("scheduledAt")), str)
                        and len(v526) == 24
                        and isinstance((v527 := item.get("state")), str)
                        and v527 in _E133
                        and isinstance((v524 := item.get("id")), str)
                        and v524 != ""
                        and v524[0] not in _CHARS13
                        and v524[-1] not in _CHARS13
                        and isinstance((v525 := item.get("prompt")), str)
                        and v525 != ""
                        and v525[0] not in _CHARS13
                        and v525[-1] not in _CHARS13
                        and _P23.search(v526) is not None
                    )
                    if v523 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v527 := item.get("scheduledAt")), str)
                            and len(v527) == 24
                            and isinstance((v528 := item.get("state")), str)
                            and v528 in _E133
                            and (
                                type(v526 := item.get("everySeconds")) is int
                                or (isinstance(v526, int) and not isinstance(v526, bool))
                                or (isinstance(v526, float) and float.is_integer(v526))
                            )
                            and v526 >= 300
                            and v526 <= 9007199254740991
                            and isinstance((v524 := item.get("id")), str)
                            and v524 != ""
                            and v524[0] not in _CHARS13
                            and v524[-1] not in _CHARS13
                            and isinstance((v525 := item.get("prompt")), str)
                            and v525 != ""
                            and v525[0] not in _CHARS13
                            and v525[-1] not in _CHARS13
                            and _P23.search(v527) is not None
                        )
                        if v523 == "every"
                        else (
                            v523 == "calendar"
                            and (
                                len(item) == 10
                                and isinstance((v528 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v526 := item.get("time")), str)
                                and len(v526) == 5
                                and isinstance((v527 := item.get("days")), list)
                                and (not v527 or _l31(v527))
                                and isinstance((v529 := item.get("scheduledAt")), str)
                                and len(v529) == 24
                                and isinstance((v530 := item.get("state")), str)
                                and v530 in _E133
                                and isinstance((v531 := item.get("scheduledLocal")), str)
                                and len(v531) == 25
                                and isinstance((v524 := item.get("id")), str)
                                and v524 != ""
                                and v524[0] not in _CHARS13
                                and v524[-1] not in _CHARS13
                                and isinstance((v525 := item.get("prompt")), str)
                                and v525 != ""
                                and v525[0] not in _CHARS13
                                and v525[-1] not in _CHARS13
                                and _P161.search(v528) is not None
                                and _P158.search(v526) is not None
                                and _P23.search(v529) is not None
                                and _P299.search(v531) is not None
                            )
                        )
                    )
                )
            )
        ):
            return False
    return True


def _l31(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l32(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l33(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l34(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l35(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l36(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l37(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and len(item) == 7
            and item.get("kind") == "after"
            and item.get("deliveryMode") == "session-local"
            and isinstance((v657 := item.get("scheduledAt")), str)
            and len(v657) == 24
            and isinstance((v658 := item.get("state")), str)
            and v658 in _E133
            and (
                type(v656 := item.get("afterSeconds")) is int
                or (isinstance(v656, int) and not isinstance(v656, bool))
                or (isinstance(v656, float) and float.is_integer(v656))
            )
            and v656 >= 1
            and v656 <= 9007199254740991
            and isinstance((v654 := item.get("id")), str)
            and v654 != ""
            and v654[0] not in _CHARS13
            and v654[-1] not in _CHARS13
            and isinstance((v655 := item.get("prompt")), str)
            and v655 != ""
            and v655[0] not in _CHARS13
            and v655[-1] not in _CHARS13
            and _P23.search(v657) is not None
        ):
            return False
    return True


def _l38(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str)):
            return False
    return True


def _l39(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l40(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


def _l41(x: Any) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and (
                (
                    len(item) == 7
                    and item.get("deliveryMode") == "session-local"
                    and isinstance((v729 := item.get("scheduledAt")), str)
                    and len(v729) == 24
                    and isinstance((v730 := item.get("state")), str)
                    and v730 in _E133
                    and (
                        type(v728 := item.get("afterSeconds")) is int
                        or (isinstance(v728, int) and not isinstance(v728, bool))
                        or (isinstance(v728, float) and float.is_integer(v728))
                    )
                    and v728 >= 1
                    and v728 <= 9007199254740991
                    and isinstance((v726 := item.get("id")), str)
                    and v726 != ""
                    and v726[0] not in _CHARS13
                    and v726[-1] not in _CHARS13
                    and isinstance((v727 := item.get("prompt")), str)
                    and v727 != ""
                    and v727[0] not in _CHARS13
                    and v727[-1] not in _CHARS13
                    and _P23.search(v729) is not None
                )
                if (v725 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v728 := item.get("scheduledAt")), str)
                        and len(v728) == 24
                        and isinstance((v729 := item.get("state")), str)
                        and v729 in _E133
                        and isinstance((v726 := item.get("id")), str)
                        and v726 != ""
                        and v726[0] not in _CHARS13
                        and v726[-1] not in _CHARS13
                        and isinstance((v727 := item.get("prompt")), str)
                        and v727 != ""
                        and v727[0] not in _CHARS13
                        and v727[-1] not in _CHARS13
                        and _P23.search(v728) is not None
                    )
                    if v725 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v729 := item.get("scheduledAt")), str)
                            and len(v729) == 24
                            and isinstance((v730 := item.get("state")), str)
                            and v730 in _E133
                            and (
                                type(v728 := item.get("everySeconds")) is int
                                or (isinstance(v728, int) and not isinstance(v728, bool))
                                or (isinstance(v728, float) and float.is_integer(v728))
                            )
                            and v728 >= 300
                            and v728 <= 9007199254740991
                            and isinstance((v726 := item.get("id")), str)
                            and v726 != ""
                            and v726[0] not in _CHARS13
                            and v726[-1] not in _CHARS13
                            and isinstance((v727 := item.get("prompt")), str)
                            and v727 != ""
                            and v727[0] not in _CHARS13
                            and v727[-1] not in _CHARS13
                            and _P23.search(v729) is not None
                        )
                        if v725 == "every"
                        else (
                            v725 == "calendar"
                            and (
                                len(item) == 10
                                and isinstance((v730 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v728 := item.get("time")), str)
                                and len(v728) == 5
                                and isinstance((v729 := item.get("days")), list)
                                and (not v729 or _l42(v729))
                                and isinstance((v731 := item.get("scheduledAt")), str)
                                and len(v731) == 24
                                and isinstance((v732 := item.get("state")), str)
                                and v732 in _E133
                                and isinstance((v733 := item.get("scheduledLocal")), str)
                                and len(v733) == 25
                                and isinstance((v726 := item.get("id")), str)
                                and v726 != ""
                                and v726[0] not in _CHARS13
                                and v726[-1] not in _CHARS13
                                and isinstance((v727 := item.get("prompt")), str)
                                and v727 != ""
                                and v727[0] not in _CHARS13
                                and v727[-1] not in _CHARS13
                                and _P161.search(v730) is not None
                                and _P158.search(v728) is not None
                                and _P23.search(v731) is not None
                                and _P299.search(v733) is not None
                            )
                        )
                    )
                )
            )
        ):
            return False
    return True


def _l42(x: Any) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _E163):
            return False
    return True


_EX309 = (
    _e6,
    _e162,
)

_EX310 = (
    _e6,
    _e163,
)

_EX311 = (
    _e6,
    _e164,
)

_EX312 = (
    _e6,
    _e165,
)

_EX313 = (
    _e6,
    _e166,
)

_EX314 = (
    _e6,
    _e167,
)

_EX315 = (
    _e6,
    _e168,
)

_EX320 = (
    _e114,
    _e166,
)

_EX321 = (
    _e114,
    _e167,
)

_EX322 = (
    _e114,
    _e168,
)

_EX331 = (
    _e184,
    _e185,
)

_EX332 = (
    _e184,
    _e164,
)

_EX333 = (
    _e184,
    _e166,
)

_EX334 = (
    _e184,
    _e167,
)

_EX335 = (
    _e184,
    _e168,
)

_EX349 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e162,
)

_EX350 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e173,
)

_EX351 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e174,
)

_EX352 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e175,
)

_EX353 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e176,
)

_EX354 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e177,
)

_EX355 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e178,
)

_EX356 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e179,
)

_EX357 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e166,
)

_EX358 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e167,
)

_EX359 = (
    _e6,
    _e180,
    _e181,
    _e182,
    _e168,
)

_EX360 = (
    _e6,
    _e180,
    _e181,
    _e182,
)

_EX365 = (
    _e147,
    _e166,
)

_EX366 = (
    _e147,
    _e167,
)

_EX367 = (
    _e147,
    _e168,
)

_EX375 = (
    _e184,
    _e174,
)

_EX440 = (
    _e186,
    _e292,
)
