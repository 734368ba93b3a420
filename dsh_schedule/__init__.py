"""dsh-tool-schedule: durable, session-local reminders for LLM agents, one-shot and recurring.

The public surface: the durable domain of SPEC §5, the plugin and the invariant companion, the
host contract a host implements, the clocks, and the errors. Everything else is importable
from its own module (`dsh_schedule.runtime.jsjson`, `dsh_schedule.host`, ...) but is not
promised here. The imports are eager, so the runtime and the generated modules it builds on
load with the package; docs/architecture.md says what that means for `dsh-schedule generate`.
"""

from dsh_schedule.compiler import (
    CompiledValidator,
    compile_module,
    compile_validator,
)
from dsh_schedule.errors import DshScheduleError
from dsh_schedule.runtime.clock import Clock, SystemClock, TimerHandle, VirtualClock
from dsh_schedule.runtime.decode import decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleDomainError, ScheduleInputError, ScheduleLogError
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event, SessionEvent
from dsh_schedule.runtime.fold import FoldResult, ScheduleProjection, fold_schedule_events
from dsh_schedule.runtime.framing import render_reminder_framing
from dsh_schedule.runtime.host_contract import (
    Agent,
    Agents,
    AgentStatus,
    AppendGuard,
    Disposer,
    Followup,
    Logger,
    PluginContext,
    Session,
    SessionHeader,
    Sessions,
    ToolCall,
    ToolDefinition,
    ToolHandler,
    ToolRegistry,
    ToolScope,
)
from dsh_schedule.runtime.ids import allocate_schedule_id
from dsh_schedule.runtime.instants import format_instant, parse_instant
from dsh_schedule.runtime.invariant import InvariantInstallation, install_schedule_invariant
from dsh_schedule.runtime.plugin import CompositionError, ScheduleInstallation, install_schedule
from dsh_schedule.runtime.presentation import schedule_reminder_presentation
from dsh_schedule.runtime.records import create_after_schedule_record, schedule_view

__version__ = "0.1.0"
"""The one place the version is written; the build reads it from here, `--version` prints it."""

__all__ = [
    "SCHEDULE_CHANGE",
    "Agent",
    "AgentStatus",
    "Agents",
    "AppendGuard",
    "Clock",
    "CompiledValidator",
    "CompositionError",
    "Disposer",
    "DshScheduleError",
    "Event",
    "FoldResult",
    "Followup",
    "InvariantInstallation",
    "Logger",
    "PluginContext",
    "ScheduleDomainError",
    "ScheduleInputError",
    "ScheduleInstallation",
    "ScheduleLogError",
    "ScheduleProjection",
    "Session",
    "SessionEvent",
    "SessionHeader",
    "Sessions",
    "SystemClock",
    "TimerHandle",
    "ToolCall",
    "ToolDefinition",
    "ToolHandler",
    "ToolRegistry",
    "ToolScope",
    "VirtualClock",
    "allocate_schedule_id",
    "compile_module",
    "compile_validator",
    "create_after_schedule_record",
    "decode_schedule_change",
    "fold_schedule_events",
    "format_instant",
    "install_schedule",
    "install_schedule_invariant",
    "parse_instant",
    "render_reminder_framing",
    "schedule_reminder_presentation",
    "schedule_view",
]
