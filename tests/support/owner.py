"""What the live owner's tests share: the tool names, durations in milliseconds, and the steps
they take on the live harness (create and settle, read the schedule changes, ask for a turn)."""

from __future__ import annotations

from tests.support.live import Live, LiveAgent

CREATE, LIST, DELETE = "schedule_create", "schedule_list", "schedule_delete"
SECOND, MINUTE, HOUR = 1_000, 60_000, 3_600_000


async def create_settled(
    live: Live, seconds: int, prompt: str = "stretch", agent: str = "main"
) -> str:
    """Create a reminder and settle, so the owner has acted on it before the test goes on."""
    schedule_id = await live.create(seconds, prompt, agent)
    await live.settle()
    return schedule_id


def schedule_operations(live: Live, agent: str = "main") -> list[tuple[str, str]]:
    """The agent's schedule changes in log order, as (operation, schedule id)."""
    return [
        (data["operation"], data["id"] if "id" in data else data["schedule"]["id"])
        for data in live.schedule_events(agent)
    ]


def turn_admissible(agent: LiveAgent) -> bool:
    """Whether a turn could start now (the owner released its reservation)."""
    release = agent.reserve_turn_admission()
    if release is None:
        return False
    release()
    return True
