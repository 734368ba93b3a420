"""The JavaScript format checkers against the Python ones: the same verdicts and the same
errors (path, keyword, message, schema path) on the suite's strings under every format, on
random A-labels and patterns, on near misses of valid values per format, on the boundaries
each checker draws, and on Hypothesis strings per format (DSH_FUZZ_EXAMPLES runs more). Both
sides are compiled modules: one schema asserting every format, in Python and as an ES module
run by node.

The checkers are also checked for what they hold: each format's source alone loads in node,
holds nothing its format does not reach, and does not depend on the order formats are asked.
"""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dsh_schedule.compiler import DEFAULT_BASE, compile_module, compile_validator
from dsh_schedule.compiler.format_checks import FORMAT_FUNCTIONS
from dsh_schedule.compiler.format_checks_js import JS_FORMAT_FUNCTIONS, js_source_for
from dsh_schedule.compiler.format_checks_js.emit import definitions
from tests.js_corpus import python_errors
from tests.test_compile_javascript import node, schema_errors_under_node
from tests.test_format_properties import PIECES, _random_labels, _random_patterns
from tests.test_format_suite import CASES

FORMATS = sorted(FORMAT_FUNCTIONS)
EXAMPLES_PER_RUN = int(os.environ.get("DSH_FUZZ_EXAMPLES", "8"))
SCHEMA = {"properties": {name: {"format": name} for name in FORMATS}}


@pytest.fixture(scope="module")
def module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The schema asserting every format, compiled to an ES module."""
    path = tmp_path_factory.mktemp("formats") / "formats.mjs"
    source = compile_module({"schema": SCHEMA}, lang="javascript", format_assertion=True)
    path.write_text(source, encoding="utf-8")
    return path


@cache
def python_validate() -> Any:
    return compile_validator(SCHEMA, format_assertion=True, base=f"{DEFAULT_BASE}:schema").validate


def compare(module: Path, pairs: list[tuple[str, str]]) -> int:
    """Assert Python and JavaScript agree on `{format: string}` for every pair; return how
    many were valid, so a test can show it reaches both verdicts."""
    instances = [{name: text} for name, text in pairs]
    found = schema_errors_under_node(module, instances)
    validate = python_validate()
    wrong = [
        (name, text, errors)
        for (name, text), instance, errors in zip(pairs, instances, found, strict=True)
        if python_errors(validate, instance) != errors
    ]
    assert not wrong, [(name, ascii(text), errors) for name, text, errors in wrong[:10]]
    return sum(not errors for errors in found)


SUITE_STRINGS = sorted({case.data for case in CASES if isinstance(case.data, str)})


def test_the_suite_strings_get_the_same_errors_under_every_format(module: Path) -> None:
    assert len(SUITE_STRINGS) > 600
    pairs = [(name, text) for name in FORMATS for text in SUITE_STRINGS]
    valid = compare(module, pairs)
    assert 300 < valid < len(pairs) - 300


def test_random_a_labels_and_their_near_misses_get_the_same_errors(module: Path) -> None:
    """Punycode of random labels rich in contextual and right-to-left code points, and the
    same with one character changed: the decoder, the encoder and the IDNA rules at once."""
    chooser = random.Random(3492)
    pairs = []
    for label in _random_labels(3492, 1000):
        encoded = "xn--" + label.encode("punycode").decode("ascii")
        index = chooser.randrange(4, len(encoded) + 1)
        changed = encoded[:index] + chooser.choice("ab09-z") + encoded[index + 1 :]
        for text in (encoded, changed, f"{label}.{encoded}", f"a@{encoded}"):
            pairs += [("hostname", text), ("idn-hostname", text), ("idn-email", text)]
        pairs.append(("idn-hostname", label))
    assert compare(module, pairs) > 1000


def test_random_patterns_get_the_same_errors(module: Path) -> None:
    pairs = [("regex", pattern) for pattern in _random_patterns(2025, 4000)]
    valid = compare(module, pairs)
    assert 800 < valid < 3200


EDGES = [
    *(("ipv6", text) for text in ("1:2:3:4:5:6:7::8", "::1:2:3:4:5:6:7:8", "1::2::3", ":1::")),
    *(("ipv6", text) for text in ("1:2:3:4:5:6:1.2.3.4", "::1.2.3.4:5", "1:2:3:4:5:6:7:1.2.3.4")),
    *(("regex", text) for text in ("(?<a>x)|(?<a>y)", "(?<$a1>x)\\k<$a1>", "(?<1a>x)", "\\k<a>")),
    *(
        ("regex", text)
        for text in ("[\\ud83d\\ude00-\\ud83d\\ude01]", "[\\ud83d\\ude01-\\ud83d\\ude00]")
    ),
    *(("regex", text) for text in ("[a-\\d]", "[\\d-a]", "[\\d-]", "\\u{0000000041}", "\\c1")),
    *(("regex", text) for text in ("a{" + "9" * 400 + "}", "(a)" * 12 + "\\12", "(a)\\01")),
    *(("iri", text) for text in ("http://[v1.\u00e9]/", "http://h/\ue000", "x:/?#\ue000")),
    *(("time", text) for text in ("00:00:60+00:01", "23:59:60-00:00", "00:59:60+01:00")),
    *(("date-time", text) for text in ("2020-01-01T00:00:00Z\U0001f600", "2020-01-01\U0001f600")),
    *(("idn-email", text) for text in ("\u00e9" * 32 + "@a", "\u00e9" * 33 + "@a", '"\u00e9"@a')),
    *(("email", text) for text in ("a@[IPv6:::1]", "a@[ipV6:1::]", "a@[1.2.3.4]", "a@[]", "@a")),
    *(("hostname", text) for text in ("xn--", "xn--a", "xn--zzzzzzzzzzzzzzzzzzzzzzz", "ab--c")),
    *(
        (name, f"{label}.{'a' * 61}.{'b' * 61}.{'c' * 61}.{'d' * size}")
        for size in (53, 54)
        for name in ("hostname", "idn-hostname")
        for label in ("xn--bcher-kva", "b\u00fccher")
    ),
    *(("regex", text) for text in ("(?ii:a)", "(?i-i:a)", "(?-:a)", "\\p{Script=Old_Italic}")),
    *(
        ("idn-hostname", text)
        for text in ("\u0628\u0660\u06f0", "\u0628\u0660\u0661", "\u0628\u06f0\u06f1")
    ),
    *(("idn-hostname", text) for text in ("\u0628\u064b\u200c\u0628", "\u0628\u200c\u064b\u0628")),
    *(("idn-hostname", text) for text in ("a\u064b\u200c\u0628", "\u0628\u064b\u200c\u064b")),
]
"""Boundaries each checker draws that random strings rarely reach."""


def test_the_boundaries_get_the_same_errors(module: Path) -> None:
    compare(module, EDGES)


# -- Hypothesis: strings per format, most of them near misses of valid ones -------------------

SPECIAL = "\u00e9\u0300\u05d0\u0628\u0660\u06f0\u200c\u200d\u00b7\u30fb\u3002\U0001f600\ud800"
ALPHABETS = {
    "date": "0123456789-",
    "time": "0123456789:.+-Zz",
    "date-time": "0123456789-:.+TtZz",
    "duration": "0123456789PYMWDTHS.",
    "email": 'abc09.!#-_@[]":\\ IPv6',
    "idn-email": 'abc09.@[]":\\ -' + SPECIAL,
    "hostname": "abcxn09-.",
    "idn-hostname": "abcxnl09-." + SPECIAL,
    "ipv4": "0123456789.",
    "ipv6": "0123456789abcdefABCDEF:.",
    "uri": "abc09:/?#[]@!$&'()*+,;=%-._~vV",
    "uri-reference": "abc09:/?#[]@!$&'()*+,;=%-._~vV",
    "iri": "abc09:/?#[]@%-._~\u00a0\ue000\U000e1000\ufffe" + SPECIAL,
    "iri-reference": "abc09:/?#[]@%-._~\u00a0\ue000\U000e1000\ufffe" + SPECIAL,
    "uri-template": "{}+#./;?&=,!@|:*ab09%\u00a0\ue000",
    "uuid": "0123456789abcdefABCDEF-",
    "json-pointer": "/~01a\u00e9",
    "relative-json-pointer": "0123456789#/~a",
    # Group names stay within characters whose identifier properties are the same in
    # Python's Unicode data and the engine's (see docs/validators.md, Formats).
    "regex": "()[]{}\\<>?:!=|^$*+.,-ab1kpPuxcdws0\u00e9",
}
"""The characters each format's grammar turns on, and a few it does not."""

EXAMPLES = {
    "date": ["2020-02-29", "1900-02-28"],
    "time": ["23:59:60Z", "08:30:06.283185+01:30"],
    "date-time": ["1985-04-12T23:20:50.52Z", "1990-12-31t15:59:60-08:00"],
    "duration": ["P4Y2M1DT3H", "PT36H", "P2W"],
    "email": ['"joe bloggs"@example.com', "a.b@[IPv6:::1]", "x@[127.0.0.1]"],
    "idn-email": ["\u5b9e\u4f8b@\u5b9e\u4f8b.\u6d4b\u8bd5", "a@xn--bcher-kva.example"],
    "hostname": ["xn--bcher-kva.example", "a-b.c0", "xn--4gbwdl.xn--wgbh1c"],
    "idn-hostname": [
        "\u0628\u0660.example",
        "l\u00b7l",
        "\u30a1\u30fb",
        "\u0915\u094d\u200d",
        "a1.\u05d0\u05d1",
        "\u05d0\u0300\u05d1.b",
        "\u0628\u200c\u0628",
    ],
    "ipv4": ["192.168.0.1", "0.0.0.0"],
    "ipv6": ["::ffff:1.2.3.4", "1:2:3:4:5:6:7:8", "::", "1:2:3:4:5:6::7", "1::2:3:4:5:6:7"],
    "uri": ["http://u@[::1]:80/a?b#c", "urn:isbn:0451450523", "x:[v1.x]"],
    "uri-reference": ["//h/p", "../a?b", "#f"],
    "iri": ["http://\u00e9x/\u00e9?\ue000#\u00e9", "x:/\U00010000"],
    "iri-reference": ["\u00e9/\u00e9", "?\ue000"],
    "uri-template": ["{+a,b*}/{#c:3}", "x{;y}", "{=z}"],
    "uuid": ["2eb8aa08-AA98-11ea-b4aa-73b441d16380"],
    "json-pointer": ["/a~0b/~1", ""],
    "relative-json-pointer": ["0#", "12/a~1b"],
    "regex": [
        "(?<a>x)(?<b>y)\\k<b>",
        "(a)(b)\\2",
        "[\\w-]|[a-c\\-]",
        "\\u{10FFFF}\\p{Lu}\\P{Script=Greek}",
        "(?i-s:a)(?m:b)",
        "a{2,3}?b{1}c{4,}",
        "\\cJ\\x41\\u0041\\ud83d\\ude00[\\b]",
        "(?<=a)(?<!b)(?=c)(?!d)",
    ],
}
"""Valid values to start near misses from, beside the suite's valid strings."""


@cache
def _seeds(name: str) -> list[str]:
    suite = [c.data for c in CASES if c.format == name and c.valid and isinstance(c.data, str)]
    return sorted({*suite, *EXAMPLES.get(name, [])})


def mutated(name: str, chooser: random.Random) -> str:
    """A valid value of the format with up to three characters inserted, deleted or changed."""
    text = chooser.choice(_seeds(name))
    alphabet = ALPHABETS[name]
    for _ in range(chooser.randint(0, 3)):
        index = chooser.randint(0, len(text))
        char = chooser.choice(alphabet)
        action = chooser.choice(("insert", "delete", "replace"))
        if action == "insert":
            text = text[:index] + char + text[index:]
        elif action == "delete":
            text = text[:index] + text[index + 1 :]
        else:
            text = text[:index] + char + text[index + 1 :]
    return text


def test_random_near_misses_of_each_format_get_the_same_errors(module: Path) -> None:
    pairs = []
    for number, name in enumerate(FORMATS):
        chooser = random.Random(number)
        pairs += [(name, mutated(name, chooser)) for _ in range(300)]
    valid = compare(module, pairs)
    assert len(pairs) // 5 < valid < len(pairs) * 4 // 5


def strings(name: str) -> st.SearchStrategy[str]:
    near = st.randoms(use_true_random=False).map(lambda chooser: mutated(name, chooser))
    anything = st.text(st.sampled_from(ALPHABETS[name]), max_size=24)
    if name == "regex":
        return near | anything | st.lists(st.sampled_from(PIECES), max_size=8).map("".join)
    return near | anything


@settings(
    max_examples=EXAMPLES_PER_RUN,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.large_base_example],
)
@given(st.data())
def test_hypothesis_strings_get_the_same_errors(module: Path, data: st.DataObject) -> None:
    pairs = [
        (name, text)
        for name in FORMATS
        for text in data.draw(st.lists(strings(name), min_size=10, max_size=10))
    ]
    compare(module, pairs)


# -- what the emitted source holds -------------------------------------------------------------


def test_every_format_has_a_javascript_twin() -> None:
    assert set(JS_FORMAT_FUNCTIONS) == set(FORMAT_FUNCTIONS)
    defined = {name for name, _, _ in definitions()}
    assert set(JS_FORMAT_FUNCTIONS.values()) <= defined


def test_each_format_alone_loads_and_holds_only_what_it_reaches(tmp_path: Path) -> None:
    uses = {name: used for name, _, used in definitions()}
    exports = []
    for number, name in enumerate(FORMATS):
        source = js_source_for([name])
        reached = {JS_FORMAT_FUNCTIONS[name]}
        pending = list(reached)
        while pending:
            for used in uses[pending.pop()] - reached:
                reached.add(used)
                pending.append(used)
        defined = set(re.findall(r"^(?:const|function|class) (fmt\w+)", source, re.M))
        assert defined == reached, name
        assert source.isascii() and "import" not in source and "eval(" not in source
        module = tmp_path / f"f{number}.mjs"
        module.write_text(f"{source}export const check = {JS_FORMAT_FUNCTIONS[name]};\n")
        exports.append((name, module))
    program = "".join(
        f"import {{ check as c{i} }} from {json.dumps(m.as_uri())};"
        for i, (_, m) in enumerate(exports)
    )
    program += (
        "console.log(JSON.stringify(["
        + ", ".join(f'c{i}("")' for i in range(len(exports)))
        + "]));"
    )
    result = subprocess.run(
        [node(), "--input-type=module", "-e", program], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    empty_is_valid = {"json-pointer", "regex", "uri-reference", "iri-reference", "uri-template"}
    assert json.loads(result.stdout) == [name in empty_is_valid for name in FORMATS]


def test_the_source_does_not_depend_on_the_order_formats_are_asked() -> None:
    chooser = random.Random(6570)
    for _ in range(20):
        chosen = chooser.sample(FORMATS, chooser.randint(1, len(FORMATS)))
        shuffled = chooser.sample(chosen, len(chosen)) * 2
        assert js_source_for(shuffled) == js_source_for(sorted(chosen))
    assert js_source_for([]) == ""
