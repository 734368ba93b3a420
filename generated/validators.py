# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs 46a853aa9126c80086e531acbbce3d20 text c33372060ca61bf01b75b7d6c05a04d4
"""Standalone JSON Schema validators, compiled by dsh_schedule.generator from
https://dsh-tool-schedule.example/schemas/

Each `validate_*` function returns a list of `Violation`s; an empty list means valid.
Each `is_valid_*` function only answers whether the instance is valid, collecting nothing.
Valid input takes a single inlined test; errors are collected only when that test fails.

Runs on Python 3.10 or newer, with the standard library only. Unicode property
classes in patterns, and which characters string literals escape, follow Unicode 17.0.0.
"""

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

__all__ = [
    "TOOL_VALIDATORS",
    "TOOL_VALIDATORS_V2",
    "Violation",
    "is_valid_after_schedule_record",
    "is_valid_at_schedule_record",
    "is_valid_calendar_schedule_record",
    "is_valid_every_schedule_record",
    "is_valid_instant",
    "is_valid_schedule_change",
    "is_valid_schedule_change_v2",
    "is_valid_schedule_create_arguments",
    "is_valid_schedule_create_output",
    "is_valid_schedule_create_v2_arguments",
    "is_valid_schedule_create_v2_output",
    "is_valid_schedule_delete_arguments",
    "is_valid_schedule_delete_output",
    "is_valid_schedule_delete_v2_arguments",
    "is_valid_schedule_delete_v2_output",
    "is_valid_schedule_error",
    "is_valid_schedule_error_v2",
    "is_valid_schedule_id",
    "is_valid_schedule_list_arguments",
    "is_valid_schedule_list_output",
    "is_valid_schedule_list_v2_arguments",
    "is_valid_schedule_list_v2_output",
    "is_valid_schedule_record",
    "is_valid_schedule_reminder_presentation",
    "is_valid_schedule_reminder_presentation_v2",
    "is_valid_schedule_view",
    "is_valid_schedule_view_v2",
    "is_valid_trimmed_text",
    "validate_after_schedule_record",
    "validate_at_schedule_record",
    "validate_calendar_schedule_record",
    "validate_every_schedule_record",
    "validate_instant",
    "validate_schedule_change",
    "validate_schedule_change_v2",
    "validate_schedule_create_arguments",
    "validate_schedule_create_output",
    "validate_schedule_create_v2_arguments",
    "validate_schedule_create_v2_output",
    "validate_schedule_delete_arguments",
    "validate_schedule_delete_output",
    "validate_schedule_delete_v2_arguments",
    "validate_schedule_delete_v2_output",
    "validate_schedule_error",
    "validate_schedule_error_v2",
    "validate_schedule_id",
    "validate_schedule_list_arguments",
    "validate_schedule_list_output",
    "validate_schedule_list_v2_arguments",
    "validate_schedule_list_v2_output",
    "validate_schedule_record",
    "validate_schedule_reminder_presentation",
    "validate_schedule_reminder_presentation_v2",
    "validate_schedule_view",
    "validate_schedule_view_v2",
    "validate_trimmed_text",
]


class Violation(NamedTuple):
    """One violation: a JSON pointer into the instance, the failing keyword and a message."""

    path: str
    keyword: str
    message: str


# Errors are collected as plain tuples (cheap to build and to throw away while alternatives
# are compared) and become Violation values only when they are returned.
_Error = tuple[str, str, str]


_CHARS1 = frozenset(
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)

_PATTERN1 = re.compile(
    r"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})\-(?:0[1-9]|1[0-2])\-(?:0[1-9]|[12][0"
    r"-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z\Z"
)

_ERROR1 = Violation("", "oneOf", "valid against none of the 3 alternatives")

_KEYS1 = frozenset(("version", "operation", "schedule"))

_KEYS2 = frozenset(("version", "operation", "id"))

_ENUM1 = frozenset(("create", "list", "delete"))

_KEYS3 = frozenset(("code", "message", "operation", "id"))

_ERROR2 = Violation("", "oneOf", "valid against none of the 7 alternatives")

_KEYS4 = frozenset(("code", "message"))

_ENUM2 = frozenset(("scheduled", "overdue"))

_PATTERN2 = re.compile(r"^(?:[01][0-9]|2[0-3]):[0-5][0-9]\Z")

_ENUM3 = frozenset(("mon", "tue", "wed", "thu", "fri", "sat", "sun"))

_PATTERN3 = re.compile(r"^[\+\-0-9A-Z_a-z]+(?:/[\+\-0-9A-Z_a-z]+)*\Z")

_KEYS5 = frozenset(("version", "operation", "id", "occurrenceAt"))

_ERROR3 = Violation("", "oneOf", "valid against none of the 11 alternatives")

_ERROR4 = Violation("", "oneOf", "valid against none of the 4 alternatives")

_KEYS6 = frozenset(("id", "kind", "prompt", "afterSeconds", "scheduledAt"))

_KEYS7 = frozenset(("id", "kind", "prompt", "scheduledAt"))

_KEYS8 = frozenset(("id", "kind", "prompt", "everySeconds", "scheduledAt"))

_KEYS9 = frozenset(("id", "kind", "prompt", "time", "days", "timeZone", "scheduledAt"))

_PATTERN4 = re.compile(
    r"^[0-9]{4}\-(?:0[1-9]|1[0-2])\-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-"
    r"5][0-9][\+\-](?:[01][0-9]|2[0-3]):[0-5][0-9]\Z"
)

_KEYS10 = frozenset(
    ("id", "kind", "prompt", "afterSeconds", "scheduledAt", "state", "deliveryMode")
)

_KEYS11 = frozenset(("id", "kind", "prompt", "scheduledAt", "state", "deliveryMode"))

_KEYS12 = frozenset(
    ("id", "kind", "prompt", "everySeconds", "scheduledAt", "state", "deliveryMode")
)

_KEYS13 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "time",
        "days",
        "timeZone",
        "scheduledAt",
        "state",
        "deliveryMode",
        "scheduledLocal",
    )
)

_ERROR5 = Violation("", "oneOf", "valid against none of the 8 alternatives")

_ERROR6 = Violation("", "oneOf", "valid against none of the 6 alternatives")

_KEYS14 = frozenset(("id", "deleted"))

_KEYS15 = frozenset(("id", "deleted", "code"))

_ERROR7 = Violation("", "oneOf", "valid against none of the 15 alternatives")

_ERROR8 = Violation("", "required", 'missing required property "id"')

_ERROR9 = Violation("", "required", 'missing required property "kind"')

_ERROR10 = Violation("", "required", 'missing required property "prompt"')

_ERROR11 = Violation("", "required", 'missing required property "afterSeconds"')

_ERROR12 = Violation("", "required", 'missing required property "scheduledAt"')

_ERROR13 = Violation("/id", "minLength", "must be at least 1 characters long")

_MESSAGE1 = (
    'must match the pattern "^[^\\t-\\r '
    "\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r "
    '\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"'
)

_ERROR14 = Violation("/id", "pattern", _MESSAGE1)

_ERROR15 = Violation("/kind", "const", 'must be "after"')

_ERROR16 = Violation("/prompt", "minLength", "must be at least 1 characters long")

_ERROR17 = Violation("/prompt", "pattern", _MESSAGE1)

_ERROR18 = Violation("/afterSeconds", "minimum", "must be >= 1")

_ERROR19 = Violation("/afterSeconds", "maximum", "must be <= 9007199254740991")

_MESSAGE2 = (
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]'
    "|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3"
    '}Z$"'
)

_ERROR20 = Violation("/scheduledAt", "pattern", _MESSAGE2)

_ERROR21 = Violation("", "pattern", _MESSAGE2)

_ERROR22 = Violation("", "required", 'missing required property "version"')

_ERROR23 = Violation("", "required", 'missing required property "operation"')

_ERROR24 = Violation("", "required", 'missing required property "schedule"')

_ERROR25 = Violation("/version", "const", "must be 1")

_ERROR26 = Violation("/operation", "const", 'must be "create"')

_ERROR27 = Violation("/schedule", "required", 'missing required property "id"')

_ERROR28 = Violation("/schedule", "required", 'missing required property "kind"')

_ERROR29 = Violation("/schedule", "required", 'missing required property "prompt"')

_ERROR30 = Violation("/schedule", "required", 'missing required property "afterSeconds"')

_ERROR31 = Violation("/schedule", "required", 'missing required property "scheduledAt"')

_ERROR32 = Violation("/schedule/id", "minLength", "must be at least 1 characters long")

_ERROR33 = Violation("/schedule/id", "pattern", _MESSAGE1)

_ERROR34 = Violation("/schedule/kind", "const", 'must be "after"')

_ERROR35 = Violation("/schedule/prompt", "minLength", "must be at least 1 characters long")

_ERROR36 = Violation("/schedule/prompt", "pattern", _MESSAGE1)

_ERROR37 = Violation("/schedule/afterSeconds", "minimum", "must be >= 1")

_ERROR38 = Violation("/schedule/afterSeconds", "maximum", "must be <= 9007199254740991")

_ERROR39 = Violation("/schedule/scheduledAt", "pattern", _MESSAGE2)

_ERROR40 = Violation("/operation", "const", 'must be "delete"')

_ERROR41 = Violation("/operation", "const", 'must be "dispatch"')

_ERROR42 = Violation("", "required", 'missing required property "code"')

_ERROR43 = Violation("", "required", 'missing required property "message"')

_ERROR44 = Violation("/code", "const", 'must be "invalid_prompt"')

_ERROR45 = Violation("/message", "minLength", "must be at least 1 characters long")

_ERROR46 = Violation("/code", "const", 'must be "invalid_selector"')

_ERROR47 = Violation("/code", "const", 'must be "invalid_rule"')

_ERROR48 = Violation("/code", "const", 'must be "time_out_of_range"')

_ERROR49 = Violation("/code", "const", 'must be "corrupt_schedule_log"')

_ERROR50 = Violation("/code", "const", 'must be "persistence_uncertain"')

_ERROR51 = Violation("/operation", "enum", 'must be one of ["create", "list", "delete"]')

_ERROR52 = Violation("/code", "const", 'must be "internal_error"')

_ERROR53 = Violation("", "minLength", "must be at least 1 characters long")

_ERROR54 = Violation("", "pattern", _MESSAGE1)

_KEYS16 = frozenset(("scheduleId", "prompt", "occurrenceAt", "deliveryMode"))

_ERROR55 = Violation("", "required", 'missing required property "scheduleId"')

_ERROR56 = Violation("", "required", 'missing required property "occurrenceAt"')

_ERROR57 = Violation("", "required", 'missing required property "deliveryMode"')

_ERROR58 = Violation("/scheduleId", "minLength", "must be at least 1 characters long")

_ERROR59 = Violation("/scheduleId", "pattern", _MESSAGE1)

_ERROR60 = Violation("/occurrenceAt", "pattern", _MESSAGE2)

_ERROR61 = Violation("/deliveryMode", "const", 'must be "session-local"')

_ERROR62 = Violation("", "required", 'missing required property "state"')

_ERROR63 = Violation("/state", "enum", 'must be one of ["scheduled", "overdue"]')

_ERROR64 = Violation("/kind", "const", 'must be "at"')

_ERROR65 = Violation("", "required", 'missing required property "time"')

_ERROR66 = Violation("", "required", 'missing required property "days"')

_ERROR67 = Violation("", "required", 'missing required property "timeZone"')

_ERROR68 = Violation("/kind", "const", 'must be "calendar"')

_ERROR69 = Violation(
    "/time", "pattern", 'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"'
)

_MESSAGE3 = 'must match the pattern "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$"'

_ERROR70 = Violation("/timeZone", "pattern", _MESSAGE3)

_ERROR71 = Violation("", "required", 'missing required property "everySeconds"')

_ERROR72 = Violation("/kind", "const", 'must be "every"')

_ERROR73 = Violation("/everySeconds", "minimum", "must be >= 300")

_ERROR74 = Violation("/everySeconds", "maximum", "must be <= 9007199254740991")

_ERROR75 = Violation("/version", "const", "must be 2")

_ERROR76 = Violation("/code", "const", 'must be "invalid_time_zone"')

_ERROR77 = Violation("/code", "const", 'must be "frequency_too_high"')

_ERROR78 = Violation("/code", "const", 'must be "not_future"')

_ERROR79 = Violation("/code", "const", 'must be "too_many_schedules"')

_ERROR80 = Violation("", "required", 'missing required property "scheduledLocal"')

_MESSAGE4 = (
    'must match the pattern "^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-'
    '9]|2[0-3]):[0-5][0-9]:[0-5][0-9][+-](?:[01][0-9]|2[0-3]):[0-5][0-9]$"'
)

_ERROR81 = Violation("/scheduledLocal", "pattern", _MESSAGE4)

_KEYS17 = frozenset(("prompt", "after_seconds"))

_ERROR82 = Violation("", "required", 'missing required property "after_seconds"')

_KEYS18 = frozenset(("id",))

_ERROR83 = Violation("", "required", 'missing required property "deleted"')

_ERROR84 = Violation("/deleted", "const", "must be true")

_ERROR85 = Violation("/deleted", "const", "must be false")

_ERROR86 = Violation("/code", "const", 'must be "schedule_not_found"')

_KEYS19 = frozenset(("prompt", "after_seconds", "at", "every_seconds", "calendar"))

_KEYS20 = frozenset(("time", "days", "time_zone"))

_SELECTOR1 = ("kind", {"after": (0,), "at": (1,), "every": (2,), "calendar": (3,)})

_MESSAGE5 = 'must be one of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]'

_KEYS21 = frozenset(("date", "time", "time_zone"))


def _json_type(x: Any) -> str:
    if isinstance(x, bool):
        return "boolean"
    if isinstance(x, int | float):
        return "integer" if _is_integer(x) else "number"
    if x is None:
        return "null"
    if isinstance(x, dict):
        return "object"
    if isinstance(x, list):
        return "array"
    return "string" if isinstance(x, str) else type(x).__name__


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _is_integer(x: Any) -> bool:
    if isinstance(x, float):
        return x.is_integer()
    return isinstance(x, int) and not isinstance(x, bool)


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


_Test = Callable[[Any], bool]
_Collect = Callable[[Any, str, list[_Error]], None]
_Selector = tuple[str, Mapping[str, Sequence[int]]] | None


def _candidates(x: Any, count: int, selector: _Selector) -> Sequence[int]:
    """The alternatives that can hold: a discriminating constant rules the others out (the
    selector maps each constant to the alternatives left, in order)."""
    if selector is not None and isinstance(x, dict):
        value = x.get(selector[0])
        if isinstance(value, str):
            left = selector[1].get(value)
            if left is not None:
                return left
    return range(count)


def _closest(x: Any, path: str, errors: list[_Error], collectors: list[_Collect]) -> None:
    """Explain a failed anyOf/oneOf by the alternative with the fewest errors (the first of
    those tied). A failed alternative has an error at least: one error cannot be beaten.
    """
    if len(collectors) == 1:
        collectors[0](x, path, errors)
        return
    best: list[_Error] | None = None
    for collect in collectors:
        found: list[_Error] = []
        collect(x, path, found)
        if best is None or len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    errors.extend(best or ())


def _one_of(
    x: Any,
    path: str,
    errors: list[_Error],
    tests: tuple[_Test, ...],
    collectors: tuple[_Collect, ...],
    selector: _Selector,
) -> None:
    candidates = _candidates(x, len(tests), selector)
    matched = [index for index in candidates if tests[index](x)]
    if len(matched) > 1:
        message = f"valid against alternatives {matched}, but exactly one is allowed"
        errors.append((path, "oneOf", message))
    elif not matched:
        message = f"valid against none of the {len(tests)} alternatives"
        errors.append((path, "oneOf", message))
        _closest(x, path, errors, [collectors[index] for index in candidates])


def _any_of(
    x: Any,
    path: str,
    errors: list[_Error],
    tests: tuple[_Test, ...],
    collectors: tuple[_Collect, ...],
    selector: _Selector,
) -> None:
    candidates = _candidates(x, len(tests), selector)
    # A loop, not any(): no recursion through C on a recursive schema's nested values.
    for index in candidates:
        if tests[index](x):
            return
    message = f"valid against none of the {len(tests)} alternatives"
    errors.append((path, "anyOf", message))
    _closest(x, path, errors, [collectors[index] for index in candidates])


def _violation(path: str, keyword: str, message: str) -> Violation:
    return tuple.__new__(Violation, (path, keyword, message))


def _explained(
    collect: Callable[[Any, str, list[_Error]], None],
    x: Any,
    path: str,
    errors: list[Violation],
) -> None:
    """The errors a generic collector finds, as Violation values."""
    found: list[_Error] = []
    collect(x, path, found)
    errors.extend([tuple.__new__(Violation, error) for error in found])


def _closest_explained(
    x: Any,
    errors: list[Violation],
    explainers: tuple[Callable[[Any, list[Violation]], None], ...],
) -> None:
    """Explain a failed oneOf by the alternative with the fewest errors (the first of those
    tied). A failed alternative has an error at least: one error cannot be beaten."""
    best: list[Violation] | None = None
    for explain in explainers:
        found: list[Violation] = []
        explain(x, found)
        if best is None or len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    errors.extend(best or ())


def validate_after_schedule_record(instance: Any) -> list[Violation]:
    """Violations of v1/after-schedule-record.json# ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 5
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "after"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := instance.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
    ):
        return []
    errors: list[Violation] = []
    _explain1(instance, errors)
    return errors


def is_valid_after_schedule_record(instance: Any) -> bool:
    """Whether the instance is valid against v1/after-schedule-record.json#."""
    return bool(
        isinstance(instance, dict)
        and len(instance) == 5
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "after"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := instance.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
    )


def validate_instant(instance: Any) -> list[Violation]:
    """Violations of v1/instant.json# ([] when valid)."""
    if isinstance(instance, str) and _PATTERN1.search(instance) is not None:
        return []
    errors: list[Violation] = []
    _explain2(instance, errors)
    return errors


def is_valid_instant(instance: Any) -> bool:
    """Whether the instance is valid against v1/instant.json#."""
    return bool(isinstance(instance, str) and _PATTERN1.search(instance) is not None)


def validate_schedule_change(instance: Any) -> list[Violation]:
    """Violations of v1/schedule-change.json# ([] when valid)."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("operation")) == "create"
            and len(instance) == 3
            and (v6 := instance.get("version")) == 1
            and not isinstance(v6, bool)
            and isinstance((v7 := instance.get("schedule")), dict)
            and len(v7) == 5
            and isinstance((v2 := v7.get("id")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and v7.get("kind") == "after"
            and isinstance((v3 := v7.get("prompt")), str)
            and len(v3) >= 1
            and v3[0] not in _CHARS1
            and v3[-1] not in _CHARS1
            and (
                type(v4 := v7.get("afterSeconds")) is int
                or (isinstance(v4, int) and not isinstance(v4, bool))
                or (isinstance(v4, float) and float.is_integer(v4))
            )
            and v4 >= 1
            and v4 <= 9007199254740991
            and isinstance((v5 := v7.get("scheduledAt")), str)
            and _PATTERN1.search(v5) is not None
        )
        or (
            v1 == "delete"
            and len(instance) == 3
            and (v8 := instance.get("version")) == 1
            and not isinstance(v8, bool)
            and isinstance((v9 := instance.get("id")), str)
            and len(v9) >= 1
            and v9[0] not in _CHARS1
            and v9[-1] not in _CHARS1
        )
        or (
            v1 == "dispatch"
            and len(instance) == 3
            and (v10 := instance.get("version")) == 1
            and not isinstance(v10, bool)
            and isinstance((v11 := instance.get("id")), str)
            and len(v11) >= 1
            and v11[0] not in _CHARS1
            and v11[-1] not in _CHARS1
        )
    ):
        return []
    errors: list[Violation] = [_ERROR1]
    if isinstance(instance, dict):
        value = instance.get("operation")
        if value == "create":
            _explain3(instance, errors)
            return errors
        if value == "delete":
            _explain4(instance, errors)
            return errors
        if value == "dispatch":
            _explain5(instance, errors)
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS1) + ("operation" in instance) <= 1:
            _explain3(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS2) + ("operation" in instance) <= 1:
            _explain4(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS2) + ("operation" in instance) <= 1:
            _explain5(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(instance, errors, (_explain3, _explain4, _explain5))
    return errors


def is_valid_schedule_change(instance: Any) -> bool:
    """Whether the instance is valid against v1/schedule-change.json#."""
    return bool(
        isinstance(instance, dict)
        and (
            (
                (v1 := instance.get("operation")) == "create"
                and len(instance) == 3
                and (v6 := instance.get("version")) == 1
                and not isinstance(v6, bool)
                and isinstance((v7 := instance.get("schedule")), dict)
                and len(v7) == 5
                and isinstance((v2 := v7.get("id")), str)
                and len(v2) >= 1
                and v2[0] not in _CHARS1
                and v2[-1] not in _CHARS1
                and v7.get("kind") == "after"
                and isinstance((v3 := v7.get("prompt")), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
                and (
                    type(v4 := v7.get("afterSeconds")) is int
                    or (isinstance(v4, int) and not isinstance(v4, bool))
                    or (isinstance(v4, float) and float.is_integer(v4))
                )
                and v4 >= 1
                and v4 <= 9007199254740991
                and isinstance((v5 := v7.get("scheduledAt")), str)
                and _PATTERN1.search(v5) is not None
            )
            or (
                v1 == "delete"
                and len(instance) == 3
                and (v8 := instance.get("version")) == 1
                and not isinstance(v8, bool)
                and isinstance((v9 := instance.get("id")), str)
                and len(v9) >= 1
                and v9[0] not in _CHARS1
                and v9[-1] not in _CHARS1
            )
            or (
                v1 == "dispatch"
                and len(instance) == 3
                and (v10 := instance.get("version")) == 1
                and not isinstance(v10, bool)
                and isinstance((v11 := instance.get("id")), str)
                and len(v11) >= 1
                and v11[0] not in _CHARS1
                and v11[-1] not in _CHARS1
            )
        )
    )


def validate_schedule_error(instance: Any) -> list[Violation]:
    """Violations of v1/schedule-error.json# ([] when valid)."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("code")) == "invalid_prompt"
            and len(instance) == 2
            and isinstance((v2 := instance.get("message")), str)
            and len(v2) >= 1
        )
        or (
            v1 == "invalid_selector"
            and len(instance) == 2
            and isinstance((v3 := instance.get("message")), str)
            and len(v3) >= 1
        )
        or (
            v1 == "invalid_rule"
            and len(instance) == 2
            and isinstance((v4 := instance.get("message")), str)
            and len(v4) >= 1
        )
        or (
            v1 == "time_out_of_range"
            and len(instance) == 2
            and isinstance((v5 := instance.get("message")), str)
            and len(v5) >= 1
        )
        or (
            v1 == "corrupt_schedule_log"
            and len(instance) == 2
            and isinstance((v6 := instance.get("message")), str)
            and len(v6) >= 1
        )
        or (
            v1 == "persistence_uncertain"
            and _KEYS3.issuperset(instance)
            and isinstance((v7 := instance.get("message")), str)
            and len(v7) >= 1
            and isinstance((v8 := instance.get("operation")), str)
            and v8 in _ENUM1
            and (
                "id" not in instance
                or (
                    isinstance((v9 := instance["id"]), str)
                    and len(v9) >= 1
                    and v9[0] not in _CHARS1
                    and v9[-1] not in _CHARS1
                )
            )
        )
        or (
            v1 == "internal_error"
            and len(instance) == 2
            and isinstance((v10 := instance.get("message")), str)
            and len(v10) >= 1
        )
    ):
        return []
    errors: list[Violation] = [_ERROR2]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "invalid_prompt":
            _explain6(instance, errors)
            return errors
        if value == "invalid_selector":
            _explain7(instance, errors)
            return errors
        if value == "invalid_rule":
            _explain8(instance, errors)
            return errors
        if value == "time_out_of_range":
            _explain9(instance, errors)
            return errors
        if value == "corrupt_schedule_log":
            _explain10(instance, errors)
            return errors
        if value == "persistence_uncertain":
            _explain11(instance, errors)
            return errors
        if value == "internal_error":
            _explain12(instance, errors)
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain6(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain7(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain8(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain9(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(
        instance,
        errors,
        (_explain6, _explain7, _explain8, _explain9, _explain10, _explain11, _explain12),
    )
    return errors


def is_valid_schedule_error(instance: Any) -> bool:
    """Whether the instance is valid against v1/schedule-error.json#."""
    return bool(
        isinstance(instance, dict)
        and (
            (
                (v1 := instance.get("code")) == "invalid_prompt"
                and len(instance) == 2
                and isinstance((v2 := instance.get("message")), str)
                and len(v2) >= 1
            )
            or (
                v1 == "invalid_selector"
                and len(instance) == 2
                and isinstance((v3 := instance.get("message")), str)
                and len(v3) >= 1
            )
            or (
                v1 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v4 := instance.get("message")), str)
                and len(v4) >= 1
            )
            or (
                v1 == "time_out_of_range"
                and len(instance) == 2
                and isinstance((v5 := instance.get("message")), str)
                and len(v5) >= 1
            )
            or (
                v1 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v6 := instance.get("message")), str)
                and len(v6) >= 1
            )
            or (
                v1 == "persistence_uncertain"
                and _KEYS3.issuperset(instance)
                and isinstance((v7 := instance.get("message")), str)
                and len(v7) >= 1
                and isinstance((v8 := instance.get("operation")), str)
                and v8 in _ENUM1
                and (
                    "id" not in instance
                    or (
                        isinstance((v9 := instance["id"]), str)
                        and len(v9) >= 1
                        and v9[0] not in _CHARS1
                        and v9[-1] not in _CHARS1
                    )
                )
            )
            or (
                v1 == "internal_error"
                and len(instance) == 2
                and isinstance((v10 := instance.get("message")), str)
                and len(v10) >= 1
            )
        )
    )


def validate_schedule_id(instance: Any) -> list[Violation]:
    """Violations of v1/schedule-id.json# ([] when valid)."""
    if (
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    ):
        return []
    errors: list[Violation] = []
    _explain13(instance, errors)
    return errors


def is_valid_schedule_id(instance: Any) -> bool:
    """Whether the instance is valid against v1/schedule-id.json#."""
    return bool(
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    )


def validate_schedule_reminder_presentation(instance: Any) -> list[Violation]:
    """Violations of v1/schedule-reminder-presentation.json# ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 4
        and isinstance((v1 := instance.get("scheduleId")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("occurrenceAt")), str)
        and _PATTERN1.search(v3) is not None
        and instance.get("deliveryMode") == "session-local"
    ):
        return []
    errors: list[Violation] = []
    _explain14(instance, errors)
    return errors


def is_valid_schedule_reminder_presentation(instance: Any) -> bool:
    """Whether the instance is valid against v1/schedule-reminder-presentation.json#."""
    return bool(
        isinstance(instance, dict)
        and len(instance) == 4
        and isinstance((v1 := instance.get("scheduleId")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("occurrenceAt")), str)
        and _PATTERN1.search(v3) is not None
        and instance.get("deliveryMode") == "session-local"
    )


def validate_schedule_view(instance: Any) -> list[Violation]:
    """Violations of v1/schedule-view.json# ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 7
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "after"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := instance.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := instance.get("state")), str)
        and v5 in _ENUM2
        and instance.get("deliveryMode") == "session-local"
    ):
        return []
    errors: list[Violation] = []
    _explain15(instance, errors)
    return errors


def is_valid_schedule_view(instance: Any) -> bool:
    """Whether the instance is valid against v1/schedule-view.json#."""
    return bool(
        isinstance(instance, dict)
        and len(instance) == 7
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "after"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := instance.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := instance.get("state")), str)
        and v5 in _ENUM2
        and instance.get("deliveryMode") == "session-local"
    )


def validate_trimmed_text(instance: Any) -> list[Violation]:
    """Violations of v1/trimmed-text.json# ([] when valid)."""
    if (
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    ):
        return []
    errors: list[Violation] = []
    _explain13(instance, errors)
    return errors


def is_valid_trimmed_text(instance: Any) -> bool:
    """Whether the instance is valid against v1/trimmed-text.json#."""
    return bool(
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    )


def validate_at_schedule_record(instance: Any) -> list[Violation]:
    """Violations of v2/at-schedule-record.json# ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 4
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "at"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v3) is not None
    ):
        return []
    errors: list[Violation] = []
    _explain16(instance, errors)
    return errors


def is_valid_at_schedule_record(instance: Any) -> bool:
    """Whether the instance is valid against v2/at-schedule-record.json#."""
    return bool(
        isinstance(instance, dict)
        and len(instance) == 4
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "at"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v3) is not None
    )


def validate_calendar_schedule_record(instance: Any) -> list[Violation]:
    """Violations of v2/calendar-schedule-record.json# ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 7
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "calendar"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("time")), str)
        and _PATTERN2.search(v3) is not None
        and isinstance((v4 := instance.get("days")), list)
        and _all_valid1(v4)
        and isinstance((v5 := instance.get("timeZone")), str)
        and _PATTERN3.search(v5) is not None
        and isinstance((v6 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v6) is not None
    ):
        return []
    errors: list[Violation] = []
    _explain17(instance, errors)
    return errors


def is_valid_calendar_schedule_record(instance: Any) -> bool:
    """Whether the instance is valid against v2/calendar-schedule-record.json#."""
    return bool(
        isinstance(instance, dict)
        and len(instance) == 7
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "calendar"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("time")), str)
        and _PATTERN2.search(v3) is not None
        and isinstance((v4 := instance.get("days")), list)
        and _all_valid1(v4)
        and isinstance((v5 := instance.get("timeZone")), str)
        and _PATTERN3.search(v5) is not None
        and isinstance((v6 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v6) is not None
    )


def validate_every_schedule_record(instance: Any) -> list[Violation]:
    """Violations of v2/every-schedule-record.json# ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 5
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "every"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := instance.get("everySeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 300
        and v3 <= 9007199254740991
        and isinstance((v4 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
    ):
        return []
    errors: list[Violation] = []
    _explain18(instance, errors)
    return errors


def is_valid_every_schedule_record(instance: Any) -> bool:
    """Whether the instance is valid against v2/every-schedule-record.json#."""
    return bool(
        isinstance(instance, dict)
        and len(instance) == 5
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "every"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := instance.get("everySeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 300
        and v3 <= 9007199254740991
        and isinstance((v4 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
    )


def validate_schedule_change_v2(instance: Any) -> list[Violation]:
    """Violations of v2/schedule-change-v2.json# ([] when valid)."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("operation")) == "create"
            and len(instance) == 3
            and (v20 := instance.get("version")) == 2
            and not isinstance(v20, bool)
            and isinstance((v21 := instance.get("schedule")), dict)
            and (
                (
                    (v2 := v21.get("kind")) == "after"
                    and len(v21) == 5
                    and isinstance((v3 := v21.get("id")), str)
                    and len(v3) >= 1
                    and v3[0] not in _CHARS1
                    and v3[-1] not in _CHARS1
                    and isinstance((v4 := v21.get("prompt")), str)
                    and len(v4) >= 1
                    and v4[0] not in _CHARS1
                    and v4[-1] not in _CHARS1
                    and (
                        type(v5 := v21.get("afterSeconds")) is int
                        or (isinstance(v5, int) and not isinstance(v5, bool))
                        or (isinstance(v5, float) and float.is_integer(v5))
                    )
                    and v5 >= 1
                    and v5 <= 9007199254740991
                    and isinstance((v6 := v21.get("scheduledAt")), str)
                    and _PATTERN1.search(v6) is not None
                )
                or (
                    v2 == "at"
                    and len(v21) == 4
                    and isinstance((v7 := v21.get("id")), str)
                    and len(v7) >= 1
                    and v7[0] not in _CHARS1
                    and v7[-1] not in _CHARS1
                    and isinstance((v8 := v21.get("prompt")), str)
                    and len(v8) >= 1
                    and v8[0] not in _CHARS1
                    and v8[-1] not in _CHARS1
                    and isinstance((v9 := v21.get("scheduledAt")), str)
                    and _PATTERN1.search(v9) is not None
                )
                or (
                    v2 == "every"
                    and len(v21) == 5
                    and isinstance((v10 := v21.get("id")), str)
                    and len(v10) >= 1
                    and v10[0] not in _CHARS1
                    and v10[-1] not in _CHARS1
                    and isinstance((v11 := v21.get("prompt")), str)
                    and len(v11) >= 1
                    and v11[0] not in _CHARS1
                    and v11[-1] not in _CHARS1
                    and (
                        type(v12 := v21.get("everySeconds")) is int
                        or (isinstance(v12, int) and not isinstance(v12, bool))
                        or (isinstance(v12, float) and float.is_integer(v12))
                    )
                    and v12 >= 300
                    and v12 <= 9007199254740991
                    and isinstance((v13 := v21.get("scheduledAt")), str)
                    and _PATTERN1.search(v13) is not None
                )
                or (
                    v2 == "calendar"
                    and len(v21) == 7
                    and isinstance((v14 := v21.get("id")), str)
                    and len(v14) >= 1
                    and v14[0] not in _CHARS1
                    and v14[-1] not in _CHARS1
                    and isinstance((v15 := v21.get("prompt")), str)
                    and len(v15) >= 1
                    and v15[0] not in _CHARS1
                    and v15[-1] not in _CHARS1
                    and isinstance((v16 := v21.get("time")), str)
                    and _PATTERN2.search(v16) is not None
                    and isinstance((v17 := v21.get("days")), list)
                    and _all_valid1(v17)
                    and isinstance((v18 := v21.get("timeZone")), str)
                    and _PATTERN3.search(v18) is not None
                    and isinstance((v19 := v21.get("scheduledAt")), str)
                    and _PATTERN1.search(v19) is not None
                )
            )
        )
        or (
            v1 == "delete"
            and len(instance) == 3
            and (v22 := instance.get("version")) == 2
            and not isinstance(v22, bool)
            and isinstance((v23 := instance.get("id")), str)
            and len(v23) >= 1
            and v23[0] not in _CHARS1
            and v23[-1] not in _CHARS1
        )
        or (
            v1 == "dispatch"
            and _KEYS5.issuperset(instance)
            and (v24 := instance.get("version")) == 2
            and not isinstance(v24, bool)
            and isinstance((v25 := instance.get("id")), str)
            and len(v25) >= 1
            and v25[0] not in _CHARS1
            and v25[-1] not in _CHARS1
            and (
                "occurrenceAt" not in instance
                or (
                    isinstance((v26 := instance["occurrenceAt"]), str)
                    and _PATTERN1.search(v26) is not None
                )
            )
        )
    ):
        return []
    errors: list[Violation] = [_ERROR1]
    if isinstance(instance, dict):
        value = instance.get("operation")
        if value == "create":
            _explain19(instance, errors)
            return errors
        if value == "delete":
            _explain20(instance, errors)
            return errors
        if value == "dispatch":
            _explain21(instance, errors)
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS1) + ("operation" in instance) <= 1:
            _explain19(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS2) + ("operation" in instance) <= 1:
            _explain20(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("operation" in instance) <= 1:
            _explain21(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(instance, errors, (_explain19, _explain20, _explain21))
    return errors


def is_valid_schedule_change_v2(instance: Any) -> bool:
    """Whether the instance is valid against v2/schedule-change-v2.json#."""
    return bool(
        isinstance(instance, dict)
        and (
            (
                (v1 := instance.get("operation")) == "create"
                and len(instance) == 3
                and (v20 := instance.get("version")) == 2
                and not isinstance(v20, bool)
                and isinstance((v21 := instance.get("schedule")), dict)
                and (
                    (
                        (v2 := v21.get("kind")) == "after"
                        and len(v21) == 5
                        and isinstance((v3 := v21.get("id")), str)
                        and len(v3) >= 1
                        and v3[0] not in _CHARS1
                        and v3[-1] not in _CHARS1
                        and isinstance((v4 := v21.get("prompt")), str)
                        and len(v4) >= 1
                        and v4[0] not in _CHARS1
                        and v4[-1] not in _CHARS1
                        and (
                            type(v5 := v21.get("afterSeconds")) is int
                            or (isinstance(v5, int) and not isinstance(v5, bool))
                            or (isinstance(v5, float) and float.is_integer(v5))
                        )
                        and v5 >= 1
                        and v5 <= 9007199254740991
                        and isinstance((v6 := v21.get("scheduledAt")), str)
                        and _PATTERN1.search(v6) is not None
                    )
                    or (
                        v2 == "at"
                        and len(v21) == 4
                        and isinstance((v7 := v21.get("id")), str)
                        and len(v7) >= 1
                        and v7[0] not in _CHARS1
                        and v7[-1] not in _CHARS1
                        and isinstance((v8 := v21.get("prompt")), str)
                        and len(v8) >= 1
                        and v8[0] not in _CHARS1
                        and v8[-1] not in _CHARS1
                        and isinstance((v9 := v21.get("scheduledAt")), str)
                        and _PATTERN1.search(v9) is not None
                    )
                    or (
                        v2 == "every"
                        and len(v21) == 5
                        and isinstance((v10 := v21.get("id")), str)
                        and len(v10) >= 1
                        and v10[0] not in _CHARS1
                        and v10[-1] not in _CHARS1
                        and isinstance((v11 := v21.get("prompt")), str)
                        and len(v11) >= 1
                        and v11[0] not in _CHARS1
                        and v11[-1] not in _CHARS1
                        and (
                            type(v12 := v21.get("everySeconds")) is int
                            or (isinstance(v12, int) and not isinstance(v12, bool))
                            or (isinstance(v12, float) and float.is_integer(v12))
                        )
                        and v12 >= 300
                        and v12 <= 9007199254740991
                        and isinstance((v13 := v21.get("scheduledAt")), str)
                        and _PATTERN1.search(v13) is not None
                    )
                    or (
                        v2 == "calendar"
                        and len(v21) == 7
                        and isinstance((v14 := v21.get("id")), str)
                        and len(v14) >= 1
                        and v14[0] not in _CHARS1
                        and v14[-1] not in _CHARS1
                        and isinstance((v15 := v21.get("prompt")), str)
                        and len(v15) >= 1
                        and v15[0] not in _CHARS1
                        and v15[-1] not in _CHARS1
                        and isinstance((v16 := v21.get("time")), str)
                        and _PATTERN2.search(v16) is not None
                        and isinstance((v17 := v21.get("days")), list)
                        and _all_valid1(v17)
                        and isinstance((v18 := v21.get("timeZone")), str)
                        and _PATTERN3.search(v18) is not None
                        and isinstance((v19 := v21.get("scheduledAt")), str)
                        and _PATTERN1.search(v19) is not None
                    )
                )
            )
            or (
                v1 == "delete"
                and len(instance) == 3
                and (v22 := instance.get("version")) == 2
                and not isinstance(v22, bool)
                and isinstance((v23 := instance.get("id")), str)
                and len(v23) >= 1
                and v23[0] not in _CHARS1
                and v23[-1] not in _CHARS1
            )
            or (
                v1 == "dispatch"
                and _KEYS5.issuperset(instance)
                and (v24 := instance.get("version")) == 2
                and not isinstance(v24, bool)
                and isinstance((v25 := instance.get("id")), str)
                and len(v25) >= 1
                and v25[0] not in _CHARS1
                and v25[-1] not in _CHARS1
                and (
                    "occurrenceAt" not in instance
                    or (
                        isinstance((v26 := instance["occurrenceAt"]), str)
                        and _PATTERN1.search(v26) is not None
                    )
                )
            )
        )
    )


def validate_schedule_error_v2(instance: Any) -> list[Violation]:
    """Violations of v2/schedule-error-v2.json# ([] when valid)."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("code")) == "invalid_prompt"
            and len(instance) == 2
            and isinstance((v2 := instance.get("message")), str)
            and len(v2) >= 1
        )
        or (
            v1 == "invalid_selector"
            and len(instance) == 2
            and isinstance((v3 := instance.get("message")), str)
            and len(v3) >= 1
        )
        or (
            v1 == "invalid_rule"
            and len(instance) == 2
            and isinstance((v4 := instance.get("message")), str)
            and len(v4) >= 1
        )
        or (
            v1 == "invalid_time_zone"
            and len(instance) == 2
            and isinstance((v5 := instance.get("message")), str)
            and len(v5) >= 1
        )
        or (
            v1 == "frequency_too_high"
            and len(instance) == 2
            and isinstance((v6 := instance.get("message")), str)
            and len(v6) >= 1
        )
        or (
            v1 == "time_out_of_range"
            and len(instance) == 2
            and isinstance((v7 := instance.get("message")), str)
            and len(v7) >= 1
        )
        or (
            v1 == "not_future"
            and len(instance) == 2
            and isinstance((v8 := instance.get("message")), str)
            and len(v8) >= 1
        )
        or (
            v1 == "too_many_schedules"
            and len(instance) == 2
            and isinstance((v9 := instance.get("message")), str)
            and len(v9) >= 1
        )
        or (
            v1 == "corrupt_schedule_log"
            and len(instance) == 2
            and isinstance((v10 := instance.get("message")), str)
            and len(v10) >= 1
        )
        or (
            v1 == "persistence_uncertain"
            and _KEYS3.issuperset(instance)
            and isinstance((v11 := instance.get("message")), str)
            and len(v11) >= 1
            and isinstance((v12 := instance.get("operation")), str)
            and v12 in _ENUM1
            and (
                "id" not in instance
                or (
                    isinstance((v13 := instance["id"]), str)
                    and len(v13) >= 1
                    and v13[0] not in _CHARS1
                    and v13[-1] not in _CHARS1
                )
            )
        )
        or (
            v1 == "internal_error"
            and len(instance) == 2
            and isinstance((v14 := instance.get("message")), str)
            and len(v14) >= 1
        )
    ):
        return []
    errors: list[Violation] = [_ERROR3]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "invalid_prompt":
            _explain6(instance, errors)
            return errors
        if value == "invalid_selector":
            _explain22(instance, errors)
            return errors
        if value == "invalid_rule":
            _explain23(instance, errors)
            return errors
        if value == "invalid_time_zone":
            _explain24(instance, errors)
            return errors
        if value == "frequency_too_high":
            _explain25(instance, errors)
            return errors
        if value == "time_out_of_range":
            _explain26(instance, errors)
            return errors
        if value == "not_future":
            _explain27(instance, errors)
            return errors
        if value == "too_many_schedules":
            _explain28(instance, errors)
            return errors
        if value == "corrupt_schedule_log":
            _explain10(instance, errors)
            return errors
        if value == "persistence_uncertain":
            _explain11(instance, errors)
            return errors
        if value == "internal_error":
            _explain12(instance, errors)
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain6(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain22(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain23(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain24(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain25(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain26(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain27(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain28(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(
        instance,
        errors,
        (
            _explain6,
            _explain22,
            _explain23,
            _explain24,
            _explain25,
            _explain26,
            _explain27,
            _explain28,
            _explain10,
            _explain11,
            _explain12,
        ),
    )
    return errors


def is_valid_schedule_error_v2(instance: Any) -> bool:
    """Whether the instance is valid against v2/schedule-error-v2.json#."""
    return bool(
        isinstance(instance, dict)
        and (
            (
                (v1 := instance.get("code")) == "invalid_prompt"
                and len(instance) == 2
                and isinstance((v2 := instance.get("message")), str)
                and len(v2) >= 1
            )
            or (
                v1 == "invalid_selector"
                and len(instance) == 2
                and isinstance((v3 := instance.get("message")), str)
                and len(v3) >= 1
            )
            or (
                v1 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v4 := instance.get("message")), str)
                and len(v4) >= 1
            )
            or (
                v1 == "invalid_time_zone"
                and len(instance) == 2
                and isinstance((v5 := instance.get("message")), str)
                and len(v5) >= 1
            )
            or (
                v1 == "frequency_too_high"
                and len(instance) == 2
                and isinstance((v6 := instance.get("message")), str)
                and len(v6) >= 1
            )
            or (
                v1 == "time_out_of_range"
                and len(instance) == 2
                and isinstance((v7 := instance.get("message")), str)
                and len(v7) >= 1
            )
            or (
                v1 == "not_future"
                and len(instance) == 2
                and isinstance((v8 := instance.get("message")), str)
                and len(v8) >= 1
            )
            or (
                v1 == "too_many_schedules"
                and len(instance) == 2
                and isinstance((v9 := instance.get("message")), str)
                and len(v9) >= 1
            )
            or (
                v1 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v10 := instance.get("message")), str)
                and len(v10) >= 1
            )
            or (
                v1 == "persistence_uncertain"
                and _KEYS3.issuperset(instance)
                and isinstance((v11 := instance.get("message")), str)
                and len(v11) >= 1
                and isinstance((v12 := instance.get("operation")), str)
                and v12 in _ENUM1
                and (
                    "id" not in instance
                    or (
                        isinstance((v13 := instance["id"]), str)
                        and len(v13) >= 1
                        and v13[0] not in _CHARS1
                        and v13[-1] not in _CHARS1
                    )
                )
            )
            or (
                v1 == "internal_error"
                and len(instance) == 2
                and isinstance((v14 := instance.get("message")), str)
                and len(v14) >= 1
            )
        )
    )


def validate_schedule_record(instance: Any) -> list[Violation]:
    """Violations of v2/schedule-record.json# ([] when valid)."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("kind")) == "after"
            and len(instance) == 5
            and isinstance((v2 := instance.get("id")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and isinstance((v3 := instance.get("prompt")), str)
            and len(v3) >= 1
            and v3[0] not in _CHARS1
            and v3[-1] not in _CHARS1
            and (
                type(v4 := instance.get("afterSeconds")) is int
                or (isinstance(v4, int) and not isinstance(v4, bool))
                or (isinstance(v4, float) and float.is_integer(v4))
            )
            and v4 >= 1
            and v4 <= 9007199254740991
            and isinstance((v5 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v5) is not None
        )
        or (
            v1 == "at"
            and len(instance) == 4
            and isinstance((v6 := instance.get("id")), str)
            and len(v6) >= 1
            and v6[0] not in _CHARS1
            and v6[-1] not in _CHARS1
            and isinstance((v7 := instance.get("prompt")), str)
            and len(v7) >= 1
            and v7[0] not in _CHARS1
            and v7[-1] not in _CHARS1
            and isinstance((v8 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v8) is not None
        )
        or (
            v1 == "every"
            and len(instance) == 5
            and isinstance((v9 := instance.get("id")), str)
            and len(v9) >= 1
            and v9[0] not in _CHARS1
            and v9[-1] not in _CHARS1
            and isinstance((v10 := instance.get("prompt")), str)
            and len(v10) >= 1
            and v10[0] not in _CHARS1
            and v10[-1] not in _CHARS1
            and (
                type(v11 := instance.get("everySeconds")) is int
                or (isinstance(v11, int) and not isinstance(v11, bool))
                or (isinstance(v11, float) and float.is_integer(v11))
            )
            and v11 >= 300
            and v11 <= 9007199254740991
            and isinstance((v12 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v12) is not None
        )
        or (
            v1 == "calendar"
            and len(instance) == 7
            and isinstance((v13 := instance.get("id")), str)
            and len(v13) >= 1
            and v13[0] not in _CHARS1
            and v13[-1] not in _CHARS1
            and isinstance((v14 := instance.get("prompt")), str)
            and len(v14) >= 1
            and v14[0] not in _CHARS1
            and v14[-1] not in _CHARS1
            and isinstance((v15 := instance.get("time")), str)
            and _PATTERN2.search(v15) is not None
            and isinstance((v16 := instance.get("days")), list)
            and _all_valid1(v16)
            and isinstance((v17 := instance.get("timeZone")), str)
            and _PATTERN3.search(v17) is not None
            and isinstance((v18 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v18) is not None
        )
    ):
        return []
    errors: list[Violation] = [_ERROR4]
    if isinstance(instance, dict):
        value = instance.get("kind")
        if value == "after":
            _explain1(instance, errors)
            return errors
        if value == "at":
            _explain16(instance, errors)
            return errors
        if value == "every":
            _explain18(instance, errors)
            return errors
        if value == "calendar":
            _explain17(instance, errors)
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS6) + ("kind" in instance) <= 1:
            _explain1(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS7) + ("kind" in instance) <= 1:
            _explain16(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS8) + ("kind" in instance) <= 1:
            _explain18(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS9) + ("kind" in instance) <= 1:
            _explain17(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(instance, errors, (_explain1, _explain16, _explain18, _explain17))
    return errors


def is_valid_schedule_record(instance: Any) -> bool:
    """Whether the instance is valid against v2/schedule-record.json#."""
    return bool(
        isinstance(instance, dict)
        and (
            (
                (v1 := instance.get("kind")) == "after"
                and len(instance) == 5
                and isinstance((v2 := instance.get("id")), str)
                and len(v2) >= 1
                and v2[0] not in _CHARS1
                and v2[-1] not in _CHARS1
                and isinstance((v3 := instance.get("prompt")), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
                and (
                    type(v4 := instance.get("afterSeconds")) is int
                    or (isinstance(v4, int) and not isinstance(v4, bool))
                    or (isinstance(v4, float) and float.is_integer(v4))
                )
                and v4 >= 1
                and v4 <= 9007199254740991
                and isinstance((v5 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v5) is not None
            )
            or (
                v1 == "at"
                and len(instance) == 4
                and isinstance((v6 := instance.get("id")), str)
                and len(v6) >= 1
                and v6[0] not in _CHARS1
                and v6[-1] not in _CHARS1
                and isinstance((v7 := instance.get("prompt")), str)
                and len(v7) >= 1
                and v7[0] not in _CHARS1
                and v7[-1] not in _CHARS1
                and isinstance((v8 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v8) is not None
            )
            or (
                v1 == "every"
                and len(instance) == 5
                and isinstance((v9 := instance.get("id")), str)
                and len(v9) >= 1
                and v9[0] not in _CHARS1
                and v9[-1] not in _CHARS1
                and isinstance((v10 := instance.get("prompt")), str)
                and len(v10) >= 1
                and v10[0] not in _CHARS1
                and v10[-1] not in _CHARS1
                and (
                    type(v11 := instance.get("everySeconds")) is int
                    or (isinstance(v11, int) and not isinstance(v11, bool))
                    or (isinstance(v11, float) and float.is_integer(v11))
                )
                and v11 >= 300
                and v11 <= 9007199254740991
                and isinstance((v12 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v12) is not None
            )
            or (
                v1 == "calendar"
                and len(instance) == 7
                and isinstance((v13 := instance.get("id")), str)
                and len(v13) >= 1
                and v13[0] not in _CHARS1
                and v13[-1] not in _CHARS1
                and isinstance((v14 := instance.get("prompt")), str)
                and len(v14) >= 1
                and v14[0] not in _CHARS1
                and v14[-1] not in _CHARS1
                and isinstance((v15 := instance.get("time")), str)
                and _PATTERN2.search(v15) is not None
                and isinstance((v16 := instance.get("days")), list)
                and _all_valid1(v16)
                and isinstance((v17 := instance.get("timeZone")), str)
                and _PATTERN3.search(v17) is not None
                and isinstance((v18 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v18) is not None
            )
        )
    )


def validate_schedule_reminder_presentation_v2(instance: Any) -> list[Violation]:
    """Violations of v2/schedule-reminder-presentation-v2.json# ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 4
        and isinstance((v1 := instance.get("scheduleId")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("occurrenceAt")), str)
        and _PATTERN1.search(v3) is not None
        and instance.get("deliveryMode") == "session-local"
    ):
        return []
    errors: list[Violation] = []
    _explain29(instance, errors)
    return errors


def is_valid_schedule_reminder_presentation_v2(instance: Any) -> bool:
    """Whether the instance is valid against v2/schedule-reminder-presentation-v2.json#."""
    return bool(
        isinstance(instance, dict)
        and len(instance) == 4
        and isinstance((v1 := instance.get("scheduleId")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance.get("occurrenceAt")), str)
        and _PATTERN1.search(v3) is not None
        and instance.get("deliveryMode") == "session-local"
    )


def validate_schedule_view_v2(instance: Any) -> list[Violation]:
    """Violations of v2/schedule-view-v2.json# ([] when valid)."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("kind")) == "after"
            and len(instance) == 7
            and isinstance((v2 := instance.get("id")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and isinstance((v3 := instance.get("prompt")), str)
            and len(v3) >= 1
            and v3[0] not in _CHARS1
            and v3[-1] not in _CHARS1
            and (
                type(v4 := instance.get("afterSeconds")) is int
                or (isinstance(v4, int) and not isinstance(v4, bool))
                or (isinstance(v4, float) and float.is_integer(v4))
            )
            and v4 >= 1
            and v4 <= 9007199254740991
            and isinstance((v5 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v5) is not None
            and isinstance((v6 := instance.get("state")), str)
            and v6 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            v1 == "at"
            and len(instance) == 6
            and isinstance((v7 := instance.get("id")), str)
            and len(v7) >= 1
            and v7[0] not in _CHARS1
            and v7[-1] not in _CHARS1
            and isinstance((v8 := instance.get("prompt")), str)
            and len(v8) >= 1
            and v8[0] not in _CHARS1
            and v8[-1] not in _CHARS1
            and isinstance((v9 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v9) is not None
            and isinstance((v10 := instance.get("state")), str)
            and v10 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            v1 == "every"
            and len(instance) == 7
            and isinstance((v11 := instance.get("id")), str)
            and len(v11) >= 1
            and v11[0] not in _CHARS1
            and v11[-1] not in _CHARS1
            and isinstance((v12 := instance.get("prompt")), str)
            and len(v12) >= 1
            and v12[0] not in _CHARS1
            and v12[-1] not in _CHARS1
            and (
                type(v13 := instance.get("everySeconds")) is int
                or (isinstance(v13, int) and not isinstance(v13, bool))
                or (isinstance(v13, float) and float.is_integer(v13))
            )
            and v13 >= 300
            and v13 <= 9007199254740991
            and isinstance((v14 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v14) is not None
            and isinstance((v15 := instance.get("state")), str)
            and v15 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            v1 == "calendar"
            and len(instance) == 10
            and isinstance((v16 := instance.get("id")), str)
            and len(v16) >= 1
            and v16[0] not in _CHARS1
            and v16[-1] not in _CHARS1
            and isinstance((v17 := instance.get("prompt")), str)
            and len(v17) >= 1
            and v17[0] not in _CHARS1
            and v17[-1] not in _CHARS1
            and isinstance((v18 := instance.get("time")), str)
            and _PATTERN2.search(v18) is not None
            and isinstance((v19 := instance.get("days")), list)
            and _all_valid1(v19)
            and isinstance((v20 := instance.get("timeZone")), str)
            and _PATTERN3.search(v20) is not None
            and isinstance((v21 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v21) is not None
            and isinstance((v22 := instance.get("state")), str)
            and v22 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v23 := instance.get("scheduledLocal")), str)
            and _PATTERN4.search(v23) is not None
        )
    ):
        return []
    errors: list[Violation] = [_ERROR4]
    if isinstance(instance, dict):
        value = instance.get("kind")
        if value == "after":
            _explain15(instance, errors)
            return errors
        if value == "at":
            _explain30(instance, errors)
            return errors
        if value == "every":
            _explain31(instance, errors)
            return errors
        if value == "calendar":
            _explain32(instance, errors)
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS10) + ("kind" in instance) <= 1:
            _explain15(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS11) + ("kind" in instance) <= 1:
            _explain30(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS12) + ("kind" in instance) <= 1:
            _explain31(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS13) + ("kind" in instance) <= 1:
            _explain32(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(instance, errors, (_explain15, _explain30, _explain31, _explain32))
    return errors


def is_valid_schedule_view_v2(instance: Any) -> bool:
    """Whether the instance is valid against v2/schedule-view-v2.json#."""
    return bool(
        isinstance(instance, dict)
        and (
            (
                (v1 := instance.get("kind")) == "after"
                and len(instance) == 7
                and isinstance((v2 := instance.get("id")), str)
                and len(v2) >= 1
                and v2[0] not in _CHARS1
                and v2[-1] not in _CHARS1
                and isinstance((v3 := instance.get("prompt")), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
                and (
                    type(v4 := instance.get("afterSeconds")) is int
                    or (isinstance(v4, int) and not isinstance(v4, bool))
                    or (isinstance(v4, float) and float.is_integer(v4))
                )
                and v4 >= 1
                and v4 <= 9007199254740991
                and isinstance((v5 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v5) is not None
                and isinstance((v6 := instance.get("state")), str)
                and v6 in _ENUM2
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v1 == "at"
                and len(instance) == 6
                and isinstance((v7 := instance.get("id")), str)
                and len(v7) >= 1
                and v7[0] not in _CHARS1
                and v7[-1] not in _CHARS1
                and isinstance((v8 := instance.get("prompt")), str)
                and len(v8) >= 1
                and v8[0] not in _CHARS1
                and v8[-1] not in _CHARS1
                and isinstance((v9 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v9) is not None
                and isinstance((v10 := instance.get("state")), str)
                and v10 in _ENUM2
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v1 == "every"
                and len(instance) == 7
                and isinstance((v11 := instance.get("id")), str)
                and len(v11) >= 1
                and v11[0] not in _CHARS1
                and v11[-1] not in _CHARS1
                and isinstance((v12 := instance.get("prompt")), str)
                and len(v12) >= 1
                and v12[0] not in _CHARS1
                and v12[-1] not in _CHARS1
                and (
                    type(v13 := instance.get("everySeconds")) is int
                    or (isinstance(v13, int) and not isinstance(v13, bool))
                    or (isinstance(v13, float) and float.is_integer(v13))
                )
                and v13 >= 300
                and v13 <= 9007199254740991
                and isinstance((v14 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v14) is not None
                and isinstance((v15 := instance.get("state")), str)
                and v15 in _ENUM2
                and instance.get("deliveryMode") == "session-local"
            )
            or (
                v1 == "calendar"
                and len(instance) == 10
                and isinstance((v16 := instance.get("id")), str)
                and len(v16) >= 1
                and v16[0] not in _CHARS1
                and v16[-1] not in _CHARS1
                and isinstance((v17 := instance.get("prompt")), str)
                and len(v17) >= 1
                and v17[0] not in _CHARS1
                and v17[-1] not in _CHARS1
                and isinstance((v18 := instance.get("time")), str)
                and _PATTERN2.search(v18) is not None
                and isinstance((v19 := instance.get("days")), list)
                and _all_valid1(v19)
                and isinstance((v20 := instance.get("timeZone")), str)
                and _PATTERN3.search(v20) is not None
                and isinstance((v21 := instance.get("scheduledAt")), str)
                and _PATTERN1.search(v21) is not None
                and isinstance((v22 := instance.get("state")), str)
                and v22 in _ENUM2
                and instance.get("deliveryMode") == "session-local"
                and isinstance((v23 := instance.get("scheduledLocal")), str)
                and _PATTERN4.search(v23) is not None
            )
        )
    )


def validate_schedule_create_arguments(instance: Any) -> list[Violation]:
    """Violations of v1/tools/schedule-create.json#/$defs/arguments ([] when valid)."""
    if (
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and isinstance((v1 := instance.get("after_seconds")), (int, float))
        and not isinstance(v1, bool)
    ):
        return []
    errors: list[Violation] = []
    _explain33(instance, errors)
    return errors


def is_valid_schedule_create_arguments(instance: Any) -> bool:
    """Whether the instance is valid against v1/tools/schedule-create.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and isinstance((v1 := instance.get("after_seconds")), (int, float))
        and not isinstance(v1, bool)
    )


def validate_schedule_create_output(instance: Any) -> list[Violation]:
    """Violations of v1/tools/schedule-create.json#/$defs/output ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 7
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("kind") == "after"
        and isinstance((v2 := instance.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := instance.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := instance.get("state")), str)
        and v5 in _ENUM2
        and instance.get("deliveryMode") == "session-local"
    ) or (
        isinstance(instance, dict)
        and (
            (
                (v6 := instance.get("code")) == "invalid_prompt"
                and len(instance) == 2
                and isinstance((v7 := instance.get("message")), str)
                and len(v7) >= 1
            )
            or (
                v6 == "invalid_selector"
                and len(instance) == 2
                and isinstance((v8 := instance.get("message")), str)
                and len(v8) >= 1
            )
            or (
                v6 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v9 := instance.get("message")), str)
                and len(v9) >= 1
            )
            or (
                v6 == "time_out_of_range"
                and len(instance) == 2
                and isinstance((v10 := instance.get("message")), str)
                and len(v10) >= 1
            )
            or (
                v6 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v11 := instance.get("message")), str)
                and len(v11) >= 1
            )
            or (
                v6 == "persistence_uncertain"
                and _KEYS3.issuperset(instance)
                and isinstance((v12 := instance.get("message")), str)
                and len(v12) >= 1
                and isinstance((v13 := instance.get("operation")), str)
                and v13 in _ENUM1
                and (
                    "id" not in instance
                    or (
                        isinstance((v14 := instance["id"]), str)
                        and len(v14) >= 1
                        and v14[0] not in _CHARS1
                        and v14[-1] not in _CHARS1
                    )
                )
            )
            or (
                v6 == "internal_error"
                and len(instance) == 2
                and isinstance((v15 := instance.get("message")), str)
                and len(v15) >= 1
            )
        )
    ):
        return []
    errors: list[Violation] = [_ERROR5]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "invalid_prompt":
            _closest_explained(instance, errors, (_explain15, _explain6))
            return errors
        if value == "invalid_selector":
            _closest_explained(instance, errors, (_explain15, _explain7))
            return errors
        if value == "invalid_rule":
            _closest_explained(instance, errors, (_explain15, _explain8))
            return errors
        if value == "time_out_of_range":
            _closest_explained(instance, errors, (_explain15, _explain9))
            return errors
        if value == "corrupt_schedule_log":
            _closest_explained(instance, errors, (_explain15, _explain10))
            return errors
        if value == "persistence_uncertain":
            _closest_explained(instance, errors, (_explain15, _explain11))
            return errors
        if value == "internal_error":
            _closest_explained(instance, errors, (_explain15, _explain12))
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS10) <= 1:
            _explain15(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain6(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain7(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain8(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain9(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(
        instance,
        errors,
        (
            _explain15,
            _explain6,
            _explain7,
            _explain8,
            _explain9,
            _explain10,
            _explain11,
            _explain12,
        ),
    )
    return errors


def is_valid_schedule_create_output(instance: Any) -> bool:
    """Whether the instance is valid against v1/tools/schedule-create.json#/$defs/output."""
    return bool(
        (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v1 := instance.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and instance.get("kind") == "after"
            and isinstance((v2 := instance.get("prompt")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and (
                type(v3 := instance.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v4) is not None
            and isinstance((v5 := instance.get("state")), str)
            and v5 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(instance, dict)
            and (
                (
                    (v6 := instance.get("code")) == "invalid_prompt"
                    and len(instance) == 2
                    and isinstance((v7 := instance.get("message")), str)
                    and len(v7) >= 1
                )
                or (
                    v6 == "invalid_selector"
                    and len(instance) == 2
                    and isinstance((v8 := instance.get("message")), str)
                    and len(v8) >= 1
                )
                or (
                    v6 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v9 := instance.get("message")), str)
                    and len(v9) >= 1
                )
                or (
                    v6 == "time_out_of_range"
                    and len(instance) == 2
                    and isinstance((v10 := instance.get("message")), str)
                    and len(v10) >= 1
                )
                or (
                    v6 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v11 := instance.get("message")), str)
                    and len(v11) >= 1
                )
                or (
                    v6 == "persistence_uncertain"
                    and _KEYS3.issuperset(instance)
                    and isinstance((v12 := instance.get("message")), str)
                    and len(v12) >= 1
                    and isinstance((v13 := instance.get("operation")), str)
                    and v13 in _ENUM1
                    and (
                        "id" not in instance
                        or (
                            isinstance((v14 := instance["id"]), str)
                            and len(v14) >= 1
                            and v14[0] not in _CHARS1
                            and v14[-1] not in _CHARS1
                        )
                    )
                )
                or (
                    v6 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v15 := instance.get("message")), str)
                    and len(v15) >= 1
                )
            )
        )
    )


def validate_schedule_list_arguments(instance: Any) -> list[Violation]:
    """Violations of v1/tools/schedule-list.json#/$defs/arguments ([] when valid)."""
    if isinstance(instance, dict) and not instance:
        return []
    errors: list[Violation] = []
    _explain34(instance, errors)
    return errors


def is_valid_schedule_list_arguments(instance: Any) -> bool:
    """Whether the instance is valid against v1/tools/schedule-list.json#/$defs/arguments."""
    return bool(isinstance(instance, dict) and not instance)


def validate_schedule_list_output(instance: Any) -> list[Violation]:
    """Violations of v1/tools/schedule-list.json#/$defs/output ([] when valid)."""
    if (isinstance(instance, list) and _all_valid2(instance)) or (
        isinstance(instance, dict)
        and (
            (
                (v6 := instance.get("code")) == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v7 := instance.get("message")), str)
                and len(v7) >= 1
            )
            or (
                v6 == "persistence_uncertain"
                and _KEYS3.issuperset(instance)
                and isinstance((v8 := instance.get("message")), str)
                and len(v8) >= 1
                and isinstance((v9 := instance.get("operation")), str)
                and v9 in _ENUM1
                and (
                    "id" not in instance
                    or (
                        isinstance((v10 := instance["id"]), str)
                        and len(v10) >= 1
                        and v10[0] not in _CHARS1
                        and v10[-1] not in _CHARS1
                    )
                )
            )
            or (
                v6 == "internal_error"
                and len(instance) == 2
                and isinstance((v11 := instance.get("message")), str)
                and len(v11) >= 1
            )
        )
    ):
        return []
    errors: list[Violation] = [_ERROR4]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "corrupt_schedule_log":
            _closest_explained(instance, errors, (_explain35, _explain10))
            return errors
        if value == "persistence_uncertain":
            _closest_explained(instance, errors, (_explain35, _explain11))
            return errors
        if value == "internal_error":
            _closest_explained(instance, errors, (_explain35, _explain12))
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(instance, errors, (_explain35, _explain10, _explain11, _explain12))
    return errors


def is_valid_schedule_list_output(instance: Any) -> bool:
    """Whether the instance is valid against v1/tools/schedule-list.json#/$defs/output."""
    return bool(
        (isinstance(instance, list) and _all_valid2(instance))
        or (
            isinstance(instance, dict)
            and (
                (
                    (v6 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v7 := instance.get("message")), str)
                    and len(v7) >= 1
                )
                or (
                    v6 == "persistence_uncertain"
                    and _KEYS3.issuperset(instance)
                    and isinstance((v8 := instance.get("message")), str)
                    and len(v8) >= 1
                    and isinstance((v9 := instance.get("operation")), str)
                    and v9 in _ENUM1
                    and (
                        "id" not in instance
                        or (
                            isinstance((v10 := instance["id"]), str)
                            and len(v10) >= 1
                            and v10[0] not in _CHARS1
                            and v10[-1] not in _CHARS1
                        )
                    )
                )
                or (
                    v6 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v11 := instance.get("message")), str)
                    and len(v11) >= 1
                )
            )
        )
    )


def validate_schedule_delete_arguments(instance: Any) -> list[Violation]:
    """Violations of v1/tools/schedule-delete.json#/$defs/arguments ([] when valid)."""
    if isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str):
        return []
    errors: list[Violation] = []
    _explain36(instance, errors)
    return errors


def is_valid_schedule_delete_arguments(instance: Any) -> bool:
    """Whether the instance is valid against v1/tools/schedule-delete.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str)
    )


def validate_schedule_delete_output(instance: Any) -> list[Violation]:
    """Violations of v1/tools/schedule-delete.json#/$defs/output ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 2
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("deleted") is True
    ) or (
        isinstance(instance, dict)
        and (
            (
                (v2 := instance.get("code")) == "schedule_not_found"
                and len(instance) == 3
                and isinstance((v3 := instance.get("id")), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
                and instance.get("deleted") is False
            )
            or (
                v2 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v4 := instance.get("message")), str)
                and len(v4) >= 1
            )
            or (
                v2 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v5 := instance.get("message")), str)
                and len(v5) >= 1
            )
            or (
                v2 == "persistence_uncertain"
                and _KEYS3.issuperset(instance)
                and isinstance((v6 := instance.get("message")), str)
                and len(v6) >= 1
                and isinstance((v7 := instance.get("operation")), str)
                and v7 in _ENUM1
                and (
                    "id" not in instance
                    or (
                        isinstance((v8 := instance["id"]), str)
                        and len(v8) >= 1
                        and v8[0] not in _CHARS1
                        and v8[-1] not in _CHARS1
                    )
                )
            )
            or (
                v2 == "internal_error"
                and len(instance) == 2
                and isinstance((v9 := instance.get("message")), str)
                and len(v9) >= 1
            )
        )
    ):
        return []
    errors: list[Violation] = [_ERROR6]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "schedule_not_found":
            _closest_explained(instance, errors, (_explain37, _explain38))
            return errors
        if value == "invalid_rule":
            _closest_explained(instance, errors, (_explain37, _explain8))
            return errors
        if value == "corrupt_schedule_log":
            _closest_explained(instance, errors, (_explain37, _explain10))
            return errors
        if value == "persistence_uncertain":
            _closest_explained(instance, errors, (_explain37, _explain11))
            return errors
        if value == "internal_error":
            _closest_explained(instance, errors, (_explain37, _explain12))
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS14) <= 1:
            _explain37(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS15) + ("code" in instance) <= 1:
            _explain38(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain8(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(
        instance, errors, (_explain37, _explain38, _explain8, _explain10, _explain11, _explain12)
    )
    return errors


def is_valid_schedule_delete_output(instance: Any) -> bool:
    """Whether the instance is valid against v1/tools/schedule-delete.json#/$defs/output."""
    return bool(
        (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v1 := instance.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and instance.get("deleted") is True
        )
        or (
            isinstance(instance, dict)
            and (
                (
                    (v2 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v3 := instance.get("id")), str)
                    and len(v3) >= 1
                    and v3[0] not in _CHARS1
                    and v3[-1] not in _CHARS1
                    and instance.get("deleted") is False
                )
                or (
                    v2 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v4 := instance.get("message")), str)
                    and len(v4) >= 1
                )
                or (
                    v2 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v5 := instance.get("message")), str)
                    and len(v5) >= 1
                )
                or (
                    v2 == "persistence_uncertain"
                    and _KEYS3.issuperset(instance)
                    and isinstance((v6 := instance.get("message")), str)
                    and len(v6) >= 1
                    and isinstance((v7 := instance.get("operation")), str)
                    and v7 in _ENUM1
                    and (
                        "id" not in instance
                        or (
                            isinstance((v8 := instance["id"]), str)
                            and len(v8) >= 1
                            and v8[0] not in _CHARS1
                            and v8[-1] not in _CHARS1
                        )
                    )
                )
                or (
                    v2 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v9 := instance.get("message")), str)
                    and len(v9) >= 1
                )
            )
        )
    )


def validate_schedule_create_v2_arguments(instance: Any) -> list[Violation]:
    """Violations of v2/tools/schedule-create.json#/$defs/arguments ([] when valid)."""
    if (
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and (
            "after_seconds" not in instance
            or (
                isinstance((v2 := instance["after_seconds"]), (int, float))
                and not isinstance(v2, bool)
            )
        )
        and (
            "at" not in instance
            or isinstance((v3 := instance["at"]), str)
            or (
                isinstance(v3, dict)
                and ("date" not in v3 or isinstance(v3["date"], str))
                and ("time" not in v3 or isinstance(v3["time"], str))
                and ("time_zone" not in v3 or isinstance(v3["time_zone"], str))
            )
        )
        and (
            "every_seconds" not in instance
            or (
                isinstance((v4 := instance["every_seconds"]), (int, float))
                and not isinstance(v4, bool)
            )
        )
        and (
            "calendar" not in instance
            or (
                isinstance((v5 := instance["calendar"]), dict)
                and ("time" not in v5 or isinstance(v5["time"], str))
                and ("days" not in v5 or (isinstance((v1 := v5["days"]), list) and _all_valid3(v1)))
                and ("time_zone" not in v5 or isinstance(v5["time_zone"], str))
            )
        )
    ):
        return []
    errors: list[Violation] = []
    _explain39(instance, errors)
    return errors


def is_valid_schedule_create_v2_arguments(instance: Any) -> bool:
    """Whether the instance is valid against v2/tools/schedule-create.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and (
            "after_seconds" not in instance
            or (
                isinstance((v2 := instance["after_seconds"]), (int, float))
                and not isinstance(v2, bool)
            )
        )
        and (
            "at" not in instance
            or isinstance((v3 := instance["at"]), str)
            or (
                isinstance(v3, dict)
                and ("date" not in v3 or isinstance(v3["date"], str))
                and ("time" not in v3 or isinstance(v3["time"], str))
                and ("time_zone" not in v3 or isinstance(v3["time_zone"], str))
            )
        )
        and (
            "every_seconds" not in instance
            or (
                isinstance((v4 := instance["every_seconds"]), (int, float))
                and not isinstance(v4, bool)
            )
        )
        and (
            "calendar" not in instance
            or (
                isinstance((v5 := instance["calendar"]), dict)
                and ("time" not in v5 or isinstance(v5["time"], str))
                and ("days" not in v5 or (isinstance((v1 := v5["days"]), list) and _all_valid3(v1)))
                and ("time_zone" not in v5 or isinstance(v5["time_zone"], str))
            )
        )
    )


def validate_schedule_create_v2_output(instance: Any) -> list[Violation]:
    """Violations of v2/tools/schedule-create.json#/$defs/output ([] when valid)."""
    if (
        (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v1 := instance.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and instance.get("kind") == "after"
            and isinstance((v2 := instance.get("prompt")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and (
                type(v3 := instance.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v4) is not None
            and isinstance((v5 := instance.get("state")), str)
            and v5 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(instance, dict)
            and len(instance) == 6
            and isinstance((v6 := instance.get("id")), str)
            and len(v6) >= 1
            and v6[0] not in _CHARS1
            and v6[-1] not in _CHARS1
            and instance.get("kind") == "at"
            and isinstance((v7 := instance.get("prompt")), str)
            and len(v7) >= 1
            and v7[0] not in _CHARS1
            and v7[-1] not in _CHARS1
            and isinstance((v8 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v8) is not None
            and isinstance((v9 := instance.get("state")), str)
            and v9 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v10 := instance.get("id")), str)
            and len(v10) >= 1
            and v10[0] not in _CHARS1
            and v10[-1] not in _CHARS1
            and instance.get("kind") == "every"
            and isinstance((v11 := instance.get("prompt")), str)
            and len(v11) >= 1
            and v11[0] not in _CHARS1
            and v11[-1] not in _CHARS1
            and (
                type(v12 := instance.get("everySeconds")) is int
                or (isinstance(v12, int) and not isinstance(v12, bool))
                or (isinstance(v12, float) and float.is_integer(v12))
            )
            and v12 >= 300
            and v12 <= 9007199254740991
            and isinstance((v13 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v13) is not None
            and isinstance((v14 := instance.get("state")), str)
            and v14 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(instance, dict)
            and len(instance) == 10
            and isinstance((v15 := instance.get("id")), str)
            and len(v15) >= 1
            and v15[0] not in _CHARS1
            and v15[-1] not in _CHARS1
            and instance.get("kind") == "calendar"
            and isinstance((v16 := instance.get("prompt")), str)
            and len(v16) >= 1
            and v16[0] not in _CHARS1
            and v16[-1] not in _CHARS1
            and isinstance((v17 := instance.get("time")), str)
            and _PATTERN2.search(v17) is not None
            and isinstance((v18 := instance.get("days")), list)
            and _all_valid1(v18)
            and isinstance((v19 := instance.get("timeZone")), str)
            and _PATTERN3.search(v19) is not None
            and isinstance((v20 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v20) is not None
            and isinstance((v21 := instance.get("state")), str)
            and v21 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v22 := instance.get("scheduledLocal")), str)
            and _PATTERN4.search(v22) is not None
        )
        or (
            isinstance(instance, dict)
            and (
                (
                    (v23 := instance.get("code")) == "invalid_prompt"
                    and len(instance) == 2
                    and isinstance((v24 := instance.get("message")), str)
                    and len(v24) >= 1
                )
                or (
                    v23 == "invalid_selector"
                    and len(instance) == 2
                    and isinstance((v25 := instance.get("message")), str)
                    and len(v25) >= 1
                )
                or (
                    v23 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v26 := instance.get("message")), str)
                    and len(v26) >= 1
                )
                or (
                    v23 == "invalid_time_zone"
                    and len(instance) == 2
                    and isinstance((v27 := instance.get("message")), str)
                    and len(v27) >= 1
                )
                or (
                    v23 == "frequency_too_high"
                    and len(instance) == 2
                    and isinstance((v28 := instance.get("message")), str)
                    and len(v28) >= 1
                )
                or (
                    v23 == "time_out_of_range"
                    and len(instance) == 2
                    and isinstance((v29 := instance.get("message")), str)
                    and len(v29) >= 1
                )
                or (
                    v23 == "not_future"
                    and len(instance) == 2
                    and isinstance((v30 := instance.get("message")), str)
                    and len(v30) >= 1
                )
                or (
                    v23 == "too_many_schedules"
                    and len(instance) == 2
                    and isinstance((v31 := instance.get("message")), str)
                    and len(v31) >= 1
                )
                or (
                    v23 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v32 := instance.get("message")), str)
                    and len(v32) >= 1
                )
                or (
                    v23 == "persistence_uncertain"
                    and _KEYS3.issuperset(instance)
                    and isinstance((v33 := instance.get("message")), str)
                    and len(v33) >= 1
                    and isinstance((v34 := instance.get("operation")), str)
                    and v34 in _ENUM1
                    and (
                        "id" not in instance
                        or (
                            isinstance((v35 := instance["id"]), str)
                            and len(v35) >= 1
                            and v35[0] not in _CHARS1
                            and v35[-1] not in _CHARS1
                        )
                    )
                )
                or (
                    v23 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v36 := instance.get("message")), str)
                    and len(v36) >= 1
                )
            )
        )
    ):
        return []
    errors: list[Violation] = [_ERROR7]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "invalid_prompt":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain6)
            )
            return errors
        if value == "invalid_selector":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain22)
            )
            return errors
        if value == "invalid_rule":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain23)
            )
            return errors
        if value == "invalid_time_zone":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain24)
            )
            return errors
        if value == "frequency_too_high":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain25)
            )
            return errors
        if value == "time_out_of_range":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain26)
            )
            return errors
        if value == "not_future":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain27)
            )
            return errors
        if value == "too_many_schedules":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain28)
            )
            return errors
        if value == "corrupt_schedule_log":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain10)
            )
            return errors
        if value == "persistence_uncertain":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain11)
            )
            return errors
        if value == "internal_error":
            _closest_explained(
                instance, errors, (_explain15, _explain30, _explain31, _explain32, _explain12)
            )
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS10) <= 1:
            _explain15(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS11) <= 1:
            _explain30(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS12) <= 1:
            _explain31(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS13) <= 1:
            _explain32(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain6(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain22(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain23(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain24(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain25(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain26(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain27(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain28(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(
        instance,
        errors,
        (
            _explain15,
            _explain30,
            _explain31,
            _explain32,
            _explain6,
            _explain22,
            _explain23,
            _explain24,
            _explain25,
            _explain26,
            _explain27,
            _explain28,
            _explain10,
            _explain11,
            _explain12,
        ),
    )
    return errors


def is_valid_schedule_create_v2_output(instance: Any) -> bool:
    """Whether the instance is valid against v2/tools/schedule-create.json#/$defs/output."""
    return bool(
        (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v1 := instance.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and instance.get("kind") == "after"
            and isinstance((v2 := instance.get("prompt")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and (
                type(v3 := instance.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v4) is not None
            and isinstance((v5 := instance.get("state")), str)
            and v5 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(instance, dict)
            and len(instance) == 6
            and isinstance((v6 := instance.get("id")), str)
            and len(v6) >= 1
            and v6[0] not in _CHARS1
            and v6[-1] not in _CHARS1
            and instance.get("kind") == "at"
            and isinstance((v7 := instance.get("prompt")), str)
            and len(v7) >= 1
            and v7[0] not in _CHARS1
            and v7[-1] not in _CHARS1
            and isinstance((v8 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v8) is not None
            and isinstance((v9 := instance.get("state")), str)
            and v9 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(instance, dict)
            and len(instance) == 7
            and isinstance((v10 := instance.get("id")), str)
            and len(v10) >= 1
            and v10[0] not in _CHARS1
            and v10[-1] not in _CHARS1
            and instance.get("kind") == "every"
            and isinstance((v11 := instance.get("prompt")), str)
            and len(v11) >= 1
            and v11[0] not in _CHARS1
            and v11[-1] not in _CHARS1
            and (
                type(v12 := instance.get("everySeconds")) is int
                or (isinstance(v12, int) and not isinstance(v12, bool))
                or (isinstance(v12, float) and float.is_integer(v12))
            )
            and v12 >= 300
            and v12 <= 9007199254740991
            and isinstance((v13 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v13) is not None
            and isinstance((v14 := instance.get("state")), str)
            and v14 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
        )
        or (
            isinstance(instance, dict)
            and len(instance) == 10
            and isinstance((v15 := instance.get("id")), str)
            and len(v15) >= 1
            and v15[0] not in _CHARS1
            and v15[-1] not in _CHARS1
            and instance.get("kind") == "calendar"
            and isinstance((v16 := instance.get("prompt")), str)
            and len(v16) >= 1
            and v16[0] not in _CHARS1
            and v16[-1] not in _CHARS1
            and isinstance((v17 := instance.get("time")), str)
            and _PATTERN2.search(v17) is not None
            and isinstance((v18 := instance.get("days")), list)
            and _all_valid1(v18)
            and isinstance((v19 := instance.get("timeZone")), str)
            and _PATTERN3.search(v19) is not None
            and isinstance((v20 := instance.get("scheduledAt")), str)
            and _PATTERN1.search(v20) is not None
            and isinstance((v21 := instance.get("state")), str)
            and v21 in _ENUM2
            and instance.get("deliveryMode") == "session-local"
            and isinstance((v22 := instance.get("scheduledLocal")), str)
            and _PATTERN4.search(v22) is not None
        )
        or (
            isinstance(instance, dict)
            and (
                (
                    (v23 := instance.get("code")) == "invalid_prompt"
                    and len(instance) == 2
                    and isinstance((v24 := instance.get("message")), str)
                    and len(v24) >= 1
                )
                or (
                    v23 == "invalid_selector"
                    and len(instance) == 2
                    and isinstance((v25 := instance.get("message")), str)
                    and len(v25) >= 1
                )
                or (
                    v23 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v26 := instance.get("message")), str)
                    and len(v26) >= 1
                )
                or (
                    v23 == "invalid_time_zone"
                    and len(instance) == 2
                    and isinstance((v27 := instance.get("message")), str)
                    and len(v27) >= 1
                )
                or (
                    v23 == "frequency_too_high"
                    and len(instance) == 2
                    and isinstance((v28 := instance.get("message")), str)
                    and len(v28) >= 1
                )
                or (
                    v23 == "time_out_of_range"
                    and len(instance) == 2
                    and isinstance((v29 := instance.get("message")), str)
                    and len(v29) >= 1
                )
                or (
                    v23 == "not_future"
                    and len(instance) == 2
                    and isinstance((v30 := instance.get("message")), str)
                    and len(v30) >= 1
                )
                or (
                    v23 == "too_many_schedules"
                    and len(instance) == 2
                    and isinstance((v31 := instance.get("message")), str)
                    and len(v31) >= 1
                )
                or (
                    v23 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v32 := instance.get("message")), str)
                    and len(v32) >= 1
                )
                or (
                    v23 == "persistence_uncertain"
                    and _KEYS3.issuperset(instance)
                    and isinstance((v33 := instance.get("message")), str)
                    and len(v33) >= 1
                    and isinstance((v34 := instance.get("operation")), str)
                    and v34 in _ENUM1
                    and (
                        "id" not in instance
                        or (
                            isinstance((v35 := instance["id"]), str)
                            and len(v35) >= 1
                            and v35[0] not in _CHARS1
                            and v35[-1] not in _CHARS1
                        )
                    )
                )
                or (
                    v23 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v36 := instance.get("message")), str)
                    and len(v36) >= 1
                )
            )
        )
    )


def validate_schedule_list_v2_arguments(instance: Any) -> list[Violation]:
    """Violations of v2/tools/schedule-list.json#/$defs/arguments ([] when valid)."""
    if isinstance(instance, dict) and not instance:
        return []
    errors: list[Violation] = []
    _explain40(instance, errors)
    return errors


def is_valid_schedule_list_v2_arguments(instance: Any) -> bool:
    """Whether the instance is valid against v2/tools/schedule-list.json#/$defs/arguments."""
    return bool(isinstance(instance, dict) and not instance)


def validate_schedule_list_v2_output(instance: Any) -> list[Violation]:
    """Violations of v2/tools/schedule-list.json#/$defs/output ([] when valid)."""
    if (isinstance(instance, list) and _all_valid4(instance)) or (
        isinstance(instance, dict)
        and (
            (
                (v24 := instance.get("code")) == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v25 := instance.get("message")), str)
                and len(v25) >= 1
            )
            or (
                v24 == "persistence_uncertain"
                and _KEYS3.issuperset(instance)
                and isinstance((v26 := instance.get("message")), str)
                and len(v26) >= 1
                and isinstance((v27 := instance.get("operation")), str)
                and v27 in _ENUM1
                and (
                    "id" not in instance
                    or (
                        isinstance((v28 := instance["id"]), str)
                        and len(v28) >= 1
                        and v28[0] not in _CHARS1
                        and v28[-1] not in _CHARS1
                    )
                )
            )
            or (
                v24 == "internal_error"
                and len(instance) == 2
                and isinstance((v29 := instance.get("message")), str)
                and len(v29) >= 1
            )
        )
    ):
        return []
    errors: list[Violation] = [_ERROR4]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "corrupt_schedule_log":
            _closest_explained(instance, errors, (_explain41, _explain10))
            return errors
        if value == "persistence_uncertain":
            _closest_explained(instance, errors, (_explain41, _explain11))
            return errors
        if value == "internal_error":
            _closest_explained(instance, errors, (_explain41, _explain12))
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(instance, errors, (_explain41, _explain10, _explain11, _explain12))
    return errors


def is_valid_schedule_list_v2_output(instance: Any) -> bool:
    """Whether the instance is valid against v2/tools/schedule-list.json#/$defs/output."""
    return bool(
        (isinstance(instance, list) and _all_valid4(instance))
        or (
            isinstance(instance, dict)
            and (
                (
                    (v24 := instance.get("code")) == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v25 := instance.get("message")), str)
                    and len(v25) >= 1
                )
                or (
                    v24 == "persistence_uncertain"
                    and _KEYS3.issuperset(instance)
                    and isinstance((v26 := instance.get("message")), str)
                    and len(v26) >= 1
                    and isinstance((v27 := instance.get("operation")), str)
                    and v27 in _ENUM1
                    and (
                        "id" not in instance
                        or (
                            isinstance((v28 := instance["id"]), str)
                            and len(v28) >= 1
                            and v28[0] not in _CHARS1
                            and v28[-1] not in _CHARS1
                        )
                    )
                )
                or (
                    v24 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v29 := instance.get("message")), str)
                    and len(v29) >= 1
                )
            )
        )
    )


def validate_schedule_delete_v2_arguments(instance: Any) -> list[Violation]:
    """Violations of v2/tools/schedule-delete.json#/$defs/arguments ([] when valid)."""
    if isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str):
        return []
    errors: list[Violation] = []
    _explain42(instance, errors)
    return errors


def is_valid_schedule_delete_v2_arguments(instance: Any) -> bool:
    """Whether the instance is valid against v2/tools/schedule-delete.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str)
    )


def validate_schedule_delete_v2_output(instance: Any) -> list[Violation]:
    """Violations of v2/tools/schedule-delete.json#/$defs/output ([] when valid)."""
    if (
        isinstance(instance, dict)
        and len(instance) == 2
        and isinstance((v1 := instance.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance.get("deleted") is True
    ) or (
        isinstance(instance, dict)
        and (
            (
                (v2 := instance.get("code")) == "schedule_not_found"
                and len(instance) == 3
                and isinstance((v3 := instance.get("id")), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
                and instance.get("deleted") is False
            )
            or (
                v2 == "invalid_rule"
                and len(instance) == 2
                and isinstance((v4 := instance.get("message")), str)
                and len(v4) >= 1
            )
            or (
                v2 == "corrupt_schedule_log"
                and len(instance) == 2
                and isinstance((v5 := instance.get("message")), str)
                and len(v5) >= 1
            )
            or (
                v2 == "persistence_uncertain"
                and _KEYS3.issuperset(instance)
                and isinstance((v6 := instance.get("message")), str)
                and len(v6) >= 1
                and isinstance((v7 := instance.get("operation")), str)
                and v7 in _ENUM1
                and (
                    "id" not in instance
                    or (
                        isinstance((v8 := instance["id"]), str)
                        and len(v8) >= 1
                        and v8[0] not in _CHARS1
                        and v8[-1] not in _CHARS1
                    )
                )
            )
            or (
                v2 == "internal_error"
                and len(instance) == 2
                and isinstance((v9 := instance.get("message")), str)
                and len(v9) >= 1
            )
        )
    ):
        return []
    errors: list[Violation] = [_ERROR6]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "schedule_not_found":
            _closest_explained(instance, errors, (_explain37, _explain38))
            return errors
        if value == "invalid_rule":
            _closest_explained(instance, errors, (_explain37, _explain23))
            return errors
        if value == "corrupt_schedule_log":
            _closest_explained(instance, errors, (_explain37, _explain10))
            return errors
        if value == "persistence_uncertain":
            _closest_explained(instance, errors, (_explain37, _explain11))
            return errors
        if value == "internal_error":
            _closest_explained(instance, errors, (_explain37, _explain12))
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS14) <= 1:
            _explain37(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS15) + ("code" in instance) <= 1:
            _explain38(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain23(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain10(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if ("code" in instance) <= 1:
            _explain11(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS4) + ("code" in instance) <= 1:
            _explain12(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
    _closest_explained(
        instance, errors, (_explain37, _explain38, _explain23, _explain10, _explain11, _explain12)
    )
    return errors


def is_valid_schedule_delete_v2_output(instance: Any) -> bool:
    """Whether the instance is valid against v2/tools/schedule-delete.json#/$defs/output."""
    return bool(
        (
            isinstance(instance, dict)
            and len(instance) == 2
            and isinstance((v1 := instance.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and instance.get("deleted") is True
        )
        or (
            isinstance(instance, dict)
            and (
                (
                    (v2 := instance.get("code")) == "schedule_not_found"
                    and len(instance) == 3
                    and isinstance((v3 := instance.get("id")), str)
                    and len(v3) >= 1
                    and v3[0] not in _CHARS1
                    and v3[-1] not in _CHARS1
                    and instance.get("deleted") is False
                )
                or (
                    v2 == "invalid_rule"
                    and len(instance) == 2
                    and isinstance((v4 := instance.get("message")), str)
                    and len(v4) >= 1
                )
                or (
                    v2 == "corrupt_schedule_log"
                    and len(instance) == 2
                    and isinstance((v5 := instance.get("message")), str)
                    and len(v5) >= 1
                )
                or (
                    v2 == "persistence_uncertain"
                    and _KEYS3.issuperset(instance)
                    and isinstance((v6 := instance.get("message")), str)
                    and len(v6) >= 1
                    and isinstance((v7 := instance.get("operation")), str)
                    and v7 in _ENUM1
                    and (
                        "id" not in instance
                        or (
                            isinstance((v8 := instance["id"]), str)
                            and len(v8) >= 1
                            and v8[0] not in _CHARS1
                            and v8[-1] not in _CHARS1
                        )
                    )
                )
                or (
                    v2 == "internal_error"
                    and len(instance) == 2
                    and isinstance((v9 := instance.get("message")), str)
                    and len(v9) >= 1
                )
            )
        )
    )


TOOL_VALIDATORS: dict[
    str, tuple[Callable[[Any], list[Violation]], Callable[[Any], list[Violation]]]
] = {
    "schedule_create": (validate_schedule_create_arguments, validate_schedule_create_output),
    "schedule_list": (validate_schedule_list_arguments, validate_schedule_list_output),
    "schedule_delete": (validate_schedule_delete_arguments, validate_schedule_delete_output),
}
"""Each tool's (arguments, output) validators, by tool name, in catalog order."""


TOOL_VALIDATORS_V2: dict[
    str, tuple[Callable[[Any], list[Violation]], Callable[[Any], list[Violation]]]
] = {
    "schedule_create": (validate_schedule_create_v2_arguments, validate_schedule_create_v2_output),
    "schedule_list": (validate_schedule_list_v2_arguments, validate_schedule_list_v2_output),
    "schedule_delete": (validate_schedule_delete_v2_arguments, validate_schedule_delete_v2_output),
}
"""Each tool's (arguments, output) validators of protocol 2, by tool name, in catalog order."""


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _is_valid11(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 5
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "after"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := x.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
    )


# https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
def _is_valid12(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 4
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "at"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v3) is not None
    )


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
def _is_valid13(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 5
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "every"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := x.get("everySeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 300
        and v3 <= 9007199254740991
        and isinstance((v4 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
    )


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
def _is_valid14(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "calendar"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := x.get("time")), str)
        and _PATTERN2.search(v3) is not None
        and isinstance((v4 := x.get("days")), list)
        and _all_valid1(v4)
        and isinstance((v5 := x.get("timeZone")), str)
        and _PATTERN3.search(v5) is not None
        and isinstance((v6 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v6) is not None
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _is_valid15(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "after"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := x.get("afterSeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := x.get("state")), str)
        and v5 in _ENUM2
        and x.get("deliveryMode") == "session-local"
    )


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0
def _is_valid16(x: Any) -> bool:
    return bool(isinstance(x, str))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
def _is_valid17(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and ("date" not in x or isinstance(x["date"], str))
        and ("time" not in x or isinstance(x["time"], str))
        and ("time_zone" not in x or isinstance(x["time_zone"], str))
    )


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
def _is_valid18(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and (
            (
                (v1 := x.get("kind")) == "after"
                and len(x) == 7
                and isinstance((v2 := x.get("id")), str)
                and len(v2) >= 1
                and v2[0] not in _CHARS1
                and v2[-1] not in _CHARS1
                and isinstance((v3 := x.get("prompt")), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
                and (
                    type(v4 := x.get("afterSeconds")) is int
                    or (isinstance(v4, int) and not isinstance(v4, bool))
                    or (isinstance(v4, float) and float.is_integer(v4))
                )
                and v4 >= 1
                and v4 <= 9007199254740991
                and isinstance((v5 := x.get("scheduledAt")), str)
                and _PATTERN1.search(v5) is not None
                and isinstance((v6 := x.get("state")), str)
                and v6 in _ENUM2
                and x.get("deliveryMode") == "session-local"
            )
            or (
                v1 == "at"
                and len(x) == 6
                and isinstance((v7 := x.get("id")), str)
                and len(v7) >= 1
                and v7[0] not in _CHARS1
                and v7[-1] not in _CHARS1
                and isinstance((v8 := x.get("prompt")), str)
                and len(v8) >= 1
                and v8[0] not in _CHARS1
                and v8[-1] not in _CHARS1
                and isinstance((v9 := x.get("scheduledAt")), str)
                and _PATTERN1.search(v9) is not None
                and isinstance((v10 := x.get("state")), str)
                and v10 in _ENUM2
                and x.get("deliveryMode") == "session-local"
            )
            or (
                v1 == "every"
                and len(x) == 7
                and isinstance((v11 := x.get("id")), str)
                and len(v11) >= 1
                and v11[0] not in _CHARS1
                and v11[-1] not in _CHARS1
                and isinstance((v12 := x.get("prompt")), str)
                and len(v12) >= 1
                and v12[0] not in _CHARS1
                and v12[-1] not in _CHARS1
                and (
                    type(v13 := x.get("everySeconds")) is int
                    or (isinstance(v13, int) and not isinstance(v13, bool))
                    or (isinstance(v13, float) and float.is_integer(v13))
                )
                and v13 >= 300
                and v13 <= 9007199254740991
                and isinstance((v14 := x.get("scheduledAt")), str)
                and _PATTERN1.search(v14) is not None
                and isinstance((v15 := x.get("state")), str)
                and v15 in _ENUM2
                and x.get("deliveryMode") == "session-local"
            )
            or (
                v1 == "calendar"
                and len(x) == 10
                and isinstance((v16 := x.get("id")), str)
                and len(v16) >= 1
                and v16[0] not in _CHARS1
                and v16[-1] not in _CHARS1
                and isinstance((v17 := x.get("prompt")), str)
                and len(v17) >= 1
                and v17[0] not in _CHARS1
                and v17[-1] not in _CHARS1
                and isinstance((v18 := x.get("time")), str)
                and _PATTERN2.search(v18) is not None
                and isinstance((v19 := x.get("days")), list)
                and _all_valid1(v19)
                and isinstance((v20 := x.get("timeZone")), str)
                and _PATTERN3.search(v20) is not None
                and isinstance((v21 := x.get("scheduledAt")), str)
                and _PATTERN1.search(v21) is not None
                and isinstance((v22 := x.get("state")), str)
                and v22 in _ENUM2
                and x.get("deliveryMode") == "session-local"
                and isinstance((v23 := x.get("scheduledLocal")), str)
                and _PATTERN4.search(v23) is not None
            )
        )
    )


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _is_valid19(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1)


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
def _is_valid21(x: Any) -> bool:
    return bool(
        (
            type(x) is int
            or (isinstance(x, int) and not isinstance(x, bool))
            or (isinstance(x, float) and float.is_integer(x))
        )
        and x >= 1
        and x <= 9007199254740991
    )


# https://dsh-tool-schedule.example/schemas/v1/instant.json#
def _is_valid22(x: Any) -> bool:
    return bool(isinstance(x, str) and _PATTERN1.search(x) is not None)


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds
def _is_valid25(x: Any) -> bool:
    return bool(
        (
            type(x) is int
            or (isinstance(x, int) and not isinstance(x, bool))
            or (isinstance(x, float) and float.is_integer(x))
        )
        and x >= 300
        and x <= 9007199254740991
    )


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time
def _is_valid27(x: Any) -> bool:
    return bool(isinstance(x, str) and _PATTERN2.search(x) is not None)


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
def _is_valid5(x: Any) -> bool:
    return bool(isinstance(x, list) and _all_valid1(x))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone
def _is_valid28(x: Any) -> bool:
    return bool(isinstance(x, str) and _PATTERN3.search(x) is not None)


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
def _is_valid34(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 6
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "at"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v3) is not None
        and isinstance((v4 := x.get("state")), str)
        and v4 in _ENUM2
        and x.get("deliveryMode") == "session-local"
    )


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
def _is_valid35(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 7
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "every"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            type(v3 := x.get("everySeconds")) is int
            or (isinstance(v3, int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 300
        and v3 <= 9007199254740991
        and isinstance((v4 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := x.get("state")), str)
        and v5 in _ENUM2
        and x.get("deliveryMode") == "session-local"
    )


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
def _is_valid36(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and len(x) == 10
        and isinstance((v1 := x.get("id")), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x.get("kind") == "calendar"
        and isinstance((v2 := x.get("prompt")), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := x.get("time")), str)
        and _PATTERN2.search(v3) is not None
        and isinstance((v4 := x.get("days")), list)
        and _all_valid1(v4)
        and isinstance((v5 := x.get("timeZone")), str)
        and _PATTERN3.search(v5) is not None
        and isinstance((v6 := x.get("scheduledAt")), str)
        and _PATTERN1.search(v6) is not None
        and isinstance((v7 := x.get("state")), str)
        and v7 in _ENUM2
        and x.get("deliveryMode") == "session-local"
        and isinstance((v8 := x.get("scheduledLocal")), str)
        and _PATTERN4.search(v8) is not None
    )


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal
def _is_valid39(x: Any) -> bool:
    return bool(isinstance(x, str) and _PATTERN4.search(x) is not None)


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items
def _all_valid1(x: list[Any]) -> bool:
    for item in x:
        if not (isinstance(item, str) and item in _ENUM3):
            break
    else:
        return True
    return False


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
def _all_valid2(x: list[Any]) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and len(item) == 7
            and isinstance((v1 := item.get("id")), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and item.get("kind") == "after"
            and isinstance((v2 := item.get("prompt")), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and (
                type(v3 := item.get("afterSeconds")) is int
                or (isinstance(v3, int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := item.get("scheduledAt")), str)
            and _PATTERN1.search(v4) is not None
            and isinstance((v5 := item.get("state")), str)
            and v5 in _ENUM2
            and item.get("deliveryMode") == "session-local"
        ):
            break
    else:
        return True
    return False


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items
def _all_valid3(x: list[Any]) -> bool:
    for item in x:
        if not (isinstance(item, str)):
            break
    else:
        return True
    return False


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0/items
def _all_valid4(x: list[Any]) -> bool:
    for item in x:
        if not (
            isinstance(item, dict)
            and (
                (
                    (v1 := item.get("kind")) == "after"
                    and len(item) == 7
                    and isinstance((v2 := item.get("id")), str)
                    and len(v2) >= 1
                    and v2[0] not in _CHARS1
                    and v2[-1] not in _CHARS1
                    and isinstance((v3 := item.get("prompt")), str)
                    and len(v3) >= 1
                    and v3[0] not in _CHARS1
                    and v3[-1] not in _CHARS1
                    and (
                        type(v4 := item.get("afterSeconds")) is int
                        or (isinstance(v4, int) and not isinstance(v4, bool))
                        or (isinstance(v4, float) and float.is_integer(v4))
                    )
                    and v4 >= 1
                    and v4 <= 9007199254740991
                    and isinstance((v5 := item.get("scheduledAt")), str)
                    and _PATTERN1.search(v5) is not None
                    and isinstance((v6 := item.get("state")), str)
                    and v6 in _ENUM2
                    and item.get("deliveryMode") == "session-local"
                )
                or (
                    v1 == "at"
                    and len(item) == 6
                    and isinstance((v7 := item.get("id")), str)
                    and len(v7) >= 1
                    and v7[0] not in _CHARS1
                    and v7[-1] not in _CHARS1
                    and isinstance((v8 := item.get("prompt")), str)
                    and len(v8) >= 1
                    and v8[0] not in _CHARS1
                    and v8[-1] not in _CHARS1
                    and isinstance((v9 := item.get("scheduledAt")), str)
                    and _PATTERN1.search(v9) is not None
                    and isinstance((v10 := item.get("state")), str)
                    and v10 in _ENUM2
                    and item.get("deliveryMode") == "session-local"
                )
                or (
                    v1 == "every"
                    and len(item) == 7
                    and isinstance((v11 := item.get("id")), str)
                    and len(v11) >= 1
                    and v11[0] not in _CHARS1
                    and v11[-1] not in _CHARS1
                    and isinstance((v12 := item.get("prompt")), str)
                    and len(v12) >= 1
                    and v12[0] not in _CHARS1
                    and v12[-1] not in _CHARS1
                    and (
                        type(v13 := item.get("everySeconds")) is int
                        or (isinstance(v13, int) and not isinstance(v13, bool))
                        or (isinstance(v13, float) and float.is_integer(v13))
                    )
                    and v13 >= 300
                    and v13 <= 9007199254740991
                    and isinstance((v14 := item.get("scheduledAt")), str)
                    and _PATTERN1.search(v14) is not None
                    and isinstance((v15 := item.get("state")), str)
                    and v15 in _ENUM2
                    and item.get("deliveryMode") == "session-local"
                )
                or (
                    v1 == "calendar"
                    and len(item) == 10
                    and isinstance((v16 := item.get("id")), str)
                    and len(v16) >= 1
                    and v16[0] not in _CHARS1
                    and v16[-1] not in _CHARS1
                    and isinstance((v17 := item.get("prompt")), str)
                    and len(v17) >= 1
                    and v17[0] not in _CHARS1
                    and v17[-1] not in _CHARS1
                    and isinstance((v18 := item.get("time")), str)
                    and _PATTERN2.search(v18) is not None
                    and isinstance((v19 := item.get("days")), list)
                    and _all_valid1(v19)
                    and isinstance((v20 := item.get("timeZone")), str)
                    and _PATTERN3.search(v20) is not None
                    and isinstance((v21 := item.get("scheduledAt")), str)
                    and _PATTERN1.search(v21) is not None
                    and isinstance((v22 := item.get("state")), str)
                    and v22 in _ENUM2
                    and item.get("deliveryMode") == "session-local"
                    and isinstance((v23 := item.get("scheduledLocal")), str)
                    and _PATTERN4.search(v23) is not None
                )
            )
        ):
            break
    else:
        return True
    return False


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _explain1(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS6:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "afterSeconds" not in x:
                errors.append(_ERROR11)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            for key in x:
                if key not in _KEYS6:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "after":
                errors.append(_ERROR15)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "afterSeconds" in x:
            value4 = x["afterSeconds"]
            if not _is_integer(value4):
                errors.append(
                    _violation(
                        "/afterSeconds", "type", "expected integer, got " + _json_type(value4)
                    )
                )
            if _is_number(value4):
                if value4 < 1:
                    errors.append(_ERROR18)
                if value4 > 9007199254740991:
                    errors.append(_ERROR19)
        if "scheduledAt" in x:
            value5 = x["scheduledAt"]
            if not isinstance(value5, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value5))
                )
            if isinstance(value5, str) and _PATTERN1.search(value5) is None:
                errors.append(_ERROR20)


# https://dsh-tool-schedule.example/schemas/v1/instant.json#
def _explain2(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_violation("", "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN1.search(x) is None:
        errors.append(_ERROR21)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
def _explain3(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS1:
            if "version" not in x:
                errors.append(_ERROR22)
            if "operation" not in x:
                errors.append(_ERROR23)
            if "schedule" not in x:
                errors.append(_ERROR24)
            for key in x:
                if key not in _KEYS1:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 1 and not isinstance(value1, bool)):
                errors.append(_ERROR25)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "create":
                errors.append(_ERROR26)
        if "schedule" in x:
            value3 = x["schedule"]
            if not isinstance(value3, dict):
                errors.append(
                    _violation("/schedule", "type", "expected object, got " + _json_type(value3))
                )
            if isinstance(value3, dict):
                if value3.keys() != _KEYS6:
                    if "id" not in value3:
                        errors.append(_ERROR27)
                    if "kind" not in value3:
                        errors.append(_ERROR28)
                    if "prompt" not in value3:
                        errors.append(_ERROR29)
                    if "afterSeconds" not in value3:
                        errors.append(_ERROR30)
                    if "scheduledAt" not in value3:
                        errors.append(_ERROR31)
                    for key in value3:
                        if key not in _KEYS6:
                            errors.append(
                                _violation(
                                    "/schedule/" + _escape(key),
                                    "additionalProperties",
                                    "is not allowed",
                                )
                            )
                if "id" in value3:
                    value4 = value3["id"]
                    if not isinstance(value4, str):
                        errors.append(
                            _violation(
                                "/schedule/id", "type", "expected string, got " + _json_type(value4)
                            )
                        )
                    if isinstance(value4, str):
                        if len(value4) < 1:
                            errors.append(_ERROR32)
                        if not (
                            len(value4) >= 1
                            and value4[0] not in _CHARS1
                            and value4[-1] not in _CHARS1
                        ):
                            errors.append(_ERROR33)
                if "kind" in value3:
                    value5 = value3["kind"]
                    if value5 != "after":
                        errors.append(_ERROR34)
                if "prompt" in value3:
                    value6 = value3["prompt"]
                    if not isinstance(value6, str):
                        errors.append(
                            _violation(
                                "/schedule/prompt",
                                "type",
                                "expected string, got " + _json_type(value6),
                            )
                        )
                    if isinstance(value6, str):
                        if len(value6) < 1:
                            errors.append(_ERROR35)
                        if not (
                            len(value6) >= 1
                            and value6[0] not in _CHARS1
                            and value6[-1] not in _CHARS1
                        ):
                            errors.append(_ERROR36)
                if "afterSeconds" in value3:
                    value7 = value3["afterSeconds"]
                    if not _is_integer(value7):
                        errors.append(
                            _violation(
                                "/schedule/afterSeconds",
                                "type",
                                "expected integer, got " + _json_type(value7),
                            )
                        )
                    if _is_number(value7):
                        if value7 < 1:
                            errors.append(_ERROR37)
                        if value7 > 9007199254740991:
                            errors.append(_ERROR38)
                if "scheduledAt" in value3:
                    value8 = value3["scheduledAt"]
                    if not isinstance(value8, str):
                        errors.append(
                            _violation(
                                "/schedule/scheduledAt",
                                "type",
                                "expected string, got " + _json_type(value8),
                            )
                        )
                    if isinstance(value8, str) and _PATTERN1.search(value8) is None:
                        errors.append(_ERROR39)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
def _explain4(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS2:
            if "version" not in x:
                errors.append(_ERROR22)
            if "operation" not in x:
                errors.append(_ERROR23)
            if "id" not in x:
                errors.append(_ERROR8)
            for key in x:
                if key not in _KEYS2:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 1 and not isinstance(value1, bool)):
                errors.append(_ERROR25)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "delete":
                errors.append(_ERROR40)
        if "id" in x:
            value3 = x["id"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
def _explain5(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS2:
            if "version" not in x:
                errors.append(_ERROR22)
            if "operation" not in x:
                errors.append(_ERROR23)
            if "id" not in x:
                errors.append(_ERROR8)
            for key in x:
                if key not in _KEYS2:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 1 and not isinstance(value1, bool)):
                errors.append(_ERROR25)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "dispatch":
                errors.append(_ERROR41)
        if "id" in x:
            value3 = x["id"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _explain6(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_prompt":
                errors.append(_ERROR44)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _explain7(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_selector":
                errors.append(_ERROR46)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _explain8(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_rule":
                errors.append(_ERROR47)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _explain9(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "time_out_of_range":
                errors.append(_ERROR48)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _explain10(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "corrupt_schedule_log":
                errors.append(_ERROR49)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _explain11(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "code" not in x:
            errors.append(_ERROR42)
        if "message" not in x:
            errors.append(_ERROR43)
        if "operation" not in x:
            errors.append(_ERROR23)
        for key in x:
            if key not in _KEYS3:
                errors.append(
                    _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                )
        if "code" in x:
            value1 = x["code"]
            if value1 != "persistence_uncertain":
                errors.append(_ERROR50)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)
        if "operation" in x:
            value3 = x["operation"]
            if not (isinstance(value3, str) and value3 in _ENUM1):
                errors.append(_ERROR51)
        if "id" in x:
            value4 = x["id"]
            if not isinstance(value4, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value4))
                )
            if isinstance(value4, str):
                if len(value4) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value4) >= 1 and value4[0] not in _CHARS1 and value4[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _explain12(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "internal_error":
                errors.append(_ERROR52)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _explain13(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_violation("", "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str):
        if len(x) < 1:
            errors.append(_ERROR53)
        if not (len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1):
            errors.append(_ERROR54)


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
def _explain14(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS16:
            if "scheduleId" not in x:
                errors.append(_ERROR55)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "occurrenceAt" not in x:
                errors.append(_ERROR56)
            if "deliveryMode" not in x:
                errors.append(_ERROR57)
            for key in x:
                if key not in _KEYS16:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "scheduleId" in x:
            value1 = x["scheduleId"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/scheduleId", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR58)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR59)
        if "prompt" in x:
            value2 = x["prompt"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str):
                if len(value2) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value2) >= 1 and value2[0] not in _CHARS1 and value2[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "occurrenceAt" in x:
            value3 = x["occurrenceAt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation(
                        "/occurrenceAt", "type", "expected string, got " + _json_type(value3)
                    )
                )
            if isinstance(value3, str) and _PATTERN1.search(value3) is None:
                errors.append(_ERROR60)
        if "deliveryMode" in x:
            value4 = x["deliveryMode"]
            if value4 != "session-local":
                errors.append(_ERROR61)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _explain15(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS10:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "afterSeconds" not in x:
                errors.append(_ERROR11)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            if "state" not in x:
                errors.append(_ERROR62)
            if "deliveryMode" not in x:
                errors.append(_ERROR57)
            for key in x:
                if key not in _KEYS10:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "after":
                errors.append(_ERROR15)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "afterSeconds" in x:
            value4 = x["afterSeconds"]
            if not _is_integer(value4):
                errors.append(
                    _violation(
                        "/afterSeconds", "type", "expected integer, got " + _json_type(value4)
                    )
                )
            if _is_number(value4):
                if value4 < 1:
                    errors.append(_ERROR18)
                if value4 > 9007199254740991:
                    errors.append(_ERROR19)
        if "scheduledAt" in x:
            value5 = x["scheduledAt"]
            if not isinstance(value5, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value5))
                )
            if isinstance(value5, str) and _PATTERN1.search(value5) is None:
                errors.append(_ERROR20)
        if "state" in x:
            value6 = x["state"]
            if not (isinstance(value6, str) and value6 in _ENUM2):
                errors.append(_ERROR63)
        if "deliveryMode" in x:
            value7 = x["deliveryMode"]
            if value7 != "session-local":
                errors.append(_ERROR61)


# https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
def _explain16(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "at":
                errors.append(_ERROR64)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "scheduledAt" in x:
            value4 = x["scheduledAt"]
            if not isinstance(value4, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value4))
                )
            if isinstance(value4, str) and _PATTERN1.search(value4) is None:
                errors.append(_ERROR20)


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
def _explain17(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS9:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "time" not in x:
                errors.append(_ERROR65)
            if "days" not in x:
                errors.append(_ERROR66)
            if "timeZone" not in x:
                errors.append(_ERROR67)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            for key in x:
                if key not in _KEYS9:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "calendar":
                errors.append(_ERROR68)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "time" in x:
            value4 = x["time"]
            if not isinstance(value4, str):
                errors.append(
                    _violation("/time", "type", "expected string, got " + _json_type(value4))
                )
            if isinstance(value4, str) and _PATTERN2.search(value4) is None:
                errors.append(_ERROR69)
        if "days" in x:
            value5 = x["days"]
            _explained(_errors5, value5, "/days", errors)
        if "timeZone" in x:
            value6 = x["timeZone"]
            if not isinstance(value6, str):
                errors.append(
                    _violation("/timeZone", "type", "expected string, got " + _json_type(value6))
                )
            if isinstance(value6, str) and _PATTERN3.search(value6) is None:
                errors.append(_ERROR70)
        if "scheduledAt" in x:
            value7 = x["scheduledAt"]
            if not isinstance(value7, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value7))
                )
            if isinstance(value7, str) and _PATTERN1.search(value7) is None:
                errors.append(_ERROR20)


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
def _explain18(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS8:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "everySeconds" not in x:
                errors.append(_ERROR71)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            for key in x:
                if key not in _KEYS8:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "every":
                errors.append(_ERROR72)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "everySeconds" in x:
            value4 = x["everySeconds"]
            if not _is_integer(value4):
                errors.append(
                    _violation(
                        "/everySeconds", "type", "expected integer, got " + _json_type(value4)
                    )
                )
            if _is_number(value4):
                if value4 < 300:
                    errors.append(_ERROR73)
                if value4 > 9007199254740991:
                    errors.append(_ERROR74)
        if "scheduledAt" in x:
            value5 = x["scheduledAt"]
            if not isinstance(value5, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value5))
                )
            if isinstance(value5, str) and _PATTERN1.search(value5) is None:
                errors.append(_ERROR20)


# https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleCreateV2
def _explain19(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS1:
            if "version" not in x:
                errors.append(_ERROR22)
            if "operation" not in x:
                errors.append(_ERROR23)
            if "schedule" not in x:
                errors.append(_ERROR24)
            for key in x:
                if key not in _KEYS1:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 2 and not isinstance(value1, bool)):
                errors.append(_ERROR75)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "create":
                errors.append(_ERROR26)
        if "schedule" in x:
            value3 = x["schedule"]
            _explained(_errors6, value3, "/schedule", errors)


# https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDeleteV2
def _explain20(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS2:
            if "version" not in x:
                errors.append(_ERROR22)
            if "operation" not in x:
                errors.append(_ERROR23)
            if "id" not in x:
                errors.append(_ERROR8)
            for key in x:
                if key not in _KEYS2:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 2 and not isinstance(value1, bool)):
                errors.append(_ERROR75)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "delete":
                errors.append(_ERROR40)
        if "id" in x:
            value3 = x["id"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)


# https://dsh-tool-schedule.example/schemas/v2/schedule-change-v2.json#/$defs/ScheduleDispatchV2
def _explain21(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "version" not in x:
            errors.append(_ERROR22)
        if "operation" not in x:
            errors.append(_ERROR23)
        if "id" not in x:
            errors.append(_ERROR8)
        for key in x:
            if key not in _KEYS5:
                errors.append(
                    _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 2 and not isinstance(value1, bool)):
                errors.append(_ERROR75)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "dispatch":
                errors.append(_ERROR41)
        if "id" in x:
            value3 = x["id"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "occurrenceAt" in x:
            value4 = x["occurrenceAt"]
            if not isinstance(value4, str):
                errors.append(
                    _violation(
                        "/occurrenceAt", "type", "expected string, got " + _json_type(value4)
                    )
                )
            if isinstance(value4, str) and _PATTERN1.search(value4) is None:
                errors.append(_ERROR60)


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidSelectorV2
def _explain22(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_selector":
                errors.append(_ERROR46)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidRuleV2
def _explain23(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_rule":
                errors.append(_ERROR47)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/InvalidTimeZone
def _explain24(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_time_zone":
                errors.append(_ERROR76)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/FrequencyTooHigh
def _explain25(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "frequency_too_high":
                errors.append(_ERROR77)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TimeOutOfRangeV2
def _explain26(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "time_out_of_range":
                errors.append(_ERROR48)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/NotFuture
def _explain27(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "not_future":
                errors.append(_ERROR78)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v2/schedule-error-v2.json#/$defs/TooManySchedules
def _explain28(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR42)
            if "message" not in x:
                errors.append(_ERROR43)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "too_many_schedules":
                errors.append(_ERROR79)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR45)


# https://dsh-tool-schedule.example/schemas/v2/schedule-reminder-presentation-v2.json#
def _explain29(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS16:
            if "scheduleId" not in x:
                errors.append(_ERROR55)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "occurrenceAt" not in x:
                errors.append(_ERROR56)
            if "deliveryMode" not in x:
                errors.append(_ERROR57)
            for key in x:
                if key not in _KEYS16:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "scheduleId" in x:
            value1 = x["scheduleId"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/scheduleId", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR58)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR59)
        if "prompt" in x:
            value2 = x["prompt"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str):
                if len(value2) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value2) >= 1 and value2[0] not in _CHARS1 and value2[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "occurrenceAt" in x:
            value3 = x["occurrenceAt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation(
                        "/occurrenceAt", "type", "expected string, got " + _json_type(value3)
                    )
                )
            if isinstance(value3, str) and _PATTERN1.search(value3) is None:
                errors.append(_ERROR60)
        if "deliveryMode" in x:
            value4 = x["deliveryMode"]
            if value4 != "session-local":
                errors.append(_ERROR61)


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
def _explain30(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS11:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            if "state" not in x:
                errors.append(_ERROR62)
            if "deliveryMode" not in x:
                errors.append(_ERROR57)
            for key in x:
                if key not in _KEYS11:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "at":
                errors.append(_ERROR64)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "scheduledAt" in x:
            value4 = x["scheduledAt"]
            if not isinstance(value4, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value4))
                )
            if isinstance(value4, str) and _PATTERN1.search(value4) is None:
                errors.append(_ERROR20)
        if "state" in x:
            value5 = x["state"]
            if not (isinstance(value5, str) and value5 in _ENUM2):
                errors.append(_ERROR63)
        if "deliveryMode" in x:
            value6 = x["deliveryMode"]
            if value6 != "session-local":
                errors.append(_ERROR61)


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
def _explain31(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS12:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "everySeconds" not in x:
                errors.append(_ERROR71)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            if "state" not in x:
                errors.append(_ERROR62)
            if "deliveryMode" not in x:
                errors.append(_ERROR57)
            for key in x:
                if key not in _KEYS12:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "every":
                errors.append(_ERROR72)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "everySeconds" in x:
            value4 = x["everySeconds"]
            if not _is_integer(value4):
                errors.append(
                    _violation(
                        "/everySeconds", "type", "expected integer, got " + _json_type(value4)
                    )
                )
            if _is_number(value4):
                if value4 < 300:
                    errors.append(_ERROR73)
                if value4 > 9007199254740991:
                    errors.append(_ERROR74)
        if "scheduledAt" in x:
            value5 = x["scheduledAt"]
            if not isinstance(value5, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value5))
                )
            if isinstance(value5, str) and _PATTERN1.search(value5) is None:
                errors.append(_ERROR20)
        if "state" in x:
            value6 = x["state"]
            if not (isinstance(value6, str) and value6 in _ENUM2):
                errors.append(_ERROR63)
        if "deliveryMode" in x:
            value7 = x["deliveryMode"]
            if value7 != "session-local":
                errors.append(_ERROR61)


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
def _explain32(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS13:
            if "id" not in x:
                errors.append(_ERROR8)
            if "kind" not in x:
                errors.append(_ERROR9)
            if "prompt" not in x:
                errors.append(_ERROR10)
            if "time" not in x:
                errors.append(_ERROR65)
            if "days" not in x:
                errors.append(_ERROR66)
            if "timeZone" not in x:
                errors.append(_ERROR67)
            if "scheduledAt" not in x:
                errors.append(_ERROR12)
            if "state" not in x:
                errors.append(_ERROR62)
            if "deliveryMode" not in x:
                errors.append(_ERROR57)
            if "scheduledLocal" not in x:
                errors.append(_ERROR80)
            for key in x:
                if key not in _KEYS13:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "calendar":
                errors.append(_ERROR68)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR16)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR17)
        if "time" in x:
            value4 = x["time"]
            if not isinstance(value4, str):
                errors.append(
                    _violation("/time", "type", "expected string, got " + _json_type(value4))
                )
            if isinstance(value4, str) and _PATTERN2.search(value4) is None:
                errors.append(_ERROR69)
        if "days" in x:
            value5 = x["days"]
            _explained(_errors5, value5, "/days", errors)
        if "timeZone" in x:
            value6 = x["timeZone"]
            if not isinstance(value6, str):
                errors.append(
                    _violation("/timeZone", "type", "expected string, got " + _json_type(value6))
                )
            if isinstance(value6, str) and _PATTERN3.search(value6) is None:
                errors.append(_ERROR70)
        if "scheduledAt" in x:
            value7 = x["scheduledAt"]
            if not isinstance(value7, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value7))
                )
            if isinstance(value7, str) and _PATTERN1.search(value7) is None:
                errors.append(_ERROR20)
        if "state" in x:
            value8 = x["state"]
            if not (isinstance(value8, str) and value8 in _ENUM2):
                errors.append(_ERROR63)
        if "deliveryMode" in x:
            value9 = x["deliveryMode"]
            if value9 != "session-local":
                errors.append(_ERROR61)
        if "scheduledLocal" in x:
            value10 = x["scheduledLocal"]
            if not isinstance(value10, str):
                errors.append(
                    _violation(
                        "/scheduledLocal", "type", "expected string, got " + _json_type(value10)
                    )
                )
            if isinstance(value10, str) and _PATTERN4.search(value10) is None:
                errors.append(_ERROR81)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
def _explain33(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "prompt" not in x:
            errors.append(_ERROR10)
        if "after_seconds" not in x:
            errors.append(_ERROR82)
        if "prompt" in x:
            value1 = x["prompt"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value1))
                )
        if "after_seconds" in x:
            value2 = x["after_seconds"]
            if not _is_number(value2):
                errors.append(
                    _violation(
                        "/after_seconds", "type", "expected number, got " + _json_type(value2)
                    )
                )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments
def _explain34(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        for key in x:
            errors.append(_violation("/" + _escape(key), "additionalProperties", "is not allowed"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _explain35(x: Any, errors: list[Violation]) -> None:
    _explained(_errors7, x, "", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
def _explain36(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS18:
            if "id" not in x:
                errors.append(_ERROR8)
            for key in x:
                if key not in _KEYS18:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _explain37(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS14:
            if "id" not in x:
                errors.append(_ERROR8)
            if "deleted" not in x:
                errors.append(_ERROR83)
            for key in x:
                if key not in _KEYS14:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "deleted" in x:
            value2 = x["deleted"]
            if value2 is not True:
                errors.append(_ERROR84)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _explain38(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS15:
            if "id" not in x:
                errors.append(_ERROR8)
            if "deleted" not in x:
                errors.append(_ERROR83)
            if "code" not in x:
                errors.append(_ERROR42)
            for key in x:
                if key not in _KEYS15:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )
            if isinstance(value1, str):
                if len(value1) < 1:
                    errors.append(_ERROR13)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR14)
        if "deleted" in x:
            value2 = x["deleted"]
            if value2 is not False:
                errors.append(_ERROR85)
        if "code" in x:
            value3 = x["code"]
            if value3 != "schedule_not_found":
                errors.append(_ERROR86)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments
def _explain39(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "prompt" not in x:
            errors.append(_ERROR10)
        if "prompt" in x:
            value1 = x["prompt"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value1))
                )
        if "after_seconds" in x:
            value2 = x["after_seconds"]
            if not _is_number(value2):
                errors.append(
                    _violation(
                        "/after_seconds", "type", "expected number, got " + _json_type(value2)
                    )
                )
        if "at" in x:
            value3 = x["at"]
            _explained(_errors8, value3, "/at", errors)
        if "every_seconds" in x:
            value4 = x["every_seconds"]
            if not _is_number(value4):
                errors.append(
                    _violation(
                        "/every_seconds", "type", "expected number, got " + _json_type(value4)
                    )
                )
        if "calendar" in x:
            value5 = x["calendar"]
            if not isinstance(value5, dict):
                errors.append(
                    _violation("/calendar", "type", "expected object, got " + _json_type(value5))
                )
            if isinstance(value5, dict):
                if "time" in value5:
                    value6 = value5["time"]
                    if not isinstance(value6, str):
                        errors.append(
                            _violation(
                                "/calendar/time",
                                "type",
                                "expected string, got " + _json_type(value6),
                            )
                        )
                if "days" in value5:
                    value7 = value5["days"]
                    _explained(_errors9, value7, "/calendar/days", errors)
                if "time_zone" in value5:
                    value8 = value5["time_zone"]
                    if not isinstance(value8, str):
                        errors.append(
                            _violation(
                                "/calendar/time_zone",
                                "type",
                                "expected string, got " + _json_type(value8),
                            )
                        )


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/arguments
def _explain40(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        for key in x:
            errors.append(_violation("/" + _escape(key), "additionalProperties", "is not allowed"))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0
def _explain41(x: Any, errors: list[Violation]) -> None:
    _explained(_errors10, x, "", errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-delete.json#/$defs/arguments
def _explain42(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS18:
            if "id" not in x:
                errors.append(_ERROR8)
            for key in x:
                if key not in _KEYS18:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x:
            value1 = x["id"]
            if not isinstance(value1, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value1))
                )


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days
def _errors5(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, list):
        errors.append((path, "type", "expected array, got " + _json_type(x)))
    if isinstance(x, list):
        for index, item in enumerate(x):
            if not (isinstance(item, str) and item in _ENUM3):
                _errors1(item, path + "/" + str(index), errors)


# https://dsh-tool-schedule.example/schemas/v2/schedule-record.json#
def _errors6(x: Any, path: str, errors: list[_Error]) -> None:
    _one_of(
        x,
        path,
        errors,
        (_is_valid11, _is_valid12, _is_valid13, _is_valid14),
        (_errors11, _errors12, _errors13, _errors14),
        _SELECTOR1,
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _errors7(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, list):
        errors.append((path, "type", "expected array, got " + _json_type(x)))
    if isinstance(x, list):
        for index, item in enumerate(x):
            if not _is_valid15(item):
                _errors15(item, path + "/" + str(index), errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at
def _errors8(x: Any, path: str, errors: list[_Error]) -> None:
    _any_of(x, path, errors, (_is_valid16, _is_valid17), (_errors16, _errors17), None)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days
def _errors9(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, list):
        errors.append((path, "type", "expected array, got " + _json_type(x)))
    if isinstance(x, list):
        for index, item in enumerate(x):
            if not isinstance(item, str):
                _errors3(item, path + "/" + str(index), errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-list.json#/$defs/output/oneOf/0
def _errors10(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, list):
        errors.append((path, "type", "expected array, got " + _json_type(x)))
    if isinstance(x, list):
        for index, item in enumerate(x):
            if not _is_valid18(item):
                _errors18(item, path + "/" + str(index), errors)


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/days/items
def _errors1(x: Any, path: str, errors: list[_Error]) -> None:
    if not (isinstance(x, str) and x in _ENUM3):
        errors.append((path, "enum", _MESSAGE5))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _errors11(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS6:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "afterSeconds" not in x:
                errors.append((path, "required", 'missing required property "afterSeconds"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            for key in x:
                if key not in _KEYS6:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "after":
            _errors20(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "afterSeconds" in x and not _is_valid21(x["afterSeconds"]):
            _errors21(x["afterSeconds"], path + "/afterSeconds", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)


# https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#
def _errors12(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "at":
            _errors23(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#
def _errors13(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS8:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "everySeconds" not in x:
                errors.append((path, "required", 'missing required property "everySeconds"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            for key in x:
                if key not in _KEYS8:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "every":
            _errors24(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "everySeconds" in x and not _is_valid25(x["everySeconds"]):
            _errors25(x["everySeconds"], path + "/everySeconds", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#
def _errors14(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS9:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "time" not in x:
                errors.append((path, "required", 'missing required property "time"'))
            if "days" not in x:
                errors.append((path, "required", 'missing required property "days"'))
            if "timeZone" not in x:
                errors.append((path, "required", 'missing required property "timeZone"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            for key in x:
                if key not in _KEYS9:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "calendar":
            _errors26(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "time" in x and not _is_valid27(x["time"]):
            _errors27(x["time"], path + "/time", errors)
        if "days" in x and not _is_valid5(x["days"]):
            _errors5(x["days"], path + "/days", errors)
        if "timeZone" in x and not _is_valid28(x["timeZone"]):
            _errors28(x["timeZone"], path + "/timeZone", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _errors15(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS10:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "afterSeconds" not in x:
                errors.append((path, "required", 'missing required property "afterSeconds"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            if "state" not in x:
                errors.append((path, "required", 'missing required property "state"'))
            if "deliveryMode" not in x:
                errors.append((path, "required", 'missing required property "deliveryMode"'))
            for key in x:
                if key not in _KEYS10:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "after":
            _errors20(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "afterSeconds" in x and not _is_valid21(x["afterSeconds"]):
            _errors21(x["afterSeconds"], path + "/afterSeconds", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)
        if "state" in x and not (isinstance((v1 := x["state"]), str) and v1 in _ENUM2):
            _errors29(x["state"], path + "/state", errors)
        if "deliveryMode" in x and x["deliveryMode"] != "session-local":
            _errors30(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/arguments/properties/at/anyOf/0
def _errors16(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime
def _errors17(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "date" in x and not isinstance(x["date"], str):
            _errors31(x["date"], path + "/date", errors)
        if "time" in x and not isinstance(x["time"], str):
            _errors32(x["time"], path + "/time", errors)
        if "time_zone" in x and not isinstance(x["time_zone"], str):
            _errors33(x["time_zone"], path + "/time_zone", errors)


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/calendarRule/properties/days/items
def _errors3(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#
def _errors18(x: Any, path: str, errors: list[_Error]) -> None:
    _one_of(
        x,
        path,
        errors,
        (_is_valid15, _is_valid34, _is_valid35, _is_valid36),
        (_errors15, _errors34, _errors35, _errors36),
        _SELECTOR1,
    )


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _errors19(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str):
        if len(x) < 1:
            errors.append((path, "minLength", "must be at least 1 characters long"))
        if not (len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1):
            errors.append((path, "pattern", _MESSAGE1))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind
def _errors20(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "after":
        errors.append((path, "const", 'must be "after"'))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
def _errors21(x: Any, path: str, errors: list[_Error]) -> None:
    if not _is_integer(x):
        errors.append((path, "type", "expected integer, got " + _json_type(x)))
    if _is_number(x):
        if x < 1:
            errors.append((path, "minimum", "must be >= 1"))
        if x > 9007199254740991:
            errors.append((path, "maximum", "must be <= 9007199254740991"))


# https://dsh-tool-schedule.example/schemas/v1/instant.json#
def _errors22(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN1.search(x) is None:
        errors.append((path, "pattern", _MESSAGE2))


# https://dsh-tool-schedule.example/schemas/v2/at-schedule-record.json#/properties/kind
def _errors23(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "at":
        errors.append((path, "const", 'must be "at"'))


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/kind
def _errors24(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "every":
        errors.append((path, "const", 'must be "every"'))


# https://dsh-tool-schedule.example/schemas/v2/every-schedule-record.json#/properties/everySeconds
def _errors25(x: Any, path: str, errors: list[_Error]) -> None:
    if not _is_integer(x):
        errors.append((path, "type", "expected integer, got " + _json_type(x)))
    if _is_number(x):
        if x < 300:
            errors.append((path, "minimum", "must be >= 300"))
        if x > 9007199254740991:
            errors.append((path, "maximum", "must be <= 9007199254740991"))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/kind
def _errors26(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "calendar":
        errors.append((path, "const", 'must be "calendar"'))


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/time
def _errors27(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN2.search(x) is None:
        errors.append(
            (path, "pattern", 'must match the pattern "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"')
        )


# https://dsh-tool-schedule.example/schemas/v2/calendar-schedule-record.json#/properties/timeZone
def _errors28(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN3.search(x) is None:
        errors.append((path, "pattern", _MESSAGE3))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state
def _errors29(x: Any, path: str, errors: list[_Error]) -> None:
    if not (isinstance(x, str) and x in _ENUM2):
        errors.append((path, "enum", 'must be one of ["scheduled", "overdue"]'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode
def _errors30(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "session-local":
        errors.append((path, "const", 'must be "session-local"'))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/date
def _errors31(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time
def _errors32(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v2/tools/schedule-create.json#/$defs/atLocalTime/properties/time_zone
def _errors33(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/AtScheduleView
def _errors34(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS11:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            if "state" not in x:
                errors.append((path, "required", 'missing required property "state"'))
            if "deliveryMode" not in x:
                errors.append((path, "required", 'missing required property "deliveryMode"'))
            for key in x:
                if key not in _KEYS11:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "at":
            _errors23(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)
        if "state" in x and not (isinstance((v1 := x["state"]), str) and v1 in _ENUM2):
            _errors37(x["state"], path + "/state", errors)
        if "deliveryMode" in x and x["deliveryMode"] != "session-local":
            _errors38(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/EveryScheduleView
def _errors35(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS12:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "everySeconds" not in x:
                errors.append((path, "required", 'missing required property "everySeconds"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            if "state" not in x:
                errors.append((path, "required", 'missing required property "state"'))
            if "deliveryMode" not in x:
                errors.append((path, "required", 'missing required property "deliveryMode"'))
            for key in x:
                if key not in _KEYS12:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "every":
            _errors24(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "everySeconds" in x and not _is_valid25(x["everySeconds"]):
            _errors25(x["everySeconds"], path + "/everySeconds", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)
        if "state" in x and not (isinstance((v1 := x["state"]), str) and v1 in _ENUM2):
            _errors37(x["state"], path + "/state", errors)
        if "deliveryMode" in x and x["deliveryMode"] != "session-local":
            _errors38(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView
def _errors36(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS13:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "kind" not in x:
                errors.append((path, "required", 'missing required property "kind"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "time" not in x:
                errors.append((path, "required", 'missing required property "time"'))
            if "days" not in x:
                errors.append((path, "required", 'missing required property "days"'))
            if "timeZone" not in x:
                errors.append((path, "required", 'missing required property "timeZone"'))
            if "scheduledAt" not in x:
                errors.append((path, "required", 'missing required property "scheduledAt"'))
            if "state" not in x:
                errors.append((path, "required", 'missing required property "state"'))
            if "deliveryMode" not in x:
                errors.append((path, "required", 'missing required property "deliveryMode"'))
            if "scheduledLocal" not in x:
                errors.append((path, "required", 'missing required property "scheduledLocal"'))
            for key in x:
                if key not in _KEYS13:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid19(x["id"]):
            _errors19(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "calendar":
            _errors26(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid19(x["prompt"]):
            _errors19(x["prompt"], path + "/prompt", errors)
        if "time" in x and not _is_valid27(x["time"]):
            _errors27(x["time"], path + "/time", errors)
        if "days" in x and not _is_valid5(x["days"]):
            _errors5(x["days"], path + "/days", errors)
        if "timeZone" in x and not _is_valid28(x["timeZone"]):
            _errors28(x["timeZone"], path + "/timeZone", errors)
        if "scheduledAt" in x and not _is_valid22(x["scheduledAt"]):
            _errors22(x["scheduledAt"], path + "/scheduledAt", errors)
        if "state" in x and not (isinstance((v1 := x["state"]), str) and v1 in _ENUM2):
            _errors37(x["state"], path + "/state", errors)
        if "deliveryMode" in x and x["deliveryMode"] != "session-local":
            _errors38(x["deliveryMode"], path + "/deliveryMode", errors)
        if "scheduledLocal" in x and not _is_valid39(x["scheduledLocal"]):
            _errors39(x["scheduledLocal"], path + "/scheduledLocal", errors)


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/state
def _errors37(x: Any, path: str, errors: list[_Error]) -> None:
    if not (isinstance(x, str) and x in _ENUM2):
        errors.append((path, "enum", 'must be one of ["scheduled", "overdue"]'))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/deliveryMode
def _errors38(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "session-local":
        errors.append((path, "const", 'must be "session-local"'))


# https://dsh-tool-schedule.example/schemas/v2/schedule-view-v2.json#/$defs/CalendarScheduleView/properties/scheduledLocal
def _errors39(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN4.search(x) is None:
        errors.append((path, "pattern", _MESSAGE4))
