"""The three management tools: schedule_create, schedule_list and schedule_delete.

Shape checks run before any persistence. Everything that reads or decides from the fold first
checkpoints (the preflight), so an unconfirmed live suffix never becomes an answer; mutations
checkpoint again after their append (the barrier). Every outcome is a value. The agent's lane
names the protocol: version 1's create takes `after_seconds` only; version 2's takes one of four
selectors, within the session's limits, and every version 2 tool writes `version: 2` events.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Any

from dsh_schedule.generated.contracts import (
    SCHEDULE_CREATE,
    SCHEDULE_CREATE_V2,
    SCHEDULE_DELETE,
    SCHEDULE_DELETE_V2,
    SCHEDULE_LIST,
    SCHEDULE_LIST_V2,
    ToolContract,
)
from dsh_schedule.runtime.changes import create_data, delete_data
from dsh_schedule.runtime.errors import ScheduleInputError, ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE
from dsh_schedule.runtime.host_contract import ToolCall, ToolDefinition
from dsh_schedule.runtime.ids import allocate_schedule_id
from dsh_schedule.runtime.jstext import as_safe_integer, is_js_trimmed
from dsh_schedule.runtime.lane import AgentLane
from dsh_schedule.runtime.occurrences import Record
from dsh_schedule.runtime.outcomes import ErrorCode, Operation, persistence_uncertain
from dsh_schedule.runtime.outcomes import domain_error as _domain_error
from dsh_schedule.runtime.records import (
    after_record,
    check_after_inputs,
    check_create_arguments,
    check_schedule_limits,
    record_from_checked,
    schedule_view,
    view_data,
)

CREATE_KEYS = frozenset({"prompt", "after_seconds"})


def schedule_tools(lane: AgentLane) -> list[ToolDefinition]:
    """The tools for one agent, in catalog order, in the version of its lane's protocol:
    its own definitions, whose handlers run on its own lane."""
    create, listing, delete = tool_contracts(lane.protocol)
    if lane.protocol == 2:
        return [
            ToolDefinition(*create, lambda call: _create_v2(lane, call)),
            ToolDefinition(*listing, lambda call: _list(lane, call)),
            ToolDefinition(*delete, lambda call: _delete(lane, call)),
        ]
    return [
        ToolDefinition(*create, lambda call: _create(lane, call)),
        ToolDefinition(*listing, lambda call: _list(lane, call)),
        ToolDefinition(*delete, lambda call: _delete(lane, call)),
    ]


_Described = tuple[str, str, dict[str, Any], dict[str, Any]]


@functools.cache
def tool_contracts(protocol: int) -> tuple[_Described, _Described, _Described]:
    """What every agent's three definitions of `protocol` say besides their handlers (name,
    description, both schemas), parsed once per protocol: hosts read the schemas to advertise
    the tools and must not mutate them. Keyed by the protocol, not by each contract, whose
    hash as a frozen dataclass is a Python call. The plugin reads them as it installs, so no
    agent's opening pays for the parse (a worker opens one a delivery)."""
    contracts = (
        (SCHEDULE_CREATE_V2, SCHEDULE_LIST_V2, SCHEDULE_DELETE_V2)
        if protocol == 2
        else (SCHEDULE_CREATE, SCHEDULE_LIST, SCHEDULE_DELETE)
    )
    create, listing, delete = (_description(contract) for contract in contracts)
    return create, listing, delete


def _description(contract: ToolContract) -> _Described:
    return (
        contract.name,
        contract.description,
        contract.arguments_schema(),
        contract.output_schema(),
    )


async def _create(lane: AgentLane, call: ToolCall) -> Any:
    if call.agent_id != lane.agent.id:
        return domain_error(lane, "internal_error")
    if any(key not in CREATE_KEYS for key in call.arguments):
        return domain_error(lane, "invalid_selector")
    try:
        prompt, seconds = check_after_inputs(
            call.arguments.get("prompt"), call.arguments.get("after_seconds")
        )
    except ScheduleInputError as error:
        return domain_error(lane, error.code)
    return await _create_record(
        lane,
        lambda schedule_id, now: after_record(schedule_id, prompt, seconds, now),
        version=1,
        recurring=None,
    )


async def _create_v2(lane: AgentLane, call: ToolCall) -> Any:
    """Protocol 2's create: the checks that need no clock first, then under the FIFO the
    limits, the id, the record at one reading of the clock, the append and the barrier."""
    if call.agent_id != lane.agent.id:
        return domain_error(lane, "internal_error")
    try:
        checked = check_create_arguments(call.arguments)
    except ScheduleInputError as error:
        return domain_error(lane, error.code)
    return await _create_record(
        lane,
        lambda schedule_id, now: record_from_checked(schedule_id, checked, now),
        version=2,
        recurring=checked.recurring,
    )


async def _create_record(
    lane: AgentLane,
    record_at: Callable[[str, int], Record],
    *,
    version: int,
    recurring: bool | None,
) -> Any:
    """Under the FIFO: the session's limits for a reminder that is `recurring` or not (None:
    version 1 has none), a new id, the record `record_at` makes of it at one reading of the
    clock, its append and the barrier."""

    async def decide() -> Any:
        if recurring is not None:
            try:
                check_schedule_limits(lane.projection.active.values(), recurring)
            except ScheduleInputError as error:
                return domain_error(lane, error.code)
        schedule_id = allocate_schedule_id(lane.projection.seen_ids)
        try:
            now = lane.clock.now_ms()
        except Exception:
            return domain_error(lane, "internal_error")
        try:
            record = record_at(schedule_id, now)
        except ScheduleInputError as error:
            return domain_error(lane, error.code)
        failure = await _append_confirmed(lane, create_data(version, record), "create", schedule_id)
        if failure is not None:
            return failure
        return view_data(schedule_view(record, _after_barrier(lane, now)))

    return await _transaction(lane, "create", None, decide)


async def _list(lane: AgentLane, call: ToolCall) -> Any:
    if call.agent_id != lane.agent.id:
        return domain_error(lane, "internal_error")

    async def decide() -> Any:
        try:
            now = lane.clock.now_ms()
            projection = lane.projection
            return [
                view_data(schedule_view(r, now, projection.target_ms(r.id)))
                for r in projection.active.values()
            ]
        except Exception:
            return domain_error(lane, "internal_error")

    return await _transaction(lane, "list", None, decide)


async def _delete(lane: AgentLane, call: ToolCall) -> Any:
    schedule_id = call.arguments.get("id")
    if not isinstance(schedule_id, str) or not schedule_id or not is_js_trimmed(schedule_id):
        return domain_error(lane, "invalid_rule")
    if call.agent_id != lane.agent.id:
        return domain_error(lane, "internal_error")

    async def decide() -> Any:
        if schedule_id not in lane.projection.active:
            return {"id": schedule_id, "deleted": False, "code": "schedule_not_found"}
        change = delete_data(lane.protocol, schedule_id)
        failure = await _append_confirmed(lane, change, "delete", schedule_id)
        return failure if failure is not None else {"id": schedule_id, "deleted": True}

    return await _transaction(lane, "delete", schedule_id, decide)


async def _transaction(
    lane: AgentLane,
    operation: Operation,
    schedule_id: str | None,
    decide: Callable[[], Awaitable[Any]],
) -> Any:
    """One tool transaction under the agent's FIFO: the preflight, then the fold, then
    `decide`, which answers from the confirmed fold (and may append, see `_append_confirmed`)."""
    async with lane.fifo:
        if not await lane.checkpoint():
            return persistence_uncertain(operation, schedule_id, lane.protocol)
        lane.confirmed()
        failure = _fold_failure(lane)
        if failure is not None:
            return failure
        return await decide()


async def _append_confirmed(
    lane: AgentLane,
    change: dict[str, Any],
    operation: Operation,
    schedule_id: str,
) -> dict[str, Any] | None:
    """Append `change` and pass the barrier; the failure value, or None once durable."""
    failure = _append(lane, change)
    if failure is not None:
        return failure
    if not await lane.checkpoint():
        return persistence_uncertain(operation, schedule_id, lane.protocol)
    lane.confirmed()
    return None


def _after_barrier(lane: AgentLane, before: int) -> int:
    """The time the created view's state is decided at: read after the barrier, since a slow
    barrier can carry a short reminder past its target. The create is already durable, so a
    clock failing now is logged and the reading taken before the append stands in."""
    try:
        now = as_safe_integer(lane.clock.now_ms())
    except Exception:
        now = None
    if now is None:
        lane.logger.warning("schedule: the clock failed after a confirmed create")
        return before
    return now


def _fold_failure(lane: AgentLane) -> dict[str, Any] | None:
    try:
        lane.fold()
    except ScheduleLogError:
        return domain_error(lane, "corrupt_schedule_log")
    except Exception:
        return domain_error(lane, "internal_error")
    return None


def _append(lane: AgentLane, change: dict[str, Any]) -> dict[str, Any] | None:
    """Append a change; a refusal by the invariant reads as a corrupt log, any other as internal."""
    try:
        lane.session.append(SCHEDULE_CHANGE, change)
    except ScheduleLogError:
        return domain_error(lane, "corrupt_schedule_log")
    except Exception:
        return domain_error(lane, "internal_error")
    return None


def domain_error(lane: AgentLane, code: ErrorCode) -> dict[str, Any]:
    """The error value of `code` with the message of the lane's protocol."""
    return _domain_error(code, lane.protocol)
