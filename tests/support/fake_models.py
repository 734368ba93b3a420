"""Fake model servers on 127.0.0.1 for the real OpenAI and Anthropic SDKs to talk to.

One `FakeModelServer` serves both protocols (`/v1/chat/completions`, `/v1/messages`) from a
script of answers, in order, and records every request it gets (path, headers, JSON body),
so a test can assert the exact bodies the SDKs sent. An answer can hold its response until
the test releases it, or wait past the client's timeout. A request with no scripted answer
gets a 500 that names the problem, so a test that asks more than it scripted fails loudly.
Nothing here reaches beyond the loopback interface, and no real key is ever used.
"""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

FAKE_KEY = "test-key-not-real"


@dataclass
class Answer:
    status: int = 200
    body: Any = None
    """JSON, or bytes sent as they are."""
    headers: dict[str, str] = field(default_factory=dict)
    """Sent besides `content-type: application/json`, which one named here replaces."""
    delay: float = 0.0
    """Seconds to wait before answering (a timeout test waits past the client's limit)."""
    hold: threading.Event | None = None
    """Answer only once this is set (the test releases it)."""


@dataclass(frozen=True)
class Recorded:
    path: str
    headers: dict[str, str]
    body: Any


class FakeModelServer:
    def __init__(self) -> None:
        self.script: deque[Answer | Callable[[Recorded], Answer]] = deque()
        self.requests: list[Recorded] = []
        self.arrived = threading.Event()
        """Set whenever a request arrives (a test may clear it and wait again)."""
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def answer(self, *answers: Answer | Callable[[Recorded], Answer]) -> None:
        self.script.extend(answers)

    def bodies(self) -> list[Any]:
        return [request.body for request in self.requests]

    def __enter__(self) -> FakeModelServer:
        self._thread.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    def _next(self, request: Recorded) -> Answer:
        with self._lock:
            self.requests.append(request)
            self.arrived.set()
            entry = self.script.popleft() if self.script else None
        if entry is None:
            return Answer(500, {"error": {"message": "the fake server has no answer scripted"}})
        return entry(request) if callable(entry) else entry

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", "0"))
                raw = self.rfile.read(length)
                request = Recorded(
                    self.path, {k.lower(): v for k, v in self.headers.items()}, json.loads(raw)
                )
                answer = fake._next(request)
                if answer.hold is not None:
                    answer.hold.wait(timeout=30)
                if answer.delay:
                    threading.Event().wait(answer.delay)
                body = answer.body
                payload = body if isinstance(body, bytes) else json.dumps(body).encode()
                try:
                    self.send_response(answer.status)
                    headers = {"content-type": "application/json", **answer.headers}
                    headers["content-length"] = str(len(payload))
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(payload)
                except OSError:
                    pass  # the client gave up (a timeout test)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return Handler


# --- OpenAI Chat Completions answers ---------------------------------------------------------


def openai_reply(text: str) -> Answer:
    return _completion({"role": "assistant", "content": text}, "stop")


def openai_calls(*calls: tuple[str, str, str]) -> Answer:
    """Tool calls, each (id, name, arguments as the JSON text the model wrote)."""
    tool_calls = [
        {"id": i, "type": "function", "function": {"name": name, "arguments": arguments}}
        for i, name, arguments in calls
    ]
    return _completion(
        {"role": "assistant", "content": None, "tool_calls": tool_calls}, "tool_calls"
    )


def _completion(message: dict[str, Any], finish: str) -> Answer:
    return Answer(
        body={
            "id": "chatcmpl-fake",
            "object": "chat.completion",
            "created": 1767225600,
            "model": "fake-model",
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        }
    )


def openai_error(status: int, message: str, **headers: str) -> Answer:
    return Answer(status, {"error": {"message": message, "type": "fake", "code": None}}, headers)


# --- Anthropic Messages answers --------------------------------------------------------------


def anthropic_reply(text: str) -> Answer:
    return _message([{"type": "text", "text": text}], "end_turn")


def anthropic_uses(*uses: tuple[str, str, Any], text: str = "") -> Answer:
    """Tool uses, each (id, name, input)."""
    blocks: list[dict[str, Any]] = [{"type": "text", "text": text}] if text else []
    blocks += [
        {"type": "tool_use", "id": i, "name": name, "input": value} for i, name, value in uses
    ]
    return _message(blocks, "tool_use")


def _message(content: list[dict[str, Any]], stop: str) -> Answer:
    return Answer(
        body={
            "id": "msg_fake",
            "type": "message",
            "role": "assistant",
            "model": "fake-model",
            "content": content,
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": {"input_tokens": 1, "output_tokens": 1},
        }
    )


def anthropic_error(status: int, kind: str, message: str, **headers: str) -> Answer:
    return Answer(status, {"type": "error", "error": {"type": kind, "message": message}}, headers)
