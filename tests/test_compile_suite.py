"""The schema compiler against the whole official JSON-Schema-Test-Suite, draft 2020-12.

Every group runs, `optional/` and `optional/format/` included, the latter in format-assertion
mode (the mode those tests are written for). Every test passes but those of the groups the
compiler refuses, which docs/validators.md lists with the reason; `REFUSED` says it again,
and each of its groups must still be refused for that reason, so the list cannot go stale.
The suite is the repository's copy, or the one JSON_SCHEMA_TEST_SUITE names
(tests/support/suite.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.compiler import CompiledValidator, compile_validator
from dsh_schedule.compiler.errors import SchemaError
from tests.support.suite import SuiteNotFoundError, draft_2020_12, remotes

REFUSED = {
    "optional/cross-draft.json": "which is not draft 2020-12",
    "optional/dependencies-compatibility.json": "dependencies is a keyword of earlier drafts",
}
"""Files whose every group the compiler refuses, with the words its one-line error holds:
a schema of draft 2019-09 reached by `$ref`, and the draft 7 keyword `dependencies`."""

TOTAL_TESTS = 2225
"""What the vendored suite (commit 44401e0c) holds: every one of them runs."""


def _suite_root() -> Path:
    try:
        return draft_2020_12()
    except SuiteNotFoundError as error:
        pytest.fail(f"{error}: conformance is NOT being checked")


@dataclass(frozen=True)
class Group:
    file: str
    description: str
    schema: Any
    tests: tuple[dict[str, Any], ...]


@cache
def groups() -> tuple[Group, ...]:
    suite = _suite_root()
    found = []
    for path in sorted(suite.rglob("*.json")):
        name = path.relative_to(suite).as_posix()
        for group in json.loads(path.read_text(encoding="utf-8")):
            found.append(Group(name, group["description"], group["schema"], tuple(group["tests"])))
    return tuple(found)


@cache
def registry() -> dict[str, Any]:
    """The suite's remotes as served at http://localhost:1234/, and the 2020-12 metaschemas."""
    try:
        served = remotes()
    except SuiteNotFoundError as error:
        pytest.fail(f"{error}: conformance is NOT being checked")
    documents: dict[str, Any] = {
        "http://localhost:1234/" + path.relative_to(served).as_posix(): json.loads(
            path.read_text(encoding="utf-8")
        )
        for path in sorted(served.rglob("*.json"))
    }
    folder = resources.files("jsonschema_specifications") / "schemas/draft202012"
    pending = [folder]
    while pending:
        for entry in pending.pop().iterdir():
            if entry.is_dir():
                pending.append(entry)
            else:  # the vocabulary metaschemas' files have no extension
                document = json.loads(entry.read_text(encoding="utf-8"))
                documents[document["$id"]] = document
    return documents


def _follow(document: Any, pointer: str) -> Any:
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        document = document[int(token)] if isinstance(document, list) else document[token]
    return document


def _compile(group: Group) -> CompiledValidator:
    assertion = group.file.startswith("optional/format/")
    return compile_validator(group.schema, registry=registry(), format_assertion=assertion)


def run_group(group: Group) -> tuple[int, list[str]]:
    """(tests passed, descriptions of the tests that failed); fails on anything unexplained."""
    if group.file in REFUSED:
        try:
            _compile(group)
        except SchemaError as error:  # a frozen exception: pytest.raises cannot hold it
            assert REFUSED[group.file] in str(error)
            assert "\n" not in str(error)
            return 0, [test["description"] for test in group.tests]
        pytest.fail(f"{group.file}: {group.description}: compiled, but listed as refused")
    validator = _compile(group)
    passed, failed = 0, []
    for test in group.tests:
        errors = validator.validate(test["data"])
        verdict = validator.is_valid(test["data"])
        assert verdict == (not errors), (group.description, test["description"])
        for issue in errors:
            _follow(test["data"], issue.path)  # every error points into the instance
            assert issue.keyword and issue.message, issue
        if verdict == test["valid"]:
            passed += 1
        else:
            failed.append(test["description"])
    assert not failed, f"{group.file}: {group.description}: wrong verdict for {failed}"
    return passed, failed


@pytest.mark.parametrize("group", groups(), ids=[f"{g.file}::{g.description}" for g in groups()])
def test_group(group: Group) -> None:
    run_group(group)


def test_every_test_runs_and_the_failures_are_the_listed_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    passed, failed_files = 0, set()
    total = 0
    for group in groups():
        count, failed = run_group(group)
        passed += count
        total += len(group.tests)
        if failed:
            failed_files.add(group.file)
    assert total == TOTAL_TESTS
    assert failed_files == set(REFUSED)
    with capsys.disabled():
        print(f"\nJSON-Schema-Test-Suite draft2020-12: {passed} of {total} tests pass")
