"""The command line's contract (SPEC §14): `--version`, the exit codes listed in every `--help`,
and each command's failures mapped onto those codes."""

from __future__ import annotations

import importlib.metadata
import sys
from pathlib import Path

import pytest

import dsh_schedule
from dsh_schedule.cli import main
from tests.support.cli import run_cli
from tests.support.paths import ROOT

COMMANDS = (
    "generate",
    "compile",
    "catalog",
    "demo",
    "shell",
    "validate-log",
    "conformance",
    "worker",
    "status",
)
EXIT_CODES = {
    "0": "success",
    "1": "a check failed",
    "2": "usage error, or an input that cannot be read",
    "3": "a session is held by another live process",
    "130": "interrupted",
}


def test_version_is_the_installed_distributions() -> None:
    assert dsh_schedule.__version__ == importlib.metadata.version("dsh-tool-schedule")
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout == f"dsh-schedule {dsh_schedule.__version__}\n"


@pytest.mark.parametrize("command", [(), *((c,) for c in COMMANDS)])
def test_every_help_lists_the_exit_codes(
    capsys: pytest.CaptureFixture[str], command: tuple[str, ...]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main([*command, "--help"])
    assert exited.value.code == 0
    out = capsys.readouterr().out
    listed = out[out.index("exit codes:") :].splitlines()[1:]
    for code, meaning in EXIT_CODES.items():
        assert [line for line in listed if line.split()[:1] == [code] and meaning in line], out


def test_a_usage_error_is_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["catalog", "--format", "yaml"])
    assert exited.value.code == 2


def _without(monkeypatch: pytest.MonkeyPatch, module: str) -> None:
    """Make `module` fail to import, as it does when its extra is not installed."""
    monkeypatch.setitem(sys.modules, module, None)


def test_a_missing_generator_extra_is_exit_2(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _without(monkeypatch, "dsh_schedule.generator.outputs")
    assert main(["generate", "--root", str(ROOT), "--check"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dsh-schedule: error: this command needs the generator extra")
    assert err.count("\n") == 1


def test_a_generated_file_that_cannot_be_read_is_exit_2(
    project_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    catalog = project_copy / "docs" / "tool-catalog.md"
    catalog.unlink()
    catalog.mkdir()
    assert main(["generate", "--root", str(project_copy)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dsh-schedule: error: ") and err.count("\n") == 1
    assert "docs/tool-catalog.md: Is a directory" in err


@pytest.mark.parametrize(("error", "code"), [("DemoError", 1), ("LiveHostError", 2)])
def test_demo_failures_map_onto_the_exit_codes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], error: str, code: int
) -> None:
    import dsh_schedule.cli.demo
    import dsh_schedule.cli.live

    failure = getattr(dsh_schedule.cli.demo, error, None) or getattr(dsh_schedule.cli.live, error)

    def failing(model: object, store_url: str | None, *, protocol: int) -> int:
        raise failure("what went wrong")

    monkeypatch.setattr(dsh_schedule.cli.demo, "main_demo", failing)
    assert main(["demo"]) == code
    assert capsys.readouterr().err == "dsh-schedule: error: what went wrong\n"
