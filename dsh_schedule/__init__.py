"""dsh-tool-schedule: durable, session-local one-shot reminders for LLM agents."""

from pkgutil import extend_path

# The subpackages live in sibling folders (runtime/, generated/, ...) that the build maps into
# this package. Run from a source checkout, this folder shadows the installed package, so the
# installed locations are added to the search path as well.
__path__ = extend_path(__path__, __name__)

__all__: list[str] = []
