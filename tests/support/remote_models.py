"""What the remote model tests share: fake provider keys and a fake model server on 127.0.0.1,
a model opened on it, and a chat: the embedded host on a virtual clock with the schedule plugin
and a `TurnRunner`, recording what the user saw.

The real OpenAI and Anthropic SDKs talk to the fake server, which answers from a script and
records every request body, so a test asserts the exact bodies they sent.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import pytest

from dsh_schedule.cli.live import schedule_plugins
from dsh_schedule.host.agents import HostAgent
from dsh_schedule.host.host import EmbeddedHost, RecordingLogger
from dsh_schedule.host.models import Model
from dsh_schedule.host.models.option import model_from_option
from dsh_schedule.host.models.remote import instructions
from dsh_schedule.host.stores import MemoryStore
from dsh_schedule.host.tool_registry import ToolResult
from dsh_schedule.host.turns import TurnRunner
from dsh_schedule.runtime.clock import VirtualClock
from dsh_schedule.runtime.fold import fold_schedule_events
from tests.support.fake_models import FAKE_KEY, FakeModelServer

START = 1_767_225_600_000  # 2026-01-01T00:00:00.000Z


@pytest.fixture(autouse=True)
def provider_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fake keys, and no base URL from the environment: nothing leaves the loopback."""
    for name in ("OPENAI_BASE_URL", "ANTHROPIC_BASE_URL", "ANTHROPIC_AUTH_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    monkeypatch.setenv("ANTHROPIC_API_KEY", FAKE_KEY)
    yield


@pytest.fixture
def server() -> Iterator[FakeModelServer]:
    """A fake model server for the test, stopped when it ends."""
    with FakeModelServer() as fake:
        yield fake


def open_model(provider: str, server: FakeModelServer, retries: int = 2) -> Model:
    """The `provider` model on `server`, as `--model` and `--base-url` open it, clock at START."""
    base_url = server.base_url + ("/v1" if provider == "openai" else "")
    return model_from_option(
        f"{provider}:fake-model",
        base_url,
        max_retries=retries,
        timeout=2,
        zone="Europe/Paris",
        clock=VirtualClock(wall_ms=START),
    )


SYSTEM = instructions("Europe/Paris", START)
"""What the models are told: the model's clock stays at START."""


@dataclass
class Chat:
    """The host, its clock, the agent `main` and a turn runner, and what the user saw."""

    host: EmbeddedHost
    clock: VirtualClock
    model: Model
    said: list[str] = field(default_factory=list)
    tools: list[tuple[str, object, ToolResult]] = field(default_factory=list)
    turns: TurnRunner | None = None

    def attach(self) -> None:
        def say(agent: HostAgent, text: str) -> None:
            self.said.append(text)

        def on_tool(
            agent: HostAgent, name: str, arguments: dict[str, object], result: ToolResult
        ) -> None:
            self.tools.append((name, arguments, result))

        self.turns = TurnRunner(self.host, self.model, say, on_tool)
        self.turns.attach()

    @property
    def agent(self) -> HostAgent:
        return self.host.agent("main")

    async def user(self, text: str) -> None:
        assert self.turns is not None
        await self.turns.user_turn(self.agent, text)

    async def advance(self, ms: int) -> None:
        """Move the clock; let the owner deliver and the followup's turn run to its end."""
        before = len(self.host.deliveries)
        self.clock.advance(ms)
        for _ in range(200):
            await asyncio.sleep(0)
            if len(self.host.deliveries) > before:
                break
        assert self.turns is not None
        await self.turns.drain()

    async def restart(self) -> None:
        await self.host.restart()
        self.attach()

    def active(self, protocol: int = 1) -> list[str]:
        session = self.agent.session
        fold = fold_schedule_events(session.events, session.header.seed_length, protocol)
        return [record.id for record in fold.active]


@asynccontextmanager
async def chat_with(model: Model, protocol: int = 1) -> AsyncIterator[Chat]:
    clock = VirtualClock(wall_ms=START)
    host = EmbeddedHost(MemoryStore(), clock, RecordingLogger())
    try:
        await host.load_plugins(schedule_plugins(protocol))
        host.open_agent("main")
        chat = Chat(host, clock, model)
        chat.attach()
        yield chat
    finally:
        await host.close()
        await model.close()
