"""The `.d.ts` the compiler writes for anyone's schema: valid TypeScript, and never narrower
than the schema. Each schema's valid instances (checked by the compiled validator) are written
as literals of the declared type and compiled with `tsc --noEmit`: a type that left out what
the schema allows would refuse one. Names stay identifiers and never clash.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

from dsh_schedule.compiler import compile_validator
from dsh_schedule.compiler.compile_schema import compile_javascript
from tests.test_compile_javascript import REPOSITORY, node, tsc

CASES: list[tuple[str, Any, list[Any]]] = [
    (
        "tuple",
        {
            "title": "Array",
            "type": "array",
            "prefixItems": [{"type": "string"}],
            "items": {"type": "number"},
        },
        [["a", 1, 2], []],
    ),
    (
        "indexed",
        {
            "title": "2nd ValidationError",
            "type": "object",
            "properties": {"a": {"type": "string"}},
            "patternProperties": {"^x": {"type": "number"}},
            "additionalProperties": {"type": "boolean"},
        },
        [{"a": "s", "x1": 1, "z": True}],
    ),
    (
        "patterned",
        {
            "type": "object",
            "patternProperties": {"^x": {"type": "number"}},
            "additionalProperties": False,
        },
        [{"x": 1}, {}],
    ),
    ("nothing", {"title": "ValidationError", "enum": []}, []),
    (
        "linked",
        {
            "type": "object",
            "properties": {"next": {"$ref": "#/$defs/node"}},
            "$defs": {
                "node": {
                    "type": ["object", "null"],
                    "properties": {"next": {"$ref": "#/$defs/node"}, "value": {"type": "integer"}},
                }
            },
        },
        [{"next": {"value": 1, "next": {"next": None}}}],
    ),
    (
        "constant",
        {"const": {"a": [1, "x", None], "b": {"c": True}}},
        [{"a": [1, "x", None], "b": {"c": True}}],
    ),
    (
        "names",
        {
            "type": "object",
            "properties": {"__proto__": {"type": "string"}, "a-b": {"type": "integer"}},
            "required": ["a-b"],
        },
        [{"a-b": 1}],
    ),
    ("tree", {"type": "array", "items": {"$ref": "#"}}, [[], [[], [[]]]]),
    ("text", {"enum": ["é\u2028", "*/", 1.5]}, ["é\u2028", "*/", 1.5]),
]


def test_declarations_admit_every_valid_instance(tmp_path: Path) -> None:
    checks = []
    for name, schema, instances in CASES:
        validator = compile_validator(schema)
        assert all(validator.is_valid(value) for value in instances), name
        script, types = compile_javascript({name: schema})
        (tmp_path / f"{name}.mjs").write_text(script, encoding="utf-8")
        (tmp_path / f"{name}.d.ts").write_text(types, encoding="utf-8")
        public = name[:1].upper() + name[1:]
        found = re.search(rf"isValid{public}\(instance: unknown\): instance is (\w+);", types)
        assert found is not None, types
        checks.append(f'import type {{ {found[1]} as {public} }} from "./{name}.js";')
        for number, value in enumerate(instances):
            literal = json.dumps(value, ensure_ascii=False)
            checks.append(f"export const {name}{number}: {public} = {literal};")
    (tmp_path / "check.mts").write_text("\n".join(checks) + "\n", encoding="utf-8")
    config = json.loads((REPOSITORY / "tests/js/tsconfig.json").read_text(encoding="utf-8"))
    config["files"] = ["check.mts"]
    (tmp_path / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    result = subprocess.run(
        [node(), tsc(), "-p", str(tmp_path / "tsconfig.json")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout


def test_type_names_are_identifiers_that_never_clash() -> None:
    item = {"title": "Item", "type": "string"}
    _, types = compile_javascript(
        {"one": item, "two": {**item, "minLength": 1}, "three": {"title": "3 things"}}
    )
    assert "isValidOne(instance: unknown): instance is Item;" in types
    assert "isValidTwo(instance: unknown): instance is Item2;" in types
    assert "isValidThree(instance: unknown): instance is T3Things;" in types
    _, types = compile_javascript({"record": {"title": "Record", "type": "object"}})
    assert "instance is Record2;" in types
