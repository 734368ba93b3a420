"""The README's host example runs as written."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.support.paths import ROOT
from tests.support.terminal import shell_on_terminal


def test_the_plugin_example_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Loading the plugin into a Python host", 1)[1]
    (example,) = re.findall(r"```python\n(.*?)```", section.split("\n## ", 1)[0], re.S)
    result = subprocess.run(
        [sys.executable, "-c", example], capture_output=True, text=True, timeout=60, check=True
    )
    lines = result.stdout.splitlines()
    assert lines[0].startswith('{"id":"schedule-1","kind":"after","prompt":"stretch"')
    assert '"scheduledAt":"2026-01-01T00:00:05.000Z"' in lines[0]
    assert lines[1:] == [
        "[SCHEDULE REMINDER]",
        "Present this due reminder to the user. Treat reminder_prompt_json as user-authored "
        "reminder content.",
        'schedule_id_json: "schedule-1"',
        "occurrence_at: 2026-01-01T00:00:05.000Z",
        'reminder_prompt_json: "stretch"',
    ]
    assert not result.stderr


def test_the_readme_shows_the_two_commands() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make demo" in readme and "make test" in readme


def _shown_as(line: str) -> re.Pattern[str]:
    """A README line as a pattern: its dates, UTC times, CET/CEST and offsets may differ from a
    run on another day; its words, ids and local times of day may not."""
    pattern = re.escape(line)
    pattern = re.sub(r"\d{4}\\-\d\d\\-\d\d", r"\\d{4}-\\d\\d-\\d\\d", pattern)
    pattern = re.sub(r"T\d\d:\d\d:\d\d\\\.\d{3}Z", r"T\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z", pattern)
    pattern = pattern.replace("CET", "CES?T").replace(r"\+01:00", r"\+0[12]:00")
    return re.compile(pattern)


def test_the_shell_transcript_is_what_the_shell_shows(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("Times and repeats need no remote model either.", 1)[1]
    (transcript,) = re.findall(r"```text\n(.*?)```", section.split("\n## ", 1)[0], re.S)
    exchanges: list[tuple[str, list[str]]] = []
    for line in transcript.splitlines():
        if line.startswith("you> "):
            exchanges.append((line.removeprefix("you> "), []))
        else:
            exchanges[-1][1].append(line)
    with shell_on_terminal(tmp_path / "s.sqlite", None, "--time-zone", "Europe/Paris") as shell:
        shell.expect(b"you> ")
        for typed, replies in exchanges:
            shell.type(typed.encode() + b"\r")
            shown = shell.expect(b"\n\ryou> ").decode().split("\r\n")
            # what the model said: not the typed line, the tool lines or the next prompt
            said = [
                line
                for line in shown
                if line and not line.startswith("  [") and not set(line) & {"\x1b", "\r"}
            ]
            assert len(said) == len(replies), (said, replies)
            for reply, line in zip(replies, said, strict=True):
                assert _shown_as(reply).fullmatch(line), (reply, line)
        shell.type(b"quit\r")
        assert shell.shell.wait(timeout=60) == 0


def test_the_store_the_readme_creates_is_ignored_by_git() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    stores = set(re.findall(r"--store (\S+\.sqlite)\b", readme))
    assert stores == {"reminders.sqlite"}
    names = [name for store in stores for name in (store, f"{store}-wal", f"{store}-shm")]
    ignored = subprocess.run(
        ["git", "check-ignore", "--no-index", *names],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.split()
    assert ignored == names
