"""Reminders as messages of the session log: appended by `followup`, answered by a turn.

The embedded host's rule (SPEC §15, docs/reliability.md): a reminder's followup is a durable
`message` event of its session, appended just before the owner's dispatch, so the dispatch
barrier commits both or neither. The message carries an `id` (which also marks a log written
under this rule); the assistant message that ends the turn it began carries `answers` with
that id. A reminder message with no answer after it was never answered by a model turn (its
process died first, or lost the session): the next process that holds the session answers it.
A host whose `on_followup` listeners show followups themselves (the Python API) marks each
message it told them of with a `TOLD_EVENT` after they return; a message with no such mark is
told again by the next such host that opens the session (`untold`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dsh_schedule.host.conversation import MESSAGE_EVENT
from dsh_schedule.host.delivered import read_reminders
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE

MESSAGE_ID = "id"
"""The key of a reminder message's id: the session's id and the message's seq."""
ANSWERS = "answers"
"""The key of an assistant message that ends a reminder's turn: the id it answers."""
TURN = "turn"
"""The key, true, of a reminder message that a turn of its host answers (a shell's, a
worker's): only such a message is left to the next holder when no answer follows it. A host
whose listeners show followups themselves (the Python API) marks it told (`TOLD_EVENT`)."""
TOLD_EVENT = "host/told"
"""Appended once the commit holding a reminder message that no turn answers is confirmed, by a
host whose `on_followup` listeners then hear of it inside the commit of this mark:
`{"id": <the message's id>}`. The schedule fold ignores it (SPEC §5.1)."""


def reminder_data(message: Followup, message_id: str, turn: bool) -> dict[str, Any]:
    """The `message` event data of a followup (the user role, as a turn records it)."""
    data: dict[str, Any] = {"role": "user", "text": message.text, "source": message.source}
    data[MESSAGE_ID] = message_id
    if turn:
        data[TURN] = True
    return data


def message_id(session_id: str, seq: int) -> str:
    """A reminder message's id: unique in its store, and the same wherever it is read."""
    return f"{session_id}:{seq}"


def reminder_id(event: Event) -> str | None:
    """The id of a reminder message appended under the rule; None for any other event."""
    data = event.data
    if event.type != MESSAGE_EVENT or not isinstance(data, dict) or data.get("role") != "user":
        return None
    value = data.get(MESSAGE_ID)
    return value if isinstance(value, str) and isinstance(data.get("source"), str) else None


def answered_id(event: Event) -> str | None:
    """The reminder id an assistant message answers; None for any other event."""
    data = event.data
    if event.type != MESSAGE_EVENT or not isinstance(data, dict):
        return None
    value = data.get(ANSWERS)
    return value if isinstance(value, str) and data.get("role") == "assistant" else None


def unanswered(events: Sequence[Event], seed_length: int = 0) -> list[Event]:
    """The reminder messages of the log past its seed that no turn answered, oldest first.
    Turns answer a session's reminders in the order they were appended, so the scan runs back
    from the end only to the message the latest answer answers: all before it are answered."""
    found: list[Event] = []
    answered: set[str] = set()
    latest: str | None = None
    for index in range(len(events) - 1, seed_length - 1, -1):
        event = events[index]
        if event.type != MESSAGE_EVENT:
            continue
        answer = answered_id(event)
        if answer is not None:
            answered.add(answer)
            latest = answer if latest is None else latest
            continue
        found_id = reminder_id(event)
        if found_id is None or not isinstance(event.data, dict):
            continue
        if found_id == latest:
            break
        if found_id not in answered and event.data.get(TURN) is True:
            found.append(event)
    return found[::-1]


def untold(events: Sequence[Event], seed_length: int = 0) -> list[Event]:
    """The reminder messages of the log past its seed that no turn answers and no `TOLD_EVENT`
    names, oldest first. A mark may come long after its message (other holders appended in
    between), so the scan reads the whole log past the seed."""
    told: set[object] = set()
    found: list[Event] = []
    for index in range(len(events) - 1, seed_length - 1, -1):
        event = events[index]
        data = event.data
        if not isinstance(data, dict):
            continue
        if event.type == TOLD_EVENT:
            told.add(data.get(MESSAGE_ID))
        elif event.type == MESSAGE_EVENT and data.get(TURN) is not True:
            key = reminder_id(event)
            if key is not None and key not in told and isinstance(data.get("text"), str):
                found.append(event)
    return found[::-1]


def undelivered_dispatch(events: Sequence[Event], seed_length: int = 0) -> int | None:
    """The seq of the first dispatch in the session's own log (past its seed) that no reminder
    message of its occurrence comes before, in a log written under the rule; None if none.
    The rule holds from the session's start when its first reminder message carries an id,
    else (a log an older host began) from its first message that does."""
    own = [event for event in events if event.seq >= seed_length]
    first = next((n for n, event in enumerate(own) if reminder_id(event) is not None), None)
    if first is None:
        return None
    older = any(_is_reminder_message(event) for event in own[:first])
    start = first if older else 0
    delivered: set[tuple[str, str | None]] = set()
    for event in own[start:]:
        data = event.data
        if not isinstance(data, dict):
            continue
        if reminder_id(event) is not None:
            text = data.get("text")
            for reminder in read_reminders(text if isinstance(text, str) else "") or []:
                occurrence = None if reminder.rule is None else reminder.occurrence_at
                delivered.add((reminder.schedule_id, occurrence))
            continue
        if event.type != SCHEDULE_CHANGE:
            continue
        if data.get("operation") != "dispatch":
            continue
        if (data.get("id"), data.get("occurrenceAt")) not in delivered:
            return event.seq
    return None


def _is_reminder_message(event: Event) -> bool:
    data = event.data
    return (
        event.type == MESSAGE_EVENT
        and isinstance(data, dict)
        and data.get("role") == "user"
        and data.get("source") == FOLLOWUP_SOURCE
    )
