# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
# Change the schemas or the generator instead, then run `make generate`.
"""Standalone JSON Schema validators (draft 2020-12), compiled by dsh-schedule from
schemas/*.json and schemas/tools/*.json.

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
    "Violation",
    "is_valid_after_schedule_record",
    "is_valid_instant",
    "is_valid_schedule_change",
    "is_valid_schedule_create_arguments",
    "is_valid_schedule_create_output",
    "is_valid_schedule_delete_arguments",
    "is_valid_schedule_delete_output",
    "is_valid_schedule_error",
    "is_valid_schedule_id",
    "is_valid_schedule_list_arguments",
    "is_valid_schedule_list_output",
    "is_valid_schedule_reminder_presentation",
    "is_valid_schedule_view",
    "is_valid_trimmed_text",
    "validate_after_schedule_record",
    "validate_instant",
    "validate_schedule_change",
    "validate_schedule_create_arguments",
    "validate_schedule_create_output",
    "validate_schedule_delete_arguments",
    "validate_schedule_delete_output",
    "validate_schedule_error",
    "validate_schedule_id",
    "validate_schedule_list_arguments",
    "validate_schedule_list_output",
    "validate_schedule_reminder_presentation",
    "validate_schedule_view",
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

_R3 = ("type", "expected object, got ", _D2 + "#/type")

_X4 = Violation("", "required", 'missing required property "id"', _D2 + "#/required")

_X5 = Violation("", "required", 'missing required property "kind"', _D2 + "#/required")

_X6 = Violation("", "required", 'missing required property "prompt"', _D2 + "#/required")

_X7 = Violation("", "required", 'missing required property "afterSeconds"', _D2 + "#/required")

_X8 = Violation("", "required", 'missing required property "scheduledAt"', _D2 + "#/required")

_D9 = "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json"

_R10 = ("type", "expected string, got ", _D9 + "#/type")

_X11 = Violation("/id", "minLength", "must be at least 1 characters long", _D9 + "#/minLength")

_X12 = Violation(
    "/id",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_CHARS13 = frozenset(
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)

_X14 = Violation("/kind", "const", 'must be "after"', _D2 + "#/properties/kind/const")

_X15 = Violation("/prompt", "minLength", "must be at least 1 characters long", _D9 + "#/minLength")

_X16 = Violation(
    "/prompt",
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_R17 = ("type", "expected integer, got ", _D2 + "#/properties/afterSeconds/type")

_X18 = Violation(
    "/afterSeconds", "minimum", "must be >= 1", _D2 + "#/properties/afterSeconds/minimum"
)

_X19 = Violation(
    "/afterSeconds",
    "maximum",
    "must be <= 9007199254740991",
    _D2 + "#/properties/afterSeconds/maximum",
)

_D20 = "https://dsh-tool-schedule.example/schemas/v1/instant.json"

_R21 = ("type", "expected string, got ", _D20 + "#/type")

_X22 = Violation(
    "/scheduledAt",
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_P23 = re.compile(
    "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})\\-(?:0[1-9]|1[0-2])\\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z\\Z"
)

_R24 = ("additionalProperties", "is not allowed", _D2 + "#/additionalProperties")

_X25 = Violation(
    "",
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_D26 = "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json"

_X27 = Violation("", "oneOf", "valid against none of the 3 alternatives", _D26 + "#/oneOf")

_K28 = frozenset(
    (
        "version",
        "operation",
        "schedule",
    )
)

_R29 = ("type", "expected object, got ", _D26 + "#/$defs/ScheduleCreate/type")

_X30 = Violation(
    "", "required", 'missing required property "version"', _D26 + "#/$defs/ScheduleCreate/required"
)

_X31 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_X32 = Violation(
    "", "required", 'missing required property "schedule"', _D26 + "#/$defs/ScheduleCreate/required"
)

_X33 = Violation(
    "/version", "const", "must be 1", _D26 + "#/$defs/ScheduleCreate/properties/version/const"
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

_R37 = ("type", "expected object, got ", _D26 + "#/$defs/ScheduleDelete/type")

_X38 = Violation(
    "", "required", 'missing required property "version"', _D26 + "#/$defs/ScheduleDelete/required"
)

_X39 = Violation(
    "",
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_X40 = Violation(
    "", "required", 'missing required property "id"', _D26 + "#/$defs/ScheduleDelete/required"
)

_X41 = Violation(
    "/version", "const", "must be 1", _D26 + "#/$defs/ScheduleDelete/properties/version/const"
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

_R44 = ("type", "expected object, got ", _D26 + "#/$defs/ScheduleDispatch/type")

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
    "", "required", 'missing required property "id"', _D26 + "#/$defs/ScheduleDispatch/required"
)

_X48 = Violation(
    "/version", "const", "must be 1", _D26 + "#/$defs/ScheduleDispatch/properties/version/const"
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

_X52 = Violation("", "oneOf", "valid against none of the 7 alternatives", _D51 + "#/oneOf")

_K53 = frozenset(
    (
        "code",
        "message",
    )
)

_R54 = ("type", "expected object, got ", _D51 + "#/$defs/InvalidPrompt/type")

_X55 = Violation(
    "", "required", 'missing required property "code"', _D51 + "#/$defs/InvalidPrompt/required"
)

_X56 = Violation(
    "", "required", 'missing required property "message"', _D51 + "#/$defs/InvalidPrompt/required"
)

_X57 = Violation(
    "/code",
    "const",
    'must be "invalid_prompt"',
    _D51 + "#/$defs/InvalidPrompt/properties/code/const",
)

_R58 = ("type", "expected string, got ", _D51 + "#/$defs/InvalidPrompt/properties/message/type")

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

_R61 = ("type", "expected object, got ", _D51 + "#/$defs/InvalidSelector/type")

_X62 = Violation(
    "", "required", 'missing required property "code"', _D51 + "#/$defs/InvalidSelector/required"
)

_X63 = Violation(
    "", "required", 'missing required property "message"', _D51 + "#/$defs/InvalidSelector/required"
)

_X64 = Violation(
    "/code",
    "const",
    'must be "invalid_selector"',
    _D51 + "#/$defs/InvalidSelector/properties/code/const",
)

_R65 = ("type", "expected string, got ", _D51 + "#/$defs/InvalidSelector/properties/message/type")

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

_R68 = ("type", "expected object, got ", _D51 + "#/$defs/InvalidRule/type")

_X69 = Violation(
    "", "required", 'missing required property "code"', _D51 + "#/$defs/InvalidRule/required"
)

_X70 = Violation(
    "", "required", 'missing required property "message"', _D51 + "#/$defs/InvalidRule/required"
)

_X71 = Violation(
    "/code", "const", 'must be "invalid_rule"', _D51 + "#/$defs/InvalidRule/properties/code/const"
)

_R72 = ("type", "expected string, got ", _D51 + "#/$defs/InvalidRule/properties/message/type")

_X73 = Violation(
    "/message",
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidRule/properties/message/minLength",
)

_R74 = ("additionalProperties", "is not allowed", _D51 + "#/$defs/InvalidRule/additionalProperties")

_R75 = ("type", "expected object, got ", _D51 + "#/$defs/TimeOutOfRange/type")

_X76 = Violation(
    "", "required", 'missing required property "code"', _D51 + "#/$defs/TimeOutOfRange/required"
)

_X77 = Violation(
    "", "required", 'missing required property "message"', _D51 + "#/$defs/TimeOutOfRange/required"
)

_X78 = Violation(
    "/code",
    "const",
    'must be "time_out_of_range"',
    _D51 + "#/$defs/TimeOutOfRange/properties/code/const",
)

_R79 = ("type", "expected string, got ", _D51 + "#/$defs/TimeOutOfRange/properties/message/type")

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

_R82 = ("type", "expected object, got ", _D51 + "#/$defs/CorruptScheduleLog/type")

_X83 = Violation(
    "", "required", 'missing required property "code"', _D51 + "#/$defs/CorruptScheduleLog/required"
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

_R89 = ("type", "expected object, got ", _D51 + "#/$defs/PersistenceUncertain/type")

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

_R101 = ("type", "expected object, got ", _D51 + "#/$defs/InternalError/type")

_X102 = Violation(
    "", "required", 'missing required property "code"', _D51 + "#/$defs/InternalError/required"
)

_X103 = Violation(
    "", "required", 'missing required property "message"', _D51 + "#/$defs/InternalError/required"
)

_X104 = Violation(
    "/code",
    "const",
    'must be "internal_error"',
    _D51 + "#/$defs/InternalError/properties/code/const",
)

_R105 = ("type", "expected string, got ", _D51 + "#/$defs/InternalError/properties/message/type")

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

_X108 = Violation("", "minLength", "must be at least 1 characters long", _D9 + "#/minLength")

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

_R112 = ("type", "expected object, got ", _D111 + "#/type")

_X113 = Violation("", "required", 'missing required property "scheduleId"', _D111 + "#/required")

_X114 = Violation("", "required", 'missing required property "prompt"', _D111 + "#/required")

_X115 = Violation("", "required", 'missing required property "occurrenceAt"', _D111 + "#/required")

_X116 = Violation("", "required", 'missing required property "deliveryMode"', _D111 + "#/required")

_X117 = Violation(
    "/scheduleId", "minLength", "must be at least 1 characters long", _D9 + "#/minLength"
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
    "/deliveryMode", "const", 'must be "session-local"', _D111 + "#/properties/deliveryMode/const"
)

_R121 = ("additionalProperties", "is not allowed", _D111 + "#/additionalProperties")

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

_R124 = ("type", "expected object, got ", _D123 + "#/type")

_X125 = Violation("", "required", 'missing required property "id"', _D123 + "#/required")

_X126 = Violation("", "required", 'missing required property "kind"', _D123 + "#/required")

_X127 = Violation("", "required", 'missing required property "prompt"', _D123 + "#/required")

_X128 = Violation("", "required", 'missing required property "afterSeconds"', _D123 + "#/required")

_X129 = Violation("", "required", 'missing required property "scheduledAt"', _D123 + "#/required")

_X130 = Violation("", "required", 'missing required property "state"', _D123 + "#/required")

_X131 = Violation("", "required", 'missing required property "deliveryMode"', _D123 + "#/required")

_X132 = Violation(
    "/state", "enum", 'must be one of ["scheduled", "overdue"]', _D123 + "#/properties/state/enum"
)

_E133 = frozenset(
    (
        "scheduled",
        "overdue",
    )
)

_X134 = Violation(
    "/deliveryMode", "const", 'must be "session-local"', _D123 + "#/properties/deliveryMode/const"
)

_R135 = ("additionalProperties", "is not allowed", _D123 + "#/additionalProperties")

_D136 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json"

_R137 = ("type", "expected object, got ", _D136 + "#/$defs/arguments/type")

_K138 = frozenset(
    (
        "prompt",
        "after_seconds",
    )
)

_X139 = Violation(
    "", "required", 'missing required property "prompt"', _D136 + "#/$defs/arguments/required"
)

_X140 = Violation(
    "",
    "required",
    'missing required property "after_seconds"',
    _D136 + "#/$defs/arguments/required",
)

_R141 = ("type", "expected string, got ", _D136 + "#/$defs/arguments/properties/prompt/type")

_R142 = ("type", "expected number, got ", _D136 + "#/$defs/arguments/properties/after_seconds/type")

_X143 = Violation(
    "", "oneOf", "valid against none of the 8 alternatives", _D136 + "#/$defs/output/oneOf"
)

_D151 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json"

_R152 = ("type", "expected object, got ", _D151 + "#/$defs/arguments/type")

_R153 = ("additionalProperties", "is not allowed", _D151 + "#/$defs/arguments/additionalProperties")

_X154 = Violation(
    "", "oneOf", "valid against none of the 4 alternatives", _D151 + "#/$defs/output/oneOf"
)

_R158 = ("type", "expected array, got ", _D151 + "#/$defs/output/oneOf/0/type")

_D159 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json"

_R160 = ("type", "expected object, got ", _D159 + "#/$defs/arguments/type")

_X161 = Violation(
    "", "required", 'missing required property "id"', _D159 + "#/$defs/arguments/required"
)

_R162 = ("type", "expected string, got ", _D159 + "#/$defs/arguments/properties/id/type")

_R163 = ("additionalProperties", "is not allowed", _D159 + "#/$defs/arguments/additionalProperties")

_K164 = frozenset(("id",))

_X165 = Violation(
    "", "oneOf", "valid against none of the 6 alternatives", _D159 + "#/$defs/output/oneOf"
)

_K171 = frozenset(
    (
        "id",
        "deleted",
    )
)

_R172 = ("type", "expected object, got ", _D159 + "#/$defs/deleted/type")

_X173 = Violation(
    "", "required", 'missing required property "id"', _D159 + "#/$defs/deleted/required"
)

_X174 = Violation(
    "", "required", 'missing required property "deleted"', _D159 + "#/$defs/deleted/required"
)

_X175 = Violation(
    "/deleted", "const", "must be true", _D159 + "#/$defs/deleted/properties/deleted/const"
)

_R176 = ("additionalProperties", "is not allowed", _D159 + "#/$defs/deleted/additionalProperties")

_R177 = ("required", 'missing required property "id"', _D2 + "#/required")

_R178 = ("required", 'missing required property "kind"', _D2 + "#/required")

_R179 = ("required", 'missing required property "prompt"', _D2 + "#/required")

_R180 = ("required", 'missing required property "afterSeconds"', _D2 + "#/required")

_R181 = ("required", 'missing required property "scheduledAt"', _D2 + "#/required")

_R182 = ("minLength", "must be at least 1 characters long", _D9 + "#/minLength")

_R183 = (
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_R184 = ("const", 'must be "after"', _D2 + "#/properties/kind/const")

_R185 = ("minimum", "must be >= 1", _D2 + "#/properties/afterSeconds/minimum")

_R186 = ("maximum", "must be <= 9007199254740991", _D2 + "#/properties/afterSeconds/maximum")

_R187 = (
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_R188 = ("required", 'missing required property "id"', _D123 + "#/required")

_R189 = ("required", 'missing required property "kind"', _D123 + "#/required")

_R190 = ("required", 'missing required property "prompt"', _D123 + "#/required")

_R191 = ("required", 'missing required property "afterSeconds"', _D123 + "#/required")

_R192 = ("required", 'missing required property "scheduledAt"', _D123 + "#/required")

_R193 = ("required", 'missing required property "state"', _D123 + "#/required")

_R194 = ("required", 'missing required property "deliveryMode"', _D123 + "#/required")

_R195 = ("enum", 'must be one of ["scheduled", "overdue"]', _D123 + "#/properties/state/enum")

_R196 = ("const", 'must be "session-local"', _D123 + "#/properties/deliveryMode/const")

_R197 = ("required", 'missing required property "code"', _D51 + "#/$defs/InvalidPrompt/required")

_R198 = ("required", 'missing required property "message"', _D51 + "#/$defs/InvalidPrompt/required")

_R199 = ("const", 'must be "invalid_prompt"', _D51 + "#/$defs/InvalidPrompt/properties/code/const")

_R200 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidPrompt/properties/message/minLength",
)

_R201 = ("required", 'missing required property "code"', _D51 + "#/$defs/InvalidSelector/required")

_R202 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/InvalidSelector/required",
)

_R203 = (
    "const",
    'must be "invalid_selector"',
    _D51 + "#/$defs/InvalidSelector/properties/code/const",
)

_R204 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidSelector/properties/message/minLength",
)

_R205 = ("required", 'missing required property "code"', _D51 + "#/$defs/InvalidRule/required")

_R206 = ("required", 'missing required property "message"', _D51 + "#/$defs/InvalidRule/required")

_R207 = ("const", 'must be "invalid_rule"', _D51 + "#/$defs/InvalidRule/properties/code/const")

_R208 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InvalidRule/properties/message/minLength",
)

_R209 = ("required", 'missing required property "code"', _D51 + "#/$defs/TimeOutOfRange/required")

_R210 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/TimeOutOfRange/required",
)

_R211 = (
    "const",
    'must be "time_out_of_range"',
    _D51 + "#/$defs/TimeOutOfRange/properties/code/const",
)

_R212 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/TimeOutOfRange/properties/message/minLength",
)

_R213 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_R214 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/CorruptScheduleLog/required",
)

_R215 = (
    "const",
    'must be "corrupt_schedule_log"',
    _D51 + "#/$defs/CorruptScheduleLog/properties/code/const",
)

_R216 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/CorruptScheduleLog/properties/message/minLength",
)

_R217 = (
    "required",
    'missing required property "code"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R218 = (
    "required",
    'missing required property "message"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R219 = (
    "required",
    'missing required property "operation"',
    _D51 + "#/$defs/PersistenceUncertain/required",
)

_R220 = (
    "const",
    'must be "persistence_uncertain"',
    _D51 + "#/$defs/PersistenceUncertain/properties/code/const",
)

_R221 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/PersistenceUncertain/properties/message/minLength",
)

_R222 = (
    "enum",
    'must be one of ["create", "list", "delete"]',
    _D51 + "#/$defs/PersistenceUncertain/properties/operation/enum",
)

_R223 = ("required", 'missing required property "code"', _D51 + "#/$defs/InternalError/required")

_R224 = ("required", 'missing required property "message"', _D51 + "#/$defs/InternalError/required")

_R225 = ("const", 'must be "internal_error"', _D51 + "#/$defs/InternalError/properties/code/const")

_R226 = (
    "minLength",
    "must be at least 1 characters long",
    _D51 + "#/$defs/InternalError/properties/message/minLength",
)

_R227 = ("required", 'missing required property "id"', _D159 + "#/$defs/deleted/required")

_R228 = ("required", 'missing required property "deleted"', _D159 + "#/$defs/deleted/required")

_R229 = ("const", "must be true", _D159 + "#/$defs/deleted/properties/deleted/const")

_K230 = frozenset(
    (
        "id",
        "deleted",
        "code",
    )
)

_R231 = ("type", "expected object, got ", _D159 + "#/$defs/notFound/type")

_R232 = ("required", 'missing required property "id"', _D159 + "#/$defs/notFound/required")

_R233 = ("required", 'missing required property "deleted"', _D159 + "#/$defs/notFound/required")

_R234 = ("required", 'missing required property "code"', _D159 + "#/$defs/notFound/required")

_R235 = ("const", "must be false", _D159 + "#/$defs/notFound/properties/deleted/const")

_R236 = ("const", 'must be "schedule_not_found"', _D159 + "#/$defs/notFound/properties/code/const")

_R237 = ("additionalProperties", "is not allowed", _D159 + "#/$defs/notFound/additionalProperties")


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
                if not (x3 == 1 and not isinstance(x3, bool)):
                    errors.append(_X33)
            if "operation" in instance:
                x4 = instance["operation"]
                if not (x4 == "create"):
                    errors.append(_X34)
            if "schedule" in instance:
                _e0(instance["schedule"], "/schedule", errors)
            if not exact2:
                for key5 in instance:
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
                if not (x8 == 1 and not isinstance(x8, bool)):
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
                    if not (len(x10) >= 1):
                        errors.append(_X11)
                    if not (len(x10) >= 1 and x10[0] not in _CHARS13 and x10[-1] not in _CHARS13):
                        errors.append(_X12)
            if not exact7:
                for key11 in instance:
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
                if not (x14 == 1 and not isinstance(x14, bool)):
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
                    if not (len(x16) >= 1):
                        errors.append(_X11)
                    if not (len(x16) >= 1 and x16[0] not in _CHARS13 and x16[-1] not in _CHARS13):
                        errors.append(_X12)
            if not exact13:
                for key17 in instance:
                    if key17 not in _K36:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key17), *_R50)))
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
                and v23 in _E98
                and (
                    "id" not in instance
                    or (
                        isinstance((v24 := instance["id"]), str)
                        and len(v24) >= 1
                        and v24[0] not in _CHARS13
                        and v24[-1] not in _CHARS13
                    )
                )
                and _K100.issuperset(instance)
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
                and v23 in _E98
                and (
                    "id" not in instance
                    or (
                        isinstance((v24 := instance["id"]), str)
                        and len(v24) >= 1
                        and v24[0] not in _CHARS13
                        and v24[-1] not in _CHARS13
                    )
                )
                and _K100.issuperset(instance)
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
                    if not (len(x4) >= 1):
                        errors.append(_X59)
            if not exact2:
                for key5 in instance:
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
                    if not (len(x9) >= 1):
                        errors.append(_X66)
            if not exact7:
                for key10 in instance:
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
                    if not (len(x14) >= 1):
                        errors.append(_X73)
            if not exact12:
                for key15 in instance:
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
                    if not (len(x19) >= 1):
                        errors.append(_X80)
            if not exact17:
                for key20 in instance:
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
                    if not (len(x24) >= 1):
                        errors.append(_X87)
            if not exact22:
                for key25 in instance:
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
                    if not (len(x28) >= 1):
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
                    if not (len(x30) >= 1):
                        errors.append(_X11)
                    if not (len(x30) >= 1 and x30[0] not in _CHARS13 and x30[-1] not in _CHARS13):
                        errors.append(_X12)
            if not instance.keys() <= _K100:
                for key31, value32 in instance.items():
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
                    if not (len(x35) >= 1):
                        errors.append(_X106)
            if not exact33:
                for key36 in instance:
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
            errors.append(_X108)
        if not (
            len(instance) >= 1 and instance[0] not in _CHARS13 and instance[-1] not in _CHARS13
        ):
            errors.append(_X109)
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
                if not (len(x2) >= 1):
                    errors.append(_X117)
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(_X118)
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
                    errors.append(_X119)
        if "deliveryMode" in instance:
            x5 = instance["deliveryMode"]
            if not (x5 == "session-local"):
                errors.append(_X120)
        if not exact1:
            for key6 in instance:
                if key6 not in _K110:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key6), *_R121)))
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
            and v33 in _E133
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
            and v33 in _E133
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
            if not (isinstance(x7, str) and x7 in _E133):
                errors.append(_X132)
        if "deliveryMode" in instance:
            x8 = instance["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(_X134)
        if not exact1:
            for key9 in instance:
                if key9 not in _K122:
                    errors.append(tuple.__new__(Violation, ("/" + _esc(key9), *_R135)))
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
            errors.append(_X108)
        if not (
            len(instance) >= 1 and instance[0] not in _CHARS13 and instance[-1] not in _CHARS13
        ):
            errors.append(_X109)
    return errors


def validate_schedule_create_arguments(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and isinstance(instance.get("prompt"), str)
            and isinstance((v34 := instance.get("after_seconds")), (int, float))
            and not isinstance(v34, bool)
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
            and isinstance((v34 := instance.get("after_seconds")), (int, float))
            and not isinstance(v34, bool)
        )
    except RecursionError:
        return _deep(_verdict_schedule_create_arguments, instance, _too_deep_verdict)


def _verdict_schedule_create_arguments(instance: Any) -> bool:
    return _v8(instance)


def _errors_schedule_create_arguments(instance: Any) -> list[Violation]:
    return [] if _v8(instance) else _collect_schedule_create_arguments(instance)


def _collect_schedule_create_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R137))
    if isinstance(instance, dict):
        if not _K138 <= instance.keys():
            if "prompt" not in instance:
                errors.append(_X139)
            if "after_seconds" not in instance:
                errors.append(_X140)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R141))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R142))
    return errors


def validate_schedule_create_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-create.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v79 := instance.get("id")), str)
            and len(v79) >= 1
            and v79[0] not in _CHARS13
            and v79[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v80 := instance.get("prompt")), str)
            and len(v80) >= 1
            and v80[0] not in _CHARS13
            and v80[-1] not in _CHARS13
            and (
                type(v81 := instance.get("afterSeconds")) is int
                or (isinstance(v81, int) and not isinstance(v81, bool))
                or (isinstance(v81, float) and float.is_integer(v81))
            )
            and v81 >= 1
            and v81 <= 9007199254740991
            and isinstance((v82 := instance.get("scheduledAt")), str)
            and _P23.search(v82) is not None
            and isinstance((v83 := instance.get("state")), str)
            and v83 in _E133
            and instance.get("deliveryMode") == "session-local"
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v84 := instance.get("code")) == "invalid_prompt"
                    and len(instance) == 2
                    and isinstance((v85 := instance.get("message")), str)
                    and len(v85) >= 1
                )
                or (
                    v84 == "invalid_selector"
                    and len(instance) == 2
                    and isinstance((v86 := instance.get("message")), str)
                    and len(v86) >= 1
                )
                or (
                    v84 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v87 := instance.get("message")), str)
                    and len(v87) >= 1
                )
                or (
                    v84 == "time_out_of_range"
                    and len(instance) == 2
                    and isinstance((v88 := instance.get("message")), str)
                    and len(v88) >= 1
                )
                or (
                    v84 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v89 := instance.get("message")), str)
                    and len(v89) >= 1
                )
                or (
                    v84 == "persistence_uncertain"
                    and isinstance((v90 := instance.get("message")), str)
                    and len(v90) >= 1
                    and isinstance((v91 := instance.get("operation")), str)
                    and v91 in _E98
                    and (
                        "id" not in instance
                        or (
                            isinstance((v92 := instance["id"]), str)
                            and len(v92) >= 1
                            and v92[0] not in _CHARS13
                            and v92[-1] not in _CHARS13
                        )
                    )
                    and _K100.issuperset(instance)
                )
                or (
                    v84 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v93 := instance.get("message")), str)
                    and len(v93) >= 1
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
            and isinstance((v79 := instance.get("id")), str)
            and len(v79) >= 1
            and v79[0] not in _CHARS13
            and v79[-1] not in _CHARS13
            and instance.get("kind") == "after"
            and isinstance((v80 := instance.get("prompt")), str)
            and len(v80) >= 1
            and v80[0] not in _CHARS13
            and v80[-1] not in _CHARS13
            and (
                type(v81 := instance.get("afterSeconds")) is int
                or (isinstance(v81, int) and not isinstance(v81, bool))
                or (isinstance(v81, float) and float.is_integer(v81))
            )
            and v81 >= 1
            and v81 <= 9007199254740991
            and isinstance((v82 := instance.get("scheduledAt")), str)
            and _P23.search(v82) is not None
            and isinstance((v83 := instance.get("state")), str)
            and v83 in _E133
            and instance.get("deliveryMode") == "session-local"
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v84 := instance.get("code")) == "invalid_prompt"
                    and len(instance) == 2
                    and isinstance((v85 := instance.get("message")), str)
                    and len(v85) >= 1
                )
                or (
                    v84 == "invalid_selector"
                    and len(instance) == 2
                    and isinstance((v86 := instance.get("message")), str)
                    and len(v86) >= 1
                )
                or (
                    v84 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v87 := instance.get("message")), str)
                    and len(v87) >= 1
                )
                or (
                    v84 == "time_out_of_range"
                    and len(instance) == 2
                    and isinstance((v88 := instance.get("message")), str)
                    and len(v88) >= 1
                )
                or (
                    v84 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v89 := instance.get("message")), str)
                    and len(v89) >= 1
                )
                or (
                    v84 == "persistence_uncertain"
                    and isinstance((v90 := instance.get("message")), str)
                    and len(v90) >= 1
                    and isinstance((v91 := instance.get("operation")), str)
                    and v91 in _E98
                    and (
                        "id" not in instance
                        or (
                            isinstance((v92 := instance["id"]), str)
                            and len(v92) >= 1
                            and v92[0] not in _CHARS13
                            and v92[-1] not in _CHARS13
                        )
                    )
                    and _K100.issuperset(instance)
                )
                or (
                    v84 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v93 := instance.get("message")), str)
                    and len(v93) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_create_output, instance, _too_deep_verdict)


def _verdict_schedule_create_output(instance: Any) -> bool:
    return _v9(instance)


def _errors_schedule_create_output(instance: Any) -> list[Violation]:
    return [] if _v9(instance) else _collect_schedule_create_output(instance)


def _collect_schedule_create_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "invalid_prompt":
        if not ((_v6(instance)) or (_v69(instance))):
            errors.append(_X143)
            _closest_e(instance, "", errors, _EX144, range(2))
    elif tag1 == "invalid_selector":
        if not ((_v6(instance)) or (_v70(instance))):
            errors.append(_X143)
            _closest_e(instance, "", errors, _EX145, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v6(instance)) or (_v71(instance))):
            errors.append(_X143)
            _closest_e(instance, "", errors, _EX146, range(2))
    elif tag1 == "time_out_of_range":
        if not ((_v6(instance)) or (_v72(instance))):
            errors.append(_X143)
            _closest_e(instance, "", errors, _EX147, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v6(instance)) or (_v73(instance))):
            errors.append(_X143)
            _closest_e(instance, "", errors, _EX148, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v6(instance)) or (_v74(instance))):
            errors.append(_X143)
            _closest_e(instance, "", errors, _EX149, range(2))
    elif tag1 == "internal_error":
        if not ((_v6(instance)) or (_v75(instance))):
            errors.append(_X143)
            _closest_e(instance, "", errors, _EX150, range(2))
    else:
        errors.append(_X143)
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
                    if not (len(x3) >= 1):
                        errors.append(_X11)
                    if not (len(x3) >= 1 and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
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
                    if not (len(x5) >= 1):
                        errors.append(_X15)
                    if not (len(x5) >= 1 and x5[0] not in _CHARS13 and x5[-1] not in _CHARS13):
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
                    if _P23.search(x7) is None:
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
                for key10 in instance:
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
    return _v10(instance)


def _errors_schedule_list_arguments(instance: Any) -> list[Violation]:
    return [] if _v10(instance) else _collect_schedule_list_arguments(instance)


def _collect_schedule_list_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R152))
    if isinstance(instance, dict):
        for key1, value2 in instance.items():
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R153)))
    return errors


def validate_schedule_list_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and _l4(instance)) or (
            isinstance(instance, dict)
            and (
                (
                    (v124 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v125 := instance.get("message")), str)
                    and len(v125) >= 1
                )
                or (
                    v124 == "persistence_uncertain"
                    and isinstance((v126 := instance.get("message")), str)
                    and len(v126) >= 1
                    and isinstance((v127 := instance.get("operation")), str)
                    and v127 in _E98
                    and (
                        "id" not in instance
                        or (
                            isinstance((v128 := instance["id"]), str)
                            and len(v128) >= 1
                            and v128[0] not in _CHARS13
                            and v128[-1] not in _CHARS13
                        )
                    )
                    and _K100.issuperset(instance)
                )
                or (
                    v124 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v129 := instance.get("message")), str)
                    and len(v129) >= 1
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
        return (isinstance(instance, list) and _l4(instance)) or (
            isinstance(instance, dict)
            and (
                (
                    (v124 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v125 := instance.get("message")), str)
                    and len(v125) >= 1
                )
                or (
                    v124 == "persistence_uncertain"
                    and isinstance((v126 := instance.get("message")), str)
                    and len(v126) >= 1
                    and isinstance((v127 := instance.get("operation")), str)
                    and v127 in _E98
                    and (
                        "id" not in instance
                        or (
                            isinstance((v128 := instance["id"]), str)
                            and len(v128) >= 1
                            and v128[0] not in _CHARS13
                            and v128[-1] not in _CHARS13
                        )
                    )
                    and _K100.issuperset(instance)
                )
                or (
                    v124 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v129 := instance.get("message")), str)
                    and len(v129) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_list_output, instance, _too_deep_verdict)


def _verdict_schedule_list_output(instance: Any) -> bool:
    return _v11(instance)


def _errors_schedule_list_output(instance: Any) -> list[Violation]:
    return [] if _v11(instance) else _collect_schedule_list_output(instance)


def _collect_schedule_list_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "corrupt_schedule_log":
        if not ((isinstance(instance, list) and _l1(instance)) or (_v73(instance))):
            errors.append(_X154)
            _closest_e(instance, "", errors, _EX155, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((isinstance(instance, list) and _l2(instance)) or (_v74(instance))):
            errors.append(_X154)
            _closest_e(instance, "", errors, _EX156, range(2))
    elif tag1 == "internal_error":
        if not ((isinstance(instance, list) and _l3(instance)) or (_v75(instance))):
            errors.append(_X154)
            _closest_e(instance, "", errors, _EX157, range(2))
    else:
        errors.append(_X154)
        if not isinstance(instance, list):
            errors.append(_mistyped("", instance, _R158))
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
    return _v12(instance)


def _errors_schedule_delete_arguments(instance: Any) -> list[Violation]:
    return [] if _v12(instance) else _collect_schedule_delete_arguments(instance)


def _collect_schedule_delete_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R160))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X161)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R162))
        if not instance.keys() <= _K164:
            for key2, value3 in instance.items():
                if key2 in _K164:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R163)))
    return errors


def validate_schedule_delete_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v142 := instance.get("id")), str)
            and len(v142) >= 1
            and v142[0] not in _CHARS13
            and v142[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v143 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v144 := instance.get("id")), str)
                    and len(v144) >= 1
                    and v144[0] not in _CHARS13
                    and v144[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v143 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v145 := instance.get("message")), str)
                    and len(v145) >= 1
                )
                or (
                    v143 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v146 := instance.get("message")), str)
                    and len(v146) >= 1
                )
                or (
                    v143 == "persistence_uncertain"
                    and isinstance((v147 := instance.get("message")), str)
                    and len(v147) >= 1
                    and isinstance((v148 := instance.get("operation")), str)
                    and v148 in _E98
                    and (
                        "id" not in instance
                        or (
                            isinstance((v149 := instance["id"]), str)
                            and len(v149) >= 1
                            and v149[0] not in _CHARS13
                            and v149[-1] not in _CHARS13
                        )
                    )
                    and _K100.issuperset(instance)
                )
                or (
                    v143 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v150 := instance.get("message")), str)
                    and len(v150) >= 1
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
            and isinstance((v142 := instance.get("id")), str)
            and len(v142) >= 1
            and v142[0] not in _CHARS13
            and v142[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v143 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v144 := instance.get("id")), str)
                    and len(v144) >= 1
                    and v144[0] not in _CHARS13
                    and v144[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v143 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v145 := instance.get("message")), str)
                    and len(v145) >= 1
                )
                or (
                    v143 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v146 := instance.get("message")), str)
                    and len(v146) >= 1
                )
                or (
                    v143 == "persistence_uncertain"
                    and isinstance((v147 := instance.get("message")), str)
                    and len(v147) >= 1
                    and isinstance((v148 := instance.get("operation")), str)
                    and v148 in _E98
                    and (
                        "id" not in instance
                        or (
                            isinstance((v149 := instance["id"]), str)
                            and len(v149) >= 1
                            and v149[0] not in _CHARS13
                            and v149[-1] not in _CHARS13
                        )
                    )
                    and _K100.issuperset(instance)
                )
                or (
                    v143 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v150 := instance.get("message")), str)
                    and len(v150) >= 1
                )
            )
        )
    except RecursionError:
        return _deep(_verdict_schedule_delete_output, instance, _too_deep_verdict)


def _verdict_schedule_delete_output(instance: Any) -> bool:
    return _v13(instance)


def _errors_schedule_delete_output(instance: Any) -> list[Violation]:
    return [] if _v13(instance) else _collect_schedule_delete_output(instance)


def _collect_schedule_delete_output(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    tag1 = instance.get("code") if isinstance(instance, dict) else None
    if tag1 == "schedule_not_found":
        if not ((_v77(instance)) or (_v78(instance))):
            errors.append(_X165)
            _closest_e(instance, "", errors, _EX166, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v77(instance)) or (_v71(instance))):
            errors.append(_X165)
            _closest_e(instance, "", errors, _EX167, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v77(instance)) or (_v73(instance))):
            errors.append(_X165)
            _closest_e(instance, "", errors, _EX168, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v77(instance)) or (_v74(instance))):
            errors.append(_X165)
            _closest_e(instance, "", errors, _EX169, range(2))
    elif tag1 == "internal_error":
        if not ((_v77(instance)) or (_v75(instance))):
            errors.append(_X165)
            _closest_e(instance, "", errors, _EX170, range(2))
    else:
        errors.append(_X165)
        if not isinstance(instance, dict):
            errors.append(_mistyped("", instance, _R172))
        if isinstance(instance, dict):
            exact2 = instance.keys() == _K171
            if not exact2:
                if "id" not in instance:
                    errors.append(_X173)
                if "deleted" not in instance:
                    errors.append(_X174)
            if "id" in instance:
                x3 = instance["id"]
                if not isinstance(x3, str):
                    errors.append(_mistyped("/id", x3, _R10))
                if isinstance(x3, str):
                    if not (len(x3) >= 1):
                        errors.append(_X11)
                    if not (len(x3) >= 1 and x3[0] not in _CHARS13 and x3[-1] not in _CHARS13):
                        errors.append(_X12)
            if "deleted" in instance:
                x4 = instance["deleted"]
                if not (x4 is True):
                    errors.append(_X175)
            if not exact2:
                for key5 in instance:
                    if key5 not in _K171:
                        errors.append(tuple.__new__(Violation, ("/" + _esc(key5), *_R176)))
    return errors


TOOL_VALIDATORS: dict[
    str, tuple[Callable[[Any], list[Violation]], Callable[[Any], list[Violation]]]
] = {
    "schedule_create": (validate_schedule_create_arguments, validate_schedule_create_output),
    "schedule_list": (validate_schedule_list_arguments, validate_schedule_list_output),
    "schedule_delete": (validate_schedule_delete_arguments, validate_schedule_delete_output),
}
"""Each tool's (arguments, output) validators, by tool name."""


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _e0(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R3))
    if isinstance(x, dict):
        exact1 = x.keys() == _K1
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R177)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R178)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R179)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R180)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R181)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R182)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R183)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R184)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R182)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R183)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R185)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R186)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R187)))
        if not exact1:
            for key7 in x:
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
                errors.append(tuple.__new__(Violation, (path, *_R188)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R189)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R190)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R191)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R192)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R193)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R194)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R182)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R183)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R184)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R182)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R183)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R185)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R186)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R187)))
        if "state" in x:
            x7 = x["state"]
            if not (isinstance(x7, str) and x7 in _E133):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R195)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R196)))
        if not exact1:
            for key9 in x:
                if key9 not in _K122:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R135)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _e54(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R158))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not _v6(item2):
                _e6(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _e69(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R54))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R197)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R198)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_prompt"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R199)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R58))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R200)))
        if not exact1:
            for key4 in x:
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R60)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _e70(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R61))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R201)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R202)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R203)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R65))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R204)))
        if not exact1:
            for key4 in x:
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R67)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _e71(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R68))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R205)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R206)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R207)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R72))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R208)))
        if not exact1:
            for key4 in x:
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R74)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _e72(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R75))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R209)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R210)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R211)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R79))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R212)))
        if not exact1:
            for key4 in x:
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R81)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _e73(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R82))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R213)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R214)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "corrupt_schedule_log"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R215)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R86))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R216)))
        if not exact1:
            for key4 in x:
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R88)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _e74(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R89))
    if isinstance(x, dict):
        if not _K90 <= x.keys():
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R217)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R218)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R219)))
        if "code" in x:
            x1 = x["code"]
            if not (x1 == "persistence_uncertain"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R220)))
        if "message" in x:
            x2 = x["message"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/message", x2, _R95))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R221)))
        if "operation" in x:
            x3 = x["operation"]
            if not (isinstance(x3, str) and x3 in _E98):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R222)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R182)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R183)))
        if not x.keys() <= _K100:
            for key5, value6 in x.items():
                if key5 in _K100:
                    continue
                errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R99)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _e75(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R101))
    if isinstance(x, dict):
        exact1 = x.keys() == _K53
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R223)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R224)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "internal_error"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R225)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R105))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R226)))
        if not exact1:
            for key4 in x:
                if key4 not in _K53:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R107)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _e77(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R172))
    if isinstance(x, dict):
        exact1 = x.keys() == _K171
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R227)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R228)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R182)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R183)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is True):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R229)))
        if not exact1:
            for key4 in x:
                if key4 not in _K171:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R176)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _e78(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R231))
    if isinstance(x, dict):
        exact1 = x.keys() == _K230
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R232)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R233)))
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R234)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R182)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R183)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is False):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R235)))
        if "code" in x:
            x4 = x["code"]
            if not (x4 == "schedule_not_found"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R236)))
        if not exact1:
            for key5 in x:
                if key5 not in _K230:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R237)))


def _v0(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 5
        and isinstance((v156 := x.get("id")), str)
        and len(v156) >= 1
        and v156[0] not in _CHARS13
        and v156[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v157 := x.get("prompt")), str)
        and len(v157) >= 1
        and v157[0] not in _CHARS13
        and v157[-1] not in _CHARS13
        and (
            type(v158 := x.get("afterSeconds")) is int
            or (isinstance(v158, int) and not isinstance(v158, bool))
            or (isinstance(v158, float) and float.is_integer(v158))
        )
        and v158 >= 1
        and v158 <= 9007199254740991
        and isinstance((v159 := x.get("scheduledAt")), str)
        and _P23.search(v159) is not None
    )


def _v1(x: object) -> bool:
    return isinstance(x, str) and _P23.search(x) is not None


def _v2(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v160 := x.get("operation")) == "create"
            and len(x) == 3
            and (v161 := x.get("version")) == 1
            and not isinstance(v161, bool)
            and isinstance((v166 := x.get("schedule")), dict)
            and len(v166) == 5
            and isinstance((v162 := v166.get("id")), str)
            and len(v162) >= 1
            and v162[0] not in _CHARS13
            and v162[-1] not in _CHARS13
            and v166.get("kind") == "after"
            and isinstance((v163 := v166.get("prompt")), str)
            and len(v163) >= 1
            and v163[0] not in _CHARS13
            and v163[-1] not in _CHARS13
            and (
                type(v164 := v166.get("afterSeconds")) is int
                or (isinstance(v164, int) and not isinstance(v164, bool))
                or (isinstance(v164, float) and float.is_integer(v164))
            )
            and v164 >= 1
            and v164 <= 9007199254740991
            and isinstance((v165 := v166.get("scheduledAt")), str)
            and _P23.search(v165) is not None
        )
        or (
            v160 == "delete"
            and len(x) == 3
            and (v167 := x.get("version")) == 1
            and not isinstance(v167, bool)
            and isinstance((v168 := x.get("id")), str)
            and len(v168) >= 1
            and v168[0] not in _CHARS13
            and v168[-1] not in _CHARS13
        )
        or (
            v160 == "dispatch"
            and len(x) == 3
            and (v169 := x.get("version")) == 1
            and not isinstance(v169, bool)
            and isinstance((v170 := x.get("id")), str)
            and len(v170) >= 1
            and v170[0] not in _CHARS13
            and v170[-1] not in _CHARS13
        )
    )


def _v3(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v171 := x.get("code")) == "invalid_prompt"
            and len(x) == 2
            and isinstance((v172 := x.get("message")), str)
            and len(v172) >= 1
        )
        or (
            v171 == "invalid_selector"
            and len(x) == 2
            and isinstance((v173 := x.get("message")), str)
            and len(v173) >= 1
        )
        or (
            v171 == "invalid_rule"
            and len(x) == 2
            and isinstance((v174 := x.get("message")), str)
            and len(v174) >= 1
        )
        or (
            v171 == "time_out_of_range"
            and len(x) == 2
            and isinstance((v175 := x.get("message")), str)
            and len(v175) >= 1
        )
        or (
            v171 == "corrupt_schedule_log"
            and len(x) == 2
            and isinstance((v176 := x.get("message")), str)
            and len(v176) >= 1
        )
        or (
            v171 == "persistence_uncertain"
            and isinstance((v177 := x.get("message")), str)
            and len(v177) >= 1
            and isinstance((v178 := x.get("operation")), str)
            and v178 in _E98
            and (
                "id" not in x
                or (
                    isinstance((v179 := x["id"]), str)
                    and len(v179) >= 1
                    and v179[0] not in _CHARS13
                    and v179[-1] not in _CHARS13
                )
            )
            and _K100.issuperset(x)
        )
        or (
            v171 == "internal_error"
            and len(x) == 2
            and isinstance((v180 := x.get("message")), str)
            and len(v180) >= 1
        )
    )


def _v4(x: object) -> bool:
    return isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v5(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and isinstance((v181 := x.get("scheduleId")), str)
        and len(v181) >= 1
        and v181[0] not in _CHARS13
        and v181[-1] not in _CHARS13
        and isinstance((v182 := x.get("prompt")), str)
        and len(v182) >= 1
        and v182[0] not in _CHARS13
        and v182[-1] not in _CHARS13
        and isinstance((v183 := x.get("occurrenceAt")), str)
        and _P23.search(v183) is not None
        and x.get("deliveryMode") == "session-local"
    )


def _v6(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v184 := x.get("id")), str)
        and len(v184) >= 1
        and v184[0] not in _CHARS13
        and v184[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v185 := x.get("prompt")), str)
        and len(v185) >= 1
        and v185[0] not in _CHARS13
        and v185[-1] not in _CHARS13
        and (
            type(v186 := x.get("afterSeconds")) is int
            or (isinstance(v186, int) and not isinstance(v186, bool))
            or (isinstance(v186, float) and float.is_integer(v186))
        )
        and v186 >= 1
        and v186 <= 9007199254740991
        and isinstance((v187 := x.get("scheduledAt")), str)
        and _P23.search(v187) is not None
        and isinstance((v188 := x.get("state")), str)
        and v188 in _E133
        and x.get("deliveryMode") == "session-local"
    )


def _v7(x: object) -> bool:
    return isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v8(x: object) -> bool:
    return (
        isinstance(x, dict)
        and isinstance(x.get("prompt"), str)
        and isinstance((v189 := x.get("after_seconds")), (int, float))
        and not isinstance(v189, bool)
    )


def _v69(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_prompt"
        and isinstance((v190 := x.get("message")), str)
        and len(v190) >= 1
    )


def _v70(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v191 := x.get("message")), str)
        and len(v191) >= 1
    )


def _v71(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v192 := x.get("message")), str)
        and len(v192) >= 1
    )


def _v72(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v193 := x.get("message")), str)
        and len(v193) >= 1
    )


def _v73(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "corrupt_schedule_log"
        and isinstance((v194 := x.get("message")), str)
        and len(v194) >= 1
    )


def _v74(x: object) -> bool:
    return (
        isinstance(x, dict)
        and x.get("code") == "persistence_uncertain"
        and isinstance((v195 := x.get("message")), str)
        and len(v195) >= 1
        and isinstance((v196 := x.get("operation")), str)
        and v196 in _E98
        and (
            "id" not in x
            or (
                isinstance((v197 := x["id"]), str)
                and len(v197) >= 1
                and v197[0] not in _CHARS13
                and v197[-1] not in _CHARS13
            )
        )
        and _K100.issuperset(x)
    )


def _v75(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "internal_error"
        and isinstance((v198 := x.get("message")), str)
        and len(v198) >= 1
    )


def _v9(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v199 := x.get("id")), str)
        and len(v199) >= 1
        and v199[0] not in _CHARS13
        and v199[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v200 := x.get("prompt")), str)
        and len(v200) >= 1
        and v200[0] not in _CHARS13
        and v200[-1] not in _CHARS13
        and (
            type(v201 := x.get("afterSeconds")) is int
            or (isinstance(v201, int) and not isinstance(v201, bool))
            or (isinstance(v201, float) and float.is_integer(v201))
        )
        and v201 >= 1
        and v201 <= 9007199254740991
        and isinstance((v202 := x.get("scheduledAt")), str)
        and _P23.search(v202) is not None
        and isinstance((v203 := x.get("state")), str)
        and v203 in _E133
        and x.get("deliveryMode") == "session-local"
    ) or (
        isinstance(x, dict)
        and (
            (
                (v204 := x.get("code")) == "invalid_prompt"
                and len(x) == 2
                and isinstance((v205 := x.get("message")), str)
                and len(v205) >= 1
            )
            or (
                v204 == "invalid_selector"
                and len(x) == 2
                and isinstance((v206 := x.get("message")), str)
                and len(v206) >= 1
            )
            or (
                v204 == "invalid_rule"
                and len(x) == 2
                and isinstance((v207 := x.get("message")), str)
                and len(v207) >= 1
            )
            or (
                v204 == "time_out_of_range"
                and len(x) == 2
                and isinstance((v208 := x.get("message")), str)
                and len(v208) >= 1
            )
            or (
                v204 == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v209 := x.get("message")), str)
                and len(v209) >= 1
            )
            or (
                v204 == "persistence_uncertain"
                and isinstance((v210 := x.get("message")), str)
                and len(v210) >= 1
                and isinstance((v211 := x.get("operation")), str)
                and v211 in _E98
                and (
                    "id" not in x
                    or (
                        isinstance((v212 := x["id"]), str)
                        and len(v212) >= 1
                        and v212[0] not in _CHARS13
                        and v212[-1] not in _CHARS13
                    )
                )
                and _K100.issuperset(x)
            )
            or (
                v204 == "internal_error"
                and len(x) == 2
                and isinstance((v213 := x.get("message")), str)
                and len(v213) >= 1
            )
        )
    )


def _v10(x: object) -> bool:
    return isinstance(x, dict) and not x


def _v76(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v214 := x.get("id")), str)
        and len(v214) >= 1
        and v214[0] not in _CHARS13
        and v214[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v215 := x.get("prompt")), str)
        and len(v215) >= 1
        and v215[0] not in _CHARS13
        and v215[-1] not in _CHARS13
        and (
            type(v216 := x.get("afterSeconds")) is int
            or (isinstance(v216, int) and not isinstance(v216, bool))
            or (isinstance(v216, float) and float.is_integer(v216))
        )
        and v216 >= 1
        and v216 <= 9007199254740991
        and isinstance((v217 := x.get("scheduledAt")), str)
        and _P23.search(v217) is not None
        and isinstance((v218 := x.get("state")), str)
        and v218 in _E133
        and x.get("deliveryMode") == "session-local"
    )


def _v11(x: object) -> bool:
    return (isinstance(x, list) and _l5(x)) or (
        isinstance(x, dict)
        and (
            (
                (v224 := x.get("code")) == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v225 := x.get("message")), str)
                and len(v225) >= 1
            )
            or (
                v224 == "persistence_uncertain"
                and isinstance((v226 := x.get("message")), str)
                and len(v226) >= 1
                and isinstance((v227 := x.get("operation")), str)
                and v227 in _E98
                and (
                    "id" not in x
                    or (
                        isinstance((v228 := x["id"]), str)
                        and len(v228) >= 1
                        and v228[0] not in _CHARS13
                        and v228[-1] not in _CHARS13
                    )
                )
                and _K100.issuperset(x)
            )
            or (
                v224 == "internal_error"
                and len(x) == 2
                and isinstance((v229 := x.get("message")), str)
                and len(v229) >= 1
            )
        )
    )


def _v12(x: object) -> bool:
    return isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str)


def _v77(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and isinstance((v230 := x.get("id")), str)
        and len(v230) >= 1
        and v230[0] not in _CHARS13
        and v230[-1] not in _CHARS13
        and x.get("deleted") is True
    )


def _v78(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 3
        and isinstance((v231 := x.get("id")), str)
        and len(v231) >= 1
        and v231[0] not in _CHARS13
        and v231[-1] not in _CHARS13
        and x.get("deleted") is False
        and x.get("code") == "schedule_not_found"
    )


def _v13(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and isinstance((v232 := x.get("id")), str)
        and len(v232) >= 1
        and v232[0] not in _CHARS13
        and v232[-1] not in _CHARS13
        and x.get("deleted") is True
    ) or (
        isinstance(x, dict)
        and (
            (
                (v233 := x.get("code")) == "schedule_not_found"
                and len(x) == 3
                and isinstance((v234 := x.get("id")), str)
                and len(v234) >= 1
                and v234[0] not in _CHARS13
                and v234[-1] not in _CHARS13
                and x.get("deleted") is False
            )
            or (
                v233 == "invalid_rule"
                and len(x) == 2
                and isinstance((v235 := x.get("message")), str)
                and len(v235) >= 1
            )
            or (
                v233 == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v236 := x.get("message")), str)
                and len(v236) >= 1
            )
            or (
                v233 == "persistence_uncertain"
                and isinstance((v237 := x.get("message")), str)
                and len(v237) >= 1
                and isinstance((v238 := x.get("operation")), str)
                and v238 in _E98
                and (
                    "id" not in x
                    or (
                        isinstance((v239 := x["id"]), str)
                        and len(v239) >= 1
                        and v239[0] not in _CHARS13
                        and v239[-1] not in _CHARS13
                    )
                )
                and _K100.issuperset(x)
            )
            or (
                v233 == "internal_error"
                and len(x) == 2
                and isinstance((v240 := x.get("message")), str)
                and len(v240) >= 1
            )
        )
    )


def _l1(x: Any) -> bool:
    for item in x:
        if not (_v76(item)):
            return False
    return True


def _l2(x: Any) -> bool:
    for item in x:
        if not (_v76(item)):
            return False
    return True


def _l3(x: Any) -> bool:
    for item in x:
        if not (_v76(item)):
            return False
    return True


def _l4(x: Any) -> bool:
    for item in x:
        if not (_v76(item)):
            return False
    return True


def _l5(x: Any) -> bool:
    for item in x:
        if not (_v76(item)):
            return False
    return True


_EX144 = (
    _e6,
    _e69,
)

_EX145 = (
    _e6,
    _e70,
)

_EX146 = (
    _e6,
    _e71,
)

_EX147 = (
    _e6,
    _e72,
)

_EX148 = (
    _e6,
    _e73,
)

_EX149 = (
    _e6,
    _e74,
)

_EX150 = (
    _e6,
    _e75,
)

_EX155 = (
    _e54,
    _e73,
)

_EX156 = (
    _e54,
    _e74,
)

_EX157 = (
    _e54,
    _e75,
)

_EX166 = (
    _e77,
    _e78,
)

_EX167 = (
    _e77,
    _e71,
)

_EX168 = (
    _e77,
    _e73,
)

_EX169 = (
    _e77,
    _e74,
)

_EX170 = (
    _e77,
    _e75,
)
