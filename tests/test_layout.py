"""The rooms of the package and the direction of SPEC §2, read from the import statements of
every module.

`dsh_schedule/` itself holds the facade, the root error, `__main__` and the `cli/` package;
everything else is a link to a top-level folder. Below the CLI: `generated` imports nothing of
ours; `runtime` imports only `generated`; `host` imports `runtime` and `generated`, never the
CLI; `generator` imports neither `runtime` nor `host`. The CLI builds on all of them. Each
module of `cli/` may import only what `CLI_MODULES` lists for it. The fault switches of
`host.testing` are for tests and test runners: only the scenario runner imports them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from dsh_schedule import compiler
from tests.support.paths import ROOT

PACKAGE = ROOT / "dsh_schedule"
LINKS = {"compiler", "conformance", "generated", "generator", "host", "runtime", "schemas"}
"""The top-level folders `dsh_schedule/` links to (tests/test_module_names.py checks them)."""
TOP_LEVEL = {"__init__.py", "__main__.py", "errors.py", "py.typed", "cli", *LINKS}
"""All that `dsh_schedule/` holds: the facade, the root error, `python -m`, the CLI, the links."""

ROOMS = {"cli", "compiler", "errors", "generated", "generator", "host", "runtime"}
"""What a target of an import is, below `dsh_schedule`: anything else is the facade."""

ALLOWED = {
    "generated": {"generated"},
    "runtime": {"runtime", "generated", "errors"},
    "host": {"host", "runtime", "generated", "errors", "generator.exports"},
    "compiler": {"compiler", "errors"},
    "generator": {"generator", "generated", "errors", "generator.exports", "compiler"},
    "cli": {
        "cli",
        "host",
        "host.testing",
        "runtime",
        "generated",
        "generator",
        "compiler",
        "errors",
        "facade",
    },
}
"""What the modules of each room may import of ours, by room. `dsh_schedule/errors.py` holds the
root of every error and imports nothing: every room but the generated code may build on it.
The host's remote models offer the tools as the generator's exports (standard library code)
describe them: that module, and no other of the generator, is open to the host. The compiler
stands alone; the generator uses it through its public API (tested below)."""

HOST_USES_OF_THE_GENERATOR = {"host/models/anthropic.py", "host/models/openai.py"}
"""The only modules of the host that import the generator's exports."""

FACADE = {
    "__init__.py": {"errors", "runtime", "compiler"},
    "__main__.py": {"cli"},
    "errors.py": set(),
}
"""The facade is built on the rooms below, and on the schema compiler
(which needs no extra: tests/test_compile_module.py checks that it loads no third-party
module), and knows neither the host nor the CLI; `__main__` only runs the CLI."""

USER_COMMAND = {"errors", "cli.exit_codes", "generated", "runtime", "host"}
"""What a command that opens a store may build on: the rooms below it and the exit codes."""

CLI_MODULES = {
    "__init__": {
        "facade",
        "generator",
        "host",
        *(f"cli.{name}" for name in ("catalog", "compile", "conformance", "generate", "status")),
        *(f"cli.{name}" for name in ("demo", "shell", "validate_log", "worker", "live")),
        "cli.case_stores",
        "cli.exit_codes",
        "cli.local_times",
    },
    "exit_codes": {"errors"},
    "generate": {"cli.exit_codes", "generator", "compiler"},
    "status": {"cli.exit_codes", "cli.local_times", "host"},
    "compile": {"cli.exit_codes", "compiler"},
    "catalog": {"cli.exit_codes", "generated", "generator"},
    "conformance": {
        "cli.exit_codes",
        "cli.case_stores",
        "cli.conformance_runner",
        "cli.scenario_runner",
        "host",
    },
    "case_stores": {"host"},
    "conformance_runner": {"errors", "generated", "runtime"},
    "scenario_runner": {
        "cli.conformance_runner",
        "errors",
        "generated",
        "runtime",
        "host",
        "host.testing",
    },
    "live": USER_COMMAND,
    "demo": {"cli.live", *USER_COMMAND},
    "shell": {
        "cli.live",
        "cli.line_editor",
        "cli.line_input",
        "cli.local_times",
        "cli.shell_commands",
        *USER_COMMAND,
    },
    "shell_commands": {"host"},
    "line_input": set(),
    "line_editor": {"cli.line_input"},
    "local_times": {"errors", "host"},
    "validate_log": USER_COMMAND,
    "worker": USER_COMMAND,
}
"""What each module of `cli/` may import of ours, by target: a room (`host`), the fault
switches (`host.testing`), another module of `cli/` (`cli.live`), or the facade (`facade`).
In words: only `cli/__init__.py` (the parser and `main`) knows every command; a command knows
the modules it runs and the exit codes; the runners never reach the shell, the demo or the
live host, and the conformance runner knows no host at all; `line_input` is a leaf,
`local_times` reads only the host's zone names (and raises a command-line error), and
`shell_commands` only the host's phrasing."""


def _modules(folder: str) -> list[Path]:
    """The modules of a room: a top-level folder, or `cli/` (not the folders it links to)."""
    return sorted((PACKAGE / "cli" if folder == "cli" else ROOT / folder).rglob("*.py"))


def _imported(path: Path) -> set[str]:
    """Every module (or name of a module) that `path` imports: `from a import b` gives `a.b`."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _targets(path: Path) -> set[str]:
    """What `path` imports of ours, named as the rules name targets: a room, the facade, a
    module of `cli/`, the fault switches or the generator's exports."""
    cli = {module.stem for module in _modules("cli")}
    found: set[str] = set()
    for module in _imported(path):
        parts = module.split(".")
        if parts[0] != "dsh_schedule":
            continue
        if len(parts) == 1 or parts[1] not in ROOMS:
            found.add("facade")
        elif parts[1] == "cli" and len(parts) > 2 and parts[2] in cli:
            found.add(f"cli.{parts[2]}")
        elif parts[1:3] in (["host", "testing"], ["generator", "exports"]):
            found.add(".".join(parts[1:3]))
        else:
            found.add(parts[1])
    return found


def test_the_package_holds_the_facade_the_cli_and_the_links_only() -> None:
    assert {path.name for path in PACKAGE.iterdir() if path.name != "__pycache__"} == TOP_LEVEL
    assert {path.name for path in PACKAGE.iterdir() if path.is_symlink()} == LINKS


@pytest.mark.parametrize("room", sorted(ALLOWED))
def test_each_room_imports_only_what_it_may(room: str) -> None:
    for path in _modules(room):
        rooms = {
            target.partition(".")[0] if target.startswith("cli.") else target
            for target in _targets(path)
        }
        unexpected = rooms - ALLOWED[room]
        assert not unexpected, f"{path.relative_to(ROOT)} imports {sorted(unexpected)}"


def test_the_host_never_imports_the_cli() -> None:
    importers = [
        path.relative_to(ROOT).as_posix()
        for path in _modules("host")
        if any(target.startswith("cli") for target in _targets(path))
    ]
    assert importers == []


def test_the_cli_builds_on_the_host_the_runtime_and_the_generator() -> None:
    used = set().union(*(_targets(path) for path in _modules("cli")))
    assert {"host", "runtime", "generator"} <= used


def test_the_runtime_imports_the_generated_code_only() -> None:
    for path in _modules("runtime"):
        assert _targets(path) <= {"runtime", "generated", "errors"}, path


def test_the_generator_imports_neither_the_runtime_nor_the_host() -> None:
    for path in _modules("generator"):
        assert not _targets(path) & {"runtime", "host", "host.testing", "cli"}, path


def test_the_compiler_imports_nothing_of_the_generator_the_runtime_or_the_host() -> None:
    for path in _modules("compiler"):
        assert _targets(path) <= {"compiler", "errors"}, path


def test_the_compilers_public_names_are_not_its_modules() -> None:
    """A submodule, once imported, is an attribute of its package: a public name spelled like a
    module would then be that module."""
    modules = {path.stem for path in _modules("compiler")} | {"format_checks", "format_checks_js"}
    assert not set(compiler.__all__) & modules
    for name in compiler.__all__:
        assert not isinstance(getattr(compiler, name), type(compiler)), name


def test_the_generator_uses_the_compiler_through_its_public_api_only() -> None:
    public = set(compiler.__all__)
    for path in _modules("generator"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "dsh_schedule.compiler"
            ):
                assert node.module == "dsh_schedule.compiler", f"{path.name}: {node.module}"
                assert {alias.name for alias in node.names} <= public, path.name
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("dsh_schedule.compiler") for a in node.names)


def test_only_the_remote_models_use_the_generators_exports_in_the_host() -> None:
    importers = {
        path.relative_to(ROOT).as_posix()
        for path in _modules("host")
        if "generator.exports" in _targets(path)
    }
    assert importers == HOST_USES_OF_THE_GENERATOR


def test_the_remote_models_are_reached_by_name_only() -> None:
    """`--model` imports an adapter when a remote model is chosen, so its SDK stays an extra."""
    for room in ("host", "cli"):
        for path in _modules(room):
            for module in _imported(path):
                assert not module.startswith(
                    ("dsh_schedule.host.models.openai", "dsh_schedule.host.models.anthropic")
                ), f"{path.relative_to(ROOT)} imports {module}"


def test_generated_imports_nothing_of_ours_beyond_generated() -> None:
    for path in _modules("generated"):
        for module in _imported(path):
            if module.startswith("dsh_schedule"):
                assert module.startswith("dsh_schedule.generated."), f"{path} imports {module}"


@pytest.mark.parametrize("name", sorted(FACADE))
def test_the_facade_imports_only_what_it_may(name: str) -> None:
    path = PACKAGE / name
    assert _targets(path) <= FACADE[name], path


def test_every_module_of_the_cli_has_its_rule() -> None:
    assert {path.stem for path in _modules("cli")} == CLI_MODULES.keys()


@pytest.mark.parametrize("module", sorted(CLI_MODULES))
def test_cli_module_imports_only_what_it_may(module: str) -> None:
    path = PACKAGE / "cli" / f"{module}.py"
    unexpected = _targets(path) - CLI_MODULES[module] - {f"cli.{module}"}
    assert not unexpected, f"{path.relative_to(ROOT)} imports {sorted(unexpected)}"


def test_only_the_scenario_runner_imports_the_fault_switches() -> None:
    importers = {
        path.relative_to(ROOT).as_posix()
        for room in ALLOWED
        for path in _modules(room)
        if "host.testing" in _targets(path) and path != ROOT / "host" / "testing.py"
    }
    assert importers == {"dsh_schedule/cli/scenario_runner.py"}


@pytest.mark.parametrize(
    ("source", "targets"),
    [
        ("from dsh_schedule import __version__", {"facade"}),
        ("import dsh_schedule", {"facade"}),
        ("from dsh_schedule.cli import exit_codes, main", {"cli.exit_codes", "cli"}),
        ("from dsh_schedule.cli.live import open_live_agent", {"cli.live"}),
        ("from dsh_schedule.host.testing import FaultyHost", {"host.testing"}),
        ("from dsh_schedule.host import testing", {"host.testing"}),
        ("from dsh_schedule.host.stores import MemoryStore", {"host"}),
        ("from dsh_schedule.generator.exports import export_openai", {"generator.exports"}),
        ("import dsh_schedule.errors", {"errors"}),
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
