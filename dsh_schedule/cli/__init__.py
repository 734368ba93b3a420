"""The `dsh-schedule` command line: the parser of every command and `main`, which runs the
command in its own module and says any failure in one line with its exit code."""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dsh_schedule import __version__
from dsh_schedule.cli import catalog as catalog_command
from dsh_schedule.cli import compile as compile_command
from dsh_schedule.cli import conformance as conformance_command
from dsh_schedule.cli import exit_codes
from dsh_schedule.cli import generate as generate_command
from dsh_schedule.cli import status as status_command
from dsh_schedule.cli.exit_codes import CommandError
from dsh_schedule.cli.local_times import UnknownZoneError, UserZone, user_zone
from dsh_schedule.generator.catalog import DEFAULT_FORMAT, FORMAT_HELP
from dsh_schedule.generator.catalog import FORMATS as CATALOG_FORMATS
from dsh_schedule.host.models import Model
from dsh_schedule.host.models.option import TIMEOUT_SECONDS, positive_seconds
from dsh_schedule.host.stores.leases import DEFAULT_TTL_MS
from dsh_schedule.host.worker import WorkerOptions

if TYPE_CHECKING:
    from dsh_schedule.host.metrics import Metrics


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    arguments = parser.parse_args(argv)
    command: Callable[[argparse.Namespace], int] = arguments.run
    try:
        code = command(arguments)
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return code
    except CommandError as error:
        print(f"dsh-schedule: error: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        print("dsh-schedule: interrupted", file=sys.stderr)
        return exit_codes.INTERRUPTED
    except BrokenPipeError:
        # The reader (`| head`) has all it wanted: stop quietly, and send whatever is still
        # buffered nowhere, so that the exit's own flush cannot fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return exit_codes.SUCCESS


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dsh-schedule",
        description="Durable session-local reminders for LLM agents.",
        epilog=exit_codes.HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(required=True, metavar="COMMAND")

    def command(name: str, summary: str) -> argparse.ArgumentParser:
        return subparsers.add_parser(
            name,
            help=summary,
            epilog=exit_codes.HELP,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )

    generate = command("generate", "regenerate generated/ and the tool catalog")
    generate.add_argument("--check", action="store_true", help="write nothing; fail on drift")
    generate.add_argument("--root", type=Path, default=Path.cwd(), help="project root")
    generate.set_defaults(run=generate_command.run)

    compiler = command(
        "compile", "compile a JSON Schema (draft 7, 2019-09, 2020-12) into a standalone validator"
    )
    compiler.add_argument("schema", type=Path, metavar="SCHEMA.json", help="the schema file")
    compiler.add_argument(
        "--lang", choices=("python", "javascript"), default="python", help="the output language"
    )
    compiler.add_argument(
        "-o",
        "--output",
        type=Path,
        metavar="FILE",
        help="write the module here (default: print it to standard output); with --lang"
        " javascript, FILE.mjs also gets FILE.d.ts (TypeScript declarations) and FILE.d.mts"
        " (which points TypeScript at them); without -o only the module is printed",
    )
    compiler.add_argument(
        "--format-assertion",
        action="store_true",
        help="assert `format` (default: an annotation only, as 2020-12 says)",
    )
    compiler.add_argument(
        "--draft",
        type=compile_command.draft,
        default="2020-12",
        metavar="{7,2019-09,2020-12}",
        help="the draft of a schema resource without $schema (one with it is read by the draft"
        " it names; default: %(default)s)",
    )
    compiler.add_argument(
        "--name", help="NAME in validate_NAME and is_valid_NAME (default: from the file name)"
    )
    compiler.add_argument(
        "--allow-backtracking",
        action="store_true",
        help="accept patterns with lookaround or back-references, matched by a backtracking"
        " engine (default: every pattern matches in time linear in its input, and those are"
        " refused)",
    )
    compiler.add_argument(
        "--ref",
        action="append",
        default=[],
        metavar="URI=PATH",
        help="a reference to URI reads the file PATH; a URI ending with / maps the folder PATH"
        " (every URI below it, by its relative path); repeatable",
    )
    compiler.add_argument(
        "--ref-dir",
        action="append",
        default=[],
        type=Path,
        metavar="DIR",
        help="a reference to the $id of a JSON file below DIR reads that file; repeatable",
    )
    compiler.add_argument(
        "--max-depth",
        type=compile_command.max_depth,
        default=1000,
        metavar="N",
        help="refuse a schema nested more than N levels deep, and report an instance so nested"
        " as one depth error (1 to 10000; default: %(default)s)",
    )
    compiler.epilog = (
        "references: besides --ref and --ref-dir, a schema finds the documents of its own"
        " $id's site\nbeside its file (by their relative path) and file: URIs as they are; the"
        " network never.\n\n" + exit_codes.HELP
    )
    compiler.set_defaults(run=compile_command.run)

    catalog = command("catalog", "print the tool catalog or a host export")
    catalog.add_argument(
        "--format",
        default=DEFAULT_FORMAT,
        choices=CATALOG_FORMATS,
        metavar="FORMAT",
        help="one of the formats below (default: %(default)s)",
    )
    catalog.add_argument(
        "--protocol",
        type=int,
        default=2,
        choices=(1, 2),
        help="the protocol version whose tools to print (default: %(default)s, as every "
        "command; --protocol 1 prints the tools of the plugin's own default)",
    )
    catalog.epilog = (
        "formats:\n"
        + "\n".join(f"  {name:<17} {FORMAT_HELP[name]}" for name in CATALOG_FORMATS)
        + "\n\n"
        + exit_codes.HELP
    )
    catalog.set_defaults(run=catalog_command.run)

    demo = command("demo", "the main job: an end-to-end run in real seconds")
    _model_options(demo)
    _store_option(
        demo,
        "run on this session store (sqlite:PATH or a path, or postgresql://...) under "
        "an agent of its own, instead of a new temporary SQLite file",
    )
    demo.set_defaults(run=_demo)

    shell = command("shell", "an interactive, resumable session")
    where = shell.add_mutually_exclusive_group(required=True)
    _store_option(where, "the session store: sqlite:PATH or a path, postgresql://..., or memory:")
    where.add_argument(
        "--db", type=Path, metavar="PATH", help="a SQLite session store (created if new)"
    )
    shell.add_argument(
        "--agent", type=_agent_name, default="main", help="the root agent to talk to"
    )
    shell.add_argument(
        "--wait",
        nargs="?",
        type=_seconds,
        const=math.inf,
        metavar="SECONDS",
        help="when another process holds the session, wait for it (at most SECONDS) "
        "instead of exiting with code 3",
    )
    shell.add_argument(
        "--lease-ttl",
        type=_seconds,
        default=DEFAULT_TTL_MS / 1000,
        metavar="SECONDS",
        help="how long this process's hold on the session lasts unless renewed "
        "(renewed every third of it; default %(default)s)",
    )
    _model_options(shell)
    _metrics_option(shell)
    shell.set_defaults(run=_shell)

    validate = command("validate-log", "replay a log under the invariant policy")
    log = validate.add_mutually_exclusive_group(required=True)
    log.add_argument(
        "log", nargs="?", type=Path, help="a JSONL event log or a SQLite session store"
    )
    _store_option(log, "a session store, read only: sqlite:PATH or a path, or postgresql://...")
    validate.add_argument("--session", help="only this session of a store")
    validate.add_argument(
        "--seed-length", type=int, default=0, help="a JSONL fork's inherited prefix length"
    )
    _protocol_option(
        validate,
        "replay as a host of this protocol does: 2 (the default) reads version 1 and 2 events, "
        "as the shell, demo and worker write them; 1 refuses version 2 events, as a protocol-1 "
        "host does",
    )
    validate.add_argument("--json", action="store_true", help="print one JSON report per session")
    validate.set_defaults(run=_validate_log)

    conformance = command("conformance", "run conformance vector files")
    conformance.add_argument(
        "files", nargs="*", type=Path, metavar="FILES", help="vector files (default: the bundled)"
    )
    conformance.add_argument(
        "--store",
        type=_case_store_kind,
        default="memory",
        metavar="STORE",
        help="the session store scenarios run on, a new one per case: memory, sqlite (a "
        "temporary file), or postgresql://... (a new schema of that database, dropped after)",
    )
    conformance.add_argument("--json", action="store_true", help="print every case as JSON")
    conformance.set_defaults(run=conformance_command.run)

    worker = command("worker", "deliver due reminders of sessions nobody has open")
    _store_option(
        worker,
        "the shared session store: postgresql://... or sqlite:PATH (one machine)",
        required=True,
    )
    worker.add_argument(
        "--concurrency",
        type=_count,
        default=WorkerOptions.concurrency,
        metavar="N",
        help="how many sessions to hold at once (default %(default)s)",
    )
    _model_options(worker)
    worker.add_argument(
        "--lease-ttl",
        type=_seconds,
        default=DEFAULT_TTL_MS / 1000,
        metavar="SECONDS",
        help="how long a hold on a session lasts unless renewed (default %(default)s)",
    )
    worker.add_argument(
        "--json-logs", action="store_true", help="log one JSON object per line instead of text"
    )
    _metrics_option(worker)
    worker.set_defaults(run=_worker)

    status = command("status", "what a store holds: reminders due, overdue, who holds what")
    _store_option(
        status,
        "the session store, read only: postgresql://... or sqlite:PATH (or a path)",
        required=True,
    )
    status.add_argument("--agent", type=_agent_name, help="only this agent")
    status.add_argument("--json", action="store_true", help="print one JSON document")
    status.set_defaults(run=status_command.run)
    return parser


def _store_option(
    command: argparse._ActionsContainer, help: str, *, required: bool = False
) -> None:
    command.add_argument("--store", metavar="URL", required=required, help=help)


def _protocol_option(command: argparse.ArgumentParser, help: str) -> None:
    command.add_argument("--protocol", type=int, choices=(1, 2), default=2, help=help)


def _model_options(command: argparse.ArgumentParser) -> None:
    _protocol_option(
        command,
        "the schedule protocol the plugin runs: 2 (the default here) adds reminders at a time, "
        "every N seconds and on a calendar; 1 is delays only, and reads no version 2 event",
    )
    command.add_argument(
        "--time-zone",
        metavar="ZONE",
        help="the zone your times are in ('tomorrow at 9'), an IANA name or a city such as "
        "Europe/Paris or Paris (default: TZ when it names one, else the system's zone, else UTC)",
    )
    command.add_argument(
        "--model",
        default="offline",
        metavar="MODEL",
        help="offline (rule-based, no network; the default), openai:NAME (Chat Completions; "
        "OPENAI_API_KEY) or anthropic:NAME (Messages API; ANTHROPIC_API_KEY); remote models "
        "need pip install 'dsh-tool-schedule[models]'",
    )
    command.add_argument(
        "--base-url",
        metavar="URL",
        help="the remote model's server, e.g. an OpenAI-compatible one such as Ollama's "
        "http://localhost:11434/v1 (default: OPENAI_BASE_URL or ANTHROPIC_BASE_URL, "
        "else the provider's API)",
    )
    command.add_argument(
        "--timeout",
        default=f"{TIMEOUT_SECONDS:g}",
        metavar="SECONDS",
        help="how long one call to a remote model may take, its retries included (a rate "
        "limit, a server error or a lost connection is tried again while time is left); "
        "then it ends in one line (default: %(default)s)",
    )


def _metrics_option(command: argparse.ArgumentParser) -> None:
    command.add_argument(
        "--metrics",
        nargs="?",
        const="127.0.0.1:9464",
        metavar="HOST:PORT",
        help="serve Prometheus metrics on /metrics, and /healthz and /readyz, at HOST:PORT "
        "(default 127.0.0.1:9464; port 0 picks a free one); needs pip install "
        "'dsh-tool-schedule[ops]'",
    )


def _served_metrics(
    arguments: argparse.Namespace, store_url: str, lease_ttl_ms: int
) -> tuple[Metrics | None, Callable[[], None]]:
    """The metrics `--metrics` asks for, served, and what stops serving them; a missing
    library or an address nothing can listen on is one line and exit code 2."""
    if arguments.metrics is None:
        return None, lambda: None
    from dsh_schedule.host.errors import MetricsAddressError

    try:
        from dsh_schedule.host.metrics import (
            Metrics,
            MetricsServer,
            parse_address,
            store_kind,
        )
    except ImportError as error:
        raise CommandError(
            f"--metrics needs prometheus_client ({error.name} is not installed): "
            "pip install 'dsh-tool-schedule[ops]'",
            exit_codes.UNUSABLE_INPUT,
        ) from None
    renewal_s = max(lease_ttl_ms // 3, 1) / 1000
    metrics = Metrics(store_kind(store_url), renewal_s=renewal_s, version=__version__)
    try:
        server = MetricsServer(metrics, parse_address(arguments.metrics))
    except MetricsAddressError as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None
    return metrics, server.close


def _model(arguments: argparse.Namespace) -> Model:
    from dsh_schedule.host.errors import ModelOptionError
    from dsh_schedule.host.models.option import model_from_option, timeout_option

    try:
        timeout = timeout_option(arguments.timeout)
        zone = _zone(arguments).key
        return model_from_option(arguments.model, arguments.base_url, timeout=timeout, zone=zone)
    except ModelOptionError as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None


def _zone(arguments: argparse.Namespace) -> UserZone:
    """The user's zone (`--time-zone`, TZ, the system's); an unknown `--time-zone` is a
    usage error."""
    try:
        return user_zone(arguments.time_zone)
    except UnknownZoneError as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None


def _agent_name(text: str) -> str:
    if not text or text != text.strip():
        raise argparse.ArgumentTypeError(
            f"{text!r}: an agent name must be non-empty, without surrounding spaces"
        )
    return text


def _case_store_kind(text: str) -> str:
    from dsh_schedule.cli.case_stores import KINDS, is_store_kind
    from dsh_schedule.host.stores.postgres import redacted

    if not is_store_kind(text):
        raise argparse.ArgumentTypeError(f"{redacted(text)!r}: use {KINDS}")
    return text


def _demo(arguments: argparse.Namespace) -> int:
    from dsh_schedule.cli.demo import DemoError, main_demo
    from dsh_schedule.cli.live import LiveHostError

    model = _model(arguments)
    try:
        return main_demo(model, arguments.store, protocol=arguments.protocol)
    except DemoError as error:
        raise CommandError(str(error), exit_codes.CHECK_FAILED) from None
    except LiveHostError as error:
        raise CommandError(str(error), error.exit_code) from None


def _shell(arguments: argparse.Namespace) -> int:
    from dsh_schedule.cli.live import LiveHostError
    from dsh_schedule.cli.shell import main_shell

    model = _model(arguments)
    store_url = arguments.store if arguments.db is None else f"sqlite:{arguments.db}"
    lease_ttl_ms = max(1, round(arguments.lease_ttl * 1000))
    metrics, stop_serving = _served_metrics(arguments, store_url, lease_ttl_ms)
    try:
        return main_shell(
            store_url,
            arguments.agent,
            wait_seconds=arguments.wait,
            lease_ttl_ms=lease_ttl_ms,
            model=model,
            protocol=arguments.protocol,
            zone=_zone(arguments),
            metrics=metrics,
        )
    except LiveHostError as error:
        raise CommandError(str(error), error.exit_code) from None
    finally:
        stop_serving()


def _validate_log(arguments: argparse.Namespace) -> int:
    from dsh_schedule.cli.validate_log import LogReadError, validate_log

    try:
        return validate_log(
            arguments.log if arguments.store is None else arguments.store,
            arguments.session,
            arguments.seed_length,
            sys.stdout,
            as_json=arguments.json,
            protocol=arguments.protocol,
        )
    except LogReadError as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None


def _worker(arguments: argparse.Namespace) -> int:
    from dsh_schedule.cli.worker import main_worker

    model = _model(arguments)
    options = WorkerOptions(
        concurrency=arguments.concurrency,
        lease_ttl_ms=max(1, round(arguments.lease_ttl * 1000)),
        protocol=arguments.protocol,
    )
    metrics, stop_serving = _served_metrics(arguments, arguments.store, options.lease_ttl_ms)
    try:
        return main_worker(
            arguments.store, options, model, json_logs=arguments.json_logs, metrics=metrics
        )
    finally:
        stop_serving()


def _count(text: str) -> int:
    """A whole number of sessions, 1 to 10000, for argparse."""
    try:
        count = int(text)
    except ValueError:
        count = 0
    if not 1 <= count <= 10_000:
        raise argparse.ArgumentTypeError(f"not a count from 1 to 10000: {text!r}")
    return count


def _seconds(text: str) -> float:
    """A positive number of seconds, for argparse."""
    seconds = positive_seconds(text)
    if seconds is None:
        raise argparse.ArgumentTypeError(f"not a positive number of seconds: {text!r}")
    return seconds
