"""The Python backend's run-time helpers: the source it pastes into a module, each helper only
when something uses it (`HELPER_NEEDS` adds the helpers a helper calls), the types for
`mypy --strict`, and the depth rule every module holds (`DEPTH_HELPERS`)."""

HELPERS: dict[str, str] = {
    "_is_integer": """
def _is_integer(x: Any) -> bool:
    if isinstance(x, float):
        return x.is_integer()
    return isinstance(x, int) and not isinstance(x, bool)
""",
    "_type_name": """
def _type_name(x: Any) -> str:
    if isinstance(x, bool):
        return "boolean"
    if isinstance(x, (int, float)):
        return "integer" if _is_integer(x) else "number"
    if x is None:
        return "null"
    if isinstance(x, dict):
        return "object"
    if isinstance(x, list):
        return "array"
    return "string" if isinstance(x, str) else type(x).__name__
""",
    "_mistyped": '''
def _mistyped(path: str, x: Any, template: tuple[str, str, str]) -> Violation:
    """A type error: the template's message ends with the type found."""
    keyword, message, where = template
    return tuple.__new__(Violation, (path, keyword, message + _type_name(x), where))
''',
    "_eq": '''
def _eq(a: Any, b: Any) -> bool:
    """Equality of JSON values: 1 equals 1.0, true never equals 1, key order is ignored."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return bool(a == b)
    if isinstance(a, dict):
        if not isinstance(b, dict) or a.keys() != b.keys():
            return False
        return all(_eq(value, b[key]) for key, value in a.items())
    if isinstance(a, list):
        if not isinstance(b, list) or len(a) != len(b):
            return False
        return all(_eq(p, q) for p, q in zip(a, b))
    return type(a) is type(b) and bool(a == b)
''',
    "_in": """
def _in(x: Any, values: tuple[Any, ...]) -> bool:
    for value in values:
        if _eq(x, value):
            return True
    return False
""",
    "_key": '''
_PLAIN = frozenset((str, int, float, type(None)))


def _key(x: Any, d: int) -> Any:
    """A hashable stand-in, equal exactly for JSON-equal values (1 and 1.0 hash alike), of
    `x` at nesting level `d`. A string, number or null is its own key: the values of a
    container that are one cost no call, and a container is told first."""
    if isinstance(x, dict):
        if d > _MAX_DEPTH:
            raise _TooDeep
        d += 1
        return (
            "o",
            frozenset([(k, v if type(v) in _PLAIN else _key(v, d)) for k, v in x.items()]),
        )
    if not isinstance(x, list):
        if isinstance(x, bool):
            return ("b", x)
        if isinstance(x, (str, int, float)) or x is None:
            return x  # never a tuple, so never equal to a tagged one
    if d > _MAX_DEPTH:
        raise _TooDeep
    d += 1
    return ("a", tuple([v if type(v) in _PLAIN else _key(v, d) for v in x]))
''',
    "_unique": '''
def _unique(x: list[Any], d: int) -> bool:
    """Whether the items of `x`, at level `d`, are distinct by JSON equality. Python's `==`
    joins more values than JSON's (`True == 1`) and never fewer, so items distinct by it are
    distinct, and so are items it joins when no boolean is about. Scalars first by one set
    (only when true meets 1 by tagged keys), which fails only on an array or object. Then,
    up to 16 items: each array and object walked to count its levels (its first level in
    place, without a call) and to find a boolean, and each item counted by Python's `==`
    (`list.count`, no allocation); where a boolean is about, a pair it finds equal is asked
    of `_same`. More items are keyed (`_key`), as pairs grow with their square."""
    n = len(x)
    if n < 2:
        return True
    if type(x[0]) is not dict and type(x[0]) is not list:
        try:
            if len(set(x)) == n:
                return True
            if bool not in map(type, x):
                return False
            return len({("b", v) if v is True or v is False else v for v in x}) == n
        except TypeError:  # an array or object among them
            pass
    d += 1
    if n > 16:
        return len({v if type(v) in _PLAIN else _key(v, d) for v in x}) == n
    exact = True  # no boolean found yet: Python's `==` is JSON's
    for v in x:
        if type(v) in _PLAIN:
            continue
        if isinstance(v, dict):
            v = v.values()
        elif not isinstance(v, list):
            exact = False
            continue
        if d > _MAX_DEPTH:
            raise _TooDeep
        for w in v:
            if type(w) not in _PLAIN:
                if isinstance(w, (dict, list)):
                    exact = _exact(w, d + 1) and exact
                else:
                    exact = False
    i = 0
    for v in x:
        i += 1
        if x.count(v) > 1:
            if exact:
                return False
            for w in x[i:]:
                if v == w and _same(v, w):
                    return False
    return True


def _exact(x: Any, d: int) -> bool:
    """Walks array or object `x` at level `d` to count its levels, as `_key` does: whether it
    holds only strings, numbers, null, arrays and objects (no boolean)."""
    if d > _MAX_DEPTH:
        raise _TooDeep
    exact = True
    for v in x.values() if isinstance(x, dict) else x:
        if type(v) not in _PLAIN:
            if isinstance(v, (dict, list)):
                exact = _exact(v, d + 1) and exact
            else:
                exact = False
    return exact


def _same(a: Any, b: Any) -> bool:
    """Whether `a` and `b`, equal by Python's `==`, are equal by JSON's: no boolean where the
    other holds a number (Python's `True == 1`)."""
    pairs: Iterable[tuple[Any, Any]]
    if isinstance(a, dict):
        pairs = zip(a.values(), map(b.__getitem__, a))
    elif isinstance(a, list):
        pairs = zip(a, b)
    else:
        return (a is True or a is False) is (b is True or b is False)
    for v, w in pairs:
        if type(v) in _PLAIN:
            if w is True or w is False:
                return False
        elif isinstance(v, (dict, list)):
            if not _same(v, w):
                return False
        elif (v is True or v is False) is not (w is True or w is False):
            return False
    return True
''',
    "_KeyMemo": '''
class _KeyMemo(dict):  # type: ignore[type-arg]
    """Whether a pattern matches an object key, by key: `memo[key]` searches a key once, as
    objects repeat their keys. Short keys only, and a bounded number of them."""

    def __init__(self, search: Callable[[str], object]) -> None:
        super().__init__()
        self.search = search

    def __missing__(self, key: str) -> bool:
        found = self.search(key) is not None
        if len(key) <= 64 and len(self) < 4096:
            self[key] = found
        return found
''',
    "_multiple_of": '''
def _multiple_of(x: Any, d: float) -> bool:
    """Exact for integers of any size and for decimals as written (0.0075 is a multiple of
    0.0001): an integer is never turned into text, which Python limits to 4,300 digits."""
    if isinstance(x, int) and isinstance(d, int):
        return bool(x % d == 0)
    if isinstance(x, float) and not math.isfinite(x):
        return False
    if isinstance(d, float) and math.isinf(d):
        return bool(x == 0)
    exact_x = Fraction(x) if isinstance(x, int) else Fraction(repr(x))
    exact_d = Fraction(d) if isinstance(d, int) else Fraction(repr(d))
    return exact_x % exact_d == 0
''',
    "_if": """
def _if(
    x: Any,
    d: int,
    condition: _Test,
    then: _Test | None,
    otherwise: _Test | None,
) -> bool:
    if condition(x, d):
        return then is None or then(x, d)
    return otherwise is None or otherwise(x, d)
""",
    "_js_keys": '''
def _js_keys(x: dict[str, Any]) -> Iterable[str]:
    """An object's keys in JavaScript's order, array indices ("0", "12") first and ascending,
    then the rest as inserted: both backends report errors in one order."""
    if not x or min(x) >= ":":  # no key starts with a digit
        return x
    indices = [k for k in x if len(k) < 11 and k.isascii() and k.isdigit()]
    indices = [k for k in indices if (k == "0" or k[0] != "0") and int(k) < 4294967295]
    if not indices:
        return x
    indices.sort(key=int)
    first = set(indices)
    return indices + [k for k in x if k not in first]
''',
    "_dyn": '''
def _dyn(scope: tuple[int, ...], holders: Mapping[int, _Schema], fallback: _Schema) -> _Schema:
    """The schema of the outermost resource in the dynamic scope holding the anchor."""
    for resource in scope:
        found = holders.get(resource)
        if found is not None:
            return found
    return fallback
''',
    "_pick": '''
def _pick(
    x: Any, discriminator: tuple[str, Mapping[str, tuple[int, ...]], tuple[int, ...]]
) -> Iterable[int]:
    """The alternatives a discriminating string constant leaves (the others when absent)."""
    name, choices, others = discriminator
    if isinstance(x, dict):
        value = x.get(name)
        if isinstance(value, str):
            return choices.get(value, others)
    return others
''',
    "_matched": '''
def _matched(
    x: Any,
    path: str,
    ev: set[Any] | None,
    scope: tuple[int, ...],
    d: int,
    branches: tuple[_Schema, ...],
    candidates: Iterable[int],
    first: bool,
    one: bool,
) -> list[int]:
    """The alternatives `x` is valid against (only the first, when `first`). Their annotations
    go to `ev`: from all of them (anyOf), or only when exactly `one` holds (oneOf)."""
    matched: list[int] = []
    kept: list[set[Any]] = []
    for index in candidates:
        found: set[Any] | None = None if ev is None else set()
        if branches[index](x, path, None, found, scope, d):
            matched.append(index)
            if found:
                kept.append(found)
            if first:
                break
    if ev is not None and (not one or len(matched) == 1):
        for found in kept:
            ev.update(found)
    return matched
''',
    "_any_valid": """
def _any_valid(x: Any, d: int, tests: tuple[_Test, ...], candidates: Iterable[int]) -> bool:
    for index in candidates:
        if tests[index](x, d):
            return True
    return False
""",
    "_valid": """
def _valid(
    x: Any, d: int, tests: tuple[_Test, ...], candidates: Iterable[int], exclusive: bool
) -> list[int]:
    matched: list[int] = []
    for index in candidates:
        if tests[index](x, d):
            matched.append(index)
            if exclusive:
                break
    return matched
""",
    "_closest": '''
def _closest(
    x: Any,
    path: str,
    errors: list[Violation],
    d: int,
    scope: tuple[int, ...],
    branches: tuple[_Schema, ...],
    candidates: Iterable[int],
) -> None:
    """`_closest_e` with the general functions of the alternatives, in the dynamic `scope`."""

    def explainer(branch: _Schema) -> _Explain:
        def explain(x: Any, path: str, found: list[Violation], d: int) -> None:
            branch(x, path, found, None, scope, d)

        return explain

    _closest_e(x, path, errors, d, tuple(map(explainer, branches)), candidates)
''',
    "_closest_e": '''
def _closest_e(
    x: Any,
    path: str,
    errors: list[Violation],
    d: int,
    explainers: tuple[_Explain, ...],
    candidates: Iterable[int],
) -> None:
    """Explain failed alternatives by the one with the fewest errors (the first of those)."""
    best: list[Violation] | None = None
    for index in candidates:
        found: list[Violation] = []
        explainers[index](x, path, found, d)
        if best is None or len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    errors.extend(best or ())
''',
}
HELPER_NEEDS = {
    "_mistyped": {"_type_name"},
    "_type_name": {"_is_integer"},
    "_in": {"_eq"},
    "_unique": {"_key"},
    "_closest": {"_closest_e"},
    "_multiple_of": {"math", "fractions"},
}


TOOL_TABLE = [
    "    str, tuple[Callable[[Any], list[Violation]], Callable[[Any], list[Violation]]]",
    "] = {",
]

TYPING = [
    "if TYPE_CHECKING:  # names for the annotations, which are never evaluated",
    "    from collections.abc import Callable, Iterable, Mapping",
    "    from typing import TypeVar",
    "",
    '    _T = TypeVar("_T")',
    '    _Explain = Callable[[Any, str, list["Violation"], int], None]',
    "    _Schema = Callable[",
    '        [Any, str, list["Violation"] | None, set[Any] | None, tuple[int, ...], int], bool',
    "    ]",
    "    _Test = Callable[[Any, int], bool]",
]
"""Types for `mypy --strict`; `from __future__ import annotations` keeps the floor."""

DEPTH_HELPERS = '''
_MAX_DEPTH = MAX_DEPTH_VALUE
# The recursion limit is one per process: one thread at a time raises and restores it.
_ROOM = threading.Lock()


class _TooDeep(Exception):
    """A walk past _MAX_DEPTH levels: the functions of recursive schemas count the levels of
    their values, so the answer does not depend on the host's recursion limit."""


def _esc(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _too_deep(x: Any) -> str | None:
    """The JSON pointer of the first value nested more than _MAX_DEPTH levels deep, or None.
    A walk with a list of pending values: recursion is what failed."""
    pending: list[tuple[Any, str, int]] = [(x, "", 1)]
    while pending:
        value, path, level = pending.pop()
        items: list[tuple[str, Any]]
        if isinstance(value, dict):
            items = [(path + "/" + _esc(k), v) for k, v in value.items()]
        elif isinstance(value, list):
            items = [(path + "/" + str(i), v) for i, v in enumerate(value)]
        else:
            continue
        if level > _MAX_DEPTH:
            return path
        pending.extend((v, where, level + 1) for where, v in reversed(items))
    return None


def _deep(
    check: Callable[[Any, int], _T], x: Any, refuse: Callable[[str | None], _T], start: int
) -> _T:
    """`check(x, 1)` ran out of stack (`start` 1: again with room on the stack for _MAX_DEPTH
    levels, as a host with a higher recursion limit would run it) or walked past _MAX_DEPTH
    levels (`start` 0): then `refuse` naming the first value nested too deeply, or, when none
    is (the walk went past the limit only to a scalar, one level below the deepest array or
    object), `check` again from level 0."""
    path = None if start else _too_deep(x)
    while path is None:
        with _ROOM:
            limit = sys.getrecursionlimit()
            sys.setrecursionlimit(limit + 64 * _MAX_DEPTH)
            try:
                return check(x, start)
            except _TooDeep:
                path, start = (_too_deep(x) if start else ""), 0
            except RecursionError:
                path = ""
            finally:
                sys.setrecursionlimit(limit)
    return refuse(path)


def _too_deep_errors(path: str | None) -> list[Violation]:
    message = "nested too deeply to validate (more than MAX_DEPTH_VALUE levels)"
    return [Violation(path or "", "depth", message, "")]


def _too_deep_verdict(path: str | None) -> bool:
    return False
'''
