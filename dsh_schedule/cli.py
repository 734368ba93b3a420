"""The `dsh-schedule` command line: one subcommand per job, errors as one line and an exit code."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path


class CommandError(Exception):
    """A failure reported to the user as one line, without a traceback."""


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    arguments = parser.parse_args(argv)
    command: Callable[[argparse.Namespace], int] = arguments.run
    try:
        return command(arguments)
    except CommandError as error:
        print(f"dsh-schedule: error: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("dsh-schedule: interrupted", file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dsh-schedule", description="Durable session-local reminders for LLM agents."
    )
    commands = parser.add_subparsers(required=True, metavar="COMMAND")

    generate = commands.add_parser("generate", help="regenerate generated/ and the tool catalog")
    generate.add_argument("--check", action="store_true", help="write nothing; fail on drift")
    generate.add_argument("--root", type=Path, default=Path.cwd(), help="project root")
    generate.set_defaults(run=_generate)

    catalog = commands.add_parser("catalog", help="print the tool catalog or a host export")
    catalog.add_argument(
        "--format", default="markdown", choices=("markdown", "json", "mcp", "openai", "anthropic")
    )
    catalog.set_defaults(run=_catalog)

    conformance = commands.add_parser("conformance", help="run conformance vector files")
    conformance.add_argument(
        "files", nargs="*", type=Path, metavar="FILES", help="vector files (default: the bundled)"
    )
    conformance.set_defaults(run=_conformance)
    return parser


def _generate(arguments: argparse.Namespace) -> int:
    try:
        from dsh_schedule.generator.outputs import build_outputs, check_outputs, write_outputs
    except ImportError as error:
        raise CommandError(_missing_extra(error)) from None
    from dsh_schedule.generator.errors import GeneratorError

    root: Path = arguments.root
    if not (root / "schemas").is_dir():
        raise CommandError(f"no schemas/ folder in {root}; run from the project root or use --root")
    try:
        outputs = build_outputs(root)
    except GeneratorError as error:
        raise CommandError(str(error)) from None
    if arguments.check:
        problems = check_outputs(root, outputs)
        for problem in problems:
            print(f"stale: {problem}", file=sys.stderr)
        if problems:
            print("run `make generate` and commit the result", file=sys.stderr)
            return 1
        print(f"{len(outputs)} generated files are current")
        return 0
    written = write_outputs(root, outputs)
    for path in written:
        print(f"wrote {path}")
    print(f"{len(outputs)} generated files, {len(written)} changed")
    return 0


def _catalog(arguments: argparse.Namespace) -> int:
    from dsh_schedule.generated.contracts import TOOL_CONTRACTS
    from dsh_schedule.generator.exports import EXPORTS
    from dsh_schedule.generator.tool_spec import ToolSpec

    specs = [
        ToolSpec(c.name, c.description, c.arguments_schema(), c.output_schema(), c.source)
        for c in TOOL_CONTRACTS
    ]
    if arguments.format == "markdown":
        try:
            from dsh_schedule.generator.catalog import render_catalog
        except ImportError as error:
            raise CommandError(_missing_extra(error)) from None
        sys.stdout.write(render_catalog(specs))
        return 0
    print(json.dumps(EXPORTS[arguments.format](specs), indent=2, ensure_ascii=False))
    return 0


def _conformance(arguments: argparse.Namespace) -> int:
    from dsh_schedule.conformance_runner import (
        VectorFileError,
        bundled_vector_files,
        registered_suites,
        render_failure,
        run_vector_files,
        vector_file,
    )
    from dsh_schedule.host.store import MemoryStore
    from dsh_schedule.scenario_runner import scenario_suite

    files = arguments.files
    sources = [vector_file(path) for path in files] if files else bundled_vector_files()
    runners = {**registered_suites(), "scenario": scenario_suite(MemoryStore)}
    try:
        results = run_vector_files(sources, runners)
    except VectorFileError as error:
        print(f"dsh-schedule: error: {error}", file=sys.stderr)
        return 2
    failed = [result for result in results if result.failures]
    for result in failed:
        print(render_failure(result))
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


def _missing_extra(error: ImportError) -> str:
    return (
        f"this command needs the generator extra ({error.name} is not installed): "
        "pip install 'dsh-tool-schedule[generator]'"
    )
