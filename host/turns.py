"""Agent turns: the loop between a model and an agent's tools, and followups as new turns.

A turn takes the agent's turn admission, so it never overlaps a reminder delivery, marks the
agent busy, asks the model for steps until it replies with text, then flushes the session and
marks the agent idle (so an agent heard idle holds its turn's answer durable). Every user text,
tool call, tool result and reply is appended to the session log as a `message` event, the way a
real host keeps its history (the schedule fold ignores them), and a runner that meets a session
for the first time reads the conversation back from its log. A model that fails says so in one
line; a reminder whose turn fails is still shown, read from its framing, so nothing delivered
is lost. A followup's turn is a task nobody awaits: it logs its own failure once (and then
answers its reminder as it was set, so that no holder runs a failing turn again at every
claim), and ends quietly when its session is lost or given up (the host reports that). A worker
runs turns with nobody watching: it marks their messages `unattended`, so that the person who
opens the session next is shown what arrived while they were away.

A reminder reaches a runner as a message already in the log (`host/reminder_log.py`), once
the commit holding it is confirmed; its turn does not record it again, and the reply that
ends the turn carries `answers` with its id, so the answer is marked in the log in the same
commit as it is kept. `resume` answers the reminders a process that died or lost the session
left unanswered: once the answer is durable, nobody answers them again. A turn's outcome is
reported (`ended`: a worker's line) only once that commit is confirmed, so a report always
stands for an answer in the log; the answer is shown inside that commit, just before its
transaction commits, so a screen repeats it only when the process dies between the two.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.conversation import (
    MESSAGE_EVENT,
    load_conversation,
    message_data,
    message_from_data,
)
from dsh_schedule.host.delivered import read_reminders
from dsh_schedule.host.host import EmbeddedHost
from dsh_schedule.host.models import Message, Model, ModelFailure, Reply, Step, ToolUse
from dsh_schedule.host.models.offline import present_reminders
from dsh_schedule.host.reminder_log import ANSWERS, reminder_id, unanswered
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.host_contract import Followup
from dsh_schedule.runtime.owner import FOLLOWUP_SOURCE

UNATTENDED = "unattended"
"""The key a `message` event carries, true, when a worker recorded it with nobody watching."""
MAX_STEPS = 8
TURN_FAILED = "The turn failed; the error is in the log."
"""What `ended` is told of a followup turn that raised (the error itself is logged once)."""

Say = Callable[[HostAgent, str], None]
OnTool = Callable[[HostAgent, str, dict[str, object], ToolResult], None]
"""Told of each tool call: the agent, the tool's name, the arguments as the model sent them
(an object when they are valid; anything, when the host refused them) and the result."""
Ended = Callable[[HostAgent, Message, str | None], None]
"""Told when a turn's outcome is committed: the agent, the message that began the turn, and
the failure the user was told in one line (None when the model replied)."""

__all__ = ["MAX_STEPS", "MESSAGE_EVENT", "UNATTENDED", "Ended", "OnTool", "Say", "TurnRunner"]


class TurnRunner:
    def __init__(
        self,
        host: EmbeddedHost,
        model: Model,
        say: Say | None,
        on_tool: OnTool,
        *,
        unattended: bool = False,
        ended: Ended | None = None,
    ) -> None:
        self._host = host
        self._model = model
        self._say = say
        """How a turn's texts reach the person watching; None when nobody does (a worker)."""
        self._on_tool = on_tool
        self._unattended = unattended
        self._ended = ended
        self._history: dict[str, list[Message]] = {}
        self._read_through: dict[str, int] = {}
        """How many events of each session's log its kept history was read from."""
        self._pending: set[asyncio.Task[None]] = set()
        self._turning: dict[str, int] = {}

    def attach(self) -> None:
        """Answer followups with turns; call again after the host restarts."""
        agents = self._host.agents
        agents.answered = True
        agents.on_logged_followup(self._followup)

    def resume(self, agent: HostAgent) -> int:
        """Start a turn for each reminder message of `agent`'s log that no turn answered (a
        process died or lost the session between its commit and the answer's), in order;
        how many. Until its answer is durable, the session stays due."""
        session = agent.session
        pending = unanswered(session.events, session.header.seed_length)
        for event in pending:
            data = message_from_data(event.data)
            key = reminder_id(event)
            if data is None or key is None:  # `unanswered` found it a reminder message
                continue
            message = _turn_message(data.text, data.source)
            session.awaiting_answer.setdefault(key, event.time)
            self._start(agent, message, event)
        return len(pending)

    async def user_turn(self, agent: HostAgent, text: str) -> None:
        self._begin(agent)
        await self._turn(agent, Message("user", text))

    def forget(self, session_id: str) -> None:
        """Drop the conversation kept for a session this process gave up; it is read from
        the log again if the session comes back."""
        self._history.pop(session_id, None)
        self._read_through.pop(session_id, None)

    def busy(self, agent: HostAgent) -> bool:
        """Whether a turn of `agent` is queued or running."""
        return agent.id in self._turning

    async def drain(self) -> None:
        """Wait for the turns that followups started."""
        while self._pending:
            await asyncio.gather(*self._pending, return_exceptions=True)

    def _followup(self, agent: HostAgent, followup: Followup, event: Event | None) -> None:
        self._start(agent, _turn_message(followup.text, followup.source), event)

    def _start(self, agent: HostAgent, message: Message, event: Event | None) -> None:
        self._begin(agent)
        task = asyncio.get_running_loop().create_task(self._followup_turn(agent, message, event))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _followup_turn(self, agent: HostAgent, message: Message, event: Event | None) -> None:
        """A followup's turn, which nobody awaits: its failure is logged here, once, and then
        its reminder message is answered as the turn could not (`_answer_failed`). A turn
        cut short because its session was lost or given up meanwhile has not failed: the
        host has said why the session went (`EmbeddedHost.on_lost`), and the next holder
        answers it."""
        try:
            await self._turn(agent, message, event)
        except Exception as error:
            session = agent.session
            if agent.status != "disposed" and session.live and session.holds_lease():
                self._host.logger.error(f"turn of {agent.name} failed: {error!r}")
                await self._answer_failed(agent, message, event)
                key = None if event is None else reminder_id(event)
                if key is None or key not in session.awaiting_answer:  # else the next holder's
                    self._report(agent, message, TURN_FAILED, len(session.events) - 1)

    async def _answer_failed(self, agent: HostAgent, message: Message, event: Event | None) -> None:
        """After a turn raised (a bug; a model's failure is answered by its own turn): its
        reminder message, if no answer was recorded yet, is answered with the reminder as it
        was set (another followup, with the failure), and shown in its commit, as a turn's
        answer is, so that no holder runs the failing turn again at every claim. Whatever
        fails here is logged too: the error of the turn is in the log already."""
        key = None if event is None else reminder_id(event)
        session = agent.session
        if key is None or key not in session.awaiting_answer:
            return
        framed = message.reminders
        shown = TURN_FAILED if framed is None else present_reminders(framed)
        history = self._history.get(session.id, [])
        try:
            seq = self._record(agent, history, Message("assistant", shown), key)
        except Exception as error:  # left unanswered: the next claim tries again
            self._host.logger.error(f"failed turn of {agent.name} not answered: {error!r}")
            return
        self._show(agent, key, seq, shown)
        try:
            await self._host.sessions.flush(session)
        except Exception as error:
            self._host.logger.warning(f"turn history of {agent.name} not flushed: {error!r}")

    def _begin(self, agent: HostAgent) -> None:
        self._turning[agent.id] = self._turning.get(agent.id, 0) + 1

    async def _turn(self, agent: HostAgent, message: Message, logged: Event | None = None) -> None:
        """Wait for the turn's admission, take it, and end it: the turn is no longer counted
        (`busy`) when the agent becomes idle, so whoever hears it idle sees it ended."""
        try:
            while (release := agent.reserve_turn_admission()) is None:
                await agent.when_idle()
        except BaseException:
            self._end(agent)
            raise
        agent.busy()
        release()
        try:
            await self._take_turn(agent, message, logged)
        finally:
            self._end(agent)
            if agent.status == "busy":
                agent.idle()

    def _end(self, agent: HostAgent) -> None:
        left = self._turning.pop(agent.id) - 1
        if left:
            self._turning[agent.id] = left

    async def _take_turn(self, agent: HostAgent, message: Message, logged: Event | None) -> None:
        """A turn that answers `message`: recorded first, unless it is the reminder message
        `logged` already in the log (its answer then marks it answered); then flushed, before
        the agent becomes idle, so an idle agent holds no unflushed answer (a worker gives
        its session up at that moment, and its owner asks for no drive)."""
        session = agent.session
        answers = None if logged is None else reminder_id(logged)
        history = self._history.get(session.id)
        if history is None:  # the events before a checkpoint are read now, and may fail
            events = session.events
            held = None if logged is None else (logged, message)
            history = self._history[session.id] = load_conversation(events, held)
            self._read_through[session.id] = len(events)
        if logged is None:
            self._record(agent, history, message)
        elif logged.seq >= self._read_through[session.id]:
            history.append(message)  # in the log already; kept since the history was read
        failure = await self._steps(agent, history, answers)
        if failure is not None:
            if message.reminders is not None:
                shown = present_reminders(message.reminders)  # kept, so a later reader sees it
                seq = self._record(agent, history, Message("assistant", shown), answers)
                self._show(agent, answers, seq, failure, shown)
            elif answers is not None:  # any other followup: the failure was its answer
                seq = self._record(agent, history, Message("assistant", failure), answers)
                self._show(agent, answers, seq, failure)
            elif self._say is not None:
                self._say(agent, failure)
        self._report(agent, message, failure, len(session.events) - 1)  # its answer's seq
        try:
            await self._host.sessions.flush(agent.session)
        except Exception as error:  # the history stays in memory; the schedule has its own barriers
            self._host.logger.warning(f"turn history of {agent.name} not flushed: {error!r}")

    async def _steps(
        self, agent: HostAgent, history: list[Message], answers: str | None
    ) -> str | None:
        """Run the model to its reply (which `answers` a reminder message, if given); the
        failure to tell the user, if it had none."""
        for _ in range(MAX_STEPS):
            step = await self._ask(agent, history)
            if isinstance(step, ModelFailure):
                return step.text
            if isinstance(step, Reply):
                seq = self._record(agent, history, Message("assistant", step.text), answers)
                self._show(agent, answers, seq, step.text)
                return None
            uses = tuple(
                use if use.call_id else ToolUse(use.name, use.arguments, f"call-{len(history)}-{n}")
                for n, use in enumerate(step.uses, start=1)
            )
            self._record(agent, history, Message("assistant", step.text, calls=uses))
            if step.text and self._say is not None:
                self._say(agent, step.text)
            for use in uses:
                result = await self._host.tools.call_tool(agent, use.name, use.arguments)
                self._on_tool(agent, use.name, use.arguments, result)
                self._record(
                    agent,
                    history,
                    Message("tool", result.text, use.name, None, use.call_id, result.is_error),
                )
        return f"The model did not finish within {MAX_STEPS} steps; ask again."

    def _report(self, agent: HostAgent, message: Message, failure: str | None, seq: int) -> None:
        """Tell `ended` of a turn's outcome once the event `seq`, its answer (the last event
        it appended), is committed: what the turn reports is then what anyone who reads the
        session later sees, and a crash between the two costs the report, never a second
        answer. If the session is lost first, nothing is told: the next holder answers the
        reminder and reports it. A report that raises is logged (it may run in a commit)."""
        ended = self._ended
        if ended is None:
            return

        def report() -> None:
            try:
                ended(agent, message, failure)
            except Exception as error:
                self._host.logger.error(f"turn of {agent.name} not reported: {error!r}")

        session = agent.session
        if seq < session.durable_length:
            report()
        else:
            session.when_durable(seq, report)

    def _show(self, agent: HostAgent, answers: str | None, seq: int, *texts: str) -> None:
        """Say `texts`, the end of a turn: at once, unless they answer the reminder message
        `answers`; those are said inside the commit that makes their answer (the event `seq`,
        its mark) durable, as the last thing before its transaction commits. A commit that is
        refused shows nothing (a later one that commits the answer shows it); a session lost
        first never shows it here (the next holder answers the reminder), so a process paused
        past its lease during the turn is stopped by the commit's own fence. What fails to
        show is logged: it runs in the commit. With nobody to show anything to (`say` None: a
        worker), nothing waits on the commit."""
        say = self._say
        if say is None:
            return
        if answers is None:
            for text in texts:
                say(agent, text)
            return

        def show() -> None:
            for text in texts:
                try:
                    say(agent, text)
                except Exception as error:
                    self._host.logger.error(f"answer of {agent.name} not shown: {error!r}")

        agent.session.before_commit(seq, show)

    async def _ask(self, agent: HostAgent, history: list[Message]) -> Step:
        try:
            return await self._model.respond(list(history), self._host.tools.tools(agent.scope))
        except Exception as error:  # a bug, not a provider failure: still never a lost turn
            self._host.logger.error(f"model of {agent.name} raised {error!r}")
            return ModelFailure(f"The model failed ({type(error).__name__}); ask again.")

    def _record(
        self,
        agent: HostAgent,
        history: list[Message],
        message: Message,
        answers: str | None = None,
    ) -> int:
        """Keep `message` in the history and append it to the log (its seq); an answer to the
        reminder message `answers` marks it answered (durable with the turn's flush)."""
        history.append(message)
        data = message_data(message)
        if self._unattended:
            data[UNATTENDED] = True
        session = agent.session
        if answers is not None:
            data[ANSWERS] = answers
        seq = session.append(MESSAGE_EVENT, data).seq
        if answers is not None:
            session.awaiting_answer.pop(answers, None)
        return seq


def _turn_message(text: str, source: str | None) -> Message:
    """The message a followup's turn begins with: a reminder framing's reminders read here,
    once, for the model that presents them and the report that names them."""
    reminders = read_reminders(text) if source == FOLLOWUP_SOURCE else None
    return Message("user", text, source=source, reminders=reminders)
