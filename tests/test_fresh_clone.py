"""A fresh clone holds everything its tests read, and `.ci/run` proves it.

The official JSON-Schema-Test-Suite is vendored (`vendor/json-schema-test-suite/`), nothing
tracked looks for a folder beside the clone, and `.ci/run` runs the README's test command in a
fresh clone alone in a temporary folder.
"""

from __future__ import annotations

import json
import os
import re
import stat
import subprocess
from pathlib import Path

import pytest

from bench import compiled
from tests.support.paths import ROOT
from tests.support.suite import (
    ENVIRONMENT,
    VENDORED,
    SuiteNotFoundError,
    draft_2020_12,
    remotes,
    suite_root,
)

BESIDE = "shared"
"""The folder the developers' material sits in, beside a checkout; a user's clone has none."""
SIBLING = re.compile(rf"\.\./{BESIDE}\b|[\"'/]{BESIDE}/json-schema-test-suite")
"""A path to that folder: up one level from the clone, or a parent's subfolder by that name."""


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True
    ).stdout


def test_nothing_tracked_refers_to_a_folder_beside_the_clone() -> None:
    itself = Path(__file__).resolve().relative_to(ROOT).as_posix()  # its examples below
    offenders = []
    for name in _git("ls-files", "-z").split("\0"):
        path = ROOT / name
        if name in ("", itself) or path.is_symlink() or not path.is_file():
            continue
        text = path.read_bytes().decode("utf-8", errors="replace")
        offenders += [f"{name}: {m.group(0)}" for m in SIBLING.finditer(text)]
    assert offenders == []


def test_the_sibling_pattern_finds_both_spellings() -> None:
    assert SIBLING.search(f'ROOT / "../{BESIDE}/SPEC.md"')
    assert SIBLING.search(f'REPOSITORY.parent / "{BESIDE}/json-schema-test-suite"')
    assert not SIBLING.search('ROOT / "vendor/json-schema-test-suite"')
    assert not SIBLING.search("a shared store")


def test_the_vendored_suite_is_tracked_with_its_license_and_source() -> None:
    tracked = set(_git("ls-files", "vendor/json-schema-test-suite").splitlines())
    top = {name.split("/")[2] for name in tracked}
    assert top == {"LICENSE", "SOURCE", "draft2020-12", "draft2019-09", "draft7", "remotes"}
    license_text = (VENDORED / "LICENSE").read_text(encoding="utf-8")
    assert license_text.startswith("Copyright (c) 2012 Julian Berman")
    assert "Permission is hereby granted, free of charge" in license_text
    source = (VENDORED / "SOURCE").read_text(encoding="utf-8")
    assert "commit 44401e0c of json-schema-org/JSON-Schema-Test-Suite" in source
    for draft in ("draft2020-12", "draft2019-09", "draft7"):
        assert (VENDORED / draft / "ref.json").is_file()
    assert (VENDORED / "remotes" / "integer.json").is_file()
    assert len([n for n in tracked if n.endswith(".json")]) == 301


def test_the_suite_is_the_vendored_copy_unless_the_environment_names_another(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(ENVIRONMENT, raising=False)
    assert suite_root() == VENDORED
    assert draft_2020_12() == VENDORED / "draft2020-12"
    assert remotes() == VENDORED / "remotes"
    (tmp_path / "draft2020-12").mkdir()
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path))
    assert draft_2020_12() == tmp_path / "draft2020-12"


def test_a_checkout_of_the_suites_own_repository_is_found(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "tests" / "draft2020-12").mkdir(parents=True)
    (tmp_path / "remotes").mkdir()
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path))
    assert draft_2020_12() == tmp_path / "tests" / "draft2020-12"
    assert remotes() == tmp_path / "remotes"


def test_a_missing_suite_says_where_it_was_looked_for(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path / "nowhere"))
    with pytest.raises(SuiteNotFoundError, match=f"not found at {tmp_path / 'nowhere'} ") as found:
        draft_2020_12()
    assert "\n" not in str(found.value) and ENVIRONMENT in str(found.value)
    with pytest.raises(SuiteNotFoundError, match="remotes not found at"):
        remotes()


def test_the_benchmarks_read_the_suite_the_environment_names(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """bench/compiled.py (and through it the javascript and formats benchmarks) reads the
    suite it is pointed at, not a fixed folder."""
    group = {"description": "a group of this copy", "schema": {"type": "integer"}, "tests": []}
    (tmp_path / "draft2020-12").mkdir()
    (tmp_path / "draft2020-12" / "ref.json").write_text(json.dumps([group]), encoding="utf-8")
    (tmp_path / "remotes" / "folder").mkdir(parents=True)
    remote = {"$id": "http://localhost:1234/folder/item.json", "type": "string"}
    (tmp_path / "remotes" / "folder" / "item.json").write_text(json.dumps(remote))
    monkeypatch.setenv(ENVIRONMENT, str(tmp_path))
    assert compiled._group("ref.json", "a group of this copy") == group
    assert compiled._remotes() == {"http://localhost:1234/folder/item.json": remote}


def _fake_make(folder: Path, record: Path) -> None:
    """A `make` that writes down where it ran and what it saw there, then fails with 7."""
    script = folder / "make"
    script.write_text(
        "#!/bin/sh\n"
        "{\n"
        '  echo "args=$*"\n'
        '  echo "cwd=$PWD"\n'
        '  echo "head=$(git rev-parse HEAD)"\n'
        '  echo "beside=$(ls -A ..)"\n'
        '  echo "here=$(ls -A | tr "\\n" " ")"\n'
        '  echo "suite=$(ls vendor/json-schema-test-suite | tr "\\n" " ")"\n'
        f"}} > {record}\n"
        "exit 7\n",
        encoding="utf-8",
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)


def test_ci_runs_the_readme_test_command_in_a_fresh_clone_alone_in_a_temporary_folder(
    tmp_path: Path,
) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make test   # every check" in readme
    bin_folder, scratch, record = tmp_path / "bin", tmp_path / "tmp", tmp_path / "record"
    bin_folder.mkdir()
    scratch.mkdir()
    _fake_make(bin_folder, record)
    done = subprocess.run(
        [str(ROOT / ".ci" / "run")],
        env={**os.environ, "PATH": f"{bin_folder}:{os.environ['PATH']}", "TMPDIR": str(scratch)},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 7, done.stderr  # make's exit code is CI's
    seen = dict(line.split("=", 1) for line in record.read_text(encoding="utf-8").splitlines())
    assert seen["args"] == "test"
    assert Path(seen["cwd"]).parent.parent == scratch
    assert seen["beside"] == Path(seen["cwd"]).name  # the clone is alone in its folder
    assert seen["head"] == _git("rev-parse", "HEAD").strip()
    assert ".venv" not in seen["here"].split() and "node_modules" not in seen["here"].split()
    assert seen["suite"].split() == sorted(
        ["LICENSE", "SOURCE", "draft2019-09", "draft2020-12", "draft7", "remotes"]
    )
    assert list(scratch.iterdir()) == []  # removed afterwards
