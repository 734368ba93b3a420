"""The one error a session store raises: an operation it refused, with nothing written."""

from __future__ import annotations


class StoreError(Exception):
    """The store refused an operation; nothing was written."""


class StoreBusyError(StoreError):
    """Another process kept the store locked past the busy timeout; trying again may work."""
