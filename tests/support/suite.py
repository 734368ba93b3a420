"""Where the official JSON-Schema-Test-Suite is, for the tests and the benchmarks that read it.

The repository carries a copy (`vendor/json-schema-test-suite/`, one pinned commit named in its
SOURCE file, unchanged), so a fresh clone has everything its tests need. JSON_SCHEMA_TEST_SUITE
names another copy: one laid out like the vendored one, or a checkout of the suite's own
repository, whose drafts sit under `tests/`.
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.support.paths import ROOT

VENDORED = ROOT / "vendor" / "json-schema-test-suite"
ENVIRONMENT = "JSON_SCHEMA_TEST_SUITE"


class SuiteNotFoundError(Exception):
    """The suite is not where it was looked for; the message says where that was."""


def suite_root() -> Path:
    """The copy JSON_SCHEMA_TEST_SUITE names, else the vendored one."""
    configured = os.environ.get(ENVIRONMENT)
    return Path(configured) if configured else VENDORED


FOLDERS = {"7": "draft7", "2019-09": "draft2019-09", "2020-12": "draft2020-12"}
"""The suite's folder of each draft the compiler reads."""


def draft_folder(draft: str) -> Path:
    """The folder of one draft's tests ("7", "2019-09" or "2020-12"), in either layout."""
    root = suite_root()
    name = FOLDERS[draft]
    for folder in (root / name, root / "tests" / name):
        if folder.is_dir():
            return folder
    raise SuiteNotFoundError(
        f"JSON-Schema-Test-Suite not found at {root} (no {name}/ or tests/{name}/;"
        f" {ENVIRONMENT} names another copy, unset it for the vendored one)"
    )


def draft_2020_12() -> Path:
    """The folder of the draft 2020-12 tests, in either layout."""
    return draft_folder("2020-12")


def remotes() -> Path:
    """The folder of the documents the suite serves at http://localhost:1234/."""
    folder = suite_root() / "remotes"
    if not folder.is_dir():
        raise SuiteNotFoundError(f"JSON-Schema-Test-Suite remotes not found at {folder}")
    return folder
