"""The public facade: the exact names it promises, each the object its own module defines, and
what its eager imports mean for `dsh-schedule generate` (docs/architecture.md, The facade)."""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest

import dsh_schedule
from tests.support.paths import ROOT

PUBLIC = {
    "SCHEDULE_CHANGE": "dsh_schedule.runtime.events",
    "Agent": "dsh_schedule.runtime.host_contract",
    "AgentStatus": "dsh_schedule.runtime.host_contract",
    "Agents": "dsh_schedule.runtime.host_contract",
    "AppendGuard": "dsh_schedule.runtime.host_contract",
    "Clock": "dsh_schedule.runtime.clock",
    "CompiledValidator": "dsh_schedule.compiler",
    "CompositionError": "dsh_schedule.runtime.plugin",
    "Disposer": "dsh_schedule.runtime.host_contract",
    "DshScheduleError": "dsh_schedule.errors",
    "Event": "dsh_schedule.runtime.events",
    "FoldResult": "dsh_schedule.runtime.fold",
    "Followup": "dsh_schedule.runtime.host_contract",
    "InvariantInstallation": "dsh_schedule.runtime.invariant",
    "Logger": "dsh_schedule.runtime.host_contract",
    "PluginContext": "dsh_schedule.runtime.host_contract",
    "ScheduleDomainError": "dsh_schedule.runtime.errors",
    "ScheduleInputError": "dsh_schedule.runtime.errors",
    "ScheduleInstallation": "dsh_schedule.runtime.plugin",
    "ScheduleLogError": "dsh_schedule.runtime.errors",
    "ScheduleProjection": "dsh_schedule.runtime.fold",
    "Session": "dsh_schedule.runtime.host_contract",
    "SessionEvent": "dsh_schedule.runtime.events",
    "SessionHeader": "dsh_schedule.runtime.host_contract",
    "Sessions": "dsh_schedule.runtime.host_contract",
    "SystemClock": "dsh_schedule.runtime.clock",
    "TimerHandle": "dsh_schedule.runtime.clock",
    "ToolCall": "dsh_schedule.runtime.host_contract",
    "ToolDefinition": "dsh_schedule.runtime.host_contract",
    "ToolHandler": "dsh_schedule.runtime.host_contract",
    "ToolRegistry": "dsh_schedule.runtime.host_contract",
    "ToolScope": "dsh_schedule.runtime.host_contract",
    "VirtualClock": "dsh_schedule.runtime.clock",
    "allocate_schedule_id": "dsh_schedule.runtime.ids",
    "compile_module": "dsh_schedule.compiler",
    "compile_validator": "dsh_schedule.compiler",
    "create_after_schedule_record": "dsh_schedule.runtime.records",
    "decode_schedule_change": "dsh_schedule.runtime.decode",
    "fold_schedule_events": "dsh_schedule.runtime.fold",
    "format_instant": "dsh_schedule.runtime.instants",
    "install_schedule": "dsh_schedule.runtime.plugin",
    "install_schedule_invariant": "dsh_schedule.runtime.invariant",
    "parse_instant": "dsh_schedule.runtime.instants",
    "render_reminder_framing": "dsh_schedule.runtime.framing",
    "schedule_reminder_presentation": "dsh_schedule.runtime.presentation",
    "schedule_view": "dsh_schedule.runtime.records",
}
"""Every public name, in `__all__`'s order, with the module that defines it."""


def test_all_is_exactly_the_public_surface() -> None:
    assert dsh_schedule.__all__ == list(PUBLIC)


@pytest.mark.parametrize("name", PUBLIC)
def test_each_public_name_is_the_object_its_module_defines(name: str) -> None:
    assert getattr(dsh_schedule, name) is getattr(importlib.import_module(PUBLIC[name]), name)


def test_a_star_import_gives_exactly_the_public_names() -> None:
    namespace: dict[str, object] = {}
    exec("from dsh_schedule import *", namespace)
    assert sorted(name for name in namespace if name != "__builtins__") == sorted(PUBLIC)


def test_the_facade_holds_no_other_public_name() -> None:
    """Internals (`js_trim`, `render_json`, the `*_data` helpers) live in their own modules."""
    names = {
        name
        for name, value in vars(dsh_schedule).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }
    assert names == set(PUBLIC)
    for internal in ("js_trim", "render_json", "change_data", "record_data", "view_data"):
        assert not hasattr(dsh_schedule, internal)


def test_the_version_is_a_literal_the_build_can_read_without_importing() -> None:
    source = (ROOT / "dsh_schedule" / "__init__.py").read_text(encoding="utf-8")
    assert f'\n__version__ = "{dsh_schedule.__version__}"\n' in source


# `dsh-schedule generate` imports the facade, and through it the generated modules it rewrites.


def _package_copy(root: Path) -> Path:
    """The package and its inputs, copied with the package's links, importable on its own."""
    for folder in (
        "dsh_schedule",
        "runtime",
        "host",
        "generator",
        "compiler",
        "generated",
        "schemas",
        "conformance",
        "docs",
    ):
        shutil.copytree(
            ROOT / folder,
            root / folder,
            symlinks=True,
            ignore=shutil.ignore_patterns("__pycache__"),
        )
    return root


def _run(copy: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Python with the copy first on the path, so its package is the one imported."""
    return subprocess.run(
        [sys.executable, *arguments],
        cwd=copy,
        env={**os.environ, "PYTHONPATH": str(copy)},
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_copy_imports_its_own_package(tmp_path: Path) -> None:
    copy = _package_copy(tmp_path)
    result = _run(copy, "-c", "import dsh_schedule.generated.models as m; print(m.__file__)")
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()).is_relative_to(copy)


def test_generate_rewrites_the_stale_modules_the_package_itself_imports(tmp_path: Path) -> None:
    copy = _package_copy(tmp_path)
    schema_path = copy / "schemas" / "tools" / "schedule-list.json"
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    schema["description"] = "List reminders, as a stale generation test says."
    schema_path.write_text(json.dumps(schema, indent=2) + "\n", encoding="utf-8")
    assert _run(copy, "-m", "dsh_schedule", "generate", "--check").returncode == 1

    result = _run(copy, "-m", "dsh_schedule", "generate")

    assert result.returncode == 0, result.stderr
    contracts = (copy / "generated" / "contracts.py").read_text(encoding="utf-8")
    assert "List reminders, as a stale generation test says." in contracts
    assert _run(copy, "-m", "dsh_schedule", "generate", "--check").returncode == 0


def test_a_missing_generated_module_stops_generate_until_it_is_restored(tmp_path: Path) -> None:
    copy = _package_copy(tmp_path)
    (copy / "generated" / "models.py").unlink()

    result = _run(copy, "-m", "dsh_schedule", "generate")

    assert result.returncode != 0
    assert "No module named 'dsh_schedule.generated.models'" in result.stderr
    # The documented way back: restore the file from version control, then generate.
    shutil.copy(ROOT / "generated" / "models.py", copy / "generated" / "models.py")
    assert _run(copy, "-m", "dsh_schedule", "generate", "--check").returncode == 0
