"""Schema diagnostics as typed values: every failure names the file and the JSON pointer."""

from __future__ import annotations

from dataclasses import dataclass

from dsh_schedule.errors import DshScheduleError


@dataclass(frozen=True)
class SchemaError(DshScheduleError):
    """A schema problem that stops compilation (or generation) before anything is written."""

    file: str
    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}#{self.pointer}: {self.message}"
