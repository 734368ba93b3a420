"""The JavaScript backend under node against ajv 8, compiled in memory and as standalone code,
in one run: validations per second (`isValidX` per instance), on the project's schemas (the
conformance vectors' values as instances) and on suite groups (their tests' instances); and
every error of the invalid instances (`validateX`) against ajv with `allErrors` (issue 32's
target: at least 1.0x on every row). A ratio is ours over the peer's rate, so above 1 means
ours is faster. Needs node and `npm ci`.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from bench.compiled import CASES, _group
from bench.report import Report
from dsh_schedule.compiler import compile_module

REPOSITORY = Path(__file__).resolve().parent.parent
PROJECT = ["schedule-change", "tools/schedule-create"]


def _project_cases() -> list[tuple[str, Any, list[Any]]]:
    from tests.test_javascript_differential import vector_values

    values = [json.dumps(v) for v in vector_values()]
    schemas = []
    for name in PROJECT:
        document = json.loads((REPOSITORY / f"schemas/{name}.json").read_text(encoding="utf-8"))
        if "$defs" in document and "output" in document["$defs"]:
            document = {**document, "$ref": "#/$defs/output"}
        schemas.append((name.replace("/", "_").replace("-", "_"), document, values))
    return schemas


def run(report: Report, quick: bool) -> None:
    report.section("JavaScript backend under node vs ajv (in memory, standalone)")
    cases = [
        (key, g["schema"], [json.dumps(t["data"]) for t in g["tests"]])
        for key, g in ((key, _group(file, description)) for key, file, description in CASES)
    ]
    cases += _project_cases()
    # ajv's standalone code imports ajv's runtime: it must live where node_modules is found.
    scratch = REPOSITORY / "node_modules/.dsh-bench"
    scratch.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(dir=scratch) as folder:
        inputs, standalone = [], []
        for key, schema, instances in cases:
            module = Path(folder) / f"{key}.mjs"
            module.write_text(
                compile_module({"schema": schema}, lang="javascript", registry=_registry()),
                encoding="utf-8",
            )
            path = str(Path(folder) / f"{key}.ajv.cjs")
            standalone.append({"schema": schema, "path": path, "registry": _needed(schema)})
            inputs.append(
                {
                    "name": key,
                    "module": str(module),
                    "standalone": path,
                    "schema": schema,
                    "instances": instances,
                    "registry": _needed(schema),
                }
            )
        _node("bench/standalone.mjs", standalone, quick)
        rates = json.loads(_node("bench/javascript_speed.mjs", inputs, quick))
    for key, found in rates.items():
        report.add(f"javascript.{key}.ours", f"{key}: isValid (node)", found["ours"], "/s")
        for peer in ("ajv", "ajv_standalone"):
            name = f"javascript.{key}.{peer}"
            if found[peer] is None:
                note = "not timed: its verdicts differ from the suite's"
                report.add(name, f"{key}: vs {peer}", 0.0, "x", peer=peer, note=note)
                continue
            ratio = found["ours"] / found[peer]
            report.add(name, f"{key}: vs {peer}", ratio, "x", peer=peer, ratio=ratio)
        _all_errors(report, key, found["errors"])


def _all_errors(report: Report, key: str, found: dict[str, float | None] | None) -> None:
    """Every error of the invalid instances: `validateX` against ajv's `allErrors`."""
    name = f"javascript.{key}.errors_ajv_all_errors"
    label = f"{key}: all errors vs ajv allErrors"
    if found is None:
        report.add(name, label, 0.0, "x", note="no invalid instance")
        return
    ours, ajv = found["ours"], found["ajv"]
    assert ours is not None
    report.add(f"javascript.{key}.errors_ours", f"{key}: validateX, invalid (node)", ours, "/s")
    if ajv is None:
        report.add(name, label, 0.0, "x", note="not timed: its verdicts differ from the suite's")
        return
    ratio = ours / ajv
    met = ratio >= 1.0
    report.add(name, label, ratio, "x", peer="ajv allErrors", ratio=ratio, target=">= 1x", met=met)


def _registry() -> dict[str, Any]:
    """The suite's remotes and the project's schema files, by URI."""
    from bench.compiled import _remotes

    documents = dict(_remotes())
    for path in sorted((REPOSITORY / "schemas").rglob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        documents[document["$id"]] = document
    return documents


def _node(script: str, data: Any, quick: bool) -> str:
    return run_node(script, data, {"DSH_BENCH_SECONDS": "0.05" if quick else "0.15"})


def run_node(script: str, data: Any, settings: dict[str, str] | None = None) -> str:
    """What node printed running the repository's `script` on `data` (JSON on its standard
    input), with `settings` added to the environment; its standard error if it failed."""
    environment = {**os.environ, **(settings or {})}
    result = subprocess.run(
        ["node", str(REPOSITORY / script)],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        env=environment,
        check=False,
        timeout=900,
    )
    if result.returncode != 0:
        raise RuntimeError(result.stderr[-2000:])
    return result.stdout


def _needed(schema: Any) -> dict[str, Any]:
    """The documents a schema's references may reach (ajv needs them added)."""
    text = json.dumps(schema)
    hosts = [host for host in ("dsh-tool-schedule", "localhost:1234") if host in text]
    return {uri: doc for uri, doc in _registry().items() if any(h in uri for h in hosts)}
