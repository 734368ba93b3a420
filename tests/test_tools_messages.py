"""The three tools' error messages (SPEC §6): fixed per code, and never carrying an exception's
text."""

from __future__ import annotations

from typing import Any

from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import ToolCall
from dsh_schedule.runtime.jsjson import render_json
from tests.support.live import FAULTS, SECRET, fail_flush, live_test
from tests.support.tools import CREATE, DELETE, LIST, Bare, bare_started, raising_guard, tool_named

CODES = {
    "invalid_prompt",
    "invalid_selector",
    "invalid_rule",
    "time_out_of_range",
    "corrupt_schedule_log",
    "persistence_uncertain",
    "internal_error",
}


@live_test
async def test_messages_are_fixed_per_code_and_never_carry_exception_text() -> None:
    values: list[Any] = []
    texts: list[str] = []

    async def collect(bare: Bare, name: str, arguments: Any) -> None:
        result = await bare.live.call(name, arguments)
        assert not result.is_error
        values.append(result.value)
        texts.append(result.text)

    bare = await bare_started()
    for arguments in (
        {"prompt": "x", "after_seconds": 5, "cron": "x"},
        {"prompt": "", "after_seconds": 5},
        {"prompt": "x", "after_seconds": 0},
        {"prompt": "x", "after_seconds": 2**53 - 1},
    ):
        await collect(bare, CREATE, arguments)
    await collect(bare, DELETE, {"id": " "})
    for how in FAULTS:
        calls: tuple[tuple[str, dict[str, Any]], ...] = (
            (LIST, {}),
            (DELETE, {"id": "x"}),
            (CREATE, {"prompt": "x", "after_seconds": 5}),
        )
        for name, arguments in calls:
            bare = await bare_started()
            fail_flush(bare.live, how)
            await collect(bare, name, arguments)
    bare = await bare_started()
    bare.live.sessions.add_append_guard(raising_guard(RuntimeError(SECRET), "create"))
    await collect(bare, CREATE, {"prompt": "x", "after_seconds": 5})
    bare = await bare_started()
    bare.live.sessions.add_append_guard(raising_guard(ScheduleLogError(SECRET), "create"))
    await collect(bare, CREATE, {"prompt": "x", "after_seconds": 5})
    bare = await bare_started(invariant=False)
    bare.agent.session.append(SCHEDULE_CHANGE, {"version": 1, "operation": "delete", "id": SECRET})
    await collect(bare, LIST, {})
    other = bare.live.host.create_agent("other")
    values.append(await tool_named(bare, LIST).handler(ToolCall(other.id, {})))

    messages: dict[str, set[str]] = {}
    for value in values:
        messages.setdefault(value["code"], set()).add(value["message"])
    assert set(messages) == CODES
    assert all(len(fixed) == 1 for fixed in messages.values()), messages
    assert not any(SECRET in text for text in texts)
    assert not any(SECRET in render_json(value) for value in values)
