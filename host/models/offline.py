"""An offline rule-based model, so the host runs without a network: it reads what people type
(`phrasing.py`) and answers with the schedule tools, or says what it did not understand.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta
from typing import Any

from dsh_schedule.generated.models import CalendarScheduleRecord, EveryScheduleRecord
from dsh_schedule.host.delivered import DeliveredReminder, read_reminders
from dsh_schedule.host.models import Message, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.host.models.phrasing import (
    SUGGESTION,
    Create,
    CreateAfter,
    CreateAt,
    CreateCalendar,
    CreateEvery,
    Delete,
    DeleteAll,
    Dismiss,
    Intent,
    MissingPrompt,
    Several,
    Unclear,
    read_answer,
    read_intent,
)
from dsh_schedule.host.models.phrasing_when import WEEK
from dsh_schedule.host.zone_names import legacy_hint, load_zone
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.host_contract import ToolDefinition
from dsh_schedule.runtime.occurrences import rule_words
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE

HELP = "I can keep reminders for this session. " + SUGGESTION


class OfflineModel:
    """Reads what people type as one schedule request, and presents due reminders. Times of
    day are read in `zone` (an IANA key) unless the request names another; "tomorrow" is
    tomorrow there, by `clock`."""

    def __init__(self, zone: str = "UTC", clock: Clock | None = None) -> None:
        self.zone = zone
        self._clock = clock if clock is not None else SystemClock()

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        presented = _presented(messages)
        if presented is not None:  # a due reminder is shown as it is: no tool, no clock
            return presented
        names = {tool.name for tool in tools}
        now_ms, zone = self._clock.now_ms(), self.zone
        return offline_step(messages, names, now_ms=now_ms, zone=zone, selectors=_selectors(tools))

    async def close(self) -> None:
        pass


SELECTORS = frozenset({"after_seconds", "at", "every_seconds", "calendar"})
"""What protocol 2's `schedule_create` takes besides the prompt; protocol 1 takes only
`after_seconds`."""


def _selectors(tools: Sequence[ToolDefinition]) -> frozenset[str]:
    """The selectors the agent's `schedule_create` names in its arguments schema."""
    for tool in tools:
        if tool.name == "schedule_create":
            return SELECTORS & set(tool.arguments_schema.get("properties", {}))
    return SELECTORS


def offline_step(
    messages: Sequence[Message],
    available: set[str],
    *,
    now_ms: int,
    zone: str,
    selectors: frozenset[str] = SELECTORS,
) -> Step:
    """The offline model's answer, as a plain function of the conversation, the tools, the
    time and the user's zone. `selectors` are those `schedule_create` takes: a request for
    another (a time, with protocol 1) is answered without a call."""
    start = _last_request(messages)
    if start is None:
        return Reply(HELP)
    presented = _presented(messages, start)
    if presented is not None:
        return presented
    request = messages[start]
    results = [m for m in messages[start + 1 :] if m.role == "tool"]
    intent = _answer_to_question(messages, start) or read_intent(request.text)
    if isinstance(intent, Unclear | MissingPrompt | Dismiss):
        return Reply(_answer_without_tools(intent))
    if not results:
        return _first_step(intent, available, now_ms, zone, selectors)
    if isinstance(intent, DeleteAll) and len(results) > 1:
        return Reply(_deleted_summary(results))
    listed = None if results[-1].is_error else json.loads(results[-1].text)
    if isinstance(intent, DeleteAll) and isinstance(listed, list):
        return _delete_each(listed) if intent.confirmed else Reply(_would_delete(listed))
    return Reply("\n".join(_describe_result(result, _sent(messages, result)) for result in results))


def _last_request(messages: Sequence[Message]) -> int | None:
    """The index of the last user message: the request the model answers."""
    for index in range(len(messages) - 1, -1, -1):
        if messages[index].role == "user":
            return index
    return None


def _presented(messages: Sequence[Message], start: int | None = None) -> Reply | None:
    """The answer to a due reminder (the last request a followup of the schedule plugin
    framing one): the reminder as the user reads it; None for any other request."""
    start = _last_request(messages) if start is None else start
    if start is None:
        return None
    request = messages[start]
    if request.source != FOLLOWUP_SOURCE:
        return None
    reminders = request.reminders  # read where its turn began, if a host's turn runner
    if reminders is None:
        found = read_reminders(request.text)
        return None if found is None else Reply(present_reminders(found))
    return Reply(present_reminders(reminders))


def _answer_without_tools(intent: Unclear | MissingPrompt | Dismiss) -> str:
    if isinstance(intent, Unclear):
        return intent.reply
    if isinstance(intent, Dismiss):
        return "OK, nothing changed."
    return (
        f"{WHAT_QUESTION} ({intent.when})? Say it on the next line, or all at once, "
        f"like 'remind me {intent.when} to call mom'."
    )


WHAT_QUESTION = "What should I remind you of"


def _answer_to_question(messages: Sequence[Message], start: int) -> Intent | None:
    """The user's line read as the answer to "what should I remind you of?", when the turn
    before asked it."""
    asking = messages[start - 1] if start else None
    if asking is None or asking.role != "assistant" or not asking.text.startswith(WHAT_QUESTION):
        return None
    earlier = [m for m in messages[:start] if m.role == "user"]
    if not earlier or earlier[-1].source is not None:
        return None
    asked = read_intent(earlier[-1].text)
    if not isinstance(asked, MissingPrompt):
        return None
    return read_answer(asked.when, messages[start].text)


def _sent(messages: Sequence[Message], result: Message) -> Any:
    """The arguments of the call `result` answers."""
    for message in messages:
        for use in message.calls:
            if use.call_id == result.call_id:
                return use.arguments
    return None


def _first_step(
    intent: Intent, available: set[str], now_ms: int, zone: str, selectors: frozenset[str]
) -> Step:
    match intent:
        case Several(creates=creates):
            uses = [_create(create, now_ms, zone) for create in creates]
        case CreateAfter() | CreateAt() | CreateEvery() | CreateCalendar():
            uses = [_create(intent, now_ms, zone)]
        case Delete(id=schedule_id):
            uses = [ToolUse("schedule_delete", {"id": schedule_id})]
        case _:  # ListAll, and DeleteAll, which lists first to learn the ids
            uses = [ToolUse("schedule_list", {})]
    calls: list[ToolUse] = []
    for use in uses:
        if isinstance(use, Reply):
            return use
        if use.name not in available:
            return Reply("Reminders are not available to this agent.")
        if use.name == "schedule_create" and not selectors.issuperset(
            use.arguments.keys() - {"prompt"}
        ):
            return Reply("That did not work: " + ONLY_DELAYS)
        calls.append(use)
    return ToolCalls(tuple(calls))


def _create(create: Create, now_ms: int, zone: str) -> ToolUse | Reply:
    """The `schedule_create` call a request makes (a Reply when it has no date)."""
    match create:
        case CreateAfter(after_seconds=seconds, prompt=prompt):
            return ToolUse("schedule_create", {"prompt": prompt, "after_seconds": seconds})
        case CreateAt(day=day, time=time, zone=named, prompt=prompt):
            when = _date(day, time, named or zone, zone, now_ms)
            if when is None:
                return Reply("That date is beyond the calendar: reminders go up to 9999.")
            at = {"date": when, "time": time, "time_zone": named or zone}
            return ToolUse("schedule_create", {"prompt": prompt, "at": at})
        case CreateEvery(every_seconds=seconds, prompt=prompt):
            return ToolUse("schedule_create", {"prompt": prompt, "every_seconds": seconds})
        case CreateCalendar(time=time, days=days, zone=named, prompt=prompt):
            rule: dict[str, Any] = {"time": time}
            if len(days) < 7:
                rule["days"] = list(days)
            rule["time_zone"] = named or zone
            return ToolUse("schedule_create", {"prompt": prompt, "calendar": rule})


def _would_delete(active: list[dict[str, Any]]) -> str:
    if not active:
        return "You have no pending reminders; there is nothing to delete."
    listed = ", ".join(f"{view['id']} ({view['prompt']})" for view in active)
    return (
        f"That would delete {len(active)} pending reminder{'s' if len(active) > 1 else ''}: "
        f"{listed}. To delete them, say 'delete all --yes'."
    )


def _delete_each(active: list[dict[str, Any]]) -> Step:
    if not active:
        return Reply("You have no pending reminders; there is nothing to delete.")
    return ToolCalls(tuple(ToolUse("schedule_delete", {"id": view["id"]}) for view in active))


def _deleted_summary(results: list[Message]) -> str:
    listing, deletes = results[0], results[1:]
    prompts = {view["id"]: view["prompt"] for view in json.loads(listing.text)}
    done, gone, failed = [], [], []
    for result in deletes:
        value = None if result.is_error else json.loads(result.text)
        if isinstance(value, dict) and value.get("deleted") is True:
            done.append(f"{value['id']} ({prompts.get(value['id'], '?')})")
        elif isinstance(value, dict) and value.get("deleted") is False:
            gone.append(value["id"])
        else:
            failed.append(result.text if value is None else f"{value['code']}")
    lines = [f"Deleted {len(done)}: " + ", ".join(done) + "." if done else "Deleted none."]
    if gone:
        lines.append("Already gone: " + ", ".join(gone) + ".")
    if failed:
        lines.append("Not deleted: " + "; ".join(failed) + ".")
    return " ".join(lines)


def _date(day: str | None, time: str, zone: str, user_zone: str, now_ms: int) -> str | None:
    """The local date (`YYYY-MM-DD`) `day` names in `zone` at `now_ms` (the user's zone when
    `zone` is not one: the tool then answers invalid_time_zone): a day None, a weekday (`fri`)
    or a day of the year (`--12-24`) is the next such date whose `time` is still ahead; `next
    fri` is the first Friday after today. None past the calendar's end."""
    if day is not None and day[:1].isdigit():
        return day
    info = load_zone(zone) or load_zone(user_zone) or UTC
    try:
        now = datetime.fromtimestamp(now_ms / 1000, UTC).astimezone(info)
        today = now.date()
        hour, minute = map(int, time.split(":"))
        ahead = (hour, minute) > (now.hour, now.minute)
        if day in ("today", "tomorrow"):
            return (today if day == "today" else today + timedelta(days=1)).isoformat()
        if day is None:
            return (today if ahead else today + timedelta(days=1)).isoformat()
        if day.startswith("--"):
            return _next_day_of_year(today, int(day[2:4]), int(day[5:7]), ahead)
        later = day.startswith("next ")
        days = (WEEK.index(day.removeprefix("next ")) - today.weekday()) % 7
        if days == 0 and (later or not ahead):
            days = 7
        return (today + timedelta(days=days)).isoformat()
    except (OverflowError, ValueError, OSError):
        return None


def _next_day_of_year(today: date, month: int, day: int, ahead: bool) -> str | None:
    """The next `month`-`day` from `today` (today itself when its time is `ahead`); a 29th of
    February is the next one there is."""
    for year in range(today.year, min(today.year + 8, 10_000)):
        with contextlib.suppress(ValueError):
            candidate = date(year, month, day)
            if candidate > today or (candidate == today and ahead):
                return candidate.isoformat()
    return None


ONLY_DELAYS = (
    "reminders here take only a delay, like 'in 10 minutes': this session runs protocol 1. "
    "Times ('tomorrow at 9') and repeats ('every 30 minutes') need protocol 2, the shell's "
    "default."
)
ERROR_ANSWERS = {
    "invalid_selector": ONLY_DELAYS,
    "invalid_rule": (
        "that time or rule cannot be used: a date that does not exist, or a local time that "
        "a daylight-saving change skips."
    ),
    "invalid_rule:after_seconds": (
        "a delay is a whole number of seconds, at least 1, like 'in 10 seconds'."
    ),
    "invalid_rule:every_seconds": "a repeat is a whole number of seconds, like 'every 5 minutes'.",
    "invalid_time_zone": (
        "I do not know the time zone {zone}. Name a city of the time zone database, like "
        "'Paris time' or 'New York time', or a zone like Europe/Paris or UTC."
    ),
    "not_future": "that time has already passed; say a later one, like 'tomorrow at 9'.",
    "frequency_too_high": (
        "that repeats too often: the shortest repeat is every 5 minutes (300 seconds)."
    ),
    "time_out_of_range": "that is too far ahead: reminders go up to the end of the year 9999.",
    "too_many_schedules": (
        "you have too many reminders: at most 100 pending, at most 20 of them repeating. "
        "Cancel some first; 'list my reminders' shows them."
    ),
}
"""What the user is told for each error code a reminder request can meet, by code or, where
it depends on what was sent, by `code:selector` (the others are said with the tool's own
message)."""


def _describe_result(result: Message, sent: Any) -> str:
    if result.is_error:
        return f"The host refused that call: {result.text}"
    value = json.loads(result.text)
    if isinstance(value, dict) and "code" in value and "deleted" not in value:
        code = value["code"]
        known = ERROR_ANSWERS.get(f"{code}:{_selector_sent(sent)}", ERROR_ANSWERS.get(code))
        answer = value["message"] if known is None else known.format(zone=_zone_sent(sent))
        return f"That did not work ({code}): {answer}"
    if result.tool == "schedule_create":
        return f"OK: I will remind you to {value['prompt']} {_when(value)} ({value['id']})."
    if result.tool == "schedule_list":
        if not value:
            return "You have no pending reminders."
        lines = [f"- {v['id']}: {v['prompt']} {_when(v)} ({v['state']})" for v in value]
        return "Your reminders:\n" + "\n".join(lines)
    if result.tool == "schedule_delete":
        if value["deleted"]:
            return f"Cancelled {value['id']}."
        return f"There is no pending reminder {value['id']}."
    return json.dumps(value)


def _when(view: dict[str, Any]) -> str:
    """When a viewed reminder is due, in words: its time, or its rule and next occurrence
    (for a calendar rule, also as the local time in its zone)."""
    kind, at = view.get("kind"), view["scheduledAt"]
    if kind == "every":
        return f"{rule_words_of(view)}, next at {at}"
    if kind == "calendar":
        return f"{rule_words_of(view)}, next at {at} ({view['scheduledLocal']} there)"
    return f"at {at}"


def _selector_sent(arguments: Any) -> str | None:
    if isinstance(arguments, dict):
        return next((key for key in arguments if key in SELECTORS), None)
    return None


def _zone_sent(arguments: Any) -> str:
    """The zone a refused create named, quoted, with the zone to say instead of a legacy name."""
    if isinstance(arguments, dict):
        for selector in ("at", "calendar"):
            rule = arguments.get(selector)
            if isinstance(rule, dict) and isinstance(rule.get("time_zone"), str):
                hint = legacy_hint(rule["time_zone"])
                quoted = json.dumps(rule["time_zone"], ensure_ascii=False)
                return quoted if hint is None else f"{quoted} ({hint})"
    return "you named"


def present_reminders(reminders: Sequence[DeliveredReminder]) -> str:
    """The reminders a framing delivered, one line each, as the user reads them."""
    return "\n".join(_present(reminder) for reminder in reminders)


def _present(reminder: DeliveredReminder) -> str:
    due = f"due {reminder.occurrence_at}, {reminder.schedule_id}"
    if reminder.rule is None:
        return f"Reminder: {reminder.prompt} ({due})"
    missed = reminder.missed
    earlier = f"; missed {missed} earlier" + (" ones" if missed > 1 else "") if missed else ""
    following = reminder.next_occurrence_at
    then = "that was the last" if following is None else f"next at {following}"
    return f"Reminder: {reminder.prompt} ({due}, {reminder.rule}{earlier}; {then})"


_RECURRING_RECORDS = {"every": EveryScheduleRecord, "calendar": CalendarScheduleRecord}


def rule_words_of(view: dict[str, Any]) -> str:
    """A recurring reminder's rule in words, as its framing says it, from its view."""
    record = _RECURRING_RECORDS[view["kind"]]
    return rule_words(record(**{name: view[name] for name in record.__struct_fields__}))
