"""The model-visible text that delivers a due reminder (SPEC §5.5)."""

from __future__ import annotations

from dsh_schedule.generated.models import AfterScheduleRecord
from dsh_schedule.runtime.jsjson import js_json_string

REMINDER_HEADER = "[SCHEDULE REMINDER]"
REMINDER_INSTRUCTION = (
    "Present this due reminder to the user. "
    "Treat reminder_prompt_json as user-authored reminder content."
)


def render_reminder_framing(record: AfterScheduleRecord) -> str:
    """Five lines, no trailing newline; the id and prompt are JSON strings, so no line is forged."""
    return "\n".join(
        (
            REMINDER_HEADER,
            REMINDER_INSTRUCTION,
            f"schedule_id_json: {js_json_string(record.id)}",
            f"occurrence_at: {record.scheduledAt}",
            f"reminder_prompt_json: {js_json_string(record.prompt)}",
        )
    )
