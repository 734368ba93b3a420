// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
// Change the schemas or the generator instead, then run `make generate`.
// Standalone JSON Schema validators (draft 2020-12), compiled by dsh-schedule from
// schemas/**/*.json (protocol versions 1 and 2).
//
// An ES2020 module with no imports. `validateX` returns every error
// ({path, keyword, message, schemaPath}; an empty array means valid); `isValidX`
// only answers whether the instance is valid. Patterns follow ECMA-262 with
// Unicode 17.0.0 property classes. Numbers are JavaScript numbers:
// integers beyond 2^53 arrive rounded by JSON.parse.
// Instances nested up to 1000 levels deep are validated in full where the
// stack allows; past it, one error with the keyword "depth" is reported.

const MAX_DEPTH = 1000;
const K1 = new Set(["id", "kind", "prompt", "afterSeconds", "scheduledAt"]);
const P2 = /^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$/u;
const B3 = [s34, s35, s36];
const D4 = new Map([["create", [0]], ["delete", [1]], ["dispatch", [2]]]);
const R5 = [];
const B6 = [s37, s38, s39, s40, s41, s42, s43];
const D7 = new Map([["invalid_prompt", [0]], ["invalid_selector", [1]], ["invalid_rule", [2]], ["time_out_of_range", [3]], ["corrupt_schedule_log", [4]], ["persistence_uncertain", [5]], ["internal_error", [6]]]);
const K8 = new Set(["scheduleId", "prompt", "occurrenceAt", "deliveryMode"]);
const K9 = new Set(["id", "kind", "prompt", "afterSeconds", "scheduledAt", "state", "deliveryMode"]);
const P10 = /^[\x00-\x08\x0e-\x1f!-\x9f\xa1-\u167f\u1681-\u1fff\u200b-\u2027\u202a-\u202e\u2030-\u205e\u2060-\u2fff\u3001-\ufefe\uff00-\u{10ffff}](?:[\x00-\u{10ffff}]*[\x00-\x08\x0e-\x1f!-\x9f\xa1-\u167f\u1681-\u1fff\u200b-\u2027\u202a-\u202e\u2030-\u205e\u2060-\u2fff\u3001-\ufefe\uff00-\u{10ffff}])?$/u;
const K11 = new Set(["id", "kind", "prompt", "scheduledAt"]);
const K12 = new Set(["id", "kind", "prompt", "time", "days", "timeZone", "scheduledAt"]);
const K13 = new Set(["id", "kind", "prompt", "everySeconds", "scheduledAt"]);
const B14 = [s76, s77, s78];
const B15 = [s79, s80, s81, s82, s83, s84, s85, s86, s87, s88, s89];
const D16 = new Map([["invalid_prompt", [0]], ["invalid_selector", [1]], ["invalid_rule", [2]], ["invalid_time_zone", [3]], ["frequency_too_high", [4]], ["time_out_of_range", [5]], ["not_future", [6]], ["too_many_schedules", [7]], ["corrupt_schedule_log", [8]], ["persistence_uncertain", [9]], ["internal_error", [10]]]);
const B17 = [s90, s91, s92, s93];
const D18 = new Map([["after", [0]], ["at", [1]], ["every", [2]], ["calendar", [3]]]);
const B19 = [s99, s100, s101, s102];
const B20 = [s105, s106, s107, s108, s109, s110, s111, s112];
const D21 = new Map([["invalid_prompt", [0, 1]], ["invalid_selector", [0, 2]], ["invalid_rule", [0, 3]], ["time_out_of_range", [0, 4]], ["corrupt_schedule_log", [0, 5]], ["persistence_uncertain", [0, 6]], ["internal_error", [0, 7]]]);
const R22 = [0];
const B23 = [s114, s115, s116, s117];
const D24 = new Map([["corrupt_schedule_log", [0, 1]], ["persistence_uncertain", [0, 2]], ["internal_error", [0, 3]]]);
const K25 = new Set(["id"]);
const B26 = [s120, s121, s122, s123, s124, s125];
const D27 = new Map([["schedule_not_found", [0, 1]], ["invalid_rule", [0, 2]], ["corrupt_schedule_log", [0, 3]], ["persistence_uncertain", [0, 4]], ["internal_error", [0, 5]]]);
const B28 = [s131, s132, s133, s134, s135, s136, s137, s138, s139, s140, s141, s142, s143, s144, s145];
const D29 = new Map([["invalid_prompt", [0, 1, 2, 3, 4]], ["invalid_selector", [0, 1, 2, 3, 5]], ["invalid_rule", [0, 1, 2, 3, 6]], ["invalid_time_zone", [0, 1, 2, 3, 7]], ["frequency_too_high", [0, 1, 2, 3, 8]], ["time_out_of_range", [0, 1, 2, 3, 9]], ["not_future", [0, 1, 2, 3, 10]], ["too_many_schedules", [0, 1, 2, 3, 11]], ["corrupt_schedule_log", [0, 1, 2, 3, 12]], ["persistence_uncertain", [0, 1, 2, 3, 13]], ["internal_error", [0, 1, 2, 3, 14]]]);
const R30 = [0, 1, 2, 3];
const B31 = [s147, s148, s149, s150];
const B32 = [s153, s154, s155, s156, s157, s158];
const P33 = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/u;
const P34 = /^[\+\-0-9A-Z_a-z]+(?:\/[\+\-0-9A-Z_a-z]+)*$/u;
const B35 = [s186, s187];
const R36 = [0, 1];
const K37 = new Set(["version", "operation", "schedule"]);
const K38 = new Set(["version", "operation", "id"]);
const K39 = new Set(["code", "message"]);
const K40 = new Set(["code", "message", "operation", "id"]);
const E41 = new Set(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
const K42 = new Set(["version", "operation", "id", "occurrenceAt"]);
const K43 = new Set(["id", "kind", "prompt", "scheduledAt", "state", "deliveryMode"]);
const K44 = new Set(["id", "kind", "prompt", "everySeconds", "scheduledAt", "state", "deliveryMode"]);
const K45 = new Set(["id", "kind", "prompt", "time", "days", "timeZone", "scheduledAt", "state", "deliveryMode", "scheduledLocal"]);
const K46 = new Set(["id", "deleted"]);
const K47 = new Set(["id", "deleted", "code"]);
const P48 = /^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][\+\-](?:[01][0-9]|2[0-3]):[0-5][0-9]$/u;

function anyOf(x, path, ev, scope, branches, candidates) {
  let matched = false;
  for (const index of candidates) {
    if (ev === null) {
      if (branches[index](x, path, null, null, scope)) return true;
      continue;
    }
    const found = new Set();
    if (branches[index](x, path, null, found, scope)) {
      matched = true;
      for (const item of found) ev.add(item);
    }
  }
  return matched;
}

function closest(x, path, errors, scope, branches, candidates) {
  // Explain failed alternatives by the one with the fewest errors (the first of those).
  let best = null;
  for (const index of candidates) {
    const found = [];
    branches[index](x, path, found, null, scope);
    if (best === null || found.length < best.length) {
      best = found;
      if (best.length <= 1) break;
    }
  }
  if (best !== null) errors.push(...best);
}

function esc(key) {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

const hasOwn = Object.prototype.hasOwnProperty;
function has(x, key) {
  return hasOwn.call(x, key);
}

function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function length(s) {
  // Code points: a surrogate pair counts once, a lone surrogate once.
  let count = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

function oneOf(x, path, ev, scope, branches, candidates, exclusive) {
  const matched = [];
  let kept = null;
  for (const index of candidates) {
    const found = ev === null ? null : new Set();
    if (branches[index](x, path, null, found, scope)) {
      matched.push(index);
      kept = found;
      if (exclusive) break;
    }
  }
  if (kept !== null && kept.size > 0 && matched.length === 1) for (const item of kept) ev.add(item);
  return matched;
}

function pick(x, name, choices, others) {
  // The alternatives a discriminating string constant leaves (the others when absent).
  if (isObject(x) && has(x, name)) {
    const value = x[name];
    if (typeof value === "string") {
      const left = choices.get(value);
      if (left !== undefined) return left;
    }
  }
  return others;
}

function typeName(x) {
  if (typeof x === "boolean") return "boolean";
  if (typeof x === "number") return Number.isInteger(x) ? "integer" : "number";
  if (x === null) return "null";
  if (Array.isArray(x)) return "array";
  return typeof x === "string" ? "string" : typeof x;
}

function tooDeep(x) {
  // The JSON pointer of the first value nested more than 1000 levels deep, or null.
  const pending = [[x, "", 1]];
  while (pending.length > 0) {
    const [value, path, level] = pending.pop();
    let items;
    if (Array.isArray(value)) items = value.map((v, i) => [path + "/" + i, v]);
    else if (isObject(value)) {
      items = Object.keys(value).map((k) => [path + "/" + esc(k), value[k]]);
    }
    else continue;
    if (level > MAX_DEPTH) return path;
    for (let i = items.length - 1; i >= 0; i--) pending.push([items[i][1], items[i][0], level + 1]);
  }
  return null;
}
function depthError(x) {
  const path = tooDeep(x);
  const message = "nested too deeply to validate (more than 1000 levels)";
  return [{ path: path === null ? "" : path, keyword: "depth", message, schemaPath: "" }];
}
function stackExhausted(error) {
  return error instanceof RangeError;
}

/** Every error of schemas/after-schedule-record.json (an empty array means valid). */
export function validateAfterScheduleRecord(instance) {
  try {
    if (s0(instance, "", null, null, [0])) return [];
    const errors = [];
    s0(instance, "", errors, null, [0]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/after-schedule-record.json. */
export function isValidAfterScheduleRecord(instance) {
  try {
    return s0(instance, "", null, null, [0]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/instant.json (an empty array means valid). */
export function validateInstant(instance) {
  try {
    if (s1(instance, "", null, null, [1])) return [];
    const errors = [];
    s1(instance, "", errors, null, [1]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/instant.json. */
export function isValidInstant(instance) {
  try {
    return s1(instance, "", null, null, [1]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/schedule-change.json (an empty array means valid). */
export function validateScheduleChange(instance) {
  try {
    if (s2(instance, "", null, null, [2])) return [];
    const errors = [];
    s2(instance, "", errors, null, [2]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/schedule-change.json. */
export function isValidScheduleChange(instance) {
  try {
    return s2(instance, "", null, null, [2]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/schedule-error.json (an empty array means valid). */
export function validateScheduleError(instance) {
  try {
    if (s3(instance, "", null, null, [3])) return [];
    const errors = [];
    s3(instance, "", errors, null, [3]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/schedule-error.json. */
export function isValidScheduleError(instance) {
  try {
    return s3(instance, "", null, null, [3]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/schedule-id.json (an empty array means valid). */
export function validateScheduleId(instance) {
  try {
    if (s4(instance, "", null, null, [4])) return [];
    const errors = [];
    s4(instance, "", errors, null, [4]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/schedule-id.json. */
export function isValidScheduleId(instance) {
  try {
    return s4(instance, "", null, null, [4]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/schedule-reminder-presentation.json (an empty array means valid). */
export function validateScheduleReminderPresentation(instance) {
  try {
    if (s5(instance, "", null, null, [5])) return [];
    const errors = [];
    s5(instance, "", errors, null, [5]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/schedule-reminder-presentation.json. */
export function isValidScheduleReminderPresentation(instance) {
  try {
    return s5(instance, "", null, null, [5]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/schedule-view.json (an empty array means valid). */
export function validateScheduleView(instance) {
  try {
    if (s6(instance, "", null, null, [6])) return [];
    const errors = [];
    s6(instance, "", errors, null, [6]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/schedule-view.json. */
export function isValidScheduleView(instance) {
  try {
    return s6(instance, "", null, null, [6]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/trimmed-text.json (an empty array means valid). */
export function validateTrimmedText(instance) {
  try {
    if (s7(instance, "", null, null, [10])) return [];
    const errors = [];
    s7(instance, "", errors, null, [10]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/trimmed-text.json. */
export function isValidTrimmedText(instance) {
  try {
    return s7(instance, "", null, null, [10]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/at-schedule-record.json (an empty array means valid). */
export function validateAtScheduleRecord(instance) {
  try {
    if (s8(instance, "", null, null, [11])) return [];
    const errors = [];
    s8(instance, "", errors, null, [11]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/at-schedule-record.json. */
export function isValidAtScheduleRecord(instance) {
  try {
    return s8(instance, "", null, null, [11]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/calendar-schedule-record.json (an empty array means valid). */
export function validateCalendarScheduleRecord(instance) {
  try {
    if (s9(instance, "", null, null, [12])) return [];
    const errors = [];
    s9(instance, "", errors, null, [12]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/calendar-schedule-record.json. */
export function isValidCalendarScheduleRecord(instance) {
  try {
    return s9(instance, "", null, null, [12]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/every-schedule-record.json (an empty array means valid). */
export function validateEveryScheduleRecord(instance) {
  try {
    if (s10(instance, "", null, null, [13])) return [];
    const errors = [];
    s10(instance, "", errors, null, [13]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/every-schedule-record.json. */
export function isValidEveryScheduleRecord(instance) {
  try {
    return s10(instance, "", null, null, [13]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/schedule-change-v2.json (an empty array means valid). */
export function validateScheduleChangeV2(instance) {
  try {
    if (s11(instance, "", null, null, [14])) return [];
    const errors = [];
    s11(instance, "", errors, null, [14]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/schedule-change-v2.json. */
export function isValidScheduleChangeV2(instance) {
  try {
    return s11(instance, "", null, null, [14]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/schedule-error-v2.json (an empty array means valid). */
export function validateScheduleErrorV2(instance) {
  try {
    if (s12(instance, "", null, null, [15])) return [];
    const errors = [];
    s12(instance, "", errors, null, [15]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/schedule-error-v2.json. */
export function isValidScheduleErrorV2(instance) {
  try {
    return s12(instance, "", null, null, [15]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/schedule-record.json (an empty array means valid). */
export function validateScheduleRecord(instance) {
  try {
    if (s13(instance, "", null, null, [16])) return [];
    const errors = [];
    s13(instance, "", errors, null, [16]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/schedule-record.json. */
export function isValidScheduleRecord(instance) {
  try {
    return s13(instance, "", null, null, [16]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/schedule-reminder-presentation-v2.json (an empty array means valid). */
export function validateScheduleReminderPresentationV2(instance) {
  try {
    if (s14(instance, "", null, null, [17])) return [];
    const errors = [];
    s14(instance, "", errors, null, [17]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/schedule-reminder-presentation-v2.json. */
export function isValidScheduleReminderPresentationV2(instance) {
  try {
    return s14(instance, "", null, null, [17]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/schedule-view-v2.json (an empty array means valid). */
export function validateScheduleViewV2(instance) {
  try {
    if (s15(instance, "", null, null, [18])) return [];
    const errors = [];
    s15(instance, "", errors, null, [18]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/schedule-view-v2.json. */
export function isValidScheduleViewV2(instance) {
  try {
    return s15(instance, "", null, null, [18]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateArguments(instance) {
  try {
    if (s16(instance, "", null, null, [7])) return [];
    const errors = [];
    s16(instance, "", errors, null, [7]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/tools/schedule-create.json. */
export function isValidScheduleCreateArguments(instance) {
  try {
    return s16(instance, "", null, null, [7]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateOutput(instance) {
  try {
    if (s17(instance, "", null, null, [7])) return [];
    const errors = [];
    s17(instance, "", errors, null, [7]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/tools/schedule-create.json. */
export function isValidScheduleCreateOutput(instance) {
  try {
    return s17(instance, "", null, null, [7]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListArguments(instance) {
  try {
    if (s18(instance, "", null, null, [9])) return [];
    const errors = [];
    s18(instance, "", errors, null, [9]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/tools/schedule-list.json. */
export function isValidScheduleListArguments(instance) {
  try {
    return s18(instance, "", null, null, [9]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListOutput(instance) {
  try {
    if (s19(instance, "", null, null, [9])) return [];
    const errors = [];
    s19(instance, "", errors, null, [9]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/tools/schedule-list.json. */
export function isValidScheduleListOutput(instance) {
  try {
    return s19(instance, "", null, null, [9]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteArguments(instance) {
  try {
    if (s20(instance, "", null, null, [8])) return [];
    const errors = [];
    s20(instance, "", errors, null, [8]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/tools/schedule-delete.json. */
export function isValidScheduleDeleteArguments(instance) {
  try {
    return s20(instance, "", null, null, [8]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteOutput(instance) {
  try {
    if (s21(instance, "", null, null, [8])) return [];
    const errors = [];
    s21(instance, "", errors, null, [8]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/tools/schedule-delete.json. */
export function isValidScheduleDeleteOutput(instance) {
  try {
    return s21(instance, "", null, null, [8]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateV2Arguments(instance) {
  try {
    if (s22(instance, "", null, null, [19])) return [];
    const errors = [];
    s22(instance, "", errors, null, [19]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-create.json. */
export function isValidScheduleCreateV2Arguments(instance) {
  try {
    return s22(instance, "", null, null, [19]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateV2Output(instance) {
  try {
    if (s23(instance, "", null, null, [19])) return [];
    const errors = [];
    s23(instance, "", errors, null, [19]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-create.json. */
export function isValidScheduleCreateV2Output(instance) {
  try {
    return s23(instance, "", null, null, [19]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListV2Arguments(instance) {
  try {
    if (s24(instance, "", null, null, [21])) return [];
    const errors = [];
    s24(instance, "", errors, null, [21]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-list.json. */
export function isValidScheduleListV2Arguments(instance) {
  try {
    return s24(instance, "", null, null, [21]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListV2Output(instance) {
  try {
    if (s25(instance, "", null, null, [21])) return [];
    const errors = [];
    s25(instance, "", errors, null, [21]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-list.json. */
export function isValidScheduleListV2Output(instance) {
  try {
    return s25(instance, "", null, null, [21]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteV2Arguments(instance) {
  try {
    if (s26(instance, "", null, null, [20])) return [];
    const errors = [];
    s26(instance, "", errors, null, [20]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-delete.json. */
export function isValidScheduleDeleteV2Arguments(instance) {
  try {
    return s26(instance, "", null, null, [20]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
/** Every error of schemas/v2/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteV2Output(instance) {
  try {
    if (s27(instance, "", null, null, [20])) return [];
    const errors = [];
    s27(instance, "", errors, null, [20]);
    return errors.map(([path, keyword, message, schemaPath]) =>
      ({ path, keyword, message, schemaPath }));
  } catch (error) {
    if (stackExhausted(error)) return depthError(instance);
    throw error;
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-delete.json. */
export function isValidScheduleDeleteV2Output(instance) {
  try {
    return s27(instance, "", null, null, [20]);
  } catch (error) {
    if (stackExhausted(error)) return false;
    throw error;
  }
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
function s0(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "afterSeconds")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"afterSeconds\"", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s28(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s29(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s30(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "afterSeconds")) {
      if (!s31(x["afterSeconds"], path + "/afterSeconds", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s32(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K1.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/instant.json#
function s1(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (!P2.test(x)) {
      if (errors === null) return false;
      errors.push([path, "pattern", "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#
function s2(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B3, pick(x, "operation", D4, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 3 alternatives", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B3, pick(x, "operation", D4, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#
function s3(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B6, pick(x, "code", D7, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 7 alternatives", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B6, pick(x, "code", D7, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-id.json#
function s4(x, path, errors, ev, scope) {
  let ok = true;
  if (!s7(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
function s5(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "scheduleId")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduleId\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required"]);
      ok = false;
    }
    if (!has(x, "occurrenceAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"occurrenceAt\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required"]);
      ok = false;
    }
    if (!has(x, "deliveryMode")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deliveryMode\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required"]);
      ok = false;
    }
    if (has(x, "scheduleId")) {
      if (!s44(x["scheduleId"], path + "/scheduleId", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s45(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "occurrenceAt")) {
      if (!s46(x["occurrenceAt"], path + "/occurrenceAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s47(x["deliveryMode"], path + "/deliveryMode", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K8.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
function s6(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required"]);
      ok = false;
    }
    if (!has(x, "afterSeconds")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"afterSeconds\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required"]);
      ok = false;
    }
    if (!has(x, "state")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"state\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required"]);
      ok = false;
    }
    if (!has(x, "deliveryMode")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deliveryMode\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s49(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s50(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s51(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "afterSeconds")) {
      if (!s52(x["afterSeconds"], path + "/afterSeconds", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s53(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "state")) {
      if (!s54(x["state"], path + "/state", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s55(x["deliveryMode"], path + "/deliveryMode", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K9.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
function s7(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength"]);
      ok = false;
    }
    if (!P10.test(x)) {
      if (errors === null) return false;
      errors.push([path, "pattern", "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
function s8(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s57(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s58(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s59(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s60(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K11.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
function s9(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "time")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"time\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "days")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"days\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "timeZone")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"timeZone\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s62(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s63(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s64(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "time")) {
      if (!s65(x["time"], path + "/time", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "days")) {
      if (!s66(x["days"], path + "/days", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "timeZone")) {
      if (!s67(x["timeZone"], path + "/timeZone", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s68(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K12.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
function s10(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "everySeconds")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"everySeconds\"", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s70(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s71(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s72(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "everySeconds")) {
      if (!s73(x["everySeconds"], path + "/everySeconds", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s74(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K13.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#
function s11(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B14, pick(x, "operation", D4, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 3 alternatives", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B14, pick(x, "operation", D4, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#
function s12(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B15, pick(x, "code", D16, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 11 alternatives", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B15, pick(x, "code", D16, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#
function s13(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B17, pick(x, "kind", D18, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 4 alternatives", "https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B17, pick(x, "kind", D18, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#
function s14(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "scheduleId")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduleId\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required"]);
      ok = false;
    }
    if (!has(x, "occurrenceAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"occurrenceAt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required"]);
      ok = false;
    }
    if (!has(x, "deliveryMode")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deliveryMode\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required"]);
      ok = false;
    }
    if (has(x, "scheduleId")) {
      if (!s94(x["scheduleId"], path + "/scheduleId", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s95(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "occurrenceAt")) {
      if (!s96(x["occurrenceAt"], path + "/occurrenceAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s97(x["deliveryMode"], path + "/deliveryMode", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K8.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
function s15(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B19, pick(x, "kind", D18, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 4 alternatives", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B19, pick(x, "kind", D18, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
function s16(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/required"]);
      ok = false;
    }
    if (!has(x, "after_seconds")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"after_seconds\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/required"]);
      ok = false;
    }
    if (has(x, "prompt")) {
      if (!s103(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "after_seconds")) {
      if (!s104(x["after_seconds"], path + "/after_seconds", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output
function s17(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B20, pick(x, "code", D21, R22), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 8 alternatives", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B20, pick(x, "code", D21, R22));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments
function s18(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/type"]);
    ok = false;
  }
  if (isObject(x)) {
    for (const key of Object.keys(x)) {
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output
function s19(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B23, pick(x, "code", D24, R22), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 4 alternatives", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B23, pick(x, "code", D24, R22));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
function s20(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s118(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K25.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output
function s21(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B26, pick(x, "code", D27, R22), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 6 alternatives", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B26, pick(x, "code", D27, R22));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments
function s22(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/required"]);
      ok = false;
    }
    if (has(x, "prompt")) {
      if (!s126(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "after_seconds")) {
      if (!s127(x["after_seconds"], path + "/after_seconds", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "at")) {
      if (!s128(x["at"], path + "/at", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "every_seconds")) {
      if (!s129(x["every_seconds"], path + "/every_seconds", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "calendar")) {
      if (!s130(x["calendar"], path + "/calendar", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output
function s23(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B28, pick(x, "code", D29, R30), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 15 alternatives", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B28, pick(x, "code", D29, R30));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments
function s24(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/type"]);
    ok = false;
  }
  if (isObject(x)) {
    for (const key of Object.keys(x)) {
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output
function s25(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B31, pick(x, "code", D24, R22), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 4 alternatives", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B31, pick(x, "code", D24, R22));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments
function s26(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s151(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K25.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output
function s27(x, path, errors, ev, scope) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, B32, pick(x, "code", D27, R22), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 6 alternatives", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, B32, pick(x, "code", D27, R22));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/id
function s28(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind
function s29(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "after")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"after\"", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/prompt
function s30(x, path, errors, ev, scope) {
  let ok = true;
  if (!s7(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
function s31(x, path, errors, ev, scope) {
  let ok = true;
  if (!(Number.isInteger(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected integer, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/type"]);
    ok = false;
  }
  if (typeof x === "number") {
    if (x < 1) {
      if (errors === null) return false;
      errors.push([path, "minimum", "must be >= 1", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/minimum"]);
      ok = false;
    }
    if (x > 9007199254740991) {
      if (errors === null) return false;
      errors.push([path, "maximum", "must be <= 9007199254740991", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/maximum"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/scheduledAt
function s32(x, path, errors, ev, scope) {
  let ok = true;
  if (!s1(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties
function s33(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/0
function s34(x, path, errors, ev, scope) {
  let ok = true;
  if (!s159(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/1
function s35(x, path, errors, ev, scope) {
  let ok = true;
  if (!s160(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/2
function s36(x, path, errors, ev, scope) {
  let ok = true;
  if (!s161(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/0
function s37(x, path, errors, ev, scope) {
  let ok = true;
  if (!s162(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/1
function s38(x, path, errors, ev, scope) {
  let ok = true;
  if (!s163(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/2
function s39(x, path, errors, ev, scope) {
  let ok = true;
  if (!s164(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/3
function s40(x, path, errors, ev, scope) {
  let ok = true;
  if (!s165(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/4
function s41(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/5
function s42(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/6
function s43(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/scheduleId
function s44(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/prompt
function s45(x, path, errors, ev, scope) {
  let ok = true;
  if (!s7(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/occurrenceAt
function s46(x, path, errors, ev, scope) {
  let ok = true;
  if (!s1(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode
function s47(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"session-local\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties
function s48(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/id
function s49(x, path, errors, ev, scope) {
  let ok = true;
  if (!s28(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/kind
function s50(x, path, errors, ev, scope) {
  let ok = true;
  if (!s29(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/prompt
function s51(x, path, errors, ev, scope) {
  let ok = true;
  if (!s30(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/afterSeconds
function s52(x, path, errors, ev, scope) {
  let ok = true;
  if (!s31(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/scheduledAt
function s53(x, path, errors, ev, scope) {
  let ok = true;
  if (!s32(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state
function s54(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "scheduled" || x === "overdue")) {
    if (errors === null) return false;
    errors.push([path, "enum", "must be one of [\"scheduled\", \"overdue\"]", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state/enum"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode
function s55(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"session-local\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties
function s56(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/id
function s57(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind
function s58(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "at")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"at\"", "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/prompt
function s59(x, path, errors, ev, scope) {
  let ok = true;
  if (!s7(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/scheduledAt
function s60(x, path, errors, ev, scope) {
  let ok = true;
  if (!s1(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/additionalProperties
function s61(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/id
function s62(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind
function s63(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "calendar")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"calendar\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/prompt
function s64(x, path, errors, ev, scope) {
  let ok = true;
  if (!s7(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time
function s65(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (!P33.test(x)) {
      if (errors === null) return false;
      errors.push([path, "pattern", "must match the pattern \"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/pattern"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
function s66(x, path, errors, ev, scope) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected array, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/type"]);
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      if (!s169(x[index], errors !== null ? path + "/" + index : path, errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone
function s67(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (!P34.test(x)) {
      if (errors === null) return false;
      errors.push([path, "pattern", "must match the pattern \"^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$\"", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/pattern"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/scheduledAt
function s68(x, path, errors, ev, scope) {
  let ok = true;
  if (!s1(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/additionalProperties
function s69(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/id
function s70(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind
function s71(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "every")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"every\"", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/prompt
function s72(x, path, errors, ev, scope) {
  let ok = true;
  if (!s7(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds
function s73(x, path, errors, ev, scope) {
  let ok = true;
  if (!(Number.isInteger(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected integer, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/type"]);
    ok = false;
  }
  if (typeof x === "number") {
    if (x < 300) {
      if (errors === null) return false;
      errors.push([path, "minimum", "must be >= 300", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/minimum"]);
      ok = false;
    }
    if (x > 9007199254740991) {
      if (errors === null) return false;
      errors.push([path, "maximum", "must be <= 9007199254740991", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/maximum"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/scheduledAt
function s74(x, path, errors, ev, scope) {
  let ok = true;
  if (!s1(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/additionalProperties
function s75(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf/0
function s76(x, path, errors, ev, scope) {
  let ok = true;
  if (!s170(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf/1
function s77(x, path, errors, ev, scope) {
  let ok = true;
  if (!s171(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf/2
function s78(x, path, errors, ev, scope) {
  let ok = true;
  if (!s172(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/0
function s79(x, path, errors, ev, scope) {
  let ok = true;
  if (!s162(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/1
function s80(x, path, errors, ev, scope) {
  let ok = true;
  if (!s173(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/2
function s81(x, path, errors, ev, scope) {
  let ok = true;
  if (!s174(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/3
function s82(x, path, errors, ev, scope) {
  let ok = true;
  if (!s175(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/4
function s83(x, path, errors, ev, scope) {
  let ok = true;
  if (!s176(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/5
function s84(x, path, errors, ev, scope) {
  let ok = true;
  if (!s177(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/6
function s85(x, path, errors, ev, scope) {
  let ok = true;
  if (!s178(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/7
function s86(x, path, errors, ev, scope) {
  let ok = true;
  if (!s179(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/8
function s87(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/9
function s88(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/10
function s89(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/0
function s90(x, path, errors, ev, scope) {
  let ok = true;
  if (!s0(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/1
function s91(x, path, errors, ev, scope) {
  let ok = true;
  if (!s8(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/2
function s92(x, path, errors, ev, scope) {
  let ok = true;
  if (!s10(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/3
function s93(x, path, errors, ev, scope) {
  let ok = true;
  if (!s9(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/scheduleId
function s94(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/prompt
function s95(x, path, errors, ev, scope) {
  let ok = true;
  if (!s7(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/occurrenceAt
function s96(x, path, errors, ev, scope) {
  let ok = true;
  if (!s1(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/deliveryMode
function s97(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"session-local\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/deliveryMode/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/additionalProperties
function s98(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/0
function s99(x, path, errors, ev, scope) {
  let ok = true;
  if (!s6(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/1
function s100(x, path, errors, ev, scope) {
  let ok = true;
  if (!s180(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/2
function s101(x, path, errors, ev, scope) {
  let ok = true;
  if (!s181(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/3
function s102(x, path, errors, ev, scope) {
  let ok = true;
  if (!s182(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt
function s103(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
function s104(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "number")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected number, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/0
function s105(x, path, errors, ev, scope) {
  let ok = true;
  if (!s6(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/1
function s106(x, path, errors, ev, scope) {
  let ok = true;
  if (!s162(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/2
function s107(x, path, errors, ev, scope) {
  let ok = true;
  if (!s163(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/3
function s108(x, path, errors, ev, scope) {
  let ok = true;
  if (!s164(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/4
function s109(x, path, errors, ev, scope) {
  let ok = true;
  if (!s165(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/5
function s110(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/6
function s111(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/7
function s112(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties
function s113(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
function s114(x, path, errors, ev, scope) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected array, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/type"]);
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      if (!s183(x[index], errors !== null ? path + "/" + index : path, errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/1
function s115(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/2
function s116(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/3
function s117(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id
function s118(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties
function s119(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/0
function s120(x, path, errors, ev, scope) {
  let ok = true;
  if (!s184(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/1
function s121(x, path, errors, ev, scope) {
  let ok = true;
  if (!s185(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/2
function s122(x, path, errors, ev, scope) {
  let ok = true;
  if (!s164(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/3
function s123(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/4
function s124(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/5
function s125(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/prompt
function s126(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/prompt/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
function s127(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "number")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected number, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at
function s128(x, path, errors, ev, scope) {
  let ok = true;
  if (!anyOf(x, path, null, scope, B35, R36)) {
    if (errors === null) return false;
    errors.push([path, "anyOf", "valid against none of the 2 alternatives", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf"]);
    ok = false;
    closest(x, path, errors, scope, B35, R36);
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/every_seconds
function s129(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "number")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected number, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/every_seconds/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/calendar
function s130(x, path, errors, ev, scope) {
  let ok = true;
  if (!s188(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/0
function s131(x, path, errors, ev, scope) {
  let ok = true;
  if (!s6(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/1
function s132(x, path, errors, ev, scope) {
  let ok = true;
  if (!s180(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/2
function s133(x, path, errors, ev, scope) {
  let ok = true;
  if (!s181(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/3
function s134(x, path, errors, ev, scope) {
  let ok = true;
  if (!s182(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/4
function s135(x, path, errors, ev, scope) {
  let ok = true;
  if (!s162(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/5
function s136(x, path, errors, ev, scope) {
  let ok = true;
  if (!s173(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/6
function s137(x, path, errors, ev, scope) {
  let ok = true;
  if (!s174(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/7
function s138(x, path, errors, ev, scope) {
  let ok = true;
  if (!s175(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/8
function s139(x, path, errors, ev, scope) {
  let ok = true;
  if (!s176(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/9
function s140(x, path, errors, ev, scope) {
  let ok = true;
  if (!s177(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/10
function s141(x, path, errors, ev, scope) {
  let ok = true;
  if (!s178(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/11
function s142(x, path, errors, ev, scope) {
  let ok = true;
  if (!s179(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/12
function s143(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/13
function s144(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf/14
function s145(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/additionalProperties
function s146(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0
function s147(x, path, errors, ev, scope) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected array, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0/type"]);
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      if (!s189(x[index], errors !== null ? path + "/" + index : path, errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/1
function s148(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/2
function s149(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/3
function s150(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/properties/id
function s151(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/properties/id/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/additionalProperties
function s152(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf/0
function s153(x, path, errors, ev, scope) {
  let ok = true;
  if (!s184(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf/1
function s154(x, path, errors, ev, scope) {
  let ok = true;
  if (!s185(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf/2
function s155(x, path, errors, ev, scope) {
  let ok = true;
  if (!s174(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf/3
function s156(x, path, errors, ev, scope) {
  let ok = true;
  if (!s166(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf/4
function s157(x, path, errors, ev, scope) {
  let ok = true;
  if (!s167(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf/5
function s158(x, path, errors, ev, scope) {
  let ok = true;
  if (!s168(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
function s159(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "version")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"version\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/required"]);
      ok = false;
    }
    if (!has(x, "operation")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"operation\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/required"]);
      ok = false;
    }
    if (!has(x, "schedule")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"schedule\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/required"]);
      ok = false;
    }
    if (has(x, "version")) {
      if (!s190(x["version"], path + "/version", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s191(x["operation"], path + "/operation", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "schedule")) {
      if (!s192(x["schedule"], path + "/schedule", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K37.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
function s160(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "version")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"version\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/required"]);
      ok = false;
    }
    if (!has(x, "operation")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"operation\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/required"]);
      ok = false;
    }
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/required"]);
      ok = false;
    }
    if (has(x, "version")) {
      if (!s194(x["version"], path + "/version", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s195(x["operation"], path + "/operation", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s196(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K38.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
function s161(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "version")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"version\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/required"]);
      ok = false;
    }
    if (!has(x, "operation")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"operation\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/required"]);
      ok = false;
    }
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/required"]);
      ok = false;
    }
    if (has(x, "version")) {
      if (!s198(x["version"], path + "/version", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s199(x["operation"], path + "/operation", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s200(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K38.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
function s162(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s202(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s203(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
function s163(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s205(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s206(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
function s164(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s208(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s209(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
function s165(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s211(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s212(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
function s166(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s214(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s215(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
function s167(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/required"]);
      ok = false;
    }
    if (!has(x, "operation")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"operation\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s217(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s218(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s219(x["operation"], path + "/operation", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s220(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K40.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
function s168(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s222(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s223(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items
function s169(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string" && E41.has(x))) {
    if (errors === null) return false;
    errors.push([path, "enum", "must be one of [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"]", "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items/enum"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2
function s170(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "version")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"version\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/required"]);
      ok = false;
    }
    if (!has(x, "operation")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"operation\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/required"]);
      ok = false;
    }
    if (!has(x, "schedule")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"schedule\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/required"]);
      ok = false;
    }
    if (has(x, "version")) {
      if (!s225(x["version"], path + "/version", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s226(x["operation"], path + "/operation", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "schedule")) {
      if (!s227(x["schedule"], path + "/schedule", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K37.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2
function s171(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "version")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"version\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/required"]);
      ok = false;
    }
    if (!has(x, "operation")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"operation\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/required"]);
      ok = false;
    }
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/required"]);
      ok = false;
    }
    if (has(x, "version")) {
      if (!s229(x["version"], path + "/version", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s230(x["operation"], path + "/operation", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s231(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K38.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2
function s172(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "version")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"version\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/required"]);
      ok = false;
    }
    if (!has(x, "operation")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"operation\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/required"]);
      ok = false;
    }
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/required"]);
      ok = false;
    }
    if (has(x, "version")) {
      if (!s233(x["version"], path + "/version", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s234(x["operation"], path + "/operation", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s235(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "occurrenceAt")) {
      if (!s236(x["occurrenceAt"], path + "/occurrenceAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K42.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2
function s173(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s238(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s239(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2
function s174(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s241(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s242(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone
function s175(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s244(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s245(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh
function s176(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s247(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s248(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2
function s177(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s250(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s251(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture
function s178(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s253(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s254(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules
function s179(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/required"]);
      ok = false;
    }
    if (!has(x, "message")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"message\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/required"]);
      ok = false;
    }
    if (has(x, "code")) {
      if (!s256(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s257(x["message"], path + "/message", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K39.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
function s180(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "state")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"state\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "deliveryMode")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deliveryMode\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s259(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s260(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s261(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s262(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "state")) {
      if (!s263(x["state"], path + "/state", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s264(x["deliveryMode"], path + "/deliveryMode", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K43.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
function s181(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "everySeconds")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"everySeconds\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "state")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"state\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "deliveryMode")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deliveryMode\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s266(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s267(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s268(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "everySeconds")) {
      if (!s269(x["everySeconds"], path + "/everySeconds", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s270(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "state")) {
      if (!s271(x["state"], path + "/state", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s272(x["deliveryMode"], path + "/deliveryMode", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K44.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
function s182(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "kind")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"kind\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "prompt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"prompt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "time")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"time\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "days")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"days\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "timeZone")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"timeZone\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "scheduledAt")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledAt\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "state")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"state\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "deliveryMode")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deliveryMode\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (!has(x, "scheduledLocal")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"scheduledLocal\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s274(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s275(x["kind"], path + "/kind", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s276(x["prompt"], path + "/prompt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "time")) {
      if (!s277(x["time"], path + "/time", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "days")) {
      if (!s278(x["days"], path + "/days", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "timeZone")) {
      if (!s279(x["timeZone"], path + "/timeZone", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s280(x["scheduledAt"], path + "/scheduledAt", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "state")) {
      if (!s281(x["state"], path + "/state", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s282(x["deliveryMode"], path + "/deliveryMode", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledLocal")) {
      if (!s283(x["scheduledLocal"], path + "/scheduledLocal", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K45.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
function s183(x, path, errors, ev, scope) {
  let ok = true;
  if (!s6(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
function s184(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/required"]);
      ok = false;
    }
    if (!has(x, "deleted")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deleted\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s285(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deleted")) {
      if (!s286(x["deleted"], path + "/deleted", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K46.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
function s185(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (!has(x, "id")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"id\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/required"]);
      ok = false;
    }
    if (!has(x, "deleted")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"deleted\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/required"]);
      ok = false;
    }
    if (!has(x, "code")) {
      if (errors === null) return false;
      errors.push([path, "required", "missing required property \"code\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/required"]);
      ok = false;
    }
    if (has(x, "id")) {
      if (!s288(x["id"], path + "/id", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deleted")) {
      if (!s289(x["deleted"], path + "/deleted", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "code")) {
      if (!s290(x["code"], path + "/code", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key of Object.keys(x)) {
      if (K47.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0
function s186(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/1
function s187(x, path, errors, ev, scope) {
  let ok = true;
  if (!s292(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule
function s188(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (has(x, "time")) {
      if (!s293(x["time"], path + "/time", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "days")) {
      if (!s294(x["days"], path + "/days", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "time_zone")) {
      if (!s295(x["time_zone"], path + "/time_zone", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0/items
function s189(x, path, errors, ev, scope) {
  let ok = true;
  if (!s15(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version
function s190(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 1", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation
function s191(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "create")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"create\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/schedule
function s192(x, path, errors, ev, scope) {
  let ok = true;
  if (!s0(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties
function s193(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version
function s194(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 1", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation
function s195(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "delete")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"delete\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/id
function s196(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties
function s197(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version
function s198(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 1", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation
function s199(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "dispatch")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"dispatch\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/id
function s200(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties
function s201(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code
function s202(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "invalid_prompt")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_prompt\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message
function s203(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties
function s204(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code
function s205(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "invalid_selector")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_selector\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message
function s206(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties
function s207(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code
function s208(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "invalid_rule")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_rule\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message
function s209(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties
function s210(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code
function s211(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "time_out_of_range")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"time_out_of_range\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message
function s212(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties
function s213(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code
function s214(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "corrupt_schedule_log")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"corrupt_schedule_log\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message
function s215(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties
function s216(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code
function s217(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "persistence_uncertain")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"persistence_uncertain\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message
function s218(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation
function s219(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "create" || x === "list" || x === "delete")) {
    if (errors === null) return false;
    errors.push([path, "enum", "must be one of [\"create\", \"list\", \"delete\"]", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation/enum"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/id
function s220(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties
function s221(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code
function s222(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "internal_error")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"internal_error\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message
function s223(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties
function s224(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/version
function s225(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === 2)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 2", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/operation
function s226(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "create")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"create\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/schedule
function s227(x, path, errors, ev, scope) {
  let ok = true;
  if (!s13(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/additionalProperties
function s228(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/version
function s229(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === 2)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 2", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/operation
function s230(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "delete")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"delete\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/id
function s231(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/additionalProperties
function s232(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/version
function s233(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === 2)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 2", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/operation
function s234(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "dispatch")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"dispatch\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/id
function s235(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/occurrenceAt
function s236(x, path, errors, ev, scope) {
  let ok = true;
  if (!s1(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/additionalProperties
function s237(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/code
function s238(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "invalid_selector")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_selector\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message
function s239(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/additionalProperties
function s240(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/code
function s241(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "invalid_rule")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_rule\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message
function s242(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/additionalProperties
function s243(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/code
function s244(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "invalid_time_zone")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_time_zone\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message
function s245(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/additionalProperties
function s246(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/code
function s247(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "frequency_too_high")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"frequency_too_high\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message
function s248(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/additionalProperties
function s249(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/code
function s250(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "time_out_of_range")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"time_out_of_range\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message
function s251(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/additionalProperties
function s252(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/code
function s253(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "not_future")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"not_future\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message
function s254(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/additionalProperties
function s255(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/code
function s256(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "too_many_schedules")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"too_many_schedules\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message
function s257(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push([path, "minLength", "must be at least 1 characters long", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message/minLength"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/additionalProperties
function s258(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/id
function s259(x, path, errors, ev, scope) {
  let ok = true;
  if (!s57(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/kind
function s260(x, path, errors, ev, scope) {
  let ok = true;
  if (!s58(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/prompt
function s261(x, path, errors, ev, scope) {
  let ok = true;
  if (!s59(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/scheduledAt
function s262(x, path, errors, ev, scope) {
  let ok = true;
  if (!s60(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/state
function s263(x, path, errors, ev, scope) {
  let ok = true;
  if (!s296(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/deliveryMode
function s264(x, path, errors, ev, scope) {
  let ok = true;
  if (!s297(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/additionalProperties
function s265(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/properties/id
function s266(x, path, errors, ev, scope) {
  let ok = true;
  if (!s70(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/properties/kind
function s267(x, path, errors, ev, scope) {
  let ok = true;
  if (!s71(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/properties/prompt
function s268(x, path, errors, ev, scope) {
  let ok = true;
  if (!s72(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/properties/everySeconds
function s269(x, path, errors, ev, scope) {
  let ok = true;
  if (!s73(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/properties/scheduledAt
function s270(x, path, errors, ev, scope) {
  let ok = true;
  if (!s74(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/properties/state
function s271(x, path, errors, ev, scope) {
  let ok = true;
  if (!s296(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/properties/deliveryMode
function s272(x, path, errors, ev, scope) {
  let ok = true;
  if (!s297(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/additionalProperties
function s273(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/id
function s274(x, path, errors, ev, scope) {
  let ok = true;
  if (!s62(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/kind
function s275(x, path, errors, ev, scope) {
  let ok = true;
  if (!s63(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/prompt
function s276(x, path, errors, ev, scope) {
  let ok = true;
  if (!s64(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/time
function s277(x, path, errors, ev, scope) {
  let ok = true;
  if (!s65(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/days
function s278(x, path, errors, ev, scope) {
  let ok = true;
  if (!s66(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/timeZone
function s279(x, path, errors, ev, scope) {
  let ok = true;
  if (!s67(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledAt
function s280(x, path, errors, ev, scope) {
  let ok = true;
  if (!s68(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/state
function s281(x, path, errors, ev, scope) {
  let ok = true;
  if (!s296(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/deliveryMode
function s282(x, path, errors, ev, scope) {
  let ok = true;
  if (!s297(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal
function s283(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal/type"]);
    ok = false;
  }
  if (typeof x === "string") {
    if (!P48.test(x)) {
      if (errors === null) return false;
      errors.push([path, "pattern", "must match the pattern \"^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/additionalProperties
function s284(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/id
function s285(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted
function s286(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === true)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be true", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties
function s287(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/id
function s288(x, path, errors, ev, scope) {
  let ok = true;
  if (!s4(x, path, errors, null, scope)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted
function s289(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === false)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be false", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code
function s290(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "schedule_not_found")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"schedule_not_found\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties
function s291(x, path, errors, ev, scope) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
function s292(x, path, errors, ev, scope) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/type"]);
    ok = false;
  }
  if (isObject(x)) {
    if (has(x, "date")) {
      if (!s298(x["date"], path + "/date", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "time")) {
      if (!s299(x["time"], path + "/time", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "time_zone")) {
      if (!s300(x["time_zone"], path + "/time_zone", errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time
function s293(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days
function s294(x, path, errors, ev, scope) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected array, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/type"]);
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      if (!s301(x[index], errors !== null ? path + "/" + index : path, errors, null, scope)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time_zone
function s295(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time_zone/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/state
function s296(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "scheduled" || x === "overdue")) {
    if (errors === null) return false;
    errors.push([path, "enum", "must be one of [\"scheduled\", \"overdue\"]", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/state/enum"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/deliveryMode
function s297(x, path, errors, ev, scope) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"session-local\"", "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/deliveryMode/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/date
function s298(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/date/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time
function s299(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time_zone
function s300(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time_zone/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items
function s301(x, path, errors, ev, scope) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items/type"]);
    ok = false;
  }
  return ok;
}
