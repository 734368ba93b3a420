"""`dsh-schedule compile`: a JSON Schema (draft 7, 2019-09 or 2020-12) compiled into a
standalone validator module, Python or JavaScript (with its TypeScript declarations).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from dsh_schedule.cli import exit_codes
from dsh_schedule.cli.exit_codes import CommandError


def max_depth(text: str) -> int:
    """--max-depth: a count the compiler's raised recursion limit still fits in the stack."""
    if not text.isdigit() or not 1 <= int(text) <= 10_000:
        raise argparse.ArgumentTypeError(f"{text!r} is not a count from 1 to 10000")
    return int(text)


DRAFTS = ("7", "2019-09", "2020-12")
"""What --draft accepts (the compiler's drafts, spelled here so that parsing the command line
loads no compiler)."""


def draft(text: str) -> str:
    """--draft: one of the drafts the compiler reads."""
    if text not in DRAFTS:
        raise argparse.ArgumentTypeError(f"{text!r} is not a draft (7, 2019-09 or 2020-12)")
    return text


def run(arguments: argparse.Namespace) -> int:
    from dsh_schedule.compiler.compile_schema import NAME, compile_javascript, compile_module
    from dsh_schedule.compiler.errors import SchemaError
    from dsh_schedule.compiler.file_registry import FileRegistry

    path: Path = arguments.schema
    name = arguments.name or _validator_name(path)
    if not NAME.match(name):
        message = f"--name {name!r}: a validator name must be a Python identifier"
        raise CommandError(message, exit_codes.UNUSABLE_INPUT)
    files = FileRegistry(arguments.max_depth)
    options: dict[str, Any] = {
        "bases": {name: path.resolve().as_uri()},
        "registry": files,
        "format_assertion": arguments.format_assertion,
        "allow_backtracking": arguments.allow_backtracking,
        "source": path.name,
        "max_depth": arguments.max_depth,
        "draft": arguments.draft,
    }
    declarations: dict[Path, str] = {}
    output: Path | None = arguments.output
    try:
        for option, values, add in (
            ("--ref", arguments.ref, files.add_ref),
            ("--ref-dir", arguments.ref_dir, files.add_dir),
        ):
            for value in values:
                try:
                    add(value)
                except ValueError as error:
                    message = f"{option} {value}: {error}"
                    raise CommandError(message, exit_codes.UNUSABLE_INPUT) from None
        schema = files.read(path)
        if arguments.lang == "javascript" and output is not None:
            source, types = compile_javascript({name: schema}, **options)
            declarations = _declaration_files(output, types)
        else:
            source = compile_module({name: schema}, lang=arguments.lang, **options)
    except SchemaError as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None
    except (OSError, ValueError) as error:  # unreadable, or not JSON
        raise CommandError(f"{path}: {_reason(error)}", exit_codes.UNUSABLE_INPUT) from None
    if output is None:
        sys.stdout.write(source)
        return exit_codes.SUCCESS
    for target, text in {output: source, **declarations}.items():
        scratch = target.with_name(f".{target.name}.tmp")
        try:
            scratch.write_text(text, encoding="utf-8")
            scratch.replace(target)
        except OSError as error:
            raise CommandError(f"{target}: {_reason(error)}", exit_codes.UNUSABLE_INPUT) from None
    return exit_codes.SUCCESS


def _declaration_files(output: Path, types: str) -> dict[Path, str]:
    """Beside FILE.mjs (or FILE.js): FILE.d.ts, and for .mjs the FILE.d.mts TypeScript looks
    for, which points at FILE.d.ts."""
    from dsh_schedule.compiler.backends.javascript.declarations import module_pointer

    stem = output.name.removesuffix(".mjs").removesuffix(".js") or output.name
    files = {output.with_name(f"{stem}.d.ts"): types}
    if output.name.endswith(".mjs"):
        header = f"// Points TypeScript at {stem}.d.ts, the declarations of {output.name}."
        files[output.with_name(f"{stem}.d.mts")] = module_pointer(header, stem)
    return files


def _validator_name(path: Path) -> str:
    """A Python name from a file name: `order-v2.schema.json` gives `order_v2_schema`."""
    stem = path.name.removesuffix(".json")
    name = "".join(c if c.isascii() and (c.isalnum() or c == "_") else "_" for c in stem)
    return name if name and not name[0].isdigit() else f"schema_{name}"


def _reason(error: Exception) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error).splitlines()[0]
