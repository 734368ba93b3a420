// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
// Change the schemas or the generator instead, then run `make generate`.
// Standalone JSON Schema validators (draft 2020-12), compiled by dsh-schedule from
// schemas/*.json and schemas/tools/*.json.
//
// An ES2020 module with no imports. `validateX` returns every error
// ({path, keyword, message, schemaPath}; an empty array means valid); `isValidX`
// only answers whether the instance is valid. Patterns follow ECMA-262 with
// Unicode 17.0.0 property classes. Numbers are JavaScript numbers:
// integers beyond 2^53 arrive rounded by JSON.parse.
// Instances nested up to 1000 levels deep are validated in full; a walk
// past that reports one error with the keyword "depth" at the first value
// nested too deeply.

const MAX_DEPTH = 1000;
const K1 = new Set(["id", "kind", "prompt", "afterSeconds", "scheduledAt"]);
const P2 = /^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$/u;
const B3 = [s20, s21, s22];
const D4 = new Map([["create", [0]], ["delete", [1]], ["dispatch", [2]]]);
const R5 = [];
const B6 = [s23, s24, s25, s26, s27, s28, s29];
const D7 = new Map([["invalid_prompt", [0]], ["invalid_selector", [1]], ["invalid_rule", [2]], ["time_out_of_range", [3]], ["corrupt_schedule_log", [4]], ["persistence_uncertain", [5]], ["internal_error", [6]]]);
const K8 = new Set(["scheduleId", "prompt", "occurrenceAt", "deliveryMode"]);
const K9 = new Set(["id", "kind", "prompt", "afterSeconds", "scheduledAt", "state", "deliveryMode"]);
const P10 = /^[\x00-\x08\x0e-\x1f!-\x9f\xa1-\u167f\u1681-\u1fff\u200b-\u2027\u202a-\u202e\u2030-\u205e\u2060-\u2fff\u3001-\ufefe\uff00-\u{10ffff}](?:[\x00-\u{10ffff}]*[\x00-\x08\x0e-\x1f!-\x9f\xa1-\u167f\u1681-\u1fff\u200b-\u2027\u202a-\u202e\u2030-\u205e\u2060-\u2fff\u3001-\ufefe\uff00-\u{10ffff}])?$/u;
const B11 = [s45, s46, s47, s48, s49, s50, s51, s52];
const D12 = new Map([["invalid_prompt", [0, 1]], ["invalid_selector", [0, 2]], ["invalid_rule", [0, 3]], ["time_out_of_range", [0, 4]], ["corrupt_schedule_log", [0, 5]], ["persistence_uncertain", [0, 6]], ["internal_error", [0, 7]]]);
const R13 = [0];
const B14 = [s54, s55, s56, s57];
const D15 = new Map([["corrupt_schedule_log", [0, 1]], ["persistence_uncertain", [0, 2]], ["internal_error", [0, 3]]]);
const K16 = new Set(["id"]);
const B17 = [s60, s61, s62, s63, s64, s65];
const D18 = new Map([["schedule_not_found", [0, 1]], ["invalid_rule", [0, 2]], ["corrupt_schedule_log", [0, 3]], ["persistence_uncertain", [0, 4]], ["internal_error", [0, 5]]]);
const K19 = new Set(["version", "operation", "schedule"]);
const K20 = new Set(["version", "operation", "id"]);
const K21 = new Set(["code", "message"]);
const K22 = new Set(["code", "message", "operation", "id"]);
const K23 = new Set(["id", "deleted"]);
const K24 = new Set(["id", "deleted", "code"]);
const U25 = new Set([9, 10, 11, 12, 13, 32, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197, 8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288, 65279]);

function closest(x, path, errors, scope, d, branches, candidates) {
  // Explain failed alternatives by the one with the fewest errors (the first of those).
  let best = null;
  for (const index of candidates) {
    const found = [];
    branches[index](x, path, found, null, scope, d);
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

function keys(x) {
  // How many own keys, without building their array.
  let count = 0;
  for (const key in x) if (hasOwn.call(x, key)) count++;
  return count;
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

function oneOf(x, path, ev, scope, d, branches, candidates, exclusive) {
  const matched = [];
  let kept = null;
  for (const index of candidates) {
    const found = ev === null ? null : new Set();
    if (branches[index](x, path, null, found, scope, d)) {
      matched.push(index);
      kept = found;
      if (exclusive) break;
    }
  }
  if (kept !== null && kept.size > 0 && matched.length === 1) for (const item of kept) ev.add(item);
  return matched;
}

function own(x, key) {
  return hasOwn.call(x, key) ? x[key] : undefined;
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

let limit = MAX_DEPTH;
const TOO_DEEP = new RangeError("nested too deeply");
function tooDeep() {
  throw TOO_DEEP;
}
function deepest(x) {
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
function deep(error, check, x, refuse) {
  // A walk past 1000 levels (or out of stack): one error at the first value nested too
  // deeply; when there is none, again without the limit (a deep walk of shallow values).
  if (!(error instanceof RangeError)) throw error;
  let path = deepest(x);
  if (path === null) {
    limit = Infinity;
    try {
      return check(x);
    } catch (again) {
      if (!(again instanceof RangeError)) throw again;
      path = "";
    } finally {
      limit = MAX_DEPTH;
    }
  }
  return refuse(path);
}
function depthErrors(path) {
  const message = "nested too deeply to validate (more than 1000 levels)";
  return [{ path, keyword: "depth", message, schemaPath: "" }];
}
function depthVerdict() {
  return false;
}

/** Every error of schemas/after-schedule-record.json (an empty array means valid). */
export function validateAfterScheduleRecord(instance) {
  try {
    return errorsAfterScheduleRecord(instance);
  } catch (error) {
    return deep(error, errorsAfterScheduleRecord, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/after-schedule-record.json. */
export function isValidAfterScheduleRecord(instance) {
  let v1_, v2_, v3_, v4_;
  try {
    return isObject(instance) && keys(instance) === 5 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && typeof (v1_ = instance["id"]) === "string" && v1_.length >= 1 && !U25.has(v1_.charCodeAt(0)) && !U25.has(v1_.charCodeAt(v1_.length - 1)) && instance["kind"] === "after" && typeof (v2_ = instance["prompt"]) === "string" && v2_.length >= 1 && !U25.has(v2_.charCodeAt(0)) && !U25.has(v2_.charCodeAt(v2_.length - 1)) && Number.isInteger((v3_ = instance["afterSeconds"])) && v3_ >= 1 && v3_ <= 9007199254740991 && typeof (v4_ = instance["scheduledAt"]) === "string" && P2.test(v4_);
  } catch (error) {
    return deep(error, verdictAfterScheduleRecord, instance, depthVerdict);
  }
}
function verdictAfterScheduleRecord(instance) {
  let v1_, v2_, v3_, v4_;
  return isObject(instance) && keys(instance) === 5 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && typeof (v1_ = instance["id"]) === "string" && v1_.length >= 1 && !U25.has(v1_.charCodeAt(0)) && !U25.has(v1_.charCodeAt(v1_.length - 1)) && instance["kind"] === "after" && typeof (v2_ = instance["prompt"]) === "string" && v2_.length >= 1 && !U25.has(v2_.charCodeAt(0)) && !U25.has(v2_.charCodeAt(v2_.length - 1)) && Number.isInteger((v3_ = instance["afterSeconds"])) && v3_ >= 1 && v3_ <= 9007199254740991 && typeof (v4_ = instance["scheduledAt"]) === "string" && P2.test(v4_);
}
function errorsAfterScheduleRecord(instance) {
  if (verdictAfterScheduleRecord(instance)) return [];
  const errors = [];
  s0(instance, "", errors, null, [0], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/instant.json (an empty array means valid). */
export function validateInstant(instance) {
  try {
    return errorsInstant(instance);
  } catch (error) {
    return deep(error, errorsInstant, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/instant.json. */
export function isValidInstant(instance) {
  try {
    return typeof instance === "string" && P2.test(instance);
  } catch (error) {
    return deep(error, verdictInstant, instance, depthVerdict);
  }
}
function verdictInstant(instance) {
  return typeof instance === "string" && P2.test(instance);
}
function errorsInstant(instance) {
  if (verdictInstant(instance)) return [];
  const errors = [];
  s1(instance, "", errors, null, [1], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/schedule-change.json (an empty array means valid). */
export function validateScheduleChange(instance) {
  try {
    return errorsScheduleChange(instance);
  } catch (error) {
    return deep(error, errorsScheduleChange, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/schedule-change.json. */
export function isValidScheduleChange(instance) {
  let v5_, v10_, v6_, v7_, v8_, v9_, v11_, v12_;
  try {
    return isObject(instance) && (((v5_ = own(instance, "operation")) === "create" && keys(instance) === 3 && has(instance, "version") && has(instance, "schedule") && instance["version"] === 1 && isObject((v10_ = instance["schedule"])) && keys(v10_) === 5 && has(v10_, "id") && has(v10_, "kind") && has(v10_, "prompt") && has(v10_, "afterSeconds") && has(v10_, "scheduledAt") && typeof (v6_ = v10_["id"]) === "string" && v6_.length >= 1 && !U25.has(v6_.charCodeAt(0)) && !U25.has(v6_.charCodeAt(v6_.length - 1)) && v10_["kind"] === "after" && typeof (v7_ = v10_["prompt"]) === "string" && v7_.length >= 1 && !U25.has(v7_.charCodeAt(0)) && !U25.has(v7_.charCodeAt(v7_.length - 1)) && Number.isInteger((v8_ = v10_["afterSeconds"])) && v8_ >= 1 && v8_ <= 9007199254740991 && typeof (v9_ = v10_["scheduledAt"]) === "string" && P2.test(v9_)) || (v5_ === "delete" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v11_ = instance["id"]) === "string" && v11_.length >= 1 && !U25.has(v11_.charCodeAt(0)) && !U25.has(v11_.charCodeAt(v11_.length - 1))) || (v5_ === "dispatch" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v12_ = instance["id"]) === "string" && v12_.length >= 1 && !U25.has(v12_.charCodeAt(0)) && !U25.has(v12_.charCodeAt(v12_.length - 1))));
  } catch (error) {
    return deep(error, verdictScheduleChange, instance, depthVerdict);
  }
}
function verdictScheduleChange(instance) {
  let v5_, v10_, v6_, v7_, v8_, v9_, v11_, v12_;
  return isObject(instance) && (((v5_ = own(instance, "operation")) === "create" && keys(instance) === 3 && has(instance, "version") && has(instance, "schedule") && instance["version"] === 1 && isObject((v10_ = instance["schedule"])) && keys(v10_) === 5 && has(v10_, "id") && has(v10_, "kind") && has(v10_, "prompt") && has(v10_, "afterSeconds") && has(v10_, "scheduledAt") && typeof (v6_ = v10_["id"]) === "string" && v6_.length >= 1 && !U25.has(v6_.charCodeAt(0)) && !U25.has(v6_.charCodeAt(v6_.length - 1)) && v10_["kind"] === "after" && typeof (v7_ = v10_["prompt"]) === "string" && v7_.length >= 1 && !U25.has(v7_.charCodeAt(0)) && !U25.has(v7_.charCodeAt(v7_.length - 1)) && Number.isInteger((v8_ = v10_["afterSeconds"])) && v8_ >= 1 && v8_ <= 9007199254740991 && typeof (v9_ = v10_["scheduledAt"]) === "string" && P2.test(v9_)) || (v5_ === "delete" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v11_ = instance["id"]) === "string" && v11_.length >= 1 && !U25.has(v11_.charCodeAt(0)) && !U25.has(v11_.charCodeAt(v11_.length - 1))) || (v5_ === "dispatch" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v12_ = instance["id"]) === "string" && v12_.length >= 1 && !U25.has(v12_.charCodeAt(0)) && !U25.has(v12_.charCodeAt(v12_.length - 1))));
}
function errorsScheduleChange(instance) {
  if (verdictScheduleChange(instance)) return [];
  const errors = [];
  s2(instance, "", errors, null, [2], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/schedule-error.json (an empty array means valid). */
export function validateScheduleError(instance) {
  try {
    return errorsScheduleError(instance);
  } catch (error) {
    return deep(error, errorsScheduleError, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/schedule-error.json. */
export function isValidScheduleError(instance) {
  let v13_, v14_, v15_, v16_, v17_, v18_, v19_, v20_, v21_, v22_;
  try {
    return isObject(instance) && (((v13_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v14_ = instance["message"]) === "string" && v14_.length >= 1) || (v13_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v15_ = instance["message"]) === "string" && v15_.length >= 1) || (v13_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v16_ = instance["message"]) === "string" && v16_.length >= 1) || (v13_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v17_ = instance["message"]) === "string" && v17_.length >= 1) || (v13_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v18_ = instance["message"]) === "string" && v18_.length >= 1) || (v13_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v19_ = instance["message"]) === "string" && v19_.length >= 1 && ((v20_ = instance["operation"]) === "create" || v20_ === "list" || v20_ === "delete") && (!has(instance, "id") || (typeof (v21_ = instance["id"]) === "string" && v21_.length >= 1 && !U25.has(v21_.charCodeAt(0)) && !U25.has(v21_.charCodeAt(v21_.length - 1)))) && l1(instance, 1)) || (v13_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v22_ = instance["message"]) === "string" && v22_.length >= 1));
  } catch (error) {
    return deep(error, verdictScheduleError, instance, depthVerdict);
  }
}
function verdictScheduleError(instance) {
  let v13_, v14_, v15_, v16_, v17_, v18_, v19_, v20_, v21_, v22_;
  return isObject(instance) && (((v13_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v14_ = instance["message"]) === "string" && v14_.length >= 1) || (v13_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v15_ = instance["message"]) === "string" && v15_.length >= 1) || (v13_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v16_ = instance["message"]) === "string" && v16_.length >= 1) || (v13_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v17_ = instance["message"]) === "string" && v17_.length >= 1) || (v13_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v18_ = instance["message"]) === "string" && v18_.length >= 1) || (v13_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v19_ = instance["message"]) === "string" && v19_.length >= 1 && ((v20_ = instance["operation"]) === "create" || v20_ === "list" || v20_ === "delete") && (!has(instance, "id") || (typeof (v21_ = instance["id"]) === "string" && v21_.length >= 1 && !U25.has(v21_.charCodeAt(0)) && !U25.has(v21_.charCodeAt(v21_.length - 1)))) && l1(instance, 1)) || (v13_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v22_ = instance["message"]) === "string" && v22_.length >= 1));
}
function errorsScheduleError(instance) {
  if (verdictScheduleError(instance)) return [];
  const errors = [];
  s3(instance, "", errors, null, [3], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/schedule-id.json (an empty array means valid). */
export function validateScheduleId(instance) {
  try {
    return errorsScheduleId(instance);
  } catch (error) {
    return deep(error, errorsScheduleId, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/schedule-id.json. */
export function isValidScheduleId(instance) {
  try {
    return typeof instance === "string" && instance.length >= 1 && !U25.has(instance.charCodeAt(0)) && !U25.has(instance.charCodeAt(instance.length - 1));
  } catch (error) {
    return deep(error, verdictScheduleId, instance, depthVerdict);
  }
}
function verdictScheduleId(instance) {
  return typeof instance === "string" && instance.length >= 1 && !U25.has(instance.charCodeAt(0)) && !U25.has(instance.charCodeAt(instance.length - 1));
}
function errorsScheduleId(instance) {
  if (verdictScheduleId(instance)) return [];
  const errors = [];
  s4(instance, "", errors, null, [4], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/schedule-reminder-presentation.json (an empty array means valid). */
export function validateScheduleReminderPresentation(instance) {
  try {
    return errorsScheduleReminderPresentation(instance);
  } catch (error) {
    return deep(error, errorsScheduleReminderPresentation, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/schedule-reminder-presentation.json. */
export function isValidScheduleReminderPresentation(instance) {
  let v23_, v24_, v25_;
  try {
    return isObject(instance) && keys(instance) === 4 && has(instance, "scheduleId") && has(instance, "prompt") && has(instance, "occurrenceAt") && has(instance, "deliveryMode") && typeof (v23_ = instance["scheduleId"]) === "string" && v23_.length >= 1 && !U25.has(v23_.charCodeAt(0)) && !U25.has(v23_.charCodeAt(v23_.length - 1)) && typeof (v24_ = instance["prompt"]) === "string" && v24_.length >= 1 && !U25.has(v24_.charCodeAt(0)) && !U25.has(v24_.charCodeAt(v24_.length - 1)) && typeof (v25_ = instance["occurrenceAt"]) === "string" && P2.test(v25_) && instance["deliveryMode"] === "session-local";
  } catch (error) {
    return deep(error, verdictScheduleReminderPresentation, instance, depthVerdict);
  }
}
function verdictScheduleReminderPresentation(instance) {
  let v23_, v24_, v25_;
  return isObject(instance) && keys(instance) === 4 && has(instance, "scheduleId") && has(instance, "prompt") && has(instance, "occurrenceAt") && has(instance, "deliveryMode") && typeof (v23_ = instance["scheduleId"]) === "string" && v23_.length >= 1 && !U25.has(v23_.charCodeAt(0)) && !U25.has(v23_.charCodeAt(v23_.length - 1)) && typeof (v24_ = instance["prompt"]) === "string" && v24_.length >= 1 && !U25.has(v24_.charCodeAt(0)) && !U25.has(v24_.charCodeAt(v24_.length - 1)) && typeof (v25_ = instance["occurrenceAt"]) === "string" && P2.test(v25_) && instance["deliveryMode"] === "session-local";
}
function errorsScheduleReminderPresentation(instance) {
  if (verdictScheduleReminderPresentation(instance)) return [];
  const errors = [];
  s5(instance, "", errors, null, [5], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/schedule-view.json (an empty array means valid). */
export function validateScheduleView(instance) {
  try {
    return errorsScheduleView(instance);
  } catch (error) {
    return deep(error, errorsScheduleView, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/schedule-view.json. */
export function isValidScheduleView(instance) {
  let v26_, v27_, v28_, v29_, v30_;
  try {
    return isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v26_ = instance["id"]) === "string" && v26_.length >= 1 && !U25.has(v26_.charCodeAt(0)) && !U25.has(v26_.charCodeAt(v26_.length - 1)) && instance["kind"] === "after" && typeof (v27_ = instance["prompt"]) === "string" && v27_.length >= 1 && !U25.has(v27_.charCodeAt(0)) && !U25.has(v27_.charCodeAt(v27_.length - 1)) && Number.isInteger((v28_ = instance["afterSeconds"])) && v28_ >= 1 && v28_ <= 9007199254740991 && typeof (v29_ = instance["scheduledAt"]) === "string" && P2.test(v29_) && ((v30_ = instance["state"]) === "scheduled" || v30_ === "overdue") && instance["deliveryMode"] === "session-local";
  } catch (error) {
    return deep(error, verdictScheduleView, instance, depthVerdict);
  }
}
function verdictScheduleView(instance) {
  let v26_, v27_, v28_, v29_, v30_;
  return isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v26_ = instance["id"]) === "string" && v26_.length >= 1 && !U25.has(v26_.charCodeAt(0)) && !U25.has(v26_.charCodeAt(v26_.length - 1)) && instance["kind"] === "after" && typeof (v27_ = instance["prompt"]) === "string" && v27_.length >= 1 && !U25.has(v27_.charCodeAt(0)) && !U25.has(v27_.charCodeAt(v27_.length - 1)) && Number.isInteger((v28_ = instance["afterSeconds"])) && v28_ >= 1 && v28_ <= 9007199254740991 && typeof (v29_ = instance["scheduledAt"]) === "string" && P2.test(v29_) && ((v30_ = instance["state"]) === "scheduled" || v30_ === "overdue") && instance["deliveryMode"] === "session-local";
}
function errorsScheduleView(instance) {
  if (verdictScheduleView(instance)) return [];
  const errors = [];
  s6(instance, "", errors, null, [6], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/trimmed-text.json (an empty array means valid). */
export function validateTrimmedText(instance) {
  try {
    return errorsTrimmedText(instance);
  } catch (error) {
    return deep(error, errorsTrimmedText, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/trimmed-text.json. */
export function isValidTrimmedText(instance) {
  try {
    return typeof instance === "string" && instance.length >= 1 && !U25.has(instance.charCodeAt(0)) && !U25.has(instance.charCodeAt(instance.length - 1));
  } catch (error) {
    return deep(error, verdictTrimmedText, instance, depthVerdict);
  }
}
function verdictTrimmedText(instance) {
  return typeof instance === "string" && instance.length >= 1 && !U25.has(instance.charCodeAt(0)) && !U25.has(instance.charCodeAt(instance.length - 1));
}
function errorsTrimmedText(instance) {
  if (verdictTrimmedText(instance)) return [];
  const errors = [];
  s7(instance, "", errors, null, [10], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateArguments(instance) {
  try {
    return errorsScheduleCreateArguments(instance);
  } catch (error) {
    return deep(error, errorsScheduleCreateArguments, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-create.json. */
export function isValidScheduleCreateArguments(instance) {
  try {
    return isObject(instance) && has(instance, "prompt") && has(instance, "after_seconds") && typeof instance["prompt"] === "string" && typeof instance["after_seconds"] === "number";
  } catch (error) {
    return deep(error, verdictScheduleCreateArguments, instance, depthVerdict);
  }
}
function verdictScheduleCreateArguments(instance) {
  return isObject(instance) && has(instance, "prompt") && has(instance, "after_seconds") && typeof instance["prompt"] === "string" && typeof instance["after_seconds"] === "number";
}
function errorsScheduleCreateArguments(instance) {
  if (verdictScheduleCreateArguments(instance)) return [];
  const errors = [];
  s8(instance, "", errors, null, [7], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateOutput(instance) {
  try {
    return errorsScheduleCreateOutput(instance);
  } catch (error) {
    return deep(error, errorsScheduleCreateOutput, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-create.json. */
export function isValidScheduleCreateOutput(instance) {
  let v31_, v32_, v33_, v34_, v35_, v36_, v37_, v38_, v39_, v40_, v41_, v42_, v43_, v44_, v45_;
  try {
    return (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v31_ = instance["id"]) === "string" && v31_.length >= 1 && !U25.has(v31_.charCodeAt(0)) && !U25.has(v31_.charCodeAt(v31_.length - 1)) && instance["kind"] === "after" && typeof (v32_ = instance["prompt"]) === "string" && v32_.length >= 1 && !U25.has(v32_.charCodeAt(0)) && !U25.has(v32_.charCodeAt(v32_.length - 1)) && Number.isInteger((v33_ = instance["afterSeconds"])) && v33_ >= 1 && v33_ <= 9007199254740991 && typeof (v34_ = instance["scheduledAt"]) === "string" && P2.test(v34_) && ((v35_ = instance["state"]) === "scheduled" || v35_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && (((v36_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v37_ = instance["message"]) === "string" && v37_.length >= 1) || (v36_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v38_ = instance["message"]) === "string" && v38_.length >= 1) || (v36_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v39_ = instance["message"]) === "string" && v39_.length >= 1) || (v36_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v40_ = instance["message"]) === "string" && v40_.length >= 1) || (v36_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v41_ = instance["message"]) === "string" && v41_.length >= 1) || (v36_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v42_ = instance["message"]) === "string" && v42_.length >= 1 && ((v43_ = instance["operation"]) === "create" || v43_ === "list" || v43_ === "delete") && (!has(instance, "id") || (typeof (v44_ = instance["id"]) === "string" && v44_.length >= 1 && !U25.has(v44_.charCodeAt(0)) && !U25.has(v44_.charCodeAt(v44_.length - 1)))) && l2(instance, 1)) || (v36_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v45_ = instance["message"]) === "string" && v45_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleCreateOutput, instance, depthVerdict);
  }
}
function verdictScheduleCreateOutput(instance) {
  let v31_, v32_, v33_, v34_, v35_, v36_, v37_, v38_, v39_, v40_, v41_, v42_, v43_, v44_, v45_;
  return (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v31_ = instance["id"]) === "string" && v31_.length >= 1 && !U25.has(v31_.charCodeAt(0)) && !U25.has(v31_.charCodeAt(v31_.length - 1)) && instance["kind"] === "after" && typeof (v32_ = instance["prompt"]) === "string" && v32_.length >= 1 && !U25.has(v32_.charCodeAt(0)) && !U25.has(v32_.charCodeAt(v32_.length - 1)) && Number.isInteger((v33_ = instance["afterSeconds"])) && v33_ >= 1 && v33_ <= 9007199254740991 && typeof (v34_ = instance["scheduledAt"]) === "string" && P2.test(v34_) && ((v35_ = instance["state"]) === "scheduled" || v35_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && (((v36_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v37_ = instance["message"]) === "string" && v37_.length >= 1) || (v36_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v38_ = instance["message"]) === "string" && v38_.length >= 1) || (v36_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v39_ = instance["message"]) === "string" && v39_.length >= 1) || (v36_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v40_ = instance["message"]) === "string" && v40_.length >= 1) || (v36_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v41_ = instance["message"]) === "string" && v41_.length >= 1) || (v36_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v42_ = instance["message"]) === "string" && v42_.length >= 1 && ((v43_ = instance["operation"]) === "create" || v43_ === "list" || v43_ === "delete") && (!has(instance, "id") || (typeof (v44_ = instance["id"]) === "string" && v44_.length >= 1 && !U25.has(v44_.charCodeAt(0)) && !U25.has(v44_.charCodeAt(v44_.length - 1)))) && l2(instance, 1)) || (v36_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v45_ = instance["message"]) === "string" && v45_.length >= 1)));
}
function errorsScheduleCreateOutput(instance) {
  if (verdictScheduleCreateOutput(instance)) return [];
  const errors = [];
  s9(instance, "", errors, null, [7], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListArguments(instance) {
  try {
    return errorsScheduleListArguments(instance);
  } catch (error) {
    return deep(error, errorsScheduleListArguments, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-list.json. */
export function isValidScheduleListArguments(instance) {
  try {
    return isObject(instance) && keys(instance) === 0;
  } catch (error) {
    return deep(error, verdictScheduleListArguments, instance, depthVerdict);
  }
}
function verdictScheduleListArguments(instance) {
  return isObject(instance) && keys(instance) === 0;
}
function errorsScheduleListArguments(instance) {
  if (verdictScheduleListArguments(instance)) return [];
  const errors = [];
  s10(instance, "", errors, null, [9], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListOutput(instance) {
  try {
    return errorsScheduleListOutput(instance);
  } catch (error) {
    return deep(error, errorsScheduleListOutput, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-list.json. */
export function isValidScheduleListOutput(instance) {
  let v52_, v53_, v54_, v55_, v56_, v57_;
  try {
    return (Array.isArray(instance) && l3(instance, 1)) || (isObject(instance) && (((v52_ = own(instance, "code")) === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v53_ = instance["message"]) === "string" && v53_.length >= 1) || (v52_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v54_ = instance["message"]) === "string" && v54_.length >= 1 && ((v55_ = instance["operation"]) === "create" || v55_ === "list" || v55_ === "delete") && (!has(instance, "id") || (typeof (v56_ = instance["id"]) === "string" && v56_.length >= 1 && !U25.has(v56_.charCodeAt(0)) && !U25.has(v56_.charCodeAt(v56_.length - 1)))) && l4(instance, 1)) || (v52_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v57_ = instance["message"]) === "string" && v57_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleListOutput, instance, depthVerdict);
  }
}
function verdictScheduleListOutput(instance) {
  let v52_, v53_, v54_, v55_, v56_, v57_;
  return (Array.isArray(instance) && l3(instance, 1)) || (isObject(instance) && (((v52_ = own(instance, "code")) === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v53_ = instance["message"]) === "string" && v53_.length >= 1) || (v52_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v54_ = instance["message"]) === "string" && v54_.length >= 1 && ((v55_ = instance["operation"]) === "create" || v55_ === "list" || v55_ === "delete") && (!has(instance, "id") || (typeof (v56_ = instance["id"]) === "string" && v56_.length >= 1 && !U25.has(v56_.charCodeAt(0)) && !U25.has(v56_.charCodeAt(v56_.length - 1)))) && l4(instance, 1)) || (v52_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v57_ = instance["message"]) === "string" && v57_.length >= 1)));
}
function errorsScheduleListOutput(instance) {
  if (verdictScheduleListOutput(instance)) return [];
  const errors = [];
  s11(instance, "", errors, null, [9], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteArguments(instance) {
  try {
    return errorsScheduleDeleteArguments(instance);
  } catch (error) {
    return deep(error, errorsScheduleDeleteArguments, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-delete.json. */
export function isValidScheduleDeleteArguments(instance) {
  try {
    return isObject(instance) && keys(instance) === 1 && has(instance, "id") && typeof instance["id"] === "string";
  } catch (error) {
    return deep(error, verdictScheduleDeleteArguments, instance, depthVerdict);
  }
}
function verdictScheduleDeleteArguments(instance) {
  return isObject(instance) && keys(instance) === 1 && has(instance, "id") && typeof instance["id"] === "string";
}
function errorsScheduleDeleteArguments(instance) {
  if (verdictScheduleDeleteArguments(instance)) return [];
  const errors = [];
  s12(instance, "", errors, null, [8], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteOutput(instance) {
  try {
    return errorsScheduleDeleteOutput(instance);
  } catch (error) {
    return deep(error, errorsScheduleDeleteOutput, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-delete.json. */
export function isValidScheduleDeleteOutput(instance) {
  let v58_, v59_, v60_, v61_, v62_, v63_, v64_, v65_, v66_;
  try {
    return (isObject(instance) && keys(instance) === 2 && has(instance, "id") && has(instance, "deleted") && typeof (v58_ = instance["id"]) === "string" && v58_.length >= 1 && !U25.has(v58_.charCodeAt(0)) && !U25.has(v58_.charCodeAt(v58_.length - 1)) && instance["deleted"] === true) || (isObject(instance) && (((v59_ = own(instance, "code")) === "schedule_not_found" && keys(instance) === 3 && has(instance, "id") && has(instance, "deleted") && typeof (v60_ = instance["id"]) === "string" && v60_.length >= 1 && !U25.has(v60_.charCodeAt(0)) && !U25.has(v60_.charCodeAt(v60_.length - 1)) && instance["deleted"] === false) || (v59_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v61_ = instance["message"]) === "string" && v61_.length >= 1) || (v59_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v62_ = instance["message"]) === "string" && v62_.length >= 1) || (v59_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v63_ = instance["message"]) === "string" && v63_.length >= 1 && ((v64_ = instance["operation"]) === "create" || v64_ === "list" || v64_ === "delete") && (!has(instance, "id") || (typeof (v65_ = instance["id"]) === "string" && v65_.length >= 1 && !U25.has(v65_.charCodeAt(0)) && !U25.has(v65_.charCodeAt(v65_.length - 1)))) && l5(instance, 1)) || (v59_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v66_ = instance["message"]) === "string" && v66_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleDeleteOutput, instance, depthVerdict);
  }
}
function verdictScheduleDeleteOutput(instance) {
  let v58_, v59_, v60_, v61_, v62_, v63_, v64_, v65_, v66_;
  return (isObject(instance) && keys(instance) === 2 && has(instance, "id") && has(instance, "deleted") && typeof (v58_ = instance["id"]) === "string" && v58_.length >= 1 && !U25.has(v58_.charCodeAt(0)) && !U25.has(v58_.charCodeAt(v58_.length - 1)) && instance["deleted"] === true) || (isObject(instance) && (((v59_ = own(instance, "code")) === "schedule_not_found" && keys(instance) === 3 && has(instance, "id") && has(instance, "deleted") && typeof (v60_ = instance["id"]) === "string" && v60_.length >= 1 && !U25.has(v60_.charCodeAt(0)) && !U25.has(v60_.charCodeAt(v60_.length - 1)) && instance["deleted"] === false) || (v59_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v61_ = instance["message"]) === "string" && v61_.length >= 1) || (v59_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v62_ = instance["message"]) === "string" && v62_.length >= 1) || (v59_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v63_ = instance["message"]) === "string" && v63_.length >= 1 && ((v64_ = instance["operation"]) === "create" || v64_ === "list" || v64_ === "delete") && (!has(instance, "id") || (typeof (v65_ = instance["id"]) === "string" && v65_.length >= 1 && !U25.has(v65_.charCodeAt(0)) && !U25.has(v65_.charCodeAt(v65_.length - 1)))) && l5(instance, 1)) || (v59_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v66_ = instance["message"]) === "string" && v66_.length >= 1)));
}
function errorsScheduleDeleteOutput(instance) {
  if (verdictScheduleDeleteOutput(instance)) return [];
  const errors = [];
  s13(instance, "", errors, null, [8], 1);
  return errors.map(([path, keyword, message, schemaPath]) =>
    ({ path, keyword, message, schemaPath }));
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
function s0(x, path, errors, ev, scope, d) {
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
      if (!s14(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s15(x["kind"], errors !== null ? path + "/kind" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s16(x["prompt"], errors !== null ? path + "/prompt" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "afterSeconds")) {
      if (!s17(x["afterSeconds"], errors !== null ? path + "/afterSeconds" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s18(x["scheduledAt"], errors !== null ? path + "/scheduledAt" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K1.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/instant.json#
function s1(x, path, errors, ev, scope, d) {
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
function s2(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, d, B3, pick(x, "operation", D4, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 3 alternatives", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, d, B3, pick(x, "operation", D4, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#
function s3(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, d, B6, pick(x, "code", D7, R5), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 7 alternatives", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, d, B6, pick(x, "code", D7, R5));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-id.json#
function s4(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s7(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
function s5(x, path, errors, ev, scope, d) {
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
      if (!s30(x["scheduleId"], errors !== null ? path + "/scheduleId" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s31(x["prompt"], errors !== null ? path + "/prompt" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "occurrenceAt")) {
      if (!s32(x["occurrenceAt"], errors !== null ? path + "/occurrenceAt" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s33(x["deliveryMode"], errors !== null ? path + "/deliveryMode" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K8.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
function s6(x, path, errors, ev, scope, d) {
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
      if (!s35(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "kind")) {
      if (!s36(x["kind"], errors !== null ? path + "/kind" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "prompt")) {
      if (!s37(x["prompt"], errors !== null ? path + "/prompt" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "afterSeconds")) {
      if (!s38(x["afterSeconds"], errors !== null ? path + "/afterSeconds" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "scheduledAt")) {
      if (!s39(x["scheduledAt"], errors !== null ? path + "/scheduledAt" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "state")) {
      if (!s40(x["state"], errors !== null ? path + "/state" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deliveryMode")) {
      if (!s41(x["deliveryMode"], errors !== null ? path + "/deliveryMode" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K9.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
function s7(x, path, errors, ev, scope, d) {
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
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
function s8(x, path, errors, ev, scope, d) {
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
      if (!s43(x["prompt"], errors !== null ? path + "/prompt" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "after_seconds")) {
      if (!s44(x["after_seconds"], errors !== null ? path + "/after_seconds" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output
function s9(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, d, B11, pick(x, "code", D12, R13), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 8 alternatives", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, d, B11, pick(x, "code", D12, R13));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments
function s10(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected object, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/type"]);
    ok = false;
  }
  if (isObject(x)) {
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output
function s11(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, d, B14, pick(x, "code", D15, R13), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 4 alternatives", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, d, B14, pick(x, "code", D15, R13));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
function s12(x, path, errors, ev, scope, d) {
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
      if (!s58(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K16.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output
function s13(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const matched = oneOf(x, path, null, scope, d, B17, pick(x, "code", D18, R13), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push([path, "oneOf", matched.length > 0 ? "valid against alternatives [" + matched.join(", ") + "], but exactly one is allowed" : "valid against none of the 6 alternatives", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf"]);
      ok = false;
      if (matched.length === 0) closest(x, path, errors, scope, d, B17, pick(x, "code", D18, R13));
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/id
function s14(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s4(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind
function s15(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "after")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"after\"", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/prompt
function s16(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s7(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
function s17(x, path, errors, ev, scope, d) {
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
function s18(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s1(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties
function s19(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/0
function s20(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s66(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/1
function s21(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s67(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/2
function s22(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s68(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/0
function s23(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s69(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/1
function s24(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s70(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/2
function s25(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s71(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/3
function s26(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s72(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/4
function s27(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s73(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/5
function s28(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s74(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/6
function s29(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s75(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/scheduleId
function s30(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s4(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/prompt
function s31(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s7(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/occurrenceAt
function s32(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s1(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode
function s33(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"session-local\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties
function s34(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/id
function s35(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s14(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/kind
function s36(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s15(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/prompt
function s37(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s16(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/afterSeconds
function s38(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s17(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/scheduledAt
function s39(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s18(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state
function s40(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "scheduled" || x === "overdue")) {
    if (errors === null) return false;
    errors.push([path, "enum", "must be one of [\"scheduled\", \"overdue\"]", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state/enum"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode
function s41(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"session-local\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties
function s42(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt
function s43(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
function s44(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "number")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected number, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/0
function s45(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s6(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/1
function s46(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s69(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/2
function s47(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s70(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/3
function s48(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s71(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/4
function s49(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s72(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/5
function s50(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s73(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/6
function s51(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s74(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/7
function s52(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s75(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties
function s53(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
function s54(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push([path, "type", "expected array, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/type"]);
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      if (!s76(x[index], errors !== null ? path + "/" + index : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/1
function s55(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s73(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/2
function s56(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s74(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/3
function s57(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s75(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id
function s58(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push([path, "type", "expected string, got " + typeName(x), "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id/type"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties
function s59(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/0
function s60(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s77(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/1
function s61(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s78(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/2
function s62(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s71(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/3
function s63(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s73(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/4
function s64(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s74(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/5
function s65(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s75(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
function s66(x, path, errors, ev, scope, d) {
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
      if (!s79(x["version"], errors !== null ? path + "/version" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s80(x["operation"], errors !== null ? path + "/operation" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "schedule")) {
      if (!s81(x["schedule"], errors !== null ? path + "/schedule" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K19.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
function s67(x, path, errors, ev, scope, d) {
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
      if (!s83(x["version"], errors !== null ? path + "/version" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s84(x["operation"], errors !== null ? path + "/operation" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s85(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K20.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
function s68(x, path, errors, ev, scope, d) {
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
      if (!s87(x["version"], errors !== null ? path + "/version" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s88(x["operation"], errors !== null ? path + "/operation" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s89(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K20.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
function s69(x, path, errors, ev, scope, d) {
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
      if (!s91(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s92(x["message"], errors !== null ? path + "/message" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K21.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
function s70(x, path, errors, ev, scope, d) {
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
      if (!s94(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s95(x["message"], errors !== null ? path + "/message" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K21.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
function s71(x, path, errors, ev, scope, d) {
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
      if (!s97(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s98(x["message"], errors !== null ? path + "/message" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K21.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
function s72(x, path, errors, ev, scope, d) {
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
      if (!s100(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s101(x["message"], errors !== null ? path + "/message" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K21.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
function s73(x, path, errors, ev, scope, d) {
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
      if (!s103(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s104(x["message"], errors !== null ? path + "/message" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K21.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
function s74(x, path, errors, ev, scope, d) {
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
      if (!s106(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s107(x["message"], errors !== null ? path + "/message" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "operation")) {
      if (!s108(x["operation"], errors !== null ? path + "/operation" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "id")) {
      if (!s109(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K22.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
function s75(x, path, errors, ev, scope, d) {
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
      if (!s111(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "message")) {
      if (!s112(x["message"], errors !== null ? path + "/message" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K21.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
function s76(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s6(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
function s77(x, path, errors, ev, scope, d) {
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
      if (!s114(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deleted")) {
      if (!s115(x["deleted"], errors !== null ? path + "/deleted" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K23.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
function s78(x, path, errors, ev, scope, d) {
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
      if (!s117(x["id"], errors !== null ? path + "/id" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "deleted")) {
      if (!s118(x["deleted"], errors !== null ? path + "/deleted" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "code")) {
      if (!s119(x["code"], errors !== null ? path + "/code" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (K24.has(key)) continue;
      if (errors === null) return false;
      errors.push([path + "/" + esc(key), "additionalProperties", "is not allowed", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties"]);
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version
function s79(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 1", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation
function s80(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "create")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"create\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/schedule
function s81(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s0(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties
function s82(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version
function s83(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 1", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation
function s84(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "delete")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"delete\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/id
function s85(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s4(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties
function s86(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version
function s87(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be 1", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation
function s88(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "dispatch")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"dispatch\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/id
function s89(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s4(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties
function s90(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code
function s91(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_prompt")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_prompt\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message
function s92(x, path, errors, ev, scope, d) {
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
function s93(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code
function s94(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_selector")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_selector\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message
function s95(x, path, errors, ev, scope, d) {
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
function s96(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code
function s97(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_rule")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"invalid_rule\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message
function s98(x, path, errors, ev, scope, d) {
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
function s99(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code
function s100(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "time_out_of_range")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"time_out_of_range\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message
function s101(x, path, errors, ev, scope, d) {
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
function s102(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code
function s103(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "corrupt_schedule_log")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"corrupt_schedule_log\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message
function s104(x, path, errors, ev, scope, d) {
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
function s105(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code
function s106(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "persistence_uncertain")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"persistence_uncertain\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message
function s107(x, path, errors, ev, scope, d) {
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
function s108(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "create" || x === "list" || x === "delete")) {
    if (errors === null) return false;
    errors.push([path, "enum", "must be one of [\"create\", \"list\", \"delete\"]", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation/enum"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/id
function s109(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s4(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties
function s110(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code
function s111(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "internal_error")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"internal_error\"", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message
function s112(x, path, errors, ev, scope, d) {
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
function s113(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/id
function s114(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s4(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted
function s115(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === true)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be true", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties
function s116(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/id
function s117(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s4(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted
function s118(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === false)) {
    if (errors === null) return false;
    errors.push([path, "const", "must be false", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code
function s119(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "schedule_not_found")) {
    if (errors === null) return false;
    errors.push([path, "const", "must be \"schedule_not_found\"", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code/const"]);
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties
function s120(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push([path, "false", "no value is allowed here", "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties"]);
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
function v76(x, d) {
  let v67_, v68_, v69_, v70_, v71_;
  return isObject(x) && keys(x) === 7 && has(x, "id") && has(x, "kind") && has(x, "prompt") && has(x, "afterSeconds") && has(x, "scheduledAt") && has(x, "state") && has(x, "deliveryMode") && typeof (v67_ = x["id"]) === "string" && v67_.length >= 1 && !U25.has(v67_.charCodeAt(0)) && !U25.has(v67_.charCodeAt(v67_.length - 1)) && x["kind"] === "after" && typeof (v68_ = x["prompt"]) === "string" && v68_.length >= 1 && !U25.has(v68_.charCodeAt(0)) && !U25.has(v68_.charCodeAt(v68_.length - 1)) && Number.isInteger((v69_ = x["afterSeconds"])) && v69_ >= 1 && v69_ <= 9007199254740991 && typeof (v70_ = x["scheduledAt"]) === "string" && P2.test(v70_) && ((v71_ = x["state"]) === "scheduled" || v71_ === "overdue") && x["deliveryMode"] === "session-local";
}
function l1(x, d) {
  for (const key in x) {
    if (key === "code" || key === "message" || key === "operation" || key === "id") continue;
    if (!hasOwn.call(x, key)) continue;
    return false;
  }
  return true;
}
function l2(x, d) {
  for (const key in x) {
    if (key === "code" || key === "message" || key === "operation" || key === "id") continue;
    if (!hasOwn.call(x, key)) continue;
    return false;
  }
  return true;
}
function l3(x, d) {
  for (let i = 0; i < x.length; i++) if (!(v76(x[i], d + 1))) return false;
  return true;
}
function l4(x, d) {
  for (const key in x) {
    if (key === "code" || key === "message" || key === "operation" || key === "id") continue;
    if (!hasOwn.call(x, key)) continue;
    return false;
  }
  return true;
}
function l5(x, d) {
  for (const key in x) {
    if (key === "code" || key === "message" || key === "operation" || key === "id") continue;
    if (!hasOwn.call(x, key)) continue;
    return false;
  }
  return true;
}
