// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
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
