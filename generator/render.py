"""Jinja2 rendering and the banners shared by every emitted file."""

from __future__ import annotations

import json
from typing import Any

import jinja2

PYTHON_BANNER = """\
# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from {source}.
# Change the schemas or the generator instead, then run `make generate`."""

MARKDOWN_BANNER = """\
<!-- GENERATED FILE: DO NOT EDIT.
     Written by `dsh-schedule generate` (dsh_schedule.generator) from {source}.
     Change the schemas or the generator instead, then run `make generate`. -->"""


def pretty_json(value: Any) -> str:
    return json.dumps(value, indent=2, ensure_ascii=False)


def compact_json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("dsh_schedule.generator", "templates"),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["pretty"] = pretty_json
    env.filters["compact"] = compact_json
    env.filters["pyrepr"] = repr
    return env


def render_template(name: str, **context: Any) -> str:
    return _environment().get_template(name).render(**context)
