// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
// Change the schemas or the generator instead, then run `make generate`.

/** One error: a JSON pointer into the instance, the failing keyword, a message, and the
 * location (URI and JSON pointer) of that keyword in the schema. */
export interface ValidationError {
  path: string;
  keyword: string;
  message: string;
  schemaPath: string;
}

/** Every error of schemas/after-schedule-record.json (an empty array means valid). */
export declare function validateAfterScheduleRecord(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/after-schedule-record.json. */
export declare function isValidAfterScheduleRecord(instance: unknown): instance is AfterScheduleRecord;
/** Every error of schemas/instant.json (an empty array means valid). */
export declare function validateInstant(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/instant.json. */
export declare function isValidInstant(instance: unknown): instance is Instant;
/** Every error of schemas/schedule-change.json (an empty array means valid). */
export declare function validateScheduleChange(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/schedule-change.json. */
export declare function isValidScheduleChange(instance: unknown): instance is ScheduleChange;
/** Every error of schemas/schedule-error.json (an empty array means valid). */
export declare function validateScheduleError(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/schedule-error.json. */
export declare function isValidScheduleError(instance: unknown): instance is ScheduleError;
/** Every error of schemas/schedule-id.json (an empty array means valid). */
export declare function validateScheduleId(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/schedule-id.json. */
export declare function isValidScheduleId(instance: unknown): instance is ScheduleId;
/** Every error of schemas/schedule-reminder-presentation.json (an empty array means valid). */
export declare function validateScheduleReminderPresentation(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/schedule-reminder-presentation.json. */
export declare function isValidScheduleReminderPresentation(instance: unknown): instance is ScheduleReminderPresentation;
/** Every error of schemas/schedule-view.json (an empty array means valid). */
export declare function validateScheduleView(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/schedule-view.json. */
export declare function isValidScheduleView(instance: unknown): instance is ScheduleView;
/** Every error of schemas/trimmed-text.json (an empty array means valid). */
export declare function validateTrimmedText(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/trimmed-text.json. */
export declare function isValidTrimmedText(instance: unknown): instance is TrimmedText;
/** Every error of schemas/v2/at-schedule-record.json (an empty array means valid). */
export declare function validateAtScheduleRecord(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/at-schedule-record.json. */
export declare function isValidAtScheduleRecord(instance: unknown): instance is AtScheduleRecord;
/** Every error of schemas/v2/calendar-schedule-record.json (an empty array means valid). */
export declare function validateCalendarScheduleRecord(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/calendar-schedule-record.json. */
export declare function isValidCalendarScheduleRecord(instance: unknown): instance is CalendarScheduleRecord;
/** Every error of schemas/v2/every-schedule-record.json (an empty array means valid). */
export declare function validateEveryScheduleRecord(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/every-schedule-record.json. */
export declare function isValidEveryScheduleRecord(instance: unknown): instance is EveryScheduleRecord;
/** Every error of schemas/v2/schedule-change-v2.json (an empty array means valid). */
export declare function validateScheduleChangeV2(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/schedule-change-v2.json. */
export declare function isValidScheduleChangeV2(instance: unknown): instance is ScheduleChangeV2;
/** Every error of schemas/v2/schedule-error-v2.json (an empty array means valid). */
export declare function validateScheduleErrorV2(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/schedule-error-v2.json. */
export declare function isValidScheduleErrorV2(instance: unknown): instance is ScheduleErrorV2;
/** Every error of schemas/v2/schedule-record.json (an empty array means valid). */
export declare function validateScheduleRecord(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/schedule-record.json. */
export declare function isValidScheduleRecord(instance: unknown): instance is ScheduleRecord;
/** Every error of schemas/v2/schedule-reminder-presentation-v2.json (an empty array means valid). */
export declare function validateScheduleReminderPresentationV2(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/schedule-reminder-presentation-v2.json. */
export declare function isValidScheduleReminderPresentationV2(instance: unknown): instance is ScheduleReminderPresentationV2;
/** Every error of schemas/v2/schedule-view-v2.json (an empty array means valid). */
export declare function validateScheduleViewV2(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/schedule-view-v2.json. */
export declare function isValidScheduleViewV2(instance: unknown): instance is ScheduleViewV2;
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export declare function validateScheduleCreateArguments(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/tools/schedule-create.json. */
export declare function isValidScheduleCreateArguments(instance: unknown): instance is ScheduleCreateArguments;
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export declare function validateScheduleCreateOutput(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/tools/schedule-create.json. */
export declare function isValidScheduleCreateOutput(instance: unknown): instance is ScheduleCreateOutput;
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export declare function validateScheduleListArguments(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/tools/schedule-list.json. */
export declare function isValidScheduleListArguments(instance: unknown): instance is ScheduleListArguments;
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export declare function validateScheduleListOutput(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/tools/schedule-list.json. */
export declare function isValidScheduleListOutput(instance: unknown): instance is ScheduleListOutput;
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export declare function validateScheduleDeleteArguments(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/tools/schedule-delete.json. */
export declare function isValidScheduleDeleteArguments(instance: unknown): instance is ScheduleDeleteArguments;
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export declare function validateScheduleDeleteOutput(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/tools/schedule-delete.json. */
export declare function isValidScheduleDeleteOutput(instance: unknown): instance is ScheduleDeleteOutput;
/** Every error of schemas/v2/tools/schedule-create.json (an empty array means valid). */
export declare function validateScheduleCreateV2Arguments(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/tools/schedule-create.json. */
export declare function isValidScheduleCreateV2Arguments(instance: unknown): instance is ScheduleCreateArgumentsV2;
/** Every error of schemas/v2/tools/schedule-create.json (an empty array means valid). */
export declare function validateScheduleCreateV2Output(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/tools/schedule-create.json. */
export declare function isValidScheduleCreateV2Output(instance: unknown): instance is ScheduleCreateOutputV2;
/** Every error of schemas/v2/tools/schedule-list.json (an empty array means valid). */
export declare function validateScheduleListV2Arguments(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/tools/schedule-list.json. */
export declare function isValidScheduleListV2Arguments(instance: unknown): instance is ScheduleListArgumentsV2;
/** Every error of schemas/v2/tools/schedule-list.json (an empty array means valid). */
export declare function validateScheduleListV2Output(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/tools/schedule-list.json. */
export declare function isValidScheduleListV2Output(instance: unknown): instance is ScheduleListOutputV2;
/** Every error of schemas/v2/tools/schedule-delete.json (an empty array means valid). */
export declare function validateScheduleDeleteV2Arguments(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/tools/schedule-delete.json. */
export declare function isValidScheduleDeleteV2Arguments(instance: unknown): instance is ScheduleDeleteArgumentsV2;
/** Every error of schemas/v2/tools/schedule-delete.json (an empty array means valid). */
export declare function validateScheduleDeleteV2Output(instance: unknown): ValidationError[];
/** Whether the instance is valid against schemas/v2/tools/schedule-delete.json. */
export declare function isValidScheduleDeleteV2Output(instance: unknown): instance is ScheduleDeleteOutputV2;

/**
 * A one-shot reminder due a fixed number of seconds after it was created. This is the durable record stored in a create change; its key order is the canonical order.
 */
export type AfterScheduleRecord = { id: ScheduleId; kind: "after"; prompt: TrimmedText; afterSeconds: number; scheduledAt: Instant };

/**
 * A reminder's session-local identifier. Ids are allocated as schedule-N, but any non-empty, unpadded string is a valid durable id; no other format is imposed when a log is read back.
 */
export type ScheduleId = TrimmedText;

/**
 * Non-empty text that is already trimmed: its first and last characters are not JavaScript trim() whitespace (U+0009-U+000D, U+0020, U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF). The whitespace set is spelled out in the pattern so that every regular-expression engine reads it the same way.
 * Not expressed in this type (the validators check it): minLength, pattern.
 */
export type TrimmedText = string;

/**
 * A UTC instant in canonical form YYYY-MM-DDTHH:MM:SS.mmmZ: a four-digit year from 0001 to 9999, exactly three fractional digits and always Z. The pattern fixes the shape and field ranges; that the date exists in the calendar (no February 30) is checked by the runtime.
 * Not expressed in this type (the validators check it): pattern.
 */
export type Instant = string;

/**
 * The data of a schedule/change session event, version 1: exactly one of create, delete or dispatch. The session log owns every reminder; replay of these changes is strict.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleChange = (ScheduleCreate | ScheduleDelete | ScheduleDispatch);

/**
 * A new reminder becomes active.
 */
export type ScheduleCreate = { version: 1; operation: "create"; schedule: AfterScheduleRecord };

/**
 * An active reminder is cancelled before it was delivered. Terminal.
 */
export type ScheduleDelete = { version: 1; operation: "delete"; id: ScheduleId };

/**
 * An active reminder was handed to the agent as a followup. Terminal for a one-shot.
 */
export type ScheduleDispatch = { version: 1; operation: "dispatch"; id: ScheduleId };

/**
 * A closed v1 domain error returned as a tool value (never as a host failure). The codes are invalid_prompt, invalid_selector, invalid_rule, time_out_of_range, corrupt_schedule_log, persistence_uncertain and internal_error; messages never carry exception text.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleError = (InvalidPrompt | InvalidSelector | InvalidRule | TimeOutOfRange | CorruptScheduleLog | PersistenceUncertain | InternalError);

/**
 * The prompt was missing, not a string, or blank after trimming.
 */
export type InvalidPrompt = { code: "invalid_prompt"; message: string };

/**
 * The arguments named a rule other than after_seconds (for example at, every_seconds, cron or time_zone); version 1 supports only after_seconds.
 */
export type InvalidSelector = { code: "invalid_selector"; message: string };

/**
 * after_seconds was not a positive safe integer, or a delete id was empty or padded with whitespace.
 */
export type InvalidRule = { code: "invalid_rule"; message: string };

/**
 * The due time would fall after 9999-12-31T23:59:59.999Z or could not be computed exactly.
 */
export type TimeOutOfRange = { code: "time_out_of_range"; message: string };

/**
 * The session's schedule history broke a replay rule, so no answer can be trusted.
 */
export type CorruptScheduleLog = { code: "corrupt_schedule_log"; message: string };

/**
 * The session could not confirm that its log is durable, so the tool neither answered from it nor claims its own change was saved. A later successful call shows the truth.
 */
export type PersistenceUncertain = { code: "persistence_uncertain"; message: string; operation: ("create" | "list" | "delete"); id?: ScheduleId };

/**
 * The tool failed for a reason that is not the caller's, such as a call from an agent that does not own the tools.
 */
export type InternalError = { code: "internal_error"; message: string };

/**
 * What a host shows for a dispatch event: the reminder it delivered, recovered from the log.
 */
export type ScheduleReminderPresentation = { scheduleId: ScheduleId; prompt: TrimmedText; occurrenceAt: Instant; deliveryMode: "session-local" };

/**
 * An active reminder as the tools show it: the durable record plus its state at the moment of the call.
 */
export type ScheduleView = { id: ScheduleId; kind: "after"; prompt: TrimmedText; afterSeconds: number; scheduledAt: Instant; state: ("scheduled" | "overdue"); deliveryMode: "session-local" };

/**
 * A one-shot reminder due at an absolute instant (protocol 2). The caller gave the time as an RFC 3339 string or as a local date and time in an IANA zone; the record keeps only the UTC instant. Its key order is the canonical order.
 */
export type AtScheduleRecord = { id: ScheduleId; kind: "at"; prompt: TrimmedText; scheduledAt: Instant };

/**
 * A recurring reminder at a local time of day on chosen weekdays in an IANA time zone (protocol 2). An occurrence is, for each local date whose weekday is in days, the instant of the local time on that date: a time that a daylight-saving gap skips is moved forward by the gap's length, and a time that an overlap repeats happens once, at the earlier instant. In a create change scheduledAt is the first occurrence; in the fold's active record it is the next one. The runtime also checks that days is non-empty, without repeats and in week order, and that timeZone is a zone of the tzdata package. Its key order is the canonical order.
 */
export type CalendarScheduleRecord = { id: ScheduleId; kind: "calendar"; prompt: TrimmedText; time: string; days: Array<("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")>; timeZone: string; scheduledAt: Instant };

/**
 * A recurring reminder at a fixed rate (protocol 2). Occurrence k is the first occurrence plus k times everySeconds, the first being the creation time plus everySeconds, so every occurrence stays on that grid. In a create change scheduledAt is the first occurrence; in the fold's active record it is the next one. The record ends when its next occurrence would fall after 9999-12-31T23:59:59.999Z. Its key order is the canonical order.
 */
export type EveryScheduleRecord = { id: ScheduleId; kind: "every"; prompt: TrimmedText; everySeconds: number; scheduledAt: Instant };

/**
 * The data of a schedule/change session event, version 2: exactly one of create, delete or dispatch. A protocol 2 session writes only these and reads version 1 changes too (a version 1 create is an after record); a protocol 1 session refuses them. Replay is strict: a dispatch of a recurring record (every, calendar) carries occurrenceAt, an occurrence of its rule at or after its next scheduledAt, and advances the record to its first occurrence strictly after it (or ends it when there is none up to year 9999); a dispatch of a one-shot (after, at) carries no occurrenceAt and ends it; a delete ends any kind.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleChangeV2 = (ScheduleCreateV2 | ScheduleDeleteV2 | ScheduleDispatchV2);

/**
 * A new reminder becomes active.
 */
export type ScheduleCreateV2 = { version: 2; operation: "create"; schedule: ScheduleRecord };

/**
 * A durable reminder record of protocol 2, one of four kinds: after (the version 1 record, one-shot), at (one-shot), every and calendar (both recurring).
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleRecord = (AfterScheduleRecord | AtScheduleRecord | EveryScheduleRecord | CalendarScheduleRecord);

/**
 * An active reminder of any kind is cancelled. Terminal.
 */
export type ScheduleDeleteV2 = { version: 2; operation: "delete"; id: ScheduleId };

/**
 * An active reminder was handed to the agent as a followup. Terminal for a one-shot (no occurrenceAt); for a recurring record occurrenceAt is required and the record moves on to its next occurrence.
 */
export type ScheduleDispatchV2 = { version: 2; operation: "dispatch"; id: ScheduleId; occurrenceAt?: Instant };

/**
 * A closed protocol 2 domain error returned as a tool value (never as a host failure). The codes are version 1's (invalid_prompt, invalid_selector, invalid_rule, time_out_of_range, corrupt_schedule_log, persistence_uncertain, internal_error) plus invalid_time_zone, frequency_too_high, not_future and too_many_schedules; messages are fixed per code and never carry exception text.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleErrorV2 = (InvalidPrompt | InvalidSelectorV2 | InvalidRuleV2 | InvalidTimeZone | FrequencyTooHigh | TimeOutOfRangeV2 | NotFuture | TooManySchedules | CorruptScheduleLog | PersistenceUncertain | InternalError);

/**
 * The arguments held a key other than prompt, after_seconds, at, every_seconds and calendar (for example cron or time_zone at the top level), or not exactly one of the four selectors.
 */
export type InvalidSelectorV2 = { code: "invalid_selector"; message: string };

/**
 * The selector's value had the wrong shape: after_seconds or every_seconds not a positive safe integer; at not a strict RFC 3339 time or a {date, time, time_zone} object, or a local time that a daylight-saving gap skips; calendar not a {time, days, time_zone} object with an HH:MM time and distinct weekday names; or a delete id that was empty or padded with whitespace.
 */
export type InvalidRuleV2 = { code: "invalid_rule"; message: string };

/**
 * time_zone did not name an IANA Area/Location zone known to the tzdata package (for example Europe/Paris), UTC or an Etc/ zone: unknown names and legacy ones (EST, CET, EST5EDT, US/Eastern, GMT, Factory) alike.
 */
export type InvalidTimeZone = { code: "invalid_time_zone"; message: string };

/**
 * every_seconds was below 300: a recurring reminder fires at most once every five minutes.
 */
export type FrequencyTooHigh = { code: "frequency_too_high"; message: string };

/**
 * The due time would fall outside 0001-01-01T00:00:00.000Z..9999-12-31T23:59:59.999Z, could not be computed exactly, or the current time was not available.
 */
export type TimeOutOfRangeV2 = { code: "time_out_of_range"; message: string };

/**
 * The at time was not strictly after the current time.
 */
export type NotFuture = { code: "not_future"; message: string };

/**
 * The session already holds 100 active reminders, or 20 recurring ones (every or calendar) and the new one recurs. Delete one first. A list shows every active reminder in one result, and 100 views stay a few thousand tokens; every recurring reminder is a standing source of followups, and 20 bounds what one due batch puts before the model.
 */
export type TooManySchedules = { code: "too_many_schedules"; message: string };

/**
 * What a host shows for a dispatch event of protocol 2: the reminder it delivered and the occurrence, recovered from the log.
 */
export type ScheduleReminderPresentationV2 = { scheduleId: ScheduleId; prompt: TrimmedText; occurrenceAt: Instant; deliveryMode: "session-local" };

/**
 * An active reminder as the protocol 2 tools show it: the record's fields (scheduledAt is the next occurrence), then its state at the moment of the call and the delivery mode, and for a calendar rule the local time of the next occurrence in its zone.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleViewV2 = (ScheduleView | AtScheduleView | EveryScheduleView | CalendarScheduleView);

/**
 * A reminder due once at an absolute time.
 */
export type AtScheduleView = { id: ScheduleId; kind: "at"; prompt: TrimmedText; scheduledAt: Instant; state: ("scheduled" | "overdue"); deliveryMode: "session-local" };

/**
 * A reminder due at a fixed rate.
 */
export type EveryScheduleView = { id: ScheduleId; kind: "every"; prompt: TrimmedText; everySeconds: number; scheduledAt: Instant; state: ("scheduled" | "overdue"); deliveryMode: "session-local" };

/**
 * A reminder due at a local time on chosen weekdays.
 */
export type CalendarScheduleView = { id: ScheduleId; kind: "calendar"; prompt: TrimmedText; time: string; days: Array<("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")>; timeZone: string; scheduledAt: Instant; state: ("scheduled" | "overdue"); deliveryMode: "session-local"; scheduledLocal: string };

/**
 * Open on purpose: a key other than prompt and after_seconds reaches the tool and is answered with invalid_selector.
 */
export type ScheduleCreateArguments = { prompt: string; after_seconds: number; [key: string]: unknown };

/**
 * The created reminder, or a domain error.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleCreateOutput = (ScheduleView | InvalidPrompt | InvalidSelector | InvalidRule | TimeOutOfRange | CorruptScheduleLog | PersistenceUncertain | InternalError);

/**
 * No arguments.
 */
export type ScheduleListArguments = Record<string, never>;

/**
 * The active reminders, or a domain error.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleListOutput = (Array<ScheduleView> | CorruptScheduleLog | PersistenceUncertain | InternalError);

/**
 * The reminder to cancel.
 */
export type ScheduleDeleteArguments = { id: string };

/**
 * Whether the reminder was cancelled, or a domain error.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleDeleteOutput = (ScheduleDeleted | ScheduleNotFound | InvalidRule | CorruptScheduleLog | PersistenceUncertain | InternalError);

/**
 * The reminder was active and is now cancelled.
 */
export type ScheduleDeleted = { id: ScheduleId; deleted: true };

/**
 * No active reminder has this id; nothing was changed.
 */
export type ScheduleNotFound = { id: ScheduleId; deleted: false; code: "schedule_not_found" };

/**
 * Open on purpose: a key other than prompt and the four selectors reaches the tool and is answered with invalid_selector; so is giving no selector or more than one.
 */
export type ScheduleCreateArgumentsV2 = { prompt: string; after_seconds?: number; at?: (string | AtLocalTime); every_seconds?: number; calendar?: CalendarRule; [key: string]: unknown };

/**
 * A local date and time in an IANA time zone; the tool needs all three keys.
 */
export type AtLocalTime = { date?: string; time?: string; time_zone?: string; [key: string]: unknown };

/**
 * Recurring: a local time of day on chosen weekdays in an IANA time zone; the tool needs time and time_zone.
 */
export type CalendarRule = { time?: string; days?: Array<string>; time_zone?: string; [key: string]: unknown };

/**
 * The created reminder, or a domain error.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleCreateOutputV2 = (ScheduleView | AtScheduleView | EveryScheduleView | CalendarScheduleView | InvalidPrompt | InvalidSelectorV2 | InvalidRuleV2 | InvalidTimeZone | FrequencyTooHigh | TimeOutOfRangeV2 | NotFuture | TooManySchedules | CorruptScheduleLog | PersistenceUncertain | InternalError);

/**
 * No arguments.
 */
export type ScheduleListArgumentsV2 = Record<string, never>;

/**
 * The active reminders, or a domain error.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleListOutputV2 = (Array<ScheduleViewV2> | CorruptScheduleLog | PersistenceUncertain | InternalError);

/**
 * The reminder to cancel.
 */
export type ScheduleDeleteArgumentsV2 = { id: string };

/**
 * Whether the reminder was cancelled, or a domain error.
 * Not expressed in this type (the validators check it): oneOf exclusivity.
 */
export type ScheduleDeleteOutputV2 = (ScheduleDeleted | ScheduleNotFound | InvalidRuleV2 | CorruptScheduleLog | PersistenceUncertain | InternalError);
