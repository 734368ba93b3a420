# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
# Change the schemas or the generator instead, then run `make generate`.
"""Standalone JSON Schema validators, compiled by dsh_schedule.generator from
https://dsh-tool-schedule.example/schemas/v1/

Each `validate_*` function returns a list of `ValidationError`; an empty list means valid.
Each `is_valid_*` function only answers whether the instance is valid, collecting nothing.
Valid input takes a single inlined test; errors are collected only when that test fails.
"""

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

__all__ = [
    "ValidationError",
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


class ValidationError(NamedTuple):
    """One violation: a JSON pointer into the instance, the failing keyword and a message."""

    path: str
    keyword: str
    message: str


# Errors are collected as plain tuples (cheap to build and to throw away while alternatives
# are compared) and become ValidationError values only when they are returned.
_Error = tuple[str, str, str]


_CHARS1 = frozenset(
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
    "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)

_PATTERN1 = re.compile(
    r"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})\-(?:0[1-9]|1[0-2])\-(?:0"
    r"[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z\Z"
)

_SELECTOR1 = ("operation", {"create": (0,), "delete": (1,), "dispatch": (2,)})

_ENUM1 = frozenset(("scheduled", "overdue"))

_ENUM2 = frozenset(("create", "list", "delete"))

_KEYS1 = frozenset(("code", "message", "operation", "id"))

_SELECTOR2 = (
    "code",
    {
        "invalid_prompt": (0,),
        "invalid_selector": (1,),
        "invalid_rule": (2,),
        "time_out_of_range": (3,),
        "corrupt_schedule_log": (4,),
        "persistence_uncertain": (5,),
        "internal_error": (6,),
    },
)

_SELECTOR3 = (
    "code",
    {
        "invalid_prompt": (0, 1),
        "invalid_selector": (0, 2),
        "invalid_rule": (0, 3),
        "time_out_of_range": (0, 4),
        "corrupt_schedule_log": (0, 5),
        "persistence_uncertain": (0, 6),
        "internal_error": (0, 7),
    },
)

_SELECTOR4 = (
    "code",
    {
        "corrupt_schedule_log": (0, 1),
        "persistence_uncertain": (0, 2),
        "internal_error": (0, 3),
    },
)

_SELECTOR5 = (
    "code",
    {
        "schedule_not_found": (0, 1),
        "invalid_rule": (0, 2),
        "corrupt_schedule_log": (0, 3),
        "persistence_uncertain": (0, 4),
        "internal_error": (0, 5),
    },
)

_MESSAGE1 = (
    'must match the pattern "^[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028\u2029\u202f'
    "\u205f\u3000\ufeff](?:[\\\\s\\\\S]*[^\\t-\\r \xa0\u1680\u2000-\u200a\u2028"
    '\u2029\u202f\u205f\u3000\ufeff])?$"'
)

_MESSAGE2 = (
    'must match the pattern "^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3}'
    ")-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]"
    ':[0-5][0-9]\\\\.[0-9]{3}Z$"'
)

_KEYS2 = frozenset(("id", "kind", "prompt", "afterSeconds", "scheduledAt"))

_KEYS3 = frozenset(("version", "operation", "schedule"))

_KEYS4 = frozenset(("version", "operation", "id"))

_KEYS5 = frozenset(
    (
        "id",
        "kind",
        "prompt",
        "afterSeconds",
        "scheduledAt",
        "state",
        "deliveryMode",
    )
)

_KEYS6 = frozenset(("scheduleId", "prompt", "occurrenceAt", "deliveryMode"))

_KEYS7 = frozenset(("code", "message"))

_KEYS8 = frozenset(("prompt", "after_seconds"))

_KEYS9 = frozenset(("id",))

_KEYS10 = frozenset(("id", "deleted"))

_KEYS11 = frozenset(("id", "deleted", "code"))


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


def _none_of(
    x: Any,
    path: str,
    errors: list[_Error],
    keyword: str,
    collectors: tuple[_Collect, ...],
    selector: _Selector,
) -> None:
    """A failed oneOf whose alternatives exclude each other: none holds, so each need not
    be tested again; only the closest one is explained."""
    message = f"valid against none of the {len(collectors)} alternatives"
    errors.append((path, keyword, message))
    candidates = _candidates(x, len(collectors), selector)
    _closest(x, path, errors, [collectors[index] for index in candidates])


def validate_trimmed_text(instance: Any) -> list[ValidationError]:
    """Validate against trimmed-text.json#; an empty list means valid."""
    if (
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    ):
        return []
    errors: list[_Error] = []
    _errors1(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


def is_valid_trimmed_text(instance: Any) -> bool:
    """Whether the instance is valid against trimmed-text.json#."""
    return bool(
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    )


def validate_schedule_id(instance: Any) -> list[ValidationError]:
    """Validate against schedule-id.json#; an empty list means valid."""
    if (
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    ):
        return []
    errors: list[_Error] = []
    _errors1(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


def is_valid_schedule_id(instance: Any) -> bool:
    """Whether the instance is valid against schedule-id.json#."""
    return bool(
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    )


def validate_instant(instance: Any) -> list[ValidationError]:
    """Validate against instant.json#; an empty list means valid."""
    if isinstance(instance, str) and _PATTERN1.search(instance) is not None:
        return []
    errors: list[_Error] = []
    _errors2(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


def is_valid_instant(instance: Any) -> bool:
    """Whether the instance is valid against instant.json#."""
    return bool(isinstance(instance, str) and _PATTERN1.search(instance) is not None)


def validate_after_schedule_record(instance: Any) -> list[ValidationError]:
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
    errors: list[_Error] = []
    _errors3(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


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


def validate_schedule_change(instance: Any) -> list[ValidationError]:
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
    errors: list[_Error] = []
    _none_of(instance, "", errors, "oneOf", (_errors4, _errors5, _errors6), _SELECTOR1)
    return [tuple.__new__(ValidationError, error) for error in errors]


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


def validate_schedule_view(instance: Any) -> list[ValidationError]:
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
        and v5 in _ENUM1
        and instance.get("deliveryMode") == "session-local"
    ):
        return []
    errors: list[_Error] = []
    _errors7(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


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
        and v5 in _ENUM1
        and instance.get("deliveryMode") == "session-local"
    )


def validate_schedule_reminder_presentation(instance: Any) -> list[ValidationError]:
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
    errors: list[_Error] = []
    _errors8(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


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


def validate_schedule_error(instance: Any) -> list[ValidationError]:
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
            and _KEYS1.issuperset(instance)
            and isinstance((v7 := instance.get("message")), str)
            and len(v7) >= 1
            and isinstance((v8 := instance.get("operation")), str)
            and v8 in _ENUM2
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
    errors: list[_Error] = []
    _none_of(
        instance,
        "",
        errors,
        "oneOf",
        (_errors9, _errors10, _errors11, _errors12, _errors13, _errors14, _errors15),
        _SELECTOR2,
    )
    return [tuple.__new__(ValidationError, error) for error in errors]


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
                and _KEYS1.issuperset(instance)
                and isinstance((v7 := instance.get("message")), str)
                and len(v7) >= 1
                and isinstance((v8 := instance.get("operation")), str)
                and v8 in _ENUM2
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


def validate_schedule_create_arguments(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-create.json#/$defs/arguments; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and isinstance((v1 := instance.get("after_seconds")), (int, float))
        and not isinstance(v1, bool)
    ):
        return []
    errors: list[_Error] = []
    _errors16(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


def is_valid_schedule_create_arguments(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-create.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict)
        and isinstance(instance.get("prompt"), str)
        and isinstance((v1 := instance.get("after_seconds")), (int, float))
        and not isinstance(v1, bool)
    )


def validate_schedule_create_output(instance: Any) -> list[ValidationError]:
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
        and v5 in _ENUM1
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
                and _KEYS1.issuperset(instance)
                and isinstance((v12 := instance.get("message")), str)
                and len(v12) >= 1
                and isinstance((v13 := instance.get("operation")), str)
                and v13 in _ENUM2
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
    errors: list[_Error] = []
    _none_of(
        instance,
        "",
        errors,
        "oneOf",
        (
            _errors7,
            _errors9,
            _errors10,
            _errors11,
            _errors12,
            _errors13,
            _errors14,
            _errors15,
        ),
        _SELECTOR3,
    )
    return [tuple.__new__(ValidationError, error) for error in errors]


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
            and v5 in _ENUM1
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
                    and _KEYS1.issuperset(instance)
                    and isinstance((v12 := instance.get("message")), str)
                    and len(v12) >= 1
                    and isinstance((v13 := instance.get("operation")), str)
                    and v13 in _ENUM2
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


def validate_schedule_list_arguments(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-list.json#/$defs/arguments; an empty list means valid."""
    if isinstance(instance, dict) and not instance:
        return []
    errors: list[_Error] = []
    _errors17(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


def is_valid_schedule_list_arguments(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-list.json#/$defs/arguments."""
    return bool(isinstance(instance, dict) and not instance)


def validate_schedule_list_output(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-list.json#/$defs/output; an empty list means valid."""
    if (isinstance(instance, list) and _all_valid18(instance)) or (
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
                and _KEYS1.issuperset(instance)
                and isinstance((v8 := instance.get("message")), str)
                and len(v8) >= 1
                and isinstance((v9 := instance.get("operation")), str)
                and v9 in _ENUM2
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
    errors: list[_Error] = []
    _none_of(
        instance,
        "",
        errors,
        "oneOf",
        (_errors19, _errors13, _errors14, _errors15),
        _SELECTOR4,
    )
    return [tuple.__new__(ValidationError, error) for error in errors]


def is_valid_schedule_list_output(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-list.json#/$defs/output."""
    return bool(
        (isinstance(instance, list) and _all_valid18(instance))
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
                    and _KEYS1.issuperset(instance)
                    and isinstance((v8 := instance.get("message")), str)
                    and len(v8) >= 1
                    and isinstance((v9 := instance.get("operation")), str)
                    and v9 in _ENUM2
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


def validate_schedule_delete_arguments(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-delete.json#/$defs/arguments; an empty list means valid."""
    if isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str):
        return []
    errors: list[_Error] = []
    _errors20(instance, "", errors)
    return [tuple.__new__(ValidationError, error) for error in errors]


def is_valid_schedule_delete_arguments(instance: Any) -> bool:
    """Whether the instance is valid against tools/schedule-delete.json#/$defs/arguments."""
    return bool(
        isinstance(instance, dict) and len(instance) == 1 and isinstance(instance.get("id"), str)
    )


def validate_schedule_delete_output(instance: Any) -> list[ValidationError]:
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
                and _KEYS1.issuperset(instance)
                and isinstance((v6 := instance.get("message")), str)
                and len(v6) >= 1
                and isinstance((v7 := instance.get("operation")), str)
                and v7 in _ENUM2
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
    errors: list[_Error] = []
    _none_of(
        instance,
        "",
        errors,
        "oneOf",
        (_errors21, _errors22, _errors11, _errors13, _errors14, _errors15),
        _SELECTOR5,
    )
    return [tuple.__new__(ValidationError, error) for error in errors]


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
                    and _KEYS1.issuperset(instance)
                    and isinstance((v6 := instance.get("message")), str)
                    and len(v6) >= 1
                    and isinstance((v7 := instance.get("operation")), str)
                    and v7 in _ENUM2
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


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _is_valid1(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1)


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
def _is_valid24(x: Any) -> bool:
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
def _is_valid2(x: Any) -> bool:
    return bool(isinstance(x, str) and _PATTERN1.search(x) is not None)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version
def _is_valid25(x: Any) -> bool:
    return bool(x == 1 and not isinstance(x, bool))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _is_valid3(x: Any) -> bool:
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


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version
def _is_valid27(x: Any) -> bool:
    return bool(x == 1 and not isinstance(x, bool))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version
def _is_valid29(x: Any) -> bool:
    return bool(x == 1 and not isinstance(x, bool))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message
def _is_valid35(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message
def _is_valid37(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message
def _is_valid39(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message
def _is_valid41(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message
def _is_valid43(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message
def _is_valid45(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation
def _is_valid46(x: Any) -> bool:
    return bool(isinstance(x, str) and x in _ENUM2)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message
def _is_valid48(x: Any) -> bool:
    return bool(isinstance(x, str) and len(x) >= 1)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
def _is_valid50(x: Any) -> bool:
    return bool(isinstance(x, (int, float)) and not isinstance(x, bool))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _is_valid7(x: Any) -> bool:
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
        and v5 in _ENUM1
        and x.get("deliveryMode") == "session-local"
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
def _all_valid18(x: list[Any]) -> bool:
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
            and v5 in _ENUM1
            and item.get("deliveryMode") == "session-local"
        ):
            return False
    return True


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _errors1(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str):
        if len(x) < 1:
            errors.append((path, "minLength", "must be at least 1 characters long"))
        if not (len(x) >= 1 and x[0] not in _CHARS1 and x[-1] not in _CHARS1):
            errors.append((path, "pattern", _MESSAGE1))


# https://dsh-tool-schedule.example/schemas/v1/instant.json#
def _errors2(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN1.search(x) is None:
        errors.append((path, "pattern", _MESSAGE2))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _errors3(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS2:
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
                if key not in _KEYS2:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "id" in x and not _is_valid1(x["id"]):
            _errors1(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "after":
            _errors23(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid1(x["prompt"]):
            _errors1(x["prompt"], path + "/prompt", errors)
        if "afterSeconds" in x and not _is_valid24(x["afterSeconds"]):
            _errors24(x["afterSeconds"], path + "/afterSeconds", errors)
        if "scheduledAt" in x and not _is_valid2(x["scheduledAt"]):
            _errors2(x["scheduledAt"], path + "/scheduledAt", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
def _errors4(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS3:
            if "version" not in x:
                errors.append((path, "required", 'missing required property "version"'))
            if "operation" not in x:
                errors.append((path, "required", 'missing required property "operation"'))
            if "schedule" not in x:
                errors.append((path, "required", 'missing required property "schedule"'))
            for key in x:
                if key not in _KEYS3:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "version" in x and not _is_valid25(x["version"]):
            _errors25(x["version"], path + "/version", errors)
        if "operation" in x and x["operation"] != "create":
            _errors26(x["operation"], path + "/operation", errors)
        if "schedule" in x and not _is_valid3(x["schedule"]):
            _errors3(x["schedule"], path + "/schedule", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
def _errors5(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "version" not in x:
                errors.append((path, "required", 'missing required property "version"'))
            if "operation" not in x:
                errors.append((path, "required", 'missing required property "operation"'))
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "version" in x and not _is_valid27(x["version"]):
            _errors27(x["version"], path + "/version", errors)
        if "operation" in x and x["operation"] != "delete":
            _errors28(x["operation"], path + "/operation", errors)
        if "id" in x and not _is_valid1(x["id"]):
            _errors1(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
def _errors6(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS4:
            if "version" not in x:
                errors.append((path, "required", 'missing required property "version"'))
            if "operation" not in x:
                errors.append((path, "required", 'missing required property "operation"'))
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            for key in x:
                if key not in _KEYS4:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "version" in x and not _is_valid29(x["version"]):
            _errors29(x["version"], path + "/version", errors)
        if "operation" in x and x["operation"] != "dispatch":
            _errors30(x["operation"], path + "/operation", errors)
        if "id" in x and not _is_valid1(x["id"]):
            _errors1(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _errors7(x: Any, path: str, errors: list[_Error]) -> None:
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
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "id" in x and not _is_valid1(x["id"]):
            _errors1(x["id"], path + "/id", errors)
        if "kind" in x and x["kind"] != "after":
            _errors23(x["kind"], path + "/kind", errors)
        if "prompt" in x and not _is_valid1(x["prompt"]):
            _errors1(x["prompt"], path + "/prompt", errors)
        if "afterSeconds" in x and not _is_valid24(x["afterSeconds"]):
            _errors24(x["afterSeconds"], path + "/afterSeconds", errors)
        if "scheduledAt" in x and not _is_valid2(x["scheduledAt"]):
            _errors2(x["scheduledAt"], path + "/scheduledAt", errors)
        if "state" in x and not (isinstance((v1 := x["state"]), str) and v1 in _ENUM1):
            _errors31(x["state"], path + "/state", errors)
        if "deliveryMode" in x and x["deliveryMode"] != "session-local":
            _errors32(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
def _errors8(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS6:
            if "scheduleId" not in x:
                errors.append((path, "required", 'missing required property "scheduleId"'))
            if "prompt" not in x:
                errors.append((path, "required", 'missing required property "prompt"'))
            if "occurrenceAt" not in x:
                errors.append((path, "required", 'missing required property "occurrenceAt"'))
            if "deliveryMode" not in x:
                errors.append((path, "required", 'missing required property "deliveryMode"'))
            for key in x:
                if key not in _KEYS6:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "scheduleId" in x and not _is_valid1(x["scheduleId"]):
            _errors1(x["scheduleId"], path + "/scheduleId", errors)
        if "prompt" in x and not _is_valid1(x["prompt"]):
            _errors1(x["prompt"], path + "/prompt", errors)
        if "occurrenceAt" in x and not _is_valid2(x["occurrenceAt"]):
            _errors2(x["occurrenceAt"], path + "/occurrenceAt", errors)
        if "deliveryMode" in x and x["deliveryMode"] != "session-local":
            _errors33(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _errors9(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "code" not in x:
                errors.append((path, "required", 'missing required property "code"'))
            if "message" not in x:
                errors.append((path, "required", 'missing required property "message"'))
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "code" in x and x["code"] != "invalid_prompt":
            _errors34(x["code"], path + "/code", errors)
        if "message" in x and not _is_valid35(x["message"]):
            _errors35(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _errors10(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "code" not in x:
                errors.append((path, "required", 'missing required property "code"'))
            if "message" not in x:
                errors.append((path, "required", 'missing required property "message"'))
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "code" in x and x["code"] != "invalid_selector":
            _errors36(x["code"], path + "/code", errors)
        if "message" in x and not _is_valid37(x["message"]):
            _errors37(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _errors11(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "code" not in x:
                errors.append((path, "required", 'missing required property "code"'))
            if "message" not in x:
                errors.append((path, "required", 'missing required property "message"'))
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "code" in x and x["code"] != "invalid_rule":
            _errors38(x["code"], path + "/code", errors)
        if "message" in x and not _is_valid39(x["message"]):
            _errors39(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _errors12(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "code" not in x:
                errors.append((path, "required", 'missing required property "code"'))
            if "message" not in x:
                errors.append((path, "required", 'missing required property "message"'))
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "code" in x and x["code"] != "time_out_of_range":
            _errors40(x["code"], path + "/code", errors)
        if "message" in x and not _is_valid41(x["message"]):
            _errors41(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _errors13(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "code" not in x:
                errors.append((path, "required", 'missing required property "code"'))
            if "message" not in x:
                errors.append((path, "required", 'missing required property "message"'))
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "code" in x and x["code"] != "corrupt_schedule_log":
            _errors42(x["code"], path + "/code", errors)
        if "message" in x and not _is_valid43(x["message"]):
            _errors43(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _errors14(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "code" not in x:
            errors.append((path, "required", 'missing required property "code"'))
        if "message" not in x:
            errors.append((path, "required", 'missing required property "message"'))
        if "operation" not in x:
            errors.append((path, "required", 'missing required property "operation"'))
        for key in x:
            if key not in _KEYS1:
                errors.append(
                    (
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
        if "code" in x and x["code"] != "persistence_uncertain":
            _errors44(x["code"], path + "/code", errors)
        if "message" in x and not _is_valid45(x["message"]):
            _errors45(x["message"], path + "/message", errors)
        if "operation" in x and not _is_valid46(x["operation"]):
            _errors46(x["operation"], path + "/operation", errors)
        if "id" in x and not _is_valid1(x["id"]):
            _errors1(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _errors15(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS7:
            if "code" not in x:
                errors.append((path, "required", 'missing required property "code"'))
            if "message" not in x:
                errors.append((path, "required", 'missing required property "message"'))
            for key in x:
                if key not in _KEYS7:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "code" in x and x["code"] != "internal_error":
            _errors47(x["code"], path + "/code", errors)
        if "message" in x and not _is_valid48(x["message"]):
            _errors48(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
def _errors16(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if "prompt" not in x:
            errors.append((path, "required", 'missing required property "prompt"'))
        if "after_seconds" not in x:
            errors.append((path, "required", 'missing required property "after_seconds"'))
        if "prompt" in x and not isinstance(x["prompt"], str):
            _errors49(x["prompt"], path + "/prompt", errors)
        if "after_seconds" in x and not _is_valid50(x["after_seconds"]):
            _errors50(x["after_seconds"], path + "/after_seconds", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments
def _errors17(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        for key in x:
            errors.append((path + "/" + _escape(key), "additionalProperties", "is not allowed"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _errors19(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, list):
        errors.append((path, "type", "expected array, got " + _json_type(x)))
    if isinstance(x, list):
        for index, item in enumerate(x):
            if not _is_valid7(item):
                _errors7(item, path + "/" + str(index), errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
def _errors20(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS9:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            for key in x:
                if key not in _KEYS9:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "id" in x and not isinstance(x["id"], str):
            _errors51(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _errors21(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS10:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "deleted" not in x:
                errors.append((path, "required", 'missing required property "deleted"'))
            for key in x:
                if key not in _KEYS10:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "id" in x and not _is_valid1(x["id"]):
            _errors1(x["id"], path + "/id", errors)
        if "deleted" in x and x["deleted"] is not True:
            _errors52(x["deleted"], path + "/deleted", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _errors22(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, dict):
        errors.append((path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        if x.keys() != _KEYS11:
            if "id" not in x:
                errors.append((path, "required", 'missing required property "id"'))
            if "deleted" not in x:
                errors.append((path, "required", 'missing required property "deleted"'))
            if "code" not in x:
                errors.append((path, "required", 'missing required property "code"'))
            for key in x:
                if key not in _KEYS11:
                    errors.append(
                        (
                            path + "/" + _escape(key),
                            "additionalProperties",
                            "is not allowed",
                        )
                    )
        if "id" in x and not _is_valid1(x["id"]):
            _errors1(x["id"], path + "/id", errors)
        if "deleted" in x and x["deleted"] is not False:
            _errors53(x["deleted"], path + "/deleted", errors)
        if "code" in x and x["code"] != "schedule_not_found":
            _errors54(x["code"], path + "/code", errors)


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind
def _errors23(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "after":
        errors.append((path, "const", 'must be "after"'))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
def _errors24(x: Any, path: str, errors: list[_Error]) -> None:
    if not _is_integer(x):
        errors.append((path, "type", "expected integer, got " + _json_type(x)))
    if _is_number(x):
        if x < 1:
            errors.append((path, "minimum", "must be >= 1"))
        if x > 9007199254740991:
            errors.append((path, "maximum", "must be <= 9007199254740991"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version
def _errors25(x: Any, path: str, errors: list[_Error]) -> None:
    if not (x == 1 and not isinstance(x, bool)):
        errors.append((path, "const", "must be 1"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation
def _errors26(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "create":
        errors.append((path, "const", 'must be "create"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version
def _errors27(x: Any, path: str, errors: list[_Error]) -> None:
    if not (x == 1 and not isinstance(x, bool)):
        errors.append((path, "const", "must be 1"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation
def _errors28(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "delete":
        errors.append((path, "const", 'must be "delete"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version
def _errors29(x: Any, path: str, errors: list[_Error]) -> None:
    if not (x == 1 and not isinstance(x, bool)):
        errors.append((path, "const", "must be 1"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation
def _errors30(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "dispatch":
        errors.append((path, "const", 'must be "dispatch"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state
def _errors31(x: Any, path: str, errors: list[_Error]) -> None:
    if not (isinstance(x, str) and x in _ENUM1):
        errors.append((path, "enum", 'must be one of ["scheduled", "overdue"]'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode
def _errors32(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "session-local":
        errors.append((path, "const", 'must be "session-local"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode
def _errors33(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "session-local":
        errors.append((path, "const", 'must be "session-local"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code
def _errors34(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "invalid_prompt":
        errors.append((path, "const", 'must be "invalid_prompt"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message
def _errors35(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append((path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code
def _errors36(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "invalid_selector":
        errors.append((path, "const", 'must be "invalid_selector"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message
def _errors37(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append((path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code
def _errors38(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "invalid_rule":
        errors.append((path, "const", 'must be "invalid_rule"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message
def _errors39(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append((path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code
def _errors40(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "time_out_of_range":
        errors.append((path, "const", 'must be "time_out_of_range"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message
def _errors41(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append((path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code
def _errors42(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "corrupt_schedule_log":
        errors.append((path, "const", 'must be "corrupt_schedule_log"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message
def _errors43(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append((path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code
def _errors44(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "persistence_uncertain":
        errors.append((path, "const", 'must be "persistence_uncertain"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message
def _errors45(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append((path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation
def _errors46(x: Any, path: str, errors: list[_Error]) -> None:
    if not (isinstance(x, str) and x in _ENUM2):
        errors.append((path, "enum", 'must be one of ["create", "list", "delete"]'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code
def _errors47(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "internal_error":
        errors.append((path, "const", 'must be "internal_error"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message
def _errors48(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append((path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt
def _errors49(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
def _errors50(x: Any, path: str, errors: list[_Error]) -> None:
    if not _is_number(x):
        errors.append((path, "type", "expected number, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id
def _errors51(x: Any, path: str, errors: list[_Error]) -> None:
    if not isinstance(x, str):
        errors.append((path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted
def _errors52(x: Any, path: str, errors: list[_Error]) -> None:
    if x is not True:
        errors.append((path, "const", "must be true"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted
def _errors53(x: Any, path: str, errors: list[_Error]) -> None:
    if x is not False:
        errors.append((path, "const", "must be false"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code
def _errors54(x: Any, path: str, errors: list[_Error]) -> None:
    if x != "schedule_not_found":
        errors.append((path, "const", 'must be "schedule_not_found"'))
