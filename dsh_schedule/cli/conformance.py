"""`dsh-schedule conformance`: run conformance vector files (the bundled ones by default), the
scenario suites on a fresh store per case.
"""

from __future__ import annotations

import argparse
import json

from dsh_schedule.cli import exit_codes
from dsh_schedule.cli.exit_codes import CommandError


def run(arguments: argparse.Namespace) -> int:
    from dsh_schedule.cli.case_stores import case_stores
    from dsh_schedule.cli.conformance_runner import (
        VectorFileError,
        bundled_vector_files,
        domain_suites,
        render_failure,
        results_report,
        run_vector_files,
        vector_file,
    )
    from dsh_schedule.cli.scenario_runner import scenario_suite
    from dsh_schedule.host.errors import StoreError

    files = arguments.files
    sources = [vector_file(path) for path in files] if files else bundled_vector_files()
    try:
        with case_stores(arguments.store) as fresh_store:
            runners = {
                **domain_suites(),
                "scenario": scenario_suite(fresh_store),
                "scenario-v2": scenario_suite(fresh_store, protocol=2),
            }
            results = run_vector_files(sources, runners)
    except (VectorFileError, StoreError) as error:
        raise CommandError(str(error), exit_codes.UNUSABLE_INPUT) from None
    failed = [result for result in results if result.failures]
    if arguments.json:
        # ASCII: a lone surrogate in a compared value stays a valid escape, never a bad byte.
        print(json.dumps(results_report(results), ensure_ascii=True, default=repr))
    else:
        for result in failed:
            print(render_failure(result))
        print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    return exit_codes.CHECK_FAILED if failed else exit_codes.SUCCESS
