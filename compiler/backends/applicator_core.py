"""What the applicators of every backend decide alike: the form a step takes (nothing, one
bound, a loop) and which items it marks as evaluated. A backend's applicators subclass
`ApplicatorCore` and only spell each form in their language; `Where` is how they place a line
(Python: an indent, JavaScript: the padding itself), and `Renderer` the renderer whose
calls they spell."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Generic, Protocol, TypeVar

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import contains_bounds, is_false

Where = TypeVar("Where")


class _Renderer(Protocol):
    @property
    def schemas(self) -> tuple[ir.SchemaIR, ...]: ...


Renderer = TypeVar("Renderer", bound=_Renderer)

Bounds = list[tuple[str, str, str, str]]
"""(comparison that fails, keyword, message, location) of each bound (`contains_bounds`)."""


class ApplicatorCore(ABC, Generic[Where, Renderer]):
    """The applicator steps of `renderer`'s general functions whose form every backend
    shares."""

    def __init__(self, renderer: Renderer) -> None:
        self.r = renderer
        self.schemas = renderer.schemas

    def contains(
        self, step: ir.Contains, at: Where, has_seen: bool, unevaluated: bool
    ) -> list[str]:
        """Count the items `step.schema` holds for, marking each as evaluated when `has_seen`,
        then check the bounds. With no bound and nothing to mark it holds: nothing to do."""
        bounds = contains_bounds(step)
        if not bounds and not has_seen:
            return []
        return self.count_matches(step.schema, at, has_seen, unevaluated, bounds)

    def items(self, step: ir.Items, at: Where, has_seen: bool, unevaluated: bool) -> list[str]:
        """The items from `step.start` on: none may be there (a false schema), each is checked,
        or any will do; then they are marked as evaluated when `has_seen`."""
        schema = self.schemas[step.schema]
        lines = []
        if is_false(schema):
            lines = self.at_most(step, at)
        elif not schema.always_valid:
            lines = self.each_item(step, at)
        if has_seen:
            lines += self.mark_from(step.start, at, unevaluated)
        return lines

    @abstractmethod
    def count_matches(
        self, schema: int, at: Where, has_seen: bool, unevaluated: bool, bounds: Bounds
    ) -> list[str]:
        """Count in `count` the items `schema` holds for (marking each), then fail each bound."""

    @abstractmethod
    def at_most(self, step: ir.Items, at: Where) -> list[str]:
        """Fail an array longer than `step.start`."""

    @abstractmethod
    def each_item(self, step: ir.Items, at: Where) -> list[str]:
        """Apply `step.schema` to each item from `step.start` on."""

    @abstractmethod
    def mark_from(self, start: int, at: Where, unevaluated: bool) -> list[str]:
        """Mark the indices from `start` on as evaluated."""
