"""The README's promise: a remote model gets the tools exactly as `dsh-schedule catalog --format
openai` (or `anthropic-strict`) prints them, each command at its default protocol (SPEC §15: 2,
for every command, catalog included).

Real processes: `dsh-schedule catalog` prints the export, `dsh-schedule shell` talks to a fake
model server on 127.0.0.1 through the real SDK, and the request body the server records is
compared with what catalog printed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.fake_models import FakeModelServer, anthropic_reply, openai_reply

EXPORT = {"openai": "openai", "anthropic": "anthropic-strict"}


@pytest.fixture
def server() -> Iterator[FakeModelServer]:
    with FakeModelServer() as fake:
        yield fake


def _dsh(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))}
    env["OPENAI_API_KEY"] = env["ANTHROPIC_API_KEY"] = "test-key-not-real"
    return subprocess.run(
        [sys.executable, "-m", "dsh_schedule", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


@pytest.mark.parametrize("provider", sorted(EXPORT))
@pytest.mark.parametrize("protocol", [None, "1", "2"])
def test_the_model_is_sent_the_tools_catalog_prints(
    server: FakeModelServer, tmp_path: Path, provider: str, protocol: str | None
) -> None:
    chosen = ("--protocol", protocol) if protocol else ()
    printed = _dsh("catalog", "--format", EXPORT[provider], *chosen)
    assert printed.returncode == 0, printed.stderr
    server.answer(openai_reply("Hello.") if provider == "openai" else anthropic_reply("Hello."))
    base_url = server.base_url + ("/v1" if provider == "openai" else "")
    shell = _dsh(
        "shell",
        "--db",
        str(tmp_path / "s.sqlite"),
        "--model",
        f"{provider}:fake-model",
        "--base-url",
        base_url,
        *chosen,
        stdin="hello\nquit\n",
    )
    assert shell.returncode == 0, shell.stderr
    (request,) = server.requests
    assert request.body["tools"] == json.loads(printed.stdout)
    tools = [tool.get("function", tool) for tool in request.body["tools"]]
    assert [tool["name"] for tool in tools] == [
        "schedule_create",
        "schedule_list",
        "schedule_delete",
    ]
    create = tools[0].get("parameters", tools[0].get("input_schema"))
    assert ("every_seconds" in create["properties"]) == (protocol != "1")  # 2 by default
