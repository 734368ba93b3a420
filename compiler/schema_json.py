"""Schema files read as strict JSON, and the nesting limit of the schemas the compiler accepts.

Python's `json` reads more than JSON: `NaN`, `Infinity` and `-Infinity`, and an object whose
key is repeated (the last value wins, silently). A schema file holding any of them is refused,
naming the JSON pointer, since each writer of a validator would read it differently. A schema
nested deeper than `max_depth` levels (objects and arrays, the root counting as one) is refused
too, as one error rather than a `RecursionError`: reading, resolving, lowering and rendering
recurse once or a few times per level, so the recursion limit is raised in proportion to the
limit while the compiler runs, one compilation at a time.
"""

from __future__ import annotations

import json
import math
import sys
import threading
from typing import Any

from dsh_schedule.compiler.compiled import DEFAULT_MAX_DEPTH
from dsh_schedule.compiler.errors import SchemaError
from dsh_schedule.compiler.uris import Pointer, format_pointer

FRAMES_PER_LEVEL = 8
"""Python frames the compiler may need for each level of a schema (measured: about two)."""

_LIMIT_LOCK = threading.RLock()


def holds_nan(value: Any) -> bool:
    """Whether a JSON value holds NaN anywhere: a value (`const`, `enum`, a bound) that equals
    nothing, itself included, which the compiler and the schema loader refuse."""
    if isinstance(value, float):
        return math.isnan(value)
    if isinstance(value, list):
        return any(holds_nan(item) for item in value)
    if isinstance(value, dict):
        return any(holds_nan(item) for item in value.values())
    return False


class DeepEnough:
    """Room on the stack for schemas of `max_depth` levels, while the block runs; a
    `RecursionError` that still escapes (references nesting past the limit) becomes one error.
    A class, not `contextlib.contextmanager`, which cannot pass a frozen exception through."""

    def __init__(self, max_depth: int, source: str) -> None:
        self.max_depth = max_depth
        self.source = source
        self.limit = 0

    def __enter__(self) -> None:
        _LIMIT_LOCK.acquire()
        self.limit = sys.getrecursionlimit()
        sys.setrecursionlimit(self.limit + FRAMES_PER_LEVEL * self.max_depth)

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        sys.setrecursionlimit(self.limit)
        _LIMIT_LOCK.release()
        if kind is not None and issubclass(kind, RecursionError):
            message = f"references nest deeper than the limit of {self.max_depth} levels"
            raise SchemaError(self.source, "", message) from None


def too_deep(document: Any, max_depth: int) -> Pointer | None:
    """The pointer of the first value nested deeper than `max_depth` levels, or None."""
    pending: list[tuple[Any, Pointer]] = [(document, ())]
    while pending:
        value, pointer = pending.pop()
        if not isinstance(value, dict | list):
            continue
        if len(pointer) >= max_depth:
            return pointer
        items = value.items() if isinstance(value, dict) else enumerate(value)
        pending.extend(reversed([(child, (*pointer, str(key))) for key, child in items]))
    return None


def depth_error(file: str, pointer: Pointer, max_depth: int) -> SchemaError:
    message = f"nested more than {max_depth} levels deep, the most the compiler accepts"
    return SchemaError(file, format_pointer(pointer), message)


class _NotJson:
    """What `NaN`, `Infinity` or `-Infinity` read as, until its place is found."""

    def __init__(self, text: str) -> None:
        self.text = text


def load_schema(text: str, file: str, max_depth: int = DEFAULT_MAX_DEPTH) -> Any:
    """The JSON value of `text` (the content of `file`), strictly: a number JSON has no
    spelling for, a repeated key or nesting past `max_depth` is a SchemaError naming the
    JSON pointer. Text that is no JSON at all is one with the line and column."""
    repeated: dict[int, tuple[dict[str, Any], str]] = {}  # the object kept: its id stays its own
    not_json: list[_NotJson] = []

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        result = dict(items)
        if len(result) != len(items):
            seen: set[str] = set()
            for key, _ in items:
                if key in seen:
                    repeated[id(result)] = (result, key)
                    break
                seen.add(key)
        return result

    def constant(name: str) -> _NotJson:
        not_json.append(_NotJson(name))
        return not_json[-1]

    with _LIMIT_LOCK:
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(limit + max_depth + 100)  # the parser recurses once per level
        try:
            value = json.loads(text, object_pairs_hook=pairs, parse_constant=constant)
        except RecursionError:
            raise depth_error(file, (), max_depth) from None
        except json.JSONDecodeError as error:
            message = f"not JSON: {error.msg} at line {error.lineno}, column {error.colno}"
            raise SchemaError(file, "", message) from None
        except ValueError as error:  # an integer too long for Python to read
            raise SchemaError(file, "", f"not readable: {error}") from None
        finally:
            sys.setrecursionlimit(limit)
    pointer = too_deep(value, max_depth)
    if pointer is not None:
        raise depth_error(file, pointer, max_depth)
    if repeated or not_json:
        raise _first_problem(value, file, repeated)
    return value


def _first_problem(
    document: Any, file: str, repeated: dict[int, tuple[dict[str, Any], str]]
) -> SchemaError:
    """The first repeated key or non-JSON number, in the order the text has them."""
    pending: list[tuple[Any, Pointer]] = [(document, ())]
    while pending:
        value, pointer = pending.pop()
        if isinstance(value, _NotJson):
            message = f"{value.text} is no JSON number (JSON has no NaN or infinity)"
            return SchemaError(file, format_pointer(pointer), message)
        if isinstance(value, dict) and id(value) in repeated:
            key = repeated[id(value)][1]
            message = f"the key {key!r} appears twice in one object"
            return SchemaError(file, format_pointer((*pointer, key)), message)
        if isinstance(value, dict | list):
            items = value.items() if isinstance(value, dict) else enumerate(value)
            pending.extend(reversed([(child, (*pointer, str(key))) for key, child in items]))
    raise AssertionError("a value holding a problem is reachable from the root")
