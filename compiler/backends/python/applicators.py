"""The Python backend's applicators in the general functions `_sN`: each applies subschemas
to the instance (or its values) through `SchemaCalls._call` (`calls.py`) and spells the
step's errors, annotations and scope as `module.py` defines them."""

from __future__ import annotations

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import (
    applications,
    is_false,
    pointer_token,
)
from dsh_schedule.compiler.backends.applicator_core import ApplicatorCore, Bounds
from dsh_schedule.compiler.backends.python.calls import SchemaCalls
from dsh_schedule.compiler.backends.python.literals import py_str
from dsh_schedule.compiler.backends.python.spelling import (
    for_each_key,
    skip_declared,
    when_present,
)

_KEYS = "(x if errors is None else _js_keys(x))"
"""An object's keys: a verdict takes them as they come, errors in JavaScript's order."""


def _failed(indent: int) -> list[str]:
    """A subschema already appended its errors: only the verdict changes."""
    pad = " " * indent
    return [f"{pad}if errors is None:", f"{pad}    return False", f"{pad}ok = False"]


def _child_path(key: str) -> str:
    """The instance path of a dynamic key, built only when errors are collected."""
    return f'path + "/" + _esc({key}) if errors is not None else path'


class PythonApplicators(ApplicatorCore[int, SchemaCalls]):
    """The applicator steps of the general functions `_sN`, in Python."""

    def applicator(
        self, step: ir.Step, indent: int, has_seen: bool, unevaluated: bool
    ) -> list[str]:
        pad = " " * indent
        where = step.location
        if isinstance(step, ir.Ref | ir.AllOf | ir.DependentSchemas | ir.PrefixItems):
            lines = []
            for on, schema in applications(step, self.r._trivial):
                lines += [f"{pad}if {self._applied(on, schema, has_seen)}:", *_failed(indent + 4)]
            if isinstance(step, ir.PrefixItems) and has_seen:
                count = len(step.schemas)
                lines += self._guard_seen(
                    f"seen.update(range(min(len(x), {count})))", indent, unevaluated
                )
            return lines
        if isinstance(step, ir.DynamicRef):
            self.r._helper("_dyn")
            holders = dict(self.r.ir.dynamic_anchors)[step.anchor]
            general = self.r.general
            table = ", ".join(f"{resource}: {general(schema)}" for resource, schema in holders)
            name = self.r.out.constant("_DYN", f"{{{table}}}", late=True)
            ev = "seen" if has_seen and self.r.schemas[step.fallback].tracks else "None"
            fallback = self.r.general(step.fallback)
            call = f"_dyn(scope, {name}, {fallback})(x, path, errors, {ev}, scope, d)"
            return [f"{pad}if not {call}:", *_failed(indent + 4)]
        if isinstance(step, ir.AnyOf | ir.OneOf):
            return self._alternatives(step, indent, has_seen)
        if isinstance(step, ir.Not):
            call = self.r._call(step.schema, "x", "path", "None", "None")
            message = py_str("must not be valid against the schema in not")
            return [f"{pad}if {call}:", *self.r._fail(indent + 4, "path", "not", message, where)]
        if isinstance(step, ir.IfThenElse):
            return self._conditional(step, indent, has_seen)
        if isinstance(step, ir.Properties):
            bodies = []
            for name, schema in step.schemas:
                inner = self._mark(py_str(name), indent + 4, has_seen, unevaluated)
                path = f"path + {py_str('/' + pointer_token(name))}"
                if is_false(self.r.schemas[schema]):
                    message = py_str("is not allowed")
                    inner += self.r._fail(indent + 4, path, "false", message, where)
                elif not self.r._trivial(schema):
                    call = self.r._call(schema, f"x[{py_str(name)}]", path, "errors", "None")
                    inner += [f"{pad}    if not {call}:", *_failed(indent + 8)]
                bodies.append((name, inner))
            return when_present("x", indent, bodies)
        if isinstance(step, ir.PatternProperties):
            lines = []
            for pattern, schema in step.schemas:
                regex = self.r.out.pattern(pattern)
                inner = self._mark("key", indent + 8, has_seen, unevaluated)
                inner += self._apply(schema, "value", "key", indent + 8, "patternProperties", where)
                if inner:
                    lines += [f"{pad}    if {regex}.search(key) is not None:", *inner]
            return self._each_key(lines, indent)
        if isinstance(step, ir.AdditionalProperties):
            inner = self._mark("key", indent + 4, has_seen, unevaluated)
            inner += self._apply(
                step.schema, "value", "key", indent + 4, "additionalProperties", where
            )
            if not inner:
                return []
            out = self.r.out
            names, skip = skip_declared(step, "key", indent, out.constant, out.pattern)
            lines = self._each_key(skip + inner, indent)
            if names and not step.patterns and not has_seen:  # no key to visit: one set test
                return [f"{pad}if not x.keys() <= {names}:", *("    " + li for li in lines)]
            return lines
        if isinstance(step, ir.PropertyNames):
            if self.r._trivial(step.schema):
                return []
            call = self.r._call(step.schema, "key", "path", "errors", "None")
            self.r._helper("_js_keys")
            return [f"{pad}for key in {_KEYS}:", f"{pad}    if not {call}:", *_failed(indent + 8)]
        if isinstance(step, ir.Items):
            return self.items(step, indent, has_seen, unevaluated)
        if isinstance(step, ir.Contains):
            return self.contains(step, indent, has_seen, unevaluated)
        if isinstance(step, ir.UnevaluatedProperties):
            lines = [f"{pad}    if key in seen:", f"{pad}        continue"]
            lines += self._apply(
                step.schema, "value", "key", indent + 4, "unevaluatedProperties", where
            )
            return [*self._each_key(lines, indent), f"{pad}seen.update(x)"]
        if isinstance(step, ir.UnevaluatedItems):
            lines = [
                f"{pad}for index in range(len(x)):",
                f"{pad}    if index in seen:",
                f"{pad}        continue",
            ]
            if is_false(self.r.schemas[step.schema]):
                path = 'path + "/" + str(index)'
                message = py_str("is not allowed: no keyword evaluated this item")
                lines += self.r._fail(indent + 4, path, "unevaluatedItems", message, where)
            elif not self.r._trivial(step.schema):
                path = 'path + "/" + str(index) if errors is not None else path'
                call = self.r._call(step.schema, "x[index]", path, "errors", "None")
                lines += [f"{pad}    if not {call}:", *_failed(indent + 8)]
            else:
                lines = []
            return [*lines, f"{pad}seen.update(range(len(x)))"]
        raise AssertionError(f"no rendering for {step!r}")

    def _applied(self, on: str | int | None, schema: int, has_seen: bool) -> str:
        """The test that `schema` fails where it applies (see `applications`)."""
        if isinstance(on, int):
            call = self.r._call(schema, f"x[{on}]", f'path + "/{on}"', "errors", "None")
            return f"len(x) > {on} and not {call}"
        call = self.r._call(schema, "x", "path", "errors", self.r._ev(schema, has_seen))
        return f"not {call}" if on is None else f"{py_str(on)} in x and not {call}"

    def _guard_seen(self, statement: str, indent: int, unevaluated: bool) -> list[str]:
        pad = " " * indent
        if unevaluated:
            return [f"{pad}{statement}"]
        return [f"{pad}if seen is not None:", f"{pad}    {statement}"]

    def _each_key(self, body: list[str], indent: int) -> list[str]:
        """`body` for each `key` (and its `value` where the body reads it) of the object `x`,
        in JavaScript's key order when errors are collected."""
        if not body:
            return []
        self.r._helper("_js_keys")
        return for_each_key(_KEYS, "key", "value", "x", body, indent)

    def _mark(self, key: str, indent: int, has_seen: bool, unevaluated: bool) -> list[str]:
        return self._guard_seen(f"seen.add({key})", indent, unevaluated) if has_seen else []

    def _apply(
        self, schema: int, value: str, key: str, indent: int, keyword: str, where: str
    ) -> list[str]:
        """Apply `schema` to an object's value under a dynamic key."""
        pad = " " * indent
        if is_false(self.r.schemas[schema]):
            message = py_str("is not allowed")
            return self.r._fail(indent, f'path + "/" + _esc({key})', keyword, message, where)
        if self.r._trivial(schema):
            return []
        call = self.r._call(schema, value, _child_path(key), "errors", "None")
        return [f"{pad}if not {call}:", *_failed(indent + 4)]

    def _alternatives(self, step: ir.AnyOf | ir.OneOf, indent: int, has_seen: bool) -> list[str]:
        pad = " " * indent
        where = step.location
        count = len(step.branches)
        candidates = self.r._candidates(count, step.discriminator)
        ev = "seen" if has_seen and any(self.r.schemas[b].tracks for b in step.branches) else "None"
        none = py_str(f"valid against none of the {count} alternatives")
        fast = ev == "None" and all(self.r.verdicts.plain(self.r.schemas[b]) for b in step.branches)
        if fast:  # the branches' inlined verdicts, without annotations; their explanations
            names = ", ".join(self.r.verdicts.function(b) for b in step.branches)
            tests = self.r.out.constant("_T", f"({names},)", late=True)
            explainers = ", ".join(self.r.errors.function(self.r.target(b)) for b in step.branches)
            table = self.r.out.constant("_EX", f"({explainers},)", late=True)
            self.r._helper("_closest_e")
            explain = f"{pad}    _closest_e(x, path, errors, d, {table}, {candidates})"
        else:
            branches = self.r._branches(step.branches)
            choice = f"{branches}, {candidates}"
            self.r._helper("_closest")
            explain = f"{pad}    _closest(x, path, errors, d, scope, {choice})"
        if isinstance(step, ir.AnyOf):
            self.r._helper("_any_valid" if fast else "_matched")
            if fast:
                call = f"_any_valid(x, d, {tests}, {candidates})"
            else:  # with no annotations to collect, the first alternative that holds decides
                first = "True" if ev == "None" else "False"
                call = f"_matched(x, path, {ev}, scope, d, {choice}, {first}, False)"
            return [
                f"{pad}if not {call}:",
                *self.r._fail(indent + 4, "path", "anyOf", none, where),
                explain,
            ]
        self.r._helper("_valid" if fast else "_matched")
        exclusive = "True" if step.exclusive else "False"
        if fast:
            call = f"_valid(x, d, {tests}, {candidates}, {exclusive})"
        else:
            call = f"_matched(x, path, {ev}, scope, d, {choice}, {exclusive}, True)"
        many = 'f"valid against alternatives {matched}, but exactly one is allowed"'
        return [
            f"{pad}matched = {call}",
            f"{pad}if len(matched) != 1:",
            *self.r._fail(indent + 4, "path", "oneOf", f"{many} if matched else {none}", where),
            f"{pad}    if not matched:",
            "    " + explain,
        ]

    def _conditional(self, step: ir.IfThenElse, indent: int, has_seen: bool) -> list[str]:
        pad = " " * indent
        tracked = has_seen and self.r.schemas[step.condition].tracks
        then: list[str] = []
        if tracked:
            then += [f"{pad}    if found and seen is not None:", f"{pad}        seen.update(found)"]
        otherwise: list[str] = []
        for branch, body in ((step.then, then), (step.otherwise, otherwise)):
            if branch is not None and not self.r._trivial(branch):
                inner = self.r._call(branch, "x", "path", "errors", self.r._ev(branch, has_seen))
                body += [f"{pad}    if not {inner}:", *_failed(indent + 8)]
        if not then and not otherwise and not tracked:
            return []
        lines = (
            [f"{pad}found: set[Any] | None = None if seen is None else set()"] if tracked else []
        )
        call = self.r._call(step.condition, "x", "path", "None", "found" if tracked else "None")
        if not then:
            return [*lines, f"{pad}if not {call}:", *(otherwise or [f"{pad}    pass"])]
        lines += [f"{pad}if {call}:", *then]
        return lines + ([f"{pad}else:", *otherwise] if otherwise else [])

    def count_matches(
        self, schema: int, indent: int, has_seen: bool, unevaluated: bool, bounds: Bounds
    ) -> list[str]:
        pad = " " * indent
        call = self.r._call(schema, "item", "path", "None", "None")
        lines = [f"{pad}count = sum(1 for item in x if {call})"]
        if has_seen:  # a loop, to mark each matching item
            mark = self._guard_seen("seen.add(index)", indent + 8, unevaluated)
            loop = f"{pad}for index, item in enumerate(x):"
            lines = [
                f"{pad}count = 0",
                loop,
                f"{pad}    if {call}:",
                f"{pad}        count += 1",
                *mark,
            ]
        for comparison, keyword, message, location in bounds:
            lines += [
                f"{pad}if count {comparison}:",
                *self.r._fail(indent + 4, "path", keyword, py_str(message), location),
            ]
        return lines

    def at_most(self, step: ir.Items, indent: int) -> list[str]:
        message = py_str(f"must have at most {step.start} items")
        return [
            f"{' ' * indent}if len(x) > {step.start}:",
            *self.r._fail(indent + 4, "path", step.keyword, message, step.location),
        ]

    def each_item(self, step: ir.Items, indent: int) -> list[str]:
        pad = " " * indent
        path = 'path + "/" + str(index) if errors is not None else path'
        call = self.r._call(step.schema, "x[index]", path, "errors", "None")
        return [
            f"{pad}for index in range({step.start}, len(x)):",
            f"{pad}    if not {call}:",
            *_failed(indent + 8),
        ]

    def mark_from(self, start: int, indent: int, unevaluated: bool) -> list[str]:
        return self._guard_seen(f"seen.update(range({start}, len(x)))", indent, unevaluated)
