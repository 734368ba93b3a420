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
// Instances nested up to 1000 levels deep are validated in full; a walk
// past that reports one error with the keyword "depth" at the first value
// nested too deeply.

const MAX_DEPTH = 1000;
const T1 = ["expected object, got boolean", "expected object, got integer", "expected object, got number", "expected object, got string", "expected object, got null", "expected object, got array", "expected object, got object", "expected object, got "];
const T2 = ["expected string, got boolean", "expected string, got integer", "expected string, got number", "expected string, got string", "expected string, got null", "expected string, got array", "expected string, got object", "expected string, got "];
const P3 = automaton([9,14,32,33,160,161,5760,5761,8192,8203,8232,8234,8239,8240,8287,8288,12288,12289,65279,65280], [], [[1,[8],-1],[3,[],-1],[2,[1],1],[0,[0,2,4,6,8,10,12,14,16,18,20],2],[1,[5,3],-1],[0,[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20],4],[1,[4,2],-1],[0,[0,2,4,6,8,10,12,14,16,18,20],6],[2,[0],7]], true);
const T4 = ["expected integer, got boolean", "expected integer, got integer", "expected integer, got number", "expected integer, got string", "expected integer, got null", "expected integer, got array", "expected integer, got object", "expected integer, got "];
const P5 = /^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$/u;
const K6 = new Set(["id", "kind", "prompt", "afterSeconds", "scheduledAt"]);
const B7 = [s34, s35, s36];
const D8 = new Map([["create", [0]], ["delete", [1]], ["dispatch", [2]]]);
const R9 = [];
const B10 = [s37, s38, s39, s40, s41, s42, s43];
const D11 = new Map([["invalid_prompt", [0]], ["invalid_selector", [1]], ["invalid_rule", [2]], ["time_out_of_range", [3]], ["corrupt_schedule_log", [4]], ["persistence_uncertain", [5]], ["internal_error", [6]]]);
const K12 = new Set(["scheduleId", "prompt", "occurrenceAt", "deliveryMode"]);
const K13 = new Set(["id", "kind", "prompt", "afterSeconds", "scheduledAt", "state", "deliveryMode"]);
const K14 = new Set(["id", "kind", "prompt", "scheduledAt"]);
const P15 = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/u;
const P16 = /^[\+\-0-9A-Z_a-z]+(?:\/[\+\-0-9A-Z_a-z]+)*$/u;
const K17 = new Set(["id", "kind", "prompt", "time", "days", "timeZone", "scheduledAt"]);
const K18 = new Set(["id", "kind", "prompt", "everySeconds", "scheduledAt"]);
const B19 = [s76, s77, s78];
const B20 = [s37, s80, s81, s82, s83, s84, s85, s86, s41, s42, s43];
const D21 = new Map([["invalid_prompt", [0]], ["invalid_selector", [1]], ["invalid_rule", [2]], ["invalid_time_zone", [3]], ["frequency_too_high", [4]], ["time_out_of_range", [5]], ["not_future", [6]], ["too_many_schedules", [7]], ["corrupt_schedule_log", [8]], ["persistence_uncertain", [9]], ["internal_error", [10]]]);
const B22 = [s90, s91, s92, s93];
const D23 = new Map([["after", [0]], ["at", [1]], ["every", [2]], ["calendar", [3]]]);
const B24 = [s99, s100, s101, s102];
const T25 = ["expected number, got boolean", "expected number, got integer", "expected number, got number", "expected number, got string", "expected number, got null", "expected number, got array", "expected number, got object", "expected number, got "];
const B26 = [s99, s37, s38, s39, s40, s41, s42, s43];
const D27 = new Map([["invalid_prompt", [0, 1]], ["invalid_selector", [0, 2]], ["invalid_rule", [0, 3]], ["time_out_of_range", [0, 4]], ["corrupt_schedule_log", [0, 5]], ["persistence_uncertain", [0, 6]], ["internal_error", [0, 7]]]);
const R28 = [0];
const B29 = [s114, s41, s42, s43];
const D30 = new Map([["corrupt_schedule_log", [0, 1]], ["persistence_uncertain", [0, 2]], ["internal_error", [0, 3]]]);
const K31 = new Set(["id"]);
const B32 = [s120, s121, s39, s41, s42, s43];
const D33 = new Map([["schedule_not_found", [0, 1]], ["invalid_rule", [0, 2]], ["corrupt_schedule_log", [0, 3]], ["persistence_uncertain", [0, 4]], ["internal_error", [0, 5]]]);
const B34 = [s99, s100, s101, s102, s37, s80, s81, s82, s83, s84, s85, s86, s41, s42, s43];
const D35 = new Map([["invalid_prompt", [0, 1, 2, 3, 4]], ["invalid_selector", [0, 1, 2, 3, 5]], ["invalid_rule", [0, 1, 2, 3, 6]], ["invalid_time_zone", [0, 1, 2, 3, 7]], ["frequency_too_high", [0, 1, 2, 3, 8]], ["time_out_of_range", [0, 1, 2, 3, 9]], ["not_future", [0, 1, 2, 3, 10]], ["too_many_schedules", [0, 1, 2, 3, 11]], ["corrupt_schedule_log", [0, 1, 2, 3, 12]], ["persistence_uncertain", [0, 1, 2, 3, 13]], ["internal_error", [0, 1, 2, 3, 14]]]);
const R36 = [0, 1, 2, 3];
const B37 = [s147, s41, s42, s43];
const B38 = [s120, s121, s81, s41, s42, s43];
const T39 = ["expected array, got boolean", "expected array, got integer", "expected array, got number", "expected array, got string", "expected array, got null", "expected array, got array", "expected array, got object", "expected array, got "];
const E40 = new Set(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
const K41 = new Set(["version", "operation", "schedule"]);
const K42 = new Set(["version", "operation", "id"]);
const K43 = new Set(["code", "message"]);
const K44 = new Set(["code", "message", "operation", "id"]);
const K45 = new Set(["version", "operation", "id", "occurrenceAt"]);
const K46 = new Set(["id", "kind", "prompt", "scheduledAt", "state", "deliveryMode"]);
const K47 = new Set(["id", "kind", "prompt", "everySeconds", "scheduledAt", "state", "deliveryMode"]);
const P48 = /^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][\+\-](?:[01][0-9]|2[0-3]):[0-5][0-9]$/u;
const K49 = new Set(["id", "kind", "prompt", "time", "days", "timeZone", "scheduledAt", "state", "deliveryMode", "scheduledLocal"]);
const K50 = new Set(["id", "deleted"]);
const K51 = new Set(["id", "deleted", "code"]);
const U52 = new Set([9, 10, 11, 12, 13, 32, 160, 5760, 8192, 8193, 8194, 8195, 8196, 8197, 8198, 8199, 8200, 8201, 8202, 8232, 8233, 8239, 8287, 12288, 65279]);
const S53 = [1];
const S54 = [2];
const S55 = [3];
const S56 = [4];
const S57 = [5];
const S58 = [6];
const S59 = [10];
const S60 = [11];
const S61 = [12];
const S62 = [13];
const S63 = [14];
const S64 = [15];
const S65 = [16];
const S66 = [17];
const S67 = [18];
const S68 = [7];
const S69 = [9];
const S70 = [8];
const S71 = [19];
const S72 = [21];
const S73 = [20];

// A pattern as an NFA run as a lazily built DFA: time linear in the text whatever the pattern.
function automaton(bounds, word, states, anchored) {
  const words = new Set(word);
  const nfa = states.map(([kind, data, to]) => [
    kind,
    kind === 0 ? new Set(data) : kind === 2 ? data[0] : data,
    to,
  ]);
  const width = bounds.length + 1;
  const column = (code) => {
    let low = 0, high = bounds.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (bounds[middle] <= code) low = middle + 1; else high = middle;
    }
    return low;
  };
  const ascii = Array.from({ length: 128 }, (_, code) => column(code));
  const fresh = () => ({
    keys: [[[0], false, true]],
    rows: [new Array(width)],
    ids: new Map([["0:0,1", 0]]),
  });
  let cache = fresh();
  const closure = (core, before, first, at) => {
    const after = at >= 0 && words.has(at);
    const stack = [...core], seen = new Set(stack), reads = [];
    while (stack.length > 0) {
      const index = stack.pop();
      const [kind, data, to] = nfa[index];
      if (kind === 0) { reads.push(index); continue; }
      if (kind === 3) return null;
      let targets;
      if (kind === 1) targets = data;
      else if (
        (data === 0 && first) ||
        (data === 1 && at < 0) ||
        (data === 2 && before !== after) ||
        (data === 3 && before === after)
      ) targets = [to];
      else continue;
      for (const target of targets) {
        if (!seen.has(target)) { seen.add(target); stack.push(target); }
      }
    }
    return reads;
  };
  const step = (c, state, at) => {
    const [core, before, first] = c.keys[state];
    const reads = closure(core, before, first, at);
    let target;
    if (reads === null) target = -1;
    else {
      const after = new Set();
      for (const index of reads) if (nfa[index][1].has(at)) after.add(nfa[index][2]);
      if (!anchored) after.add(0);
      if (after.size === 0) target = -2;
      else {
        const next = [...after].sort((a, b) => a - b);
        const wordBefore = words.has(at);
        const key = next.join(",") + ":" + (wordBefore ? 1 : 0) + ",0";
        target = c.ids.get(key);
        if (target === undefined) {
          if (c.keys.length >= 512) { c = cache = fresh(); state = -1; }
          target = c.keys.length;
          c.ids.set(key, target);
          c.keys.push([next, wordBefore, false]);
          c.rows.push(new Array(width));
        }
      }
    }
    if (state >= 0) c.rows[state][at] = target;
    return [c, target];
  };
  return {
    test(text) {
      let c = cache, state = 0;
      for (let i = 0; i < text.length; i++) {
        let code = text.charCodeAt(i), at;
        if (code < 128) at = ascii[code];
        else {
          code = text.codePointAt(i);
          if (code > 0xffff) i++;
          at = column(code);
        }
        let target = c.rows[state][at];
        if (target === undefined) [c, target] = step(c, state, at);
        if (target < 0) return target === -1;
        state = target;
      }
      const [core, before, first] = c.keys[state];
      return closure(core, before, first, -1) === null;
    },
  };
}


function esc(key) {
  // A JSON pointer token; most keys hold neither character and are their own token (one
  // pass over the code units, cheaper under node than two searches).
  for (let i = 0; i < key.length; i++) {
    const unit = key.charCodeAt(i);
    if (unit === 126 || unit === 47) return key.replace(/~/g, "~0").replace(/\//g, "~1");
  }
  return key;
}

function fewest(errors, failed) {
  // Explain failed alternatives by the one with the fewest errors (the first of those).
  let best = null;
  for (const found of failed) {
    if (best === null || found.length < best.length) {
      best = found;
      if (best.length <= 1) break;
    }
  }
  if (best !== null) for (const error of best) errors.push(error);
}

const hasOwn = Object.prototype.hasOwnProperty;
function has(x, key) {
  return hasOwn.call(x, key);
}

function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

const ITEM_PATHS = [];
function itemPath(index) {
  // "/" and the index, made once for each of the first 1,000 indices.
  if (index < ITEM_PATHS.length) return ITEM_PATHS[index];
  if (index >= 1000) return "/" + index;
  while (ITEM_PATHS.length <= index) ITEM_PATHS.push("/" + ITEM_PATHS.length);
  return ITEM_PATHS[index];
}

const KEY_PATHS = new Map();
function keyPath(key) {
  // "/" and the key's JSON pointer token, kept for up to 1,000 keys: a path adds it in one
  // step, and a value at the root takes it as its path without a new string.
  let found = KEY_PATHS.get(key);
  if (found === undefined) {
    found = "/" + esc(key);
    if (KEY_PATHS.size < 1000) KEY_PATHS.set(key, found);
  }
  return found;
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

function mistyped(x, messages) {
  // A failed type check's message, made in advance for each JSON type x can have.
  switch (typeof x) {
    case "boolean": return messages[0];
    case "number": return Number.isInteger(x) ? messages[1] : messages[2];
    case "string": return messages[3];
    case "object": return x === null ? messages[4] : Array.isArray(x) ? messages[5] : messages[6];
  }
  return messages[7] + typeof x;
}

function oneOf(x, path, failed, ev, scope, d, branches, candidates, exclusive) {
  // The alternatives that hold; with `failed` (an array) each failed one's errors go there.
  const matched = [];
  let kept = null;
  for (const index of candidates) {
    const found = ev === null ? null : new Set();
    const errors = failed === null ? null : new Array();
    if (branches[index](x, path, errors, found, scope, d)) {
      matched.push(index);
      kept = found;
      if (exclusive) break;
    } else if (failed !== null) failed.push(errors);
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

// A value read from a plain object (its prototype Object.prototype, which lacks the key) is
// its own: asking the object is needed only for other objects and for undefined.
const OP = Object.prototype;
const protoOf = Object.getPrototypeOf;

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
    return collectAfterScheduleRecord(instance);
  } catch {
    return checkedAfterScheduleRecord(instance);
  }
}
function checkedAfterScheduleRecord(instance) {
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
    return isObject(instance) && keys(instance) === 5 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && typeof (v1_ = instance["id"]) === "string" && v1_.length >= 1 && !U52.has(v1_.charCodeAt(0)) && !U52.has(v1_.charCodeAt(v1_.length - 1)) && instance["kind"] === "after" && typeof (v2_ = instance["prompt"]) === "string" && v2_.length >= 1 && !U52.has(v2_.charCodeAt(0)) && !U52.has(v2_.charCodeAt(v2_.length - 1)) && Number.isInteger((v3_ = instance["afterSeconds"])) && v3_ >= 1 && v3_ <= 9007199254740991 && typeof (v4_ = instance["scheduledAt"]) === "string" && P5.test(v4_);
  } catch (error) {
    return deep(error, verdictAfterScheduleRecord, instance, depthVerdict);
  }
}
function verdictAfterScheduleRecord(instance) {
  let v1_, v2_, v3_, v4_;
  return isObject(instance) && keys(instance) === 5 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && typeof (v1_ = instance["id"]) === "string" && v1_.length >= 1 && !U52.has(v1_.charCodeAt(0)) && !U52.has(v1_.charCodeAt(v1_.length - 1)) && instance["kind"] === "after" && typeof (v2_ = instance["prompt"]) === "string" && v2_.length >= 1 && !U52.has(v2_.charCodeAt(0)) && !U52.has(v2_.charCodeAt(v2_.length - 1)) && Number.isInteger((v3_ = instance["afterSeconds"])) && v3_ >= 1 && v3_ <= 9007199254740991 && typeof (v4_ = instance["scheduledAt"]) === "string" && P5.test(v4_);
}
function errorsAfterScheduleRecord(instance) {
  return verdictAfterScheduleRecord(instance) ? [] : collectAfterScheduleRecord(instance);
}
function collectAfterScheduleRecord(instance) {
  const errors = new Array();
  e0(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/instant.json (an empty array means valid). */
export function validateInstant(instance) {
  try {
    return collectInstant(instance);
  } catch {
    return checkedInstant(instance);
  }
}
function checkedInstant(instance) {
  try {
    return errorsInstant(instance);
  } catch (error) {
    return deep(error, errorsInstant, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/instant.json. */
export function isValidInstant(instance) {
  try {
    return typeof instance === "string" && P5.test(instance);
  } catch (error) {
    return deep(error, verdictInstant, instance, depthVerdict);
  }
}
function verdictInstant(instance) {
  return typeof instance === "string" && P5.test(instance);
}
function errorsInstant(instance) {
  return verdictInstant(instance) ? [] : collectInstant(instance);
}
function collectInstant(instance) {
  const errors = new Array();
  e1(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/schedule-change.json (an empty array means valid). */
export function validateScheduleChange(instance) {
  try {
    return collectScheduleChange(instance);
  } catch {
    return checkedScheduleChange(instance);
  }
}
function checkedScheduleChange(instance) {
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
    return isObject(instance) && (((v5_ = own(instance, "operation")) === "create" && keys(instance) === 3 && has(instance, "version") && has(instance, "schedule") && instance["version"] === 1 && isObject((v10_ = instance["schedule"])) && keys(v10_) === 5 && has(v10_, "id") && has(v10_, "kind") && has(v10_, "prompt") && has(v10_, "afterSeconds") && has(v10_, "scheduledAt") && typeof (v6_ = v10_["id"]) === "string" && v6_.length >= 1 && !U52.has(v6_.charCodeAt(0)) && !U52.has(v6_.charCodeAt(v6_.length - 1)) && v10_["kind"] === "after" && typeof (v7_ = v10_["prompt"]) === "string" && v7_.length >= 1 && !U52.has(v7_.charCodeAt(0)) && !U52.has(v7_.charCodeAt(v7_.length - 1)) && Number.isInteger((v8_ = v10_["afterSeconds"])) && v8_ >= 1 && v8_ <= 9007199254740991 && typeof (v9_ = v10_["scheduledAt"]) === "string" && P5.test(v9_)) || (v5_ === "delete" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v11_ = instance["id"]) === "string" && v11_.length >= 1 && !U52.has(v11_.charCodeAt(0)) && !U52.has(v11_.charCodeAt(v11_.length - 1))) || (v5_ === "dispatch" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v12_ = instance["id"]) === "string" && v12_.length >= 1 && !U52.has(v12_.charCodeAt(0)) && !U52.has(v12_.charCodeAt(v12_.length - 1))));
  } catch (error) {
    return deep(error, verdictScheduleChange, instance, depthVerdict);
  }
}
function verdictScheduleChange(instance) {
  let v5_, v10_, v6_, v7_, v8_, v9_, v11_, v12_;
  return isObject(instance) && (((v5_ = own(instance, "operation")) === "create" && keys(instance) === 3 && has(instance, "version") && has(instance, "schedule") && instance["version"] === 1 && isObject((v10_ = instance["schedule"])) && keys(v10_) === 5 && has(v10_, "id") && has(v10_, "kind") && has(v10_, "prompt") && has(v10_, "afterSeconds") && has(v10_, "scheduledAt") && typeof (v6_ = v10_["id"]) === "string" && v6_.length >= 1 && !U52.has(v6_.charCodeAt(0)) && !U52.has(v6_.charCodeAt(v6_.length - 1)) && v10_["kind"] === "after" && typeof (v7_ = v10_["prompt"]) === "string" && v7_.length >= 1 && !U52.has(v7_.charCodeAt(0)) && !U52.has(v7_.charCodeAt(v7_.length - 1)) && Number.isInteger((v8_ = v10_["afterSeconds"])) && v8_ >= 1 && v8_ <= 9007199254740991 && typeof (v9_ = v10_["scheduledAt"]) === "string" && P5.test(v9_)) || (v5_ === "delete" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v11_ = instance["id"]) === "string" && v11_.length >= 1 && !U52.has(v11_.charCodeAt(0)) && !U52.has(v11_.charCodeAt(v11_.length - 1))) || (v5_ === "dispatch" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 1 && typeof (v12_ = instance["id"]) === "string" && v12_.length >= 1 && !U52.has(v12_.charCodeAt(0)) && !U52.has(v12_.charCodeAt(v12_.length - 1))));
}
function errorsScheduleChange(instance) {
  return verdictScheduleChange(instance) ? [] : collectScheduleChange(instance);
}
function collectScheduleChange(instance) {
  const errors = new Array();
  e2(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/schedule-error.json (an empty array means valid). */
export function validateScheduleError(instance) {
  try {
    return collectScheduleError(instance);
  } catch {
    return checkedScheduleError(instance);
  }
}
function checkedScheduleError(instance) {
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
    return isObject(instance) && (((v13_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v14_ = instance["message"]) === "string" && v14_.length >= 1) || (v13_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v15_ = instance["message"]) === "string" && v15_.length >= 1) || (v13_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v16_ = instance["message"]) === "string" && v16_.length >= 1) || (v13_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v17_ = instance["message"]) === "string" && v17_.length >= 1) || (v13_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v18_ = instance["message"]) === "string" && v18_.length >= 1) || (v13_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v19_ = instance["message"]) === "string" && v19_.length >= 1 && ((v20_ = instance["operation"]) === "create" || v20_ === "list" || v20_ === "delete") && (!has(instance, "id") || (typeof (v21_ = instance["id"]) === "string" && v21_.length >= 1 && !U52.has(v21_.charCodeAt(0)) && !U52.has(v21_.charCodeAt(v21_.length - 1)))) && l1(instance, 1)) || (v13_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v22_ = instance["message"]) === "string" && v22_.length >= 1));
  } catch (error) {
    return deep(error, verdictScheduleError, instance, depthVerdict);
  }
}
function verdictScheduleError(instance) {
  let v13_, v14_, v15_, v16_, v17_, v18_, v19_, v20_, v21_, v22_;
  return isObject(instance) && (((v13_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v14_ = instance["message"]) === "string" && v14_.length >= 1) || (v13_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v15_ = instance["message"]) === "string" && v15_.length >= 1) || (v13_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v16_ = instance["message"]) === "string" && v16_.length >= 1) || (v13_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v17_ = instance["message"]) === "string" && v17_.length >= 1) || (v13_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v18_ = instance["message"]) === "string" && v18_.length >= 1) || (v13_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v19_ = instance["message"]) === "string" && v19_.length >= 1 && ((v20_ = instance["operation"]) === "create" || v20_ === "list" || v20_ === "delete") && (!has(instance, "id") || (typeof (v21_ = instance["id"]) === "string" && v21_.length >= 1 && !U52.has(v21_.charCodeAt(0)) && !U52.has(v21_.charCodeAt(v21_.length - 1)))) && l1(instance, 1)) || (v13_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v22_ = instance["message"]) === "string" && v22_.length >= 1));
}
function errorsScheduleError(instance) {
  return verdictScheduleError(instance) ? [] : collectScheduleError(instance);
}
function collectScheduleError(instance) {
  const errors = new Array();
  e3(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/schedule-id.json (an empty array means valid). */
export function validateScheduleId(instance) {
  try {
    return collectScheduleId(instance);
  } catch {
    return checkedScheduleId(instance);
  }
}
function checkedScheduleId(instance) {
  try {
    return errorsScheduleId(instance);
  } catch (error) {
    return deep(error, errorsScheduleId, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/schedule-id.json. */
export function isValidScheduleId(instance) {
  try {
    return typeof instance === "string" && instance.length >= 1 && !U52.has(instance.charCodeAt(0)) && !U52.has(instance.charCodeAt(instance.length - 1));
  } catch (error) {
    return deep(error, verdictScheduleId, instance, depthVerdict);
  }
}
function verdictScheduleId(instance) {
  return typeof instance === "string" && instance.length >= 1 && !U52.has(instance.charCodeAt(0)) && !U52.has(instance.charCodeAt(instance.length - 1));
}
function errorsScheduleId(instance) {
  return verdictScheduleId(instance) ? [] : collectScheduleId(instance);
}
function collectScheduleId(instance) {
  const errors = new Array();
  e4(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/schedule-reminder-presentation.json (an empty array means valid). */
export function validateScheduleReminderPresentation(instance) {
  try {
    return collectScheduleReminderPresentation(instance);
  } catch {
    return checkedScheduleReminderPresentation(instance);
  }
}
function checkedScheduleReminderPresentation(instance) {
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
    return isObject(instance) && keys(instance) === 4 && has(instance, "scheduleId") && has(instance, "prompt") && has(instance, "occurrenceAt") && has(instance, "deliveryMode") && typeof (v23_ = instance["scheduleId"]) === "string" && v23_.length >= 1 && !U52.has(v23_.charCodeAt(0)) && !U52.has(v23_.charCodeAt(v23_.length - 1)) && typeof (v24_ = instance["prompt"]) === "string" && v24_.length >= 1 && !U52.has(v24_.charCodeAt(0)) && !U52.has(v24_.charCodeAt(v24_.length - 1)) && typeof (v25_ = instance["occurrenceAt"]) === "string" && P5.test(v25_) && instance["deliveryMode"] === "session-local";
  } catch (error) {
    return deep(error, verdictScheduleReminderPresentation, instance, depthVerdict);
  }
}
function verdictScheduleReminderPresentation(instance) {
  let v23_, v24_, v25_;
  return isObject(instance) && keys(instance) === 4 && has(instance, "scheduleId") && has(instance, "prompt") && has(instance, "occurrenceAt") && has(instance, "deliveryMode") && typeof (v23_ = instance["scheduleId"]) === "string" && v23_.length >= 1 && !U52.has(v23_.charCodeAt(0)) && !U52.has(v23_.charCodeAt(v23_.length - 1)) && typeof (v24_ = instance["prompt"]) === "string" && v24_.length >= 1 && !U52.has(v24_.charCodeAt(0)) && !U52.has(v24_.charCodeAt(v24_.length - 1)) && typeof (v25_ = instance["occurrenceAt"]) === "string" && P5.test(v25_) && instance["deliveryMode"] === "session-local";
}
function errorsScheduleReminderPresentation(instance) {
  return verdictScheduleReminderPresentation(instance) ? [] : collectScheduleReminderPresentation(instance);
}
function collectScheduleReminderPresentation(instance) {
  const errors = new Array();
  e5(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/schedule-view.json (an empty array means valid). */
export function validateScheduleView(instance) {
  try {
    return collectScheduleView(instance);
  } catch {
    return checkedScheduleView(instance);
  }
}
function checkedScheduleView(instance) {
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
    return isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v26_ = instance["id"]) === "string" && v26_.length >= 1 && !U52.has(v26_.charCodeAt(0)) && !U52.has(v26_.charCodeAt(v26_.length - 1)) && instance["kind"] === "after" && typeof (v27_ = instance["prompt"]) === "string" && v27_.length >= 1 && !U52.has(v27_.charCodeAt(0)) && !U52.has(v27_.charCodeAt(v27_.length - 1)) && Number.isInteger((v28_ = instance["afterSeconds"])) && v28_ >= 1 && v28_ <= 9007199254740991 && typeof (v29_ = instance["scheduledAt"]) === "string" && P5.test(v29_) && ((v30_ = instance["state"]) === "scheduled" || v30_ === "overdue") && instance["deliveryMode"] === "session-local";
  } catch (error) {
    return deep(error, verdictScheduleView, instance, depthVerdict);
  }
}
function verdictScheduleView(instance) {
  let v26_, v27_, v28_, v29_, v30_;
  return isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v26_ = instance["id"]) === "string" && v26_.length >= 1 && !U52.has(v26_.charCodeAt(0)) && !U52.has(v26_.charCodeAt(v26_.length - 1)) && instance["kind"] === "after" && typeof (v27_ = instance["prompt"]) === "string" && v27_.length >= 1 && !U52.has(v27_.charCodeAt(0)) && !U52.has(v27_.charCodeAt(v27_.length - 1)) && Number.isInteger((v28_ = instance["afterSeconds"])) && v28_ >= 1 && v28_ <= 9007199254740991 && typeof (v29_ = instance["scheduledAt"]) === "string" && P5.test(v29_) && ((v30_ = instance["state"]) === "scheduled" || v30_ === "overdue") && instance["deliveryMode"] === "session-local";
}
function errorsScheduleView(instance) {
  return verdictScheduleView(instance) ? [] : collectScheduleView(instance);
}
function collectScheduleView(instance) {
  const errors = new Array();
  e6(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/trimmed-text.json (an empty array means valid). */
export function validateTrimmedText(instance) {
  try {
    return collectScheduleId(instance);
  } catch {
    return checkedScheduleId(instance);
  }
}
/** Whether the instance is valid against schemas/trimmed-text.json. */
export function isValidTrimmedText(instance) {
  try {
    return typeof instance === "string" && instance.length >= 1 && !U52.has(instance.charCodeAt(0)) && !U52.has(instance.charCodeAt(instance.length - 1));
  } catch (error) {
    return deep(error, verdictScheduleId, instance, depthVerdict);
  }
}
/** Every error of schemas/v2/at-schedule-record.json (an empty array means valid). */
export function validateAtScheduleRecord(instance) {
  try {
    return collectAtScheduleRecord(instance);
  } catch {
    return checkedAtScheduleRecord(instance);
  }
}
function checkedAtScheduleRecord(instance) {
  try {
    return errorsAtScheduleRecord(instance);
  } catch (error) {
    return deep(error, errorsAtScheduleRecord, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/at-schedule-record.json. */
export function isValidAtScheduleRecord(instance) {
  let v31_, v32_, v33_;
  try {
    return isObject(instance) && keys(instance) === 4 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "scheduledAt") && typeof (v31_ = instance["id"]) === "string" && v31_.length >= 1 && !U52.has(v31_.charCodeAt(0)) && !U52.has(v31_.charCodeAt(v31_.length - 1)) && instance["kind"] === "at" && typeof (v32_ = instance["prompt"]) === "string" && v32_.length >= 1 && !U52.has(v32_.charCodeAt(0)) && !U52.has(v32_.charCodeAt(v32_.length - 1)) && typeof (v33_ = instance["scheduledAt"]) === "string" && P5.test(v33_);
  } catch (error) {
    return deep(error, verdictAtScheduleRecord, instance, depthVerdict);
  }
}
function verdictAtScheduleRecord(instance) {
  let v31_, v32_, v33_;
  return isObject(instance) && keys(instance) === 4 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "scheduledAt") && typeof (v31_ = instance["id"]) === "string" && v31_.length >= 1 && !U52.has(v31_.charCodeAt(0)) && !U52.has(v31_.charCodeAt(v31_.length - 1)) && instance["kind"] === "at" && typeof (v32_ = instance["prompt"]) === "string" && v32_.length >= 1 && !U52.has(v32_.charCodeAt(0)) && !U52.has(v32_.charCodeAt(v32_.length - 1)) && typeof (v33_ = instance["scheduledAt"]) === "string" && P5.test(v33_);
}
function errorsAtScheduleRecord(instance) {
  return verdictAtScheduleRecord(instance) ? [] : collectAtScheduleRecord(instance);
}
function collectAtScheduleRecord(instance) {
  const errors = new Array();
  e8(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/calendar-schedule-record.json (an empty array means valid). */
export function validateCalendarScheduleRecord(instance) {
  try {
    return collectCalendarScheduleRecord(instance);
  } catch {
    return checkedCalendarScheduleRecord(instance);
  }
}
function checkedCalendarScheduleRecord(instance) {
  try {
    return errorsCalendarScheduleRecord(instance);
  } catch (error) {
    return deep(error, errorsCalendarScheduleRecord, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/calendar-schedule-record.json. */
export function isValidCalendarScheduleRecord(instance) {
  let v34_, v35_, v36_, v38_, v39_, v40_;
  try {
    return isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && typeof (v34_ = instance["id"]) === "string" && v34_.length >= 1 && !U52.has(v34_.charCodeAt(0)) && !U52.has(v34_.charCodeAt(v34_.length - 1)) && instance["kind"] === "calendar" && typeof (v35_ = instance["prompt"]) === "string" && v35_.length >= 1 && !U52.has(v35_.charCodeAt(0)) && !U52.has(v35_.charCodeAt(v35_.length - 1)) && typeof (v36_ = instance["time"]) === "string" && P15.test(v36_) && Array.isArray((v38_ = instance["days"])) && l2(v38_, 2) && typeof (v39_ = instance["timeZone"]) === "string" && P16.test(v39_) && typeof (v40_ = instance["scheduledAt"]) === "string" && P5.test(v40_);
  } catch (error) {
    return deep(error, verdictCalendarScheduleRecord, instance, depthVerdict);
  }
}
function verdictCalendarScheduleRecord(instance) {
  let v34_, v35_, v36_, v38_, v39_, v40_;
  return isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && typeof (v34_ = instance["id"]) === "string" && v34_.length >= 1 && !U52.has(v34_.charCodeAt(0)) && !U52.has(v34_.charCodeAt(v34_.length - 1)) && instance["kind"] === "calendar" && typeof (v35_ = instance["prompt"]) === "string" && v35_.length >= 1 && !U52.has(v35_.charCodeAt(0)) && !U52.has(v35_.charCodeAt(v35_.length - 1)) && typeof (v36_ = instance["time"]) === "string" && P15.test(v36_) && Array.isArray((v38_ = instance["days"])) && l2(v38_, 2) && typeof (v39_ = instance["timeZone"]) === "string" && P16.test(v39_) && typeof (v40_ = instance["scheduledAt"]) === "string" && P5.test(v40_);
}
function errorsCalendarScheduleRecord(instance) {
  return verdictCalendarScheduleRecord(instance) ? [] : collectCalendarScheduleRecord(instance);
}
function collectCalendarScheduleRecord(instance) {
  const errors = new Array();
  e9(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/every-schedule-record.json (an empty array means valid). */
export function validateEveryScheduleRecord(instance) {
  try {
    return collectEveryScheduleRecord(instance);
  } catch {
    return checkedEveryScheduleRecord(instance);
  }
}
function checkedEveryScheduleRecord(instance) {
  try {
    return errorsEveryScheduleRecord(instance);
  } catch (error) {
    return deep(error, errorsEveryScheduleRecord, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/every-schedule-record.json. */
export function isValidEveryScheduleRecord(instance) {
  let v41_, v42_, v43_, v44_;
  try {
    return isObject(instance) && keys(instance) === 5 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && typeof (v41_ = instance["id"]) === "string" && v41_.length >= 1 && !U52.has(v41_.charCodeAt(0)) && !U52.has(v41_.charCodeAt(v41_.length - 1)) && instance["kind"] === "every" && typeof (v42_ = instance["prompt"]) === "string" && v42_.length >= 1 && !U52.has(v42_.charCodeAt(0)) && !U52.has(v42_.charCodeAt(v42_.length - 1)) && Number.isInteger((v43_ = instance["everySeconds"])) && v43_ >= 300 && v43_ <= 9007199254740991 && typeof (v44_ = instance["scheduledAt"]) === "string" && P5.test(v44_);
  } catch (error) {
    return deep(error, verdictEveryScheduleRecord, instance, depthVerdict);
  }
}
function verdictEveryScheduleRecord(instance) {
  let v41_, v42_, v43_, v44_;
  return isObject(instance) && keys(instance) === 5 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && typeof (v41_ = instance["id"]) === "string" && v41_.length >= 1 && !U52.has(v41_.charCodeAt(0)) && !U52.has(v41_.charCodeAt(v41_.length - 1)) && instance["kind"] === "every" && typeof (v42_ = instance["prompt"]) === "string" && v42_.length >= 1 && !U52.has(v42_.charCodeAt(0)) && !U52.has(v42_.charCodeAt(v42_.length - 1)) && Number.isInteger((v43_ = instance["everySeconds"])) && v43_ >= 300 && v43_ <= 9007199254740991 && typeof (v44_ = instance["scheduledAt"]) === "string" && P5.test(v44_);
}
function errorsEveryScheduleRecord(instance) {
  return verdictEveryScheduleRecord(instance) ? [] : collectEveryScheduleRecord(instance);
}
function collectEveryScheduleRecord(instance) {
  const errors = new Array();
  e10(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/schedule-change-v2.json (an empty array means valid). */
export function validateScheduleChangeV2(instance) {
  try {
    return collectScheduleChangeV2(instance);
  } catch {
    return checkedScheduleChangeV2(instance);
  }
}
function checkedScheduleChangeV2(instance) {
  try {
    return errorsScheduleChangeV2(instance);
  } catch (error) {
    return deep(error, errorsScheduleChangeV2, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/schedule-change-v2.json. */
export function isValidScheduleChangeV2(instance) {
  let v45_, v65_, v46_, v47_, v48_, v49_, v50_, v51_, v52_, v53_, v54_, v55_, v56_, v57_, v58_, v59_, v60_, v62_, v63_, v64_, v66_, v67_, v68_;
  try {
    return isObject(instance) && (((v45_ = own(instance, "operation")) === "create" && keys(instance) === 3 && has(instance, "version") && has(instance, "schedule") && instance["version"] === 2 && isObject((v65_ = instance["schedule"])) && (((v46_ = own(v65_, "kind")) === "after" && keys(v65_) === 5 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "afterSeconds") && has(v65_, "scheduledAt") && typeof (v47_ = v65_["id"]) === "string" && v47_.length >= 1 && !U52.has(v47_.charCodeAt(0)) && !U52.has(v47_.charCodeAt(v47_.length - 1)) && typeof (v48_ = v65_["prompt"]) === "string" && v48_.length >= 1 && !U52.has(v48_.charCodeAt(0)) && !U52.has(v48_.charCodeAt(v48_.length - 1)) && Number.isInteger((v49_ = v65_["afterSeconds"])) && v49_ >= 1 && v49_ <= 9007199254740991 && typeof (v50_ = v65_["scheduledAt"]) === "string" && P5.test(v50_)) || (v46_ === "at" && keys(v65_) === 4 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "scheduledAt") && typeof (v51_ = v65_["id"]) === "string" && v51_.length >= 1 && !U52.has(v51_.charCodeAt(0)) && !U52.has(v51_.charCodeAt(v51_.length - 1)) && typeof (v52_ = v65_["prompt"]) === "string" && v52_.length >= 1 && !U52.has(v52_.charCodeAt(0)) && !U52.has(v52_.charCodeAt(v52_.length - 1)) && typeof (v53_ = v65_["scheduledAt"]) === "string" && P5.test(v53_)) || (v46_ === "every" && keys(v65_) === 5 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "everySeconds") && has(v65_, "scheduledAt") && typeof (v54_ = v65_["id"]) === "string" && v54_.length >= 1 && !U52.has(v54_.charCodeAt(0)) && !U52.has(v54_.charCodeAt(v54_.length - 1)) && typeof (v55_ = v65_["prompt"]) === "string" && v55_.length >= 1 && !U52.has(v55_.charCodeAt(0)) && !U52.has(v55_.charCodeAt(v55_.length - 1)) && Number.isInteger((v56_ = v65_["everySeconds"])) && v56_ >= 300 && v56_ <= 9007199254740991 && typeof (v57_ = v65_["scheduledAt"]) === "string" && P5.test(v57_)) || (v46_ === "calendar" && keys(v65_) === 7 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "time") && has(v65_, "days") && has(v65_, "timeZone") && has(v65_, "scheduledAt") && typeof (v58_ = v65_["id"]) === "string" && v58_.length >= 1 && !U52.has(v58_.charCodeAt(0)) && !U52.has(v58_.charCodeAt(v58_.length - 1)) && typeof (v59_ = v65_["prompt"]) === "string" && v59_.length >= 1 && !U52.has(v59_.charCodeAt(0)) && !U52.has(v59_.charCodeAt(v59_.length - 1)) && typeof (v60_ = v65_["time"]) === "string" && P15.test(v60_) && Array.isArray((v62_ = v65_["days"])) && l2(v62_, 3) && typeof (v63_ = v65_["timeZone"]) === "string" && P16.test(v63_) && typeof (v64_ = v65_["scheduledAt"]) === "string" && P5.test(v64_)))) || (v45_ === "delete" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 2 && typeof (v66_ = instance["id"]) === "string" && v66_.length >= 1 && !U52.has(v66_.charCodeAt(0)) && !U52.has(v66_.charCodeAt(v66_.length - 1))) || (v45_ === "dispatch" && has(instance, "version") && has(instance, "id") && instance["version"] === 2 && typeof (v67_ = instance["id"]) === "string" && v67_.length >= 1 && !U52.has(v67_.charCodeAt(0)) && !U52.has(v67_.charCodeAt(v67_.length - 1)) && (!has(instance, "occurrenceAt") || (typeof (v68_ = instance["occurrenceAt"]) === "string" && P5.test(v68_))) && l4(instance, 1)));
  } catch (error) {
    return deep(error, verdictScheduleChangeV2, instance, depthVerdict);
  }
}
function verdictScheduleChangeV2(instance) {
  let v45_, v65_, v46_, v47_, v48_, v49_, v50_, v51_, v52_, v53_, v54_, v55_, v56_, v57_, v58_, v59_, v60_, v62_, v63_, v64_, v66_, v67_, v68_;
  return isObject(instance) && (((v45_ = own(instance, "operation")) === "create" && keys(instance) === 3 && has(instance, "version") && has(instance, "schedule") && instance["version"] === 2 && isObject((v65_ = instance["schedule"])) && (((v46_ = own(v65_, "kind")) === "after" && keys(v65_) === 5 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "afterSeconds") && has(v65_, "scheduledAt") && typeof (v47_ = v65_["id"]) === "string" && v47_.length >= 1 && !U52.has(v47_.charCodeAt(0)) && !U52.has(v47_.charCodeAt(v47_.length - 1)) && typeof (v48_ = v65_["prompt"]) === "string" && v48_.length >= 1 && !U52.has(v48_.charCodeAt(0)) && !U52.has(v48_.charCodeAt(v48_.length - 1)) && Number.isInteger((v49_ = v65_["afterSeconds"])) && v49_ >= 1 && v49_ <= 9007199254740991 && typeof (v50_ = v65_["scheduledAt"]) === "string" && P5.test(v50_)) || (v46_ === "at" && keys(v65_) === 4 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "scheduledAt") && typeof (v51_ = v65_["id"]) === "string" && v51_.length >= 1 && !U52.has(v51_.charCodeAt(0)) && !U52.has(v51_.charCodeAt(v51_.length - 1)) && typeof (v52_ = v65_["prompt"]) === "string" && v52_.length >= 1 && !U52.has(v52_.charCodeAt(0)) && !U52.has(v52_.charCodeAt(v52_.length - 1)) && typeof (v53_ = v65_["scheduledAt"]) === "string" && P5.test(v53_)) || (v46_ === "every" && keys(v65_) === 5 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "everySeconds") && has(v65_, "scheduledAt") && typeof (v54_ = v65_["id"]) === "string" && v54_.length >= 1 && !U52.has(v54_.charCodeAt(0)) && !U52.has(v54_.charCodeAt(v54_.length - 1)) && typeof (v55_ = v65_["prompt"]) === "string" && v55_.length >= 1 && !U52.has(v55_.charCodeAt(0)) && !U52.has(v55_.charCodeAt(v55_.length - 1)) && Number.isInteger((v56_ = v65_["everySeconds"])) && v56_ >= 300 && v56_ <= 9007199254740991 && typeof (v57_ = v65_["scheduledAt"]) === "string" && P5.test(v57_)) || (v46_ === "calendar" && keys(v65_) === 7 && has(v65_, "id") && has(v65_, "prompt") && has(v65_, "time") && has(v65_, "days") && has(v65_, "timeZone") && has(v65_, "scheduledAt") && typeof (v58_ = v65_["id"]) === "string" && v58_.length >= 1 && !U52.has(v58_.charCodeAt(0)) && !U52.has(v58_.charCodeAt(v58_.length - 1)) && typeof (v59_ = v65_["prompt"]) === "string" && v59_.length >= 1 && !U52.has(v59_.charCodeAt(0)) && !U52.has(v59_.charCodeAt(v59_.length - 1)) && typeof (v60_ = v65_["time"]) === "string" && P15.test(v60_) && Array.isArray((v62_ = v65_["days"])) && l2(v62_, 3) && typeof (v63_ = v65_["timeZone"]) === "string" && P16.test(v63_) && typeof (v64_ = v65_["scheduledAt"]) === "string" && P5.test(v64_)))) || (v45_ === "delete" && keys(instance) === 3 && has(instance, "version") && has(instance, "id") && instance["version"] === 2 && typeof (v66_ = instance["id"]) === "string" && v66_.length >= 1 && !U52.has(v66_.charCodeAt(0)) && !U52.has(v66_.charCodeAt(v66_.length - 1))) || (v45_ === "dispatch" && has(instance, "version") && has(instance, "id") && instance["version"] === 2 && typeof (v67_ = instance["id"]) === "string" && v67_.length >= 1 && !U52.has(v67_.charCodeAt(0)) && !U52.has(v67_.charCodeAt(v67_.length - 1)) && (!has(instance, "occurrenceAt") || (typeof (v68_ = instance["occurrenceAt"]) === "string" && P5.test(v68_))) && l4(instance, 1)));
}
function errorsScheduleChangeV2(instance) {
  return verdictScheduleChangeV2(instance) ? [] : collectScheduleChangeV2(instance);
}
function collectScheduleChangeV2(instance) {
  const errors = new Array();
  e11(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/schedule-error-v2.json (an empty array means valid). */
export function validateScheduleErrorV2(instance) {
  try {
    return collectScheduleErrorV2(instance);
  } catch {
    return checkedScheduleErrorV2(instance);
  }
}
function checkedScheduleErrorV2(instance) {
  try {
    return errorsScheduleErrorV2(instance);
  } catch (error) {
    return deep(error, errorsScheduleErrorV2, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/schedule-error-v2.json. */
export function isValidScheduleErrorV2(instance) {
  let v69_, v70_, v71_, v72_, v73_, v74_, v75_, v76_, v77_, v78_, v79_, v80_, v81_, v82_;
  try {
    return isObject(instance) && (((v69_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v70_ = instance["message"]) === "string" && v70_.length >= 1) || (v69_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v71_ = instance["message"]) === "string" && v71_.length >= 1) || (v69_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v72_ = instance["message"]) === "string" && v72_.length >= 1) || (v69_ === "invalid_time_zone" && keys(instance) === 2 && has(instance, "message") && typeof (v73_ = instance["message"]) === "string" && v73_.length >= 1) || (v69_ === "frequency_too_high" && keys(instance) === 2 && has(instance, "message") && typeof (v74_ = instance["message"]) === "string" && v74_.length >= 1) || (v69_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v75_ = instance["message"]) === "string" && v75_.length >= 1) || (v69_ === "not_future" && keys(instance) === 2 && has(instance, "message") && typeof (v76_ = instance["message"]) === "string" && v76_.length >= 1) || (v69_ === "too_many_schedules" && keys(instance) === 2 && has(instance, "message") && typeof (v77_ = instance["message"]) === "string" && v77_.length >= 1) || (v69_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v78_ = instance["message"]) === "string" && v78_.length >= 1) || (v69_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v79_ = instance["message"]) === "string" && v79_.length >= 1 && ((v80_ = instance["operation"]) === "create" || v80_ === "list" || v80_ === "delete") && (!has(instance, "id") || (typeof (v81_ = instance["id"]) === "string" && v81_.length >= 1 && !U52.has(v81_.charCodeAt(0)) && !U52.has(v81_.charCodeAt(v81_.length - 1)))) && l1(instance, 1)) || (v69_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v82_ = instance["message"]) === "string" && v82_.length >= 1));
  } catch (error) {
    return deep(error, verdictScheduleErrorV2, instance, depthVerdict);
  }
}
function verdictScheduleErrorV2(instance) {
  let v69_, v70_, v71_, v72_, v73_, v74_, v75_, v76_, v77_, v78_, v79_, v80_, v81_, v82_;
  return isObject(instance) && (((v69_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v70_ = instance["message"]) === "string" && v70_.length >= 1) || (v69_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v71_ = instance["message"]) === "string" && v71_.length >= 1) || (v69_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v72_ = instance["message"]) === "string" && v72_.length >= 1) || (v69_ === "invalid_time_zone" && keys(instance) === 2 && has(instance, "message") && typeof (v73_ = instance["message"]) === "string" && v73_.length >= 1) || (v69_ === "frequency_too_high" && keys(instance) === 2 && has(instance, "message") && typeof (v74_ = instance["message"]) === "string" && v74_.length >= 1) || (v69_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v75_ = instance["message"]) === "string" && v75_.length >= 1) || (v69_ === "not_future" && keys(instance) === 2 && has(instance, "message") && typeof (v76_ = instance["message"]) === "string" && v76_.length >= 1) || (v69_ === "too_many_schedules" && keys(instance) === 2 && has(instance, "message") && typeof (v77_ = instance["message"]) === "string" && v77_.length >= 1) || (v69_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v78_ = instance["message"]) === "string" && v78_.length >= 1) || (v69_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v79_ = instance["message"]) === "string" && v79_.length >= 1 && ((v80_ = instance["operation"]) === "create" || v80_ === "list" || v80_ === "delete") && (!has(instance, "id") || (typeof (v81_ = instance["id"]) === "string" && v81_.length >= 1 && !U52.has(v81_.charCodeAt(0)) && !U52.has(v81_.charCodeAt(v81_.length - 1)))) && l1(instance, 1)) || (v69_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v82_ = instance["message"]) === "string" && v82_.length >= 1));
}
function errorsScheduleErrorV2(instance) {
  return verdictScheduleErrorV2(instance) ? [] : collectScheduleErrorV2(instance);
}
function collectScheduleErrorV2(instance) {
  const errors = new Array();
  e12(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/schedule-record.json (an empty array means valid). */
export function validateScheduleRecord(instance) {
  try {
    return collectScheduleRecord(instance);
  } catch {
    return checkedScheduleRecord(instance);
  }
}
function checkedScheduleRecord(instance) {
  try {
    return errorsScheduleRecord(instance);
  } catch (error) {
    return deep(error, errorsScheduleRecord, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/schedule-record.json. */
export function isValidScheduleRecord(instance) {
  let v83_, v84_, v85_, v86_, v87_, v88_, v89_, v90_, v91_, v92_, v93_, v94_, v95_, v96_, v97_, v99_, v100_, v101_;
  try {
    return isObject(instance) && (((v83_ = own(instance, "kind")) === "after" && keys(instance) === 5 && has(instance, "id") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && typeof (v84_ = instance["id"]) === "string" && v84_.length >= 1 && !U52.has(v84_.charCodeAt(0)) && !U52.has(v84_.charCodeAt(v84_.length - 1)) && typeof (v85_ = instance["prompt"]) === "string" && v85_.length >= 1 && !U52.has(v85_.charCodeAt(0)) && !U52.has(v85_.charCodeAt(v85_.length - 1)) && Number.isInteger((v86_ = instance["afterSeconds"])) && v86_ >= 1 && v86_ <= 9007199254740991 && typeof (v87_ = instance["scheduledAt"]) === "string" && P5.test(v87_)) || (v83_ === "at" && keys(instance) === 4 && has(instance, "id") && has(instance, "prompt") && has(instance, "scheduledAt") && typeof (v88_ = instance["id"]) === "string" && v88_.length >= 1 && !U52.has(v88_.charCodeAt(0)) && !U52.has(v88_.charCodeAt(v88_.length - 1)) && typeof (v89_ = instance["prompt"]) === "string" && v89_.length >= 1 && !U52.has(v89_.charCodeAt(0)) && !U52.has(v89_.charCodeAt(v89_.length - 1)) && typeof (v90_ = instance["scheduledAt"]) === "string" && P5.test(v90_)) || (v83_ === "every" && keys(instance) === 5 && has(instance, "id") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && typeof (v91_ = instance["id"]) === "string" && v91_.length >= 1 && !U52.has(v91_.charCodeAt(0)) && !U52.has(v91_.charCodeAt(v91_.length - 1)) && typeof (v92_ = instance["prompt"]) === "string" && v92_.length >= 1 && !U52.has(v92_.charCodeAt(0)) && !U52.has(v92_.charCodeAt(v92_.length - 1)) && Number.isInteger((v93_ = instance["everySeconds"])) && v93_ >= 300 && v93_ <= 9007199254740991 && typeof (v94_ = instance["scheduledAt"]) === "string" && P5.test(v94_)) || (v83_ === "calendar" && keys(instance) === 7 && has(instance, "id") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && typeof (v95_ = instance["id"]) === "string" && v95_.length >= 1 && !U52.has(v95_.charCodeAt(0)) && !U52.has(v95_.charCodeAt(v95_.length - 1)) && typeof (v96_ = instance["prompt"]) === "string" && v96_.length >= 1 && !U52.has(v96_.charCodeAt(0)) && !U52.has(v96_.charCodeAt(v96_.length - 1)) && typeof (v97_ = instance["time"]) === "string" && P15.test(v97_) && Array.isArray((v99_ = instance["days"])) && l2(v99_, 2) && typeof (v100_ = instance["timeZone"]) === "string" && P16.test(v100_) && typeof (v101_ = instance["scheduledAt"]) === "string" && P5.test(v101_)));
  } catch (error) {
    return deep(error, verdictScheduleRecord, instance, depthVerdict);
  }
}
function verdictScheduleRecord(instance) {
  let v83_, v84_, v85_, v86_, v87_, v88_, v89_, v90_, v91_, v92_, v93_, v94_, v95_, v96_, v97_, v99_, v100_, v101_;
  return isObject(instance) && (((v83_ = own(instance, "kind")) === "after" && keys(instance) === 5 && has(instance, "id") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && typeof (v84_ = instance["id"]) === "string" && v84_.length >= 1 && !U52.has(v84_.charCodeAt(0)) && !U52.has(v84_.charCodeAt(v84_.length - 1)) && typeof (v85_ = instance["prompt"]) === "string" && v85_.length >= 1 && !U52.has(v85_.charCodeAt(0)) && !U52.has(v85_.charCodeAt(v85_.length - 1)) && Number.isInteger((v86_ = instance["afterSeconds"])) && v86_ >= 1 && v86_ <= 9007199254740991 && typeof (v87_ = instance["scheduledAt"]) === "string" && P5.test(v87_)) || (v83_ === "at" && keys(instance) === 4 && has(instance, "id") && has(instance, "prompt") && has(instance, "scheduledAt") && typeof (v88_ = instance["id"]) === "string" && v88_.length >= 1 && !U52.has(v88_.charCodeAt(0)) && !U52.has(v88_.charCodeAt(v88_.length - 1)) && typeof (v89_ = instance["prompt"]) === "string" && v89_.length >= 1 && !U52.has(v89_.charCodeAt(0)) && !U52.has(v89_.charCodeAt(v89_.length - 1)) && typeof (v90_ = instance["scheduledAt"]) === "string" && P5.test(v90_)) || (v83_ === "every" && keys(instance) === 5 && has(instance, "id") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && typeof (v91_ = instance["id"]) === "string" && v91_.length >= 1 && !U52.has(v91_.charCodeAt(0)) && !U52.has(v91_.charCodeAt(v91_.length - 1)) && typeof (v92_ = instance["prompt"]) === "string" && v92_.length >= 1 && !U52.has(v92_.charCodeAt(0)) && !U52.has(v92_.charCodeAt(v92_.length - 1)) && Number.isInteger((v93_ = instance["everySeconds"])) && v93_ >= 300 && v93_ <= 9007199254740991 && typeof (v94_ = instance["scheduledAt"]) === "string" && P5.test(v94_)) || (v83_ === "calendar" && keys(instance) === 7 && has(instance, "id") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && typeof (v95_ = instance["id"]) === "string" && v95_.length >= 1 && !U52.has(v95_.charCodeAt(0)) && !U52.has(v95_.charCodeAt(v95_.length - 1)) && typeof (v96_ = instance["prompt"]) === "string" && v96_.length >= 1 && !U52.has(v96_.charCodeAt(0)) && !U52.has(v96_.charCodeAt(v96_.length - 1)) && typeof (v97_ = instance["time"]) === "string" && P15.test(v97_) && Array.isArray((v99_ = instance["days"])) && l2(v99_, 2) && typeof (v100_ = instance["timeZone"]) === "string" && P16.test(v100_) && typeof (v101_ = instance["scheduledAt"]) === "string" && P5.test(v101_)));
}
function errorsScheduleRecord(instance) {
  return verdictScheduleRecord(instance) ? [] : collectScheduleRecord(instance);
}
function collectScheduleRecord(instance) {
  const errors = new Array();
  e13(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/schedule-reminder-presentation-v2.json (an empty array means valid). */
export function validateScheduleReminderPresentationV2(instance) {
  try {
    return collectScheduleReminderPresentationV2(instance);
  } catch {
    return checkedScheduleReminderPresentationV2(instance);
  }
}
function checkedScheduleReminderPresentationV2(instance) {
  try {
    return errorsScheduleReminderPresentationV2(instance);
  } catch (error) {
    return deep(error, errorsScheduleReminderPresentationV2, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/schedule-reminder-presentation-v2.json. */
export function isValidScheduleReminderPresentationV2(instance) {
  let v102_, v103_, v104_;
  try {
    return isObject(instance) && keys(instance) === 4 && has(instance, "scheduleId") && has(instance, "prompt") && has(instance, "occurrenceAt") && has(instance, "deliveryMode") && typeof (v102_ = instance["scheduleId"]) === "string" && v102_.length >= 1 && !U52.has(v102_.charCodeAt(0)) && !U52.has(v102_.charCodeAt(v102_.length - 1)) && typeof (v103_ = instance["prompt"]) === "string" && v103_.length >= 1 && !U52.has(v103_.charCodeAt(0)) && !U52.has(v103_.charCodeAt(v103_.length - 1)) && typeof (v104_ = instance["occurrenceAt"]) === "string" && P5.test(v104_) && instance["deliveryMode"] === "session-local";
  } catch (error) {
    return deep(error, verdictScheduleReminderPresentation, instance, depthVerdict);
  }
}
function errorsScheduleReminderPresentationV2(instance) {
  return verdictScheduleReminderPresentation(instance) ? [] : collectScheduleReminderPresentationV2(instance);
}
function collectScheduleReminderPresentationV2(instance) {
  const errors = new Array();
  e14(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/schedule-view-v2.json (an empty array means valid). */
export function validateScheduleViewV2(instance) {
  try {
    return collectScheduleViewV2(instance);
  } catch {
    return checkedScheduleViewV2(instance);
  }
}
function checkedScheduleViewV2(instance) {
  try {
    return errorsScheduleViewV2(instance);
  } catch (error) {
    return deep(error, errorsScheduleViewV2, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/schedule-view-v2.json. */
export function isValidScheduleViewV2(instance) {
  let v105_, v106_, v107_, v108_, v109_, v110_, v111_, v112_, v113_, v114_, v115_, v116_, v117_, v118_, v119_, v120_, v121_, v122_, v124_, v125_, v126_, v127_, v128_;
  try {
    return isObject(instance) && (((v105_ = own(instance, "kind")) === "after" && keys(instance) === 7 && has(instance, "id") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v106_ = instance["id"]) === "string" && v106_.length >= 1 && !U52.has(v106_.charCodeAt(0)) && !U52.has(v106_.charCodeAt(v106_.length - 1)) && typeof (v107_ = instance["prompt"]) === "string" && v107_.length >= 1 && !U52.has(v107_.charCodeAt(0)) && !U52.has(v107_.charCodeAt(v107_.length - 1)) && Number.isInteger((v108_ = instance["afterSeconds"])) && v108_ >= 1 && v108_ <= 9007199254740991 && typeof (v109_ = instance["scheduledAt"]) === "string" && P5.test(v109_) && ((v110_ = instance["state"]) === "scheduled" || v110_ === "overdue") && instance["deliveryMode"] === "session-local") || (v105_ === "at" && keys(instance) === 6 && has(instance, "id") && has(instance, "prompt") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v111_ = instance["id"]) === "string" && v111_.length >= 1 && !U52.has(v111_.charCodeAt(0)) && !U52.has(v111_.charCodeAt(v111_.length - 1)) && typeof (v112_ = instance["prompt"]) === "string" && v112_.length >= 1 && !U52.has(v112_.charCodeAt(0)) && !U52.has(v112_.charCodeAt(v112_.length - 1)) && typeof (v113_ = instance["scheduledAt"]) === "string" && P5.test(v113_) && ((v114_ = instance["state"]) === "scheduled" || v114_ === "overdue") && instance["deliveryMode"] === "session-local") || (v105_ === "every" && keys(instance) === 7 && has(instance, "id") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v115_ = instance["id"]) === "string" && v115_.length >= 1 && !U52.has(v115_.charCodeAt(0)) && !U52.has(v115_.charCodeAt(v115_.length - 1)) && typeof (v116_ = instance["prompt"]) === "string" && v116_.length >= 1 && !U52.has(v116_.charCodeAt(0)) && !U52.has(v116_.charCodeAt(v116_.length - 1)) && Number.isInteger((v117_ = instance["everySeconds"])) && v117_ >= 300 && v117_ <= 9007199254740991 && typeof (v118_ = instance["scheduledAt"]) === "string" && P5.test(v118_) && ((v119_ = instance["state"]) === "scheduled" || v119_ === "overdue") && instance["deliveryMode"] === "session-local") || (v105_ === "calendar" && keys(instance) === 10 && has(instance, "id") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && has(instance, "scheduledLocal") && typeof (v120_ = instance["id"]) === "string" && v120_.length >= 1 && !U52.has(v120_.charCodeAt(0)) && !U52.has(v120_.charCodeAt(v120_.length - 1)) && typeof (v121_ = instance["prompt"]) === "string" && v121_.length >= 1 && !U52.has(v121_.charCodeAt(0)) && !U52.has(v121_.charCodeAt(v121_.length - 1)) && typeof (v122_ = instance["time"]) === "string" && P15.test(v122_) && Array.isArray((v124_ = instance["days"])) && l2(v124_, 2) && typeof (v125_ = instance["timeZone"]) === "string" && P16.test(v125_) && typeof (v126_ = instance["scheduledAt"]) === "string" && P5.test(v126_) && ((v127_ = instance["state"]) === "scheduled" || v127_ === "overdue") && instance["deliveryMode"] === "session-local" && typeof (v128_ = instance["scheduledLocal"]) === "string" && P48.test(v128_)));
  } catch (error) {
    return deep(error, verdictScheduleViewV2, instance, depthVerdict);
  }
}
function verdictScheduleViewV2(instance) {
  let v105_, v106_, v107_, v108_, v109_, v110_, v111_, v112_, v113_, v114_, v115_, v116_, v117_, v118_, v119_, v120_, v121_, v122_, v124_, v125_, v126_, v127_, v128_;
  return isObject(instance) && (((v105_ = own(instance, "kind")) === "after" && keys(instance) === 7 && has(instance, "id") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v106_ = instance["id"]) === "string" && v106_.length >= 1 && !U52.has(v106_.charCodeAt(0)) && !U52.has(v106_.charCodeAt(v106_.length - 1)) && typeof (v107_ = instance["prompt"]) === "string" && v107_.length >= 1 && !U52.has(v107_.charCodeAt(0)) && !U52.has(v107_.charCodeAt(v107_.length - 1)) && Number.isInteger((v108_ = instance["afterSeconds"])) && v108_ >= 1 && v108_ <= 9007199254740991 && typeof (v109_ = instance["scheduledAt"]) === "string" && P5.test(v109_) && ((v110_ = instance["state"]) === "scheduled" || v110_ === "overdue") && instance["deliveryMode"] === "session-local") || (v105_ === "at" && keys(instance) === 6 && has(instance, "id") && has(instance, "prompt") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v111_ = instance["id"]) === "string" && v111_.length >= 1 && !U52.has(v111_.charCodeAt(0)) && !U52.has(v111_.charCodeAt(v111_.length - 1)) && typeof (v112_ = instance["prompt"]) === "string" && v112_.length >= 1 && !U52.has(v112_.charCodeAt(0)) && !U52.has(v112_.charCodeAt(v112_.length - 1)) && typeof (v113_ = instance["scheduledAt"]) === "string" && P5.test(v113_) && ((v114_ = instance["state"]) === "scheduled" || v114_ === "overdue") && instance["deliveryMode"] === "session-local") || (v105_ === "every" && keys(instance) === 7 && has(instance, "id") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v115_ = instance["id"]) === "string" && v115_.length >= 1 && !U52.has(v115_.charCodeAt(0)) && !U52.has(v115_.charCodeAt(v115_.length - 1)) && typeof (v116_ = instance["prompt"]) === "string" && v116_.length >= 1 && !U52.has(v116_.charCodeAt(0)) && !U52.has(v116_.charCodeAt(v116_.length - 1)) && Number.isInteger((v117_ = instance["everySeconds"])) && v117_ >= 300 && v117_ <= 9007199254740991 && typeof (v118_ = instance["scheduledAt"]) === "string" && P5.test(v118_) && ((v119_ = instance["state"]) === "scheduled" || v119_ === "overdue") && instance["deliveryMode"] === "session-local") || (v105_ === "calendar" && keys(instance) === 10 && has(instance, "id") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && has(instance, "scheduledLocal") && typeof (v120_ = instance["id"]) === "string" && v120_.length >= 1 && !U52.has(v120_.charCodeAt(0)) && !U52.has(v120_.charCodeAt(v120_.length - 1)) && typeof (v121_ = instance["prompt"]) === "string" && v121_.length >= 1 && !U52.has(v121_.charCodeAt(0)) && !U52.has(v121_.charCodeAt(v121_.length - 1)) && typeof (v122_ = instance["time"]) === "string" && P15.test(v122_) && Array.isArray((v124_ = instance["days"])) && l2(v124_, 2) && typeof (v125_ = instance["timeZone"]) === "string" && P16.test(v125_) && typeof (v126_ = instance["scheduledAt"]) === "string" && P5.test(v126_) && ((v127_ = instance["state"]) === "scheduled" || v127_ === "overdue") && instance["deliveryMode"] === "session-local" && typeof (v128_ = instance["scheduledLocal"]) === "string" && P48.test(v128_)));
}
function errorsScheduleViewV2(instance) {
  return verdictScheduleViewV2(instance) ? [] : collectScheduleViewV2(instance);
}
function collectScheduleViewV2(instance) {
  const errors = new Array();
  e15(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateArguments(instance) {
  try {
    return collectScheduleCreateArguments(instance);
  } catch {
    return checkedScheduleCreateArguments(instance);
  }
}
function checkedScheduleCreateArguments(instance) {
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
  return verdictScheduleCreateArguments(instance) ? [] : collectScheduleCreateArguments(instance);
}
function collectScheduleCreateArguments(instance) {
  const errors = new Array();
  e16(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateOutput(instance) {
  try {
    return collectScheduleCreateOutput(instance);
  } catch {
    return checkedScheduleCreateOutput(instance);
  }
}
function checkedScheduleCreateOutput(instance) {
  try {
    return errorsScheduleCreateOutput(instance);
  } catch (error) {
    return deep(error, errorsScheduleCreateOutput, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-create.json. */
export function isValidScheduleCreateOutput(instance) {
  let v129_, v130_, v131_, v132_, v133_, v134_, v135_, v136_, v137_, v138_, v139_, v140_, v141_, v142_, v143_;
  try {
    return (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v129_ = instance["id"]) === "string" && v129_.length >= 1 && !U52.has(v129_.charCodeAt(0)) && !U52.has(v129_.charCodeAt(v129_.length - 1)) && instance["kind"] === "after" && typeof (v130_ = instance["prompt"]) === "string" && v130_.length >= 1 && !U52.has(v130_.charCodeAt(0)) && !U52.has(v130_.charCodeAt(v130_.length - 1)) && Number.isInteger((v131_ = instance["afterSeconds"])) && v131_ >= 1 && v131_ <= 9007199254740991 && typeof (v132_ = instance["scheduledAt"]) === "string" && P5.test(v132_) && ((v133_ = instance["state"]) === "scheduled" || v133_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && (((v134_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v135_ = instance["message"]) === "string" && v135_.length >= 1) || (v134_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v136_ = instance["message"]) === "string" && v136_.length >= 1) || (v134_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v137_ = instance["message"]) === "string" && v137_.length >= 1) || (v134_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v138_ = instance["message"]) === "string" && v138_.length >= 1) || (v134_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v139_ = instance["message"]) === "string" && v139_.length >= 1) || (v134_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v140_ = instance["message"]) === "string" && v140_.length >= 1 && ((v141_ = instance["operation"]) === "create" || v141_ === "list" || v141_ === "delete") && (!has(instance, "id") || (typeof (v142_ = instance["id"]) === "string" && v142_.length >= 1 && !U52.has(v142_.charCodeAt(0)) && !U52.has(v142_.charCodeAt(v142_.length - 1)))) && l1(instance, 1)) || (v134_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v143_ = instance["message"]) === "string" && v143_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleCreateOutput, instance, depthVerdict);
  }
}
function verdictScheduleCreateOutput(instance) {
  let v129_, v130_, v131_, v132_, v133_, v134_, v135_, v136_, v137_, v138_, v139_, v140_, v141_, v142_, v143_;
  return (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v129_ = instance["id"]) === "string" && v129_.length >= 1 && !U52.has(v129_.charCodeAt(0)) && !U52.has(v129_.charCodeAt(v129_.length - 1)) && instance["kind"] === "after" && typeof (v130_ = instance["prompt"]) === "string" && v130_.length >= 1 && !U52.has(v130_.charCodeAt(0)) && !U52.has(v130_.charCodeAt(v130_.length - 1)) && Number.isInteger((v131_ = instance["afterSeconds"])) && v131_ >= 1 && v131_ <= 9007199254740991 && typeof (v132_ = instance["scheduledAt"]) === "string" && P5.test(v132_) && ((v133_ = instance["state"]) === "scheduled" || v133_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && (((v134_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v135_ = instance["message"]) === "string" && v135_.length >= 1) || (v134_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v136_ = instance["message"]) === "string" && v136_.length >= 1) || (v134_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v137_ = instance["message"]) === "string" && v137_.length >= 1) || (v134_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v138_ = instance["message"]) === "string" && v138_.length >= 1) || (v134_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v139_ = instance["message"]) === "string" && v139_.length >= 1) || (v134_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v140_ = instance["message"]) === "string" && v140_.length >= 1 && ((v141_ = instance["operation"]) === "create" || v141_ === "list" || v141_ === "delete") && (!has(instance, "id") || (typeof (v142_ = instance["id"]) === "string" && v142_.length >= 1 && !U52.has(v142_.charCodeAt(0)) && !U52.has(v142_.charCodeAt(v142_.length - 1)))) && l1(instance, 1)) || (v134_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v143_ = instance["message"]) === "string" && v143_.length >= 1)));
}
function errorsScheduleCreateOutput(instance) {
  return verdictScheduleCreateOutput(instance) ? [] : collectScheduleCreateOutput(instance);
}
function collectScheduleCreateOutput(instance) {
  const errors = new Array();
  e17(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListArguments(instance) {
  try {
    return collectScheduleListArguments(instance);
  } catch {
    return checkedScheduleListArguments(instance);
  }
}
function checkedScheduleListArguments(instance) {
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
  return verdictScheduleListArguments(instance) ? [] : collectScheduleListArguments(instance);
}
function collectScheduleListArguments(instance) {
  const errors = new Array();
  e18(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListOutput(instance) {
  try {
    return collectScheduleListOutput(instance);
  } catch {
    return checkedScheduleListOutput(instance);
  }
}
function checkedScheduleListOutput(instance) {
  try {
    return errorsScheduleListOutput(instance);
  } catch (error) {
    return deep(error, errorsScheduleListOutput, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-list.json. */
export function isValidScheduleListOutput(instance) {
  let v150_, v151_, v152_, v153_, v154_, v155_;
  try {
    return (Array.isArray(instance) && l9(instance, 1)) || (isObject(instance) && (((v150_ = own(instance, "code")) === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v151_ = instance["message"]) === "string" && v151_.length >= 1) || (v150_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v152_ = instance["message"]) === "string" && v152_.length >= 1 && ((v153_ = instance["operation"]) === "create" || v153_ === "list" || v153_ === "delete") && (!has(instance, "id") || (typeof (v154_ = instance["id"]) === "string" && v154_.length >= 1 && !U52.has(v154_.charCodeAt(0)) && !U52.has(v154_.charCodeAt(v154_.length - 1)))) && l1(instance, 1)) || (v150_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v155_ = instance["message"]) === "string" && v155_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleListOutput, instance, depthVerdict);
  }
}
function verdictScheduleListOutput(instance) {
  let v150_, v151_, v152_, v153_, v154_, v155_;
  return (Array.isArray(instance) && l9(instance, 1)) || (isObject(instance) && (((v150_ = own(instance, "code")) === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v151_ = instance["message"]) === "string" && v151_.length >= 1) || (v150_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v152_ = instance["message"]) === "string" && v152_.length >= 1 && ((v153_ = instance["operation"]) === "create" || v153_ === "list" || v153_ === "delete") && (!has(instance, "id") || (typeof (v154_ = instance["id"]) === "string" && v154_.length >= 1 && !U52.has(v154_.charCodeAt(0)) && !U52.has(v154_.charCodeAt(v154_.length - 1)))) && l1(instance, 1)) || (v150_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v155_ = instance["message"]) === "string" && v155_.length >= 1)));
}
function errorsScheduleListOutput(instance) {
  return verdictScheduleListOutput(instance) ? [] : collectScheduleListOutput(instance);
}
function collectScheduleListOutput(instance) {
  const errors = new Array();
  e19(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteArguments(instance) {
  try {
    return collectScheduleDeleteArguments(instance);
  } catch {
    return checkedScheduleDeleteArguments(instance);
  }
}
function checkedScheduleDeleteArguments(instance) {
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
  return verdictScheduleDeleteArguments(instance) ? [] : collectScheduleDeleteArguments(instance);
}
function collectScheduleDeleteArguments(instance) {
  const errors = new Array();
  e20(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteOutput(instance) {
  try {
    return collectScheduleDeleteOutput(instance);
  } catch {
    return checkedScheduleDeleteOutput(instance);
  }
}
function checkedScheduleDeleteOutput(instance) {
  try {
    return errorsScheduleDeleteOutput(instance);
  } catch (error) {
    return deep(error, errorsScheduleDeleteOutput, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/tools/schedule-delete.json. */
export function isValidScheduleDeleteOutput(instance) {
  let v156_, v157_, v158_, v159_, v160_, v161_, v162_, v163_, v164_;
  try {
    return (isObject(instance) && keys(instance) === 2 && has(instance, "id") && has(instance, "deleted") && typeof (v156_ = instance["id"]) === "string" && v156_.length >= 1 && !U52.has(v156_.charCodeAt(0)) && !U52.has(v156_.charCodeAt(v156_.length - 1)) && instance["deleted"] === true) || (isObject(instance) && (((v157_ = own(instance, "code")) === "schedule_not_found" && keys(instance) === 3 && has(instance, "id") && has(instance, "deleted") && typeof (v158_ = instance["id"]) === "string" && v158_.length >= 1 && !U52.has(v158_.charCodeAt(0)) && !U52.has(v158_.charCodeAt(v158_.length - 1)) && instance["deleted"] === false) || (v157_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v159_ = instance["message"]) === "string" && v159_.length >= 1) || (v157_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v160_ = instance["message"]) === "string" && v160_.length >= 1) || (v157_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v161_ = instance["message"]) === "string" && v161_.length >= 1 && ((v162_ = instance["operation"]) === "create" || v162_ === "list" || v162_ === "delete") && (!has(instance, "id") || (typeof (v163_ = instance["id"]) === "string" && v163_.length >= 1 && !U52.has(v163_.charCodeAt(0)) && !U52.has(v163_.charCodeAt(v163_.length - 1)))) && l1(instance, 1)) || (v157_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v164_ = instance["message"]) === "string" && v164_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleDeleteOutput, instance, depthVerdict);
  }
}
function verdictScheduleDeleteOutput(instance) {
  let v156_, v157_, v158_, v159_, v160_, v161_, v162_, v163_, v164_;
  return (isObject(instance) && keys(instance) === 2 && has(instance, "id") && has(instance, "deleted") && typeof (v156_ = instance["id"]) === "string" && v156_.length >= 1 && !U52.has(v156_.charCodeAt(0)) && !U52.has(v156_.charCodeAt(v156_.length - 1)) && instance["deleted"] === true) || (isObject(instance) && (((v157_ = own(instance, "code")) === "schedule_not_found" && keys(instance) === 3 && has(instance, "id") && has(instance, "deleted") && typeof (v158_ = instance["id"]) === "string" && v158_.length >= 1 && !U52.has(v158_.charCodeAt(0)) && !U52.has(v158_.charCodeAt(v158_.length - 1)) && instance["deleted"] === false) || (v157_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v159_ = instance["message"]) === "string" && v159_.length >= 1) || (v157_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v160_ = instance["message"]) === "string" && v160_.length >= 1) || (v157_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v161_ = instance["message"]) === "string" && v161_.length >= 1 && ((v162_ = instance["operation"]) === "create" || v162_ === "list" || v162_ === "delete") && (!has(instance, "id") || (typeof (v163_ = instance["id"]) === "string" && v163_.length >= 1 && !U52.has(v163_.charCodeAt(0)) && !U52.has(v163_.charCodeAt(v163_.length - 1)))) && l1(instance, 1)) || (v157_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v164_ = instance["message"]) === "string" && v164_.length >= 1)));
}
function errorsScheduleDeleteOutput(instance) {
  return verdictScheduleDeleteOutput(instance) ? [] : collectScheduleDeleteOutput(instance);
}
function collectScheduleDeleteOutput(instance) {
  const errors = new Array();
  e21(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateV2Arguments(instance) {
  try {
    return collectScheduleCreateV2Arguments(instance);
  } catch {
    return checkedScheduleCreateV2Arguments(instance);
  }
}
function checkedScheduleCreateV2Arguments(instance) {
  try {
    return errorsScheduleCreateV2Arguments(instance);
  } catch (error) {
    return deep(error, errorsScheduleCreateV2Arguments, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-create.json. */
export function isValidScheduleCreateV2Arguments(instance) {
  let v165_, v167_, v166_;
  try {
    return isObject(instance) && has(instance, "prompt") && typeof instance["prompt"] === "string" && (!has(instance, "after_seconds") || typeof instance["after_seconds"] === "number") && (!has(instance, "at") || typeof (v165_ = instance["at"]) === "string" || (isObject(v165_) && (!has(v165_, "date") || typeof v165_["date"] === "string") && (!has(v165_, "time") || typeof v165_["time"] === "string") && (!has(v165_, "time_zone") || typeof v165_["time_zone"] === "string"))) && (!has(instance, "every_seconds") || typeof instance["every_seconds"] === "number") && (!has(instance, "calendar") || (isObject((v167_ = instance["calendar"])) && (!has(v167_, "time") || typeof v167_["time"] === "string") && (!has(v167_, "days") || (Array.isArray((v166_ = v167_["days"])) && l12(v166_, 3))) && (!has(v167_, "time_zone") || typeof v167_["time_zone"] === "string")));
  } catch (error) {
    return deep(error, verdictScheduleCreateV2Arguments, instance, depthVerdict);
  }
}
function verdictScheduleCreateV2Arguments(instance) {
  let v165_, v167_, v166_;
  return isObject(instance) && has(instance, "prompt") && typeof instance["prompt"] === "string" && (!has(instance, "after_seconds") || typeof instance["after_seconds"] === "number") && (!has(instance, "at") || typeof (v165_ = instance["at"]) === "string" || (isObject(v165_) && (!has(v165_, "date") || typeof v165_["date"] === "string") && (!has(v165_, "time") || typeof v165_["time"] === "string") && (!has(v165_, "time_zone") || typeof v165_["time_zone"] === "string"))) && (!has(instance, "every_seconds") || typeof instance["every_seconds"] === "number") && (!has(instance, "calendar") || (isObject((v167_ = instance["calendar"])) && (!has(v167_, "time") || typeof v167_["time"] === "string") && (!has(v167_, "days") || (Array.isArray((v166_ = v167_["days"])) && l12(v166_, 3))) && (!has(v167_, "time_zone") || typeof v167_["time_zone"] === "string")));
}
function errorsScheduleCreateV2Arguments(instance) {
  return verdictScheduleCreateV2Arguments(instance) ? [] : collectScheduleCreateV2Arguments(instance);
}
function collectScheduleCreateV2Arguments(instance) {
  const errors = new Array();
  e22(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/tools/schedule-create.json (an empty array means valid). */
export function validateScheduleCreateV2Output(instance) {
  try {
    return collectScheduleCreateV2Output(instance);
  } catch {
    return checkedScheduleCreateV2Output(instance);
  }
}
function checkedScheduleCreateV2Output(instance) {
  try {
    return errorsScheduleCreateV2Output(instance);
  } catch (error) {
    return deep(error, errorsScheduleCreateV2Output, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-create.json. */
export function isValidScheduleCreateV2Output(instance) {
  let v168_, v169_, v170_, v171_, v172_, v173_, v174_, v175_, v176_, v177_, v178_, v179_, v180_, v181_, v182_, v183_, v184_, v186_, v187_, v188_, v189_, v190_, v191_, v192_, v193_, v194_, v195_, v196_, v197_, v198_, v199_, v200_, v201_, v202_, v203_, v204_;
  try {
    return (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v168_ = instance["id"]) === "string" && v168_.length >= 1 && !U52.has(v168_.charCodeAt(0)) && !U52.has(v168_.charCodeAt(v168_.length - 1)) && instance["kind"] === "after" && typeof (v169_ = instance["prompt"]) === "string" && v169_.length >= 1 && !U52.has(v169_.charCodeAt(0)) && !U52.has(v169_.charCodeAt(v169_.length - 1)) && Number.isInteger((v170_ = instance["afterSeconds"])) && v170_ >= 1 && v170_ <= 9007199254740991 && typeof (v171_ = instance["scheduledAt"]) === "string" && P5.test(v171_) && ((v172_ = instance["state"]) === "scheduled" || v172_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && keys(instance) === 6 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v173_ = instance["id"]) === "string" && v173_.length >= 1 && !U52.has(v173_.charCodeAt(0)) && !U52.has(v173_.charCodeAt(v173_.length - 1)) && instance["kind"] === "at" && typeof (v174_ = instance["prompt"]) === "string" && v174_.length >= 1 && !U52.has(v174_.charCodeAt(0)) && !U52.has(v174_.charCodeAt(v174_.length - 1)) && typeof (v175_ = instance["scheduledAt"]) === "string" && P5.test(v175_) && ((v176_ = instance["state"]) === "scheduled" || v176_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v177_ = instance["id"]) === "string" && v177_.length >= 1 && !U52.has(v177_.charCodeAt(0)) && !U52.has(v177_.charCodeAt(v177_.length - 1)) && instance["kind"] === "every" && typeof (v178_ = instance["prompt"]) === "string" && v178_.length >= 1 && !U52.has(v178_.charCodeAt(0)) && !U52.has(v178_.charCodeAt(v178_.length - 1)) && Number.isInteger((v179_ = instance["everySeconds"])) && v179_ >= 300 && v179_ <= 9007199254740991 && typeof (v180_ = instance["scheduledAt"]) === "string" && P5.test(v180_) && ((v181_ = instance["state"]) === "scheduled" || v181_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && keys(instance) === 10 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && has(instance, "scheduledLocal") && typeof (v182_ = instance["id"]) === "string" && v182_.length >= 1 && !U52.has(v182_.charCodeAt(0)) && !U52.has(v182_.charCodeAt(v182_.length - 1)) && instance["kind"] === "calendar" && typeof (v183_ = instance["prompt"]) === "string" && v183_.length >= 1 && !U52.has(v183_.charCodeAt(0)) && !U52.has(v183_.charCodeAt(v183_.length - 1)) && typeof (v184_ = instance["time"]) === "string" && P15.test(v184_) && Array.isArray((v186_ = instance["days"])) && l2(v186_, 2) && typeof (v187_ = instance["timeZone"]) === "string" && P16.test(v187_) && typeof (v188_ = instance["scheduledAt"]) === "string" && P5.test(v188_) && ((v189_ = instance["state"]) === "scheduled" || v189_ === "overdue") && instance["deliveryMode"] === "session-local" && typeof (v190_ = instance["scheduledLocal"]) === "string" && P48.test(v190_)) || (isObject(instance) && (((v191_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v192_ = instance["message"]) === "string" && v192_.length >= 1) || (v191_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v193_ = instance["message"]) === "string" && v193_.length >= 1) || (v191_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v194_ = instance["message"]) === "string" && v194_.length >= 1) || (v191_ === "invalid_time_zone" && keys(instance) === 2 && has(instance, "message") && typeof (v195_ = instance["message"]) === "string" && v195_.length >= 1) || (v191_ === "frequency_too_high" && keys(instance) === 2 && has(instance, "message") && typeof (v196_ = instance["message"]) === "string" && v196_.length >= 1) || (v191_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v197_ = instance["message"]) === "string" && v197_.length >= 1) || (v191_ === "not_future" && keys(instance) === 2 && has(instance, "message") && typeof (v198_ = instance["message"]) === "string" && v198_.length >= 1) || (v191_ === "too_many_schedules" && keys(instance) === 2 && has(instance, "message") && typeof (v199_ = instance["message"]) === "string" && v199_.length >= 1) || (v191_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v200_ = instance["message"]) === "string" && v200_.length >= 1) || (v191_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v201_ = instance["message"]) === "string" && v201_.length >= 1 && ((v202_ = instance["operation"]) === "create" || v202_ === "list" || v202_ === "delete") && (!has(instance, "id") || (typeof (v203_ = instance["id"]) === "string" && v203_.length >= 1 && !U52.has(v203_.charCodeAt(0)) && !U52.has(v203_.charCodeAt(v203_.length - 1)))) && l1(instance, 1)) || (v191_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v204_ = instance["message"]) === "string" && v204_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleCreateV2Output, instance, depthVerdict);
  }
}
function verdictScheduleCreateV2Output(instance) {
  let v168_, v169_, v170_, v171_, v172_, v173_, v174_, v175_, v176_, v177_, v178_, v179_, v180_, v181_, v182_, v183_, v184_, v186_, v187_, v188_, v189_, v190_, v191_, v192_, v193_, v194_, v195_, v196_, v197_, v198_, v199_, v200_, v201_, v202_, v203_, v204_;
  return (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "afterSeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v168_ = instance["id"]) === "string" && v168_.length >= 1 && !U52.has(v168_.charCodeAt(0)) && !U52.has(v168_.charCodeAt(v168_.length - 1)) && instance["kind"] === "after" && typeof (v169_ = instance["prompt"]) === "string" && v169_.length >= 1 && !U52.has(v169_.charCodeAt(0)) && !U52.has(v169_.charCodeAt(v169_.length - 1)) && Number.isInteger((v170_ = instance["afterSeconds"])) && v170_ >= 1 && v170_ <= 9007199254740991 && typeof (v171_ = instance["scheduledAt"]) === "string" && P5.test(v171_) && ((v172_ = instance["state"]) === "scheduled" || v172_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && keys(instance) === 6 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v173_ = instance["id"]) === "string" && v173_.length >= 1 && !U52.has(v173_.charCodeAt(0)) && !U52.has(v173_.charCodeAt(v173_.length - 1)) && instance["kind"] === "at" && typeof (v174_ = instance["prompt"]) === "string" && v174_.length >= 1 && !U52.has(v174_.charCodeAt(0)) && !U52.has(v174_.charCodeAt(v174_.length - 1)) && typeof (v175_ = instance["scheduledAt"]) === "string" && P5.test(v175_) && ((v176_ = instance["state"]) === "scheduled" || v176_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && keys(instance) === 7 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "everySeconds") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && typeof (v177_ = instance["id"]) === "string" && v177_.length >= 1 && !U52.has(v177_.charCodeAt(0)) && !U52.has(v177_.charCodeAt(v177_.length - 1)) && instance["kind"] === "every" && typeof (v178_ = instance["prompt"]) === "string" && v178_.length >= 1 && !U52.has(v178_.charCodeAt(0)) && !U52.has(v178_.charCodeAt(v178_.length - 1)) && Number.isInteger((v179_ = instance["everySeconds"])) && v179_ >= 300 && v179_ <= 9007199254740991 && typeof (v180_ = instance["scheduledAt"]) === "string" && P5.test(v180_) && ((v181_ = instance["state"]) === "scheduled" || v181_ === "overdue") && instance["deliveryMode"] === "session-local") || (isObject(instance) && keys(instance) === 10 && has(instance, "id") && has(instance, "kind") && has(instance, "prompt") && has(instance, "time") && has(instance, "days") && has(instance, "timeZone") && has(instance, "scheduledAt") && has(instance, "state") && has(instance, "deliveryMode") && has(instance, "scheduledLocal") && typeof (v182_ = instance["id"]) === "string" && v182_.length >= 1 && !U52.has(v182_.charCodeAt(0)) && !U52.has(v182_.charCodeAt(v182_.length - 1)) && instance["kind"] === "calendar" && typeof (v183_ = instance["prompt"]) === "string" && v183_.length >= 1 && !U52.has(v183_.charCodeAt(0)) && !U52.has(v183_.charCodeAt(v183_.length - 1)) && typeof (v184_ = instance["time"]) === "string" && P15.test(v184_) && Array.isArray((v186_ = instance["days"])) && l2(v186_, 2) && typeof (v187_ = instance["timeZone"]) === "string" && P16.test(v187_) && typeof (v188_ = instance["scheduledAt"]) === "string" && P5.test(v188_) && ((v189_ = instance["state"]) === "scheduled" || v189_ === "overdue") && instance["deliveryMode"] === "session-local" && typeof (v190_ = instance["scheduledLocal"]) === "string" && P48.test(v190_)) || (isObject(instance) && (((v191_ = own(instance, "code")) === "invalid_prompt" && keys(instance) === 2 && has(instance, "message") && typeof (v192_ = instance["message"]) === "string" && v192_.length >= 1) || (v191_ === "invalid_selector" && keys(instance) === 2 && has(instance, "message") && typeof (v193_ = instance["message"]) === "string" && v193_.length >= 1) || (v191_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v194_ = instance["message"]) === "string" && v194_.length >= 1) || (v191_ === "invalid_time_zone" && keys(instance) === 2 && has(instance, "message") && typeof (v195_ = instance["message"]) === "string" && v195_.length >= 1) || (v191_ === "frequency_too_high" && keys(instance) === 2 && has(instance, "message") && typeof (v196_ = instance["message"]) === "string" && v196_.length >= 1) || (v191_ === "time_out_of_range" && keys(instance) === 2 && has(instance, "message") && typeof (v197_ = instance["message"]) === "string" && v197_.length >= 1) || (v191_ === "not_future" && keys(instance) === 2 && has(instance, "message") && typeof (v198_ = instance["message"]) === "string" && v198_.length >= 1) || (v191_ === "too_many_schedules" && keys(instance) === 2 && has(instance, "message") && typeof (v199_ = instance["message"]) === "string" && v199_.length >= 1) || (v191_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v200_ = instance["message"]) === "string" && v200_.length >= 1) || (v191_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v201_ = instance["message"]) === "string" && v201_.length >= 1 && ((v202_ = instance["operation"]) === "create" || v202_ === "list" || v202_ === "delete") && (!has(instance, "id") || (typeof (v203_ = instance["id"]) === "string" && v203_.length >= 1 && !U52.has(v203_.charCodeAt(0)) && !U52.has(v203_.charCodeAt(v203_.length - 1)))) && l1(instance, 1)) || (v191_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v204_ = instance["message"]) === "string" && v204_.length >= 1)));
}
function errorsScheduleCreateV2Output(instance) {
  return verdictScheduleCreateV2Output(instance) ? [] : collectScheduleCreateV2Output(instance);
}
function collectScheduleCreateV2Output(instance) {
  const errors = new Array();
  e23(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListV2Arguments(instance) {
  try {
    return collectScheduleListV2Arguments(instance);
  } catch {
    return checkedScheduleListV2Arguments(instance);
  }
}
function checkedScheduleListV2Arguments(instance) {
  try {
    return errorsScheduleListV2Arguments(instance);
  } catch (error) {
    return deep(error, errorsScheduleListV2Arguments, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-list.json. */
export function isValidScheduleListV2Arguments(instance) {
  try {
    return isObject(instance) && keys(instance) === 0;
  } catch (error) {
    return deep(error, verdictScheduleListArguments, instance, depthVerdict);
  }
}
function errorsScheduleListV2Arguments(instance) {
  return verdictScheduleListArguments(instance) ? [] : collectScheduleListV2Arguments(instance);
}
function collectScheduleListV2Arguments(instance) {
  const errors = new Array();
  e24(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/tools/schedule-list.json (an empty array means valid). */
export function validateScheduleListV2Output(instance) {
  try {
    return collectScheduleListV2Output(instance);
  } catch {
    return checkedScheduleListV2Output(instance);
  }
}
function checkedScheduleListV2Output(instance) {
  try {
    return errorsScheduleListV2Output(instance);
  } catch (error) {
    return deep(error, errorsScheduleListV2Output, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-list.json. */
export function isValidScheduleListV2Output(instance) {
  let v230_, v231_, v232_, v233_, v234_, v235_;
  try {
    return (Array.isArray(instance) && l15(instance, 1)) || (isObject(instance) && (((v230_ = own(instance, "code")) === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v231_ = instance["message"]) === "string" && v231_.length >= 1) || (v230_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v232_ = instance["message"]) === "string" && v232_.length >= 1 && ((v233_ = instance["operation"]) === "create" || v233_ === "list" || v233_ === "delete") && (!has(instance, "id") || (typeof (v234_ = instance["id"]) === "string" && v234_.length >= 1 && !U52.has(v234_.charCodeAt(0)) && !U52.has(v234_.charCodeAt(v234_.length - 1)))) && l1(instance, 1)) || (v230_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v235_ = instance["message"]) === "string" && v235_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleListV2Output, instance, depthVerdict);
  }
}
function verdictScheduleListV2Output(instance) {
  let v230_, v231_, v232_, v233_, v234_, v235_;
  return (Array.isArray(instance) && l15(instance, 1)) || (isObject(instance) && (((v230_ = own(instance, "code")) === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v231_ = instance["message"]) === "string" && v231_.length >= 1) || (v230_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v232_ = instance["message"]) === "string" && v232_.length >= 1 && ((v233_ = instance["operation"]) === "create" || v233_ === "list" || v233_ === "delete") && (!has(instance, "id") || (typeof (v234_ = instance["id"]) === "string" && v234_.length >= 1 && !U52.has(v234_.charCodeAt(0)) && !U52.has(v234_.charCodeAt(v234_.length - 1)))) && l1(instance, 1)) || (v230_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v235_ = instance["message"]) === "string" && v235_.length >= 1)));
}
function errorsScheduleListV2Output(instance) {
  return verdictScheduleListV2Output(instance) ? [] : collectScheduleListV2Output(instance);
}
function collectScheduleListV2Output(instance) {
  const errors = new Array();
  e25(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteV2Arguments(instance) {
  try {
    return collectScheduleDeleteV2Arguments(instance);
  } catch {
    return checkedScheduleDeleteV2Arguments(instance);
  }
}
function checkedScheduleDeleteV2Arguments(instance) {
  try {
    return errorsScheduleDeleteV2Arguments(instance);
  } catch (error) {
    return deep(error, errorsScheduleDeleteV2Arguments, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-delete.json. */
export function isValidScheduleDeleteV2Arguments(instance) {
  try {
    return isObject(instance) && keys(instance) === 1 && has(instance, "id") && typeof instance["id"] === "string";
  } catch (error) {
    return deep(error, verdictScheduleDeleteArguments, instance, depthVerdict);
  }
}
function errorsScheduleDeleteV2Arguments(instance) {
  return verdictScheduleDeleteArguments(instance) ? [] : collectScheduleDeleteV2Arguments(instance);
}
function collectScheduleDeleteV2Arguments(instance) {
  const errors = new Array();
  e26(instance, "", errors, 1);
  return errors;
}
/** Every error of schemas/v2/tools/schedule-delete.json (an empty array means valid). */
export function validateScheduleDeleteV2Output(instance) {
  try {
    return collectScheduleDeleteV2Output(instance);
  } catch {
    return checkedScheduleDeleteV2Output(instance);
  }
}
function checkedScheduleDeleteV2Output(instance) {
  try {
    return errorsScheduleDeleteV2Output(instance);
  } catch (error) {
    return deep(error, errorsScheduleDeleteV2Output, instance, depthErrors);
  }
}
/** Whether the instance is valid against schemas/v2/tools/schedule-delete.json. */
export function isValidScheduleDeleteV2Output(instance) {
  let v236_, v237_, v238_, v239_, v240_, v241_, v242_, v243_, v244_;
  try {
    return (isObject(instance) && keys(instance) === 2 && has(instance, "id") && has(instance, "deleted") && typeof (v236_ = instance["id"]) === "string" && v236_.length >= 1 && !U52.has(v236_.charCodeAt(0)) && !U52.has(v236_.charCodeAt(v236_.length - 1)) && instance["deleted"] === true) || (isObject(instance) && (((v237_ = own(instance, "code")) === "schedule_not_found" && keys(instance) === 3 && has(instance, "id") && has(instance, "deleted") && typeof (v238_ = instance["id"]) === "string" && v238_.length >= 1 && !U52.has(v238_.charCodeAt(0)) && !U52.has(v238_.charCodeAt(v238_.length - 1)) && instance["deleted"] === false) || (v237_ === "invalid_rule" && keys(instance) === 2 && has(instance, "message") && typeof (v239_ = instance["message"]) === "string" && v239_.length >= 1) || (v237_ === "corrupt_schedule_log" && keys(instance) === 2 && has(instance, "message") && typeof (v240_ = instance["message"]) === "string" && v240_.length >= 1) || (v237_ === "persistence_uncertain" && has(instance, "message") && has(instance, "operation") && typeof (v241_ = instance["message"]) === "string" && v241_.length >= 1 && ((v242_ = instance["operation"]) === "create" || v242_ === "list" || v242_ === "delete") && (!has(instance, "id") || (typeof (v243_ = instance["id"]) === "string" && v243_.length >= 1 && !U52.has(v243_.charCodeAt(0)) && !U52.has(v243_.charCodeAt(v243_.length - 1)))) && l1(instance, 1)) || (v237_ === "internal_error" && keys(instance) === 2 && has(instance, "message") && typeof (v244_ = instance["message"]) === "string" && v244_.length >= 1)));
  } catch (error) {
    return deep(error, verdictScheduleDeleteOutput, instance, depthVerdict);
  }
}
function errorsScheduleDeleteV2Output(instance) {
  return verdictScheduleDeleteOutput(instance) ? [] : collectScheduleDeleteV2Output(instance);
}
function collectScheduleDeleteV2Output(instance) {
  const errors = new Array();
  e27(instance, "", errors, 1);
  return errors;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
function s0(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
      ok = false;
    }
    const has4 = has(x, "afterSeconds");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"afterSeconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
      ok = false;
    }
    const has5 = has(x, "scheduledAt");
    if (!has5) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
      ok = false;
    }
    if (has1) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x7 = x["kind"];
      {
        const x = x7;
        if (!(x === "after")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"after\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x8 = x["prompt"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x9 = x["afterSeconds"];
      {
        const x = x9;
        if (!(Number.isInteger(x))) {
          if (errors === null) return false;
          errors.push({ path: path + "/afterSeconds", keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/type" });
          ok = false;
        }
        if (typeof x === "number") {
          if (x < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/afterSeconds", keyword: "minimum", message: "must be >= 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/minimum" });
            ok = false;
          }
          if (x > 9007199254740991) {
            if (errors === null) return false;
            errors.push({ path: path + "/afterSeconds", keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/maximum" });
            ok = false;
          }
        }
      }
    }
    if (has5) {
      const x10 = x["scheduledAt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K6.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties" });
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
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (!P5.test(x)) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#
function s2(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B7, pick(x, "operation", D8, R9), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 3 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#
function s3(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B10, pick(x, "code", D11, R9), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 7 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-id.json#
function s4(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
      ok = false;
    }
    if (!P3.test(x)) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
function s5(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "scheduleId");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduleId\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
      ok = false;
    }
    const has2 = has(x, "prompt");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
      ok = false;
    }
    const has3 = has(x, "occurrenceAt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"occurrenceAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
      ok = false;
    }
    const has4 = has(x, "deliveryMode");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
      ok = false;
    }
    if (has1) {
      const x5 = x["scheduleId"];
      {
        const x = x5;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduleId", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduleId", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduleId", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x6 = x["prompt"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has3) {
      const x7 = x["occurrenceAt"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/occurrenceAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/occurrenceAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x8 = x["deliveryMode"];
      {
        const x = x8;
        if (!(x === "session-local")) {
          if (errors === null) return false;
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode/const" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K12.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties" });
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
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
      ok = false;
    }
    const has4 = has(x, "afterSeconds");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"afterSeconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
      ok = false;
    }
    const has5 = has(x, "scheduledAt");
    if (!has5) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
      ok = false;
    }
    const has6 = has(x, "state");
    if (!has6) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"state\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
      ok = false;
    }
    const has7 = has(x, "deliveryMode");
    if (!has7) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
      ok = false;
    }
    if (has1) {
      const x8 = x["id"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x9 = x["kind"];
      {
        const x = x9;
        if (!(x === "after")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"after\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x10 = x["prompt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x11 = x["afterSeconds"];
      {
        const x = x11;
        if (!(Number.isInteger(x))) {
          if (errors === null) return false;
          errors.push({ path: path + "/afterSeconds", keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/type" });
          ok = false;
        }
        if (typeof x === "number") {
          if (x < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/afterSeconds", keyword: "minimum", message: "must be >= 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/minimum" });
            ok = false;
          }
          if (x > 9007199254740991) {
            if (errors === null) return false;
            errors.push({ path: path + "/afterSeconds", keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/maximum" });
            ok = false;
          }
        }
      }
    }
    if (has5) {
      const x12 = x["scheduledAt"];
      {
        const x = x12;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has6) {
      const x13 = x["state"];
      {
        const x = x13;
        if (!(x === "scheduled" || x === "overdue")) {
          if (errors === null) return false;
          errors.push({ path: path + "/state", keyword: "enum", message: "must be one of [\"scheduled\", \"overdue\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state/enum" });
          ok = false;
        }
      }
    }
    if (has7) {
      const x14 = x["deliveryMode"];
      {
        const x = x14;
        if (!(x === "session-local")) {
          if (errors === null) return false;
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode/const" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K13.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
function s8(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
      ok = false;
    }
    const has4 = has(x, "scheduledAt");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
      ok = false;
    }
    if (has1) {
      const x5 = x["id"];
      {
        const x = x5;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x6 = x["kind"];
      {
        const x = x6;
        if (!(x === "at")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"at\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x7 = x["prompt"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x8 = x["scheduledAt"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K14.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
function s9(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
      ok = false;
    }
    const has4 = has(x, "time");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"time\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
      ok = false;
    }
    const has5 = has(x, "days");
    if (!has5) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"days\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
      ok = false;
    }
    const has6 = has(x, "timeZone");
    if (!has6) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"timeZone\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
      ok = false;
    }
    const has7 = has(x, "scheduledAt");
    if (!has7) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
      ok = false;
    }
    if (has1) {
      const x8 = x["id"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x9 = x["kind"];
      {
        const x = x9;
        if (!(x === "calendar")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"calendar\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x10 = x["prompt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x11 = x["time"];
      {
        const x = x11;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/time", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P15.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/time", keyword: "pattern", message: "must match the pattern \"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has5) {
      if (!s66(x["days"], errors !== null ? path + "/days" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has6) {
      const x12 = x["timeZone"];
      {
        const x = x12;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/timeZone", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P16.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/timeZone", keyword: "pattern", message: "must match the pattern \"^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has7) {
      const x13 = x["scheduledAt"];
      {
        const x = x13;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K17.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
function s10(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
      ok = false;
    }
    const has4 = has(x, "everySeconds");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"everySeconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
      ok = false;
    }
    const has5 = has(x, "scheduledAt");
    if (!has5) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
      ok = false;
    }
    if (has1) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x7 = x["kind"];
      {
        const x = x7;
        if (!(x === "every")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"every\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x8 = x["prompt"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x9 = x["everySeconds"];
      {
        const x = x9;
        if (!(Number.isInteger(x))) {
          if (errors === null) return false;
          errors.push({ path: path + "/everySeconds", keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/type" });
          ok = false;
        }
        if (typeof x === "number") {
          if (x < 300) {
            if (errors === null) return false;
            errors.push({ path: path + "/everySeconds", keyword: "minimum", message: "must be >= 300", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/minimum" });
            ok = false;
          }
          if (x > 9007199254740991) {
            if (errors === null) return false;
            errors.push({ path: path + "/everySeconds", keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/maximum" });
            ok = false;
          }
        }
      }
    }
    if (has5) {
      const x10 = x["scheduledAt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K18.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#
function s11(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B19, pick(x, "operation", D8, R9), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 3 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#
function s12(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B20, pick(x, "code", D21, R9), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 11 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#
function s13(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B22, pick(x, "kind", D23, R9), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#
function s14(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "scheduleId");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduleId\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
      ok = false;
    }
    const has2 = has(x, "prompt");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
      ok = false;
    }
    const has3 = has(x, "occurrenceAt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"occurrenceAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
      ok = false;
    }
    const has4 = has(x, "deliveryMode");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
      ok = false;
    }
    if (has1) {
      const x5 = x["scheduleId"];
      {
        const x = x5;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduleId", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduleId", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduleId", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x6 = x["prompt"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has3) {
      const x7 = x["occurrenceAt"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/occurrenceAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/occurrenceAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x8 = x["deliveryMode"];
      {
        const x = x8;
        if (!(x === "session-local")) {
          if (errors === null) return false;
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/deliveryMode/const" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K12.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
function s15(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B24, pick(x, "kind", D23, R9), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
function s16(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "prompt");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/required" });
      ok = false;
    }
    const has2 = has(x, "after_seconds");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"after_seconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["prompt"];
      {
        const x = x3;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt/type" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["after_seconds"];
      {
        const x = x4;
        if (!(typeof x === "number")) {
          if (errors === null) return false;
          errors.push({ path: path + "/after_seconds", keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type" });
          ok = false;
        }
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output
function s17(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B26, pick(x, "code", D27, R28), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 8 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments
function s18(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/type" });
    ok = false;
  }
  if (isObject(x)) {
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output
function s19(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B29, pick(x, "code", D30, R28), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
function s20(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/required" });
      ok = false;
    }
    if (has1) {
      const x2 = x["id"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id/type" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K31.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output
function s21(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B32, pick(x, "code", D33, R28), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 6 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments
function s22(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "prompt");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/required" });
      ok = false;
    }
    if (has1) {
      const x2 = x["prompt"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/prompt/type" });
          ok = false;
        }
      }
    }
    if (has(x, "after_seconds")) {
      const x3 = x["after_seconds"];
      {
        const x = x3;
        if (!(typeof x === "number")) {
          if (errors === null) return false;
          errors.push({ path: path + "/after_seconds", keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type" });
          ok = false;
        }
      }
    }
    if (has(x, "at")) {
      if (!s128(x["at"], errors !== null ? path + "/at" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "every_seconds")) {
      const x4 = x["every_seconds"];
      {
        const x = x4;
        if (!(typeof x === "number")) {
          if (errors === null) return false;
          errors.push({ path: path + "/every_seconds", keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/every_seconds/type" });
          ok = false;
        }
      }
    }
    if (has(x, "calendar")) {
      if (!s130(x["calendar"], errors !== null ? path + "/calendar" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output
function s23(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B34, pick(x, "code", D35, R36), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 15 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments
function s24(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/type" });
    ok = false;
  }
  if (isObject(x)) {
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output
function s25(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B37, pick(x, "code", D30, R28), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments
function s26(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/required" });
      ok = false;
    }
    if (has1) {
      const x2 = x["id"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/properties/id/type" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K31.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output
function s27(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    const failed = errors === null ? null : new Array();
    const matched = oneOf(x, path, failed, null, scope, d, B38, pick(x, "code", D33, R28), true);
    if (matched.length !== 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 6 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf" });
      ok = false;
      if (matched.length === 0) fewest(errors, failed);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind
function s29(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "after")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"after\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
function s31(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(Number.isInteger(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/type" });
    ok = false;
  }
  if (typeof x === "number") {
    if (x < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minimum", message: "must be >= 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/minimum" });
      ok = false;
    }
    if (x > 9007199254740991) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/maximum" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties
function s33(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/0
function s34(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s159(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/1
function s35(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s160(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/2
function s36(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s161(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/0
function s37(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s162(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/1
function s38(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s163(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/2
function s39(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s164(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/3
function s40(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s165(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/4
function s41(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s166(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/5
function s42(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s167(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/6
function s43(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s168(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode
function s47(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties
function s48(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state
function s54(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "scheduled" || x === "overdue")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "enum", message: "must be one of [\"scheduled\", \"overdue\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state/enum" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode
function s55(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties
function s56(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind
function s58(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "at")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"at\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/additionalProperties
function s61(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind
function s63(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "calendar")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"calendar\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time
function s65(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (!P15.test(x)) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "pattern", message: "must match the pattern \"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/pattern" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
function s66(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T39), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/type" });
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      const x1 = x[index];
      {
        const x = x1;
        if (!(typeof x === "string" && E40.has(x))) {
          if (errors === null) return false;
          errors.push({ path: path + itemPath(index), keyword: "enum", message: "must be one of [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items/enum" });
          ok = false;
        }
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone
function s67(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (!P16.test(x)) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "pattern", message: "must match the pattern \"^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/pattern" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/additionalProperties
function s69(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind
function s71(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "every")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"every\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds
function s73(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(Number.isInteger(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/type" });
    ok = false;
  }
  if (typeof x === "number") {
    if (x < 300) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minimum", message: "must be >= 300", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/minimum" });
      ok = false;
    }
    if (x > 9007199254740991) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/maximum" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/additionalProperties
function s75(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf/0
function s76(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s170(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf/1
function s77(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s171(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf/2
function s78(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s172(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/1
function s80(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s173(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/2
function s81(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s174(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/3
function s82(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s175(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/4
function s83(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s176(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/5
function s84(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s177(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/6
function s85(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s178(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf/7
function s86(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s179(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/0
function s90(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s0(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/1
function s91(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s8(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/2
function s92(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s10(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf/3
function s93(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s9(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/deliveryMode
function s97(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/deliveryMode/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/additionalProperties
function s98(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/0
function s99(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s6(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/1
function s100(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s180(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/2
function s101(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s181(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf/3
function s102(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s182(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt
function s103(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
function s104(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "number")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties
function s113(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
function s114(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T39), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/type" });
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      if (!s99(x[index], errors !== null ? path + itemPath(index) : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id
function s118(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties
function s119(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/0
function s120(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s184(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/1
function s121(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s185(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/prompt
function s126(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/prompt/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
function s127(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "number")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at
function s128(x, path, errors, ev, scope, d) {
  let ok = true;
  {
    let best = null;
    let matched = false;
    let tried;
    tried = errors === null ? null : new Array();
    if (s186(x, path, tried, null, scope, d)) matched = true;
    else if (tried !== null && (best === null || (best.length > 1 && tried.length < best.length))) best = tried;
    if (!matched) {
      tried = errors === null ? null : new Array();
      if (s187(x, path, tried, null, scope, d)) matched = true;
      else if (tried !== null && (best === null || (best.length > 1 && tried.length < best.length))) best = tried;
    }
    if (!matched) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "anyOf", message: "valid against none of the 2 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf" });
      ok = false;
      for (const error of best) errors.push(error);
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/every_seconds
function s129(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "number")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/every_seconds/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/calendar
function s130(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s188(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/additionalProperties
function s146(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0
function s147(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T39), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0/type" });
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      if (!s189(x[index], errors !== null ? path + itemPath(index) : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/properties/id
function s151(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/properties/id/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/additionalProperties
function s152(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
function s159(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "version");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"version\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/required" });
      ok = false;
    }
    const has2 = has(x, "operation");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"operation\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/required" });
      ok = false;
    }
    const has3 = has(x, "schedule");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"schedule\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["version"];
      {
        const x = x4;
        if (!(x === 1)) {
          if (errors === null) return false;
          errors.push({ path: path + "/version", keyword: "const", message: "must be 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x5 = x["operation"];
      {
        const x = x5;
        if (!(x === "create")) {
          if (errors === null) return false;
          errors.push({ path: path + "/operation", keyword: "const", message: "must be \"create\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      if (!s90(x["schedule"], errors !== null ? path + "/schedule" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (K41.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
function s160(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "version");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"version\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/required" });
      ok = false;
    }
    const has2 = has(x, "operation");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"operation\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/required" });
      ok = false;
    }
    const has3 = has(x, "id");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["version"];
      {
        const x = x4;
        if (!(x === 1)) {
          if (errors === null) return false;
          errors.push({ path: path + "/version", keyword: "const", message: "must be 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x5 = x["operation"];
      {
        const x = x5;
        if (!(x === "delete")) {
          if (errors === null) return false;
          errors.push({ path: path + "/operation", keyword: "const", message: "must be \"delete\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K42.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
function s161(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "version");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"version\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/required" });
      ok = false;
    }
    const has2 = has(x, "operation");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"operation\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/required" });
      ok = false;
    }
    const has3 = has(x, "id");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["version"];
      {
        const x = x4;
        if (!(x === 1)) {
          if (errors === null) return false;
          errors.push({ path: path + "/version", keyword: "const", message: "must be 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x5 = x["operation"];
      {
        const x = x5;
        if (!(x === "dispatch")) {
          if (errors === null) return false;
          errors.push({ path: path + "/operation", keyword: "const", message: "must be \"dispatch\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K42.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
function s162(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "invalid_prompt")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"invalid_prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
function s163(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "invalid_selector")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"invalid_selector\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
function s164(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "invalid_rule")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"invalid_rule\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
function s165(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "time_out_of_range")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"time_out_of_range\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
function s166(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "corrupt_schedule_log")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"corrupt_schedule_log\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
function s167(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/required" });
      ok = false;
    }
    const has3 = has(x, "operation");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"operation\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["code"];
      {
        const x = x4;
        if (!(x === "persistence_uncertain")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"persistence_uncertain\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x5 = x["message"];
      {
        const x = x5;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    if (has3) {
      const x6 = x["operation"];
      {
        const x = x6;
        if (!(x === "create" || x === "list" || x === "delete")) {
          if (errors === null) return false;
          errors.push({ path: path + "/operation", keyword: "enum", message: "must be one of [\"create\", \"list\", \"delete\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation/enum" });
          ok = false;
        }
      }
    }
    if (has(x, "id")) {
      const x7 = x["id"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K44.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
function s168(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "internal_error")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"internal_error\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items
function s169(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string" && E40.has(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "enum", message: "must be one of [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items/enum" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2
function s170(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "version");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"version\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/required" });
      ok = false;
    }
    const has2 = has(x, "operation");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"operation\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/required" });
      ok = false;
    }
    const has3 = has(x, "schedule");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"schedule\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["version"];
      {
        const x = x4;
        if (!(x === 2)) {
          if (errors === null) return false;
          errors.push({ path: path + "/version", keyword: "const", message: "must be 2", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/version/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x5 = x["operation"];
      {
        const x = x5;
        if (!(x === "create")) {
          if (errors === null) return false;
          errors.push({ path: path + "/operation", keyword: "const", message: "must be \"create\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/operation/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      if (!s227(x["schedule"], errors !== null ? path + "/schedule" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    for (const key in x) {
      if (K41.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2
function s171(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "version");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"version\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/required" });
      ok = false;
    }
    const has2 = has(x, "operation");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"operation\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/required" });
      ok = false;
    }
    const has3 = has(x, "id");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["version"];
      {
        const x = x4;
        if (!(x === 2)) {
          if (errors === null) return false;
          errors.push({ path: path + "/version", keyword: "const", message: "must be 2", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/version/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x5 = x["operation"];
      {
        const x = x5;
        if (!(x === "delete")) {
          if (errors === null) return false;
          errors.push({ path: path + "/operation", keyword: "const", message: "must be \"delete\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/operation/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K42.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2
function s172(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "version");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"version\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/required" });
      ok = false;
    }
    const has2 = has(x, "operation");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"operation\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/required" });
      ok = false;
    }
    const has3 = has(x, "id");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["version"];
      {
        const x = x4;
        if (!(x === 2)) {
          if (errors === null) return false;
          errors.push({ path: path + "/version", keyword: "const", message: "must be 2", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/version/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x5 = x["operation"];
      {
        const x = x5;
        if (!(x === "dispatch")) {
          if (errors === null) return false;
          errors.push({ path: path + "/operation", keyword: "const", message: "must be \"dispatch\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/operation/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has(x, "occurrenceAt")) {
      const x7 = x["occurrenceAt"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/occurrenceAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/occurrenceAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K45.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2
function s173(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "invalid_selector")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"invalid_selector\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2
function s174(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "invalid_rule")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"invalid_rule\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone
function s175(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "invalid_time_zone")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"invalid_time_zone\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh
function s176(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "frequency_too_high")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"frequency_too_high\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2
function s177(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "time_out_of_range")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"time_out_of_range\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture
function s178(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "not_future")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"not_future\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules
function s179(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "code");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/required" });
      ok = false;
    }
    const has2 = has(x, "message");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"message\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["code"];
      {
        const x = x3;
        if (!(x === "too_many_schedules")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"too_many_schedules\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/code/const" });
          ok = false;
        }
      }
    }
    if (has2) {
      const x4 = x["message"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/message", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/message", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message/minLength" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K43.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
function s180(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required" });
      ok = false;
    }
    const has4 = has(x, "scheduledAt");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required" });
      ok = false;
    }
    const has5 = has(x, "state");
    if (!has5) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"state\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required" });
      ok = false;
    }
    const has6 = has(x, "deliveryMode");
    if (!has6) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/required" });
      ok = false;
    }
    if (has1) {
      const x7 = x["id"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x8 = x["kind"];
      {
        const x = x8;
        if (!(x === "at")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"at\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x9 = x["prompt"];
      {
        const x = x9;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x10 = x["scheduledAt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has5) {
      const x11 = x["state"];
      {
        const x = x11;
        if (!(x === "scheduled" || x === "overdue")) {
          if (errors === null) return false;
          errors.push({ path: path + "/state", keyword: "enum", message: "must be one of [\"scheduled\", \"overdue\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/state/enum" });
          ok = false;
        }
      }
    }
    if (has6) {
      const x12 = x["deliveryMode"];
      {
        const x = x12;
        if (!(x === "session-local")) {
          if (errors === null) return false;
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/deliveryMode/const" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K46.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
function s181(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required" });
      ok = false;
    }
    const has4 = has(x, "everySeconds");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"everySeconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required" });
      ok = false;
    }
    const has5 = has(x, "scheduledAt");
    if (!has5) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required" });
      ok = false;
    }
    const has6 = has(x, "state");
    if (!has6) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"state\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required" });
      ok = false;
    }
    const has7 = has(x, "deliveryMode");
    if (!has7) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/required" });
      ok = false;
    }
    if (has1) {
      const x8 = x["id"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x9 = x["kind"];
      {
        const x = x9;
        if (!(x === "every")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"every\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x10 = x["prompt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x11 = x["everySeconds"];
      {
        const x = x11;
        if (!(Number.isInteger(x))) {
          if (errors === null) return false;
          errors.push({ path: path + "/everySeconds", keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/type" });
          ok = false;
        }
        if (typeof x === "number") {
          if (x < 300) {
            if (errors === null) return false;
            errors.push({ path: path + "/everySeconds", keyword: "minimum", message: "must be >= 300", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/minimum" });
            ok = false;
          }
          if (x > 9007199254740991) {
            if (errors === null) return false;
            errors.push({ path: path + "/everySeconds", keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/maximum" });
            ok = false;
          }
        }
      }
    }
    if (has5) {
      const x12 = x["scheduledAt"];
      {
        const x = x12;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has6) {
      const x13 = x["state"];
      {
        const x = x13;
        if (!(x === "scheduled" || x === "overdue")) {
          if (errors === null) return false;
          errors.push({ path: path + "/state", keyword: "enum", message: "must be one of [\"scheduled\", \"overdue\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/state/enum" });
          ok = false;
        }
      }
    }
    if (has7) {
      const x14 = x["deliveryMode"];
      {
        const x = x14;
        if (!(x === "session-local")) {
          if (errors === null) return false;
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/deliveryMode/const" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K47.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
function s182(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has2 = has(x, "kind");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has4 = has(x, "time");
    if (!has4) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"time\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has5 = has(x, "days");
    if (!has5) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"days\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has6 = has(x, "timeZone");
    if (!has6) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"timeZone\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has7 = has(x, "scheduledAt");
    if (!has7) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has8 = has(x, "state");
    if (!has8) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"state\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has9 = has(x, "deliveryMode");
    if (!has9) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    const has10 = has(x, "scheduledLocal");
    if (!has10) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledLocal\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/required" });
      ok = false;
    }
    if (has1) {
      const x11 = x["id"];
      {
        const x = x11;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x12 = x["kind"];
      {
        const x = x12;
        if (!(x === "calendar")) {
          if (errors === null) return false;
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"calendar\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x13 = x["prompt"];
      {
        const x = x13;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has4) {
      const x14 = x["time"];
      {
        const x = x14;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/time", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P15.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/time", keyword: "pattern", message: "must match the pattern \"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has5) {
      if (!s278(x["days"], errors !== null ? path + "/days" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has6) {
      const x15 = x["timeZone"];
      {
        const x = x15;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/timeZone", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P16.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/timeZone", keyword: "pattern", message: "must match the pattern \"^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has7) {
      const x16 = x["scheduledAt"];
      {
        const x = x16;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has8) {
      const x17 = x["state"];
      {
        const x = x17;
        if (!(x === "scheduled" || x === "overdue")) {
          if (errors === null) return false;
          errors.push({ path: path + "/state", keyword: "enum", message: "must be one of [\"scheduled\", \"overdue\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/state/enum" });
          ok = false;
        }
      }
    }
    if (has9) {
      const x18 = x["deliveryMode"];
      {
        const x = x18;
        if (!(x === "session-local")) {
          if (errors === null) return false;
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/deliveryMode/const" });
          ok = false;
        }
      }
    }
    if (has10) {
      const x19 = x["scheduledLocal"];
      {
        const x = x19;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/scheduledLocal", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (!P48.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/scheduledLocal", keyword: "pattern", message: "must match the pattern \"^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern" });
            ok = false;
          }
        }
      }
    }
    for (const key in x) {
      if (K49.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
function s184(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/required" });
      ok = false;
    }
    const has2 = has(x, "deleted");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deleted\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/required" });
      ok = false;
    }
    if (has1) {
      const x3 = x["id"];
      {
        const x = x3;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x4 = x["deleted"];
      {
        const x = x4;
        if (!(x === true)) {
          if (errors === null) return false;
          errors.push({ path: path + "/deleted", keyword: "const", message: "must be true", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted/const" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K50.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
function s185(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/type" });
    ok = false;
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/required" });
      ok = false;
    }
    const has2 = has(x, "deleted");
    if (!has2) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"deleted\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/required" });
      ok = false;
    }
    const has3 = has(x, "code");
    if (!has3) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "required", message: "missing required property \"code\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/required" });
      ok = false;
    }
    if (has1) {
      const x4 = x["id"];
      {
        const x = x4;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
          ok = false;
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
            ok = false;
          }
          if (!P3.test(x)) {
            if (errors === null) return false;
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
            ok = false;
          }
        }
      }
    }
    if (has2) {
      const x5 = x["deleted"];
      {
        const x = x5;
        if (!(x === false)) {
          if (errors === null) return false;
          errors.push({ path: path + "/deleted", keyword: "const", message: "must be false", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted/const" });
          ok = false;
        }
      }
    }
    if (has3) {
      const x6 = x["code"];
      {
        const x = x6;
        if (!(x === "schedule_not_found")) {
          if (errors === null) return false;
          errors.push({ path: path + "/code", keyword: "const", message: "must be \"schedule_not_found\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code/const" });
          ok = false;
        }
      }
    }
    for (const key in x) {
      if (K51.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      if (errors === null) return false;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0
function s186(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/1
function s187(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s292(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule
function s188(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/type" });
    ok = false;
  }
  if (isObject(x)) {
    if (has(x, "time")) {
      const x1 = x["time"];
      {
        const x = x1;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/time", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time/type" });
          ok = false;
        }
      }
    }
    if (has(x, "days")) {
      if (!s294(x["days"], errors !== null ? path + "/days" : path, errors, null, scope, d + 1)) {
        if (errors === null) return false;
        ok = false;
      }
    }
    if (has(x, "time_zone")) {
      const x2 = x["time_zone"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/time_zone", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time_zone/type" });
          ok = false;
        }
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0/items
function s189(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s15(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version
function s190(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation
function s191(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "create")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"create\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties
function s193(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version
function s194(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation
function s195(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "delete")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"delete\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties
function s197(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version
function s198(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 1)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation
function s199(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "dispatch")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"dispatch\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties
function s201(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code
function s202(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_prompt")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"invalid_prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message
function s203(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties
function s204(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code
function s205(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_selector")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"invalid_selector\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message
function s206(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties
function s207(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code
function s208(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_rule")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"invalid_rule\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message
function s209(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties
function s210(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code
function s211(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "time_out_of_range")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"time_out_of_range\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message
function s212(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties
function s213(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code
function s214(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "corrupt_schedule_log")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"corrupt_schedule_log\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message
function s215(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties
function s216(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code
function s217(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "persistence_uncertain")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"persistence_uncertain\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message
function s218(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation
function s219(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "create" || x === "list" || x === "delete")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "enum", message: "must be one of [\"create\", \"list\", \"delete\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation/enum" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties
function s221(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code
function s222(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "internal_error")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"internal_error\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message
function s223(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties
function s224(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/version
function s225(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 2)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be 2", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/version/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/operation
function s226(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "create")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"create\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/operation/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/properties/schedule
function s227(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s13(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/additionalProperties
function s228(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/version
function s229(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 2)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be 2", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/version/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/operation
function s230(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "delete")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"delete\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/properties/operation/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/additionalProperties
function s232(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/version
function s233(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === 2)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be 2", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/version/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/operation
function s234(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "dispatch")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"dispatch\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/properties/operation/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/additionalProperties
function s237(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/code
function s238(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_selector")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"invalid_selector\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message
function s239(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/additionalProperties
function s240(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/code
function s241(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_rule")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"invalid_rule\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message
function s242(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/additionalProperties
function s243(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/code
function s244(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "invalid_time_zone")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"invalid_time_zone\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message
function s245(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/additionalProperties
function s246(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/code
function s247(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "frequency_too_high")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"frequency_too_high\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message
function s248(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/additionalProperties
function s249(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/code
function s250(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "time_out_of_range")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"time_out_of_range\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message
function s251(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/additionalProperties
function s252(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/code
function s253(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "not_future")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"not_future\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message
function s254(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/additionalProperties
function s255(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/code
function s256(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "too_many_schedules")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"too_many_schedules\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message
function s257(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/properties/message/minLength" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/additionalProperties
function s258(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/state
function s263(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "scheduled" || x === "overdue")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "enum", message: "must be one of [\"scheduled\", \"overdue\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/state/enum" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/properties/deliveryMode
function s264(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "session-local")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/deliveryMode/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/additionalProperties
function s265(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/additionalProperties
function s273(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/days
function s278(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!s66(x, path, errors, null, scope, d)) {
    if (errors === null) return false;
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal
function s283(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal/type" });
    ok = false;
  }
  if (typeof x === "string") {
    if (!P48.test(x)) {
      if (errors === null) return false;
      errors.push({ path: path, keyword: "pattern", message: "must match the pattern \"^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal/pattern" });
      ok = false;
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/additionalProperties
function s284(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted
function s286(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === true)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be true", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties
function s287(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted
function s289(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === false)) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be false", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code
function s290(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(x === "schedule_not_found")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "const", message: "must be \"schedule_not_found\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code/const" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties
function s291(x, path, errors, ev, scope, d) {
  let ok = true;
  if (errors === null) return false;
  errors.push({ path: path, keyword: "false", message: "no value is allowed here", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/additionalProperties" });
  ok = false;
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
function s292(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(isObject(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/type" });
    ok = false;
  }
  if (isObject(x)) {
    if (has(x, "date")) {
      const x1 = x["date"];
      {
        const x = x1;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/date", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/date/type" });
          ok = false;
        }
      }
    }
    if (has(x, "time")) {
      const x2 = x["time"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/time", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time/type" });
          ok = false;
        }
      }
    }
    if (has(x, "time_zone")) {
      const x3 = x["time_zone"];
      {
        const x = x3;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + "/time_zone", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time_zone/type" });
          ok = false;
        }
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time
function s293(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days
function s294(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(Array.isArray(x))) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T39), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/type" });
    ok = false;
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      const x1 = x[index];
      {
        const x = x1;
        if (!(typeof x === "string")) {
          if (errors === null) return false;
          errors.push({ path: path + itemPath(index), keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items/type" });
          ok = false;
        }
      }
    }
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time_zone
function s295(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time_zone/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/date
function s298(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/date/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time
function s299(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time_zone
function s300(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time_zone/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items
function s301(x, path, errors, ev, scope, d) {
  let ok = true;
  if (!(typeof x === "string")) {
    if (errors === null) return false;
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items/type" });
    ok = false;
  }
  return ok;
}
// https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
function e0(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
    }
    const has2 = has(x, "kind");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
    }
    const has4 = has(x, "afterSeconds");
    if (!has4) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"afterSeconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
    }
    const has5 = has(x, "scheduledAt");
    if (!has5) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/required" });
    }
    if (has1) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has2) {
      const x7 = x["kind"];
      {
        const x = x7;
        if (!(x === "after")) {
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"after\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind/const" });
        }
      }
    }
    if (has3) {
      const x8 = x["prompt"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has4) {
      const x9 = x["afterSeconds"];
      {
        const x = x9;
        if (!(Number.isInteger(x))) {
          errors.push({ path: path + "/afterSeconds", keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/type" });
        }
        if (typeof x === "number") {
          if (x < 1) {
            errors.push({ path: path + "/afterSeconds", keyword: "minimum", message: "must be >= 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/minimum" });
          }
          if (x > 9007199254740991) {
            errors.push({ path: path + "/afterSeconds", keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/maximum" });
          }
        }
      }
    }
    if (has5) {
      const x10 = x["scheduledAt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
          }
        }
      }
    }
    for (const key in x) {
      if (K6.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/instant.json#
function e1(x, path, errors, d) {
  if (!(typeof x === "string")) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
  }
  if (typeof x === "string") {
    if (!P5.test(x)) {
      errors.push({ path: path, keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#
function e2(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B7, pick(x, "operation", D8, R9), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 3 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#
function e3(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B10, pick(x, "code", D11, R9), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 7 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-id.json#
function e4(x, path, errors, d) {
  if (!(typeof x === "string")) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
  }
  if (typeof x === "string") {
    if (length(x) < 1) {
      errors.push({ path: path, keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
    }
    if (!P3.test(x)) {
      errors.push({ path: path, keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
function e5(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "scheduleId");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduleId\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
    }
    const has2 = has(x, "prompt");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
    }
    const has3 = has(x, "occurrenceAt");
    if (!has3) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"occurrenceAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
    }
    const has4 = has(x, "deliveryMode");
    if (!has4) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/required" });
    }
    if (has1) {
      const x5 = x["scheduleId"];
      {
        const x = x5;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/scheduleId", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/scheduleId", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/scheduleId", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has2) {
      const x6 = x["prompt"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has3) {
      const x7 = x["occurrenceAt"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/occurrenceAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            errors.push({ path: path + "/occurrenceAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
          }
        }
      }
    }
    if (has4) {
      const x8 = x["deliveryMode"];
      {
        const x = x8;
        if (!(x === "session-local")) {
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode/const" });
        }
      }
    }
    for (const key in x) {
      if (K12.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
function e6(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
    }
    const has2 = has(x, "kind");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
    }
    const has4 = has(x, "afterSeconds");
    if (!has4) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"afterSeconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
    }
    const has5 = has(x, "scheduledAt");
    if (!has5) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
    }
    const has6 = has(x, "state");
    if (!has6) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"state\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
    }
    const has7 = has(x, "deliveryMode");
    if (!has7) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/required" });
    }
    if (has1) {
      const x8 = x["id"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has2) {
      const x9 = x["kind"];
      {
        const x = x9;
        if (!(x === "after")) {
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"after\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind/const" });
        }
      }
    }
    if (has3) {
      const x10 = x["prompt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has4) {
      const x11 = x["afterSeconds"];
      {
        const x = x11;
        if (!(Number.isInteger(x))) {
          errors.push({ path: path + "/afterSeconds", keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/type" });
        }
        if (typeof x === "number") {
          if (x < 1) {
            errors.push({ path: path + "/afterSeconds", keyword: "minimum", message: "must be >= 1", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/minimum" });
          }
          if (x > 9007199254740991) {
            errors.push({ path: path + "/afterSeconds", keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds/maximum" });
          }
        }
      }
    }
    if (has5) {
      const x12 = x["scheduledAt"];
      {
        const x = x12;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
          }
        }
      }
    }
    if (has6) {
      const x13 = x["state"];
      {
        const x = x13;
        if (!(x === "scheduled" || x === "overdue")) {
          errors.push({ path: path + "/state", keyword: "enum", message: "must be one of [\"scheduled\", \"overdue\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state/enum" });
        }
      }
    }
    if (has7) {
      const x14 = x["deliveryMode"];
      {
        const x = x14;
        if (!(x === "session-local")) {
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode/const" });
        }
      }
    }
    for (const key in x) {
      if (K13.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
function e8(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
    }
    const has2 = has(x, "kind");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
    }
    const has4 = has(x, "scheduledAt");
    if (!has4) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/required" });
    }
    if (has1) {
      const x5 = x["id"];
      {
        const x = x5;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has2) {
      const x6 = x["kind"];
      {
        const x = x6;
        if (!(x === "at")) {
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"at\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind/const" });
        }
      }
    }
    if (has3) {
      const x7 = x["prompt"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has4) {
      const x8 = x["scheduledAt"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
          }
        }
      }
    }
    for (const key in x) {
      if (K14.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
function e9(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
    }
    const has2 = has(x, "kind");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
    }
    const has4 = has(x, "time");
    if (!has4) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"time\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
    }
    const has5 = has(x, "days");
    if (!has5) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"days\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
    }
    const has6 = has(x, "timeZone");
    if (!has6) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"timeZone\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
    }
    const has7 = has(x, "scheduledAt");
    if (!has7) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/required" });
    }
    if (has1) {
      const x8 = x["id"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has2) {
      const x9 = x["kind"];
      {
        const x = x9;
        if (!(x === "calendar")) {
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"calendar\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind/const" });
        }
      }
    }
    if (has3) {
      const x10 = x["prompt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has4) {
      const x11 = x["time"];
      {
        const x = x11;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/time", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/type" });
        }
        if (typeof x === "string") {
          if (!P15.test(x)) {
            errors.push({ path: path + "/time", keyword: "pattern", message: "must match the pattern \"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time/pattern" });
          }
        }
      }
    }
    if (has5) {
      e66(x["days"], path + "/days", errors, d + 1);
    }
    if (has6) {
      const x12 = x["timeZone"];
      {
        const x = x12;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/timeZone", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/type" });
        }
        if (typeof x === "string") {
          if (!P16.test(x)) {
            errors.push({ path: path + "/timeZone", keyword: "pattern", message: "must match the pattern \"^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone/pattern" });
          }
        }
      }
    }
    if (has7) {
      const x13 = x["scheduledAt"];
      {
        const x = x13;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
          }
        }
      }
    }
    for (const key in x) {
      if (K17.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
function e10(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
    }
    const has2 = has(x, "kind");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"kind\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
    }
    const has3 = has(x, "prompt");
    if (!has3) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
    }
    const has4 = has(x, "everySeconds");
    if (!has4) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"everySeconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
    }
    const has5 = has(x, "scheduledAt");
    if (!has5) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduledAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/required" });
    }
    if (has1) {
      const x6 = x["id"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/id", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/id", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has2) {
      const x7 = x["kind"];
      {
        const x = x7;
        if (!(x === "every")) {
          errors.push({ path: path + "/kind", keyword: "const", message: "must be \"every\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind/const" });
        }
      }
    }
    if (has3) {
      const x8 = x["prompt"];
      {
        const x = x8;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has4) {
      const x9 = x["everySeconds"];
      {
        const x = x9;
        if (!(Number.isInteger(x))) {
          errors.push({ path: path + "/everySeconds", keyword: "type", message: mistyped(x, T4), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/type" });
        }
        if (typeof x === "number") {
          if (x < 300) {
            errors.push({ path: path + "/everySeconds", keyword: "minimum", message: "must be >= 300", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/minimum" });
          }
          if (x > 9007199254740991) {
            errors.push({ path: path + "/everySeconds", keyword: "maximum", message: "must be <= 9007199254740991", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds/maximum" });
          }
        }
      }
    }
    if (has5) {
      const x10 = x["scheduledAt"];
      {
        const x = x10;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/scheduledAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            errors.push({ path: path + "/scheduledAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
          }
        }
      }
    }
    for (const key in x) {
      if (K18.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#
function e11(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B19, pick(x, "operation", D8, R9), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 3 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#
function e12(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B20, pick(x, "code", D21, R9), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 11 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#
function e13(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B22, pick(x, "kind", D23, R9), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#
function e14(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "scheduleId");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"scheduleId\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
    }
    const has2 = has(x, "prompt");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
    }
    const has3 = has(x, "occurrenceAt");
    if (!has3) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"occurrenceAt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
    }
    const has4 = has(x, "deliveryMode");
    if (!has4) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"deliveryMode\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/required" });
    }
    if (has1) {
      const x5 = x["scheduleId"];
      {
        const x = x5;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/scheduleId", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/scheduleId", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/scheduleId", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has2) {
      const x6 = x["prompt"];
      {
        const x = x6;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/type" });
        }
        if (typeof x === "string") {
          if (length(x) < 1) {
            errors.push({ path: path + "/prompt", keyword: "minLength", message: "must be at least 1 characters long", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/minLength" });
          }
          if (!P3.test(x)) {
            errors.push({ path: path + "/prompt", keyword: "pattern", message: "must match the pattern \"^[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#/pattern" });
          }
        }
      }
    }
    if (has3) {
      const x7 = x["occurrenceAt"];
      {
        const x = x7;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/occurrenceAt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/type" });
        }
        if (typeof x === "string") {
          if (!P5.test(x)) {
            errors.push({ path: path + "/occurrenceAt", keyword: "pattern", message: "must match the pattern \"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3}Z$\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/instant.json#/pattern" });
          }
        }
      }
    }
    if (has4) {
      const x8 = x["deliveryMode"];
      {
        const x = x8;
        if (!(x === "session-local")) {
          errors.push({ path: path + "/deliveryMode", keyword: "const", message: "must be \"session-local\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/properties/deliveryMode/const" });
        }
      }
    }
    for (const key in x) {
      if (K12.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
function e15(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B24, pick(x, "kind", D23, R9), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
function e16(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "prompt");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/required" });
    }
    const has2 = has(x, "after_seconds");
    if (!has2) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"after_seconds\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/required" });
    }
    if (has1) {
      const x3 = x["prompt"];
      {
        const x = x3;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt/type" });
        }
      }
    }
    if (has2) {
      const x4 = x["after_seconds"];
      {
        const x = x4;
        if (!(typeof x === "number")) {
          errors.push({ path: path + "/after_seconds", keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type" });
        }
      }
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output
function e17(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B26, pick(x, "code", D27, R28), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 8 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments
function e18(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/type" });
  }
  if (isObject(x)) {
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output
function e19(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B29, pick(x, "code", D30, R28), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
function e20(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/required" });
    }
    if (has1) {
      const x2 = x["id"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id/type" });
        }
      }
    }
    for (const key in x) {
      if (K31.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output
function e21(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B32, pick(x, "code", D33, R28), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 6 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments
function e22(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "prompt");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"prompt\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/required" });
    }
    if (has1) {
      const x2 = x["prompt"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/prompt", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/prompt/type" });
        }
      }
    }
    const x3 = x["after_seconds"];
    if (x3 !== undefined ? protoOf(x) === OP && !("after_seconds" in OP) || has(x, "after_seconds") : "after_seconds" in x && has(x, "after_seconds")) {
      const x4 = x3;
      {
        const x = x4;
        if (!(typeof x === "number")) {
          errors.push({ path: path + "/after_seconds", keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/after_seconds/type" });
        }
      }
    }
    const x5 = x["at"];
    if (x5 !== undefined ? protoOf(x) === OP && !("at" in OP) || has(x, "at") : "at" in x && has(x, "at")) {
      e128(x5, path + "/at", errors, d + 1);
    }
    const x6 = x["every_seconds"];
    if (x6 !== undefined ? protoOf(x) === OP && !("every_seconds" in OP) || has(x, "every_seconds") : "every_seconds" in x && has(x, "every_seconds")) {
      const x7 = x6;
      {
        const x = x7;
        if (!(typeof x === "number")) {
          errors.push({ path: path + "/every_seconds", keyword: "type", message: mistyped(x, T25), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/every_seconds/type" });
        }
      }
    }
    const x8 = x["calendar"];
    if (x8 !== undefined ? protoOf(x) === OP && !("calendar" in OP) || has(x, "calendar") : "calendar" in x && has(x, "calendar")) {
      e188(x8, path + "/calendar", errors, d + 1);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output
function e23(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B34, pick(x, "code", D35, R36), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 15 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/output/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments
function e24(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/type" });
  }
  if (isObject(x)) {
    for (const key in x) {
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output
function e25(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B37, pick(x, "code", D30, R28), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 4 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments
function e26(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/type" });
  }
  if (isObject(x)) {
    const has1 = has(x, "id");
    if (!has1) {
      errors.push({ path: path, keyword: "required", message: "missing required property \"id\"", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/required" });
    }
    if (has1) {
      const x2 = x["id"];
      {
        const x = x2;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/id", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/properties/id/type" });
        }
      }
    }
    for (const key in x) {
      if (K31.has(key)) continue;
      if (!hasOwn.call(x, key)) continue;
      errors.push({ path: path + keyPath(key), keyword: "additionalProperties", message: "is not allowed", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments/additionalProperties" });
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output
function e27(x, path, errors, d) {
  {
    const failed = new Array();
    const matched = oneOf(x, path, failed, null, null, d, B38, pick(x, "code", D33, R28), true);
    if (matched.length !== 1) {
      errors.push({ path: path, keyword: "oneOf", message: matched.length > 0 ? "valid against alternatives [" + matched.join(', ') + "], but exactly one is allowed" : "valid against none of the 6 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/output/oneOf" });
      if (matched.length === 0) fewest(errors, failed);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
function e66(x, path, errors, d) {
  if (!(Array.isArray(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T39), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/type" });
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      const x1 = x[index];
      {
        const x = x1;
        if (!(typeof x === "string" && E40.has(x))) {
          errors.push({ path: path + itemPath(index), keyword: "enum", message: "must be one of [\"mon\", \"tue\", \"wed\", \"thu\", \"fri\", \"sat\", \"sun\"]", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items/enum" });
        }
      }
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at
function e128(x, path, errors, d) {
  {
    let best = null;
    let matched = false;
    let tried;
    tried = new Array();
    {
      const errors = tried;
      if (!(typeof x === "string")) {
        errors.push({ path: path, keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0/type" });
      }
    }
    if (tried.length === 0) matched = true;
    else if (best === null || (best.length > 1 && tried.length < best.length)) best = tried;
    if (!matched) {
      if (best.length === 1) {
        if (v187(x, d)) matched = true;
      } else {
        tried = new Array();
        e292(x, path, tried, d);
        if (tried.length === 0) matched = true;
        else if (best === null || (best.length > 1 && tried.length < best.length)) best = tried;
      }
    }
    if (!matched) {
      errors.push({ path: path, keyword: "anyOf", message: "valid against none of the 2 alternatives", schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf" });
      for (const error of best) errors.push(error);
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule
function e188(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/type" });
  }
  if (isObject(x)) {
    const x1 = x["time"];
    if (x1 !== undefined ? protoOf(x) === OP && !("time" in OP) || has(x, "time") : "time" in x && has(x, "time")) {
      const x2 = x1;
      {
        const x = x2;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/time", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time/type" });
        }
      }
    }
    const x3 = x["days"];
    if (x3 !== undefined ? protoOf(x) === OP && !("days" in OP) || has(x, "days") : "days" in x && has(x, "days")) {
      e294(x3, path + "/days", errors, d + 1);
    }
    const x4 = x["time_zone"];
    if (x4 !== undefined ? protoOf(x) === OP && !("time_zone" in OP) || has(x, "time_zone") : "time_zone" in x && has(x, "time_zone")) {
      const x5 = x4;
      {
        const x = x5;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/time_zone", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/time_zone/type" });
        }
      }
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
function e292(x, path, errors, d) {
  if (!(isObject(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T1), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/type" });
  }
  if (isObject(x)) {
    const x1 = x["date"];
    if (x1 !== undefined ? protoOf(x) === OP && !("date" in OP) || has(x, "date") : "date" in x && has(x, "date")) {
      const x2 = x1;
      {
        const x = x2;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/date", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/date/type" });
        }
      }
    }
    const x3 = x["time"];
    if (x3 !== undefined ? protoOf(x) === OP && !("time" in OP) || has(x, "time") : "time" in x && has(x, "time")) {
      const x4 = x3;
      {
        const x = x4;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/time", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time/type" });
        }
      }
    }
    const x5 = x["time_zone"];
    if (x5 !== undefined ? protoOf(x) === OP && !("time_zone" in OP) || has(x, "time_zone") : "time_zone" in x && has(x, "time_zone")) {
      const x6 = x5;
      {
        const x = x6;
        if (!(typeof x === "string")) {
          errors.push({ path: path + "/time_zone", keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time_zone/type" });
        }
      }
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days
function e294(x, path, errors, d) {
  if (!(Array.isArray(x))) {
    errors.push({ path: path, keyword: "type", message: mistyped(x, T39), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/type" });
  }
  if (Array.isArray(x)) {
    for (let index = 0; index < x.length; index++) {
      const x1 = x[index];
      {
        const x = x1;
        if (!(typeof x === "string")) {
          errors.push({ path: path + itemPath(index), keyword: "type", message: mistyped(x, T2), schemaPath: "https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items/type" });
        }
      }
    }
  }
}
// https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
function v183(x, d) {
  let v245_, v246_, v247_, v248_, v249_;
  return isObject(x) && keys(x) === 7 && has(x, "id") && has(x, "kind") && has(x, "prompt") && has(x, "afterSeconds") && has(x, "scheduledAt") && has(x, "state") && has(x, "deliveryMode") && typeof (v245_ = x["id"]) === "string" && v245_.length >= 1 && !U52.has(v245_.charCodeAt(0)) && !U52.has(v245_.charCodeAt(v245_.length - 1)) && x["kind"] === "after" && typeof (v246_ = x["prompt"]) === "string" && v246_.length >= 1 && !U52.has(v246_.charCodeAt(0)) && !U52.has(v246_.charCodeAt(v246_.length - 1)) && Number.isInteger((v247_ = x["afterSeconds"])) && v247_ >= 1 && v247_ <= 9007199254740991 && typeof (v248_ = x["scheduledAt"]) === "string" && P5.test(v248_) && ((v249_ = x["state"]) === "scheduled" || v249_ === "overdue") && x["deliveryMode"] === "session-local";
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0/items
function v189(x, d) {
  let v250_, v251_, v252_, v253_, v254_, v255_, v256_, v257_, v258_, v259_, v260_, v261_, v262_, v263_, v264_, v265_, v266_, v267_, v269_, v270_, v271_, v272_, v273_;
  return isObject(x) && (((v250_ = own(x, "kind")) === "after" && keys(x) === 7 && has(x, "id") && has(x, "prompt") && has(x, "afterSeconds") && has(x, "scheduledAt") && has(x, "state") && has(x, "deliveryMode") && typeof (v251_ = x["id"]) === "string" && v251_.length >= 1 && !U52.has(v251_.charCodeAt(0)) && !U52.has(v251_.charCodeAt(v251_.length - 1)) && typeof (v252_ = x["prompt"]) === "string" && v252_.length >= 1 && !U52.has(v252_.charCodeAt(0)) && !U52.has(v252_.charCodeAt(v252_.length - 1)) && Number.isInteger((v253_ = x["afterSeconds"])) && v253_ >= 1 && v253_ <= 9007199254740991 && typeof (v254_ = x["scheduledAt"]) === "string" && P5.test(v254_) && ((v255_ = x["state"]) === "scheduled" || v255_ === "overdue") && x["deliveryMode"] === "session-local") || (v250_ === "at" && keys(x) === 6 && has(x, "id") && has(x, "prompt") && has(x, "scheduledAt") && has(x, "state") && has(x, "deliveryMode") && typeof (v256_ = x["id"]) === "string" && v256_.length >= 1 && !U52.has(v256_.charCodeAt(0)) && !U52.has(v256_.charCodeAt(v256_.length - 1)) && typeof (v257_ = x["prompt"]) === "string" && v257_.length >= 1 && !U52.has(v257_.charCodeAt(0)) && !U52.has(v257_.charCodeAt(v257_.length - 1)) && typeof (v258_ = x["scheduledAt"]) === "string" && P5.test(v258_) && ((v259_ = x["state"]) === "scheduled" || v259_ === "overdue") && x["deliveryMode"] === "session-local") || (v250_ === "every" && keys(x) === 7 && has(x, "id") && has(x, "prompt") && has(x, "everySeconds") && has(x, "scheduledAt") && has(x, "state") && has(x, "deliveryMode") && typeof (v260_ = x["id"]) === "string" && v260_.length >= 1 && !U52.has(v260_.charCodeAt(0)) && !U52.has(v260_.charCodeAt(v260_.length - 1)) && typeof (v261_ = x["prompt"]) === "string" && v261_.length >= 1 && !U52.has(v261_.charCodeAt(0)) && !U52.has(v261_.charCodeAt(v261_.length - 1)) && Number.isInteger((v262_ = x["everySeconds"])) && v262_ >= 300 && v262_ <= 9007199254740991 && typeof (v263_ = x["scheduledAt"]) === "string" && P5.test(v263_) && ((v264_ = x["state"]) === "scheduled" || v264_ === "overdue") && x["deliveryMode"] === "session-local") || (v250_ === "calendar" && keys(x) === 10 && has(x, "id") && has(x, "prompt") && has(x, "time") && has(x, "days") && has(x, "timeZone") && has(x, "scheduledAt") && has(x, "state") && has(x, "deliveryMode") && has(x, "scheduledLocal") && typeof (v265_ = x["id"]) === "string" && v265_.length >= 1 && !U52.has(v265_.charCodeAt(0)) && !U52.has(v265_.charCodeAt(v265_.length - 1)) && typeof (v266_ = x["prompt"]) === "string" && v266_.length >= 1 && !U52.has(v266_.charCodeAt(0)) && !U52.has(v266_.charCodeAt(v266_.length - 1)) && typeof (v267_ = x["time"]) === "string" && P15.test(v267_) && Array.isArray((v269_ = x["days"])) && l2(v269_, d + 1) && typeof (v270_ = x["timeZone"]) === "string" && P16.test(v270_) && typeof (v271_ = x["scheduledAt"]) === "string" && P5.test(v271_) && ((v272_ = x["state"]) === "scheduled" || v272_ === "overdue") && x["deliveryMode"] === "session-local" && typeof (v273_ = x["scheduledLocal"]) === "string" && P48.test(v273_)));
}
// https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/1
function v187(x, d) {
  return isObject(x) && (!has(x, "date") || typeof x["date"] === "string") && (!has(x, "time") || typeof x["time"] === "string") && (!has(x, "time_zone") || typeof x["time_zone"] === "string");
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
  let v37_;
  for (let i = 0; i < x.length; i++) if (!(typeof (v37_ = x[i]) === "string" && E40.has(v37_))) return false;
  return true;
}
function l4(x, d) {
  for (const key in x) {
    if (key === "version" || key === "operation" || key === "id" || key === "occurrenceAt") continue;
    if (!hasOwn.call(x, key)) continue;
    return false;
  }
  return true;
}
function l9(x, d) {
  for (let i = 0; i < x.length; i++) if (!(v183(x[i], d + 1))) return false;
  return true;
}
function l12(x, d) {
  for (let i = 0; i < x.length; i++) if (!(typeof x[i] === "string")) return false;
  return true;
}
function l15(x, d) {
  for (let i = 0; i < x.length; i++) if (!(v189(x[i], d + 1))) return false;
  return true;
}
