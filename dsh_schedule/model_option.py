"""`--model offline|openai:NAME|anthropic:NAME` and `--base-url`: the model a command talks to.

`model_from_option` is the one entry point (shell, demo and worker call it). A remote model
needs the `models` extra and its provider's key; without them it is refused in one line saying
what to install or set. A server given by `--base-url` (or the provider's `*_BASE_URL`
variable) may take no key: a placeholder is sent when the key variable is unset.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass

from dsh_schedule import exit_codes
from dsh_schedule.errors import CommandLineError
from dsh_schedule.host.model import Model, OfflineModel

MAX_RETRIES = 2
"""The SDKs' retries of a rate limit, a server error, a lost connection or a timeout, each
after the SDK's backoff (or the server's `retry-after`)."""
TIMEOUT_SECONDS = 60.0
"""How long one request may take."""
NO_KEY = "no-key"
"""Sent as the key to a server of your own when the key variable is unset."""


class ModelOptionError(CommandLineError):
    """The model cannot be used as given: a malformed `--model`, a missing extra or key."""

    exit_code = exit_codes.UNUSABLE_INPUT


@dataclass(frozen=True)
class Provider:
    module: str
    sdk: str
    key_variable: str
    base_url_variable: str


PROVIDERS = {
    "openai": Provider("dsh_schedule.openai_model", "openai", "OPENAI_API_KEY", "OPENAI_BASE_URL"),
    "anthropic": Provider(
        "dsh_schedule.anthropic_model", "anthropic", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"
    ),
}
CHOICES = "offline, openai:MODEL or anthropic:MODEL"


def model_from_option(
    spec: str,
    base_url: str | None,
    *,
    max_retries: int = MAX_RETRIES,
    timeout: float = TIMEOUT_SECONDS,
    zone: str = "UTC",
) -> Model:
    """The model `--model spec` names, talking to `base_url` (None: the provider's variable or
    its public API), for a user in `zone`. Raises ModelOptionError."""
    if spec == "offline":
        if base_url is not None:
            raise ModelOptionError("--base-url needs a remote model (--model openai:NAME ...)")
        return OfflineModel(zone)
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
        name, key or NO_KEY, base_url, max_retries=max_retries, timeout=timeout
    )
    return model
