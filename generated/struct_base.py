# GENERATED FILE: DO NOT EDIT.
# Written by `dsh-schedule generate` (dsh_schedule.generator) from generator/models.py.
# Change the schemas or the generator instead, then run `make generate`.
# Stamp: inputs af53dc7c5306021e7e7adbcceb7e62bc text e4a4d2d9d51ab537ac001f4c9eba2b72
"""The base of every generated model: unknown fields are an error and instances are frozen."""

import msgspec


class StrictStruct(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Typed access to a schema value; the generated validators remain the authority."""
