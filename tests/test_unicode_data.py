"""Unicode data is pinned in the repository: what the generator writes for `\\p{...}` classes and
for non-ASCII text never depends on the Unicode version of the Python that runs it."""

from __future__ import annotations

import itertools
import sys
import types
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from dsh_schedule.compiler import unicode_build, unicode_data
from dsh_schedule.compiler.backends.python.literals import printable, py_str
from dsh_schedule.compiler.compile_schema import compile_module
from dsh_schedule.compiler.format_checks import idna_tables
from dsh_schedule.compiler.format_checks.idna import _fmt_table
from dsh_schedule.compiler.unicode_categories import category, category_ranges
from tests.support.paths import ROOT
from tests.support.schemas import checker, render_ours

PINNED = "17.0.0"

# Characters whose General_Category differs between the Unicode versions of the Pythons the
# generator may run on (3.11 has Unicode 14.0, 3.13 has 15.1): all are unassigned in 14.0.
NEW_IN_15_0 = "\U0001e030"  # MODIFIER LETTER CYRILLIC SMALL A, Lm
NEW_IN_15_1 = "\u2ffc"  # IDEOGRAPHIC DESCRIPTION CHARACTER SURROUND FROM RIGHT, So
NEW_IN_16_0 = "\u1c89"  # CYRILLIC CAPITAL LETTER TJE, Lu
NEW_IN_17_0 = "\U00016ea0"  # BERIA ERFE CAPITAL LETTER ARKAB, Lu
UNASSIGNED = "\u0378"


@pytest.mark.parametrize(
    ("pattern", "matches", "rejects"),
    [
        ("^\\p{Lm}$", [NEW_IN_15_0], [NEW_IN_15_1, UNASSIGNED]),
        ("^\\p{So}$", [NEW_IN_15_1], [NEW_IN_15_0]),
        ("^\\p{Lu}+$", [NEW_IN_16_0 + NEW_IN_17_0 + "A"], ["a", UNASSIGNED]),
        ("^\\p{LC}$", [NEW_IN_16_0, "a"], [NEW_IN_15_1]),
        ("^\\p{L}$", [NEW_IN_15_0, NEW_IN_17_0], [NEW_IN_15_1]),
        ("^\\p{Cn}$", [UNASSIGNED], [NEW_IN_15_0, NEW_IN_15_1, NEW_IN_16_0, NEW_IN_17_0]),
        ("^\\P{Cn}$", [NEW_IN_17_0, "a"], [UNASSIGNED]),
        ("^[^\\p{Other}]$", [NEW_IN_16_0], [UNASSIGNED, "\x00", "\ud800", "\ue000"]),
    ],
)
def test_property_classes_follow_the_pinned_unicode_version(
    pattern: str, matches: list[str], rejects: list[str]
) -> None:
    check = checker({"type": "string", "pattern": pattern})
    assert [text for text in matches if check(text)] == []
    assert [text for text in rejects if not check(text)] == []


def test_the_generated_banner_states_the_unicode_version() -> None:
    docstring = render_ours().split('"""')[1]
    assert f"Unicode {PINNED}" in " ".join(docstring.split())
    committed = (ROOT / "generated" / "validators.py").read_text(encoding="utf-8")
    assert f"Unicode {PINNED}" in " ".join(committed.split('"""')[1].split())


SAMPLE_URI = "https://example.test/unicode.json"
SAMPLE: dict[str, Any] = {
    "$id": SAMPLE_URI,
    "type": "object",
    "properties": {
        NEW_IN_16_0: {"pattern": "^\\p{Sk}\\p{Nl}\\p{Me}\\P{Zl}$"},
        "other": {"const": NEW_IN_15_1 + UNASSIGNED + NEW_IN_17_0},
        "more": {"enum": [NEW_IN_15_0, "\u2028" + NEW_IN_16_0]},
    },
}


def _render_sample() -> str:
    return compile_module({"sample": SAMPLE})


def test_generation_never_reads_the_running_pythons_unicode_data(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*args: Any) -> Any:
        raise AssertionError("the generator read this Python's unicodedata")

    with monkeypatch.context() as patch:
        for name in ("category", "name", "lookup", "east_asian_width", "bidirectional"):
            patch.setattr(unicodedata, name, refuse)
        patch.setattr(unicodedata, "unidata_version", "1.1.0")
        patched = _render_sample()
    assert patched == _render_sample()
    assert f"Unicode {PINNED}" in " ".join(patched.split())


def test_literals_and_comments_escape_by_the_pinned_version() -> None:
    """repr() and str.isprintable() use the running Python's Unicode data; the generator's
    literals must not: a character assigned in the pinned version is written as itself, an
    unassigned one as an escape, on every Python."""
    assigned = NEW_IN_15_0 + NEW_IN_15_1 + NEW_IN_16_0 + NEW_IN_17_0
    assert py_str(assigned) == '"' + assigned + '"'
    assert py_str(UNASSIGNED + "\u2028\x7f\xa0 ") == '"\\u0378\\u2028\\x7f\\xa0 "'
    assert py_str('it\'s "x" \\') == "'it\\'s \"x\" \\\\'"
    assert printable(assigned + UNASSIGNED + '"') == assigned + "\\u0378" + '\\"'
    source = _render_sample()
    assert NEW_IN_17_0 in source
    assert "\\u0378" in source and UNASSIGNED not in source


@pytest.mark.parametrize(
    "text",
    ["", "plain", "it's", 'say "hi"', "both ' and \"", "tab\tnew\nline\r", "\\", "\x00\x1f\x7f"],
)
def test_ascii_literals_are_what_repr_writes(text: str) -> None:
    expected = repr(text)
    if expected.startswith("'") and '"' not in text and "'" not in text:
        expected = '"' + expected[1:-1] + '"'
    assert py_str(text) == expected


# -- the table itself ------------------------------------------------------------------------

CATEGORIES = {
    "Cc", "Cf", "Cn", "Co", "Cs", "Ll", "Lm", "Lo", "Lt", "Lu", "Mc", "Me", "Mn", "Nd", "Nl",
    "No", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "Sc", "Sk", "Sm", "So", "Zl", "Zp", "Zs",
}  # fmt: skip


def test_the_table_assigns_one_category_to_every_code_point() -> None:
    assert unicode_data.UNICODE_VERSION == PINNED
    covered: list[tuple[int, int]] = []
    for code in sorted(CATEGORIES):
        covered.extend(category_ranges(code))
    covered.sort()
    assert covered[0][0] == 0 and covered[-1][1] == 0x10FFFF
    for (_, high), (low, _) in itertools.pairwise(covered):
        assert low == high + 1  # no gap, no overlap


@pytest.mark.parametrize(
    ("char", "code"),
    [
        ("\x00", "Cc"),
        (" ", "Zs"),
        ("A", "Lu"),
        ("\u01c5", "Lt"),
        ("\u00ad", "Cf"),
        ("\ud800", "Cs"),
        ("\udfff", "Cs"),
        ("\ue000", "Co"),
        ("\U0010fffd", "Co"),
        ("\U0010ffff", "Cn"),
        (UNASSIGNED, "Cn"),
        (NEW_IN_17_0, "Lu"),
        ("\u2028", "Zl"),
        ("\u0660", "Nd"),
    ],
)
def test_known_categories(char: str, code: str) -> None:
    assert category(char) == code


def _table(name: str) -> list[tuple[int, int, str]]:
    starts, ends, values = _fmt_table(getattr(idna_tables, f"_fmt_idna_{name}"))
    return list(zip(starts, ends, values, strict=True))


def _lookup(name: str) -> dict[int, str]:
    return {cp: value for low, high, value in _table(name) for cp in range(low, high + 1)}


def _packed(ranges: list[tuple[int, int, str]]) -> tuple[int, ...]:
    """Ranges as the idna package stores them: start << 32 | end, the end exclusive."""
    return tuple(low << 32 | (high + 1) for low, high, _ in ranges)


def _fake_unicodedata2(version: str) -> types.ModuleType:
    """The pinned data back from the committed tables (enough for what the script reads)."""
    bidi, viramas = _lookup("bidi"), _lookup("viramas")
    module = types.ModuleType("unicodedata2")
    module.unidata_version = version  # type: ignore[attr-defined]
    module.category = category  # type: ignore[attr-defined]
    module.bidirectional = lambda char: bidi.get(ord(char), "L")  # type: ignore[attr-defined]
    module.combining = lambda char: 9 if ord(char) in viramas else 0  # type: ignore[attr-defined]
    return module


def _fake_idnadata(version: str) -> types.ModuleType:
    context = _table("context")
    joining, scripts = _table("joining"), _table("scripts")
    module = types.ModuleType("idna.idnadata")
    module.__version__ = version  # type: ignore[attr-defined]
    module.codepoint_classes = {  # type: ignore[attr-defined]
        "PVALID": _packed(_table("pvalid")),
        "CONTEXTJ": _packed([r for r in context if r[0] >= 0x200C and r[1] <= 0x200D]),
        "CONTEXTO": _packed([r for r in context if not 0x200C <= r[0] <= 0x200D]),
    }
    module.joining_types = {  # type: ignore[attr-defined]
        kind: _packed([r for r in joining if r[2] == kind]) for kind in "DLRT"
    }
    module.scripts = {  # type: ignore[attr-defined]
        name: _packed([r for r in scripts if r[2] == name])
        for name in ("Greek", "Han", "Hebrew", "Hiragana", "Katakana")
    }
    return module


def test_the_build_script_writes_the_committed_tables(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Fed the committed tables' own data, the script reproduces both files byte for byte:
    the files are exactly what the script writes, nothing was edited by hand."""
    target, idna_target = tmp_path / "unicode_data.py", tmp_path / "idna_tables.py"
    monkeypatch.setitem(sys.modules, "unicodedata2", _fake_unicodedata2(PINNED))
    monkeypatch.setitem(sys.modules, "idna.idnadata", _fake_idnadata(PINNED))
    monkeypatch.setattr(unicode_build, "TARGET", target)
    monkeypatch.setattr(unicode_build, "IDNA_TARGET", idna_target)
    assert unicode_build.main() == 0
    committed = ROOT / "compiler" / "unicode_data.py"
    assert target.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")
    committed = ROOT / "compiler" / "format_checks" / "idna_tables.py"
    assert idna_target.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")


@pytest.mark.parametrize(("stale", "package"), [("unicodedata2", "unicodedata2"), ("idna", "idna")])
def test_the_build_script_refuses_another_unicode_version(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    stale: str,
    package: str,
) -> None:
    monkeypatch.setitem(
        sys.modules,
        "unicodedata2",
        _fake_unicodedata2("16.0.0" if stale == "unicodedata2" else PINNED),
    )
    monkeypatch.setitem(
        sys.modules, "idna.idnadata", _fake_idnadata("16.0.0" if stale == "idna" else PINNED)
    )
    monkeypatch.setattr(unicode_build, "TARGET", tmp_path / "unicode_data.py")
    monkeypatch.setattr(unicode_build, "IDNA_TARGET", tmp_path / "idna_tables.py")
    assert unicode_build.main() == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "16.0.0" in line and PINNED in line and f"pip install {package}==" in line
    assert list(tmp_path.iterdir()) == []


def test_the_build_script_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "unicodedata2", None)  # makes the import fail
    assert unicode_build.main() == 2
    [line] = capsys.readouterr().err.splitlines()
    assert "pip install unicodedata2==" in line and " idna==" in line
