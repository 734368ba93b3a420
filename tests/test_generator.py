"""`dsh-schedule generate`: deterministic output, drift detection, and clean failures."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from dsh_schedule.compiler.errors import SchemaError
from dsh_schedule.generator.outputs import build_outputs, check_outputs, write_outputs
from tests.support.paths import ROOT


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "dsh_schedule", *args], capture_output=True, text=True, check=False
    )


def _snapshot(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for folder in ("generated", "docs")
        for p in sorted((root / folder).rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def test_repository_is_current() -> None:
    assert check_outputs(ROOT, build_outputs(ROOT)) == []


def test_generating_twice_is_byte_identical(project_copy: Path) -> None:
    first = build_outputs(project_copy)
    assert write_outputs(project_copy, first) == []
    second = build_outputs(project_copy)
    assert [(o.path, o.text) for o in first] == [(o.path, o.text) for o in second]


def test_every_generated_file_starts_with_a_banner() -> None:
    for output in build_outputs(ROOT):
        head = output.text.splitlines()[0]
        assert "GENERATED FILE: DO NOT EDIT." in head, output.path
        assert "dsh-schedule generate" in output.text.splitlines()[1], output.path


def test_check_fails_after_a_hand_edit_naming_file_and_line(project_copy: Path) -> None:
    target = project_copy / "generated" / "contracts.py"
    lines = target.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[20] = "# edited by hand\n"
    target.write_text("".join(lines), encoding="utf-8")
    result = _cli("generate", "--check", "--root", str(project_copy))
    assert result.returncode == 1
    assert "generated/contracts.py:21:" in result.stderr
    assert "# edited by hand" in result.stderr
    assert "Traceback" not in result.stderr


def test_check_fails_after_a_schema_edit_without_regeneration(project_copy: Path) -> None:
    path = project_copy / "schemas" / "tools" / "schedule-list.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    document["description"] = "List reminders."
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    result = _cli("generate", "--check", "--root", str(project_copy))
    assert result.returncode == 1
    assert "stale: generated/contracts.py:" in result.stderr
    assert "stale: docs/tool-catalog.md:" in result.stderr
    assert _cli("generate", "--root", str(project_copy)).returncode == 0
    assert _cli("generate", "--check", "--root", str(project_copy)).returncode == 0


def test_check_reports_a_missing_file(project_copy: Path) -> None:
    (project_copy / "docs" / "tool-catalog.md").unlink()
    assert "docs/tool-catalog.md: missing" in check_outputs(
        project_copy, build_outputs(project_copy)
    )


def _break(root: Path, file: str, change: dict[str, object]) -> None:
    path = root / "schemas" / file
    document = json.loads(path.read_text(encoding="utf-8"))
    document.update(change)
    path.write_text(json.dumps(document), encoding="utf-8")


@pytest.mark.parametrize(
    ("file", "change", "expected"),
    [
        ("instant.json", {"type": "text"}, "instant.json#/type: not a valid 2020-12 schema"),
        (
            "instant.json",
            {"$ref": "nowhere.json"},
            "instant.json#/$ref: $ref 'nowhere.json' points nowhere",
        ),
        (
            "schedule-view.json",
            {"properties": {"id": {"$ref": "after-schedule-record.json#/properties/nope"}}},
            "schedule-view.json#/properties/id/$ref: $ref",
        ),
        (
            "instant.json",
            {"$id": "instant.json"},
            "instant.json#/$id: every schema needs an absolute $id",
        ),
        (
            "instant.json",
            {"$id": "https://dsh-tool-schedule.example/schemas/v1/schedule-id.json"},
            "also used by",
        ),
        (
            "instant.json",
            {"$schema": "http://json-schema.org/draft-07/schema#"},
            "instant.json#/$schema",
        ),
        (
            "tools/schedule-list.json",
            {"x-catalog-order": 1},
            "schedule-list.json#/x-catalog-order: schemas/tools/schedule-create.json has the "
            "same place in the catalog",
        ),
        (
            "tools/schedule-list.json",
            {"x-catalog-order": "second"},
            "schedule-list.json#/x-catalog-order: x-catalog-order must be a non-negative integer",
        ),
        (
            "tools/schedule-list.json",
            {"title": "schedule list"},
            "schedule-list.json#/title: a tool name must be a Python name",
        ),
        (
            "tools/schedule-list.json",
            {
                "$defs": {
                    "arguments": {"title": "Anything", "$ref": "#/$defs/anything"},
                    "anything": True,
                    "output": {"title": "Everything"},
                }
            },
            "schedule-list.json#/$defs/arguments/$ref: cannot inline a boolean schema",
        ),
        (
            "schedule-view.json",
            {"title": "ScheduleId"},
            "schedule-view.json#/title: title ScheduleId is also used by",
        ),
    ],
)
def test_a_broken_schema_is_one_line_and_writes_nothing(
    project_copy: Path, file: str, change: dict[str, object], expected: str
) -> None:
    _break(project_copy, file, change)
    before = _snapshot(project_copy)
    with pytest.raises(SchemaError):
        build_outputs(project_copy)
    result = _cli("generate", "--root", str(project_copy))
    assert result.returncode == 2  # an input that cannot be read
    assert result.stderr.count("\n") == 1, result.stderr
    assert expected in result.stderr
    assert _snapshot(project_copy) == before


def test_malformed_json_names_the_file(project_copy: Path) -> None:
    (project_copy / "schemas" / "instant.json").write_text("{", encoding="utf-8")
    result = _cli("generate", "--root", str(project_copy))
    assert result.returncode == 2
    assert "schemas/instant.json#: not JSON: Expecting property name" in result.stderr


def test_a_repeated_key_names_the_file_and_pointer(project_copy: Path) -> None:
    path = project_copy / "schemas" / "instant.json"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"type":', '"type": "string", "type":', 1), encoding="utf-8")
    result = _cli("generate", "--root", str(project_copy))
    assert result.returncode == 2
    assert "schemas/instant.json#/type: the key 'type' appears twice" in result.stderr


@pytest.mark.parametrize(
    ("file", "key", "expected"),
    [
        ("tools/schedule-list.json", "x-catalog-order", "needs its place in the catalog"),
        ("instant.json", "title", "schemas/instant.json#: schema has no title"),
    ],
)
def test_a_missing_key_is_reported(project_copy: Path, file: str, key: str, expected: str) -> None:
    path = project_copy / "schemas" / file
    document = json.loads(path.read_text(encoding="utf-8"))
    del document[key]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SchemaError, match=re.escape(expected)):
        build_outputs(project_copy)


@pytest.mark.parametrize(
    ("file", "expected"),
    [
        ("schemas/schedule.note.json", "schedule.note.json#: the file name must make a Python"),
        ("schemas/more/instant.json", "validate_instant, like that of schemas/instant.json"),
    ],
)
def test_a_file_whose_validator_name_does_not_work_is_refused(
    project_copy: Path, file: str, expected: str
) -> None:
    """A shared schema's validator is named after its file: the name must be a Python name
    and no other file's."""
    path = project_copy / file
    path.parent.mkdir(exist_ok=True)
    document = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://dsh-tool-schedule.example/" + file,
        "title": "Note",
        "type": "string",
    }
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SchemaError, match=re.escape(expected)):
        build_outputs(project_copy)


def test_missing_tool_definition_is_reported(project_copy: Path) -> None:
    path = project_copy / "schemas" / "tools" / "schedule-list.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    del document["$defs"]["output"]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SchemaError, match=r"schedule-list.json#/\$defs/output"):
        build_outputs(project_copy)


def test_generate_outside_a_project_is_a_clear_error(tmp_path: Path) -> None:
    result = _cli("generate", "--root", str(tmp_path))
    assert result.returncode == 2
    assert result.stderr.startswith("dsh-schedule: error: no schemas/ folder")


def test_a_generated_file_that_is_not_utf8_is_stale_and_rewritten(project_copy: Path) -> None:
    target = project_copy / "docs" / "tool-catalog.md"
    target.write_bytes(b"# Tool catalog \xff\n")
    result = _cli("generate", "--check", "--root", str(project_copy))
    assert result.returncode == 1
    assert "stale: docs/tool-catalog.md:1:" in result.stderr
    assert "Traceback" not in result.stderr
    assert _cli("generate", "--root", str(project_copy)).returncode == 0
    assert _cli("generate", "--check", "--root", str(project_copy)).returncode == 0
