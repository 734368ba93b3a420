"""The fast path: one inlined boolean expression per schema, answering only "is it valid?".

References are inlined (a recursive one becomes a call to that node's `_is_validN`), keyword
checks are guarded by the JSON type they apply to, and a `oneOf`/`anyOf` whose branches are
objects told apart by a required string constant (like `operation` or `code`) dispatches on
that property instead of trying every branch.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dsh_schedule.generator.compiler_expr import (
    FALSE,
    HOLE,
    TRUE,
    And,
    Expr,
    Leaf,
    bind,
    conj,
    disj,
    exactly_one,
)
from dsh_schedule.generator.compiler_shapes import (
    discriminator,
    exclusive,
    rejects_null,
    schema_types,
)
from dsh_schedule.generator.compiler_source import (
    CHUNK_WIDTH,
    Constants,
    Functions,
    py_number,
    py_str,
    text_chunks,
)
from dsh_schedule.generator.ecma_regex import Ranges, complement, edge_classes
from dsh_schedule.generator.schema_index import Node, SchemaIndex

SMALL_CLASS = 64  # code points; a bigger class is left to the regex engine
OBJECT_KEYWORDS = ("required", "additionalProperties", "properties")
FAMILIES = {
    "object": OBJECT_KEYWORDS,
    "array": ("items",),
    "string": ("minLength", "maxLength", "pattern"),
    "number": ("minimum", "maximum"),
}
FAMILY_OF_TYPE = {
    "object": "object",
    "array": "array",
    "string": "string",
    "number": "number",
    "integer": "number",
}
IS_FAMILY = {
    "object": f"isinstance({HOLE}, dict)",
    "array": f"isinstance({HOLE}, list)",
    "string": f"isinstance({HOLE}, str)",
}
NOT_FAMILY = {
    "object": f"not isinstance({HOLE}, dict)",
    "array": f"not isinstance({HOLE}, list)",
    "string": f"not isinstance({HOLE}, str)",
    "number": f"not isinstance({HOLE}, (int, float)) or isinstance({HOLE}, bool)",
}


def type_test(name: str) -> Expr:
    """The fast test for one JSON type (bool is never a number; 1.0 is an integer)."""
    if name in IS_FAMILY:
        return Leaf(IS_FAMILY[name])
    if name == "null":
        return Leaf(f"{HOLE} is None")
    if name == "boolean":
        return Leaf(f"isinstance({HOLE}, bool)")
    number = conj([Leaf(f"isinstance({HOLE}, int)"), Leaf(f"not isinstance({HOLE}, bool)")])
    if name == "integer":
        # An exact int is the common case: one test instead of two.
        real = conj([Leaf(f"isinstance({HOLE}, float)"), Leaf(f"float.is_integer({HOLE})")])
        return disj([Leaf(f"type({HOLE}) is int"), number, real])
    return conj([Leaf(f"isinstance({HOLE}, (int, float))"), Leaf(f"not isinstance({HOLE}, bool)")])


def const_test(value: Any, constants: Constants) -> Expr:
    """Equality with a JSON value under JSON rules (1 == 1.0, true != 1)."""
    if value is None or isinstance(value, bool):
        return Leaf(f"{HOLE} is {value!r}")
    if isinstance(value, int | float):
        return conj([Leaf(f"{HOLE} == {py_number(value)}"), Leaf(f"not isinstance({HOLE}, bool)")])
    if isinstance(value, str):
        return Leaf(f"{HOLE} == {py_str(value)}")
    return Leaf(f"_json_equal({HOLE}, {constants.json_value(value)})")


@dataclass
class FastCompiler:
    """Builds fast-path expressions; one instance per generated function (it numbers locals)."""

    index: SchemaIndex
    constants: Constants
    functions: Functions
    variables: int = 0

    def fresh(self) -> str:
        self.variables += 1
        return f"v{self.variables}"

    def expression(self, node: Node) -> Expr:
        """The expression for `node` over the placeholder."""
        return self._node(node, {node.key: 0}, 0)

    def _node(self, node: Node, stack: dict[tuple[str, tuple[str, ...]], int], depth: int) -> Expr:
        schema = node.schema
        if isinstance(schema, bool):
            return TRUE if schema else FALSE
        types = schema_types(schema)
        parts: list[Expr] = []
        if types is not None:
            parts.append(disj([type_test(name) for name in types]))
        families = {FAMILY_OF_TYPE[name] for name in types or () if name in FAMILY_OF_TYPE}
        for family, keywords in FAMILIES.items():
            if not any(keyword in schema for keyword in keywords):
                continue
            if types is not None and family not in families:
                continue
            checks = self._family(family, node, stack, depth)
            if types is not None and all(FAMILY_OF_TYPE.get(t) == family for t in types):
                parts.append(checks)  # the type test already guarantees the family
            else:
                parts.append(disj([Leaf(NOT_FAMILY[family]), checks]))
        if "const" in schema:
            parts.append(const_test(schema["const"], self.constants))
        if "enum" in schema:
            parts.append(self.enum_test(schema["enum"]))
        if "$ref" in schema:
            parts.append(self._ref(node, stack, depth))
        if "anyOf" in schema:
            parts.append(self._combinator(node, "anyOf", stack, depth))
        if "oneOf" in schema:
            parts.append(self._combinator(node, "oneOf", stack, depth))
        return conj(parts)

    def _family(self, family: str, node: Node, stack: dict[Any, int], depth: int) -> Expr:
        schema = node.schema
        assert isinstance(schema, dict)
        if family == "object":
            return self._object(node, stack, depth)
        if family == "array":
            child = self.index.child(node, "items")
            item = self._node(child, stack, depth + 1)
            if item in (TRUE, FALSE):
                return TRUE if item == TRUE else Leaf(f"not {HOLE}")
            # A loop in a function of its own: cheaper than all() over a generator, whose
            # frame would also turn every walrus variable of the caller into a cell.
            return Leaf(f"{self.functions.items(child)}({HOLE})")
        parts: list[Expr] = []
        if family == "string":
            if "minLength" in schema:
                parts.append(Leaf(f"len({HOLE}) >= {int(schema['minLength'])}"))
            if "maxLength" in schema:
                parts.append(Leaf(f"len({HOLE}) <= {int(schema['maxLength'])}"))
            if "pattern" in schema:
                parts.append(self.pattern_test(schema["pattern"]))
        else:
            if "minimum" in schema:
                parts.append(Leaf(f"{HOLE} >= {py_number(schema['minimum'])}"))
            if "maximum" in schema:
                parts.append(Leaf(f"{HOLE} <= {py_number(schema['maximum'])}"))
        return conj(parts)

    def pattern_test(self, pattern: str) -> Expr:
        edges = edge_classes(pattern)
        first, last = (self._membership(ranges) for ranges in edges or ((), ()))
        if first is None or last is None:
            regex = self.constants.regex(self.index.patterns[pattern])
            return Leaf(f"{regex}.search({HOLE}) is not None")
        tests: list[Expr] = [Leaf(f"len({HOLE}) >= 1"), Leaf(first.format(f"{HOLE}[0]"))]
        end = Leaf(last.format(f"{HOLE}[-1]"))
        return conj([*tests, end if first == last else disj([Leaf(f"len({HOLE}) == 1"), end])])

    def _membership(self, ranges: Ranges) -> str | None:
        """`{} in SET` / `{} not in SET` for a class or its complement of few code points."""
        for negated, members in ((False, ranges), (True, complement(ranges))):
            if 0 < sum(high - low + 1 for low, high in members) <= SMALL_CLASS:
                points = [chr(c) for low, high in members for c in range(low, high + 1)]
                pieces = map(py_str, text_chunks("".join(points), CHUNK_WIDTH))
                name = self.constants.add("_CHARS", f"frozenset({' '.join(pieces)})")
                return "{} " + ("not in " if negated else "in ") + name
        return None

    def _object(self, node: Node, stack: dict[Any, int], depth: int) -> Expr:
        schema = node.schema
        assert isinstance(schema, dict)
        properties: dict[str, Any] = schema.get("properties", {})
        required: list[str] = schema.get("required", [])
        extra = schema.get("additionalProperties", True)
        parts: list[Expr] = []
        names = list(properties)
        children = {
            name: self._node(self.index.child(node, "properties", name), stack, depth + 1)
            for name in names
        }
        # A required property whose schema rejects null is read with .get(): a missing one
        # reads as None and fails its own test, so it needs no membership test of its own.
        # (Only when that test is emitted: a `false` schema tests absence instead.)
        read = {
            name
            for name in required
            if name in properties
            and children[name] not in (TRUE, FALSE)
            and rejects_null(self.index, self.index.child(node, "properties", name))
        }
        if extra is False and names and set(required) == set(names):
            if read == set(names):  # every name present and nothing else: count the keys
                parts.append(Leaf(f"len({HOLE}) == {len(names)}"))
            else:
                parts.append(Leaf(f"{HOLE}.keys() == {self.constants.key_set(names)}"))
                read = set()
        else:
            if extra is False:
                if names:
                    keys = self.constants.key_set(names)
                    parts.append(Leaf(f"{keys}.issuperset({HOLE})"))
                else:
                    parts.append(Leaf(f"not {HOLE}"))
            parts.extend(Leaf(f"{py_str(name)} in {HOLE}") for name in required if name not in read)
        for name in names:
            child = children[name]
            if child == TRUE:
                continue
            if child == FALSE:
                parts.append(Leaf(f"{py_str(name)} not in {HOLE}"))
                continue
            access = f"{HOLE}.get({py_str(name)})" if name in read else f"{HOLE}[{py_str(name)}]"
            value = bind(child, access, self.fresh)
            if name in required:
                parts.append(value)
            else:
                parts.append(disj([Leaf(f"{py_str(name)} not in {HOLE}"), value]))
        if not isinstance(extra, bool):
            values = self.index.child(node, "additionalProperties")
            item = self._node(values, stack, depth + 1)
            if item == FALSE:
                closed = f"{self.constants.key_set(names)}.issuperset({HOLE})"
                parts.append(Leaf(closed if names else f"not {HOLE}"))
            elif item != TRUE:
                # A loop in a function of its own, as for items: all() over a generator
                # would recurse through C on every level of a recursive schema.
                parts.append(Leaf(f"{self.functions.extra(values)}({HOLE})"))
        return conj(parts)

    def enum_test(self, values: list[Any]) -> Expr:
        if values and all(isinstance(value, str) for value in values) and len(values) > 1:
            names = self.constants.string_set(values)
            return conj([Leaf(f"isinstance({HOLE}, str)"), Leaf(f"{HOLE} in {names}")])
        return disj([const_test(value, self.constants) for value in values])

    def _ref(self, node: Node, stack: dict[Any, int], depth: int) -> Expr:
        target = self.index.ref_target(node)
        if target.key in stack:
            if stack[target.key] == depth:
                raise node.error("$ref", "reference cycle that never reaches a sub-value")
            return Leaf(f"{self.functions.fast(target)}({HOLE})")
        return self._node(target, {**stack, target.key: depth}, depth)

    def _combinator(self, node: Node, keyword: str, stack: dict[Any, int], depth: int) -> Expr:
        schema = node.schema
        assert isinstance(schema, dict)
        branches = [self.index.child(node, keyword, str(i)) for i in range(len(schema[keyword]))]
        key, values = discriminator(self.index, branches)
        rest = [self._node(b, stack, depth) for b in branches if b.key not in values]
        if key is not None:
            rest.append(self._dispatch(key, branches, values, stack, depth))
        if keyword == "anyOf" or exclusive(self.index, branches, set(values)):
            return disj(rest)  # at most one branch can hold: the first that does decides
        return exactly_one(rest)

    def _dispatch(
        self,
        key: str,
        branches: list[Node],
        values: dict[Any, str],
        stack: dict[Any, int],
        depth: int,
    ) -> Expr:
        """At most one branch can hold; pick it by the discriminating property's value."""
        variable = self.fresh()
        is_object = Leaf(IS_FAMILY["object"])
        cases: list[Expr] = []
        for branch in branches:
            if branch.key in values:
                value = py_str(values[branch.key])
                test = f"{variable} == {value}"
                if not cases:
                    test = f"({variable} := {HOLE}.get({py_str(key)})) == {value}"
                body = self._node(branch, stack, depth)
                if isinstance(body, And) and body.items[0] == is_object:
                    # Already tested before dispatching: the object type, and the
                    # discriminating constant (which also proves the property present).
                    implied = {
                        Leaf(f"{HOLE}{access} == {value}")
                        for access in (f"[{py_str(key)}]", f".get({py_str(key)})")
                    }
                    body = conj([item for item in body.items[1:] if item not in implied])
                cases.append(conj([Leaf(test), body]))
        return conj([is_object, disj(cases)])
