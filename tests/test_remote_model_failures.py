"""A remote model that is slow, refuses, or answers what is not its API, as a user meets it.

The real OpenAI and Anthropic SDKs talk to a fake server on 127.0.0.1. Expected lines come
from the issue: each call ends within `--timeout`, its retries included (an attempt may use all
the time left; a retry is made only if its wait ends inside the budget), a person on a
terminal is told after 5 s that the model is still awaited, and every failure is one line
naming the provider and what happened, never an exception's class.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from email.utils import formatdate
from pathlib import Path

import httpx2
import openai
import pytest

from dsh_schedule.cli import main
from dsh_schedule.host.models import remote as remote_model
from dsh_schedule.host.models.option import model_from_option
from tests.support.fake_models import (
    FAKE_KEY,
    Answer,
    FakeModelServer,
    anthropic_error,
    anthropic_reply,
    openai_calls,
    openai_error,
    openai_reply,
)
from tests.support.live import live_test
from tests.support.remote_models import chat_with, provider_environment, server
from tests.support.terminal import shell_on_terminal

PROVIDERS = ["openai", "anthropic"]
TIMED_OUT = "no answer within {} s; ask again, or allow more time with --timeout."

__all__ = ["provider_environment", "server"]  # fixtures: pytest finds them by name


def base_url(provider: str, server: FakeModelServer) -> str:
    return server.base_url + ("/v1" if provider == "openai" else "")


def error(provider: str, status: int, message: str, **headers: str) -> Answer:
    if provider == "openai":
        return openai_error(status, message, **headers)
    return anthropic_error(status, "error", message, **headers)


def reply(provider: str, text: str) -> Answer:
    return openai_reply(text) if provider == "openai" else anthropic_reply(text)


async def said_to(
    provider: str, server: FakeModelServer, timeout: float
) -> tuple[list[str], float]:
    """What a user saying "hello" is shown, and how long the model's turn took."""
    model = model_from_option(f"{provider}:fake-model", base_url(provider, server), timeout=timeout)
    async with chat_with(model) as chat:
        started = time.monotonic()
        await chat.user("hello")
        return chat.said, time.monotonic() - started


# --- the time budget: one bound for a call, its retries included ------------------------------


@pytest.mark.parametrize("provider", PROVIDERS)
@live_test
async def test_a_call_ends_within_its_timeout_whatever_its_retries(
    server: FakeModelServer, provider: str
) -> None:
    server.answer(*[Answer(delay=2)] * 3)
    said, took = await said_to(provider, server, timeout=0.5)
    assert said == [f"{provider}: {TIMED_OUT.format('0.5')}"]
    # the attempt had all the time (on a loaded machine, it may not have reached the server)
    assert len(server.requests) <= 1
    assert took < 2


@pytest.mark.parametrize("provider", PROVIDERS)
@live_test
async def test_retries_that_fit_in_the_budget_are_made(
    server: FakeModelServer, provider: str
) -> None:
    busy = error(provider, 503, "busy", **{"retry-after-ms": "10"})
    server.answer(busy, busy, reply(provider, "Hello."))
    said, _ = await said_to(provider, server, timeout=5)
    assert said == ["Hello."]
    assert len(server.requests) == 3


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize(
    ("answers", "line", "requests"),
    [
        ([(429, {"retry-after": "30"})], "rate limited (429); try again later.", 1),
        (
            [(500, {"retry-after-ms": "10"}), (500, {"retry-after": "30"})],
            "server error (500), still after 1 retry; try again later.",
            2,
        ),
        ([(500, {"x-should-retry": "false"})], "server error (500); try again later.", 1),
        (
            [(400, {"x-should-retry": "true", "retry-after-ms": "10"}), (404, {})],
            "the request was refused (404): no",
            2,
        ),
    ],
)
@live_test
async def test_a_failure_not_worth_retrying_in_the_time_left_is_said_at_once(
    server: FakeModelServer,
    provider: str,
    answers: list[tuple[int, dict[str, str]]],
    line: str,
    requests: int,
) -> None:
    server.answer(*[error(provider, status, "no", **headers) for status, headers in answers])
    said, took = await said_to(provider, server, timeout=2)
    assert said == [f"{provider}: {line}"]
    assert len(server.requests) == requests
    assert took < 1.5  # no wait of 30 s, nor up to the budget's end


@pytest.mark.parametrize("provider", PROVIDERS)
@live_test
async def test_a_dropped_connection_is_retried_then_said_in_one_line(provider: str) -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        host, port = listener.getsockname()
        dropped: list[int] = []

        def drop() -> None:  # read each request, then close without an answer
            while len(dropped) < 3:
                connection, _ = listener.accept()
                with connection:
                    connection.recv(65_536)
                dropped.append(1)

        dropping = threading.Thread(target=drop, daemon=True)
        dropping.start()
        model = model_from_option(f"{provider}:m", f"http://{host}:{port}/v1", timeout=10)
        async with chat_with(model) as chat:
            await chat.user("hello")
        dropping.join(timeout=10)
    assert chat.said == [
        f"{provider}: the connection to http://{host}:{port} failed (server disconnected "
        "without sending a response), still after 2 retries."
    ]
    assert len(dropped) == 3


@pytest.mark.parametrize(
    ("headers", "seconds"),
    [
        ({"retry-after-ms": "250"}, 0.25),
        ({"retry-after": "2"}, 2.0),
        ({"retry-after": "1.5"}, 1.5),
        ({"retry-after-ms": "soon", "retry-after": "3"}, 3.0),
        ({"retry-after": "0"}, None),
        ({"retry-after": "-5"}, None),
        ({"retry-after": "inf"}, None),
        ({"retry-after": "soon"}, None),
        ({}, None),
    ],
)
def test_the_wait_a_server_asks_for(headers: dict[str, str], seconds: float | None) -> None:
    assert remote_model.retry_after(headers) == seconds


def test_a_retry_after_date_is_the_time_until_it() -> None:
    later = formatdate(time.time() + 30, usegmt=True)
    asked = remote_model.retry_after({"retry-after": later})
    assert asked is not None and 28 < asked <= 30
    assert remote_model.retry_after({"retry-after": formatdate(time.time() - 30)}) is None


def test_without_a_servers_word_the_backoff_doubles_up_to_8_s_less_a_random_quarter() -> None:
    lost = openai.APIConnectionError(request=httpx2.Request("POST", "http://127.0.0.1:9/"))
    for retried, most in [(0, 0.5), (1, 1.0), (2, 2.0), (4, 8.0), (9, 8.0)]:
        for _ in range(20):
            wait = remote_model.retry_wait(lost, retried)
            assert wait is not None and 0.75 * most <= wait <= most


# --- answers that are not the API's ------------------------------------------------------------

NGINX = b"<!DOCTYPE html>\n<html><head><title>Welcome to\n nginx!</title></head><body></body>"
TEXT = {"content-type": "text/plain"}


@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize(
    ("answer", "line"),
    [
        (
            Answer(body=NGINX, headers={"content-type": "text/html"}),
            'the server answered with an HTML page ("Welcome to nginx!"), not JSON; '
            "check the base URL.",
        ),
        (
            Answer(body=b"<html><body>502</body></html>", headers={"content-type": "text/html"}),
            "the server answered with an HTML page, not JSON; check the base URL.",
        ),
        (
            Answer(body=b"upstream connect error\n  or reset", headers=TEXT),
            'the answer is not JSON: "upstream connect error or reset"',
        ),
        (Answer(body={"ok": True}), None),
    ],
)
@live_test
async def test_an_answer_that_is_not_the_apis_is_one_line(
    server: FakeModelServer, provider: str, answer: Answer, line: str | None
) -> None:
    server.answer(answer)
    said, _ = await said_to(provider, server, timeout=5)
    held = "no message" if provider == "openai" else "no content"
    assert said == [f"{provider}: {line or f'the answer held {held}.'}"]


# --- the option --------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["0", "-1", "soon", "nan", "inf", "1e999", ""])
@pytest.mark.parametrize("command", ["shell", "demo", "worker"])
def test_a_timeout_that_is_not_a_positive_number_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, value: str
) -> None:
    places = {"shell": ["--db", str(tmp_path / "s.sqlite")], "worker": ["--store", "memory:"]}
    code = main([command, *places.get(command, []), "--timeout", value])
    assert code == 2
    assert capsys.readouterr().err == (
        f"dsh-schedule: error: --timeout {value!r}: not a positive number of seconds\n"
    )
    assert list(tmp_path.iterdir()) == []


def _environment() -> dict[str, str]:
    """The test's environment with a fake key and no base URL from elsewhere."""
    kept = {k: v for k, v in os.environ.items() if not k.endswith(("_API_KEY", "_BASE_URL"))}
    return {**kept, "OPENAI_API_KEY": FAKE_KEY, "ANTHROPIC_API_KEY": FAKE_KEY}


def test_a_piped_shell_ends_a_slow_call_at_its_timeout(
    server: FakeModelServer, tmp_path: Path
) -> None:
    server.answer(Answer(delay=3))
    result = subprocess.run(
        [
            *(sys.executable, "-m", "dsh_schedule", "shell"),
            *("--db", str(tmp_path / "s.sqlite"), "--model", "anthropic:fake-model"),
            *("--base-url", server.base_url, "--timeout", "0.5"),
        ],
        input="hello\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=_environment(),
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[lines.index("you> hello") + 1] == f"main> anthropic: {TIMED_OUT.format('0.5')}"
    assert result.stderr == ""


def test_a_piped_shell_shows_no_progress_line(
    server: FakeModelServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Nobody watches a pipe: however long the model takes (here, past the notice's time made
    short), no waiting line is written."""
    monkeypatch.setattr(remote_model, "WAIT_NOTICE_SECONDS", 0.1)
    server.answer(Answer(body=openai_reply("Hello.").body, delay=0.6))
    read, write = os.pipe()
    os.write(write, b"hello\nquit\n")
    os.close(write)
    with os.fdopen(read) as stdin:
        monkeypatch.setattr(sys, "stdin", stdin)
        options = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
        assert main(["shell", "--db", str(tmp_path / "s.sqlite"), *options]) == 0
    out = capsys.readouterr().out
    assert "you> hello\nmain> Hello.\n" in out
    assert "waiting" not in out


def test_on_a_terminal_a_slow_model_is_announced_above_the_line_being_typed(
    server: FakeModelServer, tmp_path: Path
) -> None:
    server.answer(
        openai_calls(("call_1", "schedule_create", '{"prompt":"stretch","after_seconds":1}')),
        openai_reply("Set."),
        Answer(body=openai_reply("Time to stretch!").body, delay=6),  # the reminder's turn
        openai_reply("Nothing left."),
    )
    options = ("--model", "openai:fake-model", "--base-url", server.base_url + "/v1")
    with shell_on_terminal(tmp_path / "s.sqlite", _environment(), *options) as terminal:
        terminal.expect(b"you> ")
        terminal.type(b"remind me in a second to stretch\r")
        answered = terminal.expect(b"main> Set.")
        terminal.expect(b"you> ")
        terminal.type(b"list rem")  # no Enter: the reminder's turn waits on the model meanwhile
        terminal.expect(b"list rem")
        shown = terminal.expect("waiting for openai:fake-model… 5 s".encode())
        assert shown.endswith("\r\x1b[Kwaiting for openai:fake-model… 5 s".encode())
        redrawn = terminal.expect(b"you> list rem")  # the typed line, drawn again below it
        assert redrawn.startswith(b"\r\n")
        terminal.expect(b"main> Time to stretch!")
        terminal.type(b"inders\r")
        terminal.expect(b"main> Nothing left.")
        terminal.type(b"quit\r")
        assert terminal.shell.wait(timeout=60) == 0
    assert b"waiting" not in answered  # a fast answer is not announced
    assert [body["messages"][-1]["content"] for body in server.bodies()][-1] == "list reminders"
