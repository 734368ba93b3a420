"""`--model offline|openai:NAME|anthropic:NAME`, `--base-url` and `--timeout`: the model a
command talks to.

`model_from_option` is the one entry point (shell, demo and worker call it). A remote model
needs the `models` extra and its provider's key; without them it is refused in one line saying
what to install or set. A server given by `--base-url` (or the provider's `*_BASE_URL`
variable) may take no key: a placeholder is sent when the key variable is unset. `--timeout`
bounds each call to a remote model, retries included (`RemoteModel` says how they share it);
the offline model answers at once and has no use for it.
"""

from __future__ import annotations

import importlib
import math
import os
from dataclasses import dataclass

from dsh_schedule.host.errors import ModelOptionError
from dsh_schedule.host.models import Model
from dsh_schedule.host.models.offline import OfflineModel
from dsh_schedule.runtime.clock import Clock, SystemClock

MAX_RETRIES = 2
"""How many times a call to a remote model is tried again after a rate limit, a server error
or a lost connection, within its `--timeout`."""
TIMEOUT_SECONDS = 30.0
"""How long one call to a remote model may take, retries included (`--timeout`)."""
NO_KEY = "no-key"
"""Sent as the key to a server of your own when the key variable is unset."""


@dataclass(frozen=True)
class Provider:
    module: str
    sdk: str
    key_variable: str
    base_url_variable: str


PROVIDERS = {
    "openai": Provider(
        "dsh_schedule.host.models.openai", "openai", "OPENAI_API_KEY", "OPENAI_BASE_URL"
    ),
    "anthropic": Provider(
        "dsh_schedule.host.models.anthropic", "anthropic", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"
    ),
}
CHOICES = "offline, openai:MODEL or anthropic:MODEL"


def positive_seconds(text: str) -> float | None:
    """`text` as a positive, finite number of seconds; None when it is not one."""
    try:
        seconds = float(text)
    except ValueError:
        return None
    return seconds if 0 < seconds < math.inf else None


def timeout_option(text: str) -> float:
    """`--timeout SECONDS`: a positive, finite number of seconds. Raises ModelOptionError."""
    seconds = positive_seconds(text)
    if seconds is None:
        raise ModelOptionError(f"--timeout {text!r}: not a positive number of seconds")
    return seconds


def model_from_option(
    spec: str,
    base_url: str | None,
    *,
    max_retries: int = MAX_RETRIES,
    timeout: float = TIMEOUT_SECONDS,
    zone: str = "UTC",
    clock: Clock | None = None,
) -> Model:
    """The model `--model spec` names, talking to `base_url` (None: the provider's variable or
    its public API), each call bounded by `timeout` seconds and tried again at most
    `max_retries` times within them, for a user in `zone`, telling the time by `clock` (the
    system's by default). Raises ModelOptionError."""
    clock = clock if clock is not None else SystemClock()
    if spec == "offline":
        if base_url is not None:
            raise ModelOptionError("--base-url needs a remote model (--model openai:NAME ...)")
        return OfflineModel(zone, clock)
    kind, _, name = spec.partition(":")
    provider = PROVIDERS.get(kind)
    if provider is None or not name.strip():
        raise ModelOptionError(f"--model {spec!r}: choose {CHOICES}")
    try:
        module = importlib.import_module(provider.module)
    except ModuleNotFoundError as error:
        if error.name is None or error.name.split(".")[0] != provider.sdk:
            raise
        raise ModelOptionError(
            f"--model {spec} needs the {provider.sdk} SDK, which is not installed: "
            "pip install 'dsh-tool-schedule[models]'"
        ) from None
    base_url = base_url or os.environ.get(provider.base_url_variable) or None
    key = os.environ.get(provider.key_variable) or None
    if key is None and base_url is None:
        raise ModelOptionError(
            f"--model {spec} needs {provider.key_variable} (or --base-url for a server of "
            "your own that takes no key)"
        )
    model: Model = module.open_model(
        name,
        key or NO_KEY,
        base_url,
        max_retries=max_retries,
        timeout=timeout,
        zone=zone,
        clock=clock,
    )
    return model
