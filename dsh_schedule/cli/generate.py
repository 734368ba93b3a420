"""`dsh-schedule generate`: regenerate generated/ and the tool catalog from schemas/, or with
`--check` write nothing and fail on drift.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from dsh_schedule.cli import exit_codes
from dsh_schedule.cli.exit_codes import CommandError


def run(arguments: argparse.Namespace) -> int:
    try:
        from dsh_schedule.generator.outputs import build_outputs, check_outputs, write_outputs
    except ImportError as error:
        raise CommandError(_missing_extra(error), exit_codes.UNUSABLE_INPUT) from None
    from dsh_schedule.compiler.errors import SchemaError
    from dsh_schedule.generator.provider_limits import ProviderLimitError

    root: Path = arguments.root
    if not (root / "schemas").is_dir():
        raise CommandError(
            f"no schemas/ folder in {root}; run from the project root or use --root",
            exit_codes.UNUSABLE_INPUT,
        )
    try:
        outputs = build_outputs(root)
    except SchemaError as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None
    except ProviderLimitError as error:
        for violation in error.violations:
            print(f"provider limit: {violation}", file=sys.stderr)
        print("nothing was written; shorten or reshape the schema", file=sys.stderr)
        return exit_codes.CHECK_FAILED
    try:
        problems = check_outputs(root, outputs) if arguments.check else []
        written = [] if arguments.check else write_outputs(root, outputs)
    except OSError as error:
        where = f"{error.filename}: {error.strerror}" if error.filename else str(error)
        raise CommandError(where, exit_codes.UNUSABLE_INPUT) from None
    if arguments.check:
        for problem in problems:
            print(f"stale: {problem}", file=sys.stderr)
        if problems:
            print("run `make generate` and commit the result", file=sys.stderr)
            return exit_codes.CHECK_FAILED
        print(f"{len(outputs)} generated files are current")
        return exit_codes.SUCCESS
    for path in written:
        print(f"wrote {path}")
    print(f"{len(outputs)} generated files, {len(written)} changed")
    return exit_codes.SUCCESS


def _missing_extra(error: ImportError) -> str:
    return (
        f"this command needs the generator extra ({error.name} is not installed): "
        "pip install 'dsh-tool-schedule[generator]'"
    )
