"""ajv 8 (draft 2020-12, compiled in memory) as a second oracle for the JavaScript backend.

On the suite (but for the files that assert formats, which ajv asserts only with the
ajv-formats package), ajv gets wrong exactly the tests tests/js/ajv-known-failures.json lists
(each with what ajv did: a wrong verdict, an exception, or a refusal of the schema); the
JavaScript backend passes them all (tests/test_compile_javascript.py). On random schemas and
instances, ajv and the backend disagree nowhere, except where ajv's listed weaknesses are in
play ($dynamicRef, unevaluated*) and jsonschema-rs, a third implementation, sides with us.
ajv is a development dependency installed by `npm ci` from package-lock.json (make test).
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler import compile_module, compile_validator
from tests.js_corpus import build
from tests.test_compile_differential import EXAMPLES, documents, instances
from tests.test_compile_javascript import node
from tests.test_compile_suite import groups, registry

REPOSITORY = Path(__file__).resolve().parent.parent
KNOWN = REPOSITORY / "tests/js/ajv-known-failures.json"


def oracle(cases: list[dict[str, Any]], documents: dict[str, Any] | None = None) -> list[Any]:
    if not (REPOSITORY / "node_modules/ajv").is_dir():
        pytest.fail("ajv is not installed: run `make test` (it runs `npm ci`) or `npm ci`")
    result = subprocess.run(
        [node(), str(REPOSITORY / "tests/js/ajv_oracle.mjs")],
        input=json.dumps({"cases": cases, "registry": documents or {}}),
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return list(json.loads(result.stdout))


FORMAT_FILES = ("optional/format/", "optional/format-assertion.json")
"""Suite files whose schemas assert formats: ajv asserts none without the ajv-formats
package, which this oracle does not load (bench/suites.py counts ajv with it), so they are not
compared."""


def ajv_suite_failures(folder: Path) -> list[dict[str, str]]:
    """The suite tests ajv gets wrong, from a corpus `build` wrote in `folder`, leaving out the
    files that assert formats."""
    corpus = [  # draft 2020-12's groups, the draft ajv's class here reads
        {**group, "file": group["file"].removeprefix("2020-12/")}
        for group in json.loads((folder / "corpus.json").read_text(encoding="utf-8"))
        if group["file"].startswith("2020-12/")
    ]
    corpus = [group for group in corpus if not group["file"].startswith(FORMAT_FILES)]
    schemas = {(g.file, g.description): g.schema for g in groups()}
    cases = [
        {
            "module": str(folder / group["module"]),
            "schema": schemas[(group["file"], group["description"])],
            "instances": [json.dumps(test["data"]) for test in group["tests"]],
        }
        for group in corpus
    ]
    remotes = {k: v for k, v in registry().items() if k.startswith("http://localhost:1234/")}
    failures = []
    for group, answer in zip(corpus, oracle(cases, remotes), strict=True):
        for index, test in enumerate(group["tests"]):
            if "refused" in answer:
                what = "refused the schema: " + answer["refused"]
            elif index in answer["crashed"]:
                what = "threw"
            elif index in answer["differ"]:
                what = "wrong verdict"
            else:
                continue
            failures.append(
                {
                    "file": group["file"],
                    "group": group["description"],
                    "test": test["description"],
                    "ajv": what,
                }
            )
    return failures


def test_ajv_fails_exactly_the_listed_suite_tests(tmp_path: Path) -> None:
    build(tmp_path)
    listed = json.loads(KNOWN.read_text(encoding="utf-8"))
    assert ajv_suite_failures(tmp_path) == listed
    assert len(listed) == 68


def _draw(count: int) -> list[tuple[dict[str, Any], list[Any]]]:
    """`count` random (schema, instances) pairs, drawn by Hypothesis like the jsonschema-rs
    differential test's."""
    drawn: list[tuple[dict[str, Any], list[Any]]] = []

    @settings(
        max_examples=count,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(documents(), st.lists(instances, min_size=1, max_size=6))
    def collect(schema: dict[str, Any], values: list[Any]) -> None:
        drawn.append((schema, values))

    collect()
    return drawn


def test_random_schemas_agree_with_ajv() -> None:
    drawn = _draw(EXAMPLES)
    assert len(drawn) >= EXAMPLES // 2
    with tempfile.TemporaryDirectory(prefix="dsh-ajv-") as folder:
        cases = []
        for number, (schema, values) in enumerate(drawn):
            module = Path(folder) / f"r{number}.mjs"
            source = compile_module({"schema": schema}, lang="javascript")
            module.write_text(source, encoding="utf-8")
            texts = [json.dumps(value) for value in values]
            cases.append({"module": str(module), "schema": schema, "instances": texts})
        answers = oracle(cases)
    for (schema, values), answer in zip(drawn, answers, strict=True):
        if "refused" in answer:
            disputed = values
        else:
            disputed = [values[i] for i in answer["differ"] + answer["crashed"]]
        if not disputed:
            continue
        text = json.dumps(schema)
        assert "$dynamicRef" in text or "unevaluated" in text, (schema, disputed, answer)
        third = jsonschema_rs.Draft202012Validator(schema, validate_formats=False)
        ours = compile_validator(schema)
        for value in disputed:
            assert ours.is_valid(value) == third.is_valid(value), (schema, value)
