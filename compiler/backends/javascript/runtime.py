"""The JavaScript backend's run-time helpers: the source it pastes into a module, each helper
only when something uses it (`HELPER_NEEDS` adds the helpers a helper calls), and the depth
rule every module holds (`DEPTH`)."""

HELPERS: dict[str, str] = {
    "isObject": """
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}""",
    "has": """
const hasOwn = Object.prototype.hasOwnProperty;
function has(x, key) {
  return hasOwn.call(x, key);
}""",
    "mistyped": """
function mistyped(x, messages) {
  // A failed type check's message, made in advance for each JSON type x can have.
  switch (typeof x) {
    case "boolean": return messages[0];
    case "number": return Number.isInteger(x) ? messages[1] : messages[2];
    case "string": return messages[3];
    case "object": return x === null ? messages[4] : Array.isArray(x) ? messages[5] : messages[6];
  }
  return messages[7] + typeof x;
}""",
    "length": """
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
}""",
    "equal": """
function equal(a, b) {
  // JSON equality: 1 equals 1.0, true never equals 1, key order is ignored.
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!has(b, key) || !equal(a[key], b[key])) return false;
  return true;
}""",
    "among": """
function among(x, values) {
  for (const value of values) if (equal(x, value)) return true;
  return false;
}""",
    "canonical": """
function canonical(x) {
  // A text equal exactly for JSON-equal values (own keys sorted).
  if (Array.isArray(x)) return "[" + x.map(canonical).join(",") + "]";
  if (isObject(x)) {
    const keys = Object.keys(x).sort();
    return "{" + keys.map((k) => JSON.stringify(k) + ":" + canonical(x[k])).join(",") + "}";
  }
  return JSON.stringify(x);
}""",
    "within": """
function within(x, d) {
  // Walks `x`, at level `d`, to count its levels as every walk of an instance does.
  if (typeof x !== "object" || x === null) return;
  if (d > limit) tooDeep();
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) within(x[i], d + 1);
  } else {
    for (const key in x) if (hasOwn.call(x, key)) within(x[key], d + 1);
  }
}""",
    "unique": """
function unique(x, d) {
  // JSON equality, for the items of `x` at level `d`. Scalars by value in a Set (1 and 1.0
  // are one number in JavaScript); arrays and objects pairwise while few, then by a
  // canonical text, once each has been walked to count its levels (as Python's keys are).
  const n = x.length;
  if (n < 2) return true;
  let composite = false;
  for (let i = 0; i < n; i++) {
    const item = x[i];
    if (typeof item === "object" && item !== null) {
      composite = true;
      within(item, d + 1);
    }
  }
  if (n <= 8 || (composite && n <= 32)) {
    for (let i = 1; i < n; i++) {
      const item = x[i];
      for (let j = 0; j < i; j++) if (equal(item, x[j])) return false;
    }
    return true;
  }
  const scalars = new Set();
  const texts = composite ? new Set() : null;
  for (let i = 0; i < n; i++) {
    const item = x[i];
    const seen = typeof item === "object" && item !== null ? texts : scalars;
    const key = seen === texts ? canonical(item) : item;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}""",
    "keys": """
function keys(x) {
  // How many own keys, without building their array.
  let count = 0;
  for (const key in x) if (hasOwn.call(x, key)) count++;
  return count;
}""",
    "own": """
function own(x, key) {
  return hasOwn.call(x, key) ? x[key] : undefined;
}""",
    "multipleOf": """
function decimal(n) {
  // The shortest decimal that reads back as n: [digits, exponent of ten].
  const [mantissa, exponent] = String(n).split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  return [BigInt(whole + fraction), Number(exponent || 0) - fraction.length];
}
function multipleOf(x, d) {
  // Exact for integers and for decimals as written (0.0075 is a multiple of 0.0001).
  if (!Number.isFinite(x)) return false;
  if (!Number.isFinite(d)) return x === 0;
  if (Number.isSafeInteger(x) && Number.isSafeInteger(d)) return x % d === 0;
  const [mx, ex] = decimal(Math.abs(x));
  const [md, ed] = decimal(Math.abs(d));
  const e = Math.min(ex, ed);
  return (mx * 10n ** BigInt(ex - e)) % (md * 10n ** BigInt(ed - e)) === 0n;
}""",
    "esc": """
function esc(key) {
  // A JSON pointer token; most keys hold neither character and are their own token (one
  // pass over the code units, cheaper under node than two searches).
  for (let i = 0; i < key.length; i++) {
    const unit = key.charCodeAt(i);
    if (unit === 126 || unit === 47) return key.replace(/~/g, "~0").replace(/\\//g, "~1");
  }
  return key;
}""",
    "protoOf": """
// A value read from a plain object (its prototype Object.prototype, which lacks the key) is
// its own: asking the object is needed only for other objects and for undefined.
const OP = Object.prototype;
const protoOf = Object.getPrototypeOf;""",
    "keyPath": """
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
}""",
    "itemPath": """
const ITEM_PATHS = [];
function itemPath(index) {
  // "/" and the index, made once for each of the first 1,000 indices.
  if (index < ITEM_PATHS.length) return ITEM_PATHS[index];
  if (index >= 1000) return "/" + index;
  while (ITEM_PATHS.length <= index) ITEM_PATHS.push("/" + ITEM_PATHS.length);
  return ITEM_PATHS[index];
}""",
    "dyn": """
function dyn(scope, holders, fallback) {
  // The schema of the outermost resource in the dynamic scope holding the anchor.
  for (const resource of scope) {
    const found = holders.get(resource);
    if (found !== undefined) return found;
  }
  return fallback;
}""",
    "pick": """
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
}""",
    "anyOf": """
function anyOf(x, path, failed, ev, scope, d, branches, candidates) {
  // Whether an alternative holds; with `failed` (an array) each failed one's errors go there.
  let matched = false;
  for (const index of candidates) {
    const errors = failed === null ? null : new Array();
    if (ev === null) {
      if (branches[index](x, path, errors, null, scope, d)) return true;
    } else {
      const found = new Set();
      if (branches[index](x, path, errors, found, scope, d)) {
        matched = true;
        for (const item of found) ev.add(item);
        continue;
      }
    }
    if (failed !== null) failed.push(errors);
  }
  return matched;
}""",
    "oneOf": """
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
}""",
    "fewest": """
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
}""",
}
HELPER_NEEDS = {
    "equal": {"has"},
    "among": {"equal"},
    "unique": {"canonical", "equal", "within"},
    "within": {"has"},
    "keys": {"has"},
    "own": {"has"},
    "canonical": {"isObject"},
    "pick": {"isObject", "has"},
    "keyPath": {"esc"},
    "protoOf": {"has"},
}

DEPTH = """
let limit = MAX_DEPTH;
const TOO_DEEP = new RangeError("nested too deeply");
function tooDeep() {
  throw TOO_DEEP;
}
function deepest(x) {
  // The JSON pointer of the first value nested more than MAX_DEPTH levels deep, or null.
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
  // A walk past MAX_DEPTH levels (or out of stack): one error at the first value nested too
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
  const message = "nested too deeply to validate (more than MAX_DEPTH levels)";
  return [{ path, keyword: "depth", message, schemaPath: "" }];
}
function depthVerdict() {
  return false;
}"""
