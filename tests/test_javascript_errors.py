"""The JavaScript module's error paths, each key escaped as a JSON pointer token, and its
messages that name what the instance holds: made in advance for each JSON type, yet the same as
the Python module's, and a value JSON cannot hold still named by its `typeof`.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from dsh_schedule.compiler import compile_module
from tests.test_compile_javascript import both_errors, run_module

VALUES = ["true", "1", "1.5", '"text"', "null", "[1]", '{"a": 1}']


def test_a_type_error_names_the_json_type_of_the_value(tmp_path: Path) -> None:
    schema = {"properties": {"a": {"type": "boolean"}}, "items": {"type": "string"}}
    # each value at a key and as an item
    instances = [f'{{"a": {v}}}' for v in VALUES] + [f"[{v}]" for v in VALUES]
    found, expected = both_errors(tmp_path, schema, instances)
    assert found == expected
    assert [errors[0][2] if errors else None for errors in found[: len(VALUES)]] == [
        None,
        "expected boolean, got integer",
        "expected boolean, got number",
        "expected boolean, got string",
        "expected boolean, got null",
        "expected boolean, got array",
        "expected boolean, got object",
    ]


def test_a_value_json_cannot_hold_is_named_by_its_typeof(tmp_path: Path) -> None:
    source = compile_module({"schema": {"type": "integer"}}, lang="javascript")
    script = (
        "console.log(JSON.stringify([undefined, () => 1, 1n].map((x) =>"
        " m.validateSchema(x).map((e) => e.message))));"
    )
    found = run_module(tmp_path, source, script)
    assert found == [
        ["expected integer, got undefined"],
        ["expected integer, got function"],
        ["expected integer, got bigint"],
    ]


def test_a_key_enters_an_errors_path_escaped_as_a_json_pointer(tmp_path: Path) -> None:
    schema = {"properties": {"x": True}, "additionalProperties": False}
    instance = {"x": 1, "a/b~c": 1, "~": 2, "/": 3, "plain": 4, "": 5, "~1": 6}
    found, expected = both_errors(tmp_path, schema, [json.dumps(instance)])
    assert found == expected
    assert [error[0] for error in found[0]] == ["/a~1b~0c", "/~0", "/~1", "/plain", "/", "/~01"]


def test_a_keys_path_is_spelled_once_and_then_reused(tmp_path: Path) -> None:
    """The second error at the same key reads none of its characters again: its `/` and
    escaped token are the ones spelled for the first (counted by `charCodeAt`)."""
    schema = {"properties": {"x": True}, "additionalProperties": False}
    source = compile_module({"schema": schema}, lang="javascript")
    script = """
const read = String.prototype.charCodeAt;
let reads = 0;
String.prototype.charCodeAt = function (i) { reads++; return read.call(this, i); };
const counted = [];
const paths = [];
for (const text of ['{"a/b": 1}', '{"a/b": 2, "plain": 3}']) {
  reads = 0;
  paths.push(m.validateSchema(JSON.parse(text)).map((e) => e.path));
  counted.push(reads);
}
String.prototype.charCodeAt = read;
console.log(JSON.stringify({ counted, paths }));
"""
    found = run_module(tmp_path, source, script)
    assert found["paths"] == [["/a~1b"], ["/a~1b", "/plain"]]
    # "a/b" is read once, in the first walk; the second reads only "plain"
    assert found["counted"] == [2, 5]


def test_paths_past_the_keys_and_indices_kept_are_spelled_as_well(tmp_path: Path) -> None:
    """Segments are kept for the first 1,000 keys and indices; later ones are spelled each
    time, the same as the Python module's."""
    keys = [f"k{i}" for i in range(1_000)] + ["a/b", "~", "late"]
    objects = json.dumps({key: 1 for key in keys})
    schema = {"additionalProperties": False, "items": {"type": "string"}}
    found, expected = both_errors(tmp_path, schema, [objects, json.dumps(list(range(1_003)))])
    assert found == expected
    assert [error[0] for error in found[0][-3:]] == ["/a~1b", "/~0", "/late"]
    assert [error[0] for error in found[1][-3:]] == ["/1000", "/1001", "/1002"]


@pytest.mark.parametrize("alternatives", [2, 4, 5])
def test_a_oneof_lists_every_alternative_that_held(tmp_path: Path, alternatives: int) -> None:
    """Each subset of alternatives that hold is named in the oneOf's error, the same as the
    Python module's; up to four alternatives the messages are made in advance, one for each
    subset, so none is spelled while validating."""
    schema = {"oneOf": [{"required": [f"k{i}"]} for i in range(alternatives)]}
    subsets = [
        [i for i in range(alternatives) if mask >> i & 1] for mask in range(1 << alternatives)
    ]
    instances = [json.dumps({f"k{i}": 1 for i in subset}) for subset in subsets]
    found, expected = both_errors(tmp_path, schema, instances)
    assert found == expected
    for subset, errors in zip(subsets, found, strict=True):
        if len(subset) == 1:
            assert errors == []
            continue
        listed = ", ".join(map(str, subset))
        message = (
            f"valid against alternatives [{listed}], but exactly one is allowed"
            if subset
            else f"valid against none of the {alternatives} alternatives"
        )
        assert errors[0][:3] == ["", "oneOf", message]
    source = compile_module({"schema": schema}, lang="javascript")
    [function] = re.findall(r"^function e0\(.*?^}$", source, re.MULTILINE | re.DOTALL)
    assert ('listed + ", ' in function) == (alternatives > 4)
