"""Where the repository is, for tests that read its files or run its tools."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
