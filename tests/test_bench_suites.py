"""The suite counts of `python -m bench --only suites` (bench/suites.py) on groups where a
careless harness miscounts: a peer that fills defaults into the instance it is given, a custom
metaschema that jsonschema-rs reads only from its registry, and draft 7's content tests, which
the compiler asserts in both languages. Expected counts are the suite's own verdicts."""

from __future__ import annotations

from pathlib import Path

from bench.suites import PEERS, measure
from tests.test_compile_suite import Group, groups


def _groups(draft: str, file: str) -> tuple[Group, ...]:
    return tuple(group for group in groups(draft) if group.file == file)


def test_defaults_a_peer_fills_in_do_not_reach_the_other_implementations(
    tmp_path: Path,
) -> None:
    chosen = _groups("2020-12", "default.json")
    counts = measure("2020-12", chosen, tmp_path)
    assert counts["tests"] == sum(len(group.tests) for group in chosen) > 0
    for name in ("python", "javascript", "jsonschema-rs", "ajv", "jsonschema", "fastjsonschema"):
        assert counts[name] == counts["tests"], name


def test_jsonschema_rs_reads_the_suites_custom_metaschemas(tmp_path: Path) -> None:
    for draft in ("2019-09", "2020-12"):
        chosen = _groups(draft, "vocabulary.json")
        counts = measure(draft, chosen, tmp_path)
        assert counts["jsonschema-rs"] == counts["tests"] == counts["python"] > 0, draft


def test_draft_7_content_tests_pass_in_both_languages_with_the_same_errors(
    tmp_path: Path,
) -> None:
    chosen = _groups("7", "optional/content.json")
    counts = measure("7", chosen, tmp_path)
    invalid = sum(not test["valid"] for group in chosen for test in group.tests)
    assert (counts["tests"], invalid) == (10, 4)
    assert counts["python"] == counts["javascript"] == counts["jsonschema-rs"] == counts["tests"]
    assert counts["same_errors"] == counts["invalid"] == invalid
    assert set(PEERS) <= set(counts)
