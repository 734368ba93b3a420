"""Adding a tool is adding one schema file: nothing else lists the tools.

A copy of the project gets a fourth, toy tool contract in schemas/tools/ and is regenerated,
with no other edit. The toy tool must then be in the catalog, in every export, in the
validators and the models, and the copy's host must validate its arguments and its output.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support.paths import ROOT

TOY = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://dsh-tool-schedule.example/schemas/v1/tools/toy-echo.json",
    "title": "toy_echo",
    "description": "Say a word back.",
    "x-catalog-order": 4,
    "$defs": {
        "arguments": {
            "title": "ToyEchoArguments",
            "description": "The word to say back.",
            "type": "object",
            "properties": {"word": {"type": "string", "minLength": 1}},
            "required": ["word"],
            "additionalProperties": False,
        },
        "echoed": {
            "title": "ToyEchoed",
            "description": "The word, said back.",
            "type": "object",
            "properties": {"echo": {"$ref": "../trimmed-text.json"}},
            "required": ["echo"],
            "additionalProperties": False,
        },
        "output": {
            "title": "ToyEchoOutput",
            "description": "The echo, or the one domain error a toy can have.",
            "oneOf": [
                {"$ref": "#/$defs/echoed"},
                {"$ref": "../schedule-error.json#/$defs/InternalError"},
            ],
        },
    },
}

# Run inside the copy: its package, regenerated, hosts the toy tool.
HOST_PROGRAM = """
import asyncio, json, types
import dsh_schedule
from dsh_schedule.generated import contracts, models, validators
from dsh_schedule.host.host import RecordingLogger
from dsh_schedule.host.tool_registry import HostToolRegistry
from dsh_schedule.runtime.host_contract import ToolDefinition

toy = contracts.TOY_ECHO
registry = HostToolRegistry(RecordingLogger())
agent = types.SimpleNamespace(id="main", scope="main scope")
answers = iter([{"echo": "hello"}, {"echo": " padded "}])

async def handler(call):
    return next(answers)

registry.register(agent.scope, ToolDefinition(
    toy.name, toy.description, toy.arguments_schema(), toy.output_schema(), handler
))

def call(arguments):
    result = asyncio.run(registry.call_tool(agent, "toy_echo", arguments))
    return [result.is_error, result.text]

print(json.dumps({
    "package": dsh_schedule.__file__,
    "contracts": [c.name for c in contracts.TOOL_CONTRACTS],
    "validators": sorted(validators.TOOL_VALIDATORS),
    "verdicts": [validators.is_valid_toy_echo_arguments(a) for a in ({"word": "hi"}, {})],
    "models": [hasattr(models, name) for name in ("ToyEchoArguments", "ToyEchoed")],
    "calls": [call({"word": "hello"}), call({"word": ""}), call({"word": "again"})],
}))
"""


def _run(copy: Path, *args: str) -> str:
    result = subprocess.run(
        [sys.executable, *args], cwd=copy, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project with the toy tool's file added, regenerated."""
    root = tmp_path_factory.mktemp("project")
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "dsh_schedule", root / "dsh_schedule", symlinks=True, ignore=ignore)
    for folder in (
        "schemas",
        "generator",
        "compiler",
        "generated",
        "runtime",
        "host",
        "conformance",
        "docs",
    ):
        shutil.copytree(ROOT / folder, root / folder, ignore=ignore)
    (root / "schemas" / "tools" / "toy-echo.json").write_text(json.dumps(TOY), encoding="utf-8")
    _run(root, "-m", "dsh_schedule", "generate")
    return root


def _host(copy: Path) -> dict[str, Any]:
    report: dict[str, Any] = json.loads(_run(copy, "-c", HOST_PROGRAM))
    assert Path(report["package"]).is_relative_to(copy)  # the copy's package, not ours
    return report


def test_the_new_tool_is_a_contract_a_validator_pair_and_models(copy: Path) -> None:
    report = _host(copy)
    names = ["schedule_create", "schedule_list", "schedule_delete", "toy_echo"]
    assert report["contracts"] == names
    assert report["validators"] == sorted(names)
    assert report["verdicts"] == [True, False]
    assert report["models"] == [True, True]


def test_the_host_validates_the_new_tools_arguments_and_output(copy: Path) -> None:
    valid, bad_arguments, bad_output = _host(copy)["calls"]
    assert valid == [False, '{"echo":"hello"}']
    assert bad_arguments[0] is True and "invalid arguments for toy_echo" in bad_arguments[1]
    assert "#/word minLength" in bad_arguments[1]
    assert bad_output[0] is True and "invalid output from toy_echo" in bad_output[1]


def test_the_new_tool_is_in_the_catalog_and_every_export(copy: Path) -> None:
    catalog = (copy / "docs" / "tool-catalog.md").read_text(encoding="utf-8")
    assert "## `toy_echo`" in catalog and "`schemas/tools/toy-echo.json`" in catalog
    assert _run(copy, "-m", "dsh_schedule", "catalog", "--protocol", "1") == catalog
    exports = {
        format: json.loads(
            _run(copy, "-m", "dsh_schedule", "catalog", "--protocol", "1", "--format", format)
        )
        for format in ("json", "mcp", "openai", "anthropic")
    }
    assert exports["json"][-1]["arguments"]["required"] == ["word"]
    assert exports["mcp"]["tools"][-1]["name"] == "toy_echo"
    assert exports["openai"][-1]["function"]["name"] == "toy_echo"
    assert exports["anthropic"][-1]["input_schema"]["properties"] == {
        "word": {"type": "string", "minLength": 1}
    }


def test_nothing_but_the_new_file_and_the_generated_ones_differ(copy: Path) -> None:
    _run(copy, "-m", "dsh_schedule", "generate", "--check")
    added = {"schemas/tools/toy-echo.json"}
    changed = {"docs/tool-catalog.md", "generated/contracts.py", "generated/models.py"}
    changed |= {"generated/validators.py", "generated/validators.mjs", "generated/validators.d.ts"}
    changed.add("generated/struct_base.py")  # its stamp names every schema (generator/stamps.py)
    compared = 0
    for folder, _, names in os.walk(copy):  # the package's links are not followed
        for name in names:
            path = Path(folder, name).relative_to(copy).as_posix()
            if "__pycache__" in path or path in added | changed:
                continue
            assert (copy / path).read_bytes() == (ROOT / path).read_bytes(), path
            compared += 1
    assert compared > 50
    for path in changed:
        assert (copy / path).read_bytes() != (ROOT / path).read_bytes(), path
