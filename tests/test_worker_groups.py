"""The units `pytest -n N` schedules: a test alone, or with the tests that share its fixture."""

from __future__ import annotations

from tests.support.paths import ROOT
from tests.support.worker_groups import TOGETHER, scope_of


def test_every_module_kept_together_exists() -> None:
    for module in TOGETHER:
        assert (ROOT / module).is_file(), module


def test_a_test_of_any_other_module_is_a_unit_of_its_own() -> None:
    nodeid = "tests/test_fold.py::test_replay[case-1]"
    assert scope_of(nodeid) == nodeid


def test_a_module_kept_together_is_one_unit() -> None:
    assert scope_of("tests/test_packaging.py::test_the_sdist") == "tests/test_packaging.py"
    assert scope_of("tests/test_adding_a_tool.py::test_x[a]") == "tests/test_adding_a_tool.py"


def test_the_crash_matrix_keeps_each_parametrized_function_together() -> None:
    matrix = "tests/test_crash_matrix.py::test_a_kill_at_each_point_loses_nothing_confirmed"
    assert scope_of(f"{matrix}[open/commit1]") == matrix
    assert scope_of(f"{matrix}[s6.advance/followup1.after]") == matrix
    single = "tests/test_crash_matrix.py::test_validate_log_accepts_an_empty_store"
    assert scope_of(single) == single
