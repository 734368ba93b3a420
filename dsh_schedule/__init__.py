"""dsh-tool-schedule: durable, session-local one-shot reminders for LLM agents.

The durable domain, the plugin and the host contract are re-exported here. The imports are
lazy so that `dsh-schedule generate` still runs when the generated modules the runtime builds
on are missing or stale.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

__version__ = "0.1.0"
"""The one place the version is written; the build reads it from here, `--version` prints it."""


if TYPE_CHECKING:
    from dsh_schedule.runtime.clock import Clock, SystemClock, VirtualClock
    from dsh_schedule.runtime.decode import change_data, decode_schedule_change
    from dsh_schedule.runtime.errors import ScheduleInputError, ScheduleLogError
    from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event, SessionEvent
    from dsh_schedule.runtime.fold import FoldResult, ScheduleProjection, fold_schedule_events
    from dsh_schedule.runtime.framing import render_reminder_framing
    from dsh_schedule.runtime.host_contract import (
        Agent,
        Agents,
        Followup,
        PluginContext,
        Session,
        Sessions,
        ToolCall,
        ToolDefinition,
        ToolRegistry,
    )
    from dsh_schedule.runtime.ids import allocate_schedule_id
    from dsh_schedule.runtime.instants import (
        MAX_INSTANT_MS,
        MIN_INSTANT_MS,
        format_instant,
        parse_instant,
    )
    from dsh_schedule.runtime.invariant import InvariantInstallation, install_schedule_invariant
    from dsh_schedule.runtime.jsjson import js_json_string, render_json
    from dsh_schedule.runtime.jstext import JS_WHITESPACE, as_safe_integer, is_js_trimmed, js_trim
    from dsh_schedule.runtime.owner import DEFAULT_SEGMENT_CAP_MS
    from dsh_schedule.runtime.plugin import CompositionError, ScheduleInstallation, install_schedule
    from dsh_schedule.runtime.presentation import (
        presentation_data,
        schedule_reminder_presentation,
    )
    from dsh_schedule.runtime.records import (
        create_after_schedule_record,
        record_data,
        record_target_ms,
        schedule_view,
        view_data,
    )

_SOURCES = {
    "dsh_schedule.runtime.clock": ("Clock", "SystemClock", "VirtualClock"),
    "dsh_schedule.runtime.decode": ("change_data", "decode_schedule_change"),
    "dsh_schedule.runtime.errors": ("ScheduleInputError", "ScheduleLogError"),
    "dsh_schedule.runtime.events": ("SCHEDULE_CHANGE", "Event", "SessionEvent"),
    "dsh_schedule.runtime.fold": ("FoldResult", "ScheduleProjection", "fold_schedule_events"),
    "dsh_schedule.runtime.framing": ("render_reminder_framing",),
    "dsh_schedule.runtime.host_contract": (
        "Agent",
        "Agents",
        "Followup",
        "PluginContext",
        "Session",
        "Sessions",
        "ToolCall",
        "ToolDefinition",
        "ToolRegistry",
    ),
    "dsh_schedule.runtime.invariant": ("InvariantInstallation", "install_schedule_invariant"),
    "dsh_schedule.runtime.ids": ("allocate_schedule_id",),
    "dsh_schedule.runtime.instants": (
        "MAX_INSTANT_MS",
        "MIN_INSTANT_MS",
        "format_instant",
        "parse_instant",
    ),
    "dsh_schedule.runtime.jsjson": ("js_json_string", "render_json"),
    "dsh_schedule.runtime.jstext": ("JS_WHITESPACE", "as_safe_integer", "is_js_trimmed", "js_trim"),
    "dsh_schedule.runtime.owner": ("DEFAULT_SEGMENT_CAP_MS",),
    "dsh_schedule.runtime.plugin": ("CompositionError", "ScheduleInstallation", "install_schedule"),
    "dsh_schedule.runtime.presentation": ("presentation_data", "schedule_reminder_presentation"),
    "dsh_schedule.runtime.records": (
        "create_after_schedule_record",
        "record_data",
        "record_target_ms",
        "schedule_view",
        "view_data",
    ),
}
_MODULE_OF = {name: module for module, names in _SOURCES.items() for name in names}

__all__ = [
    "DEFAULT_SEGMENT_CAP_MS",
    "JS_WHITESPACE",
    "MAX_INSTANT_MS",
    "MIN_INSTANT_MS",
    "SCHEDULE_CHANGE",
    "Agent",
    "Agents",
    "Clock",
    "CompositionError",
    "Event",
    "FoldResult",
    "Followup",
    "InvariantInstallation",
    "PluginContext",
    "ScheduleInputError",
    "ScheduleInstallation",
    "ScheduleLogError",
    "ScheduleProjection",
    "Session",
    "SessionEvent",
    "Sessions",
    "SystemClock",
    "ToolCall",
    "ToolDefinition",
    "ToolRegistry",
    "VirtualClock",
    "allocate_schedule_id",
    "as_safe_integer",
    "change_data",
    "create_after_schedule_record",
    "decode_schedule_change",
    "fold_schedule_events",
    "format_instant",
    "install_schedule",
    "install_schedule_invariant",
    "is_js_trimmed",
    "js_json_string",
    "js_trim",
    "parse_instant",
    "presentation_data",
    "record_data",
    "record_target_ms",
    "render_json",
    "render_reminder_framing",
    "schedule_reminder_presentation",
    "schedule_view",
    "view_data",
]


if not TYPE_CHECKING:  # type checkers see the imports above and every other name as missing

    def __getattr__(name: str) -> object:
        module = _MODULE_OF.get(name)
        if module is None:
            raise AttributeError(f"module 'dsh_schedule' has no attribute {name!r}")
        value = getattr(import_module(module), name)
        globals()[name] = value
        return value
