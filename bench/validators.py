"""The generated validators against jsonschema, fastjsonschema, jsonschema-rs and msgspec.

Every contender checks the same instance in one run, their repeats interleaved (best of 7
rounds of about 10 ms each) so that load elsewhere on the machine hits them alike; a ratio is
the peer's time over ours, so above 1 means the generated validator is faster. The module
measured is dsh_schedule.generated.validators, or another one given by path (`--validators`).

Which comparisons are apples to apples:
- valid instances: every contender answers "valid" after checking everything, so
  `validate_*` (which returns `[]`) is compared with each peer's cheapest valid/invalid call.
- invalid instances, all errors: `validate_*` collects every error (and, for a failed
  `oneOf`, the errors of the closest alternative), like `list(iter_errors())` of jsonschema and
  jsonschema-rs.
- invalid instances, verdict: `is_valid_*` answers only valid/invalid, like `is_valid()` of
  jsonschema and jsonschema-rs; fastjsonschema and msgspec stop at (and raise) their first
  error, which is as little work as a verdict.
msgspec is not a JSON Schema validator: it decodes into the generated models, which are typed
access and not the validation authority (its verdict differs where the models are looser or
stricter than the schemas; the table flags those cases; a union msgspec cannot decode is
replaced by the member the instance is meant to be). `msgspec.json.decode` parses bytes, so it
is compared with `json.loads` followed by our check.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

import fastjsonschema
import jsonschema
import jsonschema_rs
import msgspec
from referencing import Registry, Resource

from bench.report import Report, best_interleaved
from dsh_schedule.generated import models, validators
from dsh_schedule.generator.entry_points import validator_entry_points
from dsh_schedule.generator.schema_files import load_schema_files

REPOSITORY = Path(__file__).resolve().parent.parent
JSONSCHEMA_TARGET = 100.0
RUST_TARGET = 0.5

DOCUMENTS = {
    document["$id"]: document
    for document in (
        json.loads(path.read_text(encoding="utf-8"))
        for path in sorted((REPOSITORY / "schemas").rglob("*.json"))
    )
}
URIS = dict(validator_entry_points(load_schema_files(REPOSITORY / "schemas")))
MODELS: dict[str, Any] = {
    "validate_schedule_change": models.ScheduleChange,
    "validate_schedule_create_output": models.ScheduleCreateOutput,
    "validate_schedule_list_output": models.ScheduleListOutput,
    "validate_schedule_delete_output": models.ScheduleDeleteOutput,
}

RECORD = {
    "id": "schedule-1",
    "kind": "after",
    "prompt": "check the deployment logs",
    "afterSeconds": 30,
    "scheduledAt": "2026-03-01T12:00:30.000Z",
}
VIEW = {**RECORD, "state": "scheduled", "deliveryMode": "session-local"}
CREATE = {"version": 1, "operation": "create", "schedule": RECORD}
UNCERTAIN = {"code": "persistence_uncertain", "message": "m", "operation": "create", "id": "s-1"}


@dataclass(frozen=True)
class Case:
    key: str
    label: str
    entry: str
    instance: Any
    model: Any = None
    """The msgspec type for this case when the entry point's union is not one msgspec can
    decode (an untagged struct among others): the member the instance is meant to be."""


CASES = [
    Case("create_event", "create event", "validate_schedule_change", CREATE),
    Case(
        "create_event_bad_after_seconds",
        "create event, afterSeconds 1.5",
        "validate_schedule_change",
        {**CREATE, "schedule": {**RECORD, "afterSeconds": 1.5}},
    ),
    Case(
        "create_event_bad_instant",
        "create event, scheduledAt without Z",
        "validate_schedule_change",
        {**CREATE, "schedule": {**RECORD, "scheduledAt": "2026-03-01T12:00:30.000"}},
    ),
    Case(
        "delete_event",
        "delete event",
        "validate_schedule_change",
        {"version": 1, "operation": "delete", "id": "schedule-1"},
    ),
    Case(
        "delete_event_extra_key",
        "delete event, extra key",
        "validate_schedule_change",
        {"version": 1, "operation": "delete", "id": "schedule-1", "at": 5},
    ),
    Case(
        "dispatch_event",
        "dispatch event",
        "validate_schedule_change",
        {"version": 1, "operation": "dispatch", "id": "schedule-1"},
    ),
    Case(
        "dispatch_event_padded_id",
        "dispatch event, padded id",
        "validate_schedule_change",
        {"version": 1, "operation": "dispatch", "id": " schedule-1"},
    ),
    Case(
        "change_unknown_operation",
        "change, unknown operation",
        "validate_schedule_change",
        {"version": 1, "operation": "update", "id": "schedule-1"},
    ),
    Case(
        "create_output_view",
        "create output (view)",
        "validate_schedule_create_output",
        VIEW,
        models.ScheduleView,
    ),
    Case(
        "create_output_error",
        "create output (persistence_uncertain)",
        "validate_schedule_create_output",
        UNCERTAIN,
        models.ScheduleError,
    ),
    Case(
        "create_output_bad_state",
        "create output, view with state done",
        "validate_schedule_create_output",
        {**VIEW, "state": "done"},
        models.ScheduleView,
    ),
    Case(
        "list_output_3_views",
        "list output (3 views)",
        "validate_schedule_list_output",
        [dict(VIEW), dict(VIEW, id="schedule-2"), dict(VIEW, id="schedule-3")],
    ),
    Case("list_output_empty", "list output (no views)", "validate_schedule_list_output", []),
    Case(
        "list_output_bad_view",
        "list output, 3rd view without deliveryMode",
        "validate_schedule_list_output",
        [dict(VIEW), dict(VIEW), {k: v for k, v in VIEW.items() if k != "deliveryMode"}],
    ),
    Case(
        "delete_output",
        "delete output (deleted)",
        "validate_schedule_delete_output",
        {"id": "schedule-1", "deleted": True},
        models.ScheduleDeleted,
    ),
    Case(
        "delete_output_not_found",
        "delete output (not found)",
        "validate_schedule_delete_output",
        {"id": "schedule-1", "deleted": False, "code": "schedule_not_found"},
        models.ScheduleNotFound,
    ),
    Case(
        "delete_output_wrong_code",
        "delete output, unknown code",
        "validate_schedule_delete_output",
        {"id": "x", "deleted": False, "code": "gone"},
        models.ScheduleNotFound,
    ),
]

Check = Callable[[], object]


@dataclass
class Peers:
    """Every way of checking one entry point, each a function of the instance."""

    validate: Callable[[Any], list[Any]]
    verdict: Callable[[Any], bool]
    jsonschema_valid: Callable[[Any], bool]
    jsonschema_errors: Callable[[Any], list[Any]]
    fastjsonschema: Callable[[Any], bool]
    rust_valid: Callable[[Any], bool]
    rust_errors: Callable[[Any], list[Any]]
    msgspec_convert: Callable[[Any], bool] | None
    msgspec_decode: Callable[[bytes], bool] | None


def verdict_of(module: ModuleType, entry: str) -> Callable[[Any], bool]:
    """`is_valid_*` when the module has it; otherwise a verdict from `validate_*`."""
    function = getattr(module, "is_valid_" + entry.removeprefix("validate_"), None)
    if function is not None:
        return function  # type: ignore[no-any-return]
    validate = getattr(module, entry)
    return lambda instance: not validate(instance)


def decodable(entry: str, fallback: Any) -> tuple[Any, str | None]:
    """The msgspec type for an entry point, or the case's own member type when msgspec cannot
    decode the entry point's union."""
    model = MODELS.get(entry)
    if model is None:
        return fallback, None
    try:
        msgspec.json.Decoder(model)
    except TypeError:
        if fallback is None:
            return None, None
        return fallback, f"msgspec cannot decode this union; decoded as {fallback.__name__}"
    return model, None


def load_module(path: Path) -> ModuleType:
    """Another validators module (for example an older generated/validators.py), so that a
    change can be measured before and after in the same way."""
    module = ModuleType("validators_under_test")
    source = path.read_text(encoding="utf-8")
    exec(compile(source, str(path), "exec", dont_inherit=True), module.__dict__)
    return module


def peers(entry: str, model: Any, generated: ModuleType) -> Peers:
    root = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": URIS[entry]}
    registry = Registry().with_resources(
        (uri, Resource.from_contents(document)) for uri, document in DOCUMENTS.items()
    )
    reference = jsonschema.Draft202012Validator(
        root, registry=registry, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    fast = fastjsonschema.compile({"$ref": URIS[entry]}, handlers={"https": DOCUMENTS.__getitem__})

    def fast_first_error(instance: Any) -> bool:
        try:
            fast(instance)
        except fastjsonschema.JsonSchemaValueException:
            return False
        return True

    rust = jsonschema_rs.Draft202012Validator(
        root, registry=jsonschema_rs.Registry(list(DOCUMENTS.items()))
    )
    convert = decode = None
    if model is not None:
        decoder = msgspec.json.Decoder(model)

        def convert(instance: Any) -> bool:
            try:
                msgspec.convert(instance, model)
            except msgspec.ValidationError:
                return False
            return True

        def decode(data: bytes) -> bool:
            try:
                decoder.decode(data)
            except msgspec.ValidationError:
                return False
            return True

    return Peers(
        validate=getattr(generated, entry),
        verdict=verdict_of(generated, entry),
        jsonschema_valid=reference.is_valid,
        jsonschema_errors=lambda instance: list(reference.iter_errors(instance)),
        fastjsonschema=fast_first_error,
        rust_valid=rust.is_valid,
        rust_errors=lambda instance: list(rust.iter_errors(instance)),
        msgspec_convert=convert,
        msgspec_decode=decode,
    )


@dataclass
class Table:
    """The figures of one run, and the worst ratio of each kind of comparison."""

    report: Report
    worst: dict[str, tuple[float, str, float | None]] = field(default_factory=dict)
    rust_verdicts: list[float] = field(default_factory=list)
    """Each row's verdict (valid: `validate_*`; invalid: `is_valid_*`) against jsonschema-rs."""

    def compare(
        self,
        case: Case,
        kind: str,
        suffix: str,
        ours: tuple[str, float],
        theirs: tuple[str, float],
        target: float | None,
        note: str | None = None,
    ) -> None:
        (ours_name, ours_ns), (peer, peer_ns) = ours, theirs
        ratio = peer_ns / ours_ns
        self.report.add(
            f"validators.{case.key}.{suffix}",
            f"{case.label} [{kind}]: {peer} vs {ours_name}",
            peer_ns,
            "ns",
            peer=peer,
            ratio=ratio,
            target=None if target is None else f">= {target:g}x",
            met=None if target is None else ratio >= target,
            note=note,
        )
        if suffix == "jsonschema_rs":
            self.rust_verdicts.append(ratio)
        group = f"{kind} {ours_name} vs {peer}"
        if group not in self.worst or ratio < self.worst[group][0]:
            self.worst[group] = (ratio, case.label, target)

    def summary(self) -> None:
        self.report.section("Validators: worst ratio per comparison")
        for group, (ratio, label, target) in sorted(self.worst.items()):
            key = "validators.worst." + "_".join(
                group.replace("*", "").replace("+", "and").replace("-", "_").split()
            )
            self.report.add(
                key,
                f"worst {group} ({label})",
                ratio,
                "x",
                target=None if target is None else f">= {target:g}x",
                met=None if target is None else ratio >= target,
            )
        rows = len(self.rust_verdicts)
        level = sum(ratio >= 1.0 for ratio in self.rust_verdicts)
        self.report.add(
            "validators.rows_at_least_rust",
            f"rows whose verdict is at least 1.0x jsonschema-rs (of {rows})",
            level,
            "rows",
            target=f"{rows} (issue 32)",
            met=level == rows,
        )


def measure_case(table: Table, case: Case, contenders: Peers, model_note: str | None) -> None:
    instance = case.instance
    valid = contenders.validate(instance) == []
    verdicts = {
        "jsonschema": contenders.jsonschema_valid(instance),
        "jsonschema-rs": bool(contenders.rust_valid(instance)),
        "fastjsonschema": contenders.fastjsonschema(instance),
        "is_valid_*": contenders.verdict(instance),
    }
    disagreeing = [name for name, verdict in verdicts.items() if verdict != valid]
    if disagreeing:
        raise AssertionError(f"{case.label}: {disagreeing} disagree with validate_*")
    kind = "valid" if valid else "invalid"
    data = json.dumps(instance).encode()
    ours = contenders.validate if valid else contenders.verdict
    functions: dict[str, Callable[[], object]] = {
        "validate_*": lambda: contenders.validate(instance),
        "is_valid_*": lambda: contenders.verdict(instance),
        "jsonschema is_valid": lambda: contenders.jsonschema_valid(instance),
        "fastjsonschema": lambda: contenders.fastjsonschema(instance),
        "jsonschema-rs is_valid": lambda: contenders.rust_valid(instance),
        "json.loads + ours": lambda: ours(json.loads(data)),
    }
    if not valid:
        functions["jsonschema iter_errors"] = lambda: contenders.jsonschema_errors(instance)
        functions["jsonschema-rs iter_errors"] = lambda: contenders.rust_errors(instance)
    convert, decode = contenders.msgspec_convert, contenders.msgspec_decode
    if convert is not None:
        functions["msgspec.convert"] = lambda: convert(instance)
    if decode is not None:
        functions["msgspec.json.decode"] = lambda: decode(data)
    ns = {name: seconds * 1e9 for name, seconds in best_interleaved(functions).items()}
    label = f"{case.label} [{kind}]"
    report = table.report
    if valid:
        report.add(
            f"validators.{case.key}.generated", f"{label}: validate_*", ns["validate_*"], "ns"
        )
        mine = ("validate_*", ns["validate_*"])
    else:
        errors = ("validate_*", ns["validate_*"])
        report.add(
            f"validators.{case.key}.generated_errors",
            f"{label}: validate_* (all errors)",
            errors[1],
            "ns",
        )
        for suffix, peer, target in (
            ("jsonschema_errors", "jsonschema iter_errors", JSONSCHEMA_TARGET),
            ("jsonschema_rs_errors", "jsonschema-rs iter_errors", RUST_TARGET),
        ):
            table.compare(case, kind, suffix, errors, (peer, ns[peer]), target)
        mine = ("is_valid_*", ns["is_valid_*"])
        report.add(
            f"validators.{case.key}.generated_verdict",
            f"{label}: is_valid_* (verdict)",
            mine[1],
            "ns",
        )
    fast_name = "fastjsonschema" if valid else "fastjsonschema (first error)"
    for suffix, peer, shown, goal in (
        ("jsonschema", "jsonschema is_valid", "jsonschema is_valid", JSONSCHEMA_TARGET),
        ("fastjsonschema", "fastjsonschema", fast_name, None),
        ("jsonschema_rs", "jsonschema-rs is_valid", "jsonschema-rs is_valid", RUST_TARGET),
    ):
        table.compare(case, kind, suffix, mine, (shown, ns[peer]), goal)
    if convert is not None:
        note = model_note if convert(instance) == valid else "msgspec's verdict differs"
        theirs = ("msgspec.convert", ns["msgspec.convert"])
        table.compare(case, kind, "msgspec_convert", mine, theirs, None, note)
    if decode is not None:
        note = model_note if decode(data) == valid else "msgspec's verdict differs"
        parsed = (f"json.loads + {mine[0]}", ns["json.loads + ours"])
        theirs = ("msgspec.json.decode", ns["msgspec.json.decode"])
        table.compare(case, kind, "msgspec_json_decode", parsed, theirs, None, note)


def run(report: Report, quick: bool = False, module: Path | None = None) -> None:
    """Measure generated/validators.py, or the validators module at `module`."""
    report.section("Validators (ns per call; ratio = peer time / generated time)")
    generated = validators if module is None else load_module(module)
    cache: dict[tuple[str, Any], Peers] = {}
    table = Table(report)
    for case in CASES[::3] if quick else CASES:
        model, model_note = decodable(case.entry, case.model)
        if (case.entry, model) not in cache:
            cache[case.entry, model] = peers(case.entry, model, generated)
        measure_case(table, case, cache[case.entry, model], model_note)
    table.summary()
