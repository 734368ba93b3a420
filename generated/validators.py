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

_D60 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json"

_R61 = (
    "type",
    "expected object, got ",
    _D60 + "#/$defs/arguments/type",
)

_K62 = frozenset(
    (
        "prompt",
        "after_seconds",
    )
)

_X63 = Violation(
    "",
    "required",
    'missing required property "prompt"',
    _D60 + "#/$defs/arguments/required",
)

_X64 = Violation(
    "",
    "required",
    'missing required property "after_seconds"',
    _D60 + "#/$defs/arguments/required",
)

_R65 = (
    "type",
    "expected string, got ",
    _D60 + "#/$defs/arguments/properties/prompt/type",
)

_R66 = (
    "type",
    "expected number, got ",
    _D60 + "#/$defs/arguments/properties/after_seconds/type",
)

_X67 = Violation(
    "",
    "oneOf",
    "valid against none of the 8 alternatives",
    _D60 + "#/$defs/output/oneOf",
)

_D75 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json"

_R76 = (
    "type",
    "expected object, got ",
    _D75 + "#/$defs/arguments/type",
)

_R77 = (
    "additionalProperties",
    "is not allowed",
    _D75 + "#/$defs/arguments/additionalProperties",
)

_X78 = Violation(
    "",
    "oneOf",
    "valid against none of the 4 alternatives",
    _D75 + "#/$defs/output/oneOf",
)

_D82 = "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json"

_R83 = (
    "type",
    "expected object, got ",
    _D82 + "#/$defs/arguments/type",
)

_X84 = Violation(
    "",
    "required",
    'missing required property "id"',
    _D82 + "#/$defs/arguments/required",
)

_R85 = (
    "type",
    "expected string, got ",
    _D82 + "#/$defs/arguments/properties/id/type",
)

_R86 = (
    "additionalProperties",
    "is not allowed",
    _D82 + "#/$defs/arguments/additionalProperties",
)

_K87 = frozenset(("id",))

_X88 = Violation(
    "",
    "oneOf",
    "valid against none of the 6 alternatives",
    _D82 + "#/$defs/output/oneOf",
)

_K94 = frozenset(
    (
        "version",
        "operation",
        "schedule",
    )
)

_R95 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleCreate/type",
)

_R96 = (
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_R97 = (
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_R98 = (
    "required",
    'missing required property "schedule"',
    _D26 + "#/$defs/ScheduleCreate/required",
)

_R99 = (
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleCreate/properties/version/const",
)

_R100 = (
    "const",
    'must be "create"',
    _D26 + "#/$defs/ScheduleCreate/properties/operation/const",
)

_R101 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleCreate/additionalProperties",
)

_K102 = frozenset(
    (
        "version",
        "operation",
        "id",
    )
)

_R103 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleDelete/type",
)

_R104 = (
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_R105 = (
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_R106 = (
    "required",
    'missing required property "id"',
    _D26 + "#/$defs/ScheduleDelete/required",
)

_R107 = (
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleDelete/properties/version/const",
)

_R108 = (
    "const",
    'must be "delete"',
    _D26 + "#/$defs/ScheduleDelete/properties/operation/const",
)

_R109 = (
    "minLength",
    "must be at least 1 characters long",
    _D9 + "#/minLength",
)

_R110 = (
    "pattern",
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"',
    _D9 + "#/pattern",
)

_R111 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleDelete/additionalProperties",
)

_R112 = (
    "type",
    "expected object, got ",
    _D26 + "#/$defs/ScheduleDispatch/type",
)

_R113 = (
    "required",
    'missing required property "version"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_R114 = (
    "required",
    'missing required property "operation"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_R115 = (
    "required",
    'missing required property "id"',
    _D26 + "#/$defs/ScheduleDispatch/required",
)

_R116 = (
    "const",
    "must be 1",
    _D26 + "#/$defs/ScheduleDispatch/properties/version/const",
)

_R117 = (
    "const",
    'must be "dispatch"',
    _D26 + "#/$defs/ScheduleDispatch/properties/operation/const",
)

_R118 = (
    "additionalProperties",
    "is not allowed",
    _D26 + "#/$defs/ScheduleDispatch/additionalProperties",
)

_K119 = frozenset(
    (
        "code",
        "message",
    )
)

_R120 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InvalidPrompt/type",
)

_R121 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InvalidPrompt/required",
)

_R122 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InvalidPrompt/required",
)

_R123 = (
    "const",
    'must be "invalid_prompt"',
    _D28 + "#/$defs/InvalidPrompt/properties/code/const",
)

_R124 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InvalidPrompt/properties/message/type",
)

_R125 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InvalidPrompt/properties/message/minLength",
)

_R126 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InvalidPrompt/additionalProperties",
)

_R127 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InvalidSelector/type",
)

_R128 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InvalidSelector/required",
)

_R129 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InvalidSelector/required",
)

_R130 = (
    "const",
    'must be "invalid_selector"',
    _D28 + "#/$defs/InvalidSelector/properties/code/const",
)

_R131 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InvalidSelector/properties/message/type",
)

_R132 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InvalidSelector/properties/message/minLength",
)

_R133 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InvalidSelector/additionalProperties",
)

_R134 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InvalidRule/type",
)

_R135 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InvalidRule/required",
)

_R136 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InvalidRule/required",
)

_R137 = (
    "const",
    'must be "invalid_rule"',
    _D28 + "#/$defs/InvalidRule/properties/code/const",
)

_R138 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InvalidRule/properties/message/type",
)

_R139 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InvalidRule/properties/message/minLength",
)

_R140 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InvalidRule/additionalProperties",
)

_R141 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/TimeOutOfRange/type",
)

_R142 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/TimeOutOfRange/required",
)

_R143 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/TimeOutOfRange/required",
)

_R144 = (
    "const",
    'must be "time_out_of_range"',
    _D28 + "#/$defs/TimeOutOfRange/properties/code/const",
)

_R145 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/TimeOutOfRange/properties/message/type",
)

_R146 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/TimeOutOfRange/properties/message/minLength",
)

_R147 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/TimeOutOfRange/additionalProperties",
)

_R148 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/CorruptScheduleLog/type",
)

_R149 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/CorruptScheduleLog/required",
)

_R150 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/CorruptScheduleLog/required",
)

_R151 = (
    "const",
    'must be "corrupt_schedule_log"',
    _D28 + "#/$defs/CorruptScheduleLog/properties/code/const",
)

_R152 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/CorruptScheduleLog/properties/message/type",
)

_R153 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/CorruptScheduleLog/properties/message/minLength",
)

_R154 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/CorruptScheduleLog/additionalProperties",
)

_R155 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/PersistenceUncertain/type",
)

_K156 = frozenset(
    (
        "code",
        "message",
        "operation",
    )
)

_R157 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/PersistenceUncertain/required",
)

_R158 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/PersistenceUncertain/required",
)

_R159 = (
    "required",
    'missing required property "operation"',
    _D28 + "#/$defs/PersistenceUncertain/required",
)

_R160 = (
    "const",
    'must be "persistence_uncertain"',
    _D28 + "#/$defs/PersistenceUncertain/properties/code/const",
)

_R161 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/PersistenceUncertain/properties/message/type",
)

_R162 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/PersistenceUncertain/properties/message/minLength",
)

_R163 = (
    "enum",
    'must be one of ["create", "list", "delete"]',
    _D28 + "#/$defs/PersistenceUncertain/properties/operation/enum",
)

_R164 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/PersistenceUncertain/additionalProperties",
)

_R165 = (
    "type",
    "expected object, got ",
    _D28 + "#/$defs/InternalError/type",
)

_R166 = (
    "required",
    'missing required property "code"',
    _D28 + "#/$defs/InternalError/required",
)

_R167 = (
    "required",
    'missing required property "message"',
    _D28 + "#/$defs/InternalError/required",
)

_R168 = (
    "const",
    'must be "internal_error"',
    _D28 + "#/$defs/InternalError/properties/code/const",
)

_R169 = (
    "type",
    "expected string, got ",
    _D28 + "#/$defs/InternalError/properties/message/type",
)

_R170 = (
    "minLength",
    "must be at least 1 characters long",
    _D28 + "#/$defs/InternalError/properties/message/minLength",
)

_R171 = (
    "additionalProperties",
    "is not allowed",
    _D28 + "#/$defs/InternalError/additionalProperties",
)

_R172 = (
    "required",
    'missing required property "id"',
    _D47 + "#/required",
)

_R173 = (
    "required",
    'missing required property "kind"',
    _D47 + "#/required",
)

_R174 = (
    "required",
    'missing required property "prompt"',
    _D47 + "#/required",
)

_R175 = (
    "required",
    'missing required property "afterSeconds"',
    _D47 + "#/required",
)

_R176 = (
    "required",
    'missing required property "scheduledAt"',
    _D47 + "#/required",
)

_R177 = (
    "required",
    'missing required property "state"',
    _D47 + "#/required",
)

_R178 = (
    "required",
    'missing required property "deliveryMode"',
    _D47 + "#/required",
)

_R179 = (
    "const",
    'must be "after"',
    _D2 + "#/properties/kind/const",
)

_R180 = (
    "minimum",
    "must be >= 1",
    _D2 + "#/properties/afterSeconds/minimum",
)

_R181 = (
    "maximum",
    "must be <= 9007199254740991",
    _D2 + "#/properties/afterSeconds/maximum",
)

_R182 = (
    "pattern",
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$"',
    _D20 + "#/pattern",
)

_R183 = (
    "enum",
    'must be one of ["scheduled", "overdue"]',
    _D47 + "#/properties/state/enum",
)

_R184 = (
    "const",
    'must be "session-local"',
    _D47 + "#/properties/deliveryMode/const",
)

_R185 = (
    "type",
    "expected array, got ",
    _D75 + "#/$defs/output/oneOf/0/type",
)

_K186 = frozenset(
    (
        "id",
        "deleted",
    )
)

_R187 = (
    "type",
    "expected object, got ",
    _D82 + "#/$defs/deleted/type",
)

_R188 = (
    "required",
    'missing required property "id"',
    _D82 + "#/$defs/deleted/required",
)

_R189 = (
    "required",
    'missing required property "deleted"',
    _D82 + "#/$defs/deleted/required",
)

_R190 = (
    "const",
    "must be true",
    _D82 + "#/$defs/deleted/properties/deleted/const",
)

_R191 = (
    "additionalProperties",
    "is not allowed",
    _D82 + "#/$defs/deleted/additionalProperties",
)

_K192 = frozenset(
    (
        "id",
        "deleted",
        "code",
    )
)

_R193 = (
    "type",
    "expected object, got ",
    _D82 + "#/$defs/notFound/type",
)

_R194 = (
    "required",
    'missing required property "id"',
    _D82 + "#/$defs/notFound/required",
)

_R195 = (
    "required",
    'missing required property "deleted"',
    _D82 + "#/$defs/notFound/required",
)

_R196 = (
    "required",
    'missing required property "code"',
    _D82 + "#/$defs/notFound/required",
)

_R197 = (
    "const",
    "must be false",
    _D82 + "#/$defs/notFound/properties/deleted/const",
)

_R198 = (
    "const",
    'must be "schedule_not_found"',
    _D82 + "#/$defs/notFound/properties/code/const",
)

_R199 = (
    "additionalProperties",
    "is not allowed",
    _D82 + "#/$defs/notFound/additionalProperties",
)

_R200 = (
    "required",
    'missing required property "id"',
    _D2 + "#/required",
)

_R201 = (
    "required",
    'missing required property "kind"',
    _D2 + "#/required",
)

_R202 = (
    "required",
    'missing required property "prompt"',
    _D2 + "#/required",
)

_R203 = (
    "required",
    'missing required property "afterSeconds"',
    _D2 + "#/required",
)

_R204 = (
    "required",
    'missing required property "scheduledAt"',
    _D2 + "#/required",
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
        _e66(instance, "", errors)
    elif tag1 == "delete":
        errors.append(_X27)
        _e67(instance, "", errors)
    elif tag1 == "dispatch":
        errors.append(_X27)
        _e68(instance, "", errors)
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
        _e69(instance, "", errors)
    elif tag1 == "invalid_selector":
        errors.append(_X29)
        _e70(instance, "", errors)
    elif tag1 == "invalid_rule":
        errors.append(_X29)
        _e71(instance, "", errors)
    elif tag1 == "time_out_of_range":
        errors.append(_X29)
        _e72(instance, "", errors)
    elif tag1 == "corrupt_schedule_log":
        errors.append(_X29)
        _e73(instance, "", errors)
    elif tag1 == "persistence_uncertain":
        errors.append(_X29)
        _e74(instance, "", errors)
    elif tag1 == "internal_error":
        errors.append(_X29)
        _e75(instance, "", errors)
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
        errors.append(_mistyped("", instance, _R61))
    if isinstance(instance, dict):
        if not _K62 <= instance.keys():
            if "prompt" not in instance:
                errors.append(_X63)
            if "after_seconds" not in instance:
                errors.append(_X64)
        if "prompt" in instance:
            x1 = instance["prompt"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/prompt", x1, _R65))
        if "after_seconds" in instance:
            x2 = instance["after_seconds"]
            if not (isinstance(x2, (int, float)) and not isinstance(x2, bool)):
                errors.append(_mistyped("/after_seconds", x2, _R66))
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
            and v83 in _E57
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
                    and v91 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v92 := instance["id"]), str)
                            and len(v92) >= 1
                            and v92[0] not in _CHARS13
                            and v92[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
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
            and v83 in _E57
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
                    and v91 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v92 := instance["id"]), str)
                            and len(v92) >= 1
                            and v92[0] not in _CHARS13
                            and v92[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
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
            errors.append(_X67)
            _closest_e(instance, "", errors, _EX68, range(2))
    elif tag1 == "invalid_selector":
        if not ((_v6(instance)) or (_v70(instance))):
            errors.append(_X67)
            _closest_e(instance, "", errors, _EX69, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v6(instance)) or (_v71(instance))):
            errors.append(_X67)
            _closest_e(instance, "", errors, _EX70, range(2))
    elif tag1 == "time_out_of_range":
        if not ((_v6(instance)) or (_v72(instance))):
            errors.append(_X67)
            _closest_e(instance, "", errors, _EX71, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v6(instance)) or (_v73(instance))):
            errors.append(_X67)
            _closest_e(instance, "", errors, _EX72, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v6(instance)) or (_v74(instance))):
            errors.append(_X67)
            _closest_e(instance, "", errors, _EX73, range(2))
    elif tag1 == "internal_error":
        if not ((_v6(instance)) or (_v75(instance))):
            errors.append(_X67)
            _closest_e(instance, "", errors, _EX74, range(2))
    else:
        errors.append(_X67)
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
    return _v10(instance)


def _errors_schedule_list_arguments(instance: Any) -> list[Violation]:
    return [] if _v10(instance) else _collect_schedule_list_arguments(instance)


def _collect_schedule_list_arguments(instance: Any) -> list[Violation]:
    errors: list[Violation] = []
    if not isinstance(instance, dict):
        errors.append(_mistyped("", instance, _R76))
    if isinstance(instance, dict):
        for key1, value2 in instance.items():
            errors.append(tuple.__new__(Violation, ("/" + _esc(key1), *_R77)))
    return errors


def validate_schedule_list_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-list.json (an empty list means valid)."""
    try:
        if (isinstance(instance, list) and _l4(instance)) or (
            isinstance(instance, dict)
            and (
                (
                    (v119 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v120 := instance.get("message")), str)
                    and len(v120) >= 1
                )
                or (
                    v119 == "persistence_uncertain"
                    and isinstance((v121 := instance.get("message")), str)
                    and len(v121) >= 1
                    and isinstance((v122 := instance.get("operation")), str)
                    and v122 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v123 := instance["id"]), str)
                            and len(v123) >= 1
                            and v123[0] not in _CHARS13
                            and v123[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v119 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v124 := instance.get("message")), str)
                    and len(v124) >= 1
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
                    (v119 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v120 := instance.get("message")), str)
                    and len(v120) >= 1
                )
                or (
                    v119 == "persistence_uncertain"
                    and isinstance((v121 := instance.get("message")), str)
                    and len(v121) >= 1
                    and isinstance((v122 := instance.get("operation")), str)
                    and v122 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v123 := instance["id"]), str)
                            and len(v123) >= 1
                            and v123[0] not in _CHARS13
                            and v123[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v119 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v124 := instance.get("message")), str)
                    and len(v124) >= 1
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
            errors.append(_X78)
            _closest_e(instance, "", errors, _EX79, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((isinstance(instance, list) and _l2(instance)) or (_v74(instance))):
            errors.append(_X78)
            _closest_e(instance, "", errors, _EX80, range(2))
    elif tag1 == "internal_error":
        if not ((isinstance(instance, list) and _l3(instance)) or (_v75(instance))):
            errors.append(_X78)
            _closest_e(instance, "", errors, _EX81, range(2))
    else:
        errors.append(_X78)
        _e54(instance, "", errors)
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
        errors.append(_mistyped("", instance, _R83))
    if isinstance(instance, dict):
        if "id" not in instance:
            errors.append(_X84)
        if "id" in instance:
            x1 = instance["id"]
            if not isinstance(x1, str):
                errors.append(_mistyped("/id", x1, _R85))
        if not instance.keys() <= _K87:
            for key2, value3 in instance.items():
                if key2 in _K87:
                    continue
                errors.append(tuple.__new__(Violation, ("/" + _esc(key2), *_R86)))
    return errors


def validate_schedule_delete_output(instance: object) -> list[Violation]:
    """Every violation of schemas/tools/schedule-delete.json (an empty list means valid)."""
    try:
        if (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v137 := instance.get("id")), str)
            and len(v137) >= 1
            and v137[0] not in _CHARS13
            and v137[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v138 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v139 := instance.get("id")), str)
                    and len(v139) >= 1
                    and v139[0] not in _CHARS13
                    and v139[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v138 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v140 := instance.get("message")), str)
                    and len(v140) >= 1
                )
                or (
                    v138 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v141 := instance.get("message")), str)
                    and len(v141) >= 1
                )
                or (
                    v138 == "persistence_uncertain"
                    and isinstance((v142 := instance.get("message")), str)
                    and len(v142) >= 1
                    and isinstance((v143 := instance.get("operation")), str)
                    and v143 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v144 := instance["id"]), str)
                            and len(v144) >= 1
                            and v144[0] not in _CHARS13
                            and v144[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v138 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v145 := instance.get("message")), str)
                    and len(v145) >= 1
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
            and isinstance((v137 := instance.get("id")), str)
            and len(v137) >= 1
            and v137[0] not in _CHARS13
            and v137[-1] not in _CHARS13
            and instance.get("deleted") is True
        ) or (
            isinstance(instance, dict)
            and (
                (
                    (v138 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v139 := instance.get("id")), str)
                    and len(v139) >= 1
                    and v139[0] not in _CHARS13
                    and v139[-1] not in _CHARS13
                    and instance.get("deleted") is False
                )
                or (
                    v138 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v140 := instance.get("message")), str)
                    and len(v140) >= 1
                )
                or (
                    v138 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v141 := instance.get("message")), str)
                    and len(v141) >= 1
                )
                or (
                    v138 == "persistence_uncertain"
                    and isinstance((v142 := instance.get("message")), str)
                    and len(v142) >= 1
                    and isinstance((v143 := instance.get("operation")), str)
                    and v143 in _E30
                    and (
                        "id" not in instance
                        or (
                            isinstance((v144 := instance["id"]), str)
                            and len(v144) >= 1
                            and v144[0] not in _CHARS13
                            and v144[-1] not in _CHARS13
                        )
                    )
                    and _K31.issuperset(instance)
                )
                or (
                    v138 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v145 := instance.get("message")), str)
                    and len(v145) >= 1
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
            errors.append(_X88)
            _closest_e(instance, "", errors, _EX89, range(2))
    elif tag1 == "invalid_rule":
        if not ((_v77(instance)) or (_v71(instance))):
            errors.append(_X88)
            _closest_e(instance, "", errors, _EX90, range(2))
    elif tag1 == "corrupt_schedule_log":
        if not ((_v77(instance)) or (_v73(instance))):
            errors.append(_X88)
            _closest_e(instance, "", errors, _EX91, range(2))
    elif tag1 == "persistence_uncertain":
        if not ((_v77(instance)) or (_v74(instance))):
            errors.append(_X88)
            _closest_e(instance, "", errors, _EX92, range(2))
    elif tag1 == "internal_error":
        if not ((_v77(instance)) or (_v75(instance))):
            errors.append(_X88)
            _closest_e(instance, "", errors, _EX93, range(2))
    else:
        errors.append(_X88)
        _e77(instance, "", errors)
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
                errors.append(tuple.__new__(Violation, (path, *_R200)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R201)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R202)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R203)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R204)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R109)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R110)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R179)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R109)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R110)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R180)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R181)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R182)))
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
                errors.append(tuple.__new__(Violation, (path, *_R172)))
            if "kind" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R173)))
            if "prompt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R174)))
            if "afterSeconds" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R175)))
            if "scheduledAt" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R176)))
            if "state" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R177)))
            if "deliveryMode" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R178)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R109)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R110)))
        if "kind" in x:
            x3 = x["kind"]
            if not (x3 == "after"):
                errors.append(tuple.__new__(Violation, (path + "/kind", *_R179)))
        if "prompt" in x:
            x4 = x["prompt"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/prompt", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R109)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/prompt", *_R110)))
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
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R180)))
                if not (x5 <= 9007199254740991):
                    errors.append(tuple.__new__(Violation, (path + "/afterSeconds", *_R181)))
        if "scheduledAt" in x:
            x6 = x["scheduledAt"]
            if not isinstance(x6, str):
                errors.append(_mistyped(path + "/scheduledAt", x6, _R21))
            if isinstance(x6, str):
                if _P23.search(x6) is None:
                    errors.append(tuple.__new__(Violation, (path + "/scheduledAt", *_R182)))
        if "state" in x:
            x7 = x["state"]
            if not (isinstance(x7, str) and x7 in _E57):
                errors.append(tuple.__new__(Violation, (path + "/state", *_R183)))
        if "deliveryMode" in x:
            x8 = x["deliveryMode"]
            if not (x8 == "session-local"):
                errors.append(tuple.__new__(Violation, (path + "/deliveryMode", *_R184)))
        if not exact1:
            for key9 in x:
                if key9 not in _K46:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key9), *_R59)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _e54(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, list):
        errors.append(_mistyped(path, x, _R185))
    if isinstance(x, list):
        for index1 in range(0, len(x)):
            item2 = x[index1]
            if not _v6(item2):
                _e6(item2, path + "/" + str(index1), errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
def _e66(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R95))
    if isinstance(x, dict):
        exact1 = x.keys() == _K94
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R96)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R97)))
            if "schedule" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R98)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 1 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R99)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "create"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R100)))
        if "schedule" in x:
            _e0(x["schedule"], path + "/schedule", errors)
        if not exact1:
            for key4 in x:
                if key4 not in _K94:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R101)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
def _e67(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R103))
    if isinstance(x, dict):
        exact1 = x.keys() == _K102
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R104)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R105)))
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R106)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 1 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R107)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "delete"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R108)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R109)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R110)))
        if not exact1:
            for key5 in x:
                if key5 not in _K102:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R111)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
def _e68(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R112))
    if isinstance(x, dict):
        exact1 = x.keys() == _K102
        if not exact1:
            if "version" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R113)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R114)))
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R115)))
        if "version" in x:
            x2 = x["version"]
            if not (x2 == 1 and not isinstance(x2, bool)):
                errors.append(tuple.__new__(Violation, (path + "/version", *_R116)))
        if "operation" in x:
            x3 = x["operation"]
            if not (x3 == "dispatch"):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R117)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R109)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R110)))
        if not exact1:
            for key5 in x:
                if key5 not in _K102:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R118)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _e69(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R120))
    if isinstance(x, dict):
        exact1 = x.keys() == _K119
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R121)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R122)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_prompt"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R123)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R124))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R125)))
        if not exact1:
            for key4 in x:
                if key4 not in _K119:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R126)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _e70(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R127))
    if isinstance(x, dict):
        exact1 = x.keys() == _K119
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R128)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R129)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_selector"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R130)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R131))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R132)))
        if not exact1:
            for key4 in x:
                if key4 not in _K119:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R133)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _e71(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R134))
    if isinstance(x, dict):
        exact1 = x.keys() == _K119
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R135)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R136)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "invalid_rule"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R137)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R138))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R139)))
        if not exact1:
            for key4 in x:
                if key4 not in _K119:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R140)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _e72(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R141))
    if isinstance(x, dict):
        exact1 = x.keys() == _K119
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R142)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R143)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "time_out_of_range"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R144)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R145))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R146)))
        if not exact1:
            for key4 in x:
                if key4 not in _K119:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R147)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _e73(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R148))
    if isinstance(x, dict):
        exact1 = x.keys() == _K119
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R149)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R150)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "corrupt_schedule_log"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R151)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R152))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R153)))
        if not exact1:
            for key4 in x:
                if key4 not in _K119:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R154)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _e74(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R155))
    if isinstance(x, dict):
        if not _K156 <= x.keys():
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R157)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R158)))
            if "operation" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R159)))
        if "code" in x:
            x1 = x["code"]
            if not (x1 == "persistence_uncertain"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R160)))
        if "message" in x:
            x2 = x["message"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/message", x2, _R161))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R162)))
        if "operation" in x:
            x3 = x["operation"]
            if not (isinstance(x3, str) and x3 in _E30):
                errors.append(tuple.__new__(Violation, (path + "/operation", *_R163)))
        if "id" in x:
            x4 = x["id"]
            if not isinstance(x4, str):
                errors.append(_mistyped(path + "/id", x4, _R10))
            if isinstance(x4, str):
                if not (len(x4) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R109)))
                if not (len(x4) >= 1 and x4[0] not in _CHARS13 and x4[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R110)))
        if not x.keys() <= _K31:
            for key5, value6 in x.items():
                if key5 in _K31:
                    continue
                errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R164)))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _e75(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R165))
    if isinstance(x, dict):
        exact1 = x.keys() == _K119
        if not exact1:
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R166)))
            if "message" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R167)))
        if "code" in x:
            x2 = x["code"]
            if not (x2 == "internal_error"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R168)))
        if "message" in x:
            x3 = x["message"]
            if not isinstance(x3, str):
                errors.append(_mistyped(path + "/message", x3, _R169))
            if isinstance(x3, str):
                if not (len(x3) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/message", *_R170)))
        if not exact1:
            for key4 in x:
                if key4 not in _K119:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R171)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _e77(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R187))
    if isinstance(x, dict):
        exact1 = x.keys() == _K186
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R188)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R189)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R109)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R110)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is True):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R190)))
        if not exact1:
            for key4 in x:
                if key4 not in _K186:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key4), *_R191)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _e78(x: Any, path: str, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_mistyped(path, x, _R193))
    if isinstance(x, dict):
        exact1 = x.keys() == _K192
        if not exact1:
            if "id" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R194)))
            if "deleted" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R195)))
            if "code" not in x:
                errors.append(tuple.__new__(Violation, (path, *_R196)))
        if "id" in x:
            x2 = x["id"]
            if not isinstance(x2, str):
                errors.append(_mistyped(path + "/id", x2, _R10))
            if isinstance(x2, str):
                if not (len(x2) >= 1):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R109)))
                if not (len(x2) >= 1 and x2[0] not in _CHARS13 and x2[-1] not in _CHARS13):
                    errors.append(tuple.__new__(Violation, (path + "/id", *_R110)))
        if "deleted" in x:
            x3 = x["deleted"]
            if not (x3 is False):
                errors.append(tuple.__new__(Violation, (path + "/deleted", *_R197)))
        if "code" in x:
            x4 = x["code"]
            if not (x4 == "schedule_not_found"):
                errors.append(tuple.__new__(Violation, (path + "/code", *_R198)))
        if not exact1:
            for key5 in x:
                if key5 not in _K192:
                    errors.append(tuple.__new__(Violation, (path + "/" + _esc(key5), *_R199)))


def _v0(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 5
        and isinstance((v151 := x.get("id")), str)
        and len(v151) >= 1
        and v151[0] not in _CHARS13
        and v151[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v152 := x.get("prompt")), str)
        and len(v152) >= 1
        and v152[0] not in _CHARS13
        and v152[-1] not in _CHARS13
        and (
            type(v153 := x.get("afterSeconds")) is int
            or (isinstance(v153, int) and not isinstance(v153, bool))
            or (isinstance(v153, float) and float.is_integer(v153))
        )
        and v153 >= 1
        and v153 <= 9007199254740991
        and isinstance((v154 := x.get("scheduledAt")), str)
        and _P23.search(v154) is not None
    )


def _v1(x: object) -> bool:
    return isinstance(x, str) and _P23.search(x) is not None


def _v2(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v155 := x.get("operation")) == "create"
            and len(x) == 3
            and (v156 := x.get("version")) == 1
            and not isinstance(v156, bool)
            and isinstance((v161 := x.get("schedule")), dict)
            and len(v161) == 5
            and isinstance((v157 := v161.get("id")), str)
            and len(v157) >= 1
            and v157[0] not in _CHARS13
            and v157[-1] not in _CHARS13
            and v161.get("kind") == "after"
            and isinstance((v158 := v161.get("prompt")), str)
            and len(v158) >= 1
            and v158[0] not in _CHARS13
            and v158[-1] not in _CHARS13
            and (
                type(v159 := v161.get("afterSeconds")) is int
                or (isinstance(v159, int) and not isinstance(v159, bool))
                or (isinstance(v159, float) and float.is_integer(v159))
            )
            and v159 >= 1
            and v159 <= 9007199254740991
            and isinstance((v160 := v161.get("scheduledAt")), str)
            and _P23.search(v160) is not None
        )
        or (
            v155 == "delete"
            and len(x) == 3
            and (v162 := x.get("version")) == 1
            and not isinstance(v162, bool)
            and isinstance((v163 := x.get("id")), str)
            and len(v163) >= 1
            and v163[0] not in _CHARS13
            and v163[-1] not in _CHARS13
        )
        or (
            v155 == "dispatch"
            and len(x) == 3
            and (v164 := x.get("version")) == 1
            and not isinstance(v164, bool)
            and isinstance((v165 := x.get("id")), str)
            and len(v165) >= 1
            and v165[0] not in _CHARS13
            and v165[-1] not in _CHARS13
        )
    )


def _v3(x: object) -> bool:
    return isinstance(x, dict) and (
        (
            (v166 := x.get("code")) == "invalid_prompt"
            and len(x) == 2
            and isinstance((v167 := x.get("message")), str)
            and len(v167) >= 1
        )
        or (
            v166 == "invalid_selector"
            and len(x) == 2
            and isinstance((v168 := x.get("message")), str)
            and len(v168) >= 1
        )
        or (
            v166 == "invalid_rule"
            and len(x) == 2
            and isinstance((v169 := x.get("message")), str)
            and len(v169) >= 1
        )
        or (
            v166 == "time_out_of_range"
            and len(x) == 2
            and isinstance((v170 := x.get("message")), str)
            and len(v170) >= 1
        )
        or (
            v166 == "corrupt_schedule_log"
            and len(x) == 2
            and isinstance((v171 := x.get("message")), str)
            and len(v171) >= 1
        )
        or (
            v166 == "persistence_uncertain"
            and isinstance((v172 := x.get("message")), str)
            and len(v172) >= 1
            and isinstance((v173 := x.get("operation")), str)
            and v173 in _E30
            and (
                "id" not in x
                or (
                    isinstance((v174 := x["id"]), str)
                    and len(v174) >= 1
                    and v174[0] not in _CHARS13
                    and v174[-1] not in _CHARS13
                )
            )
            and _K31.issuperset(x)
        )
        or (
            v166 == "internal_error"
            and len(x) == 2
            and isinstance((v175 := x.get("message")), str)
            and len(v175) >= 1
        )
    )


def _v4(x: object) -> bool:
    return isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v5(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 4
        and isinstance((v176 := x.get("scheduleId")), str)
        and len(v176) >= 1
        and v176[0] not in _CHARS13
        and v176[-1] not in _CHARS13
        and isinstance((v177 := x.get("prompt")), str)
        and len(v177) >= 1
        and v177[0] not in _CHARS13
        and v177[-1] not in _CHARS13
        and isinstance((v178 := x.get("occurrenceAt")), str)
        and _P23.search(v178) is not None
        and x.get("deliveryMode") == "session-local"
    )


def _v6(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v179 := x.get("id")), str)
        and len(v179) >= 1
        and v179[0] not in _CHARS13
        and v179[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v180 := x.get("prompt")), str)
        and len(v180) >= 1
        and v180[0] not in _CHARS13
        and v180[-1] not in _CHARS13
        and (
            type(v181 := x.get("afterSeconds")) is int
            or (isinstance(v181, int) and not isinstance(v181, bool))
            or (isinstance(v181, float) and float.is_integer(v181))
        )
        and v181 >= 1
        and v181 <= 9007199254740991
        and isinstance((v182 := x.get("scheduledAt")), str)
        and _P23.search(v182) is not None
        and isinstance((v183 := x.get("state")), str)
        and v183 in _E57
        and x.get("deliveryMode") == "session-local"
    )


def _v7(x: object) -> bool:
    return isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS13 and x[-1] not in _CHARS13


def _v8(x: object) -> bool:
    return (
        isinstance(x, dict)
        and isinstance(x.get("prompt"), str)
        and isinstance((v184 := x.get("after_seconds")), (int, float))
        and not isinstance(v184, bool)
    )


def _v69(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_prompt"
        and isinstance((v185 := x.get("message")), str)
        and len(v185) >= 1
    )


def _v70(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_selector"
        and isinstance((v186 := x.get("message")), str)
        and len(v186) >= 1
    )


def _v71(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "invalid_rule"
        and isinstance((v187 := x.get("message")), str)
        and len(v187) >= 1
    )


def _v72(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "time_out_of_range"
        and isinstance((v188 := x.get("message")), str)
        and len(v188) >= 1
    )


def _v73(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "corrupt_schedule_log"
        and isinstance((v189 := x.get("message")), str)
        and len(v189) >= 1
    )


def _v74(x: object) -> bool:
    return (
        isinstance(x, dict)
        and x.get("code") == "persistence_uncertain"
        and isinstance((v190 := x.get("message")), str)
        and len(v190) >= 1
        and isinstance((v191 := x.get("operation")), str)
        and v191 in _E30
        and (
            "id" not in x
            or (
                isinstance((v192 := x["id"]), str)
                and len(v192) >= 1
                and v192[0] not in _CHARS13
                and v192[-1] not in _CHARS13
            )
        )
        and _K31.issuperset(x)
    )


def _v75(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and x.get("code") == "internal_error"
        and isinstance((v193 := x.get("message")), str)
        and len(v193) >= 1
    )


def _v9(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v194 := x.get("id")), str)
        and len(v194) >= 1
        and v194[0] not in _CHARS13
        and v194[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v195 := x.get("prompt")), str)
        and len(v195) >= 1
        and v195[0] not in _CHARS13
        and v195[-1] not in _CHARS13
        and (
            type(v196 := x.get("afterSeconds")) is int
            or (isinstance(v196, int) and not isinstance(v196, bool))
            or (isinstance(v196, float) and float.is_integer(v196))
        )
        and v196 >= 1
        and v196 <= 9007199254740991
        and isinstance((v197 := x.get("scheduledAt")), str)
        and _P23.search(v197) is not None
        and isinstance((v198 := x.get("state")), str)
        and v198 in _E57
        and x.get("deliveryMode") == "session-local"
    ) or (
        isinstance(x, dict)
        and (
            (
                (v199 := x.get("code")) == "invalid_prompt"
                and len(x) == 2
                and isinstance((v200 := x.get("message")), str)
                and len(v200) >= 1
            )
            or (
                v199 == "invalid_selector"
                and len(x) == 2
                and isinstance((v201 := x.get("message")), str)
                and len(v201) >= 1
            )
            or (
                v199 == "invalid_rule"
                and len(x) == 2
                and isinstance((v202 := x.get("message")), str)
                and len(v202) >= 1
            )
            or (
                v199 == "time_out_of_range"
                and len(x) == 2
                and isinstance((v203 := x.get("message")), str)
                and len(v203) >= 1
            )
            or (
                v199 == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v204 := x.get("message")), str)
                and len(v204) >= 1
            )
            or (
                v199 == "persistence_uncertain"
                and isinstance((v205 := x.get("message")), str)
                and len(v205) >= 1
                and isinstance((v206 := x.get("operation")), str)
                and v206 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v207 := x["id"]), str)
                        and len(v207) >= 1
                        and v207[0] not in _CHARS13
                        and v207[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v199 == "internal_error"
                and len(x) == 2
                and isinstance((v208 := x.get("message")), str)
                and len(v208) >= 1
            )
        )
    )


def _v10(x: object) -> bool:
    return isinstance(x, dict) and not x


def _v76(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v209 := x.get("id")), str)
        and len(v209) >= 1
        and v209[0] not in _CHARS13
        and v209[-1] not in _CHARS13
        and x.get("kind") == "after"
        and isinstance((v210 := x.get("prompt")), str)
        and len(v210) >= 1
        and v210[0] not in _CHARS13
        and v210[-1] not in _CHARS13
        and (
            type(v211 := x.get("afterSeconds")) is int
            or (isinstance(v211, int) and not isinstance(v211, bool))
            or (isinstance(v211, float) and float.is_integer(v211))
        )
        and v211 >= 1
        and v211 <= 9007199254740991
        and isinstance((v212 := x.get("scheduledAt")), str)
        and _P23.search(v212) is not None
        and isinstance((v213 := x.get("state")), str)
        and v213 in _E57
        and x.get("deliveryMode") == "session-local"
    )


def _v11(x: object) -> bool:
    return (isinstance(x, list) and _l5(x)) or (
        isinstance(x, dict)
        and (
            (
                (v219 := x.get("code")) == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v220 := x.get("message")), str)
                and len(v220) >= 1
            )
            or (
                v219 == "persistence_uncertain"
                and isinstance((v221 := x.get("message")), str)
                and len(v221) >= 1
                and isinstance((v222 := x.get("operation")), str)
                and v222 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v223 := x["id"]), str)
                        and len(v223) >= 1
                        and v223[0] not in _CHARS13
                        and v223[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v219 == "internal_error"
                and len(x) == 2
                and isinstance((v224 := x.get("message")), str)
                and len(v224) >= 1
            )
        )
    )


def _v12(x: object) -> bool:
    return isinstance(x, dict) and len(x) == 1 and isinstance(x.get("id"), str)


def _v77(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and isinstance((v225 := x.get("id")), str)
        and len(v225) >= 1
        and v225[0] not in _CHARS13
        and v225[-1] not in _CHARS13
        and x.get("deleted") is True
    )


def _v78(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 3
        and isinstance((v226 := x.get("id")), str)
        and len(v226) >= 1
        and v226[0] not in _CHARS13
        and v226[-1] not in _CHARS13
        and x.get("deleted") is False
        and x.get("code") == "schedule_not_found"
    )


def _v13(x: object) -> bool:
    return (
        isinstance(x, dict)
        and len(x) == 2
        and isinstance((v227 := x.get("id")), str)
        and len(v227) >= 1
        and v227[0] not in _CHARS13
        and v227[-1] not in _CHARS13
        and x.get("deleted") is True
    ) or (
        isinstance(x, dict)
        and (
            (
                (v228 := x.get("code")) == "schedule_not_found"
                and len(x) == 3
                and isinstance((v229 := x.get("id")), str)
                and len(v229) >= 1
                and v229[0] not in _CHARS13
                and v229[-1] not in _CHARS13
                and x.get("deleted") is False
            )
            or (
                v228 == "invalid_rule"
                and len(x) == 2
                and isinstance((v230 := x.get("message")), str)
                and len(v230) >= 1
            )
            or (
                v228 == "corrupt_schedule_log"
                and len(x) == 2
                and isinstance((v231 := x.get("message")), str)
                and len(v231) >= 1
            )
            or (
                v228 == "persistence_uncertain"
                and isinstance((v232 := x.get("message")), str)
                and len(v232) >= 1
                and isinstance((v233 := x.get("operation")), str)
                and v233 in _E30
                and (
                    "id" not in x
                    or (
                        isinstance((v234 := x["id"]), str)
                        and len(v234) >= 1
                        and v234[0] not in _CHARS13
                        and v234[-1] not in _CHARS13
                    )
                )
                and _K31.issuperset(x)
            )
            or (
                v228 == "internal_error"
                and len(x) == 2
                and isinstance((v235 := x.get("message")), str)
                and len(v235) >= 1
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


_EX68 = (
    _e6,
    _e69,
)

_EX69 = (
    _e6,
    _e70,
)

_EX70 = (
    _e6,
    _e71,
)

_EX71 = (
    _e6,
    _e72,
)

_EX72 = (
    _e6,
    _e73,
)

_EX73 = (
    _e6,
    _e74,
)

_EX74 = (
    _e6,
    _e75,
)

_EX79 = (
    _e54,
    _e73,
)

_EX80 = (
    _e54,
    _e74,
)

_EX81 = (
    _e54,
    _e75,
)

_EX89 = (
    _e77,
    _e78,
)

_EX90 = (
    _e77,
    _e71,
)

_EX91 = (
    _e77,
    _e73,
)

_EX92 = (
    _e77,
    _e74,
)

_EX93 = (
    _e77,
    _e75,
)
