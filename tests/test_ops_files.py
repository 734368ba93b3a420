"""The alert rules and the Grafana dashboard in ops/ name only series a worker serves, and say
what docs/operations.md says they do (the four starting alerts, p99 lateness over 5 minutes)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

from prometheus_client import generate_latest
from prometheus_client.parser import text_string_to_metric_families

from dsh_schedule.host.metrics import SERIES, Metrics
from tests.support.paths import ROOT

RULES = ROOT / "ops" / "prometheus-rules.yml"
DASHBOARD = ROOT / "ops" / "grafana-dashboard.json"
NAME = re.compile(r"\bdsh_schedule_[a-z_]+\b")
FUNCTIONS = {
    "histogram_quantile",
    "sum",
    "max",
    "count",
    "rate",
    "increase",
    "delta",
    "by",
    "and",
}


def served() -> set[str]:
    """The sample names of a fresh process's exposition (every labelled series included)."""
    text = generate_latest(Metrics("sqlite", renewal_s=5, version="0").registry).decode()
    return {sample.name for f in text_string_to_metric_families(text) for sample in f.samples}


def rules() -> list[dict[str, str]]:
    """Each rule of the rules file as its `key: value` lines (the file keeps one per line)."""
    found: list[dict[str, str]] = []
    for line in RULES.read_text(encoding="utf-8").splitlines():
        match = re.match(r"\s*(- )?(alert|expr|for|severity): (.+)$", line)
        if match is None:
            continue
        if match.group(2) == "alert":
            found.append({})
        found[-1][match.group(2)] = match.group(3)
    return found


def dashboard_queries() -> list[str]:
    document: dict[str, Any] = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    return [target["expr"] for panel in document["panels"] for target in panel["targets"]]


def names_in(query: str) -> set[str]:
    return set(NAME.findall(query))


def test_every_series_the_rules_query_is_served() -> None:
    queried = set().union(*(names_in(rule["expr"]) for rule in rules()))
    assert queried and queried <= served(), queried - served()


def test_every_series_the_dashboard_queries_is_served() -> None:
    queries = dashboard_queries()
    queried = set().union(*(names_in(query) for query in queries))
    assert queried and queried <= served(), queried - served()
    # Every series of the process is on the dashboard.
    families = {re.sub("_(bucket|count|sum)$", "", name) for name in queried}
    assert {name for name in SERIES} <= families


def test_queries_use_only_known_functions_and_balanced_brackets() -> None:
    for query in [rule["expr"] for rule in rules()] + dashboard_queries():
        words = set(re.findall(r"\b([a-z_]+)\s*\(", query)) - names_in(query)
        assert words <= FUNCTIONS, (query, words - FUNCTIONS)
        for opening, closing in ("()", "[]", "{}"):
            assert query.count(opening) == query.count(closing), query


def test_the_four_starting_alerts() -> None:
    by_name = {rule["alert"]: rule for rule in rules()}
    assert sorted(by_name) == [
        "DshScheduleBacklogGrowing",
        "DshScheduleFencedCommits",
        "DshScheduleModelTurnsFailing",
        "DshScheduleRemindersLate",
    ]
    late = by_name["DshScheduleRemindersLate"]
    assert late["expr"].startswith("histogram_quantile(0.99, ")
    assert "dsh_schedule_delivery_lateness_seconds_bucket" in late["expr"]
    assert late["for"] == "5m" and re.search(r"\) > \d+$", late["expr"])
    assert "dsh_schedule_due_unclaimed" in by_name["DshScheduleBacklogGrowing"]["expr"]
    assert "dsh_schedule_fenced_commits_total" in by_name["DshScheduleFencedCommits"]["expr"]
    failing = by_name["DshScheduleModelTurnsFailing"]["expr"]
    assert 'outcome=~"failed|timeout"' in failing
    assert all(rule["severity"] in ("page", "ticket") for rule in by_name.values())


def test_the_rules_file_is_the_shape_prometheus_reads() -> None:
    """`groups:`, one named group, its `rules:`, and each rule's keys at the same indent."""
    lines = [
        line
        for line in RULES.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert lines[:3] == ["groups:", "  - name: dsh-schedule", "    rules:"]
    assert all(line.startswith("      ") for line in lines[3:])
    assert "\t" not in RULES.read_text(encoding="utf-8")


def test_the_operations_doc_names_every_series_and_both_files() -> None:
    text = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    for name in SERIES:
        assert f"`{name}" in text, name
    assert "(../ops/prometheus-rules.yml)" in text and "(../ops/grafana-dashboard.json)" in text
    assert Path(RULES).is_file() and Path(DASHBOARD).is_file()


def test_promtool_accepts_the_rules_file() -> None:
    """Prometheus's own checker reads the four starting alerts as valid rules."""
    checked = subprocess.run(
        ["promtool", "check", "rules", str(RULES)], capture_output=True, text=True, check=False
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "SUCCESS: 4 rules found" in checked.stdout


def test_promtool_finds_nothing_to_say_of_the_exposition() -> None:
    """The text a worker serves passes Prometheus's own lint of metric names and help."""
    text = generate_latest(Metrics("sqlite", renewal_s=5, version="0").registry).decode()
    checked = subprocess.run(
        ["promtool", "check", "metrics"], input=text, capture_output=True, text=True, check=False
    )
    assert (checked.returncode, checked.stdout, checked.stderr) == (0, "", "")
