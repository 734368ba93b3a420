"""The shell's "While you were away" (docs/reliability.md, "Shown once"): what a worker's
turns said while nobody watched is shown inside the commit that marks it seen (`shell/seen`),
after that commit's writes and before its transaction commits. A process killed before that
moment has shown nothing, and the next shell shows it; one killed after it has the mark
durable, and no shell shows it again. On a real SQLite file."""

from __future__ import annotations

import asyncio
import io
import sqlite3
from pathlib import Path

from dsh_schedule.cli.local_times import UserZone
from dsh_schedule.cli.shell import SEEN_EVENT, run_shell
from dsh_schedule.host import EmbeddedHost, RecordingLogger, SqliteStore
from dsh_schedule.host.conversation import message_data
from dsh_schedule.host.models import Message
from dsh_schedule.host.stores.leases import Holder
from dsh_schedule.host.turns import MESSAGE_EVENT, UNATTENDED
from dsh_schedule.runtime.clock import SystemClock, VirtualClock
from dsh_schedule.runtime.invariant import install_schedule_invariant
from dsh_schedule.runtime.plugin import install_schedule

REPLY = "Reminder: water the plants."


async def _leave_an_unattended_reply(db: Path) -> None:
    """A session of `main` whose last event is a reply a worker's turn left unwatched."""
    host = EmbeddedHost(
        SqliteStore(db),
        VirtualClock(wall_ms=SystemClock().now_ms()),
        RecordingLogger(),
        holder=Holder("seeder", 1, "seeder"),
    )
    await host.load_plugins([install_schedule_invariant, install_schedule])
    agent = host.open_agent("main")
    agent.session.append(
        MESSAGE_EVENT, {**message_data(Message("assistant", REPLY)), UNATTENDED: True}
    )
    await host.sessions.flush(agent.session)
    await host.close()


def _in_a_write(db: Path) -> bool:
    """Whether a transaction is writing to the file at this moment (another connection cannot
    begin one)."""
    other = sqlite3.connect(db, timeout=0, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError:
        return True
    else:
        other.execute("ROLLBACK")
        return False
    finally:
        other.close()


def _seen_marks(db: Path) -> int:
    """How many `shell/seen` events another connection sees committed."""
    with sqlite3.connect(db) as reader:
        (count,) = reader.execute(
            "SELECT count(*) FROM events WHERE type = ?", (SEEN_EVENT,)
        ).fetchone()
    return int(count)


class Screen(io.StringIO):
    """A screen that notes, whenever a line about the time away is written, how many seen marks
    are committed at that moment, and whether a transaction is writing then."""

    def __init__(self, db: Path) -> None:
        super().__init__()
        self.db = db
        self.marks_when_shown: list[tuple[int, bool]] = []

    def write(self, text: str) -> int:
        if "While you were away" in text or REPLY in text:
            self.marks_when_shown.append((_seen_marks(self.db), _in_a_write(self.db)))
        return super().write(text)


def _shell(db: Path, tmp_path: Path) -> Screen:
    keys = tmp_path / "keys.txt"
    keys.write_text("quit\n", encoding="utf-8")
    screen = Screen(db)
    with keys.open(encoding="utf-8") as stdin:
        code = asyncio.run(
            run_shell(f"sqlite:{db}", "main", stdin, screen, zone=UserZone("UTC", "a test"))
        )
    assert code == 0, screen.getvalue()
    return screen


def test_what_arrived_while_away_is_shown_inside_the_commit_that_marks_it_seen(
    tmp_path: Path,
) -> None:
    db = tmp_path / "sessions.sqlite"
    asyncio.run(_leave_an_unattended_reply(db))
    first = _shell(db, tmp_path)
    lines = first.getvalue().splitlines()
    at = lines.index("While you were away:")
    assert lines[at + 1] == f"  main> {REPLY}"
    # Both lines were shown inside the transaction that writes the mark, before it commits ...
    assert first.marks_when_shown == [(0, True), (0, True)]
    # ... and it is committed once the shell has shown them: the next shell shows nothing.
    assert _seen_marks(db) == 1
    again = _shell(db, tmp_path)
    assert "While you were away:" not in again.getvalue()
    assert again.marks_when_shown == []
