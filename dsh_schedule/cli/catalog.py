"""`dsh-schedule catalog`: print the tool catalog, or a host's export of the tools."""

from __future__ import annotations

import argparse
import sys

from dsh_schedule.cli import exit_codes


def run(arguments: argparse.Namespace) -> int:
    from dsh_schedule.generated.contracts import TOOL_CONTRACTS, TOOL_CONTRACTS_V2
    from dsh_schedule.generator.catalog import render

    contracts = TOOL_CONTRACTS if arguments.protocol == 1 else TOOL_CONTRACTS_V2
    sys.stdout.write(render(arguments.format, contracts, arguments.protocol))
    return exit_codes.SUCCESS
