"""`dsh-schedule shell`: an interactive, resumable session with the offline model.

Reminders arrive while the shell waits for input. Quit and start again on the same database:
the session resumes and pending reminders are still delivered. Standard input may be a pipe;
then each line is echoed, and `wait SECONDS` lets time pass, for scripted runs. Input is read
as UTF-8 whatever the locale: a line that is not is refused, never passed on with stand-ins
for its bytes (lone surrogates, which a model's API cannot encode). A shell that loses its
session (paused past its lease, say, while another process took the session over) says so in
one line and exits 3, whatever it was doing: a turn in flight is given up.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import termios
import threading
from collections.abc import Awaitable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Final, TextIO, TypeVar

from dsh_schedule.cli import exit_codes
from dsh_schedule.cli.line_editor import LineEditor
from dsh_schedule.cli.line_input import LineReader
from dsh_schedule.cli.live import open_live_agent
from dsh_schedule.cli.local_times import UserZone, user_zone, with_local_times
from dsh_schedule.cli.shell_commands import (
    CONFIRMED_DELETE_ALL,
    DELETE_ALL_QUESTION,
    Wait,
    confirmed,
    shell_command,
)
from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.models import Model
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.host.models.remote import announce_waits
from dsh_schedule.host.reminder_log import reminder_id
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS
from dsh_schedule.host.stores.postgres import redacted
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.host.turns import MESSAGE_EVENT, UNATTENDED, TurnRunner
from dsh_schedule.runtime.events import SCHEDULE_CHANGE, Event

if TYPE_CHECKING:
    from dsh_schedule.host.metrics import Metrics

SEEN_EVENT: Final = "shell/seen"
"""Appended once the shell has shown what arrived while the user was away, so it is shown once."""
GREETING = "Type a request ('remind me in 10 seconds to stretch'), 'wait SECONDS', or 'quit'."
TERMINAL_GREETING = GREETING.removesuffix(".") + "; 'help' says more."
PROMPT = "you> "
HELP = """Type what you want in plain words; the model answers, and reminders appear when due.
  remind me in 10 minutes to stretch      in 1h30m remind me to call mom
  remind me to water the plants in half an hour       remind me 10 minutes from now to leave
  remind me tomorrow at 9 to call mom     remind me at 17:30 to leave
  remind me on friday at noon to pay rent (once: the next Friday; 'next friday' is after today)
  remind me tonight at 8 to call dad      remind me tomorrow morning to renew the passport
  remind me on dec 24 at 9 to buy a tree  remind me on 2027-01-05 at 09:00 to renew it
  remind me every 30 minutes to stretch   every morning at 7 remind me to water the plants
  remind me every weekday at 08:30 Paris time to check the mail
  remind me every monday and thursday at 18:00 to go running
  remind me in 10 minutes to call mom and in 20 minutes to call dad   (two reminders)
  list reminders                          what reminders do I have
  delete schedule-1                       delete all (asks first; 'delete all --yes' does not)
  wait 5          let 5 seconds pass (for scripts; reminders still arrive)
  help            this text
  quit, exit      leave (so do Ctrl-D and Ctrl-C); pending reminders are kept
A day without a time is at 9:00; morning is 9:00, afternoon 15:00, evening 19:00, tonight
20:00 ('tonight at 8' is 20:00). 'every' or a plural ('on mondays') repeats; a day named once
('on monday', 'this friday') is once. Times you type are in your zone unless you name one
('Paris time', 'UTC'); times are shown in your zone with the UTC instant beside them. Repeats
and times need protocol 2 (the default); protocol 1 takes only delays ('in 10 minutes').
Keys: Left/Right, Home/End (Ctrl-A/Ctrl-E), Up/Down for earlier lines, Ctrl-U/Ctrl-K cut."""
BYE = "Bye. Pending reminders are kept; start the shell again to resume."

T = TypeVar("T")


class SessionLostError(CommandLineError):
    """The session was lost while the shell waited for something; the line is said once."""


async def run_shell(
    store_url: str,
    agent_name: str,
    stdin: TextIO,
    stdout: TextIO,
    *,
    wait_seconds: float | None = None,
    lease_ttl_ms: int = DEFAULT_TTL_MS,
    model: Model | None = None,
    protocol: int = 2,
    zone: UserZone | None = None,
    metrics: Metrics | None = None,
) -> int:
    """The shell on `store_url` as agent `agent_name`: the plugin runs `protocol`, and the
    user's times are in `zone` (default: found as `user_zone` finds it); `metrics` (served by
    the caller) measures its store, its model and its host."""
    zone = zone if zone is not None else user_zone(None)
    interactive = stdin.isatty()
    editor = LineEditor(stdin.fileno(), stdout, PROMPT) if interactive else None
    lines = editor or LineReader(stdin.fileno())

    def show(text: str) -> None:
        if editor is not None:
            editor.show(text)
        else:
            stdout.write(text + "\n")
            stdout.flush()

    def say(agent: HostAgent, text: str) -> None:
        show(f"{agent.name}> {local(text)}")

    def local(text: str) -> str:
        return with_local_times(text, zone.info) if interactive else text

    def on_tool(
        agent: HostAgent, name: str, arguments: dict[str, object], result: ToolResult
    ) -> None:
        kind = "host error" if result.is_error else "result"
        show(f"  [{name} {arguments} -> {kind}: {result.text}]")

    try:
        host, agent = await open_live_agent(
            store_url,
            agent_name,
            wait_seconds=wait_seconds,
            lease_ttl_ms=lease_ttl_ms,
            waiting=show,
            protocol=protocol,
            metrics=metrics,
        )
    except BaseException:
        lines.close()
        raise
    lost: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    def session_lost(session_id: str, reason: str) -> None:
        if not lost.done():
            lost.set_result(f"lost session {session_id}: {reason}; the shell stops here")

    async def attended(work: Awaitable[T]) -> T:
        """`work`'s result, unless the session is lost first: then `work` is cancelled (a
        turn has nothing left to save) and `SessionLostError` raised."""
        task = asyncio.ensure_future(work)
        either: list[asyncio.Future[Any]] = [task, lost]
        try:
            await asyncio.wait(either, return_when=asyncio.FIRST_COMPLETED)
        finally:
            task.cancel()  # nothing once it is done; else the session is lost, or Ctrl-C came
        if not lost.done():
            return task.result()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task  # what it raised is the loss seen from inside: said below, once
        raise SessionLostError

    host.on_lost(session_lost)
    try:
        model = model or OfflineModel(zone.key)
        if metrics is not None:
            model = metrics.model(model)
            show(f"Metrics on {metrics.url}/metrics, /healthz and /readyz.")
        if interactive:  # a model slow to answer says so, above the prompt as reminders are
            model = announce_waits(model, show)
        turns = TurnRunner(host, model, say, on_tool)
        turns.attach()
        changes = sum(1 for event in agent.session.events if event.type == SCHEDULE_CHANGE)
        show(
            f"Session {agent.session.id} of {agent.name} on {redacted(store_url)}: "
            f"{len(agent.session.events)} events, {changes} schedule changes; "
            f"protocol {protocol}; your time zone is {zone.key} ({zone.source})."
        )
        away = arrived_while_away(agent.session.events)
        if away:
            session = agent.session
            seen = session.append(SEEN_EVENT, {"through": len(session.events) - 1})

            def show_away() -> None:  # inside the commit that marks it seen: shown once
                show("While you were away:")
                for reply in away:
                    show(f"  {agent.name}> {local(reply)}")

            session.before_commit(seen.seq, show_away)
            await host.sessions.flush(session)
        turns.resume(agent)  # a reminder durable but never answered is answered now, once
        show(TERMINAL_GREETING if interactive else GREETING)
        while True:
            line = await attended(lines.readline())
            if line is None:
                break
            try:
                text = line.decode("utf-8").strip()
            except UnicodeDecodeError as error:
                if not interactive:
                    show(f"you> {line.decode('utf-8', 'replace').strip()}")
                show(
                    f"  [not sent: this line is not valid UTF-8 "
                    f"(byte 0x{line[error.start]:02x} at offset {error.start})]"
                )
                continue
            if not interactive and text:
                show(f"you> {text}")
            command = shell_command(text)
            if command == "quit":
                break
            if command == "help":
                show(HELP)
            elif isinstance(command, Wait):
                if command.seconds is None:
                    show("wait takes a number of seconds, for example: wait 5")
                else:
                    await asyncio.wait([lost], timeout=command.seconds)
            elif command == "confirm delete all" and editor is not None:
                answer = await attended(editor.readline(DELETE_ALL_QUESTION))
                if confirmed(answer):
                    await attended(turns.user_turn(agent, CONFIRMED_DELETE_ALL))
                else:
                    show("Nothing deleted.")
            elif text:
                await attended(turns.user_turn(agent, text))
        await attended(turns.drain())
    except Exception:
        if not lost.done():
            raise
        # Whatever the shell was doing (a turn, a reminder, a wait, the input), the session
        # is no longer this process's: one line, and the exit code of a session held elsewhere.
        show(lost.result())
        return exit_codes.SESSION_HELD
    finally:
        lines.close()
        if metrics is not None:
            metrics.stop()
        await host.close()
    show(BYE)
    return 0


def arrived_while_away(events: Sequence[Event]) -> list[str]:
    """What a worker's turns said since this session was last watched: the replies of the
    unattended turns after the last attended message or `SEEN_EVENT`, oldest first (the
    reminder messages that began them are the host's, neither attended nor unattended)."""
    shown: list[str] = []
    for event in reversed(events):
        if event.type == SEEN_EVENT:
            break
        if event.type != MESSAGE_EVENT or not isinstance(event.data, dict):
            continue
        if reminder_id(event) is not None:
            continue
        if not event.data.get(UNATTENDED):
            break
        text = event.data.get("text")
        if event.data.get("role") == "assistant" and isinstance(text, str) and text:
            shown.append(event.data["text"])
    return shown[::-1]


@contextlib.contextmanager
def ctrl_c_heard() -> Iterator[list[int]]:
    """Within: the first Ctrl-C (SIGINT) cancels the running task, noted in the given list,
    and the second ends the process at once with 130 (`_leave_now`), whatever the shell still
    awaits as it leaves. Python-level handlers run only once the main thread runs Python
    again: a SIGINT that the kernel hands to another thread (the line editor's, blocked in its
    read) left the event loop asleep until its next timer, the shell hung at the prompt; and
    as it leaves, the loop's thread may be held in a store call that nothing interrupts (a
    lease release waiting for a write lock another process holds). So a thread of ours hears
    them: Python's C-level handler writes each signal's number to the wake-up file descriptor,
    here a pipe that thread reads, whichever thread caught it, and the thread wakes the loop
    to cancel. Nothing durable is lost by leaving at once: a confirmed reminder was committed
    before it was confirmed, and the session's lease runs out by itself."""
    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    assert task is not None
    heard: list[int] = []
    terminal = _terminal_mode(sys.stdin)  # the user's, taken before the line editor's
    signals, woken = os.pipe()
    os.set_blocking(woken, False)
    within = True

    def cancel() -> None:
        if within:  # not once the shell has left the block: it ends as it was ending
            task.cancel()

    def listen() -> None:
        with os.fdopen(signals, "rb", buffering=0) as numbers:
            while received := numbers.read(64):
                for _ in range(received.count(signal.SIGINT)):
                    if heard:
                        _leave_now(terminal)
                    heard.append(signal.SIGINT)
                    with contextlib.suppress(RuntimeError):  # a closed loop: it has ended
                        loop.call_soon_threadsafe(cancel)

    previous = signal.signal(signal.SIGINT, lambda number, frame: None)  # the C one writes
    earlier = signal.set_wakeup_fd(woken, warn_on_full_buffer=False)
    threading.Thread(target=listen, name="dsh-ctrl-c", daemon=True).start()
    try:
        yield heard
    finally:
        within = False
        signal.set_wakeup_fd(earlier)
        signal.signal(signal.SIGINT, previous)
        os.close(woken)  # the thread reads the end and stops


def _leave_now(terminal: list[Any] | None) -> None:
    """Give the terminal back in `terminal`'s mode (when stdin is one), say `BYE`, and end
    the process with 130 without waiting for anything."""
    if terminal is not None:
        with contextlib.suppress(termios.error):
            termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, terminal)
    os.write(sys.stdout.fileno(), f"\n{BYE}\n".encode())
    os._exit(exit_codes.INTERRUPTED)


def _terminal_mode(stream: TextIO) -> list[Any] | None:
    """The mode of the terminal `stream` is, or None when it is not one."""
    try:
        return termios.tcgetattr(stream.fileno())
    except (termios.error, OSError, ValueError):
        return None


def main_shell(
    store_url: str,
    agent_name: str,
    *,
    wait_seconds: float | None,
    lease_ttl_ms: int,
    model: Model,
    protocol: int = 2,
    zone: UserZone | None = None,
    metrics: Metrics | None = None,
) -> int:
    async def run() -> int:
        try:
            with ctrl_c_heard() as heard:
                try:
                    return await run_shell(
                        store_url,
                        agent_name,
                        sys.stdin,
                        sys.stdout,
                        wait_seconds=wait_seconds,
                        lease_ttl_ms=lease_ttl_ms,
                        model=model,
                        protocol=protocol,
                        zone=zone,
                        metrics=metrics,
                    )
                except asyncio.CancelledError:
                    if not heard:
                        raise
                    return exit_codes.INTERRUPTED
        finally:
            await model.close()

    try:
        code = asyncio.run(run())
    except KeyboardInterrupt:  # a Ctrl-C before the shell listens for it itself
        code = exit_codes.INTERRUPTED
    if code == exit_codes.INTERRUPTED:  # Ctrl-C, wherever the shell was: leave as quit does
        sys.stdout.write(f"{BYE}\n")
        sys.stdout.flush()
    return code
