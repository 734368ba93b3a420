"""`dsh-schedule compile` with a registry: `--ref`, `--ref-dir`, the folder a schema was read
from, and the official suite's groups that reference remote documents."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.cli import exit_codes, main
from tests.support.paths import ROOT
from tests.support.suite import SuiteNotFoundError, draft_2020_12, remotes

REMOTES = "http://localhost:1234/"
"""Where the suite's tests expect its remotes to be served."""


def _suite_folders() -> tuple[Path, Path]:
    """The draft 2020-12 tests and the remotes (tests/support/suite.py finds the suite)."""
    try:
        return draft_2020_12(), remotes()
    except SuiteNotFoundError as error:
        pytest.fail(str(error))


def _load(module: Path) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    exec(compile(module.read_text(encoding="utf-8"), str(module), "exec"), namespace)
    return namespace


def _remote_groups() -> list[tuple[str, dict[str, Any]]]:
    """The draft 2020-12 groups whose schema names a remote of the suite, but the one whose
    remote is a draft 2019-09 schema (refused: another dialect)."""
    tests = _suite_folders()[0]
    found = []
    for path in sorted(tests.rglob("*.json")):
        for group in json.loads(path.read_text(encoding="utf-8")):
            if REMOTES in json.dumps(group["schema"]) and path.name != "cross-draft.json":
                found.append((f"{path.relative_to(tests)}: {group['description']}", group))
    return found


@pytest.mark.parametrize(
    "group", [g for _, g in _remote_groups()], ids=[i for i, _ in _remote_groups()]
)
def test_suite_groups_with_remotes_compile_with_a_folder_mapping(
    group: dict[str, Any], tmp_path: Path
) -> None:
    schema, output = tmp_path / "schema.json", tmp_path / "module.py"
    schema.write_text(json.dumps(group["schema"]), encoding="utf-8")
    arguments = ["compile", str(schema), "--name", "s", "-o", str(output)]
    assert main([*arguments, "--ref", f"{REMOTES}={_suite_folders()[1]}"]) == exit_codes.SUCCESS
    is_valid = _load(output)["is_valid_s"]
    for test in group["tests"]:
        assert is_valid(test["data"]) == test["valid"], test["description"]


def test_most_suite_groups_with_remotes_need_the_mapping(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    refused = 0
    for _, group in _remote_groups():
        schema = tmp_path / "schema.json"
        schema.write_text(json.dumps(group["schema"]), encoding="utf-8")
        if main(["compile", str(schema), "--name", "s"]) == exit_codes.UNUSABLE_INPUT:
            refused += 1
            error = capsys.readouterr().err  # a reference, or a metaschema, not found
            assert (
                "points nowhere" in error or "which is not draft 7, 2019-09 or 2020-12" in error
            ), error
    assert refused == 24  # the other 6 name a remote URI as an `$id` only


def test_ref_dir_maps_files_by_their_id(tmp_path: Path) -> None:
    """The suite's groups that reference the 2020-12 metaschema compile with the metaschema
    files in a folder: each is found by its `$id`."""
    folder = tmp_path / "metaschemas"
    pending = [resources.files("jsonschema_specifications") / "schemas/draft202012"]
    while pending:
        for entry in pending.pop().iterdir():
            if entry.is_dir():
                pending.append(entry)
            else:  # the vocabulary metaschemas' files have no extension
                target = folder / f"{entry.name.removesuffix('.json')}.json"
                target.parent.mkdir(exist_ok=True)
                target.write_text(entry.read_text(encoding="utf-8"), encoding="utf-8")
    schema, output = tmp_path / "schema.json", tmp_path / "module.py"
    schema.write_text(json.dumps({"$ref": "https://json-schema.org/draft/2020-12/schema"}))
    arguments = ["compile", str(schema), "--name", "s", "-o", str(output)]
    assert main([*arguments, "--ref-dir", str(folder)]) == exit_codes.SUCCESS
    is_valid = _load(output)["is_valid_s"]
    assert is_valid({"minLength": 1}) and is_valid({"$defs": {"a": True}})
    assert not is_valid({"minLength": -1}) and not is_valid({"$defs": {"a": 1}})


def test_ref_maps_one_uri_to_one_file(tmp_path: Path) -> None:
    (tmp_path / "word.json").write_text('{"type": "string", "minLength": 2}', encoding="utf-8")
    schema, output = tmp_path / "schema.json", tmp_path / "module.py"
    schema.write_text('{"items": {"$ref": "urn:example:word"}}', encoding="utf-8")
    reference = f"urn:example:word={tmp_path / 'word.json'}"
    assert main(["compile", str(schema), "-o", str(output), "--ref", reference]) == 0
    is_valid = _load(output)["is_valid_schema"]
    assert is_valid(["ab", "cde"]) and not is_valid(["ab", "c"]) and not is_valid([1])


@pytest.mark.parametrize("lang", ["python", "javascript"])
def test_every_schema_of_the_project_compiles(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A schema's `$id` is https, its siblings are files: version 1's find each other beside
    their files (../ included); version 2's name version 1's by an `$id` whose folder (v1/) is
    not where their files are, so `--ref-dir schemas` gives them."""
    schemas = ROOT / "schemas"
    for path in sorted(schemas.rglob("*.json")):
        extra = ["--ref-dir", str(schemas)] if "v2" in path.parts else []
        output = tmp_path / ("module.py" if lang == "python" else "module.mjs")
        arguments = ["compile", str(path), "--lang", lang, "-o", str(output), *extra]
        assert main(arguments) == exit_codes.SUCCESS, capsys.readouterr().err
    change = schemas / "schedule-change.json"
    output = tmp_path / "change.py"
    assert main(["compile", str(change), "-o", str(output)]) == exit_codes.SUCCESS
    is_valid = _load(output)["is_valid_schedule_change"]
    assert is_valid({"version": 1, "operation": "delete", "id": "a-1"})
    assert not is_valid({"version": 1, "operation": "delete", "id": " "})  # trimmed-text.json


def test_a_site_is_read_beside_the_file_by_relative_path(tmp_path: Path) -> None:
    (tmp_path / "src/parts").mkdir(parents=True)
    root = {"$id": "https://example.com/s/parts/order.json", "$ref": "../item.json"}
    item = {"$id": "https://example.com/s/item.json", "$ref": "parts/count.json"}
    (tmp_path / "src/parts/order.json").write_text(json.dumps(root), encoding="utf-8")
    (tmp_path / "src/item.json").write_text(json.dumps(item), encoding="utf-8")
    (tmp_path / "src/parts/count.json").write_text('{"type": "integer"}', encoding="utf-8")
    output = tmp_path / "module.py"
    path = tmp_path / "src/parts/order.json"
    assert main(["compile", str(path), "-o", str(output)]) == exit_codes.SUCCESS
    is_valid = _load(output)["is_valid_order"]
    assert is_valid(3) and not is_valid("3")


@pytest.mark.parametrize(
    ("option", "value", "words"),
    [
        ("--ref", "no-equals-sign", "--ref no-equals-sign: expected URI=PATH"),
        ("--ref", "relative.json={schema}", "is not an absolute URI"),
        ("--ref", "urn:x#frag={schema}", "is not an absolute URI without a fragment"),
        ("--ref", "urn:x={folder}/absent.json", "absent.json: no such file"),
        ("--ref", "http://x/={folder}/absent", "absent: no such folder"),
        ("--ref", "urn:x={folder}/bad.json", "bad.json#: not JSON: Expecting property name"),
        ("--ref", "urn:x={folder}/nan.json", "nan.json#/minimum: NaN is no JSON number"),
        ("--ref-dir", "{folder}/absent", "absent: no such folder"),
        ("--ref-dir", "{folder}", "bad.json#: not JSON"),
    ],
)
def test_bad_registry_options_are_one_line_and_exit_2(
    option: str, value: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    schema = tmp_path / "schema.json"
    schema.write_text("{}", encoding="utf-8")
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    (tmp_path / "nan.json").write_text('{"minimum": NaN}', encoding="utf-8")
    argument = value.format(schema=schema, folder=tmp_path)
    assert main(["compile", str(schema), option, argument]) == exit_codes.UNUSABLE_INPUT
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and words in error, error


def test_two_files_with_one_id_in_a_ref_dir_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("a.json", "b.json"):
        (tmp_path / name).write_text('{"$id": "https://example.com/same.json"}', encoding="utf-8")
    schema = tmp_path / "schema.json"
    schema.write_text("{}", encoding="utf-8")
    assert main(["compile", str(schema), "--ref-dir", str(tmp_path)]) == exit_codes.UNUSABLE_INPUT
    error = capsys.readouterr().err
    assert "$id https://example.com/same.json is held by" in error and error.count("\n") == 1
