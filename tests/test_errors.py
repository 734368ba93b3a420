"""The error hierarchy: every error class of the package derives from `DshScheduleError`, in
exactly the tree docs/architecture.md draws (its section Errors)."""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
import pkgutil
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

import dsh_schedule
from dsh_schedule.errors import DshScheduleError
from tests.support.paths import ROOT

_LINE = re.compile(
    r"(?P<indent>[│├└─ ]*)(?P<name>\w+)\s+(?P<path>\S+)(?:\s+\(and (?P<also>\w+)\))?"
)


@dataclass(frozen=True)
class Documented:
    parent: str | None
    path: str
    also: str | None


def _documented_tree() -> dict[str, Documented]:
    """Each class of the tree with its parent in the tree, its file and any second base."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = text.split("\n## Errors\n", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    tree: dict[str, Documented] = {}
    ancestors: list[str] = []
    for line in block.splitlines():
        match = _LINE.fullmatch(line)
        assert match, f"not a line of the tree: {line!r}"
        depth = len(match["indent"]) // 4
        ancestors[depth:] = [match["name"]]
        parent = ancestors[depth - 1] if depth else None
        tree[match["name"]] = Documented(parent, match["path"], match["also"])
    return tree


SIGNALS = {("dsh_schedule.generated.validators", "_TooDeep")}
"""Exceptions that are not errors: the emitted validators' private signal that a walk passed
the depth limit, raised and caught inside the standalone module (which imports nothing of
ours, so it cannot derive from `DshScheduleError`); a caller meets a `depth` error instead."""


def _package_error_classes() -> dict[str, type[BaseException]]:
    """Every exception class defined in a module of the package, by name (not the signals)."""
    found: dict[str, type[BaseException]] = {}
    for info in pkgutil.walk_packages(dsh_schedule.__path__, "dsh_schedule."):
        if info.name == "dsh_schedule.__main__":
            continue  # importing it runs the CLI; it defines nothing
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, BaseException)
                and value.__module__ == info.name
                and (info.name, value.__name__) not in SIGNALS
            ):
                assert value.__name__ not in found, f"two error classes named {value.__name__}"
                found[value.__name__] = value
    return found


DOCUMENTED = _documented_tree()
CLASSES = _package_error_classes()


def test_the_signals_left_out_are_defined_where_they_are_said_to_be() -> None:
    for module, name in SIGNALS:
        signal = getattr(importlib.import_module(module), name)
        assert issubclass(signal, Exception) and not issubclass(signal, DshScheduleError)


def test_the_documented_tree_names_every_error_class_of_the_package() -> None:
    assert sorted(DOCUMENTED) == sorted(CLASSES)
    assert len(CLASSES) > 20  # the walk found the layers, not just the root


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_each_error_class_has_the_documented_bases_and_home(name: str) -> None:
    error_class = CLASSES[name]
    documented = DOCUMENTED[name]
    parent = CLASSES[documented.parent] if documented.parent else Exception
    second = (getattr(builtins, documented.also),) if documented.also else ()
    assert error_class.__bases__ == (parent, *second)
    assert issubclass(error_class, DshScheduleError)
    assert Path(inspect.getfile(error_class)).resolve() == (ROOT / documented.path).resolve()


def test_the_root_is_a_plain_exception_and_the_tree_has_one_root() -> None:
    assert [name for name, entry in DOCUMENTED.items() if entry.parent is None] == [
        "DshScheduleError"
    ]
    assert DshScheduleError.__bases__ == (Exception,)


def test_the_root_module_imports_nothing_so_every_layer_may_derive_from_it() -> None:
    tree = ast.parse((ROOT / "dsh_schedule" / "errors.py").read_text(encoding="utf-8"))
    imported = [
        node.module if isinstance(node, ast.ImportFrom) else "import"
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
    ]
    assert imported == ["__future__"]


def test_one_clause_catches_an_error_of_any_layer() -> None:
    from dsh_schedule.compiler.ecma_regex import UnsupportedPattern, translate
    from dsh_schedule.runtime.records import create_after_schedule_record

    caught: list[type[BaseException]] = []
    for fail in (
        lambda: create_after_schedule_record("schedule-1", "  ", 30, 0),
        lambda: translate("("),
    ):
        try:
            fail()
        except DshScheduleError as error:
            caught.append(type(error))
    assert caught == [dsh_schedule.ScheduleInputError, UnsupportedPattern]
