"""The conformance runner: language-neutral vector files (SPEC §11) run against this runtime.

A vector file is `{"suite": NAME, "cases": [...]}`. Each suite has a `CaseRunner`, and a run
is given its runners explicitly: `domain_suites()` are the ones defined here, and the caller
adds those that need more (the CLI adds `scenario` and `scenario-v2`, which need a host and a
store). A runner returns the case's failures; no failures means it passed. The `*-v2` suites
of docs/protocol-v2.md run with protocol 2: they read v1 and v2 events and create v2 records.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from dsh_schedule.errors import CommandLineError
from dsh_schedule.generated.models import ScheduleCreate, ScheduleCreateV2
from dsh_schedule.runtime.decode import change_data, decode_schedule_change
from dsh_schedule.runtime.errors import ScheduleInputError, ScheduleLogError
from dsh_schedule.runtime.events import Event
from dsh_schedule.runtime.fold import fold_schedule_events
from dsh_schedule.runtime.framing import render_recurring_framing, render_reminder_framing
from dsh_schedule.runtime.ids import allocate_schedule_id
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.occurrences import Record, catch_up, next_occurrence
from dsh_schedule.runtime.presentation import presentation_data, schedule_reminder_presentation
from dsh_schedule.runtime.records import (
    create_after_schedule_record,
    create_schedule_record,
    record_data,
    schedule_view,
    view_data,
)

SPEC_SUITES = (
    "decode",
    "fold",
    "allocate",
    "record",
    "view",
    "framing",
    "presentation",
    "scenario",
)
"""Every suite SPEC §11 defines; a file naming another suite is refused unless it is one of
V2_SUITES or a runner is given for it."""

V2_SUITES = (
    "decode-v2",
    "fold-v2",
    "record-v2",
    "occurrence-v2",
    "view-v2",
    "framing-v2",
    "presentation-v2",
    "scenario-v2",
)
"""The suites of docs/protocol-v2.md, each run with protocol 2."""

ANY_STRING = {"$any": "string"}


@dataclass(frozen=True)
class Failure:
    """Why a case failed, with the expected and actual values when there are two to compare."""

    reason: str
    values: tuple[object, object] | None = None


CaseRunner = Callable[[Mapping[str, Any]], list[Failure]]


@dataclass(frozen=True)
class VectorFile:
    """A loaded vector file: its cases, all of one suite."""

    label: str
    suite: str
    cases: list[Mapping[str, Any]]


@dataclass(frozen=True)
class CaseResult:
    """One case's outcome; it passed when `failures` is empty."""

    file: str
    suite: str
    name: str
    failures: list[Failure]


class VectorFileError(CommandLineError):
    """A vector file that cannot be run at all: unreadable, malformed, or of an unknown suite."""


def matches(expected: object, actual: object) -> bool:
    """JSON equality (bools are not numbers, 1 == 1.0), where `{"$any": "string"}` is any str."""
    if expected == ANY_STRING and isinstance(expected, dict):
        return isinstance(actual, str)
    if isinstance(expected, dict):
        return (
            isinstance(actual, dict)
            and expected.keys() == actual.keys()
            and all(matches(value, actual[key]) for key, value in expected.items())
        )
    if isinstance(expected, list):
        return (
            isinstance(actual, list | tuple)
            and len(expected) == len(actual)
            and all(matches(e, a) for e, a in zip(expected, actual, strict=True))
        )
    if isinstance(expected, bool) or expected is None:
        return actual is expected
    if isinstance(expected, int | float):
        return (
            isinstance(actual, int | float) and not isinstance(actual, bool) and expected == actual
        )
    return isinstance(expected, str) and isinstance(actual, str) and expected == actual


def expecting(compute: Callable[[Mapping[str, Any]], object]) -> CaseRunner:
    """A runner that compares `compute(case)` with the case's `expect` value."""

    def run(case: Mapping[str, Any]) -> list[Failure]:
        expected = case["expect"]
        actual = compute(case)
        return [] if matches(expected, actual) else [Failure("value differs", (expected, actual))]

    return run


@dataclass(frozen=True)
class VectorSource:
    """A vector file to run and the name it is reported under."""

    label: str
    file: Traversable


def bundled_vector_files() -> list[VectorSource]:
    """The vector files shipped in the package, sorted by name."""
    folder = files("dsh_schedule.conformance")
    return sorted(
        (
            VectorSource(f"conformance/{entry.name}", entry)
            for entry in folder.iterdir()
            if entry.name.endswith(".json")
        ),
        key=lambda source: source.label,
    )


def vector_file(path: Path) -> VectorSource:
    """A vector file named on the command line, reported under its path."""
    return VectorSource(str(path), path)


def load_vector_file(source: VectorSource, runners: Mapping[str, CaseRunner]) -> VectorFile:
    """Read and check one vector file; VectorFileError says what is wrong with it."""
    label = source.label
    try:
        document = json.loads(source.file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise VectorFileError(f"{label}: cannot read vector file: {error}") from None
    if not isinstance(document, dict) or not isinstance(document.get("suite"), str):
        raise VectorFileError(f'{label}: a vector file is {{"suite": NAME, "cases": [...]}}')
    suite = document["suite"]
    if suite not in SPEC_SUITES and suite not in V2_SUITES and suite not in runners:
        raise VectorFileError(f"{label}: unknown suite {suite!r}")
    cases = document.get("cases")
    if not isinstance(cases, list) or not all(
        isinstance(case, dict) and isinstance(case.get("name"), str) for case in cases
    ):
        raise VectorFileError(f"{label}: cases must be a list of objects, each with a name")
    return VectorFile(label, suite, cases)


def run_vector_file(vectors: VectorFile, runners: Mapping[str, CaseRunner]) -> list[CaseResult]:
    """Run every case of a loaded file; a runner that raises fails its case, never the run."""
    runner = runners.get(vectors.suite)
    results = []
    for case in vectors.cases:
        if runner is None:
            failures = [Failure(f"no runner is registered for suite {vectors.suite!r}")]
        else:
            try:
                failures = runner(case)
            except Exception as error:  # a broken case or runtime bug fails this case only
                failures = [Failure(f"the runner raised {type(error).__name__}: {error}")]
        results.append(CaseResult(vectors.label, vectors.suite, case["name"], failures))
    return results


def run_vector_files(
    sources: Iterable[VectorSource], runners: Mapping[str, CaseRunner]
) -> list[CaseResult]:
    """Load every file first (so a bad file stops the run before any case), then run them."""
    loaded = [load_vector_file(source, runners) for source in sources]
    return [result for vectors in loaded for result in run_vector_file(vectors, runners)]


def render_failure(result: CaseResult) -> str:
    """A failed case as text: where it is, why it failed, and the values that differ."""
    lines = [f"FAIL {result.file} [{result.suite}] {result.name}"]
    for failure in result.failures:
        lines.append(f"  {failure.reason}")
        if failure.values is not None:
            expected, actual = failure.values
            lines.append(f"    expected: {_shown(expected)}")
            lines.append(f"    actual:   {_shown(actual)}")
    return "\n".join(lines)


def results_report(results: list[CaseResult]) -> dict[str, object]:
    """Every case's outcome as JSON values, for `conformance --json`."""
    failed = sum(1 for result in results if result.failures)
    return {
        "passed": len(results) - failed,
        "failed": failed,
        "cases": [
            {
                "file": result.file,
                "suite": result.suite,
                "name": result.name,
                "passed": not result.failures,
                "failures": [_failure_data(failure) for failure in result.failures],
            }
            for result in results
        ],
    }


def _failure_data(failure: Failure) -> dict[str, object]:
    if failure.values is None:
        return {"reason": failure.reason}
    expected, actual = failure.values
    return {"reason": failure.reason, "expected": expected, "actual": actual}


def _shown(value: object) -> str:
    # ASCII only: a lone surrogate or control character must not break the terminal.
    return json.dumps(value, ensure_ascii=True, default=repr)


def _error(error: ScheduleLogError | ScheduleInputError) -> dict[str, str]:
    return {"error": error.code}


def _events(values: list[dict[str, Any]]) -> list[Event]:
    return [Event(v["type"], v["seq"], v["time"], v["data"]) for v in values]


def _record(value: object, protocol: int = 1) -> Record:
    """A record given by a vector, read as strictly as the log would read it."""
    data = {"version": protocol, "operation": "create", "schedule": value}
    change = decode_schedule_change(data, protocol=protocol)
    assert isinstance(change, ScheduleCreate | ScheduleCreateV2)
    return change.schedule


def _instant(ms: int | None) -> str | None:
    return None if ms is None else format_instant(ms)


def _decode(case: Mapping[str, Any], protocol: int = 1) -> object:
    try:
        return {"ok": change_data(decode_schedule_change(case["data"], protocol=protocol))}
    except ScheduleLogError as error:
        return _error(error)


def _fold(case: Mapping[str, Any], protocol: int = 1) -> object:
    try:
        result = fold_schedule_events(
            _events(case["events"]), case.get("seedLength", 0), protocol=protocol
        )
    except ScheduleLogError as error:
        return _error(error)
    return {"active": [record_data(r) for r in result.active], "seenIds": list(result.seen_ids)}


def _allocate(case: Mapping[str, Any]) -> object:
    return allocate_schedule_id(case["seenIds"])


def _create_record(case: Mapping[str, Any]) -> object:
    try:
        record = create_after_schedule_record(
            case["id"], case["prompt"], case["afterSeconds"], case["nowMs"]
        )
    except ScheduleInputError as error:
        return _error(error)
    return record_data(record)


def _create_record_v2(case: Mapping[str, Any]) -> object:
    try:
        record = create_schedule_record(case["id"], case["arguments"], case["nowMs"])
    except ScheduleInputError as error:
        return _error(error)
    return record_data(record)


def _occurrence(case: Mapping[str, Any]) -> object:
    """`next` when the case gives afterMs; `latest` and `missed` when it gives nowMs."""
    record = _record(case["record"], protocol=2)
    result: dict[str, object] = {}
    if "afterMs" in case:
        result["next"] = _instant(next_occurrence(record, case["afterMs"]))
    if "nowMs" in case:
        latest, missed = catch_up(record, case["nowMs"])
        result["latest"] = format_instant(latest)
        result["missed"] = missed
    return result


def _view(case: Mapping[str, Any], protocol: int = 1) -> object:
    return view_data(schedule_view(_record(case["record"], protocol), case["nowMs"]))


def _framing(case: Mapping[str, Any]) -> object:
    return render_reminder_framing(_record(case["record"]))


def _framing_v2(case: Mapping[str, Any]) -> object:
    """A one-shot's framing when the case gives a record, else one recurring batch."""
    if "record" in case:
        return render_reminder_framing(_record(case["record"], protocol=2))
    deliveries = [(_record(d["record"], protocol=2), d["nowMs"]) for d in case["deliveries"]]
    return render_recurring_framing(deliveries)


def _presentation(case: Mapping[str, Any], protocol: int = 1) -> object:
    try:
        presentation = schedule_reminder_presentation(
            _events(case["events"]),
            case["dispatchSeq"],
            case.get("seedLength", 0),
            protocol=protocol,
        )
    except ScheduleLogError as error:
        return _error(error)
    return None if presentation is None else presentation_data(presentation)


def domain_suites() -> dict[str, CaseRunner]:
    """The runners of every suite but the scenarios, as a new dict the caller may extend."""
    return {
        "decode": expecting(_decode),
        "fold": expecting(_fold),
        "allocate": expecting(_allocate),
        "record": expecting(_create_record),
        "view": expecting(_view),
        "framing": expecting(_framing),
        "presentation": expecting(_presentation),
        "decode-v2": expecting(partial(_decode, protocol=2)),
        "fold-v2": expecting(partial(_fold, protocol=2)),
        "record-v2": expecting(_create_record_v2),
        "occurrence-v2": expecting(_occurrence),
        "view-v2": expecting(partial(_view, protocol=2)),
        "framing-v2": expecting(_framing_v2),
        "presentation-v2": expecting(partial(_presentation, protocol=2)),
    }
