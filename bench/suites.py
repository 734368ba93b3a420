"""The whole official suite of drafts 7, 2019-09 and 2020-12 through our compiler (the Python
module and the JavaScript module under node) and every peer, in one run: tests passed per draft.

Every group runs as `tests/test_compile_suite.py` runs it: `optional/` included, and
`optional/format/` with formats asserted (every other group takes `format` as an annotation);
the suite's remotes are served from its `remotes/` folder, never fetched. Each peer gets the
same schema, instances and remotes in the validator of the group's draft: jsonschema-rs's
`Draft7Validator`, `Draft201909Validator`, `Draft202012Validator`; jsonschema's, with its
`FORMAT_CHECKER` in the format groups; ajv's `Ajv`, `Ajv2019`, `Ajv2020` with ajv-formats
(`bench/suites.mjs`); fastjsonschema, which implements drafts 4, 6 and 7 only, given every
draft's schemas all the same (and told not to fill in defaults; each peer gets its own copy of
an instance all the same). A test passes when the verdict is the suite's; a schema a peer
refuses, or a call that raises, fails its tests. For our two modules the run also counts the
invalid instances on which the JavaScript errors equal the Python ones (path, keyword, message,
schema path, in order).
"""

from __future__ import annotations

import contextlib
import copy
import functools
import json
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import fastjsonschema
import jsonschema
import jsonschema_rs
import referencing.jsonschema
from referencing import Registry, Resource

from bench.javascript import run_node
from bench.report import Report
from dsh_schedule.compiler import DEFAULT_BASE, compile_module
from tests.js_corpus import python_errors
from tests.test_compile_suite import DRAFTS, Group, compile_group, groups, registry

PEERS = ("jsonschema-rs", "ajv", "jsonschema", "fastjsonschema")
RUST = {
    "7": jsonschema_rs.Draft7Validator,
    "2019-09": jsonschema_rs.Draft201909Validator,
    "2020-12": jsonschema_rs.Draft202012Validator,
}
RUST_DRAFTS = {
    "7": jsonschema_rs.Draft7,
    "2019-09": jsonschema_rs.Draft201909,
    "2020-12": jsonschema_rs.Draft202012,
}
PYTHON = {
    "7": (jsonschema.Draft7Validator, referencing.jsonschema.DRAFT7),
    "2019-09": (jsonschema.Draft201909Validator, referencing.jsonschema.DRAFT201909),
    "2020-12": (jsonschema.Draft202012Validator, referencing.jsonschema.DRAFT202012),
}
Verdict = Callable[[Any], bool]


@functools.cache
def _remotes() -> dict[str, Any]:
    """The suite's remotes alone (each peer knows the metaschemas of its drafts)."""
    return {uri: doc for uri, doc in registry().items() if uri.startswith("http://localhost")}


def _retrieve(uri: str) -> Any:
    return _remotes()[uri.removesuffix("#")]


def _rust(group: Group, formats: bool) -> Verdict:
    """jsonschema-rs, with formats asserted in the format groups and elsewhere as its draft or
    the schema's vocabulary says (it reads a custom metaschema only from its registry)."""
    validator = RUST[group.draft](
        group.schema,
        validate_formats=True if formats else None,
        registry=_rust_registry(group.draft),
    )
    return validator.is_valid


@functools.cache
def _rust_registry(draft: str) -> jsonschema_rs.Registry:
    """The remotes that are metaschemas (with `$vocabulary`), registered, since jsonschema-rs
    reads a custom metaschema only from its registry; the others retrieved when a schema
    reaches them."""
    metaschemas = [
        (uri, document)
        for uri, document in _remotes().items()
        if isinstance(document, dict)
        and "$vocabulary" in document
        and document.get("$schema") != "https://json-schema.org/v1"  # a later draft
    ]
    return jsonschema_rs.Registry(metaschemas, draft=RUST_DRAFTS[draft], retriever=_retrieve)


def _jsonschema(group: Group, formats: bool) -> Verdict:
    cls, specification = PYTHON[group.draft]
    resources = Registry().with_resources(
        (uri, Resource.from_contents(doc, default_specification=specification))
        for uri, doc in _remotes().items()
    )
    checker = cls.FORMAT_CHECKER if formats else None
    return cls(group.schema, registry=resources, format_checker=checker).is_valid


def _fastjsonschema(group: Group, formats: bool) -> Verdict:
    compiled = fastjsonschema.compile(
        group.schema, handlers={"http": _retrieve}, use_default=False, use_formats=formats
    )

    def verdict(instance: Any) -> bool:
        try:
            compiled(instance)
        except fastjsonschema.JsonSchemaValueException:
            return False
        return True

    return verdict


MAKERS: dict[str, Callable[[Group, bool], Verdict]] = {
    "jsonschema-rs": _rust,
    "jsonschema": _jsonschema,
    "fastjsonschema": _fastjsonschema,
}


def _passed(make: Callable[[Group, bool], Verdict], group: Group, formats: bool) -> int:
    """Tests of `group` on which the verdict is the suite's; 0 for a schema refused."""
    try:
        verdict = make(group, formats)
    except Exception:  # a peer refusing the schema, in whatever way it does
        return 0
    passed = 0
    for test in group.tests:
        with contextlib.suppress(Exception):  # an error while validating fails the test
            passed += verdict(copy.deepcopy(test["data"])) is test["valid"]
    return passed


def measure(draft: str, chosen: tuple[Group, ...], folder: Path) -> dict[str, int]:
    """Tests passed by each implementation on these groups of one draft, with the counts of
    tests and of invalid instances on which the two backends' errors agree."""
    counts = dict.fromkeys(("tests", "python", "javascript", "invalid", "same_errors", *PEERS), 0)
    expected_errors, node_groups = [], []
    for number, group in enumerate(chosen):
        formats = group.file.startswith("optional/format/")
        ours = compile_group(group)
        module = folder / f"{draft}-{number}.mjs"
        source = compile_module(
            {"schema": group.schema},
            bases={"schema": DEFAULT_BASE},
            lang="javascript",
            registry=registry(),
            format_assertion=formats,
            draft=draft,
        )
        module.write_text(source, encoding="utf-8")
        data = [test["data"] for test in group.tests]
        node_groups.append(
            {"draft": draft, "module": str(module), "schema": group.schema}
            | {"formats": formats, "tests": data}
        )
        expected_errors.append([python_errors(ours.validate, instance) for instance in data])
        counts["tests"] += len(group.tests)
        counts["python"] += sum(ours.is_valid(t["data"]) is t["valid"] for t in group.tests)
        for name, make in MAKERS.items():
            counts[name] += _passed(make, group, formats)
    for group, python, found in zip(chosen, expected_errors, _node(node_groups), strict=True):
        for test, errors, (verdict, js_errors), ajv in zip(
            group.tests, python, found["ours"], found["ajv"], strict=True
        ):
            counts["javascript"] += verdict is test["valid"]
            counts["ajv"] += ajv is test["valid"]
            if errors:
                counts["invalid"] += 1
                counts["same_errors"] += js_errors == errors
    return counts


def _node(node_groups: list[dict[str, Any]]) -> list[dict[str, Any]]:
    data = {"registry": registry(), "groups": node_groups}
    found: list[dict[str, Any]] = json.loads(run_node("bench/suites.mjs", data))
    return found


def run(report: Report, quick: bool) -> None:
    report.section("the official suite per draft: tests passed, ours and every peer")
    for draft in DRAFTS:
        chosen = groups(draft)[:10] if quick else groups(draft)
        with tempfile.TemporaryDirectory() as folder:
            counts = measure(draft, chosen, Path(folder))
        total, key = counts["tests"], f"suites.{draft}"
        report.add(f"{key}.tests", f"draft {draft}: tests", total, "tests")
        for name in ("python", "javascript"):
            passed = counts[name]
            report.add(
                f"{key}.{name}",
                f"draft {draft}: ours, {name}",
                passed,
                "passed",
                target=f"{total}",
                met=passed == total,
            )
        report.add(
            f"{key}.same_errors",
            f"draft {draft}: invalid instances, JavaScript errors = Python's",
            counts["same_errors"],
            "instances",
            target=f"{counts['invalid']}",
            met=counts["same_errors"] == counts["invalid"],
        )
        for name in PEERS:
            report.add(f"{key}.{name}", f"draft {draft}: {name}", counts[name], "passed")
