"""The conversation in the session log, and turns: history read back, cut turns closed,
a failing model said in one line, and "delete all" (confirmed with `--yes`) through the offline
model on a real host."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.conversation import (
    LOST_RESULT,
    MESSAGE_EVENT,
    load_conversation,
    message_data,
    message_from_data,
)
from dsh_schedule.host.delivered import DeliveredReminder
from dsh_schedule.host.host import RecordingLogger
from dsh_schedule.host.models import Message, Model, Reply, Step, ToolCalls, ToolUse
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.host.testing import FaultyHost
from dsh_schedule.host.turns import MAX_STEPS, TurnRunner
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.host_contract import ToolDefinition
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule
from tests.support.live import live_test

CALL = ToolUse("schedule_list", {}, "c1")
MESSAGES = [
    Message("user", "list please"),
    Message("assistant", "", calls=(CALL,)),
    Message("tool", "[]", "schedule_list", call_id="c1"),
    Message("assistant", "Nothing."),
    Message("user", "[SCHEDULE REMINDER]\n...", source="schedule"),
    Message("tool", "unknown tool 'x'", "x", call_id="c2", is_error=True),
]


def _events(datas: Sequence[Any], kind: str = MESSAGE_EVENT) -> list[Event]:
    return [Event(kind, seq, 0, data) for seq, data in enumerate(datas)]


def test_every_message_round_trips_through_its_event_data() -> None:
    for message in MESSAGES:
        data = message_data(message)
        assert json.loads(json.dumps(data)) == data
        assert message_from_data(data) == message
    assert message_data(MESSAGES[0]) == {"role": "user", "text": "list please"}


@given(
    st.recursive(
        st.none() | st.booleans() | st.text(), lambda c: st.lists(c) | st.dictionaries(st.text(), c)
    )
)
def test_any_event_data_reads_as_a_message_or_nothing(data: Any) -> None:
    message = message_from_data(data)
    assert message is None or isinstance(message, Message)


def test_a_message_is_a_value_that_nobody_can_change() -> None:
    """A turn hands its messages to the model, the log and the worker's line: none may change
    one another's, and two entries with the same fields are the same entry."""
    message = Message("tool", "[]", "schedule_list", call_id="c1")
    assert message == Message("tool", "[]", tool="schedule_list", call_id="c1", is_error=False)
    assert message != Message("tool", "[]", "schedule_list", call_id="c1", is_error=True)
    assert (message.source, message.calls) == (None, ())
    assert len({message, Message("tool", "[]", "schedule_list", call_id="c1")}) == 1
    with pytest.raises(AttributeError):
        message.text = "changed"  # type: ignore[misc]
    assert message.text == "[]"


def test_the_conversation_reads_back_in_order_without_other_events() -> None:
    datas = [message_data(m) for m in MESSAGES[:4]]
    events = [*_events(datas), Event("schedule/change", 4, 0, {"version": 1})]
    assert load_conversation(events) == MESSAGES[:4]


def test_a_call_cut_off_by_a_restart_gets_a_lost_result() -> None:
    datas = [message_data(MESSAGES[0]), message_data(MESSAGES[1]), {"role": "user", "text": "hi"}]
    assert load_conversation(_events(datas)) == [
        MESSAGES[0],
        MESSAGES[1],
        Message("tool", LOST_RESULT, "schedule_list", call_id="c1", is_error=True),
        Message("user", "hi"),
    ]
    assert load_conversation(_events(datas[:2]))[-1].text == LOST_RESULT


def test_entries_this_host_did_not_write_are_left_out() -> None:
    datas = [
        {"role": "tool", "text": "[]", "tool": "schedule_list"},  # an older host's: no call
        {"role": "system", "text": "x"},
        {"role": "user", "text": 5},
        {"role": "assistant", "text": "", "calls": [{"id": 1, "name": "x"}]},
        "not an object",
        message_data(MESSAGES[3]),
    ]
    assert load_conversation(_events(datas)) == [MESSAGES[3]]


# --- turns on a real host ------------------------------------------------------------------


class Host:
    def __init__(self, model: Model) -> None:
        self.clock = VirtualClock(wall_ms=1_767_225_600_000)
        self.logger = RecordingLogger()
        self.host = FaultyHost(MemoryStore(), self.clock, self.logger)  # switches off
        self.model = model
        self.said: list[str] = []

    async def __aenter__(self) -> Host:
        await self.host.load_plugins([install_schedule_invariant, install_schedule])
        self.agent = self.host.open_agent("main")

        def say(agent: HostAgent, text: str) -> None:
            self.said.append(text)

        self.turns = TurnRunner(self.host, self.model, say, lambda *_: None)
        self.turns.attach()
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.host.close()


@live_test
async def test_delete_all_deletes_each_active_reminder_and_says_which() -> None:
    async with Host(OfflineModel()) as h:
        await h.turns.user_turn(h.agent, "remind me in 5 minutes to stretch")
        await h.turns.user_turn(h.agent, "remind me in 1h30m to call mom")
        await h.turns.user_turn(h.agent, "delete all")  # not confirmed: nothing is deleted
        assert h.said[-1] == (
            "That would delete 2 pending reminders: schedule-1 (stretch), schedule-2 (call mom). "
            "To delete them, say 'delete all --yes'."
        )
        session = h.agent.session
        assert len(fold_schedule_events(session.events, session.header.seed_length).active) == 2
        await h.turns.user_turn(h.agent, "delete all --yes")
        assert h.said[-1] == "Deleted 2: schedule-1 (stretch), schedule-2 (call mom)."
        assert fold_schedule_events(session.events, session.header.seed_length).active == ()
        await h.turns.user_turn(h.agent, "delete all --yes")
        assert h.said[-1] == "You have no pending reminders; there is nothing to delete."


class Raising:
    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        raise RuntimeError("a bug in the model")

    async def close(self) -> None:
        pass


class Endless:
    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        return ToolCalls((ToolUse("schedule_list", {}),))

    async def close(self) -> None:
        pass


@live_test
async def test_a_model_that_raises_is_one_line_and_the_agent_is_idle_again() -> None:
    async with Host(Raising()) as h:
        await h.turns.user_turn(h.agent, "hello")
        assert h.said == ["The model failed (RuntimeError); ask again."]
        assert any("a bug in the model" in line for _, line in h.logger.messages)
        assert h.agent.status == "idle"


@live_test
async def test_a_model_that_never_replies_is_stopped_after_max_steps() -> None:
    async with Host(Endless()) as h:
        await h.turns.user_turn(h.agent, "hello")
        assert h.said == [f"The model did not finish within {MAX_STEPS} steps; ask again."]
        history = load_conversation(h.agent.session.events)
        assert len(history) == 1 + 2 * MAX_STEPS  # every call answered in the log


class Replying:
    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        return Reply("Noted.")

    async def close(self) -> None:
        pass


@live_test
async def test_a_turn_whose_history_is_not_flushed_stands_and_the_failure_is_a_warning() -> None:
    async with Host(Replying()) as h:
        session = h.agent.session
        h.host.sessions.persistence.inject_faults(skip=0, fail=1)
        await h.turns.user_turn(h.agent, "hello")
        assert h.said == ["Noted."] and h.agent.status == "idle"
        assert h.logger.messages == [
            (
                "warning",
                "turn history of main not flushed: FlushRejectedError('flush of session "
                f"{session.id} rejected (injected fault)')",
            )
        ]
        turn = [Message("user", "hello"), Message("assistant", "Noted.")]
        assert load_conversation(session.events) == turn  # kept in memory
        (stored,) = h.host.store.load_sessions()
        assert stored.events == ()
        await h.turns.user_turn(h.agent, "again")  # the next flush commits both turns
        (stored,) = h.host.store.load_sessions()
        assert load_conversation(stored.events) == [*turn, Message("user", "again"), turn[1]]


def test_a_held_message_stands_for_its_event_and_the_rest_are_read_from_the_log() -> None:
    """A turn that holds its reminder's message (its framing read once) has the history hold
    that very message in its event's place; every other event is read as before."""
    events = [Event(MESSAGE_EVENT, seq, 0, message_data(m)) for seq, m in enumerate(MESSAGES)]
    reminder = DeliveredReminder("schedule-1", "2026-01-01T00:00:10.000Z", "stretch")
    held = MESSAGES[4]._replace(reminders=(reminder,))
    loaded = load_conversation(events, (events[4], held))
    assert loaded == [*MESSAGES[:4], held]  # the last entry answers no call it holds
    assert loaded[4] is held
    another = Event(MESSAGE_EVENT, 4, 0, events[4].data)  # equal, but not the event held
    assert load_conversation(events, (another, held)) == MESSAGES[:5]
