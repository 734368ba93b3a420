"""The generator: reads schemas/ and writes generated/ and docs/tool-catalog.md."""

from dsh_schedule.generator.errors import GeneratorError

__all__ = ["GeneratorError"]
