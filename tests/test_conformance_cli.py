"""The conformance runner and `dsh-schedule conformance`, plus the public facade."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import dsh_schedule
from dsh_schedule.cli import main
from dsh_schedule.cli.conformance_runner import (
    SPEC_SUITES,
    V2_SUITES,
    CaseResult,
    Failure,
    VectorFileError,
    bundled_vector_files,
    domain_suites,
    matches,
    render_failure,
    run_vector_files,
    vector_file,
)
from tests.support.cli import run_cli
from tests.support.paths import ROOT

OWN_SUITES = ("decode", "fold", "allocate", "record", "view", "framing", "presentation")
OWN_V2_SUITES = tuple(suite for suite in V2_SUITES if suite != "scenario-v2")


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return run_cli("conformance", *args)


def write(tmp_path: Path, document: object, name: str = "vectors.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_every_domain_suite_has_a_bundled_file_that_passes() -> None:
    files = [str(ROOT / "conformance" / f"{suite}.json") for suite in OWN_SUITES]
    run = cli(*files)
    assert run.returncode == 0, run.stdout
    last = run.stdout.splitlines()[-1]
    assert last.endswith(" passed, 0 failed")
    assert int(last.split()[0]) >= 250


def test_every_v2_domain_suite_has_a_bundled_file_that_passes() -> None:
    files = [str(ROOT / "conformance" / f"{suite}.json") for suite in OWN_V2_SUITES]
    run = cli(*files)
    assert run.returncode == 0, run.stdout
    last = run.stdout.splitlines()[-1]
    assert last.endswith(" passed, 0 failed")
    assert int(last.split()[0]) >= 400


@pytest.mark.parametrize("suite", OWN_SUITES + OWN_V2_SUITES)
def test_bundled_domain_vectors_pass_in_process(suite: str) -> None:
    [source] = [s for s in bundled_vector_files() if s.label == f"conformance/{suite}.json"]
    results = run_vector_files([source], domain_suites())
    assert results and {result.suite for result in results} == {suite}
    failed = [render_failure(result) for result in results if result.failures]
    assert not failed, "\n".join(failed)


def test_the_bundled_run_passes_every_suite_including_scenarios() -> None:
    run = cli()
    lines = run.stdout.splitlines()
    passed = lines[-1].split()[0]
    assert lines[-1] == f"{passed} passed, 0 failed"
    assert int(passed) >= 400
    assert not [line for line in lines if line.startswith("FAIL ")]
    assert run.returncode == 0


def test_a_wrong_expectation_is_reported_with_both_values(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        {
            "suite": "allocate",
            "cases": [
                {"name": "right", "seenIds": [], "expect": "schedule-1"},
                {"name": "deliberately wrong", "seenIds": [], "expect": "schedule-2"},
            ],
        },
    )
    run = cli(str(path))
    assert run.returncode == 1
    assert run.stdout.splitlines() == [
        f"FAIL {path} [allocate] deliberately wrong",
        "  value differs",
        '    expected: "schedule-2"',
        '    actual:   "schedule-1"',
        "1 passed, 1 failed",
    ]


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (None, "cannot read vector file"),
        ("{not json", "cannot read vector file"),
        ('["suite"]', '{"suite": NAME, "cases": [...]}'),
        ('{"suite": "nonsense", "cases": []}', "unknown suite 'nonsense'"),
        ('{"suite": "decode", "cases": [{"data": 1}]}', "each with a name"),
        ('{"suite": "decode", "cases": {}}', "each with a name"),
    ],
)
def test_a_file_that_cannot_run_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, problem: str
) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["conformance", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("dsh-schedule: error: ") and problem in err


def test_the_bundled_files_are_found_as_package_data() -> None:
    labels = [source.label for source in bundled_vector_files()]
    for suite in OWN_SUITES + OWN_V2_SUITES:
        assert f"conformance/{suite}.json" in labels
    assert {"conformance/scenario-v2-delivery.json", "conformance/scenario-v2-tools.json"} <= set(
        labels
    )


def test_a_scenario_without_a_runner_fails_with_a_reason(tmp_path: Path) -> None:
    path = write(tmp_path, {"suite": "scenario", "cases": [{"name": "s", "start": "x"}]})
    runners = domain_suites()
    assert "scenario" not in runners
    [result] = run_vector_files([vector_file(path)], runners)
    assert result.failures == [Failure("no runner is registered for suite 'scenario'")]
    assert render_failure(result).splitlines() == [
        f"FAIL {path} [scenario] s",
        "  no runner is registered for suite 'scenario'",
    ]
    assert "scenario" in SPEC_SUITES


def test_a_suite_of_ones_own_plugs_in(tmp_path: Path) -> None:
    seen: list[Mapping[str, Any]] = []

    def runner(case: Mapping[str, Any]) -> list[Failure]:
        seen.append(case)
        return [] if case["ok"] else [Failure("step 2: value differs", ({"a": 1}, {"a": 2}))]

    before = domain_suites()
    runners = {**before, "custom-suite": runner}
    cases = [{"name": "good", "ok": True}, {"name": "bad", "ok": False}]
    path = write(tmp_path, {"suite": "custom-suite", "cases": cases})
    good, bad = run_vector_files([vector_file(path)], runners)
    assert domain_suites().keys() == before.keys()
    assert len(seen) == 2 and good.failures == []
    assert render_failure(bad) == "\n".join(
        [
            f"FAIL {path} [custom-suite] bad",
            "  step 2: value differs",
            '    expected: {"a": 1}',
            '    actual:   {"a": 2}',
        ]
    )


def test_replacing_a_suites_runner_changes_only_the_callers_suites() -> None:
    before = domain_suites()
    suites = domain_suites()
    suites["decode"] = lambda case: []
    assert suites["decode"] is not before["decode"]
    assert domain_suites().keys() == before.keys()
    assert domain_suites()["decode"] is not suites["decode"]


def test_a_runner_that_raises_fails_only_its_case(tmp_path: Path) -> None:
    cases = [
        {"name": "missing key", "expect": "schedule-1"},
        {"name": "fine", "seenIds": [], "expect": "schedule-1"},
    ]
    path = write(tmp_path, {"suite": "allocate", "cases": cases})
    broken, fine = run_vector_files([vector_file(path)], domain_suites())
    assert broken.failures == [Failure("the runner raised KeyError: 'seenIds'")]
    assert fine.failures == []


def test_a_bad_file_stops_the_run_before_any_case(tmp_path: Path) -> None:
    good = write(tmp_path, {"suite": "allocate", "cases": []}, "good.json")
    with pytest.raises(VectorFileError):
        run_vector_files(
            [vector_file(good), vector_file(tmp_path / "missing.json")], domain_suites()
        )


def test_failure_output_is_ascii_even_for_surrogates() -> None:
    result = CaseResult("f.json", "framing", "n", [Failure("value differs", ("\ud800", "é"))])
    assert render_failure(result).isascii()


@pytest.mark.parametrize(
    ("expected", "actual", "verdict"),
    [
        ({"$any": "string"}, "anything", True),
        ({"$any": "string"}, 1, False),
        ({"a": [{"$any": "string"}, 1]}, {"a": ["m", 1.0]}, True),
        ({"a": 1}, {"a": 1, "b": 2}, False),
        ({"a": 1}, {"b": 1}, False),
        ([1, 2], (1, 2), True),
        ([1, 2], [1], False),
        ([1], {"0": 1}, False),
        (1, True, False),
        (True, 1, False),
        (None, None, True),
        (None, 0, False),
        (1.5, 1.5, True),
        (1, "1", False),
        ("x", "x", True),
        ("x", ["x"], False),
    ],
)
def test_matching_is_json_equality_with_wildcards(
    expected: object, actual: object, verdict: bool
) -> None:
    assert matches(expected, actual) is verdict


def test_the_facade_exports_every_name_it_lists() -> None:
    for name in dsh_schedule.__all__:
        assert getattr(dsh_schedule, name) is not None
    assert dsh_schedule.decode_schedule_change.__module__ == "dsh_schedule.runtime.decode"
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        getattr(dsh_schedule, "nothing")  # noqa: B009


def test_json_reports_every_case(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        {
            "suite": "allocate",
            "cases": [
                {"name": "right", "seenIds": [], "expect": "schedule-1"},
                {"name": "deliberately wrong", "seenIds": [], "expect": "schedule-2"},
                {"name": "broken", "expect": "schedule-1"},
            ],
        },
    )
    run = cli("--json", str(path))
    assert run.returncode == 1
    assert json.loads(run.stdout) == {
        "passed": 1,
        "failed": 2,
        "cases": [
            {
                "file": str(path),
                "suite": "allocate",
                "name": "right",
                "passed": True,
                "failures": [],
            },
            {
                "file": str(path),
                "suite": "allocate",
                "name": "deliberately wrong",
                "passed": False,
                "failures": [
                    {"reason": "value differs", "expected": "schedule-2", "actual": "schedule-1"}
                ],
            },
            {
                "file": str(path),
                "suite": "allocate",
                "name": "broken",
                "passed": False,
                "failures": [{"reason": "the runner raised KeyError: 'seenIds'"}],
            },
        ],
    }


def test_json_of_the_bundled_run_passes_every_case() -> None:
    run = cli("--json")
    assert run.returncode == 0, run.stdout[-2_000:]
    report = json.loads(run.stdout)
    assert report["failed"] == 0 and report["passed"] == len(report["cases"]) >= 400
    assert all(case["passed"] and case["failures"] == [] for case in report["cases"])
    assert {case["suite"] for case in report["cases"]} == set(SPEC_SUITES) | set(V2_SUITES)


def test_json_keeps_a_file_that_cannot_run_off_stdout(tmp_path: Path) -> None:
    run = cli("--json", str(tmp_path / "missing.json"))
    assert run.returncode == 2
    assert run.stdout == ""
    assert run.stderr.startswith("dsh-schedule: error: ") and run.stderr.count("\n") == 1


def test_json_values_stay_ascii_for_surrogates(tmp_path: Path) -> None:
    path = tmp_path / "vectors.json"
    case = '{"name": "lone", "seenIds": [], "expect": "\\ud800"}'
    path.write_text(f'{{"suite": "allocate", "cases": [{case}]}}', encoding="utf-8")
    run = cli("--json", str(path))
    assert run.returncode == 1
    assert run.stdout.isascii()
    [failed] = json.loads(run.stdout)["cases"]
    assert failed["failures"][0]["expected"] == "\ud800"


EVERY_RECORD = {
    "id": "schedule-1",
    "kind": "every",
    "prompt": "drink water",
    "everySeconds": 300,
    "scheduledAt": "2026-01-01T00:05:00.000Z",
}
EVERY_CREATE = {"version": 2, "operation": "create", "schedule": EVERY_RECORD}


def test_a_v2_suite_reads_the_log_with_protocol_2(tmp_path: Path) -> None:
    case = {"name": "every", "data": EVERY_CREATE, "expect": {"ok": EVERY_CREATE}}
    v2 = write(tmp_path, {"suite": "decode-v2", "cases": [case]}, "v2.json")
    v1 = write(tmp_path, {"suite": "decode", "cases": [case]}, "v1.json")
    [passed] = run_vector_files([vector_file(v2)], domain_suites())
    [refused] = run_vector_files([vector_file(v1)], domain_suites())
    assert passed.failures == []
    assert refused.failures == [
        Failure("value differs", ({"ok": EVERY_CREATE}, {"error": "corrupt_schedule_log"}))
    ]


def test_scenario_v2_loads_the_plugin_with_protocol_2(tmp_path: Path) -> None:
    """The same create is a v2 every record in `scenario-v2`; in `scenario` the v1 contract's
    arguments schema refuses it (after_seconds is required there)."""
    view = {**EVERY_RECORD, "state": "scheduled", "deliveryMode": "session-local"}
    create = {"tool": "schedule_create", "args": {"prompt": "drink water", "every_seconds": 300}}

    def case(expect: dict[str, object]) -> dict[str, object]:
        steps = [{"call": create, "expect": expect}]
        return {"name": "create", "start": "2026-01-01T00:00:00.000Z", "steps": steps}

    created = {"isError": False, "value": view}
    refused = {"isError": True, "value": {"$any": "string"}}
    v2 = write(tmp_path, {"suite": "scenario-v2", "cases": [case(created)]}, "v2.json")
    v1 = write(tmp_path, {"suite": "scenario", "cases": [case(refused)]}, "v1.json")
    run = cli(str(v2), str(v1))
    assert (run.returncode, run.stdout) == (0, "2 passed, 0 failed\n")
    swapped = write(tmp_path, {"suite": "scenario-v2", "cases": [case(refused)]}, "swapped.json")
    run = cli(str(swapped))
    assert run.returncode == 1
    assert run.stdout.splitlines()[-1] == "0 passed, 1 failed"


def test_an_unknown_version_of_a_suite_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, {"suite": "decode-v3", "cases": []})
    with pytest.raises(VectorFileError, match="unknown suite 'decode-v3'"):
        run_vector_files([vector_file(path)], domain_suites())
