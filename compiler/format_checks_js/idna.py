"""IDNA2008 labels and Punycode: the twin of format_checks/idna.py (and of the `punycode`
codec that format_checks/hosts.py uses), on the same pinned tables of idna_tables.py.

Labels are arrays of code points here (a lone surrogate is one code point, as in Python), so
no rule depends on how JavaScript strings hold astral characters.
"""

from __future__ import annotations

import json

from dsh_schedule.compiler.format_checks import idna_tables

TABLES = {
    "fmtPvalidTable": idna_tables._fmt_idna_pvalid,
    "fmtContextTable": idna_tables._fmt_idna_context,
    "fmtMarksTable": idna_tables._fmt_idna_marks,
    "fmtViramasTable": idna_tables._fmt_idna_viramas,
    "fmtJoiningTable": idna_tables._fmt_idna_joining,
    "fmtScriptsTable": idna_tables._fmt_idna_scripts,
    "fmtBidiTable": idna_tables._fmt_idna_bidi,
}


def _table(name: str, lines: tuple[str, ...]) -> str:
    body = ",\n".join(f"  {json.dumps(line)}" for line in lines)
    return f"const {name} = fmtTable([\n{body},\n]);"


DEFINITIONS = (
    (
        "fmtTable",
        """
function fmtTable(lines) {
  // Runs "start[-end][:value]" (hexadecimal, inclusive) as sorted starts, ends and values.
  const starts = [];
  const ends = [];
  const values = [];
  for (const run of lines.join(" ").split(" ")) {
    if (run === "") continue;
    const colon = run.indexOf(":");
    const span = colon < 0 ? run : run.slice(0, colon);
    const dash = span.indexOf("-");
    const low = parseInt(dash < 0 ? span : span.slice(0, dash), 16);
    starts.push(low);
    ends.push(dash < 0 ? low : parseInt(span.slice(dash + 1), 16));
    values.push(colon < 0 ? "" : run.slice(colon + 1));
  }
  return { starts, ends, values };
}""",
    ),
    *((name, _table(name, lines)) for name, lines in TABLES.items()),
    (
        "fmtLookup",
        """
function fmtLookup(table, code) {
  // The value `table` gives the code point, or null when no range holds it.
  const starts = table.starts;
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (starts[middle] <= code) low = middle + 1;
    else high = middle;
  }
  return low > 0 && code <= table.ends[low - 1] ? table.values[low - 1] : null;
}""",
    ),
    (
        "fmtCodePoints",
        """
function fmtCodePoints(text) {
  const codes = [];
  for (const char of text) codes.push(char.codePointAt(0));
  return codes;
}""",
    ),
    (
        "fmtIsAscii",
        """
function fmtIsAscii(text) {
  return /^[\\x00-\\x7f]*$/.test(text);
}""",
    ),
    (
        "fmtZwnjJoins",
        """
function fmtZwnjJoins(label, index) {
  // RFC 5892 A.1: (L|D) T* ZWNJ T* (R|D) around label[index].
  let before = index - 1;
  while (before >= 0 && fmtLookup(fmtJoiningTable, label[before]) === "T") before--;
  let after = index + 1;
  while (after < label.length && fmtLookup(fmtJoiningTable, label[after]) === "T") after++;
  if (before < 0 || after >= label.length) return false;
  const left = fmtLookup(fmtJoiningTable, label[before]);
  const right = fmtLookup(fmtJoiningTable, label[after]);
  return (left === "L" || left === "D") && (right === "R" || right === "D");
}""",
    ),
    (
        "fmtContextAllows",
        """
function fmtContextAllows(label, index) {
  // The CONTEXTJ or CONTEXTO rule of the code point at label[index] holds.
  const char = label[index];
  const before = index > 0 ? label[index - 1] : -1;
  const after = index + 1 < label.length ? label[index + 1] : -1;
  const viramaBefore = before >= 0 && fmtLookup(fmtViramasTable, before) !== null;
  if ((char === 0x200c || char === 0x200d) && viramaBefore) return true;
  if (char === 0x200c) return fmtZwnjJoins(label, index);
  if (char === 0xb7) return before === 0x6c && after === 0x6c;
  if (char === 0x375) return after >= 0 && fmtLookup(fmtScriptsTable, after) === "Greek";
  if (char === 0x5f3 || char === 0x5f4) {
    return before >= 0 && fmtLookup(fmtScriptsTable, before) === "Hebrew";
  }
  if (char === 0x30fb) {
    return label.some((other) => {
      const script = fmtLookup(fmtScriptsTable, other);
      return script === "Hiragana" || script === "Katakana" || script === "Han";
    });
  }
  if (char >= 0x660 && char <= 0x669) return !label.some((o) => o >= 0x6f0 && o <= 0x6f9);
  if (char >= 0x6f0 && char <= 0x6f9) return !label.some((o) => o >= 0x660 && o <= 0x669);
  return false;
}""",
    ),
    (
        "fmtIdnaLabel",
        """
function fmtIdnaLabel(label) {
  // An IDNA2008 U-label by RFC 5891 4.2.3 and RFC 5892 (lower-case ASCII letters).
  const last = label.length - 1;
  if (last < 0 || (last >= 3 && label[2] === 0x2d && label[3] === 0x2d)) return false;
  if (label[0] === 0x2d || label[last] === 0x2d) return false;
  if (fmtLookup(fmtMarksTable, label[0]) !== null) return false;
  for (let index = 0; index <= last; index++) {
    if (fmtLookup(fmtPvalidTable, label[index]) !== null) continue;
    if (fmtLookup(fmtContextTable, label[index]) === null) return false;
    if (!fmtContextAllows(label, index)) return false;
  }
  return true;
}""",
    ),
    (
        "fmtIdnaBidiRule",
        """
function fmtIdnaBidiRule(labels) {
  // RFC 5893: in a domain name with a right-to-left label, every label meets rules 1-6.
  if (labels.every((label) => label.every((code) => code < 0x80))) return true;
  const classes = labels.map((label) => label.map((code) => fmtLookup(fmtBidiTable, code) || "L"));
  const rtl = (kind) => kind === "R" || kind === "AL" || kind === "AN";
  if (!classes.some((label) => label.some(rtl))) return true;
  const rtlAllowed = ["R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"];
  const ltrAllowed = ["L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"];
  for (const label of classes) {
    const ending = label.filter((kind) => kind !== "NSM");
    const last = ending.length > 0 ? ending[ending.length - 1] : "NSM";
    if (label[0] === "R" || label[0] === "AL") {
      if (!label.every((kind) => rtlAllowed.includes(kind))) return false;
      if (last !== "R" && last !== "AL" && last !== "EN" && last !== "AN") return false;
      if (label.includes("EN") && label.includes("AN")) return false;
    } else if (label[0] === "L") {
      if (!label.every((kind) => ltrAllowed.includes(kind))) return false;
      if (last !== "L" && last !== "EN") return false;
    } else {
      return false;
    }
  }
  return true;
}""",
    ),
    (
        "fmtPunyThreshold",
        """
function fmtPunyThreshold(j, bias) {
  const t = 36 * (j + 1) - bias;
  return t < 1 ? 1 : t > 26 ? 26 : t;
}""",
    ),
    (
        "fmtPunyAdapt",
        """
function fmtPunyAdapt(delta, first, count) {
  delta = Math.floor(delta / (first ? 700 : 2));
  delta += Math.floor(delta / count);
  let divisions = 0;
  while (delta > 455) {
    delta = Math.floor(delta / 35);
    divisions += 36;
  }
  return divisions + Math.floor((36 * delta) / (delta + 38));
}""",
    ),
    (
        "fmtPunycodeDecode",
        """
function fmtPunycodeDecode(text) {
  // RFC 3492 decoding of an ASCII string, as Python's punycode codec does it: the code
  // points, or null where the codec raises.
  const dash = text.lastIndexOf("-");
  const output = dash < 0 ? [] : fmtCodePoints(text.slice(0, dash));
  const extended = (dash < 0 ? text : text.slice(dash + 1)).toUpperCase();
  let char = 0x80;
  let position = -1;
  let bias = 72;
  let at = 0;
  while (at < extended.length) {
    const start = at;
    let delta = 0;
    let weight = 1;
    for (let j = 0; ; j++) {
      if (at >= extended.length) return null;
      const code = extended.charCodeAt(at++);
      let digit;
      if (code >= 0x41 && code <= 0x5a) digit = code - 0x41;
      else if (code >= 0x30 && code <= 0x39) digit = code - 22;
      else return null;
      const t = fmtPunyThreshold(j, bias);
      if (digit > 0) delta += digit * weight;
      if (digit < t) break;
      weight *= 36 - t;
    }
    // Exact below 2^53; beyond, the character is past U+10FFFF as with exact arithmetic.
    position += delta + 1;
    char += Math.floor(position / (output.length + 1));
    if (char > 0x10ffff) return null;
    position %= output.length + 1;
    output.splice(position, 0, char);
    bias = fmtPunyAdapt(delta, start === 0, output.length);
  }
  return output;
}""",
    ),
    (
        "fmtPunycodeEncode",
        """
function fmtPunycodeEncode(codes) {
  // RFC 3492 encoding of code points, as Python's punycode codec writes it.
  const digits = "abcdefghijklmnopqrstuvwxyz0123456789";
  let result = "";
  let basic = 0;
  for (const code of codes) {
    if (code < 0x80) {
      result += String.fromCharCode(code);
      basic++;
    }
  }
  if (basic > 0) result += "-";
  const extended = codes.filter((code) => code >= 0x80).sort((a, b) => a - b);
  let previous = 0x80;
  let previousIndex = -1;
  let bias = 72;
  let points = 0;
  for (let k = 0; k < extended.length; k++) {
    const char = extended[k];
    if (k > 0 && char === extended[k - 1]) continue;
    let smaller = 0;
    for (const code of codes) if (code < char) smaller++;
    let delta = (smaller + 1) * (char - previous);
    let index = -1;
    for (const code of codes) {
      if (code < char) index++;
      if (code !== char) continue;
      index++;
      delta += index - previousIndex;
      let n = delta - 1;
      for (let j = 0; ; j++) {
        const t = fmtPunyThreshold(j, bias);
        if (n < t) {
          result += digits[n];
          break;
        }
        result += digits[t + ((n - t) % (36 - t))];
        n = Math.floor((n - t) / (36 - t));
      }
      bias = fmtPunyAdapt(delta - 1, points === 0, basic + points + 1);
      points++;
      previousIndex = index;
      delta = 0;
    }
    previous = char;
  }
  return result;
}""",
    ),
)
