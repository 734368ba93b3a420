"""The tool spec value shared by the catalog, the exports and the CLI (standard library only)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ToolSpec:
    """A tool as hosts see it: self-contained argument and output schemas."""

    name: str
    description: str
    arguments: dict[str, Any]
    output: dict[str, Any]
    source: str
