"""The exit codes of every `dsh-schedule` command (SPEC §14), their `--help` listing, and the
error that carries one to the user."""

from __future__ import annotations

from typing import Final

from dsh_schedule.errors import CommandLineError

SUCCESS: Final = 0
CHECK_FAILED: Final = 1
"""A check failed: a log violation, a conformance failure, stale generated files."""
UNUSABLE_INPUT: Final = 2
"""A usage error, or an input that cannot be read."""
SESSION_HELD: Final = 3
"""A session is held by another live process (or this process lost its hold on it)."""
INTERRUPTED: Final = 130

HELP: Final = f"""exit codes:
  {SUCCESS:<4} success (also when a reader such as `head` closes the output early)
  {CHECK_FAILED:<4} a check failed: a log violation, a conformance failure, stale generated files
  {UNUSABLE_INPUT:<4} usage error, or an input that cannot be read
  {SESSION_HELD:<4} a session is held by another live process, or this one lost it
  {INTERRUPTED:<4} interrupted (Ctrl-C)"""


class CommandError(CommandLineError):
    """A failure reported to the user as one line, without a traceback, with its exit code."""

    def __init__(self, message: str, exit_code: int) -> None:
        super().__init__(message)
        self.exit_code = exit_code
