"""`python -m bench` (`make bench`): every benchmark in one run, a table, and bench/results.json.

Options: `--only NAME[,NAME...]` runs some of validators, compiled, suites, fold, owner, store,
fencing, generator, workers, wakeups, metrics, group, javascript, formats; `--quick` shrinks every
size (for trying the harness, not for figures);
`--validators PATH` measures another validators module (an older generated/validators.py, say)
in place of the current one; `--output PATH` writes the figures elsewhere than
bench/results.json.
"""

from __future__ import annotations

import argparse
import functools
import time
from collections.abc import Callable
from pathlib import Path

from bench import (
    compiled,
    fencing,
    fold,
    formats,
    generator,
    group,
    javascript,
    metrics,
    owner,
    store,
    suites,
    validators,
    wakeups,
    workers,
)
from bench.report import RESULTS, Report, format_row, machine

BENCHMARKS: dict[str, Callable[[Report, bool], None]] = {
    "validators": validators.run,
    "compiled": compiled.run,
    "suites": suites.run,
    "fold": fold.run,
    "owner": owner.run,
    "store": store.run,
    "fencing": fencing.run,
    "generator": generator.run,
    "workers": workers.run,
    "wakeups": wakeups.run,
    "metrics": metrics.run,
    "group": group.run,
    "javascript": javascript.run,
    "formats": formats.run,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--only", default=",".join(BENCHMARKS))
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--validators", type=Path, default=None)
    parser.add_argument("--output", type=Path, default=RESULTS)
    options = parser.parse_args(argv)
    chosen = [name.strip() for name in options.only.split(",") if name.strip()]
    unknown = [name for name in chosen if name not in BENCHMARKS]
    if unknown:
        parser.error(f"unknown benchmarks: {', '.join(unknown)}")
    info = machine()
    print(f"machine: {info['value']} cpus, {info['cpu']}, Python {info['python']}")
    report = Report()
    benchmarks = dict(BENCHMARKS)
    if options.validators is not None:
        benchmarks["validators"] = functools.partial(validators.run, module=options.validators)
    started = time.perf_counter()
    for name in chosen:
        began = time.perf_counter()
        benchmarks[name](report, options.quick)
        print(f"  ({name}: {time.perf_counter() - began:.1f} s)", flush=True)
    report.write(options.output)
    missed = report.missed()
    elapsed = time.perf_counter() - started
    print(f"\n{len(report.figures)} figures in {elapsed:.0f} s -> {options.output}")
    targets = [figure for figure in report.figures if figure.met is not None]
    print(f"targets: {len(targets) - len(missed)} met, {len(missed)} missed")
    for figure in missed:
        print(format_row(figure))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
