"""Shared fixtures: the repository root, a scratch copy of the generator's inputs/outputs, a
PostgreSQL cluster, started once for the run when a test first needs it, and each backend of
the session store contract suite (tests/test_host_store_*.py)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from dsh_schedule.host.stores import SessionStore
from dsh_schedule.runtime.clock import VirtualClock
from tests.postgres_cluster import Cluster, ClusterError, start_cluster
from tests.support.paths import ROOT
from tests.support.stores import BACKENDS, Opener

# Timing is not what these properties are about: a loaded machine must not fail them. Under CI
# the examples are derandomized, so a red run can be replayed exactly.
settings.register_profile("project", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "ci",
    parent=settings.get_profile("project"),
    derandomize=True,
    database=None,
)
settings.load_profile("ci" if os.environ.get("CI") == "true" else "project")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """With `-n N`, tests that share an expensive module fixture go to one worker together."""
    if config.getvalue("dist") != "load":
        return None
    from tests.support.worker_groups import SharedFixtureScheduling

    return SharedFixtureScheduling(config, log)


@pytest.fixture(scope="session", autouse=True)
def cached_bytecode(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The Python processes the tests start (the CLI, crash and contention children, generate)
    cache their bytecode in the run's temporary folder, outside the tree: where the machine
    sets PYTHONDONTWRITEBYTECODE, each would otherwise compile the package again (about 1 s)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
        patch.setenv("PYTHONPYCACHEPREFIX", str(tmp_path_factory.getbasetemp() / "pycache"))
        yield


@pytest.fixture
def project_copy(tmp_path: Path) -> Path:
    """A copy of schemas/, generated/ and docs/ that a test may break freely."""
    for folder in ("schemas", "generated", "docs"):
        shutil.copytree(
            ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__")
        )
    return tmp_path


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster]:
    """The run's PostgreSQL server. When it cannot start, every test that needs it fails
    with the reason: PostgreSQL is never skipped."""
    try:
        cluster = start_cluster()
    except ClusterError as error:
        pytest.fail(f"the PostgreSQL test cluster could not start: {error}", pytrace=False)
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_cluster: Cluster) -> str:
    """The URL of a fresh, empty schema for the test's stores."""
    return postgres_cluster.schema_url()


@pytest.fixture
def postgres_database(postgres_cluster: Cluster) -> Iterator[str]:
    """The name of a fresh, empty database of the test's own, dropped after it."""
    name = postgres_cluster.create_database()
    yield name
    postgres_cluster.drop_database(name)


@pytest.fixture
def clock() -> VirtualClock:
    """The lease clock of the stores a test opens; the test moves it to expire leases."""
    return VirtualClock(1_000_000)


@pytest.fixture(params=BACKENDS)
def open_store(request: pytest.FixtureRequest, clock: VirtualClock) -> Iterator[Opener]:
    """An opener of each store backend in turn; every store opened is closed when the test ends.
    The PostgreSQL backends get a fresh schema of the run's throwaway cluster."""
    factory: Callable[[pytest.FixtureRequest, VirtualClock], Opener] = request.param
    opener = factory(request, clock)
    opened: list[SessionStore] = []

    def open_and_track() -> SessionStore:
        opened.append(opener())
        return opened[-1]

    yield open_and_track
    for store in opened:
        store.close()
