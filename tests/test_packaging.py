"""Packaging for hosts that install the library: a dependency range they can resolve against
their own pins, the MIT license inside both distributions, and one version everywhere.

The distributions are built for real (`python -m build`, isolated, as a release would) from a
copy of the project, so that the build's by-products stay out of the working tree."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from email.parser import HeaderParser
from pathlib import Path

import pytest

import dsh_schedule
from dsh_schedule.generator.catalog import FORMATS
from tests.support.paths import ROOT

DISTRIBUTED = ("dsh_schedule", "generator", "compiler", "generated", "runtime", "host", "schemas")
COPYRIGHT = "Copyright (c) 2026 the dsh-tool-schedule authors"


def _project() -> dict[str, object]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert isinstance(project, dict)
    return project


def test_msgspec_is_a_compatible_range_not_a_pin() -> None:
    dependencies = _project()["dependencies"]
    assert isinstance(dependencies, list)
    [msgspec] = [d for d in dependencies if d.startswith("msgspec")]
    assert "==" not in msgspec
    assert "~=" in msgspec or (">=" in msgspec and "<" in msgspec)


def test_the_license_is_the_mit_text() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n\n" + COPYRIGHT + "\n")
    assert "Permission is hereby granted, free of charge," in text
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in text
    assert _project()["license"] == "MIT"


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    for folder in (*DISTRIBUTED, "conformance"):
        shutil.copytree(
            ROOT / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__")
        )
    out = tmp_path_factory.mktemp("dist")
    built = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(out), str(source)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert built.returncode == 0, built.stdout[-3_000:] + built.stderr[-3_000:]
    return out


def test_the_wheel_carries_the_license_and_the_version(dist: Path) -> None:
    version = dsh_schedule.__version__
    wheel = dist / f"dsh_tool_schedule-{version}-py3-none-any.whl"
    info = f"dsh_tool_schedule-{version}.dist-info"
    with zipfile.ZipFile(wheel) as archive:
        license_text = archive.read(f"{info}/licenses/LICENSE").decode("utf-8")
        metadata = HeaderParser().parsestr(archive.read(f"{info}/METADATA").decode("utf-8"))
    assert license_text == (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert metadata["Version"] == version
    assert metadata["License-Expression"] == "MIT"
    assert metadata.get_all("License-File") == ["LICENSE"]
    [msgspec] = [r for r in metadata.get_all("Requires-Dist") or [] if r.startswith("msgspec")]
    assert "==" not in msgspec
    [prometheus] = [r for r in metadata.get_all("Requires-Dist") or [] if "prometheus" in r]
    assert prometheus == 'prometheus-client<1,>=0.20; extra == "ops"'  # a range, not a pin
    with zipfile.ZipFile(wheel) as archive:
        assert "dsh_schedule/schemas/ops/status.json" in archive.namelist()


def test_the_sdist_carries_the_license(dist: Path) -> None:
    version = dsh_schedule.__version__
    with tarfile.open(dist / f"dsh_tool_schedule-{version}.tar.gz") as archive:
        member = archive.extractfile(f"dsh_tool_schedule-{version}/LICENSE")
        assert member is not None
        assert member.read().decode("utf-8") == (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_wheel_holds_every_module_and_data_file_of_the_package(dist: Path) -> None:
    """The package reaches its sibling folders through links; the wheel holds real files."""
    package = ROOT / "dsh_schedule"
    expected = {
        "dsh_schedule/" + str((Path(folder) / name).relative_to(package))
        for folder, _, names in os.walk(package, followlinks=True)
        for name in names
        if name.endswith((".py", ".json", ".j2", "py.typed")) and "__pycache__" not in folder
    }
    assert "dsh_schedule/runtime/fold.py" in expected  # the links were followed
    wheel = dist / f"dsh_tool_schedule-{dsh_schedule.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        shipped = {info.filename for info in archive.infolist() if not info.is_dir()}
    assert expected <= shipped
    assert {name for name in shipped if not name.startswith("dsh_schedule/")} == {
        name for name in shipped if ".dist-info/" in name
    }


def test_the_wheel_with_its_runtime_dependency_alone_prints_every_catalog_format(
    dist: Path, tmp_path: Path
) -> None:
    """The catalog and the host exports are runtime code: a fresh environment with the wheel
    and its runtime dependencies only (msgspec, tzdata), none of the generator's extras,
    prints every format."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    python, command = str(venv / "bin" / "python"), str(venv / "bin" / "dsh-schedule")
    wheel = dist / f"dsh_tool_schedule-{dsh_schedule.__version__}-py3-none-any.whl"
    pip = [python, "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    for arguments in (["--no-deps", str(wheel)], ["msgspec", "tzdata"]):
        installed = subprocess.run([*pip, *arguments], capture_output=True, text=True, timeout=300)
        assert installed.returncode == 0, installed.stderr[-3_000:]
    extras = ("jinja2", "black", "jsonschema", "datamodel_code_generator")
    probe = f"import importlib.util as u; print([u.find_spec(m) for m in {extras!r}])"
    assert subprocess.check_output([python, "-c", probe], text=True) == "[None, None, None, None]\n"
    catalog = (ROOT / "docs" / "tool-catalog-v2.md").read_text(encoding="utf-8")  # protocol 2
    for format in FORMATS:
        printed = subprocess.run(
            [command, "catalog", "--format", format],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=60,
        )
        assert printed.returncode == 0, printed.stderr
        if format == "markdown":
            assert printed.stdout == catalog
        else:
            assert "schedule_delete" in json.dumps(json.loads(printed.stdout))
    # without the models extra, a remote model is one line saying what to install
    for provider in ("openai", "anthropic"):
        refused = subprocess.run(
            [command, "shell", "--db", str(tmp_path / "s.sqlite"), "--model", f"{provider}:m"],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=60,
        )
        assert refused.returncode == 2
        assert refused.stderr == (
            f"dsh-schedule: error: --model {provider}:m needs the {provider} SDK, which is not "
            "installed: pip install 'dsh-tool-schedule[models]'\n"
        )
    # without the ops extra, --metrics is one line saying what to install
    for command_name in ("worker", "shell"):
        refused = subprocess.run(
            [command, command_name, "--store", str(tmp_path / "m.sqlite"), "--metrics"],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=60,
        )
        assert refused.returncode == 2
        assert refused.stderr == (
            "dsh-schedule: error: --metrics needs prometheus_client (prometheus_client is not "
            "installed): pip install 'dsh-tool-schedule[ops]'\n"
        )


def test_the_summary_and_the_docstring_say_one_shot_and_recurring() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    summary = pyproject["project"]["description"]
    first_line = (dsh_schedule.__doc__ or "").splitlines()[0]
    for text in (summary, first_line):
        assert "reminders for LLM agents, one-shot and recurring" in text
