"""How `pytest -n N` (pytest-xdist) shares the tests among its workers.

Tests go to whichever worker is free, one at a time, as with xdist's `load`, except those that
share an expensive module-scoped fixture: they go to one worker together, which builds the
fixture once rather than once per worker. (xdist's own `xdist_group` mark cannot say so on
this pytest: it renames the tests through an attribute pytest no longer reads.)
"""

from __future__ import annotations

from typing import Final

from xdist.scheduler import LoadScopeScheduling

TOGETHER: Final = {
    # the crash matrix: every point of one plan is killed by one module fixture, per protocol
    "tests/test_crash_matrix.py": "function",
    # a regenerated copy of the project with a fourth tool (generate, black)
    "tests/test_adding_a_tool.py": "module",
    # the wheel and the sdist, built once
    "tests/test_packaging.py": "module",
}
"""Modules whose tests run together: the whole module, or each parametrized function's
instances."""


def scope_of(nodeid: str) -> str:
    """The unit a test is scheduled in: its own id, or its module's or function's."""
    module = nodeid.split("::", 1)[0]
    together = TOGETHER.get(module)
    if together == "module":
        return module
    if together == "function":
        return nodeid.split("[", 1)[0]
    return nodeid


class SharedFixtureScheduling(LoadScopeScheduling):  # type: ignore[misc]
    """xdist's scope scheduling, on the units of `scope_of` (the largest first)."""

    def _split_scope(self, nodeid: str) -> str:
        return scope_of(nodeid)
