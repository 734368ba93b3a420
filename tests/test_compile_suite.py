"""The schema compiler against the whole official JSON-Schema-Test-Suite: drafts 7, 2019-09
and 2020-12.

Every group of each draft runs, `optional/` and `optional/format/` included, the latter in
format-assertion mode (the mode those tests are written for), each compiled with its draft as
the default dialect (a schema without `$schema` is read by it, as the suite means). Every test
passes, draft 7's `optional/content.json` included (the compiler asserts draft 7's content
keywords). The suite is the repository's copy, or the one JSON_SCHEMA_TEST_SUITE names
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
from tests.support.suite import SuiteNotFoundError, draft_folder, remotes

DRAFTS = ("7", "2019-09", "2020-12")
TOTAL_TESTS = {"7": 1721, "2019-09": 2174, "2020-12": 2225}
"""What the vendored suite (commit 44401e0c) holds per draft: every one of them runs."""

METASCHEMAS = {"7": "draft7", "2019-09": "draft201909", "2020-12": "draft202012"}
"""Each draft's folder of metaschemas in `jsonschema_specifications`."""


def _suite_root(draft: str) -> Path:
    try:
        return draft_folder(draft)
    except SuiteNotFoundError as error:
        pytest.fail(f"{error}: conformance is NOT being checked")


@dataclass(frozen=True)
class Group:
    draft: str
    file: str
    description: str
    schema: Any
    tests: tuple[dict[str, Any], ...]


@cache
def groups(draft: str = "2020-12") -> tuple[Group, ...]:
    suite = _suite_root(draft)
    found = []
    for path in sorted(suite.rglob("*.json")):
        name = path.relative_to(suite).as_posix()
        for group in json.loads(path.read_text(encoding="utf-8")):
            found.append(
                Group(draft, name, group["description"], group["schema"], tuple(group["tests"]))
            )
    return tuple(found)


def every_group() -> tuple[Group, ...]:
    return tuple(group for draft in DRAFTS for group in groups(draft))


@cache
def registry() -> dict[str, Any]:
    """The suite's remotes as served at http://localhost:1234/, and the metaschemas of the
    three drafts (by `$id`, without its empty fragment)."""
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
    for folder_name in METASCHEMAS.values():
        pending = [resources.files("jsonschema_specifications") / "schemas" / folder_name]
        while pending:
            for entry in pending.pop().iterdir():
                if entry.is_dir():
                    pending.append(entry)
                else:  # the vocabulary metaschemas' files have no extension
                    document = json.loads(entry.read_text(encoding="utf-8"))
                    documents[document["$id"].removesuffix("#")] = document
    return documents


def _follow(document: Any, pointer: str) -> Any:
    for token in pointer.split("/")[1:]:
        token = token.replace("~1", "/").replace("~0", "~")
        document = document[int(token)] if isinstance(document, list) else document[token]
    return document


def compile_group(group: Group) -> CompiledValidator:
    assertion = group.file.startswith("optional/format/")
    return compile_validator(
        group.schema, registry=registry(), format_assertion=assertion, draft=group.draft
    )


def run_group(group: Group) -> int:
    """How many tests passed; fails naming the tests with a wrong verdict, if any."""
    validator = compile_group(group)
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
    assert not failed, f"{group.draft} {group.file}: {group.description}: {failed}"
    return passed


@pytest.mark.parametrize(
    "group",
    every_group(),
    ids=[f"{g.draft}/{g.file}::{g.description}" for g in every_group()],
)
def test_group(group: Group) -> None:
    run_group(group)


@pytest.mark.parametrize("draft", DRAFTS)
def test_every_test_of_a_draft_runs_and_passes(
    draft: str, capsys: pytest.CaptureFixture[str]
) -> None:
    passed = total = 0
    for group in groups(draft):
        passed += run_group(group)
        total += len(group.tests)
    assert passed == total == TOTAL_TESTS[draft]
    with capsys.disabled():
        print(f"\nJSON-Schema-Test-Suite draft {draft}: {passed} of {total} tests pass")
