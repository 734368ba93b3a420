"""The JavaScript backend: the official suite under `node --test` with the Python backend's
errors as the expected ones, and each JavaScript hazard pinned by a test run in node.

Node is part of the machine: when it is missing these tests fail saying so, never skip.
"""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.compiler import (
    DEFAULT_BASE,
    DEFAULT_MAX_DEPTH,
    compile_module,
    compile_validator,
)
from dsh_schedule.compiler.ecma_regex import UnsupportedPattern, property_ranges, translate
from dsh_schedule.compiler.ecma_regex_js import js_pattern
from tests.js_corpus import build, python_errors
from tests.test_format_properties import _random_patterns

REPOSITORY = Path(__file__).resolve().parent.parent
SUITE_TESTS = 1721 + 2174 + 2225
"""Suite tests the JavaScript backend compiles: every test of drafts 7, 2019-09 and 2020-12
(those of optional/format/ and 2020-12's optional/format-assertion.json assert formats)."""
SUITE_GROUPS = 321 + 448 + 461
"""Groups of the three drafts."""


def node() -> str:
    found = shutil.which("node")
    if found is None:
        pytest.fail("node is not installed: the JavaScript backend is NOT being checked")
    return found


def schema_errors_under_node(module: Path, instances: list[Any]) -> list[list[list[str]]]:
    """Each instance's errors from the compiled module's `validateSchema` under node, as
    [path, keyword, message, schemaPath]; its `isValidSchema` must agree with each."""
    program = (
        f"import * as m from {json.dumps(module.as_uri())};"
        "import { readFileSync } from 'node:fs';"
        "const texts = JSON.parse(readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(texts.map((t) => { const x = JSON.parse(t);"
        " const errors = m.validateSchema(x).map((e) => [e.path, e.keyword, e.message,"
        " e.schemaPath]);"
        " if (m.isValidSchema(x) !== (errors.length === 0)) throw new Error(t);"
        " return errors; })));"
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program],
        input=json.dumps([json.dumps(instance) for instance in instances]),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    found: list[list[list[str]]] = json.loads(result.stdout)
    return found


def run_module(tmp_path: Path, source: str, script: str, data: str = "") -> Any:
    """Run `script` (an ES module body; `m` is the compiled module, `input` stdin's text) and
    return what it prints, read as JSON."""
    module = tmp_path / "compiled.mjs"
    module.write_text(source, encoding="utf-8")
    program = (
        f"import * as m from {json.dumps(module.as_uri())};\n"
        "import { readFileSync } from 'node:fs';\n"
        "const input = readFileSync(0, 'utf8');\n" + script
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program],
        input=data,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def js_results(
    tmp_path: Path, schema: Any, instances: list[str], max_depth: int = DEFAULT_MAX_DEPTH
) -> list[Any]:
    """`validateSchema` on each instance given as JSON text (parsed by node's JSON.parse)."""
    source = compile_module({"schema": schema}, lang="javascript", max_depth=max_depth)
    script = (
        "const out = JSON.parse(input).map((text) => {"
        " const x = JSON.parse(text);"
        " return [m.isValidSchema(x), m.validateSchema(x).map((e) => [e.path, e.keyword])]; });"
        "console.log(JSON.stringify(out));"
    )
    return list(run_module(tmp_path, source, script, json.dumps(instances)))


def test_the_suite_passes_under_node_test_with_the_python_errors(tmp_path: Path) -> None:
    counts = build(tmp_path)
    assert counts == {"groups": SUITE_GROUPS, "tests": SUITE_TESTS}
    result = subprocess.run(
        [node(), "--test", str(REPOSITORY / "tests/js/suite.test.mjs")],
        env={"DSH_JS_CORPUS": str(tmp_path), "PATH": ""},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr
    groups = len(json.loads((tmp_path / "corpus.json").read_text(encoding="utf-8")))
    assert re.search(rf"^# pass {groups}$", result.stdout, re.M), result.stdout[-500:]
    assert re.search(r"^# fail 0$", result.stdout, re.M)


@pytest.mark.parametrize("formats", [False, True])
def test_the_module_is_standalone_and_deterministic(formats: bool) -> None:
    schema = {
        "properties": {"a": {"pattern": "^\\p{L}+$"}, "b": {"format": "idn-email"}},
        "oneOf": [{"type": "object", "format": "regex"}],
    }
    source = compile_module({"schema": schema}, lang="javascript", format_assertion=formats)
    assert source == compile_module({"schema": schema}, lang="javascript", format_assertion=formats)
    assert not re.search(r"^\s*import\b|\brequire\(|\beval\(|Function\(", source, re.M)
    assert source.isascii()
    assert ("function fmtIdnEmail(" in source) is formats


def test_prototype_property_names_are_ordinary_keys(tmp_path: Path) -> None:
    schema = {
        "properties": {"__proto__": {"type": "string"}},
        "required": ["constructor"],
        "additionalProperties": {"type": "integer"},
    }
    instances = [
        "{}",
        '{"constructor": 1}',
        '{"constructor": 1, "__proto__": 5}',
        '{"constructor": 1, "__proto__": "ok", "hasOwnProperty": "no", "toString": 2}',
    ]
    assert js_results(tmp_path, schema, instances) == [
        [False, [["", "required"]]],
        [True, []],
        [False, [["/__proto__", "type"]]],
        [False, [["/hasOwnProperty", "type"]]],
    ]


def test_lengths_count_code_points(tmp_path: Path) -> None:
    schema = {"minLength": 2, "maxLength": 2}
    instances = ['"\\ud83d\\udca9\\ud83d\\udca9"', '"\\ud83d\\udca9"', '"\\ud800x"', '"abc"']
    verdicts = [r[0] for r in js_results(tmp_path, schema, instances)]
    assert verdicts == [True, False, True, False]


def test_const_enum_and_unique_items_use_json_equality(tmp_path: Path) -> None:
    schema = {
        "prefixItems": [{"const": {"a": [1, {"b": None}]}}, {"enum": [[1, 2], {"x": 1.0}]}],
        "uniqueItems": True,
    }
    instances = [
        '[{"a": [1.0, {"b": null}]}, {"x": 1}]',
        '[{"a": [1, {"b": false}]}, [1, 2]]',
        '[{"a": [1, {"b": null}]}, [2, 1]]',
        '[{"a": [1, {"b": null}]}, {"x": 1}, {"a": [1, {"b": null}]}]',
        '[{"a": [1, {"b": null}]}, [1, 2], 1, true, "1", [true], [1]]',
    ]
    assert [r[0] for r in js_results(tmp_path, schema, instances)] == [
        True,
        False,
        False,
        False,
        True,
    ]
    keys = {"uniqueItems": True}
    pairs = ['[{"a": 1, "b": 2}, {"b": 2, "a": 1}]', "[1, 1.0]", "[0, -0]", "[1, true]"]
    assert [r[0] for r in js_results(tmp_path, keys, pairs)] == [False, False, False, True]


def test_integers_beyond_2_53_are_javascript_numbers(tmp_path: Path) -> None:
    """A JavaScript number is a double: JSON.parse rounds integers beyond 2^53 to the nearest
    one, so 2^53 + 1 arrives as 2^53. Validation is exact on the doubles it receives (the
    Python backend, with exact integers, tells these apart)."""
    schema = {
        "prefixItems": [{"const": 9007199254740993}, {"maximum": 9007199254740992}],
        "items": {"type": "integer", "multipleOf": 3},
    }
    instances = [
        "[9007199254740992]",  # equal to the rounded constant
        "[9007199254740993, 9007199254740993]",  # arrives as 2^53: not above the maximum
        "[0, 0, 1e300, 9007199254740993]",  # 1e300 is a multiple of 3; 2^53 is not
        "[0, 0, 12345678901234567891]",  # arrives as 12345678901234567168, not a multiple of 3
    ]
    assert [r[0] for r in js_results(tmp_path, schema, instances)] == [True, True, False, False]
    python = compile_validator(schema)
    assert not python.is_valid([9007199254740992])  # exact in Python


def test_decimal_multiple_of_is_exact(tmp_path: Path) -> None:
    schema = {"items": {"multipleOf": 0.0001}}
    instances = ["[0.0075, 1e-4, 12, 0.00751]"]
    result = js_results(tmp_path, schema, instances)
    assert result == [[False, [["/3", "multipleOf"]]]]


@pytest.mark.parametrize("name", ["L", "Lu", "Nd", "P", "Sc", "Mn", "Zs"])
def test_unicode_classes_are_the_pinned_tables(tmp_path: Path, name: str) -> None:
    """Every code point: the JavaScript pattern matches exactly the pinned category's."""
    source = compile_module({"schema": {"pattern": f"^\\p{{{name}}}$"}}, lang="javascript")
    script = (
        "const hits = [];"
        "for (let c = 0; c <= 0x10ffff; c++) {"
        " if (c >= 0xd800 && c <= 0xdfff) continue;"
        " if (!m.isValidSchema(String.fromCodePoint(c))) continue;"
        " if (hits.length && hits[hits.length - 1][1] === c - 1) hits[hits.length - 1][1] = c;"
        " else hits.push([c, c]); }"
        "console.log(JSON.stringify(hits));"
    )
    found = [tuple(pair) for pair in run_module(tmp_path, source, script)]
    expected = []
    for low, high in property_ranges(name):
        for part in ((low, min(high, 0xD7FF)), (max(low, 0xE000), high)):
            if part[0] <= part[1]:
                expected.append(part)
    merged: list[tuple[int, int]] = []
    for low, high in expected:
        if merged and merged[-1][1] == low - 1:
            merged[-1] = (merged[-1][0], high)
        else:
            merged.append((low, high))
    assert found == merged


def test_key_order_follows_javascript(tmp_path: Path) -> None:
    """JSON.parse puts integer-like keys first; both backends report in that order."""
    schema = {"additionalProperties": False}
    text = '{"b": 1, "10": 2, "a": 3, "2": 4}'
    paths = [p for p, _ in js_results(tmp_path, schema, [text])[0][1]]
    assert paths == ["/2", "/10", "/b", "/a"]
    python = compile_validator(schema)
    assert [e.path for e in python.validate(json.loads(text))] == paths


def _nested(levels: int, leaf: Any) -> Any:
    """`levels` arrays around `leaf`, built without recursion."""
    for _ in range(levels):
        leaf = [leaf]
    return leaf


def _chain(levels: int) -> Any:
    """`levels` objects, each the value of the key "a" of the one outside it."""
    value: Any = {}
    for _ in range(levels - 1):
        value = {"a": value}
    return value


DEEP = [
    ("[" * 999 + "]" * 999, _nested(998, [])),
    ("[" * 1000 + "]" * 1000, _nested(999, [])),
    ("[" * 1001 + "]" * 1001, _nested(1000, [])),
    ("[" * 1500 + "]" * 1500, _nested(1499, [])),
    ("[" * 100000 + "]" * 100000, _nested(99999, [])),
    ("[" * 1000 + "1" + "]" * 1000, _nested(1000, 1)),
    ('{"a":' * 999 + "{}" + "}" * 999, _chain(1000)),
    ('{"a":' * 1000 + "{}" + "}" * 1000, _chain(1001)),
    ("[[], " + "[" * 1200 + "]" * 1200 + "]", [[], _nested(1199, [])]),
    ("[" + "[" * 999 + "1" + "]" * 999 + ', "x"]', [_nested(999, 1), "x"]),
]
"""Instances around the depth limit (1,000 levels; the root is level 1), as JSON text for
node and as values for Python (whose `json` cannot read the deepest)."""


@pytest.mark.parametrize(
    "schema",
    [
        {"items": {"$ref": "#"}},
        {"type": "array", "items": {"$ref": "#"}, "maxItems": 1},
        {"properties": {"a": {"$ref": "#"}}, "unevaluatedProperties": False},
        {
            "anyOf": [
                {"items": {"$ref": "#"}, "type": "array"},
                {"additionalProperties": {"$ref": "#"}},
            ]
        },
        {"$dynamicAnchor": "n", "items": {"$dynamicRef": "#n"}},
        {"type": "array"},
    ],
)
def test_deep_instances_are_checked_to_1000_levels_as_in_python(
    tmp_path: Path, schema: Any
) -> None:
    """Up to 1,000 levels an instance is validated in full; a walk past that reports one
    `depth` error at the first value nested too deeply, exactly as the Python backend does."""
    source = compile_module({"schema": schema}, lang="javascript")
    script = (
        "console.log(JSON.stringify(JSON.parse(input).map((t) => { const x = JSON.parse(t);"
        " return [m.isValidSchema(x), m.validateSchema(x).map((e) =>"
        " [e.path, e.keyword, e.message, e.schemaPath])]; })));"
    )
    found = run_module(tmp_path, source, script, json.dumps([text for text, _ in DEEP]))
    python = compile_validator(schema, base=f"{DEFAULT_BASE}:schema")
    expected = [[python.is_valid(v), python_errors(python.validate, v)] for _, v in DEEP]
    assert found == expected
    if schema == {"items": {"$ref": "#"}}:
        verdicts = [True, True, False, False, False, True, True, True, False, True]
        assert [verdict for verdict, _ in found] == verdicts
        message = "nested too deeply to validate (more than 1000 levels)"
        assert found[2][1] == [["/0" * 1000, "depth", message, ""]]
        assert found[8][1] == [["/1" + "/0" * 999, "depth", message, ""]]


def _deep_schema(levels: int) -> dict[str, Any]:
    """A recursive schema whose cycle spans `levels` nested subschemas: `items` within
    `items`, the innermost referring to the root."""
    schema: dict[str, Any] = {"$ref": "#"}
    for _ in range(levels):
        schema = {"type": "array", "items": schema}
    return schema


@pytest.mark.parametrize(
    "schema",
    [
        {"items": {"$ref": "#"}},
        {"properties": {"a": {"$ref": "#"}}, "unevaluatedProperties": False},
        {"oneOf": [{"items": {"$ref": "#"}}, {"type": "object"}]},
        _deep_schema(300),
    ],
)
def test_the_depth_limit_does_not_depend_on_the_recursion_limit(
    tmp_path: Path, schema: Any
) -> None:
    """Depth is counted, not left to the interpreter's stack: a host that raises Python's
    recursion limit gets the same answers as one that does not, and as node: one `depth`
    error at the first value nested more than 1,000 levels deep."""
    source = compile_module({"schema": schema}, lang="javascript")
    script = (
        "console.log(JSON.stringify(JSON.parse(input).map((t) => { const x = JSON.parse(t);"
        " return [m.isValidSchema(x), m.validateSchema(x).map((e) =>"
        " [e.path, e.keyword, e.message, e.schemaPath])]; })));"
    )
    found = run_module(tmp_path, source, script, json.dumps([text for text, _ in DEEP]))
    python = compile_validator(schema, base=f"{DEFAULT_BASE}:schema")
    default = [[python.is_valid(v), python_errors(python.validate, v)] for _, v in DEEP]
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200_000)
    try:
        raised = [[python.is_valid(v), python_errors(python.validate, v)] for _, v in DEEP]
    finally:
        sys.setrecursionlimit(limit)
    assert default == raised == found
    message = "nested too deeply to validate (more than 1000 levels)"
    if "properties" in schema:  # the chain of 1,001 objects
        assert found[6] == [True, []]
        assert found[7] == [False, [["/a" * 1000, "depth", message, ""]]]
    else:  # 1,500 and 100,000 levels of arrays
        for deep in found[3:5]:
            assert deep == [False, [["/0" * 1000, "depth", message, ""]]]


def test_max_depth_is_the_instances_limit_too(tmp_path: Path) -> None:
    """`max_depth` (`--max-depth`) limits the instances as it limits the schemas, in both
    languages: 10 levels are validated in full, 11 are one `depth` error."""
    schema = {"items": {"$ref": "#"}}
    texts = ["[" * 10 + "]" * 10, "[" * 11 + "]" * 11, "[" * 10 + "1" + "]" * 10]
    source = compile_module({"schema": schema}, lang="javascript", max_depth=10)
    script = (
        "console.log(JSON.stringify(JSON.parse(input).map((t) => m.validateSchema(JSON.parse(t))"
        ".map((e) => [e.path, e.keyword, e.message, e.schemaPath]))));"
    )
    found = run_module(tmp_path, source, script, json.dumps(texts))
    python = compile_validator(schema, base=f"{DEFAULT_BASE}:schema", max_depth=10)
    assert found == [python_errors(python.validate, json.loads(t)) for t in texts]
    message = "nested too deeply to validate (more than 10 levels)"
    assert found == [[], [["/0" * 10, "depth", message, ""]], []]


@pytest.mark.parametrize(
    "schema",
    [{"uniqueItems": True}, {"items": {"$ref": "#"}, "uniqueItems": True}],
)
def test_unique_items_counts_the_levels_of_the_items_it_compares(
    tmp_path: Path, schema: Any
) -> None:
    """`uniqueItems` walks every array or object among the items (JSON equality needs all of
    them), so those levels count as any walk's do: an item nested past `max_depth` is one
    `depth` error in both languages, however different the items are and however many."""
    instances = [
        [_nested(9, 1), 2],  # 10 levels: validated in full
        [_nested(8, 1)] * 2,
        [_nested(10, 1), 2],  # 11 levels, whichever item it is
        [1, {"a": _nested(9, 1)}],
        [*range(40), [_nested(9, 1)]],
        [[1], [_nested(10, 1)]],
        [_nested(20, 1)],  # one item: nothing to compare
    ]
    found = js_results(tmp_path, schema, [json.dumps(i) for i in instances], max_depth=10)
    python = compile_validator(schema, base=f"{DEFAULT_BASE}:schema", max_depth=10)
    expected = [
        [python.is_valid(i), [[e.path, e.keyword] for e in python.validate(i)]] for i in instances
    ]
    assert found == expected
    if "items" not in schema:
        assert found == [
            [True, []],
            [False, [["", "uniqueItems"]]],
            [False, [["/0" * 10, "depth"]]],
            [False, [["/1/a" + "/0" * 8, "depth"]]],
            [False, [["/40" + "/0" * 9, "depth"]]],
            [False, [["/1" + "/0" * 9, "depth"]]],
            [True, []],
        ]


def test_python_and_javascript_agree_on_these_errors(tmp_path: Path) -> None:
    schema = {
        "type": "object",
        "properties": {"n": {"type": "integer", "minimum": 3}, "s": {"maxLength": 1}},
        "oneOf": [{"required": ["n"]}, {"required": ["s"]}],
        "unevaluatedProperties": False,
    }
    texts = ['{"n": 1.5, "s": "ab", "z": 1}', "{}", '{"n": 4}', '{"n": 2, "s": "x"}']
    found, expected = both_errors(tmp_path, schema, texts)
    assert found == expected


def both_errors(tmp_path: Path, schema: Any, texts: list[str]) -> tuple[Any, Any]:
    """The errors of each instance (JSON text) from the JavaScript module and from the Python
    one, each as [path, keyword, message, schemaPath]."""
    source = compile_module({"schema": schema}, lang="javascript")
    script = (
        "console.log(JSON.stringify(JSON.parse(input).map((t) => m.validateSchema(JSON.parse(t))"
        ".map((e) => [e.path, e.keyword, e.message, e.schemaPath]))));"
    )
    found = run_module(tmp_path, source, script, json.dumps(texts))
    python = compile_validator(schema, base=f"{DEFAULT_BASE}:schema")
    return found, [python_errors(python.validate, json.loads(t)) for t in texts]


def test_patterns_mean_the_same_in_both_backends(tmp_path: Path) -> None:
    """Random patterns the compiler accepts, as JavaScript literals, load in node and match
    exactly the strings their Python translation matches."""
    accepted = []
    for pattern in _random_patterns(16, 3000):
        try:
            accepted.append((js_pattern(pattern), re.compile(translate(pattern))))
        except UnsupportedPattern:
            continue
    assert len(accepted) > 300
    chooser = random.Random(16)
    alphabet = "()[]{}^$\\.*+?|-:<>=!ab,12kpPu/é\U0001f600\n \u00a0AΩ_"
    texts = ["".join(chooser.choice(alphabet) for _ in range(n % 7)) for n in range(200)]
    module = tmp_path / "patterns.mjs"
    literals = ",\n".join(literal for literal, _ in accepted)
    module.write_text(f"export const patterns = [\n{literals}\n];\n", encoding="utf-8")
    program = (
        f"import {{ patterns }} from {json.dumps(module.as_uri())};"
        "import { readFileSync } from 'node:fs';"
        "const texts = JSON.parse(readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(patterns.map((p) => texts.map((t) => p.test(t) ? 1 : 0)"
        ".join(''))));"
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program],
        input=json.dumps(texts),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    found = json.loads(result.stdout)
    for (literal, python), answers in zip(accepted, found, strict=True):
        expected = "".join("1" if python.search(t) else "0" for t in texts)
        assert answers == expected, literal


def tsc() -> str:
    found = REPOSITORY / "node_modules/.bin/tsc"
    if not found.exists():
        pytest.fail("typescript is not installed: run `make test` (it runs `npm ci`) or `npm ci`")
    return str(found)


def test_the_typescript_example_type_checks_against_the_declarations() -> None:
    result = subprocess.run(
        [node(), tsc(), "-p", str(REPOSITORY / "tests/js/tsconfig.json")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_declarations_reject_a_wrong_use(tmp_path: Path) -> None:
    module = json.dumps((REPOSITORY / "generated/validators.mjs").as_posix())
    (tmp_path / "wrong.mts").write_text(
        f"import {{ isValidScheduleView }} from {module};\n"
        "const x: unknown = {};\n"
        "if (isValidScheduleView(x)) { const n: number = x.prompt; console.log(n); }\n",
        encoding="utf-8",
    )
    config = json.loads((REPOSITORY / "tests/js/tsconfig.json").read_text(encoding="utf-8"))
    config["files"] = ["wrong.mts"]
    (tmp_path / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    result = subprocess.run(
        [node(), tsc(), "-p", str(tmp_path / "tsconfig.json")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0
    assert "error TS2322: Type 'string' is not assignable to type 'number'" in result.stdout


PLAIN = {
    "oneOf": [
        {"properties": {"a": {"type": "integer"}}, "required": ["a"]},
        {"properties": {"b": {"type": "string"}}, "required": ["b"]},
    ],
    "unevaluatedProperties": False,
}
"""No `$dynamicRef` below, but evaluated keys that depend on the instance: the inlined verdict
calls its general function, which is given a scope of its own."""


@pytest.mark.parametrize(
    "schema",
    [
        {
            "$dynamicAnchor": "node",
            "type": "object",
            "properties": {"plain": PLAIN, "kids": {"items": {"$dynamicRef": "#node"}}},
        },
        {
            "$id": "https://example.com/strict",
            "$dynamicAnchor": "node",
            "$ref": "tree",
            "properties": {"plain": PLAIN},
            "unevaluatedProperties": False,
            "$defs": {
                "tree": {
                    "$id": "tree",
                    "$dynamicAnchor": "node",
                    "type": "object",
                    "properties": {
                        "data": {"type": "integer"},
                        "kids": {"type": "array", "items": {"$dynamicRef": "#node"}},
                    },
                }
            },
        },
    ],
)
def test_a_dynamic_scope_leaves_the_schemas_it_cannot_change_inlined(
    tmp_path: Path, schema: Any
) -> None:
    """Under a dynamic scope (one resource holding the anchor, then two) the subschemas no
    `$dynamicRef` is reachable from take the inlined verdict, or have their checks spelled in
    place; every answer is still the Python backend's."""
    texts = [
        "{}",
        '{"plain": {"a": 1}}',
        '{"plain": {"a": 1, "c": 2}}',
        '{"plain": {"b": 1}}',
        '{"plain": {"a": 1, "b": "x"}}',
        '{"kids": [{"data": 1}, {"kids": [{"plain": {"b": "y"}}]}]}',
        '{"kids": [{"data": "no"}, {"kids": [{"extra": 1}]}]}',
        '{"kids": [{"plain": {"a": "x"}}], "extra": 1}',
        '{"kids": "no"}',
        "[]",
    ]
    source = compile_module({"schema": schema}, lang="javascript")
    inlined = r"^function v\d+\(x, d\)|^ +const x = x\d+;"
    assert re.search(inlined, source, re.MULTILINE)
    script = (
        "console.log(JSON.stringify(JSON.parse(input).map((t) => { const x = JSON.parse(t);"
        " return [m.isValidSchema(x), m.validateSchema(x).map((e) =>"
        " [e.path, e.keyword, e.message, e.schemaPath])]; })));"
    )
    found = run_module(tmp_path, source, script, json.dumps(texts))
    python = compile_validator(schema, base=f"{DEFAULT_BASE}:schema")
    expected = [
        [python.is_valid(json.loads(t)), python_errors(python.validate, json.loads(t))]
        for t in texts
    ]
    assert found == expected
    assert [verdict for verdict, _ in found].count(True) >= 3
