"""Benchmark: the generated validators against jsonschema, fastjsonschema and jsonschema-rs.

Run `.venv/bin/python bench/validators.py`. Every library validates the same instances in one
run (timeit, best of several repeats); the ratios are how many times faster the generated
validator is (above 1) or slower (below 1). For invalid instances the generated validator also
collects its error list, while the others only answer valid/invalid (fastjsonschema raises at
the first error).
"""

from __future__ import annotations

import importlib
import json
import timeit
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import fastjsonschema
import jsonschema
import jsonschema_rs
from referencing import Registry, Resource

from dsh_schedule.generator import VALIDATOR_ENTRY_POINTS, render_validators_module

REPOSITORY = Path(__file__).resolve().parent.parent
REPEATS = 5
TARGET_SECONDS = 0.02  # per repeat; the loop count is calibrated to it

DOCUMENTS = {
    document["$id"]: document
    for document in (
        json.loads(path.read_text(encoding="utf-8"))
        for path in sorted((REPOSITORY / "schemas").rglob("*.json"))
    )
}
URIS = dict(VALIDATOR_ENTRY_POINTS)

RECORD = {
    "id": "schedule-1",
    "kind": "after",
    "prompt": "check the deployment logs",
    "afterSeconds": 30,
    "scheduledAt": "2026-03-01T12:00:30.000Z",
}
VIEW = {**RECORD, "state": "scheduled", "deliveryMode": "session-local"}
CASES: list[tuple[str, str, Any]] = [
    (
        "create event",
        "validate_schedule_change",
        {"version": 1, "operation": "create", "schedule": RECORD},
    ),
    (
        "create event, bad afterSeconds",
        "validate_schedule_change",
        {"version": 1, "operation": "create", "schedule": {**RECORD, "afterSeconds": 1.5}},
    ),
    (
        "delete event",
        "validate_schedule_change",
        {"version": 1, "operation": "delete", "id": "schedule-1"},
    ),
    (
        "delete event, extra key",
        "validate_schedule_change",
        {"version": 1, "operation": "delete", "id": "schedule-1", "at": 5},
    ),
    (
        "dispatch event",
        "validate_schedule_change",
        {"version": 1, "operation": "dispatch", "id": "schedule-1"},
    ),
    (
        "dispatch event, padded id",
        "validate_schedule_change",
        {"version": 1, "operation": "dispatch", "id": " schedule-1"},
    ),
    ("create output (view)", "validate_schedule_create_output", VIEW),
    (
        "create output (error)",
        "validate_schedule_create_output",
        {
            "code": "persistence_uncertain",
            "message": "m",
            "operation": "create",
            "id": "schedule-1",
        },
    ),
    ("create output, bad state", "validate_schedule_create_output", {**VIEW, "state": "done"}),
    ("list output (3 views)", "validate_schedule_list_output", [VIEW, VIEW, VIEW]),
    ("delete output", "validate_schedule_delete_output", {"id": "schedule-1", "deleted": True}),
    (
        "delete output, wrong code",
        "validate_schedule_delete_output",
        {"id": "x", "deleted": False, "code": "gone"},
    ),
]


def generated_module() -> ModuleType:
    try:
        return importlib.import_module("dsh_schedule.generated.validators")
    except ModuleNotFoundError:
        module = ModuleType("validators_under_test")
        source = render_validators_module(DOCUMENTS, VALIDATOR_ENTRY_POINTS)
        exec(compile(source, module.__name__, "exec", dont_inherit=True), module.__dict__)
        return module


def contenders(name: str, module: ModuleType) -> dict[str, Callable[[Any], object]]:
    root = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": URIS[name]}
    registry = Registry().with_resources(
        (uri, Resource.from_contents(document)) for uri, document in DOCUMENTS.items()
    )
    reference = jsonschema.Draft202012Validator(
        root, registry=registry, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    fast = fastjsonschema.compile({"$ref": URIS[name]}, handlers={"https": DOCUMENTS.__getitem__})

    def fast_is_valid(instance: Any) -> bool:
        try:
            fast(instance)
        except fastjsonschema.JsonSchemaValueException:
            return False
        return True

    rust = jsonschema_rs.Draft202012Validator(
        root, registry=jsonschema_rs.Registry(list(DOCUMENTS.items()))
    )
    return {
        "generated": getattr(module, name),
        "jsonschema": reference.is_valid,
        "fastjsonschema": fast_is_valid,
        "jsonschema-rs": rust.is_valid,
        "jsonschema errors": lambda instance: list(reference.iter_errors(instance)),
        "jsonschema-rs errors": lambda instance: list(rust.iter_errors(instance)),
    }


def best_seconds(function: Callable[[Any], object], instance: Any) -> float:
    """Best time of one call, over REPEATS calibrated repeats."""
    timer = timeit.Timer("function(instance)", globals={"function": function, "instance": instance})
    number, _ = timer.autorange()
    number = max(1, int(number * TARGET_SECONDS / 0.2))
    return min(timer.repeat(repeat=REPEATS, number=number)) / number


def main() -> None:
    module = generated_module()
    names = ["generated", "jsonschema", "fastjsonschema", "jsonschema-rs"]
    print(f"{'case':32} " + " ".join(f"{n:>14}" for n in names) + "   ratios (them / generated)")
    worst: dict[str, float] = {}
    for label, name, instance in CASES:
        functions = contenders(name, module)
        valid = functions["generated"](instance) == []
        assert all(bool(functions[n](instance)) == valid for n in names[1:]), label
        # Invalid input: the generated validator lists its errors, so it is also compared
        # with the references listing theirs.
        compared = names[1:] if valid else [*names[1:], "jsonschema errors", "jsonschema-rs errors"]
        times = {n: best_seconds(functions[n], instance) for n in ["generated", *compared]}
        ratios = {n: times[n] / times["generated"] for n in compared}
        for n, ratio in ratios.items():
            kind = f"{n} ({'valid' if valid else 'invalid'})"
            worst[kind] = min(worst.get(kind, ratio), ratio)
        cells = " ".join(f"{times[n] * 1e9:>11.0f} ns" for n in names)
        print(f"{label:32} {cells}   " + "  ".join(f"{n} {r:.1f}x" for n, r in ratios.items()))
    print("worst ratios: " + ", ".join(f"{n} {r:.2f}x" for n, r in sorted(worst.items())))


if __name__ == "__main__":
    main()
