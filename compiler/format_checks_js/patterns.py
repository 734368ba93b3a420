"""ECMA-262 patterns (`regex`): the twin of format_checks/patterns.py, a port of its
recursive descent rather than the engine's own `RegExp`, which would follow the running
engine's version of the language (ES2025 modifiers, duplicate group names) and of Unicode.

The pattern is read as an array of code points, so positions mean what they mean in Python.
Group names follow the checker's approximation: Python's `str.isidentifier`, here
XID_Start and XID_Continue of the engine's Unicode data (as Python uses its own).
"""

from __future__ import annotations

import json

from dsh_schedule.compiler.format_checks import patterns

_CATEGORIES = json.dumps(patterns._fmt_category_names)
_BINARY = json.dumps(patterns._fmt_binary_property_names)

DEFINITIONS = (
    ("fmtCategories", f'const fmtCategories = new Set({_CATEGORIES}.split(" "));'),
    ("fmtBinaryProperties", f'const fmtBinaryProperties = new Set({_BINARY}.split(" "));'),
    ("fmtBadPattern", 'const fmtBadPattern = { pattern: "invalid" };'),
    (
        "fmtPatternParser",
        r"""
class fmtPatternParser {
  // Recursive descent over Pattern[+UnicodeMode, +NamedCaptureGroups]; throwing
  // fmtBadPattern means the pattern breaks the grammar or an early error rule.
  constructor(source) {
    this.chars = Array.from(source);
    this.pos = 0;
    this.groups = 0;
    this.names = new Set();
    this.backreferences = [];
    this.namedReferences = [];
  }

  static fail() {
    throw fmtBadPattern;
  }

  static less(a, b) {
    // Numbers of any size as [digit count, digits without leading zeros].
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  }

  check() {
    this.disjunction();
    if (this.pos !== this.chars.length) fmtPatternParser.fail();
    const groups = String(this.groups).replace(/^0+/, "");
    const count = [groups.length, groups];
    if (this.backreferences.some((number) => fmtPatternParser.less(count, number))) {
      fmtPatternParser.fail();
    }
    if (!this.namedReferences.every((name) => this.names.has(name))) fmtPatternParser.fail();
  }

  peek(offset = 0) {
    const index = this.pos + offset;
    return index < this.chars.length ? this.chars[index] : "";
  }

  take() {
    const char = this.peek();
    if (!char) fmtPatternParser.fail();
    this.pos++;
    return char;
  }

  eat(text) {
    // Bounds first: reading past an array's end is slow in V8.
    if (this.pos + text.length > this.chars.length) return false;
    for (let i = 0; i < text.length; i++) {
      if (this.chars[this.pos + i] !== text[i]) return false;
    }
    this.pos += text.length;
    return true;
  }

  find(char) {
    return this.chars.indexOf(char, this.pos);
  }

  text(start, end) {
    return this.chars.slice(start, end).join("");
  }

  isDigit(char) {
    return char.length === 1 && char >= "0" && char <= "9";
  }

  disjunction() {
    this.alternative();
    while (this.eat("|")) this.alternative();
  }

  alternative() {
    for (let char = this.peek(); char !== "" && char !== "|" && char !== ")"; char = this.peek()) {
      this.term();
    }
  }

  term() {
    // The assertions ^ $ \b \B and the lookarounds (?= (?! (?<= (?<!, or an atom.
    const char = this.peek();
    const next = this.peek(1);
    const behind = char === "(" && next === "?" && this.peek(2) === "<";
    const look = behind ? this.peek(3) : next === "?" ? this.peek(2) : "";
    let quantifiable = true;
    if (char === "^" || char === "$" || (char === "\\" && (next === "b" || next === "B"))) {
      this.pos += char === "\\" ? 2 : 1;
      quantifiable = false;
    } else if (char === "(" && next === "?" && (look === "=" || look === "!")) {
      this.pos += behind ? 4 : 3;
      this.disjunction();
      if (!this.eat(")")) fmtPatternParser.fail();
      quantifiable = false;
    } else {
      this.atom();
    }
    if (this.quantifier() && !quantifiable) fmtPatternParser.fail();
  }

  quantifier() {
    const char = this.peek();
    if (char === "*" || char === "+" || char === "?") {
      this.pos++;
    } else if (char === "{") {
      const low = this.numberAfter("{");
      const high = this.peek() === "," ? this.numberAfter(",") : low;
      if (low === null || !this.eat("}")) fmtPatternParser.fail();
      if (high !== null && fmtPatternParser.less(high, low)) fmtPatternParser.fail();
    } else {
      return false;
    }
    this.eat("?");
    return true;
  }

  numberAfter(head) {
    // The decimal number after `head` as [digit count, digits], or null for no digits.
    this.eat(head);
    const start = this.pos;
    while (this.isDigit(this.peek())) this.pos++;
    if (this.pos === start) return null;
    const digits = this.text(start, this.pos).replace(/^0+/, "");
    return [digits.length, digits];
  }

  atom() {
    const char = this.take();
    if (char === "\\") this.atomEscape();
    else if (char === "[") this.characterClass();
    else if (char === "(") this.group();
    else if (char !== "." && char.length === 1 && "^$\\.*+?()[]{}|".includes(char)) {
      fmtPatternParser.fail();
    }
  }

  group() {
    if (this.eat("?:")) {
      // a plain group
    } else if (this.peek() === "?" && this.peek(1) === "<") {
      this.pos += 2;
      const name = this.groupName();
      if (this.names.has(name)) fmtPatternParser.fail();
      this.names.add(name);
      this.groups++;
    } else if (this.eat("?")) {
      this.modifiers();
    } else {
      this.groups++;
    }
    this.disjunction();
    if (!this.eat(")")) fmtPatternParser.fail();
  }

  modifiers() {
    // ES2025 "(?ims-ims:": each flag at most once, not both sets empty.
    const start = this.pos;
    while (["i", "m", "s", "-"].includes(this.peek())) this.pos++;
    const flags = this.text(start, this.pos);
    const dash = flags.indexOf("-");
    const added = dash < 0 ? flags : flags.slice(0, dash);
    const removed = dash < 0 ? "" : flags.slice(dash + 1);
    const letters = added + removed;
    const unique = new Set(letters).size === letters.length;
    if (!this.eat(":") || removed.includes("-") || !letters || !unique) fmtPatternParser.fail();
  }

  groupName() {
    // A RegExpIdentifierName and its closing ">", after the "<".
    const end = this.find(">");
    const name = end >= 0 ? this.text(this.pos, end) : "";
    if (!/^[\p{XID_Start}_]\p{XID_Continue}*$/u.test(name.replace(/\$/g, "_"))) {
      fmtPatternParser.fail();
    }
    this.pos = end + 1;
    return name;
  }

  atomEscape() {
    const char = this.peek();
    if (char.length === 1 && char >= "1" && char <= "9") {
      this.backreferences.push(this.numberAfter(""));
    } else if (char === "k") {
      this.pos++;
      if (!this.eat("<")) fmtPatternParser.fail();
      this.namedReferences.push(this.groupName());
    } else if (!this.classEscape()) {
      this.characterEscape(false);
    }
  }

  classEscape() {
    // Consume \d \D \s \S \w \W \p{...} \P{...} (after the backslash), if there.
    const char = this.peek();
    if (char.length === 1 && "dDsSwW".includes(char)) {
      this.pos++;
      return true;
    }
    if (char !== "p" && char !== "P") return false;
    this.pos++;
    const end = this.find("}");
    if (!this.eat("{") || end < 0) fmtPatternParser.fail();
    const body = this.text(this.pos, end);
    this.pos = end + 1;
    const equals = body.indexOf("=");
    const name = equals < 0 ? body : body.slice(0, equals);
    const value = equals < 0 ? "" : body.slice(equals + 1);
    let valid;
    if (equals < 0) valid = fmtCategories.has(name) || fmtBinaryProperties.has(name);
    else if (name === "General_Category" || name === "gc") valid = fmtCategories.has(value);
    else if (["Script", "sc", "Script_Extensions", "scx"].includes(name)) {
      valid = /^[A-Za-z0-9_]+$/.test(value);
    } else valid = false;
    if (!valid) fmtPatternParser.fail();
    return true;
  }

  characterEscape(inClass) {
    // The code point of a CharacterEscape (after the backslash).
    const char = this.take();
    const controls = { f: 12, n: 10, r: 13, t: 9, v: 11 };
    if (Object.prototype.hasOwnProperty.call(controls, char)) return controls[char];
    if (char === "c") {
      const letter = this.take();
      if (!/^[A-Za-z]$/.test(letter)) fmtPatternParser.fail();
      return letter.charCodeAt(0) % 32;
    }
    if (char === "0" && !this.isDigit(this.peek())) return 0;
    if (char === "x") return this.hexValue(2);
    if (char === "u") return this.unicodeEscape();
    if (char.length === 1 && ("^$\\.*+?()[]{}|/".includes(char) || (inClass && char === "-"))) {
      return char.charCodeAt(0);
    }
    return fmtPatternParser.fail();
  }

  isHex(text) {
    return /^[0-9a-fA-F]*$/.test(text);
  }

  hexValue(count) {
    const digits = this.text(this.pos, this.pos + count);
    if (digits.length !== count || !this.isHex(digits)) fmtPatternParser.fail();
    this.pos += count;
    return parseInt(digits, 16);
  }

  unicodeEscape() {
    if (this.eat("{")) {
      const end = this.find("}");
      const digits = end >= 0 ? this.text(this.pos, end) : "";
      if (!digits || !this.isHex(digits)) fmtPatternParser.fail();
      this.pos = end + 1;
      const value = parseInt(digits, 16);
      if (value > 0x10ffff) fmtPatternParser.fail();
      return value;
    }
    const value = this.hexValue(4);
    if (value >= 0xd800 && value <= 0xdbff && this.peek() === "\\" && this.peek(1) === "u") {
      const digits = this.text(this.pos + 2, this.pos + 6);
      if (digits.length === 4 && this.isHex(digits)) {
        const low = parseInt(digits, 16);
        if (low >= 0xdc00 && low <= 0xdfff) {
          this.pos += 6;
          return 0x10000 + ((value - 0xd800) << 10) + (low - 0xdc00);
        }
      }
    }
    return value;
  }

  characterClass() {
    this.eat("^");
    while (this.peek() !== "]") {
      const low = this.classAtom();
      if (this.peek() === "-" && this.peek(1) !== "]" && this.peek(1) !== "") {
        this.pos++;
        const high = this.classAtom();
        if (low < 0 || high < 0 || high < low) fmtPatternParser.fail();
      }
    }
    this.take();
  }

  classAtom() {
    // One class member's code point, or -1 for a class escape such as \d.
    const char = this.take();
    if (char !== "\\") return char.codePointAt(0);
    if (this.eat("b")) return 8;
    if (this.classEscape()) return -1;
    return this.characterEscape(true);
  }
}""",
    ),
    (
        "fmtRegex",
        """
function fmtRegex(value) {
  // A valid ECMA-262 pattern in Unicode mode.
  try {
    new fmtPatternParser(value).check();
  } catch (error) {
    if (error === fmtBadPattern) return false;
    throw error;
  }
  return true;
}""",
    ),
)
