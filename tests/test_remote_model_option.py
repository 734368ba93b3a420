"""Choosing a remote model with `--model`: a malformed option, a missing key or server, or a
missing SDK extra is one line saying what is missing, in every command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dsh_schedule.cli import main
from dsh_schedule.host.errors import ModelOptionError
from dsh_schedule.host.models.option import model_from_option
from tests.support.remote_models import provider_environment

__all__ = ["provider_environment"]  # a fixture: pytest finds it by name


@pytest.mark.parametrize(
    ("spec", "base_url", "message"),
    [
        ("gpt-4o", None, "--model 'gpt-4o': choose offline, openai:MODEL or anthropic:MODEL"),
        ("openai:", None, "--model 'openai:': choose offline, openai:MODEL or anthropic:MODEL"),
        ("offline", "http://127.0.0.1:9", "--base-url needs a remote model"),
    ],
)
def test_a_malformed_model_option_is_refused(
    capsys: pytest.CaptureFixture[str], spec: str, base_url: str | None, message: str
) -> None:
    with pytest.raises(ModelOptionError) as caught:
        model_from_option(spec, base_url)
    assert str(caught.value).startswith(message)
    where = [] if base_url is None else ["--base-url", base_url]
    assert main(["demo", "--model", spec, *where]) == 2  # a usage error
    assert capsys.readouterr().err.startswith(f"dsh-schedule: error: {message}")


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_a_remote_model_without_a_key_or_server_is_refused(
    monkeypatch: pytest.MonkeyPatch, provider: str
) -> None:
    monkeypatch.delenv(f"{provider.upper()}_API_KEY")
    with pytest.raises(ModelOptionError) as caught:
        model_from_option(f"{provider}:m", None)
    assert str(caught.value) == (
        f"--model {provider}:m needs {provider.upper()}_API_KEY (or --base-url for a server "
        "of your own that takes no key)"
    )


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_without_the_extra_a_remote_model_is_one_line_saying_what_to_install(
    tmp_path: Path, provider: str
) -> None:
    block = f"import sys; sys.modules[{provider!r}] = None; "
    run = "from dsh_schedule.cli import main; sys.exit(main(sys.argv[1:]))"
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            block + run,
            "shell",
            "--db",
            str(tmp_path / "s.sqlite"),
            "--model",
            f"{provider}:m",
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr == (
        f"dsh-schedule: error: --model {provider}:m needs the {provider} SDK, which is not "
        "installed: pip install 'dsh-tool-schedule[models]'\n"
    )
    assert not (tmp_path / "s.sqlite").exists()


@pytest.mark.parametrize("command", ["demo", "shell", "worker"])
def test_the_commands_refuse_a_malformed_model_in_one_line(tmp_path: Path, command: str) -> None:
    places = {"shell": ["--db", str(tmp_path / "s.sqlite")], "worker": ["--store", "memory:"]}
    where = places.get(command, [])
    result = subprocess.run(
        [sys.executable, "-m", "dsh_schedule", command, *where, "--model", "gpt-4o"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2
    assert result.stderr == (
        "dsh-schedule: error: --model 'gpt-4o': choose offline, openai:MODEL or anthropic:MODEL\n"
    )
