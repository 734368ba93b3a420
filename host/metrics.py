"""Operations metrics (`--metrics HOST:PORT` on the worker and the shell): Prometheus series
prefixed `dsh_schedule_`, and `/healthz` and `/readyz` beside `/metrics`.

Everything is measured where it happens, without changing what the host does: the store is
wrapped (`MeteredStore`: claims, commit times, commits refused by the fence, when the store
last answered), so is the model (`MeteredModel`: each call's outcome and time), and the host
is listened to (`Metrics.watch`: reminders handed to an agent, sessions lost, and a sampler
that reads the sessions held and the due-unclaimed backlog once a second). A reminder counts
as delivered, and its lateness is observed, when its followup reaches the agent: the embedded
host hands it over only once the commit holding its message and its dispatch is confirmed
(`host/agents.py`). A session lost before then delivered nothing here, and counts nothing.

Only this module imports `prometheus_client` (the `ops` extra); nothing else loads it, so a
worker or a shell without `--metrics` runs without the library. Each `Metrics` has a registry
of its own, so several can live in one process (tests).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from collections.abc import Callable, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Final, cast

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

from dsh_schedule.host.delivered import read_reminders
from dsh_schedule.host.errors import LeaseLostError, MetricsAddressError, StoreError
from dsh_schedule.host.host import EmbeddedHost
from dsh_schedule.host.models import Message, Model, ModelFailure, Step
from dsh_schedule.host.stores import Commit, SessionStore, shares_sync
from dsh_schedule.host.stores.sessions import raise_outcome
from dsh_schedule.runtime.host_contract import Followup, ToolDefinition
from dsh_schedule.runtime.instants import parse_instant

DEFAULT_ADDRESS: Final = "127.0.0.1:9464"
SAMPLE_EVERY_S: Final = 1.0
"""How often the sessions held and the due-unclaimed backlog are read (a store query)."""
LATENESS_BUCKETS: Final = (0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600)
TURN_BUCKETS: Final = (0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
COMMIT_BUCKETS: Final = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5)
LOSS_REASONS: Final = ("taken_over", "expired", "other")
TURN_OUTCOMES: Final = ("ok", "failed", "timeout")
SERIES: Final = (
    "dsh_schedule_deliveries_total",
    "dsh_schedule_delivery_lateness_seconds",
    "dsh_schedule_sessions_held",
    "dsh_schedule_claims_total",
    "dsh_schedule_due_unclaimed",
    "dsh_schedule_lease_losses_total",
    "dsh_schedule_fenced_commits_total",
    "dsh_schedule_model_turns_total",
    "dsh_schedule_model_turn_seconds",
    "dsh_schedule_store_commit_seconds",
    "dsh_schedule_build_info",
)
"""Every series a process with `--metrics` serves (`docs/operations.md` says what each means)."""


def parse_address(text: str) -> tuple[str, int]:
    """HOST:PORT (`[::1]:9464` for an IPv6 address; port 0 picks a free one)."""
    host, colon, port = text.rpartition(":")
    host = host.removeprefix("[").removesuffix("]")
    if not colon or not host or not port.isdigit() or int(port) > 65_535:
        raise MetricsAddressError(
            f"--metrics {text!r}: expected HOST:PORT, such as {DEFAULT_ADDRESS}"
        )
    return host, int(port)


def store_kind(url: str) -> str:
    """The `store` label of a store URL: postgresql, memory or sqlite."""
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql"
    return "memory" if url == "memory:" else "sqlite"


def loss_reason(reason: str) -> str:
    """A lost session's reason as a label: the fence's two words for it, else `other`."""
    if "was taken over" in reason:
        return "taken_over"
    return "expired" if " expired at " in reason else "other"


class Metrics:
    """The series of one process, in a registry of its own."""

    def __init__(self, store: str, *, renewal_s: float, version: str) -> None:
        self.registry = CollectorRegistry()
        self.renewal_s = renewal_s
        """How recently the store must have answered for `/readyz` to say ready."""
        registry = self.registry
        self.deliveries = Counter(
            "dsh_schedule_deliveries",
            "Reminders delivered: their dispatch commit was confirmed.",
            ["store"],
            registry=registry,
        ).labels(store)
        self.lateness = Histogram(
            "dsh_schedule_delivery_lateness_seconds",
            "From a reminder's due time to its confirmed delivery commit.",
            buckets=LATENESS_BUCKETS,
            registry=registry,
        )
        self.sessions_held = Gauge(
            "dsh_schedule_sessions_held",
            "Sessions this process holds a lease on.",
            registry=registry,
        )
        self.claims = Counter(
            "dsh_schedule_claims",
            "Sessions this process claimed (or created, and so held).",
            registry=registry,
        )
        self.due_unclaimed = Gauge(
            "dsh_schedule_due_unclaimed",
            "Sessions due now that no live process holds (sampled once a second).",
            registry=registry,
        )
        self.losses = _counters(
            "dsh_schedule_lease_losses",
            "Sessions this process lost its lease on, by reason.",
            "reason",
            LOSS_REASONS,
            registry,
        )
        self.fenced = Counter(
            "dsh_schedule_fenced_commits",
            "Commits the store refused because the lease was no longer this process's.",
            registry=registry,
        )
        self.turns = _counters(
            "dsh_schedule_model_turns",
            "Calls to the model, by outcome (ok, failed, timeout).",
            "outcome",
            TURN_OUTCOMES,
            registry,
        )
        self.turn_seconds = Histogram(
            "dsh_schedule_model_turn_seconds",
            "How long each call to the model took.",
            buckets=TURN_BUCKETS,
            registry=registry,
        )
        self.commit_seconds = Histogram(
            "dsh_schedule_store_commit_seconds",
            "How long each store commit (a group of flushes) took.",
            buckets=COMMIT_BUCKETS,
            registry=registry,
        )
        Gauge(
            "dsh_schedule_build_info",
            "Always 1; the version label says which release runs.",
            ["version"],
            registry=registry,
        ).labels(version).set(1)
        self.url: str | None = None
        """Where `MetricsServer` serves these (http://HOST:PORT), once it does."""
        self.answered_at: float | None = None
        """When the store last answered (monotonic seconds)."""
        self._clock_ms: Callable[[], int] = lambda: time.time_ns() // 1_000_000
        self._sampler: asyncio.Task[None] | None = None

    def answered(self) -> None:
        self.answered_at = time.monotonic()

    def ready(self) -> bool:
        """Whether the store answered within the last renewal period."""
        at = self.answered_at
        return at is not None and time.monotonic() - at <= self.renewal_s

    def store(self, store: SessionStore) -> SessionStore:
        """`store`, measured."""
        self._clock_ms = store.clock.now_ms
        return cast(SessionStore, MeteredStore(store, self))

    def model(self, model: Model) -> Model:
        """`model`, measured."""
        return MeteredModel(model, self)

    def watch(self, host: EmbeddedHost) -> None:
        """Hear `host`'s followups and lost sessions, and sample it once a second (until
        `stop`). Call once its plugins are loaded, inside the event loop."""
        host.agents.on_delivered(lambda agent, message: self._followed_up(message))
        host.on_lost(self._lost)
        self._sampler = asyncio.get_running_loop().create_task(self._sample(host))

    def stop(self) -> None:
        if self._sampler is not None:
            self._sampler.cancel()
            self._sampler = None

    def _followed_up(self, message: Followup) -> None:
        """The commit holding `message` was confirmed: its reminders are delivered."""
        now = self._clock_ms()
        for reminder in read_reminders(message.text) or []:
            self.deliveries.inc()
            self.lateness.observe(max(0, now - parse_instant(reminder.occurrence_at)) / 1000)

    def _lost(self, _session_id: str, reason: str) -> None:
        self.losses[loss_reason(reason)].inc()

    async def _sample(self, host: EmbeddedHost) -> None:
        while True:
            self.sessions_held.set(len(host.sessions.list()))
            with contextlib.suppress(StoreError):  # `/readyz` says the store is not answering
                self.due_unclaimed.set(host.store.due_unclaimed().count)
            await asyncio.sleep(SAMPLE_EVERY_S)


def _counters(
    name: str,
    documentation: str,
    label: str,
    values: Sequence[str],
    registry: CollectorRegistry,
) -> dict[str, Counter]:
    """The series `name`'s counter for each of the `label`'s values, each shown from 0 on."""
    counter = Counter(name, documentation, [label], registry=registry)
    return {value: counter.labels(value) for value in values}


class MeteredStore:
    """A `SessionStore` that notes what `Metrics` counts and passes everything on."""

    def __init__(self, store: SessionStore, metrics: Metrics) -> None:
        self._store = store
        self._metrics = metrics
        self.clock = store.clock
        self.shares_sync = shares_sync(store)

    def __getattr__(self, name: str) -> Any:
        """Every other store method as it is, its answers noted (for `/readyz`)."""
        method = getattr(self._store, name)
        if not callable(method):
            return method
        answered = self._metrics.answered

        def call(*args: Any, **kwargs: Any) -> Any:
            result = method(*args, **kwargs)
            answered()
            return result

        setattr(self, name, call)  # found directly from now on
        return call

    def claim(self, *args: Any, **kwargs: Any) -> Any:
        return self._claimed(self._store.claim(*args, **kwargs))

    def claim_many(self, *args: Any, **kwargs: Any) -> Any:
        return self._claimed(self._store.claim_many(*args, **kwargs))

    def claim_due(self, *args: Any, **kwargs: Any) -> Any:
        return self._claimed(self._store.claim_due(*args, **kwargs))

    def create(self, *args: Any, **kwargs: Any) -> Any:
        """A new session is held from its creation: a claim too."""
        return self._claimed([self._store.create(*args, **kwargs)])[0]

    def _claimed(self, claims: list[Any]) -> list[Any]:
        self._metrics.answered()
        self._metrics.claims.inc(len(claims))
        return claims

    def commit(self, *args: Any, **kwargs: Any) -> None:
        """`commit_many` of one (`Commit` takes what `commit` takes), to be metered alike."""
        raise_outcome(self.commit_many([Commit(*args, **kwargs)])[0])

    def commit_many(self, commits: Sequence[Commit]) -> list[StoreError | None]:
        metrics = self._metrics
        started = time.perf_counter()
        outcomes = self._store.commit_many(commits)
        metrics.commit_seconds.observe(time.perf_counter() - started)
        accepted = outcomes.count(None)  # most groups: all, with no outcome to look at
        fenced = 0
        if accepted < len(outcomes):
            fenced = sum(isinstance(outcome, LeaseLostError) for outcome in outcomes)
            if fenced:
                metrics.fenced.inc(fenced)
        if fenced or accepted:
            metrics.answered()
        return outcomes


class MeteredModel:
    """A model whose calls are counted by outcome and timed. A call that failed after the
    model's whole time budget (`timeout`, as remote models have) ran out of time."""

    def __init__(self, model: Model, metrics: Metrics) -> None:
        self._model = model
        self._metrics = metrics
        budget = getattr(model, "timeout", None)
        self._budget_s = float(budget) if isinstance(budget, int | float) else None

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        started = time.perf_counter()
        outcome = "failed"
        try:
            step = await self._model.respond(messages, tools)
            if not isinstance(step, ModelFailure):
                outcome = "ok"
            elif self._budget_s is not None and time.perf_counter() - started >= self._budget_s:
                outcome = "timeout"
            return step
        finally:
            self._metrics.turns[outcome].inc()
            self._metrics.turn_seconds.observe(time.perf_counter() - started)

    async def close(self) -> None:
        await self._model.close()


class MetricsServer:
    """`/metrics`, `/healthz` and `/readyz` over HTTP, on a thread of their own."""

    def __init__(self, metrics: Metrics, address: tuple[str, int]) -> None:
        handler = type("Handler", (_Handler,), {"metrics": metrics})
        family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        server = type("Server", (ThreadingHTTPServer,), {"address_family": family})
        try:
            self._server = server(address, handler)
        except OSError as error:
            host, port = address
            raise MetricsAddressError(
                f"--metrics {host}:{port}: cannot listen there ({error.strerror or error})"
            ) from None
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        host, port = self._server.server_address[:2]
        shown = f"[{host}]" if ":" in str(host) else str(host)
        metrics.url = f"http://{shown}:{port}"

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()


class _Handler(BaseHTTPRequestHandler):
    metrics: Metrics

    def do_GET(self) -> None:
        path = self.path.partition("?")[0]
        if path == "/metrics":
            self._answer(200, generate_latest(self.metrics.registry), CONTENT_TYPE_LATEST)
        elif path == "/healthz":
            self._answer(200, b"ok\n")
        elif path == "/readyz":
            ready = self.metrics.ready()
            text = b"ready\n" if ready else b"not ready: the store has not answered lately\n"
            self._answer(200 if ready else 503, text)
        else:
            self._answer(404, b"not found: try /metrics, /healthz or /readyz\n")

    def _answer(self, status: int, body: bytes, kind: str = "text/plain; charset=utf-8") -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        """Scrapes are not logged: a scrape every few seconds would drown the log."""
