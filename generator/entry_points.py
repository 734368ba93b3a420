"""The validators generated/validators.py exposes: (function name, schema URI) in output order."""

from __future__ import annotations

BASE = "https://dsh-tool-schedule.example/schemas/v1/"

VALIDATOR_ENTRY_POINTS: tuple[tuple[str, str], ...] = (
    ("validate_trimmed_text", BASE + "trimmed-text.json"),
    ("validate_schedule_id", BASE + "schedule-id.json"),
    ("validate_instant", BASE + "instant.json"),
    ("validate_after_schedule_record", BASE + "after-schedule-record.json"),
    ("validate_schedule_change", BASE + "schedule-change.json"),
    ("validate_schedule_view", BASE + "schedule-view.json"),
    ("validate_schedule_reminder_presentation", BASE + "schedule-reminder-presentation.json"),
    ("validate_schedule_error", BASE + "schedule-error.json"),
    ("validate_schedule_create_arguments", BASE + "tools/schedule-create.json#/$defs/arguments"),
    ("validate_schedule_create_output", BASE + "tools/schedule-create.json#/$defs/output"),
    ("validate_schedule_list_arguments", BASE + "tools/schedule-list.json#/$defs/arguments"),
    ("validate_schedule_list_output", BASE + "tools/schedule-list.json#/$defs/output"),
    ("validate_schedule_delete_arguments", BASE + "tools/schedule-delete.json#/$defs/arguments"),
    ("validate_schedule_delete_output", BASE + "tools/schedule-delete.json#/$defs/output"),
)
