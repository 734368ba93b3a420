"""What the OpenAI and Anthropic adapters share: the tools they offer, the instructions they
send, the time a call may take, and how a provider's failure becomes one line for the user.

The tools are offered exactly as the project's exports describe them: the export of the tool
contracts that the agent's scope holds, in the scope's order.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
import random
import re
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, Self, TypeVar

from dsh_schedule.generated.contracts import TOOL_CONTRACTS, TOOL_CONTRACTS_V2, ToolContract
from dsh_schedule.host.models import Message, Model, ModelFailure, Step
from dsh_schedule.host.zone_names import load_zone
from dsh_schedule.runtime.clock import Clock, SystemClock
from dsh_schedule.runtime.host_contract import ToolDefinition
from dsh_schedule.runtime.instants import format_instant

SYSTEM_PROMPT = (
    "You are the assistant of a session with durable reminders. Use the schedule tools to "
    "create, list and delete reminders when the user asks; answer briefly. When a message "
    "starts with [SCHEDULE REMINDER], a reminder the user set earlier is due: tell the user "
    "what it says. When it starts with [SCHEDULE REMINDERS], several repeating reminders are "
    "due at once: tell the user each."
)


def instructions(zone: str, now_ms: int) -> str:
    """The system prompt: what the model is for, and where and when the user is, so that
    "tomorrow at 9" is a date in the user's zone."""
    now = datetime.fromtimestamp(now_ms / 1000, UTC)
    local = now.astimezone(load_zone(zone) or UTC)  # the CLI gives only zones tzdata has
    return (
        f"{SYSTEM_PROMPT} The user's time zone is {zone}; it is now {local:%A %Y-%m-%d %H:%M} "
        f"there ({format_instant(now_ms)})."
    )


DETAIL_LIMIT = 200
"""How much of a provider's error message a failure line quotes."""


def offered_contracts(tools: Sequence[ToolDefinition]) -> list[ToolContract]:
    """The contract of each tool in the agent's scope, of the protocol the plugin runs: both
    name their tools alike, and the arguments schema's title tells them apart (the host
    registers no other tools)."""
    contracts = {
        (contract.name, contract.arguments_schema()["title"]): contract
        for contract in (*TOOL_CONTRACTS, *TOOL_CONTRACTS_V2)
    }
    keys = [(tool.name, tool.arguments_schema.get("title")) for tool in tools]
    return [contracts[key] for key in keys if key in contracts]


def arguments_from_json(text: str) -> Any:
    """The arguments a provider sent as JSON text; text that is not JSON is passed on as it
    is, so the host's registry answers it with its argument error."""
    try:
        return json.loads(text)
    except ValueError:
        return text


class Request(NamedTuple):
    """What one call to a remote model sends: the conversation, the tool contracts offered
    and the instructions."""

    messages: Sequence[Message]
    contracts: Sequence[ToolContract]
    system: str


class Closing(Protocol):
    async def close(self) -> None: ...


Client = TypeVar("Client", bound=Closing)
"""The SDK's asynchronous client."""


class RemoteModel(Generic[Client]):
    """A model behind a provider's API, called through its official SDK (`sdk`, the module:
    its errors are told apart by class) and its `client`. The adapters say how to make the
    client (`connect`), how to send one request (`_send`) and how to read its answer
    (`_read`); this class bounds each call by `timeout` seconds, retries included, and turns
    every failure into one line.

    How retries share the budget: an attempt may use all the time that is left, so a slow
    model is never cut short to make room for a retry. A rate limit (429), a server error
    (5xx, 408, 409) or a lost connection is tried again, at most `retries` more times, after
    the server's `retry-after` or a backoff of 0.5 s doubling (with jitter), but only when
    that wait ends before the budget does; otherwise the failure is said at once. When the
    time is up, the call stops wherever it is: `no answer within N s`.
    """

    sdk: ClassVar[Any]
    """The provider's SDK, the module, which is named as the provider is (`openai`)."""

    def __init__(
        self,
        name: str,
        client: Client,
        *,
        timeout: float,
        retries: int,
        zone: str = "UTC",
        clock: Clock | None = None,
    ) -> None:
        self.name = name
        self.provider: str = self.sdk.__name__
        self._client = client
        self.label = f"{self.provider}:{name}"
        """How the user named it (`--model`), for what the user is shown."""
        self.timeout = timeout
        self.retries = retries
        self._zone = zone
        self._clock = clock if clock is not None else SystemClock()

    @classmethod
    def open(
        cls,
        name: str,
        api_key: str,
        base_url: str | None,
        *,
        max_retries: int,
        timeout: float,
        zone: str,
        clock: Clock,
    ) -> Self:
        """The model `name` of the provider at `base_url` (None: its public API)."""
        client = cls.connect(api_key, base_url, timeout)
        return cls(name, client, timeout=timeout, retries=max_retries, zone=zone, clock=clock)

    @staticmethod
    def connect(api_key: str, base_url: str | None, timeout: float) -> Client:
        """The SDK's client, retrying nothing itself: `RemoteModel` retries within the call's
        time budget."""
        raise NotImplementedError

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        contracts = offered_contracts(tools)
        request = Request(messages, contracts, instructions(self._zone, self._clock.now_ms()))

        async def send(seconds: float) -> Any:
            return await self._send(request, seconds)

        answer = await self._within_budget(send)
        if isinstance(answer, ModelFailure):
            return answer
        if isinstance(answer, str):  # what the SDKs give for a body that is not JSON
            return ModelFailure(f"{self.provider}: {not_json(answer)}")
        return self._read(answer, contracts)

    async def _send(self, request: Request, seconds: float) -> Any:
        """One request, which may take `seconds`; the SDK's answer."""
        raise NotImplementedError

    def _read(self, answer: Any, contracts: Sequence[ToolContract]) -> Step:
        """The step the provider's answer holds."""
        raise NotImplementedError

    async def close(self) -> None:
        """Close the SDK's client."""
        await self._client.close()

    async def _within_budget(self, send: Callable[[float], Awaitable[Any]]) -> Any:
        """What `send` answered, tried again as the class says; a ModelFailure when it did
        not answer within the budget or failed for good."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.timeout
        retried = 0
        try:
            async with asyncio.timeout_at(deadline):
                while True:
                    try:
                        return await send(max(deadline - loop.time(), MIN_ATTEMPT_SECONDS))
                    except self.sdk.APITimeoutError:
                        break  # the attempt had all the time left: none is left
                    except (self.sdk.APIStatusError, self.sdk.APIConnectionError) as error:
                        wait = retry_wait(error, retried) if retried < self.retries else None
                        if wait is None or loop.time() + wait >= deadline:
                            return ModelFailure(self._failure(error, retried))
                        await asyncio.sleep(wait)
                        retried += 1
                    except ValueError as error:  # a body that does not parse as JSON
                        detail = " ".join(str(error).split())[:DETAIL_LIMIT]
                        return ModelFailure(f"{self.provider}: the answer is not JSON: {detail}")
        except TimeoutError:
            pass
        return ModelFailure(
            f"{self.provider}: no answer within {self.timeout:g} s{_after(retried)}; "
            "ask again, or allow more time with --timeout."
        )

    def _failure(self, error: Exception, retried: int) -> str:
        """One line saying why the provider did not answer (never the key, never a
        traceback): `error` is the SDK's `APIStatusError` or `APIConnectionError`."""
        provider, after = self.provider, _after(retried)
        if isinstance(error, self.sdk.APIConnectionError):
            where, why = _server(error), _reason(error)
            return f"{provider}: the connection to {where} failed ({why}){after}."
        status = getattr(error, "status_code", None)
        detail = " ".join(_said(error).split())[:DETAIL_LIMIT]
        if status == 401:
            return f"{provider}: the API key was refused (401): {detail}"
        if status == 429:
            return f"{provider}: rate limited (429){after}; try again later."
        if isinstance(status, int) and status >= 500:
            return f"{provider}: server error ({status}){after}; try again later."
        return f"{provider}: the request was refused ({status}): {detail}"


MIN_ATTEMPT_SECONDS = 0.001
"""The least time an attempt is given: one started at the very end of the budget still gets
a positive timeout (the budget's own deadline stops it)."""
RETRIED_STATUSES = frozenset({408, 409, 429})
"""Besides every 5xx: what the SDKs themselves retry."""
FIRST_BACKOFF_SECONDS = 0.5
LONGEST_BACKOFF_SECONDS = 8.0


def retry_wait(error: Exception, retried: int) -> float | None:
    """Seconds to wait before trying again after `error` (`retried` retries made so far), or
    None when the failure is final. The server decides first (`x-should-retry`, then
    `retry-after-ms` or `retry-after`); else a backoff doubling from 0.5 s up to 8 s, less up
    to a quarter at random so that clients do not retry in step."""
    response = getattr(error, "response", None)
    if response is not None:
        said = response.headers.get("x-should-retry")
        status: int = response.status_code
        if said == "false" or (said != "true" and status not in RETRIED_STATUSES and status < 500):
            return None
        asked = retry_after(response.headers)
        if asked is not None:
            return asked
    backoff = min(FIRST_BACKOFF_SECONDS * 2.0**retried, LONGEST_BACKOFF_SECONDS)
    return backoff * (1 - 0.25 * random.random())


def retry_after(headers: Mapping[str, str]) -> float | None:
    """The wait a server asks for: `retry-after-ms`, or `retry-after` in seconds or as an
    HTTP date; None when it asks for none (or for nothing positive)."""
    for header, unit in (("retry-after-ms", 1000), ("retry-after", 1)):
        value = headers.get(header)
        if value is None:
            continue
        try:
            seconds = float(value) / unit
        except ValueError:
            if header == "retry-after-ms":
                continue
            try:
                seconds = parsedate_to_datetime(value).timestamp() - time.time()
            except (TypeError, ValueError):
                return None
        return seconds if 0 < seconds < math.inf else None
    return None


def not_json(text: str) -> str:
    """What to say of an answer that came as text (an HTML page: a proxy's error, a web
    server's welcome, a URL that is not the API's)."""
    if text.lstrip().startswith("<"):
        title = TITLE.search(text)
        named = f' ("{" ".join(title.group(1).split())[:DETAIL_LIMIT]}")' if title else ""
        return f"the server answered with an HTML page{named}, not JSON; check the base URL."
    return f'the answer is not JSON: "{" ".join(text.split())[:DETAIL_LIMIT]}"'


TITLE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)


def _after(retried: int) -> str:
    if not retried:
        return ""
    return f", still after {retried} {'retry' if retried == 1 else 'retries'}"


def _server(error: Exception) -> str:
    """Where the request went: scheme, host and port (never a path, never credentials)."""
    url = error.request.url  # type: ignore[attr-defined]  # every APIConnectionError has one
    port = f":{url.port}" if url.port is not None else ""
    return f"{url.scheme}://{url.host}{port}"


def _reason(error: BaseException) -> str:
    """Why the connection failed, in the words of the deepest cause: the system's for a socket
    error ("connection refused", "name or service not known"), else the HTTP library's
    ("server disconnected without sending a response")."""
    seen: set[int] = set()
    cause: BaseException | None = error
    said = ""
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        if isinstance(cause, OSError) and cause.strerror:
            # asyncio's own text names the address; the error number's does not
            number = cause.errno
            said = os.strerror(number) if number and number > 0 else cause.strerror
            break
        said = " ".join(str(cause).split()) or said
        cause = cause.__cause__ or cause.__context__
    said = said.rstrip(".")
    return said[:1].lower() + said[1:]


def _said(error: Exception) -> str:
    """The server's own message: the `message` of its error body (OpenAI's body is the error
    object, Anthropic's wraps it in `error`), else the SDK's message."""
    body = getattr(error, "body", None)
    if isinstance(body, dict):
        inner = body.get("error")
        message = (inner if isinstance(inner, dict) else body).get("message")
        if isinstance(message, str):
            return message
    return str(getattr(error, "message", error))


WAIT_NOTICE_SECONDS = 5.0
"""How long a call to a remote model runs before a terminal is told it still waits, and how
often after that."""


def announce_waits(model: Model, show: Callable[[str], None]) -> Model:
    """`model`, which, when it is remote, says on `show` every 5 s that it still waits for the
    provider ("waiting for openai:gpt-4.1-mini… 5 s"). For a terminal: a pipe gets no such
    lines, a person staring at a silent prompt does."""
    if not isinstance(model, RemoteModel):
        return model
    return WaitNotices(model, show)


class WaitNotices:
    def __init__(self, model: RemoteModel[Any], show: Callable[[str], None]) -> None:
        self._model = model
        self._show = show

    async def respond(self, messages: Sequence[Message], tools: Sequence[ToolDefinition]) -> Step:
        loop = asyncio.get_running_loop()
        started = loop.time()
        timers: list[asyncio.TimerHandle] = []

        def notice() -> None:
            self._show(f"waiting for {self._model.label}… {loop.time() - started:.0f} s")
            timers[0] = loop.call_later(WAIT_NOTICE_SECONDS, notice)

        timers.append(loop.call_later(WAIT_NOTICE_SECONDS, notice))
        try:
            return await self._model.respond(messages, tools)
        finally:
            timers[0].cancel()

    async def close(self) -> None:
        await self._model.close()
