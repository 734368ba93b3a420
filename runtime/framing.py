"""The model-visible text that delivers a due reminder (SPEC §5.5)."""

from __future__ import annotations

import json
from dataclasses import dataclass

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


@dataclass(frozen=True)
class ReminderFraming:
    """What a reminder framing says: the schedule id, when it was due, and the prompt."""

    schedule_id: str
    occurrence_at: str
    prompt: str


def parse_reminder_framing(text: str) -> ReminderFraming | None:
    """The fields of a text `render_reminder_framing` wrote; None for any other text."""
    # Split on "\n" alone: the JSON strings may hold U+2028 and others that splitlines cuts at.
    lines = text.split("\n")
    if len(lines) != 5 or lines[:2] != [REMINDER_HEADER, REMINDER_INSTRUCTION]:
        return None
    fields = dict(line.partition(": ")[::2] for line in lines[2:])
    try:
        schedule_id = json.loads(fields["schedule_id_json"])
        prompt = json.loads(fields["reminder_prompt_json"])
        occurrence_at = fields["occurrence_at"]
    except (KeyError, ValueError):
        return None
    if not (isinstance(schedule_id, str) and isinstance(prompt, str)):
        return None
    return ReminderFraming(schedule_id, occurrence_at, prompt)
