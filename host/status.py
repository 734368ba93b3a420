"""`dsh-schedule status`: the state of a store as an on-call engineer asks for it, read-only.

Per agent: its reminders pending, the next one due, how many are overdue, how many recur, and
who holds the session (host, pid, role, until when). Then the totals and the due session that
no live process holds and that has waited longest (`SessionStore.due_unclaimed`, the query a
worker claims by). The store is opened read-only (SQLite `mode=ro`, a PostgreSQL transaction
that cannot write): nothing is claimed, nothing is written, so it works on a read-only file and
with a role that may only SELECT. Each session's schedule comes from folding its log, as a
host would; a log that does not fold is reported for its agent, the others are still shown.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo
from typing import Any, TextIO

from dsh_schedule.host.stores import Backlog, SessionStore, StoredSession
from dsh_schedule.host.stores.leases import RELEASED, Lease
from dsh_schedule.runtime.errors import ScheduleLogError
from dsh_schedule.runtime.fold import ScheduleProjection
from dsh_schedule.runtime.instants import format_instant
from dsh_schedule.runtime.occurrences import is_recurring

PROTOCOL = 2
"""Logs are folded as protocol 2, which reads version 1 and version 2 events alike."""


@dataclass(frozen=True)
class AgentStatus:
    agent: str
    session: str
    pending: int
    overdue: int
    recurring: int
    next_due: int | None
    """The earliest pending reminder's target (epoch ms); None when nothing is pending."""
    lease: Lease | None
    """The session's current or last lease; None when it was never claimed."""
    problem: str | None = None
    """Why the log does not fold (the counts are then 0)."""


@dataclass(frozen=True)
class StoreStatus:
    store: str
    now: int
    agents: list[AgentStatus]
    backlog: Backlog
    oldest_agent: str | None
    """The agent of `backlog.oldest_session`."""


def read_status(store: SessionStore, name: str, agent: str | None = None) -> StoreStatus:
    """The status of `store` (called `name` in what is shown), of one agent or all; reads
    only. `KeyError` names an agent the store does not have."""
    sessions = store.load_sessions()
    backlog = store.due_unclaimed()
    now = store.clock.now_ms()
    chosen = [s for s in sessions if agent is None or s.agent_name == agent]
    if agent is not None and not chosen:
        raise KeyError(agent)
    agents = [_agent_status(s, store.lease_of(s.id), now) for s in chosen]
    owners = {s.id: s.agent_name for s in sessions}
    oldest = owners.get(backlog.oldest_session or "")
    return StoreStatus(name, now, agents, backlog, oldest)


def _agent_status(session: StoredSession, lease: Lease | None, now: int) -> AgentStatus:
    projection = ScheduleProjection(session.seed_length, PROTOCOL)
    try:
        projection.update(session.events)
        records = list(projection.active.values())
        targets = [projection.target_ms(record.id) for record in records]
    except ScheduleLogError as error:
        return AgentStatus(session.agent_name, session.id, 0, 0, 0, None, lease, str(error))
    return AgentStatus(
        session.agent_name,
        session.id,
        pending=len(records),
        overdue=sum(1 for target in targets if target <= now),
        recurring=sum(1 for record in records if is_recurring(record)),
        next_due=min(targets, default=None),
        lease=lease,
    )


def live(lease: Lease | None, now: int) -> bool:
    return lease is not None and lease.live_at(now)


def write_text(status: StoreStatus, zone: tzinfo, out: TextIO) -> None:
    """One line per agent, then the totals and the oldest unclaimed due session."""
    now = status.now
    out.write(f"{status.store} at {_both(now, zone)}\n")
    for agent in status.agents:
        if agent.problem is not None:
            out.write(f"{agent.agent} ({agent.session}): the log does not fold: {agent.problem}\n")
            continue
        due = "nothing due" if agent.next_due is None else f"next due {_both(agent.next_due, zone)}"
        out.write(
            f"{agent.agent} ({agent.session}): {agent.pending} pending, {agent.overdue} overdue,"
            f" {agent.recurring} recurring; {due}; {_lease_text(agent.lease, now, zone)}\n"
        )
    agents = status.agents
    held = sum(1 for agent in agents if live(agent.lease, now))
    out.write(
        f"total: {len(agents)} agent{'' if len(agents) == 1 else 's'},"
        f" {sum(a.pending for a in agents)} pending,"
        f" {sum(a.overdue for a in agents)} overdue, {sum(a.recurring for a in agents)}"
        f" recurring, {held} held; due sessions unclaimed: {status.backlog.count}\n"
    )
    backlog = status.backlog
    if backlog.oldest_session is None or backlog.oldest_wake_at is None:
        out.write("no due session is unclaimed\n")
    else:
        waited = max(0, now - backlog.oldest_wake_at) / 1000
        out.write(
            f"oldest unclaimed due session: {backlog.oldest_session} ({status.oldest_agent}),"
            f" due {_both(backlog.oldest_wake_at, zone)}, waiting {waited:.1f} s\n"
        )


def _lease_text(lease: Lease | None, now: int, zone: tzinfo) -> str:
    if lease is None:
        return "never held"
    holder = lease.holder
    who = f"{holder.role} on {holder.host} pid {holder.pid}"
    if lease.live_at(now):
        return f"held by {who} until {_both(lease.expires_at_ms, zone)}"
    if lease.expires_at_ms == RELEASED:
        return f"free (released by {who})"
    return f"free (the lease of {who} expired {_both(lease.expires_at_ms, zone)})"


def json_report(status: StoreStatus, zone: tzinfo) -> dict[str, Any]:
    """The status as `schemas/ops/status.json` describes it."""
    now = status.now
    agents = status.agents
    backlog = status.backlog
    return {
        "store": status.store,
        "zone": str(zone),
        "now": _instant(now, zone),
        "agents": [
            {
                "agent": agent.agent,
                "session": agent.session,
                "pending": agent.pending,
                "overdue": agent.overdue,
                "recurring": agent.recurring,
                "nextDue": None if agent.next_due is None else _instant(agent.next_due, zone),
                "lease": _lease_json(agent.lease, now, zone),
                "problem": agent.problem,
            }
            for agent in agents
        ],
        "totals": {
            "agents": len(agents),
            "pending": sum(a.pending for a in agents),
            "overdue": sum(a.overdue for a in agents),
            "recurring": sum(a.recurring for a in agents),
            "held": sum(1 for a in agents if live(a.lease, now)),
            "dueUnclaimed": backlog.count,
        },
        "oldestUnclaimed": None
        if backlog.oldest_session is None or backlog.oldest_wake_at is None
        else {
            "session": backlog.oldest_session,
            "agent": status.oldest_agent,
            "due": _instant(backlog.oldest_wake_at, zone),
            "waitingSeconds": max(0, now - backlog.oldest_wake_at) / 1000,
        },
    }


def write_json(status: StoreStatus, zone: tzinfo, out: TextIO) -> None:
    out.write(json.dumps(json_report(status, zone), ensure_ascii=True) + "\n")


def _lease_json(lease: Lease | None, now: int, zone: tzinfo) -> dict[str, Any] | None:
    if lease is None:
        return None
    holder = lease.holder
    released = lease.expires_at_ms == RELEASED
    return {
        "host": holder.host,
        "pid": holder.pid,
        "role": holder.role,
        "instance": holder.instance,
        "epoch": lease.epoch,
        "until": None if released else _instant(lease.expires_at_ms, zone),
        "live": lease.live_at(now),
    }


def _instant(ms: int, zone: tzinfo) -> dict[str, str]:
    return {"utc": format_instant(ms), "local": _local(ms, zone).isoformat(timespec="milliseconds")}


def _local(ms: int, zone: tzinfo) -> datetime:
    return datetime.fromtimestamp(ms / 1000, UTC).astimezone(zone)


def _both(ms: int, zone: tzinfo) -> str:
    """Local time first (what the engineer's wall clock says), then UTC."""
    return f"{_local(ms, zone):%Y-%m-%d %H:%M:%S %Z} ({format_instant(ms)})"
