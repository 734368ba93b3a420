# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
# Change the schemas or the generator instead, then run `make generate`.
"""Standalone JSON Schema validators, compiled by dsh_schedule.generator from
https://dsh-tool-schedule.example/schemas/v1/

Each `validate_*` function returns a list of `Violation`s; an empty list means valid.
Each `is_valid_*` function only answers whether the instance is valid, collecting nothing.
Valid input takes a single inlined test; errors are collected only when that test fails.

Runs on Python 3.10 or newer, with the standard library only. Unicode property
classes in patterns, and which characters string literals escape, follow Unicode 17.0.0.
"""

import re
from collections.abc import Callable
from typing import Any, NamedTuple

__all__ = [
    "TOOL_VALIDATORS",
    "Violation",
    "is_valid_after_schedule_record",
    "is_valid_instant",
    "is_valid_schedule_change",
    "is_valid_schedule_create_arguments",
    "is_valid_schedule_create_output",
    "is_valid_schedule_delete_arguments",
    "is_valid_schedule_delete_output",
    "is_valid_schedule_error",
    "is_valid_schedule_id",
    "is_valid_schedule_list_arguments",
    "is_valid_schedule_list_output",
    "is_valid_schedule_reminder_presentation",
    "is_valid_schedule_view",
    "is_valid_trimmed_text",
    "validate_after_schedule_record",
    "validate_instant",
    "validate_schedule_change",
    "validate_schedule_create_arguments",
    "validate_schedule_create_output",
    "validate_schedule_delete_arguments",
    "validate_schedule_delete_output",
    "validate_schedule_error",
    "validate_schedule_id",
    "validate_schedule_list_arguments",
    "validate_schedule_list_output",
    "validate_schedule_reminder_presentation",
    "validate_schedule_view",
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

_ERROR3 = Violation("", "oneOf", "valid against none of the 8 alternatives")

_KEYS5 = frozenset(("id", "kind", "prompt", "afterSeconds", "scheduledAt", "state", "deliveryMode"))

_ERROR4 = Violation("", "oneOf", "valid against none of the 4 alternatives")

_ERROR5 = Violation("", "oneOf", "valid against none of the 6 alternatives")

_KEYS6 = frozenset(("id", "deleted"))

_KEYS7 = frozenset(("id", "deleted", "code"))

_KEYS8 = frozenset(("id", "kind", "prompt", "afterSeconds", "scheduledAt"))

_ERROR6 = Violation("", "required", 'missing required property "id"')

_ERROR7 = Violation("", "required", 'missing required property "kind"')

_ERROR8 = Violation("", "required", 'missing required property "prompt"')

_ERROR9 = Violation("", "required", 'missing required property "afterSeconds"')

_ERROR10 = Violation("", "required", 'missing required property "scheduledAt"')

_ERROR11 = Violation("/id", "minLength", "must be at least 1 characters long")

_MESSAGE1 = (
    'must match the pattern "^[^\\t-\\r '
    "\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r "
    '\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff])?$"'
)

_ERROR12 = Violation("/id", "pattern", _MESSAGE1)

_ERROR13 = Violation("/kind", "const", 'must be "after"')

_ERROR14 = Violation("/prompt", "minLength", "must be at least 1 characters long")

_ERROR15 = Violation("/prompt", "pattern", _MESSAGE1)

_ERROR16 = Violation("/afterSeconds", "minimum", "must be >= 1")

_ERROR17 = Violation("/afterSeconds", "maximum", "must be <= 9007199254740991")

_MESSAGE2 = (
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})-(?:0[1-9]'
    "|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\\\\.[0-9]{3"
    '}Z$"'
)

_ERROR18 = Violation("/scheduledAt", "pattern", _MESSAGE2)

_ERROR19 = Violation("", "pattern", _MESSAGE2)

_ERROR20 = Violation("", "required", 'missing required property "version"')

_ERROR21 = Violation("", "required", 'missing required property "operation"')

_ERROR22 = Violation("", "required", 'missing required property "schedule"')

_ERROR23 = Violation("/version", "const", "must be 1")

_ERROR24 = Violation("/operation", "const", 'must be "create"')

_ERROR25 = Violation("/schedule", "required", 'missing required property "id"')

_ERROR26 = Violation("/schedule", "required", 'missing required property "kind"')

_ERROR27 = Violation("/schedule", "required", 'missing required property "prompt"')

_ERROR28 = Violation("/schedule", "required", 'missing required property "afterSeconds"')

_ERROR29 = Violation("/schedule", "required", 'missing required property "scheduledAt"')

_ERROR30 = Violation("/schedule/id", "minLength", "must be at least 1 characters long")

_ERROR31 = Violation("/schedule/id", "pattern", _MESSAGE1)

_ERROR32 = Violation("/schedule/kind", "const", 'must be "after"')

_ERROR33 = Violation("/schedule/prompt", "minLength", "must be at least 1 characters long")

_ERROR34 = Violation("/schedule/prompt", "pattern", _MESSAGE1)

_ERROR35 = Violation("/schedule/afterSeconds", "minimum", "must be >= 1")

_ERROR36 = Violation("/schedule/afterSeconds", "maximum", "must be <= 9007199254740991")

_ERROR37 = Violation("/schedule/scheduledAt", "pattern", _MESSAGE2)

_ERROR38 = Violation("/operation", "const", 'must be "delete"')

_ERROR39 = Violation("/operation", "const", 'must be "dispatch"')

_ERROR40 = Violation("", "required", 'missing required property "code"')

_ERROR41 = Violation("", "required", 'missing required property "message"')

_ERROR42 = Violation("/code", "const", 'must be "invalid_prompt"')

_ERROR43 = Violation("/message", "minLength", "must be at least 1 characters long")

_ERROR44 = Violation("/code", "const", 'must be "invalid_selector"')

_ERROR45 = Violation("/code", "const", 'must be "invalid_rule"')

_ERROR46 = Violation("/code", "const", 'must be "time_out_of_range"')

_ERROR47 = Violation("/code", "const", 'must be "corrupt_schedule_log"')

_ERROR48 = Violation("/code", "const", 'must be "persistence_uncertain"')

_ERROR49 = Violation("/operation", "enum", 'must be one of ["create", "list", "delete"]')

_ERROR50 = Violation("/code", "const", 'must be "internal_error"')

_ERROR51 = Violation("", "minLength", "must be at least 1 characters long")

_ERROR52 = Violation("", "pattern", _MESSAGE1)

_KEYS9 = frozenset(("scheduleId", "prompt", "occurrenceAt", "deliveryMode"))

_ERROR53 = Violation("", "required", 'missing required property "scheduleId"')

_ERROR54 = Violation("", "required", 'missing required property "occurrenceAt"')

_ERROR55 = Violation("", "required", 'missing required property "deliveryMode"')

_ERROR56 = Violation("/scheduleId", "minLength", "must be at least 1 characters long")

_ERROR57 = Violation("/scheduleId", "pattern", _MESSAGE1)

_ERROR58 = Violation("/occurrenceAt", "pattern", _MESSAGE2)

_ERROR59 = Violation("/deliveryMode", "const", 'must be "session-local"')

_ERROR60 = Violation("", "required", 'missing required property "state"')

_ERROR61 = Violation("/state", "enum", 'must be one of ["scheduled", "overdue"]')

_KEYS10 = frozenset(("prompt", "after_seconds"))

_ERROR62 = Violation("", "required", 'missing required property "after_seconds"')

_KEYS11 = frozenset(("id",))

_ERROR63 = Violation("", "required", 'missing required property "deleted"')

_ERROR64 = Violation("/deleted", "const", "must be true")

_ERROR65 = Violation("/deleted", "const", "must be false")

_ERROR66 = Violation("/code", "const", 'must be "schedule_not_found"')


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
    """Validate against after-schedule-record.json#; an empty list means valid."""
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
    """Whether the instance is valid against after-schedule-record.json#."""
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
    """Validate against instant.json#; an empty list means valid."""
    if isinstance(instance, str) and _PATTERN1.search(instance) is not None:
        return []
    errors: list[Violation] = []
    _explain2(instance, errors)
    return errors


def is_valid_instant(instance: Any) -> bool:
    """Whether the instance is valid against instant.json#."""
    return bool(isinstance(instance, str) and _PATTERN1.search(instance) is not None)


def validate_schedule_change(instance: Any) -> list[Violation]:
    """Validate against schedule-change.json#; an empty list means valid."""
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
    """Whether the instance is valid against schedule-change.json#."""
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
    """Validate against schedule-error.json#; an empty list means valid."""
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
    """Whether the instance is valid against schedule-error.json#."""
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
    """Validate against schedule-id.json#; an empty list means valid."""
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
    """Whether the instance is valid against schedule-id.json#."""
    return bool(
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    )


def validate_schedule_reminder_presentation(instance: Any) -> list[Violation]:
    """Validate against schedule-reminder-presentation.json#; an empty list means valid."""
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
    """Whether the instance is valid against schedule-reminder-presentation.json#."""
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
    """Validate against schedule-view.json#; an empty list means valid."""
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
    """Whether the instance is valid against schedule-view.json#."""
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
    """Validate against trimmed-text.json#; an empty list means valid."""
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
    """Whether the instance is valid against trimmed-text.json#."""
    return bool(
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    )


def validate_schedule_create_arguments(instance: Any) -> list[Violation]:
    """Validate against tools/schedule-create.json#/$defs/arguments; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and isinstance((v1 := instance.get("after_seconds")), (int, float))
        and not isinstance(v1, bool)
    ):
        return []
    errors: list[Violation] = []
    _explain16(instance, errors)
    return errors


def is_valid_schedule_create_arguments(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-create.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and isinstance((v1 := instance.get("after_seconds")), (int, float))
        and not isinstance(v1, bool)
    )


def validate_schedule_create_output(instance: Any) -> list[Violation]:
    """Validate against tools/schedule-create.json#/$defs/output; an empty list means valid."""
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
    errors: list[Violation] = [_ERROR3]
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
        if len(instance.keys() ^ _KEYS5) <= 1:
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
    """Whether the instance is valid against tools/schedule-create.json#/$defs/output."""
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
    """Validate against tools/schedule-list.json#/$defs/arguments; an empty list means valid."""
    if isinstance(instance, dict) and not instance:
        return []
    errors: list[Violation] = []
    _explain17(instance, errors)
    return errors


def is_valid_schedule_list_arguments(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-list.json#/$defs/arguments."""
    return bool(isinstance(instance, dict) and not instance)


def validate_schedule_list_output(instance: Any) -> list[Violation]:
    """Validate against tools/schedule-list.json#/$defs/output; an empty list means valid."""
    if (isinstance(instance, list) and _all_valid1(instance)) or (
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
            _closest_explained(instance, errors, (_explain18, _explain10))
            return errors
        if value == "persistence_uncertain":
            _closest_explained(instance, errors, (_explain18, _explain11))
            return errors
        if value == "internal_error":
            _closest_explained(instance, errors, (_explain18, _explain12))
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
    _closest_explained(instance, errors, (_explain18, _explain10, _explain11, _explain12))
    return errors


def is_valid_schedule_list_output(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-list.json#/$defs/output."""
    return bool(
        (isinstance(instance, list) and _all_valid1(instance))
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
    """Validate against tools/schedule-delete.json#/$defs/arguments; an empty list means valid."""
    if isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str):
        return []
    errors: list[Violation] = []
    _explain19(instance, errors)
    return errors


def is_valid_schedule_delete_arguments(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-delete.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str)
    )


def validate_schedule_delete_output(instance: Any) -> list[Violation]:
    """Validate against tools/schedule-delete.json#/$defs/output; an empty list means valid."""
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
    errors: list[Violation] = [_ERROR5]
    if isinstance(instance, dict):
        value = instance.get("code")
        if value == "schedule_not_found":
            _closest_explained(instance, errors, (_explain20, _explain21))
            return errors
        if value == "invalid_rule":
            _closest_explained(instance, errors, (_explain20, _explain8))
            return errors
        if value == "corrupt_schedule_log":
            _closest_explained(instance, errors, (_explain20, _explain10))
            return errors
        if value == "persistence_uncertain":
            _closest_explained(instance, errors, (_explain20, _explain11))
            return errors
        if value == "internal_error":
            _closest_explained(instance, errors, (_explain20, _explain12))
            return errors
        found: list[Violation] = []
        if len(instance.keys() ^ _KEYS6) <= 1:
            _explain20(instance, found)
        if len(found) == 1:
            errors.extend(found)
            return errors
        found = []
        if len(instance.keys() ^ _KEYS7) + ("code" in instance) <= 1:
            _explain21(instance, found)
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
        instance, errors, (_explain20, _explain21, _explain8, _explain10, _explain11, _explain12)
    )
    return errors


def is_valid_schedule_delete_output(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-delete.json#/$defs/output."""
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


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _is_valid3(x: Any) -> bool:
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


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _is_valid4(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1)


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
def _is_valid6(x: Any) -> bool:
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
def _is_valid7(x: Any) -> bool:
    return bool(isinstance(x, str) and _PATTERN1.search(x) is not None)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
def _all_valid1(x: list[Any]) -> bool:
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
            return False
    return True


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _explain1(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS8:
            if "id" not in x:
                errors.append(_ERROR6)
            if "kind" not in x:
                errors.append(_ERROR7)
            if "prompt" not in x:
                errors.append(_ERROR8)
            if "afterSeconds" not in x:
                errors.append(_ERROR9)
            if "scheduledAt" not in x:
                errors.append(_ERROR10)
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
                    errors.append(_ERROR11)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR12)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "after":
                errors.append(_ERROR13)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR14)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR15)
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
                    errors.append(_ERROR16)
                if value4 > 9007199254740991:
                    errors.append(_ERROR17)
        if "scheduledAt" in x:
            value5 = x["scheduledAt"]
            if not isinstance(value5, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value5))
                )
            if isinstance(value5, str) and _PATTERN1.search(value5) is None:
                errors.append(_ERROR18)


# https://dsh-tool-schedule.example/schemas/v1/instant.json#
def _explain2(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_violation("", "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN1.search(x) is None:
        errors.append(_ERROR19)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
def _explain3(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS1:
            if "version" not in x:
                errors.append(_ERROR20)
            if "operation" not in x:
                errors.append(_ERROR21)
            if "schedule" not in x:
                errors.append(_ERROR22)
            for key in x:
                if key not in _KEYS1:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 1 and not isinstance(value1, bool)):
                errors.append(_ERROR23)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "create":
                errors.append(_ERROR24)
        if "schedule" in x:
            value3 = x["schedule"]
            if not isinstance(value3, dict):
                errors.append(
                    _violation("/schedule", "type", "expected object, got " + _json_type(value3))
                )
            if isinstance(value3, dict):
                if value3.keys() != _KEYS8:
                    if "id" not in value3:
                        errors.append(_ERROR25)
                    if "kind" not in value3:
                        errors.append(_ERROR26)
                    if "prompt" not in value3:
                        errors.append(_ERROR27)
                    if "afterSeconds" not in value3:
                        errors.append(_ERROR28)
                    if "scheduledAt" not in value3:
                        errors.append(_ERROR29)
                    for key in value3:
                        if key not in _KEYS8:
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
                            errors.append(_ERROR30)
                        if not (
                            len(value4) >= 1
                            and value4[0] not in _CHARS1
                            and value4[-1] not in _CHARS1
                        ):
                            errors.append(_ERROR31)
                if "kind" in value3:
                    value5 = value3["kind"]
                    if value5 != "after":
                        errors.append(_ERROR32)
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
                            errors.append(_ERROR33)
                        if not (
                            len(value6) >= 1
                            and value6[0] not in _CHARS1
                            and value6[-1] not in _CHARS1
                        ):
                            errors.append(_ERROR34)
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
                            errors.append(_ERROR35)
                        if value7 > 9007199254740991:
                            errors.append(_ERROR36)
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
                        errors.append(_ERROR37)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
def _explain4(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS2:
            if "version" not in x:
                errors.append(_ERROR20)
            if "operation" not in x:
                errors.append(_ERROR21)
            if "id" not in x:
                errors.append(_ERROR6)
            for key in x:
                if key not in _KEYS2:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 1 and not isinstance(value1, bool)):
                errors.append(_ERROR23)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "delete":
                errors.append(_ERROR38)
        if "id" in x:
            value3 = x["id"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR11)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR12)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
def _explain5(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS2:
            if "version" not in x:
                errors.append(_ERROR20)
            if "operation" not in x:
                errors.append(_ERROR21)
            if "id" not in x:
                errors.append(_ERROR6)
            for key in x:
                if key not in _KEYS2:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "version" in x:
            value1 = x["version"]
            if not (value1 == 1 and not isinstance(value1, bool)):
                errors.append(_ERROR23)
        if "operation" in x:
            value2 = x["operation"]
            if value2 != "dispatch":
                errors.append(_ERROR39)
        if "id" in x:
            value3 = x["id"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR11)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR12)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _explain6(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR40)
            if "message" not in x:
                errors.append(_ERROR41)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_prompt":
                errors.append(_ERROR42)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR43)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _explain7(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR40)
            if "message" not in x:
                errors.append(_ERROR41)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_selector":
                errors.append(_ERROR44)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR43)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _explain8(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR40)
            if "message" not in x:
                errors.append(_ERROR41)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "invalid_rule":
                errors.append(_ERROR45)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR43)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _explain9(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR40)
            if "message" not in x:
                errors.append(_ERROR41)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "time_out_of_range":
                errors.append(_ERROR46)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR43)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _explain10(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR40)
            if "message" not in x:
                errors.append(_ERROR41)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "corrupt_schedule_log":
                errors.append(_ERROR47)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR43)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _explain11(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "code" not in x:
            errors.append(_ERROR40)
        if "message" not in x:
            errors.append(_ERROR41)
        if "operation" not in x:
            errors.append(_ERROR21)
        for key in x:
            if key not in _KEYS3:
                errors.append(
                    _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                )
        if "code" in x:
            value1 = x["code"]
            if value1 != "persistence_uncertain":
                errors.append(_ERROR48)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR43)
        if "operation" in x:
            value3 = x["operation"]
            if not (isinstance(value3, str) and value3 in _ENUM1):
                errors.append(_ERROR49)
        if "id" in x:
            value4 = x["id"]
            if not isinstance(value4, str):
                errors.append(
                    _violation("/id", "type", "expected string, got " + _json_type(value4))
                )
            if isinstance(value4, str):
                if len(value4) < 1:
                    errors.append(_ERROR11)
                if not (
                    len(value4) >= 1 and value4[0] not in _CHARS1 and value4[-1] not in _CHARS1
                ):
                    errors.append(_ERROR12)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _explain12(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "code" not in x:
                errors.append(_ERROR40)
            if "message" not in x:
                errors.append(_ERROR41)
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        _violation("/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "code" in x:
            value1 = x["code"]
            if value1 != "internal_error":
                errors.append(_ERROR50)
        if "message" in x:
            value2 = x["message"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/message", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str) and len(value2) < 1:
                errors.append(_ERROR43)


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _explain13(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, str):
        errors.append(_violation("", "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str):
        if len(x) < 1:
            errors.append(_ERROR51)
        if not (len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1):
            errors.append(_ERROR52)


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
def _explain14(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS9:
            if "scheduleId" not in x:
                errors.append(_ERROR53)
            if "prompt" not in x:
                errors.append(_ERROR8)
            if "occurrenceAt" not in x:
                errors.append(_ERROR54)
            if "deliveryMode" not in x:
                errors.append(_ERROR55)
            for key in x:
                if key not in _KEYS9:
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
                    errors.append(_ERROR56)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR57)
        if "prompt" in x:
            value2 = x["prompt"]
            if not isinstance(value2, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value2))
                )
            if isinstance(value2, str):
                if len(value2) < 1:
                    errors.append(_ERROR14)
                if not (
                    len(value2) >= 1 and value2[0] not in _CHARS1 and value2[-1] not in _CHARS1
                ):
                    errors.append(_ERROR15)
        if "occurrenceAt" in x:
            value3 = x["occurrenceAt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation(
                        "/occurrenceAt", "type", "expected string, got " + _json_type(value3)
                    )
                )
            if isinstance(value3, str) and _PATTERN1.search(value3) is None:
                errors.append(_ERROR58)
        if "deliveryMode" in x:
            value4 = x["deliveryMode"]
            if value4 != "session-local":
                errors.append(_ERROR59)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _explain15(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS5:
            if "id" not in x:
                errors.append(_ERROR6)
            if "kind" not in x:
                errors.append(_ERROR7)
            if "prompt" not in x:
                errors.append(_ERROR8)
            if "afterSeconds" not in x:
                errors.append(_ERROR9)
            if "scheduledAt" not in x:
                errors.append(_ERROR10)
            if "state" not in x:
                errors.append(_ERROR60)
            if "deliveryMode" not in x:
                errors.append(_ERROR55)
            for key in x:
                if key not in _KEYS5:
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
                    errors.append(_ERROR11)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR12)
        if "kind" in x:
            value2 = x["kind"]
            if value2 != "after":
                errors.append(_ERROR13)
        if "prompt" in x:
            value3 = x["prompt"]
            if not isinstance(value3, str):
                errors.append(
                    _violation("/prompt", "type", "expected string, got " + _json_type(value3))
                )
            if isinstance(value3, str):
                if len(value3) < 1:
                    errors.append(_ERROR14)
                if not (
                    len(value3) >= 1 and value3[0] not in _CHARS1 and value3[-1] not in _CHARS1
                ):
                    errors.append(_ERROR15)
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
                    errors.append(_ERROR16)
                if value4 > 9007199254740991:
                    errors.append(_ERROR17)
        if "scheduledAt" in x:
            value5 = x["scheduledAt"]
            if not isinstance(value5, str):
                errors.append(
                    _violation("/scheduledAt", "type", "expected string, got " + _json_type(value5))
                )
            if isinstance(value5, str) and _PATTERN1.search(value5) is None:
                errors.append(_ERROR18)
        if "state" in x:
            value6 = x["state"]
            if not (isinstance(value6, str) and value6 in _ENUM2):
                errors.append(_ERROR61)
        if "deliveryMode" in x:
            value7 = x["deliveryMode"]
            if value7 != "session-local":
                errors.append(_ERROR59)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
def _explain16(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "prompt" not in x:
            errors.append(_ERROR8)
        if "after_seconds" not in x:
            errors.append(_ERROR62)
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
def _explain17(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        for key in x:
            errors.append(_violation("/" + _escape(key), "additionalProperties", "is not allowed"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _explain18(x: Any, errors: list[Violation]) -> None:
    _explained(_errors2, x, "", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
def _explain19(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS11:
            if "id" not in x:
                errors.append(_ERROR6)
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


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _explain20(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS6:
            if "id" not in x:
                errors.append(_ERROR6)
            if "deleted" not in x:
                errors.append(_ERROR63)
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
                    errors.append(_ERROR11)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR12)
        if "deleted" in x:
            value2 = x["deleted"]
            if value2 is not True:
                errors.append(_ERROR64)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _explain21(x: Any, errors: list[Violation]) -> None:
    if not isinstance(x, dict):
        errors.append(_violation("", "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "id" not in x:
                errors.append(_ERROR6)
            if "deleted" not in x:
                errors.append(_ERROR63)
            if "code" not in x:
                errors.append(_ERROR40)
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
                    errors.append(_ERROR11)
                if not (
                    len(value1) >= 1 and value1[0] not in _CHARS1 and value1[-1] not in _CHARS1
                ):
                    errors.append(_ERROR12)
        if "deleted" in x:
            value2 = x["deleted"]
            if value2 is not False:
                errors.append(_ERROR65)
        if "code" in x:
            value3 = x["code"]
            if value3 != "schedule_not_found":
                errors.append(_ERROR66)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _errors2(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, list):
        errors.append((path, "type", "expected array, got " + _json_type(x)))
    if isinstance(x, list):
        for index, item in enumerate(x):
            if not _is_valid3(item):
                _errors3(item, path + "/" + str(index), errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _errors3(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS5:
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
                if key not in _KEYS5:
                    errors.append(
                        (path + "/" + _escape(key), "additionalProperties", "is not allowed")
                    )
        if "id" in x and not _is_valid4(x["id"]):
            _errors4(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "after":
            _errors5(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid4(x["prompt"]):
            _errors4(x["prompt"], path + "/prompt", errors)
        if "afterSeconds" in x and not _is_valid6(x["afterSeconds"]):
            _errors6(x["afterSeconds"], path + "/afterSeconds", errors)
        if "scheduledAt" in x and not _is_valid7(x["scheduledAt"]):
            _errors7(x["scheduledAt"], path + "/scheduledAt", errors)
        if "state" in x and not (isinstance((v1 := x["state"]), str) and v1 in _ENUM2):
            _errors8(x["state"], path + "/state", errors)
        if "deliveryMode" in x and x["deliveryMode"] != "session-local":
            _errors9(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _errors4(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str):
        if len(x) < 1:
            errors.append((path, "minLength", "must be at least 1 characters long"))
        if not (len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1):
            errors.append((path, "pattern", _MESSAGE1))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind
def _errors5(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "after":
        errors.append((path, "const", 'must be "after"'))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
def _errors6(x: Any, path: str, errors: list[_Error]) -> None:
    if not _is_integer(x):
        errors.append((path, "type", "expected integer, got " + _json_type(x)))
    if _is_number(x):
        if x < 1:
            errors.append((path, "minimum", "must be >= 1"))
        if x > 9007199254740991:
            errors.append((path, "maximum", "must be <= 9007199254740991"))


# https://dsh-tool-schedule.example/schemas/v1/instant.json#
def _errors7(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN1.search(x) is None:
        errors.append((path, "pattern", _MESSAGE2))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state
def _errors8(x: Any, path: str, errors: list[_Error]) -> None:
    if not (isinstance(x, str) and x in _ENUM2):
        errors.append((path, "enum", 'must be one of ["scheduled", "overdue"]'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode
def _errors9(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "session-local":
        errors.append((path, "const", 'must be "session-local"'))
