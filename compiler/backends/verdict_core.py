"""The inlined verdict's decisions, shared by every backend: which subschemas are inlined and
which are called, and how each applicator combines its subschemas' expressions. A backend's
verdict renderer subclasses `VerdictCore` and spells the leaves: its checks, a negation, a
missing property, a short array, a call."""

from __future__ import annotations

from abc import ABC, abstractmethod

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.expr import FALSE, HOLE, TRUE, Expr, conj, disj

INLINE_DEPTH = 16
"""Schemas inlined into one another at most this deep; deeper ones are called."""


class VerdictCore(ABC):
    """The applicators of a verdict expression over `schemas`."""

    schemas: tuple[ir.SchemaIR, ...]

    @abstractmethod
    def expression(self, number: int, stack: tuple[int, ...]) -> Expr:
        """Schema `number` inlined: its steps' expressions together."""

    @abstractmethod
    def call(self, number: int) -> Expr:
        """Schema `number` through its function."""

    @abstractmethod
    def alternatives(self, step: ir.AnyOf | ir.OneOf, stack: tuple[int, ...]) -> Expr:
        """anyOf or oneOf."""

    @abstractmethod
    def conditional(self, step: ir.IfThenElse, stack: tuple[int, ...]) -> Expr:
        """if, then and else."""

    @abstractmethod
    def properties(self, step: ir.Properties, stack: tuple[int, ...]) -> Expr:
        """properties, of an object that no `required` of the schema speaks for."""

    @abstractmethod
    def loop(self, step: ir.Step, stack: tuple[int, ...]) -> Expr:
        """An applicator to every value of an object or an array."""

    @abstractmethod
    def negation(self, inner: Expr) -> Expr:
        """`inner` does not hold."""

    @abstractmethod
    def absent(self, name: str) -> Expr:
        """The object has no property `name`."""

    @abstractmethod
    def shorter(self, length: int) -> Expr:
        """The array has at most `length` items."""

    @abstractmethod
    def at(self, expr: Expr, access: str) -> Expr:
        """`expr` applied to a value one level down, `access` from the placeholder."""

    def child(self, number: int, stack: tuple[int, ...]) -> Expr:
        """A subschema inlined, or called when recursive or nested too deeply."""
        if number in stack or len(stack) >= INLINE_DEPTH:
            return self.call(number)
        return self.expression(number, (*stack, number))

    def applicator(self, step: ir.Step, stack: tuple[int, ...]) -> Expr:
        """A step that applies subschemas, in place or to the instance's values."""
        if isinstance(step, ir.Ref):
            return self.child(step.target, stack)
        if isinstance(step, ir.AllOf):
            return conj([self.child(branch, stack) for branch in step.branches])
        if isinstance(step, ir.AnyOf | ir.OneOf):
            return self.alternatives(step, stack)
        if isinstance(step, ir.Not):
            inner = self.child(step.schema, stack)
            if inner in (TRUE, FALSE):
                return FALSE if inner == TRUE else TRUE
            return self.negation(inner)
        if isinstance(step, ir.IfThenElse):
            return self.conditional(step, stack)
        if isinstance(step, ir.DependentSchemas):
            return conj(
                [
                    disj([self.absent(name), self.child(schema, stack)])
                    for name, schema in step.schemas
                ]
            )
        if isinstance(step, ir.Properties):
            return self.properties(step, stack)
        if isinstance(step, ir.PrefixItems):
            items = []
            for index, schema in enumerate(step.schemas):
                inner = self.child(schema, stack)
                if inner != TRUE:
                    value = self.at(inner, f"{HOLE}[{index}]")
                    items.append(disj([self.shorter(index), value]))
            return conj(items)
        return self.loop(step, stack)
