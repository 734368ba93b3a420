"""The offline model's "delete all", step by step: it lists, says what it would delete and how to
confirm, deletes each, and says which; a failed list or host error is said, never parsed."""

from __future__ import annotations

import asyncio

import pytest

from dsh_schedule.host.models import Message, Reply, ToolCalls, ToolUse
from dsh_schedule.host.models.offline import OfflineModel
from tests.support.offline_model import step_of, tool_message

VIEWS = [
    {"id": "schedule-1", "prompt": "stretch"},
    {"id": "schedule-3", "prompt": "call mom"},
]


def test_delete_all_lists_then_says_what_it_would_delete_and_how_to_confirm() -> None:
    request = Message("user", "delete all")
    assert step_of([request]) == ToolCalls((ToolUse("schedule_list", {}),))
    listed = [request, tool_message("schedule_list", VIEWS, "c1")]
    assert step_of(listed) == Reply(
        "That would delete 2 pending reminders: schedule-1 (stretch), schedule-3 (call mom). "
        "To delete them, say 'delete all --yes'."
    )


def test_delete_all_yes_lists_then_deletes_each_then_says_which() -> None:
    request = Message("user", "delete all --yes")
    assert step_of([request]) == ToolCalls((ToolUse("schedule_list", {}),))
    listed = [request, tool_message("schedule_list", VIEWS, "c1")]
    assert step_of(listed) == ToolCalls(
        (
            ToolUse("schedule_delete", {"id": "schedule-1"}),
            ToolUse("schedule_delete", {"id": "schedule-3"}),
        )
    )
    deleted = [
        *listed,
        tool_message("schedule_delete", {"id": "schedule-1", "deleted": True}, "c2"),
        tool_message("schedule_delete", {"id": "schedule-3", "deleted": False, "code": "x"}, "c3"),
    ]
    assert step_of(deleted) == Reply("Deleted 1: schedule-1 (stretch). Already gone: schedule-3.")
    failed = [
        *listed,
        tool_message("schedule_delete", "schedule_delete failed", "c2", is_error=True),
    ]
    assert step_of(failed) == Reply("Deleted none. Not deleted: schedule_delete failed.")


def test_delete_all_when_the_list_fails_says_why_and_deletes_nothing() -> None:
    uncertain = {"code": "persistence_uncertain", "message": "not confirmed", "operation": "list"}
    history = [Message("user", "delete all"), tool_message("schedule_list", uncertain, "c1")]
    assert step_of(history) == Reply("That did not work (persistence_uncertain): not confirmed")
    refused = [Message("user", "delete all"), tool_message("schedule_list", "boom", "c1", True)]
    assert step_of(refused) == Reply("The host refused that call: boom")


@pytest.mark.parametrize("text", ["cancel everything", "cancel everything --yes"])
def test_delete_all_with_nothing_pending(text: str) -> None:
    history = [Message("user", text), tool_message("schedule_list", [], "c1")]
    assert step_of(history) == Reply("You have no pending reminders; there is nothing to delete.")


def test_a_host_error_result_is_described_not_parsed() -> None:
    history = [
        Message("user", "cancel schedule-1"),
        tool_message("schedule_delete", "boom", "c1", True),
    ]
    assert step_of(history) == Reply("The host refused that call: boom")


def test_without_the_tools_it_says_reminders_are_unavailable() -> None:
    step = asyncio.run(OfflineModel().respond([Message("user", "list")], []))
    assert step == Reply("Reminders are not available to this agent.")
