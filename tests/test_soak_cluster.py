"""The cluster soak, briefly, on the test cluster: four worker processes, a client host, kills
and pauses, and the judge finding nothing wrong (`make soak-cluster` runs it for minutes)."""

from __future__ import annotations

import io

from tests.soak_cluster import Plan, run


def test_a_short_cluster_soak_finds_no_violation(postgres_url: str) -> None:
    plan = Plan(
        seconds=6, seed=14, agents=12, lanes=2, kills_per_s=0.3, pauses_per_s=0.3, strike_share=0.2
    )
    out = io.StringIO()
    outcome = run(postgres_url, plan, out)
    assert outcome.failures == [], out.getvalue()
    counts = outcome.counts
    assert counts["kills"] >= 1 and counts["long pauses"] >= 1, out.getvalue()
    assert counts["creates confirmed"] > 0 and outcome.verdict.deliveries > 0, out.getvalue()
    assert "  repeats in the log:" in out.getvalue()
    assert "  repeats on screen:" in out.getvalue()
