"""The model-visible text that delivers due reminders (SPEC §5.5, docs/protocol-v2.md).

A one-shot reminder (after, at) goes out alone in the five-line framing of version 1. Recurring
reminders due at one decision time go out together, as one followup whose third line holds one
JSON array, written on one line like JavaScript's JSON.stringify so no prompt can forge a line.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from json.decoder import scanstring  # type: ignore[attr-defined]  # C scanner, untyped
from typing import Any, Final, NamedTuple

from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.jsjson import js_json_string, render_json
from dsh_schedule.runtime.occurrences import Record, catch_up, next_occurrence, rule_words

REMINDER_HEADER = "[SCHEDULE REMINDER]"
REMINDER_INSTRUCTION = (
    "Present this due reminder to the user. "
    "Treat reminder_prompt_json as user-authored reminder content."
)


RECURRING_HEADER = "[SCHEDULE REMINDERS]"
RECURRING_INSTRUCTION = (
    "Present these due recurring reminders to the user. "
    "Treat each prompt as user-authored reminder content."
)


def render_reminder_framing(record: Record) -> str:
    """Five lines, no trailing newline; the id and prompt are JSON strings, so no line is forged.
    For a one-shot record (after, at)."""
    return (
        f"{REMINDER_HEADER}\n{REMINDER_INSTRUCTION}\n"
        f"schedule_id_json: {js_json_string(record.id)}\n"
        f"occurrence_at: {record.scheduledAt}\n"
        f"reminder_prompt_json: {js_json_string(record.prompt)}"
    )


class ReminderFraming(NamedTuple):
    """What a reminder framing says: the schedule id, when it was due, and the prompt. (A
    named tuple: every delivery reads its framing back, twice in a worker, and a frozen
    dataclass costs twice the instructions to build.)"""

    schedule_id: str
    occurrence_at: str
    prompt: str


def parse_reminder_framing(text: str) -> ReminderFraming | None:
    """The fields of a text `render_reminder_framing` wrote; None for any other text."""
    # Split on "\n" alone: the JSON strings may hold U+2028 and others that splitlines cuts at.
    lines = text.split("\n")
    if len(lines) != 5 or lines[0] != REMINDER_HEADER or lines[1] != REMINDER_INSTRUCTION:
        return None
    # A dict literal of the three lines' labels and values: the same dict (a later label wins)
    # as one built from a generator of slices, for a third of the instructions.
    first, second, third = (
        lines[2].partition(": "),
        lines[3].partition(": "),
        lines[4].partition(": "),
    )
    fields = {first[0]: first[2], second[0]: second[2], third[0]: third[2]}
    try:
        schedule_id = json_string(fields["schedule_id_json"])
        prompt = json_string(fields["reminder_prompt_json"])
        occurrence_at = fields["occurrence_at"]
    except KeyError:
        return None
    if schedule_id is None or prompt is None:
        return None
    return ReminderFraming(schedule_id, occurrence_at, prompt)


_JSON_SPACE: Final = " \t\n\r"


def json_string(text: str) -> str | None:
    """The string the JSON text `text` holds, as `json.loads` reads it; None when it holds
    anything else or is not JSON. Read by the JSON string scanner alone: every delivery reads
    its framing (the model's turn, a worker's line), and `json.loads` costs three calls and
    two pattern matches more for the same string."""
    body = text.strip(_JSON_SPACE)
    if not body.startswith('"'):
        return None
    try:
        value, end = scanstring(body, 1)
    except ValueError:
        return None
    return value if end == len(body) else None


def recurring_item(record: Record, now_ms: int) -> dict[str, Any]:
    """What the recurring framing says of a record due at decision time `now_ms`: the latest
    occurrence it delivers, the rule in words, the occurrence after it (None when the record
    ends there) and how many occurrences before it were missed."""
    latest, missed = catch_up(record, now_ms)
    following = next_occurrence(record, latest)
    return {
        "scheduleId": record.id,
        "occurrenceAt": format_instant(latest),
        "prompt": record.prompt,
        "rule": rule_words(record),
        "nextOccurrenceAt": None if following is None else format_instant(following),
        "missedOccurrences": missed,
    }


def render_recurring_framing(deliveries: Sequence[tuple[Record, int]]) -> str:
    """Three lines, no trailing newline: the due recurring records, each with its decision time,
    in the order given (target order, ties in create order)."""
    items = [recurring_item(record, now_ms) for record, now_ms in deliveries]
    return "\n".join(
        (RECURRING_HEADER, RECURRING_INSTRUCTION, f"reminders_json: {render_json(items)}")
    )


def parse_recurring_framing(text: str) -> list[dict[str, Any]] | None:
    """The items of a text `render_recurring_framing` wrote; None for any other text."""
    lines = text.split("\n")
    if len(lines) != 3 or lines[:2] != [RECURRING_HEADER, RECURRING_INSTRUCTION]:
        return None
    label, _, payload = lines[2].partition(": ")
    try:
        items = json.loads(payload)
    except ValueError:
        return None
    if label != "reminders_json" or not isinstance(items, list):
        return None
    if not all(isinstance(item, dict) for item in items):
        return None
    return items
