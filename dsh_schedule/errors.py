"""The root of the package's errors, and the command line's family.

Every error class of the package derives from `DshScheduleError`, so a caller can catch all
of them in one clause. This module imports nothing, so every layer may derive from it without
adding an edge to the dependency graph of SPEC §2: the generator may import neither the
runtime nor the host, and the root must sit below all three. Each layer keeps its own family
(`ScheduleDomainError` in the runtime, `HostError` in the host); the tree is drawn in
docs/architecture.md.
"""

from __future__ import annotations


class DshScheduleError(Exception):
    """Something this package refused or could not do, raised on purpose and said in words."""


class CommandLineError(DshScheduleError):
    """A failure of a `dsh-schedule` command or of the helpers behind it (demo, shell,
    validate-log, the conformance runners), reported as one line with an exit code."""
