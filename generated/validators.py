# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs bee675bbf260b196bc1663d6c711031b text d2a46609d2675ec16c945f21f1016244
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
        return (
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
        return (
            isinstance(instance, str) and len(instance) == 24 and _P23.search(instance) is not None
        )
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
                    and (v12 := instance.get("version")) == 1
                    and v12 is not True
                    and isinstance((v13 := instance.get("id")), str)
                    and v13 != ""
                    and v13[0] not in _CHARS13
                    and v13[-1] not in _CHARS13
                )
                if v5 == "delete"
                else (
                    (
                        len(instance) == 3
                        and (v14 := instance.get("version")) == 1
                        and v14 is not True
                        and isinstance((v15 := instance.get("id")), str)
                        and v15 != ""
                        and v15[0] not in _CHARS13
                        and v15[-1] not in _CHARS13
                    )
                    if v5 == "dispatch"
                    else False
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
        return isinstance(instance, dict) and (
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
                    and (v12 := instance.get("version")) == 1
                    and v12 is not True
                    and isinstance((v13 := instance.get("id")), str)
                    and v13 != ""
                    and v13[0] not in _CHARS13
                    and v13[-1] not in _CHARS13
                )
                if v5 == "delete"
                else (
                    (
                        len(instance) == 3
                        and (v14 := instance.get("version")) == 1
                        and v14 is not True
                        and isinstance((v15 := instance.get("id")), str)
                        and v15 != ""
                        and v15[0] not in _CHARS13
                        and v15[-1] not in _CHARS13
                    )
                    if v5 == "dispatch"
                    else False
                )
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
            (len(instance) == 2 and isinstance((v17 := instance.get("message")), str) and v17 != "")
            if (v16 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v18 := instance.get("message")), str)
                    and v18 != ""
                )
                if v16 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v19 := instance.get("message")), str)
                        and v19 != ""
                    )
                    if v16 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v20 := instance.get("message")), str)
                            and v20 != ""
                        )
                        if v16 == "time_out_of_range"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v21 := instance.get("message")), str)
                                and v21 != ""
                            )
                            if v16 == "corrupt_schedule_log"
                            else (
                                (
                                    len(instance) == 3 + ("id" in instance)
                                    and (
                                        "id" not in instance
                                        or (
                                            isinstance((v24 := instance["id"]), str)
                                            and v24 != ""
                                            and v24[0] not in _CHARS13
                                            and v24[-1] not in _CHARS13
                                        )
                                    )
                                    and isinstance((v22 := instance.get("message")), str)
                                    and v22 != ""
                                    and isinstance((v23 := instance.get("operation")), str)
                                    and v23 in _E98
                                )
                                if v16 == "persistence_uncertain"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v25 := instance.get("message")), str)
                                        and v25 != ""
                                    )
                                    if v16 == "internal_error"
                                    else False
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
        return isinstance(instance, dict) and (
            (len(instance) == 2 and isinstance((v17 := instance.get("message")), str) and v17 != "")
            if (v16 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v18 := instance.get("message")), str)
                    and v18 != ""
                )
                if v16 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v19 := instance.get("message")), str)
                        and v19 != ""
                    )
                    if v16 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v20 := instance.get("message")), str)
                            and v20 != ""
                        )
                        if v16 == "time_out_of_range"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v21 := instance.get("message")), str)
                                and v21 != ""
                            )
                            if v16 == "corrupt_schedule_log"
                            else (
                                (
                                    len(instance) == 3 + ("id" in instance)
                                    and (
                                        "id" not in instance
                                        or (
                                            isinstance((v24 := instance["id"]), str)
                                            and v24 != ""
                                            and v24[0] not in _CHARS13
                                            and v24[-1] not in _CHARS13
                                        )
                                    )
                                    and isinstance((v22 := instance.get("message")), str)
                                    and v22 != ""
                                    and isinstance((v23 := instance.get("operation")), str)
                                    and v23 in _E98
                                )
                                if v16 == "persistence_uncertain"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v25 := instance.get("message")), str)
                                        and v25 != ""
                                    )
                                    if v16 == "internal_error"
                                    else False
                                )
                            )
                        )
                    )
                )
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
        return (
            isinstance(instance, str)
            and instance != ""
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
            and isinstance((v28 := instance.get("occurrenceAt")), str)
            and len(v28) == 24
            and isinstance((v26 := instance.get("scheduleId")), str)
            and v26 != ""
            and v26[0] not in _CHARS13
            and v26[-1] not in _CHARS13
            and isinstance((v27 := instance.get("prompt")), str)
            and v27 != ""
            and v27[0] not in _CHARS13
            and v27[-1] not in _CHARS13
            and _P23.search(v28) is not None
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
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v28 := instance.get("occurrenceAt")), str)
            and len(v28) == 24
            and isinstance((v26 := instance.get("scheduleId")), str)
            and v26 != ""
            and v26[0] not in _CHARS13
            and v26[-1] not in _CHARS13
            and isinstance((v27 := instance.get("prompt")), str)
            and v27 != ""
            and v27[0] not in _CHARS13
            and v27[-1] not in _CHARS13
            and _P23.search(v28) is not None
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
            and isinstance((v32 := instance.get("scheduledAt")), str)
            and len(v32) == 24
            and isinstance((v33 := instance.get("state")), str)
            and v33 in _E133
            and (
                type(v31 := instance.get("afterSeconds")) is int
                or (isinstance(v31, int) and not isinstance(v31, bool))
                or (isinstance(v31, float) and float.is_integer(v31))
            )
            and v31 >= 1
            and v31 <= 9007199254740991
            and isinstance((v29 := instance.get("id")), str)
            and v29 != ""
            and v29[0] not in _CHARS13
            and v29[-1] not in _CHARS13
            and isinstance((v30 := instance.get("prompt")), str)
            and v30 != ""
            and v30[0] not in _CHARS13
            and v30[-1] not in _CHARS13
            and _P23.search(v32) is not None
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
            and instance.get("kind") == "after"
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v32 := instance.get("scheduledAt")), str)
            and len(v32) == 24
            and isinstance((v33 := instance.get("state")), str)
            and v33 in _E133
            and (
                type(v31 := instance.get("afterSeconds")) is int
                or (isinstance(v31, int) and not isinstance(v31, bool))
                or (isinstance(v31, float) and float.is_integer(v31))
            )
            and v31 >= 1
            and v31 <= 9007199254740991
            and isinstance((v29 := instance.get("id")), str)
            and v29 != ""
            and v29[0] not in _CHARS13
            and v29[-1] not in _CHARS13
            and isinstance((v30 := instance.get("prompt")), str)
            and v30 != ""
            and v30[0] not in _CHARS13
            and v30[-1] not in _CHARS13
            and _P23.search(v32) is not None
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
        return (
            isinstance(instance, str)
            and instance != ""
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
            and isinstance((v36 := instance.get("scheduledAt")), str)
            and len(v36) == 24
            and isinstance((v34 := instance.get("id")), str)
            and v34 != ""
            and v34[0] not in _CHARS13
            and v34[-1] not in _CHARS13
            and isinstance((v35 := instance.get("prompt")), str)
            and v35 != ""
            and v35[0] not in _CHARS13
            and v35[-1] not in _CHARS13
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
            and instance.get("kind") == "at"
            and isinstance((v36 := instance.get("scheduledAt")), str)
            and len(v36) == 24
            and isinstance((v34 := instance.get("id")), str)
            and v34 != ""
            and v34[0] not in _CHARS13
            and v34[-1] not in _CHARS13
            and isinstance((v35 := instance.get("prompt")), str)
            and v35 != ""
            and v35[0] not in _CHARS13
            and v35[-1] not in _CHARS13
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
            and isinstance((v41 := instance.get("timeZone")), str)
            and isinstance((v39 := instance.get("time")), str)
            and len(v39) == 5
            and isinstance((v40 := instance.get("days")), list)
            and (not v40 or _l1(v40))
            and isinstance((v42 := instance.get("scheduledAt")), str)
            and len(v42) == 24
            and isinstance((v37 := instance.get("id")), str)
            and v37 != ""
            and v37[0] not in _CHARS13
            and v37[-1] not in _CHARS13
            and isinstance((v38 := instance.get("prompt")), str)
            and v38 != ""
            and v38[0] not in _CHARS13
            and v38[-1] not in _CHARS13
            and _P161.search(v41) is not None
            and _P158.search(v39) is not None
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
            and instance.get("kind") == "calendar"
            and isinstance((v41 := instance.get("timeZone")), str)
            and isinstance((v39 := instance.get("time")), str)
            and len(v39) == 5
            and isinstance((v40 := instance.get("days")), list)
            and (not v40 or _l1(v40))
            and isinstance((v42 := instance.get("scheduledAt")), str)
            and len(v42) == 24
            and isinstance((v37 := instance.get("id")), str)
            and v37 != ""
            and v37[0] not in _CHARS13
            and v37[-1] not in _CHARS13
            and isinstance((v38 := instance.get("prompt")), str)
            and v38 != ""
            and v38[0] not in _CHARS13
            and v38[-1] not in _CHARS13
            and _P161.search(v41) is not None
            and _P158.search(v39) is not None
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
            and isinstance((v46 := instance.get("scheduledAt")), str)
            and len(v46) == 24
            and (
                type(v45 := instance.get("everySeconds")) is int
                or (isinstance(v45, int) and not isinstance(v45, bool))
                or (isinstance(v45, float) and float.is_integer(v45))
            )
            and v45 >= 300
            and v45 <= 9007199254740991
            and isinstance((v43 := instance.get("id")), str)
            and v43 != ""
            and v43[0] not in _CHARS13
            and v43[-1] not in _CHARS13
            and isinstance((v44 := instance.get("prompt")), str)
            and v44 != ""
            and v44[0] not in _CHARS13
            and v44[-1] not in _CHARS13
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
            and instance.get("kind") == "every"
            and isinstance((v46 := instance.get("scheduledAt")), str)
            and len(v46) == 24
            and (
                type(v45 := instance.get("everySeconds")) is int
                or (isinstance(v45, int) and not isinstance(v45, bool))
                or (isinstance(v45, float) and float.is_integer(v45))
            )
            and v45 >= 300
            and v45 <= 9007199254740991
            and isinstance((v43 := instance.get("id")), str)
            and v43 != ""
            and v43[0] not in _CHARS13
            and v43[-1] not in _CHARS13
            and isinstance((v44 := instance.get("prompt")), str)
            and v44 != ""
            and v44[0] not in _CHARS13
            and v44[-1] not in _CHARS13
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
                and isinstance((v66 := instance["schedule"]), dict)
                and (
                    (
                        len(v66) == 5
                        and isinstance((v52 := v66.get("scheduledAt")), str)
                        and len(v52) == 24
                        and (
                            type(v51 := v66.get("afterSeconds")) is int
                            or (isinstance(v51, int) and not isinstance(v51, bool))
                            or (isinstance(v51, float) and float.is_integer(v51))
                        )
                        and v51 >= 1
                        and v51 <= 9007199254740991
                        and isinstance((v49 := v66.get("id")), str)
                        and v49 != ""
                        and v49[0] not in _CHARS13
                        and v49[-1] not in _CHARS13
                        and isinstance((v50 := v66.get("prompt")), str)
                        and v50 != ""
                        and v50[0] not in _CHARS13
                        and v50[-1] not in _CHARS13
                        and _P23.search(v52) is not None
                    )
                    if (v48 := v66.get("kind")) == "after"
                    else (
                        (
                            len(v66) == 4
                            and isinstance((v55 := v66.get("scheduledAt")), str)
                            and len(v55) == 24
                            and isinstance((v53 := v66.get("id")), str)
                            and v53 != ""
                            and v53[0] not in _CHARS13
                            and v53[-1] not in _CHARS13
                            and isinstance((v54 := v66.get("prompt")), str)
                            and v54 != ""
                            and v54[0] not in _CHARS13
                            and v54[-1] not in _CHARS13
                            and _P23.search(v55) is not None
                        )
                        if v48 == "at"
                        else (
                            (
                                len(v66) == 5
                                and isinstance((v59 := v66.get("scheduledAt")), str)
                                and len(v59) == 24
                                and (
                                    type(v58 := v66.get("everySeconds")) is int
                                    or (isinstance(v58, int) and not isinstance(v58, bool))
                                    or (isinstance(v58, float) and float.is_integer(v58))
                                )
                                and v58 >= 300
                                and v58 <= 9007199254740991
                                and isinstance((v56 := v66.get("id")), str)
                                and v56 != ""
                                and v56[0] not in _CHARS13
                                and v56[-1] not in _CHARS13
                                and isinstance((v57 := v66.get("prompt")), str)
                                and v57 != ""
                                and v57[0] not in _CHARS13
                                and v57[-1] not in _CHARS13
                                and _P23.search(v59) is not None
                            )
                            if v48 == "every"
                            else (
                                (
                                    len(v66) == 7
                                    and isinstance((v64 := v66.get("timeZone")), str)
                                    and isinstance((v62 := v66.get("time")), str)
                                    and len(v62) == 5
                                    and isinstance((v63 := v66.get("days")), list)
                                    and (not v63 or _l2(v63))
                                    and isinstance((v65 := v66.get("scheduledAt")), str)
                                    and len(v65) == 24
                                    and isinstance((v60 := v66.get("id")), str)
                                    and v60 != ""
                                    and v60[0] not in _CHARS13
                                    and v60[-1] not in _CHARS13
                                    and isinstance((v61 := v66.get("prompt")), str)
                                    and v61 != ""
                                    and v61[0] not in _CHARS13
                                    and v61[-1] not in _CHARS13
                                    and _P161.search(v64) is not None
                                    and _P158.search(v62) is not None
                                    and _P23.search(v65) is not None
                                )
                                if v48 == "calendar"
                                else False
                            )
                        )
                    )
                )
            )
            if (v47 := instance.get("operation")) == "create"
            else (
                (
                    len(instance) == 3
                    and instance.get("version") == 2
                    and isinstance((v67 := instance.get("id")), str)
                    and v67 != ""
                    and v67[0] not in _CHARS13
                    and v67[-1] not in _CHARS13
                )
                if v47 == "delete"
                else (
                    (
                        len(instance) == 3 + ("occurrenceAt" in instance)
                        and instance.get("version") == 2
                        and (
                            "occurrenceAt" not in instance
                            or (
                                isinstance((v69 := instance["occurrenceAt"]), str)
                                and len(v69) == 24
                                and _P23.search(v69) is not None
                            )
                        )
                        and isinstance((v68 := instance.get("id")), str)
                        and v68 != ""
                        and v68[0] not in _CHARS13
                        and v68[-1] not in _CHARS13
                    )
                    if v47 == "dispatch"
                    else False
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
        return isinstance(instance, dict) and (
            (
                len(instance) == 3
                and "schedule" in instance
                and instance.get("version") == 2
                and isinstance((v66 := instance["schedule"]), dict)
                and (
                    (
                        len(v66) == 5
                        and isinstance((v52 := v66.get("scheduledAt")), str)
                        and len(v52) == 24
                        and (
                            type(v51 := v66.get("afterSeconds")) is int
                            or (isinstance(v51, int) and not isinstance(v51, bool))
                            or (isinstance(v51, float) and float.is_integer(v51))
                        )
                        and v51 >= 1
                        and v51 <= 9007199254740991
                        and isinstance((v49 := v66.get("id")), str)
                        and v49 != ""
                        and v49[0] not in _CHARS13
                        and v49[-1] not in _CHARS13
                        and isinstance((v50 := v66.get("prompt")), str)
                        and v50 != ""
                        and v50[0] not in _CHARS13
                        and v50[-1] not in _CHARS13
                        and _P23.search(v52) is not None
                    )
                    if (v48 := v66.get("kind")) == "after"
                    else (
                        (
                            len(v66) == 4
                            and isinstance((v55 := v66.get("scheduledAt")), str)
                            and len(v55) == 24
                            and isinstance((v53 := v66.get("id")), str)
                            and v53 != ""
                            and v53[0] not in _CHARS13
                            and v53[-1] not in _CHARS13
                            and isinstance((v54 := v66.get("prompt")), str)
                            and v54 != ""
                            and v54[0] not in _CHARS13
                            and v54[-1] not in _CHARS13
                            and _P23.search(v55) is not None
                        )
                        if v48 == "at"
                        else (
                            (
                                len(v66) == 5
                                and isinstance((v59 := v66.get("scheduledAt")), str)
                                and len(v59) == 24
                                and (
                                    type(v58 := v66.get("everySeconds")) is int
                                    or (isinstance(v58, int) and not isinstance(v58, bool))
                                    or (isinstance(v58, float) and float.is_integer(v58))
                                )
                                and v58 >= 300
                                and v58 <= 9007199254740991
                                and isinstance((v56 := v66.get("id")), str)
                                and v56 != ""
                                and v56[0] not in _CHARS13
                                and v56[-1] not in _CHARS13
                                and isinstance((v57 := v66.get("prompt")), str)
                                and v57 != ""
                                and v57[0] not in _CHARS13
                                and v57[-1] not in _CHARS13
                                and _P23.search(v59) is not None
                            )
                            if v48 == "every"
                            else (
                                (
                                    len(v66) == 7
                                    and isinstance((v64 := v66.get("timeZone")), str)
                                    and isinstance((v62 := v66.get("time")), str)
                                    and len(v62) == 5
                                    and isinstance((v63 := v66.get("days")), list)
                                    and (not v63 or _l2(v63))
                                    and isinstance((v65 := v66.get("scheduledAt")), str)
                                    and len(v65) == 24
                                    and isinstance((v60 := v66.get("id")), str)
                                    and v60 != ""
                                    and v60[0] not in _CHARS13
                                    and v60[-1] not in _CHARS13
                                    and isinstance((v61 := v66.get("prompt")), str)
                                    and v61 != ""
                                    and v61[0] not in _CHARS13
                                    and v61[-1] not in _CHARS13
                                    and _P161.search(v64) is not None
                                    and _P158.search(v62) is not None
                                    and _P23.search(v65) is not None
                                )
                                if v48 == "calendar"
                                else False
                            )
                        )
                    )
                )
            )
            if (v47 := instance.get("operation")) == "create"
            else (
                (
                    len(instance) == 3
                    and instance.get("version") == 2
                    and isinstance((v67 := instance.get("id")), str)
                    and v67 != ""
                    and v67[0] not in _CHARS13
                    and v67[-1] not in _CHARS13
                )
                if v47 == "delete"
                else (
                    (
                        len(instance) == 3 + ("occurrenceAt" in instance)
                        and instance.get("version") == 2
                        and (
                            "occurrenceAt" not in instance
                            or (
                                isinstance((v69 := instance["occurrenceAt"]), str)
                                and len(v69) == 24
                                and _P23.search(v69) is not None
                            )
                        )
                        and isinstance((v68 := instance.get("id")), str)
                        and v68 != ""
                        and v68[0] not in _CHARS13
                        and v68[-1] not in _CHARS13
                    )
                    if v47 == "dispatch"
                    else False
                )
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
            (len(instance) == 2 and isinstance((v71 := instance.get("message")), str) and v71 != "")
            if (v70 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v72 := instance.get("message")), str)
                    and v72 != ""
                )
                if v70 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v73 := instance.get("message")), str)
                        and v73 != ""
                    )
                    if v70 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v74 := instance.get("message")), str)
                            and v74 != ""
                        )
                        if v70 == "invalid_time_zone"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v75 := instance.get("message")), str)
                                and v75 != ""
                            )
                            if v70 == "frequency_too_high"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v76 := instance.get("message")), str)
                                    and v76 != ""
                                )
                                if v70 == "time_out_of_range"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v77 := instance.get("message")), str)
                                        and v77 != ""
                                    )
                                    if v70 == "not_future"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v78 := instance.get("message")), str)
                                            and v78 != ""
                                        )
                                        if v70 == "too_many_schedules"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v79 := instance.get("message")), str
                                                )
                                                and v79 != ""
                                            )
                                            if v70 == "corrupt_schedule_log"
                                            else (
                                                (
                                                    len(instance) == 3 + ("id" in instance)
                                                    and (
                                                        "id" not in instance
                                                        or (
                                                            isinstance((v82 := instance["id"]), str)
                                                            and v82 != ""
                                                            and v82[0] not in _CHARS13
                                                            and v82[-1] not in _CHARS13
                                                        )
                                                    )
                                                    and isinstance(
                                                        (v80 := instance.get("message")), str
                                                    )
                                                    and v80 != ""
                                                    and isinstance(
                                                        (v81 := instance.get("operation")), str
                                                    )
                                                    and v81 in _E98
                                                )
                                                if v70 == "persistence_uncertain"
                                                else (
                                                    (
                                                        len(instance) == 2
                                                        and isinstance(
                                                            (v83 := instance.get("message")), str
                                                        )
                                                        and v83 != ""
                                                    )
                                                    if v70 == "internal_error"
                                                    else False
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
        return isinstance(instance, dict) and (
            (len(instance) == 2 and isinstance((v71 := instance.get("message")), str) and v71 != "")
            if (v70 := instance.get("code")) == "invalid_prompt"
            else (
                (
                    len(instance) == 2
                    and isinstance((v72 := instance.get("message")), str)
                    and v72 != ""
                )
                if v70 == "invalid_selector"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v73 := instance.get("message")), str)
                        and v73 != ""
                    )
                    if v70 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v74 := instance.get("message")), str)
                            and v74 != ""
                        )
                        if v70 == "invalid_time_zone"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v75 := instance.get("message")), str)
                                and v75 != ""
                            )
                            if v70 == "frequency_too_high"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v76 := instance.get("message")), str)
                                    and v76 != ""
                                )
                                if v70 == "time_out_of_range"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v77 := instance.get("message")), str)
                                        and v77 != ""
                                    )
                                    if v70 == "not_future"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v78 := instance.get("message")), str)
                                            and v78 != ""
                                        )
                                        if v70 == "too_many_schedules"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v79 := instance.get("message")), str
                                                )
                                                and v79 != ""
                                            )
                                            if v70 == "corrupt_schedule_log"
                                            else (
                                                (
                                                    len(instance) == 3 + ("id" in instance)
                                                    and (
                                                        "id" not in instance
                                                        or (
                                                            isinstance((v82 := instance["id"]), str)
                                                            and v82 != ""
                                                            and v82[0] not in _CHARS13
                                                            and v82[-1] not in _CHARS13
                                                        )
                                                    )
                                                    and isinstance(
                                                        (v80 := instance.get("message")), str
                                                    )
                                                    and v80 != ""
                                                    and isinstance(
                                                        (v81 := instance.get("operation")), str
                                                    )
                                                    and v81 in _E98
                                                )
                                                if v70 == "persistence_uncertain"
                                                else (
                                                    (
                                                        len(instance) == 2
                                                        and isinstance(
                                                            (v83 := instance.get("message")), str
                                                        )
                                                        and v83 != ""
                                                    )
                                                    if v70 == "internal_error"
                                                    else False
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
                and isinstance((v88 := instance.get("scheduledAt")), str)
                and len(v88) == 24
                and (
                    type(v87 := instance.get("afterSeconds")) is int
                    or (isinstance(v87, int) and not isinstance(v87, bool))
                    or (isinstance(v87, float) and float.is_integer(v87))
                )
                and v87 >= 1
                and v87 <= 9007199254740991
                and isinstance((v85 := instance.get("id")), str)
                and v85 != ""
                and v85[0] not in _CHARS13
                and v85[-1] not in _CHARS13
                and isinstance((v86 := instance.get("prompt")), str)
                and v86 != ""
                and v86[0] not in _CHARS13
                and v86[-1] not in _CHARS13
                and _P23.search(v88) is not None
            )
            if (v84 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 4
                    and isinstance((v91 := instance.get("scheduledAt")), str)
                    and len(v91) == 24
                    and isinstance((v89 := instance.get("id")), str)
                    and v89 != ""
                    and v89[0] not in _CHARS13
                    and v89[-1] not in _CHARS13
                    and isinstance((v90 := instance.get("prompt")), str)
                    and v90 != ""
                    and v90[0] not in _CHARS13
                    and v90[-1] not in _CHARS13
                    and _P23.search(v91) is not None
                )
                if v84 == "at"
                else (
                    (
                        len(instance) == 5
                        and isinstance((v95 := instance.get("scheduledAt")), str)
                        and len(v95) == 24
                        and (
                            type(v94 := instance.get("everySeconds")) is int
                            or (isinstance(v94, int) and not isinstance(v94, bool))
                            or (isinstance(v94, float) and float.is_integer(v94))
                        )
                        and v94 >= 300
                        and v94 <= 9007199254740991
                        and isinstance((v92 := instance.get("id")), str)
                        and v92 != ""
                        and v92[0] not in _CHARS13
                        and v92[-1] not in _CHARS13
                        and isinstance((v93 := instance.get("prompt")), str)
                        and v93 != ""
                        and v93[0] not in _CHARS13
                        and v93[-1] not in _CHARS13
                        and _P23.search(v95) is not None
                    )
                    if v84 == "every"
                    else (
                        (
                            len(instance) == 7
                            and isinstance((v100 := instance.get("timeZone")), str)
                            and isinstance((v98 := instance.get("time")), str)
                            and len(v98) == 5
                            and isinstance((v99 := instance.get("days")), list)
                            and (not v99 or _l3(v99))
                            and isinstance((v101 := instance.get("scheduledAt")), str)
                            and len(v101) == 24
                            and isinstance((v96 := instance.get("id")), str)
                            and v96 != ""
                            and v96[0] not in _CHARS13
                            and v96[-1] not in _CHARS13
                            and isinstance((v97 := instance.get("prompt")), str)
                            and v97 != ""
                            and v97[0] not in _CHARS13
                            and v97[-1] not in _CHARS13
                            and _P161.search(v100) is not None
                            and _P158.search(v98) is not None
                            and _P23.search(v101) is not None
                        )
                        if v84 == "calendar"
                        else False
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
        return isinstance(instance, dict) and (
            (
                len(instance) == 5
                and isinstance((v88 := instance.get("scheduledAt")), str)
                and len(v88) == 24
                and (
                    type(v87 := instance.get("afterSeconds")) is int
                    or (isinstance(v87, int) and not isinstance(v87, bool))
                    or (isinstance(v87, float) and float.is_integer(v87))
                )
                and v87 >= 1
                and v87 <= 9007199254740991
                and isinstance((v85 := instance.get("id")), str)
                and v85 != ""
                and v85[0] not in _CHARS13
                and v85[-1] not in _CHARS13
                and isinstance((v86 := instance.get("prompt")), str)
                and v86 != ""
                and v86[0] not in _CHARS13
                and v86[-1] not in _CHARS13
                and _P23.search(v88) is not None
            )
            if (v84 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 4
                    and isinstance((v91 := instance.get("scheduledAt")), str)
                    and len(v91) == 24
                    and isinstance((v89 := instance.get("id")), str)
                    and v89 != ""
                    and v89[0] not in _CHARS13
                    and v89[-1] not in _CHARS13
                    and isinstance((v90 := instance.get("prompt")), str)
                    and v90 != ""
                    and v90[0] not in _CHARS13
                    and v90[-1] not in _CHARS13
                    and _P23.search(v91) is not None
                )
                if v84 == "at"
                else (
                    (
                        len(instance) == 5
                        and isinstance((v95 := instance.get("scheduledAt")), str)
                        and len(v95) == 24
                        and (
                            type(v94 := instance.get("everySeconds")) is int
                            or (isinstance(v94, int) and not isinstance(v94, bool))
                            or (isinstance(v94, float) and float.is_integer(v94))
                        )
                        and v94 >= 300
                        and v94 <= 9007199254740991
                        and isinstance((v92 := instance.get("id")), str)
                        and v92 != ""
                        and v92[0] not in _CHARS13
                        and v92[-1] not in _CHARS13
                        and isinstance((v93 := instance.get("prompt")), str)
                        and v93 != ""
                        and v93[0] not in _CHARS13
                        and v93[-1] not in _CHARS13
                        and _P23.search(v95) is not None
                    )
                    if v84 == "every"
                    else (
                        (
                            len(instance) == 7
                            and isinstance((v100 := instance.get("timeZone")), str)
                            and isinstance((v98 := instance.get("time")), str)
                            and len(v98) == 5
                            and isinstance((v99 := instance.get("days")), list)
                            and (not v99 or _l3(v99))
                            and isinstance((v101 := instance.get("scheduledAt")), str)
                            and len(v101) == 24
                            and isinstance((v96 := instance.get("id")), str)
                            and v96 != ""
                            and v96[0] not in _CHARS13
                            and v96[-1] not in _CHARS13
                            and isinstance((v97 := instance.get("prompt")), str)
                            and v97 != ""
                            and v97[0] not in _CHARS13
                            and v97[-1] not in _CHARS13
                            and _P161.search(v100) is not None
                            and _P158.search(v98) is not None
                            and _P23.search(v101) is not None
                        )
                        if v84 == "calendar"
                        else False
                    )
                )
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
            and isinstance((v104 := instance.get("occurrenceAt")), str)
            and len(v104) == 24
            and isinstance((v102 := instance.get("scheduleId")), str)
            and v102 != ""
            and v102[0] not in _CHARS13
            and v102[-1] not in _CHARS13
            and isinstance((v103 := instance.get("prompt")), str)
            and v103 != ""
            and v103[0] not in _CHARS13
            and v103[-1] not in _CHARS13
            and _P23.search(v104) is not None
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
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v104 := instance.get("occurrenceAt")), str)
            and len(v104) == 24
            and isinstance((v102 := instance.get("scheduleId")), str)
            and v102 != ""
            and v102[0] not in _CHARS13
            and v102[-1] not in _CHARS13
            and isinstance((v103 := instance.get("prompt")), str)
            and v103 != ""
            and v103[0] not in _CHARS13
            and v103[-1] not in _CHARS13
            and _P23.search(v104) is not None
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
                and isinstance((v109 := instance.get("scheduledAt")), str)
                and len(v109) == 24
                and isinstance((v110 := instance.get("state")), str)
                and v110 in _E133
                and (
                    type(v108 := instance.get("afterSeconds")) is int
                    or (isinstance(v108, int) and not isinstance(v108, bool))
                    or (isinstance(v108, float) and float.is_integer(v108))
                )
                and v108 >= 1
                and v108 <= 9007199254740991
                and isinstance((v106 := instance.get("id")), str)
                and v106 != ""
                and v106[0] not in _CHARS13
                and v106[-1] not in _CHARS13
                and isinstance((v107 := instance.get("prompt")), str)
                and v107 != ""
                and v107[0] not in _CHARS13
                and v107[-1] not in _CHARS13
                and _P23.search(v109) is not None
            )
            if (v105 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 6
                    and instance.get("deliveryMode") == "session-local"
                    and isinstance((v113 := instance.get("scheduledAt")), str)
                    and len(v113) == 24
                    and isinstance((v114 := instance.get("state")), str)
                    and v114 in _E133
                    and isinstance((v111 := instance.get("id")), str)
                    and v111 != ""
                    and v111[0] not in _CHARS13
                    and v111[-1] not in _CHARS13
                    and isinstance((v112 := instance.get("prompt")), str)
                    and v112 != ""
                    and v112[0] not in _CHARS13
                    and v112[-1] not in _CHARS13
                    and _P23.search(v113) is not None
                )
                if v105 == "at"
                else (
                    (
                        len(instance) == 7
                        and instance.get("deliveryMode") == "session-local"
                        and isinstance((v118 := instance.get("scheduledAt")), str)
                        and len(v118) == 24
                        and isinstance((v119 := instance.get("state")), str)
                        and v119 in _E133
                        and (
                            type(v117 := instance.get("everySeconds")) is int
                            or (isinstance(v117, int) and not isinstance(v117, bool))
                            or (isinstance(v117, float) and float.is_integer(v117))
                        )
                        and v117 >= 300
                        and v117 <= 9007199254740991
                        and isinstance((v115 := instance.get("id")), str)
                        and v115 != ""
                        and v115[0] not in _CHARS13
                        and v115[-1] not in _CHARS13
                        and isinstance((v116 := instance.get("prompt")), str)
                        and v116 != ""
                        and v116[0] not in _CHARS13
                        and v116[-1] not in _CHARS13
                        and _P23.search(v118) is not None
                    )
                    if v105 == "every"
                    else (
                        (
                            len(instance) == 10
                            and isinstance((v124 := instance.get("timeZone")), str)
                            and instance.get("deliveryMode") == "session-local"
                            and isinstance((v122 := instance.get("time")), str)
                            and len(v122) == 5
                            and isinstance((v123 := instance.get("days")), list)
                            and (not v123 or _l4(v123))
                            and isinstance((v125 := instance.get("scheduledAt")), str)
                            and len(v125) == 24
                            and isinstance((v126 := instance.get("state")), str)
                            and v126 in _E133
                            and isinstance((v127 := instance.get("scheduledLocal")), str)
                            and len(v127) == 25
                            and isinstance((v120 := instance.get("id")), str)
                            and v120 != ""
                            and v120[0] not in _CHARS13
                            and v120[-1] not in _CHARS13
                            and isinstance((v121 := instance.get("prompt")), str)
                            and v121 != ""
                            and v121[0] not in _CHARS13
                            and v121[-1] not in _CHARS13
                            and _P161.search(v124) is not None
                            and _P158.search(v122) is not None
                            and _P23.search(v125) is not None
                            and _P299.search(v127) is not None
                        )
                        if v105 == "calendar"
                        else False
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
        return isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v109 := instance.get("scheduledAt")), str)
                and len(v109) == 24
                and isinstance((v110 := instance.get("state")), str)
                and v110 in _E133
                and (
                    type(v108 := instance.get("afterSeconds")) is int
                    or (isinstance(v108, int) and not isinstance(v108, bool))
                    or (isinstance(v108, float) and float.is_integer(v108))
                )
                and v108 >= 1
                and v108 <= 9007199254740991
                and isinstance((v106 := instance.get("id")), str)
                and v106 != ""
                and v106[0] not in _CHARS13
                and v106[-1] not in _CHARS13
                and isinstance((v107 := instance.get("prompt")), str)
                and v107 != ""
                and v107[0] not in _CHARS13
                and v107[-1] not in _CHARS13
                and _P23.search(v109) is not None
            )
            if (v105 := instance.get("kind")) == "after"
            else (
                (
                    len(instance) == 6
                    and instance.get("deliveryMode") == "session-local"
                    and isinstance((v113 := instance.get("scheduledAt")), str)
                    and len(v113) == 24
                    and isinstance((v114 := instance.get("state")), str)
                    and v114 in _E133
                    and isinstance((v111 := instance.get("id")), str)
                    and v111 != ""
                    and v111[0] not in _CHARS13
                    and v111[-1] not in _CHARS13
                    and isinstance((v112 := instance.get("prompt")), str)
                    and v112 != ""
                    and v112[0] not in _CHARS13
                    and v112[-1] not in _CHARS13
                    and _P23.search(v113) is not None
                )
                if v105 == "at"
                else (
                    (
                        len(instance) == 7
                        and instance.get("deliveryMode") == "session-local"
                        and isinstance((v118 := instance.get("scheduledAt")), str)
                        and len(v118) == 24
                        and isinstance((v119 := instance.get("state")), str)
                        and v119 in _E133
                        and (
                            type(v117 := instance.get("everySeconds")) is int
                            or (isinstance(v117, int) and not isinstance(v117, bool))
                            or (isinstance(v117, float) and float.is_integer(v117))
                        )
                        and v117 >= 300
                        and v117 <= 9007199254740991
                        and isinstance((v115 := instance.get("id")), str)
                        and v115 != ""
                        and v115[0] not in _CHARS13
                        and v115[-1] not in _CHARS13
                        and isinstance((v116 := instance.get("prompt")), str)
                        and v116 != ""
                        and v116[0] not in _CHARS13
                        and v116[-1] not in _CHARS13
                        and _P23.search(v118) is not None
                    )
                    if v105 == "every"
                    else (
                        (
                            len(instance) == 10
                            and isinstance((v124 := instance.get("timeZone")), str)
                            and instance.get("deliveryMode") == "session-local"
                            and isinstance((v122 := instance.get("time")), str)
                            and len(v122) == 5
                            and isinstance((v123 := instance.get("days")), list)
                            and (not v123 or _l4(v123))
                            and isinstance((v125 := instance.get("scheduledAt")), str)
                            and len(v125) == 24
                            and isinstance((v126 := instance.get("state")), str)
                            and v126 in _E133
                            and isinstance((v127 := instance.get("scheduledLocal")), str)
                            and len(v127) == 25
                            and isinstance((v120 := instance.get("id")), str)
                            and v120 != ""
                            and v120[0] not in _CHARS13
                            and v120[-1] not in _CHARS13
                            and isinstance((v121 := instance.get("prompt")), str)
                            and v121 != ""
                            and v121[0] not in _CHARS13
                            and v121[-1] not in _CHARS13
                            and _P161.search(v124) is not None
                            and _P158.search(v122) is not None
                            and _P23.search(v125) is not None
                            and _P299.search(v127) is not None
                        )
                        if v105 == "calendar"
                        else False
                    )
                )
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
            and isinstance((v128 := instance.get("after_seconds")), (int, float))
            and not isinstance(v128, bool)
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
            and isinstance((v128 := instance.get("after_seconds")), (int, float))
            and not isinstance(v128, bool)
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
                and isinstance((v176 := instance.get("scheduledAt")), str)
                and len(v176) == 24
                and isinstance((v177 := instance.get("state")), str)
                and v177 in _E133
                and (
                    type(v175 := instance.get("afterSeconds")) is int
                    or (isinstance(v175, int) and not isinstance(v175, bool))
                    or (isinstance(v175, float) and float.is_integer(v175))
                )
                and v175 >= 1
                and v175 <= 9007199254740991
                and isinstance((v173 := instance.get("id")), str)
                and v173 != ""
                and v173[0] not in _CHARS13
                and v173[-1] not in _CHARS13
                and isinstance((v174 := instance.get("prompt")), str)
                and v174 != ""
                and v174[0] not in _CHARS13
                and v174[-1] not in _CHARS13
                and _P23.search(v176) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v179 := instance.get("message")), str)
                    and v179 != ""
                )
                if (v178 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v180 := instance.get("message")), str)
                        and v180 != ""
                    )
                    if v178 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v181 := instance.get("message")), str)
                            and v181 != ""
                        )
                        if v178 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v182 := instance.get("message")), str)
                                and v182 != ""
                            )
                            if v178 == "time_out_of_range"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v183 := instance.get("message")), str)
                                    and v183 != ""
                                )
                                if v178 == "corrupt_schedule_log"
                                else (
                                    (
                                        len(instance) == 3 + ("id" in instance)
                                        and (
                                            "id" not in instance
                                            or (
                                                isinstance((v186 := instance["id"]), str)
                                                and v186 != ""
                                                and v186[0] not in _CHARS13
                                                and v186[-1] not in _CHARS13
                                            )
                                        )
                                        and isinstance((v184 := instance.get("message")), str)
                                        and v184 != ""
                                        and isinstance((v185 := instance.get("operation")), str)
                                        and v185 in _E98
                                    )
                                    if v178 == "persistence_uncertain"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v187 := instance.get("message")), str)
                                            and v187 != ""
                                        )
                                        if v178 == "internal_error"
                                        else False
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
        return isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v176 := instance.get("scheduledAt")), str)
                and len(v176) == 24
                and isinstance((v177 := instance.get("state")), str)
                and v177 in _E133
                and (
                    type(v175 := instance.get("afterSeconds")) is int
                    or (isinstance(v175, int) and not isinstance(v175, bool))
                    or (isinstance(v175, float) and float.is_integer(v175))
                )
                and v175 >= 1
                and v175 <= 9007199254740991
                and isinstance((v173 := instance.get("id")), str)
                and v173 != ""
                and v173[0] not in _CHARS13
                and v173[-1] not in _CHARS13
                and isinstance((v174 := instance.get("prompt")), str)
                and v174 != ""
                and v174[0] not in _CHARS13
                and v174[-1] not in _CHARS13
                and _P23.search(v176) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v179 := instance.get("message")), str)
                    and v179 != ""
                )
                if (v178 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v180 := instance.get("message")), str)
                        and v180 != ""
                    )
                    if v178 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v181 := instance.get("message")), str)
                            and v181 != ""
                        )
                        if v178 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v182 := instance.get("message")), str)
                                and v182 != ""
                            )
                            if v178 == "time_out_of_range"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v183 := instance.get("message")), str)
                                    and v183 != ""
                                )
                                if v178 == "corrupt_schedule_log"
                                else (
                                    (
                                        len(instance) == 3 + ("id" in instance)
                                        and (
                                            "id" not in instance
                                            or (
                                                isinstance((v186 := instance["id"]), str)
                                                and v186 != ""
                                                and v186[0] not in _CHARS13
                                                and v186[-1] not in _CHARS13
                                            )
                                        )
                                        and isinstance((v184 := instance.get("message")), str)
                                        and v184 != ""
                                        and isinstance((v185 := instance.get("operation")), str)
                                        and v185 in _E98
                                    )
                                    if v178 == "persistence_uncertain"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v187 := instance.get("message")), str)
                                            and v187 != ""
                                        )
                                        if v178 == "internal_error"
                                        else False
                                    )
                                )
                            )
                        )
                    )
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
                    and isinstance((v219 := instance.get("message")), str)
                    and v219 != ""
                )
                if (v218 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v222 := instance["id"]), str)
                                and v222 != ""
                                and v222[0] not in _CHARS13
                                and v222[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v220 := instance.get("message")), str)
                        and v220 != ""
                        and isinstance((v221 := instance.get("operation")), str)
                        and v221 in _E98
                    )
                    if v218 == "persistence_uncertain"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v223 := instance.get("message")), str)
                            and v223 != ""
                        )
                        if v218 == "internal_error"
                        else False
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
        return (isinstance(instance, list) and (not instance or _l8(instance))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 2
                    and isinstance((v219 := instance.get("message")), str)
                    and v219 != ""
                )
                if (v218 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v222 := instance["id"]), str)
                                and v222 != ""
                                and v222[0] not in _CHARS13
                                and v222[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v220 := instance.get("message")), str)
                        and v220 != ""
                        and isinstance((v221 := instance.get("operation")), str)
                        and v221 in _E98
                    )
                    if v218 == "persistence_uncertain"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v223 := instance.get("message")), str)
                            and v223 != ""
                        )
                        if v218 == "internal_error"
                        else False
                    )
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
                and isinstance((v236 := instance.get("id")), str)
                and v236 != ""
                and v236[0] not in _CHARS13
                and v236[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v238 := instance.get("id")), str)
                    and v238 != ""
                    and v238[0] not in _CHARS13
                    and v238[-1] not in _CHARS13
                )
                if (v237 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v239 := instance.get("message")), str)
                        and v239 != ""
                    )
                    if v237 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v240 := instance.get("message")), str)
                            and v240 != ""
                        )
                        if v237 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v243 := instance["id"]), str)
                                        and v243 != ""
                                        and v243[0] not in _CHARS13
                                        and v243[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v241 := instance.get("message")), str)
                                and v241 != ""
                                and isinstance((v242 := instance.get("operation")), str)
                                and v242 in _E98
                            )
                            if v237 == "persistence_uncertain"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v244 := instance.get("message")), str)
                                    and v244 != ""
                                )
                                if v237 == "internal_error"
                                else False
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
        return isinstance(instance, dict) and (
            (
                len(instance) == 2
                and instance.get("deleted") is True
                and isinstance((v236 := instance.get("id")), str)
                and v236 != ""
                and v236[0] not in _CHARS13
                and v236[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v238 := instance.get("id")), str)
                    and v238 != ""
                    and v238[0] not in _CHARS13
                    and v238[-1] not in _CHARS13
                )
                if (v237 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v239 := instance.get("message")), str)
                        and v239 != ""
                    )
                    if v237 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v240 := instance.get("message")), str)
                            and v240 != ""
                        )
                        if v237 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v243 := instance["id"]), str)
                                        and v243 != ""
                                        and v243[0] not in _CHARS13
                                        and v243[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v241 := instance.get("message")), str)
                                and v241 != ""
                                and isinstance((v242 := instance.get("operation")), str)
                                and v242 in _E98
                            )
                            if v237 == "persistence_uncertain"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v244 := instance.get("message")), str)
                                    and v244 != ""
                                )
                                if v237 == "internal_error"
                                else False
                            )
                        )
                    )
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
                    isinstance((v245 := instance["after_seconds"]), (int, float))
                    and not isinstance(v245, bool)
                )
            )
            and (
                "at" not in instance
                or isinstance((v246 := instance["at"]), str)
                or (
                    isinstance(v246, dict)
                    and ("date" not in v246 or isinstance(v246["date"], str))
                    and ("time" not in v246 or isinstance(v246["time"], str))
                    and ("time_zone" not in v246 or isinstance(v246["time_zone"], str))
                )
            )
            and (
                "every_seconds" not in instance
                or (
                    isinstance((v247 := instance["every_seconds"]), (int, float))
                    and not isinstance(v247, bool)
                )
            )
            and (
                "calendar" not in instance
                or (
                    isinstance((v249 := instance["calendar"]), dict)
                    and ("time" not in v249 or isinstance(v249["time"], str))
                    and (
                        "days" not in v249
                        or (isinstance((v248 := v249["days"]), list) and (not v248 or _l9(v248)))
                    )
                    and ("time_zone" not in v249 or isinstance(v249["time_zone"], str))
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
                    isinstance((v245 := instance["after_seconds"]), (int, float))
                    and not isinstance(v245, bool)
                )
            )
            and (
                "at" not in instance
                or isinstance((v246 := instance["at"]), str)
                or (
                    isinstance(v246, dict)
                    and ("date" not in v246 or isinstance(v246["date"], str))
                    and ("time" not in v246 or isinstance(v246["time"], str))
                    and ("time_zone" not in v246 or isinstance(v246["time_zone"], str))
                )
            )
            and (
                "every_seconds" not in instance
                or (
                    isinstance((v247 := instance["every_seconds"]), (int, float))
                    and not isinstance(v247, bool)
                )
            )
            and (
                "calendar" not in instance
                or (
                    isinstance((v249 := instance["calendar"]), dict)
                    and ("time" not in v249 or isinstance(v249["time"], str))
                    and (
                        "days" not in v249
                        or (isinstance((v248 := v249["days"]), list) and (not v248 or _l9(v248)))
                    )
                    and ("time_zone" not in v249 or isinstance(v249["time_zone"], str))
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
                and isinstance((v530 := instance.get("scheduledAt")), str)
                and len(v530) == 24
                and isinstance((v531 := instance.get("state")), str)
                and v531 in _E133
                and (
                    type(v529 := instance.get("afterSeconds")) is int
                    or (isinstance(v529, int) and not isinstance(v529, bool))
                    or (isinstance(v529, float) and float.is_integer(v529))
                )
                and v529 >= 1
                and v529 <= 9007199254740991
                and isinstance((v527 := instance.get("id")), str)
                and v527 != ""
                and v527[0] not in _CHARS13
                and v527[-1] not in _CHARS13
                and isinstance((v528 := instance.get("prompt")), str)
                and v528 != ""
                and v528[0] not in _CHARS13
                and v528[-1] not in _CHARS13
                and _P23.search(v530) is not None
            )
            or (
                len(instance) == 6
                and instance.get("kind") == "at"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v534 := instance.get("scheduledAt")), str)
                and len(v534) == 24
                and isinstance((v535 := instance.get("state")), str)
                and v535 in _E133
                and isinstance((v532 := instance.get("id")), str)
                and v532 != ""
                and v532[0] not in _CHARS13
                and v532[-1] not in _CHARS13
                and isinstance((v533 := instance.get("prompt")), str)
                and v533 != ""
                and v533[0] not in _CHARS13
                and v533[-1] not in _CHARS13
                and _P23.search(v534) is not None
            )
            or (
                len(instance) == 7
                and instance.get("kind") == "every"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v539 := instance.get("scheduledAt")), str)
                and len(v539) == 24
                and isinstance((v540 := instance.get("state")), str)
                and v540 in _E133
                and (
                    type(v538 := instance.get("everySeconds")) is int
                    or (isinstance(v538, int) and not isinstance(v538, bool))
                    or (isinstance(v538, float) and float.is_integer(v538))
                )
                and v538 >= 300
                and v538 <= 9007199254740991
                and isinstance((v536 := instance.get("id")), str)
                and v536 != ""
                and v536[0] not in _CHARS13
                and v536[-1] not in _CHARS13
                and isinstance((v537 := instance.get("prompt")), str)
                and v537 != ""
                and v537[0] not in _CHARS13
                and v537[-1] not in _CHARS13
                and _P23.search(v539) is not None
            )
            or (
                len(instance) == 10
                and instance.get("kind") == "calendar"
                and isinstance((v545 := instance.get("timeZone")), str)
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v543 := instance.get("time")), str)
                and len(v543) == 5
                and isinstance((v544 := instance.get("days")), list)
                and (not v544 or _l22(v544))
                and isinstance((v546 := instance.get("scheduledAt")), str)
                and len(v546) == 24
                and isinstance((v547 := instance.get("state")), str)
                and v547 in _E133
                and isinstance((v548 := instance.get("scheduledLocal")), str)
                and len(v548) == 25
                and isinstance((v541 := instance.get("id")), str)
                and v541 != ""
                and v541[0] not in _CHARS13
                and v541[-1] not in _CHARS13
                and isinstance((v542 := instance.get("prompt")), str)
                and v542 != ""
                and v542[0] not in _CHARS13
                and v542[-1] not in _CHARS13
                and _P161.search(v545) is not None
                and _P158.search(v543) is not None
                and _P23.search(v546) is not None
                and _P299.search(v548) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v550 := instance.get("message")), str)
                    and v550 != ""
                )
                if (v549 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v551 := instance.get("message")), str)
                        and v551 != ""
                    )
                    if v549 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v552 := instance.get("message")), str)
                            and v552 != ""
                        )
                        if v549 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v553 := instance.get("message")), str)
                                and v553 != ""
                            )
                            if v549 == "invalid_time_zone"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v554 := instance.get("message")), str)
                                    and v554 != ""
                                )
                                if v549 == "frequency_too_high"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v555 := instance.get("message")), str)
                                        and v555 != ""
                                    )
                                    if v549 == "time_out_of_range"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v556 := instance.get("message")), str)
                                            and v556 != ""
                                        )
                                        if v549 == "not_future"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v557 := instance.get("message")), str
                                                )
                                                and v557 != ""
                                            )
                                            if v549 == "too_many_schedules"
                                            else (
                                                (
                                                    len(instance) == 2
                                                    and isinstance(
                                                        (v558 := instance.get("message")), str
                                                    )
                                                    and v558 != ""
                                                )
                                                if v549 == "corrupt_schedule_log"
                                                else (
                                                    (
                                                        len(instance) == 3 + ("id" in instance)
                                                        and (
                                                            "id" not in instance
                                                            or (
                                                                isinstance(
                                                                    (v561 := instance["id"]), str
                                                                )
                                                                and v561 != ""
                                                                and v561[0] not in _CHARS13
                                                                and v561[-1] not in _CHARS13
                                                            )
                                                        )
                                                        and isinstance(
                                                            (v559 := instance.get("message")), str
                                                        )
                                                        and v559 != ""
                                                        and isinstance(
                                                            (v560 := instance.get("operation")), str
                                                        )
                                                        and v560 in _E98
                                                    )
                                                    if v549 == "persistence_uncertain"
                                                    else (
                                                        (
                                                            len(instance) == 2
                                                            and isinstance(
                                                                (v562 := instance.get("message")),
                                                                str,
                                                            )
                                                            and v562 != ""
                                                        )
                                                        if v549 == "internal_error"
                                                        else False
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
        return isinstance(instance, dict) and (
            (
                len(instance) == 7
                and instance.get("kind") == "after"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v530 := instance.get("scheduledAt")), str)
                and len(v530) == 24
                and isinstance((v531 := instance.get("state")), str)
                and v531 in _E133
                and (
                    type(v529 := instance.get("afterSeconds")) is int
                    or (isinstance(v529, int) and not isinstance(v529, bool))
                    or (isinstance(v529, float) and float.is_integer(v529))
                )
                and v529 >= 1
                and v529 <= 9007199254740991
                and isinstance((v527 := instance.get("id")), str)
                and v527 != ""
                and v527[0] not in _CHARS13
                and v527[-1] not in _CHARS13
                and isinstance((v528 := instance.get("prompt")), str)
                and v528 != ""
                and v528[0] not in _CHARS13
                and v528[-1] not in _CHARS13
                and _P23.search(v530) is not None
            )
            or (
                len(instance) == 6
                and instance.get("kind") == "at"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v534 := instance.get("scheduledAt")), str)
                and len(v534) == 24
                and isinstance((v535 := instance.get("state")), str)
                and v535 in _E133
                and isinstance((v532 := instance.get("id")), str)
                and v532 != ""
                and v532[0] not in _CHARS13
                and v532[-1] not in _CHARS13
                and isinstance((v533 := instance.get("prompt")), str)
                and v533 != ""
                and v533[0] not in _CHARS13
                and v533[-1] not in _CHARS13
                and _P23.search(v534) is not None
            )
            or (
                len(instance) == 7
                and instance.get("kind") == "every"
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v539 := instance.get("scheduledAt")), str)
                and len(v539) == 24
                and isinstance((v540 := instance.get("state")), str)
                and v540 in _E133
                and (
                    type(v538 := instance.get("everySeconds")) is int
                    or (isinstance(v538, int) and not isinstance(v538, bool))
                    or (isinstance(v538, float) and float.is_integer(v538))
                )
                and v538 >= 300
                and v538 <= 9007199254740991
                and isinstance((v536 := instance.get("id")), str)
                and v536 != ""
                and v536[0] not in _CHARS13
                and v536[-1] not in _CHARS13
                and isinstance((v537 := instance.get("prompt")), str)
                and v537 != ""
                and v537[0] not in _CHARS13
                and v537[-1] not in _CHARS13
                and _P23.search(v539) is not None
            )
            or (
                len(instance) == 10
                and instance.get("kind") == "calendar"
                and isinstance((v545 := instance.get("timeZone")), str)
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v543 := instance.get("time")), str)
                and len(v543) == 5
                and isinstance((v544 := instance.get("days")), list)
                and (not v544 or _l22(v544))
                and isinstance((v546 := instance.get("scheduledAt")), str)
                and len(v546) == 24
                and isinstance((v547 := instance.get("state")), str)
                and v547 in _E133
                and isinstance((v548 := instance.get("scheduledLocal")), str)
                and len(v548) == 25
                and isinstance((v541 := instance.get("id")), str)
                and v541 != ""
                and v541[0] not in _CHARS13
                and v541[-1] not in _CHARS13
                and isinstance((v542 := instance.get("prompt")), str)
                and v542 != ""
                and v542[0] not in _CHARS13
                and v542[-1] not in _CHARS13
                and _P161.search(v545) is not None
                and _P158.search(v543) is not None
                and _P23.search(v546) is not None
                and _P299.search(v548) is not None
            )
            or (
                (
                    len(instance) == 2
                    and isinstance((v550 := instance.get("message")), str)
                    and v550 != ""
                )
                if (v549 := instance.get("code")) == "invalid_prompt"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v551 := instance.get("message")), str)
                        and v551 != ""
                    )
                    if v549 == "invalid_selector"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v552 := instance.get("message")), str)
                            and v552 != ""
                        )
                        if v549 == "invalid_rule"
                        else (
                            (
                                len(instance) == 2
                                and isinstance((v553 := instance.get("message")), str)
                                and v553 != ""
                            )
                            if v549 == "invalid_time_zone"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v554 := instance.get("message")), str)
                                    and v554 != ""
                                )
                                if v549 == "frequency_too_high"
                                else (
                                    (
                                        len(instance) == 2
                                        and isinstance((v555 := instance.get("message")), str)
                                        and v555 != ""
                                    )
                                    if v549 == "time_out_of_range"
                                    else (
                                        (
                                            len(instance) == 2
                                            and isinstance((v556 := instance.get("message")), str)
                                            and v556 != ""
                                        )
                                        if v549 == "not_future"
                                        else (
                                            (
                                                len(instance) == 2
                                                and isinstance(
                                                    (v557 := instance.get("message")), str
                                                )
                                                and v557 != ""
                                            )
                                            if v549 == "too_many_schedules"
                                            else (
                                                (
                                                    len(instance) == 2
                                                    and isinstance(
                                                        (v558 := instance.get("message")), str
                                                    )
                                                    and v558 != ""
                                                )
                                                if v549 == "corrupt_schedule_log"
                                                else (
                                                    (
                                                        len(instance) == 3 + ("id" in instance)
                                                        and (
                                                            "id" not in instance
                                                            or (
                                                                isinstance(
                                                                    (v561 := instance["id"]), str
                                                                )
                                                                and v561 != ""
                                                                and v561[0] not in _CHARS13
                                                                and v561[-1] not in _CHARS13
                                                            )
                                                        )
                                                        and isinstance(
                                                            (v559 := instance.get("message")), str
                                                        )
                                                        and v559 != ""
                                                        and isinstance(
                                                            (v560 := instance.get("operation")), str
                                                        )
                                                        and v560 in _E98
                                                    )
                                                    if v549 == "persistence_uncertain"
                                                    else (
                                                        (
                                                            len(instance) == 2
                                                            and isinstance(
                                                                (v562 := instance.get("message")),
                                                                str,
                                                            )
                                                            and v562 != ""
                                                        )
                                                        if v549 == "internal_error"
                                                        else False
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
                    and isinstance((v684 := instance.get("message")), str)
                    and v684 != ""
                )
                if (v683 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v687 := instance["id"]), str)
                                and v687 != ""
                                and v687[0] not in _CHARS13
                                and v687[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v685 := instance.get("message")), str)
                        and v685 != ""
                        and isinstance((v686 := instance.get("operation")), str)
                        and v686 in _E98
                    )
                    if v683 == "persistence_uncertain"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v688 := instance.get("message")), str)
                            and v688 != ""
                        )
                        if v683 == "internal_error"
                        else False
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
        return (isinstance(instance, list) and (not instance or _l30(instance))) or (
            isinstance(instance, dict)
            and (
                (
                    len(instance) == 2
                    and isinstance((v684 := instance.get("message")), str)
                    and v684 != ""
                )
                if (v683 := instance.get("code")) == "corrupt_schedule_log"
                else (
                    (
                        len(instance) == 3 + ("id" in instance)
                        and (
                            "id" not in instance
                            or (
                                isinstance((v687 := instance["id"]), str)
                                and v687 != ""
                                and v687[0] not in _CHARS13
                                and v687[-1] not in _CHARS13
                            )
                        )
                        and isinstance((v685 := instance.get("message")), str)
                        and v685 != ""
                        and isinstance((v686 := instance.get("operation")), str)
                        and v686 in _E98
                    )
                    if v683 == "persistence_uncertain"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v688 := instance.get("message")), str)
                            and v688 != ""
                        )
                        if v683 == "internal_error"
                        else False
                    )
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
                and isinstance((v701 := instance.get("id")), str)
                and v701 != ""
                and v701[0] not in _CHARS13
                and v701[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v703 := instance.get("id")), str)
                    and v703 != ""
                    and v703[0] not in _CHARS13
                    and v703[-1] not in _CHARS13
                )
                if (v702 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v704 := instance.get("message")), str)
                        and v704 != ""
                    )
                    if v702 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v705 := instance.get("message")), str)
                            and v705 != ""
                        )
                        if v702 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v708 := instance["id"]), str)
                                        and v708 != ""
                                        and v708[0] not in _CHARS13
                                        and v708[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v706 := instance.get("message")), str)
                                and v706 != ""
                                and isinstance((v707 := instance.get("operation")), str)
                                and v707 in _E98
                            )
                            if v702 == "persistence_uncertain"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v709 := instance.get("message")), str)
                                    and v709 != ""
                                )
                                if v702 == "internal_error"
                                else False
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
        return isinstance(instance, dict) and (
            (
                len(instance) == 2
                and instance.get("deleted") is True
                and isinstance((v701 := instance.get("id")), str)
                and v701 != ""
                and v701[0] not in _CHARS13
                and v701[-1] not in _CHARS13
            )
            or (
                (
                    len(instance) == 3
                    and instance.get("deleted") is False
                    and isinstance((v703 := instance.get("id")), str)
                    and v703 != ""
                    and v703[0] not in _CHARS13
                    and v703[-1] not in _CHARS13
                )
                if (v702 := instance.get("code")) == "schedule_not_found"
                else (
                    (
                        len(instance) == 2
                        and isinstance((v704 := instance.get("message")), str)
                        and v704 != ""
                    )
                    if v702 == "invalid_rule"
                    else (
                        (
                            len(instance) == 2
                            and isinstance((v705 := instance.get("message")), str)
                            and v705 != ""
                        )
                        if v702 == "corrupt_schedule_log"
                        else (
                            (
                                len(instance) == 3 + ("id" in instance)
                                and (
                                    "id" not in instance
                                    or (
                                        isinstance((v708 := instance["id"]), str)
                                        and v708 != ""
                                        and v708[0] not in _CHARS13
                                        and v708[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v706 := instance.get("message")), str)
                                and v706 != ""
                                and isinstance((v707 := instance.get("operation")), str)
                                and v707 in _E98
                            )
                            if v702 == "persistence_uncertain"
                            else (
                                (
                                    len(instance) == 2
                                    and isinstance((v709 := instance.get("message")), str)
                                    and v709 != ""
                                )
                                if v702 == "internal_error"
                                else False
                            )
                        )
                    )
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
    return (
        isinstance(x, dict)
        and len(x) == 5
        and x.get("kind") == "after"
        and isinstance((v741 := x.get("scheduledAt")), str)
        and len(v741) == 24
        and (
            type(v740 := x.get("afterSeconds")) is int
            or (isinstance(v740, int) and not isinstance(v740, bool))
            or (isinstance(v740, float) and float.is_integer(v740))
        )
        and v740 >= 1
        and v740 <= 9007199254740991
        and isinstance((v738 := x.get("id")), str)
        and v738 != ""
        and v738[0] not in _CHARS13
        and v738[-1] not in _CHARS13
        and isinstance((v739 := x.get("prompt")), str)
        and v739 != ""
        and v739[0] not in _CHARS13
        and v739[-1] not in _CHARS13
        and _P23.search(v741) is not None
    )


def _v1(x: object) -> bool:
    return isinstance(x, str) and len(x) == 24 and _P23.search(x) is not None


def _v2(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 3
            and (v743 := x.get("version")) == 1
            and v743 is not True
            and isinstance((v748 := x.get("schedule")), dict)
            and len(v748) == 5
            and v748.get("kind") == "after"
            and isinstance((v747 := v748.get("scheduledAt")), str)
            and len(v747) == 24
            and (
                type(v746 := v748.get("afterSeconds")) is int
                or (isinstance(v746, int) and not isinstance(v746, bool))
                or (isinstance(v746, float) and float.is_integer(v746))
            )
            and v746 >= 1
            and v746 <= 9007199254740991
            and isinstance((v744 := v748.get("id")), str)
            and v744 != ""
            and v744[0] not in _CHARS13
            and v744[-1] not in _CHARS13
            and isinstance((v745 := v748.get("prompt")), str)
            and v745 != ""
            and v745[0] not in _CHARS13
            and v745[-1] not in _CHARS13
            and _P23.search(v747) is not None
        )
        if (v742 := x.get("operation")) == "create"
        else (
            (
                len(x) == 3
                and (v749 := x.get("version")) == 1
                and v749 is not True
                and isinstance((v750 := x.get("id")), str)
                and v750 != ""
                and v750[0] not in _CHARS13
                and v750[-1] not in _CHARS13
            )
            if v742 == "delete"
            else (
                (
                    len(x) == 3
                    and (v751 := x.get("version")) == 1
                    and v751 is not True
                    and isinstance((v752 := x.get("id")), str)
                    and v752 != ""
                    and v752[0] not in _CHARS13
                    and v752[-1] not in _CHARS13
                )
                if v742 == "dispatch"
                else False
            )
        )
    )


def _v3(x: object) -> bool:
    return isinstance(x, dict) and (
        (len(x) == 2 and isinstance((v754 := x.get("message")), str) and v754 != "")
        if (v753 := x.get("code")) == "invalid_prompt"
        else (
            (len(x) == 2 and isinstance((v755 := x.get("message")), str) and v755 != "")
            if v753 == "invalid_selector"
            else (
                (len(x) == 2 and isinstance((v756 := x.get("message")), str) and v756 != "")
                if v753 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v757 := x.get("message")), str) and v757 != "")
                    if v753 == "time_out_of_range"
                    else (
                        (len(x) == 2 and isinstance((v758 := x.get("message")), str) and v758 != "")
                        if v753 == "corrupt_schedule_log"
                        else (
                            (
                                len(x) == 3 + ("id" in x)
                                and (
                                    "id" not in x
                                    or (
                                        isinstance((v761 := x["id"]), str)
                                        and v761 != ""
                                        and v761[0] not in _CHARS13
                                        and v761[-1] not in _CHARS13
                                    )
                                )
                                and isinstance((v759 := x.get("message")), str)
                                and v759 != ""
                                and isinstance((v760 := x.get("operation")), str)
                                and v760 in _E98
                            )
                            if v753 == "persistence_uncertain"
                            else (
                                (
                                    len(x) == 2
                                    and isinstance((v762 := x.get("message")), str)
                                    and v762 != ""
                                )
                                if v753 == "internal_error"
                                else False
                            )
                        )
                    )
                )
            )
        )
    )


def _v4(x: object) -> bool:
    return isinstance(x, str) and x != "" and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v5(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and x.get("deliveryMode") == "session-local"
        and isinstance((v765 := x.get("occurrenceAt")), str)
        and len(v765) == 24
        and isinstance((v763 := x.get("scheduleId")), str)
        and v763 != ""
        and v763[0] not in _CHARS13
        and v763[-1] not in _CHARS13
        and isinstance((v764 := x.get("prompt")), str)
        and v764 != ""
        and v764[0] not in _CHARS13
        and v764[-1] not in _CHARS13
        and _P23.search(v765) is not None
    )


def _v6(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and x.get("kind") == "after"
        and x.get("deliveryMode") == "session-local"
        and isinstance((v769 := x.get("scheduledAt")), str)
        and len(v769) == 24
        and isinstance((v770 := x.get("state")), str)
        and v770 in _E133
        and (
            type(v768 := x.get("afterSeconds")) is int
            or (isinstance(v768, int) and not isinstance(v768, bool))
            or (isinstance(v768, float) and float.is_integer(v768))
        )
        and v768 >= 1
        and v768 <= 9007199254740991
        and isinstance((v766 := x.get("id")), str)
        and v766 != ""
        and v766[0] not in _CHARS13
        and v766[-1] not in _CHARS13
        and isinstance((v767 := x.get("prompt")), str)
        and v767 != ""
        and v767[0] not in _CHARS13
        and v767[-1] not in _CHARS13
        and _P23.search(v769) is not None
    )


def _v7(x: object) -> bool:
    return isinstance(x, str) and x != "" and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v8(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and x.get("kind") == "at"
        and isinstance((v773 := x.get("scheduledAt")), str)
        and len(v773) == 24
        and isinstance((v771 := x.get("id")), str)
        and v771 != ""
        and v771[0] not in _CHARS13
        and v771[-1] not in _CHARS13
        and isinstance((v772 := x.get("prompt")), str)
        and v772 != ""
        and v772[0] not in _CHARS13
        and v772[-1] not in _CHARS13
        and _P23.search(v773) is not None
    )


def _v9(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and x.get("kind") == "calendar"
        and isinstance((v778 := x.get("timeZone")), str)
        and isinstance((v776 := x.get("time")), str)
        and len(v776) == 5
        and isinstance((v777 := x.get("days")), list)
        and (not v777 or _l33(v777))
        and isinstance((v779 := x.get("scheduledAt")), str)
        and len(v779) == 24
        and isinstance((v774 := x.get("id")), str)
        and v774 != ""
        and v774[0] not in _CHARS13
        and v774[-1] not in _CHARS13
        and isinstance((v775 := x.get("prompt")), str)
        and v775 != ""
        and v775[0] not in _CHARS13
        and v775[-1] not in _CHARS13
        and _P161.search(v778) is not None
        and _P158.search(v776) is not None
        and _P23.search(v779) is not None
    )


def _v10(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 5
        and x.get("kind") == "every"
        and isinstance((v783 := x.get("scheduledAt")), str)
        and len(v783) == 24
        and (
            type(v782 := x.get("everySeconds")) is int
            or (isinstance(v782, int) and not isinstance(v782, bool))
            or (isinstance(v782, float) and float.is_integer(v782))
        )
        and v782 >= 300
        and v782 <= 9007199254740991
        and isinstance((v780 := x.get("id")), str)
        and v780 != ""
        and v780[0] not in _CHARS13
        and v780[-1] not in _CHARS13
        and isinstance((v781 := x.get("prompt")), str)
        and v781 != ""
        and v781[0] not in _CHARS13
        and v781[-1] not in _CHARS13
        and _P23.search(v783) is not None
    )


def _v11(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 3
            and "schedule" in x
            and x.get("version") == 2
            and isinstance((v803 := x["schedule"]), dict)
            and (
                (
                    len(v803) == 5
                    and isinstance((v789 := v803.get("scheduledAt")), str)
                    and len(v789) == 24
                    and (
                        type(v788 := v803.get("afterSeconds")) is int
                        or (isinstance(v788, int) and not isinstance(v788, bool))
                        or (isinstance(v788, float) and float.is_integer(v788))
                    )
                    and v788 >= 1
                    and v788 <= 9007199254740991
                    and isinstance((v786 := v803.get("id")), str)
                    and v786 != ""
                    and v786[0] not in _CHARS13
                    and v786[-1] not in _CHARS13
                    and isinstance((v787 := v803.get("prompt")), str)
                    and v787 != ""
                    and v787[0] not in _CHARS13
                    and v787[-1] not in _CHARS13
                    and _P23.search(v789) is not None
                )
                if (v785 := v803.get("kind")) == "after"
                else (
                    (
                        len(v803) == 4
                        and isinstance((v792 := v803.get("scheduledAt")), str)
                        and len(v792) == 24
                        and isinstance((v790 := v803.get("id")), str)
                        and v790 != ""
                        and v790[0] not in _CHARS13
                        and v790[-1] not in _CHARS13
                        and isinstance((v791 := v803.get("prompt")), str)
                        and v791 != ""
                        and v791[0] not in _CHARS13
                        and v791[-1] not in _CHARS13
                        and _P23.search(v792) is not None
                    )
                    if v785 == "at"
                    else (
                        (
                            len(v803) == 5
                            and isinstance((v796 := v803.get("scheduledAt")), str)
                            and len(v796) == 24
                            and (
                                type(v795 := v803.get("everySeconds")) is int
                                or (isinstance(v795, int) and not isinstance(v795, bool))
                                or (isinstance(v795, float) and float.is_integer(v795))
                            )
                            and v795 >= 300
                            and v795 <= 9007199254740991
                            and isinstance((v793 := v803.get("id")), str)
                            and v793 != ""
                            and v793[0] not in _CHARS13
                            and v793[-1] not in _CHARS13
                            and isinstance((v794 := v803.get("prompt")), str)
                            and v794 != ""
                            and v794[0] not in _CHARS13
                            and v794[-1] not in _CHARS13
                            and _P23.search(v796) is not None
                        )
                        if v785 == "every"
                        else (
                            (
                                len(v803) == 7
                                and isinstance((v801 := v803.get("timeZone")), str)
                                and isinstance((v799 := v803.get("time")), str)
                                and len(v799) == 5
                                and isinstance((v800 := v803.get("days")), list)
                                and (not v800 or _l34(v800))
                                and isinstance((v802 := v803.get("scheduledAt")), str)
                                and len(v802) == 24
                                and isinstance((v797 := v803.get("id")), str)
                                and v797 != ""
                                and v797[0] not in _CHARS13
                                and v797[-1] not in _CHARS13
                                and isinstance((v798 := v803.get("prompt")), str)
                                and v798 != ""
                                and v798[0] not in _CHARS13
                                and v798[-1] not in _CHARS13
                                and _P161.search(v801) is not None
                                and _P158.search(v799) is not None
                                and _P23.search(v802) is not None
                            )
                            if v785 == "calendar"
                            else False
                        )
                    )
                )
            )
        )
        if (v784 := x.get("operation")) == "create"
        else (
            (
                len(x) == 3
                and x.get("version") == 2
                and isinstance((v804 := x.get("id")), str)
                and v804 != ""
                and v804[0] not in _CHARS13
                and v804[-1] not in _CHARS13
            )
            if v784 == "delete"
            else (
                (
                    len(x) == 3 + ("occurrenceAt" in x)
                    and x.get("version") == 2
                    and (
                        "occurrenceAt" not in x
                        or (
                            isinstance((v806 := x["occurrenceAt"]), str)
                            and len(v806) == 24
                            and _P23.search(v806) is not None
                        )
                    )
                    and isinstance((v805 := x.get("id")), str)
                    and v805 != ""
                    and v805[0] not in _CHARS13
                    and v805[-1] not in _CHARS13
                )
                if v784 == "dispatch"
                else False
            )
        )
    )


def _v12(x: object) -> bool:
    return isinstance(x, dict) and (
        (len(x) == 2 and isinstance((v808 := x.get("message")), str) and v808 != "")
        if (v807 := x.get("code")) == "invalid_prompt"
        else (
            (len(x) == 2 and isinstance((v809 := x.get("message")), str) and v809 != "")
            if v807 == "invalid_selector"
            else (
                (len(x) == 2 and isinstance((v810 := x.get("message")), str) and v810 != "")
                if v807 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v811 := x.get("message")), str) and v811 != "")
                    if v807 == "invalid_time_zone"
                    else (
                        (len(x) == 2 and isinstance((v812 := x.get("message")), str) and v812 != "")
                        if v807 == "frequency_too_high"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v813 := x.get("message")), str)
                                and v813 != ""
                            )
                            if v807 == "time_out_of_range"
                            else (
                                (
                                    len(x) == 2
                                    and isinstance((v814 := x.get("message")), str)
                                    and v814 != ""
                                )
                                if v807 == "not_future"
                                else (
                                    (
                                        len(x) == 2
                                        and isinstance((v815 := x.get("message")), str)
                                        and v815 != ""
                                    )
                                    if v807 == "too_many_schedules"
                                    else (
                                        (
                                            len(x) == 2
                                            and isinstance((v816 := x.get("message")), str)
                                            and v816 != ""
                                        )
                                        if v807 == "corrupt_schedule_log"
                                        else (
                                            (
                                                len(x) == 3 + ("id" in x)
                                                and (
                                                    "id" not in x
                                                    or (
                                                        isinstance((v819 := x["id"]), str)
                                                        and v819 != ""
                                                        and v819[0] not in _CHARS13
                                                        and v819[-1] not in _CHARS13
                                                    )
                                                )
                                                and isinstance((v817 := x.get("message")), str)
                                                and v817 != ""
                                                and isinstance((v818 := x.get("operation")), str)
                                                and v818 in _E98
                                            )
                                            if v807 == "persistence_uncertain"
                                            else (
                                                (
                                                    len(x) == 2
                                                    and isinstance((v820 := x.get("message")), str)
                                                    and v820 != ""
                                                )
                                                if v807 == "internal_error"
                                                else False
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


def _v13(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 5
            and isinstance((v825 := x.get("scheduledAt")), str)
            and len(v825) == 24
            and (
                type(v824 := x.get("afterSeconds")) is int
                or (isinstance(v824, int) and not isinstance(v824, bool))
                or (isinstance(v824, float) and float.is_integer(v824))
            )
            and v824 >= 1
            and v824 <= 9007199254740991
            and isinstance((v822 := x.get("id")), str)
            and v822 != ""
            and v822[0] not in _CHARS13
            and v822[-1] not in _CHARS13
            and isinstance((v823 := x.get("prompt")), str)
            and v823 != ""
            and v823[0] not in _CHARS13
            and v823[-1] not in _CHARS13
            and _P23.search(v825) is not None
        )
        if (v821 := x.get("kind")) == "after"
        else (
            (
                len(x) == 4
                and isinstance((v828 := x.get("scheduledAt")), str)
                and len(v828) == 24
                and isinstance((v826 := x.get("id")), str)
                and v826 != ""
                and v826[0] not in _CHARS13
                and v826[-1] not in _CHARS13
                and isinstance((v827 := x.get("prompt")), str)
                and v827 != ""
                and v827[0] not in _CHARS13
                and v827[-1] not in _CHARS13
                and _P23.search(v828) is not None
            )
            if v821 == "at"
            else (
                (
                    len(x) == 5
                    and isinstance((v832 := x.get("scheduledAt")), str)
                    and len(v832) == 24
                    and (
                        type(v831 := x.get("everySeconds")) is int
                        or (isinstance(v831, int) and not isinstance(v831, bool))
                        or (isinstance(v831, float) and float.is_integer(v831))
                    )
                    and v831 >= 300
                    and v831 <= 9007199254740991
                    and isinstance((v829 := x.get("id")), str)
                    and v829 != ""
                    and v829[0] not in _CHARS13
                    and v829[-1] not in _CHARS13
                    and isinstance((v830 := x.get("prompt")), str)
                    and v830 != ""
                    and v830[0] not in _CHARS13
                    and v830[-1] not in _CHARS13
                    and _P23.search(v832) is not None
                )
                if v821 == "every"
                else (
                    (
                        len(x) == 7
                        and isinstance((v837 := x.get("timeZone")), str)
                        and isinstance((v835 := x.get("time")), str)
                        and len(v835) == 5
                        and isinstance((v836 := x.get("days")), list)
                        and (not v836 or _l35(v836))
                        and isinstance((v838 := x.get("scheduledAt")), str)
                        and len(v838) == 24
                        and isinstance((v833 := x.get("id")), str)
                        and v833 != ""
                        and v833[0] not in _CHARS13
                        and v833[-1] not in _CHARS13
                        and isinstance((v834 := x.get("prompt")), str)
                        and v834 != ""
                        and v834[0] not in _CHARS13
                        and v834[-1] not in _CHARS13
                        and _P161.search(v837) is not None
                        and _P158.search(v835) is not None
                        and _P23.search(v838) is not None
                    )
                    if v821 == "calendar"
                    else False
                )
            )
        )
    )


def _v14(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and x.get("deliveryMode") == "session-local"
        and isinstance((v841 := x.get("occurrenceAt")), str)
        and len(v841) == 24
        and isinstance((v839 := x.get("scheduleId")), str)
        and v839 != ""
        and v839[0] not in _CHARS13
        and v839[-1] not in _CHARS13
        and isinstance((v840 := x.get("prompt")), str)
        and v840 != ""
        and v840[0] not in _CHARS13
        and v840[-1] not in _CHARS13
        and _P23.search(v841) is not None
    )


def _v15(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 7
            and x.get("deliveryMode") == "session-local"
            and isinstance((v846 := x.get("scheduledAt")), str)
            and len(v846) == 24
            and isinstance((v847 := x.get("state")), str)
            and v847 in _E133
            and (
                type(v845 := x.get("afterSeconds")) is int
                or (isinstance(v845, int) and not isinstance(v845, bool))
                or (isinstance(v845, float) and float.is_integer(v845))
            )
            and v845 >= 1
            and v845 <= 9007199254740991
            and isinstance((v843 := x.get("id")), str)
            and v843 != ""
            and v843[0] not in _CHARS13
            and v843[-1] not in _CHARS13
            and isinstance((v844 := x.get("prompt")), str)
            and v844 != ""
            and v844[0] not in _CHARS13
            and v844[-1] not in _CHARS13
            and _P23.search(v846) is not None
        )
        if (v842 := x.get("kind")) == "after"
        else (
            (
                len(x) == 6
                and x.get("deliveryMode") == "session-local"
                and isinstance((v850 := x.get("scheduledAt")), str)
                and len(v850) == 24
                and isinstance((v851 := x.get("state")), str)
                and v851 in _E133
                and isinstance((v848 := x.get("id")), str)
                and v848 != ""
                and v848[0] not in _CHARS13
                and v848[-1] not in _CHARS13
                and isinstance((v849 := x.get("prompt")), str)
                and v849 != ""
                and v849[0] not in _CHARS13
                and v849[-1] not in _CHARS13
                and _P23.search(v850) is not None
            )
            if v842 == "at"
            else (
                (
                    len(x) == 7
                    and x.get("deliveryMode") == "session-local"
                    and isinstance((v855 := x.get("scheduledAt")), str)
                    and len(v855) == 24
                    and isinstance((v856 := x.get("state")), str)
                    and v856 in _E133
                    and (
                        type(v854 := x.get("everySeconds")) is int
                        or (isinstance(v854, int) and not isinstance(v854, bool))
                        or (isinstance(v854, float) and float.is_integer(v854))
                    )
                    and v854 >= 300
                    and v854 <= 9007199254740991
                    and isinstance((v852 := x.get("id")), str)
                    and v852 != ""
                    and v852[0] not in _CHARS13
                    and v852[-1] not in _CHARS13
                    and isinstance((v853 := x.get("prompt")), str)
                    and v853 != ""
                    and v853[0] not in _CHARS13
                    and v853[-1] not in _CHARS13
                    and _P23.search(v855) is not None
                )
                if v842 == "every"
                else (
                    (
                        len(x) == 10
                        and isinstance((v861 := x.get("timeZone")), str)
                        and x.get("deliveryMode") == "session-local"
                        and isinstance((v859 := x.get("time")), str)
                        and len(v859) == 5
                        and isinstance((v860 := x.get("days")), list)
                        and (not v860 or _l36(v860))
                        and isinstance((v862 := x.get("scheduledAt")), str)
                        and len(v862) == 24
                        and isinstance((v863 := x.get("state")), str)
                        and v863 in _E133
                        and isinstance((v864 := x.get("scheduledLocal")), str)
                        and len(v864) == 25
                        and isinstance((v857 := x.get("id")), str)
                        and v857 != ""
                        and v857[0] not in _CHARS13
                        and v857[-1] not in _CHARS13
                        and isinstance((v858 := x.get("prompt")), str)
                        and v858 != ""
                        and v858[0] not in _CHARS13
                        and v858[-1] not in _CHARS13
                        and _P161.search(v861) is not None
                        and _P158.search(v859) is not None
                        and _P23.search(v862) is not None
                        and _P299.search(v864) is not None
                    )
                    if v842 == "calendar"
                    else False
                )
            )
        )
    )


def _v16(x: object) -> bool:
    return (
        isinstance(x, dict)
        and isinstance(x.get("prompt"), str)
        and isinstance((v865 := x.get("after_seconds")), (int, float))
        and not isinstance(v865, bool)
    )


def _v162(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_prompt"
        and isinstance((v866 := x.get("message")), str)
        and v866 != ""
    )


def _v163(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v867 := x.get("message")), str)
        and v867 != ""
    )


def _v164(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v868 := x.get("message")), str)
        and v868 != ""
    )


def _v165(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v869 := x.get("message")), str)
        and v869 != ""
    )


def _v166(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "corrupt_schedule_log"
        and isinstance((v870 := x.get("message")), str)
        and v870 != ""
    )


def _v167(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 3 + ("id" in x)
        and x.get("code") == "persistence_uncertain"
        and (
            "id" not in x
            or (
                isinstance((v873 := x["id"]), str)
                and v873 != ""
                and v873[0] not in _CHARS13
                and v873[-1] not in _CHARS13
            )
        )
        and isinstance((v871 := x.get("message")), str)
        and v871 != ""
        and isinstance((v872 := x.get("operation")), str)
        and v872 in _E98
    )


def _v168(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "internal_error"
        and isinstance((v874 := x.get("message")), str)
        and v874 != ""
    )


def _v17(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 7
            and x.get("kind") == "after"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v878 := x.get("scheduledAt")), str)
            and len(v878) == 24
            and isinstance((v879 := x.get("state")), str)
            and v879 in _E133
            and (
                type(v877 := x.get("afterSeconds")) is int
                or (isinstance(v877, int) and not isinstance(v877, bool))
                or (isinstance(v877, float) and float.is_integer(v877))
            )
            and v877 >= 1
            and v877 <= 9007199254740991
            and isinstance((v875 := x.get("id")), str)
            and v875 != ""
            and v875[0] not in _CHARS13
            and v875[-1] not in _CHARS13
            and isinstance((v876 := x.get("prompt")), str)
            and v876 != ""
            and v876[0] not in _CHARS13
            and v876[-1] not in _CHARS13
            and _P23.search(v878) is not None
        )
        or (
            (len(x) == 2 and isinstance((v881 := x.get("message")), str) and v881 != "")
            if (v880 := x.get("code")) == "invalid_prompt"
            else (
                (len(x) == 2 and isinstance((v882 := x.get("message")), str) and v882 != "")
                if v880 == "invalid_selector"
                else (
                    (len(x) == 2 and isinstance((v883 := x.get("message")), str) and v883 != "")
                    if v880 == "invalid_rule"
                    else (
                        (len(x) == 2 and isinstance((v884 := x.get("message")), str) and v884 != "")
                        if v880 == "time_out_of_range"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v885 := x.get("message")), str)
                                and v885 != ""
                            )
                            if v880 == "corrupt_schedule_log"
                            else (
                                (
                                    len(x) == 3 + ("id" in x)
                                    and (
                                        "id" not in x
                                        or (
                                            isinstance((v888 := x["id"]), str)
                                            and v888 != ""
                                            and v888[0] not in _CHARS13
                                            and v888[-1] not in _CHARS13
                                        )
                                    )
                                    and isinstance((v886 := x.get("message")), str)
                                    and v886 != ""
                                    and isinstance((v887 := x.get("operation")), str)
                                    and v887 in _E98
                                )
                                if v880 == "persistence_uncertain"
                                else (
                                    (
                                        len(x) == 2
                                        and isinstance((v889 := x.get("message")), str)
                                        and v889 != ""
                                    )
                                    if v880 == "internal_error"
                                    else False
                                )
                            )
                        )
                    )
                )
            )
        )
    )


def _v18(x: object) -> bool:
    return isinstance(x, dict) and not x


def _v19(x: object) -> bool:
    return (isinstance(x, list) and (not x or _l37(x))) or (
        isinstance(x, dict)
        and (
            (len(x) == 2 and isinstance((v896 := x.get("message")), str) and v896 != "")
            if (v895 := x.get("code")) == "corrupt_schedule_log"
            else (
                (
                    len(x) == 3 + ("id" in x)
                    and (
                        "id" not in x
                        or (
                            isinstance((v899 := x["id"]), str)
                            and v899 != ""
                            and v899[0] not in _CHARS13
                            and v899[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v897 := x.get("message")), str)
                    and v897 != ""
                    and isinstance((v898 := x.get("operation")), str)
                    and v898 in _E98
                )
                if v895 == "persistence_uncertain"
                else (
                    (len(x) == 2 and isinstance((v900 := x.get("message")), str) and v900 != "")
                    if v895 == "internal_error"
                    else False
                )
            )
        )
    )


def _v20(x: object) -> bool:
    return isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str)


def _v184(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("deleted") is True
        and isinstance((v901 := x.get("id")), str)
        and v901 != ""
        and v901[0] not in _CHARS13
        and v901[-1] not in _CHARS13
    )


def _v185(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 3
        and x.get("deleted") is False
        and x.get("code") == "schedule_not_found"
        and isinstance((v902 := x.get("id")), str)
        and v902 != ""
        and v902[0] not in _CHARS13
        and v902[-1] not in _CHARS13
    )


def _v21(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 2
            and x.get("deleted") is True
            and isinstance((v903 := x.get("id")), str)
            and v903 != ""
            and v903[0] not in _CHARS13
            and v903[-1] not in _CHARS13
        )
        or (
            (
                len(x) == 3
                and x.get("deleted") is False
                and isinstance((v905 := x.get("id")), str)
                and v905 != ""
                and v905[0] not in _CHARS13
                and v905[-1] not in _CHARS13
            )
            if (v904 := x.get("code")) == "schedule_not_found"
            else (
                (len(x) == 2 and isinstance((v906 := x.get("message")), str) and v906 != "")
                if v904 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v907 := x.get("message")), str) and v907 != "")
                    if v904 == "corrupt_schedule_log"
                    else (
                        (
                            len(x) == 3 + ("id" in x)
                            and (
                                "id" not in x
                                or (
                                    isinstance((v910 := x["id"]), str)
                                    and v910 != ""
                                    and v910[0] not in _CHARS13
                                    and v910[-1] not in _CHARS13
                                )
                            )
                            and isinstance((v908 := x.get("message")), str)
                            and v908 != ""
                            and isinstance((v909 := x.get("operation")), str)
                            and v909 in _E98
                        )
                        if v904 == "persistence_uncertain"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v911 := x.get("message")), str)
                                and v911 != ""
                            )
                            if v904 == "internal_error"
                            else False
                        )
                    )
                )
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
                isinstance((v912 := x["after_seconds"]), (int, float))
                and not isinstance(v912, bool)
            )
        )
        and (
            "at" not in x
            or isinstance((v913 := x["at"]), str)
            or (
                isinstance(v913, dict)
                and ("date" not in v913 or isinstance(v913["date"], str))
                and ("time" not in v913 or isinstance(v913["time"], str))
                and ("time_zone" not in v913 or isinstance(v913["time_zone"], str))
            )
        )
        and (
            "every_seconds" not in x
            or (
                isinstance((v914 := x["every_seconds"]), (int, float))
                and not isinstance(v914, bool)
            )
        )
        and (
            "calendar" not in x
            or (
                isinstance((v916 := x["calendar"]), dict)
                and ("time" not in v916 or isinstance(v916["time"], str))
                and (
                    "days" not in v916
                    or (isinstance((v915 := v916["days"]), list) and (not v915 or _l38(v915)))
                )
                and ("time_zone" not in v916 or isinstance(v916["time_zone"], str))
            )
        )
    )


def _v180(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 6
        and x.get("kind") == "at"
        and x.get("deliveryMode") == "session-local"
        and isinstance((v919 := x.get("scheduledAt")), str)
        and len(v919) == 24
        and isinstance((v920 := x.get("state")), str)
        and v920 in _E133
        and isinstance((v917 := x.get("id")), str)
        and v917 != ""
        and v917[0] not in _CHARS13
        and v917[-1] not in _CHARS13
        and isinstance((v918 := x.get("prompt")), str)
        and v918 != ""
        and v918[0] not in _CHARS13
        and v918[-1] not in _CHARS13
        and _P23.search(v919) is not None
    )


def _v181(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and x.get("kind") == "every"
        and x.get("deliveryMode") == "session-local"
        and isinstance((v924 := x.get("scheduledAt")), str)
        and len(v924) == 24
        and isinstance((v925 := x.get("state")), str)
        and v925 in _E133
        and (
            type(v923 := x.get("everySeconds")) is int
            or (isinstance(v923, int) and not isinstance(v923, bool))
            or (isinstance(v923, float) and float.is_integer(v923))
        )
        and v923 >= 300
        and v923 <= 9007199254740991
        and isinstance((v921 := x.get("id")), str)
        and v921 != ""
        and v921[0] not in _CHARS13
        and v921[-1] not in _CHARS13
        and isinstance((v922 := x.get("prompt")), str)
        and v922 != ""
        and v922[0] not in _CHARS13
        and v922[-1] not in _CHARS13
        and _P23.search(v924) is not None
    )


def _v182(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 10
        and x.get("kind") == "calendar"
        and isinstance((v930 := x.get("timeZone")), str)
        and x.get("deliveryMode") == "session-local"
        and isinstance((v928 := x.get("time")), str)
        and len(v928) == 5
        and isinstance((v929 := x.get("days")), list)
        and (not v929 or _l39(v929))
        and isinstance((v931 := x.get("scheduledAt")), str)
        and len(v931) == 24
        and isinstance((v932 := x.get("state")), str)
        and v932 in _E133
        and isinstance((v933 := x.get("scheduledLocal")), str)
        and len(v933) == 25
        and isinstance((v926 := x.get("id")), str)
        and v926 != ""
        and v926[0] not in _CHARS13
        and v926[-1] not in _CHARS13
        and isinstance((v927 := x.get("prompt")), str)
        and v927 != ""
        and v927[0] not in _CHARS13
        and v927[-1] not in _CHARS13
        and _P161.search(v930) is not None
        and _P158.search(v928) is not None
        and _P23.search(v931) is not None
        and _P299.search(v933) is not None
    )


def _v173(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v934 := x.get("message")), str)
        and v934 != ""
    )


def _v174(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v935 := x.get("message")), str)
        and v935 != ""
    )


def _v175(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_time_zone"
        and isinstance((v936 := x.get("message")), str)
        and v936 != ""
    )


def _v176(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "frequency_too_high"
        and isinstance((v937 := x.get("message")), str)
        and v937 != ""
    )


def _v177(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v938 := x.get("message")), str)
        and v938 != ""
    )


def _v178(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "not_future"
        and isinstance((v939 := x.get("message")), str)
        and v939 != ""
    )


def _v179(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "too_many_schedules"
        and isinstance((v940 := x.get("message")), str)
        and v940 != ""
    )


def _v23(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 7
            and x.get("kind") == "after"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v944 := x.get("scheduledAt")), str)
            and len(v944) == 24
            and isinstance((v945 := x.get("state")), str)
            and v945 in _E133
            and (
                type(v943 := x.get("afterSeconds")) is int
                or (isinstance(v943, int) and not isinstance(v943, bool))
                or (isinstance(v943, float) and float.is_integer(v943))
            )
            and v943 >= 1
            and v943 <= 9007199254740991
            and isinstance((v941 := x.get("id")), str)
            and v941 != ""
            and v941[0] not in _CHARS13
            and v941[-1] not in _CHARS13
            and isinstance((v942 := x.get("prompt")), str)
            and v942 != ""
            and v942[0] not in _CHARS13
            and v942[-1] not in _CHARS13
            and _P23.search(v944) is not None
        )
        or (
            len(x) == 6
            and x.get("kind") == "at"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v948 := x.get("scheduledAt")), str)
            and len(v948) == 24
            and isinstance((v949 := x.get("state")), str)
            and v949 in _E133
            and isinstance((v946 := x.get("id")), str)
            and v946 != ""
            and v946[0] not in _CHARS13
            and v946[-1] not in _CHARS13
            and isinstance((v947 := x.get("prompt")), str)
            and v947 != ""
            and v947[0] not in _CHARS13
            and v947[-1] not in _CHARS13
            and _P23.search(v948) is not None
        )
        or (
            len(x) == 7
            and x.get("kind") == "every"
            and x.get("deliveryMode") == "session-local"
            and isinstance((v953 := x.get("scheduledAt")), str)
            and len(v953) == 24
            and isinstance((v954 := x.get("state")), str)
            and v954 in _E133
            and (
                type(v952 := x.get("everySeconds")) is int
                or (isinstance(v952, int) and not isinstance(v952, bool))
                or (isinstance(v952, float) and float.is_integer(v952))
            )
            and v952 >= 300
            and v952 <= 9007199254740991
            and isinstance((v950 := x.get("id")), str)
            and v950 != ""
            and v950[0] not in _CHARS13
            and v950[-1] not in _CHARS13
            and isinstance((v951 := x.get("prompt")), str)
            and v951 != ""
            and v951[0] not in _CHARS13
            and v951[-1] not in _CHARS13
            and _P23.search(v953) is not None
        )
        or (
            len(x) == 10
            and x.get("kind") == "calendar"
            and isinstance((v959 := x.get("timeZone")), str)
            and x.get("deliveryMode") == "session-local"
            and isinstance((v957 := x.get("time")), str)
            and len(v957) == 5
            and isinstance((v958 := x.get("days")), list)
            and (not v958 or _l40(v958))
            and isinstance((v960 := x.get("scheduledAt")), str)
            and len(v960) == 24
            and isinstance((v961 := x.get("state")), str)
            and v961 in _E133
            and isinstance((v962 := x.get("scheduledLocal")), str)
            and len(v962) == 25
            and isinstance((v955 := x.get("id")), str)
            and v955 != ""
            and v955[0] not in _CHARS13
            and v955[-1] not in _CHARS13
            and isinstance((v956 := x.get("prompt")), str)
            and v956 != ""
            and v956[0] not in _CHARS13
            and v956[-1] not in _CHARS13
            and _P161.search(v959) is not None
            and _P158.search(v957) is not None
            and _P23.search(v960) is not None
            and _P299.search(v962) is not None
        )
        or (
            (len(x) == 2 and isinstance((v964 := x.get("message")), str) and v964 != "")
            if (v963 := x.get("code")) == "invalid_prompt"
            else (
                (len(x) == 2 and isinstance((v965 := x.get("message")), str) and v965 != "")
                if v963 == "invalid_selector"
                else (
                    (len(x) == 2 and isinstance((v966 := x.get("message")), str) and v966 != "")
                    if v963 == "invalid_rule"
                    else (
                        (len(x) == 2 and isinstance((v967 := x.get("message")), str) and v967 != "")
                        if v963 == "invalid_time_zone"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v968 := x.get("message")), str)
                                and v968 != ""
                            )
                            if v963 == "frequency_too_high"
                            else (
                                (
                                    len(x) == 2
                                    and isinstance((v969 := x.get("message")), str)
                                    and v969 != ""
                                )
                                if v963 == "time_out_of_range"
                                else (
                                    (
                                        len(x) == 2
                                        and isinstance((v970 := x.get("message")), str)
                                        and v970 != ""
                                    )
                                    if v963 == "not_future"
                                    else (
                                        (
                                            len(x) == 2
                                            and isinstance((v971 := x.get("message")), str)
                                            and v971 != ""
                                        )
                                        if v963 == "too_many_schedules"
                                        else (
                                            (
                                                len(x) == 2
                                                and isinstance((v972 := x.get("message")), str)
                                                and v972 != ""
                                            )
                                            if v963 == "corrupt_schedule_log"
                                            else (
                                                (
                                                    len(x) == 3 + ("id" in x)
                                                    and (
                                                        "id" not in x
                                                        or (
                                                            isinstance((v975 := x["id"]), str)
                                                            and v975 != ""
                                                            and v975[0] not in _CHARS13
                                                            and v975[-1] not in _CHARS13
                                                        )
                                                    )
                                                    and isinstance((v973 := x.get("message")), str)
                                                    and v973 != ""
                                                    and isinstance(
                                                        (v974 := x.get("operation")), str
                                                    )
                                                    and v974 in _E98
                                                )
                                                if v963 == "persistence_uncertain"
                                                else (
                                                    (
                                                        len(x) == 2
                                                        and isinstance(
                                                            (v976 := x.get("message")), str
                                                        )
                                                        and v976 != ""
                                                    )
                                                    if v963 == "internal_error"
                                                    else False
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


def _v24(x: object) -> bool:
    return isinstance(x, dict) and not x


def _v25(x: object) -> bool:
    return (isinstance(x, list) and (not x or _l41(x))) or (
        isinstance(x, dict)
        and (
            (len(x) == 2 and isinstance((v1001 := x.get("message")), str) and v1001 != "")
            if (v1000 := x.get("code")) == "corrupt_schedule_log"
            else (
                (
                    len(x) == 3 + ("id" in x)
                    and (
                        "id" not in x
                        or (
                            isinstance((v1004 := x["id"]), str)
                            and v1004 != ""
                            and v1004[0] not in _CHARS13
                            and v1004[-1] not in _CHARS13
                        )
                    )
                    and isinstance((v1002 := x.get("message")), str)
                    and v1002 != ""
                    and isinstance((v1003 := x.get("operation")), str)
                    and v1003 in _E98
                )
                if v1000 == "persistence_uncertain"
                else (
                    (len(x) == 2 and isinstance((v1005 := x.get("message")), str) and v1005 != "")
                    if v1000 == "internal_error"
                    else False
                )
            )
        )
    )


def _v26(x: object) -> bool:
    return isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str)


def _v27(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            len(x) == 2
            and x.get("deleted") is True
            and isinstance((v1006 := x.get("id")), str)
            and v1006 != ""
            and v1006[0] not in _CHARS13
            and v1006[-1] not in _CHARS13
        )
        or (
            (
                len(x) == 3
                and x.get("deleted") is False
                and isinstance((v1008 := x.get("id")), str)
                and v1008 != ""
                and v1008[0] not in _CHARS13
                and v1008[-1] not in _CHARS13
            )
            if (v1007 := x.get("code")) == "schedule_not_found"
            else (
                (len(x) == 2 and isinstance((v1009 := x.get("message")), str) and v1009 != "")
                if v1007 == "invalid_rule"
                else (
                    (len(x) == 2 and isinstance((v1010 := x.get("message")), str) and v1010 != "")
                    if v1007 == "corrupt_schedule_log"
                    else (
                        (
                            len(x) == 3 + ("id" in x)
                            and (
                                "id" not in x
                                or (
                                    isinstance((v1013 := x["id"]), str)
                                    and v1013 != ""
                                    and v1013[0] not in _CHARS13
                                    and v1013[-1] not in _CHARS13
                                )
                            )
                            and isinstance((v1011 := x.get("message")), str)
                            and v1011 != ""
                            and isinstance((v1012 := x.get("operation")), str)
                            and v1012 in _E98
                        )
                        if v1007 == "persistence_uncertain"
                        else (
                            (
                                len(x) == 2
                                and isinstance((v1014 := x.get("message")), str)
                                and v1014 != ""
                            )
                            if v1007 == "internal_error"
                            else False
                        )
                    )
                )
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
            and isinstance((v191 := item.get("scheduledAt")), str)
            and len(v191) == 24
            and isinstance((v192 := item.get("state")), str)
            and v192 in _E133
            and (
                type(v190 := item.get("afterSeconds")) is int
                or (isinstance(v190, int) and not isinstance(v190, bool))
                or (isinstance(v190, float) and float.is_integer(v190))
            )
            and v190 >= 1
            and v190 <= 9007199254740991
            and isinstance((v188 := item.get("id")), str)
            and v188 != ""
            and v188[0] not in _CHARS13
            and v188[-1] not in _CHARS13
            and isinstance((v189 := item.get("prompt")), str)
            and v189 != ""
            and v189[0] not in _CHARS13
            and v189[-1] not in _CHARS13
            and _P23.search(v191) is not None
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
            and isinstance((v197 := item.get("scheduledAt")), str)
            and len(v197) == 24
            and isinstance((v198 := item.get("state")), str)
            and v198 in _E133
            and (
                type(v196 := item.get("afterSeconds")) is int
                or (isinstance(v196, int) and not isinstance(v196, bool))
                or (isinstance(v196, float) and float.is_integer(v196))
            )
            and v196 >= 1
            and v196 <= 9007199254740991
            and isinstance((v194 := item.get("id")), str)
            and v194 != ""
            and v194[0] not in _CHARS13
            and v194[-1] not in _CHARS13
            and isinstance((v195 := item.get("prompt")), str)
            and v195 != ""
            and v195[0] not in _CHARS13
            and v195[-1] not in _CHARS13
            and _P23.search(v197) is not None
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
            and isinstance((v205 := item.get("scheduledAt")), str)
            and len(v205) == 24
            and isinstance((v206 := item.get("state")), str)
            and v206 in _E133
            and (
                type(v204 := item.get("afterSeconds")) is int
                or (isinstance(v204, int) and not isinstance(v204, bool))
                or (isinstance(v204, float) and float.is_integer(v204))
            )
            and v204 >= 1
            and v204 <= 9007199254740991
            and isinstance((v202 := item.get("id")), str)
            and v202 != ""
            and v202[0] not in _CHARS13
            and v202[-1] not in _CHARS13
            and isinstance((v203 := item.get("prompt")), str)
            and v203 != ""
            and v203[0] not in _CHARS13
            and v203[-1] not in _CHARS13
            and _P23.search(v205) is not None
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
            and isinstance((v216 := item.get("scheduledAt")), str)
            and len(v216) == 24
            and isinstance((v217 := item.get("state")), str)
            and v217 in _E133
            and (
                type(v215 := item.get("afterSeconds")) is int
                or (isinstance(v215, int) and not isinstance(v215, bool))
                or (isinstance(v215, float) and float.is_integer(v215))
            )
            and v215 >= 1
            and v215 <= 9007199254740991
            and isinstance((v213 := item.get("id")), str)
            and v213 != ""
            and v213[0] not in _CHARS13
            and v213[-1] not in _CHARS13
            and isinstance((v214 := item.get("prompt")), str)
            and v214 != ""
            and v214[0] not in _CHARS13
            and v214[-1] not in _CHARS13
            and _P23.search(v216) is not None
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
                    and isinstance((v567 := item.get("scheduledAt")), str)
                    and len(v567) == 24
                    and isinstance((v568 := item.get("state")), str)
                    and v568 in _E133
                    and (
                        type(v566 := item.get("afterSeconds")) is int
                        or (isinstance(v566, int) and not isinstance(v566, bool))
                        or (isinstance(v566, float) and float.is_integer(v566))
                    )
                    and v566 >= 1
                    and v566 <= 9007199254740991
                    and isinstance((v564 := item.get("id")), str)
                    and v564 != ""
                    and v564[0] not in _CHARS13
                    and v564[-1] not in _CHARS13
                    and isinstance((v565 := item.get("prompt")), str)
                    and v565 != ""
                    and v565[0] not in _CHARS13
                    and v565[-1] not in _CHARS13
                    and _P23.search(v567) is not None
                )
                if (v563 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v571 := item.get("scheduledAt")), str)
                        and len(v571) == 24
                        and isinstance((v572 := item.get("state")), str)
                        and v572 in _E133
                        and isinstance((v569 := item.get("id")), str)
                        and v569 != ""
                        and v569[0] not in _CHARS13
                        and v569[-1] not in _CHARS13
                        and isinstance((v570 := item.get("prompt")), str)
                        and v570 != ""
                        and v570[0] not in _CHARS13
                        and v570[-1] not in _CHARS13
                        and _P23.search(v571) is not None
                    )
                    if v563 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v576 := item.get("scheduledAt")), str)
                            and len(v576) == 24
                            and isinstance((v577 := item.get("state")), str)
                            and v577 in _E133
                            and (
                                type(v575 := item.get("everySeconds")) is int
                                or (isinstance(v575, int) and not isinstance(v575, bool))
                                or (isinstance(v575, float) and float.is_integer(v575))
                            )
                            and v575 >= 300
                            and v575 <= 9007199254740991
                            and isinstance((v573 := item.get("id")), str)
                            and v573 != ""
                            and v573[0] not in _CHARS13
                            and v573[-1] not in _CHARS13
                            and isinstance((v574 := item.get("prompt")), str)
                            and v574 != ""
                            and v574[0] not in _CHARS13
                            and v574[-1] not in _CHARS13
                            and _P23.search(v576) is not None
                        )
                        if v563 == "every"
                        else (
                            (
                                len(item) == 10
                                and isinstance((v582 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v580 := item.get("time")), str)
                                and len(v580) == 5
                                and isinstance((v581 := item.get("days")), list)
                                and (not v581 or _l24(v581))
                                and isinstance((v583 := item.get("scheduledAt")), str)
                                and len(v583) == 24
                                and isinstance((v584 := item.get("state")), str)
                                and v584 in _E133
                                and isinstance((v585 := item.get("scheduledLocal")), str)
                                and len(v585) == 25
                                and isinstance((v578 := item.get("id")), str)
                                and v578 != ""
                                and v578[0] not in _CHARS13
                                and v578[-1] not in _CHARS13
                                and isinstance((v579 := item.get("prompt")), str)
                                and v579 != ""
                                and v579[0] not in _CHARS13
                                and v579[-1] not in _CHARS13
                                and _P161.search(v582) is not None
                                and _P158.search(v580) is not None
                                and _P23.search(v583) is not None
                                and _P299.search(v585) is not None
                            )
                            if v563 == "calendar"
                            else False
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
                    and isinstance((v591 := item.get("scheduledAt")), str)
                    and len(v591) == 24
                    and isinstance((v592 := item.get("state")), str)
                    and v592 in _E133
                    and (
                        type(v590 := item.get("afterSeconds")) is int
                        or (isinstance(v590, int) and not isinstance(v590, bool))
                        or (isinstance(v590, float) and float.is_integer(v590))
                    )
                    and v590 >= 1
                    and v590 <= 9007199254740991
                    and isinstance((v588 := item.get("id")), str)
                    and v588 != ""
                    and v588[0] not in _CHARS13
                    and v588[-1] not in _CHARS13
                    and isinstance((v589 := item.get("prompt")), str)
                    and v589 != ""
                    and v589[0] not in _CHARS13
                    and v589[-1] not in _CHARS13
                    and _P23.search(v591) is not None
                )
                if (v587 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v595 := item.get("scheduledAt")), str)
                        and len(v595) == 24
                        and isinstance((v596 := item.get("state")), str)
                        and v596 in _E133
                        and isinstance((v593 := item.get("id")), str)
                        and v593 != ""
                        and v593[0] not in _CHARS13
                        and v593[-1] not in _CHARS13
                        and isinstance((v594 := item.get("prompt")), str)
                        and v594 != ""
                        and v594[0] not in _CHARS13
                        and v594[-1] not in _CHARS13
                        and _P23.search(v595) is not None
                    )
                    if v587 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v600 := item.get("scheduledAt")), str)
                            and len(v600) == 24
                            and isinstance((v601 := item.get("state")), str)
                            and v601 in _E133
                            and (
                                type(v599 := item.get("everySeconds")) is int
                                or (isinstance(v599, int) and not isinstance(v599, bool))
                                or (isinstance(v599, float) and float.is_integer(v599))
                            )
                            and v599 >= 300
                            and v599 <= 9007199254740991
                            and isinstance((v597 := item.get("id")), str)
                            and v597 != ""
                            and v597[0] not in _CHARS13
                            and v597[-1] not in _CHARS13
                            and isinstance((v598 := item.get("prompt")), str)
                            and v598 != ""
                            and v598[0] not in _CHARS13
                            and v598[-1] not in _CHARS13
                            and _P23.search(v600) is not None
                        )
                        if v587 == "every"
                        else (
                            (
                                len(item) == 10
                                and isinstance((v606 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v604 := item.get("time")), str)
                                and len(v604) == 5
                                and isinstance((v605 := item.get("days")), list)
                                and (not v605 or _l26(v605))
                                and isinstance((v607 := item.get("scheduledAt")), str)
                                and len(v607) == 24
                                and isinstance((v608 := item.get("state")), str)
                                and v608 in _E133
                                and isinstance((v609 := item.get("scheduledLocal")), str)
                                and len(v609) == 25
                                and isinstance((v602 := item.get("id")), str)
                                and v602 != ""
                                and v602[0] not in _CHARS13
                                and v602[-1] not in _CHARS13
                                and isinstance((v603 := item.get("prompt")), str)
                                and v603 != ""
                                and v603[0] not in _CHARS13
                                and v603[-1] not in _CHARS13
                                and _P161.search(v606) is not None
                                and _P158.search(v604) is not None
                                and _P23.search(v607) is not None
                                and _P299.search(v609) is not None
                            )
                            if v587 == "calendar"
                            else False
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
                    and isinstance((v617 := item.get("scheduledAt")), str)
                    and len(v617) == 24
                    and isinstance((v618 := item.get("state")), str)
                    and v618 in _E133
                    and (
                        type(v616 := item.get("afterSeconds")) is int
                        or (isinstance(v616, int) and not isinstance(v616, bool))
                        or (isinstance(v616, float) and float.is_integer(v616))
                    )
                    and v616 >= 1
                    and v616 <= 9007199254740991
                    and isinstance((v614 := item.get("id")), str)
                    and v614 != ""
                    and v614[0] not in _CHARS13
                    and v614[-1] not in _CHARS13
                    and isinstance((v615 := item.get("prompt")), str)
                    and v615 != ""
                    and v615[0] not in _CHARS13
                    and v615[-1] not in _CHARS13
                    and _P23.search(v617) is not None
                )
                if (v613 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v621 := item.get("scheduledAt")), str)
                        and len(v621) == 24
                        and isinstance((v622 := item.get("state")), str)
                        and v622 in _E133
                        and isinstance((v619 := item.get("id")), str)
                        and v619 != ""
                        and v619[0] not in _CHARS13
                        and v619[-1] not in _CHARS13
                        and isinstance((v620 := item.get("prompt")), str)
                        and v620 != ""
                        and v620[0] not in _CHARS13
                        and v620[-1] not in _CHARS13
                        and _P23.search(v621) is not None
                    )
                    if v613 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v626 := item.get("scheduledAt")), str)
                            and len(v626) == 24
                            and isinstance((v627 := item.get("state")), str)
                            and v627 in _E133
                            and (
                                type(v625 := item.get("everySeconds")) is int
                                or (isinstance(v625, int) and not isinstance(v625, bool))
                                or (isinstance(v625, float) and float.is_integer(v625))
                            )
                            and v625 >= 300
                            and v625 <= 9007199254740991
                            and isinstance((v623 := item.get("id")), str)
                            and v623 != ""
                            and v623[0] not in _CHARS13
                            and v623[-1] not in _CHARS13
                            and isinstance((v624 := item.get("prompt")), str)
                            and v624 != ""
                            and v624[0] not in _CHARS13
                            and v624[-1] not in _CHARS13
                            and _P23.search(v626) is not None
                        )
                        if v613 == "every"
                        else (
                            (
                                len(item) == 10
                                and isinstance((v632 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v630 := item.get("time")), str)
                                and len(v630) == 5
                                and isinstance((v631 := item.get("days")), list)
                                and (not v631 or _l28(v631))
                                and isinstance((v633 := item.get("scheduledAt")), str)
                                and len(v633) == 24
                                and isinstance((v634 := item.get("state")), str)
                                and v634 in _E133
                                and isinstance((v635 := item.get("scheduledLocal")), str)
                                and len(v635) == 25
                                and isinstance((v628 := item.get("id")), str)
                                and v628 != ""
                                and v628[0] not in _CHARS13
                                and v628[-1] not in _CHARS13
                                and isinstance((v629 := item.get("prompt")), str)
                                and v629 != ""
                                and v629[0] not in _CHARS13
                                and v629[-1] not in _CHARS13
                                and _P161.search(v632) is not None
                                and _P158.search(v630) is not None
                                and _P23.search(v633) is not None
                                and _P299.search(v635) is not None
                            )
                            if v613 == "calendar"
                            else False
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
                    and isinstance((v664 := item.get("scheduledAt")), str)
                    and len(v664) == 24
                    and isinstance((v665 := item.get("state")), str)
                    and v665 in _E133
                    and (
                        type(v663 := item.get("afterSeconds")) is int
                        or (isinstance(v663, int) and not isinstance(v663, bool))
                        or (isinstance(v663, float) and float.is_integer(v663))
                    )
                    and v663 >= 1
                    and v663 <= 9007199254740991
                    and isinstance((v661 := item.get("id")), str)
                    and v661 != ""
                    and v661[0] not in _CHARS13
                    and v661[-1] not in _CHARS13
                    and isinstance((v662 := item.get("prompt")), str)
                    and v662 != ""
                    and v662[0] not in _CHARS13
                    and v662[-1] not in _CHARS13
                    and _P23.search(v664) is not None
                )
                if (v660 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v668 := item.get("scheduledAt")), str)
                        and len(v668) == 24
                        and isinstance((v669 := item.get("state")), str)
                        and v669 in _E133
                        and isinstance((v666 := item.get("id")), str)
                        and v666 != ""
                        and v666[0] not in _CHARS13
                        and v666[-1] not in _CHARS13
                        and isinstance((v667 := item.get("prompt")), str)
                        and v667 != ""
                        and v667[0] not in _CHARS13
                        and v667[-1] not in _CHARS13
                        and _P23.search(v668) is not None
                    )
                    if v660 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v673 := item.get("scheduledAt")), str)
                            and len(v673) == 24
                            and isinstance((v674 := item.get("state")), str)
                            and v674 in _E133
                            and (
                                type(v672 := item.get("everySeconds")) is int
                                or (isinstance(v672, int) and not isinstance(v672, bool))
                                or (isinstance(v672, float) and float.is_integer(v672))
                            )
                            and v672 >= 300
                            and v672 <= 9007199254740991
                            and isinstance((v670 := item.get("id")), str)
                            and v670 != ""
                            and v670[0] not in _CHARS13
                            and v670[-1] not in _CHARS13
                            and isinstance((v671 := item.get("prompt")), str)
                            and v671 != ""
                            and v671[0] not in _CHARS13
                            and v671[-1] not in _CHARS13
                            and _P23.search(v673) is not None
                        )
                        if v660 == "every"
                        else (
                            (
                                len(item) == 10
                                and isinstance((v679 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v677 := item.get("time")), str)
                                and len(v677) == 5
                                and isinstance((v678 := item.get("days")), list)
                                and (not v678 or _l31(v678))
                                and isinstance((v680 := item.get("scheduledAt")), str)
                                and len(v680) == 24
                                and isinstance((v681 := item.get("state")), str)
                                and v681 in _E133
                                and isinstance((v682 := item.get("scheduledLocal")), str)
                                and len(v682) == 25
                                and isinstance((v675 := item.get("id")), str)
                                and v675 != ""
                                and v675[0] not in _CHARS13
                                and v675[-1] not in _CHARS13
                                and isinstance((v676 := item.get("prompt")), str)
                                and v676 != ""
                                and v676[0] not in _CHARS13
                                and v676[-1] not in _CHARS13
                                and _P161.search(v679) is not None
                                and _P158.search(v677) is not None
                                and _P23.search(v680) is not None
                                and _P299.search(v682) is not None
                            )
                            if v660 == "calendar"
                            else False
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
            and isinstance((v893 := item.get("scheduledAt")), str)
            and len(v893) == 24
            and isinstance((v894 := item.get("state")), str)
            and v894 in _E133
            and (
                type(v892 := item.get("afterSeconds")) is int
                or (isinstance(v892, int) and not isinstance(v892, bool))
                or (isinstance(v892, float) and float.is_integer(v892))
            )
            and v892 >= 1
            and v892 <= 9007199254740991
            and isinstance((v890 := item.get("id")), str)
            and v890 != ""
            and v890[0] not in _CHARS13
            and v890[-1] not in _CHARS13
            and isinstance((v891 := item.get("prompt")), str)
            and v891 != ""
            and v891[0] not in _CHARS13
            and v891[-1] not in _CHARS13
            and _P23.search(v893) is not None
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
                    and isinstance((v981 := item.get("scheduledAt")), str)
                    and len(v981) == 24
                    and isinstance((v982 := item.get("state")), str)
                    and v982 in _E133
                    and (
                        type(v980 := item.get("afterSeconds")) is int
                        or (isinstance(v980, int) and not isinstance(v980, bool))
                        or (isinstance(v980, float) and float.is_integer(v980))
                    )
                    and v980 >= 1
                    and v980 <= 9007199254740991
                    and isinstance((v978 := item.get("id")), str)
                    and v978 != ""
                    and v978[0] not in _CHARS13
                    and v978[-1] not in _CHARS13
                    and isinstance((v979 := item.get("prompt")), str)
                    and v979 != ""
                    and v979[0] not in _CHARS13
                    and v979[-1] not in _CHARS13
                    and _P23.search(v981) is not None
                )
                if (v977 := item.get("kind")) == "after"
                else (
                    (
                        len(item) == 6
                        and item.get("deliveryMode") == "session-local"
                        and isinstance((v985 := item.get("scheduledAt")), str)
                        and len(v985) == 24
                        and isinstance((v986 := item.get("state")), str)
                        and v986 in _E133
                        and isinstance((v983 := item.get("id")), str)
                        and v983 != ""
                        and v983[0] not in _CHARS13
                        and v983[-1] not in _CHARS13
                        and isinstance((v984 := item.get("prompt")), str)
                        and v984 != ""
                        and v984[0] not in _CHARS13
                        and v984[-1] not in _CHARS13
                        and _P23.search(v985) is not None
                    )
                    if v977 == "at"
                    else (
                        (
                            len(item) == 7
                            and item.get("deliveryMode") == "session-local"
                            and isinstance((v990 := item.get("scheduledAt")), str)
                            and len(v990) == 24
                            and isinstance((v991 := item.get("state")), str)
                            and v991 in _E133
                            and (
                                type(v989 := item.get("everySeconds")) is int
                                or (isinstance(v989, int) and not isinstance(v989, bool))
                                or (isinstance(v989, float) and float.is_integer(v989))
                            )
                            and v989 >= 300
                            and v989 <= 9007199254740991
                            and isinstance((v987 := item.get("id")), str)
                            and v987 != ""
                            and v987[0] not in _CHARS13
                            and v987[-1] not in _CHARS13
                            and isinstance((v988 := item.get("prompt")), str)
                            and v988 != ""
                            and v988[0] not in _CHARS13
                            and v988[-1] not in _CHARS13
                            and _P23.search(v990) is not None
                        )
                        if v977 == "every"
                        else (
                            (
                                len(item) == 10
                                and isinstance((v996 := item.get("timeZone")), str)
                                and item.get("deliveryMode") == "session-local"
                                and isinstance((v994 := item.get("time")), str)
                                and len(v994) == 5
                                and isinstance((v995 := item.get("days")), list)
                                and (not v995 or _l42(v995))
                                and isinstance((v997 := item.get("scheduledAt")), str)
                                and len(v997) == 24
                                and isinstance((v998 := item.get("state")), str)
                                and v998 in _E133
                                and isinstance((v999 := item.get("scheduledLocal")), str)
                                and len(v999) == 25
                                and isinstance((v992 := item.get("id")), str)
                                and v992 != ""
                                and v992[0] not in _CHARS13
                                and v992[-1] not in _CHARS13
                                and isinstance((v993 := item.get("prompt")), str)
                                and v993 != ""
                                and v993[0] not in _CHARS13
                                and v993[-1] not in _CHARS13
                                and _P161.search(v996) is not None
                                and _P158.search(v994) is not None
                                and _P23.search(v997) is not None
                                and _P299.search(v999) is not None
                            )
                            if v977 == "calendar"
                            else False
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
