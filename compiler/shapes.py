"""The static facts of lowered schemas, derived from their steps (never from raw keywords):
what each admits, over-approximated, so that `oneOf` branches that exclude each other, the
property that tells branches apart, and closed objects are known before any backend runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from dsh_schedule.compiler.ir import (
    AdditionalProperties,
    AllOf,
    AnyOf,
    ConstCheck,
    Discriminator,
    EnumCheck,
    FalseCheck,
    OneOf,
    Properties,
    Ref,
    RequiredCheck,
    SchemaId,
    Step,
    TypeCheck,
)


@dataclass
class Shapes:
    """What each lowered schema admits, over-approximated: its JSON types, the string constant
    each required property must equal, the properties it requires, and, for a closed object,
    the only ones it allows."""

    steps: Sequence[list[Step]]
    """The lowered steps of each schema, by number."""
    followed: dict[SchemaId, list[Step]] = field(default_factory=dict)
    typed: dict[SchemaId, frozenset[str] | None] = field(default_factory=dict)
    forces: dict[SchemaId, dict[str, str]] = field(default_factory=dict)

    def _follow(self, number: SchemaId) -> list[Step]:
        """The steps of `number` with the checks of plain references merged in (found once:
        a chain of references or a long `oneOf` asks again and again)."""
        if number not in self.followed:
            self.followed[number] = self._merge(number, set())
        return self.followed[number]

    def _merge(self, number: SchemaId, path: set[SchemaId]) -> list[Step]:
        if number in path:
            return []
        path.add(number)
        steps: list[Step] = []
        for step in self.steps[number]:
            if isinstance(step, Ref):
                steps.extend(self._merge(step.target, path))
            elif isinstance(step, AllOf):
                for branch in step.branches:
                    steps.extend(self._merge(branch, path))
            else:
                steps.append(step)
        path.remove(number)
        return steps

    def types(self, number: SchemaId) -> frozenset[str] | None:
        if number not in self.typed:
            self.typed[number] = self._types(number)
        return self.typed[number]

    def _types(self, number: SchemaId) -> frozenset[str] | None:
        found: frozenset[str] | None = None
        for step in self._follow(number):
            if isinstance(step, TypeCheck):
                kinds = frozenset("number" if t == "integer" else t for t in step.types)
                found = kinds if found is None else found & kinds
            elif isinstance(step, FalseCheck):
                return frozenset()
        return found

    def forced(self, number: SchemaId) -> dict[str, str]:
        """Required properties whose value must be one string, with that string."""
        if number not in self.forces:
            self.forces[number] = self._forced(number)
        return self.forces[number]

    def _forced(self, number: SchemaId) -> dict[str, str]:
        steps = self._follow(number)
        if self.types(number) != frozenset({"object"}):
            return {}
        required = {n for s in steps if isinstance(s, RequiredCheck) for n in s.names}
        result: dict[str, str] = {}
        for step in steps:
            if isinstance(step, Properties):
                for name, child in step.schemas:
                    value = self._constant(child)
                    if name in required and value is not None:
                        result[name] = value
        return result

    def _constant(self, number: SchemaId) -> str | None:
        for step in self._follow(number):
            if isinstance(step, ConstCheck) and isinstance(step.value, str):
                return step.value
            if isinstance(step, EnumCheck) and len(step.values) == 1:
                value = step.values[0]
                return value if isinstance(value, str) else None
        return None

    def required(self, number: SchemaId) -> frozenset[str]:
        return frozenset(
            n for s in self._follow(number) if isinstance(s, RequiredCheck) for n in s.names
        )

    def allowed(self, number: SchemaId) -> frozenset[str] | None:
        """The only properties a closed object may have (through plain references too)."""
        for step in self._follow(number):
            rest = self.steps[step.schema] if isinstance(step, AdditionalProperties) else []
            if rest and isinstance(rest[0], FalseCheck) and not step.patterns:  # type: ignore[union-attr]
                return frozenset(step.names)  # type: ignore[union-attr]
        return None

    def closed(self, number: SchemaId) -> bool:
        return self.allowed(number) is not None

    def exclusive(self, a: SchemaId, b: SchemaId) -> bool:
        """No instance is valid against both."""
        types_a, types_b = self.types(a), self.types(b)
        if types_a is not None and types_b is not None and not types_a & types_b:
            return True
        forced_a, forced_b = self.forced(a), self.forced(b)
        if any(forced_b.get(name, value) != value for name, value in forced_a.items()):
            return True
        if not any(t is not None and t <= {"object"} for t in (types_a, types_b)):
            return False  # a value that is not an object may satisfy both
        for one, other in ((a, b), (b, a)):
            allowed = self.allowed(one)
            if allowed is not None and not self.required(other) <= allowed:
                return True
        return False

    def discriminator(self, branches: tuple[SchemaId, ...]) -> Discriminator | None:
        forced = [self.forced(branch) for branch in branches]
        best: tuple[str, dict[int, str]] | None = None
        for name in sorted({n for f in forced for n in f}):
            values = {i: f[name] for i, f in enumerate(forced) if name in f}
            if len(set(values.values())) == len(values) >= 2 and (
                best is None or len(values) > len(best[1])
            ):
                best = (name, values)
        if best is None:
            return None
        name, values = best
        others = tuple(i for i in range(len(branches)) if i not in values)
        choices = tuple((value, tuple(sorted((*others, i)))) for i, value in sorted(values.items()))
        return Discriminator(name, choices, others)

    def annotate(self, step: Step) -> Step:
        if isinstance(step, OneOf):
            discriminator = self.discriminator(step.branches)
            # Every branch requiring its own string constant: exclusive, without a look at
            # each pair (thousands of branches make millions of pairs).
            exclusive = (discriminator is not None and not discriminator.others) or all(
                self.exclusive(a, b)
                for i, a in enumerate(step.branches)
                for b in step.branches[i + 1 :]
            )
            return replace(step, discriminator=discriminator, exclusive=exclusive)
        if isinstance(step, AnyOf):
            return replace(step, discriminator=self.discriminator(step.branches))
        return step
