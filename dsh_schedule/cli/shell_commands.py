"""The lines the shell answers itself, before any model sees them.

`quit` (or `exit`, `bye`) leaves and `help` says what to type, in any case and with any final
punctuation. `wait SECONDS` lets time pass in a script; it is one word and a number, so "wait a
minute, remind me …" is a request for the model. A line that asks to delete every reminder
("delete all", "cancel all", "drop everything") is confirmed first on a terminal; with piped
input the offline model says what it would delete, and `delete all --yes` does it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from dsh_schedule.host.models.phrasing import DeleteAll, read_intent

DELETE_ALL_QUESTION = "Delete every pending reminder? [y/N] "
CONFIRMED_DELETE_ALL = "delete all --yes"
MAX_WAIT_SECONDS = 86_400


@dataclass(frozen=True)
class Wait:
    """`wait SECONDS`; `seconds` is None when what follows `wait` is not a number of seconds
    from 0 to a day."""

    seconds: float | None


Command = Literal["quit", "help", "confirm delete all"] | Wait


def shell_command(text: str) -> Command | None:
    """What the shell does itself with a typed line; None when the line goes to the model."""
    word = text.strip().rstrip(".!?").strip().lower()
    if word in ("quit", "exit", "bye", "goodbye"):
        return "quit"
    if word == "help":
        return "help"
    wait = re.fullmatch(r"wait(?:\s+(\S+))?", text.strip(), re.I)
    if wait:
        return Wait(_seconds(wait[1] or ""))
    if read_intent(text) == DeleteAll(confirmed=False):
        return "confirm delete all"
    return None


def confirmed(answer: bytes | None) -> bool:
    """Whether the answer to `DELETE_ALL_QUESTION` is yes (`y` or `yes`, in any case)."""
    return answer is not None and answer.decode("utf-8", "replace").strip().lower() in ("y", "yes")


def _seconds(text: str) -> float | None:
    try:
        seconds = float(text)
    except ValueError:
        return None
    return seconds if 0 <= seconds <= MAX_WAIT_SECONDS else None
