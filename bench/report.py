"""What every benchmark module shares: timing helpers, the figures, the table and results.json.

A figure is one measured number with its unit; a comparison with a peer also carries the ratio
(how many times faster ours is: the peer's time over ours) and, where SPEC §12 sets one, the
target and whether this run met it. Benchmarks are never timed tests: nothing here asserts.
"""

from __future__ import annotations

import json
import math
import os
import platform
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().with_name("results.json")


@dataclass(frozen=True)
class Figure:
    key: str
    name: str
    value: float
    unit: str
    peer: str | None = None
    ratio: float | None = None
    target: str | None = None
    met: bool | None = None
    note: str | None = None


@dataclass
class Report:
    figures: list[Figure] = field(default_factory=list)
    verbose: bool = True

    def add(
        self,
        key: str,
        name: str,
        value: float,
        unit: str,
        *,
        peer: str | None = None,
        ratio: float | None = None,
        target: str | None = None,
        met: bool | None = None,
        note: str | None = None,
    ) -> Figure:
        figure = Figure(key, name, value, unit, peer, ratio, target, met, note)
        if any(existing.key == key for existing in self.figures):
            raise ValueError(f"figure {key} measured twice")
        self.figures.append(figure)
        if self.verbose:
            print(format_row(figure), flush=True)
        return figure

    def section(self, title: str) -> None:
        if self.verbose:
            print(f"\n== {title}", flush=True)

    def write(self, path: Path = RESULTS) -> None:
        data: dict[str, Any] = {"machine": machine()}
        for figure in self.figures:
            data[figure.key] = {k: v for k, v in asdict(figure).items() if v is not None}
        path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    def missed(self) -> list[Figure]:
        return [figure for figure in self.figures if figure.met is False]


def format_value(value: float, unit: str) -> str:
    if unit in ("ns", "us", "ms", "s", "MiB", "KiB", "B", "x", "/s"):
        if value >= 100:
            return f"{value:,.0f} {unit}"
        return f"{value:.3g} {unit}" if value < 10 else f"{value:.1f} {unit}"
    return f"{value:g} {unit}"


def format_row(figure: Figure) -> str:
    text = f"  {figure.name:<66} {format_value(figure.value, figure.unit):>14}"
    if figure.ratio is not None:
        text += f"  {figure.ratio:9.2f}x {figure.peer}"
    if figure.target is not None:
        text += f"  [target {figure.target}: {'met' if figure.met else 'MISSED'}]"
    if figure.note is not None:
        text += f"  ({figure.note})"
    return text


def machine() -> dict[str, Any]:
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "name": "machine",
        "value": os.cpu_count() or 0,
        "unit": "cpus",
        "cpu": model,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "system": f"{platform.system()} {platform.release()}",
    }


def best_seconds(
    function: Callable[[], object], *, repeats: int = 5, target: float = 0.02, floor: float = 0.004
) -> float:
    """Best time of one call of `function`: the loop count is calibrated so that one repeat
    lasts about `target` seconds, and the best of `repeats` repeats is kept."""
    number = 1
    while True:
        elapsed = _loop(function, number)
        if elapsed >= floor:
            break
        number *= 4 if elapsed < floor / 8 else 2
    number = max(1, int(number * target / elapsed))
    return min(_loop(function, number) for _ in range(repeats)) / number


def best_interleaved(
    functions: dict[str, Callable[[], object]], *, rounds: int = 7, target: float = 0.01
) -> dict[str, float]:
    """`best_seconds` for several functions compared with each other: their repeats take
    turns, so a burst of load elsewhere on the machine hits all of them alike."""
    numbers = {name: _calibrate(function, target) for name, function in functions.items()}
    best = dict.fromkeys(functions, math.inf)
    for _ in range(rounds):
        for name, function in functions.items():
            best[name] = min(best[name], _loop(function, numbers[name]) / numbers[name])
    return best


def _calibrate(function: Callable[[], object], target: float, floor: float = 0.002) -> int:
    number = 1
    while True:
        elapsed = _loop(function, number)
        if elapsed >= floor:
            return max(1, int(number * target / elapsed))
        number *= 4 if elapsed < floor / 8 else 2


def _loop(function: Callable[[], object], number: int) -> float:
    counter = time.perf_counter
    start = counter()
    for _ in range(number):
        function()
    return counter() - start


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile of `values` (not empty)."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), math.ceil(fraction * len(ordered))))
    return ordered[rank - 1]


async def best_seconds_async(
    step: Callable[[], Awaitable[object]],
    *,
    repeats: int = 5,
    target: float = 0.03,
    floor: float = 0.005,
) -> float:
    """`best_seconds` for a coroutine function: best time of one awaited `step()`."""
    number = 1
    while True:
        elapsed = await _loop_async(step, number)
        if elapsed >= floor:
            break
        number *= 4 if elapsed < floor / 8 else 2
    number = max(1, int(number * target / elapsed))
    return min([await _loop_async(step, number) for _ in range(repeats)]) / number


async def _loop_async(step: Callable[[], Awaitable[object]], number: int) -> float:
    counter = time.perf_counter
    start = counter()
    for _ in range(number):
        await step()
    return counter() - start
