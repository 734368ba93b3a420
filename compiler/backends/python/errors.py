"""The Python backend's error collection for schemas that need no annotations.

A schema that neither needs nor makes annotations (`VerdictRenderer.plain`: no unevaluated*,
not below one, no dynamic scope) explains its failures with `_eN(x, path, errors) -> None`,
which appends every error and nothing else: no `errors is None` branch, no annotation set, no
dynamic scope. An entry point's collection inlines its root, the subschemas made of checks
only (at fixed keys their instance paths are constants, and an error whose path and message
are both fixed is one module constant) and the alternative a failed root must have failed in;
other subschemas are called, which bounds the module's size. Alternatives told apart by a
discriminator are dispatched on its value, and a single candidate is explained without
testing its verdict first: it failed exactly when it appended an error.

The errors, and their order, are those of the general functions (`_sN` with a list), which
the JavaScript backend reproduces: each step in the IR's order, each check at its guard.
"""

from __future__ import annotations

from collections.abc import Callable

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import is_false, leaf
from dsh_schedule.compiler.backends.expr import bind, depths, inline
from dsh_schedule.compiler.backends.later import Later
from dsh_schedule.compiler.backends.python.literals import printable, py_str
from dsh_schedule.compiler.backends.python.spelling import (
    GUARDS,
    At,
    at_location,
    for_each_key,
    json_text,
    negate,
    skip_declared,
    spread,
    when_present,
)
from dsh_schedule.compiler.backends.python.verdict import VerdictRenderer

INLINE_DEPTH = 8
"""Subschemas inlined into one another at most this deep; deeper ones are called."""


class ErrorRenderer:
    """Renders `_eN` functions on demand, and error bodies inlined where a caller wants them."""

    def __init__(
        self,
        module: ir.ModuleIR,
        verdicts: VerdictRenderer,
        constant: Callable[..., str],
        helper: Callable[[str], None],
        general: Callable[[int], str],
        target: Callable[[int], int],
    ) -> None:
        self.ir = module
        self.schemas = module.schemas
        self.verdicts = verdicts
        self.constant = constant
        self.helper = helper
        self.general = general
        self.target = target
        self.later = Later("_e")
        self.variables = 0
        self.failing: int | None = None
        """A schema about to be rendered whose verdict is known to have failed."""
        self.certain: ir.Step | None = None
        """The step of such a schema that failed: its only one."""
        self.exact: dict[int, tuple[str, str]] = {}
        """Per closed object schema whose required names are all its names: the variable
        holding whether the object has exactly those keys, and their set."""

    # -- functions -------------------------------------------------------------------------

    def fast(self, number: int) -> bool:
        return self.verdicts.plain(self.schemas[number])

    def function(self, number: int) -> str:
        """The name of `_eN`, rendering it later."""
        return self.later.name(number)

    def render_pending(self) -> list[list[str]]:
        functions = []
        for number in self.later.take():
            self.variables = 0
            body = self.body(number, "x", At(None, "path", "d"), 4, (number,))
            guard = self.verdicts.recursive(number)
            functions.append(
                [
                    f"# {printable(self.schemas[number].location)}",
                    f"def _e{number}(x: Any, path: str, errors: list[Violation], d: int) -> None:",
                    *([f"    {guard}"] if guard else []),
                    *(body or ["    pass"]),
                ]
            )
        return functions

    def entry(self, number: int, value: str, level: str) -> list[str]:
        """The statements that append every error of `value` (the instance root, at nesting
        level `level`) to `errors`."""
        self.variables = 0
        self.failing = self.target(number)
        return self.apply(self.target(number), value, At.constant("", level), 4, ())

    # -- bodies ----------------------------------------------------------------------------

    def fresh(self, prefix: str = "x") -> str:
        self.variables += 1
        return f"{prefix}{self.variables}"

    def apply(
        self, number: int, value: str, at: At, indent: int, stack: tuple[int, ...]
    ) -> list[str]:
        """Statements appending the errors of schema `number` on `value` at `at`."""
        pad = " " * indent
        number = self.target(number)
        schema = self.schemas[number]
        failing, self.failing = self.failing, None
        if schema.always_valid:
            return []
        if not self.fast(number):
            general = self.general(number)
            return [f"{pad}{general}({value}, {at.expression}, errors, None, (), {at.level})"]
        # the root, a leaf, or the alternative a failed root must have failed in
        inline = not stack or leaf(self.schemas, number) or (failing == number and len(stack) == 1)
        if number in stack or len(stack) >= INLINE_DEPTH or not inline:
            return [f"{pad}{self.function(number)}({value}, {at.expression}, errors, {at.level})"]
        lines: list[str] = []
        if not value.isidentifier():
            variable = self.fresh()
            lines.append(f"{pad}{variable} = {value}")
            value = variable
        self.failing = failing
        return lines + self.body(number, value, at, indent, (*stack, number))

    def body(self, number: int, x: str, at: At, indent: int, stack: tuple[int, ...]) -> list[str]:
        schema = self.schemas[number]
        document = schema.location.partition("#")[0]
        failed = self.failing == number and len(schema.steps) == 1
        self.failing = None
        self.exact.pop(number, None)
        required = [s for s in schema.steps if isinstance(s, ir.RequiredCheck)]
        closed = [
            s
            for s in schema.steps
            if isinstance(s, ir.AdditionalProperties)
            and is_false(self.schemas[s.schema])
            and not s.patterns
        ]
        if len(required) == 1 and len(closed) == 1 and len(required[0].names) > 1:
            names = required[0].names
            same = set(names) == set(closed[0].names) and required[0].guard == closed[0].guard
            if same and schema.steps.index(required[0]) < schema.steps.index(closed[0]):
                members = ", ".join(py_str(n) for n in names)
                keys = self.constant("_K", f"frozenset(({members},))")
                self.exact[number] = (self.fresh("exact"), keys)
        groups: list[tuple[str | None, list[str]]] = []
        for step in schema.steps:
            inner = indent if step.guard is None else indent + 4
            self.certain = step if failed else None
            exact = self.exact.get(number)
            if exact is not None and (step is required[0] or step is closed[0]):
                lines = self.closed(step, x, at, inner, exact, document)
            else:
                lines = self.step(step, x, at, inner, stack, document)
            if not lines:
                continue
            if groups and step.guard is not None and groups[-1][0] == step.guard:
                groups[-1][1].extend(lines)
            else:
                groups.append((step.guard, lines))
        pad = " " * indent
        out: list[str] = []
        for guard, lines in groups:
            if guard is None:
                out += lines
            else:
                out += [f"{pad}if {GUARDS[guard].format(x)}:", *lines]
        return out

    def closed(
        self, step: ir.Step, x: str, at: At, indent: int, exact: tuple[str, str], document: str
    ) -> list[str]:
        """`required` and `additionalProperties: false` of the same names: one set comparison
        tells that neither can fail."""
        pad = " " * indent
        variable, keys = exact
        where = f"{document}#{step.location}"
        if isinstance(step, ir.RequiredCheck):
            lines = [f"{pad}{variable} = {x}.keys() == {keys}", f"{pad}if not {variable}:"]
            for name in step.names:
                message = f"missing required property {json_text(name)}"
                lines += [f"{pad}    if {py_str(name)} not in {x}:"]
                lines += self.fail(pad + "    ", at, "required", message, where)
            return lines
        key, _value = self.fresh("key"), self.fresh("value")
        error = self.error(
            At(None, at.dynamic(f"_esc({key})"), at.below),
            "additionalProperties",
            py_str("is not allowed"),
            where,
        )
        self.helper("_js_keys")
        return [
            f"{pad}if not {variable}:",
            f"{pad}    for {key} in _js_keys({x}):",
            f"{pad}        if {key} not in {keys}:",
            f"{pad}            {error}",
        ]

    def error(
        self, at: At, keyword: str, message: str, location: str, fixed_message: bool = True
    ) -> str:
        """`errors.append(...)` of one error."""
        return f"errors.append({self.value(at, keyword, message, location, fixed_message)})"

    def value(
        self, at: At, keyword: str, message: str, location: str, fixed_message: bool = True
    ) -> str:
        """One error: a module constant when nothing in it varies, else built from a constant
        template of what does not (short lines are what keeps black fast on this module)."""
        if not fixed_message:
            where = self.constant("_W", self.location(location))
            varying = f"{at.expression}, {py_str(keyword)}, {message}, {where}"
            return f"tuple.__new__(Violation, ({varying}))"
        fixed = [py_str(keyword), message, self.location(location)]
        if at.fixed is not None:
            return self.constant("_X", "Violation" + spread([at.expression, *fixed]))
        template = self.constant("_R", spread(fixed))
        return f"tuple.__new__(Violation, ({at.expression}, *{template}))"

    def location(self, location: str) -> str:
        """A schema location as its document's URI (a constant shared by the module) and the
        JSON pointer."""
        document, _, pointer = location.partition("#")
        return f"{self.constant('_D', py_str(document))} + {py_str('#' + pointer)}"

    def fail(self, pad: str, at: At, keyword: str, message: str, location: str) -> list[str]:
        return [f"{pad}    {self.error(at, keyword, py_str(message), location)}"]

    def test(self, number: int, value: str, level: str) -> str:
        """The verdict of schema `number` on the variable `value` at nesting level `level`."""
        return self.verdicts.test(self.target(number), value, (), level=level)

    def passes(self, step: ir.Step, x: str, level: str) -> str:
        """The condition under which a check holds, on the variable `x` at nesting level
        `level`."""
        return depths(inline(bind(self.verdicts.step(step, ()), x, self.verdicts.fresh)), level)

    def step(
        self, step: ir.Step, x: str, at: At, indent: int, stack: tuple[int, ...], document: str
    ) -> list[str]:
        pad = " " * indent
        where = f"{document}#{step.location}"
        if isinstance(step, ir.FalseCheck):
            return [f"{pad}{self.error(at, 'false', py_str(step.message), where)}"]
        if isinstance(step, ir.TypeCheck):
            self.helper("_mistyped")
            template = self.constant(
                "_R", spread(['"type"', py_str(step.message + ", got "), self.location(where)])
            )
            error = f"errors.append(_mistyped({at.expression}, {x}, {template}))"
            return [f"{pad}if {negate(self.passes(step, x, at.level))}:", f"{pad}    {error}"]
        if isinstance(step, ir.RequiredCheck):
            lines: list[str] = []
            inner = pad if len(step.names) == 1 else pad + "    "
            if len(step.names) > 1:  # one set test, then each name only when one is missing
                members = ", ".join(py_str(n) for n in step.names)
                names = self.constant("_K", f"frozenset(({members},))")
                lines.append(f"{pad}if not {names} <= {x}.keys():")
            for name in step.names:
                message = f"missing required property {json_text(name)}"
                lines += [f"{inner}if {py_str(name)} not in {x}:"]
                lines += self.fail(inner, at, "required", message, where)
            return lines
        if isinstance(step, ir.DependentRequiredCheck):
            lines = [f"{pad}if {py_str(step.property)} in {x}:"]
            for name in step.names:
                message = f"{json_text(name)} is {step.message}"
                lines += [f"{pad}    if {py_str(name)} not in {x}:"]
                lines += self.fail(pad + "    ", at, step.keyword, message, where)
            return lines
        if isinstance(step, ir.Check):
            failure = self.fail(pad, at, step.keyword, step.message, where)
            return [f"{pad}if {negate(self.passes(step, x, at.level))}:", *failure]
        return self.applicator(step, x, at, indent, stack, where)

    def applicator(
        self, step: ir.Step, x: str, at: At, indent: int, stack: tuple[int, ...], where: str
    ) -> list[str]:
        pad = " " * indent
        if isinstance(step, ir.Ref | ir.AllOf):
            targets = (step.target,) if isinstance(step, ir.Ref) else step.branches
            certain = self.certain is step and len(targets) == 1
            lines: list[str] = []
            for target in targets:
                self.failing = self.target(target) if certain else None
                lines += self.apply(target, x, at, indent, stack)
            return lines
        if isinstance(step, ir.AnyOf | ir.OneOf):
            return self.alternatives(step, x, at, indent, stack, where)
        if isinstance(step, ir.Not):
            message = "must not be valid against the schema in not"
            return [
                f"{pad}if {self.test(step.schema, x, at.level)}:",
                *self.fail(pad, at, "not", message, where),
            ]
        if isinstance(step, ir.IfThenElse):
            then = [] if step.then is None else self.apply(step.then, x, at, indent + 4, stack)
            otherwise: list[str] = []
            if step.otherwise is not None:
                otherwise = self.apply(step.otherwise, x, at, indent + 4, stack)
            condition = self.test(step.condition, x, at.level)
            if not then and not otherwise:
                return []
            if not then:
                return [f"{pad}if {negate(condition)}:", *otherwise]
            return [f"{pad}if {condition}:", *then] + (
                [f"{pad}else:", *otherwise] if otherwise else []
            )
        if isinstance(step, ir.DependentSchemas):
            bodies = [(n, self.apply(s, x, at, indent + 4, stack)) for n, s in step.schemas]
            return when_present(x, indent, bodies)
        if isinstance(step, ir.Properties):
            bodies = []
            for name, schema in step.schemas:
                if is_false(self.schemas[schema]):
                    inner = self.fail(pad, at.child(name), "false", "is not allowed", where)
                else:
                    value = f"{x}[{py_str(name)}]"
                    inner = self.apply(schema, value, at.child(name), indent + 4, stack)
                bodies.append((name, inner))
            return when_present(x, indent, bodies)
        if isinstance(step, ir.PatternProperties):
            key, value = self.fresh("key"), self.fresh("value")
            lines = []
            for pattern, schema in step.schemas:
                inner = self.keyed(schema, value, key, at, indent + 8, "patternProperties", where)
                if inner:
                    regex = self.verdicts.pattern(pattern)
                    lines += [f"{pad}    if {regex}.search({key}) is not None:", *inner]
            return self.each_key(key, value, x, lines, indent)
        if isinstance(step, ir.AdditionalProperties):
            key, value = self.fresh("key"), self.fresh("value")
            inner = self.keyed(
                step.schema, value, key, at, indent + 4, "additionalProperties", where
            )
            if not inner:
                return []
            spell = self.verdicts.pattern
            names, skip = skip_declared(step, key, indent, self.constant, spell)
            lines = self.each_key(key, value, x, skip + inner, indent)
            if names and not step.patterns:  # no key to visit: one set test
                return [f"{pad}if not {x}.keys() <= {names}:", *("    " + li for li in lines)]
            return lines
        if isinstance(step, ir.PropertyNames):
            if self.schemas[self.target(step.schema)].always_valid:
                return []
            key = self.fresh("key")
            self.helper("_js_keys")
            return [
                f"{pad}for {key} in _js_keys({x}):",
                f"{pad}    if {negate(self.test(step.schema, key, at.level))}:",
                *self.call(step.schema, key, at, indent + 8),
            ]
        if isinstance(step, ir.PrefixItems):
            lines = []
            for index, schema in enumerate(step.schemas):
                inner = self.apply(schema, f"{x}[{index}]", at.child(str(index)), indent + 4, stack)
                if inner:
                    lines += [f"{pad}if len({x}) > {index}:", *inner]
            return lines
        if isinstance(step, ir.Items):
            if self.schemas[self.target(step.schema)].always_valid:
                return []
            if is_false(self.schemas[step.schema]):
                message = f"must have at most {step.start} items"
                return [
                    f"{pad}if len({x}) > {step.start}:",
                    *self.fail(pad, at, step.keyword, message, where),
                ]
            position, item = self.fresh("index"), self.fresh("item")
            each = At(None, at.dynamic(f"str({position})"), at.below)
            return [
                f"{pad}for {position} in range({step.start}, len({x})):",
                f"{pad}    {item} = {x}[{position}]",
                f"{pad}    if {negate(self.test(step.schema, item, at.below))}:",
                *self.call(step.schema, item, each, indent + 8),
            ]
        if isinstance(step, ir.Contains):
            return self.contains(step, x, at, indent, where)
        raise AssertionError(f"no error rendering for {step!r}")

    def each_key(self, key: str, value: str, x: str, body: list[str], indent: int) -> list[str]:
        """`body` for each `key` (and its `value` where the body reads it) of the object `x`,
        in JavaScript's key order."""
        if not body:
            return []
        self.helper("_js_keys")
        return for_each_key(f"_js_keys({x})", key, value, x, body, indent)

    def call(self, number: int, value: str, at: At, indent: int) -> list[str]:
        """Explain schema `number` on `value` through its function (a value under a key known
        only at run time, so after its verdict failed)."""
        number = self.target(number)
        pad = " " * indent
        path, level = at.expression, at.level
        if not self.fast(number):
            return [f"{pad}{self.general(number)}({value}, {path}, errors, None, (), {level})"]
        return [f"{pad}{self.function(number)}({value}, {path}, errors, {level})"]

    def keyed(
        self, number: int, value: str, key: str, at: At, indent: int, keyword: str, where: str
    ) -> list[str]:
        """A schema applied to an object's value under a key known only at run time."""
        pad = " " * indent
        if self.schemas[self.target(number)].always_valid:
            return []
        path = At(None, at.dynamic(f"_esc({key})"), at.below)
        if is_false(self.schemas[number]):
            error = self.error(path, keyword, py_str("is not allowed"), where)
            return [f"{pad}{error}"]
        test = negate(self.test(number, value, path.level))
        return [f"{pad}if {test}:", *self.call(number, value, path, indent + 4)]

    def contains(self, step: ir.Contains, x: str, at: At, indent: int, where: str) -> list[str]:
        pad = " " * indent
        if step.minimum == 0 and step.maximum is None:
            return []
        count, item = self.fresh("count"), self.fresh("item")
        lines = [
            f"{pad}{count} = 0",
            f"{pad}for {item} in {x}:",
            f"{pad}    if {self.test(step.schema, item, at.below)}:",
            f"{pad}        {count} += 1",
        ]
        if step.minimum > 0:
            keyword = "minContains" if step.min_location else "contains"
            location = where if step.min_location is None else at_location(where, step.min_location)
            message = f"must contain at least {step.minimum} matching item(s)"
            lines += [f"{pad}if {count} < {step.minimum}:"]
            lines += self.fail(pad, at, keyword, message, location)
        if step.maximum is not None:
            location = where if step.max_location is None else at_location(where, step.max_location)
            message = f"must contain at most {step.maximum} matching item(s)"
            lines += [f"{pad}if {count} > {step.maximum}:"]
            lines += self.fail(pad, at, "maxContains", message, location)
        return lines

    def alternatives(
        self,
        step: ir.AnyOf | ir.OneOf,
        x: str,
        at: At,
        indent: int,
        stack: tuple[int, ...],
        where: str,
    ) -> list[str]:
        """anyOf/oneOf: the candidates a discriminator leaves, each set rendered on its own."""

        def candidates(left: tuple[int, ...], indent: int) -> list[str]:
            """The errors when the alternatives `left` all fail."""
            pad = " " * indent
            certain = self.certain is step
            keyword = "anyOf" if isinstance(step, ir.AnyOf) else "oneOf"
            none = f"valid against none of the {len(step.branches)} alternatives"
            none_value = self.value(at, keyword, py_str(none), where)
            none_error = f"errors.append({none_value})"
            if not left:
                return [f"{pad}{none_error}"]
            if len(left) == 1:  # it failed exactly when it appended an error
                if certain:  # and it did fail
                    self.failing = self.target(step.branches[left[0]])
                    return [
                        f"{pad}{none_error}",
                        *self.apply(step.branches[left[0]], x, at, indent, stack),
                    ]
                inner = self.apply(step.branches[left[0]], x, at, indent, stack)
                if not inner:
                    return []
                mark = self.fresh("mark")
                return [
                    f"{pad}{mark} = len(errors)",
                    *inner,
                    f"{pad}if len(errors) > {mark}:",
                    f"{pad}    errors.insert({mark}, {none_value})",
                ]
            branches = [self.target(step.branches[i]) for i in left]
            explain = self.closest(branches, x, at, indent + 4)
            if isinstance(step, ir.AnyOf) or step.exclusive:
                tests = " or ".join(f"({self.test(b, x, at.level)})" for b in branches)
                return [f"{pad}if not ({tests}):", f"{pad}    {none_error}", *explain]
            self.helper("_valid")
            names = ", ".join(self.verdicts.function_or_none(self.target(b)) for b in step.branches)
            tests = self.constant("_T", f"({names},)", late=True)
            matched = self.fresh("matched")
            many = f'f"valid against alternatives {{{matched}}}, but exactly one is allowed"'
            many_error = self.error(at, "oneOf", many, where, fixed_message=False)
            indices = "(" + "".join(f"{i}, " for i in left).rstrip(" ") + ")"
            return [
                f"{pad}{matched} = _valid({x}, {at.level}, {tests}, {indices}, False)",
                f"{pad}if not {matched}:",
                f"{pad}    {none_error}",
                *explain,
                f"{pad}elif len({matched}) > 1:",
                f"{pad}    {many_error}",
            ]

        pad = " " * indent
        found = step.discriminator
        certain = self.certain is step
        if found is None:
            return candidates(tuple(range(len(step.branches))), indent)
        tag = self.fresh("tag")
        lines = [
            f"{pad}{tag} = {x}.get({py_str(found.property)}) if isinstance({x}, dict) else None"
        ]
        for number, (value, left) in enumerate(found.choices):
            keyword = "if" if number == 0 else "elif"
            lines.append(f"{pad}{keyword} {tag} == {py_str(value)}:")
            self.certain = step if certain else None
            inner = candidates(left, indent + 4)
            lines += inner or [f"{pad}    pass"]
        self.certain = step if certain else None
        inner = candidates(found.others, indent + 4)
        return [*lines, f"{pad}else:", *(inner or [f"{pad}    pass"])]

    def closest(self, branches: list[int], x: str, at: At, indent: int) -> list[str]:
        """Explain failed alternatives by the one with the fewest errors (the first of those)."""
        pad = " " * indent
        if all(self.fast(b) for b in branches):
            self.helper("_closest_e")
            names = ", ".join(self.function(b) for b in branches)
            table = self.constant("_EX", f"({names},)", late=True)
            explain = f"_closest_e({x}, {at.expression}, errors, {at.level}, {table}"
            return [f"{pad}{explain}, range({len(branches)}))"]
        self.helper("_closest")
        names = ", ".join(self.general(b) for b in branches)
        table = self.constant("_B", f"({names},)", late=True)
        explain = f"_closest({x}, {at.expression}, errors, {at.level}, (), {table}"
        return [f"{pad}{explain}, range({len(branches)}))"]
