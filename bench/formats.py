"""Format assertion in both backends, in one run: for each format, the suite's strings for it
(`optional/format/F.json`, valid and invalid) checked one call each by the module compiled
from `{"format": F}` with format assertion: `isValidSchema` under node, `is_valid_schema` in
Python. Rates are strings per second; the ratio is node's rate over Python's (above 1: the
JavaScript module is faster). Needs node.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from pathlib import Path

from bench.compiled import _round
from bench.report import Report, best_interleaved
from dsh_schedule.compiler.compile_schema import compile_module, compile_validator
from dsh_schedule.compiler.format_checks import FORMAT_FUNCTIONS
from tests.support.suite import draft_2020_12

REPOSITORY = Path(__file__).resolve().parent.parent
ALTERNATIONS = 3
"""Per format, node and Python take turns this many times, each keeping its best: a burst of
load elsewhere on the machine then hits both alike."""
# A warm-up, then the best of three rounds, each checking every string over and over for
# SECONDS; prints strings per second.
NODE_TIMER = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const SECONDS = Number(process.env.DSH_BENCH_SECONDS);
const { module, strings } = JSON.parse(readFileSync(0, "utf8"));
const check = (await import(pathToFileURL(module).href)).isValidSchema;
function rate() {
  let count = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < SECONDS) {
    for (const text of strings) check(text);
    count += strings.length;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  }
  return count / elapsed;
}
rate();
console.log(Math.max(rate(), rate(), rate()));
"""


def _strings(name: str) -> list[str]:
    groups = json.loads(
        (draft_2020_12() / "optional/format" / f"{name}.json").read_text(encoding="utf-8")
    )
    return [t["data"] for g in groups for t in g["tests"] if isinstance(t["data"], str)]


def _node_rate(module: Path, strings: list[str], quick: bool) -> float:
    result = subprocess.run(
        ["node", "--input-type=module", "-e", NODE_TIMER],
        input=json.dumps({"module": str(module), "strings": strings}),
        capture_output=True,
        text=True,
        env={**os.environ, "DSH_BENCH_SECONDS": "0.02" if quick else "0.1"},
        check=False,
        timeout=300,
    )
    if result.returncode != 0:
        raise RuntimeError(result.stderr[-2000:])
    return float(result.stdout)


def run(report: Report, quick: bool) -> None:
    report.section("format assertion: the JavaScript module under node vs the Python module")
    with tempfile.TemporaryDirectory(prefix="dsh-bench-formats-") as folder:
        for name in sorted(FORMAT_FUNCTIONS):
            schema = {"format": name}
            module = Path(folder) / f"{name}.mjs"
            source = compile_module({"schema": schema}, lang="javascript", format_assertion=True)
            module.write_text(source, encoding="utf-8")
            strings = _strings(name)
            check = _round(compile_validator(schema, format_assertion=True).is_valid, strings)
            node_rate = python_rate = 0.0
            for _ in range(ALTERNATIONS):
                node_rate = max(node_rate, _node_rate(module, strings, quick))
                seconds = best_interleaved({"python": check}, rounds=1 if quick else 3)["python"]
                python_rate = max(python_rate, len(strings) / seconds)
            report.add(f"formats.{name}.node", f"{name}: isValid (node)", node_rate, "/s")
            report.add(f"formats.{name}.python", f"{name}: is_valid (Python)", python_rate, "/s")
            ratio = node_rate / python_rate
            report.add(
                f"formats.{name}.ratio",
                f"{name}: node vs Python",
                ratio,
                "x",
                peer="python",
                ratio=ratio,
            )
