"""Patterns in linear time: `pattern` and `patternProperties` keys become automata (or host
regexes proven linear), in Python and JavaScript, meaning what ECMA-262 says; lookaround is
refused unless `--allow-backtracking`."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import time
from bisect import bisect_right
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler import compile_module, compile_validator
from dsh_schedule.compiler.ecma_regex import UnsupportedPattern, translate
from dsh_schedule.compiler.errors import SchemaError
from dsh_schedule.compiler.regex_automaton import Automaton
from dsh_schedule.compiler.regex_runtime import CACHE, JAVASCRIPT, PYTHON
from dsh_schedule.compiler.regex_tree import (
    Alt,
    Assert,
    Chars,
    Node,
    Repeat,
    Seq,
    host_is_linear,
    parse,
)
from tests.support.pythons import python_of
from tests.test_compile_javascript import node
from tests.test_pattern_length import INSTANT

EVIL = "^(a+)+$"
EVIL_TEXT = "a" * 10000 + "!"
ATOMS = ["a", "b", ".", "[ab]", "[^a]", "\\d", "\\s", "\\w", "\\W", "é", "😀", "\\n", "x"]
ASSERTIONS = ["^", "$", "\\b", "\\B"]
QUANTIFIERS = ["*", "+", "?", "{2}", "{0,2}", "{1,}", "*?", "+?", "{1,3}?"]
ALPHABET = "ab x\né😀_1\u00a0-"


def random_pattern(chooser: random.Random, depth: int = 3) -> str:
    """A random ECMA-262 pattern over ATOMS with groups, alternation, assertions and
    quantifiers (nested quantifiers included: the shapes that make engines backtrack)."""
    pieces = []
    for _ in range(chooser.randint(1, 4)):
        roll = chooser.random()
        if roll < 0.15:
            pieces.append(chooser.choice(ASSERTIONS))
            continue
        if roll < 0.45 and depth > 0:
            options = [random_pattern(chooser, depth - 1) for _ in range(chooser.randint(1, 3))]
            atom = "(?:" + "|".join(options) + ")"
        else:
            atom = chooser.choice(ATOMS)
        if chooser.random() < 0.4:
            atom += chooser.choice(QUANTIFIERS)
        pieces.append(atom)
    return "".join(pieces)


def python_automaton(pattern: str) -> Any:
    """The pattern's automaton under the Python runtime the modules carry, whatever the host
    engine could do."""
    scope: dict[str, Any] = {"Any": Any, "bisect_right": bisect_right}
    exec(PYTHON, scope)
    return eval(Automaton(parse(pattern)).python_source(), scope)


def test_a_nested_quantifier_takes_linear_time_in_python() -> None:
    validator = compile_validator({"pattern": EVIL})
    assert "_Automaton(" in validator.source
    started = time.perf_counter()
    assert not validator.is_valid(EVIL_TEXT)
    assert validator.validate(EVIL_TEXT)[0].keyword == "pattern"
    assert time.perf_counter() - started < 1.0
    assert validator.is_valid("a" * 10000)


def test_a_nested_quantifier_takes_linear_time_in_javascript(tmp_path: Path) -> None:
    module = tmp_path / "evil.mjs"
    schema = {"pattern": EVIL, "patternProperties": {EVIL: {"type": "integer"}}}
    module.write_text(compile_module({"evil": schema}, lang="javascript"), encoding="utf-8")
    program = (
        f"import * as m from {json.dumps(module.as_uri())};"
        f"const text = 'a'.repeat(10000) + '!';"
        "const started = performance.now();"
        "const answers = [m.isValidEvil(text), m.validateEvil(text).length,"
        " m.isValidEvil({[text]: 'x'}), m.isValidEvil('a'.repeat(10000))];"
        "console.log(JSON.stringify([answers, performance.now() - started]));"
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    answers, elapsed = json.loads(result.stdout)
    assert answers == [False, 1, True, True]
    assert elapsed < 1000


def test_the_host_engine_runs_only_the_patterns_proven_linear() -> None:
    proven = [
        "^[a-z]+$",
        "^[A-Za-z0-9_+-]+(?:/[A-Za-z0-9_+-]+)*$",  # the project's zone names
        "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",
        INSTANT,  # loop-free: the host engine, after the length test
        "^[a-z]*[0-9]+$",
        "(?:a|ab)(?:c|abc){3}",  # loop-free: a bounded number of ways through
        "^a+?b$",
        "f.*",  # a class repeated at the end: nothing after it can fail
        "ab*c*",
        "x|[0-9]{2,}",
    ]
    refused = [
        EVIL,
        "a+b",  # unanchored: every start position may read to the end
        "f.*o",
        "a(?:bc*)*",  # what ends the pattern repeats more than one class
        "^a*a$",  # the loop and what follows it both read `a`
        "^(?:a|ab)*$",  # two alternatives read `a`
        "^(?:a?)*$",  # a repeated body that matches empty
        "^\\bx+$",  # word boundaries are outside the proof
        "^a+^b",  # `^` not first
        "(?:a|b){9}",  # 512 ways through
    ]
    assert [host_is_linear(parse(p)) for p in proven] == [True] * len(proven)
    assert [host_is_linear(parse(p)) for p in refused] == [False] * len(refused)


@pytest.mark.parametrize("pattern", ["^[a-z]*[0-9]+$", "^(?:x[ab]+)*y$", "(?:a|ab)(?:c|abc){3}"])
def test_a_pattern_proven_linear_is_fast_in_re_on_inputs_built_to_backtrack(pattern: str) -> None:
    assert host_is_linear(parse(pattern))
    regex = re.compile(translate(pattern))
    started = time.perf_counter()
    for text in ("a" * 100_000 + "!", "xab" * 30_000 + "x!", "ab" * 50_000):
        regex.search(text)
    assert time.perf_counter() - started < 1.0


def backtracking_steps(node: Node, text: str) -> int:
    """The steps a backtracking engine with ECMA-262's semantics (each start position, each
    choice in order, an iteration past the minimum must read something) takes to search."""
    steps = 0

    def match(node: Node, at: int, then: Callable[[int], bool]) -> bool:
        nonlocal steps
        steps += 1
        if isinstance(node, Chars):
            point = ord(text[at]) if at < len(text) else -1
            return any(low <= point <= high for low, high in node.ranges) and then(at + 1)
        if isinstance(node, Assert):
            assert node.kind in "^$"
            return at == (0 if node.kind == "^" else len(text)) and then(at)
        if isinstance(node, Seq):
            return sequence(node.items, at, then)
        if isinstance(node, Alt):
            return any(match(option, at, then) for option in node.options)
        return repeat(node, 0, at, then)

    def sequence(items: tuple[Node, ...], at: int, then: Callable[[int], bool]) -> bool:
        if not items:
            return then(at)
        return match(items[0], at, lambda end: sequence(items[1:], end, then))

    def repeat(node: Repeat, count: int, at: int, then: Callable[[int], bool]) -> bool:
        if count < node.low:
            return match(node.body, at, lambda end: repeat(node, count + 1, end, then))
        if count == node.high:
            return then(at)
        more = match(node.body, at, lambda end: end != at and repeat(node, count + 1, end, then))
        return more or then(at)

    for start in range(len(text) + 1):
        if match(node, start, lambda _: True):
            break
    return steps


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.text("ab1 _é", min_size=1, max_size=3))
def test_a_pattern_proven_linear_takes_linear_steps_to_backtrack(
    chooser: random.Random, piece: str
) -> None:
    """The proof of `host_is_linear`, checked: on a text twice as long (a repeated piece and
    a character that spoils a match at the end), a backtracking search takes about twice the
    steps, never the four times of a quadratic search or more."""
    pattern = random_pattern(chooser)
    try:
        node = parse(pattern)
        translate(pattern)
    except UnsupportedPattern:
        return
    if not host_is_linear(node) or "\\b" in pattern or "\\B" in pattern:
        return
    short, long = (backtracking_steps(node, piece * count + "!") for count in (20, 40))
    assert long <= 2.2 * short + 40 * len(pattern), (pattern, piece, short, long)


@settings(max_examples=400, deadline=None)
@given(st.randoms(use_true_random=False), st.lists(st.text(ALPHABET, max_size=10), max_size=8))
def test_the_automaton_matches_what_re_matches(chooser: random.Random, texts: list[str]) -> None:
    pattern = random_pattern(chooser)
    try:
        regex = re.compile(translate(pattern))
    except UnsupportedPattern:
        return
    automaton = python_automaton(pattern)
    for text in texts:
        assert (automaton.search(text) is not None) == (regex.search(text) is not None), (
            pattern,
            text,
        )


def test_the_automaton_cache_is_bounded_and_still_right() -> None:
    """A pattern whose DFA has thousands of states: the cache starts again past CACHE."""
    pattern = "(?:a|b)*a(?:a|b){11}c"
    automaton = python_automaton(pattern)
    regex = re.compile(translate(pattern))
    chooser = random.Random(5)
    texts = ["".join(chooser.choice("ab") for _ in range(3000)) + c for c in "cd" * 5]
    for text in texts:
        assert (automaton.search(text) is not None) == (regex.search(text) is not None)
        assert len(automaton.cache[0]) <= CACHE


def test_python_and_node_agree_with_node_regexp_on_random_patterns(tmp_path: Path) -> None:
    """Each random pattern as an automaton in both runtimes and as `new RegExp(p, "u")` in
    node: the three give the same answer on every text (and `re` on its translation too);
    the last automaton, whose DFA outgrows the cache, on long texts as well."""
    chooser = random.Random(32)
    patterns: list[str] = []
    while len(patterns) < 400:
        pattern = random_pattern(chooser)
        try:
            translate(pattern)
        except UnsupportedPattern:
            continue
        patterns.append(pattern)
    patterns.append("(?:a|b)*a(?:a|b){11}c")
    texts = ["".join(chooser.choice(ALPHABET) for _ in range(n % 9)) for n in range(60)]
    tails = ("a" + "b" * 11 + "c", "b" * 12 + "c", "a" * 12 + "d", "a" * 11 + "bc")
    long_texts = ["".join(chooser.choice("ab") for _ in range(2000)) + tail for tail in tails]
    sources = ",\n".join(Automaton(parse(p)).javascript_source() for p in patterns)
    module = tmp_path / "automata.mjs"
    module.write_text(f"{JAVASCRIPT}\nexport const automata = [\n{sources}\n];\n", encoding="utf-8")
    program = (
        f"import {{ automata }} from {json.dumps(module.as_uri())};"
        "import { readFileSync } from 'node:fs';"
        "const [patterns, texts, long] = JSON.parse(readFileSync(0, 'utf8'));"
        "const answers = patterns.map((p, i) => {"
        " const r = new RegExp(p, 'u');"
        " return texts.map((t) => (automata[i].test(t) ? '1' : '0') + (r.test(t) ? '1' : '0'))"
        ".join(' '); });"
        "answers.push(long.map((t) => (automata.at(-1).test(t) ? '1' : '0')).join(''));"
        "console.log(JSON.stringify(answers));"
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program],
        input=json.dumps([patterns, texts, long_texts]),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    found = json.loads(result.stdout)
    for pattern, answers in zip(patterns, found, strict=False):
        automaton, regex = python_automaton(pattern), re.compile(translate(pattern))
        expected = []
        for text in texts:
            matched = automaton.search(text) is not None
            assert matched == (regex.search(text) is not None), (pattern, text)
            expected.append("11" if matched else "00")
        assert answers == " ".join(expected), pattern
    regex = re.compile(translate(patterns[-1]))
    assert found[-1] == "".join("1" if regex.search(t) else "0" for t in long_texts) == "1001"


def test_lookaround_is_refused_naming_the_schema_path() -> None:
    with pytest.raises(SchemaError, match=r"#/pattern: .*lookaround.*--allow-backtracking"):
        compile_module({"s": {"pattern": "a(?=b)"}})
    where = r"#/properties/k/patternProperties: .*lookaround"
    with pytest.raises(SchemaError, match=where):
        compile_module({"s": {"properties": {"k": {"patternProperties": {"(?<!a)b": {}}}}}})


def test_allow_backtracking_matches_lookaround_with_the_host_engine(tmp_path: Path) -> None:
    schema = {"pattern": "^a(?=b)", "patternProperties": {"(?<!x)y": {"type": "integer"}}}
    source = compile_module({"s": schema}, allow_backtracking=True)
    scope: dict[str, Any] = {}
    exec(compile(source, "<lookaround>", "exec"), scope)
    valid = scope["is_valid_s"]
    assert [valid(t) for t in ("ab", "ac", "b")] == [True, False, False]
    assert [valid({k: "v"}) for k in ("y", "xy", "zy")] == [False, True, False]
    module = tmp_path / "look.mjs"
    javascript = compile_module({"s": schema}, lang="javascript", allow_backtracking=True)
    module.write_text(javascript, encoding="utf-8")
    program = (
        f"import * as m from {json.dumps(module.as_uri())};"
        "console.log(JSON.stringify([['ab', 'ac', 'b'].map(m.isValidS),"
        " ['y', 'xy', 'zy'].map((k) => m.isValidS({[k]: 'v'}))]));"
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program], capture_output=True, text=True, timeout=60
    )
    assert json.loads(result.stdout) == [[True, False, False], [False, True, False]]


def test_the_compile_command_refuses_lookaround_unless_allowed(tmp_path: Path) -> None:
    schema = tmp_path / "look.json"
    schema.write_text('{"pattern": "a(?!b)"}', encoding="utf-8")
    command = [str(Path(".venv/bin/dsh-schedule").resolve()), "compile", str(schema)]
    refused = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2
    assert refused.stdout == ""
    assert refused.stderr.count("\n") == 1
    assert "#/pattern: pattern 'a(?!b)': a lookaround assertion at offset 1" in refused.stderr
    allowed = subprocess.run(
        [*command, "--allow-backtracking"], capture_output=True, text=True, timeout=60
    )
    assert allowed.returncode == 0, allowed.stderr
    assert 're.compile("a(?!b)")' in allowed.stdout


def test_a_pattern_whose_automaton_is_too_large_is_refused_naming_the_schema_path() -> None:
    with pytest.raises(SchemaError, match=r"#/properties/k/pattern: .*too large .*20000 states"):
        compile_module({"s": {"properties": {"k": {"pattern": "a*a{30000}"}}}})


def test_a_module_with_automata_is_typed_for_mypy_strict(tmp_path: Path) -> None:
    schema = {"pattern": EVIL, "patternProperties": {"\\bx+y": {"type": "integer"}}}
    source = compile_module({"evil": schema})
    assert source.count(" = _Automaton(") == 2
    (tmp_path / "evil.py").write_text(source, encoding="utf-8")
    command = ["-m", "mypy", "--strict", "--no-incremental", "--cache-dir", os.devnull]
    result = subprocess.run([sys.executable, *command, str(tmp_path)], capture_output=True)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()


BACK_REFERENCES = ["^(a|b)\\1$", "(?:(x)|y)\\1z", "^(?<q>['\"]).*\\k<q>$", "((a)b)\\2\\1"]


def test_back_references_are_refused_unless_allowed_then_mean_what_node_says(
    tmp_path: Path,
) -> None:
    with pytest.raises(SchemaError, match=r"#/pattern: .*a back-reference at offset 6"):
        compile_module({"s": {"pattern": BACK_REFERENCES[0]}})
    with pytest.raises(SchemaError, match="inside a repetition"):
        compile_module({"s": {"pattern": "(a)*\\1"}}, allow_backtracking=True)
    schemas = {f"p{i}": {"pattern": p} for i, p in enumerate(BACK_REFERENCES)}
    texts = ["aa", "ab", "bb", "yz", "xxz", "xz", "'a'", "\"a'", "abab", "abba", "''"]
    scope: dict[str, Any] = {}
    exec(compile(compile_module(schemas, allow_backtracking=True), "<refs>", "exec"), scope)
    python = [[scope[f"is_valid_p{i}"](t) for t in texts] for i in range(len(schemas))]
    module = tmp_path / "refs.mjs"
    source = compile_module(schemas, lang="javascript", allow_backtracking=True)
    module.write_text(source, encoding="utf-8")
    program = (
        f"import * as m from {json.dumps(module.as_uri())};"
        f"const texts = {json.dumps(texts)};"
        f"const patterns = {json.dumps(BACK_REFERENCES)};"
        "console.log(JSON.stringify([patterns.map((_, i) => texts.map(m[`isValidP${i}`])),"
        " patterns.map((p) => texts.map((t) => new RegExp(p, 'u').test(t)))]));"
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program], capture_output=True, text=True, timeout=60
    )
    javascript, reference = json.loads(result.stdout)
    assert python == javascript == reference
    assert python[1] == [False, False, False, True, True, False, False, False, False, False, False]


def test_a_module_with_automata_runs_on_the_python_floor(tmp_path: Path) -> None:
    schema = {"pattern": EVIL, "patternProperties": {"\\bfo+\\b": {"type": "integer"}}}
    source = compile_module({"evil": schema})
    assert "Python 3.8 or newer" in " ".join(source.split())
    (tmp_path / "evil.py").write_text(source, encoding="utf-8")
    instances = ["aaa", EVIL_TEXT, {"a foo": "x"}, {"afoo": "x"}, {"foo!": 1}, "😀a"]
    program = (
        f"import json, sys; sys.path.insert(0, {str(tmp_path)!r}); import evil;"
        f"print(json.dumps([evil.is_valid_evil(i) for i in {instances!r}]))"
    )
    for python in (python_of((3, 8)), sys.executable):
        result = subprocess.run([python, "-S", "-I", "-c", program], capture_output=True)
        assert result.returncode == 0, result.stderr.decode()
        assert json.loads(result.stdout) == [True, False, False, True, True, False]
