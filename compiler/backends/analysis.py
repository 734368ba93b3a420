"""Facts about a lowered module that every backend needs, derived once from the IR: which
schemas a step applies, which can reach themselves (and so walk an instance arbitrarily
deep), which may depend on the dynamic scope, and which keys and items a valid schema has
evaluated when that is known from the schemas alone (what lets `unevaluated*` be tested
without collecting annotations)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.expr import FAMILY_OF_TYPE


def applied(step: ir.Step, module: ir.ModuleIR) -> tuple[int, ...]:
    """The schemas a step applies (every schema a `$dynamicRef` may land on)."""
    if isinstance(step, ir.Ref):
        return (step.target,)
    if isinstance(step, ir.DynamicRef):
        holders = dict(module.dynamic_anchors).get(step.anchor, ())
        return (step.fallback, *(schema for _, schema in holders))
    if isinstance(step, ir.AllOf | ir.AnyOf | ir.OneOf):
        return step.branches
    if isinstance(step, ir.IfThenElse):
        return tuple(s for s in (step.condition, step.then, step.otherwise) if s is not None)
    if isinstance(step, ir.DependentSchemas | ir.Properties | ir.PatternProperties):
        return tuple(schema for _, schema in step.schemas)
    if isinstance(step, ir.PrefixItems):
        return step.schemas
    if isinstance(
        step, ir.Not | ir.AdditionalProperties | ir.PropertyNames | ir.Items | ir.Contains
    ):
        return (step.schema,)
    if isinstance(step, ir.UnevaluatedProperties | ir.UnevaluatedItems):
        return (step.schema,)
    return ()


def _children(module: ir.ModuleIR) -> dict[int, set[int]]:
    return {
        schema.id: {child for step in schema.steps for child in applied(step, module)}
        for schema in module.schemas
    }


def scoped_schemas(module: ir.ModuleIR) -> frozenset[int]:
    """The schemas whose verdict may depend on the dynamic scope: those that reach a
    `$dynamicRef` through the subschemas they apply."""
    children = _children(module)
    scoped = {
        schema.id
        for schema in module.schemas
        if any(isinstance(step, ir.DynamicRef) for step in schema.steps)
    }
    changed = bool(scoped)
    while changed:
        grown = {number for number, below in children.items() if below & scoped}
        changed = not grown <= scoped
        scoped |= grown
    return frozenset(scoped)


def cyclic_schemas(module: ir.ModuleIR) -> set[int]:
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


CONDITIONAL = (ir.AnyOf, ir.OneOf, ir.IfThenElse, ir.DependentSchemas, ir.DynamicRef)
"""In-place applicators whose subschemas' annotations count only for some instances."""
Keys = tuple[tuple[str, ...], tuple[str, ...], bool]
"""Evaluated object keys: (names, patterns, every key)."""
_NO_KEYS: Keys = ((), (), False)


class Evaluated:
    """The keys and items each schema of `module` evaluates, where the schemas alone say."""

    def __init__(self, module: ir.ModuleIR) -> None:
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
            if isinstance(step, ir.Properties):
                names += [name for name, _ in step.schemas]
            elif isinstance(step, ir.PatternProperties):
                patterns += [pattern for pattern, _ in step.schemas]
            elif isinstance(step, ir.AdditionalProperties):
                return (), (), True
            elif isinstance(step, ir.UnevaluatedProperties):
                if whole:
                    return (), (), True
            elif isinstance(step, ir.Ref | ir.AllOf):
                for child in (step.target,) if isinstance(step, ir.Ref) else step.branches:
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
        self, step: ir.AnyOf | ir.OneOf | ir.IfThenElse | ir.DependentSchemas | ir.DynamicRef
    ) -> list[int]:
        """The schemas a conditional in-place applicator may apply to the instance (for a
        `$dynamicRef`, each schema it may resolve to)."""
        if isinstance(step, ir.AnyOf | ir.OneOf):
            return list(step.branches)
        if isinstance(step, ir.IfThenElse):
            return [s for s in (step.condition, step.then, step.otherwise) if s is not None]
        if isinstance(step, ir.DependentSchemas):
            return [schema for _, schema in step.schemas]
        holders = dict(self.ir.dynamic_anchors).get(step.anchor, ())
        return [step.fallback, *(schema for _, schema in holders)]

    def _items_of(self, number: int, whole: bool) -> tuple[int, bool] | None:
        """The array items schema `number` evaluates when it is valid, known statically:
        (a prefix's length, every item); None when they depend on the instance."""
        prefix = 0
        for step in self.schemas[number].steps:
            if isinstance(step, ir.PrefixItems):
                prefix = max(prefix, len(step.schemas))
            elif isinstance(step, ir.Items) or (isinstance(step, ir.UnevaluatedItems) and whole):
                return 0, True
            elif isinstance(step, ir.Contains):
                return None
            elif isinstance(step, ir.Ref | ir.AllOf):
                for child in (step.target,) if isinstance(step, ir.Ref) else step.branches:
                    found = self.items_of(child, whole=True)
                    if found is None or found[1]:
                        return found
                    prefix = max(prefix, found[0])
            elif isinstance(step, CONDITIONAL) and any(
                self.items_of(child, whole=True) != (0, False) for child in self._in_place(step)
            ):
                return None
        return prefix, False


def is_false(schema: ir.SchemaIR) -> bool:
    """Whether `schema` is `false`: it rejects every value, and says only that."""
    return len(schema.steps) == 1 and isinstance(schema.steps[0], ir.FalseCheck)


def families(schemas: Sequence[ir.SchemaIR], number: int, depth: int = 0) -> set[str] | None:
    """The families of values (`FAMILY_OF_TYPE`) schema `number` allows by its `type` checks
    and those of the schemas it applies to the same value (`$ref`, `allOf`, followed
    `depth` < 16 deep); None when none of them has a `type`. A verdict tests those first, so
    the checks of an allowed family need no guard: without the object guard of its nodes, an
    instance of the suite group `strict-tree schema` took 313 ns where it took 331 ns."""
    types: set[str] | None = None
    for step in schemas[number].steps:
        found: set[str] | None = None
        if isinstance(step, ir.TypeCheck):
            found = {FAMILY_OF_TYPE.get(t, t) for t in step.types}
        elif depth < 16 and isinstance(step, ir.Ref | ir.AllOf):
            for target in (step.target,) if isinstance(step, ir.Ref) else step.branches:
                more = families(schemas, target, depth + 1)
                if more is not None:
                    found = more if found is None else found & more
        if found is not None:
            types = found if types is None else types & found
    return types


def pointer_token(name: str) -> str:
    """A property name as a JSON pointer token (`~` and `/` escaped)."""
    return name.replace("~", "~0").replace("/", "~1")


def collects(schema: ir.SchemaIR) -> tuple[bool, bool]:
    """Whether `schema`'s general function has unevaluated* (it collects what its other
    keywords evaluate), and whether it holds such a collection at all (its own, or its
    caller's when it makes annotations)."""
    unevaluated = any(
        isinstance(s, ir.UnevaluatedProperties | ir.UnevaluatedItems) for s in schema.steps
    )
    return unevaluated, unevaluated or schema.tracks


def leaf(schemas: Sequence[ir.SchemaIR], number: int, seen: frozenset[int] = frozenset()) -> bool:
    """A schema of checks only (through plain references): its errors are spelled inline
    wherever it is used, no function called."""
    if number in seen:
        return False
    for step in schemas[number].steps:
        if isinstance(step, ir.Ref):
            if not leaf(schemas, step.target, seen | {number}):
                return False
        elif not isinstance(step, ir.Check):
            return False
    return True


def by_guard(
    schema: ir.SchemaIR, render: Callable[[ir.Step], list[str]]
) -> list[tuple[str | None, list[str]]]:
    """`schema`'s steps rendered, consecutive steps under the same type guard together (they
    share one test of the type)."""
    merged: list[tuple[str | None, list[str]]] = []
    for step in schema.steps:
        lines = render(step)
        if not lines:
            continue
        if merged and step.guard is not None and merged[-1][0] == step.guard:
            merged[-1] = (step.guard, merged[-1][1] + lines)
        else:
            merged.append((step.guard, list(lines)))
    return merged


def general_function(
    schema: ir.SchemaIR,
    head: list[str],
    always: str,
    prologue: list[str | None],
    render: Callable[[ir.Step], list[str]],
    guard: Callable[[str, list[str]], list[str]],
    epilogue: list[str],
) -> list[str]:
    """A general function: `head`, then `always` alone if the schema is always valid, else
    the lines of `prologue` that are there, the steps by guard (`guard` wraps those under a
    type test) and `epilogue`."""
    if schema.always_valid:
        return [*head, always]
    body = [line for line in prologue if line is not None]
    for family, lines in by_guard(schema, render):
        body += lines if family is None else guard(family, lines)
    return [*head, *body, *epilogue]


_NEGATED = {">": "<=", ">=": "<", "<": ">=", "<=": ">"}


def comparison(step: ir.BoundCheck, holds: bool = True) -> str:
    """The operator comparing a number with the bound that holds (or, unless `holds`, that
    fails) when the bound does."""
    operator = (">" if step.lower else "<") + ("" if step.exclusive else "=")
    return operator if holds else _NEGATED[operator]


def contains_bounds(step: ir.Contains) -> list[tuple[str, str, str, str]]:
    """The ways a `contains` count fails: the count's comparison, the keyword, the message
    and the keyword's location."""
    bounds = []
    if step.minimum > 0:
        keyword = "minContains" if step.min_location else "contains"
        message = f"must contain at least {step.minimum} matching item(s)"
        bounds.append((f"< {step.minimum}", keyword, message, step.min_location or step.location))
    if step.maximum is not None:
        message = f"must contain at most {step.maximum} matching item(s)"
        location = step.max_location or step.location
        bounds.append((f"> {step.maximum}", "maxContains", message, location))
    return bounds


def applications(
    step: ir.Ref | ir.AllOf | ir.DependentSchemas | ir.PrefixItems,
    trivial: Callable[[int], bool],
) -> list[tuple[str | int | None, int]]:
    """The subschemas a `$ref`, `allOf`, `dependentSchemas` or `prefixItems` applies, each
    with what it waits for: nothing (None), the property it depends on (a name; both apply to
    the instance itself), or the item it applies to (an index, if the array is that long).
    Those always valid are left out, but for a dependentSchemas."""
    if isinstance(step, ir.DependentSchemas):
        return list(step.schemas)
    if isinstance(step, ir.PrefixItems):
        return [(i, schema) for i, schema in enumerate(step.schemas) if not trivial(schema)]
    targets = (step.target,) if isinstance(step, ir.Ref) else step.branches
    return [(None, target) for target in targets if not trivial(target)]
