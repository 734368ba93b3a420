# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs af53dc7c5306021e7e7adbcceb7e62bc text 8d8a4c8174f33f4afa518f947f679099

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


class AtLocalTime(StrictStruct):
    date: Annotated[str, Meta(description="The local date, YYYY-MM-DD.")] | UnsetType = UNSET
    time: Annotated[str, Meta(description="The local time, HH:MM or HH:MM:SS.")] | UnsetType = UNSET
    time_zone: (
        Annotated[
            str,
            Meta(
                description="An IANA Area/Location name such as Europe/Paris or America/New_York, or UTC; not an abbreviation such as EST or CET."
            ),
        ]
        | UnsetType
    ) = UNSET


class AtScheduleRecord(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[Literal["at"], Meta(description="The rule kind: an absolute time.")]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model when the reminder is due."
        ),
    ]
    scheduledAt: Annotated[
        Instant,
        Meta(
            description="When the reminder is due, in UTC. It was strictly in the future when the reminder was created."
        ),
    ]


class AtScheduleView(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[Literal["at"], Meta(description="The rule kind: an absolute time.")]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model when the reminder is due."
        ),
    ]
    scheduledAt: Annotated[
        Instant,
        Meta(
            description="When the reminder is due, in UTC. It was strictly in the future when the reminder was created."
        ),
    ]
    state: Annotated[
        Literal["scheduled", "overdue"],
        Meta(
            description="scheduled while the next occurrence is still ahead; overdue once it has been reached and not yet delivered."
        ),
    ]
    deliveryMode: Annotated[
        Literal["session-local"],
        Meta(description="Reminders are delivered only inside this session while it is live."),
    ]


class CalendarRule(StrictStruct):
    time: (
        Annotated[str, Meta(description="The local time of day, HH:MM (24-hour clock).")]
        | UnsetType
    ) = UNSET
    days: (
        Annotated[
            list[str],
            Meta(
                description="The weekdays, distinct, in week order, from mon tue wed thu fri sat sun; leave it out for every day."
            ),
        ]
        | UnsetType
    ) = UNSET
    time_zone: (
        Annotated[
            str,
            Meta(
                description="An IANA Area/Location name such as Europe/Paris or America/New_York, or UTC; not an abbreviation such as EST or CET."
            ),
        ]
        | UnsetType
    ) = UNSET


class CalendarScheduleRecord(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[
        Literal["calendar"], Meta(description="The rule kind: a local time on a weekly calendar.")
    ]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model each time the reminder is due."
        ),
    ]
    time: Annotated[
        str,
        Meta(
            description="The local time of day, HH:MM on a 24-hour clock, from 00:00 to 23:59.",
            pattern="^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",
        ),
    ]
    days: Annotated[
        list[Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]],
        Meta(
            description="The weekdays the reminder is due on: a non-empty list of distinct names in week order, mon tue wed thu fri sat sun (the full week when the caller named none)."
        ),
    ]
    timeZone: Annotated[
        str,
        Meta(
            description="The IANA time zone name, such as Europe/Paris, whose rules (from the tzdata package) turn the local time into instants.",
            pattern="^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$",
        ),
    ]
    scheduledAt: Annotated[
        Instant,
        Meta(description="The next occurrence, in UTC (in a create change: the first one)."),
    ]


class CalendarScheduleView(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[
        Literal["calendar"], Meta(description="The rule kind: a local time on a weekly calendar.")
    ]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model each time the reminder is due."
        ),
    ]
    time: Annotated[
        str,
        Meta(
            description="The local time of day, HH:MM on a 24-hour clock, from 00:00 to 23:59.",
            pattern="^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",
        ),
    ]
    days: Annotated[
        list[Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]],
        Meta(
            description="The weekdays the reminder is due on: a non-empty list of distinct names in week order, mon tue wed thu fri sat sun (the full week when the caller named none)."
        ),
    ]
    timeZone: Annotated[
        str,
        Meta(
            description="The IANA time zone name, such as Europe/Paris, whose rules (from the tzdata package) turn the local time into instants.",
            pattern="^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$",
        ),
    ]
    scheduledAt: Annotated[
        Instant,
        Meta(description="The next occurrence, in UTC (in a create change: the first one)."),
    ]
    state: Annotated[
        Literal["scheduled", "overdue"],
        Meta(
            description="scheduled while the next occurrence is still ahead; overdue once it has been reached and not yet delivered."
        ),
    ]
    deliveryMode: Annotated[
        Literal["session-local"],
        Meta(description="Reminders are delivered only inside this session while it is live."),
    ]
    scheduledLocal: Annotated[
        str,
        Meta(
            description="The next occurrence as local wall time in timeZone, YYYY-MM-DDTHH:MM:SS+HH:MM (for example 2026-12-02T08:30:00+01:00).",
            pattern="^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$",
        ),
    ]


class CorruptScheduleLog(StrictStruct, tag_field="code", tag="corrupt_schedule_log"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class EveryScheduleRecord(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[Literal["every"], Meta(description="The rule kind: a fixed rate.")]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model each time the reminder is due."
        ),
    ]
    everySeconds: Annotated[
        int,
        Meta(
            description="The interval in whole seconds: a safe integer of at least 300 (five minutes), so that a standing reminder cannot flood the session.",
            ge=300,
            le=9007199254740991,
        ),
    ]
    scheduledAt: Annotated[
        Instant,
        Meta(description="The next occurrence, in UTC (in a create change: the first one)."),
    ]


class EveryScheduleView(StrictStruct):
    id: Annotated[ScheduleId, Meta(description="The reminder's session-local id.")]
    kind: Annotated[Literal["every"], Meta(description="The rule kind: a fixed rate.")]
    prompt: Annotated[
        TrimmedText,
        Meta(
            description="The reminder text, already trimmed, shown to the model each time the reminder is due."
        ),
    ]
    everySeconds: Annotated[
        int,
        Meta(
            description="The interval in whole seconds: a safe integer of at least 300 (five minutes), so that a standing reminder cannot flood the session.",
            ge=300,
            le=9007199254740991,
        ),
    ]
    scheduledAt: Annotated[
        Instant,
        Meta(description="The next occurrence, in UTC (in a create change: the first one)."),
    ]
    state: Annotated[
        Literal["scheduled", "overdue"],
        Meta(
            description="scheduled while the next occurrence is still ahead; overdue once it has been reached and not yet delivered."
        ),
    ]
    deliveryMode: Annotated[
        Literal["session-local"],
        Meta(description="Reminders are delivered only inside this session while it is live."),
    ]


class FrequencyTooHigh(StrictStruct, tag_field="code", tag="frequency_too_high"):
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


class InvalidRuleV2(StrictStruct, tag_field="code", tag="invalid_rule"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class InvalidSelector(StrictStruct, tag_field="code", tag="invalid_selector"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class InvalidSelectorV2(StrictStruct, tag_field="code", tag="invalid_selector"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class InvalidTimeZone(StrictStruct, tag_field="code", tag="invalid_time_zone"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class NotFuture(StrictStruct, tag_field="code", tag="not_future"):
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


class ScheduleCreateArgumentsV2(StrictStruct):
    prompt: Annotated[
        str,
        Meta(
            description="What to remind about, in your own words. Leading and trailing whitespace is removed."
        ),
    ]
    after_seconds: (
        Annotated[
            float,
            Meta(description="One-shot: the delay in whole seconds from now; a positive integer."),
        ]
        | UnsetType
    ) = UNSET
    at: (
        Annotated[
            str | AtLocalTime,
            Meta(description="One-shot: the absolute time it is due, strictly in the future."),
        ]
        | UnsetType
    ) = UNSET
    every_seconds: (
        Annotated[
            float,
            Meta(
                description="Recurring: the interval in whole seconds, at least 300; the first reminder is due one interval from now."
            ),
        ]
        | UnsetType
    ) = UNSET
    calendar: CalendarRule | UnsetType = UNSET


class ScheduleCreateV2(StrictStruct, tag_field="operation", tag="create"):
    version: Annotated[Literal[2], Meta(description="The change format version.")]
    schedule: Annotated[
        ScheduleRecord,
        Meta(description="The durable reminder record; scheduledAt is its first occurrence."),
    ]


class ScheduleDelete(StrictStruct, tag_field="operation", tag="delete"):
    version: Annotated[Literal[1], Meta(description="The change format version.")]
    id: Annotated[ScheduleId, Meta(description="The id of the active reminder.")]


class ScheduleDeleteArguments(StrictStruct):
    id: Annotated[str, Meta(description="The exact reminder id, for example schedule-1.")]


class ScheduleDeleteArgumentsV2(StrictStruct):
    id: Annotated[str, Meta(description="The exact reminder id, for example schedule-1.")]


class ScheduleDeleteV2(StrictStruct, tag_field="operation", tag="delete"):
    version: Annotated[Literal[2], Meta(description="The change format version.")]
    id: Annotated[ScheduleId, Meta(description="The id of the active reminder.")]


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


class ScheduleDispatchV2(StrictStruct, tag_field="operation", tag="dispatch"):
    version: Annotated[Literal[2], Meta(description="The change format version.")]
    id: Annotated[ScheduleId, Meta(description="The id of the active reminder.")]
    occurrenceAt: (
        Annotated[
            Instant,
            Meta(
                description="For a recurring record only: the occurrence this dispatch delivered (the latest one due; earlier ones due since the record's scheduledAt were missed)."
            ),
        ]
        | UnsetType
    ) = UNSET


ScheduleChangeV2: TypeAlias = Annotated[
    ScheduleCreateV2 | ScheduleDeleteV2 | ScheduleDispatchV2,
    Meta(
        description="The data of a schedule/change session event, version 2: exactly one of create, delete or dispatch. A protocol 2 session writes only these and reads version 1 changes too (a version 1 create is an after record); a protocol 1 session refuses them. Replay is strict: a dispatch of a recurring record (every, calendar) carries occurrenceAt, an occurrence of its rule at or after its next scheduledAt, and advances the record to its first occurrence strictly after it (or ends it when there is none up to year 9999); a dispatch of a one-shot (after, at) carries no occurrenceAt and ends it; a delete ends any kind.",
        title="ScheduleChangeV2",
    ),
]


class ScheduleListArguments(StrictStruct):
    pass


class ScheduleListArgumentsV2(StrictStruct):
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


ScheduleDeleteOutputV2: TypeAlias = Annotated[
    ScheduleDeleted
    | ScheduleNotFound
    | InvalidRuleV2
    | CorruptScheduleLog
    | PersistenceUncertain
    | InternalError,
    Meta(
        description="Whether the reminder was cancelled, or a domain error.",
        title="ScheduleDeleteOutputV2",
    ),
]


ScheduleRecord: TypeAlias = Annotated[
    AfterScheduleRecord | AtScheduleRecord | EveryScheduleRecord | CalendarScheduleRecord,
    Meta(
        description="A durable reminder record of protocol 2, one of four kinds: after (the version 1 record, one-shot), at (one-shot), every and calendar (both recurring).",
        title="ScheduleRecord",
    ),
]


class ScheduleReminderPresentation(StrictStruct):
    scheduleId: Annotated[ScheduleId, Meta(description="The id of the delivered reminder.")]
    prompt: Annotated[TrimmedText, Meta(description="The reminder text.")]
    occurrenceAt: Annotated[Instant, Meta(description="The reminder's scheduledAt.")]
    deliveryMode: Annotated[
        Literal["session-local"], Meta(description="Always session-local in version 1.")
    ]


class ScheduleReminderPresentationV2(StrictStruct):
    scheduleId: Annotated[ScheduleId, Meta(description="The id of the delivered reminder.")]
    prompt: Annotated[TrimmedText, Meta(description="The reminder text.")]
    occurrenceAt: Annotated[
        Instant,
        Meta(
            description="The occurrence delivered: the dispatch's occurrenceAt for a recurring reminder, the create's scheduledAt for a one-shot."
        ),
    ]
    deliveryMode: Annotated[Literal["session-local"], Meta(description="Always session-local.")]


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


ScheduleViewV2: TypeAlias = Annotated[
    ScheduleView | AtScheduleView | EveryScheduleView | CalendarScheduleView,
    Meta(
        description="An active reminder as the protocol 2 tools show it: the record's fields (scheduledAt is the next occurrence), then its state at the moment of the call and the delivery mode, and for a calendar rule the local time of the next occurrence in its zone.",
        title="ScheduleViewV2",
    ),
]


ScheduleListOutputV2: TypeAlias = Annotated[
    list[ScheduleViewV2] | CorruptScheduleLog | PersistenceUncertain | InternalError,
    Meta(description="The active reminders, or a domain error.", title="ScheduleListOutputV2"),
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


class TimeOutOfRangeV2(StrictStruct, tag_field="code", tag="time_out_of_range"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


class TooManySchedules(StrictStruct, tag_field="code", tag="too_many_schedules"):
    message: Annotated[
        str, Meta(description="A fixed, human-readable explanation for this code.", min_length=1)
    ]


ScheduleCreateOutputV2: TypeAlias = Annotated[
    ScheduleView
    | AtScheduleView
    | EveryScheduleView
    | CalendarScheduleView
    | InvalidPrompt
    | InvalidSelectorV2
    | InvalidRuleV2
    | InvalidTimeZone
    | FrequencyTooHigh
    | TimeOutOfRangeV2
    | NotFuture
    | TooManySchedules
    | CorruptScheduleLog
    | PersistenceUncertain
    | InternalError,
    Meta(description="The created reminder, or a domain error.", title="ScheduleCreateOutputV2"),
]


ScheduleErrorV2: TypeAlias = Annotated[
    InvalidPrompt
    | InvalidSelectorV2
    | InvalidRuleV2
    | InvalidTimeZone
    | FrequencyTooHigh
    | TimeOutOfRangeV2
    | NotFuture
    | TooManySchedules
    | CorruptScheduleLog
    | PersistenceUncertain
    | InternalError,
    Meta(
        description="A closed protocol 2 domain error returned as a tool value (never as a host failure). The codes are version 1's (invalid_prompt, invalid_selector, invalid_rule, time_out_of_range, corrupt_schedule_log, persistence_uncertain, internal_error) plus invalid_time_zone, frequency_too_high, not_future and too_many_schedules; messages are fixed per code and never carry exception text.",
        title="ScheduleErrorV2",
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

ScheduleChangeV2Operation: TypeAlias = Literal["create", "delete", "dispatch"]
"""The `operation` of each ScheduleChangeV2."""

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

ScheduleErrorV2Code: TypeAlias = Literal[
    "invalid_prompt",
    "invalid_selector",
    "invalid_rule",
    "invalid_time_zone",
    "frequency_too_high",
    "time_out_of_range",
    "not_future",
    "too_many_schedules",
    "corrupt_schedule_log",
    "persistence_uncertain",
    "internal_error",
]
"""The `code` of each ScheduleErrorV2."""

ScheduleRecordKind: TypeAlias = Literal["after", "at", "every", "calendar"]
"""The `kind` of each ScheduleRecord."""

ScheduleViewV2Kind: TypeAlias = Literal["after", "at", "every", "calendar"]
"""The `kind` of each ScheduleViewV2."""

PROPERTY_NAMES: dict[type[StrictStruct], tuple[str, ...]] = {
    AfterScheduleRecord: ("id", "kind", "prompt", "afterSeconds", "scheduledAt"),
    AtLocalTime: ("date", "time", "time_zone"),
    AtScheduleRecord: ("id", "kind", "prompt", "scheduledAt"),
    AtScheduleView: ("id", "kind", "prompt", "scheduledAt", "state", "deliveryMode"),
    CalendarRule: ("time", "days", "time_zone"),
    CalendarScheduleRecord: ("id", "kind", "prompt", "time", "days", "timeZone", "scheduledAt"),
    CalendarScheduleView: (
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
    ),
    CorruptScheduleLog: ("code", "message"),
    EveryScheduleRecord: ("id", "kind", "prompt", "everySeconds", "scheduledAt"),
    EveryScheduleView: (
        "id",
        "kind",
        "prompt",
        "everySeconds",
        "scheduledAt",
        "state",
        "deliveryMode",
    ),
    FrequencyTooHigh: ("code", "message"),
    InternalError: ("code", "message"),
    InvalidPrompt: ("code", "message"),
    InvalidRule: ("code", "message"),
    InvalidRuleV2: ("code", "message"),
    InvalidSelector: ("code", "message"),
    InvalidSelectorV2: ("code", "message"),
    InvalidTimeZone: ("code", "message"),
    NotFuture: ("code", "message"),
    PersistenceUncertain: ("code", "message", "operation", "id"),
    ScheduleCreate: ("version", "operation", "schedule"),
    ScheduleCreateArguments: ("prompt", "after_seconds"),
    ScheduleCreateArgumentsV2: ("prompt", "after_seconds", "at", "every_seconds", "calendar"),
    ScheduleCreateV2: ("version", "operation", "schedule"),
    ScheduleDelete: ("version", "operation", "id"),
    ScheduleDeleteArguments: ("id",),
    ScheduleDeleteArgumentsV2: ("id",),
    ScheduleDeleteV2: ("version", "operation", "id"),
    ScheduleDeleted: ("id", "deleted"),
    ScheduleDispatch: ("version", "operation", "id"),
    ScheduleDispatchV2: ("version", "operation", "id", "occurrenceAt"),
    ScheduleListArguments: (),
    ScheduleListArgumentsV2: (),
    ScheduleNotFound: ("id", "deleted", "code"),
    ScheduleReminderPresentation: ("scheduleId", "prompt", "occurrenceAt", "deliveryMode"),
    ScheduleReminderPresentationV2: ("scheduleId", "prompt", "occurrenceAt", "deliveryMode"),
    ScheduleView: ("id", "kind", "prompt", "afterSeconds", "scheduledAt", "state", "deliveryMode"),
    TimeOutOfRange: ("code", "message"),
    TimeOutOfRangeV2: ("code", "message"),
    TooManySchedules: ("code", "message"),
}
"""The properties each model's schema declares, in schema order (a tagged model's tag among them)."""
