"""The generator: reads schemas/ and writes generated/ and docs/tool-catalog.md."""

from dsh_schedule.generator.compiler import (
    ValidationIssue,
    Validator,
    compile_validator,
    render_validators_module,
)
from dsh_schedule.generator.entry_points import VALIDATOR_ENTRY_POINTS
from dsh_schedule.generator.errors import GeneratorError

__all__ = [
    "VALIDATOR_ENTRY_POINTS",
    "GeneratorError",
    "ValidationIssue",
    "Validator",
    "compile_validator",
    "render_validators_module",
]
