# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
# Change the schemas or the generator instead, then run `make generate`.
"""Standalone JSON Schema validators, compiled by dsh_schedule.generator from
https://dsh-tool-schedule.example/schemas/v1/

Each `validate_*` function returns a list of `ValidationError`; an empty list means valid.
Valid input takes a single inlined test; errors are collected only when that test fails.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = [
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


@dataclass(frozen=True, slots=True)
class ValidationError:
    """One violation: a JSON pointer into the instance, the failing keyword and a message."""

    path: str
    keyword: str
    message: str


_CHARS1 = frozenset(
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007"
    "\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)

_PATTERN1 = re.compile(
    r"^(?:000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})\-(?:0[1-9]|1[0-2])\-(?:0"
    r"[1-9]|[12][0-9]|3[01])T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z\Z"
)

_KEYS1 = frozenset(("id", "kind", "prompt", "afterSeconds", "scheduledAt"))

_KEYS2 = frozenset(("version", "operation", "schedule"))

_KEYS3 = frozenset(("version", "operation", "id"))

_KEYS4 = frozenset(
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

_ENUM1 = frozenset(("scheduled", "overdue"))

_KEYS5 = frozenset(("scheduleId", "prompt", "occurrenceAt", "deliveryMode"))

_KEYS6 = frozenset(("code", "message"))

_KEYS7 = frozenset(("code", "message", "operation", "id"))

_ENUM2 = frozenset(("create", "list", "delete"))

_KEYS8 = frozenset(("id",))

_KEYS9 = frozenset(("id", "deleted"))

_KEYS10 = frozenset(("id", "deleted", "code"))

_PATTERN2 = re.compile(
    r"^[\x00-\x08\x0e-\x1f!-\x9f\xa1-\u167f\u1681-\u1fff\u200b-\u2027\u202a-\u202e\u20"
    r"30-\u205e\u2060-\u2fff\u3001-\ufefe\uff00-\U0010ffff](?:[\x00-\U0010ffff]*[\x00-"
    r"\x08\x0e-\x1f!-\x9f\xa1-\u167f\u1681-\u1fff\u200b-\u2027\u202a-\u202e\u2030-\u20"
    r"5e\u2060-\u2fff\u3001-\ufefe\uff00-\U0010ffff])?\Z"
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

_SELECTOR1 = ("operation", {"create": 0, "delete": 1, "dispatch": 2})

_SELECTOR2 = (
    "code",
    {
        "invalid_prompt": 0,
        "invalid_selector": 1,
        "invalid_rule": 2,
        "time_out_of_range": 3,
        "corrupt_schedule_log": 4,
        "persistence_uncertain": 5,
        "internal_error": 6,
    },
)

_KEYS11 = frozenset(("prompt", "after_seconds"))

_SELECTOR3 = (
    "code",
    {
        "invalid_prompt": 1,
        "invalid_selector": 2,
        "invalid_rule": 3,
        "time_out_of_range": 4,
        "corrupt_schedule_log": 5,
        "persistence_uncertain": 6,
        "internal_error": 7,
    },
)

_SELECTOR4 = (
    "code",
    {
        "corrupt_schedule_log": 1,
        "persistence_uncertain": 2,
        "internal_error": 3,
    },
)

_SELECTOR5 = (
    "code",
    {
        "schedule_not_found": 1,
        "invalid_rule": 2,
        "corrupt_schedule_log": 3,
        "persistence_uncertain": 4,
        "internal_error": 5,
    },
)

_CONST1 = ["scheduled", "overdue"]

_CONST2 = ["create", "list", "delete"]


def _json_type(x: Any) -> str:
    if isinstance(x, bool):
        return "boolean"
    if isinstance(x, int | float):
        return "integer" if _is_integer(x) else "number"
    if x is None:
        return "null"
    names = {dict: "object", list: "array", str: "string"}
    return next((n for t, n in names.items() if isinstance(x, t)), type(x).__name__)


def _is_number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool)


def _is_integer(x: Any) -> bool:
    if isinstance(x, float):
        return x.is_integer()
    return isinstance(x, int) and not isinstance(x, bool)


def _json_equal(a: Any, b: Any) -> bool:
    """Equality of JSON values: 1 equals 1.0, but true never equals 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    if isinstance(a, dict):
        if not isinstance(b, dict) or a.keys() != b.keys():
            return False
        return all(_json_equal(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        if not isinstance(b, list) or len(a) != len(b):
            return False
        return all(_json_equal(p, q) for p, q in zip(a, b, strict=True))
    return type(a) is type(b) and bool(a == b)


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


_Test = Callable[[Any], bool]
_Collect = Callable[[Any, str, list[ValidationError]], None]
_Selector = tuple[str, dict[str, int]] | None


def _candidates(x: Any, count: int, selector: _Selector) -> list[int]:
    """The alternatives that can hold: a discriminating constant rules the others out."""
    if selector is not None and isinstance(x, dict):
        key, choices = selector
        value = x.get(key)
        if isinstance(value, str) and value in choices:
            chosen = choices[value]
            ruled_out = set(choices.values())
            return [i for i in range(count) if i == chosen or i not in ruled_out]
    return list(range(count))


def _closest(x: Any, path: str, errors: list[ValidationError], collectors: list[_Collect]) -> None:
    """Explain a failed anyOf/oneOf by the alternative with the fewest errors."""
    best: list[ValidationError] | None = None
    for collect in collectors:
        found: list[ValidationError] = []
        collect(x, path, found)
        if best is None or len(found) < len(best):
            best = found
    errors.extend(best or ())


def _one_of(
    x: Any,
    path: str,
    errors: list[ValidationError],
    tests: tuple[_Test, ...],
    collectors: tuple[_Collect, ...],
    selector: _Selector,
) -> None:
    candidates = _candidates(x, len(tests), selector)
    matched = [index for index in candidates if tests[index](x)]
    if len(matched) > 1:
        message = f"valid against alternatives {matched}, but exactly one is allowed"
        errors.append(ValidationError(path, "oneOf", message))
    elif not matched:
        message = f"valid against none of the {len(tests)} alternatives"
        errors.append(ValidationError(path, "oneOf", message))
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
    errors: list[ValidationError] = []
    _errors1(instance, "", errors)
    return errors


def validate_schedule_id(instance: Any) -> list[ValidationError]:
    """Validate against schedule-id.json#; an empty list means valid."""
    if (
        isinstance(instance, str)
        and len(instance) >= 1
        and instance[0] not in _CHARS1
        and instance[-1] not in _CHARS1
    ):
        return []
    errors: list[ValidationError] = []
    _errors2(instance, "", errors)
    return errors


def validate_instant(instance: Any) -> list[ValidationError]:
    """Validate against instant.json#; an empty list means valid."""
    if isinstance(instance, str) and _PATTERN1.search(instance) is not None:
        return []
    errors: list[ValidationError] = []
    _errors3(instance, "", errors)
    return errors


def validate_after_schedule_record(instance: Any) -> list[ValidationError]:
    """Validate against after-schedule-record.json#; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and instance.keys() == _KEYS1
        and isinstance((v1 := instance["id"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance["kind"] == "after"
        and isinstance((v2 := instance["prompt"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            (isinstance((v3 := instance["afterSeconds"]), int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance["scheduledAt"]), str)
        and _PATTERN1.search(v4) is not None
    ):
        return []
    errors: list[ValidationError] = []
    _errors4(instance, "", errors)
    return errors


def validate_schedule_change(instance: Any) -> list[ValidationError]:
    """Validate against schedule-change.json#; an empty list means valid."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("operation")) == "create"
            and instance.keys() == _KEYS2
            and (v2 := instance["version"]) == 1
            and not isinstance(v2, bool)
            and instance["operation"] == "create"
            and isinstance((v7 := instance["schedule"]), dict)
            and v7.keys() == _KEYS1
            and isinstance((v3 := v7["id"]), str)
            and len(v3) >= 1
            and v3[0] not in _CHARS1
            and v3[-1] not in _CHARS1
            and v7["kind"] == "after"
            and isinstance((v4 := v7["prompt"]), str)
            and len(v4) >= 1
            and v4[0] not in _CHARS1
            and v4[-1] not in _CHARS1
            and (
                (isinstance((v5 := v7["afterSeconds"]), int) and not isinstance(v5, bool))
                or (isinstance(v5, float) and float.is_integer(v5))
            )
            and v5 >= 1
            and v5 <= 9007199254740991
            and isinstance((v6 := v7["scheduledAt"]), str)
            and _PATTERN1.search(v6) is not None
        )
        or (
            v1 == "delete"
            and instance.keys() == _KEYS3
            and (v8 := instance["version"]) == 1
            and not isinstance(v8, bool)
            and instance["operation"] == "delete"
            and isinstance((v9 := instance["id"]), str)
            and len(v9) >= 1
            and v9[0] not in _CHARS1
            and v9[-1] not in _CHARS1
        )
        or (
            v1 == "dispatch"
            and instance.keys() == _KEYS3
            and (v10 := instance["version"]) == 1
            and not isinstance(v10, bool)
            and instance["operation"] == "dispatch"
            and isinstance((v11 := instance["id"]), str)
            and len(v11) >= 1
            and v11[0] not in _CHARS1
            and v11[-1] not in _CHARS1
        )
    ):
        return []
    errors: list[ValidationError] = []
    _errors5(instance, "", errors)
    return errors


def validate_schedule_view(instance: Any) -> list[ValidationError]:
    """Validate against schedule-view.json#; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and instance.keys() == _KEYS4
        and isinstance((v1 := instance["id"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance["kind"] == "after"
        and isinstance((v2 := instance["prompt"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            (isinstance((v3 := instance["afterSeconds"]), int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance["scheduledAt"]), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := instance["state"]), str)
        and v5 in _ENUM1
        and instance["deliveryMode"] == "session-local"
    ):
        return []
    errors: list[ValidationError] = []
    _errors6(instance, "", errors)
    return errors


def validate_schedule_reminder_presentation(instance: Any) -> list[ValidationError]:
    """Validate against schedule-reminder-presentation.json#; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and instance.keys() == _KEYS5
        and isinstance((v1 := instance["scheduleId"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and isinstance((v2 := instance["prompt"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and isinstance((v3 := instance["occurrenceAt"]), str)
        and _PATTERN1.search(v3) is not None
        and instance["deliveryMode"] == "session-local"
    ):
        return []
    errors: list[ValidationError] = []
    _errors7(instance, "", errors)
    return errors


def validate_schedule_error(instance: Any) -> list[ValidationError]:
    """Validate against schedule-error.json#; an empty list means valid."""
    if isinstance(instance, dict) and (
        (
            (v1 := instance.get("code")) == "invalid_prompt"
            and instance.keys() == _KEYS6
            and instance["code"] == "invalid_prompt"
            and isinstance((v2 := instance["message"]), str)
            and len(v2) >= 1
        )
        or (
            v1 == "invalid_selector"
            and instance.keys() == _KEYS6
            and instance["code"] == "invalid_selector"
            and isinstance((v3 := instance["message"]), str)
            and len(v3) >= 1
        )
        or (
            v1 == "invalid_rule"
            and instance.keys() == _KEYS6
            and instance["code"] == "invalid_rule"
            and isinstance((v4 := instance["message"]), str)
            and len(v4) >= 1
        )
        or (
            v1 == "time_out_of_range"
            and instance.keys() == _KEYS6
            and instance["code"] == "time_out_of_range"
            and isinstance((v5 := instance["message"]), str)
            and len(v5) >= 1
        )
        or (
            v1 == "corrupt_schedule_log"
            and instance.keys() == _KEYS6
            and instance["code"] == "corrupt_schedule_log"
            and isinstance((v6 := instance["message"]), str)
            and len(v6) >= 1
        )
        or (
            v1 == "persistence_uncertain"
            and instance.keys() <= _KEYS7
            and "code" in instance
            and "message" in instance
            and "operation" in instance
            and instance["code"] == "persistence_uncertain"
            and isinstance((v7 := instance["message"]), str)
            and len(v7) >= 1
            and isinstance((v8 := instance["operation"]), str)
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
            and instance.keys() == _KEYS6
            and instance["code"] == "internal_error"
            and isinstance((v10 := instance["message"]), str)
            and len(v10) >= 1
        )
    ):
        return []
    errors: list[ValidationError] = []
    _errors8(instance, "", errors)
    return errors


def validate_schedule_create_arguments(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-create.json#/$defs/arguments; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and "prompt" in instance
        and "after_seconds" in instance
        and isinstance(instance["prompt"], str)
        and isinstance((v1 := instance["after_seconds"]), (int, float))
        and not isinstance(v1, bool)
    ):
        return []
    errors: list[ValidationError] = []
    _errors9(instance, "", errors)
    return errors


def validate_schedule_create_output(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-create.json#/$defs/output; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and instance.keys() == _KEYS4
        and isinstance((v1 := instance["id"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance["kind"] == "after"
        and isinstance((v2 := instance["prompt"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            (isinstance((v3 := instance["afterSeconds"]), int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := instance["scheduledAt"]), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := instance["state"]), str)
        and v5 in _ENUM1
        and instance["deliveryMode"] == "session-local"
    ) + (
        isinstance(instance, dict)
        and (
            (
                (v6 := instance.get("code")) == "invalid_prompt"
                and instance.keys() == _KEYS6
                and instance["code"] == "invalid_prompt"
                and isinstance((v7 := instance["message"]), str)
                and len(v7) >= 1
            )
            or (
                v6 == "invalid_selector"
                and instance.keys() == _KEYS6
                and instance["code"] == "invalid_selector"
                and isinstance((v8 := instance["message"]), str)
                and len(v8) >= 1
            )
            or (
                v6 == "invalid_rule"
                and instance.keys() == _KEYS6
                and instance["code"] == "invalid_rule"
                and isinstance((v9 := instance["message"]), str)
                and len(v9) >= 1
            )
            or (
                v6 == "time_out_of_range"
                and instance.keys() == _KEYS6
                and instance["code"] == "time_out_of_range"
                and isinstance((v10 := instance["message"]), str)
                and len(v10) >= 1
            )
            or (
                v6 == "corrupt_schedule_log"
                and instance.keys() == _KEYS6
                and instance["code"] == "corrupt_schedule_log"
                and isinstance((v11 := instance["message"]), str)
                and len(v11) >= 1
            )
            or (
                v6 == "persistence_uncertain"
                and instance.keys() <= _KEYS7
                and "code" in instance
                and "message" in instance
                and "operation" in instance
                and instance["code"] == "persistence_uncertain"
                and isinstance((v12 := instance["message"]), str)
                and len(v12) >= 1
                and isinstance((v13 := instance["operation"]), str)
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
                and instance.keys() == _KEYS6
                and instance["code"] == "internal_error"
                and isinstance((v15 := instance["message"]), str)
                and len(v15) >= 1
            )
        )
    ) == 1:
        return []
    errors: list[ValidationError] = []
    _errors10(instance, "", errors)
    return errors


def validate_schedule_list_arguments(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-list.json#/$defs/arguments; an empty list means valid."""
    if isinstance(instance, dict) and not instance:
        return []
    errors: list[ValidationError] = []
    _errors11(instance, "", errors)
    return errors


def validate_schedule_list_output(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-list.json#/$defs/output; an empty list means valid."""
    if (
        isinstance(instance, list)
        and all(
            isinstance(v6, dict)
            and v6.keys() == _KEYS4
            and isinstance((v1 := v6["id"]), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and v6["kind"] == "after"
            and isinstance((v2 := v6["prompt"]), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and (
                (isinstance((v3 := v6["afterSeconds"]), int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := v6["scheduledAt"]), str)
            and _PATTERN1.search(v4) is not None
            and isinstance((v5 := v6["state"]), str)
            and v5 in _ENUM1
            and v6["deliveryMode"] == "session-local"
            for v6 in instance
        )
    ) + (
        isinstance(instance, dict)
        and (
            (
                (v7 := instance.get("code")) == "corrupt_schedule_log"
                and instance.keys() == _KEYS6
                and instance["code"] == "corrupt_schedule_log"
                and isinstance((v8 := instance["message"]), str)
                and len(v8) >= 1
            )
            or (
                v7 == "persistence_uncertain"
                and instance.keys() <= _KEYS7
                and "code" in instance
                and "message" in instance
                and "operation" in instance
                and instance["code"] == "persistence_uncertain"
                and isinstance((v9 := instance["message"]), str)
                and len(v9) >= 1
                and isinstance((v10 := instance["operation"]), str)
                and v10 in _ENUM2
                and (
                    "id" not in instance
                    or (
                        isinstance((v11 := instance["id"]), str)
                        and len(v11) >= 1
                        and v11[0] not in _CHARS1
                        and v11[-1] not in _CHARS1
                    )
                )
            )
            or (
                v7 == "internal_error"
                and instance.keys() == _KEYS6
                and instance["code"] == "internal_error"
                and isinstance((v12 := instance["message"]), str)
                and len(v12) >= 1
            )
        )
    ) == 1:
        return []
    errors: list[ValidationError] = []
    _errors12(instance, "", errors)
    return errors


def validate_schedule_delete_arguments(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-delete.json#/$defs/arguments; an empty list means valid."""
    if isinstance(instance, dict) and instance.keys() == _KEYS8 and isinstance(instance["id"], str):
        return []
    errors: list[ValidationError] = []
    _errors13(instance, "", errors)
    return errors


def validate_schedule_delete_output(instance: Any) -> list[ValidationError]:
    """Validate against tools/schedule-delete.json#/$defs/output; an empty list means valid."""
    if (
        isinstance(instance, dict)
        and instance.keys() == _KEYS9
        and isinstance((v1 := instance["id"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and instance["deleted"] is True
    ) + (
        isinstance(instance, dict)
        and (
            (
                (v2 := instance.get("code")) == "schedule_not_found"
                and instance.keys() == _KEYS10
                and isinstance((v3 := instance["id"]), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
                and instance["deleted"] is False
                and instance["code"] == "schedule_not_found"
            )
            or (
                v2 == "invalid_rule"
                and instance.keys() == _KEYS6
                and instance["code"] == "invalid_rule"
                and isinstance((v4 := instance["message"]), str)
                and len(v4) >= 1
            )
            or (
                v2 == "corrupt_schedule_log"
                and instance.keys() == _KEYS6
                and instance["code"] == "corrupt_schedule_log"
                and isinstance((v5 := instance["message"]), str)
                and len(v5) >= 1
            )
            or (
                v2 == "persistence_uncertain"
                and instance.keys() <= _KEYS7
                and "code" in instance
                and "message" in instance
                and "operation" in instance
                and instance["code"] == "persistence_uncertain"
                and isinstance((v6 := instance["message"]), str)
                and len(v6) >= 1
                and isinstance((v7 := instance["operation"]), str)
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
                and instance.keys() == _KEYS6
                and instance["code"] == "internal_error"
                and isinstance((v9 := instance["message"]), str)
                and len(v9) >= 1
            )
        )
    ) == 1:
        return []
    errors: list[ValidationError] = []
    _errors14(instance, "", errors)
    return errors


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/0
def _is_valid20(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS2
        and (v1 := x["version"]) == 1
        and not isinstance(v1, bool)
        and x["operation"] == "create"
        and isinstance((v6 := x["schedule"]), dict)
        and v6.keys() == _KEYS1
        and isinstance((v2 := v6["id"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and v6["kind"] == "after"
        and isinstance((v3 := v6["prompt"]), str)
        and len(v3) >= 1
        and v3[0] not in _CHARS1
        and v3[-1] not in _CHARS1
        and (
            (isinstance((v4 := v6["afterSeconds"]), int) and not isinstance(v4, bool))
            or (isinstance(v4, float) and float.is_integer(v4))
        )
        and v4 >= 1
        and v4 <= 9007199254740991
        and isinstance((v5 := v6["scheduledAt"]), str)
        and _PATTERN1.search(v5) is not None
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/1
def _is_valid21(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS3
        and (v1 := x["version"]) == 1
        and not isinstance(v1, bool)
        and x["operation"] == "delete"
        and isinstance((v2 := x["id"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/2
def _is_valid22(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS3
        and (v1 := x["version"]) == 1
        and not isinstance(v1, bool)
        and x["operation"] == "dispatch"
        and isinstance((v2 := x["id"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/0
def _is_valid34(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "invalid_prompt"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/1
def _is_valid35(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "invalid_selector"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/2
def _is_valid36(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "invalid_rule"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/3
def _is_valid37(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "time_out_of_range"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/4
def _is_valid38(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "corrupt_schedule_log"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/5
def _is_valid39(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() <= _KEYS7
        and "code" in x
        and "message" in x
        and "operation" in x
        and x["code"] == "persistence_uncertain"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
        and isinstance((v2 := x["operation"]), str)
        and v2 in _ENUM2
        and (
            "id" not in x
            or (
                isinstance((v3 := x["id"]), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
            )
        )
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/6
def _is_valid40(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "internal_error"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/0
def _is_valid43(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS4
        and isinstance((v1 := x["id"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x["kind"] == "after"
        and isinstance((v2 := x["prompt"]), str)
        and len(v2) >= 1
        and v2[0] not in _CHARS1
        and v2[-1] not in _CHARS1
        and (
            (isinstance((v3 := x["afterSeconds"]), int) and not isinstance(v3, bool))
            or (isinstance(v3, float) and float.is_integer(v3))
        )
        and v3 >= 1
        and v3 <= 9007199254740991
        and isinstance((v4 := x["scheduledAt"]), str)
        and _PATTERN1.search(v4) is not None
        and isinstance((v5 := x["state"]), str)
        and v5 in _ENUM1
        and x["deliveryMode"] == "session-local"
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/1
def _is_valid44(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "invalid_prompt"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/2
def _is_valid45(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "invalid_selector"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/3
def _is_valid46(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "invalid_rule"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/4
def _is_valid47(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "time_out_of_range"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/5
def _is_valid48(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "corrupt_schedule_log"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/6
def _is_valid49(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() <= _KEYS7
        and "code" in x
        and "message" in x
        and "operation" in x
        and x["code"] == "persistence_uncertain"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
        and isinstance((v2 := x["operation"]), str)
        and v2 in _ENUM2
        and (
            "id" not in x
            or (
                isinstance((v3 := x["id"]), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
            )
        )
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/7
def _is_valid50(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "internal_error"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _is_valid51(x: Any) -> bool:
    return bool(
        isinstance(x, list)
        and all(
            isinstance(v6, dict)
            and v6.keys() == _KEYS4
            and isinstance((v1 := v6["id"]), str)
            and len(v1) >= 1
            and v1[0] not in _CHARS1
            and v1[-1] not in _CHARS1
            and v6["kind"] == "after"
            and isinstance((v2 := v6["prompt"]), str)
            and len(v2) >= 1
            and v2[0] not in _CHARS1
            and v2[-1] not in _CHARS1
            and (
                (isinstance((v3 := v6["afterSeconds"]), int) and not isinstance(v3, bool))
                or (isinstance(v3, float) and float.is_integer(v3))
            )
            and v3 >= 1
            and v3 <= 9007199254740991
            and isinstance((v4 := v6["scheduledAt"]), str)
            and _PATTERN1.search(v4) is not None
            and isinstance((v5 := v6["state"]), str)
            and v5 in _ENUM1
            and v6["deliveryMode"] == "session-local"
            for v6 in x
        )
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/1
def _is_valid52(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "corrupt_schedule_log"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/2
def _is_valid53(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() <= _KEYS7
        and "code" in x
        and "message" in x
        and "operation" in x
        and x["code"] == "persistence_uncertain"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
        and isinstance((v2 := x["operation"]), str)
        and v2 in _ENUM2
        and (
            "id" not in x
            or (
                isinstance((v3 := x["id"]), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
            )
        )
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/3
def _is_valid54(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "internal_error"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/0
def _is_valid56(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS9
        and isinstance((v1 := x["id"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x["deleted"] is True
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/1
def _is_valid57(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS10
        and isinstance((v1 := x["id"]), str)
        and len(v1) >= 1
        and v1[0] not in _CHARS1
        and v1[-1] not in _CHARS1
        and x["deleted"] is False
        and x["code"] == "schedule_not_found"
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/2
def _is_valid58(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "invalid_rule"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/3
def _is_valid59(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "corrupt_schedule_log"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/4
def _is_valid60(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() <= _KEYS7
        and "code" in x
        and "message" in x
        and "operation" in x
        and x["code"] == "persistence_uncertain"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
        and isinstance((v2 := x["operation"]), str)
        and v2 in _ENUM2
        and (
            "id" not in x
            or (
                isinstance((v3 := x["id"]), str)
                and len(v3) >= 1
                and v3[0] not in _CHARS1
                and v3[-1] not in _CHARS1
            )
        )
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/5
def _is_valid61(x: Any) -> bool:
    return bool(
        isinstance(x, dict)
        and x.keys() == _KEYS6
        and x["code"] == "internal_error"
        and isinstance((v1 := x["message"]), str)
        and len(v1) >= 1
    )


# https://dsh-tool-schedule.example/schemas/v1/trimmed-text.json#
def _errors1(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))
    if isinstance(x, str) and _PATTERN2.search(x) is None:
        errors.append(ValidationError(path, "pattern", _MESSAGE1))


# https://dsh-tool-schedule.example/schemas/v1/schedule-id.json#
def _errors2(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors1(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/instant.json#
def _errors3(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and _PATTERN1.search(x) is None:
        errors.append(ValidationError(path, "pattern", _MESSAGE2))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#
def _errors4(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "id" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "id"'))
    if isinstance(x, dict) and "kind" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "kind"'))
    if isinstance(x, dict) and "prompt" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "prompt"'))
    if isinstance(x, dict) and "afterSeconds" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "afterSeconds"'))
    if isinstance(x, dict) and "scheduledAt" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "scheduledAt"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS1:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "id" in x:
        _errors15(x["id"], path + "/id", errors)
    if isinstance(x, dict) and "kind" in x:
        _errors16(x["kind"], path + "/kind", errors)
    if isinstance(x, dict) and "prompt" in x:
        _errors17(x["prompt"], path + "/prompt", errors)
    if isinstance(x, dict) and "afterSeconds" in x:
        _errors18(x["afterSeconds"], path + "/afterSeconds", errors)
    if isinstance(x, dict) and "scheduledAt" in x:
        _errors19(x["scheduledAt"], path + "/scheduledAt", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#
def _errors5(x: Any, path: str, errors: list[ValidationError]) -> None:
    _one_of(
        x,
        path,
        errors,
        (_is_valid20, _is_valid21, _is_valid22),
        (_errors20, _errors21, _errors22),
        _SELECTOR1,
    )


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#
def _errors6(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "id" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "id"'))
    if isinstance(x, dict) and "kind" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "kind"'))
    if isinstance(x, dict) and "prompt" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "prompt"'))
    if isinstance(x, dict) and "afterSeconds" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "afterSeconds"'))
    if isinstance(x, dict) and "scheduledAt" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "scheduledAt"'))
    if isinstance(x, dict) and "state" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "state"'))
    if isinstance(x, dict) and "deliveryMode" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "deliveryMode"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS4:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "id" in x:
        _errors23(x["id"], path + "/id", errors)
    if isinstance(x, dict) and "kind" in x:
        _errors24(x["kind"], path + "/kind", errors)
    if isinstance(x, dict) and "prompt" in x:
        _errors25(x["prompt"], path + "/prompt", errors)
    if isinstance(x, dict) and "afterSeconds" in x:
        _errors26(x["afterSeconds"], path + "/afterSeconds", errors)
    if isinstance(x, dict) and "scheduledAt" in x:
        _errors27(x["scheduledAt"], path + "/scheduledAt", errors)
    if isinstance(x, dict) and "state" in x:
        _errors28(x["state"], path + "/state", errors)
    if isinstance(x, dict) and "deliveryMode" in x:
        _errors29(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#
def _errors7(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "scheduleId" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "scheduleId"'))
    if isinstance(x, dict) and "prompt" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "prompt"'))
    if isinstance(x, dict) and "occurrenceAt" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "occurrenceAt"'))
    if isinstance(x, dict) and "deliveryMode" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "deliveryMode"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS5:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "scheduleId" in x:
        _errors30(x["scheduleId"], path + "/scheduleId", errors)
    if isinstance(x, dict) and "prompt" in x:
        _errors31(x["prompt"], path + "/prompt", errors)
    if isinstance(x, dict) and "occurrenceAt" in x:
        _errors32(x["occurrenceAt"], path + "/occurrenceAt", errors)
    if isinstance(x, dict) and "deliveryMode" in x:
        _errors33(x["deliveryMode"], path + "/deliveryMode", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#
def _errors8(x: Any, path: str, errors: list[ValidationError]) -> None:
    _one_of(
        x,
        path,
        errors,
        (
            _is_valid34,
            _is_valid35,
            _is_valid36,
            _is_valid37,
            _is_valid38,
            _is_valid39,
            _is_valid40,
        ),
        (_errors34, _errors35, _errors36, _errors37, _errors38, _errors39, _errors40),
        _SELECTOR2,
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments
def _errors9(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "prompt" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "prompt"'))
    if isinstance(x, dict) and "after_seconds" not in x:
        errors.append(
            ValidationError(path, "required", 'missing required property "after_seconds"')
        )
    if isinstance(x, dict) and "prompt" in x:
        _errors41(x["prompt"], path + "/prompt", errors)
    if isinstance(x, dict) and "after_seconds" in x:
        _errors42(x["after_seconds"], path + "/after_seconds", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output
def _errors10(x: Any, path: str, errors: list[ValidationError]) -> None:
    _one_of(
        x,
        path,
        errors,
        (
            _is_valid43,
            _is_valid44,
            _is_valid45,
            _is_valid46,
            _is_valid47,
            _is_valid48,
            _is_valid49,
            _is_valid50,
        ),
        (
            _errors43,
            _errors44,
            _errors45,
            _errors46,
            _errors47,
            _errors48,
            _errors49,
            _errors50,
        ),
        _SELECTOR3,
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/arguments
def _errors11(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict):
        for key in x:
            errors.append(
                ValidationError(path + "/" + _escape(key), "additionalProperties", "is not allowed")
            )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output
def _errors12(x: Any, path: str, errors: list[ValidationError]) -> None:
    _one_of(
        x,
        path,
        errors,
        (_is_valid51, _is_valid52, _is_valid53, _is_valid54),
        (_errors51, _errors52, _errors53, _errors54),
        _SELECTOR4,
    )


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments
def _errors13(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "id" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "id"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS8:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "id" in x:
        _errors55(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output
def _errors14(x: Any, path: str, errors: list[ValidationError]) -> None:
    _one_of(
        x,
        path,
        errors,
        (_is_valid56, _is_valid57, _is_valid58, _is_valid59, _is_valid60, _is_valid61),
        (_errors56, _errors57, _errors58, _errors59, _errors60, _errors61),
        _SELECTOR5,
    )


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/id
def _errors15(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors2(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/kind
def _errors16(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "after"):
        errors.append(ValidationError(path, "const", 'must be "after"'))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/prompt
def _errors17(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors1(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/afterSeconds
def _errors18(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _is_integer(x):
        errors.append(ValidationError(path, "type", "expected integer, got " + _json_type(x)))
    if _is_number(x) and x < 1:
        errors.append(ValidationError(path, "minimum", "must be >= 1"))
    if _is_number(x) and x > 9007199254740991:
        errors.append(ValidationError(path, "maximum", "must be <= 9007199254740991"))


# https://dsh-tool-schedule.example/schemas/v1/after-schedule-record.json#/properties/scheduledAt
def _errors19(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors3(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/0
def _errors20(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors62(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/1
def _errors21(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors63(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/oneOf/2
def _errors22(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors64(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/id
def _errors23(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors15(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/kind
def _errors24(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors16(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/prompt
def _errors25(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors17(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/afterSeconds
def _errors26(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors18(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/scheduledAt
def _errors27(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors19(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/state
def _errors28(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not any(_json_equal(x, value) for value in _CONST1):
        errors.append(ValidationError(path, "enum", 'must be one of ["scheduled", "overdue"]'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-view.json#/properties/deliveryMode
def _errors29(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "session-local"):
        errors.append(ValidationError(path, "const", 'must be "session-local"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/scheduleId
def _errors30(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors2(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/prompt
def _errors31(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors1(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/occurrenceAt
def _errors32(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors3(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-reminder-presentation.json#/properties/deliveryMode
def _errors33(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "session-local"):
        errors.append(ValidationError(path, "const", 'must be "session-local"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/0
def _errors34(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors65(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/1
def _errors35(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors66(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/2
def _errors36(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors67(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/3
def _errors37(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors68(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/4
def _errors38(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors69(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/5
def _errors39(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors70(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/oneOf/6
def _errors40(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors71(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/prompt
def _errors41(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/arguments/properties/after_seconds
def _errors42(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _is_number(x):
        errors.append(ValidationError(path, "type", "expected number, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/0
def _errors43(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors6(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/1
def _errors44(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors65(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/2
def _errors45(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors66(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/3
def _errors46(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors67(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/4
def _errors47(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors68(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/5
def _errors48(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors69(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/6
def _errors49(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors70(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-create.json#/$defs/output/oneOf/7
def _errors50(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors71(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0
def _errors51(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, list):
        errors.append(ValidationError(path, "type", "expected array, got " + _json_type(x)))
    if isinstance(x, list):
        for index, item in enumerate(x):
            _errors72(item, path + "/" + str(index), errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/1
def _errors52(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors69(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/2
def _errors53(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors70(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/3
def _errors54(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors71(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/arguments/properties/id
def _errors55(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/0
def _errors56(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors73(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/1
def _errors57(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors74(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/2
def _errors58(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors67(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/3
def _errors59(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors69(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/4
def _errors60(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors70(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/output/oneOf/5
def _errors61(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors71(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate
def _errors62(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "version" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "version"'))
    if isinstance(x, dict) and "operation" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "operation"'))
    if isinstance(x, dict) and "schedule" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "schedule"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS2:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "version" in x:
        _errors75(x["version"], path + "/version", errors)
    if isinstance(x, dict) and "operation" in x:
        _errors76(x["operation"], path + "/operation", errors)
    if isinstance(x, dict) and "schedule" in x:
        _errors77(x["schedule"], path + "/schedule", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete
def _errors63(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "version" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "version"'))
    if isinstance(x, dict) and "operation" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "operation"'))
    if isinstance(x, dict) and "id" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "id"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS3:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "version" in x:
        _errors78(x["version"], path + "/version", errors)
    if isinstance(x, dict) and "operation" in x:
        _errors79(x["operation"], path + "/operation", errors)
    if isinstance(x, dict) and "id" in x:
        _errors80(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch
def _errors64(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "version" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "version"'))
    if isinstance(x, dict) and "operation" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "operation"'))
    if isinstance(x, dict) and "id" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "id"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS3:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "version" in x:
        _errors81(x["version"], path + "/version", errors)
    if isinstance(x, dict) and "operation" in x:
        _errors82(x["operation"], path + "/operation", errors)
    if isinstance(x, dict) and "id" in x:
        _errors83(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt
def _errors65(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict) and "message" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "message"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS6:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "code" in x:
        _errors84(x["code"], path + "/code", errors)
    if isinstance(x, dict) and "message" in x:
        _errors85(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector
def _errors66(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict) and "message" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "message"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS6:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "code" in x:
        _errors86(x["code"], path + "/code", errors)
    if isinstance(x, dict) and "message" in x:
        _errors87(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule
def _errors67(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict) and "message" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "message"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS6:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "code" in x:
        _errors88(x["code"], path + "/code", errors)
    if isinstance(x, dict) and "message" in x:
        _errors89(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange
def _errors68(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict) and "message" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "message"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS6:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "code" in x:
        _errors90(x["code"], path + "/code", errors)
    if isinstance(x, dict) and "message" in x:
        _errors91(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog
def _errors69(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict) and "message" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "message"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS6:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "code" in x:
        _errors92(x["code"], path + "/code", errors)
    if isinstance(x, dict) and "message" in x:
        _errors93(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain
def _errors70(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict) and "message" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "message"'))
    if isinstance(x, dict) and "operation" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "operation"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS7:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "code" in x:
        _errors94(x["code"], path + "/code", errors)
    if isinstance(x, dict) and "message" in x:
        _errors95(x["message"], path + "/message", errors)
    if isinstance(x, dict) and "operation" in x:
        _errors96(x["operation"], path + "/operation", errors)
    if isinstance(x, dict) and "id" in x:
        _errors97(x["id"], path + "/id", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError
def _errors71(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict) and "message" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "message"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS6:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "code" in x:
        _errors98(x["code"], path + "/code", errors)
    if isinstance(x, dict) and "message" in x:
        _errors99(x["message"], path + "/message", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-list.json#/$defs/output/oneOf/0/items
def _errors72(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors6(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted
def _errors73(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "id" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "id"'))
    if isinstance(x, dict) and "deleted" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "deleted"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS9:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "id" in x:
        _errors100(x["id"], path + "/id", errors)
    if isinstance(x, dict) and "deleted" in x:
        _errors101(x["deleted"], path + "/deleted", errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound
def _errors74(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, dict):
        errors.append(ValidationError(path, "type", "expected object, got " + _json_type(x)))
    if isinstance(x, dict) and "id" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "id"'))
    if isinstance(x, dict) and "deleted" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "deleted"'))
    if isinstance(x, dict) and "code" not in x:
        errors.append(ValidationError(path, "required", 'missing required property "code"'))
    if isinstance(x, dict):
        for key in x:
            if key not in _KEYS10:
                errors.append(
                    ValidationError(
                        path + "/" + _escape(key),
                        "additionalProperties",
                        "is not allowed",
                    )
                )
    if isinstance(x, dict) and "id" in x:
        _errors102(x["id"], path + "/id", errors)
    if isinstance(x, dict) and "deleted" in x:
        _errors103(x["deleted"], path + "/deleted", errors)
    if isinstance(x, dict) and "code" in x:
        _errors104(x["code"], path + "/code", errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/version
def _errors75(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, 1):
        errors.append(ValidationError(path, "const", "must be 1"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/operation
def _errors76(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "create"):
        errors.append(ValidationError(path, "const", 'must be "create"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleCreate/properties/schedule
def _errors77(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors4(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/version
def _errors78(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, 1):
        errors.append(ValidationError(path, "const", "must be 1"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/operation
def _errors79(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "delete"):
        errors.append(ValidationError(path, "const", 'must be "delete"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDelete/properties/id
def _errors80(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors2(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/version
def _errors81(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, 1):
        errors.append(ValidationError(path, "const", "must be 1"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/operation
def _errors82(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "dispatch"):
        errors.append(ValidationError(path, "const", 'must be "dispatch"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-change.json#/$defs/ScheduleDispatch/properties/id
def _errors83(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors2(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/code
def _errors84(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "invalid_prompt"):
        errors.append(ValidationError(path, "const", 'must be "invalid_prompt"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidPrompt/properties/message
def _errors85(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/code
def _errors86(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "invalid_selector"):
        errors.append(ValidationError(path, "const", 'must be "invalid_selector"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidSelector/properties/message
def _errors87(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/code
def _errors88(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "invalid_rule"):
        errors.append(ValidationError(path, "const", 'must be "invalid_rule"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InvalidRule/properties/message
def _errors89(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/code
def _errors90(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "time_out_of_range"):
        errors.append(ValidationError(path, "const", 'must be "time_out_of_range"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/TimeOutOfRange/properties/message
def _errors91(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/code
def _errors92(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "corrupt_schedule_log"):
        errors.append(ValidationError(path, "const", 'must be "corrupt_schedule_log"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/CorruptScheduleLog/properties/message
def _errors93(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/code
def _errors94(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "persistence_uncertain"):
        errors.append(ValidationError(path, "const", 'must be "persistence_uncertain"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/message
def _errors95(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/operation
def _errors96(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not any(_json_equal(x, value) for value in _CONST2):
        errors.append(ValidationError(path, "enum", 'must be one of ["create", "list", "delete"]'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/PersistenceUncertain/properties/id
def _errors97(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors2(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/code
def _errors98(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "internal_error"):
        errors.append(ValidationError(path, "const", 'must be "internal_error"'))


# https://dsh-tool-schedule.example/schemas/v1/schedule-error.json#/$defs/InternalError/properties/message
def _errors99(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not isinstance(x, str):
        errors.append(ValidationError(path, "type", "expected string, got " + _json_type(x)))
    if isinstance(x, str) and len(x) < 1:
        errors.append(ValidationError(path, "minLength", "must be at least 1 characters long"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/id
def _errors100(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors2(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/deleted/properties/deleted
def _errors101(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, True):
        errors.append(ValidationError(path, "const", "must be true"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/id
def _errors102(x: Any, path: str, errors: list[ValidationError]) -> None:
    _errors2(x, path, errors)


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/deleted
def _errors103(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, False):
        errors.append(ValidationError(path, "const", "must be false"))


# https://dsh-tool-schedule.example/schemas/v1/tools/schedule-delete.json#/$defs/notFound/properties/code
def _errors104(x: Any, path: str, errors: list[ValidationError]) -> None:
    if not _json_equal(x, "schedule_not_found"):
        errors.append(ValidationError(path, "const", 'must be "schedule_not_found"'))
