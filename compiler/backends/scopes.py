"""Verdict functions per dynamic scope, so that a `$dynamicRef` is resolved while rendering.

A schema that reaches a `$dynamicRef` (`scoped_schemas`) is rendered once per scope it is
entered with, the scope reduced to the resources that were the first to hold one of the
anchors: that is all that decides where a `$dynamicRef` lands, in the order entered. Each
verdict function then resolves its `$dynamicRef`s statically and carries no scope at run time.
A schema that reaches none has one function, whatever the scope.
"""

from __future__ import annotations

from collections.abc import Iterator

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import scoped_schemas

Scope = tuple[int, ...]
"""Resources, outermost first."""


class DynamicScopes:
    """The names of the verdict functions `PREFIXn` (`PREFIXnsK` under the K-th scope met), and
    the scope of the expression being built."""

    def __init__(self, module: ir.ModuleIR, prefix: str) -> None:
        self.schemas = module.schemas
        self.prefix = prefix
        self.scoped = scoped_schemas(module) if module.dynamic else frozenset()
        self.anchors = {anchor: dict(holders) for anchor, holders in module.dynamic_anchors}
        self.state: Scope = ()
        """The reduced scope of the expression being built."""
        self.scopes: dict[Scope, int] = {(): 0}
        self.names: dict[tuple[int, Scope], str] = {}
        self.pending: list[tuple[int, Scope]] = []

    def of(self, number: int) -> Scope:
        """The scope schema `number` is applied under from here (none if it cannot matter)."""
        return self.state if number in self.scoped else ()

    def name(self, number: int) -> str:
        """The name of schema `number`'s verdict function under the current scope, rendering it
        later."""
        key = (number, self.of(number))
        if key not in self.names:
            scope = self.scopes.setdefault(key[1], len(self.scopes))
            self.names[key] = f"{self.prefix}{number}" + (f"s{scope}" if scope else "")
            self.pending.append(key)
        return self.names[key]

    def take(self) -> Iterator[tuple[int, str]]:
        """Each function not rendered yet (those asked for meanwhile included), with the
        current scope set to its own while it renders."""
        while self.pending:
            number, self.state = key = self.pending.pop(0)
            yield number, self.names[key]
        self.state = ()

    def enter(self, number: int) -> Scope:
        """The scope once schema `number` is entered: its resource counts when it is the first
        to hold one of the anchors."""
        if number not in self.scoped:
            return ()
        resource = self.schemas[number].resource
        resolved = {
            anchor
            for anchor, holders in self.anchors.items()
            for held in self.state
            if held in holders
        }
        if any(resource in holders for a, holders in self.anchors.items() if a not in resolved):
            return (*self.state, resource)
        return self.state

    def resolve(self, step: ir.DynamicRef) -> int:
        """The schema a `$dynamicRef` lands on under the current scope."""
        holders = self.anchors.get(step.anchor, {})
        for resource in self.state:
            if resource in holders:
                return holders[resource]
        return step.fallback
