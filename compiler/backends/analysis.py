"""Facts about a lowered module that every backend needs, derived once from the IR: which
schemas a step applies, which can reach themselves (and so walk an instance arbitrarily
deep), which may depend on the dynamic scope, and which keys and items a valid schema has
evaluated when that is known from the schemas alone (what lets `unevaluated*` be tested
without collecting annotations)."""

from __future__ import annotations

from typing import Any

from dsh_schedule.compiler.ir import (
    AdditionalProperties,
    AllOf,
    AnyOf,
    Contains,
    DependentSchemas,
    DynamicRef,
    IfThenElse,
    Items,
    ModuleIR,
    Not,
    OneOf,
    PatternProperties,
    PrefixItems,
    Properties,
    PropertyNames,
    Ref,
    Step,
    UnevaluatedItems,
    UnevaluatedProperties,
)


def applied(step: Step, module: ModuleIR) -> tuple[int, ...]:
    """The schemas a step applies (every schema a `$dynamicRef` may land on)."""
    if isinstance(step, Ref):
        return (step.target,)
    if isinstance(step, DynamicRef):
        holders = dict(module.dynamic_anchors).get(step.anchor, ())
        return (step.fallback, *(schema for _, schema in holders))
    if isinstance(step, AllOf | AnyOf | OneOf):
        return step.branches
    if isinstance(step, IfThenElse):
        return tuple(s for s in (step.condition, step.then, step.otherwise) if s is not None)
    if isinstance(step, DependentSchemas | Properties | PatternProperties):
        return tuple(schema for _, schema in step.schemas)
    if isinstance(step, PrefixItems):
        return step.schemas
    if isinstance(step, Not | AdditionalProperties | PropertyNames | Items | Contains):
        return (step.schema,)
    if isinstance(step, UnevaluatedProperties | UnevaluatedItems):
        return (step.schema,)
    return ()


def _children(module: ModuleIR) -> dict[int, set[int]]:
    return {
        schema.id: {child for step in schema.steps for child in applied(step, module)}
        for schema in module.schemas
    }


def scoped_schemas(module: ModuleIR) -> frozenset[int]:
    """The schemas whose verdict may depend on the dynamic scope: those that reach a
    `$dynamicRef` through the subschemas they apply."""
    children = _children(module)
    scoped = {
        schema.id
        for schema in module.schemas
        if any(isinstance(step, DynamicRef) for step in schema.steps)
    }
    changed = bool(scoped)
    while changed:
        grown = {number for number, below in children.items() if below & scoped}
        changed = not grown <= scoped
        scoped |= grown
    return frozenset(scoped)


def cyclic_schemas(module: ModuleIR) -> set[int]:
    """The schemas that can reach themselves through the subschemas they apply."""
    children = _children(module)
    cyclic = set()
    for start, first in children.items():
        pending, reached = list(first), set()
        while pending:
            number = pending.pop()
            if number == start:
                cyclic.add(start)
                break
            if number not in reached:
                reached.add(number)
                pending.extend(children[number])
    return cyclic


CONDITIONAL = (AnyOf, OneOf, IfThenElse, DependentSchemas, DynamicRef)
"""In-place applicators whose subschemas' annotations count only for some instances."""
Keys = tuple[tuple[str, ...], tuple[str, ...], bool]
"""Evaluated object keys: (names, patterns, every key)."""
_NO_KEYS: Keys = ((), (), False)


class Evaluated:
    """The keys and items each schema of `module` evaluates, where the schemas alone say."""

    def __init__(self, module: ModuleIR) -> None:
        self.ir = module
        self.schemas = module.schemas
        self.known: dict[tuple[str, int, bool], Any] = {}
        """keys_of and items_of, by schema: asked for again and again."""

    def keys_of(self, number: int, whole: bool = False) -> Keys | None:
        key = ("keys", number, whole)
        if key not in self.known:
            self.known[key] = None  # a cycle in place (refused by lowering) stays unknown
            self.known[key] = self._keys_of(number, whole)
        result: Keys | None = self.known[key]
        return result

    def items_of(self, number: int, whole: bool = False) -> tuple[int, bool] | None:
        key = ("items", number, whole)
        if key not in self.known:
            self.known[key] = None
            self.known[key] = self._items_of(number, whole)
        result: tuple[int, bool] | None = self.known[key]
        return result

    def _keys_of(self, number: int, whole: bool) -> Keys | None:
        """The object keys schema `number` evaluates when it is valid, known statically:
        (names, patterns, every key); None when they depend on the instance (an anyOf,
        oneOf, if or dependentSchemas branch that evaluates keys). Without `whole`, the
        schema's own unevaluatedProperties is left out."""
        names: list[str] = []
        patterns: list[str] = []
        for step in self.schemas[number].steps:
            if isinstance(step, Properties):
                names += [name for name, _ in step.schemas]
            elif isinstance(step, PatternProperties):
                patterns += [pattern for pattern, _ in step.schemas]
            elif isinstance(step, AdditionalProperties):
                return (), (), True
            elif isinstance(step, UnevaluatedProperties):
                if whole:
                    return (), (), True
            elif isinstance(step, Ref | AllOf):
                for child in (step.target,) if isinstance(step, Ref) else step.branches:
                    found = self.keys_of(child, whole=True)
                    if found is None or found[2]:
                        return found
                    names += found[0]
                    patterns += found[1]
            elif isinstance(step, CONDITIONAL) and any(
                self.keys_of(child, whole=True) != _NO_KEYS for child in self._in_place(step)
            ):
                return None
        return tuple(dict.fromkeys(names)), tuple(dict.fromkeys(patterns)), False

    def _in_place(
        self, step: AnyOf | OneOf | IfThenElse | DependentSchemas | DynamicRef
    ) -> list[int]:
        """The schemas a conditional in-place applicator may apply to the instance (for a
        `$dynamicRef`, each schema it may resolve to)."""
        if isinstance(step, AnyOf | OneOf):
            return list(step.branches)
        if isinstance(step, IfThenElse):
            return [s for s in (step.condition, step.then, step.otherwise) if s is not None]
        if isinstance(step, DependentSchemas):
            return [schema for _, schema in step.schemas]
        holders = dict(self.ir.dynamic_anchors).get(step.anchor, ())
        return [step.fallback, *(schema for _, schema in holders)]

    def _items_of(self, number: int, whole: bool) -> tuple[int, bool] | None:
        """The array items schema `number` evaluates when it is valid, known statically:
        (a prefix's length, every item); None when they depend on the instance."""
        prefix = 0
        for step in self.schemas[number].steps:
            if isinstance(step, PrefixItems):
                prefix = max(prefix, len(step.schemas))
            elif isinstance(step, Items) or (isinstance(step, UnevaluatedItems) and whole):
                return 0, True
            elif isinstance(step, Contains):
                return None
            elif isinstance(step, Ref | AllOf):
                for child in (step.target,) if isinstance(step, Ref) else step.branches:
                    found = self.items_of(child, whole=True)
                    if found is None or found[1]:
                        return found
                    prefix = max(prefix, found[0])
            elif isinstance(step, CONDITIONAL) and any(
                self.items_of(child, whole=True) != (0, False) for child in self._in_place(step)
            ):
                return None
        return prefix, False
