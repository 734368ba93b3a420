"""The dependency direction of SPEC §2, read from the import statements of every module.

Below the CLI: `generated` imports nothing of ours; `runtime` imports `generated`; `host`
imports `runtime`; `generator` imports neither; none of them imports the facade or a module
of the CLI. The CLI modules in `dsh_schedule/` form a layer of their own, in which each module
may import only what `CLI_LAYER` lists for it. The fault switches of `host.testing` are for
tests and test runners: only the scenario runner imports them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.support.paths import ROOT

CLI = {
    "__init__",
    "__main__",
    "case_stores",
    "cli",
    "conformance_runner",
    "demo",
    "errors",
    "exit_codes",
    "line_editor",
    "line_input",
    "live",
    "local_times",
    "model_option",
    "anthropic_model",
    "openai_model",
    "remote_model",
    "scenario_runner",
    "shell",
    "shell_commands",
    "validate_log",
    "worker",
}
"""The modules of `dsh_schedule/` itself: the facade, the CLI and its helpers."""

FOLDERS = {"generated": "generated", "runtime": "runtime", "host": "host", "generator": "generator"}
FORBIDDEN = {
    "generated": {"runtime", "host", "generator", *CLI},
    "runtime": {"host", "generator", *CLI - {"errors"}},
    "host": {"generator", *CLI - {"errors"}},
    "generator": {"runtime", "host", *CLI - {"errors"}},
}
"""`dsh_schedule/errors.py` holds the root of every error and imports nothing: every layer but
the generated code may build on it."""

USER_COMMAND = {"errors", "exit_codes", "generated", "runtime", "host"}
"""What a user command may build on: the layers below it and the exit codes it maps onto."""

CLI_LAYER = {
    "__init__": {"errors", "generated", "runtime", "host", "generator"},
    "__main__": {"cli"},
    "cli": {"facade", *CLI - {"__init__", "__main__", "cli"}, *FOLDERS},
    "model_option": {"errors", "exit_codes", "runtime", "host"},
    "remote_model": {"generated", "runtime", "host"},
    "openai_model": {"remote_model", "generated", "generator", "runtime", "host"},
    "anthropic_model": {"remote_model", "generated", "generator", "runtime", "host"},
    "errors": set(),
    "exit_codes": set(),
    "line_input": set(),
    "line_editor": {"line_input"},
    "local_times": {"errors", "host"},
    "case_stores": {"host"},
    "conformance_runner": {"errors", "generated", "runtime"},
    "scenario_runner": {
        "conformance_runner",
        "errors",
        "generated",
        "runtime",
        "host",
        "host.testing",
    },
    "live": USER_COMMAND,
    "demo": {"live", *USER_COMMAND},
    "shell": {
        "live",
        "line_editor",
        "line_input",
        "local_times",
        "remote_model",
        "shell_commands",
        *USER_COMMAND,
    },
    "shell_commands": {"host"},
    "validate_log": USER_COMMAND,
    "worker": USER_COMMAND,
}
"""What each module of `dsh_schedule/` may import of ours, by target: a layer (`host`), the
fault switches (`host.testing`), another module of `dsh_schedule/` (`live`), or the facade
(`facade`). In words: the facade is built on the layers below, and on the generator only for
the schema compiler, which needs no extra (tests/test_compile_module.py checks that it loads
no third-party module), and knows no command; only `cli` knows every command; the runners
never reach the shell, the demo or the live host, and the conformance runner knows no host at
all; `exit_codes` and `line_input` are leaves, `local_times` reads only the host's zone
names (and raises a command-line error), and `shell_commands` only the host's phrasing. The
model adapters offer the tools as the generator's exports (standard library code) describe
them; `model_option` reaches them by name, only when a remote model is chosen, so that their
SDKs stay an extra."""


def _imports(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def _modules(folder: str) -> list[Path]:
    """The modules of a top-level folder (of `dsh_schedule/`, not the folders it links to)."""
    root = ROOT / folder
    return sorted(root.glob("*.py") if folder == "dsh_schedule" else root.rglob("*.py"))


def _targets(path: Path) -> set[str]:
    """What the module at `path` imports of ours, named as `CLI_LAYER` names targets: `from
    dsh_schedule import name` counts as the module `name` if there is one, else the facade."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules = [f"{node.module}.{alias.name}" for alias in node.names]
        else:
            continue
        for module in modules:
            parts = module.split(".")
            if parts[0] != "dsh_schedule":
                continue
            if len(parts) == 1 or (parts[1] not in CLI and parts[1] not in FOLDERS):
                found.add("facade")
            elif parts[1:3] == ["host", "testing"]:
                found.add("host.testing")
            else:
                found.add(parts[1])
    return found


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_only_what_it_may(layer: str) -> None:
    for path in _modules(FOLDERS[layer]):
        for module in _imports(path):
            parts = module.split(".")
            if parts[0] != "dsh_schedule":
                continue
            assert len(parts) > 1, f"{path}: imports the facade dsh_schedule"
            assert parts[1] not in FORBIDDEN[layer], f"{path} imports {module}"


def test_generated_imports_nothing_of_ours_beyond_generated() -> None:
    for path in _modules("generated"):
        for module in _imports(path):
            if module.startswith("dsh_schedule"):
                assert module.startswith("dsh_schedule.generated."), f"{path} imports {module}"


def test_every_module_of_the_cli_layer_has_its_rule() -> None:
    modules = {path.stem for path in _modules("dsh_schedule")}
    assert modules == CLI == CLI_LAYER.keys()


@pytest.mark.parametrize("module", sorted(CLI))
def test_cli_module_imports_only_what_it_may(module: str) -> None:
    path = ROOT / "dsh_schedule" / f"{module}.py"
    unexpected = _targets(path) - CLI_LAYER[module] - {module}
    assert not unexpected, f"{path} imports {sorted(unexpected)}"


def test_only_the_scenario_runner_imports_the_fault_switches() -> None:
    importers = {
        path.relative_to(ROOT).as_posix()
        for folder in (*FOLDERS, "dsh_schedule")
        for path in _modules(folder)
        if "host.testing" in _targets(path) and path != ROOT / "host" / "testing.py"
    }
    assert importers == {"dsh_schedule/scenario_runner.py"}


@pytest.mark.parametrize(
    ("source", "targets"),
    [
        ("from dsh_schedule import exit_codes, __version__", {"exit_codes", "facade"}),
        ("import dsh_schedule", {"facade"}),
        ("from dsh_schedule.host.testing import FaultyHost", {"host.testing"}),
        ("from dsh_schedule.host import testing", {"host.testing"}),
        ("from dsh_schedule.host.store import MemoryStore", {"host"}),
        ("import dsh_schedule.live", {"live"}),
        ("from os import path", set()),
    ],
)
def test_imports_are_read_as_the_targets_the_rules_name(
    tmp_path: Path, source: str, targets: set[str]
) -> None:
    path = tmp_path / "module.py"
    path.write_text(source + "\n", encoding="utf-8")
    assert _targets(path) == targets


def _import_graph(root: Path, folders: tuple[str, ...]) -> dict[str, set[str]]:
    """Which of the modules under `folders` each one imports, as `dsh_schedule.<folder>...`
    names, reading every import statement: those under `if TYPE_CHECKING:` and inside
    functions count too, since each is a dependency a reader must follow. A package's
    `__init__` that Python runs on the way to a module is not counted: a package that
    re-exports its modules is their facade, not their dependency."""
    paths = {
        ".".join(("dsh_schedule", *path.relative_to(root).with_suffix("").parts)).removesuffix(
            ".__init__"
        ): path
        for folder in folders
        for path in sorted((root / folder).rglob("*.py"))
    }
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.rsplit(".", node.level - 1)[0]
                    base = f"{anchor}.{base}" if base else anchor
                for alias in node.names:  # a module by its name, else the one it is in
                    module = f"{base}.{alias.name}"
                    found.add(module if module in paths else base)
        graph[name] = {module for module in found if module in paths and module != name}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports in `graph` (its modules in order, the first repeated at the
    end), or None when the imports run one way only."""
    done: set[str] = set()
    for start in sorted(graph):
        if start in done:
            continue
        trail: list[str] = [start]
        pending = [iter(sorted(graph[start]))]
        while pending:
            following = next(pending[-1], None)
            if following is None:
                done.add(trail.pop())
                pending.pop()
            elif following in trail:
                return [*trail[trail.index(following) :], following]
            elif following not in done:
                trail.append(following)
                pending.append(iter(sorted(graph[following])))
    return None


def test_the_runtime_and_the_host_import_in_one_direction_only() -> None:
    assert _cycle(_import_graph(ROOT, ("runtime", "host"))) is None


def test_a_circle_through_a_type_checking_import_is_found(tmp_path: Path) -> None:
    (tmp_path / "runtime").mkdir()
    (tmp_path / "runtime" / "a.py").write_text(
        "from dsh_schedule.runtime.b import B\n", encoding="utf-8"
    )
    (tmp_path / "runtime" / "b.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from dsh_schedule.runtime import c\n",
        encoding="utf-8",
    )
    (tmp_path / "runtime" / "c.py").write_text("from . import a\n", encoding="utf-8")
    (tmp_path / "runtime" / "d.py").write_text("import dsh_schedule.runtime.a\n", encoding="utf-8")
    graph = _import_graph(tmp_path, ("runtime",))
    assert _cycle(graph) == [
        "dsh_schedule.runtime.a",
        "dsh_schedule.runtime.b",
        "dsh_schedule.runtime.c",
        "dsh_schedule.runtime.a",
    ]
    graph["dsh_schedule.runtime.b"].clear()
    assert _cycle(graph) is None


BUILDERS_CHECKED = ("runtime", "host/host.py", "host/sessions.py", "host/agents.py")
"""Where a record is built by its own constructor, never by `object.__new__` or
`tuple.__new__` and slot setters (a fast path would live in the layer's `fast.py`)."""


def test_records_are_built_by_their_constructors() -> None:
    bypass = re.compile(r"\b(object|tuple)\.__new__\b|\.__set__\b")
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for entry in BUILDERS_CHECKED
        for path in sorted(
            (ROOT / entry).rglob("*.py") if (ROOT / entry).is_dir() else [ROOT / entry]
        )
        if path.name != "fast.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if bypass.search(line)
    ]
    assert found == []
