"""The shell with a remote model, as a user runs it, and the README's commands opening the models
they name."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.host.conversation import MESSAGE_EVENT
from dsh_schedule.host.models.option import model_from_option
from tests.support.fake_models import (
    FakeModelServer,
    anthropic_reply,
    anthropic_uses,
    openai_calls,
    openai_reply,
)
from tests.support.remote_models import provider_environment, server

__all__ = ["provider_environment", "server"]  # fixtures: pytest finds them by name


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_the_shell_talks_to_a_remote_model(
    server: FakeModelServer, tmp_path: Path, provider: str
) -> None:
    if provider == "openai":
        server.answer(
            openai_calls(("call_1", "schedule_create", '{"prompt":"stretch","after_seconds":60}')),
            openai_reply("Reminder set for one minute from now."),
        )
        base_url = server.base_url + "/v1"
    else:
        server.answer(
            anthropic_uses(
                ("toolu_1", "schedule_create", {"prompt": "stretch", "after_seconds": 60})
            ),
            anthropic_reply("Reminder set for one minute from now."),
        )
        base_url = server.base_url
    env = {k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))}
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "dsh_schedule",
            "shell",
            "--db",
            str(tmp_path / "s.sqlite"),
            "--model",
            f"{provider}:fake-model",
            "--base-url",
            base_url,
        ],
        input="remind me in a minute to stretch\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "main> Reminder set for one minute from now." in result.stdout.splitlines()
    assert "schedule_create" in result.stdout
    assert server.requests[0].body["model"] == "fake-model"
    events = _message_events(tmp_path / "s.sqlite")
    assert events[0] == {"role": "user", "text": "remind me in a minute to stretch"}


def _message_events(database: Path) -> list[Any]:
    import sqlite3

    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT type, data FROM events ORDER BY seq").fetchall()
    return [json.loads(data) for kind, data in rows if kind == MESSAGE_EVENT]


def test_the_readme_commands_open_the_models_they_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """One command each for OpenAI, Anthropic and a local OpenAI-compatible server."""
    from tests.support.paths import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Use it with your model", 1)[1].split("\n## ", 1)[0]
    commands = [line.split() for line in section.splitlines() if line.startswith("dsh-schedule")]
    opened = []
    for words in commands:
        options = dict(zip(words[2::2], words[3::2], strict=True))
        model = model_from_option(options["--model"], options.get("--base-url"))
        asyncio.run(model.close())
        opened.append((type(model).__name__, options.get("--base-url")))
    assert opened == [
        ("OpenAIChatModel", None),
        ("AnthropicModel", None),
        ("OpenAIChatModel", "http://localhost:11434/v1"),
    ]
