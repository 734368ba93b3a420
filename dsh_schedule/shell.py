"""`dsh-schedule shell`: an interactive, resumable session with the offline model.

Reminders arrive while the shell waits for input. Quit and start again on the same database:
the session resumes and pending reminders are still delivered. Standard input may be a pipe;
then each line is echoed, and `wait SECONDS` lets time pass, for scripted runs. Input is read
as UTF-8 whatever the locale: a line that is not is refused, never passed on with stand-ins
for its bytes (lone surrogates, which a model's API cannot encode).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import TextIO

from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.model import OfflineModel
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.line_input import LineReader
from dsh_schedule.live import open_live_host, resume_agent
from dsh_schedule.runtime.events import SCHEDULE_CHANGE

GREETING = "Type a request ('remind me in 10 seconds to stretch'), 'wait SECONDS', or 'quit'."


async def run_shell(database: Path, agent_name: str, stdin: TextIO, stdout: TextIO) -> int:
    interactive = stdin.isatty()
    lines = LineReader(stdin.fileno())

    def show(text: str) -> None:
        stdout.write(text + "\n")
        stdout.flush()

    def say(agent: HostAgent, text: str) -> None:
        show(f"{agent.name}> {text}")

    def on_tool(
        agent: HostAgent, name: str, arguments: dict[str, object], result: ToolResult
    ) -> None:
        kind = "host error" if result.is_error else "result"
        show(f"  [{name} {arguments} -> {kind}: {result.text}]")

    host = await open_live_host(database)
    try:
        agent = resume_agent(host, agent_name)
        turns = TurnRunner(host, OfflineModel(), say, on_tool)
        turns.attach()
        changes = sum(1 for event in agent.session.events if event.type == SCHEDULE_CHANGE)
        show(
            f"Session {agent.session.id} of {agent.name} on {database}: "
            f"{len(agent.session.events)} events, {changes} schedule changes."
        )
        show(GREETING)
        while True:
            if interactive:
                stdout.write("you> ")
                stdout.flush()
            line = await lines.readline()
            if line is None:
                if interactive:
                    show("")  # end the prompt's line (Ctrl-D)
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
            if text in ("quit", "exit"):
                break
            if text.startswith("wait"):
                seconds = _seconds(text.removeprefix("wait"))
                if seconds is None:
                    show("wait takes a number of seconds, for example: wait 5")
                else:
                    await asyncio.sleep(seconds)
            elif text:
                await turns.user_turn(agent, text)
        await turns.drain()
    finally:
        lines.close()
        await host.close()
    show("Bye. Pending reminders are kept; start the shell again to resume.")
    return 0


def _seconds(text: str) -> float | None:
    try:
        seconds = float(text)
    except ValueError:
        return None
    return seconds if 0 <= seconds <= 86_400 else None


def main_shell(database: Path, agent_name: str) -> int:
    return asyncio.run(run_shell(database, agent_name, sys.stdin, sys.stdout))
