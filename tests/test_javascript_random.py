"""Random schemas over the whole vocabulary: the JavaScript module and the Python module the
same compiler writes give the same verdict and the same errors (path, keyword, message,
schema path, in order) on random instances. The JavaScript verdict path (inlined expressions,
unevaluated* resolved from the schemas alone) is checked against the Python backend's
general functions, not against itself.
"""

from __future__ import annotations

import json
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from dsh_schedule.compiler import DEFAULT_BASE, compile_module, compile_validator
from tests.js_corpus import python_errors
from tests.test_compile_differential import EXAMPLES
from tests.test_compile_javascript import node
from tests.test_javascript_ajv import _draw

PROGRAM = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = [];
for (const { module, instances } of cases) {
  const m = await import(pathToFileURL(module).href);
  out.push(instances.map((text) => {
    const x = JSON.parse(text);
    const errors = m.validateSchema(x).map((e) => [e.path, e.keyword, e.message, e.schemaPath]);
    return [m.isValidSchema(x), errors];
  }));
}
console.log(JSON.stringify(out));
"""


def javascript_answers(schemas: list[tuple[Any, list[Any]]]) -> list[Any]:
    """[[verdict, errors] per instance] per schema, from the compiled modules under node."""
    with tempfile.TemporaryDirectory(prefix="dsh-js-random-") as folder:
        cases = []
        for number, (schema, values) in enumerate(schemas):
            module = Path(folder) / f"r{number}.mjs"
            module.write_text(compile_module({"schema": schema}, lang="javascript"), "utf-8")
            cases.append({"module": str(module), "instances": [json.dumps(v) for v in values]})
        result = subprocess.run(
            [node(), "--input-type=module", "-e", PROGRAM],
            input=json.dumps(cases),
            capture_output=True,
            text=True,
            timeout=300,
        )
    assert result.returncode == 0, result.stderr[-3000:]
    return list(json.loads(result.stdout))


def python_answers(schema: Any, values: list[Any]) -> list[Any]:
    python = compile_validator(schema, base=f"{DEFAULT_BASE}:schema")
    return [[python.is_valid(v), python_errors(python.validate, v)] for v in values]


def test_random_schemas_give_the_same_errors_in_both_backends() -> None:
    drawn = _draw(EXAMPLES)
    assert len(drawn) >= EXAMPLES // 2
    for (schema, values), found in zip(drawn, javascript_answers(drawn), strict=True):
        assert found == python_answers(schema, values), schema


UNEVALUATED: list[tuple[Any, list[Any]]] = [
    # Keys and items known from the schemas alone: the verdict path resolves them.
    (
        {
            "properties": {"a": {"type": "integer"}},
            "patternProperties": {"^x": True},
            "allOf": [{"properties": {"b": True}}, {"$ref": "#/$defs/c"}],
            "$defs": {"c": {"properties": {"c": {"type": "string"}}}},
            "unevaluatedProperties": {"type": "boolean"},
        },
        [{}, {"a": 1, "b": 2, "c": "s", "x1": 0}, {"d": True}, {"d": 1}, {"a": "no"}, []],
    ),
    (
        {"allOf": [{"additionalProperties": {"type": "string"}}], "unevaluatedProperties": False},
        [{"a": "s"}, {"a": 1}, {}],
    ),
    (
        {
            "prefixItems": [{"type": "string"}],
            "allOf": [{"prefixItems": [True, {"type": "number"}]}],
            "unevaluatedItems": {"type": "null"},
        },
        [[], ["a"], ["a", 1], ["a", 1, None], ["a", 1, 2], [1], {}],
    ),
    (
        {"allOf": [{"items": {"type": "integer"}}], "unevaluatedItems": False},
        [[], [1, 2], [1.5]],
    ),
    # Keys that depend on the instance (a branch of anyOf, an if, contains): the general path.
    (
        {
            "anyOf": [{"properties": {"a": True}}, {"properties": {"b": True}}],
            "if": {"properties": {"c": {"const": 1}}},
            "then": {"properties": {"d": True}},
            "unevaluatedProperties": False,
        },
        [{"a": 1}, {"b": 1, "d": 1}, {"c": 1, "d": 1}, {"c": 2, "d": 1}, {"e": 1}],
    ),
    (
        {"contains": {"type": "string"}, "unevaluatedItems": {"type": "integer"}},
        [["a"], ["a", 1], ["a", 1.5], [1]],
    ),
    # A dynamic scope: the general functions, whose verdicts resolve the keys statically too.
    (
        {
            "$dynamicAnchor": "node",
            "$ref": "#/$defs/tree",
            "$defs": {
                "tree": {
                    "$id": "tree",
                    "$dynamicAnchor": "node",
                    "properties": {"data": True, "kids": {"items": {"$dynamicRef": "#node"}}},
                }
            },
            "unevaluatedProperties": False,
        },
        [{"kids": [{"data": 1}]}, {"kids": [{"daat": 1}]}, {"x": 1, "kids": [{"kids": [{}]}]}],
    ),
]


def test_unevaluated_keywords_resolved_statically_or_not_agree_with_python() -> None:
    for (schema, values), found in zip(UNEVALUATED, javascript_answers(UNEVALUATED), strict=True):
        assert found == python_answers(schema, values), schema
