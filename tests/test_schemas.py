"""The schemas themselves: valid 2020-12, and they accept and refuse what SPEC §3 says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from tests.support.changes import record
from tests.support.paths import ROOT

SCHEMAS = sorted((ROOT / "schemas").rglob("*.json"))
BASE = "https://dsh-tool-schedule.example/schemas/v1/"


def _registry() -> Registry[Any]:
    resources = []
    for path in SCHEMAS:
        document = json.loads(path.read_text(encoding="utf-8"))
        resources.append((document["$id"], Resource.from_contents(document)))
    return Registry().with_resources(resources)


REGISTRY = _registry()


def _valid(uri: str, instance: object) -> bool:
    validator = Draft202012Validator(
        {"$ref": uri}, registry=REGISTRY, format_checker=Draft202012Validator.FORMAT_CHECKER
    )
    return validator.is_valid(instance)


@pytest.mark.parametrize("path", SCHEMAS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_schema_is_valid_2020_12_with_stable_id(path: Path) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(document)
    assert document["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    relative = path.relative_to(ROOT / "schemas").as_posix()
    if relative.startswith(("v2/", "ops/")):  # protocol 2 and the operators' schemas: no v1/
        assert document["$id"] == BASE.replace("/v1/", "/") + relative
    else:
        assert document["$id"] == BASE + relative
    assert document["description"]


RECORD = record()

CASES: list[tuple[str, object, bool]] = [
    ("schedule-id.json", "schedule-1", True),
    ("schedule-id.json", "custom", True),
    ("schedule-id.json", "a b", True),
    ("schedule-id.json", "", False),
    ("schedule-id.json", " schedule-1", False),
    ("schedule-id.json", "schedule-1\u3000", False),
    ("schedule-id.json", "\ufeffx", False),
    ("schedule-id.json", 1, False),
    ("trimmed-text.json", "x\u0085", True),  # U+0085 is not JS whitespace
    ("trimmed-text.json", "x\u001c", True),  # nor are U+001C..U+001F
    ("trimmed-text.json", "line one\nline two", True),
    ("trimmed-text.json", "x\u00a0", False),
    ("instant.json", "1970-01-01T00:00:31.000Z", True),
    ("instant.json", "0001-01-01T00:00:00.000Z", True),
    ("instant.json", "9999-12-31T23:59:59.999Z", True),
    (
        "instant.json",
        "2026-02-30T00:00:00.000Z",
        True,
    ),  # shape only: the calendar is a runtime rule
    ("instant.json", "0000-01-01T00:00:00.000Z", False),
    ("instant.json", "1970-01-01T00:00:31Z", False),
    ("instant.json", "1970-01-01T00:00:31.000+00:00", False),
    ("instant.json", "1970-01-01T24:00:00.000Z", False),
    ("instant.json", "1970-13-01T00:00:00.000Z", False),
    ("instant.json", "+01970-01-01T00:00:00.000Z", False),
    ("after-schedule-record.json", RECORD, True),
    ("after-schedule-record.json", {**RECORD, "afterSeconds": 9007199254740991}, True),
    ("after-schedule-record.json", {**RECORD, "afterSeconds": 9007199254740992}, False),
    ("after-schedule-record.json", {**RECORD, "afterSeconds": 0}, False),
    ("after-schedule-record.json", {**RECORD, "afterSeconds": 1.5}, False),
    ("after-schedule-record.json", {**RECORD, "afterSeconds": True}, False),
    ("after-schedule-record.json", {**RECORD, "kind": "at"}, False),
    ("after-schedule-record.json", {**RECORD, "prompt": "  padded"}, False),
    ("after-schedule-record.json", {**RECORD, "extra": 1}, False),
    ("after-schedule-record.json", {k: v for k, v in RECORD.items() if k != "kind"}, False),
    ("schedule-change.json", {"version": 1, "operation": "create", "schedule": RECORD}, True),
    ("schedule-change.json", {"version": 1, "operation": "delete", "id": "schedule-1"}, True),
    ("schedule-change.json", {"version": 1, "operation": "dispatch", "id": "x"}, True),
    ("schedule-change.json", {"version": 1.0, "operation": "dispatch", "id": "x"}, True),
    ("schedule-change.json", {"version": 2, "operation": "dispatch", "id": "x"}, False),
    ("schedule-change.json", {"version": 1, "operation": "pause", "id": "x"}, False),
    ("schedule-change.json", {"version": 1, "operation": "delete", "id": "x", "at": 1}, False),
    ("schedule-change.json", {"version": 1, "operation": "create", "id": "x"}, False),
    ("schedule-change.json", [], False),
    ("schedule-view.json", {**RECORD, "state": "overdue", "deliveryMode": "session-local"}, True),
    ("schedule-view.json", {**RECORD, "state": "done", "deliveryMode": "session-local"}, False),
    ("schedule-view.json", {**RECORD, "state": "scheduled"}, False),
    (
        "schedule-reminder-presentation.json",
        {
            "scheduleId": "x",
            "prompt": "p",
            "occurrenceAt": "2026-01-01T00:00:00.000Z",
            "deliveryMode": "session-local",
        },
        True,
    ),
    ("schedule-reminder-presentation.json", {"scheduleId": "x", "prompt": "p"}, False),
    ("schedule-error.json", {"code": "invalid_prompt", "message": "m"}, True),
    (
        "schedule-error.json",
        {"code": "persistence_uncertain", "message": "m", "operation": "list"},
        True,
    ),
    (
        "schedule-error.json",
        {"code": "persistence_uncertain", "message": "m", "operation": "delete", "id": "a"},
        True,
    ),
    ("schedule-error.json", {"code": "persistence_uncertain", "message": "m"}, False),
    ("schedule-error.json", {"code": "invalid_prompt", "message": "m", "id": "a"}, False),
    ("schedule-error.json", {"code": "schedule_not_found", "message": "m"}, False),
    ("tools/schedule-create.json#/$defs/arguments", {"prompt": "p", "after_seconds": 1.5}, True),
    (
        "tools/schedule-create.json#/$defs/arguments",
        {"prompt": "p", "after_seconds": 5, "cron": "x"},
        True,
    ),
    ("tools/schedule-create.json#/$defs/arguments", {"prompt": "p"}, False),
    ("tools/schedule-create.json#/$defs/arguments", {"prompt": "p", "after_seconds": "5"}, False),
    (
        "tools/schedule-create.json#/$defs/output",
        {"code": "invalid_selector", "message": "m"},
        True,
    ),
    ("tools/schedule-list.json#/$defs/arguments", {}, True),
    ("tools/schedule-list.json#/$defs/arguments", {"x": 1}, False),
    ("tools/schedule-list.json#/$defs/output", [], True),
    ("tools/schedule-list.json#/$defs/output", {"code": "invalid_prompt", "message": "m"}, False),
    ("tools/schedule-delete.json#/$defs/arguments", {"id": " padded "}, True),
    ("tools/schedule-delete.json#/$defs/arguments", {}, False),
    ("tools/schedule-delete.json#/$defs/output", {"id": "a", "deleted": True}, True),
    (
        "tools/schedule-delete.json#/$defs/output",
        {"id": "a", "deleted": False, "code": "schedule_not_found"},
        True,
    ),
    ("tools/schedule-delete.json#/$defs/output", {"id": "a", "deleted": False}, False),
]


@pytest.mark.parametrize(("schema", "instance", "expected"), CASES)
def test_hand_written_instances(schema: str, instance: object, expected: bool) -> None:
    assert _valid(BASE + schema, instance) is expected
