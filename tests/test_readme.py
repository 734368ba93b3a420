"""The README's host example runs as written."""

from __future__ import annotations

import re
import subprocess
import sys

from tests.support.paths import ROOT


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
