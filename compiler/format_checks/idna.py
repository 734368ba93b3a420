"""IDNA2008 labels: the derived property (RFC 5892), the contextual rules CONTEXTJ and
CONTEXTO (RFC 5892 appendix A), the label rules of RFC 5891 section 4.2.3 and the Bidi rule
(RFC 5893), on the pinned tables of idna_tables.py.

Labels are not normalized here, and none is required to be in NFC: the tables, not the running
Python's Unicode data, decide every verdict.
"""

from __future__ import annotations

import bisect

from dsh_schedule.compiler.format_checks.idna_tables import (
    _fmt_idna_bidi,
    _fmt_idna_context,
    _fmt_idna_joining,
    _fmt_idna_marks,
    _fmt_idna_pvalid,
    _fmt_idna_scripts,
    _fmt_idna_viramas,
)


def _fmt_table(lines: tuple[str, ...]) -> tuple[list[int], list[int], list[str]]:
    """A table's runs as the starts, inclusive ends and values of its ranges."""
    starts: list[int] = []
    ends: list[int] = []
    values: list[str] = []
    for run in " ".join(lines).split():
        span, _, value = run.partition(":")
        low, _, high = span.partition("-")
        starts.append(int(low, 16))
        ends.append(int(high or low, 16))
        values.append(value)
    return starts, ends, values


def _fmt_lookup(table: tuple[list[int], list[int], list[str]], char: str) -> str | None:
    """The value `table` gives `char`, or None when no range holds it."""
    starts, ends, values = table
    index = bisect.bisect_right(starts, ord(char)) - 1
    return values[index] if index >= 0 and ord(char) <= ends[index] else None


_fmt_pvalid_table = _fmt_table(_fmt_idna_pvalid)
_fmt_context_table = _fmt_table(_fmt_idna_context)
_fmt_marks_table = _fmt_table(_fmt_idna_marks)
_fmt_viramas_table = _fmt_table(_fmt_idna_viramas)
_fmt_joining_table = _fmt_table(_fmt_idna_joining)
_fmt_scripts_table = _fmt_table(_fmt_idna_scripts)
_fmt_bidi_table = _fmt_table(_fmt_idna_bidi)


def _fmt_zwnj_joins(label: str, index: int) -> bool:
    """RFC 5892 A.1's regular expression: (L|D) T* ZWNJ T* (R|D) around `label[index]`."""
    before = index - 1
    while before >= 0 and _fmt_lookup(_fmt_joining_table, label[before]) == "T":
        before -= 1
    after = index + 1
    while after < len(label) and _fmt_lookup(_fmt_joining_table, label[after]) == "T":
        after += 1
    return (
        before >= 0
        and _fmt_lookup(_fmt_joining_table, label[before]) in ("L", "D")
        and after < len(label)
        and _fmt_lookup(_fmt_joining_table, label[after]) in ("R", "D")
    )


def _fmt_context_allows(label: str, index: int) -> bool:
    """The CONTEXTJ or CONTEXTO rule of the code point at `label[index]` holds."""
    char = label[index]
    before = label[index - 1] if index > 0 else ""
    after = label[index + 1] if index + 1 < len(label) else ""
    virama_before = bool(before) and _fmt_lookup(_fmt_viramas_table, before) is not None
    if char in "\u200c\u200d" and virama_before:
        return True
    if char == "\u200c":
        return _fmt_zwnj_joins(label, index)
    if char == "\u00b7":
        return before == "l" and after == "l"
    if char == "\u0375":
        return bool(after) and _fmt_lookup(_fmt_scripts_table, after) == "Greek"
    if char in "\u05f3\u05f4":
        return bool(before) and _fmt_lookup(_fmt_scripts_table, before) == "Hebrew"
    if char == "\u30fb":
        kana_han = ("Hiragana", "Katakana", "Han")
        return any(_fmt_lookup(_fmt_scripts_table, other) in kana_han for other in label)
    if "\u0660" <= char <= "\u0669":
        return not any("\u06f0" <= other <= "\u06f9" for other in label)
    if "\u06f0" <= char <= "\u06f9":
        return not any("\u0660" <= other <= "\u0669" for other in label)
    return False


def _fmt_idna_label(label: str) -> bool:
    """An IDNA2008 U-label by RFC 5891 4.2.3 and RFC 5892 (lower-case ASCII letters)."""
    if not label or label[2:4] == "--" or label[0] == "-" or label[-1] == "-":
        return False
    if _fmt_lookup(_fmt_marks_table, label[0]) is not None:
        return False
    for index, char in enumerate(label):
        if _fmt_lookup(_fmt_pvalid_table, char) is None:
            if _fmt_lookup(_fmt_context_table, char) is None:
                return False
            if not _fmt_context_allows(label, index):
                return False
    return True


def _fmt_idna_bidi_rule(labels: list[str]) -> bool:
    """RFC 5893: in a domain name with a right-to-left label, every label meets rules 1-6."""
    if all(label.isascii() for label in labels):
        return True  # ASCII holds no right-to-left character
    classes = [[_fmt_lookup(_fmt_bidi_table, char) or "L" for char in label] for label in labels]
    if not any(kind in ("R", "AL", "AN") for label in classes for kind in label):
        return True
    for label in classes:
        ending = [kind for kind in label if kind != "NSM"] or ["NSM"]
        last = ending[-1]
        if label[0] in ("R", "AL"):
            allowed = {"R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"}
            if not set(label) <= allowed or last not in ("R", "AL", "EN", "AN"):
                return False
            if "EN" in label and "AN" in label:
                return False
        elif label[0] == "L":
            allowed = {"L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"}
            if not set(label) <= allowed or last not in ("L", "EN"):
                return False
        else:
            return False
    return True
