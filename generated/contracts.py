# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/tools/*.json.
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs af53dc7c5306021e7e7adbcceb7e62bc text 1503a0c9d8589a0446f4fc8189515ab9

"""The tool contracts as immutable constants for hosts to register.

The schemas are held as JSON text so nothing can mutate them; each accessor returns a fresh
copy. The named schemas that several contracts use are written once, in _DEFINITIONS.
"""

import json
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ToolContract:
    """One tool as its schema file describes it: its name, the description the model reads,
    both schemas and that file. The catalog and the host exports read it; a host registers it,
    bound to a handler, as a ToolDefinition. `model_description` is the shorter text that the
    exports to a provider capping a description's length send instead (the description itself
    when the file gives none)."""

    name: str
    description: str
    arguments_json: str
    output_json: str
    source: str
    model_description: str

    def arguments_schema(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.arguments_json)
        return value

    def output_schema(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.output_json)
        return value


def _bundle(schema: dict[str, Any], *names: str) -> str:
    """`schema` with the named schemas it refers to as its `$defs`, as compact JSON text."""
    if names:
        schema = {**schema, "$defs": {name: _DEFINITIONS[name] for name in names}}
    return json.dumps(schema, ensure_ascii=False, separators=(",", ":"))


_DEFINITIONS: dict[str, dict[str, Any]] = {
    "ScheduleView": {
        "title": "ScheduleView",
        "description": (
            "An active reminder as the tools show it: the durable record plus its "
            "state at the moment of the call."
        ),
        "type": "object",
        "properties": {
            "id": {"description": "The reminder's session-local id.", "$ref": "#/$defs/ScheduleId"},
            "kind": {
                "description": "The rule kind. Version 1 knows only relative delays.",
                "const": "after",
            },
            "prompt": {
                "description": (
                    "The reminder text, already trimmed, shown to the model when the "
                    "reminder is due."
                ),
                "$ref": "#/$defs/TrimmedText",
            },
            "afterSeconds": {
                "description": "The delay in whole seconds, a positive safe integer.",
                "type": "integer",
                "minimum": 1,
                "maximum": 9007199254740991,
            },
            "scheduledAt": {
                "description": "When the reminder is due: creation time plus afterSeconds.",
                "$ref": "#/$defs/Instant",
            },
            "state": {
                "description": (
                    "scheduled while the due time is still ahead; overdue once it has been "
                    "reached and the reminder has not been delivered yet."
                ),
                "enum": ["scheduled", "overdue"],
            },
            "deliveryMode": {
                "description": "Reminders are delivered only inside this session while it is live.",
                "const": "session-local",
            },
        },
        "required": [
            "id",
            "kind",
            "prompt",
            "afterSeconds",
            "scheduledAt",
            "state",
            "deliveryMode",
        ],
        "additionalProperties": False,
    },
    "ScheduleId": {
        "title": "ScheduleId",
        "description": (
            "A reminder's session-local identifier. Ids are allocated as "
            "schedule-N, but any non-empty, unpadded string is a valid durable id; "
            "no other format is imposed when a log is read back."
        ),
        "$ref": "#/$defs/TrimmedText",
    },
    "TrimmedText": {
        "title": "TrimmedText",
        "description": (
            "Non-empty text that is already trimmed: its first and last characters "
            "are not JavaScript trim() whitespace (U+0009-U+000D, U+0020, U+00A0, "
            "U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, "
            "U+FEFF). The whitespace set is spelled out in the pattern so that "
            "every regular-expression engine reads it the same way."
        ),
        "type": "string",
        "minLength": 1,
        "pattern": (
            "^[^\t-\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]("
            "?:[\\s\\S]*[^\t-\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f"
            "\u3000\ufeff])?$"
        ),
    },
    "Instant": {
        "title": "Instant",
        "description": (
            "A UTC instant in canonical form YYYY-MM-DDTHH:MM:SS.mmmZ: a "
            "four-digit year from 0001 to 9999, exactly three fractional digits "
            "and always Z. The pattern fixes the shape and field ranges; that the "
            "date exists in the calendar (no February 30) is checked by the "
            "runtime."
        ),
        "type": "string",
        "pattern": (
            "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-"
            "2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0"
            "-9]\\.[0-9]{3}Z$"
        ),
    },
    "InvalidPrompt": {
        "title": "InvalidPrompt",
        "description": "The prompt was missing, not a string, or blank after trimming.",
        "type": "object",
        "properties": {
            "code": {"const": "invalid_prompt"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "InvalidSelector": {
        "title": "InvalidSelector",
        "description": (
            "The arguments named a rule other than after_seconds (for example at, "
            "every_seconds, cron or time_zone); version 1 supports only "
            "after_seconds."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "invalid_selector"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "InvalidRule": {
        "title": "InvalidRule",
        "description": (
            "after_seconds was not a positive safe integer, or a delete id was "
            "empty or padded with whitespace."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "invalid_rule"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "TimeOutOfRange": {
        "title": "TimeOutOfRange",
        "description": (
            "The due time would fall after 9999-12-31T23:59:59.999Z or could not "
            "be computed exactly."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "time_out_of_range"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "CorruptScheduleLog": {
        "title": "CorruptScheduleLog",
        "description": (
            "The session's schedule history broke a replay rule, so no answer can " "be trusted."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "corrupt_schedule_log"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "PersistenceUncertain": {
        "title": "PersistenceUncertain",
        "description": (
            "The session could not confirm that its log is durable, so the tool "
            "neither answered from it nor claims its own change was saved. A later "
            "successful call shows the truth."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "persistence_uncertain"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
            "operation": {
                "description": "The tool operation that could not be confirmed.",
                "enum": ["create", "list", "delete"],
            },
            "id": {
                "description": "The reminder id, when the operation already knew it.",
                "$ref": "#/$defs/ScheduleId",
            },
        },
        "required": ["code", "message", "operation"],
        "additionalProperties": False,
    },
    "InternalError": {
        "title": "InternalError",
        "description": (
            "The tool failed for a reason that is not the caller's, such as a "
            "call from an agent that does not own the tools."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "internal_error"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "ScheduleDeleted": {
        "title": "ScheduleDeleted",
        "description": "The reminder was active and is now cancelled.",
        "type": "object",
        "properties": {"id": {"$ref": "#/$defs/ScheduleId"}, "deleted": {"const": True}},
        "required": ["id", "deleted"],
        "additionalProperties": False,
    },
    "ScheduleNotFound": {
        "title": "ScheduleNotFound",
        "description": "No active reminder has this id; nothing was changed.",
        "type": "object",
        "properties": {
            "id": {"$ref": "#/$defs/ScheduleId"},
            "deleted": {"const": False},
            "code": {"const": "schedule_not_found"},
        },
        "required": ["id", "deleted", "code"],
        "additionalProperties": False,
    },
    "AtLocalTime": {
        "title": "AtLocalTime",
        "description": (
            "A local date and time in an IANA time zone; the tool needs all three " "keys."
        ),
        "type": "object",
        "properties": {
            "date": {"description": "The local date, YYYY-MM-DD.", "type": "string"},
            "time": {"description": "The local time, HH:MM or HH:MM:SS.", "type": "string"},
            "time_zone": {
                "description": (
                    "An IANA Area/Location name such as Europe/Paris or America/New_York, "
                    "or UTC; not an abbreviation such as EST or CET."
                ),
                "type": "string",
            },
        },
        "x-tool-required": ["date", "time", "time_zone"],
    },
    "CalendarRule": {
        "title": "CalendarRule",
        "description": (
            "Recurring: a local time of day on chosen weekdays in an IANA time "
            "zone; the tool needs time and time_zone."
        ),
        "type": "object",
        "properties": {
            "time": {
                "description": "The local time of day, HH:MM (24-hour clock).",
                "type": "string",
            },
            "days": {
                "description": (
                    "The weekdays, distinct, in week order, from mon tue wed thu fri sat "
                    "sun; leave it out for every day."
                ),
                "type": "array",
                "items": {"type": "string"},
            },
            "time_zone": {
                "description": (
                    "An IANA Area/Location name such as Europe/Paris or America/New_York, "
                    "or UTC; not an abbreviation such as EST or CET."
                ),
                "type": "string",
            },
        },
        "x-tool-required": ["time", "time_zone"],
    },
    "AtScheduleView": {
        "title": "AtScheduleView",
        "description": "A reminder due once at an absolute time.",
        "type": "object",
        "properties": {
            "id": {"description": "The reminder's session-local id.", "$ref": "#/$defs/ScheduleId"},
            "kind": {"description": "The rule kind: an absolute time.", "const": "at"},
            "prompt": {
                "description": (
                    "The reminder text, already trimmed, shown to the model when the "
                    "reminder is due."
                ),
                "$ref": "#/$defs/TrimmedText",
            },
            "scheduledAt": {
                "description": (
                    "When the reminder is due, in UTC. It was strictly in the future when "
                    "the reminder was created."
                ),
                "$ref": "#/$defs/Instant",
            },
            "state": {
                "description": (
                    "scheduled while the next occurrence is still ahead; overdue once it "
                    "has been reached and not yet delivered."
                ),
                "enum": ["scheduled", "overdue"],
            },
            "deliveryMode": {
                "description": "Reminders are delivered only inside this session while it is live.",
                "const": "session-local",
            },
        },
        "required": ["id", "kind", "prompt", "scheduledAt", "state", "deliveryMode"],
        "additionalProperties": False,
    },
    "EveryScheduleView": {
        "title": "EveryScheduleView",
        "description": "A reminder due at a fixed rate.",
        "type": "object",
        "properties": {
            "id": {"description": "The reminder's session-local id.", "$ref": "#/$defs/ScheduleId"},
            "kind": {"description": "The rule kind: a fixed rate.", "const": "every"},
            "prompt": {
                "description": (
                    "The reminder text, already trimmed, shown to the model each time the "
                    "reminder is due."
                ),
                "$ref": "#/$defs/TrimmedText",
            },
            "everySeconds": {
                "description": (
                    "The interval in whole seconds: a safe integer of at least 300 (five "
                    "minutes), so that a standing reminder cannot flood the session."
                ),
                "type": "integer",
                "minimum": 300,
                "maximum": 9007199254740991,
            },
            "scheduledAt": {
                "description": "The next occurrence, in UTC (in a create change: the first one).",
                "$ref": "#/$defs/Instant",
            },
            "state": {
                "description": (
                    "scheduled while the next occurrence is still ahead; overdue once it "
                    "has been reached and not yet delivered."
                ),
                "enum": ["scheduled", "overdue"],
            },
            "deliveryMode": {
                "description": "Reminders are delivered only inside this session while it is live.",
                "const": "session-local",
            },
        },
        "required": [
            "id",
            "kind",
            "prompt",
            "everySeconds",
            "scheduledAt",
            "state",
            "deliveryMode",
        ],
        "additionalProperties": False,
    },
    "CalendarScheduleView": {
        "title": "CalendarScheduleView",
        "description": "A reminder due at a local time on chosen weekdays.",
        "type": "object",
        "properties": {
            "id": {"description": "The reminder's session-local id.", "$ref": "#/$defs/ScheduleId"},
            "kind": {
                "description": "The rule kind: a local time on a weekly calendar.",
                "const": "calendar",
            },
            "prompt": {
                "description": (
                    "The reminder text, already trimmed, shown to the model each time the "
                    "reminder is due."
                ),
                "$ref": "#/$defs/TrimmedText",
            },
            "time": {
                "description": "The local time of day, HH:MM on a 24-hour clock, from 00:00 to 23:59.",
                "type": "string",
                "pattern": "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",
            },
            "days": {
                "description": (
                    "The weekdays the reminder is due on: a non-empty list of distinct "
                    "names in week order, mon tue wed thu fri sat sun (the full week when "
                    "the caller named none)."
                ),
                "type": "array",
                "items": {"enum": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]},
            },
            "timeZone": {
                "description": (
                    "The IANA time zone name, such as Europe/Paris, whose rules (from the "
                    "tzdata package) turn the local time into instants."
                ),
                "type": "string",
                "pattern": "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$",
            },
            "scheduledAt": {
                "description": "The next occurrence, in UTC (in a create change: the first one).",
                "$ref": "#/$defs/Instant",
            },
            "state": {
                "description": (
                    "scheduled while the next occurrence is still ahead; overdue once it "
                    "has been reached and not yet delivered."
                ),
                "enum": ["scheduled", "overdue"],
            },
            "deliveryMode": {
                "description": "Reminders are delivered only inside this session while it is live.",
                "const": "session-local",
            },
            "scheduledLocal": {
                "description": (
                    "The next occurrence as local wall time in timeZone, "
                    "YYYY-MM-DDTHH:MM:SS+HH:MM (for example 2026-12-02T08:30:00+01:00)."
                ),
                "type": "string",
                "pattern": (
                    "^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2["
                    "0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$"
                ),
            },
        },
        "required": [
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
        ],
        "additionalProperties": False,
    },
    "InvalidSelectorV2": {
        "title": "InvalidSelectorV2",
        "description": (
            "The arguments held a key other than prompt, after_seconds, at, "
            "every_seconds and calendar (for example cron or time_zone at the top "
            "level), or not exactly one of the four selectors."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "invalid_selector"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "InvalidRuleV2": {
        "title": "InvalidRuleV2",
        "description": (
            "The selector's value had the wrong shape: after_seconds or "
            "every_seconds not a positive safe integer; at not a strict RFC 3339 "
            "time or a {date, time, time_zone} object, or a local time that a "
            "daylight-saving gap skips; calendar not a {time, days, time_zone} "
            "object with an HH:MM time and distinct weekday names; or a delete id "
            "that was empty or padded with whitespace."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "invalid_rule"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "InvalidTimeZone": {
        "title": "InvalidTimeZone",
        "description": (
            "time_zone did not name an IANA Area/Location zone known to the tzdata "
            "package (for example Europe/Paris), UTC or an Etc/ zone: unknown "
            "names and legacy ones (EST, CET, EST5EDT, US/Eastern, GMT, Factory) "
            "alike."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "invalid_time_zone"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "FrequencyTooHigh": {
        "title": "FrequencyTooHigh",
        "description": (
            "every_seconds was below 300: a recurring reminder fires at most once "
            "every five minutes."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "frequency_too_high"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "TimeOutOfRangeV2": {
        "title": "TimeOutOfRangeV2",
        "description": (
            "The due time would fall outside 0001-01-01T00:00:00.000Z..9999-12-31T2"
            "3:59:59.999Z, could not be computed exactly, or the current time was "
            "not available."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "time_out_of_range"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "NotFuture": {
        "title": "NotFuture",
        "description": "The at time was not strictly after the current time.",
        "type": "object",
        "properties": {
            "code": {"const": "not_future"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "TooManySchedules": {
        "title": "TooManySchedules",
        "description": (
            "The session already holds 100 active reminders, or 20 recurring ones "
            "(every or calendar) and the new one recurs. Delete one first. A list "
            "shows every active reminder in one result, and 100 views stay a few "
            "thousand tokens; every recurring reminder is a standing source of "
            "followups, and 20 bounds what one due batch puts before the model."
        ),
        "type": "object",
        "properties": {
            "code": {"const": "too_many_schedules"},
            "message": {
                "description": "A fixed, human-readable explanation for this code.",
                "type": "string",
                "minLength": 1,
            },
        },
        "required": ["code", "message"],
        "additionalProperties": False,
    },
    "ScheduleViewV2": {
        "title": "ScheduleViewV2",
        "description": (
            "An active reminder as the protocol 2 tools show it: the record's "
            "fields (scheduledAt is the next occurrence), then its state at the "
            "moment of the call and the delivery mode, and for a calendar rule the "
            "local time of the next occurrence in its zone."
        ),
        "oneOf": [
            {"$ref": "#/$defs/ScheduleView"},
            {"$ref": "#/$defs/AtScheduleView"},
            {"$ref": "#/$defs/EveryScheduleView"},
            {"$ref": "#/$defs/CalendarScheduleView"},
        ],
    },
}

SCHEDULE_CREATE = ToolContract(
    name="schedule_create",
    description=(
        "Create a one-shot reminder in this session that is delivered to you "
        "after a delay. Give the reminder text in prompt and the delay in "
        "after_seconds, a positive whole number of seconds (at most "
        "9007199254740991); no other timing field is supported in version 1 "
        "(not at, every_seconds, cron or time_zone). Delivery is "
        "session-local: the reminder arrives on time only while this session "
        "is live; otherwise it stays overdue until the session resumes. "
        "Returns the reminder with its id, which schedule_list shows and "
        "schedule_delete takes."
    ),
    arguments_json=_bundle(
        {
            "title": "ScheduleCreateArguments",
            "description": (
                "Open on purpose: a key other than prompt and after_seconds reaches "
                "the tool and is answered with invalid_selector."
            ),
            "type": "object",
            "properties": {
                "prompt": {
                    "description": (
                        "What to remind about, in your own words. Leading and trailing "
                        "whitespace is removed."
                    ),
                    "type": "string",
                },
                "after_seconds": {
                    "description": "Delay in whole seconds from now; a positive integer.",
                    "type": "number",
                },
            },
            "required": ["prompt", "after_seconds"],
        }
    ),
    output_json=_bundle(
        {
            "title": "ScheduleCreateOutput",
            "description": "The created reminder, or a domain error.",
            "oneOf": [
                {"$ref": "#/$defs/ScheduleView"},
                {"$ref": "#/$defs/InvalidPrompt"},
                {"$ref": "#/$defs/InvalidSelector"},
                {"$ref": "#/$defs/InvalidRule"},
                {"$ref": "#/$defs/TimeOutOfRange"},
                {"$ref": "#/$defs/CorruptScheduleLog"},
                {"$ref": "#/$defs/PersistenceUncertain"},
                {"$ref": "#/$defs/InternalError"},
            ],
        },
        "ScheduleView",
        "ScheduleId",
        "TrimmedText",
        "Instant",
        "InvalidPrompt",
        "InvalidSelector",
        "InvalidRule",
        "TimeOutOfRange",
        "CorruptScheduleLog",
        "PersistenceUncertain",
        "InternalError",
    ),
    source="schemas/tools/schedule-create.json",
    model_description=(
        "Create a one-shot reminder in this session that is delivered to you "
        "after a delay. Give the reminder text in prompt and the delay in "
        "after_seconds, a positive whole number of seconds (at most "
        "9007199254740991); no other timing field is supported in version 1 "
        "(not at, every_seconds, cron or time_zone). Delivery is "
        "session-local: the reminder arrives on time only while this session "
        "is live; otherwise it stays overdue until the session resumes. "
        "Returns the reminder with its id, which schedule_list shows and "
        "schedule_delete takes."
    ),
)

SCHEDULE_LIST = ToolContract(
    name="schedule_list",
    description=(
        "List this session's active reminders in the order they were created, "
        "each with its id, prompt, delay, due time (scheduledAt, UTC) and "
        "state: scheduled, or overdue when the due time has passed but it has "
        "not been delivered yet. Delivered and deleted reminders are not "
        "listed. Delivery is session-local."
    ),
    arguments_json=_bundle(
        {
            "title": "ScheduleListArguments",
            "description": "No arguments.",
            "type": "object",
            "properties": {},
            "additionalProperties": False,
        }
    ),
    output_json=_bundle(
        {
            "title": "ScheduleListOutput",
            "description": "The active reminders, or a domain error.",
            "oneOf": [
                {"type": "array", "items": {"$ref": "#/$defs/ScheduleView"}},
                {"$ref": "#/$defs/CorruptScheduleLog"},
                {"$ref": "#/$defs/PersistenceUncertain"},
                {"$ref": "#/$defs/InternalError"},
            ],
        },
        "ScheduleView",
        "ScheduleId",
        "TrimmedText",
        "Instant",
        "CorruptScheduleLog",
        "PersistenceUncertain",
        "InternalError",
    ),
    source="schemas/tools/schedule-list.json",
    model_description=(
        "List this session's active reminders in the order they were created, "
        "each with its id, prompt, delay, due time (scheduledAt, UTC) and "
        "state: scheduled, or overdue when the due time has passed but it has "
        "not been delivered yet. Delivered and deleted reminders are not "
        "listed. Delivery is session-local."
    ),
)

SCHEDULE_DELETE = ToolContract(
    name="schedule_delete",
    description=(
        "Cancel an active reminder of this session before it is delivered. "
        "Pass the exact id returned by schedule_create or shown by "
        "schedule_list. An id that is unknown, already delivered or already "
        "deleted is answered with deleted: false and code schedule_not_found."
    ),
    arguments_json=_bundle(
        {
            "title": "ScheduleDeleteArguments",
            "description": "The reminder to cancel.",
            "type": "object",
            "properties": {
                "id": {
                    "description": "The exact reminder id, for example schedule-1.",
                    "type": "string",
                }
            },
            "required": ["id"],
            "additionalProperties": False,
        }
    ),
    output_json=_bundle(
        {
            "title": "ScheduleDeleteOutput",
            "description": "Whether the reminder was cancelled, or a domain error.",
            "oneOf": [
                {"$ref": "#/$defs/ScheduleDeleted"},
                {"$ref": "#/$defs/ScheduleNotFound"},
                {"$ref": "#/$defs/InvalidRule"},
                {"$ref": "#/$defs/CorruptScheduleLog"},
                {"$ref": "#/$defs/PersistenceUncertain"},
                {"$ref": "#/$defs/InternalError"},
            ],
        },
        "ScheduleDeleted",
        "ScheduleId",
        "TrimmedText",
        "ScheduleNotFound",
        "InvalidRule",
        "CorruptScheduleLog",
        "PersistenceUncertain",
        "InternalError",
    ),
    source="schemas/tools/schedule-delete.json",
    model_description=(
        "Cancel an active reminder of this session before it is delivered. "
        "Pass the exact id returned by schedule_create or shown by "
        "schedule_list. An id that is unknown, already delivered or already "
        "deleted is answered with deleted: false and code schedule_not_found."
    ),
)

SCHEDULE_CREATE_V2 = ToolContract(
    name="schedule_create",
    description=(
        "Create a reminder in this session (protocol 2). Give the reminder "
        "text in prompt and exactly one selector. after_seconds: a positive "
        "whole number of seconds from now; the reminder is due once. at: one "
        "absolute time, due once and strictly in the future, written either as "
        "an RFC 3339 string with seconds and Z or a numeric offset "
        '("2026-12-02T09:00:00Z", "2026-12-02T09:00:00+01:00"), or as a '
        'local time in an IANA time zone, {"date": "2026-12-02", "time": '
        '"09:00", "time_zone": "Europe/Paris"} (time is HH:MM or '
        "HH:MM:SS; a time skipped by a daylight-saving change is refused, a "
        "repeated one means the first). every_seconds: repeat at a fixed rate, "
        "a whole number of seconds of at least 300; the first reminder is due "
        "every_seconds from now. calendar: repeat at a local time on chosen "
        'weekdays, {"time": "08:30", "days": ["mon", "tue", "wed", '
        '"thu", "fri"], "time_zone": "Europe/Paris"}; days are mon tue '
        "wed thu fri sat sun in that order and default to every day; a time "
        "skipped by a daylight-saving change fires later by the length of the "
        "gap. A session holds at most 100 active reminders, at most 20 of them "
        "recurring (every_seconds or calendar); beyond that create answers "
        "too_many_schedules. Delivery is session-local: reminders arrive on "
        "time only while this session is live; a one-shot stays overdue until "
        "the session resumes, and a recurring reminder then arrives once for "
        "its latest occurrence, saying how many were missed. Returns the "
        "reminder with its id, which schedule_list shows and schedule_delete "
        "takes; delete ends any kind."
    ),
    arguments_json=_bundle(
        {
            "title": "ScheduleCreateArgumentsV2",
            "description": (
                "Open on purpose: a key other than prompt and the four selectors "
                "reaches the tool and is answered with invalid_selector; so is giving "
                "no selector or more than one."
            ),
            "type": "object",
            "properties": {
                "prompt": {
                    "description": (
                        "What to remind about, in your own words. Leading and trailing "
                        "whitespace is removed."
                    ),
                    "type": "string",
                },
                "after_seconds": {
                    "description": "One-shot: the delay in whole seconds from now; a positive integer.",
                    "type": "number",
                },
                "at": {
                    "description": "One-shot: the absolute time it is due, strictly in the future.",
                    "anyOf": [
                        {
                            "description": (
                                "An RFC 3339 time with seconds and Z or a numeric offset, such as "
                                "2026-12-02T09:00:00+01:00 (1 to 3 fraction digits allowed)."
                            ),
                            "type": "string",
                        },
                        {"$ref": "#/$defs/AtLocalTime"},
                    ],
                },
                "every_seconds": {
                    "description": (
                        "Recurring: the interval in whole seconds, at least 300; the first "
                        "reminder is due one interval from now."
                    ),
                    "type": "number",
                },
                "calendar": {"$ref": "#/$defs/CalendarRule"},
            },
            "required": ["prompt"],
        },
        "AtLocalTime",
        "CalendarRule",
    ),
    output_json=_bundle(
        {
            "title": "ScheduleCreateOutputV2",
            "description": "The created reminder, or a domain error.",
            "oneOf": [
                {"$ref": "#/$defs/ScheduleView"},
                {"$ref": "#/$defs/AtScheduleView"},
                {"$ref": "#/$defs/EveryScheduleView"},
                {"$ref": "#/$defs/CalendarScheduleView"},
                {"$ref": "#/$defs/InvalidPrompt"},
                {"$ref": "#/$defs/InvalidSelectorV2"},
                {"$ref": "#/$defs/InvalidRuleV2"},
                {"$ref": "#/$defs/InvalidTimeZone"},
                {"$ref": "#/$defs/FrequencyTooHigh"},
                {"$ref": "#/$defs/TimeOutOfRangeV2"},
                {"$ref": "#/$defs/NotFuture"},
                {"$ref": "#/$defs/TooManySchedules"},
                {"$ref": "#/$defs/CorruptScheduleLog"},
                {"$ref": "#/$defs/PersistenceUncertain"},
                {"$ref": "#/$defs/InternalError"},
            ],
        },
        "ScheduleView",
        "ScheduleId",
        "TrimmedText",
        "Instant",
        "AtScheduleView",
        "EveryScheduleView",
        "CalendarScheduleView",
        "InvalidPrompt",
        "InvalidSelectorV2",
        "InvalidRuleV2",
        "InvalidTimeZone",
        "FrequencyTooHigh",
        "TimeOutOfRangeV2",
        "NotFuture",
        "TooManySchedules",
        "CorruptScheduleLog",
        "PersistenceUncertain",
        "InternalError",
    ),
    source="schemas/v2/tools/schedule-create.json",
    model_description=(
        "Create a reminder in this session. Give prompt and exactly one "
        "selector: after_seconds (whole seconds from now, once); at (once, "
        "strictly in the future: RFC 3339 with seconds and Z or an offset, or "
        "{date YYYY-MM-DD, time HH:MM or HH:MM:SS, time_zone IANA name}); "
        "every_seconds (repeat every N seconds, N at least 300); calendar "
        "(repeat at {time HH:MM, days from mon tue wed thu fri sat sun in that "
        "order, every day if left out, time_zone IANA name}). At most 100 "
        "active reminders, 20 of them recurring. Delivery is session-local: on "
        "time only while this session is live. Returns the reminder and its "
        "id, for schedule_list and schedule_delete."
    ),
)

SCHEDULE_LIST_V2 = ToolContract(
    name="schedule_list",
    description=(
        "List this session's active reminders in the order they were created. "
        "Each shows its id, kind (after, at, every or calendar), prompt, rule "
        "fields, next due time (scheduledAt, UTC) and state: scheduled, or "
        "overdue when that time has passed but it has not been delivered yet; "
        "a calendar reminder also shows scheduledLocal, its next due time in "
        "its own time zone. Delivered one-shot reminders and deleted reminders "
        "are not listed; a recurring reminder stays listed with its next "
        "occurrence until it is deleted. Delivery is session-local."
    ),
    arguments_json=_bundle(
        {
            "title": "ScheduleListArgumentsV2",
            "description": "No arguments.",
            "type": "object",
            "properties": {},
            "additionalProperties": False,
        }
    ),
    output_json=_bundle(
        {
            "title": "ScheduleListOutputV2",
            "description": "The active reminders, or a domain error.",
            "oneOf": [
                {"type": "array", "items": {"$ref": "#/$defs/ScheduleViewV2"}},
                {"$ref": "#/$defs/CorruptScheduleLog"},
                {"$ref": "#/$defs/PersistenceUncertain"},
                {"$ref": "#/$defs/InternalError"},
            ],
        },
        "ScheduleViewV2",
        "ScheduleView",
        "ScheduleId",
        "TrimmedText",
        "Instant",
        "AtScheduleView",
        "EveryScheduleView",
        "CalendarScheduleView",
        "CorruptScheduleLog",
        "PersistenceUncertain",
        "InternalError",
    ),
    source="schemas/v2/tools/schedule-list.json",
    model_description=(
        "List this session's active reminders in the order they were created. "
        "Each shows its id, kind (after, at, every or calendar), prompt, rule "
        "fields, next due time (scheduledAt, UTC) and state: scheduled, or "
        "overdue when that time has passed but it has not been delivered yet; "
        "a calendar reminder also shows scheduledLocal, its next due time in "
        "its own time zone. Delivered one-shot reminders and deleted reminders "
        "are not listed; a recurring reminder stays listed with its next "
        "occurrence until it is deleted. Delivery is session-local."
    ),
)

SCHEDULE_DELETE_V2 = ToolContract(
    name="schedule_delete",
    description=(
        "Cancel an active reminder of this session, one-shot or recurring; a "
        "recurring reminder then stops for good. Pass the exact id returned by "
        "schedule_create or shown by schedule_list. An id that is unknown, "
        "already delivered (one-shot) or already deleted is answered with "
        "deleted: false and code schedule_not_found."
    ),
    arguments_json=_bundle(
        {
            "title": "ScheduleDeleteArgumentsV2",
            "description": "The reminder to cancel.",
            "type": "object",
            "properties": {
                "id": {
                    "description": "The exact reminder id, for example schedule-1.",
                    "type": "string",
                }
            },
            "required": ["id"],
            "additionalProperties": False,
        }
    ),
    output_json=_bundle(
        {
            "title": "ScheduleDeleteOutputV2",
            "description": "Whether the reminder was cancelled, or a domain error.",
            "oneOf": [
                {"$ref": "#/$defs/ScheduleDeleted"},
                {"$ref": "#/$defs/ScheduleNotFound"},
                {"$ref": "#/$defs/InvalidRuleV2"},
                {"$ref": "#/$defs/CorruptScheduleLog"},
                {"$ref": "#/$defs/PersistenceUncertain"},
                {"$ref": "#/$defs/InternalError"},
            ],
        },
        "ScheduleDeleted",
        "ScheduleId",
        "TrimmedText",
        "ScheduleNotFound",
        "InvalidRuleV2",
        "CorruptScheduleLog",
        "PersistenceUncertain",
        "InternalError",
    ),
    source="schemas/v2/tools/schedule-delete.json",
    model_description=(
        "Cancel an active reminder of this session, one-shot or recurring; a "
        "recurring reminder then stops for good. Pass the exact id returned by "
        "schedule_create or shown by schedule_list. An id that is unknown, "
        "already delivered (one-shot) or already deleted is answered with "
        "deleted: false and code schedule_not_found."
    ),
)

TOOL_CONTRACTS: tuple[ToolContract, ...] = (
    SCHEDULE_CREATE,
    SCHEDULE_LIST,
    SCHEDULE_DELETE,
)

TOOL_CONTRACTS_V2: tuple[ToolContract, ...] = (
    SCHEDULE_CREATE_V2,
    SCHEDULE_LIST_V2,
    SCHEDULE_DELETE_V2,
)
