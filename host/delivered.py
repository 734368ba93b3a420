"""What a delivered reminder's framing says, read back for people and for logs.

A followup from the schedule plugin is a one-shot reminder's five-line framing (SPEC §5.5) or
a batch of due recurring reminders (docs/protocol-v2.md: a header, an instruction and one
`reminders_json` line). Reading either gives one `DeliveredReminder` per reminder; any other
text, or a framing that does not hold what it should, gives None.
"""

from __future__ import annotations

import functools
from typing import Any, NamedTuple

from dsh_schedule.runtime.framing import parse_recurring_framing, parse_reminder_framing

_ITEM_KEYS = (
    "scheduleId",
    "occurrenceAt",
    "prompt",
    "rule",
    "nextOccurrenceAt",
    "missedOccurrences",
)


class DeliveredReminder(NamedTuple):
    """One reminder a framing delivered (a named tuple, as `ReminderFraming` is)."""

    schedule_id: str
    occurrence_at: str
    prompt: str
    rule: str | None = None
    """A recurring reminder's rule in words; None for a one-shot."""
    next_occurrence_at: str | None = None
    """A recurring reminder's next occurrence; None for a one-shot, or after its last."""
    missed: int = 0


@functools.lru_cache(maxsize=1)
def read_reminders(text: str) -> tuple[DeliveredReminder, ...] | None:
    """The reminders a framing delivers, in its order; None for any other text. The last
    text's answer is kept (and so is a tuple): a delivery's observers (a worker's metrics) and
    its turn read the same followup one after the other (docs/decisions/0021)."""
    one_shot = parse_reminder_framing(text)
    if one_shot is not None:
        return (DeliveredReminder(one_shot.schedule_id, one_shot.occurrence_at, one_shot.prompt),)
    items = parse_recurring_framing(text)
    if not items:
        return None
    read = [_item(item) for item in items]
    return None if None in read else tuple(item for item in read if item is not None)


def _item(item: Any) -> DeliveredReminder | None:
    if not isinstance(item, dict) or tuple(item) != _ITEM_KEYS:
        return None
    schedule_id, occurrence_at, prompt, rule = (
        item[key] for key in ("scheduleId", "occurrenceAt", "prompt", "rule")
    )
    following, missed = item["nextOccurrenceAt"], item["missedOccurrences"]
    texts = (schedule_id, occurrence_at, prompt, rule)
    if not all(isinstance(value, str) for value in texts):
        return None
    if not (following is None or isinstance(following, str)):
        return None
    if not isinstance(missed, int) or isinstance(missed, bool) or missed < 0:
        return None
    return DeliveredReminder(schedule_id, occurrence_at, prompt, rule, following, missed)
