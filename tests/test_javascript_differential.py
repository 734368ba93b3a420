"""Python and JavaScript give the same verdicts and the same errors (path, keyword, message,
schema path, in order) for the project's validators, rendered from one IR: on every value in
the conformance vectors and on Hypothesis-drawn instances. The JavaScript side is the
committed generated/validators.mjs (drift-checked by `generate --check`).

Instances reach node as JSON text and Python as the same objects, keys in the text's order:
both report in JavaScript's key order (array indices such as "0" and "12" first, ascending).
The suite's instances are compared by tests/test_compile_javascript.py.
"""

from __future__ import annotations

import json
import subprocess
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler.backends.javascript.module import export_name
from dsh_schedule.compiler.backends.python.module import render_module
from dsh_schedule.generator.outputs import ALL_SCHEMAS
from dsh_schedule.generator.project_ir import project_module
from dsh_schedule.generator.schema_files import load_schema_files
from tests.js_corpus import python_errors
from tests.test_compile_javascript import node

REPOSITORY = Path(__file__).resolve().parent.parent
MODULE = REPOSITORY / "generated/validators.mjs"


@cache
def python_validators() -> dict[str, Any]:
    schemas = load_schema_files(REPOSITORY / "schemas")
    with schemas.naming_files():
        module, _ = project_module(schemas, ALL_SCHEMAS)
    namespace = ModuleType("project_validators_from_ir")
    exec(compile(render_module(module), "<ir validators>", "exec"), namespace.__dict__)
    return {e.name: getattr(namespace, f"validate_{e.name}") for e in module.entries}


def javascript_errors(values: list[Any]) -> list[list[list[list[str]]]]:
    """For each value, for each validator (in python_validators() order): its errors."""
    names = [export_name(name) for name in python_validators()]
    program = (
        f"import * as m from {json.dumps(MODULE.as_uri())};"
        "import { readFileSync } from 'node:fs';"
        "const { names, texts } = JSON.parse(readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(texts.map((t) => { const x = JSON.parse(t);"
        " return names.map((n) => { const errors = m['validate' + n](x)"
        ".map((e) => [e.path, e.keyword, e.message, e.schemaPath]);"
        " if (m['isValid' + n](x) !== (errors.length === 0)) throw new Error(n + ': ' + t);"
        " return errors; }); })));"
    )
    texts = [json.dumps(value) for value in values]
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program],
        input=json.dumps({"names": names, "texts": texts}),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return list(json.loads(result.stdout))


def compare(values: list[Any]) -> int:
    """Assert both languages agree on every value; return how many (value, validator) pairs
    were valid, so a test can show its corpus reaches valid instances too."""
    validators = python_validators()
    found = javascript_errors(values)
    valid = 0
    for value, per_validator in zip(values, found, strict=True):
        for (name, validate), errors in zip(validators.items(), per_validator, strict=True):
            assert python_errors(validate, value) == errors, (name, value)
            valid += not errors
    return valid


def _walk(value: Any) -> list[Any]:
    found = [value]
    if isinstance(value, dict):
        for item in value.values():
            found += _walk(item)
    elif isinstance(value, list):
        for item in value:
            found += _walk(item)
    return found


@cache
def vector_values() -> list[Any]:
    """Every value (and every value inside one) of the conformance vectors, once each."""
    unique: dict[str, Any] = {}
    for path in sorted((REPOSITORY / "conformance").glob("*.json")):
        for value in _walk(json.loads(path.read_text(encoding="utf-8"))):
            unique.setdefault(json.dumps(value, sort_keys=False), value)
    return list(unique.values())


def test_the_conformance_vectors_values_get_the_same_errors() -> None:
    values = vector_values()
    assert len(values) > 1000
    assert compare(values) > 100


def _vocabulary() -> tuple[list[str], list[Any]]:
    keys: set[str] = set()
    constants: list[Any] = []
    for path in sorted((REPOSITORY / "schemas").rglob("*.json")):
        for value in _walk(json.loads(path.read_text(encoding="utf-8"))):
            if isinstance(value, dict):
                keys.update(value.get("properties", {}))
                if "const" in value:
                    constants.append(value["const"])
                constants += value.get("enum", [])
    return sorted(keys), constants


KEYS, CONSTANTS = _vocabulary()
# Keys JavaScript puts first when they are array indices ("0" up to 2**32 - 2), and near misses.
INDEX_KEYS = st.one_of(
    st.integers(0, 40).map(str),
    st.sampled_from(["01", "-1", "1.5", "1e3", " 1", "\u0661", "4294967294", "4294967295"]),
    st.integers(0, 2**33).map(str),
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**53), 2**53),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=6),
    st.sampled_from(["schedule-1", " x", "2026-01-01T00:00:00.000Z", "after", "\u00a0"]),
    st.sampled_from(CONSTANTS),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.one_of(st.sampled_from(KEYS), st.text(max_size=3), INDEX_KEYS), inner, max_size=6
        ),
    ),
    max_leaves=12,
)


def _mutated(value: Any, draw: Any) -> Any:
    """A valid vector value with one key dropped or replaced, or keys added (integer-like
    ones among them, which JavaScript visits first)."""
    if not isinstance(value, dict) or not value:
        return value
    changed = dict(value)
    key = draw(st.sampled_from(sorted(changed)))
    action = draw(st.sampled_from(["drop", "replace", "add"]))
    if action == "drop":
        del changed[key]
    elif action == "replace":
        changed[key] = draw(VALUES)
    else:
        for name in draw(
            st.lists(st.one_of(st.sampled_from(KEYS), INDEX_KEYS), min_size=1, max_size=2)
        ):
            changed[name] = draw(VALUES)
    return changed


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_hypothesis_instances_get_the_same_errors(data: st.DataObject) -> None:
    drawn = data.draw(st.lists(VALUES, min_size=60, max_size=60))
    bases = data.draw(st.lists(st.sampled_from(vector_values()), min_size=60, max_size=60))
    drawn += [_mutated(value, data.draw) for value in bases]
    compare(drawn)


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_integer_like_keys_get_the_same_errors_in_the_same_order(data: st.DataObject) -> None:
    """Objects whose keys are array indices, out of order among other keys, at the top and one
    level down: the errors come in JavaScript's key order from both backends."""
    keyed = st.dictionaries(
        st.one_of(INDEX_KEYS, st.sampled_from(KEYS)), SCALARS, min_size=2, max_size=4
    )
    bases = data.draw(st.lists(st.sampled_from(vector_values()), min_size=25, max_size=25))
    values: list[Any] = data.draw(st.lists(keyed, min_size=25, max_size=25))
    for base in bases:
        if isinstance(base, dict):
            extra = data.draw(keyed)
            inner = data.draw(st.sampled_from(sorted(base))) if base else None
            base = {**base, **extra}
            if inner is not None and isinstance(base[inner], dict):
                base[inner] = {**base[inner], **data.draw(keyed)}
        values.append(base)
    compare(values)
