"""The JavaScript backend's applicators in the general functions `sN` and the append-only
`eN`: each applies subschemas to the instance (or its values) through `SchemaCalls` (`calls.py`)
and spells the step's errors, annotations and scope as `module.py` defines them."""

from __future__ import annotations

from dsh_schedule.compiler import ir
from dsh_schedule.compiler.backends.analysis import (
    applications,
    is_false,
    pointer_token,
)
from dsh_schedule.compiler.backends.applicator_core import ApplicatorCore, Bounds
from dsh_schedule.compiler.backends.javascript.calls import SchemaCalls
from dsh_schedule.compiler.backends.javascript.literals import js_str

_ITEM_PATH = "path + itemPath(index)"
"""The path of the item at `index` (`runtime.py`'s `itemPath`)."""
MESSAGE_TABLE_MAX = 4
"""Up to this many alternatives, a oneOf's messages are a table of one per subset that held."""


def _own_keys(pad: str, skip: str = "") -> list[str]:
    """A loop over the object's own keys, in `Object.keys` order, without building the array;
    a key that `skip` passes over is passed over before it is asked whether it is own."""
    passed = [f"{pad}  if ({skip}) continue;"] if skip else []
    return [f"{pad}for (const key in x) {{", *passed, f"{pad}  if (!hasOwn.call(x, key)) continue;"]


class JavaScriptApplicators(ApplicatorCore[str, SchemaCalls]):
    """The applicator steps of the general functions `sN`, in JavaScript."""

    def _guard_seen(self, statement: str, pad: str, unevaluated: bool) -> list[str]:
        if unevaluated and not self.r.lean:
            return [f"{pad}{statement}"]
        return [f"{pad}if (seen !== null) {statement}"]

    def _mark(self, key: str, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        return self._guard_seen(f"seen.add({key});", pad, unevaluated) if has_seen else []

    def _apply(self, schema: int, key: str, pad: str, keyword: str, where: str) -> list[str]:
        """Apply `schema` to `x[key]` under a dynamic key."""
        path = f"path + keyPath({key})"
        if is_false(self.r.schemas[schema]):
            lines = self.r.fail(pad, path, keyword, js_str("is not allowed"), where)
        else:
            lines = self.r.explain(schema, f"x[{key}]", path, "null", pad)
        return self._using("keyPath", lines)

    def _using(self, helper: str, lines: list[str]) -> list[str]:
        """`lines`, and the helper they call when there are any."""
        if lines:
            self.r.out.helper(helper)
        return lines

    def _applied(self, on: str | int | None, schema: int, has_seen: bool, pad: str) -> list[str]:
        """`schema` applied where it applies (see `applications`)."""
        if isinstance(on, int):
            return self.r.explain(
                schema, f"x[{on}]", f'path + "/{on}"', "null", pad, f"x.length > {on}"
            )
        when = "" if on is None else f"has(x, {js_str(on)})"
        return self.r.explain(schema, "x", "path", self.r._ev(schema, has_seen), pad, when)

    def applicator(self, step: ir.Step, pad: str, has_seen: bool, unevaluated: bool) -> list[str]:
        where = self.r._where(step.location)
        inner = pad + "  "
        if isinstance(step, ir.Ref | ir.AllOf | ir.DependentSchemas | ir.PrefixItems):
            found = applications(step, self.r._trivial)
            lines = [li for a in found for li in self._applied(*a, has_seen, pad)]
            if isinstance(step, ir.PrefixItems) and has_seen:
                count = len(step.schemas)
                statement = f"for (let i = 0; i < Math.min(x.length, {count}); i++) seen.add(i);"
                lines += self._guard_seen(statement, pad, unevaluated)
            return lines
        if isinstance(step, ir.DynamicRef):
            if self.r.append:  # the scope is known: it lands where it says
                target = self.r.explainers.resolve(step)
                return self.r.explain(target, "x", "path", "null", pad)
            holders = dict(self.r.ir.dynamic_anchors)[step.anchor]
            if len(holders) == 1:  # one resource holds the anchor: is it in scope?
                [(resource, holder)] = holders
                resolved = f"(scope.includes({resource}) ? s{holder} : s{step.fallback})"
            else:
                self.r.out.helper("dyn")
                table = ", ".join(f"[{resource}, s{schema}]" for resource, schema in holders)
                name = self.r.out.constant("DYN", f"new Map([{table}])")
                resolved = f"dyn(scope, {name}, s{step.fallback})"
            ev = self.r._ev(step.fallback, has_seen)
            call = f"{resolved}(x, path, errors, {ev}, scope, d)"
            return [f"{pad}if (!{call}) {{", *self.r.failed(inner), f"{pad}}}"]
        if isinstance(step, ir.AnyOf | ir.OneOf):
            return self._alternatives(step, pad, has_seen)
        if isinstance(step, ir.Not):
            call = self.r._call(step.schema, "x", "path", "null", "null")
            message = js_str("must not be valid against the schema in not")
            return [
                f"{pad}if ({call}) {{",
                *self.r.fail(inner, "path", "not", message, where),
                f"{pad}}}",
            ]
        if isinstance(step, ir.IfThenElse):
            return self._conditional(step, pad, has_seen)
        if isinstance(step, ir.Properties):
            lines = []
            for name, schema in step.schemas:
                key = js_str(name)
                read, value, present = [], f"x[{key}]", self.r.present.get(name)
                if present is None and self.r.append:  # read first, asked if own only if set
                    self.r.variables += 1
                    value = f"x{self.r.variables}"
                    read = [f"{pad}const {value} = x[{key}];"]
                    self.r.out.helper("protoOf")
                    own = f"protoOf(x) === OP && !({key} in OP) || has(x, {key})"
                    present = f"{value} !== undefined ? {own} : {key} in x && has(x, {key})"
                body = self._mark(key, inner, has_seen, unevaluated)
                path = f"path + {js_str('/' + pointer_token(name))}"
                if is_false(self.r.schemas[schema]):
                    body += self.r.fail(inner, path, "false", js_str("is not allowed"), where)
                else:
                    body += self.r.explain(schema, value, path, "null", inner)
                if body:
                    test = present or f"has(x, {key})"
                    lines += [*read, f"{pad}if ({test}) {{", *body, f"{pad}}}"]
            return lines
        if isinstance(step, ir.PatternProperties):
            lines = []
            for pattern, schema in step.schemas:
                regex = self.r.out.pattern(pattern)
                body = self._mark("key", inner + "  ", has_seen, unevaluated)
                body += self._apply(schema, "key", inner + "  ", "patternProperties", where)
                if body:
                    lines += [f"{inner}if ({regex}.test(key)) {{", *body, f"{inner}}}"]
            if not lines:
                return []
            return [*_own_keys(pad), *lines, f"{pad}}}"]
        if isinstance(step, ir.AdditionalProperties):
            body = self._mark("key", inner, has_seen, unevaluated)
            body += self._apply(step.schema, "key", inner, "additionalProperties", where)
            if not body:
                return []
            known = []
            if step.names:
                members = ", ".join(js_str(n) for n in step.names)
                known.append(f"{self.r.out.constant('K', f'new Set([{members}])')}.has(key)")
            known += [f"{self.r.out.pattern(p)}.test(key)" for p in step.patterns]
            return [*_own_keys(pad, " || ".join(known)), *body, f"{pad}}}"]
        if isinstance(step, ir.PropertyNames):
            if self.r._trivial(step.schema):
                return []
            explain = self.r.explain(step.schema, "key", "path", "null", inner)
            return [*_own_keys(pad), *explain, f"{pad}}}"]
        if isinstance(step, ir.Items):
            return self.items(step, pad, has_seen, unevaluated)
        if isinstance(step, ir.Contains):
            return self.contains(step, pad, has_seen, unevaluated)
        if isinstance(step, ir.UnevaluatedProperties):
            body = self._apply(step.schema, "key", inner, "unevaluatedProperties", where)
            marks = "for (const key of Object.keys(x)) seen.add(key);"
            skip = self.r._evaluated(self.r.number, "key") if body else ""
            return self._unevaluated(_own_keys(pad, skip), body, pad, unevaluated, marks)
        if isinstance(step, ir.UnevaluatedItems):
            body = []
            if is_false(self.r.schemas[step.schema]):
                message = js_str("is not allowed: no keyword evaluated this item")
                body = self.r.fail(inner, _ITEM_PATH, "unevaluatedItems", message, where)
            else:
                body = self.r.explain(step.schema, "x[index]", _ITEM_PATH, "null", inner)
            start = 0
            if self.r.append:  # the items evaluated are the first ones, or all
                items = self.r.verdicts.items_of(self.r.number)
                assert items is not None
                start, everything = items
                body = [] if everything else body
            body = self._using("itemPath", body)
            loop = [f"{pad}for (let index = {start}; index < x.length; index++) {{"]
            if body and not self.r.append:
                loop.append(f"{pad}  if ({self.r._evaluated(self.r.number, 'index')}) continue;")
            marks = "for (let i = 0; i < x.length; i++) seen.add(i);"
            return self._unevaluated(loop, body, pad, unevaluated, marks)
        raise AssertionError(f"no rendering for {step!r}")

    def _unevaluated(
        self, loop: list[str], body: list[str], pad: str, unevaluated: bool, marks: str
    ) -> list[str]:
        """unevaluated*: `body` in `loop` (which passes over each key or index that something
        evaluated), then, when a caller collects them, `marks` every one as evaluated."""
        lines = []
        if body:
            lines = [*loop, *body, f"{pad}}}"]
        if not self.r.tracks:
            return lines
        return [*lines, *self._guard_seen(marks, pad, unevaluated)]

    def _alternatives(self, step: ir.AnyOf | ir.OneOf, pad: str, has_seen: bool) -> list[str]:
        """anyOf/oneOf: whether one holds (or which), and asked for errors, those of the failed
        alternative with the fewest (the first of those) to explain a failure, from one walk of
        each."""
        inner = pad + "  "
        where = self.r._where(step.location)
        count = len(step.branches)
        tracked = has_seen and any(self.r.schemas[b].tracks for b in step.branches)
        ev = "seen" if tracked else "null"
        lines = [f"{pad}{{"]
        inline = step.discriminator is None
        if inline and self.r.append:
            lines += [f"{inner}let best = null;", *self._appended(step, inner)]
            explain = f"{inner}  for (const error of best) errors.push(error);"
        elif inline:  # each alternative called where it is, not from a table
            lines += [f"{inner}let best = null;", *self._tried(step, inner, tracked)]
            # every alternative failed: one of them is the best
            explain = f"{inner}  for (const error of best) errors.push(error);"
        else:
            self.r.out.helper("fewest")
            failed = "new Array()" if self.r.append else "errors === null ? null : new Array()"
            lines.append(f"{inner}const failed = {failed};")
            explain = f"{inner}  fewest(errors, failed);"
            branches = self.r._branches(step.branches)
            candidates = self.r._candidates(count, step.discriminator)
            keyword = "anyOf" if isinstance(step, ir.AnyOf) else "oneOf"
            self.r.out.helper(keyword)
            exclusive = "" if isinstance(step, ir.AnyOf) else f", {str(step.exclusive).lower()}"
            scope = "null" if self.r.append else "scope"
            call = f"{keyword}(x, path, failed, {ev}, {scope}, d, {branches}, {candidates}"
            lines.append(f"{inner}const matched = {call}{exclusive});")
        none = js_str(f"valid against none of the {count} alternatives")
        if isinstance(step, ir.AnyOf):
            return [
                *lines,
                f"{inner}if (!matched) {{",
                *self.r.fail(inner + "  ", "path", "anyOf", none, where),
                explain,
                f"{inner}}}",
                f"{pad}}}",
            ]
        size, listed = ("count", "listed") if inline else ("matched.length", "matched.join(', ')")
        many = f'"valid against alternatives [" + {listed} + "], but exactly one is allowed"'
        if inline and self.r.append:  # those that hold (bits of `held`), listed for the error
            message, listing = self._held_message(count, none, many, inner)
            return [
                *lines,
                f"{inner}if (count !== 1) {{",
                *listing,
                *self.r.fail(inner + "  ", "path", "oneOf", message, where),
                f"{inner}  if (count === 0) {explain.lstrip()}",
                f"{inner}}}",
                f"{pad}}}",
            ]
        return [
            *lines,
            f"{inner}if ({size} !== 1) {{",
            *self.r.fail(inner + "  ", "path", "oneOf", f"{size} > 0 ? {many} : {none}", where),
            f"{inner}  if ({size} === 0) {explain.lstrip()}",
            f"{inner}}}",
            f"{pad}}}",
        ]

    def _held_message(self, count: int, none: str, many: str, inner: str) -> tuple[str, list[str]]:
        """A oneOf's message from the bits of the alternatives that held: read from a table
        made in advance when the alternatives are few (one string per subset; spelling the
        list at run time costs a node row several percent), else listed as the error is built."""
        if count <= MESSAGE_TABLE_MAX:
            lists = [
                ", ".join(str(i) for i in range(count) if subset >> i & 1)
                for subset in range(1 << count)
            ]
            many_of = [
                f"valid against alternatives [{listed}], but exactly one is allowed"
                for listed in lists
            ]
            table = ", ".join([none, *(js_str(text) for text in many_of[1:])])
            return f"{self.r.out.constant('O', f'[{table}]')}[held]", []
        listing = [f"{inner}  let message = {none};", f"{inner}  if (count > 0) {{"]
        listing.append(f'{inner}    let listed = held & 1 ? "0" : "";')
        listing += [
            f'{inner}    if (held & {1 << i}) listed = listed === "" ? "{i}" : listed + ", {i}";'
            for i in range(1, count)
        ]
        return "message", [*listing, f"{inner}    message = {many};", f"{inner}  }}"]

    def _appended(self, step: ir.AnyOf | ir.OneOf, pad: str) -> list[str]:
        """`_tried` in an `eN`, each alternative walked into an array of its own while its
        errors may still explain the failure; past that (an alternative held, or the best
        failed with one error, which none can beat) the alternatives left are only asked
        whether they hold. A oneOf flags each that holds, for its error to list them."""
        any_of = isinstance(step, ir.AnyOf)
        start = "let matched = false;" if any_of else "let count = 0, held = 0;"
        lines = [pad + start]
        lines.append(f"{pad}let tried;")
        fewer = "best === null || (best.length > 1 && tried.length < best.length)"
        for index, branch in enumerate(step.branches):
            held = "matched = true;" if any_of else f"{{ held += {1 << index}; count++; }}"
            walk = [
                "tried = new Array();",
                *self.r.explain(branch, "x", "path", "null", "", into="tried"),
                f"if (tried.length === 0) {held}",
                f"else if ({fewer}) best = tried;",
            ]
            if index == 0:
                lines += [pad + line for line in walk]
                continue
            verdict = self.r._call(branch, "x", "path", "null", "null")
            # before it, every alternative failed (anyOf), or one held or all failed (oneOf)
            done = "best.length === 1" if any_of else "count > 0 || best.length === 1"
            body = [
                f"if ({done}) {{",
                f"  if ({verdict}) {held}",
                "} else {",
                *(f"  {line}" for line in walk),
                "}",
            ]
            guard = "!matched"
            if isinstance(step, ir.OneOf):
                guard = "count === 0" if step.exclusive else ""
            if not guard:
                lines += [pad + line for line in body]
                continue
            lines += [f"{pad}if ({guard}) {{", *(f"{pad}  {line}" for line in body), f"{pad}}}"]
        return lines

    def _tried(self, step: ir.AnyOf | ir.OneOf, pad: str, tracked: bool) -> list[str]:
        """The alternatives tried in turn as the `anyOf` and `oneOf` helpers do: an anyOf
        stops at the first that holds unless annotations are collected, an exclusive oneOf
        at the first that holds; the annotations of those that hold are kept, and the errors
        of the failed one with the fewest in `best` (as `fewest` picks them)."""
        any_of = isinstance(step, ir.AnyOf)
        # a oneOf counts those that hold and lists them as it goes
        start = "let matched = false;" if any_of else 'let count = 0, listed = "";'
        lines = [pad + start]
        lines.append(f"{pad}let tried{', got' if tracked else ''};")
        if tracked and not any_of:
            lines.append(f"{pad}let kept = null;")
        fewer = "(best === null || (best.length > 1 && tried.length < best.length))"
        for index, branch in enumerate(step.branches):
            call = self.r._call(branch, "x", "path", "tried", "got" if tracked else "null")
            if any_of:
                held = "matched = true;"
                if tracked:
                    held = f"{{ {held} if (got !== null) for (const item of got) seen.add(item); }}"
            else:
                listed = f'count++ === 0 ? "{index}" : listed + ", {index}"'
                held = f"{{ listed = {listed};{' kept = got;' if tracked else ''} }}"
            body = ["tried = errors === null ? null : new Array();"]
            body += ["got = seen === null ? null : new Set();"] if tracked else []
            body += [
                f"if ({call}) {held}",
                f"else if (tried !== null && {fewer}) best = tried;",
            ]
            if index == 0:
                lines += [pad + line for line in body]
                continue
            guard = ""
            if isinstance(step, ir.AnyOf):
                guard = "!matched || seen !== null" if tracked else "!matched"
            elif step.exclusive:
                guard = "count === 0"
            if not guard:
                lines += [pad + line for line in body]
                continue
            lines += [f"{pad}if ({guard}) {{", *(f"{pad}  {line}" for line in body), f"{pad}}}"]
        if tracked and not any_of:
            lines.append(
                f"{pad}if (kept !== null && kept.size > 0 && count === 1) "
                "for (const item of kept) seen.add(item);"
            )
        return lines

    def _conditional(self, step: ir.IfThenElse, pad: str, has_seen: bool) -> list[str]:
        inner = pad + "  "
        tracked = has_seen and self.r.schemas[step.condition].tracks
        then: list[str] = []
        if tracked:
            then += [f"{inner}if (found !== null) for (const item of found) seen.add(item);"]
        otherwise: list[str] = []
        for branch, body in ((step.then, then), (step.otherwise, otherwise)):
            if branch is not None:
                body += self.r.explain(branch, "x", "path", self.r._ev(branch, has_seen), inner)
        if not then and not otherwise and not tracked:
            return []
        lines = [f"{pad}{{"]
        if tracked:
            lines.append(f"{inner}const found = seen === null ? null : new Set();")
        call = self.r._call(step.condition, "x", "path", "null", "found" if tracked else "null")
        body = [line.replace(pad, pad + "  ", 1) for line in then]
        other = [line.replace(pad, pad + "  ", 1) for line in otherwise]
        if not then:
            lines += [f"{inner}if (!{call}) {{", *other, f"{inner}}}"]
        else:
            lines += [f"{inner}if ({call}) {{", *body, f"{inner}}}"]
            if other:
                lines += [f"{inner}else {{", *other, f"{inner}}}"]
        return [*lines, f"{pad}}}"]

    def count_matches(
        self, schema: int, pad: str, has_seen: bool, unevaluated: bool, bounds: Bounds
    ) -> list[str]:
        inner = pad + "  "
        call = self.r._call(schema, "x[index]", "path", "null", "null")
        lines = [
            f"{pad}{{",
            f"{inner}let count = 0;",
            f"{inner}for (let index = 0; index < x.length; index++) {{",
            f"{inner}  if ({call}) {{",
            f"{inner}    count++;",
        ]
        if has_seen:
            lines += self._guard_seen("seen.add(index);", inner + "    ", unevaluated)
        lines += [f"{inner}  }}", f"{inner}}}"]
        for comparison, keyword, message, location in bounds:
            lines += [
                f"{inner}if (count {comparison}) {{",
                *self.r.fail(
                    inner + "  ", "path", keyword, js_str(message), self.r._where(location)
                ),
                f"{inner}}}",
            ]
        return [*lines, f"{pad}}}"]

    def at_most(self, step: ir.Items, pad: str) -> list[str]:
        message = js_str(f"must have at most {step.start} items")
        where = self.r._where(step.location)
        return [
            f"{pad}if (x.length > {step.start}) {{",
            *self.r.fail(pad + "  ", "path", step.keyword, message, where),
            f"{pad}}}",
        ]

    def each_item(self, step: ir.Items, pad: str) -> list[str]:
        explain = self.r.explain(step.schema, "x[index]", _ITEM_PATH, "null", pad + "  ")
        self._using("itemPath", explain)
        return [
            f"{pad}for (let index = {step.start}; index < x.length; index++) {{",
            *explain,
            f"{pad}}}",
        ]

    def mark_from(self, start: int, pad: str, unevaluated: bool) -> list[str]:
        statement = f"for (let i = {start}; i < x.length; i++) seen.add(i);"
        return self._guard_seen(statement, pad, unevaluated)
