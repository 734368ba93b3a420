"""The banner every generated file starts with: generated, from what, by which command."""

from __future__ import annotations

PYTHON_BANNER = """\
# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from {source}.
# Change the schemas or the generator instead, then run `make generate`."""

MARKDOWN_BANNER = """\
<!-- GENERATED FILE: DO NOT EDIT.
     Written by `dsh-schedule generate` (dsh_schedule.generator) from {source}.
     Change the schemas or the generator instead, then run `make generate`. -->"""
