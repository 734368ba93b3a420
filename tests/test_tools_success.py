"""The three tools' successful calls on the embedded host (SPEC §6): the views they return, the
order they list, ids never reused, and how many flushes each takes.

Most tests run the tools without an owner (`bare_tools`), so the flushes counted are the
tools' own; `confirmed` counts the owner recompute requests (`lane.on_confirmed` listeners).
"""

from __future__ import annotations

from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from tests.support.changes import create
from tests.support.live import live_test
from tests.support.tools import CREATE, DELETE, LIST, bare_started, view_of


@live_test
async def test_create_returns_the_view_after_two_flushes() -> None:
    bare = await bare_started()
    result = await bare.live.call(CREATE, {"prompt": "  check logs  ", "after_seconds": 30})
    view = view_of("schedule-1", "check logs", 30, "2026-01-01T00:00:30.000Z", "scheduled")
    assert (result.is_error, result.value) == (False, view)
    assert result.text == (
        '{"id":"schedule-1","kind":"after","prompt":"check logs","afterSeconds":30,'
        '"scheduledAt":"2026-01-01T00:00:30.000Z","state":"scheduled",'
        '"deliveryMode":"session-local"}'
    )
    assert bare.flushes == 2
    assert len(bare.confirmed) == 2  # preflight and barrier each ask the owner to recompute
    assert bare.session_events == [
        (
            SCHEDULE_CHANGE,
            create(
                "schedule-1",
                prompt="check logs",
                afterSeconds=30,
                scheduledAt="2026-01-01T00:00:30.000Z",
            ),
        )
    ]
    assert bare.agent.session.unflushed == ()


@live_test
async def test_list_shows_active_records_in_create_order_with_one_now_after_one_flush() -> None:
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "later", "after_seconds": 10})
    await bare.live.value(CREATE, {"prompt": "sooner", "after_seconds": 5})
    before, confirmed = bare.flushes, len(bare.confirmed)
    bare.live.clock.advance(5_000)
    assert await bare.live.value(LIST, {}) == [
        view_of("schedule-1", "later", 10, "2026-01-01T00:00:10.000Z", "scheduled"),
        view_of("schedule-2", "sooner", 5, "2026-01-01T00:00:05.000Z", "overdue"),
    ]
    assert (bare.flushes - before, len(bare.confirmed) - confirmed) == (1, 1)
    assert len(bare.agent.session.events) == 2


@live_test
async def test_an_empty_list_renders_as_an_empty_array() -> None:
    bare = await bare_started()
    result = await bare.live.call(LIST, {})
    assert (result.is_error, result.value, result.text) == (False, [], "[]")
    assert bare.flushes == 1


@live_test
async def test_delete_of_an_active_id_appends_a_delete_after_two_flushes() -> None:
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    before = bare.flushes
    result = await bare.live.call(DELETE, {"id": "schedule-1"})
    assert (result.value, result.text) == (
        {"id": "schedule-1", "deleted": True},
        '{"id":"schedule-1","deleted":true}',
    )
    assert bare.flushes - before == 2
    assert bare.live.schedule_events()[-1] == {
        "version": 1,
        "operation": "delete",
        "id": "schedule-1",
    }
    assert bare.agent.session.unflushed == ()
    assert await bare.live.value(LIST, {}) == []


@live_test
async def test_delete_of_an_unknown_or_finished_id_is_not_found_after_one_flush() -> None:
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "x", "after_seconds": 5})
    await bare.live.value(DELETE, {"id": "schedule-1"})
    for schedule_id in ("schedule-1", "schedule-9", "custom"):
        before, events = bare.flushes, len(bare.agent.session.events)
        result = await bare.live.call(DELETE, {"id": schedule_id})
        assert result.value == {"id": schedule_id, "deleted": False, "code": "schedule_not_found"}
        assert (
            result.text == f'{{"id":"{schedule_id}","deleted":false,"code":"schedule_not_found"}}'
        )
        assert bare.flushes - before == 1
        assert len(bare.agent.session.events) == events


@live_test
async def test_ids_are_never_reused_after_delete() -> None:
    bare = await bare_started()
    await bare.live.value(CREATE, {"prompt": "a", "after_seconds": 5})
    await bare.live.value(DELETE, {"id": "schedule-1"})
    created = await bare.live.value(CREATE, {"prompt": "b", "after_seconds": 5})
    assert created["id"] == "schedule-2"


@live_test
async def test_an_integral_float_delay_is_a_whole_number_of_seconds() -> None:
    bare = await bare_started()
    result = await bare.live.call(CREATE, {"prompt": "x", "after_seconds": 2.0})
    assert result.value["afterSeconds"] == 2
    assert '"afterSeconds":2,' in result.text
    assert bare.live.schedule_events()[0]["schedule"]["afterSeconds"] == 2


@live_test
async def test_only_js_whitespace_is_trimmed_from_a_prompt() -> None:
    bare = await bare_started()
    # U+001C is whitespace to Python's str.strip() but not to JavaScript's trim().
    created = await bare.live.value(CREATE, {"prompt": "\u3000\x1c\ufeff", "after_seconds": 1})
    assert created["prompt"] == "\x1c"
