"""A compiled module holds each function once: no two private functions are alike but for
their names (and their local variables), in the generated modules and in one compiled here."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from dsh_schedule.compiler import compile_module, compile_validator
from dsh_schedule.compiler.backends import same
from dsh_schedule.compiler.backends.same import merge_same, rename
from tests.test_compile_javascript import run_module

ROOT = Path(__file__).resolve().parents[1]

# Two equal subschemas, each long enough to be a verdict function of its own, with names and
# a pattern that spell the module's own function names.
RECORD: dict[str, Any] = {
    "type": "object",
    "required": ["_v1", "name"],
    "properties": {
        "_v1": {"type": "string", "pattern": "^_v\\d\\(x\\)$"},
        "name": {"type": "string", "minLength": 2, "maxLength": 40},
        "size": {"type": "integer", "minimum": 1e5},
    },
}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "patternProperties": {"^p": {"$ref": "#/$defs/b"}},
    "additionalProperties": {"$ref": "#/$defs/a"},
    "$defs": {"a": RECORD, "b": dict(RECORD)},
}
INSTANCES: list[Any] = [
    {"p1": {"_v1": "_v3(x)", "name": "ab"}, "q": {"_v1": "_v4(x)", "name": "cd", "size": 100000}},
    {"p1": {"_v1": "_v3(y)", "name": "ab"}},
    {"q": {"_v1": "_v3(x)", "name": "a"}},
    {"q": {"_v1": "_v3(x)", "name": "ab", "size": 99999}},
    {"p": {"name": "ab"}, "q": []},
]
EXPECTED = [True, False, False, False, False]


def python_twins(source: str) -> list[list[str]]:
    """Private functions of `source` alike once their names and `vN` locals are made one."""
    groups: dict[str, list[str]] = {}
    for node_ in ast.parse(source).body:
        if isinstance(node_, ast.FunctionDef) and node_.name.startswith("_"):
            name = node_.name
            locals_: dict[str, str] = {}
            for inner in ast.walk(node_):
                if isinstance(inner, ast.Name) and inner.id == name:
                    inner.id = "SELF"
                elif isinstance(inner, ast.Name) and re.fullmatch(r"v\d+", inner.id):
                    inner.id = locals_.setdefault(inner.id, f"local{len(locals_)}")
            node_.name = "SELF"
            groups.setdefault(ast.dump(node_), []).append(name)
    return [names for names in groups.values() if len(names) > 1]


def javascript_twins(source: str) -> list[list[str]]:
    """The same for the functions a JavaScript module does not export."""
    groups: dict[str, list[str]] = {}
    for found in re.finditer(r"^function (\w+)\(.*?^}$", source, re.S | re.M):
        name = found.group(1)
        text = re.sub(rf"\b{name}\b", "SELF", found.group())
        locals_ = {v: f"L{i}" for i, v in enumerate(dict.fromkeys(re.findall(r"\bv\d+_", text)))}
        for variable, canonical in locals_.items():
            text = re.sub(rf"\b{variable}(?!\w)", canonical, text)
        groups.setdefault(text, []).append(name)
    return [names for names in groups.values() if len(names) > 1]


def test_the_generated_python_module_holds_each_function_once() -> None:
    source = (ROOT / "generated" / "validators.py").read_text(encoding="utf-8")
    assert python_twins(source) == []
    assert "def _esc(" in source and "_escape_key" not in source


def test_the_generated_javascript_module_holds_each_function_once() -> None:
    source = (ROOT / "generated" / "validators.mjs").read_text(encoding="utf-8")
    assert javascript_twins(source) == []


def test_equal_subschemas_share_one_function_and_still_decide_alike() -> None:
    source = compile_module({"schema": SCHEMA})
    assert python_twins(source) == []
    verdicts = re.findall(r"^def (_v\d+)\(", source, re.M)
    assert len(verdicts) == 2  # the schema's own, and one for both records
    compiled = compile_validator(SCHEMA)
    assert [compiled.is_valid(i) for i in INSTANCES] == EXPECTED
    assert [not compiled.validate(i) for i in INSTANCES] == EXPECTED


def test_equal_subschemas_share_one_javascript_function(tmp_path: Path) -> None:
    source = compile_module({"schema": SCHEMA}, lang="javascript")
    assert javascript_twins(source) == []
    script = (
        "const out = JSON.parse(input).map((x) =>"
        " [m.isValidSchema(x), m.validateSchema(x).length === 0]);"
        "console.log(JSON.stringify(out));"
    )
    found = run_module(tmp_path, source, script, json.dumps(INSTANCES))
    assert found == [[e, e] for e in EXPECTED]


def test_a_rename_leaves_strings_comments_attributes_and_numbers_alone() -> None:
    text = "x = e5(1e5, \"e5(\", 'e5', o.e5) + e5  # e5(\n"
    assert rename(text, {"e5": "e1"}, "#") == "x = e1(1e5, \"e5(\", 'e5', o.e5) + e1  # e5(\n"


def test_merging_reaches_the_callers_that_become_alike_and_spares_exports() -> None:
    first = ["def _a(x):", "    return (v1 := x)", ""]
    second = ["# the second", "def _b(x):", "    return (v2 := x)", ""]
    callers = ["def _ca(x):", "    return _a(x)", "", "def _cb(x):", "    return _b(x)", ""]

    def rest(b: str, cb: str) -> list[str]:
        return [
            *("def _cs(x):", f'    return {b}(x) or "_b"', ""),
            *("def pa(x):", "    return _ca(x)", ""),
            *("def pb(x):", f"    return {cb}(x)", ""),
        ]

    module = "\n".join([*first, *second, *callers, *rest("_b", "_cb")])
    expected = "\n".join([*first, *callers[:3], *rest("_a", "_ca")])
    assert merge_same(module, "#", "_", r"v\d+") == expected


def test_two_chains_that_become_alike_a_link_at_a_time_merge_in_one_comparison_a_function(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A deeply nested schema renders chains of functions that become alike only once the
    functions they call are merged, from the innermost out: each function is compared again
    only when one it calls is merged, so the work grows with the functions, not with their
    number squared (a module of 1,000 levels took minutes)."""
    depth = 400

    def chain(letter: str) -> list[str]:
        lines: list[str] = []
        for level in range(depth):
            call = f"_{letter}{level + 1}(v{level})" if level + 1 < depth else "True"
            lines += [f"def _{letter}{level}(v{level}):", f"    return {call}", ""]
        return lines

    exports = ["def pa(x):", "    return _a0(x)", "", "def pb(x):", "    return _b0(x)", ""]
    compared = 0
    shape = same._shape

    def counted(*arguments: Any) -> str:
        nonlocal compared
        compared += 1
        return shape(*arguments)

    monkeypatch.setattr(same, "_shape", counted)
    module = "\n".join([*chain("a"), *chain("b"), *exports])
    expected = "\n".join([*chain("a"), *exports[:3], "def pb(x):", "    return _a0(x)", ""])
    assert merge_same(module, "#", "_", r"v\d+") == expected
    assert compared <= 3 * 2 * depth


def _merged_pass_by_pass(text: str) -> str:
    """The plain reading of what merging means: compare every private function with those
    before it, merge, and do it all again until a pass merges nothing."""
    while True:
        lines = text.split("\n")
        starts = [i for i, line in enumerate(lines) if line.startswith("def ")]
        first: dict[str, str] = {}
        merged: dict[str, str] = {}
        dropped: set[int] = set()
        for start in starts:
            name = lines[start][4 : lines[start].index("(")]
            body = lines[start : start + 3]
            shape = rename("\n".join(body), {name: "@"}, "#")
            shape = re.sub(r"\bv\d+\b", "v", shape)  # each body holds one local, once
            if not name.startswith("_"):
                continue
            if shape in first:
                merged[name] = first[shape]
                dropped.update(range(start, start + 3))
            else:
                first[shape] = name
        if not merged:
            return text
        kept = "\n".join(line for i, line in enumerate(lines) if i not in dropped)
        text = rename(kept.rstrip("\n"), merged, "#") + "\n"


@st.composite
def _modules(draw: st.DrawFn) -> str:
    """Private functions each calling some of the later ones (or none, or itself), some
    exports, and a few bodies alike from the start."""
    count = draw(st.integers(1, 12))
    lines: list[str] = []
    for index in range(count):
        later = st.sampled_from([f"_f{k}" for k in range(index, count)])
        called = draw(st.lists(later, max_size=2))
        constant = draw(st.sampled_from(["0", "1"]))
        body = " + ".join([*(f"{name}(v{index})" for name in called), constant])
        lines += [f"def _f{index}(v{index}):", f"    return {body}", ""]
    for index in draw(st.lists(st.integers(0, count - 1), max_size=3)):
        lines += [f"def p{index}(x):", f"    return _f{index}(x)", ""]
    return "\n".join(lines) + "\n"


CALLERS_ALIKE_LATE = "".join(
    f"def _f{n}(v{n}):\n    return {body}\n\n"
    for n, body in enumerate(["_f3(v0) + 0", "_f2(v1) + 0", "0", "0"])
)
"""The first function becomes alike the second only once the fourth is merged: the first is
kept."""
CALLERS_OF_A_MERGED_FUNCTION_FOLLOW_IT = "".join(
    f"def _f{n}(v{n}):\n    return {body}\n\n"
    for n, body in enumerate(
        ["_f2(v0) + 0", "_f4(v1) + 0", "_f5(v2) + 1", "_f6(v3) + 1", "_f6(v4) + 1", "0", "0"]
    )
)
"""The fifth is merged into the fourth, which is merged into the third once the last is
merged: the second, which called the fifth, becomes alike the first only then."""


@given(_modules())
@example(CALLERS_ALIKE_LATE)
@example(CALLERS_OF_A_MERGED_FUNCTION_FOLLOW_IT)
def test_merging_keeps_what_merging_pass_by_pass_keeps(module: str) -> None:
    assert merge_same(module, "#", "_", r"v\d+") == _merged_pass_by_pass(module)
