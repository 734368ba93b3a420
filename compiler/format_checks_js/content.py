"""Base64 and JSON documents for draft 7's content keywords: the twin of format_checks/content.py.

Base64 is decoded by hand and its bytes read as UTF-8 by `decodeURIComponent`, which refuses
what is not well-formed UTF-8 as Python's strict codec does: both are ECMAScript, so the module
needs nothing of its host.
"""

from __future__ import annotations

from dsh_schedule.compiler.format_checks import content
from dsh_schedule.compiler.format_checks_js.regex import js_regex

_BASE64 = js_regex(content._fmt_base64_re.pattern, whole=True)
_SCALAR = js_regex(content._fmt_json_scalar_re.pattern, flags="uy")

DEFINITIONS = (
    ("fmtBase64Re", f"const fmtBase64Re = {_BASE64};"),
    ("fmtJsonScalarRe", f"const fmtJsonScalarRe = {_SCALAR};"),
    (
        "fmtContentBase64",
        """
function fmtContentBase64(value) {
  // Canonical base64: whole padded quanta of the standard alphabet, zero pad bits.
  return fmtBase64Re.test(value);
}""",
    ),
    (
        "fmtJsonSpace",
        """
function fmtJsonSpace(value, at) {
  // Past the JSON whitespace at `at`.
  while (at < value.length && " \\t\\n\\r".includes(value[at])) at += 1;
  return at;
}""",
    ),
    (
        "fmtJsonName",
        """
function fmtJsonName(value, at) {
  // Past a member's name, its colon and the whitespace after them; -1 if there is none.
  fmtJsonScalarRe.lastIndex = at;
  if (value[at] !== '"' || !fmtJsonScalarRe.test(value)) return -1;
  at = fmtJsonSpace(value, fmtJsonScalarRe.lastIndex);
  return value[at] === ":" ? fmtJsonSpace(value, at + 1) : -1;
}""",
    ),
    (
        "fmtContentJson",
        """
function fmtContentJson(value) {
  // One JSON value (RFC 8259) and nothing but whitespace around it, read without recursion.
  const closers = [];
  let at = fmtJsonSpace(value, 0);
  for (;;) {
    const opener = value[at];
    if (opener === "[" || opener === "{") {
      const closer = opener === "[" ? "]" : "}";
      at = fmtJsonSpace(value, at + 1);
      if (value[at] === closer) {
        at += 1;
      } else {
        closers.push(closer);
        if (closer === "}") at = fmtJsonName(value, at);
        if (at < 0) return false;
        continue;
      }
    } else {
      fmtJsonScalarRe.lastIndex = at;
      if (!fmtJsonScalarRe.test(value)) return false;
      at = fmtJsonScalarRe.lastIndex;
    }
    for (;;) {
      at = fmtJsonSpace(value, at);
      if (closers.length === 0) return at === value.length;
      if (value[at] === closers[closers.length - 1]) {
        closers.pop();
        at += 1;
      } else if (value[at] === ",") {
        at = fmtJsonSpace(value, at + 1);
        if (closers[closers.length - 1] === "}") at = fmtJsonName(value, at);
        if (at < 0) return false;
        break;
      } else {
        return false;
      }
    }
  }
}""",
    ),
    (
        "fmtContentBase64Json",
        """
function fmtContentBase64Json(value) {
  // Base64 of a UTF-8 JSON document; no base64 passes here (contentEncoding reports it).
  if (!fmtBase64Re.test(value)) return true;
  const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const bytes = [];
  let bits = 0;
  let count = 0;
  for (const char of value) {
    if (char === "=") break;
    bits = ((bits << 6) | digits.indexOf(char)) & 0xfff;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes.push("%" + ((bits >> count) & 0xff).toString(16).padStart(2, "0"));
    }
  }
  let text;
  try {
    text = decodeURIComponent(bytes.join(""));
  } catch {
    return false;
  }
  return fmtContentJson(text);
}""",
    ),
)
