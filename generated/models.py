# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
# Change the schemas or the generator instead, then run `make generate`.

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from msgspec import UNSET, Meta, UnsetType

from dsh_schedule.generated.struct_base import StrictStruct


class AfterScheduleRecord(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[
        Literal["after"], Meta(description="The rule kind. Version 1 knows only relative delays.")
    ]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model when the reminder is due."
        ),
    ]
    afterSeconds: Annotated[
        int,
        Meta(
            description="The delay in whole seconds, a positive safe integer.",
            ge=1,
            le=9007199254740991,
        ),
    ]
    scheduledAt: Annotated[
        Instant, Meta(description="When the reminder is due: creation time plus afterSeconds.")
    ]


class CorruptScheduleLog(StrictStruct, tag_field="code", tag="corrupt_schedule_log"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


Instant: TypeAlias = Annotated[
    str,
    Meta(
        description="A UTC instant in canonical form YYYY-MM-DDTHH:MM:SS.mmmZ: a four-digit year from 0001 to 9999, exactly three fractional digits and always Z. The pattern fixes the shape and field ranges; that the date exists in the calendar (no February 30) is checked by the runtime.",
        pattern="^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$",
        title="Instant",
    ),
]


class InternalError(StrictStruct, tag_field="code", tag="internal_error"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class InvalidPrompt(StrictStruct, tag_field="code", tag="invalid_prompt"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class InvalidRule(StrictStruct, tag_field="code", tag="invalid_rule"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class InvalidSelector(StrictStruct, tag_field="code", tag="invalid_selector"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class PersistenceUncertain(StrictStruct, tag_field="code", tag="persistence_uncertain"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]
    operation: Annotated[
        Literal["create", "list", "delete"],
        Meta(description="The tool operation that could not be confirmed."),
    ]
    id: (
        Annotated[
            ScheduleId, Meta(description="The reminder id, when the operation already knew it.")
        ]
        | UnsetType
    ) = UNSET


class ScheduleCreate(StrictStruct, tag_field="operation", tag="create"):
    version: Annotated[Literal[1], Meta(description="The change format version.")]
    schedule: Annotated[AfterScheduleRecord, Meta(description="The durable reminder record.")]


class ScheduleCreateArguments(StrictStruct):
    prompt: Annotated[
        str,
        Meta(
            description="What to remind about, in your own words. Leading and trailing whitespace is removed."
        ),
    ]
    after_seconds: Annotated[
        float, Meta(description="Delay in whole seconds from now; a positive integer.")
    ]


class ScheduleDelete(StrictStruct, tag_field="operation", tag="delete"):
    version: Annotated[Literal[1], Meta(description="The change format version.")]
    id: Annotated[ScheduleId, Meta(description="The id of the active reminder.")]


class ScheduleDeleteArguments(StrictStruct):
    id: Annotated[str, Meta(description="The exact reminder id, for example schedule-1.")]


class ScheduleDeleted(StrictStruct):
    id: ScheduleId
    deleted: bool


class ScheduleDispatch(StrictStruct, tag_field="operation", tag="dispatch"):
    version: Annotated[Literal[1], Meta(description="The change format version.")]
    id: Annotated[ScheduleId, Meta(description="The id of the active reminder.")]


ScheduleChange: TypeAlias = Annotated[
    ScheduleCreate | ScheduleDelete | ScheduleDispatch,
    Meta(
        description="The data of a schedule/change session event, version 1: exactly one of create, delete or dispatch. The session log owns every reminder; replay of these changes is strict.",
        title="ScheduleChange",
    ),
]


class ScheduleListArguments(StrictStruct):
    pass


class ScheduleNotFound(StrictStruct):
    id: ScheduleId
    deleted: bool
    code: Literal["schedule_not_found"]


ScheduleDeleteOutput: TypeAlias = Annotated[
    ScheduleDeleted
    | ScheduleNotFound
    | InvalidRule
    | CorruptScheduleLog
    | PersistenceUncertain
    | InternalError,
    Meta(
        description="Whether the reminder was cancelled, or a domain error.",
        title="ScheduleDeleteOutput",
    ),
]


class ScheduleReminderPresentation(StrictStruct):
    scheduleId: Annotated[ScheduleId, Meta(description="The id of the delivered reminder.")]
    prompt: Annotated[TrimmedText, Meta(description="The reminder text.")]
    occurrenceAt: Annotated[Instant, Meta(description="The reminder's scheduledAt.")]
    deliveryMode: Annotated[
        Literal["session-local"], Meta(description="Always session-local in version 1.")
    ]


class ScheduleView(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[
        Literal["after"], Meta(description="The rule kind. Version 1 knows only relative delays.")
    ]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model when the reminder is due."
        ),
    ]
    afterSeconds: Annotated[
        int,
        Meta(
            description="The delay in whole seconds, a positive safe integer.",
            ge=1,
            le=9007199254740991,
        ),
    ]
    scheduledAt: Annotated[
        Instant, Meta(description="When the reminder is due: creation time plus afterSeconds.")
    ]
    state: Annotated[
        Literal["scheduled", "overdue"],
        Meta(
            description="scheduled while the due time is still ahead; overdue once it has been reached and the reminder has not been delivered yet."
        ),
    ]
    deliveryMode: Annotated[
        Literal["session-local"],
        Meta(description="Reminders are delivered only inside this session while it is live."),
    ]


ScheduleListOutput: TypeAlias = Annotated[
    list[ScheduleView] | CorruptScheduleLog | PersistenceUncertain | InternalError,
    Meta(description="The active reminders, or a domain error.", title="ScheduleListOutput"),
]


class TimeOutOfRange(StrictStruct, tag_field="code", tag="time_out_of_range"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


ScheduleCreateOutput: TypeAlias = Annotated[
    ScheduleView
    | InvalidPrompt
    | InvalidSelector
    | InvalidRule
    | TimeOutOfRange
    | CorruptScheduleLog
    | PersistenceUncertain
    | InternalError,
    Meta(description="The created reminder, or a domain error.", title="ScheduleCreateOutput"),
]


ScheduleError: TypeAlias = Annotated[
    InvalidPrompt
    | InvalidSelector
    | InvalidRule
    | TimeOutOfRange
    | CorruptScheduleLog
    | PersistenceUncertain
    | InternalError,
    Meta(
        description="A closed v1 domain error returned as a tool value (never as a host failure). The codes are invalid_prompt, invalid_selector, invalid_rule, time_out_of_range, corrupt_schedule_log, persistence_uncertain and internal_error; messages never carry exception text.",
        title="ScheduleError",
    ),
]


TrimmedText: TypeAlias = Annotated[
    str,
    Meta(
        description="Non-empty text that is already trimmed: its first and last characters are not JavaScript trim() whitespace (U+0009-U+000D, U+0020, U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF). The whitespace set is spelled out in the pattern so that every regular-expression engine reads it the same way.",
        min_length=1,
        pattern="^[^\t-\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\s\\S]*[^\t-\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$",
        title="TrimmedText",
    ),
]


ScheduleId: TypeAlias = Annotated[
    TrimmedText,
    Meta(
        description="A reminder's session-local identifier. Ids are allocated as schedule-N, but any non-empty, unpadded string is a valid durable id; no other format is imposed when a log is read back.",
        title="ScheduleId",
    ),
]

ScheduleChangeOperation: TypeAlias = Literal["create", "delete", "dispatch"]
"""The `operation` of each ScheduleChange."""

ScheduleErrorCode: TypeAlias = Literal[
    "invalid_prompt",
    "invalid_selector",
    "invalid_rule",
    "time_out_of_range",
    "corrupt_schedule_log",
    "persistence_uncertain",
    "internal_error",
]
"""The `code` of each ScheduleError."""

PROPERTY_NAMES: dict[type[StrictStruct], tuple[str, ...]] = {
    AfterScheduleRecord: ("id", "kind", "prompt", "afterSeconds", "scheduledAt"),
    CorruptScheduleLog: ("code", "message"),
    InternalError: ("code", "message"),
    InvalidPrompt: ("code", "message"),
    InvalidRule: ("code", "message"),
    InvalidSelector: ("code", "message"),
    PersistenceUncertain: ("code", "message", "operation", "id"),
    ScheduleCreate: ("version", "operation", "schedule"),
    ScheduleCreateArguments: ("prompt", "after_seconds"),
    ScheduleDelete: ("version", "operation", "id"),
    ScheduleDeleteArguments: ("id",),
    ScheduleDeleted: ("id", "deleted"),
    ScheduleDispatch: ("version", "operation", "id"),
    ScheduleListArguments: (),
    ScheduleNotFound: ("id", "deleted", "code"),
    ScheduleReminderPresentation: ("scheduleId", "prompt", "occurrenceAt", "deliveryMode"),
    ScheduleView: ("id", "kind", "prompt", "afterSeconds", "scheduledAt", "state", "deliveryMode"),
    TimeOutOfRange: ("code", "message"),
}
"""The properties each model's schema declares, in schema order (a tagged model's tag among them)."""
