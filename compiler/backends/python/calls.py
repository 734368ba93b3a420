"""The part of the Python backend's renderer that the applicators (`applicators.py`) build
on: the module's constants and helpers, the verdict and error renderers, and how a general
function `_sN` applies a subschema, picks among alternatives and spells a failure.
`module.py`'s renderer adds the steps, the entry points and the module around them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import cyclic_schemas
from dsh_schedule.compiler.backends.later import Later
from dsh_schedule.compiler.backends.python.errors import ErrorRenderer
from dsh_schedule.compiler.backends.python.literals import py_str
from dsh_schedule.compiler.backends.python.runtime import HELPER_NEEDS
from dsh_schedule.compiler.backends.python.verdict import VerdictRenderer
from dsh_schedule.compiler.backends.verdict_core import Emit
from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.regex_automaton import python_matcher


@dataclass
class _Module:
    """Module-level constants shared when equal, and the helpers the functions use."""

    constants: list[tuple[str, str]] = field(default_factory=list)
    tail: list[tuple[str, str]] = field(default_factory=list)
    """Constants that name functions: defined after them."""
    names: dict[str, str] = field(default_factory=dict)
    helpers: set[str] = field(default_factory=set)

    def constant(self, prefix: str, source: str, late: bool = False) -> str:
        name = self.names.get(source)
        if name is None:
            name = f"{prefix}{len(self.names) + 1}"
            self.names[source] = name
            (self.tail if late else self.constants).append((name, source))
        return name

    def pattern(self, ecma: str) -> str:
        """A constant whose `search(text)` is None exactly when `ecma` matches nowhere: a
        host regex or an automaton (`regex_automaton.py`), defined after the runtime."""
        source, automaton = python_matcher(ecma)
        self.helpers.add("_Automaton" if automaton else "re")
        return self.constant("_P", source, late=automaton)

    def key_pattern(self, ecma: str) -> str:
        """A constant `M` where `M[key]` tells whether `ecma` matches the object key `key`:
        the fast path of every pattern test of a key in a verdict. It remembers the answer
        per key (`_KeyMemo`), as objects repeat their keys: a dict lookup took 28 ns where
        the search took 181 ns, and an instance of the suite group `properties,
        patternProperties, additionalProperties` (`compiled.properties`) 258 ns where it
        took 330 ns (0.40x jsonschema-rs where it was 0.31x)."""
        self.helpers.add("_KeyMemo")
        return self.constant("_M", f"_KeyMemo({self.pattern(ecma)}.search)", late=True)


def _fail(indent: int, path: str, keyword: str, message: str, location: str) -> list[str]:
    pad = " " * indent
    error = f"tuple.__new__(Violation, ({path}, {py_str(keyword)}, {message}, {py_str(location)}))"
    return [
        f"{pad}if errors is None:",
        f"{pad}    return False",
        f"{pad}errors.append({error})",
        f"{pad}ok = False",
    ]


class SchemaCalls:
    """Renders the calls of one `ModuleIR`'s general functions; `format_functions` names the
    checker of each asserted format."""

    def __init__(
        self,
        module: ir.ModuleIR,
        format_functions: Mapping[str, str] | None = None,
        max_depth: int = DEFAULT_MAX_DEPTH,
    ) -> None:
        self.max_depth = max_depth
        self.ir = module
        self.out = _Module()
        self.format_functions = format_functions or {}
        self.schemas = module.schemas
        self.document = ""
        self.generals = Later("_s")
        self.cyclic = cyclic_schemas(module)
        emit = Emit(
            self.out.constant, self.out.pattern, self._helper, self.recursive, self.format_functions
        )
        self.verdicts = VerdictRenderer(module, emit, self.general, self.out.key_pattern)
        self.errors = ErrorRenderer(
            module, self.verdicts, self.out.constant, self._helper, self.general, self.target
        )

    def general(self, schema: int) -> str:
        """The name of the general function `_sN`, rendering it later."""
        return self.generals.name(schema)

    def _call(self, schema: int, value: str, path: str, errors: str, ev: str) -> str:
        """Apply a subschema. One that needs no annotations is tested by its inlined verdict
        first, and its general function runs only to explain a failure."""
        schema = self.target(schema)
        depth = "d" if value in ("x", "key") else "d + 1"
        if ev != "None" or not self.verdicts.plain(self.schemas[schema]):
            return f"{self.general(schema)}({value}, {path}, {errors}, {ev}, scope, {depth})"
        verdict = f"{self.verdicts.function(schema)}({value}, {depth})"
        if errors == "None":
            return verdict
        explain = f"{self.errors.function(schema)}({value}, {path}, errors, {depth})"
        return f"({verdict} or (errors is not None and {explain}))"

    def target(self, schema: int) -> int:
        """The schema a plain alias (`{"$ref": ...}` alone) stands for, followed to the end:
        applying it is applying the target, without one more call and verdict per level.
        Not with a dynamic scope, which every resource entered changes."""
        while not self.ir.dynamic:
            steps = self.schemas[schema].steps
            if len(steps) != 1 or not isinstance(steps[0], ir.Ref) or steps[0].guard is not None:
                break
            target = steps[0].target
            if self.schemas[target].tracks != self.schemas[schema].tracks or target == schema:
                break
            schema = target
        return schema

    def _trivial(self, schema: int) -> bool:
        return self.schemas[schema].always_valid

    def _ev(self, child: int, has_seen: bool) -> str:
        return "seen" if has_seen and self.schemas[child].tracks else "None"

    def _fail(self, indent: int, path: str, keyword: str, message: str, location: str) -> list[str]:
        return _fail(indent, path, keyword, message, f"{self.document}#{location}")

    def _helper(self, name: str) -> None:
        self.out.helpers.add(name)
        for needed in HELPER_NEEDS.get(name, ()):
            self._helper(needed) if needed.startswith("_") else self.out.helpers.add(needed)

    def _branches(self, branches: tuple[int, ...]) -> str:
        self.out.helpers.add("branches")
        names = ", ".join(self.general(self.target(b)) for b in branches)
        return self.out.constant("_B", f"({names},)", late=True)

    def _candidates(self, count: int, discriminator: ir.Discriminator | None) -> str:
        if discriminator is None:
            return self.out.constant("_R", f"range({count})")
        self._helper("_pick")
        choices = ", ".join(
            f"{py_str(value)}: {_tuple(left)}" for value, left in discriminator.choices
        )
        source = (
            f"({py_str(discriminator.property)}, {{{choices}}}, {_tuple(discriminator.others)})"
        )
        return "_pick(x, " + self.out.constant("_D", source) + ")"

    def recursive(self, number: int) -> str:
        """The depth guard of schema `number`'s functions: only a schema that can reach
        itself walks an instance arbitrarily deep."""
        return "if d > _MAX_DEPTH:\n        raise _TooDeep" if number in self.cyclic else ""


def _tuple(items: tuple[int, ...]) -> str:
    return "(" + "".join(f"{i}, " for i in items).rstrip(" ") + ")"
