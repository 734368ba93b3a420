"""What `make demo`, `make test` and `make bench` do on a fresh clone, read from `make -n` in a
folder holding the Makefile and the files its targets depend on (nothing is installed), and
what each does when a system package is missing: one line naming its Debian package.

The system packages are stood in for by small scripts on PATH, so these tests do not depend on
what the machine has installed.
"""

from __future__ import annotations

import re
import shlex
import shutil
import stat
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.support.paths import ROOT

MAKE = shutil.which("make") or "make"
FILES = ("Makefile", "pyproject.toml", "package.json", "package-lock.json")


def _checkout(folder: Path) -> Path:
    folder.mkdir()
    for name in FILES:
        shutil.copy2(ROOT / name, folder / name)
    return folder


def _script(folder: Path, name: str, body: str = "exit 0") -> None:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def _system(
    folder: Path, *, node: bool = True, postgres: str = "initdb postgres", promtool: bool = True
) -> str:
    """A PATH of stand-ins: node and npm (unless `node` is false), promtool (unless
    `promtool` is false), and a pg_config whose --bindir holds the programs `postgres` names."""
    bin_folder, server = folder / "bin", folder / "pgbin"
    server.mkdir(parents=True)
    _script(bin_folder, "pg_config", f'echo "{server}"')
    for program in postgres.split():
        _script(server, program)
    if node:
        _script(bin_folder, "node")
        _script(bin_folder, "npm")
    if promtool:
        _script(bin_folder, "promtool")
    return str(bin_folder)


def _make(folder: Path, *args: str, path: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [MAKE, "--no-print-directory", *args, f"PYTHON={sys.executable}"],
        cwd=folder,
        env={"PATH": path, "HOME": str(folder)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _commands(folder: Path, target: str, path: str) -> list[list[str]]:
    done = _make(folder, "-n", target, path=path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.replace("\\\n", " ").splitlines()
    return [shlex.split(line) for line in lines if line.strip()]


def _pip_installs(commands: list[list[str]]) -> list[list[str]]:
    return [c[c.index("install") + 1 :] for c in commands if c[1:4] == ["-m", "pip", "install"]]


def _pyproject() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _runtime_dependencies() -> list[str]:
    specs = _pyproject()["project"]["dependencies"]
    return [re.split(r"[<>=~!\[; ]", spec, maxsplit=1)[0] for spec in specs]


def _build_requires() -> list[str]:
    requires: list[str] = _pyproject()["build-system"]["requires"]
    return requires


def test_make_demo_installs_the_package_and_its_runtime_dependencies_only(
    tmp_path: Path,
) -> None:
    checkout = _checkout(tmp_path / "clone")
    commands = _commands(checkout, "demo", _system(tmp_path))
    assert commands[0] == [sys.executable, "-m", "venv", ".venv"]
    [backend, install] = _pip_installs(commands)
    assert backend[-len(_build_requires()) :] == _build_requires()
    assert install[-2:] == ["-e", "."]  # the project itself, no extras
    assert not any("[" in arg or arg.startswith("-r") for arg in install)
    assert not any(command[0] == "npm" for command in commands)
    assert commands[-1] == [".venv/bin/dsh-schedule", "demo"]
    # it says what it installs before it does (and pip is not made quiet)
    pip_at = next(i for i, c in enumerate(commands) if c[1:4] == ["-m", "pip", "install"])
    said = " ".join(commands[pip_at - 1])
    assert commands[pip_at - 1][0] == "echo"
    assert all(name in said for name in _runtime_dependencies())
    assert "-q" not in install and "--quiet" not in install
    assert _runtime_dependencies() == ["msgspec", "tzdata"]


def test_make_test_after_make_demo_adds_the_development_tools_to_the_same_venv(
    tmp_path: Path,
) -> None:
    checkout = _checkout(tmp_path / "clone")
    (checkout / ".venv" / "bin").mkdir(parents=True)
    (checkout / ".venv" / "bin" / "python").touch()
    (checkout / ".venv" / ".runtime").touch()  # what `make demo` left
    commands = _commands(checkout, "test", _system(tmp_path))
    assert not any(command[1:3] == ["-m", "venv"] for command in commands)
    [install] = _pip_installs(commands)
    assert install[-3:] == ["--no-build-isolation", "-e", ".[generator,test,postgres,models,ops]"]


@pytest.mark.parametrize(
    ("target", "first"),
    [
        ("test", [".venv/bin/dsh-schedule", "generate", "--check"]),
        ("bench", [".venv/bin/python", "-m", "bench"]),
    ],
)
def test_make_test_and_make_bench_install_the_node_packages_before_they_run(
    target: str, first: list[str], tmp_path: Path
) -> None:
    checkout = _checkout(tmp_path / "clone")
    commands = _commands(checkout, target, _system(tmp_path))
    npm = commands.index(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"])
    installs = [i for i, c in enumerate(commands) if c[1:4] == ["-m", "pip", "install"]]
    development = installs[-1]
    assert npm < commands.index(first) and development < commands.index(first)


@pytest.mark.parametrize(
    ("target", "system", "message"),
    [
        ("test", {"node": False}, "node and npm are needed: apt-get install nodejs npm"),
        ("bench", {"node": False}, "node and npm are needed: apt-get install nodejs npm"),
        ("setup-js", {"node": False}, "node and npm are needed: apt-get install nodejs npm"),
        (
            "test",
            {"postgres": "initdb"},
            "PostgreSQL's initdb and postgres (found through pg_config --bindir) are needed: "
            "apt-get install postgresql",
        ),
        (
            "test",
            {"promtool": False},
            "promtool (it checks ops/prometheus-rules.yml) is needed: apt-get install prometheus",
        ),
        (
            "bench",
            {"postgres": "postgres"},
            "PostgreSQL's initdb and postgres (found through pg_config --bindir) are needed: "
            "apt-get install postgresql",
        ),
    ],
)
def test_a_missing_system_package_stops_make_in_one_line_before_anything_is_installed(
    target: str, system: dict[str, bool | str], message: str, tmp_path: Path
) -> None:
    checkout = _checkout(tmp_path / "clone")
    node, promtool = system.get("node", True), system.get("promtool", True)
    postgres = system.get("postgres", "initdb postgres")
    assert isinstance(node, bool) and isinstance(promtool, bool) and isinstance(postgres, str)
    path = _system(tmp_path, node=node, postgres=postgres, promtool=promtool)
    done = _make(checkout, target, path=path)
    assert done.returncode == 2
    assert done.stdout == ""
    [line] = done.stderr.splitlines()
    assert line.endswith(f"*** {message}.  Stop.")
    assert sorted(p.name for p in checkout.iterdir()) == sorted(FILES)  # nothing installed


def test_no_pg_config_at_all_is_the_same_one_line(tmp_path: Path) -> None:
    checkout = _checkout(tmp_path / "clone")
    path = _system(tmp_path)
    (Path(path) / "pg_config").unlink()
    done = _make(checkout, "-n", "test", path=path)
    assert done.returncode == 2
    [line] = done.stderr.splitlines()
    assert line.endswith("are needed: apt-get install postgresql.  Stop.")


def test_a_python_without_venv_or_too_old_stops_make_demo_in_one_line(tmp_path: Path) -> None:
    checkout = _checkout(tmp_path / "clone")
    old = tmp_path / "python"
    _script(tmp_path, "python", "exit 1")  # what `import ensurepip` or the version check gives
    done = subprocess.run(
        [MAKE, "demo", f"PYTHON={old}"],
        cwd=checkout,
        env={"PATH": _system(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    [line] = done.stderr.splitlines()
    assert line.endswith(
        f"*** Python 3.11 or newer with its venv module is needed (PYTHON={old}): "
        "apt-get install python3 python3-venv.  Stop."
    )
    assert not (checkout / ".venv").exists()


def test_the_readme_names_every_system_package_make_asks_for_in_its_apt_get_line() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n\t", "")
    asked = {
        package
        for line in re.findall(r"apt-get install ([\w .-]+)", makefile)
        for package in line.split()
    }
    assert asked == {"python3", "python3-venv", "nodejs", "npm", "postgresql", "prometheus"}
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    [line] = re.findall(r"^sudo apt-get install (.+)$", readme, re.M)
    assert set(line.split()) == asked
