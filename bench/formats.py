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

from bench.compiled import SUITE, _round
from bench.report import Report, best_interleaved
from dsh_schedule.generator.compile_schema import compile_module, compile_validator
from dsh_schedule.generator.format_checks import FORMAT_FUNCTIONS

REPOSITORY = Path(__file__).resolve().parent.parent
# Best of three rounds per format; each round checks every string over and over for SECONDS.
NODE_TIMER = """
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const SECONDS = Number(process.env.DSH_BENCH_SECONDS);
const out = {};
for (const { name, module, strings } of JSON.parse(readFileSync(0, "utf8"))) {
  const check = (await import(pathToFileURL(module).href)).isValidSchema;
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let count = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0;
    while (elapsed < SECONDS) {
      for (const text of strings) check(text);
      count += strings.length;
      elapsed = Number(process.hrtime.bigint() - start) / 1e9;
    }
    best = Math.max(best, count / elapsed);
  }
  out[name] = best;
}
console.log(JSON.stringify(out));
"""


def _strings(name: str) -> list[str]:
    groups = json.loads(
        (SUITE / "draft2020-12/optional/format" / f"{name}.json").read_text(encoding="utf-8")
    )
    return [t["data"] for g in groups for t in g["tests"] if isinstance(t["data"], str)]


def run(report: Report, quick: bool) -> None:
    report.section("format assertion: the JavaScript module under node vs the Python module")
    with tempfile.TemporaryDirectory(prefix="dsh-bench-formats-") as folder:
        cases = []
        python = {}
        for name in sorted(FORMAT_FUNCTIONS):
            schema = {"format": name}
            module = Path(folder) / f"{name}.mjs"
            source = compile_module({"schema": schema}, lang="javascript", format_assertion=True)
            module.write_text(source, encoding="utf-8")
            strings = _strings(name)
            cases.append({"name": name, "module": str(module), "strings": strings})
            check = compile_validator(schema, format_assertion=True).is_valid
            python[name] = (check, strings)
        result = subprocess.run(
            ["node", "--input-type=module", "-e", NODE_TIMER],
            input=json.dumps(cases),
            capture_output=True,
            text=True,
            env={**os.environ, "DSH_BENCH_SECONDS": "0.05" if quick else "0.25"},
            check=False,
            timeout=900,
        )
    if result.returncode != 0:
        raise RuntimeError(result.stderr[-2000:])
    node_rates = json.loads(result.stdout)
    for name, (check, strings) in python.items():
        rounds = 3 if quick else 7
        seconds = best_interleaved({"python": _round(check, strings)}, rounds=rounds)["python"]
        python_rate = len(strings) / seconds
        report.add(f"formats.{name}.node", f"{name}: isValid (node)", node_rates[name], "/s")
        report.add(f"formats.{name}.python", f"{name}: is_valid (Python)", python_rate, "/s")
        ratio = node_rates[name] / python_rate
        report.add(
            f"formats.{name}.ratio",
            f"{name}: node vs Python",
            ratio,
            "x",
            peer="python",
            ratio=ratio,
        )
