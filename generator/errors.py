"""Generator diagnostics as typed values: every failure names the file and the JSON pointer."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GeneratorError(Exception):
    """A schema problem that stops generation before anything is written."""

    file: str
    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}#{self.pointer}: {self.message}"
