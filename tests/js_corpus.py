"""A corpus for the JavaScript backend: each suite group compiled to an ES module, with the
Python backend's verdict and errors on each instance, for `tests/js/suite.test.mjs`.

`python -m tests.js_corpus DIR` writes DIR/corpus.json and DIR/gN.mjs. The node test checks
each test's expected verdict (the suite's) and that the JavaScript errors equal the Python
ones, in order: the differential test on the suite's instances.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from dsh_schedule.compiler import DEFAULT_BASE, compile_module
from tests.test_compile_suite import compile_group, every_group, registry


def python_errors(validate: Any, instance: Any) -> list[list[str]]:
    return [[e.path, e.keyword, e.message, e.schema_path] for e in validate(instance)]


def build(folder: Path) -> dict[str, int]:
    """Write the corpus (the groups of the three drafts); returns counts of groups and tests."""
    cases = []
    counts = {"groups": 0, "tests": 0}
    for number, group in enumerate(every_group()):
        counts["groups"] += 1
        entry: dict[str, Any] = {
            "file": f"{group.draft}/{group.file}",
            "description": group.description,
        }
        source = compile_module(
            {"schema": group.schema},
            bases={"schema": DEFAULT_BASE},
            lang="javascript",
            registry=registry(),
            format_assertion=group.file.startswith("optional/format/"),
            draft=group.draft,
        )
        module = f"g{number}.mjs"
        (folder / module).write_text(source, encoding="utf-8")
        validator = compile_group(group)
        tests = []
        for test in group.tests:
            data = test["data"]
            errors = python_errors(validator.validate, data)
            tests.append(
                {
                    "description": test["description"],
                    "data": data,
                    "valid": test["valid"],
                    "errors": errors,
                }
            )
            counts["tests"] += 1
        entry.update(module=module, tests=tests)
        cases.append(entry)
    (folder / "corpus.json").write_text(json.dumps(cases), encoding="utf-8")
    return counts


if __name__ == "__main__":
    target = Path(sys.argv[1])
    target.mkdir(parents=True, exist_ok=True)
    print(build(target))
